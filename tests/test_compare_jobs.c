// bin/compare over many processes and machines: --jobs K (several trainings at once, the same
// results as one at a time), --emit-jobs FILE (one shell line per training; after running them,
// the next bin/compare collects them without training again), --launcher WORDS (in front of
// every training), a failed run under --jobs that leaves the others' results, and --report-only
// (a partial report that runs nothing). Quick studies
// on the fixture, with the real bin/train and bin/decode where the numbers matter and with mock
// programs where the calls are counted.
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "study/text_io.h"
#include "tests/test_util.h"

// A quick study (no benchmarks, no heatmaps) with `extra` options, stdout to OUT.out and stderr
// to OUT.err; returns its exit status.
static int quick(const char *out, const char *extra) {
    return test_run("OMP_WAIT_POLICY=passive ./bin/compare --quick --out %s --no-bench "
                    "--no-heatmaps %s > %s.out 2> %s.err", out, extra, out, out);
}

// The summary bin/compare printed on stdout (OUT.out), one line per run after the header,
// without its last column (the training wall-clock, which depends on the load): run,
// parameters, BLEU and chrF with their intervals, greedy BLEU. Edits the text in place.
static char *summary_scores(const char *out) {
    char path[600];
    snprintf(path, sizeof path, "%s.out", out);
    char *text = test_read_file(path), *w = text;
    assert_true(!strncmp(text, "run ", 4));
    int rows = 0;
    for (char *line = strchr(text, '\n'); line && strncmp(line + 1, "report:", 7); rows++) {
        char *row = line + 1, *nl = strchr(row, '\n');
        assert_non_null(nl);
        *nl = 0;
        char *last = strrchr(row, ' ');
        assert_non_null(last);
        w += sprintf(w, "%.*s\n", (int)(last - row), row);
        line = nl;
    }
    *w = 0;
    assert_true(rows > 0);
    return text;
}

static int files_equal(const char *a, const char *b) {
    return test_run("cmp -s %s %s", a, b) == 0;
}

// --jobs 2 --threads 2 runs the commands of --jobs 1 --threads 1 (one thread each), two at a
// time: the same scores for every run, the same translations byte for byte.
static void test_jobs_same_results(void **state) {
    (void)state;
    if (access("bin/train", X_OK) || access("bin/decode", X_OK)) fail_msg("bin/train or "
                                                                          "bin/decode not built");
    char one[600], two[600], a[900], b[900];
    snprintf(one, sizeof one, "%s/jobs1", test_tmpdir());
    snprintf(two, sizeof two, "%s/jobs2", test_tmpdir());
    assert_int_equal(quick(one, "--ablations pos --threads 1 --jobs 1"), 0);
    assert_int_equal(quick(two, "--ablations pos --threads 2 --jobs 2"), 0);
    char *s1 = summary_scores(one), *s2 = summary_scores(two);
    assert_string_equal(s1, s2);
    free(s1);
    free(s2);
    static const char *const runs[] = {"rnn", "transformer", "transformer-pos-learned",
                                       "transformer-pos-none"};
    for (int i = 0; i < 4; i++)
        for (int beam = 0; beam < 2; beam++) {
            const char *what = beam ? "beam" : "greedy";
            snprintf(a, sizeof a, "%s/runs/%s/seed1.%s.es", one, runs[i], what);
            snprintf(b, sizeof b, "%s/runs/%s/seed1.%s.es", two, runs[i], what);
            if (!files_equal(a, b)) print_error("%s and %s differ\n", a, b);
            assert_true(files_equal(a, b));
            // Each training of the parallel study ran with its share of the threads.
            snprintf(a, sizeof a, "%s/runs/%s/seed1.train.done", two, runs[i]);
            assert_int_equal(test_lines_with(a, "--threads 1 --max-steps 10"), 1);
        }
    // The report states the per-run thread count.
    snprintf(a, sizeof a, "%s/report.md", two);
    assert_int_equal(test_lines_with(a, "the same 1 thread(s)"), 1);
}

