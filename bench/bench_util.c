#include "bench/bench_util.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <time.h>

#include "tensor/blas.h"
#include "tensor/gemm_int8.h"
#include "tensor/gemm_rows.h"
#include "util/machine.h"

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

double bench_percentile(const double *xs, int n, double p) {
    if (n <= 0) return 0;
    double *v = malloc((size_t)n * sizeof *v);
    if (!v) return 0;
    memcpy(v, xs, (size_t)n * sizeof *v);
    qsort(v, (size_t)n, sizeof *v, cmp_double);
    long k = (long)ceil(p / 100.0 * n - 1e-9);  // nearest rank, 1-based
    if (k < 1) k = 1;
    if (k > n) k = n;
    double x = v[k - 1];
    free(v);
    return x;
}

double bench_now(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}

double bench_cpu_now(void) {
    struct timespec ts;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
    return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}

double bench_peak_rss_mib(void) {
    struct rusage ru;
    if (getrusage(RUSAGE_SELF, &ru) != 0) return 0.0;
    return (double)ru.ru_maxrss / 1024.0;  // Linux reports KiB
}

BenchCpuTicks bench_cpu_ticks(void) {
    BenchCpuTicks t = {0, 0, bench_now()};
    MachineCpuTimes m;
    if (machine_cpu_times(&m) < 0) {
        td_clear_error();
        return t;
    }
    t.steal = (long long)m.steal;
    t.total = (long long)(m.user + m.nice + m.system + m.idle + m.iowait + m.irq + m.softirq +
                          m.steal + m.guest + m.guest_nice);
    return t;
}

void bench_json_stats(FILE *f, const char *name, BenchStats s) {
    fprintf(f, "\"%s\": {\"median\": %.6g, \"min\": %.6g, \"max\": %.6g, \"n\": %d}", name,
            s.median, s.min, s.max, s.n);
}

void bench_cpu_model(char *buf, size_t cap) {
    if (!machine_cpuinfo_value("model name", buf, cap)) snprintf(buf, cap, "unknown");
}

// s as a JSON string body: quotes, backslashes and control characters escaped.
static void json_string(FILE *f, const char *s) {
    fputc('"', f);
    for (; *s; s++) {
        if (*s == '"' || *s == '\\') fprintf(f, "\\%c", *s);
        else if ((unsigned char)*s < 0x20) fprintf(f, "\\u%04x", (unsigned char)*s);
        else fputc(*s, f);
    }
    fputc('"', f);
}

// The ISA names of the comma-separated lists, each once, as JSON strings ("a", "b").
static void json_isa(FILE *f, const char *const *lists, int n) {
    char seen[256] = ",";
    int first = 1;
    for (int i = 0; i < n; i++) {
        for (const char *p = lists[i]; *p;) {
            size_t len = strcspn(p, ",");
            char name[40];
            snprintf(name, sizeof name, ",%.*s,", (int)(len < 32 ? len : 32), p);
            if (len > 0 && !strstr(seen, name) && strlen(seen) + strlen(name) < sizeof seen) {
                strcat(seen, name + 1);
                fprintf(f, "%s\"%.*s\"", first ? "" : ", ", (int)len, p);
                first = 0;
            }
            p += len + (p[len] == ',');
        }
    }
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
    char cpu[256];
    bench_cpu_model(cpu, sizeof cpu);
    const char *isa[2] = {gemm_rows_isa(), gemm_int8_isa()};
    fprintf(f, "\"env\": {\"blis_arch\": \"%s\", \"cpu_model\": ", blas_arch_name());
    json_string(f, cpu);
    fputs(", \"isa\": [", f);
    json_isa(f, isa, 2);
    fprintf(f, "], \"gemm_rows_kernel\": \"%s\", \"int8_kernel\": \"%s\", ", gemm_rows_path(),
            gemm_int8_path());
    fprintf(f, "\"loadavg_end\": [%.2f, %.2f, %.2f], "
               "\"wall_s\": %.3f, \"steal_share\": %.4f, \"omp_wait_policy\": \"%s\"}",
            la[0], la[1], la[2], end.t0 - start.t0,
            dt > 0 ? (double)(end.steal - start.steal) / (double)dt : 0.0, wait ? wait : "");
}
