// Data-parallel training (see train_dist.h): the trainer's and bin/train's side of the ranks.
#include "train/train_dist.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "train/dist.h"
#include "train/trainer_internal.h"

SpmModel *train_dist_tokenizer(SpmModel *spm, void **bytes, size_t *len) {
    if (dist_size() == 1) return spm;
    unsigned long long n = dist_rank() == 0 ? (unsigned long long)*len : 0;
    if (dist_bcast(&n, sizeof n, 0) < 0) return NULL;
    if (dist_rank() != 0 && !(*bytes = malloc(n ? n : 1))) {
        td_error(TD_ERR_NOMEM, "out of memory for the tokenizer (%llu bytes)", n);
        return NULL;
    }
    *len = (size_t)n;
    if (dist_bcast(*bytes, *len, 0) < 0) return NULL;
    if (dist_rank() == 0) return spm;
    const char *dir = getenv("TMPDIR");
    char tmp[4096];
    snprintf(tmp, sizeof tmp, "%s/tandem-spm-XXXXXX", dir && dir[0] ? dir : "/tmp");
    int fd = mkstemp(tmp);
    if (fd < 0) {
        td_error(TD_ERR_IO, "rank %d: cannot create a temporary file for the tokenizer in %s: %s "
                 "(set TMPDIR to a writable directory)", dist_rank(), tmp, strerror(errno));
        return NULL;
    }
    size_t done = 0;
    while (done < *len) {
        ssize_t w = write(fd, (const char *)*bytes + done, *len - done);
        if (w <= 0) break;
        done += (size_t)w;
    }
    close(fd);
    SpmModel *m = NULL;
    if (done < *len) td_error(TD_ERR_IO, "rank %d: cannot write %s", dist_rank(), tmp);
    else m = spm_load(tmp);
    unlink(tmp);
    return m;
}

int train_dist_start(Trainer *T) {
    int N = dist_size();
    if (N == 1) return TD_OK;
    ParamTable *p = &T->m->params;
    TD_TRY(dist_bcast(p->data, p->total * sizeof(float), 0));
    TD_TRY(dist_bcast(p->m, p->total * sizeof(float), 0));
    TD_TRY(dist_bcast(p->v, p->total * sizeof(float), 0));
    TD_TRY(dist_bcast(&T->m->rng.state, sizeof T->m->rng.state, 0));
    const TrainOptions *o = T->o;
    trainer_log(T, 0, "data-parallel: %d ranks x --batch-tokens %d x --accumulate %d = an effective "
                "batch of up to %lld target tokens (%d batches) per update; %d threads per rank",
                N, o->batch_tokens, o->accumulate,
                (long long)N * o->batch_tokens * o->accumulate, N * o->accumulate, o->threads);
    return TD_OK;
}

int train_dist_check_epoch(Trainer *T, int n_batches) {
    if (dist_size() == 1) return TD_OK;
    double v[2] = {(double)n_batches, -(double)n_batches};
    TD_TRY(dist_allreduce_max_f64(v, 2));
    if (v[0] != -v[1])
        return td_error(TD_ERR_MISMATCH, "the ranks see different training data: epoch %d has "
                        "between %.0f and %.0f batches (this rank, %d on %s: %d); the corpus, "
                        "tokenizer and options must be the same on every host", T->epoch + 1,
                        -v[1], v[0], dist_rank(), dist_host(), n_batches);
    return TD_OK;
}

int train_dist_sum_counts(long *tokens, long long *flops) {
    if (dist_size() == 1) return TD_OK;
    long long t[2] = {*tokens, *flops};
    TD_TRY(dist_allreduce_sum_i64(t, 2));
    *tokens = (long)t[0];
    *flops = t[1];
    return TD_OK;
}

int train_dist_sum_gradients(Trainer *T, double *loss) {
    if (dist_size() == 1) return TD_OK;
    double t0 = train_now();
    TD_TRY(dist_allreduce_sum_f32(T->m->params.grad, T->m->params.total));
    T->comm_seconds += train_now() - t0;
    T->comm_updates++;
    return dist_allreduce_sum_f64(loss, 1);
}

int train_dist_agree(Trainer *T, int *signal) {
    if (dist_size() == 1) return TD_OK;
    double v[2] = {T->train_seconds, (double)*signal};
    TD_TRY(dist_allreduce_max_f64(v, 2));
    T->train_seconds = v[0];
    *signal = (int)v[1];
    return TD_OK;
}

int train_dist_share_validation(Trainer *T) {
    if (dist_size() == 1) return TD_OK;
    double v[4] = {T->dev_loss, T->dev_ppl, T->dev_bleu, T->dev_chrf};
    TD_TRY(dist_bcast(v, sizeof v, 0));
    T->dev_loss = v[0], T->dev_ppl = v[1], T->dev_bleu = v[2], T->dev_chrf = v[3];
    return TD_OK;
}

void train_dist_report(Trainer *T) {
    if (dist_size() == 1 || T->comm_updates == 0) return;
    double ms = 1e3 * T->comm_seconds / (double)T->comm_updates;
    trainer_log(T, 0, "gradient sum over %d ranks: %.3f ms per update on average, waiting for the "
                "slowest rank included (%zu floats, %.1f MB), %.1f%% of the training clock",
                dist_size(), ms,
                T->m->params.total, 4e-6 * (double)T->m->params.total,
                T->train_seconds > 0 ? 100.0 * T->comm_seconds / T->train_seconds : 0.0);
}
