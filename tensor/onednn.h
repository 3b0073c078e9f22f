// bfloat16 matrix products through oneDNN (tensor/onednn.c is the only file that includes its
// header, as tensor/blas.c alone includes BLIS): the native backend of bf16_gemm (tensor/bf16.h),
// operands already rounded to bfloat16, sums and result in float32.
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

// C (M, N) = op(A) (M, K) @ op(B) (K, N) + beta * C for bfloat16 A and B (bf16_gemm's contract,
// tensor/bf16.h) by one oneDNN matmul on the calling thread, float32 sums (callers split work over
// threads; inside an OpenMP parallel region oneDNN runs single-threaded). A transposed A, or an
// operand whose row stride is not its width, is first copied (not rounded: the values are
// already bfloat16) into a dense per-thread buffer. Primitives, with their memory objects and
// scratchpad, are created once per shape and thread and reused (onednn_primitives_created counts
// them). Errors: TD_ERR_ARG when bfloat16 is not native (onednn_bf16_native) or a dimension is not
// positive, TD_ERR_NOMEM, TD_ERR_INTERNAL with oneDNN's status.
TD_MUST_USE int onednn_gemm_bf16(int transa, int transb, int M, int N, int K, const uint16_t *A,
                                 int lda, const uint16_t *B, int ldb, float beta, float *C,
                                 int ldc);

// oneDNN matmul primitives created since the start of the process (all threads).
long long onednn_primitives_created(void);

#endif
