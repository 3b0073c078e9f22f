// Dimension legend: N rows, C input width, OC output width, V vocab, D softmax width.
#include "tensor/ops.h"

#include <math.h>
#include <omp.h>
#include <stdint.h>
#include <string.h>

#include "tensor/blas.h"
#include "tensor/fast_exp.h"
#include "tensor/status.h"

// OpenMP only pays off above this many elements (a parallel region costs a few microseconds).
#define PAR_MIN 32768
#define CE_MAX_THREADS 256

void linear_forward(float *out, const float *inp, const float *weight, const float *bias, int N,
                    int C, int OC) {
    blas_gemm(0, 1, N, OC, C, 1.0f, inp, C, weight, C, 0.0f, out, OC);
    if (bias) {
#pragma omp parallel for if ((long)N * OC > PAR_MIN)
        for (int n = 0; n < N; n++) {
            float *o = out + (long)n * OC;
            for (int j = 0; j < OC; j++) o[j] += bias[j];
        }
    }
}

void linear_backward(float *dinp, float *dweight, float *dbias, const float *dout, const float *inp,
                     const float *weight, int N, int C, int OC) {
    if (dinp) blas_gemm(0, 0, N, C, OC, 1.0f, dout, OC, weight, C, 1.0f, dinp, C);
    if (dweight) blas_gemm(1, 0, OC, C, N, 1.0f, dout, OC, inp, C, 1.0f, dweight, C);
    if (dbias) {
        for (int n = 0; n < N; n++) {
            const float *d = dout + (long)n * OC;
            for (int j = 0; j < OC; j++) dbias[j] += d[j];
        }
    }
}

void embedding_forward(float *out, const int *ids, const float *table, int N, int C, float scale) {
#pragma omp parallel for if ((long)N * C > PAR_MIN)
    for (int n = 0; n < N; n++) {
        const float *row = table + (long)ids[n] * C;
        float *o = out + (long)n * C;
        for (int c = 0; c < C; c++) o[c] = row[c] * scale;
    }
}

void embedding_backward(float *dtable, const float *dout, const int *ids, int N, int C, float scale,
                        int pad_id) {
    // Sequential: rows may repeat, and a fixed order keeps the sums bit-reproducible.
    for (int n = 0; n < N; n++) {
        if (ids[n] == pad_id) continue;
        float *row = dtable + (long)ids[n] * C;
        const float *d = dout + (long)n * C;
        for (int c = 0; c < C; c++) row[c] += d[c] * scale;
    }
}

void add_forward(float *out, const float *a, const float *b, size_t n) {
    for (size_t i = 0; i < n; i++) out[i] = a[i] + b[i];
}

void accumulate(float *dst, const float *src, size_t n) {
    for (size_t i = 0; i < n; i++) dst[i] += src[i];
}

void mul_forward(float *out, const float *a, const float *b, size_t n) {
    for (size_t i = 0; i < n; i++) out[i] = a[i] * b[i];
}

void mul_backward(float *da, float *db, const float *dout, const float *a, const float *b, size_t n) {
    if (da)
        for (size_t i = 0; i < n; i++) da[i] += dout[i] * b[i];
    if (db)
        for (size_t i = 0; i < n; i++) db[i] += dout[i] * a[i];
}

void scale_inplace(float *x, float s, size_t n) {
    for (size_t i = 0; i < n; i++) x[i] *= s;
}

void relu_forward(float *out, const float *inp, size_t n) {
    for (size_t i = 0; i < n; i++) out[i] = inp[i] > 0.0f ? inp[i] : 0.0f;
}

void relu_backward(float *dinp, const float *dout, const float *out, size_t n) {
    for (size_t i = 0; i < n; i++) dinp[i] += out[i] > 0.0f ? dout[i] : 0.0f;
}

#define GELU_K 0.7978845608028654f  // sqrt(2 / pi)

void gelu_forward(float *out, const float *inp, size_t n) {
#pragma omp parallel for if (n > PAR_MIN)
    for (size_t i = 0; i < n; i++) {
        float x = inp[i];
        out[i] = 0.5f * x * (1.0f + tanhf(GELU_K * (x + 0.044715f * x * x * x)));
    }
}

