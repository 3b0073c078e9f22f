// Batch translation (decode/translate.h) and the bin/decode CLI.
//
// translate_lines runs over the small mock model of tests/mock_model.h (plugged in with
// model_ops_override) and a SentencePiece model trained here on the 300-pair Bible fixture with
// Debian's spm_train; each result is checked against an independent path: the line encoded alone,
// searched alone (decode/search.h) and decoded. The CLI tests save a real (randomly initialised)
// model with its SentencePiece model embedded and run bin/decode (built by `make test` first).
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <cmocka.h>

#include "tests/test_util.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "decode/search.h"
#include "decode/translate.h"
#include "models/model_io.h"
#include "tensor/blas.h"
#include "tests/mock_model.h"
#include "tokenizer/spm.h"

static char g_spm_path[1024];
static SpmModel *g_spm;

// Trains a small SentencePiece model once (vocab 300, the project's special ids).
static int setup_spm(void **state) {
    (void)state;
    if (g_spm) return 0;
    snprintf(g_spm_path, sizeof g_spm_path, "%s/spm.model", test_tmpdir());
    char cmd[4096];
    snprintf(cmd, sizeof cmd,
             "spm_train --input=tests/data/bible300.en,tests/data/bible300.es "
             "--model_prefix=%s/spm "
             "--vocab_size=300 --character_coverage=1.0 --model_type=unigram --pad_id=0 --bos_id=1 "
             "--eos_id=2 --unk_id=3 --num_threads=1 --minloglevel=2 >/dev/null 2>&1",
             test_tmpdir());
    if (system(cmd) != 0) return -1;
    g_spm = spm_load(g_spm_path);
    return g_spm ? 0 : -1;
}

static int teardown_spm(void **state) {
    (void)state;
    spm_free(g_spm);
    g_spm = NULL;
    return 0;
}

static Model *mock_new(int max_len) {
    model_ops_override(ARCH_TRANSFORMER, &mock_ops);
    ModelConfig cfg = mock_config(spm_vocab_size(g_spm), 16);
    cfg.max_len = max_len;
    Model *m = model_create(&cfg, 11);
    model_ops_override(ARCH_TRANSFORMER, NULL);
    assert_non_null(m);
    return m;
}

// The independent path: encode the line alone (first max_in pieces), search it alone, decode.
static char *translate_alone(Model *m, const char *line, int max_in, const SearchOptions *o,
                             int k, float *score) {
    int *ids, n;
    assert_int_equal(spm_encode(g_spm, line, &ids, &n), 0);
    if (n > max_in) n = max_in;
    if (n == 0) {
        free(ids);
        *score = 0.0f;
        return strdup("");
    }
    int *src = malloc(sizeof(int) * (size_t)(n + 1)), len = n + 1;
    memcpy(src, ids, sizeof(int) * (size_t)n);
    src[n] = TOK_EOS;
    Searcher *s = search_create(m);
    assert_int_equal(search_run(s, src, &len, 1, len, o), 0);
    const SearchHyp *h = search_hyp(s, 0, k);
    char *text;
    assert_int_equal(spm_decode(g_spm, h->tokens, h->len, &text), 0);
    *score = h->score;
    search_free(s);
    free(src);
    free(ids);
    return text;
}

static const char *g_lines[] = {
    "In the beginning, God created the heavens and the earth.",
    "",
    "   ",
    "The earth was formless and empty.",
    "",
    "Light",
    "And God said, let there be light, and there was light; and God saw the light, that it was "
    "good.",
    "y",
};
#define N_LINES 8

// Every line gives exactly one output, in order; empty and whitespace-only lines give "" and 0;
// the result does not depend on the batch size and equals each line translated alone.
static void test_lines_kept_in_order(void **state) {
    (void)state;
    Model *m = mock_new(64);
    TranslateOptions o = translate_defaults();
    o.search.max_length = 12;
    for (int bt = 0; bt < 3; bt++) {
        o.batch_tokens = bt == 0 ? 1 : bt == 1 ? 60 : 100000;  // 1 sentence, a few, all
        char *out[N_LINES];
        float sc[N_LINES];
        assert_int_equal(translate_lines(m, g_spm, g_lines, N_LINES, &o, out, sc), 0);
        for (int i = 0; i < N_LINES; i++) {
            float want_sc;
            char *want = translate_alone(m, g_lines[i], 63, &o.search, 0, &want_sc);
            assert_string_equal(out[i], want);
            assert_memory_equal(&sc[i], &want_sc, sizeof(float));
            if (i == 1 || i == 2 || i == 4) {
                assert_string_equal(out[i], "");
                assert_true(sc[i] == 0.0f);
            } else {
                assert_true(out[i][0] != '\0');  // the mock never emits EOS first at max 12
            }
            free(want);
            free(out[i]);
        }
    }
    model_free(m);
}

