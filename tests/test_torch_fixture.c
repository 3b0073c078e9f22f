// Forward/backward equivalence with the PyTorch reference models, the llm.c way: each fixture
// tests/data/torch_<case>.bin holds a reference model's weights (under our parameter names and
// shapes), a batch, and what the reference computed from them in float64: the label-smoothed loss,
// the NLL, per-position log-probs and every parameter's gradient. The test loads the weights into
// our model (model_create, then by name through m->params), runs the trainer's entry points
// (ops->forward with train = 1, ops->backward with dloss = 1 / n_tokens) and decoding's
// (ops->encode, then ops->step with the reference tokens), and compares.
//
// Cases: rnn_gru_additive (rnn_attn.py's model as it is), rnn_lstm_general (LSTM cells and Luong's
// general score) and rnn_deep_dot (2 + 2 GRU layers, scaled dot score, input feeding, untied
// embeddings), both small subclasses in the fixture script; transformer_post and transformer_pre
// (transformer.py as it is, d_model 8, 2 heads, FFN 16, 2 + 2 layers) and transformer_variant (a
// subclass: untied embeddings, learned positions, GELU); transformer_padded_post / _pre (the tiny
// preset's 3 + 3 layers, 4 heads, FFN 4 d_model at d_model 32, V 256, on a gettext-shaped batch of
// 64 sentences of 1-20 pieces, most of some rows padding) and transformer_padded_grown (the post-LN
// case with every weight matrix doubled). Dropout 0, label smoothing 0.1.
//
// Regenerate (needs Debian's python3-torch; REF_DIR = the folder of the PyTorch reference models,
// rnn_attn.py / transformer.py / common.py):
//     /usr/bin/python3 tests/fixtures/make_torch_fixture.py REF_DIR
// The file format is written in that script's header: the magic "TFIXTURE", then records
// (u32 name length, name, u32 type 0 f32 / 1 f64 / 2 i32 / 3 text, u32 ndim, u32 dims, data),
// little-endian. This test needs no Python.
//
// Tolerances (our models compute in float32; the reference is float64 on the same float32 weights):
//   loss_sum / n and nll_sum / n: |ours - ref| <= 1e-5 * max(1, |ref|)
//   every gradient tensor g: |ours_i - ref_i| <= 1e-4 * max_j |ref_j| for every element i
//     (relative to the tensor's scale: an element-wise relative error is meaningless for
//     elements that are zero up to rounding)
//   log-probs at non-pad positions, all V entries: |ours - ref| <= 1e-5 * max(1, |ref|)
// transformer_padded_grown, whose doubled weights amplify float32 rounding, has all three
// tolerances times 10: PyTorch's own float32 forward/backward of that case differs from its
// float64 one by 1.6e-5 in the log-probs and 1.7e-5 in the gradients (relative as above), 50 and
// 17 times what it does on transformer_padded_post (3.4e-7, 9.7e-7), so 1e-5 is below the
// reference's own float32 error there.
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <cmocka.h>

#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "decode/search.h"
#include "models/model.h"
#include "tensor/blas.h"
#include "tests/test_util.h"
#include "util/array.h"

#define LOSS_TOL 1e-5
#define GRAD_TOL 1e-4
#define LOGP_TOL 1e-5

// ---- fixture loader -------------------------------------------------------------------------

enum { FX_F32 = 0, FX_F64 = 1, FX_I32 = 2, FX_TEXT = 3 };

typedef struct FxRec {
    char name[96];
    uint32_t type, ndim, dims[4];
    size_t n;          // elements (bytes for text)
    const void *data;  // an aligned copy of the record's bytes (little-endian host assumed;
                       // checked in main): records start at any byte offset of the file
} FxRec;

typedef struct Fixture {
    unsigned char *buf;
    FxRec *rec;
    int n;
} Fixture;

static uint32_t rd_u32(const unsigned char **p) {
    uint32_t v;
    memcpy(&v, *p, 4);
    *p += 4;
    return v;
}

