// bin/compare --tune: the grid, the successive-halving schedule and selection rule (pure
// functions), and the driver that trains the candidates, chooses the length penalty and writes
// the results (see tune.h).
#include "study/tune.h"

#include <math.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "models/config.h"
#include "score/metrics.h"
#include "study/average.h"
#include "study/progress.h"
#include "study/records.h"
#include "study/text_io.h"
#include "util/fs.h"
#include "util/options.h"
#include "util/progname.h"

// ---- the grid file ------------------------------------------------------------------------------

typedef struct GridParse {
    StudyGrid *g;
    char seen_key[64][80];          // "section/key" of every line so far, and its line
    int seen_line[64], n_seen;
} GridParse;

// Splits a comma-separated list into ax (each value trimmed and checked as a recipe value of
// every architecture in archs[0..n_archs)).
static int parse_axis(StudyTuneAxis *ax, int field, const char *list, const int *archs,
                      int n_archs, int line) {
    char buf[1024];
    snprintf(buf, sizeof buf, "%s", list);
    ax->field = field;
    ax->line = line;
    ax->n = 0;
    for (char *w = buf, *next; w; w = next) {
        next = strchr(w, ',');
        if (next) *next++ = 0;
        while (*w == ' ' || *w == '\t') w++;
        size_t n = strlen(w);
        while (n && (w[n - 1] == ' ' || w[n - 1] == '\t')) w[--n] = 0;
        if (!n) return td_error(TD_ERR_ARG, "%s: an empty value in the list",
                                study_recipe_key(field));
        if (ax->n == STUDY_TUNE_MAX_VALUES)
            return td_error(TD_ERR_ARG, "%s: more than %d values", study_recipe_key(field),
                            STUDY_TUNE_MAX_VALUES);
        for (int a = 0; a < n_archs; a++) {
            StudyRecipe scratch;
            study_recipe_init(&scratch, archs[a]);
            TD_TRY(study_recipe_set(&scratch, study_recipe_key(field), w));
        }
        // The same value twice would train the same candidate twice (as numbers: 1e-3, 0.001).
        char *end_w, *end_v;
        const double x = strtod(w, &end_w);
        for (int i = 0; i < ax->n; i++) {
            const double y = strtod(ax->value[i], &end_v);
            if (!strcmp(ax->value[i], w) || (!*end_w && !*end_v && end_w != w && x == y))
                return td_error(TD_ERR_ARG, "%s: %s and %s are the same value (each value is "
                                "one candidate; list it once)", study_recipe_key(field),
                                ax->value[i], w);
        }
        snprintf(ax->value[ax->n++], sizeof ax->value[0], "%s", w);
    }
    return TD_OK;
}

// An integer grid value; the message names the key as the file writes it.
static int grid_int(const char *key, const char *v, int lo, int hi, int *out) {
    return option_parse_int(key, v, lo, hi, out) < 0 ? study_kv_error(TD_ERR_ARG, key, v) : TD_OK;
}

// A section that lists both warmup and warmup_share would give every candidate the one listed
// last (each replaces the other, set_grid_value): refused, as in a recipe file.
static int warmup_conflict(const StudyTuneAxis *axes, int n, int f) {
    if (f != STUDY_R_WARMUP && f != STUDY_R_WARMUP_SHARE) return TD_OK;
    const int other = f == STUDY_R_WARMUP ? STUDY_R_WARMUP_SHARE : STUDY_R_WARMUP;
    for (int i = 0; i < n; i++)
        if (axes[i].field == other)
            return td_error(TD_ERR_ARG, "%s and %s (line %d) both set the warm-up: keep one",
                            study_recipe_key(f), study_recipe_key(other), axes[i].line);
    return TD_OK;
}

static int grid_line_fn(void *ctx, const char *section, const char *key, const char *value,
                        int line) {
    GridParse *gp = ctx;
    StudyGrid *g = gp->g;
    char id[80], q[STUDY_QUOTE_CAP], qs[STUDY_QUOTE_CAP];
    study_quote(section, qs, sizeof qs);
    if (!key) {  // a section header: known, even when no key follows
        static const char *const known[] = {"rnn", "transformer", "refine", "decode"};
        for (int i = 0; i < 4; i++)
            if (!strcmp(section, known[i])) return TD_OK;
        return td_error(TD_ERR_ARG, "unknown section [%s] (use [rnn], [transformer], [refine], "
                        "[decode])", qs);
    }
    study_quote(key, q, sizeof q);
    snprintf(id, sizeof id, "%s/%s", section, key);
    for (int i = 0; i < gp->n_seen; i++)
        if (!strcmp(gp->seen_key[i], id))
            return td_error(TD_ERR_ARG, "'%s' is set twice in %s%s%s (first on line %d)", q,
                            section[0] ? "[" : "the top", qs, section[0] ? "]" : "",
                            gp->seen_line[i]);
    if (gp->n_seen == 64) return td_error(TD_ERR_ARG, "more than 64 keys");
    snprintf(gp->seen_key[gp->n_seen], sizeof gp->seen_key[0], "%s", id);
    gp->seen_line[gp->n_seen++] = line;
    if (!section[0]) {
        if (!strcmp(key, "eta")) return grid_int(key, value, 2, 16, &g->eta);
        if (!strcmp(key, "rungs")) return grid_int(key, value, 1, STUDY_TUNE_MAX_RUNGS, &g->rungs);
        if (!strcmp(key, "updates"))
            return option_parse_long(key, value, 1, 1L << 30, &g->updates) < 0
                       ? study_kv_error(TD_ERR_ARG, key, value)
                       : TD_OK;
        return td_error(TD_ERR_ARG, "unknown key '%s' before the first section (use eta, rungs, "
                        "updates)", q);
    }
    const int is_rnn = !strcmp(section, "rnn"), is_tfm = !strcmp(section, "transformer");
    if (is_rnn || is_tfm) {
        const int arch = is_tfm ? ARCH_TRANSFORMER : ARCH_RNN;
        const int f = study_recipe_field(key);
        if (!strcmp(key, "arch"))
            return td_error(TD_ERR_ARG, "'arch' is not a grid key: a section's architecture is "
                            "its header ([rnn] or [transformer])");
        if (f < 0) {
            StudyRecipe scratch;
            study_recipe_init(&scratch, arch);
            return study_recipe_set(&scratch, key, value);  // the message lists the keys
        }
        if (g->n_axes[arch] == STUDY_TUNE_MAX_AXES)
            return td_error(TD_ERR_ARG, "more than %d keys in [%s]", STUDY_TUNE_MAX_AXES, section);
        TD_TRY(warmup_conflict(g->axes[arch], g->n_axes[arch], f));
        return parse_axis(&g->axes[arch][g->n_axes[arch]++], f, value, &arch, 1, line);
    }
    if (!strcmp(section, "refine")) {
        if (!strcmp(key, "best")) return grid_int(key, value, 1, STUDY_TUNE_MAX_CANDIDATES,
                                                  &g->refine_best);
        const int f = study_recipe_field(key);
        if (f < 0)
            return td_error(TD_ERR_ARG, "unknown key '%s' in [refine] (use best, or a recipe "
                            "key such as dropout)", q);
        if (g->n_refine == STUDY_TUNE_MAX_AXES)
            return td_error(TD_ERR_ARG, "more than %d keys in [refine]", STUDY_TUNE_MAX_AXES);
        TD_TRY(warmup_conflict(g->refine, g->n_refine, f));
        const int both[2] = {ARCH_RNN, ARCH_TRANSFORMER};
        return parse_axis(&g->refine[g->n_refine++], f, value, both, 2, line);
    }
    if (!strcmp(section, "decode")) {
        if (!strcmp(key, "dev_lines")) return grid_int(key, value, 0, 1 << 30, &g->dev_lines);
        if (strcmp(key, "length_penalty"))
            return td_error(TD_ERR_ARG, "unknown key '%s' in [decode] (use length_penalty, "
                            "dev_lines)", q);
        StudyTuneAxis ax;
        const int both[2] = {ARCH_RNN, ARCH_TRANSFORMER};
        TD_TRY(parse_axis(&ax, STUDY_R_LENGTH_PENALTY, value, both, 2, line));
        for (int i = 0; i < ax.n; i++) snprintf(g->lp[i], sizeof g->lp[i], "%s", ax.value[i]);
        g->n_lp = ax.n;
        return TD_OK;
    }
    TD_ASSERT(!"every section's header was checked before its keys");
    return TD_ERR_INTERNAL;
}

