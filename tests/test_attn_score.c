// Tests of tensor/attn_score.c: the fast tanh against libm in double, additive/dot scores against
// double-precision sums written here, padding never read, krow sharing, and finite-difference
// gradient checks of every backward through score -> normaliser -> context -> sum(ctx * G).
//
// Finite differences: central, h = 1e-3 on float inputs, loss accumulated in double; tolerance
// atol 2e-3 + rtol 1e-2 (float32 forward: the loss carries ~1e-6 absolute rounding, / 2h = 5e-4).
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <cmocka.h>

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "tensor/attn_score.h"
#include "tensor/blas.h"
#include "tensor/linear.h"
#include "tensor/ops.h"
#include "tests/test_util.h"

#define R 3
#define S 5
#define A 4
#define D 6

static const int LEN[R] = {5, 2, 3};

static void test_fast_tanh_accuracy(void **state) {
    (void)state;
    double worst_t = 0, worst_s = 0;
    for (double x = -12.0; x <= 12.0; x += 1.0 / 4096) {
        double et = fabs((double)attn_tanhf((float)x) - tanh((double)(float)x));
        double es = fabs((double)attn_sigmoidf((float)x) - 1.0 / (1.0 + exp(-(double)(float)x)));
        worst_t = fmax(worst_t, et);
        worst_s = fmax(worst_s, es);
    }
    assert_true(worst_t < 1e-6);
    assert_true(worst_s < 1e-6);
    assert_true(attn_tanhf(1e30f) == attn_tanhf(8.0f) && attn_tanhf(-1e30f) < -0.99999f);
    assert_true(attn_tanhf(0.0f) == 0.0f);
}

// Batch-major keys [R, S, A] with NaN at padded positions (they must never be read).
static void fill_keys(float *k, int width, uint64_t seed) {
    test_fill_uniform(k, (size_t)R * S * width, -1.0f, 1.0f, seed);
    for (int r = 0; r < R; r++)
        for (int s = LEN[r]; s < S; s++)
            for (int a = 0; a < width; a++) k[((long)r * S + s) * width + a] = NAN;
}

static void test_additive_and_dot_forward_by_hand(void **state) {
    (void)state;
    float q[R * A], keys[R * S * A], v[A], sc[R * S], sd[R * S];
    test_fill_uniform(q, R * A, -1, 1, 1);
    test_fill_uniform(v, A, -1, 1, 2);
    fill_keys(keys, A, 3);
    attn_additive_forward(sc, q, A, keys, A, S * A, v, NULL, LEN, R, S, A);
    attn_dot_forward(sd, q, A, keys, A, S * A, NULL, LEN, R, S, A, 0.5f);
    for (int r = 0; r < R; r++)
        for (int s = 0; s < S; s++) {
            double add = 0, dot = 0;
            for (int a = 0; a < A && s < LEN[r]; a++) {
                double k = keys[(r * S + s) * A + a];
                add += v[a] * tanh((double)q[r * A + a] + k);
                dot += 0.5 * q[r * A + a] * k;
            }
            assert_close_f32_f64(&sc[r * S + s], &add, 1, 1e-6, 1e-5);
            assert_close_f32_f64(&sd[r * S + s], &dot, 1, 1e-6, 1e-5);
        }
}

static void test_norms_by_hand(void **state) {
    (void)state;
    float scores[R * S], w[R * S];
    test_fill_uniform(scores, R * S, -2, 2, 4);
    for (int r = 0; r < R; r++)
        for (int s = LEN[r]; s < S; s++) scores[r * S + s] = NAN;
    for (int norm = 0; norm < 2; norm++) {
        attn_norm_forward(w, scores, LEN, (AttnNormalizer)norm, R, S);
        for (int r = 0; r < R; r++) {
            double want[S] = {0}, sum = 0;
            for (int s = 0; s < LEN[r]; s++) {
                double x = scores[r * S + s];
                want[s] = norm == 0 ? exp(x) : (x > 0 ? x : 0);
                sum += want[s];
            }
            for (int s = 0; s < LEN[r]; s++) want[s] /= norm == 0 ? sum : sum + ATTN_RELU_EPS;
            assert_close_f32_f64(&w[r * S], want, S, 1e-7, 1e-5);
        }
    }
    // relu with no positive score: all-zero weights, no NaN.
    float neg[S] = {-1, -2, -3, -4, -5}, wn[S];
    int len1 = S;
    attn_norm_forward(wn, neg, &len1, ATTN_NORMALIZER_RELU, 1, S);
    for (int s = 0; s < S; s++) assert_true(wn[s] == 0.0f);
}

