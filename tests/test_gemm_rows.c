// Tests for tensor/gemm_rows.h: a hand case; every row count 1..67 against a double-precision
// naive reference (N not a multiple of the column block, K not a multiple of 16, ldx/ldw/ldy wider
// than the matrices, beta 0 and 1, bias or none) on every code path this CPU has; and the
// invariance contract as memcmp: a batch of M rows == M one-row calls == any sub-batch, every
// path == the scalar path, 1 thread == 2 threads. The same checks again with the weights stored as
// bfloat16 (gemm_rows_bf16), and the 16-bit weight types (binary16, bfloat16) against gemm_rows
// on the same weights widened to float32, bit for bit.
//
// Tolerances: a product of K terms in float32 (inputs in [-1, 1]) against a double reference: each
// addition rounds by at most 2^-24 of a partial sum below K, so the error stays below K * 6e-8;
// 1e-6 * (K + 4) absolute + 1e-6 relative bounds it with margin. The invariance contract is bit
// for bit (memcmp).
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <cmocka.h>

#include <math.h>
#include <omp.h>
#include <stdlib.h>
#include <string.h>

#include "tensor/bf16.h"
#include "tensor/half.h"
#include "tensor/gemm_rows.h"
#include "tests/test_util.h"

enum { MAX_M = 67 };

static const char *const PATHS[] = {"avx512", "avx2", "scalar"};
enum { NPATHS = 3 };

// The weight type of the cases made next and of run(): float32 (gemm_rows), IEEE binary16
// (gemm_rows_f16) or bfloat16 (gemm_rows_bf16).
typedef enum { W_F32, W_F16, W_BF16 } WType;
static WType g_wtype = W_F32;

// A product's operands with padded strides: x [M, ldx], w [N, ldw], bias [N], y0 [M, ldy]; w16
// (W_F16, W_BF16) the weights' 16-bit patterns [N, ldw], and then w holds their float32 values.
typedef struct Case {
    int M, N, K, ldx, ldw, ldy;
    float *x, *w, *bias, *y0;
    uint16_t *w16;
} Case;

// w[0..n) rounded to g_wtype's 16-bit format into w16, with subnormals and negative zeros mixed
// in, and then w[i] = w16[i] widened (exact): the float32 weights the 16-bit ones stand for.
static uint16_t *round_weights(float *w, size_t n) {
    uint16_t *w16 = malloc(sizeof(uint16_t) * n);
    for (size_t i = 0; i < n; i++) {
        w16[i] = g_wtype == W_F16 ? half_from_float(w[i]) : bf16_from_float(w[i]);
        if (i % 17 == 3) w16[i] = (uint16_t)(0x0001u + (i % 5));  // subnormal (both formats)
        if (i % 23 == 5) w16[i] = 0x8000u;                          // -0
        w[i] = g_wtype == W_F16 ? half_to_float(w16[i]) : bf16_to_float(w16[i]);
    }
    return w16;
}

static Case make_case(int M, int N, int K, int pad, uint64_t seed) {
    Case c = {M, N, K, K + pad, K + 2 * pad + 1, N + pad, NULL, NULL, NULL, NULL, NULL};
    c.x = malloc(sizeof(float) * ((size_t)M * c.ldx + 1));
    c.w = malloc(sizeof(float) * ((size_t)N * c.ldw + 1));
    c.bias = malloc(sizeof(float) * ((size_t)N + 1));
    c.y0 = malloc(sizeof(float) * ((size_t)M * c.ldy + 1));
    test_fill_uniform(c.x, (size_t)M * c.ldx + 1, -1.0f, 1.0f, seed);
    test_fill_uniform(c.w, (size_t)N * c.ldw + 1, -1.0f, 1.0f, seed + 1);
    test_fill_uniform(c.bias, (size_t)N + 1, -1.0f, 1.0f, seed + 2);
    test_fill_uniform(c.y0, (size_t)M * c.ldy + 1, -1.0f, 1.0f, seed + 3);
    if (g_wtype != W_F32) c.w16 = round_weights(c.w, (size_t)N * c.ldw + 1);
    return c;
}

static const char *g_default_path;  // the process's own choice, restored after forcing

