// The interface between the two architectures and everything that trains or runs them.
// train/ and decode/ see a model only through ModelOps; greedy and beam search are written once
// against it (decode/search.c).
//
// Dimension legend: B sentences, S padded source length, T padded target length, V vocab,
// N decoding rows (hypotheses: one per sentence for greedy, up to beam-size per sentence for beam).
#ifndef TANDEM_MODEL_H
#define TANDEM_MODEL_H

#include "data/batch.h"
#include "models/config.h"
#include "tensor/loss.h"
#include "tensor/params.h"
#include "tensor/rng.h"

// Special ids shared with the SentencePiece model (pad=0, bos=1, eos=2, unk=3).
enum { TOK_PAD = 0, TOK_BOS = 1, TOK_EOS = 2, TOK_UNK = 3 };

typedef struct Model Model;
typedef struct DecodeState DecodeState;  // model-specific, opaque to search

// The rows of a decoding state as its caller keeps them: row r (0 <= r < n) decodes sentence
// sentence[r] (0..B-1 of encode). The search (decode/search.h: decode_rows_*) owns the map, the
// reorder bookkeeping and its checks; a model only reads n and sentence.
typedef struct DecodeRows {
    int n;          // N rows now in the state
    int *sentence;  // [N] sentence of each row
    int *spare;     // [cap] workspace of decode_rows_reorder
    size_t cap;     // rows that sentence and spare hold
} DecodeRows;

// What model_forward reports.
typedef struct ModelLoss {
    double loss_sum;     // label-smoothed cross-entropy summed over non-pad target tokens
    double nll_sum;      // plain negative log-likelihood summed over the same tokens (perplexity)
    int n_tokens;        // non-pad target tokens
} ModelLoss;

typedef struct ModelOps {
    const char *arch;  // "rnn" or "transformer"

    // Registers every parameter of m->cfg in m->params (names, shapes, initialisers) and sets up
    // private state in m->impl. Does not allocate parameter memory (model_create does, then inits).
    // Returns 0 or a negative status (TD_ERR_ARG for an inconsistent configuration).
    int (*build)(Model *m);
    // Frees m->impl and everything the model allocated (not m->params).
    void (*destroy)(Model *m);

    // Teacher-forced forward over a batch: src [B, S], tgt_in [B, T] -> the final decoder states of
    // the Ny non-pad target positions (tgt_out != TOK_PAD, in an order of the model's choosing; a
    // row whose target is TOK_PAD would score nothing) and the output layer that scores them: fills
    // *out (tensor/loss.h: h [Ny, C], targets [Ny], their positions pos [Ny] (b * T + t; for
    // per-sentence scores, decode/score_ref.h), the output weight [V, C] (the shared embedding
    // when tied), its bias [V] and their gradient slots; pointers into the model, valid until its
    // next forward). The loss itself is shared (model_forward). train = 1: dropout on (drawing from
    // m->rng) and activations kept for backward; train = 0: no dropout (validation), and nothing
    // drawn from m->rng. Activation buffers grow to the largest batch seen, then are reused (no
    // allocation in a steady-state step). Returns 0 or a negative status (TD_ERR_ARG for ids
    // outside the vocabulary, an empty batch or lengths the model cannot take).
    int (*forward)(Model *m, const Batch *b, int train, LossInput *out);
    // Backward of the last forward (train = 1) from dh [Ny, C], the gradient of the objective with
    // respect to the states that forward returned: ACCUMULATES into m->params.grad (the output
    // layer's own gradients are the loss's: model_backward). Returns 0, or TD_ERR_ARG when there
    // was no training forward since the last backward.
    int (*backward)(Model *m, const float *dh);

    // Decoding contract. The caller (decode/search.c; tests that drive a model directly) owns the
    // rows of a decoding state: how many there are and which sentence each decodes (DecodeRows),
    // and it validates every reorder. The state holds only per-row tensors (recurrent state,
    // key/value cache, input-feeding vector, last attention weights) and per-sentence encoder
    // outputs; a row reaches its sentence's encoder outputs through rows->sentence.
    //
    // One Model decodes from one thread at a time: encode writes into the model itself (the RNN
    // encodes through its training activation buffers; the Transformer takes the decoding state
    // that the last free_state kept for reuse, Tfm.spare_state), so encode, step, reorder and
    // free_state calls on one model, whatever their state, must not overlap. Two threads decoding
    // at once need a model each (model_load twice) or a lock around every call. Each call may
    // itself run an OpenMP team; that is inside one call, not two callers.
    //
    // Encodes B sentences (src [B, S], real lengths src_len [B], pieces then EOS, PAD after) for
    // incremental decoding, without dropout. The state starts with B rows, row b holding sentence
    // b's initial tensors, at step 0. Returns NULL (with td_error) on failure.
    DecodeState *(*encode)(Model *m, const int *src, const int *src_len, int B, int S);
    // One decoding step for the rows->n = N rows: prev [N] is the previous token of each row
    // (TOK_BOS at step 0), rows->sentence [N] the sentence each row decodes (0..B-1 of encode);
    // writes logprobs [N, V] (log-softmax of the next-token distribution) and advances every row
    // by one position. N must be the row count of the state (B after encode, new_n after
    // reorder). Cost per step is O(current length), not O(length^2). Returns 0, TD_ERR_ARG (a
    // token outside the vocabulary, a step beyond the model's max_len) or TD_ERR_NOMEM.
    int (*step)(Model *m, DecodeState *st, const DecodeRows *rows, const int *prev,
                float *logprobs);
    // Gathers the per-row tensors after a search step: new row r (0 <= r < new_n) continues old
    // row parent[r]. parent [new_n] is validated by the caller (0 <= parent[r] < the current row
    // count, new_n >= 1); rows may repeat (beam expansion) or be left out (finished hypotheses).
    // The row count becomes new_n. Returns 0 or TD_ERR_NOMEM (the state is then unusable).
    int (*reorder)(Model *m, DecodeState *st, const int *parent, int new_n);
    // Cross-attention weights of the last step: writes [N, S] (N = rows->n, S as passed to
    // encode; zeros at padding) into out. RNN: its attention; Transformer: layer `layer` (-1 =
    // last), head `head` (-1 = mean over heads). Returns 0 or TD_ERR_ARG for a bad layer/head.
    int (*cross_attention)(Model *m, const DecodeState *st, const DecodeRows *rows, int layer,
                           int head, float *out);
    // Frees a decoding state.
    void (*free_state)(Model *m, DecodeState *st);

    // OPTIONAL: may be NULL (bin/compare's attention heatmaps skip the self-attention panels
    // when it is). Self-attention weights of layer `layer` (-1 = last) and head `head` (-1 = mean
    // over heads), for row r (0 <= r < rows->n) of the state:
    //   side 0 (encoder): [S, S] for the sentence row r decodes (rows->sentence[r]; query
    //     position x key position, S as passed to encode, zeros at padding), as computed by encode;
    //   side 1 (decoder): [t] for the last step, over the t target positions decoded so far
    //     (BOS first), i.e. the query of the newest position.
    // Writes into out and returns the number of floats written (S*S or t), or TD_ERR_ARG for a
    // bad side, layer, head or row. The RNN has no self-attention and leaves it NULL.
    int (*self_attention)(Model *m, const DecodeState *st, const DecodeRows *rows, int side,
                          int layer, int head, int r, float *out);
} ModelOps;

