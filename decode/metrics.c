// Corpus BLEU and chrF as sacreBLEU 2.x computes them by default (see metrics.h for the formulas).
//
// N-gram counting without hash tables: a segment's items (13a token ids for BLEU, code points for
// chrF) of the hypothesis and every reference are laid end to end in one array `seq`; the n-grams
// of one side are windows into it. Sorting the window start offsets (merge sort, comparing n
// items) groups equal n-grams; walking two sorted lists together finds the common ones. Segments
// are short, so O(L log L) per order is cheap and nothing outlives the call.
#include "decode/metrics.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

// ---------------------------------------------------------------------------------------------
// UTF-8 and Python's whitespace
// ---------------------------------------------------------------------------------------------

// Decodes the code point at s[*i] (strict, as Python's "utf-8" codec) and advances *i.
// Returns 0, or -1 (leaving *i) on an invalid sequence.
static int utf8_next(const unsigned char *s, size_t len, size_t *i, uint32_t *cp) {
    size_t p = *i;
    unsigned c = s[p];
    if (c < 0x80) {
        *cp = c;
        *i = p + 1;
        return 0;
    }
    int extra;
    uint32_t v;
    unsigned lo = 0x80, hi = 0xBF;  // allowed range of the second byte
    if (c >= 0xC2 && c <= 0xDF) {
        extra = 1, v = c & 0x1F;
    } else if (c >= 0xE0 && c <= 0xEF) {
        extra = 2, v = c & 0x0F;
        if (c == 0xE0) lo = 0xA0;       // no overlong forms
        if (c == 0xED) hi = 0x9F;       // no surrogates
    } else if (c >= 0xF0 && c <= 0xF4) {
        extra = 3, v = c & 0x07;
        if (c == 0xF0) lo = 0x90;       // no overlong forms
        if (c == 0xF4) hi = 0x8F;       // nothing above U+10FFFF
    } else {
        return -1;
    }
    if (p + (size_t)extra >= len) return -1;  // truncated sequence
    for (int k = 1; k <= extra; k++) {
        unsigned b = s[p + k];
        unsigned l = k == 1 ? lo : 0x80, h = k == 1 ? hi : 0xBF;
        if (b < l || b > h) return -1;
        v = (v << 6) | (b & 0x3F);
    }
    *cp = v;
    *i = p + 1 + (size_t)extra;
    return 0;
}

int metrics_utf8_valid(const char *s, size_t len, size_t *bad_byte) {
    const unsigned char *u = (const unsigned char *)s;
    size_t i = 0;
    uint32_t cp;
    while (i < len) {
        if (utf8_next(u, len, &i, &cp) < 0) {
            if (bad_byte) *bad_byte = i + 1;  // the column of the sequence's first byte
            return 0;
        }
    }
    return 1;
}

// Python's str.isspace(): what str.split() and str.rstrip() treat as whitespace.
static int py_isspace(uint32_t c) {
    if (c < 0x80) return (c >= 0x09 && c <= 0x0D) || (c >= 0x1C && c <= 0x20);
    return c == 0x85 || c == 0xA0 || c == 0x1680 || (c >= 0x2000 && c <= 0x200A) ||
           c == 0x2028 || c == 0x2029 || c == 0x202F || c == 0x205F || c == 0x3000;
}

// Decodes s[0..len) (already validated) into code points, dropping whitespace; returns the count.
static int decode_no_space(const char *s, size_t len, uint32_t *out) {
    const unsigned char *u = (const unsigned char *)s;
    size_t i = 0;
    int n = 0;
    uint32_t cp = 0;
    while (i < len) {
        if (utf8_next(u, len, &i, &cp) < 0) break;  // not reached: the caller validated
        if (!py_isspace(cp)) out[n++] = cp;
    }
    return n;
}

// Checks a NUL-terminated segment; on failure sets "<what>: invalid UTF-8 at byte B" (B 1-based).
static int check_text(const char *s, const char *what, int k, int nrefs) {
    size_t bad = 0;
    if (metrics_utf8_valid(s, strlen(s), &bad)) return TD_OK;
    if (nrefs > 1)
        return td_error(TD_ERR_FORMAT, "%s %d: invalid UTF-8 at byte %zu", what, k + 1, bad);
    return td_error(TD_ERR_FORMAT, "%s: invalid UTF-8 at byte %zu", what, bad);
}

