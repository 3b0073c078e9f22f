// sacreBLEU's own test suite as test cases for score/metrics.h, score/ter.c and bin/score's
// options: the expected values of test/test_bleu.py, test/test_sentence_bleu.py,
// test/test_chrf.py, test/test_ter.py and test/test_tokenizer_ter.py of sacreBLEU 2.6.0 (the
// mjpost/sacrebleu repository), each case named after its test function and list, compared
// with the tolerance that test uses (EPSILON there); and the cases of the tokenizers,
// lowercasing and smoothing options worked out by hand from their rules (arithmetic in the
// comments).
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <cmocka.h>

#include "tests/test_util.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>

#include "score/metrics.h"

#define ARRAY_LEN(a) ((int)(sizeof(a) / sizeof((a)[0])))

static void assert_near(double got, double want, double atol, const char *what) {
    if (!(fabs(got - want) <= atol)) {
        print_error("%s: got %.17g want %.17g (atol %g)\n", what, got, want, atol);
        fail();
    }
}

// Corpus BLEU of n segments (one or two reference streams) under cfg.
static BleuResult corpus_bleu(const char *const *hyps, const char *const *r1,
                              const char *const *r2, int n, const BleuConfig *cfg) {
    const char *const *refs[2] = {r1, r2};
    BleuStats s;
    assert_int_equal(bleu_corpus_stats_cfg(&s, hyps, refs, r2 ? 2 : 1, n, cfg), TD_OK);
    BleuResult r;
    bleu_compute_cfg(&s, cfg, &r);
    return r;
}

// sacreBLEU's raw_corpus_bleu: tokenize none, floor smoothing with the given value (< 0: the
// default 0.1), effective order, at corpus level.
static double raw_corpus_bleu(const char *const *hyps, const char *const *refs, int n,
                              double floor_value) {
    BleuConfig cfg = {BLEU_TOK_NONE, 0, BLEU_SMOOTH_FLOOR, floor_value, 1};
    return corpus_bleu(hyps, refs, NULL, n, &cfg).score;
}

// ---------------------------------------------------------------------------------------------
// test/test_bleu.py (EPSILON 1e-8 on BLEU / 100)
// ---------------------------------------------------------------------------------------------

static const char *const k_hyps[] = {"The dog bit the man.", "It wasn't surprising.",
                                     "The man had just bitten him."};
static const char *const k_ref1[] = {"The dog bit the man.", "It was not unexpected.",
                                     "The man bit him first."};
static const char *const k_ref2[] = {"The dog had bit the man.", "No one was surprised.",
                                     "The man had bitten the dog."};

static void test_bleu_py_raw_bleu(void **state) {
    (void)state;
    // test_raw_bleu_cases, raw_corpus_bleu(..., .01)
    const char *h1[] = {"this is a test", "another test"}, *r1[] = {"ref1", "ref2"};
    assert_near(raw_corpus_bleu(h1, r1, 2, 0.01) / 100, 0.0, 1e-8, "raw case 1");
    const char *h2[] = {"this is a test"}, *r2[] = {"this is a test"};
    assert_near(raw_corpus_bleu(h2, r2, 1, 0.01) / 100, 1.0, 1e-8, "raw case 2");
    const char *h3[] = {"this is a fest"}, *r3[] = {"this is a test"};
    assert_near(raw_corpus_bleu(h3, r3, 1, 0.01) / 100, 0.223606797749979, 1e-8, "raw case 3");
}

static void test_bleu_py_corpus_bleu(void **state) {
    (void)state;
    // test_corpus_bleu_cases: the README example with two reference streams
    static const struct {
        BleuTokenizer tok;
        BleuSmooth smooth;
        double want;
    } cases[] = {
        {BLEU_TOK_13A, BLEU_SMOOTH_EXP, 48.530827},   // default settings
        {BLEU_TOK_NONE, BLEU_SMOOTH_EXP, 49.1919566},  // tokenize='none'
        {BLEU_TOK_13A, BLEU_SMOOTH_EXP, 48.530827},   // tokenize='13a'
        {BLEU_TOK_INTL, BLEU_SMOOTH_EXP, 43.91623493}, // tokenize='intl'
        {BLEU_TOK_13A, BLEU_SMOOTH_NONE, 48.530827},  // smooth_method='none'
    };
    for (int i = 0; i < ARRAY_LEN(cases); i++) {
        BleuConfig cfg = BLEU_CONFIG_DEFAULT;
        cfg.tokenizer = cases[i].tok;
        cfg.smooth = cases[i].smooth;
        assert_near(corpus_bleu(k_hyps, k_ref1, k_ref2, 3, &cfg).score, cases[i].want, 1e-8,
                    "test_corpus_bleu");
    }
    // ('', '', ''): empty hypotheses are kept and score 0
    const char *empty[] = {"", "", ""};
    BleuConfig cfg = BLEU_CONFIG_DEFAULT;
    assert_near(corpus_bleu(empty, k_ref1, k_ref2, 3, &cfg).score, 0.0, 1e-8, "empty");
}

static void test_bleu_py_effective_order_and_stats(void **state) {
    (void)state;
    // test_case_effective_order, raw_corpus_bleu(..., .01)
    static const char *cases[][2] = {{"test", "a test"}, {"a test", "a test"},
                                     {"a little test", "a test"}};
    static const double want[] = {0.3678794411714425, 1.0, 0.03218297948685433};
    for (int i = 0; i < 3; i++)
        assert_near(raw_corpus_bleu(&cases[i][0], &cases[i][1], 1, 0.01) / 100, want[i], 1e-8,
                    "test_effective_order");
    // test_case_statistics: counts [4, 2, 1, 0], totals [6, 5, 4, 3]
    const char *h = "am I am a character sequence", *r = "I am a symbol string sequence a a";
    BleuConfig cfg = {BLEU_TOK_NONE, 0, BLEU_SMOOTH_FLOOR, 0.01, 1};
    BleuResult res = corpus_bleu(&h, &r, NULL, 1, &cfg);
    const int64_t counts[] = {4, 2, 1, 0}, totals[] = {6, 5, 4, 3};
    for (int k = 0; k < 4; k++) {
        assert_int_equal(res.stats.correct[k], counts[k]);
        assert_int_equal(res.stats.total[k], totals[k]);
    }
    // test_case_offset: floor value 0.0 -> 0; the default (None, or not given) 0.1 ->
    // 0.1555722182
    assert_near(raw_corpus_bleu(&h, &r, 1, 0.0) / 100, 0.0, 1e-8, "offset 0");
    assert_near(raw_corpus_bleu(&h, &r, 1, -1.0) / 100, 0.1555722182, 1e-8, "offset default");
}

