// The words of bin/compare's report: named templates in study/report.tmpl (embedded in the
// program at build time), filled with the numbers the report code formats.
//
// The template file: a line "## NAME" starts template NAME (letters, digits, '.', '_'); its text
// is every following line up to the next "## " line, each trimmed and joined to the next with one
// space, blank lines and other lines starting with '#' (comments) left out. In the text, {name}
// (lowercase letters, digits, '_') is a placeholder, and {{ and }} stand for a literal { and }.
// Every template has an entry in report_template_vars, the placeholders the code fills it with.
#ifndef TANDEM_STUDY_REPORT_TEXT_H
#define TANDEM_STUDY_REPORT_TEXT_H

#include <stddef.h>

#include "tensor/status.h"

// The template file's text as built into the program (NUL-terminated).
extern const char *const report_template_file;

// One placeholder's value: {name} is replaced by value, which is copied as it is (braces in it
// are not read as placeholders).
typedef struct ReportVar {
    const char *name, *value;
} ReportVar;

// Template `name` of the template file text `source`, filled with vars[0, n_vars), into buf (cap
// bytes, NUL-terminated). A value for a placeholder the template does not use is ignored.
// Returns the length written, or TD_ERR_ARG (no template `name`; a placeholder without a value;
// the text does not fit in cap bytes) or TD_ERR_FORMAT (a malformed placeholder), with a message
// that names the template and the placeholder; buf is "" then.
TD_MUST_USE int report_fill_from(const char *source, char *buf, size_t cap, const char *name,
                                 const ReportVar *vars, int n_vars);

// report_fill_from on the built-in template file, where the vars must also be exactly the
// placeholders report_template_vars declares for the template (else TD_ERR_ARG naming the one
// that differs), so the code and the table cannot drift apart.
TD_MUST_USE int report_fill(char *buf, size_t cap, const char *name, const ReportVar *vars,
                            int n_vars);

// What the code fills each template with: its name and its placeholders, separated by spaces
// ("" for a template without placeholders), one entry per template of the file.
typedef struct ReportTemplateVars {
    const char *name, *vars;
} ReportTemplateVars;
extern const ReportTemplateVars report_template_vars[];
extern const int report_n_template_vars;

// Checks a template file's text: every "## " line names a template (well-formed, not named
// before), every placeholder and brace is well-formed, every template has an entry in
// report_template_vars that declares each placeholder it uses, and every entry has a template.
// Returns the number of templates, or TD_ERR_FORMAT naming the first template and placeholder at
// fault.
TD_MUST_USE int report_templates_check(const char *source);

// Values under construction for one template: a formatted number or a short text is copied into
// the set (at most REPORT_VAR_LEN - 1 bytes); a longer text is borrowed (it must outlive the
// fill). Adding more than REPORT_MAX_VARS, or a value cut short, marks the set failed, which
// the report_say that uses it reports. Start a set with ReportVars v = {0} (or memset).
#define REPORT_MAX_VARS 24
#define REPORT_MAX_VARS_TEXT "24"
#define REPORT_VAR_LEN 160
typedef struct ReportVars {
    ReportVar var[REPORT_MAX_VARS];
    char own[REPORT_MAX_VARS][REPORT_VAR_LEN];
    int n;
    int failed;     // a value was cut short or did not find room; msg says which
    char msg[256];
} ReportVars;

// {name}: printf text.
void report_var(ReportVars *v, const char *name, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
// A difference x for printing with "%+.2f": 0 where it rounds to zero, so that it reads
// "+0.00", never "-0.00".
double report_diff2(double x);
// {name}: `text`, borrowed.
void report_var_text(ReportVars *v, const char *name, const char *text);
// {name}: template `tmpl` of the built-in file filled with tv (NULL: a template without
// placeholders), such as a phrase chosen among several.
void report_var_fill(ReportVars *v, const char *name, const char *tmpl, const ReportVars *tv);

// A paragraph under construction in buf (cap bytes), sentence by sentence; err is the first
// error met (0: none) and msg its message.
typedef struct ReportText {
    char *buf;
    size_t cap;
    int err;
    char msg[256];
} ReportText;

// Starts an empty paragraph in buf.
void report_text_start(ReportText *t, char *buf, size_t cap);

// Appends template `name` filled with v (NULL: no placeholders) after `sep` (when the paragraph
// is not empty). A template that cannot be filled, or a value set that failed, records the error
// in t and appends "[report template error: MESSAGE]" instead; text that does not fit is cut.
void report_say_after(ReportText *t, const char *sep, const char *name, const ReportVars *v);

// report_say_after with one space: the next sentence.
void report_say(ReportText *t, const char *name, const ReportVars *v);

// Appends `text` as it is (no template: punctuation between list items, a value).
void report_text_add(ReportText *t, const char *text);

// Takes part's error into t when t has none (a list built apart, then used as a value in t).
void report_text_errors_from(ReportText *t, const ReportText *part);

#endif
