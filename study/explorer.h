// The sentence explorer of a comparison study's report.html: for a fixed set of test sentences,
// source, reference and each main run's output side by side, with every attention map the
// greedy translation was made with (RNN: its cross-attention; Transformer: cross-, encoder
// self- and decoder self-attention of every layer and head), drawn in the page by plain inline
// JavaScript from embedded JSON (no network, no external scripts).
//
// The data (also written to OUT/figures/explorer.json) is one JSON object:
//   {"quant": 255,
//    "archs": [{"id", "label", "arch": "rnn"|"transformer", "layers", "enc_layers", "heads"}],
//    "sentences": [{"n": test line (1-based), "src": text, "ref": text,
//                   "out": [per arch: {"src": [pieces], "tgt": [pieces], "greedy": text,
//                                      "beam": text or null,
//                                      "cross": [layers * heads maps [T, S]],
//                                      "enc": [enc_layers * heads maps [S, S]],
//                                      "dec": [layers * heads maps [T, T]]}
//                           or {"error": text}]}]}
// Map p = l * heads + h is head h of layer l. Each map is base64 of its row-major weights as
// bytes, round(255 * weight) (0..255): S source pieces + EOS, T output tokens (EOS included
// when the translation ended). Decoder row t is the query of position t (BOS at position 0, the
// t-th output token at position t) over positions 0..t; the rest of the row is zero. "beam" is
// the run's scored (beam) output line, when its file is there.
#ifndef TANDEM_STUDY_EXPLORER_H
#define TANDEM_STUDY_EXPLORER_H

#include <stdio.h>

#include "study/study.h"

// Sentences the explorer shows (all of the test set when it has fewer).
#define STUDY_EXPLORER_N 50

// Which test sentences the explorer shows, in test-set order: the first `max` with at most 40
// source words, then (if too few) the first longer ones. Writes their indices into idx and
// returns how many (min(max, pl->n_test)).
int study_explorer_pick(const StudyPlan *pl, int *idx, int max);

// Decodes the picked sentences with the best checkpoint of the first seed of each main-study run
// (studies[0]) and fills res->explorer_json / res->explorer_n; also writes
// OUT/figures/explorer.json. A run that cannot be loaded or a sentence that fails becomes an
// "error" entry and a report note. Returns 0, or TD_ERR_NOMEM / TD_ERR_IO / the SentencePiece
// model's error (then no explorer).
TD_MUST_USE int study_explorer_build(StudyResults *res);

// Writes the explorer section (heading, controls, panels, the data and the script) into an
// HTML body; nothing when res->explorer_json is NULL. The page understands #sentence=N (test
// line N), #search=TEXT (the filter box) and #selftest (drives the controls and writes what it
// saw into the element #explorer-selftest); script errors are listed in #explorer-errors.
void study_explorer_html(FILE *f, const StudyResults *res);

#endif
