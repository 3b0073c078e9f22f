// Attentional decoder: one step (shared by training and incremental decoding), the teacher-forced
// forward/backward over a batch, and the output layer with label-smoothed cross-entropy.
//
// Dimension legend: B sentences, S source length, T target length, V vocab, E embedding, C = 2H
// encoder output, Hd decoder hidden (= attention width), G gate blocks, L decoder layers.
// Time-major [T, B, *]; sd[l] is [T+1, B, Hd] with the initial state at index 0.
//
// Step t (Bahdanau et al. 2015, query = PREVIOUS top decoder state):
//   e_tj = score(s_{t-1}, K_j), a_t = norm(e_t), c_t = sum_j a_tj h_j,
//   layer 0: s_t = cell([E y_{t-1}; c_t (; o_{t-1} with input feeding)], s_{t-1}),
//   layer l > 0: cell(dropout(s^{l-1}_t), s^l_{t-1}),
//   o_t = tanh(W_o [s_t; c_t; E y_{t-1}] + b_o) (dropout), logits = o_t E^T + b.
#include <math.h>
#include <string.h>

#include "models/rnn_attn/rnn_attn_impl.h"
#include "models/rnn_attn/rnn_cell.h"
#include "tensor/dropout.h"
#include "tensor/linear.h"
#include "tensor/parallel.h"
#include "tensor/ops.h"

static float dot_scale(const RnnAttn *ra) {
    return ra->score == SCORE_SCALED_DOT ? 1.0f / sqrtf((float)ra->Hd) : 1.0f;
}

static void cell_forward(RnnAttn *ra, const RnnStepIO *io, int l) {
    const RnnLayer *L = &ra->dec[l];
    const int N = io->N, Hd = ra->Hd, GH = ra->G * Hd;
    LinearCopy hp = io->h_prev_h[l];
    LinearCopy *hph = rnn_copy_or_null(&hp);
    if (ra->lstm) {
        linear_forward_strided(io->path, io->gates[l], GH, 1.0f, io->h_prev[l], Hd, hph, L->w_hh.w,
                               NULL, N, Hd, GH);
        lstm_cell_forward(io->h_out[l], Hd, io->c_out[l], io->gates[l], GH, io->c_prev[l], NULL, 0,
                          N, Hd);
    } else {
        linear_forward_strided(io->path, io->gh, GH, 0.0f, io->h_prev[l], Hd, hph, L->w_hh.w,
                               L->b_hh.v, N, Hd, GH);
        gru_cell_forward(io->h_out[l], Hd, io->gates[l], GH, io->ghn[l], io->gh, GH,
                         io->h_prev[l], Hd, NULL, 0, N, Hd);
    }
    LinearCopy ho = io->h_out_h[l];
    rnn_copy_write(&ho, io->h_out[l], Hd, N, Hd);  // for the next step and the weight gradients
}

