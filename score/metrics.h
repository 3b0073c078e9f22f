// The metrics of sacreBLEU 2.x, computed as it computes them: BLEU, chrF / chrF++ and TER, each
// with sacreBLEU's options, and per-segment sufficient statistics (summed for corpus scores, kept
// for validation BLEU in the trainer and for paired bootstrap resampling).
//
// BLEU (Papineni et al. 2002, "BLEU: a Method for Automatic Evaluation of Machine Translation"):
//   by default tokenizer 13a (mteval-v13a), mixed case, n-gram orders 1..4, clipped n-gram
//   counts, exponential ("exp", NIST mteval) smoothing, corpus brevity penalty, effective order
//   off: BLEU = BP * exp(sum_n log(p_n) / 4), p_n = 100 * correct_n / total_n (percent),
//   BP = 1 if hyp_len >= ref_len else exp(1 - ref_len / hyp_len).
//   sacreBLEU signature: nrefs:1|case:mixed|eff:no|tok:13a|smooth:exp|version:2.6.0
//   Options (BleuConfig): tokenizers 13a, none, intl, char, zh; lowercase; smoothing exp,
//   floor, add-k, none (Chen & Cherry 2014, methods 3, 1, 2 and none); effective order.
// chrF (Popovic 2015, "chrF: character n-gram F-score for automatic MT evaluation") and chrF++
// (Popovic 2017, "chrF++: words helping character n-grams"):
//   by default character n-grams of orders 1..6 over the text with all whitespace removed, no
//   word n-grams, beta 2; precision and recall are averaged over the orders with non-zero
//   counts, then chrF = 100 * (1 + b^2) P R / (b^2 P + R).
//   sacreBLEU signature: nrefs:1|case:mixed|eff:yes|nc:6|nw:0|space:no|version:2.6.0
//   Options (ChrfConfig): character order, word order (2: chrF++), beta, lowercase, keeping
//   whitespace, epsilon smoothing.
// TER (Snover et al. 2006, "A Study of Translation Edit Rate with Targeted Human Annotation"):
//   edits (insertions, deletions, substitutions, shifts of word sequences) over the average
//   reference length, in percent, with sacreBLEU's tercom-compatible search (score/ter.c).
//   sacreBLEU signature: nrefs:1|case:lc|tok:tercom|norm:no|punct:yes|asian:no|version:2.6.0
//
// Usage (validation BLEU of a decoded dev set; the stats of each segment can be kept for
// bootstrap resampling with bleu_segment_stats + bleu_stats_add):
//     BleuStats s;
//     if (bleu_corpus_stats(&s, hyps, refs, n) < 0) -> td_last_error()
//     double bleu = bleu_score(&s);
//
// Text is UTF-8. Characters are Unicode code points (chrF counts code points, not bytes);
// "whitespace" is Python's str.isspace() set, as sacreBLEU uses str.split(); lowercasing is
// Python's str.lower(), with the Unicode data of score/unicode_tables.inc (version in
// METRICS_UNICODE_VERSION). Invalid UTF-8 is an error (TD_ERR_FORMAT) naming the line and the
// byte, both 1-based (metrics_utf8_valid).
#ifndef TANDEM_SCORE_METRICS_H
#define TANDEM_SCORE_METRICS_H

#include <stddef.h>
#include <stdint.h>

#include "tensor/status.h"

#define BLEU_MAX_ORDER 4
#define CHRF_CHAR_ORDER 6
#define CHRF_BETA 2
#define METRICS_SACREBLEU_VERSION "2.6.0"
#define METRICS_UNICODE_VERSION "14.0.0"  // of score/unicode_tables.inc
#define CHRF_MAX_ORDERS 16  // character plus word orders of a ChrfConfig

// ---------------------------------------------------------------------------------------------
// Text helpers
// ---------------------------------------------------------------------------------------------