static void test_bleu_py_compute_bleu(void **state) {
    (void)state;
    // test_case_scoring: compute_bleu([9, 7, 5, 3], [10, 8, 6, 4], 11, 11), whose default
    // smooth_method is 'none' -> 0.8375922397
    BleuStats s = {{9, 7, 5, 3}, {10, 8, 6, 4}, 11, 11};
    BleuConfig none = {BLEU_TOK_13A, 0, BLEU_SMOOTH_NONE, -1.0, 0};
    BleuResult r;
    bleu_compute_cfg(&s, &none, &r);
    assert_near(r.score / 100, 0.8375922397, 1e-8, "test_scoring");
    // test_case_degenerate_stats: floor smoothing with each offset gives exactly 0
    static const struct {
        BleuStats s;
        double offset;
    } deg[] = {
        {{{0, 0, 0, 0}, {4, 4, 2, 1}, 0, 1}, 0.0},  {{{0, 0, 0, 0}, {10, 11, 12, 0}, 14, 10}, 0.0},
        {{{0, 0, 0, 0}, {0, 0, 0, 0}, 0, 0}, 0.0},  {{{6, 5, 4, 0}, {6, 5, 4, 3}, 6, 6}, 0.0},
        {{{0, 0, 0, 0}, {0, 0, 0, 0}, 0, 0}, 0.1},  {{{0, 0, 0, 0}, {0, 0, 0, 0}, 1, 5}, 0.01},
    };
    for (int i = 0; i < ARRAY_LEN(deg); i++) {
        BleuConfig floor = {BLEU_TOK_13A, 0, BLEU_SMOOTH_FLOOR, deg[i].offset, 0};
        bleu_compute_cfg(&deg[i].s, &floor, &r);
        assert_true(r.score == 0.0);
    }
}

// ---------------------------------------------------------------------------------------------
// test/test_sentence_bleu.py (EPSILON 1e-3; effective order on, as in sentence_bleu)
// ---------------------------------------------------------------------------------------------

static void test_sentence_bleu_py(void **state) {
    (void)state;
    // test_cases (the example of sacreBLEU issue #98); test_compat_sentence_bleu and
    // test_api_sentence_bleu both expect these
    const char *ref = "produc\u0163ia de zah\u0103r brut se exprim\u0103 \u00een zah\u0103r alb;";
    const char *sys = "Produc\u021bia de zah\u0103r prim\u0103 va fi exprimat\u0103 \u00een ceea ce "
                      "prive\u0219te zah\u0103rul alb;";
    static const struct {
        BleuSmooth smooth;
        double value;
        int lowercase;
        BleuTokenizer tok;
        double want;
    } cases[] = {
        {BLEU_SMOOTH_EXP, -1, 0, BLEU_TOK_13A, 8.493},
        {BLEU_SMOOTH_NONE, -1, 0, BLEU_TOK_13A, 0.0},
        {BLEU_SMOOTH_FLOOR, -1, 0, BLEU_TOK_13A, 4.51688},  // defaults to 0.1
        {BLEU_SMOOTH_FLOOR, 0.1, 0, BLEU_TOK_13A, 4.51688},
        {BLEU_SMOOTH_FLOOR, 0.5, 0, BLEU_TOK_13A, 10.10},
        {BLEU_SMOOTH_ADD_K, -1, 0, BLEU_TOK_13A, 14.882},  // defaults to 1
        {BLEU_SMOOTH_ADD_K, 1, 0, BLEU_TOK_13A, 14.882},
        {BLEU_SMOOTH_ADD_K, 2, 0, BLEU_TOK_13A, 21.389},
        {BLEU_SMOOTH_EXP, -1, 0, BLEU_TOK_NONE, 7.347},
        {BLEU_SMOOTH_EXP, -1, 0, BLEU_TOK_INTL, 8.493},
        {BLEU_SMOOTH_EXP, -1, 0, BLEU_TOK_CHAR, 40.8759},
        {BLEU_SMOOTH_EXP, -1, 1, BLEU_TOK_CHAR, 42.0267},
    };
    for (int i = 0; i < ARRAY_LEN(cases); i++) {
        BleuConfig cfg = {cases[i].tok, cases[i].lowercase, cases[i].smooth, cases[i].value, 1};
        assert_near(corpus_bleu(&sys, &ref, NULL, 1, &cfg).score, cases[i].want, 1e-3,
                    "test_cases");
    }
    // test_cases_zero_bleu (issue #141): no unigram in common -> 0 whatever the smoothing
    const char *ref0 = "okay thanks", *sys0 = "this is a cat";
    static const BleuSmooth zs[] = {BLEU_SMOOTH_EXP, BLEU_SMOOTH_NONE, BLEU_SMOOTH_FLOOR,
                                    BLEU_SMOOTH_FLOOR, BLEU_SMOOTH_ADD_K, BLEU_SMOOTH_ADD_K};
    static const double zv[] = {-1, -1, -1, 0.1, -1, 1};
    for (int i = 0; i < ARRAY_LEN(zs); i++) {
        BleuConfig cfg = {BLEU_TOK_13A, 0, zs[i], zv[i], 1};
        assert_near(corpus_bleu(&sys0, &ref0, NULL, 1, &cfg).score, 0.0, 1e-3, "zero bleu");
    }
}

