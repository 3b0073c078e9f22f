// Dimension legend: N rows, H hidden size.
#include "models/rnn_attn/rnn_cell.h"

#include <string.h>

#include "tensor/attn_score.h"
#include "tensor/parallel.h"


#define LIVE(b) (!len || t < len[b])

void gru_cell_forward(float *h_out, int ldo, float *gates, int ldg, float *ghn, const float *gh,
                      int ldgh, const float *h_prev, int ldh, const int *len, int t, int N, int H) {
#pragma omp parallel for schedule(static) if (par_worth(3L * N * H))
    for (int b = 0; b < N; b++) {
        float *h = h_out + (long)b * ldo;
        if (!LIVE(b)) {
            memset(h, 0, (size_t)H * sizeof *h);
            continue;
        }
        float *g = gates + (long)b * ldg;
        const float *hh = gh + (long)b * ldgh;
        const float *hp = h_prev + (long)b * ldh;
        float *sn = ghn ? ghn + (long)b * H : NULL;
        if (sn) memcpy(sn, hh + 2 * H, (size_t)H * sizeof *sn);
#pragma omp simd
        for (int j = 0; j < H; j++) {
            float r = attn_sigmoidf(g[j] + hh[j]);
            float z = attn_sigmoidf(g[H + j] + hh[H + j]);
            float n = attn_tanhf(g[2 * H + j] + r * hh[2 * H + j]);
            g[j] = r;
            g[H + j] = z;
            g[2 * H + j] = n;
            h[j] = (1.0f - z) * n + z * hp[j];
        }
    }
}

void gru_cell_backward(float *dgi, float *dgh, int lddg, float *dh_prev, int lddp,
                       const float *dh, int lddh, const float *gates, int ldg, const float *ghn,
                       const float *h_prev, int ldh, const int *len, int t, int N, int H) {
#pragma omp parallel for schedule(static) if (par_worth(3L * N * H))
    for (int b = 0; b < N; b++) {
        float *gi = dgi + (long)b * lddg, *gh = dgh + (long)b * lddg;
        float *dp = dh_prev + (long)b * lddp;
        if (!LIVE(b)) {
            memset(gi, 0, 3 * (size_t)H * sizeof *gi);
            memset(gh, 0, 3 * (size_t)H * sizeof *gh);
            memset(dp, 0, (size_t)H * sizeof *dp);
            continue;
        }
        const float *g = gates + (long)b * ldg, *d = dh + (long)b * lddh;
        const float *hn = ghn + (long)b * H, *hp = h_prev + (long)b * ldh;
#pragma omp simd
        for (int j = 0; j < H; j++) {
            float r = g[j], z = g[H + j], n = g[2 * H + j], dhj = d[j];
            float daz = dhj * (hp[j] - n) * z * (1.0f - z);
            float dan = dhj * (1.0f - z) * (1.0f - n * n);
            float dar = dan * hn[j] * r * (1.0f - r);
            gi[j] = dar;
            gi[H + j] = daz;
            gi[2 * H + j] = dan;
            gh[j] = dar;
            gh[H + j] = daz;
            gh[2 * H + j] = dan * r;
            dp[j] = dhj * z;
        }
    }
}

void lstm_cell_forward(float *h_out, int ldo, float *c_out, float *gates, int ldg,
                       const float *c_prev, const int *len, int t, int N, int H) {
#pragma omp parallel for schedule(static) if (par_worth(3L * N * H))
    for (int b = 0; b < N; b++) {
        float *h = h_out + (long)b * ldo, *c = c_out + (long)b * H;
        if (!LIVE(b)) {
            memset(h, 0, (size_t)H * sizeof *h);
            memset(c, 0, (size_t)H * sizeof *c);
            continue;
        }
        float *g = gates + (long)b * ldg;
        const float *cp = c_prev + (long)b * H;
#pragma omp simd
        for (int j = 0; j < H; j++) {
            float i = attn_sigmoidf(g[j]), f = attn_sigmoidf(g[H + j]);
            float gg = attn_tanhf(g[2 * H + j]), o = attn_sigmoidf(g[3 * H + j]);
            g[j] = i;
            g[H + j] = f;
            g[2 * H + j] = gg;
            g[3 * H + j] = o;
            float cc = f * cp[j] + i * gg;
            c[j] = cc;
            h[j] = o * attn_tanhf(cc);
        }
    }
}

void lstm_cell_backward(float *dgates, int lddg, float *dc_prev, const float *dh, int lddh,
                        const float *dc, const float *gates, int ldg, const float *c_prev,
                        const float *c, const int *len, int t, int N, int H) {
#pragma omp parallel for schedule(static) if (par_worth(3L * N * H))
    for (int b = 0; b < N; b++) {
        float *dg = dgates + (long)b * lddg, *dcp = dc_prev + (long)b * H;
        if (!LIVE(b)) {
            memset(dg, 0, 4 * (size_t)H * sizeof *dg);
            memset(dcp, 0, (size_t)H * sizeof *dcp);
            continue;
        }
        const float *g = gates + (long)b * ldg, *d = dh + (long)b * lddh;
        const float *dcb = dc + (long)b * H, *cp = c_prev + (long)b * H, *cb = c + (long)b * H;
#pragma omp simd
        for (int j = 0; j < H; j++) {
            float i = g[j], f = g[H + j], gg = g[2 * H + j], o = g[3 * H + j];
            float tc = attn_tanhf(cb[j]);
            float dct = dcb[j] + d[j] * o * (1.0f - tc * tc);
            dg[j] = dct * gg * i * (1.0f - i);
            dg[H + j] = dct * cp[j] * f * (1.0f - f);
            dg[2 * H + j] = dct * i * (1.0f - gg * gg);
            dg[3 * H + j] = d[j] * tc * o * (1.0f - o);
            dcp[j] = dct * f;
        }
    }
}
