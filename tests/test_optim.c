// Tests for tensor/optim.h: Adam and AdamW over two steps against values computed by hand (the
// arithmetic is in the comments), gradient-norm clipping, and the learning-rate schedules at known
// steps.
//
// Tolerances: parameters after two Adam steps are float32 arithmetic on values of order 1, against
// the hand-computed ones at OPT_ATOL = 1e-6 absolute (a few float32 roundings, ~1e-7 each); the
// moments m and v at 1e-7 or 1e-8 (m is 0.02 to 0.28, v 0.006 to 0.1: float32 rounds such values
// by under 2e-8 and 6e-9, and a wrong beta shows at 1e-3); a gradient
// norm of exact inputs in double at 1e-12, the clipped float32 gradients at 1e-6; a schedule's
// rate at 1e-9 (float32 of a value near 3e-3 rounds by 2e-10).
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <cmocka.h>

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "tensor/optim.h"
#include "tests/test_util.h"

// Float arithmetic on O(1) values: 1e-6 absolute.
#define OPT_ATOL 1e-6

// A table with "w" (2, 2): decayed, and "b" (2): no_decay (1-D), all parameters 1.0.
typedef struct {
    ParamTable t;
    float *w, *b, *gw, *gb;
} Two;

static void two_setup(Two *x) {
    memset(x, 0, sizeof *x);
    int sw[2] = {2, 2}, sb[1] = {2};
    assert_int_equal(params_add(&x->t, "w", 2, sw, INIT_ONES, 1.0f, &x->w, &x->gw), 0);
    assert_int_equal(params_add(&x->t, "b", 1, sb, INIT_ONES, 1.0f, &x->b, &x->gb), 0);
    assert_int_equal(params_alloc(&x->t), 0);
    params_init(&x->t, 1);
}

// Gradient sequences per element over the two steps:
//   w[0], b[0]: g = 0.5 then -0.25;  w[1], b[1]: g = -2 then -1;  w[2]: 0 then 0;
//   w[3]: 1e3 * (0.5, -0.25) (Adam is invariant to the gradient's scale).
static const float G1[4] = {0.5f, -2.0f, 0.0f, 500.0f}, G2[4] = {-0.25f, -1.0f, 0.0f, -250.0f};

static void two_grads(Two *x, const float *g) {
    params_zero_grad(&x->t);
    memcpy(x->gw, g, 4 * sizeof(float));
    memcpy(x->gb, g, 2 * sizeof(float));
}

static void test_adam_defaults(void **state) {
    (void)state;
    AdamConfig c = adam_defaults();
    assert_int_equal(c.kind, OPTIM_ADAM);
    assert_true(c.beta1 == 0.9f && c.beta2 == 0.98f && c.eps == 1e-9f && c.weight_decay == 0.0f);
}

