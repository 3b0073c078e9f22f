// Scoring given translations (bin/decode --score-reference; fairseq's --score-reference,
// marian-scorer): the log-probability a model gives each reference under teacher forcing, and the
// corpus cross-entropy and perplexity.
//
// The pairs go through exactly the path of the trainer's validation (train/train_data.c and
// train/trainer.c): corpus_tokenize with max_len = cfg.max_len - 1 (a pair with more pieces on
// either side is not scored: the trainer drops it from its dev set too), token-budget batches in
// length order (data/batch.h, no shuffle), and model_forward without dropout and without label
// smoothing. So the corpus figures equal bin/train's "dev loss" and "ppl" on the same pairs
// (the same computation on the same batches when the budget is the trainer's --batch-tokens).
//
// Per pair, with y_1..y_n the reference pieces followed by EOS (n = pieces + 1):
//   logprob = sum_t log p(y_t | y_<t, x)   (nats; the per-token values are the loss's NLL rows,
//                                           summed in target order in double)
//   score   = logprob / ((5 + n) / 6)^alpha  (GNMT, decode/search.h: search_length_norm, as the
//                                           beam ranks a hypothesis that ended with EOS)
// Corpus: cross-entropy = sum of NLL / sum of n over the scored pairs (the sum taken batch by
// batch as the trainer does), perplexity = exp(cross-entropy).
//
// A pair's figures do not depend on the other pairs it is batched with beyond the float rounding
// of the model's batched forward (padding and GEMM blocking; tests/test_score_ref.c bounds it).
#ifndef TANDEM_SCORE_REF_H
#define TANDEM_SCORE_REF_H

#include "data/corpus.h"
#include "models/model.h"
#include "tensor/status.h"
#include "tokenizer/spm.h"

typedef struct ScoreRefOptions {
    int batch_tokens;      // padded target tokens B * T per batch (the trainer's --batch-tokens),
                           // and the same budget on padded source tokens B * S, so that pairs
                           // whose sources are much longer than their targets (shifted sources:
                           // score/health.h) do not make batches of hundreds of long sources
    int max_sentences;     // at most this many pairs per batch (0: no limit, as the trainer)
    float length_penalty;  // GNMT alpha of RefScore.score (0: raw log-probability)
    int threads;           // tokenisation threads (0: OpenMP default)
} ScoreRefOptions;

// Defaults: batch_tokens 4096 (bin/train's default), no sentence limit, the search's alpha
// (search_defaults), default threads.
ScoreRefOptions score_ref_defaults(void);

// The scores of one pair.
typedef struct RefScore {
    double logprob;  // summed log-probability of the reference pieces and EOS (nats); NAN when
                     // the pair was not scored (longer than the model's max-len)
    int n_tokens;    // target tokens scored: pieces + EOS (0 when not scored)
    float score;     // length-normalised logprob (see above); NAN when not scored
} RefScore;

// Corpus figures over the scored pairs.
typedef struct ScoreRefTotals {
    double nll_sum;        // summed negative log-likelihood (nats)
    long n_tokens;         // target tokens (pieces + EOS)
    int n_pairs;           // pairs scored
    int n_skipped;         // pairs not scored (a side longer than cfg.max_len - 1 pieces)
    double cross_entropy;  // nll_sum / n_tokens, nats per token (NAN when nothing was scored)
    double perplexity;     // exp(cross_entropy)
} ScoreRefTotals;

// Scores every pair of p (read with corpus_read_parallel(src, ref, 0, p): every line kept) with
// model m and its SentencePiece model spm. out [p->n_read] receives the scores of file line i at
// out[i] (in input order, one per line); *tot the corpus figures. Returns 0, TD_ERR_ARG (bad
// options; a budget a single pair does not fit, naming its line), TD_ERR_MISMATCH (spm's
// vocabulary is not the model's), TD_ERR_NOMEM, or the tokenizer's or model's error.
int score_ref_pairs(Model *m, const SpmModel *spm, const ParallelText *p,
                    const ScoreRefOptions *opt, RefScore *out, ScoreRefTotals *tot) TD_MUST_USE;

// Formats one output line of bin/decode --score-reference, without the newline:
// "LOGPROB<TAB>TOKENS<TAB>LOGPROB/TOKENS<TAB>SCORE" with %.6f numbers ("nan" fields and 0 tokens
// for a pair not scored). Returns the length written (snprintf's).
int score_ref_format(const RefScore *r, char *buf, size_t cap);

#endif
