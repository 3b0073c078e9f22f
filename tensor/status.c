#include "tensor/status.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

// Messages are truncated on purpose when they would overflow the buffer.
#pragma GCC diagnostic ignored "-Wformat-truncation"

static _Thread_local char g_message[1024];

size_t td_text_prefix(const char *s, size_t max) {
    size_t end = strnlen(s, max), lead = end;
    // Back over up to 3 continuation bytes to the byte that may lead them.
    while (lead > 0 && lead + 3 > end && ((unsigned char)s[lead - 1] & 0xC0) == 0x80) lead--;
    if (lead == 0) return end;
    const unsigned c = (unsigned char)s[lead - 1];
    const size_t need = c >= 0xF0 ? 4 : c >= 0xE0 ? 3 : c >= 0xC0 ? 2 : 1;
    return c >= 0xC0 && end - (lead - 1) < need ? lead - 1 : end;
}

// After a message was cut at the buffer's end (written > what fits), removes a UTF-8 character
// left incomplete by the cut, so that a message made of valid UTF-8 stays valid UTF-8.
static void trim_cut_character(char *msg, size_t cap, int written) {
    if (written < 0 || (size_t)written < cap) return;
    msg[td_text_prefix(msg, cap)] = '\0';
}

int td_error(int status, const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    const int written = vsnprintf(g_message, sizeof g_message, fmt, ap);
    va_end(ap);
    trim_cut_character(g_message, sizeof g_message, written);
    return status;
}

int td_error_context(int status, const char *fmt, ...) {
    char prefix[512], old[sizeof g_message];
    va_list ap;
    va_start(ap, fmt);
    const int prefix_written = vsnprintf(prefix, sizeof prefix, fmt, ap);
    va_end(ap);
    trim_cut_character(prefix, sizeof prefix, prefix_written);
    memcpy(old, g_message, sizeof old);
    const int written = snprintf(g_message, sizeof g_message, "%s: %s", prefix, old);
    trim_cut_character(g_message, sizeof g_message, written);
    return status;
}

const char *td_last_error(void) { return g_message; }

void td_clear_error(void) { g_message[0] = '\0'; }

void td_assert_fail(const char *cond, const char *file, int line) {
    fprintf(stderr, "%s:%d: internal error: assertion failed: %s\n", file, line, cond);
    fflush(stderr);
    abort();
}
