// Statistics for comparison studies: paired bootstrap resampling of a test set (Koehn 2004,
// "Statistical Significance Tests for Machine Translation Evaluation"), optionally two-level over
// training seeds, giving a 95% percentile confidence interval and a paired p-value for the
// difference between two systems scored on the same test sentences.
//
// A corpus metric is described by per-segment sufficient statistics: an int64 vector of `dim`
// numbers per test sentence (BLEU: 10 = BleuStats, chrF: 18 = ChrfStats) and a function that turns
// the SUM of those vectors over a set of sentences into a score (bleu_score, chrf_score). A
// resample is a list of n_seg sentence indices drawn with replacement; the same resamples are used
// for every system, which is what makes the test paired.
//
// Legend: n_seg test sentences, D stats per sentence, NB bootstrap resamples, K seeds.
#ifndef TANDEM_STUDY_STATS_H
#define TANDEM_STUDY_STATS_H

#include <stddef.h>
#include <stdint.h>

#include "tensor/status.h"

// Corpus score from summed segment statistics (sum has D entries).
typedef double (*StudyMetricFn)(const int64_t *sum);

// A system's per-segment statistics for each seed: seg[k] is [n_seg, D] for seed k < K.
typedef struct StudySystem {
    const int64_t *const *seg;
    int n_seeds;
} StudySystem;

// The bootstrap plan shared by every system of a study (so that comparisons are paired).
// idx [NB, n_seg]: test-sentence indices of each resample; seed_draw [NB, K]: which seed each of
// the K slots of a resample uses (a second-level bootstrap over seeds; all zeros when K = 1).
typedef struct StudyBootPlan {
    int n_seg, n_boot, n_seeds;
    int *idx;
    int *seed_draw;
} StudyBootPlan;

// Summary of one system: point estimate and 95% percentile interval [lo, hi] (2.5th and 97.5th
// percentiles of the resampled scores), the mean and standard deviation of the resampled scores,
// and the standard deviation of the K per-seed full-test-set scores (0 when K = 1).
typedef struct StudyEstimate {
    double point;     // mean over seeds of the full-test-set score
    double lo, hi;    // 95% percentile interval
    double boot_mean, boot_sd;
    double seed_sd;
} StudyEstimate;

// Draws a plan from `seed` (a splitmix64 stream of its own, independent of tensor/rng): n_boot
// resamples of n_seg sentences with replacement and, when n_seeds > 1, n_seeds seed slots with
// replacement per resample. The same (seed, n_seg, n_boot, n_seeds) always gives the same plan.
// Returns 0, TD_ERR_ARG (n_seg < 1, n_boot < 1 or n_seeds < 1) or TD_ERR_NOMEM.
TD_MUST_USE int study_boot_plan(StudyBootPlan *plan, uint64_t seed, int n_seg, int n_boot,
                                int n_seeds);
void study_boot_plan_free(StudyBootPlan *plan);

// Full-test-set score of one seed: f(sum over all n_seg segments of seg [n_seg, D]).
double study_metric_full(const int64_t *seg, int n_seg, int dim, StudyMetricFn f);

// Resampled scores of a system: out[b] = mean over the K slots of resample b of
// f(sum over i < n_seg of seg[seed_draw[b, k]][idx[b, i], :]). sys->n_seeds must equal
// plan->n_seeds. Returns 0 or TD_ERR_NOMEM / TD_ERR_ARG.
TD_MUST_USE int study_boot_scores(double *out, const StudyBootPlan *plan, const StudySystem *sys,
                                  int dim, StudyMetricFn f);

// Point estimate, percentile interval and spreads from the per-seed full scores full[K] and the
// resampled scores boot[NB] (boot is not modified).
void study_estimate(StudyEstimate *out, const double *full, int n_seeds, const double *boot,
                    int n_boot);

// Percentile of x[n] (not modified) with linear interpolation between order statistics, as
// numpy.percentile's default: position q/100 * (n - 1) in the sorted values. q in [0, 100].
double study_percentile(const double *x, int n, double q);

// Paired bootstrap p-value (two-sided) for the observed difference delta = point_sys -
// point_base, given the paired resampled scores sys[b] and base[b] (same plan): with
// d_b = sys[b] - base[b] and mean d, the null distribution is d_b - mean d (the resampled
// differences shifted to mean zero), and
//   p = (1 + #{b : |d_b - mean d| >= |delta|}) / (NB + 1).
// Identical systems give p = 1; the smallest possible p is 1 / (NB + 1).
double study_paired_p(const double *sys, const double *base, int n_boot, double delta);

// A p-value as the report and the console print it, into buf (cap bytes): "p < 0.001" below
// 0.001, else "p = " with three decimals ("p = 0.001" from exactly 0.001 on), except that a p
// just under 0.05 that would round up to "0.050" keeps four decimals, truncated ("p = 0.0499"),
// so the text never contradicts the 5% verdict. NAN (no test): "p not computed". The one
// formatter of p-values in bin/compare.
void study_p_text(double p, char *buf, size_t cap);

// Where two learning curves cross. Curve a is the points (x_a[i], y_a[i]), i < n_a, finite, with
// x increasing and positive (e.g. training FLOPs, test BLEU), curve b likewise; each is taken as
// piecewise linear in log x. On the range both cover, [max(x_a[0], x_b[0]), min(x_a[n_a - 1],
// x_b[n_b - 1])], the difference d = a - b is evaluated at every point of either curve; a
// crossing is where d changes sign between two points with d != 0 (interpolated in log x), or
// the first of the zeros between them (touching zero and going back to the same side is no
// crossing). Writes up to `max` crossings (ascending) into cross and returns their count;
// *lead_first and *lead_last are the sign of d (+1: a ahead, -1: b ahead) at the first and last
// point of the range where d != 0 (0 when d is 0 throughout), and *lo, *hi the range (all 0,
// and 0 returned, when the curves have no common range).
int study_curve_crossings(const double *x_a, const double *y_a, int n_a, const double *x_b,
                          const double *y_b, int n_b, double *cross, int max, int *lead_first,
                          int *lead_last, double *lo, double *hi);

#endif
