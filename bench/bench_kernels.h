// bin/bench gemm and bin/bench kernels: GEMM throughput (with the wrapper's overhead against
// bli_sgemm called directly) and memory-bound kernel throughput. Each prints one JSON line.
#ifndef TANDEM_BENCH_KERNELS_H
#define TANDEM_BENCH_KERNELS_H

#include <stdio.h>

// n x n x n sgemm (C = A B, beta 0), `reps` timed calls after 3 warm-up calls, on `threads`
// threads. Fields: kind "gemm", n, threads, blis_arch, gflops {median,min,max,n} through
// blas_gemm, direct_gflops through blas_gemm_direct, wrapper_overhead {median_pair: median over
// interleaved pairs of t_wrapper / t_direct - 1, best: min t_wrapper / min t_direct - 1}, the same
// at n = 512 over 200 pairs (wrapper_overhead_n512), wrapper_call_ns (the wrapper's fixed cost
// per call: fastest of 20000 single 4x4x4 calls, wrapper minus direct), rss_mib, env.
// Returns 0 or TD_ERR_NOMEM.
int bench_gemm(FILE *out, int threads, int n, int reps);

// Softmax with key-padding mask [16384, 33] (attention probabilities: 4096 target tokens x 4
// heads), layer norm [4096, 256], label-smoothed cross-entropy [4096, 8000]: forward and backward
// time and GB/s (minimum traffic: every tensor argument read or written once; an accumulated
// gradient counts read + write). Fields: kind "kernels", threads, blis_arch, kernels [{name, shape,
// fwd_ms, bwd_ms, fwd_gbps, bwd_gbps}] (medians over `reps`), rss_mib, env.
// Returns 0 or TD_ERR_NOMEM.
int bench_kernels(FILE *out, int threads, int reps);

#endif
