// Checkpoint and state files of a training run (layout in train/trainer.h).
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <float.h>
#include <inttypes.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "models/model_io.h"
#include "tensor/checkpoint.h"
#include "train/dist.h"
#include "train/train_dist.h"
#include "train/trainer_internal.h"
#include "util/fs.h"

void train_path(char *buf, size_t cap, const char *dir, const char *name) {
    size_t n = strlen(dir);
    snprintf(buf, cap, "%s%s%s", dir, n && dir[n - 1] == '/' ? "" : "/", name);
}

// ---- the "trainer" text of a state file -----------------------------------------------------

static int state_text(const Trainer *T, char *buf, size_t cap) {
    const LrSchedule *s = &T->sched;
    int n = snprintf(buf, cap,
                     "step=%ld\nepoch=%d\nbatch-index=%d\nskipped=%ld\nnan-streak=%d\n"
                     "train-seconds=%a\ntokens=%lld\nbest-score=%a\nhas-best=%d\nbest-step=%ld\n"
                     "bad-valids=%d\nn-valid=%d\nnext-valid-time=%a\nmodel-rng=%" PRIu64 "\n"
                     "plateau-scale=%a\nplateau-best=%a\nplateau-has-best=%d\nplateau-bad=%d\n"
                     "last-valid-step=%ld\ndev-loss=%a\ndev-ppl=%a\ndev-bleu=%a\ndev-chrf=%a\n",
                     T->step, T->epoch, T->batch_index, T->skipped, T->nan_streak,
                     T->train_seconds, T->tokens, T->best_score, T->has_best, T->best_step,
                     T->bad_valids, T->n_valid, T->next_valid_time, T->m->rng.state,
                     (double)s->plateau_scale, s->best, s->has_best, s->bad_evals,
                     T->last_valid_step, T->dev_loss, T->dev_ppl, T->dev_bleu, T->dev_chrf);
    if (T->flops >= 0 && n >= 0 && (size_t)n < cap)
        n += snprintf(buf + n, cap - (size_t)n, "flops=%lld\n", T->flops);
    // Several ranks: their number (with the options' --accumulate, the batches of an update).
    if (dist_size() > 1 && n >= 0 && (size_t)n < cap)
        n += snprintf(buf + n, cap - (size_t)n, "ranks=%d\n", dist_size());
    return n < 0 || (size_t)n >= cap ? td_error(TD_ERR_ARG, "state text too long") : n;
}

static int get_num(const char *text, const char *key, const char *path, double *out) {
    char v[64];
    if (model_meta_get(text, key, v, sizeof v) < 0)
        return td_error(TD_ERR_FORMAT, "%s: training state has no '%s'", path, key);
    char *end;
    *out = strtod(v, &end);
    if (end == v || *end) return td_error(TD_ERR_FORMAT, "%s: bad '%s' value '%s'", path, key, v);
    return TD_OK;
}

static int get_u64(const char *text, const char *key, const char *path, uint64_t *out) {
    char v[64];
    if (model_meta_get(text, key, v, sizeof v) < 0)
        return td_error(TD_ERR_FORMAT, "%s: training state has no '%s'", path, key);
    char *end;
    errno = 0;
    *out = strtoull(v, &end, 10);
    if (errno || end == v || *end)
        return td_error(TD_ERR_FORMAT, "%s: bad '%s' value '%s'", path, key, v);
    return TD_OK;
}

// The state of a run with N ranks says so ("ranks=N"; absent: one process); its options hold
// --accumulate A. The run resumes with any number of ranks R and --accumulate B that take the same
// N * A batches per update: the update that starts at batch i takes the batches i .. i + N A - 1
// however they are shared out (train_dist.h), and each batch's dropout masks depend on its place
// in the data alone (trainer.c), so the run continues as it would have (to the float rounding of
// the gradient sum, whose grouping follows the ranks).
static int check_update_batches(const Trainer *T, const char *text, const char *opts,
                                const char *path) {
    char v[32];
    int ranks = 1, acc = 1;
    if (model_meta_get(text, "ranks", v, sizeof v) > 0) ranks = atoi(v);
    if (model_meta_get(opts, "accumulate", v, sizeof v) > 0) acc = atoi(v);
    td_clear_error();
    const int saved = ranks * acc, now = dist_size() * T->o->accumulate;
    if (ranks >= 1 && acc >= 1 && saved == now) return TD_OK;
    char how[96] = "";
    if (saved % dist_size() == 0)
        snprintf(how, sizeof how, ": resume it with --accumulate %d", saved / dist_size());
    return td_error(TD_ERR_MISMATCH, "%s was written by a run of %d process%s x --accumulate %d "
                    "= %d batches per update; this one has %d x --accumulate %d = %d%s (the ranks "
                    "times --accumulate must stay the same)", path, ranks, ranks == 1 ? "" : "es",
                    acc, saved, dist_size(), T->o->accumulate, now, how);
}

