// Subprocesses, files and small parsers for bin/compare (see proc.h).
#include "study/proc.h"

#include <ctype.h>
#include <errno.h>
#include <fcntl.h>
#include <math.h>
#include <signal.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "util/fs.h"

// wait4 is BSD/GNU, not POSIX: declare it rather than widening the feature macros for all files.
pid_t wait4(pid_t pid, int *status, int options, struct rusage *rusage);

static char *xstrdup(const char *s) {
    char *d = strdup(s);
    TD_ASSERT(d != NULL);
    return d;
}

static void argv_push(CmpArgv *a, char *s) {
    if (a->n + 2 > a->cap) {
        a->cap = a->cap ? 2 * a->cap : 16;
        a->v = realloc(a->v, (size_t)a->cap * sizeof *a->v);
        TD_ASSERT(a->v != NULL);
    }
    a->v[a->n++] = s;
    a->v[a->n] = NULL;
}

void cmp_argv_add(CmpArgv *a, const char *fmt, ...) {
    char buf[4096];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(buf, sizeof buf, fmt, ap);
    va_end(ap);
    argv_push(a, xstrdup(buf));
}

void cmp_argv_add_words(CmpArgv *a, const char *words) {
    if (!words) return;
    const char *p = words;
    while (*p) {
        while (*p && isspace((unsigned char)*p)) p++;
        const char *q = p;
        while (*q && !isspace((unsigned char)*q)) q++;
        if (q > p) argv_push(a, strndup(p, (size_t)(q - p)));
        p = q;
    }
}

void cmp_argv_extend(CmpArgv *a, const CmpArgv *src) {
    for (int i = 0; i < src->n; i++) argv_push(a, xstrdup(src->v[i]));
}

void cmp_argv_free(CmpArgv *a) {
    for (int i = 0; i < a->n; i++) free(a->v[i]);
    free(a->v);
    memset(a, 0, sizeof *a);
}

char *cmp_argv_shell(const CmpArgv *a) {
    size_t cap = 1;
    for (int i = 0; i < a->n; i++) cap += 4 * strlen(a->v[i]) + 3;
    char *s = malloc(cap), *o = s;
    TD_ASSERT(s != NULL);
    for (int i = 0; i < a->n; i++) {
        const char *w = a->v[i];
        int plain = *w != 0;
        for (const char *c = w; *c; c++)
            if (!isalnum((unsigned char)*c) && !strchr("-_./=:,+%@", *c)) plain = 0;
        if (i) *o++ = ' ';
        if (plain) {
            o += sprintf(o, "%s", w);
            continue;
        }
        *o++ = '\'';
        for (const char *c = w; *c; c++) {
            if (*c == '\'') o += sprintf(o, "'\\''");
            else *o++ = *c;
        }
        *o++ = '\'';
    }
    *o = 0;
    return s;
}

static volatile sig_atomic_t g_child, g_interrupted;

static void forward_signal(int sig) {
    g_interrupted = 1;
    if (g_child > 0) kill((pid_t)g_child, sig);
}

void cmp_forward_signals(void) {
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = forward_signal;
    sigemptyset(&sa.sa_mask);
    sigaction(SIGINT, &sa, NULL);
    sigaction(SIGTERM, &sa, NULL);
}

int cmp_interrupted(void) {
    return g_interrupted;
}

static int open_log(const char *path) {
    if (!path) return open("/dev/null", O_WRONLY);
    return open(path, O_WRONLY | O_CREAT | O_APPEND, 0644);
}

