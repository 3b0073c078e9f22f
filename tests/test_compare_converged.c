// Tests for bin/compare --until-converged: a quick study on the bible300 fixture whose recipes
// (learning rate 1e-2, constant) make the dev NLL stop improving long before the 300-update cap,
// so both trainings must stop by patience (bin/train's early stopping on dev loss), the commands
// carry the rule, and the report says where each run stopped; the learning curve at the marks
// (bin/train --valid-at) against bin/train's log and bin/score, its reuse, and the study carried
// without checkpoints (docs/studies/tools/carry.sh) reported from kept runs; its usage
// errors; and that a training is not reused once bin/train's defaults resolve its command
// differently.
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <cmocka.h>

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "tests/test_util.h"
#include "util/fs.h"

// The learning curve of run `id` (seed 1), which stopped at update `stop`: curves.tsv has a row
// for each mark up to the stop, with the dev NLL of bin/train's validation row at that update and
// the BLEU and chrF that bin/score gives the greedy decode of that mark's checkpoint, and the
// mark's checkpoint is kept.
static void check_curve(const char *dir, const char *id, long stop) {
    static const long marks[7] = {4, 9, 18, 37, 75, 150, 300};
    char path[1024];
    snprintf(path, sizeof path, "%s/c/curves.tsv", dir);
    char *tsv = strdup(test_slurp(path));  // test_slurp's buffer is reused below
    assert_non_null(tsv);
    static const char header[] = "run\tseed\tupdate\ttrain_flops\ttrain_seconds\tdev_nll\t"
                                 "test_bleu_greedy\ttest_chrf_greedy\n";
    assert_true(!strncmp(tsv, header, sizeof header - 1));
    int rows = 0;
    for (int i = 0; i < 7; i++) {
        char needle[64];
        snprintf(needle, sizeof needle, "\n%s\t1\t%ld\t", id, marks[i]);
        const char *row = strstr(tsv, needle);
        if (marks[i] > stop) {
            assert_null(row);
            continue;
        }
        assert_non_null(row);
        rows++;
        double flops, seconds, nll, bleu, chrf;
        assert_int_equal(sscanf(row + strlen(needle), "%lf\t%lf\t%lf\t%lf\t%lf", &flops,
                                &seconds, &nll, &bleu, &chrf), 5);
        assert_true(flops > 0 && seconds >= 0);
        // The dev NLL of bin/train's validation at that update.
        snprintf(path, sizeof path, "%s/c/runs/%s/seed1/train.log.tsv", dir, id);
        const char *log = test_slurp(path);
        snprintf(needle, sizeof needle, "\nvalid\t%ld\t", marks[i]);
        const char *v = strstr(log, needle);
        assert_non_null(v);
        const char *dev_loss = v + 1;  // the 12th field (dev_loss) of the row
        for (int f = 0; f < 11; f++) dev_loss = strchr(dev_loss, '\t') + 1;
        assert_true(fabs(strtod(dev_loss, NULL) - nll) < 1e-5);
        // The scores bin/score gives the mark's decode.
        snprintf(path, sizeof path, "%s/c/runs/%s/seed1/mark-%ld.ckpt", dir, id, marks[i]);
        assert_int_equal(access(path, R_OK), 0);
        assert_int_equal(test_run("./bin/score -r %s/c/data/quick-test.es -i "
                                  "%s/c/runs/%s/seed1.mark%ld.greedy.es --json > %s/score.json",
                                  dir, dir, id, marks[i], dir), 0);
        snprintf(path, sizeof path, "%s/score.json", dir);
        const char *json = test_slurp(path);
        const char *b = strstr(json, "\"bleu\""), *c = strstr(json, "\"chrf\"");
        assert_non_null(b);
        assert_non_null(c);
        b = strstr(b, "\"score\"");
        c = strstr(c, "\"score\"");
        assert_non_null(b);
        assert_non_null(c);
        assert_true(fabs(strtod(strchr(b, ':') + 1, NULL) - bleu) < 0.006);
        assert_true(fabs(strtod(strchr(c, ':') + 1, NULL) - chrf) < 0.006);
    }
    assert_true(rows >= 1);
    free(tsv);
}

// A seed's crossing at `text` in the crossings paragraph is one of the sentences for seed 1.
static void check_crossing_seed(const char *text) {
    static const char *const names[] = {"crossings.seed_equal", "crossings.seed_no_range",
                                        "crossings.seed_none", "crossings.seed_one",
                                        "crossings.seed_several"};
    int found = 0;
    for (size_t i = 0; i < sizeof names / sizeof *names; i++) {
        const char *head = test_report_text(names[i], "seed", "1", NULL);
        found |= !strncmp(text, head, strlen(head));
    }
    if (!found) print_error("no crossing of seed 1 at: %.80s\n", text);
    assert_true(found);
}

