// bfloat16 mixed precision: rounding by hand and in rows, the CPU check against /proc/cpuinfo,
// bf16_gemm's backends against a double reference of the rounded operands (the emulated one
// everywhere, the native one where the CPU has it), the linear layer with bfloat16 weights (each
// operand rounded once: the input's copy reused by the backward, the gradient rounded once for
// both products, the weight's copy written by adam_step), and bin/train --precision bf16: the
// log line, bits independent of the thread count, bit-exact resume, and a resume with another
// precision refused.
#include <math.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <cmocka.h>

#include <pthread.h>

#include "bench/bench_model.h"
#include "models/model_io.h"
#include "tensor/attention.h"
#include "tensor/bf16.h"
#include "tensor/blas.h"
#include "tensor/linear.h"
#include "tensor/onednn.h"
#include "tensor/optim.h"
#include "tensor/params.h"
#include "tests/test_util.h"

static float from_bits(uint32_t u) {
    float x;
    memcpy(&x, &u, sizeof x);
    return x;
}

// Round to nearest even, worked out by hand on the bit patterns (bfloat16 = upper 16 bits).
static void test_round_hand(void **state) {
    (void)state;
    assert_int_equal(bf16_from_float(1.0f), 0x3f80);
    assert_int_equal(bf16_from_float(-2.5f), 0xc020);
    // 1 + 2^-8 lies halfway between 0x3f80 (1) and 0x3f81 (1 + 2^-7): ties to the even 0x3f80.
    assert_int_equal(bf16_from_float(from_bits(0x3f808000u)), 0x3f80);
    // 1 + 3 * 2^-8 lies halfway between 0x3f81 and 0x3f82: ties to the even 0x3f82.
    assert_int_equal(bf16_from_float(from_bits(0x3f818000u)), 0x3f82);
    // Just above halfway rounds up, just below rounds down.
    assert_int_equal(bf16_from_float(from_bits(0x3f808001u)), 0x3f81);
    assert_int_equal(bf16_from_float(from_bits(0x3f807fffu)), 0x3f80);
    // A carry into the exponent: 2 - 2^-9 (0x3fffc000, halfway, odd below) rounds to 2.0.
    assert_int_equal(bf16_from_float(from_bits(0x3fffc000u)), 0x4000);
    assert_int_equal(bf16_from_float(INFINITY), 0x7f80);
    assert_int_equal(bf16_from_float(-INFINITY), 0xff80);
    assert_int_equal(bf16_from_float(from_bits(0x7f7fffffu)), 0x7f80);  // FLT_MAX -> infinity
    // NaNs stay NaNs (a signalling NaN whose payload is in the low bits included).
    const uint32_t nans[] = {0x7fc00000u, 0x7f800001u, 0xffc00001u};
    for (int i = 0; i < 3; i++) {
        uint16_t h = bf16_from_float(from_bits(nans[i]));
        assert_int_equal(h & 0x7f80, 0x7f80);
        assert_true((h & 0x007f) != 0);
    }
    assert_true(bf16_to_float(0x3f81) == 1.0078125f);
    assert_true(bf16_to_float(0xc020) == -2.5f);
}

// bf16_round over strided rows: each value is bf16_from_float's (checked by hand above), the
// padding is untouched, the counter grows by 2 bytes per value; bf16_widen gives the values back
// exactly.
static void test_round_rows(void **state) {
    (void)state;
    enum { R = 5, Cc = 37, LS = 40, LD = 41 };
    float src[R * LS];
    test_fill_uniform(src, R * LS, -3, 3, 7);
    src[3] = NAN;
    src[4] = INFINITY;
    uint16_t dst[R * LD];
    memset(dst, 0xab, sizeof dst);
    const long long before = bf16_counters().bytes_rounded;
    bf16_round(dst, LD, src, LS, R, Cc);
    assert_true(bf16_counters().bytes_rounded - before == 2LL * R * Cc);
    float back[R * Cc];
    bf16_widen(back, Cc, dst, LD, R, Cc);
    for (int r = 0; r < R; r++) {
        for (int c = 0; c < Cc; c++) {
            assert_int_equal(dst[r * LD + c], bf16_from_float(src[r * LS + c]));
            const float want = bf16_to_float(bf16_from_float(src[r * LS + c]));
            assert_memory_equal(&back[r * Cc + c], &want, sizeof want);
        }
        for (int c = Cc; c < LD; c++) assert_int_equal(dst[r * LD + c], 0xabab);
    }
}

