// TER as sacreBLEU 2.6.0 computes it (sacrebleu/metrics/ter.py, lib_ter.py): tercom's greedy
// shift search over a beam edit distance, step for step, so that ties are broken the same way.
//
// Words are interned to ids first. The edit distance of a shifted hypothesis shares its first
// rows with the unshifted one (the words up to the shift are the same and every candidate has the
// same length, so the beam is the same): those rows are reused, as sacreBLEU's row cache does.
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "score/metrics.h"
#include "score/metrics_text.h"

enum {
    MAX_SHIFT_SIZE = 10,      // longest word sequence a shift moves
    MAX_SHIFT_DIST = 50,      // |start in hypothesis - start in reference| at most
    BEAM_WIDTH = 25,          // cells each side of the pseudo-diagonal
    MAX_SHIFT_CANDIDATES = 1000,  // shift candidates evaluated per segment and reference
};
#define TER_INF ((int64_t)10000000000000000LL)  // sacreBLEU's _INT_INFINITY, 1e16
// The most (hypothesis words + 1) x (reference words + 1) cells of the two matrices kept per
// reference (9 bytes each): 2^24, 300 MB in all (about two 4096-word segments).
#define TER_MAX_CELLS ((size_t)1 << 24)

// The edit operations of a trace, as lib_ter.py names them.
enum { OP_NOP = ' ', OP_SUB = 's', OP_INS = 'i', OP_DEL = 'd', OP_UNDEF = 'x' };

// Edit distance matrices against one reference: rows 0..n of (m + 1) cells, as row pointers so
// that a candidate can borrow the rows it shares with the base hypothesis.
typedef struct {
    const uint32_t *ref;
    int m, n;              // reference and hypothesis lengths (every candidate has length n)
    int64_t **cost;        // [n + 1] row pointers
    char **op;
    int64_t *cost_store;   // own rows 1..n
    char *op_store;
    int64_t *row0;         // the initial row: j insertions
    char *op0;
    double ratio;          // m / n (1 when n is 0): the slope of the pseudo-diagonal
    int beam;
} EdMatrix;

// The cells [*lo, *hi) of row i (1..n) that the beam computes: beam cells either side of the
// pseudo-diagonal, the whole last row. Both bounds never decrease with i.
static void ed_band(const EdMatrix *e, int i, int *lo, int *hi) {
    int diag = (int)floor(i * e->ratio);
    *lo = diag - e->beam > 0 ? diag - e->beam : 0;
    *hi = diag + e->beam < e->m + 1 ? diag + e->beam : e->m + 1;
    if (i == e->n) *hi = e->m + 1;
}

static void ed_free(EdMatrix *e) {
    free(e->cost), free(e->op), free(e->cost_store), free(e->op_store), free(e->row0),
        free(e->op0);
    memset(e, 0, sizeof *e);
}

static int ed_alloc(EdMatrix *e, const uint32_t *ref, int m, int n) {
    memset(e, 0, sizeof *e);
    if (((size_t)n + 1) * ((size_t)m + 1) > TER_MAX_CELLS)
        return td_error(TD_ERR_ARG, "TER: a segment of %d words against a reference of %d words "
                        "is too long (at most %zu word pairs)", n, m, TER_MAX_CELLS);
    e->ref = ref, e->m = m, e->n = n;
    e->ratio = n > 0 ? (double)m / (double)n : 1.0;
    e->beam = BEAM_WIDTH;  // widened where the lengths differ so much that rows would not overlap
    if (BEAM_WIDTH < e->ratio / 2) e->beam = (int)ceil(e->ratio / 2 + BEAM_WIDTH);
    size_t w = (size_t)m + 1;
    e->cost = malloc(((size_t)n + 1) * sizeof *e->cost);
    e->op = malloc(((size_t)n + 1) * sizeof *e->op);
    e->cost_store = malloc(((size_t)n + 1) * w * sizeof *e->cost_store);
    e->op_store = malloc(((size_t)n + 1) * w);
    e->row0 = malloc(w * sizeof *e->row0);
    e->op0 = malloc(w);
    if (!e->cost || !e->op || !e->cost_store || !e->op_store || !e->row0 || !e->op0) {
        ed_free(e);
        return td_error(TD_ERR_NOMEM, "TER: out of memory");
    }
    for (int j = 0; j <= m; j++) e->row0[j] = j, e->op0[j] = OP_INS;
    e->cost[0] = e->row0, e->op[0] = e->op0;
    for (int i = 1; i <= n; i++) {
        e->cost[i] = e->cost_store + (size_t)i * w;
        e->op[i] = e->op_store + (size_t)i * w;
    }
    return TD_OK;
}

