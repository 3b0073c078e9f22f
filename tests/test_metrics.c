// Tests for score/metrics.{c,h} (sacreBLEU-exact BLEU, chrF and TER) and bin/score.
//
// Expected values come from the metric definitions, with the arithmetic in the comments; the one
// larger corpus check (test_reference_corpus) uses figures from an independent reimplementation
// of sacreBLEU 2.6.0's default BLEU and chrF (standard-library Python, kept outside this
// repository; sacreBLEU 2.6.0 itself gives the same two scores), run once, and re-derives some
// of them by hand. sacreBLEU's own test suite is in tests/test_metrics_sacrebleu.c.
//
// Tolerances: BLEU and chrF are double arithmetic over integer counts; a score compared with a
// hand-computed formula is within 1e-9 (a few exp/log roundings of values below 100), a ratio of
// two small integers within 1e-15, and figures printed by the reference with three decimals
// (30.214) within 1e-3.
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
#include <unistd.h>
#include <zlib.h>

#include "score/metrics.h"

#define ARRAY_LEN(a) ((int)(sizeof(a) / sizeof((a)[0])))

static void assert_close(double got, double want, double atol) {
    if (!(fabs(got - want) <= atol)) {
        print_error("got %.17g want %.17g (atol %g)\n", got, want, atol);
        fail();
    }
}

static BleuStats seg_bleu(const char *hyp, const char *ref) {
    BleuStats s;
    assert_int_equal(bleu_segment_stats(&s, hyp, &ref, 1), TD_OK);
    return s;
}

static ChrfStats seg_chrf(const char *hyp, const char *ref) {
    ChrfStats s;
    assert_int_equal(chrf_segment_stats(&s, hyp, &ref, 1), TD_OK);
    return s;
}

static void assert_counts(const BleuStats *s, const int64_t correct[4], const int64_t total[4],
                          int64_t hyp_len, int64_t ref_len) {
    for (int k = 0; k < 4; k++) {
        assert_int_equal(s->correct[k], correct[k]);
        assert_int_equal(s->total[k], total[k]);
    }
    assert_int_equal(s->hyp_len, hyp_len);
    assert_int_equal(s->ref_len, ref_len);
}

// ---------------------------------------------------------------------------------------------
// Tokenizer 13a
// ---------------------------------------------------------------------------------------------

// Each expectation follows the four 13a regexes by hand: (1) ASCII punctuation except ' , - .
// is isolated; (2) [.,] after a non-digit is split; (3) [.,] before a non-digit is split;
// (4) '-' after a digit is split; entities are unescaped first; whitespace is Python's.
static void test_tokenize_13a_cases(void **state) {
    (void)state;
    static const char *cases[][2] = {
        {"Hello, world.", "Hello , world ."},           // (2) "o," and "d."
        {"1,000.50 dollars", "1,000.50 dollars"},       // [.,] between digits stays
        {"It costs $5.00.", "It costs $ 5.00 ."},       // (1) "$"; (3) final "." before " "
        {"pages 10-20", "pages 10 - 20"},               // (4) "0-"
        {"well-known a--b", "well-known a--b"},         // dashes after letters stay
        {"x-1-2", "x-1 - 2"},                           // (4) only the "1-" pair
        {"-1 5,-3", "-1 5 , -3"},                       // (3) ",-": comma before non-digit
        {"&quot;Hi&quot; &amp; &lt;b&gt;", "\" Hi \" & < b >"},  // unescape, then (1)
        {"&amp;lt;", "<"},                              // &amp; -> &, then &lt; -> <
        {"don't", "don't"},                             // apostrophe is not split
        {"U.S.A.", "U . S . A ."},                      // (2) on each letter+period
        {"<skipped> text", "text"},                     // "<skipped>" removed first
        {"co-\noperate", "cooperate"},                  // "-\n" removed
        {"(a)[b]{c}", "( a ) [ b ] { c }"},             // (1) brackets
        {"Voil\u00e0!  \t", "Voil\u00e0 !"},           // accents kept; trailing space stripped
        // non-ASCII punctuation is not split, but a comma after it is (non-digit + ",")
        {"\u00abBonjour\u00bb, dit-elle\u2026", "\u00abBonjour\u00bb , dit-elle\u2026"},
        // U+3000 and U+00A0 are Python whitespace; U+200B (zero width space) is not
        {"a\u3000b\u00a0c a\u200bb", "a b c a\u200bb"},
        // [0-9] is ASCII only: ARABIC-INDIC DIGIT THREE counts as a non-digit
        {"\u0663.5 3.5 x.5 3. ,a", "\u0663 . 5 3.5 x . 5 3 . , a"},
        {"", ""},
        {"   ", ""},
    };
    for (int i = 0; i < ARRAY_LEN(cases); i++) {
        char *out = NULL;
        assert_int_equal(bleu_tokenize_13a(cases[i][0], &out), TD_OK);
        if (strcmp(out, cases[i][1]) != 0) {
            print_error("case %d: '%s' -> '%s', want '%s'\n", i, cases[i][0], out, cases[i][1]);
            free(out);
            fail();
        }
        free(out);
    }
}

