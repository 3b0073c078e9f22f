// bin/serve's endpoints (see api.h).
#include "serve/api.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "models/config.h"
#include "serve/page.h"

static double now_s(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec + 1e-9 * t.tv_nsec;
}

int serve_key_matches(char *const *keys, int n, const char *key) {
    size_t kl = key ? strlen(key) : 0;
    unsigned ok = 0;
    for (int i = 0; i < n; i++) {  // every key is compared whole: no early exit
        size_t l = strlen(keys[i]);
        unsigned d = (unsigned)(l != kl) | (unsigned)(kl == 0);
        for (size_t j = 0; j < l; j++)
            d |= (unsigned char)keys[i][j] ^ (unsigned char)(kl ? key[j % kl] : 0);
        ok |= d == 0;
    }
    return (int)ok;
}

// ---------------------------------------------------------------- answers

static void answer(HttpResponse *res, int status, const char *type, char *body) {
    res->status = body ? status : 500;
    res->content_type = type;
    res->body = body;
    res->body_len = body ? strlen(body) : 0;
}

static void answer_json(HttpResponse *res, int status, char *body) {
    answer(res, status, "application/json", body);
}

static void answer_error(HttpResponse *res, int status, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
static void answer_error(HttpResponse *res, int status, const char *fmt, ...) {
    char msg[2048];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    msg[td_text_prefix(msg, sizeof msg - 1)] = '\0';  // a cut never splits a character
    answer_json(res, status, serve_json_error(msg));
}


// "a, b, c": the served model names (each once), for messages.
static void model_names(const Serve *s, char *buf, size_t cap) {
    size_t n = 0;
    buf[0] = '\0';
    for (int i = 0; i < s->n_models && n < cap; i++) {
        int dup = 0;
        for (int j = 0; j < i; j++) dup |= !strcmp(s->models[j].name, s->models[i].name);
        if (!dup) n += (size_t)snprintf(buf + n, cap - n, "%s%s", n ? ", " : "", s->models[i].name);
    }
}

// The served model named `name` reading weights `weights` (NULL: the first loaded copy).
// Returns its index, or -1 with the answer (404: no such model; 400: no such copy) set.
static int find_model(const Serve *s, const char *name, const char *weights, HttpResponse *res) {
    char names[1024];
    int found = 0;
    if (weights && !strcmp(weights, "auto")) weights = NULL;
    for (int i = 0; i < s->n_models; i++) {
        if (strcmp(s->models[i].name, name)) continue;
        found = 1;
        if (!weights || !strcmp(weights, DECODE_WEIGHTS_NAMES[s->models[i].weights])) return i;
    }
    if (!found) {
        model_names(s, names, sizeof names);
        answer_error(res, 404, "no model named \"%s\" is served (served: %s)", serve_shown(name).text,
                     names);
        return -1;
    }
    size_t n = 0;
    names[0] = '\0';
    for (int i = 0; i < s->n_models && n < sizeof names; i++)
        if (!strcmp(s->models[i].name, name))
            n += (size_t)snprintf(names + n, sizeof names - n, "%s%s", n ? ", " : "",
                                  DECODE_WEIGHTS_NAMES[s->models[i].weights]);
    answer_error(res, 400, "\"weights\": model \"%s\" is served with %s weights, not \"%s\" "
                 "(start the server with --weights to load more copies)", serve_shown(name).text, names,
                 serve_shown(weights).text);
    return -1;
}

// Checks the API key of a request (header or body field). Returns 1, or 0 with a 403 answer.
static int authorised(const Serve *s, const HttpRequest *req, const char *body_key,
                      HttpResponse *res) {
    if (s->n_keys == 0) return 1;
    const char *key = body_key, *auth = http_header(req, "Authorization");
    if (!key) key = http_header(req, "X-API-Key");
    if (!key && auth && !strncmp(auth, "Bearer ", 7)) key = auth + 7;
    if (key && serve_key_matches(s->api_keys, s->n_keys, key)) return 1;
    answer_error(res, 403, key ? "invalid API key" : "an API key is required (\"api_key\" in the "
                 "request, or the header Authorization: Bearer KEY, or X-API-Key: KEY)");
    return 0;
}

// ---------------------------------------------------------------- translation

static void free_jobs(ServeJob *jobs, int n, int K) {
    for (int i = 0; i < n; i++) {
        if (jobs[i].out) translate_hyps_free(jobs[i].out, jobs[i].n * K);
        free(jobs[i].out);
        jobs[i].out = NULL;
        serve_job_free_maps(&jobs[i]);
    }
}

// Submits one job per model (models[0..n)) for the lines (want_maps: ServeJob.want_maps) and
// waits for all. Returns 0, or -1 with the answer set (503 with Retry-After for a full queue, 500
// for a failed translation); the jobs' hypotheses are then freed.
static int translate_jobs(Serve *s, const int *models, int n, const char *const *lines,
                          int n_lines, const TranslateOptions *opt, int want_maps,
                          ServeJob *jobs, HttpResponse *res) {
    ServeWait *w = serve_wait_create(n);
    if (!w) {
        answer_error(res, 500, "out of memory");
        return -1;
    }
    int refused = -1;
    char why[512] = "";
    for (int i = 0; i < n; i++) {
        memset(&jobs[i], 0, sizeof jobs[i]);
        jobs[i].lines = lines;
        jobs[i].n = n_lines;
        jobs[i].opt = *opt;
        jobs[i].want_maps = want_maps;
        jobs[i].wait = w;
        if (refused < 0 && serve_queue_submit(s->models[models[i]].queue, &jobs[i]) < 0) {
            refused = i;
            snprintf(why, sizeof why, "%s", td_last_error());
        }
        if (refused >= 0) {  // not queued: counted as done
            jobs[i].rc = TD_ERR_ARG;
            serve_wait_done(w);
        }
    }
    serve_wait_all(w);
    serve_wait_free(w);
    int failed = -1;
    for (int i = 0; i < n; i++)
        if (jobs[i].rc < 0 && failed < 0 && refused < 0) failed = i;
    if (refused < 0 && failed < 0) return 0;
    free_jobs(jobs, n, opt->search.n_best);
    if (refused >= 0) {
        char ra[16];
        snprintf(ra, sizeof ra, "%d", s->retry_after_s);
        http_add_header(res, "Retry-After", ra);
        answer_error(res, 503, "model \"%s\": %s; try again in %d s",
                     s->models[models[refused]].name, why, s->retry_after_s);
    } else {
        answer_error(res, 500, "model \"%s\": %s", s->models[models[failed]].name,
                     jobs[failed].error);
    }
    return -1;
}

// The search settings of a /v1 request over the server's defaults. Returns 0, or -1 with a 400.
static int v1_options(const Serve *s, const ServeV1Request *r, TranslateOptions *o,
                      HttpResponse *res) {
    *o = s->tr;
    SearchOptions *so = &o->search;
    if (r->beam_size) so->beam_size = r->beam_size;
    if (r->n_best) so->n_best = r->n_best;
    if (r->length_penalty >= 0) so->length_penalty = (float)r->length_penalty;
    if (r->n_best && !r->beam_size && so->beam_size < r->n_best) so->beam_size = r->n_best;
    if (so->n_best > so->beam_size) {
        answer_error(res, 400, "\"n_best\" %d is larger than \"beam_size\" %d", so->n_best,
                     so->beam_size);
        return -1;
    }
    if (so->n_best > 1 && so->beam_size == 1) so->beam_size = so->n_best;
    o->detail = r->ret & RETURN_ATTENTION ? DETAIL_ATTENTION : DETAIL_TOKENS;
    o->alignment = r->ret & RETURN_ALIGNMENTS ? ALIGN_HARD : ALIGN_NONE;
    return 0;
}

static int handle_v1(Serve *s, const HttpRequest *req, HttpResponse *res, double t0) {
    ServeV1Request r;
    if (serve_json_parse_v1(req->body, req->body_len, &s->limits, &r) < 0) {
        answer_error(res, 400, "%s", td_last_error());
        return res->status;
    }
    int models[64], n = 0;
    TranslateOptions opt;
    ServeJob jobs[64];
    if (!authorised(s, req, r.api_key, res) || v1_options(s, &r, &opt, res) < 0) goto done;
    if (r.model.n == 0) {  // the default: the first model (with the weights asked for)
        if ((models[n] = find_model(s, s->models[0].name, r.weights, res)) < 0) goto done;
        n++;
    }
    for (int i = 0; i < r.model.n && i < 64; i++) {
        if ((models[n] = find_model(s, r.model.s[i], r.weights, res)) < 0) goto done;
        n++;
    }
    if (translate_jobs(s, models, n, (const char *const *)r.text.s, r.text.n, &opt,
                       (r.ret & RETURN_ATTENTION_HEADS) != 0, jobs, res) < 0)
        goto done;
    ServeResult out[64];
    for (int i = 0; i < n; i++)
        out[i] = (ServeResult){s->models[models[i]].name, s->models[models[i]].spm, jobs[i].out,
                               opt.search.n_best, jobs[i].done_ms, jobs[i].maps, jobs[i].layers,
                               jobs[i].heads};
    answer_json(res, 200, serve_json_v1_response(out, n, r.text.n, r.ret, (now_s() - t0) * 1e3));
    free_jobs(jobs, n, opt.search.n_best);
done:
    serve_v1_request_free(&r);
    return res->status;
}

// The model LibreTranslate's source and target ask for (source "auto": the one source language
// served for that target). Returns its index, or -1 with a 400 listing the pairs served.
static int find_pair(const Serve *s, const char *src, const char *tgt, HttpResponse *res) {
    int hit = -1, sources = 0;
    for (int i = 0; i < s->n_models && hit < 0; i++)
        if (!strcmp(s->models[i].tgt, tgt) && !strcmp(s->models[i].src, src)) hit = i;
    for (int i = 0; i < s->n_models && !strcmp(src, "auto"); i++)
        if (!strcmp(s->models[i].tgt, tgt) &&
            (hit < 0 || strcmp(s->models[hit].src, s->models[i].src)))
            hit = hit < 0 ? i : hit, sources++;
    if (hit >= 0 && sources <= 1) return hit;
    char pairs[1024];
    size_t n = 0;
    pairs[0] = '\0';
    for (int i = 0; i < s->n_models && n < sizeof pairs; i++)
        n += (size_t)snprintf(pairs + n, sizeof pairs - n, "%s%s-%s (%s)", n ? ", " : "",
                              s->models[i].src, s->models[i].tgt, s->models[i].name);
    answer_error(res, 400, "%s-%s is not served%s (served: %s)", serve_shown(src).text, serve_shown(tgt).text,
                 sources > 1 ? ": \"auto\" cannot choose among several source languages" : "",
                 pairs);
    return -1;
}

static int handle_lt(Serve *s, const HttpRequest *req, HttpResponse *res, double t0) {
    (void)t0;
    const char *ct = http_header(req, "Content-Type");
    int form = ct && !strncmp(ct, "application/x-www-form-urlencoded", 33) &&
               !(req->body_len > 0 && req->body[0] == '{');  // curl -d sends JSON so
    ServeLtRequest r;
    if (serve_json_parse_lt(req->body, req->body_len, form, &s->limits, &r) < 0) {
        answer_error(res, 400, "%s", td_last_error());
        return res->status;
    }
    ServeJob job;
    int model;
    if (!authorised(s, req, r.api_key, res) || (model = find_pair(s, r.source, r.target, res)) < 0)
        goto done;
    TranslateOptions opt = s->tr;
    opt.detail = DETAIL_TOKENS;
    if (translate_jobs(s, &model, 1, (const char *const *)r.q.s, r.q.n, &opt, 0, &job, res) < 0)
        goto done;
    char **text = malloc(sizeof *text * (size_t)r.q.n);
    for (int i = 0; text && i < r.q.n; i++) text[i] = job.out[(size_t)i * opt.search.n_best].text;
    answer_json(res, 200, text ? serve_json_lt_response(text, r.q.n, r.q.is_list) : NULL);
    free(text);
    free_jobs(&job, 1, opt.search.n_best);
done:
    serve_lt_request_free(&r);
    return res->status;
}

// ---------------------------------------------------------------- the rest

static void model_infos(const Serve *s, ServeModelInfo *info) {
    for (int i = 0; i < s->n_models; i++) {
        const ServeModel *m = &s->models[i];
        long params = 0;
        for (int k = 0; k < (m->members ? m->members : 1); k++)
            params += (m->members ? ensemble_member(m->m, k) : m->m)->params.count;
        info[i] = (ServeModelInfo){m->name, arch_name(m->m->cfg.arch), m->src, m->tgt,
                                   DECODE_WEIGHTS_NAMES[m->weights], params, m->members};
        if (m->members) info[i].arch = "ensemble";
    }
}

static long queued_total(const Serve *s) {
    long q = 0;
    for (int i = 0; i < s->n_models; i++) q += serve_queue_depth(s->models[i].queue);
    return q;
}

static char *metrics_text(Serve *s) {
    ServeModelFigures *f = calloc((size_t)s->n_models, sizeof *f);
    if (!f) return NULL;
    for (int i = 0; i < s->n_models; i++) {
        ServeModel *m = &s->models[i];
        f[i].name = m->name;
        serve_queue_totals(m->queue, &f[i].batches, &f[i].sentences, &f[i].tokens);
        f[i].queued = serve_queue_depth(m->queue);
    }
    char *t = serve_metrics_text(&s->metrics, f, s->n_models);
    free(f);
    return t;
}

// Access-Control-Allow-Origin for an origin on the --cors list.
static void cors(const Serve *s, const HttpRequest *req, HttpResponse *res) {
    const char *origin = http_header(req, "Origin");
    if (!origin) return;
    for (int i = 0; i < s->n_cors; i++)
        if (!strcmp(s->cors[i], "*") || !strcmp(s->cors[i], origin)) {
            http_add_header(res, "Access-Control-Allow-Origin", origin);
            http_add_header(res, "Vary", "Origin");
            return;
        }
}

typedef struct Route {
    const char *path, *method;
    ServeEndpoint ep;
} Route;

static const Route ROUTES[] = {
    {"/", "GET", SERVE_EP_PAGE},
    {"/health", "GET", SERVE_EP_HEALTH},
    {"/metrics", "GET", SERVE_EP_METRICS},
    {"/v1/models", "GET", SERVE_EP_MODELS},
    {"/languages", "GET", SERVE_EP_LANGUAGES},
    {"/v1/translate", "POST", SERVE_EP_V1_TRANSLATE},
    {"/translate", "POST", SERVE_EP_LT_TRANSLATE},
};

static void route(Serve *s, const HttpRequest *req, HttpResponse *res, ServeEndpoint ep,
                  double t0) {
    ServeModelInfo info[64];
    int n = s->n_models < 64 ? s->n_models : 64;
    switch (ep) {
    case SERVE_EP_PAGE:
        answer(res, 200, "text/html; charset=utf-8", strdup(serve_page_html()));
        http_add_header(res, "Content-Security-Policy",
                        "default-src 'none'; script-src 'unsafe-inline'; style-src "
                        "'unsafe-inline'; connect-src 'self'");
        break;
    case SERVE_EP_HEALTH: answer_json(res, 200, serve_json_health(s->n_models, queued_total(s)));
        break;
    case SERVE_EP_METRICS:
        answer(res, 200, "text/plain; version=0.0.4; charset=utf-8", metrics_text(s));
        break;
    case SERVE_EP_MODELS:
        model_infos(s, info);
        answer_json(res, 200, serve_json_models(info, n));
        break;
    case SERVE_EP_LANGUAGES:
        model_infos(s, info);
        answer_json(res, 200, serve_json_languages(info, n));
        break;
    case SERVE_EP_V1_TRANSLATE: handle_v1(s, req, res, t0); break;
    case SERVE_EP_LT_TRANSLATE: handle_lt(s, req, res, t0); break;
    default: break;
    }
}

void serve_handle(void *ctx, const HttpRequest *req, HttpResponse *res) {
    Serve *s = ctx;
    double t0 = now_s();
    ServeEndpoint ep = SERVE_EP_OTHER;
    int path_known = 0;
    const char *allow = NULL;
    for (size_t i = 0; i < sizeof ROUTES / sizeof ROUTES[0]; i++) {
        if (strcmp(req->path, ROUTES[i].path)) continue;
        path_known = 1;
        allow = ROUTES[i].method;
        if (!strcmp(req->method, ROUTES[i].method)) ep = ROUTES[i].ep;
    }
    cors(s, req, res);
    if (ep != SERVE_EP_OTHER && req->body_too_large) {
        answer_error(res, 413, "the request body is larger than the server's limit of %zu bytes",
                     s->limits.max_body);
    } else if (ep != SERVE_EP_OTHER) {
        route(s, req, res, ep, t0);
    } else if (path_known && !strcmp(req->method, "OPTIONS")) {  // a CORS preflight
        answer(res, 204, NULL, NULL);
        res->status = 204;
        http_add_header(res, "Access-Control-Allow-Methods", "GET, POST, OPTIONS");
        http_add_header(res, "Access-Control-Allow-Headers",
                        "Content-Type, Authorization, X-API-Key");
        http_add_header(res, "Access-Control-Max-Age", "600");
    } else if (path_known) {
        http_add_header(res, "Allow", allow);
        answer_error(res, 405, "%s takes %s, not %s", serve_shown(req->path).text, allow,
                     serve_shown(req->method).text);
    } else {
        answer_error(res, 404, "no endpoint %s (GET /, /health, /metrics, /v1/models, "
                     "/languages; POST /v1/translate, /translate)", serve_shown(req->path).text);
    }
    int translation = ep == SERVE_EP_V1_TRANSLATE || ep == SERVE_EP_LT_TRANSLATE;
    serve_metrics_request(&s->metrics, ep, res->status, translation ? now_s() - t0 : -1.0);
}
