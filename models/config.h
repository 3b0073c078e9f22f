// Model configuration shared by both architectures: presets, defaults and the key=value text stored
// in checkpoints (keys equal the command-line long options without "--").
#ifndef TANDEM_CONFIG_H
#define TANDEM_CONFIG_H

#include <stddef.h>

#include "tensor/attn_score.h"
#include "tensor/status.h"

typedef enum { ARCH_RNN = 0, ARCH_TRANSFORMER = 1 } ModelArch;
typedef enum { NORM_POST = 0, NORM_PRE = 1 } NormPlacement;
typedef enum { POS_SINUSOIDAL = 0, POS_LEARNED = 1, POS_NONE = 2 } PosEncoding;
typedef enum { ACT_RELU = 0, ACT_GELU = 1 } Activation;
typedef enum { CELL_GRU = 0, CELL_LSTM = 1 } RnnCell;
typedef enum { SCORE_ADDITIVE = 0, SCORE_DOT = 1, SCORE_GENERAL = 2, SCORE_SCALED_DOT = 3 } AttnScore;

typedef struct ModelConfig {
    ModelArch arch;
    int vocab;              // shared source/target vocabulary (SentencePiece pieces)
    int tied_embeddings;    // 1: one matrix for source and target embeddings and the output layer
    float dropout;          // residual/embedding/output dropout (and attention dropout)
    int max_len;            // longest sequence in tokens (positions; decoding cap)
    int enc_layers, dec_layers;
    // Transformer (Vaswani et al. 2017)
    int d_model, heads, ffn;
    NormPlacement norm;
    PosEncoding pos;
    Activation activation;
    int attention_window;   // 0: global attention; W > 0: each query sees keys within W positions
    // RNN encoder-decoder (Bahdanau et al. 2015; Luong et al. 2015)
    RnnCell cell;
    int emb;                // embedding size
    int enc_hidden;         // per direction (encoder outputs are 2 * enc_hidden)
    int dec_hidden;
    AttnScore attention;
    AttnNormalizer attention_norm;  // tensor/attn_score.h
    int input_feeding;      // Luong: feed the previous attentional vector with the next input
} ModelConfig;

// Defaults for an architecture: its "tiny" preset.
ModelConfig config_defaults(ModelArch arch);

// Applies a preset ("tiny", "small", "base") for cfg->arch, keeping cfg->vocab. The tiny and small
// presets equal the configurations of the project's PyTorch reference benchmark (bench.py). Returns 0 or TD_ERR_ARG for an unknown name.
int config_apply_preset(ModelConfig *cfg, const char *preset) TD_MUST_USE;

// Sets one option by its key ("d-model", "heads", "cell", "attention", ...) from text, with range
// checks. Returns 0, or TD_ERR_ARG with a message naming the key, the value and what is allowed.
int config_set(ModelConfig *cfg, const char *key, const char *value) TD_MUST_USE;

// Checks consistency (d_model divisible by heads, positive sizes, ...). Returns 0 or TD_ERR_ARG.
int config_validate(const ModelConfig *cfg) TD_MUST_USE;

// Writes the configuration as "key=value\n" lines (every key, fixed order) into buf (size cap).
// Returns the length written (excluding NUL), or TD_ERR_ARG if it does not fit.
int config_to_text(const ModelConfig *cfg, char *buf, size_t cap);

// Parses text written by config_to_text (unknown keys are an error; missing keys keep the
// architecture's defaults). Returns 0 or TD_ERR_FORMAT naming the bad line.
int config_from_text(ModelConfig *cfg, const char *text) TD_MUST_USE;

// Names of enum values ("rnn", "transformer", "gru", "additive", ...), for logs and reports.
const char *arch_name(ModelArch a);
const char *attn_score_name(AttnScore s);

#endif
