// bin/serve: a translation service over HTTP (serve/api.h: Tandem's /v1 API, LibreTranslate's API,
// the page, health and metrics) with batching across requests (serve/queue.h). Models are loaded
// once, as bin/decode loads them (decode/load.h); SIGTERM or SIGINT stops accepting, answers what
// was received and exits 0.
//
// Options come from one util/cli.h table (OPTS): parsing, --help with the defaults, the man page.
#include <limits.h>
#include <pthread.h>
#include <signal.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "decode/load.h"
#include "decode/model_find.h"
#include "decode/search.h"
#include "models/model_io.h"
#include "serve/api.h"
#include "tensor/params.h"
#include "tensor/blas.h"
#include "util/cli.h"
#include "util/fs.h"
#include "util/options.h"
#include "util/progname.h"
#include "util/reexec.h"

#define SERVE_VERSION "0.1"

typedef struct ServeArgs {
    const char *model[64];
    int n_models;
    const char *listen, *api_keys, *cors, *weights_list;
    int threads, beam_size, n_best, split_len, batch_tokens, max_queue, max_texts, timeout;
    int max_connections, retry_after, quiet;
    long max_body, max_text_bytes;
    float max_wait, length_penalty;
    DecodeWeights weights[WEIGHTS_COUNT];  // --weights parsed
    int n_weights;
} ServeArgs;

#define F(field) offsetof(ServeArgs, field)

typedef enum {  // the order of --help
    O_MODEL, O_WEIGHTS, O_LIST_MODELS, O_LISTEN, O_TIMEOUT, O_MAX_CONNECTIONS, O_API_KEYS,
    O_CORS, O_RETRY_AFTER, O_THREADS, O_BEAM_SIZE, O_N_BEST, O_LENGTH_PENALTY, O_SPLIT_LEN,
    O_BATCH_TOKENS, O_MAX_WAIT, O_MAX_QUEUE, O_MAX_BODY, O_MAX_TEXTS, O_MAX_TEXT_BYTES, O_QUIET,
    O_HELP, O_VERSION, O_COUNT
} OptId;

