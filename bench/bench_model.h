// bin/bench train and bin/bench decode: whole-model throughput through the ModelOps interface,
// mirroring the PyTorch reference benchmark, bench.py (same batch shapes, same FLOP formulas, same
// JSON keys; bench/vs_torch.sh runs both) so the two can be run side by side. Random token ids, freshly initialised weights.
#ifndef TANDEM_BENCH_MODEL_H
#define TANDEM_BENCH_MODEL_H

#include <stdio.h>

#include "data/batch.h"
#include "decode/load.h"
#include "models/config.h"

typedef struct BenchTrainOpts {
    ModelArch arch;
    const char *config;   // preset: "tiny", "small", "base"
    int threads;
    int len;              // 0: lengths U[10, 40] bucketed; L > 0: every sentence exactly L tokens
    int tokens;           // target-token budget per batch (default 4096)
    int steps, warmup;    // timed steps after `warmup` untimed ones (defaults 5 and 3); the
                          // first three untimed ones take the run's largest batches (bench_train)
    int precision;        // 0 fp32, 1 bf16 (the bfloat16 weight copy, params_bf16_build)
    int window;           // Transformer local self-attention window (0: global)
} BenchTrainOpts;

// --weights of bin/bench decode and translate, in the order of its choices.
enum { BENCH_WEIGHTS_F32, BENCH_WEIGHTS_F16, BENCH_WEIGHTS_I8, BENCH_WEIGHTS_BF16 };

// The bin/decode --weights choice (decode/load.h) that BENCH_WEIGHTS_* value w stands for; its
// name (DECODE_WEIGHTS_NAMES) is the JSON's "weights".
DecodeWeights bench_decode_weights(int w);

typedef struct BenchDecodeOpts {
    ModelArch arch;
    const char *config;
    int threads;
    int batch;            // greedy: sentences per batch; beam: always one sentence
    int beam;             // 0: greedy; k > 0: beam search with k hypotheses
    int src_len, out_len; // source tokens (last = EOS); exactly out_len output tokens, no EOS
    int sents, reps;      // sentences per run; timed runs after one warm-up run
    int weights;          // BENCH_WEIGHTS_F32, _F16 (weights rounded to float16 values, decoded
                          // from a float16 copy), _I8 (quantised per row, int8 products) or _BF16
                          // (decoded from a bfloat16 copy)
    int window;           // Transformer local self-attention window (0: global)
} BenchDecodeOpts;

// bench.py's make_batches: n batches of about `tokens` target tokens. len == 0: a pool of
// 2 n (tokens / 25 + 1) pairs with target length U[10, 40] (pieces + EOS) and source length
// round(target * U[0.8, 1.25]) clipped to [5, 50], sorted by (target, source) length, cut into
// groups of >= tokens target tokens, groups shuffled, the first n taken. len = L: B = tokens / L
// sentences of exactly L tokens. Token ids uniform in [4, vocab); source ends with EOS; tgt_in =
// BOS y, tgt_out = y EOS. Returns an array of n batches (free with bench_free_batches) or NULL.
Batch *bench_make_batches(int vocab, int tokens, int len, int n, unsigned long long seed);
void bench_free_batches(Batch *b, int n);

// Runs the benchmark and prints one JSON line to `out`. Returns 0 or a negative status (e.g. the
// architecture is not built into this binary). bench_decode's line gives sentences per second of
// wall time (sent_per_s) and of the process's CPU time (sent_per_cpu_s: on a shared machine the
// time spent waiting for a core left out).
int bench_train(FILE *out, const BenchTrainOpts *o);
int bench_decode(FILE *out, const BenchDecodeOpts *o);

#endif