// op(A) op(B) (+ beta C0) of the rounded operands, summed in double (blas_gemm_ref) and rounded
// once to float: ref (M, N) dense. A and B are stored with row strides lda, ldb as blas_gemm's.
static void ref_rounded(int ta, int tb, int M, int N, int K, const float *A, int lda,
                        const float *B, int ldb, float beta, const float *C0, int ldc,
                        float *ref) {
    const size_t na = (size_t)lda * (ta ? K : M), nb = (size_t)ldb * (tb ? N : K);
    float *Ar = malloc(na * sizeof *Ar), *Br = malloc(nb * sizeof *Br);
    assert_non_null(Ar);
    assert_non_null(Br);
    for (size_t i = 0; i < na; i++) Ar[i] = bf16_to_float(bf16_from_float(A[i]));
    for (size_t i = 0; i < nb; i++) Br[i] = bf16_to_float(bf16_from_float(B[i]));
    for (int i = 0; i < M; i++)
        for (int j = 0; j < N; j++) ref[(long)i * N + j] = beta != 0.0f ? C0[(long)i * ldc + j] : 0;
    blas_gemm_ref(ta, tb, M, N, K, 1.0f, Ar, lda, Br, ldb, beta, ref, N);
    free(Ar);
    free(Br);
}

// bf16_gemm of shape (M, N, K) on the current backend (rounded operands with padded strides, all
// four transposes, beta 0 and 1) against the double reference: each of the K products is exact in
// float32, so the only error is float32 summation: for K = 129 at most K * 2^-24 * sum |a b| <
// 1e-4 (|a b| < 1); for the longer sums the rounding errors of random signs grow as sqrt(K) (about
// 2e-5 of sum |a b| at K = 1101), within the relative 1e-4. A^T B^T is left out unless
// both_transposed.
static void check_shape(int M, int N, int K, int both_transposed) {
    enum { PAD = 3 };
    for (int ta = 0; ta < 2; ta++)
        for (int tb = 0; tb < 2; tb++)
            for (int bi = 0; bi < 2 && (both_transposed || !(ta && tb)); bi++) {
                const float beta = (float)bi;
                const int ar = ta ? K : M, ac = ta ? M : K, br = tb ? N : K, bc = tb ? K : N;
                const int lda = ac + PAD, ldb = bc + PAD, ldc = N + PAD;
                float *A = test_fbuf((size_t)ar * lda, -1, 1, 11);
                float *B = test_fbuf((size_t)br * ldb, -1, 1, 12);
                float *C = test_fbuf((size_t)M * ldc, -1, 1, 13), *C0 = test_fcopy(C, M * ldc);
                uint16_t *Ah = malloc((size_t)ar * lda * 2), *Bh = malloc((size_t)br * ldb * 2);
                bf16_round(Ah, lda, A, lda, ar, ac);
                bf16_round(Bh, ldb, B, ldb, br, bc);
                float *ref = malloc((size_t)M * N * sizeof *ref);
                ref_rounded(ta, tb, M, N, K, A, lda, B, ldb, beta, C0, ldc, ref);
                assert_int_equal(bf16_gemm(ta, tb, M, N, K, Ah, lda, Bh, ldb, beta, C, ldc), 0);
                for (int i = 0; i < M; i++) {
                    assert_close_f32(C + (long)i * ldc, ref + (long)i * N, N, 1e-4, 1e-5);
                    for (int j = N; j < ldc; j++)
                        assert_true(C[(long)i * ldc + j] == C0[(long)i * ldc + j]);
                }
                free(A), free(B), free(C), free(C0), free(Ah), free(Bh), free(ref);
            }
}

