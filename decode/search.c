// Greedy and beam search over ModelOps (see search.h for the exact rules).
//
// Dimension legend: B sentences, S padded source length, V vocabulary, K beam size, N rows now in
// the decoding state (NC = B * K their upper bound), L a sentence's maximum output length and
// LM the largest L in the batch.
//
// Beam bookkeeping uses back-pointers instead of copying prefixes: at step t the rows that
// continue are recorded as (token, parent row at step t), so a finished hypothesis is rebuilt by
// walking back once, at the end of the batch. Rows of one sentence are kept contiguous and in rank
// order, which makes tie-breaking (and so the result) independent of the batch composition.
#include "decode/search.h"

#include <limits.h>
#include <math.h>
#if defined(__AVX2__) || defined(__AVX512F__)
#include <immintrin.h>
#endif
#include <stdlib.h>
#include <string.h>

#include "tensor/alloc.h"

// A finished hypothesis before reconstruction: it ends at step t (its last token, EOS or the
// token that reached L, was chosen at step t from row `row` of that step).
typedef struct Finished {
    int t, row, tok, ended;
    float logprob, score, tok_lp;  // tok_lp: the log-probability of the last token
} Finished;

// A beam candidate: cumulative log-probability, row rank within its sentence, position in that
// row's own top list (ties are broken by rank, then position: both follow the token order).
typedef struct Cand {
    float val, lp;
    int rank, pos, tok;
} Cand;

struct Searcher {
    Model *m;
    int V;
    // step workspace (grown with td_reserve, reused across batches)
    float *logp;   size_t logp_cap;    // [NC, V] log-probabilities of the current step
    float *satt;   size_t satt_cap;    // [NC, S] greedy: attention of the current step
    float *hatt;   size_t hatt_cap;    // [LM, NC, S] beam: attention history (alignment only)
    int *prev;     size_t prev_cap;    // [NC] previous token of each row
    int *rows;     size_t rows_cap;    // [NC] reorder argument: parent row of each new row
    DecodeRows map;                    // [N] the rows of the state and the sentence of each
    float *cum;    size_t cum_cap;     // [NC] cumulative log-probability of each row (beam)
    float *cum2;   size_t cum2_cap;    // [NC] the same for the rows of the next step
    int *bp_tok;   size_t bp_tok_cap;  // [LM, NC] beam: token of each new row of step t
    int *bp_par;   size_t bp_par_cap;  // [LM, NC] beam: its parent row (index at step t)
    float *bp_lp;  size_t bp_lp_cap;   // [LM, NC] beam: the log-probability of that token
    Cand *cand;    size_t cand_cap;    // [K * 2K] candidates of one sentence
    Cand *rtop;    size_t rtop_cap;    // [2K] top list of one row
    // per sentence
    int *max_out;  size_t max_out_cap;   // [B] L of each sentence
    int *rstart;   size_t rstart_cap;    // [B] first row of the sentence (beam)
    int *rcount;   size_t rcount_cap;    // [B] its live rows (beam; 0 = done)
    int *glen;     size_t glen_cap;      // [B] greedy: tokens generated so far
    int *slot;     size_t slot_cap;      // [NC] greedy/sampling: the hypothesis of each row
    Rng *srng;     size_t srng_cap;      // [NC] sampling: the stream of each hypothesis
    SamplingWork swork;                  // sampling: one row's distribution
    Finished *fin; size_t fin_cap;       // [B, 3K] finished hypotheses (beam)
    int *nfin;     size_t nfin_cap;      // [B]
    // results
    SearchHyp *hyps; size_t hyps_cap;    // [B, n_best]
    int *res_tok;    size_t res_tok_cap; // [B, n_best, LM]
    float *res_lp;   size_t res_lp_cap;  // [B, n_best, LM + 1] log-probability of each token
    float *res_att;  size_t res_att_cap; // [B, n_best, LM + 1, S]
    int B, S, LM, n_best, K;
    long steps, row_steps;
};

