// Option tables: parsing, help, rendering and usage errors (see cli.h).
#include "util/cli.h"

#include <ctype.h>
#include <getopt.h>
#include <limits.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "util/options.h"
#include "util/progname.h"

#define FIELD(opts, o, type) ((type *)((char *)(opts) + (o)->offset))
#define CFIELD(opts, o, type) ((const type *)((const char *)(opts) + (o)->offset))

enum { LONG_VAL = 1000 };  // getopt_long's value of row i: LONG_VAL + i

int cli_find(const CliSpec *s, const char *name) {
    for (int i = 0; i < s->n_opts; i++)
        if (strcmp(s->opts[i].name, name) == 0) return i;
    return -1;
}

int cli_resolve(const CliSpec *s, const char *word) {
    if (word[0] != '-' || !word[1]) return -1;
    if (word[1] != '-') {  // a short option (getopt reads the first letter of a cluster)
        for (int i = 0; i < s->n_opts; i++)
            if (s->opts[i].short_name && s->opts[i].short_name == word[1]) return i;
        return -1;
    }
    const char *name = word + 2;
    const size_t n = strcspn(name, "=");
    if (n == 0) return -1;
    int found = -1, matches = 0;
    for (int i = 0; i < s->n_opts; i++) {
        if (strncmp(s->opts[i].name, name, n)) continue;
        if (s->opts[i].name[n] == 0) return i;  // exact
        found = i;
        matches++;
    }
    return matches == 1 ? found : -1;
}

// The index of `name` among the '|'-separated choices, or -1.
static int choice_index(const char *choices, const char *name) {
    size_t n = strlen(name);
    int i = 0;
    for (const char *p = choices;; i++) {
        size_t len = strcspn(p, "|");
        if (len == n && strncmp(p, name, n) == 0) return i;
        if (!p[len]) return -1;
        p += len + 1;
    }
}

// Copies choice i of `choices` into buf[cap] ("" when there is none).
static void choice_name(const char *choices, int i, char *buf, size_t cap) {
    const char *p = choices;
    for (; i > 0 && p; i--) {
        p = strchr(p, '|');
        if (p) p++;
    }
    if (!p || i < 0) p = "";
    snprintf(buf, cap, "%.*s", (int)strcspn(p, "|"), p);
}

// A row's bound as a long: LONG_MAX (or LONG_MIN) where the double is beyond it, as the bound
// (double)LONG_MAX is (it rounds up to 2^63, which a cast would overflow).
static long bound(double x) {
    if (x >= (double)LONG_MAX) return LONG_MAX;
    if (x <= (double)LONG_MIN) return LONG_MIN;
    return (long)x;
}

int cli_set(const CliOption *o, void *opts, const char *v) {
    if (o->set) return o->set(opts, o, v);
    const char *k = o->name;
    switch (o->kind) {
    case CLI_FLAG: *FIELD(opts, o, int) = !(o->flags & CLI_FLAG_CLEARS); return TD_OK;
    case CLI_INT: {
        long lo = bound(o->lo), hi = bound(o->hi);
        if (lo < INT_MIN) lo = INT_MIN;
        if (hi > INT_MAX) hi = INT_MAX;
        return option_parse_int(k, v, (int)lo, (int)hi, FIELD(opts, o, int));
    }
    case CLI_LONG: return option_parse_long(k, v, bound(o->lo), bound(o->hi), FIELD(opts, o, long));
    case CLI_FLOAT: return option_parse_float(k, v, o->lo, o->hi, FIELD(opts, o, float));
    case CLI_DOUBLE: return option_parse_double(k, v, o->lo, o->hi, FIELD(opts, o, double));
    case CLI_CHOICE: {
        int i = choice_index(o->choices, v);
        if (i < 0)
            return td_error(TD_ERR_ARG, "--%s: unknown value '%s' (use %s)", k, v, o->choices);
        *FIELD(opts, o, int) = i;
        return TD_OK;
    }
    case CLI_DURATION: return option_parse_duration(k, v, FIELD(opts, o, double));
    case CLI_SI: return option_parse_si(k, v, o->lo, o->hi, FIELD(opts, o, double));
    case CLI_STRING: *FIELD(opts, o, const char *) = v; return TD_OK;
    case CLI_TEXT:
        if (!*v) return td_error(TD_ERR_ARG, "--%s: empty value", k);
        if (strlen(v) >= (size_t)o->hi)
            return td_error(TD_ERR_ARG, "--%s: '%.40s...' is too long (at most %d bytes)", k, v,
                            (int)o->hi - 1);
        snprintf(FIELD(opts, o, char), (size_t)o->hi, "%s", v);
        return TD_OK;
    case CLI_LIST: {
        int *n = (int *)((char *)opts + o->count_offset);
        if (*n >= (int)o->hi)
            return td_error(TD_ERR_ARG, "--%s: given more than %d times", k, (int)o->hi);
        FIELD(opts, o, const char *)[(*n)++] = v;
        return TD_OK;
    }
    case CLI_CUSTOM:
    case CLI_ACTION: break;
    }
    return td_error(TD_ERR_INTERNAL, "--%s: the option table gives no way to set it", k);
}

