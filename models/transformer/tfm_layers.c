// Transformer building blocks shared by training and decoding: embedding + positions.
//
// Dimension legend: B sentences, T positions per sentence, C d_model.
#include <math.h>

#include "models/transformer/tfm_internal.h"

void tfm_embed(const Tfm *t, float *out, const float *table, const int *ids, int B, int T,
               int pos0) {
    const int C = t->C;
    const float scale = sqrtf((float)C);
    const float *pos = t->pos == POS_SINUSOIDAL ? t->pe : t->pos == POS_LEARNED ? t->pos_emb : NULL;
    PAR_FOR((long)B * T * C, (long r = 0; r < (long)B * T; r++), {
        const float *e = table + (long)ids[r] * C;
        float *o = out + r * C;
        if (pos) {
            const float *pe = pos + (long)(pos0 + r % T) * C;
            for (int c = 0; c < C; c++) o[c] = e[c] * scale + pe[c];
        } else {
            for (int c = 0; c < C; c++) o[c] = e[c] * scale;
        }
    });
}
