// RNN encoder-decoder with cross-attention (Bahdanau et al. 2015; Luong et al. 2015): parameters,
// activation arena, teacher-forced forward/backward and the ModelOps table.
//
// Dimension legend: B sentences, S source length, T target length, V vocab, E embedding, H encoder
// hidden per direction, C = 2H, Hd decoder hidden, G gate blocks (3 GRU, 4 LSTM), Ld decoder
// layers.
//
// The default configuration equals the PyTorch reference RNN (tests/fixtures/make_torch_fixture.py)
// parameter for parameter:
// shared embedding tied to the output, 1-layer bi-GRU encoder, s0 = tanh(W_init masked-mean(h)),
// additive attention with the previous decoder state as query and keys W_k h projected once,
// GRU input [E y_{t-1}; c_t], deep output o_t = tanh(W_o [s_t; c_t; E y_{t-1}]) of size E,
// logits = o_t E^T + b.
//
// Options (none changes the default):
//   --cell lstm          LSTM cells (PyTorch gate order i, f, g, o) in encoder and decoder; the
//                        decoder's initial cell state is 0, its initial h the bridge output.
//   --enc-layers/--dec-layers N  stacked layers with dropout between them; the bridge is one
//                        Linear(C, Ld*Hd) giving every decoder layer its initial state; the
//                        query is the previous state of the TOP layer, the context enters
//                        layer 0 only.
//   --attention dot|scaled_dot  q.k (/ sqrt(Hd)) against the raw encoder outputs (Luong's dot):
//                        needs --dec-hidden == 2 * --enc-hidden (build fails with TD_ERR_ARG
//                        otherwise); no key projection, so dot stays distinct from general.
//   --attention general  q^T W_k h (Luong): keys W_k h projected once, then dot products.
//   --attention-norm relu  max(0, e) / (sum max(0, e) + 1e-6) instead of softmax.
//   --input-feeding 1    (Luong) the previous attentional vector o_{t-1} (the deep output, after
//                        dropout; 0 at t = 0) is fed with E y_{t-1} and c_t into decoder layer 0
//                        (an extra [G*Hd, E] matrix); o_t is then computed inside the time loop.
//   --tied-embeddings 0  separate source embedding, target embedding and output projection.
// Threads: the encoder runs its two directions on two threads, the decoder runs blocks of
// sentences (a count fixed by the batch, tensor/parallel.h par_row_blocks) on separate threads
// (one parallel region per loop); all other products go through linear_gemm
// (tensor/linear.h), except decoding (rnn_search.c), whose products use gemm_rows (LINEAR_ROWS).
#include <math.h>
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "models/rnn_attn/rnn_attn_impl.h"
#include "tensor/arena.h"
#include "tensor/bf16.h"
#include "tensor/linear.h"
#include "tensor/parallel.h"
#include "tensor/ops.h"

// ---- parameters --------------------------------------------------------------------------------

static int add_param(Model *m, RnnParam *p, const char *name, int rows, int cols, ParamInit init,
                     float scale) {
    int shape[2] = {rows, cols};
    if (cols > 0)
        return params_add_weight(&m->params, name, 2, shape, init, scale, &p->v, &p->g, &p->w);
    return params_add(&m->params, name, 1, shape, init, scale, &p->v, &p->g);
}

// An embedding table [rows, cols] that no product reads (no weight handle, no bfloat16 copy).
static int add_table(Model *m, RnnParam *p, const char *name, int rows, int cols, float scale) {
    int shape[2] = {rows, cols};
    return params_add(&m->params, name, 2, shape, INIT_NORMAL, scale, &p->v, &p->g);
}

