// The trainer (train/trainer.h, train/options.h): bit-exact resume (N steps, stop, resume, N more ==
// 2N uninterrupted) with the mock model of tests/mock_model.h, output files, non-finite updates,
// SIGINT, option parsing and resume merging; and bin/train's command-line errors.
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <cmocka.h>

#include <math.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "models/model_io.h"
#include "tensor/blas.h"
#include "tensor/checkpoint.h"
#include "tests/mock_model.h"
#include "tests/test_util.h"
#include "train/options.h"
#include "train/trainer.h"

// ---- a synthetic corpus: reverse a short sequence of ids 4..V-1 --------------------------------

enum { SRC_V = 16, N_PAIRS = 120 };

typedef struct MockData {
    int n;
    int len[N_PAIRS], seq[N_PAIRS][8];
    Batch batches[64];
    int n_batches;
    int budget;
    unsigned long long seed;
    int order[N_PAIRS];
} MockData;

static void mock_data_init(MockData *d, int budget, unsigned long long seed) {
    memset(d, 0, sizeof *d);
    Rng r;
    rng_seed(&r, 99);
    d->n = N_PAIRS;
    for (int i = 0; i < N_PAIRS; i++) {
        d->len[i] = 1 + (int)rng_below(&r, 6);
        for (int j = 0; j < d->len[i]; j++) d->seq[i][j] = 4 + (int)rng_below(&r, SRC_V - 4);
    }
    d->budget = budget;
    d->seed = seed;
}

static void mock_batch_free(Batch *b) {
    free(b->src);
    free(b->src_len);
    free(b->tgt_in);
    free(b->tgt_out);
    free(b->tgt_len);
    free(b->index);
    memset(b, 0, sizeof *b);
}

static void make_batch(MockData *d, Batch *b, const int *idx, int B) {
    int S = 0;
    for (int i = 0; i < B; i++) S = d->len[idx[i]] + 1 > S ? d->len[idx[i]] + 1 : S;
    int T = S;
    b->B = B, b->S = S, b->T = T;
    b->src = calloc((size_t)B * S, sizeof(int));
    b->tgt_in = calloc((size_t)B * T, sizeof(int));
    b->tgt_out = calloc((size_t)B * T, sizeof(int));
    b->src_len = calloc((size_t)B, sizeof(int));
    b->tgt_len = calloc((size_t)B, sizeof(int));
    b->index = calloc((size_t)B, sizeof(int));
    b->n_src_tokens = b->n_tgt_tokens = 0;
    for (int i = 0; i < B; i++) {
        int k = idx[i], L = d->len[k];
        for (int j = 0; j < L; j++) {
            b->src[i * S + j] = d->seq[k][j];
            b->tgt_out[i * T + j] = d->seq[k][L - 1 - j];
            b->tgt_in[i * T + j + 1] = d->seq[k][L - 1 - j];
        }
        b->src[i * S + L] = TOK_EOS;
        b->tgt_out[i * T + L] = TOK_EOS;
        b->tgt_in[i * T] = TOK_BOS;
        b->src_len[i] = b->tgt_len[i] = L + 1;
        b->n_src_tokens += L + 1;
        b->n_tgt_tokens += L + 1;
        b->index[i] = k;
    }
}

static int mock_begin_epoch(void *ctx, int epoch) {
    MockData *d = ctx;
    for (int i = 0; i < d->n_batches; i++) mock_batch_free(&d->batches[i]);
    d->n_batches = 0;
    Rng r;
    rng_seed(&r, d->seed * 1000 + (unsigned long long)epoch);
    for (int i = 0; i < d->n; i++) d->order[i] = i;
    rng_shuffle_int(&r, d->order, d->n);
    int start = 0, tok = 0;
    for (int i = 0; i < d->n; i++) {
        tok += d->len[d->order[i]] + 1;
        if (tok >= d->budget || i == d->n - 1) {
            make_batch(d, &d->batches[d->n_batches++], d->order + start, i + 1 - start);
            start = i + 1;
            tok = 0;
        }
    }
    return d->n_batches;
}

