// bin/bench: benchmarks that mirror the PyTorch reference's bench.py; every run prints one JSON
// line on stdout (figures, never pass/fail).
//
//   bin/bench gemm    --threads N [--n 2048] [--reps 20]
//   bin/bench kernels --threads N [--reps 10]
//   bin/bench train   --arch rnn|transformer --config tiny|small|base --threads N [--len L]
//                     [--tokens 4096] [--steps 5] [--warmup 2] [--precision fp32|bf16]
//                     [--attention-window W]
//   bin/bench decode  --arch rnn|transformer --config tiny|small|base --threads N [--batch 1]
//                     [--search greedy|beam] [--beam-size 5 (or --beam 5)] [--src-len 25]
//                     [--out-len 30] [--weights float32|float16|int8] [--int8-path NAME]
//                     [--sents 32 greedy, 10 beam] [--reps 3] [--attention-window W]
#include <errno.h>
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "bench/bench_kernels.h"
#include "bench/bench_model.h"
#include "models/config.h"
#include "tensor/blas.h"
#include "tensor/gemm_int8.h"
#include "tensor/status.h"
#include "util/options.h"
#include "util/progname.h"

typedef struct BenchOptions {
    const char *cmd;
    int threads, n, reps, len, tokens, steps, warmup, batch, beam, src_len, out_len, sents;
    int window;  // --attention-window (Transformer self-attention; 0 global)
    int search_beam;
    int weights;  // --weights: BENCH_WEIGHTS_F32, _F16, _I8
    int precision;  // --precision bf16 (train)
    ModelArch arch;
    const char *config;
} BenchOptions;

static void usage(FILE *f) {
    fprintf(f, "usage: %s gemm|kernels|train|decode [options]   (one JSON line per run)\n",
            prog_name("bench"));
    fputs("  --threads N        threads for BLIS and OpenMP (default: number of cores)\n"
          "  --reps N           timed repetitions (gemm 20, kernels 10, decode 3)\n"
          "gemm:   --n N        matrix size (default 2048)\n"
          "train:  --arch rnn|transformer (default transformer)  --config tiny|small|base (tiny)\n"
          "        --len L      fixed sentence length (default: U[10,40] bucketed)\n"
          "        --tokens N   target tokens per batch (4096)  --steps N (5)  --warmup N (2)\n"
          "        --precision fp32|bf16 (fp32): bf16 as bin/train --precision bf16 (bfloat16\n"
          "        operands, float32 sums; oneDNN with AVX512_BF16/AMX-BF16, else emulated by\n"
          "        BLIS: the JSON's bf16_backend says which), with per-update counters\n"
          "train, decode: --attention-window W (0): Transformer local self-attention, keys\n"
          "        within W positions only, as bin/train --attention-window W\n"
          "decode: --arch, --config as above  --batch B (1)  --search greedy|beam (greedy)\n"
          "        --beam-size K (5)  --src-len N (25)  --out-len N (30)\n"
          "        --sents N (greedy 32, beam 10: bench.py all's beam setting)\n"
          "        --weights float32|float16|int8 (float32): float16 rounds the random weights\n"
          "        to float16 values and decodes from a float16 copy, as bin/decode does for a\n"
          "        float16-packed model (the same translations, half the weight bytes); int8\n"
          "        quantises every weight row and decodes with int8 products, as bin/decode\n"
          "        --weights int8 does (a quarter of the float32 weight bytes)\n"
          "        --int8-path avx512vnni|avxvnni|avx2|scalar: the int8 kernel (default: the\n"
          "        best the CPU has; the JSON names it)\n"
          "Environment: OMP_WAIT_POLICY defaults to passive; BLIS_ARCH_TYPE overrides the\n"
          "kernel set (default: skx when the CPU has AVX-512F).\n",
          f);
}

// The shared range-checked parser (models/config.h); prints a bad value as bench's usage error.
static int parse_int(const char *opt, const char *v, int lo, int hi, int *out) {
    if (option_parse_int(opt, v, lo, hi, out) == 0) return 0;
    fprintf(stderr, "%s: error: %s\n", prog_name("bench"), td_last_error());
    return -1;
}

