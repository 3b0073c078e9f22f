// Checkpoint container (tensor/checkpoint.h) and model files (models/model_io.h): round trips
// (bit-identical), compression, corrupt and truncated files, name/shape mismatch messages, atomic
// writes. Model files are tested with the mock model of tests/mock_model.h. bin/model (pack,
// average, inspect) on a tiny Transformer built here: see its section below.
//
// Tolerances: an int8 row's scale is max|w| / 127 computed in float, so within 1e-6 relative of
// the double value (float32 rounding is 6e-8; 1e-6 leaves room for the division); a dequantised
// value q * scale is within half a quantisation step of the original (round to nearest), plus
// 1e-5 of a step for the float product's rounding. Round trips are compared bit for bit.
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <cmocka.h>

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include <zlib.h>

#include "models/model_io.h"
#include "tensor/checkpoint.h"
#include "tensor/half.h"
#include "tests/mock_model.h"
#include "tests/test_util.h"
#include "util/fs.h"

static char *path_in_tmp(const char *name) {
    return test_path(name);
}


static long file_size(const char *p) {
    struct stat st;
    return stat(p, &st) == 0 ? (long)st.st_size : -1;
}

static void assert_contains(const char *haystack, const char *needle) {
    if (!strstr(haystack, needle)) fail_msg("message '%s' does not contain '%s'", haystack, needle);
}

// A table of two tensors with awkward sizes (not multiples of 16 floats) and known values.
static void make_table(ParamTable *t, float **a, float **b, int rows, int cols) {
    memset(t, 0, sizeof *t);
    int sa[2] = {rows, cols}, sb[1] = {7};
    assert_int_equal(params_add(t, "layer.w", 2, sa, INIT_NORMAL, 1.0f, a, NULL), 0);
    assert_int_equal(params_add(t, "layer.b", 1, sb, INIT_UNIFORM, 1.0f, b, NULL), 0);
    assert_int_equal(params_alloc(t), 0);
    params_init(t, 42);
    (*b)[3] = -0.0f;  // sign of zero must survive
    (*b)[4] = 1e-38f; // denormal-ish values too
}

static void write_sample(const char *path, ParamTable *t, int compress) {
    static const unsigned char blob[5] = {0, 1, 2, 255, 0};
    CkptList l = {0};
    assert_int_equal(ckpt_list_text(&l, "config", "arch=transformer\nvocab=9\n"), 0);
    assert_int_equal(ckpt_list_blob(&l, "bytes", blob, sizeof blob), 0);
    assert_int_equal(ckpt_list_blob(&l, "empty", blob, 0), 0);
    assert_int_equal(ckpt_list_params(&l, t, "p.", t->data), 0);
    assert_int_equal(ckpt_write(path, "state", &l, compress), 0);
    ckpt_list_free(&l);
}

static void check_roundtrip(int compress) {
    ParamTable t;
    float *a, *b;
    make_table(&t, &a, &b, 13, 5);
    const char *path = path_in_tmp(compress ? "rt_z.ckpt" : "rt.ckpt");
    write_sample(path, &t, compress);
    test_assert_no_tmp(path);

    Ckpt c;
    assert_int_equal(ckpt_read(&c, path), 0);
    assert_string_equal(c.kind, "state");
    assert_int_equal(c.compressed, compress);
    assert_string_equal(ckpt_text(&c, "config"), "arch=transformer\nvocab=9\n");
    const CkptItem *bl = ckpt_find(&c, "bytes");
    assert_non_null(bl);
    assert_int_equal(bl->len, 5);
    assert_memory_equal(bl->data, "\0\1\2\377\0", 5);
    assert_int_equal(ckpt_find(&c, "empty")->len, 0);
    const CkptItem *w = ckpt_find(&c, "p.layer.w");
    assert_non_null(w);
    assert_int_equal(w->ndim, 2);
    assert_int_equal(w->shape[0], 13);
    assert_int_equal(w->shape[1], 5);
    assert_int_equal((uintptr_t)w->data % 64, 0);  // 64-byte-aligned data
    ParamTable t2;
    float *a2, *b2;
    make_table(&t2, &a2, &b2, 13, 5);
    memset(t2.data, 0, t2.total * sizeof(float));
    assert_int_equal(ckpt_load_params(&c, &t2, "p.", t2.data), 0);
    assert_memory_equal(a2, a, 13 * 5 * sizeof(float));  // bit-identical
    assert_memory_equal(b2, b, 7 * sizeof(float));
    ckpt_close(&c);
    params_free(&t);
    params_free(&t2);
}

static void test_roundtrip(void **state) {
    (void)state;
    check_roundtrip(0);
}

static void test_roundtrip_compressed(void **state) {
    (void)state;
    check_roundtrip(1);
    // Compression pays off on a compressible tensor.
    ParamTable t = {0};
    float *x;
    int s[2] = {256, 256};
    assert_int_equal(params_add(&t, "zeros", 2, s, INIT_ZEROS, 0.0f, &x, NULL), 0);
    assert_int_equal(params_alloc(&t), 0);
    CkptList l = {0};
    assert_int_equal(ckpt_list_params(&l, &t, "", t.data), 0);
    const char *p0 = path_in_tmp("z0.ckpt"), *p1 = path_in_tmp("z1.ckpt");
    assert_int_equal(ckpt_write(p0, "x", &l, 0), 0);
    assert_int_equal(ckpt_write(p1, "x", &l, 1), 0);
    assert_true(file_size(p0) > 256 * 256 * 4);
    assert_true(file_size(p1) < 4096);
    ckpt_list_free(&l);
    params_free(&t);
}

static unsigned char *slurp(const char *path, size_t *n) {
    void *d;
    assert_int_equal(file_read_all(path, &d, n), 0);
    return d;
}

// Writes the items of *l (then freed) as a checkpoint of `kind` to path_in_tmp(name); model_load
// refuses it with a message that contains `msg`.
static void expect_not_loaded(CkptList *l, const char *kind, const char *name, const char *msg) {
    const char *path = path_in_tmp(name);
    assert_int_equal(ckpt_write(path, kind, l, 0), 0);
    ckpt_list_free(l);
    assert_null(model_load(path, NULL, NULL, NULL));
    assert_contains(td_last_error(), msg);
}

// A sample checkpoint (make_table 13 x 5, write_sample with `flags`) written to
// path_in_tmp(name): its bytes (malloc'd, *n of them) and, in *path, where it lies.
static unsigned char *sample_file(const char *name, int flags, size_t *n, const char **path) {
    ParamTable t;
    float *a, *b;
    make_table(&t, &a, &b, 13, 5);
    *path = path_in_tmp(name);
    write_sample(*path, &t, flags);
    params_free(&t);
    return slurp(*path, n);
}

static void spit(const char *path, const unsigned char *d, size_t n) {
    FILE *f = fopen(path, "wb");
    assert_non_null(f);
    assert_int_equal(fwrite(d, 1, n, f), n);
    fclose(f);
}

