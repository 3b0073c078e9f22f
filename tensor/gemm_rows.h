// A weight-streaming product for the thin matrices of decoding steps (1 to a few hundred rows
// against a Linear weight): no packing of the weight, which is read once per call for all rows
// (up to 65536 / K rows; larger calls go in panels of x, each reading it once), and a summation
// order that is a property of each output element alone, so a batch of N rows gives the bits of
// N one-row calls. BLIS (tensor/blas.h) packs the whole weight on every call, which dominates
// when there are few rows, and its order may depend on the shape; training keeps BLIS.
#ifndef TANDEM_GEMM_ROWS_H
#define TANDEM_GEMM_ROWS_H

#include <stdint.h>

// y (M, N) = x (M, K) @ w^T (+ bias) (+ beta * y), w stored (N, K) like torch.nn.Linear's weight.
// Row strides (floats): ldx >= K, ldw >= K, ldy >= N. bias [N] or NULL. beta == 0 never reads y
// (it may hold NaN). M, N, K >= 0 (K == 0 gives bias or 0). y must not overlap x, w or bias.
// Programmer errors (negative sizes, short strides) abort via TD_ASSERT; nothing else fails.
//
// The exact arithmetic of every element (the contract that makes it batch-invariant):
//   16 lanes a[0..16) = +0; for k0 = 0, 16, 32, ... < K and each lane l, with k = k0 + l:
//       a[l] = fma(x[i, k], w[j, k], a[l])      (fused, one rounding; both operands +0 if k >= K)
//   the fixed binary tree: b[l] = a[l] + a[l+8] (l < 8), c[l] = b[l] + b[l+4] (l < 4),
//       d[l] = c[l] + c[l+2] (l < 2), s = d[0] + d[1]
//   v = s; if bias: v = v + bias[j]; if beta != 0: v = v + beta * y[i, j] (product rounded first)
//   y[i, j] = v
// This depends on neither M, nor the row's position in the batch, nor the register block a row
// or column falls in, nor the thread count (threads split output columns, never K). All code
// paths (AVX-512, AVX2+FMA, portable scalar with fmaf) implement this same sequence, so the bits
// are also the same whichever path the CPU gets; the path is chosen once per process by CPU
// feature (function versions compiled with target attributes, so no -march flag is needed).
// Accuracy: a float dot product in 16 interleaved partial sums (tested within 1e-6 (K + 4) of a
// double reference for entries in [-1, 1]).
//
// Threads: with more than one OpenMP thread, outside a parallel region, at least
// GEMM_ROWS_PAR_MIN multiply-adds and N >= 8 per thread, blocks of output columns are split
// across the team; otherwise (also inside a parallel region) the calling thread computes
// everything. The bound lets one sentence's decoding step use the team (its products are
// memory-bound, and a parallel region costs less than the second core's bandwidth saves: on a
// 2-core AMD EPYC Zen 1, OMP_WAIT_POLICY=passive, shipped models with float16 weights, 2 threads,
// one-by-one p50 per verse went from 44 to 33 ms for the Transformer and from 43 to 23 ms for the
// RNN when it came down from 8,000,000), while a single row of a small matrix stays on its thread.
#define GEMM_ROWS_PAR_MIN 500000L
void gemm_rows(float *y, int ldy, float beta, const float *x, int ldx, const float *w, int ldw,
               const float *bias, int M, int N, int K);

// gemm_rows with the weight stored as IEEE 754 binary16 (w: the bit patterns, [N, ldw] halves):
// each weight is converted to float32 exactly (every binary16 value is a binary32 value) and
// then every element follows the contract above, so the result equals gemm_rows on the
// converted weights bit for bit, on every path and at every batch size. It reads half the bytes,
// which is what a decoding step at batch 1 is bound by (each weight is used once per row).
// Errors as gemm_rows.
void gemm_rows_f16(float *y, int ldy, float beta, const float *x, int ldx, const uint16_t *w,
                   int ldw, const float *bias, int M, int N, int K);

// gemm_rows with the weight stored as bfloat16 (w: the bit patterns, [N, ldw] values, e.g.
// bf16_from_float of float32 weights, tensor/bf16.h): each weight is widened to float32 exactly (a
// bfloat16 is the upper half of a float32: its bits shifted left by 16), x stays float32, and
// every element follows the contract above, so the result equals gemm_rows on the widened
// weights bit for bit, on every path and at every batch size. It reads half the bytes, as
// gemm_rows_f16 does, with 8 exponent bits (float32's range) and 8 significand bits (binary16
// has 11). Errors as gemm_rows.
void gemm_rows_bf16(float *y, int ldy, float beta, const float *x, int ldx, const uint16_t *w,
                    int ldw, const float *bias, int M, int N, int K);

// The code path in use: "avx512", "avx2" or "scalar".
const char *gemm_rows_path(void);

// The instruction sets the path in use needs beyond x86-64, comma-separated: "avx512f,avx2,fma",
// "avx2,fma,f16c", or "" (scalar).
const char *gemm_rows_isa(void);

// Tests and benchmarks: forces a path by name ("avx512", "avx2", "scalar"). Returns 0, or -1
// (path unchanged) when the name is unknown or the CPU lacks the instructions. Not thread-safe
// against concurrent gemm_rows calls.
int gemm_rows_force_path(const char *name);

#endif
