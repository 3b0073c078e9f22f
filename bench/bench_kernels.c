// Dimension legend: N rows, D softmax width, C layer-norm width, V vocab.
#include "bench/bench_kernels.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "bench/bench_util.h"
#include "tensor/alloc.h"
#include "tensor/blas.h"
#include "tensor/loss.h"
#include "tensor/ops.h"
#include "tensor/rng.h"
#include "tensor/status.h"

static void fill_uniform(float *x, size_t n, float lo, float hi, uint64_t seed) {
    Rng r;
    rng_seed(&r, seed);
    for (size_t i = 0; i < n; i++) x[i] = lo + (hi - lo) * rng_uniform(&r);
}

// Wrapper overhead from interleaved (wrapper, direct) pairs of n^3 GEMMs: returns the median over
// pairs of t_wrapper / t_direct - 1, and in *by_min min(t_wrapper) / min(t_direct) - 1 (the least
// disturbed call of each: robust when other processes share the cores). Fills per-call GFLOP/s.
static double gemm_pairs(int n, int reps, const float *A, const float *B, float *C, double *g_wrap,
                         double *g_direct, double *by_min) {
    double min_w = INFINITY, min_d = INFINITY;
    const double flop = 2.0 * n * n * (double)n;
    double *ratio = malloc((size_t)reps * sizeof *ratio);
    if (!ratio) return NAN;
    for (int w = 0; w < 3; w++) {
        blas_gemm(0, 0, n, n, n, 1.0f, A, n, B, n, 0.0f, C, n);
        blas_gemm_direct(n, n, n, A, B, C);
    }
    for (int r = 0; r < reps; r++) {
        // Alternate which one goes first so that neither always follows the other's cache state.
        double tw, td;
        if (r % 2 == 0) {
            double t0 = bench_now();
            blas_gemm(0, 0, n, n, n, 1.0f, A, n, B, n, 0.0f, C, n);
            double t1 = bench_now();
            blas_gemm_direct(n, n, n, A, B, C);
            double t2 = bench_now();
            tw = t1 - t0;
            td = t2 - t1;
        } else {
            double t0 = bench_now();
            blas_gemm_direct(n, n, n, A, B, C);
            double t1 = bench_now();
            blas_gemm(0, 0, n, n, n, 1.0f, A, n, B, n, 0.0f, C, n);
            double t2 = bench_now();
            td = t1 - t0;
            tw = t2 - t1;
        }
        if (g_wrap) g_wrap[r] = flop / tw / 1e9;
        if (g_direct) g_direct[r] = flop / td / 1e9;
        ratio[r] = tw / td;
        min_w = tw < min_w ? tw : min_w;
        min_d = td < min_d ? td : min_d;
    }
    *by_min = min_w / min_d - 1.0;
    double med = bench_stats(ratio, reps).median - 1.0;
    free(ratio);
    return med;
}

// The wrapper's fixed cost per call in nanoseconds: tiny 4 x 4 x 4 products timed one call at a
// time, alternating wrapper and direct, the fastest of 20000 calls of each (a call that was not
// preempted: robust on a loaded machine). Writes the direct call's best time to *direct_ns.
static double gemm_call_ns(const float *A, const float *B, float *C, double *direct_ns) {
    double best_w = INFINITY, best_d = INFINITY;
    for (int i = 0; i < 20000; i++) {
        double t0 = bench_now();
        blas_gemm(0, 0, 4, 4, 4, 1.0f, A, 4, B, 4, 0.0f, C, 4);
        double t1 = bench_now();
        blas_gemm_direct(4, 4, 4, A, B, C);
        double t2 = bench_now();
        best_w = fmin(best_w, t1 - t0);
        best_d = fmin(best_d, t2 - t1);
    }
    *direct_ns = 1e9 * best_d;
    return 1e9 * (best_w - best_d);
}

