// Replaying a hypothesis for its per-layer, per-head cross-attention (see attention_replay.h).
#include "decode/attention_replay.h"

#include <stdlib.h>
#include <string.h>

#include "decode/search.h"

void attention_replay_dims(const Model *m, int *layers, int *heads) {
    int tfm = m->cfg.arch == ARCH_TRANSFORMER && ensemble_size(m) == 0;
    *layers = tfm ? m->cfg.dec_layers : 1;
    *heads = tfm ? m->cfg.heads : 1;
}

int attention_replay(Model *m, const int *src, int S, const int *tgt, int T, float *out) {
    if (S < 1 || T < 1 || T > m->cfg.max_len)
        return td_error(TD_ERR_ARG, "attention replay: %d source and %d output tokens", S, T);
    int L, H;
    attention_replay_dims(m, &L, &H);
    const int single = L == 1 && H == 1;  // the RNN, an ensemble: the model's own map
    float *logp = malloc(sizeof(float) * (size_t)m->cfg.vocab);
    float *row = malloc(sizeof(float) * (size_t)S);
    DecodeRows rows = {0};
    if (!logp || !row || decode_rows_reset(&rows, 1) < 0) {
        free(logp);
        free(row);
        decode_rows_free(&rows);
        return td_error(TD_ERR_NOMEM, "out of memory replaying attention");
    }
    int len = S, rc = 0;
    DecodeState *st = m->ops->encode(m, src, &len, 1, S);
    if (!st) rc = td_error_context(TD_ERR_INTERNAL, "attention replay: encode");
    for (int t = 0; rc == 0 && t < T; t++) {
        int prev = t ? tgt[t - 1] : TOK_BOS;
        rc = m->ops->step(m, st, &rows, &prev, logp);
        for (int p = 0; rc == 0 && p < L * H; p++) {
            rc = m->ops->cross_attention(m, st, &rows, single ? -1 : p / H, single ? -1 : p % H,
                                         row);
            if (rc == 0) memcpy(out + ((size_t)p * T + t) * S, row, sizeof(float) * (size_t)S);
        }
    }
    if (st) m->ops->free_state(m, st);
    decode_rows_free(&rows);
    free(logp);
    free(row);
    return rc;
}
