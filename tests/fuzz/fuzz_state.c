// Fuzz target: the training-state loader (train/train_state.c: trainer_load_state, the "trainer"
// text and the Adam moments under "m." and "v."; train_state_peek, the saved options) and the
// resume merge that parses the saved options text (train/options.h train_options_merge_resume),
// over the checkpoint container. The model is the seeds' (tests/fuzz/make_seeds.sh): a Transformer
// 4 wide, one layer each side, 100 pieces.
//
// Input: one mode byte, then the file. Mode bit 0: recompute the trailer's CRC32 first.
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "models/model.h"
#include "tensor/blas.h"
#include "tests/fuzz/fuzz_util.h"
#include "train/options.h"
#include "train/trainer_internal.h"

static Model *g_model;

int LLVMFuzzerInitialize(int *argc, char ***argv) {
    (void)argc, (void)argv;
    (void)blas_set_threads(1);
    ModelConfig cfg = config_defaults(ARCH_TRANSFORMER);
    if (config_from_text(&cfg, "vocab=100\nd-model=4\nheads=1\nffn=4\nenc-layers=1\n"
                         "dec-layers=1\nmax-len=256\n") < 0)
        abort();
    g_model = model_create(&cfg, 1);
    if (!g_model) abort();
    return 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    char path[600];
    fuzz_path("last.state", path, sizeof path);
    if (fuzz_write_ckpt(path, data, size) < 0) return 0;

    static TrainOptions run_opts;  // the trainer's options, as bin/train --resume has them
    train_options_defaults(&run_opts);
    Trainer T;
    memset(&T, 0, sizeof T);
    T.m = g_model;
    T.o = &run_opts;
    (void)trainer_load_state(&T, path);
    char *opts = NULL;
    long step = 0;
    if (train_state_peek(path, &opts, &step) == 0) {
        static TrainOptions o;  // large: not on the stack
        train_options_defaults(&o);
        if (train_option_set(&o, "resume", "run") == 0) (void)train_options_merge_resume(&o, opts);
    }
    free(opts);
    return 0;
}
