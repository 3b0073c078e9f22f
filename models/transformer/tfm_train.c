// Transformer teacher-forced forward and backward over a batch (ModelOps.forward/backward).
//
// Dimension legend: B sentences, S padded source length, T padded target length, C d_model,
// NH heads, HS head size, F FFN size, V vocab, Ns = B*S, Nt = B*T, Ny non-pad target tokens.
//
// All linears run as one GEMM over every row of the batch (B*S or B*T); self-attention Q, K, V
// come from one [Nt, 3C] GEMM; attention products run per (sentence, head) in tensor/attention.c.
// Forward returns the Ny non-pad target rows of the decoder output (gathered) to the shared loss
// (tensor/loss.h, models/model.c), so padding costs no logits.
// Activations live in one arena (tensor/arena.h) sized for the largest batch so far (no
// allocation in a steady state). Dropout masks of residuals and the FFN are regenerated from
// per-site seeds in backward (tensor/dropout.h).
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "models/transformer/tfm_internal.h"
#include "tensor/arena.h"
#include "tensor/dropout.h"
#include "tensor/ops.h"

static AttnShape self_shape(const Tfm *t, int B, int T, const int *key_len, int causal);

static void carve_sub(ArenaCarver *c, TfmSub *s, size_t N, int C, int bf16) {
    s->ln = arena_floats(c, N * C);
    s->res = arena_floats(c, N * C);
    s->mean = arena_floats(c, N);
    s->rstd = arena_floats(c, N);
    s->u_h = linear_copy_carve(c, bf16, N, C);
}

// Room for one attention call's bfloat16 operands (tensor/attention.h AttnBf16) when `on`, else
// an empty one: q, k, v in one [Nq, 3C] buffer (fused: self-attention) or q [Nq, C] and k, v in one
// [Nk, 2C] buffer (cross-attention), as the float32 q, k, v lie; p [np] (probs' layout).
static AttnBf16 carve_attn_bf16(ArenaCarver *c, int on, int fused, size_t Nq, size_t Nk, size_t C,
                                size_t np) {
    AttnBf16 h = {NULL, NULL, NULL, NULL, 0};
    if (!on) return h;
    const size_t n = sizeof(uint16_t);
    h.q = arena_take(c, (fused ? Nq * 3 * C : Nq * C) * n);
    h.k = fused ? h.q : arena_take(c, Nk * 2 * C * n);
    h.p = arena_take(c, np * n);
    if (h.k) {  // NULL while only sizing
        h.k += fused ? C : 0;
        h.v = h.k + C;
    }
    return h;
}

// The shape s with the bfloat16 operands h when it has them.
static AttnShape with_bf16(const AttnShape *s, AttnBf16 *h) {
    AttnShape r = *s;
    r.bf16 = h->q ? h : NULL;
    return r;
}

