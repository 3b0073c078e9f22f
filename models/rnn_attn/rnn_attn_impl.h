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
#include "tensor/arena.h"
#include "tensor/attn_score.h"
#include "tensor/linear.h"

#define RNN_MAX_LAYERS 8

typedef struct RnnParam {
    float *v, *g;     // value and gradient (params_add fills them)
    const Weight *w;  // a matrix's handle (params_add_weight; NULL for vectors)
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
    int *opos;                    // [n_out] the same rows as batch positions b*T + t (LossInput)
    int n_out;                    // non-pad target tokens: the output layer runs on these only
    float *zeros;                 // [B, max(H, Hd)] zero state
    float *gh;                    // [2, B, G*max(H, Hd)] per-step hidden-gate scratch
    // encoder
    float *x0;                                   // [S, B, E] embeddings after dropout
    float *xin[RNN_MAX_LAYERS];                  // l > 0: [S, B, C] layer input after dropout
    float *out[RNN_MAX_LAYERS];                  // [S, B, C] states (fwd | bwd)
    float *eg[RNN_MAX_LAYERS][2];                // [S, B, G*H] activated gates
    float *eghn[RNN_MAX_LAYERS][2];              // GRU [S, B, H] saved gh_n
    float *ec[RNN_MAX_LAYERS][2];                // LSTM [S, B, H] cells
    float *mem;                                  // [S, B, C] encoder outputs after dropout
    float *keys;                                 // [S, B, Hd] W_k mem (additive, general)
    float *mean, *s0;                            // [B, C] masked mean, [B, Ld*Hd] tanh bridge
    // decoder
    float *e;                                    // [T, B, E] target embeddings after dropout
    float *sd[RNN_MAX_LAYERS], *cd[RNN_MAX_LAYERS];  // [T+1, B, Hd] states (index 0 initial)
    float *gd[RNN_MAX_LAYERS];                   // [T, B, G*Hd] gates
    float *ghnd[RNN_MAX_LAYERS];                 // GRU [T, B, Hd]
    float *xd[RNN_MAX_LAYERS];                   // l > 0: [T, B, Hd] layer input after dropout
    float *q;                                    // [T, B, Hd] projected queries (additive)
    float *sc, *w;                               // [T, B, S] scores, attention weights
    float *ctx;                                  // [T, B, C] contexts
    float *o, *od;                               // [T, B, E] tanh output, after dropout
    float *odc;                                  // [n_out, E] od gathered at orow (to the loss)
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
    float *dvp;                                  // [PAR_MAX_BLOCKS, Hd] per-block grads of att.v
    // bfloat16 copies (tensor/linear.h LinearCopy; h NULL unless the weights are bfloat16), each
    // written once per batch and read by every product of its activation:
    LinearCopy x_h[RNN_MAX_LAYERS];              // encoder layer inputs (x0, xin[l]) [S, B, in]
    LinearCopy out_h[RNN_MAX_LAYERS];            // [S, B, C] states, written step by step
    LinearCopy d_eg_h[RNN_MAX_LAYERS][2];        // [S, B, G*H] gate gradients
    LinearCopy d_egh_h[RNN_MAX_LAYERS][2];       // GRU [S, B, G*H] hidden-gate gradients
    LinearCopy mem_h, mean_h;                    // [S, B, C], [B, C]
    LinearCopy e_h, ctx_h, od_h;                 // [T, B, E], [T, B, C], [T, B, E]
    LinearCopy sd_h[RNN_MAX_LAYERS];             // [T+1, B, Hd] decoder states
    LinearCopy xd_h[RNN_MAX_LAYERS];             // l > 0: [T, B, Hd] decoder layer inputs
    LinearCopy d_gd_h[RNN_MAX_LAYERS], d_ghd_h[RNN_MAX_LAYERS];  // [T, B, G*Hd] gate gradients
    LinearCopy d_q_h, d_od_h;                    // [T, B, Hd], [T, B, E] (output pre-activation)
} RnnActs;

// Dropout mask streams of one training forward (tensor/dropout.h: counter-based, regenerated in
// backward), drawn from m->rng in a fixed order.
typedef struct RnnDropSeeds {
    uint64_t x0, mem, e, od;                       // source/target embeddings, memory, output
    uint64_t xin[RNN_MAX_LAYERS], xd[RNN_MAX_LAYERS];  // inputs of encoder/decoder layers l > 0
} RnnDropSeeds;

