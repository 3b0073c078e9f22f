// Tests for util/cli: parsing of every kind of option row (int and float ranges, choice, duration,
// flag, clearing flag, optional value, text, repeated option, custom row, action), the parse
// errors (unknown option, missing value, value given to a flag, bad value, stray argument), --help
// (every row with its default, computed here from the defaults struct), the usage-error line; and
// for every program, that its --help and its parser agree: each option --help lists is one the
// parser knows (a value option without its value is "needs a value", a flag given a value "takes
// no value", never "unknown option"), each value option shows a default and no flag does.
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <cmocka.h>

#include "tests/test_util.h"

#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "util/cli.h"
#include "util/progname.h"

typedef struct {
    int n, flag, color, mode, opt01;
    long big;
    float rate;
    double scale, seconds;
    const char *path;
    char name[8];
    const char *refs[3];
    int n_refs;
    int custom;
} Opts;

static int set_even(void *opts, const CliOption *o, const char *v) {
    int x = atoi(v);
    if (x % 2) return td_error(TD_ERR_ARG, "--%s: '%s' is not even", o->name, v);
    ((Opts *)opts)->custom = x;
    return TD_OK;
}

static void render_even(const void *opts, const CliOption *o, char *b, size_t cap) {
    snprintf(b, cap, "even %d", ((const Opts *)opts)->custom);
}

enum { R_N, R_FLAG, R_NOCOLOR, R_MODE, R_OPT01, R_BIG, R_RATE, R_SCALE, R_TIME, R_PATH, R_NAME,
       R_REF, R_EVEN, R_HELP, R_COUNT };

#define F(x) offsetof(Opts, x)
static const CliOption ROWS[R_COUNT] = {
    [R_N] = {"count", 'n', CLI_INT, .offset = F(n), .lo = 1, .hi = 10, .metavar = "N",
             .group = "Numbers", .help = "how many"},
    [R_FLAG] = {"verbose", 'v', CLI_FLAG, .offset = F(flag), .help = "say more"},
    [R_NOCOLOR] = {"no-color", 0, CLI_FLAG, .offset = F(color), .flags = CLI_FLAG_CLEARS,
                   .help = "plain text"},
    [R_MODE] = {"mode", 0, CLI_CHOICE, .offset = F(mode), .choices = "off|auto|on",
                .help = "the mode"},
    [R_OPT01] = {"compress", 0, CLI_INT, .offset = F(opt01), .lo = 0, .hi = 1, .metavar = "0|1",
                 .flags = CLI_OPTIONAL_VALUE, .help = "compress (bare = 1)"},
    [R_BIG] = {"steps", 0, CLI_LONG, .offset = F(big), .lo = 0, .hi = 1e12, .metavar = "N",
               .help = "updates"},
    [R_RATE] = {"rate", 0, CLI_FLOAT, .offset = F(rate), .lo = 0, .hi = 1, .metavar = "P",
                .help = "a probability"},
    [R_SCALE] = {"scale", 0, CLI_DOUBLE, .offset = F(scale), .lo = -5, .hi = 5, .metavar = "X",
                 .help = "a factor"},
    [R_TIME] = {"max-time", 0, CLI_DURATION, .offset = F(seconds), .metavar = "T",
                .group = "Files and time", .help = "budget"},
    [R_PATH] = {"input", 'i', CLI_STRING, .offset = F(path), .metavar = "FILE", .def = "stdin",
                .help = "input file"},
    [R_NAME] = {"name", 0, CLI_TEXT, .offset = F(name), .hi = 8, .metavar = "S",
                .help = "a short name"},
    [R_REF] = {"ref", 'r', CLI_LIST, .offset = F(refs), .count_offset = F(n_refs), .hi = 3,
               .metavar = "FILE", .help = "reference (repeat)"},
    [R_EVEN] = {"even", 0, CLI_CUSTOM, .set = set_even, .render = render_even, .metavar = "K",
                .help = "an even number"},
    [R_HELP] = {"help", 'h', CLI_ACTION, .help = "show this help"},
};
static const CliSpec SPEC = {"demo", "[options]", "A demonstration.\n", "Exit status: 0.\n",
                             ROWS, R_COUNT};