// Assigns every activation and scratch pointer for a batch (B, S, T, Ny) inside `arena` (NULL:
// sizes only); returns the bytes used.
static size_t carve_all(Tfm *t, const Arena *arena, int B, int S, int T, int Ny) {
    ArenaCarver c = arena_carver(arena);
    const size_t Ns = (size_t)B * S, Nt = (size_t)B * T, C = t->C, F = t->F, NH = t->NH;
    const size_t Nmax = Ns > Nt ? Ns : Nt;
    const int drop = t->dropout > 0.0f;
    const int pre = t->norm == NORM_PRE;
    const int bf16 = t->params->bf16 != NULL;
    t->src_ids = arena_ints(&c, Ns);
    t->tgt_ids_in = arena_ints(&c, Nt);
    t->src_len_buf = arena_ints(&c, (size_t)B);
    t->y_rows = arena_ints(&c, (size_t)Ny);
    t->y_tgt = arena_ints(&c, (size_t)Ny);
    t->enc_x0 = arena_floats(&c, Ns * C);
    t->dec_x0 = arena_floats(&c, Nt * C);
    for (int l = 0; l < t->Le; l++) {
        TfmLayerActs *a = &t->enc_acts[l];
        carve_sub(&c, &a->sub[0], Ns, t->C, bf16);
        carve_sub(&c, &a->sub[1], Ns, t->C, bf16);
        a->qkv = arena_floats(&c, Ns * 3 * C);
        a->sa_ctx = arena_floats(&c, Ns * C);
        const AttnShape es = self_shape(t, B, S, NULL, 0);
        const size_t np = B * NH * S * (size_t)attn_probs_row_len(&es);
        a->sa_probs = arena_floats(&c, np);
        a->sa_pdrop = drop ? arena_floats(&c, np) : NULL;
        a->ff = arena_floats(&c, Ns * F);
        a->sa_ctx_h = linear_copy_carve(&c, bf16, Ns, C);
        a->act_h = linear_copy_carve(&c, bf16, Ns, F);
        a->sa_h = carve_attn_bf16(&c, bf16, 1, Ns, Ns, C, np);
    }
    for (int l = 0; l < t->Ld; l++) {
        TfmLayerActs *a = &t->dec_acts[l];
        for (int k = 0; k < 3; k++) carve_sub(&c, &a->sub[k], Nt, t->C, bf16);
        a->qkv = arena_floats(&c, Nt * 3 * C);
        a->sa_ctx = arena_floats(&c, Nt * C);
        const AttnShape ds = self_shape(t, B, T, NULL, 1);
        const size_t np = B * NH * T * (size_t)attn_probs_row_len(&ds);
        a->sa_probs = arena_floats(&c, np);
        a->sa_pdrop = drop ? arena_floats(&c, np) : NULL;
        a->cq = arena_floats(&c, Nt * C);
        a->ckv = arena_floats(&c, Ns * 2 * C);
        a->ca_ctx = arena_floats(&c, Nt * C);
        a->ca_probs = arena_floats(&c, B * NH * T * S);
        a->ca_pdrop = drop ? arena_floats(&c, B * NH * T * S) : NULL;
        a->ff = arena_floats(&c, Nt * F);
        a->sa_ctx_h = linear_copy_carve(&c, bf16, Nt, C);
        a->ca_ctx_h = linear_copy_carve(&c, bf16, Nt, C);
        a->act_h = linear_copy_carve(&c, bf16, Nt, F);
        a->sa_h = carve_attn_bf16(&c, bf16, 1, Nt, Nt, C, np);
        a->ca_h = carve_attn_bf16(&c, bf16, 0, Nt, Ns, C, B * NH * T * S);
    }
    t->mem_h = linear_copy_carve(&c, bf16, Ns, C);
    if (pre) {
        t->mem = arena_floats(&c, Ns * C);
        t->mem_mean = arena_floats(&c, Ns);
        t->mem_rstd = arena_floats(&c, Ns);
        t->dec_h = arena_floats(&c, Nt * C);
        t->dec_mean = arena_floats(&c, Nt);
        t->dec_rstd = arena_floats(&c, Nt);
    } else if (arena) {
        t->mem = t->enc_acts[t->Le - 1].sub[1].ln;
        t->dec_h = t->dec_acts[t->Ld - 1].sub[2].ln;
    }
    t->hy = arena_floats(&c, (size_t)Ny * C);
    t->dx = arena_floats(&c, Nmax * C);
    t->dx2 = arena_floats(&c, Nmax * C);
    t->dy = arena_floats(&c, Nmax * C);
    t->din = arena_floats(&c, Nmax * C);
    t->dqkv = arena_floats(&c, Nmax * 3 * C);
    t->dctx = arena_floats(&c, Nmax * C);
    t->dff = arena_floats(&c, Nmax * F);
    t->ffa = arena_floats(&c, Nmax * F);
    t->dmem = arena_floats(&c, Ns * C);
    t->dckv = arena_floats(&c, Ns * 2 * C);
    return c.off;
}

void tfm_free_train(Tfm *t) {
    arena_free(&t->arena);
    t->has_fwd = 0;
}

static inline const float *sub_output(const Tfm *t, const TfmSub *s) {
    return t->norm == NORM_PRE ? s->res : s->ln;
}

// Sublayer entry: pre-LN normalises x (f's input is LN(x)); post-LN feeds x itself.
static const float *sub_in(Tfm *t, TfmSub *s, const float *x, const float *g, const float *b,
                           int N) {
    if (t->norm != NORM_PRE) return x;
    layernorm_forward(s->ln, s->mean, s->rstd, x, g, b, N, t->C);
    return s->ln;
}

// Sublayer exit with f's output y: res = x + drop(y); post-LN normalises res.
static void sub_out(Tfm *t, TfmSub *s, const float *x, const float *y, const float *g,
                    const float *b, int N, float p) {
    dropout_residual(s->res, x, y, (size_t)N * t->C, p, s->drop_seed);
    if (t->norm != NORM_PRE) layernorm_forward(s->ln, s->mean, s->rstd, s->res, g, b, N, t->C);
}

