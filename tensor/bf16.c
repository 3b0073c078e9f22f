// bfloat16 rounding, the backend choice and the emulated backend (see bf16.h).
#include "tensor/bf16.h"

#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#include "tensor/alloc.h"
#include "tensor/blas.h"
#include "tensor/onednn.h"

static long long g_bytes_rounded;
static Bf16RoundObserver g_observer;

void bf16_set_round_observer(Bf16RoundObserver fn) { g_observer = fn; }

void bf16_round(uint16_t *dst, int ldd, const float *src, int lds, int rows, int cols) {
    if (g_observer) g_observer(src, lds, rows, cols);
    for (int r = 0; r < rows; r++) {
        const float *s = src + (long)r * lds;
        uint16_t *d = dst + (long)r * ldd;
#pragma omp simd
        for (int c = 0; c < cols; c++) d[c] = bf16_from_float(s[c]);
    }
    bf16_count_rounded(2LL * rows * cols);
}

void bf16_count_rounded(long long bytes) {
#pragma omp atomic update
    g_bytes_rounded += bytes;
}

void bf16_widen(float *dst, int ldd, const uint16_t *src, int lds, int rows, int cols) {
    for (int r = 0; r < rows; r++) {
        const uint16_t *s = src + (long)r * lds;
        uint32_t *d = (uint32_t *)(void *)(dst + (long)r * ldd);
#pragma omp simd
        for (int c = 0; c < cols; c++) d[c] = (uint32_t)s[c] << 16;
    }
}

// ---- backend ------------------------------------------------------------------------------------

static pthread_once_t g_once = PTHREAD_ONCE_INIT;
static Bf16Backend g_backend = BF16_EMULATED;
static const char *g_why = "not chosen yet";

static void choose_once(void) {
    const char *env = getenv("TANDEM_BF16_BACKEND");
    const char *why = NULL;
    if (env && strcmp(env, "emulated") == 0) {
        g_backend = BF16_EMULATED;
        g_why = "TANDEM_BF16_BACKEND=emulated";
    } else if (onednn_bf16_native(&why)) {
        g_backend = BF16_NATIVE;
        g_why = NULL;
    } else {
        g_backend = BF16_EMULATED;
        g_why = why;
    }
}

Bf16Backend bf16_backend(const char **why) {
    pthread_once(&g_once, choose_once);
    if (why) *why = g_why;
    return g_backend;
}

const char *bf16_backend_name(Bf16Backend b) {
    return b == BF16_NATIVE ? "native (oneDNN)" : b == BF16_FAILING ? "failing (tests)"
                                                                    : "emulated (BLIS)";
}

int bf16_set_backend(Bf16Backend b) {
    pthread_once(&g_once, choose_once);
    const char *why = NULL;
    if (b == BF16_NATIVE && !onednn_bf16_native(&why))
        return td_error(TD_ERR_ARG, "no native bfloat16 products: %s", why);
    g_backend = b;
    g_why = b == BF16_NATIVE ? NULL : "selected by bf16_set_backend";
    return TD_OK;
}

// ---- the emulated backend -----------------------------------------------------------------------

// The operand stored as (rows, cols) with row stride ld, widened into the calling thread's dense
// float32 scratch buffer `slot` (*out).
static int widen_operand(float **out, TdScratchSlot slot, const uint16_t *x, int ld, int rows,
                         int cols) {
    float *buf = td_thread_scratch(slot, (size_t)rows * cols * sizeof *buf);
    if (!buf) return TD_ERR_NOMEM;
    bf16_widen(buf, cols, x, ld, rows, cols);
    *out = buf;
    return TD_OK;
}

static int gemm_emulated(int ta, int tb, int M, int N, int K, const uint16_t *A, int lda,
                         const uint16_t *B, int ldb, float beta, float *C, int ldc) {
    const int ar = ta ? K : M, ac = ta ? M : K, br = tb ? N : K, bc = tb ? K : N;
    float *a, *b;
    TD_TRY(widen_operand(&a, TD_SCRATCH_BF16_A, A, lda, ar, ac));
    TD_TRY(widen_operand(&b, TD_SCRATCH_BF16_B, B, ldb, br, bc));
    // Every product of two bfloat16 values is exact in float32 (8 + 8 significant bits), so this
    // is a bfloat16 product with float32 sums.
    blas_gemm_serial(ta, tb, M, N, K, 1.0f, a, ac, b, bc, beta, C, ldc);
    return TD_OK;
}

int bf16_gemm(int ta, int tb, int M, int N, int K, const uint16_t *A, int lda, const uint16_t *B,
              int ldb, float beta, float *C, int ldc) {
    if (M <= 0 || N <= 0) return TD_OK;
    if (K <= 0)
        return td_error(TD_ERR_ARG, "bfloat16 product of %d x %d x %d", M, N, K);
    const Bf16Backend be = bf16_backend(NULL);
    if (be == BF16_NATIVE) return onednn_gemm_bf16(ta, tb, M, N, K, A, lda, B, ldb, beta, C, ldc);
    if (be == BF16_FAILING)
        return td_error(TD_ERR_INTERNAL, "bfloat16 product of %d x %d x %d: the failing backend",
                        M, N, K);
    return gemm_emulated(ta, tb, M, N, K, A, lda, B, ldb, beta, C, ldc);
}

Bf16Counters bf16_counters(void) {
    Bf16Counters c;
#pragma omp atomic read
    c.bytes_rounded = g_bytes_rounded;
    c.primitives_created = onednn_primitives_created();
    return c;
}
