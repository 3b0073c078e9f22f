// bin/serve (serve/): the request parser's errors (positions, byte offsets, keys), the per-model
// queue (requests batched together, a full queue refused), and the running server on the shipped
// models: concurrent mixed requests (several models, greedy and beam, both APIs) give exactly
// bin/decode's translations and scores of each sentence decoded alone; bad input gets 4xx with
// the reason; API keys and CORS; the beam length penalty (the server's and a request's); the page
// in headless Chromium shows both models' translations with no script errors; a slow client is
// cut off; SIGTERM answers the request in flight and exits 0.
//
// Scores are compared as bin/decode prints them (%.6f); the server sends 9 significant digits of
// the same float, so the two agree exactly after rounding to 6 decimals.
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <cmocka.h>

#include <arpa/inet.h>
#include <errno.h>
#include <jansson.h>
#include <math.h>
#include <netinet/in.h>
#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/socket.h>
#include <sys/time.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

// usleep is not in POSIX 2008; nanosleep is.
static void nap_ms(long ms) {
    struct timespec t = {ms / 1000, (ms % 1000) * 1000000L};
    nanosleep(&t, NULL);
}

#include "decode/load.h"
#include "decode/search.h"
#include "serve/api.h"
#include "serve/json.h"
#include "serve/queue.h"
#include "tensor/blas.h"
#include "tests/test_util.h"

// Test verses (tests/data/bible300.en lines 1-5) and one with a URL, which is carried through.
static const char *const SENT[6] = {
    "In the beginning, God created the heavens and the earth.",
    "The earth was formless and empty. Darkness was on the surface of the deep.",
    "God said, \"Let there be light,\" and there was light.",
    "God saw the light, and saw that it was good.",
    "God called the light \"day\", and the darkness he called \"night\".",
    "Read more at https://example.org/genesis today.",
};
static const char *const MODELS[2] = {"transformer-en-es", "rnn-en-es"};

// ---------------------------------------------------------------- the parser

static const ServeLimits LIM = {4096, 8, 256, 4, 16};

static void expect_v1_error(const char *body, size_t len, const char *want) {
    ServeV1Request r;
    int rc = serve_json_parse_v1(body, len, &LIM, &r);
    assert_true(rc < 0);
    if (!strstr(td_last_error(), want)) {
        print_error("message '%s' lacks '%s'\n", td_last_error(), want);
        fail();
    }
}

