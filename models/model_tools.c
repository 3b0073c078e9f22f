// bin/model's work on model files (see model_tools.h): pack, average, inspect.
#include "models/model_tools.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "models/model_io.h"
#include "tensor/checkpoint.h"
#include "util/fs.h"
#include "util/progname.h"
#include "util/zlib_io.h"

static int is_dir(const char *p) {
    struct stat st;
    return stat(p, &st) == 0 && S_ISDIR(st.st_mode);
}

static double file_mb(const char *p) {
    struct stat st;
    return stat(p, &st) == 0 ? (double)st.st_size / 1e6 : 0;
}

int model_file_of(const char *arg, char *buf, size_t cap) {
    return is_dir(arg) ? path_fmt(buf, cap, "%s/best.ckpt", arg) : path_fmt(buf, cap, "%s", arg);
}

int model_pack(const char *in_arg, const char *out, int int8, FILE *report) {
    char in[FS_PATH_MAX];
    TD_TRY(model_file_of(in_arg, in, sizeof in));
    char *meta = NULL;
    void *spm = NULL;
    size_t spm_len = 0;
    Model *m = model_load(in, &meta, &spm, &spm_len);
    int rc = m ? model_save(m, out, meta, spm, spm_len, (int8 ? CKPT_INT8 : CKPT_HALF) | CKPT_ZLIB)
               : -1;
    if (rc == TD_OK && report)
        fprintf(report, "%s: packed %s (%.1f MB) -> %s (%.1f MB, %s + zlib)\n", prog_name("model"),
                in, file_mb(in), out, file_mb(out), int8 ? "int8" : "float16");
    model_free(m);
    free(meta);
    free(spm);
    return rc;
}

// The configuration as text for comparing checkpoints to average: dropout does not change the
// parameters, so it is left out of the comparison.
static int config_for_average(const Model *m, char *buf, size_t cap) {
    ModelConfig c = m->cfg;
    c.dropout = 0;
    return config_to_text(&c, buf, cap);
}

// The meta text of an averaged model (model_tools.h, model_average).
static char *averaged_meta(const char *first_meta, char *const *in, int n, char **steps) {
    static const char *const KEEP[] = {"spm-checksum", "pad-id", "bos-id", "eos-id",
                                       "unk-id",       "src",    "tgt"};
    size_t len = 64 + strlen(first_meta);
    for (int k = 0; k < n; k++) len += strlen(in[k]) + strlen(steps[k]) + 2;
    char *out = malloc(len), v[256];
    if (!out) return NULL;
    size_t at = 0;
    for (size_t i = 0; i < sizeof KEEP / sizeof *KEEP; i++)
        if (model_meta_get(first_meta, KEEP[i], v, sizeof v) >= 0)
            at += (size_t)snprintf(out + at, len - at, "%s=%s\n", KEEP[i], v);
    td_clear_error();
    at += (size_t)snprintf(out + at, len - at, "averaged-from=");
    for (int k = 0; k < n; k++) {  // one line: a newline in a file name would end the value
        if (k) out[at++] = ' ';
        for (const char *c = in[k]; *c; c++) out[at++] = *c == '\n' || *c == '\r' ? '?' : *c;
    }
    at += (size_t)snprintf(out + at, len - at, "\naveraged-steps=");
    for (int k = 0; k < n; k++)
        at += (size_t)snprintf(out + at, len - at, "%s%s", k ? " " : "", steps[k]);
    snprintf(out + at, len - at, "\n");
    return out;
}

// model_average's checks before anything is read (TD_ERR_ARG).
static int check_average_args(const char *out, char *const *in, int n) {
    if (n < 2) return td_error(TD_ERR_ARG, "averaging needs at least two input checkpoints");
    if (is_dir(out)) return td_error(TD_ERR_ARG, "OUT %s is a directory (name the file to write)",
                                     out);
    for (int k = 0; k < n; k++) {
        struct stat a, b;
        if (stat(in[k], &a) != 0) continue;  // reported when it is read
        for (int j = 0; j < k; j++)
            if (stat(in[j], &b) == 0 && a.st_dev == b.st_dev && a.st_ino == b.st_ino)
                return td_error(TD_ERR_ARG, "%s and %s are the same file (a run's best.ckpt and "
                                "last.ckpt are links to step checkpoints: list each checkpoint "
                                "once)", in[j], in[k]);
    }
    return TD_OK;
}

