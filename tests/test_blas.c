// Tests for tensor/blas.h: the row-major GEMM wrapper in all four transpose cases, with leading
// dimensions wider than the matrices, alpha/beta handling, and the thread and
// kernel-set controls. References: a hand-computed 2x2 product and an independent naive double
// loop written here (plus blas_gemm_ref, itself checked against the hand case).
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <cmocka.h>

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "tensor/blas.h"
#include "tensor/rng.h"
#include "tests/test_util.h"

// K <= ~40 sums of products of values in [-1, 1]: float GEMM error ~1e-6; 1e-5 abs + rel.
#define GEMM_ATOL 1e-5
#define GEMM_RTOL 1e-5

// Independent reference: C = alpha op(A) op(B) + beta C in double (beta == 0 ignores C).
static void naive_gemm(int ta, int tb, int M, int N, int K, double alpha, const float *A, int lda,
                       const float *B, int ldb, double beta, const float *C, int ldc, double *out) {
    for (int i = 0; i < M; i++)
        for (int j = 0; j < N; j++) {
            double acc = 0;
            for (int k = 0; k < K; k++)
                acc += (double)(ta ? A[k * lda + i] : A[i * lda + k]) *
                       (double)(tb ? B[j * ldb + k] : B[k * ldb + j]);
            out[i * N + j] = alpha * acc + (beta != 0 ? beta * C[i * ldc + j] : 0.0);
        }
}

static void test_gemm_hand(void **state) {
    (void)state;
    // [[1, 2], [3, 4]] @ [[5, 6], [7, 8]] = [[1*5 + 2*7, 1*6 + 2*8], [3*5 + 4*7, 3*6 + 4*8]]
    //                                     = [[19, 22], [43, 50]]
    float A[4] = {1, 2, 3, 4}, B[4] = {5, 6, 7, 8}, C[4] = {0}, want[4] = {19, 22, 43, 50};
    blas_gemm(0, 0, 2, 2, 2, 1.0f, A, 2, B, 2, 0.0f, C, 2);
    assert_close_f32(C, want, 4, 0, 0);
    float R[4] = {0};
    blas_gemm_ref(0, 0, 2, 2, 2, 1.0f, A, 2, B, 2, 0.0f, R, 2);
    assert_close_f32(R, want, 4, 0, 0);
    // A^T B = [[1, 3], [2, 4]] @ B = [[26, 30], [38, 44]]; A B^T = [[17, 23], [39, 53]]
    float want_tn[4] = {26, 30, 38, 44}, want_nt[4] = {17, 23, 39, 53};
    blas_gemm(1, 0, 2, 2, 2, 1.0f, A, 2, B, 2, 0.0f, C, 2);
    assert_close_f32(C, want_tn, 4, 0, 0);
    blas_gemm(0, 1, 2, 2, 2, 1.0f, A, 2, B, 2, 0.0f, C, 2);
    assert_close_f32(C, want_nt, 4, 0, 0);
    // beta = 1 accumulates, alpha scales: C = 0.5 * A B + [[19, 22], [43, 50]] = 1.5 * A B
    float acc[4] = {19, 22, 43, 50}, want_acc[4] = {28.5f, 33, 64.5f, 75};
    blas_gemm(0, 0, 2, 2, 2, 0.5f, A, 2, B, 2, 1.0f, acc, 2);
    assert_close_f32(acc, want_acc, 4, 0, 0);
}

