// bin/compare's time study (--ablations time, --time-marks): its budgets (the main one, then
// rising marks, by default twice and four times it), its plan (one training per architecture,
// each mark's run continuing the mark before), and a quick study with the real bin/train and
// bin/decode: the continued training equals one straight training to the same budget (the same
// losses at every logged update, the same translations from its last checkpoint), the report
// has the study's rows and summary, and a rerun reuses every training.
//
// Tolerances: a sitting's four CPU shares are written to sittings.tsv as percentages with two
// decimals (study/machine.c), so they sum to 100 within 4 * 0.005 = 0.02 < 0.05; the shares of a sitting built here from exact
// tick counts are double arithmetic, compared at 1e-9.
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <cmocka.h>

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "models/model.h"
#include "study/machine.h"
#include "study/study.h"
#include "tests/test_util.h"

static void test_duration_text(void **state) {
    (void)state;
    static const struct {
        double seconds;
        const char *want;
    } cases[] = {{3600, "1h"}, {5400, "1h30m"}, {90, "1m30s"}, {7.5, "7.5s"}, {45, "45s"},
                 {86400, "24h"}, {3601, "1h1s"}, {7200, "2h"}, {1800, "30m"}};
    char buf[32];
    for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
        study_duration_text(cases[i].seconds, buf, sizeof buf);
        assert_string_equal(buf, cases[i].want);
    }
}

static void test_time_marks(void **state) {
    (void)state;
    StudyOptions o;
    study_options_defaults(&o);
    StudyMark m[STUDY_MAX_MARKS];
    int n;
    o.budget = "30m";  // default marks: twice and four times
    assert_int_equal(study_time_marks(&o, m, &n), 0);
    assert_int_equal(n, 3);
    assert_true(m[0].value == 1800 && m[1].value == 3600 && m[2].value == 7200);
    assert_string_equal(m[0].text, "30m");
    assert_string_equal(m[1].text, "1h");
    assert_string_equal(m[2].text, "2h");
    o.budget = "45m";
    assert_int_equal(study_time_marks(&o, m, &n), 0);
    assert_string_equal(m[1].text, "1h30m");
    assert_string_equal(m[2].text, "3h");
    o.budget = "30m";
    o.time_marks = "1h30m,4h";  // given marks keep their spelling
    assert_int_equal(study_time_marks(&o, m, &n), 0);
    assert_int_equal(n, 3);
    assert_true(m[1].value == 5400 && m[2].value == 14400);
    assert_string_equal(m[1].text, "1h30m");
    assert_string_equal(m[2].text, "4h");
    o.time_marks = "1800s";  // equal to the main budget: not above it
    assert_int_equal(study_time_marks(&o, m, &n), TD_ERR_ARG);
    td_clear_error();
    o.time_marks = "";
    assert_int_equal(study_time_marks(&o, m, &n), TD_ERR_ARG);
    static const char *const empty_item[] = {"1h,", ",1h", "1h,,2h", ","};
    for (int i = 0; i < 4; i++) {  // (under --budget)
        o.time_marks = empty_item[i];
        assert_int_equal(study_time_marks(&o, m, &n), TD_ERR_ARG);
        assert_non_null(strstr(td_last_error(), "has an empty item"));
    }
    td_clear_error();
    o.budget = NULL;  // --steps: marks are updates
    o.steps = 1000;
    o.time_marks = NULL;
    assert_int_equal(study_time_marks(&o, m, &n), 0);
    assert_int_equal(n, 3);
    assert_true(m[0].value == 1000 && m[1].value == 2000 && m[2].value == 4000);
    o.time_marks = "1500,3000";
    assert_int_equal(study_time_marks(&o, m, &n), 0);
    assert_true(n == 3 && m[1].value == 1500 && m[2].value == 3000);
    o.time_marks = "1500,1h";
    assert_int_equal(study_time_marks(&o, m, &n), TD_ERR_ARG);
    static const char *const not_digits[] = {" 1500", "+1500", "1500 ", "1500,+3000"};
    for (int i = 0; i < 4; i++) {  // update counts are written in digits only
        o.time_marks = not_digits[i];
        assert_int_equal(study_time_marks(&o, m, &n), TD_ERR_ARG);
        assert_non_null(strstr(td_last_error(), "is not a number of updates"));
    }
    td_clear_error();
}

