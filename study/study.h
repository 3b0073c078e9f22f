// A comparison study as bin/compare runs it: the options, the runs (one architecture plus model
// options plus a training-data fraction, trained once per seed), the studies that group runs into
// tables, and everything measured.
//
// The state is in two parts. A StudyPlan is everything decided before anything trains: the
// options and recipes, the data and the test set, the runs' definitions and the studies' rows.
// Planning (plan.c) and data preparation (data_prep.c) make it; after that it is passed as
// `const StudyPlan *` and never written. StudyResults holds what is measured: each run's seeds
// (each written by the one worker that took it, run.c), the run's summary and each study's
// p-values and chosen alternatives (computed once the workers have joined), the benchmarks
// (bench.c), the figures (report_plot.c, attention_figures.c) and the explorer's data; the
// report (report_write.c) reads both. The reuse records of every step are in records.c.
//
// The protocol: every run gets the same training/dev/test data (or a seeded subset of the same
// training data for the data-size study), the same SentencePiece model, the same seeds, the same
// budget (--budget: bin/train --max-time, training time without validations and checkpoints;
// or --steps updates) and the same number of threads.
#ifndef TANDEM_STUDY_STUDY_H
#define TANDEM_STUDY_STUDY_H

#include <stddef.h>
#include <stdint.h>

#include "score/health.h"
#include "score/placeholders.h"
#include "study/proc.h"
#include "study/recipe.h"
#include "study/stats.h"
#include "tensor/status.h"

// The longest --out (bytes): a run's directory OUT/runs/ID/seedN (ID under 64 bytes) and the
// files named below it and beside it then fit the study's path buffers (StudySeedResult.dir, 1024
// bytes; the others 1100 and more), which path_fmt (util/fs.h) checks all the same.
#define STUDY_OUT_MAX 800

// Runs of the largest plan the options allow (every ablation, STUDY_MAX_ALTS dropouts,
// STUDY_MAX_MARKS time marks, an ablation budget: 47; test_compare's test_largest_plan), with room
// to spare.
#define STUDY_MAX_RUNS 64
#define STUDY_MAX_STUDIES 10
#define STUDY_MAX_SEEDS 10
#define STUDY_MAX_OPTS 8
#define STUDY_MAX_ROWS 12
#define STUDY_N_BUCKETS 5      // source-length buckets (words): 1-10, 11-20, 21-30, 31-40, 41+
#define STUDY_MAX_BENCH_LENS 8

// Ablations (--ablations, comma-separated names); each study's values are in STUDY_SPECS.
enum {
    STUDY_ABL_ATTENTION = 1 << 0,  // RNN attention scoring function
    STUDY_ABL_NORM = 1 << 1,     // RNN attention normaliser
    STUDY_ABL_POS = 1 << 2,      // Transformer positional encoding
    STUDY_ABL_HEADS = 1 << 3,    // Transformer attention heads
    STUDY_ABL_WINDOW = 1 << 4,   // Transformer attention window
    STUDY_ABL_DATA = 1 << 5,     // both architectures on shares of the training pairs
    STUDY_ABL_TIME = 1 << 6,     // both architectures at growing budgets, each continuing the
                                 // training of the one before (the crossover in time)
};

#define STUDY_MAX_ALTS 4          // dropout values of the data-size study (--data-dropout)
#define STUDY_MAX_MARKS 6        // budgets of the time study (--time-marks)

#define STUDY_BOTH_ARCHS (-1)
#define STUDY_MAX_VALUES 8

// One study of the --ablations list, declared as data. With an option, it trains `arch` with
// that model option at each of `values` (bin/train's spelling); the row whose configuration
// equals the preset's (--config) is the baseline, the plain architecture's run shared with the
// main study, and a preset value missing from `values` is added as the baseline row. Without an
// option (the data-size study) it trains both architectures on each percentage in `values` of
// the training pairs.
typedef struct StudySpec {
    const char *name;                // --ablations name and study id ("heads")
    unsigned bit;                    // STUDY_ABL_*
    const char *title, *question;    // the report's heading and what the study asks
    int arch;                        // ModelArch, or STUDY_BOTH_ARCHS
    const char *option;              // bin/train model option without "--", or NULL
    const char *values[STUDY_MAX_VALUES];  // NULL-terminated
} StudySpec;