// Reads a whole fixture file; fails the test on a missing file or a malformed record.
static Fixture fx_load(const char *path) {
    Fixture fx = {0};
    FILE *f = fopen(path, "rb");
    if (!f) print_error("cannot open %s (run from the repository root)\n", path);
    assert_non_null(f);
    assert_int_equal(fseek(f, 0, SEEK_END), 0);
    long size = ftell(f);
    assert_true(size >= 8);
    rewind(f);
    fx.buf = malloc((size_t)size);
    assert_non_null(fx.buf);
    assert_int_equal(fread(fx.buf, 1, (size_t)size, f), (size_t)size);
    fclose(f);
    assert_memory_equal(fx.buf, "TFIXTURE", 8);
    const unsigned char *p = fx.buf + 8, *end = fx.buf + size;
    int cap = 0;
    while (p < end) {
        fx.rec = array_grow(fx.rec, fx.n, &cap, sizeof *fx.rec, 64);
        assert_non_null(fx.rec);
        FxRec *r = &fx.rec[fx.n++];
        memset(r, 0, sizeof *r);
        assert_true(end - p >= 4);
        uint32_t len = rd_u32(&p);
        assert_true(len < sizeof r->name && (size_t)(end - p) >= len + 8);
        memcpy(r->name, p, len);
        p += len;
        r->type = rd_u32(&p);
        r->ndim = rd_u32(&p);
        assert_true(r->type <= FX_TEXT && r->ndim >= 1 && r->ndim <= 4);
        assert_true((size_t)(end - p) >= 4 * r->ndim);
        r->n = 1;
        for (uint32_t d = 0; d < r->ndim; d++) r->n *= (r->dims[d] = rd_u32(&p));
        size_t bytes = r->n * (r->type == FX_F64 ? 8 : r->type == FX_TEXT ? 1 : 4);
        assert_true((size_t)(end - p) >= bytes);
        void *copy = malloc(bytes ? bytes : 1);
        assert_non_null(copy);
        memcpy(copy, p, bytes);
        r->data = copy;
        p += bytes;
    }
    return fx;
}

static void fx_free(Fixture *fx) {
    for (int i = 0; i < fx->n; i++) free((void *)fx->rec[i].data);
    free(fx->buf);
    free(fx->rec);
    memset(fx, 0, sizeof *fx);
}

// The record named `name` with the given type, or NULL.
static const FxRec *fx_find(const Fixture *fx, const char *name, uint32_t type) {
    for (int i = 0; i < fx->n; i++)
        if (!strcmp(fx->rec[i].name, name)) {
            if (fx->rec[i].type != type) print_error("%s: wrong type %u\n", name, fx->rec[i].type);
            assert_int_equal(fx->rec[i].type, type);
            return &fx->rec[i];
        }
    return NULL;
}

static const FxRec *fx_need(const Fixture *fx, const char *name, uint32_t type) {
    const FxRec *r = fx_find(fx, name, type);
    if (!r) print_error("fixture has no record '%s'\n", name);
    assert_non_null(r);
    return r;
}

static double fx_f64(const Fixture *fx, const char *name) {
    double v;
    memcpy(&v, fx_need(fx, name, FX_F64)->data, 8);
    return v;
}

// ---- model and batch from a fixture ---------------------------------------------------------

// The configuration: config_defaults of the "arch=" line, then config_set for every line.
static ModelConfig fx_config(const Fixture *fx) {
    const FxRec *r = fx_need(fx, "config", FX_TEXT);
    char *text = calloc(1, r->n + 1);
    assert_non_null(text);
    memcpy(text, r->data, r->n);
    assert_true(!strncmp(text, "arch=rnn\n", 9) || !strncmp(text, "arch=transformer\n", 17));
    ModelConfig c = config_defaults(text[5] == 'r' ? ARCH_RNN : ARCH_TRANSFORMER);
    for (char *line = strtok(text, "\n"); line; line = strtok(NULL, "\n")) {
        char *eq = strchr(line, '=');
        assert_non_null(eq);
        *eq = 0;
        if (config_set(&c, line, eq + 1) < 0) print_error("config_set: %s\n", td_last_error());
        assert_int_equal(config_set(&c, line, eq + 1), 0);
    }
    free(text);
    assert_int_equal(config_validate(&c), 0);
    return c;
}

// Copies every value/<name> record into the model; the fixture must list exactly the model's
// tensors (same names, same shapes).
static void fx_load_params(const Fixture *fx, Model *m) {
    int n_values = 0;
    for (int i = 0; i < fx->n; i++) n_values += !strncmp(fx->rec[i].name, "value/", 6);
    assert_int_equal(n_values, m->params.n);
    for (int i = 0; i < m->params.n; i++) {
        const ParamSpec *s = &m->params.specs[i];
        char key[96];
        snprintf(key, sizeof key, "value/%s", s->name);
        const FxRec *r = fx_find(fx, key, FX_F32);
        if (!r) print_error("fixture has no tensor for our parameter '%s'\n", s->name);
        assert_non_null(r);
        assert_int_equal(r->ndim, s->ndim);
        for (int d = 0; d < s->ndim; d++) assert_int_equal(r->dims[d], s->shape[d]);
        memcpy(m->params.data + s->offset, r->data, s->numel * sizeof(float));
    }
}

