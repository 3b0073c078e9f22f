// Greedy and beam search, written once against ModelOps (models/model.h), for both architectures.
//
// Dimension legend: B sentences in a batch, S padded source length, V vocabulary, K beam size,
// N decoding rows (greedy: unfinished sentences; beam: up to K live hypotheses per sentence),
// L maximum output length of a sentence (tokens generated, EOS included).
//
// Scores. The log-probability of a hypothesis y_1..y_n is the float sum of the model's log-softmax
// values of its tokens, EOS included when it ended with EOS. Its reported score is
// length-normalised as in GNMT (Wu et al. 2016, eq. 14): score = logprob / lp(n),
// lp(n) = ((5 + n) / 6)^alpha, with n = tokens generated (EOS included; without EOS when the
// hypothesis was cut at the length limit) and alpha = length_penalty (0: raw log-probability).
// Beam candidates are ranked by raw log-probability while searching (as in fairseq); finished
// hypotheses by normalised score.
//
// Length limits. A sentence of src_len tokens (pieces + EOS) may generate at most
//   L = min(floor(max_length_ratio * (src_len - 1)) + max_length_add, max_length, cfg.max_len)
// tokens (max_length <= 0 or max_length_ratio <= 0: that term is not applied; L >= 1). A hypothesis
// still without EOS after L tokens is finished as it is (L pieces, no EOS). EOS is forbidden while
// a hypothesis has fewer than min_length pieces, so min_length = max_length = L gives exactly L
// pieces (what a fixed-length benchmark wants). PAD and BOS are never generated.
//
// Beam (fairseq style): each sentence starts with one row (all K beams would be identical) and
// expands to K rows. At every step the best 2K (row, token) candidates of a sentence are taken by
// cumulative log-probability; an EOS candidate ranked among the first K finishes a hypothesis, and
// the best K non-EOS candidates continue. A sentence is done once K hypotheses have finished or it
// reaches L. Ties are broken by lower row rank, then lower token id, so results never depend on how
// sentences are batched. With K = 1 this is exactly greedy search (same tokens, same score).
//
// Greedy: one row per unfinished sentence; rows of sentences that finish are dropped from the
// state with reorder (compaction), so the cost follows the sentences still running.
//
// Sampling (opt.sampling, decode/sampling.h; beam_size 1): greedy's loop over n_best rows per
// sentence, each drawing its token from the step's truncated, tempered distribution with its own
// stream, sampling_stream(seed, sentence id, sample index), instead of taking the argmax. Sample k
// of sentence b is hypothesis k (in draw order, not sorted); its logprob and score are the
// model's (the untempered log-softmax values of its tokens, normalised as above), not the
// sampling distribution's. top-k with K = 1 is greedy search exactly.
//
// Rows: the search owns the row -> sentence map of the decoding state (DecodeRows, models/model.h)
// and checks every reorder (decode_rows_reorder); the model only gathers its per-row tensors.
//
// Determinism: the search itself is order-independent per sentence; a batch of N sentences gives
// the same output as N batches of one as long as the model's step is row-independent (both models
// are tested for it in tests/test_search.c).
#ifndef TANDEM_SEARCH_H
#define TANDEM_SEARCH_H

#include "decode/sampling.h"
#include "models/model.h"
#include "tensor/status.h"

// What a per-step callback (SearchOptions.on_step) sees: the state right after step t, before
// the search selects tokens and reorders rows. The callback may read the step's attention
// through model->ops->cross_attention / self_attention with `rows`; it must not change the state.
// Greedy: row r is the unfinished sentence rows->sentence[r], and the token its hypothesis gets
// at position t is the one chosen from this step. Beam: the rows are the live hypotheses.
typedef struct SearchStep {
    Model *model;
    const DecodeState *state;
    const DecodeRows *rows;  // the N rows that took the step and the sentence of each
    int t;                   // step index: 0 predicts the first output token
} SearchStep;

// The largest GNMT alpha the programs accept (bin/decode, bin/serve, recipes): beyond it
// ((5+n)/6)^alpha overflows float for long outputs.
#define SEARCH_MAX_LENGTH_PENALTY 100

typedef struct SearchOptions {
    int beam_size;            // K >= 1; 1 = greedy
    int n_best;               // hypotheses returned per sentence, 1 <= n_best <= K
    float length_penalty;     // GNMT alpha >= 0 (0: raw log-probability)
    float max_length_ratio;   // L <= ratio * source pieces + max_length_add (<= 0: not applied)
    int max_length_add;       // the constant term of that bound
    int max_length;           // absolute cap on L (<= 0: only the model's cfg.max_len)
    int min_length;           // pieces before EOS is allowed (>= 0)
    int alignment;            // 1: keep the cross-attention of every output token
    int alignment_layer;      // Transformer decoder layer for the attention (-1: last)
    int force_beam;           // 1: run the beam code path even for K = 1 (tests: equals greedy)
    SamplingOptions sampling; // kind SAMPLING_OFF (search_defaults): search; else n_best samples
    const long *sentence_ids; // [B] sampling: the stream id of each sentence of search_run (its
                              // line in the input); NULL: 0..B-1
    // Called after every decoding step (NULL: none); a negative return stops the search, which
    // returns that status.
    int (*on_step)(void *ctx, const SearchStep *step);
    void *on_step_ctx;
} SearchOptions;

