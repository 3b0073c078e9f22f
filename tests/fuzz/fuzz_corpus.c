// Fuzz target: the corpus reader (data/corpus.h corpus_read_parallel and corpus_read_lines: plain
// and gzip files, both sides, UTF-8 and NUL checks, BOM and CR removal, line counts).
//
// Input: one mode byte, then SOURCE 0xFF TARGET. Mode bit 0: the source file is gzip-compressed
// (by the harness), bit 1: the target is, bit 2: skip empty pairs (training data). A side can also
// be gzip bytes of its own (then zlib reads it as gzip whatever the mode).
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "data/corpus.h"
#include "tests/fuzz/fuzz_util.h"

static void write_side(const char *path, const uint8_t *d, size_t n, int gz) {
    if (gz) fuzz_write_gz(path, d, n);
    else fuzz_write(path, d, n);
}

// What the reader promises: every line is NUL-free, as long as its length says, and checks clean.
static void check_lines(const TextLines *t) {
    for (int i = 0; i < t->n; i++)
        if (strlen(t->line[i]) != (size_t)t->len[i] ||
            text_line_check(t->line[i], (size_t)t->len[i], NULL) != TEXT_LINE_OK)
            abort();
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    if (size < 1) return 0;
    int mode = data[0];
    const uint8_t *a, *b;
    size_t na, nb;
    fuzz_split(data + 1, size - 1, 0xFF, &a, &na, &b, &nb);
    char src[600], tgt[600];
    fuzz_path("c.en", src, sizeof src);
    fuzz_path("c.es", tgt, sizeof tgt);
    write_side(src, a, na, mode & 1);
    write_side(tgt, b, nb, mode & 2);
    ParallelText p;
    if (corpus_read_parallel(src, tgt, (mode & 4) != 0, &p) == 0) {
        if (p.src.n != p.n || p.tgt.n != p.n || p.n > p.n_read || p.n + p.n_empty > p.n_read)
            abort();
        check_lines(&p.src);
        check_lines(&p.tgt);
        parallel_text_free(&p);
    }
    TextLines t;
    if (corpus_read_lines(src, &t) == 0) {
        check_lines(&t);
        text_lines_free(&t);
    }
    return 0;
}