SearchOptions search_defaults(void) {
    SearchOptions o;
    o.beam_size = 1;
    o.n_best = 1;
    o.length_penalty = 1.0f;
    o.max_length_ratio = 1.5f;
    o.max_length_add = 10;
    o.max_length = 0;
    o.min_length = 0;
    o.alignment = 0;
    o.alignment_layer = -1;
    o.force_beam = 0;
    o.sampling = sampling_defaults();
    o.sentence_ids = NULL;
    o.on_step = NULL;
    o.on_step_ctx = NULL;
    return o;
}

int search_check_options(const SearchOptions *o) {
    if (o->beam_size < 1 || o->beam_size > 1024)
        return td_error(TD_ERR_ARG, "beam-size %d out of range (1..1024)", o->beam_size);
    if (o->sampling.kind != SAMPLING_OFF) {
        TD_TRY(sampling_check(&o->sampling));
        if (o->beam_size != 1)
            return td_error(TD_ERR_ARG, "sampling draws its samples without a beam: beam-size "
                            "%d must be 1", o->beam_size);
        if (o->n_best < 1 || o->n_best > 1024)
            return td_error(TD_ERR_ARG, "n-best %d out of range (1..1024 samples)", o->n_best);
    } else if (o->n_best < 1 || o->n_best > o->beam_size)
        return td_error(TD_ERR_ARG, "n-best %d out of range (1..beam-size %d)", o->n_best,
                        o->beam_size);
    if (!(o->length_penalty >= 0.0f && o->length_penalty <= 100.0f))
        return td_error(TD_ERR_ARG, "length-penalty %g out of range (0..100)",
                        (double)o->length_penalty);
    if (!isfinite(o->max_length_ratio) || o->max_length_ratio > 1000.0f)
        return td_error(TD_ERR_ARG, "max-length-ratio %g out of range (<= 1000)",
                        (double)o->max_length_ratio);
    if (o->max_length < 0) return td_error(TD_ERR_ARG, "max-length %d < 0", o->max_length);
    if (o->min_length < 0) return td_error(TD_ERR_ARG, "min-length %d < 0", o->min_length);
    if (o->alignment_layer < -1)
        return td_error(TD_ERR_ARG, "alignment-layer %d < -1", o->alignment_layer);
    return 0;
}

int search_max_output(const SearchOptions *o, int model_max_len, int src_len) {
    long L = model_max_len > 0 ? model_max_len : INT_MAX;
    if (o->max_length_ratio > 0.0f) {
        int pieces = src_len > 1 ? src_len - 1 : 0;
        long r = (long)floor((double)o->max_length_ratio * pieces) + o->max_length_add;
        if (r < L) L = r;
    }
    if (o->max_length > 0 && o->max_length < L) L = o->max_length;
    return L < 1 ? 1 : (int)L;
}

Searcher *search_create(Model *m) {
    Searcher *s = calloc(1, sizeof *s);
    if (!s) {
        td_error(TD_ERR_NOMEM, "out of memory creating a searcher");
        return NULL;
    }
    s->m = m;
    s->V = m->cfg.vocab;
    return s;
}

void search_free(Searcher *s) {
    if (!s) return;
    decode_rows_free(&s->map);
    sampling_work_free(&s->swork);
    void *bufs[] = {s->logp, s->satt, s->hatt, s->prev, s->rows, s->cum, s->cum2,
                    s->bp_tok, s->bp_par, s->bp_lp, s->cand, s->rtop, s->max_out, s->rstart, s->rcount,
                    s->glen, s->fin, s->nfin, s->hyps, s->res_tok, s->res_lp, s->res_att, s->slot,
                    s->srng};
    for (size_t i = 0; i < sizeof bufs / sizeof bufs[0]; i++) td_free(bufs[i]);
    free(s);
}

const SearchHyp *search_hyp(const Searcher *s, int b, int i) {
    TD_ASSERT(b >= 0 && b < s->B && i >= 0 && i < s->n_best);
    return &s->hyps[(size_t)b * s->n_best + i];
}

void search_stats(const Searcher *s, long *steps, long *row_steps) {
    if (steps) *steps = s->steps;
    if (row_steps) *row_steps = s->row_steps;
}

