// Tests for bench/ helpers (the FLOP count they report is tested in test_flops): the batch
// generator's invariants (bench.py's make_batches), the order statistics, and bin/bench translate on a shipped model.
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <cmocka.h>

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bench/bench_model.h"
#include "models/flops.h"
#include "bench/bench_translate.h"
#include "bench/bench_util.h"
#include "tensor/status.h"
#include "models/model.h"
#include "tensor/gemm_rows.h"
#include "tests/test_util.h"

static void test_window_usage(void **state) {
    (void)state;
    // a local window is a Transformer option: bin/bench refuses it for the RNN as a usage error
    char err[512];
    snprintf(err, sizeof err, "%s/window.err", test_tmpdir());
    assert_int_equal(test_run("./bin/bench train --arch rnn --attention-window 3 > /dev/null 2> %s",
                              err), 2);
    FILE *f = fopen(err, "r");
    assert_non_null(f);
    char line[256] = "";
    assert_non_null(fgets(line, sizeof line, f));
    fclose(f);
    assert_non_null(strstr(line, "--attention-window applies to --arch transformer only"));
}

// The number after "KEY": in json, searched from the first occurrence of `after` (NULL: the
// start); NAN when absent.
static double json_num(const char *json, const char *after, const char *key) {
    const char *p = after ? strstr(json, after) : json;
    char k[64];
    snprintf(k, sizeof k, "\"%s\": ", key);
    p = p ? strstr(p, k) : NULL;
    return p ? strtod(p + strlen(k), NULL) : NAN;
}

// bin/bench flops on the synthetic batches: each architecture's figure is the count of models/
// flops.h summed over the 64 batches of bench_make_batches (tiny presets, 4096 tokens, seed 1234)
// over their target tokens; the ratio is the two figures'; and the corpus form on the bible300
// fixture (batched as bin/train batches it) reports consistent shares.
static void test_flops_per_token(void **state) {
    (void)state;
    char path[600];
    snprintf(path, sizeof path, "%s/flops.json", test_tmpdir());
    assert_int_equal(test_run("./bin/bench flops > %s", path), 0);
    char *json = strdup(test_slurp(path));
    assert_non_null(json);
    ModelConfig cfg[2];
    double fl[2] = {0, 0}, tgt = 0;
    for (int a = 0; a < 2; a++) {
        cfg[a] = config_defaults((ModelArch)a);
        assert_int_equal(config_apply_preset(&cfg[a], "tiny"), 0);
    }
    Batch *b = bench_make_batches(cfg[1].vocab, 4096, 0, 64, 1234);
    assert_non_null(b);
    for (int i = 0; i < 64; i++) {
        const FlopShape s = flop_shape_of(&b[i]);
        for (int a = 0; a < 2; a++) fl[a] += model_flops(&cfg[a], &s, 1, NULL);
        tgt += b[i].n_tgt_tokens;
    }
    bench_free_batches(b, 64);
    assert_true(json_num(json, NULL, "tgt_tokens") == tgt);
    const double r = json_num(json, "\"rnn\"", "train_flops_per_tgt_token");
    const double t = json_num(json, "\"transformer\"", "train_flops_per_tgt_token");
    // printed with 6 significant digits
    assert_true(fabs(r / (fl[ARCH_RNN] / tgt) - 1) < 1e-5);
    assert_true(fabs(t / (fl[ARCH_TRANSFORMER] / tgt) - 1) < 1e-5);
    assert_true(fabs(json_num(json, NULL, "transformer_over_rnn") - t / r) < 1e-3);
    free(json);
    assert_int_equal(test_run("./bin/bench flops --corpus tests/data/bible300 --spm "
                              "tests/data/spm_tiny_identity.model --tokens 500 > %s", path), 0);
    json = strdup(test_slurp(path));
    assert_non_null(json);
    assert_true(json_num(json, NULL, "vocab") == 100);
    assert_true(json_num(json, NULL, "n_batches") > 1);
    const double pad = json_num(json, NULL, "padded_tgt_share");
    assert_true(pad >= 0 && pad < 1);
    for (int a = 0; a < 2; a++) {
        const char *arch = a ? "\"transformer\"" : "\"rnn\"";
        const double share = json_num(json, arch, "linear_share");
        assert_true(share > 0.5 && share <= 1);
        assert_true(json_num(json, arch, "train_flops_per_tgt_token") > 0);
    }
    free(json);
    // --corpus without --spm is a usage error
    assert_int_equal(test_run("./bin/bench flops --corpus tests/data/bible300 > /dev/null 2> %s",
                              path), 2);
    assert_non_null(strstr(test_slurp(path), "flops: give --corpus PREFIX and --spm MODEL "
                                             "together"));
}