// A line over the model's limit is truncated to max-len - 1 pieces, with a warning naming it.
static void test_truncation_warning(void **state) {
    (void)state;
    Model *m = mock_new(6);  // at most 5 source pieces + EOS
    char path[1024];
    snprintf(path, sizeof path, "%s/warn.txt", test_tmpdir());
    FILE *log = fopen(path, "w+");
    TranslateOptions o = translate_defaults();
    o.log = log;
    o.input_name = "dev.en";
    o.first_line = 101;
    char *out[N_LINES];
    assert_int_equal(translate_lines(m, g_spm, g_lines, N_LINES, &o, out, NULL), 0);
    fflush(log);
    rewind(log);
    char buf[4096] = {0};
    size_t got = fread(buf, 1, sizeof buf - 1, log);
    fclose(log);
    assert_true(got > 0);
    assert_non_null(strstr(buf, "decode: warning: dev.en line 101: "));
    assert_non_null(strstr(buf, "dev.en line 107: "));
    assert_non_null(strstr(buf, "truncated to the first 5"));
    assert_null(strstr(buf, "line 106"));  // "Light" is short
    for (int i = 0; i < N_LINES; i++) {
        float s;
        char *want = translate_alone(m, g_lines[i], 5, &o.search, 0, &s);
        assert_string_equal(out[i], want);
        free(want);
        free(out[i]);
    }
    // the warning names the limit that cut the line: the model's, or the caller's option (also
    // when both are equal); the piece count is the tokenizer's own
    int *ids, pieces;
    assert_int_equal(spm_encode(g_spm, g_lines[0], &ids, &pieces), 0);
    free(ids);
    assert_true(pieces > 5);
    char want[256];
    snprintf(want, sizeof want, "decode: warning: dev.en line 101: %d pieces, truncated to the "
             "first 5 (the model's limit)\n", pieces);
    assert_non_null(strstr(buf, want));
    struct {
        int max_in;
        const char *name, *limit;
        int first;
    } cases[] = {
        {3, "--max-input-len", "--max-input-len", 3},
        {5, "--max-input-len", "--max-input-len", 5},   // a tie: the option
        {9, "--max-input-len", "the model's limit", 5}, // above the model's: the model's
        {3, NULL, "max_input_len", 3},                  // a library caller without a name
    };
    for (int c = 0; c < 4; c++) {
        log = fopen(path, "w+");
        o.log = log;
        o.max_input_len = cases[c].max_in;
        o.max_input_len_name = cases[c].name;
        assert_int_equal(translate_lines(m, g_spm, g_lines, 1, &o, out, NULL), 0);
        free(out[0]);
        fflush(log);
        rewind(log);
        memset(buf, 0, sizeof buf);
        assert_true(fread(buf, 1, sizeof buf - 1, log) > 0);
        fclose(log);
        snprintf(want, sizeof want, "decode: warning: dev.en line 101: %d pieces, truncated to "
                 "the first %d (%s)\n", pieces, cases[c].first, cases[c].limit);
        assert_string_equal(buf, want);
    }
    model_free(m);
}

// A cross-attention that fails, to test that the model's error comes back.
static int failing_cross_attention(Model *m, const DecodeState *st, const DecodeRows *rows,
                                   int layer, int head, float *out) {
    (void)m, (void)st, (void)rows, (void)layer, (void)head, (void)out;
    return td_error(TD_ERR_ARG, "this mock has no attention");
}

// n-best: n_best entries per line, best first, each equal to the line searched alone.
static void test_nbest(void **state) {
    (void)state;
    Model *m = mock_new(64);
    TranslateOptions o = translate_defaults();
    o.search.beam_size = 4;
    o.search.n_best = 3;
    o.search.max_length = 8;
    TranslateHyp h[N_LINES * 3];
    assert_int_equal(translate_lines_nbest(m, g_spm, g_lines, N_LINES, &o, h), 0);
    for (int i = 0; i < N_LINES; i++) {
        for (int k = 0; k < 3; k++) {
            float s;
            char *want = translate_alone(m, g_lines[i], 63, &o.search, k, &s);
            assert_string_equal(h[i * 3 + k].text, want);
            assert_memory_equal(&h[i * 3 + k].score, &s, sizeof s);
            if (k > 0) assert_true(h[i * 3 + k - 1].score >= h[i * 3 + k].score);
            assert_null(h[i * 3 + k].alignment);
            free(want);
        }
    }
    translate_hyps_free(h, N_LINES * 3);
    // a model whose cross-attention fails: asking for alignments is the model's error, nothing
    // leaks
    ModelOps failing = mock_ops;
    failing.cross_attention = failing_cross_attention;
    m->ops = &failing;
    o.alignment = ALIGN_HARD;
    assert_int_equal(translate_lines_nbest(m, g_spm, g_lines, N_LINES, &o, h), TD_ERR_ARG);
    for (int i = 0; i < N_LINES * 3; i++) assert_null(h[i].text);
    m->ops = &mock_ops;
    // bad options
    o = translate_defaults();
    o.search.n_best = 2;
    char *out[N_LINES];
    assert_int_equal(translate_lines(m, g_spm, g_lines, N_LINES, &o, out, NULL), TD_ERR_ARG);
    o = translate_defaults();
    o.batch_tokens = 0;
    assert_int_equal(translate_lines(m, g_spm, g_lines, N_LINES, &o, out, NULL), TD_ERR_ARG);
    model_free(m);
}

// ---------------------------------------------------------------- the CLI

static char g_ckpt[1024];
static Model *g_real;  // the model saved in g_ckpt


// Reads a whole file (NULL if missing); *n_lines counts "\n".
static char *slurp(const char *path, int *n_lines) {
    FILE *f = fopen(path, "rb");
    if (!f) return NULL;
    static char buf[1 << 20];
    size_t n = fread(buf, 1, sizeof buf - 1, f);
    fclose(f);
    buf[n] = 0;
    int c = 0;
    for (size_t i = 0; i < n; i++) c += buf[i] == '\n';
    if (n_lines) *n_lines = c;
    return strdup(buf);
}

static const char *tmp(const char *name) {
    static char bufs[8][1024];
    static int k;
    char *b = bufs[k++ % 8];
    snprintf(b, 1024, "%s/%s", test_tmpdir(), name);
    return b;
}

// The SentencePiece model file's bytes (read once; *len its size), to embed in model files.
static const char *spm_blob(size_t *len) {
    static char blob[1 << 20];
    static size_t n;
    if (!n) {
        FILE *f = fopen(g_spm_path, "rb");
        assert_non_null(f);
        n = fread(blob, 1, sizeof blob, f);
        fclose(f);
    }
    *len = n;
    return blob;
}

