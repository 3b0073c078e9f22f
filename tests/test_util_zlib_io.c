// Tests for util/zlib_io: the line reader (plain and gzip, line ends, BOM, NUL bytes, cut gzip),
// line_count, the text writer (plain, gzip, atomic), the CRC-32 and the deflate / inflate pair.
// Inputs are written byte by byte here, gzip files by the gzip program; expected lines are the
// bytes written; the CRC-32 check value is the standard's (CRC-32/ISO-HDLC of "123456789" is
// 0xCBF43926), and compressed data is checked by inflating it with zlib directly.
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <zlib.h>

#include "tests/test_util.h"
#include "util/zlib_io.h"

// Reads every line of path into a "|"-joined string (a NUL byte shown as '0'), and the count.
static int read_joined(const char *path, char *out, size_t cap) {
    LineReader *r;
    assert_int_equal(line_reader_open(&r, path), 0);
    out[0] = '\0';
    int n = 0, rc;
    char *s;
    size_t len;
    while ((rc = line_reader_next(r, &s, &len)) > 0) {
        assert_int_equal(s[len], '\0');
        size_t k = strlen(out);
        if (n++) out[k++] = '|';
        for (size_t i = 0; i < len && k + 1 < cap; i++) out[k++] = s[i] ? s[i] : '0';
        out[k] = '\0';
    }
    line_reader_close(r);
    return rc < 0 ? rc : n;
}

static const char *gzip_of(const char *name, const void *bytes, size_t len) {
    const char *p = test_tmp_file(name, bytes, len);
    assert_int_equal(test_run("gzip -f -k %s", p), 0);
    static char gz[8][2048];
    static int k;
    char *g = gz[k++ % 8];
    snprintf(g, sizeof gz[0], "%s.gz", p);
    return g;
}

// Line ends: LF, CRLF, a last line without a newline, empty lines; a BOM only at the start of the
// file; a NUL byte stays inside its line. The same bytes gzipped read the same.
static void test_lines(void **state) {
    (void)state;
    static const char text[] = "\xEF\xBB\xBF" "a\r\n\nb\0c\n\xEF\xBB\xBF" "d\r\ne";
    const char *want = "a||b0c|\xEF\xBB\xBF" "d|e";
    char got[256];
    assert_int_equal(read_joined(test_tmp_file("l.txt", text, sizeof text - 1), got, sizeof got),
                     5);
    assert_string_equal(got, want);
    assert_int_equal(read_joined(gzip_of("l2.txt", text, sizeof text - 1), got, sizeof got), 5);
    assert_string_equal(got, want);
    assert_int_equal(read_joined(test_tmp_text("e.txt", ""), got, sizeof got), 0);
    assert_int_equal(read_joined(test_tmp_text("n.txt", "\n\n"), got, sizeof got), 2);
    assert_string_equal(got, "|");
    // a line longer than the read-ahead block (128 KiB) comes whole
    size_t big = 300000;
    char *b = malloc(big + 3);
    memset(b, 'x', big);
    memcpy(b + big, "\ny", 3);
    LineReader *r;
    assert_int_equal(line_reader_open(&r, test_tmp_file("big.txt", b, big + 2)), 0);
    char *s;
    size_t len;
    assert_int_equal(line_reader_next(r, &s, &len), 1);
    assert_int_equal(len, big);
    assert_memory_equal(s, b, big);
    assert_int_equal(line_reader_next(r, &s, &len), 1);
    assert_string_equal(s, "y");
    assert_int_equal(line_reader_next(r, &s, &len), 0);
    line_reader_close(r);
    free(b);
}

// A missing file and a gzip stream cut short are errors naming the file, never fewer lines.
static void test_errors(void **state) {
    (void)state;
    LineReader *r;
    assert_int_equal(line_reader_open(&r, test_path("missing.txt")), TD_ERR_IO);
    assert_null(r);
    assert_non_null(strstr(td_last_error(), "missing.txt"));
    char text[4000];
    for (int i = 0; i < 400; i++) memcpy(text + 10 * i, "line wxyz\n", 10);
    const char *gz = gzip_of("cut.txt", text, sizeof text);
    assert_int_equal(test_run("head -c 40 %s > %s.cut", gz, gz), 0);
    char cut[2100];
    snprintf(cut, sizeof cut, "%s.cut", gz);
    assert_int_equal(line_reader_open(&r, cut), 0);
    char *s;
    size_t len;
    int rc;
    while ((rc = line_reader_next(r, &s, &len)) > 0) {}
    line_reader_close(r);
    assert_int_equal(rc, TD_ERR_IO);
    assert_non_null(strstr(td_last_error(), "truncated gzip file"));
    assert_int_equal(line_count(cut), -1);
}