static void check_batch(const Batch *b, int V) {
    int ns = 0, nt = 0;
    for (int i = 0; i < b->B; i++) {
        int s = b->src_len[i], t = b->tgt_len[i];
        assert_true(s >= 1 && s <= b->S && t >= 1 && t <= b->T);
        const int *src = b->src + i * b->S, *tin = b->tgt_in + i * b->T;
        const int *tout = b->tgt_out + i * b->T;
        for (int j = 0; j < s - 1; j++) assert_true(src[j] >= 4 && src[j] < V);
        assert_int_equal(src[s - 1], TOK_EOS);
        for (int j = s; j < b->S; j++) assert_int_equal(src[j], TOK_PAD);
        assert_int_equal(tin[0], TOK_BOS);
        for (int j = 0; j < t - 1; j++) {
            assert_true(tout[j] >= 4 && tout[j] < V);
            assert_int_equal(tin[j + 1], tout[j]);  // teacher forcing shift
        }
        assert_int_equal(tout[t - 1], TOK_EOS);
        for (int j = t; j < b->T; j++) assert_true(tin[j] == TOK_PAD && tout[j] == TOK_PAD);
        ns += s;
        nt += t;
    }
    assert_int_equal(ns, b->n_src_tokens);
    assert_int_equal(nt, b->n_tgt_tokens);
}

static void test_batches_bucketed(void **state) {
    (void)state;
    const int V = 500, tokens = 1000, n = 6;
    Batch *a = bench_make_batches(V, tokens, 0, n, 9), *b = bench_make_batches(V, tokens, 0, n, 9);
    assert_non_null(a);
    assert_non_null(b);
    for (int k = 0; k < n; k++) {
        check_batch(&a[k], V);
        // A group closes at the first pair reaching the budget: tokens <= n_tgt < tokens + 40.
        assert_true(a[k].n_tgt_tokens >= tokens && a[k].n_tgt_tokens < tokens + 40);
        int tmin = 1 << 30;
        for (int i = 0; i < a[k].B; i++) {
            int s = a[k].src_len[i], t = a[k].tgt_len[i];
            assert_true(t >= 10 && t <= 40);
            assert_true(s >= 5 && s <= 50);
            assert_true(s >= (int)floor(0.8 * t) && s <= (int)ceil(1.25 * t));
            tmin = t < tmin ? t : tmin;
        }
        // Bucketed: sorted by target length, so a batch spans a narrow range of lengths.
        assert_true(a[k].T - tmin <= 8);
        // Deterministic for a seed.
        assert_int_equal(a[k].B, b[k].B);
        assert_memory_equal(a[k].src, b[k].src, (size_t)a[k].B * a[k].S * sizeof(int));
        assert_memory_equal(a[k].tgt_out, b[k].tgt_out, (size_t)a[k].B * a[k].T * sizeof(int));
    }
    bench_free_batches(a, n);
    bench_free_batches(b, n);
}

static void test_batches_fixed_len(void **state) {
    (void)state;
    Batch *a = bench_make_batches(300, 4096, 64, 2, 3);
    assert_non_null(a);
    for (int k = 0; k < 2; k++) {
        assert_int_equal(a[k].B, 4096 / 64);
        assert_int_equal(a[k].S, 64);
        assert_int_equal(a[k].T, 64);
        assert_int_equal(a[k].n_tgt_tokens, 4096);
        check_batch(&a[k], 300);
    }
    bench_free_batches(a, 2);
}

static void test_stats(void **state) {
    (void)state;
    double odd[5] = {5, 1, 4, 2, 3}, even[4] = {10, 2, 4, 8};
    BenchStats s = bench_stats(odd, 5);
    assert_true(s.median == 3 && s.min == 1 && s.max == 5 && s.n == 5);
    s = bench_stats(even, 4);  // statistics.median: mean of the middle two = (4 + 8) / 2
    assert_true(s.median == 6 && s.min == 2 && s.max == 10 && s.n == 4);
    assert_true(odd[0] == 5);  // input untouched
}

// Nearest-rank percentiles of {15, 20, 35, 40, 50} by hand: rank ceil(p/100 * 5).
static void test_percentile(void **state) {
    (void)state;
    double x[5] = {50, 35, 15, 40, 20};
    assert_true(bench_percentile(x, 5, 5) == 15);    // rank 1
    assert_true(bench_percentile(x, 5, 30) == 20);   // rank ceil(1.5) = 2
    assert_true(bench_percentile(x, 5, 40) == 20);   // rank 2 exactly
    assert_true(bench_percentile(x, 5, 50) == 35);   // rank ceil(2.5) = 3
    assert_true(bench_percentile(x, 5, 99) == 50);   // rank ceil(4.95) = 5
    assert_true(bench_percentile(x, 5, 100) == 50);
    assert_true(x[0] == 50);  // input untouched
}