void gelu_backward(float *dinp, const float *dout, const float *inp, size_t n) {
#pragma omp parallel for if (n > PAR_MIN)
    for (size_t i = 0; i < n; i++) {
        float x = inp[i];
        float u = GELU_K * (x + 0.044715f * x * x * x);
        float t = tanhf(u);
        float du = GELU_K * (1.0f + 3.0f * 0.044715f * x * x);
        dinp[i] += dout[i] * (0.5f * (1.0f + t) + 0.5f * x * (1.0f - t * t) * du);
    }
}

void tanh_forward(float *out, const float *inp, size_t n) {
#pragma omp parallel for if (n > PAR_MIN)
    for (size_t i = 0; i < n; i++) out[i] = tanhf(inp[i]);
}

void tanh_backward(float *dinp, const float *dout, const float *out, size_t n) {
    for (size_t i = 0; i < n; i++) dinp[i] += dout[i] * (1.0f - out[i] * out[i]);
}

void sigmoid_forward(float *out, const float *inp, size_t n) {
#pragma omp parallel for if (n > PAR_MIN)
    for (size_t i = 0; i < n; i++) {
        float x = inp[i];
        if (x >= 0) {
            out[i] = 1.0f / (1.0f + expf(-x));
        } else {
            float e = expf(x);
            out[i] = e / (1.0f + e);
        }
    }
}

void sigmoid_backward(float *dinp, const float *dout, const float *out, size_t n) {
    for (size_t i = 0; i < n; i++) dinp[i] += dout[i] * out[i] * (1.0f - out[i]);
}

void softmax_forward(float *probs, const float *inp, const float *mask, int N, int D) {
#pragma omp parallel for if ((long)N * D > PAR_MIN)
    for (int n = 0; n < N; n++) {
        const float *x = inp + (long)n * D;
        const float *m = mask ? mask + (long)n * D : NULL;
        float *p = probs + (long)n * D;
        float mx = -INFINITY;
        for (int j = 0; j < D; j++) {
            float v = m ? x[j] + m[j] : x[j];
            if (v > mx) mx = v;
        }
        if (mx == -INFINITY) {  // every position masked: no distribution, no NaN
            memset(p, 0, (size_t)D * sizeof *p);
            continue;
        }
        float sum = 0.0f;
        if (m) {
#pragma omp simd reduction(+ : sum)
            for (int j = 0; j < D; j++) {
                float e = fast_expf(x[j] + m[j] - mx);
                p[j] = e;
                sum += e;
            }
        } else {
#pragma omp simd reduction(+ : sum)
            for (int j = 0; j < D; j++) {
                float e = fast_expf(x[j] - mx);
                p[j] = e;
                sum += e;
            }
        }
        float inv = 1.0f / sum;
#pragma omp simd
        for (int j = 0; j < D; j++) p[j] *= inv;
    }
}

void log_softmax_inplace(float *x, int N, int D) {
#pragma omp parallel for if ((long)N * D > PAR_MIN)
    for (int n = 0; n < N; n++) {
        float *r = x + (long)n * D;
        float mx = -INFINITY;
#pragma omp simd reduction(max : mx)
        for (int j = 0; j < D; j++) mx = r[j] > mx ? r[j] : mx;
        if (mx == -INFINITY) continue;  // no finite entry: the row stays all -inf
        float sum = 0.0f;
#pragma omp simd reduction(+ : sum)
        for (int j = 0; j < D; j++) sum += fast_expf(r[j] - mx);
        const float lz = mx + logf(sum);
#pragma omp simd
        for (int j = 0; j < D; j++) r[j] -= lz;
    }
}

void softmax_backward(float *dinp, const float *dout, const float *probs, int N, int D) {
#pragma omp parallel for if ((long)N * D > PAR_MIN)
    for (int n = 0; n < N; n++) {
        const float *dy = dout + (long)n * D;
        const float *p = probs + (long)n * D;
        float *dx = dinp + (long)n * D;
        float dot = 0.0f;
        for (int j = 0; j < D; j++) dot += dy[j] * p[j];
        for (int j = 0; j < D; j++) dx[j] += p[j] * (dy[j] - dot);
    }
}

