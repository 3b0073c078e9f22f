// Tests for tensor/ops.h: forward kernels against hand-computed values and naive double loops;
// every backward against central finite differences of a double-precision reference forward.
//
// Gradient checks: the loss is L = sum_i w_i * f(x)_i with fixed random weights w (= dout), the
// reference f is written here in double, and dL/dx is estimated with central differences
// (L(x + h) - L(x - h)) / 2h, h = 1e-6, in double (truncation error ~h^2, rounding ~1e-10). The
// float kernels' analytic gradients must agree within TEST_GRAD_ATOL + TEST_GRAD_RTOL * max(|num|, |an|).
// Every backward ACCUMULATES, so gradient buffers start from random values and the check uses
// (after - before).
//
// Dimension legend: N rows, C width, OC output width, V vocab, D softmax width.
//
// Other tolerances: exact cases are compared with 0; a float32 kernel against a double loop uses
// TEST_FWD_* (tests/test_util.h) or, for a softmax or layer norm of a few values, 1e-6 to 1e-7
// absolute + 1e-6 relative (float32 rounding of a short sum and one division); the fast exp is
// within 2e-6 relative of exp (tensor/fast_exp.h documents 1.4 ulp = 1.7e-7 for one value; the
// float32 result of exp(88) itself rounds by 6e-8), and a sum of up to N of them within 1e-5
// relative (the float32 sum's rounding); softmax rows sum to 1 within 1e-6.
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <cmocka.h>

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tensor/blas.h"
#include "tensor/fast_exp.h"
#include "tensor/ops.h"
#include "tensor/rng.h"
#include "tests/test_util.h"

// ---- helpers ----------------------------------------------------------------------------------

static void setup_threads(void) { blas_set_threads(1); }

// ---- embedding --------------------------------------------------------------------------------

typedef struct {
    int N, C;
    const int *ids;
    double scale, *table, *w;
} EmbCtx;

static double emb_loss(void *p) {
    EmbCtx *c = p;
    double L = 0;
    for (int n = 0; n < c->N; n++)
        for (int k = 0; k < c->C; k++)
            L += c->w[n * c->C + k] * c->table[c->ids[n] * c->C + k] * c->scale;
    return L;
}

static void test_embedding(void **state) {
    (void)state;
    enum { V = 6, C = 5, N = 7 };
    const int pad = 0;
    // Repeated ids (4 and 2 twice each) and two padding positions.
    int ids[N] = {4, 2, 0, 4, 5, 2, 0};
    const float scale = 2.25f;
    float *table = test_fbuf(V * C, -1, 1, 11), *out = test_fbuf(N * C, 0, 0, 0);
    float *dout = test_fbuf(N * C, -1, 1, 12);
    float *dt0 = test_fbuf(V * C, -1, 1, 13), *dt = test_fcopy(dt0, V * C);

    embedding_forward(out, ids, table, N, C, scale);
    for (int n = 0; n < N; n++)
        for (int k = 0; k < C; k++) assert_true(out[n * C + k] == table[ids[n] * C + k] * scale);

    embedding_backward(dt, dout, ids, N, C, scale, pad);
    float *g = test_delta(dt, dt0, V * C);
    // The padding row receives no gradient at all (bit-identical), unused ids (1, 3) neither.
    assert_memory_equal(dt + pad * C, dt0 + pad * C, C * sizeof(float));
    assert_memory_equal(dt + 1 * C, dt0 + 1 * C, C * sizeof(float));
    assert_memory_equal(dt + 3 * C, dt0 + 3 * C, C * sizeof(float));
    // Other rows: finite differences of the lookup with padding positions excluded (torch's
    // padding_idx semantics: the pad row is a constant).
    EmbCtx c = {N, C, ids, scale, test_to_double(table, V * C), test_to_double(dout, N * C)};
    int ids_c[N], n_real = 0;
    double *w_c = malloc(N * C * sizeof *w_c);
    for (int n = 0; n < N; n++)
        if (ids[n] != pad) {
            ids_c[n_real] = ids[n];
            memcpy(w_c + n_real * C, c.w + n * C, C * sizeof *w_c);
            n_real++;
        }
    EmbCtx cc = {n_real, C, ids_c, scale, c.table, w_c};
    test_fd_check(emb_loss, &cc, c.table + 2 * C, 3 * C, g + 2 * C, "embedding dtable rows 2-4");
    test_fd_check(emb_loss, &cc, c.table + 5 * C, C, g + 5 * C, "embedding dtable row 5");

    // pad_id = -1: every row gets gradient, including id 0.
    float *dt2 = test_fcopy(dt0, V * C);
    embedding_backward(dt2, dout, ids, N, C, scale, -1);
    float *g2 = test_delta(dt2, dt0, V * C);
    test_fd_check(emb_loss, &c, c.table, V * C, g2, "embedding dtable no pad");

    free(table); free(out); free(dout); free(dt0); free(dt); free(g); free(w_c); free(dt2);
    free(g2); free(c.table); free(c.w);
}

