// The trainer's option table (util/cli.h), parsing, --help and the resume merge (see options.h).
#include "train/options.h"

#include <math.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "models/model_io.h"
#include "util/cli.h"
#include "util/options.h"
#include "util/progname.h"

// Each row's tag (CliOption.tag): its group, what --resume does with it, the architecture it
// applies to.
typedef enum { G_DATA, G_TOK, G_MODEL, G_OPTIM, G_BUDGET, G_OUT } OptGroup;
typedef enum { R_COMPUTE, R_OVERRIDE, R_MODEL } ResumeRule;
typedef enum { ONLY_ANY, ONLY_RNN, ONLY_TFM } ArchOnly;
#define TAG(group, resume, only) ((group) | (resume) << 4 | (only) << 8)
#define GROUP_OF(id) (OPTS[id].tag & 15)
#define RESUME_OF(id) (OPTS[id].tag >> 4 & 15)
#define ONLY_OF(id) (OPTS[id].tag >> 8 & 15)

enum {
    O_TRAIN, O_DEV, O_SRC, O_TGT, O_FILTER_LEN, O_SPM, O_VOCAB_SIZE, O_ARCH, O_CONFIG,
    O_D_MODEL, O_HEADS, O_FFN, O_ENC_LAYERS, O_DEC_LAYERS, O_NORM, O_POS, O_ACTIVATION,
    O_ATTENTION_WINDOW, O_CELL, O_EMB, O_ENC_HIDDEN, O_DEC_HIDDEN, O_ATTENTION, O_ATTENTION_NORM,
    O_INPUT_FEEDING, O_TIED_EMBEDDINGS, O_DROPOUT, O_MAX_LEN, O_OPTIMIZER, O_LR, O_WARMUP,
    O_SCHEDULE, O_CLIP_NORM, O_LABEL_SMOOTHING, O_BATCH_TOKENS, O_ACCUMULATE, O_PRECISION, O_SEED,
    O_THREADS, O_DIST_TIMEOUT, O_WEIGHT_DECAY, O_INIT_FROM, O_MAX_STEPS, O_MAX_EPOCHS, O_MAX_TIME,
    O_MAX_FLOPS,
    O_VALID_EVERY, O_VALID_AT, O_EARLY_STOPPING,
    O_VALID_METRIC, O_VALID_LINES, O_LOG_EVERY, O_OUT, O_KEEP, O_RESUME, O_COMPRESS, O_PRINT_CONFIG, O_HELP,
    O_COUNT
};

static const char *const METRIC_NAMES[] = {"bleu", "chrf", "loss"};
static const char *const SCHEDULE_NAMES[] = {"constant", "noam", "inverse-sqrt", "plateau"};

const char *valid_metric_name(ValidMetric m) { return METRIC_NAMES[m]; }
const char *lr_schedule_name(int kind) { return kind < 0 ? "auto" : SCHEDULE_NAMES[kind]; }

// ---- the rows' own set and render functions (the rest use util/cli.h's kinds) -----------------

// Records a model option (checked now against a scratch configuration, applied in resolve).
static int add_model_opt(TrainOptions *o, const char *key, const char *v) {
    ModelConfig scratch = config_defaults(ARCH_TRANSFORMER);
    TD_TRY(config_set(&scratch, key, v));
    for (int i = 0; i < o->n_model_opts; i++)
        if (strcmp(o->model_key[i], key) == 0) {
            snprintf(o->model_val[i], sizeof o->model_val[i], "%s", v);
            return TD_OK;
        }
    if (o->n_model_opts == TRAIN_MAX_MODEL_OPTS || strlen(key) >= 32 || strlen(v) >= 64)
        return td_error(TD_ERR_ARG, "--%s: too many or too long model options", key);
    snprintf(o->model_key[o->n_model_opts], 32, "%s", key);
    snprintf(o->model_val[o->n_model_opts], 64, "%s", v);
    o->n_model_opts++;
    return TD_OK;
}

static int set_model(void *opts, const CliOption *p, const char *v) {
    TrainOptions *o = opts;
    if (!strcmp(p->name, "arch")) {
        int a;
        TD_TRY(option_parse_choice("arch", v, (const char *const[]){"rnn", "transformer"}, 2, &a));
        o->cfg.arch = (ModelArch)a;
    }
    return add_model_opt(o, p->name, v);
}

// A model option's default for the help text, from the tiny presets of both architectures.
static void render_model_default(const void *opts, const CliOption *p, char *out, size_t cap) {
    char t[2048], r[2048], vt[64] = "", vr[64] = "";
    ModelConfig ct = config_defaults(ARCH_TRANSFORMER), cr = config_defaults(ARCH_RNN);
    if (config_to_text(&ct, t, sizeof t) < 0 || config_to_text(&cr, r, sizeof r) < 0) return;
    char pat[48];
    snprintf(pat, sizeof pat, "\n%s=", p->name);
    const char *pt = strstr(t, pat), *pr = strstr(r, pat);
    if (pt) sscanf(pt + strlen(pat), "%63[^\n]", vt);
    if (pr) sscanf(pr + strlen(pat), "%63[^\n]", vr);
    if (strchr(vt, '.')) format_float(strtof(vt, NULL), vt, sizeof vt);
    if (strchr(vr, '.')) format_float(strtof(vr, NULL), vr, sizeof vr);
    int only = p->tag >> 8 & 15;
    if (only == ONLY_TFM) snprintf(out, cap, "%s", vt);
    else if (only == ONLY_RNN) snprintf(out, cap, "%s", vr);
    else if (!strcmp(vt, vr)) snprintf(out, cap, "%s", vt);
    else snprintf(out, cap, "transformer %s, rnn %s", vt, vr);
}