// Saves a tiny real model (Transformer, else RNN) with the SentencePiece model embedded.
static int setup_cli(void **state) {
    if (setup_spm(state) < 0) return -1;
    ModelConfig cfg = config_defaults(ARCH_TRANSFORMER);
    cfg.vocab = spm_vocab_size(g_spm);
    cfg.max_len = 32;
    cfg.d_model = 32, cfg.heads = 2, cfg.ffn = 64, cfg.enc_layers = cfg.dec_layers = 1;
    g_real = model_create(&cfg, 3);
    if (!g_real) return -1;
    size_t len;
    const char *blob = spm_blob(&len);
    snprintf(g_ckpt, sizeof g_ckpt, "%s/m.ckpt", test_tmpdir());
    char meta[128];
    snprintf(meta, sizeof meta, "spm-checksum=%08x\n", (unsigned)spm_checksum(g_spm));
    if (model_save(g_real, g_ckpt, meta, blob, len, 0) < 0) return -1;
    mkdir(tmp("run"), 0755);
    if (model_save(g_real, tmp("run/best.ckpt"), meta, blob, len, 0) < 0) return -1;
    FILE *in = fopen(tmp("in.txt"), "w");
    for (int i = 0; i < N_LINES; i++) fprintf(in, "%s\n", g_lines[i]);
    fclose(in);
    return 0;
}

static int teardown_cli(void **state) {
    model_free(g_real);
    g_real = NULL;
    return teardown_spm(state);
}

// The CLI prints exactly what translate_lines gives, one line per input line, through OUT.tmp
// (--split off: the library call does not split the long line either; tests/test_split.c
// tests splitting).
static void test_cli_matches_library(void **state) {
    (void)state;
    TranslateOptions o = translate_defaults();
    o.log = NULL;  // the long line's truncation warning (the CLI's -q silences its own)
    char *out[N_LINES];
    assert_int_equal(translate_lines(g_real, g_spm, g_lines, N_LINES, &o, out, NULL), 0);
    char want[1 << 14] = {0};
    for (int i = 0; i < N_LINES; i++) {
        strcat(want, out[i]);
        strcat(want, "\n");
        free(out[i]);
    }
    unlink(tmp("out.txt"));
    assert_int_equal(test_run("bin/decode -t 1 -q --split off -m %s -i %s -o %s", g_ckpt,
                             tmp("in.txt"), tmp("out.txt")), 0);
    int n;
    char *got = slurp(tmp("out.txt"), &n);
    assert_non_null(got);
    assert_int_equal(n, N_LINES);
    assert_string_equal(got, want);
    free(got);
    assert_int_equal(access(tmp("out.txt.tmp"), F_OK), -1);
    // stdin -> stdout, a directory model (DIR/best.ckpt), gzip input, small batches: same text
    assert_int_equal(test_run("gzip -c %s > %s", tmp("in.txt"), tmp("in.txt.gz")), 0);
    assert_int_equal(test_run("bin/decode -t 1 -q --split off -m %s --batch-tokens 1 < %s > %s",
                             tmp("run"), tmp("in.txt.gz"), tmp("out2.txt")), 0);
    got = slurp(tmp("out2.txt"), &n);
    assert_string_equal(got, want);
    free(got);
}

static void test_cli_formats(void **state) {
    (void)state;
    int n;
    assert_int_equal(test_run("bin/decode -t 1 -q -m %s -i %s -b 3 --n-best 2 -o %s", g_ckpt,
                             tmp("in.txt"), tmp("nb.txt")), 0);
    char *got = slurp(tmp("nb.txt"), &n);
    assert_int_equal(n, 2 * N_LINES);
    assert_true(strncmp(got, "0 ||| ", 6) == 0);
    assert_non_null(strstr(got, "\n1 |||  ||| 0.000000\n"));  // the empty line 1
    assert_non_null(strstr(got, "\n7 ||| "));
    free(got);
    assert_int_equal(test_run("bin/decode -t 1 -q -m %s -i %s --scores --alignment hard -o %s",
                             g_ckpt, tmp("in.txt"), tmp("al.txt")), 0);
    got = slurp(tmp("al.txt"), &n);
    assert_int_equal(n, N_LINES);
    char *line = got;
    for (int i = 0; i < N_LINES; i++) {  // TEXT ||| i-j ... ||| SCORE
        char *nl = strchr(line, '\n');
        *nl = 0;
        char *a = strstr(line, " ||| ");
        assert_non_null(a);
        char *s = strstr(a + 5, " ||| ");
        assert_non_null(s);
        for (char *p = a + 5; p < s; p++) assert_true(strchr("0123456789- ", *p) != NULL);
        line = nl + 1;
    }
    free(got);
}

// Decodes tmp("in.txt") with models[i] and --weights modes[i] (beam 2, scores) for i < n: every
// output has N_LINES lines and all are the same bytes.
static void expect_same_decodes(const char *const *models, const char *const *modes, int n) {
    char *want = NULL;
    int lines;
    for (int i = 0; i < n; i++) {
        assert_int_equal(test_run("bin/decode -t 1 -q -m %s --weights %s -b 2 --scores -i %s -o %s",
                                 models[i], modes[i], tmp("in.txt"), tmp("w.txt")), 0);
        char *got = slurp(tmp("w.txt"), &lines);
        assert_non_null(got);
        assert_int_equal(lines, N_LINES);
        if (!want) want = got;
        else {
            assert_string_equal(got, want);
            free(got);
        }
    }
    free(want);
}

// bin/decode -t 1 -q -m MODEL OPTS of the test input exits 0 with one line per input line.
static void expect_all_lines(const char *model, const char *opts) {
    int n;
    assert_int_equal(test_run("bin/decode -t 1 -q -m %s %s -i %s -o %s", model, opts,
                              tmp("in.txt"), tmp("lines.txt")), 0);
    free(slurp(tmp("lines.txt"), &n));
    assert_int_equal(n, N_LINES);
}