static const Batch *mock_batch(void *ctx, int index) {
    MockData *d = ctx;
    return index < d->n_batches ? &d->batches[index] : NULL;
}

static void mock_data_free(MockData *d) {
    for (int i = 0; i < d->n_batches; i++) mock_batch_free(&d->batches[i]);
    d->n_batches = 0;
}

// ---- helpers --------------------------------------------------------------------------------

static void set(TrainOptions *o, const char *k, const char *v) {
    if (train_option_set(o, k, v) < 0) fail_msg("train_option_set %s=%s: %s", k, v, td_last_error());
}

static const char *dir_in_tmp(const char *name) {
    static char buf[8][512];
    static int k;
    char *p = buf[k++ % 8];
    snprintf(p, 512, "%s/%s", test_tmpdir(), name);
    mkdir(p, 0755);
    return p;
}

static int exists_in(const char *dir, const char *name) {
    char p[700];
    snprintf(p, sizeof p, "%s/%s", dir, name);
    struct stat st;
    return stat(p, &st) == 0;
}

static void mock_options(TrainOptions *o, const char *out, long max_steps, int accumulate) {
    train_options_defaults(o);
    set(o, "arch", "transformer");
    set(o, "d-model", "8");
    set(o, "heads", "1");
    set(o, "vocab", "16");
    set(o, "dropout", "0.1");
    set(o, "schedule", "noam");
    set(o, "warmup", "4");
    set(o, "lr", "0.02");
    set(o, "valid-every", "4");
    set(o, "valid-metric", "loss");
    set(o, "log-every", "2");
    set(o, "keep", "2");
    set(o, "out", out);
    char v[32];
    snprintf(v, sizeof v, "%ld", max_steps);
    set(o, "max-steps", v);
    snprintf(v, sizeof v, "%d", accumulate);
    set(o, "accumulate", v);
    assert_int_equal(train_options_resolve(o), 0);
}

typedef struct Run {
    MockData train, dev;
    Model *m;
    TrainSetup s;
    TrainResult r;
} Run;

// Trains with the mock model; with o->resume set, loads RESUME/last.ckpt first.
static int run_training(Run *R, const TrainOptions *o) {
    memset(R, 0, sizeof *R);
    mock_data_init(&R->train, 40, o->seed);
    mock_data_init(&R->dev, 60, 5);
    int nd = mock_begin_epoch(&R->dev, 0);
    if (o->resume[0]) {
        char p[1200];
        snprintf(p, sizeof p, "%s/last.ckpt", o->resume);
        R->m = model_load(p, NULL, NULL, NULL);
        if (!R->m) fail_msg("model_load: %s", td_last_error());
    } else {
        R->m = model_create(&o->cfg, o->seed);
        assert_non_null(R->m);
    }
    R->s = (TrainSetup){.opt = o, .model = R->m,
                        .train = {.ctx = &R->train, .begin_epoch = mock_begin_epoch,
                                  .batch = mock_batch},
                        .dev = R->dev.batches, .n_dev = nd, .meta = "spm-checksum=00000000\n"};
    return trainer_run(&R->s, &R->r);
}

static void run_free(Run *R) {
    mock_data_free(&R->train);
    mock_data_free(&R->dev);
    model_free(R->m);
}

static int quiet_stdout(void) {
    fflush(stdout);
    int saved = dup(1);
    FILE *n = fopen("/dev/null", "w");
    dup2(fileno(n), 1);
    fclose(n);
    return saved;
}

static void restore_stdout(int saved) {
    fflush(stdout);
    dup2(saved, 1);
    close(saved);
}

// ---- tests ------------------------------------------------------------------------------------

