// Fuzz target: bin/serve's request parser (serve/json.h): the body of POST /v1/translate or of
// LibreTranslate's POST /translate, JSON or form-encoded, through the UTF-8 check, jansson and
// the checks of every key, type and limit; then the answer the server would send: a request that
// parses gets its LibreTranslate response written from its texts, one that fails its error
// object from the message, and neither may fail (every message must be valid UTF-8, or the
// server would answer 500).
//
// Input: a mode byte (bit 0: LibreTranslate's request, bit 1: form-encoded), then the body.
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "serve/json.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    if (size < 1) return 0;
    const int mode = data[0];
    const char *body = (const char *)data + 1;
    const size_t len = size - 1;
    const ServeLimits lim = {1 << 16, 16, 1024, 4, 16};
    char *answer = NULL;
    if (mode & 1) {
        ServeLtRequest r;
        if (serve_json_parse_lt(body, len, (mode >> 1) & 1, &lim, &r) == 0) {
            if (r.q.n < 1 || r.q.n > lim.max_texts || !r.source || !r.target) abort();
            answer = serve_json_lt_response(r.q.s, r.q.n, r.q.is_list);
            serve_lt_request_free(&r);
        } else {
            answer = serve_json_error(td_last_error());
        }
    } else {
        ServeV1Request r;
        if (serve_json_parse_v1(body, len, &lim, &r) == 0) {
            if (r.text.n < 1 || r.text.n > lim.max_texts || r.model.n > lim.max_models) abort();
            for (int i = 0; i < r.text.n; i++)
                if (strlen(r.text.s[i]) > lim.max_text) abort();
            answer = serve_json_lt_response(r.text.s, r.text.n, r.text.is_list);
            serve_v1_request_free(&r);
        } else {
            answer = serve_json_error(td_last_error());
        }
    }
    if (!answer) abort();
    free(answer);
    return 0;
}
