// Fuzz target: the SentencePiece wrapper's model loading (tokenizer/spm.h spm_load: a serialized
// model from a file, as bin/decode hands it the blob embedded in a checkpoint), then what the
// programs do with a model that loads: encode, decode, piece <-> id.
//
// Input: the model file.
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "tests/fuzz/fuzz_util.h"
#include "tokenizer/spm.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    char path[600];
    fuzz_path("spm.model", path, sizeof path);
    fuzz_write(path, data, size);
    SpmModel *m = spm_load(path);
    if (!m) return 0;
    int V = spm_vocab_size(m);
    int *ids = NULL, n = 0;
    if (spm_encode(m, "In the beginning God created the heaven and the earth. \xc3\xa1\xe2\x80\x94", &ids, &n) == 0) {
        for (int i = 0; i < n; i++)
            if (ids[i] < 0 || ids[i] >= V) abort();
        char *text = NULL;
        if (spm_decode(m, ids, n, &text) == 0) free(text);
    }
    free(ids);
    for (int i = 0; i < V && i < 4096; i++) {
        const char *p = spm_id_to_piece(m, i);
        if (p) (void)spm_piece_to_id(m, p);
    }
    spm_free(m);
    return 0;
}