static void test_parser_errors(void **state) {
    (void)state;
    // {"text": "ab then the bad byte: 12 bytes before it, so it is byte 13 (1-based)
    const char bad_utf8[] = "{\"text\": \"ab\xff\"}";
    expect_v1_error(bad_utf8, sizeof bad_utf8 - 1, "invalid UTF-8 at byte 13");
    // '}' is the 10th character of the line
    expect_v1_error("{\"text\": }", 10, "line 1, column 10");
    expect_v1_error("{\"text\": 5}", 11, "\"text\" must be a string or a list of strings");
    expect_v1_error("{\"txt\": \"a\"}", 12, "unknown key \"txt\"");
    expect_v1_error("{\"text\": \"a\", \"text\": \"b\"}", 26, "duplicate");
    expect_v1_error("{\"text\": \"a\", \"beam_size\": 0}", 29, "\"beam_size\" must be an integer");
    expect_v1_error("{\"text\": \"a\", \"length_penalty\": -0.5}", 37,
                    "\"length_penalty\" must be a number from 0 to 100");
    expect_v1_error("{\"text\": \"a\", \"length_penalty\": 100.5}", 38, "from 0 to 100");
    expect_v1_error("{\"text\": \"a\", \"length_penalty\": \"1\"}", 36, "must be a number");
    expect_v1_error("{\"text\": [\"a\", 2]}", 18, "\"text\"[1] must be a string");
    expect_v1_error("{\"text\": \"a\", \"return\": [\"scores\", \"x\"]}", 40, "\"return\"[1]");
    expect_v1_error("[1]", 3, "must be a JSON object");
    char big[5000];
    memset(big, ' ', sizeof big);
    expect_v1_error(big, sizeof big, "more than the server's limit of 4096");
    char many[256] = "{\"text\": [";  // 9 strings, the limit is 8
    for (int i = 0; i < 9; i++) strcat(many, i ? ",\"x\"" : "\"x\"");
    strcat(many, "]}");
    expect_v1_error(many, strlen(many), "more than 8 strings");

    ServeV1Request r;
    const char ok[] = "{\"text\": [\"a\", \"b\\u00e9\"], \"model\": \"m\", \"beam_size\": 4, "
                      "\"n_best\": 2, \"return\": [\"tokens\", \"attention\"]}";
    assert_int_equal(serve_json_parse_v1(ok, sizeof ok - 1, &LIM, &r), 0);
    assert_int_equal(r.text.n, 2);
    assert_true(r.text.is_list);
    assert_string_equal(r.text.s[1], "b\xc3\xa9");
    assert_int_equal(r.model.n, 1);
    assert_false(r.model.is_list);
    assert_int_equal(r.beam_size, 4);
    assert_int_equal(r.n_best, 2);
    assert_int_equal(r.ret, RETURN_TOKENS | RETURN_ATTENTION);
    assert_true(r.length_penalty < 0);  // not given
    serve_v1_request_free(&r);
    const char lp[] = "{\"text\": \"a\", \"length_penalty\": 1.25}";
    assert_int_equal(serve_json_parse_v1(lp, sizeof lp - 1, &LIM, &r), 0);
    assert_true(r.length_penalty == 1.25);
    serve_v1_request_free(&r);
    const char lp0[] = "{\"text\": \"a\", \"length_penalty\": 0}";  // an integer is a number
    assert_int_equal(serve_json_parse_v1(lp0, sizeof lp0 - 1, &LIM, &r), 0);
    assert_true(r.length_penalty == 0);
    serve_v1_request_free(&r);

    // LibreTranslate, form-encoded: q twice is a list; + and %XX decode
    ServeLtRequest lt;
    const char form[] = "q=Hello+world&q=Good%20day%21&source=en&target=es&format=text";
    assert_int_equal(serve_json_parse_lt(form, sizeof form - 1, 1, &LIM, &lt), 0);
    assert_int_equal(lt.q.n, 2);
    assert_string_equal(lt.q.s[0], "Hello world");
    assert_string_equal(lt.q.s[1], "Good day!");
    assert_string_equal(lt.source, "en");
    serve_lt_request_free(&lt);
    const char html[] = "{\"q\": \"a\", \"source\": \"en\", \"target\": \"es\", "
                        "\"format\": \"html\"}";
    assert_true(serve_json_parse_lt(html, sizeof html - 1, 0, &LIM, &lt) < 0);
    assert_non_null(strstr(td_last_error(), "accepted: text"));

    // An error message that echoes bytes which are not UTF-8 is still answered, each such byte
    // written as \xHH: a syntax error whose text (jansson's) quotes the request's bytes up to a
    // lone lead byte 0xF2, and a message with a bad byte and a character cut short.
    const char escape_then_lead[] = "{\"model\": [], \"b\\\xf2\xbf\xbf\xb0" "e\": 4}";
    expect_v1_error(escape_then_lead, sizeof escape_then_lead - 1, "invalid JSON");
    const char *bad_bytes[2] = {td_last_error(), "a\xff\xc3\xa9" "b\xe2\x82"};
    for (int k = 0; k < 2; k++) {
        char *answer = serve_json_error(bad_bytes[k]);
        assert_non_null(answer);
        json_t *root = json_loads(answer, 0, NULL);  // jansson refuses invalid UTF-8
        assert_non_null(root);
        const char *error = json_string_value(json_object_get(root, "error"));
        assert_non_null(error);
        if (k == 0) assert_non_null(strstr(error, "b\\\\xF2"));  // the request's '\', then 0xF2
        else assert_string_equal(error, "a\\xFF\xc3\xa9" "b\\xE2\\x82");
        json_decref(root);
        free(answer);
    }

    // A client's long text is shown cut before a character, marked "...", and the message keeps
    // what follows it: 60 x U+00E9 (2 bytes) shows 50 of them; 98 'a' then U+1F600 (4 bytes)
    // shows the 98 'a'.
    char long_text[256] = "";
    for (int i = 0; i < 60; i++) strcat(long_text, "\xc3\xa9");
    ServeShown shown = serve_shown(long_text);
    assert_int_equal(strlen(shown.text), 100 + 3);
    assert_memory_equal(shown.text, long_text, 100);
    assert_string_equal(shown.text + 100, "...");
    memset(long_text, 'a', 98);
    strcpy(long_text + 98, "\xf0\x9f\x98\x80");
    shown = serve_shown(long_text);
    assert_int_equal(strlen(shown.text), 98 + 3);
    assert_string_equal(serve_shown("short").text, "short");
    char body[512] = "{\"text\": \"a\", \"";
    strcat(body, long_text);
    strcat(body, "\": 1}");
    expect_v1_error(body, strlen(body), "...\" (accepted: text, model");

    char *keys[2] = {"secret-one", "other"};
    assert_int_equal(serve_key_matches(keys, 2, "other"), 1);
    assert_int_equal(serve_key_matches(keys, 2, "secret-one"), 1);
    assert_int_equal(serve_key_matches(keys, 2, "secret-on"), 0);
    assert_int_equal(serve_key_matches(keys, 2, "secret-onex"), 0);
    assert_int_equal(serve_key_matches(keys, 2, ""), 0);
}

// ---------------------------------------------------------------- the queue