// Every ablation study, in the report's order.
extern const StudySpec STUDY_SPECS[];
extern const int STUDY_N_SPECS;

typedef struct StudyOptions {
    const char *train, *dev, *test;  // corpus prefixes (PREFIX.src, PREFIX.tgt)
    const char *src, *tgt;           // language suffixes
    const char *spm;                 // SentencePiece model; NULL: train one with spm_train
    const char *out;                 // output directory
    const char *bin_dir;             // where train, decode and bench live ("bin")
    const char *bin_prefix;          // their name prefix: "" in a checkout, "tandem-" installed
    const char *budget;              // training-time budget text for bin/train --max-time, or NULL
    int steps;                       // update budget (--max-steps) when budget is NULL
    double flops;                    // training-FLOP budget (--flops: bin/train --max-flops,
                                     // the same arithmetic for both architectures); > 0 then
                                     // budget is NULL and steps 0
    const char *ablation_budget;     // training-time budget of the ablation runs (NULL:
                                     // the same as the main study's)
    int match_params;                // 1: size the RNN to the Transformer's parameter count
    int test_lines;                  // > 0: score only the first N test pairs
    const char *publish;             // copy report.* and figures/ here at the end (or NULL)
    int threads, n_seeds, seed;      // seeds are seed, seed+1, ...
    unsigned ablations;
    int quick;                       // tiny subsets and models, seconds-long runs (tests)
    int beam_size;                   // beam width for the beam decode (greedy is always run too)
    int n_boot;                      // bootstrap resamples (1000)
    uint64_t boot_seed;
    int vocab_size;                  // for spm_train when spm is NULL
    const char *config;              // preset for both architectures ("tiny")
    const char *train_args;          // extra words for every bin/train command
    const char *recipe_path[2];      // --recipe-rnn, --recipe-transformer files ([ModelArch];
                                     // NULL: the preset's defaults, an empty recipe)
    const char *tune;                // --tune GRID: tune both recipes and stop (study/tune.h)
    int until_converged;             // --until-converged P: every training stops once its dev
                                     // NLL has not improved for P validations (0: off)
    int bench;                       // 1: throughput/memory vs length via bin/bench
    int heatmaps;                    // 1: attention heatmaps
    int reuse;                       // 1: reuse finished trainings, decodes and benchmarks
                                     // found in --out (default)
    int jobs;                        // trainings run at once (--jobs; 1: one after another)
    int report_only;                 // --report-only: train and decode nothing; report what
                                     // finished, the rest as pending
    int no_train;                    // --no-train: train nothing; decode and report the runs
                                     // whose training finished, the rest as pending
    const char *emit_jobs;           // write every training's shell line here and stop (NULL)
    const char *launcher;            // words in front of every bin/train command (NULL)
    const char *time_marks;          // the time study's budgets after the main one,
                                     // comma-separated (NULL: twice and four times --budget or
                                     // --steps)
    const char *data_dropout;        // --data-dropout: the dropout values the data-size study
                                     // trains each share's first seed with, comma-separated
                                     // (NULL: the recipe's, else the preset's, only); each row
                                     // takes the lowest dev NLL and trains its other seeds
                                     // with that one; 100% keeps a recipe's dropout
    char command[4096];              // the bin/compare command line itself, for the report
    char study_command[4096];        // the command that runs the whole study: the same without
                                     // --report-only and --no-train
} StudyOptions;