void cli_render(const CliOption *o, const void *opts, char *b, size_t cap) {
    if (!cap) return;
    b[0] = '\0';
    if (o->render) {
        o->render(opts, o, b, cap);
        return;
    }
    switch (o->kind) {
    case CLI_INT: snprintf(b, cap, "%d", *CFIELD(opts, o, int)); break;
    case CLI_LONG: snprintf(b, cap, "%ld", *CFIELD(opts, o, long)); break;
    case CLI_FLOAT: format_float(*CFIELD(opts, o, float), b, cap); break;
    case CLI_DOUBLE: snprintf(b, cap, "%.17g", *CFIELD(opts, o, double)); break;
    case CLI_DURATION: snprintf(b, cap, "%.17gs", *CFIELD(opts, o, double)); break;
    case CLI_SI: snprintf(b, cap, "%.17g", *CFIELD(opts, o, double)); break;
    case CLI_CHOICE: choice_name(o->choices, *CFIELD(opts, o, int), b, cap); break;
    case CLI_STRING: {
        const char *v = *CFIELD(opts, o, const char *);
        snprintf(b, cap, "%s", v ? v : "");
        break;
    }
    case CLI_TEXT: snprintf(b, cap, "%s", CFIELD(opts, o, char)); break;
    case CLI_LIST: {
        int n = *(const int *)((const char *)opts + o->count_offset);
        const char *const *v = CFIELD(opts, o, const char *const);
        size_t at = 0;
        for (int i = 0; i < n && at < cap; i++) {
            int w = snprintf(b + at, cap - at, "%s%s", i ? "," : "", v[i]);
            if (w < 0) break;
            at += (size_t)w;
        }
        break;
    }
    case CLI_FLAG:
    case CLI_CUSTOM:
    case CLI_ACTION: break;
    }
}

// ---- parsing ------------------------------------------------------------------------------------

static int takes_value(const CliOption *o) { return o->kind != CLI_FLAG && o->kind != CLI_ACTION; }

// cli_parse and cli_parse_args: first_arg NULL refuses any argument that is not an option.
static int parse(const CliSpec *s, void *opts, int argc, char **argv, unsigned char *given,
                 int *action, int *first_arg) {
    if (action) *action = -1;
    struct option *lo = calloc((size_t)s->n_opts + 1, sizeof *lo);
    char shorts[2 + 3 * 128] = ":";  // ':' first: a missing value is ':', not '?'
    if (!lo) return td_error(TD_ERR_NOMEM, "out of memory");
    size_t ns = 1;
    for (int i = 0; i < s->n_opts; i++) {
        const CliOption *o = &s->opts[i];
        lo[i].name = o->name;
        lo[i].has_arg = !takes_value(o)                   ? no_argument
                        : o->flags & CLI_OPTIONAL_VALUE ? optional_argument
                                                        : required_argument;
        lo[i].val = LONG_VAL + i;
        if (o->short_name && ns + 3 < sizeof shorts) {
            shorts[ns++] = o->short_name;
            if (takes_value(o)) shorts[ns++] = ':';
            if (takes_value(o) && (o->flags & CLI_OPTIONAL_VALUE)) shorts[ns++] = ':';
        }
    }
    shorts[ns] = '\0';
    int rc = TD_OK, c;
    opterr = 0;  // the messages below name the option and the fix; getopt's would not
    optind = 0;  // glibc: start afresh (a second parse in one process, as the tests do)
    while (rc == TD_OK && (c = getopt_long(argc, argv, shorts, lo, NULL)) != -1) {
        int id = -1;
        if (c >= LONG_VAL && c < LONG_VAL + s->n_opts) {
            id = c - LONG_VAL;
        } else if (c != '?' && c != ':') {
            for (int i = 0; i < s->n_opts && id < 0; i++)
                if (s->opts[i].short_name == c) id = i;
        }
        if (c == ':') {
            rc = td_error(TD_ERR_ARG, "option '%s' needs a value", argv[optind - 1]);
        } else if (c == '?' && optopt >= LONG_VAL && optopt < LONG_VAL + s->n_opts) {
            rc = td_error(TD_ERR_ARG, "option '--%s' takes no value",
                          s->opts[optopt - LONG_VAL].name);
        } else if (c == '?' && optopt > 0 && optopt < 128) {
            rc = td_error(TD_ERR_ARG, "unknown option '-%c'", optopt);
        } else if (c == '?' || id < 0) {
            rc = td_error(TD_ERR_ARG, "unknown option '%s'", argv[optind - 1]);
        } else if (s->opts[id].kind == CLI_ACTION) {
            if (given) given[id] = 1;
            if (action) *action = id;
            free(lo);
            return TD_OK;
        } else {
            const char *v = optarg ? optarg : "1";  // a bare CLI_OPTIONAL_VALUE means 1
            rc = cli_set(&s->opts[id], opts, v);
            if (rc == TD_OK && given) given[id] = 1;
        }
    }
    free(lo);
    if (first_arg) *first_arg = optind;
    else if (rc == TD_OK && optind < argc)
        rc = td_error(TD_ERR_ARG, "unexpected argument '%s'", argv[optind]);
    return rc;
}

