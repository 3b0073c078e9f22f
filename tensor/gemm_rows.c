// gemm_rows: y = x w^T (+ bias) (+ beta y) with one fixed summation order per element (see
// gemm_rows.h for the contract). Three implementations of the same arithmetic:
//   avx512: register blocks of 4 rows x 4 columns (16 zmm accumulators, 16 K-lanes each), the 16
//           accumulators reduced together by a shuffle tree whose per-lane additions are exactly
//           the contract's tree; the result vector holds the 4x4 block row by row. A last
//           block of 1 or 2 rows (batch-1 steps) takes 8 columns instead, so that 8 or 16 FMA
//           chains run side by side (blk_wide).
//   avx2:   blocks of 2 rows x 2 columns, each accumulator a pair of ymm (lanes 0-7, 8-15).
//   scalar: one element at a time with 16 fmaf lanes (the reference the others must equal).
// A 16-column group's weight rows stay in L1 while every row block of a panel of x passes over
// them, so the weight is read from memory once per panel: once per call up to 65536 / K rows (256
// rows at K = 256, more than any decoding step here), and the panel of x stays in L2.
//
// The kernels themselves live in gemm_rows_kernels.inc, included once per weight type: float32
// (gemm_rows), IEEE binary16 (gemm_rows_f16) and bfloat16 (gemm_rows_bf16), the last two
// converted to float32 exactly on load.
//
// Dimension legend: M rows of x and y, N output columns (weight rows), K reduction length.
#include "tensor/gemm_rows.h"

#include <math.h>
#include <pthread.h>
#include <stdint.h>
#include <string.h>

#include "tensor/bf16.h"
#include "tensor/half.h"
#include "tensor/parallel.h"
#include "tensor/status.h"

#if defined(__x86_64__) || defined(__i386__)
#include <immintrin.h>
#define GR_X86 1
#endif

// The contract fixes each multiply and add; GCC's default outside strict ISO modes fuses a * b + c
// across statements, which would change the bits of the beta and bias steps between paths.
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC optimize("fp-contract=off")
#endif

enum { LANES = 16 };

typedef struct GemmArgs {
    int M, K;
    const float *x, *bias;
    const void *w;  // float or uint16_t (binary16 or bfloat16), by the kernel that reads it
    long ldx, ldw, ldy;
    float beta;
    float *y;
} GemmArgs;

// Computes output columns [j0, j1) of every row.
typedef void (*ColsFn)(const GemmArgs *g, int j0, int j1);

// ---- the reference arithmetic (scalar path) -----------------------------------------------------

// The contract's tree over 16 lanes.
static inline float tree16(const float *a) {
    float b[8], c[4], d[2];
    for (int l = 0; l < 8; l++) b[l] = a[l] + a[l + 8];
    for (int l = 0; l < 4; l++) c[l] = b[l] + b[l + 4];
    for (int l = 0; l < 2; l++) d[l] = c[l] + c[l + 2];
    return d[0] + d[1];
}

// v (+ bias) (+ beta * old): separate statements, so no compiler fuses the product.
static inline float finish(float v, const float *bias, int j, float beta, const float *yo) {
    if (bias) v = v + bias[j];
    if (beta != 0.0f) {
        float t = beta * *yo;
        v = v + t;
    }
    return v;
}

// dst[0..16) = src[0..n) then +0 (n < 16): the last partial step's operands.
static inline void tail16(float *dst, const float *src, int n) {
    for (int l = 0; l < LANES; l++) dst[l] = l < n ? src[l] : 0.0f;
}