// Checks that s[0..len) is valid UTF-8 as Python's strict decoder defines it (no overlong forms,
// no surrogates, nothing above U+10FFFF). Returns 1 if valid; else 0 and, if bad_byte is not
// NULL, the 1-based byte position of the bad sequence's first byte in *bad_byte, i.e. its column
// ("ok \xff" -> 4), the convention of every "invalid UTF-8 at byte B" message of the project
// (data/corpus.h text_line_check).
int metrics_utf8_valid(const char *s, size_t len, size_t *bad_byte);

// sacreBLEU's BLEU tokenizers (--tokenize): 13a (mteval-v13a, the default), none (split on
// whitespace only), intl (mteval-v14 international: Unicode punctuation and symbols split off),
// char (every character a token), zh (Chinese characters split off, then 13a's regexes).
typedef enum { BLEU_TOK_13A, BLEU_TOK_NONE, BLEU_TOK_INTL, BLEU_TOK_CHAR, BLEU_TOK_ZH } BleuTokenizer;

// Tokenizes one line with sacreBLEU's tokenizer 13a (mteval-v13a): trailing whitespace stripped,
// "<skipped>" removed, "-\n" removed, "\n" -> " ", the entities &quot; &amp; &lt; &gt; unescaped
// (in that order), ASCII punctuation other than ' , - . split off, period/comma split off unless
// between digits, a dash split off after a digit, then whitespace runs collapsed to one space.
// "Hello, world." -> "Hello , world ."; "1,000.5" stays; "3-4" -> "3 - 4".
// On success *out is a malloc'd NUL-terminated string (tokens joined by single spaces; the caller
// frees it) and the return is 0. Errors: TD_ERR_FORMAT (invalid UTF-8), TD_ERR_NOMEM.
TD_MUST_USE int bleu_tokenize_13a(const char *line, char **out);

// Tokenizes one line as sacreBLEU's BLEU does before counting: str.lower() if lowercase, trailing
// whitespace stripped, then the tokenizer, tokens joined by single spaces in *out (malloc'd).
//   none: "a  b\t" -> "a b".   char: "ab c" -> "a b c" (whitespace is not a token).
//   intl (mteval-v14): a punctuation character (Unicode category P*) is split off unless it has
//     a number (N*) on that side: "Hello, world." -> "Hello , world ."; "1,000.5" stays; a symbol
//     (S*) is always split off: "5$" -> "5 $"; a number and then a final period stay: "in 2010."
//   zh: leading whitespace stripped, each character of sacreBLEU's Chinese ranges (CJK
//     ideographs and punctuation, full-width forms, and U+2001..U+2A6D, which the ranges cover
//     as Python compares them: see score/tokenize.c) surrounded by spaces, then 13a's regexes
//     without 13a's unescaping and padding.
// Errors: TD_ERR_FORMAT (invalid UTF-8), TD_ERR_NOMEM.
TD_MUST_USE int bleu_tokenize(const char *line, BleuTokenizer tokenizer, int lowercase,
                              char **out);

// Python's str.lower() of line into *out (malloc'd): the full lowercase mapping of each code
// point (U+0130 -> "i\u0307"), U+03A3 -> final sigma U+03C2 at the end of a word (Python's
// Final_Sigma rule). Errors: TD_ERR_FORMAT (invalid UTF-8), TD_ERR_NOMEM.
TD_MUST_USE int metrics_lowercase(const char *line, char **out);

// The tokenizer named name ("13a", "none", "intl", "char", "zh") in *out; TD_ERR_ARG otherwise.
TD_MUST_USE int bleu_tokenizer_parse(const char *name, BleuTokenizer *out);

// The name of a tokenizer, as in signatures ("13a", ...).
const char *bleu_tokenizer_name(BleuTokenizer t);

// ---------------------------------------------------------------------------------------------
// BLEU
// ---------------------------------------------------------------------------------------------

// BLEU sufficient statistics of one segment or a sum over segments. correct[n-1]: clipped
// n-gram matches; total[n-1]: hypothesis n-grams; hyp_len / ref_len: 13a token counts (with
// several references, ref_len is the closest reference length, the shorter one on ties).
typedef struct {
    int64_t correct[BLEU_MAX_ORDER];
    int64_t total[BLEU_MAX_ORDER];
    int64_t hyp_len;
    int64_t ref_len;
} BleuStats;

