#include "models/config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "util/options.h"

static const char *const ARCH_NAMES[] = {"rnn", "transformer"};
static const char *const NORM_NAMES[] = {"post", "pre"};
static const char *const POS_NAMES[] = {"sinusoidal", "learned", "none"};
static const char *const ACT_NAMES[] = {"relu", "gelu"};
static const char *const CELL_NAMES[] = {"gru", "lstm"};
static const char *const SCORE_NAMES[] = {"additive", "dot", "general", "scaled_dot"};
static const char *const ATTN_NORM_NAMES[] = {"softmax", "relu"};

const char *arch_name(ModelArch a) { return ARCH_NAMES[a]; }
const char *attn_score_name(AttnScore s) { return SCORE_NAMES[s]; }
ModelConfig config_defaults(ModelArch arch) {
    ModelConfig c;
    memset(&c, 0, sizeof c);
    c.arch = arch;
    c.vocab = 8000;
    c.tied_embeddings = 1;
    c.dropout = 0.1f;
    c.max_len = 1024;
    int rc = config_apply_preset(&c, "tiny");
    (void)rc;
    return c;
}

int config_apply_preset(ModelConfig *c, const char *preset) {
    int tiny = strcmp(preset, "tiny") == 0, small = strcmp(preset, "small") == 0;
    int base = strcmp(preset, "base") == 0;
    if (!tiny && !small && !base)
        return td_error(TD_ERR_ARG, "unknown --config '%s' (use tiny, small or base)", preset);
    // Transformer: tiny = d 256, 4 heads, FFN 1024, 3+3 layers; small/base = Vaswani base.
    c->d_model = tiny ? 256 : 512;
    c->heads = tiny ? 4 : 8;
    c->ffn = tiny ? 1024 : 2048;
    // Pre-LN (the layer norm before each sublayer, and once more after the last layer): the
    // recipe tuning on the Bible (docs/studies/bible-en-es-tuning) ranked pre-LN above post-LN at
    // every peak rate tried, and post-LN with the automatic rate stalls on gettext
    // (docs/studies/gettext-en-es-diagnosis); Xiong et al. 2020: post-LN needs a small rate and a
    // long warm-up. --norm post gives the Vaswani et al. layout.
    c->norm = NORM_PRE;
    c->pos = POS_SINUSOIDAL;
    c->activation = ACT_RELU;
    c->attention_window = 0;
    // RNN (the PyTorch reference's rnn_attn.py): 1-layer bi-GRU encoder, GRU decoder, additive attention.
    c->cell = CELL_GRU;
    c->emb = tiny ? 256 : 512;
    c->enc_hidden = tiny ? 256 : 512;
    c->dec_hidden = 2 * c->enc_hidden;
    c->attention = SCORE_ADDITIVE;
    c->attention_norm = ATTN_NORMALIZER_SOFTMAX;
    c->input_feeding = 0;
    if (c->arch == ARCH_TRANSFORMER) {
        c->enc_layers = c->dec_layers = tiny ? 3 : 6;
    } else {
        c->enc_layers = c->dec_layers = base ? 2 : 1;
    }
    return TD_OK;
}

#define NAMES(a) a, (int)(sizeof(a) / sizeof(a[0]))

