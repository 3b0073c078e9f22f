// bin/compare: trains the RNN encoder-decoder and the Transformer (and the chosen ablations)
// under one protocol, decodes and scores the test set, and writes OUT/report.md and a
// self-contained OUT/report.html with tables, summaries, figures and reproducible commands.
#include <dirent.h>
#include <stddef.h>
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
#include "study/tune.h"
#include "util/cli.h"
#include "util/fs.h"
#include "util/options.h"
#include "util/progname.h"

// What the command line sets: the study's options, and the main program's own.
typedef struct CompareArgs {
    StudyOptions opt;
    int layer;      // --attention-layer
    int dry;        // --dry-run
    int boot_seed;  // --bootstrap-seed, copied into opt.boot_seed
} CompareArgs;

// The help of --seeds and --time-marks states these limits in words.
_Static_assert(STUDY_MAX_SEEDS == 10 && STUDY_MAX_MARKS - 1 == 5,
               "the help of --seeds and --time-marks states these limits");

// A training-time budget, passed on to bin/train --max-time: the same duration syntax (90s, 20m,
// 1h30m) and positive.
static int set_budget(void *opts, const CliOption *p, const char *v) {
    double sec;
    TD_TRY(option_parse_duration(p->name, v, &sec));
    if (!(sec > 0))
        return td_error(TD_ERR_ARG, "--%s: '%s' leaves no time to train (give e.g. 20m or "
                        "1h30m)", p->name, v);
    *(const char **)((char *)opts + p->offset) = v;
    return TD_OK;
}

static int set_ablations(void *opts, const CliOption *p, const char *v) {
    return study_parse_ablations(v, &((CompareArgs *)opts)->opt.ablations);
}

// --train-job is read before the table (main: it must come first), so here it is misplaced.
static int set_train_job(void *opts, const CliOption *p, const char *v) {
    return td_error(TD_ERR_ARG, "--train-job comes first: %s --train-job DIR -- PROGRAM "
                    "ARGS... (the lines --emit-jobs writes)", prog_name("compare"));
}

