// Splitting over-long lines (decode/split.h) and bin/decode --split.
//
// The boundary rules are checked on hand-written texts whose expected spans are written out here.
// The translation tests use the shipped Transformer (pretrained/transformer-en-es/best.ckpt) and
// verses of tests/data/bible300.en that are one sentence each by a test of their own (an
// uppercase first letter, [.!?] only at the end): a line made of N such verses must translate to
// exactly the N verses' own translations (each translated as its own line) joined with spaces.
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <cmocka.h>

#include "tests/test_util.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "decode/split.h"
#include "decode/translate.h"
#include "models/model_io.h"
#include "tensor/blas.h"
#include "tensor/params.h"
#include "tokenizer/spm.h"

#define MODEL_DIR "pretrained/transformer-en-es"

static Model *g_m;
static SpmModel *g_spm;

static int setup(void **state) {
    (void)state;
    g_m = model_load(MODEL_DIR "/best.ckpt", NULL, NULL, NULL);
    if (!g_m) return -1;
    if (params_half_exact(&g_m->params) && params_half_build(&g_m->params) < 0) return -1;
    g_spm = spm_load(test_ckpt_spm(MODEL_DIR, "spm.model"));
    return g_spm ? 0 : -1;
}

static int teardown(void **state) {
    (void)state;
    spm_free(g_spm);
    model_free(g_m);
    return 0;
}

static int pieces_of(const char *text) {
    int *ids, n;
    assert_int_equal(spm_encode(g_spm, text, &ids, &n), 0);
    free(ids);
    return n;
}

// Asserts that text's spans are exactly want[0..n) (each given as its text).
static void check_spans(int clauses, const char *text, const char *const *want, int n) {
    SplitSpan *s;
    int got;
    size_t len = strlen(text);
    if (clauses) assert_int_equal(split_clauses(text, len, &s, &got), 0);
    else assert_int_equal(split_sentences(text, len, &s, &got), 0);
    if (got != n) fail_msg("'%s': %d spans, want %d", text, got, n);
    for (int i = 0; i < n; i++) {
        size_t k = s[i].end - s[i].start;
        if (k != strlen(want[i]) || memcmp(text + s[i].start, want[i], k))
            fail_msg("'%s' span %d: '%.*s', want '%s'", text, i, (int)k, text + s[i].start,
                     want[i]);
    }
    free(s);
}

static void test_sentences(void **state) {
    (void)state;
    const char *a[] = {"He came.", " She left!", " Why?", " “Go,” he said."};
    check_spans(0, "He came. She left! Why? “Go,” he said.", a, 4);
    const char *b[] = {"Mr. Smith met Dr. Jones at 3.15 p.m. today."};  // abbreviations, numbers
    check_spans(0, b[0], b, 1);
    const char *c[] = {"J. R. Tolkien wrote it.", " Here am I.", " Send me."};  // initial; "I"
    check_spans(0, "J. R. Tolkien wrote it. Here am I. Send me.", c, 3);
    const char *d[] = {"He said “Stop.”", " Then he went...", " (Later) it ended."};
    check_spans(0, "He said “Stop.” Then he went... (Later) it ended.", d, 3);
    const char *nt[] = {"See No. 5 and Art. 2.", " No.", " It is not."};  // numeric-only ones
    check_spans(0, "See No. 5 and Art. 2. No. It is not.", nt, 3);
    const char *e[] = {"it ended. and then nothing."};  // lowercase next: not a new sentence
    check_spans(0, e[0], e, 1);
    const char *f[] = {"你好。", "再见！", "好"};  // CJK full stops need no space
    check_spans(0, "你好。再见！好", f, 3);
    const char *g[] = {"Ends here.", "  Ángel came. "};  // a Latin-1 capital; a trailing space
    check_spans(0, "Ends here.  Ángel came. ", g, 2);
    const char *h[] = {"No end"};
    check_spans(0, "No end", h, 1);
}

static void test_clauses(void **state) {
    (void)state;
    const char *a[] = {"A,", " b;", " c:", " d.", " e,", " 1,000 and 3:16"};  // not in numbers
    check_spans(1, "A, b; c: d. e, 1,000 and 3:16", a, 6);
    const char *b[] = {"“Come,”", " he said"};
    check_spans(1, "“Come,” he said", b, 2);
    const char *c[] = {"一，", "二、", "三"};
    check_spans(1, "一，二、三", c, 3);
}