static void check_flips(int compress) {
    const char *path, *bad = path_in_tmp("flip.ckpt");
    size_t n;
    unsigned char *d = sample_file("flip_src.ckpt", compress, &n, &path);
    // Every byte position, one bit each: never accepted, always a message naming the file.
    for (size_t i = 0; i < n; i++) {
        d[i] ^= (unsigned char)(1u << (i % 8));
        spit(bad, d, n);
        d[i] ^= (unsigned char)(1u << (i % 8));
        Ckpt c;
        int rc = ckpt_read(&c, bad);
        if (rc != TD_ERR_FORMAT)
            fail_msg("flipped byte %zu: status %d (%s)", i, rc, td_last_error());
        assert_contains(td_last_error(), bad);
        assert_null(c.file);
    }
    // A flip in the data region is reported as a CRC mismatch.
    d[n - 40] ^= 0x10;
    spit(bad, d, n);
    Ckpt c;
    assert_int_equal(ckpt_read(&c, bad), TD_ERR_FORMAT);
    assert_contains(td_last_error(), "CRC mismatch");
    free(d);
}

static void test_flipped_byte(void **state) {
    (void)state;
    check_flips(0);
    check_flips(1);
}

static void test_truncated(void **state) {
    (void)state;
    const char *path, *bad = path_in_tmp("trunc.ckpt");
    size_t n;
    unsigned char *d = sample_file("trunc_src.ckpt", 0, &n, &path);
    for (size_t len = 0; len < n; len += (len < 80 ? 1 : 37)) {
        spit(bad, d, len);
        Ckpt c;
        assert_int_equal(ckpt_read(&c, bad), TD_ERR_FORMAT);
        if (len >= 64) assert_contains(td_last_error(), "truncated");
    }
    spit(bad, d, n - 1);
    Ckpt c;
    assert_int_equal(ckpt_read(&c, bad), TD_ERR_FORMAT);
    assert_contains(td_last_error(), "truncated");
    // Not a checkpoint at all.
    spit(bad, (const unsigned char *)"hello world, this is text\n", 26);
    assert_int_equal(ckpt_read(&c, bad), TD_ERR_FORMAT);
    assert_contains(td_last_error(), "not a Tandem checkpoint");
    // Missing file.
    assert_int_equal(ckpt_read(&c, path_in_tmp("does-not-exist.ckpt")), TD_ERR_IO);
    assert_contains(td_last_error(), "does-not-exist.ckpt");
    free(d);
}

static void test_shape_and_name_mismatch(void **state) {
    (void)state;
    ParamTable t, t2;
    float *a, *b, *a2, *b2;
    make_table(&t, &a, &b, 13, 5);
    const char *path = path_in_tmp("shape.ckpt");
    write_sample(path, &t, 0);
    Ckpt c;
    assert_int_equal(ckpt_read(&c, path), 0);
    make_table(&t2, &a2, &b2, 13, 6);
    assert_int_equal(ckpt_load_params(&c, &t2, "p.", t2.data), TD_ERR_MISMATCH);
    assert_contains(td_last_error(), "tensor 'p.layer.w' has shape [13, 5] in the file, the model "
                                     "expects [13, 6]");
    params_free(&t2);
    // A model with one more tensor: missing in the file.
    make_table(&t2, &a2, &b2, 13, 5);
    float *extra;
    int s1[1] = {3};
    ParamTable t3 = {0};
    float *a3, *b3;
    int sa[2] = {13, 5}, sb[1] = {7};
    assert_int_equal(params_add(&t3, "layer.w", 2, sa, INIT_ZEROS, 0, &a3, NULL), 0);
    assert_int_equal(params_add(&t3, "layer.b", 1, sb, INIT_ZEROS, 0, &b3, NULL), 0);
    assert_int_equal(params_add(&t3, "layer.extra", 1, s1, INIT_ZEROS, 0, &extra, NULL), 0);
    assert_int_equal(params_alloc(&t3), 0);
    assert_int_equal(ckpt_load_params(&c, &t3, "p.", t3.data), TD_ERR_MISMATCH);
    assert_contains(td_last_error(), "tensor 'p.layer.extra' is missing");
    // A model with one tensor fewer: the file's extra tensor is reported.
    ParamTable t4 = {0};
    assert_int_equal(params_add(&t4, "layer.w", 2, sa, INIT_ZEROS, 0, &a3, NULL), 0);
    assert_int_equal(params_alloc(&t4), 0);
    assert_int_equal(ckpt_load_params(&c, &t4, "p.", t4.data), TD_ERR_MISMATCH);
    assert_contains(td_last_error(), "unexpected tensor 'p.layer.b'");
    assert_contains(td_last_error(), path);
    ckpt_close(&c);
    params_free(&t);
    params_free(&t2);
    params_free(&t3);
    params_free(&t4);
}

static void test_atomic_write(void **state) {
    (void)state;
    ParamTable t;
    float *a, *b;
    make_table(&t, &a, &b, 13, 5);
    // Unwritable location: an error naming the path, nothing created.
    CkptList l = {0};
    assert_int_equal(ckpt_list_params(&l, &t, "", t.data), 0);
    const char *bad = path_in_tmp("no-such-dir/x.ckpt");
    assert_int_equal(ckpt_write(bad, "x", &l, 0), TD_ERR_IO);
    assert_contains(td_last_error(), "no-such-dir/x.ckpt.tmp");
    // Overwriting an existing checkpoint leaves no temporary file and the new content.
    const char *path = path_in_tmp("atomic.ckpt");
    assert_int_equal(ckpt_write(path, "first", &l, 0), 0);
    assert_int_equal(ckpt_write(path, "second", &l, 0), 0);
    test_assert_no_tmp(path);
    Ckpt c;
    assert_int_equal(ckpt_read(&c, path), 0);
    assert_string_equal(c.kind, "second");
    ckpt_close(&c);
    // Duplicate names are refused when listing.
    assert_int_equal(ckpt_list_text(&l, "layer.w", "x"), TD_ERR_ARG);
    ckpt_list_free(&l);
    params_free(&t);
}