// One (ta, tb) case with odd sizes, padded leading dimensions, beta 0 and 1.
static void check_gemm(int ta, int tb) {
    const int M = 7, N = 5, K = 9, pad = 3;
    // Stored shapes: A is (M, K) or (K, M); B is (K, N) or (N, K); each row padded by `pad`.
    int a_rows = ta ? K : M, a_cols = ta ? M : K, b_rows = tb ? N : K, b_cols = tb ? K : N;
    int lda = a_cols + pad, ldb = b_cols + pad, ldc = N + pad;
    float *A = malloc(a_rows * lda * sizeof *A), *B = malloc(b_rows * ldb * sizeof *B);
    float *C0 = malloc(M * ldc * sizeof *C0), *C = malloc(M * ldc * sizeof *C);
    float *R = malloc(M * ldc * sizeof *R), got[7 * 5];
    double want[7 * 5];
    test_fill_uniform(A, a_rows * lda, -1, 1, 1 + ta * 2 + tb);
    test_fill_uniform(B, b_rows * ldb, -1, 1, 11 + ta * 2 + tb);
    test_fill_uniform(C0, M * ldc, -1, 1, 21);
    // Poison the padding of A and B: it must never be read.
    for (int r = 0; r < a_rows; r++)
        for (int c = a_cols; c < lda; c++) A[r * lda + c] = NAN;
    for (int r = 0; r < b_rows; r++)
        for (int c = b_cols; c < ldb; c++) B[r * ldb + c] = NAN;

    for (int beta = 0; beta <= 1; beta++) {
        const float alpha = beta ? -0.75f : 1.0f;
        memcpy(C, C0, M * ldc * sizeof *C);
        if (!beta)  // beta = 0 must overwrite, even NaN (torch/BLAS semantics)
            for (int i = 0; i < M; i++)
                for (int j = 0; j < N; j++) C[i * ldc + j] = NAN;
        blas_gemm(ta, tb, M, N, K, alpha, A, lda, B, ldb, (float)beta, C, ldc);
        naive_gemm(ta, tb, M, N, K, alpha, A, lda, B, ldb, beta, C0, ldc, want);
        for (int i = 0; i < M; i++) memcpy(got + i * N, C + i * ldc, N * sizeof *got);
        assert_close_f32_f64(got, want, M * N, GEMM_ATOL, GEMM_RTOL);
        // C's padding columns are untouched.
        for (int i = 0; i < M; i++)
            for (int j = N; j < ldc; j++) assert_true(C[i * ldc + j] == C0[i * ldc + j]);
        // blas_gemm_ref agrees with the independent loop too.
        memcpy(R, C0, M * ldc * sizeof *R);
        blas_gemm_ref(ta, tb, M, N, K, alpha, A, lda, B, ldb, (float)beta, R, ldc);
        for (int i = 0; i < M; i++) memcpy(got + i * N, R + i * ldc, N * sizeof *got);
        assert_close_f32_f64(got, want, M * N, GEMM_ATOL, GEMM_RTOL);
    }
    free(A); free(B); free(C0); free(C); free(R);
}

static void test_gemm_nn(void **state) { (void)state; check_gemm(0, 0); }
static void test_gemm_nt(void **state) { (void)state; check_gemm(0, 1); }
static void test_gemm_tn(void **state) { (void)state; check_gemm(1, 0); }
static void test_gemm_tt(void **state) { (void)state; check_gemm(1, 1); }

// A per-head slice of a wider matrix (lda = d_model, width = head size), as attention uses it.
static void test_gemm_slices_and_empty(void **state) {
    (void)state;
    enum { T = 6, D = 12, HS = 4 };
    float *Q = malloc(T * D * sizeof *Q), *Kt = malloc(T * D * sizeof *Kt), S[T * T];
    double want[T * T];
    test_fill_uniform(Q, T * D, -1, 1, 31);
    test_fill_uniform(Kt, T * D, -1, 1, 32);
    for (int h = 0; h < D / HS; h++) {
        blas_gemm(0, 1, T, T, HS, 0.5f, Q + h * HS, D, Kt + h * HS, D, 0.0f, S, T);
        naive_gemm(0, 1, T, T, HS, 0.5, Q + h * HS, D, Kt + h * HS, D, 0.0, NULL, T, want);
        assert_close_f32_f64(S, want, T * T, GEMM_ATOL, GEMM_RTOL);
    }
    // K = 0: C = beta C (alpha * empty sum = 0); M or N = 0: nothing happens.
    float C[4] = {1, 2, 3, 4}, want0[4] = {0.5f, 1, 1.5f, 2};
    blas_gemm(0, 0, 2, 2, 0, 1.0f, Q, 1, Kt, 2, 0.5f, C, 2);
    assert_close_f32(C, want0, 4, 0, 0);
    blas_gemm(0, 0, 0, 2, 3, 1.0f, Q, 3, Kt, 2, 0.0f, C, 2);
    assert_close_f32(C, want0, 4, 0, 0);
    free(Q); free(Kt);
}