// ---------------------------------------------------------------------------------------------
// Tokenizer 13a (sacrebleu/tokenizers/tokenizer_13a.py + tokenizer_re.py)
// ---------------------------------------------------------------------------------------------
// Every pattern is ASCII and a UTF-8 multi-byte sequence contains no ASCII byte, so the passes
// run on bytes and give what Python's re gives on code points: a non-digit character is matched
// by its last byte, which is a non-digit byte, and no pattern can match inside a sequence.

// out = in with every non-overlapping `pat` (left to right) replaced by `rep`;
// len(rep) <= len(pat), so out needs n + 1 bytes. Returns the new length.
static size_t replace_all(char *out, const char *in, size_t n, const char *pat, const char *rep) {
    size_t pl = strlen(pat), rl = strlen(rep), o = 0, i = 0;
    while (i < n) {
        if (i + pl <= n && memcmp(in + i, pat, pl) == 0) {
            memcpy(out + o, rep, rl);
            o += rl;
            i += pl;
        } else {
            out[o++] = in[i++];
        }
    }
    out[o] = '\0';
    return o;
}

// ASCII punctuation that 13a always isolates: [\{-\~\[-\` -\&\(-\+\:-\@\/].
static int is_split_punct(unsigned char c) {
    return (c >= '{' && c <= '~') || (c >= '[' && c <= '`') || (c >= ' ' && c <= '&') ||
           (c >= '(' && c <= '+') || (c >= ':' && c <= '@') || c == '/';
}
static int is_digit(unsigned char c) { return c >= '0' && c <= '9'; }
static int is_pc(unsigned char c) { return c == '.' || c == ','; }

// One regex pass over two-character windows, like re.sub: at each position, if (a, b) matches,
// emit the rewrite and resume after b; otherwise emit a and move on. kind 2: ([^0-9])([.,]) ->
// "a b "; kind 3: ([.,])([^0-9]) -> " a b"; kind 4: ([0-9])(-) -> "a b ". out needs 2n + 1 bytes.
static size_t pair_pass(char *out, const char *in, size_t n, int kind) {
    size_t o = 0, i = 0;
    while (i < n) {
        unsigned char a = (unsigned char)in[i];
        if (i + 1 < n) {
            unsigned char b = (unsigned char)in[i + 1];
            int hit = kind == 2 ? (!is_digit(a) && is_pc(b))
                    : kind == 3 ? (is_pc(a) && !is_digit(b))
                                : (is_digit(a) && b == '-');
            if (hit) {
                if (kind == 3) out[o++] = ' ';
                out[o++] = (char)a;
                out[o++] = ' ';
                out[o++] = (char)b;
                if (kind != 3) out[o++] = ' ';
                i += 2;
                continue;
            }
        }
        out[o++] = (char)a;
        i++;
    }
    out[o] = '\0';
    return o;
}

// Collapses Python-whitespace runs of valid UTF-8 in[0..n) into single spaces, no leading or
// trailing space (' '.join(s.split())). out needs n + 1 bytes.
static size_t collapse_space(char *out, const char *in, size_t n) {
    const unsigned char *u = (const unsigned char *)in;
    size_t i = 0, o = 0;
    int pending = 0;
    while (i < n) {
        size_t start = i;
        uint32_t cp = 0;
        if (utf8_next(u, n, &i, &cp) < 0) i = start + 1;  // not reached: validated
        if (py_isspace(cp)) {
            pending = o > 0;
            continue;
        }
        if (pending) out[o++] = ' ';
        pending = 0;
        memcpy(out + o, in + start, i - start);
        o += i - start;
    }
    out[o] = '\0';
    return o;
}

// Length of s[0..n) without trailing Python whitespace (str.rstrip()).
static size_t rstrip_len(const char *s, size_t n) {
    const unsigned char *u = (const unsigned char *)s;
    size_t i = 0, end = 0;
    while (i < n) {
        uint32_t cp = 0;
        if (utf8_next(u, n, &i, &cp) < 0) break;
        if (!py_isspace(cp)) end = i;
    }
    return end;
}

