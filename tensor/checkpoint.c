// Checkpoint container: writer (streamed, CRC32 via crc32_combine so the header can be finalised
// last), reader (whole file in memory, every size checked before use). Layout in checkpoint.h.
#include "tensor/checkpoint.h"

#include <errno.h>
#include <float.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "tensor/alloc.h"
#include "tensor/gemm_int8.h"
#include "tensor/half.h"
#include "util/fs.h"
#include "util/zlib_io.h"
#include "util/array.h"

static const char MAGIC[8] = {'T', 'A', 'N', 'D', 'E', 'M', 'C', 'K'};
static const char END_MAGIC[8] = {'T', 'D', 'C', 'K', 'E', 'N', 'D', '\0'};
enum { HEADER_LEN = 64, TRAILER_LEN = 12, ALIGN = 64 };
// The smallest index entry (a tensor: type, name length, a 1-byte name, ndim, one dimension,
// offset), and a bound on the raw bytes one stored byte of deflate data can inflate to (deflate's
// best ratio is about 1032:1).
enum { INDEX_ENTRY_MIN = 1 + 2 + 1 + 1 + 4 + 8, ZLIB_MAX_RATIO = 1040 };

static size_t align_up(size_t x) { return (x + ALIGN - 1) & ~(size_t)(ALIGN - 1); }

static int is_tensor(CkptItemType t) { return t == CKPT_F32 || t == CKPT_F16 || t == CKPT_I8; }

// A tensor's rows (all dimensions but the last; an int8 tensor has a scale per row) and row
// length.
static size_t item_rows(const CkptItem *it, size_t *cols) {
    size_t n = 1;
    for (int d = 0; d < it->ndim - 1; d++) n *= (size_t)it->shape[d];
    *cols = (size_t)it->shape[it->ndim - 1];
    return n;
}

static void put_u16(unsigned char *p, uint32_t x) {
    p[0] = (unsigned char)x;
    p[1] = (unsigned char)(x >> 8);
}
static void put_u32(unsigned char *p, uint32_t x) {
    for (int i = 0; i < 4; i++) p[i] = (unsigned char)(x >> (8 * i));
}
static void put_u64(unsigned char *p, uint64_t x) {
    for (int i = 0; i < 8; i++) p[i] = (unsigned char)(x >> (8 * i));
}
static uint32_t get_u16(const unsigned char *p) { return (uint32_t)p[0] | (uint32_t)p[1] << 8; }
static uint32_t get_u32(const unsigned char *p) {
    uint32_t x = 0;
    for (int i = 3; i >= 0; i--) x = x << 8 | p[i];
    return x;
}
static uint64_t get_u64(const unsigned char *p) {
    uint64_t x = 0;
    for (int i = 7; i >= 0; i--) x = x << 8 | p[i];
    return x;
}

// ------------------------------------------------------------------------------------------------
// Item lists
// ------------------------------------------------------------------------------------------------

static int list_push(CkptList *l, const char *name, CkptItem **out) {
    if (strlen(name) >= CKPT_NAME_MAX || !name[0])
        return td_error(TD_ERR_ARG, "checkpoint item name '%s' is empty or too long", name);
    for (int i = 0; i < l->n; i++)
        if (strcmp(l->items[i].name, name) == 0)
            return td_error(TD_ERR_ARG, "duplicate checkpoint item '%s'", name);
    CkptItem *items = array_grow(l->items, l->n, &l->cap, sizeof *items, 32);
    if (!items) return td_error(TD_ERR_NOMEM, "out of memory building a checkpoint");
    l->items = items;
    CkptItem *it = &l->items[l->n++];
    memset(it, 0, sizeof *it);
    snprintf(it->name, sizeof it->name, "%s", name);
    *out = it;
    return TD_OK;
}

int ckpt_list_text(CkptList *l, const char *name, const char *text) {
    CkptItem *it;
    TD_TRY(list_push(l, name, &it));
    it->type = CKPT_TEXT;
    it->data = text ? text : "";
    it->len = strlen(it->data);
    return TD_OK;
}

int ckpt_list_blob(CkptList *l, const char *name, const void *data, size_t len) {
    CkptItem *it;
    TD_TRY(list_push(l, name, &it));
    it->type = CKPT_BLOB;
    it->data = data;
    it->len = data ? len : 0;
    return TD_OK;
}

