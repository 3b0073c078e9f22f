// Scaled dot-product multi-head attention kernels: forward against a double-precision reference
// written here from the formula, masks (padding, causal, window, offsets), and finite-difference
// gradient checks of the backward (with and without attention dropout).
//
// FD tolerances: float32 kernels, central differences with h = 1e-3 on the inputs, loss = sum of
// out * R (R fixed random weights) accumulated in double;
// pass when |num - ana| <= 2e-4 + 1e-2 * max(|num|, |ana|).
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <cmocka.h>

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "tensor/attention.h"
#include "tensor/blas.h"
#include "tensor/status.h"
#include "tests/test_util.h"

#define FD_H 1e-3
#define FD_ATOL 2e-4
#define FD_RTOL 1e-2

// Reference forward in double for one shape (no dropout): out and probs.
static void ref_forward(double *out, double *probs, const float *q, const float *k, const float *v,
                        const AttnShape *s) {
    double scale = 1.0 / sqrt((double)s->HS);
    for (int b = 0; b < s->B; b++) {
        int kb = s->kv_index ? s->kv_index[b] : b;
        int klen = s->key_len ? s->key_len[kb] : s->Tk;
        for (int h = 0; h < s->NH; h++)
            for (int i = 0; i < s->Tq; i++) {
                double *p = probs + (((long)b * s->NH + h) * s->Tq + i) * s->Tk;
                int pos = s->q_offset + i;
                double mx = -INFINITY;
                for (int j = 0; j < s->Tk; j++) {
                    int visible = j < klen && (!s->causal || j <= pos) &&
                                  (s->window <= 0 || abs(pos - j) <= s->window);
                    if (!visible) {
                        p[j] = -INFINITY;
                        continue;
                    }
                    double acc = 0;
                    for (int c = 0; c < s->HS; c++)
                        acc += (double)q[b * s->bq + i * s->ldq + h * s->HS + c] *
                               k[kb * s->bk + j * s->ldk + h * s->HS + c];
                    p[j] = acc * scale;
                    if (p[j] > mx) mx = p[j];
                }
                double sum = 0;
                for (int j = 0; j < s->Tk; j++) {
                    p[j] = mx == -INFINITY || p[j] == -INFINITY ? 0.0 : exp(p[j] - mx);
                    sum += p[j];
                }
                for (int j = 0; j < s->Tk; j++) p[j] = sum > 0 ? p[j] / sum : 0.0;
                for (int c = 0; c < s->HS; c++) {
                    double acc = 0;
                    for (int j = 0; j < s->Tk; j++)
                        acc += p[j] * v[kb * s->bv + j * s->ldv + h * s->HS + c];
                    out[b * s->bo + i * s->ldo + h * s->HS + c] = acc;
                }
            }
    }
}

typedef struct Case {
    AttnShape s;
    float *q, *k, *v, *out, *probs, *pdrop, *r;
    float *dq, *dk, *dv;
    size_t nq, nk, nv, no, np;
    float dropout;
    Rng rng0;
} Case;

// A self-attention case over a fused [B, T, 3C] buffer (q, k, v at column offsets 0, C, 2C),
// or a cross-attention case with separate q [B, Tq, C] and kv [B, Tk, 2C].
static void case_init(Case *c, int B, int NH, int HS, int Tq, int Tk, int fused, uint64_t seed) {
    memset(c, 0, sizeof *c);
    int C = NH * HS;
    if (fused) {
        TD_ASSERT(Tq == Tk);
        size_t n = (size_t)B * Tq * 3 * C;
        c->q = calloc(n, sizeof(float));
        c->dq = calloc(n, sizeof(float));
        test_fill_uniform(c->q, n, -1.5f, 1.5f, seed);
        c->k = c->q + C;
        c->v = c->q + 2 * C;
        c->dk = c->dq + C;
        c->dv = c->dq + 2 * C;
        c->s = attn_shape(B, NH, HS, Tq, Tk, 3 * C, 3 * C, 3 * C, C);
        c->nq = n;
    } else {
        size_t nq = (size_t)B * Tq * C, nkv = (size_t)B * Tk * 2 * C;
        c->q = calloc(nq, sizeof(float));
        c->dq = calloc(nq, sizeof(float));
        c->k = calloc(nkv, sizeof(float));
        c->dk = calloc(nkv, sizeof(float));
        c->v = c->k + C;
        c->dv = c->dk + C;
        test_fill_uniform(c->q, nq, -1.5f, 1.5f, seed);
        test_fill_uniform(c->k, nkv, -1.5f, 1.5f, seed + 7);
        c->s = attn_shape(B, NH, HS, Tq, Tk, C, 2 * C, 2 * C, C);
        c->nq = nq;
        c->nk = nkv;
    }
    c->no = (size_t)B * Tq * C;
    c->np = (size_t)B * NH * Tq * Tk;
    c->out = calloc(c->no, sizeof(float));
    c->r = calloc(c->no, sizeof(float));
    c->probs = calloc(c->np, sizeof(float));
    c->pdrop = calloc(c->np, sizeof(float));
    test_fill_uniform(c->r, c->no, -1.0f, 1.0f, seed + 99);
    rng_seed(&c->rng0, seed);
}

