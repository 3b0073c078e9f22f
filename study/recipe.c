// Recipes as data: the key-value reader, the fields' checks, and their bin/train and bin/decode
// options (see recipe.h).
#include "study/recipe.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "decode/search.h"
#include "models/config.h"
#include "train/options.h"
#include "util/fs.h"
#include "util/options.h"

// One field: its file key, the option it sets, and how its value is checked.
typedef enum { V_NUMBER, V_INT, V_SCHEDULE, V_OPTIMIZER, V_MODEL } ValueKind;
typedef struct RecipeField {
    const char *key, *option;
    ValueKind kind;
    double lo, hi;                  // V_NUMBER and V_INT: the range bin/train or bin/decode takes
} RecipeField;

static const RecipeField FIELDS[STUDY_R_COUNT] = {
    [STUDY_R_LR] = {"lr", "lr", V_NUMBER, 1e-9, 10},
    [STUDY_R_SCHEDULE] = {"schedule", "schedule", V_SCHEDULE, 0, 0},
    [STUDY_R_WARMUP] = {"warmup", "warmup", V_INT, 0, 1 << 30},
    [STUDY_R_WARMUP_SHARE] = {"warmup_share", "warmup", V_NUMBER, 1e-6, 0.999},
    [STUDY_R_NORM] = {"norm", "norm", V_MODEL, 0, 0},
    [STUDY_R_DROPOUT] = {"dropout", "dropout", V_MODEL, 0, 0},
    [STUDY_R_LABEL_SMOOTHING] = {"label_smoothing", "label-smoothing", V_NUMBER, 0, 0.99},
    [STUDY_R_OPTIMIZER] = {"optimizer", "optimizer", V_OPTIMIZER, 0, 0},
    [STUDY_R_WEIGHT_DECAY] = {"weight_decay", "weight-decay", V_NUMBER, 0, 10},
    [STUDY_R_CLIP_NORM] = {"clip_norm", "clip-norm", V_NUMBER, 0, 1e6},
    [STUDY_R_BATCH_TOKENS] = {"batch_tokens", "batch-tokens", V_INT, 2, 1 << 24},
    [STUDY_R_AVERAGE] = {"average", "keep", V_INT, 0, 64},
    [STUDY_R_LENGTH_PENALTY] = {"length_penalty", "length-penalty", V_NUMBER, 0,
                                SEARCH_MAX_LENGTH_PENALTY},
};

const char *study_recipe_key(int f) { return FIELDS[f].key; }
const char *study_recipe_option(int f) { return FIELDS[f].option; }

int study_recipe_field(const char *key) {
    for (int f = 0; f < STUDY_R_COUNT; f++)
        if (!strcmp(key, FIELDS[f].key)) return f;
    return -1;
}

void study_recipe_init(StudyRecipe *r, int arch) {
    memset(r, 0, sizeof *r);
    r->arch = arch;
    snprintf(r->name, sizeof r->name, "preset defaults");
}

// Checks value v of field f for a recipe of arch (study_recipe_set restates a message for the
// file: study_kv_error).
static int check_value(int f, int arch, const char *v) {
    const RecipeField *x = &FIELDS[f];
    switch (x->kind) {
    case V_NUMBER: {
        double d;
        return option_parse_double(x->key, v, x->lo, x->hi, &d);
    }
    case V_INT: {
        int i;
        TD_TRY(option_parse_int(x->key, v, (int)x->lo, (int)x->hi, &i));
        if (f == STUDY_R_AVERAGE && i == 1)
            return td_error(TD_ERR_ARG, "average: 1 checkpoint is no average (use 0 for none, or "
                            "2 to %d)", (int)x->hi);
        return TD_OK;
    }
    case V_SCHEDULE: {
        const char *names[4];
        int k;
        for (int i = 0; i < 4; i++) names[i] = lr_schedule_name(i);
        return option_parse_choice(x->key, v, names, 4, &k);
    }
    case V_OPTIMIZER: {
        int k;
        return option_parse_choice(x->key, v, (const char *const[]){"adam", "adamw"}, 2, &k);
    }
    case V_MODEL: {  // a model option: checked by the configuration bin/train builds
        if (f == STUDY_R_NORM && arch != ARCH_TRANSFORMER)
            return td_error(TD_ERR_ARG, "norm: the layer-norm placement is a Transformer option "
                            "(this recipe is for the %s)", arch_name((ModelArch)arch));
        ModelConfig scratch = config_defaults((ModelArch)arch);
        return config_set(&scratch, x->option, v);
    }
    }
    return TD_ERR_ARG;
}