// bin/model pack [flags] of the test model into tmp(name), its path copied into path[cap] (tmp()
// reuses its buffers).
static void pack_test_model(const char *flags, const char *name, char *path, size_t cap) {
    snprintf(path, cap, "%s", tmp(name));
    unlink(path);
    assert_int_equal(test_run("bin/model pack %s %s %s > /dev/null", flags, g_ckpt, path), 0);
}

// --weights: a float16-packed model (model pack) decodes to the same bytes, scores included,
// from its float16 copy (auto and float16) as from float32; a float32 model with --weights float16
// (rounded weights) still gives one line per input line; a bad value is a usage error.
static void test_cli_weights(void **state) {
    (void)state;
    char packed[1024];
    pack_test_model("", "packed.ckpt", packed, sizeof packed);
    const char *modes[3] = {"float32", "float16", "auto"}, *models[3] = {packed, packed, packed};
    expect_same_decodes(models, modes, 3);
    expect_all_lines(g_ckpt, "--weights float16");
    assert_int_equal(test_run("bin/decode -q -m %s --weights half < %s > /dev/null 2>&1", g_ckpt,
                             tmp("in.txt")), 2);
}

// int8: a model packed with model pack --int8 decodes (auto and int8) to the same bytes, scores
// included, as the float32 model with --weights int8 (the same per-row quantisation, the
// dequantised values for the embeddings); --weights float32 reads its dequantised values; both
// shipped models decode with --weights int8, one line per input line, greedy and beam.
static void test_cli_int8(void **state) {
    (void)state;
    char packed[1024];
    pack_test_model("--int8", "int8.ckpt", packed, sizeof packed);
    const char *models[3] = {packed, packed, g_ckpt}, *modes[3] = {"auto", "int8", "int8"};
    expect_same_decodes(models, modes, 3);
    expect_all_lines(packed, "--weights float32");
    const char *shipped[2] = {"pretrained/rnn-en-es", "pretrained/transformer-en-es"};
    for (int i = 0; i < 2; i++) {
        expect_all_lines(shipped[i], "--weights int8 -b 1");
        expect_all_lines(shipped[i], "--weights int8 -b 5");
    }
    assert_int_equal(test_run("bin/model pack --int8 %s > /dev/null 2>&1", g_ckpt), 2);
}

// --weights bfloat16 on both shipped models: the input decoded in bin/decode's batches gives the
// same bytes, scores included, as each line alone (--max-batch-sents 1), greedy and beam 3; the
// setup line names the copy.
static void test_cli_bf16(void **state) {
    (void)state;
    const char *shipped[2] = {"pretrained/rnn-en-es", "pretrained/transformer-en-es"};
    for (int i = 0; i < 2; i++)
        for (int beam = 1; beam <= 3; beam += 2) {
            char *out[2];
            for (int alone = 0; alone < 2; alone++) {
                int n;
                assert_int_equal(test_run("bin/decode -t 1 -q -m %s --weights bfloat16 -b %d "
                                          "--scores %s -i %s -o %s", shipped[i], beam,
                                          alone ? "--max-batch-sents 1" : "", tmp("in.txt"),
                                          tmp("bf.txt")), 0);
                out[alone] = slurp(tmp("bf.txt"), &n);
                assert_non_null(out[alone]);
                assert_int_equal(n, N_LINES);
            }
            assert_string_equal(out[0], out[1]);
            free(out[0]), free(out[1]);
        }
    // the setup line goes to a terminal only: script(1) gives the run one
    if (test_run("command -v script > /dev/null") != 0)
        test_skip("script(1) (package bsdutils) is missing: the setup line was not checked");
    assert_int_equal(test_run("script -qec 'bin/decode -t 1 -m pretrained/rnn-en-es --weights "
                              "bfloat16 -i %s -o %s' /dev/null > %s", tmp("in.txt"),
                              tmp("bf.txt"), tmp("bf.err")), 0);
    assert_int_equal(test_run("grep -q '(bfloat16 weights, rounded)' %s", tmp("bf.err")), 0);
}

