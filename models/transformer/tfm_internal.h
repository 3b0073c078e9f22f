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

#include <omp.h>

#include "models/model.h"
#include "tensor/attention.h"

// A loop that runs in an OpenMP team only when the work pays for it: libgomp makes a futex
// syscall per parallel region even for a team of one (or an `if` clause that is false), which
// dominated small models and batch-1 decoding. Usage: TFM_PAR_FOR(work, (long i = 0; i < n; i++),
// { body }).
#define TFM_PAR_MIN 32768L
#define TFM_PAR_FOR(work, head, ...)                                                             \
    do {                                                                                         \
        if ((long)(work) > TFM_PAR_MIN && omp_get_max_threads() > 1) {                           \
            _Pragma("omp parallel for schedule(static)") for head __VA_ARGS__                    \
        } else {                                                                                 \
            for head __VA_ARGS__                                                                 \
        }                                                                                        \
    } while (0)

// One layer's tensors (values or, in a second copy, gradients). Encoder layers leave the cross-
// attention fields NULL. Q, K, V of self-attention are one [3, C, C] tensor (one GEMM; each [C, C]
// block is initialised like its own torch.nn.Linear), cross-attention K, V one [2, C, C].
typedef struct TfmLayerParams {
    float *sa_wqkv, *sa_bqkv, *sa_wo, *sa_bo;                  // [3C, C] [3C] [C, C] [C]
    float *ca_wq, *ca_bq, *ca_wkv, *ca_bkv, *ca_wo, *ca_bo;    // [C, C] [C] [2C, C] [2C] [C, C] [C]
    float *ff_w1, *ff_b1, *ff_w2, *ff_b2;                      // [F, C] [F] [C, F] [C]
    float *ln_g[3], *ln_b[3];                                  // [C] each (decoder uses 3)
} TfmLayerParams;

typedef struct TfmLayer {
    TfmLayerParams p, g;  // values, gradients
} TfmLayer;

// A residual sublayer's saved activations.
//   post-LN: out = LN(x + drop(f(x)))   saves res = x + drop(f(x)) and ln = out
//   pre-LN:  out = x + drop(f(LN(x)))   saves ln = LN(x) (f's input) and res = out
typedef struct TfmSub {
    float *ln, *res;          // [rows, C]
    float *mean, *rstd;       // [rows]
    uint64_t drop_seed;       // residual dropout mask seed (regenerated in backward)
} TfmSub;

// A layer's saved activations (training forward).
typedef struct TfmLayerActs {
    TfmSub sub[3];               // self-attention, (cross-attention,) FFN
    float *qkv, *sa_ctx;         // [Nt or Ns, 3C], [., C]
    float *sa_probs, *sa_pdrop;  // [B, NH, T, T] (pdrop only with dropout)
    float *cq, *ckv, *ca_ctx;    // [Nt, C], [Ns, 2C], [Nt, C]
    float *ca_probs, *ca_pdrop;  // [B, NH, T, S]
    float *ff;                   // ReLU: dropout(relu(h)); GELU: h (pre-activation)   [rows, F]
    uint64_t ff_seed;            // FFN activation dropout seed
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
    float *pe;  // sinusoidal table [max_len, C] (POS_SINUSOIDAL)
    DecodeState *spare_state;  // a freed decoding state, reused by the next encode
    const ParamTable *params;  // the model's table (its float16 copy, when built, for decoding)

    // ---- training activations (one arena sized for the largest batch) ----
    void *arena;
    size_t arena_cap;
    int B, S, T, Ny, train;  // shape of the last forward
    int has_fwd;             // a train = 1 forward is waiting for its backward
    float label_smoothing;
    const int *src_len;      // [B] (copied into src_len_buf)
    int *src_len_buf, *tgt_ids_in, *src_ids, *y_rows, *y_tgt;  // [B], [Nt], [Ns], [Ny], [Ny]
    int ids_cap;
    uint64_t enc_emb_seed, dec_emb_seed;
    float *enc_x0, *dec_x0;         // embedded inputs after dropout [Ns, C], [Nt, C]
    TfmLayerActs *enc_acts, *dec_acts;
    float *mem, *mem_mean, *mem_rstd;      // encoder output [Ns, C] (pre-LN: after final norm)
    float *dec_h, *dec_mean, *dec_rstd;    // decoder output [Nt, C] (pre-LN: after final norm)
    float *hy;                              // non-pad decoder outputs [Ny, C]
    float *logits;                          // [Ny, V]: logits, then probs, then dlogits
    double *row_loss;                       // [2 Ny] per-row loss and NLL
    // gradient scratch
    float *dx, *dx2, *dy, *din, *dqkv, *dctx, *dff, *ffa, *dmem, *dckv, *dhy;
} Tfm;

// The target-side table and the output matrix (the source table itself when tied) and their
// gradient slots: one tensor, three uses, one gradient.
static inline float *tfm_tgt_emb(const Tfm *t) { return t->emb_tgt ? t->emb_tgt : t->emb_src; }
static inline float *tfm_out_w(const Tfm *t) { return t->out_w ? t->out_w : t->emb_src; }
static inline float *tfm_g_tgt_emb(const Tfm *t) {
    return t->emb_tgt ? t->g_emb_tgt : t->g_emb_src;
}
static inline float *tfm_g_out_w(const Tfm *t) { return t->out_w ? t->g_out_w : t->g_emb_src; }

