// The training loop (see trainer.h): updates, validation, checkpoints, budgets, signals.
#include "train/trainer.h"

#include <math.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>

#include "models/flops.h"
#include "tensor/bf16.h"
#include "train/dist.h"
#include "train/train_dist.h"
#include "train/trainer_internal.h"

#define NAN_STREAK_MAX 5

static volatile sig_atomic_t g_signal;
static struct sigaction g_old_int, g_old_term;
static int g_ranks;  // dist_size() of this run

static void on_signal(int sig) {
    g_signal = sig;
    // A second signal terminates at once; but not with several ranks, where one stop request can
    // reach a rank twice (a launcher or scheduler signalling the whole process group, then
    // mpirun's SIGTERM): there mpirun's SIGKILL, odls_base_sigkill_timeout seconds after its
    // SIGTERM, is the hard stop.
    if (g_ranks == 1) signal(sig, SIG_DFL);
}

int trainer_signal_pending(void) { return (int)g_signal; }

static void install_signals(void) {
    g_signal = 0;
    g_ranks = dist_size();
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = on_signal;
    sigemptyset(&sa.sa_mask);
    sigaction(SIGINT, &sa, &g_old_int);
    sigaction(SIGTERM, &sa, &g_old_term);
}

static void restore_signals(void) {
    sigaction(SIGINT, &g_old_int, NULL);
    sigaction(SIGTERM, &g_old_term, NULL);
}

const char *stop_reason_text(StopReason r) {
    switch (r) {
    case STOP_NONE: return "not stopped";
    case STOP_MAX_STEPS: return "--max-steps reached";
    case STOP_MAX_EPOCHS: return "--max-epochs reached";
    case STOP_MAX_TIME: return "--max-time reached";
    case STOP_MAX_FLOPS: return "--max-flops reached";
    case STOP_EARLY: return "early stopping";
    case STOP_SIGNAL: return "interrupted by a signal";
    case STOP_NAN: return "non-finite updates";
    }
    return "?";
}

static void setup_optimizer(Trainer *T) {
    const TrainOptions *o = T->o;
    T->adam = adam_defaults();
    T->adam.kind = o->optimizer;
    T->adam.weight_decay = o->weight_decay;
    LrSchedule *s = &T->sched;
    memset(s, 0, sizeof *s);
    s->kind = (LrScheduleKind)o->schedule;
    s->lr = o->lr;
    s->warmup = o->warmup;
    s->d_model = o->cfg.d_model;
    if (s->kind == LR_NOAM) {  // --lr is the peak: factor * d^-0.5 * warmup^-0.5 = lr
        double f = o->lr * sqrt((double)s->d_model) * sqrt((double)(s->warmup ? s->warmup : 1));
        s->factor = fabs(f - 1.0) < 1e-6 ? 1.0f : (float)f;
    } else {
        s->factor = 0.5f;  // PLATEAU: halve the rate
    }
    s->patience = 3;
    s->min_lr = 0;
    s->plateau_scale = 1.0f;
}

// Dev loss and perplexity (teacher forcing, no label smoothing, no dropout) and, when available,
// BLEU/chrF. Returns 0 or a negative status.
// The model's RNG is saved and restored around it, so validation never changes the training
// stream (bit-exact resume does not depend on how often a run validated).
static int validate_here(Trainer *T) {
    double nll = 0;
    long n = 0;
    Rng saved = T->m->rng;
    for (int i = 0; i < T->s->n_dev; i++) {
        ModelLoss L;
        int rc = model_forward(T->m, &T->s->dev[i], 0, 0.0f, &L);
        if (rc < 0) return T->m->rng = saved, rc;
        nll += L.nll_sum;
        n += L.n_tokens;
    }
    T->dev_loss = n ? nll / (double)n : NAN;
    T->dev_ppl = exp(T->dev_loss);
    T->dev_bleu = T->dev_chrf = NAN;
    // A failure to translate or score costs this validation's BLEU/chrF, not the run.
    if (T->s->score && T->s->score(T->s->score_ctx, T->m, T->o->valid_lines, &T->dev_bleu,
                                   &T->dev_chrf) < 0) {
        trainer_log(T, 0, "warning: dev BLEU/chrF failed at step %ld: %s", T->step,
                    td_last_error());
        T->dev_bleu = T->dev_chrf = NAN;
    }
    T->m->rng = saved;
    return TD_OK;
}

