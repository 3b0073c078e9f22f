// Text files and small formats for bin/compare: a file as lines, the TSV log of bin/train and the
// JSON lines of bin/bench (tolerant readers), base64 for the self-contained HTML report, and UTC
// time text.
#ifndef TANDEM_STUDY_TEXT_IO_H
#define TANDEM_STUDY_TEXT_IO_H

#include <stddef.h>

#include "tensor/status.h"

// Reads a text file (plain or gzip) as lines with util/zlib_io.h's LineReader (without "\n" or
// "\r\n"); *lines is a malloc'd array of malloc'd strings, free with study_lines_free. Returns 0 or
// TD_ERR_IO / TD_ERR_NOMEM (then *lines is NULL and *n 0).
TD_MUST_USE int study_read_lines(const char *path, char ***lines, int *n);
void study_lines_free(char **lines, int n);
// Writes the first n lines to path, each followed by '\n', with file_write_atomic (util/fs.h: a
// reader never sees a half-written file). Returns 0, TD_ERR_IO or TD_ERR_NOMEM.
TD_MUST_USE int study_write_lines(const char *path, char *const *lines, int n);

// Finds a number under "key" in one JSON object line: "key": 12.5 or "key": {"median": 12.5,
// ...} (bench.py style statistics; the median is taken). Returns 1 and sets *v, else 0.
int study_json_number(const char *json, const char *key, double *v);

// A numeric table read from a TSV file with a header row; non-numeric cells (and "", "nan",
// "-") are NAN. Columns are found by name with study_tsv_col.
typedef struct StudyTsv {
    int n_cols, n_rows;
    char **names;     // [n_cols]
    double *cells;    // [n_rows, n_cols]
    char **text;      // [n_rows, n_cols] raw cell text
} StudyTsv;

// Reads path (lines starting with '#' are skipped). Returns 0, TD_ERR_IO or TD_ERR_FORMAT.
TD_MUST_USE int study_tsv_read(const char *path, StudyTsv *t);
// Index of the first column whose name equals one of the comma-separated candidates
// (case-insensitive), or -1.
int study_tsv_col(const StudyTsv *t, const char *candidates);
void study_tsv_free(StudyTsv *t);

// Whitespace-separated words (spaces and tabs) of a sentence: the length the study's buckets,
// heatmap and explorer picks go by.
int study_count_words(const char *s);

// Base64 (RFC 4648) of n bytes; a malloc'd NUL-terminated string.
char *study_base64(const unsigned char *data, size_t n);

// A time in seconds since the epoch as "2024-05-01 10:00 UTC" into buf ("unknown time" for
// NAN).
void study_utc_text(double t, char *buf, size_t cap);

#endif
