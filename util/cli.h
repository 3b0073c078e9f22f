// One option table per program (redis's config-table pattern): each row names a long option (and
// maybe a short one), the kind of its value, the field of the program's options struct it sets
// (by offsetof), its range or choices, its help line and the heading it starts. The table drives
// getopt_long parsing (cli_parse), --help with every default (cli_help; the man pages are made
// from --help by help2man, see the Makefile's install rule), the text of one option's value
// (cli_render: bin/train's config.txt and resume check) and the one usage-error message of every
// program (cli_usage_error).
//
// Values are checked with the parsers of util/options.h, so a bad value is TD_ERR_ARG with a
// message that names the option, the value and what is allowed ("--beam-size: '0' is not an
// integer in [1, 1024]"); parsing errors are "unknown option '--bogus'", "option '-r' needs a
// value", "option '--scores' takes no value" and "unexpected argument 'x'". Library code returns
// these; a program prints them with cli_usage_error and exits with status 2.
//
// util/ is the bottom layer: libc and tensor/status.h only (see util/fs.h).
#ifndef TANDEM_UTIL_CLI_H
#define TANDEM_UTIL_CLI_H

#include <stddef.h>
#include <stdio.h>

#include "tensor/status.h"

typedef enum {
    CLI_FLAG,      // no value: the int field becomes 1 (0 with CLI_FLAG_CLEARS)
    CLI_INT,       // int field, a decimal integer in [lo, hi]
    CLI_LONG,      // long field, a decimal integer in [lo, hi]
    CLI_FLOAT,     // float field, a number in [lo, hi]
    CLI_DOUBLE,    // double field, a number in [lo, hi]
    CLI_CHOICE,    // int (or enum) field: the index of the value in `choices` ("off|on" -> 0, 1)
    CLI_DURATION,  // double field, seconds: 90, 45s, 20m, 1h30m (option_parse_duration)
    CLI_SI,        // double field, a count in [lo, hi] with an optional SI prefix: 3e15, 300T, 3P
                   // (option_parse_si)
    CLI_STRING,    // const char * field: the argument itself (argv outlives the options)
    CLI_TEXT,      // char[hi] field: a copy of the argument, not empty, shorter than hi
    CLI_LIST,      // repeated option: const char *[hi] field, the count in the int at count_offset
    CLI_CUSTOM,    // the row's own set (required) and render functions
    CLI_ACTION,    // no value, no field: parsing stops and reports the row (--help, --version)
} CliKind;

enum {
    CLI_OPTIONAL_VALUE = 1,  // the value may be left out (--compress = --compress=1): "1"
    CLI_FLAG_CLEARS = 2,     // a CLI_FLAG sets its field to 0 (--no-bench clears bench)
};

typedef struct CliOption CliOption;
struct CliOption {
    const char *name;     // long name without "--"
    char short_name;      // 'm' for -m; 0 for none
    CliKind kind;
    const char *metavar;  // the value in --help ("N", "FILE"); NULL for CLI_CHOICE: its choices
    size_t offset;        // offsetof(options struct, field)
    double lo, hi;        // range of CLI_INT / LONG / FLOAT / DOUBLE; size of CLI_TEXT / LIST
    const char *choices;  // CLI_CHOICE: the names separated by '|'
    size_t count_offset;  // CLI_LIST: offsetof the int count
    // Sets the field from a value (any kind; CLI_CUSTOM needs it): 0 or TD_ERR_ARG with a message
    // naming "--name". NULL: the kind's parser.
    int (*set)(void *opts, const CliOption *o, const char *value);
    // Writes the field's value as text (what --help shows as the default and set reads back).
    // NULL: the kind's rendering.
    void (*render)(const void *opts, const CliOption *o, char *buf, size_t cap);
    const char *def;      // --help's default when the field's value does not say it ("stdin")
    const char *group;    // heading printed before this row in --help (it starts a group)
    const char *help;     // one sentence or more, wrapped by cli_help
    unsigned flags;       // CLI_OPTIONAL_VALUE, CLI_FLAG_CLEARS
    int tag;              // free for the program (bin/train: the option's group and resume rule)
};

typedef struct CliSpec {
    const char *program;      // the name in messages when prog_name_set was not called ("decode")
    const char *usage;        // after "usage: PROG ": the synopsis (may span lines)
    const char *description;  // paragraph(s) after the usage lines; NULL: none
    const char *epilogue;     // text after the options (exit status, environment); NULL: none
    const CliOption *opts;
    int n_opts;
} CliSpec;