int ckpt_list_tensor(CkptList *l, const char *name, int ndim, const int *shape, const float *data) {
    if (ndim < 1 || ndim > PARAM_MAX_DIMS)
        return td_error(TD_ERR_ARG, "checkpoint tensor '%s': %d dimensions", name, ndim);
    CkptItem *it;
    TD_TRY(list_push(l, name, &it));
    it->type = CKPT_F32;
    it->ndim = ndim;
    size_t n = 1;
    for (int i = 0; i < ndim; i++) {
        it->shape[i] = shape[i];
        n *= (size_t)shape[i];
    }
    it->len = n * sizeof(float);
    it->data = data;
    return TD_OK;
}

int ckpt_list_params(CkptList *l, const ParamTable *t, const char *prefix, const float *buf) {
    char name[CKPT_NAME_MAX + PARAM_NAME_MAX];
    for (int i = 0; i < t->n; i++) {
        const ParamSpec *p = &t->specs[i];
        snprintf(name, sizeof name, "%s%s", prefix ? prefix : "", p->name);
        TD_TRY(ckpt_list_tensor(l, name, p->ndim, p->shape, buf + p->offset));
    }
    return TD_OK;
}

void ckpt_list_free(CkptList *l) {
    free(l->items);
    memset(l, 0, sizeof *l);
}

// ------------------------------------------------------------------------------------------------
// Writer
// ------------------------------------------------------------------------------------------------

typedef struct Sink {
    FILE *fp;
    uint32_t crc;       // over everything written after the header
    uint64_t written;   // bytes written after the header
    Deflater *z;        // the data region's deflate stream (CKPT_ZLIB), else NULL
    uint64_t data_len;  // bytes of the data region as stored
    int failed;
} Sink;

static void sink_raw(Sink *s, const void *p, size_t n) {
    if (s->failed || n == 0) return;
    if (fwrite(p, 1, n, s->fp) != n) {
        s->failed = errno ? errno : EIO;
        return;
    }
    s->crc = crc32_update(s->crc, p, n);
    s->written += n;
}

// The deflate stream's sink: compressed bytes go to the file as data-region bytes.
static int sink_compressed(void *ctx, const void *chunk, size_t n) {
    Sink *s = ctx;
    sink_raw(s, chunk, n);
    s->data_len += n;
    return s->failed ? TD_ERR_IO : TD_OK;
}

// Writes data-region bytes (compressed when s->z is set); flush = 1 finishes the stream.
static void sink_data(Sink *s, const void *p, size_t n, int flush) {
    if (!s->z) {
        sink_raw(s, p, n);
        s->data_len += n;
        return;
    }
    if (!s->failed && deflater_write(s->z, p, n, flush, sink_compressed, s) < 0 && !s->failed)
        s->failed = EIO;  // zlib itself failed (the stream state is inconsistent)
}

static size_t index_len(const CkptList *l) {
    size_t n = 0;
    for (int i = 0; i < l->n; i++) {
        const CkptItem *it = &l->items[i];
        n += 3 + strlen(it->name);
        n += is_tensor(it->type) ? 1 + 4 * (size_t)it->ndim + 8 : 16;
    }
    return n;
}

static void write_index(Sink *s, CkptItem *items, int n) {
    unsigned char b[3 + CKPT_NAME_MAX + 1 + 4 * PARAM_MAX_DIMS + 16];
    for (int i = 0; i < n; i++) {
        const CkptItem *it = &items[i];
        size_t nl = strlen(it->name), k = 0;
        b[k++] = (unsigned char)it->type;
        put_u16(b + k, (uint32_t)nl);
        k += 2;
        memcpy(b + k, it->name, nl);
        k += nl;
        if (is_tensor(it->type)) {
            b[k++] = (unsigned char)it->ndim;
            for (int d = 0; d < it->ndim; d++, k += 4) put_u32(b + k, (uint32_t)it->shape[d]);
        } else {
            put_u64(b + k, it->offset);
            k += 8;
            put_u64(b + k, it->len);
            k += 8;
            sink_raw(s, b, k);
            continue;
        }
        put_u64(b + k, it->offset);
        k += 8;
        sink_raw(s, b, k);
    }
}

