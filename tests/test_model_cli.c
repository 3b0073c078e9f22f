// bin/model (models/main.c, models/model_tools.h): inspect reports the shapes, stored types and
// value checksums of a model built here, computed here independently (the shapes and parameter
// count from the configuration's formulas, the checksums with zlib's crc32 over the model's own
// float32 values); pack and average give the same bytes as the bin/train spellings they replace
// and as the library calls they stand for; damaged files are one-line errors, not crashes.
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <cmocka.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include <zlib.h>

#include "models/model_io.h"
#include "tensor/checkpoint.h"
#include "tests/test_util.h"

// A tiny Transformer: vocabulary V, width D, feed-forward F, one encoder and one decoder layer,
// tied embeddings, post-norm, sinusoidal positions (no position parameters).
enum { V = 40, D = 8, F = 12 };
static Model *g_m;
static char g_path[1024];
static const char BLOB[] = "a stand-in for the SentencePiece model's bytes";
static const char COMMAND[] = "bin/train --arch transformer --train 'my corpus/train' --out run";

static int setup(void **state) {
    (void)state;
    ModelConfig cfg = config_defaults(ARCH_TRANSFORMER);
    cfg.vocab = V, cfg.d_model = D, cfg.heads = 2, cfg.ffn = F;
    cfg.enc_layers = cfg.dec_layers = 1, cfg.max_len = 16;
    cfg.tied_embeddings = 1, cfg.norm = NORM_POST, cfg.pos = POS_SINUSOIDAL;
    g_m = model_create(&cfg, 5);
    if (!g_m) return -1;
    char meta[512];
    snprintf(meta, sizeof meta, "spm-checksum=%08lx\nstep=42\nepoch=1.500000\ncommand=%s\n",
             crc32(0, (const Bytef *)BLOB, sizeof BLOB), COMMAND);
    snprintf(g_path, sizeof g_path, "%s/m.ckpt", test_tmpdir());
    return model_save(g_m, g_path, meta, BLOB, sizeof BLOB, 0) < 0 ? -1 : 0;
}

static int teardown(void **state) {
    (void)state;
    model_free(g_m);
    return 0;
}

// test_tmpdir()/name in one of 64 buffers (test_path has 8: too few for these commands).
static const char *P(const char *name) {
    static char bufs[64][1024];
    static int k;
    char *b = bufs[k++ % 64];
    snprintf(b, sizeof bufs[0], "%s", test_path(name));
    return b;
}

// Runs bin/model (or another command) with stdout to test_tmpdir()/out.txt, stderr to err.txt.
static int run(const char *args) {
    return test_run("bin/model %s > %s 2> %s", args, test_path("out.txt"), test_path("err.txt"));
}

// The tensor line of `name` in inspect's output: "  NAME SHAPE TYPE VALUES CRC" (NULL: none).
static int tensor_line(const char *out, const char *name, char *shape, char *type,
                       unsigned long *values, unsigned long *crc) {
    char pat[200];
    snprintf(pat, sizeof pat, "\n  %s ", name);
    const char *p = strstr(out, pat);
    if (!p) return 0;
    p += strlen(pat);
    while (*p == ' ') p++;
    const char *close = strchr(p, ']');
    if (!close) return 0;
    memcpy(shape, p, (size_t)(close - p + 1));
    shape[close - p + 1] = 0;
    return sscanf(close + 1, " %31s %lu %lx", type, values, crc) == 3;
}

static unsigned long crc_of(const float *x, size_t n) {  // little-endian host (x86, ARM)
    return crc32(0, (const Bytef *)x, (uInt)(n * sizeof *x));
}

