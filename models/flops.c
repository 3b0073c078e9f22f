// The analytic FLOP count of one batch (see flops.h).
#include "models/flops.h"

// Query-key pairs of a T x T self-attention: all T^2 without a window (the decoder's too, as the
// reference counts them), else those with |i - j| <= W (and j <= i when causal).
static double self_pairs(int T, int W, int causal) {
    if (W <= 0) return (double)T * T;
    double n = 0;
    for (int i = 0; i < T; i++) {
        int lo = i - W < 0 ? 0 : i - W, hi = causal ? i : (i + W < T - 1 ? i + W : T - 1);
        n += hi - lo + 1;
    }
    return n;
}

// Transformer (Vaswani et al. 2017): per layer and token, the q, k, v, o projections (4 d^2
// multiply-adds) and the FFN (2 d ffn); the decoder adds cross-attention's q and o per target
// token and its k and v per source token; the output layer d V per target token.
static double tfm_forward(const ModelConfig *c, const FlopShape *s, double *linear) {
    const double d = c->d_model, ff = c->ffn, src = (double)s->B * s->S, tgt = (double)s->B * s->T;
    const int W = c->attention_window;
    double lin_enc = c->enc_layers * src * 2 * (4 * d * d + 2 * d * ff);
    double att_enc = c->enc_layers * (double)s->B * 2 * (2.0 * self_pairs(s->S, W, 0) * d);
    double lin_dec = c->dec_layers * (tgt * 2 * (6 * d * d + 2 * d * ff) + src * 2 * (2 * d * d));
    double att_dec = c->dec_layers * (double)s->B * 2 *
                     (2.0 * self_pairs(s->T, W, 1) * d + 2.0 * s->T * s->S * d);
    double out = (s->tgt_tokens > 0 ? (double)s->tgt_tokens : tgt) * 2 * d * c->vocab;
    *linear = lin_enc + lin_dec + out;
    return *linear + att_enc + att_dec;
}

// RNN encoder-decoder (Bahdanau et al. 2015): G = 3 gate blocks (GRU) or 4 (LSTM). Encoder: two
// directions per layer, the input product over all positions, the recurrent product step by step
// (the LSTM skips the first step's, whose state is zero). Bridge to the decoder's initial states,
// keys projected for additive and general scores. Decoder per target step: the query projection
// (additive), the gates' products of [embedding; context (; fed-back output)] and the previous
// state per layer, the deep output [s; c; e] -> E, the tied output layer E V.
static double rnn_forward(const ModelConfig *c, const FlopShape *s, double *linear) {
    const double B = s->B, S = s->S, T = s->T, E = c->emb, H = c->enc_hidden, Hd = c->dec_hidden;
    const double C = 2 * H, G = c->cell == CELL_LSTM ? 4 : 3, Le = c->enc_layers,
                 Ld = c->dec_layers;
    const double src_real = s->src_tokens > 0 ? (double)s->src_tokens : B * S;
    const double rec_steps = c->cell == CELL_LSTM ? (S > 0 ? S - 1 : 0) : S;
    double enc = 0;
    for (int l = 0; l < c->enc_layers; l++)
        enc += 2 * (B * S * (l ? C : E) * G * H + B * rec_steps * H * G * H);
    const int keys = c->attention == SCORE_ADDITIVE || c->attention == SCORE_GENERAL;
    double setup = B * C * Ld * Hd + (keys ? B * S * C * Hd : 0);
    double per_tok = (c->attention == SCORE_ADDITIVE ? Hd * Hd : 0)  // query
                     + (E + C + (c->input_feeding ? E : 0)) * G * Hd  // layer 0 input
                     + Ld * Hd * G * Hd                               // recurrent, all layers
                     + (Ld - 1) * Hd * G * Hd                         // inputs of layers > 0
                     + (Hd + C + E) * E;                              // deep output
    (void)Le;
    const double tgt_real = s->tgt_tokens > 0 ? (double)s->tgt_tokens : B * T;
    *linear = 2 * (enc + setup + B * T * per_tok + tgt_real * E * c->vocab);
    // Attention over the real source positions of each sentence, at every target step.
    const double pairs = T * src_real;
    const double A = keys ? Hd : C;  // the score's width (dot and scaled dot score the states)
    double att = c->attention == SCORE_ADDITIVE ? pairs * Hd * 3 : pairs * 2 * A;
    att += pairs * 2 * C;  // context
    return *linear + att;
}

double model_flops(const ModelConfig *c, const FlopShape *s, int train, double *linear) {
    double lin = 0;
    double fwd = c->arch == ARCH_TRANSFORMER ? tfm_forward(c, s, &lin) : rnn_forward(c, s, &lin);
    const double m = train ? 3.0 : 1.0;
    if (linear) *linear = m * lin;
    return m * fwd;
}

FlopShape flop_shape_of(const Batch *b) {
    FlopShape s = {b->B, b->S, b->T, b->n_src_tokens, b->n_tgt_tokens};
    return s;
}
