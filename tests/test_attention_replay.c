// decode/attention_replay.h on the shipped models: the maps replayed from a finished greedy
// translation equal, bit for bit, the cross-attention the search itself computed at each of its
// steps (read through SearchOptions.on_step for every layer and head); every row is a
// distribution over the source (sums to 1 within float rounding: 1e-5 for up to ~40 terms); a
// bad length is refused.
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <cmocka.h>

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "decode/attention_replay.h"
#include "decode/load.h"
#include "decode/search.h"
#include "tensor/blas.h"
#include "tests/test_util.h"

typedef struct Trace {
    int L, H, S, Tcap;
    float *maps;  // [L * H, Tcap, S]
} Trace;

// The search's own attention at step t for its single row, every layer and head.
static int record(void *ctx, const SearchStep *st) {
    Trace *tr = ctx;
    float row[512];
    const int single = tr->L == 1 && tr->H == 1;
    for (int p = 0; p < tr->L * tr->H; p++) {
        TD_TRY(st->model->ops->cross_attention(st->model, st->state, st->rows,
                                               single ? -1 : p / tr->H, single ? -1 : p % tr->H,
                                               row));
        memcpy(tr->maps + ((size_t)p * tr->Tcap + st->t) * tr->S, row, sizeof(float) * tr->S);
    }
    return 0;
}

static void check_model(const char *arg, int want_layers) {
    Model *m = NULL;
    SpmModel *spm = NULL;
    DecodeLoadOptions lo = {NULL, WEIGHTS_AUTO, -1, ENSEMBLE_LOGPROB};
    assert_int_equal(decode_load_models(&arg, 1, &lo, &m, &spm, NULL, NULL), 0);
    int *ids = NULL, n = 0;
    assert_int_equal(spm_encode(spm, "And God said, Let there be light: and there was light.",
                                &ids, &n), 0);
    int S = n + 1, *src = malloc(sizeof(int) * (size_t)S);
    memcpy(src, ids, sizeof(int) * (size_t)n);
    src[n] = TOK_EOS;
    Trace tr;
    attention_replay_dims(m, &tr.L, &tr.H);
    assert_int_equal(tr.L, want_layers);
    tr.S = S;
    tr.Tcap = m->cfg.max_len;
    tr.maps = calloc((size_t)tr.L * tr.H * tr.Tcap * S, sizeof(float));
    SearchOptions so = search_defaults();
    so.on_step = record;
    so.on_step_ctx = &tr;
    Searcher *se = search_create(m);
    assert_int_equal(search_run(se, src, &S, 1, S, &so), 0);
    const SearchHyp *h = search_hyp(se, 0, 0);
    int T = h->len + h->ended;
    assert_true(T >= 2);
    int *tgt = malloc(sizeof(int) * (size_t)T);
    memcpy(tgt, h->tokens, sizeof(int) * (size_t)h->len);
    if (h->ended) tgt[h->len] = TOK_EOS;
    float *out = malloc(sizeof(float) * (size_t)tr.L * tr.H * T * S);
    assert_int_equal(attention_replay(m, src, S, tgt, T, out), 0);
    for (int p = 0; p < tr.L * tr.H; p++)
        for (int t = 0; t < T; t++) {
            const float *got = out + ((size_t)p * T + t) * S;
            assert_memory_equal(got, tr.maps + ((size_t)p * tr.Tcap + t) * S,
                                sizeof(float) * (size_t)S);
            double sum = 0;
            for (int j = 0; j < S; j++) sum += got[j];
            assert_true(fabs(sum - 1.0) < 1e-5);
        }
    assert_int_equal(attention_replay(m, src, S, tgt, 0, out), TD_ERR_ARG);
    free(out);
    free(tgt);
    search_free(se);
    free(tr.maps);
    free(src);
    free(ids);
    model_free(m);
    spm_free(spm);
}

static void test_transformer_every_layer_and_head(void **state) {
    (void)state;
    check_model("pretrained/transformer-en-es", 3);
}

static void test_rnn(void **state) {
    (void)state;
    check_model("pretrained/rnn-en-es", 1);
}

int main(void) {
    blas_set_threads(1);
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_transformer_every_layer_and_head),
        cmocka_unit_test(test_rnn),
    };
    return cmocka_run_group_tests_name("attention_replay", tests, NULL, NULL);
}
