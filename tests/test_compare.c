// Tests for bin/compare: the paired bootstrap and p-values against hand-computed cases, the
// helpers (JSON numbers, shell quoting, TSV), and whole quick studies whose reports
// must have every table cell, every figure, intervals that contain their point estimates, and
// every run's command. One quick study runs against mock programs (fast, always), one against
// the real bin/train, bin/decode and bin/bench (skipped while they are not built).
//
// Tolerances: the statistics (percentiles, paired p-values, bootstrap intervals, metric ratios)
// are double arithmetic on a few exact inputs, compared with the hand-computed value at 1e-12
// (a handful of roundings of numbers below 100 stay under 1e-13), or 1e-9 where the value passes
// through a linear interpolation between order statistics or a mean and variance of 100 draws.
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <cmocka.h>

#include <math.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "score/metrics.h"
#include "models/config.h"
#include "tests/test_util.h"
#include "study/records.h"
#include "study/stats.h"
#include "study/study.h"
#include "study/proc.h"
#include "study/report_plot.h"
#include "study/text_io.h"
#include "study/report_write.h"
#include "util/fs.h"

// The whole of a file as a string (util/fs.h's reader), or NULL when it cannot be read.
static char *read_text(const char *path, size_t *len) {
    void *data;
    if (file_read_all(path, &data, len) < 0) {
        td_clear_error();
        return NULL;
    }
    return data;
}

// ---------------------------------------------------------------------------------------------
// Bootstrap statistics
// ---------------------------------------------------------------------------------------------

// Accuracy-like metric: correct / total (sum[0] / sum[1]).
static double metric_ratio(const int64_t *sum) {
    return sum[1] ? (double)sum[0] / (double)sum[1] : 0.0;
}

static void test_percentile(void **state) {
    (void)state;
    double x[5] = {5, 1, 3, 2, 4};
    assert_true(fabs(study_percentile(x, 5, 50) - 3.0) < 1e-12);
    assert_true(fabs(study_percentile(x, 5, 25) - 2.0) < 1e-12);
    // position 0.025 * 4 = 0.1 between 1 and 2
    assert_true(fabs(study_percentile(x, 5, 2.5) - 1.1) < 1e-12);
    assert_true(fabs(study_percentile(x, 5, 97.5) - 4.9) < 1e-12);
    assert_true(fabs(study_percentile(x, 5, 0) - 1.0) < 1e-12);
    assert_true(fabs(study_percentile(x, 5, 100) - 5.0) < 1e-12);
    assert_true(x[0] == 5 && x[1] == 1);  // not modified
}

// The step rule (study/records.h), row by row: each fact's effect and the precedence among them.
static void test_step_decide(void **state) {
    (void)state;
    enum {
        R = STUDY_STEP_RUN,
        RES = STUDY_STEP_RESUME,
        CON = STUDY_STEP_CONTINUE,
        USE = STUDY_STEP_REUSE,
        KEPT = STUDY_STEP_KEPT,
        PEND = STUDY_STEP_PENDING,
        GONE = STUDY_STEP_UNAVAILABLE
    };
    static const struct {
        StudyStepFacts f;  // reuse recorded usable kept inputs_gone interrupted continues may_run
        int want;
    } rows[] = {
        {{1, 1, 1, 0, 0, 0, 0, 1}, USE},   // finished, recorded, there
        {{0, 1, 1, 0, 0, 0, 0, 1}, R},     // --no-reuse: run again
        {{0, 1, 1, 0, 0, 0, 0, 0}, PEND},  // --no-reuse with nothing to run
        {{1, 1, 1, 0, 0, 0, 0, 0}, USE},   // --report-only takes finished steps
        {{1, 1, 0, 1, 1, 0, 0, 1}, KEPT},  // its inputs gone, its result kept
        {{1, 1, 1, 1, 0, 0, 0, 1}, USE},   // usable before kept
        {{1, 1, 0, 0, 0, 0, 0, 1}, R},     // recorded, but its result is gone: run again
        {{1, 1, 0, 0, 0, 0, 0, 0}, PEND},  // ... unless nothing may run
        {{1, 0, 1, 0, 0, 0, 0, 1}, R},     // a result without a record is not reused
        {{1, 0, 0, 0, 1, 0, 0, 0}, PEND},  // pending before unavailable
        {{1, 0, 0, 0, 1, 0, 0, 1}, GONE},  // a decode whose checkpoints are gone
        {{1, 1, 0, 0, 1, 0, 0, 1}, GONE},  // ... whose kept result changed
        {{1, 0, 0, 0, 0, 1, 0, 1}, RES},   // its own interrupted training
        {{0, 0, 0, 0, 0, 1, 0, 1}, R},     // --no-reuse starts it again
        {{1, 0, 0, 0, 0, 1, 1, 1}, RES},   // its own interruption before the run it continues
        {{1, 0, 0, 0, 0, 0, 1, 1}, CON},   // a later mark or rung
        {{0, 0, 0, 0, 0, 0, 1, 1}, CON},   // ... with --no-reuse too
        {{1, 0, 0, 0, 0, 0, 1, 0}, PEND},
        {{1, 1, 1, 0, 0, 1, 1, 1}, USE},   // finished before interrupted or continued
        {{0, 0, 0, 0, 0, 0, 0, 1}, R},
    };
    for (size_t i = 0; i < sizeof rows / sizeof *rows; i++) {
        const int got = study_step_decide(&rows[i].f);
        if (got != rows[i].want) print_error("row %zu: %d, want %d\n", i, got, rows[i].want);
        assert_int_equal(got, rows[i].want);
    }
}

// Curve crossings, computed by hand: curves linear in log10 x, so a = log10 x meets b = 1 at x = 10.
static void test_curve_crossings(void **state) {
    (void)state;
    typedef struct {
        const char *what;
        int n_a, n_b;
        double xa[4], ya[4], xb[4], yb[4];
        int n_cross;
        double cross[2];
        int lead_first, lead_last;
        double lo, hi;
    } Case;
    static const Case cases[] = {
        {"a = log10 x overtakes b = 1 at 10", 2, 2, {1, 100}, {0, 2}, {1, 100}, {1, 1}, 1, {10},
         -1, 1, 1, 100},
        {"the same with b's point at 10 inside", 2, 3, {1, 100}, {0, 2}, {1, 10, 100},
         {1, 1, 1}, 1, {10}, -1, 1, 1, 100},
        {"a ahead throughout", 2, 2, {1, 100}, {5, 6}, {1, 100}, {1, 2}, 0, {0}, 1, 1, 1, 100},
        {"a touches b at 10 and stays behind", 3, 1 + 1, {1, 10, 100}, {0, 1, 0}, {1, 100},
         {1, 1}, 0, {0}, -1, -1, 1, 100},
        {"two crossings", 3, 2, {1, 10, 100}, {0, 2, 0}, {1, 100}, {1, 1}, 2,
         {sqrt(10.0), sqrt(1000.0)}, -1, -1, 1, 100},
        {"the common range only: b from 10 on", 2, 2, {1, 1000}, {0, 3}, {10, 1000}, {2, 2}, 1,
         {100}, -1, 1, 10, 1000},
        {"no common range", 2, 2, {1, 2}, {0, 1}, {3, 4}, {0, 1}, 0, {0}, 0, 0, 0, 0},
        {"equal throughout", 2, 2, {1, 100}, {1, 2}, {1, 100}, {1, 2}, 0, {0}, 0, 0, 1, 100},
    };
    for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
        const Case *c = &cases[i];
        double cross[4], lo, hi;
        int first, last;
        const int n = study_curve_crossings(c->xa, c->ya, c->n_a, c->xb, c->yb, c->n_b, cross, 4,
                                            &first, &last, &lo, &hi);
        if (n != c->n_cross) print_error("%s: %d crossings\n", c->what, n);
        assert_int_equal(n, c->n_cross);
        for (int k = 0; k < n; k++) assert_true(fabs(cross[k] / c->cross[k] - 1) < 1e-12);
        assert_int_equal(first, c->lead_first);
        assert_int_equal(last, c->lead_last);
        assert_true(lo == c->lo && hi == c->hi);
    }
}

static void test_boot_scores_hand(void **state) {
    (void)state;
    // Three segments (correct, total): (1,1) (0,1) (1,2).
    const int64_t seg[6] = {1, 1, 0, 1, 1, 2};
    int idx[9] = {0, 0, 0, 1, 2, 2, 0, 1, 2};
    int draw[3] = {0, 0, 0};
    StudyBootPlan plan = {3, 3, 1, idx, draw};
    const int64_t *segs[1] = {seg};
    StudySystem sys = {segs, 1};
    double out[3];
    assert_int_equal(study_boot_scores(out, &plan, &sys, 2, metric_ratio), 0);
    // {0,0,0}: 3/3; {1,2,2}: 2/5; {0,1,2}: 2/4
    assert_true(fabs(out[0] - 1.0) < 1e-12);
    assert_true(fabs(out[1] - 0.4) < 1e-12);
    assert_true(fabs(out[2] - 0.5) < 1e-12);
    assert_true(fabs(study_metric_full(seg, 3, 2, metric_ratio) - 0.5) < 1e-12);
}

static void test_boot_scores_two_seeds(void **state) {
    (void)state;
    // Seed 0 as above; seed 1: (0,1) (1,1) (2,2).
    const int64_t s0[6] = {1, 1, 0, 1, 1, 2}, s1[6] = {0, 1, 1, 1, 2, 2};
    int idx[6] = {0, 0, 0, 1, 2, 2};
    int draw[4] = {0, 1, 1, 1};  // resample 0: seeds {0,1}; resample 1: seeds {1,1}
    StudyBootPlan plan = {3, 2, 2, idx, draw};
    const int64_t *segs[2] = {s0, s1};
    StudySystem sys = {segs, 2};
    double out[2];
    assert_int_equal(study_boot_scores(out, &plan, &sys, 2, metric_ratio), 0);
    // resample 0 {0,0,0}: seed0 3/3 = 1, seed1 0/3 = 0 -> mean 0.5
    // resample 1 {1,2,2}: seed1 (1+2+2)/(1+2+2) = 1 -> mean over {1,1} = 1
    assert_true(fabs(out[0] - 0.5) < 1e-12);
    assert_true(fabs(out[1] - 1.0) < 1e-12);
    // A system with the wrong number of seeds is refused.
    StudySystem one = {segs, 1};
    assert_int_equal(study_boot_scores(out, &plan, &one, 2, metric_ratio), TD_ERR_ARG);
}

static void test_paired_p_hand(void **state) {
    (void)state;
    double sys[4] = {3, 5, 4, 6}, base[4] = {2, 2, 2, 2};
    // d = 1 3 2 4, mean 2.5, |d - mean| = 1.5 .5 .5 1.5
    assert_true(fabs(study_paired_p(sys, base, 4, 1.0) - 3.0 / 5.0) < 1e-12);
    assert_true(fabs(study_paired_p(sys, base, 4, -1.5) - 3.0 / 5.0) < 1e-12);
    assert_true(fabs(study_paired_p(sys, base, 4, 0.5) - 5.0 / 5.0) < 1e-12);
    assert_true(fabs(study_paired_p(sys, base, 4, 2.0) - 1.0 / 5.0) < 1e-12);
    // Identical systems: p = 1.
    assert_true(fabs(study_paired_p(base, base, 4, 0.0) - 1.0) < 1e-12);
}

static void test_estimate_hand(void **state) {
    (void)state;
    double full[2] = {10, 12}, boot[100];
    for (int i = 0; i < 100; i++) boot[i] = 100 - i;  // 100..1, unsorted on purpose
    StudyEstimate e;
    study_estimate(&e, full, 2, boot, 100);
    assert_true(fabs(e.point - 11.0) < 1e-12);
    assert_true(fabs(e.seed_sd - sqrt(2.0)) < 1e-12);
    // percentile 2.5 of 1..100: position 2.475 -> 3.475; 97.5: position 96.525 -> 97.525
    assert_true(fabs(e.lo - 3.475) < 1e-9);
    assert_true(fabs(e.hi - 97.525) < 1e-9);
    assert_true(fabs(e.boot_mean - 50.5) < 1e-12);
    // sample variance of 1..n is n(n+1)/12
    assert_true(fabs(e.boot_sd - sqrt(100.0 * 101.0 / 12.0)) < 1e-9);
}

