// Corpus reading: plain and gzip, CRLF/BOM, empty pairs, every bad input with its message;
// tokenisation: EOS placement, filters and their counts, serial == parallel.
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <zlib.h>

#include "data/corpus.h"
#include "tests/test_util.h"
#include "tokenizer/spm.h"
#include "tokenizer/spm_train.h"

#define FIX_EN "tests/data/bible300.en"
#define FIX_ES "tests/data/bible300.es"

static SpmModel *model;


static const char *write_str(const char *name, const char *s) {
    return test_tmp_file(name, s, strlen(s));
}

// Gzips a file to tmpdir/name; returns the path.
static const char *gzip_copy(const char *src, const char *name) {
    static char p[512];
    snprintf(p, sizeof p, "%s/%s", test_tmpdir(), name);
    FILE *in = fopen(src, "rb");
    assert_non_null(in);
    gzFile out = gzopen(p, "wb9");
    assert_non_null(out);
    char buf[4096];
    size_t got;
    while ((got = fread(buf, 1, sizeof buf, in)) > 0)
        assert_int_equal(gzwrite(out, buf, (unsigned)got), (int)got);
    fclose(in);
    assert_int_equal(gzclose(out), Z_OK);
    return p;
}

static int setup(void **state) {
    (void)state;
    char prefix[480], path[512];
    const char *inputs[] = {FIX_EN, FIX_ES};
    SpmTrainOptions o = spm_train_defaults();
    o.inputs = inputs;
    o.n_inputs = 2;
    snprintf(prefix, sizeof prefix, "%s/spm", test_tmpdir());
    o.model_prefix = prefix;
    o.vocab_size = 400;
    if (spm_train(&o) != 0) return -1;
    snprintf(path, sizeof path, "%s.model", prefix);
    model = spm_load(path);
    return model ? 0 : -1;
}

static int teardown(void **state) {
    (void)state;
    spm_free(model);
    return 0;
}

// text_line_check: the first problem of a line and its column (1-based byte within the line),
// counted by hand from the bytes of each case.
static void test_utf8_validator(void **state) {
    (void)state;
    struct {
        const char *s;
        size_t len;
        int problem;
        size_t col;
    } cases[] = {
        {"plain ascii", 11, TEXT_LINE_OK, 0},
        // á “ ” 😀: 2 + 5 + 3 + 1 + 3 + 1 + 4 bytes
        {"\xC3\xA1rbol \xE2\x80\x9Cq\xE2\x80\x9D \xF0\x9F\x98\x80", 19, TEXT_LINE_OK, 0},
        {"ab\xC3(", 4, TEXT_LINE_BAD_UTF8, 3},            // bad continuation: lead byte is 3rd
        {"\xC0\xAF", 2, TEXT_LINE_BAD_UTF8, 1},           // overlong '/'
        {"x\xE0\x80\xAF", 4, TEXT_LINE_BAD_UTF8, 2},      // overlong 3-byte
        {"\xED\xA0\x80", 3, TEXT_LINE_BAD_UTF8, 1},       // UTF-16 surrogate
        {"\xF4\x90\x80\x80", 4, TEXT_LINE_BAD_UTF8, 1},   // above U+10FFFF
        {"ok\xE2\x82", 4, TEXT_LINE_BAD_UTF8, 3},         // cut short at the end
        {"\xFF", 1, TEXT_LINE_BAD_UTF8, 1},
        {"a\x80", 2, TEXT_LINE_BAD_UTF8, 2},              // stray continuation byte
        {"God \0 is.", 9, TEXT_LINE_NUL, 5},              // a NUL inside the line
        {"\0", 1, TEXT_LINE_NUL, 1},
        {"\xC3\xA1\0\xFF", 4, TEXT_LINE_NUL, 3},          // the first problem wins: the NUL
        {"\xFF\0", 2, TEXT_LINE_BAD_UTF8, 1},             // ... or the bad byte before it
        {"\xC3\0", 2, TEXT_LINE_BAD_UTF8, 1},             // a NUL cannot continue a sequence
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        size_t col = 99;
        int got = text_line_check(cases[i].s, cases[i].len, &col);
        if (got != cases[i].problem || col != cases[i].col)
            fail_msg("case %zu: got problem %d at %zu, want %d at %zu", i, got, col,
                     cases[i].problem, cases[i].col);
    }
    assert_int_equal(text_line_check("abc", 3, NULL), TEXT_LINE_OK);
    assert_string_equal(text_line_problem(TEXT_LINE_NUL), "contains a NUL byte");
    assert_string_equal(text_line_problem(TEXT_LINE_BAD_UTF8), "invalid UTF-8");
}

