// Tests for util/options: the integer, number, SI-prefixed count, choice and duration parsers every program uses.
// Expected seconds are the hours, minutes and seconds written out by hand (1h30m = 3600 + 1800).
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <cmocka.h>

#include <math.h>
#include <stdio.h>
#include <string.h>

#include "util/options.h"

static void assert_contains(const char *haystack, const char *needle) {
    if (!strstr(haystack, needle)) fail_msg("message '%s' does not contain '%s'", haystack, needle);
}

// A parser of one option's text into a double (option_parse_duration, option_parse_si, ...).
typedef int (*ParseFn)(const char *key, const char *text, double *out);
typedef struct {
    const char *text;
    double value;
} Good;

// Each good text parses to its value (to 1e-15 relative); each bad one is refused with
// TD_ERR_ARG, leaves the output untouched and says "--KEY: 'TEXT' is not WHAT".
static void check_parser(ParseFn parse, const char *key, const Good *good, size_t n_good,
                         const char *const *bad, size_t n_bad, const char *what) {
    for (size_t i = 0; i < n_good; i++) {
        double x = -1;
        if (parse(key, good[i].text, &x) != 0)
            fail_msg("'%s' refused: %s", good[i].text, td_last_error());
        if (fabs(x - good[i].value) > 1e-15 * good[i].value)
            fail_msg("'%s' = %g, expected %g", good[i].text, x, good[i].value);
    }
    for (size_t i = 0; i < n_bad; i++) {
        double x = 123;
        if (parse(key, bad[i], &x) != TD_ERR_ARG) fail_msg("'%s' accepted as %g", bad[i], x);
        assert_true(x == 123);  // untouched on error
        char want[128];
        snprintf(want, sizeof want, "--%s: '%s' is not %s", key, bad[i], what);
        assert_contains(td_last_error(), want);
    }
    td_clear_error();
}

static void test_duration(void **state) {
    (void)state;
    static const Good good[] = {
        {"1h30m", 3600 + 30 * 60}, {"90m", 90 * 60}, {"45s", 45},   {"2h", 2 * 3600},
        {"45", 45},                {"45.5", 45.5},   {"1.5h", 5400}, {"20m", 1200},
        {"1h30m15s", 3600 + 1800 + 15}, {"2m30s", 150}, {"0", 0},  {".5m", 30},
    };
    static const char *const bad[] = {
        "",      "x",   "20x",   "-3m", "+3m", " 5m", "5m ", "1h30", "30m1h", "1h1h",
        "1..5h", ".",   "h",     "5 m", "inf", "nan", "0x10", "1e3", "1h-5m", "5mm",
    };
    check_parser(option_parse_duration, "budget", good, sizeof good / sizeof *good, bad,
                 sizeof bad / sizeof *bad, "a duration");
}

static int parse_si(const char *key, const char *text, double *out) {
    return option_parse_si(key, text, 0, 1e24, out);
}

// Counts with an SI prefix (--max-flops, --flops): 10^3 per step from k to E.
static void test_si(void **state) {
    (void)state;
    static const Good good[] = {
        {"3e15", 3e15}, {"3P", 3e15}, {"300T", 3e14}, {"1.5E", 1.5e18}, {"2k", 2000},
        {"7M", 7e6},    {"4G", 4e9},  {"0", 0},        {".5T", 5e11},   {"1e3k", 1e6},
    };
    static const char *const bad[] = {"",    "P",  "3X", "3PP", "3 P", " 3P", "-1P", "+1",
                                      "inf", "nan", "0x10", "3p", "1e30", "3P ", "1kM"};
    check_parser(parse_si, "flops", good, sizeof good / sizeof *good, bad,
                 sizeof bad / sizeof *bad, "a number with an optional k/M/G/T/P/E");
}

static void test_numbers_and_choices(void **state) {
    (void)state;
    int i = 0;
    long l = 0;
    float f = 0;
    assert_int_equal(option_parse_int("heads", "8", 1, 256, &i), 0);
    assert_int_equal(i, 8);
    assert_int_equal(option_parse_int("heads", "257", 1, 256, &i), TD_ERR_ARG);
    assert_string_equal(td_last_error(), "--heads: '257' is not an integer in [1, 256]");
    assert_int_equal(option_parse_int("heads", "4x", 1, 256, &i), TD_ERR_ARG);
    assert_int_equal(option_parse_int("heads", "", 1, 256, &i), TD_ERR_ARG);
    assert_int_equal(i, 8);
    assert_int_equal(option_parse_long("max-steps", "1099511627776", 0, 1L << 40, &l), 0);
    assert_true(l == 1099511627776L);
    assert_int_equal(option_parse_float("dropout", "0.25", 0, 0.9, &f), 0);
    assert_true(f == 0.25f);
    assert_int_equal(option_parse_float("dropout", "0.95", 0, 0.9, &f), TD_ERR_ARG);
    assert_string_equal(td_last_error(), "--dropout: '0.95' is not a number in [0, 0.9]");
    assert_int_equal(option_parse_float("dropout", "nan", 0, 0.9, &f), TD_ERR_ARG);
    static const char *const cells[] = {"gru", "lstm"};
    assert_int_equal(option_parse_choice("cell", "lstm", cells, 2, &i), 0);
    assert_int_equal(i, 1);
    assert_int_equal(option_parse_choice("cell", "rnn", cells, 2, &i), TD_ERR_ARG);
    assert_string_equal(td_last_error(), "--cell: unknown value 'rnn' (use gru|lstm)");
    td_clear_error();
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_duration),
        cmocka_unit_test(test_si),
        cmocka_unit_test(test_numbers_and_choices),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