static void case_free(Case *c) {
    free(c->q);
    free(c->dq);
    if (c->nk) {
        free(c->k);
        free(c->dk);
    }
    free(c->out);
    free(c->r);
    free(c->probs);
    free(c->pdrop);
}

static double case_loss(void *ctx) {
    Case *c = ctx;
    Rng r = c->rng0;  // the same dropout masks at every evaluation
    attention_forward(c->out, c->probs, c->pdrop, c->q, c->k, c->v, &c->s, c->dropout, &r);
    double l = 0;
    for (size_t i = 0; i < c->no; i++) l += (double)c->out[i] * c->r[i];
    return l;
}

static void case_grad_check(Case *c) {
    case_loss(c);
    memset(c->dq, 0, c->nq * sizeof(float));
    if (c->nk) memset(c->dk, 0, c->nk * sizeof(float));
    attention_backward(c->dq, c->dk, c->dv, c->r, c->probs, c->dropout > 0 ? c->pdrop : NULL,
                       c->q, c->k, c->v, &c->s, c->dropout);
    float *ana = malloc(c->nq * sizeof(float));
    memcpy(ana, c->dq, c->nq * sizeof(float));
    test_grad_check(case_loss, c, c->q, ana, c->nq, FD_H, FD_ATOL, FD_RTOL, "dq (fused: dqkv)");
    free(ana);
    if (c->nk) {
        ana = malloc(c->nk * sizeof(float));
        memcpy(ana, c->dk, c->nk * sizeof(float));
        test_grad_check(case_loss, c, c->k, ana, c->nk, FD_H, FD_ATOL, FD_RTOL, "dkv");
        free(ana);
    }
}

static void check_forward(Case *c) {
    c->dropout = 0;
    case_loss(c);
    double *out = calloc(c->no, sizeof(double)), *probs = calloc(c->np, sizeof(double));
    ref_forward(out, probs, c->q, c->k, c->v, &c->s);
    assert_close_f32_f64(c->out, out, c->no, 1e-5, 1e-4);
    assert_close_f32_f64(c->probs, probs, c->np, 1e-6, 1e-4);
    free(out);
    free(probs);
}

static void test_forward_padding(void **state) {
    (void)state;
    Case c;
    int klen[3] = {5, 2, 4};
    case_init(&c, 3, 2, 4, 4, 5, 0, 11);
    c.s.key_len = klen;
    check_forward(&c);
    // masked keys get exactly zero weight; each row sums to one
    for (int b = 0; b < 3; b++)
        for (int hi = 0; hi < 2 * 4; hi++) {
            const float *p = c.probs + ((long)b * 8 + hi) * 5;
            double sum = 0;
            for (int j = 0; j < 5; j++) {
                if (j >= klen[b]) assert_true(p[j] == 0.0f);
                sum += p[j];
            }
            assert_true(fabs(sum - 1.0) < 1e-5);
        }
    case_free(&c);
}

static void test_forward_causal_window(void **state) {
    (void)state;
    Case c;
    case_init(&c, 2, 3, 4, 6, 6, 1, 12);
    c.s.causal = 1;
    check_forward(&c);
    c.s.window = 2;
    check_forward(&c);
    c.s.causal = 0;  // symmetric local window (encoder)
    check_forward(&c);
    case_free(&c);
}

static void test_forward_offset_kv_index(void **state) {
    (void)state;
    // Incremental decoding: one query at position 3 over a cache of Tk = 6 (keys 4, 5 not yet
    // written must be invisible through the causal mask), and rows mapped to key batches.
    Case c;
    case_init(&c, 3, 2, 4, 1, 6, 0, 13);
    int map[3] = {1, 1, 0}, klen[3] = {6, 5, 6};
    c.s.causal = 1;
    c.s.q_offset = 3;
    c.s.kv_index = map;
    c.s.key_len = klen;
    check_forward(&c);
    for (int r = 0; r < 3 * 2; r++) assert_true(c.probs[r * 6 + 4] == 0.0f);
    // a query with no visible key: zero probabilities and output, no NaN
    int none[3] = {0, 0, 0};
    c.s.key_len = none;
    c.s.kv_index = NULL;
    check_forward(&c);
    for (size_t i = 0; i < c.no; i++) assert_true(c.out[i] == 0.0f);
    case_free(&c);
}

