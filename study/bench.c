// Throughput and memory vs sequence length for both architectures, measured by bin/bench (see
// study.h: study_bench). Each measurement is reused on a rerun when its record names the same
// command and the same bin/bench.
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "models/config.h"
#include "study/proc.h"
#include "study/records.h"
#include "study/study.h"
#include "study/text_io.h"
#include "util/fs.h"
#include "util/progname.h"

// The last JSON object line of a bench output file into json (""/error if none).
static int read_bench_json(const char *out, char *json, size_t cap) {
    char **lines;
    int n;
    TD_TRY(study_read_lines(out, &lines, &n));
    json[0] = 0;
    for (int i = n - 1; i >= 0 && !json[0]; i--)
        if (lines[i][0] == '{') snprintf(json, cap, "%s", lines[i]);
    study_lines_free(lines, n);
    return json[0] ? TD_OK : td_error(TD_ERR_FORMAT, "%s: no JSON line", out);
}

// Runs one bench command (program `bin`); on a usage error (exit 2) retries without the optional
// `extra` words. With reuse on, an earlier invocation's result stands when its record OUT.done
// names the same command (with `extra`) and the same bin/bench (size and mtime) and OUT still
// holds its JSON line. The record is removed before and written after a complete run. Counts
// the command, and whether it was reused, in *bench. Under --report-only nothing runs: a command
// without a reusable result counts as missing and the return is 1.
static int bench_json(const StudyPlan *pl, StudyBench *bench, const char *what,
                      const StudyArgv *base, const char *extra, const char *out, const char *bin,
                      char *json, size_t cap) {
    char rec[1200], stamp[128], *identity;
    snprintf(rec, sizeof rec, "%s.done", out);
    study_file_stamp(bin, stamp, sizeof stamp);
    {
        StudyArgv a = {0};
        study_argv_extend(&a, base);
        study_argv_add_words(&a, extra);
        char *line = study_argv_shell(&a);
        size_t n = strlen(line) + 256;
        identity = malloc(n);
        TD_ASSERT(identity != NULL);
        snprintf(identity, n, "bench=%s\ncmd=%s\n", stamp, line);
        free(line);
        study_argv_free(&a);
    }
    bench->cmds++;
    // The study's one rule for a step (study_step_decide): a benchmark may not run under
    // --report-only, where beside a running study it would measure that study's load.
    StudyStepFacts f = {.reuse = pl->opt.reuse, .may_run = !pl->opt.report_only};
    f.recorded = f.reuse && study_record_match(rec, identity, NULL);
    f.usable = f.recorded && read_bench_json(out, json, cap) == TD_OK;
    if (f.recorded && !f.usable) td_clear_error();
    const StudyStepAction act = study_step_decide(&f);
    if (act == STUDY_STEP_REUSE) {
        double at = study_mtime(rec);
        char when[64];
        study_utc_text(at, when, sizeof when);
        fprintf(stderr, "%s: bench %s: reusing %s (made %s)\n", prog_name("compare"), what, out,
                when);
        if (!bench->reused++) bench->from = bench->to = at;
        bench->from = fmin(bench->from, at);
        bench->to = fmax(bench->to, at);
        free(identity);
        return TD_OK;
    }
    if (act == STUDY_STEP_PENDING) {
        bench->missing++;
        free(identity);
        return 1;
    }
    remove(rec);
    fprintf(stderr, "%s: bench %s\n", prog_name("compare"), what);
    int rc = TD_ERR_IO;
    for (int attempt = 0; attempt < 2; attempt++) {
        StudyArgv a = {0};
        study_argv_extend(&a, base);
        if (attempt == 0) study_argv_add_words(&a, extra);
        remove(out);
        StudyProc p;
        char err[1200], cmdf[1200];
        snprintf(err, sizeof err, "%s.err", out);
        snprintf(cmdf, sizeof cmdf, "%s.cmd", out);
        remove(err);
        rc = study_run(&a, out, err, &p);
        char *line = study_argv_shell(&a);
        if (study_write_lines(cmdf, &line, 1) < 0) td_clear_error();
        free(line);
        study_argv_free(&a);
        struct stat sb;
        if (stat(err, &sb) == 0 && sb.st_size == 0) remove(err);
        if (rc < 0 && p.exit_code == 2 && attempt == 0) continue;
        if (rc < 0) {
            study_note(pl, "bench: %s", td_last_error());
            break;
        }
        rc = read_bench_json(out, json, cap);
        if (rc == TD_OK && study_record_write(rec, identity) < 0)
            study_note(pl, "%s", td_last_error());
        break;
    }
    free(identity);
    return rc;
}

