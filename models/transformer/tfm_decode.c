// Transformer incremental decoding (ModelOps.encode/step/reorder/...): the encoder runs once per
// batch of sentences; each decoder layer's cross-attention keys/values are projected once at
// encode; self-attention keys/values of past positions are cached, so step t costs O(t).
//
// Every Linear here, the encoder's included, goes through linear_forward_rows (tensor/linear.h,
// gemm_rows): each output element is summed in one order whatever the row count, so a sentence
// gets the same bits alone as in any batch. linear_gemm picks plain loops or BLIS by the
// product's size (so by the row count) and BLIS promises no order: with it the encoder alone would
// break that (test_transformer's test_step_bits_batch_vs_single). For the thin products of a step
// BLIS would also pack the whole weight on every call.
//
// The caller keeps the rows (models/model.h: DecodeRows): row r reads the cross-attention keys and
// values of sentence rows->sentence[r]; the state holds per-sentence encoder outputs and per-row
// caches and weights only.
//
// Dimension legend: B sentences, S padded source length, N decoding rows, C d_model, NH heads,
// HS head size, F FFN size, V vocab, Ld decoder layers, Tc cache capacity (positions).
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "models/transformer/tfm_internal.h"
#include "tensor/alloc.h"
#include "tensor/linear.h"
#include "tensor/ops.h"

struct DecodeState {
    int B, S;          // sentences and padded source length of encode
    int ncap;          // row capacity
    int t, tcap;       // next position to decode, cached positions capacity
    int *src_len;      // [B]
    float *ckv;        // [Ld, B*S, 2C] cross-attention keys | values per sentence
    float *cache;      // [Ld, ncap, tcap, 2C] self-attention keys | values per row
    float *cache2;     // the same size: reorder target, then swapped
    float *ca_probs;   // [Ld, ncap, NH, S] last step's cross-attention weights
    float *ca_tmp;     // [Ld, ncap, NH, S] reorder target
    float *sa_probs;   // [Ld, ncap, NH, tcap] last step's self-attention weights (row r, head h
                       // at (r * NH + h) * t within a layer's block: packed by the current t)
    float *sa_tmp;     // the same: reorder target
    float *enc_probs;  // [Le, B, NH, S, S] the encoder's self-attention weights
    // per-row scratch (rows = max(B*S, ncap))
    float *x, *u, *y, *qkv, *ctx, *ff, *mean, *rstd;
    size_t scratch_rows;
    // allocated bytes of each buffer (a freed state is kept for the next encode and regrown only
    // when too small: batch-1 decoding otherwise paid an mmap and page faults per sentence)
    size_t cap_src_len, cap_ckv, cap_cache, cap_cache2, cap_ca_probs,
        cap_ca_tmp, cap_sa_probs, cap_sa_tmp, cap_enc_probs, cap_x;
};

static size_t cache_floats(const Tfm *t, int ncap, int tcap) {
    return (size_t)t->Ld * ncap * tcap * 2 * t->C;
}

static int alloc_scratch(const Tfm *t, DecodeState *st, size_t rows) {
    const size_t C = t->C, F = t->F;
    TD_TRY(td_reserve((void **)&st->x, &st->cap_x,
                      rows * (9 * C + F + 2) * sizeof(float) + 8 * 64));
    float *p = st->x + ((rows * C + 15) & ~(size_t)15);
#define NEXT(ptr, n)                  \
    do {                              \
        ptr = p;                      \
        p += ((n) + 15) & ~(size_t)15; \
    } while (0)
    NEXT(st->u, rows * C);
    NEXT(st->y, rows * C);
    NEXT(st->qkv, rows * 3 * C);
    NEXT(st->ctx, rows * C);
    NEXT(st->ff, rows * F);
    NEXT(st->mean, rows);
    NEXT(st->rstd, rows);
#undef NEXT
    st->scratch_rows = rows;
    return TD_OK;
}

static void free_buffers(DecodeState *st) {
    td_free(st->src_len);
    td_free(st->ckv);
    td_free(st->cache);
    td_free(st->cache2);
    td_free(st->ca_probs);
    td_free(st->ca_tmp);
    td_free(st->sa_probs);
    td_free(st->sa_tmp);
    td_free(st->enc_probs);
    td_free(st->x);
}

void tfm_free_state(Model *m, DecodeState *st) {
    if (!st) return;
    Tfm *t = m ? m->impl : NULL;
    if (t && !t->spare_state) {  // keep its buffers for the next encode
        t->spare_state = st;
        return;
    }
    free_buffers(st);
    free(st);
}

