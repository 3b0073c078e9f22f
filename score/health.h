// Health figures of a translation system on a test set: the signs that a model ignores its source
// or degenerates, which a corpus score alone hides (a model that emits one fluent sentence for
// every input scores a few BLEU points). Computed from the text of the sources, outputs and
// references, from the cross-attention rows of the decoder (bin/decode --alignment soft), and
// from the teacher-forced NLL of the references under the true and under shuffled sources
// (bin/decode --score-reference).
//
//   distinct-output share   distinct outputs / distinct sources: 1 when every different source
//                           gets a different translation; a model that ignores its source gives
//                           few distinct outputs (Stahlberg & Byrne 2019 count such degenerate
//                           outputs; here the count is over the whole test set).
//   repetition rate         share of word bigrams of a segment that repeat an earlier bigram of
//                           the same segment, over all segments (1 - unique/total per segment,
//                           summed: Welleck et al. 2020's seq-rep-n with n = 2 over 13a tokens),
//                           for the outputs and, as the natural level, for the references.
//   length ratio            output 13a tokens / reference 13a tokens (BLEU's ratio).
//   attention entropy       the mean over output tokens of H(a) / log(S), where a is the token's
//                           cross-attention distribution over the S source pieces (EOS included;
//                           rows with S < 2 are skipped): 1 is uniform (nothing attended), 0 one
//                           piece. The Transformer's rows are its --alignment-layer's heads
//                           averaged, which is flatter than a single head.
//   source information      CE(references | shuffled sources) - CE(references | true sources),
//                           nats per target token: how much the source lowers the loss of the
//                           reference (a contrastive conditioning test). A model that ignores its
//                           source has ~0; the sources are shuffled by health_shuffle_index.
//
// A run is COLLAPSED (health_collapsed) when either sign says it ignores its source: its source
// information is below HEALTH_MIN_SOURCE_NATS, or its outputs are under HEALTH_MIN_DISTINCT_SHARE
// distinct with an attention entropy above HEALTH_MAX_ATTENTION_ENTROPY (uniform attention and few
// different outputs). A collapsed run is not a translation model of its source and must not enter
// a significance test as one.
#ifndef TANDEM_SCORE_HEALTH_H
#define TANDEM_SCORE_HEALTH_H

#include <stddef.h>
#include <stdint.h>

#include "tensor/status.h"

// Thresholds of health_collapsed, set from measured runs (docs/studies/README.md, "Health of a
// run", lists them). Source information: the shipped Bible models gain 3.10 (RNN) and 3.27
// (Transformer) nats per token from their sources; a gettext Transformer whose outputs ignore the
// source gains 0.53 after 250 updates. Outputs and attention, from the committed studies' explorer
// data (50 test sentences each): every working model, RNN or Transformer, Bible or gettext, gives
// 0.96-1.00 distinct outputs and a top-layer attention entropy of 0.41-0.77; the two gettext
// Transformers whose outputs ignore their sources give 0.52 and 0.62, and 0.97.
#define HEALTH_MIN_SOURCE_NATS 1.0
#define HEALTH_MIN_DISTINCT_SHARE 0.8
#define HEALTH_MAX_ATTENTION_ENTROPY 0.9

typedef struct {
    size_t segments;          // segments read
    size_t distinct_sources;  // distinct source lines
    size_t distinct_outputs;  // distinct output lines
    int64_t bigrams, repeated_bigrams;          // of the outputs (13a tokens)
    int64_t ref_bigrams, ref_repeated_bigrams;  // of the references
    int64_t output_tokens, reference_tokens;    // 13a tokens
    double attention_entropy_sum;               // sum of H(a)/log(S) over the rows added
    int64_t attention_rows;                     // rows added (S >= 2)
    double ce_true, ce_shuffled;                // nats/token; NAN until health_set_nll
} HealthStats;

// Starts empty statistics (counts 0, cross-entropies NAN).
void health_init(HealthStats *h);

// Adds the text figures of n segments: src[i], out[i] (the system's output) and ref[i] (NULL
// when there is no reference: the reference figures are then left out). Distinct sources and
// outputs are counted over the segments of this call. Errors: TD_ERR_FORMAT (invalid UTF-8,
// naming the 1-based segment and byte), TD_ERR_NOMEM.
TD_MUST_USE int health_add_text(HealthStats *h, const char *const *src, const char *const *out,
                                const char *const *ref, size_t n);

// Adds the attention rows of one segment in bin/decode's --alignment soft form: rows separated by
// spaces, one per output piece (EOS included), each S comma-separated probabilities over the
// source pieces. An empty text adds nothing. Errors: TD_ERR_FORMAT when a row is not numbers,
// has a negative value, or has another length than the first row.
TD_MUST_USE int health_add_soft_alignment(HealthStats *h, const char *rows);

// Records the corpus cross-entropies (nats per target token) of the references under the true
// sources and under the shuffled sources (health_shuffle_index).
void health_set_nll(HealthStats *h, double ce_true, double ce_shuffled);

// The figures (NAN where their counts are zero or the NLL was not set).
double health_distinct_share(const HealthStats *h);
double health_repetition_rate(const HealthStats *h);
double health_ref_repetition_rate(const HealthStats *h);
double health_length_ratio(const HealthStats *h);
double health_attention_entropy(const HealthStats *h);
double health_source_information(const HealthStats *h);

// 1 when either sign says the model ignores its source (rule in the file comment), else 0; a sign
// whose figures are unknown (NLL not set, no attention rows) says nothing.
int health_collapsed(const HealthStats *h);

// The line that segment i of n is paired with when the sources are shuffled: i + n/2 (mod n),
// a fixed derangement for n >= 2 that pairs each line with one far from it (neighbouring lines of
// a corpus are often near-duplicates). n < 2 returns i.
size_t health_shuffle_index(size_t i, size_t n);

#endif
