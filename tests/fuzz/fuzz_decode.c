// Fuzz target: bin/decode's own parsers (decode/main.c, included here with its main renamed): the
// option values (parse_args: numbers, choices, combinations) and the input line reader it uses
// (util/zlib_io.h line_reader_next: blocks split at "\n", CR and BOM removal, NUL bytes kept in
// the line, plain and gzip input, truncated gzip streams), with text_line_check over every line
// as run() does.
//
// Input: ARGS 0x01 TEXT. ARGS holds up to 32 NUL-separated arguments (after "decode"); TEXT is the
// input file (gzip when it starts with the gzip magic).
#define main decode_main
#include "decode/main.c"
#undef main

#include "tests/fuzz/fuzz_util.h"

int LLVMFuzzerInitialize(int *argc, char ***argv) {
    (void)argc, (void)argv;
    (void)blas_set_threads(1);
    return 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    const uint8_t *args, *text;
    size_t nargs, ntext;
    fuzz_split(data, size, 0x01, &args, &nargs, &text, &ntext);
    char *abuf = malloc(nargs + 1);
    if (!abuf) abort();
    memcpy(abuf, args, nargs);
    abuf[nargs] = '\0';
    char *argv[34];
    int argc = 0;
    argv[argc++] = "decode";
    for (size_t i = 0; i <= nargs && argc < 33;) {  // NUL-separated pieces
        argv[argc++] = abuf + i;
        i += strlen(abuf + i) + 1;
    }
    argv[argc] = NULL;
    DecodeArgs a;
    optind = 0;  // glibc: a full re-initialisation of getopt
    (void)parse_args(argc, argv, &a);
    free(abuf);

    char path[600];
    fuzz_path("input.txt", path, sizeof path);
    fuzz_write(path, text, ntext);
    LineReader *r;
    if (line_reader_open(&r, path) == 0) {
        char *line;
        size_t len;
        while (line_reader_next(r, &line, &len) > 0) {
            if (line[len] != '\0') abort();
            size_t col;
            (void)text_line_check(line, len, &col);
        }
        line_reader_close(r);
    }
    return 0;
}
