// The trainer (train/trainer.h, train/options.h): bit-exact resume (N steps, stop, resume, N more
// == 2N uninterrupted) with the mock model of tests/mock_model.h, output files, non-finite updates,
// SIGINT, option parsing and resume merging; and bin/train's command-line errors.
//
// Tolerances: trainer runs are compared bit for bit (resume, thread counts); the Noam learning
// rate is double arithmetic, compared with the hand-computed value at 1e-9.
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
#include <sys/wait.h>
#include <unistd.h>

#include "models/flops.h"
#include "models/model_io.h"
#include "study/text_io.h"
#include "tensor/blas.h"
#include "tensor/checkpoint.h"
#include "tests/mock_model.h"
#include "tests/test_util.h"
#include "train/options.h"
#include "train/trainer.h"
#include "train/trainer_internal.h"

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

static void make_batch(MockData *d, Batch *b, const int *idx, int B) {
    int S = 0;
    for (int i = 0; i < B; i++) S = d->len[idx[i]] + 1 > S ? d->len[idx[i]] + 1 : S;
    int T = S;
    assert_int_equal(batch_alloc(b, B, B * S, B * T), 0);
    b->B = B, b->S = S, b->T = T;
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
    for (int i = 0; i < d->n_batches; i++) batch_free(&d->batches[i]);
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
    for (int i = 0; i < d->n_batches; i++) batch_free(&d->batches[i]);
    d->n_batches = 0;
}

// ---- helpers --------------------------------------------------------------------------------

static void set(TrainOptions *o, const char *k, const char *v) {
    if (train_option_set(o, k, v) < 0)
        fail_msg("train_option_set %s=%s: %s", k, v, td_last_error());
}

// set() of a whole number.
static void set_long(TrainOptions *o, const char *k, long v) {
    char text[32];
    snprintf(text, sizeof text, "%ld", v);
    set(o, k, text);
}

// set() for each KEY=VALUE of a space-separated list.
static void set_words(TrainOptions *o, const char *words) {
    char buf[1024], *save = NULL;
    snprintf(buf, sizeof buf, "%s", words);
    for (char *w = strtok_r(buf, " ", &save); w; w = strtok_r(NULL, " ", &save)) {
        char *eq = strchr(w, '=');
        if (!eq) fail_msg("'%s' is not KEY=VALUE", w);
        *eq = '\0';
        set(o, w, eq + 1);
    }
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
    set_words(o, "arch=transformer d-model=8 heads=1 vocab=16 dropout=0.1 schedule=noam warmup=4 "
                 "lr=0.02 valid-every=4 valid-metric=loss log-every=2 keep=2");
    set(o, "out", out);
    set_long(o, "max-steps", max_steps);
    set_long(o, "accumulate", accumulate);
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

// run_training with the trainer's progress lines kept off the test's output.
static int train_quietly(Run *r, const TrainOptions *o) {
    int so = quiet_stdout();
    int rc = run_training(r, o);
    restore_stdout(so);
    return rc;
}

// ---- tests ------------------------------------------------------------------------------------

// The options of `bin/train --resume dir --KEY value`, merged with the run's saved ones as bin/train
// merges them; returns the step of dir/last.state.
static long resume_options(TrainOptions *r, const char *dir, const char *key, const char *value) {
    train_options_defaults(r);
    set(r, "resume", dir);
    set(r, key, value);
    snprintf(r->out, sizeof r->out, "%s", dir);
    char *saved, sp[700];
    long step;
    snprintf(sp, sizeof sp, "%s/last.state", dir);
    assert_int_equal(train_state_peek(sp, &saved, &step), 0);
    if (train_options_merge_resume(r, saved) < 0) fail_msg("merge: %s", td_last_error());
    free(saved);
    return step;
}

// cmocka set-up and tear-down of the tests that train the mock model in place of the Transformer.
static int mock_use(void **state, const ModelOps *ops) {
    (void)state;
    model_ops_override(ARCH_TRANSFORMER, ops);
    return 0;
}
static int mock_on(void **state) { return mock_use(state, &mock_ops); }
static int mock_off(void **state) { return mock_use(state, NULL); }

// The two models' parameters and Adam moments are the same bits.
static void assert_same_weights(const Model *a, const Model *b) {
    const ParamTable *pa = &a->params, *pb = &b->params;
    assert_int_equal(pa->total, pb->total);
    assert_memory_equal(pa->data, pb->data, pa->total * sizeof(float));
    assert_memory_equal(pa->m, pb->m, pa->total * sizeof(float));
    assert_memory_equal(pa->v, pb->v, pa->total * sizeof(float));
}

// The step recorded in the meta text of the model file DIR/NAME.
static long ckpt_step(const char *dir, const char *name) {
    char p[700], *meta, v[64];
    ModelConfig cfg;
    snprintf(p, sizeof p, "%s/%s", dir, name);
    if (model_peek(p, &cfg, &meta) != 0) fail_msg("%s: %s", p, td_last_error());
    assert_true(model_meta_get(meta, "step", v, sizeof v) > 0);
    free(meta);
    return atol(v);
}

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
    snprintf(name, sizeof name, "%ld", 2 * n);
    assert_int_equal(resume_options(&r, half, "max-steps", name), n);
    assert_int_equal(r.max_steps, 2 * n);
    assert_int_equal(r.accumulate, accumulate);
    int rc = run_training(&C, &r);
    restore_stdout(so);
    assert_int_equal(rc, 0);
    assert_int_equal(C.r.steps, 2 * n);
    assert_same_weights(A.m, C.m);
    assert_int_equal(A.m->rng.state, C.m->rng.state);
    assert_true(A.r.dev_loss == C.r.dev_loss);
    // The parameters moved, and the loss fell on this learnable task.
    assert_true(A.r.dev_loss < log(16.0));
    run_free(&A);
    run_free(&B);
    run_free(&C);
    model_ops_override(ARCH_TRANSFORMER, NULL);
}

// A resume that would change the batches of an update (one process, --accumulate 2 then 3) is
// refused by the state, naming both and the --accumulate that fits; nothing is trained.
static void test_resume_other_update_size_refused(void **state) {
    (void)state;
    blas_set_threads(1);
    const char *dir = dir_in_tmp("acc-refused");
    TrainOptions o, r;
    Run A, B;
    memset(&B, 0, sizeof B);
    int so = quiet_stdout();
    mock_options(&o, dir, 2, 2);
    int rc = run_training(&A, &o);
    if (rc == 0) {
        char *saved;
        long step;
        char sp[700];
        snprintf(sp, sizeof sp, "%s/last.state", dir);
        train_options_defaults(&r);
        set(&r, "resume", dir);
        set(&r, "max-steps", "4");
        set(&r, "accumulate", "3");
        snprintf(r.out, sizeof r.out, "%s", dir);
        rc = train_state_peek(sp, &saved, &step);
        if (rc == 0) rc = train_options_merge_resume(&r, saved);
        free(saved);
        if (rc == 0) rc = run_training(&B, &r) == TD_ERR_MISMATCH ? 0 : -1;
    }
    restore_stdout(so);
    assert_int_equal(rc, 0);
    if (!strstr(td_last_error(), "a run of 1 process x --accumulate 2 = 2 batches per update; "
                "this one has 1 x --accumulate 3 = 3: resume it with --accumulate 2"))
        fail_msg("message: %s", td_last_error());
    run_free(&A);
    run_free(&B);
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
    const char *out = dir_in_tmp("files");
    TrainOptions o;
    mock_options(&o, out, 12, 1);
    Run A;
    int rc = train_quietly(&A, &o);
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
}