static void test_model_file_roundtrip(void **state) {
    (void)state;
    model_ops_override(ARCH_TRANSFORMER, &mock_ops);
    ModelConfig cfg = mock_config(11, 6);
    cfg.dropout = 0.25f;
    cfg.max_len = 77;
    Model *m = model_create(&cfg, 7);
    assert_non_null(m);
    const char spm[] = "not really a sentencepiece model\0with a NUL";
    const char *meta = "spm-checksum=0123abcd\nstep=12\nbest-score=0x1.8p+1\n";
    for (int compress = 0; compress <= 1; compress++) {
        const char *path = path_in_tmp(compress ? "model_z.ckpt" : "model.ckpt");
        assert_int_equal(model_save(m, path, meta, spm, sizeof spm, compress), 0);
        char *meta2 = NULL;
        void *spm2 = NULL;
        size_t spm_len = 0;
        Model *m2 = model_load(path, &meta2, &spm2, &spm_len);
        if (!m2) fail_msg("model_load: %s", td_last_error());
        assert_string_equal(meta2, meta);
        assert_int_equal(spm_len, sizeof spm);
        assert_memory_equal(spm2, spm, sizeof spm);
        assert_int_equal(m2->params.total, m->params.total);
        assert_memory_equal(m2->params.data, m->params.data, m->params.total * sizeof(float));
        assert_memory_equal(&m2->cfg, &m->cfg, sizeof cfg);
        ModelConfig peek;
        char *meta3;
        assert_int_equal(model_peek(path, &peek, &meta3), 0);
        assert_int_equal(peek.vocab, 11);
        assert_int_equal(peek.max_len, 77);
        char val[32];
        assert_int_equal(model_meta_get(meta3, "step", val, sizeof val), 2);
        assert_string_equal(val, "12");
        assert_int_equal(model_meta_get(meta3, "spm", val, sizeof val), TD_ERR_ARG);
        free(meta3);
        free(meta2);
        free(spm2);
        model_free(m2);
    }
    // Without a tokenizer blob.
    const char *path = path_in_tmp("model_nospm.ckpt");
    assert_int_equal(model_save(m, path, NULL, NULL, 0, 0), 0);
    void *spm2 = (void *)1;
    size_t len = 9;
    Model *m2 = model_load(path, NULL, &spm2, &len);
    assert_non_null(m2);
    assert_null(spm2);
    assert_int_equal(len, 0);
    model_free(m2);
    // A state file is not a model file.
    CkptList l = {0};
    assert_int_equal(ckpt_list_text(&l, "meta", "x=1\n"), 0);
    expect_not_loaded(&l, "state", "state.ckpt", "is a training state (optimizer and data "
                      "position for --resume), not a model: use the .ckpt");
    model_free(m);
    model_ops_override(ARCH_TRANSFORMER, NULL);
}

static void test_float16(void **state) {
    (void)state;
    // Known encodings (IEEE 754 binary16), including round-to-nearest-even ties.
    struct {
        float x;
        uint16_t h;
    } cases[] = {
        {0.0f, 0x0000},  {-0.0f, 0x8000},          {1.0f, 0x3c00},          {-2.0f, 0xc000},
        {0.5f, 0x3800},  {65504.0f, 0x7bff},       {65520.0f, 0x7c00},      {1e9f, 0x7c00},
        {0x1p-24f, 0x0001}, {0x1p-25f, 0x0000},    {0x1.8p-25f, 0x0001},    {0x1p-14f, 0x0400},
        {1.0f + 0x1p-11f, 0x3c00},  // tie -> even
        {1.0f + 0x3p-11f, 0x3c02},  // tie -> even (up)
        {1.0f + 0x1.8p-11f, 0x3c01},
        {0.1f, 0x2e66},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++)
        if (half_from_float(cases[i].x) != cases[i].h)
            fail_msg("f16(%a) = 0x%04x, want 0x%04x", (double)cases[i].x,
                     half_from_float(cases[i].x), cases[i].h);
    assert_true(half_to_float(0x7c00) == INFINITY);
    assert_true(isnan(half_to_float(half_from_float(NAN))));
    assert_true(half_to_float(0x0001) == 0x1p-24f);
    assert_true(half_to_float(0x2e66) == 0x1.998p-4f);
    // Every finite half survives half -> float -> half exactly.
    for (uint32_t h = 0; h < 65536; h++) {
        if ((h & 0x7c00u) == 0x7c00u && (h & 0x3ffu)) continue;  // NaN payloads
        if (half_from_float(half_to_float((uint16_t)h)) != h) fail_msg("half 0x%04x", h);
    }
}

// A mock model saved as float32 and with `flags` (under `name`), the second file smaller than
// `ratio` of the first. Returns the model (the mock ops stay installed until the test resets them).
static Model *save_mock_pair(const char *name, int flags, double ratio) {
    model_ops_override(ARCH_TRANSFORMER, &mock_ops);
    ModelConfig cfg = mock_config(64, 32);
    Model *m = model_create(&cfg, 3);
    assert_non_null(m);
    const char *p32 = path_in_tmp("m32.ckpt");
    assert_int_equal(model_save(m, p32, "step=1\n", "spm", 3, 0), 0);
    const long size32 = file_size(p32);
    const char *p = path_in_tmp(name);
    assert_int_equal(model_save(m, p, "step=1\n", "spm", 3, flags), 0);
    assert_true(file_size(p) < size32 * ratio);
    return m;
}

static void test_model_file_half(void **state) {
    (void)state;
    Model *m = save_mock_pair("m16.ckpt", CKPT_HALF | CKPT_ZLIB, 0.6);
    const char *p16 = path_in_tmp("m16.ckpt");
    char *meta;
    void *spm;
    size_t spm_len;
    Model *m2 = model_load(p16, &meta, &spm, &spm_len);
    if (!m2) fail_msg("%s", td_last_error());
    assert_string_equal(meta, "step=1\n");
    assert_int_equal(spm_len, 3);
    for (int s = 0; s < m->params.n; s++) {
        const ParamSpec *p = &m->params.specs[s];
        for (size_t j = 0; j < p->numel; j++) {
            float a = m->params.data[p->offset + j], b = m2->params.data[p->offset + j];
            if (fabsf(a - b) > fabsf(a) * 0x1p-11f + 1e-7f)
                fail_msg("%s[%zu]: %g -> %g", p->name, j, (double)a, (double)b);
        }
    }
    free(meta);
    free(spm);
    model_free(m2);
    model_free(m);
    model_ops_override(ARCH_TRANSFORMER, NULL);
}

// ---- hostile files --------------------------------------------------------------------------------
// Files built byte by byte here (not by ckpt_write), with a correct CRC32 computed here with zlib,
// so that every check behind the CRC is reached.

static void put_le(unsigned char *p, uint64_t x, int n) {
    for (int i = 0; i < n; i++) p[i] = (unsigned char)(x >> (8 * i));
}

// Writes header (64 bytes: magic, version 1, flags, kind, counts, sizes), index, zero padding to a
// multiple of 64, data, then the CRC32 of all that and the end magic.
static void write_crafted(const char *path, uint32_t flags, const char *kind, uint32_t n_sec,
                          uint32_t n_ten, const unsigned char *index, uint64_t ilen,
                          const unsigned char *data, uint64_t dlen, uint64_t rlen) {
    size_t ipad = (64 + (size_t)ilen + 63) / 64 * 64, n = ipad + (size_t)dlen + 12;
    unsigned char *f = calloc(1, n);
    assert_non_null(f);
    memcpy(f, "TANDEMCK", 8);
    put_le(f + 8, 1, 4);
    put_le(f + 12, flags, 4);
    strncpy((char *)f + 16, kind, 16);
    put_le(f + 32, n_sec, 4);
    put_le(f + 36, n_ten, 4);
    put_le(f + 40, ilen, 8);
    put_le(f + 48, dlen, 8);
    put_le(f + 56, rlen, 8);
    memcpy(f + 64, index, (size_t)ilen);
    memcpy(f + ipad, data, (size_t)dlen);
    put_le(f + n - 12, crc32(crc32(0L, Z_NULL, 0), f, (uInt)(n - 12)), 4);
    memcpy(f + n - 8, "TDCKEND", 8);
    spit(path, f, n);
    free(f);
}