static void fill_header(unsigned char *h, uint32_t version, const char *kind, int compress,
                        int n_sec, int n_ten, uint64_t ilen, uint64_t dlen, uint64_t rlen) {
    memset(h, 0, HEADER_LEN);
    memcpy(h, MAGIC, 8);
    put_u32(h + 8, version);
    put_u32(h + 12, compress ? 1u : 0u);
    strncpy((char *)h + 16, kind, CKPT_KIND_MAX);
    put_u32(h + 32, (uint32_t)n_sec);
    put_u32(h + 36, (uint32_t)n_ten);
    put_u64(h + 40, ilen);
    put_u64(h + 48, dlen);
    put_u64(h + 56, rlen);
}

// An int8 tensor's data from its float32 source: the per-row scales, then the rows' values
// (quant_int8_row; ckpt_write checked that every value is finite).
static void sink_int8(Sink *s, const CkptItem *it) {
    size_t cols, rows = item_rows(it, &cols);
    const float *x = it->data;
    unsigned char b[4];
    for (size_t r = 0; r < rows; r++) {
        float sc = 0.0f;
        (void)quant_int8_row(NULL, &sc, x + r * cols, (int)cols);
        uint32_t u;
        memcpy(&u, &sc, 4);
        put_u32(b, u);
        sink_data(s, b, 4, 0);
    }
    int8_t *q = malloc(cols ? cols : 1);
    if (!q) {
        s->failed = ENOMEM;
        return;
    }
    for (size_t r = 0; r < rows && !s->failed; r++) {
        float sc;
        (void)quant_int8_row(q, &sc, x + r * cols, (int)cols);
        sink_data(s, q, cols, 0);
    }
    free(q);
}

// Streams header placeholder, index, data; then rewrites the header and appends the trailer.
static int write_body(Sink *s, const char *tmp, const char *kind, CkptItem *items, int n,
                      size_t ilen, size_t raw_len, int compress) {
    static const unsigned char zeros[ALIGN + 1];
    unsigned char h[HEADER_LEN];
    int n_sec = 0;
    uint32_t version = CKPT_VERSION;
    for (int i = 0; i < n; i++) {
        n_sec += items[i].type == CKPT_TEXT || items[i].type == CKPT_BLOB;
        if (items[i].type == CKPT_I8) version = CKPT_VERSION_INT8;
    }
    fill_header(h, version, kind, compress, n_sec, n - n_sec, ilen, 0, raw_len);
    if (fwrite(h, 1, HEADER_LEN, s->fp) != HEADER_LEN) s->failed = errno ? errno : EIO;
    write_index(s, items, n);
    sink_raw(s, zeros, align_up(HEADER_LEN + ilen) - (HEADER_LEN + ilen));
    size_t pos = 0;
    for (int i = 0; i < n && !s->failed; i++) {
        if (items[i].type == CKPT_F16) {  // converted from the float32 source in chunks
            const float *x = items[i].data;
            uint16_t h[1024];
            unsigned char b[2048];
            for (size_t j = 0; j < items[i].len / 2;) {
                size_t k = items[i].len / 2 - j < 1024 ? items[i].len / 2 - j : 1024;
                for (size_t q = 0; q < k; q++) {
                    h[q] = half_from_float(x[j + q]);
                    put_u16(b + 2 * q, h[q]);
                }
                sink_data(s, b, 2 * k, 0);
                j += k;
            }
        } else if (items[i].type == CKPT_I8) {
            sink_int8(s, &items[i]);
        } else {
            sink_data(s, items[i].data, items[i].len, 0);
        }
        pos += items[i].len;
        size_t next = i + 1 < n ? items[i + 1].offset : raw_len;
        while (pos < next) {
            size_t k = next - pos > ALIGN ? ALIGN : next - pos;
            sink_data(s, zeros, k, 0);
            pos += k;
        }
    }
    if (compress) sink_data(s, NULL, 0, 1);
    if (s->failed) return td_error(TD_ERR_IO, "cannot write %s: %s", tmp, strerror(s->failed));
    fill_header(h, version, kind, compress, n_sec, n - n_sec, ilen, s->data_len, raw_len);
    uint32_t crc = crc32_concat(crc32_update(0, h, HEADER_LEN), s->crc, s->written);
    unsigned char t[TRAILER_LEN];
    put_u32(t, (uint32_t)crc);
    memcpy(t + 4, END_MAGIC, 8);
    if (fwrite(t, 1, TRAILER_LEN, s->fp) != TRAILER_LEN || fseek(s->fp, 0, SEEK_SET) != 0 ||
        fwrite(h, 1, HEADER_LEN, s->fp) != HEADER_LEN)
        return td_error(TD_ERR_IO, "cannot write %s: %s", tmp, strerror(errno ? errno : EIO));
    return TD_OK;
}