static void test_krow_shares_keys(void **state) {
    (void)state;
    // Rows 0..3 decode sentences {2, 0, 2, 1}: same as copying those sentences' keys and values.
    enum { N = 4 };
    const int krow[N] = {2, 0, 2, 1};
    int len[N];
    float q[N * A], keys[R * S * A], vals[R * S * D], v[A];
    float kc[N * S * A], vc[N * S * D];
    test_fill_uniform(q, N * A, -1, 1, 5);
    test_fill_uniform(v, A, -1, 1, 6);
    fill_keys(keys, A, 7);
    fill_keys(vals, D, 8);
    for (int n = 0; n < N; n++) {
        len[n] = LEN[krow[n]];
        memcpy(kc + n * S * A, keys + krow[n] * S * A, sizeof(float) * S * A);
        memcpy(vc + n * S * D, vals + krow[n] * S * D, sizeof(float) * S * D);
    }
    float s1[N * S], s2[N * S], w[N * S], c1[N * D], c2[N * D];
    attn_additive_forward(s1, q, A, keys, A, S * A, v, krow, len, N, S, A);
    attn_additive_forward(s2, q, A, kc, A, S * A, v, NULL, len, N, S, A);
    assert_memory_equal(s1, s2, sizeof s1);
    attn_norm_forward(w, s1, len, ATTN_NORMALIZER_SOFTMAX, N, S);
    attn_context_forward(c1, D, w, vals, D, S * D, krow, len, N, S, D);
    attn_context_forward(c2, D, w, vc, D, S * D, NULL, len, N, S, D);
    assert_memory_equal(c1, c2, sizeof c1);
}

// ---- finite-difference checks ------------------------------------------------------------------

enum { SC_ADDITIVE, SC_DOT, SC_SCALED, SC_GENERAL };

typedef struct Ctx {
    int score, norm;
    // Time-major [S, R, *] keys/values (strides ks = R*A, kb = A) exercise the stride arguments.
    float q[R * A], v[A], keys[S * R * A], vals[S * R * D], h[S * R * D], W[A * D], G[R * D];
    float scores[R * S], w[R * S], ctx[R * D];
    float kproj[S * R * A];
} Ctx;

static const float *keys_of(Ctx *c) { return c->score == SC_GENERAL ? c->kproj : c->keys; }

static double fd_loss(void *p) {
    Ctx *c = p;
    const Weight w = weight_f32(c->W, A, D, D);
    if (c->score == SC_GENERAL) linear_forward(c->kproj, c->h, NULL, &w, NULL, S * R, D, A);
    const float *k = keys_of(c);
    if (c->score == SC_ADDITIVE)
        attn_additive_forward(c->scores, c->q, A, k, R * A, A, c->v, NULL, LEN, R, S, A);
    else
        attn_dot_forward(c->scores, c->q, A, k, R * A, A, NULL, LEN, R, S, A,
                         c->score == SC_SCALED ? 1.0f / sqrtf(A) : 1.0f);
    attn_norm_forward(c->w, c->scores, LEN, (AttnNormalizer)c->norm, R, S);
    attn_context_forward(c->ctx, D, c->w, c->vals, R * D, D, NULL, LEN, R, S, D);
    double loss = 0;
    for (int i = 0; i < R * D; i++) loss += (double)c->ctx[i] * c->G[i];
    return loss;
}