// The small shape (one part tile of the native backend) and shapes of whole tiles and a part one
// (ONEDNN_TILE_M rows, ONEDNN_TILE_K of the sum, tensor/onednn.h).
static void check_backend(void) {
    check_shape(67, 45, 129, 1);
    check_shape(2 * ONEDNN_TILE_M + 37, 40, 96, 1);
    check_shape(48, 40, 2 * ONEDNN_TILE_K + 77, 1);
}

static void test_gemm_emulated(void **state) {
    (void)state;
    Bf16Backend was = bf16_backend(NULL);
    assert_int_equal(bf16_set_backend(BF16_EMULATED), 0);
    const long long prims = bf16_counters().primitives_created;
    check_backend();
    assert_true(bf16_counters().primitives_created == prims);  // no oneDNN under emulation
    assert_int_equal(bf16_set_backend(was), 0);
}

static void test_gemm_native(void **state) {
    (void)state;
    const char *why = NULL;
    if (!onednn_bf16_native(&why)) {
        print_message("skipped: no native bfloat16 products on this CPU (%s); the emulated "
                      "backend was checked instead\n", why);
        skip();
    }
    Bf16Backend was = bf16_backend(NULL);
    assert_int_equal(bf16_set_backend(BF16_NATIVE), 0);
    check_backend();
    // A second pass over the same shapes creates no primitive, nor do products whose rows or sum
    // differ (the next batch) but whose whole tiles have the shapes and strides made already (not
    // A^T B^T here: the row stride of this test's transposed B grows with K).
    const long long prims = bf16_counters().primitives_created;
    check_backend();
    check_shape(ONEDNN_TILE_M + 90, 40, 96, 0);
    check_shape(48, 40, ONEDNN_TILE_K + 300, 0);
    assert_true(bf16_counters().primitives_created == prims);
    // Native against emulated on the same rounded operands: both within check_backend's bound of
    // the double reference, so within twice that of each other.
    enum { M = 70, N = 50, K = 129 };
    float *A = test_fbuf((size_t)M * K, -1, 1, 41), *B = test_fbuf((size_t)K * N, -1, 1, 42);
    uint16_t *Ah = malloc((size_t)M * K * 2), *Bh = malloc((size_t)K * N * 2);
    float *Cn = malloc(sizeof(float) * M * N), *Ce = malloc(sizeof(float) * M * N);
    bf16_round(Ah, K, A, K, M, K);
    bf16_round(Bh, N, B, N, K, N);
    assert_int_equal(bf16_gemm(0, 0, M, N, K, Ah, K, Bh, N, 0.0f, Cn, N), 0);
    assert_int_equal(bf16_set_backend(BF16_EMULATED), 0);
    assert_int_equal(bf16_gemm(0, 0, M, N, K, Ah, K, Bh, N, 0.0f, Ce, N), 0);
    assert_close_f32(Cn, Ce, (size_t)M * N, 2e-4, 2e-5);
    free(A), free(B), free(Ah), free(Bh), free(Cn), free(Ce);
    assert_int_equal(bf16_set_backend(was), 0);
}

// One linear layer with a bfloat16 weight (a table with its bfloat16 copy), emulated backend:
// forward and backward are the products of the rounded operands (double reference), the input is
// rounded once (forward: x only, into the LinearCopy; backward: dout only, once for both
// products), the bits do not depend on the thread count, and adam_step rewrites the copy.
static void run_layer(const Weight *w, const float *x, LinearCopy *xh, const float *b,
                      const float *dout, float *out, float *dx, float *dw, float *db, int N, int C,
                      int OC, long long *fwd_bytes, long long *bwd_bytes) {
    long long c0 = bf16_counters().bytes_rounded;
    xh->ready = 0;
    linear_forward(out, x, xh, w, b, N, C, OC);
    long long c1 = bf16_counters().bytes_rounded;
    linear_backward(dx, 0.0f, dw, db, dout, x, xh, w, N, C, OC);
    long long c2 = bf16_counters().bytes_rounded;
    assert_int_equal(linear_status(), 0);
    *fwd_bytes = c1 - c0;
    *bwd_bytes = c2 - c1;
}