// --valid-at: the listed updates are validated besides --valid-every's, and each is kept as
// mark-N.ckpt (a link to that update's checkpoint) after --keep has removed its step-N.ckpt.
static void test_valid_at_marks(void **state) {
    (void)state;
    const char *out = dir_in_tmp("marks");
    TrainOptions o;
    mock_options(&o, out, 12, 1);  // a validation every 4 updates, --keep 2
    assert_int_equal(train_option_set(&o, "valid-at", "3,6,12"), 0);
    assert_int_equal(o.n_valid_at, 3);
    Run A;
    assert_int_equal(train_quietly(&A, &o), 0);
    for (int i = 0; i < 3; i++) {
        const long at[3] = {3, 6, 12};
        char name[64];
        snprintf(name, sizeof name, "mark-%ld.ckpt", at[i]);
        assert_true(exists_in(out, name));
        assert_int_equal(ckpt_step(out, name), at[i]);
    }
    assert_false(exists_in(out, "step-3.ckpt"));
    assert_false(exists_in(out, "step-6.ckpt"));
    assert_false(exists_in(out, "mark-4.ckpt"));
    // Validations at 3, 4, 6, 8 and 12 (12 once, though both options name it).
    char p[700], line[1024];
    snprintf(p, sizeof p, "%s/train.log.tsv", out);
    FILE *f = fopen(p, "r");
    assert_non_null(f);
    long valid_steps[8];
    int n_valid = 0;
    while (fgets(line, sizeof line, f))
        if (!strncmp(line, "valid\t", 6) && n_valid < 8) valid_steps[n_valid++] = atol(line + 6);
    fclose(f);
    const long expect[5] = {3, 4, 6, 8, 12};
    assert_int_equal(n_valid, 5);
    for (int i = 0; i < 5; i++) assert_int_equal(valid_steps[i], expect[i]);
    run_free(&A);
    // The list's form: increasing positive updates, or "none".
    assert_int_equal(train_option_set(&o, "valid-at", "none"), 0);
    assert_int_equal(o.n_valid_at, 0);
    const char *bad[5] = {"5,3", "0", "1,,2", "4,4", "2,x"};
    for (int i = 0; i < 5; i++) {
        assert_int_equal(train_option_set(&o, "valid-at", bad[i]), TD_ERR_ARG);
        assert_non_null(strstr(td_last_error(), "valid-at"));
        td_clear_error();
    }
}

// A mock whose loss becomes NaN from a given forward call on (a NaN state, so NaN logits), or
// which raises a signal.
static int g_calls, g_nan_from, g_signal_at;
static int nan_forward(Model *m, const Batch *b, int train, LossInput *out) {
    int rc = mock_forward(m, b, train, out);
    if (train) {
        g_calls++;
        if (g_nan_from && g_calls >= g_nan_from) ((MockImpl *)m->impl)->h[0] = NAN;
        if (g_signal_at && g_calls == g_signal_at) raise(SIGINT);
    }
    return rc;
}

// Trains the mock model with nan_forward (counting from 0): a NaN loss from update nan_from on
// (0: never) and SIGINT during update signal_at (0: never).
static void use_nan_forward(int nan_from, int signal_at) {
    static ModelOps ops;
    ops = mock_ops;
    ops.forward = nan_forward;
    model_ops_override(ARCH_TRANSFORMER, &ops);
    g_calls = 0;
    g_nan_from = nan_from;
    g_signal_at = signal_at;
}

static void test_nonfinite_updates(void **state) {
    (void)state;
    use_nan_forward(7, 0);  // updates 1..6 fine (a checkpoint at step 4), then NaN forever
    const char *out = dir_in_tmp("nan");
    TrainOptions o;
    mock_options(&o, out, 20, 1);
    Run A;
    int rc = train_quietly(&A, &o);
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
    use_nan_forward(0, 3);  // SIGINT during update 3
    const char *out = dir_in_tmp("sigint");
    TrainOptions o;
    mock_options(&o, out, 50, 1);
    Run A;
    int rc = train_quietly(&A, &o);
    assert_int_equal(rc, 1);  // stopped by the signal after finishing update 3
    assert_int_equal(A.r.stop, STOP_SIGNAL);
    assert_int_equal(A.r.steps, 3);
    // The resume point only: no step checkpoint, so --keep's set is not disturbed.
    assert_false(exists_in(out, "step-3.ckpt"));
    assert_true(exists_in(out, "last.state"));
    assert_int_equal(ckpt_step(out, "last.ckpt"), 3);
    assert_int_equal(ckpt_step(out, "best.ckpt"), 3);  // the run had none yet
    assert_non_null(strstr(A.r.last_ckpt, "last.ckpt"));
    run_free(&A);
    g_signal_at = 0;
    model_ops_override(ARCH_TRANSFORMER, NULL);
}

// "STEP:DEV_LOSS " for each validation row of DIR/train.log.tsv, in order, into buf (the cells'
// text as bin/train wrote it).
static void valid_rows(const char *dir, char *buf, size_t cap) {
    char p[700];
    snprintf(p, sizeof p, "%s/train.log.tsv", dir);
    StudyTsv t;
    if (study_tsv_read(p, &t) != 0) fail_msg("%s: %s", p, td_last_error());
    const int kind = study_tsv_col(&t, "kind"), step = study_tsv_col(&t, "step"),
              dev_loss = study_tsv_col(&t, "dev_loss");
    assert_true(kind >= 0 && step >= 0 && dev_loss >= 0);
    size_t n = 0;
    buf[0] = '\0';
    for (int r = 0; r < t.n_rows; r++) {
        char *const *row = t.text + (size_t)r * t.n_cols;
        if (strcmp(row[kind], "valid") != 0) continue;
        int w = snprintf(buf + n, cap - n, "%s:%s ", row[step], row[dev_loss]);
        assert_true(w > 0 && (size_t)w < cap - n);
        n += (size_t)w;
    }
    study_tsv_free(&t);
}