// With several ranks, rank 0 validates while the others wait, then shares the results.
static int validate(Trainer *T) {
    if (dist_rank() == 0) TD_TRY(validate_here(T));
    return train_dist_share_validation(T);
}

// The score used for best.ckpt / early stopping, and whether higher is better.
static double metric_value(Trainer *T, int *higher_better) {
    ValidMetric mt = T->o->valid_metric;
    if (mt != VALID_LOSS && !T->s->score) {
        if (!T->metric_fallback_logged)
            trainer_log(T, 0, "no translator in this build: --valid-metric %s falls back to dev "
                        "loss", valid_metric_name(mt));
        T->metric_fallback_logged = 1;
        mt = VALID_LOSS;
    }
    *higher_better = mt != VALID_LOSS;
    return mt == VALID_BLEU ? T->dev_bleu : mt == VALID_CHRF ? T->dev_chrf : T->dev_loss;
}

// Validates, logs, checkpoints, updates best/early-stopping. *stop set on early stopping.
static int validate_and_save(Trainer *T, StopReason *stop) {
    double t0 = train_now();
    TD_TRY(validate(T));
    int hb;
    double v = metric_value(T, &hb);
    int better = isfinite(v) && (!T->has_best || (hb ? v > T->best_score : v < T->best_score));
    T->n_valid++;
    if (better) {
        T->best_score = v;
        T->has_best = 1;
        T->best_step = T->step;
        T->bad_valids = 0;
    } else {
        T->bad_valids++;
    }
    if (lr_report_validation(&T->sched, v, hb))
        trainer_log(T, 0, "plateau: learning rate scaled to %.3g of --lr",
                    (double)T->sched.plateau_scale);
    T->last_valid_step = T->step;
    TD_TRY(trainer_save(T, better));
    trainer_tsv(T, "valid");
    char extra[128] = "";
    if (T->s->score)
        snprintf(extra, sizeof extra, "  bleu %.2f  chrf %.2f", T->dev_bleu, T->dev_chrf);
    trainer_log(T, 0, "valid step %ld  ep %.3f  dev loss %.4f  ppl %.3f%s  %s%s (best %.4g at "
                "step %ld)  [%.1fs]  saved %s", T->step, trainer_epoch_f(T), T->dev_loss,
                T->dev_ppl, extra, better ? "new best " : "", valid_metric_name(T->o->valid_metric),
                T->best_score, T->best_step, train_now() - t0, T->last_ckpt);
    if (T->o->early_stopping > 0 && T->bad_valids >= T->o->early_stopping) *stop = STOP_EARLY;
    return TD_OK;
}

static int valid_due(Trainer *T) {
    const TrainOptions *o = T->o;
    if (train_options_is_mark(o, T->step)) return 1;
    if (o->valid_every_steps > 0) return T->step > 0 && T->step % o->valid_every_steps == 0;
    if (o->valid_every_time > 0 && T->train_seconds >= T->next_valid_time) {
        while (T->next_valid_time <= T->train_seconds) T->next_valid_time += o->valid_every_time;
        return 1;
    }
    return 0;
}

static StopReason budget_reached(const Trainer *T) {
    const TrainOptions *o = T->o;
    if (o->max_steps > 0 && T->step >= o->max_steps) return STOP_MAX_STEPS;
    if (o->max_time > 0 && T->train_seconds >= o->max_time) return STOP_MAX_TIME;
    if (o->max_epochs > 0 && T->epoch >= o->max_epochs) return STOP_MAX_EPOCHS;
    if (o->max_flops > 0 && (double)T->flops >= o->max_flops) return STOP_MAX_FLOPS;
    return STOP_NONE;
}

