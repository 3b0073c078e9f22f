// The training loop, shared by both architectures (it sees the model only through ModelOps):
// token-budget batches -> forward/backward (with gradient accumulation) -> gradient-norm clipping
// -> Adam/AdamW with a learning-rate schedule; periodic validation (dev loss, perplexity and, when
// a translator is supplied, greedy BLEU/chrF); checkpoints with bit-exact resume; a live progress
// line on a terminal; SIGINT/SIGTERM handling; non-finite updates skipped.
//
// Output directory (TrainOptions.out):
//   step-N.ckpt    model file (models/model_io.h): config, meta, parameters, spm.model blob
//   step-N.state   training state (tensor/checkpoint.h kind "state"): text "trainer" (counters,
//                  clocks, RNG states, schedule state; doubles as C99 hex floats), text "options"
//                  (train_options_to_text), Adam moments as tensors "m.<name>" and "v.<name>"
//   last.ckpt/.state  the newest pair; best.ckpt  the best validation score so far (hard links to
//                  the step files when possible, else copies; always replaced atomically)
//   train.log      the log lines; train.log.tsv  one row per log interval and per validation
//                  (its last column, train_flops, the training FLOPs so far: models/flops.h's
//                  count of every batch's forward and backward, all ranks, skipped updates too)
#ifndef TANDEM_TRAINER_H
#define TANDEM_TRAINER_H

#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>

#include "data/batch.h"
#include "models/model.h"
#include "train/options.h"

// Training batches, arranged deterministically per epoch (e.g. shuffled with seed + epoch), so the
// data position of a resumed run is just (epoch, batch index).
typedef struct TrainSource {
    void *ctx;
    // Prepares epoch `epoch` (0-based); returns its number of batches (> 0) or a negative status.
    int (*begin_epoch)(void *ctx, int epoch);
    // Batch `index` of the current epoch. The pointer must stay valid until --accumulate further
    // calls (e.g. a ring of `accumulate` Batch buffers) or the next begin_epoch. NULL on error.
    const Batch *(*batch)(void *ctx, int index);
} TrainSource;

// Translation quality on the dev set: translate the first n dev sources (n <= 0: all) with m
// (greedy) and score them against the references. Returns 0 or a negative status.
typedef int (*TrainScoreFn)(void *ctx, Model *m, int n, double *bleu, double *chrf);

typedef struct TrainSetup {
    const TrainOptions *opt;
    Model *model;               // created (or loaded from --resume's last.ckpt) by the caller
    TrainSource train;
    const Batch *dev;           // dev batches for loss/perplexity (teacher forcing, no smoothing)
    int n_dev;
    TrainScoreFn score;         // NULL: no BLEU/chrF (validation by loss only)
    void *score_ctx;
    const char *meta;           // "key=value\n" lines put in every model file (spm-checksum, ids..)
    const void *spm_bytes;      // stored in every model file as the blob "spm.model" (may be NULL)
    size_t spm_len;
    long train_pairs;           // for the log only
} TrainSetup;

typedef enum {
    STOP_NONE, STOP_MAX_STEPS, STOP_MAX_EPOCHS, STOP_MAX_TIME, STOP_MAX_FLOPS, STOP_EARLY, STOP_SIGNAL,
    STOP_NAN
} StopReason;

typedef struct TrainResult {
    long steps;                 // updates done in total
    double epochs;              // fractional epochs
    double train_seconds;       // the budget clock
    double flops;               // training FLOPs in total (models/flops.h); -1: not known
    double dev_loss, dev_ppl, dev_bleu, dev_chrf;  // of the last validation (NaN if none)
    double best_score;
    long best_step;
    StopReason stop;
    int signal;                 // the signal number when stop == STOP_SIGNAL
    char last_ckpt[TRAIN_PATH_MAX + 64];  // newest checkpoint written ("" if none)
} TrainResult;

// Runs training to the end of the budget (or early stopping, a signal, or 5 non-finite updates in
// a row). With opt->resume set, first restores the state from RESUME/last.state (the caller has
// loaded RESUME/last.ckpt into s->model). Returns 0 when training ended normally (budget or early
// stopping), 1 when stopped by SIGINT/SIGTERM (the resume point last.ckpt/last.state was
// written, no step checkpoint; *res says where; a resumed run makes a validation that was due at
// that update before its next update, so it ends as an uninterrupted run), or a
// negative status: TD_ERR_NUMERIC after 5 non-finite updates in a row (the last good checkpoint
// is left intact), TD_ERR_IO (a checkpoint or log could not be written), model errors.
int trainer_run(const TrainSetup *s, TrainResult *res) TD_MUST_USE;

// Reads and verifies a training state file (CRC, kind "state"), returning malloc'd copies of its
// saved options text and its step. For --resume's checks before anything is written.
int train_state_peek(const char *path, char **options_text, long *step) TD_MUST_USE;

// The text of a stop reason ("max-steps reached", ...).
const char *stop_reason_text(StopReason r);

// The updates N of the step checkpoints DIR/step-N.ckpt a run keeps (--keep), newest first, into
// steps[0..cap); returns how many (0 when dir cannot be read).
int train_step_checkpoints(const char *dir, long *steps, int cap);

// One log line: "[YYYY-MM-DD HH:MM:SS] MESSAGE\n" (local time; the message formatted from fmt and
// ap) into buf[cap], cut to fit; the form of every line bin/train logs.
void train_log_line(char *buf, size_t cap, const char *fmt, va_list ap);

#endif