static void test_linear_bf16_weight(void **state) {
    (void)state;
    Bf16Backend was = bf16_backend(NULL);
    assert_int_equal(bf16_set_backend(BF16_EMULATED), 0);
    enum { N = 96, C = 80, OC = 72 };
    ParamTable t = {0};
    float *W = NULL, *gW = NULL, *b = NULL, *gb = NULL;
    const Weight *w = NULL;
    int sw[2] = {OC, C}, sb[1] = {OC};
    assert_int_equal(params_add_weight(&t, "w", 2, sw, INIT_UNIFORM, 1.0f, &W, &gW, &w), 0);
    assert_int_equal(params_add(&t, "b", 1, sb, INIT_UNIFORM, 1.0f, &b, &gb), 0);
    assert_int_equal(params_alloc(&t), 0);
    params_init(&t, 3);
    long long c0 = bf16_counters().bytes_rounded;
    assert_int_equal(params_bf16_build(&t), 0);
    assert_true(bf16_counters().bytes_rounded - c0 == 2LL * OC * C);  // the matrix, not the bias
    assert_int_equal(w->type, WEIGHT_BF16);
    for (int i = 0; i < OC * C; i++) assert_int_equal(w->bf16[i], bf16_from_float(W[i]));
    float *x = test_fbuf(N * C, -1, 1, 21), *dout = test_fbuf(N * OC, -1, 1, 22);
    uint16_t xbuf[N * C];
    LinearCopy xh = {xbuf, 0, 0};
    float out[N * OC], dx[N * C], out2[N * OC], dx2[N * C];
    float *dw = calloc(OC * C, sizeof *dw), *dw2 = calloc(OC * C, sizeof *dw2);
    float db[OC] = {0}, db2[OC] = {0};
    long long fb, bb;
    blas_set_threads(1);
    run_layer(w, x, &xh, b, dout, out, dx, dw, db, N, C, OC, &fb, &bb);
    assert_true(fb == 2LL * N * C);   // x, once (the weight's copy exists)
    assert_true(bb == 2LL * N * OC);  // dout, once for dinp and dweight
    assert_int_equal(xh.ready, 1);
    for (int i = 0; i < N * C; i++) assert_int_equal(xbuf[i], bf16_from_float(x[i]));
    // The products of the rounded operands (tolerance as check_backend's).
    float *ref = malloc(sizeof(float) * N * C * 2);
    ref_rounded(0, 1, N, OC, C, x, C, W, C, 0.0f, NULL, OC, ref);
    for (int i = 0; i < N * OC; i++) ref[i] += b[i % OC];
    assert_close_f32(out, ref, N * OC, 1e-4, 1e-5);
    ref_rounded(0, 0, N, C, OC, dout, OC, W, C, 0.0f, NULL, C, ref);
    assert_close_f32(dx, ref, N * C, 1e-4, 1e-5);
    ref_rounded(1, 0, OC, C, N, dout, OC, x, C, 0.0f, NULL, C, ref);
    assert_close_f32(dw, ref, OC * C, 1e-4, 1e-5);
    // ... and they are not the float32 products.
    double max_diff = 0;
    for (int o = 0; o < OC; o++) {
        double acc = b[o];
        for (int k = 0; k < C; k++) acc += (double)x[k] * W[o * C + k];
        max_diff = fmax(max_diff, fabs(acc - out[o]));
    }
    assert_true(max_diff > 1e-4);
    // Two threads: the same bits.
    blas_set_threads(2);
    run_layer(w, x, &xh, b, dout, out2, dx2, dw2, db2, N, C, OC, &fb, &bb);
    blas_set_threads(1);
    assert_memory_equal(out, out2, sizeof out);
    assert_memory_equal(dx, dx2, sizeof dx);
    assert_memory_equal(dw, dw2, sizeof(float) * OC * C);
    // adam_step rewrites the copy from the updated masters, once per value.
    memcpy(gW, dw, sizeof(float) * OC * C);
    AdamConfig ac = adam_defaults();
    c0 = bf16_counters().bytes_rounded;
    adam_step(&t, &ac, 1e-2f, 1);
    assert_true(bf16_counters().bytes_rounded - c0 == 2LL * OC * C);
    for (int i = 0; i < OC * C; i++) assert_int_equal(w->bf16[i], bf16_from_float(W[i]));
    params_bf16_drop(&t);
    assert_int_equal(w->type, WEIGHT_F32);
    params_free(&t);
    free(x), free(dout), free(dw), free(dw2), free(ref);
    assert_int_equal(bf16_set_backend(was), 0);
}

