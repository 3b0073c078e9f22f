// Inverted dropout (Srivastava et al. 2014) with a counter-based mask: the mask is a function of
// (seed, element index), so backward regenerates it instead of storing it, any slice of a buffer
// can be processed on its own (the RNN's time steps and batch slices), and the bits do not depend
// on the thread count.
//
// The mask: element e of the stream `seed` is dropped when the 16 bits (e % 4) of
// splitmix64(seed + (e / 4) * 0x9E3779B97F4A7C15) are below round(p * 65536), and otherwise kept
// and scaled by 1 / (1 - p). So p is quantised to multiples of 2^-16. p <= 0 keeps everything
// (the functions copy or add); p must be < 1.
#ifndef TANDEM_DROPOUT_H
#define TANDEM_DROPOUT_H

#include <stddef.h>
#include <stdint.h>

// out[i] = x[i] * mask(seed, i) for i < n. out may alias x.
void dropout_forward(float *out, const float *x, size_t n, float p, uint64_t seed);

// The same for elements [offset, offset + n) of the stream: out[i] = x[i] * mask(seed,
// offset + i) (a slice of a larger buffer masked as part of it). out may alias x.
void dropout_forward_at(float *out, const float *x, size_t n, float p, uint64_t seed,
                        size_t offset);

// Backward: dx[i] (+)= dout[i] * mask(seed, offset + i) for i < n; accumulate = 1 adds, 0
// overwrites (then dx may alias dout).
void dropout_backward_at(float *dx, const float *dout, size_t n, float p, uint64_t seed,
                         size_t offset, int accumulate);

// dropout_backward_at with offset 0.
void dropout_backward(float *dx, const float *dout, size_t n, float p, uint64_t seed,
                      int accumulate);

// Residual add with dropout on the branch: out[i] = x[i] + y[i] * mask(seed, i). out may alias x.
void dropout_residual(float *out, const float *x, const float *y, size_t n, float p,
                      uint64_t seed);

// Backward of act = dropout(relu(h)) in place, from the forward output alone: d[i] = act[i] > 0 ?
// d[i] * keep : 0 (act > 0 exactly where h > 0 and the unit was kept, whose mask value is keep =
// 1 / (1 - p); pass keep = 1 for p = 0).
void dropout_relu_backward(float *d, const float *act, size_t n, float keep);

#endif
