// Bidirectional multi-layer GRU/LSTM encoder, the bridge s0 = tanh(W_init masked-mean(h)) and the
// attention keys K = W_k h projected once per batch.
//
// Dimension legend: B sentences, S padded source length, E embedding, H hidden per direction,
// C = 2H, G gate blocks, Hd decoder hidden, Ld decoder layers. Time-major [S, B, *].
#include <string.h>

#include "models/rnn_attn/rnn_attn_impl.h"
#include "models/rnn_attn/rnn_cell.h"
#include "tensor/bf16.h"
#include "tensor/dropout.h"
#include "tensor/linear.h"
#include "tensor/parallel.h"
#include "tensor/ops.h"

// 1 when the recurrent products of encoder layer l ([B, H] states x w_hh^T) read bfloat16
// operands and the layer keeps copies: then each state is rounded once, by the step that writes
// it, into out_h[l], and each step's hidden-gate gradient once, into its copy, for the step's
// product and the weight gradient of all steps.
static int step_rounds(const RnnAttn *ra, int l, int B) {
    return ra->a.out_h[l].h && linear_rounds(ra->enc[l][0].w_hh.w->type, B, ra->H, ra->G * ra->H);
}

// One direction of one layer over time. eg[l][d] holds the input products (+ b_ih, + b_hh for
// LSTM) for all steps on entry; this adds the recurrent product step by step.
static void seq_forward(RnnAttn *ra, int l, int d, int B, int S, LinearPath path) {
    RnnActs *a = &ra->a;
    const RnnLayer *L = &ra->enc[l][d];
    const int H = ra->H, C = ra->C, GH = ra->G * H;
    float *out = a->out[l] + d * H, *g = a->eg[l][d];
    float *gh = a->gh + (long)d * B * GH;  // per-direction scratch: directions may run in parallel
    const int keep = path == LINEAR_GEMM && step_rounds(ra, l, B);
    for (int k = 0; k < S; k++) {
        int t = d ? S - 1 - k : k, tp = d ? t + 1 : t - 1;
        const float *hp = k ? out + (long)tp * B * C : a->zeros;
        int ldh = k ? C : H;
        LinearCopy hc = rnn_copy_rows(&a->out_h[l], (long)tp * B, C, d * H, 1);
        LinearCopy *hp_h = keep && k ? &hc : NULL;
        float *gt = g + (long)t * B * GH;
        if (ra->lstm) {
            if (k)
                linear_forward_strided(path, gt, GH, 1.0f, hp, ldh, hp_h, L->w_hh.w, NULL, B, H,
                                       GH);
            const float *cp = k ? a->ec[l][d] + (long)tp * B * H : a->zeros;
            lstm_cell_forward(out + (long)t * B * C, C, a->ec[l][d] + (long)t * B * H, gt, GH, cp,
                              a->len, t, B, H);
        } else {
            linear_forward_strided(path, gh, GH, 0.0f, hp, ldh, hp_h, L->w_hh.w, L->b_hh.v, B, H,
                                   GH);
            gru_cell_forward(out + (long)t * B * C, C, gt, GH, a->eghn[l][d] + (long)t * B * H,
                             gh, GH, hp, ldh, a->len, t, B, H);
        }
        if (keep)  // the state's copy, for the next step and the weight gradient
            bf16_round(a->out_h[l].h + (long)t * B * C + d * H, C, out + (long)t * B * C, C, B, H);
    }
}