// Moves to the next epoch when the current one is used up. Returns 0 or a negative status.
static int next_epoch_if_needed(Trainer *T) {
    if (T->batch_index < T->n_batches) return TD_OK;
    T->epoch++;
    T->batch_index = 0;
    if (T->o->max_epochs > 0 && T->epoch >= T->o->max_epochs) return TD_OK;
    int nb = T->s->train.begin_epoch(T->s->train.ctx, T->epoch);
    if (nb <= 0) return nb < 0 ? nb : td_error(TD_ERR_ARG, "the training data has no batches");
    TD_TRY(train_dist_check_epoch(T, nb));
    T->n_batches = nb;
    return TD_OK;
}

// One update: forward/backward over up to --accumulate batches of the current epoch, clipping,
// Adam. Returns 0 (applied), 1 (skipped: non-finite), or a negative status.
static int update(Trainer *T) {
    const TrainOptions *o = T->o;
    Model *m = T->m;
    const Batch *bs[1024];
    int pos[1024], k = 0;
    long total = 0;
    long long flops = 0;  // whole numbers: the same sum however the batches are shared out
    // The update's batches: --accumulate per rank; rank r of N takes every N-th from the r-th.
    int n_ranks = dist_size(), span = n_ranks * o->accumulate;
    if (span > T->n_batches - T->batch_index) span = T->n_batches - T->batch_index;
    for (int j = dist_rank(); j < span; j += n_ranks) {
        pos[k] = T->batch_index + j;
        bs[k] = T->s->train.batch(T->s->train.ctx, pos[k]);
        if (!bs[k]) return td_error(TD_ERR_INTERNAL, "no batch %d", pos[k]);
        total += bs[k]->n_tgt_tokens;
        const FlopShape fs = flop_shape_of(bs[k]);
        flops += llround(model_flops(&m->cfg, &fs, 1, NULL));
        k++;
    }
    T->batch_index += span;
    TD_TRY(train_dist_sum_counts(&total, &flops));
    if (T->flops >= 0) T->flops += flops;
    params_zero_grad(&m->params);
    double loss = 0;
    float dloss = total > 0 ? 1.0f / (float)total : 0.0f;
    // Each batch draws its dropout masks from a stream of its own, keyed by its place in the data
    // (epoch, position in the epoch) on the run's stream m->rng, which training never advances:
    // a batch gets the same masks whichever rank, and which --accumulate step, takes it.
    const Rng run_rng = m->rng;
    for (int i = 0; i < k; i++) {
        ModelLoss L;
        m->rng = rng_fork(&run_rng, ((uint64_t)T->epoch << 32) | (uint32_t)pos[i]);
        int rc = model_forward(m, bs[i], 1, o->label_smoothing, &L);
        if (rc == TD_OK) rc = model_backward(m, dloss);
        m->rng = run_rng;
        TD_TRY(rc);
        loss += L.loss_sum;
    }
    TD_TRY(train_dist_sum_gradients(T, &loss));
    T->tokens += total;
    T->gnorm = clip_grad_norm(&m->params, o->clip_norm);
    if (!isfinite(loss) || !isfinite(T->gnorm)) return 1;
    T->lr = lr_at(&T->sched, T->step + 1);
    adam_step(&m->params, &T->adam, (float)T->lr, T->step + 1);
    T->step++;
    T->int_loss += loss;
    T->int_tokens += total;
    return 0;
}

static void log_interval(Trainer *T) {
    double dt = T->train_seconds - T->int_t0;
    double tps = dt > 0 ? (double)(T->tokens - T->int_tok0) / dt : 0;
    trainer_log(T, 1, "step %ld  ep %.3f  loss %.4f  lr %.3e  gnorm %.3f  %.0f tgt tok/s  "
                "train %.0fs", T->step, trainer_epoch_f(T),
                T->int_tokens ? T->int_loss / (double)T->int_tokens : NAN, T->lr, T->gnorm, tps,
                T->train_seconds);
    trainer_tsv(T, "train");
    T->int_loss = 0;
    T->int_tokens = 0;
    T->int_t0 = T->train_seconds;
    T->int_tok0 = T->tokens;
    T->int_step0 = T->step;
}