int ckpt_write(const char *path, const char *kind, const CkptList *l, int flags) {
    int compress = flags & CKPT_ZLIB;
    if (strlen(kind) > CKPT_KIND_MAX) return td_error(TD_ERR_ARG, "checkpoint kind too long");
    CkptItem *items = malloc((size_t)(l->n ? l->n : 1) * sizeof *items);
    Sink *s = calloc(1, sizeof *s);
    if (!items || !s) {
        free(items);
        free(s);
        return td_error(TD_ERR_NOMEM, "out of memory writing %s", path);
    }
    memcpy(items, l->items, (size_t)l->n * sizeof *items);
    int rc = TD_OK;
    for (int i = 0; i < l->n && rc == TD_OK; i++) {
        CkptItem *it = &items[i];
        if (it->type != CKPT_F32) continue;
        if ((flags & CKPT_INT8) && it->ndim >= 2) {
            size_t cols, rows = item_rows(it, &cols);
            for (size_t r = 0; r < rows && rc == TD_OK; r++) {
                float sc;
                if (quant_int8_row(NULL, &sc, (const float *)it->data + r * cols, (int)cols) < 0)
                    rc = td_error(TD_ERR_NUMERIC, "cannot write %s: tensor '%s' row %zu holds a "
                                  "value that is not finite (int8 needs finite values)", path,
                                  it->name, r);
            }
            it->type = CKPT_I8, it->len = 4 * rows + it->len / 4;
        } else if (flags & CKPT_HALF) {
            it->type = CKPT_F16, it->len /= 2;
        }
    }
    if (rc < 0) {
        free(items);
        free(s);
        return rc;
    }
    size_t off = 0;
    for (int i = 0; i < l->n; i++) {
        items[i].offset = off;
        off = align_up(off + items[i].len + 1);  // >= 1 zero byte after every item
    }
    // Written to PATH.tmp and renamed over PATH (a device such as /dev/null in place): util/fs.h.
    AtomicFile *af = malloc(sizeof *af);
    if (!af) {
        rc = td_error(TD_ERR_NOMEM, "out of memory writing %s", path);
        goto done;
    }
    if (compress && !(s->z = deflater_new(6))) {
        rc = TD_ERR_INTERNAL;  // the message is set
        free(af);
        goto done;
    }
    rc = atomic_open(af, path);
    if (rc == TD_OK) {
        s->fp = af->fp;
        rc = write_body(s, af->tmp[0] ? af->tmp : path, kind, items, l->n, index_len(l), off,
                        compress);
        int closed = atomic_close(af, rc == TD_OK);
        if (rc == TD_OK) rc = closed;
    }
    free(af);
done:
    deflater_free(s->z);
    free(s);
    free(items);
    return rc;
}

// ------------------------------------------------------------------------------------------------
// Reader
// ------------------------------------------------------------------------------------------------