#ifdef GR_X86
// Stores n <= 4 values of v (+ bias[j..]) (+ beta y) at y[0..n): the contract's last steps on
// four lanes at once (the same IEEE operations as finish()).
static inline void finish4(__m128 v, const float *bias, int j, float beta, float *y,
                                    int n) {
    float t[4];
    if (n == 4) {  // whole block: vector loads (the same additions as below)
        if (bias) v = _mm_add_ps(v, _mm_loadu_ps(bias + j));
        if (beta != 0.0f) v = _mm_add_ps(v, _mm_mul_ps(_mm_set1_ps(beta), _mm_loadu_ps(y)));
        _mm_storeu_ps(y, v);
        return;
    }
    if (bias) {
        for (int c = 0; c < 4; c++) t[c] = bias[j + (c < n ? c : 0)];
        v = _mm_add_ps(v, _mm_loadu_ps(t));
    }
    if (beta != 0.0f) {
        for (int c = 0; c < 4; c++) t[c] = y[c < n ? c : 0];
        v = _mm_add_ps(v, _mm_mul_ps(_mm_set1_ps(beta), _mm_loadu_ps(t)));
    }
    if (n == 4) {
        _mm_storeu_ps(y, v);
        return;
    }
    _mm_storeu_ps(t, v);
    for (int c = 0; c < n; c++) y[c] = t[c];
}

// ---- AVX2 + FMA ---------------------------------------------------------------------------------

#define TGT_AVX2 __attribute__((target("avx2,fma,f16c")))

static inline TGT_AVX2 float tree16_avx2(__m256 lo, __m256 hi) {
    __m256 b = _mm256_add_ps(lo, hi);                                                // l, l + 8
    __m128 c = _mm_add_ps(_mm256_castps256_ps128(b), _mm256_extractf128_ps(b, 1));  // l, l + 4
    __m128 d = _mm_add_ps(c, _mm_movehl_ps(c, c));                                   // l, l + 2
    return _mm_cvtss_f32(_mm_add_ss(d, _mm_shuffle_ps(d, d, 1)));                   // 0 + 1
}

// ---- AVX-512 ------------------------------------------------------------------------------------

#define TGT_512 __attribute__((target("avx512f,avx2,fma")))

// Lane-wise tree steps on two accumulators at once (see the file comment of gemm_rows.h):
// r1: blocks [a0+a2, a1+a3 | b0+b2, b1+b3] of 128 bits = lanes l + (l + 8) of a, then of b;
// r2: 128-bit blocks b0 + b1 of each 256-bit half (l + (l + 4)); r3, r4: within 128-bit blocks.
static inline TGT_512 __m512 r1(__m512 a, __m512 b) {
    return _mm512_add_ps(_mm512_shuffle_f32x4(a, b, 0x44), _mm512_shuffle_f32x4(a, b, 0xEE));
}
static inline TGT_512 __m512 r2(__m512 a, __m512 b) {
    return _mm512_add_ps(_mm512_shuffle_f32x4(a, b, 0x88), _mm512_shuffle_f32x4(a, b, 0xDD));
}
static inline TGT_512 __m512 r3(__m512 a, __m512 b) {
    return _mm512_add_ps(_mm512_shuffle_ps(a, b, 0x44), _mm512_shuffle_ps(a, b, 0xEE));
}
static inline TGT_512 __m512 r4(__m512 a, __m512 b) {
    return _mm512_add_ps(_mm512_shuffle_ps(a, b, 0x88), _mm512_shuffle_ps(a, b, 0xDD));
}

// A[q] = accumulator of (row q % 4, column q / 4). Returns the 16 sums with lane 4 r + c holding
// (row r, column c). Tracing the shuffles: after r1 pairs (A[2p], A[2p+1]); after r2 each 128-bit
// block holds one accumulator's c[0..4); r3 pairs accumulators q and q + 4, r4 q and q + 8 and
// leaves lane 4 b + t = sum of A[b + 4 t].
static inline TGT_512 __m512 reduce16(const __m512 *A) {
    __m512 C[8], G[4];
#pragma GCC unroll 8
    for (int p = 0; p < 8; p++) C[p] = r1(A[2 * p], A[2 * p + 1]);
#pragma GCC unroll 4
    for (int q = 0; q < 4; q++) G[q] = r2(C[2 * q], C[2 * q + 1]);
    return r4(r3(G[0], G[1]), r3(G[2], G[3]));
}

// Lanes 4 q .. 4 q + 3 of z (q in 0..3; the extract instruction needs a constant index).
static inline TGT_512 __m128 lanes4(__m512 z, int q) {
    switch (q) {
    case 0: return _mm512_castps512_ps128(z);
    case 1: return _mm512_extractf32x4_ps(z, 1);
    case 2: return _mm512_extractf32x4_ps(z, 2);
    default: return _mm512_extractf32x4_ps(z, 3);
    }
}

