// bin/bench flops (see bench_flops.h).
#include "bench/bench_flops.h"

#include <stdlib.h>
#include <string.h>

#include "bench/bench_model.h"
#include "models/config.h"
#include "models/flops.h"
#include "tokenizer/spm.h"
#include "train/train_data.h"

typedef struct FlopSums {
    double flops[2], linear[2];  // [ModelArch]
    double tgt, src, padded_tgt;
    int n;
} FlopSums;

static void add_batch(FlopSums *f, const ModelConfig cfg[2], const Batch *b) {
    const FlopShape s = flop_shape_of(b);
    for (int a = 0; a < 2; a++) {
        double lin;
        f->flops[a] += model_flops(&cfg[a], &s, 1, &lin);
        f->linear[a] += lin;
    }
    f->tgt += b->n_tgt_tokens;
    f->src += b->n_src_tokens;
    f->padded_tgt += (double)b->B * b->T;
    f->n++;
}

// One epoch of the corpus's batches, as bin/train makes them.
static int corpus_sums(const BenchFlopsOpts *o, ModelConfig cfg[2], FlopSums *f) {
    SpmModel *spm = spm_load(o->spm);
    if (!spm) return -1;
    TrainOptions *to = calloc(1, sizeof *to);
    TrainData *d = calloc(1, sizeof *d);
    int rc = to && d ? TD_OK : td_error(TD_ERR_NOMEM, "out of memory");
    if (rc == TD_OK) {
        train_options_defaults(to);
        snprintf(to->train, sizeof to->train, "%s", o->corpus);
        snprintf(to->dev, sizeof to->dev, "%s", o->corpus);
        snprintf(to->src, sizeof to->src, "%s", o->src);
        snprintf(to->tgt, sizeof to->tgt, "%s", o->tgt);
        to->batch_tokens = o->tokens;
        to->threads = o->threads > 0 ? o->threads : 1;
        to->cfg = cfg[ARCH_TRANSFORMER];
        rc = train_data_read(d, to);
    }
    if (rc == TD_OK) rc = train_data_load(d, to, spm, NULL);
    if (rc == TD_OK) {
        TrainSource src = train_data_source(d);
        int nb = src.begin_epoch(src.ctx, 0);
        rc = nb < 0 ? nb : TD_OK;
        for (int i = 0; i < nb && rc == TD_OK; i++) {
            const Batch *b = src.batch(src.ctx, i);
            if (!b) rc = td_error(TD_ERR_INTERNAL, "no batch %d", i);
            else add_batch(f, cfg, b);
        }
    }
    if (d) train_data_free(d);
    free(d);
    free(to);
    spm_free(spm);
    return rc;
}

int bench_flops(FILE *out, const BenchFlopsOpts *o) {
    ModelConfig cfg[2];
    for (int a = 0; a < 2; a++) {
        cfg[a] = config_defaults((ModelArch)a);
        TD_TRY(config_apply_preset(&cfg[a], o->config));
    }
    FlopSums f;
    memset(&f, 0, sizeof f);
    if (o->corpus) {
        SpmModel *probe = spm_load(o->spm);  // the vocabulary the models would have
        if (!probe) return -1;
        cfg[0].vocab = cfg[1].vocab = spm_vocab_size(probe);
        spm_free(probe);
        TD_TRY(corpus_sums(o, cfg, &f));
    } else {
        const int n = 64;
        Batch *b = bench_make_batches(cfg[ARCH_TRANSFORMER].vocab, o->tokens, 0, n, 1234);
        if (!b) return -1;
        for (int i = 0; i < n; i++) add_batch(&f, cfg, &b[i]);
        bench_free_batches(b, n);
    }
    if (f.tgt <= 0) return td_error(TD_ERR_ARG, "the batches hold no target tokens");
    fprintf(out, "{\"kind\": \"flops\", \"config\": \"%s\", \"vocab\": %d, \"tokens\": %d, ",
            o->config, cfg[0].vocab, o->tokens);
    if (o->corpus) fprintf(out, "\"batches\": \"corpus\", \"corpus\": \"%s\", ", o->corpus);
    else fputs("\"batches\": \"synthetic\", ", out);
    fprintf(out, "\"n_batches\": %d, \"tgt_tokens\": %.0f, \"src_tokens\": %.0f, "
                 "\"padded_tgt_share\": %.4f", f.n, f.tgt, f.src, 1.0 - f.tgt / f.padded_tgt);
    for (int a = 0; a < 2; a++)
        fprintf(out, ", \"%s\": {\"train_flops_per_tgt_token\": %.6g, \"linear_share\": %.4f}",
                arch_name((ModelArch)a), f.flops[a] / f.tgt, f.linear[a] / f.flops[a]);
    fprintf(out, ", \"transformer_over_rnn\": %.4f}\n",
            f.flops[ARCH_TRANSFORMER] / f.flops[ARCH_RNN]);
    fflush(out);
    return TD_OK;
}