// A run stopped by a signal and resumed ends as the run that was not stopped: the same weights
// and Adam moments, the same kept step checkpoints (--keep 2), mark and best.ckpt, and the same
// validations (update and dev loss). Stops between validations (update 5, and 13, where a step
// checkpoint of the stop would be one of the two kept at the end), at a --valid-at mark (6) and at
// a --valid-every update (8): a signal ends the loop before that update's validation, and the
// resumed run makes it first.
static void test_signal_resume_same_run(void **state) {
    (void)state;
    blas_set_threads(1);
    use_nan_forward(0, 0);
    const char *full = dir_in_tmp("signal-full");
    TrainOptions o;
    mock_options(&o, full, 14, 1);  // validations every 4 updates, --keep 2
    assert_int_equal(train_option_set(&o, "valid-at", "6"), 0);
    Run A;
    assert_int_equal(train_quietly(&A, &o), 0);
    char want[512], got[512];
    valid_rows(full, want, sizeof want);
    long want_steps[16], got_steps[16];
    const int n_want = train_step_checkpoints(full, want_steps, 16);
    assert_int_equal(n_want, 2);  // 14 and 12
    assert_int_equal(want_steps[0], 14);
    const int stops[4] = {5, 6, 8, 13};
    for (int i = 0; i < 4; i++) {
        char name[64];
        snprintf(name, sizeof name, "signal-%d", stops[i]);
        const char *dir = dir_in_tmp(name);
        use_nan_forward(0, stops[i]);
        mock_options(&o, dir, 14, 1);
        assert_int_equal(train_option_set(&o, "valid-at", "6"), 0);
        Run B, C;
        assert_int_equal(train_quietly(&B, &o), 1);
        assert_int_equal(B.r.steps, stops[i]);
        g_signal_at = 0;
        TrainOptions r;
        assert_int_equal(resume_options(&r, dir, "max-steps", "14"), stops[i]);
        int so = quiet_stdout();
        int rc = run_training(&C, &r);
        restore_stdout(so);
        assert_int_equal(rc, 0);
        assert_same_weights(A.m, C.m);
        assert_int_equal(train_step_checkpoints(dir, got_steps, 16), n_want);
        for (int k = 0; k < n_want; k++) assert_int_equal(got_steps[k], want_steps[k]);
        assert_int_equal(ckpt_step(dir, "mark-6.ckpt"), 6);
        assert_int_equal(ckpt_step(dir, "best.ckpt"), ckpt_step(full, "best.ckpt"));
        valid_rows(dir, got, sizeof got);
        if (strcmp(got, want)) fail_msg("stop at %d: validations '%s', want '%s'", stops[i], got,
                                        want);
        run_free(&B);
        run_free(&C);
    }
    run_free(&A);
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
    assert_int_equal(o.schedule, LR_CONSTANT);  // rnn defaults (train_real.py's, tuned rate)
    assert_true(o.lr == 2e-3f);
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
        {9,
         {"train", "--arch", "transformer", "--train", "a", "--dev", "b", "--out", "o", "--cell",
          "gru"},
         "--cell applies to --arch rnn only"},
        {11,
         {"train", "--arch", "rnn", "--train", "a", "--dev", "b", "--out", "o", "--max-time",
          "soon"},
         "not a duration"},
        {11,
         {"train", "--arch", "rnn", "--train", "a", "--dev", "b", "--out", "o", "--weight-decay",
          "0.1"},
         "--weight-decay needs --optimizer adamw"},
        {11,
         {"train", "--arch", "rnn", "--train", "a", "--dev", "b", "--out", "o", "--max-len", "50"},
         "--max-len 50 is shorter than --filter-len 100"},
        {11,
         {"train", "--arch", "cnn", "--train", "a", "--dev", "b", "--out", "o"},
         "--arch: unknown value 'cnn'"},
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        int argc = 0;
        while (argc < 12 && bad[i].argv[argc]) argc++;
        int rc = train_options_parse(&o, argc, bad[i].argv);
        if (rc != TD_ERR_ARG || !strstr(td_last_error(), bad[i].msg))
            fail_msg("case %zu: rc %d, message '%s', want '%s'", i, rc, td_last_error(),
                     bad[i].msg);
    }
}

static void test_resume_merge(void **state) {
    (void)state;
    TrainOptions s;
    mock_options(&s, "run-x", 10, 1);
    static char text[65536];
    assert_true(train_options_to_text(&s, text, sizeof text) > 0);
    // Budget options may change; the model and the optimisation may not.
    TrainOptions o;
    train_options_defaults(&o);
    set(&o, "resume", "run-x");
    set(&o, "max-time", "2h");
    assert_int_equal(train_options_merge_resume(&o, text), 0);
    assert_true(o.max_time == 7200.0);
    assert_int_equal(o.max_steps, 10);
    assert_int_equal(o.cfg.d_model, 8);
    train_options_defaults(&o);
    set(&o, "resume", "run-x");
    set(&o, "arch", "rnn");
    assert_int_equal(train_options_merge_resume(&o, text), TD_ERR_ARG);
    assert_non_null(strstr(td_last_error(), "--arch rnn does not match the checkpoint"));
    train_options_defaults(&o);
    set(&o, "resume", "run-x");
    set(&o, "lr", "0.5");
    assert_int_equal(train_options_merge_resume(&o, text), TD_ERR_ARG);
    assert_non_null(strstr(td_last_error(), "--lr 0.5 differs"));
    // The run's own command line again (mock_options' options, and the preset it had by default)
    // agrees with the run; another preset does not, and is named.
    train_options_defaults(&o);
    set(&o, "resume", "/tmp/x");
    static const char *const same[][2] = {
        {"arch", "transformer"}, {"config", "tiny"}, {"d-model", "8"}, {"heads", "1"},
        {"dropout", "0.1"}, {"schedule", "noam"}, {"warmup", "4"}, {"lr", "0.02"},
        {"valid-every", "4"}, {"valid-metric", "loss"}, {"log-every", "2"}, {"keep", "2"},
        {"out", "/tmp/x"}, {"max-steps", "10"}, {"accumulate", "1"}};
    for (size_t i = 0; i < sizeof same / sizeof same[0]; i++) set(&o, same[i][0], same[i][1]);
    if (train_options_merge_resume(&o, text) != 0) fail_msg("same command: %s", td_last_error());
    assert_int_equal(o.cfg.d_model, 8);
    assert_int_equal(o.max_steps, 10);
    train_options_defaults(&o);
    set(&o, "resume", "/tmp/x");
    set(&o, "config", "small");
    assert_int_equal(train_options_merge_resume(&o, text), TD_ERR_ARG);
    assert_non_null(strstr(td_last_error(), "--config small differs from the run in /tmp/x (tiny)"));
}

// Writes a training state file at path: the trainer section trainer_text, options of a Transformer.
static void write_state(const char *path, const char *trainer_text) {
    CkptList l = {0};
    assert_int_equal(ckpt_list_text(&l, "trainer", trainer_text), 0);
    assert_int_equal(ckpt_list_text(&l, "options", "arch=transformer\n"), 0);
    assert_int_equal(ckpt_write(path, "state", &l, 0), 0);
    ckpt_list_free(&l);
}

// Writes `text` as a state file and loads it into a trainer of m with options o: the load's code.
static int load_state_text(Model *m, const TrainOptions *o, const char *file, const char *text) {
    write_state(file, text);
    Trainer T;
    memset(&T, 0, sizeof T);
    T.m = m, T.o = o;
    return trainer_load_state(&T, file);
}

// A training state whose numbers do not fit what they are read into (a step of 1e300, an epoch
// above INT_MAX, a fractional count, a plateau scale beyond float) is refused naming the value:
// converting such a double to an integer or a float is undefined behaviour in C.
static void test_state_values_out_of_range(void **state) {
    (void)state;
    static const char *const keys[22] = {
        "step", "epoch", "batch-index", "skipped", "nan-streak", "train-seconds", "tokens",
        "best-score", "has-best", "best-step", "bad-valids", "n-valid", "next-valid-time",
        "plateau-scale", "plateau-best", "plateau-has-best", "plateau-bad", "last-valid-step",
        "dev-loss", "dev-ppl", "dev-bleu", "dev-chrf"};
    static const struct { const char *key, *value; } bad[] = {
        {"step", "1e300"}, {"epoch", "3000000000"}, {"batch-index", "nan"}, {"tokens", "inf"},
        {"n-valid", "1.5"}, {"plateau-scale", "1e39"}, {"skipped", "-1e19"},
    };
    model_ops_override(ARCH_TRANSFORMER, &mock_ops);
    ModelConfig cfg = mock_config(8, 4);
    Model *m = model_create(&cfg, 1);
    assert_non_null(m);
    const char *path = dir_in_tmp("bad-state");
    char file[700], text[2048];
    snprintf(file, sizeof file, "%s/last.state", path);
    for (size_t b = 0; b < sizeof bad / sizeof bad[0]; b++) {
        size_t k = 0;
        for (int i = 0; i < 22; i++)
            k += (size_t)snprintf(text + k, sizeof text - k, "%s=%s\n", keys[i],
                                  strcmp(keys[i], bad[b].key) ? "0" : bad[b].value);
        snprintf(text + k, sizeof text - k, "model-rng=1\n");
        assert_int_equal(load_state_text(m, NULL, file, text), TD_ERR_FORMAT);
        char want[128];
        snprintf(want, sizeof want, "training state value '%s' is out of range", bad[b].key);
        if (!strstr(td_last_error(), want)) fail_msg("'%s': %s", bad[b].key, td_last_error());
        char *opts = NULL;
        long step = 0;
        int rc = train_state_peek(file, &opts, &step);
        free(opts);
        assert_int_equal(rc, strcmp(bad[b].key, "step") ? TD_OK : TD_ERR_FORMAT);
    }
    model_free(m);
    model_ops_override(ARCH_TRANSFORMER, NULL);
}