// The unknown-key message: the field keys, after `also` (more keys the caller takes, or "").
static int unknown_key(const char *key, const char *also) {
    char names[512] = "", q[STUDY_QUOTE_CAP];
    for (int i = 0; i < STUDY_R_COUNT; i++)
        snprintf(names + strlen(names), sizeof names - strlen(names), "%s%s", i ? ", " : "",
                 FIELDS[i].key);
    return td_error(TD_ERR_ARG, "unknown key '%s' (use %s%s)", study_quote(key, q, sizeof q),
                    also, names);
}

int study_recipe_set(StudyRecipe *r, const char *key, const char *value) {
    const int f = study_recipe_field(key);
    if (f < 0) return unknown_key(key, "");
    r->line[f] = 0;  // a file's reader sets it after this call
    if (!strcmp(value, "auto") || !strcmp(value, "default")) {
        r->value[f][0] = 0;
        return TD_OK;
    }
    char q[STUDY_QUOTE_CAP];
    if (strlen(value) >= sizeof r->value[f])
        return td_error(TD_ERR_ARG, "%s: '%s' is too long", key, study_quote(value, q, sizeof q));
    if (check_value(f, r->arch, value) < 0) return study_kv_error(TD_ERR_ARG, key, value);
    snprintf(r->value[f], sizeof r->value[f], "%s", value);
    return TD_OK;
}

int study_recipe_decay_check(const StudyRecipe *r) {
    const char *wd = r->value[STUDY_R_WEIGHT_DECAY];
    if (wd[0] && strtod(wd, NULL) > 0 && strcmp(r->value[STUDY_R_OPTIMIZER], "adamw"))
        return td_error(TD_ERR_ARG, "weight_decay needs optimizer = adamw (bin/train takes "
                        "--weight-decay with --optimizer adamw only; this recipe's optimizer is "
                        "%s)", r->value[STUDY_R_OPTIMIZER][0] ? r->value[STUDY_R_OPTIMIZER]
                                                              : "bin/train's default, adam");
    return TD_OK;
}

// ---- quoting in messages -----------------------------------------------------------------------

const char *study_quote(const char *s, char *buf, size_t cap) {
    size_t o = 0, i = 0;
    buf[0] = 0;
    for (; s[i] && i < STUDY_QUOTE_CHARS && o + 8 < cap; i++) {
        const unsigned char c = (unsigned char)s[i];
        if (c >= 0x20 && c < 0x7f) buf[o++] = (char)c;
        else o += (size_t)snprintf(buf + o, cap - o, "\\x%02x", c);
    }
    if (s[i] && o + 4 <= cap) memcpy(buf + o, "...", 4);
    else buf[o] = 0;
    return buf;
}

int study_kv_error(int status, const char *key, const char *value) {
    char msg[1024], needle[1100], q[STUDY_QUOTE_CAP];
    snprintf(msg, sizeof msg, "%s", td_last_error());
    const char *why = msg, *colon = strchr(msg, ':');
    const int dashed = !strncmp(msg, "--", 2) && colon;
    if (dashed) why = colon + 1;
    else if (!strncmp(msg, key, strlen(key)) && msg[strlen(key)] == ':') why = msg + strlen(key) + 1;
    study_quote(value, q, sizeof q);
    snprintf(needle, sizeof needle, "'%s'", value);
    const char *at = strstr(why, needle);
    if (at)
        return td_error(status, "%s:%.*s'%s'%s", key, (int)(at - why), why, q,
                        at + strlen(needle));
    if (dashed)  // the value cut off with the message: the value and no more
        return td_error(status, "%s: '%s' is not a valid value", key, q);
    return status;  // a message of this file's own, which names the key and quotes no value
}

// ---- the key-value reader ----------------------------------------------------------------------

// s without leading and trailing spaces and tabs (in place).
static char *trim(char *s) {
    while (*s == ' ' || *s == '\t') s++;
    size_t n = strlen(s);
    while (n && (s[n - 1] == ' ' || s[n - 1] == '\t' || s[n - 1] == '\r')) s[--n] = 0;
    return s;
}