static void check_resume_bit_exact(int accumulate, long n) {
    model_ops_override(ARCH_TRANSFORMER, &mock_ops);
    blas_set_threads(1);
    char name[64];
    snprintf(name, sizeof name, "full-%d", accumulate);
    const char *full = dir_in_tmp(name);
    snprintf(name, sizeof name, "half-%d", accumulate);
    const char *half = dir_in_tmp(name);
    TrainOptions o;
    Run A, B, C;
    int so = quiet_stdout();
    mock_options(&o, full, 2 * n, accumulate);
    assert_int_equal(run_training(&A, &o), 0);
    assert_int_equal(A.r.steps, 2 * n);
    mock_options(&o, half, n, accumulate);
    assert_int_equal(run_training(&B, &o), 0);
    assert_int_equal(B.r.steps, n);
    // Resume with a larger budget: everything else comes from the saved options.
    TrainOptions r;
    train_options_defaults(&r);
    set(&r, "resume", half);
    snprintf(name, sizeof name, "%ld", 2 * n);
    set(&r, "max-steps", name);
    snprintf(r.out, sizeof r.out, "%s", half);
    char *saved;
    long step;
    char sp[700];
    snprintf(sp, sizeof sp, "%s/last.state", half);
    assert_int_equal(train_state_peek(sp, &saved, &step), 0);
    assert_int_equal(step, n);
    if (train_options_merge_resume(&r, saved) < 0) fail_msg("merge: %s", td_last_error());
    free(saved);
    assert_int_equal(r.max_steps, 2 * n);
    assert_int_equal(r.accumulate, accumulate);
    int rc = run_training(&C, &r);
    restore_stdout(so);
    assert_int_equal(rc, 0);
    assert_int_equal(C.r.steps, 2 * n);
    const ParamTable *pa = &A.m->params, *pc = &C.m->params;
    assert_int_equal(pa->total, pc->total);
    assert_memory_equal(pa->data, pc->data, pa->total * sizeof(float));
    assert_memory_equal(pa->m, pc->m, pa->total * sizeof(float));
    assert_memory_equal(pa->v, pc->v, pa->total * sizeof(float));
    assert_int_equal(A.m->rng.state, C.m->rng.state);
    assert_true(A.r.dev_loss == C.r.dev_loss);
    // The parameters moved, and the loss fell on this learnable task.
    assert_true(A.r.dev_loss < log(16.0));
    run_free(&A);
    run_free(&B);
    run_free(&C);
    model_ops_override(ARCH_TRANSFORMER, NULL);
}

static void test_resume_bit_exact(void **state) {
    (void)state;
    check_resume_bit_exact(1, 6);   // resumes mid-epoch (3 batches... per epoch vary)
}

static void test_resume_bit_exact_accumulate(void **state) {
    (void)state;
    check_resume_bit_exact(2, 9);   // crosses epoch boundaries with accumulation
}

static void test_output_files(void **state) {
    (void)state;
    model_ops_override(ARCH_TRANSFORMER, &mock_ops);
    const char *out = dir_in_tmp("files");
    TrainOptions o;
    mock_options(&o, out, 12, 1);
    Run A;
    int so = quiet_stdout();
    int rc = run_training(&A, &o);
    restore_stdout(so);
    assert_int_equal(rc, 0);
    assert_true(exists_in(out, "last.ckpt"));
    assert_true(exists_in(out, "last.state"));
    assert_true(exists_in(out, "best.ckpt"));
    assert_true(exists_in(out, "step-12.ckpt"));
    assert_true(exists_in(out, "step-8.ckpt"));
    assert_false(exists_in(out, "step-4.ckpt"));  // --keep 2
    assert_false(exists_in(out, "step-4.state"));
    assert_false(exists_in(out, "last.ckpt.tmp"));
    // The model file carries the meta: step and the tokenizer checksum.
    char p[700], *meta;
    ModelConfig cfg;
    snprintf(p, sizeof p, "%s/last.ckpt", out);
    assert_int_equal(model_peek(p, &cfg, &meta), 0);
    char v[64];
    assert_true(model_meta_get(meta, "step", v, sizeof v) > 0);
    assert_string_equal(v, "12");
    assert_true(model_meta_get(meta, "spm-checksum", v, sizeof v) > 0);
    free(meta);
    // TSV: a header, "train" rows every 2 steps and "valid" rows every 4.
    snprintf(p, sizeof p, "%s/train.log.tsv", out);
    FILE *f = fopen(p, "r");
    assert_non_null(f);
    char line[1024];
    int n_train = 0, n_valid = 0, n = 0;
    while (fgets(line, sizeof line, f)) {
        if (n++ == 0) assert_true(strncmp(line, "kind\tstep\t", 10) == 0);
        n_train += strncmp(line, "train\t", 6) == 0;
        n_valid += strncmp(line, "valid\t", 6) == 0;
    }
    fclose(f);
    assert_int_equal(n_train, 6);
    assert_int_equal(n_valid, 3);
    run_free(&A);
    model_ops_override(ARCH_TRANSFORMER, NULL);
}