// One seed of one run: paths, commands and measurements (NAN when not measured).
typedef struct StudySeedResult {
    int seed;
    int ok;                          // trained, decoded and scored
    int pending;                     // --report-only / --no-train: its training or decode is
                                     // not finished
    int not_chosen;                  // a seed after the first of an alternative its row did not
                                     // choose on the first seed: not trained (study_row_choice)
    int stopped_early;               // 1: its trainer stopped by --early-stopping (converged
                                     // under --until-converged), 0: by its budget, -1: unknown
    long stop_step;                  // the update it stopped at (from DIR/train.log), or -1
    int kept;                        // its training finished in an earlier invocation and its
                                     // checkpoints are gone: it is reported from the kept
                                     // decodes (see study_decode_kept in records.h)
    char dir[1024];                  // bin/train --out directory (OUT/runs/ID/seedN)
    char error[512];                 // why not ok
    char *train_cmd, *greedy_cmd, *beam_cmd;   // shell-quoted, malloc'd
    const StudyRecipe *recipe;       // the recipe it trained with (StudyRunPlan.recipe), named in
                                     // its training record; NULL: none recorded
    double train_wall_s, train_rss_mib, tgt_tok_per_s, steps;
    double train_flops;              // training FLOPs it did (train.log.tsv's last train_flops;
                                     // NAN when not logged)
    double greedy_s, beam_s, greedy_rss_mib, beam_rss_mib;
    double bleu, chrf, bleu_greedy;  // corpus scores of the beam output (bleu_greedy: greedy)
    // Placeholder preservation (score/placeholders.h) of the beam and greedy outputs over the
    // test set: required = placeholders in both source and reference, kept = of those, in the
    // output too.
    PlaceholderStats ph_beam, ph_greedy;
    // Health of the run on the test set (score/health.h): the text figures of the beam output
    // against the test sources and references, the cross-attention entropy of a greedy decode
    // with bin/decode --alignment soft (DIR.soft.TGT; no rows when it could not be made) and the
    // source information from two bin/decode --score-reference runs, with the true and the
    // shuffled test sources (DIR.ce-true.log, DIR.ce-shuffled.log; NAN when not measured).
    HealthStats health;
    int collapsed;                   // health_collapsed(&health)
    double dev_nll;                  // lowest dev loss (cross-entropy, nats per target
                                     // token) logged in DIR/train.log.tsv; NAN when none
    double dev_nll_fall;             // how much the dev loss fell over the second half of the
                                     // training: the loss of the last validation at or before
                                     // half the last logged update minus the last validation's
                                     // (> 0: still falling); NAN when not known
    double dev_nll_half;             // the first of those two losses
    long long params;                // parameter count its trainer logged (-1 unknown)
    // Where the training and the two decodes come from: 1 when taken from the record of an
    // earlier invocation (.train.done, .greedy.done, .beam.done beside the outputs), with the
    // time they were measured (seconds since the epoch: the record's time, or now).
    int train_reused, greedy_reused, beam_reused;
    double train_at, greedy_at, beam_at;
    int64_t *bleu_seg;               // [n_test, 10] BleuStats of the beam output per sentence
    int64_t *chrf_seg;               // [n_test, 18] ChrfStats
    double bucket_bleu[STUDY_N_BUCKETS];
    int n_curve;
    double *curve;                   // [n_curve, 3]: step, elapsed seconds, dev BLEU
    // --until-converged: the learning curve at the log-spaced marks (study_curve_marks) that its
    // training validated, from DIR/mark-N.ckpt: [n_marks, STUDY_MK_COLS] (enum below); NAN where
    // a value is not known (a mark whose checkpoint and decode are both gone).
    int n_marks;
    double *marks;
} StudySeedResult;

// The columns of StudySeedResult.marks: the update, the training FLOPs and training seconds so far
// and the dev NLL (the validation row of DIR/train.log.tsv at that update), and the corpus BLEU
// and chrF of a greedy decode of the test set from that update's checkpoint.
enum {
    STUDY_MK_STEP,
    STUDY_MK_FLOPS,
    STUDY_MK_TRAIN_S,
    STUDY_MK_DEV_NLL,
    STUDY_MK_BLEU,
    STUDY_MK_CHRF,
    STUDY_MK_COLS
};

