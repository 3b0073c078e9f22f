// Filling the report's templates (see report_text.h).
#include "study/report_text.h"

#include <ctype.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

// The placeholders the code fills each template of study/report.tmpl with.
const ReportTemplateVars report_template_vars[] = {
    {"word.is_pending", ""},
    {"word.failed", ""},
    {"word.pending", ""},
    {"summary.quick", ""},
    {"signif.yes", ""},
    {"signif.no", ""},
    {"signif.untested", ""},
    {"p.collapsed", ""},
    {"main.missing", "missing"},
    {"main.level", ""},
    {"main.ahead", "diff"},
    {"main.behind", "diff"},
    {"main.compared", "tfm_bleu tfm_lo tfm_hi rnn_bleu rnn_lo rnn_hi verdict p_bleu significance"},
    {"main.collapsed", "tfm_bleu tfm_lo tfm_hi rnn_bleu rnn_lo rnn_hi who"},
    {"collapsed.both", ""},
    {"collapsed.tfm", ""},
    {"collapsed.rnn", ""},
    {"main.chrf", "tfm_chrf rnn_chrf chrf_diff p_chrf"},
    {"main.params", "tfm_params rnn_params"},
    {"main.throughput", "tfm_tok_s rnn_tok_s ratio"},
    {"main.throughput_updates", "tfm_tok_s rnn_tok_s ratio tfm_updates rnn_updates"},
    {"main.updates", "tfm_updates rnn_updates"},
    {"main.decoding", "n_test tfm_greedy rnn_greedy tfm_beam rnn_beam beam"},
    {"main.improving", "who"},
    {"improving.both", ""},
    {"improving.tfm", ""},
    {"improving.rnn", ""},
    {"pair.missing_share", "pct missing"},
    {"pair.missing_mark", "mark missing"},
    {"data.pair", "pct tfm_bleu rnn_bleu diff p"},
    {"data.ahead", ""},
    {"data.overtakes", "pct"},
    {"data.behind", "pct"},
    {"data.level", "pct"},
    {"data.not_ahead", "pct"},
    {"data.collapsed", ""},
    {"data.mixed", "pct"},
    {"data.crossing", "pct"},
    {"data.crossings", "pct n"},
    {"data.falls", "who scores budget"},
    {"data.falls_item", "bleu pct"},
    {"arch.tfm", ""},
    {"arch.rnn", ""},
    {"budget.time", "time"},
    {"budget.updates", "updates"},
    {"budget.flops", "flops"},
    {"time.pair", "mark tfm_bleu rnn_bleu diff p tfm_updates rnn_updates"},
    {"time.ahead", ""},
    {"time.overtakes", "mark"},
    {"time.collapsed", ""},
    {"time.not_ahead", "mark"},
    {"time.dev_passes", "seed time update"},
    {"time.dev_never", "seed updates"},
    {"ablation.missing", "label missing"},
    {"ablation.baseline", "label bleu lo hi"},
    {"ablation.row", "label bleu diff p"},
    {"ablation.best", "label"},
    {"ablation.none_significant", ""},
    {"ablation.significant", "n"},
    {"heading.report", ""},
    {"report.generated", "when seconds runs studies"},
    {"report.partial", "option pending seeds"},
    {"heading.protocol", ""},
    {"protocol.data",
     "train src tgt dev test n_test spm vocab preset budget threads seeds seed beam"},
    {"protocol.budget_time", "budget"},
    {"protocol.budget_flops", "flops"},
    {"protocol.budget_updates", "updates"},
    {"protocol.intervals", "resamples boot_seed seeds_note"},
    {"protocol.seeds_note", ""},
    {"protocol.measures", "bleu_sig chrf_sig"},
    {"protocol.spm", ""},
    {"convergence.intro", "patience stops"},
    {"convergence.unfinished", "id seed"},
    {"convergence.unknown", "id seed"},
    {"convergence.converged", "id seed update"},
    {"convergence.cap", "id seed update"},
    {"flops.intro", "cpu runs"},
    {"flops.cpu_unnamed", ""},
    {"flops.cpu_family", "cpu family model"},
    {"flops.run", "id flops budget updates seconds"},
    {"flops.unfinished", "id"},
    {"recipes.intro", ""},
    {"heading.study", "title"},
    {"study.differences", "baseline"},
    {"study.differences_data", ""},
    {"study.differences_time", ""},
    {"placeholders.intro", "required"},
    {"seeds.intro", ""},
    {"buckets.intro", ""},
    {"heading.health", ""},
    {"health.intro", "min_source min_distinct max_entropy not_tested"},
    {"health.convergence_unknown", ""},
    {"health.improving", "improving known seeds remedy"},
    {"health.seed", "label seed"},
    {"health.remedy_cap", ""},
    {"health.remedy_budget", ""},
    {"health.none_improving", "known"},
    {"heading.curves", ""},
    {"curves.intro", ""},
    {"curves.not_written", ""},
    {"curves.none", ""},
    {"crossings.intro", "b a axes"},
    {"crossings.axis", "axis seeds"},
    {"crossings.axis_flops", ""},
    {"crossings.axis_seconds", ""},
    {"crossings.no_seed", ""},
    {"crossings.seed_equal", "seed lo hi"},
    {"crossings.seed_no_range", "seed"},
    {"crossings.seed_none", "seed lo hi leader"},
    {"crossings.seed_one", "seed first at lo hi last"},
    {"crossings.seed_several", "seed first at lo hi last"},
    {"crossings.median", "n median lo hi"},
    {"heading.speed", ""},
    {"bench.method", "preset threads"},
    {"bench.reused", "reused commands when"},
    {"bench.span", "from to"},
    {"bench.all_now", "commands"},
    {"bench.missing", "missing"},
    {"bench.none_yet", ""},
    {"bench.training", "short_ratio short long_ratio long"},
    {"bench.decoding", "rnn_short tfm_short short rnn_long tfm_long long rnn_growth tfm_growth"},
    {"report.no_bench_figures", ""},
    {"heading.attention", ""},
    {"report.heatmaps", ""},
    {"report.no_heatmaps", ""},
    {"report.explorer", "sentences"},
    {"heading.commands", ""},
    {"commands.whole", ""},
    {"commands.each", ""},
    {"commands.run", "id what pct"},
    {"commands.seed", "seed beam bleu chrf greedy_bleu seconds"},
    {"commands.training_from", "from"},
    {"commands.greedy_from", "from"},
    {"commands.beam_from", "from"},
    {"commands.this_invocation", "when"},
    {"commands.reused", "when"},
    {"commands.kept", ""},
    {"commands.seed_missing", "seed state error"},
    {"commands.seed_not_chosen", "seed"},
    {"commands.not_reached", ""},
    {"heading.notes", ""},
    {"report.no_notes", ""},
};
const int report_n_template_vars =
    (int)(sizeof report_template_vars / sizeof *report_template_vars);

