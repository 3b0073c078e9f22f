// Tests for tensor/dropout.h: the counter-based mask against its documented definition (written
// here independently), slices at any offset against the whole buffer, the backward against
// central finite differences of a double reference, and the same bits with 1 and 2 threads.
//
// Tolerances: the mask rate is a Binomial(n, p) proportion, compared with p within about 7 standard
// deviations (stated where it is tested); y + x * mask is one float multiply-add against the same
// computation in double, within 1e-6 (|x| < 1.5, |y| < 1: rounding is below 3e-7). Gradient checks
// use tests/test_util.h's TEST_GRAD_* (reason there).
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <cmocka.h>

#include <math.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "tensor/blas.h"
#include "tensor/dropout.h"
#include "tests/test_util.h"

// The documented mask: element e is dropped when the 16 bits (e % 4) of
// splitmix64(seed + (e / 4) * 0x9E3779B97F4A7C15) fall below round(p * 65536); else 1 / (1 - p).
static double ref_mask(uint64_t seed, size_t e, double p) {
    uint64_t z = seed + (uint64_t)(e / 4) * 0x9E3779B97F4A7C15ull;
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    z ^= z >> 31;
    const unsigned bits = (unsigned)((z >> (16 * (e % 4))) & 0xFFFFu);
    return bits < (unsigned)lround(p * 65536.0) ? 0.0 : 1.0 / (1.0 - p);
}

static void test_identity(void **state) {
    (void)state;
    const size_t n = 37;
    float *x = test_fbuf(n, -1, 1, 1), *y = test_fbuf(n, -1, 1, 2), *out = test_fbuf(n, 0, 0, 0);
    dropout_forward(out, x, n, 0.0f, 123);
    assert_memory_equal(out, x, n * sizeof *x);
    dropout_residual(out, x, y, n, 0.0f, 123);
    for (size_t i = 0; i < n; i++) assert_true(out[i] == x[i] + y[i]);
    float *d = test_fcopy(y, n);
    dropout_backward(d, x, n, 0.0f, 123, 1);  // accumulate
    for (size_t i = 0; i < n; i++) assert_true(d[i] == y[i] + x[i]);
    dropout_backward(d, x, n, 0.0f, 123, 0);  // overwrite
    assert_memory_equal(d, x, n * sizeof *x);
    free(x), free(y), free(out), free(d);
}

// The mask of every element equals the documented one; about p of the elements are dropped;
// a slice at any offset (also odd ones, inside a group of four) equals that part of the whole.
static void test_mask_and_slices(void **state) {
    (void)state;
    const size_t n = 100003;
    const float p = 0.3f;
    const uint64_t seed = 0x1234567887654321ull;
    float *x = test_fbuf(n, 0.5f, 1.5f, 3), *out = test_fbuf(n, 0, 0, 0);
    dropout_forward(out, x, n, p, seed);
    size_t dropped = 0;
    for (size_t i = 0; i < n; i++) {
        const double m = ref_mask(seed, i, p);
        if (out[i] != (float)(x[i] * (float)m)) fail_msg("element %zu: %g, mask %g", i, out[i], m);
        dropped += m == 0.0;
    }
    // Binomial(1e5, 0.3): sd 0.00145; 0.01 is ~7 sd.
    assert_true(fabs((double)dropped / n - p) < 0.01);
    const size_t cuts[][2] = {{0, 5},     {1, 2},         {3, 9},   {6, 1},
                              {7, 40000}, {50001, 49999}, {99999, 4}};
    float *part = test_fbuf(n, 0, 0, 0);
    for (size_t c = 0; c < sizeof cuts / sizeof cuts[0]; c++) {
        const size_t o = cuts[c][0], len = cuts[c][1];
        dropout_forward_at(part, x + o, len, p, seed, o);
        assert_memory_equal(part, out + o, len * sizeof *part);
    }
    // In place gives the same; another seed another mask.
    float *y = test_fcopy(x, n);
    dropout_forward(y, y, n, p, seed);
    assert_memory_equal(y, out, n * sizeof *y);
    dropout_forward(y, x, n, p, seed + 1);
    assert_true(memcmp(y, out, n * sizeof *y) != 0);
    free(x), free(out), free(part), free(y);
}

