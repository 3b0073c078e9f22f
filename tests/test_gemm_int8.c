// Tests for tensor/gemm_int8.h: the quantisation rule by hand and its error bound; gemm_int8
// against a reference computed here from the contract (the test's own quantiser, int64
// accumulation, then the float rescale: bit for bit) and against the double-precision float
// product (within the quantisation error); every path == the scalar path, a batch of M rows ==
// M one-row calls == two sub-batches, 1 thread == 2 threads (memcmp); non-finite rows.
//
// Tolerances: the float comparison bounds the error of quantising both operands: each x and w
// value is off by at most half its row's scale (plus float rounding), so |y - y_exact| <=
// sum_k (|x_k| dw + |w_k| dx + dx dw) with dx = sx / 2, dw = sw / 2, plus 1e-5 relative for the
// float rescale.
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <cmocka.h>

#include <math.h>
#include <omp.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tensor/gemm_int8.h"
#include "tensor/gemm_rows.h"
#include "tests/test_util.h"

enum { MAX_M = 37 };

static const char *const PATHS[] = {"avx512vnni", "avxvnni", "avx2", "scalar"};
enum { NPATHS = 4 };

static const char *g_default_path;

static void restore_path(void) { assert_int_equal(gemm_int8_force_path(g_default_path), 0); }

// The rule of gemm_int8.h written out again: scale and values of one row.
static int ref_quant(const float *v, int K, int32_t *q, float *scale) {
    float a = 0.0f;
    for (int k = 0; k < K; k++) {
        if (!isfinite(v[k])) return -1;
        a = fabsf(v[k]) > a ? fabsf(v[k]) : a;
    }
    if (a < 0x1p-100f) {
        for (int k = 0; k < K; k++) q[k] = 0;
        *scale = 0.0f;
        return 0;
    }
    const float inv = 127.0f / a;
    for (int k = 0; k < K; k++) {
        float t = rintf(v[k] * inv);
        q[k] = (int32_t)fminf(127.0f, fmaxf(-127.0f, t));
    }
    *scale = a / 127.0f;
    return 0;
}

// A product's operands with padded strides: x [M, ldx], w [N, ldw] (int8 by quant_int8_row, with
// its float source wf), bias [N], y0 [M, ldy].
typedef struct Case {
    int M, N, K, ldx, ldw, ldy;
    float *x, *wf, *ws, *bias, *y0;
    int8_t *w;
} Case;

static Case make_case(int M, int N, int K, int pad, uint64_t seed) {
    Case c = {M, N, K, K + pad, K + 2 * pad + 1, N + pad, NULL, NULL, NULL, NULL, NULL, NULL};
    c.x = malloc(sizeof(float) * ((size_t)M * c.ldx + 1));
    c.wf = malloc(sizeof(float) * ((size_t)N * c.ldw + 1));
    c.ws = malloc(sizeof(float) * ((size_t)N + 1));
    c.w = calloc((size_t)N * c.ldw + 1, 1);
    c.bias = malloc(sizeof(float) * ((size_t)N + 1));
    c.y0 = malloc(sizeof(float) * ((size_t)M * c.ldy + 1));
    test_fill_uniform(c.x, (size_t)M * c.ldx + 1, -2.0f, 2.0f, seed);
    test_fill_uniform(c.wf, (size_t)N * c.ldw + 1, -0.5f, 0.5f, seed + 1);
    test_fill_uniform(c.bias, (size_t)N + 1, -1.0f, 1.0f, seed + 2);
    test_fill_uniform(c.y0, (size_t)M * c.ldy + 1, -1.0f, 1.0f, seed + 3);
    for (int j = 0; j < N; j++)
        assert_int_equal(quant_int8_row(c.w + (long)j * c.ldw, &c.ws[j], c.wf + (long)j * c.ldw, K),
                         0);
    return c;
}

static void free_case(Case *c) {
    free(c->x), free(c->wf), free(c->ws), free(c->w), free(c->bias), free(c->y0);
}

static void run(const Case *c, float *y, int r0, int m, float beta, int use_bias) {
    gemm_int8(y + (long)r0 * c->ldy, c->ldy, beta, c->x + (long)r0 * c->ldx, c->ldx, c->w, c->ldw,
              c->ws, use_bias ? c->bias : NULL, m, c->N, c->K);
}