static void test_invalid_utf8(void **state) {
    (void)state;
    static const char *bad[] = {
        "ok \xc3\x28",          // continuation byte missing
        "ok \xc0\xaf",          // overlong "/"
        "ok \xed\xa0\x80",      // UTF-16 surrogate U+D800
        "ok \xe2\x82",          // truncated 3-byte sequence
        "ok \xf4\x90\x80\x80",  // above U+10FFFF
        "ok \xff",
    };
    for (int i = 0; i < ARRAY_LEN(bad); i++) {
        char *out = NULL;
        assert_int_equal(bleu_tokenize_13a(bad[i], &out), TD_ERR_FORMAT);
        assert_null(out);
        // "ok " is 3 bytes: the bad sequence starts at the 4th
        assert_non_null(strstr(td_last_error(), "invalid UTF-8 at byte 4"));
        size_t at = 0;
        assert_int_equal(metrics_utf8_valid(bad[i], strlen(bad[i]), &at), 0);
        assert_int_equal(at, 4);
    }
    assert_int_equal(metrics_utf8_valid("\xf0\x9f\x98\x80 \xe6\x97\xa5", 8, NULL), 1);

    BleuStats b = {0};
    ChrfStats c = {0};
    assert_int_equal(bleu_add(&b, "fine", "bad \xff"), TD_ERR_FORMAT);
    assert_non_null(strstr(td_last_error(), "reference: invalid UTF-8 at byte 5"));
    assert_int_equal(b.hyp_len, 0);  // unchanged on error
    assert_int_equal(chrf_add(&c, "\xff", "fine"), TD_ERR_FORMAT);
    assert_non_null(strstr(td_last_error(), "hypothesis: invalid UTF-8 at byte 1"));

    // corpus functions name the (1-based) line
    const char *hyps[] = {"a b", "c \xc3"}, *refs[] = {"a b", "c d"};
    assert_int_equal(bleu_corpus_stats(&b, hyps, refs, 2), TD_ERR_FORMAT);
    assert_string_equal(td_last_error(), "line 2: hypothesis: invalid UTF-8 at byte 3");
    assert_int_equal(chrf_corpus_stats(&c, hyps, refs, 2), TD_ERR_FORMAT);
    assert_string_equal(td_last_error(), "line 2: hypothesis: invalid UTF-8 at byte 3");
}

// ---------------------------------------------------------------------------------------------
// BLEU
// ---------------------------------------------------------------------------------------------

static void test_bleu_identical(void **state) {
    (void)state;
    // 6 tokens: n-grams 6/5/4/3, all matched -> every p_n = 100, BP = 1, BLEU = 100.
    BleuStats s = seg_bleu("the cat sat on the mat", "the cat sat on the mat");
    assert_counts(&s, (int64_t[]){6, 5, 4, 3}, (int64_t[]){6, 5, 4, 3}, 6, 6);
    BleuResult r;
    bleu_compute(&s, &r);
    assert_close(r.score, 100.0, 1e-9);
    char line[256];
    bleu_format(&r, line, sizeof line);
    assert_string_equal(line, "BLEU = 100.00 100.0/100.0/100.0/100.0 (BP = 1.000 ratio = 1.000 "
                              "hyp_len = 6 ref_len = 6)");
    bleu_signature(1, line, sizeof line);
    assert_string_equal(line, "nrefs:1|case:mixed|eff:no|tok:13a|smooth:exp|version:2.6.0");
}

static void test_bleu_empty_hypothesis(void **state) {
    (void)state;
    // hyp_len 0 < ref_len 3: BP = 0; no matches at all: BLEU 0, precisions 0, ratio 0/3 = 0.
    BleuStats s = seg_bleu("", "a b c");
    assert_counts(&s, (int64_t[]){0, 0, 0, 0}, (int64_t[]){0, 0, 0, 0}, 0, 3);
    BleuResult r;
    bleu_compute(&s, &r);
    char line[256];
    bleu_format(&r, line, sizeof line);
    assert_string_equal(line, "BLEU = 0.00 0.0/0.0/0.0/0.0 (BP = 0.000 ratio = 0.000 hyp_len = 0 "
                              "ref_len = 3)");
    // both empty: hyp_len >= ref_len gives BP 1; ratio is 0 when ref_len is 0; BLEU 0
    s = seg_bleu(" ", "");
    bleu_compute(&s, &r);
    assert_true(r.score == 0.0 && r.bp == 1.0 && r.ratio == 0.0);
}

static void test_bleu_longer_hypothesis(void **state) {
    (void)state;
    // hyp 7 tokens, ref 6: BP = 1 (7 >= 6), ratio 7/6. Only n-grams touching "today" miss:
    // correct 6/5/4/3 of totals 7/6/5/4 -> BLEU = 100 (6/7 * 5/6 * 4/5 * 3/4)^(1/4)
    // = 100 (3/7)^(1/4) = 80.9107...
    BleuStats s = seg_bleu("the cat sat on the mat today", "the cat sat on the mat");
    assert_counts(&s, (int64_t[]){6, 5, 4, 3}, (int64_t[]){7, 6, 5, 4}, 7, 6);
    BleuResult r;
    bleu_compute(&s, &r);
    assert_close(r.bp, 1.0, 0);
    assert_close(r.ratio, 7.0 / 6.0, 1e-15);
    assert_close(r.score, 100.0 * pow(3.0 / 7.0, 0.25), 1e-9);
    assert_close(r.score, 80.9107, 1e-4);
}

static void test_bleu_brevity_penalty(void **state) {
    (void)state;
    // all 4/3/2/1 n-grams match (p_n = 100) but hyp_len 4 < ref_len 6:
    // BP = exp(1 - 6/4) = exp(-0.5) = 0.60653 -> BLEU = 60.653
    BleuStats s = seg_bleu("a b c d", "a b c d e f");
    BleuResult r;
    bleu_compute(&s, &r);
    assert_close(r.bp, exp(-0.5), 1e-15);
    assert_close(r.score, 100.0 * exp(-0.5), 1e-9);
}

