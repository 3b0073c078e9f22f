// Tests for util/fs: path_fmt, mkdir -p, whole-file reads, atomic writes (buffer and stream) and
// copies. Expected contents are
// the bytes the test itself wrote (through stdio, not through the code under test) and the
// expected errors those that POSIX gives for the situations set up here.
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "tests/test_util.h"
#include "util/fs.h"

static int is_dir(const char *p) {
    struct stat st;
    return stat(p, &st) == 0 && S_ISDIR(st.st_mode);
}

static void assert_contains(const char *haystack, const char *needle) {
    if (!strstr(haystack, needle)) fail_msg("message '%s' does not contain '%s'", haystack, needle);
}

static void write_with_stdio(const char *path, const void *data, size_t n) {
    FILE *f = fopen(path, "wb");
    assert_non_null(f);
    assert_int_equal(fwrite(data, 1, n, f), n);
    assert_int_equal(fclose(f), 0);
}

// mkdir_p creates every missing level, accepts what exists, and names the level that fails.
static void test_mkdir_p(void **state) {
    (void)state;
    const char *deep = test_path("a/b/c");
    assert_int_equal(mkdir_p(deep), 0);
    assert_true(is_dir(test_path("a")) && is_dir(test_path("a/b")) && is_dir(deep));
    assert_int_equal(mkdir_p(deep), 0);                   // existing: fine
    assert_int_equal(mkdir_p(test_path("a/b/c/")), 0);  // a trailing slash: the same folder
    // A regular file in the way: TD_ERR_IO naming that path.
    const char *file = test_path("a/plain");
    write_with_stdio(file, "x", 1);
    assert_int_equal(mkdir_p(test_path("a/plain/sub")), TD_ERR_IO);
    assert_contains(td_last_error(), "a/plain");
    assert_int_equal(mkdir_p(file), TD_ERR_IO);
    assert_int_equal(mkdir_p(""), TD_ERR_IO);
    td_clear_error();
}

// file_read_all returns the bytes as written, NUL-terminated, including embedded NULs.
static void test_file_read_all(void **state) {
    (void)state;
    const char *path = test_path("read.bin");
    const char bytes[] = "line 1\n\0binary\xff tail";  // sizeof includes the final NUL
    write_with_stdio(path, bytes, sizeof bytes - 1);
    void *d;
    size_t n;
    assert_int_equal(file_read_all(path, &d, &n), 0);
    assert_int_equal(n, sizeof bytes - 1);
    assert_memory_equal(d, bytes, n);
    assert_int_equal(((char *)d)[n], '\0');
    free(d);
    // len may be NULL; text reads as a C string.
    write_with_stdio(path, "hello\n", 6);
    assert_int_equal(file_read_all(path, &d, NULL), 0);
    assert_string_equal(d, "hello\n");
    free(d);
    // Empty file: zero bytes, still a string.
    const char *empty = test_path("empty.bin");
    write_with_stdio(empty, "", 0);
    assert_int_equal(file_read_all(empty, &d, &n), 0);
    assert_int_equal(n, 0);
    assert_string_equal(d, "");
    free(d);
    // Missing file and a folder: TD_ERR_IO naming the path, *data NULL.
    assert_int_equal(file_read_all(test_path("missing.bin"), &d, &n), TD_ERR_IO);
    assert_null(d);
    assert_contains(td_last_error(), "missing.bin");
    assert_int_equal(mkdir_p(test_path("folder")), 0);
    assert_int_equal(file_read_all(test_path("folder"), &d, &n), TD_ERR_IO);
    assert_contains(td_last_error(), "not a regular file");
    td_clear_error();
}