static void restore_path(void) { assert_int_equal(gemm_rows_force_path(g_default_path), 0); }

static void free_case(Case *c) {
    free(c->x), free(c->w), free(c->bias), free(c->y0), free(c->w16);
}

#define GEMM_FORCE_PATH(name) gemm_rows_force_path(name)

// The product on rows [r0, r0 + m) of y, with the weights of the case's type.
static void run(const Case *c, float *y, int r0, int m, float beta, int use_bias) {
    float *yr = y + (long)r0 * c->ldy;
    const float *xr = c->x + (long)r0 * c->ldx, *b = use_bias ? c->bias : NULL;
    if (g_wtype == W_F16)
        gemm_rows_f16(yr, c->ldy, beta, xr, c->ldx, c->w16, c->ldw, b, m, c->N, c->K);
    else if (g_wtype == W_BF16)
        gemm_rows_bf16(yr, c->ldy, beta, xr, c->ldx, c->w16, c->ldw, b, m, c->N, c->K);
    else gemm_rows(yr, c->ldy, beta, xr, c->ldx, c->w, c->ldw, b, m, c->N, c->K);
}

static void check_reference(const Case *c, const float *y, float beta, int use_bias) {
    double *want = malloc(sizeof(double) * ((size_t)c->N + 1));
    float *got = malloc(sizeof(float) * ((size_t)c->N + 1));
    for (int i = 0; i < c->M; i++) {
        for (int j = 0; j < c->N; j++) {
            double acc = 0;
            for (int k = 0; k < c->K; k++)
                acc += (double)c->x[(long)i * c->ldx + k] * c->w[(long)j * c->ldw + k];
            if (use_bias) acc += c->bias[j];
            if (beta != 0.0f) acc += (double)beta * c->y0[(long)i * c->ldy + j];
            want[j] = acc;
            got[j] = y[(long)i * c->ldy + j];
        }
        // float sums of K products of values in [-1, 1]: error grows with K
        assert_close_f32_f64(got, want, (size_t)c->N, 1e-6 * (c->K + 4), 1e-6);
        // the padding columns past N are untouched
        for (int j = c->N; j < c->ldy; j++) {
            float pad = y[(long)i * c->ldy + j], was = c->y0[(long)i * c->ldy + j];
            assert_true(beta != 0.0f ? memcmp(&pad, &was, 4) == 0 : isnan(pad));
        }
    }
    free(want), free(got);
}

static void test_hand(void **state) {
    (void)state;
    const float x[2 * 4] = {1, 2, 3, 99, -1, 0, 2, 99};  // ldx 4
    const float w[2 * 3] = {1, 0, 0, 0, 1, 1};
    const float b[2] = {0.5f, -1.0f};
    float y[2 * 3] = {10, 20, 77, 30, 40, 77};  // ldy 3
    gemm_rows(y, 3, 1.0f, x, 4, w, 3, b, 2, 2, 3);
    const float want[6] = {1 + 0.5f + 10, 5 - 1 + 20, 77, -1 + 0.5f + 30, 2 - 1 + 40, 77};
    assert_memory_equal(y, want, sizeof want);
    gemm_rows(y, 3, 0.0f, x, 4, w, 3, NULL, 1, 2, 3);
    assert_true(y[0] == 1.0f && y[1] == 5.0f);
    gemm_rows(y, 3, 0.0f, x, 4, w, 3, b, 1, 2, 0);  // K == 0: the bias alone
    assert_true(y[0] == 0.5f && y[1] == -1.0f);
}

#include "tests/gemm_contract.h"

// Every available path, every M in 1..67, against the double reference.
static void test_reference(void **state) {
    (void)state;
    static const int shapes[][3] = {{37, 45, 3}, {6, 16, 1}, {9, 1, 0}, {13, 300, 5}, {5, 2500, 2}};
    check_paths_against_reference(shapes, sizeof shapes / sizeof *shapes, 11);
}

static void test_batch_invariance(void **state) {
    (void)state;
    check_batch_invariance(37, 45);
    check_batch_invariance(9, 2500);  // rows in panels of 24 (x kept in cache): same bits
}

