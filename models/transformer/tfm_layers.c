// Transformer building blocks shared by training and decoding: counter-based dropout (masks
// regenerated in backward instead of stored), residual add, linear backward with a parallel bias
// gradient, embedding + positions.
//
// Dimension legend: N rows, C input width, OC output width, T positions per sentence.
#include <math.h>
#include <string.h>
#ifdef __AVX512F__
#include <immintrin.h>
#endif

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

enum { DROP_FWD, DROP_RESIDUAL, DROP_BWD_ADD };
#define DROP_CHUNK 4096  // groups of four elements per parallel work item

// Elements [4 g0, 4 g1) of: DROP_FWD out = a * mask; DROP_RESIDUAL out = a + b * mask;
// DROP_BWD_ADD out += a * mask. The mask of element i is 16 bits of the hash of group i / 4.
static inline void drop_groups(int mode, float *out, const float *a, const float *b, size_t g0,
                               size_t g1, uint64_t seed, uint32_t thr, float keep) {
#pragma omp simd
    for (size_t g = g0; g < g1; g++) {
        uint64_t h = mix64(seed + g * 0x9E3779B97F4A7C15ull);
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
                               size_t g1, uint64_t seed, uint32_t thr, float keep) {
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
                                         _mm512_set1_epi64((long long)g), lane), gold));
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
    if (g < g1) drop_groups(mode, out, a, b, g, g1, seed, thr, keep);
}
#define DROP_GROUPS drop_groups_avx512
#else
#define DROP_GROUPS drop_groups
#endif

static void drop_apply(int mode, float *out, const float *a, const float *b, size_t n, float p,
                       uint64_t seed) {
    const uint32_t thr = drop_threshold(p);
    const float keep = 1.0f / (1.0f - p);
    const size_t groups = n / 4, chunks = (groups + DROP_CHUNK - 1) / DROP_CHUNK;
    TFM_PAR_FOR(n, (size_t c = 0; c < chunks; c++), {
        size_t g1 = (c + 1) * DROP_CHUNK < groups ? (c + 1) * DROP_CHUNK : groups;
        DROP_GROUPS(mode, out, a, b, c * DROP_CHUNK, g1, seed, thr, keep);
    });
    uint64_t h = mix64(seed + groups * 0x9E3779B97F4A7C15ull);  // the tail group
    for (size_t i = 4 * groups; i < n; i++) {
        float m = ((h >> (16 * (i & 3))) & 0xFFFFu) < thr ? 0.0f : keep;
        if (mode == DROP_FWD) out[i] = a[i] * m;
        else if (mode == DROP_RESIDUAL) out[i] = a[i] + b[i] * m;
        else out[i] += a[i] * m;
    }
}

void tfm_dropout(float *out, const float *x, size_t n, float p, uint64_t seed) {
    if (p <= 0.0f) {
        if (out != x) memcpy(out, x, n * sizeof *out);
        return;
    }
    drop_apply(DROP_FWD, out, x, NULL, n, p, seed);
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
    drop_apply(assign ? DROP_FWD : DROP_BWD_ADD, dx, dout, NULL, n, p, seed);
}

void tfm_residual(float *out, const float *x, const float *y, size_t n, float p, uint64_t seed) {
    if (p <= 0.0f) {
        TFM_PAR_FOR(n, (size_t i = 0; i < n; i++), { out[i] = x[i] + y[i]; });
        return;
    }
    drop_apply(DROP_RESIDUAL, out, x, y, n, p, seed);
}

static void relu_bwd_range(float *d, const float *act, size_t i0, size_t i1, float keep) {
#pragma omp simd
    for (size_t i = i0; i < i1; i++) d[i] = act[i] > 0.0f ? d[i] * keep : 0.0f;
}

void tfm_relu_dropout_backward(float *d, const float *act, size_t n, float keep) {
    const size_t chunk = 16384, chunks = (n + chunk - 1) / chunk;
    TFM_PAR_FOR(n, (size_t c = 0; c < chunks; c++),
                {
                    size_t e = (c + 1) * chunk < n ? (c + 1) * chunk : n;
                    relu_bwd_range(d, act, c * chunk, e, keep);
                });
}

