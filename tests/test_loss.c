// Tests for tensor/loss.h: the label-smoothed cross-entropy against hand-computed values (equal to
// torch.nn.functional.cross_entropy(..., label_smoothing=eps)) and a double-precision reference;
// its backward and the whole output layer (logits = h W^T + b, then the loss) against central
// finite differences of the double reference (loss L = dloss * sum of the smoothed row losses).
//
// Dimension legend: N rows, C state width, V vocab.
//
// Tolerances: the hand-computed (torch) losses are given to 10 digits and the float32 kernel
// computes a log-softmax of 3 or 4 classes, so 1e-6 absolute per row (1e-5 for the two-row sum);
// a loss against the double reference of the same formula within 1e-6 relative (1e-5 where the
// output projection adds a float32 product over C first); probabilities within 1e-9 + 1e-5
// relative (float32 exp and division). A row with logits of +-100 is checked only to 1e-3 against
// its reference: the point there is that it stays finite.
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <cmocka.h>

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "tensor/blas.h"
#include "tensor/loss.h"
#include "tests/test_util.h"

// -sum_j q_j log p_j, q = (1 - eps) onehot(y) + eps / V (torch's label_smoothing), in double.
static double ce_row_ref(const double *x, int y, int V, double eps) {
    double mx = -INFINITY, s = 0, L = 0;
    for (int j = 0; j < V; j++) mx = fmax(mx, x[j]);
    for (int j = 0; j < V; j++) s += exp(x[j] - mx);
    double logz = mx + log(s);
    for (int j = 0; j < V; j++) {
        double q = eps / V + (j == y ? 1.0 - eps : 0.0);
        L -= q * (x[j] - logz);
    }
    return L;
}

typedef struct {
    int N, V, ignore;
    const int *y;
    double eps, dloss, *x;
} CeCtx;

static double ce_loss(void *p) {
    CeCtx *c = p;
    double L = 0;
    for (int n = 0; n < c->N; n++)
        if (c->y[n] != c->ignore) L += ce_row_ref(c->x + n * c->V, c->y[n], c->V, c->eps);
    return c->dloss * L;
}

static void test_cross_entropy_hand(void **state) {
    (void)state;
    // logits [1, 2, 3], target 2: logz = 3 + log(1 + e^-1 + e^-2) = 3.4076059644.
    //   eps 0:   loss = logz - 3 = 0.4076059644
    //   eps 0.1: 0.9 * 0.4076059644 + 0.1 * (logz - mean(x) = 1.4076059644) = 0.5076059644
    float x[3] = {1, 2, 3};
    double rows[2], nll;
    int y = 2, nt = -1;
    double L = loss_ce_forward(x, rows, &y, 1, 3, 0.0f, -1, &nll, &nt);
    assert_true(fabs(L - 0.4076059644) < 1e-6);
    assert_true(fabs(nll - 0.4076059644) < 1e-6);
    assert_int_equal(nt, 1);
    assert_true(fabs(rows[0] - 0.4076059644) < 1e-6 && rows[1] == nll);
    float x1[3] = {1, 2, 3};
    L = loss_ce_forward(x1, rows, &y, 1, 3, 0.1f, -1, &nll, &nt);
    assert_true(fabs(L - 0.5076059644) < 1e-6);
    assert_true(fabs(nll - 0.4076059644) < 1e-6);  // the NLL is never smoothed
    float wantp[3] = {0.0900305732f, 0.2447284711f, 0.6652409558f};
    assert_close_f32(x1, wantp, 3, 1e-7, 1e-6);
    // Two rows, V = 4, eps = 0.2, targets [1, 0], summed: 3.7446030301 (torch, reduction="sum").
    float x2[8] = {0.5f, -1, 2, 0, 3, 1, -2, 0.5f};
    double rows2[4];
    int y2[2] = {1, 0};
    L = loss_ce_forward(x2, rows2, y2, 2, 4, 0.2f, -100, &nll, &nt);
    assert_true(fabs(L - 3.7446030301) < 1e-5);
    assert_int_equal(nt, 2);
    // Extreme logits stay finite.
    float x3[3] = {100, -100, 0};
    int y3 = 1;
    L = loss_ce_forward(x3, rows, &y3, 1, 3, 0.1f, 0, &nll, &nt);
    assert_true(isfinite(L) && fabs(L - ce_row_ref((double[]){100, -100, 0}, 1, 3, 0.1)) < 1e-3);
}

