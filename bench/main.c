// bin/bench: benchmarks that mirror the PyTorch reference's bench.py; every run prints one JSON
// line on stdout (figures, never pass/fail).
//
//   bin/bench gemm    --threads N [--n 2048] [--reps 20]
//   bin/bench kernels --threads N [--reps 10]
//   bin/bench train   --arch rnn|transformer --config tiny|small|base --threads N [--len L]
//                     [--tokens 4096] [--steps 5] [--warmup 3] [--precision fp32|bf16]
//                     [--attention-window W]
//   bin/bench decode  --arch rnn|transformer --config tiny|small|base --threads N [--batch 1]
//                     [--search greedy|beam] [--beam-size 5 (or --beam 5)] [--src-len 25]
//                     [--out-len 30] [--weights float32|float16|int8|bfloat16]
//                     [--int8-path NAME]
//                     [--sents 32 greedy, 10 beam] [--reps 3] [--attention-window W]
//   bin/bench translate -m MODEL --input FILE --threads N
//                     [--weights float32|float16|int8|bfloat16]
//                     [--beam-size 1] [--batch B] [--reps 3]
//   bin/bench flops   --config tiny|small|base [--tokens 4096] [--corpus PREFIX --spm MODEL
//                     [--src en] [--tgt es]]
#include <errno.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "bench/bench_flops.h"
#include "bench/bench_kernels.h"
#include "bench/bench_model.h"
#include "bench/bench_translate.h"
#include "models/config.h"
#include "tensor/blas.h"
#include "tensor/gemm_int8.h"
#include "tensor/status.h"
#include "util/cli.h"
#include "util/progname.h"
#include "util/reexec.h"

typedef struct BenchOptions {
    const char *cmd;
    int threads, n, reps, len, tokens, steps, warmup, batch, beam, src_len, out_len, sents;
    int window;  // --attention-window (Transformer self-attention; 0 global)
    int search_beam;
    int weights;  // --weights: BENCH_WEIGHTS_F32, _F16, _I8, _BF16
    int precision;  // --precision bf16 (train)
    const char *int8_path;  // --int8-path (decode): NULL for the best the CPU has
    ModelArch arch;
    const char *config;
    const char *model, *input;  // translate
    int translate_batch;        // translate: --batch when given, else 0 (bin/decode's batching)
    const char *corpus, *spm, *src, *tgt;  // flops
} BenchOptions;