#define F(field) offsetof(CompareArgs, field)
#define O(field) offsetof(CompareArgs, opt.field)
enum {
    O_TRAIN, O_DEV, O_TEST, O_TLINES, O_SRC, O_TGT, O_SPM, O_VOCAB, O_BUDGET, O_ABUDGET, O_STEPS,
    O_FLOPS,    O_THREADS, O_SEEDS, O_SEED, O_CONFIG, O_MATCH, O_ABL, O_MARKS, O_DATA_DROPOUT,
    O_TARGS,    O_RECIPE_RNN, O_RECIPE_TFM, O_TUNE, O_CONVERGED, O_BEAM, O_BOOT,
    O_BOOT_SEED, O_LAYER, O_OUT, O_BIN, O_QUICK, O_NO_BENCH, O_NO_HEAT, O_NO_REUSE, O_PUBLISH,
    O_DRY, O_REPORT_ONLY, O_NO_TRAIN, O_JOBS, O_EMIT, O_LAUNCHER, O_TRAIN_JOB, O_HELP, O_COUNT
};
static const CliOption OPTS[O_COUNT] = {
    [O_TRAIN] = {"train", 0, CLI_STRING, .offset = O(train), .metavar = "PREFIX", .group = "Data",
                 .help = "training pairs PREFIX.SRC / PREFIX.TGT (plain text)"},
    [O_DEV] = {"dev", 0, CLI_STRING, .offset = O(dev), .metavar = "PREFIX",
               .help = "validation pairs (for the trainer's dev BLEU)"},
    [O_TEST] = {"test", 0, CLI_STRING, .offset = O(test), .metavar = "PREFIX",
                .help = "test pairs (scored with BLEU and chrF)"},
    [O_TLINES] = {"test-lines", 0, CLI_INT, .offset = O(test_lines), .lo = 1, .hi = 1 << 30,
                  .metavar = "N", .def = "all", .help = "only the first N test pairs"},
    [O_SRC] = {"src", 0, CLI_STRING, .offset = O(src), .metavar = "LANG", .help = "source suffix"},
    [O_TGT] = {"tgt", 0, CLI_STRING, .offset = O(tgt), .metavar = "LANG", .help = "target suffix"},
    [O_SPM] = {"spm", 0, CLI_STRING, .offset = O(spm), .metavar = "MODEL",
               .def = "train one with spm_train into DIR/data/spm.model",
               .help = "SentencePiece model for every run"},
    [O_VOCAB] = {"vocab-size", 0, CLI_INT, .offset = O(vocab_size), .lo = 8, .hi = 1 << 20,
                 .metavar = "N", .help = "pieces when training it"},
    [O_BUDGET] = {"budget", 0, CLI_CUSTOM, .set = set_budget, .offset = O(budget),
                  .metavar = "TIME", .def = "20m", .group = "Protocol",
                  .help = "training-time budget per run, e.g. 20m, 90s, 1h30m: bin/train "
                          "--max-time, which counts training steps only (validations, "
                          "checkpoints and start-up are not counted, so a run takes longer on "
                          "the clock)"},
    [O_ABUDGET] = {"ablation-budget", 0, CLI_CUSTOM, .set = set_budget,
                   .offset = O(ablation_budget), .metavar = "T", .def = "--budget/--steps",
                   .help = "a separate training-time budget for every run of the ablation "
                           "studies (their baselines are retrained with it)"},
    [O_STEPS] = {"steps", 0, CLI_INT, .offset = O(steps), .lo = 1, .hi = 1 << 30, .metavar = "N",
                 .def = "none: --budget", .help = "an update budget per run instead of --budget"},
    [O_FLOPS] = {"flops", 0, CLI_SI, .offset = O(flops), .lo = 1, .hi = 1e24, .metavar = "X",
                 .def = "none: --budget",
                 .help = "a training-FLOP budget per run instead of --budget, e.g. 3e15, 300T, "
                         "3P: bin/train --max-flops, so both architectures do the same "
                         "arithmetic (they differ per target token: bin/bench flops prints it); "
                         "the report gives the wall-clock each run took on this machine"},
    [O_THREADS] = {"threads", 0, CLI_INT, .offset = O(threads), .lo = 1, .hi = 256,
                   .metavar = "N", .help = "threads for every run"},
    [O_SEEDS] = {"seeds", 0, CLI_INT, .offset = O(n_seeds), .lo = 1, .hi = STUDY_MAX_SEEDS,
                 .metavar = "K", .help = "train each run with seeds S..S+K-1 (at most 10)"},
    [O_SEED] = {"seed", 0, CLI_INT, .offset = O(seed), .lo = 0, .hi = 1 << 30, .metavar = "S",
                .help = "first seed"},
    [O_CONFIG] = {"config", 0, CLI_STRING, .offset = O(config), .metavar = "NAME",
                  .help = "preset of both architectures"},
    [O_MATCH] = {"match-params", 0, CLI_FLAG, .offset = O(match_params),
                 .help = "size the RNN (emb = enc-hidden = h, dec-hidden = 2h) to the "
                         "Transformer's parameter count instead of its own preset"},
    [O_ABL] = {"ablations", 0, CLI_CUSTOM, .set = set_ablations, .metavar = "LIST",
               .def = "none: just RNN vs Transformer",
               .help = "comma-separated: attention,norm,pos,heads,window,data-size,time,all"},
    [O_DATA_DROPOUT] = {"data-dropout", 0, CLI_STRING, .offset = O(data_dropout),
                        .metavar = "LIST", .def = "the recipe's, else the preset's",
                        .help = "the data-size study trains each share and architecture's first "
                                "seed with each dropout of LIST (e.g. 0.1,0.3; at most 4), keeps "
                                "the one with the lowest dev NLL and trains the other seeds with "
                                "it only (--emit-jobs lists every dropout's seeds: the choice "
                                "needs the first seeds' results); the whole training set keeps a "
                                "recipe's dropout (the recipe's choice for it: the main runs); "
                                "implies --ablations data-size"},
    [O_MARKS] = {"time-marks", 0, CLI_STRING, .offset = O(time_marks), .metavar = "LIST",
                 .def = "twice and four times the main budget",
                 .help = "the time study's budgets after --budget (or, with --steps, update "
                         "counts; with --flops, training FLOPs), rising, at most 5, e.g. "
                         "1h,2h; implies --ablations time. Each "
                         "architecture trains once: the run of each mark continues the training "
                         "of the mark before (a copy of its directory, bin/train --resume), so "
                         "every mark costs only its increment, and the test set is decoded at "
                         "every mark"},
    [O_TARGS] = {"train-args", 0, CLI_STRING, .offset = O(train_args), .metavar = "WORDS",
                 .help = "extra options for every bin/train command (e.g. \"--valid-every 200\")"},
    [O_RECIPE_RNN] = {"recipe-rnn", 0, CLI_STRING, .offset = O(recipe_path[0]),
                      .metavar = "FILE", .def = "the preset's defaults",
                      .help = "the RNN's recipe: a key = value file (study/recipes/*.recipe, "
                              "docs/studies/tuning.md) of learning rate, schedule, warm-up, "
                              "dropout, label smoothing, optimizer, weight decay, clipping, "
                              "batch tokens, checkpoint averaging and the beam's length "
                              "penalty; its options go to "
                              "every RNN bin/train and beam bin/decode command, so a run is "
                              "reused only under the same recipe"},
    [O_RECIPE_TFM] = {"recipe-transformer", 0, CLI_STRING, .offset = O(recipe_path[1]),
                      .metavar = "FILE", .def = "the preset's defaults",
                      .help = "the Transformer's recipe (the same keys, and norm = post|pre)"},
    [O_TUNE] = {"tune", 0, CLI_STRING, .offset = O(tune), .metavar = "GRID",
                .help = "tune both recipes on the dev set and stop: the grid file's candidates "
                        "(study/recipes/tune-default.grid) start from --recipe-rnn and "
                        "--recipe-transformer, train for --steps updates at most, are pruned by "
                        "successive halving on dev NLL, and the winners' beam length penalty is "
                        "chosen by dev BLEU; writes DIR/tune.md, DIR/tune.tsv and "
                        "DIR/tune/{rnn,transformer}.recipe for a later study's --recipe-rnn and "
                        "--recipe-transformer"},
    [O_CONVERGED] = {"until-converged", 0, CLI_INT, .offset = O(until_converged), .lo = 1,
                     .hi = 1 << 20, .metavar = "P", .def = "off",
                     .help = "train every run until its dev NLL has not improved for P "
                             "validations in a row (bin/train --valid-metric loss "
                             "--early-stopping P: best.ckpt is the lowest dev NLL), with --steps "
                             "or --budget as the cap and a validation every 1/64 of it (a data-size "
                             "run's share of that: the same epochs; unless "
                             "--train-args sets --valid-every; under --flops, whose updates are "
                             "not known in advance, bin/train's own interval, 5m); the report says which runs converged and "
                             "which reached the cap (checkpoint averaging: a recipe's average = "
                             "K). Not with the time study or --tune"},
    [O_BEAM] = {"beam-size", 0, CLI_INT, .offset = O(beam_size), .lo = 1, .hi = 64,
                .metavar = "K", .help = "beam width of the beam decode"},
    [O_BOOT] = {"bootstrap", 0, CLI_INT, .offset = O(n_boot), .lo = 10, .hi = 1000000,
                .metavar = "N", .help = "paired bootstrap resamples"},
    [O_BOOT_SEED] = {"bootstrap-seed", 0, CLI_INT, .offset = F(boot_seed), .lo = 0,
                     .hi = 1 << 30, .metavar = "N", .help = "seed of the resampling"},
    [O_LAYER] = {"attention-layer", 0, CLI_INT, .offset = F(layer), .lo = -1, .hi = 64,
                 .metavar = "L",
                 .help = "Transformer decoder layer of the heatmaps (-1: the last)"},
    [O_OUT] = {"out", 0, CLI_STRING, .offset = O(out), .metavar = "DIR", .group = "Running",
               .help = "output directory (runs/, data/, figures/, bench/, report.*, and "
                       "sittings.tsv: per invocation that trains or decodes, the CPU and the "
                       "shares of its time the study, other processes and steal took)"},
    [O_BIN] = {"bin", 0, CLI_STRING, .offset = O(bin_dir), .metavar = "DIR",
               .def = "bin/ in a checkout, else the folder of this program",
               .help = "where train, decode and bench are (installed tandem-* names are found "
                       "too)"},
    [O_QUICK] = {"quick", 0, CLI_FLAG, .offset = O(quick),
                 .help = "tiny subsets and models, seconds-long runs (the test suite uses it); "
                         "data defaults to the fixture tests/data/bible300"},
    [O_NO_BENCH] = {"no-bench", 0, CLI_FLAG, .offset = O(bench), .flags = CLI_FLAG_CLEARS,
                    .help = "skip the throughput/memory vs length benchmarks"},
    [O_NO_HEAT] = {"no-heatmaps", 0, CLI_FLAG, .offset = O(heatmaps), .flags = CLI_FLAG_CLEARS,
                   .help = "skip the attention heatmaps and the report's sentence explorer"},
    [O_NO_REUSE] = {"no-reuse", 0, CLI_FLAG, .offset = O(reuse), .flags = CLI_FLAG_CLEARS,
                    .help = "retrain, decode and benchmark again even what already finished in "
                            "DIR (by default a rerun reuses every training, decode and benchmark "
                            "whose record beside its output names the same command and inputs)"},
    [O_PUBLISH] = {"publish", 0, CLI_STRING, .offset = O(publish), .metavar = "DIR",
                   .help = "copy report.md, report.html, the files of figures/ that the "
                           "report names, every run's training log and configuration "
                           "(logs/ID/seedN.train.log.tsv, .config.txt), curves.tsv and "
                           "sittings.tsv to DIR (e.g. docs/studies/X); with --tune, the "
                           "tuning's results so far and every candidate's training log and "
                           "configuration (logs/ARCH/cNN.*)"},
    [O_DRY] = {"dry-run", 0, CLI_FLAG, .offset = F(dry),
               .help = "prepare the data, print every training command, and stop"},
    [O_REPORT_ONLY] = {"report-only", 0, CLI_FLAG, .offset = O(report_only),
                       .help = "write the report from what DIR holds now, training, decoding "
                               "and benchmarking nothing: runs whose training and test decodes "
                               "finished are reported, the others are listed as pending (a "
                               "partial report, e.g. at the end of a sitting while the study "
                               "continues later; safe beside a running study)"},
    [O_NO_TRAIN] = {"no-train", 0, CLI_FLAG, .offset = O(no_train),
                    .help = "train nothing: decode and score the runs whose training finished "
                            "(e.g. by --emit-jobs lines, or in another sitting) and write the "
                            "report; the others are listed as pending"},
    [O_JOBS] = {"jobs", 0, CLI_INT, .offset = O(jobs), .lo = 1, .hi = 64, .metavar = "K",
                .group = "Many trainings at once",
                .help = "run up to K trainings at once, each followed by its two decodes; each "
                        "gets floor(T/K) of the --threads T (at least 1), and that count is the "
                        "--threads of its bin/train and bin/decode commands, so --jobs 2 "
                        "--threads 4 runs (and reuses) the same commands as --jobs 1 --threads "
                        "2; the benchmarks still run alone with T threads; under --tune, K of a "
                        "rung's candidates at once"},
    [O_EMIT] = {"emit-jobs", 0, CLI_STRING, .offset = O(emit_jobs), .metavar = "FILE",
                .help = "prepare the data (subsets, SentencePiece model), write every training "
                        "of the study to FILE as one shell line, and stop. Each line is 'cd CWD "
                        "&& COMPARE --train-job RUNDIR -- TRAIN_COMMAND' with CWD this working "
                        "directory and COMPARE this program, both absolute, so a line runs from "
                        "any directory or host that mounts them at the same paths (a SLURM "
                        "array: sed -n ${SLURM_ARRAY_TASK_ID}p FILE | sh); it trains and writes "
                        "the record by which the next bin/compare with the same options reuses "
                        "the run (run that after the lines have finished: it trains what is "
                        "missing itself, then decodes and writes the report); a line whose "
                        "training already finished does nothing, one whose training was "
                        "interrupted (preempted) continues it; a later mark of the time study "
                        "trains there from the start (the same updates as continuing the mark "
                        "before, at the cost of training them again)"},
    [O_LAUNCHER] = {"launcher", 0, CLI_STRING, .offset = O(launcher), .metavar = "WORDS",
                    .help = "put WORDS (split at spaces) in front of every bin/train command, "
                            "e.g. 'mpirun -np 4 --hostfile H' for data-parallel trainings; part "
                            "of the command, so a run trained under another launcher is not "
                            "reused"},
    [O_TRAIN_JOB] = {"train-job", 0, CLI_CUSTOM, .set = set_train_job,
                     .metavar = "DIR -- PROGRAM ARGS...",
                     .help = "(the first option; the lines of --emit-jobs) run one training "
                             "command whose --out is DIR as the study would, log to "
                             "DIR.train.log, record DIR.train.done; exit 0 at once if that "
                             "record names the command; continue an interrupted training of the "
                             "command (bin/train --resume)"},
    [O_HELP] = {"help", 0, CLI_ACTION, .help = "show this help"},
};