// PyTorch's default for nn.Linear / nn.GRU / nn.LSTM: U(-1/sqrt(fan), 1/sqrt(fan)).
static int add_layer(Model *m, RnnLayer *L, const char *prefix, int in, int G, int H, int hh_bias,
                     int ih) {
    char name[PARAM_NAME_MAX];
    float a = 1.0f / sqrtf((float)H);
    L->in = in;
    if (ih) {
        snprintf(name, sizeof name, "%s.w_ih", prefix);
        TD_TRY(add_param(m, &L->w_ih, name, G * H, in, INIT_UNIFORM, a));
        snprintf(name, sizeof name, "%s.b_ih", prefix);
        TD_TRY(add_param(m, &L->b_ih, name, G * H, 0, INIT_UNIFORM, a));
    }
    snprintf(name, sizeof name, "%s.w_hh", prefix);
    TD_TRY(add_param(m, &L->w_hh, name, G * H, H, INIT_UNIFORM, a));
    if (hh_bias) {
        snprintf(name, sizeof name, "%s.b_hh", prefix);
        TD_TRY(add_param(m, &L->b_hh, name, G * H, 0, INIT_UNIFORM, a));
    }
    return TD_OK;
}

static int check_config(const ModelConfig *c) {
    if (c->emb < 1 || c->enc_hidden < 1 || c->dec_hidden < 1)
        return td_error(TD_ERR_ARG, "rnn: --emb, --enc-hidden and --dec-hidden must be positive");
    if (c->enc_layers < 1 || c->enc_layers > RNN_MAX_LAYERS || c->dec_layers < 1 ||
        c->dec_layers > RNN_MAX_LAYERS)
        return td_error(TD_ERR_ARG, "rnn: --enc-layers and --dec-layers must lie in [1, %d]",
                        RNN_MAX_LAYERS);
    if ((c->attention == SCORE_DOT || c->attention == SCORE_SCALED_DOT) &&
        c->dec_hidden != 2 * c->enc_hidden)
        return td_error(TD_ERR_ARG,
                        "rnn: --attention %s compares the decoder state with the encoder outputs "
                        "directly, so --dec-hidden (%d) must equal 2 * --enc-hidden (%d); use "
                        "additive or general otherwise",
                        attn_score_name(c->attention), c->dec_hidden, 2 * c->enc_hidden);
    return TD_OK;
}

