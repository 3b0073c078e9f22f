// Scaled dot-product multi-head attention (Vaswani et al. 2017, eq. 1), forward and backward, with
// key-padding, causal and local-window masks; the attention probabilities are saved for backward
// and for inspection (heatmaps, alignments). Used by the Transformer (self- and cross-attention,
// training and incremental decoding) and usable by the RNN model (one head, Tq = 1).
//
// Dimension legend: B query batches (sentences or decoding rows), NH heads, HS head size,
// Tq queries per batch, Tk keys per batch. Row-major.
//
//   A_bh = softmax(scale * Q_bh K_bh^T + M_b)   [Tq, Tk],  scale = 1 / sqrt(HS) by default
//   O_bh = dropout(A_bh) V_bh                    [Tq, HS]
//
// Q, K, V and O are given as rows with explicit row and batch strides: head h of query i of batch
// b is q[b * bq + i * ldq + h * HS .. + HS). So fused projections ([B*T, 3*C] with q, k, v at
// column offsets 0, C, 2C and ld = 3C) and key/value caches ([rows, Tmax, 2C]) need no copies.
// The kernels are our own small-matrix code, OpenMP-parallel over (batch, head) pairs: per-pair
// products are tiny (Tq, Tk ~ 10..100, HS = 64), where a BLAS call's packing costs more than the
// arithmetic. Block products run in AVX-512 4x32 register tiles over a transposed copy of K (and
// V in backward) in per-thread scratch; a forward pair with one query (a decoding step) instead
// reads K in place, transposing 8 x 8 blocks in registers, and keeps its weighted sum of V in
// registers, with the same bits. Backward pairs with fewer than 4 queries loop over each query's
// visible keys only; keys beyond the masks (e.g. unwritten cache slots) are never read.
// Local attention (window W) runs banded: blocks of about W queries, each multiplied against only
// the keys its queries may see (block + 2W of them, block + W when causal), so a pair costs
// O(Tq (2W + block) HS) instead of O(Tq Tk HS); with probs_band the saved probabilities keep only
// the band (O(Tq W) memory), else whole [Tq, Tk] rows, zero outside the band.
#ifndef TANDEM_ATTENTION_H
#define TANDEM_ATTENTION_H

#include <stdint.h>

#include "tensor/rng.h"

// The bfloat16 operands of one attention call in training with bfloat16 weights (tensor/bf16.h):
// q, k, v rounded once per layer call by attention_forward (and reused by attention_backward),
// with the strides of q, k, v (a fused [N, 3C] buffer's copy is one [N, 3C] buffer, q, k, v at
// column offsets 0, C, 2C); p the weights applied to V (probs_drop, or probs without dropout)
// rounded once, in probs' layout. The owner carves them beside the activations.
typedef struct AttnBf16 {
    uint16_t *q, *k, *v;  // as q, k, v: element b * bq + i * ldq + h * HS + c, ...
    uint16_t *p;          // [B, NH, Tq, attn_probs_row_len]: only the entries of visible keys
    int ready;            // set by attention_forward once it has written the copies
} AttnBf16;

typedef struct AttnShape {
    int B, NH, HS;           // query batches, heads, head size
    int Tq, Tk;              // queries per batch; keys per batch (the row length of probs unless
                             // probs_band: attn_probs_row_len)
    int ldq, ldk, ldv, ldo;  // row strides (floats) of q, k, v, out
    long bq, bk, bv, bo;     // batch strides (floats) of q, k, v, out
    float scale;             // score scale; 0 means 1 / sqrt(HS)
    const int *key_len;      // [key batches] keys j >= key_len[kb] are masked (padding); NULL: none
    const int *kv_index;     // [B] key/value batch kb of query batch b; NULL: kb = b (forward only)
    int causal;              // 1: key j is masked when j > q_offset + i
    int q_offset;            // absolute position of query 0 (incremental decoding: the step t)
    int window;              // W > 0: key j is masked when |q_offset + i - j| > W (local attention)
    int probs_band;          // 1 with W > 0: probs rows hold the band only (attn_probs_row_len)
    AttnBf16 *bf16;          // non-NULL: the products take bfloat16 operands (attn_uses_bf16)
} AttnShape;

