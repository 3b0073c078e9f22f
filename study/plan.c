// Planning a comparison study: the options' defaults, the studies as data, the runs and studies
// they expand to, and the parameter counts of the planned models (see study.h).
#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "models/config.h"
#include "models/model.h"
#include "train/options.h"
#include "study/progress.h"
#include "study/study.h"
#include "study/text_io.h"
#include "util/options.h"
#include "util/progname.h"

void study_options_defaults(StudyOptions *o) {
    memset(o, 0, sizeof *o);
    o->src = "en";
    o->tgt = "es";
    o->bin_dir = "bin";
    o->bin_prefix = "";
    o->budget = "20m";
    o->threads = 2;
    o->n_seeds = 1;
    o->seed = 1;
    o->beam_size = 5;
    o->n_boot = 1000;
    o->boot_seed = 12345;
    o->vocab_size = 8000;
    o->config = "tiny";
    o->bench = 1;
    o->heatmaps = 1;
    o->reuse = 1;
    o->jobs = 1;
}

int study_job_threads(const StudyOptions *o) {
    int t = o->threads / (o->jobs > 0 ? o->jobs : 1);
    return t > 0 ? t : 1;
}

// The ablation studies, as data. Values are written as bin/train takes them; the preset's own
// value (the baseline) is found by configuration, not by position, so it may be any of them.
const StudySpec STUDY_SPECS[] = {
    {"attention", STUDY_ABL_ATTENTION, "RNN attention scoring function",
     "Do the scoring functions (additive tanh MLP, dot product, bilinear/general, scaled dot "
     "product) differ in translation quality?",
     ARCH_RNN, "attention", {"additive", "dot", "general", "scaled_dot"}},
    {"norm", STUDY_ABL_NORM, "RNN attention normaliser",
     "Is softmax necessary, or does a ReLU-normalised attention work as well?",
     ARCH_RNN, "attention-norm", {"softmax", "relu"}},
    {"pos", STUDY_ABL_POS, "Transformer positional encoding",
     "Self-attention has no notion of order: how much does the positional encoding matter, and "
     "is sinusoidal better than learned?",
     ARCH_TRANSFORMER, "pos", {"sinusoidal", "learned", "none"}},
    {"heads", STUDY_ABL_HEADS, "Transformer attention heads",
     "Multi-head attention: how does the number of heads (same d_model) change quality and "
     "speed?",
     ARCH_TRANSFORMER, "heads", {"1", "2", "4", "8"}},
    {"window", STUDY_ABL_WINDOW, "Transformer global vs local attention",
     "Local attention (each query sees keys within W positions; window 0 = global) is the "
     "simplest efficient variant: what does it cost in quality?",
     ARCH_TRANSFORMER, "attention-window", {"0", "16", "4"}},
    {"data-size", STUDY_ABL_DATA, "Training-set size",
     "Flexible models need more data: with 10%, 30% and 100% of the training pairs, where does "
     "the Transformer overtake the RNN?",
     STUDY_BOTH_ARCHS, NULL, {"10", "30", "100"}},
    {"time", STUDY_ABL_TIME, "Crossover in time",
     "Does the Transformer overtake the RNN when both train longer, and when? Each longer budget "
     "continues the training of the shorter one (the same updates as one long run), so the "
     "rows are one training per architecture tested at every mark.",
     STUDY_BOTH_ARCHS, NULL, {NULL}},
};
const int STUDY_N_SPECS = (int)(sizeof STUDY_SPECS / sizeof *STUDY_SPECS);

int study_parse_ablations(const char *list, unsigned *mask) {
    char buf[512], names[256] = "";
    snprintf(buf, sizeof buf, "%s", list);
    for (int i = 0; i < STUDY_N_SPECS; i++)
        snprintf(names + strlen(names), sizeof names - strlen(names), "%s, ",
                 STUDY_SPECS[i].name);
    *mask = 0;
    for (char *save, *w = strtok_r(buf, ",", &save); w; w = strtok_r(NULL, ",", &save)) {
        unsigned bit = 0;
        for (int i = 0; i < STUDY_N_SPECS; i++)
            if (!strcmp(w, STUDY_SPECS[i].name)) bit = STUDY_SPECS[i].bit;
        if (!strcmp(w, "all")) bit = ~0u;
        if (!strcmp(w, "none")) continue;
        if (!bit)
            return td_error(TD_ERR_ARG, "--ablations: unknown '%s' (use %sall or none)", w,
                            names);
        *mask |= bit;
    }
    return TD_OK;
}

static pthread_mutex_t g_notes_lock = PTHREAD_MUTEX_INITIALIZER;  // --jobs workers note too

