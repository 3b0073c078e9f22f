// bin/compare: trains the RNN encoder-decoder and the Transformer (and the chosen ablations)
// under one protocol, decodes and scores the test set, and writes OUT/report.md and a
// self-contained OUT/report.html with tables, summaries, figures and reproducible commands.
#include <dirent.h>
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "study/attention_figures.h"
#include "study/study.h"
#include "study/proc.h"
#include "study/report_plot.h"
#include "study/explorer.h"
#include "study/jobs.h"
#include "study/machine.h"
#include "study/report_write.h"
#include "util/fs.h"
#include "util/options.h"
#include "util/progname.h"

static void usage(FILE *f) {
    fprintf(f,
"usage: %s --train PREFIX --dev PREFIX --test PREFIX --out DIR [options]\n"
"\n"
"Trains both architectures (and ablations) with the same data, tokenizer, seeds, budget and\n"
"threads, decodes the test set (greedy and beam), and writes DIR/report.md and DIR/report.html.\n"
"Scores without a search named are of the beam decode (--beam-size).\n"
"\n"
"Data\n"
"  --train PREFIX        training pairs PREFIX.SRC / PREFIX.TGT (plain text)\n"
"  --dev PREFIX          validation pairs (for the trainer's dev BLEU)\n"
"  --test PREFIX         test pairs (scored with BLEU and chrF)\n"
"  --test-lines N        only the first N test pairs (default: all)\n"
"  --src LANG            source suffix (default en)\n"
"  --tgt LANG            target suffix (default es)\n"
"  --spm MODEL           SentencePiece model for every run (default: train one with spm_train\n"
"                        into DIR/data/spm.model)\n"
"  --vocab-size N        pieces when training it (default 8000)\n"
"Protocol\n"
"  --budget TIME         training-time budget per run, e.g. 20m, 90s, 1h30m (default 20m):\n"
"                        bin/train --max-time, which counts training steps only (validations,\n"
"                        checkpoints and start-up are not counted, so a run takes longer on the\n"
"                        clock)\n"
"  --ablation-budget T   a separate training-time budget for every run of the ablation studies\n"
"                        (their baselines are retrained with it; default: --budget/--steps)\n"
"  --steps N             an update budget per run instead of --budget\n"
"  --threads N           threads for every run (default 2)\n"
"  --seeds K             train each run with seeds S..S+K-1 (default 1)\n"
"  --seed S              first seed (default 1)\n"
"  --config NAME         preset of both architectures (default tiny)\n"
"  --match-params        size the RNN (emb = enc-hidden = h, dec-hidden = 2h) to the\n"
"                        Transformer's parameter count instead of its own preset\n"
"  --ablations LIST      comma-separated: attention,norm,pos,heads,window,data-size,time,\n"
"                        all (default none: just RNN vs Transformer)\n"
"  --time-marks LIST     the time study's budgets after --budget (or, with --steps, update\n"
"                        counts), rising, e.g. 1h,2h (default: twice and four times the main\n"
"                        budget; implies --ablations time). Each architecture trains once:\n"
"                        the run of each mark continues the training of the mark before (a\n"
"                        copy of its directory, bin/train --resume), so every mark costs only\n"
"                        its increment, and the test set is decoded at every mark\n"
"  --train-args WORDS    extra options for every bin/train command (e.g. \"--valid-every 200\")\n"
"  --beam-size K         beam width of the beam decode (default 5)\n"
"  --bootstrap N         paired bootstrap resamples (default 1000)\n"
"  --bootstrap-seed N    seed of the resampling (default 12345)\n"
"  --attention-layer L   Transformer decoder layer of the heatmaps (default -1: the last)\n"
"Running\n"
"  --out DIR             output directory (runs/, data/, figures/, bench/, report.*, and\n"
"                        sittings.tsv: per invocation that trains or decodes, the CPU and the\n"
"                        shares of its time the study, other processes and steal took)\n"
"  --bin DIR             where train, decode and bench are (default: bin/ in a checkout, else\n"
"                        the folder of this program; installed tandem-* names are found too)\n"
"  --quick               tiny subsets and models, seconds-long runs (the test suite uses it);\n"
"                        data defaults to the fixture tests/data/bible300\n"
"  --no-bench            skip the throughput/memory vs length benchmarks\n"
"  --no-heatmaps         skip the attention heatmaps and the report's sentence explorer\n"
"  --no-reuse            retrain, decode and benchmark again even what already finished in DIR\n"
"                        (by default a rerun reuses every training, decode and benchmark whose\n"
"                        record beside its output names the same command and inputs)\n"
"  --publish DIR         copy report.md, report.html and the files of figures/ that the report\n"
"                        names to DIR (e.g. docs/studies/X)\n"
"  --dry-run             prepare the data, print every training command, and stop\n"
"  --report-only         write the report from what DIR holds now, training and decoding nothing:\n"
"                        runs whose training and test decodes finished are reported, the others\n"
"                        are listed as pending (a partial report, e.g. at the end of a sitting\n"
"                        while the study continues later; safe beside a running study)\n"
"  --no-train            train nothing: decode and score the runs whose training finished (e.g.\n"
"                        by --emit-jobs lines, or in another sitting) and write the report; the\n"
"                        others are listed as pending\n"
"Carrying a study\n"
"  A finished run whose checkpoints (*.ckpt, *.state) are gone, say because DIR was carried to\n"
"  another machine without them, is reported from its recorded test decodes, which were made by\n"
"  the bin/decode of its own sitting and cannot be made again; its figures need no checkpoint,\n"
"  its attention heatmaps do. To carry DIR: tar --exclude='*.ckpt' --exclude='*.state'\n"
"  --exclude='*.prev' -czf S.tgz DIR, and untar it at the same path. A training interrupted in\n"
"  DIR needs its last.ckpt and last.state to continue; without them it starts again\n"
"Many trainings at once\n"
"  --jobs K              run up to K trainings at once (default 1), each followed by its two\n"
"                        decodes; each gets floor(T/K) of the --threads T (at least 1), and that\n"
"                        count is the --threads of its bin/train and bin/decode commands, so\n"
"                        --jobs 2 --threads 4 runs (and reuses) the same commands as --jobs 1\n"
"                        --threads 2; the benchmarks still run alone with T threads\n"
"  --emit-jobs FILE      prepare the data (subsets, SentencePiece model), write every training\n"
"                        of the study to FILE as one shell line, and stop. Each line is\n"
"                        'cd CWD && COMPARE --train-job RUNDIR -- TRAIN_COMMAND' with CWD this\n"
"                        working directory and COMPARE this program, both absolute, so a line\n"
"                        runs from any directory or host that mounts them at the same paths\n"
"                        (a SLURM array: sed -n ${SLURM_ARRAY_TASK_ID}p FILE | sh); it trains\n"
"                        and writes the record by which the next bin/compare with the same\n"
"                        options reuses the run (run that after the lines have finished: it\n"
"                        trains what is missing itself, then decodes and writes the report);\n"
"                        a line whose training already finished does nothing, one whose\n"
"                        training was interrupted (preempted) continues it; a later mark of\n"
"                        the time study trains there from the start (the same updates as\n"
"                        continuing the mark before, at the cost of training them again)\n"
"  --launcher WORDS      put WORDS (split at spaces) in front of every bin/train command, e.g.\n"
"                        'mpirun -np 4 --hostfile H' for data-parallel trainings; part of the\n"
"                        command, so a run trained under another launcher is not reused\n"
"  --train-job DIR -- PROGRAM ARGS...\n"
"                        (first option, used by the --emit-jobs lines) run one training command\n"
"                        whose --out is DIR as the study would, log to DIR.train.log, record\n"
"                        DIR.train.done; exit 0 at once if that record names the command;\n"
"                        continue an interrupted training of the command (bin/train --resume)\n"
"  --help                this text\n"
"\n"
"Exit status: 0 when every run finished and the report is written, 1 when the report is written\n"
"but a run failed (see its Notes) or nothing could be written, 2 for a usage error, 3 when\n"
"--report-only or --no-train wrote a report with runs still pending.\n",
prog_name("compare"));
}

