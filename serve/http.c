// The HTTP server over libmicrohttpd (see http.h).
#include "serve/http.h"

#include <arpa/inet.h>
#include <microhttpd.h>
#include <netdb.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <time.h>
#include <unistd.h>

struct HttpServer {
    struct MHD_Daemon *d;
    HttpHandler handler;
    void *ctx;
    size_t max_body;
    int port;
    pthread_mutex_t mu;
    long in_flight;  // requests received (their first call) and not yet completed
};

// One request's state across libmicrohttpd's calls.
typedef struct Conn {
    char *body;
    size_t len, cap;
    int too_large;
} Conn;

const char *http_header(const HttpRequest *req, const char *name) {
    return MHD_lookup_connection_value(req->conn, MHD_HEADER_KIND, name);
}

void http_add_header(HttpResponse *res, const char *name, const char *value) {
    if (res->n_headers >= HTTP_MAX_HEADERS) return;
    int i = res->n_headers++;
    snprintf(res->header_buf[i], sizeof res->header_buf[i], "%s", value);
    res->header[i][0] = name;
    res->header[i][1] = res->header_buf[i];
}

static void in_flight_add(HttpServer *s, long d) {
    pthread_mutex_lock(&s->mu);
    s->in_flight += d;
    pthread_mutex_unlock(&s->mu);
}

// Appends an upload chunk, keeping at most max_body bytes (the rest is read and dropped, so the
// client gets its 413 answer instead of a reset connection).
static void conn_append(Conn *c, const char *data, size_t n, size_t max_body) {
    if (c->too_large || c->len + n > max_body) {
        c->too_large = 1;
        return;
    }
    if (c->len + n + 1 > c->cap) {
        size_t cap = c->cap ? c->cap : 4096;
        while (cap < c->len + n + 1) cap *= 2;
        char *p = realloc(c->body, cap);
        if (!p) {
            c->too_large = 1;
            return;
        }
        c->body = p;
        c->cap = cap;
    }
    memcpy(c->body + c->len, data, n);
    c->len += n;
    c->body[c->len] = '\0';
}

static enum MHD_Result respond(struct MHD_Connection *conn, HttpResponse *r) {
    struct MHD_Response *resp = MHD_create_response_from_buffer(
        r->body_len, r->body ? r->body : (void *)"", r->body ? MHD_RESPMEM_MUST_FREE
                                                             : MHD_RESPMEM_PERSISTENT);
    if (!resp) {
        free(r->body);
        return MHD_NO;
    }
    if (r->content_type) MHD_add_response_header(resp, "Content-Type", r->content_type);
    MHD_add_response_header(resp, "X-Content-Type-Options", "nosniff");
    for (int i = 0; i < r->n_headers; i++)
        MHD_add_response_header(resp, r->header[i][0], r->header[i][1]);
    enum MHD_Result ok = MHD_queue_response(conn, (unsigned)r->status, resp);
    MHD_destroy_response(resp);
    return ok;
}

static enum MHD_Result on_request(void *cls, struct MHD_Connection *conn, const char *url,
                                  const char *method, const char *version,
                                  const char *upload_data, size_t *upload_data_size,
                                  void **con_cls) {
    HttpServer *s = cls;
    (void)version;
    Conn *c = *con_cls;
    if (!c) {  // the headers have arrived: set up, and read the body in the next calls
        if (!(c = calloc(1, sizeof *c))) return MHD_NO;
        *con_cls = c;
        in_flight_add(s, 1);
        return MHD_YES;
    }
    if (*upload_data_size > 0) {
        conn_append(c, upload_data, *upload_data_size, s->max_body);
        *upload_data_size = 0;
        return MHD_YES;
    }
    HttpRequest req = {method, url, c->body ? c->body : "", c->len, c->too_large, conn};
    HttpResponse res;
    memset(&res, 0, sizeof res);
    res.status = 500;
    s->handler(s->ctx, &req, &res);
    return respond(conn, &res);
}

static void on_completed(void *cls, struct MHD_Connection *conn, void **con_cls,
                         enum MHD_RequestTerminationCode toe) {
    (void)conn;
    (void)toe;
    Conn *c = *con_cls;
    if (!c) return;
    free(c->body);
    free(c);
    *con_cls = NULL;
    in_flight_add(cls, -1);
}