// A template of a template file: its name and the span of its text (header line excluded).
typedef struct Template {
    const char *name;
    size_t name_len;
    const char *text, *end;
} Template;

static int is_name_char(int c) {
    return isalnum(c) || c == '.' || c == '_';
}

static int is_placeholder_char(int c) {
    return (c >= 'a' && c <= 'z') || isdigit(c) || c == '_';
}

// The line at p: its end (the '\n' or the NUL).
static const char *line_end(const char *p) {
    const char *e = strchr(p, '\n');
    return e ? e : p + strlen(p);
}

// The start of the line after the one at p (the NUL at the end).
static const char *next_line(const char *p) {
    const char *e = line_end(p);
    return *e ? e + 1 : e;
}

static int is_header(const char *line) {
    return !strncmp(line, "## ", 3);
}

// The next template of a file from *pos on (the first line at or after *pos that is a header);
// 1 when one was found (*pos moves past it), 0 at the end. t->name_len 0: a header without a
// well-formed name.
static int next_template(const char **pos, Template *t) {
    const char *p = *pos;
    while (*p && !is_header(p)) p = next_line(p);
    if (!*p) return 0;
    const char *eol = line_end(p);
    t->name = p + 3;
    t->name_len = 0;
    while (t->name + t->name_len < eol && is_name_char(t->name[t->name_len])) t->name_len++;
    const char *after = t->name + t->name_len;
    while (after < eol && isspace((unsigned char)*after)) after++;
    if (after != eol) t->name_len = 0;
    t->text = next_line(p);
    const char *q = t->text;
    while (*q && !is_header(q)) q = next_line(q);
    t->end = q;
    *pos = q;
    return 1;
}

