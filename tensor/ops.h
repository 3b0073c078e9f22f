// Paired forward/backward kernels over plain float buffers (the linear layer: tensor/linear.h;
// the output layer and cross-entropy: tensor/loss.h).
//
// Dimension legend: N rows (B*S or B*T), C input width, OC output width, V vocab.
// Row-major, last index fastest. Outputs first, then inputs, then dimensions. Everything a backward
// needs (probabilities, layer-norm mean/rstd) is an explicit argument.
// Every backward ACCUMULATES (+=) into its gradient outputs; the trainer zeroes grads once per step.
// A gradient output may be NULL when that gradient is not needed.
#ifndef TANDEM_OPS_H
#define TANDEM_OPS_H

#include <stddef.h>


// ---- embedding -------------------------------------------------------------------------------
// out (N, C) = table[ids[n]] * scale; table (V, C). ids must lie in [0, V).
void embedding_forward(float *out, const int *ids, const float *table, int N, int C, float scale);
// dtable[ids[n]] += dout[n] * scale (scatter-add), except rows whose id == pad_id (pass -1 for none).
void embedding_backward(float *dtable, const float *dout, const int *ids, int N, int C, float scale,
                        int pad_id);

// ---- elementwise -----------------------------------------------------------------------------
// out[i] = a[i] + b[i] (residual). out may alias a or b. Backward: the gradient flows to both
// unchanged; use accumulate().
void add_forward(float *out, const float *a, const float *b, size_t n);
// dst[i] += src[i].
void accumulate(float *dst, const float *src, size_t n);
// x[i] *= s.
void scale_inplace(float *x, float s, size_t n);

// Activations. Each backward takes the forward OUTPUT `out` except GELU, which takes its input.
void relu_forward(float *out, const float *inp, size_t n);
void relu_backward(float *dinp, const float *dout, const float *out, size_t n);
// GELU, tanh approximation: 0.5 x (1 + tanh(sqrt(2/pi) (x + 0.044715 x^3))) (Hendrycks & Gimpel).
void gelu_forward(float *out, const float *inp, size_t n);
void gelu_backward(float *dinp, const float *dout, const float *inp, size_t n);
void tanh_forward(float *out, const float *inp, size_t n);
void tanh_backward(float *dinp, const float *dout, const float *out, size_t n);

// ---- softmax ---------------------------------------------------------------------------------
// Row softmax over the last axis: probs (N, D) = softmax(inp + mask) per row; mask (N, D) additive
// (0 or -INFINITY), may be NULL. A row whose entries are all -inf gets all-zero probabilities
// (never NaN). probs may alias inp.
void softmax_forward(float *probs, const float *inp, const float *mask, int N, int D);
// In place, per row of x (N, D): x - logsumexp(x), the log-probabilities a decoding step scores
// with. Vectorised exp (max relative error 1.4 ulp); each row is computed the same way whatever N
// and the thread count. -inf entries stay -inf; a row with no finite entry is left unchanged.
void log_softmax_inplace(float *x, int N, int D);
// dinp (N, D) += probs * (dout - sum_j dout_j probs_j).
void softmax_backward(float *dinp, const float *dout, const float *probs, int N, int D);

// ---- layer normalisation (Ba et al. 2016) -------------------------------------------------------
// out (N, C) = (inp - mean) * rstd * gamma + beta per row, rstd = 1 / sqrt(var + 1e-5) (biased
// variance, like torch.nn.LayerNorm). Saves mean (N) and rstd (N) for backward.
void layernorm_forward(float *out, float *mean, float *rstd, const float *inp, const float *gamma,
                       const float *beta, int N, int C);
void layernorm_backward(float *dinp, float *dgamma, float *dbeta, const float *dout,
                        const float *inp, const float *gamma, const float *mean, const float *rstd,
                        int N, int C);

#endif
