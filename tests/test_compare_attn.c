// bin/compare's attention heatmaps (study/attention_figures.h study_attn_trace) on the shipped
// models: the sentence a heatmap draws is bin/decode's greedy translation of the same input (the
// text bin/decode writes, and the tokens of a plain greedy loop over ModelOps written here), and
// the attention recorded at each step through the search's callback is the search's own alignment.
//
// Tolerances: an attention row is a float32 softmax over at most a few dozen positions, so it sums
// to 1 within 1e-4 (each weight carries ~6e-8 relative rounding; 1e-4 is far below the 1/S a
// missing or doubled weight would cost); the heads' mean is recomputed here in another order, so
// it matches within 1e-6 absolute + 1e-5 relative (float32 rounding of an NH-term sum).
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <cmocka.h>

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "decode/search.h"
#include "models/model.h"
#include "models/model_io.h"
#include "tensor/blas.h"
#include "tokenizer/spm.h"
#include "study/attention_figures.h"
#include "tests/test_util.h"

enum { NLINES = 3 };
static const char *const lines[NLINES] = {
    "In the beginning, God created the heavens and the earth.",
    "Now you are cursed because of the ground.",
    "The LORD is my shepherd; I shall lack nothing.",
};

// Greedy decoding as the search documents it, written directly against ModelOps for one
// sentence: argmax with PAD and BOS excluded (ties to the lower id), stop at EOS or after L
// tokens. Writes the tokens (EOS included when it ended) into out and returns their count.
static int plain_greedy(Model *m, const int *src, int S, int L, int *out) {
    const int V = m->cfg.vocab;
    DecodeState *st = m->ops->encode(m, src, &S, 1, S);
    assert_non_null(st);
    int sentence = 0, prev = TOK_BOS, n = 0;
    DecodeRows rows = {1, &sentence, NULL, 1};
    float *lp = malloc((size_t)V * sizeof *lp);
    assert_non_null(lp);
    while (n < L) {
        assert_int_equal(m->ops->step(m, st, &rows, &prev, lp), 0);
        int best = -1;
        for (int v = 0; v < V; v++)
            if (v != TOK_PAD && v != TOK_BOS && (best < 0 || lp[v] > lp[best])) best = v;
        out[n++] = best;
        if (best == TOK_EOS) break;
        prev = best;
    }
    free(lp);
    m->ops->free_state(m, st);
    return n;
}