static Opts defaults(void) {
    Opts o;
    memset(&o, 0, sizeof o);
    o.n = 3, o.color = 1, o.mode = 1, o.big = 7, o.rate = 0.25f, o.scale = -1.5, o.seconds = 90;
    strcpy(o.name, "abc");
    o.custom = 4;
    return o;
}

// Parses the words of `line` (split at spaces) after a program name into *o (defaults first).
static int parse(const char *line, Opts *o, unsigned char *given, int *action) {
    static char buf[1024];
    char *argv[64] = {"demo"};
    int argc = 1;
    snprintf(buf, sizeof buf, "%s", line);
    for (char *w = strtok(buf, " "); w && argc < 63; w = strtok(NULL, " ")) argv[argc++] = w;
    *o = defaults();
    if (given) memset(given, 0, R_COUNT);
    return cli_parse(&SPEC, o, argc, argv, given, action);
}

static void test_parse_each_kind(void **state) {
    (void)state;
    Opts o;
    unsigned char given[R_COUNT];
    int action;
    assert_int_equal(parse("", &o, given, &action), 0);
    assert_int_equal(action, -1);
    assert_int_equal(o.n, 3);  // defaults untouched
    for (int i = 0; i < R_COUNT; i++) assert_int_equal(given[i], 0);
    assert_int_equal(parse("--count 10 -v --no-color --mode on --compress --steps 1000000000000 "
                           "--rate 1 --scale -5 --max-time 1h30m -i in.txt --name abcdefg -r a "
                           "-r b --even 6", &o, given, &action), 0);
    assert_int_equal(o.n, 10);
    assert_int_equal(o.flag, 1);
    assert_int_equal(o.color, 0);  // CLI_FLAG_CLEARS
    assert_int_equal(o.mode, 2);
    assert_int_equal(o.opt01, 1);  // bare optional value = 1
    assert_true(o.big == 1000000000000L);
    assert_true(o.rate == 1.0f);
    assert_true(o.scale == -5.0);
    assert_true(o.seconds == 3600 + 1800);
    assert_string_equal(o.path, "in.txt");
    assert_string_equal(o.name, "abcdefg");
    assert_int_equal(o.n_refs, 2);
    assert_string_equal(o.refs[0], "a");
    assert_string_equal(o.refs[1], "b");
    assert_int_equal(o.custom, 6);
    for (int i = 0; i < R_COUNT; i++) assert_int_equal(given[i], i != R_HELP);
    // short options, attached values, --name=value, the last of a repeated scalar option wins
    assert_int_equal(parse("-n2 -n 4 --count=5 --compress=0 --mode=off -rx", &o, given, NULL), 0);
    assert_int_equal(o.n, 5);
    assert_int_equal(o.opt01, 0);
    assert_int_equal(o.mode, 0);
    assert_int_equal(o.n_refs, 1);
    assert_string_equal(o.refs[0], "x");
    // bounds at the ends of long and int: (double)LONG_MAX rounds up to 2^63, beyond long
    const CliOption wide[] = {
        {"big", 0, CLI_LONG, .offset = F(big), .lo = (double)LONG_MIN, .hi = (double)LONG_MAX},
        {"n", 0, CLI_INT, .offset = F(n), .lo = -1e300, .hi = 1e300},
    };
    assert_int_equal(cli_set(&wide[0], &o, "9223372036854775807"), 0);
    assert_true(o.big == LONG_MAX);
    assert_int_equal(cli_set(&wide[0], &o, "-9223372036854775808"), 0);
    assert_true(o.big == LONG_MIN);
    assert_int_equal(cli_set(&wide[1], &o, "-2147483648"), 0);
    assert_int_equal(o.n, INT_MIN);
    assert_int_equal(cli_set(&wide[1], &o, "2147483648"), TD_ERR_ARG);
    // an action stops the parse and is reported
    assert_int_equal(parse("--count 2 --help --bogus", &o, given, &action), 0);
    assert_int_equal(action, R_HELP);
    assert_int_equal(o.n, 2);
    assert_int_equal(parse("-h", &o, NULL, &action), 0);
    assert_int_equal(action, R_HELP);
}