// Runs the quick study at convergence of test_converges_before_cap into DIR/c with `extra`
// options, its output to DIR/LOG; returns its exit status.
static int converged_study(const char *dir, const char *extra, const char *log) {
    return test_run("OMP_WAIT_POLICY=passive ./bin/compare --quick --threads 1 --bin bin "
                    "--no-bench --no-heatmaps --steps 300 --until-converged 1 --out %s/c "
                    "--recipe-rnn %s/r.recipe --recipe-transformer %s/t.recipe %s > %s/%s 2>&1",
                    dir, dir, dir, extra, dir, log);
}

static void test_converges_before_cap(void **state) {
    (void)state;
    if (access("bin/compare", X_OK) || access("bin/train", X_OK) || access("bin/decode", X_OK))
        test_skip("bin/compare, bin/train or bin/decode is not built (make test builds them)");
    const char *dir = test_tmpdir();
    test_tmp_text("r.recipe", "arch = rnn\nlr = 1e-2\nschedule = constant\n");
    test_tmp_text("t.recipe", "arch = transformer\nlr = 1e-2\nschedule = constant\n");
    int rc = converged_study(dir, "", "c.log");
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
        // The learning curve's marks: 300/64, 300/32, ..., 300/2 and 300.
        assert_non_null(strstr(line, "--valid-at 4,9,18,37,75,150,300"));
        // The report's stop, checked against bin/train's own log: converged before the cap.
        snprintf(needle, sizeof needle, "%s",
                 test_report_text("convergence.converged", "id", ids[a], "seed", "1", NULL));
        const char *at = strstr(md, needle);
        if (!at) print_error("no '%s' in the report\n", needle);
        assert_non_null(at);
        long step = strtol(at + strlen(needle), NULL, 10);
        assert_true(step > 0 && step < 300);
        snprintf(path, sizeof path, "%s/c/runs/%s/seed1/train.log", dir, ids[a]);
        snprintf(needle, sizeof needle, "done: early stopping at step %ld,", step);
        assert_non_null(strstr(test_slurp(path), needle));
        check_curve(dir, ids[a], step);
    }
    assert_non_null(strstr(md, test_report_text("convergence.intro", "patience", "1", NULL)));
    // The marks' figure: its data (every mark of both runs) and, with gnuplot, its picture.
    snprintf(path, sizeof path, "%s/c/figures/curves-marks.tsv", dir);
    const char *fig = test_slurp(path);
    assert_non_null(strstr(fig, "\nrnn\t1\t4\t"));
    assert_non_null(strstr(fig, "\ntransformer\t1\t4\t"));
    if (!access("/usr/bin/gnuplot", X_OK)) assert_non_null(strstr(md, "figures/curves-marks.png"));
    // The crossing paragraph, for both axes and the one seed.
    const char *cross = strstr(md, test_report_text("crossings.intro", NULL));
    assert_non_null(cross);
    const char *axis = cross;
    static const char *const axes[2] = {"crossings.axis_flops", "crossings.axis_seconds"};
    for (int ax = 0; ax < 2; ax++) {
        const char *head = test_report_text("crossings.axis", "axis",
                                            test_report_text(axes[ax], NULL), NULL);
        axis = strstr(axis, head);
        assert_non_null(axis);
        check_crossing_seed(axis + strlen(head));
    }
    free(md);
    // A rerun reuses the marks' decodes (their records untouched) and reports the same curve.
    snprintf(path, sizeof path, "%s/c/runs/rnn/seed1.mark4.greedy.done", dir);
    struct stat before, after;
    assert_int_equal(stat(path, &before), 0);
    char *curves = strdup(test_slurp(test_path("c/curves.tsv")));
    assert_non_null(curves);
    assert_int_equal(converged_study(dir, "", "c2.log"), 0);
    assert_int_equal(stat(path, &after), 0);
    assert_true(before.st_mtim.tv_sec == after.st_mtim.tv_sec &&
                before.st_mtim.tv_nsec == after.st_mtim.tv_nsec);
    assert_string_equal(test_slurp(test_path("c/curves.tsv")), curves);
    // Carried to another sitting without checkpoints and optimizer state (the studies' carry
    // tool) and restored at the same place, the study reports both runs as kept runs with the
    // same learning curve and the same result rows, and --no-train has nothing left to train.
    char *report = test_read_file(test_path("c/report.md"));
    // A checkout gives the carried files new times in its own order: here one after the other
    // in the order of their names, which puts every run's decodes before its training record
    // (`seed1.beam.es` < `seed1.train.done`), the order a kept run is refused for. --restore
    // puts the study's own times back.
    assert_int_equal(test_run("docs/studies/tools/carry.sh %s c %s/carried > %s/carry.log 2>&1 && "
                              "find %s/carried -type f | sort | xargs -n 1 touch && rm -rf %s/c && "
                              "docs/studies/tools/carry.sh --restore %s/carried %s >> %s/carry.log "
                              "2>&1", dir, dir, dir, dir, dir, dir, dir, dir), 0);
    // A second restore would put older files over the study's: refused, and nothing changes.
    assert_int_equal(test_run("docs/studies/tools/carry.sh --restore %s/carried %s >> %s/carry.log "
                              "2>&1", dir, dir, dir), 1);
    assert_int_equal(test_run("test ! -e %s/c.part", dir), 0);
    assert_int_equal(test_run("find %s/c -name '*.ckpt' -o -name '*.state' | grep -q .", dir), 1);
    rc = converged_study(dir, "--no-train", "c3.log");
    if (rc) test_run("tail -n 20 %s/c3.log >&2", dir);
    assert_int_equal(rc, 0);
    assert_int_equal(test_run("find %s/c -name '*.ckpt' | grep -q .", dir), 1);  // none trained
    assert_string_equal(test_slurp(test_path("c/curves.tsv")), curves);
    assert_int_equal(test_lines_with(test_path("c/report.md"),
                                     test_report_text("commands.kept", NULL)), 2);
    char *carried = test_read_file(test_path("c/report.md"));
    // Every row of the report's tables but the sittings' is there again, unchanged.
    int rows = 0;
    for (const char *l = report; *l;) {
        const size_t n = strcspn(l, "\n");
        char *row = strndup(l, n);
        l += n + (l[n] != 0);
        if (*row == '|' && !strstr(row, "sitting")) {
            if (!strstr(carried, row)) print_error("row not in the carried report: %s\n", row);
            assert_non_null(strstr(carried, row));
            rows++;
        }
        free(row);
    }
    assert_true(rows >= 4);
    free(report);
    free(carried);
    free(curves);
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
    // Outside the quick mode the patience counts validations every 1/64 of the update cap (6400 /
    // 64 = 100), not the fixed budget's 1/8, and the marks are 6400 / 64 ... 6400.
    assert_int_equal(test_run("./bin/compare --dry-run --train tests/data/bible300 --dev "
                              "tests/data/bible300 --test tests/data/bible300 --steps 6400 "
                              "--until-converged 4 --threads 1 --vocab-size 200 --out %s/d > "
                              "%s/d.txt 2> /dev/null", dir, dir), 0);
    const char *dry = test_slurp(test_path("d.txt"));
    int n_train = 0;
    for (const char *p = strstr(dry, "--arch "); p; p = strstr(p + 1, "--arch ")) {
        char line[2048];
        snprintf(line, sizeof line, "%.*s", (int)strcspn(p, "\n"), p);
        assert_non_null(strstr(line, "--valid-every 100 "));
        assert_non_null(strstr(line, "--early-stopping 4"));
        assert_non_null(strstr(line, "--valid-at 100,200,400,800,1600,3200,6400"));
        n_train++;
    }
    assert_int_equal(n_train, 2);
    // A run on a share of the data validates that much more often (the same epochs between
    // validations): 100 x 10% = 10 and 100 x 30% = 30 updates; the marks stay the cap's.
    assert_int_equal(test_run("./bin/compare --dry-run --train tests/data/bible300 --dev "
                              "tests/data/bible300 --test tests/data/bible300 --steps 6400 "
                              "--until-converged 4 --threads 1 --vocab-size 200 --ablations "
                              "data-size --out %s/ds > %s/ds.txt 2> /dev/null", dir, dir), 0);
    dry = test_slurp(test_path("ds.txt"));
    const struct { const char *data; const char *every; } want[] = {
        {"tests/data/bible300 ", "--valid-every 100 "},
        {"/data/train-nested10 ", "--valid-every 10 "},
        {"/data/train-nested30 ", "--valid-every 30 "},
    };
    int seen[3] = {0};
    for (const char *p = strstr(dry, "--arch "); p; p = strstr(p + 1, "--arch ")) {
        char line[2048];
        snprintf(line, sizeof line, "%.*s", (int)strcspn(p, "\n"), p);
        const char *train = strstr(line, "--train ");
        assert_non_null(train);
        char data[1024];  // the --train value, with the space after it
        snprintf(data, sizeof data, "%.*s ", (int)strcspn(train + 8, " "), train + 8);
        int k = 0;
        while (k < 3 && !strstr(data, want[k].data)) k++;
        assert_true(k < 3);
        assert_non_null(strstr(line, want[k].every));
        assert_non_null(strstr(line, "--valid-at 100,200,400,800,1600,3200,6400"));
        seen[k]++;
    }
    for (int k = 0; k < 3; k++) assert_int_equal(seen[k], 2);
}

