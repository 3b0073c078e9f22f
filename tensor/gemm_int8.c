// gemm_int8: y = x dequant(w)^T with exact int32 accumulation (contract in gemm_int8.h). Three
// implementations of the same integer arithmetic:
//   avx2:   the activations of the call are quantised once into a thread-local int16 buffer
//           (rows padded with zeros to a multiple of 16); blocks of 4 rows x 2 columns, 2 x 4 or
//           1 x 8 (eight int32 accumulators of 8 lanes each), 16 values of K per step: the weights
//           sign-extended to int16 (vpmovsxbw) and multiplied pairwise with vpmaddwd, whose pair
//           sums (at most 2 * 127 * 127) are exact. vpmaddubsw (u8 x s8) would save the widening
//           but saturates its int16 pair sums once both operands use 8 bits (255 * 127 * 2 >
//           32767); on this CPU family both instructions share the same two multiply pipes, so the
//           exact route costs no multiplies (measured in docs/benchmarks.md).
//   vnni:   the AVX2 blocking with the activations as bytes (rows padded to a multiple of 32) and
//           vpdpbusd on |x| and w * sign(x), 32 values of K per step (AVX512_VNNI or AVX_VNNI).
//   scalar: one element at a time, quantising x on the fly (the reference the others must equal).
// Integer sums are exact, so the blocking, the lane order and the horizontal sums cannot change a
// result: only the quantisation of x and the final float steps are fixed by the contract, and
// both paths compute them with the same float operations.
//
// Dimension legend: M rows of x and y, N output columns (weight rows), K reduction length,
// Kp = K rounded up to 16.
#include "tensor/gemm_int8.h"

#include <float.h>
#include <math.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#include "tensor/alloc.h"
#include "tensor/gemm_rows.h"
#include "tensor/parallel.h"
#include "tensor/status.h"

#if defined(__x86_64__) || defined(__i386__)
#include <cpuid.h>
#include <immintrin.h>
#define GI_X86 1
#endif

// The contract fixes each float multiply and add (no fused multiply-add across statements).
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC optimize("fp-contract=off")
#endif

// ---- quantisation -------------------------------------------------------------------------------

// The per-row factors of the rule: inv = 127 / a, scale = a / 127 (both 0 for a tiny row).
typedef struct RowQuant {
    float inv, scale;
    int finite;
} RowQuant;

static RowQuant row_factors(float amax, int finite) {
    RowQuant r = {0.0f, 0.0f, finite};
    if (finite && amax >= QUANT_INT8_TINY) {
        r.inv = (float)QUANT_INT8_MAX / amax;
        r.scale = amax / (float)QUANT_INT8_MAX;
    }
    return r;
}

static RowQuant row_quant_scalar(const float *v, int K) {
    float amax = 0.0f;
    int finite = 1;
    for (int k = 0; k < K; k++) {
        const float a = fabsf(v[k]);
        if (!(a <= FLT_MAX)) finite = 0;
        else if (a > amax) amax = a;
    }
    return row_factors(amax, finite);
}

// One value: clamp(rint(v * inv), -127, 127) (nearest even, the default rounding mode).
static inline int32_t quant_one(float v, float inv) {
    float t = nearbyintf(v * inv);
    t = t > (float)QUANT_INT8_MAX ? (float)QUANT_INT8_MAX : t;
    t = t < -(float)QUANT_INT8_MAX ? -(float)QUANT_INT8_MAX : t;
    return (int32_t)t;
}

int quant_int8_row(int8_t *q, float *scale, const float *v, int K) {
    const RowQuant r = row_quant_scalar(v, K);
    if (!r.finite) return -1;
    *scale = r.scale;
    if (q)
        for (int k = 0; k < K; k++) q[k] = (int8_t)quant_one(v[k], r.inv);
    return 0;
}

// ---- shared pieces ------------------------------------------------------------------------------

typedef struct I8Args {
    int M, K, Kp;
    const float *x, *wscale, *bias;
    const int8_t *w;
    const int16_t *xq;  // avx2: [M, Kp] quantised rows of x
    const int8_t *xb;   // vnni: [M, Kq] the same values as int8, Kq = K rounded up to 32
    int Kq;
    const float *xs;    // avx2, vnni: [M] their scales (NaN: the row is not finite)
    long ldx, ldw, ldy;
    float beta;
    float *y;
} I8Args;