// Mock programs. train: appends "train OUT" (or "resume DIR") to DIR/calls; with DIR/interrupt
// and no --resume, writes last.ckpt and exits 3 as an interrupted bin/train does; waits (up to 5 s) until two trainings
// have started when DIR/barrier exists (and appends "overlap" once it saw both), fails for the
// Transformer when DIR/fail-transformer exists, else writes checkpoints and a TSV log. decode:
// copies the test source with every third line replaced (with --score-reference it also reports a
// cross-entropy of 2.0 nats/token on stderr, as bin/decode does). launch: appends its arguments to
// DIR/launched, drops its first two ("-np N") and runs the rest.
static void write_mocks(const char *dir) {
    assert_int_equal(test_run("mkdir -p %s", dir), 0);
    test_write_exe(dir, "train",
        "#!/bin/sh\nd=$(dirname \"$0\")\n"
        "value() { k=$1; shift; while [ $# -gt 1 ]; do [ \"$1\" = \"$k\" ] && echo \"$2\"; "
        "shift; done; }\nout=$(value --out \"$@\"); arch=$(value --arch \"$@\")\n"
        "res=$(value --resume \"$@\")\n"
        "if [ -n \"$res\" ]; then echo \"resume $res\" >> \"$d/calls\"; out=$res; "
        "else echo \"train $out\" >> \"$d/calls\"; fi\n"
        "if [ -z \"$res\" ] && [ -f \"$d/interrupt\" ]; then mkdir -p \"$out\"; "
        "echo x > \"$out/last.ckpt\"; exit 3; fi\n"
        "if [ -f \"$d/barrier\" ]; then i=0; while [ $i -lt 100 ] && "
        "[ $(grep -c '^train' \"$d/calls\") -lt 2 ]; do sleep 0.05; i=$((i+1)); done; "
        "[ $i -lt 100 ] && echo overlap >> \"$d/overlaps\"; fi\n"
        "if [ -f \"$d/fail-$arch\" ]; then echo \"no such file: corpus\" >&2; exit 1; fi\n"
        "echo \"[2026-12-02 12:03:03] $arch model: 123456 parameters; 9 pairs\"\n"
        "mkdir -p \"$out\"; echo x > \"$out/best.ckpt\"; echo x > \"$out/last.ckpt\"\n"
        "printf 'kind\\tstep\\ttrain_seconds\\tdev_bleu\\n' > \"$out/train.log.tsv\"\n"
        "printf 'valid\\t5\\t1.5\\t2.5\\n' >> \"$out/train.log.tsv\"\n");
    test_write_exe(dir, "decode",
        "#!/bin/sh\nwhile [ \"$1\" != -i ]; do shift; done; in=$2\n"
        "while [ \"$1\" != -o ]; do shift; done; out=$2\n"
        "case \"$*\" in *--score-reference*) echo \"decode: scored 9 pairs (0 not scored), 9 "
        "target tokens: cross-entropy 2.0 nats/token, perplexity 7.3891\" >&2;; esac\n"
        "awk 'NR%3==0{print \"la\"; next}{print}' \"$in\" > \"$out\"\n");
    test_write_exe(dir, "launch",
        "#!/bin/sh\necho \"$*\" >> \"$(dirname \"$0\")/launched\"\nshift 2\nexec \"$@\"\n");
}

// One failing training under --jobs 2 (the two overlap): the other run's results are all there,
// the report is written and says which run failed, and compare exits 1.
static void test_jobs_failure_keeps_others(void **state) {
    (void)state;
    char bin[600], out[600], path[900];
    snprintf(bin, sizeof bin, "%s/failbin", test_tmpdir());
    snprintf(out, sizeof out, "%s/jobsfail", test_tmpdir());
    write_mocks(bin);
    assert_int_equal(test_run("touch %s/barrier %s/fail-transformer", bin, bin), 0);
    char extra[900];
    snprintf(extra, sizeof extra, "--bin %s --threads 2 --jobs 2", bin);
    assert_int_equal(quick(out, extra), 1);
    snprintf(path, sizeof path, "%s/overlaps", bin);
    assert_int_equal(test_lines_with(path, "overlap"), 2);  // both ran at once
    snprintf(path, sizeof path, "%s/runs/rnn/seed1.beam.es", out);
    assert_int_equal(access(path, F_OK), 0);
    snprintf(path, sizeof path, "%s/runs/rnn/seed1.train.done", out);
    assert_int_equal(access(path, F_OK), 0);
    snprintf(path, sizeof path, "%s/runs/transformer/seed1.train.done", out);
    assert_int_equal(access(path, F_OK), -1);
    // The summary: the RNN scored (a number, not "failed"), the Transformer failed.
    snprintf(path, sizeof path, "%s.out", out);
    assert_int_equal(test_lines_with(path, "failed"), 1);
    assert_int_equal(test_lines_with(path, "transformer "), 1);
    char **lines;
    int n;
    assert_int_equal(study_read_lines(path, &lines, &n), 0);
    int rnn_scored = 0;
    for (int i = 0; i < n; i++)
        if (!strncmp(lines[i], "rnn ", 4)) rnn_scored = !strstr(lines[i], "failed");
    study_lines_free(lines, n);
    assert_true(rnn_scored);
    snprintf(path, sizeof path, "%s/report.md", out);
    assert_int_equal(test_lines_with(path, "run transformer seed 1 failed"), 1);
}

