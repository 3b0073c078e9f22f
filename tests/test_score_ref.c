// Scoring given translations (decode/score_ref.h, bin/decode --score-reference) on the shipped
// models:
//   * each pair's summed log-probability equals the sum, in double, of the log-softmax values of
//     the reference tokens obtained by an independent route: step-by-step decoding through the
//     incremental API (ModelOps.encode/step) with the reference tokens forced; the normalised
//     score is that sum over ((5 + n) / 6)^alpha, computed here;
//   * the figures of a pair do not depend on the pairs batched with it (one pair per batch against
//     the default budget);
//   * the corpus cross-entropy and perplexity equal what bin/train's validation reports on the
//     same pairs (train.log.tsv of a one-update run from the shipped model, scored with the
//     checkpoint that run validated), a pair beyond max-len left out by both;
//   * the greedy translation's tokens are the argmax of every forced step, and scoring that
//     translation gives the greedy search's own log-probability.
//
// Tolerances: a pair's log-probability is a sum of nt + 1 float32 log-softmax values, against the
// same sum from the forced decoding steps (another kernel path): within 1e-4 per token (each
// token's float32 log-softmax carries a few 1e-6 of rounding; a wrong token costs more than 0.01);
// the same pair scored in a batch and alone within 1e-5 per token (BLIS's order depends on the
// batch shape: docs/design.md section 6); corpus cross-entropy and perplexity within 1e-4
// (relative for the perplexity), the mean of those per-token errors.
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <cmocka.h>

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "decode/score_ref.h"
#include "decode/search.h"
#include "models/model_io.h"
#include "tensor/blas.h"
#include "tests/test_util.h"
#include "tokenizer/spm.h"

static const char *const dirs[2] = {"pretrained/rnn-en-es", "pretrained/transformer-en-es"};

enum { NPAIRS = 5 };
static const char *const src_lines[NPAIRS] = {
    "In the beginning, God created the heavens and the earth.",
    "The LORD is my shepherd; I shall lack nothing.",
    "",
    "Jesus wept.",
    "He said to them, \"Follow me.\"",
};
static const char *const ref_lines[NPAIRS] = {
    "En el principio, Dios creó los cielos y la tierra.",
    "Yahvé es mi pastor; nada me faltará.",
    "Y dijo.",
    "",
    "Él les dijo: \"Síganme\".",
};

typedef struct Loaded {
    Model *m;
    SpmModel *spm;
} Loaded;

static Loaded load(const char *dir) {
    char ckpt[512], name[64];
    snprintf(ckpt, sizeof ckpt, "%s/best.ckpt", dir);
    Loaded l = {model_load(ckpt, NULL, NULL, NULL), NULL};
    assert_non_null(l.m);
    snprintf(name, sizeof name, "spm-%s.model", l.m->ops->arch);
    l.spm = spm_load(test_ckpt_spm(dir, name));
    assert_non_null(l.spm);
    return l;
}

static void unload(Loaded *l) {
    spm_free(l->spm);
    model_free(l->m);
}

// Writes the lines to test_tmpdir()/name (one per line) and returns the path.
static const char *write_lines(const char *name, const char *const *lines, int n) {
    size_t cap = 1;
    for (int i = 0; i < n; i++) cap += strlen(lines[i]) + 1;
    char *text = malloc(cap), *p = text;
    assert_non_null(text);
    for (int i = 0; i < n; i++) p += sprintf(p, "%s\n", lines[i]);
    const char *path = test_tmp_text(name, text);
    free(text);
    return path;
}

static ParallelText read_pairs(const char *const *src, const char *const *ref, int n) {
    char sname[64], rname[64];
    static int k;
    snprintf(sname, sizeof sname, "pairs%d.en", k);
    snprintf(rname, sizeof rname, "pairs%d.es", k++);
    char spath[512];
    snprintf(spath, sizeof spath, "%s", write_lines(sname, src, n));
    const char *rpath = write_lines(rname, ref, n);
    ParallelText p;
    assert_int_equal(corpus_read_parallel(spath, rpath, 0, &p), 0);
    return p;
}

// The source as the models read it: its pieces then TOK_EOS; *S gets their count. Caller frees.
static int *source_ids(const SpmModel *spm, const char *src, int *S) {
    int *ids = NULL, ns = 0;
    assert_int_equal(spm_encode(spm, src, &ids, &ns), 0);
    int *sv = malloc(sizeof(int) * (size_t)(ns + 1));
    assert_non_null(sv);
    memcpy(sv, ids, sizeof(int) * (size_t)ns);
    sv[ns] = TOK_EOS;
    free(ids);
    *S = ns + 1;
    return sv;
}

