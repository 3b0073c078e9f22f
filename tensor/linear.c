// The linear layer and the GEMM dispatch policy of training (see linear.h).
//
// Dimension legend: N rows, C input width, OC output width.
#include "tensor/linear.h"

#include <math.h>
#include <stdio.h>

#include "tensor/alloc.h"
#include "tensor/bf16.h"
#include "tensor/onednn.h"
#include "tensor/blas.h"
#include "tensor/gemm_int8.h"
#include "tensor/gemm_rows.h"
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

// ---- failures of bfloat16 products --------------------------------------------------------------

static int g_status;      // the first failure's status since linear_status last ran, or TD_OK
static char g_msg[256];   // and its message

static void record_failure(int rc, int M, int N, float *C, int ldc) {
    for (int i = 0; i < M; i++)
        for (int j = 0; j < N; j++) C[(long)i * ldc + j] = NAN;
#pragma omp critical(linear_failure)
    if (g_status == TD_OK) {
        g_status = rc;
        snprintf(g_msg, sizeof g_msg, "%s", td_last_error());
    }
}

int linear_status(void) {
    int rc;
#pragma omp critical(linear_failure)
    {
        rc = g_status;
        g_status = TD_OK;
    }
    return rc == TD_OK ? TD_OK : td_error(rc, "bfloat16 product: %s", g_msg);
}

// ---- the blocks of a product --------------------------------------------------------------------

// The bfloat16 products' blocks: C cut into blocks of rows (M >= 2 ONEDNN_TILE_M: whole tiles of
// ONEDNN_TILE_M rows per block, par_blocks(tiles, 1, LINEAR_MAX_BLOCKS) blocks, so that only the
// last block ends in a part tile) or else of columns (N >= 2 LINEAR_BLOCK, par_blocks(N,
// LINEAR_BLOCK, LINEAR_MAX_BLOCKS) of them), else one block, each one single-threaded bfloat16
// call (oneDNN or the emulated backend) on one thread of an OpenMP team. The blocks depend on the
// shape alone, so the bits do not depend on the thread count. (Float32 products are one BLIS call
// instead: linear_gemm.)
enum { LINEAR_BLOCK = 128, LINEAR_MAX_BLOCKS = 16 };

typedef struct GemmBlocks {
    int rows, nb, ta, tb, M, N, K, lda, ldb, ldc;
    const uint16_t *Ah, *Bh;
    float beta;
    float *C;
} GemmBlocks;

static void gemm_call(const GemmBlocks *g, int M, int N, long a0, long b0, long c0) {
    int rc = bf16_gemm(g->ta, g->tb, M, N, g->K, g->Ah + a0, g->lda, g->Bh + b0, g->ldb, g->beta,
                       g->C + c0, g->ldc);
    if (rc != TD_OK) record_failure(rc, M, N, g->C + c0, g->ldc);
}

// The tiles of ONEDNN_TILE_M rows that cover M rows (the last a part tile when M is not a multiple).
static int row_tiles(int M) { return (M + ONEDNN_TILE_M - 1) / ONEDNN_TILE_M; }

// Start of block k: a whole number of tiles for row blocks.
static int block_start(const GemmBlocks *g, int k) {
    if (!g->rows) return par_block_start(g->N, g->nb, k);
    const long r = (long)par_block_start(row_tiles(g->M), g->nb, k) * ONEDNN_TILE_M;
    return r < g->M ? (int)r : g->M;
}

static void gemm_block(const GemmBlocks *g, int k) {
    const int d0 = block_start(g, k), d1 = block_start(g, k + 1);
    if (g->rows)
        gemm_call(g, d1 - d0, g->N, g->ta ? d0 : (long)d0 * g->lda, 0, (long)d0 * g->ldc);
    else
        gemm_call(g, g->M, d1 - d0, 0, g->tb ? (long)d0 * g->ldb : d0, d0);
}

// The blocks of g (its shape fills in rows and nb), run on up to par_threads() threads.
static void gemm_blocks(GemmBlocks g) {
    g.rows = 1, g.nb = 1;
    if (g.M >= 2 * ONEDNN_TILE_M)
        g.nb = par_blocks(row_tiles(g.M), 1, LINEAR_MAX_BLOCKS);
    else if (g.N >= 2 * LINEAR_BLOCK)
        g.rows = 0, g.nb = par_blocks(g.N, LINEAR_BLOCK, LINEAR_MAX_BLOCKS);
    const int nt = par_block_threads(g.nb);
    blas_init();  // once, before a team calls BLIS
#pragma omp parallel for schedule(static) num_threads(nt) if (nt > 1)
    for (int k = 0; k < g.nb; k++) gemm_block(&g, k);
}