void study_note(const StudyPlan *pl, const char *fmt, ...) {
    char buf[512];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(buf, sizeof buf, fmt, ap);
    va_end(ap);
    study_say("%s: note: %s", prog_name("compare"), buf);
    StudyNotes *notes = pl->notes;
    if (!notes) return;
    pthread_mutex_lock(&g_notes_lock);
    if (notes->n < (int)(sizeof notes->text / sizeof *notes->text))
        snprintf(notes->text[notes->n++], sizeof notes->text[0], "%s", buf);
    pthread_mutex_unlock(&g_notes_lock);
}

void study_run_opts_text(const StudyRunPlan *r, char *buf, int cap) {
    int o = 0;
    buf[0] = 0;
    for (int i = 0; i < r->n_opts && o < cap; i++)
        o += snprintf(buf + o, (size_t)(cap - o), "%s%s=%s", i ? " " : "", r->key[i], r->val[i]);
}

// r->recipe from the plan's recipe of its architecture and its own options (StudyRunPlan).
static void set_run_recipe(const StudyPlan *pl, StudyRunPlan *r) {
    r->recipe = pl->recipe[r->arch];
    for (int i = 0; i < r->n_opts; i++) study_recipe_unset_option(&r->recipe, r->key[i]);
}

// Adds (or finds, by id) a run: arch, data percentage, up to one model option, and a budget of
// its own (training time `budget`, `steps` updates or `flops` training FLOPs; NULL, 0 and 0: the
// main budget).
static int add_run_budget(StudyPlan *pl, int arch, int pct, const char *k1, const char *v1,
                          const char *label, const char *budget, int steps, double flops) {
    char id[64];
    const char *an = arch_name((ModelArch)arch);
    if (k1) snprintf(id, sizeof id, "%s-%s-%s", an, k1, v1);
    else snprintf(id, sizeof id, "%s", an);
    if (pct != 100) snprintf(id + strlen(id), sizeof id - strlen(id), "-data%d", pct);
    if (budget) snprintf(id + strlen(id), sizeof id - strlen(id), "-b%s", budget);
    else if (flops > 0) snprintf(id + strlen(id), sizeof id - strlen(id), "-f%g", flops);
    else if (steps > 0) snprintf(id + strlen(id), sizeof id - strlen(id), "-s%d", steps);
    for (int i = 0; i < pl->n_runs; i++)
        if (!strcmp(pl->runs[i].id, id)) return i;
    TD_ASSERT(pl->n_runs < STUDY_MAX_RUNS);
    StudyRunPlan *r = &pl->runs[pl->n_runs];
    memset(r, 0, sizeof *r);
    snprintf(r->id, sizeof r->id, "%s", id);
    snprintf(r->label, sizeof r->label, "%s", label);
    r->arch = arch;
    r->data_pct = pct;
    r->params = -1;
    r->continues = -1;
    r->steps = budget || flops > 0 ? 0 : steps;
    r->flops = budget ? 0 : flops;
    if (budget) snprintf(r->budget, sizeof r->budget, "%s", budget);
    if (k1) {
        snprintf(r->key[0], sizeof r->key[0], "%s", k1);
        snprintf(r->val[0], sizeof r->val[0], "%s", v1);
        r->n_opts = 1;
    }
    set_run_recipe(pl, r);
    return pl->n_runs++;
}

const char *study_run_max_time(const StudyOptions *o, const StudyRunPlan *r, int *steps) {
    *steps = r->steps > 0 ? r->steps : o->steps;
    return r->budget[0] ? r->budget : r->steps > 0 || r->flops > 0 ? NULL : o->budget;
}

double study_run_flops(const StudyOptions *o, const StudyRunPlan *r) {
    if (r->flops > 0) return r->flops;
    return r->budget[0] || r->steps > 0 ? 0 : o->flops;
}

static int add_run(StudyPlan *pl, int arch, int pct, const char *k1, const char *v1,
                   const char *label, const char *budget) {
    return add_run_budget(pl, arch, pct, k1, v1, label, budget, 0, 0);
}

// Adds a study; `budget` (or NULL) is a budget of its own that every run of it trains with,
// shown in its title.
static Study *add_study(StudyPlan *pl, const char *name, const char *title, const char *q,
                        const char *budget) {
    TD_ASSERT(pl->n_studies < STUDY_MAX_STUDIES);
    Study *s = &pl->studies[pl->n_studies++];
    memset(s, 0, sizeof *s);
    snprintf(s->name, sizeof s->name, "%s", name);
    if (budget) snprintf(s->title, sizeof s->title, "%s (%s per run)", title, budget);
    else snprintf(s->title, sizeof s->title, "%s", title);
    snprintf(s->question, sizeof s->question, "%s", q);
    return s;
}

