// Private structures of the Transformer (models/transformer/*.c only; everything else sees the
// model through ModelOps, models/model.h).
//
// Dimension legend: B sentences, S padded source length, T padded target length, C d_model,
// NH heads, HS head size (C / NH), F FFN size, V vocab, Le/Ld encoder/decoder layers,
// Ns = B*S source rows, Nt = B*T target rows, Ny non-pad target tokens, N decoding rows.
#ifndef TANDEM_TFM_INTERNAL_H
#define TANDEM_TFM_INTERNAL_H

#include <stddef.h>
#include <stdint.h>

#include "models/model.h"
#include "tensor/arena.h"
#include "tensor/attention.h"
#include "tensor/linear.h"
#include "tensor/parallel.h"

// One layer's tensors (values or, in a second copy, gradients). Encoder layers leave the cross-
// attention fields NULL. Q, K, V of self-attention are one [3, C, C] tensor (one GEMM; each [C, C]
// block is initialised like its own torch.nn.Linear), cross-attention K, V one [2, C, C].
typedef struct TfmLayerParams {
    float *sa_wqkv, *sa_bqkv, *sa_wo, *sa_bo;                  // [3C, C] [3C] [C, C] [C]
    float *ca_wq, *ca_bq, *ca_wkv, *ca_bkv, *ca_wo, *ca_bo;    // [C, C] [C] [2C, C] [2C] [C, C] [C]
    float *ff_w1, *ff_b1, *ff_w2, *ff_b2;                      // [F, C] [F] [C, F] [C]
    float *ln_g[3], *ln_b[3];                                  // [C] each (decoder uses 3)
} TfmLayerParams;

// One layer's weight matrices as the linear layer reads them (tensor/weight.h: typed handles owned
// by the parameter table; the same tensors as p's matrices).
typedef struct TfmLayerWeights {
    const Weight *sa_wqkv, *sa_wo, *ca_wq, *ca_wkv, *ca_wo, *ff_w1, *ff_w2;
} TfmLayerWeights;

typedef struct TfmLayer {
    TfmLayerParams p, g;  // values, gradients
    TfmLayerWeights w;    // handles of p's matrices
} TfmLayer;

// A residual sublayer's saved activations.
//   post-LN: out = LN(x + drop(f(x)))   saves res = x + drop(f(x)) and ln = out
//   pre-LN:  out = x + drop(f(LN(x)))   saves ln = LN(x) (f's input) and res = out
typedef struct TfmSub {
    float *ln, *res;          // [rows, C]
    float *mean, *rstd;       // [rows]
    LinearCopy u_h;           // bfloat16 copy of f's input (training with bfloat16 weights)
    uint64_t drop_seed;       // residual dropout mask seed (regenerated in backward)
} TfmSub;

// A layer's saved activations (training forward).
typedef struct TfmLayerActs {
    TfmSub sub[3];               // self-attention, (cross-attention,) FFN
    float *qkv, *sa_ctx;         // [Nt or Ns, 3C], [., C]
    float *sa_probs, *sa_pdrop;  // [B, NH, T, T] (S for the encoder), or under a local window W
                                 // the band [B, NH, T, 2W+1] (decoder W+1; tensor/attention.h
                                 // probs_band) when that is shorter than T; pdrop only with dropout
    float *cq, *ckv, *ca_ctx;    // [Nt, C], [Ns, 2C], [Nt, C]
    float *ca_probs, *ca_pdrop;  // [B, NH, T, S]
    float *ff;                   // ReLU: dropout(relu(h)); GELU: h (pre-activation)   [rows, F]
    uint64_t ff_seed;            // FFN activation dropout seed
    LinearCopy sa_ctx_h, ca_ctx_h, act_h;  // bfloat16 copies of the inputs of the output
                                           // projections and of ffn.w2 (bfloat16 weights)
    AttnBf16 sa_h, ca_h;  // bfloat16 operands of the self- and cross-attention products, written
                          // by the forward, read by the backward (bfloat16 weights; else q NULL)
} TfmLayerActs;

