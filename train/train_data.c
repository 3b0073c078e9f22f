// The trainer's data glue (see train_data.h).
#include "train/train_data.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "score/metrics.h"
#include "decode/translate.h"
#include "tokenizer/spm_train.h"

int train_find_corpus(const char *prefix, const char *lang, char *out, size_t cap) {
    snprintf(out, cap, "%s.%s", prefix, lang);
    if (access(out, R_OK) == 0) return TD_OK;
    snprintf(out, cap, "%s.%s.gz", prefix, lang);
    if (access(out, R_OK) == 0) return TD_OK;
    return td_error(TD_ERR_IO, "cannot read %s.%s (nor %s.%s.gz): %s", prefix, lang, prefix, lang,
                    strerror(errno));
}

static int blank(const char *s) {
    for (; *s; s++)
        if (*s != ' ' && *s != '\t') return 0;
    return 1;
}

static int write_nonblank(FILE *f, const char *path) {
    TextLines t;
    TD_TRY(corpus_read_lines(path, &t));
    for (int i = 0; i < t.n; i++)
        if (!blank(t.line[i])) fprintf(f, "%s\n", t.line[i]);
    text_lines_free(&t);
    return TD_OK;
}

int train_spm(const TrainOptions *o, const char *model_path, FILE *log) {
    char src[TRAIN_PATH_MAX + 16], tgt[TRAIN_PATH_MAX + 16], joint[TRAIN_PATH_MAX + 64];
    char prefix[TRAIN_PATH_MAX + 32], tmp_model[TRAIN_PATH_MAX + 48],
        tmp_vocab[TRAIN_PATH_MAX + 48];
    char vocab[TRAIN_PATH_MAX + 48];
    TD_TRY(train_find_corpus(o->train, o->src, src, sizeof src));
    TD_TRY(train_find_corpus(o->train, o->tgt, tgt, sizeof tgt));
    size_t n = strlen(model_path);
    if (n < 7 || strcmp(model_path + n - 6, ".model") != 0)
        return td_error(TD_ERR_ARG, "SentencePiece model path must end in .model: %s", model_path);
    snprintf(prefix, sizeof prefix, "%.*s.tmp", (int)(n - 6), model_path);
    snprintf(joint, sizeof joint, "%s.txt", prefix);
    snprintf(tmp_model, sizeof tmp_model, "%s.model", prefix);
    snprintf(tmp_vocab, sizeof tmp_vocab, "%s.vocab", prefix);
    snprintf(vocab, sizeof vocab, "%.*s.vocab", (int)(n - 6), model_path);
    FILE *f = fopen(joint, "w");
    if (!f) return td_error(TD_ERR_IO, "cannot write %s: %s", joint, strerror(errno));
    int rc = write_nonblank(f, src);
    if (rc == TD_OK) rc = write_nonblank(f, tgt);
    if (fclose(f) != 0 && rc == TD_OK) rc = td_error(TD_ERR_IO, "cannot write %s", joint);
    if (rc == TD_OK) {
        if (log) fprintf(log, "training a joint SentencePiece model (%d pieces) on %s + %s\n",
                         o->vocab_size, src, tgt), fflush(log);
        SpmTrainOptions so = spm_train_defaults();
        const char *inputs[1] = {joint};
        so.inputs = inputs;
        so.n_inputs = 1;
        so.model_prefix = prefix;
        so.model_type = "unigram";
        so.vocab_size = o->vocab_size;
        so.character_coverage = 1.0;
        so.seed = (uint32_t)o->seed;
        so.num_threads = 1;  // deterministic
        rc = spm_train(&so);
    }
    remove(joint);
    if (rc == TD_OK && rename(tmp_model, model_path) != 0)
        rc = td_error(TD_ERR_IO, "cannot rename %s to %s: %s", tmp_model, model_path,
                      strerror(errno));
    if (rc == TD_OK) rename(tmp_vocab, vocab);
    remove(tmp_model);
    remove(tmp_vocab);
    return rc;
}

// Tokenises one side's text (read by train_data_read) and logs its summary.
static int tokenize_side(const TrainOptions *o, const char *prefix, int train, const SpmModel *spm,
                         ParallelText *text, TokCorpus *tok, FILE *log) {
    TokOptions to = corpus_tok_defaults();
    // Training pairs: at most --filter-len pieces a side. Dev pairs: all, up to the model's length.
    to.max_len = train ? o->filter_len : o->cfg.max_len - 1;
    to.threads = o->threads;
    TD_TRY(corpus_tokenize(text, spm, spm, &to, tok));
    if (log) corpus_log_summary(log, train ? "train" : "dev", text, tok);
    if (tok->n == 0)
        return td_error(TD_ERR_ARG, "corpus %s: no usable pairs (%d lines read: %d with an empty "
                        "side, %d longer than %s %d pieces)", prefix, text->n_read, text->n_empty,
                        tok->n_drop_len, train ? "--filter-len" : "the model's", to.max_len);
    return TD_OK;
}

