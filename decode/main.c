// bin/decode: translates raw text with a trained checkpoint (decode/translate.h): one output line
// per input line, in input order, detokenised by the checkpoint's own SentencePiece model.
//
// Input is read in pools of --pool-lines lines (sorted by length and batched inside a pool); when
// stdin is a terminal each line is translated as soon as it is typed. Output goes to OUT.tmp and
// is renamed to OUT at the end, so an error never leaves a partial OUT.
#include <errno.h>
#include <limits.h>
#include <math.h>
#include <signal.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "data/corpus.h"
#include "decode/ensemble.h"
#include "decode/load.h"
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
#include "util/cli.h"
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
    int weights;  // --weights: a DecodeWeights (decode/load.h), in its names' order
    long seed;    // --seed, copied into tr.search.sampling.seed
} DecodeArgs;

// --ensemble-mode: the names ensemble_mode_parse knows.
static int set_ensemble_mode(void *opts, const CliOption *p, const char *v) {
    if (ensemble_mode_parse(v, &((DecodeArgs *)opts)->ensemble_mode) == TD_OK) return TD_OK;
    return td_error_context(TD_ERR_ARG, "--%s", p->name);
}

static void render_ensemble_mode(const void *opts, const CliOption *p, char *b, size_t cap) {
    snprintf(b, cap, "%s", ensemble_mode_name(((const DecodeArgs *)opts)->ensemble_mode));
}

// --sampling topk:K|topp:P (decode/sampling.h).
static int set_sampling(void *opts, const CliOption *p, const char *v) {
    DecodeArgs *a = opts;
    if (sampling_parse(v, &a->tr.search.sampling) == TD_OK) return TD_OK;
    char msg[512];
    snprintf(msg, sizeof msg, "%s", td_last_error());
    return td_error(TD_ERR_ARG, "--%s", msg);
}

static void render_sampling(const void *opts, const CliOption *p, char *b, size_t cap) {
    const SamplingOptions *s = &((const DecodeArgs *)opts)->tr.search.sampling;
    if (s->kind == SAMPLING_TOPK) snprintf(b, cap, "topk:%d", s->top_k);
    else if (s->kind == SAMPLING_TOPP) snprintf(b, cap, "topp:%g", (double)s->top_p);
    else snprintf(b, cap, "off");
}

