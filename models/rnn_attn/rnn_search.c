// Incremental decoding for the RNN encoder-decoder: encode once (encoder outputs and projected keys
// kept in the state), then one decoder step for N rows at a time, reorder after pruning, and the
// last step's attention weights. The caller keeps the rows (models/model.h: DecodeRows); the
// state holds the per-sentence encoder outputs and the per-row decoder tensors only.
//
// Dimension legend: B sentences, S source length, N rows (hypotheses), V vocab, E embedding,
// C = 2H encoder outputs, Hd decoder hidden, G gate blocks, L decoder layers.
// Rows share their sentence's keys and values through krow = rows->sentence (no copies per
// hypothesis).
//
// Every product of a step (input, recurrent, context and feeding gates, attention query, deep
// output, vocabulary projection) and of the decoding-time encoder (input projections, recurrence,
// bridge, attention keys) goes through gemm_rows (LINEAR_ROWS, tensor/linear.h): the weight is
// streamed once per call instead of packed by BLIS, and each output element is summed in one
// order for any N, so a batch of N gives the bits of N batches of one.
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "models/rnn_attn/rnn_attn_impl.h"
#include "tensor/alloc.h"
#include "tensor/linear.h"
#include "tensor/ops.h"

// Per-row state that survives a step and follows its row through reorder.
typedef struct RowState {
    float *h[RNN_MAX_LAYERS], *c[RNN_MAX_LAYERS];  // [cap, Hd]
    float *o;                                      // [cap, E] previous attentional vector (feeding)
    float *w;                                      // [cap, S] last attention weights
} RowState;

struct DecodeState {
    int B, S, cap;          // sentences and padded source length of encode, row capacity
    float *mem, *keys;      // [S, B, C], [S, B, Hd] (keys NULL: dot scoring uses mem)
    int *src_len;           // [B] source length of each sentence
    RowState cur, alt;      // alt: reorder target (ping-pong)
    // per-step scratch [cap, *]
    float *hn[RNN_MAX_LAYERS], *cn[RNN_MAX_LAYERS], *gates[RNN_MAX_LAYERS], *xin[RNN_MAX_LAYERS];
    float *q, *sc, *ctx, *gh, *e, *o;
    int *ids, *len;         // token and source length of each row
};

static void rows_free(RowState *r) {
    for (int l = 0; l < RNN_MAX_LAYERS; l++) td_free(r->h[l]), td_free(r->c[l]);
    td_free(r->o), td_free(r->w);
    memset(r, 0, sizeof *r);
}

static int rows_alloc(const RnnAttn *ra, RowState *r, int cap, int S) {
    int ok = 1;
    for (int l = 0; l < ra->Ld; l++) {
        ok &= (r->h[l] = td_alloc((size_t)cap * ra->Hd * sizeof(float))) != NULL;
        if (ra->lstm) ok &= (r->c[l] = td_alloc((size_t)cap * ra->Hd * sizeof(float))) != NULL;
    }
    ok &= (r->o = td_alloc((size_t)cap * ra->E * sizeof(float))) != NULL;
    ok &= (r->w = td_alloc((size_t)cap * S * sizeof(float))) != NULL;
    return ok ? TD_OK : TD_ERR_NOMEM;
}

static void scratch_free(DecodeState *st) {
    for (int l = 0; l < RNN_MAX_LAYERS; l++) {
        td_free(st->hn[l]), td_free(st->cn[l]), td_free(st->gates[l]), td_free(st->xin[l]);
        st->hn[l] = st->cn[l] = st->gates[l] = st->xin[l] = NULL;
    }
    td_free(st->q), td_free(st->sc), td_free(st->ctx), td_free(st->gh), td_free(st->e);
    td_free(st->o), td_free(st->ids), td_free(st->len);
    st->q = st->sc = st->ctx = st->gh = st->e = st->o = NULL;
    st->ids = st->len = NULL;
}