double cross_entropy_forward(float *probs, float *losses, const float *logits, const int *targets,
                             int N, int V, float eps, int ignore_index, int *n_tokens) {
    // Per-thread partial sums over static chunks, added in thread order: the same thread count
    // gives the same bits (an OpenMP reduction clause combines in arbitrary order).
    double partial[CE_MAX_THREADS] = {0};
    int counts[CE_MAX_THREADS] = {0};
    int nthreads = 1;
#pragma omp parallel if ((long)N * V > PAR_MIN)
    {
    int tid = omp_get_thread_num();
#pragma omp single
    nthreads = omp_get_num_threads();
    TD_ASSERT(tid < CE_MAX_THREADS);
    double total = 0.0;
    int count = 0;
#pragma omp for schedule(static)
    for (int n = 0; n < N; n++) {
        const float *x = logits + (long)n * V;
        float *p = probs + (long)n * V;
        int y = targets[n];
        if (y == ignore_index) {
            if (losses) losses[n] = 0.0f;
            if (p != x) memset(p, 0, (size_t)V * sizeof *p);
            continue;
        }
        TD_ASSERT(y >= 0 && y < V);
        float mx = -INFINITY;
#pragma omp simd reduction(max : mx)
        for (int j = 0; j < V; j++) mx = x[j] > mx ? x[j] : mx;
        double x_y = x[y];  // read before p overwrites x when they alias
        // Float partial sums over blocks of 1024 (vectorised), added in double: the loss keeps
        // ~1e-7 relative precision for any V.
        double sum = 0.0, sum_x = 0.0;
        for (int j0 = 0; j0 < V; j0 += 1024) {
            const int j1 = j0 + 1024 < V ? j0 + 1024 : V;
            float s = 0.0f, sx = 0.0f;
#pragma omp simd reduction(+ : s, sx)
            for (int j = j0; j < j1; j++) {
                sx += x[j];
                float e = fast_expf(x[j] - mx);
                p[j] = e;
                s += e;
            }
            sum += s;
            sum_x += sx;
        }
        double logz = mx + log(sum);
        float inv = (float)(1.0 / sum);
#pragma omp simd
        for (int j = 0; j < V; j++) p[j] *= inv;
        // -sum_j q_j log p_j with q = (1-eps) onehot + eps/V:
        //   (1-eps) (logz - x_y) + eps (logz - mean_j x_j)
        double loss = (1.0 - eps) * (logz - x_y) + eps * (logz - sum_x / V);
        if (losses) losses[n] = (float)loss;
        total += loss;
        count++;
    }
    partial[tid] = total;
    counts[tid] = count;
    }
    double total = 0.0;
    int count = 0;
    for (int t = 0; t < nthreads; t++) {
        total += partial[t];
        count += counts[t];
    }
    if (n_tokens) *n_tokens = count;
    return total;
}

void cross_entropy_backward(float *dlogits, const float *probs, const int *targets, int N, int V,
                            float eps, int ignore_index, float dloss) {
    const int alias = dlogits == probs;
    const float uniform = eps / (float)V;
#pragma omp parallel for if ((long)N * V > PAR_MIN)
    for (int n = 0; n < N; n++) {
        float *d = dlogits + (long)n * V;
        const float *p = probs + (long)n * V;
        int y = targets[n];
        if (y == ignore_index) {
            if (alias) memset(d, 0, (size_t)V * sizeof *d);
            continue;
        }
        if (alias) {
            for (int j = 0; j < V; j++) d[j] = dloss * (p[j] - uniform);
        } else {
            for (int j = 0; j < V; j++) d[j] += dloss * (p[j] - uniform);
        }
        d[y] -= dloss * (1.0f - eps);
    }
}

double nll_from_probs(const float *probs, const int *targets, int N, int V, int ignore_index) {
    double total = 0.0;
    for (int n = 0; n < N; n++) {
        if (targets[n] == ignore_index) continue;
        double p = probs[(long)n * V + targets[n]];
        total += -log(p > 1e-30 ? p : 1e-30);
    }
    return total;
}