static int find_template(const char *source, const char *name, Template *t) {
    const char *pos = source;
    while (next_template(&pos, t))
        if (t->name_len == strlen(name) && !strncmp(t->name, name, t->name_len)) return 1;
    return 0;
}

// The output of a fill: buf[0, cap), n bytes so far; full once something did not fit.
typedef struct Out {
    char *buf;
    size_t cap, n;
    int full;
} Out;

static void out_put(Out *o, const char *s, size_t len) {
    if (o->full || o->n + len >= o->cap) {
        o->full = 1;
        return;
    }
    memcpy(o->buf + o->n, s, len);
    o->n += len;
}

// Walks template t's text: each line trimmed, blank and comment lines left out, lines joined by
// one space, {{ and }} as braces. With `out`, writes it and each placeholder's value from vars
// (a placeholder without one: TD_ERR_ARG); without, only checks it, calling seen(ctx, name, len)
// for each placeholder (a nonzero return is returned). Returns 0 or the error, with its message.
static int walk(const Template *t, Out *out, const ReportVar *vars, int n_vars,
                int (*seen)(void *ctx, const Template *t, const char *name, size_t len),
                void *ctx) {
    int first = 1;
    for (const char *line = t->text; line < t->end;) {
        const char *eol = line_end(line), *next = next_line(line);
        const char *a = line, *b = eol;
        while (a < b && isspace((unsigned char)*a)) a++;
        while (b > a && isspace((unsigned char)b[-1])) b--;
        if (a == b || *a == '#') {
            line = next;
            continue;
        }
        if (!first && out) out_put(out, " ", 1);
        first = 0;
        for (const char *p = a; p < b;) {
            if ((*p == '{' || *p == '}') && p + 1 < b && p[1] == *p) {
                if (out) out_put(out, p, 1);
                p += 2;
                continue;
            }
            if (*p == '}')
                return td_error(TD_ERR_FORMAT, "report template %.*s: a lone '}' (write }} for "
                                "a brace)", (int)t->name_len, t->name);
            if (*p != '{') {
                const char *q = p;
                while (q < b && *q != '{' && *q != '}') q++;
                if (out) out_put(out, p, (size_t)(q - p));
                p = q;
                continue;
            }
            const char *name = p + 1, *q = name;
            while (q < b && is_placeholder_char((unsigned char)*q)) q++;
            if (q == name || q >= b || *q != '}')
                return td_error(TD_ERR_FORMAT, "report template %.*s: a malformed placeholder at "
                                "'%.*s' (write {{ for a brace)", (int)t->name_len, t->name,
                                (int)(b - p < 24 ? b - p : 24), p);
            const size_t len = (size_t)(q - name);
            if (seen) {
                const int rc = seen(ctx, t, name, len);
                if (rc) return rc;
            }
            if (out) {
                int i = 0;
                while (i < n_vars && (strlen(vars[i].name) != len ||
                                      strncmp(vars[i].name, name, len)))
                    i++;
                if (i == n_vars)
                    return td_error(TD_ERR_ARG, "report template %.*s: no value for placeholder "
                                    "{%.*s}", (int)t->name_len, t->name, (int)len, name);
                out_put(out, vars[i].value, strlen(vars[i].value));
            }
            p = q + 1;
        }
        line = next;
    }
    return 0;
}