#define STR_(x) #x
#define STR(x) STR_(x)
#define F(field) offsetof(DecodeArgs, field)
enum {
    O_MODEL, O_ENSEMBLE_MODE, O_LIST_MODELS, O_INPUT, O_OUTPUT, O_SPM, O_BEAM, O_LP, O_RATIO,
    O_ADD, O_MAXLEN, O_MINLEN, O_MAXIN, O_NBEST, O_SCORES, O_ALIGN, O_ALAYER, O_SAMPLING, O_TEMP,
    O_SEED, O_SCOREREF, O_CARRY, O_UNK, O_BTOK, O_BSENT, O_POOL, O_THREADS, O_WEIGHTS, O_SKIP,
    O_SPLIT, O_SPLIT_LEN, O_VERBOSE, O_QUIET, O_HELP, O_VERSION, O_COUNT
};
static const CliOption OPTS[O_COUNT] = {
    [O_MODEL] = {"model", 'm', CLI_LIST, .offset = F(model), .count_offset = F(n_models),
                 .hi = ENSEMBLE_MAX, .metavar = "PATH|NAME", .group = "Models and files",
                 .help = "checkpoint file, a training directory (DIR/best.ckpt), or the name of a "
                         "model on the search path: the folders of $" MODEL_PATH_ENV
                         " (colon-separated), then the installed PREFIX/share/tandem (or a "
                         "checkout's pretrained/); NAME is DIR/NAME/best.ckpt or DIR/NAME.ckpt; "
                         "given 2 to " STR(ENSEMBLE_MAX) " times: an ensemble, decoding with the "
                         "combination of the models' next-token distributions at every step "
                         "(greedy and beam); the models may be of different architectures but "
                         "must share one SentencePiece model (checked by its checksum) "
                         "(required)"},
    [O_ENSEMBLE_MODE] = {"ensemble-mode", 0, CLI_CUSTOM, .set = set_ensemble_mode,
                         .render = render_ensemble_mode, .metavar = "logprob|prob",
                         .help = "logprob: the mean of the members' log-probabilities (Marian); "
                                 "prob: the log of the mean of their probabilities (fairseq)"},
    [O_LIST_MODELS] = {"list-models", 0, CLI_ACTION,
                       .help = "print the models on the search path (NAME, file), exit"},
    [O_INPUT] = {"input", 'i', CLI_STRING, .offset = F(input), .metavar = "FILE",
                 .def = "stdin",
                 .help = "input text (a terminal is translated line by line as typed)"},
    [O_OUTPUT] = {"output", 'o', CLI_STRING, .offset = F(output), .metavar = "FILE",
                  .def = "stdout",
                  .help = "output (FILE.gz is compressed); written to FILE.tmp, renamed at the "
                          "end"},
    [O_SPM] = {"spm", 0, CLI_STRING, .offset = F(spm), .metavar = "FILE",
               .def = "the model's embedded one",
               .help = "SentencePiece model instead of the embedded one (its checksum must match "
                       "the checkpoint's)"},
    [O_BEAM] = {"beam-size", 'b', CLI_INT, .offset = F(tr.search.beam_size), .lo = 1, .hi = 1024,
                .metavar = "K", .group = "Search", .help = "beam width, 1 = greedy"},
    [O_LP] = {"length-penalty", 0, CLI_FLOAT, .offset = F(tr.search.length_penalty), .lo = 0,
              .hi = SEARCH_MAX_LENGTH_PENALTY, .metavar = "A",
              .help = "GNMT length normalisation ((5+len)/6)^A"},
    [O_RATIO] = {"max-length-ratio", 0, CLI_FLOAT, .offset = F(tr.search.max_length_ratio),
                 .lo = 0, .hi = 1000, .metavar = "R",
                 .help = "at most R * source pieces + --max-length-add tokens (0 disables)"},
    [O_ADD] = {"max-length-add", 0, CLI_INT, .offset = F(tr.search.max_length_add),
               .lo = -100000, .hi = 100000, .metavar = "N",
               .help = "the constant term of that bound"},
    [O_MAXLEN] = {"max-length", 0, CLI_INT, .offset = F(tr.search.max_length), .lo = 0,
                  .hi = 1000000, .metavar = "N",
                  .help = "absolute cap on output tokens (0 = the model's max-len)"},
    [O_MINLEN] = {"min-length", 0, CLI_INT, .offset = F(tr.search.min_length), .lo = 0,
                  .hi = 1000000, .metavar = "N",
                  .help = "pieces before end-of-sentence is allowed"},
    [O_MAXIN] = {"max-input-len", 0, CLI_INT, .offset = F(tr.max_input_len), .lo = 0,
                 .hi = 1000000, .metavar = "N",
                 .help = "source pieces per line: longer lines are split (or, with --split off, "
                         "truncated with a warning) (0 = model max-len - 1)"},
    [O_NBEST] = {"n-best", 0, CLI_INT, .offset = F(tr.search.n_best), .lo = 1, .hi = 1024,
                 .metavar = "N",
                 .help = "print the N best hypotheses of each line, as 'LINE ||| TEXT ||| SCORE' "
                         "(LINE 0-based); the beam size is raised to N unless -b is given; with "
                         "--sampling: N samples per line, in draw order"},
    [O_SCORES] = {"scores", 0, CLI_FLAG, .offset = F(scores),
                  .help = "append ' ||| SCORE' (normalised log-prob) to each line"},
    [O_ALIGN] = {"alignment", 0, CLI_CHOICE, .offset = F(tr.alignment),
                 .choices = "none|hard|soft",
                 .help = "append ' ||| ALIGNMENT' from the cross-attention, over pieces: hard "
                         "'i-j' pairs (source i, target j), soft comma-separated attention rows"},
    [O_ALAYER] = {"alignment-layer", 0, CLI_INT, .offset = F(tr.search.alignment_layer),
                  .lo = -1, .hi = 1000, .metavar = "L",
                  .help = "Transformer decoder layer for alignments, heads averaged (-1 = last)"},
    [O_SAMPLING] = {"sampling", 0, CLI_CUSTOM, .set = set_sampling, .render = render_sampling,
                    .metavar = "topk:K|topp:P",
                    .group = "Sampling (instead of search; -b must be 1)",
                    .help = "draw each token from the model's distribution with the logits "
                            "divided by --temperature before the softmax, truncated to the K most "
                            "probable tokens (topk:1 = greedy) or to the nucleus (Holtzman et al. "
                            "2020): the fewest most probable tokens whose probability reaches P "
                            "(0 < P <= 1), renormalised. SCORE is the model's own (untempered) "
                            "normalised log-probability of the sample"},
    [O_TEMP] = {"temperature", 0, CLI_FLOAT, .offset = F(tr.search.sampling.temperature),
                .lo = 1e-4, .hi = 1e4, .metavar = "T",
                .help = "T < 1 sharpens, T > 1 flattens"},
    [O_SEED] = {"seed", 0, CLI_LONG, .offset = F(seed), .lo = 0, .hi = (double)LONG_MAX,
                .metavar = "S",
                .help = "the samples of input line L (0-based), sample k, come from a random "
                        "stream of (S, L, k) alone: the same for any batching, --pool-lines or "
                        "thread count"},
    [O_SCOREREF] = {"score-reference", 0, CLI_STRING, .offset = F(score_ref), .metavar = "REF",
                    .group = "Scoring",
                    .help = "score the given translations REF (line-aligned with -i, which is "
                            "required) instead of translating: one line per pair, "
                            "LOGPROB<TAB>TOKENS<TAB>PER_TOKEN<TAB>SCORE: the log-probability "
                            "(nats) of the reference pieces and EOS under teacher forcing, their "
                            "count (pieces + 1), the mean per token, and LOGPROB / "
                            "((5+TOKENS)/6)^A with A = --length-penalty (how the beam ranks a "
                            "finished hypothesis); a pair longer than max-len - 1 pieces on either side is "
                            "not scored ('nan 0 nan nan', a warning). At the end one line on "
                            "stderr (also with -q): pairs, tokens, corpus cross-entropy "
                            "(nats/token) and perplexity, as bin/train's validation reports them "
                            "on the same pairs. Batches hold --batch-tokens padded target tokens "
                            "(as bin/train's --batch-tokens); --max-batch-sents applies only when "
                            "given"},
    [O_CARRY] = {"carry-unknown", 0, CLI_CHOICE, .offset = F(tr.carry_unknown),
                 .choices = "off|on", .metavar = "on|off", .group = "Unknown input",
                 .help = "quotes the tokenizer lacks are respelt as the ones it has (\" as "
                         "\u201c or \u201d, ' as \u2018 or \u2019, or back); then spans are "
                         "carried through untranslated: URLs (SCHEME:// or www. up to the next "
                         "space, less trailing punctuation), e-mail addresses, and the text of "
                         "pieces the tokenizer encodes to <unk> (emoji, unseen scripts), grown to "
                         "the whole word when they hold a letter or digit; spans apart only by "
                         "whitespace are one. The model translates the line without them (each "
                         "cut with the whitespace before it); each goes back in at the output "
                         "piece boundary j that minimises the pieces aligned across it, "
                         "#{i<j: a_i>=p} + #{i>=j: a_i<p} (a_i: the source piece output piece i "
                         "attends to most, p: source pieces before the span; first j on ties, "
                         "never inside a word). A line with no letter or digit outside its spans "
                         "is output unchanged. Alignments (--alignment) are those of the line "
                         "without its spans"},
    [O_UNK] = {"replace-unk", 0, CLI_CHOICE, .offset = F(tr.replace_unk), .choices = "off|on",
               .metavar = "on|off",
               .help = "replace each output <unk> by the source word holding the source piece it "
                       "attends to most; attention: the RNN's; the Transformer's "
                       "--alignment-layer (default: last) averaged over heads. Consecutive <unk>s "
                       "on one word give it once"},
    [O_BTOK] = {"batch-tokens", 0, CLI_INT, .offset = F(tr.batch_tokens), .lo = 1, .hi = 1 << 28,
                .metavar = "N", .group = "Performance",
                .help = "sentences x beam x padded source length per batch"},
    [O_BSENT] = {"max-batch-sents", 0, CLI_INT, .offset = F(tr.max_batch_sents), .lo = 1,
                 .hi = 1 << 20, .metavar = "N", .help = "sentences per batch at most"},
    [O_POOL] = {"pool-lines", 0, CLI_INT, .offset = F(pool_lines), .lo = 1, .hi = 1 << 24,
                .metavar = "N", .help = "lines read and sorted together"},
    [O_THREADS] = {"threads", 't', CLI_INT, .offset = F(threads), .lo = 0, .hi = 1024,
                   .metavar = "N", .help = "BLAS/OpenMP threads, 0 = all cores"},
    [O_WEIGHTS] = {"weights", 0, CLI_CHOICE, .offset = F(weights),
                   .choices = "auto|float32|float16|int8|bfloat16",
                   .help = "the weights every decoding product reads: float16 reads half the "
                           "bytes (faster at small batches) and gives exactly the float32 "
                           "translations when every weight is a float16 value (a model packed "
                           "with model pack, e.g. the shipped ones); int8 quantises each weight "
                           "row (scale max|w|/127) and each activation row on the fly, integer "
                           "products (faster; translations may differ slightly); bfloat16 reads "
                           "half the bytes too, each weight rounded to 8 significand bits "
                           "(float32's range; translations may differ slightly); auto = int8 for "
                           "a model packed with model pack --int8, else float16 when exact, "
                           "float32 otherwise"},
    [O_SKIP] = {"skip-invalid", 0, CLI_FLAG, .offset = F(skip_invalid), .group = "Input",
                .help = "a line that is not valid UTF-8 or contains a NUL byte becomes an empty "
                        "line (with a warning) instead of stopping with an error"},
    [O_SPLIT] = {"split", 0, CLI_CHOICE, .offset = F(split.mode), .choices = "off|auto",
                 .metavar = "auto|off",
                 .help = "auto: a line of more than --split-len pieces (or than --max-input-len) "
                         "is cut into its sentences, a sentence still too long at clause "
                         "boundaries (, ; :), then into word or character windows; the parts go "
                         "into the same batches as other lines and their translations are joined "
                         "in order with a space (n-best: the k-th of each part, scores summed). "
                         "off: such lines are truncated. --alignment never splits"},
    [O_SPLIT_LEN] = {"split-len", 0, CLI_INT, .offset = F(split.split_len), .lo = 1,
                     .hi = 1000000, .metavar = "N",
                     .help = "pieces a line may have unsplit (the shipped models were trained on "
                             "Bible verses, 99% of them at most 69 pieces, and translate longer "
                             "lines worse; raise it for a model trained on longer sentences)"},
    [O_VERBOSE] = {"verbose", 'v', CLI_FLAG, .offset = F(split.verbose),
                   .help = "a warning for each line that was split"},
    [O_QUIET] = {"quiet", 'q', CLI_FLAG, .offset = F(quiet),
                 .help = "no progress line and no warnings (on a terminal the progress line shows "
                         "lines and sentences/s, and for a regular file (-i FILE, < FILE "
                         "uncompressed) the percentage done and the time left)"},
    [O_HELP] = {"help", 'h', CLI_ACTION, .help = "show this help"},
    [O_VERSION] = {"version", 'V', CLI_ACTION,
                   .help = "show the version and the BLAS kernels in use"},
};

