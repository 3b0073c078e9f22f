// Tests of the RNN encoder-decoder (models/rnn_attn/): whole-model finite-difference gradient
// checks (GRU and LSTM, every scoring function, relu normaliser, input feeding, several layers),
// parameter counts against closed-form formulas (and rnn_attn.py's count for the tiny preset),
// batch invariance of loss and greedy output, incremental decoding against teacher forcing, and a
// learning test on reversing digit sequences.
//
// Finite differences: central, h = 1e-3 on each float32 parameter, the loss (label-smoothed CE
// summed over ~10 tokens) accumulated in double from float32 logits; tolerance atol 1e-3 +
// rtol 1e-2 of max(|numeric|, |analytic|) (the float32 forward leaves ~1e-6 of noise in the loss,
// i.e. ~5e-4 in a difference quotient with 2h = 2e-3). Dropout is 0 in every gradient check.
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <cmocka.h>

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "decode/search.h"
#include "models/model.h"
#include "models/rnn_attn/rnn_attn_impl.h"
#include "tensor/blas.h"
#include "tensor/optim.h"
#include "tests/test_util.h"

// ---- helpers -----------------------------------------------------------------------------------

static int g_threads = 1;

static ModelConfig tiny_cfg(RnnCell cell, AttnScore score) {
    ModelConfig c = config_defaults(ARCH_RNN);
    c.vocab = 20;
    c.emb = 6;
    c.enc_hidden = 4;
    c.dec_hidden = 8;
    c.dropout = 0.0f;
    c.cell = cell;
    c.attention = score;
    return c;
}

static const int SA[] = {5, 9, 4, 12}, SB_[] = {7, 8}, SC[] = {15, 6, 10};
static const int TA[] = {9, 5, 4}, TB_[] = {13}, TC[] = {6, 10, 11, 8};

static void fd_batch(TestBatch *ob) {
    const int *srcs[3] = {SA, SB_, SC}, *tgts[3] = {TA, TB_, TC};
    const int slen[3] = {4, 2, 3}, tlen[3] = {3, 1, 4};
    test_make_batch(ob, 3, srcs, slen, tgts, tlen);
}

static Model *new_model(const ModelConfig *cfg, unsigned long long seed) {
    Model *m = model_create(cfg, seed);
    if (!m) print_error("model_create: %s\n", td_last_error());
    assert_non_null(m);
    return m;
}

typedef struct FdCtx {
    Model *m;
    const Batch *b;
    int train;  // 1 (dropout): every evaluation restarts the dropout stream, so the masks are fixed
    Rng rng0;
} FdCtx;

static double fd_loss(void *p) {
    FdCtx *c = p;
    ModelLoss l;
    if (c->train) c->m->rng = c->rng0;
    assert_int_equal(model_forward(c->m, c->b, c->train, 0.1f, &l), 0);
    return l.loss_sum;
}

// Whole-model gradient check over every parameter of the configuration (with cfg.dropout > 0,
// through training forwards that all draw the same masks: backward must apply the forward's).
static void grad_check_model(ModelConfig cfg) {
    blas_set_threads(g_threads);
    Model *m = new_model(&cfg, 1234);
    TestBatch ob;
    fd_batch(&ob);
    ModelLoss l;
    params_zero_grad(&m->params);
    const Rng rng0 = m->rng;
    assert_int_equal(model_forward(m, &ob.b, 1, 0.1f, &l), 0);
    assert_int_equal(l.n_tokens, 4 + 2 + 5);
    assert_true(l.loss_sum > 0 && isfinite(l.loss_sum));
    assert_int_equal(model_backward(m, 1.0f), 0);
    // The gradient buffer is overwritten by nothing during FD (forward with train = 0 only).
    size_t total = m->params.total;
    float *grad = malloc(total * sizeof *grad);
    memcpy(grad, m->params.grad, total * sizeof *grad);
    FdCtx ctx = {m, &ob.b, cfg.dropout > 0.0f, rng0};
    double nonzero = 0;
    for (int i = 0; i < m->params.n; i++) {
        const ParamSpec *p = &m->params.specs[i];
        // Every entry of small tensors; 8 evenly spread runs of 8 entries of larger ones.
        size_t run = p->numel <= 64 ? p->numel : 8, nrun = p->numel <= 64 ? 1 : 8;
        for (size_t k = 0; k < nrun; k++) {
            size_t at = p->offset + k * ((p->numel - run) / (nrun > 1 ? nrun - 1 : 1));
            test_grad_check(fd_loss, &ctx, m->params.data + at, grad + at, run, 1e-3, 1e-3, 1e-2,
                            p->name);
        }
        for (size_t j = 0; j < p->numel; j++) nonzero += fabs(grad[p->offset + j]);
    }
    assert_true(nonzero > 0.1);
    free(grad);
    model_free(m);
}

