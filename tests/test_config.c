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
    ModelConfig t = config_defaults(ARCH_TRANSFORMER);
    assert_int_equal(t.d_model, 256);
    assert_int_equal(t.heads, 4);
    assert_int_equal(t.ffn, 1024);
    assert_int_equal(t.enc_layers, 3);
    assert_int_equal(t.dec_layers, 3);
    assert_int_equal(t.norm, NORM_POST);
    assert_int_equal(t.pos, POS_SINUSOIDAL);
    assert_int_equal(config_apply_preset(&t, "small"), 0);
    assert_int_equal(t.d_model, 512);
    assert_int_equal(t.heads, 8);
    assert_int_equal(t.ffn, 2048);
    assert_int_equal(t.enc_layers, 6);
    ModelConfig r = config_defaults(ARCH_RNN);
    assert_int_equal(r.emb, 256);
    assert_int_equal(r.enc_hidden, 256);
    assert_int_equal(r.dec_hidden, 512);
    assert_int_equal(r.enc_layers, 1);
    assert_int_equal(r.cell, CELL_GRU);
    assert_int_equal(r.attention, SCORE_ADDITIVE);
    assert_int_equal(config_apply_preset(&r, "small"), 0);
    assert_int_equal(r.dec_hidden, 1024);
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