// The time study under --jobs 2 when a training fails: the Transformer's training fails, so the
// run that continues it fails too, saying why, while the RNN's chain (rnn, then rnn-s20 on a
// copy of its directory, resumed) finishes; nothing waits for ever.
static void test_time_chain_failure(void **state) {
    (void)state;
    char bin[600], out[600], path[900], extra[900];
    snprintf(bin, sizeof bin, "%s/timefailbin", test_tmpdir());
    snprintf(out, sizeof out, "%s/timefail", test_tmpdir());
    write_mocks(bin);
    assert_int_equal(test_run("touch %s/fail-transformer", bin), 0);
    snprintf(extra, sizeof extra, "--bin %s --threads 2 --jobs 2 --time-marks 20", bin);
    assert_int_equal(quick(out, extra), 1);
    snprintf(path, sizeof path, "%s/calls", bin);
    assert_int_equal(test_lines_with(path, "train "), 2);  // rnn and transformer, from scratch
    char needle[900];
    snprintf(needle, sizeof needle, "resume %s/runs/rnn-s20/seed1", out);
    assert_int_equal(test_lines_with(path, needle), 1);
    assert_int_equal(test_lines_with(path, "transformer-s20"), 0);
    snprintf(path, sizeof path, "%s/runs/rnn-s20/seed1.beam.es", out);
    assert_int_equal(access(path, F_OK), 0);
    snprintf(path, sizeof path, "%s/report.md", out);
    assert_int_equal(test_lines_with(path, "run transformer-s20 seed 1 failed: the training it "
                                      "continues (run transformer seed 1) did not finish"), 1);
}

// The modification time of a file in nanoseconds (0 if missing).
static long long mtime_ns(const char *path) {
    struct stat st;
    if (stat(path, &st) != 0) return 0;
    return (long long)st.st_mtim.tv_sec * 1000000000LL + st.st_mtim.tv_nsec;
}

// --emit-jobs: one line per training and nothing trained; the lines run with sh from another
// directory, one after another; the next bin/compare with the same options reuses every one of
// them (no training starts, the checkpoints keep their times) and writes the report; a line run
// again does nothing.
static void test_emit_jobs(void **state) {
    (void)state;
    if (access("bin/train", X_OK) || access("bin/decode", X_OK)) fail_msg("bin/train or "
                                                                          "bin/decode not built");
    char out[600], jobs[700], extra[900], path[900], ckpt[2][900];
    snprintf(out, sizeof out, "%s/emitted", test_tmpdir());
    snprintf(jobs, sizeof jobs, "%s/study.jobs", test_tmpdir());
    snprintf(extra, sizeof extra, "--threads 1 --emit-jobs %s", jobs);
    assert_int_equal(quick(out, extra), 0);
    assert_int_equal(test_lines_with(jobs, ""), 2);
    assert_int_equal(test_lines_with(jobs, "--train-job "), 2);
    assert_int_equal(test_lines_with(jobs, " -- bin/train --arch rnn "), 1);
    assert_int_equal(test_lines_with(jobs, " -- bin/train --arch transformer "), 1);
    snprintf(path, sizeof path, "%s/data/spm.model", out);
    assert_int_equal(access(path, F_OK), 0);  // the data is prepared
    const char *runs[2] = {"rnn", "transformer"};
    for (int i = 0; i < 2; i++) {
        snprintf(ckpt[i], sizeof ckpt[i], "%s/runs/%s/seed1/best.ckpt", out, runs[i]);
        assert_int_equal(access(ckpt[i], F_OK), -1);  // nothing trained yet
    }
    for (int i = 1; i <= 2; i++)
        assert_int_equal(test_run("cd / && sed -n %dp %s | sh > %s.line%d 2>&1", i, jobs, out,
                                  i), 0);
    long long before[2];
    for (int i = 0; i < 2; i++) {
        before[i] = mtime_ns(ckpt[i]);
        assert_true(before[i] > 0);
    }
    // A line whose training finished does nothing.
    assert_int_equal(test_run("cd / && sed -n 1p %s | sh > %s.again 2>&1", jobs, out), 0);
    snprintf(path, sizeof path, "%s.again", out);
    assert_int_equal(test_lines_with(path, "already trained by this command"), 1);
    // Collecting: the same options without --emit-jobs.
    assert_int_equal(quick(out, "--threads 1"), 0);
    snprintf(path, sizeof path, "%s.err", out);
    assert_int_equal(test_lines_with(path, "reusing the finished training"), 2);
    assert_int_equal(test_lines_with(path, ": bin/train --arch"), 0);  // no training started
    for (int i = 0; i < 2; i++) assert_true(mtime_ns(ckpt[i]) == before[i]);
    snprintf(path, sizeof path, "%s/report.md", out);
    assert_int_equal(access(path, F_OK), 0);
    // Each line recorded its sitting beside its log, and the report names both.
    for (int i = 0; i < 2; i++) {
        char tsv[900], job[200];
        snprintf(tsv, sizeof tsv, "%s/runs/%s/seed1.sitting.tsv", out, runs[i]);
        assert_int_equal(test_lines_with(tsv, ""), 2);  // the header and one row
        assert_int_equal(test_lines_with(tsv, "start_s\tend_s\tcpus\town_pct"), 1);
        snprintf(job, sizeof job, "Training job of run %s seed 1, ", runs[i]);
        assert_int_equal(test_lines_with(path, job), 1);
    }
    snprintf(path, sizeof path, "%s.out", out);
    assert_int_equal(test_lines_with(path, "failed"), 0);
}