static const CliOption OPTS[O_COUNT] = {
    [O_MODEL] = {"model", 'm', CLI_LIST, .offset = F(model), .count_offset = F(n_models),
                 .hi = 64, .metavar = "NAME", .group = "Models",
                 .help = "a model to serve, found as bin/decode -m finds it (a checkpoint file, a "
                         "training directory or the name of an installed model; --list-models); "
                         "NAME+NAME serves their ensemble under that name; repeat for more "
                         "models, the first is the default (required)"},
    [O_WEIGHTS] = {"weights", 0, CLI_STRING, .offset = F(weights_list), .metavar = "LIST",
                   .help = "the copies of the weights loaded for every model, comma-separated "
                           "from auto, float32, float16, int8, bfloat16 (as bin/decode "
                           "--weights); a request picks one with \"weights\", the first is the "
                           "default"},
    [O_LIST_MODELS] = {"list-models", 0, CLI_ACTION,
                       .help = "print the models on the search path (NAME, file) and exit"},
    [O_LISTEN] = {"listen", 0, CLI_STRING, .offset = F(listen), .metavar = "HOST:PORT",
                  .group = "Network",
                  .help = "address to listen on ([::1]:PORT for IPv6; 0.0.0.0:PORT serves every "
                          "network: put it behind a TLS proxy; port 0 picks a free one and "
                          "prints it)"},
    [O_TIMEOUT] = {"timeout", 0, CLI_INT, .offset = F(timeout), .lo = 1, .hi = 86400,
                   .metavar = "S",
                   .help = "seconds a connection may stay idle or take to send its request"},
    [O_MAX_CONNECTIONS] = {"max-connections", 0, CLI_INT, .offset = F(max_connections), .lo = 1,
                           .hi = 65536, .metavar = "N", .help = "connections at once"},
    [O_API_KEYS] = {"api-keys", 0, CLI_STRING, .offset = F(api_keys), .metavar = "FILE",
                    .def = "none",
                    .help = "require an API key on the translation endpoints: one key a line "
                            "(blank lines and lines starting with # ignored); clients send "
                            "\"api_key\" (LibreTranslate), Authorization: Bearer KEY or "
                            "X-API-Key: KEY"},
    [O_CORS] = {"cors", 0, CLI_STRING, .offset = F(cors), .metavar = "ORIGINS", .def = "none",
                .help = "comma-separated origins (https://example.org, or *) whose pages may "
                        "call the API from a browser"},
    [O_RETRY_AFTER] = {"retry-after", 0, CLI_INT, .offset = F(retry_after), .lo = 0,
                       .hi = 86400, .metavar = "S", .help = "Retry-After of a 503"},
    [O_THREADS] = {"threads", 't', CLI_INT, .offset = F(threads), .lo = 0, .hi = 1024,
                   .metavar = "N", .group = "Translation and batching",
                   .help = "BLAS/OpenMP threads of a batch, 0 = all cores; one batch runs at a "
                           "time"},
    [O_BEAM_SIZE] = {"beam-size", 'b', CLI_INT, .offset = F(beam_size), .lo = 1, .hi = 64,
                     .metavar = "K", .help = "default beam width (1 = greedy)"},
    [O_N_BEST] = {"n-best", 0, CLI_INT, .offset = F(n_best), .lo = 1, .hi = 64, .metavar = "N",
                  .help = "default hypotheses per sentence"},
    [O_LENGTH_PENALTY] = {"length-penalty", 0, CLI_FLOAT, .offset = F(length_penalty), .lo = 0,
                          .hi = SEARCH_MAX_LENGTH_PENALTY, .metavar = "A",
                          .help = "default GNMT length normalisation ((5+len)/6)^A of the "
                                  "scores that rank a beam's hypotheses (as bin/decode "
                                  "--length-penalty)"},
    [O_SPLIT_LEN] = {"split-len", 0, CLI_INT, .offset = F(split_len), .lo = 1, .hi = 100000,
                     .metavar = "N",
                     .help = "a text of more pieces is split into sentences and clauses, "
                             "translated in parts and joined, as bin/decode --split-len"},
    [O_BATCH_TOKENS] = {"batch-tokens", 0, CLI_INT, .offset = F(batch_tokens), .lo = 1,
                        .hi = 1 << 24, .metavar = "N",
                        .help = "source pieces a batch gathers from the queued requests (and "
                                "sentences x beam x padded length of each search batch)"},
    [O_MAX_WAIT] = {"max-wait", 0, CLI_FLOAT, .offset = F(max_wait), .lo = 0, .hi = 60000,
                    .metavar = "MS",
                    .help = "milliseconds the oldest request waits for others to share its "
                            "batch, when the model's last batch was shared or others arrived "
                            "while it ran (a lone client waits for nothing)"},
    [O_MAX_QUEUE] = {"max-queue", 0, CLI_INT, .offset = F(max_queue), .lo = 1, .hi = 1 << 24,
                     .metavar = "N",
                     .help = "sentences queued per model; more get 503 with Retry-After"},
    [O_MAX_BODY] = {"max-body", 0, CLI_LONG, .offset = F(max_body), .lo = 16, .hi = 1L << 30,
                    .metavar = "BYTES", .group = "Limits",
                    .help = "largest request body (else 413)"},
    [O_MAX_TEXTS] = {"max-texts", 0, CLI_INT, .offset = F(max_texts), .lo = 1, .hi = 1 << 20,
                     .metavar = "N", .help = "texts per request"},
    [O_MAX_TEXT_BYTES] = {"max-text-bytes", 0, CLI_LONG, .offset = F(max_text_bytes), .lo = 1,
                          .hi = 1L << 30, .metavar = "BYTES",
                          .help = "bytes of one text (longer texts are split into parts, see "
                                  "--split-len)"},
    [O_QUIET] = {"quiet", 'q', CLI_FLAG, .offset = F(quiet), .group = "Other",
                 .help = "no startup lines"},
    [O_HELP] = {"help", 'h', CLI_ACTION, .help = "show this help"},
    [O_VERSION] = {"version", 'V', CLI_ACTION, .help = "show the version"},
};