// Tokenizes valid UTF-8 (no validation). Returns a malloc'd string or NULL (out of memory).
static char *tokenize_13a_valid(const char *line) {
    size_t n = rstrip_len(line, strlen(line));
    // Worst growth: 3x (+6 padding) in the punctuation pass, then 2x in each pair pass.
    size_t cap = 2 * 2 * 2 * (3 * n + 6) + 1;
    char *a = malloc(cap), *b = malloc(cap);
    if (!a || !b) {
        free(a);
        free(b);
        return NULL;
    }
    memcpy(b, line, n);
    n = replace_all(a, b, n, "<skipped>", "");
    n = replace_all(b, a, n, "-\n", "");
    n = replace_all(a, b, n, "\n", " ");
    if (memchr(a, '&', n)) {  // order matters: "&amp;quot;" -> "&quot;", "&amp;lt;" -> "<"
        n = replace_all(b, a, n, "&quot;", "\"");
        n = replace_all(a, b, n, "&amp;", "&");
        n = replace_all(b, a, n, "&lt;", "<");
        n = replace_all(a, b, n, "&gt;", ">");
    }
    // " " + line + " ", each always-split punctuation byte c -> " c "
    size_t o = 0;
    b[o++] = ' ';
    b[o++] = ' ';  // the padding space is itself in the class: " " -> "   "
    b[o++] = ' ';
    for (size_t i = 0; i < n; i++) {
        unsigned char c = (unsigned char)a[i];
        if (is_split_punct(c)) {
            b[o++] = ' ';
            b[o++] = (char)c;
            b[o++] = ' ';
        } else {
            b[o++] = (char)c;
        }
    }
    b[o++] = ' ';
    b[o++] = ' ';
    b[o++] = ' ';
    n = pair_pass(a, b, o, 2);
    n = pair_pass(b, a, n, 3);
    n = pair_pass(a, b, n, 4);
    collapse_space(b, a, n);
    free(a);
    return b;
}

int bleu_tokenize_13a(const char *line, char **out) {
    *out = NULL;
    TD_TRY(check_text(line, "text", 0, 1));
    *out = tokenize_13a_valid(line);
    if (!*out) return td_error(TD_ERR_NOMEM, "tokenize_13a: out of memory");
    return TD_OK;
}

// ---------------------------------------------------------------------------------------------
// Sorted n-grams
// ---------------------------------------------------------------------------------------------

// Windows of `order` items of `seq`, compared lexicographically.
typedef struct {
    const uint32_t *seq;
    int order;
} GramCmp;

static int gram_cmp(const GramCmp *g, int32_t a, int32_t b) {
    for (int k = 0; k < g->order; k++) {
        uint32_t x = g->seq[a + k], y = g->seq[b + k];
        if (x != y) return x < y ? -1 : 1;
    }
    return 0;
}

// Bottom-up merge sort of idx[0..n) by gram_cmp; tmp has room for n entries.
static void sort_grams(int32_t *idx, int32_t *tmp, int n, const GramCmp *g) {
    for (int w = 1; w < n; w *= 2) {
        for (int lo = 0; lo < n; lo += 2 * w) {
            int mid = lo + w < n ? lo + w : n, hi = lo + 2 * w < n ? lo + 2 * w : n;
            int i = lo, j = mid, o = lo;
            while (i < mid && j < hi)
                tmp[o++] = gram_cmp(g, idx[j], idx[i]) < 0 ? idx[j++] : idx[i++];
            while (i < mid) tmp[o++] = idx[i++];
            while (j < hi) tmp[o++] = idx[j++];
        }
        memcpy(idx, tmp, (size_t)n * sizeof *idx);
    }
}

// The distinct n-grams of seq[off .. off+len), sorted: start[i] is one occurrence, count[i] how
// many there are. Returns the number of distinct n-grams. start, count, tmp: room for len.
static int distinct_grams(const GramCmp *g, int off, int len, int32_t *start, int32_t *count,
                          int32_t *tmp) {
    int nw = len - g->order + 1;
    if (nw <= 0) return 0;
    for (int i = 0; i < nw; i++) start[i] = off + i;
    sort_grams(start, tmp, nw, g);
    int d = 0;
    for (int i = 0; i < nw; i++) {
        if (d > 0 && gram_cmp(g, start[d - 1], start[i]) == 0) {
            count[d - 1]++;
        } else {
            start[d] = start[i];
            count[d++] = 1;
        }
    }
    return d;
}