// The forced-decoding route: log p(y_1..y_n, EOS | x) summed in double over the step API's
// log-softmax rows; *argmax_ok is cleared when a forced token is not the argmax of its step
// (PAD and BOS excluded, as the search excludes them).
static double forced_logprob(Model *m, const SpmModel *spm, const char *src, const int *tgt,
                             int nt, int *argmax_ok) {
    int S, *sv = source_ids(spm, src, &S);
    DecodeState *st = m->ops->encode(m, sv, &S, 1, S);
    assert_non_null(st);
    const int V = m->cfg.vocab;
    float *lp = malloc(sizeof(float) * (size_t)V);
    assert_non_null(lp);
    int sentence = 0, prev = TOK_BOS;
    DecodeRows rows = {1, &sentence, NULL, 1};
    double sum = 0.0;
    for (int t = 0; t <= nt; t++) {
        int y = t < nt ? tgt[t] : TOK_EOS;
        assert_int_equal(m->ops->step(m, st, &rows, &prev, lp), 0);
        sum += (double)lp[y];
        if (argmax_ok) {
            int best = -1;
            for (int v = 0; v < V; v++)
                if (v != TOK_PAD && v != TOK_BOS && (best < 0 || lp[v] > lp[best])) best = v;
            if (best != y) *argmax_ok = 0;
        }
        prev = y;
    }
    free(lp);
    free(sv);
    m->ops->free_state(m, st);
    return sum;
}

static double gnmt(double logprob, int n, double alpha) {
    return logprob / pow((5.0 + n) / 6.0, alpha);
}

static void test_forced_steps_and_batching(void **state) {
    (void)state;
    for (int d = 0; d < 2; d++) {
        Loaded l = load(dirs[d]);
        ParallelText p = read_pairs(src_lines, ref_lines, NPAIRS);
        ScoreRefOptions o = score_ref_defaults();
        RefScore r[NPAIRS], r1[NPAIRS];
        ScoreRefTotals tot, tot1;
        assert_int_equal(score_ref_pairs(l.m, l.spm, &p, &o, r, &tot), 0);
        o.max_sentences = 1;  // one pair per batch
        assert_int_equal(score_ref_pairs(l.m, l.spm, &p, &o, r1, &tot1), 0);
        double nll = 0.0;
        long tokens = 0;
        for (int i = 0; i < NPAIRS; i++) {
            int *tgt = NULL, nt = 0;
            assert_int_equal(spm_encode(l.spm, ref_lines[i], &tgt, &nt), 0);
            double want = forced_logprob(l.m, l.spm, src_lines[i], tgt, nt, NULL);
            free(tgt);
            assert_int_equal(r[i].n_tokens, nt + 1);
            // float log-softmax rows against the loss's NLL rows: a few 1e-6 per token
            if (fabs(r[i].logprob - want) > 1e-4 * (nt + 1))
                fail_msg("%s pair %d: logprob %.6f, forced steps %.6f", dirs[d], i,
                         r[i].logprob, want);
            assert_true(fabs(r[i].score - gnmt(want, nt + 1, 1.0)) <= 1e-4 * (nt + 1));
            assert_true(fabs(r1[i].logprob - r[i].logprob) <= 1e-5 * (nt + 1));
            assert_int_equal(r1[i].n_tokens, r[i].n_tokens);
            nll -= want;
            tokens += nt + 1;
        }
        assert_int_equal(tot.n_pairs, NPAIRS);
        assert_int_equal(tot.n_skipped, 0);
        assert_int_equal(tot.n_tokens, tokens);
        assert_true(fabs(tot.cross_entropy - nll / tokens) <= 1e-4);
        assert_true(fabs(tot.perplexity - exp(nll / tokens)) <= 1e-4 * exp(nll / tokens));
        parallel_text_free(&p);
        unload(&l);
    }
}

// Sources for the greedy check. Scoring a translation as text scores the pieces the text encodes
// to, which are the search's pieces only when the translation is in SentencePiece's own
// segmentation; the check scores each model's translations that are (at least MIN_CANONICAL of
// them), and checks argmax and log-probability on all.
static const char *const greedy_src[] = {
    "In the beginning, God created the heavens and the earth.",
    "The LORD is my shepherd; I shall lack nothing.",
    "Jesus wept.",
    "God saw the light, and saw that it was good.",
    "God called the light \"day\", and the darkness he called \"night\".",
    "Blessed are the poor in spirit, for theirs is the Kingdom of Heaven.",
    "He said to them, \"Follow me.\"",
    "The earth was formless and empty.",
};
enum { NGREEDY = sizeof greedy_src / sizeof greedy_src[0], MIN_CANONICAL = 4 };

