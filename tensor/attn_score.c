// Dimension legend: R query rows, S padded key positions, A query/key width, D value width.
#include "tensor/attn_score.h"

#include <math.h>
#include <omp.h>
#include <string.h>

#include "tensor/fast_exp.h"
#include "tensor/parallel.h"
#include "tensor/status.h"

// Per-thread partial sums of dv live on the stack: at most this many floats (256 KiB).
#define ATTN_PART_FLOATS 65536

#define KROW(r) (krow ? krow[r] : (r))

// sum_a v[a] tanh(q[a] + k[a]) in a fixed order that vectorises: lane l = a mod 8 adds its terms
// in increasing a, the lanes are combined by lanes8_sum (tensor/fast_exp.h).
// The order is the C code's, so every compiler and CPU gives the same bits for a row, alone or
// in a batch.
static inline float additive_score(const float *q, const float *k, const float *v, int A) {
    float acc[8] = {0};
    int a0 = 0;
    for (; a0 + 8 <= A; a0 += 8)
        for (int l = 0; l < 8; l++) acc[l] += v[a0 + l] * attn_tanhf(q[a0 + l] + k[a0 + l]);
    for (int a = a0; a < A; a++) acc[a - a0] += v[a] * attn_tanhf(q[a] + k[a]);
    return lanes8_sum(acc);
}

void attn_additive_forward(float *scores, const float *q, int ldq, const float *keys, long ks,
                           long kb, const float *v, const int *krow, const int *len, int R, int S,
                           int A) {
#pragma omp parallel for schedule(static) if (par_worth((long)R * S * A))
    for (int r = 0; r < R; r++) {
        const float *qr = q + (long)r * ldq;
        const float *kr = keys + (long)KROW(r) * kb;
        float *sc = scores + (long)r * S;
        int n = len[r];
        for (int s = 0; s < n; s++) sc[s] = additive_score(qr, kr + s * ks, v, A);
        for (int s = n; s < S; s++) sc[s] = 0.0f;
    }
}

// One row of the additive backward: dq_r += sum_s g, dkeys += g, dv_part += dscore t.
static void additive_backward_row(float *dqr, float *dkr, float *dvp, const float *dsc,
                                  const float *qr, const float *kr, long ks, const float *v, int n,
                                  int A) {
    for (int s = 0; s < n; s++) {
        float d = dsc[s];
        if (d == 0.0f) continue;
        const float *k = kr + s * ks;
        float *dk = dkr ? dkr + s * ks : NULL;
        if (dk) {
#pragma omp simd
            for (int a = 0; a < A; a++) {
                float t = attn_tanhf(qr[a] + k[a]);
                float g = d * v[a] * (1.0f - t * t);
                dqr[a] += g;
                dk[a] += g;
                dvp[a] += d * t;
            }
        } else {
#pragma omp simd
            for (int a = 0; a < A; a++) {
                float t = attn_tanhf(qr[a] + k[a]);
                dqr[a] += d * v[a] * (1.0f - t * t);
                dvp[a] += d * t;
            }
        }
    }
}

void attn_additive_backward(float *dq, int lddq, float *dkeys, float *dv, const float *dscores,
                            const float *q, int ldq, const float *keys, long ks, long kb,
                            const float *v, const int *krow, const int *len, int R, int S, int A) {
    TD_ASSERT(dq != NULL && A >= 1 && A <= ATTN_PART_FLOATS);
    // dv's partial sums per block of rows (par_row_blocks: a count fixed by R, not by the
    // threads), each over its rows in order, then added in block order: reproducible for any
    // thread count. Rows that share keys (krow) stay on one thread (their dkeys rows add up).
    int nk = par_row_blocks(R);
    if (nk > ATTN_PART_FLOATS / A) nk = ATTN_PART_FLOATS / A;  // bounds the stack buffer below
    const int nt = !krow && par_worth((long)R * S * A) ? par_block_threads(nk) : 1;
    float part[nk][A];
    memset(part, 0, sizeof part);
#pragma omp parallel for schedule(static) num_threads(nt) if (nt > 1)
    for (int k = 0; k < nk; k++)
        for (int r = par_block_start(R, nk, k); r < par_block_start(R, nk, k + 1); r++) {
            long kr = (long)KROW(r) * kb;
            additive_backward_row(dq + (long)r * lddq, dkeys ? dkeys + kr : NULL, part[k],
                                  dscores + (long)r * S, q + (long)r * ldq, keys + kr, ks, v,
                                  len[r], A);
        }
    if (dv)
        for (int k = 0; k < nk; k++)
            for (int a = 0; a < A; a++) dv[a] += part[k][a];
}

void attn_dot_forward(float *scores, const float *q, int ldq, const float *keys, long ks, long kb,
                      const int *krow, const int *len, int R, int S, int A, float scale) {
#pragma omp parallel for schedule(static) if (par_worth((long)R * S * A))
    for (int r = 0; r < R; r++) {
        const float *qr = q + (long)r * ldq;
        const float *kr = keys + (long)KROW(r) * kb;
        float *sc = scores + (long)r * S;
        int n = len[r];
        for (int s = 0; s < n; s++) {
            const float *k = kr + s * ks;
            float acc = 0.0f;
#pragma omp simd reduction(+ : acc)
            for (int a = 0; a < A; a++) acc += qr[a] * k[a];
            sc[s] = scale * acc;
        }
        for (int s = n; s < S; s++) sc[s] = 0.0f;
    }
}

