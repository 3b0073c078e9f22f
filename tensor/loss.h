// The output layer and its loss, shared by both models: logits = h W^T + b over the final decoder
// states h of the target positions, then label-smoothed cross-entropy (Szegedy et al. 2016 with
// PyTorch's definition of the target distribution: q = (1 - eps) onehot(y) + eps / V) and its
// backward into h, W and b.
//
// Dimension legend: N scored positions (target tokens), C state width (d_model or the RNN's
// output width), V vocab. Row-major.
#ifndef TANDEM_LOSS_H
#define TANDEM_LOSS_H

#include <stddef.h>

#include "tensor/arena.h"
#include "tensor/linear.h"

// What a model's teacher-forced forward hands to the loss: its final states and the output layer
// that scores them (pointers into the model's activations and parameters).
typedef struct LossInput {
    const float *h;        // [N, C] final decoder states, one row per scored target position
    const int *targets;    // [N] target ids in [0, V), or the ignore index (row scores nothing)
    const int *pos;        // [N] where each row sits in the caller's [B, T] target grid
                           // (b * T + t), for per-sentence scores; NULL: row n is position n
    int N, C, V;
    const Weight *weight;  // [V, C] output projection (the embedding itself when tied)
    const float *bias;     // [V] or NULL
    float *dweight;        // [V, C] gradient slot of weight (accumulated), NULL: not trained
    float *dbias;          // [V] gradient slot of bias (accumulated), NULL: not trained
} LossInput;

// Workspace of the loss, carved from one arena (tensor/arena.h) that grows to the largest N seen
// (then no allocation in a steady state).
typedef struct LossWork {
    Arena arena;
    float *logits;      // [N, V] logits, then probabilities, then d(loss)/d(logits)
    double *row_loss;   // [2N] per-row smoothed loss, then per-row NLL
    float *dh;          // [N, C] d(loss)/d(h), written by loss_backward
    LinearCopy h_h;     // bfloat16 copy of h (bfloat16 weights): rounded in forward, reused in
                        // backward
} LossWork;

// Label-smoothed cross-entropy over logits [N, V], in place: the logits become softmax
// probabilities; row_loss [2N] receives per row the smoothed loss
//   -sum_j q_j log p_j = (1 - eps) (logz - x_y) + eps (logz - mean_j x_j)
// and the NLL logz - x_y (exact, from the log-sum-exp), 0 for rows whose target is
// ignore_index (their probabilities are left as they are). Returns the smoothed loss summed over
// the rows in row order (the same bits for any thread count); *nll_sum gets the summed NLL,
// *n_tokens the number of rows not ignored. Exponentials by fast_expf (tensor/fast_exp.h).
double loss_ce_forward(float *logits, double *row_loss, const int *targets, int N, int V,
                       float eps, int ignore_index, double *nll_sum, int *n_tokens);

// Backward of loss_ce_forward, in place: probs [N, V] -> dlogits = dloss * (probs - q); rows whose
// target is ignore_index become 0. dloss is d(objective)/d(summed loss), e.g. 1 / n_tokens.
void loss_ce_backward(float *probs, const int *targets, int N, int V, float eps, int ignore_index,
                      float dloss);

// Output layer and loss forward: w->logits = in->h in->weight^T + in->bias (linear_forward, in
// the weight's precision), then
// loss_ce_forward with label smoothing eps. Fills *loss_sum, *nll_sum and *n_tokens as
// loss_ce_forward. Grows the workspace as needed. Returns 0, or TD_ERR_NOMEM (nothing computed).
int loss_forward(LossWork *w, const LossInput *in, float eps, int ignore_index, double *loss_sum,
                 double *nll_sum, int *n_tokens);

// Backward of the last loss_forward with the same `in`: turns w->logits into dlogits
// (loss_ce_backward with dloss), WRITES w->dh [N, C] = dlogits W and ACCUMULATES
// dweight += dlogits^T h and dbias += sum_n dlogits (when not NULL).
void loss_backward(LossWork *w, const LossInput *in, float eps, int ignore_index, float dloss);

// Frees the workspace (a zeroed LossWork is empty; freeing twice is fine).
void loss_work_free(LossWork *w);

#endif