static void test_bleu_exp_smoothing(void **state) {
    (void)state;
    // "a b x c d" vs "a b y c d": 1-grams a b c d match (4/5); 2-grams "a b", "c d" (2/4);
    // 3-grams 0/3, 4-grams 0/2. exp smoothing: the first zero order gets 100/(2*3) = 16.667,
    // the second 100/(4*2) = 12.5. BLEU = (80 * 50 * 16.667 * 12.5)^(1/4) = 833333.3^(1/4)
    // = 30.214 (BP = 1).
    BleuStats s = seg_bleu("a b x c d", "a b y c d");
    assert_counts(&s, (int64_t[]){4, 2, 0, 0}, (int64_t[]){5, 4, 3, 2}, 5, 5);
    BleuResult r;
    bleu_compute(&s, &r);
    assert_close(r.precisions[0], 80.0, 1e-12);
    assert_close(r.precisions[1], 50.0, 1e-12);
    assert_close(r.precisions[2], 100.0 / 6.0, 1e-12);
    assert_close(r.precisions[3], 12.5, 1e-12);
    assert_close(r.score, pow(80.0 * 50.0 * (100.0 / 6.0) * 12.5, 0.25), 1e-9);
    assert_close(r.score, 30.214, 1e-3);

    // Only order 4 without a match: the halving counter starts there, p_4 = 100/(2*1) = 50.
    // "a b c d" vs "a b c e d": p = 4/4, 2/3 ("a b", "b c"), 1/2 ("a b c"), 0/1;
    // BP = exp(1 - 5/4); BLEU = BP (100 * 66.667 * 50 * 50)^(1/4) = 0.7788 * 63.894 = 49.761
    s = seg_bleu("a b c d", "a b c e d");
    assert_counts(&s, (int64_t[]){4, 2, 1, 0}, (int64_t[]){4, 3, 2, 1}, 4, 5);
    bleu_compute(&s, &r);
    assert_close(r.precisions[3], 50.0, 1e-12);
    assert_close(r.score, exp(-0.25) * pow(100.0 * (200.0 / 3.0) * 50.0 * 50.0, 0.25), 1e-9);
    assert_close(r.score, 49.761, 1e-3);
}

static void test_bleu_zero_cases(void **state) {
    (void)state;
    BleuResult r;
    // 3 tokens: no 4-grams at all (total_4 = 0): sacreBLEU stops there, p_4 stays 0 -> BLEU 0
    // even though everything matches (no effective order by default).
    BleuStats s = seg_bleu("a b c", "a b c");
    assert_counts(&s, (int64_t[]){3, 2, 1, 0}, (int64_t[]){3, 2, 1, 0}, 3, 3);
    bleu_compute(&s, &r);
    assert_close(r.precisions[2], 100.0, 1e-12);
    assert_true(r.precisions[3] == 0.0 && r.score == 0.0);
    // no unigram match: BLEU 0 and all precisions 0 (no smoothing applied), BP still 1
    s = seg_bleu("x y", "a b");
    bleu_compute(&s, &r);
    assert_true(r.score == 0.0 && r.precisions[0] == 0.0 && r.precisions[1] == 0.0);
    assert_true(r.bp == 1.0);
    // case matters (mixed case): "The" != "the"
    s = seg_bleu("The", "the");
    assert_int_equal(s.correct[0], 0);
}

static void test_bleu_unicode(void **state) {
    (void)state;
    // "«Voilà», dit-il." -> «Voilà» , dit-il . and the reference -> «Voilà» , dit-elle .
    // 1-grams 3/4; 2-grams "«Voilà» ," 1/3; 3-grams 0/2 -> 100/(2*2) = 25; 4-grams 0/1 ->
    // 100/(4*1) = 25. BLEU = (75 * 33.333 * 25 * 25)^(1/4) = 1562500^(1/4) = 25 sqrt(2) = 35.355
    BleuStats s = seg_bleu("\u00abVoil\u00e0\u00bb, dit-il.", "\u00abVoil\u00e0\u00bb, dit-elle.");
    assert_counts(&s, (int64_t[]){3, 1, 0, 0}, (int64_t[]){4, 3, 2, 1}, 4, 4);
    assert_close(bleu_score(&s), 25.0 * sqrt(2.0), 1e-9);
    // "Voila" and "Voilà" are different tokens; NFC "à" and NFD "a" + U+0300 too (no
    // normalisation in sacreBLEU)
    s = seg_bleu("Voila", "Voil\u00e0");
    assert_int_equal(s.correct[0], 0);
    s = seg_bleu("Voila\u0300", "Voil\u00e0");
    assert_int_equal(s.correct[0], 0);
    // CJK without spaces is one token; the ideographic space U+3000 separates tokens
    s = seg_bleu("\u6211\u7231\u4f60", "\u6211\u3000\u7231\u4f60");
    assert_counts(&s, (int64_t[]){0, 0, 0, 0}, (int64_t[]){1, 0, 0, 0}, 1, 2);
}

static void test_bleu_multi_reference(void **state) {
    (void)state;
    // hyp "the the the cat" (4 tokens), refs "the cat" (2) and "the the dog" (3).
    // ref_len: |4-2| = 2, |4-3| = 1 -> 3. Clipping uses the max count over references:
    // "the": min(3, max(1, 2)) = 2, "cat": 1 -> 3/4; "the the" x2: min(2, max(0, 1)) = 1,
    // "the cat": 1 -> 2/3; 3-grams 0/2; 4-grams 0/1.
    const char *refs[] = {"the cat", "the the dog"};
    BleuStats s;
    assert_int_equal(bleu_segment_stats(&s, "the the the cat", refs, 2), TD_OK);
    assert_counts(&s, (int64_t[]){3, 2, 0, 0}, (int64_t[]){4, 3, 2, 1}, 4, 3);
    // equal distance (|4-5| = |4-3|): the shorter reference length wins, in either order
    const char *tie1[] = {"a b c d e", "a b c"}, *tie2[] = {"a b c", "a b c d e"};
    assert_int_equal(bleu_segment_stats(&s, "a b c d", tie1, 2), TD_OK);
    assert_int_equal(s.ref_len, 3);
    assert_int_equal(bleu_segment_stats(&s, "a b c d", tie2, 2), TD_OK);
    assert_int_equal(s.ref_len, 3);
    char sig[128];
    bleu_signature(2, sig, sizeof sig);
    assert_string_equal(sig, "nrefs:2|case:mixed|eff:no|tok:13a|smooth:exp|version:2.6.0");
}

