// The studies' summaries: facts, then sentences (see report_summary.h).
#include "study/report_summary.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

#include "study/report_text.h"
#include "study/stats.h"

int report_seed_fall_known(const StudySeedResult *s) {
    return s->ok && isfinite(s->dev_nll_fall) && s->dev_nll_half > 0;
}

int report_seed_improving(const StudySeedResult *s) {
    return report_seed_fall_known(s) && s->stopped_early != 1 &&
           s->dev_nll_fall >= 0.01 * s->dev_nll_half;
}

static int seeds_improving(const StudyRunResult *r) {
    int n = 0;
    for (int k = 0; k < STUDY_MAX_SEEDS; k++) n += report_seed_improving(&r->seeds[k]);
    return n;
}

static ReportRunState run_state(const StudyResults *res, int run) {
    if (res->runs[run].n_ok) return REPORT_SCORED;
    return study_run_pending(res, run) ? REPORT_PENDING : REPORT_FAILED;
}

// ---------------------------------------------------------------------------------------------
// Facts
// ---------------------------------------------------------------------------------------------

void report_main_facts(const StudyResults *res, int i, ReportMainFacts *f) {
    memset(f, 0, sizeof *f);
    for (int a = 0; a < 2; a++) {
        const int j = study_row_run(res, i, a);
        const StudyRunResult *r = &res->runs[j];
        f->state[a] = run_state(res, j);
        f->bleu[a] = r->bleu;
        f->chrf[a] = r->chrf;
        f->collapsed[a] = r->n_collapsed > 0;
        f->params[a] = r->params;
        f->tok_s[a] = r->mean[STUDY_M_TOK_S];
        f->updates[a] = r->mean[STUDY_M_STEPS];
        f->greedy_sps[a] = r->mean[STUDY_M_GREEDY_SPS];
        f->beam_sps[a] = r->mean[STUDY_M_BEAM_SPS];
        f->improving[a] = seeds_improving(r);
    }
    f->bleu_diff = f->bleu[REPORT_TFM].point - f->bleu[REPORT_RNN].point;
    f->chrf_diff = f->chrf[REPORT_TFM].point - f->chrf[REPORT_RNN].point;
    f->lead = fabs(f->bleu_diff) < 0.005 ? REPORT_LEVEL
              : f->bleu_diff > 0        ? REPORT_AHEAD
                                        : REPORT_BEHIND;
    f->p_bleu = res->studies[i].p_bleu[1];
    f->p_chrf = res->studies[i].p_chrf[1];
    f->significant = f->collapsed[0] || f->collapsed[1] || !isfinite(f->p_bleu) ? -1
                                                                                : f->p_bleu < 0.05;
    f->tok_s_ratio = f->tok_s[REPORT_TFM] / f->tok_s[REPORT_RNN];
    f->n_test = res->plan->n_test;
    f->beam = res->plan->opt.beam_size;
}

// The pairs of paired study i and where the Transformer stands over them.
static void paired_facts(const StudyResults *res, int i, ReportPairedFacts *f) {
    const Study *sd = &res->plan->studies[i];
    memset(f, 0, sizeof *f);
    f->last = f->last_compared = f->from = -1;
    int all_ahead = 1, any_ahead = 0, any_level = 0, any_behind = 0, any_collapsed = 0;
    for (int row = 1; row < sd->n && f->n < STUDY_MAX_ROWS / 2; row += 2) {
        const int j[2] = {study_row_run(res, i, row - 1), study_row_run(res, i, row)};
        const StudyRunResult *run[2] = {&res->runs[j[0]], &res->runs[j[1]]};
        ReportPairFacts *p = &f->pair[f->n];
        const char *label = study_row_label(res, i, row), *comma = strchr(label, ',');
        p->mark = comma ? comma + 2 : label;
        p->pct = res->plan->runs[j[REPORT_TFM]].data_pct;
        for (int a = 0; a < 2; a++) {
            p->state[a] = run_state(res, j[a]);
            p->bleu[a] = run[a]->bleu.point;
            p->updates[a] = run[a]->mean[STUDY_M_STEPS];
        }
        p->diff = p->bleu[REPORT_TFM] - p->bleu[REPORT_RNN];
        p->p = res->studies[i].p_bleu[row];
        p->collapsed = run[0]->n_collapsed || run[1]->n_collapsed;
        const int k = f->n++;
        if (p->state[0] != REPORT_SCORED || p->state[1] != REPORT_SCORED) {
            all_ahead = 0;
            continue;
        }
        f->last = k;
        if (p->collapsed) {  // not two models of their source: no evidence either way
            any_collapsed = 1;
            all_ahead = 0;
            continue;
        }
        f->last_compared = k;
        if (p->diff >= 0.005) {
            any_ahead = 1;
            if (f->from < 0) f->from = k;
        } else {
            any_level |= p->diff > -0.005;
            any_behind |= p->diff <= -0.005;
            all_ahead = 0;
            f->from = -1;
        }
    }
    if (f->last < 0) f->shape = REPORT_SHAPE_NONE;
    else if (f->last_compared < 0 && any_collapsed) f->shape = REPORT_SHAPE_COLLAPSED;
    else if (all_ahead) f->shape = REPORT_SHAPE_AHEAD;
    else if (f->from >= 0) f->shape = REPORT_SHAPE_OVERTAKES;
    else if (!any_ahead && !any_level) f->shape = REPORT_SHAPE_BEHIND;
    else if (!any_ahead && !any_behind) f->shape = REPORT_SHAPE_LEVEL;
    else if (!any_ahead) f->shape = REPORT_SHAPE_NOT_AHEAD;
    else f->shape = REPORT_SHAPE_MIXED;
    if (f->shape != REPORT_SHAPE_OVERTAKES) f->from = -1;
}

