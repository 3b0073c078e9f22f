// report.md and a self-contained report.html for a comparison study (see report_write.h).
#include "study/report_write.h"

#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "models/config.h"
#include "study/explorer.h"
#include "study/machine.h"
#include "study/stats.h"
#include "study/proc.h"
#include "study/text_io.h"
#include "util/fs.h"
#include "util/machine.h"
#include "util/options.h"

const char *const report_columns[REPORT_N_COLS] = {
    "Run", "Parameters", "Test BLEU, beam [95% CI]", "Test chrF, beam [95% CI]",
    "Beam BLEU diff (p)", "Beam chrF diff (p)", "Greedy BLEU", "Train time (s)", "Updates",
    "Train tgt tok/s", "Greedy sent/s", "Beam sent/s", "Peak RSS train (MiB)",
    "Peak RSS decode (MiB)", "Dev NLL, lowest (nats/token)"};

static char *fmt(const char *f, ...) __attribute__((format(printf, 1, 2)));
static char *fmt(const char *f, ...) {
    char buf[512];
    va_list ap;
    va_start(ap, f);
    vsnprintf(buf, sizeof buf, f, ap);
    va_end(ap);
    char *s = strdup(buf);
    TD_ASSERT(s != NULL);
    return s;
}

static char *num(double x, int prec) {
    return isfinite(x) ? fmt("%.*f", prec, x) : fmt("n/a");
}

// The p-value of a comparison of runs a and b as the report writes it: "collapsed: not tested"
// when either has a collapsed seed (study_execute tests no such pair), else study_p_text's.
static void pair_p_text(const StudyRun *a, const StudyRun *b, double p, char *buf, size_t cap) {
    if (a->n_collapsed || b->n_collapsed) snprintf(buf, cap, "collapsed: not tested");
    else study_p_text(p, buf, cap);
}

static char *pval_text(const StudyRun *a, const StudyRun *b, double p) {
    char buf[64];
    pair_p_text(a, b, p, buf, sizeof buf);
    return fmt("%s", buf);
}

// Why a run has no result: "pending" when --report-only or --no-train found a seed unfinished,
// else "failed";
// the same as a verb phrase for the summaries.
static const char *missing_word(const StudyState *st, const StudyRun *r) {
    return study_run_pending(st, r) ? "pending" : "failed";
}

static const char *missing_verb(const StudyState *st, const StudyRun *r) {
    return study_run_pending(st, r) ? "is pending" : "failed";
}

void report_row_cells(const StudyState *st, const Study *sd, int row, char **c) {
    const StudyRun *r = &st->runs[sd->run[row]];
    int K = st->opt.n_seeds;
    c[0] = fmt("%s", sd->label[row]);
    c[1] = r->params >= 0 ? fmt("%lld", r->params) : fmt("n/a");
    if (r->n_ok == 0) {
        for (int i = 2; i < REPORT_N_COLS; i++) c[i] = fmt("%s", missing_word(st, r));
        return;
    }
    const StudyEstimate *b = &r->bleu, *h = &r->chrf;
    if (K > 1) {
        c[2] = fmt("%.2f ±%.2f [%.2f, %.2f]", b->point, b->seed_sd, b->lo, b->hi);
        c[3] = fmt("%.2f ±%.2f [%.2f, %.2f]", h->point, h->seed_sd, h->lo, h->hi);
    } else {
        c[2] = fmt("%.2f [%.2f, %.2f]", b->point, b->lo, b->hi);
        c[3] = fmt("%.2f [%.2f, %.2f]", h->point, h->lo, h->hi);
    }
    if (sd->vs[row] < 0) {
        c[4] = fmt(r->n_collapsed ? "baseline (collapsed)" : "baseline");
        c[5] = fmt(r->n_collapsed ? "baseline (collapsed)" : "baseline");
    } else {
        const StudyRun *ref = &st->runs[sd->run[sd->vs[row]]];
        char *pb = pval_text(r, ref, sd->p_bleu[row]), *pc = pval_text(r, ref, sd->p_chrf[row]);
        if (ref->n_ok == 0) {
            c[4] = fmt("n/a (reference %s)", missing_word(st, ref));
            c[5] = fmt("n/a (reference %s)", missing_word(st, ref));
        } else {
            c[4] = fmt("%+.2f (%s)", b->point - ref->bleu.point, pb);
            c[5] = fmt("%+.2f (%s)", h->point - ref->chrf.point, pc);
        }
        free(pb);
        free(pc);
    }
    c[6] = num(r->mean[STUDY_M_BLEU_GREEDY], 2);
    c[7] = num(r->mean[STUDY_M_TRAIN_S], 1);
    c[8] = num(r->mean[STUDY_M_STEPS], 0);
    c[9] = num(r->mean[STUDY_M_TOK_S], 0);
    c[10] = num(r->mean[STUDY_M_GREEDY_SPS], 2);
    c[11] = num(r->mean[STUDY_M_BEAM_SPS], 2);
    c[12] = num(r->mean[STUDY_M_TRAIN_RSS], 0);
    c[13] = num(r->mean[STUDY_M_DEC_RSS], 0);
    // The lowest dev NLL of each finished seed: the mean, with the standard deviation over seeds.
    const double mean = r->mean[STUDY_M_DEV_NLL];
    double sq = 0;
    int m = 0;
    for (int k = 0; k < K; k++)
        if (r->seeds[k].ok && isfinite(r->seeds[k].dev_nll)) {
            sq += (r->seeds[k].dev_nll - mean) * (r->seeds[k].dev_nll - mean);
            m++;
        }
    if (m > 1) c[14] = fmt("%.3f ±%.3f", mean, sqrt(sq / (m - 1)));
    else c[14] = num(mean, 3);
}

// ---------------------------------------------------------------------------------------------
// Summaries
// ---------------------------------------------------------------------------------------------

static const char *signif(double p) {
    if (!isfinite(p)) return "not tested";
    return p < 0.05 ? "significant at the 5% level" : "not significant at the 5% level";
}

// Appends printf text to buf.
static void cat(char *buf, size_t cap, const char *f, ...) __attribute__((format(printf, 3, 4)));
static void cat(char *buf, size_t cap, const char *f, ...) {
    size_t n = strlen(buf);
    if (n + 1 >= cap) return;
    va_list ap;
    va_start(ap, f);
    vsnprintf(buf + n, cap - n, f, ap);
    va_end(ap);
}

// The budget run `run` trains for, for prose: "20m of training", "1000 updates", "3e+15 training
// FLOPs".
static void run_budget_text(const StudyOptions *o, const StudyRun *run, char *buf, size_t cap) {
    int steps;
    const char *max_time = study_run_max_time(o, run, &steps);
    const double flops = study_run_flops(o, run);
    if (flops > 0) snprintf(buf, cap, "%g training FLOPs", flops);
    else if (max_time) snprintf(buf, cap, "%s of training", max_time);
    else snprintf(buf, cap, "%d updates", steps);
}

// Whether finished seed s says how its dev NLL moved over the second half of its training
// (StudySeedResult.dev_nll_fall), and whether it still fell by 1% or more there: not trained to
// convergence.
static int seed_fall_known(const StudySeedResult *s) {
    return s->ok && isfinite(s->dev_nll_fall) && s->dev_nll_half > 0;
}
static int seed_improving(const StudySeedResult *s) {
    return seed_fall_known(s) && s->dev_nll_fall >= 0.01 * s->dev_nll_half;
}

// The seeds of run r still improving when their budget ended (seed_improving).
static int seeds_improving(const StudyRun *r) {
    int n = 0;
    for (int k = 0; k < STUDY_MAX_SEEDS; k++) n += seed_improving(&r->seeds[k]);
    return n;
}