static void test_grad_self_padding(void **state) {
    (void)state;
    Case c;
    int klen[2] = {5, 3};
    case_init(&c, 2, 2, 3, 5, 5, 1, 21);
    c.s.key_len = klen;
    case_grad_check(&c);
    case_free(&c);
}

static void test_grad_causal_window(void **state) {
    (void)state;
    Case c;
    case_init(&c, 2, 2, 3, 6, 6, 1, 22);
    c.s.causal = 1;
    case_grad_check(&c);
    c.s.window = 2;
    case_grad_check(&c);
    c.s.causal = 0;
    c.s.window = 1;
    case_grad_check(&c);
    case_free(&c);
}

static void test_window_beyond_padding(void **state) {
    (void)state;
    // Sentence 1 has 2 keys; with a window of 1 its queries at positions 4, 5 see no key at all
    // (zero rows), and the tiled path must not touch keys beyond the padding.
    Case c;
    int klen[2] = {6, 2};
    case_init(&c, 2, 2, 3, 6, 6, 1, 25);
    c.s.key_len = klen;
    c.s.window = 1;
    check_forward(&c);
    for (int h = 0; h < 2; h++)
        for (int i = 3; i < 6; i++)
            for (int j = 0; j < 6; j++) assert_true(c.probs[((1 * 2 + h) * 6 + i) * 6 + j] == 0.0f);
    case_grad_check(&c);
    c.s.causal = 1;
    case_grad_check(&c);
    case_free(&c);
}

static void test_grad_cross(void **state) {
    (void)state;
    Case c;
    int klen[2] = {4, 2};
    case_init(&c, 2, 2, 3, 3, 4, 0, 23);
    c.s.key_len = klen;
    case_grad_check(&c);
    case_free(&c);
}

static void test_grad_dropout(void **state) {
    (void)state;
    // With a fixed stream the masks are a function of the shape only, so FD applies.
    Case c;
    int klen[2] = {5, 4};
    case_init(&c, 2, 2, 3, 5, 5, 1, 24);
    c.s.key_len = klen;
    c.dropout = 0.3f;
    case_loss(&c);
    int dropped = 0, kept = 0;
    for (size_t i = 0; i < c.np; i++) {
        if (c.probs[i] == 0.0f) continue;
        if (c.pdrop[i] == 0.0f) dropped++;
        else {
            kept++;
            assert_true(fabsf(c.pdrop[i] - c.probs[i] / 0.7f) < 1e-6f);
        }
    }
    assert_true(dropped > 0 && kept > dropped);
    case_grad_check(&c);
    case_free(&c);
}

static void test_threads_deterministic(void **state) {
    (void)state;
    // Per-(batch, head) streams: the same dropout masks and bits with 1 and 2 threads.
    Case c;
    case_init(&c, 8, 4, 16, 24, 24, 1, 31);
    c.s.causal = 1;
    c.dropout = 0.1f;
    blas_set_threads(1);
    case_loss(&c);
    float *o1 = malloc(c.no * sizeof(float));
    memcpy(o1, c.out, c.no * sizeof(float));
    blas_set_threads(2);
    case_loss(&c);
    blas_set_threads(1);
    assert_memory_equal(o1, c.out, c.no * sizeof(float));
    free(o1);
    case_free(&c);
}

// The banded configurations over 40 positions with a padded second sentence (lengths 40, 29),
// each handed to check: window 3 symmetric and causal (blocks of 4 queries), then window 9
// symmetric (blocks of 12 queries, overlapping bands).
static void for_banded_cases(uint64_t seed, void (*check)(Case *)) {
    Case c;
    int klen[2] = {40, 29};
    case_init(&c, 2, 2, 3, 40, 40, 1, seed);
    c.s.key_len = klen;
    c.s.window = 3;
    check(&c);
    c.s.causal = 1;
    check(&c);
    c.s.causal = 0;
    c.s.window = 9;
    check(&c);
    case_free(&c);
}

static void check_forward_and_grad(Case *c) {
    check_forward(c);
    case_grad_check(c);
}

static void test_banded_window_long(void **state) {
    (void)state;
    // The banded kernel runs blocks of queries against their keys only: forward against the
    // double reference and gradients by finite differences.
    for_banded_cases(27, check_forward_and_grad);
}

