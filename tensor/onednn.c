// bfloat16 products through oneDNN's matmul primitive (see onednn.h). The only file of the project
// that includes oneDNN.
#include "tensor/onednn.h"

#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#include <oneapi/dnnl/dnnl.h>

#if defined(__x86_64__) || defined(__i386__)
#include <cpuid.h>
#endif

uint16_t bf16_from_float(float x) {
    uint32_t u;
    memcpy(&u, &x, sizeof u);
    if ((u & 0x7fffffffu) > 0x7f800000u) return (uint16_t)((u >> 16) | 0x0040u);  // quiet NaN
    u += 0x7fffu + ((u >> 16) & 1u);  // round to nearest, ties to even (carries into the exponent)
    return (uint16_t)(u >> 16);
}

float bf16_to_float(uint16_t h) {
    uint32_t u = (uint32_t)h << 16;
    float x;
    memcpy(&x, &u, sizeof x);
    return x;
}

// ---- what the CPU has ---------------------------------------------------------------------------

// The CPU's own answer (cpuid and the OS-enabled state in XCR0), or NULL when it has native
// bfloat16 dot products.
static const char *cpu_bf16_missing(void) {
#if defined(__x86_64__) || defined(__i386__)
    unsigned a, b, c, d;
    if (!__get_cpuid(1, &a, &b, &c, &d) || !(c & (1u << 27))) return "no OSXSAVE";
    unsigned lo, hi;
    __asm__ volatile("xgetbv" : "=a"(lo), "=d"(hi) : "c"(0));
    uint64_t xcr0 = ((uint64_t)hi << 32) | lo;
    if (!__get_cpuid_count(7, 0, &a, &b, &c, &d)) return "no cpuid leaf 7";
    int amx = (d >> 22) & 1 && (xcr0 & 0x60000u) == 0x60000u;  // AMX-BF16, XTILECFG + XTILEDATA
    unsigned a1, b1, c1, d1;
    int avx512bf16 = __get_cpuid_count(7, 1, &a1, &b1, &c1, &d1) && ((a1 >> 5) & 1) &&
                     (xcr0 & 0xe6u) == 0xe6u;  // AVX512_BF16, with opmask and ZMM state enabled
    if (amx || avx512bf16) return NULL;
    return "the CPU has neither AVX512_BF16 nor AMX-BF16";
#else
    return "not an x86 CPU";
#endif
}

static pthread_once_t g_once = PTHREAD_ONCE_INIT;
static dnnl_engine_t g_engine;
static const char *g_missing = "not checked";

static int make_primitive(int M, int N, int K, int transb, int ldc, int accumulate,
                          dnnl_primitive_t *prim, size_t *scratch_bytes);

static void init_once(void) {
    g_missing = cpu_bf16_missing();
    if (g_missing) return;
    if (dnnl_engine_create(&g_engine, dnnl_cpu, 0) != dnnl_success) {
        g_missing = "oneDNN could not create a CPU engine";
        return;
    }
    dnnl_primitive_t p;
    size_t s;
    if (make_primitive(64, 64, 64, 1, 64, 1, &p, &s) != TD_OK) {
        g_missing = "oneDNN builds no bfloat16 matmul for this CPU";
        return;
    }
    dnnl_primitive_destroy(p);
}

int onednn_bf16_native(const char **why) {
    pthread_once(&g_once, init_once);
    if (why) *why = g_missing;
    return g_missing == NULL;
}

// ---- matmul primitives --------------------------------------------------------------------------

