// Tests for models/flops.h, the analytic FLOP count of a batch: against the PyTorch reference's
// own flops_per_step (transformer.py, rnn_attn.py: values it printed, and, with TORCH_REF set as
// for bench/vs_torch.sh, the reference itself over a grid of shapes), against the multiply-adds
// of the matrix products a training step actually runs (tensor/linear.h's counter), and by hand
// for the attention terms (local windows, the RNN's real source positions).
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <cmocka.h>

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bench/bench_model.h"
#include "models/flops.h"
#include "models/model.h"
#include "tensor/linear.h"
#include "tests/test_util.h"

static ModelConfig preset(ModelArch a, const char *name) {
    ModelConfig c = config_defaults(a);
    assert_int_equal(config_apply_preset(&c, name), 0);
    return c;
}

static double flops(const ModelConfig *c, int B, int S, int T, int train, double *linear) {
    const FlopShape s = {B, S, T, 0, 0};
    return model_flops(c, &s, train, linear);
}

// The reference's GEMM part also holds the RNN's context product (its "context bmm", 2 S C per
// target token), which here is attention, beside the scores.
static void check_ref(ModelConfig c, int B, int S, int T, int train, double total, double gemm) {
    double g = 0, f = flops(&c, B, S, T, train, &g);
    assert_true(f == total);  // whole numbers far below 2^53: exact in double
    if (c.arch == ARCH_RNN) g += (train ? 3.0 : 1.0) * B * T * 2.0 * S * 2 * c.enc_hidden;
    assert_true(g == gemm);
}

// Expected values: the PyTorch reference's transformer.flops_per_step / rnn_attn.flops_per_step,
// run once with its CONFIGS "tiny" (train=True) and "small" (train=False) on the shapes below
// (padded shapes: every source position real).
static void test_match_torch_ref(void **state) {
    (void)state;
    ModelConfig tt = preset(ARCH_TRANSFORMER, "tiny"), ts = preset(ARCH_TRANSFORMER, "small");
    ModelConfig rt = preset(ARCH_RNN, "tiny"), rs = preset(ARCH_RNN, "small");
    check_ref(tt, 128, 33, 29, 1, 180082311168.0, 176676667392.0);
    check_ref(ts, 128, 33, 29, 0, 384452526080.0, 379911667712.0);
    check_ref(rt, 128, 33, 29, 1, 130255355904.0, 129690894336.0);
    check_ref(rs, 128, 33, 29, 0, 142637924352.0, 142261616640.0);
    check_ref(tt, 3, 7, 5, 1, 781876224.0, 778862592.0);
    check_ref(ts, 3, 7, 5, 0, 1712345088.0, 1708326912.0);
    check_ref(rt, 3, 7, 5, 1, 551996928.0, 551513088.0);
    check_ref(rs, 3, 7, 5, 0, 612578304.0, 612255744.0);
}

// The reference run now: $PYTHON (default /usr/bin/python3, Debian's python3-torch) imports
// $TORCH_REF/transformer.py and rnn_attn.py and prints flops_per_step for both presets on a grid
// of shapes, training and not; every total and GEMM part must equal ours.
static void test_torch_ref_live(void **state) {
    (void)state;
    const char *ref = getenv("TORCH_REF"), *py = getenv("PYTHON");
    if (!py) py = "/usr/bin/python3";
    if (!ref || !*ref)
        test_skip("TORCH_REF is not set (the PyTorch reference lives outside the repository; "
                  "bench/vs_torch.sh reads the same variable)");
    if (test_run("%s -c 'import torch' > /dev/null 2>&1", py) != 0)
        test_skip("python3-torch is not importable by $PYTHON");
    const char *script = test_tmp_text(
        "ref.py",
        "import sys\nsys.path.insert(0, sys.argv[1])\nimport transformer, rnn_attn\n"
        "for name in ('tiny', 'small'):\n"
        "    for B, S, T in ((1, 1, 1), (3, 7, 5), (64, 40, 33), (128, 50, 12), (17, 3, 49)):\n"
        "        for train in (True, False):\n"
        "            t = transformer.flops_per_step(transformer.CONFIGS[name], B, S, T, train)\n"
        "            r = rnn_attn.flops_per_step(rnn_attn.CONFIGS[name], B, S, T, train)\n"
        "            print(name, B, S, T, int(train), int(t[0]), int(t[1]), int(r[0]), "
        "int(r[1]))\n");
    char out[600];
    snprintf(out, sizeof out, "%s/ref.txt", test_tmpdir());
    assert_int_equal(test_run("%s %s %s > %s", py, script, ref, out), 0);
    FILE *f = fopen(out, "r");
    assert_non_null(f);
    char name[16];
    int B, S, T, train, rows = 0;
    double tt, tg, rt, rg;
    while (fscanf(f, "%15s %d %d %d %d %lf %lf %lf %lf", name, &B, &S, &T, &train, &tt, &tg, &rt,
                  &rg) == 9) {
        check_ref(preset(ARCH_TRANSFORMER, name), B, S, T, train, tt, tg);
        check_ref(preset(ARCH_RNN, name), B, S, T, train, rt, rg);
        rows++;
    }
    fclose(f);
    assert_int_equal(rows, 20);
}