static void add_row(Study *s, int run, int vs, const char *label) {
    TD_ASSERT(s->n < STUDY_MAX_ROWS);
    snprintf(s->label[s->n], sizeof s->label[0], "%s", label);
    s->run[s->n] = run;
    s->vs[s->n] = vs;
    s->n++;
}

// The configuration bin/train builds for `arch` under `preset` with `option` set to `value`
// (option NULL: the preset itself), as config_to_text's key=value lines into buf.
static int preset_config_text(const char *preset, int arch, const char *option, const char *value,
                              char *buf, size_t cap) {
    ModelConfig cfg = config_defaults((ModelArch)arch);
    TD_TRY(config_apply_preset(&cfg, preset));
    if (option) TD_TRY(config_set(&cfg, option, value));
    return config_to_text(&cfg, buf, cap) < 0 ? TD_ERR_ARG : TD_OK;
}

int study_preset_value(const char *preset, int arch, const char *option, char *buf, size_t cap) {
    char text[2048];
    TD_TRY(preset_config_text(preset, arch, NULL, NULL, text, sizeof text));
    size_t n = strlen(option);
    for (const char *line = text; *line;) {
        size_t len = strcspn(line, "\n");
        if (len > n && !strncmp(line, option, n) && line[n] == '=') {
            snprintf(buf, cap, "%.*s", (int)(len - n - 1), line + n + 1);
            return TD_OK;
        }
        line += len + (line[len] == '\n');
    }
    return td_error(TD_ERR_ARG, "no model option '%s' in the %s preset", option, preset);
}

// A one-option ablation: a row per value of the spec, the row whose configuration equals the
// preset's (added in front when no value does) is the baseline and the plain architecture's run.
static int ablation(StudyPlan *pl, const StudySpec *spec) {
    const char *preset = pl->opt.config, *b = pl->opt.ablation_budget;
    const char *an = spec->arch == ARCH_RNN ? "RNN" : "Transformer";
    char base_text[2048], text[2048], base_value[32];
    TD_TRY(preset_config_text(preset, spec->arch, NULL, NULL, base_text, sizeof base_text));
    TD_TRY(study_preset_value(preset, spec->arch, spec->option, base_value, sizeof base_value));
    const char *values[STUDY_MAX_ROWS];
    int n = 0, base_row = -1;
    for (int i = 0; spec->values[i]; i++) {
        TD_TRY(preset_config_text(preset, spec->arch, spec->option, spec->values[i], text,
                                  sizeof text));
        if (!strcmp(text, base_text)) base_row = n;
        values[n++] = spec->values[i];
    }
    if (base_row < 0) {
        memmove(values + 1, values, (size_t)n * sizeof *values);
        values[0] = base_value;
        base_row = 0;
        n++;
    }
    Study *s = add_study(pl, spec->name, spec->title, spec->question, b);
    for (int i = 0; i < n; i++) {
        char label[96];
        snprintf(label, sizeof label, "%s, %s=%s%s", an, spec->option, values[i],
                 i == base_row ? " (preset)" : "");
        int run = i == base_row ? add_run(pl, spec->arch, 100, NULL, NULL, label, b)
                                : add_run(pl, spec->arch, 100, spec->option, values[i], label, b);
        add_row(s, run, i == base_row ? -1 : base_row, label);
    }
    return TD_OK;
}

// The run of `arch` on pct% of the data with dropout `value` (NULL or the dropout the run has
// without the option, its recipe's or else the preset's: the run without the option, so the
// 100% one is the main study's), labelled `label`.
static int data_run(StudyPlan *pl, int arch, int pct, const char *value, const char *label,
                    const char *budget) {
    char own[32];
    const char *recipe = pl->recipe[arch].value[STUDY_R_DROPOUT];
    if (recipe[0]) snprintf(own, sizeof own, "%s", recipe);
    if (value && (recipe[0] || study_preset_value(pl->opt.config, arch, "dropout", own,
                                                  sizeof own) == TD_OK) &&
        (float)strtod(own, NULL) == (float)strtod(value, NULL))
        value = NULL;
    td_clear_error();
    return add_run(pl, arch, pct, value ? "dropout" : NULL, value, label, budget);
}