// One run of the plan: what it trains, fixed before anything trains.
typedef struct StudyRunPlan {
    char id[64];                     // directory name: "rnn", "transformer-pos-none", "rnn-data10"
    char label[96];                  // table label: "Transformer, pos=none"
    int arch;                        // ModelArch
    char key[STUDY_MAX_OPTS][32], val[STUDY_MAX_OPTS][32];  // model options for bin/train --KEY VAL
    int n_opts;
    int data_pct;                    // percent of the training pairs
    char budget[32];                 // this run's --max-time ("" = the main budget)
    int steps;                       // this run's --max-steps (0 = the main budget)
    double flops;                    // this run's --max-flops (0 = the main budget)
    int continues;                   // the run whose training this one continues to its own,
                                     // larger budget (bin/train --resume on a copy of that
                                     // run's directory), or -1
    long long params;                // parameter count its configuration builds
                                     // (study_plan_params; -1 unknown)
    StudyRecipe recipe;              // the recipe it trains with: its architecture's
                                     // (StudyPlan.recipe) less the fields its own options set
                                     // (key/val come first in its bin/train command, and bin/train
                                     // keeps an option's last value)
} StudyRunPlan;

// What one run measured: its seeds' results and their summary.
typedef struct StudyRunResult {
    StudySeedResult seeds[STUDY_MAX_SEEDS];  // [opt.n_seeds]; each written only by the worker
                                             // that took it
    // The summary, computed once every worker has joined (study_execute):
    long long params;                // parameter count: a finished seed's trainer's, else the
                                     // plan's (StudyRunPlan.params); -1 unknown
    int n_ok;                        // seeds that finished
    int n_collapsed;                 // of those, seeds whose health says they ignore the source
                                     // (StudySeedResult.collapsed): a run with one never enters a
                                     // significance test
    StudyEstimate bleu, chrf;        // over the paired bootstrap (and seeds)
    double *boot_bleu, *boot_chrf;   // [n_boot] resampled scores (NULL if no seed finished)
    double bucket_bleu[STUDY_N_BUCKETS];  // mean over seeds
    double mean[16];                 // seed means of the measurements, indexed by STUDY_M_*
} StudyRunResult;

// Indices of StudyRunResult.mean.
enum {
    STUDY_M_TRAIN_S,
    STUDY_M_TRAIN_RSS,
    STUDY_M_TOK_S,
    STUDY_M_STEPS,
    STUDY_M_GREEDY_SPS,
    STUDY_M_BEAM_SPS,
    STUDY_M_DEC_RSS,
    STUDY_M_BLEU_GREEDY,
    STUDY_M_PH_BEAM,
    STUDY_M_PH_GREEDY,
    STUDY_M_DEV_NLL,                 // the seeds' lowest dev NLL (StudySeedResult.dev_nll)
    STUDY_M_COUNT
};

// One study of the plan: its table's rows. A row's run is fixed by the plan, except in a row
// with alternatives (the data-size study's dropout values), which reports the alternative whose
// first seed has the lowest dev NLL: that choice is a result (StudyOutcome.chosen;
// study_row_run, study_row_choice).
typedef struct Study {
    char name[32];                   // "main", "attention", ...
    char title[128];
    char question[512];              // what the study asks (from the mission's claims)
    int n;                           // rows
    int run[STUDY_MAX_ROWS];         // index into StudyPlan.runs (a row with alternatives: its
                                     // first alternative's)
    int vs[STUDY_MAX_ROWS];          // row compared against (-1: a baseline row)
    char label[STUDY_MAX_ROWS][96];  // the row's label in this study's table (a row with
                                     // alternatives: before the choice, see study_row_label)
    // A row's alternatives: alt[row][0, n_alt[row]) are the candidate runs (alt[row][0] ==
    // run[row]; n_alt 0: none), alt_value their values ("0.3").
    int alt[STUDY_MAX_ROWS][STUDY_MAX_ALTS], n_alt[STUDY_MAX_ROWS];
    char alt_value[STUDY_MAX_ROWS][STUDY_MAX_ALTS][16];
} Study;

// What one study found, per row: the paired p-values against the row it is compared with and,
// for a row with alternatives, the one chosen (study_choose_alternatives).
typedef struct StudyOutcome {
    double p_bleu[STUDY_MAX_ROWS], p_chrf[STUDY_MAX_ROWS];  // NAN for baseline rows and rows not
                                                            // tested
    int chosen[STUDY_MAX_ROWS];      // a row with alternatives: the index into Study.alt[row] of
                                     // the one it reports (0, the first, until chosen)
    char label[STUDY_MAX_ROWS][96];  // that row's label naming the value chosen and the values
                                     // tried ("" until chosen, and for other rows)
} StudyOutcome;

