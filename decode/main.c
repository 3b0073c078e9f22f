// bin/decode: translates raw text with a trained checkpoint (decode/translate.h): one output line
// per input line, in input order, detokenised by the checkpoint's own SentencePiece model.
//
// Input is read in pools of --pool-lines lines (sorted by length and batched inside a pool); when
// stdin is a terminal each line is translated as soon as it is typed. Output goes to OUT.tmp and
// is renamed to OUT at the end, so an error never leaves a partial OUT.
#include <errno.h>
#include <getopt.h>
#include <limits.h>
#include <math.h>
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "data/corpus.h"
#include "decode/ensemble.h"
#include "decode/model_find.h"
#include "decode/progress.h"
#include "decode/score_ref.h"
#include "decode/split.h"
#include "decode/translate.h"
#include "models/config.h"
#include "models/model_io.h"
#include "tensor/blas.h"
#include "tensor/params.h"
#include "tensor/status.h"
#include "tokenizer/spm.h"
#include "util/fs.h"
#include "util/options.h"
#include "util/progname.h"
#include "util/reexec.h"
#include "util/zlib_io.h"

#define DECODE_VERSION "0.1"

typedef struct DecodeArgs {
    const char *model[ENSEMBLE_MAX], *input, *output, *spm, *score_ref;
    int n_models;               // -m given this many times: more than one decodes an ensemble
    EnsembleMode ensemble_mode; // --ensemble-mode
    TranslateOptions tr;
    SplitOptions split;
    int threads, scores, skip_invalid, pool_lines, quiet, bsent_given;
    int weights;  // WEIGHTS_AUTO, WEIGHTS_F32, WEIGHTS_F16 or WEIGHTS_I8
} DecodeArgs;

// --weights: which copy of the parameters the decoding products read.
enum { WEIGHTS_AUTO, WEIGHTS_F32, WEIGHTS_F16, WEIGHTS_I8 };

