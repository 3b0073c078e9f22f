// The name a program calls itself in its messages ("decode: error: ..."): the last component of
// argv[0], so bin/decode says "decode" and an installed tandem-decode says "tandem-decode".
//
// util/ is the bottom layer: libc only.
#ifndef TANDEM_UTIL_PROGNAME_H
#define TANDEM_UTIL_PROGNAME_H

// Sets the name from argv[0] (its text after the last '/'; NULL or "" leaves it unset). Call once,
// first thing in main; the string must outlive every message (argv[0] does).
void prog_name_set(const char *argv0);

// The name set by prog_name_set, or `fallback` (the program's own name, e.g. "compare") when it
// was not set (library code called from a test).
const char *prog_name(const char *fallback);

#endif