int study_grid_candidates(const StudyGrid *g, int arch) {
    int n = 1;
    for (int i = 0; i < g->n_axes[arch]; i++) n *= g->axes[arch][i].n;
    return n;
}

// Candidates of the second stage (both architectures alike).
static int refine_candidates(const StudyGrid *g) {
    if (!g->refine_best || !g->n_refine) return 0;
    int n = g->refine_best;
    for (int i = 0; i < g->n_refine; i++) n *= g->refine[i].n;
    return n;
}

// study_grid_parse of text[0..len).
static int grid_parse_n(StudyGrid *g, const char *text, size_t len, const char *path) {
    memset(g, 0, sizeof *g);
    g->eta = 2;
    g->rungs = 3;
    static GridParse gp;  // 5 KB of keys: off the stack; bin/compare parses one grid at a time
    memset(&gp, 0, sizeof gp);
    gp.g = g;
    TD_TRY(study_kv_parse(text, len, path, grid_line_fn, &gp));
    const int nr = study_grid_candidates(g, ARCH_RNN),
              nt = study_grid_candidates(g, ARCH_TRANSFORMER);
    if (nr != nt)
        return td_error(TD_ERR_FORMAT, "%s: [rnn] makes %d candidates and [transformer] %d: "
                        "equal effort needs the same number for both", path, nr, nt);
    if (nr + refine_candidates(g) > STUDY_TUNE_MAX_CANDIDATES)
        return td_error(TD_ERR_FORMAT, "%s: %d candidates per architecture, at most %d", path,
                        nr + refine_candidates(g), STUDY_TUNE_MAX_CANDIDATES);
    if (g->refine_best > nr)
        return td_error(TD_ERR_FORMAT, "%s: [refine] best = %d, but the first stage has %d "
                        "candidates", path, g->refine_best, nr);
    return TD_OK;
}

int study_grid_parse(StudyGrid *g, const char *text, const char *path) {
    return grid_parse_n(g, text, strlen(text), path);
}

int study_grid_load(StudyGrid *g, const char *path) {
    char *text;
    size_t len;
    TD_TRY(file_read_all(path, (void **)&text, &len));
    int rc = grid_parse_n(g, text, len, path);
    free(text);
    return rc;
}

// The value of axis a in the i-th combination of axes[0..n_axes) (the first axis varying
// slowest).
static const char *combo_value(const StudyTuneAxis *axes, int n_axes, int i, int a) {
    int stride = 1;
    for (int k = a + 1; k < n_axes; k++) stride *= axes[k].n;
    return axes[a].value[(i / stride) % axes[a].n];
}

// Checks every combination of axes[0..n) applied to base (study_recipe_decay_check); the
// message names the grid line of the last weight_decay axis (else of the optimizer axis) and the
// candidate's values.
static int check_combos(const StudyRecipe *base, const StudyTuneAxis *axes, int n,
                        const char *path) {
    int combos = 1, line = 0;
    for (int a = 0; a < n; a++) combos *= axes[a].n;
    for (int a = 0; a < n; a++)
        if (axes[a].field == STUDY_R_WEIGHT_DECAY) line = axes[a].line;
    for (int a = 0; a < n && !line; a++)
        if (axes[a].field == STUDY_R_OPTIMIZER) line = axes[a].line;
    char where[1100];
    if (line) snprintf(where, sizeof where, "%s:%d", path, line);
    else snprintf(where, sizeof where, "%s", path);
    for (int i = 0; i < combos; i++) {
        StudyRecipe r = *base;
        char label[400] = "";
        for (int a = 0; a < n; a++) {
            const char *v = combo_value(axes, n, i, a);
            TD_TRY(study_recipe_set(&r, study_recipe_key(axes[a].field), v));
            size_t o = strlen(label);
            snprintf(label + o, sizeof label - o, "%s%s=%s", o ? " " : "",
                     study_recipe_key(axes[a].field), v);
        }
        if (study_recipe_decay_check(&r) < 0)
            return td_error_context(TD_ERR_FORMAT, "%s: the %s candidate %s (on %s)", where,
                                    arch_name((ModelArch)r.arch),
                                    label[0] ? label : "(the base recipe)", base->name);
    }
    return TD_OK;
}

int study_grid_check(const StudyGrid *g, const StudyRecipe *base, const char *train_args,
                     const char *path) {
    for (int arch = 0; arch < 2; arch++) {
        StudyTuneAxis all[2 * STUDY_TUNE_MAX_AXES];
        const int n1 = g->n_axes[arch], n2 = g->refine_best ? g->n_refine : 0;
        memcpy(all, g->axes[arch], (size_t)n1 * sizeof *all);
        memcpy(all + n1, g->refine, (size_t)n2 * sizeof *all);
        TD_TRY(check_combos(&base[arch], all, n1, path));
        if (n2) TD_TRY(check_combos(&base[arch], all, n1 + n2, path));
        // --train-args must not set a key the grid varies (every candidate would train with it).
        StudyArgv words = {0};
        study_argv_add_words(&words, train_args);
        int rc = TD_OK;
        for (int w = 0; w < words.n && rc == TD_OK; w++)
            for (int i = 0; i < n1 + n2 && rc == TD_OK; i++)
                if (study_train_word_sets(words.v[w], study_recipe_option(all[i].field)))
                    rc = td_error(TD_ERR_ARG, "%s:%d: --train-args sets %s, which the grid varies "
                                  "(%s): keep it in the grid", path, all[i].line, words.v[w],
                                  study_recipe_key(all[i].field));
        study_argv_free(&words);
        TD_TRY(rc);
    }
    return TD_OK;
}

// ---- the schedule and the rules -----------------------------------------------------------------

long study_tune_updates(const StudyOptions *o, const StudyGrid *g) {
    return o->steps > 0 && !o->budget ? o->steps : g->updates;
}

int study_tune_schedule_check(const StudyOptions *o, const StudyGrid *g) {
    const long updates = study_tune_updates(o, g);
    if (updates <= 0) return TD_OK;  // study_tune_main says that no budget is given
    StudyRung sched[STUDY_TUNE_MAX_RUNGS];
    TD_TRY(study_halving_schedule(study_grid_candidates(g, ARCH_RNN), g->eta, g->rungs, updates,
                                  sched));
    const int n2 = refine_candidates(g);
    return n2 ? study_halving_schedule(n2, g->eta, g->rungs, updates, sched) : TD_OK;
}

int study_halving_schedule(int n, int eta, int rungs, long updates, StudyRung *out) {
    if (n < 1 || eta < 2 || rungs < 1 || rungs > STUDY_TUNE_MAX_RUNGS)
        return td_error(TD_ERR_ARG, "successive halving needs candidates >= 1, eta >= 2 and 1 "
                        "to %d rungs (got %d, %d, %d)", STUDY_TUNE_MAX_RUNGS, n, eta, rungs);
    long div = 1, keep = 1;
    for (int k = 1; k < rungs; k++) div *= eta;
    if (updates / div < 1)
        return td_error(TD_ERR_ARG, "%ld updates over %d rungs with eta %d leave the first rung "
                        "less than one update (%ld / %ld)", updates, rungs, eta, updates, div);
    for (int k = 0; k < rungs; k++) {
        out[k].candidates = (int)((n + keep - 1) / keep);
        out[k].updates = updates / div;
        keep *= eta;
        div /= eta;
    }
    return TD_OK;
}