static const CliSpec COMPARE_CLI = {
    .program = "compare",
    .usage = "--train PREFIX --dev PREFIX --test PREFIX --out DIR [options]",
    .description =
        "Trains both architectures (and ablations) with the same data, tokenizer, seeds, budget\n"
        "and threads, decodes the test set (greedy and beam), and writes DIR/report.md and\n"
        "DIR/report.html. Scores without a search named are of the beam decode (--beam-size).\n",
    .epilogue =
        "Carrying a study:\n"
        "  A finished run whose checkpoints (*.ckpt, *.state) are gone, say because DIR was\n"
        "  carried to another machine without them, is reported from its recorded test decodes,\n"
        "  which were made by the bin/decode of its own sitting and cannot be made again; its\n"
        "  figures need no checkpoint, its attention heatmaps do. To carry DIR, tar it with\n"
        "  tar --exclude='*.ckpt' --exclude='*.state' --exclude='*.prev' -czf S.tgz DIR and\n"
        "  untar it at the same path. A training interrupted in DIR needs its last.ckpt and\n"
        "  last.state to continue; without them it starts again.\n"
        "\n"
        "Exit status: 0 when every run finished and the report is written, 1 when the report is\n"
        "written but a run failed (see its Notes) or nothing could be written, 2 for a usage\n"
        "error, 3 when --report-only or --no-train wrote a report with runs still pending.\n",
    .opts = OPTS,
    .n_opts = O_COUNT,
};