static void fd_case(int score, int norm) {
    Ctx *c = calloc(1, sizeof *c);
    c->score = score;
    c->norm = norm;
    float lo = norm == ATTN_NORMALIZER_RELU ? 0.1f : -1.0f;  // relu: keep scores off the kink
    test_fill_uniform(c->q, R * A, lo, 1, 11);
    test_fill_uniform(c->v, A, lo, 1, 12);
    test_fill_uniform(c->keys, S * R * A, lo, 1, 13);
    test_fill_uniform(c->vals, S * R * D, -1, 1, 14);
    test_fill_uniform(c->h, S * R * D, lo, 1, 15);
    test_fill_uniform(c->W, A * D, lo, 1, 16);
    test_fill_uniform(c->G, R * D, -1, 1, 17);
    if (norm == ATTN_NORMALIZER_RELU) {  // one clearly negative score per row (relu zeroes it)
        for (int a = 0; a < A; a++) c->keys[(1 * R + 0) * A + a] = -1.0f;
        if (score == SC_ADDITIVE)
            for (int a = 0; a < A; a++) c->keys[(1 * R + 0) * A + a] = -4.0f;
    }
    for (int r = 0; r < R; r++)  // padding is never read
        for (int s = LEN[r]; s < S; s++) {
            for (int a = 0; a < A; a++) c->keys[(s * R + r) * A + a] = NAN;
            for (int d = 0; d < D; d++) c->vals[(s * R + r) * D + d] = NAN;
        }
    fd_loss(c);
    if (norm == ATTN_NORMALIZER_RELU) {
        assert_true(c->scores[0 * S + 1] < -0.05f);
        for (int r = 0; r < R; r++)
            for (int s = 0; s < LEN[r]; s++)
                if (!(r == 0 && s == 1)) assert_true(c->scores[r * S + s] > 0.05f);
    }
    // Analytic gradients.
    static float dq[R * A], dv[A], dk[S * R * A], dvals[S * R * D], dW[A * D], dh[S * R * D];
    float dw[R * S] = {0}, ds[R * S] = {0};
    memset(dq, 0, sizeof dq), memset(dv, 0, sizeof dv), memset(dk, 0, sizeof dk);
    memset(dvals, 0, sizeof dvals), memset(dW, 0, sizeof dW), memset(dh, 0, sizeof dh);
    attn_context_backward(dw, dvals, c->G, D, c->w, c->vals, R * D, D, NULL, LEN, R, S, D);
    attn_norm_backward(ds, dw, c->w, c->scores, LEN, (AttnNormalizer)norm, R, S);
    if (score == SC_ADDITIVE)
        attn_additive_backward(dq, A, dk, dv, ds, c->q, A, c->keys, R * A, A, c->v, NULL, LEN, R,
                               S, A);
    else
        attn_dot_backward(dq, A, dk, ds, c->q, A, keys_of(c), R * A, A, NULL, LEN, R, S, A,
                          score == SC_SCALED ? 1.0f / sqrtf(A) : 1.0f);
    const Weight w = weight_f32(c->W, A, D, D);
    if (score == SC_GENERAL) linear_backward(dh, 1.0f, dW, NULL, dk, c->h, NULL, &w, S * R, D, A);
    for (int i = 0; i < S * R * A; i++) assert_false(isnan(dk[i]));
    for (int r = 0; r < R; r++)  // no gradient reaches padding
        for (int s = LEN[r]; s < S; s++) {
            for (int a = 0; a < A; a++) assert_true(dk[(s * R + r) * A + a] == 0.0f);
            for (int d = 0; d < D; d++) assert_true(dvals[(s * R + r) * D + d] == 0.0f);
        }
    // Padded keys/values hold NaN: perturb only real positions.
    const double h = 1e-3, atol = 2e-3, rtol = 1e-2;
    test_grad_check(fd_loss, c, c->q, dq, R * A, h, atol, rtol, "dq");
    if (score == SC_ADDITIVE) test_grad_check(fd_loss, c, c->v, dv, A, h, atol, rtol, "dv");
    if (score == SC_GENERAL) {
        test_grad_check(fd_loss, c, c->W, dW, A * D, h, atol, rtol, "dW");
        test_grad_check(fd_loss, c, c->h, dh, S * R * D, h, atol, rtol, "dh");
    }
    for (int s = 0; s < S; s++)
        for (int r = 0; r < R; r++) {
            if (s >= LEN[r]) continue;
            if (score != SC_GENERAL)
                test_grad_check(fd_loss, c, &c->keys[(s * R + r) * A], &dk[(s * R + r) * A], A,
                                h, atol, rtol, "dkeys");
            test_grad_check(fd_loss, c, &c->vals[(s * R + r) * D], &dvals[(s * R + r) * D], D, h,
                            atol, rtol, "dvalues");
        }
    free(c);
}