// The plan with --steps 100 and the default marks: the main study's two runs, then 200 and 400
// updates for each architecture, each continuing the one before; the time study's rows pair the
// architectures at each mark, the Transformer against the RNN.
static void test_time_plan(void **state) {
    (void)state;
    StudyPlan *pl = calloc(1, sizeof *pl);
    assert_non_null(pl);
    study_options_defaults(&pl->opt);
    pl->opt.budget = NULL;
    pl->opt.steps = 100;
    pl->opt.ablations = STUDY_ABL_TIME;
    assert_int_equal(study_plan(pl), 0);
    static const char *const ids[] = {"rnn", "transformer", "rnn-s200", "transformer-s200",
                                      "rnn-s400", "transformer-s400"};
    static const int continues[] = {-1, -1, 0, 1, 2, 3}, steps[] = {0, 0, 200, 200, 400, 400};
    assert_int_equal(pl->n_runs, 6);
    for (int i = 0; i < 6; i++) {
        assert_string_equal(pl->runs[i].id, ids[i]);
        assert_int_equal(pl->runs[i].continues, continues[i]);
        assert_int_equal(pl->runs[i].steps, steps[i]);
        assert_int_equal(pl->runs[i].arch, i % 2 ? ARCH_TRANSFORMER : ARCH_RNN);
    }
    assert_int_equal(pl->n_studies, 2);
    const Study *sd = &pl->studies[1];
    assert_string_equal(sd->name, "time");
    assert_int_equal(sd->n, 6);
    static const char *const labels[] = {"RNN, 100 updates", "Transformer, 100 updates",
                                         "RNN, 200 updates", "Transformer, 200 updates",
                                         "RNN, 400 updates", "Transformer, 400 updates"};
    for (int row = 0; row < 6; row++) {
        assert_int_equal(sd->run[row], row);
        assert_int_equal(sd->vs[row], row % 2 ? row - 1 : -1);
        assert_string_equal(sd->label[row], labels[row]);
    }
    // With a time budget the runs are named by their --max-time.
    study_plan_free(pl);
    memset(pl, 0, sizeof *pl);
    study_options_defaults(&pl->opt);
    pl->opt.budget = "30m";
    pl->opt.time_marks = "1h,2h";
    pl->opt.ablations = STUDY_ABL_TIME;
    assert_int_equal(study_plan(pl), 0);
    assert_string_equal(pl->runs[4].id, "rnn-b2h");
    assert_string_equal(pl->runs[4].budget, "2h");
    assert_int_equal(pl->runs[4].continues, 2);
    assert_string_equal(pl->studies[1].label[5], "Transformer, 2h");
    study_plan_free(pl);
    free(pl);
}

// The value of "cmd=" in a record file, malloc'd.
static char *record_cmd(const char *path) {
    char *text = test_read_file(path);
    char *cmd = strstr(text, "\ncmd=");
    assert_non_null(cmd);
    cmd += 5;
    cmd[strcspn(cmd, "\n")] = 0;
    char *copy = strdup(cmd);
    free(text);
    return copy;
}

// `s` with its one occurrence of `from` replaced by `to`, malloc'd.
static char *replace_once(const char *s, const char *from, const char *to) {
    const char *at = strstr(s, from);
    assert_non_null(at);
    size_t n = strlen(s) - strlen(from) + strlen(to) + 1;
    char *r = malloc(n);
    snprintf(r, n, "%.*s%s%s", (int)(at - s), s, to, at + strlen(from));
    return r;
}