// For each of the nh sorted hypothesis n-grams, the count of the same n-gram in the sorted
// reference list (0 if absent) goes to rc[i].
static void match_counts(const GramCmp *g, const int32_t *hs, int nh, const int32_t *rs,
                         const int32_t *rcnt, int nr, int32_t *rc) {
    int j = 0;
    for (int i = 0; i < nh; i++) {
        rc[i] = 0;
        while (j < nr && gram_cmp(g, rs[j], hs[i]) < 0) j++;
        if (j < nr && gram_cmp(g, rs[j], hs[i]) == 0) rc[i] = rcnt[j];
    }
}

// Per-segment work arrays, sized for the whole concatenated sequence (hyp + refs).
typedef struct {
    uint32_t *seq;
    int32_t *hs, *hc, *rs, *rcnt, *rc, *best, *tmp;
    int *off, *len;  // part p (0 = hypothesis, 1.. = references): seq[off[p] .. off[p]+len[p])
} Work;

// Frees the arrays and nulls them, so a second call is harmless.
static void work_free(Work *w) {
    free(w->seq);
    free(w->hs);  // hc, rs, ... live in the same block
    free(w->off);
    w->seq = NULL, w->hs = NULL, w->off = NULL;
}

static int work_alloc(Work *w, size_t items, int parts) {
    memset(w, 0, sizeof *w);
    size_t m = items + 1;
    w->seq = malloc(m * sizeof *w->seq);
    w->hs = malloc(7 * m * sizeof *w->hs);
    w->off = malloc(2 * (size_t)parts * sizeof *w->off);
    if (!w->seq || !w->hs || !w->off) {
        work_free(w);
        return td_error(TD_ERR_NOMEM, "metrics: out of memory");
    }
    w->hc = w->hs + m, w->rs = w->hs + 2 * m, w->rcnt = w->hs + 3 * m;
    w->rc = w->hs + 4 * m, w->best = w->hs + 5 * m, w->tmp = w->hs + 6 * m;
    w->len = w->off + parts;
    return TD_OK;
}

// ---------------------------------------------------------------------------------------------
// BLEU
// ---------------------------------------------------------------------------------------------

typedef struct {
    const char *p;
    int32_t n;
} Tok;

// Splits tokenized text (single spaces) into toks; returns the count. toks has room for all.
static int split_tokens(const char *s, Tok *toks) {
    int n = 0;
    while (*s) {
        const char *e = strchr(s, ' ');
        size_t l = e ? (size_t)(e - s) : strlen(s);
        toks[n].p = s;
        toks[n++].n = (int32_t)l;
        s += l + (e ? 1 : 0);
    }
    return n;
}

// Replaces each token by an id (equal strings, equal ids) in seq[0..n), by merge-sorting the
// token indices on their bytes and numbering the runs. idx, tmp: room for n.
static void intern_tokens(const Tok *toks, int n, uint32_t *seq, int32_t *idx, int32_t *tmp) {
    for (int i = 0; i < n; i++) idx[i] = i;
    for (int w = 1; w < n; w *= 2) {
        for (int lo = 0; lo < n; lo += 2 * w) {
            int mid = lo + w < n ? lo + w : n, hi = lo + 2 * w < n ? lo + 2 * w : n;
            int i = lo, j = mid, o = lo;
            while (i < mid && j < hi) {
                const Tok *a = &toks[idx[i]], *b = &toks[idx[j]];
                int m = a->n < b->n ? a->n : b->n;
                int c = memcmp(b->p, a->p, (size_t)m);
                int b_first = c < 0 || (c == 0 && b->n < a->n);
                tmp[o++] = b_first ? idx[j++] : idx[i++];
            }
            while (i < mid) tmp[o++] = idx[i++];
            while (j < hi) tmp[o++] = idx[j++];
        }
        memcpy(idx, tmp, (size_t)n * sizeof *idx);
    }
    uint32_t id = 0;
    for (int k = 0; k < n; k++) {
        if (k > 0) {
            const Tok *a = &toks[idx[k - 1]], *b = &toks[idx[k]];
            if (a->n != b->n || memcmp(a->p, b->p, (size_t)a->n) != 0) id++;
        }
        seq[idx[k]] = id;
    }
}