static AttnShape self_shape(const Tfm *t, int B, int T, const int *key_len, int causal) {
    const int C = t->C;
    AttnShape s = attn_shape(B, t->NH, t->HS, T, T, 3 * C, 3 * C, 3 * C, C);
    s.key_len = key_len;
    s.causal = causal;
    s.window = t->window;
    // local attention saves only the band of its probabilities, unless whole rows are no larger
    s.probs_band = t->window > 0;
    if (s.probs_band && attn_probs_row_len(&s) >= T) s.probs_band = 0;
    return s;
}

static AttnShape cross_shape(const Tfm *t, int B, int T, int S, const int *src_len) {
    const int C = t->C;
    AttnShape s = attn_shape(B, t->NH, t->HS, T, S, C, 2 * C, 2 * C, C);
    s.key_len = src_len;
    return s;
}

static void self_attn_fwd(Tfm *t, const TfmLayer *L, TfmLayerActs *a, const float *u,
                          LinearCopy *uh, const AttnShape *s, float pd, Rng *rng, float *y) {
    const int C = t->C, N = s->B * s->Tq;
    const TfmLayerParams *p = &L->p;
    linear_forward(a->qkv, u, uh, L->w.sa_wqkv, p->sa_bqkv, N, C, 3 * C);
    const AttnShape sh = with_bf16(s, &a->sa_h);
    attention_forward(a->sa_ctx, a->sa_probs, a->sa_pdrop, a->qkv, a->qkv + C, a->qkv + 2 * C, &sh,
                      pd, rng);
    linear_forward(y, a->sa_ctx, &a->sa_ctx_h, L->w.sa_wo, p->sa_bo, N, C, C);
}

static void cross_attn_fwd(Tfm *t, const TfmLayer *L, TfmLayerActs *a, const float *u,
                           LinearCopy *uh, const AttnShape *s, float pd, Rng *rng, float *y) {
    const int C = t->C, Nt = s->B * s->Tq, Ns = s->B * s->Tk;
    const TfmLayerParams *p = &L->p;
    linear_forward(a->cq, u, uh, L->w.ca_wq, p->ca_bq, Nt, C, C);
    linear_forward(a->ckv, t->mem, &t->mem_h, L->w.ca_wkv, p->ca_bkv, Ns, C, 2 * C);
    const AttnShape sh = with_bf16(s, &a->ca_h);
    attention_forward(a->ca_ctx, a->ca_probs, a->ca_pdrop, a->cq, a->ckv, a->ckv + C, &sh, pd, rng);
    linear_forward(y, a->ca_ctx, &a->ca_ctx_h, L->w.ca_wo, p->ca_bo, Nt, C, C);
}

// h = u W1^T + b1; a = drop(act(h)); y = a W2^T + b2. Saves a (ReLU) or h (GELU) in a->ff.
static void ffn_fwd(Tfm *t, const TfmLayer *L, TfmLayerActs *a, const float *u, LinearCopy *uh,
                    int N, float pd, float *y) {
    const int C = t->C, F = t->F;
    const size_t n = (size_t)N * F;
    const TfmLayerParams *p = &L->p;
    linear_forward(a->ff, u, uh, L->w.ff_w1, p->ff_b1, N, C, F);
    float *act = a->ff;
    if (t->act == ACT_GELU) {
        act = t->ffa;
        gelu_forward(act, a->ff, n);
    } else {
        relu_forward(act, a->ff, n);
    }
    dropout_forward(act, act, n, pd, a->ff_seed);
    linear_forward(y, act, &a->act_h, L->w.ff_w2, p->ff_b2, N, F, C);
}

static void draw_seeds(TfmLayerActs *a, Rng *rng) {
    for (int k = 0; k < 3; k++) a->sub[k].drop_seed = rng_next_u64(rng);
    a->ff_seed = rng_next_u64(rng);
}

