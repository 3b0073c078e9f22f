// File-system helpers every layer shares: mkdir -p, reading a whole file, and writing or copying
// a file atomically (written to PATH.tmp, fsynced and renamed over PATH: a reader sees either the
// content PATH had before the call or the whole new content).
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

// Writes len bytes to path so that path holds either its old content or all of the new, never a
// part: writes path.tmp, flushes and fsyncs it, renames it over path, then fsyncs the folder. On
// failure path.tmp is removed and path is untouched. A special file (file_is_special: /dev/null,
// a FIFO) is written in place instead. Returns 0, TD_ERR_IO (naming path and the system's
// reason) or TD_ERR_NOMEM.
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
