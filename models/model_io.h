// Saving and loading a whole model as one self-describing checkpoint file (docs/design.md,
// section 5):
// the model configuration (config_to_text), a free-form meta text (tokenizer checksum and special
// ids, training step, best score, ...), every parameter tensor by name and shape, and optionally
// the SentencePiece model file's bytes as the blob "spm.model", so that decoding needs only this
// one file. The container format is tensor/checkpoint.h's (CRC32-checked, optionally zlib
// compressed, written to PATH.tmp, fsynced and renamed).
//
// Meta text: "key=value\n" lines. Keys the trainer writes (decode and compare may rely on them):
//   spm-checksum   hex checksum of the SentencePiece model file (tokenizer/spm.h spm_file_checksum)
//   pad-id bos-id eos-id unk-id   the special ids (0 1 2 3)
//   src tgt        language suffixes ("en", "es")
//   step epoch     updates done, fractional epochs done
//   train-seconds  training time spent (the budget clock)
//   valid-metric best-score  the validation metric and the best value seen so far
//   command        the bin/train command line that wrote the file (shell-quoted, one line; files
//                  written before it was stored lack it, and readers treat it as optional)
//   averaged-from averaged-steps   instead of step and the scores, in a model average's file
//                  (models/model_tools.h)
#ifndef TANDEM_MODEL_IO_H
#define TANDEM_MODEL_IO_H

#include <stddef.h>

#include "models/model.h"
#include "tensor/status.h"

// The kind stored in the checkpoint header for a model file is the architecture name ("rnn" or
// "transformer"); the trainer's optimizer/state sibling file has the kind "state".
#define MODEL_SPM_BLOB "spm.model"

// Writes m (configuration, meta_text, all parameters, and spm_bytes[0..spm_len) as the blob
// "spm.model" when spm_bytes is not NULL) to `path` atomically (path.tmp, fsync, rename).
// meta_text may be NULL (stored empty). compress: 0 exact float32 (what training writes);
// CKPT_ZLIB (1) deflates the data with zlib; CKPT_HALF (2) stores the tensors as float16 (half the
// size; for shipping trained models, loading converts back); CKPT_INT8 (4) stores the tensors of
// >= 2 dimensions as int8 per row (a quarter of the size, for int8 decoding). Flags from
// tensor/checkpoint.h.
// Returns 0, or TD_ERR_IO (message names the path and errno text; no file is left under `path`
// or `path.tmp`), TD_ERR_NOMEM.
int model_save(const Model *m, const char *path, const char *meta_text, const void *spm_bytes,
               size_t spm_len, int compress) TD_MUST_USE;

// Loads a model file written by model_save: checks magic, version, truncation and CRC, parses the
// configuration, creates the model (model_create) and copies every parameter after checking each
// tensor's name and shape. A file with int8 tensors (CKPT_INT8) loads their dequantised values
// and also builds m->params.int8 from the file's int8 values (ckpt_load_int8), so that decoding
// reads what was shipped (training from such a file, train --init-from, copies only the float
// values into a new model). If meta_text is not NULL, *meta_text receives a malloc'd NUL-terminated
// copy of the meta text; if spm_bytes is not NULL, *spm_bytes / *spm_len receive a malloc'd copy of
// the "spm.model" blob (NULL / 0 when the file has none). The caller frees them with free().
// Returns NULL with td_error: TD_ERR_IO (missing/unreadable), TD_ERR_FORMAT ("FILE: not a Tandem
// checkpoint", "FILE: truncated (N of M bytes)", "FILE: CRC mismatch (corrupt file)", bad config
// line), TD_ERR_MISMATCH ("FILE: tensor 'dec.out.w' has shape [8000, 256], the model expects
// [8000, 512]"; missing or unexpected tensor names), or the model's own build error.
Model *model_load(const char *path, char **meta_text, void **spm_bytes, size_t *spm_len);

struct Ckpt;  // tensor/checkpoint.h

// For a checkpoint read with ckpt_read: parses its configuration into *cfg (checked against the
// header's kind) and checks that its tensors are exactly the ones that configuration builds, with
// their shapes, before anything the configuration describes is allocated. Returns 0 or a negative
// status with td_error as model_load (a .state file: TD_ERR_FORMAT pointing to the .ckpt).
int model_ckpt_check(const struct Ckpt *c, ModelConfig *cfg) TD_MUST_USE;

// Reads only the configuration and meta text of a model file (after the same integrity checks
// as model_load; no parameters are allocated). *meta_text may be NULL to skip it; freed by the
// caller. Returns 0 or a negative status with td_error as model_load.
int model_peek(const char *path, ModelConfig *cfg, char **meta_text) TD_MUST_USE;

// Copies the value of `key` from "key=value\n" text (e.g. a checkpoint's meta) into out (cap
// bytes, NUL-terminated). Returns the value's length, or TD_ERR_ARG when the key is absent (or
// the value does not fit; message names the key).
int model_meta_get(const char *meta_text, const char *key, char *out, size_t cap);

// model_meta_get, or `fallback` copied into out when the key is absent or its value does not fit
// (no error left set).
void model_meta_get_or(const char *meta_text, const char *key, char *out, size_t cap,
                       const char *fallback);

#endif
