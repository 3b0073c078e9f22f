// Parallel corpus reading (plain or gzip, UTF-8, validated) and tokenisation into id arrays.
//
// Reading: two line-aligned files, each plain text or gzip (util/zlib_io.h LineReader). A UTF-8
// byte-order mark at the start of a file and CR before LF are removed. Errors name the file and
// the line: "corpus train.es line 1207: invalid UTF-8 at byte 14", "corpus train.es line 9:
// contains a NUL byte at byte 3" (bytes count from 1 within the line: text_line_check), "corpus:
// train.en has 27230 lines but train.es has 27229", a missing file, a truncated gzip stream.
//
// Tokenisation: src = pieces + EOS, tgt = pieces only (the batcher adds BOS / EOS to build tgt_in
// and tgt_out). Training data is filtered by length and length ratio; every filter counts what it
// dropped.
#ifndef TANDEM_CORPUS_H
#define TANDEM_CORPUS_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "tensor/status.h"
#include "tokenizer/spm.h"

// The lines of one text file. line[i] is NUL-terminated (no line terminator), len[i] its length in
// bytes; all lines live in one block (buf).
typedef struct TextLines {
    int n;          // number of lines
    char **line;    // [n] pointers into buf
    int *len;       // [n] byte lengths
    char *buf;      // owned storage
} TextLines;

// Reads every line of a plain or gzip UTF-8 file (empty lines kept; a last line without a newline
// counts; a final newline does not start a new line) through util/zlib_io.h's LineReader
// ("-": standard input). Strips a UTF-8 BOM and CR before LF. Returns 0; TD_ERR_IO
// (missing/unreadable file, truncated or corrupt gzip); TD_ERR_FORMAT (invalid UTF-8 or a NUL
// byte: text_line_check; the message "LABEL line N: invalid UTF-8 at byte B" gives the line and
// byte after `label`, the name the caller gives the file, and no line is ever cut or merged at a
// NUL); TD_ERR_NOMEM. On error *out is empty. The one reader of whole text files into lines: the
// corpus (corpus_read_lines) and bin/score's files use it.
int text_lines_read(const char *path, const char *label, TextLines *out) TD_MUST_USE;

// text_lines_read labelled "corpus NAME" (NAME: the file name without its folders), as in
// "corpus train.es line 1207: invalid UTF-8 at byte 14".
int corpus_read_lines(const char *path, TextLines *out) TD_MUST_USE;

// Frees the lines (a zeroed TextLines is allowed).
void text_lines_free(TextLines *t);

// A line-aligned pair of texts.
typedef struct ParallelText {
    TextLines src, tgt;  // src.n == tgt.n
    int *line;           // [n] 0-based line number of each kept pair in the files
    int n;               // pairs kept
    int n_read;          // lines in each file
    int n_empty;         // pairs skipped because one side was empty or whitespace-only
} ParallelText;

// Reads a parallel corpus. With skip_empty (training data) pairs where either side is empty or
// only spaces/tabs are skipped and counted in n_empty; without it every line is kept. Errors as
// corpus_read_lines, plus TD_ERR_MISMATCH when the line counts differ (message gives both).
int corpus_read_parallel(const char *src_path, const char *tgt_path, int skip_empty,
                         ParallelText *out) TD_MUST_USE;

// Frees a ParallelText (a zeroed one is allowed).
void parallel_text_free(ParallelText *p);

// Options of corpus_tokenize; corpus_tok_defaults() gives max_len 100, max_ratio 0 (off),
// threads 0 (OpenMP default).
typedef struct TokOptions {
    int max_len;       // drop a pair with more than max_len pieces on either side (0: no limit;
                       // counted without the EOS)
    double max_ratio;  // drop a pair whose piece counts differ by more than this factor, e.g. 3.0
                       // (0: no limit; compared as max(ns,nt) > max_ratio * max(1, min(ns,nt)))
    int threads;       // OpenMP threads for encoding (0: default; 1: serial)
} TokOptions;

TokOptions corpus_tok_defaults(void);

// A tokenised corpus. Pair i: source ids src_ids[src_off[i] .. src_off[i+1]) (pieces then EOS),
// target ids tgt_ids[tgt_off[i] .. tgt_off[i+1]) (pieces only, no BOS/EOS).
typedef struct TokCorpus {
    int n;              // pairs kept
    int *src_ids;       // [src_off[n]]
    int64_t *src_off;   // [n + 1]
    int *tgt_ids;       // [tgt_off[n]]
    int64_t *tgt_off;   // [n + 1]
    int *line;          // [n] 0-based line number of the pair in the files (restores order)
    int n_in;           // pairs given to corpus_tokenize
    int n_drop_len;     // dropped by max_len
    int n_drop_ratio;   // dropped by max_ratio (counted only among pairs that passed max_len)
    int64_t n_src_pieces, n_tgt_pieces;  // kept pieces (source without EOS)
    double seconds;     // wall time of the encoding
    double pairs_per_s; // n_in / seconds
} TokCorpus;

// Source length of pair i (pieces + EOS) and target length (pieces).
static inline int tok_src_len(const TokCorpus *c, int i) {
    return (int)(c->src_off[i + 1] - c->src_off[i]);
}
static inline int tok_tgt_len(const TokCorpus *c, int i) {
    return (int)(c->tgt_off[i + 1] - c->tgt_off[i]);
}

// Encodes every pair with the source and target models (they may be the same model), in parallel
// over pairs, then filters with opt (NULL: defaults). Returns 0; TD_ERR_INTERNAL when SentencePiece
// fails on a line (message gives the line); TD_ERR_NOMEM. On error *out is empty.
int corpus_tokenize(const ParallelText *p, const SpmModel *src_spm, const SpmModel *tgt_spm,
                    const TokOptions *opt, TokCorpus *out) TD_MUST_USE;

// Frees a TokCorpus (a zeroed one is allowed).
void tok_corpus_free(TokCorpus *c);

// Prints one summary line of reading and filtering counts and the tokenisation speed, e.g.
// "corpus train: 27230 pairs read, 0 empty skipped, 12 too long, 3 ratio; 27215 kept; 95000
// pairs/s", to f.
void corpus_log_summary(FILE *f, const char *name, const ParallelText *p, const TokCorpus *c);

// What text_line_check finds wrong with a line of text input (text_line_problem names it).
enum { TEXT_LINE_OK = 0, TEXT_LINE_NUL = 1, TEXT_LINE_BAD_UTF8 = 2 };

// Checks one line s[0..len) of text input (without its line terminator): every text reader of the
// project uses it (corpus_read_lines, bin/decode's input, bin/score's files), so all of them
// report the same problem at the same byte. Returns TEXT_LINE_OK, or the first problem from the
// start of the line: TEXT_LINE_NUL (a NUL byte) or TEXT_LINE_BAD_UTF8 (not valid UTF-8: a bad
// lead or continuation byte, a sequence cut short by the end of the line, an overlong form, a
// UTF-16 surrogate, a code point above U+10FFFF). *col (if not NULL) receives its position as the
// 1-based byte position within the line, i.e. the column of the first bad byte (for a bad
// sequence, of its lead byte): "ab\xC0\x80" -> TEXT_LINE_BAD_UTF8 at 3, "a\0" -> TEXT_LINE_NUL at
// 2. Messages print it as "... at byte COL". *col is 0 when the line is fine.
int text_line_check(const char *s, size_t len, size_t *col);

// The text of a text_line_check problem for messages: "contains a NUL byte", "invalid UTF-8"
// ("" for TEXT_LINE_OK), written as "FILE line N: PROBLEM at byte COL".
const char *text_line_problem(int problem);

#endif
