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

#include "decode/search.h"
#include "models/model.h"
#include "models/transformer/tfm_internal.h"
#include "tensor/blas.h"
#include "tensor/optim.h"
#include "tests/test_util.h"

// The rows of a fresh encode of n sentences (row b decodes sentence b), for steps without reorder.
static const DecodeRows *fresh_rows(int n) {
    static int sentence[64];
    static DecodeRows rows;
    assert_true(n >= 0 && n <= 64);
    for (int i = 0; i < n; i++) sentence[i] = i;
    rows.n = n;
    rows.sentence = sentence;
    return &rows;
}

#define FD_H 1e-3
#define FD_ATOL 5e-4
#define FD_RTOL 1e-2

// ---- helpers --------------------------------------------------------------------------------

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
static void ragged_batch(TestBatch *ob) {
    static const int s0[] = {5, 6, 7, 8}, s1[] = {9, 4}, s2[] = {10, 11, 12};
    static const int t0[] = {13, 14, 15}, t1[] = {16}, t2[] = {17, 18, 19, 4};
    const int *src[] = {s0, s1, s2}, *tgt[] = {t0, t1, t2};
    int slen[] = {4, 2, 3}, tlen[] = {3, 1, 4};
    test_make_batch(ob, 3, src, slen, tgt, tlen);
}

typedef struct FdCtx {
    Model *m;
    const Batch *b;
    Rng rng0;  // the dropout stream at the start of every evaluation: the same masks each time
} FdCtx;

static double fd_loss(void *ctx) {
    FdCtx *f = ctx;
    ModelLoss l;
    f->m->rng = f->rng0;
    assert_int_equal(model_forward(f->m, f->b, 1, 0.0f, &l), 0);
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
        const float saved = x[i];
        double lp, lm;
        test_fd_pair(fd_loss, ctx, x, i, FD_H, &lp, &lm);
        double hp = (double)(float)(saved + FD_H) - saved;
        double hm = saved - (double)(float)(saved - FD_H);
        double central = (lp - lm) / (hp + hm), fwd = (lp - l0) / hp, bwd = (l0 - lm) / hm;
        double a = ana[i];
        double tol = FD_ATOL + FD_RTOL * fmax(fabs(central), fabs(a));
        if (fabs(central - a) <= tol) continue;
        if (fabs(fwd - bwd) > tol && fmin(fabs(fwd - a), fabs(bwd - a)) <= 2 * tol) {
            kinks++;
            continue;
        }
        print_error("grad check %s[%zu]: central %.9g (one-sided %.9g / %.9g) analytic %.9g\n",
                    what, i, central, fwd, bwd, a);
        fail();
    }
    return kinks;
}