// A matmul of bf16 src [M, K] (dense) by bf16 weights [K, N] (dense [N, K] read transposed when
// transb, else dense [K, N]) into f32 dst [M, N] with row stride ldc, plus dst when accumulate.
static int make_primitive(int M, int N, int K, int transb, int ldc, int accumulate,
                          dnnl_primitive_t *prim, size_t *scratch_bytes) {
    dnnl_memory_desc_t a_md, b_md, c_md;
    dnnl_dims_t a_dims = {M, K}, a_str = {K, 1};
    dnnl_dims_t b_dims = {K, N}, b_str_t = {1, K}, b_str_n = {N, 1};
    dnnl_dims_t c_dims = {M, N}, c_str = {ldc, 1};
    if (dnnl_memory_desc_init_by_strides(&a_md, 2, a_dims, dnnl_bf16, a_str) != dnnl_success ||
        dnnl_memory_desc_init_by_strides(&b_md, 2, b_dims, dnnl_bf16,
                                         transb ? b_str_t : b_str_n) != dnnl_success ||
        dnnl_memory_desc_init_by_strides(&c_md, 2, c_dims, dnnl_f32, c_str) != dnnl_success)
        return td_error(TD_ERR_INTERNAL, "oneDNN: bad matmul shape %d x %d x %d", M, N, K);
    dnnl_matmul_desc_t desc;
    if (dnnl_matmul_desc_init(&desc, &a_md, &b_md, NULL, &c_md) != dnnl_success)
        return td_error(TD_ERR_INTERNAL, "oneDNN: matmul descriptor %d x %d x %d", M, N, K);
    dnnl_primitive_attr_t attr;
    if (dnnl_primitive_attr_create(&attr) != dnnl_success)
        return td_error(TD_ERR_NOMEM, "oneDNN: primitive attributes");
    dnnl_status_t s = dnnl_primitive_attr_set_scratchpad_mode(attr, dnnl_scratchpad_mode_user);
    if (s == dnnl_success && accumulate) {
        dnnl_post_ops_t po;
        s = dnnl_post_ops_create(&po);
        if (s == dnnl_success) {
            s = dnnl_post_ops_append_sum(po, 1.0f);
            if (s == dnnl_success) s = dnnl_primitive_attr_set_post_ops(attr, po);
            dnnl_post_ops_destroy(po);
        }
    }
    dnnl_primitive_desc_t pd = NULL;
    if (s == dnnl_success) s = dnnl_primitive_desc_create(&pd, &desc, attr, g_engine, NULL);
    dnnl_primitive_attr_destroy(attr);
    if (s != dnnl_success)
        return td_error(TD_ERR_INTERNAL, "oneDNN: no bfloat16 matmul %d x %d x %d (status %d)",
                        M, N, K, (int)s);
    const dnnl_memory_desc_t *sp = dnnl_primitive_desc_query_md(pd, dnnl_query_scratchpad_md, 0);
    *scratch_bytes = sp ? dnnl_memory_desc_get_size(sp) : 0;
    s = dnnl_primitive_create(prim, pd);
    dnnl_primitive_desc_destroy(pd);
    if (s != dnnl_success)
        return td_error(TD_ERR_INTERNAL, "oneDNN: matmul primitive (status %d)", (int)s);
    return TD_OK;
}

// Per thread: the last few primitives by shape, the stream, and the bfloat16 operand buffers.
enum { CACHE_SLOTS = 48 };
typedef struct {
    int M, N, K, transb, ldc, accumulate;
    dnnl_primitive_t prim;
    size_t scratch_bytes;
} CacheSlot;

typedef struct {
    CacheSlot slot[CACHE_SLOTS];
    int n, next;
    dnnl_stream_t stream;
    uint16_t *a, *b;
    size_t a_cap, b_cap;
    void *scratch;
    size_t scratch_cap;
} ThreadState;

static _Thread_local ThreadState t_state;

static int grow(void **buf, size_t *cap, size_t bytes) {
    if (bytes <= *cap) return TD_OK;
    void *p = realloc(*buf, bytes);
    if (!p) return td_error(TD_ERR_NOMEM, "bfloat16 buffer of %zu bytes", bytes);
    *buf = p;
    *cap = bytes;
    return TD_OK;
}

static int lookup(ThreadState *t, int M, int N, int K, int transb, int ldc, int acc,
                  CacheSlot **out) {
    for (int i = 0; i < t->n; i++) {
        CacheSlot *c = &t->slot[i];
        if (c->M == M && c->N == N && c->K == K && c->transb == transb && c->ldc == ldc &&
            c->accumulate == acc) {
            *out = c;
            return TD_OK;
        }
    }
    CacheSlot *c = &t->slot[t->n < CACHE_SLOTS ? t->n++ : t->next];
    if (t->n == CACHE_SLOTS) t->next = (t->next + 1) % CACHE_SLOTS;
    if (c->prim) dnnl_primitive_destroy(c->prim);
    memset(c, 0, sizeof *c);
    int rc = make_primitive(M, N, K, transb, ldc, acc, &c->prim, &c->scratch_bytes);
    if (rc != TD_OK) {
        c->prim = NULL;
        c->M = -1;
        return rc;
    }
    c->M = M, c->N = N, c->K = K, c->transb = transb, c->ldc = ldc, c->accumulate = acc;
    *out = c;
    return TD_OK;
}