static void test_queue_batches_requests_bit_identically(void **state) {
    (void)state;
    Model *m = NULL;
    SpmModel *spm = NULL;
    const char *arg = "pretrained/transformer-en-es";
    DecodeLoadOptions lo = {NULL, WEIGHTS_AUTO, -1, ENSEMBLE_LOGPROB};
    assert_int_equal(decode_load_models(&arg, 1, &lo, &m, &spm, NULL, NULL), 0);
    blas_set_threads(1);
    TranslateOptions opt = translate_defaults();
    opt.log = NULL;
    opt.search.beam_size = 3;
    opt.search.n_best = 2;
    opt.detail = DETAIL_TOKENS;
    // three requests: sentences {0,1}, {2}, {3,4,5}; the budget is exactly their pieces, so the
    // worker takes all three at once (its wait of a minute ends when the budget is full)
    const char *const *lines[3] = {SENT, SENT + 2, SENT + 3};
    int n[3] = {2, 1, 3}, pieces = 0;
    for (int i = 0; i < 6; i++) {
        int *ids = NULL, np = 0;
        assert_int_equal(spm_encode(spm, SENT[i], &ids, &np), 0);
        free(ids);
        pieces += np + 1;
    }
    ServeQueueOptions qo = {pieces, 60000.0, 100, 1};
    SplitOptions split = {SPLIT_AUTO, 64, 0};
    ServeQueue *q = serve_queue_create(m, spm, &split, &qo);
    assert_non_null(q);
    ServeWait *w = serve_wait_create(3);
    ServeJob jobs[3];
    for (int j = 0; j < 3; j++) {
        memset(&jobs[j], 0, sizeof jobs[j]);
        jobs[j].lines = lines[j];
        jobs[j].n = n[j];
        jobs[j].opt = opt;
        jobs[j].wait = w;
        assert_int_equal(serve_queue_submit(q, &jobs[j]), 0);
    }
    serve_wait_all(w);
    serve_wait_free(w);
    long batches, sentences, tokens;
    serve_queue_totals(q, &batches, &sentences, &tokens);
    assert_int_equal(batches, 1);
    assert_int_equal(sentences, 6);
    // each sentence alone (batches of one sentence)
    TranslateOptions one = opt;
    one.max_batch_sents = 1;
    TranslateHyp alone[12];
    assert_int_equal(translate_lines_nbest(m, spm, SENT, 6, &one, alone), 0);
    long want_tokens = 0;
    for (int j = 0, s = 0; j < 3; j++)
        for (int i = 0; i < n[j]; i++, s++)
            for (int k = 0; k < 2; k++) {
                const TranslateHyp *g = &jobs[j].out[i * 2 + k], *e = &alone[s * 2 + k];
                assert_int_equal(jobs[j].rc, 0);
                assert_string_equal(g->text, e->text);
                assert_memory_equal(&g->score, &e->score, sizeof(float));
                assert_int_equal(g->n_tokens, e->n_tokens);
                assert_memory_equal(g->token_logprob, e->token_logprob,
                                    sizeof(float) * (size_t)g->n_tokens);
                // the per-token log-probabilities add up (in order) to the score's log-prob
                float lp = 0;
                for (int t = 0; t < g->n_tokens; t++) lp += g->token_logprob[t];
                float score = search_length_norm(lp, g->n_tokens, opt.search.length_penalty);
                assert_memory_equal(&score, &g->score, sizeof(float));
                if (k == 0) want_tokens += g->n_tokens;
            }
    assert_int_equal(tokens, want_tokens);
    for (int j = 0; j < 3; j++) {
        translate_hyps_free(jobs[j].out, n[j] * 2);
        free(jobs[j].out);
    }

    // a full queue refuses: 2 sentences wait (budget not reached, a minute's wait), a third is
    // one too many for max_queue 2
    serve_queue_free(q);
    qo.max_queue = 2;
    qo.batch_tokens = 1 << 20;
    q = serve_queue_create(m, spm, &split, &qo);
    w = serve_wait_create(1);
    memset(jobs, 0, sizeof jobs);
    jobs[0] = (ServeJob){.lines = SENT, .n = 2, .opt = opt, .wait = w};
    jobs[1] = (ServeJob){.lines = SENT + 2, .n = 1, .opt = opt, .wait = w};
    assert_int_equal(serve_queue_submit(q, &jobs[0]), 0);
    assert_int_equal(serve_queue_depth(q), 2);
    assert_int_equal(serve_queue_submit(q, &jobs[1]), TD_ERR_ARG);
    assert_non_null(strstr(td_last_error(), "queue is full"));
    serve_queue_free(q);  // finishes the queued job first
    serve_wait_all(w);
    serve_wait_free(w);
    assert_int_equal(jobs[0].rc, 0);
    assert_string_equal(jobs[0].out[0].text, alone[0].text);
    assert_string_equal(jobs[0].out[2].text, alone[2].text);
    translate_hyps_free(jobs[0].out, 4);
    free(jobs[0].out);

    // A lone client: its first request waits max_wait for company (3 s here), none comes and
    // nothing arrives while it runs, so its next request runs at once (well under 3 s), and gets
    // the same translation.
    qo.max_queue = 100;
    qo.max_wait_ms = 3000.0;
    q = serve_queue_create(m, spm, &split, &qo);
    for (int r = 0; r < 2; r++) {
        w = serve_wait_create(1);
        jobs[r] = (ServeJob){.lines = SENT, .n = 1, .opt = opt, .wait = w};
        assert_int_equal(serve_queue_submit(q, &jobs[r]), 0);
        serve_wait_all(w);
        serve_wait_free(w);
        assert_int_equal(jobs[r].rc, 0);
        assert_string_equal(jobs[r].out[0].text, alone[0].text);
        print_message("lone request %d: done %.0f ms after it was queued\n", r, jobs[r].done_ms);
        translate_hyps_free(jobs[r].out, 2);
        free(jobs[r].out);
    }
    assert_true(jobs[0].done_ms >= 3000.0 - 1.0);
    assert_true(jobs[1].done_ms < 3000.0);
    serve_queue_free(q);
    translate_hyps_free(alone, 12);
    model_free(m);
    spm_free(spm);
}

// ---------------------------------------------------------------- a running server

typedef struct Server {
    int pid, port;
} Server;

// Starts bin/serve with `args` as a child of this process and waits for its "listening on" line.
// The server gets SIGTERM when this process ends, so a test that fails before server_stop leaves
// no server behind.
static Server server_start(const char *args) {
    Server s = {0, 0};
    char out[512], err[512];
    snprintf(out, sizeof out, "%s", test_path("serve.out"));
    snprintf(err, sizeof err, "%s", test_path("serve.err"));
    unlink(out);
    char cmd[2048];
    snprintf(cmd, sizeof cmd, "exec bin/serve %s --listen 127.0.0.1:0 > %s 2> %s", args, out,
             err);
    s.pid = fork();
    assert_true(s.pid >= 0);
    if (s.pid == 0) {
        prctl(PR_SET_PDEATHSIG, SIGTERM);  // kept across exec (sh execs bin/serve)
        execl("/bin/sh", "sh", "-c", cmd, (char *)NULL);
        _exit(127);
    }
    for (int i = 0; i < 1200 && !s.port; i++) {  // up to 2 minutes on a loaded machine
        FILE *f = fopen(out, "r");
        char line[256];
        if (f && fgets(line, sizeof line, f)) {
            const char *p = strstr(line, "127.0.0.1:");
            if (p) s.port = atoi(p + 10);
        }
        if (f) fclose(f);
        if (!s.port) nap_ms(100);
    }
    if (!s.port) {
        print_error("bin/serve did not start: %s\n", test_slurp(err));
        fail();
    }
    return s;
}