typedef struct FxBatch {
    Batch b;
    int *buf;  // src, src_len, tgt_in, tgt_out, tgt_len, index (fx_batch_free frees it)
} FxBatch;

// The batch of the fixture: src [B, S], tgt_in / tgt_out [B, T]; lengths = non-pad counts.
static void fx_batch(const Fixture *fx, FxBatch *fb) {
    const FxRec *src = fx_need(fx, "src", FX_I32), *tin = fx_need(fx, "tgt_in", FX_I32),
                *tout = fx_need(fx, "tgt_out", FX_I32);
    assert_int_equal(src->ndim, 2);
    assert_int_equal(tin->ndim, 2);
    assert_int_equal(tout->ndim, 2);
    assert_int_equal(tin->dims[0], src->dims[0]);
    assert_true(tin->dims[0] == tout->dims[0] && tin->dims[1] == tout->dims[1]);
    Batch *b = &fb->b;
    memset(fb, 0, sizeof *fb);
    b->B = (int)src->dims[0], b->S = (int)src->dims[1], b->T = (int)tin->dims[1];
    const int B = b->B, S = b->S, T = b->T;
    fb->buf = calloc((size_t)B * (S + 2 * T + 3), sizeof(int));
    assert_non_null(fb->buf);
    int *p = fb->buf;
    b->src = p, p += B * S;
    b->src_len = p, p += B;
    b->tgt_in = p, p += B * T;
    b->tgt_out = p, p += B * T;
    b->tgt_len = p, p += B;
    b->index = p;
    memcpy(b->src, src->data, sizeof(int) * (size_t)(B * S));
    memcpy(b->tgt_in, tin->data, sizeof(int) * (size_t)(B * T));
    memcpy(b->tgt_out, tout->data, sizeof(int) * (size_t)(B * T));
    b->cap_B = B, b->cap_src = B * S, b->cap_tgt = B * T;
    for (int i = 0; i < B; i++) {
        for (int j = 0; j < S; j++) b->src_len[i] += b->src[i * S + j] != TOK_PAD;
        for (int j = 0; j < T; j++) b->tgt_len[i] += b->tgt_out[i * T + j] != TOK_PAD;
        b->index[i] = i;
        b->n_src_tokens += b->src_len[i];
        b->n_tgt_tokens += b->tgt_len[i];
    }
}

static void fx_batch_free(FxBatch *fb) {
    free(fb->buf);
    memset(fb, 0, sizeof *fb);
}

// ---- the comparison -------------------------------------------------------------------------

