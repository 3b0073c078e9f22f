#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <cmocka.h>

#include "tests/test_util.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>

static void close_check(const float *got, const double *wantd, const float *wantf, size_t n,
                        double atol, double rtol) {
    double maxdiff = 0;
    long bad = -1;
    for (size_t i = 0; i < n; i++) {
        double w = wantd ? wantd[i] : (double)wantf[i];
        double d = fabs((double)got[i] - w);
        if (!(d <= atol + rtol * fabs(w))) {  // also catches NaN
            if (bad < 0) bad = (long)i;
        }
        if (d > maxdiff || isnan(d)) maxdiff = d;
    }
    if (bad >= 0) {
        double w = wantd ? wantd[bad] : (double)wantf[bad];
        print_error("assert_close: first bad index %ld: got %.9g want %.9g (max |diff| %.3g, "
                    "atol %.3g rtol %.3g, n %zu)\n", bad, (double)got[bad], w, maxdiff, atol,
                    rtol, n);
        fail();
    }
}

void assert_close_f32(const float *got, const float *want, size_t n, double atol, double rtol) {
    close_check(got, NULL, want, n, atol, rtol);
}

void assert_close_f32_f64(const float *got, const double *want, size_t n, double atol,
                          double rtol) {
    close_check(got, want, NULL, n, atol, rtol);
}

void test_fill_uniform(float *x, size_t n, float lo, float hi, uint64_t seed) {
    uint64_t s = seed * 0x9E3779B97F4A7C15ull + 1;
    for (size_t i = 0; i < n; i++) {
        s ^= s << 13; s ^= s >> 7; s ^= s << 17;
        x[i] = lo + (hi - lo) * (float)((s >> 40) / (double)(1ull << 24));
    }
}

double test_grad_check(test_loss_fn loss, void *ctx, float *x, const float *analytic, size_t n,
                       double h, double atol, double rtol, const char *what) {
    double worst = 0;
    for (size_t i = 0; i < n; i++) {
        float saved = x[i];
        x[i] = (float)(saved + h);
        double lp = loss(ctx);
        x[i] = (float)(saved - h);
        double lm = loss(ctx);
        x[i] = saved;
        double num = (lp - lm) / (2 * h);
        double an = analytic[i];
        double diff = fabs(num - an);
        double scale = fmax(fabs(num), fabs(an));
        double rel = scale > 0 ? diff / scale : 0;
        if (diff > atol && rel > worst) worst = rel;
        if (!(diff <= atol + rtol * scale)) {
            print_error("grad check %s: index %zu: numeric %.9g analytic %.9g (diff %.3g, "
                        "atol %.3g rtol %.3g)\n", what, i, num, an, diff, atol, rtol);
            fail();
        }
    }
    return worst;
}

const char *test_tmpdir(void) {
    static char dir[256];
    if (!dir[0]) {
        snprintf(dir, sizeof dir, "/tmp/tandem-test-XXXXXX");
        if (!mkdtemp(dir)) {
            print_error("mkdtemp failed\n");
            fail();
        }
    }
    return dir;
}

char *test_path(const char *name) {
    static char buf[8][512];
    static int k;
    char *p = buf[k++ % 8];
    snprintf(p, sizeof buf[0], "%s/%s", test_tmpdir(), name);
    return p;
}

int test_run(const char *fmt, ...) {
    static char cmd[20000];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(cmd, sizeof cmd, fmt, ap);
    va_end(ap);
    int rc = system(cmd);
    return WIFEXITED(rc) ? WEXITSTATUS(rc) : -1;
}

const char *test_tmp_file(const char *name, const void *bytes, size_t len) {
    static char paths[8][512];
    static int next;
    char *p = paths[next++ % 8];
    snprintf(p, sizeof paths[0], "%s/%s", test_tmpdir(), name);
    FILE *f = fopen(p, "wb");
    assert_non_null(f);
    assert_int_equal(fwrite(bytes, 1, len, f), len);
    assert_int_equal(fclose(f), 0);
    return p;
}

const char *test_tmp_text(const char *name, const char *text) {
    return test_tmp_file(name, text, strlen(text));
}

const char *test_slurp(const char *path) {
    static char buf[1 << 16];
    FILE *f = fopen(path, "rb");
    size_t n = f ? fread(buf, 1, sizeof buf - 1, f) : 0;
    if (f) fclose(f);
    buf[n] = '\0';
    return buf;
}

float *test_fbuf(size_t n, float lo, float hi, uint64_t seed) {
    float *x = malloc((n ? n : 1) * sizeof *x);
    assert_non_null(x);
    test_fill_uniform(x, n, lo, hi, seed);
    return x;
}

double *test_to_double(const float *x, size_t n) {
    double *d = malloc((n ? n : 1) * sizeof *d);
    assert_non_null(d);
    for (size_t i = 0; i < n; i++) d[i] = x[i];
    return d;
}

float *test_fcopy(const float *x, size_t n) {
    float *y = malloc((n ? n : 1) * sizeof *y);
    assert_non_null(y);
    memcpy(y, x, n * sizeof *y);
    return y;
}

float *test_delta(const float *after, const float *before, size_t n) {
    float *d = malloc((n ? n : 1) * sizeof *d);
    assert_non_null(d);
    for (size_t i = 0; i < n; i++) d[i] = after[i] - before[i];
    return d;
}

void test_fd_check_ref(test_loss_fn loss, void *ctx, double *x, size_t n, const float *analytic,
                       double h, double atol, double rtol, const char *what) {
    for (size_t i = 0; i < n; i++) {
        double saved = x[i];
        x[i] = saved + h;
        double lp = loss(ctx);
        x[i] = saved - h;
        double lm = loss(ctx);
        x[i] = saved;
        double num = (lp - lm) / (2 * h), an = analytic[i];
        double diff = fabs(num - an), scale = fmax(fabs(num), fabs(an));
        if (!(diff <= atol + rtol * scale)) {
            print_error("grad check %s: index %zu: numeric %.9g analytic %.9g (diff %.3g)\n", what,
                        i, num, an, diff);
            fail();
        }
    }
}
