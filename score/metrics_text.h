// The scorer's text machinery (score/tokenize.c): UTF-8, Python's whitespace and str.lower(), the
// Unicode punctuation and symbol categories, and sacreBLEU's tokenizers. Used by score/metrics.c,
// score/ter.c and bin/score, and by decode/carry.c for its word and URL boundaries, so that both
// read characters the same way. Every function here takes text that is already valid UTF-8
// (checked with metrics_check_text) and returns malloc'd strings or NULL when out of memory.
#ifndef TANDEM_SCORE_METRICS_TEXT_H
#define TANDEM_SCORE_METRICS_TEXT_H

#include <stddef.h>
#include <stdint.h>

// Decodes the code point at s[*i] (strict, as Python's "utf-8" codec) and advances *i.
// Returns 0, or -1 (leaving *i) on an invalid sequence.
int metrics_utf8_next(const unsigned char *s, size_t len, size_t *i, uint32_t *cp);

// Writes the UTF-8 form of cp to out (1 to 4 bytes); returns the byte count.
int metrics_utf8_put(uint32_t cp, char *out);

// Python's str.isspace(): what str.split() and str.strip() treat as whitespace.
int metrics_py_isspace(uint32_t c);

// 1 when c is in a Unicode punctuation (P*) or symbol (S*) category (emoji are So).
int metrics_is_punct_or_symbol(uint32_t c);

// Decodes s[0..len) into code points (out: room for len); returns the count. With
// drop_space, Python whitespace is left out.
int metrics_decode(const char *s, size_t len, uint32_t *out, int drop_space);

// Checks a NUL-terminated segment; on failure sets "<what>: invalid UTF-8 at byte B" (B 1-based;
// "<what> K" with K = k + 1 when nrefs > 1) and returns TD_ERR_FORMAT.
int metrics_check_text(const char *s, const char *what, int k, int nrefs);

// Sums the statistics of segments 0..n-1 (refs[k][i] is reference k of segment i,
// 1 <= nrefs <= 64) into *sum, which is, for metric METRICS_BLEU, METRICS_CHRF or METRICS_TER,
// a BleuStats, ChrfNStats or TerStats under the BleuConfig, ChrfConfig or TerConfig at cfg.
// Stops at the first error, prefixing its message with "line I" (1-based).
enum { METRICS_BLEU, METRICS_CHRF, METRICS_TER };
int metrics_sum_segments(int metric, void *sum, const void *cfg, const char *const *hyps,
                         const char *const *const *refs, int nrefs, int n);

// ' '.join(s.split()) of s[0..n) into out (room for n + 1); returns the new length.
size_t metrics_collapse_space(char *out, const char *in, size_t n);

// Python's str.lower() of s: the full lowercase mapping of each code point, with U+03A3
// becoming final sigma U+03C2 in Python's Final_Sigma context. NULL when out of memory.
char *metrics_lower(const char *s);

// The tokenization of one segment for BLEU (tokenizer enum BleuTokenizer of metrics.h, as int):
// optional str.lower(), str.rstrip(), the tokenizer, then ' '.join(s.split()).
char *metrics_bleu_tokens(const char *s, int tokenizer, int lowercase);

// sacreBLEU's TercomTokenizer (flags TER_* of metrics.h). NULL when out of memory.
char *metrics_ter_tokens(const char *s, int case_sensitive, int normalized, int no_punct,
                         int asian_support);

#endif
