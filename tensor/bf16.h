// bfloat16 (8 exponent bits, 7 mantissa bits; the upper half of a float32) for mixed-precision
// training in the manner of PyTorch's CPU autocast: each operand of a product is rounded to
// bfloat16 once (round to nearest, ties to even), the products are summed in float32 and the
// result is float32. Two backends compute a product of rounded operands:
//   BF16_NATIVE    oneDNN's bfloat16 matmul (tensor/onednn.h), where the CPU has AVX512_BF16 or
//                  AMX-BF16 and oneDNN builds one;
//   BF16_EMULATED  the operands widened back to float32 (exactly) and multiplied by BLIS
//                  (tensor/blas.h): runs on any CPU, so everything around the oneDNN call (the
//                  copies, their reuse, the counters) is tested everywhere.
// Both multiply the same bfloat16 values and sum in float32; they differ only in the order of the
// float32 sums, so each is checked against a double-precision product of the rounded operands.
//
// Row-major; ld* are row strides in elements.
#ifndef TANDEM_BF16_H
#define TANDEM_BF16_H

#include <stdint.h>
#include <string.h>

#include "tensor/status.h"

// The bfloat16 nearest to x (round to nearest, ties to even), as the upper 16 bits of a float32;
// a NaN stays a (quiet) NaN, infinities stay infinite, finite values beyond the largest bfloat16
// round to infinity as IEEE rounding does. Inline and branch-free, so loops over it vectorise.
static inline uint16_t bf16_from_float(float x) {
    uint32_t u;
    memcpy(&u, &x, sizeof u);
    const uint32_t rounded = (u + 0x7fffu + ((u >> 16) & 1u)) >> 16;  // carries into the exponent
    const uint32_t nan = (u >> 16) | 0x0040u;                          // quiet NaN
    return (uint16_t)((u & 0x7fffffffu) > 0x7f800000u ? nan : rounded);
}

// The float32 equal to bfloat16 h (exact).
static inline float bf16_to_float(uint16_t h) {
    const uint32_t u = (uint32_t)h << 16;
    float x;
    memcpy(&x, &u, sizeof x);
    return x;
}

// Adds `bytes` to the rounded-bytes counter (for code that rounds with bf16_from_float in a loop
// of its own, e.g. adam_step writing the weights' copies).
void bf16_count_rounded(long long bytes);

// dst[r, c] = bf16_from_float(src[r, c]) for r < rows, c < cols (row strides ldd, lds), on the
// calling thread; adds rows * cols * 2 bytes to the rounded-bytes counter (bf16_counters).
void bf16_round(uint16_t *dst, int ldd, const float *src, int lds, int rows, int cols);

// Tests: fn (NULL: none) sees every block bf16_round is about to round (source, row stride, rows,
// cols), from whichever thread rounds it, so fn must be thread-safe. Lets a test check that each
// activation is rounded once per update (no element rounded twice with the same value).
typedef void (*Bf16RoundObserver)(const float *src, int lds, int rows, int cols);
void bf16_set_round_observer(Bf16RoundObserver fn);

// dst[r, c] = bf16_to_float(src[r, c]) (exact; counts nothing).
void bf16_widen(float *dst, int ldd, const uint16_t *src, int lds, int rows, int cols);

// BF16_FAILING: every product fails with TD_ERR_INTERNAL, for tests of the error path (selected
// only by bf16_set_backend).
typedef enum { BF16_EMULATED = 0, BF16_NATIVE = 1, BF16_FAILING = 2 } Bf16Backend;

// The backend of bf16_gemm, chosen at the first call: BF16_NATIVE where onednn_bf16_native holds,
// else BF16_EMULATED; the environment variable TANDEM_BF16_BACKEND=emulated forces the emulated
// one (=native is the default choice). *why (if not NULL) says why the emulated backend is in use
// (a static text), NULL under the native one.
Bf16Backend bf16_backend(const char **why);

// The backend's name: "native (oneDNN)", "emulated (BLIS)" or "failing (tests)".
const char *bf16_backend_name(Bf16Backend b);

// Selects the backend of later products (tests; not while products run). Returns 0, or TD_ERR_ARG
// when BF16_NATIVE is asked for on a CPU without it (the backend is then unchanged).
TD_MUST_USE int bf16_set_backend(Bf16Backend b);

// C (M, N) = op(A) (M, K) @ op(B) (K, N) + beta * C for bfloat16 A and B, float32 sums and C, with
// blas_gemm's contract (tensor/blas.h: op(X) = X^T when trans*; A stored (M, K) or (K, M) with row
// stride lda, B stored (K, N) or (N, K) with ldb; beta 0 overwrites, 1 accumulates), on the
// calling thread through the backend in effect. Per-thread buffers and primitives are kept for
// the next call (they grow to the largest product and are then reused). Returns 0,
// TD_ERR_NOMEM, or TD_ERR_INTERNAL with oneDNN's status (native backend).
TD_MUST_USE int bf16_gemm(int transa, int transb, int M, int N, int K, const uint16_t *A, int lda,
                          const uint16_t *B, int ldb, float beta, float *C, int ldc);

// Counters since the start of the process, for bin/bench: bytes written by bf16_round (2 per
// value), and oneDNN primitives created (0 under the emulated backend).
typedef struct Bf16Counters {
    long long bytes_rounded;
    long long primitives_created;
} Bf16Counters;
Bf16Counters bf16_counters(void);

#endif