// The RNN through the CLI: beam search with soft alignments (one row per target piece and EOS,
// each a distribution over the source pieces and EOS), one output line per input line.
// model average: the element-wise mean of two checkpoints of one configuration, checked
// parameter by parameter against the mean computed here in double; it decodes; the meta names the
// inputs. Another configuration or another tokenizer is refused with no output file.
static void test_cli_average(void **state) {
    (void)state;
    ModelConfig cfg = g_real->cfg;
    Model *m2 = model_create(&cfg, 11);
    assert_non_null(m2);
    size_t len;
    const char *blob = spm_blob(&len);
    char meta[128];
    snprintf(meta, sizeof meta, "spm-checksum=%08x\nstep=7\n", (unsigned)spm_checksum(g_spm));
    assert_int_equal(model_save(m2, tmp("m2.ckpt"), meta, blob, len, 0), 0);
    unlink(tmp("avg.ckpt"));
    assert_int_equal(test_run("bin/model average %s %s %s > /dev/null", tmp("avg.ckpt"), g_ckpt,
                             tmp("m2.ckpt")), 0);
    char *avg_meta = NULL;
    Model *avg = model_load(tmp("avg.ckpt"), &avg_meta, NULL, NULL);
    assert_non_null(avg);
    assert_int_equal(avg->params.total, g_real->params.total);
    for (size_t i = 0; i < avg->params.total; i++) {
        float want = (float)(((double)g_real->params.data[i] + m2->params.data[i]) / 2);
        if (avg->params.data[i] != want) fail_msg("parameter %zu: %g, want %g", i,
                                                   avg->params.data[i], want);
    }
    // The tokenizer keys stay, the per-run ones (step, scores) go; the inputs and their steps are
    // named (g_ckpt has no step).
    char want_meta[2400];
    snprintf(want_meta, sizeof want_meta, "spm-checksum=%08x\naveraged-from=%s %s\n"
             "averaged-steps=? 7\n", (unsigned)spm_checksum(g_spm), g_ckpt, tmp("m2.ckpt"));
    assert_string_equal(avg_meta, want_meta);
    free(avg_meta);
    model_free(avg);
    char avg_path[1024];
    snprintf(avg_path, sizeof avg_path, "%s", tmp("avg.ckpt"));  // tmp() reuses its buffers
    expect_all_lines(avg_path, "");
    int n;
    // Another tokenizer checksum, then another configuration: exit 1, one error line, no file.
    snprintf(meta, sizeof meta, "spm-checksum=deadbeef\n");
    assert_int_equal(model_save(m2, tmp("m3.ckpt"), meta, blob, len, 0), 0);
    model_free(m2);
    unlink(tmp("bad.ckpt"));
    assert_int_equal(test_run("bin/model average %s %s %s 2> %s", tmp("bad.ckpt"), g_ckpt,
                             tmp("m3.ckpt"), tmp("err.txt")), 1);
    char *e = slurp(tmp("err.txt"), &n);
    assert_int_equal(n, 1);
    assert_non_null(strstr(e, "tokenizer"));
    free(e);
    cfg.max_len = 48;
    Model *m4 = model_create(&cfg, 12);
    assert_non_null(m4);
    assert_int_equal(model_save(m4, tmp("m4.ckpt"), NULL, blob, len, 0), 0);
    model_free(m4);
    assert_int_equal(test_run("bin/model average %s %s %s 2> %s", tmp("bad.ckpt"), g_ckpt,
                             tmp("m4.ckpt"), tmp("err.txt")), 1);
    e = slurp(tmp("err.txt"), &n);
    assert_int_equal(n, 1);
    assert_non_null(strstr(e, "configuration differs"));
    free(e);
    struct stat st;
    assert_int_not_equal(stat(tmp("bad.ckpt"), &st), 0);
    test_assert_no_tmp(tmp("bad.ckpt"));
    // Usage errors (exit 2, before anything is read): one input, the same file twice (as a run's
    // best.ckpt and its step checkpoint are), OUT a directory (bin/train --average's usage
    // errors: test_checkpoint).
    assert_int_equal(test_run("bin/model average %s %s 2> /dev/null", tmp("bad.ckpt"), g_ckpt), 2);
    assert_int_equal(test_run("ln -f %s %s", g_ckpt, tmp("link.ckpt")), 0);
    assert_int_equal(test_run("bin/model average %s %s %s 2> %s", tmp("bad.ckpt"), g_ckpt,
                             tmp("link.ckpt"), tmp("err.txt")), 2);
    e = slurp(tmp("err.txt"), &n);
    assert_non_null(strstr(e, "are the same file"));
    free(e);
    assert_int_equal(test_run("bin/model average %s %s %s 2> /dev/null", test_tmpdir(), g_ckpt,
                             tmp("m2.ckpt")), 2);
    assert_int_not_equal(stat(tmp("bad.ckpt"), &st), 0);
    // Checkpoints that differ only in dropout (which no parameter depends on) can be averaged.
    cfg = g_real->cfg;
    cfg.dropout = 0.5f;
    Model *m5 = model_create(&cfg, 13);
    assert_non_null(m5);
    snprintf(meta, sizeof meta, "spm-checksum=%08x\n", (unsigned)spm_checksum(g_spm));
    assert_int_equal(model_save(m5, tmp("m5.ckpt"), meta, blob, len, 0), 0);
    model_free(m5);
    assert_int_equal(test_run("bin/model average %s %s %s > /dev/null", tmp("avg5.ckpt"), g_ckpt,
                             tmp("m5.ckpt")), 0);
}

static void test_cli_rnn(void **state) {
    (void)state;
    ModelConfig cfg = config_defaults(ARCH_RNN);
    cfg.vocab = spm_vocab_size(g_spm);
    cfg.max_len = 32;
    cfg.emb = 16, cfg.enc_hidden = 16, cfg.dec_hidden = 32;
    Model *m = model_create(&cfg, 4);
    assert_non_null(m);
    size_t len;
    const char *bytes = spm_blob(&len);
    assert_int_equal(model_save(m, tmp("rnn.ckpt"), NULL, bytes, len, 1), 0);
    model_free(m);
    int n;
    assert_int_equal(test_run("bin/decode -t 1 -q -m %s -i %s -b 2 --max-length 6 --alignment soft "
                             "-o %s", tmp("rnn.ckpt"), tmp("in.txt"), tmp("rnn.txt")), 0);
    char *got = slurp(tmp("rnn.txt"), &n);
    assert_int_equal(n, N_LINES);
    char *line = got;
    for (int i = 0; i < N_LINES; i++) {
        char *nl = strchr(line, '\n');
        *nl = 0;
        char *a = strstr(line, " ||| ");
        assert_non_null(a);
        if (i != 1 && i != 2 && i != 4) {  // each group sums to ~1 (3 decimals per value)
            char *p = a + 5;
            while (*p) {
                double sum = 0;
                char *end;
                for (;;) {
                    sum += strtod(p, &end);
                    p = end;
                    if (*p != ',') break;
                    p++;
                }
                assert_true(sum > 0.98 && sum < 1.02);
                if (*p == ' ') p++;
            }
        }
        line = nl + 1;
    }
    free(got);
}

