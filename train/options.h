// The trainer's options: one table of long options (train/options.c) drives getopt_long, --help
// (every option with its default), the resolved configuration printed at start-up, DIR/config.txt,
// and the copy stored in the training state so that --resume continues with identical settings.
#ifndef TANDEM_TRAIN_OPTIONS_H
#define TANDEM_TRAIN_OPTIONS_H

#include <stdio.h>

#include "models/config.h"
#include "tensor/optim.h"
#include "tensor/status.h"

typedef enum { VALID_BLEU = 0, VALID_CHRF = 1, VALID_LOSS = 2 } ValidMetric;

#define TRAIN_PATH_MAX 1024
#define TRAIN_MAX_MODEL_OPTS 48
#define TRAIN_MAX_VALID_AT 32

// --precision: fp32, or bf16 (the table's bfloat16 copy, params_bf16_build: every product with a
// weight in bfloat16, tensor/linear.h).
typedef enum { TRAIN_PRECISION_FP32 = 0, TRAIN_PRECISION_BF16 = 1 } TrainPrecision;

typedef struct TrainOptions {
    // data
    char train[TRAIN_PATH_MAX], dev[TRAIN_PATH_MAX];  // prefixes: PREFIX.src / PREFIX.tgt (.gz ok)
    char src[32], tgt[32];
    int filter_len;          // training pairs with more pieces on either side are dropped
    // tokenizer
    char spm[TRAIN_PATH_MAX];  // existing SentencePiece model ("" = train one into OUT/spm.model)
    int vocab_size;
    // model: arch + preset + individual keys, applied in that order by train_options_resolve
    char preset[16];
    int n_model_opts;
    char model_key[TRAIN_MAX_MODEL_OPTS][32], model_val[TRAIN_MAX_MODEL_OPTS][64];
    ModelConfig cfg;         // resolved (vocab set once the tokenizer is known)
    // optimisation
    OptimKind optimizer;
    float lr;                // peak learning rate; <= 0: automatic (see --help)
    int warmup;              // < 0: automatic
    int schedule;            // LrScheduleKind, or -1: automatic
    float clip_norm, label_smoothing, weight_decay;
    int batch_tokens, accumulate, threads;
    double dist_timeout;     // under mpirun: seconds one collective may wait (0: forever)
    int precision;           // TrainPrecision of the weights' products
    unsigned long long seed;
    char init_from[TRAIN_PATH_MAX];  // model file to start from ("": a fresh initialisation)
    // budget and stopping (totals since the start of training; a resumed run continues them)
    long max_steps;          // 0: no limit
    int max_epochs;          // 0: no limit
    double max_time;         // training seconds; 0: no limit
    double max_flops;        // training FLOPs (models/flops.h, all ranks); 0: no limit
    long valid_every_steps;  // one of these two is > 0
    double valid_every_time; // seconds of training time
    long valid_at[TRAIN_MAX_VALID_AT];  // updates (increasing) also validated and kept as
    int n_valid_at;                     // DIR/mark-N.ckpt: --valid-at
    int early_stopping;      // validations without improvement before stopping; 0: never
    ValidMetric valid_metric;
    int valid_lines;         // dev lines translated for BLEU/chrF (0: all)
    int log_every;           // updates per log row
    // output
    char out[TRAIN_PATH_MAX], resume[TRAIN_PATH_MAX];
    int keep;                // step checkpoints kept (best.ckpt and last.ckpt always exist)
    int compress;            // zlib-compress model files
    int print_config;        // --print-config: print the resolved configuration and exit
    // which options the command line set explicitly (indexed by the option table; for --resume)
    unsigned char given[96];
} TrainOptions;

// Whether update `step` is one of --valid-at's marks (o->valid_at).
int train_options_is_mark(const TrainOptions *o, long step);

// Defaults (those of the PyTorch reference's train_real.py, but the RNN's learning rate, 2e-3,
// which the Bible tuning chose): see train_options_help.
void train_options_defaults(TrainOptions *o);

// Sets one option by its long name (without "--") from text, with range checks. Returns 0, or
// TD_ERR_ARG with a message naming the option, the value and what is allowed.
int train_option_set(TrainOptions *o, const char *key, const char *value) TD_MUST_USE;

// Parses argv with getopt_long into *o (defaults first). With --init-from (a new run), reads that
// model file's configuration (model_peek) and makes it the model options. Returns 0, CLI_DONE
// (util/cli.h) when --help was printed (the caller exits 0), TD_ERR_ARG (usage error: unknown option, bad value, missing
// required option, conflicting options, a model option next to --init-from) with the message set,
// or model_peek's error for an unreadable --init-from file (TD_ERR_IO, TD_ERR_FORMAT).
int train_options_parse(TrainOptions *o, int argc, char **argv) TD_MUST_USE;

// Applies the model options (arch, preset, keys) to o->cfg and fills the automatic optimisation
// values (schedule, warmup, lr) from the architecture. Checks conflicts (options of the other
// architecture, --max-len shorter than --filter-len + 1, --weight-decay without adamw, ...).
// Returns 0 or TD_ERR_ARG.
int train_options_resolve(TrainOptions *o) TD_MUST_USE;

// Prints the --help text (every option with its default) to f.
void train_options_help(FILE *f);

// Writes every option as "key=value\n" (resolved values; model options as the resolved config's
// keys) into buf (cap bytes). Returns the length or TD_ERR_ARG when it does not fit.
int train_options_to_text(const TrainOptions *o, char *buf, size_t cap);

// For --resume: `saved` holds the options of the run being resumed (train_options_to_text text).
// Options the command line gave explicitly that change the computation (data, tokenizer, model and
// its --config preset, optimisation, seed) must agree with the saved ones: set on the saved options
// they must resolve to the same values (so the run's original command line, "--lr auto" included,
// is accepted); otherwise TD_ERR_ARG (a usage error, like an option that --init-from rules out)
// names the option and both values. Budget, validation and output options given now override the
// saved ones. On success *o is the merged set (resolved).
int train_options_merge_resume(TrainOptions *o, const char *saved) TD_MUST_USE;

// The long name of bin/train's option that the command-line argument `word` sets as bin/train
// reads it (cli_resolve: "--max-st" -> "max-steps", "--lr=1e-3" -> "lr", "-h" -> "help"), or NULL
// when it sets none (a value, an unknown or ambiguous name).
const char *train_option_named(const char *word);

// Parses words[0..n) of a bin/train command line as bin/train's option parser does (cli_parse:
// each option known or an unambiguous abbreviation, a valid value where one is needed, no
// positional argument), into scratch options: the words alone, without the required options
// or the checks across a whole command. Returns 0 or TD_ERR_ARG with bin/train's message.
int train_options_check_words(char *const *words, int n) TD_MUST_USE;

// 1 when the command line gave option `name` (long name without "--") explicitly.
int train_option_given(const TrainOptions *o, const char *name);

// Name of a metric / schedule, for logs.
const char *valid_metric_name(ValidMetric m);
const char *lr_schedule_name(int kind);

#endif
