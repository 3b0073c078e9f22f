// Text files and small formats bin/compare reads and writes (see text_io.h).
#include "study/text_io.h"

#include <ctype.h>
#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <time.h>

#include "util/fs.h"
#include "util/zlib_io.h"

static char *text_strdup(const char *s) {
    char *d = strdup(s);
    TD_ASSERT(d != NULL);
    return d;
}

int study_read_lines(const char *path, char ***lines, int *n) {
    *lines = NULL;
    *n = 0;
    LineReader *r;
    TD_TRY(line_reader_open(&r, path));
    int cap = 0, rc;
    char *s;
    size_t len;
    while ((rc = line_reader_next(r, &s, &len)) > 0) {
        if (*n == cap) {
            int nc = cap ? 2 * cap : 256;
            char **nv = cap < INT32_MAX / 2 ? realloc(*lines, (size_t)nc * sizeof *nv) : NULL;
            if (!nv) {
                rc = td_error(TD_ERR_NOMEM, "out of memory reading %s", path);
                break;
            }
            *lines = nv;
            cap = nc;
        }
        if (!((*lines)[*n] = strndup(s, len))) {
            rc = td_error(TD_ERR_NOMEM, "out of memory reading %s", path);
            break;
        }
        (*n)++;
    }
    line_reader_close(r);
    if (rc < 0) {
        study_lines_free(*lines, *n);
        *lines = NULL;
        *n = 0;
        return rc;
    }
    return TD_OK;
}

void study_lines_free(char **lines, int n) {
    for (int i = 0; i < n; i++) free(lines[i]);
    free(lines);
}

int study_write_lines(const char *path, char *const *lines, int n) {
    size_t len = 0;
    for (int i = 0; i < n; i++) len += strlen(lines[i]) + 1;
    char *text = malloc(len ? len : 1), *w = text;
    if (!text) return td_error(TD_ERR_NOMEM, "out of memory writing %s", path);
    for (int i = 0; i < n; i++) {
        const size_t k = strlen(lines[i]);
        memcpy(w, lines[i], k);
        w[k] = '\n';
        w += k + 1;
    }
    const int rc = file_write_atomic(path, text, len);
    free(text);
    return rc;
}

void study_utc_text(double t, char *buf, size_t cap) {
    time_t tt = (time_t)t;
    struct tm tm;
    if (!isfinite(t) || !gmtime_r(&tt, &tm)) snprintf(buf, cap, "unknown time");
    else strftime(buf, cap, "%Y-%m-%d %H:%M UTC", &tm);
}

int study_json_number(const char *json, const char *key, double *v) {
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

int study_tsv_read(const char *path, StudyTsv *t) {
    memset(t, 0, sizeof *t);
    char **lines;
    int n;
    TD_TRY(study_read_lines(path, &lines, &n));
    enum { MAXC = 128 };
    char *cells[MAXC];
    int row0 = -1;
    for (int i = 0; i < n && row0 < 0; i++)
        if (lines[i][0] && lines[i][0] != '#') row0 = i;
    if (row0 < 0) {
        study_lines_free(lines, n);
        return td_error(TD_ERR_FORMAT, "%s: no header row", path);
    }
    t->n_cols = split_tabs(lines[row0], cells, MAXC);
    t->names = calloc((size_t)t->n_cols, sizeof *t->names);
    for (int c = 0; c < t->n_cols; c++) t->names[c] = text_strdup(cells[c]);
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
            trow[c] = text_strdup(s);
        }
        t->n_rows++;
    }
    study_lines_free(lines, n);
    return TD_OK;
}

int study_tsv_col(const StudyTsv *t, const char *candidates) {
    char buf[512];
    snprintf(buf, sizeof buf, "%s", candidates);
    for (char *save, *w = strtok_r(buf, ",", &save); w; w = strtok_r(NULL, ",", &save))
        for (int c = 0; c < t->n_cols; c++)
            if (!strcasecmp(t->names[c], w)) return c;
    return -1;
}

void study_tsv_free(StudyTsv *t) {
    for (int c = 0; c < t->n_cols; c++) free(t->names[c]);
    if (t->text)
        for (size_t i = 0; i < (size_t)t->n_rows * t->n_cols; i++) free(t->text[i]);
    free(t->names);
    free(t->cells);
    free(t->text);
    memset(t, 0, sizeof *t);
}

char *study_base64(const unsigned char *data, size_t n) {
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

int study_count_words(const char *s) {
    int words = 0, in = 0;
    for (; *s; s++) {
        int sp = *s == ' ' || *s == '\t';
        if (!sp && !in) words++;
        in = !sp;
    }
    return words;
}