// Waits for the server to exit; returns its exit status (-1: killed by a signal).
static int server_wait(Server *s) {
    int st = 0;
    assert_int_equal(waitpid(s->pid, &st, 0), s->pid);
    s->pid = 0;
    return WIFEXITED(st) ? WEXITSTATUS(st) : -1;
}

// Stops the server with SIGTERM; returns its exit status.
static int server_stop(Server *s) {
    kill(s->pid, SIGTERM);
    return server_wait(s);
}

typedef struct Reply {
    int status;
    char *head, *body;  // malloc'd
} Reply;

static int connect_to(int port) {
    int fd = socket(AF_INET, SOCK_STREAM, 0);
    assert_true(fd >= 0);
    struct sockaddr_in a;
    memset(&a, 0, sizeof a);
    a.sin_family = AF_INET;
    a.sin_port = htons((unsigned short)port);
    a.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    assert_int_equal(connect(fd, (struct sockaddr *)&a, sizeof a), 0);
    return fd;
}

// One HTTP/1.1 request (Connection: close) and its whole reply. extra: more header lines, each
// ending in \r\n ("" for none).
static Reply http(int port, const char *method, const char *path, const char *extra,
                  const char *body, size_t len) {
    int fd = connect_to(port);
    char head[1024];
    int hl = snprintf(head, sizeof head, "%s %s HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close"
                      "\r\nContent-Type: application/json\r\nContent-Length: %zu\r\n%s\r\n",
                      method, path, len, extra);
    assert_int_equal(write(fd, head, (size_t)hl), hl);
    for (size_t off = 0; off < len;) {
        ssize_t k = write(fd, body + off, len - off);
        assert_true(k > 0);
        off += (size_t)k;
    }
    size_t cap = 1 << 16, n = 0;
    char *buf = malloc(cap);
    for (;;) {
        if (n + 4096 > cap) buf = realloc(buf, cap *= 2);
        ssize_t k = read(fd, buf + n, cap - n - 1);
        if (k <= 0) break;
        n += (size_t)k;
    }
    close(fd);
    buf[n] = '\0';
    Reply r = {0, NULL, NULL};
    char *sep = strstr(buf, "\r\n\r\n");
    assert_non_null(sep);
    *sep = '\0';
    r.status = atoi(buf + 9);
    r.head = strdup(buf);
    r.body = strdup(sep + 4);
    free(buf);
    return r;
}

static Reply post(int port, const char *path, const char *body) {
    return http(port, "POST", path, "", body, strlen(body));
}

static void reply_free(Reply *r) {
    free(r->head);
    free(r->body);
}

// The values of every "key":"..." string in json, in order (escapes \" \\ \/ \n undone; the
// server writes other characters as UTF-8). Returns how many, up to max.
static int json_strings(const char *json, const char *key, char **out, int max) {
    char pat[64];
    snprintf(pat, sizeof pat, "\"%s\":\"", key);
    int n = 0;
    for (const char *p = strstr(json, pat); p && n < max; p = strstr(p, pat)) {
        p += strlen(pat);
        char *o = malloc(strlen(p) + 1), *q = o;
        for (; *p && *p != '"'; p++) {
            if (*p == '\\') {
                p++;
                *q++ = *p == 'n' ? '\n' : *p;
            } else {
                *q++ = *p;
            }
        }
        *q = '\0';
        out[n++] = o;
    }
    return n;
}

// The numbers after every "key": in json, in order.
static int json_numbers(const char *json, const char *key, double *out, int max) {
    char pat[64];
    snprintf(pat, sizeof pat, "\"%s\":", key);
    int n = 0;
    for (const char *p = strstr(json, pat); p && n < max; p = strstr(p + 1, pat))
        out[n++] = strtod(p + strlen(pat), NULL);
    return n;
}

// bin/decode's translation and score of each sentence alone (--max-batch-sents 1), with more
// options `opts` ("" for none).
typedef struct Expected {
    char text[6][1024];
    char score[6][32];
} Expected;

static void decode_alone(const char *model, int beam, const char *opts, Expected *e) {
    char in[1024], out[1024];
    snprintf(in, sizeof in, "%s", test_path("sent.txt"));
    FILE *f = fopen(in, "w");
    for (int i = 0; i < 6; i++) fprintf(f, "%s\n", SENT[i]);
    fclose(f);
    snprintf(out, sizeof out, "%s", test_path("decoded.txt"));
    assert_int_equal(test_run("bin/decode -q -t 1 -m %s -b %d --max-batch-sents 1 --scores %s "
                              "-i %s -o %s", model, beam, opts, in, out), 0);
    f = fopen(out, "r");
    char line[1024];
    for (int i = 0; i < 6; i++) {
        assert_non_null(fgets(line, sizeof line, f));
        line[strcspn(line, "\n")] = '\0';
        char *bar = strstr(line, " ||| ");
        assert_non_null(bar);
        *bar = '\0';
        snprintf(e->text[i], sizeof e->text[i], "%s", line);
        snprintf(e->score[i], sizeof e->score[i], "%s", bar + 5);
    }
    fclose(f);
}

// Appends SENT[sent[0..n_sent)] as JSON strings separated by commas at body[n] (the sentences
// hold quotes: escaped); returns the new length. body must have room.
static size_t json_sentences(char *body, size_t n, const int *sent, int n_sent) {
    for (int i = 0; i < n_sent; i++) {
        if (i) body[n++] = ',';
        body[n++] = '"';
        for (const char *c = SENT[sent[i]]; *c; c++) {
            if (*c == '"') body[n++] = '\\';
            body[n++] = *c;
        }
        body[n++] = '"';
    }
    return n;
}