// /proc/cpuinfo's flags, read independently of cpuid.
static int cpuinfo_has_native_bf16(void) {
    const int a = test_cpu_flag("avx512_bf16"), b = test_cpu_flag("amx_bf16");
    return a < 0 || b < 0 ? -1 : (a || b);
}

static void test_native_matches_cpuinfo(void **state) {
    (void)state;
    const char *why = NULL;
    int native = onednn_bf16_native(&why);
    int flags = cpuinfo_has_native_bf16();
    assert_true(flags >= 0);
    assert_int_equal(native, flags);
    if (!native) {
        assert_non_null(why);
        uint16_t a = 0x3f80, b = 0x3f80;
        float c = 0;
        assert_int_equal(onednn_gemm_bf16(0, 0, 1, 1, 1, &a, 1, &b, 1, 0.0f, &c, 1), TD_ERR_ARG);
        assert_int_equal(bf16_set_backend(BF16_NATIVE), TD_ERR_ARG);  // refused, unchanged
        assert_int_equal(bf16_backend(NULL), BF16_EMULATED);
    } else {
        assert_null(why);
    }
}

// ---- bin/train --precision bf16 ------------------------------------------------------------------

static int train_cli(const char *args, const char *log) {
    return test_run("OMP_WAIT_POLICY=passive bin/train --threads 1 --arch transformer --d-model 32 "
                    "--heads 2 --ffn 64 --enc-layers 1 --dec-layers 1 --train tests/data/bible300 "
                    "--dev tests/data/bible300 --batch-tokens 1500 --valid-metric loss "
                    "--valid-every 3 --valid-lines 2 %s > %s 2>&1", args, log);
}

static void load_params(const char *dir, float **out, size_t *n) {
    char p[700];
    snprintf(p, sizeof p, "%s/last.ckpt", dir);
    Model *m = model_load(p, NULL, NULL, NULL);
    if (!m) fail_msg("model_load %s: %s", p, td_last_error());
    *n = m->params.total;
    *out = malloc(*n * sizeof **out);
    assert_non_null(*out);
    memcpy(*out, m->params.data, *n * sizeof **out);
    model_free(m);
}