void tfm_free_spare_state(Tfm *t) {
    if (!t->spare_state) return;
    free_buffers(t->spare_state);
    free(t->spare_state);
    t->spare_state = NULL;
}

// Sizes the row-indexed buffers for ncap rows and tcap positions (contents not kept).
static int alloc_rows(const Tfm *t, DecodeState *st, int ncap, int tcap) {
    size_t nc = cache_floats(t, ncap, tcap) * sizeof(float);
    size_t np = (size_t)t->Ld * ncap * t->NH * st->S * sizeof(float);
    size_t nsa = (size_t)t->Ld * ncap * t->NH * tcap * sizeof(float);
    TD_TRY(td_reserve((void **)&st->cache, &st->cap_cache, nc));
    TD_TRY(td_reserve((void **)&st->cache2, &st->cap_cache2, nc));
    TD_TRY(td_reserve((void **)&st->ca_probs, &st->cap_ca_probs, np));
    TD_TRY(td_reserve((void **)&st->ca_tmp, &st->cap_ca_tmp, np));
    TD_TRY(td_reserve((void **)&st->sa_probs, &st->cap_sa_probs, nsa));
    TD_TRY(td_reserve((void **)&st->sa_tmp, &st->cap_sa_tmp, nsa));
    st->ncap = ncap;
    st->tcap = tcap;
    size_t rows = (size_t)st->B * st->S > (size_t)ncap ? (size_t)st->B * st->S : (size_t)ncap;
    if (rows > st->scratch_rows) TD_TRY(alloc_scratch(t, st, rows));
    return TD_OK;
}

// Inference residual sublayer helpers on N rows: u = f's input; x updated in place.
static const float *sub_in(const Tfm *t, DecodeState *st, const float *x, const float *g,
                           const float *b, int N) {
    if (t->norm != NORM_PRE) return x;
    layernorm_forward(st->u, st->mean, st->rstd, x, g, b, N, t->C);
    return st->u;
}

static void sub_out(const Tfm *t, DecodeState *st, float *x, const float *y, const float *g,
                    const float *b, int N) {
    add_forward(x, x, y, (size_t)N * t->C);
    if (t->norm != NORM_PRE) layernorm_forward(x, st->mean, st->rstd, x, g, b, N, t->C);
}

static void ffn(const Tfm *t, DecodeState *st, const TfmLayerParams *p, const TfmLayerWeights *w,
                const float *u, int N) {
    const size_t n = (size_t)N * t->F;
    linear_forward_rows(st->ff, u, w->ff_w1, p->ff_b1, N, t->C, t->F);
    if (t->act == ACT_GELU) gelu_forward(st->ff, st->ff, n);
    else relu_forward(st->ff, st->ff, n);
    linear_forward_rows(st->y, st->ff, w->ff_w2, p->ff_b2, N, t->F, t->C);
}

// The rest of a layer after an attention's context st->ctx: its output projection (wo, bo) added
// to x (sub_out, layer norm a), then the feed-forward sublayer (layer norm a + 1). The encoder's
// layers (a = 0, after self-attention) and the decoder's (a = 1, after cross-attention) end so.
static void attn_out_and_ffn(const Tfm *t, DecodeState *st, float *x, const TfmLayerParams *p,
                             const TfmLayerWeights *w, const Weight *wo, const float *bo,
                             int a, int N) {
    linear_forward_rows(st->y, st->ctx, wo, bo, N, t->C, t->C);
    sub_out(t, st, x, st->y, p->ln_g[a], p->ln_b[a], N);
    const float *u = sub_in(t, st, x, p->ln_g[a + 1], p->ln_b[a + 1], N);
    ffn(t, st, p, w, u, N);
    sub_out(t, st, x, st->y, p->ln_g[a + 1], p->ln_b[a + 1], N);
}