static int apply_state_text(Trainer *T, const char *text, const char *opts, const char *path) {
    double x[22];
    static const char *const keys[22] = {
        "step", "epoch", "batch-index", "skipped", "nan-streak", "train-seconds", "tokens",
        "best-score", "has-best", "best-step", "bad-valids", "n-valid", "next-valid-time",
        "plateau-scale", "plateau-best", "plateau-has-best", "plateau-bad", "last-valid-step",
        "dev-loss", "dev-ppl", "dev-bleu", "dev-chrf"};
    // What each value becomes: i an int, l a long (or long long) counter, f a float, d a double.
    // A counter must be a whole number the type holds, a float must fit one (converting anything
    // else is undefined behaviour in C): a file that says otherwise is refused.
    static const char kinds[23] = "liilidldiliidfdiildddd";
    for (int i = 0; i < 22; i++) {
        TD_TRY(get_num(text, keys[i], path, &x[i]));
        double lim = kinds[i] == 'i' ? 2147483647.0 : kinds[i] == 'l' ? 9007199254740992.0 : 0;
        if ((lim > 0 && !(fabs(x[i]) <= lim && x[i] == floor(x[i]))) ||
            (kinds[i] == 'f' && isfinite(x[i]) && fabs(x[i]) > FLT_MAX))
            return td_error(TD_ERR_FORMAT, "%s: training state value '%s' is out of range", path,
                            keys[i]);
    }
    TD_TRY(check_update_batches(T, text, opts, path));
    uint64_t rng = 0;
    TD_TRY(get_u64(text, "model-rng", path, &rng));
    T->step = (long)x[0];
    T->epoch = (int)x[1];
    T->batch_index = (int)x[2];
    T->skipped = (long)x[3];
    T->nan_streak = (int)x[4];
    T->train_seconds = x[5];
    T->tokens = (long long)x[6];
    T->best_score = x[7];
    T->has_best = (int)x[8];
    T->best_step = (long)x[9];
    T->bad_valids = (int)x[10];
    T->n_valid = (int)x[11];
    T->next_valid_time = x[12];
    T->sched.plateau_scale = (float)x[13];
    T->sched.best = x[14];
    T->sched.has_best = (int)x[15];
    T->sched.bad_evals = (int)x[16];
    T->last_valid_step = (long)x[17];
    T->dev_loss = x[18];
    T->dev_ppl = x[19];
    T->dev_bleu = x[20];
    T->dev_chrf = x[21];
    T->m->rng.state = rng;
    // The training FLOPs so far; a state written before they were counted has none: the count is
    // unknown and a FLOP budget cannot continue it.
    uint64_t flops = 0;
    char fv[32];
    if (model_meta_get(text, "flops", fv, sizeof fv) > 0) {
        TD_TRY(get_u64(text, "flops", path, &flops));
        if (flops > (uint64_t)INT64_MAX)
            return td_error(TD_ERR_FORMAT, "%s: training state value 'flops' is out of range",
                            path);
        T->flops = (long long)flops;
    } else {
        td_clear_error();
        if (T->o->max_flops > 0)
            return td_error(TD_ERR_MISMATCH, "%s was written before bin/train counted training "
                            "FLOPs, so --max-flops cannot continue its count; resume it with "
                            "--max-steps or --max-time", path);
        T->flops = -1;
    }
    if (T->step < 0 || T->epoch < 0 || T->batch_index < 0)
        return td_error(TD_ERR_FORMAT, "%s: negative counters in the training state", path);
    return TD_OK;
}

