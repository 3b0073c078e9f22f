// Tests for score/health.{c,h} and bin/score --health: every expected figure is counted by hand from the definitions in
// the header (13a tokens, bigram repeats, entropies in closed form).
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <cmocka.h>

#include "tests/test_util.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

#include "score/health.h"

static void test_text_figures(void **state) {
    (void)state;
    // Four sources, three distinct; the outputs collapse the two different ones to one text.
    const char *src[] = {"Open the file.", "Save the file.", "Open the file.", "Quit"};
    const char *out[] = {"%s: %s: %s: %s", "%s: %s: %s: %s", "%s: %s: %s: %s", "Salir"};
    const char *ref[] = {"Abrir el archivo.", "Guardar el archivo.", "Abrir el archivo.", "Salir"};
    HealthStats h;
    health_init(&h);
    assert_int_equal(health_add_text(&h, src, out, ref, 4), 0);
    assert_int_equal(h.segments, 4);
    assert_int_equal(h.distinct_sources, 3);
    assert_int_equal(h.distinct_outputs, 2);
    assert_float_equal(health_distinct_share(&h), 2.0 / 3.0, 1e-12);
    // 13a splits the ASCII punctuation '%' and ':' off: "% s : % s : % s : % s" = 11 tokens, 10
    // bigrams: (% s) x4, (s :) x3, (: %) x3, 3 distinct, so 7 repeated; three such segments;
    // "Salir" has no bigram.
    assert_int_equal(h.output_tokens, 3 * 11 + 1);
    assert_int_equal(h.bigrams, 30);
    assert_int_equal(h.repeated_bigrams, 21);
    assert_float_equal(health_repetition_rate(&h), 21.0 / 30.0, 1e-12);
    // "Abrir el archivo ." 4 tokens, 3 distinct bigrams; "Guardar el archivo ." the same; "Salir" 1.
    assert_int_equal(h.reference_tokens, 4 + 4 + 4 + 1);
    assert_int_equal(h.ref_bigrams, 9);
    assert_int_equal(h.ref_repeated_bigrams, 0);
    assert_float_equal(health_ref_repetition_rate(&h), 0.0, 0);
    assert_float_equal(health_length_ratio(&h), 34.0 / 13.0, 1e-12);
    // Without a reference, the reference figures stay empty.
    HealthStats g;
    health_init(&g);
    assert_int_equal(health_add_text(&g, src, out, NULL, 4), 0);
    assert_true(isnan(health_length_ratio(&g)));
    assert_true(isnan(health_ref_repetition_rate(&g)));
}

static void test_text_rejects_bad_utf8(void **state) {
    (void)state;
    const char *src[] = {"ok", "ok too"};
    const char *out[] = {"bien", "mal \xff"};
    HealthStats h;
    health_init(&h);
    assert_int_equal(health_add_text(&h, src, out, NULL, 2), TD_ERR_FORMAT);
    assert_non_null(strstr(td_last_error(), "segment 2"));
    assert_non_null(strstr(td_last_error(), "byte 5"));
    td_clear_error();
    assert_int_equal(h.segments, 0);  // nothing was added
}

static void test_attention_entropy(void **state) {
    (void)state;
    HealthStats h;
    health_init(&h);
    // Row 1 uniform over 4 (H/log 4 = 1), row 2 one-hot (0), row 3 (0.5, 0.5, 0, 0): log 2 / log 4
    // = 0.5. Mean 0.5.
    assert_int_equal(health_add_soft_alignment(&h, "0.25,0.25,0.25,0.25 1,0,0,0 0.5,0.5,0,0"), 0);
    assert_int_equal(h.attention_rows, 3);
    assert_float_equal(health_attention_entropy(&h), 0.5, 1e-12);
    // Printed rows are rounded: (0.333, 0.333, 0.333) is renormalised to uniform.
    HealthStats g;
    health_init(&g);
    assert_int_equal(health_add_soft_alignment(&g, "0.333,0.333,0.333"), 0);
    assert_float_equal(health_attention_entropy(&g), 1.0, 1e-12);
    // A one-piece source says nothing about attention: skipped; an empty text adds nothing.
    assert_int_equal(health_add_soft_alignment(&g, "1 1"), 0);
    assert_int_equal(health_add_soft_alignment(&g, ""), 0);
    assert_int_equal(g.attention_rows, 1);
    // Malformed rows are errors naming the row.
    assert_int_equal(health_add_soft_alignment(&g, "0.5,0.5 0.2,0.3,0.5"), TD_ERR_FORMAT);
    assert_non_null(strstr(td_last_error(), "row 2"));
    assert_int_equal(health_add_soft_alignment(&g, "0.5,x"), TD_ERR_FORMAT);
    assert_int_equal(health_add_soft_alignment(&g, "0.5,-0.5"), TD_ERR_FORMAT);
    td_clear_error();
    assert_int_equal(g.attention_rows, 1);
}