// Each query of a pair gets the bits it gets alone (one query at its position over the same keys,
// as a decoding step sees it, through the one-query kernels) and among all Tq (block products).
static void check_query_alone(int HS, int T, int window, uint64_t seed) {
    const int B = 2, NH = 2, C = NH * HS;
    Case c;
    case_init(&c, B, NH, HS, T, T, 0, seed);
    int klen[2] = {T, T - 7};
    c.s.key_len = klen;
    for (int causal = 0; causal <= 1; causal++) {
        c.s.window = window;
        c.s.causal = causal;
        c.dropout = 0;
        case_loss(&c);
        float *one = malloc((size_t)B * C * sizeof(float));
        float *p1 = malloc((size_t)B * NH * T * sizeof(float));
        for (int i = 0; i < T; i++) {
            AttnShape s1 = c.s;
            s1.Tq = 1;
            s1.q_offset = i;
            s1.bq = (long)T * C;  // query i of each batch in place: its batch stride is unchanged
            s1.bo = C;
            attention_forward(one, p1, NULL, c.q + (long)i * C, c.k, c.v, &s1, 0.0f, NULL);
            for (int b = 0; b < B; b++) {
                const float *full = c.out + ((long)b * T + i) * C;
                assert_memory_equal(full, one + (long)b * C, (size_t)C * sizeof(float));
                for (int h = 0; h < NH; h++)
                    assert_memory_equal(c.probs + (((long)b * NH + h) * T + i) * T,
                                        p1 + ((long)b * NH + h) * T, (size_t)T * sizeof(float));
            }
        }
        free(one);
        free(p1);
    }
    case_free(&c);
}

static void test_banded_window_query_alone(void **state) {
    (void)state;
    // the band changes which keys are multiplied, never the order of a sum
    check_query_alone(8, 37, 5, 28);
}

static void test_one_query_kernels(void **state) {
    (void)state;
    // Decoding-step kernels over many keys: groups of 32 and 8 keys and single ones (45 = 32 + 8
    // + 5), head sizes with a 32-dim block, an 8-dim block and odd dims (44 = 32 + 8 + 4), and
    // one below a block (3).
    check_query_alone(44, 45, 0, 29);
    check_query_alone(3, 45, 0, 30);
    check_query_alone(64, 70, 0, 31);
}

// Band storage (probs_band): out is bit-identical to whole-row storage, each band entry is the
// whole row's probability of its key (zero elsewhere), gradients pass finite differences, with
// and without dropout; the tiled and the per-query backward.
static void check_band_storage(Case *c) {
    const AttnShape *s = &c->s;
    c->s.probs_band = 1;
    const int Tp = attn_probs_row_len(s);
    assert_true(Tp == (s->causal ? s->window + 1 : 2 * s->window + 1));
    c->dropout = 0;
    c->s.probs_band = 0;
    case_loss(c);
    float *out = malloc(c->no * sizeof(float)), *full = malloc(c->np * sizeof(float));
    memcpy(out, c->out, c->no * sizeof(float));
    memcpy(full, c->probs, c->np * sizeof(float));
    c->s.probs_band = 1;
    case_loss(c);
    assert_memory_equal(out, c->out, c->no * sizeof(float));
    for (int b = 0; b < s->B; b++)
        for (int h = 0; h < s->NH; h++)
            for (int i = 0; i < s->Tq; i++) {
                const long row = ((long)b * s->NH + h) * s->Tq + i;
                const float *f = full + row * s->Tk, *band = c->probs + row * Tp;
                const int base = s->q_offset + i - s->window;
                for (int e = 0; e < Tp; e++) {
                    int j = base + e;
                    assert_true(band[e] == (j >= 0 && j < s->Tk ? f[j] : 0.0f));
                }
            }
    case_grad_check(c);
    c->dropout = 0.2f;
    case_grad_check(c);
    c->dropout = 0;
    c->s.probs_band = 0;
    free(out);
    free(full);
}

static void test_band_storage(void **state) {
    (void)state;
    for_banded_cases(41, check_band_storage);
    Case c;
    // fewer than 4 queries (the per-query backward), at an offset, over a padded cache
    int klen2[2] = {12, 7};
    case_init(&c, 2, 2, 4, 3, 12, 0, 42);
    c.s.key_len = klen2;
    c.s.q_offset = 5;
    c.s.window = 2;
    check_band_storage(&c);
    c.s.causal = 1;
    check_band_storage(&c);
    case_free(&c);
}

int main(void) {
    blas_set_threads(1);
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_forward_padding),
        cmocka_unit_test(test_forward_causal_window),
        cmocka_unit_test(test_forward_offset_kv_index),
        cmocka_unit_test(test_grad_self_padding),
        cmocka_unit_test(test_grad_causal_window),
        cmocka_unit_test(test_grad_cross),
        cmocka_unit_test(test_window_beyond_padding),
        cmocka_unit_test(test_banded_window_long),
        cmocka_unit_test(test_banded_window_query_alone),
        cmocka_unit_test(test_one_query_kernels),
        cmocka_unit_test(test_band_storage),
        cmocka_unit_test(test_grad_dropout),
        cmocka_unit_test(test_threads_deterministic),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