// Everything sacreBLEU reports about a BLEU score. score, precisions[] in percent (0..100).
typedef struct {
    double score;
    double precisions[BLEU_MAX_ORDER];
    double bp;     // brevity penalty
    double ratio;  // hyp_len / ref_len (0 when ref_len is 0)
    BleuStats stats;
} BleuResult;

// BLEU smoothing methods (--smooth-method), as named in Chen & Cherry 2014, "A Systematic
// Comparison of Smoothing Techniques for Sentence-Level BLEU".
typedef enum { BLEU_SMOOTH_EXP, BLEU_SMOOTH_NONE, BLEU_SMOOTH_FLOOR, BLEU_SMOOTH_ADD_K } BleuSmooth;

// sacreBLEU's BLEU options. smooth_value < 0 selects the method's default (floor 0.1, add-k 1).
typedef struct {
    BleuTokenizer tokenizer;
    int lowercase;
    BleuSmooth smooth;
    double smooth_value;
    int effective_order;  // 1: average over the orders up to the last with n-grams (see below)
} BleuConfig;
#define BLEU_CONFIG_DEFAULT {BLEU_TOK_13A, 0, BLEU_SMOOTH_EXP, -1.0, 0}

// Computes the statistics of one segment against nrefs >= 1 references (overwrites *out).
// Clipping uses the maximum count of each n-gram over the references. Both sides are tokenized
// with bleu_tokenize_13a. Errors: TD_ERR_FORMAT (invalid UTF-8, message names "hypothesis" or
// "reference K" and the byte), TD_ERR_NOMEM.
TD_MUST_USE int bleu_segment_stats(BleuStats *out, const char *hyp, const char *const *refs,
                                   int nrefs);

// The same with the tokenizer and case of *cfg (the other fields do not matter for counting).
TD_MUST_USE int bleu_segment_stats_cfg(BleuStats *out, const char *hyp, const char *const *refs,
                                       int nrefs, const BleuConfig *cfg);

// Adds the statistics of the segment (hyp, ref) to *acc. Errors as bleu_segment_stats; on error
// *acc is unchanged.
TD_MUST_USE int bleu_add(BleuStats *acc, const char *hyp, const char *ref);

// acc += x, field by field (summing segment statistics, e.g. for bootstrap resamples).
void bleu_stats_add(BleuStats *acc, const BleuStats *x);

// Corpus statistics of n parallel segments (single reference): *out = sum of the segments'
// statistics. n may be 0 (all zero). Errors: TD_ERR_FORMAT with "line I" (1-based), TD_ERR_NOMEM.
TD_MUST_USE int bleu_corpus_stats(BleuStats *out, const char *const *hyps,
                                  const char *const *refs, int n);

// The same with nrefs reference streams (1 <= nrefs <= 64): refs[k][i] is reference k of
// segment i.
TD_MUST_USE int bleu_corpus_stats_multi(BleuStats *out, const char *const *hyps,
                                        const char *const *const *refs, int nrefs, int n);

// The same with the tokenizer and case of *cfg.
TD_MUST_USE int bleu_corpus_stats_cfg(BleuStats *out, const char *const *hyps,
                                      const char *const *const *refs, int nrefs, int n,
                                      const BleuConfig *cfg);

// BLEU with all the details, from (summed) statistics, as sacreBLEU's compute_bleu with
// smooth_method="exp", use_effective_order=False:
//   BP = 1 if hyp_len >= ref_len, exp(1 - ref_len/hyp_len) if 0 < hyp_len < ref_len, else 0.
//   If no order has a match, BLEU = 0 and every precision is 0. Otherwise, for n = 1..4 in
//   turn: stop at the first order with total_n = 0 (its precision and the later ones stay 0,
//   which makes BLEU 0); p_n = 100 correct_n / total_n if correct_n > 0, else
//   p_n = 100 / (2^k total_n) where k counts the zero-match orders so far (1, 2, ...).
//   BLEU = BP * exp((log p_1 + ... + log p_4) / 4), or 0 if any p_n is 0.
void bleu_compute(const BleuStats *s, BleuResult *out);