float search_length_norm(float logprob, int n, float alpha) {
    if (alpha == 0.0f) return logprob;
    return (float)((double)logprob / pow((5.0 + n) / 6.0, (double)alpha));
}

// Forbids PAD and BOS always, and EOS before min_length pieces (t pieces generated so far).
static void mask_row(float *lp, int t, int min_length) {
    lp[TOK_PAD] = -INFINITY;
    lp[TOK_BOS] = -INFINITY;
    if (t < min_length) lp[TOK_EOS] = -INFINITY;
}

#define RESERVE(field, count)                                                              \
    TD_TRY(td_reserve((void **)&s->field, &s->field##_cap, (size_t)(count) * sizeof *s->field))

// Sizes every buffer for B sentences of padded length S, beam K, n-best, longest output LM.
static int reserve_all(Searcher *s, int B, int S, int K, int beam, int n_best, int LM,
                       int align) {
    size_t NC = (size_t)B * K;
    RESERVE(logp, NC * s->V);
    RESERVE(prev, NC);
    RESERVE(rows, NC);
    RESERVE(cum, NC);
    RESERVE(cum2, NC);
    RESERVE(max_out, B);
    RESERVE(rstart, B);
    RESERVE(rcount, B);
    RESERVE(glen, B);
    RESERVE(slot, NC);
    RESERVE(srng, NC);
    RESERVE(nfin, B);
    RESERVE(hyps, (size_t)B * n_best);
    RESERVE(res_tok, (size_t)B * n_best * LM);
    RESERVE(res_lp, (size_t)B * n_best * (LM + 1));
    if (beam) {
        RESERVE(bp_tok, (size_t)LM * NC);
        RESERVE(bp_par, (size_t)LM * NC);
        RESERVE(bp_lp, (size_t)LM * NC);
        RESERVE(cand, (size_t)K * 2 * K);
        RESERVE(rtop, (size_t)2 * K);
        RESERVE(fin, (size_t)B * 3 * K);
    }
    if (align) {
        RESERVE(res_att, (size_t)B * n_best * (LM + 1) * S);
        if (beam) RESERVE(hatt, (size_t)LM * NC * S);
        else RESERVE(satt, NC * S);
    }
    return 0;
}

// ---------------------------------------------------------------- rows

static int rows_reserve(DecodeRows *r, size_t n) {
    if (n <= r->cap) return TD_OK;
    size_t cap = n > 2 * r->cap ? n : 2 * r->cap;
    int *sentence = td_alloc(cap * sizeof(int)), *spare = td_alloc(cap * sizeof(int));
    if (!sentence || !spare) {
        td_free(sentence);
        td_free(spare);
        return td_error(TD_ERR_NOMEM, "out of memory for %zu decoding rows", n);
    }
    if (r->n > 0) memcpy(sentence, r->sentence, (size_t)r->n * sizeof(int));
    td_free(r->sentence);
    td_free(r->spare);
    r->sentence = sentence;
    r->spare = spare;
    r->cap = cap;
    return TD_OK;
}

int decode_rows_reset(DecodeRows *r, int B) {
    if (B < 0) return td_error(TD_ERR_ARG, "decoding rows: %d sentences", B);
    r->n = 0;
    TD_TRY(rows_reserve(r, (size_t)B));
    for (int b = 0; b < B; b++) r->sentence[b] = b;
    r->n = B;
    return TD_OK;
}

int decode_rows_reorder(DecodeRows *r, Model *m, DecodeState *st, const int *parent, int new_n) {
    if (new_n < 0) return td_error(TD_ERR_ARG, "reorder to %d rows", new_n);
    for (int i = 0; i < new_n; i++)
        if (parent[i] < 0 || parent[i] >= r->n)
            return td_error(TD_ERR_ARG, "reorder: new row %d continues row %d of %d", i,
                            parent[i], r->n);
    TD_TRY(rows_reserve(r, (size_t)new_n));
    for (int i = 0; i < new_n; i++) r->spare[i] = r->sentence[parent[i]];
    int *t = r->sentence;
    r->sentence = r->spare;
    r->spare = t;
    r->n = new_n;
    if (new_n > 0) {
        int rc = m->ops->reorder(m, st, parent, new_n);
        if (rc < 0) {
            r->n = 0;  // the model's rows are gone
            return rc;
        }
    }
    return TD_OK;
}

void decode_rows_free(DecodeRows *r) {
    td_free(r->sentence);
    td_free(r->spare);
    memset(r, 0, sizeof *r);
}

// One model step for the rows of the state, then the caller's callback.
static int search_step(Searcher *s, DecodeState *st, int t, const SearchOptions *o,
                       float *attn) {
    Model *m = s->m;
    TD_TRY(m->ops->step(m, st, &s->map, s->prev, s->logp));
    s->steps++;
    s->row_steps += s->map.n;
    if (attn) TD_TRY(m->ops->cross_attention(m, st, &s->map, o->alignment_layer, -1, attn));
    if (o->on_step) {
        SearchStep v = {m, st, &s->map, t};
        int rc = o->on_step(o->on_step_ctx, &v);
        if (rc < 0) return rc;
    }
    return TD_OK;
}

// Bit i set when x[i] > t, for 16 floats (an ordered compare: NaN never counts). Rows of V
// log-probabilities are screened 16 at a time against a running threshold, so the scalar work
// only touches the few entries that can still win.
#if defined(__AVX512F__)
static inline unsigned gt_mask16(const float *x, float t) {
    return _mm512_cmp_ps_mask(_mm512_loadu_ps(x), _mm512_set1_ps(t), _CMP_GT_OQ);
}
#elif defined(__AVX2__)
static inline unsigned gt_mask16(const float *x, float t) {
    __m256 tt = _mm256_set1_ps(t);
    unsigned lo = (unsigned)_mm256_movemask_ps(_mm256_cmp_ps(_mm256_loadu_ps(x), tt, _CMP_GT_OQ));
    unsigned hi =
        (unsigned)_mm256_movemask_ps(_mm256_cmp_ps(_mm256_loadu_ps(x + 8), tt, _CMP_GT_OQ));
    return lo | hi << 8;
}
#else
static inline unsigned gt_mask16(const float *x, float t) {
    unsigned m = 0;
    for (int i = 0; i < 16; i++) m |= (unsigned)(x[i] > t) << i;
    return m;
}
#endif

int search_argmax(const float *x, int V) {
    float m = -INFINITY;
    int best = 0, v = 0;
    for (; v + 16 <= V; v += 16) {
        for (unsigned k = gt_mask16(x + v, m); k; k &= k - 1) {  // in index order
            int i = v + __builtin_ctz(k);
            if (x[i] > m) {
                m = x[i];
                best = i;
            }
        }
    }
    for (; v < V; v++)
        if (x[v] > m) {
            m = x[v];
            best = v;
        }
    return best;
}

// ---------------------------------------------------------------- greedy

// Records hypothesis slot b (sentence * n_best + sample; its tokens are already in res_tok).
static void greedy_finish(Searcher *s, int b, int len, int ended, float logprob, float alpha) {
    SearchHyp *h = &s->hyps[b];
    h->tokens = s->res_tok + (size_t)b * s->LM;
    h->token_logprob = s->res_lp + (size_t)b * (s->LM + 1);
    h->len = len;
    h->ended = ended;
    h->logprob = logprob;
    h->score = search_length_norm(logprob, len + ended, alpha);
}

// Greedy search, or sampling with R = n_best rows per sentence: row b * R + k starts hypothesis
// slot b * R + k (slot[r] follows the rows through compaction).
static int greedy_run(Searcher *s, DecodeState *st, int B, const SearchOptions *o) {
    const int V = s->V, S = s->S, samp = o->sampling.kind != SAMPLING_OFF;
    const int R = samp ? o->n_best : 1;
    if (R > 1) {
        for (int r = 0; r < B * R; r++) s->rows[r] = r / R;
        TD_TRY(decode_rows_reorder(&s->map, s->m, st, s->rows, B * R));
    }
    for (int r = 0; r < B * R; r++) {
        s->prev[r] = TOK_BOS;
        s->cum[r] = 0.0f;
        s->slot[r] = r;
        long id = o->sentence_ids ? o->sentence_ids[r / R] : r / R;
        if (samp) s->srng[r] = sampling_stream(o->sampling.seed, (uint64_t)id, (uint64_t)(r % R));
    }
    for (int t = 0; s->map.n > 0; t++) {
        const int N = s->map.n;
        TD_TRY(search_step(s, st, t, o, o->alignment ? s->satt : NULL));
        int keep = 0;
        for (int r = 0; r < N; r++) {
            int b = s->slot[r], sent = s->map.sentence[r];
            float *lp = s->logp + (size_t)r * V;
            mask_row(lp, t, o->min_length);
            int best = samp ? sampling_pick(lp, V, &o->sampling, &s->srng[b], &s->swork)
                            : search_argmax(lp, V);
            if (best < 0) return best;
            if (!(lp[best] > -INFINITY))
                return td_error(TD_ERR_NUMERIC, "search: no finite log-probability at step %d", t);
            s->cum[b] += lp[best];
            s->res_lp[(size_t)b * (s->LM + 1) + t] = lp[best];
            if (o->alignment)
                memcpy(s->res_att + ((size_t)b * (s->LM + 1) + t) * S, s->satt + (size_t)r * S,
                       (size_t)S * sizeof(float));
            if (best == TOK_EOS) {
                greedy_finish(s, b, t, 1, s->cum[b], o->length_penalty);
                continue;
            }
            s->res_tok[(size_t)b * s->LM + t] = best;
            if (t + 1 == s->max_out[sent]) {
                greedy_finish(s, b, t + 1, 0, s->cum[b], o->length_penalty);
                continue;
            }
            s->rows[keep] = r;  // keep <= r: in-place compaction is safe
            s->prev[keep] = best;
            s->slot[keep] = b;
            keep++;
        }
        if (keep < N) TD_TRY(decode_rows_reorder(&s->map, s->m, st, s->rows, keep));
    }
    for (int b = 0; b < B * R; b++)
        if (o->alignment) s->hyps[b].attn = s->res_att + (size_t)b * (s->LM + 1) * S;
    return 0;
}

// ---------------------------------------------------------------- beam

// Inserts token v with log-probability x into the row's top list (n of C used, sorted by value;
// an equal value goes after the entries already there, i.e. ties to the lower token).
static inline void top_insert(Cand *top, int *n, int C, float x, int v) {
    if (*n == C && !(x > top[C - 1].lp)) return;
    if (!(x > -INFINITY)) return;
    int i = *n < C ? (*n)++ : C - 1;
    while (i > 0 && top[i - 1].lp < x) {
        top[i] = top[i - 1];
        i--;
    }
    top[i].lp = x;
    top[i].tok = v;
}

// The best C entries of one row's log-probabilities, sorted by value (ties: lower token first).
static int row_top(const float *lp, int V, int C, Cand *top) {
    int n = 0, v = 0;
    for (; v + 16 <= V; v += 16) {
        unsigned k = n == C ? gt_mask16(lp + v, top[C - 1].lp) : 0xFFFFu;
        for (; k; k &= k - 1) {
            int i = v + __builtin_ctz(k);
            top_insert(top, &n, C, lp[i], i);
        }
    }
    for (; v < V; v++) top_insert(top, &n, C, lp[v], v);
    return n;
}

// Candidate order: higher cumulative value first; ties by row rank, then position in the row list.
static int cand_before(const Cand *a, const Cand *b) {
    if (a->val != b->val) return a->val > b->val;
    if (a->rank != b->rank) return a->rank < b->rank;
    return a->pos < b->pos;
}

static void add_finished(Searcher *s, int b, int t, int row, int tok, int ended, float logprob,
                         float tok_lp, float alpha) {
    TD_ASSERT(s->nfin[b] < 3 * s->K);
    Finished *f = &s->fin[(size_t)b * 3 * s->K + s->nfin[b]++];
    f->t = t;
    f->row = row;
    f->tok = tok;
    f->ended = ended;
    f->logprob = logprob;
    f->tok_lp = tok_lp;
    f->score = search_length_norm(logprob, t + 1, alpha);
}

// One step's selection for sentence b (rows rstart..+rcount of step t); appends its continuing
// rows from index *newN and records finished hypotheses.
static void beam_select(Searcher *s, int b, int t, const SearchOptions *o, int *newN) {
    const int V = s->V, K = s->K, C = 2 * K < V ? 2 * K : V;
    const size_t NC = (size_t)s->B * K;
    int r0 = s->rstart[b], nr = s->rcount[b], nc = 0;
    for (int q = 0; q < nr; q++) {
        int r = r0 + q;
        float *lp = s->logp + (size_t)r * V;
        mask_row(lp, t, o->min_length);
        int n = row_top(lp, V, C, s->rtop);
        for (int p = 0; p < n; p++) {
            Cand c = s->rtop[p];
            c.val = s->cum[r] + c.lp;
            c.rank = q;
            c.pos = p;
            // insertion into the sentence list, keeping only the best 2K
            if (nc == 2 * K && !cand_before(&c, &s->cand[nc - 1])) continue;
            int i = nc < 2 * K ? nc++ : 2 * K - 1;
            while (i > 0 && cand_before(&c, &s->cand[i - 1])) {
                s->cand[i] = s->cand[i - 1];
                i--;
            }
            s->cand[i] = c;
        }
    }
    int start = *newN, live = 0;
    for (int i = 0; i < nc && (live < K || i < K); i++) {
        const Cand *c = &s->cand[i];
        int r = r0 + c->rank;
        if (c->tok == TOK_EOS) {
            if (i < K) add_finished(s, b, t, r, TOK_EOS, 1, c->val, c->lp, o->length_penalty);
        } else if (live < K) {
            int j = start + live++;
            s->rows[j] = r;
            s->prev[j] = c->tok;
            s->cum2[j] = c->val;
            s->bp_tok[(size_t)t * NC + j] = c->tok;
            s->bp_par[(size_t)t * NC + j] = r;
            s->bp_lp[(size_t)t * NC + j] = c->lp;
        }
    }
    if (t + 1 == s->max_out[b]) {  // the length limit: live hypotheses finish as they are
        for (int q = 0; q < live; q++)
            add_finished(s, b, t, s->rows[start + q], s->prev[start + q], 0, s->cum2[start + q],
                         s->bp_lp[(size_t)t * NC + start + q], o->length_penalty);
        live = 0;
    }
    if (s->nfin[b] >= K) live = 0;
    s->rstart[b] = start;
    s->rcount[b] = live;
    *newN = start + live;
}

// Rebuilds finished hypothesis f of sentence b into result slot k.
static void beam_rebuild(Searcher *s, int b, int k, const Finished *f, int align) {
    const size_t NC = (size_t)s->B * s->K;
    const int S = s->S, len = f->ended ? f->t : f->t + 1;
    SearchHyp *h = &s->hyps[(size_t)b * s->n_best + k];
    int *tok = s->res_tok + ((size_t)b * s->n_best + k) * s->LM;
    float *lps = s->res_lp + ((size_t)b * s->n_best + k) * (s->LM + 1);
    float *att = align ? s->res_att + ((size_t)b * s->n_best + k) * (s->LM + 1) * S : NULL;
    if (!f->ended) tok[f->t] = f->tok;
    lps[f->t] = f->tok_lp;
    int row = f->row;  // row at step f->t
    if (att) memcpy(att + (size_t)f->t * S, s->hatt + ((size_t)f->t * NC + row) * S,
                    (size_t)S * sizeof(float));
    for (int u = f->t - 1; u >= 0; u--) {
        tok[u] = s->bp_tok[(size_t)u * NC + row];
        lps[u] = s->bp_lp[(size_t)u * NC + row];
        row = s->bp_par[(size_t)u * NC + row];
        if (att) memcpy(att + (size_t)u * S, s->hatt + ((size_t)u * NC + row) * S,
                        (size_t)S * sizeof(float));
    }
    h->tokens = tok;
    h->token_logprob = lps;
    h->len = len;
    h->ended = f->ended;
    h->logprob = f->logprob;
    h->score = f->score;
    h->attn = att;
}

// Picks sentence b's n-best finished hypotheses (by score; ties: the earlier finished first).
static void beam_collect(Searcher *s, int b, int align) {
    Finished *fin = s->fin + (size_t)b * 3 * s->K;
    int nf = s->nfin[b];
    for (int i = 1; i < nf; i++) {  // stable insertion sort by score, descending
        Finished x = fin[i];
        int j = i;
        while (j > 0 && fin[j - 1].score < x.score) {
            fin[j] = fin[j - 1];
            j--;
        }
        fin[j] = x;
    }
    for (int k = 0; k < s->n_best; k++) {
        if (k < nf) {
            beam_rebuild(s, b, k, &fin[k], align);
        } else {  // fewer finished hypotheses than n-best (tiny vocabularies): empty, -inf
            SearchHyp *h = &s->hyps[(size_t)b * s->n_best + k];
            memset(h, 0, sizeof *h);
            h->tokens = s->res_tok;
            h->token_logprob = s->res_lp;
            h->logprob = h->score = -INFINITY;
        }
    }
}

static int beam_run(Searcher *s, DecodeState *st, int B, const SearchOptions *o) {
    const size_t NC = (size_t)B * s->K;
    for (int b = 0; b < B; b++) {
        s->prev[b] = TOK_BOS;
        s->cum[b] = 0.0f;
        s->rstart[b] = b;
        s->rcount[b] = 1;
        s->nfin[b] = 0;
    }
    for (int t = 0; s->map.n > 0; t++) {
        const int N = s->map.n;
        TD_TRY(search_step(s, st, t, o, o->alignment ? s->hatt + (size_t)t * NC * s->S : NULL));
        int newN = 0;
        for (int b = 0; b < B; b++)
            if (s->rcount[b] > 0) beam_select(s, b, t, o, &newN);
        int same = newN == N;  // every row continues itself: nothing to move
        for (int r = 0; same && r < newN; r++) same = s->rows[r] == r;
        if (!same) TD_TRY(decode_rows_reorder(&s->map, s->m, st, s->rows, newN));
        if (newN > 0) {
            float *tmp = s->cum;
            s->cum = s->cum2;
            s->cum2 = tmp;
            size_t c = s->cum_cap;
            s->cum_cap = s->cum2_cap;
            s->cum2_cap = c;
        }
    }
    for (int b = 0; b < B; b++) beam_collect(s, b, o->alignment);
    return 0;
}

int search_run(Searcher *s, const int *src, const int *src_len, int B, int S,
               const SearchOptions *o) {
    TD_TRY(search_check_options(o));
    TD_ASSERT(B >= 1 && S >= 1);
    Model *m = s->m;
    s->B = B;
    s->S = S;
    s->K = o->sampling.kind != SAMPLING_OFF ? o->n_best : o->beam_size;  // rows per sentence
    s->n_best = o->n_best;
    s->steps = s->row_steps = 0;
    int LM = 1;
    for (int b = 0; b < B; b++) {
        TD_ASSERT(src_len[b] >= 1 && src_len[b] <= S);
        int L = search_max_output(o, m->cfg.max_len, src_len[b]);
        if (L > LM) LM = L;
    }
    s->LM = LM;
    const int beam = o->sampling.kind == SAMPLING_OFF && (s->K > 1 || o->force_beam);
    TD_TRY(reserve_all(s, B, S, s->K, beam, s->n_best, LM, o->alignment));
    for (int b = 0; b < B; b++) s->max_out[b] = search_max_output(o, m->cfg.max_len, src_len[b]);
    memset(s->hyps, 0, (size_t)B * s->n_best * sizeof *s->hyps);
    if (o->alignment) memset(s->res_att, 0, (size_t)B * s->n_best * (LM + 1) * S * sizeof(float));

    TD_TRY(decode_rows_reset(&s->map, B));
    DecodeState *st = m->ops->encode(m, src, src_len, B, S);
    if (!st) return td_error_context(TD_ERR_INTERNAL, "search: encode");
    int rc = beam ? beam_run(s, st, B, o) : greedy_run(s, st, B, o);
    m->ops->free_state(m, st);
    return rc;
}