// Smoothing and effective order by hand. "a b c" vs "a b d": 1-grams 2/3, 2-grams 1/2,
// 3-grams 0/1, no 4-grams.
static void test_bleu_smoothing_by_hand(void **state) {
    (void)state;
    const char *h = "a b c", *r = "a b d";
    BleuConfig cfg = BLEU_CONFIG_DEFAULT;
    // exp, no effective order: p3 = 100/(2*1) = 50, p4 stays 0 (total 0) -> BLEU 0
    BleuResult res = corpus_bleu(&h, &r, NULL, 1, &cfg);
    assert_true(res.score == 0.0 && res.precisions[2] == 50.0);
    // exp with effective order: orders 1..3, (66.67 * 50 * 50)^(1/3) = 166666.7^(1/3) = 55.03
    cfg.effective_order = 1;
    res = corpus_bleu(&h, &r, NULL, 1, &cfg);
    assert_near(res.score, cbrt(200.0 / 3 * 50 * 50), 1e-9, "exp eff");
    // floor 0.1 with effective order: p3 = 100 * 0.1 / 1 = 10 -> (66.67 * 50 * 10)^(1/3)
    cfg.smooth = BLEU_SMOOTH_FLOOR;
    res = corpus_bleu(&h, &r, NULL, 1, &cfg);
    assert_near(res.precisions[2], 10.0, 1e-12, "floor p3");
    assert_near(res.score, cbrt(200.0 / 3 * 50 * 10), 1e-9, "floor eff");
    // add-k 1 (orders >= 2 get +1/+1): p2 = 2/3, p3 = 1/2, p4 = (0+1)/(0+1) = 100: the fourth
    // order now has a total, so effective order covers 4 orders:
    // (66.67 * 66.67 * 50 * 100)^(1/4)
    cfg.smooth = BLEU_SMOOTH_ADD_K;
    res = corpus_bleu(&h, &r, NULL, 1, &cfg);
    assert_near(res.precisions[3], 100.0, 1e-12, "add-k p4");
    assert_near(res.score, pow(200.0 / 3 * 200.0 / 3 * 50 * 100, 0.25), 1e-9, "add-k");
    // none: p3 = 0 -> 0
    cfg.smooth = BLEU_SMOOTH_NONE;
    assert_true(corpus_bleu(&h, &r, NULL, 1, &cfg).score == 0.0);
}

static void test_bleu_signatures(void **state) {
    (void)state;
    char sig[192];
    BleuConfig cfg = BLEU_CONFIG_DEFAULT;
    bleu_signature_cfg(&cfg, 1, sig, sizeof sig);
    assert_string_equal(sig, "nrefs:1|case:mixed|eff:no|tok:13a|smooth:exp|version:2.6.0");
    BleuConfig c2 = {BLEU_TOK_INTL, 1, BLEU_SMOOTH_FLOOR, -1.0, 1};
    bleu_signature_cfg(&c2, 2, sig, sizeof sig);
    assert_string_equal(sig, "nrefs:2|case:lc|eff:yes|tok:intl|smooth:floor[0.10]|version:2.6.0");
    BleuConfig c3 = {BLEU_TOK_ZH, 0, BLEU_SMOOTH_ADD_K, -1.0, 0};
    bleu_signature_cfg(&c3, 1, sig, sizeof sig);
    assert_string_equal(sig, "nrefs:1|case:mixed|eff:no|tok:zh|smooth:add-k[1.00]|version:2.6.0");
    BleuConfig c4 = {BLEU_TOK_CHAR, 0, BLEU_SMOOTH_NONE, -1.0, 0};
    bleu_signature_cfg(&c4, 1, sig, sizeof sig);
    assert_string_equal(sig, "nrefs:1|case:mixed|eff:no|tok:char|smooth:none|version:2.6.0");
}

// ---------------------------------------------------------------------------------------------
// Tokenizers and lowercasing, by their rules
// ---------------------------------------------------------------------------------------------

static void check_tokens(BleuTokenizer tok, int lowercase, const char *const (*cases)[2], int n) {
    for (int i = 0; i < n; i++) {
        char *out = NULL;
        assert_int_equal(bleu_tokenize(cases[i][0], tok, lowercase, &out), TD_OK);
        if (strcmp(out, cases[i][1]) != 0) {
            print_error("tokenizer %s case %d: '%s' -> '%s', want '%s'\n",
                        bleu_tokenizer_name(tok), i, cases[i][0], out, cases[i][1]);
            free(out);
            fail();
        }
        free(out);
    }
}

static void test_tokenize_intl(void **state) {
    (void)state;
    // (1) (\P{N})(\p{P}) -> "a b ", (2) (\p{P})(\P{N}) -> " a b", (3) \p{S} -> " a "
    static const char *const cases[][2] = {
        {"Hello, world.", "Hello , world ."},  // (1) "o," "d."
        // digits on both sides keep a separator; a number and then a final period stay
        // together ((1) needs a non-number before, (2) a character after)
        {"1,000.50 and 3.5.", "1,000.50 and 3.5."},
        {"5$ a\u20acb", "5 $ a \u20ac b"},  // (3): $ and the euro sign are symbols (Sc)
        // guillemets (Pi, Pf), the hyphen (Pd) and the ellipsis (Po) are punctuation
        {"\u00abBonjour\u00bb, dit-elle\u2026", "\u00ab Bonjour \u00bb , dit - elle \u2026"},
        // ARABIC-INDIC DIGIT THREE is a number (Nd): "\u0663.5" stays; a letter before "." splits
        {"x.5 3,a \u0663.5", "x . 5 3 , a \u0663.5"},
        {"-1 +2 \u00b13", "-1 + 2 \u00b1 3"},  // "+" and "\u00b1" are symbols (Sm); "-1" stays
        {"\u00bd,x", "\u00bd , x"},  // VULGAR FRACTION ONE HALF is a number (No): (2) splits ","
    };
    check_tokens(BLEU_TOK_INTL, 0, cases, ARRAY_LEN(cases));
}

