// A weight matrix as the products read it: the float32 master and the copy its type names, all at
// the same element offsets (as ggml gives every tensor a type). The parameter table
// (tensor/params.h) owns one handle per matrix and keeps it current as copies are built and
// dropped; the linear layer (tensor/linear.h) computes in the handle's type, so no product looks
// a weight up by its address.
//
// Dimension legend: rows (output features) x cols (input features), row stride ld, row-major.
#ifndef TANDEM_WEIGHT_H
#define TANDEM_WEIGHT_H

#include <stdint.h>

#include "tensor/status.h"

typedef enum {
    WEIGHT_F32 = 0,  // products read f32
    WEIGHT_BF16,     // training products round their other operand to bfloat16 and read bf16
                     // (float32 sums); the few-row decoding products read f32
    WEIGHT_F16,      // decoding products read f16 (IEEE binary16, gemm_rows_f16)
    WEIGHT_INT8,     // decoding products read q and scale (gemm_int8)
    WEIGHT_BF16_DEC, // decoding products read bf16 (bfloat16 of f32, widened exactly:
                     // gemm_rows_bf16); training products read f32 (a decoding snapshot)
} WeightType;

typedef struct Weight {
    WeightType type;
    const float *f32;      // [rows, ld] the float32 master (what the optimizer updates)
    const uint16_t *bf16;  // WEIGHT_BF16: bfloat16 of f32, same offsets (written with each
                           // update); WEIGHT_BF16_DEC: the same rounding, made once for decoding
    const uint16_t *f16;   // WEIGHT_F16: binary16 of f32, same offsets
    const int8_t *q;       // WEIGHT_INT8: int8 rows, same offsets
    const float *scale;    // WEIGHT_INT8: [rows] per-row scales of q (quant_int8_row)
    int rows, cols, ld;
} Weight;

// A float32 weight over w [rows, cols] with row stride ld (no copies): for products of matrices
// that no table owns (tests, benchmarks).
static inline Weight weight_f32(const float *w, int rows, int cols, int ld) {
    Weight h = {WEIGHT_F32, w, 0, 0, 0, 0, rows, cols, ld};
    return h;
}

// The block of rows [r0, r0 + rows) and columns [c0, c0 + cols) of w, of w's type (e.g. a
// column block of a wider matrix, or one layer of a stacked tensor). The block must lie inside w.
static inline Weight weight_block(const Weight *w, int r0, int c0, int rows, int cols) {
    TD_ASSERT(r0 >= 0 && c0 >= 0 && rows >= 0 && cols >= 0 && r0 + rows <= w->rows &&
              c0 + cols <= w->cols);
    const long o = (long)r0 * w->ld + c0;
    Weight h = *w;
    h.f32 = w->f32 + o;
    if (w->bf16) h.bf16 = w->bf16 + o;
    if (w->f16) h.f16 = w->f16 + o;
    if (w->q) h.q = w->q + o;
    if (w->scale) h.scale = w->scale + r0;
    h.rows = rows;
    h.cols = cols;
    return h;
}

#endif