int study_kv_parse(const char *text, size_t len, const char *path, StudyKvFn fn, void *ctx) {
    char section[64] = "", line[1024], q[STUDY_QUOTE_CAP];
    int lineno = 0;
    for (const char *p = text, *end = text + len; p < end;) {
        const char *nl = memchr(p, '\n', (size_t)(end - p));
        const size_t n = nl ? (size_t)(nl - p) : (size_t)(end - p);
        lineno++;
        if (n >= sizeof line)
            return td_error(TD_ERR_FORMAT, "%s:%d: the line is longer than %zu bytes", path,
                            lineno, sizeof line - 1);
        if (memchr(p, 0, n))
            return td_error(TD_ERR_FORMAT, "%s:%d: the line contains a NUL byte (a text file "
                            "has none)", path, lineno);
        memcpy(line, p, n);
        line[n] = 0;
        p += n + (nl != NULL);
        char *hash = strchr(line, '#');
        if (hash) *hash = 0;
        char *s = trim(line);
        if (!*s) continue;
        if (*s == '[') {
            size_t k = strlen(s);
            if (k < 3 || s[k - 1] != ']' || k - 2 >= sizeof section)
                return td_error(TD_ERR_FORMAT, "%s:%d: '%s' is not a section header (write "
                                "[name])", path, lineno, study_quote(s, q, sizeof q));
            snprintf(section, sizeof section, "%.*s", (int)(k - 2), s + 1);
            if (fn(ctx, section, NULL, NULL, lineno) < 0)  // the header itself
                return td_error_context(TD_ERR_FORMAT, "%s:%d", path, lineno);
            continue;
        }
        char *eq = strchr(s, '=');
        if (!eq)
            return td_error(TD_ERR_FORMAT, "%s:%d: '%s' has no '=' (write key = value)", path,
                            lineno, study_quote(s, q, sizeof q));
        *eq = 0;
        char *key = trim(s), *value = trim(eq + 1);
        if (!*key || !*value)
            return td_error(TD_ERR_FORMAT, "%s:%d: %s", path, lineno,
                            !*key ? "no key before '='" : "no value after '='");
        if (fn(ctx, section, key, value, lineno) < 0)
            return td_error_context(TD_ERR_FORMAT, "%s:%d", path, lineno);
    }
    return TD_OK;
}

// ---- recipe files -------------------------------------------------------------------------------

typedef struct RecipeParse {
    StudyRecipe *r;
    int seen[STUDY_R_COUNT + 1];    // the line of each field (the last: arch), 0 if not yet
} RecipeParse;

static int recipe_line_fn(void *ctx, const char *section, const char *key, const char *value,
                          int line) {
    RecipeParse *rp = ctx;
    char q[STUDY_QUOTE_CAP];
    if (section[0] || !key)
        return td_error(TD_ERR_ARG, "a recipe has no sections ([%s] belongs in a grid file)",
                        study_quote(section, q, sizeof q));
    const int f = !strcmp(key, "arch") ? STUDY_R_COUNT : study_recipe_field(key);
    if (f < 0) return unknown_key(key, "arch, ");
    if (rp->seen[f])
        return td_error(TD_ERR_ARG, "'%s' is set twice (first on line %d)", key, rp->seen[f]);
    rp->seen[f] = line;
    if (f == STUDY_R_COUNT) {
        const char *want = arch_name((ModelArch)rp->r->arch);
        if (strcmp(value, want))
            return td_error(TD_ERR_ARG, "arch = %s, but this recipe is given for the %s (--recipe-%s)",
                            study_quote(value, q, sizeof q), want, want);
        return TD_OK;
    }
    TD_TRY(study_recipe_set(rp->r, key, value));
    rp->r->line[f] = line;
    return TD_OK;
}

// study_recipe_parse of text[0..len).
static int recipe_parse_n(StudyRecipe *r, const char *text, size_t len, const char *path) {
    RecipeParse rp = {r, {0}};
    TD_TRY(study_kv_parse(text, len, path, recipe_line_fn, &rp));
    if (!rp.seen[STUDY_R_COUNT])
        return td_error(TD_ERR_FORMAT, "%s: no 'arch = %s' line (a recipe names its "
                        "architecture)", path, arch_name((ModelArch)r->arch));
    if (rp.seen[STUDY_R_WARMUP] && rp.seen[STUDY_R_WARMUP_SHARE])
        return td_error(TD_ERR_FORMAT, "%s:%d: warmup_share and warmup (line %d) both set the "
                        "warm-up: keep one", path, rp.seen[STUDY_R_WARMUP_SHARE],
                        rp.seen[STUDY_R_WARMUP]);
    if (study_recipe_decay_check(r) < 0)
        return td_error_context(TD_ERR_FORMAT, "%s:%d", path, rp.seen[STUDY_R_WEIGHT_DECAY]);
    return TD_OK;
}

int study_recipe_parse(StudyRecipe *r, const char *text, const char *path) {
    return recipe_parse_n(r, text, strlen(text), path);
}

