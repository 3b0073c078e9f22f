// bfloat16 matrix products through oneDNN (tensor/onednn.c is the only file that includes its
// header, as tensor/blas.c alone includes BLIS), for mixed-precision training in the manner of
// PyTorch's CPU autocast: the operands of a product are rounded to bfloat16 (8 exponent bits, 7
// mantissa bits), the products are summed in float32, the result is float32.
//
// Row-major; ld* are row strides in floats.
#ifndef TANDEM_ONEDNN_H
#define TANDEM_ONEDNN_H

#include <stdint.h>

#include "tensor/status.h"

// 1 when bfloat16 products are native on this CPU: it has AVX512_BF16 (VDPBF16PS: Cooper Lake,
// Zen 4) or AMX-BF16 (Sapphire Rapids) with the OS saving the registers, and oneDNN builds a
// bfloat16 matmul for it; else 0 and, if why is not NULL, *why names what is missing (a static
// text). Computed once; thread-safe after the first call returns.
int onednn_bf16_native(const char **why);

// The bfloat16 nearest to x (round to nearest, ties to even), as the upper 16 bits of a float32;
// a NaN stays a (quiet) NaN, infinities stay infinite, finite values beyond the largest bfloat16
// round to infinity as IEEE rounding does.
uint16_t bf16_from_float(float x);

// The float32 equal to bfloat16 h (exact).
float bf16_to_float(uint16_t h);

// C (M, N) = bf16(op(A)) (M, K) @ bf16(op(B)) (K, N) + beta * C, with blas_gemm's contract
// (tensor/blas.h: op(X) = X^T when trans*; alpha 1; beta 0 overwrites, 1 accumulates) and float32
// sums, by one oneDNN matmul on the calling thread (callers split work over threads; inside an
// OpenMP parallel region oneDNN runs single-threaded). Primitives are cached per thread by shape.
// Errors: TD_ERR_ARG when bfloat16 is not native (onednn_bf16_native) or a dimension is not
// positive, TD_ERR_NOMEM, TD_ERR_INTERNAL with oneDNN's status.
TD_MUST_USE int onednn_gemm_bf16(int transa, int transb, int M, int N, int K, const float *A,
                                 int lda, const float *B, int ldb, float beta, float *C, int ldc);

#endif