// The greedy translation of each source: every token is the argmax of its forced step, and
// scoring the translation (as text) gives the search's log-probability.
static void test_greedy_output(void **state) {
    (void)state;
    for (int d = 0; d < 2; d++) {
        Loaded l = load(dirs[d]);
        Searcher *se = search_create(l.m);
        assert_non_null(se);
        SearchOptions so = search_defaults();
        const char *hyp_src[NGREEDY], *hyp_text[NGREEDY];
        float hyp_lp[NGREEDY];
        int nh = 0;
        for (int i = 0; i < NGREEDY; i++) {
            int S, *sv = source_ids(l.spm, greedy_src[i], &S);
            assert_int_equal(search_run(se, sv, &S, 1, S, &so), 0);
            const SearchHyp *h = search_hyp(se, 0, 0);
            assert_int_equal(h->ended, 1);
            int ok = 1;
            double lp = forced_logprob(l.m, l.spm, greedy_src[i], h->tokens, h->len, &ok);
            if (!ok) fail_msg("%s: a greedy token of line %d is not its step's argmax",
                              dirs[d], i);
            assert_true(fabs(lp - h->logprob) <= 1e-4 * (h->len + 1));
            char *text = NULL;
            assert_int_equal(spm_decode(l.spm, h->tokens, h->len, &text), 0);
            int *re = NULL, nr = 0;  // does the text encode back to the same pieces?
            assert_int_equal(spm_encode(l.spm, text, &re, &nr), 0);
            if (nr == h->len && !memcmp(re, h->tokens, sizeof(int) * (size_t)nr)) {
                hyp_src[nh] = greedy_src[i];
                hyp_text[nh] = text;
                hyp_lp[nh++] = h->logprob;
            } else {
                free(text);
            }
            free(re);
            free(sv);
        }
        if (nh < MIN_CANONICAL)
            fail_msg("%s: only %d of %d greedy translations are in SentencePiece's own "
                     "segmentation (need %d): add sources", dirs[d], nh, NGREEDY, MIN_CANONICAL);
        ParallelText p = read_pairs(hyp_src, hyp_text, nh);
        ScoreRefOptions o = score_ref_defaults();
        RefScore r[NGREEDY];
        ScoreRefTotals tot;
        assert_int_equal(score_ref_pairs(l.m, l.spm, &p, &o, r, &tot), 0);
        for (int i = 0; i < nh; i++) {
            if (fabs(r[i].logprob - hyp_lp[i]) > 1e-4 * r[i].n_tokens)
                fail_msg("%s: greedy line %d scored %.6f, search %.6f", dirs[d], i, r[i].logprob,
                         (double)hyp_lp[i]);
            free((char *)hyp_text[i]);
        }
        parallel_text_free(&p);
        search_free(se);
        unload(&l);
    }
}

// Reads the last "valid" row of a train.log.tsv: dev_loss and dev_ppl by their header names.
static void read_valid_row(const char *path, double *loss, double *ppl) {
    char *text = test_read_file(path);
    char *save = NULL, *line = strtok_r(text, "\n", &save);
    int c_loss = -1, c_ppl = -1, col = 0;
    assert_non_null(line);
    for (char *f = line, *tab; f; f = tab ? tab + 1 : NULL, col++) {
        tab = strchr(f, '\t');
        size_t len = tab ? (size_t)(tab - f) : strlen(f);
        if (len == 8 && !strncmp(f, "dev_loss", 8)) c_loss = col;
        if (len == 7 && !strncmp(f, "dev_ppl", 7)) c_ppl = col;
    }
    assert_true(c_loss >= 0 && c_ppl >= 0);
    *loss = *ppl = NAN;
    while ((line = strtok_r(NULL, "\n", &save))) {
        if (strncmp(line, "valid\t", 6)) continue;
        col = 0;
        for (char *f = line; f; f = strchr(f, '\t') ? strchr(f, '\t') + 1 : NULL, col++) {
            if (col == c_loss) *loss = strtod(f, NULL);
            if (col == c_ppl) *ppl = strtod(f, NULL);
        }
    }
    free(text);
    assert_true(isfinite(*loss) && isfinite(*ppl));
}