static void test_grad_gru_additive(void **s) {
    (void)s;
    grad_check_model(tiny_cfg(CELL_GRU, SCORE_ADDITIVE));
}
static void test_grad_gru_dot(void **s) {
    (void)s;
    grad_check_model(tiny_cfg(CELL_GRU, SCORE_DOT));
}
static void test_grad_gru_general(void **s) {
    (void)s;
    grad_check_model(tiny_cfg(CELL_GRU, SCORE_GENERAL));
}
static void test_grad_gru_scaled_dot(void **s) {
    (void)s;
    grad_check_model(tiny_cfg(CELL_GRU, SCORE_SCALED_DOT));
}
static void test_grad_lstm_additive(void **s) {
    (void)s;
    grad_check_model(tiny_cfg(CELL_LSTM, SCORE_ADDITIVE));
}
static void test_grad_lstm_dot(void **s) {
    (void)s;
    grad_check_model(tiny_cfg(CELL_LSTM, SCORE_DOT));
}
static void test_grad_lstm_general(void **s) {
    (void)s;
    grad_check_model(tiny_cfg(CELL_LSTM, SCORE_GENERAL));
}
static void test_grad_lstm_scaled_dot(void **s) {
    (void)s;
    grad_check_model(tiny_cfg(CELL_LSTM, SCORE_SCALED_DOT));
}
// relu normaliser (general scoring), Luong input feeding, untied embeddings.
static void test_grad_gru_relu_feeding_untied(void **s) {
    (void)s;
    ModelConfig c = tiny_cfg(CELL_GRU, SCORE_GENERAL);
    c.attention_norm = ATTN_NORMALIZER_RELU;
    c.input_feeding = 1;
    c.tied_embeddings = 0;
    grad_check_model(c);
}
// Two encoder and three decoder layers (LSTM, input feeding, additive).
static void test_grad_lstm_layers_feeding(void **s) {
    (void)s;
    ModelConfig c = tiny_cfg(CELL_LSTM, SCORE_ADDITIVE);
    c.enc_layers = 2;
    c.dec_layers = 3;
    c.input_feeding = 1;
    grad_check_model(c);
}
static void test_grad_gru_layers(void **s) {
    (void)s;
    ModelConfig c = tiny_cfg(CELL_GRU, SCORE_SCALED_DOT);
    c.enc_layers = 3;
    c.dec_layers = 2;
    grad_check_model(c);
}

// Dropout everywhere it applies (embeddings, between layers, memory, deep output, input feeding).
static void test_grad_dropout(void **s) {
    (void)s;
    ModelConfig c = tiny_cfg(CELL_GRU, SCORE_ADDITIVE);
    c.enc_layers = 2, c.dec_layers = 2, c.input_feeding = 1, c.dropout = 0.3f;
    grad_check_model(c);
    c = tiny_cfg(CELL_LSTM, SCORE_DOT);
    c.dec_layers = 2, c.dropout = 0.2f;
    grad_check_model(c);
}

// ---- parameter count ---------------------------------------------------------------------------

// Closed form: embeddings (x3 untied: source, target, output), per encoder layer and direction
// W_ih [G H, in] + W_hh [G H, H] + b_ih + b_hh, bridge [Ld Hd, C] + bias, attention (additive:
// W_k [Hd, C], W_q [Hd, Hd] + b_q, v [Hd]; general: W_k), decoder layer 0 W_ie [G Hd, E] + b_ie,
// W_ic [G Hd, C], (W_if [G Hd, E]), W_hh + b_hh, upper decoder layers like an encoder layer with
// input Hd, deep output W_o [E, Hd + C + E] + b_o, output bias [V].
static long param_formula(const ModelConfig *c) {
    long V = c->vocab, E = c->emb, H = c->enc_hidden, C = 2 * H, Hd = c->dec_hidden;
    long G = c->cell == CELL_LSTM ? 4 : 3, Ld = c->dec_layers;
    long n = V * E * (c->tied_embeddings ? 1 : 3);
    for (int l = 0; l < c->enc_layers; l++) {
        long in = l ? C : E;
        n += 2 * (G * H * in + G * H * H + 2 * G * H);
    }
    n += C * Ld * Hd + Ld * Hd;
    if (c->attention == SCORE_ADDITIVE) n += Hd * C + Hd * Hd + Hd + Hd;
    if (c->attention == SCORE_GENERAL) n += Hd * C;
    n += G * Hd * E + G * Hd + G * Hd * C + (c->input_feeding ? G * Hd * E : 0);
    n += G * Hd * Hd + G * Hd;
    n += (Ld - 1) * 2 * (G * Hd * Hd + G * Hd);
    n += E * (Hd + C + E) + E + V;
    return n;
}

