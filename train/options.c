// The trainer's option table, parsing, --help and the resume merge (see options.h).
#include "train/options.h"

#include <getopt.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "models/model_io.h"
#include "util/options.h"
#include "util/progname.h"

typedef enum { G_DATA, G_TOK, G_MODEL, G_OPTIM, G_BUDGET, G_OUT, G_NGROUPS } OptGroup;
typedef enum { R_COMPUTE, R_OVERRIDE, R_MODEL } ResumeRule;
typedef enum { ONLY_ANY, ONLY_RNN, ONLY_TFM } ArchOnly;

typedef struct OptDef {
    const char *name;
    int has_arg;          // getopt's no_argument / required_argument / optional_argument
    const char *metavar;
    OptGroup group;
    ResumeRule resume;
    ArchOnly only;
    const char *help;
} OptDef;

enum {
    O_TRAIN, O_DEV, O_SRC, O_TGT, O_FILTER_LEN, O_SPM, O_VOCAB_SIZE, O_ARCH, O_CONFIG,
    O_D_MODEL, O_HEADS, O_FFN, O_ENC_LAYERS, O_DEC_LAYERS, O_NORM, O_POS, O_ACTIVATION,
    O_ATTENTION_WINDOW, O_CELL, O_EMB, O_ENC_HIDDEN, O_DEC_HIDDEN, O_ATTENTION, O_ATTENTION_NORM,
    O_INPUT_FEEDING, O_TIED_EMBEDDINGS, O_DROPOUT, O_MAX_LEN, O_OPTIMIZER, O_LR, O_WARMUP,
    O_SCHEDULE, O_CLIP_NORM, O_LABEL_SMOOTHING, O_BATCH_TOKENS, O_ACCUMULATE, O_PRECISION, O_SEED,
    O_THREADS, O_DIST_TIMEOUT, O_WEIGHT_DECAY, O_INIT_FROM, O_MAX_STEPS, O_MAX_EPOCHS, O_MAX_TIME,
    O_VALID_EVERY, O_EARLY_STOPPING,
    O_VALID_METRIC, O_VALID_LINES, O_LOG_EVERY, O_OUT, O_KEEP, O_RESUME, O_COMPRESS, O_HELP,
    O_COUNT
};

