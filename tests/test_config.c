// Model configuration: presets equal the PyTorch reference's, text round trip, option errors.
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <cmocka.h>

#include <string.h>

#include "models/config.h"
#include "models/model.h"
#include "tests/test_util.h"

static void test_presets_match_reference(void **state) {
    (void)state;
    // The PyTorch reference implementation's presets (transformer.py and rnn_attn.py CONFIGS):
    // transformer tiny d_model 256, 4 heads, FFN 1024, 3 + 3 layers; small 512, 8, 2048, 6 + 6;
    // rnn tiny emb 256, enc-hidden 256, dec-hidden 512; small 512, 512, 1024.
    // RNN encoder layers: 1. Sizes not in a preset are -1 (not compared).
    const struct {
        ModelArch arch;
        const char *preset;
        int d_model, heads, ffn, layers, emb, enc_hidden, dec_hidden;
    } want[] = {
        {ARCH_TRANSFORMER, "tiny", 256, 4, 1024, 3, -1, -1, -1},
        {ARCH_TRANSFORMER, "small", 512, 8, 2048, 6, -1, -1, -1},
        {ARCH_RNN, "tiny", -1, -1, -1, 1, 256, 256, 512},
        {ARCH_RNN, "small", -1, -1, -1, 1, 512, 512, 1024},
    };
    for (size_t i = 0; i < sizeof want / sizeof *want; i++) {
        ModelConfig c = config_defaults(want[i].arch);  // the defaults are the tiny preset
        if (strcmp(want[i].preset, "tiny") != 0)
            assert_int_equal(config_apply_preset(&c, want[i].preset), 0);
        const int got[7] = {c.d_model, c.heads, c.ffn, c.enc_layers, c.emb, c.enc_hidden,
                            c.dec_hidden};
        const int exp[7] = {want[i].d_model, want[i].heads, want[i].ffn, want[i].layers,
                            want[i].emb, want[i].enc_hidden, want[i].dec_hidden};
        for (int k = 0; k < 7; k++)
            if (exp[k] >= 0 && got[k] != exp[k])
                fail_msg("%s %s: size %d is %d, want %d", arch_name(want[i].arch), want[i].preset,
                         k, got[k], exp[k]);
        if (want[i].arch == ARCH_TRANSFORMER) assert_int_equal(c.dec_layers, want[i].layers);
    }
    ModelConfig t = config_defaults(ARCH_TRANSFORMER), r = config_defaults(ARCH_RNN);
    assert_int_equal(t.norm, NORM_PRE);  // the tuned placement (models/config.c)
    assert_int_equal(t.pos, POS_SINUSOIDAL);
    assert_int_equal(r.cell, CELL_GRU);
    assert_int_equal(r.attention, SCORE_ADDITIVE);
    assert_int_equal(config_apply_preset(&r, "huge"), TD_ERR_ARG);
    assert_non_null(strstr(td_last_error(), "huge"));
}

static void test_text_round_trip(void **state) {
    (void)state;
    ModelConfig c = config_defaults(ARCH_RNN);
    assert_int_equal(config_set(&c, "cell", "lstm"), 0);
    assert_int_equal(config_set(&c, "attention", "scaled_dot"), 0);
    assert_int_equal(config_set(&c, "dropout", "0.25"), 0);
    assert_int_equal(config_set(&c, "vocab", "1234"), 0);
    assert_int_equal(config_set(&c, "pos", "none"), 0);
    char text[2048];
    assert_true(config_to_text(&c, text, sizeof text) > 0);
    ModelConfig d = config_defaults(ARCH_TRANSFORMER);
    assert_int_equal(config_from_text(&d, text), 0);
    assert_int_equal(d.arch, ARCH_RNN);
    assert_int_equal(d.cell, CELL_LSTM);
    assert_int_equal(d.attention, SCORE_SCALED_DOT);
    assert_int_equal(d.vocab, 1234);
    assert_int_equal(d.pos, POS_NONE);
    assert_true(d.dropout == 0.25f);
    assert_memory_equal(&c, &d, sizeof c);
}

static void test_bad_options(void **state) {
    (void)state;
    ModelConfig c = config_defaults(ARCH_TRANSFORMER);
    assert_int_equal(config_set(&c, "heads", "abc"), TD_ERR_ARG);
    assert_non_null(strstr(td_last_error(), "--heads"));
    assert_int_equal(config_set(&c, "heads", "0"), TD_ERR_ARG);
    assert_int_equal(config_set(&c, "cell", "rnn"), TD_ERR_ARG);
    assert_non_null(strstr(td_last_error(), "gru|lstm"));
    assert_int_equal(config_set(&c, "no-such-option", "1"), TD_ERR_ARG);
    assert_int_equal(config_set(&c, "heads", "3"), 0);
    assert_int_equal(config_validate(&c), TD_ERR_ARG);  // 256 % 3 != 0
    assert_non_null(strstr(td_last_error(), "divisible"));
    assert_int_equal(config_from_text(&c, "d-model=256\nbogus line\n"), TD_ERR_FORMAT);
    assert_non_null(strstr(td_last_error(), "line 2"));
}

static void test_registry(void **state) {
    (void)state;
    // The registry answers for both kinds (NULL only when an architecture is not linked in).
    const ModelOps *r = model_ops_for(ARCH_RNN), *t = model_ops_for(ARCH_TRANSFORMER);
    if (r) assert_string_equal(r->arch, "rnn");
    if (t) assert_string_equal(t->arch, "transformer");
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_presets_match_reference),
        cmocka_unit_test(test_text_round_trip),
        cmocka_unit_test(test_bad_options),
        cmocka_unit_test(test_registry),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
