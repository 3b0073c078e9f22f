// Training a SentencePiece model (separate from spm.h so that decode-only programs link
// -lsentencepiece alone). The model always uses Tandem's special ids pad=0 bos=1 eos=2 unk=3.
#ifndef TANDEM_SPM_TRAIN_H
#define TANDEM_SPM_TRAIN_H

#include <stdint.h>

#include "tensor/status.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef struct SpmTrainOptions {
    const char *const *inputs;  // [n_inputs] UTF-8 text files, one sentence per line
    int n_inputs;
    const char *model_prefix;   // writes <model_prefix>.model and <model_prefix>.vocab (neither
                                // path is recorded in the model: same inputs, same bytes)
    const char *model_type;     // "unigram" (default) or "bpe"
    int vocab_size;             // pieces including the 4 specials (default 8000)
    double character_coverage;  // (0, 1]; default 1.0
    int byte_fallback;          // 1: unknown characters become <0xNN> byte pieces (default 0)
    int input_sentence_size;    // sample at most this many sentences (0: all; default 0)
    const char *normalization;  // SentencePiece rule name: "nmt_nfkc" (default), "identity", ...
    uint32_t seed;              // random seed (sampling of input sentences; default 1)
    int num_threads;            // training threads (default 1: deterministic output)
    int hard_vocab_limit;       // 1: fail if vocab_size cannot be reached (default 0: soft)
    int verbose;                // 1: let SentencePiece log its progress to stderr (default 0)
} SpmTrainOptions;

// Defaults as documented field by field above (inputs and model_prefix NULL).
SpmTrainOptions spm_train_defaults(void);

// Trains a model. Returns 0; TD_ERR_ARG for missing inputs/prefix or an option out of range;
// TD_ERR_INTERNAL with SentencePiece's message when training fails (unreadable input, a
// vocabulary too large for the data with hard_vocab_limit, ...). Not thread-safe (SentencePiece
// keeps its log level and seed in globals).
int spm_train(const SpmTrainOptions *opt) TD_MUST_USE;

#ifdef __cplusplus
}
#endif

#endif