static int set_lang(void *opts, const CliOption *p, const char *v) {
    if (!*v || strlen(v) >= 32 || strchr(v, '/'))
        return td_error(TD_ERR_ARG, "--%s: '%s' is not a language suffix", p->name, v);
    snprintf((char *)opts + p->offset, 32, "%s", v);
    return TD_OK;
}

static int set_preset(void *opts, const CliOption *p, const char *v) {
    ModelConfig scratch = config_defaults(ARCH_TRANSFORMER);
    TD_TRY(config_apply_preset(&scratch, v));
    snprintf(((TrainOptions *)opts)->preset, sizeof ((TrainOptions *)opts)->preset, "%s", v);
    return TD_OK;
}

// --lr, --warmup and --schedule take "auto" (lr 0, warmup and schedule -1: train_options_resolve).
static int set_lr(void *opts, const CliOption *p, const char *v) {
    TrainOptions *o = opts;
    if (!strcmp(v, "auto")) return o->lr = 0, TD_OK;
    return option_parse_float(p->name, v, 1e-9, 10.0, &o->lr);
}

static void render_lr(const void *opts, const CliOption *p, char *b, size_t cap) {
    const TrainOptions *o = opts;
    if (o->lr > 0) format_float(o->lr, b, cap);
    else snprintf(b, cap, "auto");
}

static int set_warmup(void *opts, const CliOption *p, const char *v) {
    TrainOptions *o = opts;
    if (!strcmp(v, "auto")) return o->warmup = -1, TD_OK;
    return option_parse_int(p->name, v, 0, 1 << 30, &o->warmup);
}

static void render_warmup(const void *opts, const CliOption *p, char *b, size_t cap) {
    const TrainOptions *o = opts;
    if (o->warmup >= 0) snprintf(b, cap, "%d", o->warmup);
    else snprintf(b, cap, "auto");
}

static int set_schedule(void *opts, const CliOption *p, const char *v) {
    TrainOptions *o = opts;
    if (!strcmp(v, "auto")) return o->schedule = -1, TD_OK;
    return option_parse_choice(p->name, v, SCHEDULE_NAMES, 4, &o->schedule);
}

static void render_schedule(const void *opts, const CliOption *p, char *b, size_t cap) {
    snprintf(b, cap, "%s", lr_schedule_name(((const TrainOptions *)opts)->schedule));
}

static int set_seed(void *opts, const CliOption *p, const char *v) {
    long l;
    TD_TRY(option_parse_long(p->name, v, 0, 0x7fffffffffffffffL, &l));
    ((TrainOptions *)opts)->seed = (unsigned long long)l;
    return TD_OK;
}

static void render_seed(const void *opts, const CliOption *p, char *b, size_t cap) {
    snprintf(b, cap, "%llu", ((const TrainOptions *)opts)->seed);
}

// --valid-every N (updates) or T (a duration with its unit: 200s, 5m, 1h).
static int set_valid_every(void *opts, const CliOption *p, const char *v) {
    TrainOptions *o = opts;
    size_t n = strlen(v);
    if (n && (v[n - 1] == 's' || v[n - 1] == 'm' || v[n - 1] == 'h')) {
        double t;
        if (option_parse_duration("valid-every", v, &t) < 0 || t <= 0)
            return td_error(TD_ERR_ARG, "--valid-every: '%s' is not a positive duration", v);
        o->valid_every_time = t;
        o->valid_every_steps = 0;
        return TD_OK;
    }
    TD_TRY(option_parse_long("valid-every", v, 1, 1L << 40, &o->valid_every_steps));
    o->valid_every_time = 0;
    return TD_OK;
}

static void render_valid_every(const void *opts, const CliOption *p, char *b, size_t cap) {
    const TrainOptions *o = opts;
    if (o->valid_every_steps > 0) snprintf(b, cap, "%ld", o->valid_every_steps);
    else snprintf(b, cap, "%.17gs", o->valid_every_time);
}

// --valid-at LIST: comma-separated updates, increasing ("none": no marks).
static int set_valid_at(void *opts, const CliOption *p, const char *v) {
    TrainOptions *o = opts;
    o->n_valid_at = 0;
    if (!strcmp(v, "none")) return TD_OK;
    for (const char *w = v;;) {
        char item[32];
        size_t n = strcspn(w, ",");
        if (n == 0 || n >= sizeof item)
            return td_error(TD_ERR_ARG, "--valid-at: '%s' is not a comma-separated list of "
                            "updates, e.g. 125,250,500,1000", v);
        memcpy(item, w, n);
        item[n] = 0;
        long u;
        TD_TRY(option_parse_long("valid-at", item, 1, 1L << 40, &u));
        if (o->n_valid_at == TRAIN_MAX_VALID_AT)
            return td_error(TD_ERR_ARG, "--valid-at: more than %d updates", TRAIN_MAX_VALID_AT);
        if (o->n_valid_at && u <= o->valid_at[o->n_valid_at - 1])
            return td_error(TD_ERR_ARG, "--valid-at: %ld after %ld: the updates must increase",
                            u, o->valid_at[o->n_valid_at - 1]);
        o->valid_at[o->n_valid_at++] = u;
        if (!w[n]) return TD_OK;
        w += n + 1;
    }
}

static void render_valid_at(const void *opts, const CliOption *p, char *b, size_t cap) {
    const TrainOptions *o = opts;
    size_t used = 0;
    snprintf(b, cap, "none");
    for (int i = 0; i < o->n_valid_at && used < cap; i++)
        used += (size_t)snprintf(b + used, cap - used, "%s%ld", i ? "," : "", o->valid_at[i]);
}

// ---- the table ----------------------------------------------------------------------------------