static int rnn_build(Model *m) {
    const ModelConfig *c = &m->cfg;
    TD_TRY(check_config(c));
    RnnAttn *ra = calloc(1, sizeof *ra);
    if (!ra) return td_error(TD_ERR_NOMEM, "out of memory building the rnn model");
    m->impl = ra;
    ra->V = c->vocab, ra->E = c->emb, ra->H = c->enc_hidden, ra->C = 2 * c->enc_hidden;
    ra->Hd = c->dec_hidden, ra->lstm = c->cell == CELL_LSTM, ra->G = ra->lstm ? 4 : 3;
    ra->Le = c->enc_layers, ra->Ld = c->dec_layers, ra->feed = c->input_feeding;
    ra->score = c->attention;
    ra->norm = c->attention_norm;
    ra->drop = c->dropout;
    const int V = ra->V, E = ra->E, H = ra->H, C = ra->C, Hd = ra->Hd, G = ra->G;
    char name[PARAM_NAME_MAX];
    // Embeddings ~ N(0, E^-1/2) like the reference (nn.init.normal_(emb, 0, E ** -0.5)).
    float es = 1.0f / sqrtf((float)E);
    ra->tied = c->tied_embeddings;
    if (c->tied_embeddings) {
        TD_TRY(add_param(m, &ra->emb_src, "emb", V, E, INIT_NORMAL, es));
    } else {
        TD_TRY(add_table(m, &ra->emb_src, "emb.src", V, E, es));
        TD_TRY(add_table(m, &ra->emb_tgt, "emb.tgt", V, E, es));
        TD_TRY(add_param(m, &ra->out_proj, "out.proj", V, E, INIT_NORMAL, es));
    }
    for (int l = 0; l < ra->Le; l++)
        for (int d = 0; d < 2; d++) {
            snprintf(name, sizeof name, "enc.l%d.%s", l, d ? "bwd" : "fwd");
            TD_TRY(add_layer(m, &ra->enc[l][d], name, l ? C : E, G, H, 1, 1));
        }
    float cs = 1.0f / sqrtf((float)C), hs = 1.0f / sqrtf((float)Hd);
    TD_TRY(add_param(m, &ra->bridge_w, "bridge.w", ra->Ld * Hd, C, INIT_UNIFORM, cs));
    TD_TRY(add_param(m, &ra->bridge_b, "bridge.b", ra->Ld * Hd, 0, INIT_UNIFORM, cs));
    if (ra->score == SCORE_ADDITIVE || ra->score == SCORE_GENERAL)
        TD_TRY(add_param(m, &ra->att_wk, "att.wk", Hd, C, INIT_UNIFORM, cs));
    // att.wq then dec.l0.w_hh (and their biases) are registered back to back so that the two
    // products of the previous decoder state can run as one GEMM when the slices are contiguous.
    if (ra->score == SCORE_ADDITIVE)
        TD_TRY(add_param(m, &ra->att_wq, "att.wq", Hd, Hd, INIT_UNIFORM, hs));
    TD_TRY(add_layer(m, &ra->dec[0], "dec.l0", E, G, Hd, 0, 0));
    if (ra->score == SCORE_ADDITIVE) {
        TD_TRY(add_param(m, &ra->att_bq, "att.bq", Hd, 0, INIT_UNIFORM, hs));
    }
    TD_TRY(add_param(m, &ra->dec[0].b_hh, "dec.l0.b_hh", G * Hd, 0, INIT_UNIFORM, hs));
    if (ra->score == SCORE_ADDITIVE)
        TD_TRY(add_param(m, &ra->att_v, "att.v", Hd, 0, INIT_UNIFORM, hs));
    // Layer 0 input = [E y_{t-1}; c_t (; o_{t-1})]: the embedding part (with b_ih) is one GEMM over
    // all steps; the context (and fed-back) parts run per step.
    ra->dec[0].in = E + C + (ra->feed ? E : 0);
    TD_TRY(add_param(m, &ra->dec[0].w_ih, "dec.l0.w_ie", G * Hd, E, INIT_UNIFORM,
                     1.0f / sqrtf((float)E)));
    TD_TRY(add_param(m, &ra->dec[0].b_ih, "dec.l0.b_ie", G * Hd, 0, INIT_UNIFORM,
                     1.0f / sqrtf((float)E)));
    TD_TRY(add_param(m, &ra->dec_wc, "dec.l0.w_ic", G * Hd, C, INIT_UNIFORM, cs));
    if (ra->feed)
        TD_TRY(add_param(m, &ra->dec_wf, "dec.l0.w_if", G * Hd, E, INIT_UNIFORM,
                         1.0f / sqrtf((float)E)));
    for (int l = 1; l < ra->Ld; l++) {
        snprintf(name, sizeof name, "dec.l%d", l);
        TD_TRY(add_layer(m, &ra->dec[l], name, Hd, G, Hd, 1, 1));
    }
    int K = Hd + C + E;
    float ks = 1.0f / sqrtf((float)K);
    TD_TRY(add_param(m, &ra->out_w, "out.w", E, K, INIT_UNIFORM, ks));
    TD_TRY(add_param(m, &ra->out_b, "out.b", E, 0, INIT_UNIFORM, ks));
    TD_TRY(add_param(m, &ra->out_bias, "out.bias", V, 0, INIT_ZEROS, 0.0f));
    return TD_OK;
}

static void rnn_destroy(Model *m) {
    RnnAttn *ra = m->impl;
    if (!ra) return;
    arena_free(&ra->arena);
    free(ra);
    m->impl = NULL;
}

// Tied embeddings: one tensor, three uses, one gradient slot. Called after params_alloc has set
// the pointers (lazily, from every forward and encode: params_bind may have moved them).
void rnn_bind_tied(RnnAttn *ra) {
    if (ra->tied) {
        ra->emb_tgt = ra->emb_src;
        ra->out_proj = ra->emb_src;
    }
}

// ---- activation arena --------------------------------------------------------------------------

// Width of the zero-state buffer: any of H, Hd, E, C.
static size_t rnn_zeros_width(const RnnAttn *ra) {
    int w = ra->H > ra->Hd ? ra->H : ra->Hd;
    w = w > ra->E ? w : ra->E;
    return (size_t)(w > ra->C ? w : ra->C);
}

