// gnuplot figures for bin/compare (see report_plot.h).
#include "study/report_plot.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "models/config.h"
#include "study/proc.h"
#include "util/fs.h"

static const char *const BUCKET_NAMES[STUDY_N_BUCKETS] = {"1-10", "11-20", "21-30", "31-40",
                                                          "41+"};

int report_have_gnuplot(void) {
    return study_executable("gnuplot");
}

// Writes s into a gnuplot single-quoted string literal ('' stands for ').
static void gp_quote(FILE *f, const char *s) {
    fputc('\'', f);
    for (; *s; s++) {
        if (*s == '\'') fputc('\'', f);
        fputc(*s, f);
    }
    fputc('\'', f);
}

static void put_num(FILE *f, double x) {
    if (isfinite(x)) fprintf(f, "%.6g", x);
    else fputs("NaN", f);
}

static FILE *open_fig(const StudyPlan *pl, const char *name, const char *ext, char *path,
                      size_t cap) {
    snprintf(path, cap, "%s/figures/%s.%s", pl->opt.out, name, ext);
    FILE *f = fopen(path, "w");
    if (!f) study_note(pl, "cannot write %s", path);
    return f;
}

static void gp_header(FILE *f, const char *name, int w, int h) {
    fprintf(f, "set terminal pngcairo size %d,%d font 'sans,10'\n", w, h);
    fprintf(f, "set output '%s.png'\n", name);
    fprintf(f, "set datafile separator '\\t'\nset datafile missing 'NaN'\n");
    fprintf(f, "set grid\nset key outside right top\n");
}

// Runs the script figures/NAME.gp from inside figures/ and records the figure.
static int gp_run(StudyResults *res, const char *name, const char *study, const char *caption) {
    const StudyPlan *pl = res->plan;
    char dir[1100], png[1200];
    snprintf(dir, sizeof dir, "%s/figures", pl->opt.out);
    snprintf(png, sizeof png, "%s/%s.png", dir, name);
    if (!report_have_gnuplot()) {
        static int told;
        if (!told++)
            study_note(pl, "gnuplot is not installed, so the figures are missing (their data and "
                         "scripts are in figures/): apt-get install gnuplot-nox, then rerun");
        return TD_ERR_IO;
    }
    StudyArgv a = {0};
    study_argv_add(&a, "sh");
    study_argv_add(&a, "-c");
    study_argv_add(&a, "cd \"$0\" && exec gnuplot \"$1\"");
    study_argv_add(&a, "%s", dir);
    study_argv_add(&a, "%s.gp", name);
    char log[1200];
    snprintf(log, sizeof log, "%s/%s.log", dir, name);
    remove(log);
    StudyProc p;
    int rc = study_run(&a, log, log, &p);
    study_argv_free(&a);
    if (rc < 0 || !file_exists(png)) {
        study_note(pl, "gnuplot failed on figures/%s.gp (see figures/%s.log)", name, name);
        return rc < 0 ? rc : TD_ERR_IO;
    }
    remove(log);
    if (res->n_figures < (int)(sizeof res->figures / sizeof *res->figures)) {
        StudyFigure *fg = &res->figures[res->n_figures++];
        snprintf(fg->path, sizeof fg->path, "figures/%s.png", name);
        snprintf(fg->caption, sizeof fg->caption, "%s", caption);
        snprintf(fg->study, sizeof fg->study, "%s", study);
    }
    return TD_OK;
}

// One panel's plot command: a line per block of NAME.tsv (block b titled titles[b]), column
// xcol against ycol.
static void gp_plot_blocks(FILE *g, const char *name, int blocks, char titles[][128], int xcol,
                           int ycol) {
    fprintf(g, "plot ");
    for (int b = 0; b < blocks; b++) {
        fprintf(g, "%s'%s.tsv' index %d using %d:%d with linespoints title ", b ? ", " : "", name,
                b, xcol, ycol);
        gp_quote(g, titles[b]);
    }
    fprintf(g, "\n");
}