// The data-size study: both architectures on each share of the training pairs (the 100% runs are
// the main study's). With --data-dropout, each share and architecture has a run for every value
// listed (its row's alternatives): the first seed of each trains, the row chooses the lowest dev
// NLL (study_row_choice) and only that one trains the other seeds; only the whole training set
// of an architecture whose recipe sets the dropout keeps that one value (the recipe's choice for
// these data, made by --tune; the main study's runs).
static int data_size(StudyPlan *pl, const StudySpec *spec) {
    const char *b = pl->opt.ablation_budget;
    Study *s = add_study(pl, spec->name, spec->title, spec->question, b);
    char values[STUDY_MAX_ALTS][16];
    int n_values = 0;
    for (const char *w = pl->opt.data_dropout; w;) {  // "0.1,0.3": no empty or repeated value
        const size_t len = strcspn(w, ",");
        char item[16], *end;
        snprintf(item, sizeof item, "%.*s", (int)(len < sizeof item ? len : sizeof item - 1), w);
        const double v = strtod(item, &end);
        if (!len || len >= sizeof item || end == item || *end || !(v >= 0 && v < 1))
            return td_error(TD_ERR_ARG, "--data-dropout: '%.*s' is not a dropout in [0, 1) (a "
                            "comma-separated list, e.g. 0.1,0.3)", (int)len, w);
        for (int j = 0; j < n_values; j++)
            if (strtod(values[j], NULL) == v)
                return td_error(TD_ERR_ARG, "--data-dropout: %s is listed twice", item);
        if (n_values == STUDY_MAX_ALTS)
            return td_error(TD_ERR_ARG, "--data-dropout: at most %d values", STUDY_MAX_ALTS);
        snprintf(values[n_values++], sizeof values[0], "%s", item);
        w = w[len] ? w + len + 1 : NULL;
    }
    for (int i = 0; spec->values[i]; i++) {
        int pct = atoi(spec->values[i]);
        for (int a = 0; a < 2; a++) {
            char label[96];
            snprintf(label, sizeof label, "%s, %d%% of the data", a ? "Transformer" : "RNN", pct);
            const int arch = a ? ARCH_TRANSFORMER : ARCH_RNN;
            const char *recipe = pl->recipe[arch].value[STUDY_R_DROPOUT];
            const char *row_values[STUDY_MAX_ALTS];
            int n_row = 0;
            if (n_values && pct == 100 && recipe[0])
                row_values[n_row++] = recipe;
            else
                for (int v = 0; v < n_values; v++) row_values[n_row++] = values[v];
            add_row(s, data_run(pl, arch, pct, n_row ? row_values[0] : NULL, label, b),
                    a ? s->n - 1 : -1, label);
            const int row = s->n - 1;
            for (int v = 0; v < n_row; v++) {
                char alt_label[96];
                snprintf(alt_label, sizeof alt_label, "%.60s, dropout %.15s", label,
                         row_values[v]);
                s->alt[row][v] = data_run(pl, arch, pct, row_values[v], alt_label, b);
                snprintf(s->alt_value[row][v], sizeof s->alt_value[0][0], "%.15s", row_values[v]);
            }
            s->n_alt[row] = n_row;
        }
    }
    return TD_OK;
}

void study_duration_text(double seconds, char *buf, size_t cap) {
    long long whole = (long long)seconds;
    if ((double)whole != seconds || whole <= 0) {
        snprintf(buf, cap, "%gs", seconds);
        return;
    }
    size_t o = 0;
    buf[0] = 0;
    long long h = whole / 3600, m = whole / 60 % 60, sec = whole % 60;
    if (h && o < cap) o += (size_t)snprintf(buf + o, cap - o, "%lldh", h);
    if (m && o < cap) o += (size_t)snprintf(buf + o, cap - o, "%lldm", m);
    if (sec && o < cap) snprintf(buf + o, cap - o, "%llds", sec);
}

// The main budget's option name, as the messages about marks name it.
static const char *main_budget_option(const StudyOptions *o) {
    return o->budget ? "budget" : o->flops > 0 ? "flops" : "steps";
}