#define F(field) offsetof(TrainOptions, field)
#define PATH(field) CLI_TEXT, .offset = F(field), .hi = TRAIN_PATH_MAX
#define MODEL(only) CLI_CUSTOM, .set = set_model, .render = render_model_default, \
                    .tag = TAG(G_MODEL, R_MODEL, only)

static const CliOption OPTS[O_COUNT] = {
    [O_TRAIN] = {"train", 0, PATH(train), .metavar = "PREFIX", .group = "Data",
                 .tag = TAG(G_DATA, R_COMPUTE, ONLY_ANY),
                 .help = "training corpus PREFIX.SRC + PREFIX.TGT, plain or .gz (required)"},
    [O_DEV] = {"dev", 0, PATH(dev), .metavar = "PREFIX", .tag = TAG(G_DATA, R_COMPUTE, ONLY_ANY),
               .help = "validation corpus PREFIX.SRC + PREFIX.TGT (required)"},
    [O_SRC] = {"src", 0, CLI_TEXT, .offset = F(src), .hi = 32, .set = set_lang, .metavar = "LANG",
               .tag = TAG(G_DATA, R_COMPUTE, ONLY_ANY), .help = "source language suffix"},
    [O_TGT] = {"tgt", 0, CLI_TEXT, .offset = F(tgt), .hi = 32, .set = set_lang, .metavar = "LANG",
               .tag = TAG(G_DATA, R_COMPUTE, ONLY_ANY), .help = "target language suffix"},
    [O_FILTER_LEN] = {"filter-len", 0, CLI_INT, .offset = F(filter_len), .lo = 1, .hi = 1 << 16,
                      .metavar = "N", .tag = TAG(G_DATA, R_COMPUTE, ONLY_ANY),
                      .help = "drop training pairs with more than N pieces on a side"},
    [O_SPM] = {"spm", 0, PATH(spm), .metavar = "MODEL", .group = "Tokenizer",
               .tag = TAG(G_TOK, R_OVERRIDE, ONLY_ANY),
               .def = "none: train a joint one into OUT/spm.model",
               .help = "existing SentencePiece model"},
    [O_VOCAB_SIZE] = {"vocab-size", 0, CLI_INT, .offset = F(vocab_size), .lo = 16, .hi = 1 << 20,
                      .metavar = "N", .tag = TAG(G_TOK, R_COMPUTE, ONLY_ANY),
                      .help = "pieces of the SentencePiece model trained when --spm is absent"},
    [O_ARCH] = {"arch", 0, MODEL(ONLY_ANY), .metavar = "rnn|transformer", .def = "none",
                .group = "Architecture (defaults: the --config preset of --arch)",
                .help = "architecture (required)"},
    [O_CONFIG] = {"config", 0, CLI_TEXT, .offset = F(preset), .hi = 16, .set = set_preset,
                  .metavar = "tiny|small|base", .tag = TAG(G_MODEL, R_MODEL, ONLY_ANY),
                  .help = "model size preset (tiny/small as the PyTorch reference bench.py)"},
    [O_D_MODEL] = {"d-model", 0, MODEL(ONLY_TFM), .metavar = "N", .help = "model width"},
    [O_HEADS] = {"heads", 0, MODEL(ONLY_TFM), .metavar = "N", .help = "attention heads"},
    [O_FFN] = {"ffn", 0, MODEL(ONLY_TFM), .metavar = "N", .help = "feed-forward inner size"},
    [O_ENC_LAYERS] = {"enc-layers", 0, MODEL(ONLY_ANY), .metavar = "N", .help = "encoder layers"},
    [O_DEC_LAYERS] = {"dec-layers", 0, MODEL(ONLY_ANY), .metavar = "N", .help = "decoder layers"},
    [O_NORM] = {"norm", 0, MODEL(ONLY_TFM), .metavar = "post|pre", .help = "layer-norm placement"},
    [O_POS] = {"pos", 0, MODEL(ONLY_TFM), .metavar = "sinusoidal|learned|none",
               .help = "positional encoding"},
    [O_ACTIVATION] = {"activation", 0, MODEL(ONLY_TFM), .metavar = "relu|gelu",
                      .help = "FFN activation"},
    [O_ATTENTION_WINDOW] = {"attention-window", 0, MODEL(ONLY_TFM), .metavar = "W",
                            .help = "local self-attention: keys within W positions, computed and "
                                    "stored as a band (0 = global)"},
    [O_CELL] = {"cell", 0, MODEL(ONLY_RNN), .metavar = "gru|lstm", .help = "recurrent cell"},
    [O_EMB] = {"emb", 0, MODEL(ONLY_RNN), .metavar = "N", .help = "embedding size"},
    [O_ENC_HIDDEN] = {"enc-hidden", 0, MODEL(ONLY_RNN), .metavar = "N",
                      .help = "encoder hidden size per direction"},
    [O_DEC_HIDDEN] = {"dec-hidden", 0, MODEL(ONLY_RNN), .metavar = "N",
                      .help = "decoder hidden size"},
    [O_ATTENTION] = {"attention", 0, MODEL(ONLY_RNN), .metavar = "additive|dot|general|scaled_dot",
                     .help = "cross-attention score"},
    [O_ATTENTION_NORM] = {"attention-norm", 0, MODEL(ONLY_RNN), .metavar = "softmax|relu",
                          .help = "attention normaliser"},
    [O_INPUT_FEEDING] = {"input-feeding", 0, MODEL(ONLY_RNN), .metavar = "0|1",
                         .flags = CLI_OPTIONAL_VALUE,
                         .help = "Luong input feeding (bare flag = 1)"},
    [O_TIED_EMBEDDINGS] = {"tied-embeddings", 0, MODEL(ONLY_ANY), .metavar = "0|1",
                           .flags = CLI_OPTIONAL_VALUE,
                           .help = "one matrix for source/target embeddings and output (bare "
                                   "flag = 1)"},
    [O_DROPOUT] = {"dropout", 0, MODEL(ONLY_ANY), .metavar = "P", .help = "dropout probability"},
    [O_MAX_LEN] = {"max-len", 0, MODEL(ONLY_ANY), .metavar = "N",
                   .help = "longest sequence in tokens (positions, decoding cap)"},
    [O_OPTIMIZER] = {"optimizer", 0, CLI_CHOICE, .offset = F(optimizer), .choices = "adam|adamw",
                     .group = "Optimisation", .tag = TAG(G_OPTIM, R_COMPUTE, ONLY_ANY),
                     .help = "Adam(0.9, 0.98, eps 1e-9); adamw adds decoupled weight decay"},
    [O_LR] = {"lr", 0, CLI_CUSTOM, .set = set_lr, .render = render_lr, .metavar = "LR",
              .tag = TAG(G_OPTIM, R_COMPUTE, ONLY_ANY),
              .help = "peak learning rate; auto: transformer d_model^-0.5 * warmup^-0.5 (noam "
                      "factor 1, 3.1e-3 for d 256, warmup 400), rnn 2e-3 (tuned on the Bible)"},
    [O_WARMUP] = {"warmup", 0, CLI_CUSTOM, .set = set_warmup, .render = render_warmup,
                  .metavar = "N", .tag = TAG(G_OPTIM, R_COMPUTE, ONLY_ANY),
                  .help = "warm-up updates; auto: transformer 400, rnn 0"},
    [O_SCHEDULE] = {"schedule", 0, CLI_CUSTOM, .set = set_schedule, .render = render_schedule,
                    .metavar = "noam|inverse-sqrt|constant|plateau",
                    .tag = TAG(G_OPTIM, R_COMPUTE, ONLY_ANY),
                    .help = "learning-rate schedule; auto: transformer noam, rnn constant"},
    [O_CLIP_NORM] = {"clip-norm", 0, CLI_FLOAT, .offset = F(clip_norm), .lo = 0, .hi = 1e6,
                     .metavar = "X", .tag = TAG(G_OPTIM, R_COMPUTE, ONLY_ANY),
                     .help = "clip the global gradient norm to X (0 = off)"},
    [O_LABEL_SMOOTHING] = {"label-smoothing", 0, CLI_FLOAT, .offset = F(label_smoothing),
                           .lo = 0, .hi = 0.99, .metavar = "EPS",
                           .tag = TAG(G_OPTIM, R_COMPUTE, ONLY_ANY),
                           .help = "label smoothing of the training loss"},
    [O_BATCH_TOKENS] = {"batch-tokens", 0, CLI_INT, .offset = F(batch_tokens), .lo = 2,
                        .hi = 1 << 24, .metavar = "N", .tag = TAG(G_OPTIM, R_COMPUTE, ONLY_ANY),
                        .help = "target tokens per batch (a batch closes once it reaches N)"},
    [O_ACCUMULATE] = {"accumulate", 0, CLI_INT, .offset = F(accumulate), .lo = 1, .hi = 1024,
                      .metavar = "N", .tag = TAG(G_OPTIM, R_OVERRIDE, ONLY_ANY),
                      .help = "batches per update and rank (gradient accumulation); on --resume it "
                              "may change with the number of ranks (mpirun -np) as long as ranks "
                              "x N stays the run's"},
    [O_PRECISION] = {"precision", 0, CLI_CHOICE, .offset = F(precision), .choices = "fp32|bf16",
                     .tag = TAG(G_OPTIM, R_COMPUTE, ONLY_ANY),
                     .help = "matrix products of training and validation: fp32, or bf16 = "
                             "operands rounded to bfloat16 with float32 sums, weights, Adam, "
                             "loss, norms and softmax in float32, as PyTorch's CPU autocast; "
                             "oneDNN where the CPU has AVX512_BF16 or AMX-BF16, else emulated "
                             "(the same rounding, products by BLIS, slower; "
                             "TANDEM_BF16_BACKEND=emulated forces it); the log says which"},
    [O_SEED] = {"seed", 0, CLI_CUSTOM, .set = set_seed, .render = render_seed, .metavar = "N",
                .tag = TAG(G_OPTIM, R_COMPUTE, ONLY_ANY),
                .help = "seed of initialisation, dropout and batch order"},
    [O_THREADS] = {"threads", 0, CLI_INT, .offset = F(threads), .lo = 1, .hi = 256,
                   .metavar = "N", .tag = TAG(G_OPTIM, R_OVERRIDE, ONLY_ANY),
                   .help = "BLIS/OpenMP threads"},
    [O_DIST_TIMEOUT] = {"dist-timeout", 0, CLI_DURATION, .offset = F(dist_timeout),
                        .metavar = "T", .tag = TAG(G_OPTIM, R_OVERRIDE, ONLY_ANY),
                        .help = "under mpirun: a rank that has waited T (e.g. 90s, 20m) in one "
                                "exchange with the others (a rank stuck or far behind) ends the "
                                "job; T must exceed the longest validation, checkpoint or "
                                "tokenizer training on rank 0 (0 = wait forever)"},
    [O_WEIGHT_DECAY] = {"weight-decay", 0, CLI_FLOAT, .offset = F(weight_decay), .lo = 0,
                        .hi = 10, .metavar = "WD", .tag = TAG(G_OPTIM, R_COMPUTE, ONLY_ANY),
                        .help = "AdamW decoupled weight decay (needs --optimizer adamw)"},
    [O_INIT_FROM] = {"init-from", 0, PATH(init_from), .metavar = "CKPT|DIR",
                     .tag = TAG(G_OPTIM, R_COMPUTE, ONLY_ANY),
                     .help = "start from a trained model's parameters (fine-tuning; DIR means "
                             "DIR/best.ckpt): its architecture, sizes and tokenizer are kept "
                             "(only --dropout may change); optimizer, schedule and step count "
                             "start afresh"},
    [O_MAX_STEPS] = {"max-steps", 0, CLI_LONG, .offset = F(max_steps), .lo = 0,
                     .hi = (double)(1L << 40), .metavar = "N",
                     .group = "Budget, validation and stopping",
                     .tag = TAG(G_BUDGET, R_OVERRIDE, ONLY_ANY),
                     .help = "stop after N updates in total (0 = no limit)"},
    [O_MAX_EPOCHS] = {"max-epochs", 0, CLI_INT, .offset = F(max_epochs), .lo = 0, .hi = 1 << 20,
                      .metavar = "N", .tag = TAG(G_BUDGET, R_OVERRIDE, ONLY_ANY),
                      .help = "stop after N epochs in total (0 = no limit)"},
    [O_MAX_TIME] = {"max-time", 0, CLI_DURATION, .offset = F(max_time), .metavar = "T",
                    .def = "0", .tag = TAG(G_BUDGET, R_OVERRIDE, ONLY_ANY),
                    .help = "stop after T of training time in total, e.g. 90s, 20m, 2h (0 = no "
                            "limit; validation and checkpoint time not counted)"},
    [O_MAX_FLOPS] = {"max-flops", 0, CLI_SI, .offset = F(max_flops), .lo = 0, .hi = 1e24,
                     .metavar = "X", .tag = TAG(G_BUDGET, R_OVERRIDE, ONLY_ANY),
                     .help = "stop at the first update whose training FLOPs in total reach X, "
                             "e.g. 3e15, 300T, 3P (0 = no limit): the analytic count of each "
                             "batch's forward and backward (multiply-add = 2; bin/bench prints "
                             "it per target token), all ranks and --accumulate batches included"},
    [O_VALID_EVERY] = {"valid-every", 0, CLI_CUSTOM, .set = set_valid_every,
                       .render = render_valid_every, .metavar = "N|T", .def = "5m",
                       .tag = TAG(G_BUDGET, R_OVERRIDE, ONLY_ANY),
                       .help = "validate and checkpoint every N updates or every T of training "
                               "time"},
    [O_VALID_AT] = {"valid-at", 0, CLI_CUSTOM, .set = set_valid_at, .render = render_valid_at,
                    .metavar = "LIST", .def = "none", .tag = TAG(G_BUDGET, R_OVERRIDE, ONLY_ANY),
                    .help = "also validate and checkpoint at these updates (comma-separated, "
                            "increasing, at most 32, e.g. 125,250,500,1000 for a learning curve "
                            "on a log scale), keeping each as DIR/mark-N.ckpt, which --keep "
                            "never removes"},
    [O_EARLY_STOPPING] = {"early-stopping", 0, CLI_INT, .offset = F(early_stopping), .lo = 0,
                          .hi = 1 << 20, .metavar = "N", .tag = TAG(G_BUDGET, R_OVERRIDE, ONLY_ANY),
                          .help = "stop after N validations without improvement (0 = never)"},
    [O_VALID_METRIC] = {"valid-metric", 0, CLI_CHOICE, .offset = F(valid_metric),
                        .choices = "bleu|chrf|loss", .tag = TAG(G_BUDGET, R_OVERRIDE, ONLY_ANY),
                        .help = "metric for best.ckpt and early stopping"},
    [O_VALID_LINES] = {"valid-lines", 0, CLI_INT, .offset = F(valid_lines), .lo = 0,
                       .hi = 1 << 30, .metavar = "N", .tag = TAG(G_BUDGET, R_OVERRIDE, ONLY_ANY),
                       .help = "dev lines translated for BLEU/chrF (0 = all; loss uses all)"},
    [O_LOG_EVERY] = {"log-every", 0, CLI_INT, .offset = F(log_every), .lo = 1, .hi = 1 << 30,
                     .metavar = "N", .tag = TAG(G_BUDGET, R_OVERRIDE, ONLY_ANY),
                     .help = "updates per log line and train.log.tsv row"},
    [O_OUT] = {"out", 0, PATH(out), .metavar = "DIR", .group = "Output",
               .tag = TAG(G_OUT, R_OVERRIDE, ONLY_ANY),
               .help = "output directory: step-N.ckpt/.state, best.ckpt, last.ckpt, spm.model, "
                       "config.txt, train.log, train.log.tsv (required unless --resume)"},
    [O_KEEP] = {"keep", 0, CLI_INT, .offset = F(keep), .lo = 0, .hi = 1 << 20, .metavar = "N",
                .tag = TAG(G_OUT, R_OVERRIDE, ONLY_ANY),
                .help = "step checkpoints kept (best.ckpt and last.ckpt always kept)"},
    [O_RESUME] = {"resume", 0, PATH(resume), .metavar = "DIR",
                  .tag = TAG(G_OUT, R_OVERRIDE, ONLY_ANY),
                  .help = "continue the run in DIR exactly (its last.ckpt + last.state); budgets "
                          "are totals"},
    [O_COMPRESS] = {"compress", 0, CLI_INT, .offset = F(compress), .lo = 0, .hi = 1,
                    .metavar = "0|1", .flags = CLI_OPTIONAL_VALUE,
                    .tag = TAG(G_OUT, R_OVERRIDE, ONLY_ANY),
                    .help = "zlib-compress model checkpoints (bare flag = 1)"},
    [O_PRINT_CONFIG] = {"print-config", 0, CLI_FLAG, .offset = F(print_config),
                        .tag = TAG(G_OUT, R_OVERRIDE, ONLY_ANY),
                        .help = "print the configuration this command would train with (the "
                                "lines of OUT/config.txt, every default resolved; vocab is the "
                                "preset's until a tokenizer is read) and exit, reading no data "
                                "and writing nothing"},
    [O_HELP] = {"help", 'h', CLI_ACTION, .tag = TAG(G_OUT, R_OVERRIDE, ONLY_ANY),
                .help = "print this help and exit"},
};