int report_fill_from(const char *source, char *buf, size_t cap, const char *name,
                     const ReportVar *vars, int n_vars) {
    if (cap) buf[0] = 0;
    Template t;
    if (!find_template(source, name, &t))
        return td_error(TD_ERR_ARG, "no report template named %s", name);
    Out o = {buf, cap, 0, cap == 0};
    const int rc = walk(&t, &o, vars, n_vars, NULL, NULL);
    if (rc) {
        if (cap) buf[0] = 0;
        return rc;
    }
    if (o.full) {
        if (cap) buf[0] = 0;
        return td_error(TD_ERR_ARG, "report template %s: the text does not fit in %zu bytes",
                        name, cap);
    }
    buf[o.n] = 0;
    return (int)o.n;
}

static const ReportTemplateVars *declared(const char *name, size_t len) {
    for (int i = 0; i < report_n_template_vars; i++)
        if (strlen(report_template_vars[i].name) == len &&
            !strncmp(report_template_vars[i].name, name, len))
            return &report_template_vars[i];
    return NULL;
}

// Whether the space-separated list `list` has the word name[0, len).
static int list_has(const char *list, const char *name, size_t len) {
    for (const char *p = list; *p;) {
        while (*p == ' ') p++;
        const char *e = p;
        while (*e && *e != ' ') e++;
        if ((size_t)(e - p) == len && !strncmp(p, name, len)) return 1;
        p = e;
    }
    return 0;
}

static int list_count(const char *list) {
    int n = 0;
    for (const char *p = list; *p;) {
        while (*p == ' ') p++;
        if (!*p) break;
        n++;
        while (*p && *p != ' ') p++;
    }
    return n;
}

int report_fill(char *buf, size_t cap, const char *name, const ReportVar *vars, int n_vars) {
    if (cap) buf[0] = 0;
    const ReportTemplateVars *d = declared(name, strlen(name));
    if (!d) return td_error(TD_ERR_ARG, "no report template named %s", name);
    for (int i = 0; i < n_vars; i++)
        if (!list_has(d->vars, vars[i].name, strlen(vars[i].name)))
            return td_error(TD_ERR_ARG, "report template %s: {%s} is not one of its declared "
                            "placeholders (%s)", name, vars[i].name, d->vars);
    if (n_vars != list_count(d->vars))
        return td_error(TD_ERR_ARG, "report template %s: %d values for its %d declared "
                        "placeholders (%s)", name, n_vars, list_count(d->vars), d->vars);
    return report_fill_from(report_template_file, buf, cap, name, vars, n_vars);
}

static int check_declared(void *ctx, const Template *t, const char *name, size_t len) {
    const ReportTemplateVars *d = ctx;
    if (list_has(d->vars, name, len)) return 0;
    return td_error(TD_ERR_FORMAT, "report template %.*s: placeholder {%.*s} is not one the "
                    "code fills it with (%s)", (int)t->name_len, t->name, (int)len, name,
                    d->vars);
}

int report_templates_check(const char *source) {
    const char *pos = source;
    Template t;
    int n = 0;
    while (next_template(&pos, &t)) {
        if (!t.name_len)
            return td_error(TD_ERR_FORMAT, "report template %d: a malformed name after '## '",
                            n + 1);
        Template before;
        const char *p = source;
        while (next_template(&p, &before) && before.name != t.name)
            if (before.name_len == t.name_len && !strncmp(before.name, t.name, t.name_len))
                return td_error(TD_ERR_FORMAT, "report template %.*s is named twice",
                                (int)t.name_len, t.name);
        const ReportTemplateVars *d = declared(t.name, t.name_len);
        if (!d)
            return td_error(TD_ERR_FORMAT, "report template %.*s: the code declares no "
                            "placeholders for it (report_template_vars)", (int)t.name_len,
                            t.name);
        TD_TRY(walk(&t, NULL, NULL, 0, check_declared, (void *)d));
        n++;
    }
    for (int i = 0; i < report_n_template_vars; i++)
        if (!find_template(source, report_template_vars[i].name, &t))
            return td_error(TD_ERR_FORMAT, "report template %s is declared in "
                            "report_template_vars but not in the file",
                            report_template_vars[i].name);
    return n;
}

