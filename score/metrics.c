// BLEU and chrF as sacreBLEU 2.x computes them (see metrics.h for the formulas; the tokenizers are
// in score/tokenize.c, TER in score/ter.c).
//
// N-gram counting without hash tables: a segment's items (token ids for BLEU and chrF++ words, code
// points for chrF characters) of the hypothesis and every reference are laid end to end in one array `seq`; the n-grams
// of one side are windows into it. Sorting the window start offsets (merge sort, comparing n
// items) groups equal n-grams; walking two sorted lists together finds the common ones. Segments
// are short, so O(L log L) per order is cheap and nothing outlives the call.
#include "score/metrics.h"
#include "score/metrics_text.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

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

// Lays the space-separated tokens of texts[0..parts) end to end as ids in a fresh Work; frees
// the texts (NULL entries, from a failed allocation, make it fail with TD_ERR_NOMEM).
static int words_prepare(Work *w, char **texts, int parts) {
    memset(w, 0, sizeof *w);  // the error paths below may free it before work_alloc ran
    int st = TD_OK;
    Tok *toks = NULL;
    size_t total = 0;
    for (int p = 0; p < parts && st == TD_OK; p++) {
        if (!texts[p]) st = td_error(TD_ERR_NOMEM, "metrics: out of memory");
        else total += strlen(texts[p]) / 2 + 1;  // tokens <= (chars + 1) / 2
    }
    if (st == TD_OK) st = work_alloc(w, total, parts);
    if (st == TD_OK && !(toks = malloc((total + 1) * sizeof *toks)))
        st = td_error(TD_ERR_NOMEM, "metrics: out of memory");
    if (st == TD_OK) {
        int n = 0;
        for (int p = 0; p < parts; p++) {
            w->off[p] = n;
            w->len[p] = split_tokens(texts[p], toks + n);
            n += w->len[p];
        }
        intern_tokens(toks, n, w->seq, w->hs, w->tmp);
    } else if (w->seq) {
        work_free(w);
    }
    free(toks);
    for (int p = 0; p < parts; p++) free(texts[p]);
    return st;
}

// Checks the hypothesis and the nrefs references (messages as metrics.h describes).
static int check_segment(const char *hyp, const char *const *refs, int nrefs) {
    TD_TRY(metrics_check_text(hyp, "hypothesis", 0, 1));
    for (int k = 0; k < nrefs; k++) TD_TRY(metrics_check_text(refs[k], "reference", k, nrefs));
    return TD_OK;
}