static void test_window_band(void **state) {
    (void)state;
    // Local self-attention counts only the band's query-key pairs, by hand for S = T = 4, W = 1:
    // encoder |i - j| <= 1: 2 + 3 + 3 + 2 = 10 of 16 pairs; decoder, also j <= i: 1 + 2 + 2 + 2 = 7.
    // Each layer and sentence spends 2 * 2 * pairs * d per attention (scores and weighted sum) in
    // the forward, x3 for training; the plain products are unchanged.
    ModelConfig g = preset(ARCH_TRANSFORMER, "tiny"), w = g;
    w.attention_window = 1;
    const int B = 3, S = 4, T = 4;
    double gg, gw, fg = flops(&g, B, S, T, 1, &gg);
    double fw = flops(&w, B, S, T, 1, &gw);
    const double d = g.d_model;
    double saved = 3.0 * B * 2 * 2 * d * (g.enc_layers * (16 - 10) + g.dec_layers * (16 - 7));
    assert_true(fabs((fg - fw) - saved) <= 1e-9 * fg);
    assert_true(gg == gw);
    // a window at least as long as the sentence counts every encoder pair, and the causal half of
    // the decoder's (the reference counts all T^2 there)
    w.attention_window = 4;
    double fw4 = flops(&w, B, S, T, 1, &gw);
    assert_true(fabs((fg - fw4) - 3.0 * B * 2 * 2 * d * g.dec_layers * (16 - 10)) <= 1e-9 * fg);
}

// The RNN's attention visits each sentence's real source positions: by hand for the tiny RNN
// (additive: 3 Hd per (query, key) pair, context 2 C), B = 2, S = 6 padded, real lengths 6 + 2.
static void test_rnn_real_source(void **state) {
    (void)state;
    ModelConfig c = preset(ARCH_RNN, "tiny");
    const int B = 2, S = 6, T = 5;
    FlopShape padded = {B, S, T, 0, 0}, real = {B, S, T, 8, 0};
    double lp, lr, fp = model_flops(&c, &padded, 0, &lp), fr = model_flops(&c, &real, 0, &lr);
    assert_true(lp == lr);  // the products do not depend on the real lengths
    const double Hd = c.dec_hidden, C = 2.0 * c.enc_hidden;
    assert_true(fp - fr == (double)T * (B * S - 8) * (3 * Hd + 2 * C));
    // the Transformer's kernels work on the padded lengths: no difference
    ModelConfig t = preset(ARCH_TRANSFORMER, "tiny");
    assert_true(model_flops(&t, &padded, 1, NULL) == model_flops(&t, &real, 1, NULL));
}

// Multiply-adds of the products one training step runs (forward, then backward), counted by
// tensor/linear.c, against the formula's linear part: the forward exactly; the backward within
// `tol` of twice the forward (the products the backward skips: see flops.h; measured here 0 for
// the Transformer and 0.1-0.5% of the step for the RNNs, so 1% bounds them).
static void measure(const ModelConfig *cfg, double tol) {
    Model *m = model_create(cfg, 3);
    assert_non_null(m);
    Batch *b = bench_make_batches(cfg->vocab, 300, 0, 1, 5);
    assert_non_null(b);
    ModelLoss loss;
    params_zero_grad(&m->params);
    const uint64_t c0 = linear_multiply_adds();
    assert_int_equal(model_forward(m, b, 1, 0.1f, &loss), 0);
    const uint64_t c1 = linear_multiply_adds();
    assert_int_equal(model_backward(m, 1.0f / (float)loss.n_tokens), 0);
    const uint64_t c2 = linear_multiply_adds();
    const FlopShape s = flop_shape_of(b);
    double lin_fwd, lin_train;
    model_flops(cfg, &s, 0, &lin_fwd);
    model_flops(cfg, &s, 1, &lin_train);
    const double fwd = 2.0 * (double)(c1 - c0), bwd = 2.0 * (double)(c2 - c1);
    printf("%s %s: forward products %.0f FLOPs (formula %.0f), backward %.0f = %.4f x forward\n",
           arch_name(cfg->arch), cfg->cell == CELL_LSTM ? "lstm" : "", fwd, lin_fwd, bwd,
           bwd / fwd);
    assert_true(fwd == lin_fwd);
    assert_true(fabs((fwd + bwd) / lin_train - 1.0) <= tol);
    bench_free_batches(b, 1);
    model_free(m);
}

static void test_counted_products(void **state) {
    (void)state;
    ModelConfig t = preset(ARCH_TRANSFORMER, "tiny");
    t.vocab = 200, t.d_model = 32, t.heads = 2, t.ffn = 48, t.enc_layers = t.dec_layers = 2;
    measure(&t, 1e-12);
    ModelConfig r = preset(ARCH_RNN, "tiny");
    r.vocab = 200, r.emb = 16, r.enc_hidden = 24, r.dec_hidden = 20;
    measure(&r, 0.01);
    r.cell = CELL_LSTM, r.enc_layers = 2, r.dec_layers = 2, r.input_feeding = 1;
    r.attention = SCORE_GENERAL;
    measure(&r, 0.01);
    r.attention = SCORE_DOT, r.dec_hidden = 2 * r.enc_hidden;
    measure(&r, 0.01);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_match_torch_ref),
        cmocka_unit_test(test_torch_ref_live),
        cmocka_unit_test(test_window_band),
        cmocka_unit_test(test_rnn_real_source),
        cmocka_unit_test(test_counted_products),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