// A curve's title: row `row`'s label in study i, with its seed when the study has several.
static void series_title(const StudyResults *res, int i, int row, int seed, char *buf,
                         size_t cap) {
    const char *label = study_row_label(res, i, row);
    if (res->plan->opt.n_seeds > 1) snprintf(buf, cap, "%.90s (seed %d)", label, seed);
    else snprintf(buf, cap, "%s", label);
}

// Dev BLEU vs wall-clock and vs steps, every run and seed of study i.
static void figure_curves(StudyResults *res, int i) {
    const StudyPlan *pl = res->plan;
    const Study *sd = &pl->studies[i];
    char name[96], path[1200];
    snprintf(name, sizeof name, "curves-%s", sd->name);
    FILE *d = open_fig(pl, name, "tsv", path, sizeof path);
    if (!d) return;
    fprintf(d, "run\tseed\tstep\telapsed_s\tdev_bleu\n");
    int blocks = 0, has_x[2] = {0, 0};  // some finite elapsed time / step
    char titles[STUDY_MAX_ROWS * STUDY_MAX_SEEDS][128];
    for (int row = 0; row < sd->n; row++) {
        const int j = study_row_run(res, i, row);
        const StudyRunPlan *r = &pl->runs[j];
        // A training continued by another row's run is the start of that one's curve (unless
        // that one has no curve yet: pending in a partial report).
        int continued = 0;
        for (int other = 0; other < sd->n; other++) {
            const int o = study_row_run(res, i, other);
            for (int k = 0; pl->runs[o].continues == j && k < pl->opt.n_seeds; k++)
                continued |= res->runs[o].seeds[k].n_curve > 0;
        }
        if (continued) continue;
        for (int k = 0; k < pl->opt.n_seeds; k++) {
            const StudySeedResult *s = &res->runs[j].seeds[k];
            if (s->n_curve < 1) continue;
            if (blocks) fprintf(d, "\n\n");
            for (int v = 0; v < s->n_curve; v++) {
                has_x[0] |= isfinite(s->curve[3 * v + 1]);
                has_x[1] |= isfinite(s->curve[3 * v]);
                fprintf(d, "%s\t%d\t", r->id, s->seed);
                for (int c = 0; c < 3; c++) {
                    put_num(d, s->curve[3 * v + c]);
                    fputc(c < 2 ? '\t' : '\n', d);
                }
            }
            series_title(res, i, row, s->seed, titles[blocks], sizeof titles[0]);
            blocks++;
        }
    }
    fclose(d);
    if (!blocks) {
        study_note(pl, "study %s: no validation rows in any training log, no learning curves",
                   sd->name);
        return;
    }
    FILE *g = open_fig(pl, name, "gp", path, sizeof path);
    if (!g) return;
    gp_header(g, name, 1200, 420);
    fprintf(g, "set key autotitle columnhead\nset yrange [0:*]\nset multiplot layout 1,2\n");
    fprintf(g, "set key inside bottom right\n");
    for (int panel = 0; panel < 2; panel++) {
        fprintf(g, "set xlabel '%s'\nset ylabel 'dev BLEU'\n",
                panel == 0 ? "training time (s, validation excluded)" : "updates (steps)");
        if (!has_x[panel]) {
            fprintf(g, "set label 1 'no data in the training log' at graph 0.5,0.5 center\n"
                       "plot [0:1][0:1] -1 notitle\nunset label 1\n");
            continue;
        }
        gp_plot_blocks(g, name, blocks, titles, panel == 0 ? 4 : 3, 5);
    }
    fprintf(g, "unset multiplot\n");
    fclose(g);
    char cap[512];
    snprintf(cap, sizeof cap, "Learning curves, %s: dev BLEU (greedy) against training "
                              "time (left; the trainer's budget clock, validation excluded) and updates (right).", sd->title);
    gp_run(res, name, sd->name, cap);
}