// A request of the mix: sentences, models (0 transformer, 1 RNN), beam; lt: LibreTranslate's API.
typedef struct Mix {
    int sent[4], n_sent, model[2], n_model, beam, lt, port;
    Reply reply;
} Mix;

static void *send_mix(void *arg) {
    Mix *m = arg;
    char body[4096];
    size_t n = 0;
    if (m->lt) {
        n += (size_t)snprintf(body + n, sizeof body - n, "{\"source\":\"en\",\"target\":\"es\","
                              "\"q\":[");
    } else {
        n += (size_t)snprintf(body + n, sizeof body - n, "{\"beam_size\":%d,\"model\":[", m->beam);
        for (int i = 0; i < m->n_model; i++)
            n += (size_t)snprintf(body + n, sizeof body - n, "%s\"%s\"", i ? "," : "",
                                  MODELS[m->model[i]]);
        n += (size_t)snprintf(body + n, sizeof body - n, "],\"text\":[");
    }
    n = json_sentences(body, n, m->sent, m->n_sent);
    snprintf(body + n, sizeof body - n, "]}");
    m->reply = post(m->port, m->lt ? "/translate" : "/v1/translate", body);
    return NULL;
}

static Server g_server;  // both models, no keys: the invariance, error and page tests share it

static int setup_server(void **state) {
    (void)state;
    g_server = server_start("-q -t 1 -m transformer-en-es -m rnn-en-es --max-wait 200 "
                            "--max-body 65536 --timeout 2");
    return 0;
}

static int teardown_server(void **state) {
    (void)state;
    if (g_server.pid) server_stop(&g_server);
    return 0;
}

static void test_concurrent_requests_equal_decode_alone(void **state) {
    (void)state;
    Expected want[2][2];  // [model][greedy, beam 4]
    for (int m = 0; m < 2; m++)
        for (int b = 0; b < 2; b++) decode_alone(MODELS[m], b ? 4 : 1, "", &want[m][b]);
    Mix mix[6] = {
        {{0, 1, 2}, 3, {0, 1}, 2, 1, 0, 0, {0}},
        {{3, 4}, 2, {0}, 1, 4, 0, 0, {0}},
        {{5}, 1, {1}, 1, 4, 0, 0, {0}},
        {{2, 0, 5, 4}, 4, {1, 0}, 2, 1, 0, 0, {0}},
        {{1, 3}, 2, {0, 1}, 2, 4, 0, 0, {0}},
        {{4, 0}, 2, {0}, 1, 1, 1, 0, {0}},  // LibreTranslate: the first en-es model, greedy
    };
    pthread_t th[6];
    for (int i = 0; i < 6; i++) {
        mix[i].port = g_server.port;
        assert_int_equal(pthread_create(&th[i], NULL, send_mix, &mix[i]), 0);
    }
    for (int i = 0; i < 6; i++) pthread_join(th[i], NULL);
    for (int i = 0; i < 6; i++) {
        Mix *m = &mix[i];
        if (m->reply.status != 200) {
            print_error("request %d: %d %s\n", i, m->reply.status, m->reply.body);
            fail();
        }
        char *texts[16];
        double scores[16];
        int nt = json_strings(m->reply.body, m->lt ? "translatedText" : "translation", texts, 16);
        if (m->lt) {  // {"translatedText": [...]}: the list's strings follow the key
            const char *p = strstr(m->reply.body, "\"translatedText\":[");
            assert_non_null(p);
            nt = 0;
            for (p += 18; *p == '"' && nt < 16; nt++) {
                const char *e = p + 1;
                while (*e && !(*e == '"' && e[-1] != '\\')) e++;
                texts[nt] = strndup(p + 1, (size_t)(e - p - 1));
                p = e + 1;
                if (*p == ',') p++;
            }
        }
        int ns = m->lt ? 0 : json_numbers(m->reply.body, "score", scores, 16);
        assert_int_equal(nt, m->n_sent * (m->lt ? 1 : m->n_model));
        if (!m->lt) assert_int_equal(ns, nt);
        for (int k = 0; k < (m->lt ? 1 : m->n_model); k++)
            for (int s = 0; s < m->n_sent; s++) {
                const Expected *e = &want[m->lt ? 0 : m->model[k]][m->beam > 1];
                int j = k * m->n_sent + s, sent = m->sent[s];
                if (strcmp(texts[j], e->text[sent])) {
                    print_error("request %d, %s, sentence %d: '%s', bin/decode alone: '%s'\n",
                                i, MODELS[m->lt ? 0 : m->model[k]], sent, texts[j],
                                e->text[sent]);
                    fail();
                }
                if (!m->lt) {
                    char got[32];
                    snprintf(got, sizeof got, "%.6f", scores[j]);
                    assert_string_equal(got, e->score[sent]);
                }
            }
        for (int j = 0; j < nt; j++) free(texts[j]);
        reply_free(&m->reply);
    }
    // the sentences were batched across requests: fewer batches than the 9 jobs
    Reply r = http(g_server.port, "GET", "/metrics", "", "", 0);
    assert_int_equal(r.status, 200);
    double sent_total[2], batches[2];
    const char *p = strstr(r.body, "tandem_sentences_total{model=\"transformer-en-es\"} ");
    assert_non_null(p);
    sent_total[0] = atof(p + strlen("tandem_sentences_total{model=\"transformer-en-es\"} "));
    p = strstr(r.body, "tandem_sentences_total{model=\"rnn-en-es\"} ");
    assert_non_null(p);
    sent_total[1] = atof(p + strlen("tandem_sentences_total{model=\"rnn-en-es\"} "));
    // transformer: 3 + 2 + 4 + 2 + 2 (LibreTranslate) = 13; RNN: 3 + 1 + 4 + 2 = 10
    assert_true(sent_total[0] == 13 && sent_total[1] == 10);
    p = strstr(r.body, "tandem_batches_total{model=\"transformer-en-es\"} ");
    assert_non_null(p);
    batches[0] = atof(p + strlen("tandem_batches_total{model=\"transformer-en-es\"} "));
    print_message("transformer: 13 sentences of 5 requests in %.0f batches\n", batches[0]);
    assert_non_null(strstr(r.body, "tandem_request_duration_seconds_bucket{le=\"+Inf\"} 6"));
    assert_non_null(strstr(r.body, "tandem_queue_sentences{model=\"rnn-en-es\"} 0"));
    reply_free(&r);
}