static void usage(FILE *f) {
    TranslateOptions d = translate_defaults();
    SearchOptions s = d.search;
    fprintf(f,
            "usage: %s -m MODEL [-m MODEL ...] [-i IN] [-o OUT] [options]\n"
            "\n"
            "Translates UTF-8 text, one sentence per line (plain or .gz), with a Tandem model.\n"
            "One output line per input line, in order; empty lines give empty lines.\n"
            "\n"
            "  -m, --model PATH|NAME     checkpoint file, a training directory (DIR/best.ckpt),\n"
            "                            or the name of a model on the search path: the folders\n"
            "                            of $" MODEL_PATH_ENV " (colon-separated), then the\n"
            "                            installed PREFIX/share/tandem (or a checkout's\n"
            "                            pretrained/); NAME is DIR/NAME/best.ckpt or DIR/NAME.ckpt;\n"
            "                            given 2 to %d times: an ensemble, decoding with the\n"
            "                            combination of the models' next-token distributions at\n"
            "                            every step (greedy and beam); the models may be of\n"
            "                            different architectures but must share one\n"
            "                            SentencePiece model (checked by its checksum)\n"
            "      --ensemble-mode logprob|prob\n"
            "                            logprob: the mean of the members' log-probabilities\n"
            "                            (Marian); prob: the log of the mean of their\n"
            "                            probabilities (fairseq) (default: logprob)\n"
            "      --list-models         print the models on the search path (NAME, file), exit\n"
            "  -i, --input FILE          input text (default: stdin; a terminal is translated\n"
            "                            line by line as typed)\n"
            "  -o, --output FILE         output (default: stdout; FILE.gz is compressed); written\n"
            "                            to FILE.tmp, renamed at the end\n"
            "      --spm FILE            SentencePiece model instead of the embedded one\n"
            "                            (its checksum must match the checkpoint's)\n"
            "search:\n"
            "  -b, --beam-size K         beam width, 1 = greedy (default: %d)\n"
            "      --length-penalty A    GNMT length normalisation ((5+len)/6)^A\n"
            "                            (default: %g)\n"
            "      --max-length-ratio R  at most R * source pieces + --max-length-add tokens\n"
            "                            (default: %g; 0 disables)\n"
            "      --max-length-add N    (default: %d)\n"
            "      --max-length N        absolute cap on output tokens (default: %d = the\n"
            "                            model's max-len)\n"
            "      --min-length N        pieces before end-of-sentence is allowed (default: %d)\n"
            "      --max-input-len N     source pieces per line: longer lines are split (or,\n"
            "                            with --split off, truncated with a warning)\n"
            "                            (default: %d = model max-len - 1)\n"
            "      --n-best N            print the N best hypotheses of each line, as\n"
            "                            'LINE ||| TEXT ||| SCORE' (LINE 0-based; default: %d);\n"
            "                            the beam size is raised to N unless -b is given;\n"
            "                            with --sampling: N samples per line, in draw order\n"
            "      --scores              append ' ||| SCORE' (normalised log-prob) to each line\n"
            "      --alignment hard|soft append ' ||| ALIGNMENT' from the cross-attention, over\n"
            "                            pieces: hard 'i-j' pairs (source i, target j),\n"
            "                            soft comma-separated attention rows (default: none)\n"
            "      --alignment-layer L   Transformer decoder layer for alignments, heads averaged\n"
            "                            (default: %d = last)\n"
            "sampling (instead of search; -b must be 1):\n"
            "      --sampling topk:K|topp:P\n"
            "                            draw each token from the model's distribution with\n"
            "                            the logits divided by --temperature before the\n"
            "                            softmax, truncated to the K most probable tokens\n"
            "                            (topk:1 = greedy) or to the nucleus (Holtzman et al.\n"
            "                            2020): the fewest most probable tokens whose\n"
            "                            probability reaches P (0 < P <= 1), renormalised.\n"
            "                            SCORE is the model's own (untempered) normalised\n"
            "                            log-probability of the sample\n"
            "      --temperature T       T < 1 sharpens, T > 1 flattens (default: 1)\n"
            "      --seed S              the samples of input line L (0-based), sample k, come\n"
            "                            from a random stream of (S, L, k) alone: the same for\n"
            "                            any batching, --pool-lines or thread count (default: 1)\n"
            "scoring:\n"
            "      --score-reference REF score the given translations REF (line-aligned with -i,\n"
            "                            which is required) instead of translating: one line per\n"
            "                            pair, LOGPROB<TAB>TOKENS<TAB>PER_TOKEN<TAB>SCORE: the\n"
            "                            log-probability (nats) of the reference pieces and EOS\n"
            "                            under teacher forcing, their count (pieces + 1), the\n"
            "                            mean per token, and LOGPROB / ((5+TOKENS)/6)^A with\n"
            "                            A = --length-penalty (how the beam ranks a finished\n"
            "                            hypothesis); a pair longer than max-len - 1 pieces on\n"
            "                            either side is not scored ('nan 0 nan nan', a warning).\n"
            "                            At the end one line on stderr (also with -q): pairs,\n"
            "                            tokens, corpus cross-entropy (nats/token) and\n"
            "                            perplexity, as bin/train's validation reports them on\n"
            "                            the same pairs. Batches hold --batch-tokens padded\n"
            "                            target tokens (as bin/train's --batch-tokens);\n"
            "                            --max-batch-sents applies only when given\n"
            "unknown input:\n"
            "      --carry-unknown on|off\n"
            "                            quotes the tokenizer lacks are respelt as the ones it\n"
            "                            has (\" as \u201c or \u201d, ' as \u2018 or \u2019,\n"
            "                            or back); then spans are carried through untranslated\n"
            "                            (default: %s): URLs\n"
            "                            (SCHEME:// or www. up to the next space, less trailing\n"
            "                            punctuation), e-mail addresses, and the text of pieces\n"
            "                            the tokenizer encodes to <unk> (emoji, unseen scripts),\n"
            "                            grown to the whole word when they hold a letter or\n"
            "                            digit; spans apart only by whitespace are one. The\n"
            "                            model translates the line without them (each cut with\n"
            "                            the whitespace before it); each goes back in at the\n"
            "                            output piece boundary j that minimises the pieces\n"
            "                            aligned across it, #{i<j: a_i>=p} + #{i>=j: a_i<p}\n"
            "                            (a_i: the source piece output piece i attends to most,\n"
            "                            p: source pieces before the span; first j on ties,\n"
            "                            never inside a word). A line with no letter or digit\n"
            "                            outside its spans is output unchanged. Alignments\n"
            "                            (--alignment) are those of the line without its spans\n"
            "      --replace-unk on|off  replace each output <unk> by the source word holding\n"
            "                            the source piece it attends to most (default: %s);\n"
            "                            attention: the RNN's; the Transformer's\n"
            "                            --alignment-layer (default: last) averaged over heads.\n"
            "                            Consecutive <unk>s on one word give it once\n"
            "performance:\n"
            "      --batch-tokens N      sentences x beam x padded source length per batch\n"
            "                            (default: %d)\n"
            "      --max-batch-sents N   (default: %d)\n"
            "      --pool-lines N        lines read and sorted together (default: 2000)\n"
            "  -t, --threads N           BLAS/OpenMP threads, 0 = all cores (default: 0)\n"
            "      --weights auto|float32|float16|int8\n"
            "                            the weights every decoding product reads: float16\n"
            "                            reads half the bytes (faster at small batches) and\n"
            "                            gives exactly the float32 translations when every\n"
            "                            weight is a float16 value (a model packed with\n"
            "                            train --pack, e.g. the shipped ones); int8 quantises\n"
            "                            each weight row (scale max|w|/127) and each activation\n"
            "                            row on the fly, integer products (faster; translations\n"
            "                            may differ slightly); auto = int8 for a model packed\n"
            "                            with train --pack --int8, else float16 when exact,\n"
            "                            float32 otherwise (default: auto)\n"
            "input:\n"
            "      --skip-invalid        a line that is not valid UTF-8 or contains a NUL byte\n"
            "                            becomes an empty line (with a warning) instead of\n"
            "                            stopping with an error\n"
            "      --split auto|off      auto: a line of more than --split-len pieces (or\n"
            "                            than --max-input-len) is cut into its sentences, a\n"
            "                            sentence still too long at clause boundaries (, ; :),\n"
            "                            then into word or character windows; the parts go\n"
            "                            into the same batches as other lines and their\n"
            "                            translations are joined in order with a space (n-best:\n"
            "                            the k-th of each part, scores summed). off: such lines\n"
            "                            are truncated. --alignment never splits (default: auto)\n"
            "      --split-len N         pieces a line may have unsplit (default: %d; the\n"
            "                            shipped models were trained on Bible verses, 99%% of\n"
            "                            them at most 69 pieces, and shorten their output on\n"
            "                            longer lines; raise it for a model trained on longer\n"
            "                            sentences)\n"
            "  -v, --verbose             a warning for each line that was split\n"
            "  -q, --quiet               no progress line and no warnings (on a terminal the\n"
            "                            progress line shows lines and sentences/s, and for\n"
            "                            a regular file (-i FILE, < FILE uncompressed) the\n"
            "                            percentage done and the time left)\n"
            "  -h, --help                show this help\n"
            "  -V, --version             show the version and the BLAS kernels in use\n"
            "\n"
            "Exit status: 0 ok, 1 runtime error, 2 usage error.\n"
            "Environment: OMP_WAIT_POLICY defaults to passive; BLIS_ARCH_TYPE overrides the "
            "kernels;\n" MODEL_PATH_ENV " is the search path of -m NAME.\n",
            prog_name("decode"), ENSEMBLE_MAX, s.beam_size, (double)s.length_penalty,
            (double)s.max_length_ratio, s.max_length_add,
            s.max_length, s.min_length, d.max_input_len, s.n_best, s.alignment_layer,
            d.carry_unknown ? "on" : "off", d.replace_unk ? "on" : "off", d.batch_tokens,
            d.max_batch_sents, SPLIT_DEFAULT_LEN);
}

