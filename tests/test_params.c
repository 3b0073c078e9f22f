// Tests for tensor/params.h (registration, allocation, initialisers, determinism), tensor/rng.h
// (determinism, state save/restore, distributions), tensor/alloc.h and tensor/status.h.
//
// Tolerances: initialiser bounds hold up to float32 rounding of the bound (1 + 1e-6); sample means,
// standard deviations and bucket counts of n draws are compared with their expectation within
// about 5 standard deviations of the estimate (each stated where it is tested), so a correct
// generator fails with probability below 1e-6 and a wrong scale or offset fails surely.
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <cmocka.h>

#include <malloc.h>
#include <math.h>
#include <pthread.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "tensor/alloc.h"
#include "tensor/params.h"
#include "tensor/rng.h"
#include "tensor/status.h"
#include "tests/test_util.h"

// ---- params -----------------------------------------------------------------------------------

typedef struct {
    float *emb, *w, *b, *g;
    float *demb, *dw, *db, *dg;
} Toy;

// emb (50, 7) normal 0.5; w (3, 5, 9) xavier; b (9) zeros; g (9) ones.
static void toy_add(ParamTable *t, Toy *m) {
    int se[2] = {50, 7}, sw[3] = {3, 5, 9}, sb[1] = {9};
    assert_int_equal(params_add(t, "emb", 2, se, INIT_NORMAL, 0.5f, &m->emb, &m->demb), 0);
    assert_int_equal(
        params_add(t, "layers.0.w", 3, sw, INIT_XAVIER_UNIFORM, 1.0f, &m->w, &m->dw), 0);
    assert_int_equal(params_add(t, "layers.0.b", 1, sb, INIT_ZEROS, 0.0f, &m->b, &m->db), 0);
    assert_int_equal(params_add(t, "layers.0.g", 1, sb, INIT_ONES, 0.0f, &m->g, NULL), 0);
}

static void test_params_layout(void **state) {
    (void)state;
    ParamTable t = {0};
    Toy m = {0};
    toy_add(&t, &m);
    assert_int_equal(t.n, 4);
    assert_int_equal(t.count, 350 + 135 + 9 + 9);
    assert_true(t.total >= t.count);
    assert_int_equal(params_alloc(&t), 0);
    const char *names[4] = {"emb", "layers.0.w", "layers.0.b", "layers.0.g"};
    size_t end = 0;
    for (int i = 0; i < 4; i++) {
        const ParamSpec *s = params_find(&t, names[i]);
        assert_non_null(s);
        assert_int_equal(s->offset % 16, 0);  // 64-byte aligned slices
        assert_true(s->offset >= end);        // no overlap
        end = s->offset + s->numel;
        assert_true(end <= t.total);
    }
    assert_null(params_find(&t, "nope"));
    assert_int_equal(params_find(&t, "layers.0.w")->numel, 135);
    assert_int_equal(params_find(&t, "layers.0.w")->ndim, 3);
    // 1-D tensors skip weight decay.
    assert_int_equal(params_find(&t, "layers.0.b")->no_decay, 1);
    assert_int_equal(params_find(&t, "emb")->no_decay, 0);
    // Pointers are bound at the offsets; all four buffers 64-byte aligned and zeroed.
    assert_ptr_equal(m.w, t.data + params_find(&t, "layers.0.w")->offset);
    assert_ptr_equal(m.dw, t.grad + params_find(&t, "layers.0.w")->offset);
    float *bufs[4] = {t.data, t.grad, t.m, t.v};
    for (int i = 0; i < 4; i++) {
        assert_int_equal((uintptr_t)bufs[i] % 64, 0);
        for (size_t j = 0; j < t.total; j++) assert_true(bufs[i][j] == 0.0f);
    }
    // params_bind re-points after the model struct moved.
    Toy moved = {0};
    for (int i = 0; i < t.n; i++) {
        ptrdiff_t off_v = (float **)t.specs[i].value - (float **)&m;
        t.specs[i].value = (float **)&moved + off_v;
        if (t.specs[i].grad)
            t.specs[i].grad = (float **)&moved + ((float **)t.specs[i].grad - (float **)&m);
    }
    params_bind(&t);
    assert_ptr_equal(moved.w, m.w);
    assert_ptr_equal(moved.dg, NULL);  // NULL grad pointer: not registered
    // zero_grad clears gradients only.
    params_init(&t, 3);
    for (size_t j = 0; j < t.total; j++) t.grad[j] = 1.0f;
    params_zero_grad(&t);
    for (size_t j = 0; j < t.total; j++) assert_true(t.grad[j] == 0.0f);
    assert_true(m.g[0] == 1.0f);
    params_free(&t);
    assert_null(t.data);
    assert_int_equal(t.n, 0);
}