// The start of an index entry: type, name length, name. Returns its length.
static size_t entry_head(unsigned char *p, int type, const char *name) {
    size_t nl = strlen(name);
    p[0] = (unsigned char)type;
    put_le(p + 1, nl, 2);
    memcpy(p + 3, name, nl);
    return 3 + nl;
}

// Index entry of a tensor (type 3, float32) with the given dimensions, at data offset 0.
static size_t tensor_entry(unsigned char *p, const char *name, int ndim, const uint32_t *dims) {
    size_t k = entry_head(p, 3, name);
    p[k++] = (unsigned char)ndim;
    for (int d = 0; d < ndim; d++, k += 4) put_le(p + k, dims[d], 4);
    put_le(p + k, 0, 8);
    return k + 8;
}

// Index entry of a text section (type 1) at `offset`, `len` bytes.
static size_t text_entry(unsigned char *p, const char *name, uint64_t offset, uint64_t len) {
    size_t k = entry_head(p, 1, name);
    put_le(p + k, offset, 8);
    put_le(p + k + 8, len, 8);
    return k + 16;
}

static void expect_refused(const char *path, const char *phrase) {
    Ckpt c;
    int rc = ckpt_read(&c, path);
    if (rc != TD_ERR_FORMAT) fail_msg("%s: rc %d (%s), want TD_ERR_FORMAT", path, rc, td_last_error());
    assert_contains(td_last_error(), phrase);
    assert_null(c.items);  // nothing is left allocated
    assert_null(c.file);
}

// ---- int8 tensors -------------------------------------------------------------------------------

// CKPT_INT8: the tensor of two dimensions is stored as int8 per row (version 2), the vector as
// float32 (or float16 with CKPT_HALF); loading gives q * scale within half a scale of every
// original value (the quantiser's bound), and ckpt_load_int8 keeps the file's int8 values.
static void check_int8_roundtrip(int flags) {
    ParamTable t, t2;
    float *a, *b, *a2, *b2;
    make_table(&t, &a, &b, 13, 37);  // rows of 37: not a multiple of 16
    a[5 * 37 + 3] = 0.0f;
    for (int k = 0; k < 37; k++) a[7 * 37 + k] = 0.0f;  // an all-zero row: scale 0
    const char *path = path_in_tmp("int8.ckpt");
    write_sample(path, &t, CKPT_INT8 | flags);
    Ckpt c;
    assert_int_equal(ckpt_read(&c, path), 0);
    assert_int_equal(c.version, CKPT_VERSION_INT8);
    const CkptItem *w = ckpt_find(&c, "p.layer.w"), *v = ckpt_find(&c, "p.layer.b");
    assert_int_equal(w->type, CKPT_I8);
    assert_int_equal(w->len, 13 * 4 + 13 * 37);
    assert_int_equal(v->type, (flags & CKPT_HALF) ? CKPT_F16 : CKPT_F32);
    make_table(&t2, &a2, &b2, 13, 37);
    memset(t2.data, 0, t2.total * sizeof(float));
    assert_int_equal(ckpt_load_params(&c, &t2, "p.", t2.data), 0);
    assert_int_equal(ckpt_load_int8(&c, &t2, "p."), 0);
    assert_non_null(t2.int8);
    assert_int_equal(t2.weights[0].type, WEIGHT_INT8);  // layer.w
    const int8_t *q = t2.weights[0].q;
    const float *sc = t2.weights[0].scale;
    for (int r = 0; r < 13; r++) {
        double amax = 0;
        for (int k = 0; k < 37; k++) amax = fmax(amax, fabs(a[r * 37 + k]));
        assert_true(fabs(sc[r] - amax / 127) <= 1e-6 * amax / 127);  // scale = max|w| / 127
        for (int k = 0; k < 37; k++) {
            const float got = a2[r * 37 + k];
            assert_true(got == (float)q[r * 37 + k] * sc[r]);  // the stored value, dequantised
            assert_true(fabs((double)got - a[r * 37 + k]) <= sc[r] * (0.5 + 1e-5));
        }
    }
    assert_true(sc[7] == 0.0f && a2[7 * 37] == 0.0f);
    if (!(flags & CKPT_HALF)) assert_memory_equal(b2, b, 7 * sizeof(float));
    ckpt_close(&c);
    params_free(&t2);
    // Without int8 tensors the file stays version 1 and no int8 copy is built.
    write_sample(path, &t, flags);
    assert_int_equal(ckpt_read(&c, path), 0);
    assert_int_equal(c.version, CKPT_VERSION);
    make_table(&t2, &a2, &b2, 13, 37);
    assert_int_equal(ckpt_load_int8(&c, &t2, "p."), 0);
    assert_null(t2.int8);
    ckpt_close(&c);
    params_free(&t2);
    params_free(&t);
}

static void test_int8_roundtrip(void **state) {
    (void)state;
    check_int8_roundtrip(0);
    check_int8_roundtrip(CKPT_ZLIB | CKPT_HALF);
}

// A value that is not finite cannot be quantised: the write is refused and leaves no file.
static void test_int8_nonfinite(void **state) {
    (void)state;
    ParamTable t;
    float *a, *b;
    make_table(&t, &a, &b, 4, 8);
    a[2 * 8 + 5] = NAN;
    const char *path = path_in_tmp("int8_nan.ckpt");
    remove(path);
    CkptList l = {0};
    assert_int_equal(ckpt_list_params(&l, &t, "", t.data), 0);
    assert_int_equal(ckpt_write(path, "state", &l, CKPT_INT8), TD_ERR_NUMERIC);
    assert_contains(td_last_error(), "'layer.w' row 2");
    assert_false(file_exists(path));
    ckpt_list_free(&l);
    params_free(&t);
}

// Recomputes the trailer's CRC32 of a file image of n bytes.
static void fix_crc(unsigned char *d, size_t n) {
    const uLong crc = crc32(crc32(0L, Z_NULL, 0), d, (uInt)(n - 12));
    for (int i = 0; i < 4; i++) d[n - 12 + i] = (unsigned char)(crc >> (8 * i));
}

