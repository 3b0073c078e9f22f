// bin/compare --tune: each architecture's recipe tuned at equal effort on the dev set.
//
// A grid file (study/recipes/tune-default.grid; the key-value format of study/recipe.h) declares,
// per architecture, lists of recipe values whose every combination is a candidate (the first
// stage), a second stage that crosses the best B candidates of the first with more values (e.g.
// dropout), the successive-halving schedule both stages follow, and the beam length penalties
// tried on the winner. Both architectures must get the same number of candidates, and every
// candidate the same schedule of updates: equal effort.
//
// Successive halving (Jamieson & Talwalkar 2016; the rungs of Hyperband, Li et al. 2018): with n
// candidates, reduction factor eta and R rungs, rung k (0-based) trains ceil(n / eta^k)
// candidates to U / eta^(R-1-k) updates in total (U: the last rung's updates, integer division),
// each rung continuing the survivors of the one before with bin/train --resume, so a candidate
// that reaches the last rung has had exactly the updates of one U-update training (resuming is
// exact), and its learning-rate schedule (warm-up share, decay) is planned for U from the first
// rung on. After each rung the candidates are ranked by dev NLL (bin/train's dev_loss: mean
// negative log-likelihood per target token of the whole dev set, teacher-forced, no dropout or
// label smoothing) and the best ceil(n / eta^(k+1)) go on.
//
// The selection rule: a candidate that reached a later rung ranks above one pruned earlier;
// among those that reached the same rung, the lower dev NLL there ranks higher; a candidate
// whose training failed or whose NLL is not finite ranks below every finite one; remaining ties
// go to the candidate declared first in the grid (first stage before second). The winner is the
// first of this order over both stages (so: the lowest dev NLL after U updates). Then the beam
// length penalty: the winner decodes the dev set (its first dev_lines pairs) with bin/decode
// --beam-size of the study at each grid value, and the highest corpus BLEU wins, ties to the
// value listed first.
#ifndef TANDEM_STUDY_TUNE_H
#define TANDEM_STUDY_TUNE_H

#include "study/recipe.h"
#include "study/study.h"
#include "tensor/status.h"

#define STUDY_TUNE_MAX_AXES 6
#define STUDY_TUNE_MAX_VALUES 8
#define STUDY_TUNE_MAX_RUNGS 8
#define STUDY_TUNE_MAX_LP 8
#define STUDY_TUNE_MAX_CANDIDATES 64 // per architecture, both stages together

// One grid key: a recipe field and the values it takes.
typedef struct StudyTuneAxis {
    int field;                                  // STUDY_R_*
    int line;                                   // its line in the grid file
    int n;
    char value[STUDY_TUNE_MAX_VALUES][32];
} StudyTuneAxis;

typedef struct StudyGrid {
    int eta, rungs;                             // successive halving (defaults 2 and 3)
    long updates;                               // the last rung's updates (0: bin/compare --steps)
    StudyTuneAxis axes[2][STUDY_TUNE_MAX_AXES]; // [ModelArch] the first stage
    int n_axes[2];
    int refine_best;                            // the second stage: the best B of the first ...
    StudyTuneAxis refine[STUDY_TUNE_MAX_AXES];  // ... crossed with these (both architectures)
    int n_refine;
    char lp[STUDY_TUNE_MAX_LP][32];             // beam length penalties tried on dev
    int n_lp;
    int dev_lines;                              // dev pairs decoded for them (0: all)
} StudyGrid;

// Parses grid text. Top-level keys: eta, rungs, updates. Sections: [rnn] and [transformer]
// (recipe keys, each a comma-separated list of values, checked as study_recipe_set does),
// [refine] (best = B, then recipe keys with lists), [decode] (length_penalty = list, dev_lines
// = N). Returns 0 or TD_ERR_FORMAT "PATH:LINE: why" (unknown section or key, a bad value, a key
// given twice, more than STUDY_TUNE_MAX_VALUES values), or "PATH: why" for a grid whose two
// architectures get different numbers of candidates, or more than STUDY_TUNE_MAX_CANDIDATES.
TD_MUST_USE int study_grid_parse(StudyGrid *g, const char *text, const char *path);
// Reads and parses the grid file at path (the whole file: a NUL byte in it is an error).
// Returns 0, TD_ERR_IO or TD_ERR_FORMAT.
TD_MUST_USE int study_grid_load(StudyGrid *g, const char *path);
// Checks every candidate the grid can make from the base recipes base[ModelArch] (the first
// stage's, and the second stage's from any first-stage candidate) with study_recipe_decay_check.
// Returns 0 or TD_ERR_FORMAT "PATH:LINE: the ARCH candidate VALUES (on BASE): why", LINE the
// grid's weight_decay line (else its optimizer line). Then that train_args (bin/compare
// --train-args; NULL: none) sets no key the grid varies (study_train_word_sets): TD_ERR_ARG
// "PATH:LINE: --train-args sets --lr, which the grid varies (lr): keep it in the grid".
TD_MUST_USE int study_grid_check(const StudyGrid *g, const StudyRecipe *base,
                                 const char *train_args, const char *path);
// The first stage's candidates of arch: the product of its axes' value counts (1 with none).
int study_grid_candidates(const StudyGrid *g, int arch);
// The updates of a tuning's last rung: bin/compare --steps when given (and no --budget), else the
// grid's `updates` (0: neither gives any).
long study_tune_updates(const StudyOptions *o, const StudyGrid *g);
// Checks that the grid's successive halving fits its updates (study_halving_schedule for each
// stage) before any work. Returns 0 or TD_ERR_ARG with the schedule's message.
TD_MUST_USE int study_tune_schedule_check(const StudyOptions *o, const StudyGrid *g);

// One rung of successive halving: how many candidates train, to how many updates in total.
typedef struct StudyRung {
    int candidates;
    long updates;
} StudyRung;

// The successive-halving schedule of n candidates (see the top of this file) into out[rungs].
// Returns 0, or TD_ERR_ARG when n < 1, eta < 2, rungs outside [1, STUDY_TUNE_MAX_RUNGS], or the
// first rung would get less than one update (updates / eta^(rungs-1) < 1).
TD_MUST_USE int study_halving_schedule(int n, int eta, int rungs, long updates, StudyRung *out);

// The selection rule (see the top of this file) as an order: order[0..n) the candidate indices,
// best first, given each one's last rung reached (-1: none) and its dev NLL there.
void study_tune_order(const int *reached, const double *nll, int n, int *order);

// The length penalty rule: the index of the highest finite BLEU of bleu[0..n), ties to the
// lower index; -1 when none is finite.
int study_tune_pick(const double *bleu, int n);

// Runs bin/compare --tune with the grid (data prepared: study_prepare_data): both architectures'
// stages and length penalties, then OUT/tune.md, OUT/tune.tsv, OUT/tune-length-penalty.tsv and
// OUT/tune/{rnn,transformer}.recipe. Trainings and decodes that finished in an earlier
// invocation with the same commands are reused. Returns the program's exit status: 0, 1 (a
// failure, printed), 130 (interrupted).
int study_tune_main(const StudyPlan *pl, const StudyGrid *g);

#endif