// Loss, NLL and probabilities against double precision over a wide logit range (a confident row
// whose other entries underflow to ~e^-70), an ignored row; backward against finite differences.
static void check_cross_entropy(float eps) {
    enum { N = 7, V = 45 };
    const int ignore = 0;
    int y[N] = {3, 0, 44, 1, 17, 31, 8};  // row 1 is ignored (padding)
    float *x = test_fbuf(N * V, -30, 12, 71);
    x[2 * V + 44] = 40.0f;
    float *p = test_fcopy(x, N * V);
    double rows[2 * N], nll;
    int nt = -1;
    double L = loss_ce_forward(p, rows, y, N, V, eps, ignore, &nll, &nt);
    CeCtx c = {N, V, ignore, y, eps, 1.0, test_to_double(x, N * V)};
    assert_int_equal(nt, N - 1);
    assert_true(fabs(L - ce_loss(&c)) < 1e-6 * fabs(L));
    double want_nll = 0;
    for (int n = 0; n < N; n++) {
        if (y[n] == ignore) {
            assert_true(rows[n] == 0.0 && rows[N + n] == 0.0);
            continue;
        }
        const double *xr = c.x + n * V;
        assert_true(fabs(rows[n] - ce_row_ref(xr, y[n], V, eps)) < 1e-5);
        want_nll += ce_row_ref(xr, y[n], V, 0.0);
        double mx = -INFINITY, s = 0;
        for (int j = 0; j < V; j++) mx = fmax(mx, xr[j]);
        for (int j = 0; j < V; j++) s += exp(xr[j] - mx);
        for (int j = 0; j < V; j++) {
            double want = exp(xr[j] - mx) / s;
            if (!(fabs(p[n * V + j] - want) <= 1e-9 + 1e-5 * want))
                fail_msg("prob row %d col %d: %g want %g", n, j, p[n * V + j], want);
        }
    }
    assert_true(fabs(nll - want_nll) < 1e-6 * want_nll);

    // Backward (in place, overwriting), dloss = 1 / n_tokens (per-token mean).
    c.dloss = 1.0 / nt;
    loss_ce_backward(p, y, N, V, eps, ignore, (float)c.dloss);
    test_fd_check(ce_loss, &c, c.x, N * V, p, eps > 0 ? "cross-entropy (eps 0.1)" : "cross-entropy");
    for (int j = 0; j < V; j++) assert_true(p[1 * V + j] == 0.0f);  // the ignored row
    free(x); free(p); free(c.x);
}

static void test_cross_entropy_eps0(void **state) { (void)state; check_cross_entropy(0.0f); }
static void test_cross_entropy_eps01(void **state) { (void)state; check_cross_entropy(0.1f); }

// The realistic shape through the OpenMP path: the double formula's loss, and the same bits with
// 1 and 2 threads (rows summed in order).
static void test_cross_entropy_threads(void **state) {
    (void)state;
    enum { N = 64, V = 1001 };
    float *x = test_fbuf(N * V, -6, 6, 73), *p1 = test_fcopy(x, N * V), *p2 = test_fcopy(x, N * V);
    int y[N];
    for (int n = 0; n < N; n++) y[n] = (n * 37) % V;
    y[5] = -1;
    double rows[2 * N], nll1, nll2;
    int nt;
    blas_set_threads(1);
    double L1 = loss_ce_forward(p1, rows, y, N, V, 0.1f, -1, &nll1, &nt);
    blas_set_threads(2);
    double L2 = loss_ce_forward(p2, rows, y, N, V, 0.1f, -1, &nll2, &nt);
    blas_set_threads(1);
    assert_true(L1 == L2 && nll1 == nll2);
    assert_memory_equal(p1, p2, (size_t)N * V * sizeof *p1);
    CeCtx c = {N, V, -1, y, 0.1, 1.0, test_to_double(x, N * V)};
    assert_int_equal(nt, N - 1);
    assert_true(fabs(L1 - ce_loss(&c)) < 1e-6 * fabs(L1));
    free(x); free(p1); free(p2); free(c.x);
}

