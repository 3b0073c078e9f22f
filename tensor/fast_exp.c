// Sums of exponentials in a fixed order (see fast_exp.h).
#include "tensor/fast_exp.h"

#ifdef __AVX2__
#include <immintrin.h>
#endif

// Both paths: lane l (0..7) adds the terms j = l, l + 8, l + 16, ... in increasing j; the lanes
// are then combined by lanes8_sum.

float exp_shift_sum_portable(float *out, const float *x, int n, float shift) {
    float acc[8] = {0};
    for (int j = 0; j < n; j++) {
        const float e = fast_expf(x[j] - shift);
        if (out) out[j] = e;
        acc[j & 7] += e;
    }
    return lanes8_sum(acc);
}

float sum_fixed_portable(const float *x, int n) {
    float acc[8] = {0};
    for (int j = 0; j < n; j++) acc[j & 7] += x[j];
    return lanes8_sum(acc);
}

#ifdef __AVX2__
// fast_expf on 8 lanes, the same operations in the same order (no fused multiply-add: the scalar
// form is compiled without contraction), so every lane has the scalar function's bits.
static inline __m256 fast_expf8(__m256 x) {
    const __m256 lo = _mm256_set1_ps(-87.33654f), hi = _mm256_set1_ps(88.72283f);
    const __m256 below = _mm256_cmp_ps(x, lo, _CMP_LT_OQ);
    __m256 xc = _mm256_blendv_ps(x, lo, below);
    xc = _mm256_blendv_ps(xc, hi, _mm256_cmp_ps(xc, hi, _CMP_GT_OQ));
    xc = _mm256_and_ps(xc, _mm256_cmp_ps(xc, xc, _CMP_ORD_Q));  // NaN -> 0
    const __m256 magic = _mm256_set1_ps(12582912.0f);
    const __m256 n = _mm256_sub_ps(
        _mm256_add_ps(_mm256_mul_ps(xc, _mm256_set1_ps(1.44269504088896341f)), magic), magic);
    __m256 r = _mm256_sub_ps(xc, _mm256_mul_ps(n, _mm256_set1_ps(0.693359375f)));
    r = _mm256_sub_ps(r, _mm256_mul_ps(n, _mm256_set1_ps(-2.12194440e-4f)));
    __m256 p = _mm256_set1_ps(1.9875691500e-4f);
    p = _mm256_add_ps(_mm256_mul_ps(p, r), _mm256_set1_ps(1.3981999507e-3f));
    p = _mm256_add_ps(_mm256_mul_ps(p, r), _mm256_set1_ps(8.3334519073e-3f));
    p = _mm256_add_ps(_mm256_mul_ps(p, r), _mm256_set1_ps(4.1665795894e-2f));
    p = _mm256_add_ps(_mm256_mul_ps(p, r), _mm256_set1_ps(1.6666665459e-1f));
    p = _mm256_add_ps(_mm256_mul_ps(p, r), _mm256_set1_ps(5.0000001201e-1f));
    p = _mm256_add_ps(_mm256_add_ps(_mm256_mul_ps(_mm256_mul_ps(p, r), r), r),
                      _mm256_set1_ps(1.0f));
    const __m256i e = _mm256_slli_epi32(
        _mm256_add_epi32(_mm256_cvtps_epi32(n), _mm256_set1_epi32(127)), 23);
    __m256 y = _mm256_mul_ps(p, _mm256_castsi256_ps(e));
    y = _mm256_blendv_ps(x, y, _mm256_cmp_ps(x, x, _CMP_ORD_Q));  // NaN stays NaN
    return _mm256_andnot_ps(below, y);                            // below the range: exactly 0
}

static inline __m256i tail_mask(int left) {
    const __m256i idx = _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7);
    return _mm256_cmpgt_epi32(_mm256_set1_epi32(left), idx);
}

static inline float combine8(__m256 acc) {
    float a[8];
    _mm256_storeu_ps(a, acc);
    return lanes8_sum(a);
}

float exp_shift_sum(float *out, const float *x, int n, float shift) {
    const __m256 sh = _mm256_set1_ps(shift);
    __m256 acc = _mm256_setzero_ps();
    int j = 0;
    for (; j + 8 <= n; j += 8) {
        const __m256 e = fast_expf8(_mm256_sub_ps(_mm256_loadu_ps(x + j), sh));
        if (out) _mm256_storeu_ps(out + j, e);
        acc = _mm256_add_ps(acc, e);
    }
    if (j < n) {
        const __m256i m = tail_mask(n - j);
        const __m256 e = _mm256_and_ps(
            fast_expf8(_mm256_sub_ps(_mm256_maskload_ps(x + j, m), sh)), _mm256_castsi256_ps(m));
        if (out) _mm256_maskstore_ps(out + j, m, e);
        acc = _mm256_add_ps(acc, e);
    }
    return combine8(acc);
}

float sum_fixed(const float *x, int n) {
    __m256 acc = _mm256_setzero_ps();
    int j = 0;
    for (; j + 8 <= n; j += 8) acc = _mm256_add_ps(acc, _mm256_loadu_ps(x + j));
    if (j < n) acc = _mm256_add_ps(acc, _mm256_maskload_ps(x + j, tail_mask(n - j)));
    return combine8(acc);
}
#else
float exp_shift_sum(float *out, const float *x, int n, float shift) {
    return exp_shift_sum_portable(out, x, n, shift);
}

float sum_fixed(const float *x, int n) { return sum_fixed_portable(x, n); }
#endif