static void test_tokenize_zh_char_none(void **state) {
    (void)state;
    static const char *const zh[][2] = {
        {"\u6211\u7231\u4f60\u3002", "\u6211 \u7231 \u4f60 \u3002"},  // ideographs, U+3002
        {"2010\u5e743.5\u4ebf", "2010 \u5e74 3.5 \u4ebf"},  // 13a's regexes keep "3.5"
        {"Hello, \u4e16\u754c.", "Hello , \u4e16 \u754c ."},
        {"  \u4e2d\u6587 ", "\u4e2d \u6587"},  // stripped on both sides
        {"\uff21\uff22\uff23", "\uff21 \uff22 \uff23"},  // full-width forms U+FF00..U+FFEF
        // sacreBLEU's bounds '\u20000' and '\u2a6d6' compare as U+2001..U+2A6D: curly quotes
        // (U+201C, U+201D), the euro sign (U+20AC) and the em dash (U+2014) are split off
        {"a\u201cb\u201dc", "a \u201c b \u201d c"},
        {"\u20ac5 \u2014 ok", "\u20ac 5 \u2014 ok"},
    };
    check_tokens(BLEU_TOK_ZH, 0, zh, ARRAY_LEN(zh));
    static const char *const chr[][2] = {
        {"ab c", "a b c"}, {"\u65e5\u672c \u8a9e", "\u65e5 \u672c \u8a9e"},
        {"a\u3000b", "a b"},  // whitespace is no token
    };
    check_tokens(BLEU_TOK_CHAR, 0, chr, ARRAY_LEN(chr));
    static const char *const none[][2] = {{" a  b,\tc. ", "a b, c."}, {"", ""}};
    check_tokens(BLEU_TOK_NONE, 0, none, ARRAY_LEN(none));
    BleuTokenizer t;
    assert_int_equal(bleu_tokenizer_parse("zh", &t), TD_OK);
    assert_int_equal(t, BLEU_TOK_ZH);
    assert_int_equal(bleu_tokenizer_parse("ja-mecab", &t), TD_ERR_ARG);
}

static void test_lowercase(void **state) {
    (void)state;
    // Python's str.lower(): full mappings, Final_Sigma (capital sigma after a cased letter, with
    // no cased letter after it, case-ignorable characters such as "'" and "." skipped)
    static const char *const cases[][2] = {
        {"\u039f\u0394\u039f\u03a3 \u03a3\u0391\u03a3", "\u03bf\u03b4\u03bf\u03c2 \u03c3\u03b1\u03c2"},
        {"\u03a3\u0391\u03a3.", "\u03c3\u03b1\u03c2."},
        {"\u03a3", "\u03c3"},                      // nothing cased before it
        {"A\u03a3B", "a\u03c3b"},                  // a cased letter after it
        {"\u0391\u03a3'\u0391", "\u03b1\u03c3'\u03b1"},  // "'" is skipped: cased letter after
        {"\u0130stanbul", "i\u0307stanbul"},       // U+0130 -> i + COMBINING DOT ABOVE
        {"\u01c5emal \u01c8 \u216b \uff21 \u1e9e", "\u01c6emal \u01c9 \u217b \uff41 \u00df"},
        {"ABC xyz 123", "abc xyz 123"},
    };
    for (int i = 0; i < ARRAY_LEN(cases); i++) {
        char *out = NULL;
        assert_int_equal(metrics_lowercase(cases[i][0], &out), TD_OK);
        if (strcmp(out, cases[i][1]) != 0) {
            print_error("lowercase case %d: got '%s' want '%s'\n", i, out, cases[i][1]);
            free(out);
            fail();
        }
        free(out);
    }
    // --lowercase lowercases before tokenizing: "The" and "the" match
    BleuConfig cfg = {BLEU_TOK_13A, 1, BLEU_SMOOTH_EXP, -1.0, 0};
    const char *h = "THE Cat", *r = "the cat";
    BleuStats s;
    assert_int_equal(bleu_segment_stats_cfg(&s, h, &r, 1, &cfg), TD_OK);
    assert_int_equal(s.correct[0], 2);
    assert_int_equal(s.correct[1], 1);
}

// ---------------------------------------------------------------------------------------------
// test/test_chrf.py (EPSILON 1e-4)
// ---------------------------------------------------------------------------------------------

static double corpus_chrf(const char *const *hyps, const char *const *refs, int n,
                          const ChrfConfig *cfg) {
    ChrfNStats s;
    assert_int_equal(chrf_corpus_stats_cfg(&s, hyps, &refs, 1, n, cfg), TD_OK);
    return chrf_score_cfg(&s, cfg);
}

static void test_chrf_py_cases(void **state) {
    (void)state;
    // test_chrf: test_cases with char_order 6, word_order 0, beta 3, eps_smoothing=True
    static const struct {
        const char *hyp[2], *ref[2];
        int n;
        double want;
    } eps[] = {
        {{"abcdefg"}, {"hijklmnop"}, 1, 0.0},
        {{"a"}, {"b"}, 1, 0.0},
        {{""}, {"b"}, 1, 0.0},
        {{""}, {"ref"}, 1, 0.0},
        {{""}, {"reference"}, 1, 0.0},
        {{"aa"}, {"ab"}, 1, 8.3333},
        {{"a", "b"}, {"a", "c"}, 2, 8.3333},
        {{"a"}, {"a"}, 1, 16.6667},
        {{"a b c"}, {"a b c"}, 1, 50.0},
        {{"a b c"}, {"abc"}, 1, 50.0},
        {{" risk assessment must be made of those who are qualified and expertise in the sector "
          "- these are the scientists ."},
         {"risk assessment has to be undertaken by those who are qualified and expert in that "
          "area - that is the scientists ."},
         1, 63.361730},
        {{" Die    Beziehung zwischen  Obama und Netanjahu ist nicht gerade  freundlich. "},
         {"Das Verh\u00e4ltnis zwischen Obama und Netanyahu ist nicht gerade freundschaftlich."},
         1, 64.1302698},
        {{"Niemand hat die Absicht, eine Mauer zu errichten"},
         {"Niemand hat die Absicht, eine Mauer zu errichten"},
         1, 100.0},
    };
    ChrfConfig cfg = {6, 0, 3, 0, 0, 1};
    for (int i = 0; i < ARRAY_LEN(eps); i++)
        assert_near(corpus_chrf(eps[i].hyp, eps[i].ref, eps[i].n, &cfg), eps[i].want, 1e-4,
                    "test_chrf");
    // test_chrf_eff_order: test_cases_effective_order (eps_smoothing=False, beta 3)
    static const struct {
        const char *hyp[2], *ref[2];
        int n;
        double want;
    } eff[] = {
        {{"a"}, {"a"}, 1, 100.0},        {{""}, {"reference"}, 1, 0.0},
        {{"a b c"}, {"a b c"}, 1, 100.0}, {{"a b c"}, {"abc"}, 1, 100.0},
        {{""}, {"c"}, 1, 0.0},           {{"a", "b"}, {"a", "c"}, 2, 50.0},
        {{"aa"}, {"ab"}, 1, 25.0},
    };
    cfg.eps_smoothing = 0;
    for (int i = 0; i < ARRAY_LEN(eff); i++)
        assert_near(corpus_chrf(eff[i].hyp, eff[i].ref, eff[i].n, &cfg), eff[i].want, 1e-4,
                    "test_chrf_eff_order");
    // test_chrf_keep_whitespace: test_cases_keep_whitespace (remove_whitespace=False, beta 3)
    static const char *ws[][3] = {
        {"Die Beziehung zwischen Obama und Netanjahu ist nicht gerade freundlich.",
         "Das Verh\u00e4ltnis zwischen Obama und Netanyahu ist nicht gerade freundschaftlich.",
         "67.3481606"},
        {"risk assessment must be made of those who are qualified and expertise in the sector - "
         "these are the scientists .",
         "risk assessment has to be undertaken by those who are qualified and expert in that area "
         "- that is the scientists .",
         "65.2414427"},
    };
    cfg.whitespace = 1;
    for (int i = 0; i < ARRAY_LEN(ws); i++)
        assert_near(corpus_chrf(&ws[i][0], &ws[i][1], 1, &cfg), atof(ws[i][2]), 1e-4,
                    "test_chrf_keep_whitespace");
}

