// Checkpoint container: one self-describing binary file holding named byte
// sections (text such as a configuration, or binary blobs such as a tokenizer model) and named
// float32 tensors with shapes (stored as float32, float16, or int8 with per-row scales). No
// model knowledge lives here; models/model_io.c and the trainer decide what goes in.
//
// File layout (little-endian; every offset from the start of the file):
//   header   64 bytes: magic "TANDEMCK", u32 version (1; 2 when the file holds an int8 tensor,
//            so that a reader of version 1 refuses it by its version), u32 flags (bit 0: data
//            zlib-compressed),
//            char kind[16] (NUL-padded, e.g. "transformer", "rnn", "state"), u32 n_sections,
//            u32 n_tensors, u64 index_len, u64 data_len (bytes stored), u64 raw_len (bytes after
//            decompression), zero padding
//   index    index_len bytes: per section  u8 type (1 text, 2 blob), u16 name_len, name,
//                                          u64 offset, u64 len
//                             per tensor   u8 type (3 float32, 4 float16, 5 int8: version 2
//                                          only, ndim >= 2), u16 name_len, name,
//                                          u8 ndim,
//                                          u32 shape[ndim], u64 offset
//            offsets are into the (decompressed) data region and are multiples of 64
//   padding  zeros up to a multiple of 64
//   data     data_len bytes (raw_len after inflate): each item at its 64-byte-aligned offset,
//            followed by at least one zero byte (so text sections read as C strings); an int8
//            tensor of R rows (R = all dimensions but the last) is R float32 scales (finite,
//            >= 0) then its values as int8 in [-127, 127] (tensor/gemm_int8.h quant_int8_row:
//            value = q * scale)
//   trailer  u32 CRC32 (zlib crc32) of every byte before it, then magic "TDCKEND\0"
//
// Writes go to PATH.tmp, are fsynced, then renamed over PATH (and the directory fsynced), so a
// crash or a full disk never leaves a half-written file under the real name.
#ifndef TANDEM_CHECKPOINT_H
#define TANDEM_CHECKPOINT_H

#include <stddef.h>
#include <stdint.h>

#include "tensor/params.h"
#include "tensor/status.h"

#define CKPT_VERSION 1       // files without int8 tensors (what older programs read)
#define CKPT_VERSION_INT8 2  // files with int8 tensors
#define CKPT_KIND_MAX 16
#define CKPT_NAME_MAX 128

typedef enum { CKPT_TEXT = 1, CKPT_BLOB = 2, CKPT_F32 = 3, CKPT_F16 = 4, CKPT_I8 = 5 } CkptItemType;

// ckpt_write flags.
enum {
    CKPT_ZLIB = 1,  // deflate the data region (zlib level 6)
    CKPT_HALF = 2,  // store float32 tensors as IEEE float16 (round to nearest even; for shipping a
                    // trained model at half the size; loading converts back to float32)
    CKPT_INT8 = 4,  // store float32 tensors of >= 2 dimensions as int8 per row (quant_int8_row;
                    // a quarter of the size, for int8 decoding; loading dequantises to float32
                    // and ckpt_load_int8 keeps the int8 values); the others as CKPT_HALF says
};

// One named item: a text/blob section (data, len bytes) or a float32 tensor (data, shape).
typedef struct CkptItem {
    char name[CKPT_NAME_MAX];
    CkptItemType type;
    int ndim;                      // tensors: 1..PARAM_MAX_DIMS
    int shape[PARAM_MAX_DIMS];
    size_t len;                    // bytes (float32 tensors: 4 * product of shape)
    const void *data;              // writer: source bytes; reader: points into the loaded data
    size_t offset;                 // in the data region (filled by the writer / from the index)
} CkptItem;

// A list of items to write, built with ckpt_list_*; the data is referenced, not copied.
typedef struct CkptList {
    CkptItem *items;
    int n, cap;
} CkptList;

// Appends a NUL-terminated text section (the terminator is not stored). Returns 0 or
// TD_ERR_ARG (name too long or duplicate) / TD_ERR_NOMEM.
int ckpt_list_text(CkptList *l, const char *name, const char *text) TD_MUST_USE;
// Appends a binary blob of len bytes (len may be 0).
int ckpt_list_blob(CkptList *l, const char *name, const void *data, size_t len) TD_MUST_USE;
// Appends a float32 tensor of shape[0..ndim).
int ckpt_list_tensor(CkptList *l, const char *name, int ndim, const int *shape,
                     const float *data) TD_MUST_USE;
// Appends every tensor of a parameter table, named prefix + spec name, with data taken from `buf`
// (one of t->data, t->m, t->v, t->grad: same offsets).
int ckpt_list_params(CkptList *l, const ParamTable *t, const char *prefix,
                     const float *buf) TD_MUST_USE;