static void test_params_errors(void **state) {
    (void)state;
    ParamTable t = {0};
    float *p = NULL;
    int s2[2] = {3, 4}, bad[2] = {3, 0};
    td_clear_error();
    assert_int_equal(params_add(&t, "a.w", 2, s2, INIT_ZEROS, 0, &p, NULL), 0);
    // Duplicate name.
    assert_int_equal(params_add(&t, "a.w", 2, s2, INIT_ZEROS, 0, &p, NULL), TD_ERR_ARG);
    assert_non_null(strstr(td_last_error(), "a.w"));
    // Zero-sized dimension, too many / too few dimensions.
    assert_int_equal(params_add(&t, "z", 2, bad, INIT_ZEROS, 0, &p, NULL), TD_ERR_ARG);
    int s5[5] = {1, 1, 1, 1, 1};
    assert_int_equal(params_add(&t, "five", 5, s5, INIT_ZEROS, 0, &p, NULL), TD_ERR_ARG);
    assert_int_equal(params_add(&t, "none", 0, s5, INIT_ZEROS, 0, &p, NULL), TD_ERR_ARG);
    // Name too long (PARAM_NAME_MAX includes the NUL).
    char longname[PARAM_NAME_MAX + 1];
    memset(longname, 'x', PARAM_NAME_MAX);
    longname[PARAM_NAME_MAX] = 0;
    assert_int_equal(params_add(&t, longname, 2, s2, INIT_ZEROS, 0, &p, NULL), TD_ERR_ARG);
    // A failed add leaves the table as it was.
    assert_int_equal(t.n, 1);
    assert_int_equal(t.count, 12);
    params_free(&t);
}

// The float16 copy: same offsets as data (interior pointers map to the same element), values
// rounded to nearest even (hand-computed bit patterns), exactness detected, dropped on request.
// Two tensors "a" [2, 3] and "b" [5] in one table, values from v (11 floats, in order; NULL: zeros);
// *pa / *pb (if not NULL) receive their addresses.
static void make_pair(ParamTable *t, const float *v, float **pa, float **pb) {
    float *a = NULL, *b = NULL;
    int sa[2] = {2, 3}, sb[1] = {5};
    *t = (ParamTable){0};
    assert_int_equal(params_add(t, "a", 2, sa, INIT_ZEROS, 0, &a, NULL), 0);
    assert_int_equal(params_add(t, "b", 1, sb, INIT_ZEROS, 0, &b, NULL), 0);
    assert_int_equal(params_alloc(t), 0);
    if (v) memcpy(a, v, 6 * sizeof *v), memcpy(b, v + 6, 5 * sizeof *v);
    if (pa) *pa = a;
    if (pb) *pb = b;
}

static void test_params_half(void **state) {
    (void)state;
    ParamTable t;
    float *a, *b;
    make_pair(&t, NULL, &a, &b);
    const float av[6] = {1.0f, -2.0f, 0.5f, 65504.0f, 0.0f, -0.0f};  // all binary16 values
    memcpy(a, av, sizeof av);
    b[4] = 0.25f;
    const Weight *h = &t.weights[0];  // a's handle; b has one dimension: no copy in its handle
    assert_int_equal(h->type, WEIGHT_F32);  // no copy yet
    assert_null(h->f16);
    assert_int_equal(params_half_exact(&t), 1);
    assert_int_equal(params_half_build(&t), 0);
    assert_int_equal(h->type, WEIGHT_F16);
    assert_int_equal(t.weights[1].type, WEIGHT_F32);
    const uint16_t want_a[6] = {0x3c00, 0xc000, 0x3800, 0x7bff, 0x0000, 0x8000};
    assert_memory_equal(h->f16, want_a, sizeof want_a);
    assert_int_equal(t.half[t.specs[1].offset + 4], 0x3400);  // 0.25
    const Weight blk = weight_block(h, 1, 1, 1, 2);           // a slice: row 1, columns 1..2
    assert_ptr_equal(blk.f16, h->f16 + 4);
    assert_ptr_equal(blk.f32, a + 4);
    // 0.1 is not a binary16 value: not exact; the copy holds its rounding 0x2e66 (0.0999755859375)
    b[0] = 0.1f;
    assert_int_equal(params_half_exact(&t), 0);
    assert_int_equal(params_half_build(&t), 0);
    assert_int_equal(t.half[t.specs[1].offset], 0x2e66);
    params_half_drop(&t);
    assert_null(t.half);
    assert_int_equal(h->type, WEIGHT_F32);
    assert_null(h->f16);
    assert_int_equal(params_half_build(&t), 0);
    params_free(&t);  // frees the copy too
    assert_null(t.half);
}