static const CliSpec SERVE_CLI = {
    .program = "serve",
    .usage = "-m MODEL [-m MODEL ...] [--listen HOST:PORT] [options]",
    .description = "Serves translations over HTTP: Tandem's API (POST /v1/translate), "
                   "LibreTranslate's\n(POST /translate, GET /languages), GET /v1/models, /health, "
                   "/metrics (Prometheus)\nand a page at / that shows each model's translation "
                   "side by side.\n",
    .epilogue = "Exit status: 0 ok (also after SIGTERM), 1 runtime error, 2 usage error.\n"
                "Environment: " MODEL_PATH_ENV " is the search path of -m NAME.\n",
    .opts = OPTS,
    .n_opts = O_COUNT,
};

static void serve_defaults(ServeArgs *a) {
    memset(a, 0, sizeof *a);
    a->listen = "127.0.0.1:8080";
    a->weights_list = "auto";
    a->beam_size = 1;
    a->n_best = 1;
    a->length_penalty = search_defaults().length_penalty;
    a->split_len = SPLIT_DEFAULT_LEN;
    a->batch_tokens = 4096;
    a->max_wait = 5;
    a->max_queue = 2000;
    a->max_body = 1 << 20;
    a->max_texts = 128;
    a->max_text_bytes = 8192;
    a->timeout = 30;
    a->max_connections = 256;
    a->retry_after = 1;
}

// --weights LIST into a->weights.
static int parse_weights(ServeArgs *a) {
    char buf[256];
    snprintf(buf, sizeof buf, "%s", a->weights_list);
    a->n_weights = 0;
    for (char *w = strtok(buf, ","); w; w = strtok(NULL, ",")) {
        int k;
        if (option_parse_choice("weights", w, DECODE_WEIGHTS_NAMES, WEIGHTS_COUNT, &k) < 0)
            return cli_usage_error("serve", "%s", td_last_error());
        for (int i = 0; i < a->n_weights; i++)
            if (a->weights[i] == (DecodeWeights)k)
                return cli_usage_error("serve", "--weights: '%s' given twice", w);
        if (a->n_weights == WEIGHTS_COUNT - 1)
            return cli_usage_error("serve", "--weights: more than %d copies", WEIGHTS_COUNT - 1);
        a->weights[a->n_weights++] = (DecodeWeights)k;
    }
    return a->n_weights ? 0 : cli_usage_error("serve", "--weights: no copy named");
}

// Parses argv into a. Returns CLI_RUN, CLI_DONE (--help, --version or --list-models done) or 2
// (usage error, reported).
static int parse_args(int argc, char **argv, ServeArgs *a) {
    int action;
    ServeArgs d;
    serve_defaults(&d);
    *a = d;
    int rc = cli_parse_or_help(&SERVE_CLI, a, &d, argc, argv, NULL, &action, NULL);
    if (rc != CLI_RUN) return rc;
    if (action == O_LIST_MODELS) return model_list(stdout), CLI_DONE;
    if (action == O_VERSION) {
        printf("%s (Tandem) %s, BLIS %s, kernels %s\n", prog_name("serve"), SERVE_VERSION,
               blas_version(), blas_arch_name());
        return CLI_DONE;
    }
    if (!a->n_models) return cli_usage_error("serve", "-m MODEL is required");
    if (a->n_best > a->beam_size)
        return cli_usage_error("serve", "--n-best %d is larger than --beam-size %d", a->n_best,
                               a->beam_size);
    return parse_weights(a);
}

// Reads the API keys of `path`. Returns 0 or a negative status with td_error.
static int read_keys(const char *path, Serve *s) {
    char *text = NULL;
    TD_TRY(file_read_all(path, (void **)&text, NULL));
    for (char *line = strtok(text, "\n"); line; line = strtok(NULL, "\n")) {
        size_t n = strlen(line);
        while (n && (line[n - 1] == '\r' || line[n - 1] == ' ' || line[n - 1] == '\t')) n--;
        line[n] = '\0';
        if (!n || line[0] == '#') continue;
        char **k = realloc(s->api_keys, sizeof *k * (size_t)(s->n_keys + 1));
        if (!k || !(k[s->n_keys] = strdup(line))) {
            free(text);
            return td_error(TD_ERR_NOMEM, "out of memory");
        }
        s->api_keys = k;
        s->n_keys++;
    }
    free(text);
    if (!s->n_keys) return td_error(TD_ERR_FORMAT, "--api-keys %s holds no key", path);
    return 0;
}

