// Shared helpers for the cmocka tests. Include after <setjmp.h>, <stdarg.h>, <stddef.h>, <cmocka.h>.
#ifndef TANDEM_TEST_UTIL_H
#define TANDEM_TEST_UTIL_H

#include <stddef.h>
#include <stdint.h>

#include "data/batch.h"
#include "models/model.h"

// Fails the current test (printing the first bad index, got, want and the max abs difference) unless
// |got[i] - want[i]| <= atol + rtol * |want[i]| for every i < n.
void assert_close_f32(const float *got, const float *want, size_t n, double atol, double rtol);
// The same with a double reference.
void assert_close_f32_f64(const float *got, const double *want, size_t n, double atol, double rtol);

// Deterministic test data: uniform floats in [lo, hi) from a seed (xorshift, independent of tensor/).
void test_fill_uniform(float *x, size_t n, float lo, float hi, uint64_t seed);

// Finite-difference gradient check. `loss` evaluates a scalar (in double) at the current inputs.
// For each of the n entries of x: numeric = (loss(x+h) - loss(x-h)) / 2h, compared with analytic[i]
// with tolerance atol + rtol * max(|numeric|, |analytic|). Returns the max relative error seen and
// fails the test on the first entry beyond tolerance (printing its index and both values).
typedef double (*test_loss_fn)(void *ctx);
// The loss with x[i] moved to x[i] + h (*lp) and to x[i] - h (*lm), both rounded to float as the
// parameter is; x[i] is restored. The two evaluations of a finite-difference check of entry i.
void test_fd_pair(test_loss_fn loss, void *ctx, float *x, size_t i, double h, double *lp,
                  double *lm);
double test_grad_check(test_loss_fn loss, void *ctx, float *x, const float *analytic, size_t n,
                       double h, double atol, double rtol, const char *what);

// Skips the current test, first printing one line "skipped: WHY" (why: what is missing and how to
// get it, e.g. "bin/decode is not built (make test builds it)"). tests/run_all.sh counts the
// skips by these lines and fails a run where a test skipped without one. Does not return.
#define test_skip(why)                                                                          \
    do {                                                                                        \
        print_message("skipped: %s\n", why);                                                    \
        skip();                                                                                 \
    } while (0)

// Runs a shell command built printf-style (at most 20000 bytes) through system(); returns its exit
// status, or -1 when it did not exit normally.
int test_run(const char *fmt, ...) __attribute__((format(printf, 1, 2)));

// Path of a fresh temporary directory for this test process (created on first use, mkdtemp),
// removed with its contents when the process exits (kept when TANDEM_KEEP_TEST_TMP is set, to
// look at a failure's files).
const char *test_tmpdir(void);

// Writes len bytes to test_tmpdir()/name (fails the test if it cannot) and returns the full path,
// in one of 8 rotating static buffers.
const char *test_tmp_file(const char *name, const void *bytes, size_t len);

// test_tmp_file of a NUL-terminated text.
const char *test_tmp_text(const char *name, const char *text);

// A folder test_tmpdir()/NAME that stands in for bin/ (bin/compare --bin): `decode` links to the
// checkout's bin/decode, and `train` is a shell script that sets $d (test_tmpdir()) and $t (the
// checkout's bin/train), runs `body`, then exec "$t" "$@". Returns the folder's path (a static
// buffer); fails the test when it cannot be made.
const char *test_train_wrapper(const char *name, const char *body);

// The first 64 KiB of a file as a NUL-terminated string in a static buffer ("" if unreadable).
const char *test_slurp(const char *path);

// test_tmpdir()/name, in one of 8 static buffers used in turn (so up to 8 paths live at once).
char *test_path(const char *name);

// What bin/compare's report says with template `name` of study/report.tmpl (study/report_text.h)
// given the values of some of its placeholders: the arguments after name are pairs of placeholder
// and value, ending with NULL. The text stops at the first placeholder not given, so the result is
// the fixed part of the sentence with the numbers the test knows, to look for in a report (with
// every placeholder given, the whole sentence). A value that is itself a text of this function
// that stopped early stops this one right after it. In one of 8 static buffers used in turn;
// fails the test when the template cannot be filled.
const char *test_report_text(const char *name, ...);

