// Teacher-forced scoring of given translations (see score_ref.h).
//
// Dimension legend: B pairs in a batch, T padded target length (pieces + EOS), N scored rows of
// the model's forward (its non-pad target positions).
#include "decode/score_ref.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "data/batch.h"
#include "decode/search.h"

ScoreRefOptions score_ref_defaults(void) {
    ScoreRefOptions o = {.batch_tokens = 4096, .max_sentences = 0,
                         .length_penalty = search_defaults().length_penalty, .threads = 0};
    return o;
}

// Adds the per-row NLL of the last model_forward over batch b to its pairs: gathers the rows into
// grid [B, T] by their positions, then sums each pair over t in target order.
static void batch_scores(const Model *m, const Batch *b, double *grid, float alpha,
                         RefScore *out) {
    const LossInput *in = &m->loss_in;
    const double *nll = m->loss_work.row_loss + in->N;
    memset(grid, 0, sizeof(double) * (size_t)b->B * b->T);
    for (int n = 0; n < in->N; n++) grid[in->pos ? in->pos[n] : n] = nll[n];
    for (int k = 0; k < b->B; k++) {
        double s = 0.0;
        for (int t = 0; t < b->tgt_len[k]; t++) s -= grid[(size_t)k * b->T + t];
        RefScore *r = &out[b->index[k]];
        r->logprob = s;
        r->n_tokens = b->tgt_len[k];
        r->score = search_length_norm((float)s, r->n_tokens, alpha);
    }
}

static int score_all(Model *m, const TokCorpus *tok, const ScoreRefOptions *o, RefScore *out,
                     ScoreRefTotals *tot, Batcher *bt, Batch *b, double **grid) {
    BatchOptions bo = batch_defaults();
    bo.max_tokens = o->batch_tokens;
    bo.max_src_tokens = o->batch_tokens;
    bo.max_sentences = o->max_sentences;
    bo.shuffle = 0;
    int rc = batcher_init(bt, tok, &bo);
    if (rc < 0 && rc != TD_ERR_ARG) return rc;
    if (rc < 0)
        return td_error_context(TD_ERR_ARG, "--batch-tokens %d is too small for these pairs "
                                "(raise it)", o->batch_tokens);
    TD_TRY(batcher_alloc_batch(bt, b));
    *grid = malloc(sizeof(double) * (size_t)bt->max_tgt);
    if (!*grid) return td_error(TD_ERR_NOMEM, "out of memory scoring %d pairs", tok->n);
    for (int i = 0; i < bt->n_batches; i++) {  // the trainer's validation loop
        TD_TRY(batcher_get(bt, 0, i, b));
        ModelLoss L;
        TD_TRY(model_forward(m, b, 0, 0.0f, &L));
        tot->nll_sum += L.nll_sum;
        tot->n_tokens += L.n_tokens;
        batch_scores(m, b, *grid, o->length_penalty, out);
    }
    return TD_OK;
}

int score_ref_pairs(Model *m, const SpmModel *spm, const ParallelText *p,
                    const ScoreRefOptions *o, RefScore *out, ScoreRefTotals *tot) {
    memset(tot, 0, sizeof *tot);
    tot->cross_entropy = tot->perplexity = NAN;
    for (int i = 0; i < p->n_read; i++) out[i] = (RefScore){NAN, 0, NAN};
    if (o->batch_tokens < 2 || o->max_sentences < 0 || !(o->length_penalty >= 0.0f))
        return td_error(TD_ERR_ARG, "score-reference: bad options (batch-tokens %d >= 2, "
                        "max-batch-sents %d >= 0, length-penalty %g >= 0)", o->batch_tokens,
                        o->max_sentences, (double)o->length_penalty);
    if (spm_vocab_size(spm) != m->cfg.vocab)
        return td_error(TD_ERR_MISMATCH, "the SentencePiece model has %d pieces, the model %d",
                        spm_vocab_size(spm), m->cfg.vocab);
    if (p->n == 0) return TD_OK;
    TokOptions to = corpus_tok_defaults();
    to.max_len = m->cfg.max_len - 1;  // the trainer's dev rule (train/train_data.c)
    to.threads = o->threads;
    TokCorpus tok;
    TD_TRY(corpus_tokenize(p, spm, spm, &to, &tok));
    Batcher bt;
    Batch b;
    double *grid = NULL;
    memset(&bt, 0, sizeof bt);
    memset(&b, 0, sizeof b);
    int rc = tok.n > 0 ? score_all(m, &tok, o, out, tot, &bt, &b, &grid) : TD_OK;
    tot->n_pairs = tok.n;
    tot->n_skipped = p->n - tok.n;
    if (rc == TD_OK && tot->n_tokens > 0) {
        tot->cross_entropy = tot->nll_sum / (double)tot->n_tokens;
        tot->perplexity = exp(tot->cross_entropy);
    }
    free(grid);
    batch_free(&b);
    batcher_free(&bt);
    tok_corpus_free(&tok);
    return rc;
}

int score_ref_format(const RefScore *r, char *buf, size_t cap) {
    if (r->n_tokens == 0) return snprintf(buf, cap, "nan\t0\tnan\tnan");
    return snprintf(buf, cap, "%.6f\t%d\t%.6f\t%.6f", r->logprob, r->n_tokens,
                    r->logprob / r->n_tokens, (double)r->score);
}
