// Tests for bin/compare --until-converged: a quick study on the bible300 fixture whose recipes
// (learning rate 1e-2, constant) make the dev NLL stop improving long before the 300-update cap,
// so both trainings must stop by patience (bin/train's early stopping on dev loss), the commands
// carry the rule, and the report says where each run stopped; and its usage errors.
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "tests/test_util.h"
#include "util/fs.h"

static void test_converges_before_cap(void **state) {
    (void)state;
    if (access("bin/compare", X_OK) || access("bin/train", X_OK) || access("bin/decode", X_OK))
        test_skip("bin/compare, bin/train or bin/decode is not built (make test builds them)");
    const char *dir = test_tmpdir();
    test_tmp_text("r.recipe", "arch = rnn\nlr = 1e-2\nschedule = constant\n");
    test_tmp_text("t.recipe", "arch = transformer\nlr = 1e-2\nschedule = constant\n");
    int rc = test_run("OMP_WAIT_POLICY=passive ./bin/compare --quick --threads 1 --bin bin "
                      "--no-bench --no-heatmaps --steps 300 --until-converged 1 --out %s/c "
                      "--recipe-rnn %s/r.recipe --recipe-transformer %s/t.recipe > %s/c.log 2>&1",
                      dir, dir, dir, dir);
    if (rc) test_run("tail -n 20 %s/c.log >&2", dir);
    assert_int_equal(rc, 0);
    char path[1024];
    snprintf(path, sizeof path, "%s/c/report.md", dir);
    char *md = NULL;
    size_t len;
    assert_int_equal(file_read_all(path, (void **)&md, &len), 0);
    const char *ids[2] = {"rnn", "transformer"};
    for (int a = 0; a < 2; a++) {
        // The training command carries the rule and the cap.
        char needle[256];
        snprintf(needle, sizeof needle, "--out %s/c/runs/%s/seed1 ", dir, ids[a]);
        const char *cmd = strstr(md, needle);
        assert_non_null(cmd);
        char line[4096];
        snprintf(line, sizeof line, "%.*s", (int)strcspn(cmd, "\n"), cmd);
        assert_non_null(strstr(line, "--max-steps 300"));
        assert_non_null(strstr(line, "--valid-metric loss --early-stopping 1"));
        // The report's stop, checked against bin/train's own log: converged before the cap.
        snprintf(needle, sizeof needle, " %s seed 1 converged at update ", ids[a]);
        const char *at = strstr(md, needle);
        if (!at) print_error("no '%s' in the report\n", needle);
        assert_non_null(at);
        long step = strtol(at + strlen(needle), NULL, 10);
        assert_true(step > 0 && step < 300);
        snprintf(path, sizeof path, "%s/c/runs/%s/seed1/train.log", dir, ids[a]);
        snprintf(needle, sizeof needle, "done: early stopping at step %ld,", step);
        assert_non_null(strstr(test_slurp(path), needle));
    }
    assert_non_null(strstr(md, "Trained to convergence (--until-converged 1)"));
    free(md);
}

static void test_usage(void **state) {
    (void)state;
    if (access("bin/compare", X_OK)) test_skip("bin/compare is not built (make test builds it)");
    const char *dir = test_tmpdir();
    assert_int_equal(test_run("./bin/compare --quick --until-converged 2 --ablations time --out "
                              "%s/u > /dev/null 2> %s/u1.txt", dir, dir), 2);
    assert_non_null(strstr(test_slurp(test_path("u1.txt")), "the time study"));
    assert_int_equal(test_run("./bin/compare --quick --until-converged 2 --tune "
                              "study/recipes/tune-default.grid --out %s/u > /dev/null 2> "
                              "%s/u2.txt", dir, dir), 2);
    assert_non_null(strstr(test_slurp(test_path("u2.txt")), "--until-converged does not combine "
                                                            "with --tune"));
    assert_int_equal(test_run("./bin/compare --quick --until-converged 0 --out %s/u > /dev/null "
                              "2> %s/u3.txt", dir, dir), 2);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_usage),
        cmocka_unit_test(test_converges_before_cap),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