static const OptDef OPTS[O_COUNT] = {
    [O_TRAIN] = {"train", 1, "PREFIX", G_DATA, R_COMPUTE, ONLY_ANY,
                 "training corpus PREFIX.SRC + PREFIX.TGT, plain or .gz (required)"},
    [O_DEV] = {"dev", 1, "PREFIX", G_DATA, R_COMPUTE, ONLY_ANY,
               "validation corpus PREFIX.SRC + PREFIX.TGT (required)"},
    [O_SRC] = {"src", 1, "LANG", G_DATA, R_COMPUTE, ONLY_ANY, "source language suffix"},
    [O_TGT] = {"tgt", 1, "LANG", G_DATA, R_COMPUTE, ONLY_ANY, "target language suffix"},
    [O_FILTER_LEN] = {"filter-len", 1, "N", G_DATA, R_COMPUTE, ONLY_ANY,
                      "drop training pairs with more than N pieces on a side"},
    [O_SPM] = {"spm", 1, "MODEL", G_TOK, R_OVERRIDE, ONLY_ANY,
               "existing SentencePiece model (default: train a joint one into OUT/spm.model)"},
    [O_VOCAB_SIZE] = {"vocab-size", 1, "N", G_TOK, R_COMPUTE, ONLY_ANY,
                      "pieces of the SentencePiece model trained when --spm is absent"},
    [O_ARCH] = {"arch", 1, "rnn|transformer", G_MODEL, R_MODEL, ONLY_ANY,
                "architecture (required)"},
    [O_CONFIG] = {"config", 1, "tiny|small|base", G_MODEL, R_MODEL, ONLY_ANY,
                  "model size preset (tiny/small as the PyTorch reference bench.py)"},
    [O_D_MODEL] = {"d-model", 1, "N", G_MODEL, R_MODEL, ONLY_TFM, "model width"},
    [O_HEADS] = {"heads", 1, "N", G_MODEL, R_MODEL, ONLY_TFM, "attention heads"},
    [O_FFN] = {"ffn", 1, "N", G_MODEL, R_MODEL, ONLY_TFM, "feed-forward inner size"},
    [O_ENC_LAYERS] = {"enc-layers", 1, "N", G_MODEL, R_MODEL, ONLY_ANY, "encoder layers"},
    [O_DEC_LAYERS] = {"dec-layers", 1, "N", G_MODEL, R_MODEL, ONLY_ANY, "decoder layers"},
    [O_NORM] = {"norm", 1, "post|pre", G_MODEL, R_MODEL, ONLY_TFM, "layer-norm placement"},
    [O_POS] = {"pos", 1, "sinusoidal|learned|none", G_MODEL, R_MODEL, ONLY_TFM,
               "positional encoding"},
    [O_ACTIVATION] = {"activation", 1, "relu|gelu", G_MODEL, R_MODEL, ONLY_TFM, "FFN activation"},
    [O_ATTENTION_WINDOW] = {"attention-window", 1, "W", G_MODEL, R_MODEL, ONLY_TFM,
                            "local self-attention: keys within W positions, computed and stored as a band "
                            "(0 = global)"},
    [O_CELL] = {"cell", 1, "gru|lstm", G_MODEL, R_MODEL, ONLY_RNN, "recurrent cell"},
    [O_EMB] = {"emb", 1, "N", G_MODEL, R_MODEL, ONLY_RNN, "embedding size"},
    [O_ENC_HIDDEN] = {"enc-hidden", 1, "N", G_MODEL, R_MODEL, ONLY_RNN,
                      "encoder hidden size per direction"},
    [O_DEC_HIDDEN] = {"dec-hidden", 1, "N", G_MODEL, R_MODEL, ONLY_RNN, "decoder hidden size"},
    [O_ATTENTION] = {"attention", 1, "additive|dot|general|scaled_dot", G_MODEL, R_MODEL, ONLY_RNN,
                     "cross-attention score"},
    [O_ATTENTION_NORM] = {"attention-norm", 1, "softmax|relu", G_MODEL, R_MODEL, ONLY_RNN,
                          "attention normaliser"},
    [O_INPUT_FEEDING] = {"input-feeding", 2, "0|1", G_MODEL, R_MODEL, ONLY_RNN,
                         "Luong input feeding (bare flag = 1)"},
    [O_TIED_EMBEDDINGS] = {"tied-embeddings", 2, "0|1", G_MODEL, R_MODEL, ONLY_ANY,
                           "one matrix for source/target embeddings and output (bare flag = 1)"},
    [O_DROPOUT] = {"dropout", 1, "P", G_MODEL, R_MODEL, ONLY_ANY, "dropout probability"},
    [O_MAX_LEN] = {"max-len", 1, "N", G_MODEL, R_MODEL, ONLY_ANY,
                   "longest sequence in tokens (positions, decoding cap)"},
    [O_OPTIMIZER] = {"optimizer", 1, "adam|adamw", G_OPTIM, R_COMPUTE, ONLY_ANY,
                     "Adam(0.9, 0.98, eps 1e-9); adamw adds decoupled weight decay"},
    [O_LR] = {"lr", 1, "LR", G_OPTIM, R_COMPUTE, ONLY_ANY,
              "peak learning rate; auto: transformer d_model^-0.5 * warmup^-0.5 (noam factor 1, "
              "3.1e-3 for d 256, warmup 400), rnn 1e-3"},
    [O_WARMUP] = {"warmup", 1, "N", G_OPTIM, R_COMPUTE, ONLY_ANY,
                  "warm-up updates; auto: transformer 400, rnn 0"},
    [O_SCHEDULE] = {"schedule", 1, "noam|inverse-sqrt|constant|plateau", G_OPTIM, R_COMPUTE,
                    ONLY_ANY, "learning-rate schedule; auto: transformer noam, rnn constant"},
    [O_CLIP_NORM] = {"clip-norm", 1, "X", G_OPTIM, R_COMPUTE, ONLY_ANY,
                     "clip the global gradient norm to X (0 = off)"},
    [O_LABEL_SMOOTHING] = {"label-smoothing", 1, "EPS", G_OPTIM, R_COMPUTE, ONLY_ANY,
                           "label smoothing of the training loss"},
    [O_BATCH_TOKENS] = {"batch-tokens", 1, "N", G_OPTIM, R_COMPUTE, ONLY_ANY,
                        "target tokens per batch (a batch closes once it reaches N)"},
    [O_ACCUMULATE] = {"accumulate", 1, "N", G_OPTIM, R_COMPUTE, ONLY_ANY,
                      "batches per update (gradient accumulation)"},
    [O_PRECISION] = {"precision", 1, "fp32|bf16", G_OPTIM, R_COMPUTE, ONLY_ANY,
                     "matrix products of training and validation: fp32, or bf16 = operands rounded "
                     "to bfloat16 with float32 sums, weights, Adam, loss, norms and softmax in "
                     "float32, as PyTorch's CPU autocast; oneDNN where the CPU has AVX512_BF16 or "
                     "AMX-BF16, else emulated (the same rounding, products by BLIS, slower; "
                     "TANDEM_BF16_BACKEND=emulated forces it); the log says which"},
    [O_SEED] = {"seed", 1, "N", G_OPTIM, R_COMPUTE, ONLY_ANY,
                "seed of initialisation, dropout and batch order"},
    [O_THREADS] = {"threads", 1, "N", G_OPTIM, R_OVERRIDE, ONLY_ANY, "BLIS/OpenMP threads"},
    [O_DIST_TIMEOUT] = {"dist-timeout", 1, "T", G_OPTIM, R_OVERRIDE, ONLY_ANY,
                        "under mpirun: a rank that has waited T (e.g. 90s, 20m) in one exchange "
                        "with the others (a rank stuck or far behind) ends the job; T must exceed "
                        "the longest validation, checkpoint or tokenizer training on rank 0 "
                        "(0 = wait forever)"},
    [O_WEIGHT_DECAY] = {"weight-decay", 1, "WD", G_OPTIM, R_COMPUTE, ONLY_ANY,
                        "AdamW decoupled weight decay (needs --optimizer adamw)"},
    [O_INIT_FROM] = {"init-from", 1, "CKPT|DIR", G_OPTIM, R_COMPUTE, ONLY_ANY,
                     "start from a trained model's parameters (fine-tuning; DIR means DIR/best.ckpt): "
                     "its architecture, sizes and tokenizer are kept (only --dropout may change); "
                     "optimizer, schedule and step count start afresh"},
    [O_MAX_STEPS] = {"max-steps", 1, "N", G_BUDGET, R_OVERRIDE, ONLY_ANY,
                     "stop after N updates in total (0 = no limit)"},
    [O_MAX_EPOCHS] = {"max-epochs", 1, "N", G_BUDGET, R_OVERRIDE, ONLY_ANY,
                      "stop after N epochs in total (0 = no limit)"},
    [O_MAX_TIME] = {"max-time", 1, "T", G_BUDGET, R_OVERRIDE, ONLY_ANY,
                    "stop after T of training time in total, e.g. 90s, 20m, 2h (0 = no limit; "
                    "validation and checkpoint time not counted)"},
    [O_VALID_EVERY] = {"valid-every", 1, "N|T", G_BUDGET, R_OVERRIDE, ONLY_ANY,
                       "validate and checkpoint every N updates or every T of training time"},
    [O_EARLY_STOPPING] = {"early-stopping", 1, "N", G_BUDGET, R_OVERRIDE, ONLY_ANY,
                          "stop after N validations without improvement (0 = never)"},
    [O_VALID_METRIC] = {"valid-metric", 1, "bleu|chrf|loss", G_BUDGET, R_OVERRIDE, ONLY_ANY,
                        "metric for best.ckpt and early stopping"},
    [O_VALID_LINES] = {"valid-lines", 1, "N", G_BUDGET, R_OVERRIDE, ONLY_ANY,
                       "dev lines translated for BLEU/chrF (0 = all; loss uses all)"},
    [O_LOG_EVERY] = {"log-every", 1, "N", G_BUDGET, R_OVERRIDE, ONLY_ANY,
                     "updates per log line and train.log.tsv row"},
    [O_OUT] = {"out", 1, "DIR", G_OUT, R_OVERRIDE, ONLY_ANY,
               "output directory: step-N.ckpt/.state, best.ckpt, last.ckpt, spm.model, config.txt, "
               "train.log, train.log.tsv (required unless --resume)"},
    [O_KEEP] = {"keep", 1, "N", G_OUT, R_OVERRIDE, ONLY_ANY,
                "step checkpoints kept (best.ckpt and last.ckpt always kept)"},
    [O_RESUME] =
        {"resume", 1, "DIR", G_OUT, R_OVERRIDE, ONLY_ANY,
         "continue the run in DIR exactly (its last.ckpt + last.state); budgets are totals"},
    [O_COMPRESS] = {"compress", 2, "0|1", G_OUT, R_OVERRIDE, ONLY_ANY,
                    "zlib-compress model checkpoints (bare flag = 1)"},
    [O_HELP] = {"help", 0, NULL, G_OUT, R_OVERRIDE, ONLY_ANY, "print this help and exit"},
};

