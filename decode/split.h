// Splitting over-long input lines into parts that are translated separately and joined again, so
// that a paragraph on one line loses nothing to the model's length limit or to an early
// end-of-sentence (models trained on single sentences stop early on long multi-sentence input).
//
// The rule (split_line). A line of at most `limit` SentencePiece pieces is left whole (not even
// trimmed). A longer line is cut into its sentences, each one part; a sentence still longer than
// `limit` is cut at clause boundaries, and consecutive clauses are packed greedily into parts of
// at most `limit` pieces; a clause still too long is packed the same way from its words, and a
// word from its UTF-8 characters (piece windows). Parts are trimmed of the whitespace around them.
// Piece counts are the tokenizer's own count of each part's exact text.
//
// Sentence boundary (split_sentences): after a run of . ! ? ... (U+2026), optionally followed by
// closing quotes and brackets (" ' ) ] } » ” ’), then whitespace, then a character that can start
// a sentence: an uppercase letter (ASCII, Latin-1, Greek, Cyrillic), a digit, an opening quote or
// bracket (" ' ( [ ¿ ¡ “ ‘ «), or a character of a caseless script (U+2E80 and above: CJK, kana,
// Hangul). A single "." does not end a sentence after an English abbreviation (Mr Mrs Ms Dr Prof
// St Sr Jr Mt vs cf al Co Inc Ltd ...; No Nos Nr Art pp before a digit; the common part of Moses'
// nonbreaking_prefix.en) or a single uppercase letter other than "I" (an initial). The CJK full stops 。！？ end a sentence
// with or without whitespace after them.
// Clause boundary (split_clauses): after , ; : (and . ! ? whatever follows), optionally followed by
// closing quotes, then whitespace; after the full-width ， ； ： 、 with or without whitespace.
//
// Joining (split_join): the parts' translations in order, separated by one space where the source
// had whitespace between the two parts and by nothing where it had none (a word cut into
// characters, CJK text); an empty translation adds no separator.
#ifndef TANDEM_SPLIT_H
#define TANDEM_SPLIT_H

#include <stddef.h>

#include "decode/translate.h"
#include "tensor/status.h"

typedef enum { SPLIT_OFF = 0, SPLIT_AUTO = 1 } SplitMode;

// The default split length in pieces when the caller has no better one: see SplitOptions.
#define SPLIT_DEFAULT_LEN 64

// A byte range [start, end) of a text.
typedef struct SplitSpan {
    size_t start, end;
} SplitSpan;

// The sentences of text[0, len): *n spans (malloc'd in *spans, free with free()) that cover the
// text in order, each cut right after a boundary's closing run (the whitespace after it begins
// the next span); a text without a boundary is one span. Returns 0 or TD_ERR_NOMEM.
int split_sentences(const char *text, size_t len, SplitSpan **spans, int *n) TD_MUST_USE;

// The clauses of text[0, len), as split_sentences. Returns 0 or TD_ERR_NOMEM.
int split_clauses(const char *text, size_t len, SplitSpan **spans, int *n) TD_MUST_USE;

// How a line was split: which level made each part.
typedef enum { SPLIT_PART_WHOLE, SPLIT_PART_SENTENCE, SPLIT_PART_CLAUSES, SPLIT_PART_WINDOW } SplitKind;

// The parts of one line.
typedef struct SplitLine {
    int n;             // parts (>= 1 for a non-empty line; 1 = not split)
    char **text;       // [n] each part's text (malloc'd)
    int *pieces;       // [n] its SentencePiece pieces
    char *space;       // [n] 1 when the source has whitespace between part i - 1 and part i
    SplitKind *kind;   // [n] the level that made part i
    int line_pieces;   // pieces of the whole line (0 when it is too short to need a count)
} SplitLine;

// Splits `line` (UTF-8, NUL-terminated) by the rule above with parts of at most `limit` >= 1
// pieces of spm (a part may exceed it only when one UTF-8 character alone is longer). A line of at
// most `limit` pieces gives one part equal to the line. Returns 0, TD_ERR_NOMEM or the
// tokenizer's error; on failure *out holds nothing to free.
int split_line(const SpmModel *spm, const char *line, int limit, SplitLine *out) TD_MUST_USE;

// Frees the parts and zeroes *s (a zeroed one is fine).
void split_line_free(SplitLine *s);

// Joins texts[0, n) with the separators of s (s->n == n) into a malloc'd string; NULL when out
// of memory.
char *split_join(const SplitLine *s, char *const *texts);

// Options of translate_lines_split.
typedef struct SplitOptions {
    SplitMode mode;   // SPLIT_OFF: exactly translate_lines_nbest
    int split_len;    // lines longer than this many pieces are split (<= 0: SPLIT_DEFAULT_LEN);
                      // the limit applied is min(split_len, the translation's source limit:
                      // max_input_len or the model's max-len - 1), so nothing is truncated
    int verbose;      // 1: one warning per split line in opt->log
} SplitOptions;

// translate_lines_nbest (decode/translate.h) with over-long lines split by split_line and the
// parts of all lines translated together (one length-sorted batching, the same batches as
// unsplit lines); line i's k-th hypothesis is the join of its parts' k-th hypotheses (split_join),
// with the sum of their scores as its score. Lines that are not split are translated exactly as
// by translate_lines_nbest. With opt->alignment or DETAIL_ATTENTION nothing is split (alignments refer to one
// search over the line). opt->progress, if set, is called with done scaled from parts to lines.
// Warnings name lines. Returns what translate_lines_nbest returns.
int translate_lines_split(Model *m, const SpmModel *spm, const char *const *lines, int n,
                          const TranslateOptions *opt, const SplitOptions *sp,
                          TranslateHyp *out) TD_MUST_USE;

#endif