int cmp_run(const CmpArgv *argv, const char *out_path, const char *err_path, CmpProc *res) {
    memset(res, 0, sizeof *res);
    res->exit_code = -1;
    fflush(NULL);
    // SIGINT/SIGTERM stay blocked from the check below until the child's pid is recorded, so a
    // signal can neither start a new program after an interrupt nor slip between fork and g_child.
    sigset_t stop, old;
    sigemptyset(&stop);
    sigaddset(&stop, SIGINT);
    sigaddset(&stop, SIGTERM);
    sigprocmask(SIG_BLOCK, &stop, &old);
    if (g_interrupted) {
        sigprocmask(SIG_SETMASK, &old, NULL);
        return td_error(TD_ERR_IO, "interrupted before %s could start", argv->v[0]);
    }
    double t0 = cmp_now();
    pid_t pid = fork();
    if (pid < 0) {
        sigprocmask(SIG_SETMASK, &old, NULL);
        return td_error(TD_ERR_IO, "cannot fork for %s: %s", argv->v[0], strerror(errno));
    }
    if (pid == 0) {
        // Its own process group: Ctrl-C on the terminal reaches only compare, which forwards it
        // once (the trainer takes a second signal as "stop at once, no checkpoint").
        setpgid(0, 0);
        signal(SIGINT, SIG_DFL);
        signal(SIGTERM, SIG_DFL);
        sigprocmask(SIG_SETMASK, &old, NULL);
        int in = open("/dev/null", O_RDONLY);
        int out = open_log(out_path);
        int same = err_path && out_path && !strcmp(err_path, out_path);
        int err = same ? dup(out) : open_log(err_path);
        if (in < 0 || out < 0 || err < 0) _exit(126);
        dup2(in, 0);
        dup2(out, 1);
        dup2(err, 2);
        execvp(argv->v[0], argv->v);
        dprintf(2, "compare: cannot run %s: %s\n", argv->v[0], strerror(errno));
        _exit(127);
    }
    setpgid(pid, pid);  // also from the parent, so it holds before any signal is forwarded
    g_child = pid;
    sigprocmask(SIG_SETMASK, &old, NULL);
    int status = 0;
    struct rusage ru;
    memset(&ru, 0, sizeof ru);
    while (wait4(pid, &status, 0, &ru) < 0) {
        if (errno != EINTR) {
            g_child = 0;
            return td_error(TD_ERR_IO, "wait for %s: %s", argv->v[0], strerror(errno));
        }
    }
    g_child = 0;
    res->wall_s = cmp_now() - t0;
    res->peak_rss_mib = ru.ru_maxrss / 1024.0;  // ru_maxrss is in KiB on Linux
    res->exit_code = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
    if (g_interrupted)
        return td_error(TD_ERR_IO, "interrupted while %s ran", argv->v[0]);
    if (res->exit_code != 0)
        return td_error(TD_ERR_IO, "%s exited with status %d%s%s", argv->v[0], res->exit_code,
                        err_path ? "; see " : "", err_path ? err_path : "");
    return TD_OK;
}

int cmp_executable(const char *name) {
    if (strchr(name, '/')) return access(name, X_OK) == 0;
    const char *path = getenv("PATH");
    if (!path) return 0;
    char buf[4096];
    while (*path) {
        const char *e = strchr(path, ':');
        size_t len = e ? (size_t)(e - path) : strlen(path);
        snprintf(buf, sizeof buf, "%.*s/%s", (int)len, path, name);
        if (access(buf, X_OK) == 0) return 1;
        if (!e) break;
        path = e + 1;
    }
    return 0;
}

int cmp_read_lines(const char *path, char ***lines, int *n) {
    *lines = NULL;
    *n = 0;
    size_t len;
    void *data;
    TD_TRY(file_read_all(path, &data, &len));
    char *buf = data;
    int cap = 0;
    char *p = buf, *end = buf + len;
    while (p < end) {
        char *nl = memchr(p, '\n', (size_t)(end - p));
        char *e = nl ? nl : end;
        size_t l = (size_t)(e - p);
        if (l && p[l - 1] == '\r') l--;
        if (*n == cap) {
            cap = cap ? 2 * cap : 256;
            char **nv = realloc(*lines, (size_t)cap * sizeof *nv);
            if (!nv) break;
            *lines = nv;
        }
        (*lines)[(*n)++] = strndup(p, l);
        p = nl ? nl + 1 : end;
    }
    free(buf);
    return TD_OK;
}