static const char *const GROUP_TITLES[G_NGROUPS] = {
    "Data", "Tokenizer", "Architecture (defaults: the --config preset of --arch)", "Optimisation",
    "Budget, validation and stopping", "Output"};
static const char *const METRIC_NAMES[] = {"bleu", "chrf", "loss"};
static const char *const SCHEDULE_NAMES[] = {"constant", "noam", "inverse-sqrt", "plateau"};

const char *valid_metric_name(ValidMetric m) { return METRIC_NAMES[m]; }
const char *lr_schedule_name(int kind) { return kind < 0 ? "auto" : SCHEDULE_NAMES[kind]; }

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

// ---- value parsing (numbers, choices and durations: option_parse_* in util/options.h) -----------

static int set_path(char *dst, const char *key, const char *v) {
    if (strlen(v) >= TRAIN_PATH_MAX) return td_error(TD_ERR_ARG, "--%s: path too long", key);
    if (!*v) return td_error(TD_ERR_ARG, "--%s: empty path", key);
    snprintf(dst, TRAIN_PATH_MAX, "%s", v);
    return TD_OK;
}

static int find_opt(const char *key) {
    for (int i = 0; i < O_COUNT; i++)
        if (strcmp(OPTS[i].name, key) == 0) return i;
    return -1;
}

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