#define F(field) offsetof(BenchOptions, field)
enum {
    O_HELP, O_THREADS, O_REPS, O_N, O_ARCH, O_CONFIG, O_LEN, O_TOKENS, O_STEPS, O_WARMUP,
    O_PRECISION, O_WINDOW, O_BATCH, O_SEARCH, O_BEAM_SIZE, O_BEAM, O_SRC_LEN, O_OUT_LEN, O_SENTS,
    O_WEIGHTS, O_INT8_PATH, O_MODEL, O_INPUT, O_CORPUS, O_SPM, O_SRC, O_TGT, O_COUNT
};
static const CliOption OPTS[O_COUNT] = {
    [O_HELP] = {"help", 'h', CLI_ACTION, .help = "show this help"},
    [O_THREADS] = {"threads", 0, CLI_INT, .offset = F(threads), .lo = 0, .hi = 1024,
                   .metavar = "N", .group = "Every command",
                   .help = "threads for BLIS and OpenMP (0 = number of cores)"},
    [O_REPS] = {"reps", 0, CLI_INT, .offset = F(reps), .lo = 1, .hi = 100000, .metavar = "N",
                .def = "gemm 20, kernels 10, decode 3, translate 3", .help = "timed repetitions"},
    [O_N] = {"n", 0, CLI_INT, .offset = F(n), .lo = 1, .hi = 16384, .metavar = "N",
             .group = "gemm", .help = "matrix size"},
    [O_ARCH] = {"arch", 0, CLI_CHOICE, .offset = F(arch), .choices = "rnn|transformer",
                .group = "train and decode", .help = "architecture"},
    [O_CONFIG] = {"config", 0, CLI_STRING, .offset = F(config), .metavar = "tiny|small|base",
                  .help = "model size preset"},
    [O_LEN] = {"len", 0, CLI_INT, .offset = F(len), .lo = 2, .hi = 4096, .metavar = "L",
               .group = "train", .def = "U[10,40] bucketed", .help = "fixed sentence length"},
    [O_TOKENS] = {"tokens", 0, CLI_INT, .offset = F(tokens), .lo = 1, .hi = 1 << 20,
                  .metavar = "N", .help = "target tokens per batch"},
    [O_STEPS] = {"steps", 0, CLI_INT, .offset = F(steps), .lo = 1, .hi = 100000, .metavar = "N",
                 .help = "timed training steps"},
    [O_WARMUP] = {"warmup", 0, CLI_INT, .offset = F(warmup), .lo = 0, .hi = 100000,
                  .metavar = "N",
                  .help = "untimed steps first (the first three on the run's largest batches, by "
                          "B (S + T), B S T and B T, so the per-update counters after them "
                          "measure the steady state)"},
    [O_PRECISION] = {"precision", 0, CLI_CHOICE, .offset = F(precision), .choices = "fp32|bf16",
                     .help = "bf16 as bin/train --precision bf16 (bfloat16 operands, float32 "
                             "sums; oneDNN with AVX512_BF16/AMX-BF16, else emulated by BLIS: the "
                             "JSON's bf16_backend says which), with per-update counters"},
    [O_WINDOW] = {"attention-window", 0, CLI_INT, .offset = F(window), .lo = 0, .hi = 1 << 16,
                  .metavar = "W",
                  .help = "(train and decode) Transformer local self-attention, keys within W "
                          "positions only, as bin/train --attention-window W (0 = global)"},
    [O_BATCH] = {"batch", 0, CLI_INT, .offset = F(batch), .lo = 1, .hi = 4096, .metavar = "B",
                 .group = "decode", .help = "sentences per batch (translate: at most, as "
                                            "bin/decode --max-batch-sents; default there: "
                                            "bin/decode's)"},
    [O_SEARCH] = {"search", 0, CLI_CHOICE, .offset = F(search_beam), .choices = "greedy|beam",
                  .help = "greedy or beam search"},
    [O_BEAM_SIZE] = {"beam-size", 0, CLI_INT, .offset = F(beam), .lo = 1, .hi = 64,
                     .metavar = "K", .help = "beam width of --search beam"},
    [O_BEAM] = {"beam", 0, CLI_INT, .offset = F(beam), .lo = 1, .hi = 64, .metavar = "K",
                .help = "the same as --beam-size"},
    [O_SRC_LEN] = {"src-len", 0, CLI_INT, .offset = F(src_len), .lo = 1, .hi = 4096,
                   .metavar = "N", .help = "source length"},
    [O_OUT_LEN] = {"out-len", 0, CLI_INT, .offset = F(out_len), .lo = 1, .hi = 4096,
                   .metavar = "N", .help = "output length"},
    [O_SENTS] = {"sents", 0, CLI_INT, .offset = F(sents), .lo = 1, .hi = 1000000, .metavar = "N",
                 .def = "greedy 32, beam 10: bench.py all's beam setting",
                 .help = "sentences decoded"},
    [O_WEIGHTS] = {"weights", 0, CLI_CHOICE, .offset = F(weights),
                   .choices = "float32|float16|int8|bfloat16",
                   .help = "the weights the products read, as bin/decode --weights (float16: the "
                           "random weights rounded to float16 values first)"},
    [O_INT8_PATH] = {"int8-path", 0, CLI_STRING, .offset = F(int8_path),
                     .metavar = "avx512vnni|avxvnni|avx2|scalar", .def = "the best the CPU has",
                     .help = "the int8 kernel of --weights int8 (the JSON names it)"},
    [O_MODEL] = {"model", 'm', CLI_STRING, .offset = F(model), .metavar = "MODEL",
                 .group = "translate (a trained model on a text file; also --threads, --weights, "
                          "--beam-size [default 1: greedy], --reps)",
                 .help = "a model as bin/decode -m takes it: a file, DIR/best.ckpt or a NAME"},
    [O_INPUT] = {"input", 'i', CLI_STRING, .offset = F(input), .metavar = "FILE",
                 .help = "sentences, one per line: translated all at once (batch sentences/s) "
                         "and each alone (per-sentence latency, p50 and p99)"},
    [O_CORPUS] = {"corpus", 0, CLI_STRING, .offset = F(corpus), .metavar = "PREFIX",
                  .group = "flops (training FLOPs per target token of both architectures, "
                           "--config, --tokens; no model runs)",
                  .def = "none: bin/bench train's synthetic batches",
                  .help = "count over one epoch of this corpus's batches (PREFIX.SRC, "
                          "PREFIX.TGT, plain or .gz), made as bin/train makes them"},
    [O_SPM] = {"spm", 0, CLI_STRING, .offset = F(spm), .metavar = "MODEL",
               .help = "the SentencePiece model that tokenises --corpus (its vocabulary sizes "
                       "the models)"},
    [O_SRC] = {"src", 0, CLI_STRING, .offset = F(src), .metavar = "LANG",
               .help = "source language suffix of --corpus"},
    [O_TGT] = {"tgt", 0, CLI_STRING, .offset = F(tgt), .metavar = "LANG",
               .help = "target language suffix of --corpus"},
};

static const CliSpec BENCH_CLI = {
    .program = "bench",
    .usage = "gemm|kernels|train|decode|translate|flops [options]",
    .epilogue = "Every run prints one JSON line.\n"
                "Environment: OMP_WAIT_POLICY defaults to passive; BLIS_ARCH_TYPE overrides the\n"
                "kernel set (default: skx when the CPU has AVX-512F).\n",
    .opts = OPTS,
    .n_opts = O_COUNT,
};

