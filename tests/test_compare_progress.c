// bin/compare's live line (study/progress.h): its text, the study's time left from the budgets,
// and on a pseudo-terminal (script(1)) a quick study against mock programs that shows and clears
// the line while it stays silent when stderr is a file.
//
// Tolerances: the time left is double arithmetic on the exact numbers given here, compared with the
// hand-computed seconds at 1e-9 (a few roundings of values below 10^4 stay under 1e-11).
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <cmocka.h>

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "study/progress.h"
#include "tests/test_util.h"

static void test_text(void **state) {
    (void)state;
    char buf[256];
    StudyProgress p = {2, 4, "transformer", 1, 140, 1.25, 3.4172, 750};
    study_progress_text(&p, buf, sizeof buf);
    assert_string_equal(buf, "compare: training 2/4 transformer seed 1: update 140, epoch 1.25, "
                             "dev BLEU 3.42, study 12:30 left");
    // Nothing logged yet and no estimate.
    StudyProgress q = {1, 17, "rnn-data10", 3, NAN, NAN, NAN, NAN};
    study_progress_text(&q, buf, sizeof buf);
    assert_string_equal(buf, "compare: training 1/17 rnn-data10 seed 3: update --, epoch --, "
                             "dev BLEU --, study -- left");
    // An hour and more: H:MM:SS (2 h 3 min 4.4 s rounds to 2:03:04).
    StudyProgress r = {3, 3, "rnn", 2, 20000, 3.999, 0, 7384.4};
    study_progress_text(&r, buf, sizeof buf);
    assert_string_equal(buf, "compare: training 3/3 rnn seed 2: update 20000, epoch 4.00, "
                             "dev BLEU 0.00, study 2:03:04 left");
    // A small buffer truncates and stays terminated.
    char small[20];
    study_progress_text(&p, small, sizeof small);
    assert_string_equal(small, "compare: training 2");  // 19 characters
}

static void test_left(void **state) {
    (void)state;
    // Three 600 s trainings; the second has trained 200 s in 250 s of wall-clock (ratio 1.25):
    // (600 - 200 + 600) * 1.25 = 1250 s.
    StudyBudget t[3] = {{600, 0, 0}, {600, 0, 0}, {600, 0, 0}};
    assert_true(fabs(study_progress_left(t, 3, 1, 200, 250, 40, NAN, NAN) - 1250) < 1e-9);
    // Past its budget (validating at the end): only the next one, 600 * 1.25.
    assert_true(fabs(study_progress_left(t, 3, 1, 650, 812.5, 40, NAN, NAN) - 750) < 1e-9);
    // No row logged yet: unknown, or from the previous training's ratio, 3 * 600 * 1.1.
    assert_true(isnan(study_progress_left(t, 3, 0, 0, 0, 0, NAN, NAN)));
    assert_true(fabs(study_progress_left(t, 3, 0, 0, 0, 0, 1.1, NAN) - 1980) < 1e-9);
    // The current training's own ratio wins over the previous one's.
    assert_true(fabs(study_progress_left(t, 3, 2, 300, 600, 10, 1.1, 5) - 600) < 1e-9);
    // Update budgets of 1000 each; 250 updates in 50 s = 0.2 s per update: (750 + 1000) * 0.2.
    StudyBudget s[2] = {{0, 1000, 0}, {0, 1000, 0}};
    assert_true(fabs(study_progress_left(s, 2, 0, 45, 50, 250, NAN, NAN) - 350) < 1e-9);
    assert_true(isnan(study_progress_left(s, 2, 0, 0, 0, 0, NAN, NAN)));
    assert_true(fabs(study_progress_left(s, 2, 0, 0, 0, 0, NAN, 0.5) - 1000) < 1e-9);
    // The last training: only its own rest.
    assert_true(fabs(study_progress_left(s, 2, 1, 10, 20, 900, NAN, NAN) - 100 * 20.0 / 900) <
                1e-9);
    // A training that continues a 600 s one to 1800 s (the time study): pending, only its
    // 1200 s rest counts, 1.25 * (400 + 1200); from update 300 to 700 likewise, 0.2 * (750 + 400).
    StudyBudget c[2] = {{600, 0, 0}, {1800, 0, 600}};
    assert_true(fabs(study_progress_left(c, 2, 0, 200, 250, 40, NAN, NAN) - 2000) < 1e-9);
    StudyBudget cs[2] = {{0, 1000, 0}, {0, 700, 300}};
    assert_true(fabs(study_progress_left(cs, 2, 0, 45, 50, 250, NAN, NAN) - 230) < 1e-9);
    // A budget that could not be read: unknown.
    StudyBudget u[2] = {{600, 0, 0}, {NAN, 0, 0}};
    assert_true(isnan(study_progress_left(u, 2, 0, 100, 100, 5, NAN, NAN)));
}