static void test_plan(void **state) {
    (void)state;
    StudyBootPlan a, b;
    assert_int_equal(study_boot_plan(&a, 7, 50, 200, 3), 0);
    assert_int_equal(study_boot_plan(&b, 7, 50, 200, 3), 0);
    assert_memory_equal(a.idx, b.idx, sizeof(int) * 50 * 200);
    assert_memory_equal(a.seed_draw, b.seed_draw, sizeof(int) * 3 * 200);
    int hist[50] = {0}, seeds[3] = {0};
    for (int i = 0; i < 50 * 200; i++) {
        assert_true(a.idx[i] >= 0 && a.idx[i] < 50);
        hist[a.idx[i]]++;
    }
    for (int i = 0; i < 3 * 200; i++) {
        assert_true(a.seed_draw[i] >= 0 && a.seed_draw[i] < 3);
        seeds[a.seed_draw[i]]++;
    }
    // 10000 draws over 50 values: each near 200 (a loose 6-sigma band).
    for (int i = 0; i < 50; i++) assert_true(hist[i] > 115 && hist[i] < 285);
    for (int i = 0; i < 3; i++) assert_true(seeds[i] > 130);
    study_boot_plan_free(&b);
    assert_int_equal(study_boot_plan(&b, 8, 50, 200, 3), 0);
    assert_true(memcmp(a.idx, b.idx, sizeof(int) * 50 * 200) != 0);
    study_boot_plan_free(&a);
    study_boot_plan_free(&b);
    assert_int_equal(study_boot_plan(&a, 1, 0, 10, 1), TD_ERR_ARG);
}

static double metric_bleu(const int64_t *sum) {
    BleuStats s;
    memcpy(&s, sum, sizeof s);
    return bleu_score(&s);
}

// With BLEU statistics, the identity resample reproduces corpus BLEU, and the percentile
// interval of a real bootstrap contains it.
static void test_bleu_bootstrap(void **state) {
    (void)state;
    const char *hyp[4] = {"the cat sat on the mat", "a dog runs in the park today",
                          "he reads a book", "it is raining in the city now"};
    const char *ref[4] = {"the cat sat on the mat", "the dog runs in the park",
                          "she reads the book", "it rains in the city"};
    enum { D = sizeof(BleuStats) / sizeof(int64_t) };
    int64_t seg[4 * D];
    BleuStats sum = {0};
    for (int i = 0; i < 4; i++) {
        BleuStats s;
        assert_int_equal(bleu_segment_stats(&s, hyp[i], &ref[i], 1), 0);
        memcpy(seg + i * D, &s, sizeof s);
        bleu_stats_add(&sum, &s);
    }
    int idx[4] = {0, 1, 2, 3}, draw[1] = {0};
    StudyBootPlan id = {4, 1, 1, idx, draw};
    const int64_t *segs[1] = {seg};
    StudySystem sys = {segs, 1};
    double out[1];
    assert_int_equal(study_boot_scores(out, &id, &sys, D, metric_bleu), 0);
    assert_true(fabs(out[0] - bleu_score(&sum)) < 1e-12);
    StudyBootPlan plan;
    assert_int_equal(study_boot_plan(&plan, 12345, 4, 1000, 1), 0);
    double boot[1000], full = study_metric_full(seg, 4, D, metric_bleu);
    assert_int_equal(study_boot_scores(boot, &plan, &sys, D, metric_bleu), 0);
    StudyEstimate e;
    study_estimate(&e, &full, 1, boot, 1000);
    assert_true(e.lo <= e.point && e.point <= e.hi);
    assert_true(e.lo < e.hi);
    study_boot_plan_free(&plan);
}

// ---------------------------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------------------------

static void test_helpers(void **state) {
    (void)state;
    double v;
    assert_true(study_json_number("{\"a\": 1, \"tgt_tok_per_s\": {\"median\": 12.5, \"min\": 3}}",
                                  "tgt_tok_per_s", &v));
    assert_true(v == 12.5);
    assert_true(study_json_number("{\"peak_rss_mib\":33.25}", "peak_rss_mib", &v) && v == 33.25);
    assert_false(study_json_number("{\"x\": 1}", "y", &v));
    StudyArgv a = {0};
    study_argv_add(&a, "bin/train");
    study_argv_add(&a, "--out");
    study_argv_add(&a, "my dir");
    study_argv_add(&a, "it's");
    study_argv_add_words(&a, "  --x 1   --y 2 ");
    assert_int_equal(a.n, 8);
    char *sh = study_argv_shell(&a);
    assert_string_equal(sh, "bin/train --out 'my dir' 'it'\\''s' --x 1 --y 2");
    free(sh);
    study_argv_free(&a);
    unsigned m;
    assert_int_equal(study_parse_ablations("pos,heads", &m), 0);
    assert_int_equal(m, STUDY_ABL_POS | STUDY_ABL_HEADS);
    assert_int_equal(study_parse_ablations("pos,bogus", &m), TD_ERR_ARG);
    assert_non_null(strstr(td_last_error(), "bogus"));
    char *b64 = study_base64((const unsigned char *)"Man", 3);
    assert_string_equal(b64, "TWFu");
    free(b64);
    b64 = study_base64((const unsigned char *)"Ma", 2);
    assert_string_equal(b64, "TWE=");
    free(b64);
}

// A heatmap's tic labels are gnuplot format strings: a piece with '%' (a gettext placeholder
// such as %s) is written as '%%', so gnuplot draws it as is instead of printing a number in its
// place or failing ("Bad format character"); a title, not a format, keeps its single '%'.
static void test_heatmap_percent_labels(void **state) {
    (void)state;
    static StudyPlan plan;
    static StudyResults res;
    memset(&plan, 0, sizeof plan);
    char out[700], path[900];
    snprintf(out, sizeof out, "%s/heatmap-labels", test_tmpdir());
    snprintf(path, sizeof path, "%s/figures", out);
    assert_int_equal(mkdir_p(path), 0);
    plan.opt.out = out;
    study_results_init(&res, &plan);
    const float w[4] = {0.75f, 0.25f, 0.5f, 0.5f};
    const char *src[2] = {"\xe2\x96\x81\"%s", "%d"}, *tgt[2] = {"\xc2\xab%s", "</s>"};
    ReportPanel p = {"cross 100% of the weight", 2, 2, w, tgt, src};
    int rc = report_heatmap(&res, "labels", "main", "labels", &p, 1, 1);
    snprintf(path, sizeof path, "%s/figures/labels.gp", out);
    char *gp = test_read_file(path);
    assert_non_null(strstr(gp, "set title \"cross 100% of the weight\"\n"));
    assert_non_null(strstr(gp, "(\"\xe2\x96\x81\\\"%%s\" 0,\"%%d\" 1)"));
    assert_non_null(strstr(gp, "(\"\xc2\xab%%s\" 0,\"</s>\" 1)"));
    free(gp);
    snprintf(path, sizeof path, "%s/figures/labels.png", out);
    if (report_have_gnuplot()) {
        assert_int_equal(rc, 0);
        assert_int_equal(access(path, F_OK), 0);
    } else {
        assert_int_equal(rc, TD_ERR_IO);
    }
}

static void test_tsv(void **state) {
    (void)state;
    char path[512];
    snprintf(path, sizeof path, "%s/log.tsv", test_tmpdir());
    FILE *f = fopen(path, "w");
    fprintf(f, "# comment\nkind\tstep\tdev_bleu\ntrain\t10\t\nvalid\t10\t3.5\n");
    fclose(f);
    StudyTsv t;
    assert_int_equal(study_tsv_read(path, &t), 0);
    assert_int_equal(t.n_rows, 2);
    assert_int_equal(study_tsv_col(&t, "bleu,dev_bleu"), 2);
    assert_int_equal(study_tsv_col(&t, "nope"), -1);
    assert_true(isnan(t.cells[2]));
    assert_true(t.cells[1 * 3 + 2] == 3.5);
    assert_string_equal(t.text[1 * 3 + 0], "valid");
    study_tsv_free(&t);
}

// Every ablation's baseline is the preset's own value, for each preset: the one baseline row of
// a study is labelled with the value models/config.c's preset gives the option, and no two runs
// train the same configuration (architecture, model options, share of the data and budget).
static void test_baselines_follow_preset(void **state) {
    (void)state;
    static StudyPlan plan;
    static const char *const presets[] = {"tiny", "small", "base"};
    static const char *const score_names[] = {"additive", "dot", "general", "scaled_dot"};
    static const char *const norm_names[] = {"softmax", "relu"};
    static const char *const pos_names[] = {"sinusoidal", "learned", "none"};
    for (int p = 0; p < 3; p++) {
        memset(&plan, 0, sizeof plan);
        study_options_defaults(&plan.opt);
        plan.opt.config = presets[p];
        plan.opt.ablations = ~0u;
        assert_int_equal(study_plan(&plan), 0);
        ModelConfig rnn = config_defaults(ARCH_RNN), tfm = config_defaults(ARCH_TRANSFORMER);
        assert_int_equal(config_apply_preset(&rnn, presets[p]), 0);
        assert_int_equal(config_apply_preset(&tfm, presets[p]), 0);
        // The case that exposed index-based baselines: small has 8 heads, tiny 4.
        if (!strcmp(presets[p], "small")) assert_int_equal(tfm.heads, 8);
        char heads[16], window[16];
        snprintf(heads, sizeof heads, "%d", tfm.heads);
        snprintf(window, sizeof window, "%d", tfm.attention_window);
        const struct {
            const char *study, *arch, *option, *value;
        } want[] = {
            {"attention", "RNN", "attention", score_names[rnn.attention]},
            {"norm", "RNN", "attention-norm", norm_names[rnn.attention_norm]},
            {"pos", "Transformer", "pos", pos_names[tfm.pos]},
            {"heads", "Transformer", "heads", heads},
            {"window", "Transformer", "attention-window", window},
        };
        int checked = 0;
        for (size_t w = 0; w < sizeof want / sizeof *want; w++)
            for (int i = 0; i < plan.n_studies; i++) {
                const Study *sd = &plan.studies[i];
                if (strcmp(sd->name, want[w].study)) continue;
                char label[128];
                snprintf(label, sizeof label, "%s, %s=%s (preset)", want[w].arch, want[w].option,
                         want[w].value);
                int n_base = 0;
                for (int row = 0; row < sd->n; row++) {
                    if (sd->vs[row] >= 0) {
                        assert_null(strstr(sd->label[row], "(preset)"));
                        assert_true(sd->vs[row] < sd->n && sd->vs[sd->vs[row]] < 0);
                        continue;
                    }
                    n_base++;
                    assert_string_equal(sd->label[row], label);
                    assert_int_equal(plan.runs[sd->run[row]].n_opts, 0);  // the plain preset run
                }
                assert_int_equal(n_base, 1);
                checked++;
            }
        assert_int_equal(checked, 5);
        // Distinct configurations: the model bin/train would build for each run, by its text.
        char text[STUDY_MAX_RUNS][2300];
        for (int r = 0; r < plan.n_runs; r++) {
            const StudyRunPlan *run = &plan.runs[r];
            ModelConfig c = config_defaults((ModelArch)run->arch);
            assert_int_equal(config_apply_preset(&c, presets[p]), 0);
            for (int k = 0; k < run->n_opts; k++)
                assert_int_equal(config_set(&c, run->key[k], run->val[k]), 0);
            int len = config_to_text(&c, text[r], 2048);
            assert_true(len > 0);
            snprintf(text[r] + len, sizeof text[r] - (size_t)len, "data=%d\nbudget=%s\n",
                     run->data_pct, run->budget);
            for (int q = 0; q < r; q++)
                if (!strcmp(text[q], text[r]))
                    fail_msg("preset %s: runs %s and %s train the same configuration",
                             presets[p], plan.runs[q].id, run->id);
        }
        study_plan_free(&plan);
    }
    // An unknown preset is refused by the plan, naming the accepted ones.
    memset(&plan, 0, sizeof plan);
    study_options_defaults(&plan.opt);
    plan.opt.config = "huge";
    assert_int_equal(study_plan(&plan), TD_ERR_ARG);
    assert_non_null(strstr(td_last_error(), "tiny, small or base"));
}

