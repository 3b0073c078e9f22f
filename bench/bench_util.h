// Shared helpers for bin/bench: timing, order statistics, peak RSS, and the JSON pieces every
// benchmark line carries (so that our lines read like the PyTorch reference benchmark's, bench.py).
#ifndef TANDEM_BENCH_UTIL_H
#define TANDEM_BENCH_UTIL_H

#include <stdio.h>

// Median, min, max and count of a sample (bench.py's `stats`).
typedef struct BenchStats {
    double median, min, max;
    int n;
} BenchStats;

// Statistics of xs[0..n) (n >= 1; xs is not modified). Median of an even count = mean of the two
// middle values (like Python's statistics.median).
BenchStats bench_stats(const double *xs, int n);

// The nearest-rank p-th percentile of xs[0..n) (0 < p <= 100; xs is not modified): the smallest
// value with at least p% of the sample at or below it (rank ceil(p/100 * n)). 0 when n <= 0 or
// out of memory.
double bench_percentile(const double *xs, int n, double p);

// Monotonic wall-clock time in seconds.
double bench_now(void);

// CPU time of this process (all its threads) in seconds (CLOCK_PROCESS_CPUTIME_ID): on a machine
// shared with other jobs it leaves out the time the process waited for a core.
double bench_cpu_now(void);

// Peak resident set size of this process in MiB (getrusage ru_maxrss).
double bench_peak_rss_mib(void);

// CPU steal and total ticks from /proc/stat (0, 0 when unavailable), for the env block.
typedef struct BenchCpuTicks {
    long long steal, total;
    double t0;  // bench_now() at the snapshot
} BenchCpuTicks;
BenchCpuTicks bench_cpu_ticks(void);

// Writes `"name": {"median": .., "min": .., "max": .., "n": ..}` (no separators around it).
void bench_json_stats(FILE *f, const char *name, BenchStats s);

// The CPU's name: the first "model name" line of /proc/cpuinfo without the key (e.g.
// "AMD EPYC"), or "unknown", into buf (cap bytes, NUL-terminated).
void bench_cpu_model(char *buf, size_t cap);

// Writes `"env": {"blis_arch": .., "cpu_model": .., "isa": [..], "gemm_rows_kernel": ..,
// "int8_kernel": .., "loadavg_end": [..], "wall_s": .., "steal_share": .., "omp_wait_policy": ..}`
// measured from `start` until now. isa: the instruction sets (beyond x86-64) of the code paths
// this process chose for its own kernels (gemm_rows_isa, gemm_int8_isa), each named once;
// gemm_rows_kernel and int8_kernel: those paths; BLIS's own kernel set is blis_arch.
void bench_json_env(FILE *f, BenchCpuTicks start);

#endif