#endif  // GR_X86

// float32 weights: gemm_rows.
#define GR_W float
#define GR_FN(name) name##_f32
#define GR_W2F(p) (*(p))
#define GR_W8(p) _mm256_loadu_ps(p)
#define GR_W16(p) _mm512_loadu_ps(p)
#include "tensor/gemm_rows_kernels.inc"
#undef GR_W16
#undef GR_W8
#undef GR_W2F
#undef GR_FN
#undef GR_W

// IEEE binary16 weights: gemm_rows_f16 (vcvtph2ps and half_to_float are exact).
#define GR_W uint16_t
#define GR_FN(name) name##_f16
#define GR_W2F(p) half_to_float(*(p))
#define GR_W8(p) _mm256_cvtph_ps(_mm_loadu_si128((const __m128i *)(const void *)(p)))
#define GR_W16(p) _mm512_cvtph_ps(_mm256_loadu_si256((const __m256i *)(const void *)(p)))
#include "tensor/gemm_rows_kernels.inc"
#undef GR_W16
#undef GR_W8
#undef GR_W2F
#undef GR_FN
#undef GR_W

// bfloat16 weights: gemm_rows_bf16. A bfloat16 is the upper half of a float32, so widening is
// exact: zero-extend each 16-bit value to 32 bits and shift it left by 16.
#define GR_W uint16_t
#define GR_FN(name) name##_bf16
#define GR_W2F(p) bf16_to_float(*(p))
#define GR_W8(p)                                                                          \
    _mm256_castsi256_ps(_mm256_slli_epi32(                                                \
        _mm256_cvtepu16_epi32(_mm_loadu_si128((const __m128i *)(const void *)(p))), 16))
#define GR_W16(p)                                                                         \
    _mm512_castsi512_ps(_mm512_slli_epi32(                                                \
        _mm512_cvtepu16_epi32(_mm256_loadu_si256((const __m256i *)(const void *)(p))), 16))
#include "tensor/gemm_rows_kernels.inc"
#undef GR_W16
#undef GR_W8
#undef GR_W2F
#undef GR_FN
#undef GR_W

// ---- dispatch -----------------------------------------------------------------------------------

// The kernels of the path in use, by weight type (WT_F32, WT_F16, WT_BF16).
enum { WT_F32, WT_F16, WT_BF16, WT_COUNT };
static ColsFn g_cols[WT_COUNT] = {cols_scalar_f32, cols_scalar_f16, cols_scalar_bf16};
static const char *g_name = "scalar";
static pthread_once_t g_once = PTHREAD_ONCE_INIT;

static int cpu_has(const char *name) {
#ifdef GR_X86
    __builtin_cpu_init();
    if (!strcmp(name, "avx512")) return __builtin_cpu_supports("avx512f") != 0;
    if (!strcmp(name, "avx2"))
        return __builtin_cpu_supports("avx2") && __builtin_cpu_supports("fma") &&
               __builtin_cpu_supports("f16c");
#endif
    return !strcmp(name, "scalar");
}

static int set_path(const char *name) {
    if (!cpu_has(name)) return -1;
#ifdef GR_X86
    static const ColsFn k512[WT_COUNT] = {cols_512_f32, cols_512_f16, cols_512_bf16};
    static const ColsFn kavx2[WT_COUNT] = {cols_avx2_f32, cols_avx2_f16, cols_avx2_bf16};
    if (!strcmp(name, "avx512"))
        memcpy(g_cols, k512, sizeof g_cols), g_name = "avx512";
    else if (!strcmp(name, "avx2"))
        memcpy(g_cols, kavx2, sizeof g_cols), g_name = "avx2";
    else
#endif
    {
        static const ColsFn kscalar[WT_COUNT] = {cols_scalar_f32, cols_scalar_f16,
                                                 cols_scalar_bf16};
        memcpy(g_cols, kscalar, sizeof g_cols), g_name = "scalar";
    }
    return 0;
}