enum {
    O_TRAIN = 256, O_DEV, O_TEST, O_SRC, O_TGT, O_SPM, O_VOCAB, O_BUDGET, O_STEPS, O_THREADS,
    O_SEEDS, O_SEED, O_CONFIG, O_ABL, O_TARGS, O_BEAM, O_BOOT, O_BOOT_SEED, O_LAYER, O_OUT,
    O_BIN, O_QUICK, O_NO_BENCH, O_NO_HEAT, O_NO_REUSE, O_HELP, O_ABUDGET, O_MATCH, O_PUBLISH, O_DRY, O_TLINES,
    O_JOBS, O_EMIT, O_LAUNCHER, O_REPORT_ONLY, O_MARKS, O_NO_TRAIN
};

// The shared range-checked parser (util/options.h); prints a bad value as compare's error.
static int parse_int(const char *opt, const char *v, int lo, int hi, int *out) {
    if (option_parse_int(opt, v, lo, hi, out) == 0) return 0;
    fprintf(stderr, "%s: error: %s\n", prog_name("compare"), td_last_error());
    return -1;
}

// A training-time budget, passed on to bin/train --max-time: the same duration syntax (90s, 20m,
// 1h30m) and positive. Prints a bad value as compare's error.
static int parse_budget(const char *opt, const char *v, const char **out) {
    double sec;
    int rc = option_parse_duration(opt, v, &sec);
    if (rc == 0 && !(sec > 0))
        rc = td_error(TD_ERR_ARG, "--%s: '%s' leaves no time to train (give e.g. 20m or 1h30m)",
                      opt, v);
    if (rc < 0) {
        fprintf(stderr, "%s: error: %s\n", prog_name("compare"), td_last_error());
        return -1;
    }
    *out = v;
    return 0;
}