// The FLOP count of a state: out of range or not a number is refused; a state without one (as
// written before bin/train counted FLOPs) cannot continue a --max-flops budget.
static void test_state_flops(void **state) {
    (void)state;
    static const char base[] =
        "step=2\nepoch=0\nbatch-index=2\nskipped=0\nnan-streak=0\ntrain-seconds=0\ntokens=9\n"
        "best-score=0\nhas-best=0\nbest-step=0\nbad-valids=0\nn-valid=0\nnext-valid-time=0\n"
        "plateau-scale=1\nplateau-best=0\nplateau-has-best=0\nplateau-bad=0\n"
        "last-valid-step=0\ndev-loss=0\ndev-ppl=0\ndev-bleu=0\ndev-chrf=0\nmodel-rng=1\n";
    model_ops_override(ARCH_TRANSFORMER, &mock_ops);
    ModelConfig cfg = mock_config(8, 4);
    Model *m = model_create(&cfg, 1);
    assert_non_null(m);
    TrainOptions o;
    train_options_defaults(&o);
    set(&o, "max-flops", "1e9");
    char file[700], text[2048];
    snprintf(file, sizeof file, "%s/last.state", dir_in_tmp("flops-state"));
    static const char *const bad[] = {"flops=-5\n", "flops=1e9\n", "flops=99999999999999999999\n"};
    for (int i = 0; i < 3; i++) {
        snprintf(text, sizeof text, "%s%s", base, bad[i]);
        assert_int_equal(load_state_text(m, &o, file, text), TD_ERR_FORMAT);
        assert_non_null(strstr(td_last_error(), "'flops'"));
    }
    assert_int_equal(load_state_text(m, &o, file, base), TD_ERR_MISMATCH);
    assert_non_null(strstr(td_last_error(), "--max-flops cannot continue its count"));
    model_free(m);
    model_ops_override(ARCH_TRANSFORMER, NULL);
}

// A dev "BLEU" that only gets worse: the first validation is the best one.
static int g_score_calls;
static int falling_score(void *ctx, Model *m, int n, double *bleu, double *chrf) {
    (void)ctx, (void)m, (void)n;
    g_score_calls++;
    *bleu = 50.0 - g_score_calls;
    *chrf = 60.0 - g_score_calls;
    return 0;
}

static void test_early_stopping(void **state) {
    (void)state;
    const char *out = dir_in_tmp("early");
    TrainOptions o;
    mock_options(&o, out, 100, 1);
    set(&o, "valid-metric", "bleu");
    set(&o, "valid-every", "2");
    set(&o, "early-stopping", "3");
    Run A;
    memset(&A, 0, sizeof A);
    mock_data_init(&A.train, 40, o.seed);
    mock_data_init(&A.dev, 60, 5);
    int nd = mock_begin_epoch(&A.dev, 0);
    A.m = model_create(&o.cfg, o.seed);
    A.s = (TrainSetup){.opt = &o, .model = A.m,
                       .train = {.ctx = &A.train, .begin_epoch = mock_begin_epoch,
                                 .batch = mock_batch},
                       .dev = A.dev.batches, .n_dev = nd, .score = falling_score,
                       .meta = "spm-checksum=00000000\n"};
    g_score_calls = 0;
    int so = quiet_stdout();
    int rc = trainer_run(&A.s, &A.r);
    restore_stdout(so);
    assert_int_equal(rc, 0);
    assert_int_equal(A.r.stop, STOP_EARLY);
    assert_int_equal(A.r.steps, 8);  // validations at 2 (best), 4, 6, 8: three without improvement
    assert_int_equal(A.r.best_step, 2);
    assert_true(A.r.best_score == 49.0);
    assert_int_equal(g_score_calls, 4);
    // best.ckpt is the step-2 model.
    char p[700], *meta, v[32];
    ModelConfig cfg;
    snprintf(p, sizeof p, "%s/best.ckpt", out);
    assert_int_equal(model_peek(p, &cfg, &meta), 0);
    assert_true(model_meta_get(meta, "step", v, sizeof v) > 0);
    assert_string_equal(v, "2");
    free(meta);
    run_free(&A);
}

// ---- the real models: bit-exact resume ----------------------------------------------------------

static void real_options(TrainOptions *o, const char *out, long max_steps, const char *arch) {
    train_options_defaults(o);
    set(o, "arch", arch);
    set_words(o, "vocab=16 enc-layers=1 dec-layers=1");
    if (!strcmp(arch, "transformer")) set_words(o, "d-model=16 heads=2 ffn=32");
    else set_words(o, "emb=8 enc-hidden=8 dec-hidden=16");
    set_words(o, "max-len=128 dropout=0.2 schedule=inverse-sqrt warmup=3 lr=0.01 valid-every=3 "
                 "valid-metric=loss keep=1");
    set(o, "out", out);
    set_long(o, "max-steps", max_steps);
    assert_int_equal(train_options_resolve(o), 0);
}

// 8 updates == 4, stop, resume, 4 more (dropout 0.2), with threads[0] threads for the 8, threads[1]
// for the first 4 and threads[2] for the resumed 4: the same bits (--threads may change on resume).
static void check_real_resume(const char *arch, const int threads[3]) {
    blas_set_threads(threads[0]);
    char name[64];
    snprintf(name, sizeof name, "real-full-%s-%d%d%d", arch, threads[0], threads[1], threads[2]);
    const char *full = dir_in_tmp(name);
    snprintf(name, sizeof name, "real-half-%s-%d%d%d", arch, threads[0], threads[1], threads[2]);
    const char *half = dir_in_tmp(name);
    TrainOptions o, r;
    Run A, B, C;
    int so = quiet_stdout();
    real_options(&o, full, 8, arch);
    int rc = run_training(&A, &o);
    if (rc != 0) fail_msg("full run: %s", td_last_error());
    real_options(&o, half, 4, arch);
    blas_set_threads(threads[1]);
    assert_int_equal(run_training(&B, &o), 0);
    blas_set_threads(threads[2]);
    train_options_defaults(&r);
    set(&r, "resume", half);
    set(&r, "max-steps", "8");
    snprintf(r.out, sizeof r.out, "%s", half);
    char *saved, sp[700];
    long step;
    snprintf(sp, sizeof sp, "%s/last.state", half);
    assert_int_equal(train_state_peek(sp, &saved, &step), 0);
    assert_int_equal(train_options_merge_resume(&r, saved), 0);
    free(saved);
    rc = run_training(&C, &r);
    restore_stdout(so);
    blas_set_threads(1);
    assert_int_equal(rc, 0);
    assert_int_equal(C.r.steps, 8);
    assert_same_weights(A.m, C.m);
    assert_true(A.r.dev_loss == C.r.dev_loss);
    run_free(&A);
    run_free(&B);
    run_free(&C);
}

static void test_resume_bit_exact_transformer(void **state) {
    (void)state;
    check_real_resume("transformer", (const int[3]){1, 1, 1});
}

static void test_resume_bit_exact_rnn(void **state) {
    (void)state;
    check_real_resume("rnn", (const int[3]){1, 1, 1});
}

// The same with other thread counts, both models: the uninterrupted run on 1 thread, the first
// half on 2, the resumed half on 3.
static void test_resume_other_threads(void **state) {
    (void)state;
    const int threads[3] = {1, 2, 3};
    check_real_resume("transformer", threads);
    check_real_resume("rnn", threads);
}

// ---- bin/train: command-line errors leave --out untouched --------------------------------------