static void choose_once(void) {
    if (set_path("avx512") < 0 && set_path("avx2") < 0) set_path("scalar");
}

const char *gemm_rows_path(void) {
    pthread_once(&g_once, choose_once);
    return g_name;
}

const char *gemm_rows_isa(void) {
    const char *p = gemm_rows_path();
    return !strcmp(p, "avx512") ? "avx512f,avx2,fma" : !strcmp(p, "avx2") ? "avx2,fma,f16c" : "";
}

int gemm_rows_force_path(const char *name) {
    pthread_once(&g_once, choose_once);
    return set_path(name);
}

// Rows in panels of about PANEL_FLOATS floats of x (a quarter of a 1 MiB L2), so that x stays in
// cache while each column block's weight rows pass over it; calls with fewer rows (decoding
// steps) read the weight exactly once. Panels change the order of work, not of any sum.
#define PANEL_FLOATS 65536L

static void run_panels(const GemmArgs *g, ColsFn cols, int j0, int j1) {
    long p = PANEL_FLOATS / (g->K > 0 ? g->K : 1);
    const int P = p < 4 ? 4 : (p > g->M ? g->M : (int)(p & ~3L));
    for (int i0 = 0; i0 < g->M; i0 += P) {
        GemmArgs q = *g;
        q.M = g->M - i0 < P ? g->M - i0 : P;
        q.x = g->x + (long)i0 * g->ldx;
        q.y = g->y + (long)i0 * g->ldy;
        cols(&q, j0, j1);
    }
}

typedef struct PanelJob {
    const GemmArgs *g;
    ColsFn cols;
} PanelJob;

static void panel_job(const void *ctx, int j0, int j1) {
    const PanelJob *p = ctx;
    run_panels(p->g, p->cols, j0, j1);
}

// Every weight type: checks, then columns split across threads for large products.
static void run(const GemmArgs *g, ColsFn cols, int N) {
    const int nt = par_threads();
    // A decoding step is a chain of small products; on a loaded machine a parallel region costs
    // more than a small product saves (each waits for a descheduled partner), so only products
    // of several million multiply-adds split. Split points are multiples of 4 columns (the widest
    // register block), which changes nothing but the waste in partial blocks.
    if (nt > 1 && (long)g->M * N * g->K >= GEMM_ROWS_PAR_MIN && N >= 8 * nt) {
        const PanelJob p = {g, cols};
        par_split_blocks(nt, N, 4, panel_job, &p);
        return;
    }
    run_panels(g, cols, 0, N);
}

// The public entry points: checks, then the kernel of weight type wt (WT_*).
static void entry(int wt, float *y, int ldy, float beta, const float *x, int ldx, const void *w,
                  int ldw, const float *bias, int M, int N, int K) {
    TD_ASSERT(M >= 0 && N >= 0 && K >= 0);
    TD_ASSERT(ldx >= K && ldw >= K && ldy >= N);
    if (M == 0 || N == 0) return;
    pthread_once(&g_once, choose_once);
    const GemmArgs g = {.M = M, .K = K, .x = x, .bias = bias, .w = w, .ldx = ldx, .ldw = ldw,
                        .ldy = ldy, .beta = beta, .y = y};
    run(&g, g_cols[wt], N);
}

void gemm_rows(float *y, int ldy, float beta, const float *x, int ldx, const float *w, int ldw,
               const float *bias, int M, int N, int K) {
    entry(WT_F32, y, ldy, beta, x, ldx, w, ldw, bias, M, N, K);
}

void gemm_rows_f16(float *y, int ldy, float beta, const float *x, int ldx, const uint16_t *w,
                   int ldw, const float *bias, int M, int N, int K) {
    entry(WT_F16, y, ldy, beta, x, ldx, w, ldw, bias, M, N, K);
}

void gemm_rows_bf16(float *y, int ldy, float beta, const float *x, int ldx, const uint16_t *w,
                    int ldw, const float *bias, int M, int N, int K) {
    entry(WT_BF16, y, ldy, beta, x, ldx, w, ldw, bias, M, N, K);
}