static void summary_main(const StudyState *st, const Study *sd, char *buf, size_t cap) {
    const StudyRun *r = &st->runs[sd->run[0]], *t = &st->runs[sd->run[1]];
    if (!r->n_ok || !t->n_ok) {
        const StudyRun *gone = r->n_ok ? t : r;
        cat(buf, cap, "At least one of the two runs %s (see the notes), so there is no "
                      "comparison. ", missing_verb(st, gone));
        return;
    }
    double d = t->bleu.point - r->bleu.point;
    char pb[64], pc[64];
    pair_p_text(t, r, sd->p_bleu[1], pb, sizeof pb);
    pair_p_text(t, r, sd->p_chrf[1], pc, sizeof pc);
    char verdict[64];
    if (fabs(d) < 0.005) snprintf(verdict, sizeof verdict, "the two are level");
    else snprintf(verdict, sizeof verdict, "the Transformer is %s by %.2f BLEU",
                  d > 0 ? "ahead" : "behind", fabs(d));
    if (r->n_collapsed || t->n_collapsed)
        cat(buf, cap, "The Transformer reached test BLEU %.2f (95%% CI %.2f-%.2f) and the RNN "
                      "%.2f (%.2f-%.2f), but %s collapsed (see \"Health of the runs\"): it is "
                      "not a model of its source, and the two are not tested against each "
                      "other. ", t->bleu.point, t->bleu.lo, t->bleu.hi, r->bleu.point,
            r->bleu.lo, r->bleu.hi,
            r->n_collapsed && t->n_collapsed ? "each run is"
                                             : t->n_collapsed ? "the Transformer is"
                                                              : "the RNN is");
    else
        cat(buf, cap, "The Transformer reached test BLEU %.2f (95%% CI %.2f-%.2f) and the RNN "
                      "%.2f (%.2f-%.2f): %s (paired bootstrap %s, %s). ",
            t->bleu.point, t->bleu.lo, t->bleu.hi, r->bleu.point, r->bleu.lo, r->bleu.hi,
            verdict, pb, signif(sd->p_bleu[1]));
    cat(buf, cap, "chrF: %.2f vs %.2f (%+.2f, %s). ", t->chrf.point, r->chrf.point,
        t->chrf.point - r->chrf.point, pc);
    if (t->params > 0 && r->params > 0)
        cat(buf, cap, "The Transformer has %.2fM parameters, the RNN %.2fM. ", t->params / 1e6,
            r->params / 1e6);
    if (isfinite(t->mean[STUDY_M_TOK_S]) && isfinite(r->mean[STUDY_M_TOK_S]))
        cat(buf, cap, "Training throughput: %.0f vs %.0f target tokens/s (%.2fx)",
            t->mean[STUDY_M_TOK_S], r->mean[STUDY_M_TOK_S],
            t->mean[STUDY_M_TOK_S] / r->mean[STUDY_M_TOK_S]);
    if (isfinite(t->mean[STUDY_M_STEPS]) && isfinite(r->mean[STUDY_M_STEPS]))
        cat(buf, cap, ", %.0f vs %.0f updates in the same budget. ", t->mean[STUDY_M_STEPS],
            r->mean[STUDY_M_STEPS]);
    else cat(buf, cap, ". ");
    cat(buf, cap, "Decoding the %d test sentences: %.2f vs %.2f sentences/s greedy, %.2f vs %.2f "
                  "with beam %d (Transformer vs RNN).", st->n_test, t->mean[STUDY_M_GREEDY_SPS],
        r->mean[STUDY_M_GREEDY_SPS], t->mean[STUDY_M_BEAM_SPS], r->mean[STUDY_M_BEAM_SPS],
        st->opt.beam_size);
    // Whether the comparison is of trained models or of early training.
    const int t_improving = seeds_improving(t), r_improving = seeds_improving(r);
    if (t_improving || r_improving)
        cat(buf, cap, " %s still improving when the budget ended (dev NLL fell by 1%% or more "
                      "over the second half of training; see \"How far from convergence\"): "
                      "this compares the runs at this budget, not the architectures trained to "
                      "convergence.",
            t_improving && r_improving ? "Both runs were"
            : t_improving              ? "The Transformer was"
                                       : "The RNN was");
}

// The time study's mark of a row, from its label ("Transformer, 1h" -> "1h").
static const char *time_mark(const Study *sd, int row) {
    return strchr(sd->label[row], ',') + 2;
}

// Where pair `row` (a Transformer row and the RNN row before it) of a paired study stands, to
// open its sentence: "With 10% of the training pairs" (scored) or "At 10%" for data-size, "At
// 1h" (the mark of its label) for the time study.
static void pair_where(const StudyState *st, const Study *sd, int row, int scored, char *buf,
                       size_t cap) {
    if (!strcmp(sd->name, "data-size")) {
        const int pct = st->runs[sd->run[row]].data_pct;
        if (scored) snprintf(buf, cap, "With %d%% of the training pairs", pct);
        else snprintf(buf, cap, "At %d%%", pct);
    } else {
        snprintf(buf, cap, "At %s", time_mark(sd, row));
    }
}

// The paired studies (data-size, time: rows in pairs, the RNN, then the Transformer compared
// with it): one sentence per pair (with the updates of both when `updates`). Returns the last
// pair's row with both runs scored (-1 if none); *first_ahead is the row from which on the
// Transformer is ahead in every scored pair (-1 if it is behind in the last one), *all_ahead 1
// when every pair is scored and the Transformer ahead in each, *any_ahead 1 when it is ahead in
// at least one scored pair.
static int summary_pairs(const StudyState *st, const Study *sd, int updates, char *buf,
                         size_t cap, int *first_ahead, int *all_ahead, int *any_ahead) {
    int last = -1;
    *first_ahead = -1;
    *all_ahead = 1;
    *any_ahead = 0;
    for (int row = 1; row < sd->n; row += 2) {
        const StudyRun *r = &st->runs[sd->run[row - 1]], *t = &st->runs[sd->run[row]];
        char where[96];
        pair_where(st, sd, row, r->n_ok && t->n_ok, where, sizeof where);
        if (!r->n_ok || !t->n_ok) {
            cat(buf, cap, "%s a run %s. ", where, missing_verb(st, r->n_ok ? t : r));
            *all_ahead = 0;
            continue;
        }
        last = row;
        double d = t->bleu.point - r->bleu.point;
        char pb[64];
        pair_p_text(t, r, sd->p_bleu[row], pb, sizeof pb);
        cat(buf, cap, "%s the Transformer scores %.2f BLEU and the RNN %.2f (%+.2f, %s", where,
            t->bleu.point, r->bleu.point, d, pb);
        if (updates)
            cat(buf, cap, "; %.0f vs %.0f updates", t->mean[STUDY_M_STEPS], r->mean[STUDY_M_STEPS]);
        cat(buf, cap, "). ");
        if (d > 0) *any_ahead = 1;
        if (d > 0 && *first_ahead < 0) *first_ahead = row;
        if (d <= 0) {
            *all_ahead = 0;
            *first_ahead = -1;
        }
    }
    return last;
}

// Where one architecture's test BLEU (rows `arch`, `arch` + 2, ...: 0 the RNN, 1 the Transformer)
// falls at each larger share of the data among its scored runs (at least two), one sentence that
// lists the scores and names the cause: every size has the same budget (the study's, so its first
// run's), so a smaller share is passed over more often, and the runs measure how far training
// got, not how much data the model needs. Nothing when the scores do not fall at every step.
static void summary_data_falls(const StudyState *st, const Study *sd, int arch, const char *who,
                               char *buf, size_t cap) {
    char scores[512] = "";
    int n = 0;
    double prev = INFINITY;
    for (int row = arch; row < sd->n; row += 2) {
        const StudyRun *run = &st->runs[sd->run[row]];
        if (!run->n_ok) continue;
        if (!(run->bleu.point < prev)) return;
        prev = run->bleu.point;
        cat(scores, sizeof scores, "%s%.2f with %d%%", n++ ? ", " : "", run->bleu.point,
            run->data_pct);
    }
    if (n < 2) return;
    char budget[64];
    run_budget_text(&st->opt, &st->runs[sd->run[0]], budget, sizeof budget);
    cat(buf, cap, " %s's score falls as the data grows (%s): every size trains for the same %s, "
                  "so a smaller share is passed over more often, and these runs measure how far "
                  "training got rather than how much data the model needs; a budget that trains "
                  "every size to convergence would tell that.", who, scores, budget);
}

static void summary_data(const StudyState *st, const Study *sd, char *buf, size_t cap) {
    int first_ahead, all_ahead, any_ahead;
    const int last = summary_pairs(st, sd, 0, buf, cap, &first_ahead, &all_ahead, &any_ahead);
    if (last < 0) return;
    if (all_ahead) cat(buf, cap, "The Transformer is ahead at every size tried.");
    else if (first_ahead >= 0)
        cat(buf, cap, "The Transformer overtakes the RNN from %d%% of the data on.",
            st->runs[sd->run[first_ahead]].data_pct);
    else if (!any_ahead)
        cat(buf, cap, "The Transformer is behind the RNN at every size measured: no crossover "
                      "up to %d%% of the data.", st->runs[sd->run[last]].data_pct);
    else
        cat(buf, cap, "The Transformer is ahead at some sizes but behind at the largest measured "
                      "(%d%% of the data).", st->runs[sd->run[last]].data_pct);
    // Where the two curves of test BLEU against the share (linear in log share between the
    // sizes) cross.
    double x[2][(STUDY_MAX_ROWS / 2)], y[2][(STUDY_MAX_ROWS / 2)], cross[4], lo, hi;
    int n = 0, lead_first, lead_last;
    for (int row = 1; row < sd->n && n < (STUDY_MAX_ROWS / 2); row += 2) {
        const StudyRun *r = &st->runs[sd->run[row - 1]], *t = &st->runs[sd->run[row]];
        if (!r->n_ok || !t->n_ok || !isfinite(r->bleu.point) || !isfinite(t->bleu.point))
            continue;
        x[0][n] = x[1][n] = t->data_pct;
        y[0][n] = t->bleu.point;
        y[1][n++] = r->bleu.point;
    }
    const int nc = n >= 2 ? study_curve_crossings(x[0], y[0], n, x[1], y[1], n, cross, 4,
                                                  &lead_first, &lead_last, &lo, &hi)
                          : 0;
    if (nc)
        cat(buf, cap, " Taking each curve (test BLEU against the share) as linear in log share "
                      "between the sizes, they cross at %.0f%% of the data%s.", cross[0],
            nc > 1 ? " first" : "");
    summary_data_falls(st, sd, 1, "The Transformer", buf, cap);
    summary_data_falls(st, sd, 0, "The RNN", buf, cap);
}

