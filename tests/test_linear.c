// Tests for tensor/linear.h: the linear layer against hand-computed values and double loops, its
// backward against central finite differences of a double-precision reference (loss L = sum w * y
// with fixed random weights w = dout), and the dispatch policy (linear_gemm) against a double
// reference and across thread counts.
//
// Dimension legend: N rows, C input width, OC output width.
//
// Tolerances: hand-computed small cases are exact (0); products against double loops use
// tests/test_util.h's TEST_FWD_* (or 1e-6 * K absolute for a K-term float32 sum, as in
// test_gemm_rows.c); the same gradient reached by another path (NULL outputs, beta 0) differs
// only by the summation order of BLIS's blocks, 1e-6 absolute + 1e-5 relative; the bias gradient
// of N = 700 rows in [-1, 1] summed in float32 is within 1e-4 of the double sum (700 roundings of
// partial sums below ~30 at 6e-8 relative each: ~1e-6 typical, 1e-4 leaves room); the GEMM path
// against the row path differs by summation order, 1e-5. Thread counts are compared bit for bit.
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <cmocka.h>

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "tensor/bf16.h"
#include "tensor/blas.h"
#include "tensor/gemm_int8.h"
#include "tensor/gemm_rows.h"
#include "tensor/half.h"
#include "tensor/linear.h"
#include "tensor/params.h"
#include "tests/test_util.h"

// ---- forward and backward -----------------------------------------------------------------------

typedef struct {
    int N, C, OC;
    double *x, *W, *b, *w;  // b may be NULL
} LinCtx;

static double lin_loss(void *p) {
    LinCtx *c = p;
    double L = 0;
    for (int n = 0; n < c->N; n++)
        for (int o = 0; o < c->OC; o++) {
            double y = c->b ? c->b[o] : 0.0;
            for (int k = 0; k < c->C; k++) y += c->x[n * c->C + k] * c->W[o * c->C + k];
            L += c->w[n * c->OC + o] * y;
        }
    return L;
}

static void test_linear_hand(void **state) {
    (void)state;
    // x = [1, 2]; W = [[1, 0], [0, 1], [1, 1]]; b = [0.5, 0, -1]
    // out = [1 + 0.5, 2 + 0, 3 - 1] = [1.5, 2, 2]
    float x[2] = {1, 2}, W[6] = {1, 0, 0, 1, 1, 1}, b[3] = {0.5f, 0, -1}, out[3];
    float want[3] = {1.5f, 2.0f, 2.0f}, want_nb[3] = {1, 2, 3};
    const Weight w = weight_f32(W, 3, 2, 2);
    linear_forward(out, x, NULL, &w, b, 1, 2, 3);
    assert_close_f32(out, want, 3, 0, 0);
    linear_forward(out, x, NULL, &w, NULL, 1, 2, 3);
    assert_close_f32(out, want_nb, 3, 0, 0);
}