static void test_cli_errors(void **state) {
    (void)state;
    int n;
    // usage errors: exit 2
    assert_int_equal(test_run("bin/decode > /dev/null 2>%s", tmp("err.txt")), 2);
    assert_int_equal(test_run("bin/decode -m %s --beam-size 0 2>%s", g_ckpt, tmp("err.txt")), 2);
    assert_int_equal(test_run("bin/decode -m %s --n-best 3 -b 2 </dev/null 2>%s", g_ckpt,
                             tmp("err.txt")), 2);
    assert_int_equal(test_run("bin/decode -m %s --bogus 2>%s", g_ckpt, tmp("err.txt")), 2);
    char *e = slurp(tmp("err.txt"), &n);
    assert_true(strncmp(e, "decode: error: ", 15) == 0);
    free(e);
    // runtime errors: exit 1, one line, no output file
    assert_int_equal(test_run("bin/decode -m %s/none.ckpt -i %s -o %s 2>%s", test_tmpdir(),
                             tmp("in.txt"), tmp("x.txt"), tmp("err.txt")), 1);
    e = slurp(tmp("err.txt"), &n);
    assert_int_equal(n, 1);
    assert_true(strncmp(e, "decode: error: ", 15) == 0);
    free(e);
    assert_int_equal(test_run("bin/decode -m %s -i %s/none.txt -o %s 2>%s", g_ckpt, test_tmpdir(),
                             tmp("x.txt"), tmp("err.txt")), 1);
    assert_int_equal(access(tmp("x.txt"), F_OK), -1);
    assert_int_equal(access(tmp("x.txt.tmp"), F_OK), -1);
    // invalid UTF-8 on line 3: an error naming it and no output; --skip-invalid: an empty line
    FILE *f = fopen(tmp("bad.txt"), "w");
    fprintf(f, "good line\n\nbad \xC3\x28 byte\nlast\n");
    fclose(f);
    assert_int_equal(test_run("bin/decode -t 1 -m %s -i %s -o %s 2>%s", g_ckpt, tmp("bad.txt"),
                             tmp("x.txt"), tmp("err.txt")), 1);
    e = slurp(tmp("err.txt"), &n);
    assert_non_null(strstr(e, "decode: error: "));
    assert_non_null(strstr(e, "line 3: invalid UTF-8 at byte 5"));
    free(e);
    assert_int_equal(access(tmp("x.txt"), F_OK), -1);
    assert_int_equal(access(tmp("x.txt.tmp"), F_OK), -1);
    assert_int_equal(test_run("bin/decode -t 1 --skip-invalid -m %s -i %s -o %s 2>%s", g_ckpt,
                             tmp("bad.txt"), tmp("x.txt"), tmp("err.txt")), 0);
    char *got = slurp(tmp("x.txt"), &n);
    assert_int_equal(n, 4);
    char *l3 = strchr(strchr(got, '\n') + 1, '\n') + 1;
    assert_true(l3[0] == '\n');  // line 3 empty
    free(got);
    e = slurp(tmp("err.txt"), &n);
    assert_non_null(strstr(e, "line 3: invalid UTF-8"));
    free(e);
    // valid multi-byte text passes; overlong, surrogate, truncated and out-of-range sequences
    // do not (each named by its line, byte counted from 1)
    f = fopen(tmp("utf8.txt"), "w");
    fprintf(f, "\xC2\xBFS\xC3\xAD? \xE2\x80\x94 \xF0\x9F\x98\x80\n"  // ¿Sí? — U+1F600
               "ab\xC0\x80\n"              // overlong NUL
               "\xED\xA0\x80\n"            // a UTF-16 surrogate
               "abc\xE2\x82\n"             // truncated at the end of the line
               "\xF5\x80\x80\x80\n"        // beyond U+10FFFF
               "good\n");
    fclose(f);
    assert_int_equal(test_run("bin/decode -t 1 --skip-invalid --max-length 3 -m %s -i %s -o %s "
                             "2>%s", g_ckpt, tmp("utf8.txt"), tmp("x.txt"), tmp("err.txt")), 0);
    e = slurp(tmp("err.txt"), &n);
    assert_int_equal(n, 4);
    assert_non_null(strstr(e, "line 2: invalid UTF-8 at byte 3"));
    assert_non_null(strstr(e, "line 3: invalid UTF-8 at byte 1"));
    assert_non_null(strstr(e, "line 4: invalid UTF-8 at byte 4"));
    assert_non_null(strstr(e, "line 5: invalid UTF-8 at byte 1"));
    free(e);
    got = slurp(tmp("x.txt"), &n);
    assert_int_equal(n, 6);
    assert_true(got[0] != '\n');
    assert_non_null(strstr(got, "\n\n\n\n\n"));  // lines 2-5 empty
    free(got);
    // a Latin-1 line: "Hello " is 6 bytes, the lone 0xE9 the 7th (bin/score reports the same
    // byte for the same line: tests/test_metrics.c)
    f = fopen(tmp("latin1.txt"), "w");
    fprintf(f, "Yes.\nHello \xE9t\xE9\nNo.\n");
    fclose(f);
    assert_int_equal(test_run("bin/decode -t 1 -m %s -i %s -o %s 2>%s", g_ckpt, tmp("latin1.txt"),
                             tmp("x.txt"), tmp("err.txt")), 1);
    e = slurp(tmp("err.txt"), &n);
    char want[2048];
    snprintf(want, sizeof want, "decode: error: %s line 2: invalid UTF-8 at byte 7 (use "
             "--skip-invalid to translate such lines as empty lines)\n", tmp("latin1.txt"));
    assert_string_equal(e, want);
    free(e);
    // --help lists every default; --version names the BLIS kernels
    assert_int_equal(test_run("bin/decode --help > %s", tmp("help.txt")), 0);
    got = slurp(tmp("help.txt"), &n);
    // (every option with its default: tests/test_util_cli.c; here two values of search_defaults)
    assert_non_null(strstr(got, "--beam-size K"));
    assert_non_null(strstr(got, "[default: 1]"));
    const char *lp = strstr(got, "--length-penalty A"), *lp_end = lp ? strchr(lp, '\n') : NULL;
    assert_non_null(lp_end);  // the beam's GNMT alpha defaults to 1
    assert_memory_equal(lp_end - strlen("[default: 1]"), "[default: 1]", strlen("[default: 1]"));
    free(got);
    assert_int_equal(test_run("bin/decode --version > %s", tmp("v.txt")), 0);
    got = slurp(tmp("v.txt"), &n);
    assert_non_null(strstr(got, blas_arch_name()));
    free(got);
    // Idle OpenMP threads sleep by default (the program sets OMP_WAIT_POLICY=passive and
    // re-executes itself); a user's own setting is kept.
    assert_int_equal(test_run("env -u OMP_WAIT_POLICY bin/decode --version > %s", tmp("v.txt")), 0);
    got = slurp(tmp("v.txt"), &n);
    assert_non_null(strstr(got, "OMP_WAIT_POLICY=passive\n"));
    free(got);
    assert_int_equal(test_run("OMP_WAIT_POLICY=active bin/decode --version > %s", tmp("v.txt")), 0);
    got = slurp(tmp("v.txt"), &n);
    assert_non_null(strstr(got, "OMP_WAIT_POLICY=active\n"));
    free(got);
}