// Dev BLEU of a learning curve (curve[n, 3]: step, seconds, BLEU) at `t` seconds: linear
// between validations, the last value after the last one; NAN before the first.
static double curve_at(const double *curve, int n, double t) {
    double v = NAN;
    for (int i = 0; i < n; i++) {
        const double *c = curve + 3 * i;
        if (!isfinite(c[1]) || !isfinite(c[2])) continue;
        if (c[1] >= t) {
            if (i == 0 || !isfinite(v)) return c[1] == t ? c[2] : NAN;
            const double *b = c - 3;
            return b[2] + (c[2] - b[2]) * (t - b[1]) / (c[1] - b[1]);
        }
        v = c[2];
    }
    return v;
}

static void summary_time(const StudyState *st, const Study *sd, char *buf, size_t cap) {
    int first_ahead, all_ahead, any_ahead;
    const int last = summary_pairs(st, sd, 1, buf, cap, &first_ahead, &all_ahead, &any_ahead);
    if (last < 0) return;
    if (all_ahead) cat(buf, cap, "The Transformer is ahead on the test set at every mark. ");
    else if (first_ahead >= 0)
        cat(buf, cap, "On the test set the Transformer overtakes the RNN from %s on. ",
            time_mark(sd, first_ahead));
    else cat(buf, cap, "On the test set the Transformer is not ahead at the last mark measured "
                       "(%s). ", time_mark(sd, last));
    // Where the dev curves cross: the first Transformer validation from which on it stays above
    // the RNN's curve (seed by seed of the longest runs).
    const StudyRun *r = &st->runs[sd->run[last - 1]], *t = &st->runs[sd->run[last]];
    for (int k = 0; k < st->opt.n_seeds; k++) {
        const StudySeedResult *a = &r->seeds[k], *b = &t->seeds[k];
        if (!a->ok || !b->ok || a->n_curve < 1 || b->n_curve < 1) continue;
        int cross = -1;
        for (int i = 0; i < b->n_curve; i++) {
            const double *c = b->curve + 3 * i;
            double rnn = curve_at(a->curve, a->n_curve, c[1]);
            if (!isfinite(c[2]) || !isfinite(rnn)) continue;
            if (c[2] > rnn) {
                if (cross < 0) cross = i;
            } else cross = -1;
        }
        char when[32];
        if (cross >= 0) {
            const double *c = b->curve + 3 * cross;
            study_duration_text(round(c[1]), when, sizeof when);
            cat(buf, cap, "On the dev curves (seed %d) the Transformer passes the RNN after %s "
                          "of training (its update %.0f) and stays ahead. ", b->seed, when, c[0]);
        } else {
            cat(buf, cap, "On the dev curves (seed %d) the Transformer does not pass the RNN "
                          "for good within its %.0f updates. ", b->seed,
                b->curve[3 * (b->n_curve - 1)]);
        }
    }
}

static void summary_ablation(const StudyState *st, const Study *sd, char *buf, size_t cap) {
    int best = -1, n_sig = 0;
    for (int row = 0; row < sd->n; row++) {
        const StudyRun *r = &st->runs[sd->run[row]];
        if (!r->n_ok) {
            cat(buf, cap, "%s %s. ", sd->label[row],
                missing_verb(st, r));
            continue;
        }
        if (best < 0 || r->bleu.point > st->runs[sd->run[best]].bleu.point) best = row;
        if (sd->vs[row] < 0) {
            cat(buf, cap, "The baseline, %s, scores %.2f BLEU (%.2f-%.2f). ", sd->label[row],
                r->bleu.point, r->bleu.lo, r->bleu.hi);
            continue;
        }
        const StudyRun *ref = &st->runs[sd->run[sd->vs[row]]];
        if (!ref->n_ok) continue;
        double d = r->bleu.point - ref->bleu.point;
        char pb[64];
        pair_p_text(r, ref, sd->p_bleu[row], pb, sizeof pb);
        cat(buf, cap, "%s: %.2f BLEU (%+.2f, %s). ", sd->label[row], r->bleu.point, d, pb);
        if (sd->p_bleu[row] < 0.05) n_sig++;
    }
    int compared = 0;
    for (int row = 0; row < sd->n; row++)
        compared |= sd->vs[row] >= 0 && st->runs[sd->run[row]].n_ok &&
                    st->runs[sd->run[sd->vs[row]]].n_ok;
    if (best >= 0 && compared)  // with every other row pending or failed there is no best yet
        cat(buf, cap, "Best: %s. %s", sd->label[best],
            n_sig ? "" : "No difference from the baseline is significant at the 5% level.");
    if (n_sig) cat(buf, cap, "%d difference(s) from the baseline are significant at the 5%% level.",
                   n_sig);
}

void report_summary(const StudyState *st, int i, char *buf, size_t cap) {
    const Study *sd = &st->studies[i];
    buf[0] = 0;
    if (!strcmp(sd->name, "main")) summary_main(st, sd, buf, cap);
    else if (!strcmp(sd->name, "data-size")) summary_data(st, sd, buf, cap);
    else if (!strcmp(sd->name, "time")) summary_time(st, sd, buf, cap);
    else summary_ablation(st, sd, buf, cap);
    if (st->opt.quick)
        cat(buf, cap, " (Quick mode: toy models trained for seconds on a tiny subset; these "
                      "numbers only show that the pipeline works.)");
}

// ---------------------------------------------------------------------------------------------
// Writers: each call emits Markdown and HTML together.
// ---------------------------------------------------------------------------------------------

typedef struct Rep {
    FILE *md, *html;
    const char *out;
} Rep;

static void html_text(FILE *f, const char *s) {
    for (; *s; s++) {
        if (*s == '<') fputs("&lt;", f);
        else if (*s == '>') fputs("&gt;", f);
        else if (*s == '&') fputs("&amp;", f);
        else if (*s == '"') fputs("&quot;", f);
        else fputc(*s, f);
    }
}

// Markdown table cells: '|' must be escaped.
static void md_cell(FILE *f, const char *s) {
    for (; *s; s++) {
        if (*s == '|') fputc('\\', f);
        fputc(*s, f);
    }
}

static void rep_h(Rep *r, int level, const char *text) {
    fprintf(r->md, "\n%.*s %s\n\n", level, "######", text);
    fprintf(r->html, "<h%d>", level);
    html_text(r->html, text);
    fprintf(r->html, "</h%d>\n", level);
}

static void rep_p(Rep *r, const char *text) {
    fprintf(r->md, "%s\n\n", text);
    fprintf(r->html, "<p>");
    html_text(r->html, text);
    fprintf(r->html, "</p>\n");
}

static void rep_code(Rep *r, const char *text) {
    fprintf(r->md, "```sh\n%s\n```\n\n", text);
    fprintf(r->html, "<pre>");
    html_text(r->html, text);
    fprintf(r->html, "</pre>\n");
}

static void rep_table(Rep *r, int nc, const char *const *head, char **cells, int nr) {
    fprintf(r->md, "|");
    for (int c = 0; c < nc; c++) {
        fputc(' ', r->md);
        md_cell(r->md, head[c]);
        fprintf(r->md, " |");
    }
    fprintf(r->md, "\n|");
    for (int c = 0; c < nc; c++) fprintf(r->md, "%s|", c ? "---:" : "---");
    fprintf(r->md, "\n");
    fprintf(r->html, "<table>\n<tr>");
    for (int c = 0; c < nc; c++) {
        fprintf(r->html, "<th>");
        html_text(r->html, head[c]);
        fprintf(r->html, "</th>");
    }
    fprintf(r->html, "</tr>\n");
    for (int i = 0; i < nr; i++) {
        fprintf(r->md, "|");
        fprintf(r->html, "<tr>");
        for (int c = 0; c < nc; c++) {
            fputc(' ', r->md);
            md_cell(r->md, cells[i * nc + c]);
            fprintf(r->md, " |");
            fprintf(r->html, "<td>");
            html_text(r->html, cells[i * nc + c]);
            fprintf(r->html, "</td>");
        }
        fprintf(r->md, "\n");
        fprintf(r->html, "</tr>\n");
    }
    fprintf(r->md, "\n");
    fprintf(r->html, "</table>\n");
}