int bench_gemm(FILE *out, int threads, int n, int reps) {
    BenchCpuTicks start = bench_cpu_ticks();
    blas_set_threads(threads);
    const int nmax = n > 512 ? n : 512;
    size_t nn = (size_t)nmax * nmax;
    float *A = td_alloc(nn * sizeof *A), *B = td_alloc(nn * sizeof *B);
    float *C = td_alloc(nn * sizeof *C);
    double *gw = malloc((size_t)reps * sizeof *gw), *gd = malloc((size_t)reps * sizeof *gd);
    if (!A || !B || !C || !gw || !gd) {
        td_free(A); td_free(B); td_free(C); free(gw); free(gd);
        return td_error(TD_ERR_NOMEM, "out of memory for %d x %d matrices", n, n);
    }
    fill_uniform(A, nn, -1, 1, 1);
    fill_uniform(B, nn, -1, 1, 2);
    double ov_min, ov512_min;
    double overhead = gemm_pairs(n, reps, A, B, C, gw, gd, &ov_min);
    // The criterion is stated at n >= 512: measure there too (cheap: 0.27 GFLOP a call).
    double overhead_512 = gemm_pairs(512, 200, A, B, C, NULL, NULL, &ov512_min);
    double direct_ns;
    double call_ns = gemm_call_ns(A, B, C, &direct_ns);
    fprintf(out, "{\"kind\": \"gemm\", \"impl\": \"tandem\", \"n\": %d, \"threads\": %d, "
                 "\"blis_arch\": \"%s\", \"blis_version\": \"%s\", ",
            n, threads, blas_arch_name(), blas_version());
    bench_json_stats(out, "gflops", bench_stats(gw, reps));
    fputs(", ", out);
    bench_json_stats(out, "direct_gflops", bench_stats(gd, reps));
    fprintf(out, ", \"wrapper_overhead\": {\"median_pair\": %.4f, \"best\": %.4f}, "
                 "\"wrapper_overhead_n512\": {\"median_pair\": %.4f, \"best\": %.4f, \"n\": 200}, "
                 "\"wrapper_call_ns\": %.1f, \"direct_call_ns_4x4x4\": %.1f, "
                 "\"rss_mib\": %.1f, \"peak_rss_mib\": %.1f, ",
            overhead, ov_min, overhead_512, ov512_min, call_ns, direct_ns, bench_peak_rss_mib(),
            bench_peak_rss_mib());
    bench_json_env(out, start);
    fputs("}\n", out);
    fflush(out);
    td_free(A); td_free(B); td_free(C); free(gw); free(gd);
    return TD_OK;
}

typedef struct KernelResult {
    const char *name;
    int rows, cols;
    double fwd_s, bwd_s;      // medians
    double fwd_bytes, bwd_bytes;
} KernelResult;

// Times `reps` calls of one forward and one backward after one warm-up of each.
#define TIME_REPS(med, call)                                       \
    do {                                                           \
        call;                                                      \
        for (int r_ = 0; r_ < reps; r_++) {                        \
            double t0_ = bench_now();                              \
            call;                                                  \
            times[r_] = bench_now() - t0_;                         \
        }                                                          \
        med = bench_stats(times, reps).median;                     \
    } while (0)