// Architecture arch's scores at each larger share over its scored runs, when they fall at every
// step.
static void falls_facts(const StudyResults *res, int i, int arch, ReportFalls *f) {
    const Study *sd = &res->plan->studies[i];
    memset(f, 0, sizeof *f);
    double prev = INFINITY;
    for (int row = arch; row < sd->n && f->n < STUDY_MAX_ROWS / 2; row += 2) {
        const int j = study_row_run(res, i, row);
        const StudyRunResult *run = &res->runs[j];
        if (!run->n_ok) continue;
        if (!(run->bleu.point < prev)) {
            f->n = 0;
            return;
        }
        prev = run->bleu.point;
        f->pct[f->n] = res->plan->runs[j].data_pct;
        f->bleu[f->n++] = run->bleu.point;
    }
    if (f->n < 2) f->n = 0;
}

static void budget_facts(const StudyOptions *o, const StudyRunPlan *run, ReportBudget *b) {
    memset(b, 0, sizeof *b);
    b->time = study_run_max_time(o, run, &b->updates);
    b->flops = study_run_flops(o, run);
    b->kind = b->flops > 0 ? REPORT_BUDGET_FLOPS
              : b->time    ? REPORT_BUDGET_TIME
                           : REPORT_BUDGET_UPDATES;
}