static int split_list(const char *v, char ***out, int *n) {
    char *buf = strdup(v);
    if (!buf) return td_error(TD_ERR_NOMEM, "out of memory");
    for (char *w = strtok(buf, ","); w; w = strtok(NULL, ",")) {
        char **p = realloc(*out, sizeof *p * (size_t)(*n + 1));
        if (!p || !(p[*n] = strdup(w))) {
            free(buf);
            return td_error(TD_ERR_NOMEM, "out of memory");
        }
        *out = p;
        (*n)++;
    }
    free(buf);
    return 0;
}

// The name clients use for -m argument `arg`: a path's folder or file name (runs/x/best.ckpt ->
// x, y.ckpt -> y), else the argument itself.
static char *model_name(const char *arg) {
    char buf[1024];
    snprintf(buf, sizeof buf, "%s", arg);
    size_t n = strlen(buf);
    while (n > 1 && buf[n - 1] == '/') buf[--n] = '\0';
    if (n > 10 && !strcmp(buf + n - 10, "/best.ckpt")) buf[n -= 10] = '\0';
    if (n > 5 && !strcmp(buf + n - 5, ".ckpt")) buf[n -= 5] = '\0';
    const char *slash = strrchr(buf, '/');
    return strdup(slash ? slash + 1 : buf);
}

// Loads the model (or ensemble) `arg` with weights w into sm.
static int load_one(const char *arg, DecodeWeights w, ServeModel *sm) {
    char buf[4096];
    const char *parts[ENSEMBLE_MAX];
    int n = 0;
    snprintf(buf, sizeof buf, "%s", arg);
    for (char *p = strtok(buf, "+"); p; p = strtok(NULL, "+")) {
        if (n == ENSEMBLE_MAX)
            return td_error(TD_ERR_ARG, "-m %s: more than %d members", arg, ENSEMBLE_MAX);
        parts[n++] = p;
    }
    if (!n) return td_error(TD_ERR_ARG, "-m '%s' names no model; " MODEL_ARG_HELP, arg);
    DecodeLoadOptions lo = {NULL, w, -1, ENSEMBLE_LOGPROB};
    char *meta = NULL;
    TD_TRY(decode_load_models(parts, n, &lo, &sm->m, &sm->spm, NULL, &meta));
    if (meta) {
        model_meta_get(meta, "src", sm->src, sizeof sm->src);
        model_meta_get(meta, "tgt", sm->tgt, sizeof sm->tgt);
    }
    free(meta);
    sm->members = n > 1 ? n : 0;
    sm->weights = decode_weights_in_use(n > 1 ? ensemble_member(sm->m, 0) : sm->m);
    if (n == 1) {
        sm->name = model_name(arg);
    } else {  // NAME+NAME from the members' names
        char name[1024] = "";
        for (int i = 0; i < n; i++) {
            char *mn = model_name(parts[i]);
            if (mn) snprintf(name + strlen(name), sizeof name - strlen(name), "%s%s",
                             i ? "+" : "", mn);
            free(mn);
        }
        sm->name = strdup(name);
    }
    return sm->name ? 0 : td_error(TD_ERR_NOMEM, "out of memory");
}

static void serve_free(Serve *s) {
    for (int i = 0; i < s->n_models; i++) {
        serve_queue_free(s->models[i].queue);
        model_free(s->models[i].m);
        spm_free(s->models[i].spm);
        free(s->models[i].name);
    }
    free(s->models);
    for (int i = 0; i < s->n_keys; i++) free(s->api_keys[i]);
    free(s->api_keys);
    for (int i = 0; i < s->n_cors; i++) free(s->cors[i]);
    free(s->cors);
    serve_metrics_free(&s->metrics);
}