// `flag` (--report-only or --no-train) with each option of `conflicts` is a usage error (the
// last one's name in the message), and on a directory that holds no study an error.
static void check_flag_refusals(const char *out, const char *flag,
                                const char *const conflicts[4]) {
    char path[900], opts[300], msg[300];
    for (int i = 0; i < 4; i++) {
        snprintf(opts, sizeof opts, "%s %s", flag, conflicts[i]);
        assert_int_equal(quick(out, opts), 2);
    }
    snprintf(path, sizeof path, "%s.err", out);
    snprintf(msg, sizeof msg, "%s does not combine with %.*s", flag,
             (int)strcspn(conflicts[3], " "), conflicts[3]);
    assert_int_equal(test_lines_with(path, msg), 1);
    char empty[700];
    snprintf(empty, sizeof empty, "%s/nothing%s", test_tmpdir(), flag);
    assert_int_equal(quick(empty, flag), 1);
    snprintf(path, sizeof path, "%s.err", empty);
    snprintf(msg, sizeof msg, "%s: ", flag);
    assert_int_equal(test_lines_with(path, msg), 1);
    assert_int_equal(test_lines_with(path, "holds no study yet"), 1);
}

// A study carried without its checkpoints (tar --exclude='*.ckpt' --exclude='*.state', as
// bin/compare --help says) to a fresh directory at the same path, with decode records made by
// another build of bin/decode: every finished run is reported from its kept decodes with the
// same scores, nothing is trained or decoded again, and the report says so. A kept run that lost
// a decode record trains again; an unusable kept decode is an error naming the record to remove.
// --no-train decodes and reports what finished and trains nothing.
static void test_kept_runs_and_no_train(void **state) {
    (void)state;
    char out[600], path[900], mocks[600], bin[700], extra[2000];
    snprintf(out, sizeof out, "%s/carried", test_tmpdir());
    snprintf(mocks, sizeof mocks, "%s/mocks-carried", test_tmpdir());
    write_mocks(mocks);
    snprintf(bin, sizeof bin, "--bin %s --threads 1", mocks);
    assert_int_equal(quick(out, bin), 0);
    char *before = summary_scores(out);
    // The parameter count of a checkpoint this program cannot read comes from the training
    // log's "model: N parameters" line (not from the timestamp before it).
    assert_non_null(strstr(before, " 123456 "));
    assert_null(strstr(before, " 2026 "));
    assert_int_equal(test_run("cd %s/.. && tar --exclude='*.ckpt' --exclude='*.state' "
                              "-czf carried.tgz carried && rm -rf carried && tar -xzf carried.tgz "
                              "&& rm -f %s/calls", out, mocks), 0);
    snprintf(path, sizeof path, "%s/runs/rnn/seed1/best.ckpt", out);
    assert_int_equal(access(path, F_OK), -1);
    // Another build's decodes: only the decoder line of each record differs.
    assert_int_equal(test_run("for f in %s/runs/*/seed1.greedy.done %s/runs/*/seed1.beam.done; "
                              "do sed -i 's/^decoder=.*/decoder=1:2/' $f; done", out, out), 0);
    for (int pass = 0; pass < 2; pass++) {  // --no-train, then a plain rerun
        snprintf(extra, sizeof extra, "%s%s", bin, pass ? "" : " --no-train");
        assert_int_equal(quick(out, extra), 0);
        snprintf(path, sizeof path, "%s/calls", mocks);
        assert_int_equal(access(path, F_OK), -1);  // nothing trained
        char *after = summary_scores(out);
        assert_string_equal(after, before);
        free(after);
        snprintf(path, sizeof path, "%s.err", out);
        assert_int_equal(test_lines_with(path, "(kept without its checkpoints: reported from its "
                                          "recorded decodes)"), 2);
        snprintf(path, sizeof path, "%s/report.md", out);
        const char *reused = test_report_text("commands.reused", NULL);
        assert_int_equal(test_lines_with(path, test_report_text("commands.kept", NULL)), 2);
        assert_int_equal(test_lines_with(path, test_report_text("commands.greedy_from", "from", reused,
                                                           NULL)), 2);
        assert_int_equal(test_lines_with(path, test_report_text("commands.beam_from", "from", reused,
                                                           NULL)), 2);
        assert_int_equal(test_lines_with(path, test_report_text("report.partial", NULL)), 0);
    }
    // An --emit-jobs line of a kept run does nothing (training it would discard its results).
    char jobs[700];
    snprintf(jobs, sizeof jobs, "%s.jobs", out);
    snprintf(extra, sizeof extra, "%s --emit-jobs %s", bin, jobs);
    assert_int_equal(quick(out, extra), 0);
    assert_int_equal(test_run("sed -n 2p %s | sh > %s.line 2>&1", jobs, out), 0);
    snprintf(path, sizeof path, "%s.line", out);
    assert_int_equal(test_lines_with(path, "kept without its checkpoints); nothing to do"), 1);
    snprintf(path, sizeof path, "%s/calls", mocks);
    assert_int_equal(access(path, F_OK), -1);
    // A truncated kept decode cannot be decoded again: the run fails, naming what to remove.
    assert_int_equal(test_run("head -n 1 %s/runs/rnn/seed1.beam.es > %s/t && cp %s/t "
                              "%s/runs/rnn/seed1.beam.es", out, out, out, out), 0);
    assert_int_equal(quick(out, bin), 1);
    snprintf(path, sizeof path, "%s/report.md", out);
    char needle[900];
    snprintf(needle, sizeof needle, "checkpoints are gone: remove %s/runs/rnn/seed1.train.done "
             "to train it again", out);
    assert_int_equal(test_lines_with(path, needle), 2);  // the seed's line and the notes
    snprintf(path, sizeof path, "%s/calls", mocks);
    assert_int_equal(access(path, F_OK), -1);
    // Without a kept decode record the finished training cannot be reported: --no-train lists
    // it as pending, a plain rerun trains it again (and decodes it), the other run stays kept.
    assert_int_equal(test_run("rm %s/runs/rnn/seed1.beam.done", out), 0);
    snprintf(extra, sizeof extra, "%s --no-train", bin);
    assert_int_equal(quick(out, extra), 3);
    snprintf(path, sizeof path, "%s/calls", mocks);
    assert_int_equal(access(path, F_OK), -1);
    snprintf(path, sizeof path, "%s/report.md", out);
    assert_int_equal(test_lines_with(path, test_report_text("report.partial", "option", "--no-train",
                                                       "pending", "1", "seeds", "2", NULL)), 1);
    assert_int_equal(test_lines_with(path, "run rnn seed 1 is pending (--no-train): the training in "),
                     1);
    assert_int_equal(test_lines_with(path, "finished, but its checkpoints are gone and its test "
                                      "decodes are not both recorded after it: it must be "
                                      "trained again (rerun without --no-train)"), 2);
    snprintf(path, sizeof path, "%s.err", out);
    assert_int_equal(test_lines_with(path, "--no-train: 1 of 2 run seeds pending"), 1);
    assert_int_equal(quick(out, bin), 0);
    snprintf(path, sizeof path, "%s/calls", mocks);
    assert_int_equal(test_lines_with(path, "train "), 1);
    assert_int_equal(test_lines_with(path, "/runs/rnn/seed1"), 1);
    snprintf(path, sizeof path, "%s/runs/rnn/seed1/best.ckpt", out);
    assert_int_equal(access(path, F_OK), 0);
    char *retrained = summary_scores(out);
    assert_string_equal(retrained, before);  // the mock decoder's output depends on its input
    free(retrained);
    free(before);
    snprintf(path, sizeof path, "%s/report.md", out);
    assert_int_equal(test_lines_with(path, test_report_text("commands.kept", NULL)), 1);
    // With its checkpoints back, a decode output that no longer scores is decoded again.
    assert_int_equal(test_run("rm -f %s/calls && head -n 1 %s/runs/rnn/seed1.greedy.es > %s/t "
                              "&& cp %s/t %s/runs/rnn/seed1.greedy.es", mocks, out, out, out, out),
                     0);
    assert_int_equal(quick(out, bin), 0);
    snprintf(path, sizeof path, "%s.err", out);
    assert_int_equal(test_lines_with(path, "is unusable ("), 1);
    assert_int_equal(test_lines_with(path, "; decoding again"), 1);
    snprintf(path, sizeof path, "%s/runs/rnn/seed1.greedy.es", out);
    assert_int_equal(test_lines_with(path, ""), 24);
    // A kept decode record of another command, or older than the training's record (a decode of
    // an earlier training), is not taken: the run is pending under --no-train.
    assert_int_equal(test_run("cd %s/runs/transformer && cp seed1.greedy.done g.saved && sed -i "
                              "'s/^cmd=.*/& --length-penalty 2/' seed1.greedy.done", out), 0);
    snprintf(extra, sizeof extra, "%s --no-train", bin);
    assert_int_equal(quick(out, extra), 3);
    assert_int_equal(test_run("cd %s/runs/transformer && mv g.saved seed1.greedy.done && "
                              "touch -d '+1 minute' seed1.train.done", out), 0);
    assert_int_equal(quick(out, extra), 3);
    snprintf(path, sizeof path, "%s/report.md", out);
    assert_int_equal(test_lines_with(path, "run transformer seed 1 is pending (--no-train): the "
                                      "training in "), 1);
    // --no-train and an interrupted training: pending, not resumed.
    assert_int_equal(test_run("rm -f %s/calls %s/runs/transformer/seed1.train.done && "
                              "echo x > %s/runs/transformer/seed1/last.ckpt && "
                              "test -f %s/runs/transformer/seed1.train.started", mocks, out,
                              out, out), 0);
    assert_int_equal(quick(out, extra), 3);
    snprintf(path, sizeof path, "%s/calls", mocks);
    assert_int_equal(access(path, F_OK), -1);
    // Usage errors, and a directory that holds no study.
    static const char *const conflicts[4] = {"--dry-run", "--no-reuse", "--report-only",
                                             "--emit-jobs x.jobs"};
    check_flag_refusals(out, "--no-train", conflicts);
}