// A gradient buffer: empty (never touched) when the batch needs no backward.
static float *gcarve(ArenaCarver *cv, int grads, size_t n) {
    return arena_floats(cv, grads ? n : 0);
}

size_t rnn_layout(RnnAttn *ra, const Arena *arena, int B, int S, int T, int grads) {
    RnnActs *a = &ra->a;
    const size_t E = ra->E, H = ra->H, C = ra->C, Hd = ra->Hd, G = ra->G;
    const size_t SB = (size_t)S * B, TB = (size_t)T * B, Hm = H > Hd ? H : Hd;
    const int gru = !ra->lstm, add = ra->score == SCORE_ADDITIVE;
    const int proj = add || ra->score == SCORE_GENERAL;
    ArenaCarver cv = arena_carver(arena);
    a->src = arena_ints(&cv, SB);
    a->len = arena_ints(&cv, (size_t)B);
    a->tin = arena_ints(&cv, TB);
    a->tout = arena_ints(&cv, TB);
    a->orow = arena_ints(&cv, TB);
    a->otgt = arena_ints(&cv, TB);
    a->opos = arena_ints(&cv, TB);
    size_t wide = E > C ? E : C;
    a->zeros = arena_floats(&cv, B * rnn_zeros_width(ra));
    a->gh = arena_floats(&cv, 2 * B * G * Hm);  // per encoder direction / per decoder row
    a->x0 = arena_floats(&cv, SB * E);
    for (int l = 0; l < ra->Le; l++) {
        a->xin[l] = l ? arena_floats(&cv, SB * C) : NULL;
        a->out[l] = arena_floats(&cv, SB * C);
        for (int d = 0; d < 2; d++) {
            a->eg[l][d] = arena_floats(&cv, SB * G * H);
            a->eghn[l][d] = gru ? arena_floats(&cv, SB * H) : NULL;
            a->ec[l][d] = gru ? NULL : arena_floats(&cv, SB * H);
            a->d_eg[l][d] = gcarve(&cv, grads, SB * G * H);
            a->d_egh[l][d] = gru ? gcarve(&cv, grads, SB * G * H) : NULL;
        }
        a->d_out[l] = gcarve(&cv, grads, SB * C);
    }
    a->mem = arena_floats(&cv, SB * C);
    a->keys = proj ? arena_floats(&cv, SB * Hd) : NULL;
    a->mean = arena_floats(&cv, B * C);
    a->s0 = arena_floats(&cv, B * ra->Ld * Hd);
    a->e = arena_floats(&cv, TB * E);
    for (int l = 0; l < ra->Ld; l++) {
        a->sd[l] = arena_floats(&cv, (TB + B) * Hd);
        a->cd[l] = gru ? NULL : arena_floats(&cv, (TB + B) * Hd);
        a->gd[l] = arena_floats(&cv, TB * G * Hd);
        a->ghnd[l] = gru ? arena_floats(&cv, TB * Hd) : NULL;
        a->xd[l] = l ? arena_floats(&cv, TB * Hd) : NULL;
        a->d_gd[l] = gcarve(&cv, grads, TB * G * Hd);
        a->d_ghd[l] = gru ? gcarve(&cv, grads, TB * G * Hd) : NULL;
        a->dh[l] = gcarve(&cv, grads, B * Hd);
        a->dc[l] = gru ? NULL : gcarve(&cv, grads, B * Hd);
    }
    a->q = add ? arena_floats(&cv, TB * Hd) : NULL;
    a->d_q = add ? gcarve(&cv, grads, TB * Hd) : NULL;
    a->sc = arena_floats(&cv, TB * S);
    a->w = arena_floats(&cv, TB * S);
    a->ctx = arena_floats(&cv, TB * C);
    a->o = arena_floats(&cv, TB * E);
    a->od = arena_floats(&cv, TB * E);
    a->odc = arena_floats(&cv, TB * E);
    a->d_od = gcarve(&cv, grads, TB * E);
    a->d_top = gcarve(&cv, grads, TB * Hd);
    a->d_ctx = gcarve(&cv, grads, TB * C);
    a->d_e = gcarve(&cv, grads, TB * E);
    a->dx = gcarve(&cv, grads, B * Hd);
    a->dws = gcarve(&cv, grads, (size_t)B * S);
    a->dsc = gcarve(&cv, grads, (size_t)B * S);
    a->d_mem = gcarve(&cv, grads, SB * C);
    a->d_keys = proj ? gcarve(&cv, grads, SB * Hd) : NULL;
    a->d_s0 = gcarve(&cv, grads, B * ra->Ld * Hd);
    a->d_mean = gcarve(&cv, grads, B * C);
    a->d_x = gcarve(&cv, grads, SB * wide);
    a->dhe = gcarve(&cv, grads, 2 * B * H);
    a->dce = gcarve(&cv, grads, 2 * B * H);
    a->dvp = gcarve(&cv, grads, (size_t)PAR_MAX_BLOCKS * Hd);
    const int bf16 = ra->enc[0][0].w_hh.w->type == WEIGHT_BF16;
    for (int l = 0; l < ra->Le; l++) {
        a->x_h[l] = linear_copy_carve(&cv, bf16, SB, l ? C : E);
        a->out_h[l] = linear_copy_carve(&cv, bf16, SB, C);
        for (int d = 0; d < 2; d++) {
            a->d_eg_h[l][d] = linear_copy_carve(&cv, bf16 && grads, SB, G * H);
            a->d_egh_h[l][d] = linear_copy_carve(&cv, bf16 && grads && gru, SB, G * H);
        }
    }
    a->mem_h = linear_copy_carve(&cv, bf16, SB, C);
    a->mean_h = linear_copy_carve(&cv, bf16, B, C);
    a->e_h = linear_copy_carve(&cv, bf16, TB, E);
    a->ctx_h = linear_copy_carve(&cv, bf16, TB, C);
    a->od_h = linear_copy_carve(&cv, bf16 && ra->feed, TB, E);
    for (int l = 0; l < ra->Ld; l++) {
        a->sd_h[l] = linear_copy_carve(&cv, bf16, TB + B, Hd);
        a->xd_h[l] = linear_copy_carve(&cv, bf16 && l, TB, Hd);
        a->d_gd_h[l] = linear_copy_carve(&cv, bf16 && grads, TB, G * Hd);
        a->d_ghd_h[l] = linear_copy_carve(&cv, bf16 && grads && gru, TB, G * Hd);
    }
    a->d_q_h = linear_copy_carve(&cv, bf16 && grads && add, TB, Hd);
    a->d_od_h = linear_copy_carve(&cv, bf16 && grads, TB, E);
    return cv.off;
}

