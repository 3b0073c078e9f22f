// Ensembles (decode/ensemble.h) over the two shipped models (pretrained/rnn-en-es and
// pretrained/transformer-en-es, one SentencePiece model), and bin/decode -m A -m B.
//
// Independent checks: the ensemble's greedy tokens are recomputed here by stepping both models
// directly (ModelOps.encode/step) and taking the argmax of the mean of their log-softmax in double
// precision (or of log mean exp for --ensemble-mode prob); every beam hypothesis's log-probability
// is recomputed by teacher-forcing both models on its tokens. A model ensembled with itself
// must give that model's translations and scores bit for bit ((a + a) / 2 = a in double).
//
// Tolerances: a hypothesis's log-probability is the float sum of per-step floats rounded once
// from double, against a double sum here: 1e-4 absolute per token covers that rounding (float
// eps 6e-8 times values of at most ~30, times at most ~60 tokens) with a wide margin, while a
// row decoded with another row's state (a wrong reorder) is off by O(1).
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <cmocka.h>

#include "tests/test_util.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "decode/ensemble.h"
#include "decode/search.h"
#include "decode/translate.h"
#include "models/model_io.h"
#include "tensor/blas.h"
#include "tokenizer/spm.h"

#define TFM "pretrained/transformer-en-es"
#define RNN "pretrained/rnn-en-es"

static const char *g_lines[] = {
    "In the beginning God created the heavens and the earth.",
    "Jesus wept.",
    "And God said, Let there be light: and there was light.",
    "",
    "The Lord is my shepherd; I shall not want.",
    "They came into the land of Moab, and lived there.",
};
#define N_LINES ((int)(sizeof g_lines / sizeof g_lines[0]))

static SpmModel *g_spm;

static Model *load(const char *dir) {
    char path[512];
    snprintf(path, sizeof path, "%s/best.ckpt", dir);
    Model *m = model_load(path, NULL, NULL, NULL);
    if (!m) print_error("%s\n", td_last_error());
    assert_non_null(m);
    return m;
}

static Model *pair(const char *a, const char *b, EnsembleMode mode) {
    Model *mods[2] = {load(a), load(b)};
    Model *e = ensemble_create(mods, 2, mode);
    assert_non_null(e);
    assert_int_equal(ensemble_size(e), 2);
    return e;
}

static int setup(void **state) {
    blas_set_threads(1);
    g_spm = spm_load(test_ckpt_spm(TFM, "spm.model"));
    return g_spm ? 0 : -1;
}

static int teardown(void **state) {
    spm_free(g_spm);
    return 0;
}

// Pieces of line + EOS into src (cap entries); returns src_len.
static int encode_line(const char *line, int *src, int cap) {
    int *ids, n;
    assert_int_equal(spm_encode(g_spm, line, &ids, &n), 0);
    assert_true(n + 1 <= cap);
    memcpy(src, ids, sizeof(int) * (size_t)n);
    src[n] = TOK_EOS;
    free(ids);
    return n + 1;
}

// The combination rule of ensemble.h, written out in double for two members.
static double mix(double a, double b, EnsembleMode mode) {
    if (mode == ENSEMBLE_LOGPROB) return (a + b) / 2.0;
    double mx = a > b ? a : b;
    if (!(mx > -INFINITY)) return mx;
    return mx + log((exp(a - mx) + exp(b - mx)) / 2.0);
}

// Both members stepped directly on one sentence. ref_step writes the mixed distribution of the
// next token into mixd [V] after feeding prev.
typedef struct Ref {
    Model *m[2];
    DecodeState *st[2];
    DecodeRows rows;
    float *lp[2];
    int V;
} Ref;

static void ref_open(Ref *r, Model *e, const int *src, int len) {
    memset(r, 0, sizeof *r);
    r->V = e->cfg.vocab;
    assert_int_equal(decode_rows_reset(&r->rows, 1), 0);
    for (int i = 0; i < 2; i++) {
        r->m[i] = ensemble_member(e, i);
        r->st[i] = r->m[i]->ops->encode(r->m[i], src, &len, 1, len);
        assert_non_null(r->st[i]);
        r->lp[i] = malloc(sizeof(float) * (size_t)r->V);
    }
}

static void ref_step(Ref *r, int prev, EnsembleMode mode, double *mixd) {
    for (int i = 0; i < 2; i++)
        assert_int_equal(r->m[i]->ops->step(r->m[i], r->st[i], &r->rows, &prev, r->lp[i]), 0);
    for (int v = 0; v < r->V; v++) mixd[v] = mix(r->lp[0][v], r->lp[1][v], mode);
}

static void ref_close(Ref *r) {
    for (int i = 0; i < 2; i++) {
        r->m[i]->ops->free_state(r->m[i], r->st[i]);
        free(r->lp[i]);
    }
    decode_rows_free(&r->rows);
}