// Parses the index into c->items, checking every bound. data_len: size of the (raw) data region.
static int parse_index(Ckpt *c, const unsigned char *p, size_t ilen, int n_items,
                       uint64_t raw_len) {
    const int int8_ok = c->version >= CKPT_VERSION_INT8;
    size_t k = 0;
    c->items = calloc((size_t)(n_items ? n_items : 1), sizeof *c->items);
    if (!c->items) return td_error(TD_ERR_NOMEM, "out of memory reading %s", c->path);
    for (int i = 0; i < n_items; i++) {
        CkptItem *it = &c->items[i];
        if (k + 3 > ilen) goto bad;
        it->type = (CkptItemType)p[k];
        size_t nl = get_u16(p + k + 1);
        k += 3;
        if (nl == 0 || nl >= CKPT_NAME_MAX || k + nl > ilen) goto bad;
        memcpy(it->name, p + k, nl);
        k += nl;
        if (it->type == CKPT_I8 && !int8_ok) goto bad;
        if (is_tensor(it->type)) {
            if (k + 1 > ilen) goto bad;
            it->ndim = p[k++];
            if (it->ndim < (it->type == CKPT_I8 ? 2 : 1) || it->ndim > PARAM_MAX_DIMS ||
                k + 4 * (size_t)it->ndim + 8 > ilen)
                goto bad;
            uint64_t numel = 1;  // stays <= raw_len, so numel * s below cannot overflow
            for (int d = 0; d < it->ndim; d++, k += 4) {
                uint32_t s = get_u32(p + k);
                if (s == 0 || s > (1u << 30) || s > raw_len / numel) goto bad;
                it->shape[d] = (int)s;
                numel *= s;
            }
            it->offset = get_u64(p + k);
            k += 8;
            if (it->type == CKPT_I8) {  // scales, then values: <= 5 numel, no overflow
                size_t cols;
                it->len = 4 * item_rows(it, &cols) + (size_t)numel;
            } else {
                it->len = (size_t)numel * (it->type == CKPT_F32 ? 4 : 2);
            }
        } else if (it->type == CKPT_TEXT || it->type == CKPT_BLOB) {
            if (k + 16 > ilen) goto bad;
            it->offset = get_u64(p + k);
            it->len = get_u64(p + k + 8);
            k += 16;
        } else {
            goto bad;
        }
        if (it->offset % ALIGN || it->offset > raw_len || it->len >= raw_len - it->offset) goto bad;
    }
    if (k != ilen) goto bad;
    c->n = n_items;
    return TD_OK;
bad:
    return td_error(TD_ERR_FORMAT, "%s: corrupt checkpoint index (item %d)", c->path, c->n);
}

static int inflate_data(Ckpt *c, const unsigned char *src, uint64_t dlen, uint64_t rlen) {
    c->raw = td_alloc(rlen ? rlen : 1);
    if (!c->raw) return td_error(TD_ERR_NOMEM, "out of memory inflating %s", c->path);
    if (inflate_exact(c->raw, rlen, src, dlen) < 0) {
        char why[256];
        snprintf(why, sizeof why, "%s", td_last_error());
        return td_error(TD_ERR_FORMAT, "%s: %s", c->path, why);
    }
    return TD_OK;
}

// An int8 tensor's scale of row r.
static float int8_scale(const CkptItem *it, size_t r) {
    const uint32_t u = get_u32((const unsigned char *)it->data + 4 * r);
    float f;
    memcpy(&f, &u, 4);
    return f;
}

// An int8 tensor holds what quant_int8_row writes: scales finite and >= 0, values in
// [-127, 127].
static int check_int8(const Ckpt *c, const CkptItem *it) {
    size_t cols, rows = item_rows(it, &cols);
    for (size_t r = 0; r < rows; r++) {
        const float s = int8_scale(it, r);
        if (!(s >= 0.0f && s <= FLT_MAX))
            return td_error(TD_ERR_FORMAT, "%s: corrupt checkpoint: int8 tensor '%s' row %zu has "
                            "scale %g", c->path, it->name, r, (double)s);
    }
    const int8_t *q = (const int8_t *)it->data + 4 * rows;
    for (size_t j = 0; j < rows * cols; j++)
        if (q[j] < -QUANT_INT8_MAX)
            return td_error(TD_ERR_FORMAT, "%s: corrupt checkpoint: int8 tensor '%s' holds -128 "
                            "(values are in [-127, 127])", c->path, it->name);
    return TD_OK;
}

