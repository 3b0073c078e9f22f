// Transformer building blocks shared by training and decoding: counter-based dropout (masks
// regenerated in backward instead of stored), residual add, linear backward with a parallel bias
// gradient, embedding + positions.
//
// Dimension legend: N rows, C input width, OC output width, T positions per sentence.
#include <math.h>
#include <string.h>

#include "models/transformer/tfm_internal.h"
#include "tensor/blas.h"

// splitmix64's finaliser: a bijective 64-bit mix, good enough for dropout masks.
static inline uint64_t mix64(uint64_t z) {
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

// Keep threshold on 16-bit uniforms: element dropped when its 16 bits < thr.
static inline uint32_t drop_threshold(float p) { return (uint32_t)(p * 65536.0f + 0.5f); }

// Mask value of element i: 16 bits of the hash of its group of four.
static inline float drop_mask(uint64_t seed, uint64_t i, uint32_t thr, float keep) {
    uint64_t h = mix64(seed + (i >> 2) * 0x9E3779B97F4A7C15ull);
    return ((h >> (16 * (i & 3))) & 0xFFFFu) < thr ? 0.0f : keep;
}

void tfm_dropout(float *out, const float *x, size_t n, float p, uint64_t seed) {
    if (p <= 0.0f) {
        if (out != x) memcpy(out, x, n * sizeof *out);
        return;
    }
    const uint32_t thr = drop_threshold(p);
    const float keep = 1.0f / (1.0f - p);
    TFM_PAR_FOR(n, (size_t i = 0; i < n; i++), { out[i] = x[i] * drop_mask(seed, i, thr, keep); });
}

void tfm_dropout_backward(float *dx, const float *dout, size_t n, float p, uint64_t seed,
                          int assign) {
    if (p <= 0.0f) {
        if (assign) {
            if (dx != dout) memcpy(dx, dout, n * sizeof *dx);
        } else {
            TFM_PAR_FOR(n, (size_t i = 0; i < n; i++), { dx[i] += dout[i]; });
        }
        return;
    }
    const uint32_t thr = drop_threshold(p);
    const float keep = 1.0f / (1.0f - p);
    if (assign)
        TFM_PAR_FOR(n, (size_t i = 0; i < n; i++),
                    { dx[i] = dout[i] * drop_mask(seed, i, thr, keep); });
    else
        TFM_PAR_FOR(n, (size_t i = 0; i < n; i++),
                    { dx[i] += dout[i] * drop_mask(seed, i, thr, keep); });
}

void tfm_residual(float *out, const float *x, const float *y, size_t n, float p, uint64_t seed) {
    if (p <= 0.0f) {
        TFM_PAR_FOR(n, (size_t i = 0; i < n; i++), { out[i] = x[i] + y[i]; });
        return;
    }
    const uint32_t thr = drop_threshold(p);
    const float keep = 1.0f / (1.0f - p);
    TFM_PAR_FOR(n, (size_t i = 0; i < n; i++),
                { out[i] = x[i] + y[i] * drop_mask(seed, i, thr, keep); });
}

static inline float dotf(const float *a, const float *b, int n) {
    float acc = 0.0f;
#pragma omp simd reduction(+ : acc)
    for (int k = 0; k < n; k++) acc += a[k] * b[k];
    return acc;
}

// y (M, N) = x (M, K) @ w^T, w (N, K): weights streamed once, each row dotted with M inputs.
static void gemv_rows(int M, int N, int K, const float *x, const float *w, float beta, float *y,
                      int ldy) {
    TFM_PAR_FOR((long)N * K * M, (int j = 0; j < N; j++), {
        const float *wj = w + (long)j * K;
        for (int i = 0; i < M; i++) {
            float acc = dotf(x + (long)i * K, wj, K);
            float *o = y + (long)i * ldy + j;
            *o = beta == 0.0f ? acc : beta * *o + acc;
        }
    });
}

void tfm_gemm(int ta, int tb, int M, int N, int K, const float *A, int lda, const float *B,
              int ldb, float beta, float *C, int ldc) {
    if (M == 0 || N == 0) return;
    if (!ta && tb && M <= TFM_GEMV_ROWS && lda == K && ldb == K) {
        gemv_rows(M, N, K, A, B, beta, C, ldc);
        return;
    }
    if ((long)M * N * K >= TFM_SMALL_GEMM) {
        blas_gemm(ta, tb, M, N, K, 1.0f, A, lda, B, ldb, beta, C, ldc);
        return;
    }
    for (int i = 0; i < M; i++)
        for (int j = 0; j < N; j++) {
            float acc = 0.0f;
            for (int k = 0; k < K; k++)
                acc += (ta ? A[(long)k * lda + i] : A[(long)i * lda + k]) *
                       (tb ? B[(long)j * ldb + k] : B[(long)k * ldb + j]);
            float *o = C + (long)i * ldc + j;
            *o = beta == 0.0f ? acc : beta * *o + acc;
        }
}

void tfm_linear_forward(float *out, const float *in, const float *w, const float *b, int N, int C,
                        int OC) {
    tfm_gemm(0, 1, N, OC, C, in, C, w, C, 0.0f, out, OC);
    if (b) TFM_PAR_FOR((long)N * OC, (int n = 0; n < N; n++), {
            float *o = out + (long)n * OC;
            for (int j = 0; j < OC; j++) o[j] += b[j];
        });
}

void tfm_linear_backward(float *din, float din_beta, float *dw, float *db, const float *dout,
                         const float *in, const float *w, int N, int C, int OC) {
    if (din) tfm_gemm(0, 0, N, C, OC, dout, OC, w, C, din_beta, din, C);
    if (dw) tfm_gemm(1, 0, OC, C, N, dout, OC, in, C, 1.0f, dw, C);
    if (!db) return;
    // Column blocks per thread, rows in order: the same sums for any thread count.
    const int blk = 64, nblk = (OC + blk - 1) / blk;
    TFM_PAR_FOR((long)N * OC, (int cb = 0; cb < nblk; cb++), {
        int c0 = cb * blk, c1 = c0 + blk < OC ? c0 + blk : OC;
        float acc[64] = {0};
        for (int n = 0; n < N; n++) {
            const float *d = dout + (long)n * OC;
            for (int c = c0; c < c1; c++) acc[c - c0] += d[c];
        }
        for (int c = c0; c < c1; c++) db[c] += acc[c - c0];
    });
}

void tfm_embed(const Tfm *t, float *out, const float *table, const int *ids, int B, int T,
               int pos0) {
    const int C = t->C;
    const float scale = sqrtf((float)C);
    const float *pos = t->pos == POS_SINUSOIDAL ? t->pe : t->pos == POS_LEARNED ? t->pos_emb : NULL;
    TFM_PAR_FOR((long)B * T * C, (long r = 0; r < (long)B * T; r++), {
        const float *e = table + (long)ids[r] * C;
        float *o = out + r * C;
        if (pos) {
            const float *pe = pos + (long)(pos0 + r % T) * C;
            for (int c = 0; c < C; c++) o[c] = e[c] * scale + pe[c];
        } else {
            for (int c = 0; c < C; c++) o[c] = e[c] * scale;
        }
    });
}
