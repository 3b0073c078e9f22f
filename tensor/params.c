#include "tensor/params.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tensor/alloc.h"
#include "tensor/bf16.h"
#include "tensor/half.h"
#include "util/array.h"

int params_add(ParamTable *t, const char *name, int ndim, const int *shape, ParamInit init,
               float scale, float **value, float **grad) {
    if (strlen(name) >= PARAM_NAME_MAX)
        return td_error(TD_ERR_ARG, "parameter name too long: %s", name);
    if (ndim < 1 || ndim > PARAM_MAX_DIMS)
        return td_error(TD_ERR_ARG, "parameter %s: %d dimensions", name, ndim);
    if (params_find(t, name)) return td_error(TD_ERR_ARG, "duplicate parameter name %s", name);
    ParamSpec *s = array_grow(t->specs, t->n, &t->cap, sizeof *s, 64);
    if (!s) return td_error(TD_ERR_NOMEM, "out of memory in params_add");
    t->specs = s;
    ParamSpec *p = &t->specs[t->n];
    memset(p, 0, sizeof *p);
    snprintf(p->name, sizeof p->name, "%s", name);
    p->ndim = ndim;
    p->numel = 1;
    for (int i = 0; i < ndim; i++) {
        if (shape[i] <= 0) return td_error(TD_ERR_ARG, "parameter %s: dim %d is %d", name, i, shape[i]);
        p->shape[i] = shape[i];
        p->numel *= (size_t)shape[i];
    }
    p->init = init;
    p->scale = scale;
    p->no_decay = (ndim == 1);
    p->value = value;
    p->grad = grad;
    p->offset = t->total;
    t->total += (p->numel + 15) & ~(size_t)15;  // 64-byte aligned slices
    t->count += p->numel;
    t->n++;
    return TD_OK;
}

int params_add_weight(ParamTable *t, const char *name, int ndim, const int *shape, ParamInit init,
                      float scale, float **value, float **grad, const Weight **weight) {
    if (ndim < 2) return td_error(TD_ERR_ARG, "weight %s: %d dimension(s), needs 2 or more", name,
                                  ndim);
    TD_TRY(params_add(t, name, ndim, shape, init, scale, value, grad));
    t->specs[t->n - 1].weight = weight;
    return TD_OK;
}

void params_weights_update(ParamTable *t) {
    if (!t->weights) return;
    for (int i = 0; i < t->n; i++) {
        const ParamSpec *p = &t->specs[i];
        Weight *w = &t->weights[i];
        memset(w, 0, sizeof *w);
        if (p->ndim < 2) continue;
        w->cols = w->ld = p->shape[p->ndim - 1];
        w->rows = (int)(p->numel / (size_t)w->cols);
        w->f32 = t->data + p->offset;
        w->type = WEIGHT_F32;
        if (t->bf16 && p->weight) w->bf16 = t->bf16 + p->offset, w->type = WEIGHT_BF16;
        if (t->bf16_dec) w->bf16 = t->bf16_dec + p->offset, w->type = WEIGHT_BF16_DEC;
        if (t->half) w->f16 = t->half + p->offset, w->type = WEIGHT_F16;
        if (t->int8 && t->int8->row0[i] != SIZE_MAX) {
            w->q = t->int8->q + p->offset;
            w->scale = t->int8->scale + t->int8->row0[i];
            w->type = WEIGHT_INT8;
        }
    }
}

void params_bind(ParamTable *t) {
    for (int i = 0; i < t->n; i++) {
        ParamSpec *p = &t->specs[i];
        if (p->value) *p->value = t->data + p->offset;
        if (p->grad) *p->grad = t->grad + p->offset;
        if (p->weight) *p->weight = t->weights ? &t->weights[i] : NULL;
    }
    params_weights_update(t);
}

int params_alloc(ParamTable *t) {
    size_t bytes = (t->total ? t->total : 16) * sizeof(float);
    t->data = td_alloc(bytes);
    t->grad = td_alloc(bytes);
    t->m = td_alloc(bytes);
    t->v = td_alloc(bytes);
    t->weights = td_alloc((size_t)(t->n ? t->n : 1) * sizeof *t->weights);
    if (!t->data || !t->grad || !t->m || !t->v || !t->weights) return TD_ERR_NOMEM;
    params_bind(t);
    return TD_OK;
}

void params_init(ParamTable *t, unsigned long long seed) {
    Rng base;
    rng_seed(&base, seed);
    for (int i = 0; i < t->n; i++) {
        ParamSpec *p = &t->specs[i];
        Rng r = rng_fork(&base, (uint64_t)i);
        float *x = t->data + p->offset;
        float a = p->scale;
        if (p->init == INIT_XAVIER_UNIFORM) {
            int fan_out = p->shape[0], fan_in = p->ndim >= 2 ? p->shape[p->ndim - 1] : 1;
            if (p->ndim >= 2) fan_out = p->shape[p->ndim - 2];
            a = p->scale * sqrtf(6.0f / (float)(fan_in + fan_out));
        }
        for (size_t j = 0; j < p->numel; j++) {
            switch (p->init) {
            case INIT_ZEROS: x[j] = 0.0f; break;
            case INIT_ONES: x[j] = 1.0f; break;
            case INIT_NORMAL: x[j] = p->scale * rng_normal(&r); break;
            case INIT_UNIFORM:
            case INIT_XAVIER_UNIFORM: x[j] = a * (2.0f * rng_uniform(&r) - 1.0f); break;
            }
        }
    }
}