static void test_quick_time(void **state) {
    (void)state;
    if (access("bin/train", X_OK) || access("bin/decode", X_OK)) fail_msg("bin/train or "
                                                                          "bin/decode not built");
    const char *tmp = test_tmpdir();
    char out[600], path[900];
    snprintf(out, sizeof out, "%s/quick-time", tmp);
    assert_int_equal(test_run("OMP_WAIT_POLICY=passive ./bin/compare --quick --out %s "
                              "--no-bench --no-heatmaps --threads 2 --jobs 2 --time-marks 20 "
                              "--train-args '--log-every 2' > %s.out 2> %s.err", out, out, out), 0);
    snprintf(path, sizeof path, "%s.err", out);
    char *err = test_read_file(path);
    assert_non_null(strstr(err, "rnn-s20 seed 1 continues the training of rnn seed 1"));
    assert_non_null(strstr(err, "transformer-s20 seed 1 continues the training of transformer "
                                "seed 1"));
    free(err);
    const char *archs[2] = {"rnn", "transformer"};
    for (int a = 0; a < 2; a++) {
        // One straight training to 20 updates with the continued run's own command.
        char rec[900], dir[900], straight[900];
        snprintf(rec, sizeof rec, "%s/runs/%s-s20/seed1.train.done", out, archs[a]);
        snprintf(dir, sizeof dir, "%s/runs/%s-s20/seed1", out, archs[a]);
        snprintf(straight, sizeof straight, "%s/straight-%s", tmp, archs[a]);
        char *cmd = record_cmd(rec);
        assert_non_null(strstr(cmd, "--max-steps 20 "));
        assert_non_null(strstr(cmd, "--valid-every 5"));  // the first mark's validations
        char *run = replace_once(cmd, dir, straight);
        assert_int_equal(test_run("rm -rf %s && OMP_WAIT_POLICY=passive %s > %s.log 2>&1",
                                  straight, run, straight), 0);
        // Every logged update's loss, learning rate, gradient norm and dev scores (all but the
        // clocks and speeds) are those of the straight training.
        assert_int_equal(test_run("cut -f1-3,6-8,11-16 %s/train.log.tsv > %s.cols && "
                                  "cut -f1-3,6-8,11-16 %s/train.log.tsv > %s.cols2 && "
                                  "cmp %s.cols %s.cols2 && test $(grep -c '^train' %s.cols) -eq 10",
                                  dir, straight, straight, straight, straight, straight,
                                  straight), 0);
        // Its first 10 updates were not trained again: the first mark's log, clocks included,
        // begins its log.
        assert_int_equal(test_run("n=$(wc -l < %s/runs/%s/seed1/train.log.tsv) && head -n $n "
                                  "%s/train.log.tsv | cmp - %s/runs/%s/seed1/train.log.tsv",
                                  out, archs[a], dir, out, archs[a]), 0);
        // The last checkpoints translate the test set identically.
        assert_int_equal(test_run("OMP_WAIT_POLICY=passive ./bin/decode -m %s/last.ckpt -i "
                                  "%s/data/quick-test.en -o %s.a --beam-size 1 --threads 1 && "
                                  "OMP_WAIT_POLICY=passive ./bin/decode -m %s/last.ckpt -i "
                                  "%s/data/quick-test.en -o %s.b --beam-size 1 --threads 1 && "
                                  "cmp %s.a %s.b", dir, out, straight, straight, out, straight,
                                  straight, straight), 0);
        free(cmd);
        free(run);
    }
    // The report: four rows at two marks, the summary names them, and the learning curves show
    // each architecture once (its longest training).
    snprintf(path, sizeof path, "%s/report.md", out);
    char *md = test_read_file(path);
    assert_non_null(strstr(md, "Crossover in time"));
    assert_non_null(strstr(md, "| RNN, 10 updates |"));
    assert_non_null(strstr(md, "| Transformer, 20 updates |"));
    assert_non_null(strstr(md, test_report_text("time.pair", "mark", "10 updates", NULL)));
    assert_non_null(strstr(md, test_report_text("time.pair", "mark", "20 updates", NULL)));
    assert_true(strstr(md, test_report_text("time.dev_passes", "seed", "1", NULL)) ||
                strstr(md, test_report_text("time.dev_never", "seed", "1", NULL)));
    assert_non_null(strstr(md, test_report_text("study.differences_time", NULL)));
    // The machine, and the sitting's shares of its CPU time (each in [0, 100], summing to 100).
    assert_non_null(strstr(md, "Machine: "));
    assert_non_null(strstr(md, "Sitting 1, "));
    assert_null(strstr(md, "Sitting 2, "));
    {
        char tsv[900];
        snprintf(tsv, sizeof tsv, "%s/sittings.tsv", out);
        char *rows = test_read_file(tsv);
        const char *row = strchr(rows, '\n');
        assert_non_null(row);
        double start, end, own, other, steal, idle;
        long cpus;
        assert_int_equal(sscanf(row + 1, "%lf\t%lf\t%ld\t%lf\t%lf\t%lf\t%lf", &start, &end,
                                &cpus, &own, &other, &steal, &idle), 7);
        assert_true(end >= start && cpus == sysconf(_SC_NPROCESSORS_ONLN));
        const double share[4] = {own, other, steal, idle};
        for (int i = 0; i < 4; i++) assert_true(share[i] >= 0 && share[i] <= 100);
        assert_true(fabs(own + other + steal + idle - 100) < 0.05);
        assert_true(own > 0);  // it trained and decoded
        free(rows);
    }
    free(md);
    snprintf(path, sizeof path, "%s/figures/curves-time.tsv", out);
    assert_int_equal(test_run("test $(grep -c '^rnn-s20	' %s) -ge 2 && "
                              "test $(grep -c '^transformer-s20	' %s) -ge 2 && "
                              "! grep -q '^rnn	' %s && ! grep -q '^transformer	' %s",
                              path, path, path, path), 0);
    // A rerun trains nothing.
    assert_int_equal(test_run("OMP_WAIT_POLICY=passive ./bin/compare --quick --out %s "
                              "--no-bench --no-heatmaps --threads 2 --jobs 2 --time-marks 20 "
                              "--train-args '--log-every 2' > %s.out2 2> %s.err2", out, out, out), 0);
    snprintf(path, sizeof path, "%s.err2", out);
    err = test_read_file(path);
    int reused = 0;
    for (const char *p = err; (p = strstr(p, "reusing the finished training")); p++) reused++;
    assert_int_equal(reused, 4);
    assert_null(strstr(err, "continues the training"));
    free(err);
    // A partial report while the Transformer's second mark is pending: its curve is the first
    // mark's until then, and --report-only records no sitting.
    snprintf(path, sizeof path, "%s/runs/transformer-s20/seed1.train.done", out);
    assert_int_equal(remove(path), 0);
    assert_int_equal(test_run("OMP_WAIT_POLICY=passive ./bin/compare --quick --out %s "
                              "--no-bench --no-heatmaps --threads 2 --jobs 2 --time-marks 20 "
                              "--train-args '--log-every 2' --report-only > %s.out3 2> %s.err3",
                              out, out, out), 3);
    snprintf(path, sizeof path, "%s/figures/curves-time.tsv", out);
    assert_int_equal(test_run("grep -q '^rnn-s20	' %s && grep -q '^transformer	' %s && "
                              "! grep -q '^rnn	' %s && ! grep -q '^transformer-s20	' %s",
                              path, path, path, path), 0);
    snprintf(path, sizeof path, "%s/report.md", out);
    md = test_read_file(path);
    assert_non_null(strstr(md, test_report_text("pair.missing_mark", "mark", "20 updates",
                                                "missing", test_report_text("word.is_pending",
                                                                            NULL), NULL)));
    // The one mark scored is the first: the Transformer is ahead from there on, or not ahead, or
    // (the toy models often ignore their source) a run of it collapsed and it says nothing.
    assert_true(strstr(md, test_report_text("time.not_ahead", "mark", "10 updates", NULL)) ||
                strstr(md, test_report_text("time.overtakes", "mark", "10 updates", NULL)) ||
                strstr(md, test_report_text("time.collapsed", NULL)));
    assert_null(strstr(md, "Sitting 3, "));
    free(md);
    // The rerun (it decoded nothing new either, but ran) is the second sitting.
    snprintf(path, sizeof path, "%s/report.md", out);
    md = test_read_file(path);
    assert_non_null(strstr(md, "Sitting 2, "));
    free(md);
}