static void expect_reply(Reply r, int status, const char *needle) {
    if (r.status != status || !strstr(r.body, needle)) {
        print_error("got %d %s; expected %d with '%s'\n", r.status, r.body, status, needle);
        fail();
    }
    reply_free(&r);
}

static void test_bad_requests_get_reasons(void **state) {
    (void)state;
    int port = g_server.port;
    const char bad_utf8[] = "{\"text\": \"caf\xc3\"}";  // a lead byte cut short: byte 14
    expect_reply(http(port, "POST", "/v1/translate", "", bad_utf8, sizeof bad_utf8 - 1), 400,
                 "invalid UTF-8 at byte 14");
    expect_reply(post(port, "/v1/translate", "{\"text\": [\"a\",]}"), 400, "column 15");
    expect_reply(post(port, "/v1/translate", "{\"text\": \"a\", \"model\": \"nope\"}"), 404,
                 "served: transformer-en-es, rnn-en-es");
    expect_reply(post(port, "/v1/translate", "{\"text\": \"a\", \"weights\": \"int8\"}"), 400,
                 "float16");
    expect_reply(post(port, "/v1/translate", "{\"text\": {}}"), 400,
                 "must be a string or a list of strings");
    expect_reply(post(port, "/translate", "{\"q\": \"a\", \"source\": \"en\", \"target\": \"fr\"}"),
                 400, "en-es (transformer-en-es)");
    expect_reply(http(port, "GET", "/v1/translate", "", "", 0), 405, "takes POST");
    expect_reply(http(port, "GET", "/etc/passwd", "", "", 0), 404, "no endpoint");
    char *big = malloc(70000);
    memset(big, ' ', 70000);
    expect_reply(http(port, "POST", "/v1/translate", "", big, 70000), 413, "65536");
    free(big);
    // the server still answers
    expect_reply(http(port, "GET", "/health", "", "", 0), 200, "\"status\":\"ok\"");
    expect_reply(http(port, "GET", "/languages", "", "", 0), 200,
                 "{\"code\":\"en\",\"name\":\"English\",\"targets\":[\"es\"]}");
    // n-best and what "return" asks for
    Reply r = post(port, "/v1/translate",
                   "{\"text\": \"God is good.\", \"n_best\": 3, "
                   "\"return\": [\"tokens\", \"alignments\", \"attention\"]}");
    assert_int_equal(r.status, 200);
    char *tr[8];
    assert_int_equal(json_strings(r.body, "translation", tr, 8), 4);  // best, then the 3
    assert_string_equal(tr[0], tr[1]);
    for (int i = 0; i < 4; i++) free(tr[i]);
    assert_non_null(strstr(r.body, "\"tokens\":[\""));
    assert_non_null(strstr(r.body, "\"alignment\":\"0-0"));
    assert_non_null(strstr(r.body, "\"attention\":{\"source\":[\""));
    assert_null(strstr(r.body, "\"score\""));  // "scores" was not asked for
    reply_free(&r);
    r = post(port, "/v1/translate", "{\"text\": \"God is good.\", \"model\": [\"rnn-en-es\", "
                                    "\"transformer-en-es\"], \"return\": [\"attention_heads\"]}");
    assert_int_equal(r.status, 200);
    const char *tfm = strstr(r.body, "\"model\":\"transformer-en-es\"");
    assert_non_null(tfm);
    assert_non_null(strstr(tfm, "\"layers\":3,\"heads\":4,\"maps\":[[["));
    assert_non_null(strstr(r.body, "\"layers\":1,\"heads\":1,\"maps\":[[["));
    reply_free(&r);
}

static void test_page_in_chromium(void **state) {
    (void)state;
    Reply r = http(g_server.port, "GET", "/", "", "", 0);
    assert_int_equal(r.status, 200);
    // self-contained: nothing loaded from elsewhere
    assert_null(strstr(r.body, "src=\"http"));
    assert_null(strstr(r.body, "<link"));
    assert_null(strstr(r.body, "@import"));
    reply_free(&r);
    Expected want[2];
    for (int m = 0; m < 2; m++) decode_alone(MODELS[m], 4, "", &want[m]);
    // sentence 3 typed into the page (URL-encoded in its address)
    char url[512] = "", enc[256] = "";
    for (const char *c = SENT[3]; *c; c++) {
        size_t n = strlen(enc);
        if ((*c >= 'a' && *c <= 'z') || (*c >= 'A' && *c <= 'Z')) enc[n] = *c;
        else snprintf(enc + n, sizeof enc - n, "%%%02X", (unsigned char)*c);
    }
    snprintf(url, sizeof url, "http://127.0.0.1:%d/#text=%s", g_server.port, enc);
    char *dom = test_chromium_dom_flags("--virtual-time-budget=60000", url);
    char *status = test_dom_text(dom, "status"), *errors = test_dom_text(dom, "errors");
    if (!status || strcmp(status, "done 1") || !errors || errors[0]) {
        print_error("status '%s', errors '%s'\n", status, errors);
        fail();
    }
    for (int m = 0; m < 2; m++) {  // the page's default: beam 4
        char id[16];
        snprintf(id, sizeof id, "text-%d", m);
        char *got = test_dom_attr(dom, id, "data-translation");
        assert_non_null(got);
        assert_string_equal(got, want[m].text[3]);
        free(got);
        // every decoder layer and head of the Transformer (tiny: 3 x 4), the RNN's one map
        snprintf(id, sizeof id, "map-%d", m);
        char *maps = test_dom_attr(dom, id, "data-maps");
        assert_non_null(maps);
        assert_string_equal(maps, m == 0 ? "12" : "1");
        free(maps);
    }
    assert_non_null(strstr(dom, "<canvas"));
    free(status);
    free(errors);
    free(dom);
}