DecodeState *tfm_encode(Model *m, const int *src, const int *src_len, int B, int S) {
    Tfm *t = m->impl;
    const int C = t->C, Ns = B * S;
    if (B < 1 || S < 1) {
        td_error(TD_ERR_ARG, "encode: empty batch (B %d S %d)", B, S);
        return NULL;
    }
    if (t->pos != POS_NONE && S > t->max_len) {
        td_error(TD_ERR_ARG, "encode: source length %d exceeds --max-len %d", S, t->max_len);
        return NULL;
    }
    for (long i = 0; i < (long)Ns; i++)
        if (src[i] < 0 || src[i] >= t->V) {
            td_error(TD_ERR_ARG, "encode: source token %ld: id %d outside [0, %d)", i, src[i],
                     t->V);
            return NULL;
        }
    DecodeState *st = t->spare_state;
    t->spare_state = NULL;
    if (!st) st = calloc(1, sizeof *st);
    if (!st) {
        td_error(TD_ERR_NOMEM, "out of memory for the decoding state");
        return NULL;
    }
    st->B = B;
    st->S = S;
    st->t = 0;
    int tcap = st->tcap > 32 ? st->tcap : 32;  // a reused state keeps its position capacity
    if (td_reserve((void **)&st->src_len, &st->cap_src_len, (size_t)B * sizeof(int)) < 0 ||
        td_reserve((void **)&st->ckv, &st->cap_ckv,
                   (size_t)t->Ld * Ns * 2 * C * sizeof(float)) < 0 ||
        td_reserve((void **)&st->enc_probs, &st->cap_enc_probs,
                   (size_t)t->Le * B * t->NH * S * S * sizeof(float)) < 0 ||
        alloc_rows(t, st, B, tcap) < 0) {
        free_buffers(st);
        free(st);
        td_error(TD_ERR_NOMEM, "out of memory for the decoding state");
        return NULL;
    }
    for (int b = 0; b < B; b++) st->src_len[b] = src_len[b] < S ? src_len[b] : S;
    // encoder (no dropout) on st->x [Ns, C]
    float *x = st->x;
    tfm_embed(t, x, t->emb_src, src, B, S, 0);
    AttnShape ss = attn_shape(B, t->NH, t->HS, S, S, 3 * C, 3 * C, 3 * C, C);
    ss.key_len = st->src_len;
    ss.window = t->window;
    for (int l = 0; l < t->Le; l++) {
        const TfmLayerParams *p = &t->enc[l].p;
        const TfmLayerWeights *w = &t->enc[l].w;
        const float *u = sub_in(t, st, x, p->ln_g[0], p->ln_b[0], Ns);
        linear_forward_rows(st->qkv, u, w->sa_wqkv, p->sa_bqkv, Ns, C, 3 * C);
        float *probs = st->enc_probs + (size_t)l * B * t->NH * S * S;
        attention_forward(st->ctx, probs, NULL, st->qkv, st->qkv + C, st->qkv + 2 * C, &ss, 0.0f,
                          NULL);
        attn_out_and_ffn(t, st, x, p, w, w->sa_wo, p->sa_bo, 0, Ns);
    }
    if (t->norm == NORM_PRE)
        layernorm_forward(x, st->mean, st->rstd, x, t->enc_norm_g, t->enc_norm_b, Ns, C);
    for (int l = 0; l < t->Ld; l++)
        linear_forward_rows(st->ckv + (size_t)l * Ns * 2 * C, x, t->dec[l].w.ca_wkv,
                            t->dec[l].p.ca_bkv, Ns, C, 2 * C);
    return st;
}

// Doubles the position capacity, keeping the cached keys/values of the N rows.
static int grow_positions(const Tfm *t, DecodeState *st, int N) {
    int tcap = st->tcap * 2;
    size_t nc = cache_floats(t, st->ncap, tcap);
    size_t nsa = (size_t)t->Ld * st->ncap * t->NH * tcap;
    float *c = td_alloc(nc * sizeof(float));
    if (!c) return td_error(TD_ERR_NOMEM, "out of memory growing the key/value cache");
    const size_t row = (size_t)2 * t->C;
    for (int l = 0; l < t->Ld; l++)
        for (int r = 0; r < N; r++)
            memcpy(c + (((size_t)l * st->ncap + r) * tcap) * row,
                   st->cache + (((size_t)l * st->ncap + r) * st->tcap) * row,
                   (size_t)st->t * row * sizeof(float));
    td_free(st->cache);
    st->cache = c;
    st->cap_cache = nc * sizeof(float);
    if (td_reserve((void **)&st->cache2, &st->cap_cache2, nc * sizeof(float)) < 0 ||
        td_reserve((void **)&st->sa_probs, &st->cap_sa_probs, nsa * sizeof(float)) < 0 ||
        td_reserve((void **)&st->sa_tmp, &st->cap_sa_tmp, nsa * sizeof(float)) < 0)
        return TD_ERR_NOMEM;
    st->tcap = tcap;
    return TD_OK;
}