void rnn_encoder_forward(RnnAttn *ra, int B, int S, float p, LinearPath path) {
    RnnActs *a = &ra->a;
    const int E = ra->E, C = ra->C, H = ra->H, GH = ra->G * H, Hd = ra->Hd;
    const long SB = (long)S * B;
    embedding_forward(a->x0, a->src, ra->emb_src.v, (int)SB, E, 1.0f);
    dropout_forward(a->x0, a->x0, (size_t)SB * E, p, ra->seed.x0);
    const float *x = a->x0;
    int in = E;
    a->mem_h.ready = a->mean_h.ready = 0;
    for (int l = 0; l < ra->Le; l++) {
        a->x_h[l].ready = 0;
        if (l) {
            dropout_forward(a->xin[l], a->out[l - 1], (size_t)SB * C, p, ra->seed.xin[l]);
            x = a->xin[l];
            in = C;
        }
        for (int d = 0; d < 2; d++) {
            const RnnLayer *L = &ra->enc[l][d];
            linear_forward_strided(path, a->eg[l][d], GH, 0.0f, x, in, &a->x_h[l], L->w_ih.w,
                                   L->b_ih.v, (int)SB, in, GH);
            if (ra->lstm) linear_bias_forward(a->eg[l][d], GH, L->b_hh.v, (int)SB, GH);
        }
        // The two directions are independent: with >= 2 threads each runs on its own thread
        // (single-threaded GEMMs inside): one synchronisation per layer, not several per step.
#pragma omp parallel for schedule(static) num_threads(2) if (par_threads() > 1)
        for (int d = 0; d < 2; d++) seq_forward(ra, l, d, B, S, path);
    }
    dropout_forward(a->mem, a->out[ra->Le - 1], (size_t)SB * C, p, ra->seed.mem);
    // Masked mean over the real positions, in a fixed order (independent of the padding).
    for (int b = 0; b < B; b++) {
        float *mu = a->mean + (long)b * C;
        memset(mu, 0, (size_t)C * sizeof *mu);
        for (int s = 0; s < a->len[b]; s++) accumulate(mu, a->mem + ((long)s * B + b) * C, C);
        if (a->len[b] > 0) scale_inplace(mu, 1.0f / (float)a->len[b], C);
    }
    linear_forward_strided(path, a->s0, ra->Ld * Hd, 0.0f, a->mean, C, &a->mean_h, ra->bridge_w.w,
                           ra->bridge_b.v, B, C, ra->Ld * Hd);
    tanh_forward(a->s0, a->s0, (size_t)B * ra->Ld * Hd);
    if (a->keys)
        linear_forward_strided(path, a->keys, Hd, 0.0f, a->mem, C, &a->mem_h, ra->att_wk.w, NULL,
                               (int)SB, C, Hd);
}

// Backward through one direction of one layer: d_out[l] holds the gradient of its outputs.
static void seq_backward(RnnAttn *ra, int l, int d, int B, int S, const float *x, int in) {
    RnnActs *a = &ra->a;
    const RnnLayer *L = &ra->enc[l][d];
    const int H = ra->H, C = ra->C, GH = ra->G * H;
    const float *out = a->out[l] + d * H, *dout = a->d_out[l] + d * H;
    float *dg = a->d_eg[l][d], *dgh = ra->lstm ? dg : a->d_egh[l][d];
    float *dhe = a->dhe + (long)d * B * H, *dce = a->dce + (long)d * B * H;
    memset(dhe, 0, (size_t)B * H * sizeof(float));
    memset(dce, 0, (size_t)B * H * sizeof(float));
    // Copies of the gate gradients: each step's hidden-gate gradient is rounded by its recurrent
    // product (or, for the LSTM's first step, which has none, directly) when those products
    // round; else by the first weight-gradient product below that reads it.
    const int keep = step_rounds(ra, l, B);
    LinearCopy *dg_h = &a->d_eg_h[l][d], *dgh_h = ra->lstm ? dg_h : &a->d_egh_h[l][d];
    dg_h->ready = dgh_h->ready = 0;
    for (int k = S - 1; k >= 0; k--) {
        int t = d ? S - 1 - k : k, tp = d ? t + 1 : t - 1;
        for (int b = 0; b < B; b++) accumulate(dhe + (long)b * H, dout + ((long)t * B + b) * C, H);
        const float *hp = k ? out + (long)tp * B * C : a->zeros;
        int ldh = k ? C : H;
        float *dgt = dg + (long)t * B * GH, *dght = dgh + (long)t * B * GH;
        LinearCopy gc = rnn_copy_rows(dgh_h, (long)t * B, GH, 0, 0);
        LinearCopy *gcp = keep ? &gc : NULL;
        if (ra->lstm) {
            const float *cp = k ? a->ec[l][d] + (long)tp * B * H : a->zeros;
            lstm_cell_backward(dgt, GH, dce, dhe, H, dce, a->eg[l][d] + (long)t * B * GH,
                               GH, cp, a->ec[l][d] + (long)t * B * H, a->len, t, B, H);
            if (k) linear_dinput(dhe, H, 0.0f, dgt, GH, gcp, L->w_hh.w, B, H, GH);
            else if (keep) bf16_round(gc.h, GH, dgt, GH, B, GH);
        } else {
            gru_cell_backward(dgt, dght, GH, dhe, H, dhe, H, a->eg[l][d] + (long)t * B * GH,
                              GH, a->eghn[l][d] + (long)t * B * H, hp, ldh, a->len, t, B, H);
            if (k) linear_dinput(dhe, H, 1.0f, dght, GH, gcp, L->w_hh.w, B, H, GH);
        }
    }
    if (keep) dgh_h->ready = 1;  // LSTM: every row; GRU: every row the weight gradient reads
    // Weight gradients for all steps at once (w_ih first: under the LSTM it completes the copy
    // of the gate gradients that w_hh's reads). The layer input's copy is the forward's.
    const long SB = (long)S * B;
    linear_dweight(L->w_ih.g, in, dg, GH, dg_h, x, in, a->x_h[l].ready ? &a->x_h[l] : NULL,
                   L->w_ih.w->type, (int)SB, in, GH);
    // h_prev of step t is out[t-1] (fwd) / out[t+1] (bwd).
    if (S > 1) {
        const long r0 = d == 0 ? 0 : B;  // first state row read; gradients start at B - r0
        LinearCopy gh_c = rnn_copy_rows(dgh_h, B - r0, GH, 0, dgh_h->ready);
        LinearCopy h_c = rnn_copy_rows(&a->out_h[l], r0, C, d * H, keep);
        linear_dweight(L->w_hh.g, H, dgh + (B - r0) * GH, GH, &gh_c, out + r0 * C, C, &h_c,
                       L->w_hh.w->type, (int)(SB - B), H, GH);
    }
    linear_bias_backward(L->b_hh.g, dgh, GH, (int)SB, GH);
    linear_bias_backward(L->b_ih.g, dg, GH, (int)SB, GH);
}