// The int8 copy: every tensor of >= 2 dimensions quantised per row (rows = all dimensions but the
// last), 1-D tensors left out; the handles are typed int8 and a block of rows and columns
// (weight_block) reads its rows' values and scales; params_int8_round writes q * scale back; a
// non-finite value is refused.
static void test_params_int8(void **state) {
    (void)state;
    ParamTable t = {0};
    float *a, *b, *c;
    int sa[3] = {2, 3, 4}, sb[1] = {5}, sc[2] = {2, 2};
    assert_int_equal(params_add(&t, "a", 3, sa, INIT_UNIFORM, 1.0f, &a, NULL), 0);
    assert_int_equal(params_add(&t, "b", 1, sb, INIT_UNIFORM, 1.0f, &b, NULL), 0);
    assert_int_equal(params_add(&t, "c", 2, sc, INIT_UNIFORM, 1.0f, &c, NULL), 0);
    assert_int_equal(params_alloc(&t), 0);
    params_init(&t, 9);
    // a's row 4 (of 6 rows of 4): {0.5, -1, 0.25, 0}: scale 1/127, values 64 (63.5, to even),
    // -127, 32 (31.75), 0
    const float row[4] = {0.5f, -1.0f, 0.25f, 0.0f};
    memcpy(a + 16, row, sizeof row);
    c[0] = 2.0f, c[1] = 1.0f;  // c's row 0: scale 2/127, values 127, 64 (63.5)
    const Weight *ha = &t.weights[0], *hb = &t.weights[1], *hc = &t.weights[2];
    assert_int_equal(ha->type, WEIGHT_F32);  // no copy yet
    assert_int_equal(ha->rows, 6);
    assert_int_equal(ha->cols, 4);
    assert_int_equal(params_int8_build(&t), 0);
    assert_int_equal(ha->type, WEIGHT_INT8);
    Weight blk = weight_block(ha, 4, 0, 2, 4);
    const int8_t want[4] = {64, -127, 32, 0};
    assert_memory_equal(blk.q, want, sizeof want);
    assert_true(blk.scale[0] == 1.0f / 127.0f);
    assert_int_equal(hc->type, WEIGHT_INT8);
    assert_true(hc->q[0] == 127 && hc->q[1] == 64 && hc->scale[0] == 2.0f / 127.0f);
    blk = weight_block(ha, 4, 1, 2, 3);  // columns 1..3
    assert_true(blk.q[0] == -127 && blk.scale[0] == 1.0f / 127.0f);
    assert_int_equal(hb->type, WEIGHT_F32);  // 1-D: not quantised
    assert_null(hb->q);
    const float b0 = b[0];
    params_int8_round(&t);
    assert_true(a[16] == 64.0f / 127.0f && a[17] == -1.0f && a[19] == 0.0f);
    assert_true(c[1] == 64.0f * (2.0f / 127.0f) && b[0] == b0);
    params_int8_drop(&t);
    assert_null(t.int8);
    c[3] = INFINITY;
    assert_int_equal(params_int8_build(&t), TD_ERR_NUMERIC);
    assert_non_null(strstr(td_last_error(), "parameter c row 1"));
    assert_null(t.int8);
    c[3] = 0.0f;
    assert_int_equal(params_int8_build(&t), 0);
    params_free(&t);  // frees the copy too
    assert_null(t.int8);
}

// The bfloat16 nearest to finite x, ties to even, found without bf16_from_float's carry trick: of
// the two bfloat16 values around x (its float32 bits truncated to the upper 16, and the next one
// away from zero) the nearer in double, the even one on a tie.
static uint16_t bf16_nearest_ref(float x) {
    uint32_t u;
    memcpy(&u, &x, sizeof u);
    const uint32_t lo = u >> 16, hi = lo + 1;  // |hi| > |lo|, same sign (may be infinity)
    const uint32_t ulo = lo << 16, uhi = hi << 16;
    float flo, fhi;
    memcpy(&flo, &ulo, sizeof flo);
    memcpy(&fhi, &uhi, sizeof fhi);
    double dlo = fabs((double)x - flo), dhi;
    if (isinf(fhi)) dhi = fabs((double)x) >= ldexp(1.0, 128) - ldexp(1.0, 128 - 9) ? 0 : INFINITY;
    else dhi = fabs((double)fhi - x);
    if (dlo < dhi) return (uint16_t)lo;
    if (dhi < dlo) return (uint16_t)hi;
    return (uint16_t)((lo & 1) ? hi : lo);
}