static const CliSpec TRAIN_CLI = {
    .program = "train",
    .usage =
        "--arch rnn|transformer --train PREFIX --dev PREFIX --out DIR [options]\n"
        "       train --resume DIR [budget/output options, --threads, --spm, --accumulate\n"
        "             with another number of ranks; the run's own options may be repeated:\n"
        "             those that change the computation must agree]\n"
        "       train --pack [--int8] IN OUT, train --average OUT IN1 IN2 [...]: still work\n"
        "             for this release, with a note; they are bin/model's now (model pack,\n"
        "             model average; see model --help)",
    .description =
        "Trains an NMT model on a parallel corpus (one trainer for both architectures).\n"
        "Exit status: 0 done, 1 runtime error or interrupted, 2 usage error.\n"
        "Environment: OMP_WAIT_POLICY defaults to passive; BLIS_ARCH_TYPE overrides the "
        "kernels.\n",
    .opts = OPTS,
    .n_opts = O_COUNT,
};

void train_options_defaults(TrainOptions *o) {
    memset(o, 0, sizeof *o);
    snprintf(o->src, sizeof o->src, "en");
    snprintf(o->tgt, sizeof o->tgt, "es");
    o->filter_len = 100;
    o->vocab_size = 8000;
    snprintf(o->preset, sizeof o->preset, "tiny");
    o->cfg = config_defaults(ARCH_TRANSFORMER);
    o->cfg.arch = (ModelArch)-1;  // required
    o->optimizer = OPTIM_ADAM;
    o->lr = 0;
    o->warmup = -1;
    o->schedule = -1;
    o->clip_norm = 1.0f;
    o->label_smoothing = 0.1f;
    o->weight_decay = 0;
    o->batch_tokens = 4096;
    o->accumulate = 1;
    o->threads = 2;
    o->dist_timeout = 3600;
    o->seed = 1;
    o->valid_every_time = 300;
    o->early_stopping = 10;
    o->valid_metric = VALID_BLEU;
    o->log_every = 25;
    o->keep = 3;
}