void rnn_dec_step_forward(RnnAttn *ra, const RnnStepIO *io) {
    const int N = io->N, S = io->S, Hd = ra->Hd, C = ra->C, E = ra->E, GH = ra->G * Hd;
    const float *top = io->h_prev[ra->Ld - 1];
    if (ra->score == SCORE_ADDITIVE) {
        LinearCopy th = io->h_prev_h[ra->Ld - 1];
        linear_forward_strided(io->path, io->q, Hd, 0.0f, top, Hd, rnn_copy_or_null(&th),
                               ra->att_wq.w, ra->att_bq.v, N, Hd, Hd);
        attn_additive_forward(io->sc, io->q, Hd, io->keys, io->ks, io->kb, ra->att_v.v, io->krow,
                              io->len, N, S, Hd);
    } else {
        attn_dot_forward(io->sc, top, Hd, io->keys, io->ks, io->kb, io->krow, io->len, N, S, Hd,
                         dot_scale(ra));
    }
    attn_norm_forward(io->w, io->sc, io->len, ra->norm, N, S);
    attn_context_forward(io->ctx, C, io->w, io->mem, io->ms, io->mb, io->krow, io->len, N, S, C);
    LinearCopy ch = io->ctx_h, oh = io->o_prev_h;
    rnn_copy_write(&ch, io->ctx, C, N, C);
    linear_forward_strided(io->path, io->gates[0], GH, 1.0f, io->ctx, C, rnn_copy_or_null(&ch),
                           ra->dec_wc.w, NULL, N, C, GH);
    if (ra->feed)
        linear_forward_strided(io->path, io->gates[0], GH, 1.0f, io->o_prev, E,
                               rnn_copy_or_null(&oh), ra->dec_wf.w, NULL, N, E, GH);
    cell_forward(ra, io, 0);
    for (int l = 1; l < ra->Ld; l++) {
        const RnnLayer *L = &ra->dec[l];
        dropout_forward_at(io->xin[l], io->h_out[l - 1], (size_t)N * Hd, io->drop,
                           io->drop > 0.0f ? io->xseed[l] : 0, io->drop_off);
        LinearCopy xh = io->xin_h[l];
        rnn_copy_write(&xh, io->xin[l], Hd, N, Hd);
        linear_forward_strided(io->path, io->gates[l], GH, 0.0f, io->xin[l], Hd,
                               rnn_copy_or_null(&xh), L->w_ih.w, L->b_ih.v, N, Hd, GH);
        if (ra->lstm) linear_bias_forward(io->gates[l], GH, L->b_hh.v, N, GH);
        cell_forward(ra, io, l);
    }
}

// The step I/O of teacher-forced step t for the batch rows [b0, b0 + nb) (pointers into the
// [T, B, *] activations; every per-row buffer is cut by rows, so blocks never share memory).
static void train_io(RnnAttn *ra, RnnStepIO *io, int t, int b0, int nb) {
    RnnActs *a = &ra->a;
    const int B = ra->B, S = ra->S, Hd = ra->Hd, C = ra->C, E = ra->E, GH = ra->G * Hd;
    const long tb = (long)t * B + b0;
    memset(io, 0, sizeof *io);
    io->N = nb, io->S = S, io->len = a->len + b0;
    io->mem = a->mem + (long)b0 * C, io->ms = (long)B * C, io->mb = C;
    if (a->keys) {
        io->keys = a->keys + (long)b0 * Hd, io->ks = (long)B * Hd, io->kb = Hd;
    } else {
        io->keys = io->mem, io->ks = io->ms, io->kb = io->mb;
    }
    for (int l = 0; l < ra->Ld; l++) {
        io->h_prev[l] = a->sd[l] + tb * Hd;
        io->h_out[l] = a->sd[l] + (tb + B) * Hd;
        if (ra->lstm) {
            io->c_prev[l] = a->cd[l] + tb * Hd;
            io->c_out[l] = a->cd[l] + (tb + B) * Hd;
        }
        io->gates[l] = a->gd[l] + tb * GH;
        io->ghn[l] = a->ghnd[l] ? a->ghnd[l] + tb * Hd : NULL;
        io->xin[l] = a->xd[l] ? a->xd[l] + tb * Hd : NULL;
        io->h_prev_h[l] = rnn_copy_rows(&a->sd_h[l], tb, Hd, 0, 1);
        io->h_out_h[l] = rnn_copy_rows(&a->sd_h[l], tb + B, Hd, 0, 0);
        io->xin_h[l] = rnn_copy_rows(&a->xd_h[l], tb, Hd, 0, 0);
    }
    io->ctx_h = rnn_copy_rows(&a->ctx_h, tb, C, 0, 0);
    io->o_prev_h = t ? rnn_copy_rows(&a->od_h, tb - B, E, 0, 1) : (LinearCopy){NULL, 0, 0};
    io->o_prev = t ? a->od + (tb - B) * E : a->zeros;
    io->q = a->q ? a->q + tb * Hd : NULL;
    io->sc = a->sc + tb * S;
    io->w = a->w + tb * S;
    io->ctx = a->ctx + tb * C;
    io->gh = a->gh + (long)b0 * GH;
    io->drop = ra->drop_p, io->xseed = ra->seed.xd, io->drop_off = (size_t)tb * Hd;
}