static void test_gemm_large_threads(void **state) {
    (void)state;
    enum { M = 130, N = 97, K = 300 };
    float *A = malloc(M * K * sizeof *A), *B = malloc(N * K * sizeof *B);
    float *C = malloc(M * N * sizeof *C);
    double *want = malloc(M * N * sizeof *want);
    test_fill_uniform(A, M * K, -1, 1, 51);
    test_fill_uniform(B, N * K, -1, 1, 52);
    naive_gemm(0, 1, M, N, K, 1.0, A, K, B, K, 0.0, NULL, N, want);
    for (int th = 1; th <= 2; th++) {
        assert_int_equal(blas_set_threads(th), th);
        assert_int_equal(blas_threads(), th);
        blas_gemm(0, 1, M, N, K, 1.0f, A, K, B, K, 0.0f, C, N);
        assert_close_f32_f64(C, want, M * N, 1e-4, 1e-4);
    }
    blas_set_threads(1);
    // blas_gemm_direct (plain NN, alpha 1, beta 0) is the same product.
    float *Bn = malloc(K * N * sizeof *Bn);
    for (int k = 0; k < K; k++)
        for (int j = 0; j < N; j++) Bn[k * N + j] = B[j * K + k];
    blas_gemm_direct(M, N, K, A, Bn, C);
    assert_close_f32_f64(C, want, M * N, 1e-4, 1e-4);
    free(A); free(B); free(C); free(want); free(Bn);
}

// blas_gemm_team: every bit of C is that of the single-threaded call, for teams of 1-4 threads,
// all four transposition pairs, on shapes of the models' training products (rows x output width x
// input width: token rows through a d_model 256 layer, a vocabulary slice, a narrow recurrent step,
// a product BLIS computes with its small-matrix kernels) and with beta = 1 (the backward's
// accumulation). The values are checked once against the double reference too.
static void test_gemm_team_bits(void **state) {
    (void)state;
    static const int shapes[][3] = {{600, 520, 256}, {257, 1000, 64}, {70, 768, 256},
                                    {70, 128, 64},   {33, 300, 300},  {1, 512, 512}};
    for (size_t s = 0; s < sizeof shapes / sizeof shapes[0]; s++)
        for (int t = 0; t < 4; t++) {
            const int M = shapes[s][0], N = shapes[s][1], K = shapes[s][2], ta = t >> 1, tb = t & 1;
            const int lda = ta ? M : K, ldb = tb ? K : N;
            float *A = malloc((size_t)M * K * sizeof *A), *B = malloc((size_t)K * N * sizeof *B);
            float *C0 = malloc((size_t)M * N * sizeof *C0), *C = malloc((size_t)M * N * sizeof *C);
            test_fill_uniform(A, M * K, -1, 1, 60 + (int)s);
            test_fill_uniform(B, K * N, -1, 1, 70 + t);
            test_fill_uniform(C0, M * N, -1, 1, 80);
            memcpy(C, C0, (size_t)M * N * sizeof *C);
            blas_gemm_serial(ta, tb, M, N, K, 1.0f, A, lda, B, ldb, 1.0f, C0, N);
            if (s == 0 && t == 0) {
                double *want = malloc((size_t)M * N * sizeof *want);
                naive_gemm(ta, tb, M, N, K, 1.0, A, lda, B, ldb, 1.0, C, N, want);
                // K = 256 products of values in [-1, 1] plus C: float error ~1e-5 at most.
                assert_close_f32_f64(C0, want, M * N, 1e-4, 1e-4);
                free(want);
            }
            for (int threads = 1; threads <= 4; threads++) {
                float *Ct = malloc((size_t)M * N * sizeof *Ct);
                memcpy(Ct, C, (size_t)M * N * sizeof *Ct);
                blas_gemm_team(threads, ta, tb, M, N, K, 1.0f, A, lda, B, ldb, 1.0f, Ct, N);
                assert_memory_equal(Ct, C0, (size_t)M * N * sizeof *Ct);
                free(Ct);
            }
            free(A); free(B); free(C0); free(C);
        }
}