static void check_linear(int with_bias) {
    const int N = 5, C = 7, OC = 3;
    float *x = test_fbuf(N * C, -1, 1, 1), *W = test_fbuf(OC * C, -1, 1, 2);
    float *b = test_fbuf(OC, -1, 1, 3);
    float *dout = test_fbuf(N * OC, -1, 1, 4), *out = test_fbuf(N * OC, 0, 0, 0);
    float *dx0 = test_fbuf(N * C, -1, 1, 5), *dW0 = test_fbuf(OC * C, -1, 1, 6);
    float *db0 = test_fbuf(OC, -1, 1, 7);
    float *dx = test_fcopy(dx0, N * C), *dW = test_fcopy(dW0, OC * C), *db = test_fcopy(db0, OC);
    LinCtx c = {N, C, OC, test_to_double(x, N * C), test_to_double(W, OC * C),
                with_bias ? test_to_double(b, OC) : NULL, test_to_double(dout, N * OC)};

    // forward vs double loop
    const Weight w = weight_f32(W, OC, C, C);
    linear_forward(out, x, NULL, &w, with_bias ? b : NULL, N, C, OC);
    double *want = malloc(N * OC * sizeof *want);
    for (int n = 0; n < N; n++)
        for (int o = 0; o < OC; o++) {
            double y = with_bias ? b[o] : 0.0;
            for (int k = 0; k < C; k++) y += (double)x[n * C + k] * W[o * C + k];
            want[n * OC + o] = y;
        }
    assert_close_f32_f64(out, want, N * OC, TEST_FWD_ATOL, TEST_FWD_RTOL);

    linear_backward(dx, 1.0f, dW, with_bias ? db : NULL, dout, x, NULL, &w, N, C, OC);
    float *gx = test_delta(dx, dx0, N * C), *gW = test_delta(dW, dW0, OC * C);
    float *gb = test_delta(db, db0, OC);
    test_fd_check(lin_loss, &c, c.x, N * C, gx, "linear dinp");
    test_fd_check(lin_loss, &c, c.W, OC * C, gW, "linear dweight");
    if (with_bias) test_fd_check(lin_loss, &c, c.b, OC, gb, "linear dbias");
    else assert_memory_equal(db, db0, OC * sizeof *db);  // untouched

    // NULL gradient outputs are allowed: only dweight requested.
    float *dW2 = test_fcopy(dW0, OC * C);
    linear_backward(NULL, 1.0f, dW2, NULL, dout, x, NULL, &w, N, C, OC);
    assert_close_f32(dW2, dW, OC * C, 1e-6, 1e-6);

    // dinp_beta = 0 overwrites: the result is the accumulated part alone.
    float *dx3 = test_fcopy(dx0, N * C);
    linear_backward(dx3, 0.0f, NULL, NULL, dout, x, NULL, &w, N, C, OC);
    assert_close_f32(dx3, gx, N * C, 1e-6, 1e-5);
    free(dx3);

    free(x); free(W); free(b); free(dout); free(out); free(dx0); free(dW0); free(db0);
    free(dx); free(dW); free(db); free(gx); free(gW); free(gb); free(dW2); free(want);
    free(c.x); free(c.W); free(c.b); free(c.w);
}

static void test_linear_bias(void **state) { (void)state; check_linear(1); }
static void test_linear_nobias(void **state) { (void)state; check_linear(0); }

// ---- the dispatch policy ------------------------------------------------------------------------

// C (M, N) for one shape in double: alpha 1, beta 1 over C0.
static void gemm_ref(int ta, int tb, int M, int N, int K, const float *A, int lda, const float *B,
                     int ldb, const float *C0, int ldc, double *want) {
    for (int i = 0; i < M; i++)
        for (int j = 0; j < N; j++) {
            double acc = C0[(long)i * ldc + j];
            for (int k = 0; k < K; k++)
                acc += (double)(ta ? A[(long)k * lda + i] : A[(long)i * lda + k]) *
                       (tb ? B[(long)j * ldb + k] : B[(long)k * ldb + j]);
            want[(long)i * ldc + j] = acc;
        }
    for (int i = 0; i < M; i++)  // padding columns stay as they were
        for (int j = N; j < ldc; j++) want[(long)i * ldc + j] = C0[(long)i * ldc + j];
}