int rnn_reserve(RnnAttn *ra, int B, int S, int T, int grads) {
    if (arena_reserve(&ra->arena, rnn_layout(ra, NULL, B, S, T, grads)) < 0)
        return td_error_context(TD_ERR_NOMEM, "rnn activations for B=%d S=%d T=%d", B, S, T);
    rnn_layout(ra, &ra->arena, B, S, T, grads);
    memset(ra->a.zeros, 0, (size_t)B * rnn_zeros_width(ra) * sizeof(float));
    ra->B = B, ra->S = S, ra->T = T;
    return TD_OK;
}

// ---- deep output -------------------------------------------------------------------------------

void rnn_copy_write(LinearCopy *c, const float *x, int ldx, long rows, int cols) {
    if (!c->h) return;
    bf16_round(c->h, c->ld ? c->ld : cols, x, ldx, (int)rows, cols);
    c->ready = 1;
}

void rnn_deep_output(RnnAttn *ra, float *o, const float *s, const float *c, const float *e, int N,
                     LinearPath path, LinearCopy *sh, LinearCopy *ch, LinearCopy *eh) {
    const int E = ra->E, C = ra->C, Hd = ra->Hd;
    const Weight ws = weight_block(ra->out_w.w, 0, 0, E, Hd);
    const Weight wc = weight_block(ra->out_w.w, 0, Hd, E, C);
    const Weight we = weight_block(ra->out_w.w, 0, Hd + C, E, E);
    linear_forward_strided(path, o, E, 0.0f, s, Hd, sh, &ws, NULL, N, Hd, E);
    linear_forward_strided(path, o, E, 1.0f, c, C, ch, &wc, NULL, N, C, E);
    linear_forward_strided(path, o, E, 1.0f, e, E, eh, &we, ra->out_b.v, N, E, E);
    tanh_forward(o, o, (size_t)N * E);
}

