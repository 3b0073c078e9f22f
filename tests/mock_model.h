// A tiny mock sequence-to-sequence model behind ModelOps, for testing checkpoints and the trainer
// independently of the real architectures (header-only: include it in one test file).
//
//   ctx[b]      = mean over the real source tokens s of E[src[b, s]]          E (V, C) embedding
//   h[b, t]     = dropout(E[tgt_in[b, t]] + ctx[b])
//   logits      = h W^T + bias                                                W (V, C), bias (V)
//   loss        = label-smoothed cross-entropy over non-pad targets (the shared loss: forward
//                 returns h and W, b)
//
// It uses m->cfg.vocab as V and m->cfg.d_model as C, draws dropout from m->rng (so bit-exact resume
// must restore it), and supports incremental decoding (the state is ctx per sentence, read through
// the caller's DecodeRows; no per-row tensors, so reorder has nothing to gather), so the trainer's
// validation can run greedy search over it. Dimension legend: B, S, T, V, C, N = B*T rows.
#ifndef TANDEM_TEST_MOCK_MODEL_H
#define TANDEM_TEST_MOCK_MODEL_H

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "models/model.h"
#include "tensor/alloc.h"
#include "tensor/dropout.h"
#include "tensor/linear.h"
#include "tensor/ops.h"
#include "tests/test_util.h"

typedef struct MockImpl {
    float *emb, *w, *b, *demb, *dw, *db;
    const Weight *wh;       // w's handle
    float *h, *ctx, *dctx;  // activations
    size_t cap_h, cap_ctx, cap_dctx;
    const Batch *last;      // batch of the last train forward
    int N;
    float drop_p;           // dropout of the last forward (0: validation)
    uint64_t drop_seed;     // its mask stream (tensor/dropout.h)
} MockImpl;

struct DecodeState {
    int B, S;
    float *ctx;    // [B, C]
    int *src_len;  // [B]
};

static int mock_build(Model *m) {
    MockImpl *k = calloc(1, sizeof *k);
    if (!k) return TD_ERR_NOMEM;
    m->impl = k;
    int V = m->cfg.vocab, C = m->cfg.d_model;
    int s2[2] = {V, C}, s1[1] = {V};
    TD_TRY(params_add(&m->params, "emb", 2, s2, INIT_NORMAL, 0.1f, &k->emb, &k->demb));
    TD_TRY(params_add_weight(&m->params, "out.w", 2, s2, INIT_XAVIER_UNIFORM, 1.0f, &k->w, &k->dw,
                             &k->wh));
    TD_TRY(params_add(&m->params, "out.b", 1, s1, INIT_ZEROS, 0.0f, &k->b, &k->db));
    return TD_OK;
}

static void mock_destroy(Model *m) {
    MockImpl *k = m->impl;
    if (!k) return;
    td_free(k->h);
    td_free(k->ctx);
    td_free(k->dctx);
    free(k);
    m->impl = NULL;
}

// ctx [B, C] = mean of E over the real source tokens.
static void mock_context(const float *emb, const int *src, const int *src_len, int B, int S, int C,
                         float *ctx) {
    for (int b = 0; b < B; b++) {
        float *c = ctx + (size_t)b * C;
        memset(c, 0, sizeof(float) * (size_t)C);
        for (int s = 0; s < src_len[b]; s++)
            for (int j = 0; j < C; j++) c[j] += emb[(size_t)src[b * S + s] * C + j] / src_len[b];
    }
}

static int mock_forward(Model *m, const Batch *bt, int train, LossInput *out) {
    MockImpl *k = m->impl;
    int V = m->cfg.vocab, C = m->cfg.d_model, N = bt->B * bt->T;
    size_t nc = (size_t)N * C;
    TD_TRY(td_reserve((void **)&k->h, &k->cap_h, nc * sizeof(float)));
    TD_TRY(td_reserve((void **)&k->ctx, &k->cap_ctx, (size_t)bt->B * C * sizeof(float)));
    mock_context(k->emb, bt->src, bt->src_len, bt->B, bt->S, C, k->ctx);
    embedding_forward(k->h, bt->tgt_in, k->emb, N, C, 1.0f);
    for (int n = 0; n < N; n++)
        for (int j = 0; j < C; j++) k->h[(size_t)n * C + j] += k->ctx[(size_t)(n / bt->T) * C + j];
    k->drop_p = train ? m->cfg.dropout : 0.0f;
    k->drop_seed = train ? rng_next_u64(&m->rng) : 0;
    dropout_forward(k->h, k->h, nc, k->drop_p, k->drop_seed);
    // Every position, pads included: the loss ignores rows whose target is TOK_PAD.
    *out = (LossInput){.h = k->h, .targets = bt->tgt_out, .N = N, .C = C, .V = V,
                       .weight = k->wh, .bias = k->b, .dweight = k->dw, .dbias = k->db};
    k->last = bt;
    k->N = N;
    return TD_OK;
}

