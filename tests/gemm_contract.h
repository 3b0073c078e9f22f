// The contract checks shared by the tests of the row-product kernels (test_gemm_rows.c for
// tensor/gemm_rows.h, test_gemm_int8.c for tensor/gemm_int8.h): every code path against the
// test's reference, the batch invariance of the contract as memcmp (a batch of M rows == M
// one-row calls == two uneven sub-batches, every path == the scalar path) and 1 thread == 2
// threads == row-by-row calls.
//
// The including test defines, before including this header: MAX_M; PATHS[NPATHS] (the paths, the
// scalar one last); GEMM_FORCE_PATH(name) (0, or < 0 when this CPU lacks the path) and
// restore_path() (back to the process's own choice); a Case with the fields M, N, K, ldy and y0
// (y0 [M, ldy]: the output's prior values for beta != 0) and make_case(M, N, K, pad, seed),
// free_case(c); run(c, y, r0, m, beta, use_bias) (the product on rows [r0, r0 + m)) and
// check_reference(c, y, beta, use_bias) (y against the reference, padding columns untouched).
#ifndef TANDEM_TESTS_GEMM_CONTRACT_H
#define TANDEM_TESTS_GEMM_CONTRACT_H

#include <math.h>
#include <omp.h>
#include <stdlib.h>
#include <string.h>

// y = a copy of y0 (beta != 0) or NaN everywhere (beta == 0: it must not be read).
static float *start_y(const Case *c, float beta) {
    float *y = malloc(sizeof(float) * (size_t)c->M * c->ldy);
    for (long i = 0; i < (long)c->M * c->ldy; i++) y[i] = beta != 0.0f ? c->y0[i] : NAN;
    return y;
}

// Every available path, every shape {N, K, pad}, every M in 1..MAX_M (in steps of big_step when
// K > 100), beta 0 and 1, bias or none: against check_reference.
static void check_paths_against_reference(const int (*shapes)[3], size_t n_shapes, int big_step) {
    int tried = 0;
    for (int p = 0; p < NPATHS; p++) {
        if (GEMM_FORCE_PATH(PATHS[p]) < 0) continue;
        tried++;
        for (size_t s = 0; s < n_shapes; s++) {
            Case c = make_case(MAX_M, shapes[s][0], shapes[s][1], shapes[s][2], 100 + s);
            for (int M = 1; M <= MAX_M; M += (shapes[s][1] > 100 ? big_step : 1)) {
                c.M = M;
                for (int v = 0; v < 4; v++) {
                    const float beta = (v & 1) ? 1.0f : 0.0f;
                    float *y = start_y(&c, beta);
                    run(&c, y, 0, M, beta, v >> 1);
                    check_reference(&c, y, beta, v >> 1);
                    free(y);
                }
            }
            c.M = MAX_M;
            free_case(&c);
        }
    }
    assert_true(tried >= 1);
    restore_path();
}

// A batch of M rows, M one-row calls and two uneven sub-batches give the same bits for every M in
// 1..MAX_M, on every path; and every path gives the scalar path's bits.
static void check_batch_invariance(int N, int K) {
    Case c = make_case(MAX_M, N, K, 3, 7);
    float *scalar = NULL;
    for (int p = NPATHS - 1; p >= 0; p--) {  // scalar first: the reference bits
        if (GEMM_FORCE_PATH(PATHS[p]) < 0) continue;
        for (int M = 1; M <= MAX_M; M++) {
            c.M = M;
            float *all = start_y(&c, 1.0f), *one = start_y(&c, 1.0f), *two = start_y(&c, 1.0f);
            run(&c, all, 0, M, 1.0f, 1);
            for (int r = 0; r < M; r++) run(&c, one, r, 1, 1.0f, 1);
            const int cut = M / 3 + 1 < M ? M / 3 + 1 : M;
            run(&c, two, 0, cut, 1.0f, 1);
            if (cut < M) run(&c, two, cut, M - cut, 1.0f, 1);
            assert_memory_equal(all, one, sizeof(float) * (size_t)M * c.ldy);
            assert_memory_equal(all, two, sizeof(float) * (size_t)M * c.ldy);
            free(one), free(two);
            if (M < MAX_M) {
                free(all);
                continue;
            }
            if (!scalar) scalar = all;
            else {
                assert_memory_equal(all, scalar, sizeof(float) * (size_t)MAX_M * c.ldy);
                free(all);
            }
        }
        c.M = MAX_M;
    }
    free(scalar);
    free_case(&c);
    restore_path();
}

// A product of N columns and K terms, large enough to split its columns across threads: 1 thread,
// 2 threads and row-by-row calls give the same bits, and they pass check_reference.
static void check_threads(int N, int K) {
    Case c = make_case(MAX_M, N, K, 2, 21);
    float *t1 = start_y(&c, 0.0f), *t2 = start_y(&c, 0.0f), *rows = start_y(&c, 0.0f);
    omp_set_num_threads(1);
    run(&c, t1, 0, c.M, 0.0f, 1);
    omp_set_num_threads(2);
    run(&c, t2, 0, c.M, 0.0f, 1);
    for (int r = 0; r < c.M; r++) run(&c, rows, r, 1, 0.0f, 1);
    omp_set_num_threads(1);
    for (int i = 0; i < c.M; i++) {  // compare rows without the NaN padding columns
        assert_memory_equal(t1 + (long)i * c.ldy, t2 + (long)i * c.ldy, sizeof(float) * c.N);
        assert_memory_equal(t1 + (long)i * c.ldy, rows + (long)i * c.ldy, sizeof(float) * c.N);
    }
    check_reference(&c, t2, 0.0f, 1);
    free(t1), free(t2), free(rows);
    free_case(&c);
}

#endif
