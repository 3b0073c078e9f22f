// The trainer's output: log lines (stdout + DIR/train.log), TSV rows (DIR/train.log.tsv) and the
// live progress line on a terminal (stderr).
#include <errno.h>
#include <poll.h>
#include <math.h>
#include <stdarg.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "train/dist.h"
#include "train/trainer_internal.h"
#include "util/options.h"

#define TSV_HEADER                                                                             \
    "kind\tstep\tepoch\ttrain_seconds\twall_seconds\ttrain_loss\tlr\tgrad_norm\ttgt_tok_per_s\t" \
    "interval_tgt_tok_per_s\tskipped\tdev_loss\tdev_ppl\tdev_bleu\tdev_chrf\ttgt_tokens\t"     \
    "train_flops\n"

void train_log_line(char *buf, size_t cap, const char *fmt, va_list ap) {
    time_t now = time(NULL);
    struct tm tm;
    localtime_r(&now, &tm);
    char stamp[32];
    strftime(stamp, sizeof stamp, "%Y-%m-%d %H:%M:%S", &tm);
    int k = snprintf(buf, cap, "[%s] ", stamp);
    if (k < 0 || (size_t)k + 2 > cap) {
        if (cap) buf[0] = '\0';
        return;
    }
    int m = vsnprintf(buf + k, cap - (size_t)k - 1, fmt, ap);  // room kept for the "\n"
    size_t end = (size_t)k + (m < 0 ? 0 : (size_t)m < cap - (size_t)k - 2 ? (size_t)m
                                                                          : cap - (size_t)k - 2);
    buf[end] = '\n';
    buf[end + 1] = '\0';
}

double train_now(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}

int trainer_log_open(Trainer *T) {
    if (dist_rank() > 0) return TD_OK;  // only rank 0 writes
    char p[TRAIN_PATH_MAX + 64];
    train_path(p, sizeof p, T->o->out, "train.log");
    T->log = fopen(p, "a");
    if (!T->log) return td_error(TD_ERR_IO, "cannot open %s: %s", p, strerror(errno));
    train_path(p, sizeof p, T->o->out, "train.log.tsv");
    struct stat st;
    int fresh = stat(p, &st) != 0 || st.st_size == 0;
    T->tsv = fopen(p, "a");
    if (!T->tsv) return td_error(TD_ERR_IO, "cannot open %s: %s", p, strerror(errno));
    if (fresh) fputs(TSV_HEADER, T->tsv);
    fflush(T->tsv);
    T->progress_tty = isatty(STDERR_FILENO);
    T->stdout_tty = isatty(STDOUT_FILENO);
    return TD_OK;
}

void trainer_log_close(Trainer *T) {
    if (T->log) fclose(T->log);
    if (T->tsv) fclose(T->tsv);
    T->log = T->tsv = NULL;
}

void trainer_progress_clear(Trainer *T) {
    if (T->progress_shown) {
        fputs("\r\033[K", stderr);
        fflush(stderr);
        T->progress_shown = 0;
    }
}

// With several ranks, rank 0's stdout is a pipe to mpirun, which stops reading once it is
// interrupted: a write blocked on the full pipe would keep rank 0 from writing its checkpoint
// before mpirun's SIGKILL. So there a line waits at most 200 ms for room and is then dropped
// (train.log has every line), and nothing is written once a stop signal has arrived.
static void console_line_ranks(const char *line) {
    fflush(stdout);
    size_t n = strlen(line), done = 0;
    while (done < n && !trainer_signal_pending()) {
        struct pollfd p = {STDOUT_FILENO, POLLOUT, 0};
        if (poll(&p, 1, 200) <= 0 || !(p.revents & POLLOUT)) return;
        ssize_t w = write(STDOUT_FILENO, line + done, n - done);
        if (w < 0 && errno != EINTR) return;
        if (w > 0) done += (size_t)w;
    }
}

