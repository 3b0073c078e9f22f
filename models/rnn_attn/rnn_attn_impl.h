// Private structures of the RNN encoder-decoder (models/rnn_attn/), shared by its .c files.
//
// Dimension legend: B sentences, S padded source length, T padded target length, V vocab,
// E embedding size, H encoder hidden size per direction, C = 2H encoder output size, Hd decoder
// hidden size (= attention width A), G gate blocks (3 GRU, 4 LSTM), Le/Ld encoder/decoder layers,
// N decoding rows. Activations are TIME-MAJOR: [S, B, *] and [T, B, *], so the rows of one time
// step are contiguous and the input products of all steps are one GEMM.
#ifndef TANDEM_RNN_ATTN_IMPL_H
#define TANDEM_RNN_ATTN_IMPL_H

#include <stddef.h>

#include "models/model.h"
#include "tensor/attn_score.h"

#define RNN_MAX_LAYERS 8
#define RNN_MAX_SLICES 64  // batch slices of the recurrent loops (one per thread)

typedef struct RnnParam {
    float *v, *g;  // value and gradient (params_add fills them)
} RnnParam;

// One recurrent layer. Decoder layer 0 uses w_ih for its embedding input (w_ie) and has the
// context and input-feeding parts in RnnAttn.dec_wc / dec_wf.
typedef struct RnnLayer {
    RnnParam w_ih, b_ih, w_hh, b_hh;
    int in;  // input width
} RnnLayer;

// Activations of one teacher-forced batch (all carved from one arena; see rnn_layout()).
typedef struct RnnActs {
    int *src, *len, *tin, *tout;  // time-major ids [S*B], [B], [T*B], [T*B]
    int *orow, *otgt;             // [n_out] rows (t*B + b) with a real target, and their targets
    int n_out;                    // non-pad target tokens: the output layer runs on these only
    float *zeros;                 // [B, max(H, Hd)] zero state
    float *gh;                    // [2, B, G*max(H, Hd)] per-step hidden-gate scratch
    // encoder
    float *x0, *m0;                              // [S, B, E] dropped embeddings, dropout mask
    float *xin[RNN_MAX_LAYERS], *xm[RNN_MAX_LAYERS];  // l > 0: [S, B, C] dropped input, mask
    float *out[RNN_MAX_LAYERS];                  // [S, B, C] states (fwd | bwd)
    float *eg[RNN_MAX_LAYERS][2];                // [S, B, G*H] activated gates
    float *eghn[RNN_MAX_LAYERS][2];              // GRU [S, B, H] saved gh_n
    float *ec[RNN_MAX_LAYERS][2];                // LSTM [S, B, H] cells
    float *mem, *mm;                             // [S, B, C] encoder outputs after dropout, mask
    float *keys;                                 // [S, B, Hd] W_k mem (additive, general)
    float *mean, *s0;                            // [B, C] masked mean, [B, Ld*Hd] tanh bridge
    // decoder
    float *e, *em;                               // [T, B, E] dropped target embeddings, mask
    float *sd[RNN_MAX_LAYERS], *cd[RNN_MAX_LAYERS];  // [T+1, B, Hd] states (index 0 initial)
    float *gd[RNN_MAX_LAYERS];                   // [T, B, G*Hd] gates
    float *ghnd[RNN_MAX_LAYERS];                 // GRU [T, B, Hd]
    float *xd[RNN_MAX_LAYERS], *xdm[RNN_MAX_LAYERS];  // l > 0: [T, B, Hd] dropped input, mask
    float *q;                                    // [T, B, Hd] projected queries (additive)
    float *sc, *w;                               // [T, B, S] scores, attention weights
    float *ctx;                                  // [T, B, C] contexts
    float *o, *od, *om;                          // [T, B, E] tanh output, dropped, mask
    float *odc, *d_odc;                          // [n_out, E] od gathered at orow, its grad
    float *logits;                               // [n_out, V] logits, then probabilities
    // backward
    float *d_od, *d_top, *d_ctx, *d_e;           // [T,B,E], [T,B,Hd], [T,B,C], [T,B,E]
    float *d_gd[RNN_MAX_LAYERS], *d_ghd[RNN_MAX_LAYERS];  // [T, B, G*Hd]
    float *d_q;                                  // [T, B, Hd]
    float *dh[RNN_MAX_LAYERS], *dc[RNN_MAX_LAYERS];  // [B, Hd] carries
    float *dx;                                   // [B, Hd] scratch
    float *dws, *dsc;                            // [B, S] scratch
    float *d_mem, *d_keys, *d_s0, *d_mean;       // [S,B,C], [S,B,Hd], [B,Ld*Hd], [B,C]
    float *d_out[RNN_MAX_LAYERS];                // [S, B, C]
    float *d_eg[RNN_MAX_LAYERS][2], *d_egh[RNN_MAX_LAYERS][2];  // [S, B, G*H]
    float *d_x;                                  // [S, B, max(E, C)]
    float *dhe, *dce;                            // [2, B, H] encoder carries (per direction)
    float *dvp;                                  // [RNN_MAX_SLICES, Hd] per-slice grads of att.v
} RnnActs;