// Truncated int8 files, and int8 sections with a correct CRC but contents the quantiser never
// writes (a negative, NaN or infinite scale, the value -128), an int8 tensor in a version-1
// file, and an unknown version, are refused with a message naming the file.
static void test_int8_refused(void **state) {
    (void)state;
    const char *path, *bad = path_in_tmp("int8_bad.ckpt");
    size_t n;
    unsigned char *d = sample_file("int8_src.ckpt", CKPT_INT8, &n, &path);
    Ckpt c;
    for (size_t len = 0; len < n; len += (len < 80 ? 1 : 29)) {
        spit(bad, d, len);
        assert_int_equal(ckpt_read(&c, bad), TD_ERR_FORMAT);
        assert_contains(td_last_error(), bad);
    }
    assert_int_equal(ckpt_read(&c, path), 0);
    const size_t at = (size_t)((const unsigned char *)ckpt_find(&c, "p.layer.w")->data -
                               (const unsigned char *)c.file);
    ckpt_close(&c);
    const uint32_t scales[3] = {0xbf800000u /* -1 */, 0x7fc00000u /* NaN */, 0x7f800000u};
    for (int s = 0; s < 3; s++) {
        unsigned char *e = malloc(n);
        memcpy(e, d, n);
        for (int i = 0; i < 4; i++) e[at + 4 * 6 + i] = (unsigned char)(scales[s] >> (8 * i));
        fix_crc(e, n);
        spit(bad, e, n);
        expect_refused(bad, "int8 tensor 'p.layer.w' row 6 has scale");
        free(e);
    }
    unsigned char *e = malloc(n);
    memcpy(e, d, n);
    e[at + 13 * 4 + 17] = 0x80;  // -128
    fix_crc(e, n);
    spit(bad, e, n);
    expect_refused(bad, "holds -128");
    memcpy(e, d, n);
    e[8] = 1;  // version 1: no int8 tensors
    fix_crc(e, n);
    spit(bad, e, n);
    expect_refused(bad, "corrupt checkpoint index");
    e[8] = 3;
    fix_crc(e, n);
    spit(bad, e, n);
    expect_refused(bad, "unsupported checkpoint version 3");
    free(e);
    free(d);
}

// A model file packed as int8 (train --pack --int8): model_load builds the int8 copy from the
// file's values, so the products read exactly what was shipped; the float values are their
// dequantised values.
static void test_model_file_int8(void **state) {
    (void)state;
    Model *m = save_mock_pair("m8.ckpt", CKPT_INT8 | CKPT_ZLIB, 0.4);
    Model *m2 = model_load(path_in_tmp("m8.ckpt"), NULL, NULL, NULL);
    if (!m2) fail_msg("%s", td_last_error());
    assert_non_null(m2->params.int8);
    assert_int_equal(params_int8_build(&m->params), 0);  // the same rule on the float32 model
    for (int s = 0; s < m->params.n; s++) {
        const ParamSpec *p = &m->params.specs[s];
        const Weight *h1 = &m->params.weights[s], *h2 = &m2->params.weights[s];
        if (p->ndim < 2) {
            assert_int_equal(h2->type, WEIGHT_F32);
            continue;
        }
        const int R = p->shape[0], K = p->shape[1];
        assert_int_equal(h1->type, WEIGHT_INT8);
        assert_int_equal(h2->type, WEIGHT_INT8);
        const int8_t *q1 = h1->q, *q2 = h2->q;
        const float *s1 = h1->scale, *s2 = h2->scale;
        assert_memory_equal(q1, q2, (size_t)R * K);
        assert_memory_equal(s1, s2, (size_t)R * sizeof(float));
        for (size_t j = 0; j < p->numel; j++)
            assert_true(m2->params.data[p->offset + j] == (float)q2[j] * s2[j / (size_t)K]);
    }
    model_free(m2);
    model_free(m);
    model_ops_override(ARCH_TRANSFORMER, NULL);
}

// Counts and sizes in the header are refused from the header alone: no index is parsed and nothing
// sized by them is allocated (an allocation of 2^62 bytes would fail with TD_ERR_NOMEM here, and
// abort under AddressSanitizer, instead of the TD_ERR_FORMAT expected).
static void test_hostile_header(void **state) {
    (void)state;
    unsigned char index[64] = {0}, data[64] = {0};
    const char *p = path_in_tmp("hostile.ckpt");
    // 2^32 - 1 sections and 2^32 - 1 tensors (2^33 items, as near 2^60 as the u32 counts go) in a
    // 64-byte index.
    write_crafted(p, 0, "rnn", 0xffffffffu, 0xffffffffu, index, 64, data, 64, 64);
    expect_refused(p, "corrupt header");
    // More items than the index has room for: 64 bytes hold at most 3 entries of 17 bytes.
    write_crafted(p, 0, "rnn", 0, 4, index, 64, data, 64, 64);
    expect_refused(p, "corrupt header");
    // An index of 2^60 bytes in a file of a few hundred.
    {
        unsigned char h[64 + 12] = {0};
        memcpy(h, "TANDEMCK", 8);
        put_le(h + 8, 1, 4);
        put_le(h + 36, 1, 4);
        put_le(h + 40, 1ull << 60, 8);
        spit(p, h, sizeof h);
        expect_refused(p, "corrupt header");
    }
    // Compressed data of 64 bytes that claims to inflate to 2^62 bytes.
    write_crafted(p, 1, "rnn", 0, 0, index, 0, data, 64, 1ull << 62);
    expect_refused(p, "corrupt header");
}

// Shapes whose product overflows 64 bits, or exceeds the data, are refused in the index, before
// the data is inflated or a tensor is copied.
static void test_hostile_shapes(void **state) {
    (void)state;
    unsigned char index[256], data[256] = {0};
    const char *p = path_in_tmp("hostile_shape.ckpt");
    // 2^30 x 2^30 x 2^30 x 2^30 = 2^120 floats (2^120 mod 2^64 = 0: a product that wrapped would
    // pass as an empty tensor), in a compressed file of 256 bytes that claims 256000 raw bytes
    // (a ratio deflate can reach, so the header passes).
    uint32_t huge[4] = {1u << 30, 1u << 30, 1u << 30, 1u << 30};
    size_t k = tensor_entry(index, "w", 4, huge);
    write_crafted(p, 1, "rnn", 0, 1, index, k, data, 256, 256000);
    expect_refused(p, "corrupt checkpoint index");
    // The same shape uncompressed, and a plain one larger than the data region (4 x 65 floats
    // in 256 bytes).
    write_crafted(p, 0, "rnn", 0, 1, index, k, data, 256, 256);
    expect_refused(p, "corrupt checkpoint index");
    uint32_t big[2] = {4, 65};
    k = tensor_entry(index, "w", 2, big);
    write_crafted(p, 0, "rnn", 0, 1, index, k, data, 256, 256);
    expect_refused(p, "corrupt checkpoint index");
    // 4 x 16 floats = 256 bytes leave no room for the zero byte that follows every item.
    uint32_t exact[2] = {4, 16};
    k = tensor_entry(index, "w", 2, exact);
    write_crafted(p, 0, "rnn", 0, 1, index, k, data, 256, 256);
    expect_refused(p, "corrupt checkpoint index");
    // 4 x 15 floats fit (240 bytes, then zeros).
    uint32_t fits[2] = {4, 15};
    k = tensor_entry(index, "w", 2, fits);
    write_crafted(p, 0, "rnn", 0, 1, index, k, data, 256, 256);
    Ckpt c;
    if (ckpt_read(&c, p) != 0) fail_msg("%s", td_last_error());
    assert_int_equal(c.n, 1);
    assert_int_equal(c.items[0].len, 240);
    ckpt_close(&c);
}