// Where the sibling programs are: --bin DIR, else bin/ when run from a checkout, else this
// program's own folder (an installed tandem-compare next to tandem-train). Names get the
// "tandem-" prefix when DIR holds the installed names rather than the checkout's.
static void resolve_programs(CmpOptions *o, int bin_given) {
    static char self_dir[4096], probe[4200];
    if (!bin_given && !cmp_executable("bin/train")) {
        ssize_t n = readlink("/proc/self/exe", self_dir, sizeof self_dir - 1);
        if (n > 0) {
            self_dir[n] = 0;
            char *slash = strrchr(self_dir, '/');
            if (slash && slash != self_dir) *slash = 0, o->bin_dir = self_dir;
        }
    }
    snprintf(probe, sizeof probe, "%s/train", o->bin_dir);
    if (cmp_executable(probe)) return;
    snprintf(probe, sizeof probe, "%s/tandem-train", o->bin_dir);
    if (cmp_executable(probe)) o->bin_prefix = "tandem-";
}

static int parse_args(int argc, char **argv, CmpOptions *o, int *layer, int *dry) {
    int bin_given = 0;
    static const struct option longs[] = {
        {"train", 1, 0, O_TRAIN},       {"dev", 1, 0, O_DEV},
        {"test", 1, 0, O_TEST},         {"src", 1, 0, O_SRC},
        {"tgt", 1, 0, O_TGT},           {"spm", 1, 0, O_SPM},
        {"vocab-size", 1, 0, O_VOCAB},  {"budget", 1, 0, O_BUDGET},
        {"steps", 1, 0, O_STEPS},       {"threads", 1, 0, O_THREADS},
        {"seeds", 1, 0, O_SEEDS},       {"seed", 1, 0, O_SEED},
        {"config", 1, 0, O_CONFIG},     {"ablations", 1, 0, O_ABL},
        {"train-args", 1, 0, O_TARGS},  {"beam-size", 1, 0, O_BEAM},
        {"bootstrap", 1, 0, O_BOOT},    {"bootstrap-seed", 1, 0, O_BOOT_SEED},
        {"attention-layer", 1, 0, O_LAYER}, {"out", 1, 0, O_OUT},
        {"bin", 1, 0, O_BIN},           {"quick", 0, 0, O_QUICK},
        {"no-bench", 0, 0, O_NO_BENCH}, {"no-heatmaps", 0, 0, O_NO_HEAT},
        {"no-reuse", 0, 0, O_NO_REUSE}, {"help", 0, 0, O_HELP},
        {"ablation-budget", 1, 0, O_ABUDGET}, {"match-params", 0, 0, O_MATCH},
        {"publish", 1, 0, O_PUBLISH},   {"dry-run", 0, 0, O_DRY},
        {"test-lines", 1, 0, O_TLINES}, {"jobs", 1, 0, O_JOBS},
        {"emit-jobs", 1, 0, O_EMIT},    {"launcher", 1, 0, O_LAUNCHER},
        {"report-only", 0, 0, O_REPORT_ONLY}, {"no-train", 0, 0, O_NO_TRAIN}, {"time-marks", 1, 0, O_MARKS},
        {0, 0, 0, 0}};
    int c, budget_given = 0, steps_given = 0, bs = 0;
    opterr = 0;
    while ((c = getopt_long(argc, argv, "", longs, NULL)) != -1) {
        int rc = 0;
        switch (c) {
        case O_TRAIN: o->train = optarg; break;
        case O_DEV: o->dev = optarg; break;
        case O_TEST: o->test = optarg; break;
        case O_SRC: o->src = optarg; break;
        case O_TGT: o->tgt = optarg; break;
        case O_SPM: o->spm = optarg; break;
        case O_VOCAB: rc = parse_int("vocab-size", optarg, 8, 1 << 20, &o->vocab_size); break;
        case O_BUDGET: rc = parse_budget("budget", optarg, &o->budget); budget_given = 1; break;
        case O_STEPS: rc = parse_int("steps", optarg, 1, 1 << 30, &o->steps); steps_given = 1;
                      break;
        case O_THREADS: rc = parse_int("threads", optarg, 1, 256, &o->threads); break;
        case O_SEEDS: rc = parse_int("seeds", optarg, 1, CMP_MAX_SEEDS, &o->n_seeds); break;
        case O_SEED: rc = parse_int("seed", optarg, 0, 1 << 30, &o->seed); break;
        case O_CONFIG: o->config = optarg; break;
        case O_ABL:
            if (cmp_parse_ablations(optarg, &o->ablations) < 0) {
                fprintf(stderr, "%s: error: %s\n", prog_name("compare"), td_last_error());
                return 2;
            }
            break;
        case O_TARGS: o->train_args = optarg; break;
        case O_BEAM: rc = parse_int("beam-size", optarg, 1, 64, &o->beam_size); break;
        case O_BOOT: rc = parse_int("bootstrap", optarg, 10, 1000000, &o->n_boot); break;
        case O_BOOT_SEED: rc = parse_int("bootstrap-seed", optarg, 0, 1 << 30, &bs);
                          o->boot_seed = (uint64_t)bs; break;
        case O_LAYER: rc = parse_int("attention-layer", optarg, -1, 64, layer); break;
        case O_OUT: o->out = optarg; break;
        case O_BIN: o->bin_dir = optarg, bin_given = 1; break;
        case O_QUICK: o->quick = 1; break;
        case O_NO_BENCH: o->bench = 0; break;
        case O_NO_HEAT: o->heatmaps = 0; break;
        case O_NO_REUSE: o->reuse = 0; break;
        case O_REPORT_ONLY: o->report_only = 1; break;
        case O_NO_TRAIN: o->no_train = 1; break;
        case O_HELP: usage(stdout); return 1;
        case O_ABUDGET: rc = parse_budget("ablation-budget", optarg, &o->ablation_budget); break;
        case O_MATCH: o->match_params = 1; break;
        case O_PUBLISH: o->publish = optarg; break;
        case O_DRY: *dry = 1; break;
        case O_TLINES: rc = parse_int("test-lines", optarg, 1, 1 << 30, &o->test_lines); break;
        case O_JOBS: rc = parse_int("jobs", optarg, 1, 64, &o->jobs); break;
        case O_EMIT: o->emit_jobs = optarg; break;
        case O_LAUNCHER: o->launcher = optarg; break;
        case O_MARKS: o->time_marks = optarg; break;
        default:
            fprintf(stderr, "%s: error: unknown or incomplete option '%s' (see --help)\n",
                    prog_name("compare"),
                    argv[optind - 1]);
            return 2;
        }
        if (rc < 0) return 2;
    }
    if (optind < argc) {
        fprintf(stderr, "%s: error: unexpected argument '%s' (see --help)\n", prog_name("compare"),
                argv[optind]);
        return 2;
    }
    if (budget_given && steps_given) {
        fprintf(stderr, "%s: error: give --budget or --steps, not both\n", prog_name("compare"));
        return 2;
    }
    if ((o->out && !o->out[0]) || (o->publish && !o->publish[0])) {
        fprintf(stderr, "%s: error: %s '' names no directory\n", prog_name("compare"),
                o->out && !o->out[0] ? "--out" : "--publish");
        return 2;
    }
    if (o->report_only && (*dry || !o->reuse || o->emit_jobs)) {
        fprintf(stderr, "%s: error: --report-only does not combine with %s (it reports what "
                        "finished and runs nothing)\n", prog_name("compare"),
                *dry ? "--dry-run" : !o->reuse ? "--no-reuse" : "--emit-jobs");
        return 2;
    }
    if (o->no_train && (*dry || !o->reuse || o->emit_jobs || o->report_only)) {
        fprintf(stderr, "%s: error: --no-train does not combine with %s (it decodes and reports "
                        "the trainings that finished)\n", prog_name("compare"),
                *dry ? "--dry-run" : !o->reuse ? "--no-reuse" : o->emit_jobs ? "--emit-jobs"
                                                                 : "--report-only");
        return 2;
    }
    if (o->emit_jobs && (*dry || !o->reuse)) {
        fprintf(stderr, "%s: error: --emit-jobs does not combine with %s (the emitted "
                        "trainings are collected by reuse)\n", prog_name("compare"),
                *dry ? "--dry-run" : "--no-reuse");
        return 2;
    }
    if (steps_given || (o->quick && !budget_given)) o->budget = NULL;
    if (o->quick && !steps_given && !budget_given) o->steps = 10;
    if (o->time_marks) o->ablations |= CMP_ABL_TIME;  // cmp_plan checks the marks
    if (o->quick && o->match_params) {
        fprintf(stderr, "%s: error: --match-params does not combine with --quick (whose "
                        "models are shrunk to seconds-long runs)\n", prog_name("compare"));
        return 2;
    }
    if (o->quick) {
        // The fixture shipped for the test suite (disjoint slices become train/dev/test).
        static const char *const fixture = "tests/data/bible300";
        if (!o->train) o->train = fixture;
        if (!o->dev) o->dev = o->train;
        if (!o->test) o->test = o->train;
    }
    resolve_programs(o, bin_given);
    if (!o->train || !o->dev || !o->test || !o->out) {
        fprintf(stderr, "%s: error: --train, --dev, --test and --out are required "
                        "(see --help)\n", prog_name("compare"));
        return 2;
    }
    return 0;
}