static int set_valid_every(TrainOptions *o, const char *v) {
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

static int set_known(TrainOptions *o, int id, const char *k, const char *v) {
    int e;
    long l;
    switch (id) {
    case O_TRAIN: return set_path(o->train, k, v);
    case O_DEV: return set_path(o->dev, k, v);
    case O_SRC:
    case O_TGT: {
        char *dst = id == O_SRC ? o->src : o->tgt;
        if (!*v || strlen(v) >= 32 || strchr(v, '/'))
            return td_error(TD_ERR_ARG, "--%s: '%s' is not a language suffix", k, v);
        snprintf(dst, 32, "%s", v);
        return TD_OK;
    }
    case O_FILTER_LEN: return option_parse_int(k, v, 1, 1 << 16, &o->filter_len);
    case O_SPM: return set_path(o->spm, k, v);
    case O_VOCAB_SIZE: return option_parse_int(k, v, 16, 1 << 20, &o->vocab_size);
    case O_CONFIG: {
        ModelConfig scratch = config_defaults(ARCH_TRANSFORMER);
        TD_TRY(config_apply_preset(&scratch, v));
        snprintf(o->preset, sizeof o->preset, "%s", v);
        return TD_OK;
    }
    case O_OPTIMIZER:
        TD_TRY(option_parse_choice(k, v, (const char *const[]){"adam", "adamw"}, 2, &e));
        o->optimizer = e ? OPTIM_ADAMW : OPTIM_ADAM;
        return TD_OK;
    case O_LR:
        if (!strcmp(v, "auto")) return o->lr = 0, TD_OK;
        return option_parse_float(k, v, 1e-9, 10.0, &o->lr);
    case O_WARMUP:
        if (!strcmp(v, "auto")) return o->warmup = -1, TD_OK;
        return option_parse_int(k, v, 0, 1 << 30, &o->warmup);
    case O_SCHEDULE:
        if (!strcmp(v, "auto")) return o->schedule = -1, TD_OK;
        return option_parse_choice(k, v, SCHEDULE_NAMES, 4, &o->schedule);
    case O_CLIP_NORM: return option_parse_float(k, v, 0, 1e6, &o->clip_norm);
    case O_LABEL_SMOOTHING: return option_parse_float(k, v, 0, 0.99, &o->label_smoothing);
    case O_BATCH_TOKENS: return option_parse_int(k, v, 2, 1 << 24, &o->batch_tokens);
    case O_ACCUMULATE: return option_parse_int(k, v, 1, 1024, &o->accumulate);
    case O_PRECISION:
        return option_parse_choice(k, v, (const char *const[]){"fp32", "bf16"}, 2, &o->precision);
    case O_SEED:
        TD_TRY(option_parse_long(k, v, 0, 0x7fffffffffffffffL, &l));
        o->seed = (unsigned long long)l;
        return TD_OK;
    case O_THREADS: return option_parse_int(k, v, 1, 256, &o->threads);
    case O_DIST_TIMEOUT: return option_parse_duration(k, v, &o->dist_timeout);
    case O_WEIGHT_DECAY: return option_parse_float(k, v, 0, 10, &o->weight_decay);
    case O_MAX_STEPS: return option_parse_long(k, v, 0, 1L << 40, &o->max_steps);
    case O_MAX_EPOCHS: return option_parse_int(k, v, 0, 1 << 20, &o->max_epochs);
    case O_MAX_TIME:
        return option_parse_duration(k, v, &o->max_time);
    case O_VALID_EVERY: return set_valid_every(o, v);
    case O_EARLY_STOPPING: return option_parse_int(k, v, 0, 1 << 20, &o->early_stopping);
    case O_VALID_METRIC:
        TD_TRY(option_parse_choice(k, v, METRIC_NAMES, 3, &e));
        o->valid_metric = (ValidMetric)e;
        return TD_OK;
    case O_VALID_LINES: return option_parse_int(k, v, 0, 1 << 30, &o->valid_lines);
    case O_LOG_EVERY: return option_parse_int(k, v, 1, 1 << 30, &o->log_every);
    case O_OUT: return set_path(o->out, k, v);
    case O_KEEP: return option_parse_int(k, v, 0, 1 << 20, &o->keep);
    case O_RESUME: return set_path(o->resume, k, v);
    case O_INIT_FROM: return set_path(o->init_from, k, v);
    case O_COMPRESS: return option_parse_int(k, v, 0, 1, &o->compress);
    }
    return td_error(TD_ERR_ARG, "unknown option --%s", k);
}

int train_option_set(TrainOptions *o, const char *key, const char *value) {
    int id = find_opt(key);
    if (id == O_HELP) return td_error(TD_ERR_ARG, "--help takes no value");
    if (id >= 0 && OPTS[id].group == G_MODEL && id != O_CONFIG) {
        if (id == O_ARCH) {
            int a;
            TD_TRY(option_parse_choice(key, value, (const char *const[]){"rnn", "transformer"}, 2, &a));
            o->cfg.arch = (ModelArch)a;
        }
        TD_TRY(add_model_opt(o, key, value));
    } else if (id >= 0) {
        TD_TRY(set_known(o, id, key, value));
    } else if (!strcmp(key, "vocab")) {  // a model key stored in saved options, not a CLI option
        TD_TRY(add_model_opt(o, key, value));
    } else {
        return td_error(TD_ERR_ARG, "unknown option --%s", key);
    }
    if (id >= 0) o->given[id] = 1;
    return TD_OK;
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
        if (id >= 0 && o->given[id] && OPTS[id].only != ONLY_ANY &&
            (OPTS[id].only == ONLY_RNN) != (arch == ARCH_RNN))
            return td_error(TD_ERR_ARG, "--%s applies to --arch %s only, not %s", o->model_key[i],
                            OPTS[id].only == ONLY_RNN ? "rnn" : "transformer", arch_name(arch));
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
        else
            o->lr = 1e-3f;
    }
    return TD_OK;
}