// Replays hypothesis h of the source src [len] on both members stepped directly and returns the
// sum of the mixed log-probabilities of its tokens (EOS included when it ended). greedy: also
// asserts that every token is the argmax of the mixed distribution (PAD and BOS excluded, as
// search.h says; the lowest id among equals).
static double replay(Model *e, const int *src, int len, const SearchHyp *h, EnsembleMode mode,
                     int greedy, double *mixd) {
    Ref r;
    ref_open(&r, e, src, len);
    int prev = TOK_BOS, steps = h->len + h->ended;
    double sum = 0.0;
    for (int t = 0; t < steps; t++) {
        ref_step(&r, prev, mode, mixd);
        prev = t < h->len ? h->tokens[t] : TOK_EOS;
        int best = -1;
        for (int v = 0; greedy && v < e->cfg.vocab; v++)
            if (v != TOK_PAD && v != TOK_BOS && (best < 0 || mixd[v] > mixd[best])) best = v;
        if (greedy && prev != best)
            print_error("step %d: the ensemble chose %d, the mean's argmax is %d\n", t, prev, best);
        if (greedy) assert_int_equal(prev, best);
        sum += mixd[prev];
    }
    ref_close(&r);
    return sum;
}

// Searches every line with the ensemble of the shipped models (beam K, K = 1: greedy) and replays
// each of the K hypotheses returned: its log-probability is the replayed sum (a reorder that moved
// one member's rows differently from the other's would score a hypothesis with a wrong prefix),
// and greedy's tokens are the argmax of the mixed distribution.
static void check_search(EnsembleMode mode, int K) {
    Model *e = pair(TFM, RNN, mode);
    Searcher *s = search_create(e);
    SearchOptions o = search_defaults();
    o.beam_size = o.n_best = K;
    double *mixd = malloc(sizeof(double) * (size_t)e->cfg.vocab);
    int src[256];
    for (int l = 0; l < N_LINES; l++) {
        if (!g_lines[l][0]) continue;
        int len = encode_line(g_lines[l], src, 256);
        assert_int_equal(search_run(s, src, &len, 1, len, &o), 0);
        for (int k = 0; k < K; k++) {
            const SearchHyp *h = search_hyp(s, 0, k);
            assert_true(h->len >= 1);
            double sum = replay(e, src, len, h, mode, K == 1, mixd);
            if (!(fabs(h->logprob - sum) <= 1e-4 * (h->len + 1)))
                print_error("line %d hypothesis %d: search %g, replayed %g\n", l, k,
                            (double)h->logprob, sum);
            assert_true(fabs(h->logprob - sum) <= 1e-4 * (h->len + 1));
        }
    }
    free(mixd);
    search_free(s);
    model_free(e);
}

static void test_greedy_is_argmax_of_mean_logprob(void **state) {
    check_search(ENSEMBLE_LOGPROB, 1);
}
static void test_greedy_is_argmax_of_mean_prob(void **state) { check_search(ENSEMBLE_PROB, 1); }
static void test_beam_scores_logprob(void **state) { check_search(ENSEMBLE_LOGPROB, 4); }
static void test_beam_scores_prob(void **state) { check_search(ENSEMBLE_PROB, 4); }

static void translate(Model *m, const char *const *lines, int n, int beam, TranslateHyp *out) {
    TranslateOptions o = translate_defaults();
    o.log = NULL;
    o.search.beam_size = beam;
    o.search.n_best = beam > 1 ? 2 : 1;
    assert_int_equal(translate_lines_nbest(m, g_spm, lines, n, &o, out), 0);
}

// A model ensembled with itself (log-prob mean) gives the model's own translations and scores.
static void test_self_ensemble_equals_single(void **state) {
    Model *single = load(TFM), *e = pair(TFM, TFM, ENSEMBLE_LOGPROB);
    TranslateHyp a[N_LINES * 2], b[N_LINES * 2];
    for (int beam = 1; beam <= 5; beam += 4) {
        int nb = beam > 1 ? 2 : 1;
        translate(single, g_lines, N_LINES, beam, a);
        translate(e, g_lines, N_LINES, beam, b);
        for (int i = 0; i < N_LINES * nb; i++) {
            assert_string_equal(b[i].text, a[i].text);
            assert_memory_equal(&b[i].score, &a[i].score, sizeof(float));
        }
        translate_hyps_free(a, N_LINES * nb);
        translate_hyps_free(b, N_LINES * nb);
    }
    model_free(single);
    model_free(e);
}

// A batch of N lines gives the translations (and score bits) of N batches of one.
static void test_batch_invariant(void **state) {
    Model *e = pair(TFM, RNN, ENSEMBLE_LOGPROB);
    TranslateHyp all[N_LINES * 2], one[2];
    for (int beam = 1; beam <= 3; beam += 2) {
        int nb = beam > 1 ? 2 : 1;
        translate(e, g_lines, N_LINES, beam, all);
        for (int i = 0; i < N_LINES; i++) {
            translate(e, &g_lines[i], 1, beam, one);
            for (int k = 0; k < nb; k++) {
                assert_string_equal(one[k].text, all[i * nb + k].text);
                assert_memory_equal(&one[k].score, &all[i * nb + k].score, sizeof(float));
            }
            translate_hyps_free(one, nb);
        }
        assert_true(all[0].text[0] != '\0');
        translate_hyps_free(all, N_LINES * nb);
    }
    model_free(e);
}