static int read_verified(Ckpt *c, const char *path) {
    snprintf(c->path, sizeof c->path, "%s", path);
    // Read into td_alloc's aligned memory (tensors are used where they lie), not file_read_all's.
    FILE *fp;
    size_t size;
    TD_TRY(file_open_regular(path, &fp, &size));
    c->file = td_alloc(size ? size : 1);
    size_t got = c->file ? fread(c->file, 1, size, fp) : 0;
    fclose(fp);
    if (!c->file) return td_error(TD_ERR_NOMEM, "out of memory reading %s", path);
    if (got != size) return td_error(TD_ERR_IO, "cannot read %s", path);
    const unsigned char *f = c->file;
    if (size < 8 || memcmp(f, MAGIC, 8) != 0)
        return td_error(TD_ERR_FORMAT, "%s: not a Tandem checkpoint (bad magic)", path);
    if (size < HEADER_LEN)
        return td_error(TD_ERR_FORMAT, "%s: truncated: %zu bytes, shorter than the header", path,
                        size);
    c->version = get_u32(f + 8);
    if (c->version != CKPT_VERSION && c->version != CKPT_VERSION_INT8)
        return td_error(TD_ERR_FORMAT,
                        "%s: unsupported checkpoint version %u (this program reads %d and %d)",
                        path, c->version, CKPT_VERSION, CKPT_VERSION_INT8);
    uint32_t flags = get_u32(f + 12);
    memcpy(c->kind, f + 16, CKPT_KIND_MAX);
    c->kind[CKPT_KIND_MAX] = '\0';
    uint64_t n_items = (uint64_t)get_u32(f + 32) + get_u32(f + 36);
    uint64_t ilen = get_u64(f + 40), dlen = get_u64(f + 48), rlen = get_u64(f + 56);
    // Bounds checked before anything is allocated from the header's numbers: an index entry takes
    // at least INDEX_ENTRY_MIN bytes, and compressed data cannot inflate to more than
    // ZLIB_MAX_RATIO times its size.
    if (flags > 1 || ilen > (1ull << 40) || dlen > (1ull << 50) || n_items > ilen / INDEX_ENTRY_MIN ||
        n_items > INT32_MAX || ((flags & 1) && rlen / ZLIB_MAX_RATIO > dlen + 1))
        return td_error(TD_ERR_FORMAT, "%s: corrupt header", path);
    uint64_t expect = align_up(HEADER_LEN + ilen) + dlen + TRAILER_LEN;
    if (size < expect)
        return td_error(TD_ERR_FORMAT, "%s: truncated: %zu bytes, the header says %llu", path, size,
                        (unsigned long long)expect);
    if (size > expect || memcmp(f + size - 8, END_MAGIC, 8) != 0)
        return td_error(TD_ERR_FORMAT, "%s: corrupt: %zu bytes, the header says %llu", path, size,
                        (unsigned long long)expect);
    uint32_t crc = crc32_update(0, f, size - TRAILER_LEN);
    if (crc != get_u32(f + size - TRAILER_LEN))
        return td_error(TD_ERR_FORMAT, "%s: CRC mismatch: the file is corrupt", path);
    c->compressed = (int)(flags & 1);
    if (!c->compressed && rlen != dlen)
        return td_error(TD_ERR_FORMAT, "%s: corrupt header (data sizes differ)", path);
    TD_TRY(parse_index(c, f + HEADER_LEN, ilen, (int)n_items, rlen));
    const unsigned char *data = f + align_up(HEADER_LEN + ilen);
    if (c->compressed) {
        TD_TRY(inflate_data(c, data, dlen, rlen));
        data = c->raw;
    }
    for (int i = 0; i < c->n; i++) {
        CkptItem *it = &c->items[i];
        it->data = data + it->offset;
        // Every item is followed by a zero byte (so a text reads as a C string that ends where its
        // length says), and a text holds no NUL of its own.
        const char *b = it->data;
        if (b[it->len] != '\0' || (it->type == CKPT_TEXT && memchr(b, '\0', it->len)))
            return td_error(TD_ERR_FORMAT, "%s: corrupt checkpoint: item '%s' is not terminated",
                            path, it->name);
        if (it->type == CKPT_I8) TD_TRY(check_int8(c, it));
    }
    return TD_OK;
}

int ckpt_read(Ckpt *c, const char *path) {
    memset(c, 0, sizeof *c);
    int rc = read_verified(c, path);
    if (rc < 0) ckpt_close(c);
    return rc;
}

void ckpt_close(Ckpt *c) {
    td_free(c->file);
    td_free(c->raw);
    free(c->items);
    memset(c, 0, sizeof *c);
}

const CkptItem *ckpt_find(const Ckpt *c, const char *name) {
    for (int i = 0; i < c->n; i++)
        if (strcmp(c->items[i].name, name) == 0) return &c->items[i];
    return NULL;
}

const char *ckpt_text(const Ckpt *c, const char *name) {
    const CkptItem *it = ckpt_find(c, name);
    return it && it->type == CKPT_TEXT ? (const char *)it->data : NULL;
}

void ckpt_shape_text(char *buf, size_t cap, int ndim, const int *shape) {
    size_t k = (size_t)snprintf(buf, cap, "[");
    for (int d = 0; d < ndim && k < cap; d++)
        k += (size_t)snprintf(buf + k, cap - k, "%s%d", d ? ", " : "", shape[d]);
    if (k < cap) snprintf(buf + k, cap - k, "]");
}