// ---- elementwise ------------------------------------------------------------------------------

static void test_add_accumulate_scale(void **state) {
    (void)state;
    float a[5] = {1, -2, 3.5f, 0, 1e-3f}, b[5] = {0.5f, 2, -1, 4, 1e-3f};
    float out[5], want[5] = {1.5f, 0, 2.5f, 4, 2e-3f};
    add_forward(out, a, b, 5);
    assert_close_f32(out, want, 5, 0, 0);
    add_forward(a, a, b, 5);  // aliasing
    assert_close_f32(a, want, 5, 0, 0);
    accumulate(out, b, 5);  // [2, 2, 1.5, 8, 3e-3]
    float want2[5] = {2, 2, 1.5f, 8, 3e-3f};
    assert_close_f32(out, want2, 5, 1e-9, 1e-6);
    scale_inplace(out, -0.5f, 5);
    float want3[5] = {-1, -1, -0.75f, -4, -1.5e-3f};
    assert_close_f32(out, want3, 5, 1e-9, 1e-6);
}

// ---- activations ------------------------------------------------------------------------------

typedef enum { ACT_K_RELU, ACT_K_GELU, ACT_K_TANH } ActKind;

static double act_ref(ActKind k, double x) {
    switch (k) {
    case ACT_K_RELU: return x > 0 ? x : 0;
    case ACT_K_GELU:
        return 0.5 * x * (1 + tanh(sqrt(2 / 3.14159265358979323846) * (x + 0.044715 * x * x * x)));
    case ACT_K_TANH: return tanh(x);
    }
    return 0;
}

typedef struct {
    ActKind k;
    size_t n;
    double *x, *w;
} ActCtx;

static double act_loss(void *p) {
    ActCtx *c = p;
    double L = 0;
    for (size_t i = 0; i < c->n; i++) L += c->w[i] * act_ref(c->k, c->x[i]);
    return L;
}

static void check_activation(ActKind k, const char *name) {
    const size_t n = 31;
    float *x = test_fbuf(n, -3, 3, 31 + k), *dout = test_fbuf(n, -1, 1, 41 + k),
          *out = test_fbuf(n, 0, 0, 0);
    if (k == ACT_K_RELU)  // stay away from the kink at 0 (FD step 1e-6)
        for (size_t i = 0; i < n; i++)
            if (fabsf(x[i]) < 0.05f) x[i] = x[i] < 0 ? -0.5f : 0.5f;
    float *d0 = test_fbuf(n, -1, 1, 51 + k), *d = test_fcopy(d0, n);
    double want[31];
    for (size_t i = 0; i < n; i++) want[i] = act_ref(k, x[i]);
    switch (k) {
    case ACT_K_RELU: relu_forward(out, x, n); relu_backward(d, dout, out, n); break;
    case ACT_K_GELU: gelu_forward(out, x, n); gelu_backward(d, dout, x, n); break;
    case ACT_K_TANH: tanh_forward(out, x, n); tanh_backward(d, dout, out, n); break;
    }
    assert_close_f32_f64(out, want, n, TEST_FWD_ATOL, TEST_FWD_RTOL);
    float *g = test_delta(d, d0, n);
    ActCtx c = {k, n, test_to_double(x, n), test_to_double(dout, n)};
    test_fd_check(act_loss, &c, c.x, n, g, name);
    free(x); free(dout); free(out); free(d0); free(d); free(g); free(c.x); free(c.w);
}

static void test_relu(void **state) { (void)state; check_activation(ACT_K_RELU, "relu"); }
static void test_gelu(void **state) { (void)state; check_activation(ACT_K_GELU, "gelu"); }
static void test_tanh(void **state) { (void)state; check_activation(ACT_K_TANH, "tanh"); }

