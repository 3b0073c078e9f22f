// Tests for the report's templates (study/report_text.h): the filler on template texts written
// here (placeholders replaced, braces, joined lines, every error a named one), and the template
// file built into the program: every template parses, and every placeholder it uses is one the
// code fills it with.
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <cmocka.h>

#include <stdio.h>
#include <string.h>

#include "study/report_text.h"
#include "tests/test_util.h"

static const char *const SOURCE =
    "# a comment before the first template\n"
    "## t.score\n"
    "Score {x} of {y}.\n"
    "\n"
    "## t.lines\n"
    "  first line  \n"
    "# a comment inside\n"
    "\n"
    "second line\n"
    "## t.plain\n"
    "Nothing to fill: 100% sure.\n"
    "## t.braces\n"
    "{{name}} stays, }} too: {x}\n"
    "## t.empty\n"
    "## t.open\n"
    "an {open brace\n"
    "## t.lone\n"
    "a } alone\n"
    "## t.upper\n"
    "a {Name}\n";

static void test_fill_replaces_placeholders(void **state) {
    (void)state;
    char buf[128];
    const ReportVar v[] = {{"x", "1.50"}, {"y", "2"}, {"unused", "?"}};
    assert_int_equal(report_fill_from(SOURCE, buf, sizeof buf, "t.score", v, 3),
                     (int)strlen("Score 1.50 of 2."));
    assert_string_equal(buf, "Score 1.50 of 2.");
    // Lines trimmed and joined by one space; blank lines and comments left out.
    assert_true(report_fill_from(SOURCE, buf, sizeof buf, "t.lines", NULL, 0) >= 0);
    assert_string_equal(buf, "first line second line");
    assert_true(report_fill_from(SOURCE, buf, sizeof buf, "t.empty", NULL, 0) == 0);
    assert_string_equal(buf, "");
}

static void test_fill_without_placeholders(void **state) {
    (void)state;
    char buf[128];
    assert_true(report_fill_from(SOURCE, buf, sizeof buf, "t.plain", NULL, 0) >= 0);
    assert_string_equal(buf, "Nothing to fill: 100% sure.");
}

// A value is copied as it is: its braces are not placeholders; {{ and }} are braces.
static void test_fill_braces(void **state) {
    (void)state;
    char buf[128];
    const ReportVar v[] = {{"x", "{y}"}, {"y", "never"}};
    assert_true(report_fill_from(SOURCE, buf, sizeof buf, "t.score", v, 2) >= 0);
    assert_string_equal(buf, "Score {y} of never.");
    const ReportVar w[] = {{"x", "{{7}}"}};
    assert_true(report_fill_from(SOURCE, buf, sizeof buf, "t.braces", w, 1) >= 0);
    assert_string_equal(buf, "{name} stays, } too: {{7}}");
}

// Every failure is an error naming the template and the placeholder, with buf "".
static void test_fill_errors(void **state) {
    (void)state;
    char buf[128];
    const ReportVar x[] = {{"x", "1"}};
    assert_int_equal(report_fill_from(SOURCE, buf, sizeof buf, "t.score", x, 1), TD_ERR_ARG);
    assert_string_equal(buf, "");
    assert_non_null(strstr(td_last_error(), "t.score"));
    assert_non_null(strstr(td_last_error(), "{y}"));
    assert_int_equal(report_fill_from(SOURCE, buf, sizeof buf, "t.nowhere", x, 1), TD_ERR_ARG);
    assert_non_null(strstr(td_last_error(), "t.nowhere"));
    // A name is a whole header's: "t" is no template, nor is "t.scor".
    assert_int_equal(report_fill_from(SOURCE, buf, sizeof buf, "t.scor", x, 1), TD_ERR_ARG);
    static const char *const malformed[] = {"t.open", "t.lone", "t.upper"};
    for (int i = 0; i < 3; i++) {
        assert_int_equal(report_fill_from(SOURCE, buf, sizeof buf, malformed[i], NULL, 0),
                         TD_ERR_FORMAT);
        assert_non_null(strstr(td_last_error(), malformed[i]));
        assert_string_equal(buf, "");
    }
    // "Score 1 of 2." is 13 bytes and its NUL one more.
    const ReportVar v[] = {{"x", "1"}, {"y", "2"}};
    assert_int_equal(report_fill_from(SOURCE, buf, 13, "t.score", v, 2), TD_ERR_ARG);
    assert_string_equal(buf, "");
    assert_int_equal(report_fill_from(SOURCE, buf, 14, "t.score", v, 2), 13);
    // The built-in file: an unknown template; values that are not the declared placeholders.
    assert_int_equal(report_fill(buf, sizeof buf, "no.such.template", NULL, 0), TD_ERR_ARG);
    assert_non_null(strstr(td_last_error(), "no.such.template"));
    const ReportVar diff[] = {{"diff", "1.00"}};
    assert_true(report_fill(buf, sizeof buf, "main.ahead", diff, 1) > 0);
    assert_int_equal(report_fill(buf, sizeof buf, "main.ahead", NULL, 0), TD_ERR_ARG);
    assert_non_null(strstr(td_last_error(), "main.ahead"));
    const ReportVar extra[] = {{"diff", "1.00"}, {"p", "p = 0.5"}};
    assert_int_equal(report_fill(buf, sizeof buf, "main.ahead", extra, 2), TD_ERR_ARG);
    assert_non_null(strstr(td_last_error(), "{p}"));
}