// --until-converged: test BLEU (greedy) at the marks against training FLOPs and training
// seconds, both on a log scale, every run and seed of the main study ("learning-curves" in the
// report's section of that name).
static void figure_marks(StudyResults *res, int i) {
    const StudyPlan *pl = res->plan;
    const Study *sd = &pl->studies[i];
    const char *name = "curves-marks";
    char path[1200], titles[STUDY_MAX_ROWS * STUDY_MAX_SEEDS][128];
    FILE *d = open_fig(pl, name, "tsv", path, sizeof path);
    if (!d) return;
    fprintf(d, "run\tseed\tupdate\ttrain_flops\ttrain_seconds\ttest_bleu_greedy\n");
    int blocks = 0;
    for (int row = 0; row < sd->n; row++) {
        const int j = study_row_run(res, i, row);
        const StudyRunPlan *r = &pl->runs[j];
        for (int k = 0; k < pl->opt.n_seeds; k++) {
            const StudySeedResult *s = &res->runs[j].seeds[k];
            if (s->n_marks < 1) continue;
            if (blocks) fprintf(d, "\n\n");
            for (int mi = 0; mi < s->n_marks; mi++) {
                const double *m = s->marks + (size_t)mi * STUDY_MK_COLS;
                fprintf(d, "%s\t%d", r->id, s->seed);
                const int cols[4] = {STUDY_MK_STEP, STUDY_MK_FLOPS, STUDY_MK_TRAIN_S, STUDY_MK_BLEU};
                for (int c = 0; c < 4; c++) {
                    fputc('\t', d);
                    put_num(d, m[cols[c]]);
                }
                fputc('\n', d);
            }
            series_title(res, i, row, s->seed, titles[blocks], sizeof titles[0]);
            blocks++;
        }
    }
    fclose(d);
    if (!blocks) return;
    FILE *g = open_fig(pl, name, "gp", path, sizeof path);
    if (!g) return;
    gp_header(g, name, 1200, 420);
    fprintf(g, "set key autotitle columnhead\nset yrange [0:*]\nset logscale x\n"
               "set multiplot layout 1,2\nset key inside bottom right\n");
    for (int panel = 0; panel < 2; panel++) {
        fprintf(g, "set xlabel '%s'\nset ylabel 'test BLEU (greedy)'\n",
                panel == 0 ? "training FLOPs" : "training time (s, validation excluded)");
        gp_plot_blocks(g, name, blocks, titles, panel == 0 ? 4 : 5, 6);
    }
    fprintf(g, "unset multiplot\n");
    fclose(g);
    char cap[512];
    snprintf(cap, sizeof cap, "Learning curves to convergence, %s: test BLEU (greedy) at the "
             "log-spaced marks against training FLOPs (left) and training time (right), both on a "
             "log scale.", sd->title);
    gp_run(res, name, "learning-curves", cap);
}

// Corpus BLEU of each run on the test sentences of each source-length bucket.
static void figure_buckets(StudyResults *res, int i) {
    const StudyPlan *pl = res->plan;
    const Study *sd = &pl->studies[i];
    char name[96], path[1200];
    snprintf(name, sizeof name, "length-%s", sd->name);
    FILE *d = open_fig(pl, name, "tsv", path, sizeof path);
    if (!d) return;
    fprintf(d, "bucket\tsource_words\tsentences");
    for (int row = 0; row < sd->n; row++)
        fprintf(d, "\t%s", pl->runs[study_row_run(res, i, row)].id);
    fprintf(d, "\n");
    int any = 0;
    for (int b = 0; b < STUDY_N_BUCKETS; b++) {
        fprintf(d, "%d\t%s\t%d", b, BUCKET_NAMES[b], pl->bucket_n[b]);
        for (int row = 0; row < sd->n; row++) {
            double v = res->runs[study_row_run(res, i, row)].bucket_bleu[b];
            any |= isfinite(v);
            fputc('\t', d);
            put_num(d, v);
        }
        fputc('\n', d);
    }
    fclose(d);
    if (!any) return;
    FILE *g = open_fig(pl, name, "gp", path, sizeof path);
    if (!g) return;
    gp_header(g, name, 900, 420);
    fprintf(g, "set key autotitle columnhead\nset xlabel 'source length (words)'\n"
               "set ylabel 'test BLEU'\nset xrange [-0.5:%d.5]\nset yrange [0:*]\nplot ",
            STUDY_N_BUCKETS - 1);
    for (int row = 0; row < sd->n; row++) {
        fprintf(g, "%s'%s.tsv' using 1:%d%s with linespoints title ", row ? ", " : "", name,
                4 + row, row ? "" : ":xtic(2)");
        gp_quote(g, study_row_label(res, i, row));
    }
    fprintf(g, "\n");
    fclose(g);
    char cap[512];
    snprintf(cap, sizeof cap, "Test BLEU by source length (buckets of source words; sentences "
                              "per bucket in the TSV), %s.", sd->title);
    gp_run(res, name, sd->name, cap);
}