static void test_activation_hand(void **state) {
    (void)state;
    // GELU (tanh approximation): gelu(1) = 0.5 (1 + tanh(0.79788456 * 1.044715)) = 0.8411919906,
    // gelu(-1) = -0.1588080094, gelu(2) = 1.9545976941, gelu(0) = 0.
    float x[4] = {1, -1, 2, 0}, out[4];
    float want[4] = {0.8411919906f, -0.1588080094f, 1.9545976941f, 0};
    gelu_forward(out, x, 4);
    assert_close_f32(out, want, 4, 1e-6, 1e-6);
    // relu passes positives, zeroes negatives and 0.
    float xr[3] = {-1, 0, 2.5f}, r[3], wr[3] = {0, 0, 2.5f};
    relu_forward(r, xr, 3);
    assert_close_f32(r, wr, 3, 0, 0);
}

// ---- softmax ----------------------------------------------------------------------------------

typedef struct {
    int N, D;
    double *x, *w;
    const float *mask;
} SmCtx;

static void softmax_ref(double *p, const double *x, const float *mask, int D) {
    double mx = -INFINITY, s = 0;
    for (int j = 0; j < D; j++)
        if (!mask || mask[j] == 0.0f) mx = fmax(mx, x[j]);
    for (int j = 0; j < D; j++) {
        p[j] = (!mask || mask[j] == 0.0f) ? exp(x[j] - mx) : 0.0;
        s += p[j];
    }
    for (int j = 0; j < D; j++) p[j] = s > 0 ? p[j] / s : 0.0;
}

static double sm_loss(void *p) {
    SmCtx *c = p;
    double L = 0, row[64];
    for (int n = 0; n < c->N; n++) {
        softmax_ref(row, c->x + n * c->D, c->mask ? c->mask + n * c->D : NULL, c->D);
        for (int j = 0; j < c->D; j++) L += c->w[n * c->D + j] * row[j];
    }
    return L;
}

static void test_softmax_hand(void **state) {
    (void)state;
    // softmax([1, 2, 3]) = e^(x - 3) / sum = [0.0900305732, 0.2447284711, 0.6652409558]
    float x[3] = {1, 2, 3}, p[3], want[3] = {0.0900305732f, 0.2447284711f, 0.6652409558f};
    softmax_forward(p, x, NULL, 1, 3);
    assert_close_f32(p, want, 3, 1e-7, 1e-6);
    // Masking the last entry: softmax([1, 2]) = [0.2689414214, 0.7310585786], masked entry 0.
    float m[3] = {0, 0, -INFINITY}, want_m[3] = {0.2689414214f, 0.7310585786f, 0};
    softmax_forward(p, x, m, 1, 3);
    assert_close_f32(p, want_m, 3, 1e-7, 1e-6);
    // Large logits do not overflow.
    float big[2] = {1000, 1000}, pb[2];
    softmax_forward(pb, big, NULL, 1, 2);
    assert_true(pb[0] == 0.5f && pb[1] == 0.5f);
}

static void test_softmax_masked(void **state) {
    (void)state;
    enum { N = 5, D = 9 };
    float *x = test_fbuf(N * D, -3, 3, 61), *dout = test_fbuf(N * D, -1, 1, 62),
          *p = test_fbuf(N * D, 0, 0, 0);
    float mask[N * D];
    // Row n keeps its first D - 2n entries (key padding); row 4 is fully masked.
    for (int n = 0; n < N; n++)
        for (int j = 0; j < D; j++) mask[n * D + j] = (j < D - 2 * n && n < 4) ? 0.0f : -INFINITY;
    softmax_forward(p, x, mask, N, D);
    double *xd = test_to_double(x, N * D), want[N * D];
    for (int n = 0; n < N; n++) softmax_ref(want + n * D, xd + n * D, mask + n * D, D);
    assert_close_f32_f64(p, want, N * D, TEST_FWD_ATOL, TEST_FWD_RTOL);
    for (int n = 0; n < N; n++) {
        double s = 0;
        for (int j = 0; j < D; j++) {
            assert_false(isnan(p[n * D + j]));
            if (mask[n * D + j] != 0.0f) assert_true(p[n * D + j] == 0.0f);
            s += p[n * D + j];
        }
        if (n < 4) assert_true(fabs(s - 1.0) < 1e-6);  // rows sum to 1
        else assert_true(s == 0.0);                     // fully masked: zeros, never NaN
    }

    float *d0 = test_fbuf(N * D, -1, 1, 63), *d = test_fcopy(d0, N * D);
    softmax_backward(d, dout, p, N, D);
    float *g = test_delta(d, d0, N * D);
    SmCtx c = {N, D, xd, test_to_double(dout, N * D), mask};
    test_fd_check(sm_loss, &c, c.x, N * D, g, "softmax dinp (masked)");

    // In place (probs aliases inp), no mask.
    float *y = test_fcopy(x, N * D);
    softmax_forward(y, y, NULL, N, D);
    for (int n = 0; n < N; n++) softmax_ref(want + n * D, xd + n * D, NULL, D);
    assert_close_f32_f64(y, want, N * D, TEST_FWD_ATOL, TEST_FWD_RTOL);
    float *d2 = test_fcopy(d0, N * D);
    softmax_backward(d2, dout, y, N, D);
    float *g2 = test_delta(d2, d0, N * D);
    c.mask = NULL;
    test_fd_check(sm_loss, &c, c.x, N * D, g2, "softmax dinp (no mask)");

    free(x); free(dout); free(p); free(xd); free(d0); free(d); free(g); free(c.w); free(y);
    free(d2); free(g2);
}