void trainer_log(Trainer *T, int interval, const char *fmt, ...) {
    if (dist_rank() > 0) return;  // only rank 0 logs
    char line[2100];
    va_list ap;
    va_start(ap, fmt);
    train_log_line(line, sizeof line, fmt, ap);
    va_end(ap);
    if (T->log) {
        fputs(line, T->log);
        fflush(T->log);
    }
    if (interval && T->progress_tty) return;  // the live line shows it
    if (T->stdout_tty) trainer_progress_clear(T);
    if (dist_size() > 1) {
        console_line_ranks(line);
    } else {
        fputs(line, stdout);
        fflush(stdout);
    }
    if (T->stdout_tty && T->progress_tty) trainer_progress(T, 1);
}

static void tsv_num(FILE *f, double x, const char *fmt) {
    if (isnan(x)) fputs("\t", f);
    else {
        fputc('\t', f);
        fprintf(f, fmt, x);
    }
}

void trainer_tsv(Trainer *T, const char *kind) {
    FILE *f = T->tsv;
    if (!f) return;
    int valid = strcmp(kind, "valid") == 0;
    double dt = T->train_seconds - T->int_t0;
    fprintf(f, "%s\t%ld\t%.4f\t%.2f\t%.2f", kind, T->step, trainer_epoch_f(T), T->train_seconds,
            train_now() - T->wall0);
    tsv_num(f, (!valid && T->int_tokens) ? T->int_loss / (double)T->int_tokens : NAN, "%.5f");
    tsv_num(f, T->lr, "%.4e");
    tsv_num(f, valid ? NAN : T->gnorm, "%.4f");
    tsv_num(f, T->train_seconds > 0 ? (double)T->tokens / T->train_seconds : NAN, "%.1f");
    tsv_num(f, (!valid && dt > 0) ? (double)(T->tokens - T->int_tok0) / dt : NAN, "%.1f");
    fprintf(f, "\t%ld", T->skipped);
    tsv_num(f, valid ? T->dev_loss : NAN, "%.5f");
    tsv_num(f, valid ? T->dev_ppl : NAN, "%.4f");
    tsv_num(f, valid ? T->dev_bleu : NAN, "%.3f");
    tsv_num(f, valid ? T->dev_chrf : NAN, "%.3f");
    fprintf(f, "\t%lld", T->tokens);
    if (T->flops >= 0) fprintf(f, "\t%lld\n", T->flops);
    else fputs("\t\n", f);
    fflush(f);
}

double trainer_epoch_f(const Trainer *T) {
    return T->epoch + (T->n_batches > 0 ? (double)T->batch_index / T->n_batches : 0.0);
}

double trainer_budget_fraction(const Trainer *T) {
    const TrainOptions *o = T->o;
    double f = 0;
    if (o->max_steps > 0) f = fmax(f, (double)T->step / (double)o->max_steps);
    if (o->max_epochs > 0) f = fmax(f, trainer_epoch_f(T) / o->max_epochs);
    if (o->max_time > 0) f = fmax(f, T->train_seconds / o->max_time);
    if (o->max_flops > 0 && T->flops >= 0) f = fmax(f, (double)T->flops / o->max_flops);
    return fmin(f, 1.0);
}

void trainer_progress(Trainer *T, int force) {
    if (!T->progress_tty) return;
    double now = train_now();
    if (!force && now - T->last_progress < 0.25) return;
    T->last_progress = now;
    char el[32], eta[32];
    double f = trainer_budget_fraction(T);
    format_clock(T->train_seconds, "--:--", el, sizeof el);
    format_clock(f > 0 ? T->train_seconds * (1 - f) / f : NAN, "--:--", eta, sizeof eta);
    double loss = T->int_tokens ? T->int_loss / (double)T->int_tokens : NAN;
    double tps = T->train_seconds > 0 ? (double)T->tokens / T->train_seconds : 0;
    fprintf(stderr, "\r\033[Kep %.2f  step %ld  loss %.3f  lr %.2e  %.0f tgt tok/s  %s elapsed  "
            "ETA %s%s", trainer_epoch_f(T), T->step, loss, T->lr, tps, el, eta,
            f > 0 ? "" : " (no budget)");
    fflush(stderr);
    T->progress_shown = 1;
}