int tfm_step(Model *m, DecodeState *st, const DecodeRows *rows, const int *prev,
             float *logprobs) {
    Tfm *t = m->impl;
    const int C = t->C, N = rows->n, pos = st->t;
    if (N > st->ncap) return td_error(TD_ERR_ARG, "step: %d rows in a state of %d", N, st->ncap);
    if (t->pos != POS_NONE && pos >= t->max_len)
        return td_error(TD_ERR_ARG, "decoding step %d reaches --max-len %d", pos, t->max_len);
    for (int r = 0; r < N; r++)
        if (prev[r] < 0 || prev[r] >= t->V)
            return td_error(TD_ERR_ARG, "step: row %d: token id %d outside [0, %d)", r, prev[r],
                            t->V);
    if (pos >= st->tcap) TD_TRY(grow_positions(t, st, N));
    float *x = st->x;
    tfm_embed(t, x, tfm_tgt_emb(t), prev, N, 1, pos);
    const size_t row = (size_t)2 * C;
    AttnShape ss = attn_shape(N, t->NH, t->HS, 1, pos + 1, 3 * C, (int)row, (int)row, C);
    ss.bk = ss.bv = (long)st->tcap * row;
    ss.causal = 1;
    ss.q_offset = pos;
    ss.window = t->window;
    AttnShape cs = attn_shape(N, t->NH, t->HS, 1, st->S, C, (int)row, (int)row, C);
    cs.bk = cs.bv = (long)st->S * row;
    cs.kv_index = rows->sentence;
    cs.key_len = st->src_len;
    for (int l = 0; l < t->Ld; l++) {
        const TfmLayerParams *p = &t->dec[l].p;
        const TfmLayerWeights *w = &t->dec[l].w;
        float *cache = st->cache + (size_t)l * st->ncap * st->tcap * row;
        const float *u = sub_in(t, st, x, p->ln_g[0], p->ln_b[0], N);
        linear_forward_rows(st->qkv, u, w->sa_wqkv, p->sa_bqkv, N, C, 3 * C);
        for (int r = 0; r < N; r++)
            memcpy(cache + ((size_t)r * st->tcap + pos) * row, st->qkv + (size_t)r * 3 * C + C,
                   row * sizeof(float));
        float *sp = st->sa_probs + (size_t)l * st->ncap * t->NH * st->tcap;
        attention_forward(st->ctx, sp, NULL, st->qkv, cache, cache + C, &ss, 0.0f, NULL);
        linear_forward_rows(st->y, st->ctx, w->sa_wo, p->sa_bo, N, C, C);
        sub_out(t, st, x, st->y, p->ln_g[0], p->ln_b[0], N);

        u = sub_in(t, st, x, p->ln_g[1], p->ln_b[1], N);
        linear_forward_rows(st->qkv, u, w->ca_wq, p->ca_bq, N, C, C);
        const float *ckv = st->ckv + (size_t)l * st->B * st->S * row;
        float *probs = st->ca_probs + (size_t)l * st->ncap * t->NH * st->S;
        attention_forward(st->ctx, probs, NULL, st->qkv, ckv, ckv + C, &cs, 0.0f, NULL);
        attn_out_and_ffn(t, st, x, p, w, w->ca_wo, p->ca_bo, 1, N);
    }
    if (t->norm == NORM_PRE)
        layernorm_forward(x, st->mean, st->rstd, x, t->dec_norm_g, t->dec_norm_b, N, C);
    linear_forward_rows(logprobs, x, tfm_out_weight(t), t->out_b, N, C, t->V);
    log_softmax_inplace(logprobs, N, t->V);
    st->t++;
    return TD_OK;
}

