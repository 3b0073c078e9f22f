// bin/bench flops: the training FLOPs per target token of both architectures (one preset) over a
// set of batches, the number that turns a FLOP budget (bin/train --max-flops, bin/compare --flops)
// into target tokens seen. The count is models/flops.h's, per batch from its real shapes; no
// model is run, so the figures do not depend on the machine or its load.
#ifndef TANDEM_BENCH_FLOPS_H
#define TANDEM_BENCH_FLOPS_H

#include <stdio.h>

typedef struct BenchFlopsOpts {
    const char *config;   // preset of both architectures ("tiny", "small", "base")
    int tokens;           // target-token budget per batch (bin/train --batch-tokens)
    // A corpus: PREFIX.SRC / PREFIX.TGT tokenised with the SentencePiece model `spm` and batched as
    // bin/train batches it (--filter-len 100, seed 1: one epoch). NULL: the synthetic batches of
    // bin/bench train (bench_make_batches, lengths U[10, 40], 64 batches) with the preset's
    // vocabulary.
    const char *corpus, *spm, *src, *tgt;
    int threads;          // for tokenising the corpus
} BenchFlopsOpts;

// Prints one JSON line: kind "flops", the batches (corpus or synthetic, their count, target and
// source tokens, the padded share of the target positions) and per architecture
// train_flops_per_tgt_token (forward + backward), linear_share (of the count, the matrix products
// outside attention), and transformer_over_rnn, the ratio of the two counts. Returns 0 or a negative status
// (an unreadable corpus or model).
int bench_flops(FILE *out, const BenchFlopsOpts *o);

#endif
