// Parameter tables (docs/design.md, section 3): a model lists its tensors once in a ParamTable;
// allocation, initialisation, checkpoint I/O, gradient clipping and the optimizer are all driven
// by it.
// Parameters, gradients and Adam's m and v live in four flat buffers with identical offsets, so the
// optimizer is one flat loop.
#ifndef TANDEM_PARAMS_H
#define TANDEM_PARAMS_H

#include <stddef.h>
#include <stdint.h>

#include "tensor/rng.h"
#include "tensor/status.h"
#include "tensor/weight.h"

#define PARAM_NAME_MAX 64
#define PARAM_MAX_DIMS 4

typedef enum {
    INIT_ZEROS,
    INIT_ONES,
    INIT_NORMAL,           // N(0, scale^2)
    INIT_UNIFORM,          // U(-scale, scale)
    INIT_XAVIER_UNIFORM,   // U(-a, a), a = scale * sqrt(6 / (fan_in + fan_out)); fans = last two dims
} ParamInit;

typedef struct ParamSpec {
    char name[PARAM_NAME_MAX];   // e.g. "enc.layers.0.attn.wq"
    int ndim;
    int shape[PARAM_MAX_DIMS];
    size_t numel;
    size_t offset;               // in floats, into each of the four buffers (64-byte aligned)
    ParamInit init;
    float scale;
    int no_decay;                // 1: AdamW weight decay skips it (biases, layer-norm gains)
    float **value;               // where to store the tensor's address in the model struct
    float **grad;                // where to store its gradient's address (may be NULL)
    const Weight **weight;       // params_add_weight: where to store its handle's address
} ParamSpec;

// The int8 copy of a table for decoding (params_int8_build): every tensor of two or more
// dimensions quantised per row (rows = all dimensions but the last) by quant_int8_row
// (tensor/gemm_int8.h).
typedef struct ParamInt8 {
    int8_t *q;       // [total] at data's offsets (tensors of one dimension left zero)
    float *scale;    // one per quantised row, tensor by tensor in table order
    size_t *row0;    // [n]: index in `scale` of each tensor's first row; SIZE_MAX: not quantised
} ParamInt8;

typedef struct ParamTable {
    ParamSpec *specs;
    int n, cap;
    size_t total;                // floats per buffer, including alignment padding
    size_t count;                // sum of numel: the model's parameter count
    float *data, *grad, *m, *v;  // four buffers of `total` floats
    uint16_t *half;              // NULL, or `data` as IEEE binary16 at the same offsets (decoding)
    ParamInt8 *int8;             // NULL, or the int8 copy of `data` (decoding)
    uint16_t *bf16;              // NULL, or `data` as bfloat16 at the same offsets (training)
    uint16_t *bf16_dec;          // NULL, or `data` as bfloat16 at the same offsets (decoding)
    Weight *weights;             // [n] the handle of every tensor of >= 2 dimensions (typed by
                                 // the copies built: int8, else float16, else decoding bfloat16,
                                 // else bfloat16 (tensors of params_add_weight), else f32)
} ParamTable;

// Registers a tensor of shape `shape[0..ndim)` under `name` (unique). After params_alloc, *value
// (and *grad if non-NULL) point at its slices. Returns 0, TD_ERR_ARG (duplicate or too-long name,
// bad shape) or TD_ERR_NOMEM.
int params_add(ParamTable *t, const char *name, int ndim, const int *shape, ParamInit init,
               float scale, float **value, float **grad) TD_MUST_USE;

// params_add for a weight matrix that products read (>= 2 dimensions): after params_alloc,
// *weight points at the tensor's handle in t->weights (rows = all dimensions but the last), which
// the table keeps current as copies are built and dropped. The linear layer computes in the
// handle's type (tensor/linear.h). Errors as params_add, and TD_ERR_ARG for one dimension.
int params_add_weight(ParamTable *t, const char *name, int ndim, const int *shape, ParamInit init,
                      float scale, float **value, float **grad, const Weight **weight) TD_MUST_USE;

// Allocates the four buffers (zeroed) and sets every registered pointer. Returns 0 or TD_ERR_NOMEM.
int params_alloc(ParamTable *t) TD_MUST_USE;

// Re-points every registered value/grad pointer at the buffers (after the model struct moved).
void params_bind(ParamTable *t);

// Initialises every tensor from its ParamInit with a generator derived from `seed` and the tensor's
// index, so one tensor's values do not depend on the others' sizes.
void params_init(ParamTable *t, unsigned long long seed);

// Sets every gradient to zero.
void params_zero_grad(ParamTable *t);

