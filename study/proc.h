// Helpers for bin/compare: running the other programs as subprocesses (with wall-clock and peak
// RSS), argument vectors that double as reproducible shell commands, text-file lines, step records
// and file identities, and tolerant readers for the JSON lines of bin/bench and the TSV log of bin/train.
#ifndef TANDEM_STUDY_PROC_H
#define TANDEM_STUDY_PROC_H

#include <stddef.h>

#include "tensor/status.h"

// A growable, NULL-terminated argument vector (strings owned by it).
typedef struct CmpArgv {
    char **v;
    int n, cap;
} CmpArgv;

// Appends one argument (printf format). Aborts via TD_ASSERT on out of memory.
void cmp_argv_add(CmpArgv *a, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
// Appends every whitespace-separated word of `words` (no quoting rules; NULL is fine).
void cmp_argv_add_words(CmpArgv *a, const char *words);
// Appends a copy of every argument of `src`.
void cmp_argv_extend(CmpArgv *a, const CmpArgv *src);
void cmp_argv_free(CmpArgv *a);
// The command as one line a POSIX shell runs unchanged: words quoted with '...' where needed.
// Returns a malloc'd string.
char *cmp_argv_shell(const CmpArgv *a);

// What a finished subprocess reports.
typedef struct CmpProc {
    int exit_code;        // exit status, or 128 + signal number, or -1 if it could not start
    double wall_s;        // wall-clock seconds from spawn to exit
    double peak_rss_mib;  // the child's maximum resident set size (getrusage ru_maxrss), MiB
} CmpProc;

// Runs argv (argv.v[0] is a path or a name on PATH) with stdout and stderr appended to the given
// files (NULL: /dev/null; the same path for both is fine) and stdin from /dev/null, waits for it,
// and fills *res. Returns 0 if it ran and exited 0; TD_ERR_IO if it could not start or exited
// non-zero (the message names the program and the status and, if the log is a file, its path),
// or once the study was interrupted (then it starts nothing). The child runs in its own process
// group, so a terminal's Ctrl-C reaches it only through cmp_forward_signals, exactly once.
TD_MUST_USE int cmp_run(const CmpArgv *argv, const char *out_path, const char *err_path,
                        CmpProc *res);

// Installs SIGINT/SIGTERM handlers that forward the signal to the running cmp_run child (so a
// trainer checkpoints and stops) and mark the study as interrupted.
void cmp_forward_signals(void);
// 1 once SIGINT or SIGTERM arrived.
int cmp_interrupted(void);

// 1 if `name` is an executable file (a path with '/') or found on PATH.
int cmp_executable(const char *name);

// Reads a text file as lines (without '\n' or '\r'); *lines is a malloc'd array of malloc'd
// strings, free with cmp_lines_free. Returns 0 or TD_ERR_IO / TD_ERR_NOMEM.
TD_MUST_USE int cmp_read_lines(const char *path, char ***lines, int *n);
void cmp_lines_free(char **lines, int n);
// Writes the first n lines to path, each followed by '\n'. Returns 0 or TD_ERR_IO.
TD_MUST_USE int cmp_write_lines(const char *path, char *const *lines, int n);

// Step records: small text files that say a step (a training, a decode, a benchmark) finished,
// so that a rerun of the study can reuse its output. A record is KEY=VALUE lines; whatever
// identifies the step (its command, the program's stamp, an input's hash) goes last, so that a
// record matches a step exactly when its text ends with the step's identity lines.

// Writes text to path with file_write_atomic (util/fs.h): a record is either complete or
// absent. Returns 0, TD_ERR_IO or TD_ERR_NOMEM.
TD_MUST_USE int cmp_record_write(const char *path, const char *text);
// 1 if the record at path exists and its text ends with `identity`; then *text (if not NULL) is
// the whole record (malloc'd, free it). 0 otherwise (a missing or unreadable file is no error).
int cmp_record_match(const char *path, const char *identity, char **text);
// The number after "KEY=" at the start of a line of a record's text, or NAN.
double cmp_record_number(const char *text, const char *key);

// Modification time of path in seconds since the epoch (nanoseconds kept), or NAN if missing.
double cmp_mtime(const char *path);
// "SIZE:MTIME_NS" of path into buf (a program's identity: rebuilt = different), or "missing".
void cmp_file_stamp(const char *path, char *buf, size_t cap);
// "SIZE:FNV1A64" of path's contents into buf (an input's identity wherever it lives), or
// "missing". Reads the whole file in 64 KiB pieces.
void cmp_file_hash(const char *path, char *buf, size_t cap);

// Finds a number under "key" in one JSON object line: "key": 12.5 or "key": {"median": 12.5,
// ...} (bench.py style statistics; the median is taken). Returns 1 and sets *v, else 0.
int cmp_json_number(const char *json, const char *key, double *v);

// A numeric table read from a TSV file with a header row; non-numeric cells (and "", "nan",
// "-") are NAN. Columns are found by name with cmp_tsv_col.
typedef struct CmpTsv {
    int n_cols, n_rows;
    char **names;     // [n_cols]
    double *cells;    // [n_rows, n_cols]
    char **text;      // [n_rows, n_cols] raw cell text
} CmpTsv;

// Reads path (lines starting with '#' are skipped). Returns 0, TD_ERR_IO or TD_ERR_FORMAT.
TD_MUST_USE int cmp_tsv_read(const char *path, CmpTsv *t);
// Index of the first column whose name equals one of the comma-separated candidates
// (case-insensitive), or -1.
int cmp_tsv_col(const CmpTsv *t, const char *candidates);
void cmp_tsv_free(CmpTsv *t);

// Base64 (RFC 4648) of n bytes; a malloc'd NUL-terminated string.
char *cmp_base64(const unsigned char *data, size_t n);

// A time in seconds since the epoch as "2024-05-01 10:00 UTC" into buf ("unknown time" for
// NAN).
void cmp_utc_text(double t, char *buf, size_t cap);

// Seconds since an arbitrary fixed point (CLOCK_MONOTONIC).
double cmp_now(void);

#endif