// Several trainings at once: every running one on the line, the count of finished ones, and one
// running training reads as the sequential line.
static void test_text_jobs(void **state) {
    (void)state;
    char buf[512];
    StudyProgress p[2] = {{3, 0, "rnn", 1, 40, 0.5, 2.5, 0},
                          {4, 0, "transformer-pos-none", 2, NAN, NAN, NAN, 0}};
    study_progress_text_jobs(p, 2, 2, 8, 300, buf, sizeof buf);
    assert_string_equal(buf, "compare: 2/8 trained, 2 running: rnn seed 1 update 40, dev BLEU "
                             "2.50 | transformer-pos-none seed 2 update --, dev BLEU --; study "
                             "05:00 left");
    study_progress_text_jobs(p, 1, 2, 8, NAN, buf, sizeof buf);
    assert_string_equal(buf, "compare: training 3/8 rnn seed 1: update 40, epoch 0.50, dev BLEU "
                             "2.50, study -- left");
    char small[24];
    study_progress_text_jobs(p, 2, 2, 8, 300, small, sizeof small);
    assert_string_equal(small, "compare: 2/8 trained, 2");  // 23 characters
}

// Time left with two trainings at once: max(the longest running rest, all rests / 2).
static void test_left_jobs(void **state) {
    (void)state;
    StudyBudget b[4] = {{600, 0, 0}, {600, 0, 0}, {600, 0, 0}, {600, 0, 0}};
    // 0 done; 1 at 200 of 600 s (ratio 1.5); 2 at 100 s (ratio 1.0); 3 pending at the mean
    // ratio 1.25: rests 600, 500, 750 -> total 1850 / 2 = 925 > longest 600.
    StudyTraining t[4] = {{STUDY_TRAINING_DONE, 0, 0, 0},
                          {STUDY_TRAINING_RUNNING, 200, 300, 10},
                          {STUDY_TRAINING_RUNNING, 100, 100, 5},
                          {STUDY_TRAINING_PENDING, 0, 0, 0}};
    assert_true(fabs(study_progress_left_jobs(b, t, 4, 2, NAN, NAN) - 925) < 1e-9);
    // Nothing pending: the longest rest, 600, beats (600 + 500) / 2 = 550.
    t[3].state = STUDY_TRAINING_DONE;
    assert_true(fabs(study_progress_left_jobs(b, t, 4, 2, NAN, NAN) - 600) < 1e-9);
    // One job at a time: the plain sum, 1100.
    assert_true(fabs(study_progress_left_jobs(b, t, 4, 1, NAN, NAN) - 1100) < 1e-9);
    // A running training without a logged row and no prior rate: unknown; with the prior ratio
    // 2: rests 600 (training 1) and 1200 (training 2) -> max(1200, 1800 / 2) = 1200.
    t[2] = (StudyTraining){STUDY_TRAINING_RUNNING, 0, 0, 0};
    assert_true(isnan(study_progress_left_jobs(b, t, 4, 2, NAN, NAN)));
    assert_true(fabs(study_progress_left_jobs(b, t, 4, 2, 2.0, NAN) - 1200) < 1e-9);
    // Update budgets of 100: training 1 at update 10 in 30 s (3 s per update) and training 2
    // pending at that rate: 90 * 3 + 100 * 3 = 570, over 2 jobs 285 (longest 270).
    StudyBudget s[2] = {{0, 100, 0}, {0, 100, 0}};
    StudyTraining u[2] = {{STUDY_TRAINING_RUNNING, 28, 30, 10}, {STUDY_TRAINING_PENDING, 0, 0, 0}};
    assert_true(fabs(study_progress_left_jobs(s, u, 2, 2, NAN, NAN) - 285) < 1e-9);
    // A later seed of one of a row's two alternatives (bin/compare --data-dropout) trains only
    // if the row chooses it: pending, half its rest counts, 90 * 3 + 100 * 3 / 2 = 420 over 2
    // jobs, 210 < 270, so the running rest; over 1 job 420. Running, it counts in full.
    StudyBudget a[2] = {{0, 100, 0, 0}, {0, 100, 0, 2}};
    assert_true(fabs(study_progress_left_jobs(a, u, 2, 2, NAN, NAN) - 270) < 1e-9);
    assert_true(fabs(study_progress_left_jobs(a, u, 2, 1, NAN, NAN) - 420) < 1e-9);
    StudyTraining v[2] = {{STUDY_TRAINING_DONE, 0, 0, 0}, {STUDY_TRAINING_RUNNING, 28, 30, 10}};
    assert_true(fabs(study_progress_left_jobs(a, v, 2, 1, NAN, NAN) - 270) < 1e-9);
}