// The contract's value of y[i, j], and the bound of its distance from the float product.
static float ref_elem(const Case *c, int i, int j, float beta, int use_bias, double *exact,
                      double *bound) {
    int32_t *q = malloc(sizeof(int32_t) * ((size_t)c->K + 1));
    float sx = 0.0f;
    const float *x = c->x + (long)i * c->ldx, *wf = c->wf + (long)j * c->ldw;
    assert_int_equal(ref_quant(x, c->K, q, &sx), 0);
    int64_t acc = 0;
    double e = 0, b = 0;
    for (int k = 0; k < c->K; k++) {
        acc += (int64_t)q[k] * c->w[(long)j * c->ldw + k];
        e += (double)x[k] * wf[k];
        b += fabs(x[k]) * c->ws[j] / 2 + fabs(wf[k]) * sx / 2 + (double)sx * c->ws[j] / 4;
    }
    free(q);
    float v = (float)acc * (sx * c->ws[j]);
    if (use_bias) {
        v = v + c->bias[j];
        e += c->bias[j];
    }
    if (beta != 0.0f) {
        float t = beta * c->y0[(long)i * c->ldy + j];
        v = v + t;
        e += t;
    }
    *exact = e;
    *bound = b * (1 + 1e-5) + 1e-5 * (fabs(e) + 1);
    return v;
}

static void check_reference(const Case *c, const float *y, float beta, int use_bias) {
    for (int i = 0; i < c->M; i++) {
        for (int j = 0; j < c->N; j++) {
            double exact, bound;
            const float want = ref_elem(c, i, j, beta, use_bias, &exact, &bound);
            const float got = y[(long)i * c->ldy + j];
            if (memcmp(&got, &want, sizeof got) != 0 || fabs(got - exact) > bound) {
                print_error("M %d N %d K %d: y[%d, %d] = %.9g, contract %.9g, float %.9g (+- %g)\n",
                            c->M, c->N, c->K, i, j, got, want, exact, bound);
                fail();
            }
        }
        for (int j = c->N; j < c->ldy; j++) {  // the padding columns past N are untouched
            float pad = y[(long)i * c->ldy + j], was = c->y0[(long)i * c->ldy + j];
            assert_true(beta != 0.0f ? memcmp(&pad, &was, 4) == 0 : isnan(pad));
        }
    }
}

// The rule by hand: a = 1, scale = 1/127; 0.5 * 127 = 63.5 rounds to the even 64, 0.25 * 127 =
// 31.75 to 32; a row below 2^-100 is zeros with scale 0; a non-finite value is refused.
static void test_quant_hand(void **state) {
    (void)state;
    const float v[5] = {0.5f, -1.0f, 0.25f, 0.0f, -0.00390625f};  // last: 0.496 -> 0
    int8_t q[5];
    float s;
    assert_int_equal(quant_int8_row(q, &s, v, 5), 0);
    const int8_t want[5] = {64, -127, 32, 0, 0};
    assert_memory_equal(q, want, sizeof want);
    assert_true(s == 1.0f / 127.0f);
    const float tiny[2] = {0x1p-101f, -0x1p-102f};
    assert_int_equal(quant_int8_row(q, &s, tiny, 2), 0);
    assert_true(q[0] == 0 && q[1] == 0 && s == 0.0f);
    const float bad[2] = {1.0f, INFINITY}, nan[2] = {NAN, 1.0f};
    s = 7.0f;
    assert_int_equal(quant_int8_row(q, &s, bad, 2), -1);
    assert_int_equal(quant_int8_row(NULL, &s, nan, 2), -1);
    assert_true(s == 7.0f);
    assert_int_equal(quant_int8_row(NULL, &s, v, 5), 0);  // scale only
    assert_true(s == 1.0f / 127.0f);
}

// Dequantisation error: |v - q scale| <= scale / 2 (plus float rounding), the largest |q| is 127
// and every q in [-127, 127], over rows of several magnitudes.
static void test_quant_error(void **state) {
    (void)state;
    enum { K = 1000 };
    float v[K];
    int8_t q[K];
    for (int r = 0; r < 40; r++) {
        const float mag = ldexpf(1.0f, r - 20);
        test_fill_uniform(v, K, -mag, mag, 300 + r);
        float s;
        assert_int_equal(quant_int8_row(q, &s, v, K), 0);
        int qmax = 0;
        double amax = 0;
        for (int k = 0; k < K; k++) {
            amax = fmax(amax, fabs(v[k]));
            qmax = abs(q[k]) > qmax ? abs(q[k]) : qmax;
            assert_true(q[k] >= -127 && q[k] <= 127);
            assert_true(fabs((double)v[k] - (double)q[k] * s) <= s * (0.5 + 1e-5));
        }
        assert_int_equal(qmax, 127);
        assert_true(fabs(s - amax / 127) <= 1e-6 * amax / 127);
    }
}