typedef struct Tfm {
    int C, NH, HS, F, V, Le, Ld, max_len;
    NormPlacement norm;
    PosEncoding pos;
    Activation act;
    int window;
    float dropout;
    TfmLayer *enc, *dec;
    // embeddings (tied: all three point at one tensor and one gradient slot)
    float *emb_src, *emb_tgt, *out_w, *out_b, *pos_emb;
    float *g_emb_src, *g_emb_tgt, *g_out_w, *g_out_b, *g_pos_emb;
    float *enc_norm_g, *enc_norm_b, *dec_norm_g, *dec_norm_b;  // pre-LN final norms
    float *g_enc_norm_g, *g_enc_norm_b, *g_dec_norm_g, *g_dec_norm_b;
    const Weight *w_emb_src, *w_out;  // handles of emb_src when tied (else NULL) and out_w
    float *pe;  // sinusoidal table [max_len, C] (POS_SINUSOIDAL)
    // A freed decoding state, reused by the next encode (its buffers keep their capacity). It is
    // why one Tfm decodes from one thread at a time (models/model.h, decoding contract).
    DecodeState *spare_state;
    const ParamTable *params;  // the model's table (its weight handles, with their copies)

    // ---- training activations (one arena sized for the largest batch) ----
    Arena arena;
    int B, S, T, Ny, train;  // shape of the last forward
    int has_fwd;             // a train = 1 forward is waiting for its backward
    const int *src_len;      // [B] (copied into src_len_buf)
    int *src_len_buf, *tgt_ids_in, *src_ids, *y_rows, *y_tgt;  // [B], [Nt], [Ns], [Ny], [Ny]
    int ids_cap;
    uint64_t enc_emb_seed, dec_emb_seed;
    float *enc_x0, *dec_x0;         // embedded inputs after dropout [Ns, C], [Nt, C]
    TfmLayerActs *enc_acts, *dec_acts;
    float *mem, *mem_mean, *mem_rstd;      // encoder output [Ns, C] (pre-LN: after final norm)
    float *dec_h, *dec_mean, *dec_rstd;    // decoder output [Nt, C] (pre-LN: after final norm)
    float *hy;                              // non-pad decoder outputs [Ny, C]
    LinearCopy mem_h;                       // bfloat16 copy of mem (every cross-attention K, V)
    // gradient scratch
    float *dx, *dx2, *dy, *din, *dqkv, *dctx, *dff, *ffa, *dmem, *dckv;
} Tfm;

// The target-side table and the output matrix (the source table itself when tied) and their
// gradient slots: one tensor, three uses, one gradient.
static inline float *tfm_tgt_emb(const Tfm *t) { return t->emb_tgt ? t->emb_tgt : t->emb_src; }
static inline float *tfm_out_w(const Tfm *t) { return t->out_w ? t->out_w : t->emb_src; }
static inline float *tfm_g_tgt_emb(const Tfm *t) {
    return t->emb_tgt ? t->g_emb_tgt : t->g_emb_src;
}
static inline float *tfm_g_out_w(const Tfm *t) { return t->out_w ? t->g_out_w : t->g_emb_src; }
static inline const Weight *tfm_out_weight(const Tfm *t) {
    return t->out_w ? t->w_out : t->w_emb_src;
}

// ---- the input of both passes (transformer.c, beside the sinusoidal table) ----
// Embedding rows * sqrt(C) + positions [pos0, pos0 + T) for ids [B, T] (row r at position
// pos0 + r % T); out [B*T, C].
void tfm_embed(const Tfm *t, float *out, const float *table, const int *ids, int B, int T,
               int pos0);

// ModelOps entry points: decoding in tfm_decode.c, training in tfm_train.c.
MODEL_OPS_DECLARE(tfm);

// ---- decoding (tfm_decode.c) ----
// (tfm_encode, tfm_step, tfm_reorder, tfm_cross_attention, tfm_free_state: MODEL_OPS_DECLARE)
int tfm_self_attention(Model *m, const DecodeState *st, const DecodeRows *rows, int side,
                       int layer, int head, int r, float *out);
void tfm_free_spare_state(Tfm *t);

// ---- training (tfm_train.c) ----
// (tfm_forward, tfm_backward: MODEL_OPS_DECLARE)
void tfm_free_train(Tfm *t);

#endif