// The parts of a line: the whole line when it fits; otherwise each at most `limit` pieces, in
// order, covering the line's non-space text; the kinds name the level.
static void check_parts(const char *line, const SplitLine *s, int limit) {
    char flat_line[4096], flat_parts[4096];
    size_t a = 0, b = 0;
    for (const char *p = line; *p; p++)
        if (*p != ' ') flat_line[a++] = *p;
    for (int i = 0; i < s->n; i++) {
        assert_int_equal(s->pieces[i], pieces_of(s->text[i]));
        assert_true(s->pieces[i] <= limit);
        assert_true(s->text[i][0] != ' ' && s->text[i][strlen(s->text[i]) - 1] != ' ');
        for (const char *p = s->text[i]; *p; p++)
            if (*p != ' ') flat_parts[b++] = *p;
    }
    flat_line[a] = flat_parts[b] = '\0';
    assert_string_equal(flat_parts, flat_line);
}

static void test_split_line(void **state) {
    (void)state;
    SplitLine s;
    const char *short_line = "  In the beginning, God created the heavens.  ";
    assert_int_equal(split_line(g_spm, short_line, 64, &s), 0);
    assert_int_equal(s.n, 1);
    assert_string_equal(s.text[0], short_line);  // not even trimmed
    assert_int_equal(s.kind[0], SPLIT_PART_WHOLE);
    split_line_free(&s);
    // Three sentences over the limit: one part each.
    const char *three = "God saw the light. He called it day. The evening came.";
    int p1 = pieces_of("God saw the light."), p2 = pieces_of("He called it day."),
        p3 = pieces_of("The evening came.");
    int lim = p1 > p2 ? p1 : p2;
    lim = lim > p3 ? lim : p3;
    assert_true(pieces_of(three) > lim);
    assert_int_equal(split_line(g_spm, three, lim, &s), 0);
    assert_int_equal(s.n, 3);
    assert_string_equal(s.text[0], "God saw the light.");
    assert_string_equal(s.text[1], "He called it day.");
    assert_string_equal(s.text[2], "The evening came.");
    for (int i = 0; i < 3; i++) assert_int_equal(s.kind[i], SPLIT_PART_SENTENCE);
    assert_int_equal(s.space[1], 1);
    check_parts(three, &s, lim);
    split_line_free(&s);
    // One sentence of four clauses: with room for two clauses (and not three) the parts are the
    // pairs; with room for one, the clauses.
    const char *sent = "The earth was formless, the deep was dark, the Spirit moved, God spoke.";
    const char *c[4] = {"The earth was formless,", "the deep was dark,", "the Spirit moved,",
                        "God spoke."};
    const char *pairs[2] = {"The earth was formless, the deep was dark,",
                            "the Spirit moved, God spoke."};
    int two = pieces_of(pairs[0]) > pieces_of(pairs[1]) ? pieces_of(pairs[0]) : pieces_of(pairs[1]);
    assert_true(pieces_of("The earth was formless, the deep was dark, the Spirit moved,") > two);
    assert_int_equal(split_line(g_spm, sent, two, &s), 0);
    assert_int_equal(s.n, 2);
    for (int i = 0; i < 2; i++) {
        assert_string_equal(s.text[i], pairs[i]);
        assert_int_equal(s.kind[i], SPLIT_PART_CLAUSES);
    }
    check_parts(sent, &s, two);
    split_line_free(&s);
    int one = 0;
    for (int i = 0; i < 4; i++) one = pieces_of(c[i]) > one ? pieces_of(c[i]) : one;
    assert_true(pieces_of(pairs[0]) > one && pieces_of(pairs[1]) > one);
    assert_true(pieces_of("the deep was dark, the Spirit moved,") > one);
    assert_int_equal(split_line(g_spm, sent, one, &s), 0);
    assert_int_equal(s.n, 4);
    for (int i = 0; i < 4; i++) assert_string_equal(s.text[i], c[i]);
    split_line_free(&s);
    // No punctuation: word windows of at most the limit, greedily filled.
    const char *words = "one two three four five six seven eight nine ten eleven twelve";
    assert_int_equal(split_line(g_spm, words, 6, &s), 0);
    assert_true(s.n >= 2);
    for (int i = 0; i < s.n; i++) {
        assert_int_equal(s.kind[i], SPLIT_PART_WINDOW);
        if (i + 1 < s.n) {  // greedy: the next word would not have fitted
            char more[512];
            const char *next = s.text[i + 1];
            size_t w = strcspn(next, " ");
            snprintf(more, sizeof more, "%s %.*s", s.text[i], (int)w, next);
            assert_true(pieces_of(more) > 6);
        }
    }
    check_parts(words, &s, 6);
    split_line_free(&s);
    // One long word: character windows, joined without a space.
    const char *word = "Mahershalalhashbazmahershalalhashbaz";
    assert_true(pieces_of(word) > 4);
    assert_int_equal(split_line(g_spm, word, 4, &s), 0);
    assert_true(s.n >= 2);
    for (int i = 1; i < s.n; i++) assert_int_equal(s.space[i], 0);
    check_parts(word, &s, 4);
    char *texts[64];
    for (int i = 0; i < s.n; i++) texts[i] = s.text[i];
    char *joined = split_join(&s, texts);
    assert_string_equal(joined, word);
    free(joined);
    split_line_free(&s);
}