// A finished training is reused only while its command resolves to the configuration it was made
// with: a bin/train whose default changes (here a wrapper that adds --label-smoothing 0.2 once
// DIR/changed exists) makes bin/compare train it again, and says which key changed.
static void test_defaults_changed(void **state) {
    (void)state;
    if (access("bin/compare", X_OK) || access("bin/train", X_OK) || access("bin/decode", X_OK))
        test_skip("bin/compare, bin/train or bin/decode is not built (make test builds them)");
    const char *dir = test_tmpdir();
    char bin[600];
    snprintf(bin, sizeof bin, "%s",
             test_train_wrapper("defbin", "if [ -e $d/changed ]; then exec \"$t\" \"$@\" "
                                          "--label-smoothing 0.2; fi"));
    const char *cmd = "OMP_WAIT_POLICY=passive ./bin/compare --quick --threads 1 --bin %s "
                      "--no-bench --no-heatmaps --steps 20 --out %s/d > %s/%s 2>&1";
    assert_int_equal(test_run(cmd, bin, dir, dir, "d1.log"), 0);
    assert_int_equal(test_run(cmd, bin, dir, dir, "d2.log"), 0);
    const char *log2 = test_slurp(test_path("d2.log"));
    assert_non_null(strstr(log2, "rnn seed 1: reusing the finished training"));
    assert_non_null(strstr(log2, "transformer seed 1: reusing the finished training"));
    assert_null(strstr(log2, "defaults changed"));
    test_tmp_text("changed", "");
    assert_int_equal(test_run(cmd, bin, dir, dir, "d3.log"), 0);
    char *log3 = strdup(test_slurp(test_path("d3.log")));  // test_slurp's buffer is reused
    assert_non_null(log3);
    assert_null(strstr(log3, "reusing the finished training"));
    const char *ids[2] = {"rnn", "transformer"};
    for (int a = 0; a < 2; a++) {
        char needle[256];
        snprintf(needle, sizeof needle, "%s seed 1: the training in %s/d/runs/%s/seed1 was made "
                 "with label-smoothing=0.1 then, label-smoothing=0.2 now: bin/train's defaults "
                 "changed", ids[a], dir, ids[a]);
        if (!strstr(log3, needle)) print_error("no '%s' in the log\n", needle);
        assert_non_null(strstr(log3, needle));
        char path[700];
        snprintf(path, sizeof path, "%s/d/runs/%s/seed1/config.txt", dir, ids[a]);
        assert_non_null(strstr(test_slurp(path), "\nlabel-smoothing=0.2\n"));
    }
    free(log3);
    // A copy of the study directory: the command now names the copy's data (the quick study's
    // training pairs are written below --out), which the note gives as the cause, not bin/train's
    // defaults.
    assert_int_equal(test_run("cp -r %s/d %s/e", dir, dir), 0);
    const char *copy = "OMP_WAIT_POLICY=passive ./bin/compare --quick --threads 1 --bin %s "
                       "--no-bench --no-heatmaps --steps 20 --out %s/e > %s/e1.log 2>&1";
    assert_int_equal(test_run(copy, bin, dir, dir), 0);
    const char *log4 = test_slurp(test_path("e1.log"));
    char needle[700];
    snprintf(needle, sizeof needle, "train=%s/d/data/quick-train then, train=%s/e/data/"
             "quick-train now: its command's --train changed", dir, dir);
    if (!strstr(log4, needle)) print_error("no '%s' in the log:\n%s\n", needle, log4);
    assert_non_null(strstr(log4, needle));
    assert_null(strstr(log4, "defaults changed"));
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_usage),
        cmocka_unit_test(test_converges_before_cap),
        cmocka_unit_test(test_defaults_changed),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