// Teacher-forced decoder forward over (B, T) after the encoder, up to the gathered outputs odc.
void rnn_decoder_forward(RnnAttn *ra, float p) {
    RnnActs *a = &ra->a;
    const int B = ra->B, T = ra->T, Hd = ra->Hd, E = ra->E, GH = ra->G * Hd;
    const int top = ra->Ld - 1;
    const long TB = (long)T * B;
    embedding_forward(a->e, a->tin, ra->emb_tgt.v, (int)TB, E, 1.0f);
    dropout_forward(a->e, a->e, (size_t)TB * E, p, ra->seed.e);
    // Every activation's copy is written once per batch: e's here, the others as they are made.
    rnn_copy_write(&a->e_h, a->e, E, TB, E);
    linear_forward(a->gd[0], a->e, rnn_copy_or_null(&a->e_h), ra->dec[0].w_ih.w, ra->dec[0].b_ih.v,
                   (int)TB, E, GH);
    if (ra->lstm) linear_bias_forward(a->gd[0], GH, ra->dec[0].b_hh.v, (int)TB, GH);
    for (int l = 0; l < ra->Ld; l++) {
        for (int b = 0; b < B; b++)
            memcpy(a->sd[l] + (long)b * Hd, a->s0 + ((long)b * ra->Ld + l) * Hd,
                   (size_t)Hd * sizeof(float));
        if (ra->lstm) memset(a->cd[l], 0, (size_t)B * Hd * sizeof(float));
        rnn_copy_write(&a->sd_h[l], a->sd[l], Hd, B, Hd);  // the initial states (row block 0)
    }
    // The recurrence runs per block of sentences (par_row_blocks: a count that depends on B
    // alone, so every product has the same shape whatever the thread count), the blocks on
    // separate threads. Dropout inside it: counter-based masks at each block's offset in the
    // [T, B, *] streams, so blocks share no generator.
    const int nk = par_row_blocks(B), nt = par_block_threads(nk);
#pragma omp parallel for schedule(static) num_threads(nt) if (nt > 1)
    for (int k = 0; k < nk; k++) {
        const int b0 = par_block_start(B, nk, k), nb = par_block_start(B, nk, k + 1) - b0;
        RnnStepIO io;
        for (int t = 0; t < T; t++) {
            train_io(ra, &io, t, b0, nb);
            rnn_dec_step_forward(ra, &io);
            if (ra->feed) {
                long r = (long)t * B + b0;
                LinearCopy sh = rnn_copy_rows(&a->sd_h[top], r + B, Hd, 0, 1);
                LinearCopy ch = rnn_copy_rows(&a->ctx_h, r, ra->C, 0, 1);
                LinearCopy eh = rnn_copy_rows(&a->e_h, r, E, 0, 1);
                rnn_deep_output(ra, a->o + r * E, a->sd[top] + (r + B) * Hd, a->ctx + r * ra->C,
                                a->e + r * E, nb, LINEAR_GEMM, rnn_copy_or_null(&sh),
                                rnn_copy_or_null(&ch), rnn_copy_or_null(&eh));
                dropout_forward_at(a->od + r * E, a->o + r * E, (size_t)nb * E, p, ra->seed.od,
                                   (size_t)r * E);
                LinearCopy oh = rnn_copy_rows(&a->od_h, r, E, 0, 0);
                rnn_copy_write(&oh, a->od + r * E, E, nb, E);
            }
        }
    }
    // Every row of the step copies is written now.
    a->ctx_h.ready = a->od_h.ready = 1;
    for (int l = 0; l < ra->Ld; l++) a->sd_h[l].ready = a->xd_h[l].ready = 1;
    if (!ra->feed) {
        LinearCopy sh = rnn_copy_rows(&a->sd_h[top], B, Hd, 0, 1);
        rnn_deep_output(ra, a->o, a->sd[top] + (long)B * Hd, a->ctx, a->e, (int)TB, LINEAR_GEMM,
                        rnn_copy_or_null(&sh), rnn_copy_or_null(&a->ctx_h),
                        rnn_copy_or_null(&a->e_h));
        dropout_forward(a->od, a->o, (size_t)TB * E, p, ra->seed.od);
    }
    // The vocabulary projection (the largest GEMMs, in the shared loss) runs on the rows with a
    // real target only.
    int n = 0;
    for (long r = 0; r < TB; r++)
        if (a->tout[r] != TOK_PAD) {
            a->orow[n] = (int)r;
            a->otgt[n] = a->tout[r];
            a->opos[n] = (int)(r % B) * T + (int)(r / B);
            memcpy(a->odc + (long)n * E, a->od + r * E, (size_t)E * sizeof(float));
            n++;
        }
    a->n_out = n;
}

