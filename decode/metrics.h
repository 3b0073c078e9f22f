// Corpus BLEU and chrF exactly as sacreBLEU 2.x computes them by default, with per-segment
// sufficient statistics (for validation BLEU in the trainer and for paired bootstrap resampling).
//
// BLEU (Papineni et al. 2002, "BLEU: a Method for Automatic Evaluation of Machine Translation"):
//   tokenizer 13a (mteval-v13a), mixed case, n-gram orders 1..4, clipped n-gram counts,
//   exponential ("exp", NIST mteval) smoothing, corpus brevity penalty, effective order off.
//   BLEU = BP * exp(sum_n log(p_n) / 4), p_n = 100 * correct_n / total_n (percent),
//   BP = 1 if hyp_len >= ref_len else exp(1 - ref_len / hyp_len).
//   sacreBLEU signature: nrefs:1|case:mixed|eff:no|tok:13a|smooth:exp|version:2.6.0
// chrF (Popovic 2015, "chrF: character n-gram F-score for automatic MT evaluation"):
//   character n-grams of orders 1..6 over the text with all whitespace removed, no word n-grams,
//   beta 2; precision and recall are averaged over the orders with non-zero counts, then
//   chrF = 100 * (1 + b^2) P R / (b^2 P + R).
//   sacreBLEU signature: nrefs:1|case:mixed|eff:yes|nc:6|nw:0|space:no|version:2.6.0
//
// Usage (validation BLEU of a decoded dev set; the stats of each segment can be kept for
// bootstrap resampling with bleu_segment_stats + bleu_stats_add):
//     BleuStats s;
//     if (bleu_corpus_stats(&s, hyps, refs, n) < 0) -> td_last_error()
//     double bleu = bleu_score(&s);
//
// Text is UTF-8. Characters are Unicode code points (chrF counts code points, not bytes);
// "whitespace" is Python's str.isspace() set, as sacreBLEU uses str.split(). Invalid UTF-8 is an
// error (TD_ERR_FORMAT) naming the line and the byte, both 1-based (metrics_utf8_valid).
#ifndef TANDEM_DECODE_METRICS_H
#define TANDEM_DECODE_METRICS_H

#include <stddef.h>
#include <stdint.h>

#include "tensor/status.h"

#define BLEU_MAX_ORDER 4
#define CHRF_CHAR_ORDER 6
#define CHRF_BETA 2
#define METRICS_SACREBLEU_VERSION "2.6.0"

// ---------------------------------------------------------------------------------------------
// Text helpers
// ---------------------------------------------------------------------------------------------

// Checks that s[0..len) is valid UTF-8 as Python's strict decoder defines it (no overlong forms,
// no surrogates, nothing above U+10FFFF). Returns 1 if valid; else 0 and, if bad_byte is not
// NULL, the 1-based byte position of the bad sequence's first byte in *bad_byte, i.e. its column
// ("ok \xff" -> 4), the convention of every "invalid UTF-8 at byte B" message of the project
// (data/corpus.h text_line_check).
int metrics_utf8_valid(const char *s, size_t len, size_t *bad_byte);

// Tokenizes one line with sacreBLEU's tokenizer 13a (mteval-v13a): trailing whitespace stripped,
// "<skipped>" removed, "-\n" removed, "\n" -> " ", the entities &quot; &amp; &lt; &gt; unescaped
// (in that order), ASCII punctuation other than ' , - . split off, period/comma split off unless
// between digits, a dash split off after a digit, then whitespace runs collapsed to one space.
// "Hello, world." -> "Hello , world ."; "1,000.5" stays; "3-4" -> "3 - 4".
// On success *out is a malloc'd NUL-terminated string (tokens joined by single spaces; the caller
// frees it) and the return is 0. Errors: TD_ERR_FORMAT (invalid UTF-8), TD_ERR_NOMEM.
TD_MUST_USE int bleu_tokenize_13a(const char *line, char **out);

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

// Computes the statistics of one segment against nrefs >= 1 references (overwrites *out).
// Clipping uses the maximum count of each n-gram over the references. Both sides are tokenized
// with bleu_tokenize_13a. Errors: TD_ERR_FORMAT (invalid UTF-8, message names "hypothesis" or
// "reference K" and the byte), TD_ERR_NOMEM.
TD_MUST_USE int bleu_segment_stats(BleuStats *out, const char *hyp, const char *const *refs,
                                   int nrefs);

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

// BLEU with all the details, from (summed) statistics, as sacreBLEU's compute_bleu with
// smooth_method="exp", use_effective_order=False:
//   BP = 1 if hyp_len >= ref_len, exp(1 - ref_len/hyp_len) if 0 < hyp_len < ref_len, else 0.
//   If no order has a match, BLEU = 0 and every precision is 0. Otherwise, for n = 1..4 in
//   turn: stop at the first order with total_n = 0 (its precision and the later ones stay 0,
//   which makes BLEU 0); p_n = 100 correct_n / total_n if correct_n > 0, else
//   p_n = 100 / (2^k total_n) where k counts the zero-match orders so far (1, 2, ...).
//   BLEU = BP * exp((log p_1 + ... + log p_4) / 4), or 0 if any p_n is 0.
void bleu_compute(const BleuStats *s, BleuResult *out);

// Just the BLEU score (0..100) of bleu_compute.
double bleu_score(const BleuStats *s);

// Writes sacreBLEU's text line (width 2) into buf (at most cap bytes, NUL-terminated):
// "BLEU = 23.45 55.1/29.8/17.9/11.0 (BP = 1.000 ratio = 1.012 hyp_len = 1234 ref_len = 1219)".
// Returns the length snprintf reports.
int bleu_format(const BleuResult *r, char *buf, size_t cap);

// Writes the sacreBLEU signature "nrefs:N|case:mixed|eff:no|tok:13a|smooth:exp|version:2.6.0".
int bleu_signature(int nrefs, char *buf, size_t cap);

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

#endif