static void compare_defaults(CompareArgs *a) {
    memset(a, 0, sizeof *a);
    study_options_defaults(&a->opt);
    a->layer = -1;
    a->boot_seed = (int)a->opt.boot_seed;
}

// Where the sibling programs are: --bin DIR, else bin/ when run from a checkout, else this
// program's own folder (an installed tandem-compare next to tandem-train). Names get the
// "tandem-" prefix when DIR holds the installed names rather than the checkout's.
static void resolve_programs(StudyOptions *o, int bin_given) {
    static char self_dir[4096], probe[4200];
    if (!bin_given && !study_executable("bin/train")) {
        ssize_t n = readlink("/proc/self/exe", self_dir, sizeof self_dir - 1);
        if (n > 0) {
            self_dir[n] = 0;
            char *slash = strrchr(self_dir, '/');
            if (slash && slash != self_dir) *slash = 0, o->bin_dir = self_dir;
        }
    }
    snprintf(probe, sizeof probe, "%s/train", o->bin_dir);
    if (study_executable(probe)) return;
    snprintf(probe, sizeof probe, "%s/tandem-train", o->bin_dir);
    if (study_executable(probe)) o->bin_prefix = "tandem-";
}

// Parses argv into *a (its defaults set). Returns CLI_RUN, CLI_DONE when --help was printed, or 2
// after a usage error.
static int parse_args(int argc, char **argv, CompareArgs *a) {
    unsigned char given[O_COUNT] = {0};
    int action;
    static CompareArgs d;  // large: keep it off the stack
    compare_defaults(&d);
    int rc = cli_parse_or_help(&COMPARE_CLI, a, &d, argc, argv, given, &action, NULL);
    if (rc != CLI_RUN) return rc;
    StudyOptions *o = &a->opt;
    int *dry = &a->dry;
    o->boot_seed = (uint64_t)a->boot_seed;
    int budget_given = given[O_BUDGET], steps_given = given[O_STEPS], bin_given = given[O_BIN];
    int flops_given = given[O_FLOPS];
    if (budget_given + steps_given + flops_given > 1)
        return cli_usage_error("compare", "give one of --budget, --steps and --flops");
    if ((o->out && !o->out[0]) || (o->publish && !o->publish[0]))
        return cli_usage_error("compare", "%s '' names no directory",
                               o->out && !o->out[0] ? "--out" : "--publish");
    if (o->report_only && (*dry || !o->reuse || o->emit_jobs))
        return cli_usage_error("compare", "--report-only does not combine with %s (it reports "
                               "what finished and runs nothing)",
                               *dry ? "--dry-run" : !o->reuse ? "--no-reuse" : "--emit-jobs");
    if (o->no_train && (*dry || !o->reuse || o->emit_jobs || o->report_only))
        return cli_usage_error("compare", "--no-train does not combine with %s (it decodes and "
                               "reports the trainings that finished)",
                               *dry ? "--dry-run" : !o->reuse ? "--no-reuse"
                               : o->emit_jobs ? "--emit-jobs" : "--report-only");
    if (o->emit_jobs && (*dry || !o->reuse))
        return cli_usage_error("compare", "--emit-jobs does not combine with %s (the emitted "
                               "trainings are collected by reuse)",
                               *dry ? "--dry-run" : "--no-reuse");
    if (steps_given || flops_given || (o->quick && !budget_given)) o->budget = NULL;
    if (o->quick && !steps_given && !budget_given && !flops_given) o->steps = 10;
    if (flops_given) o->steps = 0;
    if (o->time_marks) o->ablations |= STUDY_ABL_TIME;  // study_plan checks the marks
    if (o->data_dropout) o->ablations |= STUDY_ABL_DATA;  // and the dropout values
    if (o->quick && o->match_params)
        return cli_usage_error("compare", "--match-params does not combine with --quick (whose "
                               "models are shrunk to seconds-long runs)");
    if (o->quick) {
        // The fixture shipped for the test suite (disjoint slices become train/dev/test).
        static const char *const fixture = "tests/data/bible300";
        if (!o->train) o->train = fixture;
        if (!o->dev) o->dev = o->train;
        if (!o->test) o->test = o->train;
    }
    if (o->tune && (*dry || o->emit_jobs || o->report_only || o->no_train || o->ablations))
        return cli_usage_error("compare", "--tune does not combine with %s (it tunes the recipes "
                               "and stops)", *dry ? "--dry-run" : o->emit_jobs ? "--emit-jobs"
                               : o->report_only ? "--report-only" : o->no_train ? "--no-train"
                               : "--ablations or --time-marks");
    // A tuning trains every candidate once, with --seed, at the preset's sizes.
    if (o->tune && (o->n_seeds > 1 || o->match_params))
        return cli_usage_error("compare", "--tune does not combine with %s (each candidate "
                               "trains once, with the seed of --seed, at the preset's sizes)",
                               o->n_seeds > 1 ? "--seeds above 1" : "--match-params");
    if (o->until_converged && (o->tune || (o->ablations & STUDY_ABL_TIME)))
        return cli_usage_error("compare", "--until-converged does not combine with %s", o->tune
                               ? "--tune (which trains every candidate for the same updates)"
                               : "the time study (whose marks continue trainings to larger "
                                 "budgets)");
    if (o->tune && (budget_given || flops_given))
        return cli_usage_error("compare", "--tune trains for updates: give --steps N (the "
                               "candidates' last rung), not %s", flops_given ? "--flops"
                               : "--budget");
    resolve_programs(o, bin_given);
    if (!o->train || !o->dev || !o->test || !o->out)
        return cli_usage_error("compare", "--train, --dev, --test and --out are required");
    return 0;
}