static void rep_fig(Rep *r, const StudyFigure *f) {
    fprintf(r->md, "![%s](%s)\n\n*%s* (data: `%.*s.tsv`)\n\n", f->caption, f->path, f->caption,
            (int)(strlen(f->path) - 4), f->path);
    char path[1200];
    snprintf(path, sizeof path, "%s/%s", r->out, f->path);
    size_t len;
    void *png = NULL;
    if (file_read_all(path, &png, &len) < 0) td_clear_error();
    fprintf(r->html, "<figure>");
    if (png) {
        char *b64 = study_base64((const unsigned char *)png, len);
        fprintf(r->html, "<img alt=\"");
        html_text(r->html, f->caption);
        fprintf(r->html, "\" src=\"data:image/png;base64,%s\">", b64);
        free(b64);
        free(png);
    }
    fprintf(r->html, "<figcaption>");
    html_text(r->html, f->caption);
    fprintf(r->html, "</figcaption></figure>\n");
}

static void rep_figs(Rep *r, const StudyState *st, const char *study, const char *prefix) {
    for (int i = 0; i < st->n_figures; i++) {
        const StudyFigure *f = &st->figures[i];
        if (strcmp(f->study, study)) continue;
        if (prefix && strncmp(f->path + strlen("figures/"), prefix, strlen(prefix))) continue;
        rep_fig(r, f);
    }
}

// ---------------------------------------------------------------------------------------------
// The report
// ---------------------------------------------------------------------------------------------

// Each architecture's recipe (study/recipe.h): a row per field, the value or the program's
// default that holds where the recipe sets none.
static void write_recipes(Rep *r, const StudyState *st) {
    rep_p(r, "Recipes (bin/compare --recipe-rnn, --recipe-transformer): each architecture's "
             "optimisation, passed to its bin/train commands and, for the length penalty, its "
             "beam bin/decode commands; a field the recipe does not set keeps the program's "
             "default (bin/train --help, bin/decode --help), which the commands below show.");
    const char *head[3] = {"Recipe field", "RNN", "Transformer"};
    char *cells[(STUDY_R_COUNT + 1) * 3];
    cells[0] = fmt("recipe");
    for (int a = 0; a < 2; a++)
        cells[1 + a] = fmt("%s%s%s", st->recipe[a].name, st->opt.recipe_path[a] ? ": " : "",
                           st->opt.recipe_path[a] ? st->opt.recipe_path[a] : "");
    for (int f = 0; f < STUDY_R_COUNT; f++) {
        char **row = cells + (f + 1) * 3;
        row[0] = fmt("%s", study_recipe_key(f));
        for (int a = 0; a < 2; a++)
            row[1 + a] = st->recipe[a].value[f][0] ? fmt("%s", st->recipe[a].value[f])
                         : f == STUDY_R_NORM && a == 0 ? fmt("(Transformer only)")
                         : f == STUDY_R_AVERAGE ? fmt("(none: best.ckpt)")
                         : fmt("(%s default)", f == STUDY_R_LENGTH_PENALTY ? "bin/decode"
                                                                         : "bin/train");
    }
    rep_table(r, 3, head, cells, STUDY_R_COUNT + 1);
    for (int i = 0; i < (STUDY_R_COUNT + 1) * 3; i++) free(cells[i]);
}

// A FLOP budget: each run's training FLOPs (the last train_flops of its train.log.tsv: the
// first update that reached the budget ends a training, so slightly above it), updates and
// wall-clock (means over its finished seeds), on the CPU named.
static void write_flop_budget(Rep *r, const StudyState *st) {
    char buf[8192], cpu[256], family[32], model[32];
    if (!machine_cpuinfo_value("model name", cpu, sizeof cpu))
        snprintf(cpu, sizeof cpu, "a CPU /proc/cpuinfo does not name");
    if (machine_cpuinfo_value("cpu family", family, sizeof family) &&
        machine_cpuinfo_value("model", model, sizeof model))
        cat(cpu, sizeof cpu, ", family %s model %s", family, model);
    size_t o = (size_t)snprintf(buf, sizeof buf, "FLOP budget: the same training arithmetic "
                                "for every run, whatever its speed; the clock it took on this "
                                "machine (%s) is beside it. Per run (means over finished seeds: "
                                "training FLOPs, updates, bin/train wall-clock):", cpu);
    int n = 0;
    for (int i = 0; i < st->n_runs && o < sizeof buf; i++) {
        const StudyRun *run = &st->runs[i];
        if (!(study_run_flops(&st->opt, run) > 0)) continue;
        double fl = 0;
        int k_fl = 0;
        for (int k = 0; k < st->opt.n_seeds; k++)
            if (run->seeds[k].ok && isfinite(run->seeds[k].train_flops))
                fl += run->seeds[k].train_flops, k_fl++;
        if (run->n_ok == 0)
            o += (size_t)snprintf(buf + o, sizeof buf - o, "%s %s not finished", n++ ? ";" : "",
                                  run->id);
        else
            o += (size_t)snprintf(buf + o, sizeof buf - o, "%s %s %.4g FLOPs (budget %.4g) in "
                                  "%.0f updates, %.1f s", n++ ? ";" : "", run->id,
                                  k_fl ? fl / k_fl : NAN, study_run_flops(&st->opt, run),
                                  run->mean[STUDY_M_STEPS], run->mean[STUDY_M_TRAIN_S]);
    }
    if (o < sizeof buf) snprintf(buf + o, sizeof buf - o, ".");
    rep_p(r, buf);
}

// --until-converged: the rule, and per run and seed whether it converged or reached the cap.
static void write_convergence(Rep *r, const StudyState *st) {
    char buf[8192];
    size_t o = (size_t)snprintf(buf, sizeof buf, "Trained to convergence (--until-converged %d): "
                                "each training stopped once its dev NLL had not improved for %d "
                                "validations in a row (bin/train --valid-metric loss "
                                "--early-stopping), or at the budget, the cap. Stopped:",
                                st->opt.until_converged, st->opt.until_converged);
    for (int i = 0; i < st->n_runs && o < sizeof buf; i++)
        for (int k = 0; k < st->opt.n_seeds && o < sizeof buf; k++) {
            const StudySeedResult *s = &st->runs[i].seeds[k];
            o += (size_t)snprintf(buf + o, sizeof buf - o, "%s %s seed %d ", i || k ? ";" : "",
                                  st->runs[i].id, s->seed);
            if (o >= sizeof buf) break;
            if (!s->ok)
                o += (size_t)snprintf(buf + o, sizeof buf - o, "not finished");
            else if (s->stopped_early < 0 || s->stop_step < 0)
                o += (size_t)snprintf(buf + o, sizeof buf - o, "unknown (no bin/train log)");
            else
                o += (size_t)snprintf(buf + o, sizeof buf - o, "%s at update %ld",
                                      s->stopped_early ? "converged" : "at the cap", s->stop_step);
        }
    if (o < sizeof buf) snprintf(buf + o, sizeof buf - o, ".");
    rep_p(r, buf);
}

static void write_protocol(Rep *r, const StudyState *st) {
    const StudyOptions *o = &st->opt;
    char buf[8192], budget[160];
    if (o->budget)
        snprintf(budget, sizeof budget, "%s of training time per run (bin/train --max-time)",
                 o->budget);
    else if (o->flops > 0)
        snprintf(budget, sizeof budget, "%g training FLOPs per run (bin/train --max-flops: each "
                 "batch's forward and backward counted from its shapes)", o->flops);
    else snprintf(budget, sizeof budget, "%d updates per run", o->steps);
    rep_h(r, 2, "Protocol");
    snprintf(buf, sizeof buf,
             "Every run uses the same data (training %s.{%s,%s}, validation %s, test %s: %d "
             "sentences), the same SentencePiece model (%s, %d pieces), the same preset (%s), "
             "the same budget (%s), the same %d thread(s) and the same seed(s) "
             "(%d seed(s) starting at %d). Test scores are of beam-search output (beam %d); "
             "greedy decoding is timed and scored too.",
             st->train_prefix, o->src, o->tgt, st->dev_prefix, st->test_prefix, st->n_test,
             st->spm_path, st->vocab, o->config, budget, study_job_threads(o), o->n_seeds, o->seed,
             o->beam_size);
    rep_p(r, buf);
    snprintf(buf, sizeof buf,
             "Confidence intervals: paired bootstrap resampling of the test set (Koehn 2004), %d "
             "resamples drawn with seed %llu; the interval is the 2.5th-97.5th percentile of the "
             "resampled corpus scores%s. p-values: the same resamples for both systems; the "
             "resampled differences are shifted to mean zero (the null hypothesis) and p is the "
             "share (with +1 smoothing) at least as far from zero as the observed difference, "
             "two-sided.", o->n_boot, (unsigned long long)o->boot_seed,
             o->n_seeds > 1 ? "; with several seeds each resample also draws the seeds with "
                              "replacement and averages them (two-level bootstrap), and ±x is "
                              "the standard deviation over seeds"
                            : "");
    rep_p(r, buf);
    snprintf(buf, sizeof buf, "BLEU signature: %s. chrF signature: %s. Train time is the "
             "bin/train process's wall-clock (tokenising, validations and checkpoints included; "
             "the budget itself counts training steps only), training tokens/s is the trainer's "
             "average over its training time, decoding sentences/s is the test-set size over "
             "the bin/decode process's wall-clock (model loading included), and peak RSS is each "
             "process's maximum resident set size (getrusage).", st->bleu_sig, st->chrf_sig);
    rep_p(r, buf);
    if (st->match_note[0]) rep_p(r, st->match_note);
    if (o->until_converged) write_convergence(r, st);
    if (o->flops > 0) write_flop_budget(r, st);
    write_recipes(r, st);
    study_machine_text(o->out, buf, sizeof buf);
    rep_p(r, buf);
    if (st->spm_cmd[0]) {
        rep_p(r, "The SentencePiece model was trained by bin/compare through the library "
                 "(tokenizer/spm_train.h) with the settings bin/train uses; the equivalent "
                 "command line:");
        rep_code(r, st->spm_cmd);
    }
}