static void test_hand(void **state) {
    (void)state;
    // x rows {1, 2, 3 | 99} and {-1, 0, 2 | 99} (ldx 4): scales 3/127 and 2/127, values
    // {42, 85, 127} (127/3 = 42.33, 84.67) and {-64, 0, 127} (63.5 -> 64 even).
    // w rows {1, 0, 0} and {0, 1, 1}: scales 1/127, values {127, 0, 0} and {0, 127, 127}.
    const float x[2 * 4] = {1, 2, 3, 99, -1, 0, 2, 99}, wf[2 * 3] = {1, 0, 0, 0, 1, 1};
    int8_t w[2 * 3];
    float ws[2];
    for (int j = 0; j < 2; j++)
        assert_int_equal(quant_int8_row(w + 3 * j, &ws[j], wf + 3 * j, 3), 0);
    float y[2 * 3] = {10, 20, 77, 30, 40, 77};  // ldy 3
    gemm_int8(y, 3, 0.0f, x, 4, w, 3, ws, NULL, 2, 2, 3);
    // y = acc * (sx * sw): row 0: 42 * 127 and (85 + 127) * 127; row 1: -64 * 127, 127 * 127
    const float s0 = (3.0f / 127.0f) * (1.0f / 127.0f), s1 = (2.0f / 127.0f) * (1.0f / 127.0f);
    assert_true(y[0] == (float)(42 * 127) * s0 && y[1] == (float)(212 * 127) * s0);
    assert_true(y[3] == (float)(-64 * 127) * s1 && y[4] == (float)(127 * 127) * s1);
    assert_true(y[2] == 77 && y[5] == 77);
    assert_true(fabsf(y[0] - 1.0f) < 0.02f && fabsf(y[1] - 5.0f) < 0.03f);
    const float b[2] = {0.5f, -1.0f};
    gemm_int8(y, 3, 0.0f, x, 4, w, 3, ws, b, 1, 2, 0);  // K == 0: the bias alone
    assert_true(y[0] == 0.5f && y[1] == -1.0f);
}

#define GEMM_FORCE_PATH(name) gemm_int8_force_path(name)
#include "tests/gemm_contract.h"

// Every available path against the reference: M 1..37, N around the column blocks (1, 7, 8, 9,
// 45), K with tails (1, 15, 17, 45, 300), padded strides, beta 0 and 1, bias or none.
static void test_reference(void **state) {
    (void)state;
    static const int shapes[][3] = {{45, 45, 3}, {7, 16, 1}, {9, 1, 0}, {8, 300, 5},
                                    {1, 17, 2},  {13, 15, 0}};
    check_paths_against_reference(shapes, sizeof shapes / sizeof *shapes, 9);
}

static void test_batch_invariance(void **state) {
    (void)state;
    check_batch_invariance(37, 45);
    check_batch_invariance(9, 4100);  // rows in panels of 16 (65536 / 4112): the same bits
}

// Large enough to split columns across threads: 1 thread, 2 threads and row-by-row calls give
// the same bits, which are the contract's.
static void test_threads(void **state) {
    (void)state;
    assert_true((long)MAX_M * 1001 * 250 >= GEMM_ROWS_PAR_MIN);
    check_threads(1001, 250);
}

// A row of x holding NaN or infinity gives NaN outputs on every path; the other rows and an
// all-zero row (outputs = bias) are unaffected.
static void test_nonfinite(void **state) {
    (void)state;
    for (int p = 0; p < NPATHS; p++) {
        if (gemm_int8_force_path(PATHS[p]) < 0) continue;
        Case c = make_case(4, 11, 40, 0, 55);
        c.x[1 * c.ldx + 39] = NAN;
        c.x[2 * c.ldx + 3] = -INFINITY;
        memset(c.x + 3 * c.ldx, 0, sizeof(float) * c.K);
        float *y = start_y(&c, 0.0f);
        run(&c, y, 0, 4, 0.0f, 1);
        for (int j = 0; j < c.N; j++) {
            assert_true(isnan(y[1 * c.ldy + j]) && isnan(y[2 * c.ldy + j]));
            assert_true(y[3 * c.ldy + j] == c.bias[j]);
        }
        c.M = 1;
        check_reference(&c, y, 0.0f, 1);
        free(y);
        free_case(&c);
    }
    restore_path();
}