// Runs bin/train with `args` (stderr captured); returns the exit status and the first stderr line.
static int run_cli(const char *args, char *err, size_t cap) {
    char cmd[4096], path[600];
    snprintf(path, sizeof path, "%s/cli.err", test_tmpdir());
    snprintf(cmd, sizeof cmd, "OMP_WAIT_POLICY=passive bin/train --threads 1 %s >/dev/null 2>%s",
             args, path);
    int st = system(cmd);
    err[0] = '\0';
    FILE *f = fopen(path, "r");
    if (f) {
        if (!fgets(err, (int)cap, f)) err[0] = '\0';
        fclose(f);
    }
    return WIFEXITED(st) ? WEXITSTATUS(st) : -1;
}

// Names, sizes and modification times of a directory's files, as one string.
static void snapshot(const char *dir, char *out, size_t cap) {
    char cmd[1024];
    snprintf(cmd, sizeof cmd, "cd %s && stat -c '%%n %%s %%Y %%i' * 2>/dev/null | sort", dir);
    FILE *p = popen(cmd, "r");
    size_t n = p ? fread(out, 1, cap - 1, p) : 0;
    out[n] = '\0';
    if (p) pclose(p);
}

static void expect_cli(const char *args, int code, const char *msg) {
    char err[2048];
    int rc = run_cli(args, err, sizeof err);
    if (rc != code || !strstr(err, msg))
        fail_msg("bin/train %s: exit %d, stderr '%s'; want exit %d and '%s'", args, rc, err, code,
                 msg);
    if (strncmp(err, "train: error: ", 14) != 0) fail_msg("not one error line: %s", err);
}

// ---- --max-flops ------------------------------------------------------------------------------

// The training FLOPs in total after each update of a run of `updates` updates with --accumulate
// acc, from the mock data's batches in the trainer's order (each epoch's batches in groups of
// acc, the last group of an epoch cut short), each batch counted by models/flops.h.
static void flops_after_updates(const ModelConfig *cfg, unsigned long long seed, int acc,
                                int updates, long long *cum) {
    MockData d;
    memset(&d, 0, sizeof d);
    mock_data_init(&d, 40, seed);
    long long total = 0;
    int u = 0;
    for (int e = 0; u < updates; e++) {
        const int nb = mock_begin_epoch(&d, e);
        for (int i = 0; i < nb && u < updates; i += acc) {
            for (int j = i; j < i + acc && j < nb; j++) {
                const FlopShape fs = flop_shape_of(&d.batches[j]);
                total += llround(model_flops(cfg, &fs, 1, NULL));
            }
            cum[u++] = total;
        }
    }
    mock_data_free(&d);
}

// The last field of the last row of DIR/train.log.tsv, and whether the header's last column is
// train_flops.
static long long tsv_last_flops(const char *dir) {
    char p[700];
    snprintf(p, sizeof p, "%s/train.log.tsv", dir);
    char *text = strdup(test_slurp(p));
    assert_non_null(text);
    char *nl = strchr(text, '\n');
    assert_non_null(nl);
    *nl = '\0';
    const char *h = strrchr(text, '\t');
    assert_non_null(h);
    assert_string_equal(h + 1, "train_flops");
    char *end = nl + 1 + strlen(nl + 1);
    while (end > nl + 1 && end[-1] == '\n') *--end = '\0';
    const char *last = strrchr(nl + 1, '\t');
    assert_non_null(last);
    long long x = atoll(last + 1);
    free(text);
    return x;
}

// --max-flops X stops at the first update whose FLOPs in total reach X: X one below, equal to and
// one above the total after update 5 stops after 5, 5 and 6 updates; with --accumulate 2 the
// update's two batches count together.
static void test_max_flops_stops_at_budget(void **state) {
    (void)state;
    blas_set_threads(1);
    for (int acc = 1; acc <= 2; acc++) {
        TrainOptions o;
        mock_options(&o, dir_in_tmp("flops-probe"), 1, acc);
        long long cum[8];
        flops_after_updates(&o.cfg, o.seed, acc, 8, cum);
        const long long delta[3] = {-1, 0, 1};
        const long want[3] = {5, 5, 6};
        for (int k = 0; k < 3; k++) {
            char name[64], v[64];
            snprintf(name, sizeof name, "flops-%d-%d", acc, k);
            mock_options(&o, dir_in_tmp(name), 0, acc);
            snprintf(v, sizeof v, "%lld", cum[4] + delta[k]);
            set(&o, "max-flops", v);
            Run A;
            int rc = train_quietly(&A, &o);
            assert_int_equal(rc, 0);
            assert_int_equal(A.r.stop, STOP_MAX_FLOPS);
            assert_int_equal(A.r.steps, want[k]);
            assert_true(A.r.flops == (double)cum[want[k] - 1]);
            assert_true(tsv_last_flops(o.out) == cum[want[k] - 1]);
            run_free(&A);
        }
    }
}

// A FLOP budget is a total across --resume: 3 updates' worth, then resumed with 7 updates'
// worth, ends where one run with 7 updates' worth ends (same count, same parameters).
static void test_max_flops_resume(void **state) {
    (void)state;
    blas_set_threads(1);
    TrainOptions o;
    const char *full = dir_in_tmp("flops-full"), *half = dir_in_tmp("flops-half");
    mock_options(&o, full, 0, 1);
    long long cum[8];
    flops_after_updates(&o.cfg, o.seed, 1, 8, cum);
    char v[64];
    snprintf(v, sizeof v, "%lld", cum[6]);
    set(&o, "max-flops", v);
    Run A, B, C;
    int so = quiet_stdout();
    assert_int_equal(run_training(&A, &o), 0);
    mock_options(&o, half, 0, 1);
    snprintf(v, sizeof v, "%lld", cum[2]);
    set(&o, "max-flops", v);
    assert_int_equal(run_training(&B, &o), 0);
    assert_int_equal(B.r.steps, 3);
    TrainOptions r;
    snprintf(v, sizeof v, "%lld", cum[6]);
    assert_int_equal(resume_options(&r, half, "max-flops", v), 3);
    int rc = run_training(&C, &r);
    restore_stdout(so);
    assert_int_equal(rc, 0);
    assert_int_equal(A.r.steps, 7);
    assert_int_equal(C.r.steps, 7);
    assert_true(C.r.flops == (double)cum[6] && A.r.flops == C.r.flops);
    assert_true(tsv_last_flops(half) == cum[6]);
    assert_memory_equal(A.m->params.data, C.m->params.data, A.m->params.total * sizeof(float));
    run_free(&A);
    run_free(&B);
    run_free(&C);
}