// Computes rows from+1..n of e for hypothesis h (rows 0..from are already h's) and returns the
// distance (lib_ter.py BeamEditDistance._edit_distance). A cell outside the beam is infinite
// there; here only those that a computed cell reads are set: the one left of the band and those
// right of it up to the next row's band.
static int64_t ed_rows(EdMatrix *e, const uint32_t *h, int from) {
    const int n = e->n, m = e->m;
    for (int i = from + 1; i <= n; i++) {
        int64_t *c = e->cost[i];
        const int64_t *up = e->cost[i - 1];
        char *o = e->op[i];
        int lo, hi, lo1, hi1 = 0;
        ed_band(e, i, &lo, &hi);
        if (i < n) ed_band(e, i + 1, &lo1, &hi1);
        int end = hi1 + 1 > hi ? hi1 + 1 : hi;
        if (end > m + 1) end = m + 1;
        for (int j = lo > 0 ? lo - 1 : 0; j < end; j++) c[j] = TER_INF, o[j] = OP_UNDEF;
        for (int j = lo; j < hi; j++) {
            if (j == 0) {
                c[0] = up[0] + 1, o[0] = OP_DEL;
                continue;
            }
            int same = h[i - 1] == e->ref[j - 1];
            // tercom's preference: no-op/substitution, then (in the flipped trace) deletion,
            // then insertion; a later operation wins only when strictly cheaper
            int64_t cs = up[j - 1] + (same ? 0 : 1), cd = up[j] + 1, ci = c[j - 1] + 1;
            if (c[j] > cs) c[j] = cs, o[j] = same ? OP_NOP : OP_SUB;
            if (c[j] > cd) c[j] = cd, o[j] = OP_DEL;
            if (c[j] > ci) c[j] = ci, o[j] = OP_INS;
        }
    }
    return e->cost[n][m];
}

// The trace of e (from (n, m) back to (0, 0)) flipped (insertions <-> deletions) into
// trace[0..*len). Returns 0, or -1 on an undefined cell (not reached for a complete matrix).
static int ed_trace(const EdMatrix *e, char *trace, int *len) {
    int i = e->n, j = e->m, k = 0;
    while (i > 0 || j > 0) {
        char op = e->op[i][j];
        if (op == OP_SUB || op == OP_NOP) i--, j--;
        else if (op == OP_INS) j--;
        else if (op == OP_DEL) i--;
        else return -1;
        trace[k++] = op == OP_INS ? OP_DEL : op == OP_DEL ? OP_INS : op;
    }
    for (int a = 0, b = k - 1; a < b; a++, b--) {
        char t = trace[a];
        trace[a] = trace[b], trace[b] = t;
    }
    *len = k;
    return 0;
}

// out = words with words[start .. start+len) moved to target, with Python's slice clamping
// (lib_ter.py _perform_shift).
static void perform_shift(const uint32_t *w, int n, int start, int len, int target,
                          uint32_t *out) {
    int cuts[4][2];
    if (target < start) {
        int c[4][2] = {{0, target}, {start, start + len}, {target, start}, {start + len, n}};
        memcpy(cuts, c, sizeof c);
    } else if (target > start + len) {
        int c[4][2] = {{0, start}, {start + len, target}, {start, start + len}, {target, n}};
        memcpy(cuts, c, sizeof c);
    } else {
        int c[4][2] = {{0, start}, {start + len, len + target}, {start, start + len},
                       {len + target, n}};
        memcpy(cuts, c, sizeof c);
    }
    int o = 0;
    for (int k = 0; k < 4; k++) {
        int a = cuts[k][0] < n ? cuts[k][0] : n, b = cuts[k][1] < n ? cuts[k][1] : n;
        for (int x = a; x < b; x++) out[o++] = w[x];
    }
}