// Declares an architecture's ModelOps entry points, named PREFIX_forward, PREFIX_backward,
// PREFIX_encode, PREFIX_step, PREFIX_reorder, PREFIX_cross_attention and PREFIX_free_state, with
// the signatures (and contracts) of the ModelOps members above.
#define MODEL_OPS_DECLARE(prefix)                                                               \
    int prefix##_forward(Model *m, const Batch *b, int train, LossInput *out);                  \
    int prefix##_backward(Model *m, const float *dh);                                           \
    DecodeState *prefix##_encode(Model *m, const int *src, const int *src_len, int B, int S);   \
    int prefix##_step(Model *m, DecodeState *st, const DecodeRows *rows, const int *prev,       \
                      float *logprobs);                                                         \
    int prefix##_reorder(Model *m, DecodeState *st, const int *parent, int new_n);              \
    int prefix##_cross_attention(Model *m, const DecodeState *st, const DecodeRows *rows,       \
                                 int layer, int head, float *out);                              \
    void prefix##_free_state(Model *m, DecodeState *st)

// The ModelOps table of an architecture declared with MODEL_OPS_DECLARE(prefix), with its
// (static) PREFIX_build and PREFIX_destroy and an optional self_attention (NULL when it has none).
#define MODEL_OPS_TABLE(arch_name, prefix, self_attention_fn)                                   \
    {                                                                                           \
        .arch = arch_name, .build = prefix##_build, .destroy = prefix##_destroy,                \
        .forward = prefix##_forward, .backward = prefix##_backward, .encode = prefix##_encode,  \
        .step = prefix##_step, .reorder = prefix##_reorder,                                     \
        .cross_attention = prefix##_cross_attention, .free_state = prefix##_free_state,         \
        .self_attention = self_attention_fn,                                                    \
    }

struct Model {
    const ModelOps *ops;
    ModelConfig cfg;
    ParamTable params;
    Rng rng;      // dropout stream; saved in the training state for bit-exact resume
    void *impl;   // architecture-private activations and buffers
    // The shared loss (model_forward / model_backward): what the last forward returned, the
    // workspace, its label smoothing, and whether a training forward awaits its backward.
    LossInput loss_in;
    LossWork loss_work;
    float loss_eps;
    int loss_ready;
};

// Teacher-forced forward of the model (ops->forward) followed by the shared output layer and
// label-smoothed cross-entropy (tensor/loss.h, eps = label_smoothing, pad targets ignored): fills
// *loss with the summed smoothed loss, the summed NLL and the token count. train as in
// ModelOps.forward. Returns 0 or a negative status (the model's, or TD_ERR_NOMEM).
int model_forward(Model *m, const Batch *b, int train, float label_smoothing, ModelLoss *loss);

// Backward of the last model_forward (train = 1) for the objective dloss * loss_sum (dloss e.g.
// 1 / n_tokens for a per-token mean): ACCUMULATES the gradients of every parameter, the output
// layer's included, into m->params.grad. Returns 0, TD_ERR_ARG when there was no training forward
// since the last backward, or the model's status.
int model_backward(Model *m, float dloss);

// The ops table for an architecture, or NULL if it is not built into this binary.
const ModelOps *model_ops_for(ModelArch arch);

// Replaces the ops table that model_ops_for / model_create use for `arch` (tests plug in a small
// mock model this way, e.g. to test checkpoints and the trainer independently of the real models);
// NULL restores the built-in one. Not thread-safe: call before creating models.
void model_ops_override(ModelArch arch, const ModelOps *ops);

// Creates a model from a configuration: build, allocate, initialise parameters from `seed` (and
// seed m->rng from it). Returns NULL with td_error on a bad configuration or out of memory.
Model *model_create(const ModelConfig *cfg, unsigned long long seed);

// Frees the model and its parameters (NULL is fine).
void model_free(Model *m);

#endif