// Parallel path (N * D above the OpenMP threshold) with 2 threads: same values as the double loop.
static void test_softmax_threads(void **state) {
    (void)state;
    enum { N = 301, D = 257 };
    float *x = test_fbuf(N * D, -5, 5, 64), *p = test_fbuf(N * D, 0, 0, 0);
    blas_set_threads(2);
    softmax_forward(p, x, NULL, N, D);
    blas_set_threads(1);
    double *xd = test_to_double(x, N * D), *want = malloc(N * D * sizeof *want);
    for (int n = 0; n < N; n++) softmax_ref(want + n * D, xd + n * D, NULL, D);
    assert_close_f32_f64(p, want, N * D, TEST_FWD_ATOL, TEST_FWD_RTOL);
    free(x); free(p); free(xd); free(want);
}

// Exponentials across the whole float range (row max 5, entries down to -85 below it): every
// probability within 2e-6 relative of the double softmax (or below 1e-30 absolute).
static void test_softmax_wide_range(void **state) {
    (void)state;
    enum { D = 181 };
    float x[D], p[D];
    double xd[D], want[D];
    for (int j = 0; j < D; j++) xd[j] = x[j] = -85.0f + 0.5f * (float)((j * 37) % D);
    softmax_forward(p, x, NULL, 1, D);
    softmax_ref(want, xd, NULL, D);
    assert_close_f32_f64(p, want, D, 1e-30, 2e-6);
}

// log_softmax_inplace against x - log(sum exp x) in double: a wide row (V 8003, logits over
// [-30, 30]), a masked entry (-inf stays -inf), an all -inf row (unchanged); 2 threads give the bits
// of row-by-row calls (a decoding step's scores do not depend on the batch).
static void test_log_softmax(void **state) {
    (void)state;
    enum { N = 5, V = 8003 };
    float *x = test_fbuf(N * V, -30, 30, 91), *rows = malloc(N * V * sizeof(float));
    x[7] = -INFINITY;
    for (int j = 0; j < V; j++) x[4 * V + j] = -INFINITY;
    memcpy(rows, x, N * V * sizeof(float));
    double *want = malloc(N * V * sizeof *want);
    for (int n = 0; n < 4; n++) {
        double mx = -INFINITY, sum = 0;
        for (int j = 0; j < V; j++) mx = fmax(mx, x[n * V + j]);
        for (int j = 0; j < V; j++) sum += exp((double)x[n * V + j] - mx);
        for (int j = 0; j < V; j++) want[n * V + j] = (double)x[n * V + j] - (mx + log(sum));
    }
    blas_set_threads(2);
    log_softmax_inplace(x, N, V);
    blas_set_threads(1);
    assert_true(isinf(x[7]) && x[7] < 0);
    x[7] = 0.0f, want[7] = 0.0;
    assert_close_f32_f64(x, want, 4 * V, 2e-6, 2e-6);
    for (int j = 0; j < V; j++) assert_true(isinf(x[4 * V + j]) && x[4 * V + j] < 0);
    for (int n = 0; n < N; n++) log_softmax_inplace(rows + (long)n * V, 1, V);
    rows[7] = 0.0f;
    assert_memory_equal(rows, x, N * V * sizeof(float));
    free(x); free(rows); free(want);
}

