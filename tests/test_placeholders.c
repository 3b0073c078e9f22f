// Tests for score/placeholders.{c,h} (placeholder scanner and preservation counts) and bin/score
// --placeholders. Every expected list is written out by hand from the grammar in the header.
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <cmocka.h>

#include "tests/test_util.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "score/placeholders.h"

// Asserts that the placeholders of s, joined by '|', are `want` ("" for none).
static void check_found(const char *s, const char *want) {
    Placeholder ph[16];
    size_t n = placeholders_find(s, ph, 16);
    char got[512] = "";
    for (size_t k = 0; k < n && k < 16; k++) {
        if (k) strcat(got, "|");
        strncat(got, s + ph[k].start, ph[k].len);
    }
    if (strcmp(got, want) != 0) {
        print_error("in '%s': found '%s', want '%s'\n", s, got, want);
        fail();
    }
}

static void test_find_forms(void **state) {
    (void)state;
    check_found("Copied %s to %s", "%s|%s");
    check_found("%1$d of %2$s done", "%1$d|%2$s");
    check_found("%-10.3f%% and %lu, %lld, %hhx, %*d, %.*s", "%-10.3f|%lu|%lld|%hhx|%*d|%.*s");
    check_found("100%% sure", "");
    check_found("50 % off", "");
    check_found("Delete %1 files from %2?", "%1|%2");
    check_found("%12 and %5d", "%12|%5d");          // Qt %12; printf width 5
    check_found("%123 items", "");                   // Qt numbers stop at two digits
    check_found("%(count)d files in %(dir)s", "%(count)d|%(dir)s");
    check_found("%(bad d", "");
    check_found("{0} of {1}: {name} {} {value:.2f}", "{0}|{1}|{name}|{}|{value:.2f}");
    check_found("{ not one } {a{b}", "{b}");
    check_found("<b>Bold</b> and <a href=\"x\">link</a><br/><br />", "<b>|</b>|<a href=\"x\">|</a>|<br/>|<br />");
    check_found("a < b > c, 3<4", "");
    check_found("", "");
    // more than cap: the count is still exact
    Placeholder one[1];
    assert_int_equal(placeholders_find("%s %d %f", one, 1), 3);
    assert_int_equal(one[0].start, 0);
    assert_int_equal(one[0].len, 2);
    assert_int_equal(placeholders_find("%s %d %f", NULL, 0), 3);
}

static void test_preservation_counts(void **state) {
    (void)state;
    // Segments added in turn, with the running totals each leaves.
    const struct {
        const char *src, *ref, *hyp;
        int required, kept, segments, all_kept;
    } steps[] = {
        // src {%s, %d}, ref {%s, %d}: required 2; hyp keeps %d only -> kept 1
        {"Copy %s (%d)", "Copiar %s (%d)", "Copiar (%d)", 2, 1, 1, 0},
        // the reference drops <b>: only %1 is required; the hypothesis has %1 twice -> kept 1
        {"<b>%1</b>", "%1", "%1 %1", 3, 2, 2, 1},
        // multisets: src %s %s, ref %s %s, hyp %s -> required 2, kept 1
        {"%s = %s", "%s = %s", "%s", 5, 3, 3, 1},
        // nothing required: not a counted segment
        {"Open", "Abrir", "%s", 5, 3, 3, 1},
        // byte for byte: %1$s is not %s
        {"%1$s", "%1$s", "%s", 6, 3, 4, 1},
    };
    PlaceholderStats s = {0};
    for (size_t i = 0; i < sizeof steps / sizeof *steps; i++) {
        assert_int_equal(placeholders_add(&s, steps[i].src, steps[i].ref, steps[i].hyp), 0);
        assert_int_equal(s.required, steps[i].required);
        assert_int_equal(s.kept, steps[i].kept);
        assert_int_equal(s.segments, steps[i].segments);
        assert_int_equal(s.segments_all_kept, steps[i].all_kept);
    }
    assert_true(placeholders_rate(&s) == 50.0);  // 3 / 6
    PlaceholderStats none = {0};
    assert_true(placeholders_rate(&none) == 100.0);
}

static void test_score_cli(void **state) {
    (void)state;
    const char *src = test_tmp_text("src.en", "Copy %s (%d)\n<b>%1</b>\nOpen\n");
    const char *ref = test_tmp_text("ref.es", "Copiar %s (%d)\n%1\nAbrir\n");
    const char *hyp = test_tmp_text("hyp.es", "Copiar (%d)\n%1 %1\n%s\n");
    char out[600];
    snprintf(out, sizeof out, "%s/score.out", test_tmpdir());
    // required 3 (%s %d; %1), kept 2 -> 66.67; 2 segments, 1 keeps all
    assert_int_equal(test_run("bin/score -m chrf -r %s -i %s --placeholders %s > %s", ref, hyp,
                              src, out), 0);
    assert_non_null(strstr(test_slurp(out), "Placeholders = 66.67 (kept 2 of 3; 1 of 2 segments keep "
                                       "all)\n"));
    assert_int_equal(test_run("bin/score -m bleu -r %s -i %s --placeholders %s --json > %s", ref,
                              hyp, src, out), 0);
    assert_non_null(strstr(test_slurp(out), "\"placeholders\": {\"rate\": 66.66666666666667, "
                                       "\"required\": 3, \"kept\": 2, \"segments\": 2, "
                                       "\"segments_all_kept\": 1}}"));
    // a source of another length: exit 1 with one line naming it
    const char *short_src = test_tmp_text("short.en", "Copy %s (%d)\n");
    char err[600];
    snprintf(err, sizeof err, "%s/score.err", test_tmpdir());
    assert_int_equal(test_run("bin/score -r %s -i %s --placeholders %s 2> %s > /dev/null", ref, hyp,
                              short_src, err), 1);
    char want[1200];
    snprintf(want, sizeof want, "score: error: line counts differ: source %s has 1 lines, "
             "hypothesis %s has 3 lines\n", short_src, hyp);
    assert_string_equal(test_slurp(err), want);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_find_forms),
        cmocka_unit_test(test_preservation_counts),
        cmocka_unit_test(test_score_cli),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
