// File-system helpers (see fs.h).
#include "util/fs.h"

#include <errno.h>
#include <fcntl.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

int path_fmt(char *buf, size_t cap, const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(buf, cap, fmt, ap);
    va_end(ap);
    if (n >= 0 && (size_t)n < cap) return TD_OK;
    int rc = td_error(TD_ERR_ARG, "path too long (%d bytes, at most %zu): %.60s...", n,
                      cap ? cap - 1 : 0, buf);
    if (cap) buf[0] = '\0';
    return rc;
}

int mkdir_p(const char *path) {
    size_t n = strlen(path);
    if (n == 0) return td_error(TD_ERR_IO, "cannot create a directory with an empty name");
    char *buf = malloc(n + 1);
    if (!buf) return td_error(TD_ERR_NOMEM, "out of memory creating directory %s", path);
    memcpy(buf, path, n + 1);
    int rc = TD_OK;
    for (char *p = buf + 1; rc == TD_OK; p++) {
        if (*p != '/' && *p != '\0') continue;
        char c = *p;
        *p = '\0';
        struct stat st;
        if (mkdir(buf, 0755) != 0 && !(errno == EEXIST && stat(buf, &st) == 0 &&
                                       S_ISDIR(st.st_mode)))
            rc = td_error(TD_ERR_IO, "cannot create directory %s: %s", buf,
                          errno == EEXIST ? "a file of that name exists" : strerror(errno));
        *p = c;
        if (!c) break;
    }
    free(buf);
    return rc;
}

int file_exists(const char *path) {
    struct stat st;
    return stat(path, &st) == 0;
}

int file_open_regular(const char *path, FILE **fp, size_t *size) {
    *size = 0;
    *fp = fopen(path, "rb");
    if (!*fp) return td_error(TD_ERR_IO, "cannot open %s: %s", path, strerror(errno));
    struct stat st;
    if (fstat(fileno(*fp), &st) != 0 || !S_ISREG(st.st_mode)) {
        fclose(*fp);
        *fp = NULL;
        return td_error(TD_ERR_IO, "%s is not a regular file", path);
    }
    *size = (size_t)st.st_size;
    return TD_OK;
}

int file_read_all(const char *path, void **data, size_t *len) {
    *data = NULL;
    if (len) *len = 0;
    FILE *fp;
    size_t n;
    TD_TRY(file_open_regular(path, &fp, &n));
    char *buf = malloc(n + 1);
    if (!buf) {
        fclose(fp);
        return td_error(TD_ERR_NOMEM, "out of memory reading %s (%zu bytes)", path, n);
    }
    size_t got = fread(buf, 1, n, fp);
    int err = ferror(fp);
    fclose(fp);
    if (got != n || err) {
        free(buf);
        return td_error(TD_ERR_IO, "cannot read %s", path);
    }
    buf[n] = '\0';
    *data = buf;
    if (len) *len = n;
    return TD_OK;
}

void fsync_parent_dir(const char *path) {
    char dir[FS_PATH_MAX];
    if (path_fmt(dir, sizeof dir, "%s", path) < 0) return;  // best effort
    char *slash = strrchr(dir, '/');
    if (slash == dir) dir[1] = '\0';
    else if (slash) *slash = '\0';
    else snprintf(dir, sizeof dir, ".");
    int fd = open(dir, O_RDONLY);
    if (fd >= 0) {
        (void)fsync(fd);
        close(fd);
    }
}

int file_is_special(const char *path) {
    struct stat st;
    return stat(path, &st) == 0 && !S_ISREG(st.st_mode) && !S_ISDIR(st.st_mode);
}

int atomic_open(AtomicFile *af, const char *path) {
    af->fp = NULL;
    af->tmp[0] = '\0';
    TD_TRY(path_fmt(af->path, sizeof af->path, "%s", path));
    if (!file_is_special(path)) TD_TRY(path_fmt(af->tmp, sizeof af->tmp, "%s.tmp", path));
    const char *target = af->tmp[0] ? af->tmp : path;
    errno = 0;
    af->fp = fopen(target, "wb");
    if (!af->fp)
        return td_error(TD_ERR_IO, "cannot create %s: %s", target, strerror(errno ? errno : EIO));
    return TD_OK;
}

int atomic_close(AtomicFile *af, int ok) {
    if (!af->fp) return TD_OK;
    errno = 0;
    int good = ok && fflush(af->fp) == 0 && (!af->tmp[0] || fsync(fileno(af->fp)) == 0);
    int e = errno;
    if (fclose(af->fp) != 0 && good) good = 0, e = errno;
    af->fp = NULL;
    if (good && af->tmp[0] && rename(af->tmp, af->path) != 0) good = 0, e = errno;
    if (!good && af->tmp[0]) remove(af->tmp);
    if (!good && ok)
        return td_error(TD_ERR_IO, "cannot write %s: %s", af->path, strerror(e ? e : EIO));
    if (good && af->tmp[0]) fsync_parent_dir(af->path);
    return TD_OK;
}

int file_write_atomic(const char *path, const void *data, size_t len) {
    AtomicFile af;
    TD_TRY(atomic_open(&af, path));
    int ok = len == 0 || fwrite(data, 1, len, af.fp) == len;
    int e = errno;
    TD_TRY(atomic_close(&af, ok));
    return ok ? TD_OK : td_error(TD_ERR_IO, "cannot write %s: %s", path, strerror(e ? e : EIO));
}

int file_copy_atomic(const char *from, const char *to) {
    void *data;
    size_t len;
    TD_TRY(file_read_all(from, &data, &len));
    int rc = file_write_atomic(to, data, len);
    free(data);
    return rc;
}