static void test_parse_errors(void **state) {
    (void)state;
    const struct {
        const char *line, *msg;
    } bad[] = {
        {"--bogus", "unknown option '--bogus'"},
        {"-x", "unknown option '-x'"},
        {"--count", "option '--count' needs a value"},
        {"-n", "option '-n' needs a value"},
        {"--verbose=1", "option '--verbose' takes no value"},
        {"--count 0", "--count: '0' is not an integer in [1, 10]"},
        {"--count 11", "--count: '11' is not an integer in [1, 10]"},
        {"--count 3x", "--count: '3x' is not an integer in [1, 10]"},
        {"--steps -1", "--steps: '-1' is not an integer in [0, 1000000000000]"},
        {"--rate 1.5", "--rate: '1.5' is not a number in [0, 1]"},
        {"--rate abc", "--rate: 'abc' is not a number in [0, 1]"},
        {"--scale 6", "--scale: '6' is not a number in [-5, 5]"},
        {"--mode maybe", "--mode: unknown value 'maybe' (use off|auto|on)"},
        {"--mode of", "--mode: unknown value 'of' (use off|auto|on)"},
        {"--compress=2", "--compress: '2' is not an integer in [0, 1]"},
        {"--max-time 20x", "--max-time: '20x' is not a duration (use e.g. 90s, 20m, 2h, 1h30m)"},
        {"--name abcdefgh", "--name: 'abcdefgh...' is too long (at most 7 bytes)"},
        {"-r a -r b -r c -r d", "--ref: given more than 3 times"},
        {"--even 3", "--even: '3' is not even"},
        {"--count 2 stray", "unexpected argument 'stray'"},
    };
    for (size_t i = 0; i < sizeof bad / sizeof *bad; i++) {
        Opts o;
        if (parse(bad[i].line, &o, NULL, NULL) != TD_ERR_ARG)
            fail_msg("'%s' was accepted", bad[i].line);
        if (strcmp(td_last_error(), bad[i].msg) != 0)
            fail_msg("'%s': message '%s', expected '%s'", bad[i].line, td_last_error(),
                     bad[i].msg);
    }
}

// cli_set and cli_render: what a row renders reads back as the same value.
static void test_render_round_trip(void **state) {
    (void)state;
    Opts o = defaults(), back;
    o.rate = 0.1f;  // needs %.9g to read back exactly
    o.scale = 1.0 / 3;
    o.seconds = 5400;
    o.path = "p";
    o.refs[0] = "a", o.refs[1] = "b", o.n_refs = 2;
    const char *want[R_COUNT] = {[R_N] = "3", [R_MODE] = "auto", [R_OPT01] = "0", [R_BIG] = "7",
                                 [R_TIME] = "5400s", [R_PATH] = "p", [R_NAME] = "abc",
                                 [R_REF] = "a,b", [R_EVEN] = "even 4"};
    for (int i = 0; i < R_COUNT; i++) {
        char text[256];
        cli_render(&ROWS[i], &o, text, sizeof text);
        if (want[i]) assert_string_equal(text, want[i]);
        if (i == R_FLAG || i == R_NOCOLOR || i == R_HELP) assert_string_equal(text, "");
        if (i == R_RATE || i == R_SCALE) {
            back = defaults();
            assert_int_equal(cli_set(&ROWS[i], &back, text), 0);
            if (i == R_RATE) assert_true(back.rate == o.rate);
            else assert_true(back.scale == o.scale);
        }
    }
    assert_int_equal(cli_find(&SPEC, "max-time"), R_TIME);
    assert_int_equal(cli_find(&SPEC, "max"), -1);
}

