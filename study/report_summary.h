// The generated summary of each study in the report: first its facts (numbers and the shape of
// the result), computed once from the study's results and plan by a pure function per kind of
// study, then the sentences that say them, chosen by the facts and worded by study/report.tmpl
// (study/report_text.h).
//
// Throughout, index REPORT_RNN (0) is the RNN and REPORT_TFM (1) the Transformer; BLEU and chrF
// are corpus scores (0-100), differences are Transformer minus RNN (or row minus baseline), and p
// is a paired-bootstrap p-value (NAN: not computed).
#ifndef TANDEM_STUDY_REPORT_SUMMARY_H
#define TANDEM_STUDY_REPORT_SUMMARY_H

#include <stddef.h>

#include "study/study.h"

enum { REPORT_RNN = 0, REPORT_TFM = 1 };

// Whether a run has results: it has, or --report-only / --no-train left a seed pending, or it
// failed.
typedef enum { REPORT_SCORED, REPORT_PENDING, REPORT_FAILED } ReportRunState;

// The Transformer against the RNN in test BLEU: level when the difference is below 0.005.
typedef enum { REPORT_LEVEL, REPORT_AHEAD, REPORT_BEHIND } ReportLead;

// How a study's budget is given: training time, updates or training FLOPs.
typedef enum { REPORT_BUDGET_TIME, REPORT_BUDGET_UPDATES, REPORT_BUDGET_FLOPS } ReportBudgetKind;

typedef struct ReportBudget {
    ReportBudgetKind kind;
    const char *time;  // bin/train --max-time text ("20m") for REPORT_BUDGET_TIME
    int updates;       // for REPORT_BUDGET_UPDATES
    double flops;      // for REPORT_BUDGET_FLOPS
} ReportBudget;

// The main study: the Transformer (row 1) against the RNN (row 0).
typedef struct ReportMainFacts {
    ReportRunState state[2];
    StudyEstimate bleu[2], chrf[2];  // point estimate and 95% interval
    double bleu_diff, chrf_diff;
    ReportLead lead;
    double p_bleu, p_chrf;
    int collapsed[2];                // the run has a collapsed seed: the pair is not tested
    int significant;                 // p_bleu < 0.05: 1, else 0; -1 not tested (p not computed
                                     // or a run collapsed)
    long long params[2];             // parameters (-1 unknown)
    double tok_s[2], tok_s_ratio;    // training target tokens/s, Transformer / RNN (NAN unknown)
    double updates[2];               // updates in the budget (NAN unknown)
    double greedy_sps[2], beam_sps[2];  // test sentences decoded per second
    int improving[2];                // seeds still improving when the budget ended (their dev
                                     // NLL fell by 1% or more over the second half of training)
    int n_test, beam;                // test sentences, beam width
} ReportMainFacts;

// One pair of a paired study (data size, time): the Transformer's row and the RNN's before it.
typedef struct ReportPairFacts {
    ReportRunState state[2];
    int pct;                         // share of the training pairs (percent)
    const char *mark;                // the budget mark of the time study ("1h": the label's
                                     // text after its comma)
    double bleu[2], diff, p;
    int collapsed;                   // either run collapsed: p not tested
    double updates[2];               // mean updates (NAN unknown)
} ReportPairFacts;

// Where the Transformer stands over the compared pairs of a paired study (both runs scored and
// neither collapsed), in row order, a pair's BLEU difference counting as level below 0.005 (the
// two print the same): ahead in every pair (each pair compared), ahead from some pair on to the
// last compared one, behind in every compared pair, level in every compared pair, nowhere ahead
// (level in some, behind in the others), or ahead somewhere but not in the last compared pair.
// COLLAPSED: pairs were scored, but each has a collapsed run (none compares two models of their
// source). NONE: no pair is scored.
typedef enum {
    REPORT_SHAPE_NONE,
    REPORT_SHAPE_AHEAD,
    REPORT_SHAPE_OVERTAKES,
    REPORT_SHAPE_BEHIND,
    REPORT_SHAPE_LEVEL,
    REPORT_SHAPE_NOT_AHEAD,
    REPORT_SHAPE_MIXED,
    REPORT_SHAPE_COLLAPSED
} ReportShape;