static void test_cli_errors(void **state) {
    (void)state;
    if (access("bin/train", X_OK) != 0) test_skip("bin/train is not built (make test builds it)");
    const char *D = "--train tests/data/bible300 --dev tests/data/bible300";
    char args[2048], dir[600], before[8192], after[8192];
    // A small real run to resume from.
    const char *run = dir_in_tmp("cli-run");
    rmdir(run);
    snprintf(args, sizeof args, "--arch transformer --d-model 16 --heads 2 --ffn 32 --enc-layers 1 "
             "--dec-layers 1 %s --vocab-size 200 --out %s --max-steps 2 --batch-tokens 800 "
             "--valid-lines 3 --valid-every 2", D, run);
    char err[2048];
    int rc = run_cli(args, err, sizeof err);
    if (rc != 0) fail_msg("setup run failed: exit %d: %s", rc, err);
    snapshot(run, before, sizeof before);
    assert_non_null(strstr(before, "last.ckpt"));
    // bin/decode given the run's training state instead of a model says which file to use.
    snprintf(args, sizeof args, "%s/decode.err", test_tmpdir());
    assert_int_equal(test_run("echo hola | ./bin/decode -q -m %s/last.state > %s.out 2> %s", run,
                              args, args), 1);
    assert_non_null(strstr(test_slurp(args), "last.state is a training state (optimizer and "
                                             "data position for --resume), not a model: use the "
                                             ".ckpt of the same name beside it"));
    // --print-config: the resolved configuration of a new run's command (the preset's defaults,
    // the automatic rate d_model^-0.5 x warmup^-0.5 of the noam schedule), nothing written;
    // refused with --resume.
    assert_int_equal(test_run("./bin/train --arch transformer --config tiny %s --out %s/pc "
                              "--print-config > %s/pc.txt", D, run, test_tmpdir()), 0);
    snprintf(args, sizeof args, "%s/pc.txt", test_tmpdir());
    const char *pc = test_slurp(args);
    assert_non_null(strstr(pc, "\narch=transformer\n"));
    assert_non_null(strstr(pc, "\nd-model=256\n"));
    assert_non_null(strstr(pc, "\nschedule=noam\n"));
    const char *lr = strstr(pc, "\nlr=");
    assert_non_null(lr);
    assert_true(fabs(strtod(lr + 4, NULL) - 1.0 / (16.0 * 20.0)) < 1e-9);  // 256^-0.5 x 400^-0.5
    snprintf(args, sizeof args, "%s/pc", run);
    assert_int_equal(access(args, F_OK), -1);
    snprintf(args, sizeof args, "--resume %s --print-config", run);
    expect_cli(args, 2, "--print-config is for a new run");
    // Usage errors: exit 2.
    expect_cli("--bogus 1", 2, "unknown option '--bogus'");
    expect_cli("--max-flops 3X", 2, "--max-flops: '3X' is not a number with an optional "
               "k/M/G/T/P/E in [0, 1e+24]");
    expect_cli("--max-flops -1P", 2, "--max-flops: '-1P' is not a number");
    snprintf(args, sizeof args, "--arch rnn %s --out %s/new1 --weight-decay 0.1", D, run);
    expect_cli(args, 2, "--weight-decay needs --optimizer adamw");
    snprintf(args, sizeof args, "--arch transformer %s --out %s/new1 --cell lstm", D, run);
    expect_cli(args, 2, "--cell applies to --arch rnn only");
    snprintf(args, sizeof args, "--arch rnn %s --out %s/new1 --spm %s/spm.model --vocab-size 100",
             D, run, run);
    expect_cli(args, 2, "--vocab-size conflicts with --spm");
    expect_cli("--arch rnn --train x --dev y", 2, "--out DIR is required");
    // Runtime errors: exit 1, nothing created or changed.
    snprintf(args, sizeof args, "--arch rnn --train /nonexistent/train --dev x --out %s/new2", run);
    expect_cli(args, 1, "cannot read /nonexistent/train.en");
    snprintf(dir, sizeof dir, "%s/new2", run);
    assert_int_equal(access(dir, F_OK), -1);
    // A corpus whose sides differ in length, or a dev side with invalid UTF-8: the error names
    // the file and line, and --out is not even created (no tokenizer, no config left behind).
    snprintf(dir, sizeof dir, "%s/bad", test_tmpdir());
    char mk[4096];
    snprintf(mk, sizeof mk, "mkdir -p %s && head -n 20 tests/data/bible300.en > %s/tr.en && "
             "head -n 19 tests/data/bible300.es > %s/tr.es && head -n 5 tests/data/bible300.en > "
             "%s/dv.en && head -n 4 tests/data/bible300.es > %s/dv.es && printf 'a\\377b\\n' >> "
             "%s/dv.es", dir, dir, dir, dir, dir, dir);
    assert_int_equal(system(mk), 0);
    snprintf(args, sizeof args, "--arch rnn --train %s/tr --dev tests/data/bible300 --out %s/new3",
             dir, run);
    expect_cli(args, 1, "has 20 lines but");
    snprintf(args, sizeof args, "%s/new3", run);
    assert_int_equal(access(args, F_OK), -1);
    snprintf(args, sizeof args, "--arch rnn --train tests/data/bible300 --dev %s/dv --out %s/new3",
             dir, run);
    expect_cli(args, 1, "dv.es line 5: invalid UTF-8");
    snprintf(args, sizeof args, "%s/new3", run);
    assert_int_equal(access(args, F_OK), -1);
    // A start that fails after --out was prepared (every pair is over --filter-len 1: no
    // batch): the new --out is gone again; an existing one keeps only what it held.
    snprintf(args, sizeof args, "--arch rnn %s --spm %s/spm.model --filter-len 1 --out %s/new4",
             D, run, run);
    expect_cli(args, 1,
               "no usable pairs (300 lines read: 0 with an empty side, 300 longer than "
               "--filter-len 1 pieces)");
    snprintf(args, sizeof args, "%s/new4", run);
    assert_int_equal(access(args, F_OK), -1);
    snprintf(dir, sizeof dir, "%s/own", test_tmpdir());
    snprintf(mk, sizeof mk, "mkdir -p %s && echo mine > %s/notes.txt", dir, dir);
    assert_int_equal(system(mk), 0);
    snprintf(args, sizeof args, "--arch rnn %s --spm %s/spm.model --filter-len 1 --out %s", D,
             run, dir);
    expect_cli(args, 1, "no usable pairs");
    char listing[1024];
    snapshot(dir, listing, sizeof listing);
    assert_non_null(strstr(listing, "notes.txt"));
    assert_null(strstr(listing, "config.txt"));
    assert_null(strstr(listing, "spm.model"));
    assert_null(strstr(listing, "train.log"));
    // Files of those names that were there get their bytes back (the log its old length); the
    // tokenizer is trained here (no --spm), so spm.vocab is restored as well.
    snprintf(mk, sizeof mk, "cd %s && echo my-config > config.txt && echo my-spm > spm.model && "
             "echo my-vocab > spm.vocab && echo my-log > train.log && md5sum * > ../own.md5",
             dir);
    assert_int_equal(system(mk), 0);
    snprintf(args, sizeof args, "--arch rnn %s --vocab-size 300 --filter-len 1 --out %s", D, dir);
    expect_cli(args, 1, "no usable pairs");
    snprintf(mk, sizeof mk, "cd %s && md5sum -c --quiet ../own.md5 && test $(ls | wc -l) = 5",
             dir);
    assert_int_equal(system(mk), 0);
    // Parents it had to create go too.
    snprintf(args, sizeof args, "--arch rnn %s --spm %s/spm.model --filter-len 1 --out "
             "%s/made/a/b", D, run, test_tmpdir());
    expect_cli(args, 1, "no usable pairs");
    snprintf(args, sizeof args, "%s/made", test_tmpdir());
    assert_int_equal(access(args, F_OK), -1);
    snprintf(args, sizeof args, "--arch rnn %s --out %s/new5 --batch-tokens 1", D, run);
    expect_cli(args, 2, "--batch-tokens: '1' is not an integer in [2,");
    // A batch budget below the longest pair names the options that decide it.
    snprintf(args, sizeof args, "--arch rnn %s --spm %s/spm.model --out %s/new6 --batch-tokens 8",
             D, run, run);
    expect_cli(args, 1, "--batch-tokens 8 is too small for the training data (raise it, or "
                        "lower --filter-len 100): batcher: pair on line");
    snprintf(args, sizeof args, "%s/new6", run);
    assert_int_equal(access(args, F_OK), -1);
    snprintf(args, sizeof args, "--arch rnn %s --out %s/last.ckpt/sub", D, run);
    expect_cli(args, 1, "cannot create --out");
    snprintf(args, sizeof args, "--arch rnn %s --out %s", D, run);
    expect_cli(args, 1, "already holds a training run");
    snprintf(args, sizeof args, "--resume %s --arch rnn", run);
    expect_cli(args, 2, "--arch rnn does not match the checkpoint");
    snprintf(args, sizeof args, "--resume %s --lr 0.5", run);
    expect_cli(args, 2, "--lr 0.5 differs");
    snprintf(args, sizeof args, "--resume %s --spm %s/other.model", run, test_tmpdir());
    char other[700];
    snprintf(other, sizeof other, "%s/other.model", test_tmpdir());
    FILE *f = fopen(other, "w");
    fputs("not the tokenizer", f);
    fclose(f);
    expect_cli(args, 1, "is not the one");
    snapshot(run, after, sizeof after);
    assert_string_equal(before, after);
    // A flipped byte and a truncated file in a copy of the run.
    const char *bad = dir_in_tmp("cli-bad");
    char cmd[2048];
    snprintf(cmd, sizeof cmd, "cp %s/* %s/", run, bad);
    assert_int_equal(system(cmd), 0);
    snprintf(other, sizeof other, "%s/last.ckpt", bad);
    unlink(other);  // a private copy, not a hard link into cli-run
    snprintf(cmd, sizeof cmd, "cp %s/last.ckpt %s/last.ckpt", run, bad);
    assert_int_equal(system(cmd), 0);
    f = fopen(other, "r+b");
    fseek(f, 3000, SEEK_SET);
    int c = fgetc(f);
    fseek(f, 3000, SEEK_SET);
    fputc(c ^ 0x20, f);
    fclose(f);
    snapshot(bad, before, sizeof before);
    snprintf(args, sizeof args, "--resume %s --max-steps 4", bad);
    expect_cli(args, 1, "CRC mismatch");
    snprintf(cmd, sizeof cmd, "cp %s/last.ckpt %s/last.ckpt && truncate -s 5000 %s/last.state", run,
             bad, bad);
    assert_int_equal(system(cmd), 0);
    snapshot(bad, before, sizeof before);
    expect_cli(args, 1, "truncated");
    snapshot(bad, after, sizeof after);
    assert_string_equal(before, after);
    // --help lists every option with its default, on stdout, exit 0.
    FILE *p = popen("bin/train --help", "r");
    static char help[32768];
    size_t n = fread(help, 1, sizeof help - 1, p);
    help[n] = '\0';
    assert_int_equal(pclose(p), 0);
    static const char *const must[] = {"--train",
                                       "--dev",
                                       "--src",
                                       "--tgt",
                                       "--spm",
                                       "--vocab-size",
                                       "--arch",
                                       "--config",
                                       "--d-model",
                                       "--heads",
                                       "--ffn",
                                       "--enc-layers",
                                       "--dec-layers",
                                       "--norm",
                                       "--pos",
                                       "--activation",
                                       "--attention-window",
                                       "--cell",
                                       "--emb",
                                       "--enc-hidden",
                                       "--dec-hidden",
                                       "--attention ",
                                       "--attention-norm",
                                       "--input-feeding",
                                       "--tied-embeddings",
                                       "--dropout",
                                       "--max-len",
                                       "--optimizer",
                                       "--lr",
                                       "--warmup",
                                       "--schedule",
                                       "--clip-norm",
                                       "--label-smoothing",
                                       "--batch-tokens",
                                       "--accumulate",
                                       "--seed",
                                       "--threads",
                                       "--weight-decay",
                                       "--max-steps",
                                       "--max-epochs",
                                       "--max-time",
                                       "--valid-every",
                                       "--early-stopping",
                                       "--valid-metric",
                                       "--out",
                                       "--keep",
                                       "--resume"};
    for (size_t i = 0; i < sizeof must / sizeof must[0]; i++)
        if (!strstr(help, must[i])) fail_msg("--help lacks %s", must[i]);
    int defaults = 0;
    for (const char *q = help; (q = strstr(q, "[default: ")); q++) defaults++;
    assert_true(defaults >= (int)(sizeof must / sizeof must[0]));
}

