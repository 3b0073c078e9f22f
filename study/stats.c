// Paired bootstrap resampling for comparison studies (see stats.h).
#include "study/stats.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

// splitmix64 (Steele, Lea, Flood 2014): a tiny, well-mixed stream, stable across versions.
static uint64_t splitmix64(uint64_t *s) {
    uint64_t z = (*s += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

// Uniform integer in [0, n) by Lemire's multiply-shift on the high 32 bits.
static int draw_below(uint64_t *s, int n) {
    return (int)(((splitmix64(s) >> 32) * (uint64_t)n) >> 32);
}

int study_boot_plan(StudyBootPlan *plan, uint64_t seed, int n_seg, int n_boot, int n_seeds) {
    memset(plan, 0, sizeof *plan);
    if (n_seg < 1 || n_boot < 1 || n_seeds < 1)
        return td_error(TD_ERR_ARG, "bootstrap: need at least one segment, resample and seed "
                                    "(got %d, %d, %d)", n_seg, n_boot, n_seeds);
    plan->idx = malloc((size_t)n_boot * n_seg * sizeof *plan->idx);
    plan->seed_draw = malloc((size_t)n_boot * n_seeds * sizeof *plan->seed_draw);
    if (!plan->idx || !plan->seed_draw) {
        study_boot_plan_free(plan);
        return td_error(TD_ERR_NOMEM, "bootstrap: out of memory for %d x %d indices", n_boot,
                        n_seg);
    }
    plan->n_seg = n_seg;
    plan->n_boot = n_boot;
    plan->n_seeds = n_seeds;
    uint64_t s = seed;
    for (int b = 0; b < n_boot; b++) {
        for (int i = 0; i < n_seg; i++) plan->idx[(size_t)b * n_seg + i] = draw_below(&s, n_seg);
        for (int k = 0; k < n_seeds; k++)
            plan->seed_draw[(size_t)b * n_seeds + k] = n_seeds == 1 ? 0 : draw_below(&s, n_seeds);
    }
    return TD_OK;
}

void study_boot_plan_free(StudyBootPlan *plan) {
    free(plan->idx);
    free(plan->seed_draw);
    memset(plan, 0, sizeof *plan);
}

double study_metric_full(const int64_t *seg, int n_seg, int dim, StudyMetricFn f) {
    int64_t sum[64] = {0};
    TD_ASSERT(dim > 0 && dim <= 64);
    for (int i = 0; i < n_seg; i++)
        for (int d = 0; d < dim; d++) sum[d] += seg[(size_t)i * dim + d];
    return f(sum);
}

int study_boot_scores(double *out, const StudyBootPlan *plan, const StudySystem *sys, int dim,
                      StudyMetricFn f) {
    if (sys->n_seeds != plan->n_seeds)
        return td_error(TD_ERR_ARG, "bootstrap: system has %d seeds, plan has %d", sys->n_seeds,
                        plan->n_seeds);
    TD_ASSERT(dim > 0 && dim <= 64);
    int K = plan->n_seeds, n = plan->n_seg;
    // Scores of every seed on every resample, then each resample averages its K seed slots.
    double *per_seed = malloc((size_t)K * plan->n_boot * sizeof *per_seed);
    if (!per_seed) return td_error(TD_ERR_NOMEM, "bootstrap: out of memory");
    for (int k = 0; k < K; k++) {
        for (int b = 0; b < plan->n_boot; b++) {
            int64_t sum[64] = {0};
            const int *idx = plan->idx + (size_t)b * n;
            for (int i = 0; i < n; i++) {
                const int64_t *row = sys->seg[k] + (size_t)idx[i] * dim;
                for (int d = 0; d < dim; d++) sum[d] += row[d];
            }
            per_seed[(size_t)k * plan->n_boot + b] = f(sum);
        }
    }
    for (int b = 0; b < plan->n_boot; b++) {
        double acc = 0;
        for (int k = 0; k < K; k++)
            acc += per_seed[(size_t)plan->seed_draw[(size_t)b * K + k] * plan->n_boot + b];
        out[b] = acc / K;
    }
    free(per_seed);
    return TD_OK;
}

static int double_ascending(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

double study_percentile(const double *x, int n, double q) {
    TD_ASSERT(n > 0 && q >= 0 && q <= 100);
    double *s = malloc((size_t)n * sizeof *s);
    TD_ASSERT(s != NULL);
    memcpy(s, x, (size_t)n * sizeof *s);
    qsort(s, (size_t)n, sizeof *s, double_ascending);
    double pos = q / 100.0 * (n - 1);
    int lo = (int)floor(pos);
    int hi = lo + 1 < n ? lo + 1 : lo;
    double v = s[lo] + (pos - lo) * (s[hi] - s[lo]);
    free(s);
    return v;
}

void study_estimate(StudyEstimate *out, const double *full, int n_seeds, const double *boot,
                    int n_boot) {
    memset(out, 0, sizeof *out);
    double m = 0;
    for (int k = 0; k < n_seeds; k++) m += full[k];
    out->point = m / n_seeds;
    if (n_seeds > 1) {
        double v = 0;
        for (int k = 0; k < n_seeds; k++) v += (full[k] - out->point) * (full[k] - out->point);
        out->seed_sd = sqrt(v / (n_seeds - 1));
    }
    double bm = 0, bv = 0;
    for (int b = 0; b < n_boot; b++) bm += boot[b];
    bm /= n_boot;
    for (int b = 0; b < n_boot; b++) bv += (boot[b] - bm) * (boot[b] - bm);
    out->boot_mean = bm;
    out->boot_sd = n_boot > 1 ? sqrt(bv / (n_boot - 1)) : 0;
    out->lo = study_percentile(boot, n_boot, 2.5);
    out->hi = study_percentile(boot, n_boot, 97.5);
}

double study_paired_p(const double *sys, const double *base, int n_boot, double delta) {
    double mean = 0;
    for (int b = 0; b < n_boot; b++) mean += sys[b] - base[b];
    mean /= n_boot;
    double thr = fabs(delta);
    int c = 0;
    for (int b = 0; b < n_boot; b++) {
        // A tiny tolerance so that exactly equal differences count as "at least as extreme"
        // despite rounding in the mean.
        if (fabs(sys[b] - base[b] - mean) >= thr - 1e-12 * (1 + thr)) c++;
    }
    return (1.0 + c) / (n_boot + 1.0);
}

void study_p_text(double p, char *buf, size_t cap) {
    if (!isfinite(p)) snprintf(buf, cap, "p not computed");
    else if (p < 0.001) snprintf(buf, cap, "p < 0.001");
    else if (p < 0.05 && p >= 0.0495) {
        // p * 1e4 is in [495, 500): its integer part, guarded against rounding either way.
        double v = fmin(floor(p * 1e4 + 1e-6), 499);
        snprintf(buf, cap, "p = 0.0%.0f", v);
    }
    else snprintf(buf, cap, "p = %.3f", p);
}

// Curve (x[i], y[i]) at x (within its range), linear in log x between its points.
static double curve_at(const double *x, const double *y, int n, double at) {
    int j = 0;
    while (j + 1 < n && x[j + 1] <= at) j++;  // the last point at or before `at`
    if (j + 1 >= n || x[j] == at) return y[j];
    const double t = (log(at) - log(x[j])) / (log(x[j + 1]) - log(x[j]));
    return y[j] + t * (y[j + 1] - y[j]);
}

int study_curve_crossings(const double *x_a, const double *y_a, int n_a, const double *x_b,
                          const double *y_b, int n_b, double *cross, int max, int *lead_first,
                          int *lead_last, double *lo, double *hi) {
    *lead_first = *lead_last = 0;
    *lo = *hi = 0;
    if (n_a < 1 || n_b < 1) return 0;
    const double from = fmax(x_a[0], x_b[0]), to = fmin(x_a[n_a - 1], x_b[n_b - 1]);
    if (!(from <= to)) return 0;
    double *at = malloc((size_t)(n_a + n_b) * sizeof *at);
    if (!at) return 0;
    int n = 0;
    for (int i = 0; i < n_a; i++)
        if (x_a[i] >= from && x_a[i] <= to) at[n++] = x_a[i];
    for (int i = 0; i < n_b; i++)
        if (x_b[i] >= from && x_b[i] <= to) at[n++] = x_b[i];
    qsort(at, (size_t)n, sizeof *at, double_ascending);
    int found = 0, last = -1;  // last: the latest point with d != 0
    double d_last = 0;
    for (int i = 0; i < n; i++) {
        if (i && at[i] == at[i - 1]) continue;
        const double d = curve_at(x_a, y_a, n_a, at[i]) - curve_at(x_b, y_b, n_b, at[i]);
        if (d == 0) continue;
        const int sign = d > 0 ? 1 : -1;
        if (last < 0) *lead_first = sign;
        else if ((d_last > 0) != (d > 0) && found < max) {
            // The zero between the two: the first point in between (d was 0 there), else the
            // interpolation in log x.
            int z = last + 1;
            while (z < i && at[z] == at[last]) z++;
            if (z < i) cross[found++] = at[z];
            else {
                const double t = d_last / (d_last - d);
                cross[found++] = exp(log(at[last]) + t * (log(at[i]) - log(at[last])));
            }
        }
        last = i;
        d_last = d;
        *lead_last = sign;
    }
    free(at);
    *lo = from;
    *hi = to;
    return found;
}