// bin/bench results for one architecture at one sequence length (NAN when missing).
typedef struct StudyBenchPoint {
    int len;
    double train_tok_s, train_rss_mib;
    double dec_tok_s, dec_sent_s, dec_ms_per_sent, dec_rss_mib;
} StudyBenchPoint;

// The throughput and memory benchmarks (study_bench).
typedef struct StudyBench {
    StudyBenchPoint point[2][STUDY_MAX_BENCH_LENS];  // [arch][length]
    int n;                           // lengths measured
    char note[512];                  // why there are none ("" when there are)
    int cmds, reused;                // bin/bench commands behind the table; how many were reused
    int missing;                     // how many have no result: --report-only runs no benchmark
    double from, to;                 // when the reused ones ran (seconds since the epoch)
} StudyBench;

typedef struct StudyFigure {
    char path[512];                  // relative to the output directory (figures/NAME.png)
    char caption[512];
    char study[32];                  // the study it belongs to ("" for global figures)
} StudyFigure;

// The problems met along the way, shown in the report's notes: written by every thread, while the
// trainings run too (study_note, under its lock).
typedef struct StudyNotes {
    char text[16][512];
    int n;
} StudyNotes;

// Everything decided before anything trains. study_plan, study_prepare_data, study_match_params
// and study_plan_params fill it; after them it is only read (`const StudyPlan *`), by the workers
// too. The memory it owns (the test set, the buckets, the bootstrap plan) is freed by
// study_plan_free.
typedef struct StudyPlan {
    StudyOptions opt;
    StudyRecipe recipe[2];           // each architecture's recipe ([ModelArch]), set before
                                     // study_plan
    char train_prefix[1024], dev_prefix[1024], test_prefix[1024];  // what the runs use
    char spm_path[1024];
    char spm_cmd[4096];              // how the SentencePiece model was made ("" if given)
    int spm_new;                     // 1: trained in this invocation (no training is reused)
    char match_note[512];            // what --match-params chose ("" without it)
    int vocab;                       // SentencePiece vocabulary size (-1 unknown)
    char **test_src, **test_ref;     // [n_test] the test set's sentences
    int n_test;
    int *bucket_idx;                 // [n_test] bucket of each test sentence
    int bucket_n[STUDY_N_BUCKETS];   // sentences per bucket
    StudyRunPlan runs[STUDY_MAX_RUNS];
    int n_runs;
    Study studies[STUDY_MAX_STUDIES];
    int n_studies;
    StudyBootPlan boot;              // the resampling every complete run shares
    StudyNotes *notes;               // where study_note records problems for the report (NULL:
                                     // printed only); set before planning. The notes are no part
                                     // of the plan: the one thing every reader of a const plan
                                     // may add to, under study_note's lock
} StudyPlan;

// What a study measured, over its plan: per run and seed, per study, the benchmarks, figures and
// the explorer's data. study_results_init makes it empty; study_execute fills the runs and the
// studies (each seed by the one worker that took it, the summaries after they have joined); the
// rest is filled after it, on one thread. Freed by study_results_free.
typedef struct StudyResults {
    const StudyPlan *plan;
    StudyRunResult runs[STUDY_MAX_RUNS];     // [plan->n_runs]
    StudyOutcome studies[STUDY_MAX_STUDIES]; // [plan->n_studies]
    char test_shuffled[1100];        // the test sources in health_shuffle_index's order, for
                                     // every run's source information ("" when not written)
    StudyBench bench;
    StudyFigure figures[64];
    int n_figures;
    char bleu_sig[256], chrf_sig[256];
    double started_at;               // when the invocation began (seconds since the epoch)
    char *explorer_json;             // the report's sentence explorer data (explorer.h), or NULL
    int explorer_n;                  // sentences in it
} StudyResults;

