// Shared helpers of the fuzz targets (tests/fuzz/fuzz_*.c): the parsers under test read files, so
// each input is written to a file in a private directory (under $TMPDIR, default /tmp) first.
#ifndef TANDEM_FUZZ_UTIL_H
#define TANDEM_FUZZ_UTIL_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <zlib.h>

// The private directory, created on first use and removed at exit.
static char g_fuzz_dir[512];

static void fuzz_cleanup(void) {
    char cmd[600];
    if (!g_fuzz_dir[0]) return;
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", g_fuzz_dir);
    if (system(cmd) != 0) fprintf(stderr, "fuzz: cannot remove %s\n", g_fuzz_dir);
}

// Writes the path of `name` inside the private directory into buf (cap bytes) and returns buf.
static const char *fuzz_path(const char *name, char *buf, size_t cap) {
    if (!g_fuzz_dir[0]) {
        const char *t = getenv("TMPDIR") ? getenv("TMPDIR") : "/tmp";
        snprintf(g_fuzz_dir, sizeof g_fuzz_dir, "%s/tandem-fuzz-XXXXXX", t);
        if (!mkdtemp(g_fuzz_dir)) {
            perror("fuzz: mkdtemp");
            abort();
        }
        atexit(fuzz_cleanup);
    }
    snprintf(buf, cap, "%s/%s", g_fuzz_dir, name);
    return buf;
}

// Writes data[0..n) to the file `path` (abort on failure: the harness, not the input, is broken).
static void fuzz_write(const char *path, const void *data, size_t n) {
    FILE *f = fopen(path, "wb");
    if (!f || (n && fwrite(data, 1, n, f) != n) || fclose(f) != 0) {
        perror(path);
        abort();
    }
}

// Writes data[0..n) gzip-compressed to `path`.
static void fuzz_write_gz(const char *path, const void *data, size_t n) {
    gzFile g = gzopen(path, "wb1");
    if (!g || (n && gzwrite(g, data, (unsigned)n) != (int)n) || gzclose(g) != Z_OK) {
        perror(path);
        abort();
    }
}

// Checkpoint-format inputs: the mutator almost never produces a matching CRC32, which would stop
// every input at the CRC check, so the targets recompute the trailer's CRC over buf[0..n-12) (when
// the input's mode byte asks) and the header, index and data behind it are reached.
static void fuzz_fix_crc(unsigned char *buf, size_t n) {
    if (n < 12) return;
    uLong crc = crc32(0L, Z_NULL, 0);
    crc = crc32(crc, buf, (uInt)(n - 12));
    for (int i = 0; i < 4; i++) buf[n - 12 + i] = (unsigned char)(crc >> (8 * i));
}

// Writes a checkpoint-format input to `path`: data[0] is the mode byte (bit 0: recompute the CRC),
// data[1..size) the file. Returns 0, or -1 for an empty input (nothing written).
static int fuzz_write_ckpt(const char *path, const uint8_t *data, size_t size) {
    if (size < 1) return -1;
    size_t n = size - 1;
    unsigned char *buf = malloc(n ? n : 1);
    if (!buf) abort();
    memcpy(buf, data + 1, n);
    if (data[0] & 1) fuzz_fix_crc(buf, n);
    fuzz_write(path, buf, n);
    free(buf);
    return 0;
}

// Splits data at the first occurrence of the byte `sep`: *a/[*na] before, *b/[*nb] after (the
// separator dropped; *b is empty when there is none).
static void fuzz_split(const uint8_t *data, size_t n, uint8_t sep, const uint8_t **a, size_t *na,
                       const uint8_t **b, size_t *nb) {
    const uint8_t *p = memchr(data, sep, n);
    *a = data;
    *na = p ? (size_t)(p - data) : n;
    *b = p ? p + 1 : data + n;
    *nb = p ? n - *na - 1 : 0;
}

#endif