// The decoding bfloat16 copy: every value rounded to nearest even (hand-computed bit patterns,
// then 100,000 random values of all magnitudes against bf16_nearest_ref), at data's offsets; the
// handles of tensors of >= 2 dimensions typed WEIGHT_BF16_DEC (a block reads its rows), below an
// int8 or float16 copy when one is built too; dropped on request.
static void test_params_bf16_dec(void **state) {
    (void)state;
    ParamTable t;
    float *a, *b;
    make_pair(&t, NULL, &a, &b);
    // 1, -2, 0.1f (0x3dcccccd: up), 1 + 2^-8 (a tie: to even 1), 1 + 3 * 2^-8 (a tie: up to even
    // 0x3f82), 65504 (0x477fe000: up to 65536, past binary16's range); b: 3e38 (0x7f61b1e6: to
    // 0x7f62), the largest float (rounds to infinity), -0, a subnormal (0x00018000: tie to even
    // 0x0002), 1e-3 (0x3a83126f: down to 0x3a83)
    const uint32_t bits[11] = {0x3f800000, 0xc0000000, 0x3dcccccd, 0x3f808000, 0x3f818000,
                               0x477fe000, 0x7f61b1e6, 0x7f7fffff, 0x80000000, 0x00018000,
                               0x3a83126f};
    const uint16_t want[11] = {0x3f80, 0xc000, 0x3dcd, 0x3f80, 0x3f82, 0x4780,
                               0x7f62, 0x7f80, 0x8000, 0x0002, 0x3a83};
    memcpy(a, bits, 6 * sizeof *a);
    memcpy(b, bits + 6, 5 * sizeof *b);
    const Weight *h = &t.weights[0];
    assert_int_equal(params_bf16_dec_build(&t), 0);
    assert_int_equal(h->type, WEIGHT_BF16_DEC);
    assert_int_equal(t.weights[1].type, WEIGHT_F32);  // b has one dimension: no handle type
    assert_memory_equal(h->bf16, want, 6 * sizeof *want);
    assert_memory_equal(t.bf16_dec + t.specs[1].offset, want + 6, 5 * sizeof *want);
    for (int i = 0; i < 11; i++)  // the reference agrees with the hand-computed patterns
        assert_int_equal(bf16_nearest_ref(i < 6 ? a[i] : b[i - 6]), want[i]);
    const Weight blk = weight_block(h, 1, 1, 1, 2);  // row 1, columns 1..2
    assert_ptr_equal(blk.bf16, h->bf16 + 4);
    // a float16 copy takes precedence; dropping it gives the bfloat16 copy back
    assert_int_equal(params_half_build(&t), 0);
    assert_int_equal(h->type, WEIGHT_F16);
    params_half_drop(&t);
    assert_int_equal(h->type, WEIGHT_BF16_DEC);
    assert_ptr_equal(h->bf16, t.bf16_dec + t.specs[0].offset);
    params_bf16_dec_drop(&t);
    assert_null(t.bf16_dec);
    assert_int_equal(h->type, WEIGHT_F32);
    assert_null(h->bf16);
    params_free(&t);
    // random values: uniform float32 bit patterns, finite ones only
    enum { R = 100000 };
    ParamTable r = {0};
    float *v = NULL;
    int sr[2] = {R / 100, 100};
    assert_int_equal(params_add(&r, "v", 2, sr, INIT_ZEROS, 0, &v, NULL), 0);
    assert_int_equal(params_alloc(&r), 0);
    uint64_t s = 12345;
    for (int i = 0; i < R; i++) {
        uint32_t u;
        do {
            s = s * 6364136223846793005ull + 1442695040888963407ull;
            u = (uint32_t)(s >> 32);
        } while ((u & 0x7f800000u) == 0x7f800000u);  // not infinity or NaN
        memcpy(&v[i], &u, sizeof u);
    }
    assert_int_equal(params_bf16_dec_build(&r), 0);
    for (int i = 0; i < R; i++)
        if (r.bf16_dec[i] != bf16_nearest_ref(v[i]))
            fail_msg("value %d (%a): copy 0x%04x, nearest 0x%04x", i, (double)v[i],
                     r.bf16_dec[i], bf16_nearest_ref(v[i]));
    params_free(&r);
    assert_null(r.bf16_dec);
}