void rnn_encoder_backward(RnnAttn *ra, int B, int S) {
    RnnActs *a = &ra->a;
    const int E = ra->E, C = ra->C, GH = ra->G * ra->H, Hd = ra->Hd, LH = ra->Ld * Hd;
    const long SB = (long)S * B;
    // bridge: s0 = tanh(mean W^T + b)
    for (long i = 0; i < (long)B * LH; i++) a->d_s0[i] *= 1.0f - a->s0[i] * a->s0[i];
    memset(a->d_mean, 0, (size_t)B * C * sizeof(float));
    linear_backward(a->d_mean, 1.0f, ra->bridge_w.g, ra->bridge_b.g, a->d_s0, a->mean, &a->mean_h,
                    ra->bridge_w.w, B, C, LH);
    for (int b = 0; b < B; b++) {
        if (a->len[b] <= 0) continue;
        float *dm = a->d_mean + (long)b * C;
        scale_inplace(dm, 1.0f / (float)a->len[b], C);
        for (int s = 0; s < a->len[b]; s++) accumulate(a->d_mem + ((long)s * B + b) * C, dm, C);
    }
    if (a->keys)
        linear_backward(a->d_mem, 1.0f, ra->att_wk.g, NULL, a->d_keys, a->mem, &a->mem_h,
                        ra->att_wk.w, (int)SB, C, Hd);
    int top = ra->Le - 1;
    const float p = ra->drop_p;
    dropout_backward(a->d_out[top], a->d_mem, (size_t)SB * C, p, ra->seed.mem, 0);
    for (int l = top; l >= 0; l--) {
        const float *x = l ? a->xin[l] : a->x0;
        int in = l ? C : E;
#pragma omp parallel for schedule(static) num_threads(2) if (par_threads() > 1)
        for (int d = 0; d < 2; d++) seq_backward(ra, l, d, B, S, x, in);
        // gradient of the layer input: sum over both directions, one GEMM each
        for (int d = 0; d < 2; d++)
            linear_dinput(a->d_x, in, d ? 1.0f : 0.0f, a->d_eg[l][d], GH, &a->d_eg_h[l][d],
                          ra->enc[l][d].w_ih.w, (int)SB, in, GH);
        if (l) {
            dropout_backward(a->d_out[l - 1], a->d_x, (size_t)SB * C, p, ra->seed.xin[l], 0);
        } else {
            dropout_backward(a->d_x, a->d_x, (size_t)SB * E, p, ra->seed.x0, 0);
            embedding_backward(ra->emb_src.g, a->d_x, a->src, (int)SB, E, 1.0f, TOK_PAD);
        }
    }
}