// ---- rendering ---------------------------------------------------------------------------------

// The shortest of %g / %.9g that reads back as the same float.
static void fmt_float(char *b, size_t cap, float x) {
    snprintf(b, cap, "%g", (double)x);
    if (strtof(b, NULL) != x) snprintf(b, cap, "%.9g", (double)x);
}

static void render(const TrainOptions *o, int id, char *b, size_t cap) {
    switch (id) {
    case O_TRAIN: snprintf(b, cap, "%s", o->train); break;
    case O_DEV: snprintf(b, cap, "%s", o->dev); break;
    case O_SRC: snprintf(b, cap, "%s", o->src); break;
    case O_TGT: snprintf(b, cap, "%s", o->tgt); break;
    case O_FILTER_LEN: snprintf(b, cap, "%d", o->filter_len); break;
    case O_SPM: snprintf(b, cap, "%s", o->spm); break;
    case O_VOCAB_SIZE: snprintf(b, cap, "%d", o->vocab_size); break;
    case O_CONFIG: snprintf(b, cap, "%s", o->preset); break;
    case O_OPTIMIZER: snprintf(b, cap, "%s", o->optimizer == OPTIM_ADAMW ? "adamw" : "adam"); break;
    case O_LR:
        if (o->lr > 0) fmt_float(b, cap, o->lr);
        else snprintf(b, cap, "auto");
        break;
    case O_WARMUP:
        o->warmup >= 0 ? snprintf(b, cap, "%d", o->warmup) : snprintf(b, cap, "auto");
        break;
    case O_SCHEDULE: snprintf(b, cap, "%s", lr_schedule_name(o->schedule)); break;
    case O_CLIP_NORM: fmt_float(b, cap, o->clip_norm); break;
    case O_LABEL_SMOOTHING: fmt_float(b, cap, o->label_smoothing); break;
    case O_BATCH_TOKENS: snprintf(b, cap, "%d", o->batch_tokens); break;
    case O_ACCUMULATE: snprintf(b, cap, "%d", o->accumulate); break;
    case O_PRECISION: snprintf(b, cap, "%s", o->precision ? "bf16" : "fp32"); break;
    case O_SEED: snprintf(b, cap, "%llu", o->seed); break;
    case O_THREADS: snprintf(b, cap, "%d", o->threads); break;
    case O_DIST_TIMEOUT: snprintf(b, cap, "%.17gs", o->dist_timeout); break;
    case O_WEIGHT_DECAY: fmt_float(b, cap, o->weight_decay); break;
    case O_MAX_STEPS: snprintf(b, cap, "%ld", o->max_steps); break;
    case O_MAX_EPOCHS: snprintf(b, cap, "%d", o->max_epochs); break;
    case O_MAX_TIME: snprintf(b, cap, "%.17gs", o->max_time); break;
    case O_VALID_EVERY:
        o->valid_every_steps > 0 ? snprintf(b, cap, "%ld", o->valid_every_steps)
                                 : snprintf(b, cap, "%.17gs", o->valid_every_time);
        break;
    case O_EARLY_STOPPING: snprintf(b, cap, "%d", o->early_stopping); break;
    case O_VALID_METRIC: snprintf(b, cap, "%s", METRIC_NAMES[o->valid_metric]); break;
    case O_VALID_LINES: snprintf(b, cap, "%d", o->valid_lines); break;
    case O_LOG_EVERY: snprintf(b, cap, "%d", o->log_every); break;
    case O_OUT: snprintf(b, cap, "%s", o->out); break;
    case O_KEEP: snprintf(b, cap, "%d", o->keep); break;
    case O_RESUME: snprintf(b, cap, "%s", o->resume); break;
    case O_INIT_FROM: snprintf(b, cap, "%s", o->init_from); break;
    case O_COMPRESS: snprintf(b, cap, "%d", o->compress); break;
    default: snprintf(b, cap, "%s", ""); break;
    }
}