// Test buffers (malloc'd, the caller frees; fail the test when out of memory): n uniform floats in
// [lo, hi) from a seed (test_fill_uniform); a double copy of x; a float copy of x; after - before
// (the part a backward accumulated into a buffer that started as `before`).
float *test_fbuf(size_t n, float lo, float hi, uint64_t seed);
double *test_to_double(const float *x, size_t n);
float *test_fcopy(const float *x, size_t n);
float *test_delta(const float *after, const float *before, size_t n);
// Finite-difference check against a double-precision reference: `loss` evaluates the reference
// at the double array x (n entries, perturbed in place by +-h and restored); numeric =
// (loss(x + h) - loss(x - h)) / 2h must match analytic[i] (the float kernel's gradient) within
// atol + rtol * max(|numeric|, |analytic|). Fails the test on the first entry beyond tolerance.
void test_fd_check_ref(test_loss_fn loss, void *ctx, double *x, size_t n, const float *analytic,
                       double h, double atol, double rtol, const char *what);
// The kernel tests' tolerances: float kernels on O(10)-element reductions have ~1e-6 relative
// error; 1e-4 leaves a wide margin while still catching any wrong term (which shows up at
// O(1e-1)). Forward kernels are compared with double loops at FWD_*.
#define TEST_FD_H 1e-6
#define TEST_GRAD_ATOL 2e-5
#define TEST_GRAD_RTOL 1e-4
#define TEST_FWD_ATOL 1e-6
#define TEST_FWD_RTOL 1e-5
// test_fd_check_ref at those tolerances.
#define test_fd_check(loss, ctx, x, n, analytic, what)                                          \
    test_fd_check_ref(loss, ctx, x, n, analytic, TEST_FD_H, TEST_GRAD_ATOL, TEST_GRAD_RTOL, what)

// Fails the test when PATH.tmp, the temporary name of an atomic write to PATH (util/fs.h), exists.
void test_assert_no_tmp(const char *path);

// A whole file as a malloc'd NUL-terminated string; fails the test if it cannot be read.
char *test_read_file(const char *path);

// The number of lines of the file at `path` that contain `needle` (0 for a missing file).
int test_lines_with(const char *path, const char *needle);

// Asserts that a parser's status rc is TD_ERR_FORMAT and that its message (td_last_error) starts
// with `where` (e.g. "t.recipe:2:") and contains `why`; prints case i and the message first when
// not. Clears the error.
void assert_format_error(size_t i, int rc, const char *where, const char *why);

// Writes an executable script dir/name (mode 0755) holding body; fails the test if it cannot.
void test_write_exe(const char *dir, const char *name, const char *body);

// Turns the scores lp[0..V) into log-probabilities in place: lp[v] - max - log(sum exp(lp - max)),
// summed in double (the mock models' log-softmax).
void test_to_logprobs(float *lp, int V);

// A ModelOps.reorder for a test model that keeps no per-row tensors: nothing to move. Returns 0.
int test_reorder_none(Model *m, DecodeState *st, const int *parent, int new_n);

// A batch that owns its arrays (4096 ints in all), for the model tests.
typedef struct TestBatch {
    Batch b;
    int buf[4096];
} TestBatch;

// Fills *tb with B sentence pairs, padded to the longest: source i is src[i] (slen[i] pieces) then
// TOK_EOS; target input TOK_BOS then tgt[i] (tlen[i] pieces), target output tgt[i] then TOK_EOS;
// index[i] = i; the token counts include the EOS. Fails the test when the arrays do not fit.
void test_make_batch(TestBatch *tb, int B, const int *const *src, const int *slen,
                     const int *const *tgt, const int *tlen);

// Writes the SentencePiece model embedded in checkpoint dir/best.ckpt to test_tmpdir()/name and
// returns that path (one of test_tmp_file's buffers); fails the test without one.
const char *test_ckpt_spm(const char *dir, const char *name);

// Opens url in headless Chromium (Debian's chromium package, `make deps`) and returns the DOM
// after its scripts ran (--dump-dom), malloc'd. Fails the test when Chromium is missing or does
// not finish within 90 s.
char *test_chromium_dom(const char *url);

// test_chromium_dom with more Chromium flags, e.g. "--virtual-time-budget=60000" (the DOM is
// dumped once the page's own requests are answered and that much virtual time has passed).
char *test_chromium_dom_flags(const char *flags, const char *url);

// The text inside the element with id="id" in a serialised DOM, up to the next tag, with the
// entities Chromium writes (&amp; &lt; &gt; &quot; &nbsp;) decoded: malloc'd, or NULL when no
// element has that id.
char *test_dom_text(const char *dom, const char *id);

// The value of attribute `attr` of the element with id="id" (malloc'd), or NULL when the element
// or the attribute is missing.
char *test_dom_attr(const char *dom, const char *id, const char *attr);

// 1 when /proc/cpuinfo's first "flags" line lists `flag` (e.g. "avx512_bf16"), 0 when not, -1
// when the file cannot be read: the CPU's features read independently of cpuid.
int test_cpu_flag(const char *flag);

#endif
