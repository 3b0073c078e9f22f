// bin/compare's live line (see progress.h).
#include "study/progress.h"

#include <math.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <unistd.h>

#include "study/proc.h"
#include "study/text_io.h"
#include "util/options.h"
#include "util/progname.h"

// "update U, epoch E, dev BLEU B" of one training ("--" for unknown values).
static void training_text(const StudyProgress *p, char *buf, size_t cap) {
    char step[32], epoch[32], bleu[32];
    if (isfinite(p->step)) snprintf(step, sizeof step, "%.0f", p->step);
    else snprintf(step, sizeof step, "--");
    if (isfinite(p->epoch)) snprintf(epoch, sizeof epoch, "%.2f", p->epoch);
    else snprintf(epoch, sizeof epoch, "--");
    if (isfinite(p->dev_bleu)) snprintf(bleu, sizeof bleu, "%.2f", p->dev_bleu);
    else snprintf(bleu, sizeof bleu, "--");
    snprintf(buf, cap, "update %s, epoch %s, dev BLEU %s", step, epoch, bleu);
}

void study_progress_text(const StudyProgress *p, char *buf, size_t cap) {
    char what[128], left[32];
    training_text(p, what, sizeof what);
    format_clock(p->left_s, "--", left, sizeof left);
    snprintf(buf, cap, "%s: training %d/%d %s seed %d: %s, study %s left", prog_name("compare"),
             p->index, p->total, p->run, p->seed, what, left);
}

// One training's rest in seconds at the given rates (NAN when a needed one is unknown).
static double training_rest(const StudyBudget *b, double train_s, double step, double ratio,
                            double per_step) {
    if (b->seconds > 0) return fmax(b->seconds - train_s, 0) * ratio;
    return fmax(b->steps - step, 0) * per_step;
}

double study_progress_left_jobs(const StudyBudget *b, const StudyTraining *t, int n, int jobs,
                                double prior_ratio, double prior_per_step) {
    // The running trainings' own rates, and their means for the pending ones.
    double ratio_sum = 0, step_sum = 0;
    int n_ratio = 0, n_step = 0;
    for (int j = 0; j < n; j++) {
        if (t[j].state != STUDY_TRAINING_RUNNING) continue;
        if (t[j].train_s > 0 && t[j].wall_s >= t[j].train_s) {
            ratio_sum += t[j].wall_s / t[j].train_s;
            n_ratio++;
        }
        if (t[j].step > 0 && t[j].wall_s > 0) {
            step_sum += t[j].wall_s / t[j].step;
            n_step++;
        }
    }
    const double pend_ratio = n_ratio ? ratio_sum / n_ratio : prior_ratio;
    const double pend_per_step = n_step ? step_sum / n_step : prior_per_step;
    double total = 0, longest = 0;
    for (int j = 0; j < n; j++) {
        if (t[j].state == STUDY_TRAINING_DONE) continue;
        if (isnan(b[j].seconds)) return NAN;
        if (t[j].state == STUDY_TRAINING_PENDING) {
            total += training_rest(&b[j], b[j].from, b[j].from, pend_ratio, pend_per_step) /
                     (b[j].alternatives > 1 ? b[j].alternatives : 1);
            continue;
        }
        const double ratio = t[j].train_s > 0 && t[j].wall_s >= t[j].train_s
                                 ? t[j].wall_s / t[j].train_s : prior_ratio;
        const double per_step = t[j].step > 0 && t[j].wall_s > 0 ? t[j].wall_s / t[j].step
                                                                 : prior_per_step;
        const double rest = training_rest(&b[j], t[j].train_s, t[j].step, ratio, per_step);
        total += rest;
        longest = fmax(longest, rest);
    }
    if (isnan(total)) return NAN;  // a rate it needs is unknown
    return fmax(longest, total / (jobs > 0 ? jobs : 1));
}

double study_progress_left(const StudyBudget *b, int n, int cur, double train_s, double wall_s,
                           double step, double prior_ratio, double prior_per_step) {
    StudyTraining *t = calloc((size_t)(n > 0 ? n : 1), sizeof *t);
    if (!t) return NAN;
    for (int j = 0; j < n; j++)
        t[j].state = j < cur ? STUDY_TRAINING_DONE : j == cur ? STUDY_TRAINING_RUNNING
                                                            : STUDY_TRAINING_PENDING;
    if (cur >= 0 && cur < n)
        t[cur] = (StudyTraining){STUDY_TRAINING_RUNNING, train_s, wall_s, step};
    double left = study_progress_left_jobs(b, t, n, 1, prior_ratio, prior_per_step);
    free(t);
    return left;
}

