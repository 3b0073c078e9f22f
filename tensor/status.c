#include "tensor/status.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

// Messages are truncated on purpose when they would overflow the buffer.
#pragma GCC diagnostic ignored "-Wformat-truncation"

static _Thread_local char g_message[1024];

int td_error(int status, const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(g_message, sizeof g_message, fmt, ap);
    va_end(ap);
    return status;
}

int td_error_context(int status, const char *fmt, ...) {
    char prefix[512], old[sizeof g_message];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(prefix, sizeof prefix, fmt, ap);
    va_end(ap);
    memcpy(old, g_message, sizeof old);
    snprintf(g_message, sizeof g_message, "%s: %s", prefix, old);
    return status;
}

const char *td_last_error(void) { return g_message; }

void td_clear_error(void) { g_message[0] = '\0'; }

void td_assert_fail(const char *cond, const char *file, int line) {
    fprintf(stderr, "%s:%d: internal error: assertion failed: %s\n", file, line, cond);
    fflush(stderr);
    abort();
}
