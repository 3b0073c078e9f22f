// bfloat16 products through oneDNN's matmul primitive (see onednn.h). The only file of the project
// that includes oneDNN.
#include "tensor/onednn.h"

#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#include "tensor/alloc.h"

#include <oneapi/dnnl/dnnl.h>

#if defined(__x86_64__) || defined(__i386__)
#include <cpuid.h>
#endif

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

static long long g_primitives;

long long onednn_primitives_created(void) {
    long long n;
#pragma omp atomic read
    n = g_primitives;
    return n;
}

// Per thread: the primitives by shape, each with its memory objects (their data handles set per
// call), and the stream, all kept for the next call and destroyed when the thread exits; the dense
// operand buffers and oneDNN's scratchpad are the thread's scratch buffers (tensor/alloc.h).
enum { CACHE_SLOTS = 64 };
typedef struct {
    int M, N, K, transb, ldc, accumulate;
    dnnl_primitive_t prim;
    dnnl_memory_t ma, mb, mc, ms;
    size_t scratch_bytes;
} CacheSlot;

typedef struct {
    CacheSlot slot[CACHE_SLOTS];
    int n, next;
    dnnl_stream_t stream;
} ThreadState;

static int wrap(dnnl_memory_t *m, int rows, int cols, dnnl_data_type_t dt, long s0, long s1) {
    dnnl_memory_desc_t md;
    dnnl_dims_t dims = {rows, cols}, str = {s0, s1};
    if (dnnl_memory_desc_init_by_strides(&md, 2, dims, dt, str) != dnnl_success ||
        dnnl_memory_create(m, &md, g_engine, DNNL_MEMORY_NONE) != dnnl_success)
        return td_error(TD_ERR_INTERNAL, "oneDNN: memory object %d x %d", rows, cols);
    return TD_OK;
}

static void slot_clear(CacheSlot *c) {
    if (c->prim) dnnl_primitive_destroy(c->prim);
    if (c->ma) dnnl_memory_destroy(c->ma);
    if (c->mb) dnnl_memory_destroy(c->mb);
    if (c->mc) dnnl_memory_destroy(c->mc);
    if (c->ms) dnnl_memory_destroy(c->ms);
    memset(c, 0, sizeof *c);
    c->M = -1;
}

// Destroys a thread's primitives, memory objects and stream (the pthread key's destructor).
static void state_free(void *p) {
    ThreadState *t = p;
    for (int i = 0; i < CACHE_SLOTS; i++) slot_clear(&t->slot[i]);
    if (t->stream) dnnl_stream_destroy(t->stream);
    free(t);
}

static TdThreadLocal g_state = TD_THREAD_LOCAL_INIT(sizeof(ThreadState), state_free);

// The slot's primitive and memory objects for the shape.
static int slot_make(CacheSlot *c, int M, int N, int K, int transb, int ldc, int acc) {
    TD_TRY(make_primitive(M, N, K, transb, ldc, acc, &c->prim, &c->scratch_bytes));
#pragma omp atomic update
    g_primitives++;
    TD_TRY(wrap(&c->ma, M, K, dnnl_bf16, K, 1));
    TD_TRY(wrap(&c->mb, K, N, dnnl_bf16, transb ? 1 : N, transb ? K : 1));
    TD_TRY(wrap(&c->mc, M, N, dnnl_f32, ldc, 1));
    if (c->scratch_bytes) {
        dnnl_memory_desc_t md;
        dnnl_dims_t d = {(dnnl_dim_t)c->scratch_bytes};
        if (dnnl_memory_desc_init_by_tag(&md, 1, d, dnnl_u8, dnnl_a) != dnnl_success ||
            dnnl_memory_create(&c->ms, &md, g_engine, DNNL_MEMORY_NONE) != dnnl_success)
            return td_error(TD_ERR_INTERNAL, "oneDNN: scratchpad of %zu bytes", c->scratch_bytes);
    }
    c->M = M, c->N = N, c->K = K, c->transb = transb, c->ldc = ldc, c->accumulate = acc;
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
    slot_clear(c);
    int rc = slot_make(c, M, N, K, transb, ldc, acc);
    if (rc != TD_OK) {
        slot_clear(c);
        return rc;
    }
    *out = c;
    return TD_OK;
}