// Checkpoint averaging: the element-wise mean in double, rounded once; dst may be a source.
static void test_params_average(void **state) {
    (void)state;
    const float v0[11] = {1, 2, 4, 1e8f, -3, 0.1f, 7, 0, -1, 1, 3};
    const float v1[11] = {2, 2, 4, 1, 3, 0.2f, 7, 0, -1, 1, 3};
    const float v2[11] = {4, 2, 1, -1e8f, 3, 0.3f, 8, 0, -1, 2, 3};
    ParamTable t[3], out;
    make_pair(&t[0], v0, NULL, NULL), make_pair(&t[1], v1, NULL, NULL);
    make_pair(&t[2], v2, NULL, NULL);
    make_pair(&out, NULL, NULL, NULL);
    const ParamTable *srcs[3] = {&t[0], &t[1], &t[2]};
    assert_int_equal(params_average(&out, srcs, 3), 0);
    // By hand: (1+2+4)/3 = 7/3; 1e8 + 1 - 1e8 = 1 exactly in double (in float the 1 is lost), /3;
    // (0.1f + 0.2f + 0.3f)/3 from the floats' exact double values.
    const double want[11] = {7.0 / 3, 2, 3, 1.0 / 3, 1, ((double)0.1f + (double)0.2f + (double)0.3f) / 3,
                             22.0 / 3, 0, -1, 4.0 / 3, 3};
    const float *a = out.data + out.specs[0].offset, *b = out.data + out.specs[1].offset;
    for (int i = 0; i < 6; i++) assert_true(a[i] == (float)want[i]);
    for (int i = 0; i < 5; i++) assert_true(b[i] == (float)want[6 + i]);
    // In place: dst is the first source; the mean of one table is itself.
    assert_int_equal(params_average(&t[0], srcs, 3), 0);
    assert_memory_equal(t[0].data, out.data, out.total * sizeof(float));
    assert_int_equal(params_average(&out, srcs + 1, 1), 0);
    assert_memory_equal(out.data, t[1].data, out.total * sizeof(float));
    // A table with another tensor list is refused, naming the tensor; no tables is an error.
    ParamTable other = {0};
    float *x = NULL, *y = NULL;
    int sx[2] = {3, 2}, sy[1] = {5};
    assert_int_equal(params_add(&other, "a", 2, sx, INIT_ZEROS, 0, &x, NULL), 0);
    assert_int_equal(params_add(&other, "b", 1, sy, INIT_ZEROS, 0, &y, NULL), 0);
    assert_int_equal(params_alloc(&other), 0);
    const ParamTable *bad[2] = {&t[1], &other};
    assert_int_equal(params_average(&out, bad, 2), TD_ERR_MISMATCH);
    assert_non_null(strstr(td_last_error(), "'a'"));
    assert_int_equal(params_average(&out, bad, 0), TD_ERR_ARG);
    td_clear_error();
    params_free(&other);
    for (int k = 0; k < 3; k++) params_free(&t[k]);
    params_free(&out);
}