// The command line as a shell command, for the report; and the command that runs the whole
// study, the same without the flags that only report (--report-only) or train nothing
// (--no-train).
static void record_command(StudyOptions *o, int argc, char **argv) {
    for (int whole = 0; whole < 2; whole++) {
        StudyArgv a = {0};
        for (int i = 0; i < argc; i++)
            if (!whole || (strcmp(argv[i], "--report-only") && strcmp(argv[i], "--no-train")))
                study_argv_add(&a, "%s", argv[i]);
        char *s = study_argv_shell(&a);
        if (whole) snprintf(o->study_command, sizeof o->study_command, "%s", s);
        else snprintf(o->command, sizeof o->command, "%s", s);
        free(s);
        study_argv_free(&a);
    }
}

// One line per run on stdout: the headline numbers (the beam decode's, as in the report).
static void print_summary(const StudyResults *res) {
    const StudyPlan *pl = res->plan;
    char bh[64], ch[64];
    snprintf(bh, sizeof bh, "BLEU beam %d [95%% CI]", pl->opt.beam_size);
    snprintf(ch, sizeof ch, "chrF beam %d [95%% CI]", pl->opt.beam_size);
    printf("%-34s %10s %24s %24s %12s %9s\n", "run", "params", bh, ch, "greedy BLEU",
           "train s");
    for (int i = 0; i < pl->n_runs; i++) {
        const StudyRunResult *r = &res->runs[i];
        char b[64], c[64];
        snprintf(b, sizeof b, "%s", study_run_pending(res, i) ? "pending" : "failed");
        snprintf(c, sizeof c, "%s", b);
        if (r->n_ok) {
            snprintf(b, sizeof b, "%.2f [%.2f, %.2f]", r->bleu.point, r->bleu.lo, r->bleu.hi);
            snprintf(c, sizeof c, "%.2f [%.2f, %.2f]", r->chrf.point, r->chrf.lo, r->chrf.hi);
        }
        printf("%-34s %10lld %24s %24s %12.2f %9.1f\n", pl->runs[i].id, r->params, b, c,
               r->mean[STUDY_M_BLEU_GREEDY], r->mean[STUDY_M_TRAIN_S]);
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
// PNG, its data as TSV and its gnuplot script, and explorer.json), every run seed's training log
// and configuration (logs/ID/seedN.train.log.tsv, .config.txt), curves.tsv and sittings.tsv to
// opt.publish. A figure file the report does not name (one left in a shared --out by another
// study) is not copied.
static int publish(const StudyResults *res) {
    const StudyPlan *pl = res->plan;
    char from[1200], to[1200];
    snprintf(from, sizeof from, "%s/report.md", pl->opt.out);
    char *md = NULL;
    TD_TRY(file_read_all(from, (void **)&md, NULL));
    snprintf(to, sizeof to, "%s/figures", pl->opt.publish);
    int rc = mkdir_p(to);
    const char *files[] = {"report.md", "report.html"};
    for (int i = 0; rc == TD_OK && i < 2; i++) {
        snprintf(from, sizeof from, "%s/%s", pl->opt.out, files[i]);
        snprintf(to, sizeof to, "%s/%s", pl->opt.publish, files[i]);
        rc = file_copy_atomic(from, to);
    }
    snprintf(from, sizeof from, "%s/figures", pl->opt.out);
    DIR *d = rc == TD_OK ? opendir(from) : NULL;
    if (rc == TD_OK && !d) rc = td_error(TD_ERR_IO, "cannot read %s", from);
    struct dirent *e;
    while (rc == TD_OK && (e = readdir(d))) {
        const char *dot = strrchr(e->d_name, '.');
        if (!dot || (strcmp(dot, ".png") && strcmp(dot, ".tsv") && strcmp(dot, ".gp") &&
                     strcmp(dot, ".json")))
            continue;
        if (!report_names_figure(md, e->d_name)) continue;
        snprintf(from, sizeof from, "%s/figures/%s", pl->opt.out, e->d_name);
        snprintf(to, sizeof to, "%s/figures/%s", pl->opt.publish, e->d_name);
        rc = file_copy_atomic(from, to);
    }
    if (d) closedir(d);
    free(md);
    // The audit trail: every run seed's training log and resolved configuration, the learning
    // curves and the machine's sittings, where they exist.
    for (int i = 0; rc == TD_OK && i < pl->n_runs; i++)
        for (int k = 0; rc == TD_OK && k < pl->opt.n_seeds; k++) {
            static const char *const logs[2] = {"train.log.tsv", "config.txt"};
            char dir[1100];
            rc = study_seed_dir(pl, i, res->runs[i].seeds[k].seed, dir, sizeof dir);
            for (int j = 0; rc == TD_OK && j < 2; j++) {
                snprintf(from, sizeof from, "%s/%s", dir, logs[j]);
                if (!file_exists(from)) continue;
                snprintf(to, sizeof to, "%s/logs/%s", pl->opt.publish, pl->runs[i].id);
                rc = mkdir_p(to);
                snprintf(to, sizeof to, "%s/logs/%s/seed%d.%s", pl->opt.publish, pl->runs[i].id,
                         res->runs[i].seeds[k].seed, logs[j]);
                if (rc == TD_OK) rc = file_copy_atomic(from, to);
            }
        }
    static const char *const tables[2] = {"curves.tsv", "sittings.tsv"};
    for (int j = 0; rc == TD_OK && j < 2; j++) {
        snprintf(from, sizeof from, "%s/%s", pl->opt.out, tables[j]);
        snprintf(to, sizeof to, "%s/%s", pl->opt.publish, tables[j]);
        if (file_exists(from)) rc = file_copy_atomic(from, to);
    }
    if (rc == TD_OK) printf("published: %s/report.md\n", pl->opt.publish);
    return rc;
}

// Everything after planning, on the finished plan pl (read-only from here on): the emitted jobs
// or the dry run's commands, else the trainings and decodes, the benchmarks, figures and explorer,
// the report and the publication. `started_at`: when the invocation began (seconds since the
// epoch). Returns the exit status.
static int run_study(const StudyPlan *pl, int layer, int dry, double started_at) {
    if (pl->opt.emit_jobs) {
        int rc = study_emit_jobs(pl);
        if (rc < 0) fprintf(stderr, "%s: error: %s\n", prog_name("compare"), td_last_error());
        return rc < 0 ? 1 : 0;
    }
    if (dry) {
        for (int i = 0; i < pl->n_runs; i++)
            for (int k = 0; k < pl->opt.n_seeds; k++) {
                char *cmd = study_train_command(pl, i, pl->opt.seed + k);
                if (!cmd) {
                    fprintf(stderr, "%s: error: %s\n", prog_name("compare"), td_last_error());
                    return 1;
                }
                printf("%s\n", cmd);
                free(cmd);
            }
        return 0;
    }
    static StudyResults res;  // large: keep it off the stack
    study_results_init(&res, pl);
    res.started_at = started_at;
    if (!pl->opt.report_only && study_sitting_begin(pl->opt.out) < 0)
        study_note(pl, "the machine's load is not recorded: %s", td_last_error());
    if (study_execute(&res) < 0) {
        study_sitting_update(1);
        fprintf(stderr, "%s: error: %s\n", prog_name("compare"), td_last_error());
        study_results_free(&res);
        return study_interrupted() ? 130 : 1;
    }
    if (pl->opt.bench && !study_interrupted()) study_bench(pl, &res.bench);
    else snprintf(res.bench.note, sizeof res.bench.note, "Benchmarks skipped (--no-bench).");
    if (!study_interrupted()) report_figures(&res);
    if (pl->opt.heatmaps && !study_interrupted()) study_attn_figures(&res, layer);
    if (pl->opt.heatmaps && !study_interrupted() && study_explorer_build(&res) < 0)
        study_note(pl, "no sentence explorer: %s", td_last_error());
    study_sitting_update(1);
    if (study_interrupted()) {
        // Finished runs keep their .done records; rerunning resumes from there.
        fprintf(stderr, "%s: interrupted before the report was written; rerun the same "
                        "command to continue (finished runs are reused)\n", prog_name("compare"));
        study_results_free(&res);
        return 130;
    }
    if (report_write(&res) < 0) {
        fprintf(stderr, "%s: error: %s\n", prog_name("compare"), td_last_error());
        study_results_free(&res);
        return 1;
    }
    print_summary(&res);
    int publish_failed = 0;
    if (pl->opt.publish && publish(&res) < 0) {
        fprintf(stderr, "%s: error: --publish: %s\n", prog_name("compare"), td_last_error());
        publish_failed = 1;
    }
    printf("report: %s/report.md and %s/report.html\n", pl->opt.out, pl->opt.out);
    const int pending = study_pending_seeds(&res);
    int failed = 0;
    for (int i = 0; i < pl->n_runs; i++)
        for (int k = 0; k < pl->opt.n_seeds; k++)
            failed |= !res.runs[i].seeds[k].ok && !res.runs[i].seeds[k].pending &&
                      !res.runs[i].seeds[k].not_chosen;
    if (pending)
        fprintf(stderr, "%s: %s: %d of %d run seeds pending (training or test decodes not "
                        "finished); rerun without %s to continue the study\n",
                prog_name("compare"), study_partial_option(&pl->opt),
                pending, study_seeds_used(&res),
                study_partial_option(&pl->opt));
    study_results_free(&res);
    return failed || publish_failed ? 1 : pending ? 3 : 0;
}

int main(int argc, char **argv) {
    prog_name_set(argv[0]);
    static StudyPlan plan;  // large: keep it off the stack
    static StudyNotes notes;
    plan.notes = &notes;
    static CompareArgs args;
    if (argc > 1 && !strcmp(argv[1], "--train-job")) return study_train_job_main(argc, argv);
    compare_defaults(&args);
    int rc = parse_args(argc, argv, &args);
    if (rc != CLI_RUN) return rc == CLI_DONE ? 0 : rc;
    plan.opt = args.opt;
    const int layer = args.layer, dry = args.dry;
    record_command(&plan.opt, argc, argv);
    for (int a = 0; a < 2; a++) {
        if (!plan.opt.recipe_path[a]) study_recipe_init(&plan.recipe[a], a);
        else if (study_recipe_load(&plan.recipe[a], plan.opt.recipe_path[a], a) < 0)
            return cli_usage_error("compare", "--recipe-%s: %s", arch_name((ModelArch)a),
                                   td_last_error());
    }
    static StudyGrid grid;
    if (plan.opt.tune && (study_grid_load(&grid, plan.opt.tune) < 0 ||
                          study_grid_check(&grid, plan.recipe, plan.opt.train_args,
                                           plan.opt.tune) < 0))
        return cli_usage_error("compare", "--tune: %s", td_last_error());
    if (plan.opt.tune && study_tune_schedule_check(&plan.opt, &grid) < 0)
        return cli_usage_error("compare", "--tune: %s: %s", plan.opt.tune, td_last_error());
    setenv("OMP_WAIT_POLICY", "passive", 0);  // shared machines: idle threads must not spin
    study_forward_signals();  // Ctrl-C / SIGTERM reach the trainer, which checkpoints and stops
    const double started_at = study_now();
    if (study_plan(&plan) < 0)  // an unknown --config: a usage error
        return cli_usage_error("compare", "%s", td_last_error());
    if (plan.opt.report_only || plan.opt.no_train) {
        char need[4200];
        snprintf(need, sizeof need, "%s/%s", plan.opt.out,
                 plan.opt.spm ? "runs" : "data/spm.model");
        if (access(need, F_OK) != 0) {
            fprintf(stderr, "%s: error: %s: %s holds no study yet (no %s); run the study first\n",
                    prog_name("compare"), study_partial_option(&plan.opt),
                    plan.opt.out, need);
            return 1;
        }
    }
    if (study_prepare_data(&plan) < 0 ||
        (plan.opt.match_params && study_match_params(&plan) < 0)) {
        fprintf(stderr, "%s: error: %s\n", prog_name("compare"), td_last_error());
        study_plan_free(&plan);
        return 1;
    }
    if (plan.opt.tune) {
        rc = study_tune_main(&plan, &grid);
        study_plan_free(&plan);
        return rc;
    }
    fprintf(stderr, "%s: %d runs x %d seed(s) in %d studies; output in %s\n", prog_name("compare"),
            plan.n_runs,
            plan.opt.n_seeds, plan.n_studies, plan.opt.out);
    study_plan_params(&plan);
    if (!report_have_gnuplot())
        fprintf(stderr, "%s: warning: gnuplot is not installed, so the report will have no "
                        "figures (apt-get install gnuplot-nox)\n", prog_name("compare"));
    rc = run_study(&plan, layer, dry, started_at);
    study_plan_free(&plan);
    return rc;
}