// Paragraphs of bible300.en (5 verses each) at several limits: every part within the limit, the
// parts in order covering the line's text.
static void test_split_invariants(void **state) {
    (void)state;
    FILE *f = fopen("tests/data/bible300.en", "r");
    assert_non_null(f);
    char line[4096], para[4096] = "";
    for (int i = 0; i < 60 && fgets(line, sizeof line, f); i++) {
        line[strcspn(line, "\n")] = '\0';
        if (strlen(para) + strlen(line) + 2 < sizeof para) {
            if (para[0]) strcat(para, " ");
            strcat(para, line);
        }
        if (i % 5 != 4) continue;
        const int limits[3] = {3, 8, 20};
        for (int k = 0; k < 3; k++) {
            SplitLine s;
            assert_int_equal(split_line(g_spm, para, limits[k], &s), 0);
            assert_true(s.n > 1);
            check_parts(para, &s, limits[k]);
            split_line_free(&s);
        }
        para[0] = '\0';
    }
    fclose(f);
}

// split_join: one space where the source had whitespace, none otherwise, none around "".
static void test_join(void **state) {
    (void)state;
    char *text[4] = {"a", "", "b", "c"};
    char space[4] = {0, 1, 1, 0};
    SplitLine s = {0};
    s.n = 4;
    s.space = space;
    char *j = split_join(&s, text);
    assert_string_equal(j, "a bc");
    free(j);
}

// ---------------------------------------------------------------- with the shipped model

#define N_VERSES 12

// The first N_VERSES one-sentence verses of bible300.en of at most 64 pieces, into v[].
static void pick_verses(char (*v)[1024]) {
    FILE *f = fopen("tests/data/bible300.en", "r");
    assert_non_null(f);
    char line[4096];
    int k = 0;
    while (k < N_VERSES && fgets(line, sizeof line, f)) {
        size_t n = strcspn(line, "\n");
        line[n] = '\0';
        if (n < 2 || line[0] < 'A' || line[0] > 'Z' || !strchr(".!?", line[n - 1])) continue;
        if (strcspn(line, ".!?") != n - 1 || pieces_of(line) > 64) continue;
        if (n >= 1024) continue;
        memcpy(v[k++], line, n + 1);
    }
    fclose(f);
    assert_int_equal(k, N_VERSES);
}

static char *paragraph(char (*v)[1024], int n) {
    char *p = calloc(1, (size_t)n * 1024 + 1);
    for (int i = 0; i < n; i++) {
        if (i) strcat(p, " ");
        strcat(p, v[i]);
    }
    return p;
}

// Each verse translated as its own line (split off: nothing to split anyway), joined.
static char *verses_joined(char (*v)[1024], int n, const TranslateOptions *o) {
    const char *lines[N_VERSES];
    char *out[N_VERSES];
    for (int i = 0; i < n; i++) lines[i] = v[i];
    assert_int_equal(translate_lines(g_m, g_spm, lines, n, o, out, NULL), 0);
    char *j = calloc(1, 1 << 16);
    for (int i = 0; i < n; i++) {
        if (i && out[i][0]) strcat(j, " ");
        strcat(j, out[i]);
        free(out[i]);
    }
    return j;
}