static void test_bleu_corpus(void **state) {
    (void)state;
    // Corpus BLEU sums the statistics first: {4,2,0,0}/{5,4,3,2} + {6,5,4,3}/{6,5,4,3}
    // = {10,7,4,3}/{11,9,7,5}, lengths 11/11 -> BLEU = 100 (10/11 * 7/9 * 4/7 * 3/5)^(1/4)
    // = 100 (840/3465)^(1/4) = 70.17, not the mean of the sentence scores (30.21 + 100) / 2.
    const char *hyps[] = {"a b x c d", "the cat sat on the mat"};
    const char *refs[] = {"a b y c d", "the cat sat on the mat"};
    BleuStats c, acc = {0};
    assert_int_equal(bleu_corpus_stats(&c, hyps, refs, 2), TD_OK);
    assert_counts(&c, (int64_t[]){10, 7, 4, 3}, (int64_t[]){11, 9, 7, 5}, 11, 11);
    assert_close(bleu_score(&c), 100.0 * pow(840.0 / 3465.0, 0.25), 1e-9);
    for (int i = 0; i < 2; i++) assert_int_equal(bleu_add(&acc, hyps[i], refs[i]), TD_OK);
    assert_memory_equal(&acc, &c, sizeof c);
    BleuStats s0 = seg_bleu(hyps[0], refs[0]), s1 = seg_bleu(hyps[1], refs[1]), sum = {0};
    bleu_stats_add(&sum, &s0);
    bleu_stats_add(&sum, &s1);
    assert_memory_equal(&sum, &c, sizeof c);
    // n = 0: all zero, BLEU 0
    assert_int_equal(bleu_corpus_stats(&c, hyps, refs, 0), TD_OK);
    assert_true(c.hyp_len == 0 && bleu_score(&c) == 0.0);
}

// ---------------------------------------------------------------------------------------------
// chrF
// ---------------------------------------------------------------------------------------------

static void assert_chrf_stats(const ChrfStats *s, const int64_t hyp[6], const int64_t ref[6],
                              const int64_t match[6]) {
    for (int k = 0; k < 6; k++) {
        if (s->hyp[k] != hyp[k] || s->ref[k] != ref[k] || s->match[k] != match[k]) {
            print_error("order %d: got %lld/%lld/%lld want %lld/%lld/%lld\n", k + 1,
                        (long long)s->hyp[k], (long long)s->ref[k], (long long)s->match[k],
                        (long long)hyp[k], (long long)ref[k], (long long)match[k]);
            fail();
        }
    }
}

// chrF from P and R, beta 2: 100 * 5PR / (4P + R)
static double f2(double p, double r) { return 100.0 * 5.0 * p * r / (4.0 * p + r); }

static void test_chrf_small(void **state) {
    (void)state;
    // identical "Yes.": 4 characters -> orders 1..4 have 4/3/2/1 n-grams, all matched;
    // orders 5, 6 have none on either side and are left out: P = R = 1 -> 100
    ChrfStats s = seg_chrf("Yes.", "Yes.");
    assert_chrf_stats(&s, (int64_t[]){4, 3, 2, 1, 0, 0}, (int64_t[]){4, 3, 2, 1, 0, 0},
                      (int64_t[]){4, 3, 2, 1, 0, 0});
    assert_close(chrf_score(&s), 100.0, 1e-12);
    char buf[128];
    chrf_format(chrf_score(&s), buf, sizeof buf);
    assert_string_equal(buf, "chrF2 = 100.00");
    chrf_signature(1, buf, sizeof buf);
    assert_string_equal(buf, "nrefs:1|case:mixed|eff:yes|nc:6|nw:0|space:no|version:2.6.0");

    // whitespace (Python's, including U+3000) is removed before counting: all three are "ab"
    s = seg_chrf("a b", "ab");
    assert_close(chrf_score(&s), 100.0, 1e-12);
    s = seg_chrf("a\u3000b\t", " ab");
    assert_close(chrf_score(&s), 100.0, 1e-12);

    // "abc" vs "abcd": order 1 3/4 match 3, order 2 2/3 match 2, order 3 1/2 match 1, order 4
    // hyp 0 (left out). P = (1 + 1 + 1)/3 = 1, R = (3/4 + 2/3 + 1/2)/3 = 23/36;
    // chrF = 100 * 5R/(4 + R) = 100 * 115/167 = 68.862
    s = seg_chrf("abc", "abcd");
    assert_chrf_stats(&s, (int64_t[]){3, 2, 1, 0, 0, 0}, (int64_t[]){4, 3, 2, 1, 0, 0},
                      (int64_t[]){3, 2, 1, 0, 0, 0});
    assert_close(chrf_score(&s), 100.0 * 115.0 / 167.0, 1e-9);

    // sacreBLEU quirk: where the reference has no n-grams of an order, the hypothesis n-grams of
    // that order are not counted either. "abcdef" vs "ab": orders 3..6 give hyp 0 (not 4..1).
    // P = (2/6 + 1/5)/2 = 4/15, R = (2/2 + 1/1)/2 = 1; chrF = 100 * 5(4/15)/(16/15 + 1)
    // = 100 * 20/31 = 64.516
    s = seg_chrf("abcdef", "ab");
    assert_chrf_stats(&s, (int64_t[]){6, 5, 0, 0, 0, 0}, (int64_t[]){2, 1, 0, 0, 0, 0},
                      (int64_t[]){2, 1, 0, 0, 0, 0});
    assert_close(chrf_score(&s), 100.0 * 20.0 / 31.0, 1e-9);

    // empty hypothesis: no order has hyp > 0 -> 0; both empty -> 0
    s = seg_chrf("", "abc");
    assert_true(chrf_score(&s) == 0.0);
    s = seg_chrf("", "");
    assert_true(chrf_score(&s) == 0.0);
    // no common character: P = R = 0 -> 0
    s = seg_chrf("xyz", "abc");
    assert_true(chrf_score(&s) == 0.0);
}