// Parses argv[1..argc) (getopt_long, options and their values in any order) into *opts, whose
// defaults the caller has set. given (NULL, or n_opts bytes, zeroed by the caller) gets 1 for each
// row the command line used. *action (may be NULL) is the index of the first CLI_ACTION row given
// (parsing stops there), else -1. Returns 0, or TD_ERR_ARG with the message set (unknown option,
// missing or unexpected value, bad value, more CLI_LIST values than hi, an argument that is not
// an option).
int cli_parse(const CliSpec *s, void *opts, int argc, char **argv, unsigned char *given,
              int *action) TD_MUST_USE;

// cli_parse for a program that also takes arguments that are not options (file names): getopt_long
// moves them after the options, and *first_arg is the index of the first of them in the permuted
// argv (argc when there are none), so they are argv[*first_arg .. argc). "--" ends the options.
// Errors as cli_parse's, without "unexpected argument".
int cli_parse_args(const CliSpec *s, void *opts, int argc, char **argv, unsigned char *given,
                   int *action, int *first_arg) TD_MUST_USE;

// argv[0..argc) as one line a POSIX shell runs unchanged: each word that holds anything but
// letters, digits and -_./=:,+%@ quoted with '...' (a ' inside written '\''). A malloc'd string
// (free it), or NULL with TD_ERR_NOMEM.
char *cli_command_line(int argc, char *const *argv);

// What a program's argument parsing returns to its main (parse_args; bin/train's
// train_options_parse): CLI_RUN to go on; CLI_DONE when it printed what was asked (--help,
// --version, --list-models) and the program exits 0; else the exit status of a usage error it
// reported (2, cli_usage_error's), or for a library parser a negative TdStatus for main to report.
// main: `if (rc != CLI_RUN) return rc == CLI_DONE ? 0 : rc;`.
enum { CLI_RUN = 0, CLI_DONE = 1 };

// The start of every program's parse_args: cli_parse (or cli_parse_args when first_arg is not
// NULL); a parse error is reported with cli_usage_error (returns 2); --help (the CLI_ACTION row
// named "help") prints cli_help with `defaults` on stdout (returns CLI_DONE). Otherwise CLI_RUN,
// with *action the index of another CLI_ACTION row given (--version), or -1.
int cli_parse_or_help(const CliSpec *s, void *opts, const void *defaults, int argc, char **argv,
                      unsigned char *given, int *action, int *first_arg);

// The index of the row whose long name is `name` (without "--"), or -1.
int cli_find(const CliSpec *s, const char *name);

// The row that getopt_long (as cli_parse calls it) gives the command-line argument `word`:
// "--NAME" or "--NAME=VALUE" where NAME is a long name or a prefix of exactly one ("--max-st" is
// --max-steps; an exact name wins over the longer names it starts), or "-X" with X a short name.
// Returns the row's index, or -1 when the word is not an option of the table (a value, an unknown
// or ambiguous name, "--").
int cli_resolve(const CliSpec *s, const char *word);

// Sets row o's field from `value` as the command line would. Returns 0 or TD_ERR_ARG.
int cli_set(const CliOption *o, void *opts, const char *value) TD_MUST_USE;

// Writes row o's current value into buf[cap]: "%d", "%ld", the shortest float text that reads
// back as the same float, "%.17g" for doubles, "%.17gs" for durations, the choice's name, the
// string ("" for NULL), the list joined with ','; "" for flags and actions.
void cli_render(const CliOption *o, const void *opts, char *buf, size_t cap);

// Prints the help: "usage: PROG USAGE", the description, then every row in table order (a heading
// where a row starts a group): "  -s, --name METAVAR   help [default: D]", wrapped at 100 columns,
// D being row.def or the value of `defaults` (a struct holding the defaults; "none" when empty),
// none shown for flags and actions; then the epilogue.
void cli_help(const CliSpec *s, const void *defaults, FILE *f);

// The one usage error of every program: "PROG: error: MESSAGE" and "Try 'PROG --help'." on
// stderr (PROG: prog_name(program), program being the name to use when prog_name_set was not
// called). Returns 2, the exit status of a usage error.
int cli_usage_error(const char *program, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));

#endif