typedef struct ReportPairedFacts {
    int n;                                       // pairs
    ReportPairFacts pair[STUDY_MAX_ROWS / 2];
    int last;                                    // the last pair with both runs scored (-1 none)
    int last_compared;                           // the last of those without a collapsed run
    ReportShape shape;
    int from;                                    // REPORT_SHAPE_OVERTAKES: the pair from which
                                                 // on the Transformer is ahead (-1 otherwise)
} ReportPairedFacts;

// One architecture's test BLEU at each larger share of the data, when it falls at every step
// over at least two scored runs (n 0 otherwise).
typedef struct ReportFalls {
    int n;
    int pct[STUDY_MAX_ROWS / 2];
    double bleu[STUDY_MAX_ROWS / 2];
} ReportFalls;

// The data-size study.
typedef struct ReportDataFacts {
    ReportPairedFacts pairs;
    int n_crossings;             // where the two curves of test BLEU against the share (each
    double crossing;             // linear in log share between the sizes) cross: how often, and
                                 // the first share (percent; meaningful when n_crossings > 0)
    ReportFalls falls[2];
    ReportBudget budget;         // every size's budget (the study's first run's)
} ReportDataFacts;

// Where the Transformer's dev-BLEU curve passes the RNN's for good, for one seed of the time
// study's longest pair: the first Transformer validation from which on it stays above the RNN's
// curve (linear between the RNN's validations).
typedef struct ReportDevPass {
    int seed;
    int passes;                  // 0: it does not pass for good
    double seconds, update;      // where it passes (passes = 1)
    double last_update;          // its last validation's update (passes = 0)
} ReportDevPass;

// The time study.
typedef struct ReportTimeFacts {
    ReportPairedFacts pairs;
    int n_dev;
    ReportDevPass dev[STUDY_MAX_SEEDS];  // seeds with both longest runs' dev curves
} ReportTimeFacts;

// One row of an ablation.
typedef struct ReportAblationRow {
    const char *label;
    ReportRunState state;
    int baseline;                // the study's baseline row (compared with no other)
    int compared;                // scored and compared with a scored baseline
    StudyEstimate bleu;
    double diff, p;              // against the baseline (compared rows)
    int collapsed;               // either run collapsed: p not tested
} ReportAblationRow;

typedef struct ReportAblationFacts {
    int n;
    ReportAblationRow row[STUDY_MAX_ROWS];
    int best;                    // the scored row with the highest BLEU (the first of ties);
                                 // -1 when no row is compared yet
    int n_significant;           // compared rows with p < 0.05
} ReportAblationFacts;

// The facts of study `i` of res (its rows as the kind of study lays them out: the main study's
// RNN and Transformer; the paired studies' RNN, Transformer pairs; an ablation's rows; each row
// the run it reports, study_row_run). Pure: they read res and its plan and write only *f;
// strings point into them.
void report_main_facts(const StudyResults *res, int i, ReportMainFacts *f);
void report_data_facts(const StudyResults *res, int i, ReportDataFacts *f);
void report_time_facts(const StudyResults *res, int i, ReportTimeFacts *f);
void report_ablation_facts(const StudyResults *res, int i, ReportAblationFacts *f);

// Whether finished seed s says how its dev NLL moved over the second half of its training
// (StudySeedResult.dev_nll_fall), and whether it was still improving: its budget ended the
// training (not early stopping, which had seen no new lowest dev NLL for its patience) while the
// dev NLL still fell by 1% or more over that half. Such a seed is not trained to convergence.
int report_seed_fall_known(const StudySeedResult *s);
int report_seed_improving(const StudySeedResult *s);

// The p-value of a comparison as the report writes it, into buf: study_p_text's, or when either
// run collapsed (`collapsed` nonzero; such a pair is not tested) the words of template
// p.collapsed.
void report_p_text(int collapsed, double p, char *buf, size_t cap);

// The generated summary paragraph of study `i` (its facts in sentences) into buf (cap bytes;
// what does not fit is cut). Returns 0, or the error of a template that could not be filled
// (study/report_text.h; the paragraph says where), with its message.
TD_MUST_USE int report_summary(const StudyResults *res, int i, char *buf, size_t cap);

#endif
