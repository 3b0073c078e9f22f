// bin/compare's live line on a terminal: while a training runs, one line on stderr, redrawn in
// place ("\r" + clear to the end of the line) and cleared when the training ends, with which
// training of how many, its update, epoch and last dev BLEU (read from the run's train.log.tsv)
// and the time left for the whole study, estimated from the budgets of this and the remaining
// trainings (decoding, benchmarks and the report come on top; a training a rerun reuses takes
// none). Silent when stderr is not a terminal.
#ifndef TANDEM_STUDY_PROGRESS_H
#define TANDEM_STUDY_PROGRESS_H

#include <stddef.h>

// What the line shows.
typedef struct CmpProgress {
    int index, total;       // the training running (1-based) and how many the study has
    const char *run;        // run id ("transformer-pos-none")
    int seed;
    double step, epoch;     // the trainer's last logged update and epoch (NAN: none yet)
    double dev_bleu;        // its last validation's BLEU (NAN: none yet)
    double left_s;          // seconds left for the study's trainings (NAN: unknown)
} CmpProgress;

// The line's text (no "\r", no newline) into buf (cap bytes, truncated to fit), e.g.
// "compare: training 2/4 transformer seed 1: update 140, epoch 1.25, dev BLEU 3.42, study
// 12:30 left". Unknown values read "--"; times are MM:SS, or H:MM:SS from an hour on.
void cmp_progress_text(const CmpProgress *p, char *buf, size_t cap);

// One training's budget: wall-clock training seconds (bin/train --max-time, > 0) or, when that
// is 0, updates (--max-steps).
typedef struct CmpBudget {
    double seconds, steps;
} CmpBudget;

// Seconds left for trainings cur..n-1 of a study (budgets b[n]) while training `cur` has run
// `train_s` training seconds and `wall_s` wall-clock seconds and reached update `step`.
// Time budgets: what is left of each budget, scaled by the current training's wall/train ratio
// (validations and checkpoints are not charged to the budget). Update budgets: the updates left
// at the current training's wall-clock seconds per update. Before the current training has
// logged anything, the previous training's ratio `prior_ratio` and seconds per update
// `prior_per_step` stand in (NAN: none). NAN when a needed rate is unknown, or for a budget of
// NAN seconds.
double cmp_progress_left(const CmpBudget *b, int n, int cur, double train_s, double wall_s,
                         double step, double prior_ratio, double prior_per_step);

// Starts watching training `index` of `total` (run id, seed, its --out directory dir, the
// budgets of all trainings): cmp_progress_tick then redraws the line. No-op without a terminal.
void cmp_progress_begin(int index, int total, const char *run, int seed, const char *dir,
                        const CmpBudget *budgets);

// Rereads dir/train.log.tsv and redraws the line (at most every 0.5 s; cheap otherwise).
void cmp_progress_tick(void *unused);

// Clears the line (if shown) and stops watching.
void cmp_progress_end(void);

#endif