// Output-layer backward for rows [r0, r0 + n): d_od -> (mask, tanh) d_pre in place, then the
// gradients of s_t (d_top), c_t (d_ctx) and e (d_e) are WRITTEN for those rows.
static void out_backward_rows(RnnAttn *ra, long r0, int n) {
    RnnActs *a = &ra->a;
    const int E = ra->E, C = ra->C, Hd = ra->Hd;
    float *dp = a->d_od + r0 * E;
    const float *o = a->o + r0 * E;
    dropout_backward_at(dp, dp, (size_t)n * E, ra->drop_p, ra->seed.od, (size_t)r0 * E, 0);
    for (long i = 0; i < (long)n * E; i++) dp[i] *= 1.0f - o[i] * o[i];
    LinearCopy dph = rnn_copy_rows(&a->d_od_h, r0, E, 0, 0);
    rnn_copy_write(&dph, dp, E, n, E);  // for the three products below and the weight gradient
    LinearCopy *dpc = rnn_copy_or_null(&dph);
    const Weight ws = weight_block(ra->out_w.w, 0, 0, E, Hd);
    const Weight wc = weight_block(ra->out_w.w, 0, Hd, E, C);
    const Weight we = weight_block(ra->out_w.w, 0, Hd + C, E, E);
    linear_dinput(a->d_top + r0 * Hd, Hd, 0.0f, dp, E, dpc, &ws, n, Hd, E);
    linear_dinput(a->d_ctx + r0 * C, C, 0.0f, dp, E, dpc, &wc, n, C, E);
    linear_dinput(a->d_e + r0 * E, E, 0.0f, dp, E, dpc, &we, n, E, E);
}

static void cell_backward(RnnAttn *ra, int l, int t, int b0, int nb) {
    RnnActs *a = &ra->a;
    const RnnLayer *L = &ra->dec[l];
    const int B = ra->B, Hd = ra->Hd, GH = ra->G * Hd;
    const long tb = (long)t * B + b0;
    float *dg = a->d_gd[l] + tb * GH, *dh = a->dh[l] + (long)b0 * Hd;
    if (ra->lstm) {
        float *dc = a->dc[l] + (long)b0 * Hd;
        lstm_cell_backward(dg, GH, dc, dh, Hd, dc, a->gd[l] + tb * GH, GH, a->cd[l] + tb * Hd,
                           a->cd[l] + (tb + B) * Hd, NULL, 0, nb, Hd);
        LinearCopy gc = rnn_copy_rows(&a->d_gd_h[l], tb, GH, 0, 0);
        rnn_copy_write(&gc, dg, GH, nb, GH);  // read by every product of the gate gradient
        linear_dinput(dh, Hd, 0.0f, dg, GH, rnn_copy_or_null(&gc), L->w_hh.w, nb, Hd, GH);
    } else {
        float *dgh = a->d_ghd[l] + tb * GH;
        gru_cell_backward(dg, dgh, GH, dh, Hd, dh, Hd, a->gd[l] + tb * GH, GH,
                          a->ghnd[l] + tb * Hd, a->sd[l] + tb * Hd, Hd, NULL, 0, nb, Hd);
        LinearCopy gc = rnn_copy_rows(&a->d_gd_h[l], tb, GH, 0, 0);
        LinearCopy ghc = rnn_copy_rows(&a->d_ghd_h[l], tb, GH, 0, 0);
        rnn_copy_write(&gc, dg, GH, nb, GH);  // read by every product of the gate gradients
        rnn_copy_write(&ghc, dgh, GH, nb, GH);
        linear_dinput(dh, Hd, 1.0f, dgh, GH, rnn_copy_or_null(&ghc), L->w_hh.w, nb, Hd, GH);
    }
}