int train_options_is_mark(const TrainOptions *o, long step) {
    for (int i = 0; i < o->n_valid_at; i++)
        if (o->valid_at[i] == step) return 1;
    return 0;
}

static int find_opt(const char *key) { return cli_find(&TRAIN_CLI, key); }

int train_option_set(TrainOptions *o, const char *key, const char *value) {
    int id = find_opt(key);
    if (id == O_HELP) return td_error(TD_ERR_ARG, "--help takes no value");
    if (id >= 0) {
        TD_TRY(cli_set(&OPTS[id], o, value));
        o->given[id] = 1;
    } else if (!strcmp(key, "vocab")) {  // a model key stored in saved options, not a CLI option
        TD_TRY(add_model_opt(o, key, value));
    } else {
        return td_error(TD_ERR_ARG, "unknown option --%s", key);
    }
    return TD_OK;
}

int train_options_check_words(char *const *words, int n) {
    TrainOptions *o = malloc(sizeof *o);
    char **argv = malloc((size_t)(n + 2) * sizeof *argv);
    if (!o || !argv) {
        free(o);
        free(argv);
        return td_error(TD_ERR_NOMEM, "out of memory");
    }
    argv[0] = "train";  // getopt_long may permute argv: a copy of the pointers
    for (int i = 0; i < n; i++) argv[i + 1] = words[i];
    argv[n + 1] = NULL;
    train_options_defaults(o);
    int action = -1;
    const int rc = cli_parse(&TRAIN_CLI, o, n + 1, argv, NULL, &action);
    free(argv);
    free(o);
    return rc;
}