// The placeholders of template text [text, end) (the lines after its header), as the format
// defines them (comment lines left out, {{ and }} braces), each checked against the declared list
// `declared`; returns how many.
static int check_placeholders(const char *name, const char *text, const char *end,
                              const char *declared) {
    int n = 0;
    char list[512];
    snprintf(list, sizeof list, " %s ", declared);
    for (const char *line = text; line < end;) {
        const char *eol = memchr(line, '\n', (size_t)(end - line));
        if (!eol) eol = end;
        const char *p = line + strspn(line, " \t");
        for (; p < eol && *p != '#'; p++) {
            if ((p[0] == '{' && p[1] == '{') || (p[0] == '}' && p[1] == '}')) {
                p++;
                continue;
            }
            if (*p != '{') continue;
            const size_t len = strcspn(p + 1, "}");
            char ph[64];
            snprintf(ph, sizeof ph, " %.*s ", (int)len, p + 1);
            if (!strstr(list, ph))
                print_error("template %s: {%.*s} is not among its placeholders (%s)\n", name,
                            (int)len, p + 1, declared);
            assert_non_null(strstr(list, ph));
            n++;
            p += len + 1;
        }
        line = eol + 1;
    }
    return n;
}

// The built-in file: each "## " header names a template that the code declares, each
// placeholder a template uses is one it is filled with, and each declared template is there;
// filled with a value for each declared placeholder, every template gives text with none left.
// Differences print with their sign, and one that rounds to zero as +0.00.
static void test_diff_sign(void **state) {
    (void)state;
    static const struct {
        double x;
        const char *text;
    } cases[] = {{-0.004, "+0.00"}, {-0.0, "+0.00"}, {0.004, "+0.00"}, {-0.006, "-0.01"},
                 {0.006, "+0.01"}, {-1.234, "-1.23"}, {2.5, "+2.50"}};
    for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
        char buf[16];
        snprintf(buf, sizeof buf, "%+.2f", report_diff2(cases[i].x));
        assert_string_equal(buf, cases[i].text);
    }
}

static void test_template_file(void **state) {
    (void)state;
    const char *file = report_template_file;
    int headers = 0, placeholders = 0;
    for (const char *h = file; (h = strstr(h, "## ")); h++) {
        if (h != file && h[-1] != '\n') continue;
        char name[128];
        assert_int_equal(sscanf(h + 3, "%127[A-Za-z0-9._]", name), 1);
        headers++;
        const ReportTemplateVars *d = NULL;
        for (int i = 0; i < report_n_template_vars; i++)
            if (!strcmp(report_template_vars[i].name, name)) d = &report_template_vars[i];
        if (!d) print_error("template %s is not in report_template_vars\n", name);
        assert_non_null(d);
        const char *text = strchr(h, '\n') + 1, *end = strstr(text, "\n## ");
        placeholders += check_placeholders(name, text, end ? end : text + strlen(text), d->vars);
        // Filled with "<name>" for each: no placeholder is left.
        ReportVar v[32];
        char values[32][72], names[32][64];
        int n = 0;
        for (const char *p = d->vars; *p && n < 32;) {
            const size_t len = strcspn(p, " ");
            snprintf(names[n], sizeof names[n], "%.*s", (int)len, p);
            snprintf(values[n], sizeof values[n], "<%.62s>", names[n]);
            v[n] = (ReportVar){names[n], values[n]};
            n++;
            p += len + strspn(p + len, " ");
        }
        char buf[4096];
        const int rc = report_fill(buf, sizeof buf, name, v, n);
        if (rc < 0) print_error("%s\n", td_last_error());
        assert_true(rc > 0);
        for (int i = 0; i < n; i++) {
            char want[80];
            snprintf(want, sizeof want, "<%.62s>", names[i]);
            if (!strstr(buf, want)) print_error("%s: {%s} unused\n", name, names[i]);
            assert_non_null(strstr(buf, want));
        }
    }
    assert_int_equal(headers, report_n_template_vars);
    assert_true(placeholders > 0);
    assert_int_equal(report_templates_check(file), headers);
}