// Backward of teacher-forced step t for rows [b0, b0 + nb): dh[l] holds the gradient of s^l_t on
// entry and of s^l_{t-1} on return; d_ctx[t] holds the output layer's gradient of c_t. The att.v
// gradient goes to dv (one buffer per block of rows).
static void step_backward(RnnAttn *ra, int t, int b0, int nb, float *dv) {
    RnnActs *a = &ra->a;
    const int B = ra->B, S = ra->S, Hd = ra->Hd, C = ra->C, E = ra->E, GH = ra->G * Hd;
    const int top = ra->Ld - 1;
    const long tb = (long)t * B + b0;
    for (int l = top; l >= 0; l--) {
        cell_backward(ra, l, t, b0, nb);
        if (l) {
            float *dx = a->dx + (long)b0 * Hd;
            LinearCopy gc = rnn_copy_rows(&a->d_gd_h[l], tb, GH, 0, 1);
            linear_dinput(dx, Hd, 0.0f, a->d_gd[l] + tb * GH, GH, rnn_copy_or_null(&gc),
                          ra->dec[l].w_ih.w, nb, Hd, GH);
            dropout_backward_at(a->dh[l - 1] + (long)b0 * Hd, dx, (size_t)nb * Hd, ra->drop_p,
                                ra->seed.xd[l], (size_t)tb * Hd, 1);
        }
    }
    const float *dg0 = a->d_gd[0] + tb * GH;
    float *dctx = a->d_ctx + tb * C, *dtop = a->dh[top] + (long)b0 * Hd;
    LinearCopy g0 = rnn_copy_rows(&a->d_gd_h[0], tb, GH, 0, 1);
    linear_dinput(dctx, C, 1.0f, dg0, GH, rnn_copy_or_null(&g0), ra->dec_wc.w, nb, C, GH);
    if (ra->feed && t > 0)
        linear_dinput(a->d_od + (tb - B) * E, E, 1.0f, dg0, GH, rnn_copy_or_null(&g0),
                      ra->dec_wf.w, nb, E, GH);
    // attention (source rows b0.. of the time-major memory and keys)
    const long ms = (long)B * C;
    const int *len = a->len + b0;
    float *dws = a->dws + (long)b0 * S, *dsc = a->dsc + (long)b0 * S;
    const float *w = a->w + tb * S;
    memset(dws, 0, (size_t)nb * S * sizeof(float));
    attn_context_backward(dws, a->d_mem + (long)b0 * C, dctx, C, w, a->mem + (long)b0 * C, ms, C,
                          NULL, len, nb, S, C);
    memset(dsc, 0, (size_t)nb * S * sizeof(float));
    attn_norm_backward(dsc, dws, w, a->sc + tb * S, len, ra->norm, nb, S);
    const float *qsrc = a->sd[top] + tb * Hd;
    if (ra->score == SCORE_ADDITIVE) {
        float *dq = a->d_q + tb * Hd;
        memset(dq, 0, (size_t)nb * Hd * sizeof(float));
        attn_additive_backward(dq, Hd, a->d_keys + (long)b0 * Hd, dv, dsc, a->q + tb * Hd, Hd,
                               a->keys + (long)b0 * Hd, (long)B * Hd, Hd, ra->att_v.v, NULL, len,
                               nb, S, Hd);
        LinearCopy qc = rnn_copy_rows(&a->d_q_h, tb, Hd, 0, 0);
        rnn_copy_write(&qc, dq, Hd, nb, Hd);
        linear_dinput(dtop, Hd, 1.0f, dq, Hd, rnn_copy_or_null(&qc), ra->att_wq.w, nb, Hd, Hd);
    } else if (a->keys) {
        attn_dot_backward(dtop, Hd, a->d_keys + (long)b0 * Hd, dsc, qsrc, Hd,
                          a->keys + (long)b0 * Hd, (long)B * Hd, Hd, NULL, len, nb, S, Hd,
                          dot_scale(ra));
    } else {
        attn_dot_backward(dtop, Hd, a->d_mem + (long)b0 * C, dsc, qsrc, Hd, a->mem + (long)b0 * C,
                          ms, C, NULL, len, nb, S, Hd, dot_scale(ra));
    }
}

