// Attention heatmaps for a comparison study: loads the best checkpoint of each main run through
// the library (models/model_io.h), greedy-decodes a few fixed test sentences through ModelOps
// and records, at every step, the cross-attention (RNN: its attention; Transformer: every head
// of one decoder layer) and, when the model provides ModelOps.self_attention, the encoder and
// decoder self-attention of every head of that layer. Figures via report_heatmap.
#ifndef TANDEM_STUDY_ATTENTION_FIGURES_H
#define TANDEM_STUDY_ATTENTION_FIGURES_H

#include "study/study.h"

// Which test sentences get heatmaps: the first `max` (>= 1) with 5 to 20 source words (or the
// first ones if none qualify). Writes their indices into idx and returns how many.
int cmp_attn_pick(const CmpState *st, int *idx, int max);

// Heatmaps for the first seed of the main study's runs. `layer` is the Transformer layer
// (-1 = last). Problems become report notes; nothing here is fatal.
void cmp_attn_figures(CmpState *st, int layer);

#endif
