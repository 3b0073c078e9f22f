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

static int make_primitive(int M, int N, int K, int transa, int lda, int transb, int ldb, int ldc,
                          int accumulate, dnnl_primitive_t *prim, size_t *scratch_bytes);

static void init_once(void) {
    g_missing = cpu_bf16_missing();
    if (g_missing) return;
    if (dnnl_engine_create(&g_engine, dnnl_cpu, 0) != dnnl_success) {
        g_missing = "oneDNN could not create a CPU engine";
        return;
    }
    dnnl_primitive_t p;
    size_t s;
    if (make_primitive(64, 64, 64, 0, 64, 1, 64, 64, 1, &p, &s) != TD_OK) {
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

// A matmul of bf16 src [M, K] (stored [K, M] with row stride lda and read transposed when transa,
// else [M, K] with row stride lda) by bf16 weights [K, N] (stored [N, K] read transposed when
// transb, else [K, N]; row stride ldb) into f32 dst [M, N] with row stride ldc, plus dst when
// accumulate. M < 0 makes every dimension and stride a runtime value (DNNL_RUNTIME_DIM_VAL): one
// primitive then serves every shape, through oneDNN's slower gemm-based matmul.
static int make_primitive(int M, int N, int K, int transa, int lda, int transb, int ldb, int ldc,
                          int accumulate, dnnl_primitive_t *prim, size_t *scratch_bytes) {
    const dnnl_dim_t R = DNNL_RUNTIME_DIM_VAL;
    const int rt = M < 0;
    const dnnl_dim_t la = rt ? R : lda, lb = rt ? R : ldb, lc = rt ? R : ldc;
    dnnl_memory_desc_t a_md, b_md, c_md;
    dnnl_dims_t a_dims = {rt ? R : M, rt ? R : K}, a_str_t = {1, la}, a_str_n = {la, 1};
    dnnl_dims_t b_dims = {rt ? R : K, rt ? R : N}, b_str_t = {1, lb}, b_str_n = {lb, 1};
    dnnl_dims_t c_dims = {rt ? R : M, rt ? R : N}, c_str = {lc, 1};
    if (dnnl_memory_desc_init_by_strides(&a_md, 2, a_dims, dnnl_bf16,
                                         transa ? a_str_t : a_str_n) != dnnl_success ||
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

// Per thread, kept for the next call and destroyed when the thread exits: the primitives of the
// whole tiles (a cache of slots by shape and strides, each with its memory objects, whose data
// handles are set per call); the eight runtime-shape primitives (transa x transb x accumulate) and
// a cache of memory objects for the shapes of the part tiles they ran lately; the stream. oneDNN's
// scratchpad is the thread's scratch buffer TD_SCRATCH_ONEDNN_LIB (tensor/alloc.h).
enum { CACHE_SLOTS = 128 };
typedef struct {
    int M, N, K, transa, lda, transb, ldb, ldc, accumulate;
} Shape;

// A primitive with its scratchpad's memory object (NULL: none needed), and memory objects for
// one shape's operands; a part tile's cached slot has no primitive, a runtime-shape primitive's no
// operands.
typedef struct {
    Shape shape;
    dnnl_primitive_t prim;
    dnnl_memory_t ma, mb, mc, ms;
    size_t scratch_bytes;
} CacheSlot;

// Slots in use (n) and the next one to give way when all are (round robin).
typedef struct {
    CacheSlot slot[CACHE_SLOTS];
    int n, next;
} Cache;

typedef struct {
    Cache tiles, pieces;
    CacheSlot runtime[8];  // [transa * 4 + transb * 2 + accumulate]
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
}

// Destroys a thread's primitives, memory objects and stream (the pthread key's destructor).
static void state_free(void *p) {
    ThreadState *t = p;
    for (int i = 0; i < CACHE_SLOTS; i++) {
        slot_clear(&t->tiles.slot[i]);
        slot_clear(&t->pieces.slot[i]);
    }
    for (int i = 0; i < 8; i++) slot_clear(&t->runtime[i]);
    if (t->stream) dnnl_stream_destroy(t->stream);
    free(t);
}

static TdThreadLocal g_state = TD_THREAD_LOCAL_INIT(sizeof(ThreadState), state_free);

// Makes c's primitive for shape x (M < 0: the runtime-shape one) and its scratchpad's memory
// object, and counts it.
static int slot_primitive(CacheSlot *c, const Shape *x) {
    TD_TRY(make_primitive(x->M, x->N, x->K, x->transa, x->lda, x->transb, x->ldb, x->ldc,
                          x->accumulate, &c->prim, &c->scratch_bytes));
#pragma omp atomic update
    g_primitives++;
    if (!c->scratch_bytes) return TD_OK;
    dnnl_memory_desc_t md;
    dnnl_dims_t d = {(dnnl_dim_t)c->scratch_bytes};
    if (dnnl_memory_desc_init_by_tag(&md, 1, d, dnnl_u8, dnnl_a) != dnnl_success ||
        dnnl_memory_create(&c->ms, &md, g_engine, DNNL_MEMORY_NONE) != dnnl_success)
        return td_error(TD_ERR_INTERNAL, "oneDNN: scratchpad of %zu bytes", c->scratch_bytes);
    return TD_OK;
}

// The slot for shape x in cache c, made when missing (with its own primitive when `tile`); the
// oldest slot gives way when the cache is full.
static int lookup(Cache *c, const Shape *x, int tile, CacheSlot **out) {
    for (int i = 0; i < c->n; i++)
        if (!memcmp(&c->slot[i].shape, x, sizeof *x)) {
            *out = &c->slot[i];
            return TD_OK;
        }
    CacheSlot *s = &c->slot[c->n < CACHE_SLOTS ? c->n++ : c->next];
    if (c->n == CACHE_SLOTS) c->next = (c->next + 1) % CACHE_SLOTS;
    slot_clear(s);
    int rc = tile ? slot_primitive(s, x) : TD_OK;
    if (rc == TD_OK)
        rc = wrap(&s->ma, x->M, x->K, dnnl_bf16, x->transa ? 1 : x->lda, x->transa ? x->lda : 1);
    if (rc == TD_OK)
        rc = wrap(&s->mb, x->K, x->N, dnnl_bf16, x->transb ? 1 : x->ldb, x->transb ? x->ldb : 1);
    if (rc == TD_OK) rc = wrap(&s->mc, x->M, x->N, dnnl_f32, x->ldc, 1);
    if (rc != TD_OK) {
        slot_clear(s);
        return rc;
    }
    s->shape = *x;
    *out = s;
    return TD_OK;
}

// One oneDNN matmul of shape x on A, B and C: through a whole tile's own primitive when `tile`,
// else through the thread's runtime-shape one, made at its first use.
static int run_piece(ThreadState *t, int tile, const Shape *x, const uint16_t *A,
                     const uint16_t *B, float *C) {
    CacheSlot *slot = NULL, *prim = NULL;
    if (tile) {
        TD_TRY(lookup(&t->tiles, x, 1, &slot));
        prim = slot;
    } else {
        prim = &t->runtime[x->transa * 4 + x->transb * 2 + x->accumulate];
        const Shape any = {-1, -1, -1, x->transa, -1, x->transb, -1, -1, x->accumulate};
        if (!prim->prim) TD_TRY(slot_primitive(prim, &any));
        TD_TRY(lookup(&t->pieces, x, 0, &slot));
    }
    const size_t bytes = prim->scratch_bytes;
    void *scratchpad = td_thread_scratch(TD_SCRATCH_ONEDNN_LIB, bytes ? bytes : 1);
    if (!scratchpad) return TD_ERR_NOMEM;
    if (dnnl_memory_set_data_handle(slot->ma, (void *)A) != dnnl_success ||
        dnnl_memory_set_data_handle(slot->mb, (void *)B) != dnnl_success ||
        dnnl_memory_set_data_handle(slot->mc, C) != dnnl_success ||
        (prim->ms && dnnl_memory_set_data_handle(prim->ms, scratchpad) != dnnl_success))
        return td_error(TD_ERR_INTERNAL, "oneDNN: memory handles");
    dnnl_exec_arg_t args[4] = {{DNNL_ARG_SRC, slot->ma}, {DNNL_ARG_WEIGHTS, slot->mb},
                               {DNNL_ARG_DST, slot->mc}, {DNNL_ARG_SCRATCHPAD, prim->ms}};
    dnnl_status_t s = dnnl_primitive_execute(prim->prim, t->stream, prim->ms ? 4 : 3, args);
    if (s == dnnl_success) s = dnnl_stream_wait(t->stream);
    if (s != dnnl_success)
        return td_error(TD_ERR_INTERNAL, "oneDNN: bfloat16 matmul %d x %d x %d failed (status %d)",
                        x->M, x->N, x->K, (int)s);
    return TD_OK;
}

int onednn_gemm_bf16(int transa, int transb, int M, int N, int K, const uint16_t *A, int lda,
                     const uint16_t *B, int ldb, float beta, float *C, int ldc) {
    const char *why;
    if (!onednn_bf16_native(&why)) return td_error(TD_ERR_ARG, "bfloat16 products: %s", why);
    if (M <= 0 || N <= 0 || K <= 0)
        return td_error(TD_ERR_ARG, "bfloat16 product of %d x %d x %d", M, N, K);
    ThreadState *t = td_thread_local(&g_state);  // every slot empty at first
    if (!t) return TD_ERR_NOMEM;
    if (!t->stream && dnnl_stream_create(&t->stream, g_engine, dnnl_stream_default_flags) !=
                          dnnl_success)
        return td_error(TD_ERR_INTERNAL, "oneDNN: stream");
    const int acc = beta != 0.0f;
    if (transa) {
        // A^T B: the sum over K (a weight gradient's rows) in tiles of ONEDNN_TILE_K, each added
        // to C after the first.
        for (int k0 = 0; k0 < K; k0 += ONEDNN_TILE_K) {
            const int kk = K - k0 < ONEDNN_TILE_K ? K - k0 : ONEDNN_TILE_K;
            const Shape x = {M, N, kk, 1, lda, transb, ldb, ldc, acc || k0 > 0};
            TD_TRY(run_piece(t, kk == ONEDNN_TILE_K, &x, A + (size_t)k0 * lda,
                             B + (transb ? (size_t)k0 : (size_t)k0 * ldb), C));
        }
        return TD_OK;
    }
    // A B or A B^T: M in tiles of ONEDNN_TILE_M rows.
    for (int m0 = 0; m0 < M; m0 += ONEDNN_TILE_M) {
        const int mm = M - m0 < ONEDNN_TILE_M ? M - m0 : ONEDNN_TILE_M;
        const Shape x = {mm, N, K, 0, lda, transb, ldb, ldc, acc};
        TD_TRY(run_piece(t, mm == ONEDNN_TILE_M, &x, A + (size_t)m0 * lda, B, C + (size_t)m0 * ldc));
    }
    return TD_OK;
}