// Option defaults (no data paths; budget 20m; 2 threads; 1 seed; beam 5; 1000 resamples).
void study_options_defaults(StudyOptions *o);

// Parses a comma-separated --ablations list into *mask. Returns 0 or TD_ERR_ARG naming the bad
// entry and the accepted names.
TD_MUST_USE int study_parse_ablations(const char *list, unsigned *mask);

// One budget of the time study: seconds of training time (with --budget; `text` as bin/train
// --max-time takes it) or updates (with --steps; `text` empty).
typedef struct StudyMark {
    double value;
    char text[32];
} StudyMark;

// The time study's budgets into marks[*n] (*n <= STUDY_MAX_MARKS): the main budget (--budget,
// --steps or --flops: the marks are durations, update counts or FLOP counts) first, then those of o->time_marks, or twice and four times the main one when that is
// NULL ("30m" -> 30m, 1h, 2h). Returns 0, or TD_ERR_ARG for a mark that is not a duration (or,
// with --steps, a number of updates), one that is not above the one before, or too many.
TD_MUST_USE int study_time_marks(const StudyOptions *o, StudyMark *marks, int *n);

// A duration in seconds as bin/train --max-time reads it, in the largest whole units: 3600 ->
// "1h", 5400 -> "1h30m", 90 -> "1m30s", 7.5 -> "7.5s".
void study_duration_text(double seconds, char *buf, size_t cap);

// Builds the runs and studies from pl->opt and pl->recipe (the default study plus the chosen
// ablations; runs shared between studies, e.g. the RNN and Transformer baselines, are trained
// once). Every ablation's baseline row is the preset's own value, labelled "(preset)". Returns 0
// or TD_ERR_ARG for an unknown --config preset, a bad --data-dropout or --time-marks, or a
// recipe that does not fit the plan.
TD_MUST_USE int study_plan(StudyPlan *pl);

// The value preset (--config) gives model option `option` ("heads") of architecture `arch`, as
// config_to_text writes it ("8"), into buf. Returns 0 or TD_ERR_ARG (unknown preset or option).
TD_MUST_USE int study_preset_value(const char *preset, int arch, const char *option, char *buf,
                                   size_t cap);

// Prepares the data: quick subsets, the data-size subsets, the SentencePiece model, the test
// set and its length buckets, and the shared bootstrap plan (into pl, after study_plan).
// Returns 0 or a negative status.
TD_MUST_USE int study_prepare_data(StudyPlan *pl);

// The option that leaves runs pending in this invocation, for its messages: "--report-only" or
// "--no-train" (meaningful when one of them is set).
static inline const char *study_partial_option(const StudyOptions *o) {
    return o->report_only ? "--report-only" : "--no-train";
}

// The number of seeds of run `run` (or of every run) that --report-only or --no-train found
// unfinished (StudySeedResult.pending).
int study_run_pending(const StudyResults *res, int run);
int study_pending_seeds(const StudyResults *res);

// The run seeds of the study less those no row chose (StudySeedResult.not_chosen): the
// denominator of "N of M run seeds".
int study_seeds_used(const StudyResults *res);

// Empty results of plan pl (which is not copied: it must outlive them): every seed unmeasured
// (NAN measurements, seed numbers opt.seed + k), every run's parameter count the plan's, every
// p-value NAN and every row with alternatives at its first. Call after planning.
void study_results_init(StudyResults *res, const StudyPlan *pl);

// Trains, decodes and scores every run and seed of res->plan into res (a failed run is recorded,
// not fatal), up to opt.jobs seeds at once (each one's training, then its two decodes, in a
// worker thread that writes only that seed's StudySeedResult), then, once the workers have
// joined, every run's summary, the choice of each row with alternatives and the p-values of every
// study. res comes from study_results_init. Returns 0 or a negative status for failures that
// make a report impossible (no run finished at all is still a report).
TD_MUST_USE int study_execute(StudyResults *res);

// Fills every run's parameter count from its configuration (StudyRunPlan.params; a finished
// seed's trainer's count replaces it in the results) and prints them side by side on stderr.
void study_plan_params(StudyPlan *pl);