// Test BLEU / chrF of every seed of every row (when the study has several seeds).
static void write_seeds(Rep *r, const StudyState *st, const Study *sd) {
    int K = st->opt.n_seeds, nc = 1 + K;
    const char *head[1 + STUDY_MAX_SEEDS];
    char names[STUDY_MAX_SEEDS][32];
    head[0] = "Run (per seed)";
    for (int k = 0; k < K; k++) {
        snprintf(names[k], sizeof names[k], "seed %d: BLEU / chrF", st->opt.seed + k);
        head[1 + k] = names[k];
    }
    char **cells = calloc((size_t)sd->n * nc, sizeof *cells);
    for (int row = 0; row < sd->n; row++) {
        const StudyRun *run = &st->runs[sd->run[row]];
        char **c = cells + row * nc;
        c[0] = fmt("%s", sd->label[row]);
        for (int k = 0; k < K; k++) {
            const StudySeedResult *s = &run->seeds[k];
            c[1 + k] = s->ok        ? fmt("%.2f / %.2f", s->bleu, s->chrf)
                       : s->pending ? fmt("pending")
                                    : fmt("failed");
        }
    }
    rep_p(r, "Per seed (full test set):");
    rep_table(r, nc, head, cells, sd->n);
    for (int i = 0; i < sd->n * nc; i++) free(cells[i]);
    free(cells);
}

// Test BLEU per source-length bucket (the numbers behind the length figure) for one study.
static void write_buckets(Rep *r, const StudyState *st, const Study *sd) {
    static const char *const names[STUDY_N_BUCKETS] = {"1-10", "11-20", "21-30", "31-40", "41+"};
    const char *head[2 + STUDY_MAX_ROWS];
    head[0] = "Source words";
    head[1] = "Sentences";
    for (int row = 0; row < sd->n; row++) head[2 + row] = sd->label[row];
    int nc = 2 + sd->n;
    char **cells = calloc((size_t)STUDY_N_BUCKETS * nc, sizeof *cells);
    for (int b = 0; b < STUDY_N_BUCKETS; b++) {
        char **c = cells + b * nc;
        c[0] = fmt("%s", names[b]);
        c[1] = fmt("%d", st->bucket_n[b]);
        for (int row = 0; row < sd->n; row++) {
            double v = st->runs[sd->run[row]].bucket_bleu[b];
            c[2 + row] = !st->bucket_n[b] ? fmt("no sentences")
                         : isfinite(v)    ? fmt("%.2f", v)
                                          : fmt("%s", missing_word(st, &st->runs[sd->run[row]]));
        }
    }
    rep_p(r, "Test BLEU by source length (whitespace words of the source sentence):");
    rep_table(r, nc, head, cells, STUDY_N_BUCKETS);
    for (int i = 0; i < STUDY_N_BUCKETS * nc; i++) free(cells[i]);
    free(cells);
}

// Placeholder preservation of one study's runs (software-string corpora: a lost "%s" breaks the
// program), written when the test set has placeholders that source and reference share.
static void write_placeholders(Rep *r, const StudyState *st, const Study *sd) {
    int64_t required = 0;
    for (int row = 0; row < sd->n && !required; row++) {
        const StudyRun *run = &st->runs[sd->run[row]];
        for (int k = 0; k < st->opt.n_seeds && !required; k++)
            if (run->seeds[k].ok) required = run->seeds[k].ph_beam.required;
    }
    if (!required) return;
    static const char *const head[] = {"Run (placeholders)", "Placeholders kept, beam (%)",
                                       "Placeholders kept, greedy (%)",
                                       "Segments with every placeholder kept, beam"};
    enum { NC = 4 };
    char **cells = calloc((size_t)sd->n * NC, sizeof *cells);
    for (int row = 0; row < sd->n; row++) {
        const StudyRun *run = &st->runs[sd->run[row]];
        char **c = cells + row * NC;
        c[0] = fmt("%s", sd->label[row]);
        const StudySeedResult *first = NULL;
        for (int k = 0; k < st->opt.n_seeds && !first; k++)
            if (run->seeds[k].ok) first = &run->seeds[k];
        if (!first) {
            for (int j = 1; j < NC; j++) c[j] = fmt("%s", missing_word(st, run));
            continue;
        }
        c[1] = num(run->mean[STUDY_M_PH_BEAM], 2);
        c[2] = num(run->mean[STUDY_M_PH_GREEDY], 2);
        c[3] = fmt("%lld of %lld%s", (long long)first->ph_beam.segments_all_kept,
                   (long long)first->ph_beam.segments, st->opt.n_seeds > 1 ? " (first seed)" : "");
    }
    char buf[640];
    snprintf(buf, sizeof buf, "Placeholder preservation on the test set: of the %lld "
             "placeholders (printf conversions, %%N, {name}, markup tags) that both the source "
             "and the reference contain, the share the output keeps, byte for byte (bin/score "
             "--placeholders computes the same; mean over seeds).", (long long)required);
    rep_p(r, buf);
    rep_table(r, NC, head, cells, sd->n);
    for (int k = 0; k < sd->n * NC; k++) free(cells[k]);
    free(cells);
}

const char *const health_columns[HEALTH_N_COLS] = {
    "Run, seed (health)", "Outputs", "Test BLEU, beam", "Dev NLL, lowest (nats/token)",
    "Distinct outputs / distinct sources", "Distinct share", "Repeated bigrams",
    "Repeated bigrams, references", "Length ratio", "Cross-attention entropy",
    "Source information (nats/token)", "Collapsed", "Dev NLL fall, 2nd half of training"};

void report_health_cells(const StudyState *st, const StudyRun *run, int k, char **c) {
    const StudySeedResult *s = &run->seeds[k];
    c[0] = fmt("%s, seed %d", run->label, s->seed);
    c[1] = fmt("runs/%s/seed%d.{beam,soft}.%s", run->id, s->seed, st->opt.tgt);
    if (!s->ok) {
        for (int j = 2; j < HEALTH_N_COLS; j++)
            c[j] = fmt("%s", s->pending ? "pending" : "failed");
        return;
    }
    const HealthStats *h = &s->health;
    c[2] = num(s->bleu, 2);
    c[3] = num(s->dev_nll, 4);
    c[4] = fmt("%zu / %zu", h->distinct_outputs, h->distinct_sources);
    c[5] = num(health_distinct_share(h), 4);
    c[6] = num(health_repetition_rate(h), 4);
    c[7] = num(health_ref_repetition_rate(h), 4);
    c[8] = num(health_length_ratio(h), 4);
    c[9] = num(health_attention_entropy(h), 4);
    c[10] = num(health_source_information(h), 4);
    if (s->collapsed) c[11] = fmt("yes");
    else if (h->attention_rows == 0 && !isfinite(health_source_information(h)))
        c[11] = fmt("not known (neither sign measured)");
    else c[11] = fmt("no");
    c[12] = isfinite(s->dev_nll_fall) && s->dev_nll_half > 0
                ? fmt("%.3f (%.1f%%)", s->dev_nll_fall, 100 * s->dev_nll_fall / s->dev_nll_half)
                : fmt("n/a");
}

