// The JSON of bin/serve's API (the only file of ours that includes Debian's jansson): requests
// parsed into C structures with every problem reported as a message that names where it is,
// and responses written from the translations.
//
// POST /v1/translate takes
//   {"text": "..." | ["...", ...],            required; each a UTF-8 string
//    "model": NAME | [NAME, ...],             optional (default: the server's first model)
//    "beam_size": K, "n_best": N,             optional integers (defaults: the server's)
//    "length_penalty": A,                     optional number from 0 to 100: GNMT alpha of the
//                                             score (decode/search.h; default: the server's)
//    "weights": "float32"|"float16"|"int8"|"bfloat16",
//                                             optional: the loaded copy to use
//    "return": ["scores", "tokens", "alignments", "attention", "attention_heads"],
//                                             optional (default ["scores"])
//    "api_key": KEY}                          optional (also a header; serve/api.h)
// and LibreTranslate's POST /translate takes
//   {"q": "..." | ["...", ...], "source": LANG, "target": LANG, "format": "text",
//    "api_key": KEY}
// Unknown keys are refused (a misspelt option must not be ignored silently).
#ifndef TANDEM_SERVE_JSON_H
#define TANDEM_SERVE_JSON_H

#include <stddef.h>

#include "decode/translate.h"
#include "tensor/status.h"
#include "tokenizer/spm.h"

// What a client may ask to get back besides the translation (ServeV1Request.ret bits).
enum {
    RETURN_SCORES = 1,      // score, raw log-probability and each token's log-probability
    RETURN_TOKENS = 2,      // the output pieces (and EOS) as strings
    RETURN_ALIGNMENTS = 4,  // hard alignment "i-j ..." (decode/translate.h ALIGN_HARD)
    RETURN_ATTENTION = 8,   // source and target pieces and the cross-attention rows
    RETURN_ATTENTION_HEADS = 16,  // also every decoder layer's and head's map of the best
                                  // hypothesis (decode/attention_replay.h); implies attention
};

// Limits every request is checked against (serve/main.c options).
typedef struct ServeLimits {
    size_t max_body;     // bytes of a request body
    int max_texts;       // strings per request
    size_t max_text;     // bytes of one string
    int max_models;      // models per request
    int max_beam;        // beam_size and n_best at most this
} ServeLimits;

// A list of strings given as one string or as an array (is_list says which).
typedef struct ServeStrings {
    char **s;
    int n, is_list;
} ServeStrings;

typedef struct ServeV1Request {
    ServeStrings text, model;  // model.n == 0: not given
    int beam_size, n_best;     // 0: not given
    double length_penalty;     // < 0: not given
    char *weights;             // NULL: not given
    unsigned ret;              // RETURN_* bits
    char *api_key;             // NULL: not given
} ServeV1Request;

typedef struct ServeLtRequest {
    ServeStrings q;
    char *source, *target, *format, *api_key;  // NULL when not given
} ServeLtRequest;

// Checks that body[0..len) is UTF-8 without NUL bytes (data/corpus.h text_line_check) and parses
// it as a /v1/translate request within the limits. Returns 0, or a negative status with td_error
// saying what is wrong and where: TD_ERR_FORMAT "invalid UTF-8 at byte 17" (1-based byte offset
// of the body), "invalid JSON at line 1, column 9 (byte 8): ..."; TD_ERR_ARG for a wrong type, a
// missing or unknown key or a value out of range, naming the key and what is accepted. *out is
// then empty.
int serve_json_parse_v1(const char *body, size_t len, const ServeLimits *lim,
                        ServeV1Request *out) TD_MUST_USE;

// The same for LibreTranslate's /translate request. Also accepts the form encoding
// (application/x-www-form-urlencoded, `form` = 1) that LibreTranslate takes: q, source,
// target, format, api_key, each once (q given several times makes a list).
int serve_json_parse_lt(const char *body, size_t len, int form, const ServeLimits *lim,
                        ServeLtRequest *out) TD_MUST_USE;

void serve_v1_request_free(ServeV1Request *r);
void serve_lt_request_free(ServeLtRequest *r);

// One model's translations of a request's n texts: hyps[i * n_best + k] is text i's k-th best.
typedef struct ServeResult {
    const char *model;
    const SpmModel *spm;  // names the tokens
    const TranslateHyp *hyps;
    int n_best;
    double ms;            // time from the request's arrival to this model's answer
    // RETURN_ATTENTION_HEADS: maps[i] [layers * heads, T, S] of text i's best hypothesis (T, S:
    // its n_tokens and src_len); NULL otherwise
    float *const *maps;
    int layers, heads;
} ServeResult;

// The /v1/translate response: {"results": [{"model": NAME, "time_ms": T, "translations": [per
// text {"translation": TEXT, "score", "logprob", "token_logprobs" (RETURN_SCORES), "tokens"
// (RETURN_TOKENS), "alignment" (RETURN_ALIGNMENTS), "attention": {"source": [pieces], "target":
// [pieces], "weights": [[row per target token]]} (RETURN_ATTENTION; with
// RETURN_ATTENTION_HEADS also "layers": L, "heads": H, "maps": [L * H maps [T][S], map l * H + h
// for head h of layer l, weights rounded to 4 decimals] on the best hypothesis), "n_best": [the
// same for every hypothesis, best first] (when n_best > 1)}]}], "time_ms": T}. Returns a
// malloc'd string or NULL (out of memory).
char *serve_json_v1_response(const ServeResult *r, int n_models, int n_texts, unsigned ret,
                             double ms);

// LibreTranslate's answer: {"translatedText": TEXT} or, for a list, {"translatedText": [TEXT,
// ...]}; text[0..n).
char *serve_json_lt_response(char *const *text, int n, int is_list);

// A client's text (a key, a model name, a language, a path) as an error message shows it: at most
// SERVE_SHOWN_BYTES bytes of it, cut before a character (td_text_prefix) and then marked "...",
// so that the message keeps what follows it. Use the .text of the returned value.
enum { SERVE_SHOWN_BYTES = 100 };
typedef struct ServeShown {
    char text[SERVE_SHOWN_BYTES + 4];
} ServeShown;
ServeShown serve_shown(const char *s);

// {"error": MESSAGE}, LibreTranslate's error shape, which /v1 shares. Bytes of MESSAGE that are
// not valid UTF-8 are written as the four characters \xHH, so any message can be answered.
// Returns a malloc'd string, or NULL when out of memory.
char *serve_json_error(const char *message);

// A served model, for /v1/models and /languages.
typedef struct ServeModelInfo {
    const char *name, *arch, *src, *tgt, *weights;
    long params;
    int members;  // ensemble members (0: one model)
} ServeModelInfo;

// {"models": [{"name", "architecture", "source", "target", "weights", "parameters",
// "ensemble_members"}], "default": NAME}.
char *serve_json_models(const ServeModelInfo *m, int n);

// LibreTranslate's /languages: [{"code": LANG, "name": NAME, "targets": [LANG, ...]}] for every
// language that is a source or a target of a served model.
char *serve_json_languages(const ServeModelInfo *m, int n);

// {"status": "ok", "models": n, "queued": q}.
char *serve_json_health(int n_models, long queued);

#endif