static void test_read_plain_and_gzip_identical(void **state) {
    (void)state;
    ParallelText plain, gz;
    assert_int_equal(corpus_read_parallel(FIX_EN, FIX_ES, 1, &plain), 0);
    assert_int_equal(plain.n, 300);
    assert_int_equal(plain.n_read, 300);
    assert_int_equal(plain.n_empty, 0);
    char en_gz[512];
    snprintf(en_gz, sizeof en_gz, "%s", gzip_copy(FIX_EN, "fix.en.gz"));
    const char *es_gz = gzip_copy(FIX_ES, "fix.es.gz");
    assert_int_equal(corpus_read_parallel(en_gz, es_gz, 1, &gz), 0);
    assert_int_equal(gz.n, 300);
    for (int i = 0; i < 300; i++) {
        assert_int_equal(gz.src.len[i], plain.src.len[i]);
        assert_string_equal(gz.src.line[i], plain.src.line[i]);
        assert_string_equal(gz.tgt.line[i], plain.tgt.line[i]);
        assert_int_equal(gz.line[i], i);
    }
    // Spot values from the fixture (first pair = train line 1: Genesis 1:1).
    assert_string_equal(plain.src.line[0],
                        "In the beginning, God created the heavens and the earth.");
    assert_string_equal(plain.tgt.line[0],
                        "En el principio cri\xC3\xB3 Dios los cielos y la tierra.");
    parallel_text_free(&plain);
    parallel_text_free(&gz);
}

static void test_crlf_bom_and_last_line(void **state) {
    (void)state;
    TextLines t;
    const char *p = write_str("crlf.txt", "\xEF\xBB\xBFhola\r\nmundo\r\n\r\n\xC3\xBA" "ltimo");
    assert_int_equal(corpus_read_lines(p, &t), 0);
    assert_int_equal(t.n, 4);
    assert_string_equal(t.line[0], "hola");
    assert_int_equal(t.len[0], 4);
    assert_string_equal(t.line[1], "mundo");
    assert_string_equal(t.line[2], "");  // empty lines are kept by the single-file reader
    assert_int_equal(t.len[2], 0);
    assert_string_equal(t.line[3], "\xC3\xBAltimo");  // last line without a newline
    text_lines_free(&t);

    assert_int_equal(corpus_read_lines(write_str("empty.txt", ""), &t), 0);
    assert_int_equal(t.n, 0);
    text_lines_free(&t);
    assert_int_equal(corpus_read_lines(write_str("nl.txt", "\n"), &t), 0);
    assert_int_equal(t.n, 1);
    assert_string_equal(t.line[0], "");
    text_lines_free(&t);
}

static void test_empty_pairs(void **state) {
    (void)state;
    const char *en = write_str("e.en", "one\n\ntwo\n \t \nfour\nfive\n");
    const char *es = write_str("e.es", "uno\ndos?\n\ntres\n\ncinco\n");
    ParallelText p;
    // Training mode: lines 2-5 have an empty or blank side and are skipped and counted.
    assert_int_equal(corpus_read_parallel(en, es, 1, &p), 0);
    assert_int_equal(p.n_read, 6);
    assert_int_equal(p.n_empty, 4);
    assert_int_equal(p.n, 2);
    assert_string_equal(p.src.line[0], "one");
    assert_string_equal(p.tgt.line[0], "uno");
    assert_string_equal(p.src.line[1], "five");
    assert_string_equal(p.tgt.line[1], "cinco");
    assert_int_equal(p.line[0], 0);
    assert_int_equal(p.line[1], 5);
    parallel_text_free(&p);
    // Otherwise every pair is kept.
    assert_int_equal(corpus_read_parallel(en, es, 0, &p), 0);
    assert_int_equal(p.n, 6);
    assert_int_equal(p.n_empty, 0);
    assert_string_equal(p.src.line[3], " \t ");
    assert_string_equal(p.tgt.line[2], "");
    parallel_text_free(&p);
}

static void test_line_count_mismatch(void **state) {
    (void)state;
    const char *en = write_str("m.en", "a\nb\nc\n");
    const char *es = write_str("m.es", "a\nb\n");
    ParallelText p;
    assert_int_equal(corpus_read_parallel(en, es, 1, &p), TD_ERR_MISMATCH);
    const char *msg = td_last_error();
    assert_non_null(strstr(msg, "m.en has 3 lines"));
    assert_non_null(strstr(msg, "m.es has 2 lines"));
    assert_int_equal(p.n, 0);
    assert_null(p.src.line);
}

