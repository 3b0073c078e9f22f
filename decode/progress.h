// bin/decode's live progress line on a terminal: lines done, sentences (input lines) per second
// and, when the input's line count is known (a regular file: -i FILE, or stdin redirected from a
// plain one), the percentage done and the time left at the rate so far.
#ifndef TANDEM_DECODE_PROGRESS_H
#define TANDEM_DECODE_PROGRESS_H

#include <stddef.h>

// Formats the line into buf[cap] (no "\r", no newline):
//   total > 0:  "decode: DONE/TOTAL lines (P%), R sentences/s, T left"
//   total <= 0: "decode: DONE lines, R sentences/s"
// R = done / elapsed_s with one decimal (0.0 while elapsed_s <= 0). P = 100 * done / total
// rounded down to one decimal, so that 100.0% means every line is done (done is capped at
// total). T = elapsed_s * (total - done) / done as format_clock (util/options.h) writes it
// ("MM:SS", "H:MM:SS"), "--:--" while done = 0.
void decode_progress_format(char *buf, size_t cap, long done, long total, double elapsed_s);

// The number of lines of the plain text that remains in the regular file open as fd (standard
// input redirected from a file), from its current offset, which is left where it was (pread), as
// util/zlib_io.h line_count counts a file's; -1 for gzip data or a read error.
long decode_count_lines_fd(int fd);

#endif
