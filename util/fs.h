// File-system helpers every layer shares: building a path (checked, path_fmt), mkdir -p, reading a
// whole file, and writing or copying a file atomically (written to PATH.tmp, fsynced and renamed
// over PATH: a reader sees either the content PATH had before the call or the whole new content),
// for a buffer (file_write_atomic) or a stream (AtomicFile: checkpoints, bin/decode's output).
//
// util/ is the bottom layer: it depends on libc and on tensor/status.h alone (the status codes
// and the thread-local error message every module reports with; they stay in tensor/ because
// every file of the project includes them from there). Nothing here knows about models,
// checkpoints or corpora.
#ifndef TANDEM_UTIL_FS_H
#define TANDEM_UTIL_FS_H

#include <stddef.h>
#include <stdio.h>

#include "tensor/status.h"

#ifdef __cplusplus
extern "C" {  // C linkage when included from C++ (tokenizer/spm.cc)
#endif

// Creates the directory `path` and any missing parents (mode 0755; existing ones are fine).
// Returns 0 or TD_ERR_IO ("cannot create directory DIR: REASON", naming the level that failed).
TD_MUST_USE int mkdir_p(const char *path);

// 1 if path exists (any kind of file), else 0.
int file_exists(const char *path);

// Opens the regular file `path` for reading ("rb") into *fp and sets *size to its length in bytes,
// for readers that allocate the buffer themselves. Returns 0, or TD_ERR_IO (cannot open, or not a
// regular file; the message names the path) with *fp NULL.
TD_MUST_USE int file_open_regular(const char *path, FILE **fp, size_t *size);

// Reads the whole regular file `path` into a malloc'd buffer *data of *len bytes plus one NUL
// byte after them (so text reads as a C string; len may be NULL). On failure *data is NULL.
// Returns 0, TD_ERR_IO (cannot open or read, or not a regular file; the message names the path)
// or TD_ERR_NOMEM.
TD_MUST_USE int file_read_all(const char *path, void **data, size_t *len);

// 1 when path names an existing file that is neither a regular file nor a folder (a device such as
// /dev/null or /dev/stdout, a FIFO, a socket; symbolic links followed): such an output is written
// in place, since writing PATH.tmp and renaming it over PATH would replace the device with a
// regular file. 0 otherwise (no such file, a regular file, a folder).
int file_is_special(const char *path);

// The longest path these helpers build, terminating NUL included (Linux's PATH_MAX: a longer
// path cannot be opened anyway).
#define FS_PATH_MAX 4096

// The one way to build a path: formats like snprintf into buf[cap] and checks that it fit.
// Returns 0, or TD_ERR_ARG ("path too long (N bytes, at most cap - 1): START...") with buf ""
// when it did not, so a truncated path is never used.
TD_MUST_USE int path_fmt(char *buf, size_t cap, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));

// A file being written atomically: the writer writes `fp`, which is open on `tmp` (the path plus
// ".tmp", made with path_fmt), and atomic_commit renames it over `path`; a reader of path sees
// either its content before or the whole new content, never a part. A special file
// (file_is_special: /dev/null, /dev/stdout, a FIFO) is written in place instead (tmp is ""),
// since a rename would replace the device with a regular file.
typedef struct AtomicFile {
    FILE *fp;
    char path[FS_PATH_MAX];
    char tmp[FS_PATH_MAX];  // "" when writing in place
} AtomicFile;

// Opens path.tmp ("wb") for writing (or path itself when it is a special file). Returns 0,
// TD_ERR_ARG (the path too long) or TD_ERR_IO ("cannot create PATH.tmp: REASON"); on failure
// af->fp is NULL and nothing is left behind.
TD_MUST_USE int atomic_open(AtomicFile *af, const char *path);

// Flushes af->fp, fsyncs and closes it, renames tmp over path and fsyncs the folder. ok = 0 (the
// writer failed, or is abandoning the file) removes tmp instead and leaves path untouched. Returns
// 0 (also after ok = 0), or TD_ERR_IO naming the path and the system's reason (tmp removed).
TD_MUST_USE int atomic_close(AtomicFile *af, int ok);

// Writes len bytes to path with atomic_open / atomic_close: path holds either what it held before or
// all of the new, never a part. Returns 0, TD_ERR_ARG (path too long), TD_ERR_IO (naming path and
// the system's reason) or TD_ERR_NOMEM.
TD_MUST_USE int file_write_atomic(const char *path, const void *data, size_t len);

// Copies `from` to `to` byte for byte with file_write_atomic (to is whole or untouched).
// Returns 0, TD_ERR_IO or TD_ERR_NOMEM.
TD_MUST_USE int file_copy_atomic(const char *from, const char *to);

// Flushes the folder holding `path` to disk (after a rename into it), so that the new name
// survives a crash. Best effort: a folder that cannot be opened is skipped.
void fsync_parent_dir(const char *path);

#ifdef __cplusplus
}
#endif

#endif