void cmp_lines_free(char **lines, int n) {
    for (int i = 0; i < n; i++) free(lines[i]);
    free(lines);
}

int cmp_write_lines(const char *path, char *const *lines, int n) {
    FILE *f = fopen(path, "w");
    if (!f) return td_error(TD_ERR_IO, "cannot write %s: %s", path, strerror(errno));
    for (int i = 0; i < n; i++) fprintf(f, "%s\n", lines[i]);
    if (fclose(f) != 0) return td_error(TD_ERR_IO, "cannot write %s: %s", path, strerror(errno));
    return TD_OK;
}

int cmp_record_write(const char *path, const char *text) {
    return file_write_atomic(path, text, strlen(text));
}

int cmp_record_match(const char *path, const char *identity, char **text) {
    if (text) *text = NULL;
    if (!file_exists(path)) return 0;
    size_t len, n = strlen(identity);
    void *data;
    if (file_read_all(path, &data, &len) < 0) {
        td_clear_error();
        return 0;
    }
    char *t = data;
    int ok = len >= n && !memcmp(t + len - n, identity, n) &&
             (len == n || t[len - n - 1] == '\n');
    if (ok && text) *text = t;
    else free(t);
    return ok;
}

double cmp_record_number(const char *text, const char *key) {
    size_t n = strlen(key);
    for (const char *line = text; *line;) {
        if (!strncmp(line, key, n) && line[n] == '=') {
            char *end;
            double v = strtod(line + n + 1, &end);
            return end > line + n + 1 ? v : NAN;
        }
        const char *nl = strchr(line, '\n');
        if (!nl) break;
        line = nl + 1;
    }
    return NAN;
}

void cmp_utc_text(double t, char *buf, size_t cap) {
    time_t tt = (time_t)t;
    struct tm tm;
    if (!isfinite(t) || !gmtime_r(&tt, &tm)) snprintf(buf, cap, "unknown time");
    else strftime(buf, cap, "%Y-%m-%d %H:%M UTC", &tm);
}

double cmp_mtime(const char *path) {
    struct stat st;
    if (stat(path, &st) != 0) return NAN;
    return (double)st.st_mtim.tv_sec + st.st_mtim.tv_nsec * 1e-9;
}

void cmp_file_stamp(const char *path, char *buf, size_t cap) {
    struct stat st;
    if (stat(path, &st) != 0) snprintf(buf, cap, "missing");
    else snprintf(buf, cap, "%lld:%lld%09ld", (long long)st.st_size, (long long)st.st_mtim.tv_sec,
                  (long)st.st_mtim.tv_nsec);
}

void cmp_file_hash(const char *path, char *buf, size_t cap) {
    FILE *f = fopen(path, "rb");
    if (!f) {
        snprintf(buf, cap, "missing");
        return;
    }
    uint64_t h = 0xcbf29ce484222325ull;
    unsigned char chunk[1 << 16];
    size_t got;
    long long size = 0;
    while ((got = fread(chunk, 1, sizeof chunk, f)) > 0) {
        for (size_t i = 0; i < got; i++) h = (h ^ chunk[i]) * 0x100000001b3ull;
        size += (long long)got;
    }
    int bad = ferror(f);
    fclose(f);
    if (bad) snprintf(buf, cap, "unreadable");
    else snprintf(buf, cap, "%lld:%016llx", size, (unsigned long long)h);
}

int cmp_json_number(const char *json, const char *key, double *v) {
    char pat[256];
    snprintf(pat, sizeof pat, "\"%s\"", key);
    const char *p = strstr(json, pat);
    if (!p) return 0;
    p += strlen(pat);
    while (*p && (isspace((unsigned char)*p) || *p == ':')) p++;
    if (*p == '{') {
        const char *m = strstr(p, "\"median\"");
        const char *close = strchr(p, '}');
        if (!m || (close && m > close)) return 0;
        p = m + strlen("\"median\"");
        while (*p && (isspace((unsigned char)*p) || *p == ':')) p++;
    }
    char *end;
    double x = strtod(p, &end);
    if (end == p) return 0;
    *v = x;
    return 1;
}