// ---- the output layer: logits = h W^T + b, then the loss ----------------------------------------

typedef struct {
    int N, C, V, ignore;
    const int *y;
    double eps, dloss, *h, *w, *b;
} OutCtx;

static double out_loss(void *p) {
    OutCtx *c = p;
    double L = 0, *z = malloc(sizeof(double) * c->V);
    for (int n = 0; n < c->N; n++) {
        if (c->y[n] == c->ignore) continue;
        for (int v = 0; v < c->V; v++) {
            z[v] = c->b[v];
            for (int k = 0; k < c->C; k++) z[v] += c->h[n * c->C + k] * c->w[v * c->C + k];
        }
        L += ce_row_ref(z, c->y[n], c->V, c->eps);
    }
    free(z);
    return c->dloss * L;
}

static void test_output_layer(void **state) {
    (void)state;
    enum { N = 5, C = 6, V = 13 };
    int y[N] = {4, 0, 12, 7, 1};  // row 1 ignored
    float *h = test_fbuf(N * C, -1, 1, 81), *w = test_fbuf(V * C, -1, 1, 82);
    float *b = test_fbuf(V, -0.5f, 0.5f, 83);
    float *dw0 = test_fbuf(V * C, -1, 1, 84), *db0 = test_fbuf(V, -1, 1, 85);
    float *dw = test_fcopy(dw0, V * C), *db = test_fcopy(db0, V);
    const Weight wh = weight_f32(w, V, C, C);
    LossInput in = {.h = h, .targets = y, .N = N, .C = C, .V = V, .weight = &wh, .bias = b,
                    .dweight = dw, .dbias = db};
    LossWork work = {0};
    double L, nll;
    int nt;
    const float eps = 0.1f;
    assert_int_equal(loss_forward(&work, &in, eps, 0, &L, &nll, &nt), 0);
    OutCtx c = {N, C, V, 0, y, eps, 1.0, test_to_double(h, N * C), test_to_double(w, V * C),
                test_to_double(b, V)};
    assert_int_equal(nt, N - 1);
    assert_true(fabs(L - out_loss(&c)) < 1e-5 * fabs(L));
    c.dloss = 0.25;
    loss_backward(&work, &in, eps, 0, (float)c.dloss);
    float *gw = test_delta(dw, dw0, V * C), *gb = test_delta(db, db0, V);
    test_fd_check(out_loss, &c, c.h, N * C, work.dh, "output layer dh");
    test_fd_check(out_loss, &c, c.w, V * C, gw, "output layer dweight");
    test_fd_check(out_loss, &c, c.b, V, gb, "output layer dbias");
    for (int k = 0; k < C; k++) assert_true(work.dh[1 * C + k] == 0.0f);  // the ignored row
    // A second, larger batch grows the workspace; an empty one computes nothing.
    in.N = 0;
    assert_int_equal(loss_forward(&work, &in, eps, 0, &L, &nll, &nt), 0);
    assert_true(L == 0.0 && nll == 0.0 && nt == 0);
    loss_work_free(&work);
    loss_work_free(&work);
    free(h); free(w); free(b); free(dw0); free(db0); free(dw); free(db); free(gw); free(gb);
    free(c.h); free(c.w); free(c.b);
}

int main(void) {
    blas_set_threads(1);
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_cross_entropy_hand),
        cmocka_unit_test(test_cross_entropy_eps0),
        cmocka_unit_test(test_cross_entropy_eps01),
        cmocka_unit_test(test_cross_entropy_threads),
        cmocka_unit_test(test_output_layer),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