// The spec named `name`, or NULL.
const ParamSpec *params_find(const ParamTable *t, const char *name);

// Builds t->half from t->data (round to nearest even, as a float16 checkpoint stores them), for
// decoding through gemm_rows_f16 at half the bytes read per step. It is a snapshot: training must
// not run while it exists (params_half_drop first). Returns 0 or TD_ERR_NOMEM.
int params_half_build(ParamTable *t) TD_MUST_USE;

// Rounds every parameter to the nearest float16 value in place (as a float16 checkpoint stores
// them), after which params_half_exact holds. For benchmarks and tests of float16 decoding.
void params_round_to_half(ParamTable *t);

// Frees t->half (NULL is fine); products read the float32 data again.
void params_half_drop(ParamTable *t);

// Builds t->bf16 from t->data for the tensors registered by params_add_weight (bf16_round,
// tensor/bf16.h) and types their handles WEIGHT_BF16 (unless an int8 or float16 copy takes
// precedence; tensors no product reads, e.g. embedding tables, get no copy), for training with
// bfloat16 products: adam_step then rewrites the copy as it updates the masters, so each weight
// is rounded once per update. Anything else that writes t->data (loading, averaging) must
// rebuild it.
// Returns 0 or TD_ERR_NOMEM.
int params_bf16_build(ParamTable *t) TD_MUST_USE;

// Frees t->bf16 (NULL is fine); the handles become float32 again.
void params_bf16_drop(ParamTable *t);

// Builds t->bf16_dec from t->data (bf16_from_float: round to nearest even, tensor/bf16.h) and
// types the handles WEIGHT_BF16_DEC (unless an int8 or float16 copy takes precedence), for
// decoding through gemm_rows_bf16 at half the bytes read per step, as params_half_build does
// with binary16. Only the products read it (embedding lookups read t->data). A snapshot:
// training must not run while it exists (params_bf16_dec_drop first). Returns 0 or TD_ERR_NOMEM.
int params_bf16_dec_build(ParamTable *t) TD_MUST_USE;

// Frees t->bf16_dec (NULL is fine); the handles take their other copy or float32 again.
void params_bf16_dec_drop(ParamTable *t);

// 1 when every parameter value is exactly a binary16 value (e.g. loaded from a float16
// checkpoint), so that products from t->half give the same bits as from t->data; 0 otherwise.
int params_half_exact(const ParamTable *t);

// Builds t->int8 from t->data (quant_int8_row per row of every tensor of >= 2 dimensions), for
// decoding through gemm_int8 (linear_rows): a quarter of the float32 bytes per step and integer
// products. A snapshot like the float16 copy: training must not run while it exists. Returns 0,
// TD_ERR_NOMEM, or TD_ERR_NUMERIC naming the tensor and row holding a value that is not finite.
int params_int8_build(ParamTable *t) TD_MUST_USE;

// Sets every quantised tensor's values in t->data to their dequantised values q * scale (float
// product), so that what reads the float values (embedding lookups) sees the model the int8
// products compute with, as an int8 checkpoint stores it. Needs t->int8.
void params_int8_round(ParamTable *t);

// Frees t->int8 (NULL is fine).
void params_int8_drop(ParamTable *t);

// Sets every weight handle from the buffers and copies in t (called by params_bind and by each
// copy's build and drop).
void params_weights_update(ParamTable *t);

// Checkpoint averaging: sets dst's values to the element-wise mean of the n tables' values,
// summed in double in table order and rounded once to float (Vaswani et al. 2017 decode from the
// average of the last checkpoints; fairseq's, OpenNMT-py's and JoeyNMT's average-checkpoints
// scripts do the same). Every table must list the same tensors (names and shapes, in order) as
// dst; dst may be one of srcs. t->half, if present, is not updated (drop it first). Returns 0,
// TD_ERR_ARG (n < 1), TD_ERR_NOMEM, or TD_ERR_MISMATCH naming the table index and the first
// tensor that differs.
int params_average(ParamTable *dst, const ParamTable *const *srcs, int n) TD_MUST_USE;

// The same, streamed (one table in memory at a time): sum (ref->total doubles, zeroed by the
// caller) += t's values, after checking that t lists the same tensors as ref. Returns 0 or
// TD_ERR_MISMATCH naming the first tensor that differs.
int params_sum_add(double *sum, const ParamTable *ref, const ParamTable *t) TD_MUST_USE;

// dst's values = sum[i] / n, rounded once to float (after n params_sum_add calls).
void params_set_mean(ParamTable *dst, const double *sum, int n);

// Frees the buffers and the spec array (pointers in the model become dangling).
void params_free(ParamTable *t);

#endif