static const CliSpec DECODE_CLI = {
    .program = "decode",
    .usage = "-m MODEL [-m MODEL ...] [-i IN] [-o OUT] [options]",
    .description = "Translates UTF-8 text, one sentence per line (plain or .gz), with a Tandem "
                   "model.\nOne output line per input line, in order; empty lines give empty "
                   "lines.\n",
    .epilogue = "Exit status: 0 ok, 1 runtime error, 2 usage error.\n"
                "Environment: OMP_WAIT_POLICY defaults to passive; BLIS_ARCH_TYPE overrides the "
                "kernels;\n" MODEL_PATH_ENV " is the search path of -m NAME.\n",
    .opts = OPTS,
    .n_opts = O_COUNT,
};

static void decode_defaults(DecodeArgs *a) {
    memset(a, 0, sizeof *a);
    a->tr = translate_defaults();
    a->tr.max_input_len_name = "--max-input-len";
    a->pool_lines = 2000;
    a->split = (SplitOptions){SPLIT_AUTO, SPLIT_DEFAULT_LEN, 0};
    a->seed = (long)a->tr.search.sampling.seed;
}

// Parses argv into a. Returns CLI_RUN, CLI_DONE (--help, --version or --list-models done) or 2
// (usage error, already reported).
static int parse_args(int argc, char **argv, DecodeArgs *a) {
    unsigned char given[O_COUNT] = {0};
    int action;
    DecodeArgs d;
    decode_defaults(&d);
    *a = d;
    int rc = cli_parse_or_help(&DECODE_CLI, a, &d, argc, argv, given, &action, NULL);
    if (rc != CLI_RUN) return rc;
    if (action == O_LIST_MODELS) return model_list(stdout), CLI_DONE;
    if (action == O_VERSION) {
        printf("%s (Tandem) %s, BLIS %s, kernels %s, OMP_WAIT_POLICY=%s\n", prog_name("decode"),
               DECODE_VERSION, blas_version(), blas_arch_name(),
               getenv("OMP_WAIT_POLICY") ? getenv("OMP_WAIT_POLICY") : "(unset)");
        return CLI_DONE;
    }
    SearchOptions *s = &a->tr.search;
    s->sampling.seed = (uint64_t)a->seed;
    a->bsent_given = given[O_BSENT];
    int beam_given = given[O_BEAM], temp_seed_given = given[O_TEMP] || given[O_SEED];
    if (a->input && !strcmp(a->input, "-")) a->input = NULL;  // "-": stdin / stdout
    if (a->output && !strcmp(a->output, "-")) a->output = NULL;
    if (!a->n_models) return cli_usage_error("decode", "-m MODEL is required");
    for (int i = 0; i < a->n_models; i++)
        if (!a->model[i][0])
            return cli_usage_error("decode", "-m '' names no model; " MODEL_ARG_HELP);
    if (a->score_ref && a->n_models > 1)
        return cli_usage_error("decode", "--score-reference scores with one model: give one -m");
    if (a->score_ref && (!a->input || s->n_best > 1 || a->tr.alignment || a->scores ||
                         a->skip_invalid))
        return cli_usage_error("decode", "--score-reference needs -i SRC and takes no --n-best, "
                               "--alignment, --scores or --skip-invalid (an invalid line stops "
                               "it, naming the line)");
    if (a->score_ref && a->tr.batch_tokens < 2)
        return cli_usage_error("decode", "--batch-tokens %d is too small for --score-reference: "
                               "a batch holds target tokens as in bin/train, at least 2 (BOS "
                               "and EOS)", a->tr.batch_tokens);
    if (s->sampling.kind != SAMPLING_OFF || temp_seed_given) {
        if (s->sampling.kind == SAMPLING_OFF)
            return cli_usage_error("decode", "--temperature and --seed need --sampling");
        if (s->beam_size != 1 || a->score_ref)
            return cli_usage_error("decode", "--sampling draws samples without a beam: no -b, "
                                   "no --score-reference");
        return 0;  // --n-best N: N samples
    }
    if (s->n_best > s->beam_size && !beam_given) s->beam_size = s->n_best;  // n-best needs a beam
    if (s->n_best > s->beam_size)
        return cli_usage_error("decode", "--n-best %d is larger than --beam-size %d", s->n_best,
                               s->beam_size);
    return 0;
}

// ---------------------------------------------------------------- model and tokenizer

// Loads every -m model and the SentencePiece model (decode/load.h); several make one ensemble.
static int load_models(DecodeArgs *a, Model **pm, SpmModel **pspm) {
    DecodeLoadOptions lo = {a->spm, (DecodeWeights)a->weights, a->tr.search.alignment_layer,
                            a->ensemble_mode};
    int tfm = 0;
    TD_TRY(decode_load_models(a->model, a->n_models, &lo, pm, pspm, &tfm, NULL));
    if (!tfm && a->tr.search.alignment_layer != -1) {
        fprintf(stderr, "%s: warning: --alignment-layer is ignored by the RNN model\n",
                prog_name("decode"));
        a->tr.search.alignment_layer = -1;
    }
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
                DECODE_WEIGHTS_NAMES[decode_weights_in_use(mi)],
                (mi->params.half && !params_half_exact(&mi->params)) || mi->params.bf16_dec
                    ? ", rounded"
                    : "",
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
    program_start(argv);  // its name for messages; idle OpenMP threads sleep (OMP_WAIT_POLICY)
    DecodeArgs a;
    int rc = parse_args(argc, argv, &a);
    if (rc != CLI_RUN) return rc == CLI_DONE ? 0 : rc;
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
