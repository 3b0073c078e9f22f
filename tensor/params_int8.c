// The int8 copy of a parameter table for decoding (params.h, params_int8_*): per-row quantised
// values at data's offsets and one scale per row.
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "tensor/alloc.h"
#include "tensor/gemm_int8.h"
#include "tensor/params.h"

// Rows and row length of a quantised tensor (>= 2 dimensions): all dimensions but the last, and
// the last.
static void rows_cols(const ParamSpec *p, size_t *rows, int *cols) {
    *cols = p->shape[p->ndim - 1];
    *rows = p->numel / (size_t)*cols;
}

void params_int8_drop(ParamTable *t) {
    if (!t->int8) return;
    td_free(t->int8->q);
    free(t->int8->scale);
    free(t->int8->row0);
    free(t->int8);
    t->int8 = NULL;
    params_weights_update(t);
}

int params_int8_build(ParamTable *t) {
    params_int8_drop(t);
    size_t nrows = 0;
    for (int i = 0; i < t->n; i++) {
        size_t rows;
        int cols;
        if (t->specs[i].ndim < 2) continue;
        rows_cols(&t->specs[i], &rows, &cols);
        nrows += rows;
    }
    ParamInt8 *p = calloc(1, sizeof *p);
    if (p) {
        p->q = td_alloc(t->total ? t->total : 1);
        p->scale = malloc((nrows ? nrows : 1) * sizeof *p->scale);
        p->row0 = malloc((size_t)(t->n ? t->n : 1) * sizeof *p->row0);
    }
    t->int8 = p;
    if (!p || !p->q || !p->scale || !p->row0) {
        params_int8_drop(t);
        return td_error(TD_ERR_NOMEM, "out of memory for the int8 weights");
    }
    size_t r0 = 0;
    for (int i = 0; i < t->n; i++) {
        const ParamSpec *s = &t->specs[i];
        p->row0[i] = SIZE_MAX;
        if (s->ndim < 2) continue;
        size_t rows;
        int cols;
        rows_cols(s, &rows, &cols);
        p->row0[i] = r0;
        for (size_t r = 0; r < rows; r++) {
            const size_t off = s->offset + r * (size_t)cols;
            if (quant_int8_row(p->q + off, &p->scale[r0 + r], t->data + off, cols) < 0) {
                params_int8_drop(t);
                return td_error(TD_ERR_NUMERIC, "parameter %s row %zu holds a value that is not "
                                "finite: it cannot be quantised to int8", s->name, r);
            }
        }
        r0 += rows;
    }
    params_weights_update(t);
    return TD_OK;
}

void params_int8_round(ParamTable *t) {
    const ParamInt8 *p = t->int8;
    for (int i = 0; i < t->n; i++) {
        const ParamSpec *s = &t->specs[i];
        if (p->row0[i] == SIZE_MAX) continue;
        size_t rows;
        int cols;
        rows_cols(s, &rows, &cols);
        for (size_t r = 0; r < rows; r++) {
            const size_t off = s->offset + r * (size_t)cols;
            const float sc = p->scale[p->row0[i] + r];
            for (int k = 0; k < cols; k++) t->data[off + k] = (float)p->q[off + k] * sc;
        }
    }
}
