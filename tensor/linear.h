// The linear layer y = x W^T + b (torch.nn.Linear: weight stored [out, in]) for both models:
// forward, backward, the bias and its gradient, and the one GEMM dispatch policy that every
// training product of the models goes through. Decoding steps use the few-row path (linear_rows,
// tensor/gemm_rows.h), whose summation order is fixed per output element.
//
// Dimension legend: N rows (B*S, B*T or decoding rows), C input width, OC output width.
// Row-major; ld* are row strides in floats.
#ifndef TANDEM_LINEAR_H
#define TANDEM_LINEAR_H

#include "tensor/params.h"

// Below this many multiply-adds a product runs as plain loops on the calling thread (no BLIS
// packing, no OpenMP region).
#define LINEAR_SMALL_GEMM 32768L

// C (M, N) = op(A) (M, K) @ op(B) (K, N) + beta * C with blas_gemm's contract (tensor/blas.h,
// alpha = 1; beta 0 overwrites, 1 accumulates). The dispatch policy of every training product:
//   M N K < LINEAR_SMALL_GEMM: plain loops (float accumulation in k order);
//   else single-threaded BLIS calls (blas_gemm_serial) on blocks of C: blocks of rows when
//   M >= 256, else of columns when N >= 256, at most 16 of about 128 or more each
//   (tensor/parallel.h par_blocks), else the whole of C; the blocks run on up to par_threads()
//   threads, so the team waits in libgomp (passive) instead of in BLIS's spinning barriers.
// The blocks depend on (M, N) alone, so every BLIS call, hence every bit of C, is the same for
// any thread count.
// With the bfloat16 precision in effect (linear_set_precision), the products of at least
// LINEAR_SMALL_GEMM multiply-adds round A and B to bfloat16 and sum in float32 (tensor/onednn.h),
// on the same blocks; smaller ones stay float32.
void linear_gemm(int transa, int transb, int M, int N, int K, const float *A, int lda,
                 const float *B, int ldb, float beta, float *C, int ldc);

// The operand precision of linear_gemm's products: float32, or bfloat16 operands with float32
// sums (mixed precision as PyTorch's CPU autocast: master weights, optimizer, loss, norms,
// softmax and gradient sums stay float32).
typedef enum { LINEAR_FP32 = 0, LINEAR_BF16 = 1 } LinearPrecision;

// Sets the precision of every later linear_gemm (process-wide; call it before training, not
// while products run) and returns the one in effect: LINEAR_BF16 falls back to LINEAR_FP32 on a
// CPU without native bfloat16 dot products (onednn_bf16_native), and *why (if not NULL) then says
// why (a static text; NULL when nothing fell back).
LinearPrecision linear_set_precision(LinearPrecision p, const char **why);

// The precision in effect.
LinearPrecision linear_precision(void);

// How many bfloat16 products oneDNN failed (out of memory, an internal error) since the start of
// the process; each was computed in float32 instead, so a run can report that it happened.
long linear_bf16_failures(void);

// out (N, OC) = inp (N, C) @ weight^T + bias; weight (OC, C), bias (OC) or NULL. Through
// linear_gemm.
void linear_forward(float *out, const float *inp, const float *weight, const float *bias, int N,
                    int C, int OC);

// Which product a strided linear uses: LINEAR_GEMM (training, validation: linear_gemm then the
// bias) or LINEAR_ROWS (decoding: linear_rows).
typedef enum { LINEAR_GEMM = 0, LINEAR_ROWS = 1 } LinearPath;

// y (N, OC) (row stride ldy) = x (N, C) (ldx) @ W^T + bias + beta * y for W (OC, C) (ldw, e.g. a
// column block of a wider matrix); bias (OC) or NULL; beta 0 or 1. `params` is the model's table
// (LINEAR_ROWS reads W's float16 copy from it when one is built; may be NULL).
void linear_forward_strided(LinearPath path, const ParamTable *params, float *y, int ldy,
                            float beta, const float *x, int ldx, const float *weight, int ldw,
                            const float *bias, int N, int C, int OC);

// The few-row product of decoding: y (N, OC) (ldy) = x (N, C) (ldx) @ W^T (+ bias) (+ beta * y)
// through gemm_rows (tensor/gemm_rows.h): the weight streamed once without packing and every
// element summed in one fixed order whatever N is, so N rows give the bits of N one-row calls.
// When `params` holds an int8 copy (params_int8_build) covering W (a block of a tensor of >= 2
// dimensions with ldw its row length), the product is gemm_int8 (tensor/gemm_int8.h: W's int8
// rows and per-row scales, x quantised per row on the fly, exact int32 sums); else, when it holds
// a float16 copy (params_half_build) and W lies in params->data, W is read from the copy
// (gemm_rows_f16: half the bytes, the same arithmetic). params may be NULL.
void linear_rows(const ParamTable *params, float *y, int ldy, float beta, const float *x, int ldx,
                 const float *weight, int ldw, const float *bias, int N, int C, int OC);

// linear_rows with natural strides and no accumulation: out (N, OC) = inp (N, C) @ weight^T +
// bias (bias may be NULL), the decoding counterpart of linear_forward.
void linear_forward_rows(const ParamTable *params, float *out, const float *inp,
                         const float *weight, const float *bias, int N, int C, int OC);

// Backward of linear_forward:
//   dinp (N, C) = dinp_beta * dinp + dout @ weight   (dinp_beta 0 overwrites, 1 accumulates)
//   dweight (OC, C) += dout^T @ inp
//   dbias (OC) += sum_n dout[n]   (linear_bias_backward)
// Any gradient output may be NULL.
void linear_backward(float *dinp, float dinp_beta, float *dweight, float *dbias, const float *dout,
                     const float *inp, const float *weight, int N, int C, int OC);

// y[n, j] += bias[j] for y (N, OC) with row stride ldy.
void linear_bias_forward(float *y, int ldy, const float *bias, int N, int OC);

// dbias[j] += sum_n dout[n, j] for dout (N, OC) with row stride ld. Threads own blocks of
// columns and every column is summed over n in order, so the bits do not depend on the thread
// count.
void linear_bias_backward(float *dbias, const float *dout, int ld, int N, int OC);

#endif