static long count_of(const ModelConfig *c) {
    Model *m = new_model(c, 1);
    long n = (long)m->params.count;
    model_free(m);
    return n;
}

static void test_param_count(void **s) {
    (void)s;
    // The PyTorch reference's rnn_attn.py prints "rnn-tiny: 5,930,560 params" and "rnn-small: 19,586,368
    // params" (run with /usr/bin/python3 rnn_attn.py; also 256*8000 + 789,504 encoder + ...).
    ModelConfig c = config_defaults(ARCH_RNN);
    assert_int_equal(c.vocab, 8000);
    assert_int_equal(param_formula(&c), 5930560);
    assert_int_equal(count_of(&c), 5930560);
    assert_int_equal(config_apply_preset(&c, "small"), 0);
    assert_int_equal(count_of(&c), 19586368);
    // Other configurations against the formula.
    ModelConfig v[4];
    v[0] = tiny_cfg(CELL_LSTM, SCORE_GENERAL);
    v[0].input_feeding = 1, v[0].tied_embeddings = 0, v[0].enc_layers = 2, v[0].dec_layers = 3;
    v[1] = tiny_cfg(CELL_GRU, SCORE_DOT);
    v[2] = tiny_cfg(CELL_LSTM, SCORE_SCALED_DOT);
    v[2].dec_layers = 2;
    v[3] = tiny_cfg(CELL_GRU, SCORE_ADDITIVE);
    v[3].dec_hidden = 5, v[3].emb = 7, v[3].enc_layers = 3;
    for (int i = 0; i < 4; i++) assert_int_equal(count_of(&v[i]), param_formula(&v[i]));
    // dot product scoring needs dec_hidden == 2 enc_hidden
    c = tiny_cfg(CELL_GRU, SCORE_DOT);
    c.dec_hidden = 6;
    assert_null(model_create(&c, 1));
    assert_non_null(strstr(td_last_error(), "dec-hidden"));
}

// ---- decoding helpers --------------------------------------------------------------------------

static int argmax(const float *x, int n) {
    int best = 0;
    for (int j = 1; j < n; j++)
        if (x[j] > x[best]) best = j;
    return best;
}

// Greedy decoding with encode/step/reorder (finished rows are dropped with reorder). Writes up to
// L tokens per sentence into out [B, L] (EOS included, then PAD) and, if attn != NULL, the
// attention weights of each step into attn [B, L, S].
static void greedy(Model *m, const int *src, const int *len, int B, int S, int L, int *out,
                   float *attn) {
    const int V = m->cfg.vocab;
    DecodeState *st = m->ops->encode(m, src, len, B, S);
    assert_non_null(st);
    int *prev = malloc(sizeof(int) * B), *keep = malloc(sizeof(int) * B);
    float *lp = malloc(sizeof(float) * B * V), *w = malloc(sizeof(float) * B * S);
    DecodeRows rows = {0};
    assert_int_equal(decode_rows_reset(&rows, B), 0);
    for (int i = 0; i < B * L; i++) out[i] = TOK_PAD;
    for (int b = 0; b < B; b++) prev[b] = TOK_BOS;
    for (int t = 0; t < L; t++) {
        int N = rows.n, nk = 0;
        assert_int_equal(m->ops->step(m, st, &rows, prev, lp), 0);
        assert_int_equal(m->ops->cross_attention(m, st, &rows, -1, -1, w), 0);
        for (int r = 0; r < N; r++) {
            int b = rows.sentence[r], y = argmax(lp + (long)r * V, V);
            out[b * L + t] = y;
            if (attn) memcpy(attn + ((long)b * L + t) * S, w + (long)r * S, sizeof(float) * S);
            if (y != TOK_EOS) {
                prev[nk] = y;
                keep[nk++] = r;
            }
        }
        assert_int_equal(decode_rows_reorder(&rows, m, st, keep, nk), 0);
        if (nk == 0) break;
    }
    m->ops->free_state(m, st);
    decode_rows_free(&rows);
    free(prev), free(keep), free(lp), free(w);
}

// Four sentences of different lengths (sources 2..6 pieces, targets 1..5).
static void inv_batch(TestBatch *ob) {
    static const int s0[] = {4, 5, 6, 7, 8, 9}, s1[] = {10, 11}, s2[] = {12, 13, 14, 15};
    static const int s3[] = {16, 17, 18};
    static const int t0[] = {5, 7, 9}, t1[] = {11, 13, 15, 17, 19}, t2[] = {6}, t3[] = {8, 10};
    const int *srcs[4] = {s0, s1, s2, s3}, *tgts[4] = {t0, t1, t2, t3};
    const int slen[4] = {6, 2, 4, 3}, tlen[4] = {3, 5, 1, 2};
    test_make_batch(ob, 4, srcs, slen, tgts, tlen);
}