// 1 if candidate a ranks above candidate b (the selection rule of tune.h).
static int ranks_above(const int *reached, const double *nll, int a, int b) {
    if (reached[a] != reached[b]) return reached[a] > reached[b];
    const int fa = isfinite(nll[a]), fb = isfinite(nll[b]);
    if (fa != fb) return fa;
    if (fa && nll[a] != nll[b]) return nll[a] < nll[b];
    return a < b;
}

void study_tune_order(const int *reached, const double *nll, int n, int *order) {
    for (int i = 0; i < n; i++) order[i] = i;
    for (int i = 1; i < n; i++)  // insertion sort: stable, and n is small
        for (int j = i; j > 0 && ranks_above(reached, nll, order[j], order[j - 1]); j--) {
            int t = order[j];
            order[j] = order[j - 1];
            order[j - 1] = t;
        }
}

int study_tune_pick(const double *bleu, int n) {
    int best = -1;
    for (int i = 0; i < n; i++)
        if (isfinite(bleu[i]) && (best < 0 || bleu[i] > bleu[best])) best = i;
    return best;
}

// ---- candidates ---------------------------------------------------------------------------------

typedef struct Cand {
    StudyRecipe rc;
    char label[200];                // the grid's values: "norm=pre lr=1e-3"
    int stage;                      // 1 or 2
    int shares;                     // the candidate whose training (directory) it is: itself,
                                    // or an earlier one with the same recipe
    char dir[1024];
    int reached;                    // last rung trained (-1: none)
    int pruned_at;                  // the rung after which it stopped (-1: it was not pruned)
    double nll[STUDY_TUNE_MAX_RUNGS];
    double wall_s;                  // wall-clock of its trainings in this invocation or reused
    int training;                   // the rung a worker is training it to now, or -1
    unsigned rungs_done;            // bit k: rung k's record was written or reused by this
                                    // invocation (with this invocation's tokenizer)
    char error[300];
} Cand;

typedef struct Tune {
    const StudyPlan *plan;
    const StudyGrid *g;
    int arch;
    long updates;                   // the last rung's updates
    StudyRung sched[2][STUDY_TUNE_MAX_RUNGS];  // [stage - 1]
    Cand cand[STUDY_TUNE_MAX_CANDIDATES];
    int n;
    int winner;
    double lp_bleu[STUDY_TUNE_MAX_LP];
    int lp_pick;
    int ranked[2];                  // [stage - 1]: the last rung ranked (pruned after), or -1
} Tune;

// Sets a grid value on a recipe; a warm-up in one form replaces the other's, and a model option
// equal to the preset's value stays unset when the base leaves it unset (the same training,
// shared with the candidate that leaves it unset; the model keeps such values as float).
static int set_grid_value(const StudyPlan *pl, StudyRecipe *rc, const StudyRecipe *base, int f,
                          const char *v) {
    if (!base->value[f][0] && (f == STUDY_R_DROPOUT || f == STUDY_R_NORM)) {
        char preset[32];
        if (study_preset_value(pl->opt.config, rc->arch, study_recipe_option(f), preset,
                               sizeof preset) == TD_OK &&
            (f == STUDY_R_NORM ? !strcmp(preset, v)
                             : (float)strtod(preset, NULL) == (float)strtod(v, NULL))) {
            rc->value[f][0] = 0;
            return TD_OK;
        }
        td_clear_error();
    }
    TD_TRY(study_recipe_set(rc, study_recipe_key(f), v));
    if (f == STUDY_R_WARMUP_SHARE) rc->value[STUDY_R_WARMUP][0] = 0;
    if (f == STUDY_R_WARMUP) rc->value[STUDY_R_WARMUP_SHARE][0] = 0;
    return TD_OK;
}

// Adds candidate `base` with the i-th combination of axes[0..n_axes) (the first axis varying
// slowest); its directory is the first candidate's with the same recipe, else OUT/tune/ARCH/cNN.
static int add_candidate(Tune *t, const StudyRecipe *base, const char *base_label,
                         const StudyTuneAxis *axes, int n_axes, int i, int stage) {
    TD_ASSERT(t->n < STUDY_TUNE_MAX_CANDIDATES);
    Cand *c = &t->cand[t->n];
    memset(c, 0, sizeof *c);
    c->rc = *base;
    c->stage = stage;
    c->reached = c->pruned_at = c->training = -1;
    for (int k = 0; k < STUDY_TUNE_MAX_RUNGS; k++) c->nll[k] = NAN;
    snprintf(c->label, sizeof c->label, "%s", base_label);
    for (int a = 0; a < n_axes; a++) {
        const char *v = combo_value(axes, n_axes, i, a);
        TD_TRY(set_grid_value(t->plan, &c->rc, base, axes[a].field, v));
        size_t o = strlen(c->label);
        snprintf(c->label + o, sizeof c->label - o, "%s%s=%s", o ? " " : "",
                 study_recipe_key(axes[a].field), v);
    }
    snprintf(c->rc.name, sizeof c->rc.name, "%s-tune-c%02d", arch_name((ModelArch)t->arch),
             t->n + 1);
    if (!c->label[0]) snprintf(c->label, sizeof c->label, "(the base recipe)");
    char me[2048], other[2048];
    if (study_recipe_text(&c->rc, me, sizeof me) < 0) return TD_ERR_ARG;
    c->shares = t->n;
    for (int j = 0; j < t->n && c->shares == t->n; j++)
        if (study_recipe_text(&t->cand[j].rc, other, sizeof other) >= 0 && !strcmp(me, other))
            c->shares = t->cand[j].shares;
    if (c->shares != t->n) memcpy(c->dir, t->cand[c->shares].dir, sizeof c->dir);
    else TD_TRY(path_fmt(c->dir, sizeof c->dir, "%s/tune/%s/c%02d", t->plan->opt.out,
                         arch_name((ModelArch)t->arch), t->n + 1));
    t->n++;
    return TD_OK;
}

// The dev NLL bin/train logged at update `step` in dir/train.log.tsv (its last validation
// there), or NAN.
static double logged_nll(const char *dir, long step) {
    char path[1200];
    StudyTsv tsv;
    if (path_fmt(path, sizeof path, "%s/train.log.tsv", dir) < 0 ||
        study_tsv_read(path, &tsv) < 0) {
        td_clear_error();
        return NAN;
    }
    const int cs = study_tsv_col(&tsv, "step"), cl = study_tsv_col(&tsv, "dev_loss");
    double v = NAN;
    for (int i = 0; cs >= 0 && cl >= 0 && i < tsv.n_rows; i++) {
        const double *row = tsv.cells + (size_t)i * tsv.n_cols;
        if (row[cs] == (double)step && isfinite(row[cl])) v = row[cl];
    }
    study_tsv_free(&tsv);
    return v;
}

