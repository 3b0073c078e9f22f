// bin/serve's counters in Prometheus's text format (see metrics.h).
#include "serve/metrics.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char *const EP_NAMES[SERVE_EP_COUNT] = {
    "/", "/health", "/metrics", "/v1/models", "/languages", "/v1/translate", "/translate",
    "other"};
static const int CODES[SERVE_STATUS_CODES] = {0, 200, 204, 400, 401, 403, 404, 405, 413, 503};
static const double BOUNDS[SERVE_LATENCY_BUCKETS] = {0.005, 0.01, 0.025, 0.05, 0.1, 0.25,
                                                     0.5,   1,    2.5,   5,    10,  30};

void serve_metrics_init(ServeMetrics *m) {
    memset(m, 0, sizeof *m);
    pthread_mutex_init(&m->mu, NULL);
}

void serve_metrics_free(ServeMetrics *m) { pthread_mutex_destroy(&m->mu); }

void serve_metrics_request(ServeMetrics *m, ServeEndpoint ep, int status, double seconds) {
    int c = 0;
    for (int i = 1; i < SERVE_STATUS_CODES; i++)
        if (CODES[i] == status) c = i;
    pthread_mutex_lock(&m->mu);
    m->requests[ep][c]++;
    if (seconds >= 0) {
        int b = 0;
        while (b < SERVE_LATENCY_BUCKETS && seconds > BOUNDS[b]) b++;
        m->latency_bucket[b]++;
        m->latency_sum += seconds;
        m->latency_count++;
    }
    pthread_mutex_unlock(&m->mu);
}

typedef struct Text {
    char *s;
    size_t n, cap;
    int oom;
} Text;

static void add(Text *t, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void add(Text *t, const char *fmt, ...) {
    for (int tries = 0; tries < 2 && !t->oom; tries++) {
        va_list ap;
        va_start(ap, fmt);
        int k = vsnprintf(t->s ? t->s + t->n : NULL, t->s ? t->cap - t->n : 0, fmt, ap);
        va_end(ap);
        if (k < 0) return;
        if (t->s && t->n + (size_t)k < t->cap) {
            t->n += (size_t)k;
            return;
        }
        size_t cap = t->cap ? t->cap : 4096;
        while (cap < t->n + (size_t)k + 1) cap *= 2;
        char *p = realloc(t->s, cap);
        if (!p) t->oom = 1;
        else t->s = p, t->cap = cap;
    }
}

// A label value with \ " and newline escaped, as the format asks.
static void add_label(Text *t, const char *v) {
    for (; *v; v++) {
        if (*v == '\\' || *v == '"') add(t, "\\%c", *v);
        else if (*v == '\n') add(t, "\\n");
        else add(t, "%c", *v);
    }
}

static void per_model(Text *t, const ServeModelFigures *f, int n, const char *name,
                      const char *type, const char *help, int which) {
    add(t, "# HELP %s %s\n# TYPE %s %s\n", name, help, name, type);
    for (int i = 0; i < n; i++) {
        long v = which == 0 ? f[i].batches : which == 1 ? f[i].sentences
                 : which == 2 ? f[i].tokens : f[i].queued;
        add(t, "%s{model=\"", name);
        add_label(t, f[i].name);
        add(t, "\"} %ld\n", v);
    }
}

char *serve_metrics_text(ServeMetrics *m, const ServeModelFigures *f, int n_models) {
    Text t = {NULL, 0, 0, 0};
    pthread_mutex_lock(&m->mu);
    add(&t, "# HELP tandem_requests_total HTTP requests answered, by endpoint and status code "
            "(code 0: any other)\n# TYPE tandem_requests_total counter\n");
    for (int e = 0; e < SERVE_EP_COUNT; e++)
        for (int c = 0; c < SERVE_STATUS_CODES; c++)
            if (m->requests[e][c])
                add(&t, "tandem_requests_total{endpoint=\"%s\",code=\"%d\"} %ld\n", EP_NAMES[e],
                    CODES[c], m->requests[e][c]);
    add(&t, "# HELP tandem_request_duration_seconds time from a translation request's arrival "
            "to its answer\n# TYPE tandem_request_duration_seconds histogram\n");
    long cum = 0;
    for (int b = 0; b <= SERVE_LATENCY_BUCKETS; b++) {
        cum += m->latency_bucket[b];
        if (b < SERVE_LATENCY_BUCKETS)
            add(&t, "tandem_request_duration_seconds_bucket{le=\"%g\"} %ld\n", BOUNDS[b], cum);
        else
            add(&t, "tandem_request_duration_seconds_bucket{le=\"+Inf\"} %ld\n", cum);
    }
    add(&t, "tandem_request_duration_seconds_sum %.6f\ntandem_request_duration_seconds_count "
            "%ld\n", m->latency_sum, m->latency_count);
    pthread_mutex_unlock(&m->mu);
    per_model(&t, f, n_models, "tandem_batches_total", "counter",
              "batches translated (each may hold the sentences of several requests)", 0);
    per_model(&t, f, n_models, "tandem_sentences_total", "counter", "sentences translated", 1);
    per_model(&t, f, n_models, "tandem_tokens_total", "counter",
              "output tokens produced (pieces and end-of-sentence)", 2);
    per_model(&t, f, n_models, "tandem_queue_sentences", "gauge",
              "sentences waiting for a batch", 3);
    if (t.oom) {
        free(t.s);
        return NULL;
    }
    return t.s;
}