// Sentence i of a batch as a batch of one (its own S and T, no padding).
static void single_of(TestBatch *one, const Batch *b, int i) {
    const int *src = b->src + i * b->S, *tin = b->tgt_in + i * b->T;
    int sl = b->src_len[i] - 1, tl = b->tgt_len[i] - 1;
    const int *srcs[1] = {src}, *tgts[1] = {tin + 1};
    test_make_batch(one, 1, srcs, &sl, tgts, &tl);
}

static void check_invariance(ModelConfig cfg) {
    Model *m = new_model(&cfg, 99);
    TestBatch ob, one;
    inv_batch(&ob);
    const Batch *b = &ob.b;
    ModelLoss all, single;
    assert_int_equal(model_forward(m, b, 0, 0.1f, &all), 0);
    double sum = 0, nll = 0;
    int ntok = 0;
    for (int i = 0; i < b->B; i++) {
        single_of(&one, b, i);
        assert_int_equal(model_forward(m, &one.b, 0, 0.1f, &single), 0);
        sum += single.loss_sum, nll += single.nll_sum, ntok += single.n_tokens;
    }
    assert_int_equal(all.n_tokens, ntok);
    assert_true(fabs(all.loss_sum - sum) <= 1e-5 * fabs(sum));
    assert_true(fabs(all.nll_sum - nll) <= 1e-5 * fabs(nll));
    // Greedy outputs and attention weights: the batch equals the sentences one by one.
    enum { L = 8 };
    int out[4 * L], out1[L];
    float *attn = calloc((size_t)4 * L * b->S, sizeof(float));
    float *attn1 = calloc((size_t)L * b->S, sizeof(float));
    greedy(m, b->src, b->src_len, b->B, b->S, L, out, attn);
    for (int i = 0; i < b->B; i++) {
        int S1 = b->src_len[i];
        greedy(m, b->src + i * b->S, &b->src_len[i], 1, S1, L, out1, attn1);
        assert_memory_equal(out + i * L, out1, sizeof out1);
        for (int t = 0; t < L && out1[t] != TOK_PAD; t++) {
            const float *wb = attn + ((long)i * L + t) * b->S;
            assert_close_f32(wb, attn1 + t * S1, S1, 1e-6, 1e-5);
            double z = 0;
            for (int j = 0; j < S1; j++) z += wb[j];
            assert_true(fabs(z - 1.0) < 1e-5 || cfg.attention_norm == ATTN_NORMALIZER_RELU);
            for (int j = S1; j < b->S; j++) assert_true(wb[j] == 0.0f);
        }
    }
    free(attn), free(attn1);
    model_free(m);
}

static void test_batch_invariance_gru(void **s) {
    (void)s;
    check_invariance(tiny_cfg(CELL_GRU, SCORE_ADDITIVE));
}

static void test_batch_invariance_lstm_layers(void **s) {
    (void)s;
    ModelConfig c = tiny_cfg(CELL_LSTM, SCORE_GENERAL);
    c.enc_layers = 2, c.dec_layers = 2, c.input_feeding = 1;
    check_invariance(c);
}

