#include "bench/bench_util.h"

#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <time.h>

#include "tensor/blas.h"

static int cmp_double(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

BenchStats bench_stats(const double *xs, int n) {
    BenchStats s = {0, 0, 0, n};
    if (n <= 0) return s;
    double *v = malloc((size_t)n * sizeof *v);
    if (!v) return s;
    memcpy(v, xs, (size_t)n * sizeof *v);
    qsort(v, (size_t)n, sizeof *v, cmp_double);
    s.min = v[0];
    s.max = v[n - 1];
    s.median = n % 2 ? v[n / 2] : 0.5 * (v[n / 2 - 1] + v[n / 2]);
    free(v);
    return s;
}

double bench_now(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}

double bench_peak_rss_mib(void) {
    struct rusage ru;
    if (getrusage(RUSAGE_SELF, &ru) != 0) return 0.0;
    return (double)ru.ru_maxrss / 1024.0;  // Linux reports KiB
}

BenchCpuTicks bench_cpu_ticks(void) {
    BenchCpuTicks t = {0, 0, bench_now()};
    FILE *f = fopen("/proc/stat", "r");
    if (!f) return t;
    long long v[10] = {0};
    if (fscanf(f, "cpu %lld %lld %lld %lld %lld %lld %lld %lld %lld %lld", &v[0], &v[1], &v[2],
               &v[3], &v[4], &v[5], &v[6], &v[7], &v[8], &v[9]) >= 8) {
        t.steal = v[7];
        for (int i = 0; i < 10; i++) t.total += v[i];
    }
    fclose(f);
    return t;
}

void bench_json_stats(FILE *f, const char *name, BenchStats s) {
    fprintf(f, "\"%s\": {\"median\": %.6g, \"min\": %.6g, \"max\": %.6g, \"n\": %d}", name,
            s.median, s.min, s.max, s.n);
}

void bench_json_env(FILE *f, BenchCpuTicks start) {
    BenchCpuTicks end = bench_cpu_ticks();
    double la[3] = {0, 0, 0};
    FILE *lf = fopen("/proc/loadavg", "r");
    if (lf) {
        if (fscanf(lf, "%lf %lf %lf", &la[0], &la[1], &la[2]) != 3) la[0] = la[1] = la[2] = 0;
        fclose(lf);
    }
    long long dt = end.total - start.total;
    const char *wait = getenv("OMP_WAIT_POLICY");
    fprintf(f, "\"env\": {\"blis_arch\": \"%s\", \"loadavg_end\": [%.2f, %.2f, %.2f], "
               "\"wall_s\": %.3f, \"steal_share\": %.4f, \"omp_wait_policy\": \"%s\"}",
            blas_arch_name(), la[0], la[1], la[2], end.t0 - start.t0,
            dt > 0 ? (double)(end.steal - start.steal) / (double)dt : 0.0, wait ? wait : "");
}