int train_options_to_text(const TrainOptions *o, char *buf, size_t cap) {
    size_t k = 0;
    char v[TRAIN_PATH_MAX + 32];
    for (int id = 0; id < O_COUNT; id++) {
        if (OPTS[id].group == G_MODEL || id == O_HELP || id == O_RESUME) continue;
        render(o, id, v, sizeof v);
        int n = snprintf(buf + k, cap > k ? cap - k : 0, "%s=%s\n", OPTS[id].name, v);
        if (n < 0 || k + (size_t)n >= cap) return td_error(TD_ERR_ARG, "options text too long");
        k += (size_t)n;
    }
    int n = config_to_text(&o->cfg, buf + k, cap - k);
    if (n < 0) return n;
    return (int)(k + (size_t)n);
}

// ---- help ---------------------------------------------------------------------------------------

// Default of a model key for the help text, from the tiny presets of both architectures.
static void model_default(const char *key, ArchOnly only, char *out, size_t cap) {
    char t[2048], r[2048], vt[64] = "", vr[64] = "";
    ModelConfig ct = config_defaults(ARCH_TRANSFORMER), cr = config_defaults(ARCH_RNN);
    if (config_to_text(&ct, t, sizeof t) < 0 || config_to_text(&cr, r, sizeof r) < 0) return;
    char pat[48];
    snprintf(pat, sizeof pat, "\n%s=", key);
    const char *pt = strstr(t, pat), *pr = strstr(r, pat);
    if (pt) sscanf(pt + strlen(pat), "%63[^\n]", vt);
    if (pr) sscanf(pr + strlen(pat), "%63[^\n]", vr);
    if (strchr(vt, '.')) fmt_float(vt, sizeof vt, strtof(vt, NULL));
    if (strchr(vr, '.')) fmt_float(vr, sizeof vr, strtof(vr, NULL));
    if (only == ONLY_TFM) snprintf(out, cap, "%s", vt);
    else if (only == ONLY_RNN) snprintf(out, cap, "%s", vr);
    else if (!strcmp(vt, vr)) snprintf(out, cap, "%s", vt);
    else snprintf(out, cap, "transformer %s, rnn %s", vt, vr);
}

