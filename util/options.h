// Command-line value parsers shared by every program (bin/train, bin/decode, bin/score, bin/bench,
// bin/compare) and by the model options (models/config.c): strtol / strtod with range checks, a
// choice among names, and durations. Each returns 0, or TD_ERR_ARG with a message that names
// "--key", the value and what is allowed ("--heads: 'abc' is not an integer in [1, 256]"); `key`
// is the option's name without "--".
//
// util/ is the bottom layer: libc and tensor/status.h only (see util/fs.h).
#ifndef TANDEM_UTIL_OPTIONS_H
#define TANDEM_UTIL_OPTIONS_H

#include "tensor/status.h"

// A decimal integer in [lo, hi] (the whole of v).
TD_MUST_USE int option_parse_long(const char *key, const char *v, long lo, long hi, long *out);
TD_MUST_USE int option_parse_int(const char *key, const char *v, int lo, int hi, int *out);
// A number in [lo, hi] (strtod syntax, the whole of v).
TD_MUST_USE int option_parse_double(const char *key, const char *v, double lo, double hi,
                                    double *out);
TD_MUST_USE int option_parse_float(const char *key, const char *v, double lo, double hi,
                                   float *out);
// v must equal one of names[0..n); *out = its index ("--cell: unknown value 'x' (use gru|lstm)").
TD_MUST_USE int option_parse_choice(const char *key, const char *v, const char *const *names,
                                    int n, int *out);

// A count with an optional SI prefix, in [lo, hi]: a decimal number ("3e15", "1.5", ".5"; no
// sign, hexadecimal, inf or nan) with at most one of k, M, G, T, P, E after it (10^3 .. 10^18: "300T" = 3e14, "3P" = 3e15). Anything
// else is TD_ERR_ARG: "--max-flops: '3X' is not a number with an optional k/M/G/T/P/E in [0,
// 1e+24]".
TD_MUST_USE int option_parse_si(const char *key, const char *v, double lo, double hi, double *out);

// A duration into seconds: plain seconds ("45", "45.5") or decimal numbers with units h, m, s,
// each unit at most once and in that order ("2h", "90m", "45s", "1.5h", "1h30m", "1h30m15s").
// Zero is allowed (callers that need a positive time check it). Anything else (empty, signs,
// spaces, "20x", "1h30" without its unit, "30m1h") is TD_ERR_ARG:
// "--max-time: '20x' is not a duration (use e.g. 90s, 20m, 2h, 1h30m)".
TD_MUST_USE int option_parse_duration(const char *key, const char *v, double *seconds);

// The shortest of "%g" and "%.9g" that reads back as the same float x, into buf[cap].
void format_float(float x, char *buf, size_t cap);

// A duration for people, in whole seconds (rounded): "MM:SS", or "H:MM:SS" from one hour on;
// `unknown` when seconds is negative, NaN or above 1e8. Writes into buf[cap].
void format_clock(double seconds, const char *unknown, char *buf, size_t cap);

#endif
