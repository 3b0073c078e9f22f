// Step records: what lets a rerun of bin/compare reuse the trainings, decodes and benchmarks an
// earlier invocation finished (see the first comment below), the identities they name (a
// program's size and mtime, an input's contents), and the records of one run's training and
// decodes.
#ifndef TANDEM_STUDY_RECORDS_H
#define TANDEM_STUDY_RECORDS_H

#include <stddef.h>

#include "study/study.h"
#include "tensor/status.h"

// Step records: small text files that say a step (a training, a decode, a benchmark) finished,
// so that a rerun of the study can reuse its output. A record is KEY=VALUE lines; whatever
// identifies the step (its command, the program's stamp, an input's hash) goes last, so that a
// record matches a step exactly when its text ends with the step's identity lines.

// Writes text to path with file_write_atomic (util/fs.h): a record is either complete or
// absent. Returns 0, TD_ERR_IO or TD_ERR_NOMEM.
TD_MUST_USE int study_record_write(const char *path, const char *text);
// 1 if the record at path exists and its text ends with `identity`; then *text (if not NULL) is
// the whole record (malloc'd, free it). 0 otherwise (a missing or unreadable file is no error).
int study_record_match(const char *path, const char *identity, char **text);
// The number after "KEY=" at the start of a line of a record's text, or NAN.
double study_record_number(const char *text, const char *key);

// Modification time of path in seconds since the epoch (nanoseconds kept), or NAN if missing.
double study_mtime(const char *path);
// "SIZE:MTIME_NS" of path into buf (a program's identity: rebuilt = different), or "missing".
void study_file_stamp(const char *path, char *buf, size_t cap);
// "SIZE:FNV1A64" of path's contents into buf (an input's identity wherever it lives), or
// "missing". Reads the whole file in 64 KiB pieces.
void study_file_hash(const char *path, char *buf, size_t cap);

// What one step of a study (a training, a test decode, a tuning rung) does in this invocation,
// decided by study_step_decide from what is on disk and the options.
typedef enum {
    STUDY_STEP_RUN,        // run it from the start
    STUDY_STEP_RESUME,     // continue its own interrupted training (bin/train --resume)
    STUDY_STEP_CONTINUE,   // start from another step's result (a time-study mark's copy of the
                           // shorter run, a tuning candidate's later rung)
    STUDY_STEP_REUSE,      // take the result an earlier invocation recorded
    STUDY_STEP_KEPT,       // take a recorded result whose inputs are gone (a kept run)
    STUDY_STEP_PENDING,    // not finished, and this invocation may not run it (--report-only,
                           // --no-train)
    STUDY_STEP_UNAVAILABLE,  // not finished, and it cannot be made again (its training's
                           // checkpoints are gone)
} StudyStepAction;

// What study_step_decide decides from (each 0 or 1).
typedef struct StudyStepFacts {
    int reuse;        // an earlier result may stand for this one: not --no-reuse, the same
                      // tokenizer, and for a decode, its training was itself reused
    int recorded;     // a record of the finished step names this step's identity
    int usable;       // ... and its result is there to use (a training's checkpoints; a decode's
                      // output, made after every checkpoint of its training)
    int kept;         // ... or it stands although its inputs are gone (a training whose test
                      // decodes are both kept; a decode recorded by an earlier bin/decode build)
    int inputs_gone;  // a decode: its training's checkpoints are gone
    int interrupted;  // a training: begun by this same command, interrupted, its last.ckpt there
    int continues;    // a training: starts from another step's result
    int may_run;      // this invocation may run steps (not --report-only / --no-train)
} StudyStepFacts;

// The one rule for every step, in this order: REUSE when reuse, recorded and usable; KEPT when
// reuse, recorded and kept; PENDING when it may not run; UNAVAILABLE when its inputs are gone;
// RESUME when reuse and interrupted; CONTINUE when it continues another step; else RUN.
StudyStepAction study_step_decide(const StudyStepFacts *f);

// Where the log, the finished record and the begun record of the training with --out `dir` go:
// DIR.train.log, DIR.train.done and DIR.train.started (each cap bytes; log and started may be
// NULL). Returns 0, or TD_ERR_ARG when a path does not fit (util/fs.h path_fmt).
TD_MUST_USE int study_train_paths(const char *dir, char *log, char *done, char *started,
                                  size_t cap);

// Where the greedy (beam 0) or beam (beam 1) test decode of the training with --out `dir` goes:
// DIR.greedy.TGT or DIR.beam.TGT, its log DIR.greedy.log / DIR.beam.log and its record
// DIR.greedy.done / DIR.beam.done (each cap bytes; out and log may be NULL). Returns 0, or
// TD_ERR_ARG when a path does not fit (util/fs.h path_fmt).
TD_MUST_USE int study_decode_paths(const char *dir, int beam, const char *tgt, char *out, char *log,
                                   char *rec, size_t cap);

// The record of a finished (or, at path *.started, a begun) training: wall-clock, peak RSS, the
// recipe (s->recipe's name and set fields, a line "recipe=NAME: lr=... ..." when not NULL; what
// it sets is in the command too, so the command alone decides reuse) and
// the exact command, written atomically; %.17g, so a reused value equals the measured one.
// Failures are not reported (a missing record only means the training runs again).
void study_train_record_save(const char *path, const StudySeedResult *s);
// 1 if the training record at path names s->train_cmd exactly; then fills s->train_wall_s and
// s->train_rss_mib from it. 0 otherwise (no error set).
int study_train_record_load(const char *path, StudySeedResult *s);

// What identifies one decode for reuse: the program (size and mtime, so a rebuilt bin/decode
// decodes again), the test source's contents and the exact command (malloc'd).
char *study_decode_identity(const StudyPlan *pl, const char *cmd);
// The same for a decode of the file `src` (its contents' line named `key`: "dev_source").
char *study_decode_identity_of(const StudyPlan *pl, const char *key, const char *src,
                               const char *cmd);
// Writes the record of a finished decode to `rec` (study_record_write): its wall-clock (seconds)
// and peak RSS (MiB), then its identity (study_decode_identity). Returns 0, TD_ERR_IO or
// TD_ERR_NOMEM.
int study_decode_record_write(const char *rec, double wall_s, double rss_mib, const char *identity);
// 1 if a decode of an earlier invocation can stand for this one: its record `rec` matches the
// identity, its output `out` exists, and no checkpoint in s->dir is newer than the record (a
// model retrained or resumed since is decoded again). Fills the wall-clock (seconds), peak RSS
// (MiB) and the record's time (seconds since the epoch).
int study_decode_reusable(const StudySeedResult *s, const char *rec, const char *identity,
                          const char *out, double *wall_s, double *rss_mib, double *at);

// 1 if the decode recorded at `rec` can stand for this one although its training's checkpoints
// are gone (a kept run: its --out was carried to another machine or sitting without its *.ckpt
// and *.state files, or they were deleted to save space): the record matches `identity` in every
// line but the program's stamp (the decode was made by the bin/decode of an earlier build, and
// cannot be made again), its output `out` exists, and the record is not older than the record
// of the training in `dir` (DIR.train.done; an older decode is of an earlier training). Fills the
// wall-clock (seconds), peak RSS (MiB) and the record's time (seconds since the epoch) like
// study_decode_reusable.
int study_decode_kept(const char *rec, const char *identity, const char *out, const char *dir,
                      double *wall_s, double *rss_mib, double *at);

#endif
