// Parallel corpus reading and tokenisation (see corpus.h).
#include "data/corpus.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#ifdef _OPENMP
#include <omp.h>
#endif

#include "util/zlib_io.h"

// Short name of a path for messages: the part after the last '/'.
static const char *base_name(const char *path) {
    const char *s = strrchr(path, '/');
    return s ? s + 1 : path;
}

int text_line_check(const char *s, size_t len, size_t *col) {
    const unsigned char *p = (const unsigned char *)s;
    size_t i = 0;
    int problem = TEXT_LINE_OK;
    while (i < len) {
        unsigned c = p[i];
        if (c == 0) {
            problem = TEXT_LINE_NUL;
            break;
        }
        if (c < 0x80) {
            i++;
            continue;
        }
        int n;
        unsigned lo = 0x80, hi = 0xBF;  // allowed range of the second byte
        if (c >= 0xC2 && c <= 0xDF) {
            n = 1;
        } else if (c >= 0xE0 && c <= 0xEF) {
            n = 2;
            if (c == 0xE0) lo = 0xA0;        // no overlong 3-byte forms
            if (c == 0xED) hi = 0x9F;        // no surrogates
        } else if (c >= 0xF0 && c <= 0xF4) {
            n = 3;
            if (c == 0xF0) lo = 0x90;        // no overlong 4-byte forms
            if (c == 0xF4) hi = 0x8F;        // nothing above U+10FFFF
        } else {
            problem = TEXT_LINE_BAD_UTF8;
            break;
        }
        int ok = i + (size_t)n < len && p[i + 1] >= lo && p[i + 1] <= hi;  // not cut short
        for (int k = 2; ok && k <= n; k++) ok = (p[i + k] & 0xC0) == 0x80;
        if (!ok) {
            problem = TEXT_LINE_BAD_UTF8;
            break;
        }
        i += (size_t)n + 1;
    }
    if (col) *col = problem == TEXT_LINE_OK ? 0 : i + 1;
    return problem;
}

const char *text_line_problem(int problem) {
    switch (problem) {
    case TEXT_LINE_NUL: return "contains a NUL byte";
    case TEXT_LINE_BAD_UTF8: return "invalid UTF-8";
    default: return "";
    }
}

void text_lines_free(TextLines *t) {
    free(t->line);
    free(t->len);
    free(t->buf);
    memset(t, 0, sizeof *t);
}

// Appends one line to out: its bytes and a NUL to out->buf (*used bytes of *cap), its offset to
// (*off)[out->n] (turned into pointers once the buffer stops moving), its length to out->len.
static int add_line(TextLines *out, size_t **off, size_t *used, size_t *cap, int *n_cap,
                    const char *s, size_t len, const char *label) {
    if (out->n == *n_cap) {
        if (*n_cap >= INT32_MAX / 2) return td_error(TD_ERR_FORMAT, "%s: too many lines", label);
        int nc = *n_cap ? 2 * *n_cap : 1024;
        size_t *o = realloc(*off, (size_t)nc * sizeof *o);
        int *l = o ? realloc(out->len, (size_t)nc * sizeof *l) : NULL;
        if (o) *off = o;
        if (!l) return td_error(TD_ERR_NOMEM, "out of memory reading %s", label);
        out->len = l;
        *n_cap = nc;
    }
    if (*cap - *used < len + 1) {
        size_t c = *cap ? *cap : 1 << 16;
        while (c - *used < len + 1) c *= 2;
        char *b = realloc(out->buf, c);
        if (!b) return td_error(TD_ERR_NOMEM, "out of memory reading %s", label);
        out->buf = b;
        *cap = c;
    }
    memcpy(out->buf + *used, s, len);
    out->buf[*used + len] = '\0';
    (*off)[out->n] = *used;
    out->len[out->n++] = (int)len;
    *used += len + 1;
    return TD_OK;
}

int text_lines_read(const char *path, const char *label, TextLines *out) {
    memset(out, 0, sizeof *out);
    LineReader *r;
    TD_TRY(line_reader_open(&r, path));
    size_t *off = NULL, used = 0, cap = 0;
    int n_cap = 0, st;
    char *s;
    size_t len;
    while ((st = line_reader_next(r, &s, &len)) > 0) {
        if (len > (size_t)INT32_MAX) {
            st = td_error(TD_ERR_FORMAT, "%s line %d: line too long", label, out->n + 1);
            break;
        }
        size_t col;
        int problem = text_line_check(s, len, &col);
        if (problem != TEXT_LINE_OK) {
            st = td_error(TD_ERR_FORMAT, "%s line %d: %s at byte %zu", label, out->n + 1,
                          text_line_problem(problem), col);
            break;
        }
        if ((st = add_line(out, &off, &used, &cap, &n_cap, s, len, label)) < 0) break;
    }
    line_reader_close(r);
    if (st == 0 && !(out->line = malloc(((size_t)out->n + 1) * sizeof(char *))))
        st = td_error(TD_ERR_NOMEM, "out of memory reading %s", label);
    for (int k = 0; st == 0 && k < out->n; k++) out->line[k] = out->buf + off[k];
    free(off);
    if (st < 0) text_lines_free(out);
    return st < 0 ? st : TD_OK;
}