static int read_side(const TrainOptions *o, const char *prefix, int train, ParallelText *text) {
    char src[TRAIN_PATH_MAX + 16], tgt[TRAIN_PATH_MAX + 16];
    TD_TRY(train_find_corpus(prefix, o->src, src, sizeof src));
    TD_TRY(train_find_corpus(prefix, o->tgt, tgt, sizeof tgt));
    return corpus_read_parallel(src, tgt, train, text);
}

int train_data_read(TrainData *d, const TrainOptions *o) {
    memset(d, 0, sizeof *d);
    TD_TRY(read_side(o, o->train, 1, &d->train_text));
    return read_side(o, o->dev, 0, &d->dev_text);
}

int train_data_load(TrainData *d, const TrainOptions *o, const SpmModel *spm, FILE *log) {
    d->spm = spm;
    d->max_input_len = o->filter_len;
    TD_TRY(tokenize_side(o, o->train, 1, spm, &d->train_text, &d->train_tok, log));
    TD_TRY(tokenize_side(o, o->dev, 0, spm, &d->dev_text, &d->dev_tok, log));
    BatchOptions bo = batch_defaults();
    bo.max_tokens = o->batch_tokens;
    bo.shuffle = 1;
    bo.seed = o->seed;
    // A pair longer than one batch: the message names the options that decide it.
    int rc = batcher_init(&d->train_bt, &d->train_tok, &bo);
    if (rc < 0 && rc != TD_ERR_ARG) return rc;
    if (rc < 0)
        return td_error_context(TD_ERR_ARG, "--batch-tokens %d is too small for the training "
                                "data (raise it, or lower --filter-len %d)", o->batch_tokens,
                                o->filter_len);
    bo.shuffle = 0;
    rc = batcher_init(&d->dev_bt, &d->dev_tok, &bo);
    if (rc < 0 && rc != TD_ERR_ARG) return rc;
    if (rc < 0)
        return td_error_context(TD_ERR_ARG, "--batch-tokens %d is too small for the dev data "
                                "(raise it)", o->batch_tokens);
    d->n_ring = o->accumulate;
    d->ring = calloc((size_t)d->n_ring, sizeof *d->ring);
    d->n_dev = d->dev_bt.n_batches;
    d->dev = calloc((size_t)d->n_dev, sizeof *d->dev);
    d->hyps = calloc((size_t)d->dev_text.n + 1, sizeof *d->hyps);
    if (!d->ring || !d->dev || !d->hyps) return td_error(TD_ERR_NOMEM, "out of memory");
    for (int i = 0; i < d->n_ring; i++) TD_TRY(batcher_alloc_batch(&d->train_bt, &d->ring[i]));
    for (int i = 0; i < d->n_dev; i++) {
        TD_TRY(batcher_alloc_batch(&d->dev_bt, &d->dev[i]));
        TD_TRY(batcher_get(&d->dev_bt, 0, i, &d->dev[i]));
    }
    return TD_OK;
}

static int source_begin_epoch(void *ctx, int epoch) {
    TrainData *d = ctx;
    d->epoch = epoch;
    return d->train_bt.n_batches;
}

static const Batch *source_batch(void *ctx, int index) {
    TrainData *d = ctx;
    Batch *b = &d->ring[d->next_ring++ % d->n_ring];
    if (batcher_get(&d->train_bt, d->epoch, index, b) < 0) return NULL;
    return b;
}

TrainSource train_data_source(TrainData *d) {
    TrainSource s = {.ctx = d, .begin_epoch = source_begin_epoch, .batch = source_batch};
    return s;
}

int train_data_score(void *ctx, Model *m, int n, double *bleu, double *chrf) {
    TrainData *d = ctx;
    int total = d->dev_text.n;
    if (n <= 0 || n > total) n = total;
    TranslateOptions to = translate_defaults();
    to.log = NULL;  // truncation warnings would repeat at every validation
    to.max_input_len = d->max_input_len;
    to.input_name = "dev";
    TD_TRY(translate_lines(m, d->spm, (const char *const *)d->dev_text.src.line, n, &to, d->hyps,
                           NULL));
    BleuStats bs;
    ChrfStats cs;
    int rc = bleu_corpus_stats(&bs, (const char *const *)d->hyps,
                               (const char *const *)d->dev_text.tgt.line, n);
    if (rc == TD_OK)
        rc = chrf_corpus_stats(&cs, (const char *const *)d->hyps,
                               (const char *const *)d->dev_text.tgt.line, n);
    for (int i = 0; i < n; i++) {
        free(d->hyps[i]);
        d->hyps[i] = NULL;
    }
    TD_TRY(rc);
    *bleu = bleu_score(&bs);
    *chrf = chrf_score(&cs);
    return TD_OK;
}

void train_data_free(TrainData *d) {
    for (int i = 0; i < d->n_ring; i++) batch_free(&d->ring[i]);
    for (int i = 0; i < d->n_dev; i++) batch_free(&d->dev[i]);
    free(d->ring);
    free(d->dev);
    free(d->hyps);
    batcher_free(&d->train_bt);
    batcher_free(&d->dev_bt);
    tok_corpus_free(&d->train_tok);
    tok_corpus_free(&d->dev_tok);
    parallel_text_free(&d->train_text);
    parallel_text_free(&d->dev_text);
    memset(d, 0, sizeof *d);
}