static void test_params_init(void **state) {
    (void)state;
    ParamTable t = {0};
    Toy m = {0};
    toy_add(&t, &m);
    int sx[2] = {300, 200}, sn[1] = {20000};
    float *x, *nrm, *u;
    assert_int_equal(params_add(&t, "big.xavier", 2, sx, INIT_XAVIER_UNIFORM, 1.0f, &x, NULL), 0);
    assert_int_equal(params_add(&t, "big.normal", 1, sn, INIT_NORMAL, 0.02f, &nrm, NULL), 0);
    assert_int_equal(params_add(&t, "big.uniform", 1, sn, INIT_UNIFORM, 0.1f, &u, NULL), 0);
    assert_int_equal(params_alloc(&t), 0);
    params_init(&t, 1234);
    for (int i = 0; i < 9; i++) assert_true(m.b[i] == 0.0f && m.g[i] == 1.0f);
    // Xavier/Glorot uniform on (300, 200): a = sqrt(6 / (200 + 300)) = 0.1095445; all |x| <= a,
    // the extremes within 1% of a (60000 draws), mean ~0 (sd of the mean a / sqrt(3 * 6e4) =
    // 2.6e-4).
    const double a = sqrt(6.0 / 500.0);
    double mx = 0, sum = 0;
    for (int i = 0; i < 60000; i++) {
        assert_true(fabs(x[i]) <= a * (1 + 1e-6));
        mx = fmax(mx, fabs(x[i]));
        sum += x[i];
    }
    assert_true(mx > 0.99 * a);
    assert_true(fabs(sum / 60000) < 2e-3);
    // Xavier on a 3-D tensor (3, 5, 9): fans are the last two dims, a = sqrt(6 / 14) = 0.6546537.
    const double a3 = sqrt(6.0 / 14.0);
    for (int i = 0; i < 135; i++) assert_true(fabs(m.w[i]) <= a3 * (1 + 1e-6));
    // Normal(0, 0.02): mean within 5 sd of the mean (0.02 / sqrt(2e4) = 1.4e-4), std within 3%.
    double s1 = 0, s2 = 0;
    for (int i = 0; i < 20000; i++) {
        s1 += nrm[i];
        s2 += (double)nrm[i] * nrm[i];
    }
    double mean = s1 / 20000, sd = sqrt(s2 / 20000 - mean * mean);
    assert_true(fabs(mean) < 7e-4);
    assert_true(fabs(sd - 0.02) < 0.03 * 0.02);
    // Uniform(-0.1, 0.1): bounds and variance 0.1^2 / 3.
    s2 = 0;
    for (int i = 0; i < 20000; i++) {
        assert_true(fabsf(u[i]) <= 0.1f);
        s2 += (double)u[i] * u[i];
    }
    assert_true(fabs(s2 / 20000 - 0.01 / 3) < 0.03 * 0.01 / 3);
    // emb normal(0, 0.5): not all equal, finite.
    for (int i = 0; i < 350; i++) assert_true(isfinite(m.emb[i]));
    assert_true(m.emb[0] != m.emb[1]);
    params_free(&t);
}

// Same seed -> identical bits; different seed -> different values; one tensor's values do not
// depend on another tensor's size.
static void test_params_determinism(void **state) {
    (void)state;
    ParamTable t1 = {0}, t2 = {0}, t3 = {0};
    Toy m1 = {0}, m2 = {0}, m3 = {0};
    toy_add(&t1, &m1);
    toy_add(&t2, &m2);
    assert_int_equal(params_alloc(&t1), 0);
    assert_int_equal(params_alloc(&t2), 0);
    params_init(&t1, 77);
    params_init(&t2, 77);
    assert_memory_equal(t1.data, t2.data, t1.total * sizeof(float));
    params_init(&t2, 78);
    assert_true(memcmp(m1.emb, m2.emb, 350 * sizeof(float)) != 0);
    assert_true(memcmp(m1.w, m2.w, 135 * sizeof(float)) != 0);
    // A table whose first tensor is larger: the second tensor (index 1) is unchanged.
    int se[2] = {60, 7}, sw[3] = {3, 5, 9};
    assert_int_equal(params_add(&t3, "emb", 2, se, INIT_NORMAL, 0.5f, &m3.emb, NULL), 0);
    assert_int_equal(
        params_add(&t3, "layers.0.w", 3, sw, INIT_XAVIER_UNIFORM, 1.0f, &m3.w, NULL), 0);
    assert_int_equal(params_alloc(&t3), 0);
    params_init(&t3, 77);
    assert_memory_equal(m3.w, m1.w, 135 * sizeof(float));
    assert_memory_equal(m3.emb, m1.emb, 350 * sizeof(float));  // a prefix of the same stream
    params_free(&t1);
    params_free(&t2);
    params_free(&t3);
}

// ---- rng --------------------------------------------------------------------------------------

static void test_rng_determinism(void **state) {
    (void)state;
    Rng a, b, c;
    rng_seed(&a, 2024);
    rng_seed(&b, 2024);
    rng_seed(&c, 2025);
    int differ = 0;
    for (int i = 0; i < 1000; i++) {
        uint64_t x = rng_next_u64(&a);
        assert_true(x == rng_next_u64(&b));
        differ += x != rng_next_u64(&c);
    }
    assert_true(differ > 990);
    // Seed 0 gives a working stream (no stuck-at-zero state).
    Rng z;
    rng_seed(&z, 0);
    assert_true(z.state != 0);
    uint64_t z1 = rng_next_u64(&z), z2 = rng_next_u64(&z);
    assert_true(z1 != z2 && z1 != 0);
}