static void test_paragraph_equals_verses(void **state) {
    (void)state;
    char v[N_VERSES][1024];
    pick_verses(v);
    char *para = paragraph(v, N_VERSES);
    assert_true(pieces_of(para) > SPLIT_DEFAULT_LEN);
    TranslateOptions o = translate_defaults();
    o.log = NULL;
    char *want = verses_joined(v, N_VERSES, &o);
    SplitOptions sp = {SPLIT_AUTO, 0, 0};
    // alone, and in one call with verses and empty lines around it, at several batch budgets
    const char *lines[5] = {v[3], para, "", para, v[0]};
    for (int bt = 0; bt < 3; bt++) {
        o.batch_tokens = bt == 0 ? 1 : bt == 1 ? 300 : 100000;
        TranslateHyp h[5];
        assert_int_equal(translate_lines_split(g_m, g_spm, &lines[1], 1, &o, &sp, h), 0);
        assert_string_equal(h[0].text, want);
        translate_hyps_free(h, 1);
        assert_int_equal(translate_lines_split(g_m, g_spm, lines, 5, &o, &sp, h), 0);
        assert_string_equal(h[1].text, want);
        assert_string_equal(h[3].text, want);
        assert_string_equal(h[2].text, "");
        for (int i = 0; i < 5; i += 4) {  // the short lines: as without splitting
            char *alone = verses_joined(v + (i == 0 ? 3 : 0), 1, &o);
            assert_string_equal(h[i].text, alone);
            free(alone);
        }
        translate_hyps_free(h, 5);
    }
    // off: exactly translate_lines_nbest on the whole line, text and score
    o = translate_defaults();
    o.log = NULL;
    sp.mode = SPLIT_OFF;
    TranslateHyp a[2], b[2];
    assert_int_equal(translate_lines_split(g_m, g_spm, &lines[1], 1, &o, &sp, a), 0);
    assert_int_equal(translate_lines_nbest(g_m, g_spm, &lines[1], 1, &o, b), 0);
    assert_string_equal(a[0].text, b[0].text);
    assert_memory_equal(&a[0].score, &b[0].score, sizeof(float));
    translate_hyps_free(a, 1);
    translate_hyps_free(b, 1);
    free(want);
    free(para);
}

// n-best: the k-th hypothesis of a split line joins the parts' k-th, its score their sum.
static void test_nbest_split(void **state) {
    (void)state;
    char v[N_VERSES][1024];
    pick_verses(v);
    char *para = paragraph(v, 3);
    TranslateOptions o = translate_defaults();
    o.log = NULL;
    o.search.beam_size = 3;
    o.search.n_best = 2;
    const char *parts[3] = {v[0], v[1], v[2]};
    TranslateHyp ph[6], h[2];
    assert_int_equal(translate_lines_nbest(g_m, g_spm, parts, 3, &o, ph), 0);
    int lim = 0;
    for (int i = 0; i < 3; i++) lim = pieces_of(v[i]) > lim ? pieces_of(v[i]) : lim;
    SplitOptions sp = {SPLIT_AUTO, lim, 0};
    const char *line = para;
    assert_int_equal(translate_lines_split(g_m, g_spm, &line, 1, &o, &sp, h), 0);
    for (int k = 0; k < 2; k++) {
        char want[8192];
        snprintf(want, sizeof want, "%s %s %s", ph[k].text, ph[2 + k].text, ph[4 + k].text);
        assert_string_equal(h[k].text, want);
        float sum = ph[k].score + ph[2 + k].score + ph[4 + k].score;
        assert_memory_equal(&h[k].score, &sum, sizeof sum);
    }
    translate_hyps_free(ph, 6);
    translate_hyps_free(h, 2);
    free(para);
}

// A single sentence over the limit: its clause groups translated one by one, joined.
static void test_long_sentence(void **state) {
    (void)state;
    const char *sent = "The earth was formless, the deep was dark, the Spirit moved, God spoke.";
    const char *pairs[2] = {"The earth was formless, the deep was dark,",
                            "the Spirit moved, God spoke."};
    int two = pieces_of(pairs[0]) > pieces_of(pairs[1]) ? pieces_of(pairs[0]) : pieces_of(pairs[1]);
    TranslateOptions o = translate_defaults();
    o.log = NULL;
    char *alone[2];
    assert_int_equal(translate_lines(g_m, g_spm, pairs, 2, &o, alone, NULL), 0);
    char want[4096];
    snprintf(want, sizeof want, "%s %s", alone[0], alone[1]);
    for (int by_len = 0; by_len < 2; by_len++) {  // --split-len, or --max-input-len as the limit
        SplitOptions sp = {SPLIT_AUTO, by_len ? two : 0, 0};
        o.max_input_len = by_len ? 0 : two;
        TranslateHyp h[1];
        assert_int_equal(translate_lines_split(g_m, g_spm, &sent, 1, &o, &sp, h), 0);
        assert_string_equal(h[0].text, want);
        translate_hyps_free(h, 1);
    }
    free(alone[0]);
    free(alone[1]);
}