// /proc/stat's first line, and the shares between two snapshots, by hand: 1000 ticks in all
// (busy 600 = user 300 + nice 100 + system 150 + irq 20 + softirq 30; steal 50; idle 300 +
// iowait 50); the study's 4 CPU seconds at 100 ticks/s are 400 ticks: own 40%, other 20%, steal
// 5%, idle 35%.
static void test_cpu_shares(void **state) {
    (void)state;
    MachineCpuTimes a, b;
    assert_int_equal(machine_cpu_times_parse("cpu  100 0 50 1000 0 0 0 0 0 0\ncpu0 1 2 3\n", &a), 0);
    assert_int_equal(machine_cpu_times_parse("cpu  400 100 200 1300 50 20 30 50 7 0\n", &b), 0);
    assert_true(a.user == 100 && a.system == 50 && a.idle == 1000 && b.steal == 50);
    double own, other, steal, idle;
    study_cpu_shares(&a, &b, 4.0, 100, &own, &other, &steal, &idle);
    assert_true(fabs(own - 40) < 1e-9 && fabs(other - 20) < 1e-9);
    assert_true(fabs(steal - 5) < 1e-9 && fabs(idle - 35) < 1e-9);
    // Own time beyond the busy ticks (a clock-tick rounding) is capped: no negative "other".
    study_cpu_shares(&a, &b, 7.0, 100, &own, &other, &steal, &idle);
    assert_true(fabs(own - 60) < 1e-9 && other == 0);
    study_cpu_shares(&a, &a, 1.0, 100, &own, &other, &steal, &idle);
    assert_true(isnan(own) && isnan(other) && isnan(steal) && isnan(idle));
    assert_int_equal(machine_cpu_times_parse("intr 1 2 3\n", &a), TD_ERR_ARG);
    td_clear_error();
    assert_int_equal(machine_cpu_times_parse("cpu  1 2 3\n", &a), TD_ERR_ARG);
    td_clear_error();
}

