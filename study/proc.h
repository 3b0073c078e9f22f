// Subprocesses for bin/compare: argument vectors that double as reproducible shell commands,
// running bin/train, bin/decode and bin/bench with their wall-clock and peak RSS, forwarding
// Ctrl-C to them, finding programs on PATH, and the monotonic clock.
#ifndef TANDEM_STUDY_PROC_H
#define TANDEM_STUDY_PROC_H

#include <stddef.h>

#include "tensor/status.h"

// A growable, NULL-terminated argument vector (strings owned by it).
typedef struct StudyArgv {
    char **v;
    int n, cap;
} StudyArgv;

// Appends one argument (printf format). Aborts via TD_ASSERT on out of memory.
void study_argv_add(StudyArgv *a, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
// Appends every whitespace-separated word of `words` (no quoting rules; NULL is fine).
void study_argv_add_words(StudyArgv *a, const char *words);
// Appends a copy of every argument of `src`.
void study_argv_extend(StudyArgv *a, const StudyArgv *src);
void study_argv_free(StudyArgv *a);
// The command as one line a POSIX shell runs unchanged: words quoted with '...' where needed.
// Returns a malloc'd string.
char *study_argv_shell(const StudyArgv *a);

// What a finished subprocess reports.
typedef struct StudyProc {
    int exit_code;        // exit status, or 128 + signal number, or -1 if it could not start
    double wall_s;        // wall-clock seconds from spawn to exit
    double peak_rss_mib;  // the child's maximum resident set size (getrusage ru_maxrss), MiB
} StudyProc;

// Runs argv (argv.v[0] is a path or a name on PATH) with stdout and stderr appended to the given
// files (NULL: /dev/null; the same path for both is fine) and stdin from /dev/null, waits for it,
// and fills *res. Returns 0 if it ran and exited 0; TD_ERR_IO if it could not start or exited
// non-zero (the message names the program and the status and, if the log is a file, its path),
// or once the study was interrupted (then it starts nothing). The child runs in its own process
// group, so a terminal's Ctrl-C reaches it only through study_forward_signals, exactly once.
// Thread-safe: up to 64 may run at once from different threads (more fail with TD_ERR_IO).
TD_MUST_USE int study_run(const StudyArgv *argv, const char *out_path, const char *err_path,
                          StudyProc *res);

// study_run that calls tick(ctx) every 50 ms while the child runs (tick NULL: study_run).
TD_MUST_USE int study_run_watch(const StudyArgv *argv, const char *out_path, const char *err_path,
                                StudyProc *res, void (*tick)(void *ctx), void *ctx);

// Installs SIGINT/SIGTERM handlers that forward the signal once to every running study_run child
// (so a trainer checkpoints and stops) and mark the study as interrupted (whichever thread handles
// the signal; a child started at that moment gets it from the thread that started it).
void study_forward_signals(void);
// 1 once SIGINT or SIGTERM arrived.
int study_interrupted(void);

// CPU seconds (user + system) of this process and its children so far: those that have ended
// (getrusage) and those study_run is running now (their /proc/PID/stat, including their own
// ended children).
double study_process_cpu_s(void);

// 1 if `name` is an executable file (a path with '/') or found on PATH.
int study_executable(const char *name);

// Seconds since an arbitrary fixed point (CLOCK_MONOTONIC).
double study_now(void);

#endif