void study_progress_text_jobs(const StudyProgress *p, int n, int done, int total, double left_s,
                              char *buf, size_t cap) {
    if (n == 1) {
        StudyProgress one = p[0];
        one.total = total;
        one.left_s = left_s;
        study_progress_text(&one, buf, cap);
        return;
    }
    char left[32];
    format_clock(left_s, "--", left, sizeof left);
    size_t o = (size_t)snprintf(buf, cap, "%s: %d/%d trained, %d running: ", prog_name("compare"),
                                done, total, n);
    for (int i = 0; i < n && o < cap; i++) {
        char step[32] = "--", bleu[32] = "--";
        if (isfinite(p[i].step)) snprintf(step, sizeof step, "%.0f", p[i].step);
        if (isfinite(p[i].dev_bleu)) snprintf(bleu, sizeof bleu, "%.2f", p[i].dev_bleu);
        o += (size_t)snprintf(buf + o, cap - o, "%s%s seed %d update %s, dev BLEU %s",
                              i ? " | " : "", p[i].run, p[i].seed, step, bleu);
    }
    if (o < cap) snprintf(buf + o, cap - o, "; study %s left", left);
}

// The study being watched: every training's state, the running ones' run ids and log paths,
// and the last rates seen. `lock` guards all of it and stderr's lines (study_say).
#define STUDY_PROGRESS_MAX 400
static struct {
    int on, shown, total, jobs;
    const StudyBudget *budgets;
    StudyTraining t[STUDY_PROGRESS_MAX];
    char run[STUDY_PROGRESS_MAX][64];
    int seed[STUDY_PROGRESS_MAX];
    char *tsv[STUDY_PROGRESS_MAX];
    double last;
} W;
static pthread_mutex_t g_lock = PTHREAD_MUTEX_INITIALIZER;
static double g_ratio = NAN, g_per_step = NAN;

// Clears the line if shown (lock held).
static void clear_line(void) {
    if (!W.shown) return;
    fputs("\r\033[K", stderr);
    fflush(stderr);
    W.shown = 0;
}

void study_progress_start(int total, const StudyBudget *budgets, int jobs) {
    pthread_mutex_lock(&g_lock);
    clear_line();
    W.on = isatty(STDERR_FILENO) && total > 0 && total <= STUDY_PROGRESS_MAX;
    W.total = total;
    W.jobs = jobs;
    W.budgets = budgets;
    W.last = -1e9;
    for (int j = 0; j < STUDY_PROGRESS_MAX; j++)
        W.t[j] = (StudyTraining){STUDY_TRAINING_PENDING, 0, 0, 0};
    pthread_mutex_unlock(&g_lock);
}

void study_progress_begin(int index, const char *run, int seed, const char *dir) {
    pthread_mutex_lock(&g_lock);
    int j = index - 1;
    if (W.on && j >= 0 && j < W.total) {
        W.t[j] = (StudyTraining){STUDY_TRAINING_RUNNING, 0, 0, 0};
        snprintf(W.run[j], sizeof W.run[j], "%s", run);
        W.seed[j] = seed;
        free(W.tsv[j]);
        size_t n = strlen(dir) + 32;
        W.tsv[j] = malloc(n);
        if (W.tsv[j]) snprintf(W.tsv[j], n, "%s/train.log.tsv", dir);
        W.last = -1e9;  // show it at the next tick
    }
    pthread_mutex_unlock(&g_lock);
}

void study_progress_done(int index) {
    pthread_mutex_lock(&g_lock);
    int j = index - 1;
    if (W.on && j >= 0 && j < W.total) {
        W.t[j].state = STUDY_TRAINING_DONE;
        free(W.tsv[j]);
        W.tsv[j] = NULL;
        int running = 0;
        for (int i = 0; i < W.total; i++) running += W.t[i].state == STUDY_TRAINING_RUNNING;
        if (!running) clear_line();
        W.last = -1e9;
    }
    pthread_mutex_unlock(&g_lock);
}

// The last finite value of column c in t (NAN if none).
static double last_value(const StudyTsv *t, int c) {
    double v = NAN;
    for (int i = 0; c >= 0 && i < t->n_rows; i++)
        if (isfinite(t->cells[(size_t)i * t->n_cols + c])) v = t->cells[(size_t)i * t->n_cols + c];
    return v;
}