// bin/train --resume DIR with the very command line the run was started with (preset, "auto"
// values, every option written out) continues the run; an option that differs is refused naming
// it, and leaves the run as it was.
static void test_cli_resume_same_command(void **state) {
    (void)state;
    if (access("bin/train", X_OK) != 0) test_skip("bin/train is not built (make test builds it)");
    const char *run = dir_in_tmp("cli-same");
    rmdir(run);
    char cmd[2048], args[2600], err[2048], before[8192], after[8192];
    snprintf(cmd, sizeof cmd, "--arch transformer --config tiny --d-model 16 --heads 2 --ffn 32 "
             "--enc-layers 1 --dec-layers 1 --lr auto --warmup auto --schedule auto --seed 3 "
             "--train tests/data/bible300 --dev tests/data/bible300 --src en --tgt es "
             "--vocab-size 200 --out %s --batch-tokens 800 --valid-lines 3 --valid-every 2 "
             "--keep 2", run);
    snprintf(args, sizeof args, "%s --max-steps 2", cmd);
    int rc = run_cli(args, err, sizeof err);
    if (rc != 0) fail_msg("first run: exit %d: %s", rc, err);
    snapshot(run, before, sizeof before);
    snprintf(args, sizeof args, "%s --max-steps 2 --config small --resume %s", cmd, run);
    expect_cli(args, 2, "--config small differs from the run in");
    snprintf(args, sizeof args, "%s --max-steps 2 --lr 0.5 --resume %s", cmd, run);
    expect_cli(args, 2, "--lr 0.5 differs from the run in");
    snapshot(run, after, sizeof after);
    assert_string_equal(before, after);
    snprintf(args, sizeof args, "%s --max-steps 4 --resume %s", cmd, run);
    rc = run_cli(args, err, sizeof err);
    if (rc != 0) fail_msg("resume with the same command: exit %d: %s", rc, err);
    char path[700], *meta = NULL, step[32];
    ModelConfig cfg;
    snprintf(path, sizeof path, "%s/last.ckpt", run);
    assert_int_equal(model_peek(path, &cfg, &meta), 0);
    assert_true(model_meta_get(meta, "step", step, sizeof step) > 0);
    assert_string_equal(step, "4");
    assert_int_equal(cfg.d_model, 16);
    free(meta);
}

// bin/train end to end (corpus, batcher, tokenizer): 10 updates == 5, stop, --resume, 5 more.
static void test_cli_resume_bit_exact(void **state) {
    (void)state;
    if (access("bin/train", X_OK) != 0) test_skip("bin/train is not built (make test builds it)");
    const char *spm_dir = dir_in_tmp("cli-spm");
    rmdir(spm_dir);
    const char *common = "--arch transformer --d-model 16 --heads 2 --ffn 32 --enc-layers 1 "
                         "--dec-layers 1 --train tests/data/bible300 --dev tests/data/bible300 "
                         "--batch-tokens 2500 --valid-metric loss --valid-every 5 --valid-lines 2";
    char args[2048], err[2048], spm[700];
    snprintf(args, sizeof args, "%s --vocab-size 200 --out %s --max-steps 1", common, spm_dir);
    assert_int_equal(run_cli(args, err, sizeof err), 0);
    snprintf(spm, sizeof spm, "%s/spm.model", spm_dir);
    const char *full = dir_in_tmp("cli-full"), *half = dir_in_tmp("cli-half");
    rmdir(full);
    rmdir(half);
    snprintf(args, sizeof args, "%s --spm %s --out %s --max-steps 10", common, spm, full);
    assert_int_equal(run_cli(args, err, sizeof err), 0);
    snprintf(args, sizeof args, "%s --spm %s --out %s --max-steps 5", common, spm, half);
    assert_int_equal(run_cli(args, err, sizeof err), 0);
    snprintf(args, sizeof args, "--resume %s --max-steps 10", half);
    int rc = run_cli(args, err, sizeof err);
    if (rc != 0) fail_msg("resume: exit %d: %s", rc, err);
    char pa[700], pb[700];
    snprintf(pa, sizeof pa, "%s/last.ckpt", full);
    snprintf(pb, sizeof pb, "%s/last.ckpt", half);
    char *ma, *mb;
    Model *a = model_load(pa, &ma, NULL, NULL), *b = model_load(pb, &mb, NULL, NULL);
    if (!a || !b) fail_msg("model_load: %s", td_last_error());
    char sa[32], sb[32];
    assert_true(model_meta_get(ma, "step", sa, sizeof sa) > 0);
    assert_true(model_meta_get(mb, "step", sb, sizeof sb) > 0);
    assert_string_equal(sa, "10");
    assert_string_equal(sb, "10");
    assert_true(model_meta_get(ma, "epoch", sa, sizeof sa) > 0);
    assert_true(atof(sa) > 1.0);  // the run crossed an epoch boundary
    assert_int_equal(a->params.total, b->params.total);
    assert_memory_equal(a->params.data, b->params.data, a->params.total * sizeof(float));
    free(ma);
    free(mb);
    model_free(a);
    model_free(b);
}