int model_average(const char *out, char *const *in, int n, FILE *report) {
    TD_TRY(check_average_args(out, in, n));
    int rc = TD_OK;
    char *meta0 = NULL, cfg0[4096], cfg[4096], sum0[64], sum[64];
    void *spm = NULL;
    size_t spm_len = 0;
    double *acc = NULL;
    char **steps = calloc((size_t)n, sizeof *steps);
    Model *first = model_load(in[0], &meta0, &spm, &spm_len);
    if (!steps) rc = td_error(TD_ERR_NOMEM, "out of memory");
    else if (!first) rc = TD_ERR_IO;  // model_load's message is set
    else if ((rc = config_for_average(first, cfg0, sizeof cfg0)) >= 0) rc = TD_OK;
    if (rc == TD_OK && !(acc = calloc(first->params.total, sizeof *acc)))
        rc = td_error(TD_ERR_NOMEM, "out of memory averaging %zu parameters", first->params.total);
    for (int k = 0; k < n && rc == TD_OK; k++) {
        char *meta = NULL, step[32];
        Model *m = k == 0 ? first : model_load(in[k], &meta, NULL, NULL);
        const char *mt = k == 0 ? meta0 : meta;
        if (!m) {
            rc = TD_ERR_IO;  // model_load's message is set
            break;
        }
        model_meta_get_or(mt, "step", step, sizeof step, "?");
        steps[k] = strdup(step);
        model_meta_get_or(mt, "spm-checksum", sum, sizeof sum, "");  // none: compared as "none"
        if (k == 0) snprintf(sum0, sizeof sum0, "%s", sum);
        if (!steps[k]) rc = td_error(TD_ERR_NOMEM, "out of memory");
        else if ((rc = config_for_average(m, cfg, sizeof cfg)) >= 0) rc = TD_OK;
        if (rc == TD_OK && strcmp(cfg, cfg0) != 0)
            rc = td_error(TD_ERR_MISMATCH, "%s: its model configuration differs from %s's; only "
                          "checkpoints of one training run (or one configuration) can be averaged",
                          in[k], in[0]);
        else if (rc == TD_OK && strcmp(sum, sum0) != 0)
            rc = td_error(TD_ERR_MISMATCH, "%s: its tokenizer (spm-checksum %s) differs from %s's "
                          "(%s)", in[k], sum[0] ? sum : "none", in[0], sum0[0] ? sum0 : "none");
        else if (rc == TD_OK && params_sum_add(acc, &first->params, &m->params) < 0)
            rc = td_error_context(TD_ERR_MISMATCH, "%s", in[k]);
        if (k > 0) model_free(m);
        free(meta);
    }
    char *out_meta = NULL;
    if (rc == TD_OK) {
        params_set_mean(&first->params, acc, n);
        if (!(out_meta = averaged_meta(meta0, in, n, steps)))
            rc = td_error(TD_ERR_NOMEM, "out of memory");
    }
    if (rc == TD_OK) rc = model_save(first, out, out_meta, spm, spm_len, 0);
    if (rc == TD_OK && report)
        fprintf(report, "%s: averaged %d checkpoints -> %s\n", prog_name("model"), n, out);
    model_free(first);
    for (int k = 0; steps && k < n; k++) free(steps[k]);
    free(steps);
    free(acc);
    free(meta0);
    free(spm);
    free(out_meta);
    return rc;
}

// ---- inspect ------------------------------------------------------------------------------------

static const char *item_type_name(CkptItemType t) {
    switch (t) {
    case CKPT_TEXT: return "text";
    case CKPT_BLOB: return "blob";
    case CKPT_F32: return "float32";
    case CKPT_F16: return "float16";
    case CKPT_I8: return "int8";
    }
    return "?";
}

// Prints every line of "key=value\n" text indented, leaving out the key `skip` (NULL: none).
static void print_lines(FILE *f, const char *text, const char *skip) {
    size_t sl = skip ? strlen(skip) : 0;
    for (const char *p = text; p && *p;) {
        size_t len = strcspn(p, "\n");
        if (!skip || strncmp(p, skip, sl) != 0 || p[sl] != '=')
            fprintf(f, "  %.*s\n", (int)len, p);
        p += len + (p[len] == '\n');
    }
}