// X stored (rows, cols) with row stride ld, as a dense (rows, cols) matrix (transposed to
// (cols, rows) when transpose): X itself when it already is one, else a copy in *buf.
static int dense(const uint16_t **out, TdScratchSlot buf, const uint16_t *x, int ld, int rows,
                 int cols, int transpose) {
    if (!transpose && ld == cols) {
        *out = x;
        return TD_OK;
    }
    uint16_t *d = td_thread_scratch(buf, (size_t)rows * cols * sizeof *d);
    if (!d) return TD_ERR_NOMEM;
    for (int r = 0; r < rows; r++)
        for (int c = 0; c < cols; c++)
            d[transpose ? (size_t)c * rows + r : (size_t)r * cols + c] = x[(size_t)r * ld + c];
    *out = d;
    return TD_OK;
}

int onednn_gemm_bf16(int transa, int transb, int M, int N, int K, const uint16_t *A, int lda,
                     const uint16_t *B, int ldb, float beta, float *C, int ldc) {
    const char *why;
    if (!onednn_bf16_native(&why)) return td_error(TD_ERR_ARG, "bfloat16 products: %s", why);
    if (M <= 0 || N <= 0 || K <= 0)
        return td_error(TD_ERR_ARG, "bfloat16 product of %d x %d x %d", M, N, K);
    ThreadState *t = td_thread_local(&g_state);  // every slot empty (n = 0) at first
    if (!t) return TD_ERR_NOMEM;
    if (!t->stream && dnnl_stream_create(&t->stream, g_engine, dnnl_stream_default_flags) !=
                          dnnl_success)
        return td_error(TD_ERR_INTERNAL, "oneDNN: stream");
    const uint16_t *a, *b;
    TD_TRY(dense(&a, TD_SCRATCH_ONEDNN_A, A, lda, transa ? K : M, transa ? M : K, transa));
    TD_TRY(dense(&b, TD_SCRATCH_ONEDNN_B, B, ldb, transb ? N : K, transb ? K : N, 0));
    CacheSlot *slot = NULL;
    TD_TRY(lookup(t, M, N, K, transb, ldc, beta != 0.0f, &slot));
    void *scratchpad =
        td_thread_scratch(TD_SCRATCH_ONEDNN_LIB, slot->scratch_bytes ? slot->scratch_bytes : 1);
    if (!scratchpad) return TD_ERR_NOMEM;
    if (dnnl_memory_set_data_handle(slot->ma, (void *)a) != dnnl_success ||
        dnnl_memory_set_data_handle(slot->mb, (void *)b) != dnnl_success ||
        dnnl_memory_set_data_handle(slot->mc, C) != dnnl_success ||
        (slot->ms && dnnl_memory_set_data_handle(slot->ms, scratchpad) != dnnl_success))
        return td_error(TD_ERR_INTERNAL, "oneDNN: memory handles");
    dnnl_exec_arg_t args[4] = {{DNNL_ARG_SRC, slot->ma}, {DNNL_ARG_WEIGHTS, slot->mb},
                               {DNNL_ARG_DST, slot->mc}, {DNNL_ARG_SCRATCHPAD, slot->ms}};
    dnnl_status_t s = dnnl_primitive_execute(slot->prim, t->stream, slot->ms ? 4 : 3, args);
    if (s == dnnl_success) s = dnnl_stream_wait(t->stream);
    if (s != dnnl_success)
        return td_error(TD_ERR_INTERNAL, "oneDNN: bfloat16 matmul %d x %d x %d failed (status %d)",
                        M, N, K, (int)s);
    return TD_OK;
}
