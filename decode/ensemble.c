// Ensemble decoding behind ModelOps (see ensemble.h for the combination rule).
//
// Dimension legend: M members, N decoding rows, V vocabulary, S padded source length.
#include "decode/ensemble.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "tensor/alloc.h"

typedef struct Ensemble {
    int M;
    EnsembleMode mode;
    Model *member[ENSEMBLE_MAX];
    float *lp;   size_t lp_cap;    // [M - 1, N, V] members 1.. log-probabilities of a step
    float *att;  size_t att_cap;   // [N, S] one member's cross-attention
} Ensemble;

// A decoding state of the ensemble: one state per member, all with the same rows.
struct DecodeState {
    int S;
    DecodeState *member[ENSEMBLE_MAX];
};

static const ModelOps ensemble_ops;

static Ensemble *ens(const Model *m) { return m->impl; }

static int ensemble_build(Model *m) {
    return td_error(TD_ERR_ARG, "an ensemble is made with ensemble_create, not built");
}

static void ensemble_destroy(Model *m) {
    Ensemble *e = ens(m);
    if (!e) return;
    for (int i = 0; i < e->M; i++) model_free(e->member[i]);
    td_free(e->lp);
    td_free(e->att);
    free(e);
    m->impl = NULL;
}

static int ensemble_forward(Model *m, const Batch *b, int train, LossInput *out) {
    return td_error(TD_ERR_ARG, "an ensemble decodes only (no training forward)");
}

static int ensemble_backward(Model *m, const float *dh) {
    return td_error(TD_ERR_ARG, "an ensemble decodes only (no backward)");
}

static void ensemble_free_state(Model *m, DecodeState *st) {
    if (!st) return;
    Ensemble *e = ens(m);
    for (int i = 0; i < e->M; i++)
        if (st->member[i]) e->member[i]->ops->free_state(e->member[i], st->member[i]);
    free(st);
}

static DecodeState *ensemble_encode(Model *m, const int *src, const int *src_len, int B, int S) {
    Ensemble *e = ens(m);
    DecodeState *st = calloc(1, sizeof *st);
    if (!st) {
        td_error(TD_ERR_NOMEM, "out of memory encoding for an ensemble");
        return NULL;
    }
    st->S = S;
    for (int i = 0; i < e->M; i++) {
        Model *mi = e->member[i];
        st->member[i] = mi->ops->encode(mi, src, src_len, B, S);
        if (!st->member[i]) {
            td_error_context(TD_ERR_INTERNAL, "ensemble member %d (%s)", i + 1, mi->ops->arch);
            ensemble_free_state(m, st);
            return NULL;
        }
    }
    return st;
}

// out [n] = the combination of the M members' values lp0 [n] (member 0) and rest [M - 1, stride]
// (members 1..M-1, stride floats apart), per element.
static void combine(float *out, const float *lp0, const float *rest, size_t stride, size_t n,
                    int M, EnsembleMode mode) {
    const double inv_m = 1.0 / M, log_m = log((double)M);
    for (size_t j = 0; j < n; j++) {
        double x0 = lp0[j];
        if (mode == ENSEMBLE_LOGPROB) {
            double s = x0;
            for (int i = 1; i < M; i++) s += rest[(size_t)(i - 1) * stride + j];
            out[j] = (float)(s * inv_m);
        } else {  // log-sum-exp around the largest member value
            double mx = x0;
            for (int i = 1; i < M; i++) {
                double x = rest[(size_t)(i - 1) * stride + j];
                if (x > mx) mx = x;
            }
            if (!(mx > -INFINITY)) {  // every member gives -inf (or NaN): keep the member's
                out[j] = (float)mx;
                continue;
            }
            double s = exp(x0 - mx);
            for (int i = 1; i < M; i++) s += exp(rest[(size_t)(i - 1) * stride + j] - mx);
            out[j] = (float)(mx + log(s) - log_m);
        }
    }
}