static void test_collapse_rule(void **state) {
    (void)state;
    HealthStats h;
    health_init(&h);
    assert_true(isnan(health_source_information(&h)));
    assert_int_equal(health_collapsed(&h), 0);  // nothing known
    // The NLL sign: 3.1 vs 3.8 nats is 0.7 < 1.0; 2.0 vs 4.5 is 2.5.
    health_set_nll(&h, 3.1, 3.8);
    assert_float_equal(health_source_information(&h), 0.7, 1e-12);
    assert_int_equal(health_collapsed(&h), 1);
    health_set_nll(&h, 2.0, 4.5);
    assert_int_equal(health_collapsed(&h), 0);
    // Either sign suffices: a source-informed NLL does not clear uniform attention with few
    // distinct outputs.
    h.distinct_sources = 50, h.distinct_outputs = 20;
    h.attention_rows = 10, h.attention_entropy_sum = 9.5;
    assert_int_equal(health_collapsed(&h), 1);
    // Without the NLL: few distinct outputs AND flat attention.
    HealthStats g;
    health_init(&g);
    g.distinct_sources = 50, g.distinct_outputs = 45;  // 0.9: not below 0.8
    g.attention_rows = 10, g.attention_entropy_sum = 9.5;
    assert_int_equal(health_collapsed(&g), 0);
    g.distinct_outputs = 32;  // 0.64
    assert_int_equal(health_collapsed(&g), 1);
    g.attention_entropy_sum = 7.0;  // 0.7: attends
    assert_int_equal(health_collapsed(&g), 0);
}

static void test_shuffle_is_a_derangement(void **state) {
    (void)state;
    for (size_t n = 2; n <= 9; n++) {
        int seen[9] = {0};
        for (size_t i = 0; i < n; i++) {
            size_t j = health_shuffle_index(i, n);
            assert_true(j < n);
            assert_true(j != i);
            seen[j]++;
        }
        for (size_t j = 0; j < n; j++) assert_int_equal(seen[j], 1);  // a permutation
    }
    assert_int_equal(health_shuffle_index(0, 1), 0);
    assert_int_equal(health_shuffle_index(1, 10), 6);
}

// bin/score --health [--attention]: the same figures through the program, in both output forms,
// and its usage and input errors.
static void test_score_cli(void **state) {
    (void)state;
    const char *src = test_tmp_text("h.en", "Open\nSave\nOpen\n");
    const char *hyp = test_tmp_text("h.hyp", "a b a b\na b a b\nx y\n");
    const char *ref = test_tmp_text("h.es", "Abrir\nGuardar\nAbrir\n");
    // Line 1: uniform over 2 (1) and one-hot (0); line 2: uniform over 4 (1); line 3 (--scores
    // before the alignment): one-hot (0). Mean over 4 rows: 0.5.
    const char *att = test_tmp_text("h.att", "a b a b ||| 0.5,0.5 1,0\n"
                                             "a b a b ||| 0.25,0.25,0.25,0.25\n"
                                             "x y ||| -1.5 ||| 0,1\n");
    const char *out = test_path("h.json");
    assert_int_equal(test_run("bin/score -m bleu -r %s -i %s --health %s --attention %s --json > %s",
                              ref, hyp, src, att, out), 0);
    const char *j = test_slurp(out);
    // 2 distinct outputs of 2 distinct sources; "a b a b": 3 bigrams, (a b) twice -> 1 repeated,
    // two such lines, "x y" 1 bigram: 2 of 7; tokens 4 + 4 + 2 = 10 against 3 reference tokens.
    assert_non_null(strstr(j, "\"distinct_outputs\": 2, \"distinct_sources\": 2"));
    assert_non_null(strstr(j, "\"distinct_share\": 1.0,"));
    char want[80];
    snprintf(want, sizeof want, "\"repetition_rate\": %.17g", 2.0 / 7.0);
    assert_non_null(strstr(j, want));
    snprintf(want, sizeof want, "\"length_ratio\": %.17g", 10.0 / 3.0);
    assert_non_null(strstr(j, want));
    assert_non_null(strstr(j, "\"attention_entropy\": 0.5, \"attention_rows\": 4"));
    assert_non_null(strstr(j, "\"collapsed\": false"));
    // The text form carries the same counts.
    assert_int_equal(test_run("bin/score -r %s -i %s --health %s > %s", ref, hyp, src, out), 0);
    assert_non_null(strstr(test_slurp(out), "distinct outputs 2 of 2 distinct sources"));
    // Usage errors exit 2; a line-count mismatch or a malformed row is a runtime error, exit 1.
    assert_int_equal(test_run("bin/score -r %s -i %s --attention %s 2>/dev/null", ref, hyp, att),
                     2);
    assert_int_equal(test_run("bin/score -r %s -i %s --health %s --sentence-level 2>/dev/null",
                              ref, hyp, src), 2);
    const char *short_src = test_tmp_text("h2.en", "Open\n");
    assert_int_equal(test_run("bin/score -r %s -i %s --health %s 2>/dev/null", ref, hyp,
                              short_src), 1);
    const char *bad = test_tmp_text("h.bad", "a ||| 0.5,0.5\nb ||| 0.5,zz\nc\n");
    const char *err = test_path("h.err");
    assert_int_equal(test_run("bin/score -r %s -i %s --health %s --attention %s 2> %s >/dev/null",
                              ref, hyp, src, bad, err), 1);
    assert_non_null(strstr(test_slurp(err), "h.bad line 2"));
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_text_figures),
        cmocka_unit_test(test_text_rejects_bad_utf8),
        cmocka_unit_test(test_attention_entropy),
        cmocka_unit_test(test_collapse_rule),
        cmocka_unit_test(test_shuffle_is_a_derangement),
        cmocka_unit_test(test_score_cli),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
