// Token-budget batches with length bucketing (the Batch type is the contract with models/).
//
// The batcher sorts the pairs of a TokCorpus by (target length, source length, corpus position),
// cuts the sorted list into batches whose padded target size B * T stays within a token budget
// (optionally also B * S and B), and visits the batches of each epoch in an order shuffled from
// (seed, epoch). Every pair appears in exactly one batch per epoch, and the same seed gives the
// same batches in the same order, so a data position is just (epoch, step): resume is bit-exact
// with no other saved state.
#ifndef TANDEM_BATCH_H
#define TANDEM_BATCH_H

#include <stdint.h>

#include "data/corpus.h"
#include "tensor/status.h"

// One batch, row-major, padded with SPM_PAD_ID (0).
typedef struct Batch {
    int B, S, T;          // sentences, padded source length, padded target length
    int *src;             // [B, S] source ids: pieces then EOS, PAD (0) after src_len[b]
    int *src_len;         // [B] real source lengths (including EOS)
    int *tgt_in;          // [B, T] BOS then pieces, PAD after tgt_len[b]
    int *tgt_out;         // [B, T] pieces then EOS, PAD after tgt_len[b]
    int *tgt_len;         // [B] real target lengths (pieces + 1)
    int n_src_tokens, n_tgt_tokens; // non-pad counts
    int *index;           // [B] position of each pair in the corpus (for restoring order)
    // Capacity of the buffers above (set by batch_alloc; B <= cap_B, B*S <= cap_src, ...).
    int cap_B, cap_src, cap_tgt;
} Batch;

// Allocates a batch able to hold up to max_B sentences, max_src source tokens (B * S) and max_tgt
// target tokens (B * T), every id and length 0 (PAD). Returns 0 or TD_ERR_NOMEM (then *b is
// zeroed).
int batch_alloc(Batch *b, int max_B, int max_src, int max_tgt) TD_MUST_USE;

// Frees a batch's buffers (a zeroed Batch is allowed) and zeroes it.
void batch_free(Batch *b);

// Fills b with the pairs c[pairs[0..n)] in that order: S and T are the longest source and
// (target + 1) lengths, index[k] = c->line[pairs[k]]. Returns 0, or TD_ERR_ARG if the batch does
// not fit b's capacity.
int batch_fill(Batch *b, const TokCorpus *c, const int *pairs, int n) TD_MUST_USE;

// Batching options; batch_defaults() gives max_tokens 4096, no other limits, shuffle on, seed 1.
typedef struct BatchOptions {
    int max_tokens;      // budget on padded target tokens per batch: B * T <= max_tokens
    int max_src_tokens;  // budget on padded source tokens B * S (0: no limit)
    int max_sentences;   // limit on B (0: no limit)
    int shuffle;         // 1: shuffle the batch order per epoch; 0: batches in length order
    uint64_t seed;       // seed of the shuffles
} BatchOptions;

BatchOptions batch_defaults(void);

// The batches of a corpus: a fixed partition of the length-sorted pairs.
typedef struct Batcher {
    const TokCorpus *corpus;  // not owned; must outlive the batcher
    BatchOptions opt;
    int n_batches;
    int *sorted;              // [corpus->n] pair ids sorted by (tgt len, src len, id)
    int *start;               // [n_batches + 1] batch k holds sorted[start[k] .. start[k+1])
    int *perm;                // [n_batches] batch order of epoch perm_epoch
    int perm_epoch;           // epoch whose order is in perm (-1: none yet)
    int max_B, max_S, max_T;  // largest B, S, T over all batches
    int max_src, max_tgt;     // largest B * S and B * T over all batches
} Batcher;

// Builds the batches. Returns 0; TD_ERR_ARG when the corpus is empty, an option is out of range
// or a single pair does not fit the budget (message gives its line and lengths); TD_ERR_NOMEM.
int batcher_init(Batcher *bt, const TokCorpus *c, const BatchOptions *opt) TD_MUST_USE;

// Frees the batcher's arrays (a zeroed Batcher is allowed).
void batcher_free(Batcher *bt);

// Allocates a Batch with room for the largest batch of this batcher (so training never allocates
// per step). Returns 0 or TD_ERR_NOMEM.
int batcher_alloc_batch(const Batcher *bt, Batch *b) TD_MUST_USE;

// The batch id of step `step` (0 <= step < n_batches) of `epoch` (>= 0): the shuffled order is a
// function of (seed, epoch) only. Recomputes the order when the epoch changes (O(n_batches)).
int batcher_batch_id(Batcher *bt, int epoch, int step);

// Fills b with step `step` of `epoch`. Returns 0 or TD_ERR_ARG (step or epoch out of range).
int batcher_get(Batcher *bt, int epoch, int step, Batch *b) TD_MUST_USE;

// Small self-contained RNG for shuffles (splitmix64): the state is one uint64_t, so it is saved
// and restored trivially.
uint64_t batch_rng_next(uint64_t *state);

#endif