// Every branch of linear_gemm (plain loops below LINEAR_SMALL_GEMM; blocks of rows for M >= 256;
// blocks of columns for N >= 256 when M is smaller; one BLIS call when both are small) in all
// four transpose cases with leading dimensions > width: close to a double reference, and the same
// bits with 1, 2 and 3 threads (the blocks depend on the shape alone). BLIS (0.9, AVX2 kernels)
// computes some entries with other bits when a product is cut than in one call: 70 x 520 x 64
// cut at 1/3 and 2/3 of its columns, 70 x 128 x 64 (no transposes) cut in halves of its rows; so
// a split by the thread count fails here.
static void test_gemm_policy(void **state) {
    (void)state;
    const int shapes[6][3] = {{7, 9, 11},   {300, 200, 100}, {50, 400, 300},
                              {40, 40, 600}, {70, 520, 64},   {70, 128, 64}};
    for (int sh = 0; sh < 6; sh++)
        for (int ta = 0; ta < 2; ta++)
            for (int tb = 0; tb < 2; tb++) {
                int M = shapes[sh][0], N = shapes[sh][1], K = shapes[sh][2];
                int lda = (ta ? M : K) + 3, ldb = (tb ? K : N) + 5, ldc = N + 7;
                size_t na = (size_t)lda * (ta ? K : M), nb = (size_t)ldb * (tb ? N : K);
                size_t nc = (size_t)ldc * M;
                float *A = test_fbuf(na, -1, 1, 1), *B = test_fbuf(nb, -1, 1, 2);
                float *C0 = test_fbuf(nc, -1, 1, 3);
                float *C1 = test_fcopy(C0, nc), *C2 = NULL;
                double *want = malloc(nc * sizeof *want);
                gemm_ref(ta, tb, M, N, K, A, lda, B, ldb, C0, ldc, want);
                blas_set_threads(1);
                linear_gemm(ta, tb, M, N, K, A, lda, B, ldb, 1.0f, C1, ldc);
                assert_close_f32_f64(C1, want, nc, 1e-6 * K, 1e-5);
                for (int threads = 2; threads <= 3; threads++) {
                    free(C2);
                    C2 = test_fcopy(C0, nc);
                    blas_set_threads(threads);
                    linear_gemm(ta, tb, M, N, K, A, lda, B, ldb, 1.0f, C2, ldc);
                    assert_memory_equal(C1, C2, nc * sizeof *C1);
                }
                blas_set_threads(1);
                // beta = 0 overwrites (C may hold anything, even NaN).
                for (size_t i = 0; i < nc; i++) C2[i] = NAN;
                for (int i = 0; i < M; i++)
                    for (int j = 0; j < N; j++) want[(long)i * ldc + j] -= C0[(long)i * ldc + j];
                linear_gemm(ta, tb, M, N, K, A, lda, B, ldb, 0.0f, C2, ldc);
                for (int i = 0; i < M; i++)
                    assert_close_f32_f64(C2 + (long)i * ldc, want + (long)i * ldc, (size_t)N,
                                         1e-6 * K, 1e-5);
                free(A), free(B), free(C0), free(C1), free(C2), free(want);
            }
}

// The bias gradient sums every column in row order, whatever the thread count: the same bits with
// 1 and 2 threads, and the value of a double sum. Strided rows (ld > OC), a partial last block.
static void test_bias_backward(void **state) {
    (void)state;
    const int N = 700, OC = 300, ld = 310;
    float *d = test_fbuf((size_t)N * ld, -1, 1, 9), *db0 = test_fbuf(OC, -1, 1, 10);
    float *db1 = test_fcopy(db0, OC), *db2 = test_fcopy(db0, OC);
    blas_set_threads(1);
    linear_bias_backward(db1, d, ld, N, OC);
    blas_set_threads(2);
    linear_bias_backward(db2, d, ld, N, OC);
    blas_set_threads(1);
    assert_memory_equal(db1, db2, OC * sizeof *db1);
    double want[300];
    for (int j = 0; j < OC; j++) {
        want[j] = db0[j];
        for (int n = 0; n < N; n++) want[j] += d[(long)n * ld + j];
    }
    assert_close_f32_f64(db1, want, OC, 1e-4, 1e-5);
    // Forward bias: y += b on every row, padding untouched.
    float *y = test_fbuf((size_t)N * ld, -1, 1, 11), *y0 = test_fcopy(y, (size_t)N * ld);
    linear_bias_forward(y, ld, db0, N, OC);
    for (int n = 0; n < N; n++)
        for (int j = 0; j < ld; j++) {
            float e = j < OC ? y0[(long)n * ld + j] + db0[j] : y0[(long)n * ld + j];
            if (y[(long)n * ld + j] != e) fail_msg("bias forward row %d col %d", n, j);
        }
    free(d), free(db0), free(db1), free(db2), free(y), free(y0);
}