static int mock_backward(Model *m, const float *dh) {
    MockImpl *k = m->impl;
    const Batch *bt = k->last;
    int C = m->cfg.d_model, N = k->N;
    size_t nc = (size_t)N * C;
    TD_TRY(td_reserve((void **)&k->dctx, &k->cap_dctx, (size_t)bt->B * C * sizeof(float)));
    dropout_backward(k->h, dh, nc, k->drop_p, k->drop_seed, 0);  // h reused: d(h before dropout)
    embedding_backward(k->demb, k->h, bt->tgt_in, N, C, 1.0f, -1);
    memset(k->dctx, 0, (size_t)bt->B * C * sizeof(float));
    for (int n = 0; n < N; n++)
        for (int j = 0; j < C; j++) k->dctx[(size_t)(n / bt->T) * C + j] += k->h[(size_t)n * C + j];
    for (int b = 0; b < bt->B; b++)
        for (int s = 0; s < bt->src_len[b]; s++)
            for (int j = 0; j < C; j++)
                k->demb[(size_t)bt->src[b * bt->S + s] * C + j] +=
                    k->dctx[(size_t)b * C + j] / bt->src_len[b];
    return TD_OK;
}

static DecodeState *mock_encode(Model *m, const int *src, const int *src_len, int B, int S) {
    MockImpl *k = m->impl;
    int C = m->cfg.d_model;
    DecodeState *st = calloc(1, sizeof *st);
    if (st) st->ctx = malloc(sizeof(float) * (size_t)(B ? B : 1) * C);
    if (st) st->src_len = malloc(sizeof(int) * (size_t)(B ? B : 1));
    if (!st || !st->ctx || !st->src_len) {
        if (st) free(st->ctx);
        free(st);
        td_error(TD_ERR_NOMEM, "mock: out of memory in encode");
        return NULL;
    }
    st->B = B;
    st->S = S;
    memcpy(st->src_len, src_len, sizeof(int) * (size_t)B);
    mock_context(k->emb, src, src_len, B, S, C, st->ctx);
    return st;
}

static int mock_step(Model *m, DecodeState *st, const DecodeRows *rows, const int *prev,
                     float *logprobs) {
    MockImpl *k = m->impl;
    int V = m->cfg.vocab, C = m->cfg.d_model;
    float *h = malloc(sizeof(float) * (size_t)C);
    if (!h) return td_error(TD_ERR_NOMEM, "mock: out of memory in step");
    for (int r = 0; r < rows->n; r++) {
        const float *ctx = st->ctx + (size_t)rows->sentence[r] * C;
        for (int j = 0; j < C; j++) h[j] = k->emb[(size_t)prev[r] * C + j] + ctx[j];
        float *lp = logprobs + (size_t)r * V;
        linear_forward(lp, h, NULL, k->wh, k->b, 1, C, V);
        test_to_logprobs(lp, V);
    }
    free(h);
    return TD_OK;
}

// The mock attends evenly to the real source positions of each row's sentence.
static int mock_cross_attention(Model *m, const DecodeState *st, const DecodeRows *rows,
                                int layer, int head, float *out) {
    (void)m, (void)layer, (void)head;
    for (int r = 0; r < rows->n; r++) {
        int len = st->src_len[rows->sentence[r]];
        for (int s = 0; s < st->S; s++) out[(size_t)r * st->S + s] = s < len ? 1.0f / len : 0.0f;
    }
    return TD_OK;
}

static void mock_free_state(Model *m, DecodeState *st) {
    (void)m;
    if (!st) return;
    free(st->ctx);
    free(st->src_len);
    free(st);
}

static const ModelOps mock_ops = {
    .arch = "transformer", .build = mock_build, .destroy = mock_destroy, .forward = mock_forward,
    .backward = mock_backward, .encode = mock_encode, .step = mock_step,
    .reorder = test_reorder_none, .cross_attention = mock_cross_attention,
    .free_state = mock_free_state,
};

// A mock configuration: arch transformer (so config text round-trips), V pieces, C = d_model.
static inline ModelConfig mock_config(int V, int C) {
    ModelConfig cfg = config_defaults(ARCH_TRANSFORMER);
    cfg.vocab = V;
    cfg.d_model = C;
    cfg.heads = 1;
    cfg.dropout = 0.1f;
    return cfg;
}

#endif
