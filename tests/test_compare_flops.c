// Tests for bin/compare --flops: a quick study on the bible300 fixture with a training-FLOP budget
// per run. Each training command carries bin/train --max-flops with the parsed value, each
// training stops there (its log says so, and its train.log.tsv's FLOPs reach the budget), the
// report states the budget and gives each run's FLOPs, updates and wall-clock with the CPU named;
// a rerun with the same budget written another way reuses the trainings, another budget does not
// match their records; the time study's marks with --flops are FLOP budgets; and the option's
// usage errors.
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <cmocka.h>

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "tests/test_util.h"

// The last train_flops of a run's train.log.tsv (its last column), or NAN.
static double last_flops(const char *tsv) {
    const char *text = test_slurp(tsv);
    const char *end = text + strlen(text);
    while (end > text && end[-1] == '\n') end--;
    const char *p = end;
    while (p > text && p[-1] != '\t') p--;
    return p > text ? strtod(p, NULL) : NAN;
}

static void test_flops_budget(void **state) {
    (void)state;
    if (access("bin/compare", X_OK) || access("bin/train", X_OK) || access("bin/decode", X_OK))
        test_skip("bin/compare, bin/train or bin/decode is not built (make test builds them)");
    const char *dir = test_tmpdir();
    const char *common = "OMP_WAIT_POLICY=passive ./bin/compare --quick --threads 1 --bin bin "
                         "--no-bench --no-heatmaps";
    int rc = test_run("%s --flops 2G --out %s/f > %s/f.log 2>&1", common, dir, dir);
    if (rc) test_run("tail -n 20 %s/f.log >&2", dir);
    assert_int_equal(rc, 0);
    char path[1024];
    snprintf(path, sizeof path, "%s/f/report.md", dir);
    const char *md = test_slurp(path);
    char *report = strdup(md);
    assert_non_null(report);
    assert_non_null(strstr(report, test_report_text("protocol.budget_flops", "flops", "2e+09",
                                                    NULL)));
    assert_non_null(strstr(report, test_report_text("flops.intro", NULL)));
    const char *ids[2] = {"rnn", "transformer"};
    for (int a = 0; a < 2; a++) {
        char needle[256], line[4096];
        snprintf(needle, sizeof needle, "--out %s/f/runs/%s/seed1 ", dir, ids[a]);
        const char *cmd = strstr(report, needle);
        assert_non_null(cmd);
        snprintf(line, sizeof line, "%.*s", (int)strcspn(cmd, "\n"), cmd);
        assert_non_null(strstr(line, "--max-flops 2000000000"));
        assert_null(strstr(line, "--max-steps"));
        assert_null(strstr(line, "--max-time"));
        // bin/train stopped at the budget, and its count reached it.
        snprintf(path, sizeof path, "%s/f/runs/%s/seed1/train.log", dir, ids[a]);
        assert_non_null(strstr(test_slurp(path), "done: --max-flops reached at step "));
        snprintf(path, sizeof path, "%s/f/runs/%s/seed1/train.log.tsv", dir, ids[a]);
        const double fl = last_flops(path);
        assert_true(fl >= 2e9);
        // The report's figure for the run is that count (to its 4 significant digits).
        char want[128];
        char flops[32];
        snprintf(flops, sizeof flops, "%.4g", fl);
        snprintf(want, sizeof want, "%s", test_report_text("flops.run", "id", ids[a], "flops",
                                                           flops, "budget", "2e+09", NULL));
        if (!strstr(report, want)) print_error("no '%s' in the report\n", want);
        assert_non_null(strstr(report, want));
    }
    // The same budget written another way is the same command: the trainings are reused.
    rc = test_run("%s --flops 2e9 --out %s/f > %s/f2.log 2>&1", common, dir, dir);
    assert_int_equal(rc, 0);
    snprintf(path, sizeof path, "%s/f2.log", dir);
    for (int a = 0; a < 2; a++) {
        char want[128];
        snprintf(want, sizeof want, "%s seed 1: reusing the finished training", ids[a]);
        assert_non_null(strstr(test_slurp(path), want));
    }
    // Another budget is another command, which the trainings' records do not name.
    snprintf(path, sizeof path, "%s/f/runs/rnn/seed1.train.done", dir);
    assert_non_null(strstr(test_slurp(path), "--max-flops 2000000000 "));
    // (and the time study's marks are FLOP budgets too: each architecture's run continues to 6G)
    rc = test_run("%s --flops 3G --time-marks 6G --dry-run --out %s/f > %s/f3.log 2>&1", common,
                  dir, dir);
    assert_int_equal(rc, 0);
    snprintf(path, sizeof path, "%s/f3.log", dir);
    const char *plan = test_slurp(path);
    assert_non_null(strstr(plan, "runs/rnn/seed1 --seed 1 --threads 1 --max-flops 3000000000 "));
    assert_non_null(strstr(plan, "runs/transformer-f6e+09/seed1 --seed 1 --threads 1 "
                                 "--max-flops 6000000000 "));
    free(report);
}

static void test_usage(void **state) {
    (void)state;
    if (access("bin/compare", X_OK)) test_skip("bin/compare is not built (make test builds it)");
    const char *dir = test_tmpdir();
    static const struct {
        const char *args, *error;
    } bad[] = {
        {"--dry-run --flops 2G --steps 10", "compare: error: give one of --budget, --steps and --flops"},
        {"--dry-run --flops 2G --budget 5m", "compare: error: give one of --budget, --steps and --flops"},
        {"--dry-run --flops 2X", "compare: error: --flops: '2X' is not a number with an optional "
                       "k/M/G/T/P/E in [1, 1e+24]"},
        {"--dry-run --flops 0", "compare: error: --flops: '0' is not a number"},
        {"--flops 2G --tune study/recipes/tune-default.grid",
         "compare: error: --tune trains for updates: give --steps N (the candidates' last rung), "
         "not --flops"},
        {"--dry-run --flops 2G --time-marks 1G", "--time-marks: '1G' is not above the budget before it "
                                       "(the main one): the marks continue the main budget "
                                       "(--flops 2000000000) and rise"},
        {"--dry-run --flops 2G --time-marks 4x", "--time-marks: '4x' is not a number of training FLOPs"},
    };
    for (size_t i = 0; i < sizeof bad / sizeof *bad; i++) {
        int rc = test_run("./bin/compare --quick %s --out %s/u > /dev/null 2> %s/u.txt",
                          bad[i].args, dir, dir);
        const char *err = test_slurp(test_path("u.txt"));
        if (!strstr(err, bad[i].error)) print_error("%s: %s\n", bad[i].args, err);
        assert_non_null(strstr(err, bad[i].error));
        assert_int_equal(rc, 2);  // usage errors
    }
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_usage),
        cmocka_unit_test(test_flops_budget),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