static int kernels_run(KernelResult *res, int reps, double *times) {
    // Buffers sized for the largest case: cross-entropy [4096, 8000].
    const int N_CE = 4096, V = 8000, N_SM = 16384, D_SM = 33, N_LN = 4096, C_LN = 256;
    const size_t big = (size_t)N_CE * V;
    float *x = td_alloc(big * sizeof *x), *y = td_alloc(big * sizeof *y);
    float *dy = td_alloc(big * sizeof *dy), *dx = td_alloc(big * sizeof *dx);
    float *mask = td_alloc((size_t)N_SM * D_SM * sizeof *mask);
    float *stats = td_alloc(2 * (size_t)N_LN * sizeof *stats);
    float *g = td_alloc((size_t)C_LN * 4 * sizeof *g);
    int *tgt = malloc((size_t)N_CE * sizeof *tgt);
    if (!x || !y || !dy || !dx || !mask || !stats || !g || !tgt) {
        td_free(x); td_free(y); td_free(dy); td_free(dx); td_free(mask); td_free(stats);
        td_free(g); free(tgt);
        return td_error(TD_ERR_NOMEM, "out of memory for the kernel benchmark buffers");
    }
    fill_uniform(x, big, -4, 4, 3);
    fill_uniform(dy, big, -1, 1, 4);
    fill_uniform(g, (size_t)C_LN * 2, 0.5f, 1.5f, 5);
    Rng r;
    rng_seed(&r, 6);
    for (int n = 0; n < N_CE; n++) tgt[n] = n % 97 == 0 ? 0 : 4 + (int)rng_below(&r, V - 4);
    // Key padding: the last 3 of 33 source positions of every other row are masked.
    for (int n = 0; n < N_SM; n++)
        for (int j = 0; j < D_SM; j++)
            mask[(size_t)n * D_SM + j] = (n % 2 && j >= 30) ? -INFINITY : 0;

    const double f = sizeof(float);
    KernelResult *k = &res[0];
    *k = (KernelResult){"softmax_masked", N_SM, D_SM, 0, 0, 3 * f * N_SM * D_SM,
                        4 * f * N_SM * D_SM};
    TIME_REPS(k->fwd_s, softmax_forward(y, x, mask, N_SM, D_SM));
    TIME_REPS(k->bwd_s, softmax_backward(dx, dy, y, N_SM, D_SM));

    k = &res[1];
    *k = (KernelResult){"layernorm", N_LN, C_LN, 0, 0, 2 * f * N_LN * C_LN, 4 * f * N_LN * C_LN};
    float *gamma = g, *beta = g + C_LN, *dgamma = g + 2 * C_LN, *dbeta = g + 3 * C_LN;
    TIME_REPS(k->fwd_s,
              layernorm_forward(y, stats, stats + N_LN, x, gamma, beta, N_LN, C_LN));
    TIME_REPS(k->bwd_s, layernorm_backward(dx, dgamma, dbeta, dy, x, gamma, stats, stats + N_LN,
                                           N_LN, C_LN));

    k = &res[2];
    *k = (KernelResult){"cross_entropy_ls", N_CE, V, 0, 0, 2 * f * N_CE * V, 3 * f * N_CE * V};
    int ntok = 0;
    double loss = 0, nll = 0, *rows = malloc(2 * (size_t)N_CE * sizeof *rows);
    if (!rows) return td_error(TD_ERR_NOMEM, "out of memory");
    // In place (logits -> probabilities -> dlogits): later repetitions run on the previous
    // output, which has the same shape and costs the same.
    memcpy(y, x, (size_t)N_CE * V * sizeof *y);
    TIME_REPS(k->fwd_s, loss = loss_ce_forward(y, rows, tgt, N_CE, V, 0.1f, 0, &nll, &ntok));
    memcpy(dx, y, (size_t)N_CE * V * sizeof *dx);
    TIME_REPS(k->bwd_s, loss_ce_backward(dx, tgt, N_CE, V, 0.1f, 0, 1.0f / (ntok ? ntok : 1)));
    (void)loss;
    free(rows);

    td_free(x); td_free(y); td_free(dy); td_free(dx); td_free(mask); td_free(stats); td_free(g);
    free(tgt);
    return TD_OK;
}

int bench_kernels(FILE *out, int threads, int reps) {
    BenchCpuTicks start = bench_cpu_ticks();
    blas_set_threads(threads);
    KernelResult res[3];
    double *times = malloc((size_t)reps * sizeof *times);
    if (!times) return td_error(TD_ERR_NOMEM, "out of memory");
    int rc = kernels_run(res, reps, times);
    free(times);
    if (rc < 0) return rc;
    fprintf(out, "{\"kind\": \"kernels\", \"impl\": \"tandem\", \"threads\": %d, \"blis_arch\": "
                 "\"%s\", \"reps\": %d, \"kernels\": [",
            threads, blas_arch_name(), reps);
    for (int i = 0; i < 3; i++) {
        const KernelResult *k = &res[i];
        fprintf(out, "%s{\"name\": \"%s\", \"shape\": [%d, %d], \"fwd_ms\": %.4f, "
                     "\"bwd_ms\": %.4f, "
                     "\"fwd_gbps\": %.2f, \"bwd_gbps\": %.2f}",
                i ? ", " : "", k->name, k->rows, k->cols, 1e3 * k->fwd_s, 1e3 * k->bwd_s,
                k->fwd_bytes / k->fwd_s / 1e9, k->bwd_bytes / k->bwd_s / 1e9);
    }
    fprintf(out, "], \"rss_mib\": %.1f, \"peak_rss_mib\": %.1f, ", bench_peak_rss_mib(),
            bench_peak_rss_mib());
    bench_json_env(out, start);
    fputs("}\n", out);
    fflush(out);
    return TD_OK;
}
