// The linear layer y = x W^T + b (torch.nn.Linear: weight stored [out, in]) for both models:
// forward, backward, the bias and its gradient, and the one GEMM dispatch policy that every
// training product of the models goes through. Decoding steps use the few-row path (linear_rows,
// tensor/gemm_rows.h), whose summation order is fixed per output element.
//
// Precision belongs to the weight (tensor/weight.h): a product with a WEIGHT_BF16 weight is a
// bfloat16 product (tensor/bf16.h: operands rounded to bfloat16 once, float32 sums, float32
// result, as PyTorch's CPU autocast): the weight's copy is the one adam_step writes, an input's
// copy is kept in the caller's LinearCopy for the backward, and the gradient flowing back is
// rounded once for both of its products. Products with WEIGHT_F32 weights (and the float32
// linear_gemm) keep float32's bits. A failed bfloat16 product is an error: linear_status returns
// it at the end of the forward or backward in which it happened (the product's output is NaN).
//
// Dimension legend: N rows (B*S, B*T or decoding rows), C input width, OC output width.
// Row-major; ld* are row strides in floats.
#ifndef TANDEM_LINEAR_H
#define TANDEM_LINEAR_H

#include <stdint.h>

#include "tensor/arena.h"
#include "tensor/weight.h"

// Below this many multiply-adds a product runs as plain float32 loops on the calling thread (no
// BLIS packing, no OpenMP region), whatever the weight's type.
#define LINEAR_SMALL_GEMM 32768L

// C (M, N) = op(A) (M, K) @ op(B) (K, N) + beta * C in float32 with blas_gemm's contract
// (tensor/blas.h, alpha = 1; beta 0 overwrites, 1 accumulates). The dispatch policy of every
// training product:
//   M N K < LINEAR_SMALL_GEMM: plain loops (float accumulation in k order);
//   else one BLIS call on a team of par_threads() threads (blas_gemm_team), which shares out
//   the rows and columns of C and never the sum over k, so every bit of C is that of the
//   single-threaded call, for any thread count.
// The bfloat16 products below cut C into fixed blocks instead (rows when M >= 256, else columns
// when N >= 256, at most 16 of about 128 or more each, tensor/parallel.h par_blocks), one
// single-threaded bf16_gemm call per block on up to par_threads() threads; the blocks depend on
// (M, N) alone, so their bits do not depend on the thread count either.
void linear_gemm(int transa, int transb, int M, int N, int K, const float *A, int lda,
                 const float *B, int ldb, float beta, float *C, int ldc);

// Multiply-adds of the training products (linear_gemm and the bfloat16 products of this file;
// not decoding's linear_rows) since the process started, summed over threads: M N K per product.
// The measured side of the analytic FLOP count (models/flops.h) in tests/test_flops.c.
uint64_t linear_multiply_adds(void);

// The bfloat16 copy of an activation that feeds products: the first bfloat16 product that reads
// the activation through it rounds it into h and sets ready; later ones (the weight gradient in
// backward, another layer reading the same activation) reuse it. The owner carves h (N * C
// values, dense) for the largest batch and sets ready = 0 whenever the activation is rewritten.
// A copy may also cover a block of a wider buffer (e.g. one direction's half of the RNN's
// [S, B, 2H] states): ld is then the copy's row stride (0: dense, the operand's width). A
// producer that writes the copy itself as it writes the activation (bf16_round) passes it with
// ready = 1, so no product rounds it again.
typedef struct LinearCopy {
    uint16_t *h;  // NULL: no copy kept (the activation is rounded at each bfloat16 product)
    int ready;
    int ld;       // row stride of h in values; 0: the operand's width
} LinearCopy;

// Room in an arena layout for the bfloat16 copy of a [rows, cols] activation when `on` (the
// model's weights are bfloat16), else an empty copy (h NULL: nothing kept).
static inline LinearCopy linear_copy_carve(ArenaCarver *c, int on, size_t rows, size_t cols) {
    LinearCopy h = {on ? arena_take(c, rows * cols * sizeof(uint16_t)) : NULL, 0, 0};
    return h;
}

// 1 when a product with a weight of type `type` and N x C x OC multiply-adds reads bfloat16
// operands (WEIGHT_BF16 and at least LINEAR_SMALL_GEMM multiply-adds), i.e. when a LinearCopy
// given to it is read or written; else 0 (the product is float32 and copies are left alone).
int linear_rounds(WeightType type, long N, long C, long OC);