static void test_chrf_unicode(void **state) {
    (void)state;
    // Code points, not bytes: "café" vs "cafe" is 4 characters each (5 and 4 bytes).
    // order 1: 4/4 match 3 (c a f); order 2: 3/3 match 2 (ca af); order 3: 2/2 match 1 (caf);
    // order 4: 1/1 match 0; P = R = (3/4 + 2/3 + 1/2 + 0)/4 = 23/48 -> chrF = 100 * 23/48
    // = 47.917
    ChrfStats s = seg_chrf("caf\u00e9", "cafe");
    assert_chrf_stats(&s, (int64_t[]){4, 3, 2, 1, 0, 0}, (int64_t[]){4, 3, 2, 1, 0, 0},
                      (int64_t[]){3, 2, 1, 0, 0, 0});
    assert_close(chrf_score(&s), 100.0 * 23.0 / 48.0, 1e-9);
    // three CJK characters (9 bytes): 3/2/1 n-grams of orders 1..3, nothing above
    s = seg_chrf("\u6211\u7231\u4f60", "\u6211\u7231\u4f60");
    assert_chrf_stats(&s, (int64_t[]){3, 2, 1, 0, 0, 0}, (int64_t[]){3, 2, 1, 0, 0, 0},
                      (int64_t[]){3, 2, 1, 0, 0, 0});
    // an emoji (4 bytes) is one character
    s = seg_chrf("\U0001F600!", "\U0001F600?");
    assert_chrf_stats(&s, (int64_t[]){2, 1, 0, 0, 0, 0}, (int64_t[]){2, 1, 0, 0, 0, 0},
                      (int64_t[]){1, 0, 0, 0, 0, 0});
}

static void test_chrf_corpus_and_multi(void **state) {
    (void)state;
    // Corpus chrF sums the statistics over segments, then averages over orders:
    // ("abc","abcd") + ("abcdef","ab"): order 1 hyp 3+6, ref 4+2, match 3+2; order 2 2+5, 3+1,
    // 2+1; order 3 1+0, 2+0, 1+0; order 4 hyp 0 -> left out.
    // P = (5/9 + 3/7 + 1/1)/3 = 0.66138, R = (5/6 + 3/4 + 1/2)/3 = 0.69444,
    // chrF = 100 * 5PR/(4P + R) = 68.757
    const char *hyps[] = {"abc", "abcdef"}, *refs[] = {"abcd", "ab"};
    ChrfStats c, acc = {0};
    assert_int_equal(chrf_corpus_stats(&c, hyps, refs, 2), TD_OK);
    assert_chrf_stats(&c, (int64_t[]){9, 7, 1, 0, 0, 0}, (int64_t[]){6, 4, 2, 1, 0, 0},
                      (int64_t[]){5, 3, 1, 0, 0, 0});
    double p = (5.0 / 9 + 3.0 / 7 + 1.0) / 3, r = (5.0 / 6 + 3.0 / 4 + 1.0 / 2) / 3;
    assert_close(chrf_score(&c), f2(p, r), 1e-9);
    assert_close(chrf_score(&c), 68.757, 1e-3);
    for (int i = 0; i < 2; i++) assert_int_equal(chrf_add(&acc, hyps[i], refs[i]), TD_OK);
    assert_memory_equal(&acc, &c, sizeof c);

    // several references: the one with the best segment chrF wins
    const char *r2[] = {"xyz", "abc"};
    ChrfStats s;
    assert_int_equal(chrf_segment_stats(&s, "abc", r2, 2), TD_OK);
    assert_close(chrf_score(&s), 100.0, 1e-12);
}

// ---------------------------------------------------------------------------------------------
// A 50-segment corpus against the independent oracle
// ---------------------------------------------------------------------------------------------

