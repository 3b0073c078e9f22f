// e^x for float in a form compilers vectorise (glibc's expf is a scalar call without -ffast-math):
// the softmax, log-softmax and cross-entropy kernels of tensor/ call it inside `omp simd` loops.
#ifndef TANDEM_FAST_EXP_H
#define TANDEM_FAST_EXP_H

#include <stdint.h>

// e^x for float, vectorisable (callers invoke it inside `omp simd` loops; glibc's expf is a scalar
// call without -ffast-math). Cephes-style: e^x = 2^n e^r, n = round(x / ln 2), r = x - n ln 2
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

#endif