int corpus_read_lines(const char *path, TextLines *out) {
    char label[300];  // a file name is at most 255 bytes (NAME_MAX)
    snprintf(label, sizeof label, "corpus %s", base_name(path));
    return text_lines_read(path, label, out);
}

void parallel_text_free(ParallelText *p) {
    text_lines_free(&p->src);
    text_lines_free(&p->tgt);
    free(p->line);
    memset(p, 0, sizeof *p);
}

static int blank(const char *s, int len) {
    for (int i = 0; i < len; i++)
        if (s[i] != ' ' && s[i] != '\t') return 0;
    return 1;
}

int corpus_read_parallel(const char *src_path, const char *tgt_path, int skip_empty,
                         ParallelText *out) {
    memset(out, 0, sizeof *out);
    int st = corpus_read_lines(src_path, &out->src);
    if (st == 0) st = corpus_read_lines(tgt_path, &out->tgt);
    if (st == 0 && out->src.n != out->tgt.n)
        st = td_error(TD_ERR_MISMATCH, "corpus: %s has %d lines but %s has %d lines",
                      base_name(src_path), out->src.n, base_name(tgt_path), out->tgt.n);
    if (st == 0) {
        out->n_read = out->src.n;
        out->line = malloc(((size_t)out->n_read + 1) * sizeof(int));
        if (!out->line) st = td_error(TD_ERR_NOMEM, "corpus: out of memory");
    }
    if (st < 0) {
        parallel_text_free(out);
        return st;
    }
    int k = 0;
    for (int i = 0; i < out->n_read; i++) {
        if (skip_empty && (blank(out->src.line[i], out->src.len[i]) ||
                           blank(out->tgt.line[i], out->tgt.len[i]))) {
            out->n_empty++;
            continue;
        }
        // Compact in place: kept pair k takes the slot of line i (k <= i).
        out->src.line[k] = out->src.line[i];
        out->src.len[k] = out->src.len[i];
        out->tgt.line[k] = out->tgt.line[i];
        out->tgt.len[k] = out->tgt.len[i];
        out->line[k++] = i;
    }
    out->n = out->src.n = out->tgt.n = k;
    return TD_OK;
}

TokOptions corpus_tok_defaults(void) {
    TokOptions o = {.max_len = 100, .max_ratio = 0.0, .threads = 0};
    return o;
}

void tok_corpus_free(TokCorpus *c) {
    free(c->src_ids);
    free(c->src_off);
    free(c->tgt_ids);
    free(c->tgt_off);
    free(c->line);
    memset(c, 0, sizeof *c);
}

static double now_s(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + 1e-9 * (double)t.tv_nsec;
}

// Per-pair encoding results before filtering and packing.
typedef struct {
    int *s, *t;
    int ns, nt;
} Enc;

static void free_encs(Enc *e, int n) {
    for (int i = 0; i < n; i++) {
        free(e[i].s);
        free(e[i].t);
    }
    free(e);
}

// Encodes all pairs in parallel; returns the line of the first failure (or -1) in *bad.
static void encode_all(const ParallelText *p, const SpmModel *ss, const SpmModel *ts, int threads,
                       Enc *enc, int *bad, int *bad_status) {
    int first = -1, first_st = 0;
#pragma omp parallel for schedule(dynamic, 64) num_threads(threads) if (threads != 1)
    for (int i = 0; i < p->n; i++) {
        int st = spm_encode_n(ss, p->src.line[i], (size_t)p->src.len[i], &enc[i].s, &enc[i].ns);
        if (st == 0)
            st = spm_encode_n(ts, p->tgt.line[i], (size_t)p->tgt.len[i], &enc[i].t, &enc[i].nt);
        if (st < 0) {
#pragma omp critical(corpus_encode_error)
            if (first < 0 || i < first) {
                first = i;
                first_st = st;
            }
        }
    }
    *bad = first;
    *bad_status = first_st;
}

static int keep_pair(const Enc *e, const TokOptions *o, TokCorpus *c) {
    if (o->max_len > 0 && (e->ns > o->max_len || e->nt > o->max_len)) {
        c->n_drop_len++;
        return 0;
    }
    if (o->max_ratio > 0) {
        int lo = e->ns < e->nt ? e->ns : e->nt, hi = e->ns < e->nt ? e->nt : e->ns;
        if ((double)hi > o->max_ratio * (double)(lo > 1 ? lo : 1)) {
            c->n_drop_ratio++;
            return 0;
        }
    }
    return 1;
}