// lr 0.1, beta1 0.9, beta2 0.98, eps 1e-9, p0 = 1.
// Element with g = 0.5, -0.25:
//   t=1: m = 0.1*0.5 = 0.05; v = 0.02*0.25 = 0.005; mhat = 0.05/0.1 = 0.5; vhat = 0.005/0.02 = 0.25
//        p = 1 - 0.1 * 0.5 / (sqrt(0.25) + 1e-9) = 0.9
//   t=2: m = 0.9*0.05 + 0.1*(-0.25) = 0.02; v = 0.98*0.005 + 0.02*0.0625 = 0.00615
//        mhat = 0.02/(1 - 0.81) = 0.1052631579; vhat = 0.00615/(1 - 0.9604) = 0.1553030303
//        p = 0.9 - 0.1 * 0.1052631579 / 0.3940850547 = 0.9 - 0.0267107711 = 0.8732892289
// Element with g = -2, -1:
//   t=1: m = -0.2; v = 0.08; mhat = -2; vhat = 4; p = 1 + 0.1 * 2/2 = 1.1
//   t=2: m = -0.18 - 0.1 = -0.28; v = 0.0784 + 0.02 = 0.0984; mhat = -1.4736842105;
//        vhat = 2.4848484848, sqrt 1.5763402186; p = 1.1 + 0.0934876996 = 1.1934876996
// Element with g = 0: m = v = 0, the update is 0 / (0 + eps) = 0: p stays 1.
static void test_adam_two_steps(void **state) {
    (void)state;
    Two x;
    two_setup(&x);
    AdamConfig c = adam_defaults();
    two_grads(&x, G1);
    adam_step(&x.t, &c, 0.1f, 1);
    float w1[4] = {0.9f, 1.1f, 1.0f, 0.9f};
    assert_close_f32(x.w, w1, 4, OPT_ATOL, 0);
    assert_close_f32(x.b, w1, 2, OPT_ATOL, 0);
    two_grads(&x, G2);
    adam_step(&x.t, &c, 0.1f, 2);
    float w2[4] = {0.8732892289f, 1.1934876996f, 1.0f, 0.8732892289f};
    assert_close_f32(x.w, w2, 4, OPT_ATOL, 0);
    assert_close_f32(x.b, w2, 2, OPT_ATOL, 0);
    // Moments live at the same offsets as the parameters: m = 0.02, v = 0.00615 for element 0.
    const ParamSpec *s = params_find(&x.t, "w");
    assert_non_null(s);
    assert_true(fabsf(x.t.m[s->offset] - 0.02f) < 1e-7f);
    assert_true(fabsf(x.t.v[s->offset] - 0.00615f) < 1e-8f);
    assert_true(fabsf(x.t.m[s->offset + 1] + 0.28f) < 1e-7f);
    assert_true(fabsf(x.t.v[s->offset + 1] - 0.0984f) < 1e-7f);
    params_free(&x.t);
}

// AdamW, weight decay 0.01, lr 0.1: before each Adam update p -= lr * wd * p = p * (1 - 0.001),
// for "w" only ("b" is 1-D, no_decay). Same gradients as above:
//   g = 0.5, -0.25: t=1: 1 * 0.999 - 0.1 = 0.899; t=2: 0.899 * 0.999 - 0.0267107711 = 0.8713902289
//   g = -2, -1:     t=1: 0.999 + 0.1 = 1.099;    t=2: 1.099 * 0.999 + 0.0934876996 = 1.1913886996
//   g = 0:          t=1: 0.999;                  t=2: 0.998001
// (equal to torch.optim.AdamW(lr=0.1, betas=(0.9, 0.98), eps=1e-9, weight_decay=0.01)).
static void test_adamw_two_steps(void **state) {
    (void)state;
    Two x;
    two_setup(&x);
    AdamConfig c = adam_defaults();
    c.kind = OPTIM_ADAMW;
    c.weight_decay = 0.01f;
    two_grads(&x, G1);
    adam_step(&x.t, &c, 0.1f, 1);
    float w1[4] = {0.899f, 1.099f, 0.999f, 0.899f}, b1[2] = {0.9f, 1.1f};
    assert_close_f32(x.w, w1, 4, OPT_ATOL, 0);
    assert_close_f32(x.b, b1, 2, OPT_ATOL, 0);
    two_grads(&x, G2);
    adam_step(&x.t, &c, 0.1f, 2);
    float w2[4] = {0.8713902289f, 1.1913886996f, 0.998001f, 0.8713902289f};
    float b2[2] = {0.8732892289f, 1.1934876996f};
    assert_close_f32(x.w, w2, 4, OPT_ATOL, 0);
    assert_close_f32(x.b, b2, 2, OPT_ATOL, 0);
    // Plain Adam ignores weight_decay.
    Two y;
    two_setup(&y);
    c.kind = OPTIM_ADAM;
    two_grads(&y, G1);
    adam_step(&y.t, &c, 0.1f, 1);
    assert_true(fabsf(y.w[2] - 1.0f) == 0.0f);
    params_free(&x.t);
    params_free(&y.t);
}

