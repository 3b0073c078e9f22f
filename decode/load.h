// Loading models for decoding, as bin/decode and bin/serve do: a -m argument resolved by
// decode/model_find.h, the checkpoint (models/model_io.h), its SentencePiece model (embedded, or
// a given file checked against the checkpoint's checksum), the copy of the weights the decoding
// products read, and several models combined into one ensemble (decode/ensemble.h).
#ifndef TANDEM_DECODE_LOAD_H
#define TANDEM_DECODE_LOAD_H

#include "decode/ensemble.h"
#include "models/model.h"
#include "tensor/status.h"
#include "tokenizer/spm.h"

// Which copy of the parameters every decoding product reads (--weights).
typedef enum {
    WEIGHTS_AUTO = 0,
    WEIGHTS_F32,
    WEIGHTS_F16,
    WEIGHTS_I8,
    WEIGHTS_BF16,
    WEIGHTS_COUNT
} DecodeWeights;

// The names of --weights, in DecodeWeights order, for option_parse_choice and messages:
// "auto", "float32", "float16", "int8", "bfloat16".
extern const char *const DECODE_WEIGHTS_NAMES[WEIGHTS_COUNT];

// How decode_load_models loads.
typedef struct DecodeLoadOptions {
    const char *spm;          // a SentencePiece model file instead of the embedded one (NULL)
    DecodeWeights weights;    // WEIGHTS_AUTO: int8 for an int8 file, float16 when exact, float32
    int alignment_layer;      // checked against each Transformer's decoder layers (-1: last)
    EnsembleMode ensemble_mode;
} DecodeLoadOptions;

// Loads one model from -m argument `arg` (a file, DIR/best.ckpt or a NAME: model_find) with its
// SentencePiece model, checked against the checkpoint (checksum, vocabulary size). *meta (when
// meta is not NULL) receives the model's meta text (models/model_io.h; free with free()).
// Returns 0, or a negative status with td_error naming the file; nothing is left allocated.
int decode_load_model(const char *arg, const char *spm_path, Model **m, SpmModel **spm,
                      char **meta) TD_MUST_USE;

// Makes the decoding products of a loaded model read the copy `w` of its weights: an int8
// model file's own int8 values (auto) or every weight row quantised on request (the float values
// then become the dequantised ones, as such a file stores them); float16 when every weight is a
// float16 value (the same bits as float32) or on request; bfloat16 on request only (every weight
// rounded to nearest even, params_bf16_dec_build); float32 otherwise. Returns 0 or TD_ERR_NOMEM.
int decode_choose_weights(Model *m, DecodeWeights w) TD_MUST_USE;

// The copy the decoding products of m read (what decode_choose_weights chose; never
// WEIGHTS_AUTO).
DecodeWeights decode_weights_in_use(const Model *m);

// Loads args[0..n) (1 <= n <= ENSEMBLE_MAX) with decode_load_model and decode_choose_weights;
// several make one ensemble, refused unless they share one SentencePiece model (by checksum). A
// Transformer whose decoder has no layer o->alignment_layer is refused. *has_transformer (when
// not NULL) says whether any member is a Transformer; *meta (when meta is not NULL) receives the
// first model's meta text (free with free()). Returns 0 (free with model_free, spm_free) or a
// negative status with td_error naming the -m argument; nothing is left allocated.
int decode_load_models(const char *const *args, int n, const DecodeLoadOptions *o, Model **m,
                       SpmModel **spm, int *has_transformer, char **meta) TD_MUST_USE;

#endif