// Hand-written hypothesis/reference pairs: punctuation, entities, numbers, dashes, accents,
// curly quotes, Cyrillic, CJK, an empty hypothesis.
static const char *const k_pairs[][2] = {
    {"The cat sat on the mat.",
     "The cat sat on the mat."},
    {"Hello, world!",
     "Hello world!"},
    {"It costs $5.00, doesn't it?",
     "It costs 5.00 dollars, doesn't it?"},
    {"The meeting is from 10-12 on Monday.",
     "The meeting runs from 10-12 on Monday."},
    {"She said: &quot;I will come tomorrow.&quot;",
     "She said, \"I'll come tomorrow.\""},
    {"We sold 1,000,000 copies in 2019.",
     "In 2019 we sold 1,000,000 copies."},
    {"The well-known author wrote a new book.",
     "The famous author has written a new book."},
    {"Where is the train station?",
     "Where's the railway station?"},
    {"Das ist ein schönes Haus.",
     "Das ist ein sehr schönes Haus."},
    {"«Bonjour», dit-elle en souriant.",
     "« Bonjour », dit-elle avec un sourire."},
    {"The U.S. economy grew by 3.5% last year.",
     "The US economy grew 3.5 % last year."},
    {"",
     "Nothing was translated here."},
    {"I like apples and oranges.",
     "I like oranges and apples."},
    {"He ran quickly -- very quickly -- to the door.",
     "He ran very quickly to the door."},
    {"Please read pages 12-15 before class.",
     "Read pages 12 to 15 before the class, please."},
    {"The temperature dropped to -5 degrees.",
     "The temperature fell to -5 degrees."},
    {"Café, crème brûlée and naïve façades.",
     "Cafe, creme brulee and naive facades."},
    {"Tom's dog barked at the mailman.",
     "Tom's dog barked at the postman."},
    {"This is a test.",
     "This is only a test."},
    {"Is it 3:30 or 4:30?",
     "Is it half past three or half past four?"},
    {"They arrived at 9 a.m. sharp.",
     "They arrived at exactly 9 a.m."},
    {"A B C D E F G",
     "A B C D E F G"},
    {"one two three four five",
     "five four three two one"},
    {"The price rose from €20 to €25.",
     "The price increased from 20 € to 25 €."},
    {"We need more data &amp; better models.",
     "We need more data and better models."},
    {"Email me at info@example.com.",
     "Send an email to info@example.com."},
    {"The results (see Table 2) are clear.",
     "The results are clear (see Table 2)."},
    {"Why? Because I said so!",
     "Why? Because I said so."},
    {"Der Zug fährt um 8.15 Uhr ab.",
     "Der Zug fährt um 8:15 Uhr ab."},
    {"He bought 3 apples, 2 pears and 1 melon.",
     "He bought three apples, two pears and a melon."},
    {"The committee approved the proposal unanimously.",
     "The proposal was approved unanimously by the committee."},
    {"Ce n'est pas grave.",
     "Ce n’est pas grave."},
    {"She has lived in New York since 2010.",
     "She has been living in New York since 2010."},
    {"Good morning, everyone.",
     "Good morning everybody."},
    {"The file is 2.5 GB in size.",
     "The file has a size of 2.5 GB."},
    {"Yes.",
     "Yes."},
    {"No, thanks.",
     "No thank you."},
    {"The children played in the garden all afternoon.",
     "The kids played in the garden the whole afternoon."},
    {"我爱你",
     "我爱你"},
    {"Он читает книгу.",
     "Он читает интересную книгу."},
    {"The ratio was 1:2 in every trial.",
     "In every trial the ratio was 1:2."},
    {"Version 2.0.1 fixes several bugs.",
     "Version 2.0.1 fixed a number of bugs."},
    {"Turn left, then right, then left again.",
     "Turn left, then right and then left again."},
    {"It was the best of times, it was the worst of times.",
     "It was the best of times, it was the worst of times."},
    {"The quick brown fox jumps over the lazy dog.",
     "A quick brown fox jumped over the lazy dog."},
    {"Mr. Smith isn't here today.",
     "Mr Smith is not here today."},
    {"I can't believe it's already December!",
     "I cannot believe it is December already!"},
    {"The road is closed between km 5-7.",
     "The road is closed from km 5 to km 7."},
    {"See you later.",
     "See you soon."},
    {"Thank you very much for your help.",
     "Thanks a lot for your help."},
};

// Expected values: the 50 pairs above were written one per line to hyp.txt / ref.txt and scored
// once with that reimplementation (its bleu and chrf commands with --json), which printed
//   BLEU = 41.01 77.9/50.6/33.6/25.1 (BP = 0.960 ratio = 0.961 hyp_len = 371 ref_len = 386)
//   {"bleu": 41.00873814922369, "counts": [289, 163, 92, 57], "totals": [371, 322, 274, 227],
//    "bp": 0.9603751718571787, ...}
//   chrF2 = 63.69
//   {"chrf": 63.685455768648694, "stats": [[1228, 1301, 1082], [1179, 1251, 919],
//    [1130, 1201, 792], [1081, 1151, 673], [1033, 1102, 567], [986, 1054, 475]]}
// The scores are also re-derived below from those counts with the formulas, and a few segments
// are checked by hand.
static void test_reference_corpus(void **state) {
    (void)state;
    enum { N = ARRAY_LEN(k_pairs) };
    assert_int_equal(N, 50);
    const char *hyps[N], *refs[N];
    for (int i = 0; i < N; i++) hyps[i] = k_pairs[i][0], refs[i] = k_pairs[i][1];

    BleuStats b;
    assert_int_equal(bleu_corpus_stats(&b, hyps, refs, N), TD_OK);
    assert_counts(&b, (int64_t[]){289, 163, 92, 57}, (int64_t[]){371, 322, 274, 227}, 371, 386);
    BleuResult br;
    bleu_compute(&b, &br);
    assert_close(br.score, 41.00873814922369, 1e-12);
    assert_close(br.bp, 0.9603751718571787, 1e-15);
    char line[256];
    bleu_format(&br, line, sizeof line);
    assert_string_equal(line, "BLEU = 41.01 77.9/50.6/33.6/25.1 (BP = 0.960 ratio = 0.961 "
                              "hyp_len = 371 ref_len = 386)");
    // by hand from the counts: BP = exp(1 - 386/371), BLEU = BP (prod correct/total)^(1/4)
    double by_hand = exp(1.0 - 386.0 / 371.0) *
                     pow(289.0 / 371 * 163.0 / 322 * 92.0 / 274 * 57.0 / 227, 0.25) * 100.0;
    assert_close(br.score, by_hand, 1e-9);

    ChrfStats c;
    assert_int_equal(chrf_corpus_stats(&c, hyps, refs, N), TD_OK);
    assert_chrf_stats(&c, (int64_t[]){1228, 1179, 1130, 1081, 1033, 986},
                      (int64_t[]){1301, 1251, 1201, 1151, 1102, 1054},
                      (int64_t[]){1082, 919, 792, 673, 567, 475});
    assert_close(chrf_score(&c), 63.685455768648694, 1e-12);
    double p = 0, r = 0;
    for (int k = 0; k < 6; k++) {
        p += (double)c.match[k] / (double)c.hyp[k] / 6;
        r += (double)c.match[k] / (double)c.ref[k] / 6;
    }
    assert_close(chrf_score(&c), f2(p, r), 1e-9);
    chrf_format(chrf_score(&c), line, sizeof line);
    assert_string_equal(line, "chrF2 = 63.69");

    // Segments by hand. 1: "The cat sat on the mat ." on both sides, 7 tokens -> 7/6/5/4.
    BleuStats s = seg_bleu(hyps[0], refs[0]);
    assert_counts(&s, (int64_t[]){7, 6, 5, 4}, (int64_t[]){7, 6, 5, 4}, 7, 7);
    // 2: "Hello , world !" vs "Hello world !": 1-grams Hello world ! (3/4), 2-grams "world !"
    // (1/3), 3-grams 0/2, 4-grams 0/1
    s = seg_bleu(hyps[1], refs[1]);
    assert_counts(&s, (int64_t[]){3, 1, 0, 0}, (int64_t[]){4, 3, 2, 1}, 4, 3);
    // 12: empty hypothesis; "Nothing was translated here ." has 5 tokens
    s = seg_bleu(hyps[11], refs[11]);
    assert_counts(&s, (int64_t[]){0, 0, 0, 0}, (int64_t[]){0, 0, 0, 0}, 0, 5);
    // 36: "Yes ." on both sides: 2 tokens -> 2/1/0/0
    s = seg_bleu(hyps[35], refs[35]);
    assert_counts(&s, (int64_t[]){2, 1, 0, 0}, (int64_t[]){2, 1, 0, 0}, 2, 2);
    // 39: three CJK characters on both sides: chrF counts 3/2/1 code points, not 9/8/7 bytes
    ChrfStats cs = seg_chrf(hyps[38], refs[38]);
    assert_chrf_stats(&cs, (int64_t[]){3, 2, 1, 0, 0, 0}, (int64_t[]){3, 2, 1, 0, 0, 0},
                      (int64_t[]){3, 2, 1, 0, 0, 0});
}