// Defaults: greedy (K = 1), n_best 1, alpha 1.0 (used only by beam: within 0.13 dev BLEU of the
// best penalty tried for both architectures on both corpora, docs/studies/bible-en-es-tuning and
// gettext-en-es-tuning-check), L <= 1.5 * pieces + 10, no absolute cap beyond the model's,
// min_length 0, no alignment, last layer, no callback.
SearchOptions search_defaults(void);

// One output hypothesis. Pointers stay valid until the next search_run or search_free.
typedef struct SearchHyp {
    const int *tokens;    // [len] generated pieces, EOS not included
    int len;              // pieces
    int ended;            // 1 when the hypothesis ended with EOS, 0 when cut at the length limit
    float logprob;        // raw sum of log-probabilities (EOS included when ended)
    float score;          // length-normalised score (see above)
    const float *token_logprob;  // [len + ended] the model's log-probability of each generated
                                 // token (EOS last when ended), as the search added them into
                                 // logprob (sum in order = logprob bit for bit)
    const float *attn;    // [len + ended, S] cross-attention of each generated token over the
                          // S source positions of search_run (soft alignment); NULL unless
                          // opt.alignment. Row j sums to 1 over the sentence's src_len positions.
} SearchHyp;

typedef struct Searcher Searcher;

// Creates a searcher for model m (workspace grows to the largest batch and is reused: no
// allocation per decoding step). Returns NULL with td_error on out of memory.
Searcher *search_create(Model *m);

// Frees the searcher and its results (NULL is fine).
void search_free(Searcher *s);

// Checks the options (ranges, n_best <= beam_size; sampling: sampling_check, beam_size 1,
// n_best <= 1024). Returns 0 or TD_ERR_ARG naming the option.
int search_check_options(const SearchOptions *opt) TD_MUST_USE;

// The maximum output length L of a sentence with src_len tokens (pieces + EOS) under opt and the
// model's cfg.max_len (see above).
int search_max_output(const SearchOptions *opt, int model_max_len, int src_len);

// Decodes B sentences src [B, S] (pieces then EOS, PAD after src_len[b]; every src_len[b] >= 1).
// Afterwards search_hyp(s, b, i) gives sentence b's i-th best hypothesis (i < opt->n_best, best
// first). Returns 0, TD_ERR_ARG (bad options; a bad alignment layer), TD_ERR_NOMEM, or the model's
// error.
int search_run(Searcher *s, const int *src, const int *src_len, int B, int S,
               const SearchOptions *opt) TD_MUST_USE;

// Hypothesis i (0 = best) of sentence b of the last search_run.
const SearchHyp *search_hyp(const Searcher *s, int b, int i);

// Decoding steps (model step calls) and row-steps (sum of rows over steps) of the last run, for
// benchmarks and the compaction test.
void search_stats(const Searcher *s, long *steps, long *row_steps);

// The row bookkeeping of a decoding state (models/model.h: DecodeRows), for the search and for
// anything else that drives ModelOps.step directly. Start with {0} and free with decode_rows_free.

// Sets B rows, row b decoding sentence b (the rows of a fresh encode). Returns 0 or TD_ERR_NOMEM.
int decode_rows_reset(DecodeRows *rows, int B) TD_MUST_USE;

// Moves the rows of state st: new row r (0 <= r < new_n) continues old row parent[r] [new_n].
// Checks new_n >= 0 and every parent in [0, rows->n), updates the row -> sentence map and lets
// the model gather its per-row tensors (ModelOps.reorder; not called for new_n = 0, which leaves
// no rows). Returns 0, TD_ERR_ARG (a bad parent or count, nothing changed), TD_ERR_NOMEM or the
// model's error.
int decode_rows_reorder(DecodeRows *rows, Model *m, DecodeState *st, const int *parent,
                        int new_n) TD_MUST_USE;

// Frees the map's buffers and zeroes it (a zeroed one is fine).
void decode_rows_free(DecodeRows *rows);

// The reported score of a hypothesis of n tokens with log-probability logprob under GNMT alpha:
// logprob / ((5 + n) / 6)^alpha, computed in double (alpha = 0: logprob itself).
float search_length_norm(float logprob, int n, float alpha);

// Index of the largest of x[0, V) (a row of log-probabilities), the lowest among equals (ties go to
// the lower token); 0 when every entry is -inf or NaN. Screens 16 entries at a time against the
// running maximum (AVX-512/AVX2 when built for them): greedy search's argmax, also bin/bench's.
int search_argmax(const float *x, int V);

#endif
