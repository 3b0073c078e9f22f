// Status codes, a thread-local error message, and an always-on assert (docs/design.md, section 7).
//
// Library code never exits on bad input: a fallible function returns TD_OK (0) or a negative
// TdStatus and sets a message with td_error(); a function returning a pointer returns NULL and sets
// the message likewise. Programs print "prog: error: <td_last_error()>" and exit 1 (2 for usage).
#ifndef TANDEM_STATUS_H
#define TANDEM_STATUS_H

#include <stddef.h>

typedef enum {
    TD_OK = 0,
    TD_ERR_IO = -1,        // a file could not be opened, read or written
    TD_ERR_FORMAT = -2,    // malformed input: bad UTF-8, corrupt checkpoint, wrong magic, bad CRC
    TD_ERR_ARG = -3,       // an argument or option out of range, or options that conflict
    TD_ERR_NOMEM = -4,     // an allocation failed
    TD_ERR_MISMATCH = -5,  // files or tensors that must agree do not (line counts, shapes, checksums)
    TD_ERR_NUMERIC = -6,   // NaN or Inf where a finite value is required
    TD_ERR_INTERNAL = -7,  // a library (SentencePiece, zlib) reported a failure
} TdStatus;

#define TD_MUST_USE __attribute__((warn_unused_result))

#ifdef __cplusplus
extern "C" {  // C linkage when included from C++ (tokenizer/spm.cc)
#endif

// Sets the thread-local error message (printf format) and returns `status` so callers can write
// `return td_error(TD_ERR_IO, "cannot open %s: %s", path, strerror(errno));`. A message longer
// than 1023 bytes is cut there, before any UTF-8 character the cut would split, so a message made
// of valid UTF-8 stays valid UTF-8 (td_error_context likewise).
int td_error(int status, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

// The length of the longest prefix of s of at most max bytes that does not end inside a UTF-8
// character (a lead byte without all its continuation bytes), for quoting text in messages.
size_t td_text_prefix(const char *s, size_t max);

// Prefixes the current message with more context: "<prefix>: <old message>". Returns `status`.
int td_error_context(int status, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

// The last message set on this thread ("" if none).
const char *td_last_error(void);

// Clears the message on this thread.
void td_clear_error(void);

// Always-on assert for programmer errors (shape mismatch between ops, NULL where forbidden):
// prints file:line and the condition, then aborts. Never used for bad user input.
#define TD_ASSERT(cond)                                                                  \
    do {                                                                                 \
        if (!(cond)) td_assert_fail(#cond, __FILE__, __LINE__);                          \
    } while (0)
void td_assert_fail(const char *cond, const char *file, int line) __attribute__((noreturn));

#ifdef __cplusplus
}
#endif

// Returns the negative status through the caller when `expr` fails.
#define TD_TRY(expr)                                                                     \
    do {                                                                                 \
        int td_try_status_ = (expr);                                                     \
        if (td_try_status_ < 0) return td_try_status_;                                   \
    } while (0)

#endif