// A text section must end where its length says (with the zero byte every item is followed by)
// and hold no NUL of its own; in a compressed file nothing else would stop a reader at its end.
static void test_hostile_text(void **state) {
    (void)state;
    unsigned char index[64], data[64];
    const char *p = path_in_tmp("hostile_text.ckpt");
    memset(data, 'x', sizeof data);  // no zero byte anywhere
    size_t k = text_entry(index, "config", 0, 10);
    write_crafted(p, 0, "rnn", 1, 0, index, k, data, 64, 64);
    expect_refused(p, "item 'config' is not terminated");
    memcpy(data, "arch=rnn\0x\0", 11);  // a NUL inside the 10 bytes
    write_crafted(p, 0, "rnn", 1, 0, index, k, data, 64, 64);
    expect_refused(p, "item 'config' is not terminated");
    memcpy(data, "arch=rnn\nv\0", 11);  // well formed
    write_crafted(p, 0, "rnn", 1, 0, index, k, data, 64, 64);
    Ckpt c;
    if (ckpt_read(&c, p) != 0) fail_msg("%s", td_last_error());
    assert_string_equal(ckpt_text(&c, "config"), "arch=rnn\nv");
    ckpt_close(&c);
}

// A model file whose configuration claims a model far larger than its tensors (2^20 pieces x
// 16384 wide, 64 + 64 layers: hundreds of GB of parameters) is refused by comparing the tensors
// the configuration implies with the file's, before the parameters (or the 4 GiB sinusoidal
// table of max-len 65536 x 16384) are allocated.
static void test_model_config_claims_huge(void **state) {
    (void)state;
    model_ops_override(ARCH_TRANSFORMER, NULL);  // the real Transformer
    float w[16] = {0};
    CkptList l = {0};
    int shape[2] = {4, 4};
    assert_int_equal(ckpt_list_text(&l, "config", "arch=transformer\nvocab=1048576\n"
                                    "d-model=16384\nheads=1\nffn=65536\nenc-layers=64\n"
                                    "dec-layers=64\nmax-len=65536\n"), 0);
    assert_int_equal(ckpt_list_text(&l, "meta", ""), 0);
    assert_int_equal(ckpt_list_tensor(&l, "emb.weight", 2, shape, w), 0);
    expect_not_loaded(&l, "transformer", "huge_config.ckpt", "tensor 'emb.weight' has shape "
                      "[4, 4] in the file, the model expects [1048576, 16384]");
}

// ---- bin/model (models/main.c, models/model_tools.h) -------------------------------------------
// inspect reports the shapes, stored types and value checksums of a model built here, computed here
// independently (the shapes and parameter count from the configuration's formulas, the checksums
// with zlib's crc32 over the model's own float32 values); pack and average give the same bytes as
// the bin/train spellings they replace and as the library calls they stand for; damaged files are
// one-line errors, not crashes.

// A tiny Transformer: vocabulary MC_V, width MC_D, feed-forward MC_F, one encoder and one decoder layer,
// tied embeddings, post-norm, sinusoidal positions (no position parameters).
enum { MC_V = 40, MC_D = 8, MC_F = 12 };
static Model *g_m;
static char g_path[1024];
static const char BLOB[] = "a stand-in for the SentencePiece model's bytes";
static const char COMMAND[] = "bin/train --arch transformer --train 'my corpus/train' --out run";

static int setup_model_cli(void **state) {
    (void)state;
    ModelConfig cfg = config_defaults(ARCH_TRANSFORMER);
    cfg.vocab = MC_V, cfg.d_model = MC_D, cfg.heads = 2, cfg.ffn = MC_F;
    cfg.enc_layers = cfg.dec_layers = 1, cfg.max_len = 16;
    cfg.tied_embeddings = 1, cfg.norm = NORM_POST, cfg.pos = POS_SINUSOIDAL;
    g_m = model_create(&cfg, 5);
    if (!g_m) return -1;
    char meta[512];
    snprintf(meta, sizeof meta, "spm-checksum=%08lx\nstep=42\nepoch=1.500000\ncommand=%s\n",
             crc32(0, (const Bytef *)BLOB, sizeof BLOB), COMMAND);
    snprintf(g_path, sizeof g_path, "%s/m.ckpt", test_tmpdir());
    return model_save(g_m, g_path, meta, BLOB, sizeof BLOB, 0) < 0 ? -1 : 0;
}

static int teardown_model_cli(void **state) {
    (void)state;
    model_free(g_m);
    return 0;
}

// test_tmpdir()/name in one of 64 buffers (test_path has 8: too few for these commands).
static const char *P(const char *name) {
    static char bufs[64][1024];
    static int k;
    char *b = bufs[k++ % 64];
    snprintf(b, sizeof bufs[0], "%s", test_path(name));
    return b;
}

// Runs bin/model (or another command) with stdout to test_tmpdir()/out.txt, stderr to err.txt.
static int run(const char *args) {
    return test_run("bin/model %s > %s 2> %s", args, test_path("out.txt"), test_path("err.txt"));
}

// The tensor line of `name` in inspect's output: "  NAME SHAPE TYPE VALUES CRC" (NULL: none).
static int tensor_line(const char *out, const char *name, char *shape, char *type,
                       unsigned long *values, unsigned long *crc) {
    char pat[200];
    snprintf(pat, sizeof pat, "\n  %s ", name);
    const char *p = strstr(out, pat);
    if (!p) return 0;
    p += strlen(pat);
    while (*p == ' ') p++;
    const char *close = strchr(p, ']');
    if (!close) return 0;
    memcpy(shape, p, (size_t)(close - p + 1));
    shape[close - p + 1] = 0;
    return sscanf(close + 1, " %31s %lu %lx", type, values, crc) == 3;
}

static unsigned long crc_of(const float *x, size_t n) {  // little-endian host (x86, ARM)
    return crc32(0, (const Bytef *)x, (uInt)(n * sizeof *x));
}

