#define _XOPEN_SOURCE 700  // nftw
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <cmocka.h>

#include "tests/test_util.h"

#include <ftw.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "models/model_io.h"
#include "study/report_text.h"
#include "tensor/status.h"

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

void test_fd_pair(test_loss_fn loss, void *ctx, float *x, size_t i, double h, double *lp,
                  double *lm) {
    const float saved = x[i];
    x[i] = (float)(saved + h);
    *lp = loss(ctx);
    x[i] = (float)(saved - h);
    *lm = loss(ctx);
    x[i] = saved;
}

double test_grad_check(test_loss_fn loss, void *ctx, float *x, const float *analytic, size_t n,
                       double h, double atol, double rtol, const char *what) {
    double worst = 0;
    for (size_t i = 0; i < n; i++) {
        double lp, lm;
        test_fd_pair(loss, ctx, x, i, h, &lp, &lm);
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

static char tmpdir_path[256];
static pid_t tmpdir_owner;

static int remove_entry(const char *path, const struct stat *st, int flag, struct FTW *ftw) {
    (void)st, (void)flag, (void)ftw;
    remove(path);
    return 0;  // go on: remove what can be removed
}

// At exit of the process that made it (not of a forked child that exits): removes the
// temporary directory and everything in it, unless TANDEM_KEEP_TEST_TMP is set.
static void remove_tmpdir(void) {
    if (getpid() != tmpdir_owner || getenv("TANDEM_KEEP_TEST_TMP")) return;
    nftw(tmpdir_path, remove_entry, 16, FTW_DEPTH | FTW_PHYS);
}

const char *test_tmpdir(void) {
    if (!tmpdir_path[0]) {
        snprintf(tmpdir_path, sizeof tmpdir_path, "/tmp/tandem-test-XXXXXX");
        if (!mkdtemp(tmpdir_path)) {
            print_error("mkdtemp failed\n");
            fail();
        }
        tmpdir_owner = getpid();
        atexit(remove_tmpdir);
    }
    return tmpdir_path;
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

const char *test_train_wrapper(const char *name, const char *body) {
    static char dir[1024];
    char cwd[512], path[1100];
    assert_non_null(getcwd(cwd, sizeof cwd));
    snprintf(dir, sizeof dir, "%s/%s", test_tmpdir(), name);
    assert_int_equal(test_run("mkdir -p %s && ln -sf %s/bin/decode %s/decode", dir, cwd, dir), 0);
    size_t n = strlen(body) + 3 * sizeof cwd + 64;
    char *script = malloc(n);
    assert_non_null(script);
    snprintf(script, n, "#!/bin/sh\nd=%s\nt=%s/bin/train\n%s\nexec \"$t\" \"$@\"\n", test_tmpdir(),
             cwd, body);
    snprintf(path, sizeof path, "%s/train", name);
    test_tmp_text(path, script);
    free(script);
    assert_int_equal(test_run("chmod +x %s/train", dir), 0);
    return dir;
}

const char *test_slurp(const char *path) {
    static char buf[1 << 16];
    FILE *f = fopen(path, "rb");
    size_t n = f ? fread(buf, 1, sizeof buf - 1, f) : 0;
    if (f) fclose(f);
    buf[n] = '\0';
    return buf;
}

const char *test_report_text(const char *name, ...) {
    static char bufs[8][4096];
    static int cut[8];  // whether bufs[i] stopped at a placeholder not given
    static int turn;
    const int k = turn++ % 8;
    char *buf = bufs[k];
    const ReportTemplateVars *d = NULL;
    for (int i = 0; i < report_n_template_vars; i++)
        if (!strcmp(report_template_vars[i].name, name)) d = &report_template_vars[i];
    if (!d) print_error("no report template %s in report_template_vars\n", name);
    assert_non_null(d);
    // Every declared placeholder: the value given, else a mark (\x01) where the text stops; a
    // value that is itself a text that stopped early stops this one after it (its own mark).
    ReportVar vars[32];
    char names[32][64], open[32][4096];
    int n = 0;
    for (const char *p = d->vars; *p && n < 32;) {
        size_t len = strcspn(p, " ");
        snprintf(names[n], sizeof names[n], "%.*s", (int)len, p);
        vars[n].name = names[n];
        vars[n++].value = "\x01";
        p += len;
        p += strspn(p, " ");
    }
    va_list ap;
    va_start(ap, name);
    for (const char *key; (key = va_arg(ap, const char *));) {
        const char *value = va_arg(ap, const char *);
        int found = 0;
        for (int i = 0; i < n; i++) {
            if (strcmp(vars[i].name, key)) continue;
            found = 1;
            vars[i].value = value;
            for (int j = 0; j < 8; j++)
                if (value == bufs[j] && cut[j]) {
                    snprintf(open[i], sizeof open[i], "%s\x01", value);
                    vars[i].value = open[i];
                }
        }
        if (!found) print_error("report template %s has no placeholder {%s}\n", name, key);
        assert_true(found);
    }
    va_end(ap);
    const int rc = report_fill(buf, sizeof bufs[0], name, vars, n);
    if (rc < 0) print_error("%s\n", td_last_error());
    assert_true(rc >= 0);
    const size_t at = strcspn(buf, "\x01");
    cut[k] = buf[at] != 0;
    buf[at] = 0;
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

void test_assert_no_tmp(const char *path) {
    char tmp[4200];
    snprintf(tmp, sizeof tmp, "%s.tmp", path);
    if (access(tmp, F_OK) == 0) fail_msg("%s is left behind", tmp);
}

char *test_read_file(const char *path) {
    FILE *f = fopen(path, "rb");
    if (!f) print_error("cannot read %s\n", path);
    assert_non_null(f);
    fseek(f, 0, SEEK_END);
    long n = ftell(f);
    fseek(f, 0, SEEK_SET);
    char *s = malloc((size_t)n + 1);
    assert_non_null(s);
    assert_int_equal(fread(s, 1, (size_t)n, f), (size_t)n);
    s[n] = 0;
    fclose(f);
    return s;
}

int test_lines_with(const char *path, const char *needle) {
    if (access(path, F_OK)) return 0;
    char *text = test_read_file(path);
    int hits = 0;
    for (char *line = text; *line;) {
        char *nl = strchr(line, '\n');
        if (nl) *nl = 0;
        hits += strstr(line, needle) != NULL;
        if (!nl) break;
        line = nl + 1;
    }
    free(text);
    return hits;
}

void test_write_exe(const char *dir, const char *name, const char *body) {
    char path[1024];
    snprintf(path, sizeof path, "%s/%s", dir, name);
    FILE *f = fopen(path, "w");
    assert_non_null(f);
    fputs(body, f);
    assert_int_equal(fclose(f), 0);
    assert_int_equal(chmod(path, 0755), 0);
}

void test_to_logprobs(float *lp, int V) {
    float mx = lp[0];
    for (int v = 1; v < V; v++) mx = lp[v] > mx ? lp[v] : mx;
    double z = 0;
    for (int v = 0; v < V; v++) z += exp((double)(lp[v] - mx));
    for (int v = 0; v < V; v++) lp[v] = (float)(lp[v] - mx - log(z));
}

int test_reorder_none(Model *m, DecodeState *st, const int *parent, int new_n) {
    (void)m, (void)st, (void)parent, (void)new_n;
    return TD_OK;
}

void test_make_batch(TestBatch *tb, int B, const int *const *src, const int *slen,
                     const int *const *tgt, const int *tlen) {
    Batch *b = &tb->b;
    memset(tb, 0, sizeof *tb);
    int S = 0, T = 0;
    for (int i = 0; i < B; i++) {
        if (slen[i] + 1 > S) S = slen[i] + 1;
        if (tlen[i] + 1 > T) T = tlen[i] + 1;
    }
    assert_true((long)B * (S + 2 * T + 3) <= (long)(sizeof tb->buf / sizeof *tb->buf));
    b->B = B;
    b->S = S;
    b->T = T;
    int *p = tb->buf;
    b->src = p; p += B * S;
    b->src_len = p; p += B;
    b->tgt_in = p; p += B * T;
    b->tgt_out = p; p += B * T;
    b->tgt_len = p; p += B;
    b->index = p;
    for (int i = 0; i < B; i++) {
        for (int j = 0; j < slen[i]; j++) b->src[i * S + j] = src[i][j];
        b->src[i * S + slen[i]] = TOK_EOS;
        b->src_len[i] = slen[i] + 1;
        b->tgt_in[i * T] = TOK_BOS;
        for (int j = 0; j < tlen[i]; j++) {
            b->tgt_in[i * T + j + 1] = tgt[i][j];
            b->tgt_out[i * T + j] = tgt[i][j];
        }
        b->tgt_out[i * T + tlen[i]] = TOK_EOS;
        b->tgt_len[i] = tlen[i] + 1;
        b->index[i] = i;
        b->n_src_tokens += slen[i] + 1;
        b->n_tgt_tokens += tlen[i] + 1;
    }
}

const char *test_ckpt_spm(const char *dir, const char *name) {
    char ckpt[1024];
    snprintf(ckpt, sizeof ckpt, "%s/best.ckpt", dir);
    void *blob = NULL;
    size_t len = 0;
    Model *m = model_load(ckpt, NULL, &blob, &len);
    assert_non_null(m);
    assert_non_null(blob);
    model_free(m);
    const char *path = test_tmp_file(name, blob, len);
    free(blob);
    return path;
}

char *test_chromium_dom(const char *url) { return test_chromium_dom_flags("", url); }

char *test_chromium_dom_flags(const char *flags, const char *url) {
    if (test_run("command -v chromium > /dev/null") != 0) {
        print_error("chromium is not installed (make deps installs it)\n");
        fail();
    }
    char *out = test_path("chromium-dom.html"), *err = test_path("chromium.err");
    int rc = test_run("timeout 90 chromium --headless --no-sandbox --disable-gpu "
                      "--user-data-dir=%s/chromium-profile %s --dump-dom '%s' > %s 2> %s",
                      test_tmpdir(), flags, url, out, err);
    if (rc != 0) {
        print_error("chromium exited with %d on %s; stderr in %s\n", rc, url, err);
        fail();
    }
    return test_read_file(out);
}

// The '<' of the element with id="id", or NULL.
static const char *dom_find(const char *dom, const char *id) {
    char key[256];
    snprintf(key, sizeof key, " id=\"%s\"", id);
    const char *p = strstr(dom, key);
    if (!p) return NULL;
    while (p > dom && *p != '<') p--;
    return p;
}

// Decodes the entities of the text [s, e) into a malloc'd string.
static char *dom_decode(const char *s, const char *e) {
    static const char *const ent[][2] = {{"&amp;", "&"}, {"&lt;", "<"}, {"&gt;", ">"},
                                         {"&quot;", "\""}, {"&nbsp;", "\xc2\xa0"}};
    char *o = malloc((size_t)(e - s) + 1), *q = o;
    assert_non_null(o);
    while (s < e) {
        size_t k = 0;
        for (; k < sizeof ent / sizeof *ent; k++)
            if (!strncmp(s, ent[k][0], strlen(ent[k][0]))) break;
        if (k < sizeof ent / sizeof *ent) {
            q += sprintf(q, "%s", ent[k][1]);
            s += strlen(ent[k][0]);
        } else {
            *q++ = *s++;
        }
    }
    *q = 0;
    return o;
}

char *test_dom_text(const char *dom, const char *id) {
    const char *p = dom_find(dom, id);
    if (!p) return NULL;
    p = strchr(p, '>');
    if (!p) return NULL;
    p++;
    const char *e = strchr(p, '<');
    return dom_decode(p, e ? e : p + strlen(p));
}

char *test_dom_attr(const char *dom, const char *id, const char *attr) {
    const char *p = dom_find(dom, id);
    if (!p) return NULL;
    const char *end = strchr(p, '>');
    char key[128];
    snprintf(key, sizeof key, " %s=\"", attr);
    const char *a = strstr(p, key);
    if (!a || !end || a > end) return NULL;
    a += strlen(key);
    const char *q = strchr(a, '"');
    return q ? dom_decode(a, q) : NULL;
}

int test_cpu_flag(const char *flag) {
    FILE *f = fopen("/proc/cpuinfo", "r");
    if (!f) return -1;
    char line[8192], want[64];
    snprintf(want, sizeof want, " %s", flag);
    int found = 0;
    while (fgets(line, sizeof line, f)) {
        if (strncmp(line, "flags", 5)) continue;
        const char *at = strstr(line, want);
        found = at && (at[strlen(want)] == ' ' || at[strlen(want)] == '\n');
        break;
    }
    fclose(f);
    return found;
}

void assert_format_error(size_t i, int rc, const char *where, const char *why) {
    const char *msg = td_last_error();
    if (rc != TD_ERR_FORMAT || strncmp(msg, where, strlen(where)) || !strstr(msg, why))
        print_error("case %zu: rc %d, message '%s'\n", i, rc, msg);
    assert_int_equal(rc, TD_ERR_FORMAT);
    assert_memory_equal(msg, where, strlen(where));
    assert_non_null(strstr(msg, why));
    td_clear_error();
}