// The six bench values of a point, in the TSV's column order.
static void bench_values(const StudyBenchPoint *b, double v[6]) {
    v[0] = b->train_tok_s;
    v[1] = b->train_rss_mib;
    v[2] = b->dec_tok_s;
    v[3] = b->dec_sent_s;
    v[4] = b->dec_ms_per_sent;
    v[5] = b->dec_rss_mib;
}

static int column_has_data(const StudyBench *bench, int col) {
    for (int a = 0; a < 2; a++)
        for (int i = 0; i < bench->n; i++) {
            double v[6];
            bench_values(&bench->point[a][i], v);
            if (isfinite(v[col])) return 1;
        }
    return 0;
}

// One two-panel figure of bench metrics vs length (both architectures on each panel); col[p] is
// the metric of panel p in bench_values order.
static void figure_bench(StudyResults *res, const char *name, const char *caption,
                         const int col[2], const char *ylab[2], int logy) {
    static const char *const cols[] = {"train_tok_s", "train_rss_mib", "dec_tok_s", "dec_sent_s",
                                       "dec_ms_per_sent", "dec_rss_mib"};
    const StudyBench *bench = &res->bench;
    char path[1200];
    FILE *d = open_fig(res->plan, name, "tsv", path, sizeof path);
    if (!d) return;
    fprintf(d, "len");
    for (int a = 0; a < 2; a++)
        for (int c = 0; c < 6; c++) fprintf(d, "\t%s_%s", a ? "transformer" : "rnn", cols[c]);
    fputc('\n', d);
    for (int i = 0; i < bench->n; i++) {
        fprintf(d, "%d", bench->point[0][i].len);
        for (int a = 0; a < 2; a++) {
            double v[6];
            bench_values(&bench->point[a][i], v);
            for (int c = 0; c < 6; c++) {
                fputc('\t', d);
                put_num(d, v[c]);
            }
        }
        fputc('\n', d);
    }
    fclose(d);
    FILE *g = open_fig(res->plan, name, "gp", path, sizeof path);
    if (!g) return;
    gp_header(g, name, 1200, 420);
    fprintf(g, "set key autotitle columnhead\nset logscale x 2\nset xlabel 'sequence length "
               "(tokens)'\nset multiplot layout 1,2\nset key inside top right\n");
    if (logy) fprintf(g, "set logscale y\n");
    for (int p = 0; p < 2; p++) {
        fprintf(g, "set ylabel '%s'\n", ylab[p]);
        // TSV columns: 1 len, then 6 per architecture (rnn 2..7, transformer 8..13).
        if (!column_has_data(bench, col[p])) {
            // An empty panel (gnuplot refuses to plot only undefined points).
            fprintf(g, "set label 1 'no data' at graph 0.5,0.5 center\nunset logscale\n"
                       "plot [0:1][0:1] -1 notitle\nunset label 1\nset logscale x 2\n%s",
                    logy ? "set logscale y\n" : "");
            continue;
        }
        fprintf(g, "plot '%s.tsv' using 1:%d with linespoints title 'RNN', '' using 1:%d with "
                   "linespoints title 'Transformer'\n", name, 2 + col[p], 8 + col[p]);
    }
    fprintf(g, "unset multiplot\n");
    fclose(g);
    gp_run(res, name, "", caption);
}