typedef struct RnnAttn {
    int V, E, H, C, Hd, G, Le, Ld, lstm, feed;
    AttnScore score;
    AttnNormalizer norm;
    float drop;
    const ParamTable *params;  // the model's table (its float16 copy, when built, for decoding)
    RnnParam emb_src, emb_tgt, out_proj, out_bias;  // the same tensor three times when tied
    RnnLayer enc[RNN_MAX_LAYERS][2];
    RnnParam bridge_w, bridge_b;                    // [Ld*Hd, C], [Ld*Hd]
    RnnParam att_wk, att_wq, att_bq, att_v;         // [Hd, C], [Hd, Hd], [Hd], [Hd]
    RnnLayer dec[RNN_MAX_LAYERS];
    RnnParam dec_wc, dec_wf;                        // [G*Hd, C], [G*Hd, E] (input feeding)
    RnnParam out_w, out_b;                          // [E, Hd + C + E], [E]
    // activations
    float *arena;
    size_t arena_cap;
    int *iarena;
    size_t iarena_cap;
    RnnActs a;
    int B, S, T;       // shapes of the last forward
    float eps;         // its label smoothing
    int ready;         // 1 after a training forward (backward allowed)
    int tied;          // tied embeddings
} RnnAttn;

// One decoder step for N rows (training: pointers into the [T, B, *] activations at step t;
// decoding: the DecodeState's buffers). See rnn_dec_step_forward.
typedef struct RnnStepIO {
    int N, S;
    const int *krow, *len;                  // key row and source length of each row
    const float *keys;                      // scoring keys [.., Hd] (dot: = mem, width C)
    long ks, kb;
    const float *mem;                       // values [.., C]
    long ms, mb;
    const float *h_prev[RNN_MAX_LAYERS], *c_prev[RNN_MAX_LAYERS];  // [N, Hd]
    float *h_out[RNN_MAX_LAYERS], *c_out[RNN_MAX_LAYERS];          // [N, Hd]
    float *gates[RNN_MAX_LAYERS];   // [N, G*Hd]; layer 0 holds e W_ie^T + b_ie (+ b_hh LSTM)
    float *ghn[RNN_MAX_LAYERS];     // GRU [N, Hd] (saved for backward)
    float *xin[RNN_MAX_LAYERS], *xm[RNN_MAX_LAYERS];  // l > 0 [N, Hd]
    const float *o_prev;            // input feeding: [N, E] previous attentional vector
    float *q;                       // [N, Hd] (additive)
    float *sc, *w;                  // [N, S]
    float *ctx;                     // [N, C]
    float *gh;                      // [N, G*Hd] scratch
    int rows;                       // 1: products by rnn_rows_linear (decoding), 0: rnn_gemm
} RnnStepIO;

// Sets every pointer of ra->a for a batch of shape (B, S, T) inside `base` (NULL: sizes only);
// grads = 0 leaves the backward-only buffers empty (validation, encode). Returns the number of
// floats needed; *ints gets the number of ints.
size_t rnn_layout(RnnAttn *ra, float *base, int *ibase, int B, int S, int T, int grads,
                  size_t *ints);
// Grows the arena for (B, S, T) and sets the pointers. Returns 0 or TD_ERR_NOMEM.
int rnn_reserve(RnnAttn *ra, int B, int S, int T, int grads);

// Encoder over time-major ids ra->a.src with lengths ra->a.len: fills out, mem, keys, mean, s0.
// rows = 1 (decoding's encode): the per-step recurrent products [B, H] x w_hh^T go through
// gemm_rows (weights streamed, no BLIS packing per time step; each sentence's bits independent of
// the batch); rows = 0 (training, dev loss): rnn_gemm.
void rnn_encoder_forward(RnnAttn *ra, int B, int S, int train, int rows, Rng *rng);
// Backward from a.d_mem, a.d_keys and a.d_s0 (accumulated by the decoder) into parameter grads.
void rnn_encoder_backward(RnnAttn *ra, int B, int S);