// The shell command that trains run `run` with `seed` (malloc'd), or NULL when its directory
// does not fit (study_seed_dir; td_error set).
char *study_train_command(const StudyPlan *pl, int run, int seed);

// The bin/train command of a bin/compare --tune candidate of arch with recipe rc and --out dir
// (the study's data, seed and threads, no model options of its own): --max-steps `steps` (a
// rung) and --early-stopping 0 (every candidate trains its rung's updates), with the validation interval and a warmup_share taken from `final_steps`, the updates
// of the candidate's last rung (so every rung of it follows one schedule). Returns 0 or
// TD_ERR_ARG.
TD_MUST_USE int study_tune_train_argv(const StudyPlan *pl, int arch, const StudyRecipe *rc,
                                      const char *dir, long steps, long final_steps, StudyArgv *a);

// The alternative row `row` of study `study` chooses, from the results `runs` (indexed like
// StudyPlan.runs): the index into Study.alt[row] of the lowest dev NLL (best.ckpt's) of the
// study's first seed (seeds[0]; ties: the one listed first); -1 unless every alternative's first
// seed finished (StudySeedResult.ok) with a dev NLL. Only the chosen alternative trains the
// seeds after the first (a seed of another is StudySeedResult.not_chosen): one seed picks the
// dropout, as a tuning would, and the reported seeds are all the chosen one's.
int study_row_choice(const StudyPlan *pl, const StudyRunResult *runs, int study, int row);

// For every study row with alternatives (Study.alt), the choice of study_row_choice (none: the
// first) into res->studies[i].chosen[row], with the row's label naming the value chosen and the
// values tried (the value, when only one was listed; the values and why there is no choice while
// a first seed is pending or after one failed) into its label[row]. Called once every run is
// summarised, before the rows' significance tests.
void study_choose_alternatives(StudyResults *res);

// The run row `row` of study `study` reports (an index into StudyPlan.runs): a row with
// alternatives, the one chosen (StudyOutcome.chosen); any other, the plan's Study.run[row].
int study_row_run(const StudyResults *res, int study, int row);

// The label of that row in the study's table: a row with alternatives once chosen, the one
// naming the choice (StudyOutcome.label); else the plan's Study.label[row].
const char *study_row_label(const StudyResults *res, int study, int row);

// The log-spaced updates at which a training under --until-converged also validates and keeps
// a checkpoint (bin/train --valid-at), ascending, into marks[0, max); returns their count. With
// an update cap `cap` > 0: cap/64, cap/32, ..., cap/2 and the cap (each at least 1, no
// repeats); with cap 0 (a time or FLOP budget, whose
// updates are not known in advance): 125, 250, 500, ..., 128000.
int study_curve_marks(long cap, long *marks, int max);

// The bin/decode command that translates `input` into `out` with `model` (a run's directory or
// a checkpoint: bin/decode -m), beam width `beam` (1: greedy) and, for beam > 1, the recipe's
// decode options (--length-penalty).
void study_decode_argv(const StudyPlan *pl, const char *model, int beam, const StudyRecipe *rc,
                       const char *input, const char *out, StudyArgv *a);

// The bin/train --out directory of run `run` with `seed` (OUT/runs/ID/seedN) into buf. Returns 0,
// or TD_ERR_ARG when it does not fit (util/fs.h path_fmt; study_plan limits --out to
// STUDY_OUT_MAX).
TD_MUST_USE int study_seed_dir(const StudyPlan *pl, int run, int seed, char *buf, size_t cap);

// The FLOP budget run `r` trains for (bin/train --max-flops): its own, else the main --flops
// unless the run has a time or update budget of its own; 0 when it trains for time or updates.
double study_run_flops(const StudyOptions *o, const StudyRunPlan *r);

// The budget run `r` trains for: its bin/train --max-time text ("30m"; the run's own, else the
// main --budget unless the run has an update budget of its own), or NULL when it trains for
// updates. *steps is the run's --max-steps (its own, else the main --steps) either way.
const char *study_run_max_time(const StudyOptions *o, const StudyRunPlan *r, int *steps);