int study_recipe_load(StudyRecipe *r, const char *path, int arch) {
    study_recipe_init(r, arch);
    char *text;
    size_t len;
    TD_TRY(file_read_all(path, (void **)&text, &len));
    int rc = recipe_parse_n(r, text, len, path);
    free(text);
    if (rc < 0) return rc;
    const char *base = strrchr(path, '/');
    base = base ? base + 1 : path;
    const char *dot = strrchr(base, '.');  // the name is the file's without its extension
    size_t n = dot && dot > base ? (size_t)(dot - base) : strlen(base);
    snprintf(r->name, sizeof r->name, "%.*s", (int)(n < 63 ? n : 63), base);
    return TD_OK;
}

// ---- options and text ---------------------------------------------------------------------------

long study_recipe_warmup_updates(const StudyRecipe *r, long updates) {
    const char *v = r->value[STUDY_R_WARMUP_SHARE];
    if (!v[0]) return 0;
    const long w = lround(strtod(v, NULL) * (double)updates);
    return w > 0 ? w : 1;
}

int study_recipe_train_words(const StudyRecipe *r, long schedule_updates, StudyArgv *a) {
    for (int f = 0; f < STUDY_R_COUNT; f++) {
        const char *v = r->value[f];
        if (!v[0] || f == STUDY_R_LENGTH_PENALTY || (f == STUDY_R_AVERAGE && !strcmp(v, "0")))
            continue;
        if (f == STUDY_R_WARMUP_SHARE) {
            if (schedule_updates <= 0)
                return td_error(TD_ERR_ARG, "recipe %s: warmup_share = %s needs an update "
                                "budget (bin/compare --steps); with a time budget give warmup "
                                "in updates", r->name, v);
            study_argv_add(a, "--warmup");
            study_argv_add(a, "%ld", study_recipe_warmup_updates(r, schedule_updates));
            continue;
        }
        study_argv_add(a, "--%s", FIELDS[f].option);
        study_argv_add(a, "%s", v);
    }
    return TD_OK;
}

int study_train_word_sets(const char *word, const char *name) {
    const char *set = train_option_named(word);
    return set && !strcmp(set, name);
}

int study_recipe_check_words(const StudyRecipe *r, const char *words, const char *what) {
    StudyArgv a = {0};
    study_argv_add_words(&a, words);
    int rc = TD_OK;
    for (int i = 0; i < a.n && rc == TD_OK; i++) {
        const char *sets = train_option_named(a.v[i]);  // resolved once per word
        for (int f = 0; sets && f < STUDY_R_COUNT && rc == TD_OK; f++)
            if (r->value[f][0] && !strcmp(sets, FIELDS[f].option))
                rc = td_error(TD_ERR_ARG, "%s sets %s, which recipe %s (%s) sets too: keep it "
                              "in the recipe", what, a.v[i], r->name, arch_name((ModelArch)r->arch));
    }
    study_argv_free(&a);
    return rc;
}

void study_recipe_unset_option(StudyRecipe *r, const char *option) {
    for (int f = 0; f < STUDY_R_COUNT; f++)
        if (!strcmp(FIELDS[f].option, option)) {
            r->value[f][0] = 0;
            r->line[f] = 0;
        }
}

void study_recipe_decode_words(const StudyRecipe *r, StudyArgv *a) {
    study_argv_add(a, "--length-penalty");
    if (r->value[STUDY_R_LENGTH_PENALTY][0])
        study_argv_add(a, "%s", r->value[STUDY_R_LENGTH_PENALTY]);
    else study_argv_add(a, "%g", (double)search_defaults().length_penalty);
}

int study_recipe_average(const StudyRecipe *r) {
    return r->value[STUDY_R_AVERAGE][0] ? atoi(r->value[STUDY_R_AVERAGE]) : 0;
}

int study_recipe_text(const StudyRecipe *r, char *buf, size_t cap) {
    size_t o = (size_t)snprintf(buf, cap, "arch = %s\n", arch_name((ModelArch)r->arch));
    for (int f = 0; f < STUDY_R_COUNT && o < cap; f++)
        if (r->value[f][0])
            o += (size_t)snprintf(buf + o, cap - o, "%s = %s\n", FIELDS[f].key, r->value[f]);
    if (o >= cap) return td_error(TD_ERR_ARG, "the recipe text does not fit %zu bytes", cap);
    return (int)o;
}

void study_recipe_line(const StudyRecipe *r, char *buf, size_t cap) {
    size_t o = 0;
    buf[0] = 0;
    for (int f = 0; f < STUDY_R_COUNT && o < cap; f++)
        if (r->value[f][0])
            o += (size_t)snprintf(buf + o, cap - o, "%s%s=%s", o ? " " : "", FIELDS[f].key,
                                  r->value[f]);
    if (!buf[0]) snprintf(buf, cap, "preset defaults");
}