// Runs bin/decode with input from in_redirect ("-i FILE" or "< FILE") into tmp("nul.out");
// returns the exit status, *err the stderr text (malloc'd).
static int decode_nul(const char *opts, const char *in, char **err) {
    int n;
    unlink(tmp("nul.out"));
    int rc = test_run("bin/decode -t 1 --max-length 4 -m %s %s %s -o %s 2>%s", g_ckpt, opts, in,
                     tmp("nul.out"), tmp("nul.err"));
    *err = slurp(tmp("nul.err"), &n);
    assert_non_null(*err);
    return rc;
}

// A NUL byte inside line 3 of 5 (files and stdin, plain and gzip): an error naming line 3 and the
// byte, exit 1 and no output file; with --skip-invalid five output lines, line 3 empty and the
// others exactly those of the same input with line 3 empty (nothing cut or merged at the NUL).
// A gzip input cut short is an error too, not a shorter output.
static void test_cli_nul_lines(void **state) {
    (void)state;
    static const char text[] = "In the beginning\nLight\nGod \0 is.\nKing.\nThe earth.\n";
    FILE *f = fopen(tmp("nul.en"), "wb");
    assert_int_equal(fwrite(text, 1, sizeof text - 1, f), sizeof text - 1);
    fclose(f);
    f = fopen(tmp("empty3.en"), "wb");
    fputs("In the beginning\nLight\n\nKing.\nThe earth.\n", f);
    fclose(f);
    assert_int_equal(test_run("gzip -c %s > %s", tmp("nul.en"), tmp("nul.en.gz")), 0);
    int n;
    // what line 3 left empty gives
    assert_int_equal(test_run("bin/decode -t 1 -q --max-length 4 -m %s -i %s -o %s", g_ckpt,
                             tmp("empty3.en"), tmp("want.out")), 0);
    char *want = slurp(tmp("want.out"), &n);
    assert_int_equal(n, 5);
    char *l3 = strchr(strchr(want, '\n') + 1, '\n') + 1;
    assert_true(l3[0] == '\n');
    char names[4][1100], in[4][1100];  // (tmp() reuses its buffers)
    snprintf(names[0], sizeof names[0], "%s", tmp("nul.en"));
    snprintf(names[1], sizeof names[1], "stdin");
    snprintf(names[2], sizeof names[2], "%s", tmp("nul.en.gz"));
    snprintf(names[3], sizeof names[3], "stdin");
    snprintf(in[0], sizeof in[0], "-i %s", tmp("nul.en"));
    snprintf(in[1], sizeof in[1], "< %s", tmp("nul.en"));
    snprintf(in[2], sizeof in[2], "-i %s", tmp("nul.en.gz"));
    snprintf(in[3], sizeof in[3], "< %s", tmp("nul.en.gz"));
    for (int k = 0; k < 4; k++) {
        char *err, msg[2048];
        assert_int_equal(decode_nul("", in[k], &err), 1);
        snprintf(msg, sizeof msg, "decode: error: %s line 3: contains a NUL byte at byte 5 (use "
                 "--skip-invalid to translate such lines as empty lines)\n", names[k]);
        assert_string_equal(err, msg);
        free(err);
        assert_int_equal(access(tmp("nul.out"), F_OK), -1);
        assert_int_equal(access(tmp("nul.out.tmp"), F_OK), -1);
        assert_int_equal(decode_nul("--skip-invalid", in[k], &err), 0);
        snprintf(msg, sizeof msg, "decode: warning: %s line 3: contains a NUL byte at byte 5; "
                 "output line left empty\n", names[k]);
        assert_string_equal(err, msg);
        free(err);
        char *got = slurp(tmp("nul.out"), &n);
        assert_int_equal(n, 5);
        assert_string_equal(got, want);
        free(got);
        assert_int_equal(decode_nul("-q --skip-invalid", in[k], &err), 0);
        assert_string_equal(err, "");  // -q: no warning
        free(err);
    }
    free(want);
    // a NUL on the first line after a BOM: the byte counts from after the BOM
    static const char bom[] = "\xEF\xBB\xBF" "ab\0\n";
    f = fopen(tmp("bom.en"), "wb");
    assert_int_equal(fwrite(bom, 1, sizeof bom - 1, f), sizeof bom - 1);
    fclose(f);
    char *err;
    assert_int_equal(decode_nul("-i", tmp("bom.en"), &err), 1);
    assert_non_null(strstr(err, "bom.en line 1: contains a NUL byte at byte 3 (use"));
    free(err);
    // a gzip input cut short: an error naming it, no output (the old reader stopped quietly)
    f = fopen(tmp("long.en"), "w");
    for (int i = 0; i < 4000; i++) fprintf(f, "line %d of a long input\n", i);
    fclose(f);
    assert_int_equal(test_run("gzip -c %s | head -c 3000 > %s", tmp("long.en"),
                             tmp("cut.en.gz")), 0);
    char cut[1100], msg[2048];
    snprintf(cut, sizeof cut, "-i %s", tmp("cut.en.gz"));
    assert_int_equal(decode_nul("-q --skip-invalid", cut, &err), 1);
    snprintf(msg, sizeof msg, "decode: error: cannot read %s: unexpected end of file (truncated "
             "gzip file)\n", tmp("cut.en.gz"));
    assert_string_equal(err, msg);
    free(err);
    assert_int_equal(access(tmp("nul.out"), F_OK), -1);
    assert_int_equal(access(tmp("nul.out.tmp"), F_OK), -1);
}