// Gradients w = [3, 0, 0, 0], b = [4, 0]: norm sqrt(9 + 16) = 5.
static void test_clip_grad_norm(void **state) {
    (void)state;
    Two x;
    two_setup(&x);
    const float g[4] = {3, 0, 0, 0}, gb[2] = {4, 0};
    memcpy(x.gw, g, sizeof g);
    memcpy(x.gb, gb, sizeof gb);
    // Below the threshold, or max_norm <= 0: norm returned, nothing scaled.
    assert_true(fabs(clip_grad_norm(&x.t, 10.0) - 5.0) < 1e-12);
    assert_true(fabs(clip_grad_norm(&x.t, 0.0) - 5.0) < 1e-12);
    assert_true(x.gw[0] == 3.0f && x.gb[0] == 4.0f);
    // max_norm 1: scaled by 1 / (5 + 1e-6) -> [0.6, 0.8] (norm ~1), returns the norm before.
    assert_true(fabs(clip_grad_norm(&x.t, 1.0) - 5.0) < 1e-12);
    assert_true(fabsf(x.gw[0] - 0.6f) < 1e-6f && fabsf(x.gb[0] - 0.8f) < 1e-6f);
    assert_true(fabs(clip_grad_norm(&x.t, 0.0) - 1.0) < 1e-6);
    // A non-finite gradient: returns NaN/Inf and leaves the gradients alone.
    x.gw[1] = NAN;
    double n = clip_grad_norm(&x.t, 1.0);
    assert_false(isfinite(n));
    assert_true(fabsf(x.gb[0] - 0.8f) < 1e-6f);
    x.gw[1] = INFINITY;
    assert_false(isfinite(clip_grad_norm(&x.t, 1.0)));
    params_free(&x.t);
}

// Noam: lr = factor * d^-0.5 * min(step^-0.5, step * warmup^-1.5), d 256 (d^-0.5 = 0.0625), warmup
// 400 (400^-0.5 = 0.05, 400^-1.5 = 1.25e-4), factor 1:
//   step 400: 0.0625 * 0.05 = 0.003125 (peak);  step 100: 0.0625 * 100 * 1.25e-4 = 7.8125e-4
//   step 1: 0.0625 * 1.25e-4 = 7.8125e-6;       step 1600: 0.0625 / 40 = 1.5625e-3
//   factor 2, step 1600: 3.125e-3;  step 0 is treated as step 1.
static void test_lr_noam(void **state) {
    (void)state;
    LrSchedule s = {.kind = LR_NOAM, .factor = 1.0f, .warmup = 400, .d_model = 256};
    assert_true(fabsf(lr_at(&s, 400) - 0.003125f) < 1e-9f);
    assert_true(fabsf(lr_at(&s, 100) - 7.8125e-4f) < 1e-10f);
    assert_true(fabsf(lr_at(&s, 1) - 7.8125e-6f) < 1e-12f);
    assert_true(fabsf(lr_at(&s, 0) - 7.8125e-6f) < 1e-12f);
    assert_true(fabsf(lr_at(&s, 1600) - 1.5625e-3f) < 1e-10f);
    s.factor = 2.0f;
    assert_true(fabsf(lr_at(&s, 1600) - 3.125e-3f) < 1e-10f);
    // The peak is at step == warmup.
    s.factor = 1.0f;
    assert_true(lr_at(&s, 399) < lr_at(&s, 400) && lr_at(&s, 401) < lr_at(&s, 400));
}