int config_set(ModelConfig *c, const char *key, const char *v) {
    int e;
    if (!strcmp(key, "arch")) {
        TD_TRY(option_parse_choice(key, v, NAMES(ARCH_NAMES), &e));
        c->arch = (ModelArch)e;
        return TD_OK;
    }
    if (!strcmp(key, "vocab")) return option_parse_int(key, v, 8, 1 << 20, &c->vocab);
    if (!strcmp(key, "tied-embeddings")) return option_parse_int(key, v, 0, 1, &c->tied_embeddings);
    if (!strcmp(key, "dropout")) return option_parse_float(key, v, 0.0, 0.9, &c->dropout);
    if (!strcmp(key, "max-len")) return option_parse_int(key, v, 2, 1 << 16, &c->max_len);
    if (!strcmp(key, "enc-layers")) return option_parse_int(key, v, 1, 64, &c->enc_layers);
    if (!strcmp(key, "dec-layers")) return option_parse_int(key, v, 1, 64, &c->dec_layers);
    if (!strcmp(key, "d-model")) return option_parse_int(key, v, 2, 1 << 14, &c->d_model);
    if (!strcmp(key, "heads")) return option_parse_int(key, v, 1, 256, &c->heads);
    if (!strcmp(key, "ffn")) return option_parse_int(key, v, 1, 1 << 16, &c->ffn);
    if (!strcmp(key, "attention-window")) return option_parse_int(key, v, 0, 1 << 16, &c->attention_window);
    if (!strcmp(key, "emb")) return option_parse_int(key, v, 1, 1 << 14, &c->emb);
    if (!strcmp(key, "enc-hidden")) return option_parse_int(key, v, 1, 1 << 14, &c->enc_hidden);
    if (!strcmp(key, "dec-hidden")) return option_parse_int(key, v, 1, 1 << 14, &c->dec_hidden);
    if (!strcmp(key, "input-feeding")) return option_parse_int(key, v, 0, 1, &c->input_feeding);
    // A choice: the index of v among the names becomes the enum field.
#define SET_CHOICE(name, names, field, type)                                                      \
    if (!strcmp(key, name)) {                                                                     \
        TD_TRY(option_parse_choice(key, v, NAMES(names), &e));                                    \
        c->field = (type)e;                                                                       \
        return TD_OK;                                                                             \
    }
    SET_CHOICE("norm", NORM_NAMES, norm, NormPlacement)
    SET_CHOICE("pos", POS_NAMES, pos, PosEncoding)
    SET_CHOICE("activation", ACT_NAMES, activation, Activation)
    SET_CHOICE("cell", CELL_NAMES, cell, RnnCell)
    SET_CHOICE("attention", SCORE_NAMES, attention, AttnScore)
    SET_CHOICE("attention-norm", ATTN_NORM_NAMES, attention_norm, AttnNormalizer)
#undef SET_CHOICE
    return td_error(TD_ERR_ARG, "unknown model option '%s'", key);
}

int config_validate(const ModelConfig *c) {
    if (c->arch == ARCH_TRANSFORMER && c->d_model % c->heads != 0)
        return td_error(TD_ERR_ARG, "--d-model %d is not divisible by --heads %d", c->d_model,
                        c->heads);
    if (c->arch == ARCH_TRANSFORMER && c->pos == POS_SINUSOIDAL && c->d_model % 2)
        return td_error(TD_ERR_ARG, "sinusoidal positions need an even --d-model (got %d)",
                        c->d_model);
    if (c->vocab < 8) return td_error(TD_ERR_ARG, "vocabulary of %d pieces is too small", c->vocab);
    return TD_OK;
}

int config_to_text(const ModelConfig *c, char *buf, size_t cap) {
    int n = snprintf(buf, cap,
                     "arch=%s\nvocab=%d\ntied-embeddings=%d\ndropout=%.9g\nmax-len=%d\n"
                     "enc-layers=%d\ndec-layers=%d\nd-model=%d\nheads=%d\nffn=%d\nnorm=%s\npos=%s\n"
                     "activation=%s\nattention-window=%d\ncell=%s\nemb=%d\nenc-hidden=%d\n"
                     "dec-hidden=%d\nattention=%s\nattention-norm=%s\ninput-feeding=%d\n",
                     ARCH_NAMES[c->arch], c->vocab, c->tied_embeddings, (double)c->dropout,
                     c->max_len, c->enc_layers, c->dec_layers, c->d_model, c->heads, c->ffn,
                     NORM_NAMES[c->norm], POS_NAMES[c->pos], ACT_NAMES[c->activation],
                     c->attention_window, CELL_NAMES[c->cell], c->emb, c->enc_hidden,
                     c->dec_hidden, SCORE_NAMES[c->attention], ATTN_NORM_NAMES[c->attention_norm],
                     c->input_feeding);
    if (n < 0 || (size_t)n >= cap) return td_error(TD_ERR_ARG, "configuration text too long");
    return n;
}

int config_from_text(ModelConfig *c, const char *text) {
    char line[256];
    int lineno = 0;
    const char *p = text;
    while (*p) {
        const char *nl = strchr(p, '\n');
        size_t len = nl ? (size_t)(nl - p) : strlen(p);
        lineno++;
        if (len >= sizeof line)
            return td_error(TD_ERR_FORMAT, "configuration line %d is too long", lineno);
        memcpy(line, p, len);
        line[len] = '\0';
        p += len + (nl ? 1 : 0);
        if (!line[0]) continue;
        char *eq = strchr(line, '=');
        if (!eq) return td_error(TD_ERR_FORMAT, "configuration line %d has no '=': %s", lineno, line);
        *eq = '\0';
        if (config_set(c, line, eq + 1) < 0)
            return td_error_context(TD_ERR_FORMAT, "configuration line %d", lineno);
    }
    return TD_OK;
}