// ---- layer normalisation ----------------------------------------------------------------------

typedef struct {
    int N, C;
    double *x, *gamma, *beta, *w;
} LnCtx;

static void ln_ref(double *out, double *mean, double *rstd, const double *x, const double *g,
                   const double *b, int C) {
    double m = 0, v = 0;
    for (int c = 0; c < C; c++) m += x[c];
    m /= C;
    for (int c = 0; c < C; c++) v += (x[c] - m) * (x[c] - m);
    v /= C;
    double s = 1 / sqrt(v + 1e-5);
    for (int c = 0; c < C; c++) out[c] = (x[c] - m) * s * g[c] + b[c];
    if (mean) *mean = m;
    if (rstd) *rstd = s;
}

static double ln_loss(void *p) {
    LnCtx *c = p;
    double L = 0, row[64];
    for (int n = 0; n < c->N; n++) {
        ln_ref(row, NULL, NULL, c->x + n * c->C, c->gamma, c->beta, c->C);
        for (int k = 0; k < c->C; k++) L += c->w[n * c->C + k] * row[k];
    }
    return L;
}

static int same_bits(float a, float b) { return memcmp(&a, &b, sizeof a) == 0; }

// exp_shift_sum and sum_fixed: the vector and portable forms give the same bits (every term and
// the sum), for every length 0..41 and a vocabulary row of 8000; the sums agree with a double
// reference; a row copied to each of 8 offsets (alignments) sums to the same bits; special
// values: below the range -> 0, -inf (a masked logit) -> 0, NaN -> NaN.
static void test_exp_shift_sum(void **state) {
    (void)state;
    enum { N = 8000, PAD = 8 };
    float *x = malloc(sizeof(float) * (N + PAD)), *e1 = malloc(sizeof(float) * N),
          *e2 = malloc(sizeof(float) * N), *row = malloc(sizeof(float) * (N + PAD));
    assert_non_null(x); assert_non_null(e1); assert_non_null(e2); assert_non_null(row);
    Rng rng;
    rng_seed(&rng, 7);
    for (int j = 0; j < N; j++) x[j] = 12.0f * (rng_uniform(&rng) - 0.5f);
    const int lens[] = {0, 1, 2, 3, 5, 7, 8, 9, 15, 16, 17, 24, 25, 31, 33, 40, 41, N};
    for (size_t t = 0; t < sizeof lens / sizeof *lens; t++) {
        const int n = lens[t];
        const float shift = 1.5f;
        const float a = exp_shift_sum(e1, x, n, shift), b = exp_shift_sum_portable(e2, x, n, shift);
        assert_true(same_bits(a, b));
        assert_true(same_bits(a, exp_shift_sum(NULL, x, n, shift)));
        double ref = 0.0, ref_x = 0.0;
        for (int j = 0; j < n; j++) {
            assert_true(same_bits(e1[j], e2[j]));
            assert_true(same_bits(e1[j], fast_expf(x[j] - shift)));
            ref += exp((double)x[j] - shift);
            ref_x += x[j];
        }
        assert_true(fabs(a - ref) <= 1e-5 * ref + 1e-30);
        const float sx = sum_fixed(x, n);
        assert_true(same_bits(sx, sum_fixed_portable(x, n)));
        assert_true(fabs(sx - ref_x) <= 1e-5 * (fabs(ref_x) + n));
    }
    for (int off = 0; off < PAD; off++) {  // alignment: the same bits at every address
        memcpy(row + off, x, sizeof(float) * 1000);
        assert_true(same_bits(exp_shift_sum(NULL, row + off, 1000, 0.25f),
                              exp_shift_sum(NULL, x, 1000, 0.25f)));
        assert_true(same_bits(sum_fixed(row + off, 1000), sum_fixed(x, 1000)));
    }
    const float sp[] = {-1000.0f, -INFINITY, 0.0f, 88.0f, -87.0f, -88.0f, NAN, 1.0f, 2.0f};
    float out[9], out_p[9];
    const float s9 = exp_shift_sum(out, sp, 9, 0.0f);
    exp_shift_sum_portable(out_p, sp, 9, 0.0f);
    assert_true(out[0] == 0.0f && out[1] == 0.0f && out[2] == 1.0f && out[5] == 0.0f);
    assert_true(fabs(out[3] - exp(88.0)) <= 2e-6 * exp(88.0));
    assert_true(fabs(out[4] - exp(-87.0)) <= 2e-6 * exp(-87.0));
    assert_true(isnan(out[6]) && isnan(out_p[6]) && isnan(s9));
    for (int j = 0; j < 9; j++) if (j != 6) assert_true(same_bits(out[j], out_p[j]));
    free(x); free(e1); free(e2); free(row);
}