static uint64_t g_multiply_adds;

uint64_t linear_multiply_adds(void) { return __atomic_load_n(&g_multiply_adds, __ATOMIC_RELAXED); }

static void count_multiply_adds(int M, int N, int K) {
    __atomic_fetch_add(&g_multiply_adds, (uint64_t)M * (uint64_t)N * (uint64_t)K,
                       __ATOMIC_RELAXED);
}

void linear_gemm(int ta, int tb, int M, int N, int K, const float *A, int lda, const float *B,
                 int ldb, float beta, float *C, int ldc) {
    if (M == 0 || N == 0) return;
    count_multiply_adds(M, N, K);
    if ((long)M * N * K < LINEAR_SMALL_GEMM) {
        gemm_small(ta, tb, M, N, K, A, lda, B, ldb, beta, C, ldc);
        return;
    }
    // One BLIS call on a team of par_threads(): BLIS shares out the output's rows and columns,
    // never the sum over k, so each entry has the bits of the single-threaded call whatever the
    // thread count (blas_gemm_team). Cutting the product into calls of our own would not keep
    // them: BLIS's result for an entry depends on the shape of the call that computes it.
    blas_gemm_team(par_threads(), ta, tb, M, N, K, 1.0f, A, lda, B, ldb, beta, C, ldc);
}

// ---- bfloat16 operands --------------------------------------------------------------------------

// A product's operand: float32 values stored (rows, cols) with row stride ld, and their bfloat16
// copy when one exists (h, same strides, or dense when hld is the width).
typedef struct Operand {
    const float *f;
    const uint16_t *h;
    int ld, hld;
} Operand;

static Operand operand(const float *f, int ld) {
    Operand o = {f, NULL, ld, ld};
    return o;
}

// Gives o a bfloat16 copy: o's own, else the ready one in copy, else rounds o (stored rows x
// cols) into copy->h (then ready) or into scratch buffer `slot`. Returns 0 or TD_ERR_NOMEM.
static int ensure_h(Operand *o, LinearCopy *copy, TdScratchSlot slot, int rows, int cols) {
    if (o->h) return TD_OK;
    if (copy && copy->h) {
        const int hld = copy->ld ? copy->ld : cols;
        if (!copy->ready) bf16_round(copy->h, hld, o->f, o->ld, rows, cols);
        copy->ready = 1;
        o->h = copy->h;
        o->hld = hld;
        return TD_OK;
    }
    uint16_t *h = td_thread_scratch(slot, (size_t)rows * cols * sizeof *h);
    if (!h) return TD_ERR_NOMEM;
    bf16_round(h, cols, o->f, o->ld, rows, cols);
    o->h = h;
    o->hld = cols;
    return TD_OK;
}

// C = op(A) @ op(B) + beta C: float32 (linear_gemm) for every type but WEIGHT_BF16 and below
// LINEAR_SMALL_GEMM multiply-adds, else bf16_gemm with the operands' bfloat16 copies taken from A,
// B (or their LinearCopy) or rounded into scratch.
int linear_rounds(WeightType type, long N, long C, long OC) {
    return type == WEIGHT_BF16 && N > 0 && C > 0 && OC > 0 && N * C * OC >= LINEAR_SMALL_GEMM;
}

static void gemm_operands(WeightType type, int ta, int tb, int M, int N, int K, Operand A,
                          LinearCopy *acopy, Operand B, LinearCopy *bcopy, float beta, float *C,
                          int ldc) {
    if (M == 0 || N == 0) return;
    if (!linear_rounds(type, M, N, K)) {
        linear_gemm(ta, tb, M, N, K, A.f, A.ld, B.f, B.ld, beta, C, ldc);
        return;
    }
    count_multiply_adds(M, N, K);
    int rc = ensure_h(&A, acopy, TD_SCRATCH_LINEAR_A, ta ? K : M, ta ? M : K);
    if (rc == TD_OK) rc = ensure_h(&B, bcopy, TD_SCRATCH_LINEAR_B, tb ? N : K, tb ? K : N);
    if (rc != TD_OK) {
        record_failure(rc, M, N, C, ldc);
        return;
    }
    const GemmBlocks g = {0, 0, ta, tb, M, N, K, A.hld, B.hld, ldc, A.h, B.h, beta, C};
    gemm_blocks(g);
}

// The weight as the right operand of a product (its bfloat16 copy when it has one).
static Operand weight_operand(const Weight *w) {
    Operand o = {w->f32, w->type == WEIGHT_BF16 ? w->bf16 : NULL, w->ld, w->ld};
    return o;
}