// Weight gradients of all decoder steps at once (one GEMM per weight).
static void decoder_weight_grads(RnnAttn *ra) {
    RnnActs *a = &ra->a;
    const int B = ra->B, T = ra->T, Hd = ra->Hd, C = ra->C, E = ra->E, GH = ra->G * Hd;
    const int TB = T * B, K = Hd + C + E, top = ra->Ld - 1;
    for (int l = 0; l < ra->Ld; l++) {
        const RnnLayer *L = &ra->dec[l];
        const float *dgh = ra->lstm ? a->d_gd[l] : a->d_ghd[l];
        LinearCopy *dghh = rnn_copy_or_null(ra->lstm ? &a->d_gd_h[l] : &a->d_ghd_h[l]);
        linear_dweight(L->w_hh.g, Hd, dgh, GH, dghh, a->sd[l], Hd, rnn_copy_or_null(&a->sd_h[l]),
                       L->w_hh.w->type, TB, Hd, GH);
        linear_bias_backward(L->b_hh.g, dgh, GH, TB, GH);
        if (l) {
            linear_dweight(L->w_ih.g, Hd, a->d_gd[l], GH, rnn_copy_or_null(&a->d_gd_h[l]), a->xd[l],
                           Hd, rnn_copy_or_null(&a->xd_h[l]), L->w_ih.w->type, TB, Hd, GH);
            linear_bias_backward(L->b_ih.g, a->d_gd[l], GH, TB, GH);
        }
    }
    const float *dg0 = a->d_gd[0];
    LinearCopy *g0 = rnn_copy_or_null(&a->d_gd_h[0]), *eh = rnn_copy_or_null(&a->e_h);
    LinearCopy *ch = rnn_copy_or_null(&a->ctx_h), *dph = rnn_copy_or_null(&a->d_od_h);
    linear_dweight(ra->dec[0].w_ih.g, E, dg0, GH, g0, a->e, E, eh, ra->dec[0].w_ih.w->type, TB, E,
                   GH);
    linear_bias_backward(ra->dec[0].b_ih.g, dg0, GH, TB, GH);
    linear_dweight(ra->dec_wc.g, C, dg0, GH, g0, a->ctx, C, ch, ra->dec_wc.w->type, TB, C, GH);
    if (ra->feed && T > 1) {
        LinearCopy g1 = rnn_copy_rows(&a->d_gd_h[0], B, GH, 0, 1);
        linear_dweight(ra->dec_wf.g, E, dg0 + (long)B * GH, GH, rnn_copy_or_null(&g1), a->od, E,
                       rnn_copy_or_null(&a->od_h), ra->dec_wf.w->type, TB - B, E, GH);
    }
    if (ra->score == SCORE_ADDITIVE) {
        linear_dweight(ra->att_wq.g, Hd, a->d_q, Hd, rnn_copy_or_null(&a->d_q_h), a->sd[top], Hd,
                       rnn_copy_or_null(&a->sd_h[top]), ra->att_wq.w->type, TB, Hd, Hd);
        linear_bias_backward(ra->att_bq.g, a->d_q, Hd, TB, Hd);
    }
    // deep output: d_od holds d_pre for every row
    float *gW = ra->out_w.g;
    const WeightType wt = ra->out_w.w->type;
    LinearCopy s1 = rnn_copy_rows(&a->sd_h[top], B, Hd, 0, 1);
    linear_dweight(gW, K, a->d_od, E, dph, a->sd[top] + (long)B * Hd, Hd, rnn_copy_or_null(&s1),
                   wt, TB, Hd, E);
    linear_dweight(gW + Hd, K, a->d_od, E, dph, a->ctx, C, ch, wt, TB, C, E);
    linear_dweight(gW + Hd + C, K, a->d_od, E, dph, a->e, E, eh, wt, TB, E, E);
    linear_bias_backward(ra->out_b.g, a->d_od, E, TB, E);
    // target embeddings: from the deep output (d_e) and the layer-0 input product
    linear_dinput(a->d_e, E, 1.0f, dg0, GH, g0, ra->dec[0].w_ih.w, TB, E, GH);
    dropout_backward(a->d_e, a->d_e, (size_t)TB * E, ra->drop_p, ra->seed.e, 0);
    embedding_backward(ra->emb_tgt.g, a->d_e, a->tin, TB, E, 1.0f, TOK_PAD);
}