const char *train_option_named(const char *word) {
    const int i = cli_resolve(&TRAIN_CLI, word);
    return i >= 0 ? TRAIN_CLI.opts[i].name : NULL;
}

int train_option_given(const TrainOptions *o, const char *name) {
    int id = find_opt(name);
    return id >= 0 && o->given[id];
}

// ---- resolution ---------------------------------------------------------------------------------


int train_options_resolve(TrainOptions *o) {
    if ((int)o->cfg.arch < 0)
        return td_error(TD_ERR_ARG, "--arch is required (rnn or transformer)");
    ModelArch arch = o->cfg.arch;
    int vocab = o->cfg.vocab;
    ModelConfig c = config_defaults(arch);
    c.vocab = vocab;
    TD_TRY(config_apply_preset(&c, o->preset));
    for (int i = 0; i < o->n_model_opts; i++) {
        int id = find_opt(o->model_key[i]);
        if (id >= 0 && o->given[id] && ONLY_OF(id) != ONLY_ANY &&
            (ONLY_OF(id) == ONLY_RNN) != (arch == ARCH_RNN))
            return td_error(TD_ERR_ARG, "--%s applies to --arch %s only, not %s", o->model_key[i],
                            ONLY_OF(id) == ONLY_RNN ? "rnn" : "transformer", arch_name(arch));
        TD_TRY(config_set(&c, o->model_key[i], o->model_val[i]));
    }
    if (c.arch != arch) return td_error(TD_ERR_ARG, "conflicting --arch values");
    o->cfg = c;
    TD_TRY(config_validate(&c));
    if (c.max_len < o->filter_len + 1)
        return td_error(TD_ERR_ARG, "--max-len %d is shorter than --filter-len %d + 1 (EOS): lower "
                        "--filter-len or raise --max-len", c.max_len, o->filter_len);
    if (o->weight_decay > 0 && o->optimizer != OPTIM_ADAMW)
        return td_error(TD_ERR_ARG, "--weight-decay needs --optimizer adamw (Adam has no "
                        "decoupled weight decay)");
    if (o->spm[0] && o->given[O_VOCAB_SIZE])
        return td_error(TD_ERR_ARG, "--vocab-size conflicts with --spm (the model fixes the "
                        "vocabulary); drop one of them");
    if (o->schedule < 0) o->schedule = arch == ARCH_TRANSFORMER ? LR_NOAM : LR_CONSTANT;
    if (o->warmup < 0) o->warmup = arch == ARCH_TRANSFORMER ? 400 : 0;
    if ((o->schedule == LR_NOAM || o->schedule == LR_INVERSE_SQRT) && o->warmup < 1)
        return td_error(TD_ERR_ARG, "--schedule %s needs --warmup >= 1",
                        lr_schedule_name(o->schedule));
    if (o->lr <= 0) {
        if (arch == ARCH_TRANSFORMER)  // noam factor 1.0 (train_real.py): d^-0.5 * warmup^-0.5
            o->lr =
                (float)(1.0 / sqrt((double)c.d_model) / sqrt((double)(o->warmup ? o->warmup : 1)));
        else  // the rate the tuning chose (docs/studies/bible-en-es-tuning), twice train_real.py's
            o->lr = 2e-3f;
    }
    return TD_OK;
}