static void test_fd_additive_softmax(void **state) { (void)state; fd_case(SC_ADDITIVE, 0); }
static void test_fd_dot_softmax(void **state) { (void)state; fd_case(SC_DOT, 0); }
static void test_fd_scaled_dot_softmax(void **state) { (void)state; fd_case(SC_SCALED, 0); }
static void test_fd_general_softmax(void **state) { (void)state; fd_case(SC_GENERAL, 0); }
static void test_fd_additive_relu(void **state) { (void)state; fd_case(SC_ADDITIVE, 1); }
static void test_fd_dot_relu(void **state) { (void)state; fd_case(SC_DOT, 1); }

// Large enough for the OpenMP paths: two threads give the same values as one (up to the order of
// the dv reduction, which is fixed per thread count).
static void test_parallel_matches_serial(void **state) {
    (void)state;
    enum { RB = 64, SB = 30, AB = 64 };
    static float q[RB * AB], keys[RB * SB * AB], v[AB], sc1[RB * SB], sc2[RB * SB];
    static float ds[RB * SB], dq1[RB * AB], dq2[RB * AB], dk1[RB * SB * AB], dk2[RB * SB * AB];
    float dv1[AB] = {0}, dv2[AB] = {0};
    int len[RB];
    for (int r = 0; r < RB; r++) len[r] = 1 + (r * 7) % SB;
    test_fill_uniform(q, RB * AB, -1, 1, 21);
    test_fill_uniform(keys, RB * SB * AB, -1, 1, 22);
    test_fill_uniform(v, AB, -1, 1, 23);
    test_fill_uniform(ds, RB * SB, -1, 1, 24);
    blas_set_threads(1);
    attn_additive_forward(sc1, q, AB, keys, AB, SB * AB, v, NULL, len, RB, SB, AB);
    attn_additive_backward(dq1, AB, dk1, dv1, ds, q, AB, keys, AB, SB * AB, v, NULL, len, RB, SB,
                           AB);
    blas_set_threads(2);
    attn_additive_forward(sc2, q, AB, keys, AB, SB * AB, v, NULL, len, RB, SB, AB);
    attn_additive_backward(dq2, AB, dk2, dv2, ds, q, AB, keys, AB, SB * AB, v, NULL, len, RB, SB,
                           AB);
    blas_set_threads(1);
    assert_memory_equal(sc1, sc2, sizeof sc1);
    assert_memory_equal(dq1, dq2, sizeof dq1);
    assert_memory_equal(dk1, dk2, sizeof dk1);
    assert_close_f32(dv1, dv2, AB, 1e-5, 1e-5);
}

int main(void) {
    blas_set_threads(1);
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_fast_tanh_accuracy),
        cmocka_unit_test(test_additive_and_dot_forward_by_hand),
        cmocka_unit_test(test_norms_by_hand),
        cmocka_unit_test(test_krow_shares_keys),
        cmocka_unit_test(test_fd_additive_softmax),
        cmocka_unit_test(test_fd_dot_softmax),
        cmocka_unit_test(test_fd_scaled_dot_softmax),
        cmocka_unit_test(test_fd_general_softmax),
        cmocka_unit_test(test_fd_additive_relu),
        cmocka_unit_test(test_fd_dot_relu),
        cmocka_unit_test(test_parallel_matches_serial),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