// A URL or e-mail address longer than the limit is one part, never cut into windows: with the
// carried spans on, it comes back byte for byte, alone or inside a sentence.
static void test_address_not_cut(void **state) {
    (void)state;
    const char *url = "https://www.example.com/search?q=in+the+beginning+god+created+the+heavens"
                      "&utm_source=newsletter&utm_medium=email&utm_campaign=spring_2026&session="
                      "8f3a9c2b7d1e4f6a9b0c3d5e7f8a1b2c&ref=homepage_banner_top";
    const char *mail = "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa"
                       "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa"
                       "@example.org";
    assert_true(pieces_of(url) > 64);
    assert_true(pieces_of(mail) > 64);
    char l2[1024], l3[1024];
    snprintf(l2, sizeof l2, "See %s for more.", url);
    snprintf(l3, sizeof l3, "Write to %s today.", mail);
    const char *lines[3] = {url, l2, l3};
    TranslateOptions o = translate_defaults();
    o.log = NULL;
    SplitOptions sp = {SPLIT_AUTO, 0, 0};
    TranslateHyp h[3];
    assert_int_equal(translate_lines_split(g_m, g_spm, lines, 3, &o, &sp, h), 0);
    assert_string_equal(h[0].text, url);
    assert_non_null(strstr(h[1].text, url));
    assert_non_null(strstr(h[2].text, mail));
    translate_hyps_free(h, 3);
}

// bin/decode: one output line per input line, the paragraph as the verses joined, the warning
// under --verbose, and --split off translating each line whole (truncated past the limit).
static void test_cli(void **state) {
    (void)state;
    if (test_run("test -x bin/decode") != 0) {
        test_skip("bin/decode is not built (make test builds it)");
    }
    char v[N_VERSES][1024];
    pick_verses(v);
    char *para = paragraph(v, N_VERSES);
    FILE *f = fopen(test_path("in.en"), "w");
    fprintf(f, "%s\n%s\n\n%s\n", v[1], para, v[2]);
    fclose(f);
    TranslateOptions o = translate_defaults();
    o.log = NULL;
    char *want = verses_joined(v, N_VERSES, &o);
    char *w1 = verses_joined(v + 1, 1, &o), *w2 = verses_joined(v + 2, 1, &o);
    char expect[1 << 16];
    snprintf(expect, sizeof expect, "%s\n%s\n\n%s\n", w1, want, w2);
    assert_int_equal(test_run("bin/decode -t 1 -v -m %s -i %s -o %s 2> %s", MODEL_DIR,
                             test_path("in.en"), test_path("out.es"), test_path("err")), 0);
    char *got = test_read_file(test_path("out.es"));
    assert_string_equal(got, expect);
    free(got);
    char msg[512];
    snprintf(msg, sizeof msg, "decode: warning: %s line 2: %d pieces (over %d): translated in %d "
             "parts (%d sentences, 0 clause groups, 0 piece windows)\n", test_path("in.en"),
             pieces_of(para), SPLIT_DEFAULT_LEN, N_VERSES, N_VERSES);
    got = test_read_file(test_path("err"));
    assert_string_equal(got, msg);
    free(got);
    // without -v: no warning; --split off: the whole line as translate_lines gives it
    assert_int_equal(test_run("bin/decode -t 1 --split off -m %s -i %s -o %s 2> %s", MODEL_DIR,
                             test_path("in.en"), test_path("off.es"), test_path("err")), 0);
    got = test_read_file(test_path("err"));
    assert_string_equal(got, "");
    free(got);
    const char *lines[4] = {v[1], para, "", v[2]};
    char *out[4];
    assert_int_equal(translate_lines(g_m, g_spm, lines, 4, &o, out, NULL), 0);
    snprintf(expect, sizeof expect, "%s\n%s\n\n%s\n", out[0], out[1], out[3]);
    for (int i = 0; i < 4; i++) free(out[i]);
    got = test_read_file(test_path("off.es"));
    assert_string_equal(got, expect);
    free(got);
    assert_int_equal(test_run("bin/decode -m %s --split sometimes < /dev/null 2> /dev/null",
                             MODEL_DIR), 2);
    assert_int_equal(test_run("bin/decode --help | grep -q -- '--split auto|off'"), 0);
    free(want);
    free(w1);
    free(w2);
    free(para);
}

int main(void) {
    blas_set_threads(1);
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_sentences),   cmocka_unit_test(test_clauses),
        cmocka_unit_test(test_split_line),  cmocka_unit_test(test_split_invariants),
        cmocka_unit_test(test_join),
        cmocka_unit_test(test_paragraph_equals_verses), cmocka_unit_test(test_nbest_split),
        cmocka_unit_test(test_long_sentence), cmocka_unit_test(test_address_not_cut),
        cmocka_unit_test(test_cli),
    };
    return cmocka_run_group_tests_name("split", tests, setup, teardown);
}