// Clipped matches of order `order` between the hypothesis (part 0) and the references
// (parts 1..nrefs): sum over hypothesis n-grams of min(count, max over references of count).
static int64_t bleu_order_matches(Work *w, int order, int nrefs) {
    GramCmp g = {w->seq, order};
    int nh = distinct_grams(&g, w->off[0], w->len[0], w->hs, w->hc, w->tmp);
    for (int i = 0; i < nh; i++) w->best[i] = 0;
    for (int r = 1; r <= nrefs; r++) {
        int nr = distinct_grams(&g, w->off[r], w->len[r], w->rs, w->rcnt, w->tmp);
        match_counts(&g, w->hs, nh, w->rs, w->rcnt, nr, w->rc);
        for (int i = 0; i < nh; i++)
            if (w->rc[i] > w->best[i]) w->best[i] = w->rc[i];
    }
    int64_t correct = 0;
    for (int i = 0; i < nh; i++) correct += w->hc[i] < w->best[i] ? w->hc[i] : w->best[i];
    return correct;
}

// Tokenizes the nrefs + 1 texts (all validated) into ids in a fresh Work.
static int bleu_prepare(Work *w, const char *hyp, const char *const *refs, int nrefs) {
    memset(w, 0, sizeof *w);  // the error paths below may free it before work_alloc ran
    int parts = nrefs + 1, st = TD_OK;
    char **tok = calloc((size_t)parts, sizeof *tok);
    Tok *toks = NULL;
    if (!tok) return td_error(TD_ERR_NOMEM, "bleu: out of memory");
    size_t total = 0;
    for (int p = 0; p < parts && st == TD_OK; p++) {
        tok[p] = tokenize_13a_valid(p == 0 ? hyp : refs[p - 1]);
        if (!tok[p]) st = td_error(TD_ERR_NOMEM, "bleu: out of memory");
        else total += strlen(tok[p]) / 2 + 1;  // tokens <= (chars + 1) / 2
    }
    if (st == TD_OK) st = work_alloc(w, total, parts);
    if (st == TD_OK && !(toks = malloc((total + 1) * sizeof *toks)))
        st = td_error(TD_ERR_NOMEM, "bleu: out of memory");
    if (st == TD_OK) {
        int n = 0;
        for (int p = 0; p < parts; p++) {
            w->off[p] = n;
            w->len[p] = split_tokens(tok[p], toks + n);
            n += w->len[p];
        }
        intern_tokens(toks, n, w->seq, w->hs, w->tmp);
    } else if (w->seq) {
        work_free(w);
    }
    free(toks);
    for (int p = 0; p < parts; p++) free(tok[p]);
    free(tok);
    return st;
}

int bleu_segment_stats(BleuStats *out, const char *hyp, const char *const *refs, int nrefs) {
    TD_ASSERT(out && hyp && refs && nrefs >= 1);
    memset(out, 0, sizeof *out);
    TD_TRY(check_text(hyp, "hypothesis", 0, 1));
    for (int k = 0; k < nrefs; k++) TD_TRY(check_text(refs[k], "reference", k, nrefs));
    Work w;
    TD_TRY(bleu_prepare(&w, hyp, refs, nrefs));
    out->hyp_len = w.len[0];
    // closest reference length, the shorter one on ties
    out->ref_len = w.len[1];
    for (int r = 2; r <= nrefs; r++) {
        int64_t d = llabs(out->hyp_len - w.len[r]), db = llabs(out->hyp_len - out->ref_len);
        if (d < db || (d == db && w.len[r] < out->ref_len)) out->ref_len = w.len[r];
    }
    for (int n = 1; n <= BLEU_MAX_ORDER; n++) {
        out->total[n - 1] = w.len[0] >= n ? w.len[0] - n + 1 : 0;
        out->correct[n - 1] = bleu_order_matches(&w, n, nrefs);
    }
    work_free(&w);
    return TD_OK;
}

void bleu_stats_add(BleuStats *acc, const BleuStats *x) {
    for (int k = 0; k < BLEU_MAX_ORDER; k++) {
        acc->correct[k] += x->correct[k];
        acc->total[k] += x->total[k];
    }
    acc->hyp_len += x->hyp_len;
    acc->ref_len += x->ref_len;
}