int bleu_segment_stats_cfg(BleuStats *out, const char *hyp, const char *const *refs, int nrefs,
                           const BleuConfig *cfg) {
    TD_ASSERT(out && hyp && refs && cfg && nrefs >= 1 && nrefs <= 64);
    memset(out, 0, sizeof *out);
    TD_TRY(check_segment(hyp, refs, nrefs));
    char *texts[65];
    for (int p = 0; p <= nrefs; p++)
        texts[p] = metrics_bleu_tokens(p == 0 ? hyp : refs[p - 1], (int)cfg->tokenizer,
                                       cfg->lowercase);
    Work w;
    TD_TRY(words_prepare(&w, texts, nrefs + 1));
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

int bleu_segment_stats(BleuStats *out, const char *hyp, const char *const *refs, int nrefs) {
    const BleuConfig cfg = BLEU_CONFIG_DEFAULT;
    return bleu_segment_stats_cfg(out, hyp, refs, nrefs, &cfg);
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

int metrics_sum_segments(int metric, void *sum, const void *cfg, const char *const *hyps,
                         const char *const *const *refs, int nrefs, int n) {
    TD_ASSERT(nrefs >= 1 && nrefs <= 64);
    const char *r[64];
    for (int i = 0; i < n; i++) {
        for (int k = 0; k < nrefs; k++) r[k] = refs[k][i];
        int st;
        if (metric == METRICS_BLEU) {
            BleuStats s;
            if ((st = bleu_segment_stats_cfg(&s, hyps[i], r, nrefs, cfg)) == TD_OK)
                bleu_stats_add(sum, &s);
        } else if (metric == METRICS_CHRF) {
            ChrfNStats s;
            if ((st = chrf_segment_stats_cfg(&s, hyps[i], r, nrefs, cfg)) == TD_OK)
                chrf_nstats_add(sum, &s);
        } else {
            TerStats s, *t = sum;
            if ((st = ter_segment_stats(&s, hyps[i], r, nrefs, cfg)) == TD_OK)
                t->edits += s.edits, t->ref_len += s.ref_len;  // in segment order
        }
        if (st < 0) return td_error_context(st, "line %d", i + 1);
    }
    return TD_OK;
}

int bleu_corpus_stats_cfg(BleuStats *out, const char *const *hyps,
                          const char *const *const *refs, int nrefs, int n,
                          const BleuConfig *cfg) {
    memset(out, 0, sizeof *out);
    return metrics_sum_segments(METRICS_BLEU, out, cfg, hyps, refs, nrefs, n);
}

int bleu_corpus_stats_multi(BleuStats *out, const char *const *hyps,
                            const char *const *const *refs, int nrefs, int n) {
    const BleuConfig cfg = BLEU_CONFIG_DEFAULT;
    return bleu_corpus_stats_cfg(out, hyps, refs, nrefs, n, &cfg);
}

int bleu_corpus_stats(BleuStats *out, const char *const *hyps, const char *const *refs, int n) {
    return bleu_corpus_stats_multi(out, hyps, &refs, 1, n);
}

// The smoothing value in use: the configured one, or the method's default.
static double smooth_value(const BleuConfig *cfg) {
    if (cfg->smooth_value >= 0) return cfg->smooth_value;
    return cfg->smooth == BLEU_SMOOTH_FLOOR ? 0.1 : 1.0;
}

void bleu_compute_cfg(const BleuStats *s, const BleuConfig *cfg, BleuResult *out) {
    memset(out, 0, sizeof *out);
    out->stats = *s;
    if (s->hyp_len >= s->ref_len) out->bp = 1.0;
    else if (s->hyp_len > 0) out->bp = exp(1.0 - (double)s->ref_len / (double)s->hyp_len);
    else out->bp = 0.0;
    out->ratio = s->ref_len ? (double)s->hyp_len / (double)s->ref_len : 0.0;

    int any = 0;
    for (int k = 0; k < BLEU_MAX_ORDER; k++) any |= s->correct[k] != 0;
    if (!any) return;
    const double v = smooth_value(cfg);
    double halvings = 1.0;
    int eff = BLEU_MAX_ORDER;
    for (int k = 0; k < BLEU_MAX_ORDER; k++) {
        double correct = (double)s->correct[k], total = (double)s->total[k];
        if (cfg->smooth == BLEU_SMOOTH_ADD_K && k > 0) correct += v, total += v;
        if (total == 0) break;  // this and higher orders keep precision 0
        if (cfg->effective_order) eff = k + 1;
        if (correct == 0) {
            if (cfg->smooth == BLEU_SMOOTH_EXP) {
                halvings *= 2;  // NIST mteval smoothing: 1/2, 1/4, ... of a match
                out->precisions[k] = 100.0 / (halvings * total);
            } else if (cfg->smooth == BLEU_SMOOTH_FLOOR) {
                out->precisions[k] = 100.0 * v / total;
            }
        } else {
            out->precisions[k] = 100.0 * correct / total;
        }
    }
    double sum = 0.0;
    for (int k = 0; k < eff; k++) {
        if (out->precisions[k] <= 0.0) return;  // sacreBLEU's log floor makes exp() exactly 0
        sum += log(out->precisions[k]);
    }
    out->score = out->bp * exp(sum / eff);
}

void bleu_compute(const BleuStats *s, BleuResult *out) {
    const BleuConfig cfg = BLEU_CONFIG_DEFAULT;
    bleu_compute_cfg(s, &cfg, out);
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

int bleu_signature_cfg(const BleuConfig *cfg, int nrefs, char *buf, size_t cap) {
    static const char *const names[] = {"exp", "none", "floor", "add-k"};
    char smooth[48];
    if (cfg->smooth == BLEU_SMOOTH_FLOOR || cfg->smooth == BLEU_SMOOTH_ADD_K)
        snprintf(smooth, sizeof smooth, "%s[%.2f]", names[cfg->smooth], smooth_value(cfg));
    else
        snprintf(smooth, sizeof smooth, "%s", names[cfg->smooth]);
    return snprintf(buf, cap, "nrefs:%d|case:%s|eff:%s|tok:%s|smooth:%s|version:%s", nrefs,
                    cfg->lowercase ? "lc" : "mixed", cfg->effective_order ? "yes" : "no",
                    bleu_tokenizer_name(cfg->tokenizer), smooth, METRICS_SACREBLEU_VERSION);
}

int bleu_signature(int nrefs, char *buf, size_t cap) {
    const BleuConfig cfg = BLEU_CONFIG_DEFAULT;
    return bleu_signature_cfg(&cfg, nrefs, buf, cap);
}

// ---------------------------------------------------------------------------------------------
// chrF (sacrebleu/metrics/chrf.py)
// ---------------------------------------------------------------------------------------------

// Statistics of the hypothesis (part 0) against reference part r for the n-gram orders
// 1..norders of w's items, into entries base .. base + norders - 1 of *st.
static void chrf_pair_stats(Work *w, int r, int norders, ChrfNStats *st, int base) {
    for (int n = 1; n <= norders; n++) {
        GramCmp g = {w->seq, n};
        int nh = distinct_grams(&g, w->off[0], w->len[0], w->hs, w->hc, w->tmp);
        int nr = distinct_grams(&g, w->off[r], w->len[r], w->rs, w->rcnt, w->tmp);
        match_counts(&g, w->hs, nh, w->rs, w->rcnt, nr, w->rc);
        int64_t match = 0;
        for (int i = 0; i < nh; i++) match += w->hc[i] < w->rc[i] ? w->hc[i] : w->rc[i];
        int64_t h = w->len[0] >= n ? w->len[0] - n + 1 : 0;
        int64_t rn = w->len[r] >= n ? w->len[r] - n + 1 : 0;
        st->hyp[base + n - 1] = rn > 0 ? h : 0;  // sacreBLEU: no hypothesis count without reference
        st->ref[base + n - 1] = rn;
        st->match[base + n - 1] = match;
    }
}

// Python's string.punctuation, which chrF++ splits off words.
static int is_ascii_punct(unsigned char c) {
    return c < 0x80 && c > 0x20 && c != 0x7F && !(c >= '0' && c <= '9') &&
           !(c >= 'A' && c <= 'Z') && !(c >= 'a' && c <= 'z');
}

// chrF++'s words of s (chrf.py _remove_punctuation): each whitespace-separated word of two or
// more characters loses a final punctuation character, else an initial one, which becomes a
// word of its own; joined by single spaces. NULL when out of memory.
static char *chrf_words(const char *s) {
    size_t n = strlen(s);
    char *sp = malloc(n + 1), *out = malloc(2 * n + 2);
    if (!sp || !out) {
        free(sp), free(out);
        return NULL;
    }
    size_t m = metrics_collapse_space(sp, s, n), o = 0;
    for (size_t i = 0; i < m;) {
        size_t e = i;
        while (e < m && sp[e] != ' ') e++;
        size_t one = i;
        uint32_t cp;
        metrics_utf8_next((const unsigned char *)sp, m, &one, &cp);
        if (o > 0) out[o++] = ' ';
        if (one < e && is_ascii_punct((unsigned char)sp[e - 1])) {  // "word." -> "word ."
            memcpy(out + o, sp + i, e - 1 - i);
            o += e - 1 - i;
            out[o++] = ' ';
            out[o++] = sp[e - 1];
        } else if (one < e && is_ascii_punct((unsigned char)sp[i])) {  // "(word" -> "( word"
            out[o++] = sp[i];
            out[o++] = ' ';
            memcpy(out + o, sp + i + 1, e - i - 1);
            o += e - i - 1;
        } else {
            memcpy(out + o, sp + i, e - i);
            o += e - i;
        }
        i = e + 1;
    }
    out[o] = '\0';
    free(sp);
    return out;
}

int chrf_config_check(const ChrfConfig *cfg) {
    if (cfg->char_order < 1 || cfg->char_order > CHRF_MAX_ORDERS)
        return td_error(TD_ERR_ARG, "chrF: character order %d is not in 1..%d", cfg->char_order,
                        CHRF_MAX_ORDERS);
    if (cfg->word_order < 0 || cfg->char_order + cfg->word_order > CHRF_MAX_ORDERS)
        return td_error(TD_ERR_ARG, "chrF: word order %d is not in 0..%d", cfg->word_order,
                        CHRF_MAX_ORDERS - cfg->char_order);
    if (cfg->beta < 0 || cfg->beta > 1000)
        return td_error(TD_ERR_ARG, "chrF: beta %d is not in 0..1000", cfg->beta);
    return TD_OK;
}

// The segment's texts, lowercased when cfg says so (copies in low[], freed by the caller).
static int chrf_texts(const char *hyp, const char *const *refs, int nrefs, const ChrfConfig *cfg,
                      const char **text, char **low) {
    for (int p = 0; p <= nrefs; p++) {
        text[p] = p == 0 ? hyp : refs[p - 1];
        low[p] = NULL;
        if (cfg->lowercase && !(text[p] = low[p] = metrics_lower(text[p])))
            return td_error(TD_ERR_NOMEM, "chrF: out of memory");
    }
    return TD_OK;
}

int chrf_segment_stats_cfg(ChrfNStats *out, const char *hyp, const char *const *refs, int nrefs,
                           const ChrfConfig *cfg) {
    TD_ASSERT(out && hyp && refs && cfg && nrefs >= 1 && nrefs <= 64);
    memset(out, 0, sizeof *out);
    TD_TRY(chrf_config_check(cfg));
    TD_TRY(check_segment(hyp, refs, nrefs));
    const char *text[65];
    char *low[65] = {NULL};
    Work wc, ww;
    memset(&wc, 0, sizeof wc);
    memset(&ww, 0, sizeof ww);
    int st = chrf_texts(hyp, refs, nrefs, cfg, text, low);
    size_t total = 0;
    for (int p = 0; st == TD_OK && p <= nrefs; p++) total += strlen(text[p]);
    if (st == TD_OK) st = work_alloc(&wc, total, nrefs + 1);
    if (st == TD_OK) {
        int n = 0;
        for (int p = 0; p <= nrefs; p++) {
            wc.off[p] = n;
            wc.len[p] = metrics_decode(text[p], strlen(text[p]), wc.seq + n, !cfg->whitespace);
            n += wc.len[p];
        }
    }
    if (st == TD_OK && cfg->word_order > 0) {
        char *words[65];
        for (int p = 0; p <= nrefs; p++) words[p] = chrf_words(text[p]);
        st = words_prepare(&ww, words, nrefs + 1);
    }
    double best = -1.0;
    for (int r = 1; st == TD_OK && r <= nrefs; r++) {
        ChrfNStats s;
        memset(&s, 0, sizeof s);
        chrf_pair_stats(&wc, r, cfg->char_order, &s, 0);
        if (cfg->word_order > 0) chrf_pair_stats(&ww, r, cfg->word_order, &s, cfg->char_order);
        double f = chrf_score_cfg(&s, cfg);
        if (f > best) {  // the first reference wins ties
            best = f;
            *out = s;
        }
    }
    work_free(&wc);
    work_free(&ww);
    for (int p = 0; p <= nrefs; p++) free(low[p]);
    return st;
}

// a[0..n) += b[0..n)
static void add_counts(int64_t *a, const int64_t *b, int n) {
    for (int k = 0; k < n; k++) a[k] += b[k];
}

void chrf_nstats_add(ChrfNStats *acc, const ChrfNStats *x) {
    add_counts(acc->hyp, x->hyp, CHRF_MAX_ORDERS);
    add_counts(acc->ref, x->ref, CHRF_MAX_ORDERS);
    add_counts(acc->match, x->match, CHRF_MAX_ORDERS);
}

int chrf_corpus_stats_cfg(ChrfNStats *out, const char *const *hyps,
                          const char *const *const *refs, int nrefs, int n,
                          const ChrfConfig *cfg) {
    memset(out, 0, sizeof *out);
    TD_TRY(chrf_config_check(cfg));
    return metrics_sum_segments(METRICS_CHRF, out, cfg, hyps, refs, nrefs, n);
}

double chrf_score_cfg(const ChrfNStats *s, const ChrfConfig *cfg) {
    const double b2 = (double)cfg->beta * cfg->beta, eps = 1e-16;
    const int orders = cfg->char_order + cfg->word_order;
    double p = 0.0, r = 0.0, f = 0.0;
    int used = 0;
    for (int k = 0; k < orders; k++) {
        double pk = s->hyp[k] > 0 ? (double)s->match[k] / (double)s->hyp[k] : eps;
        double rk = s->ref[k] > 0 ? (double)s->match[k] / (double)s->ref[k] : eps;
        double denom = b2 * pk + rk;
        f += denom > 0 ? (1 + b2) * pk * rk / denom : eps;
        if (s->hyp[k] > 0 && s->ref[k] > 0) {
            p += pk;
            r += rk;
            used++;
        }
    }
    if (cfg->eps_smoothing) return 100 * f / orders;
    if (used == 0) return 0.0;
    p /= used;
    r /= used;
    if (p + r == 0.0) return 0.0;
    return 100.0 * ((1 + b2) * p * r / (b2 * p + r));
}

int chrf_name(const ChrfConfig *cfg, char *buf, size_t cap) {
    char plus[CHRF_MAX_ORDERS + 1];
    int w = cfg->word_order < CHRF_MAX_ORDERS ? cfg->word_order : CHRF_MAX_ORDERS;
    memset(plus, '+', (size_t)w);
    plus[w] = '\0';
    return snprintf(buf, cap, "chrF%d%s", cfg->beta, plus);
}

int chrf_format_cfg(const ChrfConfig *cfg, double score, char *buf, size_t cap) {
    char name[64];
    chrf_name(cfg, name, sizeof name);
    return snprintf(buf, cap, "%s = %.2f", name, score);
}

int chrf_signature_cfg(const ChrfConfig *cfg, int nrefs, char *buf, size_t cap) {
    return snprintf(buf, cap, "nrefs:%d|case:%s|eff:%s|nc:%d|nw:%d|space:%s|version:%s", nrefs,
                    cfg->lowercase ? "lc" : "mixed", cfg->eps_smoothing ? "no" : "yes",
                    cfg->char_order, cfg->word_order, cfg->whitespace ? "yes" : "no",
                    METRICS_SACREBLEU_VERSION);
}

// The default-configuration ChrfStats as ChrfNStats and back.
static void chrf_widen(const ChrfStats *s, ChrfNStats *n) {
    memset(n, 0, sizeof *n);
    memcpy(n->hyp, s->hyp, sizeof s->hyp);
    memcpy(n->ref, s->ref, sizeof s->ref);
    memcpy(n->match, s->match, sizeof s->match);
}

static void chrf_narrow(const ChrfNStats *n, ChrfStats *s) {
    memcpy(s->hyp, n->hyp, sizeof s->hyp);
    memcpy(s->ref, n->ref, sizeof s->ref);
    memcpy(s->match, n->match, sizeof s->match);
}

int chrf_segment_stats(ChrfStats *out, const char *hyp, const char *const *refs, int nrefs) {
    const ChrfConfig cfg = CHRF_CONFIG_DEFAULT;
    ChrfNStats n;
    memset(out, 0, sizeof *out);
    TD_TRY(chrf_segment_stats_cfg(&n, hyp, refs, nrefs, &cfg));
    chrf_narrow(&n, out);
    return TD_OK;
}

void chrf_stats_add(ChrfStats *acc, const ChrfStats *x) {
    add_counts(acc->hyp, x->hyp, CHRF_CHAR_ORDER);
    add_counts(acc->ref, x->ref, CHRF_CHAR_ORDER);
    add_counts(acc->match, x->match, CHRF_CHAR_ORDER);
}

int chrf_add(ChrfStats *acc, const char *hyp, const char *ref) {
    ChrfStats s;
    TD_TRY(chrf_segment_stats(&s, hyp, &ref, 1));
    chrf_stats_add(acc, &s);
    return TD_OK;
}

int chrf_corpus_stats_multi(ChrfStats *out, const char *const *hyps,
                            const char *const *const *refs, int nrefs, int n) {
    const ChrfConfig cfg = CHRF_CONFIG_DEFAULT;
    ChrfNStats sum;
    memset(out, 0, sizeof *out);
    TD_TRY(chrf_corpus_stats_cfg(&sum, hyps, refs, nrefs, n, &cfg));
    chrf_narrow(&sum, out);
    return TD_OK;
}

int chrf_corpus_stats(ChrfStats *out, const char *const *hyps, const char *const *refs, int n) {
    return chrf_corpus_stats_multi(out, hyps, &refs, 1, n);
}

double chrf_score(const ChrfStats *s) {
    const ChrfConfig cfg = CHRF_CONFIG_DEFAULT;
    ChrfNStats n;
    chrf_widen(s, &n);
    return chrf_score_cfg(&n, &cfg);
}

int chrf_format(double score, char *buf, size_t cap) {
    const ChrfConfig cfg = CHRF_CONFIG_DEFAULT;
    return chrf_format_cfg(&cfg, score, buf, cap);
}

int chrf_signature(int nrefs, char *buf, size_t cap) {
    const ChrfConfig cfg = CHRF_CONFIG_DEFAULT;
    return chrf_signature_cfg(&cfg, nrefs, buf, cap);
}