// bin/bench translate on the shipped RNN: an input of two sentences and an empty line counts two
// sentences (an empty line never reaches the model), and each is timed alone once per rep; the
// JSON names the weights and the batch bound (bin/decode's 256 by default, --batch when given:
// bfloat16 weights at most 1 sentence per batch the second time); a missing input is an error
// naming it.
static void test_translate(void **state) {
    (void)state;
    const char *in = test_tmp_text("translate.en", "In the beginning.\n\nGod saw the light.\n");
    char path[512];
    snprintf(path, sizeof path, "%s/translate.json", test_tmpdir());
    BenchTranslateOpts o = {"pretrained/rnn-en-es", in, 1, BENCH_WEIGHTS_F16, 2, 2, 0};
    for (int run = 0; run < 2; run++) {
        if (run == 1) o.weights = BENCH_WEIGHTS_BF16, o.max_batch_sents = 1;
        FILE *f = fopen(path, "w+");
        assert_non_null(f);
        assert_int_equal(bench_translate(f, &o), 0);
        rewind(f);
        char line[8192];
        assert_non_null(fgets(line, sizeof line, f));
        fclose(f);
        const char *keys[] = {"\"kind\": \"translate\"", "\"arch\": \"rnn\"",
                              "\"sentences\": 2", "\"beam\": 2",
                              run ? "\"weights\": \"bfloat16\"" : "\"weights\": \"float16\"",
                              run ? "\"max_batch_sents\": 1," : "\"max_batch_sents\": 256,",
                              "\"reps\": 2", "\"batch_sents_per_s\": {\"median\": ", "\"n\": 4}",
                              "\"p50\": ", "\"p99\": ", "\"cpu_model\": "};
        for (size_t i = 0; i < sizeof keys / sizeof keys[0]; i++) {
            if (!strstr(line, keys[i])) print_error("no %s in %s\n", keys[i], line);
            assert_non_null(strstr(line, keys[i]));
        }
    }
    o.input = "no-such-input.en";
    assert_true(bench_translate(stdout, &o) < 0);
    assert_non_null(strstr(td_last_error(), "no-such-input.en"));
}

// bin/bench decode runs the real search, forced to out_len tokens per sentence (bench_decode
// fails when a sentence decodes another length), and keeps its JSON fields, the CPU's name and
// the kernels' instruction sets among them (greedy with int8 weights, beam with float32).
static void test_decode_fixed_length(void **state) {
    (void)state;
    for (int beam = 0; beam <= 3; beam += 3) {
        char path[512];
        snprintf(path, sizeof path, "%s/decode-%d.json", test_tmpdir(), beam);
        FILE *f = fopen(path, "w+");
        assert_non_null(f);
        BenchDecodeOpts o = {ARCH_TRANSFORMER, "tiny", 1, 2, beam, 6, 9, 3, 1,
                             beam ? BENCH_WEIGHTS_F32 : BENCH_WEIGHTS_I8, beam ? 2 : 0};
        assert_int_equal(bench_decode(f, &o), 0);
        rewind(f);
        char line[8192], cpu[256], cpu_key[300], isa_key[64];
        assert_non_null(fgets(line, sizeof line, f));
        fclose(f);
        bench_cpu_model(cpu, sizeof cpu);
        assert_true(cpu[0] != '\0');
        snprintf(cpu_key, sizeof cpu_key, "\"cpu_model\": \"%s\"", cpu);
        // the first instruction set of the float kernels' path, when it needs one
        const char *isa = gemm_rows_isa();
        snprintf(isa_key, sizeof isa_key, "\"isa\": [%s%.*s%s", *isa ? "\"" : "",
                 (int)strcspn(isa, ","), isa, *isa ? "\"" : "]");
        const char *keys[] = {"\"kind\": \"decode\"", "\"out_len\": 9", "\"src_len\": 6",
                              "\"sentences\": 3", "\"sent_per_s\"", "\"sents_per_s\"",
                              "\"tgt_tok_per_s\"", "\"sent_per_cpu_s\"", "\"peak_rss_mib\"",
                              cpu_key, isa_key,
                              "\"gemm_rows_kernel\": ", "\"int8_kernel\": ",
                              beam ? "\"search\": \"beam\"" : "\"search\": \"greedy\"",
                              beam ? "\"weights\": \"float32\"" : "\"weights\": \"int8\"",
                              beam ? "\"attention_window\": 2" : "\"attention_window\": 0"};
        for (size_t i = 0; i < sizeof keys / sizeof keys[0]; i++) {
            if (!strstr(line, keys[i])) print_error("no %s in %s\n", keys[i], line);
            assert_non_null(strstr(line, keys[i]));
        }
    }
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_decode_fixed_length),
        cmocka_unit_test(test_window_usage),
        cmocka_unit_test(test_flops_per_token),
        cmocka_unit_test(test_batches_bucketed),
        cmocka_unit_test(test_batches_fixed_len),
        cmocka_unit_test(test_stats),
        cmocka_unit_test(test_percentile),
        cmocka_unit_test(test_translate),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