// --launcher: every training runs behind it (and the command says so); a rerun with the same
// launcher reuses them, one with another launcher trains again.
static void test_launcher(void **state) {
    (void)state;
    char bin[600], out[600], extra[2048], path[900];
    snprintf(bin, sizeof bin, "%s/launchbin", test_tmpdir());
    snprintf(out, sizeof out, "%s/launched", test_tmpdir());
    write_mocks(bin);
    snprintf(extra, sizeof extra, "--bin %s --threads 1 --ablations pos --launcher '%s/launch "
             "-np 2'", bin, bin);
    assert_int_equal(quick(out, extra), 0);
    char launched[700], calls[700], want[2048];
    snprintf(launched, sizeof launched, "%s/launched", bin);
    snprintf(calls, sizeof calls, "%s/calls", bin);
    snprintf(want, sizeof want, "-np 2 %s/train --arch ", bin);
    assert_int_equal(test_lines_with(launched, want), 4);  // rnn, transformer, pos learned and none
    assert_int_equal(test_lines_with(launched, ""), 4);
    assert_int_equal(test_lines_with(calls, "train "), 4);  // each launch ran the trainer
    snprintf(path, sizeof path, "%s/report.md", out);
    snprintf(want, sizeof want, "%s/launch -np 2 %s/train --arch", bin, bin);
    assert_true(test_lines_with(path, want) >= 4);
    assert_int_equal(quick(out, extra), 0);
    assert_int_equal(test_lines_with(launched, ""), 4);  // reused
    snprintf(extra, sizeof extra, "--bin %s --threads 1 --ablations pos --launcher '%s/launch "
             "-np 3'", bin, bin);
    assert_int_equal(quick(out, extra), 0);
    assert_int_equal(test_lines_with(launched, "-np 3 "), 4);  // another command: trained again
}

