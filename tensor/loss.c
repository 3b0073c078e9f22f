// Output layer + label-smoothed cross-entropy (see loss.h).
//
// Dimension legend: N rows, C state width, V vocab.
#include "tensor/loss.h"

#include <math.h>
#include <string.h>

#include "tensor/fast_exp.h"
#include "tensor/linear.h"
#include "tensor/parallel.h"
#include "tensor/status.h"

// One row x (V) -> probabilities in place; returns log sum_j exp(x_j) and *sum_x = sum_j x_j.
// Float partial sums over blocks of 1024 (exp_shift_sum, sum_fixed: 8 lanes), added in double:
// ~1e-7 relative precision for any V.
static double softmax_row(float *x, int V, double *sum_x) {
    float mx = -INFINITY;
#pragma omp simd reduction(max : mx)
    for (int j = 0; j < V; j++) mx = x[j] > mx ? x[j] : mx;
    double sum = 0.0, sx_total = 0.0;
    for (int j0 = 0; j0 < V; j0 += 1024) {
        const int j1 = j0 + 1024 < V ? j0 + 1024 : V;
        sx_total += sum_fixed(x + j0, j1 - j0);
        sum += exp_shift_sum(x + j0, x + j0, j1 - j0, mx);
    }
    const float inv = (float)(1.0 / sum);
#pragma omp simd
    for (int j = 0; j < V; j++) x[j] *= inv;
    *sum_x = sx_total;
    return mx + log(sum);
}

double loss_ce_forward(float *logits, double *row_loss, const int *targets, int N, int V,
                       float eps, int ignore_index, double *nll_sum, int *n_tokens) {
    double *row_nll = row_loss + N;
    PAR_FOR((long)N * V, (int n = 0; n < N; n++), {
        const int y = targets[n];
        if (y == ignore_index) {
            row_loss[n] = row_nll[n] = 0.0;
        } else {
            TD_ASSERT(y >= 0 && y < V);
            float *x = logits + (long)n * V;
            const double xy = x[y];  // before x becomes probabilities
            double sx;
            const double logz = softmax_row(x, V, &sx);
            row_loss[n] = (1.0 - eps) * (logz - xy) + eps * (logz - sx / V);
            row_nll[n] = logz - xy;
        }
    });
    double loss = 0.0, nll = 0.0;
    int count = 0;
    for (int n = 0; n < N; n++) {  // in order: the same bits for any thread count
        loss += row_loss[n];
        nll += row_nll[n];
        count += targets[n] != ignore_index;
    }
    if (nll_sum) *nll_sum = nll;
    if (n_tokens) *n_tokens = count;
    return loss;
}

void loss_ce_backward(float *probs, const int *targets, int N, int V, float eps, int ignore_index,
                      float dloss) {
    const float uniform = eps / (float)V;
    PAR_FOR((long)N * V, (int n = 0; n < N; n++), {
        float *d = probs + (long)n * V;
        const int y = targets[n];
        if (y == ignore_index) {
            memset(d, 0, (size_t)V * sizeof *d);
        } else {
            _Pragma("omp simd") for (int j = 0; j < V; j++) d[j] = dloss * (d[j] - uniform);
            d[y] -= dloss * (1.0f - eps);
        }
    });
}

// Lays out the workspace for N rows inside `arena` (NULL: sizes only); returns the bytes used.
// With bf16, room for h's bfloat16 copy.
static size_t loss_layout(LossWork *w, const Arena *arena, size_t N, size_t C, size_t V,
                          int bf16) {
    ArenaCarver c = arena_carver(arena);
    w->logits = arena_floats(&c, N * V);
    w->row_loss = arena_doubles(&c, 2 * N);
    w->dh = arena_floats(&c, N * C);
    w->h_h = linear_copy_carve(&c, bf16, N, C);
    return c.off;
}

int loss_forward(LossWork *w, const LossInput *in, float eps, int ignore_index, double *loss_sum,
                 double *nll_sum, int *n_tokens) {
    const size_t N = (size_t)in->N, C = (size_t)in->C, V = (size_t)in->V;
    const int bf16 = in->weight->type == WEIGHT_BF16;
    if (arena_reserve(&w->arena, loss_layout(w, NULL, N, C, V, bf16)) < 0)
        return td_error_context(TD_ERR_NOMEM, "the output layer of %zu tokens", N);
    loss_layout(w, &w->arena, N, C, V, bf16);
    linear_forward(w->logits, in->h, &w->h_h, in->weight, in->bias, in->N, in->C, in->V);
    *loss_sum = loss_ce_forward(w->logits, w->row_loss, in->targets, in->N, in->V, eps,
                                ignore_index, nll_sum, n_tokens);
    return TD_OK;
}

void loss_backward(LossWork *w, const LossInput *in, float eps, int ignore_index, float dloss) {
    loss_ce_backward(w->logits, in->targets, in->N, in->V, eps, ignore_index, dloss);
    linear_backward(w->dh, 0.0f, in->dweight, in->dbias, w->logits, in->h, &w->h_h, in->weight,
                    in->N, in->C, in->V);
}

void loss_work_free(LossWork *w) {
    arena_free(&w->arena);
    memset(w, 0, sizeof *w);
}