// Trains candidate c to rung k (rung 0 from the start, later rungs by bin/train --resume of its
// directory), or reuses the record DIR.rungK.done of an earlier invocation (or of a candidate
// sharing the directory) that names the same rung-0 command and rung updates; sets c->nll[k].
static int train_rung(Tune *t, Cand *c, int k) {
    const StudyPlan *pl = t->plan;
    const StudyRung *sched = t->sched[c->stage - 1];
    StudyArgv first = {0}, resume = {0};
    int rc = study_tune_train_argv(pl, t->arch, &c->rc, c->dir, sched[0].updates, t->updates,
                                   &first);
    char *first_line = study_argv_shell(&first);
    size_t cap = strlen(first_line) + 64 + 24 * STUDY_TUNE_MAX_RUNGS;
    char *identity = malloc(cap), rec[1200], log[1200], done[1200], started[1200];
    TD_ASSERT(identity != NULL);
    size_t o = (size_t)snprintf(identity, cap, "rung0_cmd=%s\nrung_updates=", first_line);
    for (int j = 0; j <= k; j++)
        o += (size_t)snprintf(identity + o, cap - o, "%s%ld", j ? "," : "", sched[j].updates);
    snprintf(identity + o, cap - o, "\n");
    if (rc == TD_OK) rc = path_fmt(rec, sizeof rec, "%s.rung%d.done", c->dir, k);
    if (rc == TD_OK) rc = study_train_paths(c->dir, log, done, started, sizeof log);
    char *text = NULL;
    // A rung's record stands for its training (the directory holds the checkpoints later rungs
    // continue); rung 0 resumes its own interrupted training, later rungs continue the
    // candidate's directory.
    // A tokenizer trained by this invocation makes earlier trainings unusable, but not those of
    // this invocation: a second-stage candidate that shares a first-stage one's directory reuses
    // the rungs that one finished (the first stage has ended before the second starts).
    const Cand *owner = &t->cand[c->shares];
    const int done_here = owner != c && owner->stage < c->stage && (owner->rungs_done >> k & 1);
    StudyStepFacts f = {.reuse = (pl->opt.reuse && !pl->spm_new) || done_here,
                        .continues = k > 0, .may_run = 1};
    // The candidate's directory stands only if it was made with what its rung-0 command
    // resolves to now: one made before bin/train's defaults changed is neither reused nor resumed.
    int current = 1;
    if (rc == TD_OK && f.reuse) {
        char why[400];
        current = study_train_config_current(&first, c->dir, why, sizeof why);
        if (current == 0)
            study_say("%s: tune %s %s: its training was made with %s; not reused",
                      prog_name("compare"), arch_name((ModelArch)t->arch), c->label, why);
        if (current < 0) td_clear_error();
        if (current == 0) f.reuse = 0;
    }
    if (rc == TD_OK && f.reuse) f.recorded = f.usable = study_record_match(rec, identity, &text);
    StudyStepAction act = study_step_decide(&f);
    if (rc == TD_OK && act == STUDY_STEP_REUSE) {
        c->nll[k] = study_record_number(text, "dev_nll");
        c->wall_s += study_record_number(text, "wall_s");
        study_say("%s: tune %s %s: rung %d (%ld updates) reused: dev NLL %.4f",
                  prog_name("compare"), arch_name((ModelArch)t->arch), c->label, k,
                  sched[k].updates, c->nll[k]);
        free(text);
    } else if (rc == TD_OK) {
        // The words before --arch (a launcher, the program) start the resume command too.
        int arch_at = 0;
        while (arch_at < first.n && strcmp(first.v[arch_at], "--arch")) arch_at++;
        for (int i = 0; i < arch_at; i++) study_argv_add(&resume, "%s", first.v[i]);
        study_argv_add(&resume, "--resume");
        study_argv_add(&resume, "%s", c->dir);
        study_argv_add(&resume, "--max-steps");
        study_argv_add(&resume, "%ld", sched[k].updates);
        const StudyArgv *cmd = k == 0 ? &first : &resume;
        StudySeedResult s;
        memset(&s, 0, sizeof s);
        snprintf(s.dir, sizeof s.dir, "%s", c->dir);
        s.recipe = &c->rc;
        s.train_cmd = study_argv_shell(cmd);
        // Rung 0 trains from the start, unless this command's training was interrupted (its
        // started record and last.ckpt are there): then it continues, as a study's runs do.
        StudyArgv cont = {0};
        double before = 0;
        f.interrupted = k == 0 && f.reuse && study_train_resumable(&first, &s, &cont, &before);
        act = study_step_decide(&f);
        const int fresh = act == STUDY_STEP_RUN;
        if (act == STUDY_STEP_RESUME) cmd = &cont;
        if (fresh)  // a fresh training: the later rungs' records are of an earlier one
            for (int j = 1; j < STUDY_TUNE_MAX_RUNGS; j++) {
                char r2[1200];
                if (path_fmt(r2, sizeof r2, "%s.rung%d.done", c->dir, j) == TD_OK) remove(r2);
            }
        char *line = study_argv_shell(cmd);
        study_say("%s: tune %s %s: rung %d%s: %s", prog_name("compare"),
                  arch_name((ModelArch)t->arch), c->label, k,
                  act == STUDY_STEP_RESUME ? " (resuming its interrupted training)" : "", line);
        free(line);
        rc = study_train_process(cmd, &s, log, done, started, fresh, before);
        study_argv_free(&cont);
        free(s.train_cmd);
        if (rc == TD_OK) {
            c->wall_s += s.train_wall_s;
            c->nll[k] = logged_nll(c->dir, sched[k].updates);
            if (!isfinite(c->nll[k]))
                rc = td_error(TD_ERR_FORMAT, "%s/train.log.tsv has no finite dev_loss at update "
                              "%ld", c->dir, sched[k].updates);
        }
        if (rc == TD_OK) {
            size_t n = strlen(identity) + 128;
            char *r = malloc(n);
            TD_ASSERT(r != NULL);
            snprintf(r, n, "dev_nll=%.17g\nwall_s=%.17g\n%s", c->nll[k], s.train_wall_s,
                     identity);
            rc = study_record_write(rec, r);
            free(r);
        }
    }
    if (rc == TD_OK) {
        c->reached = k;
        c->rungs_done |= 1u << k;
    } else if (!study_interrupted()) snprintf(c->error, sizeof c->error, "%s", td_last_error());
    free(identity);
    free(first_line);
    study_argv_free(&first);
    study_argv_free(&resume);
    return rc;
}

// One rung's trainings, of both architectures: items[0, n) taken in order by --jobs worker
// threads. Each training writes only its own candidate.
typedef struct RungItem {
    Tune *t;
    int cand;
} RungItem;

typedef struct RungPool {
    const RungItem *items;
    int n, k;
    const Tune *both;  // both architectures' tunings, for the progress files
    atomic_int next;
} RungPool;

static int write_progress(const StudyPlan *pl, const Tune *t);

// Guards the candidates' results while workers publish them and write the progress files.
static pthread_mutex_t g_results_lock = PTHREAD_MUTEX_INITIALIZER;

static void *rung_worker(void *arg) {
    RungPool *p = arg;
    for (int i; !study_interrupted() && (i = atomic_fetch_add(&p->next, 1)) < p->n;) {
        Tune *t = p->items[i].t;
        Cand *c = &t->cand[p->items[i].cand], own;
        // The training fills a copy; the candidate itself changes only under the lock, with the
        // progress files written from every candidate's results so far.
        pthread_mutex_lock(&g_results_lock);
        own = *c;
        c->training = p->k;
        pthread_mutex_unlock(&g_results_lock);
        const int rc = train_rung(t, &own, p->k);
        pthread_mutex_lock(&g_results_lock);
        *c = own;
        c->training = -1;
        if (rc == TD_OK && write_progress(t->plan, p->both) < 0) {
            study_say("%s: tune: %s", prog_name("compare"), td_last_error());
            td_clear_error();
        }
        pthread_mutex_unlock(&g_results_lock);
        if (rc < 0 && !study_interrupted())
            study_say("%s: tune %s %s failed at rung %d: %s", prog_name("compare"),
                      arch_name((ModelArch)t->arch), c->label, p->k, c->error);
    }
    return NULL;
}