static void test_invalid_utf8(void **state) {
    (void)state;
    const char *en = write_str("u.en", "fine\nalso fine\nbad \xC3( here\n");
    const char *es = write_str("u.es", "bien\nbien\nbien\n");
    ParallelText p;
    assert_int_equal(corpus_read_parallel(en, es, 1, &p), TD_ERR_FORMAT);
    assert_string_equal(td_last_error(), "corpus u.en line 3: invalid UTF-8 at byte 5");
    assert_int_equal(corpus_read_parallel(es, write_str("u2.es", "x\ny\xFFz\n"), 0, &p),
                     TD_ERR_FORMAT);  // the target side is validated too
    assert_string_equal(td_last_error(), "corpus u2.es line 2: invalid UTF-8 at byte 2");
    TextLines t;
    assert_int_equal(corpus_read_lines(write_str("u3.es", "x\ny\xFFz\n"), &t), TD_ERR_FORMAT);
    assert_string_equal(td_last_error(), "corpus u3.es line 2: invalid UTF-8 at byte 2");
    assert_int_equal(corpus_read_lines(test_tmp_file("nul.es", "a\nb\0c\n", 6), &t), TD_ERR_FORMAT);
    assert_string_equal(td_last_error(), "corpus nul.es line 2: contains a NUL byte at byte 2");
    assert_int_equal(t.n, 0);
    // a NUL in the middle of a line, plain and gzip: named by its line, never cut or merged
    static const char nul_text[] = "God created.\nGod \0 is.\nKing.\nThe earth.\n";
    const char *nul_en = test_tmp_file("nul2.en", nul_text, sizeof nul_text - 1);
    assert_int_equal(corpus_read_lines(nul_en, &t), TD_ERR_FORMAT);
    assert_string_equal(td_last_error(), "corpus nul2.en line 2: contains a NUL byte at byte 5");
    assert_int_equal(t.n, 0);
    assert_null(t.line);
    assert_int_equal(corpus_read_lines(gzip_copy(nul_en, "nul2.en.gz"), &t), TD_ERR_FORMAT);
    assert_string_equal(td_last_error(),
                        "corpus nul2.en.gz line 2: contains a NUL byte at byte 5");
    const char *es4 = write_str("nul2.es", "a\nb\nc\nd\n");
    assert_int_equal(corpus_read_parallel(es4, nul_en, 1, &p), TD_ERR_FORMAT);  // target side
    assert_string_equal(td_last_error(), "corpus nul2.en line 2: contains a NUL byte at byte 5");
    assert_int_equal(p.n, 0);
    // the column counts from the start of the line, after a BOM on line 1 and not across lines
    assert_int_equal(corpus_read_lines(write_str("col.en", "\xEF\xBB\xBF" "ab\xFF\n"), &t),
                     TD_ERR_FORMAT);
    assert_string_equal(td_last_error(), "corpus col.en line 1: invalid UTF-8 at byte 3");
    assert_int_equal(corpus_read_lines(write_str("col2.en", "abcdef\r\nxy\xC3\r\n"), &t),
                     TD_ERR_FORMAT);  // a lead byte cut short by the CR LF
    assert_string_equal(td_last_error(), "corpus col2.en line 2: invalid UTF-8 at byte 3");
}

static void test_missing_and_truncated(void **state) {
    (void)state;
    ParallelText p;
    assert_int_equal(corpus_read_parallel("/nonexistent/a.en", FIX_ES, 1, &p), TD_ERR_IO);
    assert_non_null(strstr(td_last_error(), "/nonexistent/a.en"));
    assert_non_null(strstr(td_last_error(), "No such file"));

    // A gzip file cut in the middle of its stream.
    const char *gz = gzip_copy(FIX_ES, "trunc.es.gz");
    FILE *f = fopen(gz, "rb");
    fseek(f, 0, SEEK_END);
    long size = ftell(f);
    fclose(f);
    assert_int_equal(truncate(gz, size / 2), 0);
    TextLines t;
    assert_int_equal(corpus_read_lines(gz, &t), TD_ERR_IO);
    assert_non_null(strstr(td_last_error(), "trunc.es.gz"));
    assert_non_null(strstr(td_last_error(), "truncated"));
    assert_int_equal(t.n, 0);
}

