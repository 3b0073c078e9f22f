// Sampling (decode/sampling.h through decode/search.h and decode/translate.h):
//   * the empirical distribution of many samples from a mock model with a known first-token
//     distribution matches the tempered, truncated, renormalised probabilities computed here by
//     hand (top-k, top-p, temperatures), within a 4.5-sigma binomial bound per token, and no
//     truncated token is ever drawn;
//   * on the shipped models: a batch of N lines gives the same samples as N batches of one; the
//     same seed gives the same samples, another seed different ones; topk:1 is greedy search
//     (same text, same score);
//   * option checks (parse errors, beam with sampling, the sample count).
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <cmocka.h>

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "decode/sampling.h"
#include "decode/search.h"
#include "decode/translate.h"
#include "models/model_io.h"
#include "tensor/blas.h"
#include "tests/test_util.h"
#include "tokenizer/spm.h"

// ---------------------------------------------------------------- a mock with a known distribution

// Step 0 (previous token BOS): tokens 4..9 with probabilities P below (PAD, BOS, EOS, UNK
// impossible); afterwards EOS with probability 1. No per-row tensors: the previous token tells
// the step apart.
enum { MV = 10, NP = 6 };
static const double P[NP] = {0.40, 0.25, 0.15, 0.10, 0.06, 0.04};

struct DecodeState {
    int dummy;
};

static DecodeState *mk_encode(Model *m, const int *src, const int *src_len, int B, int S) {
    return calloc(1, sizeof(DecodeState));
}

static int mk_step(Model *m, DecodeState *st, const DecodeRows *rows, const int *prev,
                   float *lp) {
    for (int r = 0; r < rows->n; r++) {
        float *l = lp + (size_t)r * MV;
        for (int v = 0; v < MV; v++) l[v] = -INFINITY;
        if (prev[r] == TOK_BOS)
            for (int i = 0; i < NP; i++) l[4 + i] = (float)log(P[i]);
        else
            l[TOK_EOS] = 0.0f;
    }
    return 0;
}

static int mk_cross_attention(Model *m, const DecodeState *st, const DecodeRows *rows, int layer,
                              int head, float *out) {
    return 0;
}

static void mk_free_state(Model *m, DecodeState *st) { free(st); }

static const ModelOps mk_ops = {.arch = "mock", .encode = mk_encode, .step = mk_step,
                                .reorder = test_reorder_none, .cross_attention = mk_cross_attention,
                                .free_state = mk_free_state};

// Draws B * n_best first tokens through search_run and checks their frequencies against want
// [NP] (0 = the token must never be drawn).
static void check_frequencies(const SamplingOptions *so, const double *want) {
    Model m;
    memset(&m, 0, sizeof m);
    m.ops = &mk_ops;
    m.cfg.vocab = MV;
    m.cfg.max_len = 16;
    Searcher *se = search_create(&m);
    assert_non_null(se);
    enum { B = 100, K = 1000 };
    int *src = calloc(B, sizeof(int)), *len = malloc(B * sizeof(int));
    assert_true(src && len);
    for (int b = 0; b < B; b++) {
        src[b] = TOK_EOS;
        len[b] = 1;
    }
    SearchOptions o = search_defaults();
    o.sampling = *so;
    o.n_best = K;
    assert_int_equal(search_run(se, src, len, B, 1, &o), 0);
    long count[NP] = {0};
    for (int b = 0; b < B; b++)
        for (int k = 0; k < K; k++) {
            const SearchHyp *h = search_hyp(se, b, k);
            assert_int_equal(h->len, 1);
            assert_int_equal(h->ended, 1);
            assert_true(h->tokens[0] >= 4 && h->tokens[0] < 4 + NP);
            count[h->tokens[0] - 4]++;
            // the model's log-probability, untempered: log P(token) + log 1 (EOS)
            assert_true(fabs(h->logprob - log(P[h->tokens[0] - 4])) < 1e-6);
        }
    const double n = (double)B * K;
    for (int i = 0; i < NP; i++) {
        if (want[i] == 0.0) {
            if (count[i]) fail_msg("token %d drawn %ld times, truncated away", 4 + i, count[i]);
            continue;
        }
        double f = count[i] / n, sd = sqrt(want[i] * (1 - want[i]) / n);
        if (fabs(f - want[i]) > 4.5 * sd)
            fail_msg("token %d: frequency %.5f, probability %.5f (sd %.5f)", 4 + i, f, want[i],
                     sd);
    }
    free(src);
    free(len);
    search_free(se);
}

// P^(1/T) over the first `keep` tokens, renormalised (the kept set is worked out by hand).
static void tempered(double T, int keep, double *want) {
    double z = 0.0;
    for (int i = 0; i < NP; i++) z += i < keep ? pow(P[i], 1.0 / T) : 0.0;
    for (int i = 0; i < NP; i++) want[i] = i < keep ? pow(P[i], 1.0 / T) / z : 0.0;
}