// Reads "cross-entropy X nats/token, perplexity Y" from bin/decode's stderr.
static void read_summary(const char *path, double *ce, double *ppl, int *skipped) {
    const char *s = test_slurp(path);
    const char *p = strstr(s, "not scored), ");
    assert_non_null(p);
    const char *q = strrchr(s, '(');
    assert_non_null(q);
    *skipped = atoi(q + 1);
    p = strstr(s, "cross-entropy ");
    assert_non_null(p);
    *ce = strtod(p + 14, NULL);
    p = strstr(s, "perplexity ");
    assert_non_null(p);
    *ppl = strtod(p + 11, NULL);
}

static void test_equals_training_validation(void **state) {
    (void)state;
    // 24 verses of the fixture and one pair whose source is beyond max-len (1024) pieces: the
    // trainer's dev set drops it, the scorer leaves it unscored.
    FILE *fe = fopen("tests/data/bible300.en", "r"),
         *fs = fopen("tests/data/bible300.es", "r");
    assert_true(fe && fs);
    enum { N = 25 };
    char *src[N], *ref[N], buf[8192];
    for (int i = 0; i < N - 1; i++) {
        assert_non_null(fgets(buf, sizeof buf, fe));
        buf[strcspn(buf, "\n")] = 0;
        src[i] = strdup(buf);
        assert_non_null(fgets(buf, sizeof buf, fs));
        buf[strcspn(buf, "\n")] = 0;
        ref[i] = strdup(buf);
    }
    fclose(fe);
    fclose(fs);
    char *longl = malloc(200 * 41 + 1);
    assert_non_null(longl);
    longl[0] = 0;
    for (int k = 0; k < 200; k++) strcat(longl, "Abimelech begat Jeroboam of Zerubbabel. ");
    src[N - 1] = longl;
    ref[N - 1] = strdup("Y así fue.");
    char spath[512];
    snprintf(spath, sizeof spath, "%s", write_lines("val.en", (const char *const *)src, N));
    write_lines("val.es", (const char *const *)ref, N);
    for (int i = 0; i < N; i++) {
        free(src[i]);
        free(ref[i]);
    }
    const char *prefix = test_path("val");
    static const char *const arch[2] = {"rnn", "transformer"};
    for (int d = 0; d < 2; d++) {
        char out[512], tsv[600], err[600];
        snprintf(out, sizeof out, "%s/run-%s", test_tmpdir(), arch[d]);
        snprintf(tsv, sizeof tsv, "%s/train.log.tsv", out);
        snprintf(err, sizeof err, "%s/score-%s.err", test_tmpdir(), arch[d]);
        assert_int_equal(test_run("./bin/train --arch %s --init-from %s --train %s --dev %s "
                                  "--out %s --max-steps 1 --valid-metric loss --valid-lines 1 "
                                  "--threads 1 >%s/train-%s.out 2>&1", arch[d], dirs[d], prefix,
                                  prefix, out, test_tmpdir(), arch[d]), 0);
        assert_int_equal(test_run("./bin/decode -m %s/step-1.ckpt -i %s --score-reference "
                                  "%s.es -t 1 -q >/dev/null 2>%s", out, spath, prefix, err), 0);
        double loss, ppl, ce, ppl2;
        int skipped;
        // --skip-invalid does not apply to scoring: a usage error, not silently ignored
        assert_int_equal(test_run("./bin/decode -m %s/step-1.ckpt -i %s --score-reference %s.es "
                                  "--skip-invalid -q >/dev/null 2>&1", out, spath, prefix), 2);
        // a batch must hold a pair's BOS and EOS: --batch-tokens 1 is a usage error naming it
        assert_int_equal(test_run("./bin/decode -m %s/step-1.ckpt -i %s --score-reference %s.es "
                                  "--batch-tokens 1 -q >/dev/null 2>%s.bt", out, spath, prefix,
                                  err), 2);
        assert_int_equal(test_run("grep -q -- '--batch-tokens 1 is too small for "
                                  "--score-reference' %s.bt", err), 0);
        read_valid_row(tsv, &loss, &ppl);
        read_summary(err, &ce, &ppl2, &skipped);
        assert_int_equal(skipped, 1);
        // train.log.tsv prints 6 significant digits; the two runs compute the same sums
        if (fabs(ce - loss) > 1e-5 || fabs(ppl2 - ppl) > 1e-4 * ppl)
            fail_msg("%s: scorer cross-entropy %.6f ppl %.4f, training validation %.6f %.4f",
                     arch[d], ce, ppl2, loss, ppl);
    }
}

int main(void) {
    blas_set_threads(1);
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_forced_steps_and_batching),
        cmocka_unit_test(test_greedy_output),
        cmocka_unit_test(test_equals_training_validation),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