// The command line as a shell command, for the report.
static void record_command(CmpOptions *o, int argc, char **argv) {
    CmpArgv a = {0};
    for (int i = 0; i < argc; i++) cmp_argv_add(&a, "%s", argv[i]);
    char *s = cmp_argv_shell(&a);
    snprintf(o->command, sizeof o->command, "%s", s);
    free(s);
    cmp_argv_free(&a);
}

// One line per run on stdout: the headline numbers (the beam decode's, as in the report).
static void print_summary(const CmpState *st) {
    char bh[64], ch[64];
    snprintf(bh, sizeof bh, "BLEU beam %d [95%% CI]", st->opt.beam_size);
    snprintf(ch, sizeof ch, "chrF beam %d [95%% CI]", st->opt.beam_size);
    printf("%-34s %10s %24s %24s %12s %9s\n", "run", "params", bh, ch, "greedy BLEU",
           "train s");
    for (int i = 0; i < st->n_runs; i++) {
        const CmpRun *r = &st->runs[i];
        char b[64], c[64];
        snprintf(b, sizeof b, "%s", cmp_run_pending(st, r) ? "pending" : "failed");
        snprintf(c, sizeof c, "%s", b);
        if (r->n_ok) {
            snprintf(b, sizeof b, "%.2f [%.2f, %.2f]", r->bleu.point, r->bleu.lo, r->bleu.hi);
            snprintf(c, sizeof c, "%.2f [%.2f, %.2f]", r->chrf.point, r->chrf.lo, r->chrf.hi);
        }
        printf("%-34s %10lld %24s %24s %12.2f %9.1f\n", r->id, r->params, b, c,
               r->mean[CMP_M_BLEU_GREEDY], r->mean[CMP_M_TRAIN_S]);
    }
}

