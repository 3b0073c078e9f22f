// Sampling the next token instead of searching (decode/search.h, bin/decode --sampling): for
// back-translation (Edunov et al. 2018) and diverse outputs.
//
// At each step the row's log-probabilities l_v (the model's log-softmax; PAD, BOS and a too-early
// EOS already at -inf) become the sampling distribution
//   q_v = exp(l_v / T) / sum_u exp(l_u / T)         (temperature T: the logits divided by T
//                                                    before the softmax; T < 1 sharpens, T > 1
//                                                    flattens)
// then truncated and renormalised:
//   top-k:  the K most probable tokens (ties: lower id first); K >= the vocabulary: no truncation
//   top-p:  nucleus sampling (Holtzman et al. 2020): the smallest set of most probable tokens
//           (same order) whose q mass reaches P, 0 < P <= 1 (at least one token; P = 1 keeps
//           every token of non-zero probability)
// and one token is drawn from it with one uniform number from the row's stream.
//
// Streams: the draws of sample k of the sentence with id s (its 0-based line in the input) come
// from sampling_stream(seed, s, k), one draw per generated token, so a sample depends only on
// (seed, s, k) and the model: never on the batch it is decoded in or on the other samples.
#ifndef TANDEM_SAMPLING_H
#define TANDEM_SAMPLING_H

#include <stddef.h>
#include <stdint.h>

#include "tensor/rng.h"
#include "tensor/status.h"

typedef enum { SAMPLING_OFF = 0, SAMPLING_TOPK = 1, SAMPLING_TOPP = 2 } SamplingKind;

typedef struct SamplingOptions {
    SamplingKind kind;   // SAMPLING_OFF: greedy/beam search (a zeroed struct is off)
    int top_k;           // K >= 1 (SAMPLING_TOPK)
    float top_p;         // 0 < P <= 1 (SAMPLING_TOPP)
    float temperature;   // T > 0
    uint64_t seed;       // the seed of every stream
} SamplingOptions;

// Off, top_k 1, top_p 1, temperature 1, seed 1.
SamplingOptions sampling_defaults(void);

// Parses "topk:K" (K >= 1) or "topp:P" (0 < P <= 1) into o->kind and o->top_k / o->top_p.
// Returns 0 or TD_ERR_ARG with a message naming the accepted forms.
int sampling_parse(const char *spec, SamplingOptions *o) TD_MUST_USE;

// Checks ranges (K >= 1, 0 < P <= 1, 0 < T <= 1e4 and finite). Returns 0 or TD_ERR_ARG.
int sampling_check(const SamplingOptions *o) TD_MUST_USE;

// The random stream of sample `sample` of the sentence with id `sentence` (see above).
Rng sampling_stream(uint64_t seed, uint64_t sentence, uint64_t sample);

// A token kept by the truncation and its tempered weight exp((l_v - max_u l_u) / T).
typedef struct SamplingCand {
    double w;
    int id;
} SamplingCand;

// Workspace of sampling_pick (a zeroed one is empty; it grows to the vocabulary size once).
typedef struct SamplingWork {
    SamplingCand *cand;  // [V] the kept tokens, most probable first
    double mass;         // the sum of their weights
    size_t cap;
} SamplingWork;

// The truncated, renormalised sampling distribution of one row of log-probabilities lp [V]:
// writes the kept tokens, most probable first, into w->cand[0..n) (their probabilities are
// cand[i].w / w->mass) and, when probs [V] is not NULL, those probabilities at their ids (0
// elsewhere). Tokens whose tempered weight underflows to 0 are never kept. Returns n >= 1, or
// TD_ERR_NUMERIC when no entry of lp is finite, TD_ERR_NOMEM.
int sampling_distribution(const float *lp, int V, const SamplingOptions *o, SamplingWork *w,
                          double *probs) TD_MUST_USE;

// Draws the next token from sampling_distribution(lp) with one 53-bit uniform number of rng
// (inverse CDF over the kept tokens in their order). Returns the token id, or the errors of
// sampling_distribution.
int sampling_pick(const float *lp, int V, const SamplingOptions *o, Rng *rng,
                  SamplingWork *w) TD_MUST_USE;

// Frees the workspace and zeroes it.
void sampling_work_free(SamplingWork *w);

#endif