// Step log-probabilities of a batch of 12 sentences (2 threads) are bit-identical to each
// sentence decoded alone (1 thread): encoder, bridge, keys and every product of a step sum in
// an order independent of the row count. After step 3 the batch grows to 15 rows by reorder
// (sentences 0, 5, 11 twice): the copies, at other row positions, keep the same bits.
static void check_step_bits(ModelConfig cfg) {
    enum { NS = 12, STEPS = 7, MAXS = 13, NR = 15 };
    static const int extra[NR - NS] = {0, 5, 11};
    Model *m = new_model(&cfg, 4321);
    const int V = cfg.vocab;
    int src[NS * MAXS], len[NS], S = 0;
    Rng r;
    rng_seed(&r, 5);
    for (int i = 0; i < NS; i++) {
        len[i] = 2 + (int)rng_below(&r, MAXS - 2);  // 1..11 pieces + EOS
        S = len[i] > S ? len[i] : S;
    }
    for (int i = 0; i < NS; i++)
        for (int j = 0; j < S; j++)
            src[i * S + j] = j < len[i] - 1 ? 4 + (int)rng_below(&r, V - 4)
                                             : (j == len[i] - 1 ? TOK_EOS : TOK_PAD);
    float *lp = malloc(sizeof(float) * NR * V), *want = malloc(sizeof(float) * NS * STEPS * V);
    int prev[NR], rows[NR];
    DecodeRows map = {0}, one = {0};
    assert_int_equal(decode_rows_reset(&map, NS), 0);
    assert_int_equal(decode_rows_reset(&one, 1), 0);
    blas_set_threads(2);
    DecodeState *st = m->ops->encode(m, src, len, NS, S);
    assert_non_null(st);
    for (int i = 0; i < NS; i++) prev[i] = TOK_BOS;
    for (int t = 0; t < STEPS; t++) {
        const int N = map.n;
        assert_int_equal(m->ops->step(m, st, &map, prev, lp), 0);
        for (int q = 0; q < N; q++) {
            const int i = map.sentence[q];
            float *w = want + ((long)i * STEPS + t) * V;
            if (q < NS) memcpy(w, lp + (long)q * V, sizeof(float) * V);
            else assert_memory_equal(lp + (long)q * V, w, sizeof(float) * V);
            prev[q] = argmax(lp + (long)q * V, V);
        }
        if (t == 3) {
            for (int q = 0; q < NR; q++) rows[q] = q < NS ? q : extra[q - NS];
            for (int q = NS; q < NR; q++) prev[q] = prev[extra[q - NS]];
            assert_int_equal(decode_rows_reorder(&map, m, st, rows, NR), 0);
        }
    }
    m->ops->free_state(m, st);
    decode_rows_free(&map);
    blas_set_threads(1);
    for (int i = 0; i < NS; i++) {
        st = m->ops->encode(m, src + i * S, &len[i], 1, len[i]);
        assert_non_null(st);
        int p = TOK_BOS;
        for (int t = 0; t < STEPS; t++) {
            assert_int_equal(m->ops->step(m, st, &one, &p, lp), 0);
            assert_memory_equal(lp, want + ((long)i * STEPS + t) * V, sizeof(float) * V);
            p = argmax(lp, V);
        }
        m->ops->free_state(m, st);
    }
    decode_rows_free(&one);
    blas_set_threads(g_threads);
    free(lp), free(want);
    model_free(m);
}

static void test_step_bits_batch_vs_single(void **s) {
    (void)s;
    ModelConfig c = tiny_cfg(CELL_GRU, SCORE_ADDITIVE);
    c.vocab = 45, c.emb = 32, c.enc_hidden = 16, c.dec_hidden = 32;  // whole 16-lane vectors
    check_step_bits(c);
    c = tiny_cfg(CELL_LSTM, SCORE_GENERAL);  // odd widths: partial vectors and register blocks
    c.enc_layers = 2, c.dec_layers = 2, c.input_feeding = 1;
    check_step_bits(c);
    c = tiny_cfg(CELL_GRU, SCORE_DOT);
    c.tied_embeddings = 0;
    check_step_bits(c);
    c = tiny_cfg(CELL_GRU, SCORE_ADDITIVE);  // the default's shapes, scaled down
    c.vocab = 300, c.emb = 64, c.enc_hidden = 64, c.dec_hidden = 128;
    check_step_bits(c);
}

// Incremental decoding with the reference tokens (teacher forcing through step) gives the same
// log-likelihood as the batched forward, also after reorder shuffles and duplicates rows.
static void check_step_matches_forward(ModelConfig cfg) {
    Model *m = new_model(&cfg, 7);
    TestBatch ob, one;
    inv_batch(&ob);
    const Batch *b = &ob.b;
    const int V = cfg.vocab;
    double want[4];
    for (int i = 0; i < b->B; i++) {
        ModelLoss l;
        single_of(&one, b, i);
        assert_int_equal(model_forward(m, &one.b, 0, 0.0f, &l), 0);
        want[i] = l.nll_sum;
    }
    DecodeState *st = m->ops->encode(m, b->src, b->src_len, b->B, b->S);
    assert_non_null(st);
    float *lp = malloc(sizeof(float) * 8 * V);
    double got[8] = {0};
    int prev[8], sent[8];
    DecodeRows map = {0};
    assert_int_equal(decode_rows_reset(&map, b->B), 0);
    for (int t = 0; t < b->T; t++) {
        int N = map.n;
        for (int r = 0; r < N; r++) prev[r] = b->tgt_in[map.sentence[r] * b->T + t];
        assert_int_equal(m->ops->step(m, st, &map, prev, lp), 0);
        for (int r = 0; r < N; r++) {
            int i = map.sentence[r];
            sent[r] = i;
            if (t < b->tgt_len[i]) got[r] -= lp[(long)r * V + b->tgt_out[i * b->T + t]];
        }
        if (t == 1) {  // rows become sentences {3, 1, 0, 0, 2}
            const int rows[5] = {3, 1, 0, 0, 2};
            double g[5];
            for (int r = 0; r < 5; r++) g[r] = got[rows[r]];
            assert_int_equal(decode_rows_reorder(&map, m, st, rows, 5), 0);
            assert_int_equal(map.n, 5);
            memcpy(got, g, sizeof g);
        }
    }
    for (int r = 0; r < map.n; r++)
        assert_true(fabs(got[r] - want[sent[r]]) <= 1e-5 * want[sent[r]] + 1e-6);
    m->ops->free_state(m, st);
    decode_rows_free(&map);
    free(lp);
    model_free(m);
}