int cli_parse(const CliSpec *s, void *opts, int argc, char **argv, unsigned char *given,
              int *action) {
    return parse(s, opts, argc, argv, given, action, NULL);
}

int cli_parse_args(const CliSpec *s, void *opts, int argc, char **argv, unsigned char *given,
                   int *action, int *first_arg) {
    *first_arg = argc;
    return parse(s, opts, argc, argv, given, action, first_arg);
}

int cli_parse_or_help(const CliSpec *s, void *opts, const void *defaults, int argc, char **argv,
                      unsigned char *given, int *action, int *first_arg) {
    int rc = first_arg ? cli_parse_args(s, opts, argc, argv, given, action, first_arg)
                       : cli_parse(s, opts, argc, argv, given, action);
    if (rc < 0) return cli_usage_error(s->program, "%s", td_last_error());
    if (*action >= 0 && !strcmp(s->opts[*action].name, "help")) {
        cli_help(s, defaults, stdout);
        return CLI_DONE;
    }
    return CLI_RUN;
}

char *cli_command_line(int argc, char *const *argv) {
    size_t cap = 1;
    for (int i = 0; i < argc; i++) cap += 4 * strlen(argv[i]) + 3;
    char *s = malloc(cap), *o = s;
    if (!s) {
        td_error(TD_ERR_NOMEM, "out of memory");
        return NULL;
    }
    for (int i = 0; i < argc; i++) {
        const char *w = argv[i];
        int plain = *w != 0;
        for (const char *c = w; *c; c++)
            if (!isalnum((unsigned char)*c) && !strchr("-_./=:,+%@", *c)) plain = 0;
        if (i) *o++ = ' ';
        if (!plain) *o++ = '\'';
        for (const char *c = w; *c; c++) {
            if (*c == '\'' && !plain) memcpy(o, "'\\''", 4), o += 4;
            else *o++ = *c;
        }
        if (!plain) *o++ = '\'';
    }
    *o = 0;
    return s;
}

// ---- help ---------------------------------------------------------------------------------------

// "LEFT  text..." with the text wrapped at 100 columns, continuation lines indented to column 32;
// a LEFT of 30 or more columns gets a line of its own.
static void print_wrapped(FILE *f, const char *left, const char *text) {
    enum { INDENT = 32, WIDTH = 100 };
    int col = fprintf(f, "%s", left);
    if (col > INDENT - 2) {
        fputc('\n', f);
        col = 0;
    }
    int first = 1;
    for (const char *w = text; *w;) {
        while (*w == ' ') w++;
        int len = (int)strcspn(w, " ");
        if (!len) break;
        if (first || col + 1 + len > WIDTH) {
            if (!first) fputc('\n', f), col = 0;
            col += fprintf(f, "%*s", INDENT - col, "");
        } else {
            col += fprintf(f, " ");
        }
        col += fprintf(f, "%.*s", len, w);
        w += len;
        first = 0;
    }
    fputc('\n', f);
}

void cli_help(const CliSpec *s, const void *defaults, FILE *f) {
    fprintf(f, "usage: %s %s\n", prog_name(s->program), s->usage);
    if (s->description) fprintf(f, "\n%s", s->description);
    int any_short = 0;
    for (int i = 0; i < s->n_opts; i++) any_short |= s->opts[i].short_name != 0;
    for (int i = 0; i < s->n_opts; i++) {
        const CliOption *o = &s->opts[i];
        if (o->group) fprintf(f, "\n%s:\n", o->group);
        else if (i == 0) fputc('\n', f);
        const char *mv = o->metavar ? o->metavar : o->kind == CLI_CHOICE ? o->choices : "";
        int optional = takes_value(o) && (o->flags & CLI_OPTIONAL_VALUE);
        char left[160], def[1100], text[4096];
        if (o->short_name)
            snprintf(left, sizeof left, "  -%c, --%s%s%s%s", o->short_name, o->name,
                     !*mv ? "" : optional ? "[=" : " ", mv, optional ? "]" : "");
        else
            snprintf(left, sizeof left, "  %s--%s%s%s%s", any_short ? "    " : "", o->name,
                     !*mv ? "" : optional ? "[=" : " ", mv, optional ? "]" : "");
        if (!takes_value(o)) {
            snprintf(text, sizeof text, "%s", o->help);
        } else {
            if (o->def) snprintf(def, sizeof def, "%s", o->def);
            else cli_render(o, defaults, def, sizeof def);
            snprintf(text, sizeof text, "%s [default: %s]", o->help, def[0] ? def : "none");
        }
        print_wrapped(f, left, text);
    }
    if (s->epilogue) fprintf(f, "\n%s", s->epilogue);
}

int cli_usage_error(const char *program, const char *fmt, ...) {
    const char *name = prog_name(program);
    va_list ap;
    va_start(ap, fmt);
    fprintf(stderr, "%s: error: ", name);
    vfprintf(stderr, fmt, ap);
    va_end(ap);
    fprintf(stderr, "\nTry '%s --help'.\n", name);
    return 2;
}