void report_figures(StudyResults *res) {
    const StudyPlan *pl = res->plan;
    for (int i = 0; i < pl->n_studies; i++) {
        figure_curves(res, i);
        figure_buckets(res, i);
        if (pl->opt.until_converged && !strcmp(pl->studies[i].name, "main")) figure_marks(res, i);
    }
    if (res->bench.n > 0) {
        char cap[512];
        snprintf(cap, sizeof cap, "Throughput vs sequence length on synthetic batches (bin/bench, "
                 "%s config, %d threads): training target tokens/s (left) and greedy decoding "
                 "target tokens/s at batch 1 (right).", pl->opt.config, pl->opt.threads);
        const int o1[2] = {0, 2};
        const char *y1[2] = {"training target tokens/s", "decoding target tokens/s"};
        figure_bench(res, "throughput-vs-length", cap, o1, y1, 1);
        snprintf(cap, sizeof cap, "Decoding cost vs length (greedy, batch 1, output length = "
                 "input length): milliseconds per sentence (left) and peak resident memory of "
                 "the decoding process (right).");
        const int o2[2] = {4, 5};
        const char *y2[2] = {"ms per sentence", "peak RSS (MiB)"};
        figure_bench(res, "decode-cost-vs-length", cap, o2, y2, 0);
    }
}

// Writes s as a gnuplot string in double quotes, its enhanced-text special characters escaped.
// A tic label (tic = 1) is also a format string to gnuplot ("%s" would print the tic's value),
// so its '%' is doubled; a title is not.
static void put_label(FILE *g, const char *s, int tic) {
    fputc('"', g);
    for (; *s; s++) {
        if (tic && *s == '%') fputc('%', g);
        if (*s == '"' || *s == '\\') fputc('\\', g);
        if (*s == '@' || *s == '^' || *s == '_' || *s == '{' || *s == '}' || *s == '&')
            fputs("\\\\", g);  // enhanced-text special characters
        fputc(*s, g);
    }
    fputc('"', g);
}

int report_heatmap(StudyResults *res, const char *name, const char *study, const char *caption,
                   const ReportPanel *p, int n, int per_row) {
    char path[1200];
    FILE *d = open_fig(res->plan, name, "tsv", path, sizeof path);
    if (!d) return TD_ERR_IO;
    fprintf(d, "# %d attention matrices (rows = queries, columns = keys), one block per panel\n",
            n);
    for (int i = 0; i < n; i++) {
        if (i) fprintf(d, "\n\n");
        fprintf(d, "# %s\n", p[i].title);
        for (int r = 0; r < p[i].rows; r++)
            for (int c = 0; c < p[i].cols; c++)
                fprintf(d, "%.5f%c", p[i].w[(size_t)r * p[i].cols + c],
                        c + 1 < p[i].cols ? '\t' : '\n');
    }
    fclose(d);
    FILE *g = open_fig(res->plan, name, "gp", path, sizeof path);
    if (!g) return TD_ERR_IO;
    int rows_grid = (n + per_row - 1) / per_row;
    int maxc = 1, maxr = 1;
    for (int i = 0; i < n; i++) {
        if (p[i].cols > maxc) maxc = p[i].cols;
        if (p[i].rows > maxr) maxr = p[i].rows;
    }
    int w = per_row * (160 + 16 * maxc), h = rows_grid * (140 + 16 * maxr);
    fprintf(g, "set terminal pngcairo size %d,%d font 'sans,8'\nset output '%s.png'\n", w, h,
            name);
    fprintf(g, "set datafile separator '\\t'\nunset key\nset palette gray negative\n"
               "set cbrange [0:*]\nset tics scale 0\n");
    fprintf(g, "set multiplot layout %d,%d\n", rows_grid, per_row);
    for (int i = 0; i < n; i++) {
        fprintf(g, "set title ");
        put_label(g, p[i].title, 0);
        fprintf(g, "\nset xrange [-0.5:%d.5]\nset yrange [%d.5:-0.5]\nset xtics rotate by 90 "
                   "right (", p[i].cols - 1, p[i].rows - 1);
        for (int c = 0; c < p[i].cols; c++) {
            if (c) fputc(',', g);
            put_label(g, p[i].col_labels[c], 1);
            fprintf(g, " %d", c);
        }
        fprintf(g, ")\nset ytics (");
        for (int r = 0; r < p[i].rows; r++) {
            if (r) fputc(',', g);
            put_label(g, p[i].row_labels[r], 1);
            fprintf(g, " %d", r);
        }
        fprintf(g, ")\nplot '%s.tsv' index %d matrix with image\n", name, i);
    }
    fprintf(g, "unset multiplot\n");
    fclose(g);
    return gp_run(res, name, study, caption);
}