static void test_empirical_distribution(void **state) {
    (void)state;
    // The kept sets, worked out by hand from P:
    static const struct {
        SamplingKind kind;
        int k;
        float p, T;
        int keep;
    } cases[] = {
        {SAMPLING_TOPK, 2, 1.0f, 1.0f, 2},    // {0.40, 0.25} / 0.65
        {SAMPLING_TOPK, 6, 1.0f, 2.0f, 6},    // all, proportional to sqrt(P)
        {SAMPLING_TOPP, 1, 0.75f, 1.0f, 3},   // cumulative 0.40, 0.65, 0.80: three
        {SAMPLING_TOPP, 1, 0.9f, 0.5f, 3},    // P^2 normalised 0.615, 0.240, 0.086, 0.038, ...:
                                              // cumulative 0.615, 0.855, 0.942: three
        {SAMPLING_TOPP, 1, 1.0f, 1.0f, 6},    // the model's distribution
    };
    for (size_t c = 0; c < sizeof cases / sizeof cases[0]; c++) {
        SamplingOptions so = sampling_defaults();
        so.seed = 11 + c;
        so.kind = cases[c].kind;
        so.top_k = cases[c].k;
        so.top_p = cases[c].p;
        so.temperature = cases[c].T;
        double want[NP];
        tempered(cases[c].T, cases[c].keep, want);
        check_frequencies(&so, want);
    }
}

// sampling_distribution on one row: the kept set and probabilities, ties to the lower id.
static void test_distribution_row(void **state) {
    (void)state;
    float lp[8] = {-INFINITY, -INFINITY, logf(0.3f), logf(0.1f), logf(0.3f), logf(0.2f),
                   logf(0.1f), -INFINITY};
    SamplingWork w = {0};
    SamplingOptions so = sampling_defaults();
    so.kind = SAMPLING_TOPK;
    so.top_k = 3;
    double probs[8];
    assert_int_equal(sampling_distribution(lp, 8, &so, &w, probs), 3);
    assert_int_equal(w.cand[0].id, 2);  // 0.3 and 0.3: the lower id first
    assert_int_equal(w.cand[1].id, 4);
    assert_int_equal(w.cand[2].id, 5);
    assert_true(fabs(probs[2] - 0.375) < 1e-6 && fabs(probs[4] - 0.375) < 1e-6);
    assert_true(fabs(probs[5] - 0.25) < 1e-6 && probs[3] == 0.0 && probs[0] == 0.0);
    so.kind = SAMPLING_TOPP;
    so.top_p = 0.5f;  // 0.3 < 0.5 <= 0.6: two tokens
    assert_int_equal(sampling_distribution(lp, 8, &so, &w, probs), 2);
    assert_true(fabs(probs[2] - 0.5) < 1e-6 && fabs(probs[4] - 0.5) < 1e-6);
    so.top_p = 0.01f;  // at least one token
    assert_int_equal(sampling_distribution(lp, 8, &so, &w, probs), 1);
    assert_int_equal(w.cand[0].id, 2);
    float none[3] = {-INFINITY, -INFINITY, -INFINITY};
    assert_int_equal(sampling_distribution(none, 3, &so, &w, NULL), TD_ERR_NUMERIC);
    sampling_work_free(&w);
}

static void test_options(void **state) {
    (void)state;
    SamplingOptions so = sampling_defaults();
    assert_int_equal(sampling_parse("topk:5", &so), 0);
    assert_int_equal(so.kind, SAMPLING_TOPK);
    assert_int_equal(so.top_k, 5);
    assert_int_equal(sampling_parse("topp:0.95", &so), 0);
    assert_int_equal(so.kind, SAMPLING_TOPP);
    assert_true(fabs(so.top_p - 0.95f) < 1e-7);
    const char *bad[] = {"topk:0", "topk:", "topk:3x", "topp:0", "topp:1.5", "top:3", ""};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++)
        assert_int_equal(sampling_parse(bad[i], &so), TD_ERR_ARG);
    SearchOptions o = search_defaults();
    o.sampling = sampling_defaults();
    o.sampling.kind = SAMPLING_TOPK;
    o.n_best = 50;  // samples need no beam
    assert_int_equal(search_check_options(&o), 0);
    o.beam_size = 4;
    assert_int_equal(search_check_options(&o), TD_ERR_ARG);
    o.beam_size = 1;
    o.sampling.temperature = 0.0f;
    assert_int_equal(search_check_options(&o), TD_ERR_ARG);
    // bin/decode: usage errors (exit 2)
    assert_int_equal(test_run("echo a | ./bin/decode -m pretrained/rnn-en-es --sampling topk:0 "
                              "2>/dev/null"), 2);
    assert_int_equal(test_run("echo a | ./bin/decode -m pretrained/rnn-en-es --sampling topk:2 "
                              "-b 3 2>/dev/null"), 2);
    assert_int_equal(test_run("echo a | ./bin/decode -m pretrained/rnn-en-es --seed 3 "
                              "2>/dev/null"), 2);
}