// out (N, OC) = inp (N, C) @ W^T + bias; W (OC, C) a handle of that shape, bias (OC) or NULL,
// inp_copy inp's bfloat16 copy (used for WEIGHT_BF16; may be NULL).
void linear_forward(float *out, const float *inp, LinearCopy *inp_copy, const Weight *w,
                    const float *bias, int N, int C, int OC);

// Which product a strided linear uses: LINEAR_GEMM (training, validation: the policy of
// linear_gemm in W's precision, then the bias) or LINEAR_ROWS (decoding: linear_rows).
typedef enum { LINEAR_GEMM = 0, LINEAR_ROWS = 1 } LinearPath;

// y (N, OC) (row stride ldy) = x (N, C) (ldx) @ W^T + bias + beta * y for W (OC, C) (e.g. a
// column block of a wider matrix, weight_block); bias (OC) or NULL; beta 0 or 1. Under
// LINEAR_GEMM with a WEIGHT_BF16 weight, x's bfloat16 copy is x_copy's (rounded into it when not
// ready), else (x_copy NULL) x is rounded for this call alone.
void linear_forward_strided(LinearPath path, float *y, int ldy, float beta, const float *x,
                            int ldx, LinearCopy *x_copy, const Weight *w, const float *bias, int N,
                            int C, int OC);

// The few-row product of decoding: y (N, OC) (ldy) = x (N, C) (ldx) @ W^T (+ bias) (+ beta * y)
// in W's type: WEIGHT_INT8 through gemm_int8 (tensor/gemm_int8.h: W's int8 rows and per-row
// scales, x quantised per row on the fly, exact int32 sums), WEIGHT_F16 through gemm_rows_f16
// and WEIGHT_BF16_DEC through gemm_rows_bf16 (half the bytes, the arithmetic of gemm_rows on the
// exactly widened weights), else gemm_rows on the float32 master (the weight
// streamed once without packing, every element summed in one fixed order whatever N is, so N
// rows give the bits of N one-row calls).
void linear_rows(float *y, int ldy, float beta, const float *x, int ldx, const Weight *w,
                 const float *bias, int N, int C, int OC);

// linear_rows with natural strides and no accumulation: out (N, OC) = inp (N, C) @ W^T + bias
// (bias may be NULL), the decoding counterpart of linear_forward.
void linear_forward_rows(float *out, const float *inp, const Weight *w, const float *bias, int N,
                         int C, int OC);

// Backward of linear_forward:
//   dinp (N, C) = dinp_beta * dinp + dout @ W   (dinp_beta 0 overwrites, 1 accumulates)
//   dweight (OC, C) += dout^T @ inp
//   dbias (OC) += sum_n dout[n]   (linear_bias_backward)
// Any gradient output may be NULL. With a WEIGHT_BF16 weight, dout is rounded once for both
// products and inp's copy is the one the forward filled (inp_copy; rounded now when NULL or not
// ready).
void linear_backward(float *dinp, float dinp_beta, float *dweight, float *dbias, const float *dout,
                     const float *inp, LinearCopy *inp_copy, const Weight *w, int N, int C,
                     int OC);

// The input gradient alone, strided: dx (N, C) (ldx) = beta * dx + dy (N, OC) (ldy) @ W, W (OC, C)
// (a block of a wider matrix allowed), in W's precision; dy's bfloat16 copy is dy_copy's (rounded
// into it when not ready, so the weight gradient's product can read it), else rounded for this
// call alone.
void linear_dinput(float *dx, int ldx, float beta, const float *dy, int ldy, LinearCopy *dy_copy,
                   const Weight *w, int N, int C, int OC);

// The weight gradient alone, strided: dw (OC, C) (ldw) += dy (N, OC) (ldy)^T @ x (N, C) (ldx), in
// the precision of the weight's type; under WEIGHT_BF16 each operand's copy is taken from (or
// rounded into) its LinearCopy, else (NULL) rounded for this call alone.
void linear_dweight(float *dw, int ldw, const float *dy, int ldy, LinearCopy *dy_copy,
                    const float *x, int ldx, LinearCopy *x_copy, WeightType type, int N, int C,
                    int OC);

// The first bfloat16 product failure since the last call (TD_OK when none): sets its message
// (td_error) and clears it. Model code calls it at the end of each forward and backward.
TD_MUST_USE int linear_status(void);

// y[n, j] += bias[j] for y (N, OC) with row stride ldy.
void linear_bias_forward(float *y, int ldy, const float *bias, int N, int OC);

// dbias[j] += sum_n dout[n, j] for dout (N, OC) with row stride ld. Threads own blocks of
// columns and every column is summed over n in order, so the bits do not depend on the thread
// count.
void linear_bias_backward(float *dbias, const float *dout, int ld, int N, int OC);

#endif