// Saving the state (one integer) and restoring it replays the stream bit-exactly, for every kind
// of draw.
static void test_rng_save_restore(void **state) {
    (void)state;
    Rng r;
    rng_seed(&r, 99);
    for (int i = 0; i < 17; i++) rng_next_u64(&r);
    uint64_t saved = r.state;
    float u1[50], n1[50];
    uint32_t b1[50];
    for (int i = 0; i < 50; i++) {
        u1[i] = rng_uniform(&r);
        n1[i] = rng_normal(&r);
        b1[i] = rng_below(&r, 1000);
    }
    Rng q = {.state = saved};
    for (int i = 0; i < 50; i++) {
        assert_true(rng_uniform(&q) == u1[i]);
        assert_true(rng_normal(&q) == n1[i]);
        assert_true(rng_below(&q, 1000) == b1[i]);
    }
    assert_true(q.state == r.state);
}

static void test_rng_distributions(void **state) {
    (void)state;
    Rng r;
    rng_seed(&r, 7);
    enum { N = 200000 };
    double su = 0, sn = 0, sn2 = 0;
    int counts[10] = {0};
    for (int i = 0; i < N; i++) {
        float u = rng_uniform(&r);
        assert_true(u >= 0.0f && u < 1.0f);
        su += u;
        float z = rng_normal(&r);
        assert_true(isfinite(z));
        sn += z;
        sn2 += (double)z * z;
        uint32_t k = rng_below(&r, 10);
        assert_true(k < 10);
        counts[k]++;
    }
    // Means within ~5 sd: uniform sd of mean 0.29 / sqrt(2e5) = 6.5e-4; normal 2.2e-3.
    assert_true(fabs(su / N - 0.5) < 3.5e-3);
    assert_true(fabs(sn / N) < 0.012);
    assert_true(fabs(sn2 / N - 1.0) < 0.02);
    for (int k = 0; k < 10; k++) assert_true(abs(counts[k] - N / 10) < 700);  // sd ~134
    assert_int_equal(rng_below(&r, 1), 0);
}

static void test_rng_shuffle_fork(void **state) {
    (void)state;
    enum { N = 100 };
    int x[N], y[N], seen[N] = {0};
    for (int i = 0; i < N; i++) x[i] = y[i] = i;
    Rng a, b;
    rng_seed(&a, 5);
    rng_seed(&b, 5);
    rng_shuffle_int(&a, x, N);
    rng_shuffle_int(&b, y, N);
    assert_memory_equal(x, y, sizeof x);  // deterministic
    int moved = 0;
    for (int i = 0; i < N; i++) {
        seen[x[i]]++;
        moved += x[i] != i;
    }
    for (int i = 0; i < N; i++) assert_int_equal(seen[i], 1);  // a permutation
    assert_true(moved > 80);
    // Forks: deterministic, distinct per k, and do not advance the parent.
    Rng p;
    rng_seed(&p, 11);
    uint64_t st = p.state;
    Rng f0 = rng_fork(&p, 0), f0b = rng_fork(&p, 0), f1 = rng_fork(&p, 1);
    assert_true(p.state == st);
    assert_true(f0.state == f0b.state && f0.state != f1.state);
    assert_true(rng_next_u64(&f0) != rng_next_u64(&f1));
}

// ---- alloc and status -------------------------------------------------------------------------

static void test_alloc(void **state) {
    (void)state;
    unsigned char *p = td_alloc(100);
    assert_non_null(p);
    assert_int_equal((uintptr_t)p % 64, 0);
    for (int i = 0; i < 100; i++) assert_int_equal(p[i], 0);
    td_free(p);
    td_free(NULL);
    void *buf = NULL;
    size_t cap = 0;
    assert_int_equal(td_reserve(&buf, &cap, 256), 0);
    assert_non_null(buf);
    assert_true(cap >= 256);
    void *first = buf;
    assert_int_equal(td_reserve(&buf, &cap, 128), 0);  // big enough: kept
    assert_ptr_equal(buf, first);
    assert_int_equal(td_reserve(&buf, &cap, 4096), 0);  // grows
    assert_true(cap >= 4096);
    assert_int_equal((uintptr_t)buf % 64, 0);
    td_free(buf);
}

// A thread that takes 1 MiB in each of three scratch slots, writes them, and exits.
static void *scratch_thread(void *arg) {
    (void)arg;
    for (int s = 0; s < 3; s++) {
        unsigned char *p = td_thread_scratch((TdScratchSlot)s, 1 << 20);
        if (!p) return NULL;
        memset(p, s + 1, 1 << 20);
    }
    return arg;
}