// The health of every run and seed (score/health.h), once for the whole study.
static void write_health(Rep *r, const StudyState *st) {
    rep_h(r, 2, "Health of the runs");
    char buf[1200];
    snprintf(buf, sizeof buf, "Whether each run translates its source (score/health.h; bin/score "
             "--health TEST.SRC --attention DIR.soft.TGT gives the same text and attention "
             "figures): distinct beam outputs per distinct test source, the share of output word "
             "bigrams that repeat within their sentence beside the references' own share, the "
             "output/reference length ratio, the mean normalised cross-attention entropy "
             "H(row)/log(source pieces) of a greedy decode with --alignment soft (1 = uniform: "
             "nothing attended), and the source information, CE(references | shuffled sources) - "
             "CE(references | true sources) from bin/decode --score-reference (DIR.ce-*.log; "
             "source line i paired with line i + n/2). A run is collapsed when its source "
             "information is below %.1f nats per token, or under %.0f%% of its outputs are "
             "distinct while its attention entropy is above %.2f; a collapsed run is marked in "
             "the tables and enters no significance test (its comparisons say \"collapsed: not "
             "tested\"). Dev NLL: the lowest dev cross-entropy its train.log.tsv records.",
             HEALTH_MIN_SOURCE_NATS, 100 * HEALTH_MIN_DISTINCT_SHARE,
             HEALTH_MAX_ATTENTION_ENTROPY);
    rep_p(r, buf);
    const int K = st->opt.n_seeds, n = st->n_runs * K;
    char **cells = calloc((size_t)n * HEALTH_N_COLS, sizeof *cells);
    TD_ASSERT(cells != NULL);
    for (int i = 0; i < st->n_runs; i++)
        for (int k = 0; k < K; k++)
            report_health_cells(st, &st->runs[i], k, cells + (size_t)(i * K + k) * HEALTH_N_COLS);
    rep_table(r, HEALTH_N_COLS, health_columns, cells, n);
    for (int j = 0; j < n * HEALTH_N_COLS; j++) free(cells[j]);
    free(cells);
    // How far from convergence: the seeds whose dev NLL still fell by 1% or more over the second
    // half of their training.
    int known = 0, improving = 0;
    size_t o = 0;
    buf[0] = 0;
    for (int i = 0; i < st->n_runs; i++)
        for (int k = 0; k < K; k++) {
            const StudySeedResult *s = &st->runs[i].seeds[k];
            known += seed_fall_known(s);
            if (!seed_improving(s)) continue;
            improving++;
            if (o < sizeof buf)
                o += (size_t)snprintf(buf + o, sizeof buf - o, "%s%s seed %d", o ? ", " : "",
                                      st->runs[i].label, s->seed);
        }
    char text[1600];
    if (!known) snprintf(text, sizeof text, "How far from convergence: not known (no run logged "
                         "dev NLL in both halves of its training).");
    else if (improving)
        snprintf(text, sizeof text, "How far from convergence: %d of %d run seeds were still "
                 "improving when their budget ended (dev NLL fell by 1%% or more over the second "
                 "half of their training: %s): their scores are of models not trained to "
                 "convergence, and %s can change the comparison.", improving, known, buf,
                 st->opt.until_converged ? "a higher cap (the budget under --until-converged)"
                                         : "a longer budget (or --until-converged)");
    else
        snprintf(text, sizeof text, "How far from convergence: none of the %d run seeds' dev NLL "
                 "fell by 1%% or more over the second half of its training.", known);
    rep_p(r, text);
}

// The points (x = column `col` of the marks, test BLEU) of seed s with both finite, in x order
// (the marks are in update order, and FLOPs and seconds grow with updates), into x and y.
static int curve_points(const StudySeedResult *s, int col, double *x, double *y) {
    int n = 0;
    for (int j = 0; j < s->n_marks; j++) {
        const double *m = s->marks + (size_t)j * STUDY_MK_COLS;
        if (isfinite(m[col]) && m[col] > 0 && isfinite(m[STUDY_MK_BLEU]) &&
            (n == 0 || m[col] > x[n - 1])) {
            x[n] = m[col];
            y[n++] = m[STUDY_MK_BLEU];
        }
    }
    return n;
}

// Where the main study's two learning curves (test BLEU at the marks) cross, per seed, against
// training FLOPs and training seconds (study_curve_crossings), as one paragraph.
static void write_crossings(Rep *r, const StudyState *st) {
    const Study *sd = NULL;
    for (int i = 0; i < st->n_studies; i++)
        if (!strcmp(st->studies[i].name, "main")) sd = &st->studies[i];
    if (!sd || sd->n < 2) return;
    const StudyRun *a = &st->runs[sd->run[0]], *b = &st->runs[sd->run[1]];
    char buf[4096];
    size_t o = (size_t)snprintf(buf, sizeof buf, "Where the curves cross (test BLEU at the marks, "
                                "%s against %s, each curve linear in log x between its marks; "
                                "within the range both curves cover):", sd->label[1],
                                sd->label[0]);
    static const int cols[2] = {STUDY_MK_FLOPS, STUDY_MK_TRAIN_S};
    static const char *const axis[2] = {"training FLOPs", "training seconds"};
    for (int ax = 0; ax < 2 && o < sizeof buf; ax++) {
        o += (size_t)snprintf(buf + o, sizeof buf - o, "%s in %s:", ax ? ";" : "", axis[ax]);
        double firsts[STUDY_MAX_SEEDS];
        int n_first = 0, n_seeds = 0;
        for (int k = 0; k < st->opt.n_seeds && o < sizeof buf; k++) {
            double xa[64], ya[64], xb[64], yb[64], cross[8], lo, hi;
            const int na = curve_points(&a->seeds[k], cols[ax], xa, ya);
            const int nb = curve_points(&b->seeds[k], cols[ax], xb, yb);
            if (na < 1 || nb < 1) continue;
            int first, last;
            const int nc = study_curve_crossings(xb, yb, nb, xa, ya, na, cross, 8, &first, &last,
                                                 &lo, &hi);
            n_seeds++;
            o += (size_t)snprintf(buf + o, sizeof buf - o, "%s seed %d: ", n_seeds > 1 ? "," : "",
                                  a->seeds[k].seed);
            if (o >= sizeof buf) break;
            if (!first && hi > 0)
                o += (size_t)snprintf(buf + o, sizeof buf - o, "equal throughout %.3g-%.3g", lo,
                                      hi);
            else if (!first)
                o += (size_t)snprintf(buf + o, sizeof buf - o, "no common range");
            else if (!nc)
                o += (size_t)snprintf(buf + o, sizeof buf - o, "no crossing in %.3g-%.3g: %s "
                                      "ahead wherever they differ", lo, hi,
                                      first > 0 ? sd->label[1] : sd->label[0]);
            else {
                o += (size_t)snprintf(buf + o, sizeof buf - o, "%s ahead first, crossing%s at",
                                      first > 0 ? sd->label[1] : sd->label[0], nc > 1 ? "s" : "");
                for (int c = 0; c < nc && o < sizeof buf; c++)
                    o += (size_t)snprintf(buf + o, sizeof buf - o, "%s %.3g", c ? "," : "",
                                          cross[c]);
                if (o < sizeof buf)
                    o += (size_t)snprintf(buf + o, sizeof buf - o, " (range %.3g-%.3g; %s ahead "
                                          "at its end)", lo, hi,
                                          last > 0 ? sd->label[1] : sd->label[0]);
                firsts[n_first++] = cross[0];
            }
        }
        if (!n_seeds && o < sizeof buf)
            o += (size_t)snprintf(buf + o, sizeof buf - o, " no seed has marks of both runs");
        if (n_first > 1 && o < sizeof buf)
            o += (size_t)snprintf(buf + o, sizeof buf - o, "; first crossing over the %d seeds "
                                  "with one: median %.3g, range %.3g-%.3g", n_first,
                                  study_percentile(firsts, n_first, 50),
                                  study_percentile(firsts, n_first, 0),
                                  study_percentile(firsts, n_first, 100));
    }
    if (o < sizeof buf) snprintf(buf + o, sizeof buf - o, ".");
    rep_p(r, buf);
}