// Every tensor of the model, with the shapes the configuration implies; the parameter count
// (4D^2 + 4D per attention block, 2DF + F + D per feed-forward, 2D per layer norm; the embedding
// tied to the output layer, whose bias has V entries); each checksum equal to zlib's crc32 of the
// model's own values; the step, command and tokenizer from the meta and blob.
static void test_inspect_float32(void **state) {
    (void)state;
    assert_int_equal(run(g_path), 2);  // no command
    char args[1200];
    snprintf(args, sizeof args, "inspect %s", g_path);
    assert_int_equal(run(args), 0);
    const char *out = test_slurp(P("out.txt"));
    const long enc = (4L * D * D + 4 * D) + (2L * D * F + F + D) + 2 * (2 * D);
    const long dec = 2 * (4L * D * D + 4 * D) + (2L * D * F + F + D) + 3 * (2 * D);
    const long count = (long)V * D + V + enc + dec;
    char want[300];
    snprintf(want, sizeof want, "architecture transformer, %ld parameters\n", count);
    assert_non_null(strstr(out, want));
    snprintf(want, sizeof want, "tensors      %d, %ld values", g_m->params.n, count);
    assert_non_null(strstr(out, want));
    assert_non_null(strstr(out, "\n  d-model=8\n"));
    assert_non_null(strstr(out, "\n  ffn=12\n"));
    snprintf(want, sizeof want, "step         42 (epoch 1.500000)\ncommand      %s\n", COMMAND);
    assert_non_null(strstr(out, want));
    snprintf(want, sizeof want, "embedded spm.model, %zu bytes, CRC-32 %08lx; meta spm-checksum "
             "%08lx (the same)", sizeof BLOB, crc32(0, (const Bytef *)BLOB, sizeof BLOB),
             crc32(0, (const Bytef *)BLOB, sizeof BLOB));
    assert_non_null(strstr(out, want));
    const struct {
        const char *name, *shape;
        long n;
    } expect[] = {{"emb.weight", "[40, 8]", V * D},
                  {"out.bias", "[40]", V},
                  {"enc.layers.0.self_attn.qkv.weight", "[3, 8, 8]", 3 * D * D},
                  {"enc.layers.0.ffn.w1.weight", "[12, 8]", F * D},
                  {"enc.layers.0.ffn.w2.weight", "[8, 12]", D * F}};
    for (size_t i = 0; i < sizeof expect / sizeof *expect; i++) {
        char shape[64], type[32];
        unsigned long n, crc;
        if (!tensor_line(out, expect[i].name, shape, type, &n, &crc))
            fail_msg("no line for %s in:\n%s", expect[i].name, out);
        assert_string_equal(shape, expect[i].shape);
        assert_string_equal(type, "float32");
        assert_int_equal(n, expect[i].n);
    }
    int lines = 0;  // every tensor of the table, with its checksum
    for (int i = 0; i < g_m->params.n; i++) {
        const ParamSpec *s = &g_m->params.specs[i];
        char shape[64], type[32];
        unsigned long n, crc;
        if (!tensor_line(out, s->name, shape, type, &n, &crc)) fail_msg("no line for %s", s->name);
        assert_int_equal(n, s->numel);
        assert_int_equal(crc, crc_of(g_m->params.data + s->offset, s->numel));
        lines++;
    }
    assert_int_equal(lines, g_m->params.n);
    // A file written without the command (as before checkpoints stored it) says so.
    const char *old = P("old.ckpt");
    assert_int_equal(model_save(g_m, old, "step=7\n", NULL, 0, 0), 0);
    snprintf(args, sizeof args, "inspect %s", old);
    assert_int_equal(run(args), 0);
    out = test_slurp(P("out.txt"));
    assert_non_null(strstr(out, "command      not stored"));
    assert_non_null(strstr(out, "tokenizer    none embedded"));
}