// BLEU with the smoothing and effective order of *cfg, as sacreBLEU's compute_bleu:
//   if no order has a match, BLEU = 0 and every precision is 0. For n = 1..4: with add-k, k is
//   added to correct_n and total_n for n >= 2; stop at the first order with total_n = 0; p_n =
//   100 correct_n / total_n if correct_n > 0, else exp: 100 / (2^k total_n) (k-th zero order),
//   floor: 100 v / total_n (v = smooth_value), add-k and none: 0.
//   Without effective order BLEU = BP * exp(mean of log p_n over the 4 orders); with it, the mean
//   runs over the orders up to the last one reached with total_n > 0 (a 2-token segment is
//   scored on orders 1-2). A p_n of 0 in the mean makes BLEU 0.
void bleu_compute_cfg(const BleuStats *s, const BleuConfig *cfg, BleuResult *out);

// Just the BLEU score (0..100) of bleu_compute.
double bleu_score(const BleuStats *s);

// Writes sacreBLEU's text line (width 2) into buf (at most cap bytes, NUL-terminated):
// "BLEU = 23.45 55.1/29.8/17.9/11.0 (BP = 1.000 ratio = 1.012 hyp_len = 1234 ref_len = 1219)".
// Returns the length snprintf reports.
int bleu_format(const BleuResult *r, char *buf, size_t cap);

// Writes the sacreBLEU signature "nrefs:N|case:mixed|eff:no|tok:13a|smooth:exp|version:2.6.0".
int bleu_signature(int nrefs, char *buf, size_t cap);

// The signature of *cfg: "nrefs:N|case:lc|eff:yes|tok:intl|smooth:floor[0.10]|version:2.6.0"
// (case lc or mixed; eff yes or no; smooth exp, none, floor[V], add-k[V], V with 2 decimals).
int bleu_signature_cfg(const BleuConfig *cfg, int nrefs, char *buf, size_t cap);

// ---------------------------------------------------------------------------------------------
// chrF
// ---------------------------------------------------------------------------------------------

// chrF sufficient statistics per character n-gram order n = 1..6 (index n-1): hypothesis
// n-grams, reference n-grams, clipped matches. As in sacreBLEU, hyp[n-1] is 0 for a segment
// whose reference has no n-grams of that order (reference shorter than n characters).
typedef struct {
    int64_t hyp[CHRF_CHAR_ORDER];
    int64_t ref[CHRF_CHAR_ORDER];
    int64_t match[CHRF_CHAR_ORDER];
} ChrfStats;

// Computes the statistics of one segment (overwrites *out). Whitespace is removed before
// counting code-point n-grams. With nrefs > 1 the reference with the best segment-level chrF
// wins (the first one on ties), as in sacreBLEU. Errors: TD_ERR_FORMAT, TD_ERR_NOMEM.
TD_MUST_USE int chrf_segment_stats(ChrfStats *out, const char *hyp, const char *const *refs,
                                   int nrefs);

// Adds the statistics of the segment (hyp, ref) to *acc; on error *acc is unchanged.
TD_MUST_USE int chrf_add(ChrfStats *acc, const char *hyp, const char *ref);

// acc += x, field by field.
void chrf_stats_add(ChrfStats *acc, const ChrfStats *x);

// Corpus statistics of n parallel segments (single reference), summed over segments.
// Errors: TD_ERR_FORMAT with "line I" (1-based), TD_ERR_NOMEM.
TD_MUST_USE int chrf_corpus_stats(ChrfStats *out, const char *const *hyps,
                                  const char *const *refs, int n);

// The same with nrefs reference streams (1 <= nrefs <= 64): refs[k][i] is reference k of
// segment i.
TD_MUST_USE int chrf_corpus_stats_multi(ChrfStats *out, const char *const *hyps,
                                        const char *const *const *refs, int nrefs, int n);

// chrF (0..100, beta 2) from (summed) statistics, as sacreBLEU >= 2.0 without eps smoothing:
// over the orders with hyp_n > 0 and ref_n > 0, P = mean(match_n / hyp_n), R = mean(match_n /
// ref_n); chrF = 100 (1 + b^2) P R / (b^2 P + R); 0 if no order qualifies or P + R = 0.
double chrf_score(const ChrfStats *s);

