// bin/decode's progress line (decode/progress.h): the text, worked out by hand below, the line
// count of a file (against wc -l and hand counts), and on a pseudo-terminal (script(1)) the line
// a regular file gets (percentage, time left) and the one a pipe gets (lines and rate only).
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "decode/progress.h"
#include "tests/test_util.h"

static void check(long done, long total, double elapsed, const char *want) {
    char buf[256];
    decode_progress_format(buf, sizeof buf, done, total, elapsed);
    assert_string_equal(buf, want);
}

static void test_format(void **state) {
    (void)state;
    // No total (stdin, a pipe): lines and rate. 120 lines in 4 s = 30.0/s.
    check(120, 0, 4.0, "decode: 120 lines, 30.0 sentences/s");
    check(0, 0, 0.0, "decode: 0 lines, 0.0 sentences/s");
    // 392 of 1571 in 10 s: 39.2/s; 392000 / 1571 = 249.5 permille -> 24.9%; left 10 * 1179 / 392
    // = 30.08 s -> 00:30.
    check(392, 1571, 10.0, "decode: 392/1571 lines (24.9%), 39.2 sentences/s, 00:30 left");
    // Nothing done yet: no estimate.
    check(0, 1571, 0.5, "decode: 0/1571 lines (0.0%), 0.0 sentences/s, --:-- left");
    // 99.96% is shown as 99.9% (rounded down); left 100 * 4 / 9996 = 0.04 s -> 00:00.
    check(9996, 10000, 100.0, "decode: 9996/10000 lines (99.9%), 100.0 sentences/s, 00:00 left");
    check(10000, 10000, 100.0, "decode: 10000/10000 lines (100.0%), 100.0 sentences/s, 00:00 left");
    // 1 of 2000 in 2 s: left 2 * 1999 = 3998 s = 1 h 6 min 38 s.
    check(1, 2000, 2.0, "decode: 1/2000 lines (0.0%), 0.5 sentences/s, 1:06:38 left");
    // More lines than counted (a file that grew): the count is capped at the total.
    check(12, 10, 1.0, "decode: 10/10 lines (100.0%), 12.0 sentences/s, 00:00 left");
}

static void test_count_lines(void **state) {
    (void)state;
    const char *g = test_tmp_text("e.txt", "x\ny\nz\n");
    assert_int_equal(test_run("gzip -c %s > %s.gz", g, g), 0);
    char gz[1100];
    snprintf(gz, sizeof gz, "%s.gz", g);
    // an open file from its offset (left where it was); gzip data is not counted
    FILE *fa = fopen(test_tmp_text("f.txt", "ab\ncd\nef\ngh"), "r");
    assert_int_equal(fseek(fa, 3, SEEK_SET), 0);  // at "cd": "cd", "ef", "gh" remain
    int fd = fileno(fa);
    assert_int_equal(lseek(fd, 0, SEEK_CUR), 3);
    assert_int_equal(decode_count_lines_fd(fd), 3);
    assert_int_equal(lseek(fd, 0, SEEK_CUR), 3);
    fclose(fa);
    FILE *fg = fopen(gz, "r");
    assert_int_equal(decode_count_lines_fd(fileno(fg)), -1);
    fclose(fg);
    // bible300.en ends with "\n": wc -l counts the same lines
    FILE *p = popen("wc -l < tests/data/bible300.en", "r");
    long wc = -1;
    assert_int_equal(fscanf(p, "%ld", &wc), 1);
    pclose(p);
    FILE *fb = fopen("tests/data/bible300.en", "r");
    assert_int_equal(decode_count_lines_fd(fileno(fb)), wc);
    fclose(fb);
}

// The live line on a terminal: a regular file (-i FILE or < FILE) shows "N/N lines (100.0%)" and
// the time left; a pipe shows lines and rate only.
static void test_tty(void **state) {
    (void)state;
    if (test_run("test -x bin/decode && command -v script > /dev/null") != 0) {
        test_skip("bin/decode (make test builds it) or script(1) (package bsdutils) is missing");
    }
    assert_int_equal(test_run("head -5 tests/data/bible300.en > %s", test_path("five.en")), 0);
    assert_int_equal(test_run("script -qec 'bin/decode -t 1 -m pretrained/rnn-en-es -i %s -o %s' "
                              "%s > /dev/null 2>&1", test_path("five.en"), test_path("five.es"),
                              test_path("file.typescript")), 0);
    char *t = test_read_file(test_path("file.typescript"));
    assert_non_null(strstr(t, "decode: 5/5 lines (100.0%), "));
    assert_non_null(strstr(t, " left"));
    free(t);
    assert_int_equal(test_run("script -qec 'bin/decode -t 1 -m pretrained/rnn-en-es < %s > %s' "
                              "%s > /dev/null 2>&1", test_path("five.en"), test_path("five.es"),
                              test_path("redir.typescript")), 0);
    t = test_read_file(test_path("redir.typescript"));
    assert_non_null(strstr(t, "decode: 5/5 lines (100.0%), "));
    free(t);
    assert_int_equal(test_run("script -qec 'cat %s | bin/decode -t 1 -m pretrained/rnn-en-es > "
                              "%s' %s > /dev/null 2>&1", test_path("five.en"),
                              test_path("pipe.es"), test_path("pipe.typescript")), 0);
    t = test_read_file(test_path("pipe.typescript"));
    assert_non_null(strstr(t, "decode: 5 lines, "));
    assert_null(strstr(t, " left"));
    free(t);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_format),
        cmocka_unit_test(test_count_lines),
        cmocka_unit_test(test_tty),
    };
    return cmocka_run_group_tests_name("decode_progress", tests, NULL, NULL);
}