static void test_train_bf16(void **state) {
    (void)state;
    if (access("bin/train", X_OK) != 0) fail_msg("bin/train is not built (make bin/train)");
    const char *tmp = test_tmpdir();
    char spm_dir[600], spm[700], full[600], half[600], fp32[600], args[2048], log[700];
    snprintf(spm_dir, sizeof spm_dir, "%s/bf16-spm", tmp);
    snprintf(full, sizeof full, "%s/bf16-full", tmp);
    snprintf(half, sizeof half, "%s/bf16-half", tmp);
    snprintf(fp32, sizeof fp32, "%s/bf16-fp32", tmp);
    snprintf(log, sizeof log, "%s/bf16.log", tmp);
    snprintf(args, sizeof args, "--vocab-size 200 --out %s --max-steps 1", spm_dir);
    assert_int_equal(train_cli(args, log), 0);
    snprintf(spm, sizeof spm, "%s/spm.model", spm_dir);
    snprintf(args, sizeof args, "--spm %s --out %s --max-steps 6 --precision bf16", spm, full);
    assert_int_equal(train_cli(args, log), 0);
    const char *text = test_slurp(log);
    assert_non_null(strstr(text, "precision bf16: matrix-product operands in bfloat16 ("));
    assert_non_null(strstr(text, onednn_bf16_native(NULL) ? "native (oneDNN)" : "emulated (BLIS)"));
    // The same run with two threads: the same bits.
    char two[600];
    snprintf(two, sizeof two, "%s/bf16-two", tmp);
    snprintf(args, sizeof args, "--spm %s --out %s --max-steps 6 --precision bf16", spm, two);
    assert_int_equal(test_run("OMP_WAIT_POLICY=passive bin/train --threads 2 --arch transformer "
                              "--d-model 32 --heads 2 --ffn 64 --enc-layers 1 --dec-layers 1 "
                              "--train tests/data/bible300 --dev tests/data/bible300 "
                              "--batch-tokens 1500 --valid-metric loss --valid-every 3 "
                              "--valid-lines 2 %s > %s 2>&1", args, log), 0);
    // The same run in float32.
    snprintf(args, sizeof args, "--spm %s --out %s --max-steps 6 --precision fp32", spm, fp32);
    assert_int_equal(train_cli(args, log), 0);
    assert_null(strstr(test_slurp(log), "precision bf16"));
    // 3 updates, then a resume to 6: the bits of the 6-update run.
    snprintf(args, sizeof args, "--spm %s --out %s --max-steps 3 --precision bf16", spm, half);
    assert_int_equal(train_cli(args, log), 0);
    snprintf(args, sizeof args, "--resume %s --max-steps 6", half);
    assert_int_equal(test_run("OMP_WAIT_POLICY=passive bin/train --threads 1 %s > %s 2>&1", args,
                              log), 0);
    float *pf, *ph, *p32, *p2;
    size_t nf, nh, n32, n2;
    load_params(full, &pf, &nf);
    load_params(half, &ph, &nh);
    load_params(fp32, &p32, &n32);
    load_params(two, &p2, &n2);
    assert_int_equal(nf, nh);
    assert_int_equal(nf, n32);
    assert_int_equal(nf, n2);
    assert_memory_equal(pf, ph, nf * sizeof *pf);
    assert_memory_equal(pf, p2, nf * sizeof *pf);
    // bfloat16 products (native or emulated) train another model than float32's.
    assert_true(memcmp(pf, p32, nf * sizeof *pf) != 0);
    free(pf);
    free(ph);
    free(p32);
    free(p2);
    // Resuming with another precision is refused, naming the option.
    snprintf(args, sizeof args, "--resume %s --max-steps 8 --precision fp32", half);
    assert_int_not_equal(test_run("OMP_WAIT_POLICY=passive bin/train --threads 1 %s > %s 2>&1",
                                  args, log), 0);
    assert_non_null(strstr(test_slurp(log), "--precision"));
}

// A failed bfloat16 product is an error at its first occurrence: its output is NaN (no float32
// fallback), linear_status returns the failure with its message once and then TD_OK, and the
// weight gradient of a failed backward is NaN as well.
static void test_failure_is_an_error(void **state) {
    (void)state;
    Bf16Backend was = bf16_backend(NULL);
    enum { N = 96, C = 80, OC = 72 };
    ParamTable t = {0};
    float *W = NULL, *gW = NULL;
    const Weight *w = NULL;
    int sw[2] = {OC, C};
    assert_int_equal(params_add_weight(&t, "w", 2, sw, INIT_UNIFORM, 1.0f, &W, &gW, &w), 0);
    assert_int_equal(params_alloc(&t), 0);
    params_init(&t, 4);
    assert_int_equal(params_bf16_build(&t), 0);
    float *x = test_fbuf(N * C, -1, 1, 31), *out = test_fbuf(N * OC, 0, 0, 0);
    assert_int_equal(linear_status(), TD_OK);
    blas_set_threads(1);  // one product of the whole shape (the message names it)
    assert_int_equal(bf16_set_backend(BF16_FAILING), 0);
    linear_forward(out, x, NULL, w, NULL, N, C, OC);
    for (int i = 0; i < N * OC; i++) assert_true(isnan(out[i]));
    assert_int_equal(linear_status(), TD_ERR_INTERNAL);
    assert_non_null(strstr(td_last_error(), "bfloat16 product"));
    assert_non_null(strstr(td_last_error(), "96 x 72 x 80"));
    assert_int_equal(linear_status(), TD_OK);  // reported once
    linear_backward(NULL, 0.0f, gW, NULL, out, x, NULL, w, N, C, OC);
    assert_true(isnan(gW[0]));
    assert_int_equal(linear_status(), TD_ERR_INTERNAL);
    // Float32 weights never reach a bfloat16 backend.
    params_bf16_drop(&t);
    linear_forward(out, x, NULL, w, NULL, N, C, OC);
    assert_false(isnan(out[0]));
    assert_int_equal(linear_status(), TD_OK);
    assert_int_equal(bf16_set_backend(was), 0);
    params_free(&t);
    free(x), free(out);
}