// The residual (x + y * mask) and the accumulating backward (d += g * mask) select the documented
// mask for every element of a long buffer (the vector paths): a dropped element adds exactly
// nothing, a kept one adds y / (1 - p) to within float rounding (one multiply and one add, or one
// fused multiply-add).
static void test_residual_and_accumulate_masks(void **state) {
    (void)state;
    const size_t n = 100003, o = 5;
    const float p = 0.25f;
    const uint64_t seed = 0xC0FFEEull;
    float *x = test_fbuf(n, -1, 1, 4), *y = test_fbuf(n, -1, 1, 5), *out = test_fbuf(n, 0, 0, 0);
    dropout_residual(out, x, y, n, p, seed);
    float *d = test_fcopy(x, n - o);
    dropout_backward_at(d, y + o, n - o, p, seed, o, 1);
    for (size_t i = 0; i < n; i++) {
        const double m = ref_mask(seed, i, p), want = (double)x[i] + (double)y[i] * m;
        if (m == 0.0 ? out[i] != x[i] : fabs(out[i] - want) > 1e-6 * (1 + fabs(want)))
            fail_msg("residual element %zu: %.9g, want %.9g (mask %g)", i, out[i], want, m);
        if (i < o) continue;
        const double g = (double)x[i - o] + (double)y[i] * m;
        if (m == 0.0 ? d[i - o] != x[i - o] : fabs(d[i - o] - g) > 1e-6 * (1 + fabs(g)))
            fail_msg("backward element %zu: %.9g, want %.9g (mask %g)", i, d[i - o], g, m);
    }
    free(x), free(y), free(out), free(d);
}

typedef struct {
    size_t n, offset;
    uint64_t seed;
    double p, *x, *w, *y;  // y: residual input (NULL: plain dropout)
} DropCtx;

static double drop_loss(void *v) {
    DropCtx *c = v;
    double L = 0;
    for (size_t i = 0; i < c->n; i++) {
        const double m = ref_mask(c->seed, c->offset + i, c->p);
        const double out = (c->y ? c->y[i] : 0.0) + c->x[i] * m;
        L += c->w[i] * out;
    }
    return L;
}

// Backward (accumulating and overwriting, at an offset) and the residual's branch gradient against
// finite differences of the double reference.
static void test_backward(void **state) {
    (void)state;
    const size_t n = 29, offset = 13;
    const float p = 0.4f;
    const uint64_t seed = 99;
    float *x = test_fbuf(n, -1, 1, 4), *dout = test_fbuf(n, -1, 1, 5), *d0 = test_fbuf(n, -1, 1, 6);
    float *d = test_fcopy(d0, n);
    DropCtx c = {n, offset, seed, p, test_to_double(x, n), test_to_double(dout, n), NULL};
    dropout_backward_at(d, dout, n, p, seed, offset, 1);
    float *g = test_delta(d, d0, n);
    test_fd_check(drop_loss, &c, c.x, n, g, "dropout (accumulate)");
    dropout_backward_at(d, dout, n, p, seed, offset, 0);
    test_fd_check(drop_loss, &c, c.x, n, d, "dropout (overwrite)");
    // residual: out = y + x * mask, so d/dx is the dropout backward at offset 0
    float *y = test_fbuf(n, -1, 1, 7), *out = test_fbuf(n, 0, 0, 0);
    dropout_residual(out, y, x, n, p, seed);
    for (size_t i = 0; i < n; i++)
        assert_true(fabs(out[i] - (y[i] + x[i] * ref_mask(seed, i, p))) < 1e-6);
    c.offset = 0, c.y = test_to_double(y, n);
    dropout_backward(d, dout, n, p, seed, 0);
    test_fd_check(drop_loss, &c, c.x, n, d, "residual dropout branch");
    // dropout(relu(h)) backward from its output alone
    float h[8] = {-1, 2, 0.5f, -3, 4, 0, 1, 2}, act[8], dd[8], want[8];
    for (int i = 0; i < 8; i++) act[i] = h[i] > 0 ? h[i] : 0;
    dropout_forward(act, act, 8, p, seed);
    const float keep = 1.0f / (1.0f - p);
    for (int i = 0; i < 8; i++) {
        dd[i] = (float)(i + 1);
        want[i] = (h[i] > 0 && ref_mask(seed, i, p) > 0) ? dd[i] * keep : 0.0f;
    }
    dropout_relu_backward(dd, act, 8, keep);
    assert_memory_equal(dd, want, sizeof dd);
    free(x), free(dout), free(d0), free(d), free(g), free(y), free(out);
    free(c.x), free(c.w), free(c.y);
}

// Large buffers go through the OpenMP path: the same bits with 1 and 2 threads.
static void test_threads(void **state) {
    (void)state;
    const size_t n = 1 << 20;
    float *x = test_fbuf(n, -1, 1, 8), *a = test_fbuf(n, 0, 0, 0), *b = test_fbuf(n, 0, 0, 0);
    blas_set_threads(1);
    dropout_residual(a, x, x, n, 0.1f, 7);
    blas_set_threads(2);
    dropout_residual(b, x, x, n, 0.1f, 7);
    blas_set_threads(1);
    assert_memory_equal(a, b, n * sizeof *a);
    free(x), free(a), free(b);
}

int main(void) {
    blas_set_threads(1);
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_identity),
        cmocka_unit_test(test_mask_and_slices),
        cmocka_unit_test(test_residual_and_accumulate_masks),
        cmocka_unit_test(test_backward),
        cmocka_unit_test(test_threads),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