// Computes output columns [j0, j1) of rows [i0, i1).
typedef void (*I8ColsFn)(const I8Args *g, int i0, int i1, int j0, int j1);

// The contract's float steps for one element.
static inline float finish(int32_t acc, float sx, const I8Args *g, int j, const float *yo) {
    float v = (float)acc * (sx * g->wscale[j]);
    if (g->bias) v = v + g->bias[j];
    if (g->beta != 0.0f) {
        float t = g->beta * *yo;
        v = v + t;
    }
    return v;
}

// ---- scalar (the reference) ---------------------------------------------------------------------

static void cols_scalar(const I8Args *g, int i0, int i1, int j0, int j1) {
    for (int i = i0; i < i1; i++) {
        const float *x = g->x + (long)i * g->ldx;
        const RowQuant r = row_quant_scalar(x, g->K);
        const float sx = r.finite ? r.scale : NAN;
        for (int j = j0; j < j1; j++) {
            const int8_t *w = g->w + (long)j * g->ldw;
            int32_t acc = 0;
            if (r.finite)
                for (int k = 0; k < g->K; k++) acc += quant_one(x[k], r.inv) * (int32_t)w[k];
            float *o = g->y + (long)i * g->ldy + j;
            *o = finish(acc, sx, g, j, o);
        }
    }
}

// ---- AVX2 ---------------------------------------------------------------------------------------

#ifdef GI_X86
#define TGT_AVX2 __attribute__((target("avx2")))

// Row x[0..K) into q[0..Kp) (zeros after K) by the rule; returns the scale, NaN when a value is
// not finite (q is then all zeros).
static TGT_AVX2 float quant_row_avx2(int16_t *q, const float *x, int K, int Kp) {
    const __m256 absmask = _mm256_castsi256_ps(_mm256_set1_epi32(0x7fffffff));
    const __m256 big = _mm256_set1_ps(FLT_MAX);
    __m256 vmax = _mm256_setzero_ps(), ok = _mm256_castsi256_ps(_mm256_set1_epi32(-1));
    int k = 0;
    for (; k + 8 <= K; k += 8) {
        const __m256 a = _mm256_and_ps(_mm256_loadu_ps(x + k), absmask);
        ok = _mm256_and_ps(ok, _mm256_cmp_ps(a, big, _CMP_LE_OQ));  // false for NaN and inf
        vmax = _mm256_max_ps(vmax, a);
    }
    float lanes[8], amax = 0.0f;
    int finite = _mm256_movemask_ps(ok) == 0xff;
    _mm256_storeu_ps(lanes, vmax);
    for (int l = 0; l < 8; l++) amax = lanes[l] > amax ? lanes[l] : amax;
    for (; k < K; k++) {
        const float a = fabsf(x[k]);
        if (!(a <= FLT_MAX)) finite = 0;
        else if (a > amax) amax = a;
    }
    const RowQuant r = row_factors(amax, finite);
    if (!finite) {
        memset(q, 0, (size_t)Kp * sizeof *q);
        return NAN;
    }
    const __m256 inv = _mm256_set1_ps(r.inv);
    const __m256i hi = _mm256_set1_epi32(QUANT_INT8_MAX), lo = _mm256_set1_epi32(-QUANT_INT8_MAX);
    k = 0;
    for (; k + 16 <= K; k += 16) {  // cvtps rounds to nearest even, as nearbyintf does
        __m256i a = _mm256_cvtps_epi32(_mm256_mul_ps(_mm256_loadu_ps(x + k), inv));
        __m256i b = _mm256_cvtps_epi32(_mm256_mul_ps(_mm256_loadu_ps(x + k + 8), inv));
        a = _mm256_max_epi32(_mm256_min_epi32(a, hi), lo);
        b = _mm256_max_epi32(_mm256_min_epi32(b, hi), lo);
        // packs works within 128-bit halves: [a0-3 b0-3 a4-7 b4-7] -> [a0-7 b0-7]
        const __m256i p = _mm256_permute4x64_epi64(_mm256_packs_epi32(a, b), 0xD8);
        _mm256_storeu_si256((__m256i *)(void *)(q + k), p);
    }
    for (; k < K; k++) q[k] = (int16_t)quant_one(x[k], r.inv);
    for (; k < Kp; k++) q[k] = 0;
    return r.scale;
}