// The path chosen is the best the CPU has (by /proc/cpuinfo's flags).
static void test_paths(void **state) {
    (void)state;
    const char *p = gemm_int8_path();
    const char *want = test_cpu_flag("avx512_vnni") == 1 && test_cpu_flag("avx512vl") == 1
                           ? "avx512vnni"
                       : test_cpu_flag("avx_vnni") == 1 ? "avxvnni"
                       : test_cpu_flag("avx2") == 1     ? "avx2"
                                                      : "scalar";
    assert_string_equal(p, want);
    if (!strcmp(p, "avx512vnni")) assert_string_equal(gemm_int8_isa(), "avx2,avx512vl,avx512vnni");
    else if (!strcmp(p, "avxvnni")) assert_string_equal(gemm_int8_isa(), "avx2,avxvnni");
    else assert_string_equal(gemm_int8_isa(), strcmp(p, "avx2") ? "" : "avx2");
    assert_int_equal(gemm_int8_force_path("scalar"), 0);
    assert_string_equal(gemm_int8_path(), "scalar");
    assert_string_equal(gemm_int8_isa(), "");
    assert_int_equal(gemm_int8_force_path("vnni"), -1);
    assert_string_equal(gemm_int8_path(), "scalar");
    restore_path();
}

// The VNNI paths compute the AVX2 kernel's integers, so they give its bits: M 1..37, N around
// the column blocks, K around the 32-value step (1, 31, 32, 33, 45, 300, 4100), padded strides,
// beta 0 and 1, bias or none. Where the CPU has no VNNI the test says so and skips.
static void test_vnni_vs_avx2(void **state) {
    (void)state;
    static const char *const vnni[] = {"avx512vnni", "avxvnni"};
    static const int shapes[][3] = {{45, 45, 3}, {7, 1, 1},   {9, 31, 0}, {8, 32, 5},
                                    {1, 33, 2},  {13, 300, 0}, {17, 4100, 1}};
    int tried = 0;
    for (int v = 0; v < 2; v++) {
        if (gemm_int8_force_path(vnni[v]) < 0) continue;
        tried++;
        for (size_t s = 0; s < sizeof shapes / sizeof *shapes; s++) {
            Case c = make_case(MAX_M, shapes[s][0], shapes[s][1], shapes[s][2], 300 + s);
            for (int M = 1; M <= MAX_M; M += (shapes[s][1] > 100 ? 6 : 1)) {
                c.M = M;
                for (int b = 0; b < 4; b++) {
                    const float beta = (b & 1) ? 1.0f : 0.0f;
                    float *yv = start_y(&c, beta), *ya = start_y(&c, beta);
                    assert_int_equal(gemm_int8_force_path(vnni[v]), 0);
                    run(&c, yv, 0, M, beta, b >> 1);
                    assert_int_equal(gemm_int8_force_path("avx2"), 0);
                    run(&c, ya, 0, M, beta, b >> 1);
                    assert_memory_equal(yv, ya, sizeof(float) * (size_t)M * c.ldy);
                    free(yv), free(ya);
                }
            }
            c.M = MAX_M;
            free_case(&c);
        }
    }
    restore_path();
    if (!tried) {
        print_message("skipped: this CPU has neither AVX512_VNNI (with AVX512VL) nor AVX_VNNI "
                      "(/proc/cpuinfo: avx512_vnni %d, avx_vnni %d), so the VNNI paths cannot "
                      "run; the AVX2 and scalar paths were checked\n",
                      test_cpu_flag("avx512_vnni"), test_cpu_flag("avx_vnni"));
        skip();
    }
}

int main(void) {
    omp_set_num_threads(1);
    g_default_path = gemm_int8_path();
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_quant_hand),
        cmocka_unit_test(test_quant_error),
        cmocka_unit_test(test_hand),
        cmocka_unit_test(test_paths),
        cmocka_unit_test(test_reference),
        cmocka_unit_test(test_batch_invariance),
        cmocka_unit_test(test_threads),
        cmocka_unit_test(test_nonfinite),
        cmocka_unit_test(test_vnni_vs_avx2),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