// State of one segment-reference pair's search.
typedef struct {
    EdMatrix base, cand;
    uint32_t *shifted, *best_words;
    int *align, *hyp_err, *ref_err;  // lib_ter.py trace_to_alignment
    char *trace;
} TerWork;

static void ter_work_free(TerWork *t) {
    ed_free(&t->base), ed_free(&t->cand);
    free(t->shifted), free(t->best_words), free(t->align), free(t->hyp_err), free(t->ref_err),
        free(t->trace);
}

// One step of lib_ter.py _shift on words h (n of them, base matrix complete): the best shift's
// gain in *delta and its words in t->best_words (delta 0 and no words when there is none).
static int ter_shift(TerWork *t, const uint32_t *h, const uint32_t *r, int n, int m,
                     int *checked, int64_t *delta) {
    int64_t pre = t->base.cost[n][m];
    int tl;
    if (ed_trace(&t->base, t->trace, &tl) < 0)
        return td_error(TD_ERR_INTERNAL, "TER: incomplete edit distance matrix");
    int ph = -1, pr = -1, nh = 0, nr = 0;
    for (int k = 0; k < tl; k++) {
        char op = t->trace[k];
        if (op == OP_NOP || op == OP_SUB) {
            ph++, pr++;
            t->align[pr] = ph;
            t->hyp_err[nh++] = op == OP_SUB;
            t->ref_err[nr++] = op == OP_SUB;
        } else if (op == OP_INS) {
            ph++;
            t->hyp_err[nh++] = 1;
        } else {
            pr++;
            t->align[pr] = ph;
            t->ref_err[nr++] = 1;
        }
    }
    int found = 0;
    int64_t best[4] = {0, 0, 0, 0};  // gain, length, -start_h, -target: greatest wins
    for (int sh = 0; sh < n && *checked < MAX_SHIFT_CANDIDATES; sh++) {
        for (int sr = 0; sr < m && *checked < MAX_SHIFT_CANDIDATES; sr++) {
            if (abs(sr - sh) > MAX_SHIFT_DIST) continue;
            for (int len = 1; len <= MAX_SHIFT_SIZE && sh + len <= n && sr + len <= m; len++) {
                if (h[sh + len - 1] != r[sr + len - 1]) break;
                int herr = 0, rerr = 0;
                for (int k = sh; k < sh + len; k++) herr += t->hyp_err[k];
                for (int k = sr; k < sr + len; k++) rerr += t->ref_err[k];
                if (herr == 0 || rerr == 0) continue;
                if (sh <= t->align[sr] && t->align[sr] < sh + len) continue;
                int prev = -1;
                for (int off = -1; off < len; off++) {
                    int idx = sr + off == -1 ? 0 : t->align[sr + off] + 1;
                    if (idx == prev) continue;
                    prev = idx;
                    perform_shift(h, n, sh, len, idx, t->shifted);
                    int same = 0;  // rows shared with the base hypothesis
                    while (same < n && t->shifted[same] == h[same]) same++;
                    for (int i = 0; i <= same; i++) {
                        t->cand.cost[i] = t->base.cost[i];
                        t->cand.op[i] = t->base.op[i];
                    }
                    for (int i = same + 1; i <= n; i++) {
                        t->cand.cost[i] = t->cand.cost_store + (size_t)i * (size_t)(m + 1);
                        t->cand.op[i] = t->cand.op_store + (size_t)i * (size_t)(m + 1);
                    }
                    int64_t c[4] = {pre - ed_rows(&t->cand, t->shifted, same), len, -sh, -idx};
                    ++*checked;
                    int greater = !found;
                    for (int k = 0; k < 4 && !greater; k++) {
                        if (c[k] != best[k]) {
                            greater = c[k] > best[k];
                            break;
                        }
                    }
                    if (greater) {
                        found = 1;
                        memcpy(best, c, sizeof c);
                        memcpy(t->best_words, t->shifted, (size_t)n * sizeof *h);
                    }
                }
                // lib_ter.py checks the limit after each pair's targets; the generator's later
                // (longer) pairs of this start are then never drawn
                if (*checked >= MAX_SHIFT_CANDIDATES) break;
            }
        }
    }
    *delta = found ? best[0] : 0;
    return TD_OK;
}