// The lane sums of eight accumulators as one vector: lane q = sum of a[q]'s lanes (horizontal
// adds in pairs, then the two 128-bit halves; integer sums, so any order is exact).
static inline TGT_AVX2 __m256i hsum8(const __m256i *a) {
    const __m256i h01 = _mm256_hadd_epi32(a[0], a[1]), h23 = _mm256_hadd_epi32(a[2], a[3]);
    const __m256i h45 = _mm256_hadd_epi32(a[4], a[5]), h67 = _mm256_hadd_epi32(a[6], a[7]);
    const __m256i g0 = _mm256_hadd_epi32(h01, h23), g1 = _mm256_hadd_epi32(h45, h67);
    return _mm256_add_epi32(_mm256_permute2x128_si256(g0, g1, 0x20),
                            _mm256_permute2x128_si256(g0, g1, 0x31));
}

// R rows x C columns (R * C = 8): lane r * C + c of the result = sum_k xq[r][k] * w[c][k] over K
// (x is zero-padded to a multiple of 16; the last partial step of each weight row reads a
// zero-padded copy).
static inline __attribute__((always_inline)) TGT_AVX2 __m256i blk_avx2(
    const int R, const int C, int K, const int16_t *const *xr, const int8_t *const *wc) {
    __m256i acc[8];
#pragma GCC unroll 8
    for (int q = 0; q < R * C; q++) acc[q] = _mm256_setzero_si256();
#define I8_STEP(WPTR)                                                                     \
    {                                                                                     \
        __m256i xv[4];                                                                    \
        _Pragma("GCC unroll 4") for (int r = 0; r < R; r++)                               \
            xv[r] = _mm256_loadu_si256((const __m256i *)(const void *)(xr[r] + k));       \
        _Pragma("GCC unroll 8") for (int c = 0; c < C; c++) {                             \
            const __m256i wv =                                                            \
                _mm256_cvtepi8_epi16(_mm_loadu_si128((const __m128i *)(const void *)(WPTR))); \
            _Pragma("GCC unroll 4") for (int r = 0; r < R; r++)                           \
                acc[r * C + c] = _mm256_add_epi32(acc[r * C + c], _mm256_madd_epi16(xv[r], wv)); \
        }                                                                                 \
    }
    int k = 0;
    for (; k + 16 <= K; k += 16) I8_STEP(wc[c] + k)
    if (k < K) {
        int8_t wt[8][16];
        for (int c = 0; c < C; c++) {
            memset(wt[c], 0, sizeof wt[c]);
            memcpy(wt[c], wc[c] + k, (size_t)(K - k));
        }
        I8_STEP(wt[c])
    }
#undef I8_STEP
    return hsum8(acc);
}

// The contract's float steps for 8 consecutive columns of one row at once (the same IEEE
// operations as finish(), lane by lane).
static inline TGT_AVX2 void finish8(__m256i acc, float sx, const I8Args *g, int j, float *y) {
    __m256 v = _mm256_mul_ps(_mm256_cvtepi32_ps(acc),
                             _mm256_mul_ps(_mm256_set1_ps(sx), _mm256_loadu_ps(g->wscale + j)));
    if (g->bias) v = _mm256_add_ps(v, _mm256_loadu_ps(g->bias + j));
    if (g->beta != 0.0f)
        v = _mm256_add_ps(v, _mm256_mul_ps(_mm256_set1_ps(g->beta), _mm256_loadu_ps(y)));
    _mm256_storeu_ps(y, v);
}

// A full group of 4 rows x 8 columns: the four 4 x 2 blocks' sums (lanes 2 r + c of block b =
// row r, column 2 b + c) transposed as 64-bit pairs into one vector per row, each finished at
// once.
static inline TGT_AVX2 void finish_4x8(const __m256i *z, const I8Args *g, int i, int j) {
    const __m256d z0 = _mm256_castsi256_pd(z[0]), z1 = _mm256_castsi256_pd(z[1]);
    const __m256d z2 = _mm256_castsi256_pd(z[2]), z3 = _mm256_castsi256_pd(z[3]);
    const __m256d t0 = _mm256_unpacklo_pd(z0, z1), t1 = _mm256_unpackhi_pd(z0, z1);
    const __m256d t2 = _mm256_unpacklo_pd(z2, z3), t3 = _mm256_unpackhi_pd(z2, z3);
    const __m256d rows[4] = {_mm256_permute2f128_pd(t0, t2, 0x20),
                             _mm256_permute2f128_pd(t1, t3, 0x20),
                             _mm256_permute2f128_pd(t0, t2, 0x31),
                             _mm256_permute2f128_pd(t1, t3, 0x31)};
    for (int r = 0; r < 4; r++)
        finish8(_mm256_castpd_si256(rows[r]), g->xs[i + r], g, j,
                g->y + (long)(i + r) * g->ldy + j);
}