static int wrap(dnnl_memory_t *m, int rows, int cols, dnnl_data_type_t dt, long s0, long s1,
                void *data) {
    dnnl_memory_desc_t md;
    dnnl_dims_t dims = {rows, cols}, str = {s0, s1};
    if (dnnl_memory_desc_init_by_strides(&md, 2, dims, dt, str) != dnnl_success ||
        dnnl_memory_create(m, &md, g_engine, data) != dnnl_success)
        return td_error(TD_ERR_INTERNAL, "oneDNN: memory object %d x %d", rows, cols);
    return TD_OK;
}

int onednn_gemm_bf16(int transa, int transb, int M, int N, int K, const float *A, int lda,
                     const float *B, int ldb, float beta, float *C, int ldc) {
    const char *why;
    if (!onednn_bf16_native(&why)) return td_error(TD_ERR_ARG, "bfloat16 products: %s", why);
    if (M <= 0 || N <= 0 || K <= 0)
        return td_error(TD_ERR_ARG, "bfloat16 product of %d x %d x %d", M, N, K);
    ThreadState *t = &t_state;
    if (!t->stream && dnnl_stream_create(&t->stream, g_engine, dnnl_stream_default_flags) !=
                          dnnl_success)
        return td_error(TD_ERR_INTERNAL, "oneDNN: stream");
    TD_TRY(grow((void **)&t->a, &t->a_cap, (size_t)M * K * sizeof *t->a));
    TD_TRY(grow((void **)&t->b, &t->b_cap, (size_t)K * N * sizeof *t->b));
    for (int i = 0; i < M; i++)
        for (int k = 0; k < K; k++)
            t->a[(size_t)i * K + k] =
                bf16_from_float(transa ? A[(size_t)k * lda + i] : A[(size_t)i * lda + k]);
    const int rows = transb ? N : K, cols = transb ? K : N;  // B as stored
    for (int r = 0; r < rows; r++)
        for (int c = 0; c < cols; c++)
            t->b[(size_t)r * cols + c] = bf16_from_float(B[(size_t)r * ldb + c]);
    CacheSlot *slot = NULL;
    TD_TRY(lookup(t, M, N, K, transb, ldc, beta != 0.0f, &slot));
    TD_TRY(grow(&t->scratch, &t->scratch_cap, slot->scratch_bytes ? slot->scratch_bytes : 1));
    dnnl_memory_t ma = NULL, mb = NULL, mc = NULL, ms = NULL;
    int rc = wrap(&ma, M, K, dnnl_bf16, K, 1, t->a);
    if (rc == TD_OK)
        rc = wrap(&mb, K, N, dnnl_bf16, transb ? 1 : N, transb ? K : 1, t->b);
    if (rc == TD_OK) rc = wrap(&mc, M, N, dnnl_f32, ldc, 1, C);
    if (rc == TD_OK && slot->scratch_bytes) {
        dnnl_memory_desc_t md;
        dnnl_dims_t d = {(dnnl_dim_t)slot->scratch_bytes};
        if (dnnl_memory_desc_init_by_tag(&md, 1, d, dnnl_u8, dnnl_a) != dnnl_success ||
            dnnl_memory_create(&ms, &md, g_engine, t->scratch) != dnnl_success)
            rc = td_error(TD_ERR_INTERNAL, "oneDNN: scratchpad of %zu bytes",
                          slot->scratch_bytes);
    }
    if (rc == TD_OK) {
        dnnl_exec_arg_t args[4] = {{DNNL_ARG_SRC, ma}, {DNNL_ARG_WEIGHTS, mb},
                                   {DNNL_ARG_DST, mc}, {DNNL_ARG_SCRATCHPAD, ms}};
        dnnl_status_t s = dnnl_primitive_execute(slot->prim, t->stream, ms ? 4 : 3, args);
        if (s == dnnl_success) s = dnnl_stream_wait(t->stream);
        if (s != dnnl_success)
            rc = td_error(TD_ERR_INTERNAL, "oneDNN: matmul failed (status %d)", (int)s);
    }
    if (ma) dnnl_memory_destroy(ma);
    if (mb) dnnl_memory_destroy(mb);
    if (mc) dnnl_memory_destroy(mc);
    if (ms) dnnl_memory_destroy(ms);
    return rc;
}
