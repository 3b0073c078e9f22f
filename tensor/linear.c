// The linear layer and the GEMM dispatch policy of training (see linear.h).
//
// Dimension legend: N rows, C input width, OC output width.
#include "tensor/linear.h"

#include "tensor/blas.h"
#include "tensor/gemm_int8.h"
#include "tensor/gemm_rows.h"
#include "tensor/onednn.h"
#include "tensor/parallel.h"

// Plain loops for tiny products (float accumulation in k order).
static void gemm_small(int ta, int tb, int M, int N, int K, const float *A, int lda,
                       const float *B, int ldb, float beta, float *C, int ldc) {
    for (int i = 0; i < M; i++)
        for (int j = 0; j < N; j++) {
            float acc = 0.0f;
            for (int k = 0; k < K; k++)
                acc += (ta ? A[(long)k * lda + i] : A[(long)i * lda + k]) *
                       (tb ? B[(long)j * ldb + k] : B[(long)k * ldb + j]);
            float *o = C + (long)i * ldc + j;
            *o = beta == 0.0f ? acc : beta * *o + acc;
        }
}

static LinearPrecision g_precision = LINEAR_FP32;
static long g_bf16_failures;

LinearPrecision linear_set_precision(LinearPrecision p, const char **why) {
    const char *reason = NULL;
    if (p == LINEAR_BF16 && !onednn_bf16_native(&reason)) p = LINEAR_FP32;
    if (why) *why = reason;
    g_precision = p;
    return p;
}

LinearPrecision linear_precision(void) { return g_precision; }

long linear_bf16_failures(void) {
    long n;
#pragma omp atomic read
    n = g_bf16_failures;
    return n;
}

// One product of linear_gemm's contract on the calling thread.
typedef void (*GemmFn)(int ta, int tb, int M, int N, int K, const float *A, int lda,
                       const float *B, int ldb, float beta, float *C, int ldc);

static void gemm_blis(int ta, int tb, int M, int N, int K, const float *A, int lda,
                      const float *B, int ldb, float beta, float *C, int ldc) {
    blas_gemm_serial(ta, tb, M, N, K, 1.0f, A, lda, B, ldb, beta, C, ldc);
}

// One bfloat16 product; on a oneDNN failure the float32 product instead.
static void gemm_bf16(int ta, int tb, int M, int N, int K, const float *A, int lda,
                      const float *B, int ldb, float beta, float *C, int ldc) {
    if (onednn_gemm_bf16(ta, tb, M, N, K, A, lda, B, ldb, beta, C, ldc) == TD_OK) return;
#pragma omp atomic update
    g_bf16_failures++;
    gemm_blis(ta, tb, M, N, K, A, lda, B, ldb, beta, C, ldc);
}

// linear_gemm's blocks: C cut into blocks of rows (M >= 2 LINEAR_BLOCK) or else of columns
// (N >= 2 LINEAR_BLOCK), par_blocks(dim, LINEAR_BLOCK, LINEAR_MAX_BLOCKS) of them, else one
// block. Each block is one single-threaded call on one thread, so the team waits in libgomp, which
// honours OMP_WAIT_POLICY=passive, instead of BLIS 0.9's spin barrier, which on an oversubscribed
// machine loses whole time slices per barrier (Transformer tiny, 2 threads, load ~6: 26.6 s/step
// with BLIS's team, 3.3 s/step split). The blocks depend on the shape alone: BLIS's result for an
// entry of C depends on the shape of the call it is computed in (its small-matrix kernels and
// their edge cases), so the blocks, not the threads, fix every call's shape.
enum { LINEAR_BLOCK = 128, LINEAR_MAX_BLOCKS = 16 };

typedef struct GemmBlocks {
    GemmFn fn;
    int rows, nb, ta, tb, M, N, K, lda, ldb, ldc;
    const float *A, *B;
    float beta;
    float *C;
} GemmBlocks;

static void gemm_block(const GemmBlocks *g, int k) {
    const int d0 = par_block_start(g->rows ? g->M : g->N, g->nb, k);
    const int d1 = par_block_start(g->rows ? g->M : g->N, g->nb, k + 1);
    if (g->rows)
        g->fn(g->ta, g->tb, d1 - d0, g->N, g->K, g->ta ? g->A + d0 : g->A + (long)d0 * g->lda,
              g->lda, g->B, g->ldb, g->beta, g->C + (long)d0 * g->ldc, g->ldc);
    else
        g->fn(g->ta, g->tb, g->M, d1 - d0, g->K, g->A, g->lda,
              g->tb ? g->B + (long)d0 * g->ldb : g->B + d0, g->ldb, g->beta, g->C + d0, g->ldc);
}

