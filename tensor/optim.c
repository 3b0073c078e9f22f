#include "tensor/optim.h"

#include <math.h>

#include "tensor/bf16.h"
#include "tensor/parallel.h"

AdamConfig adam_defaults(void) {
    AdamConfig c = {OPTIM_ADAM, 0.9f, 0.98f, 1e-9f, 0.0f};
    return c;
}

void adam_step(ParamTable *t, const AdamConfig *cfg, float lr, long step) {
    const float b1 = cfg->beta1, b2 = cfg->beta2, eps = cfg->eps;
    const float c1 = 1.0f / (1.0f - (float)pow(b1, (double)step));
    const float c2 = 1.0f / (1.0f - (float)pow(b2, (double)step));
    for (int s = 0; s < t->n; s++) {
        const ParamSpec *p = &t->specs[s];
        float *w = t->data + p->offset, *g = t->grad + p->offset;
        float *m = t->m + p->offset, *v = t->v + p->offset;
        const float decay = (cfg->kind == OPTIM_ADAMW && !p->no_decay) ? lr * cfg->weight_decay : 0;
        const long n = (long)p->numel;
        // The weight's bfloat16 copy (params_bf16_build), rewritten in the same pass.
        uint16_t *h = t->bf16 && p->weight ? t->bf16 + p->offset : NULL;
#pragma omp parallel for if (par_worth((long)n))
        for (long i = 0; i < n; i++) {
            float gi = g[i];
            float mi = b1 * m[i] + (1.0f - b1) * gi;
            float vi = b2 * v[i] + (1.0f - b2) * gi * gi;
            m[i] = mi;
            v[i] = vi;
            float wi = w[i] - decay * w[i];
            wi = wi - lr * (mi * c1) / (sqrtf(vi * c2) + eps);
            w[i] = wi;
            if (h) h[i] = bf16_from_float(wi);
        }
        if (h) bf16_count_rounded(2LL * n);
    }
}

double clip_grad_norm(ParamTable *t, double max_norm) {
    double sum = 0.0;
    for (size_t i = 0; i < t->total; i++) sum += (double)t->grad[i] * t->grad[i];
    double norm = sqrt(sum);
    if (!isfinite(norm)) return norm;
    if (max_norm > 0 && norm > max_norm) {
        float s = (float)(max_norm / (norm + 1e-6));
        for (size_t i = 0; i < t->total; i++) t->grad[i] *= s;
    }
    return norm;
}

float lr_at(const LrSchedule *s, long step) {
    if (step < 1) step = 1;
    double st = (double)step, w = s->warmup > 0 ? s->warmup : 1;
    switch (s->kind) {
    case LR_NOAM:
        return (float)(s->factor * pow(s->d_model, -0.5) * fmin(pow(st, -0.5), st * pow(w, -1.5)));
    case LR_INVERSE_SQRT:
        return (float)(s->lr * fmin(st / w, sqrt(w / st)));
    case LR_PLATEAU:
    case LR_CONSTANT: {
        double warm = (s->warmup > 0 && st < w) ? st / w : 1.0;
        double scale = s->kind == LR_PLATEAU && s->plateau_scale > 0 ? s->plateau_scale : 1.0;
        double lr = s->lr * scale;
        if (s->kind == LR_PLATEAU && lr < s->min_lr) lr = s->min_lr;
        return (float)(lr * warm);
    }
    }
    return s->lr;
}

int lr_report_validation(LrSchedule *s, double score, int higher_better) {
    if (s->kind != LR_PLATEAU) return 0;
    if (s->plateau_scale <= 0) s->plateau_scale = 1.0f;
    int improved = !s->has_best || (higher_better ? score > s->best : score < s->best);
    if (improved) {
        s->best = score;
        s->has_best = 1;
        s->bad_evals = 0;
        return 0;
    }
    if (++s->bad_evals >= (s->patience > 0 ? s->patience : 1)) {
        s->plateau_scale *= s->factor > 0 ? s->factor : 0.5f;
        s->bad_evals = 0;
        return 1;
    }
    return 0;
}