// Two files compared tensor by tensor: the same values give the same lines; one changed value
// changes exactly its tensor's line. Packed copies show their stored types (float16 everywhere;
// int8 for matrices, float32 for vectors) and the checksums of the values they load as.
static void test_inspect_compare_and_packed(void **state) {
    (void)state;
    Model *m2 = model_load(g_path, NULL, NULL, NULL);
    assert_non_null(m2);
    const ParamSpec *s = &m2->params.specs[3];
    m2->params.data[s->offset + 1] += 0.5f;
    const char *p2 = P("m2.ckpt");
    assert_int_equal(model_save(m2, p2, "", NULL, 0, CKPT_ZLIB), 0);
    char args[2400];
    snprintf(args, sizeof args, "inspect %s | grep '^  .* float32 ' > %s && bin/model inspect %s | "
             "grep '^  .* float32 ' > %s && diff %s %s | grep -c '^<'", g_path, P("a.txt"),
             p2, P("b.txt"), P("a.txt"), P("b.txt"));
    assert_int_equal(run(args), 0);
    assert_int_equal(atoi(test_slurp(P("out.txt"))), 1);
    assert_non_null(strstr(test_slurp(P("a.txt")), s->name));
    model_free(m2);
    for (int int8 = 0; int8 <= 1; int8++) {
        const char *packed = P("packed.ckpt");
        snprintf(args, sizeof args, "pack %s %s %s", int8 ? "--int8" : "", g_path, packed);
        assert_int_equal(run(args), 0);
        Model *pm = model_load(packed, NULL, NULL, NULL);
        assert_non_null(pm);
        snprintf(args, sizeof args, "inspect %s", packed);
        assert_int_equal(run(args), 0);
        const char *out = test_slurp(P("out.txt"));
        for (int i = 0; i < pm->params.n; i++) {
            const ParamSpec *ps = &pm->params.specs[i];
            char shape[64], type[32];
            unsigned long n, crc;
            assert_true(tensor_line(out, ps->name, shape, type, &n, &crc));
            assert_string_equal(type, !int8 ? "float16" : ps->ndim >= 2 ? "int8" : "float32");
            assert_int_equal(crc, crc_of(pm->params.data + ps->offset, ps->numel));
        }
        model_free(pm);
    }
}

// pack, pack --int8 and average: bin/model and the bin/train spellings write the same bytes, the
// same as model_save of the loaded model with the flags pack stands for; the old spellings say
// where they went, in one line on stderr.
static void test_same_bytes_as_train(void **state) {
    (void)state;
    if (access("bin/train", X_OK) != 0) test_skip("bin/train is not built (make test builds it)");
    const char *flags[2] = {"", "--int8"};
    for (int k = 0; k < 2; k++) {
        char args[2400];
        snprintf(args, sizeof args, "pack %s %s %s", flags[k], g_path, P("a.ckpt"));
        assert_int_equal(run(args), 0);
        assert_int_equal(test_run("bin/train --pack %s %s %s > /dev/null 2> %s", flags[k], g_path,
                                  P("b.ckpt"), P("err.txt")), 0);
        const char *err = test_slurp(P("err.txt"));
        assert_non_null(strstr(err, "'model pack'"));
        assert_ptr_equal(strchr(err, '\n'), err + strlen(err) - 1);  // one line
        char *meta = NULL;
        void *spm = NULL;
        size_t spm_len = 0;
        Model *m = model_load(g_path, &meta, &spm, &spm_len);
        assert_non_null(m);
        assert_int_equal(model_save(m, P("c.ckpt"), meta, spm, spm_len,
                                    (k ? CKPT_INT8 : CKPT_HALF) | CKPT_ZLIB), 0);
        model_free(m);
        free(meta);
        free(spm);
        assert_int_equal(test_run("cmp -s %s %s && cmp -s %s %s", P("a.ckpt"),
                                  P("b.ckpt"), P("a.ckpt"), P("c.ckpt")), 0);
    }
    // average: a second model of the configuration, then both spellings; the values are the
    // mean in double, rounded once.
    Model *m2 = model_create(&g_m->cfg, 9);
    assert_non_null(m2);
    char meta[128];
    snprintf(meta, sizeof meta, "spm-checksum=%08lx\nstep=50\n",
             crc32(0, (const Bytef *)BLOB, sizeof BLOB));
    const char *p2 = P("m2.ckpt");
    assert_int_equal(model_save(m2, p2, meta, BLOB, sizeof BLOB, 0), 0);
    char args[2400];
    snprintf(args, sizeof args, "average %s %s %s", P("avg-a.ckpt"), g_path, p2);
    assert_int_equal(run(args), 0);
    assert_int_equal(test_run("bin/train --average %s %s %s > /dev/null 2> /dev/null",
                              P("avg-b.ckpt"), g_path, p2), 0);
    Model *avg = model_load(P("avg-a.ckpt"), NULL, NULL, NULL);
    assert_non_null(avg);
    for (size_t i = 0; i < avg->params.total; i++) {
        const float want = (float)(((double)g_m->params.data[i] + m2->params.data[i]) / 2);
        if (avg->params.data[i] != want)
            fail_msg("parameter %zu: %g, want %g", i, avg->params.data[i], want);
    }
    model_free(avg);
    model_free(m2);
    // The meta names the inputs by the paths given, which differ between the two runs only in
    // OUT; the bytes agree when OUT is the same name.
    assert_int_equal(test_run("bin/train --average %s %s %s > /dev/null 2>&1 && cp %s %s && "
                              "bin/model average %s %s %s > /dev/null && cmp -s %s %s",
                              P("avg.ckpt"), g_path, p2, P("avg.ckpt"),
                              P("avg-old.ckpt"), P("avg.ckpt"), g_path, p2,
                              P("avg.ckpt"), P("avg-old.ckpt")), 0);
    // Usage errors (exit 2, nothing written): one input, the same file twice, OUT a folder, a
    // training option among the old spelling's files.
    snprintf(args, sizeof args, "average %s %s", P("x.ckpt"), g_path);
    assert_int_equal(run(args), 2);
    snprintf(args, sizeof args, "average %s %s %s", P("x.ckpt"), g_path, g_path);
    assert_int_equal(run(args), 2);
    assert_non_null(strstr(test_slurp(P("err.txt")), "are the same file"));
    snprintf(args, sizeof args, "average %s %s %s", test_tmpdir(), g_path, p2);
    assert_int_equal(run(args), 2);
    assert_int_equal(test_run("bin/train --average %s --threads 1 %s %s 2> /dev/null",
                              P("x.ckpt"), g_path, p2), 2);
    assert_int_equal(test_run("bin/train --threads 1 --average %s %s %s 2> /dev/null",
                              P("x.ckpt"), g_path, p2), 2);
    struct stat st;
    assert_int_not_equal(stat(P("x.ckpt"), &st), 0);
}

