// Fuzz target: the checkpoint loader (tensor/checkpoint.h ckpt_read: header, index, zlib data,
// CRC, float16 and int8 tensors), the model loader over it (models/model_io.h model_load,
// model_peek: the embedded configuration and meta texts, every tensor's name and shape) and the
// embedded SentencePiece model it hands to tokenizer/spm.h spm_load, as bin/decode does.
//
// Input: one mode byte, then the file. Mode bit 0: recompute the trailer's CRC32 first.
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "models/model_io.h"
#include "tensor/blas.h"
#include "tensor/checkpoint.h"
#include "tests/fuzz/fuzz_util.h"
#include "tokenizer/spm.h"

int LLVMFuzzerInitialize(int *argc, char ***argv) {
    (void)argc, (void)argv;
    (void)blas_set_threads(1);
    return 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    char path[600], spath[600];
    fuzz_path("model.ckpt", path, sizeof path);
    fuzz_path("spm.model", spath, sizeof spath);
    if (fuzz_write_ckpt(path, data, size) < 0) return 0;

    Ckpt c;
    if (ckpt_read(&c, path) == 0) {
        for (int i = 0; i < c.n; i++) {  // what the reader promises about every item
            const CkptItem *it = &c.items[i];
            if (it->type == CKPT_TEXT && ckpt_find(&c, it->name) == it &&
                strlen(ckpt_text(&c, it->name)) != it->len)
                abort();
            if (((const char *)it->data)[it->len] != '\0') abort();
        }
        const char *cfg = ckpt_text(&c, "config");
        if (cfg) {
            ModelConfig mc = config_defaults(ARCH_TRANSFORMER);
            (void)config_from_text(&mc, cfg);
        }
        const char *meta = ckpt_text(&c, "meta");
        char v[64];
        if (meta) (void)model_meta_get(meta, "spm-checksum", v, sizeof v);
        ckpt_close(&c);
    }
    ModelConfig mc;
    char *meta = NULL;
    if (model_peek(path, &mc, &meta) == 0) free(meta);
    void *spm = NULL;
    size_t spm_len = 0;
    Model *m = model_load(path, &meta, &spm, &spm_len);
    if (m) {
        if (spm) {
            fuzz_write(spath, spm, spm_len);
            SpmModel *s = spm_load(spath);
            spm_free(s);
        }
        free(meta);
        free(spm);
        model_free(m);
    }
    return 0;
}