// --until-converged: every run's learning curve at its log-spaced marks (the mean over the seeds
// that reached each mark), and every seed's row in OUT/curves.tsv.
static void write_curves(Rep *r, const StudyState *st) {
    rep_h(r, 2, "Learning curves");
    rep_p(r, "Each training also validated and kept a checkpoint at log-spaced updates (bin/train "
             "--valid-at: 1/64, 1/32, ..., 1/2 and all of an update budget; 125, 250, 500, ... under a "
             "time or FLOP budget; a training that converged earlier has fewer), and the test set "
             "was decoded greedily from each: one training gives the whole curve. Training FLOPs "
             "and time are the trainer's totals at that update (time: training steps only), dev "
             "NLL its validation there; a value is the mean over the seeds that reached the "
             "mark. Every seed's rows: curves.tsv.");
    const char *head[8] = {"Run", "Update", "Training FLOPs", "Training s", "Dev NLL",
                           "Test BLEU (greedy)", "Test chrF (greedy)", "Seeds"};
    const int nc = 8, K = st->opt.n_seeds;
    int cap = 0, nr = 0;
    for (int i = 0; i < st->n_runs; i++)
        for (int k = 0; k < K; k++) cap += st->runs[i].seeds[k].n_marks;
    char **cells = calloc((size_t)(cap ? cap : 1) * nc, sizeof *cells);
    TD_ASSERT(cells != NULL);
    char path[1100];
    snprintf(path, sizeof path, "%s/curves.tsv", st->opt.out);
    FILE *f = fopen(path, "w");
    if (f) fprintf(f, "run\tseed\tupdate\ttrain_flops\ttrain_seconds\tdev_nll\t"
                      "test_bleu_greedy\ttest_chrf_greedy\n");
    for (int i = 0; i < st->n_runs; i++) {
        const StudyRun *run = &st->runs[i];
        for (int k = 0; k < K; k++) {
            const StudySeedResult *s = &run->seeds[k];
            for (int j = 0; f && j < s->n_marks; j++) {
                const double *m = s->marks + (size_t)j * STUDY_MK_COLS;
                fprintf(f, "%s\t%d\t%.0f\t%.6g\t%.2f\t%.5f\t%.2f\t%.2f\n", run->id, s->seed,
                        m[STUDY_MK_STEP], m[STUDY_MK_FLOPS], m[STUDY_MK_TRAIN_S],
                        m[STUDY_MK_DEV_NLL], m[STUDY_MK_BLEU], m[STUDY_MK_CHRF]);
            }
        }
        // The run's marks in order: each update any of its seeds reached as a mark.
        long marks[64];
        int n_marks = 0;
        for (int k = 0; k < K; k++)
            for (int j = 0; j < run->seeds[k].n_marks && n_marks < 64; j++) {
                const long u = (long)run->seeds[k].marks[(size_t)j * STUDY_MK_COLS + STUDY_MK_STEP];
                int at = 0;
                while (at < n_marks && marks[at] < u) at++;
                if (at < n_marks && marks[at] == u) continue;
                memmove(marks + at + 1, marks + at, (size_t)(n_marks - at) * sizeof *marks);
                marks[at] = u;
                n_marks++;
            }
        for (int mi = 0; mi < n_marks; mi++) {
            double sum[STUDY_MK_COLS] = {0};
            int cnt[STUDY_MK_COLS] = {0}, seeds = 0;
            for (int k = 0; k < K; k++) {
                const StudySeedResult *s = &run->seeds[k];
                for (int j = 0; j < s->n_marks; j++) {
                    const double *m = s->marks + (size_t)j * STUDY_MK_COLS;
                    if (m[STUDY_MK_STEP] != (double)marks[mi]) continue;
                    seeds++;
                    for (int c = 0; c < STUDY_MK_COLS; c++)
                        if (isfinite(m[c])) sum[c] += m[c], cnt[c]++;
                }
            }
            if (!seeds || nr >= cap) continue;
            double mean[STUDY_MK_COLS];
            for (int c = 0; c < STUDY_MK_COLS; c++) mean[c] = cnt[c] ? sum[c] / cnt[c] : NAN;
            char **c = cells + (size_t)nr++ * nc;
            c[0] = fmt("%s", run->label);
            c[1] = fmt("%ld", marks[mi]);
            c[2] = isfinite(mean[STUDY_MK_FLOPS]) ? fmt("%.3g", mean[STUDY_MK_FLOPS]) : fmt("-");
            c[3] =
                isfinite(mean[STUDY_MK_TRAIN_S]) ? fmt("%.1f", mean[STUDY_MK_TRAIN_S]) : fmt("-");
            c[4] = fmt("%.3f", mean[STUDY_MK_DEV_NLL]);
            c[5] = isfinite(mean[STUDY_MK_BLEU]) ? fmt("%.2f", mean[STUDY_MK_BLEU]) : fmt("-");
            c[6] = isfinite(mean[STUDY_MK_CHRF]) ? fmt("%.2f", mean[STUDY_MK_CHRF]) : fmt("-");
            c[7] = fmt("%d", seeds);
        }
    }
    if (f && fclose(f) != 0) f = NULL;
    if (!f) rep_p(r, "(curves.tsv could not be written.)");
    if (nr) {
        rep_table(r, nc, head, cells, nr);
        rep_figs(r, st, "learning-curves", NULL);
        write_crossings(r, st);
    } else {
        rep_p(r, "No training has reached a mark yet.");
    }
    for (int j = 0; j < nr * nc; j++) free(cells[j]);
    free(cells);
}

static void write_study(Rep *r, const StudyState *st, int i) {
    const Study *sd = &st->studies[i];
    char buf[4096];
    snprintf(buf, sizeof buf, "Study: %s", sd->title);
    rep_h(r, 2, buf);
    rep_p(r, sd->question);
    report_summary(st, i, buf, sizeof buf);
    rep_p(r, buf);
    char **cells = calloc((size_t)sd->n * REPORT_N_COLS, sizeof *cells);
    for (int row = 0; row < sd->n; row++)
        report_row_cells(st, sd, row, cells + row * REPORT_N_COLS);
    rep_table(r, REPORT_N_COLS, report_columns, cells, sd->n);
    for (int k = 0; k < sd->n * REPORT_N_COLS; k++) free(cells[k]);
    free(cells);
    int compared = -1;  // the first row compared with another: the study's baseline is its vs
    for (int row = 0; row < sd->n && compared < 0; row++)
        if (sd->vs[row] >= 0) compared = row;
    if (compared >= 0) {
        snprintf(buf, sizeof buf, "Differences are against %s; the id of each run (its directory "
                 "under runs/) is listed with its commands below.",
                 sd->label[sd->vs[compared]]);
        if (!strcmp(sd->name, "data-size"))
            snprintf(buf, sizeof buf, "Each Transformer row is compared with the RNN trained on "
                                      "the same data.");
        if (!strcmp(sd->name, "time"))
            snprintf(buf, sizeof buf, "Each Transformer row is compared with the RNN at the same "
                                      "budget. Train time, updates and speeds are totals since "
                                      "the start of the training, which the later marks "
                                      "continue.");
        rep_p(r, buf);
    }
    write_placeholders(r, st, sd);
    if (st->opt.n_seeds > 1) write_seeds(r, st, sd);
    if (!strcmp(sd->name, "main")) write_buckets(r, st, sd);
    rep_figs(r, st, sd->name, NULL);
}

// Where one step's figures come from: this invocation or an earlier one's record.
static void provenance(char *buf, size_t cap, const char *what, int reused, double at) {
    char when[64];
    study_utc_text(at, when, sizeof when);
    cat(buf, cap, " %s: %s (%s).", what,
        reused ? "reused from an earlier invocation" : "this invocation", when);
}

static void write_commands(Rep *r, const StudyState *st) {
    rep_h(r, 2, "Reproducing every run");
    rep_p(r, "The whole study:");
    rep_code(r, st->opt.command);
    rep_p(r, "Each run by itself (training, then greedy and beam decoding of the test set; "
             "scores with bin/score -r TEST.tgt -i HYP). A rerun of the study reuses a finished "
             "training, decode or benchmark when the record beside its output (.train.done, "
             ".greedy.done, .beam.done, bench/*.json.done) names the same command, program and "
             "inputs and no checkpoint is newer than a decode's record (--no-reuse measures "
             "everything again); each seed says where its figures come from. Each seed's training "
             "log (loss, learning rate, gradient norm, dev NLL and BLEU per interval) and resolved "
             "configuration are runs/ID/seedN/train.log.tsv and config.txt; --publish copies them "
             "to logs/ID/seedN.train.log.tsv and .config.txt beside the report.");
    for (int i = 0; i < st->n_runs; i++) {
        const StudyRun *run = &st->runs[i];
        char buf[1024], opts[256];
        study_run_opts_text(run, opts, sizeof opts);
        snprintf(buf, sizeof buf, "%s (%s%s%s, %d%% of the training data)", run->id,
                 run->arch ? "transformer" : "rnn", opts[0] ? ", " : "", opts, run->data_pct);
        rep_h(r, 3, buf);
        for (int k = 0; k < st->opt.n_seeds; k++) {
            const StudySeedResult *s = &run->seeds[k];
            if (s->ok) {
                snprintf(buf, sizeof buf, "Seed %d: test BLEU (beam %d) %.2f, chrF %.2f, greedy "
                         "BLEU %.2f, trained %.1f s.", s->seed, st->opt.beam_size, s->bleu,
                         s->chrf, s->bleu_greedy, s->train_wall_s);
                provenance(buf, sizeof buf, "Training", s->train_reused, s->train_at);
                provenance(buf, sizeof buf, "Greedy decode", s->greedy_reused, s->greedy_at);
                provenance(buf, sizeof buf, "Beam decode", s->beam_reused, s->beam_at);
                if (s->kept)
                    cat(buf, sizeof buf, " Kept without its checkpoints: both decodes are those "
                        "its own sitting's bin/decode made, and this run has no attention "
                        "heatmaps.");
            } else {
                snprintf(buf, sizeof buf, "Seed %d: %s: %s", s->seed,
                         s->pending ? "pending" : "failed", s->error);
            }
            rep_p(r, buf);
            char cmd[16384];
            snprintf(cmd, sizeof cmd, "%s\n%s\n%s", s->train_cmd ? s->train_cmd : "",
                     s->greedy_cmd ? s->greedy_cmd : "# (not reached)",
                     s->beam_cmd ? s->beam_cmd : "# (not reached)");
            rep_code(r, cmd);
        }
    }
}