// Trains items[0, n) to rung k, up to --jobs at once (each with study_job_threads threads, as its
// command says); returns when all have finished or failed.
static void run_rung(const Tune *both, const RungItem *items, int n, int k, int jobs) {
    RungPool pool = {items, n, k, both, 0};
    int workers = jobs < n ? jobs : n, started = 0;
    pthread_t tid[64];
    for (; workers > 1 && started < workers && started < 64; started++)
        if (pthread_create(&tid[started], NULL, rung_worker, &pool) != 0) break;
    if (started == 0) rung_worker(&pool);  // one job, or no thread could start: run them here
    for (int w = 0; w < started; w++) pthread_join(tid[w], NULL);
}

// Ranks the candidates alive[0, *n_alive) of one architecture after rung k and keeps the best
// sched[k + 1].candidates of those that reached it, in the grid's order (ties in later rungs go
// to the first); marks the others pruned after rung k.
static void prune_after_rung(Tune *t, const StudyRung *sched, int *alive, int *n_alive, int k) {
    int reached[STUDY_TUNE_MAX_CANDIDATES], order[STUDY_TUNE_MAX_CANDIDATES];
    double nll[STUDY_TUNE_MAX_CANDIDATES];
    for (int i = 0; i < *n_alive; i++) {
        const Cand *c = &t->cand[alive[i]];
        reached[i] = c->reached;
        nll[i] = c->reached >= 0 ? c->nll[c->reached] : NAN;
    }
    study_tune_order(reached, nll, *n_alive, order);
    int keep = sched[k + 1].candidates, next[STUDY_TUNE_MAX_CANDIDATES], n_next = 0;
    for (int i = 0; i < *n_alive; i++) {
        Cand *c = &t->cand[alive[order[i]]];
        if (i < keep && c->reached == k) next[n_next++] = alive[order[i]];
        else c->pruned_at = k;
    }
    for (int i = 1; i < n_next; i++)
        for (int j = i; j > 0 && next[j] < next[j - 1]; j--) {
            int x = next[j];
            next[j] = next[j - 1];
            next[j - 1] = x;
        }
    memcpy(alive, next, (size_t)n_next * sizeof *alive);
    *n_alive = n_next;
}

// Successive halving over one stage of both architectures at once, candidates [from[a], to[a])
// of t[a]: rung by rung, the candidates of both train in one pool, alternating RNN and
// Transformer, so a tuning stopped at any point has spent about the same effort on each. After
// each rung, OUT/tune.md and OUT/tune.tsv show the results so far.
static void run_stage(Tune t[2], const int from[2], const int to[2], int stage) {
    int alive[2][STUDY_TUNE_MAX_CANDIDATES], n_alive[2] = {0, 0};
    for (int a = 0; a < 2; a++)
        for (int i = from[a]; i < to[a]; i++) alive[a][n_alive[a]++] = i;
    const int rungs = t[0].g->rungs;
    for (int k = 0; k < rungs && n_alive[0] + n_alive[1] > 0 && !study_interrupted(); k++) {
        RungItem items[2 * STUDY_TUNE_MAX_CANDIDATES];
        int n = 0;
        for (int i = 0; i < n_alive[0] || i < n_alive[1]; i++)
            for (int a = 0; a < 2; a++)
                if (i < n_alive[a]) items[n++] = (RungItem){&t[a], alive[a][i]};
        run_rung(t, items, n, k, t[0].plan->opt.jobs);
        if (study_interrupted()) break;
        if (k + 1 < rungs)
            for (int a = 0; a < 2; a++) {
                prune_after_rung(&t[a], t[a].sched[stage - 1], alive[a], &n_alive[a], k);
                t[a].ranked[stage - 1] = k;
            }
        if (write_progress(t[0].plan, t) < 0) {
            study_say("%s: tune: %s", prog_name("compare"), td_last_error());
            td_clear_error();
        }
    }
}

// The order of candidates [from, to) by the selection rule, into order (indices into t->cand).
static void rank_range(const Tune *t, int from, int to, int *order) {
    int reached[STUDY_TUNE_MAX_CANDIDATES] = {0};
    double nll[STUDY_TUNE_MAX_CANDIDATES] = {0};
    for (int i = from; i < to; i++) {
        reached[i - from] = t->cand[i].reached;
        nll[i - from] = t->cand[i].reached >= 0 ? t->cand[i].nll[t->cand[i].reached] : NAN;
    }
    study_tune_order(reached, nll, to - from, order);
    for (int i = 0; i < to - from; i++) order[i] += from;
}

// Corpus BLEU of the hypothesis file against refs[0..n) (the study's BLEU: score/metrics.h).
static int file_bleu(const char *hyp_path, char **refs, int n, double *bleu) {
    char **hyp;
    int m;
    TD_TRY(study_read_lines(hyp_path, &hyp, &m));
    int rc = m == n ? TD_OK : td_error(TD_ERR_MISMATCH, "%s has %d lines, the dev set %d",
                                       hyp_path, m, n);
    BleuStats sum = {0};
    for (int i = 0; i < n && rc == TD_OK; i++) {
        BleuStats b;
        const char *ref[1] = {refs[i]};
        rc = bleu_segment_stats(&b, hyp[i], ref, 1);
        if (rc == TD_OK) bleu_stats_add(&sum, &b);
    }
    study_lines_free(hyp, m);
    if (rc == TD_OK) *bleu = bleu_score(&sum);
    return rc;
}

// The dev subset the length penalties are scored on: the first dev_lines pairs of the study's
// dev set, written to OUT/tune/dev.SRC (the decode's input); *refs its references.
static int dev_subset(const StudyPlan *pl, int dev_lines, char *src_out, size_t cap, char ***refs,
                      int *n) {
    char path[1100];
    char **src;
    int ns;
    snprintf(path, sizeof path, "%s.%s", pl->dev_prefix, pl->opt.src);
    TD_TRY(study_read_lines(path, &src, &ns));
    snprintf(path, sizeof path, "%s.%s", pl->dev_prefix, pl->opt.tgt);
    int rc = study_read_lines(path, refs, n);
    if (rc == TD_OK && *n != ns)
        rc = td_error(TD_ERR_MISMATCH, "the dev set has %d source and %d target lines", ns, *n);
    const int use = dev_lines > 0 && dev_lines < ns ? dev_lines : ns;
    if (rc == TD_OK) rc = path_fmt(src_out, cap, "%s/tune/dev.%s", pl->opt.out, pl->opt.src);
    if (rc == TD_OK) rc = study_write_lines(src_out, src, use);
    study_lines_free(src, ns);
    if (rc == TD_OK) {
        for (int i = use; i < *n; i++) free((*refs)[i]);
        *n = use;
    }
    return rc;
}

