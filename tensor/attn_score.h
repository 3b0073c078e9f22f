// RNN-style attention kernels: one query per row against the S keys of its sentence (Bahdanau et
// al. 2015; Luong et al. 2015). Used by models/rnn_attn/ (decoder state = query, encoder outputs =
// keys and values) and usable by any model that scores one query vector per row.
//
// Dimension legend: R query rows (sentences or hypotheses), S padded key positions, A attention
// width (query and key size), D value width.
//
// Layouts. Queries are rows of a matrix with row stride ldq (>= A). Keys and values are addressed
// with two strides so that time-major [S, B, A] (ks = B*A, kb = A) and batch-major [B, S, A]
// (ks = A, kb = S*A) buffers both work without copies: key of row r at position s is
//   keys[s * ks + kr * kb + 0..A),  kr = krow ? krow[r] : r.
// krow lets many hypotheses of one sentence share its keys (beam search) without copying them.
// len[r] is the number of real key positions of row r: positions s >= len[r] are source padding and
// never influence any result (the kernels do not read them; weights there are written as 0).
// Scores and weights are [R, S] with row stride S.
//
// Every backward ACCUMULATES (+=) into its gradient outputs (NULL = not needed). Backward passes
// that scatter into dkeys/dvalues run serially when krow != NULL (rows may share a key row).
#ifndef TANDEM_ATTN_SCORE_H
#define TANDEM_ATTN_SCORE_H

typedef enum {
    ATTN_NORMALIZER_SOFTMAX = 0,  // w = softmax(scores) over the real positions
    ATTN_NORMALIZER_RELU = 1,     // w = max(0, s) / (sum_j max(0, s_j) + ATTN_RELU_EPS)
} AttnNormalizer;

#define ATTN_RELU_EPS 1e-6f

// tanh(x) as a rational function that the compiler vectorises (Eigen's fast tanh, clamped at
// |x| = 7.9; absolute error below 1e-6 over all floats, checked by tests/test_attn_score.c).
static inline float attn_tanhf(float x) {
    const float c = 7.90531110763549805f;
    x = x > c ? c : x;
    x = x < -c ? -c : x;
    const float x2 = x * x;
    float p = x2 * -2.76076847742355e-16f + 2.00018790482477e-13f;
    p = p * x2 + -8.60467152213735e-11f;
    p = p * x2 + 5.12229709037114e-08f;
    p = p * x2 + 1.48572235717979e-05f;
    p = p * x2 + 6.37261928875436e-04f;
    p = p * x2 + 4.89352455891786e-03f;
    p = p * x;
    float q = x2 * 1.19825839466702e-06f + 1.18534705686654e-04f;
    q = q * x2 + 2.26843463243900e-03f;
    q = q * x2 + 4.89352518554385e-03f;
    return p / q;
}

// sigmoid(x) = (1 + tanh(x / 2)) / 2 through attn_tanhf (vectorisable; absolute error < 1e-6).
static inline float attn_sigmoidf(float x) { return 0.5f + 0.5f * attn_tanhf(0.5f * x); }

// ---- scores ------------------------------------------------------------------------------------
// Additive (Bahdanau): scores[r, s] = sum_a v[a] tanh(q[r, a] + K[s, kr, a]) for s < len[r],
// else 0.
// q is the projected query W_q s + b_q (the caller's linear_forward), K the keys projected once per
// sentence (W_k h). Cost R * len * A tanh; nothing is saved (backward recomputes the tanh).
void attn_additive_forward(float *scores, const float *q, int ldq, const float *keys, long ks,
                           long kb, const float *v, const int *krow, const int *len, int R, int S,
                           int A);
// With t = tanh(q + K) and g = dscores[r, s] v (1 - t^2):
// dq[r] += sum_s g;  dkeys[s, kr] += g;  dv += sum_{r,s} dscores[r, s] t. Row stride of dq: lddq.
// dv is summed per block of rows (tensor/parallel.h par_row_blocks), the blocks in order: the
// same bits for any thread count.
void attn_additive_backward(float *dq, int lddq, float *dkeys, float *dv, const float *dscores,
                            const float *q, int ldq, const float *keys, long ks, long kb,
                            const float *v, const int *krow, const int *len, int R, int S, int A);

// Dot product (Luong "dot"): scores[r, s] = scale * q[r] . K[s, kr] for s < len[r], else 0.
// scale = 1 for dot, 1 / sqrt(A) for scaled dot (Vaswani et al. 2017). Luong's "general"
// q^T W k equals the dot product with keys projected once per sentence, K = h W^T
// (linear_forward with the [A, D] matrix W, bias NULL); its W gradient is linear_backward's.
void attn_dot_forward(float *scores, const float *q, int ldq, const float *keys, long ks, long kb,
                      const int *krow, const int *len, int R, int S, int A, float scale);
// dq[r] += scale * sum_s dscores[r, s] K[s, kr];  dkeys[s, kr] += scale * dscores[r, s] q[r].
void attn_dot_backward(float *dq, int lddq, float *dkeys, const float *dscores, const float *q,
                       int ldq, const float *keys, long ks, long kb, const int *krow,
                       const int *len, int R, int S, int A, float scale);

// ---- normalisers -------------------------------------------------------------------------------
// weights[r, s] = normaliser(scores[r, 0..len[r])) for s < len[r]; 0 for s >= len[r].
// softmax: exp(s - max) / sum; relu: max(0, s) / (sum_j max(0, s_j) + ATTN_RELU_EPS), all zeros
// when no score is positive (the context is then zero). A row with len 0 gets all zeros.
void attn_norm_forward(float *weights, const float *scores, const int *len, AttnNormalizer norm,
                       int R, int S);
// dscores += J^T dweights over s < len[r]. softmax: w (dw - sum_j dw_j w_j);
// relu: [s > 0] (dw - sum_j dw_j w_j) / (sum_j max(0, s_j) + eps). Needs scores only for relu.
void attn_norm_backward(float *dscores, const float *dweights, const float *weights,
                        const float *scores, const int *len, AttnNormalizer norm, int R, int S);

// ---- context -----------------------------------------------------------------------------------
// ctx[r] (row stride ldc) = sum_{s < len[r]} weights[r, s] V[s, kr]; values addressed like keys
// (strides vs, vb) with width D.
void attn_context_forward(float *ctx, int ldc, const float *weights, const float *values, long vs,
                          long vb, const int *krow, const int *len, int R, int S, int D);
// dweights[r, s] += dctx[r] . V[s, kr];  dvalues[s, kr] += weights[r, s] dctx[r]  (s < len[r]).
void attn_context_backward(float *dweights, float *dvalues, const float *dctx, int lddc,
                           const float *weights, const float *values, long vs, long vb,
                           const int *krow, const int *len, int R, int S, int D);

#endif