// Threads of each training and decode: --threads split between the --jobs running at once,
// floor(threads / jobs), at least 1.
int study_job_threads(const StudyOptions *o);

// Whether the training in `dir` was made with the configuration its command `cmd` (a bin/train
// command) resolves to now: DIR/config.txt against `cmd --print-config`, key by key on the keys
// both name, except those that do not change what is trained (out, threads, dist-timeout,
// log-every, keep, compress), the budgets (a resumed or continued run's grow) and vocab (known
// only once the tokenizer is read). So a run made
// before a default changed (a preset's norm, an automatic rate) is not reused as the new
// default's. Returns 1 when they agree or the run has no config.txt (its command decides), 0
// with `why` naming the first key that differs and the cause: "norm=post then, norm=pre now:
// bin/train's defaults changed", or "spm=a/spm.model then, spm=b/spm.model now: its command's
// --spm changed" when the command gives the key (a copied study directory), or a negative
// status when bin/train could not print its configuration.
int study_train_config_current(const StudyArgv *cmd, const char *dir, char *why, size_t cap);

// Whether the training of seed s (s->dir its --out, s->train_cmd the shell text of its command
// `cmd`, a bin/train command as study_train_command makes it) was begun by that command and
// interrupted: its begun record (study_train_paths) names the command and s->dir/last.ckpt exists.
// Then returns 1 with *resume the command that continues it (cmd's words before --arch, i.e.
// the launcher and the program, then --resume DIR and cmd's --max-time or --max-steps: budgets
// are totals, so the same budget continues it) and *before the interrupted process's last
// logged wall-clock seconds; else 0 (nothing changed).
int study_train_resumable(const StudyArgv *cmd, const StudySeedResult *s, StudyArgv *resume,
                          double *before);

// Runs the training command `cmd` of seed s (s->dir its --out, s->train_cmd its shell text) with
// stdout and stderr appended to `log`, then writes the finished record `rec`
// (study_train_record_save). Fresh (fresh = 1): first removes `log` and `rec`, moves an earlier
// training in s->dir aside to s->dir.prev and writes the begun record `started`; a resumed one
// (fresh = 0) adds `before`, the interrupted process's wall-clock seconds, to the measured
// s->train_wall_s. Fills s->train_wall_s, s->train_rss_mib and s->train_at. Returns 0 or
// TD_ERR_IO (it could not start, exited non-zero, or the study was interrupted).
TD_MUST_USE int study_train_process(const StudyArgv *cmd, StudySeedResult *s, const char *log,
                                    const char *rec, const char *started, int fresh,
                                    double before);

// Throughput and memory vs sequence length for both architectures via bin/bench, into *b
// (a benchmark that cannot run leaves NAN figures and a note). Under --report-only only earlier
// results are reused and nothing runs (b->missing counts the rest; none reused: b->n = 0).
void study_bench(const StudyPlan *pl, StudyBench *b);

// Records a problem for the report's notes (printf format, into *pl->notes) and prints it on
// stderr. Thread-safe.
void study_note(const StudyPlan *pl, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

// --match-params: binary search over the RNN size h (emb = enc-hidden = h, dec-hidden = 2h)
// for the parameter count closest to the Transformer's (same preset and vocabulary), then adds
// those options to every RNN run. Needs the vocabulary size (after study_prepare_data). Returns 0
// or a negative status.
TD_MUST_USE int study_match_params(StudyPlan *pl);

// Parameter count of run `run` built from the preset, its options and the extra "--key value"
// model options in extra_words (may be NULL), with the study's vocabulary; -1 if unknown.
long long study_run_params(const StudyPlan *pl, int run, const char *extra_words);

// Frees what the plan owns (the test set, its buckets, the bootstrap plan).
void study_plan_free(StudyPlan *pl);

// Frees what the results own (each seed's commands, segment statistics and curves, each run's
// resampled scores, the explorer's data); not the plan.
void study_results_free(StudyResults *res);

// Model-option string of a run for labels ("attention=dot pos=none"), into buf.
void study_run_opts_text(const StudyRunPlan *r, char *buf, int cap);

#endif