// Decodes the dev subset with the winner at every length penalty of the grid and scores it.
static int choose_length_penalty(Tune *t, const char *input, char **refs, int n_refs) {
    const StudyPlan *pl = t->plan;
    const Cand *w = &t->cand[t->winner];
    // The model the selection rule measured: the winner at its last update (last.ckpt; its
    // best.ckpt follows bin/train's --valid-metric, dev BLEU by default), or the recipe's average
    // of its last step checkpoints.
    char model[1200];
    if (study_recipe_average(&w->rc) >= 2) {
        TD_TRY(study_decode_model(&w->rc, w->dir, model, sizeof model));
        TD_TRY(study_average_run(pl, &w->rc, w->dir));
    } else TD_TRY(path_fmt(model, sizeof model, "%s/last.ckpt", w->dir));
    for (int i = 0; i < t->g->n_lp && !study_interrupted(); i++) {
        StudyRecipe rc = w->rc;
        TD_TRY(study_recipe_set(&rc, "length_penalty", t->g->lp[i]));
        char out[1200], log[1200], rec[1200];
        TD_TRY(path_fmt(out, sizeof out, "%s.lp%s.dev.%s", w->dir, t->g->lp[i], pl->opt.tgt));
        TD_TRY(path_fmt(log, sizeof log, "%s.lp%s.log", w->dir, t->g->lp[i]));
        TD_TRY(path_fmt(rec, sizeof rec, "%s.lp%s.done", w->dir, t->g->lp[i]));
        StudyArgv d = {0};
        study_decode_argv(pl, model, pl->opt.beam_size, &rc, input, out, &d);
        char *cmd = study_argv_shell(&d);
        char *identity = study_decode_identity_of(pl, "dev_source", input, cmd);
        StudySeedResult s;
        memset(&s, 0, sizeof s);
        snprintf(s.dir, sizeof s.dir, "%s", w->dir);
        double wall = NAN, rss = NAN, at = NAN;
        int r = TD_OK;
        if (!(pl->opt.reuse && study_decode_reusable(&s, rec, identity, out, &wall, &rss, &at))) {
            remove(rec);
            StudyProc p;
            study_say("%s: tune %s: length penalty %s: %s", prog_name("compare"),
                      arch_name((ModelArch)t->arch), t->g->lp[i], cmd);
            r = study_run(&d, NULL, log, &p);
            if (r == TD_OK) r = study_decode_record_write(rec, p.wall_s, p.peak_rss_mib, identity);
        }
        if (r == TD_OK) r = file_bleu(out, refs, n_refs, &t->lp_bleu[i]);
        free(identity);
        free(cmd);
        study_argv_free(&d);
        TD_TRY(r);
    }
    t->lp_pick = study_tune_pick(t->lp_bleu, t->g->n_lp);
    return TD_OK;
}

// The first stage's schedule and candidates of one architecture (the grid's combinations,
// from the study's recipe), and the second stage's schedule.
static int first_stage(Tune *t) {
    const StudyGrid *g = t->g;
    const int n1 = study_grid_candidates(g, t->arch), n2 = refine_candidates(g);
    char dir[1100];
    TD_TRY(path_fmt(dir, sizeof dir, "%s/tune/%s", t->plan->opt.out,
                    arch_name((ModelArch)t->arch)));
    TD_TRY(mkdir_p(dir));
    TD_TRY(study_halving_schedule(n1, g->eta, g->rungs, t->updates, t->sched[0]));
    if (n2) TD_TRY(study_halving_schedule(n2, g->eta, g->rungs, t->updates, t->sched[1]));
    for (int i = 0; i < n1; i++)
        TD_TRY(add_candidate(t, &t->plan->recipe[t->arch], "", g->axes[t->arch],
                             g->n_axes[t->arch], i, 1));
    return TD_OK;
}

// The second stage's candidates of one architecture: the best refine_best of the first stage
// (t->cand[0, n1)), each crossed with the [refine] values.
static int second_stage(Tune *t, int n1) {
    const StudyGrid *g = t->g;
    int order[STUDY_TUNE_MAX_CANDIDATES];
    rank_range(t, 0, n1, order);
    const int per = refine_candidates(g) / g->refine_best;
    for (int b = 0; b < g->refine_best; b++) {
        const Cand *best = &t->cand[order[b]];
        StudyRecipe from = best->rc;
        char label[200];
        snprintf(label, sizeof label, "%s", best->label);
        for (int i = 0; i < per; i++)
            TD_TRY(add_candidate(t, &from, label, g->refine, g->n_refine, i, 2));
    }
    return TD_OK;
}

// One architecture's winner (the first by the selection rule over both stages) and its length
// penalty.
static int choose_winner(Tune *t, const char *dev_input, char **refs, int n_refs) {
    int order[STUDY_TUNE_MAX_CANDIDATES];
    rank_range(t, 0, t->n, order);
    const Cand *w = &t->cand[order[0]];
    if (w->reached < 0 || !isfinite(w->nll[w->reached]))
        return td_error(TD_ERR_IO, "no %s candidate finished a rung (the first failure: %s)",
                        arch_name((ModelArch)t->arch), w->error);
    t->winner = order[0];
    t->lp_pick = -1;
    if (t->g->n_lp) TD_TRY(choose_length_penalty(t, dev_input, refs, n_refs));
    return TD_OK;
}

// Tunes both architectures: each stage rung by rung over both (run_stage), then each one's
// winner and length penalty.
static int tune_both(Tune t[2], const char *dev_input, char **refs, int n_refs) {
    for (int a = 0; a < 2; a++) TD_TRY(first_stage(&t[a]));
    int from[2] = {0, 0}, to[2] = {t[0].n, t[1].n};
    run_stage(t, from, to, 1);
    if (refine_candidates(t[0].g) && !study_interrupted()) {
        for (int a = 0; a < 2; a++) {
            from[a] = t[a].n;
            TD_TRY(second_stage(&t[a], from[a]));
            to[a] = t[a].n;
        }
        run_stage(t, from, to, 2);
    }
    if (study_interrupted()) return td_error(TD_ERR_IO, "interrupted: rerun the same command to "
                                             "continue (finished rungs are reused)");
    for (int a = 0; a < 2; a++) TD_TRY(choose_winner(&t[a], dev_input, refs, n_refs));
    return TD_OK;
}

// ---- the results --------------------------------------------------------------------------------

static const char *status_text(const Tune *t, const Cand *c, char *buf, size_t cap) {
    if (c->error[0]) snprintf(buf, cap, "failed at rung %d", c->reached + 1);
    else if (c->pruned_at >= 0) snprintf(buf, cap, "pruned after rung %d", c->pruned_at);
    else if (t->winner >= 0 && c == &t->cand[t->winner]) snprintf(buf, cap, "winner");
    else if (c->reached == t->g->rungs - 1) snprintf(buf, cap, "finalist");
    else if (t->winner < 0 && c->training >= 0) snprintf(buf, cap, "training rung %d", c->training);
    else if (t->winner < 0 && c->reached < 0) snprintf(buf, cap, "rung 0 pending");
    else if (t->winner < 0 && c->reached <= t->ranked[c->stage - 1])
        snprintf(buf, cap, "kept for rung %d", c->reached + 1);
    else if (t->winner < 0) snprintf(buf, cap, "trained to rung %d, not ranked yet", c->reached);
    else snprintf(buf, cap, "not trained past rung %d", c->reached);
    return buf;
}