int ckpt_check_params(const Ckpt *c, const ParamTable *t, const char *prefix) {
    char name[CKPT_NAME_MAX + PARAM_NAME_MAX], a[96], b[96];
    const char *pre = prefix ? prefix : "";
    size_t pl = strlen(pre);
    for (int i = 0; i < t->n; i++) {
        const ParamSpec *p = &t->specs[i];
        snprintf(name, sizeof name, "%s%s", pre, p->name);
        const CkptItem *it = ckpt_find(c, name);
        if (!it || !is_tensor(it->type))
            return td_error(TD_ERR_MISMATCH, "%s: tensor '%s' is missing", c->path, name);
        int same = it->ndim == p->ndim;
        for (int d = 0; same && d < p->ndim; d++) same = it->shape[d] == p->shape[d];
        if (!same) {
            ckpt_shape_text(a, sizeof a, it->ndim, it->shape);
            ckpt_shape_text(b, sizeof b, p->ndim, p->shape);
            return td_error(TD_ERR_MISMATCH, "%s: tensor '%s' has shape %s in the file, the model "
                            "expects %s", c->path, name, a, b);
        }
    }
    for (int i = 0; i < c->n; i++) {
        const CkptItem *it = &c->items[i];
        if (!is_tensor(it->type) || strncmp(it->name, pre, pl) != 0)
            continue;
        if (!params_find(t, it->name + pl))
            return td_error(TD_ERR_MISMATCH, "%s: unexpected tensor '%s' (not in this model)",
                            c->path, it->name);
    }
    return TD_OK;
}

int ckpt_load_params(const Ckpt *c, const ParamTable *t, const char *prefix, float *buf) {
    char name[CKPT_NAME_MAX + PARAM_NAME_MAX];
    const char *pre = prefix ? prefix : "";
    TD_TRY(ckpt_check_params(c, t, prefix));
    for (int i = 0; i < t->n; i++) {
        const ParamSpec *p = &t->specs[i];
        snprintf(name, sizeof name, "%s%s", pre, p->name);
        ckpt_tensor_values(ckpt_find(c, name), buf + p->offset);
    }
    return TD_OK;
}

int ckpt_is_tensor(const CkptItem *it) { return is_tensor(it->type); }

size_t ckpt_tensor_numel(const CkptItem *it) {
    size_t cols, rows = item_rows(it, &cols);
    return rows * cols;
}

void ckpt_tensor_values(const CkptItem *it, float *out) {
    const size_t n = ckpt_tensor_numel(it);
    if (it->type == CKPT_F32) {
        memcpy(out, it->data, n * sizeof(float));
    } else if (it->type == CKPT_I8) {  // value = q * scale of its row
        size_t cols, rows = item_rows(it, &cols);
        const int8_t *q = (const int8_t *)it->data + 4 * rows;
        for (size_t r = 0; r < rows; r++) {
            const float s = int8_scale(it, r);
            for (size_t k = 0; k < cols; k++) out[r * cols + k] = (float)q[r * cols + k] * s;
        }
    } else if (it->type == CKPT_F16) {
        const unsigned char *h = it->data;
        for (size_t j = 0; j < n; j++) out[j] = half_to_float((uint16_t)get_u16(h + 2 * j));
    }
}

int ckpt_load_int8(const Ckpt *c, ParamTable *t, const char *prefix) {
    char name[CKPT_NAME_MAX + PARAM_NAME_MAX];
    const char *pre = prefix ? prefix : "";
    TD_TRY(ckpt_check_params(c, t, prefix));
    int any = 0;
    for (int i = 0; i < t->n && !any; i++) {
        snprintf(name, sizeof name, "%s%s", pre, t->specs[i].name);
        any = ckpt_find(c, name)->type == CKPT_I8;
    }
    if (!any) return TD_OK;
    TD_TRY(params_int8_build(t));
    for (int i = 0; i < t->n; i++) {
        const ParamSpec *p = &t->specs[i];
        snprintf(name, sizeof name, "%s%s", pre, p->name);
        const CkptItem *it = ckpt_find(c, name);
        if (it->type != CKPT_I8) continue;
        size_t cols, rows = item_rows(it, &cols);
        memcpy(t->int8->q + p->offset, (const int8_t *)it->data + 4 * rows, rows * cols);
        for (size_t r = 0; r < rows; r++) t->int8->scale[t->int8->row0[i] + r] = int8_scale(it, r);
    }
    return TD_OK;
}