// The truncation warning through the CLI (--split off) names --max-input-len when the user's
// value cut the line, the model's limit (max-len 32: 31 pieces) otherwise; with --split auto
// the line is split instead and nothing is cut.
// -o naming a FIFO (as /dev/null or /dev/stdout would be) is written in place: the FIFO stays a
// FIFO, its reader gets every line, no FIFO.tmp is left (renaming OUT.tmp over a device would
// replace the device with a regular file).
static void test_cli_output_fifo(void **state) {
    (void)state;
    const char *fifo = tmp("out.fifo");
    unlink(fifo);
    assert_int_equal(mkfifo(fifo, 0600), 0);
    FILE *f = fopen(tmp("fifo.en"), "w");
    assert_non_null(f);
    fputs("Jesus wept.\n\nIn the beginning God created the heavens and the earth.\n", f);
    fclose(f);
    assert_int_equal(test_run("cat %s > %s & bin/decode -t 1 -q -m pretrained/rnn-en-es -i %s "
                              "-o %s; rc=$?; wait; exit $rc", fifo, tmp("fifo.out"),
                              tmp("fifo.en"), fifo), 0);
    struct stat st;
    assert_int_equal(stat(fifo, &st), 0);
    assert_true(S_ISFIFO(st.st_mode));
    assert_int_equal(test_run("test -e %s.tmp", fifo), 1);
    assert_int_equal(test_run("test $(wc -l < %s) -eq 3", tmp("fifo.out")), 0);
    assert_int_equal(test_run("test -n \"$(head -n 1 %s)\"", tmp("fifo.out")), 0);
}

static void test_cli_truncation_warning(void **state) {
    (void)state;
    char line[512];
    snprintf(line, sizeof line, "%s %s", g_lines[6], g_lines[6]);
    int *ids, pieces;
    assert_int_equal(spm_encode(g_spm, line, &ids, &pieces), 0);
    free(ids);
    assert_true(pieces > 31);
    FILE *f = fopen(tmp("long2.en"), "w");
    fprintf(f, "Light\n%s\n", line);
    fclose(f);
    struct {
        const char *opt, *tail;
    } cases[] = {
        {"--max-input-len 10", "truncated to the first 10 (--max-input-len)"},
        {"--max-input-len 31", "truncated to the first 31 (--max-input-len)"},
        {"--max-input-len 100", "truncated to the first 31 (the model's limit)"},
        {"", "truncated to the first 31 (the model's limit)"},
    };
    for (int c = 0; c < 4; c++) {
        int n;
        assert_int_equal(test_run("bin/decode -t 1 --split off --max-length 2 -m %s %s < %s > %s "
                                 "2>%s", g_ckpt, cases[c].opt, tmp("long2.en"), tmp("tw.out"),
                                 tmp("tw.err")), 0);
        char *err = slurp(tmp("tw.err"), &n), want[256];
        snprintf(want, sizeof want, "decode: warning: stdin line 2: %d pieces, %s\n", pieces,
                 cases[c].tail);
        assert_string_equal(err, want);
        free(err);
        free(slurp(tmp("tw.out"), &n));
        assert_int_equal(n, 2);
        assert_int_equal(test_run("bin/decode -t 1 --max-length 2 -m %s %s < %s > %s 2>%s",
                                 g_ckpt, cases[c].opt, tmp("long2.en"), tmp("tw.out"),
                                 tmp("tw.err")), 0);
        err = slurp(tmp("tw.err"), &n);
        assert_string_equal(err, "");
        free(err);
        free(slurp(tmp("tw.out"), &n));
        assert_int_equal(n, 2);
    }
}

int main(void) {
    blas_set_threads(1);
    const struct CMUnitTest lib_tests[] = {
        cmocka_unit_test(test_lines_kept_in_order),
        cmocka_unit_test(test_truncation_warning),
        cmocka_unit_test(test_nbest),
    };
    const struct CMUnitTest cli_tests[] = {
        cmocka_unit_test(test_cli_matches_library),
        cmocka_unit_test(test_cli_formats),
        cmocka_unit_test(test_cli_rnn),
        cmocka_unit_test(test_cli_weights),
        cmocka_unit_test(test_cli_int8),
        cmocka_unit_test(test_cli_bf16),
        cmocka_unit_test(test_cli_average),
        cmocka_unit_test(test_cli_errors),
        cmocka_unit_test(test_cli_nul_lines),
        cmocka_unit_test(test_cli_truncation_warning),
        cmocka_unit_test(test_cli_output_fifo),
    };
    int rc = cmocka_run_group_tests_name("translate", lib_tests, setup_spm, teardown_spm);
    rc |= cmocka_run_group_tests_name("cli", cli_tests, setup_cli, teardown_cli);
    return rc;
}