static double json_any(const char *json, const char *keys) {
    char buf[256];
    snprintf(buf, sizeof buf, "%s", keys);
    for (char *save, *w = strtok_r(buf, ",", &save); w; w = strtok_r(NULL, ",", &save)) {
        double v;
        if (study_json_number(json, w, &v)) return v;
    }
    return NAN;
}

// The start of a bin/bench command for `mode` (train or decode) and one architecture, under
// coreutils' timeout when available (one stuck length must not stall a study).
static void bench_command(StudyArgv *a, const char *bin, const char *mode, const char *arch,
                          const StudyOptions *o) {
    if (study_executable("timeout")) {
        study_argv_add(a, "timeout");
        study_argv_add(a, "600");
    }
    study_argv_add(a, "%s", bin);
    study_argv_add(a, "%s", mode);
    study_argv_add(a, "--arch");
    study_argv_add(a, "%s", arch);
    study_argv_add(a, "--config");
    study_argv_add(a, "%s", o->config);
    study_argv_add(a, "--threads");
    study_argv_add(a, "%d", o->threads);
}

void study_bench(const StudyPlan *pl, StudyBench *bench) {
    const StudyOptions *o = &pl->opt;
    static const int full[] = {8, 16, 32, 64, 128, 256}, quick[] = {8, 16};
    const int *lens = o->quick ? quick : full;
    int n_lens = o->quick ? 2 : 6;
    char bin[1100], dir[1100];
    snprintf(bin, sizeof bin, "%s/%sbench", o->bin_dir, o->bin_prefix);
    snprintf(dir, sizeof dir, "%s/bench", o->out);
    bench->n = bench->cmds = bench->reused = bench->missing = 0;
    if (!study_executable(bin)) {
        snprintf(bench->note, sizeof bench->note, "%.400s not found: no throughput figures", bin);
        study_note(pl, "%s", bench->note);
        return;
    }
    if (!o->report_only && mkdir_p(dir) < 0) return;
    bench->n = n_lens;
    for (int arch = 0; arch < 2 && !study_interrupted(); arch++) {
        for (int i = 0; i < n_lens && !study_interrupted(); i++) {
            StudyBenchPoint *b = &bench->point[arch][i];
            int L = lens[i];
            *b = (StudyBenchPoint){L, NAN, NAN, NAN, NAN, NAN, NAN};
            char json[8192], out[1200], extra[128], what[64];
            const char *an = arch_name((ModelArch)arch);
            StudyArgv a = {0};
            bench_command(&a, bin, "train", an, o);
            study_argv_add(&a, "--len");
            study_argv_add(&a, "%d", L);
            snprintf(out, sizeof out, "%s/train-%s-len%d.json", dir, an, L);
            snprintf(extra, sizeof extra, "--steps %d --warmup 1%s", o->quick ? 1 : 3,
                     o->quick ? " --tokens 512" : "");
            snprintf(what, sizeof what, "train %s len %d", an, L);
            if (bench_json(pl, bench, what, &a, extra, out, bin, json, sizeof json) == TD_OK) {
                b->train_tok_s = json_any(json, "agg_tgt_tok_per_s,tgt_tok_per_s,tok_per_s");
                b->train_rss_mib = json_any(json, "peak_rss_mib,rss_mib");
            }
            study_argv_free(&a);
            bench_command(&a, bin, "decode", an, o);
            study_argv_add_words(&a, "--batch 1 --search greedy --src-len");
            study_argv_add(&a, "%d", L);
            study_argv_add(&a, "--out-len");
            study_argv_add(&a, "%d", L);
            snprintf(out, sizeof out, "%s/decode-%s-len%d.json", dir, an, L);
            snprintf(extra, sizeof extra, "--sents %d --reps 1", o->quick ? 2 : 4);
            snprintf(what, sizeof what, "decode %s len %d", an, L);
            if (bench_json(pl, bench, what, &a, extra, out, bin, json, sizeof json) == TD_OK) {
                b->dec_sent_s = json_any(json, "sents_per_s,sent_per_s");
                b->dec_tok_s = json_any(json, "tgt_tok_per_s,tok_per_s");
                b->dec_rss_mib = json_any(json, "peak_rss_mib,rss_mib");
                if (isfinite(b->dec_sent_s) && b->dec_sent_s > 0)
                    b->dec_ms_per_sent = 1000.0 / b->dec_sent_s;
            }
            study_argv_free(&a);
        }
    }
    if (o->report_only && !bench->reused) bench->n = 0;  // no earlier result: no table
}
