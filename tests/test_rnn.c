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
#include <time.h>

#include "models/model.h"
#include "tensor/blas.h"
#include "tests/test_util.h"

// ---- helpers -----------------------------------------------------------------------------------

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

// A batch owning its arrays: sentences of different lengths with padding.
typedef struct OwnedBatch {
    Batch b;
    int src[64], src_len[8], tin[64], tout[64], tgt_len[8], index[8];
} OwnedBatch;

// Fills a batch from source/target token lists (targets without BOS/EOS; they are added here).
static void make_batch(OwnedBatch *ob, int B, const int *const *srcs, const int *slen,
                       const int *const *tgts, const int *tlen) {
    memset(ob, 0, sizeof *ob);
    int S = 0, T = 0;
    for (int i = 0; i < B; i++) {
        S = slen[i] + 1 > S ? slen[i] + 1 : S;
        T = tlen[i] + 1 > T ? tlen[i] + 1 : T;
    }
    Batch *b = &ob->b;
    b->B = B, b->S = S, b->T = T;
    b->src = ob->src, b->src_len = ob->src_len, b->tgt_in = ob->tin, b->tgt_out = ob->tout;
    b->tgt_len = ob->tgt_len, b->index = ob->index;
    for (int i = 0; i < B; i++) {
        for (int s = 0; s < slen[i]; s++) ob->src[i * S + s] = srcs[i][s];
        ob->src[i * S + slen[i]] = TOK_EOS;
        ob->src_len[i] = slen[i] + 1;
        ob->tin[i * T] = TOK_BOS;
        for (int t = 0; t < tlen[i]; t++) {
            ob->tin[i * T + t + 1] = tgts[i][t];
            ob->tout[i * T + t] = tgts[i][t];
        }
        ob->tout[i * T + tlen[i]] = TOK_EOS;
        ob->tgt_len[i] = tlen[i] + 1;
        b->n_src_tokens += slen[i] + 1;
        b->n_tgt_tokens += tlen[i] + 1;
        ob->index[i] = i;
    }
}

static const int SA[] = {5, 9, 4, 12}, SB_[] = {7, 8}, SC[] = {15, 6, 10};
static const int TA[] = {9, 5, 4}, TB_[] = {13}, TC[] = {6, 10, 11, 8};

static void fd_batch(OwnedBatch *ob) {
    const int *srcs[3] = {SA, SB_, SC}, *tgts[3] = {TA, TB_, TC};
    const int slen[3] = {4, 2, 3}, tlen[3] = {3, 1, 4};
    make_batch(ob, 3, srcs, slen, tgts, tlen);
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
} FdCtx;

static double fd_loss(void *p) {
    FdCtx *c = p;
    ModelLoss l;
    assert_int_equal(c->m->ops->forward(c->m, c->b, 0, 0.1f, &l), 0);
    return l.loss_sum;
}

// Whole-model gradient check over every parameter of the configuration.
static void grad_check_model(ModelConfig cfg) {
    blas_set_threads(1);
    Model *m = new_model(&cfg, 1234);
    OwnedBatch ob;
    fd_batch(&ob);
    ModelLoss l;
    params_zero_grad(&m->params);
    assert_int_equal(m->ops->forward(m, &ob.b, 1, 0.1f, &l), 0);
    assert_int_equal(l.n_tokens, 4 + 2 + 5);
    assert_true(l.loss_sum > 0 && isfinite(l.loss_sum));
    assert_int_equal(m->ops->backward(m, 1.0f), 0);
    // The gradient buffer is overwritten by nothing during FD (forward with train = 0 only).
    size_t total = m->params.total;
    float *grad = malloc(total * sizeof *grad);
    memcpy(grad, m->params.grad, total * sizeof *grad);
    FdCtx ctx = {m, &ob.b};
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
    c.attention_norm = ATTN_NORM_RELU;
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

// A strong reference, so that the linker takes the RNN out of libtandem.a even while
// models/model.c refers to it weakly.
extern const ModelOps rnn_attn_ops;

int main(void) {
    blas_set_threads(1);
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
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