// ---------------------------------------------------------------------------------------------
// bin/score (built before the tests run; they run from the repository root)
// ---------------------------------------------------------------------------------------------

// Runs "bin/score ARGS" with stdout and stderr to files; returns the exit status.
static int run_score(const char *args, char **out, char **err) {
    static char out_buf[4096], err_buf[4096];
    char cmd[2048], out_path[512], err_path[512];
    snprintf(out_path, sizeof out_path, "%s/score.out", test_tmpdir());
    snprintf(err_path, sizeof err_path, "%s/score.err", test_tmpdir());
    snprintf(cmd, sizeof cmd, "bin/score %s > %s 2> %s", args, out_path, err_path);
    int st = system(cmd);
    assert_true(st != -1 && WIFEXITED(st));
    snprintf(out_buf, sizeof out_buf, "%s", test_slurp(out_path));
    snprintf(err_buf, sizeof err_buf, "%s", test_slurp(err_path));
    *out = out_buf;
    *err = err_buf;
    return WEXITSTATUS(st);
}

static void test_score_cli(void **state) {
    (void)state;
    FILE *probe = fopen("bin/score", "rb");
    if (!probe) {
        print_error("bin/score not found: run the tests from the repository root after make\n");
        fail();
    }
    fclose(probe);
    char *out, *err, args[1200];
    const char *ref = test_tmp_text("ref.txt", "the cat sat on the mat\nHello, world.\nYes.\n");
    const char *hyp = test_tmp_text("hyp.txt", "the cat sat on the mat\nHello, world.\nYes.");
    const char *short_hyp = test_tmp_text("short.txt", "the cat sat on the mat\nHello\n");

    // line counts differ: exit 1, one error line naming both files and both counts
    snprintf(args, sizeof args, "-r %s -i %s", ref, short_hyp);
    assert_int_equal(run_score(args, &out, &err), 1);
    assert_string_equal(out, "");
    char want[1200];
    snprintf(want, sizeof want, "score: error: line counts differ: reference %s has 3 lines, "
             "hypothesis %s has 2 lines\n", ref, short_hyp);
    assert_string_equal(err, want);

    // identical files (the last line without "\n" still counts), hypothesis on stdin:
    // 6+4+2 = 12 tokens, n-grams 12/9/6/3 all matched -> BLEU 100
    snprintf(args, sizeof args, "-r %s < %s", ref, hyp);
    assert_int_equal(run_score(args, &out, &err), 0);
    assert_string_equal(out,
        "BLEU = 100.00 100.0/100.0/100.0/100.0 (BP = 1.000 ratio = 1.000 hyp_len = 12 "
        "ref_len = 12)\n"
        "chrF2 = 100.00\n"
        "BLEU signature: nrefs:1|case:mixed|eff:no|tok:13a|smooth:exp|version:2.6.0\n"
        "chrF2 signature: nrefs:1|case:mixed|eff:yes|nc:6|nw:0|space:no|version:2.6.0\n");

    // --json, chrF only
    snprintf(args, sizeof args, "-r %s -i %s --metrics chrf --json", ref, hyp);
    assert_int_equal(run_score(args, &out, &err), 0);
    assert_non_null(strstr(out, "{\"chrf\": {\"score\": 100.0, \"char_order\": 6"));
    assert_null(strstr(out, "bleu"));

    // invalid UTF-8: exit 1 naming the file and line
    // (the byte is the column of the bad byte, counted from 1: "bad " is 4 bytes, 0xff the 5th)
    const char *bad = test_tmp_text("bad.txt", "ok\nok\nbad \xff\n");
    snprintf(args, sizeof args, "-r %s -i %s", ref, bad);
    assert_int_equal(run_score(args, &out, &err), 1);
    snprintf(want, sizeof want, "score: error: %s line 3: invalid UTF-8 at byte 5\n", bad);
    assert_string_equal(err, want);
    // a Latin-1 line as a reference: "Hello " is 6 bytes, the lone 0xE9 the 7th (bin/decode
    // reports the same byte for the same line: tests/test_decode.c)
    const char *latin = test_tmp_text("latin1.txt", "Yes.\nHello \xE9t\xE9\nNo.\n");
    snprintf(args, sizeof args, "-r %s -i %s", latin, ref);
    assert_int_equal(run_score(args, &out, &err), 1);
    snprintf(want, sizeof want, "score: error: %s line 2: invalid UTF-8 at byte 7\n", latin);
    assert_string_equal(err, want);
    assert_string_equal(out, "");
    // a NUL byte in the middle of a line (hypothesis on stdin): named with its line and byte
    const char *nul = test_tmp_file("nul.txt", "Yes.\nab\0c\nNo.\n", 14);
    snprintf(args, sizeof args, "-r %s < %s", ref, nul);
    assert_int_equal(run_score(args, &out, &err), 1);
    assert_string_equal(err, "score: error: <stdin> line 2: contains a NUL byte at byte 3\n");
    // a gzip file cut short is an error, not a shorter file
    char gz_path[512];
    snprintf(gz_path, sizeof gz_path, "%s/long.txt.gz", test_tmpdir());
    gzFile gz = gzopen(gz_path, "wb");
    assert_non_null(gz);
    for (int i = 0; i < 5000; i++) gzprintf(gz, "line %d of a long reference\n", i);
    assert_int_equal(gzclose(gz), Z_OK);
    assert_int_equal(truncate(gz_path, 3000), 0);
    snprintf(args, sizeof args, "-r %s -i %s", gz_path, gz_path);
    assert_int_equal(run_score(args, &out, &err), 1);
    snprintf(want, sizeof want, "score: error: cannot read %s: unexpected end of file (truncated "
             "gzip file)\n", gz_path);
    assert_string_equal(err, want);

    // usage errors exit 2 with one error line and a pointer to --help (not the whole help);
    // --help goes to stdout with status 0
    assert_int_equal(run_score("", &out, &err), 2);
    assert_string_equal(err, "score: error: a reference file is required (-r REF)\n"
                             "Try 'score --help'.\n");
    assert_string_equal(out, "");
    snprintf(args, sizeof args, "-r %s --metrics bleu,meteor", ref);
    assert_int_equal(run_score(args, &out, &err), 2);
    assert_string_equal(err, "score: error: --metrics: expected a list of bleu,chrf,ter, got "
                             "'bleu,meteor'\nTry 'score --help'.\n");
    snprintf(args, sizeof args, "-r %s --bogus", ref);
    assert_int_equal(run_score(args, &out, &err), 2);
    assert_string_equal(err, "score: error: unknown option '--bogus'\nTry 'score --help'.\n");
    assert_int_equal(run_score("-r", &out, &err), 2);
    assert_string_equal(err, "score: error: option '-r' needs a value\nTry 'score --help'.\n");
    snprintf(args, sizeof args, "-r %s extra", ref);
    assert_int_equal(run_score(args, &out, &err), 2);
    assert_string_equal(err, "score: error: unexpected argument 'extra'\nTry 'score --help'.\n");
    assert_int_equal(run_score("--help", &out, &err), 0);
    assert_non_null(strstr(out, "usage: score -r REF"));
    // a missing file is a runtime error
    assert_int_equal(run_score("-r /nonexistent/ref.txt -i /dev/null", &out, &err), 1);
}