// ---------------------------------------------------------------------------------------------
// Values and paragraphs
// ---------------------------------------------------------------------------------------------

// Marks v failed with the message of its first failure.
static void var_failed(ReportVars *v, const char *name, const char *why) {
    if (!v->failed) snprintf(v->msg, sizeof v->msg, "{%.40s}: %.200s", name, why);
    v->failed = 1;
}

static char *var_slot(ReportVars *v, const char *name) {
    if (v->n >= REPORT_MAX_VARS) {
        var_failed(v, name, "more than " REPORT_MAX_VARS_TEXT " values");
        return NULL;
    }
    v->var[v->n].name = name;
    v->var[v->n].value = v->own[v->n];
    return v->own[v->n++];
}

void report_var(ReportVars *v, const char *name, const char *fmt, ...) {
    char *s = var_slot(v, name);
    if (!s) return;
    va_list ap;
    va_start(ap, fmt);
    const int n = vsnprintf(s, REPORT_VAR_LEN, fmt, ap);
    va_end(ap);
    if (n < 0 || n >= REPORT_VAR_LEN) var_failed(v, name, "the value is too long");
}

void report_var_text(ReportVars *v, const char *name, const char *text) {
    if (v->n >= REPORT_MAX_VARS) {
        var_failed(v, name, "more than " REPORT_MAX_VARS_TEXT " values");
        return;
    }
    v->var[v->n].name = name;
    v->var[v->n++].value = text;
}

void report_var_fill(ReportVars *v, const char *name, const char *tmpl, const ReportVars *tv) {
    char *s = var_slot(v, name);
    if (!s) return;
    if (tv && tv->failed) var_failed(v, name, tv->msg);
    else if (report_fill(s, REPORT_VAR_LEN, tmpl, tv ? tv->var : NULL, tv ? tv->n : 0) < 0)
        var_failed(v, name, td_last_error());
}

void report_text_start(ReportText *t, char *buf, size_t cap) {
    t->buf = buf;
    t->cap = cap;
    t->err = 0;
    t->msg[0] = 0;
    if (cap) buf[0] = 0;
}

void report_text_add(ReportText *t, const char *text) {
    const size_t n = strlen(t->buf);
    if (n + 1 < t->cap) snprintf(t->buf + n, t->cap - n, "%s", text);
}

void report_say_after(ReportText *t, const char *sep, const char *name, const ReportVars *v) {
    char s[16384];
    const int rc = v && v->failed
                       ? td_error(TD_ERR_ARG, "report template %s: %s", name, v->msg)
                       : report_fill(s, sizeof s, name, v ? v->var : NULL, v ? v->n : 0);
    if (t->buf[0]) report_text_add(t, sep);
    if (rc < 0) {
        if (!t->err) {
            t->err = rc;
            snprintf(t->msg, sizeof t->msg, "%s", td_last_error());
        }
        snprintf(s, sizeof s, "[report template error: %s]", td_last_error());
    }
    report_text_add(t, s);
}

void report_text_errors_from(ReportText *t, const ReportText *part) {
    if (t->err || !part->err) return;
    t->err = part->err;
    snprintf(t->msg, sizeof t->msg, "%s", part->msg);
}

void report_say(ReportText *t, const char *name, const ReportVars *v) {
    report_say_after(t, " ", name, v);
}

double report_diff2(double x) { return fabs(x) < 0.005 ? 0.0 : x; }
