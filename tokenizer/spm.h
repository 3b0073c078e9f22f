// SentencePiece tokenizer: a C interface over Debian's libsentencepiece (the C++ lives in spm.cc;
// no exception crosses this interface).
//
// Model files are ordinary SentencePiece `.model` files (Debian's spm_encode/spm_decode read ours,
// we read theirs). Tandem fixes the special ids: pad = 0, bos = 1, eos = 2, unk = 3 (the PyTorch
// reference uses the same); spm_load refuses a model whose special ids differ.
//
// Encoding and decoding on one const SpmModel are thread-safe (SentencePiece's const API).
#ifndef TANDEM_SPM_H
#define TANDEM_SPM_H

#include <stdint.h>

#include "tensor/status.h"

#ifdef __cplusplus
extern "C" {
#endif

enum { SPM_PAD_ID = 0, SPM_BOS_ID = 1, SPM_EOS_ID = 2, SPM_UNK_ID = 3 };

typedef struct SpmModel SpmModel;

// Loads a SentencePiece model file. Returns NULL and sets the error message when the file cannot
// be read, is not a SentencePiece model (malformed wire format, or a precompiled character map
// whose trie or string table points outside itself: the library would follow it), or its special
// ids are not pad=0 bos=1 eos=2 unk=3.
SpmModel *spm_load(const char *path) TD_MUST_USE;

// Frees a model (NULL is allowed).
void spm_free(SpmModel *m);

// Number of pieces in the vocabulary (ids are 0 .. size-1).
int spm_vocab_size(const SpmModel *m);

// CRC32 (zlib) of the model file's bytes, computed at load time. Stored in checkpoints so that a
// network is never used with a different tokenizer.
uint32_t spm_checksum(const SpmModel *m);

// CRC32 (zlib) of a file's bytes into *crc. Returns 0, or TD_ERR_IO if the file cannot be read.
int spm_file_checksum(const char *path, uint32_t *crc) TD_MUST_USE;

// Encodes UTF-8 text into piece ids (no BOS/EOS added). *ids is malloc'd (free() it; never NULL on
// success, even for n = 0) and *n is its length. Returns 0, TD_ERR_INTERNAL if SentencePiece
// fails (e.g. invalid UTF-8), TD_ERR_NOMEM.
int spm_encode(const SpmModel *m, const char *text, int **ids, int *n) TD_MUST_USE;

// Same as spm_encode for `len` bytes of text (need not be NUL-terminated).
int spm_encode_n(const SpmModel *m, const char *text, size_t len, int **ids, int *n) TD_MUST_USE;

// spm_encode_n that also gives, for each piece k, the bytes text[begin[k], end[k]) of the input it
// stands for (SentencePiece's SentencePieceText offsets, in the original bytes before
// normalisation: a word-initial piece also covers the whitespace before it, an unk piece the
// characters it replaces). *ids, *begin and *end are malloc'd (free() each). Same errors.
int spm_encode_spans(const SpmModel *m, const char *text, size_t len, int **ids, int **begin,
                     int **end, int *n) TD_MUST_USE;

// Decodes n ids into malloc'd NUL-terminated UTF-8 text (free() it). Control ids (pad, bos, eos)
// decode to nothing. Returns 0, TD_ERR_ARG for an id outside [0, vocab), TD_ERR_INTERNAL, or
// TD_ERR_NOMEM.
int spm_decode(const SpmModel *m, const int *ids, int n, char **text) TD_MUST_USE;

// Id of a piece (e.g. "▁the"), or SPM_UNK_ID when the piece is not in the vocabulary.
int spm_piece_to_id(const SpmModel *m, const char *piece);

// The piece of an id, as a NUL-terminated string owned by the model (valid until spm_free), or
// NULL for an id outside [0, vocab).
const char *spm_id_to_piece(const SpmModel *m, int id);

#ifdef __cplusplus
}
#endif

#endif
