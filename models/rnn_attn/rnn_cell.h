// GRU and LSTM cells: the elementwise part of one time step over N rows (the input-to-hidden and
// hidden-to-hidden products are GEMMs done by the caller, so that the input part of all time steps
// is one GEMM).
//
// Dimension legend: N rows, H hidden size. Gate blocks are laid out like PyTorch's: GRU [r, z, n]
// (3H), LSTM [i, f, g, o] (4H). Row strides (ld*) let states live inside larger buffers (e.g. the
// forward half of a bidirectional [S, B, 2H] output).
//
// Padding: with len != NULL, row b is live at time t when t < len[b]; a dead row outputs h = 0
// (and c = 0) and passes no gradient, so a bidirectional encoder run over a padded batch gives each
// sentence exactly what it gets alone (the backward direction starts from h = 0 at len - 1).
#ifndef TANDEM_RNN_CELL_H
#define TANDEM_RNN_CELL_H

// GRU (Cho et al. 2014, PyTorch formulation):
//   r = sigmoid(gi_r + gh_r), z = sigmoid(gi_z + gh_z), n = tanh(gi_n + r * gh_n),
//   h = (1 - z) * n + z * h_prev,
// gi = x W_ih^T + b_ih, gh = h_prev W_hh^T + b_hh. On return gates [N, 3H] holds r, z, n (it held
// gi on entry); ghn [N, H] (may be NULL) saves gh_n for backward. h_out may not alias h_prev.
void gru_cell_forward(float *h_out, int ldo, float *gates, int ldg, float *ghn, const float *gh,
                      int ldgh, const float *h_prev, int ldh, const int *len, int t, int N, int H);

// GRU backward given dh [N, H] (total gradient of h_out): writes dgi [N, 3H] (gradient of gi) and
// dgh [N, 3H] (of gh), and WRITES dh_prev = dh * z (the caller adds dgh W_hh with a GEMM).
// dh_prev may alias dh.
void gru_cell_backward(float *dgi, float *dgh, int lddg, float *dh_prev, int lddp,
                       const float *dh, int lddh, const float *gates, int ldg, const float *ghn,
                       const float *h_prev, int ldh, const int *len, int t, int N, int H);

// LSTM (Hochreiter & Schmidhuber 1997; PyTorch formulation): gates [N, 4H] holds the full
// pre-activations x W_ih^T + b_ih + h_prev W_hh^T + b_hh on entry and i, f, g, o after;
//   c = f * c_prev + i * g,  h = o * tanh(c).
void lstm_cell_forward(float *h_out, int ldo, float *c_out, float *gates, int ldg,
                       const float *c_prev, const int *len, int t, int N, int H);

// LSTM backward: dh [N, H] total gradient of h_out, dc [N, H] gradient of c_out from later steps.
// Writes dgates [N, 4H] (pre-activation gradients; the same for the input and hidden products) and
// WRITES dc_prev = (dc + dh o (1 - tanh^2 c)) * f; dc_prev may alias dc.
void lstm_cell_backward(float *dgates, int lddg, float *dc_prev, const float *dh, int lddh,
                        const float *dc, const float *gates, int ldg, const float *c_prev,
                        const float *c, const int *len, int t, int N, int H);

#endif
