// Scaled dot-product multi-head attention kernels: forward against a double-precision reference
// written here from the formula, masks (padding, causal, window, offsets), and finite-difference
// gradient checks of the backward (with and without attention dropout).
//
// bfloat16 operands (attn_uses_bf16): the forward and backward against a double-precision
// reference of the rounded operands, the threshold, thread counts, a query alone, the counter.
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
#include "tensor/bf16.h"
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

// x rounded to bfloat16 (round to nearest even; bf16.h, checked bit by bit in test_bf16), as a
// double.
static double rb(float x) { return (double)bf16_to_float(bf16_from_float(x)); }

#define U32 (1.0 / 16777216.0)  // 2^-24: the unit roundoff of float32

// Copies for c's q, k, v and probabilities laid out as they are; c->s.bf16 points at them.
static void case_bf16(Case *c, AttnBf16 *h) {
    const int C = c->s.NH * c->s.HS;
    memset(h, 0, sizeof *h);
    h->q = calloc(c->nq, sizeof *h->q);
    h->k = c->nk ? calloc(c->nk, sizeof *h->k) : h->q + C;  // fused: one [B, T, 3C] buffer
    h->v = h->k + C;
    h->p = calloc(c->np, sizeof *h->p);
    c->s.bf16 = h;
}

static void case_bf16_free(Case *c, AttnBf16 *h) {
    free(h->q);
    if (c->nk) free(h->k);
    free(h->p);
    c->s.bf16 = NULL;
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
// With bf16, c has bfloat16 operands (both shapes above the threshold).
static void check_query_alone(int HS, int T, int window, uint64_t seed, int bf16) {
    const int B = 2, NH = 2, C = NH * HS;
    Case c;
    AttnBf16 h;
    case_init(&c, B, NH, HS, T, T, 0, seed);
    if (bf16) case_bf16(&c, &h);
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
            assert_int_equal(attn_uses_bf16(&s1), bf16);
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
    if (bf16) case_bf16_free(&c, &h);
    case_free(&c);
}

static void test_banded_window_query_alone(void **state) {
    (void)state;
    // the band changes which keys are multiplied, never the order of a sum
    check_query_alone(8, 37, 5, 28, 0);
}

static void test_one_query_kernels(void **state) {
    (void)state;
    // Decoding-step kernels over many keys: groups of 32 and 8 keys and single ones (45 = 32 + 8
    // + 5), head sizes with a 32-dim block, an 8-dim block and odd dims (44 = 32 + 8 + 4), and
    // one below a block (3).
    check_query_alone(44, 45, 0, 29, 0);
    check_query_alone(3, 45, 0, 30, 0);
    check_query_alone(64, 70, 0, 31, 0);
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


// ---- bfloat16 operands ------------------------------------------------------------------------

// got (n values) within tol[i] of want[i]; names the first value outside.
static void assert_within(const float *got, const double *want, const double *tol, size_t n,
                          const char *what) {
    for (size_t i = 0; i < n; i++)
        if (!(fabs(got[i] - want[i]) <= tol[i]))
            fail_msg("%s[%zu] = %.9g, reference %.9g, tolerance %.3g", what, i, got[i], want[i],
                     tol[i]);
}

// Forward and backward of c (no dropout, whole-row probabilities) with bfloat16 operands against
// a double-precision reference of the rounded operands (rq: q, k, v, dO and P~ rounded; dS
// rounded from the reference's double dS):
//   probs: the float32 softmax of scores of rounded q, k: the float32 kernel's tolerance
//     (check_forward), 1e-6 + 1e-4 relative;
//   out, dV: each a float32 sum of n exact products (bfloat16 x bfloat16 is exact in float32), so
//     within n 2^-24 sum |terms| (a chain of n fused multiply-adds), doubled for the reference's
//     P~, rounded here from the kernel's probs that are themselves checked above;
//   dQ, dK: the same, plus one bfloat16 step (2^-8 |term|) for each term whose dS lies within
//     float32's error of a bfloat16 rounding boundary (the kernel's float32 dS and the double one
//     may round to neighbours there); that error is bounded by (HS + Tk + 4) 2^-24 times the sums
//     of |terms| dS is made of, times scale p.
// Unrounded operands miss these bounds by orders of magnitude (a bfloat16 step is 2^-8).
static void check_bf16_reference(Case *c) {
    const AttnShape *s = &c->s;
    const int B = s->B, NH = s->NH, HS = s->HS, Tq = s->Tq, Tk = s->Tk;
    const double scale = 1.0 / sqrt((double)HS);
    assert_true(attn_uses_bf16(s));
    c->dropout = 0;
    case_loss(c);
    memset(c->dq, 0, c->nq * sizeof(float));
    if (c->nk) memset(c->dk, 0, c->nk * sizeof(float));
    attention_backward(c->dq, c->dk, c->dv, c->r, c->probs, NULL, c->q, c->k, c->v, s, 0.0f);
    double *probs = calloc(c->np, sizeof(double));
    double *o = calloc(c->no, sizeof(double)), *ot = calloc(c->no, sizeof(double));
    const size_t nkv = c->nk ? c->nk : c->nq;  // dk, dv live in the k buffer (fused: q's)
    double *dq = calloc(c->nq, sizeof(double)), *dqt = calloc(c->nq, sizeof(double));
    double *dkv = calloc(nkv, sizeof(double)), *dkvt = calloc(nkv, sizeof(double));
    double *dp = malloc((size_t)Tk * sizeof(double)), *dpa = malloc((size_t)Tk * sizeof(double));
    const long dk0 = c->nk ? 0 : (c->k - c->q);  // offset of k (and dk) in dkv
    for (int b = 0; b < B; b++)
        for (int h = 0; h < NH; h++)
            for (int i = 0; i < Tq; i++) {
                int lo, hi;
                attn_key_range(s, b, i, &lo, &hi);
                const long row = (((long)b * NH + h) * Tq + i) * Tk;
                const float *qi = c->q + b * s->bq + (long)i * s->ldq + h * HS;
                const float *go = c->r + b * s->bo + (long)i * s->ldo + h * HS;
                double mx = -INFINITY, sum = 0;
                for (int j = lo; j < hi; j++) {
                    const float *kj = c->k + b * s->bk + (long)j * s->ldk + h * HS;
                    double acc = 0;
                    for (int d = 0; d < HS; d++) acc += rb(qi[d]) * rb(kj[d]);
                    probs[row + j] = acc * scale;
                    if (probs[row + j] > mx) mx = probs[row + j];
                }
                for (int j = lo; j < hi; j++) sum += probs[row + j] = exp(probs[row + j] - mx);
                for (int j = lo; j < hi; j++) probs[row + j] /= sum;
                // out and dP~ (over the kernel's P~), the row sum of the softmax backward
                double acc_row = 0, acc_abs = 0;
                for (int j = lo; j < hi; j++) {
                    const float *vj = c->v + b * s->bv + (long)j * s->ldv + h * HS;
                    const double pt = rb(c->probs[row + j]);
                    dp[j] = dpa[j] = 0;
                    for (int d = 0; d < HS; d++) {
                        const long oi = b * s->bo + (long)i * s->ldo + h * HS + d;
                        o[oi] += pt * rb(vj[d]);
                        ot[oi] += fabs(pt * rb(vj[d]));
                        dp[j] += rb(go[d]) * rb(vj[d]);
                        dpa[j] += fabs(rb(go[d]) * rb(vj[d]));
                        const long vi = (c->v - c->k) + dk0 + b * s->bv + (long)j * s->ldv +
                                        h * HS + d;
                        dkv[vi] += pt * rb(go[d]);
                        dkvt[vi] += fabs(pt * rb(go[d]));
                    }
                    acc_row += dp[j] * c->probs[row + j];
                    acc_abs += fabs(dp[j] * c->probs[row + j]);
                }
                for (int j = lo; j < hi; j++) {
                    const double p = c->probs[row + j];
                    const double ds = scale * p * (dp[j] - acc_row);
                    const double err = scale * p * (HS + Tk + 4) * U32 * (dpa[j] + acc_abs) +
                                       4 * U32 * fabs(ds);
                    const double dst = rb((float)ds);
                    const int near = rb((float)(ds - err)) != rb((float)(ds + err));
                    const float *kj = c->k + b * s->bk + (long)j * s->ldk + h * HS;
                    for (int d = 0; d < HS; d++) {
                        const long qi_ = b * s->bq + (long)i * s->ldq + h * HS + d;
                        const long ki = dk0 + b * s->bk + (long)j * s->ldk + h * HS + d;
                        dq[qi_] += dst * rb(kj[d]);
                        dqt[qi_] += fabs(dst * rb(kj[d]));
                        dkv[ki] += dst * rb(qi[d]);
                        dkvt[ki] += fabs(dst * rb(qi[d]));
                        if (near) {  // one bfloat16 step of this term, carried in the tolerance
                            dqt[qi_] += fabs(dst * rb(kj[d])) / (256.0 * 2 * Tk * U32);
                            dkvt[ki] += fabs(dst * rb(qi[d])) / (256.0 * 2 * Tq * U32);
                        }
                    }
                }
            }
    assert_close_f32_f64(c->probs, probs, c->np, 1e-6, 1e-4);
    for (size_t n = 0; n < c->no; n++) ot[n] = 2 * Tk * U32 * ot[n] + 1e-30;
    assert_within(c->out, o, ot, c->no, "out");
    for (size_t n = 0; n < c->nq; n++) dqt[n] = 2 * Tk * U32 * dqt[n] + 1e-30;
    for (size_t n = 0; n < nkv; n++) dkvt[n] = 2 * Tq * U32 * dkvt[n] + 1e-30;
    if (c->nk) {
        assert_within(c->dq, dq, dqt, c->nq, "dq");
        assert_within(c->dk, dkv, dkvt, c->nk, "dkv");
    } else {  // fused: dq's columns [0, C) from dq, dk's and dv's from dkv
        const int C = NH * HS;
        for (size_t n = 0; n < c->nq; n++)
            if ((long)(n % (3 * C)) < C) dkv[n] = dq[n], dkvt[n] = dqt[n];
        assert_within(c->dq, dkv, dkvt, c->nq, "dqkv");
    }
    free(probs), free(o), free(ot), free(dq), free(dqt), free(dkv), free(dkvt), free(dp),
        free(dpa);
}


static void test_bf16_reference(void **state) {
    (void)state;
    // self-attention over a fused buffer (padding; causal), cross-attention with padded keys and
    // a local window: each pair 33 x 33 x 32 or 30 x 37 x 32 >= ATTN_BF16_MIN_MACS multiply-adds
    Case c;
    AttnBf16 h;
    int klen[2] = {33, 26};
    case_init(&c, 2, 2, 32, 33, 33, 1, 41);
    case_bf16(&c, &h);
    c.s.key_len = klen;
    check_bf16_reference(&c);
    c.s.causal = 1;
    check_bf16_reference(&c);
    case_bf16_free(&c, &h);
    case_free(&c);
    int slen[3] = {37, 20, 31};
    case_init(&c, 3, 2, 32, 30, 37, 0, 42);
    case_bf16(&c, &h);
    c.s.key_len = slen;
    check_bf16_reference(&c);
    c.s.window = 6;
    check_bf16_reference(&c);
    case_bf16_free(&c, &h);
    case_free(&c);
}

// The bits of c's forward (out, probs) and backward (dq, dk) into got (c->no + c->np + c->nq +
// c->nk floats), with attention dropout p.
static void bf16_run(Case *c, float *got, float p) {
    c->dropout = p;
    case_loss(c);
    memset(c->dq, 0, c->nq * sizeof(float));
    if (c->nk) memset(c->dk, 0, c->nk * sizeof(float));
    attention_backward(c->dq, c->dk, c->dv, c->r, c->probs, p > 0 ? c->pdrop : NULL, c->q, c->k,
                       c->v, &c->s, c->dropout);
    memcpy(got, c->out, c->no * sizeof(float));
    memcpy(got + c->no, c->probs, c->np * sizeof(float));
    memcpy(got + c->no + c->np, c->dq, c->nq * sizeof(float));
    if (c->nk) memcpy(got + c->no + c->np + c->nq, c->dk, c->nk * sizeof(float));
}

static void test_bf16_threads(void **state) {
    (void)state;
    // The same bits (outputs, probabilities, gradients; dropout on) with 1, 2 and 3 threads,
    // and with band storage of a windowed pair's probabilities as with whole rows.
    Case c;
    AttnBf16 h;
    int klen[4] = {40, 33, 40, 17};
    case_init(&c, 4, 4, 32, 40, 40, 1, 43);
    case_bf16(&c, &h);
    c.s.key_len = klen;
    c.s.causal = 1;
    const size_t n = c.no + c.np + c.nq + c.nk;
    float *ref = malloc(n * sizeof(float)), *got = malloc(n * sizeof(float));
    blas_set_threads(1);
    bf16_run(&c, ref, 0.1f);
    for (int t = 2; t <= 3; t++) {
        blas_set_threads(t);
        bf16_run(&c, got, 0.1f);
        assert_memory_equal(ref, got, n * sizeof(float));
    }
    blas_set_threads(1);
    // band storage: the same outputs and gradients (the probabilities are stored otherwise;
    // without dropout, whose masks count the stored elements)
    c.s.causal = 0;
    c.s.window = 5;
    bf16_run(&c, ref, 0.0f);
    c.s.probs_band = 1;
    bf16_run(&c, got, 0.0f);
    assert_memory_equal(ref, got, c.no * sizeof(float));
    assert_memory_equal(ref + c.no + c.np, got + c.no + c.np, c.nq * sizeof(float));
    free(ref), free(got);
    case_bf16_free(&c, &h);
    case_free(&c);
}

static void test_bf16_query_alone(void **state) {
    (void)state;
    // A decoding step (one query, 520 keys of 64 dims: 33,280 multiply-adds per pair) gets the
    // bits it gets among all 520 queries.
    check_query_alone(64, 520, 0, 44, 1);
}

static void test_bf16_threshold_and_counter(void **state) {
    (void)state;
    // Below ATTN_BF16_MIN_MACS per pair a call keeps float32 operands: the bits of a call without
    // copies, nothing rounded.
    Case c;
    AttnBf16 h;
    int klen[2] = {31, 24};
    case_init(&c, 2, 2, 32, 31, 31, 1, 45);  // 31 * 31 * 32 = 30,752 multiply-adds per pair
    c.s.key_len = klen;
    const size_t n = c.no + c.np + c.nq;
    float *ref = malloc(n * sizeof(float)), *got = malloc(n * sizeof(float));
    bf16_run(&c, ref, 0.1f);
    case_bf16(&c, &h);
    assert_false(attn_uses_bf16(&c.s));
    long long c0 = bf16_counters().bytes_rounded;
    bf16_run(&c, got, 0.1f);
    assert_true(bf16_counters().bytes_rounded == c0);
    assert_memory_equal(ref, got, n * sizeof(float));
    case_bf16_free(&c, &h);
    case_free(&c);
    // Above it, the bytes rounded are the products' operands counted once (2 bytes each): the
    // forward q, k, v (the whole fused [B, T, 3C] buffer) and P~ over each pair's visible keys
    // (one query block: T x key_len); the backward dO [B, T, C] and dS (T x key_len per pair);
    // q, k, v and P~ are not rounded again.
    const int B = 2, NH = 2, T = 33, C = 64;
    int klen2[2] = {33, 26};
    case_init(&c, B, NH, C / NH, T, T, 1, 46);
    case_bf16(&c, &h);
    c.s.key_len = klen2;
    assert_true(attn_uses_bf16(&c.s));
    c.dropout = 0;
    const long long visible = (long long)NH * T * (klen2[0] + klen2[1]);
    c0 = bf16_counters().bytes_rounded;
    case_loss(&c);
    const long long c1 = bf16_counters().bytes_rounded;
    attention_backward(c.dq, c.dk, c.dv, c.r, c.probs, NULL, c.q, c.k, c.v, &c.s, 0.0f);
    const long long c2 = bf16_counters().bytes_rounded;
    assert_true(c1 - c0 == 2 * ((long long)B * T * 3 * C + visible));
    assert_true(c2 - c1 == 2 * ((long long)B * T * C + visible));
    free(ref), free(got);
    case_bf16_free(&c, &h);
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
        cmocka_unit_test(test_bf16_reference),
        cmocka_unit_test(test_bf16_threads),
        cmocka_unit_test(test_bf16_query_alone),
        cmocka_unit_test(test_bf16_threshold_and_counter),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