// The largest study the options can ask for plans without running out of room: every ablation,
// the most dropouts of the data-size study (STUDY_MAX_ALTS = 4) and the most time marks
// (STUDY_MAX_MARKS = 6: the main budget and five more), with a separate ablation budget (which
// retrains both baselines). Counted by hand: main 2; attention 3 (dot, general, scaled_dot); norm
// 1 (relu); pos 2 (learned, none); heads 3 (1, 2, 8); window 2 (4, 16); the two baselines under the
// ablation budget 2; data-size 2 architectures x (4 dropouts at 10% and at 30%, 3 more at 100%)
// = 22; time 2 x 5 marks = 10. In all 47.
static void test_largest_plan(void **state) {
    (void)state;
    static StudyPlan plan;
    memset(&plan, 0, sizeof plan);
    study_options_defaults(&plan.opt);
    plan.opt.ablations = ~0u;
    plan.opt.budget = NULL;
    plan.opt.steps = 10;
    plan.opt.ablation_budget = "5s";
    plan.opt.data_dropout = "0.1,0.2,0.3,0.4";
    plan.opt.time_marks = "20,30,40,50,60";
    assert_int_equal(study_plan(&plan), 0);
    assert_int_equal(plan.n_runs, 47);
    assert_true(plan.n_runs <= STUDY_MAX_RUNS);
    study_plan_free(&plan);
}

