// Batch translation of raw text lines: SentencePiece encoding, length-sorted token-budget batches,
// greedy or beam search (decode/search.h), input order restored, SentencePiece detokenisation.
// Used by bin/decode, the trainer's validation (BLEU on the dev set) and bin/compare.
//
// Guarantees: out has exactly one entry per input line, in input order; an empty (or whitespace-
// only, i.e. zero-piece) line gives an empty translation with score 0 and is never sent to the
// model; a line longer than max_input_len pieces is truncated to its first max_input_len pieces
// with a warning naming the line (never dropped); with carry_unknown, a line with no word character
// outside its carried spans is copied unchanged (decode/carry.h). The translation of a line does not depend on the
// other lines it is batched with (given a row-independent model step; see decode/search.h).
#ifndef TANDEM_TRANSLATE_H
#define TANDEM_TRANSLATE_H

#include <stdio.h>

#include "decode/search.h"
#include "models/model.h"
#include "tensor/status.h"

typedef struct SpmModel SpmModel;  // tokenizer/spm.h

typedef enum { ALIGN_NONE = 0, ALIGN_HARD = 1, ALIGN_SOFT = 2 } AlignFormat;

// Per-token detail of a hypothesis: DETAIL_TOKENS its tokens and their log-probabilities;
// DETAIL_ATTENTION also the source tokens and the cross-attention rows (like an alignment, this
// keeps decode/split.h from splitting a line, so the rows refer to one search).
typedef enum { DETAIL_NONE = 0, DETAIL_TOKENS = 1, DETAIL_ATTENTION = 2 } TranslateDetail;

typedef struct TranslateOptions {
    SearchOptions search;   // beam size, length penalty, length limits, n-best (search_defaults)
    int batch_tokens;       // budget per batch: sentences * beam size * padded source length
    int max_batch_sents;    // at most this many sentences per batch
    int max_input_len;      // source pieces kept per line (<= 0: model cfg.max_len - 1, room
                            // for EOS); longer lines are truncated with a warning that names
                            // the limit that cut them: max_input_len_name when max_input_len
                            // (<= the model's) is the one, else "the model's limit"
    const char *max_input_len_name;  // how warnings name max_input_len ("--max-input-len" in
                                     // bin/decode); NULL: "max_input_len"
    AlignFormat alignment;  // alignments in TranslateHyp.alignment (sets search.alignment)
    TranslateDetail detail; // what TranslateHyp holds besides text and score (bin/serve)
    int replace_unk;        // 1: each output <unk> becomes the source word it attends to most
    int carry_unknown;      // 1: URLs, e-mail addresses and what the tokenizer cannot represent
                            // are carried through untranslated (both: decode/carry.h; either
                            // turns search.alignment on; alignments then refer to the pieces the
                            // model saw and produced)
    FILE *log;              // warnings go here ("<prog>: warning: <input> line N: ..."); NULL: none
    const char *prog;       // program name in warnings ("decode")
    const char *input_name; // input name in warnings ("stdin", a file name, "dev")
    long first_line;        // 1-based line number of lines[0] in that input (for warnings;
                            // sampling: line first_line + i draws from the streams of sentence
                            // id first_line - 1 + i, decode/sampling.h; with line_numbers,
                            // line_numbers[i] - 1 + (k << 40) for the k-th part of a line)
    const long *line_numbers;  // [n] the line number of each lines[i] in warnings instead
                               // (several entries may share one: parts of a split line); NULL:
                               // first_line + i
    // Called after each batch with the lines finished so far (of n), e.g. for a progress line;
    // NULL: none.
    void (*progress)(void *ctx, int done, int n);
    void *progress_ctx;
} TranslateOptions;

// Defaults: search_defaults(), batch_tokens 4096, max_batch_sents 256, max_input_len from the
// model, no alignment, replace_unk and carry_unknown on, warnings to stderr as
// "decode: warning: stdin line N: ...", e.g.
// "decode: warning: stdin line 2: 20 pieces, truncated to the first 10 (the model's limit)".
TranslateOptions translate_defaults(void);

// One translation of a line.
typedef struct TranslateHyp {
    char *text;        // detokenised translation (malloc'd, NUL-terminated; "" for an empty line)
    float score;       // length-normalised log-probability (search.h); 0 for an empty line
    char *alignment;   // NULL unless opt->alignment (malloc'd). Pieces, 0-based, EOS excluded:
                       // ALIGN_HARD "i-j i-j ..." (source piece i, target piece j; for each target
                       // piece the source piece with the highest attention); ALIGN_SOFT one group
                       // per target piece and one for the final EOS, separated by spaces, each the
                       // comma-separated attention over the source pieces and the source EOS
                       // ("0.912,0.051,0.037 ..."; Marian's soft format).
    // opt->detail >= DETAIL_TOKENS (else 0 and NULL; malloc'd). The tokens the model produced:
    // pieces, then EOS when the hypothesis ended with it (a line split by decode/split.h: each
    // part's, in order), and the log-probability the search gave each (search.h
    // SearchHyp.token_logprob: they sum to the hypothesis's raw log-probability).
    int n_tokens;
    int *tokens;           // [n_tokens] token ids
    float *token_logprob;  // [n_tokens] natural log
    // opt->detail == DETAIL_ATTENTION (else 0 and NULL): the source the model read (pieces, then
    // EOS) and each produced token's cross-attention over it (search.h SearchHyp.attn: the RNN's
    // attention; the Transformer's search.alignment_layer averaged over heads).
    int src_len;
    int *src_tokens;       // [src_len]
    float *attn;           // [n_tokens, src_len], each row sums to 1
} TranslateHyp;

// Translates lines[0..n) (UTF-8, no newline) with model m and its SentencePiece model spm.
// out[i] receives a malloc'd translation of line i (free each with free()); scores[i] (if scores
// is not NULL) its best hypothesis's score. Returns 0, or a negative status with td_error (bad
// options, TD_ERR_MISMATCH when spm's vocabulary size is not the model's, out of memory, a
// tokenizer or model failure); on failure no out[i] is left allocated.
int translate_lines(Model *m, const SpmModel *spm, const char *const *lines, int n,
                    const TranslateOptions *opt, char **out, float *scores) TD_MUST_USE;

// The full form: out[i * n_best + k] (n_best = opt->search.n_best) receives line i's k-th best
// hypothesis (best first) with its score and, if requested, its alignment. Free with
// translate_hyps_free(out, n * n_best). Same errors as translate_lines.
int translate_lines_nbest(Model *m, const SpmModel *spm, const char *const *lines, int n,
                          const TranslateOptions *opt, TranslateHyp *out) TD_MUST_USE;

// Frees the strings and arrays of count hypotheses (not the array itself) and zeroes them.
void translate_hyps_free(TranslateHyp *h, int count);

#endif