// A mock whose loss becomes NaN from a given forward call on (or which raises a signal).
static int g_calls, g_nan_from, g_signal_at;
static int nan_forward(Model *m, const Batch *b, int train, float ls, ModelLoss *loss) {
    int rc = mock_forward(m, b, train, ls, loss);
    if (train) {
        g_calls++;
        if (g_nan_from && g_calls >= g_nan_from) loss->loss_sum = NAN;
        if (g_signal_at && g_calls == g_signal_at) raise(SIGINT);
    }
    return rc;
}

static void test_nonfinite_updates(void **state) {
    (void)state;
    ModelOps ops = mock_ops;
    ops.forward = nan_forward;
    model_ops_override(ARCH_TRANSFORMER, &ops);
    g_calls = 0;
    g_nan_from = 7;  // updates 1..6 fine (a checkpoint at step 4), then NaN forever
    g_signal_at = 0;
    const char *out = dir_in_tmp("nan");
    TrainOptions o;
    mock_options(&o, out, 20, 1);
    Run A;
    int so = quiet_stdout();
    int rc = run_training(&A, &o);
    restore_stdout(so);
    assert_int_equal(rc, TD_ERR_NUMERIC);
    if (!strstr(td_last_error(), "5 updates in a row"))
        fail_msg("message: %s", td_last_error());
    assert_non_null(strstr(td_last_error(), "step-4.ckpt"));
    assert_int_equal(A.r.steps, 6);
    // The last good checkpoint is intact and loads.
    char p[700];
    snprintf(p, sizeof p, "%s/last.ckpt", out);
    char *meta;
    Model *m = model_load(p, &meta, NULL, NULL);
    assert_non_null(m);
    char v[32];
    assert_true(model_meta_get(meta, "step", v, sizeof v) > 0);
    assert_string_equal(v, "4");
    free(meta);
    model_free(m);
    run_free(&A);
    g_nan_from = 0;
    model_ops_override(ARCH_TRANSFORMER, NULL);
}

static void test_sigint_checkpoint(void **state) {
    (void)state;
    ModelOps ops = mock_ops;
    ops.forward = nan_forward;
    model_ops_override(ARCH_TRANSFORMER, &ops);
    g_calls = 0;
    g_nan_from = 0;
    g_signal_at = 3;
    const char *out = dir_in_tmp("sigint");
    TrainOptions o;
    mock_options(&o, out, 50, 1);
    Run A;
    int so = quiet_stdout();
    int rc = run_training(&A, &o);
    restore_stdout(so);
    assert_int_equal(rc, 1);  // stopped by the signal after finishing update 3
    assert_int_equal(A.r.stop, STOP_SIGNAL);
    assert_int_equal(A.r.steps, 3);
    assert_true(exists_in(out, "step-3.ckpt"));
    assert_true(exists_in(out, "last.state"));
    assert_non_null(strstr(A.r.last_ckpt, "step-3.ckpt"));
    run_free(&A);
    g_signal_at = 0;
    model_ops_override(ARCH_TRANSFORMER, NULL);
}

