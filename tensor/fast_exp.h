// e^x for float (fast_expf), and sums of exponentials in a fixed order, 8 lanes wide, for the
// softmax, log-softmax and cross-entropy kernels of tensor/.
#ifndef TANDEM_FAST_EXP_H
#define TANDEM_FAST_EXP_H

#include <stdint.h>

// e^x for float. Cephes-style: e^x = 2^n e^r, n = round(x / ln 2), r = x - n ln 2
// (ln 2 split in two for exactness), degree-6 polynomial for e^r on |r| <= ln2/2. Max relative
// error 1.4 ulp over [-87.3, 88.7]; x < -87.3 (including -inf, a masked logit) gives exactly 0;
// NaN gives NaN (the exponent is then computed from 0, never from a NaN converted to int).
static inline float fast_expf(float x) {
    float xc = x < -87.33654f ? -87.33654f : x;  // ternaries, not fminf: those vectorise
    xc = xc > 88.72283f ? 88.72283f : xc;
    xc = xc == xc ? xc : 0.0f;  // NaN
    float n = (xc * 1.44269504088896341f + 12582912.0f) - 12582912.0f;  // round to nearest
    float r = xc - n * 0.693359375f;
    r = r - n * -2.12194440e-4f;
    float p = 1.9875691500e-4f;
    p = p * r + 1.3981999507e-3f;
    p = p * r + 8.3334519073e-3f;
    p = p * r + 4.1665795894e-2f;
    p = p * r + 1.6666665459e-1f;
    p = p * r + 5.0000001201e-1f;
    p = p * r * r + r + 1.0f;
    union { uint32_t i; float f; } scale = {.i = (uint32_t)((int32_t)n + 127) << 23};
    return x < -87.33654f ? 0.0f : x == x ? p * scale.f : x;
}

// The fixed combination of 8 lane sums used by every fixed-order sum of tensor/:
// ((a0 + a4) + (a2 + a6)) + ((a1 + a5) + (a3 + a7)).
static inline float lanes8_sum(const float *a) {
    const float s0 = a[0] + a[4], s1 = a[1] + a[5], s2 = a[2] + a[6], s3 = a[3] + a[7];
    return (s0 + s2) + (s1 + s3);
}

// sum_j e^(x[j] - shift) over j in [0, n), with out[j] = e^(x[j] - shift) when out is not NULL
// (out may be x). Every term has fast_expf's bits; the sum adds them in one fixed order, whatever
// the CPU and the address of x: lane l = j mod 8 accumulates its terms in increasing j, and the
// lanes are combined by lanes8_sum. So a row gets the same
// bits alone or inside a batch, on the AVX2 path and on the portable one. n = 0 gives 0.
float exp_shift_sum(float *out, const float *x, int n, float shift);

// sum_j x[j] over [0, n) in the same fixed 8-lane order as exp_shift_sum.
float sum_fixed(const float *x, int n);

// The portable forms of the two (the same bits as the vector ones; for tests).
float exp_shift_sum_portable(float *out, const float *x, int n, float shift);
float sum_fixed_portable(const float *x, int n);

#endif
