// Dimension legend: N rows, C input width, OC output width, V vocab, D softmax width.
#include "tensor/ops.h"

#include <math.h>
#include <omp.h>
#include <stdint.h>
#include <string.h>

#include "tensor/fast_exp.h"
#include "tensor/parallel.h"
#include "tensor/status.h"


void embedding_forward(float *out, const int *ids, const float *table, int N, int C, float scale) {
#pragma omp parallel for if (par_worth((long)N * C))
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
#pragma omp parallel for if (par_worth(n))
    for (size_t i = 0; i < n; i++) {
        float x = inp[i];
        out[i] = 0.5f * x * (1.0f + tanhf(GELU_K * (x + 0.044715f * x * x * x)));
    }
}

void gelu_backward(float *dinp, const float *dout, const float *inp, size_t n) {
#pragma omp parallel for if (par_worth(n))
    for (size_t i = 0; i < n; i++) {
        float x = inp[i];
        float u = GELU_K * (x + 0.044715f * x * x * x);
        float t = tanhf(u);
        float du = GELU_K * (1.0f + 3.0f * 0.044715f * x * x);
        dinp[i] += dout[i] * (0.5f * (1.0f + t) + 0.5f * x * (1.0f - t * t) * du);
    }
}

void tanh_forward(float *out, const float *inp, size_t n) {
#pragma omp parallel for if (par_worth(n))
    for (size_t i = 0; i < n; i++) out[i] = tanhf(inp[i]);
}

void tanh_backward(float *dinp, const float *dout, const float *out, size_t n) {
    for (size_t i = 0; i < n; i++) dinp[i] += dout[i] * (1.0f - out[i] * out[i]);
}

void softmax_forward(float *probs, const float *inp, const float *mask, int N, int D) {
#pragma omp parallel for if (par_worth((long)N * D))
    for (int n = 0; n < N; n++) {
        const float *x = inp + (long)n * D;
        const float *m = mask ? mask + (long)n * D : NULL;
        float *p = probs + (long)n * D;
        const float *v = x;  // the masked logits, once, into p
        if (m) {
#pragma omp simd
            for (int j = 0; j < D; j++) p[j] = x[j] + m[j];
            v = p;
        }
        float mx = -INFINITY;
        for (int j = 0; j < D; j++)
            if (v[j] > mx) mx = v[j];
        if (mx == -INFINITY) {  // every position masked: no distribution, no NaN
            memset(p, 0, (size_t)D * sizeof *p);
            continue;
        }
        float inv = 1.0f / exp_shift_sum(p, v, D, mx);
#pragma omp simd
        for (int j = 0; j < D; j++) p[j] *= inv;
    }
}

void log_softmax_inplace(float *x, int N, int D) {
#pragma omp parallel for if (par_worth((long)N * D))
    for (int n = 0; n < N; n++) {
        float *r = x + (long)n * D;
        float mx = -INFINITY;
#pragma omp simd reduction(max : mx)
        for (int j = 0; j < D; j++) mx = r[j] > mx ? r[j] : mx;
        if (mx == -INFINITY) continue;  // no finite entry: the row stays all -inf
        const float lz = mx + logf(exp_shift_sum(NULL, r, D, mx));
#pragma omp simd
        for (int j = 0; j < D; j++) r[j] -= lz;
    }
}

void softmax_backward(float *dinp, const float *dout, const float *probs, int N, int D) {
#pragma omp parallel for if (par_worth((long)N * D))
    for (int n = 0; n < N; n++) {
        const float *dy = dout + (long)n * D;
        const float *p = probs + (long)n * D;
        float *dx = dinp + (long)n * D;
        float dot = 0.0f;
        for (int j = 0; j < D; j++) dot += dy[j] * p[j];
        for (int j = 0; j < D; j++) dx[j] += p[j] * (dy[j] - dot);
    }
}

void layernorm_forward(float *out, float *mean, float *rstd, const float *inp, const float *gamma,
                       const float *beta, int N, int C) {
#pragma omp parallel for if (par_worth((long)N * C))
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
#pragma omp parallel for if (par_worth((long)N * C))
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