int study_time_marks(const StudyOptions *o, StudyMark *marks, int *n) {
    double base = o->flops > 0 ? o->flops : o->steps;
    if (o->budget && option_parse_duration("budget", o->budget, &base) < 0) return TD_ERR_ARG;
    marks[0].value = base;
    snprintf(marks[0].text, sizeof marks[0].text, "%s", o->budget ? o->budget : "");
    *n = 1;
    if (!o->time_marks) {  // twice and four times the main budget
        for (int k = 1; k < 3; k++) {
            marks[k].value = base * (1 << k);
            if (o->budget) study_duration_text(marks[k].value, marks[k].text, sizeof marks[k].text);
            else marks[k].text[0] = 0;
        }
        *n = 3;
        return TD_OK;
    }
    char buf[256], main_value[32];
    snprintf(buf, sizeof buf, "%s", o->time_marks);
    if (o->budget) snprintf(main_value, sizeof main_value, "%s", o->budget);
    else snprintf(main_value, sizeof main_value, "%.17g", base);
    // Every item of the list is a mark: an empty one ("40,", ",40", "40,,80") is refused.
    const size_t len = strlen(buf);
    if (!len || buf[0] == ',' || buf[len - 1] == ',' || strstr(buf, ",,"))
        return td_error(TD_ERR_ARG, "--time-marks: '%s' has an empty item (give the marks "
                        "separated by commas, e.g. 1h,2h)", buf);
    for (char *save, *w = strtok_r(buf, ",", &save); w; w = strtok_r(NULL, ",", &save)) {
        if (*n == STUDY_MAX_MARKS)
            return td_error(TD_ERR_ARG, "--time-marks: at most %d marks after the main budget",
                            STUDY_MAX_MARKS - 1);
        StudyMark *m = &marks[*n];
        if (o->budget) {
            if (option_parse_duration("time-marks", w, &m->value) < 0) return TD_ERR_ARG;
            snprintf(m->text, sizeof m->text, "%s", w);
        } else if (o->flops > 0) {
            if (option_parse_si("time-marks", w, 1, 1e24, &m->value) < 0)
                return td_error(TD_ERR_ARG, "--time-marks: '%s' is not a number of training "
                                "FLOPs (with --flops the marks are FLOP counts, e.g. 6e15,12P)", w);
            m->text[0] = 0;
        } else {
            char *end;
            long v = strtol(w, &end, 10);
            if (end == w || *end || v < 1 || v > (1 << 30) ||
                strspn(w, "0123456789") != strlen(w))
                return td_error(TD_ERR_ARG, "--time-marks: '%s' is not a number of updates "
                                "(with --steps the marks are update counts, e.g. 2000,4000)", w);
            m->value = (double)v;
            m->text[0] = 0;
        }
        if (!(m->value > marks[*n - 1].value))
            return td_error(TD_ERR_ARG, "--time-marks: '%s' is not above the budget before it "
                            "(%s): the marks continue the main budget (--%s %s) and rise", w,
                            *n == 1 ? "the main one" : "the mark before",
                            main_budget_option(o), main_value);
        (*n)++;
    }
    if (*n < 2)
        return td_error(TD_ERR_ARG, "--time-marks: give at least one budget above --%s",
                        main_budget_option(o));
    return TD_OK;
}

// The crossover in time: both architectures at the main budget (the main study's runs) and at
// each larger mark, each mark's run continuing the training of the mark before; a row per
// architecture and mark, the Transformer compared with the RNN at the same mark.
static int time_study(StudyPlan *pl, const StudySpec *spec) {
    StudyMark marks[STUDY_MAX_MARKS];
    int n;
    TD_TRY(study_time_marks(&pl->opt, marks, &n));
    Study *s = add_study(pl, spec->name, spec->title, spec->question, NULL);
    int prev[2] = {-1, -1};
    for (int k = 0; k < n; k++) {
        for (int a = 0; a < 2; a++) {
            const int arch = a ? ARCH_TRANSFORMER : ARCH_RNN;
            char label[96], when[48];
            if (pl->opt.budget) snprintf(when, sizeof when, "%s", marks[k].text);
            else if (pl->opt.flops > 0) snprintf(when, sizeof when, "%g FLOPs", marks[k].value);
            else snprintf(when, sizeof when, "%.0f updates", marks[k].value);
            snprintf(label, sizeof label, "%s, %s", a ? "Transformer" : "RNN", when);
            int run = k == 0 ? add_run(pl, arch, 100, NULL, NULL, label, NULL)
                             : add_run_budget(pl, arch, 100, NULL, NULL, label,
                                              pl->opt.budget ? marks[k].text : NULL,
                                              pl->opt.flops > 0 ? 0 : (int)marks[k].value,
                                              pl->opt.flops > 0 ? marks[k].value : 0);
            if (k > 0) pl->runs[run].continues = prev[a];
            prev[a] = run;
            add_row(s, run, a ? s->n - 1 : -1, label);
        }
    }
    return TD_OK;
}