// The bench numbers as a table, with a generated summary of the two ends of the length range.
static void write_bench(Rep *r, const StudyState *st) {
    static const char *const head[] = {
        "Length", "RNN train tok/s", "Transformer train tok/s", "RNN decode ms/sent",
        "Transformer decode ms/sent", "RNN decode peak RSS (MiB)",
        "Transformer decode peak RSS (MiB)"};
    enum { NC = 7 };
    char **cells = calloc((size_t)st->n_bench * NC, sizeof *cells);
    for (int i = 0; i < st->n_bench; i++) {
        const StudyBenchPoint *a = &st->bench[0][i], *b = &st->bench[1][i];
        char **c = cells + i * NC;
        c[0] = fmt("%d", a->len);
        c[1] = num(a->train_tok_s, 0);
        c[2] = num(b->train_tok_s, 0);
        c[3] = num(a->dec_ms_per_sent, 1);
        c[4] = num(b->dec_ms_per_sent, 1);
        c[5] = num(a->dec_rss_mib, 0);
        c[6] = num(b->dec_rss_mib, 0);
    }
    char buf[2048];
    snprintf(buf, sizeof buf, "Synthetic batches of fixed length through bin/bench (random "
             "weights, the %s preset, %d thread(s); training: token-budget batches of sentences "
             "of exactly that length; decoding: greedy, batch 1, output length = input length). "
             "The commands (*.cmd) and JSON lines (*.json) are in bench/.", st->opt.config,
             st->opt.threads);
    if (st->bench_reused) {
        char from[64], to[64];
        study_utc_text(st->bench_from, from, sizeof from);
        study_utc_text(st->bench_to, to, sizeof to);
        cat(buf, sizeof buf, " %d of the %d bench commands were reused from an earlier "
            "invocation (run %s%s%s; their records are bench/*.json.done; --no-reuse measures "
            "again).", st->bench_reused, st->bench_cmds, from, strcmp(from, to) ? " to " : "",
            strcmp(from, to) ? to : "");
    } else if (st->bench_cmds) {
        cat(buf, sizeof buf, " All %d bench commands ran in this invocation.", st->bench_cmds);
    }
    rep_p(r, buf);
    buf[0] = 0;
    const StudyBenchPoint *a0 = &st->bench[0][0], *b0 = &st->bench[1][0];
    const StudyBenchPoint *a1 = &st->bench[0][st->n_bench - 1],
                          *b1 = &st->bench[1][st->n_bench - 1];
    if (isfinite(a0->train_tok_s) && isfinite(b0->train_tok_s) && isfinite(a1->train_tok_s) &&
        isfinite(b1->train_tok_s))
        cat(buf, sizeof buf, "Training: the Transformer processes %.2fx the RNN's target tokens/s "
            "at length %d and %.2fx at length %d. ", b0->train_tok_s / a0->train_tok_s, a0->len,
            b1->train_tok_s / a1->train_tok_s, a1->len);
    if (isfinite(a0->dec_ms_per_sent) && isfinite(b0->dec_ms_per_sent) &&
        isfinite(a1->dec_ms_per_sent) && isfinite(b1->dec_ms_per_sent))
        cat(buf, sizeof buf, "Decoding a sentence takes %.1f ms (RNN) vs %.1f ms (Transformer) "
            "at length %d and %.1f vs %.1f ms at length %d (%.1fx and %.1fx longer than at "
            "length %d).", a0->dec_ms_per_sent, b0->dec_ms_per_sent, a0->len,
            a1->dec_ms_per_sent, b1->dec_ms_per_sent, a1->len,
            a1->dec_ms_per_sent / a0->dec_ms_per_sent, b1->dec_ms_per_sent / b0->dec_ms_per_sent,
            a0->len);
    if (buf[0]) rep_p(r, buf);
    rep_table(r, NC, head, cells, st->n_bench);
    for (int i = 0; i < st->n_bench * NC; i++) free(cells[i]);
    free(cells);
}

int report_write(const StudyState *st) {
    char md_path[1100], html_path[1100];
    snprintf(md_path, sizeof md_path, "%s/report.md", st->opt.out);
    snprintf(html_path, sizeof html_path, "%s/report.html", st->opt.out);
    Rep r = {fopen(md_path, "w"), fopen(html_path, "w"), st->opt.out};
    if (!r.md || !r.html) {
        if (r.md) fclose(r.md);
        if (r.html) fclose(r.html);
        return td_error(TD_ERR_IO, "cannot write %s", md_path);
    }
    fprintf(r.html, "<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\"><title>Tandem "
                    "comparison study</title>\n<style>body{font-family:sans-serif;max-width:"
                    "1300px;margin:2em auto;line-height:1.4}table{border-collapse:collapse;"
                    "font-size:90%%}td,th{border:1px solid #bbb;padding:3px 6px;text-align:right}"
                    "td:first-child,th:first-child{text-align:left}pre{background:#f4f4f4;"
                    "padding:6px;overflow-x:auto;white-space:pre-wrap}img{max-width:100%%}"
                    "figcaption{font-style:italic;font-size:90%%}</style></head><body>\n");
    rep_h(&r, 1, "Tandem comparison study: RNN encoder-decoder vs Transformer");
    char buf[2048];
    time_t now = time(NULL);
    struct tm tm;
    gmtime_r(&now, &tm);
    char when[64];
    strftime(when, sizeof when, "%Y-%m-%d %H:%M UTC", &tm);
    snprintf(buf, sizeof buf, "Generated %s by bin/compare (%.0f s in all). Runs: %d; studies: "
             "%d.", when, study_now() - st->started_at, st->n_runs, st->n_studies);
    rep_p(&r, buf);
    const int n_pending = study_pending_seeds(st);
    if (n_pending) {
        snprintf(buf, sizeof buf, "A partial report (%s): %d of %d run seeds are "
                 "still pending (their training or test decodes have not finished; see the notes) "
                 "and appear as 'pending' in the tables. Comparisons with a pending run are not "
                 "made.", study_partial_option(&st->opt), n_pending,
                 st->n_runs * st->opt.n_seeds);
        rep_p(&r, buf);
    }
    rep_code(&r, st->opt.command);
    write_protocol(&r, st);
    for (int i = 0; i < st->n_studies; i++) write_study(&r, st, i);
    write_health(&r, st);
    if (st->opt.until_converged) write_curves(&r, st);
    int has_global = 0, has_attn = 0;
    for (int i = 0; i < st->n_figures; i++) {
        if (!st->figures[i].study[0]) has_global = 1;
        if (!strcmp(st->figures[i].study, "attention-maps")) has_attn = 1;
    }
    rep_h(&r, 2, "Speed and memory vs sequence length");
    if (st->n_bench > 0) write_bench(&r, st);
    if (has_global) {
        rep_figs(&r, st, "", NULL);
    } else {
        rep_p(&r, st->bench_note[0] ? st->bench_note : "No benchmark figures (see the notes).");
    }
    rep_h(&r, 2, "Attention heatmaps");
    if (has_attn) {
        rep_p(&r, "Attention weights (darker = more weight) for fixed test sentences, from the "
                  "checkpoint each main run's test decodes read (its best.ckpt, or the "
                  "average of its last checkpoints when its recipe averages): the RNN's "
                  "cross-attention, and every head "
                  "of one Transformer layer, cross- and self-attention (rows: queries, columns: "
                  "keys, labelled with SentencePiece pieces).");
        rep_figs(&r, st, "attention-maps", NULL);
    } else {
        rep_p(&r, "No heatmaps were drawn (see the notes).");
    }
    if (st->explorer_json) {
        fprintf(r.md, "The sentence explorer (%d test sentences with every attention map) is in "
                      "report.html; its data is figures/explorer.json.\n\n", st->explorer_n);
        study_explorer_html(r.html, st);
    }
    write_commands(&r, st);
    rep_h(&r, 2, "Notes");
    const int n_notes = st->notes ? st->notes->n : 0;
    if (!n_notes) rep_p(&r, "None: every run finished and every figure was drawn.");
    for (int i = 0; i < n_notes; i++) rep_p(&r, st->notes->text[i]);
    fprintf(r.html, "</body></html>\n");
    int bad = ferror(r.md) || ferror(r.html);
    bad |= fclose(r.md) != 0;
    bad |= fclose(r.html) != 0;
    return bad ? td_error(TD_ERR_IO, "error writing %s or %s", md_path, html_path) : TD_OK;
}