// cli_resolve names the row getopt_long takes a word for: a long name, NAME=VALUE, a prefix of one
// long name, a short name; nothing for an ambiguous prefix, a value or an unknown name. Where
// the word parses, cli_parse marks that same row as given.
static void test_resolve_like_getopt(void **state) {
    (void)state;
    static const struct {
        const char *word, *value;  // value: NULL when the word does not parse with one
        int row;
    } cases[] = {
        {"--count", "3", R_N},   {"--count=3", "", R_N},  {"--cou", "2", R_N},
        {"-n", "2", R_N},        {"--st", "5", R_BIG},    {"--ma", "5s", R_TIME},
        {"--e", "4", R_EVEN},    {"--h", "", R_HELP},     {"-h", "", R_HELP},
        {"--name", "ab", R_NAME}, {"--s", NULL, -1},      {"--n", NULL, -1},
        {"--", NULL, -1},        {"5", NULL, -1},         {"-x", NULL, -1},
        {"--bogus", NULL, -1},   {"--=3", NULL, -1},
    };
    for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
        assert_int_equal(cli_resolve(&SPEC, cases[i].word), cases[i].row);
        if (!cases[i].value || cases[i].row == R_HELP) continue;
        char line[64];
        snprintf(line, sizeof line, "%s %s", cases[i].word, cases[i].value);
        Opts o;
        unsigned char given[R_COUNT];
        int action = -1;
        assert_int_equal(parse(line, &o, given, &action), 0);
        for (int r = 0; r < R_COUNT; r++) assert_int_equal(given[r], r == cases[i].row);
    }
}

// The help: every row, in table order, its long and short name and value name, and for every
// value row "[default: D]" with D written here from defaults(); headings where groups start.
static void test_help_lists_every_row_with_default(void **state) {
    (void)state;
    prog_name_set("demo");
    char *text = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&text, &len);
    Opts d = defaults();
    cli_help(&SPEC, &d, f);
    fclose(f);
    assert_true(strncmp(text, "usage: demo [options]\n\nA demonstration.\n", 40) == 0);
    const char *entry[R_COUNT] = {
        [R_N] = "  -n, --count N", [R_FLAG] = "  -v, --verbose",
        [R_NOCOLOR] = "      --no-color", [R_MODE] = "      --mode off|auto|on",
        [R_OPT01] = "      --compress[=0|1]", [R_BIG] = "      --steps N",
        [R_RATE] = "      --rate P", [R_SCALE] = "      --scale X",
        [R_TIME] = "      --max-time T", [R_PATH] = "  -i, --input FILE",
        [R_NAME] = "      --name S", [R_REF] = "  -r, --ref FILE", [R_EVEN] = "      --even K",
        [R_HELP] = "  -h, --help"};
    const char *def[R_COUNT] = {[R_N] = "3", [R_MODE] = "auto", [R_OPT01] = "0", [R_BIG] = "7",
                                [R_RATE] = "0.25", [R_SCALE] = "-1.5", [R_TIME] = "90s",
                                [R_PATH] = "stdin", [R_NAME] = "abc", [R_REF] = "none",
                                [R_EVEN] = "even 4"};
    const char *at = text;
    for (int i = 0; i < R_COUNT; i++) {
        const char *p = strstr(at, entry[i]);
        if (!p) fail_msg("help lacks '%s' (after the rows before it):\n%s", entry[i], text);
        const char *next = i + 1 < R_COUNT ? strstr(p + 1, entry[i + 1]) : p + strlen(p);
        assert_non_null(next);
        char want[64];
        snprintf(want, sizeof want, "[default: %s]", def[i] ? def[i] : "");
        const char *got = strstr(p, "[default: ");
        if (def[i] && (!got || got > next || strncmp(got, want, strlen(want)) != 0))
            fail_msg("'%s' does not show %s", entry[i], want);
        if (!def[i] && got && got < next) fail_msg("flag '%s' shows a default", entry[i]);
        at = p;
    }
    assert_non_null(strstr(text, "\nNumbers:\n  -n, --count"));
    assert_non_null(strstr(text, "\nFiles and time:\n      --max-time"));
    assert_true(len > 16 && strcmp(text + len - 16, "Exit status: 0.\n") == 0);
    free(text);
}

