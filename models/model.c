#include "models/model.h"

#include <stdlib.h>
#include <string.h>

#include "tensor/linear.h"

// Weak references: a binary links whichever architectures exist in the library.
// Strong: a weak undefined reference never pulls rnn_attn.o out of libtandem.a.
extern const ModelOps rnn_attn_ops;
// Strong: a weak undefined reference never pulls an object out of a static library, so a weak
// transformer_ops stayed NULL in every binary linked against libtandem.a.
extern const ModelOps transformer_ops;

static const ModelOps *g_override[2];

void model_ops_override(ModelArch arch, const ModelOps *ops) {
    if (arch == ARCH_RNN || arch == ARCH_TRANSFORMER) g_override[arch] = ops;
}

const ModelOps *model_ops_for(ModelArch arch) {
    if ((arch == ARCH_RNN || arch == ARCH_TRANSFORMER) && g_override[arch]) return g_override[arch];
    if (arch == ARCH_RNN) return &rnn_attn_ops;
    if (arch == ARCH_TRANSFORMER) return &transformer_ops;
    return NULL;
}

Model *model_create(const ModelConfig *cfg, unsigned long long seed) {
    if (config_validate(cfg) < 0) return NULL;
    const ModelOps *ops = model_ops_for(cfg->arch);
    if (!ops) {
        td_error(TD_ERR_ARG, "architecture '%s' is not built into this program", arch_name(cfg->arch));
        return NULL;
    }
    Model *m = calloc(1, sizeof *m);
    if (!m) {
        td_error(TD_ERR_NOMEM, "out of memory creating a model");
        return NULL;
    }
    m->ops = ops;
    m->cfg = *cfg;
    rng_seed(&m->rng, seed ^ 0xD0D0D0D0ull);
    if (ops->build(m) < 0 || params_alloc(&m->params) < 0) {
        model_free(m);
        return NULL;
    }
    params_init(&m->params, seed);
    return m;
}

void model_free(Model *m) {
    if (!m) return;
    if (m->ops && m->ops->destroy) m->ops->destroy(m);
    loss_work_free(&m->loss_work);
    params_free(&m->params);
    free(m);
}

int model_forward(Model *m, const Batch *b, int train, float label_smoothing, ModelLoss *loss) {
    m->loss_ready = 0;
    memset(&m->loss_in, 0, sizeof m->loss_in);
    TD_TRY(m->ops->forward(m, b, train, &m->loss_in));
    TD_TRY(loss_forward(&m->loss_work, &m->loss_in, label_smoothing, TOK_PAD, &loss->loss_sum,
                        &loss->nll_sum, &loss->n_tokens));
    TD_TRY(linear_status());  // a failed bfloat16 product fails the forward it happened in
    m->loss_eps = label_smoothing;
    m->loss_ready = train;
    return TD_OK;
}

int model_backward(Model *m, float dloss) {
    if (!m->loss_ready) return td_error(TD_ERR_ARG, "%s: backward without a training forward",
                                        m->ops->arch);
    m->loss_ready = 0;
    loss_backward(&m->loss_work, &m->loss_in, m->loss_eps, TOK_PAD, dloss);
    TD_TRY(m->ops->backward(m, m->loss_work.dh));
    return linear_status();
}
