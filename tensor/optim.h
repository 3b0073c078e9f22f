// Optimisers over a ParamTable's flat buffers, gradient-norm clipping and learning-rate schedules.
#ifndef TANDEM_OPTIM_H
#define TANDEM_OPTIM_H

#include "tensor/params.h"

typedef enum { OPTIM_ADAM, OPTIM_ADAMW } OptimKind;

typedef struct AdamConfig {
    OptimKind kind;
    float beta1, beta2, eps;   // defaults 0.9, 0.98, 1e-9 (Vaswani et al. 2017)
    float weight_decay;        // AdamW only: decoupled, lr * wd * param, skipped for no_decay tensors
} AdamConfig;

// Defaults above, kind ADAM, weight_decay 0.
AdamConfig adam_defaults(void);

// One Adam/AdamW update at step `step` (1-based, for the bias corrections 1 - beta^step) with
// learning rate lr, over every parameter (Kingma & Ba 2015; Loshchilov & Hutter 2019 for AdamW):
//   m = b1 m + (1-b1) g;  v = b2 v + (1-b2) g^2;  p -= lr (m / (1-b1^t)) / (sqrt(v / (1-b2^t)) + eps)
//   AdamW additionally p -= lr * wd * p (before the Adam update, like torch.optim.AdamW).
// When the table holds a bfloat16 copy (params_bf16_build), each updated weight matrix's copy is
// rewritten in the same pass (bf16_from_float of the new value).
void adam_step(ParamTable *t, const AdamConfig *cfg, float lr, long step);

// The global L2 norm of all gradients (accumulated in double). If max_norm > 0 and the norm exceeds
// it, scales every gradient by max_norm / (norm + 1e-6) (like torch.nn.utils.clip_grad_norm_).
// Returns the norm before clipping (NaN/Inf when a gradient is not finite; then nothing is scaled).
double clip_grad_norm(ParamTable *t, double max_norm);

typedef enum {
    LR_CONSTANT,       // lr
    LR_NOAM,           // factor * d_model^-0.5 * min(step^-0.5, step * warmup^-1.5) (Vaswani et al.)
    LR_INVERSE_SQRT,   // lr * min(step / warmup, sqrt(warmup / step)): linear warmup to lr, then decay
    LR_PLATEAU,        // lr, multiplied by `factor` after `patience` validations without improvement
} LrScheduleKind;

typedef struct LrSchedule {
    LrScheduleKind kind;
    float lr;          // peak / base learning rate (CONSTANT, INVERSE_SQRT, PLATEAU)
    float factor;      // NOAM: the scale factor; PLATEAU: the decay multiplier (e.g. 0.5)
    int warmup;        // steps (NOAM, INVERSE_SQRT; also a linear warmup for CONSTANT/PLATEAU if > 0)
    int d_model;       // NOAM
    int patience;      // PLATEAU: validations without improvement before decaying
    float min_lr;      // PLATEAU floor
    // PLATEAU state (saved with the optimizer state for resume):
    float plateau_scale;
    double best;
    int has_best;
    int bad_evals;
} LrSchedule;

// The learning rate for update `step` (1-based).
float lr_at(const LrSchedule *s, long step);

// PLATEAU: report a validation score (higher is better when higher_better) and decay on plateau.
// Other kinds ignore it. Returns 1 when the rate was just reduced.
int lr_report_validation(LrSchedule *s, double score, int higher_better);

#endif