static void test_step_matches_forward(void **s) {
    (void)s;
    check_step_matches_forward(tiny_cfg(CELL_GRU, SCORE_ADDITIVE));
    ModelConfig c = tiny_cfg(CELL_LSTM, SCORE_DOT);
    c.dec_layers = 2, c.input_feeding = 1, c.attention_norm = ATTN_NORMALIZER_RELU;
    check_step_matches_forward(c);
}

// ---- learning ----------------------------------------------------------------------------------

// Reversal of random digit strings (ids 4..13, lengths 3..7): the model must reach >= 95% exact
// match (greedy) on 200 held-out strings within 1500 Adam updates of 32 sentences, on one thread.
typedef struct Lcg {
    unsigned long long s;
} Lcg;

static int lcg_below(Lcg *g, int n) {
    g->s = g->s * 6364136223846793005ull + 1442695040888963407ull;
    return (int)((g->s >> 33) % (unsigned long long)n);
}

static void reverse_batch(TestBatch *ob, Lcg *g, int B, int digits[][8], int *lens) {
    const int *srcs[8], *tgts[8];
    static int rev[8][8];
    for (int i = 0; i < B; i++) {
        lens[i] = 3 + lcg_below(g, 5);
        for (int j = 0; j < lens[i]; j++) digits[i][j] = 4 + lcg_below(g, 10);
        for (int j = 0; j < lens[i]; j++) rev[i][j] = digits[i][lens[i] - 1 - j];
        srcs[i] = digits[i], tgts[i] = rev[i];
    }
    test_make_batch(ob, B, srcs, lens, tgts, lens);
}

static double exact_match(Model *m, Lcg *g, int n) {
    int hits = 0;
    for (int k = 0; k < n; k += 8) {
        TestBatch ob;
        int digits[8][8], lens[8], out[8 * 9];
        reverse_batch(&ob, g, 8, digits, lens);
        greedy(m, ob.b.src, ob.b.src_len, 8, ob.b.S, 9, out, NULL);
        for (int i = 0; i < 8; i++) {
            int ok = out[i * 9 + lens[i]] == TOK_EOS;
            for (int j = 0; j < lens[i]; j++) ok &= out[i * 9 + j] == digits[i][lens[i] - 1 - j];
            hits += ok;
        }
    }
    return (double)hits / n;
}

static void test_learns_reversal(void **s) {
    (void)s;
    blas_set_threads(1);
    ModelConfig c = tiny_cfg(CELL_GRU, SCORE_ADDITIVE);
    c.vocab = 16, c.emb = 32, c.enc_hidden = 32, c.dec_hidden = 64;
    Model *m = new_model(&c, 5);
    AdamConfig ac = adam_defaults();
    Lcg train = {1}, held;
    double acc = 0;
    int step;
    for (step = 1; step <= 1500; step++) {
        // Four batches of 8 sentences per update (gradients accumulate).
        params_zero_grad(&m->params);
        int ntok = 0;
        TestBatch ob[4];
        for (int k = 0; k < 4; k++) {
            int digits[8][8], lens[8];
            reverse_batch(&ob[k], &train, 8, digits, lens);
            ntok += ob[k].b.n_tgt_tokens;
        }
        for (int k = 0; k < 4; k++) {
            ModelLoss l;
            assert_int_equal(model_forward(m, &ob[k].b, 1, 0.0f, &l), 0);
            assert_int_equal(model_backward(m, 1.0f / ntok), 0);
        }
        clip_grad_norm(&m->params, 1.0);
        adam_step(&m->params, &ac, 3e-3f, step);
        if (step % 100 == 0) {
            held.s = 0xABCDEF;  // the same 200 held-out strings each time (another stream)
            acc = exact_match(m, &held, 200);
            if (acc >= 0.95) break;
        }
    }
    print_message("reversal: %.1f%% exact match after %d updates\n", 100 * acc, step);
    assert_true(acc >= 0.95);
    model_free(m);
}

// ---- errors and determinism --------------------------------------------------------------------