// Loads every model in every weights copy and starts their queues.
static int setup(const ServeArgs *a, Serve *s) {
    s->limits = (ServeLimits){(size_t)a->max_body, a->max_texts, (size_t)a->max_text_bytes, 16,
                              64};
    s->tr = translate_defaults();
    s->tr.search.beam_size = a->beam_size;
    s->tr.search.n_best = a->n_best;
    s->tr.search.length_penalty = a->length_penalty;
    s->tr.batch_tokens = a->batch_tokens;
    s->tr.log = NULL;
    s->retry_after_s = a->retry_after;
    serve_metrics_init(&s->metrics);
    if (a->api_keys) TD_TRY(read_keys(a->api_keys, s));
    if (a->cors) TD_TRY(split_list(a->cors, &s->cors, &s->n_cors));
    int total = a->n_models * a->n_weights;
    if (!(s->models = calloc((size_t)total, sizeof *s->models)))
        return td_error(TD_ERR_NOMEM, "out of memory");
    SplitOptions split = {SPLIT_AUTO, a->split_len, 0};
    ServeQueueOptions bo = {a->batch_tokens, a->max_wait, a->max_queue, a->threads};
    for (int i = 0; i < a->n_models; i++)
        for (int w = 0; w < a->n_weights; w++) {
            ServeModel *sm = &s->models[s->n_models];
            TD_TRY(load_one(a->model[i], a->weights[w], sm));
            s->n_models++;
            for (int j = 0; j < s->n_models - 1; j++)
                if (!strcmp(s->models[j].name, sm->name) && s->models[j].weights == sm->weights)
                    return td_error(TD_ERR_ARG, "-m %s: a model named \"%s\" is already served",
                                    a->model[i], sm->name);
            if (!(sm->queue = serve_queue_create(sm->m, sm->spm, &split, &bo))) return -1;
            if (!a->quiet)
                fprintf(stderr, "%s: %s: %s%s, %s weights, %s-%s\n", prog_name("serve"),
                        sm->name, sm->members ? "ensemble of " : "",
                        sm->members ? "models" : arch_name(sm->m->cfg.arch),
                        DECODE_WEIGHTS_NAMES[sm->weights],
                        sm->src[0] ? sm->src : "?", sm->tgt[0] ? sm->tgt : "?");
        }
    return 0;
}

int main(int argc, char **argv) {
    program_start(argv);  // its name for messages; idle OpenMP threads sleep (OMP_WAIT_POLICY)
    ServeArgs a;
    int rc = parse_args(argc, argv, &a);
    if (rc != CLI_RUN) return rc == CLI_DONE ? 0 : rc;
    // SIGTERM and SIGINT are taken by sigwait below; every thread started from here on
    // inherits the mask, so the signal reaches no other thread.
    sigset_t sigs;
    sigemptyset(&sigs);
    sigaddset(&sigs, SIGTERM);
    sigaddset(&sigs, SIGINT);
    pthread_sigmask(SIG_BLOCK, &sigs, NULL);
    signal(SIGPIPE, SIG_IGN);
    blas_set_threads(a.threads);
    Serve s;
    memset(&s, 0, sizeof s);
    HttpServer *http = NULL;
    if (setup(&a, &s) == 0) {
        HttpOptions ho = {a.listen, (size_t)a.max_body, (unsigned)a.timeout,
                          (unsigned)a.max_connections};
        http = http_start(&ho, serve_handle, &s);
    }
    if (!http) {
        fprintf(stderr, "%s: error: %s\n", prog_name("serve"), td_last_error());
        serve_free(&s);
        return 1;
    }
    char where[300];
    snprintf(where, sizeof where, "%s", a.listen);
    char *colon = strrchr(where, ':');
    if (colon) snprintf(colon + 1, sizeof where - (size_t)(colon + 1 - where), "%d",
                        http_port(http));
    // The line a supervisor or a test waits for; stdout, flushed.
    printf("%s: listening on http://%s/ (%d threads)\n", prog_name("serve"), where,
           blas_threads());
    fflush(stdout);
    int sig = 0;
    sigwait(&sigs, &sig);
    if (!a.quiet)
        fprintf(stderr, "%s: %s: no new connections; finishing the requests received\n",
                prog_name("serve"), sig == SIGTERM ? "SIGTERM" : "SIGINT");
    http_stop(http, 60.0);
    serve_free(&s);
    return 0;
}