// report_templates_check finds each fault of a template file, named.
static void test_template_check_errors(void **state) {
    (void)state;
    static const struct {
        const char *source, *names;
    } bad[] = {
        {"## main.level\none\n## main.level\ntwo\n", "main.level"},        // named twice
        {"## main.ahead\nby {diff} and {p}\n", "{p}"},                    // undeclared placeholder
        {"## not.declared\ntext\n", "not.declared"},                       // not in the table
        {"## main.level\nan {open\n", "main.level"},                       // malformed
        {"## bad name!\ntext\n", "malformed name"},
    };
    for (size_t i = 0; i < sizeof bad / sizeof *bad; i++) {
        assert_int_equal(report_templates_check(bad[i].source), TD_ERR_FORMAT);
        if (!strstr(td_last_error(), bad[i].names)) print_error("%s\n", td_last_error());
        assert_non_null(strstr(td_last_error(), bad[i].names));
    }
    // Every template well-formed, but one the code declares is missing.
    assert_int_equal(report_templates_check("## main.level\nthe two are level\n"), TD_ERR_FORMAT);
    assert_non_null(strstr(td_last_error(), "not in the file"));
}

// A paragraph built sentence by sentence: one space between sentences, the separator given
// between list items, and a template that cannot be filled named in the text and kept as the
// paragraph's error.
static void test_paragraph(void **state) {
    (void)state;
    char buf[512], want[512];
    ReportText t;
    report_text_start(&t, buf, sizeof buf);
    ReportVars v = {0};
    report_var(&v, "diff", "%.2f", 2.5);
    report_say(&t, "main.ahead", &v);
    report_say(&t, "main.level", NULL);
    snprintf(want, sizeof want, "%s %s", test_report_text("main.ahead", "diff", "2.50", NULL),
             test_report_text("main.level", NULL));
    assert_string_equal(buf, want);
    assert_int_equal(t.err, 0);
    report_text_start(&t, buf, sizeof buf);
    for (int i = 0; i < 3; i++) {
        ReportVars item = {0};
        report_var(&item, "label", "run %d", i);
        report_var(&item, "seed", "%d", i + 1);
        report_say_after(&t, "; ", "health.seed", &item);
    }
    snprintf(want, sizeof want, "%s; %s; %s",
             test_report_text("health.seed", "label", "run 0", "seed", "1", NULL),
             test_report_text("health.seed", "label", "run 1", "seed", "2", NULL),
             test_report_text("health.seed", "label", "run 2", "seed", "3", NULL));
    assert_string_equal(buf, want);
    report_say(&t, "main.ahead", NULL);  // no value for {diff}
    assert_int_equal(t.err, TD_ERR_ARG);
    assert_non_null(strstr(t.msg, "main.ahead"));
    assert_non_null(strstr(buf, "[report template error: "));
    // Values: too long, too many, a phrase that is no template.
    ReportVars w = {0};
    char longer[REPORT_VAR_LEN + 10];
    memset(longer, 'x', sizeof longer - 1);
    longer[sizeof longer - 1] = 0;
    report_var(&w, "diff", "%s", longer);
    assert_true(w.failed);
    assert_non_null(strstr(w.msg, "{diff}"));
    memset(&w, 0, sizeof w);
    for (int i = 0; i <= REPORT_MAX_VARS; i++) report_var(&w, "diff", "%d", i);
    assert_true(w.failed);
    memset(&w, 0, sizeof w);
    report_var_fill(&w, "diff", "no.such.phrase", NULL);
    assert_true(w.failed);
    report_text_start(&t, buf, sizeof buf);
    report_say(&t, "main.ahead", &w);
    assert_int_equal(t.err, TD_ERR_ARG);
    assert_non_null(strstr(t.msg, "no.such.phrase"));
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_fill_replaces_placeholders),
        cmocka_unit_test(test_fill_without_placeholders),
        cmocka_unit_test(test_fill_braces),
        cmocka_unit_test(test_diff_sign),
        cmocka_unit_test(test_fill_errors),
        cmocka_unit_test(test_template_file),
        cmocka_unit_test(test_template_check_errors),
        cmocka_unit_test(test_paragraph),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