// Packs the kept pairs into the flat arrays of c.
static int pack(const ParallelText *p, const Enc *enc, const TokOptions *o, TokCorpus *c) {
    int64_t ns = 0, nt = 0;
    int n = 0;
    char *keep = malloc((size_t)p->n + 1);
    if (!keep) return td_error(TD_ERR_NOMEM, "corpus: out of memory");
    for (int i = 0; i < p->n; i++) {
        keep[i] = (char)keep_pair(&enc[i], o, c);
        if (keep[i]) {
            ns += enc[i].ns + 1;
            nt += enc[i].nt;
            n++;
        }
    }
    c->src_ids = malloc(((size_t)ns + 1) * sizeof(int));
    c->tgt_ids = malloc(((size_t)nt + 1) * sizeof(int));
    c->src_off = malloc(((size_t)n + 1) * sizeof(int64_t));
    c->tgt_off = malloc(((size_t)n + 1) * sizeof(int64_t));
    c->line = malloc(((size_t)n + 1) * sizeof(int));
    if (!c->src_ids || !c->tgt_ids || !c->src_off || !c->tgt_off || !c->line) {
        free(keep);
        return td_error(TD_ERR_NOMEM, "corpus: out of memory packing %d pairs", n);
    }
    int k = 0;
    c->src_off[0] = c->tgt_off[0] = 0;
    for (int i = 0; i < p->n; i++) {
        if (!keep[i]) continue;
        int *s = c->src_ids + c->src_off[k], *t = c->tgt_ids + c->tgt_off[k];
        if (enc[i].ns) memcpy(s, enc[i].s, (size_t)enc[i].ns * sizeof(int));
        s[enc[i].ns] = SPM_EOS_ID;
        if (enc[i].nt) memcpy(t, enc[i].t, (size_t)enc[i].nt * sizeof(int));
        c->src_off[k + 1] = c->src_off[k] + enc[i].ns + 1;
        c->tgt_off[k + 1] = c->tgt_off[k] + enc[i].nt;
        c->line[k] = p->line ? p->line[i] : i;
        c->n_src_pieces += enc[i].ns;
        c->n_tgt_pieces += enc[i].nt;
        k++;
    }
    c->n = n;
    free(keep);
    return TD_OK;
}

int corpus_tokenize(const ParallelText *p, const SpmModel *src_spm, const SpmModel *tgt_spm,
                    const TokOptions *opt, TokCorpus *out) {
    memset(out, 0, sizeof *out);
    TokOptions o = opt ? *opt : corpus_tok_defaults();
    if (o.max_len < 0 || o.max_ratio < 0 || o.threads < 0)
        return td_error(TD_ERR_ARG, "corpus_tokenize: negative option (max_len %d, max_ratio %g, "
                        "threads %d)", o.max_len, o.max_ratio, o.threads);
    int threads = o.threads;
#ifdef _OPENMP
    if (threads == 0) threads = omp_get_max_threads();
#else
    threads = 1;
#endif
    Enc *enc = calloc((size_t)p->n + 1, sizeof(Enc));
    if (!enc) return td_error(TD_ERR_NOMEM, "corpus: out of memory");
    out->n_in = p->n;
    double t0 = now_s();
    int bad, bad_st;
    encode_all(p, src_spm, tgt_spm, threads, enc, &bad, &bad_st);
    out->seconds = now_s() - t0;
    out->pairs_per_s = out->seconds > 0 ? p->n / out->seconds : 0;
    if (bad >= 0) {
        int line = (p->line ? p->line[bad] : bad) + 1;
        free_encs(enc, p->n);
        tok_corpus_free(out);
        return td_error(bad_st == TD_ERR_NOMEM ? TD_ERR_NOMEM : TD_ERR_INTERNAL,
                        "corpus line %d: SentencePiece could not encode the pair", line);
    }
    int st = pack(p, enc, &o, out);
    free_encs(enc, p->n);
    if (st < 0) tok_corpus_free(out);
    return st;
}

void corpus_log_summary(FILE *f, const char *name, const ParallelText *p, const TokCorpus *c) {
    fprintf(f, "corpus %s: %d pairs read, %d empty skipped, %d longer than the limit, %d over "
            "the length ratio; %d kept (%lld source + %lld target pieces); tokenised at %.0f "
            "pairs/s\n", name, p->n_read, p->n_empty, c->n_drop_len, c->n_drop_ratio, c->n,
            (long long)c->n_src_pieces, (long long)c->n_tgt_pieces, c->pairs_per_s);
}