static void check_shape(const Weight *w, int C, int OC) {
    TD_ASSERT(w && w->rows == OC && w->cols == C);
}

void linear_bias_forward(float *y, int ldy, const float *bias, int N, int OC) {
    PAR_FOR((long)N * OC, (int n = 0; n < N; n++), {
        float *r = y + (long)n * ldy;
        _Pragma("omp simd") for (int j = 0; j < OC; j++) r[j] += bias[j];
    });
}

void linear_forward(float *out, const float *inp, LinearCopy *inp_copy, const Weight *w,
                    const float *bias, int N, int C, int OC) {
    check_shape(w, C, OC);
    gemm_operands(w->type, 0, 1, N, OC, C, operand(inp, C), inp_copy, weight_operand(w), NULL,
                  0.0f, out, OC);
    if (bias) linear_bias_forward(out, OC, bias, N, OC);
}

void linear_rows(float *y, int ldy, float beta, const float *x, int ldx, const Weight *w,
                 const float *bias, int N, int C, int OC) {
    check_shape(w, C, OC);
    if (w->type == WEIGHT_INT8)
        gemm_int8(y, ldy, beta, x, ldx, w->q, w->ld, w->scale, bias, N, OC, C);
    else if (w->type == WEIGHT_F16)
        gemm_rows_f16(y, ldy, beta, x, ldx, w->f16, w->ld, bias, N, OC, C);
    else if (w->type == WEIGHT_BF16_DEC)
        gemm_rows_bf16(y, ldy, beta, x, ldx, w->bf16, w->ld, bias, N, OC, C);
    else gemm_rows(y, ldy, beta, x, ldx, w->f32, w->ld, bias, N, OC, C);
}

void linear_forward_rows(float *out, const float *inp, const Weight *w, const float *bias, int N,
                         int C, int OC) {
    linear_rows(out, OC, 0.0f, inp, C, w, bias, N, C, OC);
}

void linear_forward_strided(LinearPath path, float *y, int ldy, float beta, const float *x,
                            int ldx, LinearCopy *x_copy, const Weight *w, const float *bias, int N,
                            int C, int OC) {
    if (path == LINEAR_ROWS) {
        linear_rows(y, ldy, beta, x, ldx, w, bias, N, C, OC);
        return;
    }
    check_shape(w, C, OC);
    gemm_operands(w->type, 0, 1, N, OC, C, operand(x, ldx), x_copy, weight_operand(w), NULL, beta,
                  y, ldy);
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

void linear_dinput(float *dx, int ldx, float beta, const float *dy, int ldy, LinearCopy *dy_copy,
                   const Weight *w, int N, int C, int OC) {
    check_shape(w, C, OC);
    gemm_operands(w->type, 0, 0, N, C, OC, operand(dy, ldy), dy_copy, weight_operand(w), NULL,
                  beta, dx, ldx);
}

void linear_dweight(float *dw, int ldw, const float *dy, int ldy, LinearCopy *dy_copy,
                    const float *x, int ldx, LinearCopy *x_copy, WeightType type, int N, int C,
                    int OC) {
    gemm_operands(type, 1, 0, OC, C, N, operand(dy, ldy), dy_copy, operand(x, ldx), x_copy, 1.0f,
                  dw, ldw);
}

void linear_backward(float *dinp, float dinp_beta, float *dweight, float *dbias, const float *dout,
                     const float *inp, LinearCopy *inp_copy, const Weight *w, int N, int C,
                     int OC) {
    check_shape(w, C, OC);
    Operand dy = operand(dout, OC);
    // dout feeds both products: rounded once (when either is a bfloat16 product).
    if (w->type == WEIGHT_BF16 && (long)N * C * OC >= LINEAR_SMALL_GEMM && (dinp || dweight) &&
        ensure_h(&dy, NULL, TD_SCRATCH_LINEAR_GRAD, N, OC) != TD_OK) {
        if (dinp) record_failure(TD_ERR_NOMEM, N, C, dinp, C);
        if (dweight) record_failure(TD_ERR_NOMEM, OC, C, dweight, C);
        return;
    }
    if (dinp)
        gemm_operands(w->type, 0, 0, N, C, OC, dy, NULL, weight_operand(w), NULL, dinp_beta, dinp,
                      C);
    if (dweight)
        gemm_operands(w->type, 1, 0, OC, C, N, dy, NULL, operand(inp, C), inp_copy, 1.0f, dweight,
                      C);
    if (dbias) linear_bias_backward(dbias, dout, OC, N, OC);
}