// The report's machine paragraph from a sittings.tsv written here: two sittings, the second
// killed before its shares were measured, then a training job's record; without the files it
// says that none was recorded.
static void test_machine_text(void **state) {
    (void)state;
    char dir[600], path[700], buf[4096];
    snprintf(dir, sizeof dir, "%s/machine-text", test_tmpdir());
    assert_int_equal(test_run("mkdir -p %s", dir), 0);
    study_machine_text(dir, buf, sizeof buf);
    assert_non_null(strstr(buf, "Machine: "));
    assert_non_null(strstr(buf, "No sitting of this output directory recorded the machine's "
                                "load"));
    snprintf(path, sizeof path, "%s/sittings.tsv", dir);
    FILE *f = fopen(path, "w");
    assert_non_null(f);
    // 2026-12-01 10:00:00 UTC is 1796119200 s after the epoch.
    fputs("start_s\tend_s\tcpus\town_pct\tother_pct\tsteal_pct\tidle_pct\tcpu_model\n"
          "1796119200\t1796126625\t2\t97.25\t1.50\t0.25\t1.00\tSome CPU (family 25, model 1)\n"
          "1796130000\t1796130010\t2\tnan\tnan\tnan\tnan\tSome CPU (family 25, model 1)\n", f);
    assert_int_equal(fclose(f), 0);
    study_machine_text(dir, buf, sizeof buf);
    assert_non_null(strstr(buf, "Sitting 1, 2026-12-01 10:00 UTC to 2026-12-01 12:03 UTC "
                                "(2:03:45) on Some CPU (family 25, model 1) (2 CPUs): the "
                                "study's processes used 97.2% of the CPU time, other processes "
                                "1.5%, the hypervisor 0.2% (steal); 1.0% was idle."));
    assert_non_null(strstr(buf, "Sitting 2, 2026-12-01 13:00 UTC to 2026-12-01 13:00 UTC "
                                "(0:00:10) on Some CPU (family 25, model 1) (2 CPUs): its "
                                "shares of the CPU time were not measured."));
    assert_null(strstr(buf, "nan"));
    // A training job's record (bin/compare --train-job) follows the study's own sittings.
    assert_int_equal(test_run("mkdir -p %s/runs/rnn-x", dir), 0);
    snprintf(path, sizeof path, "%s/runs/rnn-x/seed2.sitting.tsv", dir);
    f = fopen(path, "w");
    assert_non_null(f);
    fputs("start_s\tend_s\tcpus\town_pct\tother_pct\tsteal_pct\tidle_pct\tcpu_model\n"
          "1796133600\t1796137200\t2\t49.50\t48.00\t0.50\t2.00\tOther CPU\n", f);
    assert_int_equal(fclose(f), 0);
    study_machine_text(dir, buf, sizeof buf);
    const char *job = strstr(buf, "Training job of run rnn-x seed 2, 2026-12-01 14:00 UTC to "
                                  "2026-12-01 15:00 UTC (1:00:00) on Other CPU (2 CPUs): this "
                                  "training used 49.5% of the CPU time, other processes (other "
                                  "trainings of the study included) 48.0%, the hypervisor 0.5% "
                                  "(steal); 2.0% was idle.");
    assert_non_null(job);
    assert_true(job > strstr(buf, "Sitting 2, "));
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_duration_text),
        cmocka_unit_test(test_time_marks),
        cmocka_unit_test(test_time_plan),
        cmocka_unit_test(test_cpu_shares),
        cmocka_unit_test(test_machine_text),
        cmocka_unit_test(test_quick_time),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