// file_write_atomic: on success the file holds the new bytes; on failure it keeps the bytes it had
// before the call; PATH.tmp is removed in both cases.
static void test_file_write_atomic(void **state) {
    (void)state;
    const char *path = test_path("atomic.txt");
    char tmp[600];
    snprintf(tmp, sizeof tmp, "%s.tmp", path);
    const char first[] = "first version\n", second[] = "2nd\0with a NUL";
    assert_int_equal(file_write_atomic(path, first, strlen(first)), 0);
    void *d;
    size_t n;
    assert_int_equal(file_read_all(path, &d, &n), 0);
    assert_int_equal(n, strlen(first));
    assert_memory_equal(d, first, n);
    free(d);
    // Replaced whole (binary content, shorter than before), no temporary left.
    assert_int_equal(file_write_atomic(path, second, sizeof second), 0);
    assert_int_equal(file_read_all(path, &d, &n), 0);
    assert_int_equal(n, sizeof second);
    assert_memory_equal(d, second, n);
    free(d);
    assert_false(file_exists(tmp));
    // Empty content is a valid, empty file.
    const char *empty = test_path("atomic-empty.txt");
    assert_int_equal(file_write_atomic(empty, "", 0), 0);
    assert_int_equal(file_read_all(empty, &d, &n), 0);
    assert_int_equal(n, 0);
    free(d);
    // A folder that does not exist: an error naming the path, nothing created.
    const char *bad = test_path("no-such-dir/atomic.txt");
    assert_int_equal(file_write_atomic(bad, first, strlen(first)), TD_ERR_IO);
    assert_contains(td_last_error(), "no-such-dir/atomic.txt");
    assert_false(file_exists(test_path("no-such-dir")));
    td_clear_error();
    // The rename fails (path is a non-empty folder): the folder is untouched and the temporary
    // file is removed.
    const char *dir = test_path("atomic-dir");
    char inner[600], dir_tmp[600];
    snprintf(inner, sizeof inner, "%s/keep", dir);
    snprintf(dir_tmp, sizeof dir_tmp, "%s.tmp", dir);
    assert_int_equal(mkdir(dir, 0700), 0);
    assert_int_equal(file_write_atomic(inner, first, strlen(first)), 0);
    assert_int_equal(file_write_atomic(dir, second, sizeof second), TD_ERR_IO);
    assert_contains(td_last_error(), "atomic-dir");
    td_clear_error();
    assert_true(file_exists(inner));
    assert_false(file_exists(dir_tmp));
}

// file_copy_atomic copies byte for byte over an existing file; a missing source leaves the
// destination as it was.
// path_fmt builds what fits and refuses (TD_ERR_ARG, buf "") what does not, by one byte.
static void test_path_fmt(void **state) {
    (void)state;
    char buf[8];
    assert_int_equal(path_fmt(buf, sizeof buf, "%s/%s", "ab", "cde"), 0);  // 6 bytes + NUL
    assert_string_equal(buf, "ab/cde");
    assert_int_equal(path_fmt(buf, sizeof buf, "%s/%s", "ab", "cdef"), 0);  // 7 + NUL: exactly
    assert_string_equal(buf, "ab/cdef");
    assert_int_equal(path_fmt(buf, sizeof buf, "%s/%s", "ab", "cdefg"), TD_ERR_ARG);
    assert_string_equal(buf, "");
    assert_contains(td_last_error(), "path too long (8 bytes, at most 7)");
}