void report_data_facts(const StudyResults *res, int i, ReportDataFacts *f) {
    memset(f, 0, sizeof *f);
    paired_facts(res, i, &f->pairs);
    double x[2][STUDY_MAX_ROWS / 2], y[2][STUDY_MAX_ROWS / 2], cross[4], lo, hi;
    int n = 0, lead_first, lead_last;
    for (int k = 0; k < f->pairs.n; k++) {
        const ReportPairFacts *p = &f->pairs.pair[k];
        if (p->state[0] != REPORT_SCORED || p->state[1] != REPORT_SCORED ||
            !isfinite(p->bleu[0]) || !isfinite(p->bleu[1]))
            continue;
        x[0][n] = x[1][n] = p->pct;
        y[0][n] = p->bleu[REPORT_TFM];
        y[1][n++] = p->bleu[REPORT_RNN];
    }
    if (n >= 2) {
        f->n_crossings = study_curve_crossings(x[0], y[0], n, x[1], y[1], n, cross, 4,
                                               &lead_first, &lead_last, &lo, &hi);
        if (f->n_crossings) f->crossing = cross[0];
    }
    for (int a = 0; a < 2; a++) falls_facts(res, i, a, &f->falls[a]);
    budget_facts(&res->plan->opt, &res->plan->runs[study_row_run(res, i, 0)], &f->budget);
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

void report_time_facts(const StudyResults *res, int i, ReportTimeFacts *f) {
    memset(f, 0, sizeof *f);
    paired_facts(res, i, &f->pairs);
    if (f->pairs.last < 0) return;
    const int row = 2 * f->pairs.last + 1;
    const StudyRunResult *r = &res->runs[study_row_run(res, i, row - 1)],
                         *t = &res->runs[study_row_run(res, i, row)];
    for (int k = 0; k < res->plan->opt.n_seeds && k < STUDY_MAX_SEEDS; k++) {
        const StudySeedResult *a = &r->seeds[k], *b = &t->seeds[k];
        if (!a->ok || !b->ok || a->n_curve < 1 || b->n_curve < 1) continue;
        int cross = -1;
        for (int i = 0; i < b->n_curve; i++) {
            const double *c = b->curve + 3 * i;
            const double rnn = curve_at(a->curve, a->n_curve, c[1]);
            if (!isfinite(c[2]) || !isfinite(rnn)) continue;
            if (c[2] > rnn) {
                if (cross < 0) cross = i;
            } else {
                cross = -1;
            }
        }
        ReportDevPass *d = &f->dev[f->n_dev++];
        d->seed = b->seed;
        d->passes = cross >= 0;
        if (d->passes) {
            d->seconds = b->curve[3 * cross + 1];
            d->update = b->curve[3 * cross];
        }
        d->last_update = b->curve[3 * (b->n_curve - 1)];
    }
}

void report_ablation_facts(const StudyResults *res, int i, ReportAblationFacts *f) {
    const Study *sd = &res->plan->studies[i];
    memset(f, 0, sizeof *f);
    f->best = -1;
    int any_compared = 0;
    for (int row = 0; row < sd->n; row++) {
        const int j = study_row_run(res, i, row);
        const StudyRunResult *r = &res->runs[j];
        ReportAblationRow *w = &f->row[f->n++];
        w->label = study_row_label(res, i, row);
        w->state = run_state(res, j);
        w->baseline = sd->vs[row] < 0;
        w->bleu = r->bleu;
        w->p = NAN;
        w->diff = NAN;
        if (w->state != REPORT_SCORED) continue;
        if (f->best < 0 || r->bleu.point > res->runs[study_row_run(res, i, f->best)].bleu.point)
            f->best = row;
        if (w->baseline) continue;
        const StudyRunResult *ref = &res->runs[study_row_run(res, i, sd->vs[row])];
        if (!ref->n_ok) continue;
        w->compared = any_compared = 1;
        w->diff = r->bleu.point - ref->bleu.point;
        w->p = res->studies[i].p_bleu[row];
        w->collapsed = r->n_collapsed || ref->n_collapsed;
        f->n_significant += w->p < 0.05;
    }
    if (!any_compared) f->best = -1;  // with every other row pending or failed, no best yet
}

// ---------------------------------------------------------------------------------------------
// Sentences
// ---------------------------------------------------------------------------------------------

void report_p_text(int collapsed, double p, char *buf, size_t cap) {
    if (!collapsed) study_p_text(p, buf, cap);
    else if (report_fill(buf, cap, "p.collapsed", NULL, 0) < 0) snprintf(buf, cap, "?");
}

static const char *missing_words(ReportRunState s) {
    return s == REPORT_PENDING ? "word.is_pending" : "word.failed";
}

static void say_main(const ReportMainFacts *f, ReportText *t) {
    ReportVars v = {0};
    if (f->state[REPORT_RNN] != REPORT_SCORED || f->state[REPORT_TFM] != REPORT_SCORED) {
        const int gone = f->state[REPORT_RNN] != REPORT_SCORED ? REPORT_RNN : REPORT_TFM;
        report_var_fill(&v, "missing", missing_words(f->state[gone]), NULL);
        report_say(t, "main.missing", &v);
        return;
    }
    const StudyEstimate *tb = &f->bleu[REPORT_TFM], *rb = &f->bleu[REPORT_RNN];
    report_var(&v, "tfm_bleu", "%.2f", tb->point);
    report_var(&v, "tfm_lo", "%.2f", tb->lo);
    report_var(&v, "tfm_hi", "%.2f", tb->hi);
    report_var(&v, "rnn_bleu", "%.2f", rb->point);
    report_var(&v, "rnn_lo", "%.2f", rb->lo);
    report_var(&v, "rnn_hi", "%.2f", rb->hi);
    const int collapsed = f->collapsed[REPORT_RNN] || f->collapsed[REPORT_TFM];
    if (collapsed) {
        report_var_fill(&v, "who",
                        f->collapsed[REPORT_RNN] && f->collapsed[REPORT_TFM] ? "collapsed.both"
                        : f->collapsed[REPORT_TFM]                           ? "collapsed.tfm"
                                                                             : "collapsed.rnn",
                        NULL);
        report_say(t, "main.collapsed", &v);
    } else {
        ReportVars w = {0};
        if (f->lead != REPORT_LEVEL) report_var(&w, "diff", "%.2f", fabs(f->bleu_diff));
        report_var_fill(&v, "verdict", f->lead == REPORT_LEVEL   ? "main.level"
                                       : f->lead == REPORT_AHEAD ? "main.ahead"
                                                                 : "main.behind", &w);
        char p[64];
        report_p_text(0, f->p_bleu, p, sizeof p);
        report_var(&v, "p_bleu", "%s", p);
        report_var_fill(&v, "significance", f->significant < 0 ? "signif.untested"
                                            : f->significant   ? "signif.yes"
                                                               : "signif.no", NULL);
        report_say(t, "main.compared", &v);
    }
    memset(&v, 0, sizeof v);
    char p[64];
    report_p_text(collapsed, f->p_chrf, p, sizeof p);
    report_var(&v, "tfm_chrf", "%.2f", f->chrf[REPORT_TFM].point);
    report_var(&v, "rnn_chrf", "%.2f", f->chrf[REPORT_RNN].point);
    report_var(&v, "chrf_diff", "%+.2f", report_diff2(f->chrf_diff));
    report_var(&v, "p_chrf", "%s", p);
    report_say(t, "main.chrf", &v);
    if (f->params[REPORT_TFM] > 0 && f->params[REPORT_RNN] > 0) {
        memset(&v, 0, sizeof v);
        report_var(&v, "tfm_params", "%.2f", f->params[REPORT_TFM] / 1e6);
        report_var(&v, "rnn_params", "%.2f", f->params[REPORT_RNN] / 1e6);
        report_say(t, "main.params", &v);
    }
    const int tok_s = isfinite(f->tok_s[REPORT_TFM]) && isfinite(f->tok_s[REPORT_RNN]);
    const int updates = isfinite(f->updates[REPORT_TFM]) && isfinite(f->updates[REPORT_RNN]);
    memset(&v, 0, sizeof v);
    if (tok_s) {
        report_var(&v, "tfm_tok_s", "%.0f", f->tok_s[REPORT_TFM]);
        report_var(&v, "rnn_tok_s", "%.0f", f->tok_s[REPORT_RNN]);
        report_var(&v, "ratio", "%.2f", f->tok_s_ratio);
    }
    if (updates) {
        report_var(&v, "tfm_updates", "%.0f", f->updates[REPORT_TFM]);
        report_var(&v, "rnn_updates", "%.0f", f->updates[REPORT_RNN]);
    }
    if (tok_s || updates)
        report_say(t, tok_s && updates ? "main.throughput_updates"
                      : tok_s          ? "main.throughput"
                                       : "main.updates", &v);
    memset(&v, 0, sizeof v);
    report_var(&v, "n_test", "%d", f->n_test);
    report_var(&v, "tfm_greedy", "%.2f", f->greedy_sps[REPORT_TFM]);
    report_var(&v, "rnn_greedy", "%.2f", f->greedy_sps[REPORT_RNN]);
    report_var(&v, "tfm_beam", "%.2f", f->beam_sps[REPORT_TFM]);
    report_var(&v, "rnn_beam", "%.2f", f->beam_sps[REPORT_RNN]);
    report_var(&v, "beam", "%d", f->beam);
    report_say(t, "main.decoding", &v);
    // Whether the comparison is of trained models or of early training.
    const int ti = f->improving[REPORT_TFM], ri = f->improving[REPORT_RNN];
    if (ti || ri) {
        memset(&v, 0, sizeof v);
        report_var_fill(&v, "who", ti && ri ? "improving.both"
                                   : ti     ? "improving.tfm"
                                            : "improving.rnn", NULL);
        report_say(t, "main.improving", &v);
    }
}

// One sentence per pair of a paired study: data-size pairs name their share, the time study's
// their mark.
static void say_pairs(const ReportPairedFacts *f, int time, ReportText *t) {
    for (int i = 0; i < f->n; i++) {
        const ReportPairFacts *p = &f->pair[i];
        ReportVars v = {0};
        if (time) report_var_text(&v, "mark", p->mark);
        else report_var(&v, "pct", "%d", p->pct);
        if (p->state[REPORT_RNN] != REPORT_SCORED || p->state[REPORT_TFM] != REPORT_SCORED) {
            const int gone = p->state[REPORT_RNN] != REPORT_SCORED ? REPORT_RNN : REPORT_TFM;
            report_var_fill(&v, "missing", missing_words(p->state[gone]), NULL);
            report_say(t, time ? "pair.missing_mark" : "pair.missing_share", &v);
            continue;
        }
        char pt[64];
        report_p_text(p->collapsed, p->p, pt, sizeof pt);
        report_var(&v, "tfm_bleu", "%.2f", p->bleu[REPORT_TFM]);
        report_var(&v, "rnn_bleu", "%.2f", p->bleu[REPORT_RNN]);
        report_var(&v, "diff", "%+.2f", report_diff2(p->diff));
        report_var(&v, "p", "%s", pt);
        if (time) {
            report_var(&v, "tfm_updates", "%.0f", p->updates[REPORT_TFM]);
            report_var(&v, "rnn_updates", "%.0f", p->updates[REPORT_RNN]);
        }
        report_say(t, time ? "time.pair" : "data.pair", &v);
    }
}

// {budget}: the budget as a phrase.
static void var_budget(ReportVars *v, const ReportBudget *b) {
    ReportVars w = {0};
    const char *name = "budget.updates";
    if (b->kind == REPORT_BUDGET_FLOPS) {
        name = "budget.flops";
        report_var(&w, "flops", "%g", b->flops);
    } else if (b->kind == REPORT_BUDGET_TIME) {
        name = "budget.time";
        report_var_text(&w, "time", b->time);
    } else {
        report_var(&w, "updates", "%d", b->updates);
    }
    report_var_fill(v, "budget", name, &w);
}

// The verdict sentence of a paired study's shape (not NONE): its template for the data-size study (time 0)
// or the time study (time 1; it says only whether the Transformer is ahead at the last mark), with
// the share or mark of the pair it names (the first ahead for OVERTAKES, else the last compared).
static void say_shape(const ReportPairedFacts *pf, int time, ReportText *t) {
    static const char *const name[2][REPORT_SHAPE_COLLAPSED + 1] = {
        [0] = {[REPORT_SHAPE_AHEAD] = "data.ahead", [REPORT_SHAPE_OVERTAKES] = "data.overtakes",
               [REPORT_SHAPE_BEHIND] = "data.behind", [REPORT_SHAPE_LEVEL] = "data.level",
               [REPORT_SHAPE_NOT_AHEAD] = "data.not_ahead", [REPORT_SHAPE_MIXED] = "data.mixed",
               [REPORT_SHAPE_COLLAPSED] = "data.collapsed"},
        [1] = {[REPORT_SHAPE_AHEAD] = "time.ahead", [REPORT_SHAPE_OVERTAKES] = "time.overtakes",
               [REPORT_SHAPE_BEHIND] = "time.not_ahead", [REPORT_SHAPE_LEVEL] = "time.not_ahead",
               [REPORT_SHAPE_NOT_AHEAD] = "time.not_ahead", [REPORT_SHAPE_MIXED] = "time.not_ahead",
               [REPORT_SHAPE_COLLAPSED] = "time.collapsed"},
    };
    if (pf->shape == REPORT_SHAPE_AHEAD || pf->shape == REPORT_SHAPE_COLLAPSED) {
        report_say(t, name[time][pf->shape], NULL);
        return;
    }
    const ReportPairFacts *p =
        &pf->pair[pf->shape == REPORT_SHAPE_OVERTAKES ? pf->from : pf->last_compared];
    ReportVars v = {0};
    if (time) report_var_text(&v, "mark", p->mark);
    else report_var(&v, "pct", "%d", p->pct);
    report_say(t, name[time][pf->shape], &v);
}

static void say_data(const ReportDataFacts *f, ReportText *t) {
    const ReportPairedFacts *pf = &f->pairs;
    say_pairs(pf, 0, t);
    if (pf->shape == REPORT_SHAPE_NONE) return;
    say_shape(pf, 0, t);
    ReportVars v = {0};
    if (f->n_crossings) {
        memset(&v, 0, sizeof v);
        report_var(&v, "pct", "%.0f", f->crossing);
        if (f->n_crossings > 1) report_var(&v, "n", "%d", f->n_crossings);
        report_say(t, f->n_crossings > 1 ? "data.crossings" : "data.crossing", &v);
    }
    static const int order[2] = {REPORT_TFM, REPORT_RNN};
    for (int o = 0; o < 2; o++) {
        const ReportFalls *fl = &f->falls[order[o]];
        if (!fl->n) continue;
        char scores[1024];
        ReportText list;
        report_text_start(&list, scores, sizeof scores);
        for (int i = 0; i < fl->n; i++) {
            ReportVars item = {0};
            report_var(&item, "bleu", "%.2f", fl->bleu[i]);
            report_var(&item, "pct", "%d", fl->pct[i]);
            report_say_after(&list, ", ", "data.falls_item", &item);
        }
        report_text_errors_from(t, &list);
        memset(&v, 0, sizeof v);
        report_var_fill(&v, "who", order[o] == REPORT_TFM ? "arch.tfm" : "arch.rnn", NULL);
        report_var_text(&v, "scores", scores);
        var_budget(&v, &f->budget);
        report_say(t, "data.falls", &v);
    }
}

static void say_time(const ReportTimeFacts *f, ReportText *t) {
    const ReportPairedFacts *pf = &f->pairs;
    say_pairs(pf, 1, t);
    if (pf->shape == REPORT_SHAPE_NONE) return;
    say_shape(pf, 1, t);
    ReportVars v = {0};
    for (int i = 0; i < f->n_dev; i++) {
        const ReportDevPass *d = &f->dev[i];
        memset(&v, 0, sizeof v);
        report_var(&v, "seed", "%d", d->seed);
        if (d->passes) {
            char when[32];
            study_duration_text(round(d->seconds), when, sizeof when);
            report_var(&v, "time", "%s", when);
            report_var(&v, "update", "%.0f", d->update);
            report_say(t, "time.dev_passes", &v);
        } else {
            report_var(&v, "updates", "%.0f", d->last_update);
            report_say(t, "time.dev_never", &v);
        }
    }
}

static void say_ablation(const ReportAblationFacts *f, ReportText *t) {
    for (int i = 0; i < f->n; i++) {
        const ReportAblationRow *w = &f->row[i];
        ReportVars v = {0};
        report_var_text(&v, "label", w->label);
        if (w->state != REPORT_SCORED) {
            report_var_fill(&v, "missing", missing_words(w->state), NULL);
            report_say(t, "ablation.missing", &v);
        } else if (w->baseline) {
            report_var(&v, "bleu", "%.2f", w->bleu.point);
            report_var(&v, "lo", "%.2f", w->bleu.lo);
            report_var(&v, "hi", "%.2f", w->bleu.hi);
            report_say(t, "ablation.baseline", &v);
        } else if (w->compared) {
            char p[64];
            report_p_text(w->collapsed, w->p, p, sizeof p);
            report_var(&v, "bleu", "%.2f", w->bleu.point);
            report_var(&v, "diff", "%+.2f", report_diff2(w->diff));
            report_var(&v, "p", "%s", p);
            report_say(t, "ablation.row", &v);
        }
    }
    ReportVars v = {0};
    if (f->best >= 0) {
        report_var_text(&v, "label", f->row[f->best].label);
        report_say(t, "ablation.best", &v);
        if (!f->n_significant) report_say(t, "ablation.none_significant", NULL);
    }
    if (f->n_significant) {
        memset(&v, 0, sizeof v);
        report_var(&v, "n", "%d", f->n_significant);
        report_say(t, "ablation.significant", &v);
    }
}

int report_summary(const StudyResults *res, int i, char *buf, size_t cap) {
    const Study *sd = &res->plan->studies[i];
    ReportText t;
    report_text_start(&t, buf, cap);
    if (!strcmp(sd->name, "main")) {
        ReportMainFacts f;
        report_main_facts(res, i, &f);
        say_main(&f, &t);
    } else if (!strcmp(sd->name, "data-size")) {
        ReportDataFacts f;
        report_data_facts(res, i, &f);
        say_data(&f, &t);
    } else if (!strcmp(sd->name, "time")) {
        ReportTimeFacts f;
        report_time_facts(res, i, &f);
        say_time(&f, &t);
    } else {
        ReportAblationFacts f;
        report_ablation_facts(res, i, &f);
        say_ablation(&f, &t);
    }
    if (res->plan->opt.quick) report_say(&t, "summary.quick", NULL);
    return t.err ? td_error(t.err, "%s", t.msg) : 0;
}
