// Everything the project does with zlib, behind one file (util/zlib_io.c is the only file that
// includes <zlib.h>): the one line reader for text files, plain or gzip; the writer of bin/decode's
// output, plain or gzip, atomic; the CRC-32 and the deflate / inflate streams of the checkpoint
// container (tensor/checkpoint.c) and the tokenizer's checksum (tokenizer/spm.cc).
//
// util/ is the bottom layer: libc, zlib and tensor/status.h alone. Every layer above reads text
// through LineReader: the corpus (data/corpus.c), bin/decode's input and its progress count
// (decode/), bin/score's files, bin/compare's files (study/text_io.c).
#ifndef TANDEM_UTIL_ZLIB_IO_H
#define TANDEM_UTIL_ZLIB_IO_H

#include <stddef.h>
#include <stdint.h>

#include "tensor/status.h"
#include "util/fs.h"

#ifdef __cplusplus
extern "C" {  // C linkage when included from C++ (tokenizer/spm.cc)
#endif

// ---- reading lines ----------------------------------------------------------------------------

typedef struct LineReader LineReader;

// Opens `path` for reading lines; NULL or "-" is standard input. A file or pipe is read in blocks,
// plain text and gzip alike (zlib tells them apart by the gzip magic bytes); standard input on a
// terminal is read one line at a time with no read-ahead, so that each line is answered as it is
// typed. Returns 0 with *r set, TD_ERR_IO ("cannot open PATH: REASON") or TD_ERR_NOMEM.
TD_MUST_USE int line_reader_open(LineReader **r, const char *path);

// The next line: *line points at its bytes (without "\n" or "\r\n"; a UTF-8 byte-order mark at
// the start of the first line removed), NUL-terminated, *len bytes long, valid until the next
// call. A NUL byte inside a line stays in it (counted in *len), so a line is never cut or merged
// at one (data/corpus.h text_line_check reports it). A last line without a newline counts; a final
// newline does not start another line. Returns 1, 0 at the end, or a negative status: TD_ERR_IO
// ("cannot read PATH: unexpected end of file (truncated gzip file)", or the system's reason),
// TD_ERR_NOMEM.
TD_MUST_USE int line_reader_next(LineReader *r, char **line, size_t *len);

// The name in messages: the path, or "stdin".
const char *line_reader_name(const LineReader *r);

// Closes the file (not standard input itself) and frees the reader; NULL is allowed.
void line_reader_close(LineReader *r);

// The number of lines line_reader_next would return for `path` (plain or gzip), or -1 when it
// cannot be opened or read (td_error set).
long line_count(const char *path);

// ---- writing text -----------------------------------------------------------------------------

// A text output: standard output, or a file written atomically (util/fs.h AtomicFile), gzip when
// the name ends in ".gz".
typedef struct TextWriter {
    AtomicFile af;  // a file (af.fp NULL for standard output)
    void *gz;       // the gzip stream over af's file, or NULL
    int err;        // a write failed
} TextWriter;

// Opens `path` (NULL: standard output). Returns 0, TD_ERR_ARG (path too long) or TD_ERR_IO.
TD_MUST_USE int text_writer_open(TextWriter *w, const char *path);

// Writes the string s (errors are remembered and reported by text_writer_close).
void text_writer_puts(TextWriter *w, const char *s);

// Flushes standard output, after each line of an interactive session.
void text_writer_flush(TextWriter *w);

// The temporary file being written ("" for standard output or a device written in place): for a
// signal handler to remove on an interrupt.
const char *text_writer_tmp(const TextWriter *w);

// Closes the output. keep = 1: finishes the gzip stream and renames the temporary file over the
// path (atomic_close); keep = 0: removes it and leaves the path untouched. Returns 0, or TD_ERR_IO
// when a write failed (the temporary file then removed, the path untouched).
TD_MUST_USE int text_writer_close(TextWriter *w, int keep);

// ---- checksums and compressed blocks ----------------------------------------------------------

// The CRC-32 (ISO-HDLC, the gzip / PNG polynomial) of n bytes, continued from `crc` (0 to start),
// for any n.
uint32_t crc32_update(uint32_t crc, const void *p, size_t n);

// The CRC-32 of A followed by B from crc(A), crc(B) and B's length (zlib's crc32_combine).
uint32_t crc32_concat(uint32_t crc_a, uint32_t crc_b, uint64_t len_b);

// A deflate stream (zlib format, RFC 1950) that hands its output to a sink in chunks.
typedef struct Deflater Deflater;
typedef int (*DeflateSink)(void *ctx, const void *chunk, size_t n);  // returns 0 or < 0 to stop

// A new stream at compression level 1-9, or NULL (TD_ERR_NOMEM / TD_ERR_INTERNAL set).
Deflater *deflater_new(int level);

// Compresses n bytes of `in` (finish = 1 on the last call, which may pass n = 0) and hands every
// finished chunk to sink(ctx, ...). Returns 0, the sink's negative status, or TD_ERR_INTERNAL.
TD_MUST_USE int deflater_write(Deflater *d, const void *in, size_t n, int finish, DeflateSink sink,
                               void *ctx);

void deflater_free(Deflater *d);

// Inflates the zlib stream src[0..src_len) into dst, which it must fill exactly: dst_len bytes,
// with all of src used. Returns 0 or TD_ERR_FORMAT ("corrupt compressed data", with what went
// wrong), TD_ERR_INTERNAL.
TD_MUST_USE int inflate_exact(void *dst, size_t dst_len, const void *src, size_t src_len);

#ifdef __cplusplus
}
#endif

#endif