static void test_options(void **state) {
    (void)state;
    TrainOptions o;
    char *argv_ok[] = {"train", "--arch", "rnn", "--train", "x/train", "--dev", "x/dev", "--out",
                       "o", "--cell", "lstm", "--max-time", "1h30m", "--valid-every", "500",
                       "--input-feeding", NULL};
    assert_int_equal(train_options_parse(&o, 16, argv_ok), 0);
    assert_int_equal(o.cfg.arch, ARCH_RNN);
    assert_int_equal(o.cfg.cell, CELL_LSTM);
    assert_int_equal(o.cfg.input_feeding, 1);
    assert_true(o.max_time == 5400.0);
    assert_int_equal(o.valid_every_steps, 500);
    assert_int_equal(o.schedule, LR_CONSTANT);  // rnn defaults (train_real.py)
    assert_true(o.lr == 1e-3f);
    assert_int_equal(o.batch_tokens, 4096);
    assert_true(o.label_smoothing == 0.1f && o.clip_norm == 1.0f && o.cfg.dropout == 0.1f);
    char *argv_tf[] = {"train", "--arch", "transformer", "--train", "a", "--dev", "b", "--out", "o",
                       NULL};
    assert_int_equal(train_options_parse(&o, 9, argv_tf), 0);
    assert_int_equal(o.schedule, LR_NOAM);
    assert_int_equal(o.warmup, 400);
    assert_true(fabs(o.lr - 1.0 / 16 / sqrt(400.0)) < 1e-9);  // 3.125e-3 for d 256
    struct {
        int argc;
        char *argv[12];
        const char *msg;
    } bad[] = {
        {3, {"train", "--bogus", "1"}, "unknown option '--bogus'"},
        {7, {"train", "--arch", "rnn", "--train", "a", "--dev", "b"}, "--out DIR is required"},
        {9, {"train", "--arch", "transformer", "--train", "a", "--dev", "b", "--out", "o", "--cell", "gru"},
         "--cell applies to --arch rnn only"},
        {11, {"train", "--arch", "rnn", "--train", "a", "--dev", "b", "--out", "o", "--max-time", "soon"},
         "not a duration"},
        {11, {"train", "--arch", "rnn", "--train", "a", "--dev", "b", "--out", "o", "--weight-decay", "0.1"},
         "--weight-decay needs --optimizer adamw"},
        {11, {"train", "--arch", "rnn", "--train", "a", "--dev", "b", "--out", "o", "--max-len", "50"},
         "--max-len 50 is shorter than --filter-len 100"},
        {11, {"train", "--arch", "cnn", "--train", "a", "--dev", "b", "--out", "o"}, "--arch: unknown value 'cnn'"},
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        int argc = 0;
        while (argc < 12 && bad[i].argv[argc]) argc++;
        int rc = train_options_parse(&o, argc, bad[i].argv);
        if (rc != TD_ERR_ARG || !strstr(td_last_error(), bad[i].msg))
            fail_msg("case %zu: rc %d, message '%s', want '%s'", i, rc, td_last_error(), bad[i].msg);
    }
}

static void test_resume_merge(void **state) {
    (void)state;
    TrainOptions s;
    mock_options(&s, "/tmp/x", 10, 1);
    static char text[65536];
    assert_true(train_options_to_text(&s, text, sizeof text) > 0);
    // Budget options may change; the model and the optimisation may not.
    TrainOptions o;
    train_options_defaults(&o);
    set(&o, "resume", "/tmp/x");
    set(&o, "max-time", "2h");
    assert_int_equal(train_options_merge_resume(&o, text), 0);
    assert_true(o.max_time == 7200.0);
    assert_int_equal(o.max_steps, 10);
    assert_int_equal(o.cfg.d_model, 8);
    train_options_defaults(&o);
    set(&o, "resume", "/tmp/x");
    set(&o, "arch", "rnn");
    assert_int_equal(train_options_merge_resume(&o, text), TD_ERR_MISMATCH);
    assert_non_null(strstr(td_last_error(), "--arch rnn does not match the checkpoint"));
    train_options_defaults(&o);
    set(&o, "resume", "/tmp/x");
    set(&o, "lr", "0.5");
    assert_int_equal(train_options_merge_resume(&o, text), TD_ERR_MISMATCH);
    assert_non_null(strstr(td_last_error(), "--lr 0.5 differs"));
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_options),
        cmocka_unit_test(test_resume_merge),
        cmocka_unit_test(test_resume_bit_exact),
        cmocka_unit_test(test_resume_bit_exact_accumulate),
        cmocka_unit_test(test_output_files),
        cmocka_unit_test(test_nonfinite_updates),
        cmocka_unit_test(test_sigint_checkpoint),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
