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
// Dimension legend: M rows of x and y, N output columns (weight rows), K reduction length.
#include "tensor/gemm_rows.h"

#include <math.h>
#include <omp.h>
#include <pthread.h>
#include <string.h>

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
    const float *x, *w, *bias;
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

static float dot_scalar(const float *x, const float *w, int K) {
    float a[LANES] = {0};
    int k0 = 0;
    for (; k0 + LANES <= K; k0 += LANES)
        for (int l = 0; l < LANES; l++) a[l] = fmaf(x[k0 + l], w[k0 + l], a[l]);
    if (k0 < K)
        for (int l = 0; l < LANES; l++) {
            int k = k0 + l;
            a[l] = fmaf(k < K ? x[k] : 0.0f, k < K ? w[k] : 0.0f, a[l]);
        }
    return tree16(a);
}

static void cols_scalar(const GemmArgs *g, int j0, int j1) {
    for (int j = j0; j < j1; j++) {
        const float *wj = g->w + (long)j * g->ldw;
        for (int i = 0; i < g->M; i++) {
            float *o = g->y + (long)i * g->ldy + j;
            *o = finish(dot_scalar(g->x + (long)i * g->ldx, wj, g->K), g->bias, j, g->beta, o);
        }
    }
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

#define TGT_AVX2 __attribute__((target("avx2,fma")))

static inline TGT_AVX2 float tree16_avx2(__m256 lo, __m256 hi) {
    __m256 b = _mm256_add_ps(lo, hi);                                                // l, l + 8
    __m128 c = _mm_add_ps(_mm256_castps256_ps128(b), _mm256_extractf128_ps(b, 1));  // l, l + 4
    __m128 d = _mm_add_ps(c, _mm_movehl_ps(c, c));                                   // l, l + 2
    return _mm_cvtss_f32(_mm_add_ss(d, _mm_shuffle_ps(d, d, 1)));                   // 0 + 1
}

// R (1 or 2) rows x 2 columns (w1 may repeat w0 for a last odd column); sums into s[r][c].
static inline __attribute__((always_inline)) TGT_AVX2 void blk_avx2(
    const int R, int K, const float *x0, const float *x1, const float *w0, const float *w1,
    float s[2][2]) {
    __m256 a00l = _mm256_setzero_ps(), a00h = a00l, a01l = a00l, a01h = a00l;
    __m256 a10l = a00l, a10h = a00l, a11l = a00l, a11h = a00l;
    int k = 0;
#define AVX2_STEP(LD)                                                                    \
    {                                                                                    \
        __m256 w0l = LD(w0, 0), w0h = LD(w0, 8), w1l = LD(w1, 0), w1h = LD(w1, 8);       \
        __m256 xl = LD(x0, 0), xh = LD(x0, 8);                                           \
        a00l = _mm256_fmadd_ps(xl, w0l, a00l), a00h = _mm256_fmadd_ps(xh, w0h, a00h);    \
        a01l = _mm256_fmadd_ps(xl, w1l, a01l), a01h = _mm256_fmadd_ps(xh, w1h, a01h);    \
        if (R > 1) {                                                                     \
            xl = LD(x1, 0), xh = LD(x1, 8);                                              \
            a10l = _mm256_fmadd_ps(xl, w0l, a10l), a10h = _mm256_fmadd_ps(xh, w0h, a10h); \
            a11l = _mm256_fmadd_ps(xl, w1l, a11l), a11h = _mm256_fmadd_ps(xh, w1h, a11h); \
        }                                                                                \
    }
#define LD_FULL(p, o) _mm256_loadu_ps((p) + k + (o))
    for (; k + LANES <= K; k += LANES) AVX2_STEP(LD_FULL)
    if (k < K) {
        const __m256i rem = _mm256_set1_epi32(K - k);
        const __m256i m0 = _mm256_cmpgt_epi32(rem, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        const __m256i m8 = _mm256_cmpgt_epi32(rem, _mm256_setr_epi32(8, 9, 10, 11, 12, 13, 14, 15));
#define LD_MASK(p, o) _mm256_maskload_ps((p) + k + (o), (o) ? m8 : m0)
        AVX2_STEP(LD_MASK)
#undef LD_MASK
    }
#undef LD_FULL
#undef AVX2_STEP
    s[0][0] = tree16_avx2(a00l, a00h), s[0][1] = tree16_avx2(a01l, a01h);
    if (R > 1) s[1][0] = tree16_avx2(a10l, a10h), s[1][1] = tree16_avx2(a11l, a11h);
}

static TGT_AVX2 void cols_avx2(const GemmArgs *g, int j0, int j1) {
    for (int j = j0; j < j1; j += 2) {
        const int nc = j1 - j < 2 ? j1 - j : 2;
        const float *w0 = g->w + (long)j * g->ldw, *w1 = w0 + (nc > 1 ? g->ldw : 0);
        for (int i = 0; i < g->M; i += 2) {
            const float *x0 = g->x + (long)i * g->ldx;
            float s[2][2];
            const int R = g->M - i < 2 ? 1 : 2;
            if (R == 2) blk_avx2(2, g->K, x0, x0 + g->ldx, w0, w1, s);
            else blk_avx2(1, g->K, x0, x0, w0, w1, s);
            for (int r = 0; r < R; r++)
                for (int c = 0; c < nc; c++) {
                    float *o = g->y + (long)(i + r) * g->ldy + j + c;
                    *o = finish(s[r][c], g->bias, j + c, g->beta, o);
                }
        }
    }
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

// Runs STEP(LD) over K in 16-lane steps, LD loading 16 floats at (p) + k; the last partial step
// loads under a mask (lanes past K read as +0, as the contract says).
#define LD_FULL(p) _mm512_loadu_ps((p) + k)
#define LD_MASK(p) _mm512_maskz_loadu_ps(m, (p) + k)
#define K_LOOP_512(STEP)                                            \
    do {                                                            \
        int k = 0;                                                  \
        for (; k + LANES <= K; k += LANES) STEP(LD_FULL)            \
        if (k < K) {                                                \
            const __mmask16 m = (__mmask16)((1u << (K - k)) - 1u); \
            STEP(LD_MASK)                                           \
        }                                                           \
    } while (0)

// R (3 or 4) rows x 4 columns (w[c] may repeat a column for a partial block); A as in reduce16.
static inline __attribute__((always_inline)) TGT_512 __m512 blk_512(
    const int R, int K, const float *const *xr, const float *const *wc) {
    __m512 A[16];
#pragma GCC unroll 16
    for (int q = 0; q < 16; q++) A[q] = _mm512_setzero_ps();
#define STEP512(LD)                                                                 \
    {                                                                               \
        __m512 v0 = LD(wc[0]), v1 = LD(wc[1]), v2 = LD(wc[2]), v3 = LD(wc[3]);       \
        __asm__("" : "+v"(v0), "+v"(v1), "+v"(v2), "+v"(v3)); /* keep in registers */ \
        _Pragma("GCC unroll 4") for (int r = 0; r < R; r++) {                       \
            __m512 u = LD(xr[r]);                                                   \
            __asm__("" : "+v"(u));                                                  \
            A[r] = _mm512_fmadd_ps(u, v0, A[r]);                                    \
            A[r + 4] = _mm512_fmadd_ps(u, v1, A[r + 4]);                            \
            A[r + 8] = _mm512_fmadd_ps(u, v2, A[r + 8]);                            \
            A[r + 12] = _mm512_fmadd_ps(u, v3, A[r + 12]);                          \
        }                                                                           \
    }
    K_LOOP_512(STEP512);
#undef STEP512
    return reduce16(A);
}

// Few rows: 1 or 2 rows x 8 columns, so that 8 or 16 FMA chains run side by side (a 4 x 4 block
// with one row live has only 4 chains and waits on the FMA latency) while only 8 weight rows
// stream at once. Accumulator q goes through reduce16 into lane L(q) = 4 (q % 4) + q / 4, which
// holds row (L / 4) % 2, column 4 (L / 8) + L % 4: lanes 0-3 row 0 columns 0-3, 4-7 row 1
// columns 0-3, 8-11 row 0 columns 4-7, 12-15 row 1 columns 4-7. Per element this is the
// contract's arithmetic exactly; only which accumulator holds it changes.
static inline __attribute__((always_inline)) TGT_512 __m512 blk_wide(
    const int R, int K, const float *const *xr, const float *const *wc) {
    __m512 A[16];
#pragma GCC unroll 16
    for (int q = 0; q < 16; q++) A[q] = _mm512_setzero_ps();
    // accumulator q: lane L = 4 (q % 4) + q / 4, row (L / 4) % 2, column 4 (L / 8) + L % 4
    // (constants once unrolled); with R = 1 the row-1 accumulators stay zero
#define WIDE_STEP(LD)                                                                         \
    {                                                                                         \
        const __m512 u0 = LD(xr[0]), u1 = R > 1 ? LD(xr[1]) : u0;                              \
        _Pragma("GCC unroll 16") for (int q = 0; q < 16; q++) {                               \
            const int L = 4 * (q % 4) + q / 4, r = (L / 4) % 2, c = 4 * (L / 8) + L % 4;      \
            if (r < R) A[q] = _mm512_fmadd_ps(r ? u1 : u0, LD(wc[c]), A[q]);                  \
        }                                                                                     \
    }
    K_LOOP_512(WIDE_STEP);
#undef WIDE_STEP
    return reduce16(A);
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

// Columns [j0, j1) in groups of 16 whose weight rows stay in L1 while the row blocks pass: blocks
// of 4 rows x 4 columns, a last block of 1 or 2 rows as 8-column blocks (blk_wide), 3 rows as
// 4 x 4 blocks with one row idle.
static TGT_512 void cols_512(const GemmArgs *g, int j0, int j1) {
    for (int j = j0; j < j1; j += 16) {
        const int ng = j1 - j < 16 ? j1 - j : 16;
        const float *wc[16];
        for (int c = 0; c < 16; c++) wc[c] = g->w + (long)(j + (c < ng ? c : ng - 1)) * g->ldw;
        for (int i = 0; i < g->M; i += 4) {
            const int R = g->M - i < 4 ? g->M - i : 4;
            const float *xr[4];
            for (int r = 0; r < 4; r++) xr[r] = g->x + (long)(i + (r < R ? r : 0)) * g->ldx;
            float *o = g->y + (long)i * g->ldy + j;
            if (R <= 2) {
                for (int c8 = 0; c8 < ng; c8 += 8) {
                    const float *const *w8 = wc + c8;  // wc[c8 + 8..16) exist (clamped copies)
                    const __m512 z = R == 1 ? blk_wide(1, g->K, xr, w8) : blk_wide(2, g->K, xr, w8);
                    for (int h = 0; h < 4; h++) {
                        const int r = h % 2, cb = c8 + 4 * (h / 2);
                        if (r >= R || cb >= ng) continue;
                        const int n = ng - cb < 4 ? ng - cb : 4;
                        finish4(lanes4(z, h), g->bias, j + cb, g->beta, o + (long)r * g->ldy + cb,
                                n);
                    }
                }
                continue;
            }
            for (int cb = 0; cb < ng; cb += 4) {
                const int nc = ng - cb < 4 ? ng - cb : 4;
                const float *w4[4] = {wc[cb], wc[cb + 1 < 16 ? cb + 1 : 15],
                                      wc[cb + 2 < 16 ? cb + 2 : 15], wc[cb + 3 < 16 ? cb + 3 : 15]};
                for (int c = nc; c < 4; c++) w4[c] = w4[nc - 1];
                const __m512 z = R == 3 ? blk_512(3, g->K, xr, w4) : blk_512(4, g->K, xr, w4);
                for (int r = 0; r < R; r++) {
                    finish4(lanes4(z, r), g->bias, j + cb, g->beta, o + (long)r * g->ldy + cb, nc);
                }
            }
        }
    }
}
#endif  // GR_X86

// ---- dispatch -----------------------------------------------------------------------------------

static ColsFn g_cols = cols_scalar;
static const char *g_name = "scalar";
static pthread_once_t g_once = PTHREAD_ONCE_INIT;

static int cpu_has(const char *name) {
#ifdef GR_X86
    __builtin_cpu_init();
    if (!strcmp(name, "avx512")) return __builtin_cpu_supports("avx512f") != 0;
    if (!strcmp(name, "avx2"))
        return __builtin_cpu_supports("avx2") && __builtin_cpu_supports("fma");
#endif
    return !strcmp(name, "scalar");
}

static int set_path(const char *name) {
    if (!cpu_has(name)) return -1;
#ifdef GR_X86
    if (!strcmp(name, "avx512")) g_cols = cols_512, g_name = "avx512";
    else if (!strcmp(name, "avx2")) g_cols = cols_avx2, g_name = "avx2";
    else
#endif
        g_cols = cols_scalar, g_name = "scalar";
    return 0;
}

static void choose_once(void) {
    if (set_path("avx512") < 0 && set_path("avx2") < 0) set_path("scalar");
}

const char *gemm_rows_path(void) {
    pthread_once(&g_once, choose_once);
    return g_name;
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

void gemm_rows(float *y, int ldy, float beta, const float *x, int ldx, const float *w, int ldw,
               const float *bias, int M, int N, int K) {
    TD_ASSERT(M >= 0 && N >= 0 && K >= 0);
    TD_ASSERT(ldx >= K && ldw >= K && ldy >= N);
    if (M == 0 || N == 0) return;
    pthread_once(&g_once, choose_once);
    const GemmArgs g = {M, K, x, w, bias, ldx, ldw, ldy, beta, y};
    const ColsFn cols = g_cols;
    const int nt = omp_get_max_threads();
    // A decoding step is a chain of small products; on a loaded machine a parallel region costs
    // more than a small product saves (each waits for a descheduled partner), so only products
    // of several million multiply-adds split. Split points are multiples of 4 columns (the widest
    // register block), which changes nothing but the waste in partial blocks.
    if (nt > 1 && !omp_in_parallel() && (long)M * N * K >= GEMM_ROWS_PAR_MIN && N >= 8 * nt) {
        const int nb = (N + 3) / 4;
#pragma omp parallel num_threads(nt)
        {
            const int id = omp_get_thread_num(), n = omp_get_num_threads();
            const int b0 = (int)((long)nb * id / n), b1 = (int)((long)nb * (id + 1) / n);
            const int e = 4 * b1 < N ? 4 * b1 : N;
            if (4 * b0 < e) run_panels(&g, cols, 4 * b0, e);
        }
        return;
    }
    run_panels(&g, cols, 0, N);
}