// --init-from: a new run starts from a model file's parameters (with a learning rate of 1e-9 its
// first update moves them by ~1e-9), its configuration (--dropout may change) and its embedded
// tokenizer; the step count starts afresh; the run resumes normally. Model options, another
// architecture, another tokenizer or a missing file are refused and leave no --out.
static void test_cli_init_from(void **state) {
    (void)state;
    if (access("bin/train", X_OK) != 0) test_skip("bin/train is not built (make test builds it)");
    const char *D = "--train tests/data/bible300 --dev tests/data/bible300 --batch-tokens 800 "
                    "--valid-lines 3";
    const char *a = dir_in_tmp("init-a"), *b = dir_in_tmp("init-b"), *o = dir_in_tmp("init-o");
    const char *other = dir_in_tmp("init-spm");
    rmdir(a), rmdir(b), rmdir(o), rmdir(other);
    char args[4096], err[2048];
    snprintf(args, sizeof args, "--arch transformer --d-model 16 --heads 2 --ffn 32 --enc-layers 1 "
             "--dec-layers 1 %s --vocab-size 200 --out %s --max-steps 3 --valid-every 3", D, a);
    assert_int_equal(run_cli(args, err, sizeof err), 0);
    snprintf(args, sizeof args, "--init-from %s/last.ckpt %s --out %s --max-steps 1 --valid-every 1 "
             "--lr 1e-9 --schedule constant --dropout 0.3", a, D, b);
    int rc = run_cli(args, err, sizeof err);
    if (rc != 0) fail_msg("init-from run: exit %d: %s", rc, err);
    char want_cmd[4200], got_cmd[4200];  // the meta keeps the command line (run_cli's, as typed)
    snprintf(want_cmd, sizeof want_cmd, "bin/train --threads 1 %s", args);
    char pa[700], pb[700];
    snprintf(pa, sizeof pa, "%s/last.ckpt", a);
    snprintf(pb, sizeof pb, "%s/last.ckpt", b);
    char *mb;
    Model *ma = model_load(pa, NULL, NULL, NULL), *mdl = model_load(pb, &mb, NULL, NULL);
    if (!ma || !mdl) fail_msg("model_load: %s", td_last_error());
    assert_int_equal(mdl->cfg.d_model, 16);
    assert_true(mdl->cfg.dropout == 0.3f);
    assert_int_equal(ma->params.total, mdl->params.total);
    double worst = 0;
    for (size_t i = 0; i < ma->params.total; i++) {
        double d = fabs((double)mdl->params.data[i] - ma->params.data[i]);
        if (d > worst) worst = d;
    }
    if (!(worst <= 1e-8)) fail_msg("parameters moved by %g from the --init-from model", worst);
    char step[32];
    assert_true(model_meta_get(mb, "step", step, sizeof step) > 0);
    assert_string_equal(step, "1");
    assert_true(model_meta_get(mb, "command", got_cmd, sizeof got_cmd) > 0);
    assert_string_equal(got_cmd, want_cmd);
    free(mb);
    model_free(ma);
    model_free(mdl);
    snprintf(args, sizeof args, "cmp -s %s/spm.model %s/spm.model", a, b);
    assert_int_equal(system(args), 0);  // the model's own tokenizer
    snprintf(args, sizeof args, "--resume %s --max-steps 2", b);
    rc = run_cli(args, err, sizeof err);
    if (rc != 0) fail_msg("resume of an --init-from run: exit %d: %s", rc, err);
    // A run whose last.ckpt was overwritten by an average is not resumed from averaged weights
    // with the optimizer state of another step.
    snprintf(args, sizeof args, "bin/model average %s/last.ckpt %s/step-1.ckpt %s/step-2.ckpt "
             ">/dev/null", b, b, b);
    assert_int_equal(system(args), 0);
    snprintf(args, sizeof args, "--resume %s --max-steps 3", b);
    expect_cli(args, 1, "is an averaged model (model average), not a training checkpoint");
    // Refused: nothing is created under --out.
    snprintf(args, sizeof args, "--init-from %s %s --out %s --vocab-size 100", a, D, o);
    expect_cli(args, 2, "--vocab-size: the tokenizer comes from --init-from");
    snprintf(args, sizeof args, "--init-from %s %s --out %s --d-model 32", a, D, o);
    expect_cli(args, 2, "--d-model: the model's architecture and sizes come from --init-from");
    snprintf(args, sizeof args, "--init-from %s %s --out %s --arch rnn", a, D, o);
    expect_cli(args, 2, "is a transformer model");
    snprintf(args, sizeof args, "--init-from %s/missing.ckpt %s --out %s", a, D, o);
    expect_cli(args, 1, "cannot open");
    snprintf(args, sizeof args, "--arch rnn --emb 8 --enc-hidden 8 --dec-hidden 8 %s "
             "--vocab-size 150 --out %s --max-steps 1 --valid-every 1", D, other);
    assert_int_equal(run_cli(args, err, sizeof err), 0);
    snprintf(args, sizeof args, "--init-from %s %s --out %s --spm %s/spm.model", a, D, o, other);
    expect_cli(args, 1, "is not the one");
    assert_int_equal(access(o, F_OK), -1);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_options),
        cmocka_unit_test(test_resume_merge),
        cmocka_unit_test(test_state_values_out_of_range),
        cmocka_unit_test(test_state_flops),
        cmocka_unit_test(test_cli_resume_same_command),
        cmocka_unit_test(test_resume_bit_exact),
        cmocka_unit_test(test_resume_bit_exact_accumulate),
        cmocka_unit_test_setup_teardown(test_resume_other_update_size_refused, mock_on, mock_off),
        cmocka_unit_test_setup_teardown(test_output_files, mock_on, mock_off),
        cmocka_unit_test_setup_teardown(test_valid_at_marks, mock_on, mock_off),
        cmocka_unit_test(test_nonfinite_updates),
        cmocka_unit_test(test_sigint_checkpoint),
        cmocka_unit_test(test_signal_resume_same_run),
        cmocka_unit_test_setup_teardown(test_early_stopping, mock_on, mock_off),
        cmocka_unit_test_setup_teardown(test_max_flops_stops_at_budget, mock_on, mock_off),
        cmocka_unit_test_setup_teardown(test_max_flops_resume, mock_on, mock_off),
        cmocka_unit_test(test_resume_bit_exact_transformer),
        cmocka_unit_test(test_resume_bit_exact_rnn),
        cmocka_unit_test(test_resume_other_threads),
        cmocka_unit_test(test_cli_errors),
        cmocka_unit_test(test_cli_resume_bit_exact),
        cmocka_unit_test(test_cli_init_from),
    };
    if (getenv("TEST_FILTER")) cmocka_set_test_filter(getenv("TEST_FILTER"));  // e.g. "*resume*"
    return cmocka_run_group_tests(tests, NULL, NULL);
}