// An interrupted training continues with bin/train --resume behind the same launcher and
// budget: a preempted --emit-jobs line when it is run again, and another one in the collecting
// bin/compare itself. Both then count as finished.
static void test_interrupted_jobs_resume(void **state) {
    (void)state;
    char bin[600], out[600], jobs[700], extra[2048], path[900], want[2048];
    snprintf(bin, sizeof bin, "%s/resumebin", test_tmpdir());
    snprintf(out, sizeof out, "%s/resumed", test_tmpdir());
    snprintf(jobs, sizeof jobs, "%s/resumed.jobs", test_tmpdir());
    write_mocks(bin);
    snprintf(extra, sizeof extra, "--bin %s --threads 1 --launcher '%s/launch -np 2'", bin, bin);
    char emit[2800];
    snprintf(emit, sizeof emit, "%s --emit-jobs %s", extra, jobs);
    assert_int_equal(quick(out, emit), 0);
    assert_int_equal(test_run("touch %s/interrupt", bin), 0);
    for (int i = 1; i <= 2; i++)  // both preempted
        assert_int_equal(test_run("sed -n %dp %s | sh > /dev/null 2>&1", i, jobs), 1);
    assert_int_equal(test_run("rm %s/interrupt", bin), 0);
    assert_int_equal(test_run("sed -n 1p %s | sh > %s.line1 2>&1", jobs, out), 0);
    snprintf(path, sizeof path, "%s.line1", out);
    assert_int_equal(test_lines_with(path, "resuming the interrupted training in"), 1);
    char launched[700];
    snprintf(launched, sizeof launched, "%s/launched", bin);
    snprintf(want, sizeof want, "-np 2 %s/train --resume %s/runs/rnn/seed1 --max-steps 10", bin,
             out);
    assert_int_equal(test_lines_with(launched, want), 1);
    // The collector resumes the Transformer itself and reuses the RNN.
    assert_int_equal(quick(out, extra), 0);
    snprintf(path, sizeof path, "%s.err", out);
    assert_int_equal(test_lines_with(path, "rnn seed 1: reusing the finished training"), 1);
    assert_int_equal(test_lines_with(path, "transformer seed 1 was interrupted and is resumed"), 1);
    snprintf(want, sizeof want, "-np 2 %s/train --resume %s/runs/transformer/seed1 "
             "--max-steps 10", bin, out);
    assert_int_equal(test_lines_with(launched, want), 1);
    char calls[700];
    snprintf(calls, sizeof calls, "%s/calls", bin);
    assert_int_equal(test_lines_with(calls, "train "), 2);   // each started once
    assert_int_equal(test_lines_with(calls, "resume "), 2);  // and continued once
}