// line_count counts what the reader returns: a last line without "\n" counts, gzip too.
static void test_line_count(void **state) {
    (void)state;
    assert_int_equal(line_count(test_tmp_text("a.txt", "a\nb\nc")), 3);
    assert_int_equal(line_count(test_tmp_text("b.txt", "a\nb\n")), 2);
    assert_int_equal(line_count(test_tmp_text("c.txt", "")), 0);
    assert_int_equal(line_count(test_tmp_text("d.txt", "\n\n")), 2);
    assert_int_equal(line_count(gzip_of("g.txt", "x\ny\nz\n", 6)), 3);
    assert_int_equal(line_count(test_path("missing.txt")), -1);
    FILE *p = popen("wc -l < tests/data/bible300.en", "r");  // it ends with "\n"
    long wc = -1;
    assert_int_equal(fscanf(p, "%ld", &wc), 1);
    pclose(p);
    assert_int_equal(line_count("tests/data/bible300.en"), wc);
}

// The writer: plain and gzip files appear whole at close (keep = 1) and not at all with keep = 0.
static void test_writer(void **state) {
    (void)state;
    const char *names[2] = {"out.txt", "out.txt.gz"};
    for (int g = 0; g < 2; g++) {
        const char *path = test_path(names[g]);
        TextWriter w;
        assert_int_equal(text_writer_open(&w, path), 0);
        assert_true(strstr(text_writer_tmp(&w), ".tmp") != NULL);
        text_writer_puts(&w, "hola\n");
        text_writer_puts(&w, "mundo\n");
        assert_true(access(path, F_OK) != 0);
        assert_int_equal(text_writer_close(&w, 1), 0);
        char got[64];
        assert_int_equal(read_joined(path, got, sizeof got), 2);
        assert_string_equal(got, "hola|mundo");
        if (g) assert_int_equal(test_run("gzip -t %s", path), 0);  // a real gzip file
        const char *other = test_path(g ? "discard.txt.gz" : "discard.txt");
        assert_int_equal(text_writer_open(&w, other), 0);
        text_writer_puts(&w, "x\n");
        assert_int_equal(text_writer_close(&w, 0), 0);
        assert_true(access(other, F_OK) != 0);
    }
}

static int collect(void *ctx, const void *chunk, size_t n) {
    unsigned char **p = ctx;
    memcpy(*p, chunk, n);
    *p += n;
    return 0;
}

// CRC-32 check values, crc32_concat against the CRC of the whole, and deflate -> inflate.
static void test_crc_and_deflate(void **state) {
    (void)state;
    assert_int_equal(crc32_update(0, "123456789", 9), 0xCBF43926u);
    assert_int_equal(crc32_update(crc32_update(0, "1234", 4), "56789", 5), 0xCBF43926u);
    assert_int_equal(crc32_concat(crc32_update(0, "1234", 4), crc32_update(0, "56789", 5), 5),
                     0xCBF43926u);
    enum { N = 200000 };
    unsigned char *raw = malloc(N), *z = malloc(2 * N), *back = malloc(N);
    for (int i = 0; i < N; i++) raw[i] = (unsigned char)(i % 251 < 100 ? 'a' : i * 7);
    Deflater *d = deflater_new(6);
    assert_non_null(d);
    unsigned char *end = z;
    assert_int_equal(deflater_write(d, raw, N / 2, 0, collect, &end), 0);
    assert_int_equal(deflater_write(d, raw + N / 2, N - N / 2, 1, collect, &end), 0);
    deflater_free(d);
    uLongf blen = N;  // zlib's own inflate agrees
    assert_int_equal(uncompress(back, &blen, z, (uLong)(end - z)), Z_OK);
    assert_int_equal(blen, N);
    assert_memory_equal(back, raw, N);
    memset(back, 0, N);
    assert_int_equal(inflate_exact(back, N, z, (size_t)(end - z)), 0);
    assert_memory_equal(back, raw, N);
    assert_int_equal(inflate_exact(back, N - 1, z, (size_t)(end - z)), TD_ERR_FORMAT);
    assert_int_equal(inflate_exact(back, N, z, (size_t)(end - z) - 1), TD_ERR_FORMAT);
    z[(end - z) / 2] ^= 0x55;
    assert_int_equal(inflate_exact(back, N, z, (size_t)(end - z)), TD_ERR_FORMAT);
    free(raw);
    free(z);
    free(back);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_lines),
        cmocka_unit_test(test_errors),
        cmocka_unit_test(test_line_count),
        cmocka_unit_test(test_writer),
        cmocka_unit_test(test_crc_and_deflate),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