// ---- forward / backward ------------------------------------------------------------------------

int rnn_load_source(RnnAttn *ra, const int *src, const int *src_len, int B, int S) {
    RnnActs *a = &ra->a;
    for (int b = 0; b < B; b++) {
        int n = src_len[b];
        if (n < 1 || n > S)
            return td_error(TD_ERR_ARG, "rnn: source %d has length %d outside [1, %d]", b, n, S);
        a->len[b] = n;
        for (int s = 0; s < S; s++) {
            int id = src[(long)b * S + s];
            if (id < 0 || id >= ra->V)
                return td_error(TD_ERR_ARG, "rnn: source token id %d outside the vocabulary", id);
            a->src[(long)s * B + b] = id;
        }
    }
    return TD_OK;
}

int rnn_forward(Model *m, const Batch *b, int train, LossInput *out) {
    RnnAttn *ra = m->impl;
    rnn_bind_tied(ra);
    ra->ready = 0;
    if (b->B < 1 || b->S < 1 || b->T < 1)
        return td_error(TD_ERR_ARG, "rnn: empty batch (B=%d S=%d T=%d)", b->B, b->S, b->T);
    TD_TRY(rnn_reserve(ra, b->B, b->S, b->T, train));
    TD_TRY(rnn_load_source(ra, b->src, b->src_len, b->B, b->S));
    RnnActs *a = &ra->a;
    const int B = b->B, T = b->T;
    for (int i = 0; i < B; i++)
        for (int t = 0; t < T; t++) {
            int x = b->tgt_in[(long)i * T + t], y = b->tgt_out[(long)i * T + t];
            if (x < 0 || x >= ra->V || y < 0 || y >= ra->V)
                return td_error(TD_ERR_ARG, "rnn: target token id outside the vocabulary");
            a->tin[(long)t * B + i] = x;
            a->tout[(long)t * B + i] = y;
        }
    // Validation (train = 0) draws nothing from m->rng, so it cannot shift a resumed run's masks.
    ra->drop_p = train ? ra->drop : 0.0f;
    if (ra->drop_p > 0.0f) {
        RnnDropSeeds *sd = &ra->seed;
        sd->x0 = rng_next_u64(&m->rng), sd->mem = rng_next_u64(&m->rng);
        sd->e = rng_next_u64(&m->rng), sd->od = rng_next_u64(&m->rng);
        for (int l = 0; l < RNN_MAX_LAYERS; l++)
            sd->xin[l] = rng_next_u64(&m->rng), sd->xd[l] = rng_next_u64(&m->rng);
    }
    rnn_encoder_forward(ra, B, b->S, ra->drop_p, LINEAR_GEMM);
    rnn_decoder_forward(ra, ra->drop_p);
    *out = (LossInput){.h = a->odc,
                       .targets = a->otgt,
                       .pos = a->opos,
                       .N = a->n_out,
                       .C = ra->E,
                       .V = ra->V,
                       .weight = ra->out_proj.w,
                       .bias = ra->out_bias.v,
                       .dweight = ra->out_proj.g,
                       .dbias = ra->out_bias.g};
    ra->ready = train;
    return TD_OK;
}

int rnn_backward(Model *m, const float *dh) {
    RnnAttn *ra = m->impl;
    if (!ra->ready) return td_error(TD_ERR_ARG, "rnn: backward without a training forward");
    rnn_decoder_backward(ra, dh);
    rnn_encoder_backward(ra, ra->B, ra->S);
    ra->ready = 0;
    return TD_OK;
}

// ---- ModelOps ----------------------------------------------------------------------------------

const ModelOps rnn_attn_ops = MODEL_OPS_TABLE("rnn", rnn, NULL);