static int scratch_alloc(const RnnAttn *ra, DecodeState *st, int cap) {
    const size_t n = (size_t)cap, f = sizeof(float), GH = (size_t)ra->G * ra->Hd;
    int ok = 1;
    for (int l = 0; l < ra->Ld; l++) {
        ok &= (st->hn[l] = td_alloc(n * ra->Hd * f)) != NULL;
        if (ra->lstm) ok &= (st->cn[l] = td_alloc(n * ra->Hd * f)) != NULL;
        ok &= (st->gates[l] = td_alloc(n * GH * f)) != NULL;
        ok &= (st->xin[l] = td_alloc(n * ra->Hd * f)) != NULL;
    }
    ok &= (st->q = td_alloc(n * ra->Hd * f)) != NULL;
    ok &= (st->sc = td_alloc(n * st->S * f)) != NULL;
    ok &= (st->ctx = td_alloc(n * ra->C * f)) != NULL;
    ok &= (st->gh = td_alloc(n * GH * f)) != NULL;
    ok &= (st->e = td_alloc(n * ra->E * f)) != NULL;
    ok &= (st->o = td_alloc(n * ra->E * f)) != NULL;
    ok &= (st->ids = td_alloc(n * sizeof(int))) != NULL;
    ok &= (st->len = td_alloc(n * sizeof(int))) != NULL;
    return ok ? TD_OK : TD_ERR_NOMEM;
}

void rnn_free_state(Model *m, DecodeState *st) {
    (void)m;
    if (!st) return;
    rows_free(&st->cur);
    rows_free(&st->alt);
    scratch_free(st);
    td_free(st->mem);
    td_free(st->keys);
    td_free(st->src_len);
    free(st);
}

DecodeState *rnn_encode(Model *m, const int *src, const int *src_len, int B, int S) {
    RnnAttn *ra = m->impl;
    rnn_bind_tied(ra);
    ra->ready = 0;
    if (B < 1 || S < 1) {
        td_error(TD_ERR_ARG, "rnn: encode needs B >= 1 and S >= 1 (got %d, %d)", B, S);
        return NULL;
    }
    if (rnn_reserve(ra, B, S, 1, 0) < 0 || rnn_load_source(ra, src, src_len, B, S) < 0) return NULL;
    rnn_encoder_forward(ra, B, S, 0.0f, LINEAR_ROWS);
    DecodeState *st = calloc(1, sizeof *st);
    if (!st) {
        td_error(TD_ERR_NOMEM, "rnn: out of memory in encode");
        return NULL;
    }
    st->B = B, st->S = S, st->cap = B;
    const RnnActs *a = &ra->a;
    const size_t SB = (size_t)S * B, Hd = ra->Hd;
    int ok = (st->mem = td_alloc(SB * ra->C * sizeof(float))) != NULL;
    ok = ok && (st->src_len = td_alloc((size_t)B * sizeof(int))) != NULL;
    if (ok && a->keys) ok = (st->keys = td_alloc(SB * Hd * sizeof(float))) != NULL;
    if (!ok || rows_alloc(ra, &st->cur, B, S) < 0 || rows_alloc(ra, &st->alt, B, S) < 0 ||
        scratch_alloc(ra, st, B) < 0) {
        rnn_free_state(m, st);
        td_error(TD_ERR_NOMEM, "rnn: out of memory in encode");
        return NULL;
    }
    memcpy(st->mem, a->mem, SB * ra->C * sizeof(float));
    if (a->keys) memcpy(st->keys, a->keys, SB * Hd * sizeof(float));
    for (int l = 0; l < ra->Ld; l++)
        for (int b = 0; b < B; b++)
            memcpy(st->cur.h[l] + b * Hd, a->s0 + ((size_t)b * ra->Ld + l) * Hd,
                   Hd * sizeof(float));
    memcpy(st->src_len, a->len, (size_t)B * sizeof(int));
    return st;
}