static void test_bad_input(void **s) {
    (void)s;
    ModelConfig c = tiny_cfg(CELL_GRU, SCORE_ADDITIVE);
    Model *m = new_model(&c, 3);
    TestBatch ob;
    fd_batch(&ob);
    ModelLoss l;
    assert_int_equal(model_backward(m, 1.0f), TD_ERR_ARG);  // no forward yet
    ob.b.src[1] = 99;                                          // outside the vocabulary of 20
    assert_int_equal(model_forward(m, &ob.b, 1, 0.1f, &l), TD_ERR_ARG);
    assert_non_null(strstr(td_last_error(), "vocabulary"));
    fd_batch(&ob);
    ob.b.src_len[0] = ob.b.S + 1;
    assert_int_equal(model_forward(m, &ob.b, 1, 0.1f, &l), TD_ERR_ARG);
    fd_batch(&ob);
    DecodeState *st = m->ops->encode(m, ob.b.src, ob.b.src_len, ob.b.B, ob.b.S);
    assert_non_null(st);
    float lp[3 * 20], w[3 * 8];
    int prev[3] = {TOK_BOS, 25, TOK_BOS}, rows[2] = {0, 7};
    DecodeRows map = {0};
    assert_int_equal(decode_rows_reset(&map, ob.b.B), 0);
    assert_int_equal(m->ops->step(m, st, &map, prev, lp), TD_ERR_ARG);
    assert_int_equal(decode_rows_reorder(&map, m, st, rows, 2), TD_ERR_ARG);  // no row 7
    assert_int_equal(m->ops->cross_attention(m, st, &map, 1, -1, w), TD_ERR_ARG);
    assert_int_equal(m->ops->cross_attention(m, st, &map, -1, 2, w), TD_ERR_ARG);
    m->ops->free_state(m, st);
    decode_rows_free(&map);
    model_free(m);
}

// The same seed gives the same bits: loss and every gradient of a training step with dropout.
static void test_deterministic_with_dropout(void **s) {
    (void)s;
    ModelConfig c = tiny_cfg(CELL_LSTM, SCORE_ADDITIVE);
    c.dropout = 0.3f, c.enc_layers = 2, c.dec_layers = 2, c.input_feeding = 1;
    float *g[2];
    double loss[2];
    for (int k = 0; k < 2; k++) {
        Model *m = new_model(&c, 11);
        TestBatch ob;
        fd_batch(&ob);
        ModelLoss l, v;
        params_zero_grad(&m->params);
        assert_int_equal(model_forward(m, &ob.b, 1, 0.1f, &l), 0);
        assert_int_equal(model_backward(m, 1.0f), 0);
        assert_int_equal(model_forward(m, &ob.b, 0, 0.1f, &v), 0);
        assert_true(l.loss_sum != v.loss_sum);  // dropout was active in training mode only
        loss[k] = l.loss_sum;
        g[k] = malloc(m->params.total * sizeof(float));
        memcpy(g[k], m->params.grad, m->params.total * sizeof(float));
        if (k) assert_memory_equal(g[0], g[1], m->params.total * sizeof(float));
        model_free(m);
    }
    assert_true(loss[0] == loss[1]);
    free(g[0]), free(g[1]);
}

// ---- thread-count independence ----------------------------------------------------------------

// A random batch of B sentences (source and target lengths 3..24, ids 4..V-1) with its own
// arrays (batch_alloc); free with batch_free.
static void random_batch(Batch *b, Lcg *g, int B, int V) {
    int sl[128], tl[128], S = 0, T = 0;
    assert_true(B <= 128);
    for (int i = 0; i < B; i++) {
        sl[i] = 3 + lcg_below(g, 22), tl[i] = 3 + lcg_below(g, 22);
        S = sl[i] + 1 > S ? sl[i] + 1 : S;
        T = tl[i] + 1 > T ? tl[i] + 1 : T;
    }
    assert_int_equal(batch_alloc(b, B, B * S, B * T), 0);
    b->B = B, b->S = S, b->T = T;
    for (int i = 0; i < B; i++) {
        for (int s = 0; s < sl[i]; s++) b->src[i * S + s] = 4 + lcg_below(g, V - 4);
        b->src[i * S + sl[i]] = TOK_EOS;
        b->src_len[i] = sl[i] + 1;
        b->tgt_in[i * T] = TOK_BOS;
        for (int t = 0; t < tl[i]; t++) {
            int y = 4 + lcg_below(g, V - 4);
            b->tgt_in[i * T + t + 1] = y;
            b->tgt_out[i * T + t] = y;
        }
        b->tgt_out[i * T + tl[i]] = TOK_EOS;
        b->tgt_len[i] = tl[i] + 1;
        b->n_src_tokens += sl[i] + 1;
        b->n_tgt_tokens += tl[i] + 1;
        b->index[i] = i;
    }
}