static int state_save(Trainer *T, const char *path) {
    static char text[256 * 1024];
    static char opts[64 * 1024];
    TD_TRY(state_text(T, text, sizeof text));
    TD_TRY(train_options_to_text(T->o, opts, sizeof opts));
    CkptList l = {0};
    int rc = ckpt_list_text(&l, "trainer", text);
    if (rc == TD_OK) rc = ckpt_list_text(&l, "options", opts);
    if (rc == TD_OK) rc = ckpt_list_params(&l, &T->m->params, "m.", T->m->params.m);
    if (rc == TD_OK) rc = ckpt_list_params(&l, &T->m->params, "v.", T->m->params.v);
    if (rc == TD_OK) rc = ckpt_write(path, "state", &l, 0);
    ckpt_list_free(&l);
    return rc;
}

int trainer_load_state(Trainer *T, const char *path) {
    Ckpt c;
    TD_TRY(ckpt_read(&c, path));
    int rc = TD_OK;
    const char *text = ckpt_text(&c, "trainer"), *opts = ckpt_text(&c, "options");
    if (strcmp(c.kind, "state") != 0 || !text || !opts)
        rc = td_error(TD_ERR_FORMAT, "%s: not a training state file (kind '%s')", path, c.kind);
    if (rc == TD_OK) rc = apply_state_text(T, text, opts, path);
    if (rc == TD_OK) rc = ckpt_load_params(&c, &T->m->params, "m.", T->m->params.m);
    if (rc == TD_OK) rc = ckpt_load_params(&c, &T->m->params, "v.", T->m->params.v);
    ckpt_close(&c);
    return rc;
}

int train_state_peek(const char *path, char **options_text, long *step) {
    *options_text = NULL;
    Ckpt c;
    TD_TRY(ckpt_read(&c, path));
    const char *text = ckpt_text(&c, "trainer"), *opts = ckpt_text(&c, "options");
    int rc = TD_OK;
    double st = 0;
    if (strcmp(c.kind, "state") != 0 || !text || !opts)
        rc = td_error(TD_ERR_FORMAT, "%s: not a training state file (kind '%s')", path, c.kind);
    if (rc == TD_OK) rc = get_num(text, "step", path, &st);
    if (rc == TD_OK && !(st >= 0 && st <= 9007199254740992.0 && st == floor(st)))
        rc = td_error(TD_ERR_FORMAT, "%s: training state value 'step' is out of range", path);
    if (rc == TD_OK && !(*options_text = strdup(opts)))
        rc = td_error(TD_ERR_NOMEM, "out of memory");
    *step = rc == TD_OK ? (long)st : 0;
    ckpt_close(&c);
    return rc;
}

// ---- checkpoint files ---------------------------------------------------------------------------

// Makes dst name the same content as src, atomically: a hard link renamed over dst, or where the
// file system has no hard links, a copy written with file_copy_atomic.
static int link_atomic(const char *src, const char *dst) {
    char tmp[TRAIN_PATH_MAX + 64];
    TD_TRY(path_fmt(tmp, sizeof tmp, "%s.tmp", dst));
    remove(tmp);
    if (link(src, tmp) == 0) {
        if (rename(tmp, dst) == 0) return TD_OK;
        int e = errno;
        remove(tmp);
        return td_error(TD_ERR_IO, "cannot rename %s to %s: %s", tmp, dst, strerror(e));
    }
    return file_copy_atomic(src, dst);
}

static int cmp_long_desc(const void *a, const void *b) {
    long x = *(const long *)a, y = *(const long *)b;
    return x < y ? 1 : x > y ? -1 : 0;
}

int train_step_checkpoints(const char *dir, long *steps, int cap) {
    DIR *d = opendir(dir);
    if (!d) return 0;
    int n = 0;
    struct dirent *e;
    while ((e = readdir(d)) != NULL && n < cap) {
        long st;
        char tail[16];
        if (sscanf(e->d_name, "step-%ld.%15s", &st, tail) == 2 && !strcmp(tail, "ckpt"))
            steps[n++] = st;
    }
    closedir(d);
    qsort(steps, (size_t)n, sizeof steps[0], cmp_long_desc);
    return n;
}

// Removes step-N.ckpt/.state files beyond the newest `keep` (never touching last.* or best.*).
static void prune(Trainer *T) {
    long steps[4096];
    const int n = train_step_checkpoints(T->o->out, steps, 4096);
    char p[TRAIN_PATH_MAX + 64], name[64];
    for (int i = T->o->keep; i < n; i++) {
        snprintf(name, sizeof name, "step-%ld.ckpt", steps[i]);
        train_path(p, sizeof p, T->o->out, name);
        remove(p);
        snprintf(name, sizeof name, "step-%ld.state", steps[i]);
        train_path(p, sizeof p, T->o->out, name);
        remove(p);
    }
}