static int split_tabs(char *line, char **cells, int max) {
    int n = 0;
    char *p = line;
    while (n < max) {
        cells[n++] = p;
        char *t = strchr(p, '\t');
        if (!t) break;
        *t = 0;
        p = t + 1;
    }
    return n;
}

int cmp_tsv_read(const char *path, CmpTsv *t) {
    memset(t, 0, sizeof *t);
    char **lines;
    int n;
    TD_TRY(cmp_read_lines(path, &lines, &n));
    enum { MAXC = 128 };
    char *cells[MAXC];
    int row0 = -1;
    for (int i = 0; i < n && row0 < 0; i++)
        if (lines[i][0] && lines[i][0] != '#') row0 = i;
    if (row0 < 0) {
        cmp_lines_free(lines, n);
        return td_error(TD_ERR_FORMAT, "%s: no header row", path);
    }
    t->n_cols = split_tabs(lines[row0], cells, MAXC);
    t->names = calloc((size_t)t->n_cols, sizeof *t->names);
    for (int c = 0; c < t->n_cols; c++) t->names[c] = xstrdup(cells[c]);
    t->cells = malloc((size_t)(n + 1) * t->n_cols * sizeof *t->cells);
    t->text = calloc((size_t)(n + 1) * t->n_cols, sizeof *t->text);
    TD_ASSERT(t->cells && t->text);
    for (int i = row0 + 1; i < n; i++) {
        if (!lines[i][0] || lines[i][0] == '#') continue;
        int nc = split_tabs(lines[i], cells, MAXC);
        double *row = t->cells + (size_t)t->n_rows * t->n_cols;
        char **trow = t->text + (size_t)t->n_rows * t->n_cols;
        for (int c = 0; c < t->n_cols; c++) {
            const char *s = c < nc ? cells[c] : "";
            char *end;
            double x = strtod(s, &end);
            row[c] = (end == s || *end) ? NAN : x;
            trow[c] = xstrdup(s);
        }
        t->n_rows++;
    }
    cmp_lines_free(lines, n);
    return TD_OK;
}

int cmp_tsv_col(const CmpTsv *t, const char *candidates) {
    char buf[512];
    snprintf(buf, sizeof buf, "%s", candidates);
    for (char *save, *w = strtok_r(buf, ",", &save); w; w = strtok_r(NULL, ",", &save))
        for (int c = 0; c < t->n_cols; c++)
            if (!strcasecmp(t->names[c], w)) return c;
    return -1;
}

void cmp_tsv_free(CmpTsv *t) {
    for (int c = 0; c < t->n_cols; c++) free(t->names[c]);
    if (t->text)
        for (size_t i = 0; i < (size_t)t->n_rows * t->n_cols; i++) free(t->text[i]);
    free(t->names);
    free(t->cells);
    free(t->text);
    memset(t, 0, sizeof *t);
}

char *cmp_base64(const unsigned char *data, size_t n) {
    static const char tab[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    char *out = malloc(4 * ((n + 2) / 3) + 1), *o = out;
    TD_ASSERT(out != NULL);
    for (size_t i = 0; i < n; i += 3) {
        unsigned v = (unsigned)data[i] << 16;
        if (i + 1 < n) v |= (unsigned)data[i + 1] << 8;
        if (i + 2 < n) v |= data[i + 2];
        *o++ = tab[(v >> 18) & 63];
        *o++ = tab[(v >> 12) & 63];
        *o++ = i + 1 < n ? tab[(v >> 6) & 63] : '=';
        *o++ = i + 2 < n ? tab[v & 63] : '=';
    }
    *o = 0;
    return out;
}

double cmp_now(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec + ts.tv_nsec * 1e-9;
}