// Every tensor of the model, with the shapes the configuration implies; the parameter count
// (4D^2 + 4D per attention block, 2DF + MC_F + MC_D per feed-forward, 2D per layer norm; the embedding
// tied to the output layer, whose bias has MC_V entries); each checksum equal to zlib's crc32 of the
// model's own values; the step, command and tokenizer from the meta and blob.
static void test_inspect_float32(void **state) {
    (void)state;
    assert_int_equal(run(g_path), 2);  // no command
    char args[1200];
    snprintf(args, sizeof args, "inspect %s", g_path);
    assert_int_equal(run(args), 0);
    const char *out = test_slurp(P("out.txt"));
    const long enc = (4L * MC_D * MC_D + 4 * MC_D) + (2L * MC_D * MC_F + MC_F + MC_D) + 2 * (2 * MC_D);
    const long dec = 2 * (4L * MC_D * MC_D + 4 * MC_D) + (2L * MC_D * MC_F + MC_F + MC_D) + 3 * (2 * MC_D);
    const long count = (long)MC_V * MC_D + MC_V + enc + dec;
    char want[300];
    snprintf(want, sizeof want, "architecture transformer, %ld parameters\n", count);
    assert_non_null(strstr(out, want));
    snprintf(want, sizeof want, "tensors      %d, %ld values", g_m->params.n, count);
    assert_non_null(strstr(out, want));
    assert_non_null(strstr(out, "\n  d-model=8\n"));
    assert_non_null(strstr(out, "\n  ffn=12\n"));
    snprintf(want, sizeof want, "step         42 (epoch 1.500000)\ncommand      %s\n", COMMAND);
    assert_non_null(strstr(out, want));
    snprintf(want, sizeof want, "embedded spm.model, %zu bytes, CRC-32 %08lx; meta spm-checksum "
             "%08lx (the same)", sizeof BLOB, crc32(0, (const Bytef *)BLOB, sizeof BLOB),
             crc32(0, (const Bytef *)BLOB, sizeof BLOB));
    assert_non_null(strstr(out, want));
    const struct {
        const char *name, *shape;
        long n;
    } expect[] = {{"emb.weight", "[40, 8]", MC_V * MC_D},
                  {"out.bias", "[40]", MC_V},
                  {"enc.layers.0.self_attn.qkv.weight", "[3, 8, 8]", 3 * MC_D * MC_D},
                  {"enc.layers.0.ffn.w1.weight", "[12, 8]", MC_F * MC_D},
                  {"enc.layers.0.ffn.w2.weight", "[8, 12]", MC_D * MC_F}};
    for (size_t i = 0; i < sizeof expect / sizeof *expect; i++) {
        char shape[64], type[32];
        unsigned long n, crc;
        if (!tensor_line(out, expect[i].name, shape, type, &n, &crc))
            fail_msg("no line for %s in:\n%s", expect[i].name, out);
        assert_string_equal(shape, expect[i].shape);
        assert_string_equal(type, "float32");
        assert_int_equal(n, expect[i].n);
    }
    int lines = 0;  // every tensor of the table, with its checksum
    for (int i = 0; i < g_m->params.n; i++) {
        const ParamSpec *s = &g_m->params.specs[i];
        char shape[64], type[32];
        unsigned long n, crc;
        if (!tensor_line(out, s->name, shape, type, &n, &crc)) fail_msg("no line for %s", s->name);
        assert_int_equal(n, s->numel);
        assert_int_equal(crc, crc_of(g_m->params.data + s->offset, s->numel));
        lines++;
    }
    assert_int_equal(lines, g_m->params.n);
    // A file written without the command (as before checkpoints stored it) says so.
    const char *old = P("old.ckpt");
    assert_int_equal(model_save(g_m, old, "step=7\n", NULL, 0, 0), 0);
    snprintf(args, sizeof args, "inspect %s", old);
    assert_int_equal(run(args), 0);
    out = test_slurp(P("out.txt"));
    assert_non_null(strstr(out, "command      not stored"));
    assert_non_null(strstr(out, "tokenizer    none embedded"));
}

// Two files compared tensor by tensor: the same values give the same lines; one changed value
// changes exactly its tensor's line. Packed copies show their stored types (float16 everywhere;
// int8 for matrices, float32 for vectors) and the checksums of the values they load as.
static void test_inspect_compare_and_packed(void **state) {
    (void)state;
    Model *m2 = model_load(g_path, NULL, NULL, NULL);
    assert_non_null(m2);
    const ParamSpec *s = &m2->params.specs[3];
    m2->params.data[s->offset + 1] += 0.5f;
    const char *p2 = P("m2.ckpt");
    assert_int_equal(model_save(m2, p2, "", NULL, 0, CKPT_ZLIB), 0);
    char args[2400];
    snprintf(args, sizeof args, "inspect %s | grep '^  .* float32 ' > %s && bin/model inspect %s | "
             "grep '^  .* float32 ' > %s && diff %s %s | grep -c '^<'", g_path, P("a.txt"),
             p2, P("b.txt"), P("a.txt"), P("b.txt"));
    assert_int_equal(run(args), 0);
    assert_int_equal(atoi(test_slurp(P("out.txt"))), 1);
    assert_non_null(strstr(test_slurp(P("a.txt")), s->name));
    model_free(m2);
    for (int int8 = 0; int8 <= 1; int8++) {
        const char *packed = P("packed.ckpt");
        snprintf(args, sizeof args, "pack %s %s %s", int8 ? "--int8" : "", g_path, packed);
        assert_int_equal(run(args), 0);
        Model *pm = model_load(packed, NULL, NULL, NULL);
        assert_non_null(pm);
        snprintf(args, sizeof args, "inspect %s", packed);
        assert_int_equal(run(args), 0);
        const char *out = test_slurp(P("out.txt"));
        for (int i = 0; i < pm->params.n; i++) {
            const ParamSpec *ps = &pm->params.specs[i];
            char shape[64], type[32];
            unsigned long n, crc;
            assert_true(tensor_line(out, ps->name, shape, type, &n, &crc));
            assert_string_equal(type, !int8 ? "float16" : ps->ndim >= 2 ? "int8" : "float32");
            assert_int_equal(crc, crc_of(pm->params.data + ps->offset, ps->numel));
        }
        model_free(pm);
    }
}

