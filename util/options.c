// Command-line value parsers (see options.h).
#include "util/options.h"

#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int option_parse_long(const char *key, const char *v, long lo, long hi, long *out) {
    char *end;
    errno = 0;
    long x = strtol(v, &end, 10);
    if (errno || end == v || *end || x < lo || x > hi)
        return td_error(TD_ERR_ARG, "--%s: '%s' is not an integer in [%ld, %ld]", key, v, lo, hi);
    *out = x;
    return TD_OK;
}

int option_parse_int(const char *key, const char *v, int lo, int hi, int *out) {
    long x;
    TD_TRY(option_parse_long(key, v, lo, hi, &x));
    *out = (int)x;
    return TD_OK;
}

int option_parse_double(const char *key, const char *v, double lo, double hi, double *out) {
    char *end;
    errno = 0;
    double x = strtod(v, &end);
    if (errno || end == v || *end || !(x >= lo && x <= hi))
        return td_error(TD_ERR_ARG, "--%s: '%s' is not a number in [%g, %g]", key, v, lo, hi);
    *out = x;
    return TD_OK;
}

int option_parse_si(const char *key, const char *v, double lo, double hi, double *out) {
    static const char prefixes[] = "kMGTPE";
    char *end;
    errno = 0;
    double x = strtod(v, &end);
    const char *p = end && *end ? strchr(prefixes, *end) : NULL;
    if (p && end[1] == '\0') x *= pow(10.0, 3.0 * (double)(p - prefixes + 1));
    else if (end && *end) end = (char *)v;
    // Decimal only: no sign, space, hexadecimal, inf or nan.
    if (!strchr("0123456789.", v[0]) || strpbrk(v, "xX")) end = (char *)v;
    if (errno || end == v || !(x >= lo && x <= hi))
        return td_error(TD_ERR_ARG, "--%s: '%s' is not a number with an optional k/M/G/T/P/E in "
                        "[%g, %g]", key, v, lo, hi);
    *out = x;
    return TD_OK;
}

int option_parse_float(const char *key, const char *v, double lo, double hi, float *out) {
    double x;
    TD_TRY(option_parse_double(key, v, lo, hi, &x));
    *out = (float)x;
    return TD_OK;
}

int option_parse_choice(const char *key, const char *v, const char *const *names, int n, int *out) {
    char allowed[256] = "";
    for (int i = 0; i < n; i++) {
        if (strcmp(v, names[i]) == 0) {
            *out = i;
            return TD_OK;
        }
        snprintf(allowed + strlen(allowed), sizeof allowed - strlen(allowed), "%s%s",
                 i ? "|" : "", names[i]);
    }
    return td_error(TD_ERR_ARG, "--%s: unknown value '%s' (use %s)", key, v, allowed);
}

int option_parse_duration(const char *key, const char *v, double *seconds) {
    static const char units[] = "hms";
    static const double unit_seconds[] = {3600, 60, 1};
    double total = 0;
    int next_unit = 0;  // units still allowed: units[next_unit..]
    const char *p = v;
    while (*p) {
        // A decimal number: digits with at most one point, at least one digit.
        size_t n = strspn(p, "0123456789.");
        const char *point = memchr(p, '.', n);
        if (n == 0 || (point && memchr(point + 1, '.', n - (size_t)(point - p) - 1)) ||
            (n == 1 && point))
            goto bad;
        double x = strtod(p, NULL);
        p += n;
        if (!*p) {
            if (p - n != v) goto bad;  // a bare number only as the whole value ("1h30" is not)
            total = x;
            break;
        }
        const char *u = strchr(units + next_unit, *p);
        if (!u) goto bad;
        next_unit = (int)(u - units) + 1;
        total += x * unit_seconds[u - units];
        p++;
    }
    if (p == v || !isfinite(total)) goto bad;
    *seconds = total;
    return TD_OK;
bad:
    return td_error(TD_ERR_ARG, "--%s: '%s' is not a duration (use e.g. 90s, 20m, 2h, 1h30m)",
                    key, v);
}

void format_float(float x, char *buf, size_t cap) {
    snprintf(buf, cap, "%g", (double)x);
    if (strtof(buf, NULL) != x) snprintf(buf, cap, "%.9g", (double)x);
}

void format_clock(double seconds, const char *unknown, char *buf, size_t cap) {
    if (!(seconds >= 0) || seconds > 1e8) {
        snprintf(buf, cap, "%s", unknown);
        return;
    }
    long x = (long)(seconds + 0.5);
    if (x >= 3600) snprintf(buf, cap, "%ld:%02ld:%02ld", x / 3600, x / 60 % 60, x % 60);
    else snprintf(buf, cap, "%02ld:%02ld", x / 60, x % 60);
}