static void grad_check_cfg(const ModelConfig *cfg, const char *what) {
    Model *m = model_create(cfg, 7);
    assert_non_null(m);
    TestBatch ob;
    ragged_batch(&ob);
    ModelLoss l;
    FdCtx ctx = {m, &ob.b, m->rng};
    assert_int_equal(model_forward(m, &ob.b, 1, 0.0f, &l), 0);
    assert_int_equal(l.n_tokens, ob.b.n_tgt_tokens);
    params_zero_grad(&m->params);
    assert_int_equal(model_backward(m, 1.0f / l.n_tokens), 0);
    size_t n = m->params.total;
    float *ana = malloc(n * sizeof(float));
    memcpy(ana, m->params.grad, n * sizeof(float));
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

// ---- output loss kernel ---------------------------------------------------------------------

// ---- parameter count ------------------------------------------------------------------------

static void test_param_count(void **state) {
    (void)state;
    ModelConfig c = config_defaults(ARCH_TRANSFORMER);  // tiny, vocab 8000, tied
    c.norm = NORM_POST;
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
    for (size_t i = 0; i < e->numel; i++) {
        double x = m->params.data[e->offset + i];
        ss += x * x;
    }
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
    for (size_t i = 0; i < b2->numel; i++)
        assert_true(fabsf(m->params.data[b2->offset + i]) <= 1.0f / 32);
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

// Dropout 0.2 on embeddings, residuals, attention and the FFN, with the masks held fixed (the
// dropout stream is reset before every evaluation): backward must use the forward's masks.
static void test_grad_dropout(void **state) {
    (void)state;
    ModelConfig c = tiny_cfg(NORM_POST, POS_SINUSOIDAL);
    c.activation = ACT_GELU;
    c.dropout = 0.2f;
    grad_check_cfg(&c, "post/gelu/dropout");
    c = tiny_cfg(NORM_PRE, POS_LEARNED);
    c.dropout = 0.2f;
    grad_check_cfg(&c, "pre/relu/dropout");
}


// ---- incremental decoding ---------------------------------------------------------------------

static ModelConfig small_cfg(NormPlacement norm, PosEncoding pos) {
    ModelConfig c = tiny_cfg(norm, pos);
    c.d_model = 16;
    c.ffn = 32;
    c.max_len = 32;
    return c;
}

static int argmax(const float *x, int n) {
    int best = 0;
    for (int j = 1; j < n; j++)
        if (x[j] > x[best]) best = j;
    return best;
}

// Teacher-forced log-probabilities of every position of one sentence: logp [T, V] for
// tgt_in = BOS + prefix[0..T-1) (the output tokens are irrelevant to the distributions).
static void forced_logprobs(Model *m, const int *src, int slen, const int *prefix, int T,
                            float *logp) {
    TestBatch ob;
    int tgt[64];
    for (int j = 0; j < T - 1; j++) tgt[j] = prefix[j];
    const int *srcs[1] = {src}, *tgts[1] = {tgt};
    int tl = T - 1;
    test_make_batch(&ob, 1, srcs, &slen, tgts, &tl);
    ModelLoss l;
    assert_int_equal(model_forward(m, &ob.b, 0, 0.0f, &l), 0);
    const Tfm *t = m->impl;
    assert_int_equal(t->Ny, T);  // every position kept, in order
    // The shared loss left the probabilities of those positions in its workspace.
    for (long i = 0; i < (long)T * t->V; i++) logp[i] = logf(m->loss_work.logits[i]);
}

static void check_cache(const ModelConfig *cfg) {
    Model *m = model_create(cfg, 11);
    assert_non_null(m);
    const int V = cfg->vocab, steps = 20;
    static const int s0[] = {5, 9, 7, 12, 4, 8}, s1[] = {13, 6, 10};
    const int *srcs[2] = {s0, s1};
    int slen[2] = {6, 3};
    TestBatch ob;  // used only to lay out the padded source [2, 7]
    int dummy[1] = {4}, dl[2] = {1, 1};
    const int *tg[2] = {dummy, dummy};
    test_make_batch(&ob, 2, srcs, slen, tg, dl);
    DecodeState *st = m->ops->encode(m, ob.b.src, ob.b.src_len, 2, ob.b.S);
    assert_non_null(st);
    int prev[2] = {TOK_BOS, TOK_BOS}, out[2][32];
    float *lp = malloc(2 * V * sizeof(float)), *ref = malloc((steps + 1) * V * sizeof(float));
    for (int t = 0; t < steps; t++) {
        assert_int_equal(m->ops->step(m, st, fresh_rows(2), prev, lp), 0);
        for (int r = 0; r < 2; r++) {
            out[r][t] = argmax(lp + r * V, V);
            // the same distribution from a full recomputation of the prefix, no cache
            forced_logprobs(m, srcs[r], slen[r], out[r], t + 1, ref);
            assert_close_f32(lp + r * V, ref + (long)t * V, V, 1e-5, 0);
            prev[r] = out[r][t];
        }
    }
    m->ops->free_state(m, st);
    free(lp);
    free(ref);
    model_free(m);
}

static void test_cache_equals_recompute(void **state) {
    (void)state;
    ModelConfig c = small_cfg(NORM_POST, POS_SINUSOIDAL);
    check_cache(&c);
    c = small_cfg(NORM_PRE, POS_LEARNED);
    c.activation = ACT_GELU;
    c.attention_window = 3;
    check_cache(&c);
    c = small_cfg(NORM_POST, POS_NONE);
    c.tied_embeddings = 0;
    c.d_model = 64;  // widths that fill whole 16-lane vectors in gemm_rows
    c.heads = 4;
    c.ffn = 128;
    check_cache(&c);
}

static void test_causal_mask(void **state) {
    (void)state;
    ModelConfig c = small_cfg(NORM_POST, POS_SINUSOIDAL);
    Model *m = model_create(&c, 5);
    assert_non_null(m);
    static const int src[] = {5, 6, 7, 8, 9};
    int prefix[9] = {10, 11, 12, 13, 14, 15, 16, 17, 4};
    const int T = 10, V = c.vocab, k = 6;
    float *a = malloc(T * V * sizeof(float)), *b = malloc(T * V * sizeof(float));
    forced_logprobs(m, src, 5, prefix, T, a);
    prefix[k - 1] = 19;  // tgt_in position k (BOS is position 0) changes
    forced_logprobs(m, src, 5, prefix, T, b);
    assert_memory_equal(a, b, (size_t)k * V * sizeof(float));  // earlier outputs: bit-identical
    double diff = 0;
    for (long i = (long)k * V; i < (long)T * V; i++) diff += fabs(a[i] - b[i]);
    assert_true(diff > 1e-3);  // later ones do see it
    free(a);
    free(b);
    model_free(m);
}

// Four sentences of different lengths: the batch's loss is the sum of the single-sentence losses
// and batched greedy decoding gives each sentence the tokens it gets alone.
static void test_batch_invariance(void **state) {
    (void)state;
    ModelConfig c = small_cfg(NORM_PRE, POS_SINUSOIDAL);
    Model *m = model_create(&c, 9);
    assert_non_null(m);
    static const int s0[] = {5, 6, 7, 8, 9, 10, 11}, s1[] = {12}, s2[] = {13, 14, 15};
    static const int s3[] = {4, 5, 6, 7};
    static const int t0[] = {16, 17}, t1[] = {18, 19, 4, 5, 6, 7}, t2[] = {8}, t3[] = {9, 10, 11};
    const int *src[4] = {s0, s1, s2, s3}, *tgt[4] = {t0, t1, t2, t3};
    int slen[4] = {7, 1, 3, 4}, tlen[4] = {2, 6, 1, 3};
    TestBatch all, one;
    test_make_batch(&all, 4, src, slen, tgt, tlen);
    ModelLoss la, l1;
    assert_int_equal(model_forward(m, &all.b, 0, 0.1f, &la), 0);
    double sum = 0, nll = 0;
    for (int i = 0; i < 4; i++) {
        test_make_batch(&one, 1, src + i, slen + i, tgt + i, tlen + i);
        assert_int_equal(model_forward(m, &one.b, 0, 0.1f, &l1), 0);
        sum += l1.loss_sum;
        nll += l1.nll_sum;
    }
    assert_true(fabs(la.loss_sum - sum) <= 1e-5 * fabs(sum));
    assert_true(fabs(la.nll_sum - nll) <= 1e-5 * fabs(nll));
    // greedy, 12 steps
    const int V = c.vocab, steps = 12;
    int greedy_all[4][12], prev[4];
    float *lp = malloc(4 * V * sizeof(float)), *lp_all = malloc(4 * steps * V * sizeof(float));
    DecodeState *st = m->ops->encode(m, all.b.src, all.b.src_len, 4, all.b.S);
    assert_non_null(st);
    for (int r = 0; r < 4; r++) prev[r] = TOK_BOS;
    for (int t = 0; t < steps; t++) {
        assert_int_equal(m->ops->step(m, st, fresh_rows(4), prev, lp), 0);
        for (int r = 0; r < 4; r++) {
            prev[r] = greedy_all[r][t] = argmax(lp + r * V, V);
            memcpy(lp_all + ((long)r * steps + t) * V, lp + r * V, V * sizeof(float));
        }
    }
    m->ops->free_state(m, st);
    for (int i = 0; i < 4; i++) {
        test_make_batch(&one, 1, src + i, slen + i, tgt + i, tlen + i);
        st = m->ops->encode(m, one.b.src, one.b.src_len, 1, one.b.S);
        assert_non_null(st);
        int p = TOK_BOS;
        for (int t = 0; t < steps; t++) {
            assert_int_equal(m->ops->step(m, st, fresh_rows(1), &p, lp), 0);
            // Every product sums in one order for any row count: the same bits, short sources
            // (whose encoder has < 4 queries alone) included.
            assert_memory_equal(lp, lp_all + ((long)i * steps + t) * V, V * sizeof(float));
            p = argmax(lp, V);
            assert_int_equal(p, greedy_all[i][t]);
        }
        m->ops->free_state(m, st);
    }
    free(lp);
    free(lp_all);
    model_free(m);
}

// Step log-probabilities of a batch of 12 sentences (more rows than a register block, widths that
// fill whole vector blocks, two threads) are bit-identical to each sentence decoded alone (one
// thread): the encoder, the cached keys/values and every decoding product are batch-invariant.
static void check_step_bits(ModelConfig c) {
    enum { NS = 12, STEPS = 9 };
    Model *m = model_create(&c, 13);
    assert_non_null(m);
    Rng r;
    rng_seed(&r, 77);
    static int sb[NS][24], tb[NS][1];
    const int *src[NS], *tgt[NS];
    int sl[NS], tl[NS];
    for (int i = 0; i < NS; i++) {
        sl[i] = 1 + (int)rng_below(&r, 20);
        tl[i] = 1;
        for (int j = 0; j < 24; j++) sb[i][j] = 4 + (int)rng_below(&r, c.vocab - 4);
        tb[i][0] = 4;
        src[i] = sb[i];
        tgt[i] = tb[i];
    }
    TestBatch all, one;
    test_make_batch(&all, NS, src, sl, tgt, tl);
    const int V = c.vocab;
    float *lp = malloc((size_t)NS * V * sizeof(float));
    float *lp_all = malloc((size_t)NS * STEPS * V * sizeof(float));
    int prev[NS];
    blas_set_threads(2);
    DecodeState *st = m->ops->encode(m, all.b.src, all.b.src_len, NS, all.b.S);
    assert_non_null(st);
    for (int i = 0; i < NS; i++) prev[i] = TOK_BOS;
    for (int t = 0; t < STEPS; t++) {
        assert_int_equal(m->ops->step(m, st, fresh_rows(NS), prev, lp), 0);
        for (int i = 0; i < NS; i++) {
            prev[i] = argmax(lp + (long)i * V, V);
            memcpy(lp_all + ((long)i * STEPS + t) * V, lp + (long)i * V, V * sizeof(float));
        }
    }
    m->ops->free_state(m, st);
    blas_set_threads(1);
    for (int i = 0; i < NS; i++) {
        test_make_batch(&one, 1, src + i, sl + i, tgt + i, tl + i);
        st = m->ops->encode(m, one.b.src, one.b.src_len, 1, one.b.S);
        assert_non_null(st);
        int p = TOK_BOS;
        for (int t = 0; t < STEPS; t++) {
            assert_int_equal(m->ops->step(m, st, fresh_rows(1), &p, lp), 0);
            assert_memory_equal(lp, lp_all + ((long)i * STEPS + t) * V, V * sizeof(float));
            p = argmax(lp, V);
        }
        m->ops->free_state(m, st);
    }
    free(lp);
    free(lp_all);
    model_free(m);
}

static void test_step_bits_batch_vs_single(void **state) {
    (void)state;
    ModelConfig c = small_cfg(NORM_POST, POS_SINUSOIDAL);
    c.vocab = 50;
    c.d_model = 64;
    c.heads = 4;
    c.ffn = 128;
    c.enc_layers = c.dec_layers = 2;
    check_step_bits(c);
    c = small_cfg(NORM_PRE, POS_LEARNED);  // odd widths: partial vector and register blocks
    c.vocab = 37;
    c.d_model = 24;
    c.heads = 3;
    c.ffn = 40;
    c.activation = ACT_GELU;
    check_step_bits(c);
}

// reorder: duplicated rows continue exactly like the rows they copy (growing past the capacity),
// dropped rows disappear; cross-attention weights are distributions over the real source.
static void test_reorder_and_cross_attention(void **state) {
    (void)state;
    ModelConfig c = small_cfg(NORM_POST, POS_SINUSOIDAL);
    c.d_model = 32;  // widths that fill whole 16-lane vectors in gemm_rows
    c.ffn = 64;
    Model *m = model_create(&c, 13);
    assert_non_null(m);
    const int V = c.vocab;
    static const int s0[] = {5, 6, 7, 8}, s1[] = {9, 10};
    const int *src[2] = {s0, s1};
    int slen[2] = {4, 2}, dl[2] = {1, 1}, dummy[1] = {4};
    const int *tg[2] = {dummy, dummy};
    TestBatch ob;
    test_make_batch(&ob, 2, src, slen, tg, dl);
    const int S = ob.b.S;
    DecodeState *a = m->ops->encode(m, ob.b.src, ob.b.src_len, 2, S);
    DecodeState *b = m->ops->encode(m, ob.b.src, ob.b.src_len, 2, S);
    assert_non_null(a);
    assert_non_null(b);
    float lpa[2 * 20], lpb[5 * 20], att[5 * 5], head[5 * 5];
    int prev[5] = {TOK_BOS, TOK_BOS};
    DecodeRows ra = {0}, rb = {0};
    assert_int_equal(decode_rows_reset(&ra, 2), 0);
    assert_int_equal(decode_rows_reset(&rb, 2), 0);
    assert_int_equal(m->ops->step(m, a, &ra, prev, lpa), 0);
    assert_int_equal(m->ops->step(m, b, &rb, prev, lpb), 0);
    prev[0] = 11;
    prev[1] = 12;
    assert_int_equal(m->ops->step(m, a, &ra, prev, lpa), 0);
    assert_int_equal(m->ops->step(m, b, &rb, prev, lpb), 0);
    int rows[5] = {1, 0, 0, 1, 1};
    assert_int_equal(decode_rows_reorder(&rb, m, b, rows, 5), 0);  // grows the rows
    assert_int_equal(rb.n, 5);
    for (int r = 0; r < 5; r++) assert_int_equal(rb.sentence[r], rows[r]);
    int pa[2] = {13, 14}, pb[5];
    for (int r = 0; r < 5; r++) pb[r] = pa[rows[r]];
    assert_int_equal(m->ops->step(m, a, &ra, pa, lpa), 0);
    assert_int_equal(m->ops->step(m, b, &rb, pb, lpb), 0);
    for (int r = 0; r < 5; r++) assert_close_f32(lpb + r * V, lpa + rows[r] * V, V, 1e-6, 0);
    // cross-attention of the last step, mean over heads and per head
    assert_int_equal(m->ops->cross_attention(m, b, &rb, -1, -1, att), 0);
    for (int r = 0; r < 5; r++) {
        double sum = 0;
        for (int j = 0; j < S; j++) {
            if (j >= slen[rows[r]] + 1) assert_true(att[r * S + j] == 0.0f);
            sum += att[r * S + j];
        }
        assert_true(fabs(sum - 1.0) < 1e-5);
    }
    float mean[5 * 5] = {0};
    for (int h = 0; h < c.heads; h++) {
        assert_int_equal(m->ops->cross_attention(m, b, &rb, -1, h, head), 0);
        for (int i = 0; i < 5 * S; i++) mean[i] += head[i] / c.heads;
    }
    assert_close_f32(att, mean, 5 * S, 1e-6, 1e-5);
    assert_int_equal(m->ops->cross_attention(m, b, &rb, 0, 0, att), 0);
    assert_int_equal(m->ops->cross_attention(m, b, &rb, 2, 0, att), TD_ERR_ARG);
    assert_int_equal(m->ops->cross_attention(m, b, &rb, 0, 2, att), TD_ERR_ARG);
    // shrink within capacity: keep row 3 (sentence 1) only
    int keep[1] = {3};
    assert_int_equal(decode_rows_reorder(&rb, m, b, keep, 1), 0);
    assert_int_equal(rb.n, 1);
    assert_int_equal(rb.sentence[0], 1);
    pa[0] = pa[1] = 15;
    assert_int_equal(m->ops->step(m, a, &ra, pa, lpa), 0);
    assert_int_equal(m->ops->step(m, b, &rb, pa, lpb), 0);
    assert_close_f32(lpb, lpa + V, V, 1e-6, 0);
    m->ops->free_state(m, a);
    m->ops->free_state(m, b);
    decode_rows_free(&ra);
    decode_rows_free(&rb);
    model_free(m);
}

// self_attention(): the encoder's [S, S] weights equal the teacher-forced forward's for the same
// sentence (padding columns zero), the decoder's last-step weights equal the forward's row of the
// newest position; validation forwards leave the dropout stream alone.
static void test_self_attention(void **state) {
    (void)state;
    ModelConfig c = small_cfg(NORM_PRE, POS_SINUSOIDAL);
    c.dropout = 0.1f;
    Model *m = model_create(&c, 17);
    assert_non_null(m);
    static const int s0[] = {5, 6, 7, 8, 9}, s1[] = {10, 11, 12, 13, 14, 15};
    static const int y0[] = {16, 17};
    const int *src[2] = {s0, s1}, *tgt[1] = {y0};
    int slen[2] = {5, 6}, dl[2] = {1, 1}, tl = 2;
    const int *tg[2] = {y0, y0};
    TestBatch two, one;
    test_make_batch(&two, 2, src, slen, tg, dl);  // S = 7: sentence 0 has one padding position
    test_make_batch(&one, 1, src, slen, tgt, &tl);  // S = 6, tgt_in = BOS 16 17
    Rng before = m->rng;
    ModelLoss l;
    assert_int_equal(model_forward(m, &one.b, 0, 0.0f, &l), 0);
    assert_memory_equal(&before, &m->rng, sizeof before);
    const Tfm *t = m->impl;
    DecodeState *st = m->ops->encode(m, two.b.src, two.b.src_len, 2, 7);
    assert_non_null(st);
    DecodeRows map = {0};
    assert_int_equal(decode_rows_reset(&map, 2), 0);
    float enc[49], dec[8];
    for (int layer = 0; layer < 2; layer++)
        for (int h = 0; h < 2; h++) {
            assert_int_equal(m->ops->self_attention(m, st, &map, 0, layer, h, 0, enc), 49);
            const float *want = t->enc_acts[layer].sa_probs + (size_t)h * 36;
            for (int i = 0; i < 6; i++) {
                assert_close_f32(enc + i * 7, want + i * 6, 6, 1e-6, 1e-5);
                assert_true(enc[i * 7 + 6] == 0.0f);
            }
        }
    int prev = TOK_BOS;
    float lp[2 * 20];  // [N, V]: two rows
    for (int step = 0; step < 3; step++) {
        assert_int_equal(m->ops->step(m, st, &map, (int[]){prev, prev}, lp), 0);
        prev = step == 0 ? 16 : 17;
    }
    for (int layer = 0; layer < 2; layer++) {
        float mean[3] = {0};
        for (int h = 0; h < 2; h++) {
            assert_int_equal(m->ops->self_attention(m, st, &map, 1, layer, h, 0, dec), 3);
            // the forward's query at position 2 (T = 3), keys 0..2
            assert_close_f32(dec, t->dec_acts[layer].sa_probs + ((size_t)h * 3 + 2) * 3, 3, 1e-6,
                             1e-5);
            for (int j = 0; j < 3; j++) mean[j] += dec[j] / 2;
        }
        assert_int_equal(m->ops->self_attention(m, st, &map, 1, layer, -1, 0, dec), 3);
        assert_close_f32(dec, mean, 3, 1e-7, 1e-6);
    }
    assert_int_equal(m->ops->self_attention(m, st, &map, 2, 0, 0, 0, dec), TD_ERR_ARG);
    assert_int_equal(m->ops->self_attention(m, st, &map, 0, 2, 0, 0, dec), TD_ERR_ARG);
    assert_int_equal(m->ops->self_attention(m, st, &map, 1, 0, 0, 2, dec), TD_ERR_ARG);
    // after a reorder the rows follow
    int rows[3] = {1, 0, 0};
    assert_int_equal(decode_rows_reorder(&map, m, st, rows, 3), 0);
    float a[3], b[3];
    assert_int_equal(m->ops->self_attention(m, st, &map, 1, 1, 0, 2, a), 3);
    assert_int_equal(m->ops->self_attention(m, st, &map, 1, 1, 0, 1, b), 3);
    assert_memory_equal(a, b, sizeof a);
    assert_int_equal(m->ops->self_attention(m, st, &map, 0, 0, 1, 1, enc), 49);
    m->ops->free_state(m, st);
    decode_rows_free(&map);
    model_free(m);
}

static void test_bad_input(void **state) {
    (void)state;
    ModelConfig c = tiny_cfg(NORM_POST, POS_SINUSOIDAL);
    Model *m = model_create(&c, 1);
    assert_non_null(m);
    ModelLoss l;
    assert_int_equal(model_backward(m, 1.0f), TD_ERR_ARG);  // no forward yet
    TestBatch ob;
    ragged_batch(&ob);
    ob.b.src[1] = 20;  // vocab is 20
    assert_int_equal(model_forward(m, &ob.b, 1, 0.0f, &l), TD_ERR_ARG);
    assert_non_null(strstr(td_last_error(), "vocabulary"));
    ragged_batch(&ob);
    assert_int_equal(model_forward(m, &ob.b, 0, 0.0f, &l), 0);
    assert_int_equal(model_backward(m, 1.0f), TD_ERR_ARG);  // validation forward: no backward
    int src[20] = {5}, len[1] = {20};
    assert_null(m->ops->encode(m, src, len, 1, 20));  // longer than max_len 16
    DecodeState *st = m->ops->encode(m, src, len, 1, 3);
    assert_non_null(st);
    int bad = -1, rows[1] = {1};
    float lp[20];
    DecodeRows map = {0};
    assert_int_equal(decode_rows_reset(&map, 1), 0);
    assert_int_equal(m->ops->step(m, st, &map, &bad, lp), TD_ERR_ARG);
    assert_int_equal(decode_rows_reorder(&map, m, st, rows, 1), TD_ERR_ARG);  // no row 1
    m->ops->free_state(m, st);
    decode_rows_free(&map);
    model_free(m);
}

// The same loss and gradients with 1, 2 and 3 threads (linear_gemm's blocks fixed by the shape,
// counter-based dropout, per-(sentence, head) attention streams, column-blocked bias sums):
// bit-identical.
static void test_threads_bit_identical(void **state) {
    (void)state;
    ModelConfig c = config_defaults(ARCH_TRANSFORMER);
    c.vocab = 50;
    c.d_model = 64;
    c.heads = 4;
    c.ffn = 256;
    c.enc_layers = c.dec_layers = 2;
    c.dropout = 0.1f;
    c.max_len = 64;
    Model *m = model_create(&c, 31);
    assert_non_null(m);
    Rng r;
    rng_seed(&r, 8);
    static int sb[12][32], tb[12][32];
    const int *src[12], *tgt[12];
    int sl[12], tl[12];
    for (int i = 0; i < 12; i++) {
        sl[i] = 10 + (int)rng_below(&r, 20);
        tl[i] = 10 + (int)rng_below(&r, 20);
        for (int j = 0; j < 32; j++) {
            sb[i][j] = 4 + (int)rng_below(&r, 46);
            tb[i][j] = 4 + (int)rng_below(&r, 46);
        }
        src[i] = sb[i];
        tgt[i] = tb[i];
    }
    TestBatch ob;
    test_make_batch(&ob, 12, src, sl, tgt, tl);
    const Rng r0 = m->rng;
    float *g1 = malloc(m->params.total * sizeof(float));
    double l1 = 0;
    for (int threads = 1; threads <= 3; threads++) {
        blas_set_threads(threads);
        m->rng = r0;
        ModelLoss l;
        assert_int_equal(model_forward(m, &ob.b, 1, 0.1f, &l), 0);
        params_zero_grad(&m->params);
        assert_int_equal(model_backward(m, 1.0f / l.n_tokens), 0);
        if (threads == 1) {
            l1 = l.loss_sum;
            memcpy(g1, m->params.grad, m->params.total * sizeof(float));
        } else {
            assert_true(l.loss_sum == l1);
            assert_memory_equal(g1, m->params.grad, m->params.total * sizeof(float));
        }
    }
    // Decoding one sentence (gemm_rows; its column split is tested in test_gemm_rows).
    float *lp1 = malloc(3 * c.vocab * sizeof(float)), *lp2 = malloc(3 * c.vocab * sizeof(float));
    for (int threads = 1; threads <= 2; threads++) {
        blas_set_threads(threads);
        DecodeState *st = m->ops->encode(m, ob.b.src, ob.b.src_len, 1, ob.b.S);
        assert_non_null(st);
        int prev = TOK_BOS;
        for (int t = 0; t < 3; t++) {
            float *lp = (threads == 1 ? lp1 : lp2) + (long)t * c.vocab;
            assert_int_equal(m->ops->step(m, st, fresh_rows(1), &prev, lp), 0);
            prev = argmax(lp, c.vocab);
        }
        m->ops->free_state(m, st);
    }
    assert_memory_equal(lp1, lp2, 3 * c.vocab * sizeof(float));
    free(lp1);
    free(lp2);
    blas_set_threads(1);
    free(g1);
    model_free(m);
}

// ---- learning -------------------------------------------------------------------------------

// Reverse task: source = 3..7 symbols from {4..15}, target = the source reversed. Trains with Adam
// on batches of 32 and checks greedy exact match on 100 held-out sequences (decoding with step()).
static void random_seq(Rng *r, int *x, int *n) {
    *n = 3 + (int)rng_below(r, 5);
    for (int i = 0; i < *n; i++) x[i] = 4 + (int)rng_below(r, 12);
}

static void make_reverse_batch(TestBatch *ob, Rng *r, int B, int (*srcbuf)[8], int (*tgtbuf)[8],
                               int *slen) {
    const int *src[64], *tgt[64];
    for (int i = 0; i < B; i++) {
        random_seq(r, srcbuf[i], &slen[i]);
        for (int j = 0; j < slen[i]; j++) tgtbuf[i][j] = srcbuf[i][slen[i] - 1 - j];
        src[i] = srcbuf[i];
        tgt[i] = tgtbuf[i];
    }
    test_make_batch(ob, B, src, slen, tgt, slen);
}

// Greedy exact match (in %) on 100 held-out sequences, decoding with step().
static int reverse_accuracy(Model *m) {
    Rng test;  // a stream the training batches never use
    rng_seed(&test, 4242);
    int exact = 0;
    for (int i = 0; i < 100; i++) {
        int x[8], n;
        random_seq(&test, x, &n);
        int src[9];
        memcpy(src, x, n * sizeof(int));
        src[n] = TOK_EOS;
        int len = n + 1;
        DecodeState *st = m->ops->encode(m, src, &len, 1, len);
        assert_non_null(st);
        int prev = TOK_BOS, ok = 1;
        float lp[16];
        for (int t = 0; t <= n && ok; t++) {
            assert_int_equal(m->ops->step(m, st, fresh_rows(1), &prev, lp), 0);
            prev = argmax(lp, m->cfg.vocab);
            ok = prev == (t < n ? x[n - 1 - t] : TOK_EOS);
        }
        exact += ok;
        m->ops->free_state(m, st);
    }
    return exact;
}

static void test_learn_reverse(void **state) {
    (void)state;
    struct timespec t0, t1;
    clock_gettime(CLOCK_MONOTONIC, &t0);
    ModelConfig c = config_defaults(ARCH_TRANSFORMER);
    c.vocab = 16;
    c.d_model = 32;
    c.heads = 4;
    c.ffn = 64;
    c.enc_layers = c.dec_layers = 2;
    c.dropout = 0.0f;
    c.max_len = 16;
    Model *m = model_create(&c, 2024);
    assert_non_null(m);
    AdamConfig ac = adam_defaults();
    Rng data;
    rng_seed(&data, 77);
    TestBatch ob;
    int sb[64][8], tb[64][8], sl[64];
    const int max_steps = 2000, B = 32;
    int step = 0, acc = 0;
    while (step < max_steps && acc < 95) {  // evaluate every 200 updates
        for (int k = 0; k < 200; k++) {
            step++;
            make_reverse_batch(&ob, &data, B, sb, tb, sl);
            ModelLoss l;
            assert_int_equal(model_forward(m, &ob.b, 1, 0.0f, &l), 0);
            params_zero_grad(&m->params);
            assert_int_equal(model_backward(m, 1.0f / l.n_tokens), 0);
            clip_grad_norm(&m->params, 1.0);
            adam_step(&m->params, &ac, 3e-3f * fminf(1.0f, step / 50.0f), step);
        }
        acc = reverse_accuracy(m);
    }
    clock_gettime(CLOCK_MONOTONIC, &t1);
    double secs = (t1.tv_sec - t0.tv_sec) + 1e-9 * (t1.tv_nsec - t0.tv_nsec);
    print_message("reverse task: %d%% exact match on held-out sequences after %d updates, %.1f s\n",
                  acc, step, secs);
    assert_true(acc >= 95);
    model_free(m);
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
        cmocka_unit_test(test_grad_dropout),
        cmocka_unit_test(test_cache_equals_recompute),
        cmocka_unit_test(test_causal_mask),
        cmocka_unit_test(test_batch_invariance),
        cmocka_unit_test(test_step_bits_batch_vs_single),
        cmocka_unit_test(test_reorder_and_cross_attention),
        cmocka_unit_test(test_self_attention),
        cmocka_unit_test(test_bad_input),
        cmocka_unit_test(test_threads_bit_identical),
        cmocka_unit_test(test_learn_reverse),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