// ---- rendering and help -------------------------------------------------------------------------

static void render(const TrainOptions *o, int id, char *b, size_t cap) {
    cli_render(&OPTS[id], o, b, cap);
}

int train_options_to_text(const TrainOptions *o, char *buf, size_t cap) {
    size_t k = 0;
    char v[TRAIN_PATH_MAX + 32];
    for (int id = 0; id < O_COUNT; id++) {
        if (GROUP_OF(id) == G_MODEL || id == O_HELP || id == O_RESUME || id == O_PRINT_CONFIG)
            continue;
        render(o, id, v, sizeof v);
        int n = snprintf(buf + k, cap > k ? cap - k : 0, "%s=%s\n", OPTS[id].name, v);
        if (n < 0 || k + (size_t)n >= cap) return td_error(TD_ERR_ARG, "options text too long");
        k += (size_t)n;
    }
    int n = config_to_text(&o->cfg, buf + k, cap - k);
    if (n < 0) return n;
    return (int)(k + (size_t)n);
}

void train_options_help(FILE *f) {
    TrainOptions d;
    train_options_defaults(&d);
    cli_help(&TRAIN_CLI, &d, f);
}

// ---- parsing ------------------------------------------------------------------------------------

// --init-from: the model file's configuration becomes the model options (every key, so the preset
// does not matter), the user's --dropout on top; any other model option is refused. A directory
// means its best.ckpt.
static int apply_init_from(TrainOptions *o) {
    struct stat st;
    if (stat(o->init_from, &st) == 0 && S_ISDIR(st.st_mode)) {
        size_t n = strlen(o->init_from);
        if (n + 10 >= sizeof o->init_from)
            return td_error(TD_ERR_ARG, "--init-from %s: path too long", o->init_from);
        snprintf(o->init_from + n, sizeof o->init_from - n, "/best.ckpt");
    }
    for (int id = 0; id < O_COUNT; id++)
        if (o->given[id] && GROUP_OF(id) == G_MODEL && id != O_ARCH && id != O_DROPOUT)
            return td_error(TD_ERR_ARG, "--%s: the model's architecture and sizes come from "
                            "--init-from %s; drop it", OPTS[id].name, o->init_from);
    if (o->given[O_VOCAB_SIZE])
        return td_error(TD_ERR_ARG, "--vocab-size: the tokenizer comes from --init-from %s; drop it",
                        o->init_from);
    ModelConfig fc;
    TD_TRY(model_peek(o->init_from, &fc, NULL));
    if (o->given[O_ARCH] && o->cfg.arch != fc.arch)
        return td_error(TD_ERR_ARG, "--arch %s: --init-from %s is a %s model",
                        arch_name(o->cfg.arch), o->init_from, arch_name(fc.arch));
    char dropout[64] = "";
    for (int i = 0; i < o->n_model_opts; i++)
        if (!strcmp(o->model_key[i], "dropout")) snprintf(dropout, sizeof dropout, "%s", o->model_val[i]);
    char text[4096];
    TD_TRY(config_to_text(&fc, text, sizeof text));
    o->n_model_opts = 0;
    char *save = NULL;
    for (char *line = strtok_r(text, "\n", &save); line; line = strtok_r(NULL, "\n", &save)) {
        char *eq = strchr(line, '=');
        if (!eq) continue;
        *eq = '\0';
        TD_TRY(add_model_opt(o, line, eq + 1));
    }
    if (dropout[0]) TD_TRY(add_model_opt(o, "dropout", dropout));
    o->cfg.arch = fc.arch;
    o->cfg.vocab = fc.vocab;
    return TD_OK;
}