static void encoder_fwd(Tfm *t, Rng *rng, float pd) {
    const int B = t->B, S = t->S, Ns = B * S;
    const float *x = t->enc_x0;
    AttnShape ss = self_shape(t, B, S, t->src_len_buf, 0);
    for (int l = 0; l < t->Le; l++) {
        const TfmLayer *L = &t->enc[l];
        const TfmLayerParams *p = &L->p;
        TfmLayerActs *a = &t->enc_acts[l];
        draw_seeds(a, rng);
        const float *u = sub_in(t, &a->sub[0], x, p->ln_g[0], p->ln_b[0], Ns);
        self_attn_fwd(t, L, a, u, &a->sub[0].u_h, &ss, pd, rng, t->dy);
        sub_out(t, &a->sub[0], x, t->dy, p->ln_g[0], p->ln_b[0], Ns, pd);
        x = sub_output(t, &a->sub[0]);
        u = sub_in(t, &a->sub[1], x, p->ln_g[1], p->ln_b[1], Ns);
        ffn_fwd(t, L, a, u, &a->sub[1].u_h, Ns, pd, t->dy);
        sub_out(t, &a->sub[1], x, t->dy, p->ln_g[1], p->ln_b[1], Ns, pd);
        x = sub_output(t, &a->sub[1]);
    }
    if (t->norm == NORM_PRE)
        layernorm_forward(t->mem, t->mem_mean, t->mem_rstd, x, t->enc_norm_g, t->enc_norm_b, Ns,
                          t->C);
}

static void decoder_fwd(Tfm *t, Rng *rng, float pd) {
    const int B = t->B, T = t->T, Nt = B * T;
    const float *x = t->dec_x0;
    AttnShape ss = self_shape(t, B, T, NULL, 1);
    AttnShape cs = cross_shape(t, B, T, t->S, t->src_len_buf);
    for (int l = 0; l < t->Ld; l++) {
        const TfmLayer *L = &t->dec[l];
        const TfmLayerParams *p = &L->p;
        TfmLayerActs *a = &t->dec_acts[l];
        draw_seeds(a, rng);
        const float *u = sub_in(t, &a->sub[0], x, p->ln_g[0], p->ln_b[0], Nt);
        self_attn_fwd(t, L, a, u, &a->sub[0].u_h, &ss, pd, rng, t->dy);
        sub_out(t, &a->sub[0], x, t->dy, p->ln_g[0], p->ln_b[0], Nt, pd);
        x = sub_output(t, &a->sub[0]);
        u = sub_in(t, &a->sub[1], x, p->ln_g[1], p->ln_b[1], Nt);
        cross_attn_fwd(t, L, a, u, &a->sub[1].u_h, &cs, pd, rng, t->dy);
        sub_out(t, &a->sub[1], x, t->dy, p->ln_g[1], p->ln_b[1], Nt, pd);
        x = sub_output(t, &a->sub[1]);
        u = sub_in(t, &a->sub[2], x, p->ln_g[2], p->ln_b[2], Nt);
        ffn_fwd(t, L, a, u, &a->sub[2].u_h, Nt, pd, t->dy);
        sub_out(t, &a->sub[2], x, t->dy, p->ln_g[2], p->ln_b[2], Nt, pd);
        x = sub_output(t, &a->sub[2]);
    }
    if (t->norm == NORM_PRE)
        layernorm_forward(t->dec_h, t->dec_mean, t->dec_rstd, x, t->dec_norm_g, t->dec_norm_b,
                          Nt, t->C);
}

static int check_ids(const int *ids, long n, int V, const char *what) {
    for (long i = 0; i < n; i++)
        if (ids[i] < 0 || ids[i] >= V)
            return td_error(TD_ERR_ARG, "%s token %ld: id %d outside the vocabulary [0, %d)", what,
                            i, ids[i], V);
    return TD_OK;
}