static int start(Trainer *T) {
    const TrainOptions *o = T->o;
    setup_optimizer(T);
    T->dev_loss = T->dev_ppl = T->dev_bleu = T->dev_chrf = NAN;
    T->best_score = NAN;
    T->next_valid_time = o->valid_every_time;
    T->last_valid_step = T->last_saved_step = -1;
    T->wall0 = train_now();
    if (o->resume[0]) {
        char p[TRAIN_PATH_MAX + 64];
        train_path(p, sizeof p, o->resume, "last.state");
        TD_TRY(trainer_load_state(T, p));
        T->last_saved_step = T->step;
        train_path(T->last_ckpt, sizeof T->last_ckpt, o->resume, "last.ckpt");
    }
    TD_TRY(trainer_log_open(T));
    TD_TRY(train_dist_start(T));
    if (o->precision == TRAIN_PRECISION_BF16) {
        // After loading and the ranks' broadcast: the copy rounds the masters training starts from.
        TD_TRY(params_bf16_build(&T->m->params));
        const char *why = NULL;
        Bf16Backend be = bf16_backend(&why);
        trainer_log(T, 0, "precision bf16: matrix-product operands in bfloat16 (%s%s%s), float32 "
                    "sums, weights, Adam, loss, norms and softmax", bf16_backend_name(be),
                    why ? ": " : "", why ? why : "");
    }
    if (o->max_epochs > 0 && T->epoch >= o->max_epochs) return TD_OK;
    int nb = T->s->train.begin_epoch(T->s->train.ctx, T->epoch);
    if (nb <= 0) return nb < 0 ? nb : td_error(TD_ERR_ARG, "the training data has no batches");
    TD_TRY(train_dist_check_epoch(T, nb));
    T->n_batches = nb;
    T->lr = lr_at(&T->sched, T->step + 1);
    T->int_t0 = T->train_seconds;
    T->int_tok0 = T->tokens;
    T->int_step0 = T->step;
    if (o->resume[0])
        trainer_log(T, 0, "resumed from %s at step %ld (epoch %d, batch %d/%d, %.0fs of training)",
                    o->resume, T->step, T->epoch, T->batch_index, T->n_batches, T->train_seconds);
    return TD_OK;
}

// A signal stops the loop after its update, before that update's validation: a run resumed from
// there makes the validation first, so that it validates, keeps checkpoints and stops early at the
// same updates as a run that was not stopped. Nothing to do at a fresh start, after a validation,
// after a skipped update (the loop validates only after an applied one) or at a reached budget
// (the end of the run validates). *stop set on early stopping.
static int validate_if_missed(Trainer *T, StopReason *stop) {
    if (!T->o->resume[0] || T->step == 0 || T->last_valid_step == T->step || T->nan_streak > 0 ||
        budget_reached(T) != STOP_NONE || !valid_due(T))
        return TD_OK;
    return validate_and_save(T, stop);
}

// The main loop; returns the stop reason in *stop, or a negative status.
static int loop(Trainer *T, StopReason *stop) {
    while ((*stop = budget_reached(T)) == STOP_NONE) {
        TD_TRY(next_epoch_if_needed(T));
        if ((*stop = budget_reached(T)) != STOP_NONE) break;
        double t0 = train_now();
        int rc = update(T);
        T->train_seconds += train_now() - t0;
        if (rc < 0) return rc;
        // Ranks: one clock and one signal decision, so that all stop at the same update.
        int sig = (int)g_signal;
        TD_TRY(train_dist_agree(T, &sig));
        if (rc == 1) {
            T->skipped++;
            T->nan_streak++;
            trainer_log(T, 0, "update %ld skipped: non-finite loss or gradient norm (%d in a row)",
                        T->step + 1, T->nan_streak);
            if (T->nan_streak >= NAN_STREAK_MAX) return *stop = STOP_NAN, TD_OK;
        } else {
            T->nan_streak = 0;
            if (T->step % T->o->log_every == 0) log_interval(T);
        }
        trainer_progress(T, 0);
        if (dist_size() == 1) sig = (int)g_signal;
        if (sig) return g_signal = sig, *stop = STOP_SIGNAL, TD_OK;
        if (rc == 0 && valid_due(T) && budget_reached(T) == STOP_NONE) {
            TD_TRY(validate_and_save(T, stop));
            if (*stop != STOP_NONE) break;
        }
    }
    return TD_OK;
}

