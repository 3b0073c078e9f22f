// Attention heatmaps for a comparison study: loads the best checkpoint of each main run through
// the library (models/model_io.h), decodes a few fixed test sentences with bin/decode's greedy
// search (decode/search.h search_run, search_defaults()) and records, through its per-step
// callback, the cross-attention (RNN: its attention; Transformer: every head of one decoder
// layer) and, when the model provides ModelOps.self_attention, the encoder and decoder
// self-attention of every head of that layer. Figures via report_heatmap.
#ifndef TANDEM_STUDY_ATTENTION_FIGURES_H
#define TANDEM_STUDY_ATTENTION_FIGURES_H

#include "models/model.h"
#include "tensor/status.h"
#include "study/study.h"
#include "tokenizer/spm.h"

// Which test sentences get heatmaps: the first `max` (>= 1) with 5 to 20 source words (or the
// first ones if none qualify). Writes their indices into idx and returns how many.
int study_attn_pick(const StudyPlan *pl, int *idx, int max);

// What one sentence's heatmaps show. Legend: S source pieces + EOS, T target tokens (generated
// pieces, then EOS when the translation ended with it), Tcap the search's output limit for the
// sentence (>= T), NH heads per layer, NL decoder layers and NLE encoder layers recorded (one
// layer: NL = NLE = 1; RNN: NL = NH = 1, NLE = 0). Panel p = l * NH + h is head h of the l-th
// recorded layer.
typedef struct AttnTrace {
    int S, T, Tcap, NH, NL, NLE;
    int *src;         // [S] source pieces, then EOS
    int *tgt;         // [T] the greedy translation's tokens
    float *cross;     // [NL * NH, Tcap, S] cross-attention of step t in row t
    float *enc_self;  // [NLE * NH, S, S] encoder self-attention, or NULL (no self_attention)
    float *dec_self;  // [NL * NH, Tcap, Tcap] decoder self-attention, row t over positions
                      // 0..t (position 0 holds BOS, position j the j-th token), or NULL
} AttnTrace;

// study_attn_trace's `layer` that records every layer of the encoder and the decoder.
#define STUDY_ATTN_ALL_LAYERS (-1)

// Greedy-decodes source pieces ids [n_ids] (EOS appended; cut to the model's max_len - 1 pieces
// as bin/decode cuts them) exactly as bin/decode does and records, at each step, every head of
// Transformer decoder layer `layer` (>= 0; its self-attention with the encoder layer of the same
// index) or of every layer (STUDY_ATTN_ALL_LAYERS). Returns 0 (free *t with study_attn_trace_free),
// TD_ERR_ARG for n_ids < 1, TD_ERR_NOMEM, or the search's or model's error (*t then empty).
int study_attn_trace(Model *m, const int *ids, int n_ids, int layer, AttnTrace *t) TD_MUST_USE;

// The label of token `id` in figures: its SentencePiece piece, "<s>", "</s>" or "?".
const char *study_attn_piece(const SpmModel *spm, int id);

// Frees the arrays of a trace and zeroes it (a zeroed one is fine).
void study_attn_trace_free(AttnTrace *t);

// Heatmaps for the first seed of the main study's runs. `layer` is the Transformer layer
// (-1 = last). Problems become report notes; nothing here is fatal.
void study_attn_figures(StudyResults *res, int layer);

#endif