static void test_score_cli_gzip(void **state) {
    (void)state;
    char path[512], args[1200], *out, *err;
    snprintf(path, sizeof path, "%s/ref.txt.gz", test_tmpdir());
    gzFile gz = gzopen(path, "wb");
    assert_non_null(gz);
    gzputs(gz, "a b x c d\n");
    gzclose(gz);
    const char *hyp = test_tmp_text("hyp1.txt", "a b y c d\n");
    // the exp-smoothing case above: BLEU = 30.21 with p = 80/50/16.7/12.5
    snprintf(args, sizeof args, "-r %s -i %s --metrics bleu", path, hyp);
    assert_int_equal(run_score(args, &out, &err), 0);
    assert_string_equal(out,
        "BLEU = 30.21 80.0/50.0/16.7/12.5 (BP = 1.000 ratio = 1.000 hyp_len = 5 ref_len = 5)\n"
        "BLEU signature: nrefs:1|case:mixed|eff:no|tok:13a|smooth:exp|version:2.6.0\n");
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_tokenize_13a_cases),
        cmocka_unit_test(test_invalid_utf8),
        cmocka_unit_test(test_bleu_identical),
        cmocka_unit_test(test_bleu_empty_hypothesis),
        cmocka_unit_test(test_bleu_longer_hypothesis),
        cmocka_unit_test(test_bleu_brevity_penalty),
        cmocka_unit_test(test_bleu_exp_smoothing),
        cmocka_unit_test(test_bleu_zero_cases),
        cmocka_unit_test(test_bleu_unicode),
        cmocka_unit_test(test_bleu_multi_reference),
        cmocka_unit_test(test_bleu_corpus),
        cmocka_unit_test(test_chrf_small),
        cmocka_unit_test(test_chrf_unicode),
        cmocka_unit_test(test_chrf_corpus_and_multi),
        cmocka_unit_test(test_reference_corpus),
        cmocka_unit_test(test_score_cli),
        cmocka_unit_test(test_score_cli_gzip),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