int bleu_add(BleuStats *acc, const char *hyp, const char *ref) {
    BleuStats s;
    TD_TRY(bleu_segment_stats(&s, hyp, &ref, 1));
    bleu_stats_add(acc, &s);
    return TD_OK;
}

int bleu_corpus_stats_multi(BleuStats *out, const char *const *hyps,
                            const char *const *const *refs, int nrefs, int n) {
    TD_ASSERT(nrefs >= 1 && nrefs <= 64);
    memset(out, 0, sizeof *out);
    const char *r[64];
    for (int i = 0; i < n; i++) {
        for (int k = 0; k < nrefs; k++) r[k] = refs[k][i];
        BleuStats s;
        int st = bleu_segment_stats(&s, hyps[i], r, nrefs);
        if (st < 0) return td_error_context(st, "line %d", i + 1);
        bleu_stats_add(out, &s);
    }
    return TD_OK;
}

int bleu_corpus_stats(BleuStats *out, const char *const *hyps, const char *const *refs, int n) {
    return bleu_corpus_stats_multi(out, hyps, &refs, 1, n);
}

void bleu_compute(const BleuStats *s, BleuResult *out) {
    memset(out, 0, sizeof *out);
    out->stats = *s;
    if (s->hyp_len >= s->ref_len) out->bp = 1.0;
    else if (s->hyp_len > 0) out->bp = exp(1.0 - (double)s->ref_len / (double)s->hyp_len);
    else out->bp = 0.0;
    out->ratio = s->ref_len ? (double)s->hyp_len / (double)s->ref_len : 0.0;

    int any = 0;
    for (int k = 0; k < BLEU_MAX_ORDER; k++) any |= s->correct[k] != 0;
    if (!any) return;
    double halvings = 1.0;
    for (int k = 0; k < BLEU_MAX_ORDER; k++) {
        if (s->total[k] == 0) break;  // this and higher orders keep precision 0 -> BLEU 0
        if (s->correct[k] == 0) {
            halvings *= 2;  // NIST mteval smoothing: 1/2, 1/4, ... of a match
            out->precisions[k] = 100.0 / (halvings * (double)s->total[k]);
        } else {
            out->precisions[k] = 100.0 * (double)s->correct[k] / (double)s->total[k];
        }
    }
    double sum = 0.0;
    for (int k = 0; k < BLEU_MAX_ORDER; k++) {
        if (out->precisions[k] <= 0.0) return;  // sacreBLEU's log floor makes exp() exactly 0
        sum += log(out->precisions[k]);
    }
    out->score = out->bp * exp(sum / BLEU_MAX_ORDER);
}

double bleu_score(const BleuStats *s) {
    BleuResult r;
    bleu_compute(s, &r);
    return r.score;
}

int bleu_format(const BleuResult *r, char *buf, size_t cap) {
    return snprintf(buf, cap,
                    "BLEU = %.2f %.1f/%.1f/%.1f/%.1f (BP = %.3f ratio = %.3f hyp_len = %lld "
                    "ref_len = %lld)",
                    r->score, r->precisions[0], r->precisions[1], r->precisions[2],
                    r->precisions[3], r->bp, r->ratio, (long long)r->stats.hyp_len,
                    (long long)r->stats.ref_len);
}

int bleu_signature(int nrefs, char *buf, size_t cap) {
    return snprintf(buf, cap, "nrefs:%d|case:mixed|eff:no|tok:13a|smooth:exp|version:%s", nrefs,
                    METRICS_SACREBLEU_VERSION);
}

// ---------------------------------------------------------------------------------------------
// chrF (sacrebleu/metrics/chrf.py)
// ---------------------------------------------------------------------------------------------

// Statistics of the hypothesis (part 0) against reference part r, all orders.
static void chrf_pair_stats(Work *w, int r, ChrfStats *st) {
    for (int n = 1; n <= CHRF_CHAR_ORDER; n++) {
        GramCmp g = {w->seq, n};
        int nh = distinct_grams(&g, w->off[0], w->len[0], w->hs, w->hc, w->tmp);
        int nr = distinct_grams(&g, w->off[r], w->len[r], w->rs, w->rcnt, w->tmp);
        match_counts(&g, w->hs, nh, w->rs, w->rcnt, nr, w->rc);
        int64_t match = 0;
        for (int i = 0; i < nh; i++) match += w->hc[i] < w->rc[i] ? w->hc[i] : w->rc[i];
        int64_t h = w->len[0] >= n ? w->len[0] - n + 1 : 0;
        int64_t rn = w->len[r] >= n ? w->len[r] - n + 1 : 0;
        st->hyp[n - 1] = rn > 0 ? h : 0;  // sacreBLEU: no hypothesis count without reference
        st->ref[n - 1] = rn;
        st->match[n - 1] = match;
    }
}