// 1 when report.md names the figure file `name` of figures/: a file whose stem (the name without
// its extension) appears in the report as "figures/STEM." (its PNG, its data, or explorer.json).
static int report_names_figure(const char *md, const char *name) {
    const char *dot = strrchr(name, '.');
    char needle[600];
    int n = snprintf(needle, sizeof needle, "figures/%.*s.", (int)(dot - name), name);
    return n > 0 && (size_t)n < sizeof needle && strstr(md, needle) != NULL;
}

// Copies report.md, report.html and the files of figures/ that the report names (each figure's
// PNG, its data as TSV and its gnuplot script, and explorer.json) to opt.publish. A figure file
// the report does not name (one left in a shared --out by another study) is not copied.
static int publish(const CmpState *st) {
    char from[1200], to[1200];
    snprintf(from, sizeof from, "%s/report.md", st->opt.out);
    char *md = NULL;
    TD_TRY(file_read_all(from, (void **)&md, NULL));
    snprintf(to, sizeof to, "%s/figures", st->opt.publish);
    int rc = mkdir_p(to);
    const char *files[] = {"report.md", "report.html"};
    for (int i = 0; rc == TD_OK && i < 2; i++) {
        snprintf(from, sizeof from, "%s/%s", st->opt.out, files[i]);
        snprintf(to, sizeof to, "%s/%s", st->opt.publish, files[i]);
        rc = file_copy_atomic(from, to);
    }
    snprintf(from, sizeof from, "%s/figures", st->opt.out);
    DIR *d = rc == TD_OK ? opendir(from) : NULL;
    if (rc == TD_OK && !d) rc = td_error(TD_ERR_IO, "cannot read %s", from);
    struct dirent *e;
    while (rc == TD_OK && (e = readdir(d))) {
        const char *dot = strrchr(e->d_name, '.');
        if (!dot || (strcmp(dot, ".png") && strcmp(dot, ".tsv") && strcmp(dot, ".gp") &&
                     strcmp(dot, ".json")))
            continue;
        if (!report_names_figure(md, e->d_name)) continue;
        snprintf(from, sizeof from, "%s/figures/%s", st->opt.out, e->d_name);
        snprintf(to, sizeof to, "%s/figures/%s", st->opt.publish, e->d_name);
        rc = file_copy_atomic(from, to);
    }
    if (d) closedir(d);
    free(md);
    if (rc == TD_OK) printf("published: %s/report.md\n", st->opt.publish);
    return rc;
}