void params_zero_grad(ParamTable *t) { memset(t->grad, 0, t->total * sizeof(float)); }

const ParamSpec *params_find(const ParamTable *t, const char *name) {
    for (int i = 0; i < t->n; i++)
        if (strcmp(t->specs[i].name, name) == 0) return &t->specs[i];
    return NULL;
}

// *copy = a new buffer of round(data[i]) for every value of t (the previous copy freed), and
// the handles retyped. `what` names the copy in the out-of-memory message.
static int build_copy16(ParamTable *t, uint16_t **copy, uint16_t (*round)(float),
                        const char *what) {
    td_free(*copy);
    *copy = td_alloc((t->total ? t->total : 16) * sizeof(uint16_t));
    if (!*copy) {
        params_weights_update(t);
        return td_error(TD_ERR_NOMEM, "out of memory for the %s weights", what);
    }
    for (size_t i = 0; i < t->total; i++) (*copy)[i] = round(t->data[i]);
    params_weights_update(t);
    return TD_OK;
}

int params_half_build(ParamTable *t) {
    return build_copy16(t, &t->half, half_from_float, "float16");
}

int params_bf16_dec_build(ParamTable *t) {
    return build_copy16(t, &t->bf16_dec, bf16_from_float, "bfloat16");
}

void params_bf16_dec_drop(ParamTable *t) {
    td_free(t->bf16_dec);
    t->bf16_dec = NULL;
    params_weights_update(t);
}

int params_bf16_build(ParamTable *t) {
    if (!t->bf16) {
        t->bf16 = td_alloc((t->total ? t->total : 16) * sizeof(uint16_t));
        if (!t->bf16) return td_error(TD_ERR_NOMEM, "out of memory for the bfloat16 weights");
    }
    for (int i = 0; i < t->n; i++) {
        const ParamSpec *p = &t->specs[i];
        if (p->weight)
            bf16_round(t->bf16 + p->offset, 0, t->data + p->offset, 0, 1, (int)p->numel);
    }
    params_weights_update(t);
    return TD_OK;
}

void params_bf16_drop(ParamTable *t) {
    td_free(t->bf16);
    t->bf16 = NULL;
    params_weights_update(t);
}

void params_round_to_half(ParamTable *t) {
    for (size_t i = 0; i < t->total; i++) t->data[i] = half_to_float(half_from_float(t->data[i]));
}

int params_sum_add(double *sum, const ParamTable *ref, const ParamTable *t) {
    if (t->n != ref->n || t->total != ref->total)
        return td_error(TD_ERR_MISMATCH, "%d tensors (%zu floats), expected %d (%zu)", t->n,
                        t->total, ref->n, ref->total);
    for (int i = 0; i < ref->n; i++) {
        const ParamSpec *a = &ref->specs[i], *b = &t->specs[i];
        int same = strcmp(a->name, b->name) == 0 && a->ndim == b->ndim && a->offset == b->offset;
        for (int d = 0; same && d < a->ndim; d++) same = a->shape[d] == b->shape[d];
        if (!same)
            return td_error(TD_ERR_MISMATCH, "tensor %d is '%s', expected '%s' of the same shape", i,
                            b->name, a->name);
    }
    for (size_t i = 0; i < t->total; i++) sum[i] += t->data[i];
    return TD_OK;
}

void params_set_mean(ParamTable *dst, const double *sum, int n) {
    for (size_t i = 0; i < dst->total; i++) dst->data[i] = (float)(sum[i] / n);
}

int params_average(ParamTable *dst, const ParamTable *const *srcs, int n) {
    if (n < 1) return td_error(TD_ERR_ARG, "params_average: no tables to average");
    double *sum = calloc(dst->total ? dst->total : 1, sizeof *sum);
    if (!sum) return td_error(TD_ERR_NOMEM, "out of memory averaging %zu parameters", dst->total);
    for (int k = 0; k < n; k++) {
        int rc = params_sum_add(sum, dst, srcs[k]);
        if (rc < 0) {
            free(sum);
            return td_error_context(rc, "table %d", k);
        }
    }
    params_set_mean(dst, sum, n);
    free(sum);
    return TD_OK;
}

void params_half_drop(ParamTable *t) {
    td_free(t->half);
    t->half = NULL;
    params_weights_update(t);
}

int params_half_exact(const ParamTable *t) {
    for (size_t i = 0; i < t->total; i++) {
        const float x = t->data[i], y = half_to_float(half_from_float(x));
        if (memcmp(&x, &y, sizeof x)) return 0;
    }
    return 1;
}

void params_free(ParamTable *t) {
    params_int8_drop(t);
    td_free(t->half);
    td_free(t->bf16);
    td_free(t->bf16_dec);
    td_free(t->weights);
    td_free(t->data);
    td_free(t->grad);
    td_free(t->m);
    td_free(t->v);
    free(t->specs);
    memset(t, 0, sizeof *t);
}
