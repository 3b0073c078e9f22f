// What bin/model does with model files (models/main.c; bin/train's older spellings --pack and
// --average call the same functions): pack a model for shipping, average checkpoints, and print
// what a file holds. Model files are models/model_io.h's; the container is tensor/checkpoint.h's.
#ifndef TANDEM_MODEL_TOOLS_H
#define TANDEM_MODEL_TOOLS_H

#include <stddef.h>
#include <stdio.h>

#include "tensor/status.h"

// Rewrites the model file `in` (or DIR/best.ckpt when `in` is a directory) as `out` with the same
// configuration, meta text and tokenizer: the tensors as float16 + zlib (int8 = 0: IEEE binary16,
// round to nearest even), or with int8 = 1 the tensors of >= 2 dimensions as int8 per row
// (tensor/gemm_int8.h quant_int8_row, value = q * scale) and the others as float32, + zlib.
// Writes "PROG: packed IN (A MB) -> OUT (B MB, float16 + zlib)" to `report` (NULL: nothing).
// Returns 0, or the error of model_load / model_save (messages name the file).
int model_pack(const char *in, const char *out, int int8, FILE *report) TD_MUST_USE;

// Checkpoint averaging (as Marian's and fairseq's average_checkpoints): out's parameters are the
// element-wise mean of the n >= 2 inputs' (summed in double, rounded once to float: params_sum_add,
// params_set_mean), one input in memory at a time. The inputs must share the configuration
// (dropout aside: no parameter depends on it) and the tokenizer checksum. out (float32) gets the
// first input's configuration and tokenizer, the first input's meta keys spm-checksum, pad-id,
// bos-id, eos-id, unk-id, src, tgt (those it has), then "averaged-from=" the input names (one
// line, a newline in a name written '?') and "averaged-steps=" their steps ('?' for an input with
// none); no "step", so an average cannot be resumed as a training checkpoint.
// Writes "PROG: averaged N checkpoints -> OUT" to `report` (NULL: nothing).
// Returns 0; TD_ERR_ARG before anything is read (fewer than two inputs, OUT a directory, one file
// named twice, also through a hard link as a run's best.ckpt and its step-N.ckpt are);
// TD_ERR_MISMATCH naming the input whose configuration or tokenizer differs from the first's;
// the errors of model_load / model_save. No file is left under `out` on error.
int model_average(const char *out, char *const *in, int n, FILE *report) TD_MUST_USE;

// Prints what the checkpoint `path` (model_file_of) holds, to f: the file (size, container
// version, compression, kind); for a model file its architecture and parameter count, its
// configuration (config_to_text's lines), its tokenizer (the embedded spm.model's size and CRC-32,
// checked against the meta's spm-checksum), the training step and the bin/train command that wrote
// it (meta keys "step" and "command"; files written before "command" was stored say so), the rest
// of the meta text; for any checkpoint (a .state too) its other sections and every tensor: name,
// shape, stored type (float32, float16, int8), number of values and the CRC-32 (zlib's, the
// container's own) of its values as loaded (ckpt_tensor_values: float32, little-endian,
// row-major), so that two files can be compared tensor by tensor, a float32 file with its own
// copy, a packed file with another packed file.
// Returns 0, or the error of ckpt_read (TD_ERR_IO; TD_ERR_FORMAT for a truncated or corrupt file,
// message naming it) or of the configuration (TD_ERR_FORMAT, TD_ERR_MISMATCH for tensors that do
// not fit it); nothing is printed on error.
int model_inspect(const char *path, FILE *f) TD_MUST_USE;

// The model file a command line names: `arg` itself, or arg/best.ckpt when arg is a directory (a
// training run's), into buf[cap]. Returns 0 or TD_ERR_ARG (path too long: path_fmt).
int model_file_of(const char *arg, char *buf, size_t cap) TD_MUST_USE;

#endif
