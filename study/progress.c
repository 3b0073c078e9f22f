// bin/compare's live line (see progress.h).
#include "study/progress.h"

#include <math.h>
#include <stdio.h>
#include <string.h>
#include <sys/ioctl.h>
#include <unistd.h>

#include "study/proc.h"
#include "study/text_io.h"
#include "util/options.h"
#include "util/progname.h"

void cmp_progress_text(const CmpProgress *p, char *buf, size_t cap) {
    char step[32], epoch[32], bleu[32], left[32];
    if (isfinite(p->step)) snprintf(step, sizeof step, "%.0f", p->step);
    else snprintf(step, sizeof step, "--");
    if (isfinite(p->epoch)) snprintf(epoch, sizeof epoch, "%.2f", p->epoch);
    else snprintf(epoch, sizeof epoch, "--");
    if (isfinite(p->dev_bleu)) snprintf(bleu, sizeof bleu, "%.2f", p->dev_bleu);
    else snprintf(bleu, sizeof bleu, "--");
    format_clock(p->left_s, "--", left, sizeof left);
    snprintf(buf, cap, "%s: training %d/%d %s seed %d: update %s, epoch %s, dev BLEU %s, "
             "study %s left", prog_name("compare"), p->index, p->total, p->run, p->seed, step,
             epoch, bleu, left);
}

double cmp_progress_left(const CmpBudget *b, int n, int cur, double train_s, double wall_s,
                         double step, double prior_ratio, double prior_per_step) {
    const double per_step = step > 0 && wall_s > 0 ? wall_s / step : prior_per_step;
    const double ratio = train_s > 0 && wall_s >= train_s ? wall_s / train_s : prior_ratio;
    double left = 0;
    for (int j = cur; j < n; j++) {
        if (isnan(b[j].seconds)) return NAN;
        if (b[j].seconds > 0) {
            double rest = j == cur ? fmax(b[j].seconds - train_s, 0) : b[j].seconds;
            left += rest * ratio;
        } else {
            double rest = j == cur ? fmax(b[j].steps - step, 0) : b[j].steps;
            left += rest * per_step;
        }
    }
    return left;  // NAN while a rate it needs is unknown
}

// The training being watched, and the last rates seen (kept from one training to the next).
static struct {
    int on, shown, index, total, seed;
    char run[64], tsv[1200];
    const CmpBudget *budgets;
    double last;
} W;
static double g_ratio = NAN, g_per_step = NAN;

void cmp_progress_begin(int index, int total, const char *run, int seed, const char *dir,
                        const CmpBudget *budgets) {
    memset(&W, 0, sizeof W);
    if (!isatty(STDERR_FILENO)) return;
    W.on = 1;
    W.index = index;
    W.total = total;
    W.seed = seed;
    W.budgets = budgets;
    W.last = -1e9;
    snprintf(W.run, sizeof W.run, "%s", run);
    snprintf(W.tsv, sizeof W.tsv, "%s/train.log.tsv", dir);
}

// The last finite value of column c in t (NAN if none).
static double last_value(const CmpTsv *t, int c) {
    double v = NAN;
    for (int i = 0; c >= 0 && i < t->n_rows; i++)
        if (isfinite(t->cells[(size_t)i * t->n_cols + c])) v = t->cells[(size_t)i * t->n_cols + c];
    return v;
}

void cmp_progress_tick(void *unused) {
    (void)unused;
    if (!W.on) return;
    double now = cmp_now();
    if (now - W.last < 0.5) return;
    W.last = now;
    CmpProgress p = {W.index, W.total, W.run, W.seed, NAN, NAN, NAN, NAN};
    double train_s = NAN, wall_s = NAN;
    CmpTsv t;
    if (cmp_tsv_read(W.tsv, &t) == 0) {  // absent before the trainer's first row
        p.step = last_value(&t, cmp_tsv_col(&t, "step"));
        p.epoch = last_value(&t, cmp_tsv_col(&t, "epoch"));
        p.dev_bleu = last_value(&t, cmp_tsv_col(&t, "dev_bleu"));
        train_s = last_value(&t, cmp_tsv_col(&t, "train_seconds"));
        wall_s = last_value(&t, cmp_tsv_col(&t, "wall_seconds"));
        cmp_tsv_free(&t);
    } else {
        td_clear_error();
    }
    if (!isfinite(train_s)) train_s = 0;
    if (!isfinite(wall_s)) wall_s = 0;
    const double step = isfinite(p.step) ? p.step : 0;
    p.left_s = cmp_progress_left(W.budgets, W.total, W.index - 1, train_s, wall_s, step, g_ratio,
                                 g_per_step);
    if (train_s > 0 && wall_s >= train_s) g_ratio = wall_s / train_s;
    if (step > 0 && wall_s > 0) g_per_step = wall_s / step;
    char line[512];
    cmp_progress_text(&p, line, sizeof line);
    struct winsize ws;  // one terminal row: a wrapped line could not be redrawn in place
    if (ioctl(STDERR_FILENO, TIOCGWINSZ, &ws) == 0 && ws.ws_col > 1 && strlen(line) >= ws.ws_col)
        line[ws.ws_col - 1] = 0;
    fprintf(stderr, "\r\033[K%s", line);
    fflush(stderr);
    W.shown = 1;
}

void cmp_progress_end(void) {
    if (W.shown) {
        fputs("\r\033[K", stderr);
        fflush(stderr);
    }
    memset(&W, 0, sizeof W);
}
