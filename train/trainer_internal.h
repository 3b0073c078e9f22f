// Private to train/: the trainer's state shared by trainer.c (loop), train_state.c (state and
// checkpoint files) and train_log.c (log lines, TSV rows, the live progress line).
#ifndef TANDEM_TRAINER_INTERNAL_H
#define TANDEM_TRAINER_INTERNAL_H

#include <stdint.h>
#include <stdio.h>

#include "tensor/optim.h"
#include "train/trainer.h"

typedef struct Trainer {
    const TrainSetup *s;
    const TrainOptions *o;
    Model *m;
    AdamConfig adam;
    LrSchedule sched;
    // --- saved in the state file (bit-exact resume) ---
    long step;               // updates applied
    int epoch;               // current epoch (0-based)
    int batch_index;         // next batch of the epoch
    long skipped;            // non-finite updates skipped in total
    int nan_streak;
    double train_seconds;    // the budget clock
    long long tokens;        // target tokens consumed
    long long flops;         // training FLOPs spent (models/flops.h, all ranks); -1: unknown
                             // (a state written before they were counted)
    double best_score;
    int has_best;
    long best_step;
    int bad_valids;          // validations since the best one
    int n_valid;
    double next_valid_time;  // for --valid-every T
    // --- per run ---
    int n_batches;           // of the current epoch
    double int_loss, int_t0; // log interval: label-smoothed loss sum, start time
    long long int_tokens, int_tok0;
    long int_step0;
    double gnorm, lr;
    double dev_loss, dev_ppl, dev_bleu, dev_chrf;
    long last_valid_step, last_saved_step;
    char last_ckpt[TRAIN_PATH_MAX + 64];
    FILE *log, *tsv;
    int progress_tty, stdout_tty, progress_shown;
    double wall0, last_progress;
    int metric_fallback_logged;
    // --- data-parallel ranks (train/train_dist.c; unused by a single process) ---
    double comm_seconds;     // time spent in the gradient sum, this run
    long comm_updates;       // updates that summed gradients, this run
} Trainer;

// ---- train_state.c ----
// Writes step-N.ckpt + step-N.state, points last.* (and best.ckpt when `best`) at them, prunes old
// step files beyond --keep. Sets T->last_ckpt.
int trainer_save(Trainer *T, int best) TD_MUST_USE;
// Writes the resume point of a run stopped between validations (by a signal): last.ckpt and
// last.state only, so the step checkpoints that --keep keeps (the newest of which checkpoint
// averaging reads) are those of a run that was not stopped; best.ckpt only when there is none.
// Sets T->last_ckpt to last.ckpt.
int trainer_save_resume_point(Trainer *T) TD_MUST_USE;
// Restores the counters, RNG, schedule and Adam moments from a state file.
int trainer_load_state(Trainer *T, const char *path) TD_MUST_USE;
// "DIR/NAME" into buf.
void train_path(char *buf, size_t cap, const char *dir, const char *name);

// ---- train_log.c ----
double train_now(void);  // monotonic seconds
// Opens DIR/train.log and DIR/train.log.tsv for appending (TSV header when new).
int trainer_log_open(Trainer *T) TD_MUST_USE;
void trainer_log_close(Trainer *T);
// A log line: to train.log always; to stdout unless `interval` and the progress line is live.
// The stop signal (SIGINT or SIGTERM) received since the run started, or 0.
int trainer_signal_pending(void);
void trainer_log(Trainer *T, int interval, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
// One TSV row: kind "train" (interval statistics) or "valid" (dev metrics).
void trainer_tsv(Trainer *T, const char *kind);
// Redraws the live progress line (at most a few times a second unless force).
void trainer_progress(Trainer *T, int force);
// Clears the progress line (before exiting).
void trainer_progress_clear(Trainer *T);
// Fraction of the budget done (max over steps, epochs, time, FLOPs), 0 when there is no budget.
double trainer_budget_fraction(const Trainer *T);
double trainer_epoch_f(const Trainer *T);

#endif