// OUT/tune.tsv: a row per candidate and rung trained; OUT/tune-length-penalty.tsv: a row per
// architecture and length penalty.
static int write_tsv(const StudyPlan *pl, const Tune *t) {
    char path[1100];
    TD_TRY(path_fmt(path, sizeof path, "%s/tune.tsv", pl->opt.out));
    FILE *f = fopen(path, "w");
    if (!f) return td_error(TD_ERR_IO, "cannot write %s", path);
    fprintf(f, "arch\tcandidate\tstage\trung\tupdates\tdev_nll\tstatus\tgrid_values\tdir\t"
               "recipe\n");
    for (int a = 0; a < 2; a++)
        for (int i = 0; i < t[a].n; i++) {
            const Cand *c = &t[a].cand[i];
            char line[400], status[64];
            study_recipe_line(&c->rc, line, sizeof line);
            status_text(&t[a], c, status, sizeof status);
            for (int k = 0; k <= c->reached; k++) {
                const char *s = k < c->reached ? "kept"
                                : c->pruned_at == k && !c->error[0] ? "pruned" : status;
                fprintf(f, "%s\tc%02d\t%d\t%d\t%ld\t%.5f\t%s\t%s\t%s\t%s\n",
                        arch_name((ModelArch)a), i + 1, c->stage, k,
                        t[a].sched[c->stage - 1][k].updates, c->nll[k], s, c->label, c->dir,
                        line);
            }
            if (c->reached < 0)
                fprintf(f, "%s\tc%02d\t%d\t0\t%ld\tnan\t%s\t%s\t%s\t%s\n",
                        arch_name((ModelArch)a), i + 1, c->stage,
                        t[a].sched[c->stage - 1][0].updates, c->error[0] ? "failed" : status,
                        c->label, c->dir, line);
        }
    int bad = fclose(f) != 0;
    if (bad) return td_error(TD_ERR_IO, "cannot write %s", path);
    TD_TRY(path_fmt(path, sizeof path, "%s/tune-length-penalty.tsv", pl->opt.out));
    f = fopen(path, "w");
    if (!f) return td_error(TD_ERR_IO, "cannot write %s", path);
    fprintf(f, "arch\tlength_penalty\tdev_bleu\tchosen\n");
    for (int a = 0; a < 2; a++)
        for (int i = 0; t[a].winner >= 0 && i < t[a].g->n_lp; i++)
            fprintf(f, "%s\t%s\t%.2f\t%d\n", arch_name((ModelArch)a), t[a].g->lp[i],
                    t[a].lp_bleu[i], i == t[a].lp_pick);
    return fclose(f) != 0 ? td_error(TD_ERR_IO, "cannot write %s", path) : TD_OK;
}

// The text of OUT/tune/ARCH.recipe into out[cap]: the winner's recipe with the chosen length
// penalty, and a grid's warm-up share as the warm-up in updates the winner trained with (a share
// of the tuning's budget would scale with a later study's --steps, and means nothing under
// --until-converged), under a comment naming the candidate, its dev NLL and the share.
static int winner_recipe_text(const StudyPlan *pl, const Tune *t, char *out, size_t cap) {
    StudyRecipe rc = t->cand[t->winner].rc;
    if (t->lp_pick >= 0) TD_TRY(study_recipe_set(&rc, "length_penalty", t->g->lp[t->lp_pick]));
    char share_note[160] = "";
    if (rc.value[STUDY_R_WARMUP_SHARE][0]) {
        char warmup[32];
        snprintf(warmup, sizeof warmup, "%ld", study_recipe_warmup_updates(&rc, t->updates));
        snprintf(share_note, sizeof share_note, "\n# Warm-up: warmup_share = %s of the %ld "
                 "updates it was tuned for.", rc.value[STUDY_R_WARMUP_SHARE], t->updates);
        TD_TRY(study_recipe_set(&rc, "warmup_share", "auto"));
        TD_TRY(study_recipe_set(&rc, "warmup", warmup));
    }
    char text[2048];
    if (study_recipe_text(&rc, text, sizeof text) < 0) return TD_ERR_ARG;
    const Cand *w = &t->cand[t->winner];
    snprintf(out, cap, "# The %s recipe chosen by bin/compare --tune (%s/tune.md): "
             "candidate c%02d (%s),\n# dev NLL %.4f after %ld updates.%s\n%s",
             arch_name((ModelArch)t->arch), pl->opt.out, t->winner + 1, w->label,
             w->nll[w->reached], t->updates, share_note, text);
    return TD_OK;
}

// Writes OUT/tune/ARCH.recipe (winner_recipe_text); its path into path[cap].
static int write_recipe(const StudyPlan *pl, const Tune *t, char *path, size_t cap) {
    char out[3072];
    TD_TRY(winner_recipe_text(pl, t, out, sizeof out));
    TD_TRY(path_fmt(path, cap, "%s/tune/%s.recipe", pl->opt.out, arch_name((ModelArch)t->arch)));
    return study_record_write(path, out);
}

// OUT/tune.md: the protocol, the schedule, every candidate per rung, the length penalties, the
// winners and the command that uses them; while the tuning runs (recipe_path NULL), the rungs
// trained so far.
static int write_md(const StudyPlan *pl, const Tune *t, char recipe_path[2][1100]) {
    char path[1100];
    TD_TRY(path_fmt(path, sizeof path, "%s/tune.md", pl->opt.out));
    FILE *f = fopen(path, "w");
    if (!f) return td_error(TD_ERR_IO, "cannot write %s", path);
    const StudyGrid *g = t[0].g;
    char dev_pairs[32];
    if (g->dev_lines > 0) snprintf(dev_pairs, sizeof dev_pairs, "the first %d", g->dev_lines);
    else snprintf(dev_pairs, sizeof dev_pairs, "all");
    fprintf(f, "# Recipe tuning\n\n`%s`\n\n", pl->opt.command);
    if (!recipe_path)
        fprintf(f, "**In progress**: the candidates trained so far; no winner yet. Rerun the same "
                "command to continue.\n\n");
    fprintf(f, "Grid: `%s`. Data: training %s, dev %s (%s, %s). Preset %s, seed %d, %d "
            "thread(s). Every candidate trains with bin/train on the same data, tokenizer and "
            "seed.\n\n", pl->opt.tune, pl->train_prefix, pl->dev_prefix, pl->opt.src,
            pl->opt.tgt, pl->opt.config, pl->opt.seed, study_job_threads(&pl->opt));
    fprintf(f, "Successive halving: eta = %d, %d rungs, %ld updates at the last rung; each "
            "rung continues the survivors with bin/train --resume, and each candidate's "
            "schedule (warm-up share, decay) is planned for %ld updates from the first rung "
            "on. Both architectures get the same number of candidates and the same updates "
            "per rung.\n\n", g->eta, g->rungs, t[0].updates, t[0].updates);
    fprintf(f, "Selection rule: after each rung the candidates are ranked by dev NLL (bin/train's "
            "dev_loss: mean negative log-likelihood per target token over the whole dev set, "
            "teacher-forced, without dropout or label smoothing) and after rung k the best "
            "ceil(n / eta^(k+1)) of the n go on. A candidate that reached a later rung ranks above one pruned earlier; at the "
            "same rung the lower dev NLL ranks higher; failed or non-finite ones rank last; "
            "ties go to the candidate declared first. The winner is the first of this order "
            "over %s: the lowest dev NLL after %ld updates. Every candidate trains its rung's "
            "updates (bin/train's early stopping off).", refine_candidates(g) ? "both stages"
                                                                               : "the candidates",
            t[0].updates);
    if (refine_candidates(g))
        fprintf(f, " The second stage crosses the best %d of the first with the [refine] values.",
                g->refine_best);
    if (g->n_lp)
        fprintf(f, " The beam length penalty is then chosen on the winner by dev BLEU (beam %d, %s "
                "dev pairs; ties to the value listed first).", pl->opt.beam_size, dev_pairs);
    else fprintf(f, " The grid chooses no length penalty: the decoder's default stays.");
    fprintf(f, "\n\n");
    for (int stage = 1; stage <= 2; stage++) {
        const int n = stage == 1 ? study_grid_candidates(g, 0) : refine_candidates(g);
        if (!n) continue;
        fprintf(f, "Stage %d schedule:\n\n| Rung | Candidates | Updates |\n|---|---:|---:|\n",
                stage);
        for (int k = 0; k < g->rungs; k++)
            fprintf(f, "| %d | %d | %ld |\n", k, t[0].sched[stage - 1][k].candidates,
                    t[0].sched[stage - 1][k].updates);
        fprintf(f, "\n");
    }
    for (int a = 0; a < 2; a++) {
        const Tune *ta = &t[a];
        fprintf(f, "## %s\n\nBase recipe: %s.\n\n| Candidate | Stage | Grid values |",
                a ? "Transformer" : "RNN", pl->recipe[a].name);
        for (int k = 0; k < g->rungs; k++)
            fprintf(f, " Dev NLL at %ld |", ta->sched[0][k].updates);
        fprintf(f, " Status |\n|---|---:|---|");
        for (int k = 0; k < g->rungs; k++) fprintf(f, "---:|");
        fprintf(f, "---|\n");
        for (int i = 0; i < ta->n; i++) {
            const Cand *c = &ta->cand[i];
            char status[64];
            fprintf(f, "| c%02d | %d | %s |", i + 1, c->stage, c->label);
            for (int k = 0; k < g->rungs; k++) {
                if (k <= c->reached) fprintf(f, " %.4f |", c->nll[k]);
                else fprintf(f, " - |");
            }
            fprintf(f, " %s", status_text(ta, c, status, sizeof status));
            if (c->shares != i) fprintf(f, " (the training of c%02d)", c->shares + 1);
            fprintf(f, "%s%s |\n", c->error[0] ? ": " : "", c->error);
        }
        fprintf(f, "\n");
        if (!recipe_path) continue;
        const Cand *w = &ta->cand[ta->winner];
        fprintf(f, "Winner: c%02d (%s), dev NLL %.4f after %ld updates.\n\n", ta->winner + 1,
                w->label, w->nll[w->reached], ta->updates);
        if (g->n_lp) {
            fprintf(f, "| Length penalty | Dev BLEU |\n|---:|---:|\n");
            for (int i = 0; i < g->n_lp; i++)
                fprintf(f, "| %s%s | %.2f |\n", g->lp[i], i == ta->lp_pick ? " (chosen)" : "",
                        ta->lp_bleu[i]);
            fprintf(f, "\n");
        }
        char text[3072] = "";
        if (winner_recipe_text(pl, ta, text, sizeof text) < 0) td_clear_error();
        fprintf(f, "Recipe file `%s`:\n\n```\n%s```\n\n", recipe_path[a], text);
    }
    if (recipe_path)
        fprintf(f, "## Using the winners\n\nA study with the tuned recipes (each warm-up in "
                "updates, as its winner trained):\n\n```sh\nbin/compare --recipe-rnn %s "
                "--recipe-transformer %s --steps %ld%s --train %s --dev %s --test TEST --out "
                "DIR\n```\n", recipe_path[0], recipe_path[1], t[0].updates,
                pl->opt.quick ? " --quick" : "", pl->opt.train, pl->opt.dev);
    return fclose(f) != 0 ? td_error(TD_ERR_IO, "cannot write %s", path) : TD_OK;
}

