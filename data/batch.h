// Token-budget batches of a tokenised parallel corpus (the batching functions are added by the
// data module; the Batch layout below is the contract with models/model.h).
#ifndef TANDEM_BATCH_H
#define TANDEM_BATCH_H

typedef struct Batch {
    int B, S, T;          // sentences, padded source length, padded target length
    int *src;             // [B, S] source ids: pieces then EOS, PAD (0) after src_len[b]
    int *src_len;         // [B] real source lengths (including EOS)
    int *tgt_in;          // [B, T] BOS then pieces, PAD after tgt_len[b]
    int *tgt_out;         // [B, T] pieces then EOS, PAD after tgt_len[b]
    int *tgt_len;         // [B] real target lengths (pieces + 1)
    int n_src_tokens, n_tgt_tokens;  // non-pad counts
    int *index;           // [B] position of each pair in the corpus (for restoring order)
} Batch;

#endif
