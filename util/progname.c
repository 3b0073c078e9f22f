// The program's name for its messages (see progname.h).
#include "util/progname.h"

#include <string.h>

static const char *g_name;

void prog_name_set(const char *argv0) {
    if (!argv0 || !*argv0) return;
    const char *slash = strrchr(argv0, '/');
    g_name = slash ? slash + 1 : argv0;
    if (!*g_name) g_name = NULL;
}

const char *prog_name(const char *fallback) { return g_name ? g_name : fallback; }