int tfm_forward(Model *m, const Batch *b, int train, LossInput *out) {
    Tfm *t = m->impl;
    const int B = b->B, S = b->S, T = b->T, C = t->C;
    if (B < 1 || S < 1 || T < 1)
        return td_error(TD_ERR_ARG, "empty batch (B %d S %d T %d)", B, S, T);
    if (t->pos != POS_NONE && (S > t->max_len || T > t->max_len))
        return td_error(TD_ERR_ARG, "batch lengths S %d T %d exceed --max-len %d", S, T,
                        t->max_len);
    TD_TRY(check_ids(b->src, (long)B * S, t->V, "source"));
    TD_TRY(check_ids(b->tgt_in, (long)B * T, t->V, "target input"));
    TD_TRY(check_ids(b->tgt_out, (long)B * T, t->V, "target output"));
    int Ny = 0;
    for (long i = 0; i < (long)B * T; i++) Ny += b->tgt_out[i] != TOK_PAD;
    TD_TRY(arena_reserve(&t->arena, carve_all(t, NULL, B, S, T, Ny)));
    carve_all(t, &t->arena, B, S, T, Ny);
    t->B = B;
    t->S = S;
    t->T = T;
    t->Ny = Ny;
    t->train = train;
    t->has_fwd = 0;
    memcpy(t->src_ids, b->src, (size_t)B * S * sizeof(int));
    memcpy(t->tgt_ids_in, b->tgt_in, (size_t)B * T * sizeof(int));
    for (int i = 0; i < B; i++) t->src_len_buf[i] = b->src_len[i] < S ? b->src_len[i] : S;
    for (int i = 0, k = 0; i < B * T; i++)
        if (b->tgt_out[i] != TOK_PAD) {
            t->y_rows[k] = i;
            t->y_tgt[k++] = b->tgt_out[i];
        }

    const float pd = train ? t->dropout : 0.0f;
    // Validation (train = 0) draws nothing from m->rng, so it cannot shift a resumed run's masks.
    Rng no_draws = {0}, *rng = train ? &m->rng : &no_draws;
    t->enc_emb_seed = rng_next_u64(rng);
    t->dec_emb_seed = rng_next_u64(rng);
    tfm_embed(t, t->enc_x0, t->emb_src, t->src_ids, B, S, 0);
    dropout_forward(t->enc_x0, t->enc_x0, (size_t)B * S * C, pd, t->enc_emb_seed);
    encoder_fwd(t, rng, pd);
    tfm_embed(t, t->dec_x0, tfm_tgt_emb(t), t->tgt_ids_in, B, T, 0);
    dropout_forward(t->dec_x0, t->dec_x0, (size_t)B * T * C, pd, t->dec_emb_seed);
    decoder_fwd(t, rng, pd);

    for (int k = 0; k < Ny; k++)
        memcpy(t->hy + (long)k * C, t->dec_h + (long)t->y_rows[k] * C, (size_t)C * sizeof(float));
    *out = (LossInput){.h = t->hy, .targets = t->y_tgt, .pos = t->y_rows, .N = Ny, .C = C,
                       .V = t->V, .weight = tfm_out_weight(t), .bias = t->out_b,
                       .dweight = tfm_g_out_w(t), .dbias = t->g_out_b};
    t->has_fwd = train;
    return TD_OK;
}

// ---- backward ------------------------------------------------------------------------------

static void swap_dx(Tfm *t) {
    float *tmp = t->dx;
    t->dx = t->dx2;
    t->dx2 = tmp;
}

// Backward through a sublayer's exit. In: t->dx = d(output). Out: t->dx = d(x) along the
// residual path, t->dy = d(f's output) (before dropout).
static void sub_out_bwd(Tfm *t, const TfmSub *s, const float *g, float *gg, float *gb, int N,
                        float pd) {
    const size_t n = (size_t)N * t->C;
    if (t->norm != NORM_PRE) {
        memset(t->dx2, 0, n * sizeof(float));
        layernorm_backward(t->dx2, gg, gb, t->dx, s->res, g, s->mean, s->rstd, N, t->C);
        swap_dx(t);
    }
    dropout_backward(t->dy, t->dx, n, pd, s->drop_seed, 0);
}

// Where f's input gradient goes: post-LN straight into dx (beta 1); pre-LN into din, then
// through the LN into dx (sub_in_bwd).
static float *din_target(Tfm *t, float *beta) {
    *beta = t->norm == NORM_PRE ? 0.0f : 1.0f;
    return t->norm == NORM_PRE ? t->din : t->dx;
}

static void sub_in_bwd(Tfm *t, const TfmSub *s, const float *x, const float *g, float *gg,
                       float *gb, int N) {
    if (t->norm == NORM_PRE)
        layernorm_backward(t->dx, gg, gb, t->din, x, g, s->mean, s->rstd, N, t->C);
}

