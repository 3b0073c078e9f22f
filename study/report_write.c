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
#include "study/report_summary.h"
#include "study/report_text.h"
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

// The p-value of a comparison of runs a and b as the report writes it (report_p_text: study_execute
// tests no pair with a collapsed seed).
static char *pval_text(const StudyRunResult *a, const StudyRunResult *b, double p) {
    char buf[64];
    report_p_text(a->n_collapsed || b->n_collapsed, p, buf, sizeof buf);
    return fmt("%s", buf);
}

// Why run `run` has no result: "pending" when --report-only or --no-train found a seed
// unfinished, else "failed".
static const char *missing_word(const StudyResults *res, int run) {
    return study_run_pending(res, run) ? "pending" : "failed";
}

void report_row_cells(const StudyResults *res, int study, int row, char **c) {
    const Study *sd = &res->plan->studies[study];
    const StudyOutcome *so = &res->studies[study];
    const int j = study_row_run(res, study, row);
    const StudyRunResult *r = &res->runs[j];
    int K = res->plan->opt.n_seeds;
    c[0] = fmt("%s", study_row_label(res, study, row));
    c[1] = r->params >= 0 ? fmt("%lld", r->params) : fmt("n/a");
    if (r->n_ok == 0) {
        for (int i = 2; i < REPORT_N_COLS; i++) c[i] = fmt("%s", missing_word(res, j));
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
        const int jref = study_row_run(res, study, sd->vs[row]);
        const StudyRunResult *ref = &res->runs[jref];
        char *pb = pval_text(r, ref, so->p_bleu[row]), *pc = pval_text(r, ref, so->p_chrf[row]);
        if (ref->n_ok == 0) {
            c[4] = fmt("n/a (reference %s)", missing_word(res, jref));
            c[5] = fmt("n/a (reference %s)", missing_word(res, jref));
        } else {
            c[4] = fmt("%+.2f (%s)", report_diff2(b->point - ref->bleu.point), pb);
            c[5] = fmt("%+.2f (%s)", report_diff2(h->point - ref->chrf.point), pc);
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

// ---------------------------------------------------------------------------------------------
// Writers: each call emits Markdown and HTML together.
// ---------------------------------------------------------------------------------------------

typedef struct Rep {
    FILE *md, *html;
    const char *out;
    int err;        // the first report template that could not be filled (report_text.h)
    char msg[256];  // and its message
} Rep;

// Records status rc (< 0: a template could not be filled; td_last_error says which) when it is
// the first.
static void rep_status(Rep *r, int rc) {
    if (rc >= 0 || r->err) return;
    r->err = rc;
    snprintf(r->msg, sizeof r->msg, "%s", td_last_error());
}

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

// Writes paragraph t, recording its error.
static void rep_text(Rep *r, const ReportText *t) {
    if (t->err) rep_status(r, td_error(t->err, "%s", t->msg));
    rep_p(r, t->buf);
}

// A paragraph or heading of one template filled with v (NULL: none).
static void rep_say(Rep *r, const char *name, const ReportVars *v) {
    char buf[8192];
    ReportText t;
    report_text_start(&t, buf, sizeof buf);
    report_say(&t, name, v);
    rep_text(r, &t);
}

// A paragraph of template `name` filled with v and {list_var}: the items gathered in `list` (its
// error, if any, is the paragraph's).
static void rep_say_list(Rep *r, const char *name, ReportVars *v, const char *list_var,
                         const ReportText *list) {
    report_var_text(v, list_var, list->buf);
    char buf[16384];
    ReportText t;
    report_text_start(&t, buf, sizeof buf);
    report_text_errors_from(&t, list);
    report_say(&t, name, v);
    rep_text(r, &t);
}

static void rep_heading(Rep *r, int level, const char *name, const ReportVars *v) {
    char buf[1024];
    ReportText t;
    report_text_start(&t, buf, sizeof buf);
    report_say(&t, name, v);
    if (t.err) rep_status(r, td_error(t.err, "%s", t.msg));
    rep_h(r, level, buf);
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

static void rep_figs(Rep *r, const StudyResults *res, const char *study, const char *prefix) {
    for (int i = 0; i < res->n_figures; i++) {
        const StudyFigure *f = &res->figures[i];
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
static void write_recipes(Rep *r, const StudyPlan *pl) {
    rep_say(r, "recipes.intro", NULL);
    const char *head[3] = {"Recipe field", "RNN", "Transformer"};
    char *cells[(STUDY_R_COUNT + 1) * 3];
    cells[0] = fmt("recipe");
    for (int a = 0; a < 2; a++)
        cells[1 + a] = fmt("%s%s%s", pl->recipe[a].name, pl->opt.recipe_path[a] ? ": " : "",
                           pl->opt.recipe_path[a] ? pl->opt.recipe_path[a] : "");
    for (int f = 0; f < STUDY_R_COUNT; f++) {
        char **row = cells + (f + 1) * 3;
        row[0] = fmt("%s", study_recipe_key(f));
        for (int a = 0; a < 2; a++)
            row[1 + a] = pl->recipe[a].value[f][0] ? fmt("%s", pl->recipe[a].value[f])
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
static void write_flop_budget(Rep *r, const StudyResults *res) {
    const StudyPlan *pl = res->plan;
    char cpu[256], family[32], model[32], runs[8192];
    ReportVars named = {0}, v = {0};  // the CPU's name, then it in the paragraph
    if (machine_cpuinfo_value("model name", cpu, sizeof cpu)) report_var_text(&named, "cpu", cpu);
    else report_var_fill(&named, "cpu", "flops.cpu_unnamed", NULL);
    if (machine_cpuinfo_value("cpu family", family, sizeof family) &&
        machine_cpuinfo_value("model", model, sizeof model)) {
        report_var_text(&named, "family", family);
        report_var_text(&named, "model", model);
        report_var_fill(&v, "cpu", "flops.cpu_family", &named);
    } else {
        report_var_text(&v, "cpu", named.var[0].value);
    }
    ReportText list;
    report_text_start(&list, runs, sizeof runs);
    for (int i = 0; i < pl->n_runs; i++) {
        const StudyRunResult *run = &res->runs[i];
        if (!(study_run_flops(&pl->opt, &pl->runs[i]) > 0)) continue;
        double fl = 0;
        int k_fl = 0;
        for (int k = 0; k < pl->opt.n_seeds; k++)
            if (run->seeds[k].ok && isfinite(run->seeds[k].train_flops))
                fl += run->seeds[k].train_flops, k_fl++;
        ReportVars item = {0};
        report_var_text(&item, "id", pl->runs[i].id);
        if (run->n_ok) {
            report_var(&item, "flops", "%.4g", k_fl ? fl / k_fl : NAN);
            report_var(&item, "budget", "%.4g", study_run_flops(&pl->opt, &pl->runs[i]));
            report_var(&item, "updates", "%.0f", run->mean[STUDY_M_STEPS]);
            report_var(&item, "seconds", "%.1f", run->mean[STUDY_M_TRAIN_S]);
        }
        report_say_after(&list, "; ", run->n_ok ? "flops.run" : "flops.unfinished", &item);
    }
    rep_say_list(r, "flops.intro", &v, "runs", &list);
}

// --until-converged: the rule, and per run and seed whether it converged or reached the cap.
static void write_convergence(Rep *r, const StudyResults *res) {
    const StudyPlan *pl = res->plan;
    char stops[8192];
    ReportText list;
    report_text_start(&list, stops, sizeof stops);
    for (int i = 0; i < pl->n_runs; i++)
        for (int k = 0; k < pl->opt.n_seeds; k++) {
            const StudySeedResult *s = &res->runs[i].seeds[k];
            if (s->not_chosen) continue;  // its row chose another alternative: not used
            ReportVars item = {0};
            report_var_text(&item, "id", pl->runs[i].id);
            report_var(&item, "seed", "%d", s->seed);
            const char *name = "convergence.unfinished";
            if (s->ok && (s->stopped_early < 0 || s->stop_step < 0)) {
                name = "convergence.unknown";
            } else if (s->ok) {
                name = s->stopped_early ? "convergence.converged" : "convergence.cap";
                report_var(&item, "update", "%ld", s->stop_step);
            }
            report_say_after(&list, "; ", name, &item);
        }
    ReportVars v = {0};
    report_var(&v, "patience", "%d", pl->opt.until_converged);
    rep_say_list(r, "convergence.intro", &v, "stops", &list);
}

static void write_protocol(Rep *r, const StudyResults *res) {
    const StudyPlan *pl = res->plan;
    const StudyOptions *o = &pl->opt;
    ReportVars budget = {0}, v = {0};
    const char *budget_name = "protocol.budget_updates";
    if (o->budget) {
        budget_name = "protocol.budget_time";
        report_var_text(&budget, "budget", o->budget);
    } else if (o->flops > 0) {
        budget_name = "protocol.budget_flops";
        report_var(&budget, "flops", "%g", o->flops);
    } else {
        report_var(&budget, "updates", "%d", o->steps);
    }
    rep_heading(r, 2, "heading.protocol", NULL);
    report_var_text(&v, "train", pl->train_prefix);
    report_var_text(&v, "src", o->src);
    report_var_text(&v, "tgt", o->tgt);
    report_var_text(&v, "dev", pl->dev_prefix);
    report_var_text(&v, "test", pl->test_prefix);
    report_var(&v, "n_test", "%d", pl->n_test);
    report_var_text(&v, "spm", pl->spm_path);
    report_var(&v, "vocab", "%d", pl->vocab);
    report_var_text(&v, "preset", o->config);
    report_var_fill(&v, "budget", budget_name, &budget);
    report_var(&v, "threads", "%d", study_job_threads(o));
    report_var(&v, "seeds", "%d", o->n_seeds);
    report_var(&v, "seed", "%d", o->seed);
    report_var(&v, "beam", "%d", o->beam_size);
    rep_say(r, "protocol.data", &v);
    memset(&v, 0, sizeof v);
    report_var(&v, "resamples", "%d", o->n_boot);
    report_var(&v, "boot_seed", "%llu", (unsigned long long)o->boot_seed);
    if (o->n_seeds > 1) report_var_fill(&v, "seeds_note", "protocol.seeds_note", NULL);
    else report_var_text(&v, "seeds_note", "");
    rep_say(r, "protocol.intervals", &v);
    memset(&v, 0, sizeof v);
    report_var_text(&v, "bleu_sig", res->bleu_sig);
    report_var_text(&v, "chrf_sig", res->chrf_sig);
    rep_say(r, "protocol.measures", &v);
    if (pl->match_note[0]) rep_p(r, pl->match_note);
    if (o->until_converged) write_convergence(r, res);
    if (o->flops > 0) write_flop_budget(r, res);
    write_recipes(r, pl);
    char buf[8192];
    study_machine_text(o->out, buf, sizeof buf);
    rep_p(r, buf);
    if (pl->spm_cmd[0]) {
        rep_say(r, "protocol.spm", NULL);
        rep_code(r, pl->spm_cmd);
    }
}

// Test BLEU / chrF of every seed of every row of study i (when the study has several seeds).
static void write_seeds(Rep *r, const StudyResults *res, int i) {
    const StudyPlan *pl = res->plan;
    const Study *sd = &pl->studies[i];
    int K = pl->opt.n_seeds, nc = 1 + K;
    const char *head[1 + STUDY_MAX_SEEDS];
    char names[STUDY_MAX_SEEDS][32];
    head[0] = "Run (per seed)";
    for (int k = 0; k < K; k++) {
        snprintf(names[k], sizeof names[k], "seed %d: BLEU / chrF", pl->opt.seed + k);
        head[1 + k] = names[k];
    }
    char **cells = calloc((size_t)sd->n * nc, sizeof *cells);
    for (int row = 0; row < sd->n; row++) {
        const StudyRunResult *run = &res->runs[study_row_run(res, i, row)];
        char **c = cells + row * nc;
        c[0] = fmt("%s", study_row_label(res, i, row));
        for (int k = 0; k < K; k++) {
            const StudySeedResult *s = &run->seeds[k];
            c[1 + k] = s->ok           ? fmt("%.2f / %.2f", s->bleu, s->chrf)
                       : s->pending    ? fmt("pending")
                       : s->not_chosen ? fmt("not chosen")
                                       : fmt("failed");
        }
    }
    rep_say(r, "seeds.intro", NULL);
    rep_table(r, nc, head, cells, sd->n);
    for (int j = 0; j < sd->n * nc; j++) free(cells[j]);
    free(cells);
}

// Test BLEU per source-length bucket (the numbers behind the length figure) for study i.
static void write_buckets(Rep *r, const StudyResults *res, int i) {
    static const char *const names[STUDY_N_BUCKETS] = {"1-10", "11-20", "21-30", "31-40", "41+"};
    const StudyPlan *pl = res->plan;
    const Study *sd = &pl->studies[i];
    const char *head[2 + STUDY_MAX_ROWS];
    head[0] = "Source words";
    head[1] = "Sentences";
    for (int row = 0; row < sd->n; row++) head[2 + row] = study_row_label(res, i, row);
    int nc = 2 + sd->n;
    char **cells = calloc((size_t)STUDY_N_BUCKETS * nc, sizeof *cells);
    for (int b = 0; b < STUDY_N_BUCKETS; b++) {
        char **c = cells + b * nc;
        c[0] = fmt("%s", names[b]);
        c[1] = fmt("%d", pl->bucket_n[b]);
        for (int row = 0; row < sd->n; row++) {
            const int j = study_row_run(res, i, row);
            double v = res->runs[j].bucket_bleu[b];
            c[2 + row] = !pl->bucket_n[b] ? fmt("no sentences")
                         : isfinite(v)    ? fmt("%.2f", v)
                                          : fmt("%s", missing_word(res, j));
        }
    }
    rep_say(r, "buckets.intro", NULL);
    rep_table(r, nc, head, cells, STUDY_N_BUCKETS);
    for (int j = 0; j < STUDY_N_BUCKETS * nc; j++) free(cells[j]);
    free(cells);
}

// Placeholder preservation of study i's runs (software-string corpora: a lost "%s" breaks the
// program), written when the test set has placeholders that source and reference share.
static void write_placeholders(Rep *r, const StudyResults *res, int i) {
    const StudyPlan *pl = res->plan;
    const Study *sd = &pl->studies[i];
    int64_t required = 0;
    for (int row = 0; row < sd->n && !required; row++) {
        const StudyRunResult *run = &res->runs[study_row_run(res, i, row)];
        for (int k = 0; k < pl->opt.n_seeds && !required; k++)
            if (run->seeds[k].ok) required = run->seeds[k].ph_beam.required;
    }
    if (!required) return;
    static const char *const head[] = {"Run (placeholders)", "Placeholders kept, beam (%)",
                                       "Placeholders kept, greedy (%)",
                                       "Segments with every placeholder kept, beam"};
    enum { NC = 4 };
    char **cells = calloc((size_t)sd->n * NC, sizeof *cells);
    for (int row = 0; row < sd->n; row++) {
        const int j = study_row_run(res, i, row);
        const StudyRunResult *run = &res->runs[j];
        char **c = cells + row * NC;
        c[0] = fmt("%s", study_row_label(res, i, row));
        const StudySeedResult *first = NULL;
        for (int k = 0; k < pl->opt.n_seeds && !first; k++)
            if (run->seeds[k].ok) first = &run->seeds[k];
        if (!first) {
            for (int col = 1; col < NC; col++) c[col] = fmt("%s", missing_word(res, j));
            continue;
        }
        c[1] = num(run->mean[STUDY_M_PH_BEAM], 2);
        c[2] = num(run->mean[STUDY_M_PH_GREEDY], 2);
        c[3] = fmt("%lld of %lld%s", (long long)first->ph_beam.segments_all_kept,
                   (long long)first->ph_beam.segments, pl->opt.n_seeds > 1 ? " (first seed)" : "");
    }
    ReportVars v = {0};
    report_var(&v, "required", "%lld", (long long)required);
    rep_say(r, "placeholders.intro", &v);
    rep_table(r, NC, head, cells, sd->n);
    for (int k = 0; k < sd->n * NC; k++) free(cells[k]);
    free(cells);
}

const char *const health_columns[HEALTH_N_COLS] = {
    "Run, seed (health)", "Outputs", "Test BLEU, beam", "Dev NLL, lowest (nats/token)",
    "Distinct outputs / distinct sources", "Distinct share", "Repeated bigrams",
    "Repeated bigrams, references", "Length ratio", "Cross-attention entropy",
    "Source information (nats/token)", "Collapsed", "Dev NLL fall, 2nd half of training"};

void report_health_cells(const StudyResults *res, int run, int k, char **c) {
    const StudyRunPlan *rp = &res->plan->runs[run];
    const StudySeedResult *s = &res->runs[run].seeds[k];
    c[0] = fmt("%s, seed %d", rp->label, s->seed);
    c[1] = fmt("runs/%s/seed%d.{beam,soft}.%s", rp->id, s->seed, res->plan->opt.tgt);
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
static void write_health(Rep *r, const StudyResults *res) {
    const StudyPlan *pl = res->plan;
    rep_heading(r, 2, "heading.health", NULL);
    ReportVars v = {0};
    report_var(&v, "min_source", "%.1f", HEALTH_MIN_SOURCE_NATS);
    report_var(&v, "min_distinct", "%.0f", 100 * HEALTH_MIN_DISTINCT_SHARE);
    report_var(&v, "max_entropy", "%.2f", HEALTH_MAX_ATTENTION_ENTROPY);
    report_var_fill(&v, "not_tested", "p.collapsed", NULL);
    rep_say(r, "health.intro", &v);
    const int K = pl->opt.n_seeds;
    char **cells = calloc((size_t)pl->n_runs * K * HEALTH_N_COLS, sizeof *cells);
    TD_ASSERT(cells != NULL);
    int n = 0;  // a seed its row did not choose was not trained: no row
    for (int i = 0; i < pl->n_runs; i++)
        for (int k = 0; k < K; k++)
            if (!res->runs[i].seeds[k].not_chosen)
                report_health_cells(res, i, k, cells + (size_t)n++ * HEALTH_N_COLS);
    rep_table(r, HEALTH_N_COLS, health_columns, cells, n);
    for (int j = 0; j < n * HEALTH_N_COLS; j++) free(cells[j]);
    free(cells);
    // How far from convergence: the seeds whose dev NLL still fell by 1% or more over the second
    // half of their training.
    int known = 0, improving = 0;
    char seeds[1200];
    ReportText list;
    report_text_start(&list, seeds, sizeof seeds);
    for (int i = 0; i < pl->n_runs; i++)
        for (int k = 0; k < K; k++) {
            const StudySeedResult *s = &res->runs[i].seeds[k];
            known += report_seed_fall_known(s);
            if (!report_seed_improving(s)) continue;
            improving++;
            ReportVars item = {0};
            report_var_text(&item, "label", pl->runs[i].label);
            report_var(&item, "seed", "%d", s->seed);
            report_say_after(&list, ", ", "health.seed", &item);
        }
    memset(&v, 0, sizeof v);
    if (!known) {
        rep_say(r, "health.convergence_unknown", NULL);
    } else if (improving) {
        report_var(&v, "improving", "%d", improving);
        report_var(&v, "known", "%d", known);
        report_var_fill(&v, "remedy", pl->opt.until_converged ? "health.remedy_cap"
                                                              : "health.remedy_budget", NULL);
        rep_say_list(r, "health.improving", &v, "seeds", &list);
    } else {
        report_var(&v, "known", "%d", known);
        rep_say(r, "health.none_improving", &v);
    }
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
static void write_crossings(Rep *r, const StudyResults *res) {
    const StudyPlan *pl = res->plan;
    int main_study = -1;
    for (int i = 0; i < pl->n_studies; i++)
        if (!strcmp(pl->studies[i].name, "main")) main_study = i;
    if (main_study < 0 || pl->studies[main_study].n < 2) return;
    const StudyRunResult *a = &res->runs[study_row_run(res, main_study, 0)],
                         *b = &res->runs[study_row_run(res, main_study, 1)];
    const char *label[2] = {study_row_label(res, main_study, 0),
                            study_row_label(res, main_study, 1)};
    static const int cols[2] = {STUDY_MK_FLOPS, STUDY_MK_TRAIN_S};
    static const char *const axis[2] = {"crossings.axis_flops", "crossings.axis_seconds"};
    char axes_text[4096];
    ReportText axes;
    report_text_start(&axes, axes_text, sizeof axes_text);
    for (int ax = 0; ax < 2; ax++) {
        double firsts[STUDY_MAX_SEEDS];
        int n_first = 0, n_seeds = 0;
        char seeds_text[2048];
        ReportText seeds;
        report_text_start(&seeds, seeds_text, sizeof seeds_text);
        for (int k = 0; k < pl->opt.n_seeds; k++) {
            double xa[64], ya[64], xb[64], yb[64], cross[8], lo, hi;
            const int na = curve_points(&a->seeds[k], cols[ax], xa, ya);
            const int nb = curve_points(&b->seeds[k], cols[ax], xb, yb);
            if (na < 1 || nb < 1) continue;
            int first, last;
            const int nc = study_curve_crossings(xb, yb, nb, xa, ya, na, cross, 8, &first, &last,
                                                 &lo, &hi);
            n_seeds++;
            ReportVars v = {0};
            report_var(&v, "seed", "%d", a->seeds[k].seed);
            const char *name = "crossings.seed_no_range";
            if (first || hi > 0) {
                report_var(&v, "lo", "%.3g", lo);
                report_var(&v, "hi", "%.3g", hi);
            }
            if (!first && hi > 0) {
                name = "crossings.seed_equal";
            } else if (first && !nc) {
                name = "crossings.seed_none";
                report_var_text(&v, "leader", first > 0 ? label[1] : label[0]);
            } else if (first) {
                name = nc > 1 ? "crossings.seed_several" : "crossings.seed_one";
                char at[256] = "";
                for (int c = 0; c < nc; c++)
                    cat(at, sizeof at, "%s%.3g", c ? ", " : "", cross[c]);
                report_var_text(&v, "first", first > 0 ? label[1] : label[0]);
                report_var(&v, "at", "%s", at);
                report_var_text(&v, "last", last > 0 ? label[1] : label[0]);
                firsts[n_first++] = cross[0];
            }
            report_say_after(&seeds, ", ", name, &v);
        }
        if (!n_seeds) report_say(&seeds, "crossings.no_seed", NULL);
        report_text_errors_from(&axes, &seeds);
        ReportVars v = {0};
        report_var_fill(&v, "axis", axis[ax], NULL);
        report_var_text(&v, "seeds", seeds_text);
        report_say_after(&axes, "; ", "crossings.axis", &v);
        if (n_first > 1) {
            memset(&v, 0, sizeof v);
            report_var(&v, "n", "%d", n_first);
            report_var(&v, "median", "%.3g", study_percentile(firsts, n_first, 50));
            report_var(&v, "lo", "%.3g", study_percentile(firsts, n_first, 0));
            report_var(&v, "hi", "%.3g", study_percentile(firsts, n_first, 100));
            report_say_after(&axes, "; ", "crossings.median", &v);
        }
    }
    ReportVars v = {0};
    report_var_text(&v, "b", label[1]);
    report_var_text(&v, "a", label[0]);
    rep_say_list(r, "crossings.intro", &v, "axes", &axes);
}

// --until-converged: every run's learning curve at its log-spaced marks (the mean over the seeds
// that reached each mark), and every seed's row in OUT/curves.tsv.
static void write_curves(Rep *r, const StudyResults *res) {
    const StudyPlan *pl = res->plan;
    rep_heading(r, 2, "heading.curves", NULL);
    rep_say(r, "curves.intro", NULL);
    const char *head[8] = {"Run", "Update", "Training FLOPs", "Training s", "Dev NLL",
                           "Test BLEU (greedy)", "Test chrF (greedy)", "Seeds"};
    const int nc = 8, K = pl->opt.n_seeds;
    int cap = 0, nr = 0;
    for (int i = 0; i < pl->n_runs; i++)
        for (int k = 0; k < K; k++) cap += res->runs[i].seeds[k].n_marks;
    char **cells = calloc((size_t)(cap ? cap : 1) * nc, sizeof *cells);
    TD_ASSERT(cells != NULL);
    char path[1100];
    snprintf(path, sizeof path, "%s/curves.tsv", pl->opt.out);
    FILE *f = fopen(path, "w");
    if (f) fprintf(f, "run\tseed\tupdate\ttrain_flops\ttrain_seconds\tdev_nll\t"
                      "test_bleu_greedy\ttest_chrf_greedy\n");
    for (int i = 0; i < pl->n_runs; i++) {
        const StudyRunPlan *rp = &pl->runs[i];
        const StudyRunResult *run = &res->runs[i];
        for (int k = 0; k < K; k++) {
            const StudySeedResult *s = &run->seeds[k];
            for (int j = 0; f && j < s->n_marks; j++) {
                const double *m = s->marks + (size_t)j * STUDY_MK_COLS;
                fprintf(f, "%s\t%d\t%.0f\t%.6g\t%.2f\t%.5f\t%.2f\t%.2f\n", rp->id, s->seed,
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
            c[0] = fmt("%s", rp->label);
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
    if (!f) rep_say(r, "curves.not_written", NULL);
    if (nr) {
        rep_table(r, nc, head, cells, nr);
        rep_figs(r, res, "learning-curves", NULL);
        write_crossings(r, res);
    } else {
        rep_say(r, "curves.none", NULL);
    }
    for (int j = 0; j < nr * nc; j++) free(cells[j]);
    free(cells);
}

static void write_study(Rep *r, const StudyResults *res, int i) {
    const Study *sd = &res->plan->studies[i];
    char buf[4096];
    ReportVars v = {0};
    report_var_text(&v, "title", sd->title);
    rep_heading(r, 2, "heading.study", &v);
    rep_p(r, sd->question);
    rep_status(r, report_summary(res, i, buf, sizeof buf));
    rep_p(r, buf);
    char **cells = calloc((size_t)sd->n * REPORT_N_COLS, sizeof *cells);
    for (int row = 0; row < sd->n; row++)
        report_row_cells(res, i, row, cells + row * REPORT_N_COLS);
    rep_table(r, REPORT_N_COLS, report_columns, cells, sd->n);
    for (int k = 0; k < sd->n * REPORT_N_COLS; k++) free(cells[k]);
    free(cells);
    int compared = -1;  // the first row compared with another: the study's baseline is its vs
    for (int row = 0; row < sd->n && compared < 0; row++)
        if (sd->vs[row] >= 0) compared = row;
    if (compared >= 0 && !strcmp(sd->name, "data-size")) {
        rep_say(r, "study.differences_data", NULL);
    } else if (compared >= 0 && !strcmp(sd->name, "time")) {
        rep_say(r, "study.differences_time", NULL);
    } else if (compared >= 0) {
        memset(&v, 0, sizeof v);
        report_var_text(&v, "baseline", study_row_label(res, i, sd->vs[compared]));
        rep_say(r, "study.differences", &v);
    }
    write_placeholders(r, res, i);
    if (res->plan->opt.n_seeds > 1) write_seeds(r, res, i);
    if (!strcmp(sd->name, "main")) write_buckets(r, res, i);
    rep_figs(r, res, sd->name, NULL);
}

// Sentence `name` of where one step's figures come from: this invocation or an earlier one's
// record, with when they were measured.
static void say_provenance(ReportText *t, const char *name, int reused, double at) {
    char when[64];
    study_utc_text(at, when, sizeof when);
    ReportVars w = {0}, v = {0};
    report_var_text(&w, "when", when);
    report_var_fill(&v, "from", reused ? "commands.reused" : "commands.this_invocation", &w);
    report_say(t, name, &v);
}

static void write_commands(Rep *r, const StudyResults *res) {
    const StudyPlan *pl = res->plan;
    rep_heading(r, 2, "heading.commands", NULL);
    rep_say(r, "commands.whole", NULL);
    rep_code(r, pl->opt.study_command);
    rep_say(r, "commands.each", NULL);
    char not_reached[64];
    rep_status(r, report_fill(not_reached, sizeof not_reached, "commands.not_reached", NULL, 0));
    for (int i = 0; i < pl->n_runs; i++) {
        const StudyRunPlan *run = &pl->runs[i];
        char opts[256];
        study_run_opts_text(run, opts, sizeof opts);
        ReportVars v = {0};
        report_var_text(&v, "id", run->id);
        report_var(&v, "what", "%s%s%s", run->arch ? "transformer" : "rnn", opts[0] ? ", " : "",
                   opts);
        report_var(&v, "pct", "%d", run->data_pct);
        rep_heading(r, 3, "commands.run", &v);
        for (int k = 0; k < pl->opt.n_seeds; k++) {
            const StudySeedResult *s = &res->runs[i].seeds[k];
            char buf[2048];
            ReportText t;
            report_text_start(&t, buf, sizeof buf);
            memset(&v, 0, sizeof v);
            report_var(&v, "seed", "%d", s->seed);
            if (s->ok) {
                report_var(&v, "beam", "%d", pl->opt.beam_size);
                report_var(&v, "bleu", "%.2f", s->bleu);
                report_var(&v, "chrf", "%.2f", s->chrf);
                report_var(&v, "greedy_bleu", "%.2f", s->bleu_greedy);
                report_var(&v, "seconds", "%.1f", s->train_wall_s);
                report_say(&t, "commands.seed", &v);
                say_provenance(&t, "commands.training_from", s->train_reused, s->train_at);
                say_provenance(&t, "commands.greedy_from", s->greedy_reused, s->greedy_at);
                say_provenance(&t, "commands.beam_from", s->beam_reused, s->beam_at);
                if (s->kept) report_say(&t, "commands.kept", NULL);
            } else if (s->not_chosen) {
                report_say(&t, "commands.seed_not_chosen", &v);
                rep_text(r, &t);
                continue;  // nothing ran
            } else {
                report_var_fill(&v, "state", s->pending ? "word.pending" : "word.failed", NULL);
                report_var_text(&v, "error", s->error);
                report_say(&t, "commands.seed_missing", &v);
            }
            rep_text(r, &t);
            char cmd[16384];
            snprintf(cmd, sizeof cmd, "%s\n%s%s\n%s%s", s->train_cmd ? s->train_cmd : "",
                     s->greedy_cmd ? "" : "# ", s->greedy_cmd ? s->greedy_cmd : not_reached,
                     s->beam_cmd ? "" : "# ", s->beam_cmd ? s->beam_cmd : not_reached);
            rep_code(r, cmd);
        }
    }
}

// The bench numbers as a table, with a generated summary of the two ends of the length range.
static void write_bench(Rep *r, const StudyResults *res) {
    static const char *const head[] = {
        "Length", "RNN train tok/s", "Transformer train tok/s", "RNN decode ms/sent",
        "Transformer decode ms/sent", "RNN decode peak RSS (MiB)",
        "Transformer decode peak RSS (MiB)"};
    enum { NC = 7 };
    char **cells = calloc((size_t)res->bench.n * NC, sizeof *cells);
    for (int i = 0; i < res->bench.n; i++) {
        const StudyBenchPoint *a = &res->bench.point[0][i], *b = &res->bench.point[1][i];
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
    ReportText t;
    report_text_start(&t, buf, sizeof buf);
    ReportVars v = {0};
    report_var_text(&v, "preset", res->plan->opt.config);
    report_var(&v, "threads", "%d", res->plan->opt.threads);
    report_say(&t, "bench.method", &v);
    memset(&v, 0, sizeof v);
    if (res->bench.reused) {
        char from[64], to[64];
        study_utc_text(res->bench.from, from, sizeof from);
        study_utc_text(res->bench.to, to, sizeof to);
        ReportVars span = {0};
        report_var_text(&span, "from", from);
        report_var_text(&span, "to", to);
        report_var(&v, "reused", "%d", res->bench.reused);
        report_var(&v, "commands", "%d", res->bench.cmds);
        if (strcmp(from, to)) report_var_fill(&v, "when", "bench.span", &span);
        else report_var_text(&v, "when", from);
        report_say(&t, "bench.reused", &v);
    } else if (res->bench.cmds) {
        report_var(&v, "commands", "%d", res->bench.cmds);
        report_say(&t, "bench.all_now", &v);
    }
    if (res->bench.missing) {
        memset(&v, 0, sizeof v);
        report_var(&v, "missing", "%d", res->bench.missing);
        report_say(&t, "bench.missing", &v);
    }
    rep_text(r, &t);
    report_text_start(&t, buf, sizeof buf);
    const StudyBenchPoint *a0 = &res->bench.point[0][0], *b0 = &res->bench.point[1][0];
    const StudyBenchPoint *a1 = &res->bench.point[0][res->bench.n - 1],
                          *b1 = &res->bench.point[1][res->bench.n - 1];
    if (isfinite(a0->train_tok_s) && isfinite(b0->train_tok_s) && isfinite(a1->train_tok_s) &&
        isfinite(b1->train_tok_s)) {
        memset(&v, 0, sizeof v);
        report_var(&v, "short_ratio", "%.2f", b0->train_tok_s / a0->train_tok_s);
        report_var(&v, "short", "%d", a0->len);
        report_var(&v, "long_ratio", "%.2f", b1->train_tok_s / a1->train_tok_s);
        report_var(&v, "long", "%d", a1->len);
        report_say(&t, "bench.training", &v);
    }
    if (isfinite(a0->dec_ms_per_sent) && isfinite(b0->dec_ms_per_sent) &&
        isfinite(a1->dec_ms_per_sent) && isfinite(b1->dec_ms_per_sent)) {
        memset(&v, 0, sizeof v);
        report_var(&v, "rnn_short", "%.1f", a0->dec_ms_per_sent);
        report_var(&v, "tfm_short", "%.1f", b0->dec_ms_per_sent);
        report_var(&v, "short", "%d", a0->len);
        report_var(&v, "rnn_long", "%.1f", a1->dec_ms_per_sent);
        report_var(&v, "tfm_long", "%.1f", b1->dec_ms_per_sent);
        report_var(&v, "long", "%d", a1->len);
        report_var(&v, "rnn_growth", "%.1f", a1->dec_ms_per_sent / a0->dec_ms_per_sent);
        report_var(&v, "tfm_growth", "%.1f", b1->dec_ms_per_sent / b0->dec_ms_per_sent);
        report_say(&t, "bench.decoding", &v);
    }
    if (buf[0]) rep_text(r, &t);
    rep_table(r, NC, head, cells, res->bench.n);
    for (int i = 0; i < res->bench.n * NC; i++) free(cells[i]);
    free(cells);
}

int report_write(const StudyResults *res) {
    const StudyPlan *pl = res->plan;
    char md_path[1100], html_path[1100];
    snprintf(md_path, sizeof md_path, "%s/report.md", pl->opt.out);
    snprintf(html_path, sizeof html_path, "%s/report.html", pl->opt.out);
    Rep r = {fopen(md_path, "w"), fopen(html_path, "w"), pl->opt.out, 0, ""};
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
    rep_heading(&r, 1, "heading.report", NULL);
    time_t now = time(NULL);
    struct tm tm;
    gmtime_r(&now, &tm);
    char when[64];
    strftime(when, sizeof when, "%Y-%m-%d %H:%M UTC", &tm);
    ReportVars v = {0};
    report_var_text(&v, "when", when);
    report_var(&v, "seconds", "%.0f", study_now() - res->started_at);
    report_var(&v, "runs", "%d", pl->n_runs);
    report_var(&v, "studies", "%d", pl->n_studies);
    rep_say(&r, "report.generated", &v);
    const int n_pending = study_pending_seeds(res);
    if (n_pending) {
        memset(&v, 0, sizeof v);
        report_var_text(&v, "option", study_partial_option(&pl->opt));
        report_var(&v, "pending", "%d", n_pending);
        report_var(&v, "seeds", "%d", study_seeds_used(res));
        rep_say(&r, "report.partial", &v);
    }
    rep_code(&r, pl->opt.command);
    write_protocol(&r, res);
    for (int i = 0; i < pl->n_studies; i++) write_study(&r, res, i);
    write_health(&r, res);
    if (pl->opt.until_converged) write_curves(&r, res);
    int has_global = 0, has_attn = 0;
    for (int i = 0; i < res->n_figures; i++) {
        if (!res->figures[i].study[0]) has_global = 1;
        if (!strcmp(res->figures[i].study, "attention-maps")) has_attn = 1;
    }
    rep_heading(&r, 2, "heading.speed", NULL);
    if (res->bench.n > 0) write_bench(&r, res);
    if (has_global) {
        rep_figs(&r, res, "", NULL);
    } else if (res->bench.missing) {
        rep_say(&r, "bench.none_yet", NULL);
    } else if (res->bench.note[0]) {
        rep_p(&r, res->bench.note);
    } else {
        rep_say(&r, "report.no_bench_figures", NULL);
    }
    rep_heading(&r, 2, "heading.attention", NULL);
    if (has_attn) {
        rep_say(&r, "report.heatmaps", NULL);
        rep_figs(&r, res, "attention-maps", NULL);
    } else {
        rep_say(&r, "report.no_heatmaps", NULL);
    }
    if (res->explorer_json) {
        // Markdown only: the HTML report has the explorer itself in its place.
        char text[512];
        memset(&v, 0, sizeof v);
        report_var(&v, "sentences", "%d", res->explorer_n);
        rep_status(&r, report_fill(text, sizeof text, "report.explorer", v.var, v.n));
        fprintf(r.md, "%s\n\n", text);
        study_explorer_html(r.html, res);
    }
    write_commands(&r, res);
    rep_heading(&r, 2, "heading.notes", NULL);
    const int n_notes = pl->notes ? pl->notes->n : 0;
    if (!n_notes) rep_say(&r, "report.no_notes", NULL);
    for (int i = 0; i < n_notes; i++) rep_p(&r, pl->notes->text[i]);
    fprintf(r.html, "</body></html>\n");
    int bad = ferror(r.md) || ferror(r.html);
    bad |= fclose(r.md) != 0;
    bad |= fclose(r.html) != 0;
    if (bad) return td_error(TD_ERR_IO, "error writing %s or %s", md_path, html_path);
    return r.err ? td_error(r.err, "%s (the report is written without it)", r.msg) : TD_OK;
}