int tfm_reorder(Model *m, DecodeState *st, const int *parent, int new_n) {
    Tfm *t = m->impl;
    const size_t row = (size_t)2 * t->C, np = (size_t)t->NH * st->S, nsp = (size_t)t->NH * st->t;
    if (new_n > st->ncap) {  // grow rows: copy into fresh buffers of the new capacity
        int ncap = new_n > 2 * st->ncap ? new_n : 2 * st->ncap;
        DecodeState old = *st;
        st->cache = st->cache2 = st->ca_probs = st->ca_tmp = st->sa_probs = st->sa_tmp = NULL;
        st->cap_cache = st->cap_cache2 = st->cap_ca_probs = st->cap_ca_tmp = 0;
        st->cap_sa_probs = st->cap_sa_tmp = 0;
        int rc = alloc_rows(t, st, ncap, old.tcap);
        if (rc == TD_OK) {
            for (int l = 0; l < t->Ld; l++)
                for (int r = 0; r < new_n; r++) {
                    memcpy(st->cache + (((size_t)l * ncap + r) * st->tcap) * row,
                           old.cache + (((size_t)l * old.ncap + parent[r]) * old.tcap) * row,
                           (size_t)st->t * row * sizeof(float));
                    memcpy(st->ca_probs + ((size_t)l * ncap + r) * np,
                           old.ca_probs + ((size_t)l * old.ncap + parent[r]) * np,
                           np * sizeof(float));
                    memcpy(st->sa_probs + (size_t)l * ncap * t->NH * st->tcap + r * nsp,
                           old.sa_probs + (size_t)l * old.ncap * t->NH * old.tcap + parent[r] * nsp,
                           nsp * sizeof(float));
                }
        }
        td_free(old.cache);
        td_free(old.cache2);
        td_free(old.ca_probs);
        td_free(old.ca_tmp);
        td_free(old.sa_probs);
        td_free(old.sa_tmp);
        return rc;
    }
    for (int l = 0; l < t->Ld; l++)
        for (int r = 0; r < new_n; r++) {
            size_t dst = (size_t)l * st->ncap + r, src = (size_t)l * st->ncap + parent[r];
            memcpy(st->cache2 + dst * st->tcap * row, st->cache + src * st->tcap * row,
                   (size_t)st->t * row * sizeof(float));
            memcpy(st->ca_tmp + dst * np, st->ca_probs + src * np, np * sizeof(float));
            size_t lb = (size_t)l * st->ncap * t->NH * st->tcap;
            memcpy(st->sa_tmp + lb + r * nsp, st->sa_probs + lb + parent[r] * nsp,
                   nsp * sizeof(float));
        }
    float *tmp = st->cache;
    st->cache = st->cache2;
    st->cache2 = tmp;
    tmp = st->ca_probs;
    st->ca_probs = st->ca_tmp;
    st->ca_tmp = tmp;
    tmp = st->sa_probs;
    st->sa_probs = st->sa_tmp;
    st->sa_tmp = tmp;
    return TD_OK;
}

int tfm_cross_attention(Model *m, const DecodeState *st, const DecodeRows *rows, int layer,
                        int head, float *out) {
    Tfm *t = m->impl;
    if (layer == -1) layer = t->Ld - 1;
    if (layer < 0 || layer >= t->Ld)
        return td_error(TD_ERR_ARG, "cross_attention: layer %d (have %d)", layer, t->Ld);
    if (head < -1 || head >= t->NH)
        return td_error(TD_ERR_ARG, "cross_attention: head %d (have %d)", head, t->NH);
    const int S = st->S, NH = t->NH;
    const float *probs = st->ca_probs + (size_t)layer * st->ncap * NH * S;
    for (int r = 0; r < rows->n; r++) {
        float *o = out + (size_t)r * S;
        const float *p = probs + (size_t)r * NH * S;
        if (head >= 0) {
            memcpy(o, p + (size_t)head * S, (size_t)S * sizeof(float));
            continue;
        }
        for (int j = 0; j < S; j++) {
            float acc = 0.0f;
            for (int h = 0; h < NH; h++) acc += p[(size_t)h * S + j];
            o[j] = acc / NH;
        }
    }
    return TD_OK;
}

int tfm_self_attention(Model *m, const DecodeState *st, const DecodeRows *rows, int side,
                       int layer, int head, int r, float *out) {
    Tfm *t = m->impl;
    const int L = side == 0 ? t->Le : t->Ld, NH = t->NH;
    if (side != 0 && side != 1) return td_error(TD_ERR_ARG, "self_attention: side %d", side);
    if (layer == -1) layer = L - 1;
    if (layer < 0 || layer >= L)
        return td_error(TD_ERR_ARG, "self_attention: layer %d (have %d)", layer, L);
    if (head < -1 || head >= NH)
        return td_error(TD_ERR_ARG, "self_attention: head %d (have %d)", head, NH);
    if (r < 0 || r >= rows->n)
        return td_error(TD_ERR_ARG, "self_attention: row %d (have %d)", r, rows->n);
    const float *p;
    int n;
    if (side == 0) {  // [S, S] of the row's sentence, from encode
        n = st->S * st->S;
        p = st->enc_probs + (((size_t)layer * st->B + rows->sentence[r]) * NH) * n;
    } else {  // [t] of the newest query
        n = st->t;
        p = st->sa_probs + (size_t)layer * st->ncap * NH * st->tcap + (size_t)r * NH * n;
    }
    if (head >= 0) {
        memcpy(out, p + (size_t)head * n, (size_t)n * sizeof(float));
        return n;
    }
    for (int j = 0; j < n; j++) {
        float acc = 0.0f;
        for (int h = 0; h < NH; h++) acc += p[(size_t)h * n + j];
        out[j] = acc / NH;
    }
    return n;
}