static int fail_usage(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
static int fail_usage(const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    fprintf(stderr, "%s: error: ", prog_name("decode"));
    vfprintf(stderr, fmt, ap);
    va_end(ap);
    fprintf(stderr, "\nTry '%s --help'.\n", prog_name("decode"));
    return 2;
}

// The shared range-checked parsers (models/config.h), reporting a bad value as a usage error.
static int parse_int(const char *opt, const char *s, int lo, int hi, int *out) {
    return option_parse_int(opt, s, lo, hi, out) < 0 ? fail_usage("%s", td_last_error()) : 0;
}

static int parse_float(const char *opt, const char *s, double lo, double hi, float *out) {
    return option_parse_float(opt, s, lo, hi, out) < 0 ? fail_usage("%s", td_last_error()) : 0;
}

enum {
    OPT_LP = 256, OPT_RATIO, OPT_ADD, OPT_MAXLEN, OPT_MINLEN, OPT_MAXIN, OPT_NBEST, OPT_SCORES,
    OPT_ALIGN, OPT_ALAYER, OPT_BTOK, OPT_BSENT, OPT_POOL, OPT_SKIP, OPT_SPM, OPT_WEIGHTS,
    OPT_SCOREREF, OPT_SAMPLING, OPT_TEMP, OPT_SEED,
    OPT_CARRY, OPT_UNK,
    OPT_SPLIT, OPT_SPLIT_LEN,
    OPT_ENSMODE, OPT_LIST,
};

// --carry-unknown / --replace-unk: off = 0, on = 1.
static int parse_on_off(const char *opt, const char *s, int *out) {
    static const char *const names[] = {"off", "on"};
    return option_parse_choice(opt, s, names, 2, out) < 0 ? fail_usage("%s", td_last_error()) : 0;
}

// Parses argv into a. Returns 0, 2 (usage error, already reported) or -1 (--help/--version done).
static int parse_args(int argc, char **argv, DecodeArgs *a) {
    static const struct option lo[] = {
        {"model", required_argument, 0, 'm'}, {"input", required_argument, 0, 'i'},
        {"output", required_argument, 0, 'o'}, {"spm", required_argument, 0, OPT_SPM},
        {"beam-size", required_argument, 0, 'b'}, {"length-penalty", required_argument, 0, OPT_LP},
        {"max-length-ratio", required_argument, 0, OPT_RATIO},
        {"max-length-add", required_argument, 0, OPT_ADD},
        {"max-length", required_argument, 0, OPT_MAXLEN},
        {"min-length", required_argument, 0, OPT_MINLEN},
        {"max-input-len", required_argument, 0, OPT_MAXIN},
        {"n-best", required_argument, 0, OPT_NBEST}, {"scores", no_argument, 0, OPT_SCORES},
        {"alignment", required_argument, 0, OPT_ALIGN},
        {"alignment-layer", required_argument, 0, OPT_ALAYER},
        {"batch-tokens", required_argument, 0, OPT_BTOK},
        {"max-batch-sents", required_argument, 0, OPT_BSENT},
        {"pool-lines", required_argument, 0, OPT_POOL}, {"threads", required_argument, 0, 't'},
        {"skip-invalid", no_argument, 0, OPT_SKIP}, {"quiet", no_argument, 0, 'q'},
        {"weights", required_argument, 0, OPT_WEIGHTS},
        {"score-reference", required_argument, 0, OPT_SCOREREF},
        {"sampling", required_argument, 0, OPT_SAMPLING},
        {"temperature", required_argument, 0, OPT_TEMP}, {"seed", required_argument, 0, OPT_SEED},
        {"carry-unknown", required_argument, 0, OPT_CARRY},
        {"replace-unk", required_argument, 0, OPT_UNK},
        {"split", required_argument, 0, OPT_SPLIT}, {"split-len", required_argument, 0, OPT_SPLIT_LEN},
        {"verbose", no_argument, 0, 'v'},
        {"ensemble-mode", required_argument, 0, OPT_ENSMODE},
        {"list-models", no_argument, 0, OPT_LIST},
        {"help", no_argument, 0, 'h'}, {"version", no_argument, 0, 'V'}, {0, 0, 0, 0},
    };
    memset(a, 0, sizeof *a);
    a->tr = translate_defaults();
    a->tr.max_input_len_name = "--max-input-len";
    a->pool_lines = 2000;
    a->split = (SplitOptions){SPLIT_AUTO, SPLIT_DEFAULT_LEN, 0};
    SearchOptions *s = &a->tr.search;
    int c, rc = 0, beam_given = 0, temp_seed_given = 0;
    long seed = 1;
    opterr = 0;
    while (rc == 0 && (c = getopt_long(argc, argv, ":m:i:o:b:t:qvhV", lo, NULL)) != -1) {
        switch (c) {
        case 'm':
            if (a->n_models == ENSEMBLE_MAX)
                rc = fail_usage("-m given more than %d times", ENSEMBLE_MAX);
            else
                a->model[a->n_models++] = optarg;
            break;
        case OPT_ENSMODE:
            if (ensemble_mode_parse(optarg, &a->ensemble_mode) < 0)
                rc = fail_usage("--ensemble-mode: '%s' is not one of logprob, prob", optarg);
            break;
        case 'i': a->input = optarg; break;
        case 'o': a->output = optarg; break;
        case OPT_SPM: a->spm = optarg; break;
        case 'b':
            rc = parse_int("beam-size", optarg, 1, 1024, &s->beam_size);
            beam_given = 1;
            break;
        case OPT_LP: rc = parse_float("length-penalty", optarg, 0, 100, &s->length_penalty); break;
        case OPT_RATIO:
            rc = parse_float("max-length-ratio", optarg, 0, 1000, &s->max_length_ratio);
            break;
        case OPT_ADD:
            rc = parse_int("max-length-add", optarg, -100000, 100000, &s->max_length_add);
            break;
        case OPT_MAXLEN: rc = parse_int("max-length", optarg, 0, 1000000, &s->max_length); break;
        case OPT_MINLEN: rc = parse_int("min-length", optarg, 0, 1000000, &s->min_length); break;
        case OPT_MAXIN:
            rc = parse_int("max-input-len", optarg, 0, 1000000, &a->tr.max_input_len);
            break;
        case OPT_NBEST: rc = parse_int("n-best", optarg, 1, 1024, &s->n_best); break;
        case OPT_SCORES: a->scores = 1; break;
        case OPT_ALIGN:
            if (!strcmp(optarg, "hard")) a->tr.alignment = ALIGN_HARD;
            else if (!strcmp(optarg, "soft")) a->tr.alignment = ALIGN_SOFT;
            else rc = fail_usage("--alignment: '%s' is not one of hard, soft", optarg);
            break;
        case OPT_ALAYER:
            rc = parse_int("alignment-layer", optarg, -1, 1000, &s->alignment_layer);
            break;
        case OPT_BTOK:
            rc = parse_int("batch-tokens", optarg, 1, 1 << 28, &a->tr.batch_tokens);
            break;
        case OPT_BSENT:
            rc = parse_int("max-batch-sents", optarg, 1, 1 << 20, &a->tr.max_batch_sents);
            a->bsent_given = 1;
            break;
        case OPT_SCOREREF: a->score_ref = optarg; break;
        case OPT_SAMPLING:
            if (sampling_parse(optarg, &s->sampling) < 0) rc = fail_usage("--%s", td_last_error());
            break;
        case OPT_TEMP:
            rc = parse_float("temperature", optarg, 1e-4, 1e4, &s->sampling.temperature);
            temp_seed_given = 1;
            break;
        case OPT_SEED:
            if (option_parse_long("seed", optarg, 0, LONG_MAX, &seed) < 0)
                rc = fail_usage("%s", td_last_error());
            s->sampling.seed = (uint64_t)seed;
            temp_seed_given = 1;
            break;
        case OPT_POOL: rc = parse_int("pool-lines", optarg, 1, 1 << 24, &a->pool_lines); break;
        case 't': rc = parse_int("threads", optarg, 0, 1024, &a->threads); break;
        case OPT_SKIP: a->skip_invalid = 1; break;
        case OPT_WEIGHTS:
            if (!strcmp(optarg, "auto")) a->weights = WEIGHTS_AUTO;
            else if (!strcmp(optarg, "float32")) a->weights = WEIGHTS_F32;
            else if (!strcmp(optarg, "float16")) a->weights = WEIGHTS_F16;
            else if (!strcmp(optarg, "int8")) a->weights = WEIGHTS_I8;
            else rc = fail_usage("--weights: '%s' is not one of auto, float32, float16, int8",
                                 optarg);
            break;
        case OPT_CARRY: rc = parse_on_off("carry-unknown", optarg, &a->tr.carry_unknown); break;
        case OPT_UNK: rc = parse_on_off("replace-unk", optarg, &a->tr.replace_unk); break;
        case OPT_SPLIT: {
            static const char *const modes[] = {"off", "auto"};  // SplitMode order
            int mode = 0;
            rc = option_parse_choice("split", optarg, modes, 2, &mode) < 0
                     ? fail_usage("%s", td_last_error()) : 0;
            a->split.mode = (SplitMode)mode;
            break;
        }
        case OPT_SPLIT_LEN:
            rc = parse_int("split-len", optarg, 1, 1000000, &a->split.split_len);
            break;
        case 'v': a->split.verbose = 1; break;
        case 'q': a->quiet = 1; break;
        case 'h': usage(stdout); return -1;
        case OPT_LIST: model_list(stdout); return -1;
        case 'V':
            printf("%s (Tandem) %s, BLIS %s, kernels %s, OMP_WAIT_POLICY=%s\n", prog_name("decode"),
                   DECODE_VERSION, blas_version(), blas_arch_name(),
                   getenv("OMP_WAIT_POLICY") ? getenv("OMP_WAIT_POLICY") : "(unset)");
            return -1;
        case ':': rc = fail_usage("option '%s' needs a value", argv[optind - 1]); break;
        default: rc = fail_usage("unknown option '%s'", argv[optind - 1]); break;
        }
    }
    if (rc) return rc;
    if (optind < argc) return fail_usage("unexpected argument '%s'", argv[optind]);
    if (a->input && !strcmp(a->input, "-")) a->input = NULL;  // "-": stdin / stdout
    if (a->output && !strcmp(a->output, "-")) a->output = NULL;
    if (!a->n_models) return fail_usage("-m MODEL is required");
    for (int i = 0; i < a->n_models; i++)
        if (!a->model[i][0])
            return fail_usage("-m '' names no model; " MODEL_ARG_HELP);
    if (a->score_ref && a->n_models > 1)
        return fail_usage("--score-reference scores with one model: give one -m");
    if (a->score_ref && (!a->input || s->n_best > 1 || a->tr.alignment || a->scores ||
                         a->skip_invalid))
        return fail_usage("--score-reference needs -i SRC and takes no --n-best, --alignment, "
                          "--scores or --skip-invalid (an invalid line stops it, naming the line)");
    if (a->score_ref && a->tr.batch_tokens < 2)
        return fail_usage("--batch-tokens %d is too small for --score-reference: a batch holds "
                          "target tokens as in bin/train, at least 2 (BOS and EOS)",
                          a->tr.batch_tokens);
    if (s->sampling.kind != SAMPLING_OFF || temp_seed_given) {
        if (s->sampling.kind == SAMPLING_OFF)
            return fail_usage("--temperature and --seed need --sampling");
        if (s->beam_size != 1 || a->score_ref)
            return fail_usage("--sampling draws samples without a beam: no -b, no "
                              "--score-reference");
        return 0;  // --n-best N: N samples
    }
    if (s->n_best > s->beam_size && !beam_given) s->beam_size = s->n_best;  // n-best needs a beam
    if (s->n_best > s->beam_size)
        return fail_usage("--n-best %d is larger than --beam-size %d", s->n_best, s->beam_size);
    return 0;
}

// ---------------------------------------------------------------- model and tokenizer

// Loads one -m model (a file, DIR/best.ckpt or a NAME: decode/model_find.h) and its SentencePiece
// model (embedded, or --spm).
static int load_model(const DecodeArgs *a, const char *model, Model **pm, SpmModel **pspm) {
    char path[4096];
    TD_TRY(model_find(model, path, sizeof path));
    char *meta = NULL;
    void *blob = NULL;
    size_t blob_len = 0;
    Model *m = model_load(path, &meta, a->spm ? NULL : &blob, a->spm ? NULL : &blob_len);
    if (!m) return -1;
    SpmModel *spm = NULL;
    int rc = 0;
    if (a->spm) {
        spm = spm_load(a->spm);
    } else if (!blob) {
        rc = td_error(TD_ERR_FORMAT, "%s has no embedded SentencePiece model (use --spm FILE)",
                      path);
    } else {  // SentencePiece loads from a file: write the blob to a private temporary file
        const char *dir = getenv("TMPDIR") ? getenv("TMPDIR") : "/tmp";
        char tmp[4096];
        snprintf(tmp, sizeof tmp, "%s/tandem-spm-XXXXXX", dir);
        int fd = mkstemp(tmp);
        if (fd < 0) {
            rc = td_error(TD_ERR_IO, "cannot create a temporary file in %s: %s", dir,
                          strerror(errno));
        } else {
            ssize_t w = write(fd, blob, blob_len);
            close(fd);
            if (w != (ssize_t)blob_len)
                rc = td_error(TD_ERR_IO, "cannot write %s: %s", tmp, strerror(errno));
            else
                spm = spm_load(tmp);
            unlink(tmp);
        }
    }
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
    free(meta);
    if (rc < 0) {
        spm_free(spm);
        model_free(m);
        return rc;
    }
    *pm = m;
    *pspm = spm;
    return 0;
}

// The copy of the weights the products read (--weights): an int8 model file's own int8 values
// (auto) or every weight row quantised on request (the float values then become the dequantised
// ones, as such a file stores them); float16 when every weight is a float16 value (the same bits
// as float32) or on request; float32 otherwise.
static int choose_weights(int weights, ParamTable *t, int half_exact) {
    if (weights == WEIGHTS_F32 || weights == WEIGHTS_F16) params_int8_drop(t);
    if (weights == WEIGHTS_I8 && !t->int8) {
        TD_TRY(params_int8_build(t));
        params_int8_round(t);
    }
    if (!t->int8 && (weights == WEIGHTS_F16 || (weights == WEIGHTS_AUTO && half_exact)))
        TD_TRY(params_half_build(t));
    return 0;
}

// Checks --alignment-layer against a loaded model and chooses the weights its products read
// (--weights, choose_weights).
static int prepare_model(const DecodeArgs *a, Model *m, const char *name) {
    int layer = a->tr.search.alignment_layer;
    if (m->cfg.arch == ARCH_TRANSFORMER && layer >= m->cfg.dec_layers)
        return td_error(TD_ERR_ARG, "--alignment-layer %d: %s has %d decoder layers (0..%d, or "
                        "-1 for the last)", layer, name, m->cfg.dec_layers, m->cfg.dec_layers - 1);
    return choose_weights(a->weights, &m->params, params_half_exact(&m->params));
}

// Loads every -m model and the SentencePiece model; several make one ensemble (decode/ensemble.h),
// refused unless they share one SentencePiece model.
static int load_models(DecodeArgs *a, Model **pm, SpmModel **pspm) {
    Model *mods[ENSEMBLE_MAX] = {0};
    SpmModel *spm = NULL;
    int rc = 0, n = 0, tfm = 0;
    for (; rc == 0 && n < a->n_models; n++) {
        SpmModel *si = NULL;
        rc = load_model(a, a->model[n], &mods[n], &si);
        if (rc < 0) break;
        rc = prepare_model(a, mods[n], a->model[n]);
        tfm |= mods[n]->cfg.arch == ARCH_TRANSFORMER;
        if (rc == 0 && spm && spm_checksum(si) != spm_checksum(spm))
            rc = td_error(TD_ERR_MISMATCH, "-m %s: its SentencePiece model (checksum %08x) is not "
                          "the one of -m %s (%08x); the models of an ensemble must share one "
                          "tokenizer", a->model[n], (unsigned)spm_checksum(si), a->model[0],
                          (unsigned)spm_checksum(spm));
        if (spm) spm_free(si);
        else spm = si;
    }
    if (rc == 0 && !tfm && a->tr.search.alignment_layer != -1) {
        fprintf(stderr, "%s: warning: --alignment-layer is ignored by the RNN model\n",
                prog_name("decode"));
        a->tr.search.alignment_layer = -1;
    }
    Model *m = rc == 0 && n == 1 ? mods[0] : NULL;
    if (rc == 0 && n > 1 && !(m = ensemble_create(mods, n, a->ensemble_mode))) rc = -1;
    if (rc < 0) {
        for (int i = 0; i < n; i++) model_free(mods[i]);
        spm_free(spm);
        return rc < 0 ? rc : TD_ERR_INTERNAL;
    }
    *pm = m;
    *pspm = spm;
    return 0;
}

// The resolved setup on stderr: each model (for an ensemble, each member), search, threads.
static void print_setup(const DecodeArgs *a, Model *m) {
    const SearchOptions *so = &a->tr.search;
    int M = ensemble_size(m);
    char search[32] = "greedy";
    if (so->beam_size > 1) snprintf(search, sizeof search, "beam %d", so->beam_size);
    if (so->sampling.kind != SAMPLING_OFF) snprintf(search, sizeof search, "sampling");
    if (M) fprintf(stderr, "%s: ensemble of %d models (%s mode)\n", prog_name("decode"), M,
                   ensemble_mode_name(a->ensemble_mode));
    for (int i = 0; i < (M ? M : 1); i++) {
        Model *mi = M ? ensemble_member(m, i) : m;
        fprintf(stderr, "%s: %s, %.2fM parameters (%s weights%s), vocab %d, max-len %d",
                prog_name("decode"),
                arch_name(mi->cfg.arch), mi->params.count / 1e6,
                mi->params.int8 ? "int8" : mi->params.half ? "float16" : "float32",
                mi->params.half && !params_half_exact(&mi->params) ? ", rounded" : "",
                mi->cfg.vocab, mi->cfg.max_len);
        fputs(i + 1 < M ? "\n" : "; ", stderr);
    }
    fprintf(stderr, "%s, length penalty %g, max length %g * src + %d; %d threads (BLIS %s)\n",
            search, (double)so->length_penalty, (double)so->max_length_ratio, so->max_length_add,
            blas_threads(), blas_arch_name());
}

// ---------------------------------------------------------------- input and output

// Input lines come from util/zlib_io.h's LineReader (plain or gzip, a terminal line by line), the
// output goes through its TextWriter (OUT.tmp renamed over OUT at the end, gzip for OUT.gz).

// OUT.tmp while it is being written, so that an interrupt does not leave it behind.
static const char *volatile g_tmp_path;

static void on_signal(int sig) {
    const char *tmp = g_tmp_path;
    if (tmp && tmp[0]) unlink(tmp);  // async-signal-safe
    signal(sig, SIG_DFL);
    raise(sig);
}

// Opens the output (NULL: stdout) and removes its temporary file on SIGINT, SIGTERM and SIGHUP.
static int output_open(TextWriter *w, const char *path) {
    TD_TRY(text_writer_open(w, path));
    if (!text_writer_tmp(w)[0]) return 0;
    g_tmp_path = text_writer_tmp(w);
    signal(SIGINT, on_signal);
    signal(SIGTERM, on_signal);
    signal(SIGHUP, on_signal);
    return 0;
}

// Closes the output: renamed into place when keep, else removed.
static int output_close(TextWriter *w, int keep) {
    g_tmp_path = NULL;
    return text_writer_close(w, keep);
}

// ---------------------------------------------------------------- the translation loop

typedef struct Progress {
    int on;
    long before;     // lines done in earlier pools
    double t0, last; // start, last print
    long total;      // lines of the input when it is a regular file, else 0 (no percentage)
} Progress;

static double now_s(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec + 1e-9 * ts.tv_nsec;
}

static void progress_cb(void *ctx, int done, int n) {
    Progress *p = ctx;
    double t = now_s(), dt = t - p->t0;
    if (done < n && t - p->last < 0.2) return;  // at most 5 updates a second
    p->last = t;
    char text[256];
    decode_progress_format(text, sizeof text, p->before + done, p->total, dt);
    fprintf(stderr, "\r\033[K%s", text);
    fflush(stderr);
}

// Writes the hypotheses of the pool's lines (n lines, first_index 0-based overall).
static void write_pool(TextWriter *w, const DecodeArgs *a, const TranslateHyp *h, int n,
                       long first_index) {
    int K = a->tr.search.n_best, nbest = K > 1;
    char num[64];
    for (int i = 0; i < n; i++) {
        for (int k = 0; k < K; k++) {
            const TranslateHyp *t = &h[(size_t)i * K + k];
            if (nbest) {
                snprintf(num, sizeof num, "%ld ||| ", first_index + i);
                text_writer_puts(w, num);
            }
            text_writer_puts(w, t->text);
            if (t->alignment) {
                text_writer_puts(w, " ||| ");
                text_writer_puts(w, t->alignment);
            }
            if (nbest || a->scores) {
                snprintf(num, sizeof num, " ||| %.6f", (double)t->score);
                text_writer_puts(w, num);
            }
            text_writer_puts(w, "\n");
        }
    }
}

// Reads, translates and writes every pool. Returns 0 or a negative status.
static int run(DecodeArgs *a, Model *m, const SpmModel *spm, TextWriter *w, int interactive) {
    LineReader *r;
    TD_TRY(line_reader_open(&r, a->input));
    int pool = interactive ? 1 : a->pool_lines, K = a->tr.search.n_best, rc = 0;
    char **lines = calloc((size_t)pool, sizeof *lines);
    TranslateHyp *hyps = calloc((size_t)pool * K, sizeof *hyps);
    Progress prog = {!interactive && !a->quiet && isatty(STDERR_FILENO), 0, now_s(), 0.0, 0};
    struct stat st;  // a regular file: count its lines up front for the percentage
    if (prog.on && a->input && stat(a->input, &st) == 0 && S_ISREG(st.st_mode))
        prog.total = line_count(a->input);
    else if (prog.on && !a->input && fstat(STDIN_FILENO, &st) == 0 && S_ISREG(st.st_mode))
        prog.total = decode_count_lines_fd(STDIN_FILENO);
    a->tr.input_name = line_reader_name(r);
    a->tr.log = a->quiet ? NULL : stderr;
    a->tr.progress = prog.on ? progress_cb : NULL;
    a->tr.progress_ctx = &prog;
    a->tr.prog = prog_name("decode");
    if (!lines || !hyps) rc = td_error(TD_ERR_NOMEM, "out of memory");
    int eof = 0;
    long lines_read = 0;
    while (rc == 0 && !eof) {
        int n = 0;
        long first = lines_read + 1;
        while (n < pool) {
            size_t len = 0;
            char *line;
            int got = line_reader_next(r, &line, &len);
            if (got < 0) rc = got;
            if (got <= 0) {
                eof = 1;
                break;
            }
            lines_read++;
            size_t col;  // a line with a NUL byte or invalid UTF-8: an error, or an empty line
            int bad = text_line_check(line, len, &col);
            if (bad && !a->skip_invalid) {
                rc = td_error(TD_ERR_FORMAT, "%s line %ld: %s at byte %zu (use --skip-invalid "
                              "to translate such lines as empty lines)", line_reader_name(r),
                              lines_read, text_line_problem(bad), col);
                break;
            }
            if (bad && !a->quiet)
                fprintf(stderr, "%s: warning: %s line %ld: %s at byte %zu; output line left "
                        "empty\n", prog_name("decode"), line_reader_name(r), lines_read,
                        text_line_problem(bad),
                        col);
            lines[n] = strdup(bad ? "" : line);
            if (!lines[n]) rc = td_error(TD_ERR_NOMEM, "out of memory");
            n++;
        }
        if (rc == 0 && n > 0) {
            a->tr.first_line = first;
            rc = translate_lines_split(m, spm, (const char *const *)lines, n, &a->tr, &a->split,
                                       hyps);
            if (rc == 0) {
                write_pool(w, a, hyps, n, first - 1);
                translate_hyps_free(hyps, n * K);
                if (interactive) text_writer_flush(w);
                if (w->err)
                    rc = td_error(TD_ERR_IO, "cannot write the output: %s", strerror(errno));
            }
        }
        for (int i = 0; i < n; i++) {
            free(lines[i]);
            lines[i] = NULL;
        }
        prog.before += n;
    }
    if (prog.on && prog.before > 0) fputc('\n', stderr);
    free(lines);
    free(hyps);
    line_reader_close(r);
    return rc;
}

// --score-reference: scores the pairs (-i, REF) and writes one line per pair, then the corpus
// figures on stderr. Returns 0 or a negative status.
static int score_reference(const DecodeArgs *a, Model *m, const SpmModel *spm, TextWriter *w) {
    ParallelText p;
    TD_TRY(corpus_read_parallel(a->input, a->score_ref, 0, &p));
    ScoreRefOptions so = score_ref_defaults();
    so.batch_tokens = a->tr.batch_tokens;
    so.max_sentences = a->bsent_given ? a->tr.max_batch_sents : 0;
    so.length_penalty = a->tr.search.length_penalty;
    so.threads = a->threads;
    ScoreRefTotals tot;
    RefScore *r = calloc((size_t)(p.n_read ? p.n_read : 1), sizeof *r);
    int rc = r ? score_ref_pairs(m, spm, &p, &so, r, &tot)
               : td_error(TD_ERR_NOMEM, "out of memory");
    char line[128];
    for (int i = 0; rc == 0 && i < p.n_read; i++) {
        if (r[i].n_tokens == 0 && !a->quiet)
            fprintf(stderr, "%s: warning: %s line %d: longer than the model's max-len %d - 1 "
                    "pieces on one side, not scored\n", prog_name("decode"), a->input, i + 1,
                    m->cfg.max_len);
        score_ref_format(&r[i], line, sizeof line);
        text_writer_puts(w, line);
        text_writer_puts(w, "\n");
    }
    if (rc == 0)  // the result itself, so also under --quiet
        fprintf(stderr, "%s: scored %d pairs (%d not scored), %ld target tokens: "
                "cross-entropy %.6f nats/token, perplexity %.4f\n", prog_name("decode"),
                tot.n_pairs, tot.n_skipped,
                tot.n_tokens, tot.cross_entropy, tot.perplexity);
    free(r);
    parallel_text_free(&p);
    return rc;
}

int main(int argc, char **argv) {
    prog_name_set(argv[0]);
    reexec_with_passive_omp_wait(argv);  // idle OpenMP threads sleep (OMP_WAIT_POLICY)
    DecodeArgs a;
    int rc = parse_args(argc, argv, &a);
    if (rc) return rc < 0 ? 0 : rc;
    if (a.threads > 0) blas_set_threads(a.threads);
    else blas_set_threads(0);
    int interactive = !a.input && isatty(STDIN_FILENO);
    Model *m = NULL;
    SpmModel *spm = NULL;
    if (load_models(&a, &m, &spm) < 0) {
        fprintf(stderr, "%s: error: %s\n", prog_name("decode"), td_last_error());
        return 1;
    }
    if (!a.quiet && isatty(STDERR_FILENO)) print_setup(&a, m);
    if (interactive && !a.quiet)
        fprintf(stderr, "%s: type one sentence per line (Ctrl-D ends)\n", prog_name("decode"));
    TextWriter w;
    rc = output_open(&w, a.output);
    if (rc == 0) {
        rc = a.score_ref ? score_reference(&a, m, spm, &w) : run(&a, m, spm, &w, interactive);
        int rc2 = output_close(&w, rc == 0);
        if (rc == 0) rc = rc2;
    }
    spm_free(spm);
    model_free(m);
    if (rc < 0) {
        fprintf(stderr, "%s: error: %s\n", prog_name("decode"), td_last_error());
        return 1;
    }
    return 0;
}
