// bin/decode's progress line (see progress.h).
#include "decode/progress.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "util/options.h"
#include "util/progname.h"

void decode_progress_format(char *buf, size_t cap, long done, long total, double elapsed_s) {
    double rate = elapsed_s > 0 ? done / elapsed_s : 0.0;
    if (total <= 0) {
        snprintf(buf, cap, "%s: %ld lines, %.1f sentences/s", prog_name("decode"), done, rate);
        return;
    }
    if (done > total) done = total;
    long permille = (long)(1000 * (long double)done / total);  // rounded down
    char left[32];
    format_clock(done > 0 ? elapsed_s * (double)(total - done) / (double)done : -1.0, "--:--",
                 left, sizeof left);
    snprintf(buf, cap, "%s: %ld/%ld lines (%ld.%ld%%), %.1f sentences/s, %s left",
             prog_name("decode"), done, total, permille / 10, permille % 10, rate, left);
}

enum { COUNT_BLOCK = 1 << 17 };

// Adds the "\n" of buf[0, n) to *lines and keeps its last byte in *last.
static void count_newlines(const char *buf, size_t n, long *lines, int *last) {
    for (const char *p = buf, *end = buf + n; (p = memchr(p, '\n', (size_t)(end - p))); p++)
        (*lines)++;
    if (n > 0) *last = (unsigned char)buf[n - 1];
}

long decode_count_lines_fd(int fd) {
    off_t off = lseek(fd, 0, SEEK_CUR);
    char *buf = off < 0 ? NULL : malloc(COUNT_BLOCK);
    if (!buf) return -1;
    long lines = 0;
    int last = '\n';
    ssize_t got;
    for (int first = 1; (got = pread(fd, buf, COUNT_BLOCK, off)) > 0; first = 0, off += got) {
        if (first && got >= 2 && (unsigned char)buf[0] == 0x1f && (unsigned char)buf[1] == 0x8b)
            break;  // gzip: not counted
        count_newlines(buf, (size_t)got, &lines, &last);
    }
    free(buf);
    if (got != 0) return -1;
    return last != '\n' ? lines + 1 : lines;
}