static void test_chrf_py_sentence_level(void **state) {
    (void)state;
    // test_chrf_sentence_level: sentence_chrf(hyp, refs, eps_smoothing=True), defaults otherwise
    static const char *cases[][3] = {
        {"Co n\u00e1s nejv\u00edc tr\u00e1p\u00ed, proto\u017ee l\u00e9ka\u0159i si vyb\u00edraj\u00ed, "
         "kdo bude \u017e\u00edt a kdo zem\u0159e.",
         "Nejv\u00edce smutn\u00ed jsme z toho, \u017ee mus\u00edme rozhodovat o tom, kdo bude "
         "\u017e\u00edt a kdo zem\u0159e.",
         "39.14078509"},
        {"Nebo prost\u011b nemaj\u00ed vybaven\u00ed, kter\u00e9 by jim pomohlo, uvedli "
         "l\u00e9ka\u0159i.",
         "A n\u011bkdy nem\u00e1me ani pot\u0159ebn\u00fd materi\u00e1l, abychom jim pomohli, "
         "popsali l\u00e9ka\u0159i.",
         "31.22557079"},
        {"Lapali po dechu, jejich \u017eivoty skon\u010dily d\u0159\u00edv, ne\u017e skute\u010dn\u011b "
         "za\u010daly.",
         "Lapali po dechu a pak jejich \u017eivot skon\u010dil - d\u0159\u00edv, ne\u017e "
         "skute\u010dn\u011b mohl za\u010d\u00edt, p\u0159ipomn\u011bli.",
         "57.15704367"},
    };
    ChrfConfig cfg = CHRF_CONFIG_DEFAULT;
    cfg.eps_smoothing = 1;
    for (int i = 0; i < ARRAY_LEN(cases); i++) {
        ChrfNStats s;
        assert_int_equal(chrf_segment_stats_cfg(&s, cases[i][0], &cases[i][1], 1, &cfg), TD_OK);
        assert_near(chrf_score_cfg(&s, &cfg), atof(cases[i][2]), 1e-4, "sentence chrF");
    }
}

// chrF++ by hand: "the cat ." vs "the cat!" (char order 1, word order 2, beta 1 for round
// numbers). Characters without whitespace: "thecat." vs "thecat!": 1-grams 7/7, 6 match.
// Words: "the cat ." (one-character "." stays a word) vs "the cat!" -> "the", "cat", "!" (the
// final "!" split off). Word 1-grams 3/3, 2 match; word 2-grams "the cat", "cat ." vs "the cat",
// "cat !": 1 of 2. P = R = (6/7 + 2/3 + 1/2) / 3, F1 = P.
static void test_chrf_plus_plus_by_hand(void **state) {
    (void)state;
    ChrfConfig cfg = {1, 2, 1, 0, 0, 0};
    const char *h = "the cat .", *r = "the cat!";
    ChrfNStats s;
    assert_int_equal(chrf_segment_stats_cfg(&s, h, &r, 1, &cfg), TD_OK);
    assert_int_equal(s.hyp[0], 7), assert_int_equal(s.match[0], 6);
    assert_int_equal(s.hyp[1], 3), assert_int_equal(s.ref[1], 3), assert_int_equal(s.match[1], 2);
    assert_int_equal(s.hyp[2], 2), assert_int_equal(s.match[2], 1);
    assert_near(chrf_score_cfg(&s, &cfg), 100.0 * (6.0 / 7 + 2.0 / 3 + 0.5) / 3, 1e-12, "chrF1++");
    // "(hi)" -> "(hi" ")" (only the end is split: sacreBLEU issue #124); "(hi )" -> "(" "hi" ")":
    // word 1-grams 2 and 3, ")" in common
    const char *h2 = "(hi)", *r2 = "(hi )";
    assert_int_equal(chrf_segment_stats_cfg(&s, h2, &r2, 1, &cfg), TD_OK);
    assert_int_equal(s.hyp[1], 2), assert_int_equal(s.ref[1], 3), assert_int_equal(s.match[1], 1);
    char buf[128];
    ChrfConfig pp = {6, 2, 2, 0, 0, 0};
    chrf_format_cfg(&pp, 50.1234, buf, sizeof buf);
    assert_string_equal(buf, "chrF2++ = 50.12");
    chrf_signature_cfg(&pp, 2, buf, sizeof buf);
    assert_string_equal(buf, "nrefs:2|case:mixed|eff:yes|nc:6|nw:2|space:no|version:2.6.0");
    ChrfConfig odd = {4, 0, 3, 1, 1, 1};
    chrf_signature_cfg(&odd, 1, buf, sizeof buf);
    assert_string_equal(buf, "nrefs:1|case:lc|eff:no|nc:4|nw:0|space:yes|version:2.6.0");
    ChrfConfig bad = {0, 0, 2, 0, 0, 0};
    assert_int_equal(chrf_segment_stats_cfg(&s, h, &r, 1, &bad), TD_ERR_ARG);
}

// ---------------------------------------------------------------------------------------------
// test/test_ter.py (EPSILON 1e-3 on the percentage) and test/test_tokenizer_ter.py
// ---------------------------------------------------------------------------------------------

static double corpus_ter(const char *const *hyps, const char *const *refs, int n,
                         const TerConfig *cfg) {
    TerStats s;
    assert_int_equal(ter_corpus_stats(&s, hyps, &refs, 1, n, cfg), TD_OK);
    return ter_score(&s);
}