// Mock programs: a trainer that logs four updates (a validation with dev BLEU 2.5 after the
// second) over about two seconds and then "checkpoints" for 0.8 s, a decoder that copies its
// input (and with --score-reference reports a cross-entropy on stderr, as bin/decode does).
static void write_mocks(const char *dir) {
    assert_int_equal(test_run("mkdir -p %s", dir), 0);
    test_write_exe(dir, "train",
        "#!/bin/sh\nout=\"\"\n"
        "while [ $# -gt 0 ]; do case \"$1\" in --out) out=$2; shift;; esac; shift; done\n"
        "mkdir -p \"$out\"; t=\"$out/train.log.tsv\"\n"
        "printf 'kind\\tstep\\tepoch\\ttrain_seconds\\twall_seconds\\tdev_bleu\\n' > \"$t\"\n"
        "for s in 1 2 3 4; do sleep 0.6; printf 'train\\t%d\\t0.%d0\\t%d\\t%d\\t\\n' $s $s $s $s "
        ">> \"$t\"; if [ $s = 2 ]; then printf 'valid\\t2\\t0.20\\t2\\t2\\t2.5\\n' >> \"$t\"; fi; "
        "done\nsleep 0.8; echo x > \"$out/best.ckpt\"; echo x > \"$out/last.ckpt\"\n");
    test_write_exe(dir, "decode",
        "#!/bin/sh\nin=\"\"; out=\"\"\n"
        "while [ $# -gt 0 ]; do case \"$1\" in -i) in=$2; shift;; -o) out=$2; shift;; "
        "--score-reference) echo \"decode: scored 9 pairs (0 not scored), 9 target tokens: "
        "cross-entropy 2.0 nats/token, perplexity 7.3891\" >&2;; esac; "
        "shift; done\ncat \"$in\" > \"$out\"\n");
}

// Fails the test unless the typescript `tty` holds every want[i] (shown without its first 4
// characters, where most have the "\r\033[K" of a redraw).
static void expect_shown(const char *tty, const char *const *want, size_t n) {
    for (size_t i = 0; i < n; i++)
        if (!strstr(tty, want[i])) {
            print_error("the terminal shows no '%s'; it got:\n%s\n", want[i] + 4, tty);
            fail();
        }
}

static void test_terminal(void **state) {
    (void)state;
    const char *tmp = test_tmpdir();
    char bin[600];
    snprintf(bin, sizeof bin, "%s/mockbin", tmp);
    write_mocks(bin);
    // On a pseudo-terminal: script(1) runs the study with stdin, stdout and stderr on one.
    assert_int_equal(test_run("script -qec 'OMP_WAIT_POLICY=passive ./bin/compare --quick --out "
                              "%s/tty --bin %s --threads 1 --steps 4 --no-bench --no-heatmaps' "
                              "%s/tty.typescript > /dev/null 2>&1", tmp, bin, tmp), 0);
    char path[700];
    snprintf(path, sizeof path, "%s/tty.typescript", tmp);
    char *tty = test_read_file(path);
    // Each of the two trainings (rnn, transformer; 4 updates each) shows its line, at the end
    // with update 4 and the validation's BLEU, and clears it before compare's next message.
    static const char *const want[] = {
        "\r\033[Kcompare: training 1/2 rnn seed 1: update ",
        "\r\033[Kcompare: training 2/2 transformer seed 1: update ",
        "dev BLEU 2.50",
        "update 4, epoch 0.40",
    };
    expect_shown(tty, want, sizeof want / sizeof *want);
    // The line is cleared when a training ends: after its last redraw comes "\r\033[K".
    const char *end = strstr(tty, "update 4, epoch 0.40");
    assert_non_null(strstr(end, "\r\033[K"));
    // While the second training has not started, the line of the first is gone and a normal
    // message follows on a clean line.
    assert_non_null(strstr(tty, "\r\033[Kcompare: rnn seed 1: beam"));
    free(tty);
    // --jobs 2: both trainings on one line while they run at once.
    assert_int_equal(test_run("script -qec 'OMP_WAIT_POLICY=passive ./bin/compare --quick --out "
                              "%s/tty2 --bin %s --threads 2 --jobs 2 --steps 4 --no-bench "
                              "--no-heatmaps' %s/tty2.typescript > /dev/null 2>&1", tmp, bin, tmp),
                     0);
    snprintf(path, sizeof path, "%s/tty2.typescript", tmp);
    tty = test_read_file(path);
    static const char *const want2[] = {
        "\r\033[Kcompare: 0/2 trained, 2 running: rnn seed 1 update ",
        " | transformer seed 1 update ",
        "dev BLEU 2.50 | transformer seed 1 update ",
    };
    expect_shown(tty, want2, sizeof want2 / sizeof *want2);
    free(tty);
    // stderr to a file: no line, no escape sequences.
    assert_int_equal(test_run("OMP_WAIT_POLICY=passive ./bin/compare --quick --out %s/file "
                              "--bin %s --threads 1 --steps 4 --no-bench --no-heatmaps "
                              "> %s/file.log 2>&1", tmp, bin, tmp), 0);
    snprintf(path, sizeof path, "%s/file.log", tmp);
    char *log = test_read_file(path);
    assert_null(strstr(log, "\033["));
    assert_null(strstr(log, "compare: training 1/2"));
    assert_non_null(strstr(log, "compare: rnn seed 1: beam"));
    free(log);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_text),
        cmocka_unit_test(test_left),
        cmocka_unit_test(test_text_jobs),
        cmocka_unit_test(test_left_jobs),
        cmocka_unit_test(test_terminal),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
