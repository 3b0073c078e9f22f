// bfloat16 mixed precision: rounding by hand, the CPU check against /proc/cpuinfo, linear_gemm's
// bf16 products against a double reference of the rounded operands (on a CPU with native
// bfloat16) or its float32 fallback bit for bit (on one without), and bin/train --precision bf16:
// the log line, bit-exact resume, and a resume with another precision refused.
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

#include "models/model_io.h"
#include "tensor/blas.h"
#include "tensor/linear.h"
#include "tensor/onednn.h"
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

// /proc/cpuinfo's flags, read independently of cpuid.
static int cpuinfo_has_native_bf16(void) {
    FILE *f = fopen("/proc/cpuinfo", "r");
    if (!f) return -1;
    char line[8192];
    int found = 0;
    while (fgets(line, sizeof line, f)) {
        if (strncmp(line, "flags", 5)) continue;
        found = strstr(line, " avx512_bf16") || strstr(line, " amx_bf16") ? 1 : 0;
        break;
    }
    fclose(f);
    return found;
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
        float a = 1, b = 1, c = 0;
        assert_int_equal(onednn_gemm_bf16(0, 0, 1, 1, 1, &a, 1, &b, 1, 0.0f, &c, 1), TD_ERR_ARG);
    } else {
        assert_null(why);
    }
}

// C = A B^T (+ C) at a size above LINEAR_SMALL_GEMM, with 1 and 2 threads.
static void check_gemm(int transa, int transb, float beta, int threads) {
    enum { M = 67, N = 45, K = 129 };
    float A[M * K], B[N * K], C[M * N], C32[M * N], C0[M * N];
    test_fill_uniform(A, M * K, -1, 1, 11);
    test_fill_uniform(B, N * K, -1, 1, 12);
    test_fill_uniform(C0, M * N, -1, 1, 13);
    const int lda = transa ? M : K, ldb = transb ? K : N;
    memcpy(C, C0, sizeof C);
    memcpy(C32, C0, sizeof C);
    blas_set_threads(threads);
    linear_set_precision(LINEAR_FP32, NULL);
    linear_gemm(transa, transb, M, N, K, A, lda, B, ldb, beta, C32, N);
    const char *why = NULL;
    LinearPrecision used = linear_set_precision(LINEAR_BF16, &why);
    assert_int_equal(linear_precision(), used);
    linear_gemm(transa, transb, M, N, K, A, lda, B, ldb, beta, C, N);
    linear_set_precision(LINEAR_FP32, NULL);
    if (used == LINEAR_FP32) {
        // No native bfloat16: the fallback is the float32 product, bit for bit.
        assert_non_null(why);
        assert_memory_equal(C, C32, sizeof C);
        return;
    }
    // Native: the product of the bfloat16-rounded operands, summed in double here.
    double ref[M * N];
    double max_diff32 = 0;
    for (int i = 0; i < M; i++)
        for (int j = 0; j < N; j++) {
            double acc = 0;
            for (int k = 0; k < K; k++) {
                float a = transa ? A[k * lda + i] : A[i * lda + k];
                float b = transb ? B[j * ldb + k] : B[k * ldb + j];
                acc += (double)bf16_to_float(bf16_from_float(a)) *
                       bf16_to_float(bf16_from_float(b));
            }
            ref[i * N + j] = acc + (beta != 0.0f ? C0[i * N + j] : 0.0);
            max_diff32 = fmax(max_diff32, fabs(ref[i * N + j] - C32[i * N + j]));
        }
    assert_close_f32_f64(C, ref, M * N, 1e-4, 1e-5);
    assert_true(max_diff32 > 1e-3);  // the float32 product differs: bf16 really ran
    assert_int_equal(linear_bf16_failures(), 0);
}

static void test_linear_gemm_bf16(void **state) {
    (void)state;
    for (int threads = 1; threads <= 2; threads++) {
        check_gemm(0, 1, 0.0f, threads);
        check_gemm(0, 0, 1.0f, threads);
        check_gemm(1, 0, 1.0f, threads);
        check_gemm(1, 1, 0.0f, threads);
    }
    blas_set_threads(1);
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
    int native = onednn_bf16_native(NULL);
    if (native)
        assert_non_null(strstr(text, "precision bf16: matrix-product operands in bfloat16"));
    else
        assert_non_null(strstr(text, "so the products run in float32 (the bits of --precision "
                                     "fp32)"));
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
    float *pf, *ph, *p32;
    size_t nf, nh, n32;
    load_params(full, &pf, &nf);
    load_params(half, &ph, &nh);
    load_params(fp32, &p32, &n32);
    assert_int_equal(nf, nh);
    assert_int_equal(nf, n32);
    assert_memory_equal(pf, ph, nf * sizeof *pf);
    // Without native bfloat16 the bf16 run is the float32 run; with it, a different run.
    if (native) assert_true(memcmp(pf, p32, nf * sizeof *pf) != 0);
    else assert_memory_equal(pf, p32, nf * sizeof *pf);
    free(pf);
    free(ph);
    free(p32);
    // Resuming with another precision is refused, naming the option.
    snprintf(args, sizeof args, "--resume %s --max-steps 8 --precision fp32", half);
    assert_int_not_equal(test_run("OMP_WAIT_POLICY=passive bin/train --threads 1 %s > %s 2>&1",
                                  args, log), 0);
    assert_non_null(strstr(test_slurp(log), "--precision"));
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_round_hand),
        cmocka_unit_test(test_native_matches_cpuinfo),
        cmocka_unit_test(test_linear_gemm_bf16),
        cmocka_unit_test(test_train_bf16),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