static void test_ter_py(void **state) {
    (void)state;
    static const char *cases[][3] = {
        {"aaaa bbbb cccc dddd", "aaaa bbbb cccc dddd", "0"},  // perfect match
        {"dddd eeee ffff", "aaaa bbbb cccc", "1"},            // no overlap
        {"", "a", "1"},                                       // empty hypothesis
        {"a", "", "1"},                                       // empty reference
        {"", "", "0"},                                        // both empty
        {"d e f g h a b c", "a b c d e f g h", "0.125"},      // a single shift fixes MT
    };
    TerConfig cfg = {0, 0, 0, 0};
    for (int i = 0; i < ARRAY_LEN(cases); i++)
        assert_near(corpus_ter(&cases[i][0], &cases[i][1], 1, &cfg), 100 * atof(cases[i][2]),
                    1e-3, "test_ter");
    // the realistic example from WMT dev data (2019): 0.136
    static const char *hyps[] = {
        "w\u00e4hlen Sie \" Bild neu berechnen , \" um beim \u00c4ndern der Bildgr\u00f6\u00dfe "
        "Pixel hinzuzuf\u00fcgen oder zu entfernen , damit das Bild ungef\u00e4hr dieselbe "
        "Gr\u00f6\u00dfe aufweist wie die andere Gr\u00f6\u00dfe .",
        "wenn Sie alle Aufgaben im aktuellen Dokument aktualisieren m\u00f6chten , w\u00e4hlen Sie "
        "im Men\u00fc des Aufgabenbedienfelds die Option \" Alle Aufgaben aktualisieren . \"",
        "klicken Sie auf der Registerkarte \" Optionen \" auf die Schaltfl\u00e4che \" "
        "Benutzerdefiniert \" und geben Sie Werte f\u00fcr \" Fehlerkorrektur-Level \" und \" Y / "
        "X-Verh\u00e4ltnis \" ein .",
        "Sie k\u00f6nnen beispielsweise ein Dokument erstellen , das ein Auto \u00fcber die "
        "B\u00fchne enth\u00e4lt .",
        "w\u00e4hlen Sie im Dialogfeld \" Neu aus Vorlage \" eine Vorlage aus und klicken Sie auf "
        "\" Neu . \"",
    };
    static const char *refs[] = {
        "w\u00e4hlen Sie \" Bild neu berechnen , \" um beim \u00c4ndern der Bildgr\u00f6\u00dfe "
        "Pixel hinzuzuf\u00fcgen oder zu entfernen , damit die Darstellung des Bildes in einer "
        "anderen Gr\u00f6\u00dfe beibehalten wird .",
        "wenn Sie alle Aufgaben im aktuellen Dokument aktualisieren m\u00f6chten , w\u00e4hlen Sie "
        "im Men\u00fc des Aufgabenbedienfelds die Option \" Alle Aufgaben aktualisieren . \"",
        "klicken Sie auf der Registerkarte \" Optionen \" auf die Schaltfl\u00e4che \" "
        "Benutzerdefiniert \" und geben Sie f\u00fcr \" Fehlerkorrektur-Level \" und \" Y / "
        "X-Verh\u00e4ltnis \" niedrigere Werte ein .",
        "Sie k\u00f6nnen beispielsweise ein Dokument erstellen , das ein Auto enthalt , das sich "
        "\u00fcber die B\u00fchne bewegt .",
        "w\u00e4hlen Sie im Dialogfeld \" Neu aus Vorlage \" eine Vorlage aus und klicken Sie auf "
        "\" Neu . \"",
    };
    TerStats s;
    const char *const *rr[] = {refs};
    assert_int_equal(ter_corpus_stats(&s, hyps, rr, 1, 5, &cfg), TD_OK);
    assert_near(ter_score(&s), 13.6, 1e-3, "test_ter WMT19");
    // the five references have 31 + 24 + 31 + 19 + 20 = 125 words; 0.136 * 125 = 17 edits
    assert_true(s.ref_len == 125.0);
    assert_int_equal(s.edits, 17);
    char sig[192];
    ter_signature(&cfg, 1, sig, sizeof sig);
    assert_string_equal(sig, "nrefs:1|case:lc|tok:tercom|norm:no|punct:yes|asian:no|version:2.6.0");
    TerConfig all = {1, 1, 1, 1};
    ter_signature(&all, 2, sig, sizeof sig);
    assert_string_equal(sig, "nrefs:2|case:mixed|tok:tercom|norm:yes|punct:no|asian:yes|version:2.6.0");
}

static void check_ter_tokens(const TerConfig *cfg, const char *const (*cases)[2], int n) {
    for (int i = 0; i < n; i++) {
        char *out = NULL;
        assert_int_equal(ter_tokenize(cases[i][0], cfg, &out), TD_OK);
        if (strcmp(out, cases[i][1]) != 0) {
            print_error("TER tokenizer case %d: '%s' -> '%s', want '%s'\n", i, cases[i][0], out,
                        cases[i][1]);
            free(out);
            fail();
        }
        free(out);
    }
}

static void test_tokenizer_ter_py(void **state) {
    (void)state;
    static const char *const def[][2] = {  // test_cases_default
        {"a b c d", "a b c d"}, {"", ""}, {"a b c d.", "a b c d."}, {"A B C D.", "a b c d."}};
    TerConfig cfg = {0, 0, 0, 0};
    check_ter_tokens(&cfg, def, ARRAY_LEN(def));
    static const char *const np[][2] = {  // test_cases_no_punct
        {"a b c d.", "a b c d"}, {"A ; B ) C : D.", "a b c d"}};
    cfg.no_punct = 1;
    check_ter_tokens(&cfg, np, ARRAY_LEN(np));
    static const char *const norm[][2] = {  // test_cases_norm
        {"a b (c) d.", "a b ( c ) d ."}, {"Jim's car.", "jim 's car ."}, {"4.2", "4.2"}};
    cfg.no_punct = 0, cfg.normalized = 1;
    check_ter_tokens(&cfg, norm, ARRAY_LEN(norm));
    static const char *const asian[][2] = {  // test_cases_asian (normalized + asian_support)
        {"\u7f8e\u4f17\u9662\u516c\u5e03\u5bf9\u7279", "\u7f8e \u4f17 \u9662 \u516c \u5e03 \u5bf9 \u7279"},
        {"\u308a\u306e\u62f3\u9283\u3092\u6301", "\u308a\u306e \u62f3 \u9283 \u3092 \u6301"},
    };
    cfg.asian_support = 1;
    check_ter_tokens(&cfg, asian, ARRAY_LEN(asian));
}