// Parses "HOST:PORT" ("[V6]:PORT" for IPv6) into a socket address.
static int parse_listen(const char *listen, struct sockaddr_storage *ss, int *v6) {
    char host[256];
    const char *colon = strrchr(listen, ':');
    if (!colon || !colon[1])
        return td_error(TD_ERR_ARG, "--listen '%s': expected HOST:PORT (e.g. 127.0.0.1:8080)",
                        listen);
    size_t hl = (size_t)(colon - listen);
    if (hl >= 2 && listen[0] == '[' && listen[hl - 1] == ']') {
        listen++;
        hl -= 2;
    }
    if (hl == 0 || hl >= sizeof host)
        return td_error(TD_ERR_ARG, "--listen '%s': expected HOST:PORT (e.g. 127.0.0.1:8080)",
                        listen);
    memcpy(host, listen, hl);
    host[hl] = '\0';
    char *end;
    long port = strtol(colon + 1, &end, 10);
    if (*end || port < 0 || port > 65535)
        return td_error(TD_ERR_ARG, "--listen: port '%s' is not a number from 0 to 65535",
                        colon + 1);
    struct addrinfo hints, *ai = NULL;
    memset(&hints, 0, sizeof hints);
    hints.ai_family = AF_UNSPEC;
    hints.ai_socktype = SOCK_STREAM;
    hints.ai_flags = AI_NUMERICSERV;
    int e = getaddrinfo(host, colon + 1, &hints, &ai);
    if (e != 0 || !ai)
        return td_error(TD_ERR_ARG, "--listen: cannot resolve '%s': %s", host, gai_strerror(e));
    memcpy(ss, ai->ai_addr, ai->ai_addrlen);
    *v6 = ai->ai_family == AF_INET6;
    freeaddrinfo(ai);
    return 0;
}

HttpServer *http_start(const HttpOptions *o, HttpHandler handler, void *ctx) {
    struct sockaddr_storage ss;
    int v6 = 0;
    memset(&ss, 0, sizeof ss);
    if (parse_listen(o->listen, &ss, &v6) < 0) return NULL;
    HttpServer *s = calloc(1, sizeof *s);
    if (!s) {
        td_error(TD_ERR_NOMEM, "out of memory");
        return NULL;
    }
    s->handler = handler;
    s->ctx = ctx;
    s->max_body = o->max_body;
    pthread_mutex_init(&s->mu, NULL);
    unsigned flags = MHD_USE_INTERNAL_POLLING_THREAD | MHD_USE_THREAD_PER_CONNECTION |
                     MHD_USE_ITC | (v6 ? MHD_USE_IPv6 : 0);
    s->d = MHD_start_daemon(flags, 0, NULL, NULL, on_request, s, MHD_OPTION_SOCK_ADDR,
                            (struct sockaddr *)&ss, MHD_OPTION_CONNECTION_TIMEOUT,
                            o->timeout_s, MHD_OPTION_CONNECTION_LIMIT, o->max_connections,
                            MHD_OPTION_NOTIFY_COMPLETED, on_completed, s, MHD_OPTION_END);
    if (!s->d) {
        td_error(TD_ERR_IO, "cannot listen on %s (address in use, or not an address of this "
                 "machine)", o->listen);
        pthread_mutex_destroy(&s->mu);
        free(s);
        return NULL;
    }
    const union MHD_DaemonInfo *info = MHD_get_daemon_info(s->d, MHD_DAEMON_INFO_BIND_PORT);
    s->port = info ? info->port : 0;
    return s;
}

int http_port(const HttpServer *s) { return s->port; }

void http_stop(HttpServer *s, double grace_s) {
    if (!s) return;
    MHD_socket fd = MHD_quiesce_daemon(s->d);
    if (fd != MHD_INVALID_SOCKET) close(fd);
    struct timespec t0, t;
    clock_gettime(CLOCK_MONOTONIC, &t0);
    for (;;) {
        pthread_mutex_lock(&s->mu);
        long n = s->in_flight;
        pthread_mutex_unlock(&s->mu);
        clock_gettime(CLOCK_MONOTONIC, &t);
        if (n <= 0 || (t.tv_sec - t0.tv_sec) + 1e-9 * (t.tv_nsec - t0.tv_nsec) > grace_s) break;
        struct timespec nap = {0, 20 * 1000 * 1000};
        nanosleep(&nap, NULL);
    }
    MHD_stop_daemon(s->d);
    pthread_mutex_destroy(&s->mu);
    free(s);
}
