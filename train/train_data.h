// The trainer's data: finding PREFIX.LANG[.gz], training the joint SentencePiece model, reading and
// tokenising the training and dev corpora (data/corpus.h), token-budget batches (data/batch.h) as a
// TrainSource, dev batches for loss/perplexity, and dev BLEU/chrF through decode/translate.h and
// score/metrics.h (greedy, like decode).
#ifndef TANDEM_TRAIN_DATA_H
#define TANDEM_TRAIN_DATA_H

#include <stdio.h>

#include "data/batch.h"
#include "data/corpus.h"
#include "models/model.h"
#include "tokenizer/spm.h"
#include "train/options.h"
#include "train/trainer.h"

typedef struct TrainData {
    ParallelText train_text, dev_text;
    TokCorpus train_tok, dev_tok;
    Batcher train_bt, dev_bt;
    Batch *ring;           // [n_ring] buffers for --accumulate batches of one update
    int n_ring, next_ring;
    Batch *dev;            // [n_dev] dev batches (length order)
    int n_dev;
    int epoch;
    const SpmModel *spm;
    int max_input_len;     // source pieces kept when translating the dev set
    char **hyps;           // [dev_text.n] scratch for validation translations
} TrainData;

// Finds PREFIX.LANG, else PREFIX.LANG.gz, writing the path into out. Returns 0 or TD_ERR_IO
// ("cannot find PREFIX.LANG (nor PREFIX.LANG.gz)").
int train_find_corpus(const char *prefix, const char *lang, char *out, size_t cap) TD_MUST_USE;

// Trains a joint unigram SentencePiece model (o->vocab_size pieces, character coverage 1.0, like
// train_real.py) on the non-empty lines of both sides of the training corpus into `model_path`
// (written as model_path's prefix + ".model"; a temporary joint text file in the same directory
// is removed afterwards). Returns 0 or a negative status.
int train_spm(const TrainOptions *o, const char *model_path, FILE *log) TD_MUST_USE;

// Reads the training and dev corpora (both sides; line counts, UTF-8 checked) into d, which it
// zeroes first. The trainer calls it before it writes anything to --out, so bad input leaves no
// trace there. Returns 0 or a negative status naming the file and line.
int train_data_read(TrainData *d, const TrainOptions *o) TD_MUST_USE;

// After train_data_read: tokenises and batches both corpora; logs a summary line per corpus.
// Returns 0 or a negative status (e.g. no usable pairs).
int train_data_load(TrainData *d, const TrainOptions *o, const SpmModel *spm,
                    FILE *log) TD_MUST_USE;

// The training batches as a TrainSource (epoch order from --seed and the epoch).
TrainSource train_data_source(TrainData *d);

// TrainScoreFn over a TrainData: greedy-translates the first n dev sources (n <= 0: all) and
// scores BLEU and chrF against the dev references.
int train_data_score(void *ctx, Model *m, int n, double *bleu, double *chrf);

// Frees everything (a zeroed TrainData is fine).
void train_data_free(TrainData *d);

#endif