int chrf_segment_stats(ChrfStats *out, const char *hyp, const char *const *refs, int nrefs) {
    TD_ASSERT(out && hyp && refs && nrefs >= 1);
    memset(out, 0, sizeof *out);
    TD_TRY(check_text(hyp, "hypothesis", 0, 1));
    size_t total = strlen(hyp);
    for (int k = 0; k < nrefs; k++) {
        TD_TRY(check_text(refs[k], "reference", k, nrefs));
        total += strlen(refs[k]);
    }
    Work w;
    TD_TRY(work_alloc(&w, total, nrefs + 1));
    int n = 0;
    for (int p = 0; p <= nrefs; p++) {
        const char *s = p == 0 ? hyp : refs[p - 1];
        w.off[p] = n;
        w.len[p] = decode_no_space(s, strlen(s), w.seq + n);
        n += w.len[p];
    }
    double best = -1.0;
    for (int r = 1; r <= nrefs; r++) {
        ChrfStats st;
        chrf_pair_stats(&w, r, &st);
        double f = chrf_score(&st);
        if (f > best) {  // the first reference wins ties
            best = f;
            *out = st;
        }
    }
    work_free(&w);
    return TD_OK;
}

void chrf_stats_add(ChrfStats *acc, const ChrfStats *x) {
    for (int k = 0; k < CHRF_CHAR_ORDER; k++) {
        acc->hyp[k] += x->hyp[k];
        acc->ref[k] += x->ref[k];
        acc->match[k] += x->match[k];
    }
}

int chrf_add(ChrfStats *acc, const char *hyp, const char *ref) {
    ChrfStats s;
    TD_TRY(chrf_segment_stats(&s, hyp, &ref, 1));
    chrf_stats_add(acc, &s);
    return TD_OK;
}

int chrf_corpus_stats_multi(ChrfStats *out, const char *const *hyps,
                            const char *const *const *refs, int nrefs, int n) {
    TD_ASSERT(nrefs >= 1 && nrefs <= 64);
    memset(out, 0, sizeof *out);
    const char *r[64];
    for (int i = 0; i < n; i++) {
        for (int k = 0; k < nrefs; k++) r[k] = refs[k][i];
        ChrfStats s;
        int st = chrf_segment_stats(&s, hyps[i], r, nrefs);
        if (st < 0) return td_error_context(st, "line %d", i + 1);
        chrf_stats_add(out, &s);
    }
    return TD_OK;
}

int chrf_corpus_stats(ChrfStats *out, const char *const *hyps, const char *const *refs, int n) {
    return chrf_corpus_stats_multi(out, hyps, &refs, 1, n);
}

double chrf_score(const ChrfStats *s) {
    const double b2 = (double)CHRF_BETA * CHRF_BETA;
    double p = 0.0, r = 0.0;
    int used = 0;
    for (int k = 0; k < CHRF_CHAR_ORDER; k++) {
        if (s->hyp[k] > 0 && s->ref[k] > 0) {
            p += (double)s->match[k] / (double)s->hyp[k];
            r += (double)s->match[k] / (double)s->ref[k];
            used++;
        }
    }
    if (used == 0) return 0.0;
    p /= used;
    r /= used;
    if (p + r == 0.0) return 0.0;
    return 100.0 * ((1 + b2) * p * r / (b2 * p + r));
}

int chrf_format(double score, char *buf, size_t cap) {
    return snprintf(buf, cap, "chrF%d = %.2f", CHRF_BETA, score);
}

int chrf_signature(int nrefs, char *buf, size_t cap) {
    return snprintf(buf, cap, "nrefs:%d|case:mixed|eff:yes|nc:%d|nw:0|space:no|version:%s", nrefs,
                    CHRF_CHAR_ORDER, METRICS_SACREBLEU_VERSION);
}