// Writes sacreBLEU's text line "chrF2 = 52.31" (score with 2 decimals) into buf.
int chrf_format(double score, char *buf, size_t cap);

// Writes the sacreBLEU signature "nrefs:N|case:mixed|eff:yes|nc:6|nw:0|space:no|version:2.6.0".
int chrf_signature(int nrefs, char *buf, size_t cap);

// sacreBLEU's chrF options: char_order >= 1 and word_order >= 0 with char_order + word_order <=
// CHRF_MAX_ORDERS (sacreBLEU's defaults 6 and 0; word_order 2 is chrF++), beta >= 0 (default
// 2), lowercase, whitespace (keep whitespace in character n-grams), eps_smoothing (chrF++.py's
// epsilon smoothing instead of averaging over the orders with counts).
typedef struct {
    int char_order, word_order, beta;
    int lowercase, whitespace, eps_smoothing;
} ChrfConfig;
#define CHRF_CONFIG_DEFAULT {CHRF_CHAR_ORDER, 0, CHRF_BETA, 0, 0, 0}

// chrF statistics under a ChrfConfig: index 0..char_order-1 for character n-grams of orders
// 1..char_order, then word n-grams of orders 1..word_order; the other entries stay 0. Word
// n-grams are over the whitespace-split words, each word of two or more characters with an
// ASCII punctuation character at its end (else at its start) split off, as sacreBLEU does.
typedef struct {
    int64_t hyp[CHRF_MAX_ORDERS];
    int64_t ref[CHRF_MAX_ORDERS];
    int64_t match[CHRF_MAX_ORDERS];
} ChrfNStats;

// Checks *cfg against the ranges above; TD_ERR_ARG naming the field otherwise.
TD_MUST_USE int chrf_config_check(const ChrfConfig *cfg);

// Statistics of one segment under *cfg (overwrites *out); with nrefs > 1 the reference with the
// best segment score under *cfg wins (the first on ties). Errors: TD_ERR_FORMAT, TD_ERR_NOMEM.
TD_MUST_USE int chrf_segment_stats_cfg(ChrfNStats *out, const char *hyp,
                                       const char *const *refs, int nrefs,
                                       const ChrfConfig *cfg);

// Corpus statistics (sum over the n segments) under *cfg; refs[k][i] is reference k of segment
// i, 1 <= nrefs <= 64. Errors: TD_ERR_FORMAT with "line I" (1-based), TD_ERR_NOMEM.
TD_MUST_USE int chrf_corpus_stats_cfg(ChrfNStats *out, const char *const *hyps,
                                      const char *const *const *refs, int nrefs, int n,
                                      const ChrfConfig *cfg);

// acc += x, field by field.
void chrf_nstats_add(ChrfNStats *acc, const ChrfNStats *x);

// chrF (0..100) of *s under *cfg, with b = beta and the orders of *cfg:
//   default: as chrf_score, averaging P and R over the orders with hyp_n > 0 and ref_n > 0;
//   eps_smoothing (chrF++.py, Moses, NLTK): P_n = match_n / hyp_n (1e-16 if hyp_n = 0), R_n
//   likewise, F_n = (1 + b^2) P_n R_n / (b^2 P_n + R_n) (1e-16 if the denominator is 0),
//   chrF = 100 * mean of F_n over all orders.
double chrf_score_cfg(const ChrfNStats *s, const ChrfConfig *cfg);

// Writes "chrF2 = 52.31", "chrF2++ = 50.12" (one "+" per word order), "chrF3 = ..." into buf.
int chrf_format_cfg(const ChrfConfig *cfg, double score, char *buf, size_t cap);

// The metric's name as in chrf_format_cfg ("chrF2++").
int chrf_name(const ChrfConfig *cfg, char *buf, size_t cap);