void attn_dot_backward(float *dq, int lddq, float *dkeys, const float *dscores, const float *q,
                       int ldq, const float *keys, long ks, long kb, const int *krow,
                       const int *len, int R, int S, int A, float scale) {
#pragma omp parallel for schedule(static) if (!krow && par_worth((long)R * S * A))
    for (int r = 0; r < R; r++) {
        const float *qr = q + (long)r * ldq;
        long kr = (long)KROW(r) * kb;
        const float *dsc = dscores + (long)r * S;
        float *dqr = dq ? dq + (long)r * lddq : NULL;
        for (int s = 0; s < len[r]; s++) {
            float d = scale * dsc[s];
            if (d == 0.0f) continue;
            const float *k = keys + kr + s * ks;
            if (dqr)
#pragma omp simd
                for (int a = 0; a < A; a++) dqr[a] += d * k[a];
            if (dkeys) {
                float *dk = dkeys + kr + s * ks;
#pragma omp simd
                for (int a = 0; a < A; a++) dk[a] += d * qr[a];
            }
        }
    }
}

void attn_norm_forward(float *weights, const float *scores, const int *len, AttnNormalizer norm,
                       int R, int S) {
#pragma omp parallel for schedule(static) if (par_worth((long)R * S))
    for (int r = 0; r < R; r++) {
        const float *x = scores + (long)r * S;
        float *w = weights + (long)r * S;
        int n = len[r];
        if (norm == ATTN_NORMALIZER_SOFTMAX && n > 0) {
            float mx = x[0];
            for (int s = 1; s < n; s++) mx = x[s] > mx ? x[s] : mx;
            float sum = 0.0f;
            for (int s = 0; s < n; s++) {
                w[s] = expf(x[s] - mx);
                sum += w[s];
            }
            float inv = 1.0f / sum;
            for (int s = 0; s < n; s++) w[s] *= inv;
        } else if (n > 0) {
            float sum = 0.0f;
            for (int s = 0; s < n; s++) {
                w[s] = x[s] > 0.0f ? x[s] : 0.0f;
                sum += w[s];
            }
            float inv = 1.0f / (sum + ATTN_RELU_EPS);
            for (int s = 0; s < n; s++) w[s] *= inv;
        }
        for (int s = n > 0 ? n : 0; s < S; s++) w[s] = 0.0f;
    }
}

void attn_norm_backward(float *dscores, const float *dweights, const float *weights,
                        const float *scores, const int *len, AttnNormalizer norm, int R, int S) {
#pragma omp parallel for schedule(static) if (par_worth((long)R * S))
    for (int r = 0; r < R; r++) {
        const float *dw = dweights + (long)r * S;
        const float *w = weights + (long)r * S;
        float *ds = dscores + (long)r * S;
        int n = len[r];
        float dot = 0.0f;
        for (int s = 0; s < n; s++) dot += dw[s] * w[s];
        if (norm == ATTN_NORMALIZER_SOFTMAX) {
            for (int s = 0; s < n; s++) ds[s] += w[s] * (dw[s] - dot);
        } else {
            const float *x = scores + (long)r * S;
            float sum = 0.0f;
            for (int s = 0; s < n; s++) sum += x[s] > 0.0f ? x[s] : 0.0f;
            float inv = 1.0f / (sum + ATTN_RELU_EPS);
            for (int s = 0; s < n; s++)
                if (x[s] > 0.0f) ds[s] += (dw[s] - dot) * inv;
        }
    }
}

void attn_context_forward(float *ctx, int ldc, const float *weights, const float *values, long vs,
                          long vb, const int *krow, const int *len, int R, int S, int D) {
#pragma omp parallel for schedule(static) if (par_worth((long)R * S * D))
    for (int r = 0; r < R; r++) {
        float *c = ctx + (long)r * ldc;
        const float *vr = values + (long)KROW(r) * vb;
        const float *w = weights + (long)r * S;
        for (int d = 0; d < D; d++) c[d] = 0.0f;
        for (int s = 0; s < len[r]; s++) {
            const float *val = vr + s * vs;
            float ws = w[s];
#pragma omp simd
            for (int d = 0; d < D; d++) c[d] += ws * val[d];
        }
    }
}

void attn_context_backward(float *dweights, float *dvalues, const float *dctx, int lddc,
                           const float *weights, const float *values, long vs, long vb,
                           const int *krow, const int *len, int R, int S, int D) {
#pragma omp parallel for schedule(static) if (!krow && par_worth((long)R * S * D))
    for (int r = 0; r < R; r++) {
        const float *dc = dctx + (long)r * lddc;
        long vr = (long)KROW(r) * vb;
        const float *w = weights + (long)r * S;
        for (int s = 0; s < len[r]; s++) {
            const float *val = values + vr + s * vs;
            if (dweights) {
                float acc = 0.0f;
#pragma omp simd reduction(+ : acc)
                for (int d = 0; d < D; d++) acc += dc[d] * val[d];
                dweights[(long)r * S + s] += acc;
            }
            if (dvalues) {
                float *dv = dvalues + vr + s * vs;
                float ws = w[s];
#pragma omp simd
                for (int d = 0; d < D; d++) dv[d] += ws * dc[d];
            }
        }
    }
}