// The shift search by hand. "a b c x" vs "x a b c": moving "x" (one word) to the front fixes
// everything: 1 shift + 0 edits; without shifts it would be 2 (delete x, insert x).
// References pass through the tokenizer twice (as in sacreBLEU): with normalized, "it's\t"
// becomes "it's" the first time (the "'s " rule wants a plain space) and "it 's" the second.
static void test_ter_by_hand(void **state) {
    (void)state;
    const char *h[] = {"a", "b", "c", "x"}, *r[] = {"x", "a", "b", "c"};
    int64_t e = -1;
    assert_int_equal(ter_edits(h, 4, r, 4, &e), TD_OK);
    assert_int_equal(e, 1);
    assert_int_equal(ter_edits(h, 4, r, 0, &e), TD_OK);  // empty reference: one per word
    assert_int_equal(e, 4);
    TerConfig norm = {0, 1, 0, 0};
    const char *hyp = "it's\tok", *ref = "it's\tok";
    TerStats s;
    assert_int_equal(ter_segment_stats(&s, hyp, &ref, 1, &norm), TD_OK);
    // hypothesis "it's ok" (2 words), reference "it 's ok" (3): "it's" -> "it" and "'s"
    // inserted, 2 edits
    assert_int_equal(s.edits, 2);
    assert_true(s.ref_len == 3.0);
    // two references: the fewer edits win, the lengths are averaged: (4 + 2) / 2
    const char *refs2[] = {"a b c d", "a b"}, *hyp2 = "a b";
    TerConfig cfg = {0, 0, 0, 0};
    assert_int_equal(ter_segment_stats(&s, hyp2, refs2, 2, &cfg), TD_OK);
    assert_int_equal(s.edits, 0);
    assert_true(s.ref_len == 3.0);
    // case: lowercased by default, not with case_sensitive
    const char *hc = "The Cat", *rc = "the cat";
    assert_int_equal(ter_segment_stats(&s, hc, &rc, 1, &cfg), TD_OK);
    assert_int_equal(s.edits, 0);
    cfg.case_sensitive = 1;
    assert_int_equal(ter_segment_stats(&s, hc, &rc, 1, &cfg), TD_OK);
    assert_int_equal(s.edits, 2);
    // (4100 + 1)^2 word pairs are over the 2^24 cells kept: an error, not 300+ MB
    char *big = malloc(2 * 4100 + 1);
    assert_non_null(big);
    for (int i = 0; i < 4100; i++) big[2 * i] = 'w', big[2 * i + 1] = ' ';
    big[2 * 4100] = '\0';
    const char *bigs[] = {big};
    assert_int_equal(ter_corpus_stats(&s, bigs, (const char *const *const[]){bigs}, 1, 1, &cfg),
                     TD_ERR_ARG);
    assert_non_null(strstr(td_last_error(), "line 1: TER: a segment of 4100 words"));
    free(big);
    char buf[64];
    ter_format(12.345, buf, sizeof buf);
    assert_string_equal(buf, "TER = 12.35");
}

// ---------------------------------------------------------------------------------------------
// bin/score's options
// ---------------------------------------------------------------------------------------------

static int run_score(const char *args, char *out, size_t cap) {
    char path[512];
    snprintf(path, sizeof path, "%s/score.out", test_tmpdir());
    int st = test_run("bin/score %s > %s 2>&1", args, path);
    snprintf(out, cap, "%s", test_slurp(path));
    return st;
}