// Damaged or wrong files: exit 1 (not a signal), one line on stderr that names the file and says
// what to do; usage errors exit 2.
static void test_bad_files(void **state) {
    (void)state;
    struct stat st;
    assert_int_equal(stat(g_path, &st), 0);
    const char *trunc = P("trunc.ckpt"), *corrupt = P("corrupt.ckpt");
    assert_int_equal(test_run("head -c %lld %s > %s", (long long)st.st_size / 2, g_path, trunc), 0);
    assert_int_equal(test_run("cp %s %s && printf '\\125' | dd of=%s bs=1 seek=%lld conv=notrunc "
                              "2> /dev/null", g_path, corrupt, corrupt, (long long)st.st_size / 2),
                     0);
    const char *text = test_tmp_text("text.ckpt", "not a model\n");  // 8 buffers: fine here
    const char *empty = test_tmp_text("empty.ckpt", "");
    const char *missing = P("missing.ckpt");
    const char *files[5] = {trunc, corrupt, text, empty, missing};
    const char *why[5] = {"truncated", "CRC mismatch", "not a Tandem checkpoint",
                          "not a Tandem checkpoint", "cannot open"};
    for (int i = 0; i < 5; i++) {
        for (int c = 0; c < 2; c++) {
            char args[2400];
            if (c == 0) snprintf(args, sizeof args, "inspect %s", files[i]);
            else snprintf(args, sizeof args, "pack %s %s", files[i], P("p.ckpt"));
            assert_int_equal(run(args), 1);
            const char *err = test_slurp(P("err.txt"));
            if (!strstr(err, files[i]) || !strstr(err, why[i]) || !strstr(err, " ("))
                fail_msg("%s: %s", args, err);
            assert_ptr_equal(strchr(err, '\n'), err + strlen(err) - 1);
        }
    }
    assert_int_equal(stat(P("p.ckpt"), &st), -1);
    assert_int_equal(run("inspect"), 2);
    assert_int_equal(run("frobnicate x"), 2);
    assert_int_equal(run("pack only-one"), 2);
    assert_int_equal(run("inspect --int8 x"), 2);
    assert_int_equal(run("inspect --bogus x"), 2);
    assert_int_equal(run("--help"), 0);
    assert_non_null(strstr(test_slurp(P("out.txt")), "--int8"));
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_inspect_float32),
        cmocka_unit_test(test_inspect_compare_and_packed),
        cmocka_unit_test(test_same_bytes_as_train),
        cmocka_unit_test(test_bad_files),
    };
    return cmocka_run_group_tests(tests, setup, teardown);
}