// Rows [i0, i1), columns [j0, j1) in groups of 8 whose weight rows stay in L1 while the row
// blocks pass: 4 x 2 blocks while 4 rows remain, then 2 x 4, then 1 x 8 (the widths keep eight
// independent accumulators busy at batch 1). A partial column block repeats its last column.
// One body for every vector path: BLK(R, C, K, xr, wc) is the path's block kernel over quantised
// rows XQ of type XT with row stride XLD.
#define I8_COLS(NAME, TGT, BLK, XT, XQ, XLD)                                                     \
    static TGT void NAME(const I8Args *g, int i0, int i1, int j0, int j1) {                     \
        for (int j = j0; j < j1; j += 8) {                                                      \
            const int ng = j1 - j < 8 ? j1 - j : 8;                                             \
            for (int i = i0; i < i1;) {                                                         \
                const int R = i1 - i >= 4 ? 4 : (i1 - i >= 2 ? 2 : 1), C = 8 / R;              \
                const XT *xr[4];                                                                \
                for (int r = 0; r < 4; r++) xr[r] = g->XQ + (long)(i + (r < R ? r : 0)) * g->XLD; \
                __m256i z[4];                                                                   \
                for (int cb = 0, b = 0; cb < ng; cb += C, b++) {                                \
                    const int nc = ng - cb < C ? ng - cb : C;                                   \
                    const int8_t *wc[8];                                                        \
                    for (int c = 0; c < 8; c++)                                                 \
                        wc[c] = g->w + (long)(j + cb + (c < nc ? c : nc - 1)) * g->ldw;         \
                    z[b] = R == 4   ? BLK(4, 2, g->K, xr, wc)                                   \
                           : R == 2 ? BLK(2, 4, g->K, xr, wc)                                   \
                                    : BLK(1, 8, g->K, xr, wc);                                  \
                    if (nc == 8) { /* R == 1: one row of 8 columns */                           \
                        finish8(z[b], g->xs[i], g, j, g->y + (long)i * g->ldy + j);             \
                        continue;                                                               \
                    }                                                                           \
                    if (R == 4 && ng == 8) continue; /* finished together below */              \
                    int32_t s[8];                                                               \
                    _mm256_storeu_si256((__m256i *)(void *)s, z[b]);                            \
                    for (int r = 0; r < R; r++)                                                 \
                        for (int c = 0; c < nc; c++) {                                          \
                            float *o = g->y + (long)(i + r) * g->ldy + j + cb + c;              \
                            *o = finish(s[r * C + c], g->xs[i + r], g, j + cb + c, o);          \
                        }                                                                       \
                }                                                                               \
                if (R == 4 && ng == 8) finish_4x8(z, g, i, j);                                  \
                i += R;                                                                         \
            }                                                                                   \
        }                                                                                       \
    }

I8_COLS(cols_avx2, TGT_AVX2, blk_avx2, int16_t, xq, Kp)

// ---- VNNI ---------------------------------------------------------------------------------------

// vpdpbusd multiplies unsigned by signed bytes and adds each group of four products into an int32
// lane. With |x| as the unsigned operand and w * sign(x) (vpsignb; w is never -128) as the signed
// one, every product is x * w exactly and every sum is an exact integer, so the result is the
// AVX2 kernel's (the same integers; no compensation term needed). 32 values of K per step. The
// AVX512_VNNI form (EVEX, 256-bit with AVX512VL: Ice Lake, Zen 4) and the AVX_VNNI form (VEX:
// Alder Lake, Zen 5) are the same operation.
#define I8_VNNI_BLK(NAME, TGT, DPBUSD)                                                          \
    static inline __attribute__((always_inline)) TGT __m256i NAME(                              \
        const int R, const int C, int K, const int8_t *const *xr, const int8_t *const *wc) {    \
        __m256i acc[8];                                                                         \
        _Pragma("GCC unroll 8") for (int q = 0; q < R * C; q++) acc[q] = _mm256_setzero_si256(); \
        int k = 0;                                                                              \
        for (; k + 32 <= K; k += 32) I8_VNNI_STEP(DPBUSD, wc[c] + k)                            \
        if (k < K) {                                                                            \
            int8_t wt[8][32];                                                                   \
            for (int c = 0; c < C; c++) {                                                       \
                memset(wt[c], 0, sizeof wt[c]);                                                 \
                memcpy(wt[c], wc[c] + k, (size_t)(K - k));                                      \
            }                                                                                   \
            I8_VNNI_STEP(DPBUSD, wt[c])                                                         \
        }                                                                                       \
        return hsum8(acc);                                                                      \
    }