int trainer_run(const TrainSetup *s, TrainResult *res) {
    Trainer *T = calloc(1, sizeof *T);
    if (!T) return td_error(TD_ERR_NOMEM, "out of memory");
    memset(res, 0, sizeof *res);
    T->s = s;
    T->o = s->opt;
    T->m = s->model;
    install_signals();
    StopReason stop = STOP_NONE;
    int rc = start(T);
    if (rc == TD_OK) rc = validate_if_missed(T, &stop);
    if (rc == TD_OK && stop == STOP_NONE) rc = loop(T, &stop);
    if (rc == TD_OK && stop == STOP_SIGNAL && dist_size() > 1) {
        // Ranks: the checkpoint first, then the log line. mpirun stops reading the ranks' output
        // once it has been interrupted, so a line written first could block rank 0 until mpirun's
        // SIGKILL, before the checkpoint.
        if (T->last_saved_step != T->step) rc = trainer_save_resume_point(T);
        trainer_log(T, 0, "%s received at step %ld: %s", g_signal == SIGINT ? "SIGINT" : "SIGTERM",
                    T->step, rc == TD_OK ? "checkpoint written" : "writing a checkpoint failed");
    } else if (rc == TD_OK && stop == STOP_SIGNAL) {
        trainer_progress_clear(T);
        trainer_log(T, 0, "%s received at step %ld: writing a checkpoint",
                    g_signal == SIGINT ? "SIGINT" : "SIGTERM", T->step);
        if (T->last_saved_step != T->step) rc = trainer_save_resume_point(T);
    } else if (rc == TD_OK && stop == STOP_NAN) {
        trainer_progress_clear(T);
        rc = td_error(TD_ERR_NUMERIC, "%d updates in a row had a non-finite loss or gradient norm "
                      "(after step %ld); stopped. The last good checkpoint is %s", NAN_STREAK_MAX,
                      T->step, T->last_ckpt[0] ? T->last_ckpt : "(none written yet)");
    } else if (rc == TD_OK) {
        trainer_progress(T, 1);
        trainer_progress_clear(T);
        if (T->last_valid_step != T->step) {
            StopReason dummy = STOP_NONE;
            rc = validate_and_save(T, &dummy);
        }
        if (rc == TD_OK)
            trainer_log(T, 0, "done: %s at step %ld, epoch %.3f, %.1fs of training, %.6g "
                        "training FLOPs, %.0f tgt tok/s; best %s %.4g at step %ld; last "
                        "checkpoint %s", stop_reason_text(stop), T->step, trainer_epoch_f(T),
                        T->train_seconds, T->flops >= 0 ? (double)T->flops : NAN,
                        T->train_seconds > 0 ? (double)T->tokens / T->train_seconds : 0,
                        valid_metric_name(T->o->valid_metric), T->best_score, T->best_step,
                        T->last_ckpt);
        train_dist_report(T);
    }
    params_bf16_drop(&T->m->params);
    trainer_progress_clear(T);
    res->steps = T->step;
    res->epochs = trainer_epoch_f(T);
    res->train_seconds = T->train_seconds;
    res->flops = (double)T->flops;
    res->dev_loss = T->dev_loss;
    res->dev_ppl = T->dev_ppl;
    res->dev_bleu = T->dev_bleu;
    res->dev_chrf = T->dev_chrf;
    res->best_score = T->best_score;
    res->best_step = T->best_step;
    res->stop = stop;
    res->signal = (int)g_signal;
    snprintf(res->last_ckpt, sizeof res->last_ckpt, "%s", T->last_ckpt);
    if (rc < 0) trainer_log(T, 0, "error: %s", td_last_error());
    trainer_log_close(T);
    restore_signals();
    free(T);
    if (rc < 0) return rc;
    return stop == STOP_SIGNAL ? 1 : 0;
}
