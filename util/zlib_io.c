// Everything done with zlib (see zlib_io.h): the only file that includes <zlib.h>.
#include "util/zlib_io.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/types.h>
#include <unistd.h>
#include <zlib.h>

// zlib counts in uInt: larger requests go in pieces of at most this many bytes.
#define ZCHUNK (1u << 30)
#define READ_BLOCK (1 << 17)

// ---- LineReader -------------------------------------------------------------------------------

// Files and piped input are read in blocks with gzread and split at "\n" with memchr, so a NUL
// byte inside a line stays in the line instead of ending it early (fgets / gzgets + strlen would
// cut the line there and glue the rest to the next one).
struct LineReader {
    gzFile gz;      // files and piped stdin (plain or gzip)
    FILE *tty;      // stdin on a terminal: line by line, no read-ahead
    char *buf;      // the current line
    size_t cap;
    char *in;       // gz's read-ahead block: in[pos..have) not yet returned
    size_t pos, have;
    int eof;        // gz is exhausted
    long line;      // lines returned so far
    char name[FS_PATH_MAX];
};

int line_reader_open(LineReader **out, const char *path) {
    *out = NULL;
    if (path && !strcmp(path, "-")) path = NULL;
    LineReader *r = calloc(1, sizeof *r);
    if (!r) return td_error(TD_ERR_NOMEM, "out of memory opening %s", path ? path : "stdin");
    int rc = path_fmt(r->name, sizeof r->name, "%s", path ? path : "stdin");
    if (rc == TD_OK && !path && isatty(STDIN_FILENO)) {
        r->tty = stdin;
        *out = r;
        return TD_OK;
    }
    if (rc == TD_OK) {
        errno = 0;
        int fd = path ? -1 : dup(STDIN_FILENO);
        r->gz = path ? gzopen(path, "rb") : fd >= 0 ? gzdopen(fd, "rb") : NULL;
        if (!r->gz) {
            int e = errno;
            if (fd >= 0) close(fd);
            rc = td_error(TD_ERR_IO, "cannot open %s: %s", r->name, e ? strerror(e) : "out of memory");
        }
    }
    if (rc == TD_OK) {
        gzbuffer(r->gz, READ_BLOCK);
        r->in = malloc(READ_BLOCK);
        if (!r->in) rc = td_error(TD_ERR_NOMEM, "out of memory reading %s", r->name);
    }
    if (rc < 0) {
        line_reader_close(r);
        return rc;
    }
    *out = r;
    return TD_OK;
}

void line_reader_close(LineReader *r) {
    if (!r) return;
    if (r->gz) gzclose(r->gz);
    free(r->in);
    free(r->buf);
    free(r);
}

const char *line_reader_name(const LineReader *r) { return r->name; }

// Appends s[0..n) to the current line r->buf[0..*len).
static int append(LineReader *r, size_t *len, const char *s, size_t n) {
    if (r->cap - *len < n + 1) {
        size_t cap = r->cap ? r->cap : 4096;
        while (cap - *len < n + 1) cap *= 2;
        char *p = realloc(r->buf, cap);
        if (!p) return td_error(TD_ERR_NOMEM, "out of memory reading %s", r->name);
        r->buf = p;
        r->cap = cap;
    }
    memcpy(r->buf + *len, s, n);
    *len += n;
    return TD_OK;
}

// Refills r->in; sets r->eof at the end. A gzip stream cut short is an error, never a silent end.
static int refill(LineReader *r) {
    int got = gzread(r->gz, r->in, READ_BLOCK);
    int err = Z_OK;
    const char *msg = got <= 0 ? gzerror(r->gz, &err) : NULL;
    if (got == 0 && err == Z_BUF_ERROR)
        return td_error(TD_ERR_IO, "cannot read %s: unexpected end of file (truncated gzip file)",
                        r->name);
    if (got < 0 || (got == 0 && err != Z_OK))
        return td_error(TD_ERR_IO, "cannot read %s: %s", r->name,
                        err == Z_ERRNO ? strerror(errno) : msg);
    r->eof = got == 0;
    r->pos = 0;
    r->have = (size_t)got;
    return TD_OK;
}