#define I8_VNNI_STEP(DPBUSD, WPTR)                                                              \
    {                                                                                           \
        __m256i xv[4], xa[4];                                                                   \
        _Pragma("GCC unroll 4") for (int r = 0; r < R; r++) {                                   \
            xv[r] = _mm256_loadu_si256((const __m256i *)(const void *)(xr[r] + k));             \
            xa[r] = _mm256_abs_epi8(xv[r]);                                                     \
        }                                                                                       \
        _Pragma("GCC unroll 8") for (int c = 0; c < C; c++) {                                   \
            const __m256i wv = _mm256_loadu_si256((const __m256i *)(const void *)(WPTR));       \
            _Pragma("GCC unroll 4") for (int r = 0; r < R; r++)                                 \
                acc[r * C + c] = DPBUSD(acc[r * C + c], xa[r], _mm256_sign_epi8(wv, xv[r]));    \
        }                                                                                       \
    }

#define TGT_VNNI512 __attribute__((target("avx2,avx512f,avx512vl,avx512vnni")))
#define TGT_AVXVNNI __attribute__((target("avx2,avxvnni")))
I8_VNNI_BLK(blk_vnni512, TGT_VNNI512, _mm256_dpbusd_epi32)
I8_VNNI_BLK(blk_avxvnni, TGT_AVXVNNI, _mm256_dpbusd_avx_epi32)
I8_COLS(cols_vnni512, TGT_VNNI512, blk_vnni512, int8_t, xb, Kq)
I8_COLS(cols_avxvnni, TGT_AVXVNNI, blk_avxvnni, int8_t, xb, Kq)
#endif  // GI_X86

// ---- dispatch -----------------------------------------------------------------------------------

static I8ColsFn g_cols = cols_scalar;
static const char *g_name = "scalar";
static pthread_once_t g_once = PTHREAD_ONCE_INIT;

#ifdef GI_X86
// AVX-VNNI: cpuid leaf 7, subleaf 1, EAX bit 4 (asked through cpuid because not every compiler's
// __builtin_cpu_supports knows the name "avxvnni"; the YMM state check is avx2's).
static int cpu_has_avx_vnni(void) {
    unsigned a, b, c, d;
    return __get_cpuid_count(7, 1, &a, &b, &c, &d) && ((a >> 4) & 1u);
}
#endif

static int set_path(const char *name) {
#ifdef GI_X86
    __builtin_cpu_init();
    const int avx2 = __builtin_cpu_supports("avx2");
    if (!strcmp(name, "avx512vnni")) {
        if (!avx2 || !__builtin_cpu_supports("avx512vl") || !__builtin_cpu_supports("avx512vnni"))
            return -1;
        g_cols = cols_vnni512, g_name = "avx512vnni";
        return 0;
    }
    if (!strcmp(name, "avxvnni")) {
        if (!avx2 || !cpu_has_avx_vnni()) return -1;
        g_cols = cols_avxvnni, g_name = "avxvnni";
        return 0;
    }
    if (!strcmp(name, "avx2")) {
        if (!avx2) return -1;
        g_cols = cols_avx2, g_name = "avx2";
        return 0;
    }
#endif
    if (strcmp(name, "scalar") != 0) return -1;
    g_cols = cols_scalar, g_name = "scalar";
    return 0;
}

// The fastest path the CPU has (cpuid, with the OS saving the registers).
static void choose_once(void) {
    if (set_path("avx512vnni") < 0 && set_path("avxvnni") < 0 && set_path("avx2") < 0)
        set_path("scalar");
}

const char *gemm_int8_path(void) {
    pthread_once(&g_once, choose_once);
    return g_name;
}