typedef struct RnnAttn {
    int V, E, H, C, Hd, G, Le, Ld, lstm, feed;
    AttnScore score;
    AttnNormalizer norm;
    float drop;
    RnnParam emb_src, emb_tgt, out_proj, out_bias;  // the same tensor three times when tied
    RnnLayer enc[RNN_MAX_LAYERS][2];
    RnnParam bridge_w, bridge_b;                    // [Ld*Hd, C], [Ld*Hd]
    RnnParam att_wk, att_wq, att_bq, att_v;         // [Hd, C], [Hd, Hd], [Hd], [Hd]
    RnnLayer dec[RNN_MAX_LAYERS];
    RnnParam dec_wc, dec_wf;                        // [G*Hd, C], [G*Hd, E] (input feeding)
    RnnParam out_w, out_b;                          // [E, Hd + C + E], [E]
    // activations
    Arena arena;
    RnnActs a;
    int B, S, T;       // shapes of the last forward
    float drop_p;      // its dropout (0: validation)
    RnnDropSeeds seed; // its mask streams
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
    float *xin[RNN_MAX_LAYERS];     // l > 0 [N, Hd] layer input (after dropout)
    float drop;                     // dropout between layers (0: none)
    const uint64_t *xseed;          // [Ld] its mask streams (tensor/dropout.h), one per layer
    size_t drop_off;                // element offset of these rows in the [T, B, Hd] streams
    const float *o_prev;            // input feeding: [N, E] previous attentional vector
    float *q;                       // [N, Hd] (additive)
    float *sc, *w;                  // [N, S]
    float *ctx;                     // [N, C]
    float *gh;                      // [N, G*Hd] scratch
    LinearPath path;                // LINEAR_ROWS (decoding) or LINEAR_GEMM (training)
    // Training with bfloat16 weights: the bfloat16 copies of these rows (h NULL otherwise). The
    // step writes those of what it produces (h_out, xin, ctx) and reads them and h_prev's, o_prev's
    // (written before the step) in its products.
    LinearCopy h_prev_h[RNN_MAX_LAYERS], h_out_h[RNN_MAX_LAYERS], xin_h[RNN_MAX_LAYERS];
    LinearCopy ctx_h, o_prev_h;
} RnnStepIO;

// Sets every pointer of ra->a for a batch of shape (B, S, T) inside `arena` (NULL: sizes only);
// grads = 0 leaves the backward-only buffers empty (validation, encode). Returns the bytes needed.
size_t rnn_layout(RnnAttn *ra, const Arena *arena, int B, int S, int T, int grads);
// Grows the arena for (B, S, T) and sets the pointers. Returns 0 or TD_ERR_NOMEM.
int rnn_reserve(RnnAttn *ra, int B, int S, int T, int grads);

// Encoder over time-major ids ra->a.src with lengths ra->a.len: fills out, mem, keys, mean, s0.
// LINEAR_ROWS (decoding's encode): every product, the per-step recurrent ones [B, H] x w_hh^T
// included, goes through gemm_rows (weights streamed, no BLIS packing per time step; each
// sentence's bits independent of the batch); LINEAR_GEMM (training, dev loss): linear_gemm.
// Dropout p (0: none; masks from ra->seed).
void rnn_encoder_forward(RnnAttn *ra, int B, int S, float p, LinearPath path);
// Backward from a.d_mem, a.d_keys and a.d_s0 (accumulated by the decoder) into parameter grads.
void rnn_encoder_backward(RnnAttn *ra, int B, int S);

// One decoder step: attention with the previous top state as query, then the layers. Dropout
// between layers (io->drop > 0) applies the masks io->xseed[l] at offset io->drop_off.
void rnn_dec_step_forward(RnnAttn *ra, const RnnStepIO *io);

// Deep output for N rows: pre = W_o [s; c; e] + b_o, o = tanh(pre) (row strides all natural);
// path as in RnnStepIO; sh, ch, eh the bfloat16 copies of s, c, e (NULL: none).
void rnn_deep_output(RnnAttn *ra, float *o, const float *s, const float *c, const float *e, int N,
                     LinearPath path, LinearCopy *sh, LinearCopy *ch, LinearCopy *eh);

// The rows [r0, ...) of copy c (width ld, at column c0) as a copy of its own, ready as `ready`
// says; h NULL when c has none.
static inline LinearCopy rnn_copy_rows(const LinearCopy *c, long r0, int ld, int c0, int ready) {
    LinearCopy s = {c->h ? c->h + r0 * ld + c0 : NULL, ready, ld};
    return s;
}

// c's address when it has a copy (for a product's LinearCopy argument), else NULL.
static inline LinearCopy *rnn_copy_or_null(LinearCopy *c) { return c->h ? c : NULL; }

// Writes the copy of x (rows x cols, row stride ldx) into c (row stride c->ld, or cols) when c has
// one (the producer of an activation rounds it once), and marks it ready.
void rnn_copy_write(LinearCopy *c, const float *x, int ldx, long rows, int cols);

// Teacher-forced decoder over (ra->B, ra->T) after the encoder, up to the deep outputs (after
// dropout) of the n_out non-pad target positions, gathered in time-major order into a.odc
// [n_out, E] with their rows a.orow and targets a.otgt.
// Dropout p (0: none; masks from ra->seed).
void rnn_decoder_forward(RnnAttn *ra, float p);
// Backward of the decoder from d_odc [n_out, E] (the gradient of a.odc): parameter grads, and
// a.d_mem, a.d_keys, a.d_s0 for the encoder.
void rnn_decoder_backward(RnnAttn *ra, const float *d_odc);

// ModelOps entry points (rnn_attn.c, rnn_search.c).
MODEL_OPS_DECLARE(rnn);
// Points the target-embedding and output-projection slots at the shared tensor when tied.
void rnn_bind_tied(RnnAttn *ra);
// Checks ids in [0, V) and lengths in [0, S]; copies src [B, S] time-major into a.src and the
// lengths into a.len. Returns 0 or TD_ERR_ARG.
int rnn_load_source(RnnAttn *ra, const int *src, const int *src_len, int B, int S);

#endif
