// bin/compare's live line on a terminal: while trainings run, one line on stderr, redrawn in
// place ("\r" + clear to the end of the line) and cleared when no training runs, with which
// training of how many (or, under --jobs, how many are done and each running one), its update,
// epoch and last dev BLEU (read from the run's train.log.tsv) and the time left for the whole
// study, estimated from the budgets of the running and remaining trainings (decoding,
// benchmarks and the report come on top; a training a rerun reuses takes none). Silent when
// stderr is not a terminal.
#ifndef TANDEM_STUDY_PROGRESS_H
#define TANDEM_STUDY_PROGRESS_H

#include <stddef.h>

// What the line shows.
typedef struct StudyProgress {
    int index, total;       // the training running (1-based) and how many the study has
    const char *run;        // run id ("transformer-pos-none")
    int seed;
    double step, epoch;     // the trainer's last logged update and epoch (NAN: none yet)
    double dev_bleu;        // its last validation's BLEU (NAN: none yet)
    double left_s;          // seconds left for the study's trainings (NAN: unknown)
} StudyProgress;

// The line's text (no "\r", no newline) into buf (cap bytes, truncated to fit), e.g.
// "compare: training 2/4 transformer seed 1: update 140, epoch 1.25, dev BLEU 3.42, study
// 12:30 left". Unknown values read "--"; times are MM:SS, or H:MM:SS from an hour on.
void study_progress_text(const StudyProgress *p, char *buf, size_t cap);

// One training's budget: wall-clock training seconds (bin/train --max-time, > 0) or, when that
// is 0, updates (--max-steps).
typedef struct StudyBudget {
    double seconds, steps;
    double from;            // what is trained before it starts (a training that continues
                            // another: that one's seconds or updates; else 0)
    int alternatives;       // n > 1: a later seed of one of a row's n alternatives, of which
                            // only the one the row chooses trains; 0 or 1: it trains
} StudyBudget;

// Where one training of a study stands, for the time-left estimate.
typedef struct StudyTraining {
    int state;              // STUDY_TRAINING_PENDING, _RUNNING or _DONE
    double train_s, wall_s; // a running one's training and wall-clock seconds so far
    double step;            // and its last logged update
} StudyTraining;

enum { STUDY_TRAINING_PENDING, STUDY_TRAINING_RUNNING, STUDY_TRAINING_DONE };

// Seconds left for the trainings of a study (budgets b[n], states t[n]) run `jobs` at a time.
// A running training's rest: what is left of its time budget scaled by its own wall/train ratio
// (validations and checkpoints are not charged to the budget), or the updates left at its own
// wall-clock seconds per update; before it has logged anything, the last ratio and seconds per
// update seen (`prior_ratio`, `prior_per_step`; NAN: none) stand in. A pending training's rest:
// its budget less what it starts from (b.from), at the mean rate of the running trainings that
// have one, else at the prior rates, times 1/n for one of n alternatives (b.alternatives; the
// expected share, until it is chosen and runs or is not chosen and done). The estimate is
// max(the longest running rest, the sum of all rests / jobs). NAN when a needed rate is unknown,
// or for a budget of NAN seconds that is not done.
double study_progress_left_jobs(const StudyBudget *b, const StudyTraining *t, int n, int jobs,
                                double prior_ratio, double prior_per_step);

// study_progress_left_jobs for one training at a time: trainings 0..cur-1 are done, `cur` is
// running (`train_s` training seconds, `wall_s` wall-clock seconds, update `step`), the rest
// pending.
double study_progress_left(const StudyBudget *b, int n, int cur, double train_s, double wall_s,
                           double step, double prior_ratio, double prior_per_step);

// The line for several trainings running at once (p[n], n >= 2; p[i].total and p[i].left_s are
// not read; p[i].epoch neither) into buf: "compare: 3/8 trained, 2 running: rnn seed 1 update
// 40, dev BLEU 2.50 | transformer seed 1 update --, dev BLEU --; study 05:00 left". For n == 1
// it is study_progress_text's line for p[0] with `total` and `left_s`.
void study_progress_text_jobs(const StudyProgress *p, int n, int done, int total, double left_s,
                              char *buf, size_t cap);

// Starts the live line of a study of `total` trainings (budgets[total], kept by reference) run
// `jobs` at a time. No-op without a terminal.
void study_progress_start(int total, const StudyBudget *budgets, int jobs);

// Training `index` (1-based) of run `run` and `seed` starts in its --out directory `dir`, or
// ends (trained, reused or failed). Thread-safe.
void study_progress_begin(int index, const char *run, int seed, const char *dir);
void study_progress_done(int index);

// Rereads the running trainings' train.log.tsv and redraws the line (at most every 0.5 s;
// cheap otherwise). Called from one thread. Shows nothing while no training runs.
void study_progress_tick(void);

// Clears the line (if shown) and stops watching.
void study_progress_stop(void);

// Prints one line on stderr (printf format, newline added) after clearing the live line, which
// the next tick redraws below it. Thread-safe: lines of several threads never mix.
void study_say(const char *fmt, ...) __attribute__((format(printf, 1, 2)));

#endif