void layernorm_forward(float *out, float *mean, float *rstd, const float *inp, const float *gamma,
                       const float *beta, int N, int C) {
#pragma omp parallel for if ((long)N * C > PAR_MIN)
    for (int n = 0; n < N; n++) {
        const float *x = inp + (long)n * C;
        float *o = out + (long)n * C;
        float m = 0.0f;
#pragma omp simd reduction(+ : m)
        for (int c = 0; c < C; c++) m += x[c];
        m /= C;
        float v = 0.0f;
#pragma omp simd reduction(+ : v)
        for (int c = 0; c < C; c++) {
            float d = x[c] - m;
            v += d * d;
        }
        v /= C;
        float s = 1.0f / sqrtf(v + 1e-5f);
#pragma omp simd
        for (int c = 0; c < C; c++) o[c] = (x[c] - m) * s * gamma[c] + beta[c];
        mean[n] = m;
        rstd[n] = s;
    }
}

void layernorm_backward(float *dinp, float *dgamma, float *dbeta, const float *dout,
                        const float *inp, const float *gamma, const float *mean, const float *rstd,
                        int N, int C) {
    // dgamma/dbeta are reductions over rows: done sequentially for reproducible sums.
    for (int n = 0; n < N; n++) {
        const float *dy = dout + (long)n * C;
        const float *x = inp + (long)n * C;
        float m = mean[n], s = rstd[n];
        if (dgamma)
            for (int c = 0; c < C; c++) dgamma[c] += dy[c] * (x[c] - m) * s;
        if (dbeta)
            for (int c = 0; c < C; c++) dbeta[c] += dy[c];
    }
    if (!dinp) return;
#pragma omp parallel for if ((long)N * C > PAR_MIN)
    for (int n = 0; n < N; n++) {
        const float *dy = dout + (long)n * C;
        const float *x = inp + (long)n * C;
        float *dx = dinp + (long)n * C;
        float m = mean[n], s = rstd[n];
        // dx = s * (g - mean(g) - xhat * mean(g * xhat)), g = dy * gamma
        float mg = 0.0f, mgx = 0.0f;
#pragma omp simd reduction(+ : mg, mgx)
        for (int c = 0; c < C; c++) {
            float g = dy[c] * gamma[c];
            mg += g;
            mgx += g * (x[c] - m) * s;
        }
        mg /= C;
        mgx /= C;
#pragma omp simd
        for (int c = 0; c < C; c++) {
            float xhat = (x[c] - m) * s;
            dx[c] += s * (dy[c] * gamma[c] - mg - xhat * mgx);
        }
    }
}

void dropout_forward(float *out, float *mask, const float *inp, size_t n, float p, int train,
                     Rng *rng) {
    if (!train || p <= 0.0f) {
        if (out != inp) memcpy(out, inp, n * sizeof *out);
        if (mask)
            for (size_t i = 0; i < n; i++) mask[i] = 1.0f;
        return;
    }
    TD_ASSERT(mask != NULL && p < 1.0f);
    const float keep_scale = 1.0f / (1.0f - p);
    // Compare 24-bit integers: one draw per element, fixed order (reproducible).
    const uint32_t threshold = (uint32_t)(p * 16777216.0f);
    for (size_t i = 0; i < n; i++) {
        uint32_t r = (uint32_t)(rng_next_u64(rng) >> 40);
        mask[i] = r < threshold ? 0.0f : keep_scale;
        out[i] = inp[i] * mask[i];
    }
}

void dropout_backward(float *dinp, const float *dout, const float *mask, size_t n) {
    for (size_t i = 0; i < n; i++) dinp[i] += dout[i] * mask[i];
}

void concat_forward(float *out, const float *a, const float *b, int N, int Ca, int Cb) {
    for (int n = 0; n < N; n++) {
        memcpy(out + (long)n * (Ca + Cb), a + (long)n * Ca, (size_t)Ca * sizeof *out);
        memcpy(out + (long)n * (Ca + Cb) + Ca, b + (long)n * Cb, (size_t)Cb * sizeof *out);
    }
}

void concat_backward(float *da, float *db, const float *dout, int N, int Ca, int Cb) {
    for (int n = 0; n < N; n++) {
        const float *d = dout + (long)n * (Ca + Cb);
        if (da) accumulate(da + (long)n * Ca, d, (size_t)Ca);
        if (db) accumulate(db + (long)n * Cb, d + Ca, (size_t)Cb);
    }
}
