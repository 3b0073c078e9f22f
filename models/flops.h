// Training arithmetic of one batch, counted analytically from the model's configuration and the
// batch's shapes: the number both bin/train --max-flops and bin/compare --flops budget, and
// bin/bench's GFLOP/s and FLOPs per target token.
//
// What is counted (a multiply-add is 2 FLOPs, as in Kaplan et al. 2020 and the PyTorch reference
// models' flops_per_step, whose formulas these extend):
//   - every matrix product of the forward pass: the linear layers (projections, feed-forward,
//     recurrent and gate products, bridge, deep output) on the padded shapes, and the output
//     layer over the vocabulary for the real target tokens (padding costs no logits);
//   - attention: Transformer score and value products (Q K^T and A V, 2 x 2 d per query-key pair,
//     on the padded lengths, all pairs as the reference counts them, or the band's pairs with a
//     local window); RNN scores and context over each sentence's real source positions (the
//     kernels visit s < len only): additive 3 FLOPs per (query, key, unit) as the reference
//     counts tanh(q + k) . v, dot/general/scaled-dot 2 A per pair, context 2 C per pair;
//   - training = 3 x forward: the backward pass computes two products (input gradient and
//     weight gradient) for each product of the forward.
// What is left out: embeddings (lookups), biases, activations, layer norms, softmaxes, dropout,
// the loss, gradient clipping and the optimizer: elementwise work, about 1-2% of the total on the
// presets (bin/bench reports the product share). The backward's x2 is the standard approximation:
// the code skips a few products (e.g. the input gradient of the first recurrent step, whose state
// is the constant zero); tests/test_flops.c measures the difference against the products actually
// run.
//
// Dimension legend: B sentences, S / T padded source / target lengths, V vocabulary.
#ifndef TANDEM_MODELS_FLOPS_H
#define TANDEM_MODELS_FLOPS_H

#include <stdint.h>

#include "data/batch.h"
#include "models/config.h"

// The shapes the count depends on. src_tokens, tgt_tokens: the real (non-padding) tokens, at
// most B S and B T; 0 means every position is real. The RNN's attention visits the real source
// positions only; both models compute the output layer (the logits, models/model.c's shared
// loss) for the real target tokens only. Everything else runs on the padded shapes.
typedef struct FlopShape {
    int B, S, T;
    long src_tokens, tgt_tokens;
} FlopShape;

// FLOPs of one forward (train = 0) or forward + backward (train = 1) over a batch of shape *s
// with configuration c (either architecture). Writes the matrix-product part (linear layers,
// not attention) to *linear (may be NULL). An exact integer below 2^53 for any batch a model
// holds.
double model_flops(const ModelConfig *c, const FlopShape *s, int train, double *linear);

// The shape of a batch (data/batch.h): B, S, T and its real source and target tokens.
FlopShape flop_shape_of(const Batch *b);

#endif
