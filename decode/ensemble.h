// Ensemble decoding: M trained models, possibly of different architectures (an RNN and a
// Transformer), behind one ModelOps table, so that greedy and beam search (decode/search.h) and
// batch translation (decode/translate.h) run an ensemble exactly as they run one model.
//
// Dimension legend: M members, N decoding rows, V vocabulary (shared by every member), S padded
// source length.
//
// At every step each member takes the step for the same rows and previous tokens, and the
// ensemble's log-probability of token v for a row is
//   ENSEMBLE_LOGPROB: (1/M) sum_i log p_i(v)      (the log of the geometric mean of the members'
//                     probabilities, not renormalised: Marian's sum of log-probabilities with
//                     equal weights, scaled by 1/M so scores stay on one model's scale; it ranks
//                     hypotheses as the sum does)
//   ENSEMBLE_PROB:    log((1/M) sum_i p_i(v))     (the arithmetic mean of the probabilities, a
//                     normalised distribution: fairseq's EnsembleModel)
// computed per element in double precision, in member order, and rounded to float once. Each
// element depends only on the members' values for that row and token, so an ensemble is
// batch-invariant whenever its members are; an ensemble of a model with itself gives that model's
// log-probabilities exactly in ENSEMBLE_LOGPROB mode (M a = M * a is exact in double).
// A reorder (beam expansion, finished rows dropped) reorders every member's rows.
#ifndef TANDEM_ENSEMBLE_H
#define TANDEM_ENSEMBLE_H

#include "models/model.h"
#include "tensor/status.h"

typedef enum { ENSEMBLE_LOGPROB = 0, ENSEMBLE_PROB = 1 } EnsembleMode;

// The most members an ensemble takes.
#define ENSEMBLE_MAX 16

// Creates a model that decodes with the combination of members[0..M) (2 <= M <= ENSEMBLE_MAX)
// under `mode`. The members must have the same vocabulary size (the caller checks that they share
// one SentencePiece model); the ensemble's cfg is the first member's with max_len the smallest of
// the members' (every member must be able to take every step). It supports the decoding entry
// points only (encode, step, reorder, cross_attention = the mean of the members' weights,
// free_state; forward and backward return TD_ERR_ARG) and has no parameters of its own. On
// success it owns the members: model_free on the ensemble frees them. Returns NULL with td_error
// (TD_ERR_ARG: bad M, differing vocabularies; TD_ERR_NOMEM), the members then still the caller's.
Model *ensemble_create(Model *const *members, int M, EnsembleMode mode);

// The number of members of an ensemble made by ensemble_create, 0 for any other model.
int ensemble_size(const Model *m);

// Member i (0 <= i < ensemble_size(m)) of an ensemble.
Model *ensemble_member(const Model *m, int i);

// The name of a mode ("logprob", "prob"), and the mode of a name: returns 0, or TD_ERR_ARG for
// a name that is neither.
const char *ensemble_mode_name(EnsembleMode mode);
int ensemble_mode_parse(const char *name, EnsembleMode *mode) TD_MUST_USE;

#endif