// The bin/train options that bin/compare sets in every run's command, each with the option of
// bin/compare that chooses its value (NULL: chosen per run, never by the user). --train-args
// must not set them: bin/train takes an option's last value, so a second --max-steps would
// silently replace the study's budget. Those marked `converging` are set only by a tuning or
// under --until-converged; under --match-params the RNN's sizes are bin/compare's, and every size
// counts in the parameters it matches (`matching`); --print-config and --help would make
// bin/train exit without training.
enum { OWNED_ALWAYS, OWNED_CONVERGING, OWNED_MATCHING, OWNED_MODE };
static const struct {
    const char *train, *compare;
    int when;
} STUDY_OWNED[] = {
    {"arch", NULL, OWNED_ALWAYS},
    {"config", "--config", OWNED_ALWAYS},
    {"train", "--train", OWNED_ALWAYS},
    {"dev", "--dev", OWNED_ALWAYS},
    {"src", "--src", OWNED_ALWAYS},
    {"tgt", "--tgt", OWNED_ALWAYS},
    {"spm", "--spm", OWNED_ALWAYS},
    {"out", "--out", OWNED_ALWAYS},
    {"seed", "--seeds", OWNED_ALWAYS},
    {"threads", "--threads", OWNED_ALWAYS},
    {"max-steps", "--steps", OWNED_ALWAYS},
    {"max-flops", "--flops", OWNED_ALWAYS},
    {"max-time", "--budget", OWNED_ALWAYS},
    {"resume", NULL, OWNED_ALWAYS},
    {"print-config", NULL, OWNED_MODE},
    {"help", NULL, OWNED_MODE},
    {"early-stopping", "--until-converged", OWNED_CONVERGING},
    {"valid-at", NULL, OWNED_CONVERGING},
    {"valid-metric", NULL, OWNED_CONVERGING},
    {"emb", NULL, OWNED_MATCHING},
    {"enc-hidden", NULL, OWNED_MATCHING},
    {"dec-hidden", NULL, OWNED_MATCHING},
    {"d-model", NULL, OWNED_MATCHING},
    {"ffn", NULL, OWNED_MATCHING},
    {"enc-layers", NULL, OWNED_MATCHING},
    {"dec-layers", NULL, OWNED_MATCHING},
    {"vocab-size", NULL, OWNED_MATCHING},
    {"tied-embeddings", NULL, OWNED_MATCHING},
    {"cell", NULL, OWNED_MATCHING},
    {"input-feeding", NULL, OWNED_MATCHING},
};

// --train-args against what bin/compare sets itself: the options above, and the model options of
// the ablations' runs (e.g. --heads on the heads study's rows).
static int check_train_args(const StudyPlan *pl) {
    if (!pl->opt.train_args) return TD_OK;
    StudyArgv a = {0};
    study_argv_add_words(&a, pl->opt.train_args);
    const int applies[4] = {1, pl->opt.until_converged || pl->opt.tune, pl->opt.match_params, 1};
    // Words that bin/train's parser refuses (an unknown or ambiguous option, a missing or bad
    // value, a word that is no option) would fail every run.
    int rc = train_options_check_words(a.v, a.n);
    if (rc < 0) rc = td_error_context(TD_ERR_ARG, "--train-args: as bin/train reads it");
    for (int w = 0; w < a.n && rc == TD_OK; w++) {
        const char *word = a.v[w], *sets = train_option_named(word);  // resolved once
        if (!sets) continue;  // a value
        for (size_t k = 0; k < sizeof STUDY_OWNED / sizeof STUDY_OWNED[0] && rc == TD_OK; k++) {
            if (!applies[STUDY_OWNED[k].when] || strcmp(sets, STUDY_OWNED[k].train)) continue;
            const char *compare = STUDY_OWNED[k].compare;
            if (STUDY_OWNED[k].when == OWNED_MODE)
                rc = td_error(TD_ERR_ARG, "--train-args sets %s, with which bin/train exits "
                              "without training", word);
            else if (STUDY_OWNED[k].when == OWNED_MATCHING)
                rc = td_error(TD_ERR_ARG, "--train-args sets %s, which changes the parameter "
                              "counts that --match-params matches (give the models' sizes with "
                              "--config)", word);
            else rc = td_error(TD_ERR_ARG, "--train-args sets %s, which bin/compare sets in every "
                               "run's command%s%s%s", word,
                               compare ? " (choose it with bin/compare's " : "",
                               compare ? compare : "", compare ? ")" : "");
        }
        for (int i = 0; i < pl->n_runs && rc == TD_OK; i++)
            for (int j = 0; j < pl->runs[i].n_opts && rc == TD_OK; j++)
                if (!strcmp(sets, pl->runs[i].key[j]))
                    rc = td_error(TD_ERR_ARG, "--train-args sets %s, which run %s of the "
                                  "ablations sets to %s", word, pl->runs[i].id,
                                  pl->runs[i].val[j]);
    }
    study_argv_free(&a);
    return rc;
}

