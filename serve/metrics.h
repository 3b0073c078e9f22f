// bin/serve's counters, written out in Prometheus's text exposition format (version 0.0.4) by
// GET /metrics: requests by endpoint and status code, the latency of the translation endpoints
// as a histogram, and, per model, batches, sentences, output tokens and the queue depth.
#ifndef TANDEM_SERVE_METRICS_H
#define TANDEM_SERVE_METRICS_H

#include <pthread.h>
#include <stddef.h>

// The endpoints counted (SERVE_EP_OTHER: anything else, e.g. a 404).
typedef enum {
    SERVE_EP_PAGE, SERVE_EP_HEALTH, SERVE_EP_METRICS, SERVE_EP_MODELS, SERVE_EP_LANGUAGES,
    SERVE_EP_V1_TRANSLATE, SERVE_EP_LT_TRANSLATE, SERVE_EP_OTHER, SERVE_EP_COUNT
} ServeEndpoint;

// The upper bounds (seconds) of the latency histogram's buckets, then +Inf.
#define SERVE_LATENCY_BUCKETS 12

// The status codes counted one by one; others are counted under 0.
#define SERVE_STATUS_CODES 10

typedef struct ServeMetrics {
    pthread_mutex_t mu;
    long requests[SERVE_EP_COUNT][SERVE_STATUS_CODES];
    long latency_bucket[SERVE_LATENCY_BUCKETS + 1];  // cumulative at output time, not here
    double latency_sum;
    long latency_count;
} ServeMetrics;

// Per-model figures for the output.
typedef struct ServeModelFigures {
    const char *name;
    long batches, sentences, tokens, queued;
} ServeModelFigures;

void serve_metrics_init(ServeMetrics *m);
void serve_metrics_free(ServeMetrics *m);

// Counts one answered request; seconds >= 0 adds it to the latency histogram (the translation
// endpoints), < 0 does not.
void serve_metrics_request(ServeMetrics *m, ServeEndpoint ep, int status, double seconds);

// The exposition text (malloc'd; NULL when out of memory).
char *serve_metrics_text(ServeMetrics *m, const ServeModelFigures *f, int n_models);

#endif