// Large enough to split columns across threads (M N K >= GEMM_ROWS_PAR_MIN): 1 thread, 2 threads
// and row-by-row calls give the same bits.
static void test_threads(void **state) {
    (void)state;
    assert_true((long)MAX_M * 1001 * 129 >= GEMM_ROWS_PAR_MIN);
    check_threads(1001, 129);
}

// The weights of type t (W_F16, W_BF16) == gemm_rows on the same weights widened to float32, bit
// for bit, on every path, for every M in 1..67 and shapes with K tails (K % 16 != 0), padded
// strides, beta 0 and 1, bias or none; the double reference as well. Weights include subnormal
// and signed-zero values (round_weights).
static void check_16bit_weights(WType t) {
    static const int shapes[][3] = {{37, 45, 3}, {6, 16, 1}, {9, 1, 0}, {13, 300, 5}, {33, 64, 0}};
    int tried = 0;
    g_wtype = t;
    for (int p = 0; p < NPATHS; p++) {
        if (gemm_rows_force_path(PATHS[p]) < 0) continue;
        tried++;
        for (size_t s = 0; s < sizeof shapes / sizeof *shapes; s++) {
            Case c = make_case(MAX_M, shapes[s][0], shapes[s][1], shapes[s][2], 300 + s);
            for (int M = 1; M <= MAX_M; M += (shapes[s][1] > 100 ? 7 : 1)) {
                c.M = M;
                for (int v = 0; v < 4; v++) {
                    const float beta = (v & 1) ? 1.0f : 0.0f;
                    const float *bias = (v >> 1) ? c.bias : NULL;
                    float *y32 = start_y(&c, beta), *y16 = start_y(&c, beta);
                    gemm_rows(y32, c.ldy, beta, c.x, c.ldx, c.w, c.ldw, bias, M, c.N, c.K);
                    run(&c, y16, 0, M, beta, v >> 1);
                    for (int i = 0; i < M; i++)  // the NaN padding columns compare unequal
                        assert_memory_equal(y32 + (long)i * c.ldy, y16 + (long)i * c.ldy,
                                            sizeof(float) * c.N);
                    if (v == 3) check_reference(&c, y16, beta, 1);
                    free(y32), free(y16);
                }
            }
            c.M = MAX_M;
            free_case(&c);
        }
    }
    g_wtype = W_F32;
    assert_true(tried >= 1);
    restore_path();
}

static void test_f16_weights(void **state) {
    (void)state;
    check_16bit_weights(W_F16);
}

static void test_bf16_weights(void **state) {
    (void)state;
    check_16bit_weights(W_BF16);
}

// gemm_rows_bf16 under the whole contract: every path against the double reference of the
// widened weights, a batch of M == M one-row calls == sub-batches == the scalar path, 1 thread
// == 2 threads.
static void test_bf16_contract(void **state) {
    (void)state;
    static const int shapes[][3] = {{37, 45, 3}, {6, 16, 1}, {9, 1, 0}, {13, 300, 5}, {5, 2500, 2}};
    g_wtype = W_BF16;
    check_paths_against_reference(shapes, sizeof shapes / sizeof *shapes, 11);
    check_batch_invariance(37, 45);
    check_batch_invariance(9, 2500);
    check_threads(1001, 129);
    g_wtype = W_F32;
}

static void test_paths(void **state) {
    (void)state;
    const char *p = gemm_rows_path();
    assert_true(!strcmp(p, "avx512") || !strcmp(p, "avx2") || !strcmp(p, "scalar"));
    assert_int_equal(gemm_rows_force_path("scalar"), 0);
    assert_string_equal(gemm_rows_path(), "scalar");
    assert_int_equal(gemm_rows_force_path("sse9"), -1);
    assert_string_equal(gemm_rows_path(), "scalar");
    assert_int_equal(gemm_rows_force_path(p), 0);
}

int main(void) {
    omp_set_num_threads(1);
    g_default_path = gemm_rows_path();
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_hand),
        cmocka_unit_test(test_paths),
        cmocka_unit_test(test_reference),
        cmocka_unit_test(test_batch_invariance),
        cmocka_unit_test(test_threads),
        cmocka_unit_test(test_f16_weights),
        cmocka_unit_test(test_bf16_weights),
        cmocka_unit_test(test_bf16_contract),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
