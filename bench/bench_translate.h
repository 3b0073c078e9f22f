// bin/bench translate: a trained model translating a text file, as bin/decode does, with the
// model loaded once and outside the timing: the batch throughput (the whole file in length-sorted
// token-budget batches) and the latency of each line translated alone. The reference figures
// bin/serve is measured against (bench/serve.sh, docs/serving.md).
#ifndef TANDEM_BENCH_TRANSLATE_H
#define TANDEM_BENCH_TRANSLATE_H

#include <stdio.h>

typedef struct BenchTranslateOpts {
    const char *model;  // -m argument: a file, DIR/best.ckpt or a NAME (decode/model_find.h)
    const char *input;  // text file, one sentence per line (plain or gzip)
    int threads;        // threads of BLIS and OpenMP, as set by the caller
    int weights;        // BENCH_WEIGHTS_F32, _F16, _I8 or _BF16 (bench/bench_model.h): bin/decode
                        // --weights
    int beam;           // beam width (1 = greedy, bin/decode's and bin/serve's default)
    int reps;           // timed repetitions of each measurement (>= 1)
    int max_batch_sents;  // sentences per batch at most (bin/decode --max-batch-sents); 0:
                          // bin/decode's default
} BenchTranslateOpts;

// Loads the model, translates the input once untimed (warm-up: scratch sized, pages touched),
// then `reps` times (a) all lines in one translate call with bin/decode's default batching (at
// most max_batch_sents sentences per batch when given) and splitting (sentences per second: lines / wall seconds; median, min, max over the reps) and
// (b) each non-empty line alone (a batch of one: per-line wall milliseconds; p50, p99 and mean
// over all lines of all reps, p = the nearest-rank percentile). Writes one JSON line
// {"kind": "translate", ...} to out. Returns 0, or a negative status with td_error (the model
// or input cannot be read, an input without a non-empty line, out of memory).
int bench_translate(FILE *out, const BenchTranslateOpts *o);

#endif