static void test_slow_client_is_cut_off(void **state) {
    (void)state;
    int fd = connect_to(g_server.port);
    const char part[] = "POST /v1/translate HTTP/1.1\r\nHost: x\r\nContent-Length: 100\r\n\r\n{";
    assert_int_equal(write(fd, part, sizeof part - 1), (ssize_t)(sizeof part - 1));
    struct timeval tv = {30, 0};  // the server's --timeout is 2 s: it closes long before
    setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &tv, sizeof tv);
    char buf[256];
    ssize_t k = read(fd, buf, sizeof buf);
    assert_true(k == 0 || (k < 0 && errno == ECONNRESET));
    close(fd);
    expect_reply(http(g_server.port, "GET", "/health", "", "", 0), 200, "ok");
}

static void *send_long(void *arg) {
    Mix *m = arg;
    m->reply = post(m->port, "/v1/translate",
                    "{\"beam_size\": 4, \"model\": [\"transformer-en-es\", \"rnn-en-es\"], "
                    "\"text\": [\"God saw the light, and saw that it was good.\", \"The earth "
                    "was formless and empty.\", \"In the beginning, God created the heavens.\"]}");
    return NULL;
}

static void test_sigterm_finishes_accepted_requests(void **state) {
    (void)state;
    Mix m = {{0}, 0, {0}, 0, 0, 0, g_server.port, {0}};
    pthread_t th;
    assert_int_equal(pthread_create(&th, NULL, send_long, &m), 0);
    nap_ms(300);  // the request is in (the queue waits up to 200 ms for company)
    kill(g_server.pid, SIGTERM);
    pthread_join(th, NULL);
    if (m.reply.status != 200) {
        print_error("in flight at SIGTERM: %d %s\n", m.reply.status, m.reply.body);
        fail();
    }
    char *tr[8];
    int n = json_strings(m.reply.body, "translation", tr, 8);
    assert_int_equal(n, 6);
    for (int i = 0; i < n; i++) free(tr[i]);
    reply_free(&m.reply);
    assert_int_equal(server_wait(&g_server), 0);
}

// API keys and CORS on a second server (the RNN alone).
static void test_api_keys_and_cors(void **state) {
    (void)state;
    const char *keys = test_tmp_text("keys.txt", "# comment\nkey-one\n\nkey-two\n");
    char args[1024];
    snprintf(args, sizeof args, "-q -t 1 -m rnn-en-es --api-keys %s --cors https://ok.example "
             "--max-wait 0", keys);
    Server s = server_start(args);
    const char *req = "{\"q\": \"God is good.\", \"source\": \"en\", \"target\": \"es\"}";
    expect_reply(post(s.port, "/translate", req), 403, "API key is required");
    expect_reply(post(s.port, "/translate", "{\"q\": \"a\", \"source\": \"en\", \"target\": "
                                            "\"es\", \"api_key\": \"key-on\"}"), 403,
                 "invalid API key");
    expect_reply(post(s.port, "/translate", "{\"q\": \"God is good.\", \"source\": \"en\", "
                                            "\"target\": \"es\", \"api_key\": \"key-two\"}"),
                 200, "translatedText");
    Reply r = http(s.port, "POST", "/v1/translate", "Authorization: Bearer key-one\r\n"
                   "Origin: https://ok.example\r\n", "{\"text\": \"God\"}", 15);
    assert_int_equal(r.status, 200);
    assert_non_null(strstr(r.head, "Access-Control-Allow-Origin: https://ok.example"));
    reply_free(&r);
    r = http(s.port, "POST", "/v1/translate", "X-API-Key: key-one\r\nOrigin: https://evil.example"
             "\r\n", "{\"text\": \"God\"}", 15);
    assert_int_equal(r.status, 200);
    assert_null(strstr(r.head, "Access-Control-Allow-Origin"));
    reply_free(&r);
    r = http(s.port, "OPTIONS", "/v1/translate", "Origin: https://ok.example\r\n", "", 0);
    assert_int_equal(r.status, 204);
    assert_non_null(strstr(r.head, "Access-Control-Allow-Headers"));
    reply_free(&r);
    // the page, health and models need no key
    expect_reply(http(s.port, "GET", "/v1/models", "", "", 0), 200, "\"name\":\"rnn-en-es\"");
    assert_int_equal(server_stop(&s), 0);
}

// The number of elements of each list "key":[...] in json, in order, into out[0..max).
static int json_list_lengths(const char *json, const char *key, int *out, int max) {
    char pat[64];
    snprintf(pat, sizeof pat, "\"%s\":[", key);
    int n = 0;
    for (const char *p = strstr(json, pat); p && n < max; p = strstr(p + 1, pat)) {
        const char *q = p + strlen(pat);
        out[n] = *q != ']';
        for (; *q && *q != ']'; q++) out[n] += *q == ',';
        n++;
    }
    return n;
}

