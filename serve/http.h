// bin/serve's HTTP server (the only file of ours that includes Debian's libmicrohttpd): one
// thread per connection calls the handler with the whole request (method, path, headers, body
// up to a limit) and sends back what it answers. libmicrohttpd was chosen as the small,
// long-maintained GNU library that Debian ships for exactly this (HTTP/1.1, keep-alive,
// connection limits and timeouts), with nothing else to pull in.
#ifndef TANDEM_SERVE_HTTP_H
#define TANDEM_SERVE_HTTP_H

#include <stddef.h>

#include "tensor/status.h"

typedef struct HttpRequest {
    const char *method;   // "GET", "POST", "OPTIONS", ...
    const char *path;     // without the query string
    const char *body;     // [body_len] bytes, NUL-terminated (a NUL inside stays)
    size_t body_len;
    int body_too_large;   // 1: the body passed HttpOptions.max_body; body holds nothing
    void *conn;           // for http_header
} HttpRequest;

// The value of request header `name` (case-insensitive), or NULL.
const char *http_header(const HttpRequest *req, const char *name);

#define HTTP_MAX_HEADERS 6

typedef struct HttpResponse {
    int status;                // HTTP status code
    const char *content_type;  // e.g. "application/json"
    char *body;                // malloc'd; the server frees it (NULL: empty)
    size_t body_len;
    const char *header[HTTP_MAX_HEADERS][2];  // extra headers (name, value); static strings or
    int n_headers;                            // strings that outlive the handler's return
    char header_buf[HTTP_MAX_HEADERS][128];   // room for values built by the handler
} HttpResponse;

// Adds header name: value (value copied into res->header_buf). Ignored beyond HTTP_MAX_HEADERS.
void http_add_header(HttpResponse *res, const char *name, const char *value);

// Fills in res for one request; runs on the connection's thread, so it may block (bin/serve waits
// there for its translations) and must be thread-safe.
typedef void (*HttpHandler)(void *ctx, const HttpRequest *req, HttpResponse *res);

typedef struct HttpOptions {
    const char *listen;    // "HOST:PORT" ("127.0.0.1:8080", "[::1]:8080", "0.0.0.0:0": any
                           // free port, see http_port)
    size_t max_body;       // bytes of a request body read at most
    unsigned timeout_s;    // a connection idle (or sending too slowly) this long is closed
    unsigned max_connections;
} HttpOptions;

typedef struct HttpServer HttpServer;

// Starts listening and serving in background threads. Returns NULL with td_error (TD_ERR_ARG: a
// bad address; TD_ERR_IO: the address is taken or cannot be bound).
HttpServer *http_start(const HttpOptions *o, HttpHandler handler, void *ctx);

// The port the server listens on (the chosen one when the address gave port 0).
int http_port(const HttpServer *s);

// Stops accepting connections, waits up to `grace_s` seconds for the requests already received
// to be answered, then closes every connection and frees the server.
void http_stop(HttpServer *s, double grace_s);

#endif
