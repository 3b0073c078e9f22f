// Model files: the checkpoint container (tensor/checkpoint.h) with the sections "config" (text),
// "meta" (text), optionally the blob "spm.model", and every parameter tensor under its own name.
#include "models/model_io.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tensor/checkpoint.h"

int model_save(const Model *m, const char *path, const char *meta_text, const void *spm_bytes,
               size_t spm_len, int compress) {
    char cfg[4096];
    TD_TRY(config_to_text(&m->cfg, cfg, sizeof cfg));
    CkptList l = {0};
    int rc = ckpt_list_text(&l, "config", cfg);
    if (rc == TD_OK) rc = ckpt_list_text(&l, "meta", meta_text ? meta_text : "");
    if (rc == TD_OK && spm_bytes) rc = ckpt_list_blob(&l, MODEL_SPM_BLOB, spm_bytes, spm_len);
    if (rc == TD_OK) rc = ckpt_list_params(&l, &m->params, "", m->params.data);
    if (rc == TD_OK) rc = ckpt_write(path, arch_name(m->cfg.arch), &l, compress);
    ckpt_list_free(&l);
    return rc;
}

static char *dup_text(const char *s) {
    char *d = strdup(s ? s : "");
    if (!d) td_error(TD_ERR_NOMEM, "out of memory");
    return d;
}

// Parses the configuration of an opened model file and checks it against the header's kind.
static int ckpt_config(const Ckpt *c, ModelConfig *cfg) {
    const char *text = ckpt_text(c, "config");
    if (!strcmp(c->kind, "state"))
        return td_error(TD_ERR_FORMAT, "%s is a training state (optimizer and data position for "
                        "--resume), not a model: use the .ckpt of the same name beside it",
                        c->path);
    if (!text) return td_error(TD_ERR_FORMAT, "%s: no model configuration (is it a model file? "
                               "kind '%s')", c->path, c->kind);
    ModelArch arch = strcmp(c->kind, "rnn") == 0 ? ARCH_RNN : ARCH_TRANSFORMER;
    if (strcmp(c->kind, "rnn") != 0 && strcmp(c->kind, "transformer") != 0)
        return td_error(TD_ERR_FORMAT, "%s: a '%s' checkpoint, not a model file", c->path, c->kind);
    *cfg = config_defaults(arch);
    if (config_from_text(cfg, text) < 0)
        return td_error_context(TD_ERR_FORMAT, "%s", c->path);
    if (cfg->arch != arch)
        return td_error(TD_ERR_FORMAT, "%s: header says '%s' but the configuration says '%s'",
                        c->path, c->kind, arch_name(cfg->arch));
    return TD_OK;
}

int model_peek(const char *path, ModelConfig *cfg, char **meta_text) {
    if (meta_text) *meta_text = NULL;
    Ckpt c;
    TD_TRY(ckpt_read(&c, path));
    int rc = ckpt_config(&c, cfg);
    if (rc == TD_OK && meta_text) {
        *meta_text = dup_text(ckpt_text(&c, "meta"));
        if (!*meta_text) rc = TD_ERR_NOMEM;
    }
    ckpt_close(&c);
    return rc;
}

// Checks the file's tensors against the parameters `cfg` describes before any of them is
// allocated, so that a configuration text claiming a huge model is refused for what it is (a
// mismatch with the file) instead of costing the memory it claims. The sinusoidal table is the one
// allocation a build makes from the configuration alone; the probe builds without it (the
// parameters are the same).
static int check_shapes(const Ckpt *c, const ModelConfig *cfg) {
    TD_TRY(config_validate(cfg));
    const ModelOps *ops = model_ops_for(cfg->arch);
    if (!ops)
        return td_error(TD_ERR_ARG, "architecture '%s' is not built into this program",
                        arch_name(cfg->arch));
    Model *probe = calloc(1, sizeof *probe);
    if (!probe) return td_error(TD_ERR_NOMEM, "out of memory reading %s", c->path);
    probe->ops = ops;
    probe->cfg = *cfg;
    if (probe->cfg.pos == POS_SINUSOIDAL) probe->cfg.pos = POS_NONE;
    int rc = ops->build(probe);
    if (rc == TD_OK) rc = ckpt_check_params(c, &probe->params, "");
    model_free(probe);
    return rc;
}

int model_ckpt_check(const Ckpt *c, ModelConfig *cfg) {
    TD_TRY(ckpt_config(c, cfg));
    int rc = check_shapes(c, cfg);
    if (rc < 0 && rc != TD_ERR_MISMATCH) return td_error_context(TD_ERR_FORMAT, "%s", c->path);
    return rc;
}

Model *model_load(const char *path, char **meta_text, void **spm_bytes, size_t *spm_len) {
    if (meta_text) *meta_text = NULL;
    if (spm_bytes) *spm_bytes = NULL;
    if (spm_len) *spm_len = 0;
    Ckpt c;
    if (ckpt_read(&c, path) < 0) return NULL;
    ModelConfig cfg;
    Model *m = NULL;
    if (model_ckpt_check(&c, &cfg) < 0) goto fail;
    m = model_create(&cfg, 0);
    if (!m) {
        td_error_context(TD_ERR_FORMAT, "%s", path);
        goto fail;
    }
    if (ckpt_load_params(&c, &m->params, "", m->params.data) < 0) goto fail;
    if (ckpt_load_int8(&c, &m->params, "") < 0) goto fail;
    if (meta_text && !(*meta_text = dup_text(ckpt_text(&c, "meta")))) goto fail;
    const CkptItem *blob = ckpt_find(&c, MODEL_SPM_BLOB);
    if (spm_bytes && blob) {
        *spm_bytes = malloc(blob->len ? blob->len : 1);
        if (!*spm_bytes) {
            td_error(TD_ERR_NOMEM, "out of memory reading %s", path);
            goto fail;
        }
        memcpy(*spm_bytes, blob->data, blob->len);
        if (spm_len) *spm_len = blob->len;
    }
    ckpt_close(&c);
    return m;
fail:
    if (meta_text) {
        free(*meta_text);
        *meta_text = NULL;
    }
    if (spm_bytes) {
        free(*spm_bytes);
        *spm_bytes = NULL;
    }
    model_free(m);
    ckpt_close(&c);
    return NULL;
}

void model_meta_get_or(const char *meta_text, const char *key, char *out, size_t cap,
                       const char *fallback) {
    if (model_meta_get(meta_text, key, out, cap) < 0) {
        snprintf(out, cap, "%s", fallback);
        td_clear_error();
    }
}

int model_meta_get(const char *text, const char *key, char *out, size_t cap) {
    size_t kl = strlen(key);
    for (const char *p = text; p && *p;) {
        const char *nl = strchr(p, '\n');
        size_t len = nl ? (size_t)(nl - p) : strlen(p);
        if (len > kl && strncmp(p, key, kl) == 0 && p[kl] == '=') {
            size_t vl = len - kl - 1;
            if (vl >= cap) return td_error(TD_ERR_ARG, "meta value of '%s' is too long", key);
            memcpy(out, p + kl + 1, vl);
            out[vl] = '\0';
            return (int)vl;
        }
        p += len + (nl ? 1 : 0);
    }
    if (cap) out[0] = '\0';
    return td_error(TD_ERR_ARG, "meta key '%s' is absent", key);
}