// Where architecture a's recipe sets field f, for messages: "--recipe-rnn: r.recipe:3", or
// "recipe NAME" for a recipe that no file line set.
static const char *recipe_where(const StudyPlan *pl, int a, int f, char *buf, size_t cap) {
    const StudyRecipe *rc = &pl->recipe[a];
    if (pl->opt.recipe_path[a] && rc->line[f] > 0)
        snprintf(buf, cap, "--recipe-%s: %s:%d", arch_name((ModelArch)a), pl->opt.recipe_path[a],
                 rc->line[f]);
    else snprintf(buf, cap, "recipe %s", rc->name);
    return buf;
}

// The recipes against the plan: a warm-up share needs runs trained for a known number of updates
// (not a time or FLOP budget, and not --until-converged, whose --steps is a cap that the training
// may never reach), and --train-args must not set what a recipe sets (a recipe is the one place for
// an architecture's optimisation).
static int check_recipes(const StudyPlan *pl) {
    TD_TRY(check_train_args(pl));
    char where[1200];
    for (int a = 0; a < 2; a++) {
        TD_TRY(study_recipe_check_words(&pl->recipe[a], pl->opt.train_args, "--train-args"));
        const StudyRecipe *rc = &pl->recipe[a];
        if (pl->opt.until_converged && rc->value[STUDY_R_WARMUP_SHARE][0])
            return td_error(TD_ERR_ARG, "%s: warmup_share = %s scales the warm-up with the "
                            "update budget, but under --until-converged --steps is a cap, not "
                            "the training's length; give warmup in updates (a tuning's winner "
                            "trained with the share times its updates)",
                            recipe_where(pl, a, STUDY_R_WARMUP_SHARE, where, sizeof where),
                            rc->value[STUDY_R_WARMUP_SHARE]);
    }
    for (int i = 0; i < pl->n_runs; i++) {
        const StudyRunPlan *r = &pl->runs[i];
        while (r->continues >= 0) r = &pl->runs[r->continues];
        int steps;
        const StudyRecipe *rc = &pl->recipe[r->arch];
        const int time = study_run_max_time(&pl->opt, r, &steps) != NULL;
        if (rc->value[STUDY_R_WARMUP_SHARE][0] && (time || study_run_flops(&pl->opt, r) > 0))
            return td_error(TD_ERR_ARG, "%s: warmup_share = %s needs an update budget "
                            "(--steps, and --ablation-budget unset), but run %s trains for "
                            "%s; give warmup in updates instead",
                            recipe_where(pl, r->arch, STUDY_R_WARMUP_SHARE, where, sizeof where),
                            rc->value[STUDY_R_WARMUP_SHARE], r->id, time ? "time" : "FLOPs");
    }
    return TD_OK;
}

int study_plan(StudyPlan *pl) {
    const StudyOptions *o = &pl->opt;
    pl->n_runs = pl->n_studies = 0;
    if (o->out && strlen(o->out) > STUDY_OUT_MAX)
        return td_error(TD_ERR_ARG, "--out: the path is %zu bytes long, at most %d (every file of "
                        "the study is named below it, e.g. OUT/runs/ID/seedN/train.log.tsv)",
                        strlen(o->out), STUDY_OUT_MAX);
    ModelConfig rnn = config_defaults(ARCH_RNN);
    TD_TRY(config_apply_preset(&rnn, o->config));
    Study *m = add_study(pl, "main", "RNN vs Transformer",
                         "The two architectures under one protocol: same data, tokenizer, "
                         "seeds, budget and threads. Which translates better, and at what cost "
                         "in parameters, training speed, decoding speed and memory?", NULL);
    char rl[96];
    snprintf(rl, sizeof rl, "RNN (bi-%s, %s attention)", rnn.cell == CELL_LSTM ? "LSTM" : "GRU",
             attn_score_name(rnn.attention));
    const char *tl = "Transformer";
    add_row(m, add_run(pl, ARCH_RNN, 100, NULL, NULL, rl, NULL), -1, rl);
    add_row(m, add_run(pl, ARCH_TRANSFORMER, 100, NULL, NULL, tl, NULL), 0, tl);
    for (int i = 0; i < STUDY_N_SPECS; i++) {
        const StudySpec *spec = &STUDY_SPECS[i];
        if (!(o->ablations & spec->bit)) continue;
        if (spec->option) TD_TRY(ablation(pl, spec));
        else if (spec->bit == STUDY_ABL_TIME) TD_TRY(time_study(pl, spec));
        else TD_TRY(data_size(pl, spec));
    }
    return check_recipes(pl);
}