static void test_layernorm_hand(void **state) {
    (void)state;
    // x = [1, 2, 3, 4]: mean 2.5, biased var 1.25, rstd = 1 / sqrt(1.25 + 1e-5) = 0.8944236
    // out = [-1.5, -0.5, 0.5, 1.5] * rstd = [-1.3416354, -0.4472118, 0.4472118, 1.3416354]
    float x[4] = {1, 2, 3, 4}, g[4] = {1, 1, 1, 1}, b[4] = {0}, out[4], mean, rstd;
    float want[4] = {-1.3416354200f, -0.4472118067f, 0.4472118067f, 1.3416354200f};
    layernorm_forward(out, &mean, &rstd, x, g, b, 1, 4);
    assert_close_f32(out, want, 4, 1e-6, 1e-6);
    assert_true(mean == 2.5f);
    assert_true(fabs(rstd - 0.894423613) < 1e-6);
}

static void test_layernorm(void **state) {
    (void)state;
    enum { N = 5, C = 13 };
    float *x = test_fbuf(N * C, -2, 3, 81), *g = test_fbuf(C, 0.5f, 1.5f, 82),
          *b = test_fbuf(C, -1, 1, 83);
    float *dout = test_fbuf(N * C, -1, 1, 84), *out = test_fbuf(N * C, 0, 0, 0), mean[N], rstd[N];
    layernorm_forward(out, mean, rstd, x, g, b, N, C);
    LnCtx c = {N,
               C,
               test_to_double(x, N * C),
               test_to_double(g, C),
               test_to_double(b, C),
               test_to_double(dout, N * C)};
    double want[N * C], wm[N], wr[N];
    for (int n = 0; n < N; n++)
        ln_ref(want + n * C, wm + n, wr + n, c.x + n * C, c.gamma, c.beta, C);
    assert_close_f32_f64(out, want, N * C, 1e-5, 1e-5);
    assert_close_f32_f64(mean, wm, N, 1e-6, 1e-6);
    assert_close_f32_f64(rstd, wr, N, 1e-6, 1e-5);

    float *dx0 = test_fbuf(N * C, -1, 1, 85), *dg0 = test_fbuf(C, -1, 1, 86),
          *db0 = test_fbuf(C, -1, 1, 87);
    float *dx = test_fcopy(dx0, N * C), *dg = test_fcopy(dg0, C), *db = test_fcopy(db0, C);
    layernorm_backward(dx, dg, db, dout, x, g, mean, rstd, N, C);
    float *gx = test_delta(dx, dx0, N * C), *gg = test_delta(dg, dg0, C),
          *gb = test_delta(db, db0, C);
    test_fd_check(ln_loss, &c, c.x, N * C, gx, "layernorm dinp");
    test_fd_check(ln_loss, &c, c.gamma, C, gg, "layernorm dgamma");
    test_fd_check(ln_loss, &c, c.beta, C, gb, "layernorm dbeta");

    free(x); free(g); free(b); free(dout); free(out); free(dx0); free(dg0); free(db0); free(dx);
    free(dg); free(db); free(gx); free(gg); free(gb); free(c.x); free(c.gamma); free(c.beta);
    free(c.w);
}

int main(void) {
    setup_threads();
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_embedding),
        cmocka_unit_test(test_add_accumulate_scale),
        cmocka_unit_test(test_activation_hand),
        cmocka_unit_test(test_relu),
        cmocka_unit_test(test_gelu),
        cmocka_unit_test(test_tanh),
        cmocka_unit_test(test_softmax_hand),
        cmocka_unit_test(test_softmax_masked),
        cmocka_unit_test(test_softmax_threads),
        cmocka_unit_test(test_softmax_wide_range),
        cmocka_unit_test(test_log_softmax),
        cmocka_unit_test(test_exp_shift_sum),
        cmocka_unit_test(test_layernorm_hand),
        cmocka_unit_test(test_layernorm),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
