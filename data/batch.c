// Token-budget batches with length bucketing (see batch.h).
#include "data/batch.h"

#include <stdlib.h>
#include <string.h>

uint64_t batch_rng_next(uint64_t *state) {
    uint64_t z = (*state += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

int batch_alloc(Batch *b, int max_B, int max_src, int max_tgt) {
    memset(b, 0, sizeof *b);
    if (max_B < 1 || max_src < 1 || max_tgt < 1)
        return td_error(TD_ERR_ARG, "batch_alloc: capacities must be >= 1 (B %d, src %d, tgt %d)",
                        max_B, max_src, max_tgt);
    b->src = calloc((size_t)max_src, sizeof(int));
    b->tgt_in = calloc((size_t)max_tgt, sizeof(int));
    b->tgt_out = calloc((size_t)max_tgt, sizeof(int));
    b->src_len = calloc((size_t)max_B, sizeof(int));
    b->tgt_len = calloc((size_t)max_B, sizeof(int));
    b->index = calloc((size_t)max_B, sizeof(int));
    if (!b->src || !b->tgt_in || !b->tgt_out || !b->src_len || !b->tgt_len || !b->index) {
        batch_free(b);
        return td_error(TD_ERR_NOMEM, "batch_alloc: out of memory (B %d, src %d, tgt %d)", max_B,
                        max_src, max_tgt);
    }
    b->cap_B = max_B;
    b->cap_src = max_src;
    b->cap_tgt = max_tgt;
    return TD_OK;
}

void batch_free(Batch *b) {
    free(b->src);
    free(b->src_len);
    free(b->tgt_in);
    free(b->tgt_out);
    free(b->tgt_len);
    free(b->index);
    memset(b, 0, sizeof *b);
}

int batch_fill(Batch *b, const TokCorpus *c, const int *pairs, int n) {
    int S = 0, T = 0;
    for (int k = 0; k < n; k++) {
        int sl = tok_src_len(c, pairs[k]), tl = tok_tgt_len(c, pairs[k]) + 1;
        if (sl > S) S = sl;
        if (tl > T) T = tl;
    }
    if (n < 1 || n > b->cap_B || (int64_t)n * S > b->cap_src || (int64_t)n * T > b->cap_tgt)
        return td_error(TD_ERR_ARG, "batch_fill: %d pairs of S %d, T %d exceed the capacity "
                        "(B %d, src %d, tgt %d)", n, S, T, b->cap_B, b->cap_src, b->cap_tgt);
    b->B = n;
    b->S = S;
    b->T = T;
    b->n_src_tokens = b->n_tgt_tokens = 0;
    for (int k = 0; k < n; k++) {
        int p = pairs[k];
        int sl = tok_src_len(c, p), nt = tok_tgt_len(c, p);
        const int *s = c->src_ids + c->src_off[p], *t = c->tgt_ids + c->tgt_off[p];
        int *src = b->src + (size_t)k * S;
        int *tin = b->tgt_in + (size_t)k * T, *tout = b->tgt_out + (size_t)k * T;
        memcpy(src, s, (size_t)sl * sizeof(int));
        for (int j = sl; j < S; j++) src[j] = SPM_PAD_ID;
        tin[0] = SPM_BOS_ID;
        memcpy(tin + 1, t, (size_t)nt * sizeof(int));
        memcpy(tout, t, (size_t)nt * sizeof(int));
        tout[nt] = SPM_EOS_ID;
        for (int j = nt + 1; j < T; j++) tin[j] = tout[j] = SPM_PAD_ID;
        b->src_len[k] = sl;
        b->tgt_len[k] = nt + 1;
        b->index[k] = c->line ? c->line[p] : p;
        b->n_src_tokens += sl;
        b->n_tgt_tokens += nt + 1;
    }
    return TD_OK;
}

BatchOptions batch_defaults(void) {
    BatchOptions o = {.max_tokens = 4096, .max_src_tokens = 0, .max_sentences = 0, .shuffle = 1,
                      .seed = 1};
    return o;
}

typedef struct {
    int tl, sl, id;
} SortKey;

static int key_cmp(const void *a, const void *b) {
    const SortKey *x = a, *y = b;
    if (x->tl != y->tl) return x->tl < y->tl ? -1 : 1;
    if (x->sl != y->sl) return x->sl < y->sl ? -1 : 1;
    return (x->id > y->id) - (x->id < y->id);
}

void batcher_free(Batcher *bt) {
    free(bt->sorted);
    free(bt->start);
    free(bt->perm);
    memset(bt, 0, sizeof *bt);
}

// Does a batch of B pairs padded to S x T fit the options?
static int fits(const BatchOptions *o, int64_t B, int64_t S, int64_t T) {
    if (B * T > o->max_tokens) return 0;
    if (o->max_src_tokens > 0 && B * S > o->max_src_tokens) return 0;
    if (o->max_sentences > 0 && B > o->max_sentences) return 0;
    return 1;
}

static void note_batch(Batcher *bt, int B, int S, int T) {
    if (B > bt->max_B) bt->max_B = B;
    if (S > bt->max_S) bt->max_S = S;
    if (T > bt->max_T) bt->max_T = T;
    if (B * S > bt->max_src) bt->max_src = B * S;
    if (B * T > bt->max_tgt) bt->max_tgt = B * T;
}

// Cuts the sorted pairs greedily into batches that fit the options.
static int cut_batches(Batcher *bt, const SortKey *keys, int n) {
    int nb = 0, B = 0, S = 0, T = 0;
    for (int i = 0; i < n; i++) {
        int s = keys[i].sl, t = keys[i].tl + 1;
        if (!fits(&bt->opt, 1, s, t))
            return td_error(TD_ERR_ARG, "batcher: pair on line %d (source %d, target %d tokens) "
                            "does not fit the batch budget (max_tokens %d, max_src_tokens %d)",
                            bt->corpus->line ? bt->corpus->line[keys[i].id] + 1 : keys[i].id + 1,
                            s, t, bt->opt.max_tokens, bt->opt.max_src_tokens);
        int nS = s > S ? s : S, nT = t > T ? t : T;
        if (B > 0 && !fits(&bt->opt, B + 1, nS, nT)) {
            note_batch(bt, B, S, T);
            bt->start[++nb] = i;
            B = 0;
            nS = s;
            nT = t;
        }
        B++;
        S = nS;
        T = nT;
    }
    note_batch(bt, B, S, T);
    bt->start[++nb] = n;
    bt->n_batches = nb;
    return TD_OK;
}

int batcher_init(Batcher *bt, const TokCorpus *c, const BatchOptions *opt) {
    memset(bt, 0, sizeof *bt);
    bt->corpus = c;
    bt->opt = opt ? *opt : batch_defaults();
    bt->perm_epoch = -1;
    if (c->n < 1) return td_error(TD_ERR_ARG, "batcher: the corpus has no pairs");
    if (bt->opt.max_tokens < 2 || bt->opt.max_src_tokens < 0 || bt->opt.max_sentences < 0)
        return td_error(TD_ERR_ARG, "batcher: bad options (max_tokens %d >= 2, max_src_tokens "
                        "%d >= 0, max_sentences %d >= 0)", bt->opt.max_tokens,
                        bt->opt.max_src_tokens, bt->opt.max_sentences);
    int n = c->n;
    SortKey *keys = malloc((size_t)n * sizeof *keys);
    bt->sorted = malloc((size_t)n * sizeof(int));
    bt->start = malloc(((size_t)n + 1) * sizeof(int));
    bt->perm = malloc(((size_t)n + 1) * sizeof(int));
    if (!keys || !bt->sorted || !bt->start || !bt->perm) {
        free(keys);
        batcher_free(bt);
        return td_error(TD_ERR_NOMEM, "batcher: out of memory for %d pairs", n);
    }
    for (int i = 0; i < n; i++) keys[i] = (SortKey){tok_tgt_len(c, i), tok_src_len(c, i), i};
    qsort(keys, (size_t)n, sizeof *keys, key_cmp);
    for (int i = 0; i < n; i++) bt->sorted[i] = keys[i].id;
    bt->start[0] = 0;
    int st = cut_batches(bt, keys, n);
    free(keys);
    if (st < 0) batcher_free(bt);
    return st;
}

int batcher_alloc_batch(const Batcher *bt, Batch *b) {
    return batch_alloc(b, bt->max_B, bt->max_src, bt->max_tgt);
}

// The batch order of one epoch: identity without shuffling, else Fisher-Yates from an RNG seeded
// by (seed, epoch) alone.
static void make_perm(Batcher *bt, int epoch) {
    int n = bt->n_batches;
    for (int i = 0; i < n; i++) bt->perm[i] = i;
    if (bt->opt.shuffle) {
        uint64_t st = bt->opt.seed ^ (0xD1B54A32D192ED03ull * (uint64_t)(epoch + 1));
        batch_rng_next(&st);
        for (int i = n - 1; i > 0; i--) {
            int j = (int)(batch_rng_next(&st) % (uint64_t)(i + 1));
            int t = bt->perm[i];
            bt->perm[i] = bt->perm[j];
            bt->perm[j] = t;
        }
    }
    bt->perm_epoch = epoch;
}

int batcher_batch_id(Batcher *bt, int epoch, int step) {
    if (epoch < 0 || step < 0 || step >= bt->n_batches) return -1;
    if (bt->perm_epoch != epoch) make_perm(bt, epoch);
    return bt->perm[step];
}

int batcher_get(Batcher *bt, int epoch, int step, Batch *b) {
    int k = batcher_batch_id(bt, epoch, step);
    if (k < 0)
        return td_error(TD_ERR_ARG, "batcher: no step %d of epoch %d (%d batches per epoch)",
                        step, epoch, bt->n_batches);
    return batch_fill(b, bt->corpus, bt->sorted + bt->start[k], bt->start[k + 1] - bt->start[k]);
}
