// Data-parallel training with several ranks (mpirun -np N bin/train ...): what bin/train and the
// trainer do differently from a single process, on top of train/dist.h. With one process every
// function here is a no-op that returns 0 (and the training is the same, bit for bit).
//
// An update takes one batch per rank and --accumulate step: from the epoch's seeded order, the
// update that starts at batch i gives rank r the batches i + r, i + r + N, ... i + r + (A-1)N
// (N ranks, A = --accumulate), so the N*A batches of an update are the ones a single process with
// --accumulate N*A takes, each batch of an epoch is used once, and no two ranks take the same one.
// The per-rank gradients (each scaled by 1 / the tokens of all ranks) are summed in place in the
// contiguous gradient buffer (MPI_Allreduce), then clipping and Adam run identically on every
// rank. A batch's dropout masks depend on its place in the data alone (trainer.c), so N ranks
// draw the masks of one process with --accumulate N*A. Only rank 0 writes files (logs,
// checkpoints, state, TSV, config, tokenizer); its state file also holds the number of ranks
// ("ranks"), and a run resumes with any number of ranks that keeps ranks x --accumulate.
#ifndef TANDEM_TRAIN_DIST_H
#define TANDEM_TRAIN_DIST_H

#include <stddef.h>

#include "tensor/status.h"
#include "tokenizer/spm.h"

struct Trainer;

// bin/train: makes every rank use rank 0's tokenizer. Rank 0 passes the model it set up (with its
// file bytes *bytes, *len); the other ranks pass NULL and receive the bytes and a model loaded from
// them (through a temporary file, removed at once). Returns the model, or NULL with td_error.
SpmModel *train_dist_tokenizer(SpmModel *spm, void **bytes, size_t *len);

// Trainer start, after the state is restored (or not): copies rank 0's parameters and Adam moments
// and the run's dropout stream to every rank (so all start from the same bits and draw the same
// masks for a batch), and logs the effective batch. 0 or a status.
int train_dist_start(struct Trainer *T) TD_MUST_USE;

// Every rank must see the same epoch: TD_ERR_MISMATCH (naming the epoch and the counts) when the
// ranks' number of batches `n_batches` for it differ (a corpus that is not the same on every host).
int train_dist_check_epoch(struct Trainer *T, int n_batches) TD_MUST_USE;

// Sums this update's target tokens *tokens and training FLOPs *flops over the ranks (exact: whole
// numbers). 0 or a status.
int train_dist_sum_counts(long *tokens, long long *flops) TD_MUST_USE;
// Sums the gradient buffer over the ranks in place (and times it), then the loss *loss of this
// update. 0 or a status.
int train_dist_sum_gradients(struct Trainer *T, double *loss) TD_MUST_USE;

// One budget clock and one stop decision for all ranks: the training clock becomes the slowest
// rank's, *signal the largest signal number any rank has seen (0: none). 0 or a status.
int train_dist_agree(struct Trainer *T, int *signal) TD_MUST_USE;

// After rank 0 validated: gives every rank its dev loss, perplexity, BLEU and chrF. 0 or a status.
int train_dist_share_validation(struct Trainer *T) TD_MUST_USE;

// The end-of-run line about the gradient sum on rank 0 (average time per update, which includes
// waiting for the slowest rank, and its share of the training clock); nothing with one process.
void train_dist_report(struct Trainer *T);

#endif