// lib_ter.py translation_edit_rate on word ids.
static int ter_ids(const uint32_t *hyp, int n, const uint32_t *ref, int m, int64_t *edits) {
    if (m == 0) {
        *edits = n;
        return TD_OK;
    }
    TerWork t;
    memset(&t, 0, sizeof t);
    int st = ed_alloc(&t.base, ref, m, n);
    if (st == TD_OK) st = ed_alloc(&t.cand, ref, m, n);
    size_t nn = (size_t)n + 1, mm = (size_t)m + 1;
    uint32_t *cur = NULL;
    if (st == TD_OK) {
        t.shifted = malloc(nn * sizeof *t.shifted);
        t.best_words = malloc(nn * sizeof *t.best_words);
        cur = malloc(nn * sizeof *cur);
        t.align = malloc(mm * sizeof *t.align);
        t.hyp_err = malloc(nn * sizeof *t.hyp_err);
        t.ref_err = malloc(mm * sizeof *t.ref_err);
        t.trace = malloc(nn + mm);
        if (!t.shifted || !t.best_words || !cur || !t.align || !t.hyp_err || !t.ref_err ||
            !t.trace)
            st = td_error(TD_ERR_NOMEM, "TER: out of memory");
    }
    if (st == TD_OK) {
        memcpy(cur, hyp, (size_t)n * sizeof *cur);
        int64_t shifts = 0;
        int checked = 0;
        ed_rows(&t.base, cur, 0);
        for (;;) {
            int64_t delta = 0;
            st = ter_shift(&t, cur, ref, n, m, &checked, &delta);
            if (st < 0 || checked >= MAX_SHIFT_CANDIDATES || delta <= 0) break;
            shifts++;
            int same = 0;
            while (same < n && t.best_words[same] == cur[same]) same++;
            memcpy(cur, t.best_words, (size_t)n * sizeof *cur);
            ed_rows(&t.base, cur, same);
        }
        if (st == TD_OK) *edits = shifts + t.base.cost[n][m];
    }
    free(cur);
    ter_work_free(&t);
    return st;
}

// Splits space-separated tokens and gives equal words equal ids (ids[0..count)), continuing the
// numbering of dict (words seen so far, dict_n of them, room for all). Returns the count.
typedef struct {
    const char *p;
    size_t n;
} Word;

static int intern_words(const char *s, Word *dict, int *dict_n, uint32_t *ids) {
    int count = 0;
    while (*s) {
        const char *e = strchr(s, ' ');
        size_t l = e ? (size_t)(e - s) : strlen(s);
        int id = -1;
        for (int k = 0; k < *dict_n && id < 0; k++)
            if (dict[k].n == l && memcmp(dict[k].p, s, l) == 0) id = k;
        if (id < 0) {
            id = (*dict_n)++;
            dict[id].p = s, dict[id].n = l;
        }
        ids[count++] = (uint32_t)id;
        s += l + (e ? 1 : 0);
    }
    return count;
}

int ter_edits(const char *const *hyp, int nh, const char *const *ref, int nr, int64_t *edits) {
    Word *dict = malloc(((size_t)nh + (size_t)nr + 1) * sizeof *dict);
    uint32_t *ids = malloc(((size_t)nh + (size_t)nr + 1) * sizeof *ids);
    int st = TD_OK, dn = 0;
    if (!dict || !ids) st = td_error(TD_ERR_NOMEM, "TER: out of memory");
    for (int i = 0; st == TD_OK && i < nh + nr; i++) {
        const char *w = i < nh ? hyp[i] : ref[i - nh];
        size_t l = strlen(w);
        int id = -1;
        for (int k = 0; k < dn && id < 0; k++)
            if (dict[k].n == l && memcmp(dict[k].p, w, l) == 0) id = k;
        if (id < 0) id = dn, dict[dn].p = w, dict[dn++].n = l;
        ids[i] = (uint32_t)id;
    }
    if (st == TD_OK) st = ter_ids(ids, nh, ids + nh, nr, edits);
    free(dict);
    free(ids);
    return st;
}