const char *gemm_int8_isa(void) {
    const char *p = gemm_int8_path();
    if (!strcmp(p, "avx512vnni")) return "avx2,avx512vl,avx512vnni";
    if (!strcmp(p, "avxvnni")) return "avx2,avxvnni";
    return strcmp(p, "avx2") ? "" : "avx2";
}

int gemm_int8_force_path(const char *name) {
    pthread_once(&g_once, choose_once);
    return set_path(name);
}

// ---- driver -------------------------------------------------------------------------------------

// Rows in panels of about PANEL_VALUES quantised values (128 KiB of int16, in L2) while each
// column group's weight rows pass over them; decoding steps fit in one panel, so the weight is
// read once per call. Panels change the order of work, not any sum.
#define PANEL_VALUES 65536L

static void run_panels(const I8Args *g, I8ColsFn cols, int j0, int j1) {
    const long p = PANEL_VALUES / (g->Kp > 0 ? g->Kp : 1);
    const int P = p < 4 ? 4 : (p > g->M ? g->M : (int)p);
    for (int i0 = 0; i0 < g->M; i0 += P) cols(g, i0, g->M - i0 < P ? g->M : i0 + P, j0, j1);
}

typedef struct PanelJob {
    const I8Args *g;
    I8ColsFn cols;
} PanelJob;

static void panel_job(const void *ctx, int j0, int j1) {
    const PanelJob *p = ctx;
    run_panels(p->g, p->cols, j0, j1);
}

// Columns split across the team for large products (as gemm_rows: split points are multiples
// of 8 columns, the column group).
static void run(const I8Args *g, I8ColsFn cols, int N) {
    const int nt = par_threads();
    if (nt > 1 && (long)g->M * N * g->K >= GEMM_ROWS_PAR_MIN && N >= 8 * nt) {
        const PanelJob p = {g, cols};
        par_split_blocks(nt, N, 8, panel_job, &p);
        return;
    }
    run_panels(g, cols, 0, N);
}

void gemm_int8(float *y, int ldy, float beta, const float *x, int ldx, const int8_t *w, int ldw,
               const float *wscale, const float *bias, int M, int N, int K) {
    TD_ASSERT(M >= 0 && N >= 0 && K >= 0 && K <= GEMM_INT8_K_MAX);
    TD_ASSERT(ldx >= K && ldw >= K && ldy >= N);
    if (M == 0 || N == 0) return;
    pthread_once(&g_once, choose_once);
    I8Args g = {.M = M, .K = K, .Kp = (K + 15) & ~15, .Kq = (K + 31) & ~31, .x = x,
                .wscale = wscale, .bias = bias, .w = w, .ldx = ldx, .ldw = ldw, .ldy = ldy,
                .beta = beta, .y = y};
    I8ColsFn cols = g_cols;
#ifdef GI_X86
    const int vnni = cols == cols_vnni512 || cols == cols_avxvnni;
    // The calling thread's buffers (tensor/alloc.h): quantised rows, as bytes, and their scales.
    // Out of memory for them: the scalar path needs none and gives the same bits.
    int16_t *xq = NULL;
    int8_t *xb = NULL;
    float *xs = NULL;
    if (cols != cols_scalar &&
        (!(xq = td_thread_scratch(TD_SCRATCH_INT8_ROWS, ((size_t)M * g.Kp + 1) * sizeof *xq)) ||
         !(xb = td_thread_scratch(TD_SCRATCH_INT8_BYTES, vnni ? (size_t)M * g.Kq + 1 : 1)) ||
         !(xs = td_thread_scratch(TD_SCRATCH_INT8_SCALES, (size_t)M * sizeof *xs))))
        cols = cols_scalar;
    if (cols != cols_scalar) {
        for (int i = 0; i < M; i++)
            xs[i] = quant_row_avx2(xq + (long)i * g.Kp, x + (long)i * ldx, K, g.Kp);
        g.xq = xq, g.xs = xs;
    }
    if (cols != cols_scalar && vnni) {  // the same values as bytes (|q| <= 127), zeros to Kq
        for (int i = 0; i < M; i++) {
            const int16_t *q = xq + (long)i * g.Kp;
            int8_t *b = xb + (long)i * g.Kq;
            for (int k = 0; k < g.Kp; k++) b[k] = (int8_t)q[k];
            for (int k = g.Kp; k < g.Kq; k++) b[k] = 0;
        }
        g.xb = xb;
    }
#endif
    run(&g, cols, N);
}