// ---------------------------------------------------------------- the shipped models

static const char *const dirs[2] = {"pretrained/rnn-en-es", "pretrained/transformer-en-es"};
enum { NL = 6, NS = 3 };
static const char *const lines[NL] = {
    "In the beginning, God created the heavens and the earth.",
    "Jesus wept.",
    "The LORD is my shepherd; I shall lack nothing.",
    "",
    "He said to them, \"Follow me, and I will make you fishers of men.\"",
    "Blessed are the poor in spirit, for theirs is the Kingdom of Heaven.",
};

// Translates lines[first..first+n) (1-based input lines first+1...) with options o into out.
static void run_lines(Model *m, const SpmModel *spm, const TranslateOptions *o, int first, int n,
                      TranslateHyp *out) {
    TranslateOptions t = *o;
    t.first_line = first + 1;
    assert_int_equal(translate_lines_nbest(m, spm, lines + first, n, &t, out), 0);
}

static int same_hyps(const TranslateHyp *a, const TranslateHyp *b, int n) {
    for (int i = 0; i < n; i++)
        if (strcmp(a[i].text, b[i].text) || a[i].score != b[i].score) return 0;
    return 1;
}

static void test_shipped_models(void **state) {
    (void)state;
    for (int d = 0; d < 2; d++) {
        char ckpt[512], name[64];
        snprintf(ckpt, sizeof ckpt, "%s/best.ckpt", dirs[d]);
        Model *m = model_load(ckpt, NULL, NULL, NULL);
        assert_non_null(m);
        snprintf(name, sizeof name, "spm-s-%s.model", m->ops->arch);
        SpmModel *spm = spm_load(test_ckpt_spm(dirs[d], name));
        assert_non_null(spm);
        TranslateOptions o = translate_defaults();
        o.log = NULL;
        o.search.sampling = sampling_defaults();
        o.search.sampling.kind = SAMPLING_TOPP;
        o.search.sampling.top_p = 0.9f;
        o.search.sampling.seed = 5;
        o.search.n_best = NS;
        TranslateHyp all[NL * NS], one[NL * NS], again[NL * NS], other[NL * NS];
        run_lines(m, spm, &o, 0, NL, all);
        for (int i = 0; i < NL; i++) run_lines(m, spm, &o, i, 1, one + i * NS);
        if (!same_hyps(all, one, NL * NS))
            fail_msg("%s: a batch of %d lines samples differently from %d batches of one",
                     dirs[d], NL, NL);
        run_lines(m, spm, &o, 0, NL, again);
        assert_true(same_hyps(all, again, NL * NS));
        o.search.sampling.seed = 6;
        run_lines(m, spm, &o, 0, NL, other);
        assert_false(same_hyps(all, other, NL * NS));
        int differ = 0;  // the samples of one line differ from each other somewhere
        for (int i = 0; i < NL; i++)
            differ |= strcmp(all[i * NS].text, all[i * NS + 1].text) != 0;
        assert_true(differ);
        translate_hyps_free(one, NL * NS);
        translate_hyps_free(again, NL * NS);
        translate_hyps_free(other, NL * NS);
        // topk:1 is greedy search: every sample is the greedy translation with its score
        o.search.sampling.kind = SAMPLING_TOPK;
        o.search.sampling.top_k = 1;
        o.search.sampling.temperature = 0.7f;
        run_lines(m, spm, &o, 0, NL, one);
        TranslateOptions g = translate_defaults();
        g.log = NULL;
        TranslateHyp greedy[NL];
        run_lines(m, spm, &g, 0, NL, greedy);
        for (int i = 0; i < NL; i++)
            for (int k = 0; k < NS; k++) {
                assert_string_equal(one[i * NS + k].text, greedy[i].text);
                assert_true(one[i * NS + k].score == greedy[i].score);
            }
        translate_hyps_free(all, NL * NS);
        translate_hyps_free(one, NL * NS);
        translate_hyps_free(greedy, NL);
        spm_free(spm);
        model_free(m);
    }
}

int main(void) {
    blas_set_threads(1);
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_empirical_distribution),
        cmocka_unit_test(test_distribution_row),
        cmocka_unit_test(test_options),
        cmocka_unit_test(test_shipped_models),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