int ter_tokenize(const char *line, const TerConfig *cfg, char **out) {
    *out = NULL;
    TD_TRY(metrics_check_text(line, "text", 0, 1));
    *out = metrics_ter_tokens(line, cfg->case_sensitive, cfg->normalized, cfg->no_punct,
                              cfg->asian_support);
    if (!*out) return td_error(TD_ERR_NOMEM, "TER: out of memory");
    return TD_OK;
}

int ter_segment_stats(TerStats *out, const char *hyp, const char *const *refs, int nrefs,
                      const TerConfig *cfg) {
    TD_ASSERT(out && hyp && refs && cfg && nrefs >= 1 && nrefs <= 64);
    memset(out, 0, sizeof *out);
    TD_TRY(metrics_check_text(hyp, "hypothesis", 0, 1));
    for (int k = 0; k < nrefs; k++) TD_TRY(metrics_check_text(refs[k], "reference", k, nrefs));
    char *tok[65] = {NULL};
    size_t total = 0;
    int st = TD_OK;
    for (int p = 0; p <= nrefs && st == TD_OK; p++) {
        tok[p] = metrics_ter_tokens(p == 0 ? hyp : refs[p - 1], cfg->case_sensitive,
                                    cfg->normalized, cfg->no_punct, cfg->asian_support);
        // sacreBLEU tokenizes references twice (Metric._cache_references preprocesses them, then
        // TER._extract_reference_info again); with normalized that differs from once: the
        // first pass joins tokens with plain spaces, so "it's\t" -> "it's" -> "it 's".
        char *again = p > 0 && tok[p] ? metrics_ter_tokens(tok[p], cfg->case_sensitive,
                                                            cfg->normalized, cfg->no_punct,
                                                            cfg->asian_support)
                                      : NULL;
        if (p > 0) free(tok[p]), tok[p] = again;
        if (!tok[p]) st = td_error(TD_ERR_NOMEM, "TER: out of memory");
        else total += strlen(tok[p]) / 2 + 1;
    }
    Word *dict = NULL;
    uint32_t *ids = NULL;
    if (st == TD_OK) {
        dict = malloc((total + 1) * sizeof *dict);
        ids = malloc((total + 1) * sizeof *ids);
        if (!dict || !ids) st = td_error(TD_ERR_NOMEM, "TER: out of memory");
    }
    if (st == TD_OK) {
        int dn = 0, nh = intern_words(tok[0], dict, &dn, ids), at = nh;
        int64_t best = TER_INF, ref_words = 0;
        for (int k = 1; k <= nrefs && st == TD_OK; k++) {
            int nr = intern_words(tok[k], dict, &dn, ids + at);
            int64_t e = 0;
            st = ter_ids(ids, nh, ids + at, nr, &e);
            if (e < best) best = e;
            ref_words += nr;
        }
        out->edits = best;
        out->ref_len = (double)ref_words / nrefs;
    }
    free(dict);
    free(ids);
    for (int p = 0; p <= nrefs; p++) free(tok[p]);
    return st;
}

int ter_corpus_stats(TerStats *out, const char *const *hyps, const char *const *const *refs,
                     int nrefs, int n, const TerConfig *cfg) {
    memset(out, 0, sizeof *out);
    return metrics_sum_segments(METRICS_TER, out, cfg, hyps, refs, nrefs, n);
}

double ter_score(const TerStats *s) {
    double score;
    if (s->ref_len > 0) score = (double)s->edits / s->ref_len;
    else if (s->edits > 0) score = 1.0;  // empty references, non-empty hypothesis
    else score = 0.0;
    return 100 * score;
}

int ter_format(double score, char *buf, size_t cap) {
    return snprintf(buf, cap, "TER = %.2f", score);
}

int ter_signature(const TerConfig *cfg, int nrefs, char *buf, size_t cap) {
    return snprintf(buf, cap, "nrefs:%d|case:%s|tok:tercom|norm:%s|punct:%s|asian:%s|version:%s",
                    nrefs, cfg->case_sensitive ? "mixed" : "lc", cfg->normalized ? "yes" : "no",
                    cfg->no_punct ? "no" : "yes", cfg->asian_support ? "yes" : "no",
                    METRICS_SACREBLEU_VERSION);
}