// blas_gemm_team on a random sweep of shapes (each dimension up to 8, 64 or 1200 rows, k 16-515,
// at least LINEAR_SMALL_GEMM's 32,768 multiply-adds, every transposition pair, odd and even
// widths, single rows): teams of 2-4 threads give the single-threaded call's bits.
static void test_gemm_team_sweep(void **state) {
    (void)state;
    Rng rng;
    rng_seed(&rng, 12345);
    int checked = 0;
    while (checked < 60) {
        const int cap[3] = {8, 64, 1200};
        const int M = 1 + (int)rng_below(&rng, (uint32_t)cap[rng_below(&rng, 3)]);
        const int N = 1 + (int)rng_below(&rng, (uint32_t)cap[rng_below(&rng, 3)]);
        const int K = 16 + (int)rng_below(&rng, 500), t = (int)rng_below(&rng, 4);
        if ((long)M * N * K < 32768) continue;
        const int ta = t >> 1, tb = t & 1, lda = ta ? M : K, ldb = tb ? K : N;
        float *A = malloc((size_t)M * K * sizeof *A), *B = malloc((size_t)K * N * sizeof *B);
        float *C1 = malloc((size_t)M * N * sizeof *C1), *C = malloc((size_t)M * N * sizeof *C);
        test_fill_uniform(A, M * K, -1, 1, 90 + checked);
        test_fill_uniform(B, K * N, -1, 1, 190 + checked);
        blas_gemm_serial(ta, tb, M, N, K, 1.0f, A, lda, B, ldb, 0.0f, C1, N);
        for (int threads = 2; threads <= 4; threads++) {
            blas_gemm_team(threads, ta, tb, M, N, K, 1.0f, A, lda, B, ldb, 0.0f, C, N);
            if (memcmp(C, C1, (size_t)M * N * sizeof *C))
                fail_msg("%dx%dx%d transa %d transb %d: %d threads change bits", M, N, K, ta, tb,
                         threads);
        }
        free(A); free(B); free(C1); free(C);
        checked++;
    }
}

static void test_threads_and_arch(void **state) {
    (void)state;
    assert_true(blas_set_threads(0) >= 1);  // 0: number of cores
    assert_int_equal(blas_set_threads(1), 1);
    const char *arch = blas_arch_name();
    assert_non_null(arch);
    assert_true(strlen(arch) > 0);
    assert_non_null(blas_version());
    // With AVX-512F and no user override the wrapper picks "skx"; an explicit
    // BLIS_ARCH_TYPE is honoured instead.
    const char *env = getenv("BLIS_ARCH_TYPE");
    if (env) assert_string_equal(arch, env);
    else if (__builtin_cpu_supports("avx512f")) assert_string_equal(arch, "skx");
}

int main(void) {
    blas_set_threads(1);
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_gemm_hand),
        cmocka_unit_test(test_gemm_nn),
        cmocka_unit_test(test_gemm_nt),
        cmocka_unit_test(test_gemm_tn),
        cmocka_unit_test(test_gemm_tt),
        cmocka_unit_test(test_gemm_slices_and_empty),
        cmocka_unit_test(test_gemm_large_threads),
        cmocka_unit_test(test_gemm_team_bits),
        cmocka_unit_test(test_gemm_team_sweep),
        cmocka_unit_test(test_threads_and_arch),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