static int build_meta(const Trainer *T, char *buf, size_t cap) {
    int n =
        snprintf(buf, cap,
                 "%sstep=%ld\nepoch=%.6f\ntrain-seconds=%.3f\nvalid-metric=%s\nbest-score=%.9g\n"
                 "best-step=%ld\ndev-loss=%.9g\ndev-ppl=%.9g\ndev-bleu=%.9g\ndev-chrf=%.9g\n",
                 T->s->meta ? T->s->meta : "", T->step, trainer_epoch_f(T), T->train_seconds,
                 valid_metric_name(T->o->valid_metric), T->best_score, T->best_step, T->dev_loss,
                 T->dev_ppl, T->dev_bleu, T->dev_chrf);
    return n < 0 || (size_t)n >= cap ? td_error(TD_ERR_ARG, "meta text too long") : TD_OK;
}

int trainer_save(Trainer *T, int best) {
    if (dist_rank() != 0) {  // ranks: rank 0 writes
        T->last_saved_step = T->step;
        return TD_OK;
    }
    const char *dir = T->o->out;
    char name[64], ck[TRAIN_PATH_MAX + 64], stp[TRAIN_PATH_MAX + 64], dst[TRAIN_PATH_MAX + 64];
    char meta[8192];
    TD_TRY(build_meta(T, meta, sizeof meta));
    snprintf(name, sizeof name, "step-%ld.ckpt", T->step);
    train_path(ck, sizeof ck, dir, name);
    snprintf(name, sizeof name, "step-%ld.state", T->step);
    train_path(stp, sizeof stp, dir, name);
    TD_TRY(model_save(T->m, ck, meta, T->s->spm_bytes, T->s->spm_len, T->o->compress));
    TD_TRY(state_save(T, stp));
    // The state first: a reader of last.ckpt always finds a last.state at least as new; resume
    // checks that their steps agree.
    train_path(dst, sizeof dst, dir, "last.state");
    TD_TRY(link_atomic(stp, dst));
    train_path(dst, sizeof dst, dir, "last.ckpt");
    TD_TRY(link_atomic(ck, dst));
    train_path(dst, sizeof dst, dir, "best.ckpt");
    if (best || access(dst, F_OK) != 0) TD_TRY(link_atomic(ck, dst));
    if (train_options_is_mark(T->o, T->step)) {  // --valid-at: kept whatever --keep says
        snprintf(name, sizeof name, "mark-%ld.ckpt", T->step);
        train_path(dst, sizeof dst, dir, name);
        TD_TRY(link_atomic(ck, dst));
    }
    T->last_saved_step = T->step;
    if (T->o->keep > 0) snprintf(T->last_ckpt, sizeof T->last_ckpt, "%s", ck);
    else train_path(T->last_ckpt, sizeof T->last_ckpt, dir, "last.ckpt");
    prune(T);
    return TD_OK;
}

int trainer_save_resume_point(Trainer *T) {
    if (dist_rank() != 0) {  // ranks: rank 0 writes
        T->last_saved_step = T->step;
        return TD_OK;
    }
    const char *dir = T->o->out;
    char ck[TRAIN_PATH_MAX + 64], stp[TRAIN_PATH_MAX + 64], best[TRAIN_PATH_MAX + 64];
    char meta[8192];
    TD_TRY(build_meta(T, meta, sizeof meta));
    train_path(stp, sizeof stp, dir, "last.state");
    train_path(ck, sizeof ck, dir, "last.ckpt");
    // Each written to NAME.tmp and renamed over NAME: a last.* that was a link to a step file
    // leaves that file as it was. The state first, as in trainer_save.
    TD_TRY(state_save(T, stp));
    TD_TRY(model_save(T->m, ck, meta, T->s->spm_bytes, T->s->spm_len, T->o->compress));
    train_path(best, sizeof best, dir, "best.ckpt");
    if (access(best, F_OK) != 0) TD_TRY(link_atomic(ck, best));
    T->last_saved_step = T->step;
    snprintf(T->last_ckpt, sizeof T->last_ckpt, "%s", ck);
    return TD_OK;
}