// Reads one running training's log into p and t (absent before the trainer's first row).
static void read_training(const char *tsv, StudyProgress *p, StudyTraining *t) {
    StudyTsv log;
    double train_s = NAN, wall_s = NAN;
    if (tsv && study_tsv_read(tsv, &log) == 0) {
        p->step = last_value(&log, study_tsv_col(&log, "step"));
        p->epoch = last_value(&log, study_tsv_col(&log, "epoch"));
        p->dev_bleu = last_value(&log, study_tsv_col(&log, "dev_bleu"));
        train_s = last_value(&log, study_tsv_col(&log, "train_seconds"));
        wall_s = last_value(&log, study_tsv_col(&log, "wall_seconds"));
        study_tsv_free(&log);
    } else {
        td_clear_error();
    }
    t->state = STUDY_TRAINING_RUNNING;
    t->train_s = isfinite(train_s) ? train_s : 0;
    t->wall_s = isfinite(wall_s) ? wall_s : 0;
    t->step = isfinite(p->step) ? p->step : 0;
}

void study_progress_tick(void) {
    pthread_mutex_lock(&g_lock);
    double now = study_now();
    if (!W.on || now - W.last < 0.5) {
        pthread_mutex_unlock(&g_lock);
        return;
    }
    W.last = now;
    // A copy of the running trainings, read without the lock.
    enum { SHOW = 16 };
    StudyProgress p[SHOW];
    char runs[SHOW][64], *tsv[SHOW];
    int idx[SHOW], n = 0, done = 0, total = W.total;
    for (int j = 0; j < total; j++) {
        done += W.t[j].state == STUDY_TRAINING_DONE;
        if (W.t[j].state != STUDY_TRAINING_RUNNING || n == SHOW) continue;
        snprintf(runs[n], sizeof runs[n], "%s", W.run[j]);
        p[n] = (StudyProgress){j + 1, total, runs[n], W.seed[j], NAN, NAN, NAN, NAN};
        tsv[n] = W.tsv[j] ? strdup(W.tsv[j]) : NULL;
        idx[n++] = j;
    }
    pthread_mutex_unlock(&g_lock);
    if (n == 0) return;
    StudyTraining t[SHOW];
    for (int i = 0; i < n; i++) {
        read_training(tsv[i], &p[i], &t[i]);
        free(tsv[i]);
    }
    pthread_mutex_lock(&g_lock);
    for (int i = 0; i < n; i++)
        if (W.t[idx[i]].state == STUDY_TRAINING_RUNNING) W.t[idx[i]] = t[i];
    double left = study_progress_left_jobs(W.budgets, W.t, total, W.jobs, g_ratio, g_per_step);
    for (int i = 0; i < n; i++) {
        if (t[i].train_s > 0 && t[i].wall_s >= t[i].train_s) g_ratio = t[i].wall_s / t[i].train_s;
        if (t[i].step > 0 && t[i].wall_s > 0) g_per_step = t[i].wall_s / t[i].step;
    }
    char line[1024];
    study_progress_text_jobs(p, n, done, total, left, line, sizeof line);
    struct winsize ws;  // one terminal row: a wrapped line could not be redrawn in place
    if (ioctl(STDERR_FILENO, TIOCGWINSZ, &ws) == 0 && ws.ws_col > 1 && strlen(line) >= ws.ws_col)
        line[ws.ws_col - 1] = 0;
    if (W.on) {
        fprintf(stderr, "\r\033[K%s", line);
        fflush(stderr);
        W.shown = 1;
    }
    pthread_mutex_unlock(&g_lock);
}

void study_progress_stop(void) {
    pthread_mutex_lock(&g_lock);
    clear_line();
    for (int j = 0; j < STUDY_PROGRESS_MAX; j++) {
        free(W.tsv[j]);
        W.tsv[j] = NULL;
    }
    W.on = 0;
    pthread_mutex_unlock(&g_lock);
}

void study_say(const char *fmt, ...) {
    pthread_mutex_lock(&g_lock);
    clear_line();
    W.last = -1e9;
    va_list ap;
    va_start(ap, fmt);
    vfprintf(stderr, fmt, ap);
    va_end(ap);
    fputc('\n', stderr);
    fflush(stderr);
    pthread_mutex_unlock(&g_lock);
}
