// int8 products for decoding: y = x w^T with the weight quantised per output row and the
// activations quantised per row on the fly, accumulated exactly in int32 and rescaled once in
// float (symmetric linear quantisation as in CTranslate2's and Marian's int8 decoding; Jacob et
// al. 2018, "Quantization and Training of Neural Networks for Efficient Integer-Arithmetic-Only
// Inference"). Like gemm_rows (tensor/gemm_rows.h) it streams the weight once per call for a few
// rows, and each output element is a function of its own row and column alone, so a batch of N
// rows gives the bits of N one-row calls.
//
// Dimension legend: M rows of x and y, N output columns (weight rows), K reduction length.
#ifndef TANDEM_GEMM_INT8_H
#define TANDEM_GEMM_INT8_H

#include <stdint.h>

// Quantised values lie in [-QUANT_INT8_MAX, QUANT_INT8_MAX] (symmetric: -128 is never used).
#define QUANT_INT8_MAX 127
// A row whose largest magnitude is below this is quantised as all zeros (scale 0), so that
// 127 / max|v| cannot overflow.
#define QUANT_INT8_TINY 0x1p-100f
// The longest reduction: K * 127 * 127 must fit in an int32 accumulator.
#define GEMM_INT8_K_MAX 131072

// Quantises one row v[0..K) (the rule for weights and activations alike):
//   a = max_k |v[k]|; a < QUANT_INT8_TINY: q = 0, scale = 0; else
//   scale = a / 127, q[k] = clamp(rint(v[k] * (127 / a)), -127, 127) (float operations, round to
//   nearest even), so v[k] = q[k] * scale to within scale / 2 (plus float rounding).
// q may be NULL (scale only). Returns 0, or -1 (q and scale untouched) when some v[k] is not
// finite.
int quant_int8_row(int8_t *q, float *scale, const float *v, int K);

// y (M, N) = x (M, K) @ dequant(w)^T (+ bias) (+ beta * y), w (N, K) int8 row-major with row
// stride ldw (bytes), wscale [N] the per-row scales of quant_int8_row. Row strides ldx >= K,
// ldw >= K, ldy >= N. bias [N] or NULL; beta == 0 never reads y. 0 <= K <= GEMM_INT8_K_MAX.
// Programmer errors (bad sizes, short strides) abort via TD_ASSERT; nothing else fails.
//
// The exact arithmetic of every element (the contract that makes it batch-invariant and the same
// on every code path):
//   x's row i is quantised by quant_int8_row's rule into xq[i, k], scale sx[i] (a row holding a
//   value that is not finite gives NaN outputs);
//   acc = sum_k xq[i, k] * w[j, k] in exact integer arithmetic (|acc| < 2^31 by K's bound, so the
//   order of the additions does not matter);
//   v = (float)acc * (sx[i] * wscale[j]); if bias: v = v + bias[j]; if beta != 0:
//   v = v + beta * y[i, j] (product rounded first); y[i, j] = v.
// Code paths: "avx512vnni" and "avxvnni" (vpdpbusd, 32 values per step: |x| as the unsigned
// bytes times w * sign(x) as the signed ones, so every product is x * w and no compensation term
// is needed; AVX512_VNNI with AVX512VL at 256 bits: Ice Lake, Zen 4; AVX_VNNI: Alder Lake, Zen 5),
// "avx2" (activations widened to int16 and multiplied with vpmaddwd against the sign-extended
// weights: every product and pair sum exact, no saturation), "scalar" (the portable reference,
// int32 loops). All compute the same integers, hence the same bits; the path is chosen once per
// process by CPU feature (cpuid, in that order of preference; function versions compiled with
// target attributes, no -march flag needed).
//
// Threads: as gemm_rows (output columns split across the team above GEMM_ROWS_PAR_MIN
// multiply-adds, outside a parallel region); the bits do not depend on the thread count.
void gemm_int8(float *y, int ldy, float beta, const float *x, int ldx, const int8_t *w, int ldw,
               const float *wscale, const float *bias, int M, int N, int K);

// The code path in use: "avx512vnni", "avxvnni", "avx2" or "scalar".
const char *gemm_int8_path(void);

// The instruction sets the path in use needs beyond x86-64, comma-separated
// ("avx2,avx512vl,avx512vnni", "avx2,avxvnni", "avx2"; "" for the scalar path).
const char *gemm_int8_isa(void);

// Tests and benchmarks: forces a path by name ("avx512vnni", "avxvnni", "avx2", "scalar").
// Returns 0, or -1 (path unchanged) when the name is unknown or the CPU lacks the instructions.
// Not thread-safe against concurrent gemm_int8 calls.
int gemm_int8_force_path(const char *name);

#endif