static void test_create_errors(void **state) {
    ModelConfig c = config_defaults(ARCH_RNN);
    c.emb = 8, c.enc_hidden = 8, c.dec_hidden = 8, c.vocab = 40;
    Model *a = model_create(&c, 1);
    c.vocab = 41;
    Model *b = model_create(&c, 2);
    Model *mods[2] = {a, b};
    assert_null(ensemble_create(mods, 2, ENSEMBLE_LOGPROB));
    assert_non_null(strstr(td_last_error(), "vocabulary"));
    assert_null(ensemble_create(mods, 1, ENSEMBLE_LOGPROB));
    model_free(a);
    model_free(b);
    EnsembleMode m = ENSEMBLE_LOGPROB;
    assert_int_equal(ensemble_mode_parse("prob", &m), 0);
    assert_int_equal(m, ENSEMBLE_PROB);
    assert_int_equal(ensemble_mode_parse("mean", &m), TD_ERR_ARG);
}

// bin/decode: -m A -m A equals -m A; two models with different SentencePiece models are refused
// with a message naming both; --ensemble-mode checks its value.
static void test_cli(void **state) {
    const char *in = test_tmp_text("in.en", "Jesus wept.\n\nIn the beginning God created the "
                                   "heavens and the earth.\n");
    char *one = test_path("one.txt"), *two = test_path("two.txt"), *err = test_path("err.txt");
    assert_int_equal(test_run("bin/decode -t 1 -q -m " RNN " -i %s -o %s", in, one), 0);
    assert_int_equal(test_run("bin/decode -t 1 -q -m " RNN " -m " RNN " -i %s -o %s", in, two), 0);
    char *a = test_read_file(one), *b = test_read_file(two);
    assert_string_equal(a, b);
    free(a);
    free(b);
    // a small random RNN with a SentencePiece model trained here (300 pieces, another checksum)
    assert_int_equal(test_run("spm_train --input=tests/data/bible300.en,tests/data/bible300.es "
                              "--model_prefix=%s/other --vocab_size=300 --model_type=unigram "
                              "--character_coverage=1.0 --pad_id=0 --bos_id=1 --eos_id=2 "
                              "--unk_id=3 --num_threads=1 --minloglevel=2 >/dev/null 2>&1",
                              test_tmpdir()), 0);
    FILE *f = fopen(test_path("other.model"), "rb");
    assert_non_null(f);
    static char blob[1 << 20];
    size_t len = fread(blob, 1, sizeof blob, f);
    fclose(f);
    SpmModel *other = spm_load(test_path("other.model"));
    assert_non_null(other);
    ModelConfig c = config_defaults(ARCH_RNN);
    c.emb = 8, c.enc_hidden = 8, c.dec_hidden = 8, c.vocab = spm_vocab_size(other);
    Model *m = model_create(&c, 5);
    char meta[64], *ckpt = test_path("other.ckpt");
    snprintf(meta, sizeof meta, "spm-checksum=%08x\n", (unsigned)spm_checksum(other));
    assert_int_equal(model_save(m, ckpt, meta, blob, len, 0), 0);
    model_free(m);
    spm_free(other);
    assert_int_equal(test_run("bin/decode -t 1 -q -m %s -i %s > /dev/null", ckpt, in), 0);
    char *out = test_path("refused.txt");
    assert_int_equal(test_run("bin/decode -t 1 -m " RNN " -m %s -i %s -o %s 2>%s", ckpt, in, out,
                              err), 1);
    const char *msg = test_slurp(err);
    assert_non_null(strstr(msg, "must share one tokenizer"));
    assert_non_null(strstr(msg, ckpt));
    assert_non_null(strstr(msg, "-m " RNN));
    assert_int_equal(test_run("test -e %s", out), 1);  // no output file
    assert_int_equal(test_run("bin/decode -m " RNN " --ensemble-mode mean </dev/null 2>%s", err),
                     2);
    assert_non_null(strstr(test_slurp(err), "logprob, prob"));
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_create_errors),
        cmocka_unit_test(test_self_ensemble_equals_single),
        cmocka_unit_test(test_greedy_is_argmax_of_mean_logprob),
        cmocka_unit_test(test_greedy_is_argmax_of_mean_prob),
        cmocka_unit_test(test_beam_scores_logprob),
        cmocka_unit_test(test_beam_scores_prob),
        cmocka_unit_test(test_batch_invariant),
        cmocka_unit_test(test_cli),
    };
    return cmocka_run_group_tests_name("ensemble", tests, setup, teardown);
}
