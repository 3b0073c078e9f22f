// IEEE 754 binary16 ("float16") conversions, used by float16 checkpoints (tensor/checkpoint.c),
// the float16 weight copy for decoding (tensor/params.c) and gemm_rows_f16 (tensor/gemm_rows.c).
#ifndef TANDEM_HALF_H
#define TANDEM_HALF_H

#include <stdint.h>

// float32 -> binary16 bit pattern, rounded to nearest even: overflow gives +-inf, NaN stays NaN
// (quiet, sign kept), results below the smallest normal become subnormals (or +-0).
uint16_t half_from_float(float x);
// binary16 bit pattern -> float32, exact (every binary16 value is a binary32 value).
float half_to_float(uint16_t h);

#endif