void tfm_gemm(int ta, int tb, int M, int N, int K, const float *A, int lda, const float *B,
              int ldb, float beta, float *C, int ldc) {
    if (M == 0 || N == 0) return;
    if ((long)M * N * K >= TFM_SMALL_GEMM) {
        const int nt = omp_get_max_threads();
        if (nt > 1 && !omp_in_parallel() && (M >= 32 * nt || N >= 32 * nt)) {
            // Rows (or, for few rows, columns) across our own team: see blas_gemm_split.
            blas_gemm_split(nt, M >= 32 * nt, ta, tb, M, N, K, 1.0f, A, lda, B, ldb, beta, C, ldc);
            return;
        }
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

void tfm_linear_rows(const Tfm *t, float *out, const float *in, const float *w, const float *b,
                     int N, int C, int OC) {
    params_gemm_rows(t->params, out, OC, 0.0f, in, C, w, C, b, N, OC, C);
}

void tfm_linear_forward(float *out, const float *in, const float *w, const float *b, int N, int C,
                        int OC) {
    tfm_gemm(0, 1, N, OC, C, in, C, w, C, 0.0f, out, OC);
    if (b) TFM_PAR_FOR((long)N * OC, (int n = 0; n < N; n++), {
            float *o = out + (long)n * OC;
            for (int j = 0; j < OC; j++) o[j] += b[j];
        });
}

// db[c0 .. c0 + BIAS_BLK) += sum_n dout[n, c]: a full block has a constant trip count, so the
// accumulator stays in vector registers.
enum { BIAS_BLK = 128 };
static void bias_grad_block(float *db, const float *dout, int N, int OC, int c0) {
    const int w = OC - c0 < BIAS_BLK ? OC - c0 : BIAS_BLK;
    float acc[BIAS_BLK] = {0};
    if (w == BIAS_BLK) {
        for (int n = 0; n < N; n++) {
            const float *d = dout + (long)n * OC + c0;
#pragma omp simd
            for (int c = 0; c < BIAS_BLK; c++) acc[c] += d[c];
        }
    } else {
        for (int n = 0; n < N; n++) {
            const float *d = dout + (long)n * OC + c0;
#pragma omp simd
            for (int c = 0; c < w; c++) acc[c] += d[c];
        }
    }
    for (int c = 0; c < w; c++) db[c0 + c] += acc[c];
}

void tfm_linear_backward(float *din, float din_beta, float *dw, float *db, const float *dout,
                         const float *in, const float *w, int N, int C, int OC) {
    if (din) tfm_gemm(0, 0, N, C, OC, dout, OC, w, C, din_beta, din, C);
    if (dw) tfm_gemm(1, 0, OC, C, N, dout, OC, in, C, 1.0f, dw, C);
    if (!db) return;
    // Column blocks per thread, rows in order: the same sums for any thread count.
    const int nblk = (OC + BIAS_BLK - 1) / BIAS_BLK;
    TFM_PAR_FOR((long)N * OC, (int cb = 0; cb < nblk; cb++),
                { bias_grad_block(db, dout, N, OC, cb * BIAS_BLK); });
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

// ---- output loss ---------------------------------------------------------------------------

#ifdef __AVX512F__
// exp(x) for x <= 0 (or moderately positive): 2^n * 2^f with n = round(x log2 e), |f| <= 1/2,
// 2^f by its degree-7 Taylor polynomial (relative error < 2e-7, about 1-2 ulp).
static inline __m512 exp512(__m512 x) {
    x = _mm512_max_ps(x, _mm512_set1_ps(-100.0f));
    __m512 t = _mm512_mul_ps(x, _mm512_set1_ps(1.4426950408889634f));
    __m512 n = _mm512_roundscale_ps(t, _MM_FROUND_TO_NEAREST_INT | _MM_FROUND_NO_EXC);
    __m512 f = _mm512_sub_ps(t, n);
    __m512 p = _mm512_set1_ps(1.5252733804059840e-5f);
    p = _mm512_fmadd_ps(p, f, _mm512_set1_ps(1.5403530393381606e-4f));
    p = _mm512_fmadd_ps(p, f, _mm512_set1_ps(1.3333558146428443e-3f));
    p = _mm512_fmadd_ps(p, f, _mm512_set1_ps(9.6181291076284770e-3f));
    p = _mm512_fmadd_ps(p, f, _mm512_set1_ps(5.5504108664821580e-2f));
    p = _mm512_fmadd_ps(p, f, _mm512_set1_ps(2.4022650695910071e-1f));
    p = _mm512_fmadd_ps(p, f, _mm512_set1_ps(6.9314718055994531e-1f));
    p = _mm512_fmadd_ps(p, f, _mm512_set1_ps(1.0f));
    return _mm512_scalef_ps(p, n);
}
#endif

// One row: x (V) -> probs in place; returns logsumexp; *sum_x = sum of the logits.
static double softmax_row(float *x, int V, double *sum_x) {
    float mx = -INFINITY;
    double sx = 0.0;
    int j = 0;
#ifdef __AVX512F__
    __m512 vmx = _mm512_set1_ps(-INFINITY), vsx = _mm512_setzero_ps();
    for (; j + 16 <= V; j += 16) {
        __m512 v = _mm512_loadu_ps(x + j);
        vmx = _mm512_max_ps(vmx, v);
        vsx = _mm512_add_ps(vsx, v);
    }
    mx = _mm512_reduce_max_ps(vmx);
    sx = _mm512_reduce_add_ps(vsx);
#endif
    for (int k = j; k < V; k++) {
        mx = x[k] > mx ? x[k] : mx;
        sx += x[k];
    }
    double sum = 0.0;
    j = 0;
#ifdef __AVX512F__
    __m512 vs = _mm512_setzero_ps(), vm = _mm512_set1_ps(mx);
    for (; j + 16 <= V; j += 16) {
        __m512 e = exp512(_mm512_sub_ps(_mm512_loadu_ps(x + j), vm));
        _mm512_storeu_ps(x + j, e);
        vs = _mm512_add_ps(vs, e);
    }
    sum = _mm512_reduce_add_ps(vs);
#endif
    for (int k = j; k < V; k++) {
        x[k] = expf(x[k] - mx);
        sum += x[k];
    }
    const float inv = (float)(1.0 / sum);
#pragma omp simd
    for (int k = 0; k < V; k++) x[k] *= inv;
    *sum_x = sx;
    return mx + log(sum);
}

double tfm_ce_forward(float *logits, double *row_loss, const int *targets, int N, int V, float eps,
                      double *nll_sum) {
    double *row_nll = row_loss + N;
    TFM_PAR_FOR((long)N * V, (int n = 0; n < N; n++), {
        float *x = logits + (long)n * V;
        const double xy = x[targets[n]];  // before x becomes probabilities
        double sx;
        const double logz = softmax_row(x, V, &sx);
        // -sum_j q_j log p_j, q = (1 - eps) onehot + eps / V
        row_loss[n] = (1.0 - eps) * (logz - xy) + eps * (logz - sx / V);
        row_nll[n] = logz - xy;
    });
    double loss = 0.0, nll = 0.0;
    for (int n = 0; n < N; n++) {  // in order: the same bits for any thread count
        loss += row_loss[n];
        nll += row_nll[n];
    }
    *nll_sum = nll;
    return loss;
}

static void ce_bwd_row(float *d, int y, int V, float eps, float dloss) {
    const float u = eps / (float)V;
#pragma omp simd
    for (int k = 0; k < V; k++) d[k] = dloss * (d[k] - u);
    d[y] -= dloss * (1.0f - eps);
}

void tfm_ce_backward(float *probs, const int *targets, int N, int V, float eps, float dloss) {
    TFM_PAR_FOR((long)N * V, (int n = 0; n < N; n++),
                { ce_bwd_row(probs + (long)n * V, targets[n], V, eps, dloss); });
}