void linear_gemm(int ta, int tb, int M, int N, int K, const float *A, int lda, const float *B,
                 int ldb, float beta, float *C, int ldc) {
    if (M == 0 || N == 0) return;
    if ((long)M * N * K < LINEAR_SMALL_GEMM) {
        gemm_small(ta, tb, M, N, K, A, lda, B, ldb, beta, C, ldc);
        return;
    }
    int rows = 1, nb = 1;
    if (M >= 2 * LINEAR_BLOCK) nb = par_blocks(M, LINEAR_BLOCK, LINEAR_MAX_BLOCKS);
    else if (N >= 2 * LINEAR_BLOCK) rows = 0, nb = par_blocks(N, LINEAR_BLOCK, LINEAR_MAX_BLOCKS);
    const GemmBlocks g = {g_precision == LINEAR_BF16 ? gemm_bf16 : gemm_blis,
                          rows, nb, ta, tb, M, N, K, lda, ldb, ldc, A, B, beta, C};
    const int nt = par_block_threads(nb);
    blas_init();  // once, before a team calls BLIS
#pragma omp parallel for schedule(static) num_threads(nt) if (nt > 1)
    for (int k = 0; k < nb; k++) gemm_block(&g, k);
}

void linear_bias_forward(float *y, int ldy, const float *bias, int N, int OC) {
    PAR_FOR((long)N * OC, (int n = 0; n < N; n++), {
        float *r = y + (long)n * ldy;
        _Pragma("omp simd") for (int j = 0; j < OC; j++) r[j] += bias[j];
    });
}

void linear_forward(float *out, const float *inp, const float *weight, const float *bias, int N,
                    int C, int OC) {
    linear_gemm(0, 1, N, OC, C, inp, C, weight, C, 0.0f, out, OC);
    if (bias) linear_bias_forward(out, OC, bias, N, OC);
}

void linear_rows(const ParamTable *params, float *y, int ldy, float beta, const float *x, int ldx,
                 const float *weight, int ldw, const float *bias, int N, int C, int OC) {
    const int8_t *q;
    const float *scale;
    if (params_int8_of(params, weight, ldw, OC, C, &q, &scale)) {
        gemm_int8(y, ldy, beta, x, ldx, q, ldw, scale, bias, N, OC, C);
        return;
    }
    const uint16_t *half = params ? params_half_of(params, weight) : NULL;
    if (half) gemm_rows_f16(y, ldy, beta, x, ldx, half, ldw, bias, N, OC, C);
    else gemm_rows(y, ldy, beta, x, ldx, weight, ldw, bias, N, OC, C);
}

void linear_forward_rows(const ParamTable *params, float *out, const float *inp,
                         const float *weight, const float *bias, int N, int C, int OC) {
    linear_rows(params, out, OC, 0.0f, inp, C, weight, C, bias, N, C, OC);
}

void linear_forward_strided(LinearPath path, const ParamTable *params, float *y, int ldy,
                            float beta, const float *x, int ldx, const float *weight, int ldw,
                            const float *bias, int N, int C, int OC) {
    if (path == LINEAR_ROWS) {
        linear_rows(params, y, ldy, beta, x, ldx, weight, ldw, bias, N, C, OC);
        return;
    }
    linear_gemm(0, 1, N, OC, C, x, ldx, weight, ldw, beta, y, ldy);
    if (bias) linear_bias_forward(y, ldy, bias, N, OC);
}

// db[c0 .. c0 + BIAS_BLK) += sum_n dout[n, c]: a full block has a constant trip count, so the
// accumulator stays in vector registers.
enum { BIAS_BLK = 128 };
static void bias_grad_block(float *db, const float *dout, int ld, int N, int OC, int c0) {
    const int w = OC - c0 < BIAS_BLK ? OC - c0 : BIAS_BLK;
    float acc[BIAS_BLK] = {0};
    if (w == BIAS_BLK) {
        for (int n = 0; n < N; n++) {
            const float *d = dout + (long)n * ld + c0;
#pragma omp simd
            for (int c = 0; c < BIAS_BLK; c++) acc[c] += d[c];
        }
    } else {
        for (int n = 0; n < N; n++) {
            const float *d = dout + (long)n * ld + c0;
#pragma omp simd
            for (int c = 0; c < w; c++) acc[c] += d[c];
        }
    }
    for (int c = 0; c < w; c++) db[c0 + c] += acc[c];
}

void linear_bias_backward(float *db, const float *dout, int ld, int N, int OC) {
    const int nblk = (OC + BIAS_BLK - 1) / BIAS_BLK;
    PAR_FOR((long)N * OC, (int cb = 0; cb < nblk; cb++),
            { bias_grad_block(db, dout, ld, N, OC, cb * BIAS_BLK); });
}

void linear_backward(float *dinp, float dinp_beta, float *dweight, float *dbias, const float *dout,
                     const float *inp, const float *weight, int N, int C, int OC) {
    if (dinp) linear_gemm(0, 0, N, C, OC, dout, OC, weight, C, dinp_beta, dinp, C);
    if (dweight) linear_gemm(1, 0, OC, C, N, dout, OC, inp, C, 1.0f, dweight, C);
    if (dbias) linear_bias_backward(dbias, dout, OC, N, OC);
}