static void self_attn_bwd(Tfm *t, TfmLayer *L, TfmLayerActs *a, const float *u, LinearCopy *uh,
                          const AttnShape *s, float pd) {
    const int C = t->C, N = s->B * s->Tq;
    TfmLayerParams *g = &L->g;
    linear_backward(t->dctx, 0.0f, g->sa_wo, g->sa_bo, t->dy, a->sa_ctx, &a->sa_ctx_h, L->w.sa_wo,
                    N, C, C);
    memset(t->dqkv, 0, (size_t)N * 3 * C * sizeof(float));
    const AttnShape sh = with_bf16(s, &a->sa_h);
    attention_backward(t->dqkv, t->dqkv + C, t->dqkv + 2 * C, t->dctx, a->sa_probs,
                       pd > 0.0f ? a->sa_pdrop : NULL, a->qkv, a->qkv + C, a->qkv + 2 * C, &sh,
                       pd);
    float beta;
    float *din = din_target(t, &beta);
    linear_backward(din, beta, g->sa_wqkv, g->sa_bqkv, t->dqkv, u, uh, L->w.sa_wqkv, N, C,
                    3 * C);
}

static void cross_attn_bwd(Tfm *t, TfmLayer *L, TfmLayerActs *a, const float *u, LinearCopy *uh,
                           const AttnShape *s, float pd) {
    const int C = t->C, Nt = s->B * s->Tq, Ns = s->B * s->Tk;
    TfmLayerParams *g = &L->g;
    float *dq = t->dqkv;
    linear_backward(t->dctx, 0.0f, g->ca_wo, g->ca_bo, t->dy, a->ca_ctx, &a->ca_ctx_h, L->w.ca_wo,
                    Nt, C, C);
    memset(dq, 0, (size_t)Nt * C * sizeof(float));
    memset(t->dckv, 0, (size_t)Ns * 2 * C * sizeof(float));
    const AttnShape sh = with_bf16(s, &a->ca_h);
    attention_backward(dq, t->dckv, t->dckv + C, t->dctx, a->ca_probs,
                       pd > 0.0f ? a->ca_pdrop : NULL, a->cq, a->ckv, a->ckv + C, &sh, pd);
    float beta;
    float *din = din_target(t, &beta);
    linear_backward(din, beta, g->ca_wq, g->ca_bq, dq, u, uh, L->w.ca_wq, Nt, C, C);
    linear_backward(t->dmem, 1.0f, g->ca_wkv, g->ca_bkv, t->dckv, t->mem, &t->mem_h, L->w.ca_wkv,
                    Ns, C, 2 * C);
}

static void ffn_bwd(Tfm *t, TfmLayer *L, TfmLayerActs *a, const float *u, LinearCopy *uh, int N,
                    float pd) {
    const int C = t->C, F = t->F;
    TfmLayerParams *g = &L->g;
    const size_t n = (size_t)N * F;
    const float *act = a->ff;
    if (t->act == ACT_GELU) {  // recompute drop(gelu(h)) instead of storing it
        gelu_forward(t->ffa, a->ff, n);
        dropout_forward(t->ffa, t->ffa, n, pd, a->ff_seed);
        act = t->ffa;
    }
    linear_backward(t->dff, 0.0f, g->ff_w2, g->ff_b2, t->dy, act, &a->act_h, L->w.ff_w2, N, F, C);
    float *dh = t->dff;
    if (t->act == ACT_GELU) {
        dropout_backward(t->dff, t->dff, n, pd, a->ff_seed, 0);
        memset(t->ffa, 0, n * sizeof(float));
        gelu_backward(t->ffa, t->dff, a->ff, n);
        dh = t->ffa;
    } else {
        // a = drop(relu(h)) > 0 exactly where h > 0 and the unit was kept (mask = 1/(1-p)).
        const float keep = pd > 0.0f ? 1.0f / (1.0f - pd) : 1.0f;
        dropout_relu_backward(t->dff, act, n, keep);
    }
    float beta;
    float *din = din_target(t, &beta);
    linear_backward(din, beta, g->ff_w1, g->ff_b1, dh, u, uh, L->w.ff_w1, N, C, F);
}

// One sublayer's backward: exit, f, entry. xin is the sublayer's input x.
static void sub_bwd(Tfm *t, int kind, TfmLayer *L, TfmLayerActs *a, int k, const float *xin,
                    const AttnShape *s, int N, float pd) {
    TfmSub *sb = &a->sub[k];
    sub_out_bwd(t, sb, L->p.ln_g[k], L->g.ln_g[k], L->g.ln_b[k], N, pd);
    const float *u = t->norm == NORM_PRE ? sb->ln : xin;
    if (kind == 0) self_attn_bwd(t, L, a, u, &sb->u_h, s, pd);
    else if (kind == 1) cross_attn_bwd(t, L, a, u, &sb->u_h, s, pd);
    else ffn_bwd(t, L, a, u, &sb->u_h, N, pd);
    sub_in_bwd(t, sb, xin, L->p.ln_g[k], L->g.ln_g[k], L->g.ln_b[k], N);
}