// The one p-value formatter, at its boundaries: below 0.001 "p < 0.001"; from 0.001 on three
// decimals; just under 0.05 never printed as "0.050" (which would contradict "significant").
static void test_p_text(void **state) {
    (void)state;
    char buf[64];
    const struct { double p; const char *want; } cases[] = {
        {1.0 / 1001.0, "p < 0.001"},    // the smallest p of 1000 resamples, 0.000999...
        {0.0009999, "p < 0.001"},       // prints as 0.001 with three decimals, but is below it
        {0.001, "p = 0.001"},
        {2.0 / 1001.0, "p = 0.002"},    // 0.001998
        {0.0494, "p = 0.049"},
        {0.0495, "p = 0.0495"},
        {50.0 / 1001.0, "p = 0.0499"},  // 0.04995: "0.050" would read as not significant
        {0.0499999, "p = 0.0499"},
        {0.05, "p = 0.050"},
        {0.0504, "p = 0.050"},
        {1.0, "p = 1.000"},
        {NAN, "p not computed"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
        study_p_text(cases[i].p, buf, sizeof buf);
        if (strcmp(buf, cases[i].want)) print_error("p %.9g: '%s'\n", cases[i].p, buf);
        assert_string_equal(buf, cases[i].want);
    }
}

// ---------------------------------------------------------------------------------------------
// Whole quick studies
// ---------------------------------------------------------------------------------------------

// Mock programs with the real ones' interfaces: train writes checkpoints and a TSV log (dev loss
// 3.8, 3.7, 3.6; 3.5, 3.4, 3.3 with --dropout 0.3); decode copies the source with every third line replaced by "de la" (every line,
// for a Transformer model, when DIR/collapse exists), and with --alignment soft adds two
// attention rows to each line: "0.9,0.1 0.1,0.9" to a copied line, uniform "0.5,0.5 0.5,0.5" to
// "de la"; with --score-reference it reports a cross-entropy of 2.0 nats/token with the true
// sources and 4.5 with shuffled ones (an -i path containing "shuffled"), 3.0 with both for a
// collapsing Transformer; bench prints a JSON line. Each appends a line to DIR/calls ("train
// OUT", "decode MODEL", "soft MODEL" for a decode with --alignment, "score MODEL" for one with
// --score-reference, "bench"); with a file DIR/fail, decode writes a partial output and fails.
static void write_mocks(const char *dir) {
    mkdir(dir, 0755);
    test_write_exe(dir, "train",
        "#!/bin/sh\nout=\"\"; seed=1; top=9\n"
        "while [ $# -gt 0 ]; do case \"$1\" in --out|--resume) out=$2; shift;; --seed) seed=$2; "
        "shift;; --dropout) [ \"$2\" = 0.3 ] && top=6; shift;; esac; shift; done\n"
        "echo \"train $out\" >> \"$(dirname \"$0\")/calls\"\n"
        "if [ $top = 6 ] && [ -f \"$(dirname \"$0\")/fail-dropout\" ]; then exit 1; fi\n"
        "mkdir -p \"$out\"; echo x > \"$out/best.ckpt\"; echo x > \"$out/last.ckpt\"\n"
        "printf 'kind\\tstep\\telapsed_s\\tloss\\ttgt_tok_per_s\\tdev_bleu\\tdev_loss\\n' > "
        "\"$out/train.log.tsv\"\n"
        "for s in 1 2 3; do printf 'train\\t%d\\t%d.5\\t3.0\\t%d\\t\\t\\n' $s $s $((1000+seed)) >> "
        "\"$out/train.log.tsv\"; printf 'valid\\t%d\\t%d.6\\t\\t\\t%d.%d\\t3.%d\\n' $s $s $s $seed "
        "$((top-s)) >> \"$out/train.log.tsv\"; done\necho \"model: 123456 parameters\"\n");
    test_write_exe(dir, "decode",
        "#!/bin/sh\nd=$(dirname \"$0\"); in=\"\"; out=\"\"; m=\"\"; soft=0; ref=\"\"\n"
        "while [ $# -gt 0 ]; do case \"$1\" in -i) in=$2; shift;; -o) out=$2; shift;; "
        "-m) m=$2; shift;; --alignment) soft=1; shift;; --score-reference) ref=$2; shift;; "
        "esac; shift; done\n"
        "if [ -n \"$ref\" ]; then echo \"score $m\" >> \"$d/calls\"; "
        "elif [ $soft = 1 ]; then echo \"soft $m\" >> \"$d/calls\"; "
        "else echo \"decode $m\" >> \"$d/calls\"; fi\n"
        "if [ -f \"$d/fail\" ]; then echo partial > \"$out\"; exit 1; fi\n"
        "c=0; case \"$m\" in *transformer*) if [ -f \"$d/collapse\" ]; then c=1; fi;; esac\n"
        "if [ -n \"$ref\" ]; then ce=2.0; case \"$in\" in *shuffled*) ce=4.5;; esac; "
        "if [ $c = 1 ]; then ce=3.0; fi; awk '{print \"-1.0 1\"}' \"$in\" > \"$out\"; "
        "echo \"decode: scored 3 pairs (0 not scored), 9 target tokens: cross-entropy $ce "
        "nats/token, perplexity 7.3891\" >&2; exit 0; fi\n"
        "awk -v soft=$soft -v c=$c '{t = $0; a = \"0.9,0.1 0.1,0.9\"; "
        "if (c || NR%3==0) { t = \"de la\"; a = \"0.5,0.5 0.5,0.5\" } "
        "print (soft ? t \" ||| \" a : t)}' \"$in\" > \"$out\"\n");
    test_write_exe(dir, "bench",
        "#!/bin/sh\necho bench >> \"$(dirname \"$0\")/calls\"\n"
        "echo '{\"tgt_tok_per_s\":{\"median\":1234.5},\"sent_per_s\":3.5,"
        "\"peak_rss_mib\":55}'\n");
}

static int file_ok(const char *out, const char *rel) {
    char path[1024];
    snprintf(path, sizeof path, "%s/%s", out, rel);
    struct stat st;
    int ok = stat(path, &st) == 0 && st.st_size > 0;
    if (!ok) print_error("missing or empty: %s\n", path);
    return ok;
}

// Parses "X [lo, hi]" (or "X ±sd [lo, hi]") and checks lo <= X <= hi.
static void check_interval(const char *cell) {
    double x, lo, hi;
    const char *br = strchr(cell, '[');
    assert_non_null(br);
    x = strtod(cell, NULL);
    assert_int_equal(sscanf(br, "[%lf, %lf]", &lo, &hi), 2);
    if (!(lo <= x + 1e-9 && x <= hi + 1e-9)) print_error("interval does not hold: %s\n", cell);
    assert_true(lo <= x + 1e-9 && x <= hi + 1e-9);
}

// Checks every table row of report.md: no empty, "n/a" or "failed" cell; in the study tables
// (header "| Run |") 14 cells and intervals containing their points. Returns the number of study
// table rows.
static int check_tables(const char *md) {
    int rows = 0, study = 0;
    const char *line = md;
    while (line && *line) {
        const char *nl = strchr(line, '\n');
        size_t len = nl ? (size_t)(nl - line) : strlen(line);
        char buf[4096];
        snprintf(buf, sizeof buf, "%.*s", (int)len, line);
        line = nl ? nl + 1 : NULL;
        if (buf[0] != '|') {
            study = 0;
            continue;
        }
        if (!strncmp(buf, "| Run |", 7)) study = 1;
        if (strncmp(buf, "| ", 2) || strstr(buf, "---|") || !strncmp(buf, "| Run |", 7) ||
            !strncmp(buf, "| Length |", 10) || !strncmp(buf, "| Source words |", 16))
            continue;
        char *cells[32];
        int n = 0;
        char *save;
        for (char *c = strtok_r(buf + 1, "|", &save); c && n < 32; c = strtok_r(NULL, "|", &save))
        {
            while (*c == ' ') c++;
            char *e = c + strlen(c);
            while (e > c && e[-1] == ' ') *--e = 0;
            cells[n++] = c;
        }
        if (study) assert_int_equal(n, REPORT_N_COLS);
        for (int i = 0; i < n; i++) {
            if (!cells[i][0] || strstr(cells[i], "n/a") || strstr(cells[i], "failed"))
                print_error("bad cell %d '%s' in row '%s'\n", i, cells[i], cells[0]);
            assert_true(cells[i][0] && !strstr(cells[i], "n/a") && !strstr(cells[i], "failed"));
        }
        if (!study) continue;
        check_interval(cells[2]);
        check_interval(cells[3]);
        rows++;
    }
    return rows;
}

// The health table's row (report_health_cells) of run `id` seed 1 in report.md: its cells, each
// a malloc'd string (free with free_cells), into cells[HEALTH_N_COLS]. Returns 1 if found.
static int health_row(const char *md, const char *id, char **cells) {
    const char *t = strstr(md, "| Run, seed (health) |");
    if (!t) return 0;
    char want[256];
    snprintf(want, sizeof want, "| runs/%s/seed1.{beam,soft}.", id);
    for (const char *line = t; line && *line == '|';) {
        const char *nl = strchr(line, '\n');
        size_t len = nl ? (size_t)(nl - line) : strlen(line);
        char buf[4096];
        snprintf(buf, sizeof buf, "%.*s", (int)len, line);
        line = nl ? nl + 1 : NULL;
        if (!strstr(buf, want)) continue;
        int n = 0;
        char *save;
        for (char *c = strtok_r(buf + 1, "|", &save); c && n < HEALTH_N_COLS;
             c = strtok_r(NULL, "|", &save)) {
            while (*c == ' ') c++;
            char *e = c + strlen(c);
            while (e > c && e[-1] == ' ') *--e = 0;
            cells[n++] = strdup(c);
        }
        assert_int_equal(n, HEALTH_N_COLS);
        return 1;
    }
    return 0;
}

static void free_cells(char **cells, int n) {
    for (int i = 0; i < n; i++) free(cells[i]);
}

// A health cell (4 decimals) against a figure computed here: equal to the rounding's half unit.
static void check_health_cell(const char *cell, double want) {
    char *end;
    double got = strtod(cell, &end);
    if (end == cell || fabs(got - want) > 0.5e-4 + 1e-9)
        print_error("health cell '%s', want %.6f\n", cell, want);
    assert_true(end != cell && fabs(got - want) <= 0.5e-4 + 1e-9);
}

// Checks the health table rows of runs ids[0..n) of a study in `out` against bin/score --health
// --attention --json run on the same files (the test set's sources and references, the run's
// beam output and its --alignment soft decode), the collapse verdict included, and the dev NLL
// against the lowest dev_loss of the run's train.log.tsv.
static void check_health_vs_score(const char *out, const char *md, const char *const *ids, int n) {
    for (int i = 0; i < n; i++) {
        char *cells[HEALTH_N_COLS];
        const int found = health_row(md, ids[i], cells);
        if (!found) print_error("no health row for %s\n", ids[i]);
        assert_true(found);
        char cmd[4096], path[1100];
        snprintf(path, sizeof path, "%s/health-%s.json", out, ids[i]);
        snprintf(cmd, sizeof cmd, "./bin/score -r %s/data/quick-test.es -i %s/runs/%s/seed1.beam.es "
                 "--health %s/data/quick-test.en --attention %s/runs/%s/seed1.soft.es --json > %s",
                 out, out, ids[i], out, out, ids[i], path);
        assert_int_equal(system(cmd), 0);
        char *json = read_text(path, NULL);
        assert_non_null(json);
        double v, d_out, d_src;
        assert_true(study_json_number(json, "distinct_outputs", &d_out));
        assert_true(study_json_number(json, "distinct_sources", &d_src));
        char want[64];
        snprintf(want, sizeof want, "%.0f / %.0f", d_out, d_src);
        assert_string_equal(cells[4], want);
        static const char *const keys[] = {"distinct_share", "repetition_rate",
                                           "ref_repetition_rate", "length_ratio",
                                           "attention_entropy"};
        for (int k = 0; k < 5; k++) {
            assert_true(study_json_number(json, keys[k], &v));
            check_health_cell(cells[5 + k], v);
        }
        const int collapsed = strstr(json, "\"collapsed\": true") != NULL;
        assert_true(collapsed || strstr(json, "\"collapsed\": false"));
        // The source information, measured here with bin/decode --score-reference on the test
        // set and on its sources shuffled as health_shuffle_index does (line i + n/2).
        double ce[2];
        for (int k = 0; k < 2; k++) {
            char **src;
            int n;
            snprintf(path, sizeof path, "%s/data/quick-test.en", out);
            assert_int_equal(study_read_lines(path, &src, &n), 0);
            char shuf[1100];
            snprintf(shuf, sizeof shuf, "%s/check-src-%s-%d.en", out, ids[i], k);
            FILE *f = fopen(shuf, "w");
            assert_non_null(f);
            for (int j = 0; j < n; j++) fprintf(f, "%s\n", src[k ? (j + n / 2) % n : j]);
            assert_int_equal(fclose(f), 0);
            study_lines_free(src, n);
            snprintf(path, sizeof path, "%s/check-ce-%s-%d.log", out, ids[i], k);
            snprintf(cmd, sizeof cmd, "./bin/decode -m %s/runs/%s/seed1 -i %s --score-reference "
                     "%s/data/quick-test.es --threads 1 -o /dev/null 2> %s", out, ids[i], shuf,
                     out, path);
            assert_int_equal(system(cmd), 0);
            char *log = read_text(path, NULL);
            assert_non_null(log);
            const char *p = strstr(log, "cross-entropy ");
            assert_non_null(p);
            ce[k] = strtod(p + strlen("cross-entropy "), NULL);
            free(log);
        }
        check_health_cell(cells[10], ce[1] - ce[0]);
        const int by_source = ce[1] - ce[0] < HEALTH_MIN_SOURCE_NATS;
        assert_string_equal(cells[11], collapsed || by_source ? "yes" : "no");
        // The dev NLL: the lowest dev_loss of the run's train.log.tsv.
        snprintf(path, sizeof path, "%s/runs/%s/seed1/train.log.tsv", out, ids[i]);
        StudyTsv t;
        assert_int_equal(study_tsv_read(path, &t), 0);
        int c = study_tsv_col(&t, "dev_loss");
        assert_true(c >= 0);
        double lo = INFINITY;
        for (int r = 0; r < t.n_rows; r++) {
            double x = t.cells[(size_t)r * t.n_cols + c];
            if (isfinite(x) && x < lo) lo = x;
        }
        study_tsv_free(&t);
        check_health_cell(cells[3], lo);
        free(json);
        free_cells(cells, HEALTH_N_COLS);
    }
}

// Runs a quick study and checks the report. `bin`: program directory; `ablations`: list.
static void quick_study(const char *bin, const char *out, const char *ablations,
                        const char *const *studies, int n_studies, int expect_rows,
                        const char *const *run_ids, int n_runs, int heatmaps) {
    char cmd[2048];
    snprintf(cmd, sizeof cmd,
             "OMP_WAIT_POLICY=passive ./bin/compare --quick --out %s --bin %s --threads 1 "
             "--ablations %s > %s.log 2>&1", out, bin, ablations, out);
    int rc = system(cmd);
    if (rc != 0) {
        snprintf(cmd, sizeof cmd, "tail -n 30 %s.log >&2", out);
        if (system(cmd)) {}
    }
    assert_int_equal(rc, 0);
    assert_true(file_ok(out, "report.md"));
    assert_true(file_ok(out, "report.html"));
    char path[1024];
    snprintf(path, sizeof path, "%s/report.md", out);
    char *md = read_text(path, NULL);
    assert_non_null(md);
    assert_int_equal(check_tables(md), expect_rows);
    // Every run's commands (training and both decodes) appear in the report.
    for (int i = 0; i < n_runs; i++) {
        char needle[1024];
        snprintf(needle, sizeof needle, "--out %s/runs/%s/seed1 ", out, run_ids[i]);
        if (!strstr(md, needle)) print_error("report lacks the command of %s\n", run_ids[i]);
        assert_non_null(strstr(md, needle));
        snprintf(needle, sizeof needle, "-m %s/runs/%s/seed1 -i", out, run_ids[i]);
        assert_non_null(strstr(md, needle));
    }
    assert_non_null(strstr(md, "nrefs:1|case:mixed|eff:no|tok:13a|smooth:exp"));
    assert_non_null(strstr(md, "bin/compare --quick"));
    // Figures and their data.
    int gp = study_executable("gnuplot");
    for (int i = 0; i < n_studies; i++) {
        const char *kinds[2] = {"curves", "length"};
        for (int k = 0; k < 2; k++) {
            char rel[256];
            snprintf(rel, sizeof rel, "figures/%s-%s.tsv", kinds[k], studies[i]);
            assert_true(file_ok(out, rel));
            snprintf(rel, sizeof rel, "figures/%s-%s.png", kinds[k], studies[i]);
            if (gp) assert_true(file_ok(out, rel));
        }
    }
    const char *global[] = {"throughput-vs-length", "decode-cost-vs-length"};
    for (int i = 0; i < 2; i++) {
        char rel[256];
        snprintf(rel, sizeof rel, "figures/%s.tsv", global[i]);
        assert_true(file_ok(out, rel));
        snprintf(rel, sizeof rel, "figures/%s.png", global[i]);
        if (gp) assert_true(file_ok(out, rel));
    }
    if (heatmaps && gp) {
        assert_true(file_ok(out, "figures/attention-rnn-sent1.png"));
        assert_true(file_ok(out, "figures/attention-transformer-sent1.png"));
    }
    if (heatmaps) {
        // The sentence explorer in the report: every test sentence (the quick test set has fewer
        // than STUDY_EXPLORER_N), and its self-test passes in a browser without script errors.
        assert_true(file_ok(out, "figures/explorer.json"));
        char url[1200];
        snprintf(url, sizeof url, "file://%s/report.html#selftest", out);
        if (url[7] != '/') {  // a relative --out
            char cwd[1024];
            assert_non_null(getcwd(cwd, sizeof cwd));
            snprintf(url, sizeof url, "file://%s/%s/report.html#selftest", cwd, out);
        }
        char *dom = test_chromium_dom(url);
        char *result = test_dom_attr(dom, "explorer-selftest", "data-result");
        char *errors = test_dom_text(dom, "explorer-errors");
        char *listed = test_dom_attr(dom, "explorer-list", "data-count");
        assert_non_null(result);
        assert_string_equal(result, "pass");
        assert_non_null(errors);
        assert_string_equal(errors, "");
        assert_non_null(listed);
        assert_int_equal(atoi(listed), 24);  // the quick test set: 24 pairs of the fixture
        free(result), free(errors), free(listed), free(dom);
    }
    if (gp) {
        snprintf(path, sizeof path, "%s/report.html", out);
        char *html = read_text(path, NULL);
        assert_non_null(html);
        assert_non_null(strstr(html, "src=\"data:image/png;base64,"));
        free(html);
    }
    free(md);
}

// Runs bin/compare with `args` (in which $T names this test's temporary folder), returns its exit
// status and its stderr in err (cap bytes).
static int run_compare(const char *args, char *err, size_t cap) {
    char cmd[1024], path[512];
    snprintf(path, sizeof path, "%s/cli.err", test_tmpdir());
    snprintf(cmd, sizeof cmd, "T=%s ./bin/compare %s > /dev/null 2> %s", test_tmpdir(), args,
             path);
    int rc = system(cmd);
    char *text = read_text(path, NULL);
    snprintf(err, cap, "%s", text ? text : "");
    free(text);
    return WIFEXITED(rc) ? WEXITSTATUS(rc) : -1;
}

static void test_cli_errors(void **state) {
    (void)state;
    char err[2048];
    assert_int_equal(run_compare("--bogus", err, sizeof err), 2);
    assert_non_null(strstr(err, "compare: error: unknown option '--bogus'"));
    assert_int_equal(run_compare("--quick --out $T/x --steps 5 --budget 2m", err, sizeof err), 2);
    assert_non_null(strstr(err, "give one of --budget, --steps and --flops"));
    assert_int_equal(run_compare("--quick --out $T/x --ablations pos,foo", err, sizeof err), 2);
    assert_non_null(strstr(err, "unknown 'foo'"));
    assert_int_equal(run_compare("--quick --out $T/x --budget 20x", err, sizeof err), 2);
    assert_non_null(strstr(err, "compare: error: --budget: '20x' is not a duration"));
    assert_int_equal(run_compare("--quick --out $T/x --ablation-budget 0m", err, sizeof err), 2);
    assert_non_null(strstr(err, "--ablation-budget: '0m' leaves no time to train"));
    // An --out too long for the study's paths is refused before anything is written (801 bytes).
    char cmd[1200] = "--quick --dry-run --out /";
    size_t k = strlen(cmd);
    memset(cmd + k, 'o', 800);
    cmd[k + 800] = '\0';
    assert_int_equal(run_compare(cmd, err, sizeof err), 2);
    assert_non_null(strstr(err, "compare: error: --out: the path is 801 bytes long, at most 800"));
    assert_int_equal(run_compare("--quick --out $T/x --config huge", err, sizeof err), 2);
    assert_non_null(strstr(err, "error: unknown --config 'huge' (use tiny, small or base)"));
    // --data-dropout: a list of distinct dropouts in [0, 1), at most four.
    const char *bad_dropout[6] = {"0.1,,0.3", "''", "0.1,", "1.5", "0.1,0.1", "0.1,0.2,0.3,0.4,0.5"};
    for (int i = 0; i < 6; i++) {
        char args[256];
        snprintf(args, sizeof args, "--quick --out $T/x --data-dropout %s", bad_dropout[i]);
        assert_int_equal(run_compare(args, err, sizeof err), 2);
        assert_non_null(strstr(err, "compare: error: --data-dropout: "));
    }
    // The time study's marks: rising from the main budget, in its unit.
    assert_int_equal(run_compare("--quick --out $T/x --time-marks 5", err, sizeof err), 2);
    assert_non_null(strstr(err, "error: --time-marks: '5' is not above the budget before it "
                                "(the main one): the marks continue the main budget (--steps "));
    assert_int_equal(run_compare("--quick --out $T/x --time-marks 20,15", err, sizeof err), 2);
    assert_non_null(strstr(err, "'15' is not above the budget before it (the mark before)"));
    assert_int_equal(run_compare("--quick --out $T/x --time-marks 30m", err, sizeof err), 2);
    assert_non_null(strstr(err, "'30m' is not a number of updates"));
    assert_int_equal(run_compare("--quick --out $T/x --budget 2m --time-marks 1h,2x", err,
                                 sizeof err), 2);
    assert_non_null(strstr(err, "--time-marks: '2x' is not a duration"));
    assert_int_equal(run_compare("--quick --out $T/x --time-marks 20,30,40,50,60,70", err,
                                 sizeof err), 2);
    assert_non_null(strstr(err, "--time-marks: at most 5 marks after the main budget"));
    // bin/train's duration syntax is the budget's: 1h30m passes, and the missing corpus is what
    // stops the study.
    assert_int_equal(run_compare("--train nowhere --dev nowhere --test nowhere --out $T/x "
                                 "--budget 1h30m", err, sizeof err), 1);
    assert_non_null(strstr(err, "nowhere.en does not exist"));
    assert_int_equal(run_compare("--train nowhere --dev nowhere --test nowhere --out $T/x", err,
                                 sizeof err), 1);
    assert_non_null(strstr(err, "nowhere.en does not exist"));
    assert_int_equal(run_compare("--help", err, sizeof err), 0);
}

// An installed tandem-compare (no checkout bin/ in the working directory) runs its installed
// siblings tandem-train / tandem-decode from its own folder.
static void test_installed_names(void **state) {
    (void)state;
    char cwd[1024], cmd[4096], path[1200];
    assert_non_null(getcwd(cwd, sizeof cwd));
    const char *tmp = test_tmpdir();
    snprintf(cmd, sizeof cmd,
             "rm -rf %s/inst && mkdir -p %s/inst/bin %s/inst/work && "
             "cp bin/compare %s/inst/bin/tandem-compare && "
             "printf '#!/bin/sh\nexit 0\n' > %s/inst/bin/tandem-train && "
             "cp %s/inst/bin/tandem-train %s/inst/bin/tandem-decode && "
             "chmod +x %s/inst/bin/tandem-train %s/inst/bin/tandem-decode && "
             "cd %s/inst/work && ../bin/tandem-compare --quick --train %s/tests/data/bible300 "
             "--out out --dry-run > ../dry.txt 2>&1",
             tmp, tmp, tmp, tmp, tmp, tmp, tmp, tmp, tmp, tmp, cwd);
    assert_int_equal(system(cmd), 0);
    snprintf(path, sizeof path, "%s/inst/dry.txt", tmp);
    char *text = read_text(path, NULL);
    assert_non_null(text);
    snprintf(path, sizeof path, "%s/inst/bin/tandem-train --arch rnn", tmp);
    assert_non_null(strstr(text, path));
    assert_null(strstr(text, "bin/train "));
    free(text);
}

static void test_quick_mock(void **state) {
    (void)state;
    char bin[512], out[512];
    snprintf(bin, sizeof bin, "%s/mockbin", test_tmpdir());
    snprintf(out, sizeof out, "%s/quick-mock", test_tmpdir());
    write_mocks(bin);
    static const char *const studies[] = {"main", "attention", "norm", "pos", "heads", "window",
                                          "data-size", "time"};
    static const char *const runs[] = {
        "rnn", "transformer", "rnn-attention-dot", "rnn-attention-general",
        "rnn-attention-scaled_dot", "rnn-attention-norm-relu", "transformer-pos-learned",
        "transformer-pos-none", "transformer-heads-1", "transformer-heads-2",
        "transformer-heads-8", "transformer-attention-window-16",
        "transformer-attention-window-4", "rnn-data10", "transformer-data10", "rnn-data30",
        "transformer-data30", "rnn-s20", "transformer-s20", "rnn-s40", "transformer-s40"};
    // rows: main 2, attention 4, norm 2, pos 3, heads 4, window 3, data-size 6, time 6
    quick_study(bin, out, "all", studies, 8, 30, runs, 21, 0);
    // The data-size study's samples are nested: 10% and 30% of the training pairs, in corpus
    // order, every pair of the smaller in the larger (a subsequence of it).
    char path[1100];
    char **all, **s10, **s30;
    int n_all, n10, n30;
    snprintf(path, sizeof path, "%s/data/quick-train.es", out);
    assert_int_equal(study_read_lines(path, &all, &n_all), 0);
    snprintf(path, sizeof path, "%s/data/train-nested10.es", out);
    assert_int_equal(study_read_lines(path, &s10, &n10), 0);
    snprintf(path, sizeof path, "%s/data/train-nested30.es", out);
    assert_int_equal(study_read_lines(path, &s30, &n30), 0);
    assert_int_equal(n10, (int)lround(n_all * 0.10));
    assert_int_equal(n30, (int)lround(n_all * 0.30));
    int j = 0;
    for (int i = 0; i < n10; i++) {
        while (j < n30 && strcmp(s30[j], s10[i])) j++;
        assert_true(j < n30);  // s10[i] is in s30 after s10[i - 1]
        j++;
    }
    study_lines_free(all, n_all);
    study_lines_free(s10, n10);
    study_lines_free(s30, n30);
}

// The trainings the mocks in bin_dir were asked for: the "train " lines of their calls file (0
// without one).
static int count_trainings(const char *bin_dir) {
    char path[1100];
    snprintf(path, sizeof path, "%s/calls", bin_dir);
    if (access(path, F_OK)) return 0;
    char **calls;
    int n_calls, trainings = 0;
    assert_int_equal(study_read_lines(path, &calls, &n_calls), 0);
    for (int i = 0; i < n_calls; i++) trainings += !strncmp(calls[i], "train ", 6);
    study_lines_free(calls, n_calls);
    return trainings;
}

// How many times `needle` occurs in `text`.
static int occurrences(const char *text, const char *needle) {
    int n = 0;
    for (const char *p = strstr(text, needle); p; p = strstr(p + 1, needle)) n++;
    return n;
}

// study_row_choice: a row's alternative is chosen on its first seed's dev NLL alone (the lowest;
// ties: the one listed first); no choice (-1) unless every first seed finished with a dev NLL.
// The other seeds never count, even when their mean would choose another.
static void test_row_choice(void **state) {
    (void)state;
    static StudyPlan plan;
    static StudyRunResult runs[3];
    memset(&plan, 0, sizeof plan);
    plan.n_studies = 1;
    plan.n_runs = 3;
    Study *sd = &plan.studies[0];
    sd->n = 1;
    sd->n_alt[0] = 3;
    for (int v = 0; v < 3; v++) sd->alt[0][v] = 2 - v;  // alternative v is run 2 - v
    const double F = -1;                                // a first seed that did not finish
    const struct {
        double first[3], second[3];  // per alternative: its seeds' dev NLL
        int want;
    } cases[] = {
        {{3.5, 3.2, 3.4}, {3.5, 3.2, 3.4}, 1},
        {{3.2, 3.2, 3.1}, {3.0, 3.0, 3.0}, 2},
        {{3.2, 3.2, 3.4}, {3.0, 3.0, 3.0}, 0},  // a tie: the first listed
        {{3.3, 3.4, 3.5}, {3.9, 2.0, 2.0}, 0},  // the second seeds' mean would choose 1 or 2
        {{F, 3.6, 3.4}, {3.0, 3.6, 3.4}, -1},   // a failed first seed: nothing to compare with
        {{3.5, 3.6, F}, {3.0, 3.6, 3.4}, -1},
        {{NAN, 3.6, 3.7}, {3.0, 3.6, 3.4}, -1},  // finished without a dev NLL
        {{F, F, F}, {3.0, 3.0, 3.0}, -1},
    };
    for (size_t c = 0; c < sizeof cases / sizeof *cases; c++) {
        memset(runs, 0, sizeof runs);
        for (int v = 0; v < 3; v++) {
            StudyRunResult *r = &runs[sd->alt[0][v]];
            r->seeds[0].ok = cases[c].first[v] != F;
            r->seeds[0].dev_nll = cases[c].first[v];
            r->seeds[1].ok = 1;
            r->seeds[1].dev_nll = cases[c].second[v];
        }
        if (study_row_choice(&plan, runs, 0, 0) != cases[c].want)
            print_error("case %zu: chose %d, want %d\n", c, study_row_choice(&plan, runs, 0, 0),
                        cases[c].want);
        assert_int_equal(study_row_choice(&plan, runs, 0, 0), cases[c].want);
    }
}

// --data-dropout 0.1,0.3 with one seed: every share and architecture trains with both values
// (0.1 is the preset's: those are the plain runs, the 100% ones the main study's) and each
// data-size row reports the one with the lower dev NLL, here 0.3 (the mock's 3.3 against 3.6).
static void test_data_dropout(void **state) {
    (void)state;
    char bin[512], out[512], path[1100];
    snprintf(bin, sizeof bin, "%s/mockbin-dd", test_tmpdir());
    snprintf(out, sizeof out, "%s/quick-dd", test_tmpdir());
    write_mocks(bin);
    assert_int_equal(test_run("OMP_WAIT_POLICY=passive ./bin/compare --quick --threads 1 --bin %s "
                              "--no-bench --no-heatmaps --data-dropout 0.1,0.3 --out %s > %s.log "
                              "2>&1", bin, out, out), 0);
    snprintf(path, sizeof path, "%s/report.md", out);
    char *md = read_text(path, NULL);
    assert_non_null(md);
    // 2 architectures x 3 shares in the data-size table.
    assert_int_equal(occurrences(md, "(dropout 0.3 of 0.1, 0.3: lowest dev NLL, seed 1) |"), 6);
    assert_null(strstr(md, "(dropout 0.1 of"));
    // The main study keeps its own runs (the preset's dropout).
    assert_non_null(strstr(md, "\n| Transformer | 123456 | "));
    // Both values trained for every share: 2 main + 2 x 2 x 2 smaller shares + 2 at 100%.
    assert_int_equal(count_trainings(bin), 12);
    free(md);
}

// --data-dropout 0.1,0.3 with two seeds, two jobs, --until-converged: the first seeds of both
// dropouts train, and only the chosen one (0.3) trains seed 2 (20 trainings: the main runs train
// every seed); a rerun reuses all of it and trains nothing; the seeds not chosen are neither
// failed nor unfinished. With the first seed of one row's 0.3 run gone, --report-only reports
// that seed and both of the row's seeds 2 as pending (the choice waits for it) and the other
// rows' seeds 2 of 0.1 as not chosen, never as failed (exit 3: pending). When the first seeds
// with 0.3 fail, no row chooses and no seed 2 of an alternative trains (14 trainings, exit 1).
static void test_data_dropout_first_seed(void **state) {
    (void)state;
    char bin[512], out[512], path[1100], args[1400];
    snprintf(bin, sizeof bin, "%s/mockbin-dd2", test_tmpdir());
    snprintf(out, sizeof out, "%s/quick-dd2", test_tmpdir());
    write_mocks(bin);
    snprintf(args, sizeof args, "OMP_WAIT_POLICY=passive ./bin/compare --quick --threads 2 "
             "--jobs 2 --seeds 2 --bin %s --no-bench --no-heatmaps --data-dropout 0.1,0.3 "
             "--until-converged 1 --out %s", bin, out);
    snprintf(path, sizeof path, "%s/calls", bin);
    const struct { const char *extra; int status, trainings; } steps[] = {
        {"", 0, 20}, {"", 0, 0}, {"--report-only", 0, 0}};
    for (int i = 0; i < 3; i++) {
        remove(path);
        assert_int_equal(test_run("%s %s > %s.log 2>&1", args, steps[i].extra, out),
                         steps[i].status);
        assert_int_equal(count_trainings(bin), steps[i].trainings);
    }
    char md_path[1100], log[1100];
    snprintf(md_path, sizeof md_path, "%s/report.md", out);
    snprintf(log, sizeof log, "%s.log", out);
    char not_chosen[256];
    snprintf(not_chosen, sizeof not_chosen, "%s",
             test_report_text("commands.seed_not_chosen", "seed", "2", NULL));
    char *md = read_text(md_path, NULL);
    assert_non_null(md);
    assert_int_equal(occurrences(md, not_chosen), 4);  // 10% and 30% with 0.1, both archs
    assert_null(strstr(md, "failed"));
    assert_non_null(strstr(md, test_report_text("convergence.unknown", "id", "rnn-data10", "seed",
                                                "1", NULL)));
    assert_null(strstr(md, test_report_text("convergence.unfinished", "id", "rnn-data10", "seed",
                                            "2", NULL)));
    assert_null(strstr(md, test_report_text("convergence.unknown", "id", "rnn-data10", "seed",
                                            "2", NULL)));
    free(md);

    assert_int_equal(test_run("rm %s/runs/rnn-dropout-0.3-data10*/seed1.train.done", out), 0);
    assert_int_equal(test_run("%s --report-only > %s.log 2>&1", args, out), 3);
    assert_int_equal(access(path, F_OK), -1);  // nothing ran
    md = read_text(md_path, NULL);
    assert_non_null(md);
    assert_int_equal(occurrences(md, not_chosen), 3);
    assert_null(strstr(md, ": failed"));
    assert_non_null(strstr(md, "| RNN, 10% of the data (dropout 0.1, 0.3: the choice is "
                               "pending) |"));
    free(md);
    char *err = read_text(log, NULL);
    assert_non_null(err);
    // 24 run seeds less the 3 no row chose.
    assert_non_null(strstr(err, "--report-only: 3 of 21 run seeds pending"));
    free(err);

    snprintf(path, sizeof path, "%s/fail-dropout", bin);
    FILE *f = fopen(path, "w");
    assert_non_null(f);
    fclose(f);
    snprintf(path, sizeof path, "%s/calls", bin);
    remove(path);
    snprintf(args + strlen(args) - strlen(out), sizeof args - (strlen(args) - strlen(out)),
             "%s-fail", out);
    assert_int_equal(test_run("%s > %s.log 2>&1", args, out), 1);
    // The main runs' 4 and the 10 alternatives' first seeds.
    assert_int_equal(count_trainings(bin), 14);
    snprintf(md_path, sizeof md_path, "%s-fail/report.md", out);
    md = read_text(md_path, NULL);
    assert_non_null(md);
    assert_int_equal(occurrences(md, "(dropout 0.1, 0.3: no choice, a first seed failed) |"), 12);
    assert_int_equal(occurrences(md, not_chosen), 0);
    free(md);
}

// The plan is not written once it is made: a quick study against the mock programs with
// --data-dropout 0.1,0.3, two seeds and two jobs, run in this process from study_execute to the
// report, leaves every byte of the plan as planning left it (the memory it owns too: the test
// set, the buckets and the bootstrap plan). Each data-size row's choice of dropout (0.3: the
// mock's lower dev NLL) is a result (StudyOutcome.chosen and label, study_row_run and
// study_row_label), while the plan's row keeps its first alternative and its own label. The
// alternative not chosen trains its first seed only, except where it is a row's own run (the
// main study's 100% runs): 20 of the 24 trainings.
static void test_plan_unchanged_by_execution(void **state) {
    (void)state;
    char bin[512], out[512];
    snprintf(bin, sizeof bin, "%s/mockbin-plan", test_tmpdir());
    snprintf(out, sizeof out, "%s/quick-plan", test_tmpdir());
    write_mocks(bin);
    static StudyPlan plan, before;
    static StudyResults res;
    static StudyNotes notes;
    memset(&plan, 0, sizeof plan);
    study_options_defaults(&plan.opt);
    plan.notes = &notes;
    plan.opt.quick = 1;  // as bin/compare --quick sets it: the fixture and 10 updates
    plan.opt.train = plan.opt.dev = plan.opt.test = "tests/data/bible300";
    plan.opt.budget = NULL;
    plan.opt.steps = 10;
    plan.opt.out = out;
    plan.opt.bin_dir = bin;
    plan.opt.threads = 2;
    plan.opt.jobs = 2;
    plan.opt.n_seeds = 2;
    plan.opt.bench = plan.opt.heatmaps = 0;
    plan.opt.ablations = STUDY_ABL_DATA;
    plan.opt.data_dropout = "0.1,0.3";
    for (int a = 0; a < 2; a++) study_recipe_init(&plan.recipe[a], a);
    assert_int_equal(study_plan(&plan), 0);
    assert_int_equal(study_prepare_data(&plan), 0);
    study_plan_params(&plan);
    memcpy(&before, &plan, sizeof plan);
    const size_t n_idx = (size_t)plan.boot.n_boot * (size_t)plan.boot.n_seg;
    const size_t n_draw = (size_t)plan.boot.n_boot * (size_t)plan.boot.n_seeds;
    int *bucket_idx = malloc((size_t)plan.n_test * sizeof *bucket_idx);
    int *boot_idx = malloc(n_idx * sizeof *boot_idx);
    int *boot_draw = malloc(n_draw * sizeof *boot_draw);
    assert_true(bucket_idx && boot_idx && boot_draw);
    memcpy(bucket_idx, plan.bucket_idx, (size_t)plan.n_test * sizeof *bucket_idx);
    memcpy(boot_idx, plan.boot.idx, n_idx * sizeof *boot_idx);
    memcpy(boot_draw, plan.boot.seed_draw, n_draw * sizeof *boot_draw);
    char **test_text = malloc(2 * (size_t)plan.n_test * sizeof *test_text);
    assert_non_null(test_text);
    for (int i = 0; i < plan.n_test; i++) {
        test_text[2 * i] = strdup(plan.test_src[i]);
        test_text[2 * i + 1] = strdup(plan.test_ref[i]);
    }

    study_results_init(&res, &plan);
    assert_int_equal(study_execute(&res), 0);
    report_figures(&res);
    assert_int_equal(report_write(&res), 0);

    assert_memory_equal(&before, &plan, sizeof plan);
    assert_memory_equal(bucket_idx, plan.bucket_idx, (size_t)plan.n_test * sizeof *bucket_idx);
    assert_memory_equal(boot_idx, plan.boot.idx, n_idx * sizeof *boot_idx);
    assert_memory_equal(boot_draw, plan.boot.seed_draw, n_draw * sizeof *boot_draw);
    for (int i = 0; i < plan.n_test; i++) {
        assert_string_equal(test_text[2 * i], plan.test_src[i]);
        assert_string_equal(test_text[2 * i + 1], plan.test_ref[i]);
        free(test_text[2 * i]);
        free(test_text[2 * i + 1]);
    }
    free(test_text);
    free(bucket_idx);
    free(boot_idx);
    free(boot_draw);

    // Each data-size row reports its dropout 0.3 alternative, which trained both seeds; the
    // plain 10% and 30% runs (dropout 0.1), not chosen, their first only.
    int not_chosen = 0;
    for (int r = 0; r < plan.n_runs; r++) {
        const int plain_share = plan.runs[r].data_pct < 100 && !strstr(plan.runs[r].id, "dropout");
        assert_int_equal(res.runs[r].n_ok, plain_share ? 1 : 2);
        assert_true(res.runs[r].seeds[0].ok);
        assert_int_equal(res.runs[r].seeds[1].not_chosen, plain_share);
        assert_false(res.runs[r].seeds[1].pending);
        not_chosen += plain_share;
    }
    assert_int_equal(plan.n_runs, 12);
    assert_int_equal(not_chosen, 4);
    assert_int_equal(count_trainings(bin), 20);
    int data = -1;
    for (int i = 0; i < plan.n_studies; i++)
        if (!strcmp(plan.studies[i].name, "data-size")) data = i;
    assert_true(data >= 0);
    const Study *sd = &plan.studies[data];
    assert_int_equal(sd->n, 6);
    for (int row = 0; row < sd->n; row++) {
        assert_int_equal(sd->n_alt[row], 2);
        assert_string_equal(sd->alt_value[row][1], "0.3");
        assert_int_equal(sd->run[row], sd->alt[row][0]);  // the plan's row: its first
        assert_null(strstr(sd->label[row], "dropout"));
        assert_int_equal(res.studies[data].chosen[row], 1);  // the result: the second
        assert_int_equal(study_row_run(&res, data, row), sd->alt[row][1]);
        assert_non_null(strstr(plan.runs[study_row_run(&res, data, row)].id, "-dropout-0.3"));
        char want[160];
        snprintf(want, sizeof want, "%s (dropout 0.3 of 0.1, 0.3: lowest dev NLL, seed 1)",
                 sd->label[row]);
        assert_string_equal(study_row_label(&res, data, row), want);
    }
    // The main study has no alternatives: its rows are the plan's.
    assert_string_equal(study_row_label(&res, 0, 1), plan.studies[0].label[1]);
    assert_int_equal(study_row_run(&res, 0, 1), plan.studies[0].run[1]);
    // The report's data-size table names the choice.
    char path[1100];
    snprintf(path, sizeof path, "%s/report.md", out);
    char *md = read_text(path, NULL);
    assert_non_null(md);
    assert_non_null(strstr(
        md, "| RNN, 10% of the data (dropout 0.3 of 0.1, 0.3: lowest dev NLL, seed 1) |"));
    // The health table has a row per trained seed (20), none failed or pending.
    const char *health = strstr(md, "| Run, seed (health) |");
    assert_non_null(health);
    int health_rows = 0;
    for (const char *line = health; line && *line == '|';) {
        const char *nl = strchr(line, '\n');
        char buf[4096];
        snprintf(buf, sizeof buf, "%.*s", (int)(nl ? nl - line : (long)strlen(line)), line);
        line = nl ? nl + 1 : NULL;
        if (!strstr(buf, "| runs/")) continue;
        health_rows++;
        assert_null(strstr(buf, "| failed |"));
        assert_null(strstr(buf, "| pending |"));
    }
    assert_int_equal(health_rows, 20);
    free(md);
    study_results_free(&res);
    study_plan_free(&plan);
}

// A test set of software strings: the report gains the placeholder table. The mock decode copies
// the source except every third line ("de la"). Lines: odd "Delete %s now" (1 placeholder shared
// with the reference), even "Copied %d of %d files" (2): 6 x 1 + 6 x 2 = 18 required; lines 3, 6,
// 9, 12 lose 1 + 2 + 1 + 2 = 6, so 12 of 18 are kept (66.67%) and 8 of the 12 segments keep all.
static void test_quick_placeholders(void **state) {
    (void)state;
    char bin[512], out[512], test[512], path[1100], cmd[8192], cwd[1024];
    assert_non_null(getcwd(cwd, sizeof cwd));
    const char *tmp = test_tmpdir();
    snprintf(bin, sizeof bin, "%s/mockbin-ph", tmp);
    snprintf(out, sizeof out, "%s/quick-ph", tmp);
    snprintf(test, sizeof test, "%s/strings", tmp);
    write_mocks(bin);
    const char *ext[2] = {"en", "es"};
    for (int side = 0; side < 2; side++) {
        snprintf(path, sizeof path, "%s.%s", test, ext[side]);
        FILE *f = fopen(path, "w");
        assert_non_null(f);
        for (int i = 1; i <= 12; i++) {
            if (side == 0) fputs(i % 2 ? "Delete %s now\n" : "Copied %d of %d files\n", f);
            else fputs(i % 2 ? "Borrar %s ahora\n" : "Copiados %d de %d archivos\n", f);
        }
        assert_int_equal(fclose(f), 0);
    }
    snprintf(cmd, sizeof cmd, "./bin/compare --quick --out %s --bin %s --threads 1 --no-bench "
             "--no-heatmaps --train %s/tests/data/bible300 --dev %s/tests/data/bible300 "
             "--test %s > %s.log 2>&1", out, bin, cwd, cwd, test, out);
    assert_int_equal(system(cmd), 0);
    snprintf(path, sizeof path, "%s/report.md", out);
    char *md = read_text(path, NULL);
    assert_non_null(md);
    assert_non_null(strstr(md, test_report_text("placeholders.intro", "required", "18", NULL)));
    const char *row = strstr(md, "| RNN (bi-GRU, additive attention) | 66.67 | 66.67 | 8 of 12 |");
    assert_non_null(row);
    assert_non_null(strstr(row + 1, "| Transformer"));
    assert_non_null(strstr(strstr(row + 1, "| Transformer"), "| 66.67 | 66.67 | 8 of 12 |"));
    free(md);
}

static void test_quick_real(void **state) {
    (void)state;
    if (access("bin/train", X_OK) || access("bin/decode", X_OK) || access("bin/score", X_OK)) {
        test_skip("bin/train, bin/decode or bin/score is not built (make test builds them)");
    }
    char out[512];
    snprintf(out, sizeof out, "%s/quick-real", test_tmpdir());
    static const char *const studies[] = {"main", "pos"};
    static const char *const runs[] = {"rnn", "transformer", "transformer-pos-learned",
                                       "transformer-pos-none"};
    quick_study("bin", out, "pos", studies, 2, 5, runs, 4, 1);
    char path[1100];
    snprintf(path, sizeof path, "%s/report.md", out);
    char *md = read_text(path, NULL);
    assert_non_null(md);
    check_health_vs_score(out, md, runs, 4);
    free(md);
}

// A Transformer that ignores its source (the mock decode gives "de la" for every line, with
// uniform attention) is collapsed: its health row says so with the figures computed here from
// the test set, and its comparison with the RNN is not tested. The RNN's figures: every third
// line "de la" with uniform rows, the others copied with rows (0.9, 0.1), (0.1, 0.9).
static void test_quick_collapsed(void **state) {
    (void)state;
    char bin[512], out[512], path[1100], cmd[2048];
    snprintf(bin, sizeof bin, "%s/mockbin-collapse", test_tmpdir());
    snprintf(out, sizeof out, "%s/quick-collapse", test_tmpdir());
    write_mocks(bin);
    snprintf(path, sizeof path, "%s/collapse", bin);
    FILE *f = fopen(path, "w");
    assert_non_null(f);
    fclose(f);
    snprintf(cmd, sizeof cmd, "./bin/compare --quick --out %s --bin %s --threads 1 --no-bench "
             "--no-heatmaps > %s.log 2>&1", out, bin, out);
    assert_int_equal(system(cmd), 0);
    // The test set, read here: its distinct sources.
    char **src;
    int n;
    snprintf(path, sizeof path, "%s/data/quick-test.en", out);
    assert_int_equal(study_read_lines(path, &src, &n), 0);
    assert_true(n >= 6);
    int distinct = 0;
    for (int i = 0; i < n; i++) {
        int seen = 0;
        for (int j = 0; j < i && !seen; j++) seen = !strcmp(src[i], src[j]);
        distinct += !seen;
    }
    study_lines_free(src, n);
    snprintf(path, sizeof path, "%s/report.md", out);
    char *md = read_text(path, NULL);
    assert_non_null(md);
    char *t[HEALTH_N_COLS], *r[HEALTH_N_COLS];
    assert_true(health_row(md, "transformer", t));
    assert_true(health_row(md, "rnn", r));
    char want[64];
    snprintf(want, sizeof want, "1 / %d", distinct);
    assert_string_equal(t[4], want);
    check_health_cell(t[5], 1.0 / distinct);
    check_health_cell(t[9], 1.0);  // uniform rows: H = log 2
    check_health_cell(t[10], 0.0);  // 3.0 - 3.0 nats/token
    assert_string_equal(t[11], "yes");
    const double h91 = -(0.9 * log(0.9) + 0.1 * log(0.1)) / log(2.0);
    const int n3 = n / 3;  // lines 3, 6, ...: "de la"
    check_health_cell(r[9], (n3 * 1.0 + (n - n3) * h91) / n);
    check_health_cell(r[10], 4.5 - 2.0);
    assert_string_equal(r[11], "no");
    check_health_cell(t[3], 3.6);  // the mock's lowest dev loss
    check_health_cell(r[3], 3.6);
    // The dev NLL's fall over the second half (updates 1.5 to 3): 3.8 at update 1, 3.6 at 3.
    for (int i = 0; i < 2; i++) {
        const char *cell = i ? r[12] : t[12];
        char *end;
        const double fall = strtod(cell, &end);
        assert_true(end != cell && fabs(fall - 0.2) < 0.5e-3);
        const char *paren = strchr(cell, '(');
        assert_non_null(paren);
        assert_true(fabs(strtod(paren + 1, NULL) - 100 * 0.2 / 3.8) < 0.05 + 1e-9);
    }
    // Every mock seed fell 5.3%: all of them still improving.
    const char *far_start = test_report_text("health.improving", NULL);
    const char *far = strstr(md, far_start);
    assert_non_null(far);
    char improving[16];
    snprintf(improving, sizeof improving, "%ld", strtol(far + strlen(far_start), NULL, 10));
    assert_true(atoi(improving) >= 2);
    assert_non_null(strstr(far, test_report_text("health.improving", "improving", improving,
                                                 "known", improving, NULL)));
    // ... and the main summary says that it compares unconverged runs.
    assert_non_null(strstr(md, test_report_text("main.improving", "who",
                                                test_report_text("improving.both", NULL),
                                                NULL)));
    free_cells(t, HEALTH_N_COLS);
    free_cells(r, HEALTH_N_COLS);
    // The main table: the Transformer's row is marked and its comparison is not tested.
    const char *row = strstr(md, "\n| Transformer | 123456 | ");
    assert_non_null(row);
    const char *end = strchr(row + 1, '\n');
    assert_non_null(end);
    char line[4096];
    snprintf(line, sizeof line, "%.*s", (int)(end - row), row);
    assert_non_null(strstr(md, "| RNN (bi-GRU, additive attention) | 123456 |"));
    assert_null(strstr(md, "baseline (collapsed)"));  // the RNN baseline is not collapsed
    char not_tested[128];
    snprintf(not_tested, sizeof not_tested, "(%s)", test_report_text("p.collapsed", NULL));
    const char *first = strstr(line, not_tested);
    assert_non_null(first);
    assert_non_null(strstr(first + 1, not_tested));
    assert_null(strstr(line, "p <"));
    assert_null(strstr(line, "p ="));
    // The main table's last column: the lowest dev NLL of the mock's log (3.8, 3.7, 3.6).
    const char *cell_end = strrchr(line, '|');
    assert_non_null(cell_end);
    const char *cell_start = cell_end - 1;
    while (cell_start > line && *cell_start != '|') cell_start--;
    assert_true(fabs(strtod(cell_start + 1, NULL) - 3.6) < 0.5e-3);
    free(md);
}

// A trainer that records each SIGINT/SIGTERM it gets, "checkpoints" for half a second after the
// first (a second signal in that time is recorded too), then exits 3 as bin/train does.
static void write_interrupt_mocks(const char *dir) {
    write_mocks(dir);
    test_write_exe(dir, "train",
        "#!/bin/sh\nd=$(dirname \"$0\"); out=\"\"\n"
        "while [ $# -gt 0 ]; do case \"$1\" in --out) out=$2; shift;; esac; shift; done\n"
        "mkdir -p \"$out\"; n=0\n"
        "trap 'n=$((n+1)); echo signal >> \"$d/signals\"' INT TERM\n"
        "echo started >> \"$d/started\"\n"
        "while [ $n -eq 0 ]; do sleep 0.05; done\n"
        "i=0; while [ $i -lt 10 ]; do sleep 0.05; i=$((i+1)); done\n"
        "echo checkpoint >> \"$d/signals\"\nexit 3\n");
    test_write_exe(dir, "bench", "#!/bin/sh\necho ran >> \"$(dirname \"$0\")/bench-ran\"\n"
                               "echo '{\"tgt_tok_per_s\":1,\"sent_per_s\":1,\"peak_rss_mib\":1}'\n");
}

static void nap_50ms(void) {
    struct timespec ts = {0, 50000000L};
    nanosleep(&ts, NULL);
}

static int count_lines(const char *path, const char *word) {
    char **lines;
    int n, hits = 0;
    if (study_read_lines(path, &lines, &n) < 0) {
        td_clear_error();
        return 0;
    }
    for (int i = 0; i < n; i++) hits += !strcmp(lines[i], word);
    study_lines_free(lines, n);
    return hits;
}

// Ctrl-C on a terminal (SIGINT to the whole foreground process group) and `kill` (SIGTERM to
// compare alone) both stop a study the same way: the running trainer gets exactly one signal and
// checkpoints, no further training, benchmark or report starts, and compare exits 130. Under
// --jobs 2 both running trainers get exactly one signal each.
static void test_interrupt(void **state) {
    (void)state;
    const int sigs[3] = {SIGINT, SIGTERM, SIGINT}, jobs[3] = {1, 1, 2};
    for (int k = 0; k < 3; k++) {
        char bin[512], out[512], path[1100], log[1100];
        snprintf(bin, sizeof bin, "%s/intbin%d", test_tmpdir(), k);
        snprintf(out, sizeof out, "%s/interrupted%d", test_tmpdir(), k);
        snprintf(log, sizeof log, "%s.log", out);
        write_interrupt_mocks(bin);
        pid_t pid = fork();
        assert_true(pid >= 0);
        if (pid == 0) {
            setpgid(0, 0);  // like a shell's foreground job
            FILE *f = freopen(log, "w", stderr);
            if (!f || !freopen("/dev/null", "w", stdout)) _exit(99);
            execl("./bin/compare", "./bin/compare", "--quick", "--out", out, "--bin", bin,
                  "--threads", jobs[k] == 1 ? "1" : "2", "--jobs", jobs[k] == 1 ? "1" : "2",
                  (char *)NULL);
            _exit(98);
        }
        setpgid(pid, pid);
        snprintf(path, sizeof path, "%s/started", bin);
        for (int t = 0; t < 1200 && count_lines(path, "started") < jobs[k]; t++) nap_50ms();
        assert_int_equal(count_lines(path, "started"), jobs[k]);
        assert_int_equal(kill(sigs[k] == SIGINT ? -pid : pid, sigs[k]), 0);
        int status = 0;
        pid_t got = 0;
        for (int t = 0; t < 600 && got == 0; t++) {
            got = waitpid(pid, &status, WNOHANG);
            if (got == 0) nap_50ms();
        }
        if (got == 0) kill(-pid, SIGKILL);
        assert_int_equal(got, pid);
        assert_true(WIFEXITED(status));
        assert_int_equal(WEXITSTATUS(status), 130);
        snprintf(path, sizeof path, "%s/signals", bin);
        assert_int_equal(count_lines(path, "signal"), jobs[k]);  // once each, never twice
        assert_int_equal(count_lines(path, "checkpoint"), jobs[k]);  // each finished its step
        snprintf(path, sizeof path, "%s/started", bin);
        assert_int_equal(count_lines(path, "started"), jobs[k]);  // no further training
        snprintf(path, sizeof path, "%s/bench-ran", bin);
        assert_int_equal(access(path, F_OK), -1);
        snprintf(path, sizeof path, "%s/report.md", out);
        assert_int_equal(access(path, F_OK), -1);
        char *text = read_text(log, NULL);
        assert_non_null(text);
        assert_non_null(strstr(text, "rerun the same command to continue"));
        free(text);
    }
}

// ---------------------------------------------------------------------------------------------
// Reruns: what finished is reused, and only what finished
// ---------------------------------------------------------------------------------------------

// Runs a quick study against the mocks in `bin` with stdout and stderr to `log`; returns the
// exit status.
static int mock_study(const char *bin, const char *out, const char *extra, const char *log) {
    char cmd[4096];
    snprintf(cmd, sizeof cmd, "OMP_WAIT_POLICY=passive ./bin/compare --quick --out %s --bin %s "
             "--threads 1 --no-heatmaps %s > %s 2>&1", out, bin, extra, log);
    int rc = system(cmd);
    rc = WIFEXITED(rc) ? WEXITSTATUS(rc) : -1;
    if (rc != 0 && rc != 1) {
        snprintf(cmd, sizeof cmd, "tail -n 30 %s >&2", log);
        if (system(cmd)) {}
    }
    return rc;
}

// The calls the mocks recorded in BIN/calls: of one kind ("train", "decode", "bench") and, if
// `arg` is not NULL, with that argument.
static int calls(const char *bin, const char *kind, const char *arg) {
    char path[600], want[1200];
    snprintf(path, sizeof path, "%s/calls", bin);
    char **lines;
    int n, hits = 0;
    if (study_read_lines(path, &lines, &n) < 0) {
        td_clear_error();
        return 0;
    }
    snprintf(want, sizeof want, "%s%s%s", kind, arg ? " " : "", arg ? arg : "");
    for (int i = 0; i < n; i++)
        hits += arg ? !strcmp(lines[i], want)
                    : !strncmp(lines[i], want, strlen(want)) &&
                          (lines[i][strlen(want)] == ' ' || !lines[i][strlen(want)]);
    study_lines_free(lines, n);
    return hits;
}

// Every table line ('|' first) of OUT/report.md, joined (malloc'd).
static char *report_tables(const char *out) {
    char path[600];
    snprintf(path, sizeof path, "%s/report.md", out);
    char **lines;
    int n;
    assert_int_equal(study_read_lines(path, &lines, &n), 0);
    size_t cap = 1, len = 0;
    for (int i = 0; i < n; i++) cap += strlen(lines[i]) + 1;
    char *t = malloc(cap);
    assert_non_null(t);
    t[0] = 0;
    for (int i = 0; i < n; i++)
        if (lines[i][0] == '|') len += (size_t)sprintf(t + len, "%s\n", lines[i]);
    study_lines_free(lines, n);
    return t;
}

static int file_has(const char *path, const char *needle) {
    char *text = read_text(path, NULL);
    assert_non_null(text);
    int hit = strstr(text, needle) != NULL;
    free(text);
    return hit;
}

// Sets a file's modification time `back` seconds into the past (older than anything written
// afterwards, whatever the file system's timestamp granularity).
static void backdate(const char *path, int back) {
    struct timespec ts[2] = {{time(NULL) - back, 0}, {time(NULL) - back, 0}};
    assert_int_equal(utimensat(AT_FDCWD, path, ts, 0), 0);
}

// Replaces a run's checkpoint as a resumed or retrained model would, after backdating the run's
// decode records: the checkpoint is newer than both.
static void replace_checkpoint(const char *out, const char *run) {
    char path[1200];
    const char *what[2] = {"greedy", "beam"};
    for (int i = 0; i < 2; i++) {
        snprintf(path, sizeof path, "%s/runs/%s/seed1.%s.done", out, run, what[i]);
        if (access(path, F_OK) == 0) backdate(path, 60);
    }
    snprintf(path, sizeof path, "%s/runs/%s/seed1/best.ckpt", out, run);
    FILE *f = fopen(path, "w");
    assert_non_null(f);
    fputs("y\n", f);
    fclose(f);
}

// The mock programs' call counts so far: bin/train, bin/decode (the test decodes), bin/bench,
// --alignment soft decodes and --score-reference runs.
static void assert_mock_calls(const char *bin, int train, int decode, int bench, int soft,
                              int score) {
    assert_int_equal(calls(bin, "train", NULL), train);
    assert_int_equal(calls(bin, "decode", NULL), decode);
    assert_int_equal(calls(bin, "bench", NULL), bench);
    assert_int_equal(calls(bin, "soft", NULL), soft);
    assert_int_equal(calls(bin, "score", NULL), score);
}

// A second run of the same study decodes and benchmarks nothing and writes the same tables; a
// newer checkpoint is decoded again (that run only); a failed decode is not taken as finished;
// --no-reuse runs everything again.
static void test_rerun_reuses(void **state) {
    (void)state;
    char bin[512], out[512], log[600], dir[1200], path[1300];
    snprintf(bin, sizeof bin, "%s/reusebin", test_tmpdir());
    snprintf(out, sizeof out, "%s/reuse", test_tmpdir());
    snprintf(log, sizeof log, "%s/reuse.log", test_tmpdir());
    write_mocks(bin);
    assert_int_equal(mock_study(bin, out, "", log), 0);
    // rnn and transformer: greedy + beam each; bench: train + decode x 2 lengths x 2 archs.
    // Health: one --alignment soft decode and two --score-reference runs per run.
    assert_mock_calls(bin, 2, 4, 8, 2, 4);
    char *first = report_tables(out);
    snprintf(path, sizeof path, "%s/report.md", out);
    assert_true(file_has(path, test_report_text("bench.all_now", "commands", "8", NULL)));
    assert_false(file_has(path, test_report_text("commands.reused", NULL)));

    assert_int_equal(mock_study(bin, out, "", log), 0);
    assert_mock_calls(bin, 2, 4, 8, 2, 4);
    char *second = report_tables(out);
    assert_string_equal(first, second);
    assert_true(file_has(log, "rnn seed 1: reusing the beam decode"));
    assert_true(file_has(path, test_report_text("commands.beam_from", "from",
                                                test_report_text("commands.reused", NULL), NULL)));
    assert_true(file_has(path, test_report_text("bench.reused", "reused", "8", "commands", "8",
                                                NULL)));
    free(second);

    // The rnn's checkpoint replaced (resumed, retrained): it alone is decoded again.
    replace_checkpoint(out, "rnn");
    assert_int_equal(mock_study(bin, out, "", log), 0);
    snprintf(dir, sizeof dir, "%s/runs/rnn/seed1", out);
    assert_int_equal(calls(bin, "decode", dir), 4);
    snprintf(dir, sizeof dir, "%s/runs/transformer/seed1", out);
    assert_int_equal(calls(bin, "decode", dir), 2);
    assert_int_equal(calls(bin, "soft", dir), 1);   // the transformer's health is reused
    assert_int_equal(calls(bin, "score", dir), 2);
    snprintf(dir, sizeof dir, "%s/runs/rnn/seed1", out);
    assert_int_equal(calls(bin, "soft", dir), 2);   // the rnn's is measured again
    assert_int_equal(calls(bin, "score", dir), 4);
    snprintf(dir, sizeof dir, "%s/runs/transformer/seed1", out);
    assert_int_equal(calls(bin, "train", NULL), 2);
    assert_int_equal(calls(bin, "bench", NULL), 8);

    // A decode that fails (leaving a partial output) is not recorded: the next run redoes it.
    replace_checkpoint(out, "transformer");
    snprintf(path, sizeof path, "%s/fail", bin);
    FILE *f = fopen(path, "w");
    assert_non_null(f);
    fclose(f);
    assert_int_equal(mock_study(bin, out, "", log), 1);
    assert_int_equal(calls(bin, "decode", dir), 3);  // the greedy decode failed, beam not tried
    snprintf(path, sizeof path, "%s/runs/transformer/seed1.greedy.done", out);
    assert_int_equal(access(path, F_OK), -1);
    snprintf(path, sizeof path, "%s/fail", bin);
    assert_int_equal(remove(path), 0);
    assert_int_equal(mock_study(bin, out, "", log), 0);
    assert_int_equal(calls(bin, "decode", dir), 5);
    snprintf(dir, sizeof dir, "%s/runs/rnn/seed1", out);
    assert_int_equal(calls(bin, "decode", dir), 4);

    // --no-reuse: every training, decode and benchmark runs again.
    assert_int_equal(mock_study(bin, out, "--no-reuse", log), 0);
    assert_int_equal(calls(bin, "train", NULL), 4);
    assert_int_equal(calls(bin, "decode", NULL), 9 + 4);
    assert_int_equal(calls(bin, "bench", NULL), 16);

    // --report-only runs no benchmark (beside a running study it would measure that study's
    // load): with the records of one length gone, half are reused and half reported missing;
    // with none left, the section says so and has no table.
    assert_int_equal(test_run("rm %s/bench/train-rnn-len16.json.done "
                              "%s/bench/train-transformer-len16.json.done "
                              "%s/bench/decode-rnn-len16.json.done "
                              "%s/bench/decode-transformer-len16.json.done", out, out, out, out),
                     0);
    assert_int_equal(mock_study(bin, out, "--report-only", log), 0);
    assert_int_equal(calls(bin, "bench", NULL), 16);
    snprintf(path, sizeof path, "%s/report.md", out);
    assert_true(file_has(path, "4 of the 8 bench commands were reused"));
    assert_true(file_has(path, test_report_text("bench.missing", "missing", "4", NULL)));
    assert_true(file_has(path, "\n| 8 | "));  // the reused length's row
    assert_int_equal(test_run("rm %s/bench/*.json.done", out), 0);
    assert_int_equal(mock_study(bin, out, "--report-only", log), 0);
    assert_int_equal(calls(bin, "bench", NULL), 16);
    assert_true(file_has(path, test_report_text("bench.none_yet", NULL)));
    assert_false(file_has(path, "\n| 8 | "));
    free(first);
}

// The tokenizer's reuse does not depend on where the output folder lives: a copied study reuses
// it (same bytes); changed training data trains a new one.
static void test_copy_reuses_tokenizer(void **state) {
    (void)state;
    char bin[512], a[512], b[512], log[600], cmd[4096], pa[600], pb[600];
    const char *tmp = test_tmpdir();
    snprintf(bin, sizeof bin, "%s/spmbin", tmp);
    snprintf(a, sizeof a, "%s/spm-a", tmp);
    snprintf(b, sizeof b, "%s/spm-b", tmp);
    snprintf(log, sizeof log, "%s/spm.log", tmp);
    write_mocks(bin);
    assert_int_equal(mock_study(bin, a, "--no-bench", log), 0);
    assert_true(file_has(log, "training the SentencePiece model"));
    // A record of the earlier format (the spm_train command line alone) still counts, and is
    // rewritten in the new one.
    snprintf(pa, sizeof pa, "%s/data/spm.cmd", a);
    char *rec = read_text(pa, NULL);
    assert_non_null(rec);
    assert_true(!strncmp(rec, "# spm_train --input=", 20) && strchr(rec, '\n'));
    *strchr(rec, '\n') = 0;
    FILE *f = fopen(pa, "w");
    assert_non_null(f);
    fputs(rec + 2, f);
    fclose(f);
    free(rec);
    assert_int_equal(mock_study(bin, a, "--no-bench", log), 0);
    assert_false(file_has(log, "training the SentencePiece model"));
    assert_true(file_has(pa, "\ninput en="));
    snprintf(cmd, sizeof cmd, "cp -r %s %s", a, b);
    assert_int_equal(system(cmd), 0);
    assert_int_equal(mock_study(bin, b, "--no-bench", log), 0);
    assert_false(file_has(log, "training the SentencePiece model"));
    snprintf(pa, sizeof pa, "%s/data/spm.model", a);
    snprintf(pb, sizeof pb, "%s/data/spm.model", b);
    size_t na, nb;
    char *ma = read_text(pa, &na), *mb = read_text(pb, &nb);
    assert_non_null(ma);
    assert_non_null(mb);
    assert_true(na == nb && na > 0 && !memcmp(ma, mb, na));
    free(ma);
    free(mb);
    // One changed word in the training text: a new tokenizer.
    snprintf(cmd, sizeof cmd, "cp tests/data/bible300.en %s/changed.en && "
             "cp tests/data/bible300.es %s/changed.es && sed -i '1s/^/Behold /' %s/changed.en",
             tmp, tmp, tmp);
    assert_int_equal(system(cmd), 0);
    snprintf(cmd, sizeof cmd, "--no-bench --train %s/changed", tmp);
    assert_int_equal(mock_study(bin, b, cmd, log), 0);
    assert_true(file_has(log, "training the SentencePiece model"));
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_percentile),       cmocka_unit_test(test_boot_scores_hand),
        cmocka_unit_test(test_curve_crossings), cmocka_unit_test(test_step_decide),
        cmocka_unit_test(test_row_choice),       cmocka_unit_test(test_data_dropout_first_seed),
        cmocka_unit_test(test_data_dropout),      cmocka_unit_test(test_largest_plan),
        cmocka_unit_test(test_plan_unchanged_by_execution),
        cmocka_unit_test(test_boot_scores_two_seeds), cmocka_unit_test(test_paired_p_hand),
        cmocka_unit_test(test_estimate_hand),    cmocka_unit_test(test_plan),
        cmocka_unit_test(test_bleu_bootstrap),   cmocka_unit_test(test_helpers),
        cmocka_unit_test(test_heatmap_percent_labels),
        cmocka_unit_test(test_tsv),
        cmocka_unit_test(test_cli_errors),       cmocka_unit_test(test_installed_names),
        cmocka_unit_test(test_p_text),           cmocka_unit_test(test_rerun_reuses),
        cmocka_unit_test(test_copy_reuses_tokenizer),
        cmocka_unit_test(test_baselines_follow_preset),
        cmocka_unit_test(test_quick_mock),       cmocka_unit_test(test_interrupt),
        cmocka_unit_test(test_quick_placeholders),
        cmocka_unit_test(test_quick_real),       cmocka_unit_test(test_quick_collapsed),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