// Inverse square root: lr * min(step / warmup, sqrt(warmup / step)), lr 1e-3, warmup 400:
//   step 200: 5e-4; step 400: 1e-3; step 1600: 1e-3 * sqrt(0.25) = 5e-4; step 3600: 1e-3 / 3.
// Constant: lr; with warmup 10, step 5 gives lr * 0.5 and step >= 10 gives lr.
static void test_lr_inverse_sqrt_constant(void **state) {
    (void)state;
    LrSchedule s = {.kind = LR_INVERSE_SQRT, .lr = 1e-3f, .warmup = 400};
    assert_true(fabsf(lr_at(&s, 200) - 5e-4f) < 1e-10f);
    assert_true(fabsf(lr_at(&s, 400) - 1e-3f) < 1e-10f);
    assert_true(fabsf(lr_at(&s, 1600) - 5e-4f) < 1e-10f);
    assert_true(fabsf(lr_at(&s, 3600) - 1e-3f / 3) < 1e-10f);
    LrSchedule c = {.kind = LR_CONSTANT, .lr = 2e-3f};
    assert_true(lr_at(&c, 1) == 2e-3f && lr_at(&c, 100000) == 2e-3f);
    c.warmup = 10;
    assert_true(fabsf(lr_at(&c, 5) - 1e-3f) < 1e-10f);
    assert_true(lr_at(&c, 10) == 2e-3f && lr_at(&c, 11) == 2e-3f);
}

// Plateau, lower-is-better (a loss), lr 1e-3, factor 0.5, patience 2, floor 2e-4:
//   10 (best) -> 9 (better) -> 9.5 (bad 1) -> 9.2 (bad 2: decay to 5e-4, returns 1)
//   -> 8 (better, counter reset) -> 8 -> 8 (equal is not better: decay to 2.5e-4)
//   -> 9 -> 9 (decay to 1.25e-4, clamped to the floor 2e-4).
static void test_lr_plateau(void **state) {
    (void)state;
    LrSchedule s = {.kind = LR_PLATEAU, .lr = 1e-3f, .factor = 0.5f, .patience = 2,
                    .min_lr = 2e-4f};
    assert_true(lr_at(&s, 1) == 1e-3f);
    const double scores[] = {10, 9, 9.5, 9.2, 8, 8, 8, 9, 9};
    const int decayed[] = {0, 0, 0, 1, 0, 0, 1, 0, 1};
    const float lr_after[] = {1e-3f, 1e-3f, 1e-3f, 5e-4f, 5e-4f, 5e-4f, 2.5e-4f, 2.5e-4f, 2e-4f};
    for (int i = 0; i < 9; i++) {
        assert_int_equal(lr_report_validation(&s, scores[i], 0), decayed[i]);
        assert_true(fabsf(lr_at(&s, 100) - lr_after[i]) < 1e-10f);
    }
    // Higher-is-better (BLEU): 20 -> 19 (bad 1) -> 21 (better) -> 20 -> 20 (decay).
    LrSchedule h = {.kind = LR_PLATEAU, .lr = 1e-3f, .factor = 0.1f, .patience = 2};
    const double bleu[] = {20, 19, 21, 20, 20};
    const int hd[] = {0, 0, 0, 0, 1};
    for (int i = 0; i < 5; i++) assert_int_equal(lr_report_validation(&h, bleu[i], 1), hd[i]);
    assert_true(fabsf(lr_at(&h, 1) - 1e-4f) < 1e-10f);
    // Other schedules ignore validation reports.
    LrSchedule n = {.kind = LR_NOAM, .factor = 1.0f, .warmup = 400, .d_model = 256};
    for (int i = 0; i < 5; i++) assert_int_equal(lr_report_validation(&n, 1.0, 1), 0);
    assert_true(fabsf(lr_at(&n, 400) - 0.003125f) < 1e-9f);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_adam_defaults),
        cmocka_unit_test(test_adam_two_steps),
        cmocka_unit_test(test_adamw_two_steps),
        cmocka_unit_test(test_clip_grad_norm),
        cmocka_unit_test(test_lr_noam),
        cmocka_unit_test(test_lr_inverse_sqrt_constant),
        cmocka_unit_test(test_lr_plateau),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