static int ensemble_step(Model *m, DecodeState *st, const DecodeRows *rows, const int *prev,
                         float *logprobs) {
    Ensemble *e = ens(m);
    const size_t NV = (size_t)rows->n * m->cfg.vocab;
    TD_TRY(td_reserve((void **)&e->lp, &e->lp_cap, (size_t)(e->M - 1) * NV * sizeof(float)));
    for (int i = 0; i < e->M; i++) {
        Model *mi = e->member[i];
        float *out = i == 0 ? logprobs : e->lp + (size_t)(i - 1) * NV;
        TD_TRY(mi->ops->step(mi, st->member[i], rows, prev, out));
    }
    combine(logprobs, logprobs, e->lp, NV, NV, e->M, e->mode);
    return 0;
}

static int ensemble_reorder(Model *m, DecodeState *st, const int *parent, int new_n) {
    Ensemble *e = ens(m);
    for (int i = 0; i < e->M; i++)
        TD_TRY(e->member[i]->ops->reorder(e->member[i], st->member[i], parent, new_n));
    return 0;
}

// The mean of the members' weights; `layer` applies to Transformer members (an RNN has one
// attention and takes -1), `head` likewise.
static int ensemble_cross_attention(Model *m, const DecodeState *st, const DecodeRows *rows,
                                    int layer, int head, float *out) {
    Ensemble *e = ens(m);
    const size_t n = (size_t)rows->n * st->S;
    TD_TRY(td_reserve((void **)&e->att, &e->att_cap, n * sizeof(float)));
    for (int i = 0; i < e->M; i++) {
        Model *mi = e->member[i];
        int tfm = mi->cfg.arch == ARCH_TRANSFORMER;
        TD_TRY(mi->ops->cross_attention(mi, st->member[i], rows, tfm ? layer : -1,
                                        tfm ? head : -1, i == 0 ? out : e->att));
        if (i > 0)
            for (size_t j = 0; j < n; j++) out[j] += e->att[j];
    }
    for (size_t j = 0; j < n; j++) out[j] /= (float)e->M;
    return 0;
}

static const ModelOps ensemble_ops = {
    .arch = "ensemble",
    .build = ensemble_build,
    .destroy = ensemble_destroy,
    .forward = ensemble_forward,
    .backward = ensemble_backward,
    .encode = ensemble_encode,
    .step = ensemble_step,
    .reorder = ensemble_reorder,
    .cross_attention = ensemble_cross_attention,
    .free_state = ensemble_free_state,
    .self_attention = NULL,
};

Model *ensemble_create(Model *const *members, int M, EnsembleMode mode) {
    if (M < 2 || M > ENSEMBLE_MAX) {
        td_error(TD_ERR_ARG, "an ensemble takes 2 to %d models, not %d", ENSEMBLE_MAX, M);
        return NULL;
    }
    for (int i = 1; i < M; i++)
        if (members[i]->cfg.vocab != members[0]->cfg.vocab) {
            td_error(TD_ERR_ARG, "ensemble member %d has a vocabulary of %d, member 1 of %d",
                     i + 1, members[i]->cfg.vocab, members[0]->cfg.vocab);
            return NULL;
        }
    Model *m = calloc(1, sizeof *m);
    Ensemble *e = calloc(1, sizeof *e);
    if (!m || !e) {
        free(m);
        free(e);
        td_error(TD_ERR_NOMEM, "out of memory creating an ensemble");
        return NULL;
    }
    e->M = M;
    e->mode = mode;
    m->ops = &ensemble_ops;
    m->cfg = members[0]->cfg;
    for (int i = 0; i < M; i++) {
        e->member[i] = members[i];
        if (members[i]->cfg.max_len < m->cfg.max_len) m->cfg.max_len = members[i]->cfg.max_len;
    }
    m->impl = e;
    return m;
}

int ensemble_size(const Model *m) { return m && m->ops == &ensemble_ops ? ens(m)->M : 0; }

Model *ensemble_member(const Model *m, int i) {
    TD_ASSERT(i >= 0 && i < ensemble_size(m));
    return ens(m)->member[i];
}

const char *ensemble_mode_name(EnsembleMode mode) {
    return mode == ENSEMBLE_PROB ? "prob" : "logprob";
}

int ensemble_mode_parse(const char *name, EnsembleMode *mode) {
    if (!strcmp(name, "logprob")) *mode = ENSEMBLE_LOGPROB;
    else if (!strcmp(name, "prob")) *mode = ENSEMBLE_PROB;
    else return td_error(TD_ERR_ARG, "ensemble mode '%s' is not one of logprob, prob", name);
    return 0;
}