// A 16-bit weight copy of test_rows_path's [21, 37] weight: linear_rows through handle h equals
// `gemm` (gemm_rows_f16 or gemm_rows_bf16) on the copy's values w16 for 5 rows of x with bias b,
// bit for bit, and for the block of rows 3..12, columns 16..36 (weight_block) without a bias.
typedef void (*Rows16Fn)(float *, int, float, const float *, int, const uint16_t *, int,
                         const float *, int, int, int);
static void check_rows_copy(const Weight *h, Rows16Fn gemm, const uint16_t *w16, const float *x,
                            const float *b) {
    enum { N = 5, C = 37, OC = 21 };
    float y1[N * OC], y2[N * OC];
    gemm(y1, OC, 0.0f, x, C, w16, C, b, N, OC, C);
    linear_rows(y2, OC, 0.0f, x, C, h, b, N, C, OC);
    assert_memory_equal(y1, y2, sizeof y1);
    const Weight blk = weight_block(h, 3, 16, 10, 21);
    gemm(y1, OC, 0.0f, x, C, w16 + 3 * C + 16, C, NULL, N, 10, 21);
    linear_rows(y2, OC, 0.0f, x, C, &blk, NULL, N, 21, 10);
    assert_memory_equal(y1, y2, sizeof(float) * 10);
}

