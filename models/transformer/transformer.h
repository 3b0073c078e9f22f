// Transformer encoder-decoder (Vaswani et al. 2017) behind ModelOps (models/model.h).
//
// By default it equals the PyTorch reference Transformer (tests/data/torch_*.bin come from it, see
// tests/fixtures/make_torch_fixture.py) in structure, initialisation and parameter count: one embedding E [V, C] shared by source, target and output (logits = h E^T + b,
// b a free bias [V]), inputs E[id] * sqrt(C) + sinusoidal positions, post-LN layers
// (x = LN(x + Drop(Sub(x)))), Q/K/V/O and FFN linears with biases, xavier-uniform 2-D weights,
// torch's default U(-1/sqrt(fan_in), 1/sqrt(fan_in)) biases, E ~ N(0, C^-1), dropout on the
// embeddings, residual branches, attention probabilities and the FFN activation.
// Options (models/config.h): norm pre (adds final encoder/decoder LNs), pos learned (a [max_len, C]
// table ~ N(0, C^-1)) or none, activation gelu, attention_window W (self-attention sees keys within
// W positions), tied_embeddings 0 (separate source, target and output matrices).
//
// Parameter count (tied, post-LN): V*C + V + Le * (4(C^2 + C) + 2CF + F + C + 4C)
//                                       + Ld * (8(C^2 + C) + 2CF + F + C + 6C)
// (+ 4C for pre-LN's final norms, + max_len*C for learned positions, + 2VC when untied).
// tiny (C 256, NH 4, F 1024, 3+3, V 8000): 7,585,600, as transformer.py prints.
#ifndef TANDEM_TRANSFORMER_H
#define TANDEM_TRANSFORMER_H

#include "models/model.h"

// The ops table: model_ops_for(ARCH_TRANSFORMER) returns it.
extern const ModelOps transformer_ops;

#endif
