// Fuzz target: bin/score (score/main.c, included here with its main renamed): its readers
// (read_lines: plain or gzip, UTF-8 and NUL checks, line counts), --metrics and --json, and the
// BLEU / chrF computation (score/metrics.h) on whatever text gets through.
//
// Input: one mode byte, then HYP 0x01 REF1 [0x01 REF2 ...] [0x01 METRICS]. Mode bit 0: --json;
// bit 1: the last part is the --metrics value; bits 2-3: the number of references minus one.
#define main score_main
#include "score/main.c"
#undef main

#include "tests/fuzz/fuzz_util.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    if (size < 1) return 0;
    int mode = data[0], nrefs = 1 + ((mode >> 2) & 3), has_metrics = (mode & 2) != 0;
    const uint8_t *part[6], *rest = data + 1;
    size_t plen[6], nrest = size - 1;
    int nparts = 1 + nrefs + has_metrics;
    for (int i = 0; i < nparts; i++) fuzz_split(rest, nrest, 0x01, &part[i], &plen[i], &rest, &nrest);
    char hyp[600], refs[4][600], name[16], *metrics = NULL;
    fuzz_path("hyp.txt", hyp, sizeof hyp);
    fuzz_write(hyp, part[0], plen[0]);
    char *argv[16];
    int argc = 0;
    argv[argc++] = "score";
    argv[argc++] = "-i";
    argv[argc++] = hyp;
    for (int k = 0; k < nrefs; k++) {
        snprintf(name, sizeof name, "ref%d.txt", k);
        fuzz_path(name, refs[k], sizeof refs[k]);
        fuzz_write(refs[k], part[1 + k], plen[1 + k]);
        argv[argc++] = "-r";
        argv[argc++] = refs[k];
    }
    if (has_metrics) {
        metrics = malloc(plen[nparts - 1] + 1);
        if (!metrics) abort();
        memcpy(metrics, part[nparts - 1], plen[nparts - 1]);
        metrics[plen[nparts - 1]] = '\0';
        argv[argc++] = "-m";
        argv[argc++] = metrics;
    }
    if (mode & 1) argv[argc++] = "--json";
    argv[argc] = NULL;
    optind = 0;  // glibc: a full re-initialisation of getopt
    (void)score_main(argc, argv);
    free(metrics);
    return 0;
}