// pack, pack --int8 and average: bin/model and the bin/train spellings write the same bytes, the
// same as model_save of the loaded model with the flags pack stands for; bin/train --pack and
// --average also print one line on stderr naming the bin/model command.
static void test_same_bytes_as_train(void **state) {
    (void)state;
    if (access("bin/train", X_OK) != 0) test_skip("bin/train is not built (make test builds it)");
    const char *flags[2] = {"", "--int8"};
    for (int k = 0; k < 2; k++) {
        char args[2400];
        snprintf(args, sizeof args, "pack %s %s %s", flags[k], g_path, P("a.ckpt"));
        assert_int_equal(run(args), 0);
        assert_int_equal(test_run("bin/train --pack %s %s %s > /dev/null 2> %s", flags[k], g_path,
                                  P("b.ckpt"), P("err.txt")), 0);
        const char *err = test_slurp(P("err.txt"));
        assert_non_null(strstr(err, "'model pack'"));
        assert_ptr_equal(strchr(err, '\n'), err + strlen(err) - 1);  // one line
        char *meta = NULL;
        void *spm = NULL;
        size_t spm_len = 0;
        Model *m = model_load(g_path, &meta, &spm, &spm_len);
        assert_non_null(m);
        assert_int_equal(model_save(m, P("c.ckpt"), meta, spm, spm_len,
                                    (k ? CKPT_INT8 : CKPT_HALF) | CKPT_ZLIB), 0);
        model_free(m);
        free(meta);
        free(spm);
        assert_int_equal(test_run("cmp -s %s %s && cmp -s %s %s", P("a.ckpt"),
                                  P("b.ckpt"), P("a.ckpt"), P("c.ckpt")), 0);
    }
    // average: a second model of the configuration, then both spellings; the values are the
    // mean in double, rounded once.
    Model *m2 = model_create(&g_m->cfg, 9);
    assert_non_null(m2);
    char meta[128];
    snprintf(meta, sizeof meta, "spm-checksum=%08lx\nstep=50\n",
             crc32(0, (const Bytef *)BLOB, sizeof BLOB));
    const char *p2 = P("m2.ckpt");
    assert_int_equal(model_save(m2, p2, meta, BLOB, sizeof BLOB, 0), 0);
    char args[2400];
    snprintf(args, sizeof args, "average %s %s %s", P("avg-a.ckpt"), g_path, p2);
    assert_int_equal(run(args), 0);
    assert_int_equal(test_run("bin/train --average %s %s %s > /dev/null 2> /dev/null",
                              P("avg-b.ckpt"), g_path, p2), 0);
    Model *avg = model_load(P("avg-a.ckpt"), NULL, NULL, NULL);
    assert_non_null(avg);
    for (size_t i = 0; i < avg->params.total; i++) {
        const float want = (float)(((double)g_m->params.data[i] + m2->params.data[i]) / 2);
        if (avg->params.data[i] != want)
            fail_msg("parameter %zu: %g, want %g", i, avg->params.data[i], want);
    }
    model_free(avg);
    model_free(m2);
    // The meta names the inputs by the paths given, which differ between the two runs only in
    // OUT; the bytes agree when OUT is the same name.
    assert_int_equal(test_run("bin/train --average %s %s %s > /dev/null 2>&1 && cp %s %s && "
                              "bin/model average %s %s %s > /dev/null && cmp -s %s %s",
                              P("avg.ckpt"), g_path, p2, P("avg.ckpt"),
                              P("avg-old.ckpt"), P("avg.ckpt"), g_path, p2,
                              P("avg.ckpt"), P("avg-old.ckpt")), 0);
    // Usage errors (exit 2, nothing written): one input, the same file twice, OUT a folder, a
    // training option among bin/train --average's files.
    snprintf(args, sizeof args, "average %s %s", P("x.ckpt"), g_path);
    assert_int_equal(run(args), 2);
    snprintf(args, sizeof args, "average %s %s %s", P("x.ckpt"), g_path, g_path);
    assert_int_equal(run(args), 2);
    assert_non_null(strstr(test_slurp(P("err.txt")), "are the same file"));
    snprintf(args, sizeof args, "average %s %s %s", test_tmpdir(), g_path, p2);
    assert_int_equal(run(args), 2);
    assert_int_equal(test_run("bin/train --average %s --threads 1 %s %s 2> /dev/null",
                              P("x.ckpt"), g_path, p2), 2);
    assert_int_equal(test_run("bin/train --threads 1 --average %s %s %s 2> /dev/null",
                              P("x.ckpt"), g_path, p2), 2);
    struct stat st;
    assert_int_not_equal(stat(P("x.ckpt"), &st), 0);
}

// Damaged or wrong files: exit 1 (not a signal), one line on stderr that names the file and says
// what to do; usage errors exit 2.
static void test_bad_files(void **state) {
    (void)state;
    struct stat st;
    assert_int_equal(stat(g_path, &st), 0);
    const char *trunc = P("trunc.ckpt"), *corrupt = P("corrupt.ckpt");
    assert_int_equal(test_run("head -c %lld %s > %s", (long long)st.st_size / 2, g_path, trunc), 0);
    assert_int_equal(test_run("cp %s %s && printf '\\125' | dd of=%s bs=1 seek=%lld conv=notrunc "
                              "2> /dev/null", g_path, corrupt, corrupt, (long long)st.st_size / 2),
                     0);
    const char *text = test_tmp_text("text.ckpt", "not a model\n");  // 8 buffers: fine here
    const char *empty = test_tmp_text("empty.ckpt", "");
    const char *missing = P("missing.ckpt");
    const char *files[5] = {trunc, corrupt, text, empty, missing};
    const char *why[5] = {"truncated", "CRC mismatch", "not a Tandem checkpoint",
                          "not a Tandem checkpoint", "cannot open"};
    for (int i = 0; i < 5; i++) {
        for (int c = 0; c < 2; c++) {
            char args[2400];
            if (c == 0) snprintf(args, sizeof args, "inspect %s", files[i]);
            else snprintf(args, sizeof args, "pack %s %s", files[i], P("p.ckpt"));
            assert_int_equal(run(args), 1);
            const char *err = test_slurp(P("err.txt"));
            if (!strstr(err, files[i]) || !strstr(err, why[i]) || !strstr(err, " ("))
                fail_msg("%s: %s", args, err);
            assert_ptr_equal(strchr(err, '\n'), err + strlen(err) - 1);
        }
    }
    assert_int_equal(stat(P("p.ckpt"), &st), -1);
    assert_int_equal(run("inspect"), 2);
    assert_int_equal(run("frobnicate x"), 2);
    assert_int_equal(run("pack only-one"), 2);
    assert_int_equal(run("inspect --int8 x"), 2);
    assert_int_equal(run("inspect --bogus x"), 2);
    assert_int_equal(run("--help"), 0);
    assert_non_null(strstr(test_slurp(P("out.txt")), "--int8"));
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_roundtrip),
        cmocka_unit_test(test_roundtrip_compressed),
        cmocka_unit_test(test_flipped_byte),
        cmocka_unit_test(test_truncated),
        cmocka_unit_test(test_shape_and_name_mismatch),
        cmocka_unit_test(test_atomic_write),
        cmocka_unit_test(test_model_file_roundtrip),
        cmocka_unit_test(test_float16),
        cmocka_unit_test(test_model_file_half),
        cmocka_unit_test(test_int8_roundtrip),
        cmocka_unit_test(test_int8_nonfinite),
        cmocka_unit_test(test_int8_refused),
        cmocka_unit_test(test_model_file_int8),
        cmocka_unit_test(test_hostile_header),
        cmocka_unit_test(test_hostile_shapes),
        cmocka_unit_test(test_hostile_text),
        cmocka_unit_test(test_model_config_claims_huge),
        cmocka_unit_test_setup_teardown(test_inspect_float32, setup_model_cli, teardown_model_cli),
        cmocka_unit_test_setup_teardown(test_inspect_compare_and_packed, setup_model_cli,
                                        teardown_model_cli),
        cmocka_unit_test_setup_teardown(test_same_bytes_as_train, setup_model_cli,
                                        teardown_model_cli),
        cmocka_unit_test_setup_teardown(test_bad_files, setup_model_cli, teardown_model_cli),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