static void test_tokenize(void **state) {
    (void)state;
    ParallelText p;
    assert_int_equal(corpus_read_parallel(FIX_EN, FIX_ES, 1, &p), 0);
    TokOptions o = corpus_tok_defaults();
    o.threads = 1;
    o.max_len = 0;
    TokCorpus c;
    assert_int_equal(corpus_tokenize(&p, model, model, &o, &c), 0);
    assert_int_equal(c.n, 300);
    assert_int_equal(c.n_in, 300);
    assert_true(c.pairs_per_s > 0);
    int64_t src_pieces = 0;
    for (int i = 0; i < c.n; i++) {
        int *ids, n;
        assert_int_equal(spm_encode(model, p.src.line[i], &ids, &n), 0);
        assert_int_equal(tok_src_len(&c, i), n + 1);  // pieces + EOS
        assert_memory_equal(c.src_ids + c.src_off[i], ids, (size_t)n * sizeof(int));
        assert_int_equal(c.src_ids[c.src_off[i] + n], SPM_EOS_ID);
        free(ids);
        assert_int_equal(spm_encode(model, p.tgt.line[i], &ids, &n), 0);
        assert_int_equal(tok_tgt_len(&c, i), n);  // pieces only
        assert_memory_equal(c.tgt_ids + c.tgt_off[i], ids, (size_t)n * sizeof(int));
        free(ids);
        assert_int_equal(c.line[i], i);
        src_pieces += tok_src_len(&c, i) - 1;
    }
    assert_int_equal(c.n_src_pieces, src_pieces);

    // Two threads give the same arrays.
    TokCorpus c2;
    o.threads = 2;
    assert_int_equal(corpus_tokenize(&p, model, model, &o, &c2), 0);
    assert_int_equal(c2.n, c.n);
    assert_memory_equal(c2.src_ids, c.src_ids, (size_t)c.src_off[c.n] * sizeof(int));
    assert_memory_equal(c2.tgt_ids, c.tgt_ids, (size_t)c.tgt_off[c.n] * sizeof(int));
    tok_corpus_free(&c2);

    // Filters: count by hand what each should drop.
    int max_len = 60, want_len = 0, want_ratio = 0;
    double ratio = 1.2;
    for (int i = 0; i < c.n; i++) {
        int ns = tok_src_len(&c, i) - 1, nt = tok_tgt_len(&c, i);
        if (ns > max_len || nt > max_len) {
            want_len++;
            continue;
        }
        int lo = ns < nt ? ns : nt, hi = ns < nt ? nt : ns;
        want_ratio += hi > ratio * (lo > 1 ? lo : 1);
    }
    if (!(want_len > 10 && want_ratio > 10)) fail_msg("len %d ratio %d", want_len, want_ratio);
    o.max_len = max_len;
    o.max_ratio = ratio;
    assert_int_equal(corpus_tokenize(&p, model, model, &o, &c2), 0);
    assert_int_equal(c2.n_drop_len, want_len);
    assert_int_equal(c2.n_drop_ratio, want_ratio);
    assert_int_equal(c2.n, 300 - want_len - want_ratio);
    for (int i = 0; i < c2.n; i++) {
        assert_true(tok_src_len(&c2, i) - 1 <= max_len);
        assert_true(tok_tgt_len(&c2, i) <= max_len);
        int k = c2.line[i];  // the kept pair's ids are those of its original line
        assert_int_equal(tok_tgt_len(&c2, i), tok_tgt_len(&c, k));
        assert_memory_equal(c2.tgt_ids + c2.tgt_off[i], c.tgt_ids + c.tgt_off[k],
                            (size_t)tok_tgt_len(&c, k) * sizeof(int));
    }
    char buf[512];
    FILE *mem = fmemopen(buf, sizeof buf, "w");
    corpus_log_summary(mem, "fixture", &p, &c2);
    fclose(mem);
    assert_non_null(strstr(buf, "300 pairs read"));
    tok_corpus_free(&c2);
    tok_corpus_free(&c);
    parallel_text_free(&p);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_utf8_validator),
        cmocka_unit_test(test_read_plain_and_gzip_identical),
        cmocka_unit_test(test_crlf_bom_and_last_line),
        cmocka_unit_test(test_empty_pairs),
        cmocka_unit_test(test_line_count_mismatch),
        cmocka_unit_test(test_invalid_utf8),
        cmocka_unit_test(test_missing_and_truncated),
        cmocka_unit_test(test_tokenize),
    };
    return cmocka_run_group_tests(tests, setup, teardown);
}
