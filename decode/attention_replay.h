// The cross-attention of every decoder layer and head behind a translation already made: the
// hypothesis's tokens are fed back through the model's decoding steps (encode, then step with
// each produced token as the next input) and each step's attention is read per layer and head
// (ModelOps.cross_attention). Decoding steps are batch-invariant and deterministic (docs/design.md
// section 6), so these are the weights the search itself computed for that hypothesis, bit for
// bit: bin/serve's page draws them for the beam output it shows.
//
// Legend: S source tokens (pieces + EOS), T output tokens (pieces, then EOS when the hypothesis
// ended with it), L decoder layers and H heads recorded (RNN and ensembles: L = H = 1, the
// model's own attention, for an ensemble the mean of its members').
#ifndef TANDEM_DECODE_ATTENTION_REPLAY_H
#define TANDEM_DECODE_ATTENTION_REPLAY_H

#include "decode/ensemble.h"
#include "models/model.h"
#include "tensor/status.h"

// The L and H that attention_replay records for model m.
void attention_replay_dims(const Model *m, int *layers, int *heads);

// Replays tgt [T] (T >= 1; no PAD or BOS; at most m->cfg.max_len tokens) after src [S] (S >= 1,
// EOS last) and writes out [L * H, T, S]: map p = l * H + h, row t the attention of the step
// that produced tgt[t]. Returns 0, TD_ERR_ARG (bad lengths or tokens, as the model's step
// reports them) or TD_ERR_NOMEM; the model must not be decoding in another thread.
int attention_replay(Model *m, const int *src, int S, const int *tgt, int T,
                     float *out) TD_MUST_USE;

#endif
