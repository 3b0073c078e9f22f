// bin/decode's progress line (see progress.h).
#include "decode/progress.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <zlib.h>

#include "util/options.h"

void decode_progress_format(char *buf, size_t cap, long done, long total, double elapsed_s) {
    double rate = elapsed_s > 0 ? done / elapsed_s : 0.0;
    if (total <= 0) {
        snprintf(buf, cap, "decode: %ld lines, %.1f sentences/s", done, rate);
        return;
    }
    if (done > total) done = total;
    long permille = (long)(1000 * (long double)done / total);  // rounded down
    char left[32];
    format_clock(done > 0 ? elapsed_s * (double)(total - done) / (double)done : -1.0, "--:--",
                 left, sizeof left);
    snprintf(buf, cap, "decode: %ld/%ld lines (%ld.%ld%%), %.1f sentences/s, %s left", done, total,
             permille / 10, permille % 10, rate, left);
}

long decode_count_lines(const char *path) {
    gzFile gz = gzopen(path, "rb");
    if (!gz) return -1;
    enum { BLOCK = 1 << 17 };
    char *buf = malloc(BLOCK);
    long lines = 0;
    int got, last = '\n';
    while (buf && (got = gzread(gz, buf, BLOCK)) > 0) {
        for (const char *p = buf, *end = buf + got; (p = memchr(p, '\n', (size_t)(end - p)));
             p++)
            lines++;
        last = (unsigned char)buf[got - 1];
    }
    int err = Z_OK;
    gzerror(gz, &err);
    gzclose(gz);
    if (!buf || err != Z_OK) lines = -1;
    else if (last != '\n') lines++;
    free(buf);
    return lines;
}