// AtomicFile: nothing under the name until atomic_close(ok = 1), which renames PATH.tmp over
// it; ok = 0 leaves what the file held before and no PATH.tmp; a name too long for PATH.tmp is refused
// before anything is created (the temporary name is never truncated).
static void test_atomic_file(void **state) {
    (void)state;
    const char *path = test_path("stream.txt");
    char tmp[2048];
    snprintf(tmp, sizeof tmp, "%s.tmp", path);
    write_with_stdio(path, "old", 3);
    AtomicFile af;
    assert_int_equal(atomic_open(&af, path), 0);
    assert_string_equal(af.tmp, tmp);
    fputs("new content", af.fp);
    assert_string_equal(test_slurp(path), "old");
    assert_true(access(tmp, F_OK) == 0);
    assert_int_equal(atomic_close(&af, 0), 0);  // abandoned
    assert_string_equal(test_slurp(path), "old");
    assert_true(access(tmp, F_OK) != 0);
    assert_int_equal(atomic_open(&af, path), 0);
    fputs("new content", af.fp);
    assert_int_equal(atomic_close(&af, 1), 0);
    assert_string_equal(test_slurp(path), "new content");
    assert_true(access(tmp, F_OK) != 0);
    // FS_PATH_MAX - 1 bytes fit as a name, but not with ".tmp" after them.
    char *longp = malloc(FS_PATH_MAX);
    memset(longp, 'a', FS_PATH_MAX - 1);
    longp[FS_PATH_MAX - 1] = '\0';
    assert_int_equal(atomic_open(&af, longp), TD_ERR_ARG);
    assert_null(af.fp);
    assert_contains(td_last_error(), "path too long");
    assert_int_equal(file_write_atomic(longp, "x", 1), TD_ERR_ARG);
    free(longp);
}

static void test_file_copy_atomic(void **state) {
    (void)state;
    const char *from = test_path("copy-from.bin"), *to = test_path("copy-to.bin");
    unsigned char bytes[70000];  // more than one stdio buffer
    for (size_t i = 0; i < sizeof bytes; i++) bytes[i] = (unsigned char)(i * 131 + 7);
    write_with_stdio(from, bytes, sizeof bytes);
    write_with_stdio(to, "old", 3);
    assert_int_equal(file_copy_atomic(from, to), 0);
    void *d;
    size_t n;
    assert_int_equal(file_read_all(to, &d, &n), 0);
    assert_int_equal(n, sizeof bytes);
    assert_memory_equal(d, bytes, n);
    free(d);
    assert_int_equal(file_copy_atomic(test_path("copy-missing.bin"), to), TD_ERR_IO);
    assert_contains(td_last_error(), "copy-missing.bin");
    td_clear_error();
    assert_int_equal(file_read_all(to, &d, &n), 0);
    assert_int_equal(n, sizeof bytes);
    free(d);
}

// A special file is written in place, not replaced: a FIFO (standing for /dev/null, which the
// test only stats) stays a FIFO and its reader gets the bytes.
static void test_file_write_special(void **state) {
    (void)state;
    char fifo[600], out[600], dir[600], reg[600];
    snprintf(fifo, sizeof fifo, "%s/special.fifo", test_tmpdir());
    snprintf(out, sizeof out, "%s/special.out", test_tmpdir());
    snprintf(dir, sizeof dir, "%s", test_tmpdir());
    snprintf(reg, sizeof reg, "%s", test_tmp_text("special.reg", "x"));
    assert_int_equal(file_is_special("/dev/null"), 1);
    assert_int_equal(file_is_special(dir), 0);
    assert_int_equal(file_is_special(reg), 0);
    assert_int_equal(file_is_special("/nonexistent/x"), 0);
    unlink(fifo);
    assert_int_equal(mkfifo(fifo, 0600), 0);
    assert_int_equal(file_is_special(fifo), 1);
    assert_int_equal(test_run("cat %s > %s &", fifo, out), 0);
    assert_int_equal(file_write_atomic(fifo, "hello\n", 6), 0);
    struct stat st;
    assert_int_equal(stat(fifo, &st), 0);
    assert_true(S_ISFIFO(st.st_mode));
    int ok = 0;
    for (int i = 0; i < 100 && !ok; i++) {  // the reader finishes once the writer has closed
        ok = strcmp(test_slurp(out), "hello\n") == 0;
        if (!ok) nanosleep(&(struct timespec){0, 20000000L}, NULL);
    }
    assert_true(ok);
    test_assert_no_tmp(fifo);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_path_fmt),
        cmocka_unit_test(test_atomic_file),
        cmocka_unit_test(test_mkdir_p),
        cmocka_unit_test(test_file_read_all),
        cmocka_unit_test(test_file_write_atomic),
        cmocka_unit_test(test_file_write_special),
        cmocka_unit_test(test_file_copy_atomic),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