// ---- shared helpers (tfm_layers.c) ----
// Residual dropout with a counter-based mask (regenerated from `seed` in backward, nothing
// stored): keep element i with probability 1 - p, scale kept ones by 1 / (1 - p).
// out = x * mask (out may alias x); with p == 0 a copy.
void tfm_dropout(float *out, const float *x, size_t n, float p, uint64_t seed);
// dx += dout * mask (the same mask as tfm_dropout with the same seed); dx may alias dout only
// when `assign` is 1 (then dx = dout * mask).
void tfm_dropout_backward(float *dx, const float *dout, size_t n, float p, uint64_t seed,
                          int assign);
// d = act > 0 ? d * keep : 0 in place: backward of act = dropout(relu(h)) (act > 0 exactly where
// h > 0 and the unit was kept, whose mask value is keep = 1 / (1 - p)).
void tfm_relu_dropout_backward(float *d, const float *act, size_t n, float keep);
// out = x + dropout(y) (residual add).
void tfm_residual(float *out, const float *x, const float *y, size_t n, float p, uint64_t seed);

// C (M, N) = op(A) @ op(B) + beta * C with blas_gemm's contract (alpha 1) for training: tiny
// products (< TFM_SMALL_GEMM multiply-adds) to plain loops (no BLIS/OpenMP start-up), the rest to
// blas_gemm — with more than one thread, one single-threaded call per thread on a slice of C's
// rows (see tfm_layers.c for why). Decoding uses tfm_linear_rows instead.
#define TFM_SMALL_GEMM 32768L
void tfm_gemm(int ta, int tb, int M, int N, int K, const float *A, int lda, const float *B,
              int ldb, float beta, float *C, int ldc);
// out (N, OC) = in (N, C) @ w^T + b (b may be NULL); w stored (OC, C).
void tfm_linear_forward(float *out, const float *in, const float *w, const float *b, int N, int C,
                        int OC);
// The same product through gemm_rows (tensor/gemm_rows.h) for decoding: the weight streamed once,
// no packing, and each output element summed in one fixed order whatever N is, so a batch of N
// rows gives the bits of N batches of one. When t->params holds a float16 copy of the weights
// (params_half_build), w is read from it (gemm_rows_f16: half the bytes, same arithmetic).
void tfm_linear_rows(const Tfm *t, float *out, const float *in, const float *w, const float *b,
                     int N, int C, int OC);

// Linear forward/backward with an overwrite-or-accumulate input gradient (din_beta 0 or 1) and
// a row-parallel, reproducible bias gradient: din (N, C) = din_beta * din + dout @ w;
// dw (OC, C) += dout^T @ in; db (OC) += sum_n dout. Any gradient may be NULL.
void tfm_linear_backward(float *din, float din_beta, float *dw, float *db, const float *dout,
                         const float *in, const float *w, int N, int C, int OC);

// Label-smoothed cross-entropy over logits [N, V] (torch's definition: q = (1 - eps) onehot +
// eps / V), fused: logits become softmax probabilities in place; row_loss [2N] doubles receive the
// per-row loss and NLL (summed in row order: reproducible). Returns the summed loss; *nll_sum =
// summed -log p(target) (exact, from the log-sum-exp). Vectorised exp (AVX-512) when available.
double tfm_ce_forward(float *logits, double *row_loss, const int *targets, int N, int V, float eps,
                      double *nll_sum);
// probs [N, V] -> dlogits = dloss * (probs - q) in place.
void tfm_ce_backward(float *probs, const int *targets, int N, int V, float eps, float dloss);

// Embedding rows * sqrt(C) + positions [pos0, pos0 + T) for ids [B, T] (row r at position
// pos0 + r % T); out [B*T, C].
void tfm_embed(const Tfm *t, float *out, const float *table, const int *ids, int B, int T,
               int pos0);

// ---- decoding (tfm_decode.c) ----
DecodeState *tfm_encode(Model *m, const int *src, const int *src_len, int B, int S);
int tfm_step(Model *m, DecodeState *st, const DecodeRows *rows, const int *prev,
             float *logprobs);
int tfm_reorder(Model *m, DecodeState *st, const int *parent, int new_n);
int tfm_cross_attention(Model *m, const DecodeState *st, const DecodeRows *rows, int layer,
                        int head, float *out);
int tfm_self_attention(Model *m, const DecodeState *st, const DecodeRows *rows, int side,
                       int layer, int head, int r, float *out);
void tfm_free_state(Model *m, DecodeState *st);
void tfm_free_spare_state(Tfm *t);

// ---- training (tfm_train.c) ----
int tfm_forward(Model *m, const Batch *b, int train, float label_smoothing, ModelLoss *loss);
int tfm_backward(Model *m, float dloss);
void tfm_free_train(Tfm *t);

#endif