// One fixture; `tol` multiplies the three tolerances above (1 but for transformer_padded_grown).
static void check_case(const char *name, double tol) {
    char path[256];
    snprintf(path, sizeof path, "tests/data/torch_%s.bin", name);
    Fixture fx = fx_load(path);
    ModelConfig cfg = fx_config(&fx);
    Model *m = model_create(&cfg, 1);
    if (!m) print_error("model_create: %s\n", td_last_error());
    assert_non_null(m);
    fx_load_params(&fx, m);
    FxBatch fb;
    fx_batch(&fx, &fb);
    const Batch *b = &fb.b;
    const int n = *(const int32_t *)fx_need(&fx, "n_tokens", FX_I32)->data;
    assert_int_equal(b->n_tgt_tokens, n);

    // Loss: the trainer's forward (train = 1, dropout 0) and backward with dloss = 1 / n.
    const double eps = fx_f64(&fx, "label_smoothing");
    params_zero_grad(&m->params);
    ModelLoss loss;
    assert_int_equal(model_forward(m, b, 1, (float)eps, &loss), 0);
    assert_int_equal(loss.n_tokens, n);
    const double ref_loss = fx_f64(&fx, "loss_sum") / n, ref_nll = fx_f64(&fx, "nll_sum") / n;
    const double e_loss = fabs(loss.loss_sum / n - ref_loss);
    const double e_nll = fabs(loss.nll_sum / n - ref_nll);
    assert_int_equal(model_backward(m, 1.0f / (float)n), 0);

    // Gradients, tensor by tensor.
    double worst = 0;
    const char *worst_name = "";
    for (int i = 0; i < m->params.n; i++) {
        const ParamSpec *s = &m->params.specs[i];
        char key[96];
        snprintf(key, sizeof key, "grad/%s", s->name);
        const FxRec *r = fx_need(&fx, key, FX_F32);
        assert_int_equal(r->n, s->numel);
        const float *ref = r->data, *got = m->params.grad + s->offset;
        double scale = 0, diff = 0;
        size_t at = 0;
        for (size_t j = 0; j < s->numel; j++) scale = fmax(scale, fabs(ref[j]));
        for (size_t j = 0; j < s->numel; j++) {
            double d = fabs((double)got[j] - ref[j]);
            if (!(d <= diff)) diff = d, at = j;  // NaN sticks
        }
        assert_true(scale > 0);  // every parameter of these models gets a gradient
        const double rel = diff / scale;
        if (!(rel <= worst)) worst = rel, worst_name = s->name;
        if (!(rel <= GRAD_TOL * tol))
            print_error("%s: grad %s[%zu] = %.9g, reference %.9g (max |diff| %.3g = %.3g of the "
                        "tensor's max |grad| %.3g)\n",
                        name, s->name, at, (double)got[at], (double)ref[at], diff, rel, scale);
        assert_true(rel <= GRAD_TOL * tol);
    }

    // Log-probs through decoding: encode, then step with the reference tokens (teacher forcing).
    const FxRec *lp = fx_need(&fx, "logprobs", FX_F32);
    const int B = b->B, T = b->T, V = cfg.vocab;
    assert_true(lp->ndim == 3 && (int)lp->dims[0] == B && (int)lp->dims[1] == T &&
                (int)lp->dims[2] == V);
    const float *ref_lp = lp->data;
    DecodeState *st = m->ops->encode(m, b->src, b->src_len, B, b->S);
    assert_non_null(st);
    DecodeRows rows = {0};
    assert_int_equal(decode_rows_reset(&rows, B), 0);
    float *out = malloc(sizeof(float) * (size_t)B * V);
    int *prev = malloc(sizeof(int) * (size_t)B);
    assert_true(out && prev);
    double e_lp = 0, lp_ref = 0;
    int lp_row = 0, lp_t = 0;
    for (int t = 0; t < T; t++) {
        for (int i = 0; i < B; i++) prev[i] = b->tgt_in[i * T + t] ? b->tgt_in[i * T + t] : TOK_EOS;
        assert_int_equal(m->ops->step(m, st, &rows, prev, out), 0);
        for (int i = 0; i < B; i++) {
            if (t >= b->tgt_len[i]) continue;  // past the sentence: PAD targets
            for (int v = 0; v < V; v++) {
                const double want = ref_lp[((size_t)i * T + t) * V + v];
                const double d = fabs(out[i * V + v] - want) / fmax(1.0, fabs(want));
                if (!(d <= e_lp)) e_lp = d, lp_row = i, lp_t = t, lp_ref = want;
            }
        }
    }
    m->ops->free_state(m, st);
    decode_rows_free(&rows);
    free(out);
    free(prev);

    print_message("  %-24s loss %.9f (ref %.9f, |diff| %.2g)  nll |diff| %.2g  grad max rel %.2g "
                  "(%s)  logprob max rel %.2g (row %d, step %d, ref %.3g)\n",
                  name, loss.loss_sum / n, ref_loss, e_loss, e_nll, worst, worst_name, e_lp,
                  lp_row, lp_t, lp_ref);
    assert_true(e_loss <= LOSS_TOL * tol * fmax(1.0, fabs(ref_loss)));
    assert_true(e_nll <= LOSS_TOL * tol * fmax(1.0, fabs(ref_nll)));
    assert_true(e_lp <= LOGP_TOL * tol);
    model_free(m);
    fx_batch_free(&fb);
    fx_free(&fx);
}

typedef struct FxCase {
    const char *name;
    double tol;  // multiplies the tolerances
} FxCase;

// One cmocka test per fixture; the state is its FxCase.
static void test_case(void **state) {
    const FxCase *c = *state;
    check_case(c->name, c->tol);
}

#define CASE_TOL(name, tol) {"torch_" name, test_case, NULL, NULL, &(FxCase){name, tol}}
#define CASE(name) CASE_TOL(name, 1.0)

int main(void) {
    const uint32_t one = 1;
    if (*(const unsigned char *)&one != 1) {
        fprintf(stderr, "test_torch_fixture: the fixtures are little-endian\n");
        return 1;
    }
    // TEST_THREADS=2 runs the cases with threaded products and recurrent loops.
    const char *env = getenv("TEST_THREADS");
    blas_set_threads(env && atoi(env) > 0 ? atoi(env) : 1);
    const struct CMUnitTest tests[] = {
        CASE("rnn_gru_additive"),
        CASE("rnn_lstm_general"),
        CASE("rnn_deep_dot"),
        CASE("transformer_post"),
        CASE("transformer_pre"),
        CASE("transformer_variant"),
        CASE("transformer_padded_post"),
        CASE("transformer_padded_pre"),
        CASE_TOL("transformer_padded_grown", 10.0),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