// The beam's length penalty: the server's --length-penalty is every request's default and a
// request's "length_penalty" overrides it; each gives bin/decode --length-penalty's translation
// and score of each sentence alone, and the score is the GNMT normalisation of the returned
// log-probability, logprob / ((5 + n) / 6)^A over the n returned tokens (EOS included).
static void test_length_penalty(void **state) {
    (void)state;
    const double alpha[2] = {0, 2};
    Expected want[2];
    decode_alone("rnn-en-es", 4, "--length-penalty 0", &want[0]);
    decode_alone("rnn-en-es", 4, "--length-penalty 2", &want[1]);
    Server s = server_start("-q -t 1 -m rnn-en-es --beam-size 4 --length-penalty 0 --max-wait 0");
    const int all[6] = {0, 1, 2, 3, 4, 5};
    int differ = 0;
    for (int k = 0; k < 2; k++) {
        char body[4096];
        snprintf(body, sizeof body, "{%s\"return\": [\"scores\"], \"text\": [",
                 k ? "\"length_penalty\": 2, " : "");
        size_t n = json_sentences(body, strlen(body), all, 6);
        snprintf(body + n, sizeof body - n, "]}");
        Reply r = post(s.port, "/v1/translate", body);
        assert_int_equal(r.status, 200);
        char *texts[16];
        double scores[16], logprobs[16];
        int n_tokens[16];
        assert_int_equal(json_strings(r.body, "translation", texts, 16), 6);
        assert_int_equal(json_numbers(r.body, "score", scores, 16), 6);
        assert_int_equal(json_numbers(r.body, "logprob", logprobs, 16), 6);
        assert_int_equal(json_list_lengths(r.body, "token_logprobs", n_tokens, 16), 6);
        for (int i = 0; i < 6; i++) {
            char got[32];
            assert_string_equal(texts[i], want[k].text[i]);
            snprintf(got, sizeof got, "%.6f", scores[i]);
            assert_string_equal(got, want[k].score[i]);
            double lp = pow((5.0 + n_tokens[i]) / 6.0, alpha[k]);
            assert_true(fabs(scores[i] * lp - logprobs[i]) <= 1e-4 * fabs(logprobs[i]));
            differ += k && strcmp(want[0].score[i], want[1].score[i]) != 0;
            free(texts[i]);
        }
        reply_free(&r);
    }
    assert_true(differ == 6);  // the two penalties score every sentence differently
    assert_int_equal(server_stop(&s), 0);
    // out of range on the command line: a usage error before any model is loaded
    assert_int_equal(test_run("bin/serve -m rnn-en-es --length-penalty 101 2>/dev/null"), 2);
}

// A server with --weights float16,bfloat16 loads both copies: a request for "bfloat16" gets, in
// one batch, bin/decode --weights bfloat16's translation and score of each sentence alone, and
// /v1/models lists both copies; a copy not loaded is refused naming the loaded ones.
static void test_bfloat16_copy(void **state) {
    (void)state;
    Expected want;
    decode_alone("rnn-en-es", 1, "--weights bfloat16", &want);
    Server s = server_start("-q -t 1 -m rnn-en-es --weights float16,bfloat16 --max-wait 0");
    char body[4096] = "{\"weights\": \"bfloat16\", \"text\": [";
    const int all[6] = {0, 1, 2, 3, 4, 5};
    size_t n = json_sentences(body, strlen(body), all, 6);
    snprintf(body + n, sizeof body - n, "]}");
    Reply r = post(s.port, "/v1/translate", body);
    assert_int_equal(r.status, 200);
    char *texts[16];
    double scores[16];
    assert_int_equal(json_strings(r.body, "translation", texts, 16), 6);
    assert_int_equal(json_numbers(r.body, "score", scores, 16), 6);
    for (int i = 0; i < 6; i++) {
        char got[32];
        assert_string_equal(texts[i], want.text[i]);
        snprintf(got, sizeof got, "%.6f", scores[i]);
        assert_string_equal(got, want.score[i]);
        free(texts[i]);
    }
    reply_free(&r);
    r = http(s.port, "GET", "/v1/models", "", "", 0);
    assert_int_equal(r.status, 200);
    assert_non_null(strstr(r.body, "\"weights\":\"float16\""));
    assert_non_null(strstr(r.body, "\"weights\":\"bfloat16\""));
    reply_free(&r);
    expect_reply(post(s.port, "/v1/translate", "{\"text\": \"a\", \"weights\": \"int8\"}"), 400,
                 "float16, bfloat16");
    assert_int_equal(server_stop(&s), 0);
}

int main(void) {
    blas_set_threads(1);
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_parser_errors),
        cmocka_unit_test(test_queue_batches_requests_bit_identically),
        cmocka_unit_test(test_api_keys_and_cors),
        cmocka_unit_test(test_bfloat16_copy),
        cmocka_unit_test(test_length_penalty),
    };
    const struct CMUnitTest server[] = {
        cmocka_unit_test(test_concurrent_requests_equal_decode_alone),
        cmocka_unit_test(test_bad_requests_get_reasons),
        cmocka_unit_test(test_page_in_chromium),
        cmocka_unit_test(test_slow_client_is_cut_off),
        cmocka_unit_test(test_sigterm_finishes_accepted_requests),
    };
    int rc = cmocka_run_group_tests_name("serve", tests, NULL, NULL);
    return rc | cmocka_run_group_tests_name("serve_running", server, setup_server,
                                            teardown_server);
}