int line_reader_next(LineReader *r, char **line, size_t *len) {
    size_t n = 0;
    if (r->tty) {
        ssize_t got = getline(&r->buf, &r->cap, r->tty);  // counts NUL bytes too
        if (got < 0) return 0;
        n = (size_t)got;
    } else {
        for (;;) {
            if (r->pos == r->have) {
                if (r->eof) break;
                TD_TRY(refill(r));
                if (r->eof) break;
            }
            const char *s = r->in + r->pos;
            const char *nl = memchr(s, '\n', r->have - r->pos);
            size_t take = nl ? (size_t)(nl - s) + 1 : r->have - r->pos;
            TD_TRY(append(r, &n, s, take));
            r->pos += take;
            if (nl) break;
        }
        if (n == 0) return 0;  // only at the end: a line has at least its "\n"
    }
    if (n > 0 && r->buf[n - 1] == '\n') n--;
    if (n > 0 && r->buf[n - 1] == '\r') n--;
    r->buf[n] = '\0';
    if (r->line == 0 && n >= 3 && !memcmp(r->buf, "\xEF\xBB\xBF", 3)) {  // a UTF-8 BOM
        memmove(r->buf, r->buf + 3, n - 2);
        n -= 3;
    }
    r->line++;
    *line = r->buf;
    *len = n;
    return 1;
}

long line_count(const char *path) {
    LineReader *r;
    if (line_reader_open(&r, path) < 0) return -1;
    long n = 0;
    char *s;
    size_t len;
    int rc;
    while ((rc = line_reader_next(r, &s, &len)) > 0) n++;
    line_reader_close(r);
    return rc < 0 ? -1 : n;
}

// ---- TextWriter -------------------------------------------------------------------------------

int text_writer_open(TextWriter *w, const char *path) {
    memset(w, 0, sizeof *w);
    if (!path) return TD_OK;
    TD_TRY(atomic_open(&w->af, path));
    size_t L = strlen(path);
    if (L > 3 && !strcmp(path + L - 3, ".gz")) {
        int fd = dup(fileno(w->af.fp));  // gzclose closes this one; atomic_close the file's own
        w->gz = fd >= 0 ? gzdopen(fd, "wb") : NULL;
        if (!w->gz) {
            int e = errno;
            if (fd >= 0) close(fd);
            if (atomic_close(&w->af, 0) < 0) {}  // ok = 0 only removes the temporary file
            return td_error(TD_ERR_IO, "cannot write %s: %s", path, e ? strerror(e) : "out of memory");
        }
    }
    return TD_OK;
}

void text_writer_puts(TextWriter *w, const char *s) {
    if (w->gz) {
        if (*s && gzputs(w->gz, s) < 0) w->err = 1;
    } else if (fputs(s, w->af.fp ? w->af.fp : stdout) == EOF) {
        w->err = 1;
    }
}

void text_writer_flush(TextWriter *w) {
    if (!w->af.fp && fflush(stdout) != 0) w->err = 1;
}

const char *text_writer_tmp(const TextWriter *w) { return w->af.fp ? w->af.tmp : ""; }

int text_writer_close(TextWriter *w, int keep) {
    int bad = w->err;
    int e = bad ? errno : 0;
    if (w->gz && gzclose(w->gz) != Z_OK) bad = 1, e = errno;
    w->gz = NULL;
    if (!w->af.fp) {
        if (fflush(stdout) != 0) bad = 1, e = errno;
        return keep && bad ? td_error(TD_ERR_IO, "cannot write stdout: %s", strerror(e ? e : EIO))
                           : TD_OK;
    }
    char path[FS_PATH_MAX];
    memcpy(path, w->af.path, sizeof path);
    TD_TRY(atomic_close(&w->af, keep && !bad));
    return keep && bad ? td_error(TD_ERR_IO, "cannot write %s: %s", path, strerror(e ? e : EIO))
                       : TD_OK;
}