int rnn_step(Model *m, DecodeState *st, const DecodeRows *rows, const int *prev,
             float *logprobs) {
    RnnAttn *ra = m->impl;
    rnn_bind_tied(ra);
    const int N = rows->n, E = ra->E, Hd = ra->Hd, GH = ra->G * Hd, top = ra->Ld - 1;
    if (N > st->cap)
        return td_error(TD_ERR_ARG, "rnn: step: %d rows in a state of %d", N, st->cap);
    for (int r = 0; r < N; r++) {
        if (prev[r] < 0 || prev[r] >= ra->V)
            return td_error(TD_ERR_ARG, "rnn: step: token id %d outside the vocabulary", prev[r]);
        st->ids[r] = prev[r];
        st->len[r] = st->src_len[rows->sentence[r]];
    }
    if (N == 0) return TD_OK;
    embedding_forward(st->e, st->ids, ra->emb_tgt.v, N, E, 1.0f);
    linear_rows(st->gates[0], GH, 0.0f, st->e, E, ra->dec[0].w_ih.w, ra->dec[0].b_ih.v, N, E, GH);
    if (ra->lstm) linear_bias_forward(st->gates[0], GH, ra->dec[0].b_hh.v, N, GH);
    RnnStepIO io;
    memset(&io, 0, sizeof io);
    io.N = N, io.S = st->S, io.krow = rows->sentence, io.len = st->len;
    io.mem = st->mem, io.ms = (long)st->B * ra->C, io.mb = ra->C;
    if (st->keys) {
        io.keys = st->keys, io.ks = (long)st->B * Hd, io.kb = Hd;
    } else {
        io.keys = st->mem, io.ks = io.ms, io.kb = io.mb;
    }
    for (int l = 0; l < ra->Ld; l++) {
        io.h_prev[l] = st->cur.h[l], io.h_out[l] = st->hn[l];
        io.c_prev[l] = st->cur.c[l], io.c_out[l] = st->cn[l];
        io.gates[l] = st->gates[l], io.xin[l] = st->xin[l];
    }
    io.o_prev = st->cur.o, io.q = st->q, io.sc = st->sc, io.w = st->cur.w, io.ctx = st->ctx;
    io.gh = st->gh;
    io.path = LINEAR_ROWS;
    rnn_dec_step_forward(ra, &io);
    rnn_deep_output(ra, st->o, st->hn[top], st->ctx, st->e, N, LINEAR_ROWS, NULL, NULL, NULL);
    linear_rows(logprobs, ra->V, 0.0f, st->o, E, ra->out_proj.w, ra->out_bias.v, N, E, ra->V);
    log_softmax_inplace(logprobs, N, ra->V);
    for (int l = 0; l < ra->Ld; l++) {
        float *t = st->cur.h[l];
        st->cur.h[l] = st->hn[l], st->hn[l] = t;
        t = st->cur.c[l];
        st->cur.c[l] = st->cn[l], st->cn[l] = t;
    }
    float *t = st->cur.o;  // the attentional vector fed to the next step (input feeding)
    st->cur.o = st->o, st->o = t;
    return TD_OK;
}

int rnn_reorder(Model *m, DecodeState *st, const int *parent, int new_n) {
    RnnAttn *ra = m->impl;
    RowState bigger = {0}, *dst = &st->alt;
    if (new_n > st->cap) {  // gather into buffers of the new capacity
        if (rows_alloc(ra, &bigger, new_n, st->S) < 0) {
            rows_free(&bigger);
            return td_error(TD_ERR_NOMEM, "rnn: out of memory growing a decoding state to %d rows",
                            new_n);
        }
        dst = &bigger;
    }
    const size_t Hd = ra->Hd, E = ra->E, S = st->S;
    const RowState *src = &st->cur;
    for (int r = 0; r < new_n; r++) {
        size_t o = (size_t)parent[r];
        for (int l = 0; l < ra->Ld; l++) {
            memcpy(dst->h[l] + r * Hd, src->h[l] + o * Hd, Hd * sizeof(float));
            if (ra->lstm) memcpy(dst->c[l] + r * Hd, src->c[l] + o * Hd, Hd * sizeof(float));
        }
        memcpy(dst->o + r * E, src->o + o * E, E * sizeof(float));
        memcpy(dst->w + r * S, src->w + o * S, S * sizeof(float));
    }
    if (dst == &bigger) {
        rows_free(&st->cur);
        rows_free(&st->alt);
        scratch_free(st);
        st->cur = bigger;
        st->cap = new_n;
        if (rows_alloc(ra, &st->alt, new_n, st->S) < 0 || scratch_alloc(ra, st, new_n) < 0)
            return td_error(TD_ERR_NOMEM,
                            "rnn: out of memory growing a decoding state to %d rows", new_n);
        return TD_OK;
    }
    RowState t = st->cur;
    st->cur = st->alt;
    st->alt = t;
    return TD_OK;
}

int rnn_cross_attention(Model *m, const DecodeState *st, const DecodeRows *rows, int layer,
                        int head, float *out) {
    (void)m;
    if (layer < -1 || layer > 0 || head < -1 || head > 0)
        return td_error(TD_ERR_ARG, "rnn: one attention (layer -1 or 0, head -1 or 0), got %d/%d",
                        layer, head);
    memcpy(out, st->cur.w, (size_t)rows->n * st->S * sizeof(float));
    return TD_OK;
}
