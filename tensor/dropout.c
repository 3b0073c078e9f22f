// Counter-based inverted dropout (see dropout.h).
#include "tensor/dropout.h"

#include <string.h>
#if defined(__AVX512F__) && defined(__AVX512DQ__) && defined(__AVX512BW__)
#include <immintrin.h>
#endif

#include "tensor/parallel.h"

// splitmix64's finaliser: a bijective 64-bit mix, good enough for dropout masks.
static inline uint64_t mix64(uint64_t z) {
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

// Keep threshold on 16-bit uniforms: element dropped when its 16 bits < thr.
static inline uint32_t drop_threshold(float p) { return (uint32_t)(p * 65536.0f + 0.5f); }

enum { DROP_FWD, DROP_RESIDUAL, DROP_BWD_ADD };
#define DROP_CHUNK 4096  // groups of four elements per parallel work item

// Local elements [4 g0, 4 g1) of: DROP_FWD out = a * mask; DROP_RESIDUAL out = a + b * mask;
// DROP_BWD_ADD out += a * mask, where local group g is group gbase + g of the stream. The mask of
// an element is 16 bits of the hash of its group.
static inline void drop_groups(int mode, float *out, const float *a, const float *b, size_t g0,
                               size_t g1, size_t gbase, uint64_t seed, uint32_t thr, float keep) {
#pragma omp simd
    for (size_t g = g0; g < g1; g++) {
        uint64_t h = mix64(seed + (gbase + g) * 0x9E3779B97F4A7C15ull);
        for (int l = 0; l < 4; l++) {
            size_t i = 4 * g + l;
            float m = ((h >> (16 * l)) & 0xFFFFu) < thr ? 0.0f : keep;
            if (mode == DROP_FWD) out[i] = a[i] * m;
            else if (mode == DROP_RESIDUAL) out[i] = a[i] + b[i] * m;
            else out[i] += a[i] * m;
        }
    }
}

#if defined(__AVX512F__) && defined(__AVX512DQ__) && defined(__AVX512BW__)
// drop_groups for 8 groups (32 elements) per iteration: the eight 64-bit hashes are 32 16-bit
// uniforms in element order, compared with thr in one instruction. Same masks as drop_groups.
static void drop_groups_avx512(int mode, float *out, const float *a, const float *b, size_t g0,
                               size_t g1, size_t gbase, uint64_t seed, uint32_t thr, float keep) {
    const __m512i gold = _mm512_set1_epi64((long long)0x9E3779B97F4A7C15ull);
    const __m512i c1 = _mm512_set1_epi64((long long)0xBF58476D1CE4E5B9ull);
    const __m512i c2 = _mm512_set1_epi64((long long)0x94D049BB133111EBull);
    const __m512i vthr = _mm512_set1_epi16((short)thr);
    const __m512 vkeep = _mm512_set1_ps(keep);
    const __m512i lane = _mm512_set_epi64(7, 6, 5, 4, 3, 2, 1, 0);
    size_t g = g0;
    for (; g + 8 <= g1; g += 8) {
        __m512i z = _mm512_add_epi64(_mm512_set1_epi64((long long)seed),
                                     _mm512_mullo_epi64(_mm512_add_epi64(
                                         _mm512_set1_epi64((long long)(gbase + g)), lane), gold));
        z = _mm512_mullo_epi64(_mm512_xor_si512(z, _mm512_srli_epi64(z, 30)), c1);
        z = _mm512_mullo_epi64(_mm512_xor_si512(z, _mm512_srli_epi64(z, 27)), c2);
        z = _mm512_xor_si512(z, _mm512_srli_epi64(z, 31));
        __mmask32 drop = _mm512_cmplt_epu16_mask(z, vthr);
        __mmask16 k0 = (__mmask16)~(drop & 0xFFFF), k1 = (__mmask16)~(drop >> 16);
        size_t i = 4 * g;
        __m512 m0 = _mm512_maskz_mov_ps(k0, vkeep), m1 = _mm512_maskz_mov_ps(k1, vkeep);
        __m512 a0 = _mm512_loadu_ps(a + i), a1 = _mm512_loadu_ps(a + i + 16);
        if (mode == DROP_FWD) {
            _mm512_storeu_ps(out + i, _mm512_mul_ps(a0, m0));
            _mm512_storeu_ps(out + i + 16, _mm512_mul_ps(a1, m1));
        } else if (mode == DROP_RESIDUAL) {
            _mm512_storeu_ps(out + i, _mm512_fmadd_ps(_mm512_loadu_ps(b + i), m0, a0));
            _mm512_storeu_ps(out + i + 16, _mm512_fmadd_ps(_mm512_loadu_ps(b + i + 16), m1, a1));
        } else {
            _mm512_storeu_ps(out + i, _mm512_fmadd_ps(a0, m0, _mm512_loadu_ps(out + i)));
            _mm512_storeu_ps(out + i + 16, _mm512_fmadd_ps(a1, m1, _mm512_loadu_ps(out + i + 16)));
        }
    }
    if (g < g1) drop_groups(mode, out, a, b, g, g1, gbase, seed, thr, keep);
}
#define DROP_GROUPS drop_groups_avx512
#else
#define DROP_GROUPS drop_groups
#endif

// The mask value of stream element e (the scalar path of the head and tail of a range).
static inline float drop_mask_at(size_t e, uint64_t seed, uint32_t thr, float keep) {
    const uint64_t h = mix64(seed + (e / 4) * 0x9E3779B97F4A7C15ull);
    return ((h >> (16 * (e & 3))) & 0xFFFFu) < thr ? 0.0f : keep;
}

static inline void drop_one(int mode, float *out, const float *a, const float *b, size_t i,
                            float m) {
    if (mode == DROP_FWD) out[i] = a[i] * m;
    else if (mode == DROP_RESIDUAL) out[i] = a[i] + b[i] * m;
    else out[i] += a[i] * m;
}

// Elements [offset, offset + n) of the stream, in local buffers of n: scalar up to the first
// whole group, whole groups in parallel chunks, scalar tail.
static void drop_apply(int mode, float *out, const float *a, const float *b, size_t n, float p,
                       uint64_t seed, size_t offset) {
    const uint32_t thr = drop_threshold(p);
    const float keep = 1.0f / (1.0f - p);
    size_t head = (4 - offset % 4) % 4;
    head = head < n ? head : n;
    for (size_t i = 0; i < head; i++)
        drop_one(mode, out, a, b, i, drop_mask_at(offset + i, seed, thr, keep));
    const size_t groups = (n - head) / 4, gbase = (offset + head) / 4;
    const size_t chunks = (groups + DROP_CHUNK - 1) / DROP_CHUNK;
    float *o = out + head;
    const float *x = a + head, *y = b ? b + head : NULL;
    PAR_FOR(n, (size_t c = 0; c < chunks; c++), {
        size_t g1 = (c + 1) * DROP_CHUNK < groups ? (c + 1) * DROP_CHUNK : groups;
        DROP_GROUPS(mode, o, x, y, c * DROP_CHUNK, g1, gbase, seed, thr, keep);
    });
    for (size_t i = head + 4 * groups; i < n; i++)
        drop_one(mode, out, a, b, i, drop_mask_at(offset + i, seed, thr, keep));
}

void dropout_forward_at(float *out, const float *x, size_t n, float p, uint64_t seed,
                        size_t offset) {
    if (p <= 0.0f) {
        if (out != x) memcpy(out, x, n * sizeof *out);
        return;
    }
    drop_apply(DROP_FWD, out, x, NULL, n, p, seed, offset);
}

void dropout_forward(float *out, const float *x, size_t n, float p, uint64_t seed) {
    dropout_forward_at(out, x, n, p, seed, 0);
}

void dropout_backward_at(float *dx, const float *dout, size_t n, float p, uint64_t seed,
                         size_t offset, int accumulate) {
    if (p <= 0.0f) {
        if (!accumulate) {
            if (dx != dout) memcpy(dx, dout, n * sizeof *dx);
        } else {
            PAR_FOR(n, (size_t i = 0; i < n; i++), { dx[i] += dout[i]; });
        }
        return;
    }
    drop_apply(accumulate ? DROP_BWD_ADD : DROP_FWD, dx, dout, NULL, n, p, seed, offset);
}

void dropout_backward(float *dx, const float *dout, size_t n, float p, uint64_t seed,
                      int accumulate) {
    dropout_backward_at(dx, dout, n, p, seed, 0, accumulate);
}

void dropout_residual(float *out, const float *x, const float *y, size_t n, float p,
                      uint64_t seed) {
    if (p <= 0.0f) {
        PAR_FOR(n, (size_t i = 0; i < n; i++), { out[i] = x[i] + y[i]; });
        return;
    }
    drop_apply(DROP_RESIDUAL, out, x, y, n, p, seed, 0);
}

static void relu_bwd_range(float *d, const float *act, size_t i0, size_t i1, float keep) {
#pragma omp simd
    for (size_t i = i0; i < i1; i++) d[i] = act[i] > 0.0f ? d[i] * keep : 0.0f;
}

void dropout_relu_backward(float *d, const float *act, size_t n, float keep) {
    const size_t chunk = 16384, chunks = (n + chunk - 1) / chunk;
    PAR_FOR(n, (size_t c = 0; c < chunks; c++), {
        size_t e = (c + 1) * chunk < n ? (c + 1) * chunk : n;
        relu_bwd_range(d, act, c * chunk, e, keep);
    });
}