// ---- checksums and compressed blocks ----------------------------------------------------------

uint32_t crc32_update(uint32_t crc, const void *p, size_t n) {
    const Bytef *b = p;
    uLong c = crc;
    while (n > 0) {
        uInt k = n > ZCHUNK ? ZCHUNK : (uInt)n;
        c = crc32(c, b, k);
        b += k;
        n -= k;
    }
    return (uint32_t)c;
}

uint32_t crc32_concat(uint32_t crc_a, uint32_t crc_b, uint64_t len_b) {
    return (uint32_t)crc32_combine(crc_a, crc_b, (z_off_t)len_b);
}

struct Deflater {
    z_stream z;
    unsigned char out[1 << 16];
};

Deflater *deflater_new(int level) {
    Deflater *d = calloc(1, sizeof *d);
    if (!d) {
        td_error(TD_ERR_NOMEM, "out of memory for a deflate stream");
        return NULL;
    }
    if (deflateInit(&d->z, level) != Z_OK) {
        free(d);
        td_error(TD_ERR_INTERNAL, "zlib deflateInit failed");
        return NULL;
    }
    return d;
}

int deflater_write(Deflater *d, const void *in, size_t n, int finish, DeflateSink sink, void *ctx) {
    const Bytef *p = in;
    do {
        uInt k = n > ZCHUNK ? ZCHUNK : (uInt)n;
        int last = finish && k == n;
        d->z.next_in = (Bytef *)p;
        d->z.avail_in = k;
        int rc;
        do {
            d->z.next_out = d->out;
            d->z.avail_out = sizeof d->out;
            rc = deflate(&d->z, last ? Z_FINISH : Z_NO_FLUSH);
            if (rc == Z_STREAM_ERROR) return td_error(TD_ERR_INTERNAL, "zlib deflate failed");
            size_t got = sizeof d->out - d->z.avail_out;
            if (got > 0) TD_TRY(sink(ctx, d->out, got));
        } while (d->z.avail_out == 0 || (last && rc != Z_STREAM_END));
        p += k;
        n -= k;
    } while (n > 0);
    return TD_OK;
}

void deflater_free(Deflater *d) {
    if (!d) return;
    deflateEnd(&d->z);
    free(d);
}

int inflate_exact(void *dst, size_t dst_len, const void *src, size_t src_len) {
    z_stream z;
    memset(&z, 0, sizeof z);
    if (inflateInit(&z) != Z_OK) return td_error(TD_ERR_INTERNAL, "zlib inflateInit failed");
    z.next_in = (Bytef *)src;
    z.next_out = dst;
    size_t in_left = src_len, out_left = dst_len;
    int rc = Z_OK;
    while (rc == Z_OK) {
        uInt ai = in_left > ZCHUNK ? ZCHUNK : (uInt)in_left;
        uInt ao = out_left > ZCHUNK ? ZCHUNK : (uInt)out_left;
        z.avail_in = ai;
        z.avail_out = ao;
        rc = inflate(&z, Z_NO_FLUSH);
        in_left -= ai - z.avail_in;
        out_left -= ao - z.avail_out;
        if (rc == Z_OK && ai == z.avail_in && ao == z.avail_out) rc = Z_BUF_ERROR;  // no progress
    }
    inflateEnd(&z);
    if (rc != Z_STREAM_END || out_left != 0 || in_left != 0)
        return td_error(TD_ERR_FORMAT, "corrupt compressed data (%s)",
                        rc != Z_STREAM_END ? "the stream does not inflate to its end"
                        : out_left ? "it inflates to fewer bytes than recorded"
                                   : "bytes follow the end of the stream");
    return TD_OK;
}