int main(int argc, char **argv) {
    prog_name_set(argv[0]);
    static CmpState st;  // large: keep it off the stack
    int layer = -1, dry = 0;
    if (argc > 1 && !strcmp(argv[1], "--train-job")) return cmp_train_job_main(argc, argv);
    cmp_options_defaults(&st.opt);
    int rc = parse_args(argc, argv, &st.opt, &layer, &dry);
    if (rc == 1) return 0;
    if (rc) return 2;
    record_command(&st.opt, argc, argv);
    setenv("OMP_WAIT_POLICY", "passive", 0);  // shared machines: idle threads must not spin
    cmp_forward_signals();  // Ctrl-C / SIGTERM reach the trainer, which checkpoints and stops
    st.started_at = cmp_now();
    if (cmp_plan(&st) < 0) {  // an unknown --config: a usage error
        fprintf(stderr, "%s: error: %s\n", prog_name("compare"), td_last_error());
        return 2;
    }
    if (st.opt.report_only || st.opt.no_train) {
        char need[4200];
        snprintf(need, sizeof need, "%s/%s", st.opt.out, st.opt.spm ? "runs" : "data/spm.model");
        if (access(need, F_OK) != 0) {
            fprintf(stderr, "%s: error: %s: %s holds no study yet (no %s); run the study first\n",
                    prog_name("compare"), cmp_partial_option(&st.opt),
                    st.opt.out, need);
            return 1;
        }
    }
    if (cmp_prepare_data(&st) < 0 ||
        (st.opt.match_params && cmp_match_params(&st) < 0)) {
        fprintf(stderr, "%s: error: %s\n", prog_name("compare"), td_last_error());
        cmp_state_free(&st);
        return 1;
    }
    fprintf(stderr, "%s: %d runs x %d seed(s) in %d studies; output in %s\n", prog_name("compare"),
            st.n_runs,
            st.opt.n_seeds, st.n_studies, st.opt.out);
    cmp_plan_params(&st);
    if (!report_have_gnuplot())
        fprintf(stderr, "%s: warning: gnuplot is not installed, so the report will have no "
                        "figures (apt-get install gnuplot-nox)\n", prog_name("compare"));
    if (st.opt.emit_jobs) {
        rc = cmp_emit_jobs(&st);
        if (rc < 0) fprintf(stderr, "%s: error: %s\n", prog_name("compare"), td_last_error());
        cmp_state_free(&st);
        return rc < 0 ? 1 : 0;
    }
    if (dry) {
        for (int i = 0; i < st.n_runs; i++)
            for (int k = 0; k < st.opt.n_seeds; k++) {
                char *cmd = cmp_train_command(&st, i, st.opt.seed + k);
                if (!cmd) {
                    fprintf(stderr, "%s: error: %s\n", prog_name("compare"), td_last_error());
                    cmp_state_free(&st);
                    return 1;
                }
                printf("%s\n", cmd);
                free(cmd);
            }
        cmp_state_free(&st);
        return 0;
    }
    if (!st.opt.report_only && cmp_sitting_begin(st.opt.out) < 0)
        cmp_note(&st, "the machine's load is not recorded: %s", td_last_error());
    if (cmp_execute(&st) < 0) {
        cmp_sitting_update(1);
        fprintf(stderr, "%s: error: %s\n", prog_name("compare"), td_last_error());
        cmp_state_free(&st);
        return cmp_interrupted() ? 130 : 1;
    }
    if (st.opt.bench && !cmp_interrupted()) cmp_bench(&st);
    else snprintf(st.bench_note, sizeof st.bench_note, "Benchmarks skipped (--no-bench).");
    if (!cmp_interrupted()) report_figures(&st);
    if (st.opt.heatmaps && !cmp_interrupted()) cmp_attn_figures(&st, layer);
    if (st.opt.heatmaps && !cmp_interrupted() && cmp_explorer_build(&st) < 0)
        cmp_note(&st, "no sentence explorer: %s", td_last_error());
    cmp_sitting_update(1);
    if (cmp_interrupted()) {
        // Finished runs keep their .done records; rerunning resumes from there.
        fprintf(stderr, "%s: interrupted before the report was written; rerun the same "
                        "command to continue (finished runs are reused)\n", prog_name("compare"));
        cmp_state_free(&st);
        return 130;
    }
    if (report_write(&st) < 0) {
        fprintf(stderr, "%s: error: %s\n", prog_name("compare"), td_last_error());
        cmp_state_free(&st);
        return 1;
    }
    print_summary(&st);
    int publish_failed = 0;
    if (st.opt.publish && publish(&st) < 0) {
        fprintf(stderr, "%s: error: --publish: %s\n", prog_name("compare"), td_last_error());
        publish_failed = 1;
    }
    printf("report: %s/report.md and %s/report.html\n", st.opt.out, st.opt.out);
    const int pending = cmp_pending_seeds(&st);
    int failed = 0;
    for (int i = 0; i < st.n_runs; i++)
        for (int k = 0; k < st.opt.n_seeds; k++)
            failed |= !st.runs[i].seeds[k].ok && !st.runs[i].seeds[k].pending;
    if (pending)
        fprintf(stderr, "%s: %s: %d of %d run seeds pending (training or test decodes not "
                        "finished); rerun without %s to continue the study\n",
                prog_name("compare"), cmp_partial_option(&st.opt),
                pending, st.n_runs * st.opt.n_seeds,
                cmp_partial_option(&st.opt));
    cmp_state_free(&st);
    return failed || publish_failed ? 1 : pending ? 3 : 0;
}
