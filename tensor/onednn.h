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

// The tiles of onednn_gemm_bf16: A B and A B^T run in pieces of ONEDNN_TILE_M rows of C, A^T B in
// pieces of ONEDNN_TILE_K of the sum. Callers that cut a product into blocks of rows use
// multiples of ONEDNN_TILE_M, so that only a product's last block has a part tile.
enum { ONEDNN_TILE_M = 256, ONEDNN_TILE_K = 512 };

// C (M, N) = op(A) (M, K) @ op(B) (K, N) + beta * C for bfloat16 A and B (bf16_gemm's contract,
// tensor/bf16.h) by oneDNN matmuls on the calling thread, float32 sums (callers split work over
// threads; inside an OpenMP parallel region oneDNN runs single-threaded), reading the operands
// in place whatever their strides and transposition. The product runs in tiles (ONEDNN_TILE_M,
// ONEDNN_TILE_K): a whole tile through a primitive made for its shape (oneDNN's fastest kernels:
// brgemm, with AMX where the CPU has it), created once per shape and thread and kept; a part tile,
// and A^T B^T, through one primitive per thread whose shape is a runtime value (oneDNN's
// gemm-based matmul), so shapes that change batch by batch create no primitive after the first
// batches (onednn_primitives_created counts them). The pieces depend on the shape alone, so the
// bits do too. Errors: TD_ERR_ARG when bfloat16 is not native (onednn_bf16_native) or a
// dimension is not positive, TD_ERR_NOMEM, TD_ERR_INTERNAL with oneDNN's status.
TD_MUST_USE int onednn_gemm_bf16(int transa, int transb, int M, int N, int K, const uint16_t *A,
                                 int lda, const uint16_t *B, int ldb, float beta, float *C,
                                 int ldc);

// oneDNN matmul primitives created since the start of the process (all threads).
long long onednn_primitives_created(void);

#endif