// ---- each activation rounded once per update ----------------------------------------------------

// Every element bf16_round sees during one forward and backward, as (address, bits): an element
// seen again at the same address with the same bits is a redundant rounding (the same value
// rounded twice); one rewritten in between (a buffer reused for another tensor) has other bits.
// Zeros seen again are counted apart: dropout and padding make equal zeros at one address
// ordinary (a zero state read by several products is rounded by each).
typedef struct Seen {
    pthread_mutex_t mu;
    uintptr_t *key;
    uint32_t *bits;
    size_t cap;                       // a power of two
    long long total, again, zeros_again;  // elements seen; seen again with the same bits
} Seen;
static Seen g_seen = {PTHREAD_MUTEX_INITIALIZER, NULL, NULL, 0, 0, 0, 0};

static void seen_observe(const float *src, int lds, int rows, int cols) {
    pthread_mutex_lock(&g_seen.mu);
    for (int r = 0; r < rows; r++)
        for (int c = 0; c < cols; c++) {
            const float *x = src + (long)r * lds + c;
            uint32_t b;
            memcpy(&b, x, sizeof b);
            g_seen.total++;
            size_t h = ((uintptr_t)x >> 2) * 0x9E3779B97F4A7C15ull & (g_seen.cap - 1);
            while (g_seen.key[h] && g_seen.key[h] != (uintptr_t)x) h = (h + 1) & (g_seen.cap - 1);
            if (g_seen.key[h] && g_seen.bits[h] == b) {
                if (b & 0x7fffffffu) g_seen.again++;
                else g_seen.zeros_again++;
            }
            g_seen.key[h] = (uintptr_t)x;
            g_seen.bits[h] = b;
        }
    pthread_mutex_unlock(&g_seen.mu);
}

// One training forward and backward of `cfg` with bfloat16 weights on a batch of about 600 target
// tokens (lengths 10-40), emulated backend, `threads` threads, under the observer. *attn (when
// not NULL): the elements of the Transformer's attention operands counted once (attn_operands).
static long long attn_operands(const ModelConfig *c, const Batch *b);
static void observe_update(const ModelConfig *cfg, int threads, long long *bytes,
                           long long *attn) {
    Model *m = model_create(cfg, 5);
    assert_non_null(m);
    assert_int_equal(params_bf16_build(&m->params), 0);
    Batch *b = bench_make_batches(cfg->vocab, 600, 0, 1, 77);
    assert_non_null(b);
    if (attn) *attn = attn_operands(cfg, b);
    g_seen.cap = (size_t)1 << 24;
    g_seen.key = calloc(g_seen.cap, sizeof *g_seen.key);
    g_seen.bits = calloc(g_seen.cap, sizeof *g_seen.bits);
    assert_true(g_seen.key && g_seen.bits);
    g_seen.total = g_seen.again = g_seen.zeros_again = 0;
    blas_set_threads(threads);
    ModelLoss loss;
    params_zero_grad(&m->params);
    const long long c0 = bf16_counters().bytes_rounded;
    bf16_set_round_observer(seen_observe);
    assert_int_equal(model_forward(m, b, 1, 0.1f, &loss), 0);
    assert_int_equal(model_backward(m, 1.0f / (float)loss.n_tokens), 0);
    bf16_set_round_observer(NULL);
    *bytes = bf16_counters().bytes_rounded - c0;
    blas_set_threads(1);
    free(g_seen.key), free(g_seen.bits);
    bench_free_batches(b, 1);
    model_free(m);
}

