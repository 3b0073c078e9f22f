// Loading models for decoding (see load.h).
#include "decode/load.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "decode/model_find.h"
#include "models/model_io.h"
#include "tensor/params.h"

const char *const DECODE_WEIGHTS_NAMES[WEIGHTS_COUNT] = {"auto", "float32", "float16", "int8",
                                                        "bfloat16"};

// SentencePiece loads from a file: the embedded blob goes through a private temporary file.
static SpmModel *spm_from_blob(const void *blob, size_t len) {
    const char *dir = getenv("TMPDIR") ? getenv("TMPDIR") : "/tmp";
    char tmp[4096];
    if (snprintf(tmp, sizeof tmp, "%s/tandem-spm-XXXXXX", dir) >= (int)sizeof tmp) {
        td_error(TD_ERR_ARG, "TMPDIR %s is too long", dir);
        return NULL;
    }
    int fd = mkstemp(tmp);
    if (fd < 0) {
        td_error(TD_ERR_IO, "cannot create a temporary file in %s: %s", dir, strerror(errno));
        return NULL;
    }
    ssize_t w = write(fd, blob, len);
    close(fd);
    SpmModel *spm = NULL;
    if (w != (ssize_t)len) td_error(TD_ERR_IO, "cannot write %s: %s", tmp, strerror(errno));
    else spm = spm_load(tmp);
    unlink(tmp);
    return spm;
}

int decode_load_model(const char *arg, const char *spm_path, Model **pm, SpmModel **pspm,
                      char **pmeta) {
    char path[4096];
    TD_TRY(model_find(arg, path, sizeof path));
    char *meta = NULL;
    void *blob = NULL;
    size_t blob_len = 0;
    Model *m = model_load(path, &meta, spm_path ? NULL : &blob, spm_path ? NULL : &blob_len);
    if (!m) return -1;
    SpmModel *spm = NULL;
    int rc = 0;
    if (spm_path)
        spm = spm_load(spm_path);
    else if (!blob)
        rc = td_error(TD_ERR_FORMAT, "%s has no embedded SentencePiece model (use --spm FILE)",
                      path);
    else
        spm = spm_from_blob(blob, blob_len);
    free(blob);
    if (rc == 0 && !spm) rc = td_error_context(TD_ERR_FORMAT, "SentencePiece model of %s", path);
    char want[64];
    if (rc == 0 && meta && model_meta_get(meta, "spm-checksum", want, sizeof want) > 0 &&
        strtoul(want, NULL, 16) != (unsigned long)spm_checksum(spm))
        rc = td_error(TD_ERR_MISMATCH, "the SentencePiece model (checksum %08x) is not the one "
                      "%s was trained with (%s)", (unsigned)spm_checksum(spm), path, want);
    if (rc == 0 && spm_vocab_size(spm) != m->cfg.vocab)
        rc = td_error(TD_ERR_MISMATCH, "the SentencePiece model has %d pieces, %s expects %d",
                      spm_vocab_size(spm), path, m->cfg.vocab);
    if (rc < 0 || !pmeta) {
        free(meta);
        meta = NULL;
    }
    if (rc < 0) {
        spm_free(spm);
        model_free(m);
        return rc;
    }
    *pm = m;
    *pspm = spm;
    if (pmeta) *pmeta = meta;
    return 0;
}

int decode_choose_weights(Model *m, DecodeWeights w) {
    ParamTable *t = &m->params;
    int half_exact = params_half_exact(t);
    if (w == WEIGHTS_F32 || w == WEIGHTS_F16 || w == WEIGHTS_BF16) params_int8_drop(t);
    if (w != WEIGHTS_BF16) params_bf16_dec_drop(t);
    if (w == WEIGHTS_I8 && !t->int8) {
        TD_TRY(params_int8_build(t));
        params_int8_round(t);
    }
    if (w == WEIGHTS_BF16) {
        params_half_drop(t);
        TD_TRY(params_bf16_dec_build(t));
    }
    if (!t->int8 && (w == WEIGHTS_F16 || (w == WEIGHTS_AUTO && half_exact)))
        TD_TRY(params_half_build(t));
    return 0;
}

DecodeWeights decode_weights_in_use(const Model *m) {
    const ParamTable *t = &m->params;
    return t->int8 ? WEIGHTS_I8 : t->half ? WEIGHTS_F16 : t->bf16_dec ? WEIGHTS_BF16 : WEIGHTS_F32;
}

// Checks the alignment layer against a loaded model and chooses its weights.
static int prepare_model(const DecodeLoadOptions *o, Model *m, const char *name) {
    int layer = o->alignment_layer;
    if (m->cfg.arch == ARCH_TRANSFORMER && layer >= m->cfg.dec_layers)
        return td_error(TD_ERR_ARG, "--alignment-layer %d: %s has %d decoder layers (0..%d, or "
                        "-1 for the last)", layer, name, m->cfg.dec_layers, m->cfg.dec_layers - 1);
    return decode_choose_weights(m, o->weights);
}

int decode_load_models(const char *const *args, int n_args, const DecodeLoadOptions *o,
                       Model **pm, SpmModel **pspm, int *has_transformer, char **meta) {
    if (n_args < 1 || n_args > ENSEMBLE_MAX)
        return td_error(TD_ERR_ARG, "%d models: give 1 to %d", n_args, ENSEMBLE_MAX);
    Model *mods[ENSEMBLE_MAX] = {0};
    SpmModel *spm = NULL;
    char *meta0 = NULL;
    int rc = 0, n = 0, tfm = 0;
    for (; rc == 0 && n < n_args; n++) {
        SpmModel *si = NULL;
        rc = decode_load_model(args[n], o->spm, &mods[n], &si, n == 0 && meta ? &meta0 : NULL);
        if (rc < 0) break;
        rc = prepare_model(o, mods[n], args[n]);
        tfm |= mods[n]->cfg.arch == ARCH_TRANSFORMER;
        if (rc == 0 && spm && spm_checksum(si) != spm_checksum(spm))
            rc = td_error(TD_ERR_MISMATCH, "-m %s: its SentencePiece model (checksum %08x) is not "
                          "the one of -m %s (%08x); the models of an ensemble must share one "
                          "tokenizer", args[n], (unsigned)spm_checksum(si), args[0],
                          (unsigned)spm_checksum(spm));
        if (spm) spm_free(si);
        else spm = si;
    }
    Model *m = rc == 0 && n == 1 ? mods[0] : NULL;
    if (rc == 0 && n > 1 && !(m = ensemble_create(mods, n, o->ensemble_mode))) rc = -1;
    if (rc < 0) {
        for (int i = 0; i < n; i++) model_free(mods[i]);
        spm_free(spm);
        free(meta0);
        return rc;
    }
    if (meta) *meta = meta0;
    *pm = m;
    *pspm = spm;
    if (has_transformer) *has_transformer = tfm;
    return 0;
}