static void check_model(const char *dir) {
    char ckpt[512], spm_name[64], in[512], out[512];
    snprintf(ckpt, sizeof ckpt, "%s/best.ckpt", dir);
    Model *m = model_load(ckpt, NULL, NULL, NULL);
    assert_non_null(m);
    snprintf(spm_name, sizeof spm_name, "spm-%s.model", m->ops->arch);
    SpmModel *spm = spm_load(test_ckpt_spm(dir, spm_name));
    assert_non_null(spm);

    // bin/decode on the same lines
    snprintf(in, sizeof in, "%s/in-%s.en", test_tmpdir(), m->ops->arch);
    snprintf(out, sizeof out, "%s/out-%s.es", test_tmpdir(), m->ops->arch);
    FILE *f = fopen(in, "w");
    assert_non_null(f);
    for (int i = 0; i < NLINES; i++) fprintf(f, "%s\n", lines[i]);
    assert_int_equal(fclose(f), 0);
    assert_int_equal(test_run("./bin/decode -m %s -i %s -o %s --threads 1 2>/dev/null", dir, in,
                              out), 0);
    f = fopen(out, "r");
    assert_non_null(f);

    const int layer = m->cfg.arch == ARCH_TRANSFORMER ? m->cfg.dec_layers - 1 : 0;
    Searcher *se = search_create(m);
    assert_non_null(se);
    for (int i = 0; i < NLINES; i++) {
        int *ids, n_ids;
        assert_int_equal(spm_encode(spm, lines[i], &ids, &n_ids), 0);
        AttnTrace t;
        assert_int_equal(study_attn_trace(m, ids, n_ids, layer, &t), 0);
        assert_int_equal(t.S, n_ids + 1);
        assert_true(t.T >= 1 && t.T <= t.Tcap);

        // the text bin/decode wrote
        char want[4096], *got = NULL;
        assert_non_null(fgets(want, sizeof want, f));
        want[strcspn(want, "\n")] = 0;
        int pieces = t.tgt[t.T - 1] == TOK_EOS ? t.T - 1 : t.T;
        assert_int_equal(spm_decode(spm, t.tgt, pieces, &got), 0);
        if (strcmp(got, want) != 0) {
            print_error("%s line %d: heatmap '%s', bin/decode '%s'\n", dir, i + 1, got, want);
            fail();
        }
        free(got);

        // the tokens of a plain greedy loop, with the search's length limit
        SearchOptions so = search_defaults();
        int L = search_max_output(&so, m->cfg.max_len, t.S);
        assert_int_equal(L, t.Tcap);
        int *plain = malloc((size_t)L * sizeof *plain);
        assert_non_null(plain);
        assert_int_equal(plain_greedy(m, t.src, t.S, L, plain), t.T);
        assert_memory_equal(plain, t.tgt, (size_t)t.T * sizeof *plain);
        free(plain);

        // the attention recorded step by step: the search's alignment (mean over heads of the
        // same layer), and rows of weights that sum to 1 over the source
        so.alignment = 1;
        so.alignment_layer = m->cfg.arch == ARCH_TRANSFORMER ? layer : -1;
        assert_int_equal(search_run(se, t.src, &t.S, 1, t.S, &so), 0);
        const SearchHyp *h = search_hyp(se, 0, 0);
        assert_int_equal(h->len + h->ended, t.T);
        for (int j = 0; j < t.T; j++) {
            float mean[512] = {0};
            assert_true(t.S <= 512);
            for (int hd = 0; hd < t.NH; hd++) {
                const float *w = t.cross + ((size_t)hd * t.Tcap + j) * t.S;
                double z = 0;
                for (int s = 0; s < t.S; s++) {
                    z += w[s];
                    mean[s] += w[s] / t.NH;
                }
                assert_true(fabs(z - 1.0) < 1e-4);
            }
            assert_close_f32(mean, h->attn + (size_t)j * t.S, t.S, 1e-6, 1e-5);
        }
        if (m->cfg.arch == ARCH_TRANSFORMER) {
            assert_non_null(t.enc_self);
            assert_non_null(t.dec_self);
            for (int j = 0; j < t.T; j++) {  // decoder row j over positions 0..j
                double z = 0;
                for (int p = 0; p <= j; p++) z += t.dec_self[(size_t)j * t.Tcap + p];
                assert_true(fabs(z - 1.0) < 1e-4);
            }
            for (int q = 0; q < t.S; q++) {
                double z = 0;
                for (int k = 0; k < t.S; k++) z += t.enc_self[(size_t)q * t.S + k];
                assert_true(fabs(z - 1.0) < 1e-4);
            }
        } else {
            assert_null(t.enc_self);
            assert_null(t.dec_self);
        }
        // Every layer at once (the report's explorer): the same translation, and the recorded
        // layer's maps where the one-layer trace put them.
        AttnTrace all;
        assert_int_equal(study_attn_trace(m, ids, n_ids, STUDY_ATTN_ALL_LAYERS, &all), 0);
        const int tfm = m->cfg.arch == ARCH_TRANSFORMER;
        assert_int_equal(all.NL, tfm ? m->cfg.dec_layers : 1);
        assert_int_equal(all.NLE, tfm ? m->cfg.enc_layers : 0);
        assert_int_equal(all.T, t.T);
        assert_memory_equal(all.tgt, t.tgt, (size_t)t.T * sizeof *t.tgt);
        const size_t p0 = (size_t)(tfm ? layer : 0) * t.NH;
        for (int hd = 0; hd < t.NH; hd++) {
            assert_memory_equal(all.cross + (p0 + hd) * t.Tcap * t.S,
                                t.cross + (size_t)hd * t.Tcap * t.S,
                                (size_t)t.T * t.S * sizeof(float));
            if (!tfm) continue;
            assert_memory_equal(all.dec_self + (p0 + hd) * t.Tcap * t.Tcap,
                                t.dec_self + (size_t)hd * t.Tcap * t.Tcap,
                                (size_t)t.T * t.Tcap * sizeof(float));
            assert_memory_equal(all.enc_self + (p0 + hd) * t.S * t.S,
                                t.enc_self + (size_t)hd * t.S * t.S,
                                (size_t)t.S * t.S * sizeof(float));
        }
        for (int p = 0; p < all.NL * all.NH; p++)  // every layer's rows are distributions
            for (int j = 0; j < all.T; j++) {
                double z = 0;
                for (int s = 0; s < all.S; s++)
                    z += all.cross[((size_t)p * all.Tcap + j) * all.S + s];
                assert_true(fabs(z - 1.0) < 1e-4);
            }
        study_attn_trace_free(&all);
        study_attn_trace_free(&t);
        free(ids);
    }
    int empty = 0;
    AttnTrace t;
    assert_int_equal(study_attn_trace(m, &empty, 0, layer, &t), TD_ERR_ARG);
    fclose(f);
    search_free(se);
    spm_free(spm);
    model_free(m);
}

static void test_rnn_heatmap_is_decode_output(void **state) {
    (void)state;
    check_model("pretrained/rnn-en-es");
}

static void test_transformer_heatmap_is_decode_output(void **state) {
    (void)state;
    check_model("pretrained/transformer-en-es");
}

int main(void) {
    blas_set_threads(1);
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_rnn_heatmap_is_decode_output),
        cmocka_unit_test(test_transformer_heatmap_is_decode_output),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