// cli_parse_args: file names among the options come back, in order, after them; "--" ends the
// options; the errors stay (unknown option, missing value). cli_parse refuses the same argv.
static void test_parse_with_arguments(void **state) {
    (void)state;
    Opts o = {0};
    int action, first;
    char *argv[] = {"demo", "a.txt", "-n", "3", "b c", "--verbose", "--", "--not-an-option", NULL};
    assert_int_equal(cli_parse_args(&SPEC, &o, 8, argv, NULL, &action, &first), 0);
    assert_int_equal(o.n, 3);
    assert_int_equal(o.flag, 1);
    assert_int_equal(8 - first, 3);
    assert_string_equal(argv[first], "a.txt");
    assert_string_equal(argv[first + 1], "b c");
    assert_string_equal(argv[first + 2], "--not-an-option");
    char *none[] = {"demo", "-n", "2", NULL};
    assert_int_equal(cli_parse_args(&SPEC, &o, 3, none, NULL, &action, &first), 0);
    assert_int_equal(first, 3);
    char *bad[] = {"demo", "x", "--bogus", NULL};
    assert_int_equal(cli_parse_args(&SPEC, &o, 3, bad, NULL, &action, &first), TD_ERR_ARG);
    assert_non_null(strstr(td_last_error(), "unknown option '--bogus'"));
    char *stray[] = {"demo", "x", NULL};
    assert_int_equal(cli_parse(&SPEC, &o, 2, stray, NULL, &action), TD_ERR_ARG);
    assert_non_null(strstr(td_last_error(), "unexpected argument 'x'"));
}

// cli_command_line quotes exactly the words a shell would split or expand, and the shell reads
// the line back as the same words.
static void test_command_line(void **state) {
    (void)state;
    char *argv[] = {"bin/train", "--out", "run one", "it's", "", "a=b,c:d/e.f", "$HOME", NULL};
    char *line = cli_command_line(7, argv);
    assert_non_null(line);
    assert_string_equal(line, "bin/train --out 'run one' 'it'\\''s' '' a=b,c:d/e.f '$HOME'");
    const char *out = test_path("words.txt");
    assert_int_equal(test_run("set -- %s; printf '[%%s]' \"$@\" > %s", line, out), 0);
    assert_string_equal(test_slurp(out), "[bin/train][--out][run one][it's][][a=b,c:d/e.f][$HOME]");
    free(line);
}

static void test_usage_error_line(void **state) {
    (void)state;
    prog_name_set("tandem-demo");
    char *err = test_path("usage.err");
    fflush(stderr);
    FILE *saved = fdopen(dup(2), "w");
    assert_non_null(freopen(err, "w", stderr));
    int rc = cli_usage_error("demo", "--count: '%s' is not an integer in [1, 10]", "0");
    fflush(stderr);
    dup2(fileno(saved), 2);
    fclose(saved);
    assert_int_equal(rc, 2);
    assert_string_equal(test_slurp(err), "tandem-demo: error: --count: '0' is not an integer in "
                                         "[1, 10]\nTry 'tandem-demo --help'.\n");
}