// The model part of inspect: architecture, configuration, tokenizer, step, command, meta.
static void print_model(FILE *f, const Ckpt *c, const ModelConfig *cfg, size_t n_values) {
    char text[4096], v[4096];
    const char *meta = ckpt_text(c, "meta");
    fprintf(f, "architecture %s, %zu parameters\n", arch_name(cfg->arch), n_values);
    fprintf(f, "configuration\n");
    if (config_to_text(cfg, text, sizeof text) >= 0) print_lines(f, text, NULL);
    td_clear_error();
    const CkptItem *spm = ckpt_find(c, MODEL_SPM_BLOB);
    char want[32];
    model_meta_get_or(meta, "spm-checksum", want, sizeof want, "");
    if (spm) {
        char got[16];
        snprintf(got, sizeof got, "%08x", (unsigned)crc32_update(0, spm->data, spm->len));
        fprintf(f, "tokenizer    embedded %s, %zu bytes, CRC-32 %s; meta spm-checksum %s (%s)\n",
                MODEL_SPM_BLOB, spm->len, got, want[0] ? want : "absent",
                !want[0] ? "not stored" : strcmp(got, want) == 0 ? "the same" : "DIFFERENT");
    } else {
        fprintf(f, "tokenizer    none embedded; meta spm-checksum %s (decode with the --spm it was "
                "trained with)\n", want[0] ? want : "absent");
    }
    char epoch[64];
    model_meta_get_or(meta, "epoch", epoch, sizeof epoch, "");
    if (model_meta_get(meta, "step", v, sizeof v) >= 0) {
        fprintf(f, "step         %s%s%s%s\n", v, epoch[0] ? " (epoch " : "", epoch,
                epoch[0] ? ")" : "");
    } else {
        td_clear_error();
        char from[2048], steps[256];
        model_meta_get_or(meta, "averaged-from", from, sizeof from, "");
        model_meta_get_or(meta, "averaged-steps", steps, sizeof steps, "");
        if (from[0]) fprintf(f, "step         none: the average of %s (steps %s)\n", from, steps);
        else fprintf(f, "step         not stored\n");
    }
    if (model_meta_get(meta, "command", v, sizeof v) >= 0) {
        fprintf(f, "command      %s\n", v);
    } else {
        td_clear_error();
        fprintf(f, "command      not stored (a file written before checkpoints recorded the "
                "command, or not by bin/train)\n");
    }
    fprintf(f, "meta\n");
    print_lines(f, meta, "command");
}

int model_inspect(const char *arg, FILE *f) {
    char path[FS_PATH_MAX];
    TD_TRY(model_file_of(arg, path, sizeof path));
    Ckpt c;
    TD_TRY(ckpt_read(&c, path));
    int model = !strcmp(c.kind, "rnn") || !strcmp(c.kind, "transformer");
    ModelConfig cfg;
    size_t most = 0, n_values = 0;
    int n_tensors = 0;
    for (int i = 0; i < c.n; i++)
        if (ckpt_is_tensor(&c.items[i])) {
            const size_t k = ckpt_tensor_numel(&c.items[i]);
            most = k > most ? k : most;
            n_values += k;
            n_tensors++;
        }
    int rc = model ? model_ckpt_check(&c, &cfg) : TD_OK;
    float *vals = NULL;
    if (rc == TD_OK && !(vals = malloc((most ? most : 1) * sizeof *vals)))
        rc = td_error(TD_ERR_NOMEM, "out of memory reading %s", path);
    if (rc < 0) {
        ckpt_close(&c);
        return rc;
    }
    struct stat st;
    fprintf(f, "file         %s (%lld bytes; container version %u, %s; kind %s)\n", path,
            stat(path, &st) == 0 ? (long long)st.st_size : -1LL, (unsigned)c.version,
            c.compressed ? "zlib-compressed" : "uncompressed", c.kind);
    if (model) print_model(f, &c, &cfg, n_values);
    for (int i = 0; i < c.n; i++) {  // sections bin/model does not interpret (a .state's)
        const CkptItem *it = &c.items[i];
        const int known = !strcmp(it->name, "config") || !strcmp(it->name, "meta") ||
                          !strcmp(it->name, MODEL_SPM_BLOB);
        if (ckpt_is_tensor(it) || (model && known)) continue;
        fprintf(f, "section      %s (%s, %zu bytes, CRC-32 %08x)\n", it->name,
                item_type_name(it->type), it->len, (unsigned)crc32_update(0, it->data, it->len));
    }
    fprintf(f, "tensors      %d, %zu values; CRC-32 of each tensor's values as loaded (float32, "
            "little-endian, row-major)\n", n_tensors, n_values);
    fprintf(f, "  %-36s %-16s %-8s %10s %s\n", "name", "shape", "type", "values", "crc32");
    for (int i = 0; i < c.n; i++) {
        const CkptItem *it = &c.items[i];
        if (!ckpt_is_tensor(it)) continue;
        char shape[96];
        ckpt_shape_text(shape, sizeof shape, it->ndim, it->shape);
        const size_t n = ckpt_tensor_numel(it);
        ckpt_tensor_values(it, vals);
        uint32_t crc = 0;
        for (size_t j = 0; j < n; j++) {  // little-endian bytes whatever the host's order
            uint32_t u;
            memcpy(&u, &vals[j], 4);
            const unsigned char b[4] = {(unsigned char)u, (unsigned char)(u >> 8),
                                        (unsigned char)(u >> 16), (unsigned char)(u >> 24)};
            crc = crc32_update(crc, b, 4);
        }
        fprintf(f, "  %-36s %-16s %-8s %10zu %08x\n", it->name, shape, item_type_name(it->type), n,
                (unsigned)crc);
    }
    free(vals);
    ckpt_close(&c);
    return TD_OK;
}