void study_plan_free(StudyPlan *pl) {
    study_lines_free(pl->test_src, pl->test_src ? pl->n_test : 0);
    study_lines_free(pl->test_ref, pl->test_ref ? pl->n_test : 0);
    pl->test_src = pl->test_ref = NULL;
    free(pl->bucket_idx);
    pl->bucket_idx = NULL;
    study_boot_plan_free(&pl->boot);
}

// Parameter count of a preset with one RNN size (or the Transformer's when h == 0); -1 if the
// architecture cannot be built.
static long long preset_params(const StudyPlan *pl, int arch, int h) {
    ModelConfig cfg = config_defaults((ModelArch)arch);
    if (config_apply_preset(&cfg, pl->opt.config) < 0) return -1;
    cfg.vocab = pl->vocab;
    if (h > 0) {
        cfg.emb = cfg.enc_hidden = h;
        cfg.dec_hidden = 2 * h;
    }
    Model *m = model_create(&cfg, 1);
    if (!m) return -1;
    long long n = (long long)m->params.count;
    model_free(m);
    return n;
}

int study_match_params(StudyPlan *pl) {
    if (pl->vocab < 8)
        return td_error(TD_ERR_ARG, "--match-params: the SentencePiece vocabulary size is "
                                    "unknown (no .vocab file beside %s)", pl->spm_path);
    long long target = preset_params(pl, ARCH_TRANSFORMER, 0);
    if (target < 0) return td_error_context(TD_ERR_ARG, "--match-params");
    int lo = 8, hi = 2048;  // params grow with h: find the first h with params >= target
    while (hi - lo > 8) {
        int mid = (lo + hi) / 2 / 8 * 8;
        long long n = preset_params(pl, ARCH_RNN, mid);
        if (n < 0) return td_error_context(TD_ERR_ARG, "--match-params");
        if (n < target) lo = mid;
        else hi = mid;
    }
    long long nlo = preset_params(pl, ARCH_RNN, lo), nhi = preset_params(pl, ARCH_RNN, hi);
    int h = llabs(nlo - target) <= llabs(nhi - target) ? lo : hi;
    char v[2][16];
    snprintf(v[0], sizeof v[0], "%d", h);
    snprintf(v[1], sizeof v[1], "%d", 2 * h);
    for (int i = 0; i < pl->n_runs; i++) {
        StudyRunPlan *r = &pl->runs[i];
        if (r->arch != ARCH_RNN || r->n_opts + 3 > STUDY_MAX_OPTS) continue;
        const char *keys[3] = {"emb", "enc-hidden", "dec-hidden"};
        for (int k = 0; k < 3; k++) {
            snprintf(r->key[r->n_opts], sizeof r->key[0], "%s", keys[k]);
            snprintf(r->val[r->n_opts], sizeof r->val[0], "%s", v[k == 2]);
            r->n_opts++;
        }
        set_run_recipe(pl, r);
    }
    snprintf(pl->match_note, sizeof pl->match_note,
             "Matched parameter counts (--match-params): every RNN run uses emb = enc-hidden = %d "
             "and dec-hidden = %d, giving %lld parameters against the Transformer's %lld.", h,
             2 * h, h == lo ? nlo : nhi, target);
    fprintf(stderr, "%s: %s\n", prog_name("compare"), pl->match_note);
    return TD_OK;
}

long long study_run_params(const StudyPlan *pl, int run, const char *extra_words) {
    const StudyRunPlan *r = &pl->runs[run];
    if (pl->vocab < 8) return -1;
    ModelConfig cfg = config_defaults((ModelArch)r->arch);
    if (config_apply_preset(&cfg, pl->opt.config) < 0) {
        td_clear_error();
        return -1;
    }
    cfg.vocab = pl->vocab;
    for (int i = 0; i < r->n_opts; i++)
        if (config_set(&cfg, r->key[i], r->val[i]) < 0) {
            td_clear_error();
            return -1;
        }
    // "--key value" pairs of the quick mode's model options.
    char buf[512];
    snprintf(buf, sizeof buf, "%s", extra_words ? extra_words : "");
    char *save, *k = strtok_r(buf, " ", &save);
    while (k) {
        char *v = strtok_r(NULL, " ", &save);
        if (!v || strncmp(k, "--", 2)) break;
        if (config_set(&cfg, k + 2, v) < 0) {
            td_clear_error();
            return -1;
        }
        k = strtok_r(NULL, " ", &save);
    }
    Model *m = model_create(&cfg, 1);
    if (!m) {
        td_clear_error();
        return -1;
    }
    long long n = (long long)m->params.count;
    model_free(m);
    return n;
}