// Frees the list (not the referenced data).
void ckpt_list_free(CkptList *l);

// Writes the items as one checkpoint of the given kind to `path` atomically. flags: CKPT_ZLIB,
// CKPT_HALF, CKPT_INT8 (0: float32, uncompressed; the exact, resumable form). Returns 0 or
// TD_ERR_IO ("cannot write PATH.tmp: No space left on device"; the temporary file is removed),
// TD_ERR_ARG, TD_ERR_NOMEM, TD_ERR_NUMERIC (CKPT_INT8: a tensor holds a value that is not
// finite; nothing is written).
int ckpt_write(const char *path, const char *kind, const CkptList *items, int flags) TD_MUST_USE;

// A checkpoint read into memory.
typedef struct Ckpt {
    char path[512];
    char kind[CKPT_KIND_MAX + 1];
    uint32_t version;
    int compressed;
    CkptItem *items;
    int n;
    void *file;      // whole file (td_alloc)
    void *raw;       // decompressed data region (td_alloc) when compressed, else NULL
} Ckpt;

// Reads and verifies `path`: magic, version, sizes against the file size (truncation), the trailer,
// CRC32, the index (names, types, shapes, offsets inside the data, the zero byte after every item;
// a text holds no NUL). Every size in the header is bounded by the file's size before anything is
// allocated from it (a compressed file may claim at most ~1032 raw bytes per stored byte). Errors
// name the file:
// TD_ERR_IO (cannot open/read), TD_ERR_FORMAT ("PATH: not a Tandem checkpoint (bad magic)",
// "PATH: truncated: 1000 bytes, expected 52480", "PATH: CRC mismatch: the file is corrupt",
// "PATH: unsupported checkpoint version 7"; an int8 tensor whose scale is negative or not finite,
// or holds -128), TD_ERR_NOMEM. On error *c is left empty.
int ckpt_read(Ckpt *c, const char *path) TD_MUST_USE;

// Frees a checkpoint from ckpt_read (an empty one is fine).
void ckpt_close(Ckpt *c);

// The item named `name`, or NULL.
const CkptItem *ckpt_find(const Ckpt *c, const char *name);

// The text section `name` as a NUL-terminated string (valid until ckpt_close), or NULL when there
// is no such section (or it is not text).
const char *ckpt_text(const Ckpt *c, const char *name);

// Checks, without copying anything, that the file holds a tensor named prefix + spec name with
// exactly the spec's shape for every spec of the table, and no other tensor under `prefix` (so a
// caller can refuse a file before allocating what its texts describe). Errors as ckpt_load_params.
int ckpt_check_params(const Ckpt *c, const ParamTable *t, const char *prefix) TD_MUST_USE;

// Copies the tensors named prefix + spec name into `buf` (one of t->data, t->m, t->v; float16
// values converted exactly, int8 values as q * their row's scale, a float product) for every
// spec of the table, checking that each exists with exactly the spec's shape, and that the file has
// no other tensor under `prefix`. Errors (TD_ERR_MISMATCH) name the file and the tensor: "PATH:
// tensor 'enc.emb' has shape [8000, 256] in the file, the model expects [4000, 256]", "PATH: tensor
// 'dec.out.b' is missing", "PATH: unexpected tensor 'enc.extra'". On error `buf` may be partly
// written.
int ckpt_load_params(const Ckpt *c, const ParamTable *t, const char *prefix,
                     float *buf) TD_MUST_USE;

// 1 when the item is a tensor (float32, float16 or int8), 0 for a text or blob section.
int ckpt_is_tensor(const CkptItem *it);

// A shape as text, "[8000, 256]", into buf[cap] (cut short if it does not fit).
void ckpt_shape_text(char *buf, size_t cap, int ndim, const int *shape);

// The number of values of tensor item `it` (the product of its shape).
size_t ckpt_tensor_numel(const CkptItem *it);

// The values of tensor item `it` (of a checkpoint from ckpt_read, so already checked) as float32
// into out[ckpt_tensor_numel(it)], row-major: float32 copied, float16 converted exactly, int8 as
// q * its row's scale (a float product), as ckpt_load_params loads them. Not a tensor: nothing.
void ckpt_tensor_values(const CkptItem *it, float *out);

// After ckpt_load_params into t->data: when the file holds int8 tensors under `prefix`, builds
// t's int8 copy (params_int8_build) with the file's own int8 values and scales for those tensors,
// so that decoding multiplies exactly what was shipped (t->data holds their dequantised values).
// Does nothing when the file has none. Returns 0, TD_ERR_NOMEM, or TD_ERR_MISMATCH as
// ckpt_check_params.
int ckpt_load_int8(const Ckpt *c, ParamTable *t, const char *prefix) TD_MUST_USE;

#endif