// Embedding backward: dx = d(embedded input after dropout) [B*T, C] (overwritten).
static void embed_bwd(Tfm *t, float *gtable, const int *ids, int B, int T, uint64_t seed,
                      float pd) {
    const int C = t->C;
    const size_t n = (size_t)B * T * C;
    dropout_backward(t->dx, t->dx, n, pd, seed, 0);
    embedding_backward(gtable, t->dx, ids, B * T, C, sqrtf((float)C), TOK_PAD);
    if (t->pos == POS_LEARNED)
        for (int r = 0; r < B * T; r++)
            accumulate(t->g_pos_emb + (long)(r % T) * C, t->dx + (long)r * C, (size_t)C);
}

int tfm_backward(Model *m, const float *dh) {
    Tfm *t = m->impl;
    if (!t->has_fwd) return td_error(TD_ERR_ARG, "transformer backward without a training forward");
    t->has_fwd = 0;
    const int B = t->B, S = t->S, T = t->T, C = t->C, Ns = B * S, Nt = B * T, Ny = t->Ny;
    const float pd = t->train ? t->dropout : 0.0f;
    const int pre = t->norm == NORM_PRE;
    memset(t->dx, 0, (size_t)Nt * C * sizeof(float));
    for (int k = 0; k < Ny; k++)
        memcpy(t->dx + (long)t->y_rows[k] * C, dh + (long)k * C, (size_t)C * sizeof(float));
    const float *dec_last = pre ? t->dec_acts[t->Ld - 1].sub[2].res : NULL;
    if (pre) {
        memset(t->dx2, 0, (size_t)Nt * C * sizeof(float));
        layernorm_backward(t->dx2, t->g_dec_norm_g, t->g_dec_norm_b, t->dx, dec_last,
                           t->dec_norm_g, t->dec_mean, t->dec_rstd, Nt, C);
        swap_dx(t);
    }
    memset(t->dmem, 0, (size_t)Ns * C * sizeof(float));
    AttnShape ss = self_shape(t, B, T, NULL, 1);
    AttnShape cs = cross_shape(t, B, T, S, t->src_len_buf);
    for (int l = t->Ld - 1; l >= 0; l--) {
        TfmLayerActs *a = &t->dec_acts[l];
        const float *x0 = l ? sub_output(t, &t->dec_acts[l - 1].sub[2]) : t->dec_x0;
        const float *x1 = sub_output(t, &a->sub[0]), *x2 = sub_output(t, &a->sub[1]);
        sub_bwd(t, 2, &t->dec[l], a, 2, x2, NULL, Nt, pd);
        sub_bwd(t, 1, &t->dec[l], a, 1, x1, &cs, Nt, pd);
        sub_bwd(t, 0, &t->dec[l], a, 0, x0, &ss, Nt, pd);
    }
    embed_bwd(t, tfm_g_tgt_emb(t), t->tgt_ids_in, B, T, t->dec_emb_seed, pd);

    // encoder: d(mem) accumulated by every cross-attention
    if (pre) {
        memset(t->dx, 0, (size_t)Ns * C * sizeof(float));
        layernorm_backward(t->dx, t->g_enc_norm_g, t->g_enc_norm_b, t->dmem,
                           t->enc_acts[t->Le - 1].sub[1].res, t->enc_norm_g, t->mem_mean,
                           t->mem_rstd, Ns, C);
    } else {
        memcpy(t->dx, t->dmem, (size_t)Ns * C * sizeof(float));
    }
    AttnShape es = self_shape(t, B, S, t->src_len_buf, 0);
    for (int l = t->Le - 1; l >= 0; l--) {
        TfmLayerActs *a = &t->enc_acts[l];
        const float *x0 = l ? sub_output(t, &t->enc_acts[l - 1].sub[1]) : t->enc_x0;
        const float *x1 = sub_output(t, &a->sub[0]);
        sub_bwd(t, 2, &t->enc[l], a, 1, x1, NULL, Ns, pd);
        sub_bwd(t, 0, &t->enc[l], a, 0, x0, &es, Ns, pd);
    }
    embed_bwd(t, t->g_emb_src, t->src_ids, B, S, t->enc_emb_seed, pd);
    return TD_OK;
}