int train_options_parse(TrainOptions *o, int argc, char **argv) {
    _Static_assert(O_COUNT <= sizeof o->given, "TrainOptions.given holds a byte per option");
    train_options_defaults(o);
    int action;
    TD_TRY(cli_parse(&TRAIN_CLI, o, argc, argv, o->given, &action));
    if (action == O_HELP) {
        train_options_help(stdout);
        return CLI_DONE;
    }
    if (o->resume[0]) {
        if (!o->out[0]) snprintf(o->out, sizeof o->out, "%s", o->resume);
        return TD_OK;  // the rest is checked after merging with the saved options
    }
    if (!o->train[0]) return td_error(TD_ERR_ARG, "--train PREFIX is required");
    if (!o->dev[0]) return td_error(TD_ERR_ARG, "--dev PREFIX is required");
    if (!o->out[0]) return td_error(TD_ERR_ARG, "--out DIR is required");
    if (!strcmp(o->src, o->tgt))
        return td_error(TD_ERR_ARG, "--src and --tgt are both '%s'", o->src);
    if (o->init_from[0]) TD_TRY(apply_init_from(o));
    return train_options_resolve(o);
}

// ---- resume -------------------------------------------------------------------------------------

static int parse_text(TrainOptions *o, const char *text) {
    char line[TRAIN_PATH_MAX + 64];
    for (const char *p = text; *p;) {
        const char *nl = strchr(p, '\n');
        size_t len = nl ? (size_t)(nl - p) : strlen(p);
        if (len >= sizeof line) return td_error(TD_ERR_FORMAT, "saved option line too long");
        memcpy(line, p, len);
        line[len] = '\0';
        p += len + (nl ? 1 : 0);
        char *eq = strchr(line, '=');
        if (!line[0]) continue;
        if (!eq) return td_error(TD_ERR_FORMAT, "saved option line without '=': %s", line);
        *eq = '\0';
        const char *v = eq + 1;
        int id = find_opt(line);
        if (!*v && (id == O_SPM || id == O_OUT || id == O_TRAIN || id == O_DEV || id == O_INIT_FROM))
            continue;
        if (train_option_set(o, line, v) < 0)
            return td_error_context(TD_ERR_FORMAT, "saved options");
    }
    return TD_OK;
}

// An option given now that changes the computation agrees with the run when the saved options
// with it set to the given value resolve to the same value as the saved ones: so "--lr auto" (or
// any value written as in the original command) agrees with the learning rate "auto" resolved to.
static int agrees(const TrainOptions *raw, const TrainOptions *s, int id, const char *value,
                  char *resolved, size_t cap) {
    TrainOptions *t = malloc(sizeof *t);
    if (!t) return td_error(TD_ERR_NOMEM, "out of memory");
    *t = *raw;
    int rc = train_option_set(t, OPTS[id].name, value);
    if (rc == TD_OK) rc = train_options_resolve(t);
    if (rc == TD_OK) {
        char b[TRAIN_PATH_MAX + 32];
        render(t, id, resolved, cap);
        render(s, id, b, sizeof b);
        rc = strcmp(resolved, b) == 0;
    }
    free(t);
    return rc;
}

static int merge_resume(TrainOptions *o, const char *saved, TrainOptions *raw) {
    train_options_defaults(raw);
    TD_TRY(parse_text(raw, saved));
    memset(raw->given, 0, sizeof raw->given);
    TrainOptions s = *raw;
    TD_TRY(train_options_resolve(&s));
    char a[TRAIN_PATH_MAX + 32], b[TRAIN_PATH_MAX + 32];
    if (o->given[O_CONFIG] && strcmp(o->preset, s.preset) != 0)
        return td_error(TD_ERR_ARG, "--config %s differs from the run in %s (%s); drop it "
                        "when resuming", o->preset, o->resume, s.preset);
    for (int i = 0; i < o->n_model_opts; i++) {  // model options must agree with the checkpoint
        ModelConfig c = s.cfg;
        TD_TRY(config_set(&c, o->model_key[i], o->model_val[i]));
        if (memcmp(&c, &s.cfg, sizeof c) != 0) {
            if (!strcmp(o->model_key[i], "arch"))
                return td_error(TD_ERR_ARG, "--arch %s does not match the checkpoint in %s, "
                                "which is a %s model", o->model_val[i], o->resume,
                                arch_name(s.cfg.arch));
            return td_error(TD_ERR_ARG, "--%s %s differs from the checkpoint in %s; drop it "
                            "when resuming", o->model_key[i], o->model_val[i], o->resume);
        }
    }
    for (int id = 0; id < O_COUNT; id++) {
        if (!o->given[id] || GROUP_OF(id) == G_MODEL || id == O_RESUME) continue;
        render(o, id, a, sizeof a);
        if (RESUME_OF(id) == R_COMPUTE) {
            char r[TRAIN_PATH_MAX + 32];
            int ok = agrees(raw, &s, id, a, r, sizeof r);
            if (ok < 0) return ok;
            render(&s, id, b, sizeof b);
            if (!ok)
                return td_error(TD_ERR_ARG, "--%s %s differs from the run in %s (%s); drop it "
                                "when resuming", OPTS[id].name, a, o->resume, b[0] ? b : "unset");
        } else {
            TD_TRY(train_option_set(&s, OPTS[id].name, a));
        }
    }
    snprintf(s.resume, sizeof s.resume, "%s", o->resume);
    snprintf(s.out, sizeof s.out, "%s", o->out);
    memcpy(s.given, o->given, sizeof s.given);
    *o = s;
    return TD_OK;
}

int train_options_merge_resume(TrainOptions *o, const char *saved) {
    TrainOptions *raw = malloc(sizeof *raw);  // the saved options as written, before resolution
    if (!raw) return td_error(TD_ERR_NOMEM, "out of memory");
    int rc = merge_resume(o, saved, raw);
    free(raw);
    return rc;
}