static int parse_args(int argc, char **argv, BenchOptions *o) {
    static const struct option longopts[] = {
        {"threads", required_argument, 0, 't'}, {"n", required_argument, 0, 'n'},
        {"reps", required_argument, 0, 'r'},    {"arch", required_argument, 0, 'a'},
        {"config", required_argument, 0, 'c'},  {"len", required_argument, 0, 'l'},
        {"tokens", required_argument, 0, 'k'},  {"steps", required_argument, 0, 's'},
        {"warmup", required_argument, 0, 'w'},  {"batch", required_argument, 0, 'b'},
        {"search", required_argument, 0, 'S'},  {"beam-size", required_argument, 0, 'K'},
        {"beam", required_argument, 0, 'K'},    {"src-len", required_argument, 0, 'i'},
        {"out-len", required_argument, 0, 'o'}, {"sents", required_argument, 0, 'x'},
        {"weights", required_argument, 0, 'W'}, {"precision", required_argument, 0, 'P'},
        {"attention-window", required_argument, 0, 'A'},
        {"int8-path", required_argument, 0, 'I'},
        {"help", no_argument, 0, 'h'},
        {0, 0, 0, 0}};
    int c;
    optind = 1;
    while ((c = getopt_long(argc, argv, "h", longopts, NULL)) != -1) {
        const char *name = NULL;
        for (const struct option *p = longopts; p->name; p++)
            if (p->val == c) name = p->name;
        int rc = 0;
        switch (c) {
        case 't': rc = parse_int(name, optarg, 0, 1024, &o->threads); break;
        case 'n': rc = parse_int(name, optarg, 1, 16384, &o->n); break;
        case 'r': rc = parse_int(name, optarg, 1, 100000, &o->reps); break;
        case 'l': rc = parse_int(name, optarg, 2, 4096, &o->len); break;
        case 'k': rc = parse_int(name, optarg, 1, 1 << 20, &o->tokens); break;
        case 's': rc = parse_int(name, optarg, 1, 100000, &o->steps); break;
        case 'w': rc = parse_int(name, optarg, 0, 100000, &o->warmup); break;
        case 'b': rc = parse_int(name, optarg, 1, 4096, &o->batch); break;
        case 'K': rc = parse_int("beam-size", optarg, 1, 64, &o->beam); break;
        case 'i': rc = parse_int(name, optarg, 1, 4096, &o->src_len); break;
        case 'o': rc = parse_int(name, optarg, 1, 4096, &o->out_len); break;
        case 'x': rc = parse_int(name, optarg, 1, 1000000, &o->sents); break;
        case 'A': rc = parse_int(name, optarg, 0, 1 << 16, &o->window); break;
        case 'a':
            if (strcmp(optarg, "rnn") == 0) o->arch = ARCH_RNN;
            else if (strcmp(optarg, "transformer") == 0) o->arch = ARCH_TRANSFORMER;
            else {
                fprintf(stderr, "%s: error: --arch: '%s' (use rnn or transformer)\n",
                        prog_name("bench"), optarg);
                rc = -1;
            }
            break;
        case 'c': o->config = optarg; break;
        case 'S':
            if (strcmp(optarg, "greedy") == 0) o->search_beam = 0;
            else if (strcmp(optarg, "beam") == 0) o->search_beam = 1;
            else {
                fprintf(stderr, "%s: error: --search: '%s' (use greedy or beam)\n",
                        prog_name("bench"), optarg);
                rc = -1;
            }
            break;
        case 'W':
            if (strcmp(optarg, "float32") == 0) o->weights = BENCH_WEIGHTS_F32;
            else if (strcmp(optarg, "float16") == 0) o->weights = BENCH_WEIGHTS_F16;
            else if (strcmp(optarg, "int8") == 0) o->weights = BENCH_WEIGHTS_I8;
            else {
                fprintf(stderr, "%s: error: --weights: '%s' (use float32, float16 or int8)\n",
                        prog_name("bench"), optarg);
                rc = -1;
            }
            break;
        case 'I':
            if (gemm_int8_force_path(optarg) < 0) {
                fprintf(stderr, "%s: error: --int8-path: '%s' is unknown or this CPU lacks its "
                        "instructions (avx512vnni, avxvnni, avx2, scalar; default: %s)\n",
                        prog_name("bench"), optarg, gemm_int8_path());
                rc = -1;
            }
            break;
        case 'P':
            if (strcmp(optarg, "fp32") == 0) o->precision = 0;
            else if (strcmp(optarg, "bf16") == 0) o->precision = 1;
            else {
                fprintf(stderr, "%s: error: --precision: '%s' (use fp32 or bf16)\n",
                        prog_name("bench"), optarg);
                rc = -1;
            }
            break;
        case 'h': usage(stdout); exit(0);
        default: rc = -1;
        }
        if (rc < 0) return -1;
    }
    if (optind < argc) {
        fprintf(stderr, "%s: error: unexpected argument '%s'\n", prog_name("bench"), argv[optind]);
        return -1;
    }
    if (o->window > 0 && o->arch != ARCH_TRANSFORMER) {
        fprintf(stderr, "%s: error: --attention-window applies to --arch transformer only\n",
                prog_name("bench"));
        return -1;
    }
    return 0;
}

int main(int argc, char **argv) {
    prog_name_set(argv[0]);
    blas_default_passive_wait(argv);  // idle OpenMP threads sleep (OMP_WAIT_POLICY)
    if (argc < 2 || strcmp(argv[1], "--help") == 0 || strcmp(argv[1], "-h") == 0) {
        usage(argc < 2 ? stderr : stdout);
        return argc < 2 ? 2 : 0;
    }
    BenchOptions o = {.cmd = argv[1], .threads = 0, .n = 2048, .reps = 0, .len = 0,
                      .tokens = 4096, .steps = 5, .warmup = 2, .batch = 1, .beam = 5,
                      .src_len = 25, .out_len = 30, .sents = 0, .search_beam = 0,
                      .arch = ARCH_TRANSFORMER, .config = "tiny"};
    if (parse_args(argc - 1, argv + 1, &o) < 0) {
        usage(stderr);
        return 2;
    }
    o.threads = blas_set_threads(o.threads);
    int rc;
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
    } else {
        fprintf(stderr, "%s: error: unknown command '%s'\n", prog_name("bench"), o.cmd);
        usage(stderr);
        return 2;
    }
    if (rc < 0) {
        fprintf(stderr, "%s: error: %s\n", prog_name("bench"), td_last_error());
        return 1;
    }
    return 0;
}