// The signature of *cfg: "nrefs:N|case:mixed|eff:yes|nc:6|nw:2|space:no|version:2.6.0" (case lc
// with lowercase; eff no with eps_smoothing; space yes with whitespace).
int chrf_signature_cfg(const ChrfConfig *cfg, int nrefs, char *buf, size_t cap);

// ---------------------------------------------------------------------------------------------
// TER
// ---------------------------------------------------------------------------------------------

// sacreBLEU's TER options (tercom's defaults are all 0): case_sensitive (else both sides are
// lowercased), normalized (13a-like punctuation tokenization, "'s" split off), no_punct (remove
// . , ? : ; ! " ( ) ), asian_support (with normalized: CJK characters and CJK punctuation split
// off; with no_punct: CJK and full-width punctuation removed too).
typedef struct {
    int case_sensitive, normalized, no_punct, asian_support;
} TerConfig;

// TER sufficient statistics: the (minimum over references) number of edits and the average
// reference length in words, summed over segments.
typedef struct {
    int64_t edits;
    double ref_len;
} TerStats;

// Tokenizes one line as sacreBLEU's TercomTokenizer does under *cfg (after stripping trailing
// whitespace): tokens joined by single spaces in *out (malloc'd).
// Errors: TD_ERR_FORMAT (invalid UTF-8), TD_ERR_NOMEM.
TD_MUST_USE int ter_tokenize(const char *line, const TerConfig *cfg, char **out);

// The number of edits turning the hypothesis words into the reference words (Snover et al.
// 2006), as sacreBLEU's lib_ter.translation_edit_rate (after tercom): repeatedly apply the shift
// that most reduces the edit distance, each shift counting one edit. A shift moves a run of at
// most 10 hypothesis words that equals a reference run starting at most 50 positions from it,
// only where both runs hold an error of the current alignment, to just before/after an aligned
// word; ties go to the longer run, then the earlier hypothesis position, then the earlier
// target. It stops when no shift helps, or when 1000 candidates have been evaluated in all (the
// best shift of that round is then not applied). Then the Levenshtein distance is added (unit
// costs, 25 cells either side of the diagonal scaled by the length ratio, the last row whole).
// An empty reference costs one edit per hypothesis word. Words are compared byte for byte.
// Errors: TD_ERR_ARG when (nh + 1) (nr + 1) exceeds 2^24 (about two 4096-word segments; the
// matrices would take 300 MB), TD_ERR_NOMEM.
TD_MUST_USE int ter_edits(const char *const *hyp, int nh, const char *const *ref, int nr,
                          int64_t *edits);

// Statistics of one segment (overwrites *out): edits = the minimum of ter_edits over the
// references, ref_len = the mean reference length in words. As in sacreBLEU, the references
// pass through ter_tokenize twice and the hypothesis once (the same, except with normalized:
// "it's" before a tab or no-break space is split on the second pass only).
// Errors: TD_ERR_FORMAT (invalid UTF-8), TD_ERR_ARG (too long, see ter_edits), TD_ERR_NOMEM.
TD_MUST_USE int ter_segment_stats(TerStats *out, const char *hyp, const char *const *refs,
                                  int nrefs, const TerConfig *cfg);

// Corpus statistics: the sum over the n segments (the lengths added in segment order);
// refs[k][i] is reference k of segment i, 1 <= nrefs <= 64. Errors as ter_segment_stats, the
// message starting "line I: ".
TD_MUST_USE int ter_corpus_stats(TerStats *out, const char *const *hyps,
                                 const char *const *const *refs, int nrefs, int n,
                                 const TerConfig *cfg);

// TER in percent: 100 edits / ref_len; 100 when ref_len is 0 and there are edits; 0 when both
// are 0. Can exceed 100.
double ter_score(const TerStats *s);

// Writes "TER = 45.23" (2 decimals) into buf.
int ter_format(double score, char *buf, size_t cap);

// The signature "nrefs:N|case:lc|tok:tercom|norm:no|punct:yes|asian:no|version:2.6.0" of *cfg
// (case mixed with case_sensitive; norm yes with normalized; punct no with no_punct).
int ter_signature(const TerConfig *cfg, int nrefs, char *buf, size_t cap);

#endif