// The decoding path follows the weight handle's type: float32 weights give gemm_rows, a float16
// copy gemm_rows_f16 on that copy, an int8 copy gemm_int8 on it (the int8 copy first), a
// decoding bfloat16 copy gemm_rows_bf16 on it, bit for bit, also for a block of the weight
// (weight_block); linear_forward_strided with LINEAR_ROWS is linear_rows and with LINEAR_GEMM
// close to it (for the bfloat16 decoding copy too: training products read the float32 master).
static void test_rows_path(void **state) {
    (void)state;
    const int N = 5, C = 37, OC = 21;
    ParamTable t = {0};
    float *w = NULL, *b = NULL;
    const Weight *h = NULL;
    int sw[2] = {OC, C}, sb[1] = {OC};
    assert_int_equal(params_add_weight(&t, "w", 2, sw, INIT_UNIFORM, 1.0f, &w, NULL, &h), 0);
    assert_int_equal(params_add(&t, "b", 1, sb, INIT_UNIFORM, 1.0f, &b, NULL), 0);
    assert_int_equal(params_alloc(&t), 0);
    params_init(&t, 5);
    assert_non_null(h);
    assert_int_equal(h->type, WEIGHT_F32);
    assert_ptr_equal(h->f32, w);
    assert_int_equal(h->rows, OC);
    assert_int_equal(h->cols, C);
    float *x = test_fbuf((size_t)N * C, -1, 1, 12);
    float y1[5 * 21], y2[5 * 21], y3[5 * 21];
    gemm_rows(y1, OC, 0.0f, x, C, w, C, b, N, OC, C);
    linear_rows(y2, OC, 0.0f, x, C, h, b, N, C, OC);
    assert_memory_equal(y1, y2, sizeof y1);
    linear_forward_rows(y2, x, h, b, N, C, OC);
    assert_memory_equal(y1, y2, sizeof y1);
    linear_forward_strided(LINEAR_ROWS, y2, OC, 0.0f, x, C, NULL, h, b, N, C, OC);
    assert_memory_equal(y1, y2, sizeof y1);
    linear_forward_strided(LINEAR_GEMM, y3, OC, 0.0f, x, C, NULL, h, b, N, C, OC);
    assert_close_f32(y3, y1, sizeof y1 / sizeof *y1, 1e-5, 1e-5);
    // float16 copy: the handle is typed float16 and the products read it (the same as
    // gemm_rows_f16 on the halves), also through a block of rows 3..12, columns 16..36.
    uint16_t wh[21 * 37];
    for (int i = 0; i < OC * C; i++) wh[i] = half_from_float(w[i]);
    assert_int_equal(params_half_build(&t), 0);
    assert_int_equal(h->type, WEIGHT_F16);
    check_rows_copy(h, gemm_rows_f16, wh, x, b);
    // int8 copy: it comes first (gemm_int8 on w's rows quantised here), also for the block (beta
    // 1: the RNN's deep output splits its weight so); dropping it gives the float16 copy back.
    int8_t wq[21 * 37];
    float ws[21];
    for (int r = 0; r < OC; r++)
        assert_int_equal(quant_int8_row(wq + r * C, &ws[r], w + r * C, C), 0);
    assert_int_equal(params_int8_build(&t), 0);
    assert_int_equal(h->type, WEIGHT_INT8);
    gemm_int8(y1, OC, 0.0f, x, C, wq, C, ws, b, N, OC, C);
    linear_rows(y2, OC, 0.0f, x, C, h, b, N, C, OC);
    assert_memory_equal(y1, y2, sizeof y1);
    memcpy(y2, y1, sizeof y1);
    const Weight blk8 = weight_block(h, 3, 16, 10, 21);
    gemm_int8(y1, OC, 1.0f, x, C, wq + 3 * C + 16, C, ws + 3, NULL, N, 10, 21);
    linear_rows(y2, OC, 1.0f, x, C, &blk8, NULL, N, 21, 10);
    assert_memory_equal(y1, y2, sizeof y1);
    params_int8_drop(&t);
    assert_int_equal(h->type, WEIGHT_F16);
    params_half_drop(&t);
    assert_int_equal(h->type, WEIGHT_F32);
    // decoding bfloat16 copy: gemm_rows_bf16 on the rounded values (equal to gemm_rows on them
    // widened), also through the block; the training products read the float32 master
    // (linear_rounds 0: no bfloat16 product), so LINEAR_GEMM gives the float32 result.
    uint16_t wb[21 * 37];
    float wbf[21 * 37];
    for (int i = 0; i < OC * C; i++) wb[i] = bf16_from_float(w[i]), wbf[i] = bf16_to_float(wb[i]);
    assert_int_equal(params_bf16_dec_build(&t), 0);
    assert_int_equal(h->type, WEIGHT_BF16_DEC);
    check_rows_copy(h, gemm_rows_bf16, wb, x, b);
    gemm_rows_bf16(y1, OC, 0.0f, x, C, wb, C, b, N, OC, C);
    gemm_rows(y3, OC, 0.0f, x, C, wbf, C, b, N, OC, C);
    assert_memory_equal(y1, y3, sizeof y1);
    assert_int_equal(linear_rounds(WEIGHT_BF16_DEC, 1000, 1000, 1000), 0);
    gemm_rows(y1, OC, 0.0f, x, C, w, C, b, N, OC, C);
    linear_forward_strided(LINEAR_GEMM, y3, OC, 0.0f, x, C, NULL, h, b, N, C, OC);
    assert_close_f32(y3, y1, sizeof y1 / sizeof *y1, 1e-5, 1e-5);
    params_bf16_dec_drop(&t);
    assert_int_equal(h->type, WEIGHT_F32);
    params_free(&t);
    free(x);
}

int main(void) {
    blas_set_threads(1);
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_linear_hand),
        cmocka_unit_test(test_linear_bias),
        cmocka_unit_test(test_linear_nobias),
        cmocka_unit_test(test_gemm_policy),
        cmocka_unit_test(test_bias_backward),
        cmocka_unit_test(test_rows_path),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