// OUT/tune.tsv and OUT/tune.md with the candidates trained so far (no winner, no recipe files).
static int write_progress(const StudyPlan *pl, const Tune *t) {
    TD_TRY(write_tsv(pl, t));
    return write_md(pl, t, NULL);
}

// --publish DIR: the tuning's results (tune.md, tune.tsv, tune-length-penalty.tsv, the winners'
// recipes, whichever exist) and every candidate's train.log.tsv and config.txt
// (DIR/logs/ARCH/cNN.*; a candidate that shares another's training has its files there).
static int publish_tuning(const StudyPlan *pl, const Tune *t) {
    const char *dst = pl->opt.publish;
    char from[1200], to[1200];
    static const char *const files[5] = {"tune.md", "tune.tsv", "tune-length-penalty.tsv",
                                         "tune/rnn.recipe", "tune/transformer.recipe"};
    TD_TRY(path_fmt(to, sizeof to, "%s/tune", dst));
    TD_TRY(mkdir_p(to));
    for (int i = 0; i < 5; i++) {
        TD_TRY(path_fmt(from, sizeof from, "%s/%s", pl->opt.out, files[i]));
        TD_TRY(path_fmt(to, sizeof to, "%s/%s", dst, files[i]));
        if (file_exists(from)) TD_TRY(file_copy_atomic(from, to));
    }
    for (int a = 0; a < 2; a++) {
        TD_TRY(path_fmt(to, sizeof to, "%s/logs/%s", dst, arch_name((ModelArch)a)));
        TD_TRY(mkdir_p(to));
        for (int i = 0; i < t[a].n; i++) {
            if (t[a].cand[i].shares != i) continue;
            static const char *const logs[2] = {"train.log.tsv", "config.txt"};
            for (int j = 0; j < 2; j++) {
                TD_TRY(path_fmt(from, sizeof from, "%s/%s", t[a].cand[i].dir, logs[j]));
                TD_TRY(path_fmt(to, sizeof to, "%s/logs/%s/c%02d.%s", dst,
                                arch_name((ModelArch)a), i + 1, logs[j]));
                if (file_exists(from)) TD_TRY(file_copy_atomic(from, to));
            }
        }
    }
    printf("published: %s/tune.md\n", dst);
    return TD_OK;
}

int study_tune_main(const StudyPlan *pl, const StudyGrid *g) {
    static Tune t[2];  // 2 x 64 candidates: off the stack
    memset(t, 0, sizeof t);
    const long updates = study_tune_updates(&pl->opt, g);
    char dev_input[1100], **refs = NULL, recipe_path[2][1100];
    int n_refs = 0, rc = TD_OK;
    if (updates <= 0)
        rc = td_error(TD_ERR_ARG, "--tune: no update budget (give --steps N or updates = N in "
                      "the grid)");
    char dir[1100];
    if (rc == TD_OK) rc = path_fmt(dir, sizeof dir, "%s/tune", pl->opt.out);
    if (rc == TD_OK) rc = mkdir_p(dir);
    if (rc == TD_OK && g->n_lp) rc = dev_subset(pl, g->dev_lines, dev_input, sizeof dev_input,
                                                &refs, &n_refs);
    for (int a = 0; a < 2; a++) {
        t[a].plan = pl;
        t[a].g = g;
        t[a].arch = a;
        t[a].updates = updates;
        t[a].winner = t[a].lp_pick = -1;
        t[a].ranked[0] = t[a].ranked[1] = -1;
    }
    if (rc == TD_OK) rc = tune_both(t, dev_input, refs, n_refs);
    if (rc < 0 && (t[0].n || t[1].n)) {  // the results so far, then the error
        char *error = strdup(td_last_error());
        if (write_progress(pl, t) < 0) td_clear_error();
        td_error(TD_ERR_IO, "%s", error ? error : "out of memory");
        free(error);
    }
    for (int a = 0; a < 2 && rc == TD_OK; a++)
        rc = write_recipe(pl, &t[a], recipe_path[a], sizeof recipe_path[a]);
    if (rc == TD_OK) rc = write_tsv(pl, t);
    if (rc == TD_OK) rc = write_md(pl, t, recipe_path);
    study_lines_free(refs, n_refs);
    if (pl->opt.publish && (t[0].n || t[1].n)) {  // finished or not: what there is so far
        char *error = rc < 0 ? strdup(td_last_error()) : NULL;
        if (publish_tuning(pl, t) < 0) {
            fprintf(stderr, "%s: error: --publish: %s\n", prog_name("compare"), td_last_error());
            if (rc == TD_OK) rc = TD_ERR_IO;
        }
        if (error) td_error(TD_ERR_IO, "%s", error);
        free(error);
    }
    if (rc < 0) {
        fprintf(stderr, "%s: error: %s\n", prog_name("compare"), td_last_error());
        return study_interrupted() ? 130 : 1;
    }
    for (int a = 0; a < 2; a++) {
        const Cand *w = &t[a].cand[t[a].winner];
        printf("%s: c%02d (%s), dev NLL %.4f after %ld updates, length penalty %s: %s\n",
               arch_name((ModelArch)a), t[a].winner + 1, w->label, w->nll[w->reached], updates,
               t[a].lp_pick >= 0 ? g->lp[t[a].lp_pick] : "(decoder default)", recipe_path[a]);
    }
    printf("tune report: %s/tune.md\n", pl->opt.out);
    return 0;
}
