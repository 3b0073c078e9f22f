// bin/serve's endpoints (the HTTP handler, serve/http.h):
//   GET  /               the page (serve/page.h)
//   GET  /health         {"status": "ok", ...}
//   GET  /metrics        Prometheus text (serve/metrics.h)
//   GET  /v1/models      the served models
//   GET  /languages      LibreTranslate's language list
//   POST /v1/translate   Tandem's API (serve/json.h)
//   POST /translate      LibreTranslate's API
// Errors are {"error": MESSAGE} with 400 (bad request: the message names the position, the key
// or the value and what is accepted), 403 (API key missing or wrong), 404 (no such endpoint or
// model, listing what is served), 405 (wrong method, with Allow), 413 (body too large), 503
// (queue full, with Retry-After); the server keeps serving.
#ifndef TANDEM_SERVE_API_H
#define TANDEM_SERVE_API_H

#include "decode/load.h"
#include "decode/split.h"
#include "decode/translate.h"
#include "serve/queue.h"
#include "serve/http.h"
#include "serve/json.h"
#include "serve/metrics.h"

// One served model (a single model or an ensemble "a+b") with one copy of its weights.
typedef struct ServeModel {
    char *name;             // as clients ask for it
    Model *m;
    SpmModel *spm;
    ServeQueue *queue;
    char src[16], tgt[16];  // languages from the model file ("" when it names none)
    DecodeWeights weights;  // the copy its products read (never WEIGHTS_AUTO)
    int members;            // ensemble members, 0 for one model
} ServeModel;

typedef struct Serve {
    ServeModel *models;     // [n_models]; the first is the default
    int n_models;
    ServeLimits limits;
    TranslateOptions tr;    // search defaults of every request (beam size, n-best, ...)
    char **api_keys;        // [n_keys]; none: no key needed
    int n_keys;
    char **cors;            // [n_cors] origins allowed to call from a browser ("*": any)
    int n_cors;
    int retry_after_s;      // a 503's Retry-After
    ServeMetrics metrics;
} Serve;

// The HTTP handler; ctx is the Serve.
void serve_handle(void *ctx, const HttpRequest *req, HttpResponse *res);

// 1 when `key` equals one of keys[0..n), compared in time that depends on the lengths of the
// keys only, not on where they differ.
int serve_key_matches(char *const *keys, int n, const char *key);

#endif