static void test_score_cli_options(void **state) {
    (void)state;
    char args[2400], out[8192];
    char r1[512], r2[512], hy[512];
    snprintf(r1, sizeof r1, "%s", test_tmp_text("r1.txt", "The dog bit the man.\nIt was not "
                                                "unexpected.\nThe man bit him first.\n"));
    snprintf(r2, sizeof r2, "%s", test_tmp_text("r2.txt", "The dog had bit the man.\nNo one was "
                                                "surprised.\nThe man had bitten the dog.\n"));
    snprintf(hy, sizeof hy, "%s", test_tmp_text("hy.txt", "The dog bit the man.\nIt wasn't "
                                                "surprising.\nThe man had just bitten him.\n"));
    // test_bleu.py test_corpus_bleu (intl, 43.91623493) through -r A -r B
    snprintf(args, sizeof args, "-r %s -r %s -i %s -m bleu --tokenize intl --json", r1, r2, hy);
    assert_int_equal(run_score(args, out, sizeof out), 0);
    assert_non_null(strstr(out, "\"score\": 43.91623493"));
    assert_non_null(strstr(out, "nrefs:2|case:mixed|eff:no|tok:intl|smooth:exp|version:2.6.0"));
    // the text report of every metric, with options; chrF++ is named chrF2++
    snprintf(args, sizeof args, "-r %s -i %s -m bleu,chrf,ter --lowercase --smooth-method floor "
             "--chrf-word-order 2 --ter-normalized", r1, hy);
    assert_int_equal(run_score(args, out, sizeof out), 0);
    assert_non_null(strstr(out, "\nchrF2++ = "));
    assert_non_null(strstr(out, "\nTER = "));
    assert_non_null(strstr(out, "BLEU signature: nrefs:1|case:lc|eff:no|tok:13a|"
                                "smooth:floor[0.10]|version:2.6.0\n"));
    assert_non_null(strstr(out, "chrF2++ signature: nrefs:1|case:mixed|eff:yes|nc:6|nw:2|"
                                "space:no|version:2.6.0\n"));
    assert_non_null(strstr(out, "TER signature: nrefs:1|case:lc|tok:tercom|norm:yes|punct:yes|"
                                "asian:no|version:2.6.0\n"));
    // --sentence-level: one line per segment (metrics tab-separated), BLEU with effective
    // order. Segment 1 is identical to reference 1 ("The dog bit the man ." 6 tokens): 100;
    // TER 0.
    snprintf(args, sizeof args, "-r %s -i %s -m bleu,ter --sentence-level", r1, hy);
    assert_int_equal(run_score(args, out, sizeof out), 0);
    const char *first = "BLEU = 100.00 100.0/100.0/100.0/100.0 (BP = 1.000 ratio = 1.000 "
                        "hyp_len = 6 ref_len = 6)\tTER = 0.00\n";
    assert_true(strncmp(out, first, strlen(first)) == 0);
    assert_non_null(strstr(out, "BLEU signature: nrefs:1|case:mixed|eff:yes|tok:13a|smooth:exp|"));
    // test_sentence_bleu.py's example through the CLI: add-k 2 -> 21.389 (EPSILON 1e-3)
    char sr[512], sh[512];
    snprintf(sr, sizeof sr, "%s", test_tmp_text("sr.txt", "produc\u0163ia de zah\u0103r brut se "
                                                "exprim\u0103 \u00een zah\u0103r alb;\n"));
    snprintf(sh, sizeof sh, "%s", test_tmp_text("sh.txt", "Produc\u021bia de zah\u0103r "
                                                "prim\u0103 va fi exprimat\u0103 \u00een ceea ce "
                                                "prive\u0219te zah\u0103rul alb;\n"));
    snprintf(args, sizeof args, "-r %s -i %s -m bleu --sentence-level --smooth-method add-k "
             "--smooth-value 2 --json", sr, sh);
    assert_int_equal(run_score(args, out, sizeof out), 0);
    assert_non_null(strstr(out, "{\"bleu\": {\"score\": 21.389"));
    assert_non_null(strstr(out, "smooth:add-k[2.00]"));
    // test.sh "Control character tests": a "\r" inside a reference line is whitespace to the
    // tokenizer, so both references give the same score
    char buggy[512], okay[512], hh[512], out2[8192];
    snprintf(buggy, sizeof buggy, "%s", test_tmp_text("buggy.txt", "Hello! How are you \r doing "
                                                      "today?"));
    snprintf(okay, sizeof okay, "%s", test_tmp_text("okay.txt", "Hello! How are you doing "
                                                    "today?\n"));
    snprintf(hh, sizeof hh, "%s", test_tmp_text("hh.txt", "Hello! How are you doing today?\n"));
    snprintf(args, sizeof args, "-r %s -i %s -m bleu", buggy, hh);
    assert_int_equal(run_score(args, out, sizeof out), 0);
    snprintf(args, sizeof args, "-r %s -i %s -m bleu", okay, hh);
    assert_int_equal(run_score(args, out2, sizeof out2), 0);
    assert_string_equal(out, out2);
    // --chrf-whitespace: lines lose trailing whitespace as the sacreBLEU CLI reads them, so "ab "
    // scores like "ab" (100), not with an extra " " n-gram
    char wa[512], wb[512];
    snprintf(wa, sizeof wa, "%s", test_tmp_text("wa.txt", "a b  \n"));
    snprintf(wb, sizeof wb, "%s", test_tmp_text("wb.txt", "a b\n"));
    snprintf(args, sizeof args, "-r %s -i %s -m chrf --chrf-whitespace", wb, wa);
    assert_int_equal(run_score(args, out, sizeof out), 0);
    assert_true(strncmp(out, "chrF2 = 100.00\n", 15) == 0);
    // usage errors exit 2 naming the option, the value and what is allowed (util/cli.h)
    static const char *bad[][2] = {
        {"--tokenize ja-mecab", "--tokenize: unknown tokenizer 'ja-mecab' (13a, none, intl, char, "
                                "zh)"},
        {"--smooth-method add-one", "--smooth-method: unknown value 'add-one' (use "
                                    "exp|none|floor|add-k)"},
        {"--smooth-value -1", "--smooth-value: '-1' is not a number in [0, 1e+06]"},
        {"--chrf-beta x", "--chrf-beta: 'x' is not an integer in [0, 1000]"},
        {"--chrf-char-order 0", "--chrf-char-order: '0' is not an integer in [1, 16]"},
        {"--chrf-char-order 10 --chrf-word-order 7",
         "--chrf-char-order plus --chrf-word-order is at most 16"},
    };
    for (int i = 0; i < ARRAY_LEN(bad); i++) {
        snprintf(args, sizeof args, "-r %s -i %s %s", r1, hy, bad[i][0]);
        assert_int_equal(run_score(args, out, sizeof out), 2);
        char want[512];
        snprintf(want, sizeof want, "score: error: %s\nTry 'score --help'.\n", bad[i][1]);
        assert_string_equal(out, want);
    }
    snprintf(args, sizeof args, "-r %s -i %s --sentence-level --placeholders %s", r1, hy, r1);
    assert_int_equal(run_score(args, out, sizeof out), 2);
    // --help documents every option
    assert_int_equal(run_score("--help", out, sizeof out), 0);
    static const char *documented[] = {
        "--sentence-level", "--tokenize", "--lowercase", "--smooth-method", "--smooth-value",
        "--chrf-char-order", "--chrf-word-order", "--chrf-beta", "--chrf-whitespace",
        "--chrf-lowercase", "--chrf-eps-smoothing", "--ter-case-sensitive", "--ter-normalized",
        "--ter-no-punct", "--ter-asian-support", "--placeholders", "--json", "--metrics"};
    for (int i = 0; i < ARRAY_LEN(documented); i++) assert_non_null(strstr(out, documented[i]));
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_bleu_py_raw_bleu),
        cmocka_unit_test(test_bleu_py_corpus_bleu),
        cmocka_unit_test(test_bleu_py_effective_order_and_stats),
        cmocka_unit_test(test_bleu_py_compute_bleu),
        cmocka_unit_test(test_sentence_bleu_py),
        cmocka_unit_test(test_bleu_smoothing_by_hand),
        cmocka_unit_test(test_bleu_signatures),
        cmocka_unit_test(test_tokenize_intl),
        cmocka_unit_test(test_tokenize_zh_char_none),
        cmocka_unit_test(test_lowercase),
        cmocka_unit_test(test_chrf_py_cases),
        cmocka_unit_test(test_chrf_py_sentence_level),
        cmocka_unit_test(test_chrf_plus_plus_by_hand),
        cmocka_unit_test(test_ter_py),
        cmocka_unit_test(test_tokenizer_ter_py),
        cmocka_unit_test(test_ter_by_hand),
        cmocka_unit_test(test_score_cli_options),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