// One program: its --help parsed into option entries; each is checked against the parser.
static void check_program(const char *prog, const char *before) {
    char *help = test_path("help.txt");
    if (test_run("OMP_WAIT_POLICY=passive bin/%s --help > %s", prog, help) != 0)
        fail_msg("bin/%s --help failed", prog);
    char *text = test_read_file(help);
    int options = 0, with_value = 0;
    char *save = NULL;
    for (char *line = strtok_r(text, "\n", &save); line; line = strtok_r(NULL, "\n", &save)) {
        // An entry starts with "  -x, --name", "  --name" or "      --name" (never deeper).
        const char *p = line;
        while (*p == ' ') p++;
        if (p - line < 2 || p - line > 6 || p[0] != '-') continue;
        const char *dd = strstr(p, "--");
        if (!dd || (dd != p && p[1] == '-')) continue;
        const char *gap = strstr(dd, "  ");
        char left[256], name[128];
        snprintf(left, sizeof left, "%.*s", (int)(gap ? (size_t)(gap - dd) : strlen(dd)), dd);
        snprintf(name, sizeof name, "%.*s", (int)strcspn(left, " ["), left);
        int takes = left[strcspn(left, " [")] != '\0';
        int optional = strstr(left, "[=") != NULL;
        // The entry's text: this line and its continuation lines (indented 32 columns).
        char entry[8192];
        snprintf(entry, sizeof entry, "%s", line);
        for (const char *q = line + strlen(line) + 1; strspn(q, " ") >= 30;) {
            size_t l = strcspn(q, "\n");
            if (strlen(entry) + l + 1 < sizeof entry) strncat(entry, q, l);
            if (!q[l]) break;
            q += l + 1;
        }
        int has_default = strstr(entry, "[default: ") != NULL;
        if (takes && !has_default) fail_msg("bin/%s --help: %s shows no default", prog, name);
        if (!takes && has_default) fail_msg("bin/%s --help: flag %s shows a default", prog, name);
        // A value option without its value, a flag with one, an optional value that is not one
        // of its values: each a usage error that the parser reports for this very option.
        char *err = test_path("opt.err"), want[256];
        int rc = test_run("OMP_WAIT_POLICY=passive bin/%s %s %s%s 2> %s > /dev/null", prog, before,
                          name, optional ? "=x" : takes ? "" : "=1", err);
        if (optional) snprintf(want, sizeof want, "%s: ", name);
        else if (takes) snprintf(want, sizeof want, "option '%s' needs a value", name);
        else snprintf(want, sizeof want, "option '%s' takes no value", name);
        const char *got = test_slurp(err);
        if (rc != 2 || !strstr(got, want))
            fail_msg("bin/%s %s %s: exit %d, '%s'; expected 2 and \"%s\"", prog, before, name, rc,
                     got, want);
        options++;
        with_value += takes;
    }
    free(text);
    if (options < 5 || with_value < 3) fail_msg("bin/%s --help lists %d options", prog, options);
}

static void test_train_help_and_parser_agree(void **state) { check_program("train", ""); }
static void test_decode_help_and_parser_agree(void **state) { check_program("decode", ""); }
static void test_score_help_and_parser_agree(void **state) { check_program("score", ""); }
static void test_bench_help_and_parser_agree(void **state) { check_program("bench", "gemm"); }
static void test_compare_help_and_parser_agree(void **state) {
    check_program("compare", "--quick");  // --quick: --train-job is checked only when not first
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_parse_each_kind),
        cmocka_unit_test(test_parse_errors),
        cmocka_unit_test(test_render_round_trip),
        cmocka_unit_test(test_resolve_like_getopt),
        cmocka_unit_test(test_help_lists_every_row_with_default),
        cmocka_unit_test(test_parse_with_arguments),
        cmocka_unit_test(test_command_line),
        cmocka_unit_test(test_usage_error_line),
        cmocka_unit_test(test_train_help_and_parser_agree),
        cmocka_unit_test(test_decode_help_and_parser_agree),
        cmocka_unit_test(test_score_help_and_parser_agree),
        cmocka_unit_test(test_bench_help_and_parser_agree),
        cmocka_unit_test(test_compare_help_and_parser_agree),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