void rnn_decoder_backward(RnnAttn *ra, const float *d_odc) {
    RnnActs *a = &ra->a;
    const int B = ra->B, S = ra->S, T = ra->T, Hd = ra->Hd, C = ra->C, E = ra->E;
    const int TB = T * B, top = ra->Ld - 1;
    const int n = a->n_out;
    memset(a->d_od, 0, (size_t)TB * E * sizeof(float));
    for (int i = 0; i < n; i++)
        memcpy(a->d_od + (long)a->orow[i] * E, d_odc + (long)i * E, (size_t)E * sizeof(float));
    if (!ra->feed) out_backward_rows(ra, 0, TB);
    for (int l = 0; l < ra->Ld; l++) {
        memset(a->dh[l], 0, (size_t)B * Hd * sizeof(float));
        if (a->dc[l]) memset(a->dc[l], 0, (size_t)B * Hd * sizeof(float));
    }
    memset(a->d_mem, 0, (size_t)S * B * C * sizeof(float));
    if (a->d_keys) memset(a->d_keys, 0, (size_t)S * B * Hd * sizeof(float));
    // The blocks of the forward (par_row_blocks); each sums its part of att.v's gradient in dvp
    // row k, and the parts are added in block order: the same bits for any thread count.
    const int nk = par_row_blocks(B), nt = par_block_threads(nk);
    memset(a->dvp, 0, (size_t)nk * Hd * sizeof(float));
#pragma omp parallel for schedule(static) num_threads(nt) if (nt > 1)
    for (int k = 0; k < nk; k++) {
        const int b0 = par_block_start(B, nk, k), nb = par_block_start(B, nk, k + 1) - b0;
        for (int t = T - 1; t >= 0; t--) {
            const long tb = (long)t * B + b0;
            if (ra->feed) out_backward_rows(ra, tb, nb);
            accumulate(a->dh[top] + (long)b0 * Hd, a->d_top + tb * Hd, (size_t)nb * Hd);
            step_backward(ra, t, b0, nb, a->dvp + (long)k * Hd);
        }
    }
    if (ra->score == SCORE_ADDITIVE)
        for (int k = 0; k < nk; k++) accumulate(ra->att_v.g, a->dvp + (long)k * Hd, Hd);
    (void)E;
    // Every row of the gradients' step copies is written now.
    a->d_q_h.ready = a->d_od_h.ready = 1;
    for (int l = 0; l < ra->Ld; l++) a->d_gd_h[l].ready = a->d_ghd_h[l].ready = 1;
    decoder_weight_grads(ra);
    for (int l = 0; l < ra->Ld; l++)
        for (int b = 0; b < B; b++)
            memcpy(a->d_s0 + ((long)b * ra->Ld + l) * Hd, a->dh[l] + (long)b * Hd,
                   (size_t)Hd * sizeof(float));
}