// Below this many multiply-adds per (batch, head) pair (Tq * Tk * HS) a call keeps float32
// operands even with s->bf16 set: the threshold of linear's bfloat16 products (LINEAR_SMALL_GEMM),
// by the operands' sizes alone, so it depends on the call's shape, never on the thread count.
#define ATTN_BF16_MIN_MACS 32768L

// Whether the products of a call with shape s take bfloat16 operands: s->bf16 set and
// Tq * Tk * HS >= ATTN_BF16_MIN_MACS. Such a call multiplies bfloat16-rounded operands (round to
// nearest even, tensor/bf16.h) with float32 sums in the same tiled kernels, the same summation
// order as float32 (every product of two bfloat16 values is exact in float32): Q, K, V rounded
// once per layer call (the forward's copies in s->bf16 serve the backward), P~ (the weights
// applied to V) once when the forward computes it, dO once per backward call and dS once per
// query block for its two products; scale, masks, softmax, dropout and the row sums of the
// softmax backward stay float32. Every rounding adds to bf16_counters' bytes. The bits depend on
// the data and the shape alone: the same for any thread count, and a query's outputs the same
// alone as in a batch of any B with the same Tq and Tk (as in float32, rows never mix; B does not
// enter the threshold).
int attn_uses_bf16(const AttnShape *s);


// Fills the strides of a packed layout: q, k, v, out are [B, T, ld] with the given row strides and
// batch strides T * ld; scale 1/sqrt(HS); no masks. Callers then set masks and offsets.
AttnShape attn_shape(int B, int NH, int HS, int Tq, int Tk, int ldq, int ldk, int ldv, int ldo);

// The key range [*lo, *hi) that query i of batch b may see under the masks of s (empty when
// lo >= hi).
void attn_key_range(const AttnShape *s, int b, int i, int *lo, int *hi);

// The row length of probs (and probs_drop) under s: Tk, or with probs_band and a window W the
// band's 2W + 1 entries (W + 1 when causal), entry c of query i holding key q_offset + i - W + c
// (keys outside the masks, and positions before key 0 or past the keys, are 0). Band rows make the
// saved probabilities O(Tq W) instead of O(Tq Tk) per pair.
int attn_probs_row_len(const AttnShape *s);

// Forward. Writes out (head h of each query row: HS floats at column h * HS; other columns are not
// touched), probs [B, NH, Tq, attn_probs_row_len(s)] (the softmax; exactly 0 at masked keys; a
// query with no visible key gets all-zero probabilities and a zero output) and, when dropout > 0,
// probs_drop (probs' layout) = probs * mask / (1 - dropout) (the weights actually applied to V).
// With dropout == 0, probs_drop may be NULL (and is not written). The dropout masks are
// counter-based (tensor/dropout.h) over the elements of probs in its layout (so band and whole-row
// storage draw different masks from one seed), from one seed drawn from rng (rng advances once
// when dropout > 0): the same for any thread count.
void attention_forward(float *out, float *probs, float *probs_drop, const float *q, const float *k,
                       const float *v, const AttnShape *s, float dropout, Rng *rng);

// Backward of attention_forward; ACCUMULATES into dq, dk, dv (same layouts and strides as q, k, v;
// any may be NULL). dout has out's layout. probs and probs_drop as saved by the forward (probs_drop
// NULL when dropout == 0). kv_index must be NULL (each key batch belongs to one query batch).
// With attn_uses_bf16(s), s->bf16 must hold the forward's copies (ready) of this call's q, k, v.
void attention_backward(float *dq, float *dk, float *dv, const float *dout, const float *probs,
                        const float *probs_drop, const float *q, const float *k, const float *v,
                        const AttnShape *s, float dropout);

#endif