// One decoder step: attention with the previous top state as query, then the layers. Dropout
// between layers multiplies by io->xm[l] (masks drawn by the caller; NULL: none).
void rnn_dec_step_forward(RnnAttn *ra, const RnnStepIO *io);

// Deep output for N rows: pre = W_o [s; c; e] + b_o, o = tanh(pre) (row strides all natural);
// rows as in RnnStepIO.
void rnn_deep_output(RnnAttn *ra, float *o, const float *s, const float *c, const float *e, int N,
                     int rows);

// Teacher-forced decoder over (ra->B, ra->T) after the encoder: returns the summed label-smoothed
// loss, *nll the summed NLL and *ntok the non-pad target count.
double rnn_decoder_forward(RnnAttn *ra, int train, float eps, Rng *rng, double *nll, int *ntok);
// Backward of the decoder: parameter grads, and a.d_mem, a.d_keys, a.d_s0 for the encoder.
void rnn_decoder_backward(RnnAttn *ra, float dloss);

// ModelOps entry points (rnn_attn.c, rnn_search.c).
int rnn_forward_impl(Model *m, const Batch *b, int train, float eps, ModelLoss *loss);
int rnn_backward_impl(Model *m, float dloss);
DecodeState *rnn_encode(Model *m, const int *src, const int *src_len, int B, int S);
int rnn_step(Model *m, DecodeState *st, const DecodeRows *rows, const int *prev,
             float *logprobs);
int rnn_reorder(Model *m, DecodeState *st, const int *parent, int new_n);
int rnn_cross_attention(Model *m, const DecodeState *st, const DecodeRows *rows, int layer,
                        int head, float *out);
void rnn_free_state(Model *m, DecodeState *st);
// Points the target-embedding and output-projection slots at the shared tensor when tied.
void rnn_bind_tied(RnnAttn *ra);
// Checks ids in [0, V) and lengths in [0, S]; copies src [B, S] time-major into a.src and the
// lengths into a.len. Returns 0 or TD_ERR_ARG.
int rnn_load_source(RnnAttn *ra, const int *src, const int *src_len, int B, int S);

// Threads for our own parallel loops: blas_threads(), or 1 inside a parallel region.
int rnn_threads(void);
// Batch slices for the recurrent loops: one per thread, at most B (and RNN_MAX_SLICES).
int rnn_slices(int B);

// blas_gemm's contract. With several threads (outside a parallel region) and enough work, the
// rows (or columns) of C are split across OpenMP threads, each running a single-threaded BLIS
// GEMM: one passive OpenMP join per product instead of BLIS's spinning barriers, which collapse
// when the cores are oversubscribed. Inside a parallel region it is blas_gemm (nested BLIS runs
// on one thread).
void rnn_gemm(int ta, int tb, int M, int N, int K, float alpha, const float *A, int lda,
              const float *B, int ldb, float beta, float *C, int ldc);
// linear_forward / linear_backward (tensor/ops.h) over rnn_gemm.
void rnn_linear(float *out, const float *inp, const float *W, const float *bias, int N, int C,
                int OC);
void rnn_linear_backward(float *dinp, float *dW, float *db, const float *dout, const float *inp,
                         const float *W, int N, int C, int OC);

// y (N, OC) (row stride ldy) = x (N, K) @ W^T + bias + beta * y for W (OC, K) (row stride ldw;
// bias may be NULL; beta 0 or 1). rows = 1: gemm_rows (tensor/gemm_rows.h), for decoding: the
// weight streamed once without packing and every element summed in one order whatever N is, so
// a batch of N rows gives the bits of N batches of one. rows = 0: rnn_gemm then rnn_add_bias
// (training). With rows = 1 and a float16 copy of ra's weights built (params_half_build), W is read
// from that copy (gemm_rows_f16: half the bytes, same arithmetic).
void rnn_rows_linear(const struct RnnAttn *ra, int rows, float *y, int ldy, float beta,
                     const float *x, int ldx, const float *W, int ldw, const float *bias, int N,
                     int K, int OC);

// Adds bias[j] to every row of x [N, W] (row stride ld).
void rnn_add_bias(float *x, int ld, const float *bias, int N, int W);
// db[j] += sum_n x[n, j] for x [N, W] (row stride ld).
void rnn_colsum(float *db, const float *x, int ld, int N, int W);

#endif