static void test_thread_scratch(void **state) {
    (void)state;
    float *a = td_thread_scratch(TD_SCRATCH_ATTENTION, 100 * sizeof(float));
    float *b = td_thread_scratch(TD_SCRATCH_BF16_A, 100 * sizeof(float));
    assert_non_null(a);
    assert_non_null(b);
    assert_ptr_not_equal(a, b);
    assert_int_equal((uintptr_t)a % 64, 0);
    a[99] = 1.5f;
    assert_ptr_equal(td_thread_scratch(TD_SCRATCH_ATTENTION, 50 * sizeof(float)), a);  // reused
    float *grown = td_thread_scratch(TD_SCRATCH_ATTENTION, 100000 * sizeof(float));
    assert_non_null(grown);
    assert_int_equal((uintptr_t)grown % 64, 0);
    grown[99999] = 2.0f;  // all of it is writable
    td_clear_error();
    assert_null(td_thread_scratch(TD_SCRATCH_SLOTS, 16));
    assert_non_null(strstr(td_last_error(), "slot"));
    assert_null(td_thread_scratch((TdScratchSlot)-1, 16));
    // Another thread gets its own buffers, and they are freed when it exits: the heap in use
    // returns to where it was after 16 threads have each taken and left 3 MiB.
    pthread_t th;
    static int marker;
    assert_int_equal(pthread_create(&th, NULL, scratch_thread, &marker), 0);  // warm up the heap
    pthread_join(th, NULL);
    const struct mallinfo2 m0 = mallinfo2();
    const size_t before = m0.uordblks + m0.hblkhd;  // small blocks and mapped ones
    for (int i = 0; i < 16; i++) {
        void *ret = NULL;
        assert_int_equal(pthread_create(&th, NULL, scratch_thread, &marker), 0);
        assert_int_equal(pthread_join(th, &ret), 0);
        assert_ptr_equal(ret, &marker);
    }
    const struct mallinfo2 m1 = mallinfo2();
    const size_t after = m1.uordblks + m1.hblkhd;
    assert_true(after < before + (1 << 20));  // 48 MiB taken in all, none kept
}

static void test_status(void **state) {
    (void)state;
    td_clear_error();
    assert_string_equal(td_last_error(), "");
    assert_int_equal(td_error(TD_ERR_IO, "cannot open %s", "x.txt"), TD_ERR_IO);
    assert_string_equal(td_last_error(), "cannot open x.txt");
    assert_int_equal(td_error_context(TD_ERR_IO, "corpus %d", 3), TD_ERR_IO);
    assert_string_equal(td_last_error(), "corpus 3: cannot open x.txt");
    // A message over 1023 bytes is cut before a character the cut would split: 1022 'a' then
    // U+00E9 (2 bytes) keeps the 1022 'a'; 1021 'a' then U+00E9 fits exactly (1023 bytes);
    // 1020 'a' then U+1F600 (4 bytes) keeps the 1020 'a'; in the prefix of td_error_context
    // (511 bytes of room), 510 'a' then U+00E9 keeps the 510 'a'.
    char a[1024];
    memset(a, 'a', sizeof a);
    td_error(TD_ERR_ARG, "%.*s\xc3\xa9", 1022, a);
    assert_int_equal(strlen(td_last_error()), 1022);
    td_error(TD_ERR_ARG, "%.*s\xc3\xa9", 1021, a);
    assert_int_equal(strlen(td_last_error()), 1023);
    assert_memory_equal(td_last_error() + 1021, "\xc3\xa9", 2);
    td_error(TD_ERR_ARG, "%.*s\xf0\x9f\x98\x80", 1020, a);
    assert_int_equal(strlen(td_last_error()), 1020);
    td_error(TD_ERR_ARG, "x");
    td_error_context(TD_ERR_ARG, "%.*s\xc3\xa9", 510, a);
    assert_int_equal(strlen(td_last_error()), 510 + strlen(": x"));
    td_clear_error();
    assert_string_equal(td_last_error(), "");
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_params_layout),
        cmocka_unit_test(test_params_errors),
        cmocka_unit_test(test_params_average),
        cmocka_unit_test(test_params_half),
        cmocka_unit_test(test_params_int8),
        cmocka_unit_test(test_params_bf16_dec),
        cmocka_unit_test(test_params_init),
        cmocka_unit_test(test_params_determinism),
        cmocka_unit_test(test_rng_determinism),
        cmocka_unit_test(test_rng_save_restore),
        cmocka_unit_test(test_rng_distributions),
        cmocka_unit_test(test_rng_shuffle_fork),
        cmocka_unit_test(test_alloc),
        cmocka_unit_test(test_thread_scratch),
        cmocka_unit_test(test_status),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