// Three updates (dropout 0.2, label smoothing 0.1, clipping, Adam) on batches of 70 sentences
// with 1, 2 and 3 threads: every parameter, Adam moment and loss has the same bits. 70 sentences
// make three blocks of the recurrent loops (tensor/parallel.h par_row_blocks: 32 rows each at
// most), so 2 and 3 threads split them differently; the widths (hidden 64, gates 192 or 256) put
// the recurrent products above LINEAR_SMALL_GEMM (BLIS) and the [T B]-row products into
// linear_gemm's split over threads.
static void check_threads_bit_identical(ModelConfig c) {
    c.vocab = 40, c.emb = 32, c.dropout = 0.2f;
    Model *ref = NULL;
    double ref_loss[3];
    for (int threads = 1; threads <= 3; threads++) {
        blas_set_threads(threads);
        Model *m = new_model(&c, 21);
        AdamConfig ac = adam_defaults();
        Lcg g = {77};
        for (int step = 1; step <= 3; step++) {
            Batch b;
            random_batch(&b, &g, 70, c.vocab);
            ModelLoss l;
            params_zero_grad(&m->params);
            assert_int_equal(model_forward(m, &b, 1, 0.1f, &l), 0);
            assert_int_equal(model_backward(m, 1.0f / (float)l.n_tokens), 0);
            clip_grad_norm(&m->params, 1.0);
            adam_step(&m->params, &ac, 1e-2f, step);
            batch_free(&b);
            if (!ref) {
                ref_loss[step - 1] = l.loss_sum;
            } else if (l.loss_sum != ref_loss[step - 1]) {
                fail_msg("%d threads: update %d's loss %.17g, 1 thread %.17g", threads, step,
                         l.loss_sum, ref_loss[step - 1]);
            }
        }
        if (!ref) {
            ref = m;
            continue;
        }
        const ParamTable *a = &ref->params, *p = &m->params;
        for (int t = 0; t < a->n; t++) {
            const ParamSpec *sp = &a->specs[t];
            if (memcmp(a->data + sp->offset, p->data + sp->offset, sp->numel * sizeof(float)))
                fail_msg("%d threads: parameter %s differs from 1 thread", threads, sp->name);
        }
        assert_memory_equal(a->m, p->m, a->total * sizeof(float));
        assert_memory_equal(a->v, p->v, a->total * sizeof(float));
        model_free(m);
    }
    model_free(ref);
    blas_set_threads(g_threads);
}

// GRU with additive attention (att.v's per-block sums) and input feeding; a two-layer LSTM with
// general attention; GRU with dot attention and the relu normaliser.
static void test_threads_bit_identical(void **s) {
    (void)s;
    ModelConfig c = tiny_cfg(CELL_GRU, SCORE_ADDITIVE);
    c.enc_hidden = 32, c.dec_hidden = 64, c.input_feeding = 1;
    check_threads_bit_identical(c);
    c = tiny_cfg(CELL_LSTM, SCORE_GENERAL);
    c.enc_hidden = 32, c.dec_hidden = 64, c.enc_layers = 2, c.dec_layers = 2;
    check_threads_bit_identical(c);
    c = tiny_cfg(CELL_GRU, SCORE_DOT);
    c.enc_hidden = 32, c.dec_hidden = 64, c.attention_norm = ATTN_NORMALIZER_RELU;
    check_threads_bit_identical(c);
}

// A strong reference, so that the linker takes the RNN out of libtandem.a even while
// models/model.c refers to it weakly.
extern const ModelOps rnn_attn_ops;

int main(void) {
    // TEST_THREADS=2 runs the gradient and invariance checks with threaded recurrent loops.
    const char *env = getenv("TEST_THREADS");
    g_threads = env && atoi(env) > 0 ? atoi(env) : 1;
    blas_set_threads(g_threads);
    if (model_ops_for(ARCH_RNN) != &rnn_attn_ops) return 1;
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_grad_gru_additive),
        cmocka_unit_test(test_grad_gru_dot),
        cmocka_unit_test(test_grad_gru_general),
        cmocka_unit_test(test_grad_gru_scaled_dot),
        cmocka_unit_test(test_grad_lstm_additive),
        cmocka_unit_test(test_grad_lstm_dot),
        cmocka_unit_test(test_grad_lstm_general),
        cmocka_unit_test(test_grad_lstm_scaled_dot),
        cmocka_unit_test(test_grad_gru_relu_feeding_untied),
        cmocka_unit_test(test_grad_lstm_layers_feeding),
        cmocka_unit_test(test_grad_gru_layers),
        cmocka_unit_test(test_grad_dropout),
        cmocka_unit_test(test_param_count),
        cmocka_unit_test(test_batch_invariance_gru),
        cmocka_unit_test(test_batch_invariance_lstm_layers),
        cmocka_unit_test(test_step_matches_forward),
        cmocka_unit_test(test_step_bits_batch_vs_single),
        cmocka_unit_test(test_bad_input),
        cmocka_unit_test(test_deterministic_with_dropout),
        cmocka_unit_test(test_threads_bit_identical),
        cmocka_unit_test(test_learns_reversal),
    };
    if (getenv("TEST_FILTER")) cmocka_set_test_filter(getenv("TEST_FILTER"));  // e.g. "*threads*"
    return cmocka_run_group_tests(tests, NULL, NULL);
}