static const BenchOptions DEFAULTS = {.threads = 0, .n = 2048, .reps = 0, .len = 0,
                                      .tokens = 4096, .steps = 5, .warmup = 3, .batch = 1,
                                      .beam = 5, .src_len = 25, .out_len = 30, .sents = 0,
                                      .search_beam = 0, .arch = ARCH_TRANSFORMER,
                                      .config = "tiny", .src = "en", .tgt = "es"};

// Parses "CMD [options]" (argv[1] the command). Returns CLI_RUN, CLI_DONE when --help was
// printed, or 2 after a usage error.
static int parse_args(int argc, char **argv, BenchOptions *o) {
    *o = DEFAULTS;
    unsigned char given[O_COUNT] = {0};
    int action = -1, has_cmd = argc >= 2 && argv[1][0] != '-';
    int rc = cli_parse_or_help(&BENCH_CLI, o, &DEFAULTS, argc - has_cmd, argv + has_cmd, given,
                               &action, NULL);
    if (rc != CLI_RUN) return rc;
    if (!has_cmd)
        return cli_usage_error("bench", "the command comes first: gemm, kernels, train, decode, "
                                        "translate or flops");
    o->cmd = argv[1];
    if (o->window > 0 && o->arch != ARCH_TRANSFORMER)
        return cli_usage_error("bench", "--attention-window applies to --arch transformer only");
    if (strcmp(o->cmd, "translate") == 0) {
        if (!o->model || !o->input)
            return cli_usage_error("bench", "translate needs -m MODEL and --input FILE");
        if (!given[O_BEAM_SIZE] && !given[O_BEAM]) o->beam = 1;
        if (given[O_BATCH]) o->translate_batch = o->batch;
    } else if (o->model || o->input) {
        return cli_usage_error("bench", "-m and --input belong to the translate command");
    }
    if (strcmp(o->cmd, "flops") == 0 && !o->corpus != !o->spm)
        return cli_usage_error("bench", "flops: give --corpus PREFIX and --spm MODEL together "
                               "(or neither: synthetic batches)");
    if (strcmp(o->cmd, "flops") != 0 && (o->corpus || o->spm))
        return cli_usage_error("bench", "--corpus and --spm belong to the flops command");
    if (o->int8_path && gemm_int8_force_path(o->int8_path) < 0)
        return cli_usage_error("bench",
                               "--int8-path: '%s' is unknown or this CPU lacks its instructions "
                               "(avx512vnni, avxvnni, avx2, scalar; default: %s)",
                               o->int8_path, gemm_int8_path());
    return 0;
}

int main(int argc, char **argv) {
    program_start(argv);  // its name for messages; idle OpenMP threads sleep (OMP_WAIT_POLICY)
    BenchOptions o;
    int rc = parse_args(argc, argv, &o);
    if (rc != CLI_RUN) return rc == CLI_DONE ? 0 : rc;
    o.threads = blas_set_threads(o.threads);
    if (strcmp(o.cmd, "gemm") == 0) {
        rc = bench_gemm(stdout, o.threads, o.n, o.reps ? o.reps : 20);
    } else if (strcmp(o.cmd, "kernels") == 0) {
        rc = bench_kernels(stdout, o.threads, o.reps ? o.reps : 10);
    } else if (strcmp(o.cmd, "train") == 0) {
        BenchTrainOpts t = {o.arch,   o.config, o.threads,   o.len,   o.tokens,
                            o.steps, o.warmup, o.precision, o.window};
        rc = bench_train(stdout, &t);
    } else if (strcmp(o.cmd, "decode") == 0) {
        BenchDecodeOpts d = {o.arch, o.config, o.threads, o.batch, o.search_beam ? o.beam : 0,
                             o.src_len, o.out_len, o.sents ? o.sents : (o.search_beam ? 10 : 32),
                             o.reps ? o.reps : 3, o.weights, o.window};
        rc = bench_decode(stdout, &d);
    } else if (strcmp(o.cmd, "flops") == 0) {
        BenchFlopsOpts f = {o.config, o.tokens, o.corpus, o.spm, o.src, o.tgt, o.threads};
        rc = bench_flops(stdout, &f);
    } else if (strcmp(o.cmd, "translate") == 0) {
        BenchTranslateOpts t = {o.model, o.input, o.threads, o.weights, o.beam,
                                o.reps ? o.reps : 3, o.translate_batch};
        rc = bench_translate(stdout, &t);
    } else {
        return cli_usage_error("bench", "unknown command '%s' (use gemm, kernels, train, decode, "
                               "translate or flops)", o.cmd);
    }
    if (rc < 0) {
        fprintf(stderr, "%s: error: %s\n", prog_name("bench"), td_last_error());
        return 1;
    }
    return 0;
}