// The Transformer's attention operands for batch b, counted once, from the shapes alone (C model
// width, NH heads, HS = C / NH, Le + Ld layers, B sentences, S and T padded lengths, L the sum of
// the source lengths): per call whose pair product (Tq Tk HS multiply-adds) reaches
// ATTN_BF16_MIN_MACS, q, k, v and dO, plus P~ and dS over each query block's keys: the source
// lengths for the encoder's self-attention and the cross-attention (key padding), all T keys
// for the decoder's causal self-attention (its one block spans them).
static long long attn_operands(const ModelConfig *c, const Batch *b) {
    const long long C = c->d_model, NH = c->heads, HS = C / NH, B = b->B, S = b->S, T = b->T;
    long long L = 0, n = 0;
    for (int i = 0; i < b->B; i++) L += b->src_len[i];
    if (S * S * HS >= ATTN_BF16_MIN_MACS) n += c->enc_layers * (B * S * 4 * C + 2 * NH * S * L);
    if (T * T * HS >= ATTN_BF16_MIN_MACS)
        n += c->dec_layers * (B * T * 4 * C + 2 * NH * B * T * T);
    if (T * S * HS >= ATTN_BF16_MIN_MACS)
        n += c->dec_layers * (2 * B * T * C + 2 * B * S * C + 2 * NH * T * L);
    return n;
}

// Both architectures, each product large enough to be a bfloat16 one (at least LINEAR_SMALL_GEMM
// multiply-adds: 64-wide layers over ~600-token batches): every rounding goes through bf16_round
// (the counter is 2 bytes per element it saw), and no non-zero element is rounded twice with the
// same value (so bytes rounded per update stay within the operands' sizes counted once: a value
// rounded twice would be an operand counted twice), on 1 and 2
// threads. Zeros seen again are reported, not asserted: a buffer reused for another tensor (the
// Transformer's gradient scratch) holds zeros again at its padded rows.
static void test_rounded_once(void **state) {
    (void)state;
    Bf16Backend was = bf16_backend(NULL);
    assert_int_equal(bf16_set_backend(BF16_EMULATED), 0);
    for (int arch = 0; arch < 2; arch++)
        for (int threads = 1; threads <= 2; threads++) {
            ModelConfig c = config_defaults(arch ? ARCH_RNN : ARCH_TRANSFORMER);
            c.vocab = 300, c.enc_layers = 2, c.dec_layers = 2, c.d_model = 64, c.heads = 2;
            c.ffn = 128, c.emb = 64, c.enc_hidden = 64, c.dec_hidden = 128, c.max_len = 64;
            long long bytes, attn = 0;
            observe_update(&c, threads, &bytes, arch ? NULL : &attn);
            const long long once = g_seen.total - g_seen.again - g_seen.zeros_again;
            print_message("%s, %d thread(s): %lld elements rounded, %lld of them once; again "
                          "with the same value: %lld non-zero, %lld zeros\n",
                          arch ? "rnn" : "transformer", threads, g_seen.total, once, g_seen.again,
                          g_seen.zeros_again);
            assert_true(g_seen.total > 100000);
            assert_true(bytes == 2 * g_seen.total);
            assert_true(g_seen.again == 0);
            if (!arch) {  // the attention products are bfloat16 ones here, their operands counted
                print_message("transformer: %lld attention operand elements\n", attn);
                assert_true(attn > 0 && g_seen.total > attn);
            }
        }
    assert_int_equal(bf16_set_backend(was), 0);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_round_hand),
        cmocka_unit_test(test_round_rows),
        cmocka_unit_test(test_native_matches_cpuinfo),
        cmocka_unit_test(test_gemm_emulated),
        cmocka_unit_test(test_gemm_native),
        cmocka_unit_test(test_linear_bf16_weight),
        cmocka_unit_test(test_failure_is_an_error),
        cmocka_unit_test(test_rounded_once),
        cmocka_unit_test(test_train_bf16),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