// Options that cannot work together are usage errors, and so is a --train-job line whose
// directory is not its command's --out.
static void test_cli(void **state) {
    (void)state;
    char out[600], path[900];
    snprintf(out, sizeof out, "%s/cli", test_tmpdir());
    assert_int_equal(quick(out, "--emit-jobs x.jobs --dry-run"), 2);
    assert_int_equal(quick(out, "--emit-jobs x.jobs --no-reuse"), 2);
    snprintf(path, sizeof path, "%s.err", out);
    assert_int_equal(test_lines_with(path, "--emit-jobs does not combine with --no-reuse"), 1);
    assert_int_equal(quick(out, "--jobs 0"), 2);
    assert_int_equal(test_run("./bin/compare --train-job %s/a -- bin/train --out %s/b 2> %s.err",
                              out, out, out), 2);
    assert_int_equal(test_lines_with(path, "the training command's --out is"), 1);
    assert_int_equal(test_run("./bin/compare --help | grep -c -e '--jobs K' -e '--emit-jobs FILE' "
                              "-e '--launcher WORDS' -e '--train-job DIR' > %s.err", out), 0);
    assert_int_equal(test_lines_with(path, "4"), 1);
}

// --report-only: a partial report from what finished. One run's training record and another's
// beam decode record removed: both are reported as pending (tables, summary, notes), nothing is
// trained or decoded (the runs' files stay byte for byte; the mock counts no call), exit 3; the
// finished run keeps its scores. It refuses to combine with --dry-run, --no-reuse and
// --emit-jobs, and an empty DIR (no study yet) is an error.
static void test_report_only(void **state) {
    (void)state;
    char out[600], path[900], mocks[600], bin[700];
    snprintf(out, sizeof out, "%s/partial", test_tmpdir());
    snprintf(mocks, sizeof mocks, "%s/mocks-partial", test_tmpdir());
    write_mocks(mocks);
    snprintf(bin, sizeof bin, "--bin %s --ablations norm --threads 1", mocks);
    assert_int_equal(quick(out, bin), 0);
    assert_int_equal(test_run("rm %s/runs/rnn-attention-norm-relu/seed1.train.done "
                              "%s/runs/transformer/seed1.beam.done && rm -f %s/calls && "
                              "cp -r %s/runs %s/runs.before", out, out, mocks, out, out), 0);
    char extra[900];
    snprintf(extra, sizeof extra, "%s --report-only", bin);
    assert_int_equal(quick(out, extra), 3);
    snprintf(path, sizeof path, "%s/calls", mocks);
    assert_int_equal(access(path, F_OK), -1);  // no training was started
    assert_int_equal(test_run("diff -r %s/runs.before %s/runs", out, out), 0);
    snprintf(path, sizeof path, "%s/report.md", out);
    assert_int_equal(test_lines_with(path, "| RNN, attention-norm=relu | "), 1);
    assert_int_equal(test_lines_with(path, "RNN, attention-norm=relu is pending."), 1);
    assert_int_equal(test_lines_with(path, "run rnn-attention-norm-relu seed 1 is pending "
                                      "(--report-only): no finished training of this command"),
                     1);
    assert_int_equal(test_lines_with(path, "run transformer seed 1 is pending (--report-only): no "
                                      "finished beam decode of the test set"), 1);
    assert_int_equal(test_lines_with(path, test_report_text("report.partial", "option",
                                                       "--report-only", "pending", "2", "seeds",
                                                       "3", NULL)), 1);
    assert_int_equal(test_lines_with(path, test_report_text("main.missing", "missing",
                                                       test_report_text("word.is_pending", NULL),
                                                       NULL)), 1);
    // The command that reproduces the whole study is this one without --report-only.
    {
        char *md = test_read_file(path);
        const char *whole = strstr(md, test_report_text("commands.whole", NULL));
        assert_non_null(whole);
        const char *code = strstr(whole, "```sh\n");
        assert_non_null(code);
        code += 6;
        const char *end = strchr(code, '\n');
        assert_non_null(end);
        const char *flag = strstr(code, "--report-only");
        assert_true(flag == NULL || flag > end);
        const char *ablations = strstr(code, "--ablations norm");
        assert_true(ablations != NULL && ablations < end);
        free(md);
    }
    // Their study-table rows and their health rows.
    assert_int_equal(test_lines_with(path, "| pending | pending |"), 4);
    assert_int_equal(test_lines_with(path, ", seed 1 | runs/"), 3);  // the health table: every seed
    assert_int_equal(test_lines_with(path, "failed"), 2);  // the pending reason names the cases
    assert_int_equal(test_lines_with(path, ": failed"), 0);
    snprintf(path, sizeof path, "%s.out", out);
    assert_int_equal(test_lines_with(path, "pending"), 2);  // the console summary
    snprintf(path, sizeof path, "%s.err", out);
    assert_int_equal(test_lines_with(path, "--report-only: 2 of 3 run seeds pending"), 1);
    // The finished RNN baseline is reported with its scores.
    snprintf(path, sizeof path, "%s/report.md", out);
    assert_int_equal(test_lines_with(path, "The baseline, RNN, attention-norm=softmax (preset), scores"),
                     1);
    // --publish copies the report and the figure files it names (each figure's data, script and,
    // with gnuplot, its PNG), not the figures of another study left in the same --out.
    assert_int_equal(test_run("printf 'x\\n' > %s/figures/curves-other.tsv && "
                              "cp %s/figures/curves-other.tsv %s/figures/curves-other.gp",
                              out, out, out), 0);
    char pub[700], with_publish[1800];
    snprintf(pub, sizeof pub, "%s-published", out);
    snprintf(with_publish, sizeof with_publish, "%s --publish %s", extra, pub);
    assert_int_equal(quick(out, with_publish), 3);
    assert_int_equal(test_run("cmp -s %s/report.md %s/report.md && cmp -s %s/report.html "
                              "%s/report.html", out, pub, out, pub), 0);
    const char *named[] = {"curves-main.tsv", "curves-norm.tsv", "curves-norm.gp",
                           "length-norm.tsv"};
    snprintf(path, sizeof path, "%s/report.md", out);
    for (int i = 0; i < 4; i++) {
        char stem[64];
        snprintf(stem, sizeof stem, "figures/%.*s.", (int)(strchr(named[i], '.') - named[i]),
                 named[i]);
        assert_true(test_lines_with(path, stem) > 0);
        assert_int_equal(test_run("cmp -s %s/figures/%s %s/figures/%s", out, named[i], pub,
                                  named[i]), 0);
    }
    // ... and every finished seed's training log (the mocks' trainings write no config.txt).
    assert_int_equal(test_run("cmp -s %s/runs/rnn/seed1/train.log.tsv "
                              "%s/logs/rnn/seed1.train.log.tsv", out, pub), 0);
    snprintf(path, sizeof path, "%s/figures/curves-other.tsv", pub);
    assert_int_equal(access(path, F_OK), -1);
    snprintf(path, sizeof path, "%s/figures/curves-other.gp", pub);
    assert_int_equal(access(path, F_OK), -1);
    // A decode output that no longer scores (truncated) is pending, not decoded again; options
    // the study did not run with (another tokenizer seed) are refused, not trained.
    assert_int_equal(test_run("head -n 1 %s/runs/rnn/seed1.greedy.es > %s/t && cp %s/t "
                              "%s/runs/rnn/seed1.greedy.es && rm -rf %s/runs.before && "
                              "cp -r %s/runs %s/runs.before", out, out, out, out, out, out, out),
                     0);
    assert_int_equal(quick(out, extra), 3);
    assert_int_equal(test_run("diff -r %s/runs.before %s/runs", out, out), 0);
    snprintf(path, sizeof path, "%s/report.md", out);
    assert_int_equal(test_lines_with(path, "--report-only decodes nothing"), 2);
    assert_int_equal(test_run("cp -r %s/data %s/data.before", out, out), 0);
    char other[1000];
    snprintf(other, sizeof other, "%s --seed 2", extra);
    assert_int_equal(quick(out, other), 1);
    snprintf(path, sizeof path, "%s.err", out);
    assert_int_equal(test_lines_with(path, "was made with other options"), 1);
    assert_int_equal(test_run("diff -r %s/data.before %s/data", out, out), 0);
    snprintf(path, sizeof path, "%s/calls", mocks);
    assert_int_equal(access(path, F_OK), -1);
    // Usage errors, and a directory that holds no study.
    static const char *const conflicts[4] = {"--publish ''", "--dry-run", "--no-reuse",
                                             "--emit-jobs x.jobs"};
    check_flag_refusals(out, "--report-only", conflicts);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_cli),
        cmocka_unit_test(test_report_only),
        cmocka_unit_test(test_kept_runs_and_no_train),
        cmocka_unit_test(test_jobs_failure_keeps_others),
        cmocka_unit_test(test_time_chain_failure),
        cmocka_unit_test(test_launcher),
        cmocka_unit_test(test_interrupted_jobs_resume),
        cmocka_unit_test(test_emit_jobs),
        cmocka_unit_test(test_jobs_same_results),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