// "  LEFT  text..." with the text wrapped at 100 columns, continuation lines indented.
static void print_wrapped(FILE *f, const char *left, const char *text) {
    enum { INDENT = 32, WIDTH = 100 };
    int col = fprintf(f, "  %s", left);
    if (col >= INDENT) {
        fputc('\n', f);
        col = 0;
    }
    const char *w = text;
    int first = 1;
    while (*w) {
        while (*w == ' ') w++;
        int len = (int)strcspn(w, " ");
        if (!len) break;
        if (first || col + 1 + len > WIDTH) {
            if (!first || col > 0) {
                if (col >= INDENT || !first) fputc('\n', f), col = 0;
            }
            col += fprintf(f, "%*s", INDENT - col, "");
        } else {
            col += fprintf(f, " ");
        }
        col += fprintf(f, "%.*s", len, w);
        w += len;
        first = 0;
    }
    fputc('\n', f);
}

void train_options_help(FILE *f) {
    TrainOptions d;
    train_options_defaults(&d);
    fprintf(f,
            "usage: %s --arch rnn|transformer --train PREFIX --dev PREFIX --out DIR [options]\n"
            "       train --resume DIR [budget/output options, --threads, --spm; the run's own\n"
            "             options may be repeated: those that change the computation must agree]\n"
            "       train --pack IN.ckpt|DIR OUT.ckpt   (float16 + zlib copy of a model, for "
            "shipping)\n"
            "       train --pack --int8 IN.ckpt|DIR OUT.ckpt   (int8 + zlib copy: every matrix\n"
            "             quantised per row, scale max|w|/127, other tensors float32; for\n"
            "             decode --weights int8, which it selects by default)\n"
            "       train --average OUT.ckpt IN1.ckpt IN2.ckpt [...]   (checkpoint averaging: the\n"
            "             element-wise mean of the parameters of checkpoints of one run, each\n"
            "             listed once; --pack (then --int8, if given) and --average come first\n"
            "             and take no other options)\n\n"
            "Trains an NMT model on a parallel corpus (one trainer for both architectures).\n"
            "Exit status: 0 done, 1 runtime error or interrupted, 2 usage error.\n"
            "Environment: OMP_WAIT_POLICY defaults to passive; BLIS_ARCH_TYPE overrides the "
            "kernels.\n", prog_name("train"));
    for (int g = 0; g < G_NGROUPS; g++) {
        fprintf(f, "\n%s:\n", GROUP_TITLES[g]);
        for (int id = 0; id < O_COUNT; id++) {
            const OptDef *p = &OPTS[id];
            if ((int)p->group != g) continue;
            char left[96], def[TRAIN_PATH_MAX + 64];
            snprintf(left, sizeof left, "--%s%s%s%s", p->name,
                     p->metavar ? (p->has_arg == 2 ? "[=" : " ") : "", p->metavar ? p->metavar : "",
                     p->has_arg == 2 ? "]" : "");
            def[0] = '\0';
            if (g == G_MODEL && id != O_ARCH && id != O_CONFIG)
                model_default(p->name, p->only, def, sizeof def);
            else if (id == O_MAX_TIME) snprintf(def, sizeof def, "0");
            else if (id == O_VALID_EVERY) snprintf(def, sizeof def, "5m");
            else if (id != O_HELP) render(&d, id, def, sizeof def);
            if (id == O_ARCH) snprintf(def, sizeof def, "none");
            if ((id == O_TRAIN || id == O_DEV || id == O_SPM || id == O_OUT || id == O_RESUME ||
                 id == O_INIT_FROM) &&
                !def[0])
                snprintf(def, sizeof def, "none");
            char text[1024];
            if (id != O_HELP) snprintf(text, sizeof text, "%s [default: %s]", p->help, def);
            else snprintf(text, sizeof text, "%s", p->help);
            print_wrapped(f, left, text);
        }
    }
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
        if (o->given[id] && OPTS[id].group == G_MODEL && id != O_ARCH && id != O_DROPOUT)
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
    train_options_defaults(o);
    struct option lo[O_COUNT + 1];
    for (int i = 0; i < O_COUNT; i++) {
        lo[i].name = OPTS[i].name;
        lo[i].has_arg = OPTS[i].has_arg;
        lo[i].flag = NULL;
        lo[i].val = 1000 + i;
    }
    memset(&lo[O_COUNT], 0, sizeof lo[O_COUNT]);
    opterr = 0;
    optind = 1;
    int c, idx;
    while ((c = getopt_long(argc, argv, ":h", lo, &idx)) != -1) {
        if (c == 'h' || c == 1000 + O_HELP) {
            train_options_help(stdout);
            return 1;
        }
        if (c == '?') {
            const char *bad = optopt ? "" : argv[optind - 1];
            if (optopt) return td_error(TD_ERR_ARG, "unknown option -%c (see --help)", optopt);
            return td_error(TD_ERR_ARG, "unknown option '%s' (see --help)", bad);
        }
        if (c == ':')
            return td_error(TD_ERR_ARG, "option '%s' needs a value (see --help)", argv[optind - 1]);
        int id = c - 1000;
        const char *v = optarg ? optarg : "1";  // bare optional-argument flags mean 1
        if (train_option_set(o, OPTS[id].name, v) < 0) return TD_ERR_ARG;
    }
    if (optind < argc)
        return td_error(TD_ERR_ARG, "unexpected argument '%s' (options start with --)",
                        argv[optind]);
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
        if (!o->given[id] || OPTS[id].group == G_MODEL || id == O_RESUME) continue;
        render(o, id, a, sizeof a);
        if (OPTS[id].resume == R_COMPUTE) {
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
