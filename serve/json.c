// bin/serve's JSON through jansson (see json.h). jansson was chosen over cJSON for its error
// reports (line, column and byte position of a syntax error), its refusal of invalid UTF-8 and
// of NUL characters in strings by default, and its duplicate-key check.
#include "serve/json.h"

#include <jansson.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "data/corpus.h"
#include "models/model.h"

// ---------------------------------------------------------------- requests

static void strings_free(ServeStrings *s) {
    for (int i = 0; i < s->n; i++) free(s->s[i]);
    free(s->s);
    memset(s, 0, sizeof *s);
}

// Appends a copy of v[0..len) to s, within the limits (max_n strings of max_len bytes).
static int strings_add(ServeStrings *s, const char *key, const char *v, size_t len, int max_n,
                       size_t max_len) {
    if (s->n >= max_n)
        return td_error(TD_ERR_ARG, "\"%s\": more than %d strings (the server's limit)", key,
                        max_n);
    if (len > max_len)
        return td_error(TD_ERR_ARG, "\"%s\"[%d]: %zu bytes, more than the server's limit of "
                        "%zu", key, s->n, len, max_len);
    char **p = realloc(s->s, sizeof *p * (size_t)(s->n + 1));
    if (!p) return td_error(TD_ERR_NOMEM, "out of memory");
    s->s = p;
    if (!(s->s[s->n] = malloc(len + 1))) return td_error(TD_ERR_NOMEM, "out of memory");
    memcpy(s->s[s->n], v, len);
    s->s[s->n++][len] = '\0';
    return 0;
}

// A string or an array of strings (at least one) into s.
static int get_strings(json_t *v, const char *key, int max_n, size_t max_len, ServeStrings *s) {
    if (json_is_string(v)) {
        s->is_list = 0;
        return strings_add(s, key, json_string_value(v), json_string_length(v), max_n, max_len);
    }
    if (!json_is_array(v))
        return td_error(TD_ERR_ARG, "\"%s\" must be a string or a list of strings", key);
    if (json_array_size(v) == 0) return td_error(TD_ERR_ARG, "\"%s\" is an empty list", key);
    s->is_list = 1;
    size_t i;
    json_t *x;
    json_array_foreach(v, i, x) {
        if (!json_is_string(x))
            return td_error(TD_ERR_ARG, "\"%s\"[%zu] must be a string", key, i);
        TD_TRY(strings_add(s, key, json_string_value(x), json_string_length(x), max_n, max_len));
    }
    return 0;
}

static int get_string(json_t *v, const char *key, char **out) {
    if (!json_is_string(v)) return td_error(TD_ERR_ARG, "\"%s\" must be a string", key);
    if (!(*out = strdup(json_string_value(v)))) return td_error(TD_ERR_NOMEM, "out of memory");
    return 0;
}

static int get_int(json_t *v, const char *key, int lo, int hi, int *out) {
    if (!json_is_integer(v) || json_integer_value(v) < lo || json_integer_value(v) > hi)
        return td_error(TD_ERR_ARG, "\"%s\" must be an integer from %d to %d", key, lo, hi);
    *out = (int)json_integer_value(v);
    return 0;
}

#define N_RETURN 5
static const char *const RETURN_NAMES[N_RETURN] = {"scores", "tokens", "alignments", "attention",
                                                   "attention_heads"};

static int get_number(json_t *v, const char *key, double lo, double hi, double *out) {
    if (!json_is_number(v) || !(json_number_value(v) >= lo && json_number_value(v) <= hi))
        return td_error(TD_ERR_ARG, "\"%s\" must be a number from %g to %g", key, lo, hi);
    *out = json_number_value(v);
    return 0;
}

static int get_return(json_t *v, unsigned *ret) {
    if (!json_is_array(v))
        return td_error(TD_ERR_ARG, "\"return\" must be a list of: scores, tokens, alignments, "
                        "attention, attention_heads");
    *ret = 0;
    size_t i;
    json_t *x;
    json_array_foreach(v, i, x) {
        int k = 0;
        while (k < N_RETURN &&
               !(json_is_string(x) && !strcmp(json_string_value(x), RETURN_NAMES[k])))
            k++;
        if (k == N_RETURN)
            return td_error(TD_ERR_ARG, "\"return\"[%zu] is not one of: scores, tokens, "
                            "alignments, attention, attention_heads", i);
        *ret |= 1u << k;
        if (*ret & RETURN_ATTENTION_HEADS) *ret |= RETURN_ATTENTION;
    }
    return 0;
}

// Checks the body's bytes, then parses it into the object *root. Returns 0 or a negative
// status with td_error.
static int load_object(const char *body, size_t len, const ServeLimits *lim, json_t **root) {
    *root = NULL;
    if (len > lim->max_body)
        return td_error(TD_ERR_ARG, "the request body has %zu bytes, more than the server's "
                        "limit of %zu", len, lim->max_body);
    size_t col = 0;
    int bad = text_line_check(body, len, &col);
    if (bad)
        return td_error(TD_ERR_FORMAT, "the request body: %s at byte %zu", text_line_problem(bad),
                        col);
    json_error_t e;
    json_t *v = json_loadb(body, len, JSON_REJECT_DUPLICATES, &e);
    if (!v)
        return td_error(TD_ERR_FORMAT, "invalid JSON at line %d, column %d (byte %d): %s",
                        e.line, e.column, e.position, e.text);
    if (!json_is_object(v)) {
        json_decref(v);
        return td_error(TD_ERR_ARG, "the request must be a JSON object");
    }
    *root = v;
    return 0;
}

static int parse_v1(json_t *root, const ServeLimits *lim, ServeV1Request *r) {
    const char *key;
    json_t *v;
    r->ret = RETURN_SCORES;
    r->length_penalty = -1;
    json_object_foreach(root, key, v) {
        if (!strcmp(key, "text"))
            TD_TRY(get_strings(v, key, lim->max_texts, lim->max_text, &r->text));
        else if (!strcmp(key, "model"))
            TD_TRY(get_strings(v, key, lim->max_models, 256, &r->model));
        else if (!strcmp(key, "beam_size"))
            TD_TRY(get_int(v, key, 1, lim->max_beam, &r->beam_size));
        else if (!strcmp(key, "n_best"))
            TD_TRY(get_int(v, key, 1, lim->max_beam, &r->n_best));
        else if (!strcmp(key, "length_penalty"))
            TD_TRY(get_number(v, key, 0, SEARCH_MAX_LENGTH_PENALTY, &r->length_penalty));
        else if (!strcmp(key, "weights"))
            TD_TRY(get_string(v, key, &r->weights));
        else if (!strcmp(key, "return"))
            TD_TRY(get_return(v, &r->ret));
        else if (!strcmp(key, "api_key"))
            TD_TRY(get_string(v, key, &r->api_key));
        else
            return td_error(TD_ERR_ARG, "unknown key \"%s\" (accepted: text, model, beam_size, "
                            "n_best, length_penalty, weights, return, api_key)",
                            serve_shown(key).text);
    }
    if (!r->text.n) return td_error(TD_ERR_ARG, "\"text\" is required");
    return 0;
}

int serve_json_parse_v1(const char *body, size_t len, const ServeLimits *lim,
                        ServeV1Request *out) {
    memset(out, 0, sizeof *out);
    json_t *root;
    TD_TRY(load_object(body, len, lim, &root));
    int rc = parse_v1(root, lim, out);
    json_decref(root);
    if (rc < 0) serve_v1_request_free(out);
    return rc;
}

static int parse_lt(json_t *root, const ServeLimits *lim, ServeLtRequest *r) {
    const char *key;
    json_t *v;
    json_object_foreach(root, key, v) {
        if (!strcmp(key, "q")) TD_TRY(get_strings(v, key, lim->max_texts, lim->max_text, &r->q));
        else if (!strcmp(key, "source")) TD_TRY(get_string(v, key, &r->source));
        else if (!strcmp(key, "target")) TD_TRY(get_string(v, key, &r->target));
        else if (!strcmp(key, "format")) TD_TRY(get_string(v, key, &r->format));
        else if (!strcmp(key, "api_key")) TD_TRY(get_string(v, key, &r->api_key));
        else if (!strcmp(key, "alternatives") || !strcmp(key, "secret"))
            continue;  // LibreTranslate clients send these; no alternatives are given
        else
            return td_error(TD_ERR_ARG, "unknown key \"%s\" (accepted: q, source, target, "
                            "format, api_key)", serve_shown(key).text);
    }
    return 0;
}

// The value of a %XX or '+' escaped form field s[0..len) into a malloc'd string. A '%' without
// two hexadecimal digits after it stays as it is, as the URL standard's form decoding (and
// LibreTranslate's server) leave it.
static char *form_decode(const char *s, size_t len, size_t *out_len) {
    char *o = malloc(len + 1);
    if (!o) return NULL;
    size_t n = 0;
    for (size_t i = 0; i < len; i++) {
        static const char hex[] = "0123456789abcdef0123456789ABCDEF";
        const char *h1, *h2;
        if (s[i] == '+') {
            o[n++] = ' ';
        } else if (s[i] == '%' && i + 2 < len && s[i + 1] && s[i + 2] &&
                   (h1 = memchr(hex, s[i + 1], 32)) && (h2 = memchr(hex, s[i + 2], 32))) {
            o[n++] = (char)((((h1 - hex) & 15) << 4) | ((h2 - hex) & 15));
            i += 2;
        } else {
            o[n++] = s[i];
        }
    }
    o[n] = '\0';
    *out_len = n;
    return o;
}

static int parse_form(const char *body, size_t len, const ServeLimits *lim, ServeLtRequest *r) {
    size_t col = 0;
    int bad = text_line_check(body, len, &col);
    if (bad)
        return td_error(TD_ERR_FORMAT, "the request body: %s at byte %zu", text_line_problem(bad),
                        col);
    for (size_t i = 0; i < len;) {
        const char *amp = memchr(body + i, '&', len - i);
        size_t end = amp ? (size_t)(amp - body) : len;
        const char *eq = memchr(body + i, '=', end - i);
        size_t klen = eq ? (size_t)(eq - body) - i : end - i;
        const char *vs = eq ? eq + 1 : body + end;
        size_t vlen = 0;
        char *v = form_decode(vs, (size_t)(body + end - vs), &vlen);
        if (!v) return td_error(TD_ERR_NOMEM, "out of memory");
        char key[16] = "(a long name)";  // the whole body is UTF-8: so is a whole short key
        if (klen < sizeof key) memcpy(key, body + i, klen), key[klen] = '\0';
        int rc = 0;
        if ((bad = text_line_check(v, vlen, &col)))
            rc = td_error(TD_ERR_FORMAT, "form field \"%s\": %s at byte %zu of its value", key,
                          text_line_problem(bad), col);
        else if (!strcmp(key, "q"))
            rc = strings_add(&r->q, "q", v, vlen, lim->max_texts, lim->max_text);
        else if (!strcmp(key, "source") && !r->source) r->source = v, v = NULL;
        else if (!strcmp(key, "target") && !r->target) r->target = v, v = NULL;
        else if (!strcmp(key, "format") && !r->format) r->format = v, v = NULL;
        else if (!strcmp(key, "api_key") && !r->api_key) r->api_key = v, v = NULL;
        else if (strcmp(key, "alternatives") && strcmp(key, "secret"))
            rc = td_error(TD_ERR_ARG, "unknown or repeated form field \"%s\" (accepted: q, "
                          "source, target, format, api_key)", key);
        free(v);
        TD_TRY(rc);
        i = end + 1;
    }
    r->q.is_list = r->q.n > 1;
    return 0;
}

int serve_json_parse_lt(const char *body, size_t len, int form, const ServeLimits *lim,
                        ServeLtRequest *out) {
    memset(out, 0, sizeof *out);
    int rc;
    if (form) {
        rc = len > lim->max_body ? td_error(TD_ERR_ARG, "the request body has %zu bytes, more "
                                            "than the server's limit of %zu", len, lim->max_body)
                                 : parse_form(body, len, lim, out);
    } else {
        json_t *root;
        TD_TRY(load_object(body, len, lim, &root));
        rc = parse_lt(root, lim, out);
        json_decref(root);
    }
    if (rc == 0 && !out->q.n) rc = td_error(TD_ERR_ARG, "\"q\" is required");
    if (rc == 0 && (!out->source || !out->target))
        rc = td_error(TD_ERR_ARG, "\"source\" and \"target\" are required");
    if (rc == 0 && out->format && strcmp(out->format, "text"))
        rc = td_error(TD_ERR_ARG, "\"format\" \"%s\" is not served (accepted: text)",
                      serve_shown(out->format).text);
    if (rc < 0) serve_lt_request_free(out);
    return rc;
}

void serve_v1_request_free(ServeV1Request *r) {
    strings_free(&r->text);
    strings_free(&r->model);
    free(r->weights);
    free(r->api_key);
    memset(r, 0, sizeof *r);
}

void serve_lt_request_free(ServeLtRequest *r) {
    strings_free(&r->q);
    free(r->source);
    free(r->target);
    free(r->format);
    free(r->api_key);
    memset(r, 0, sizeof *r);
}

// ---------------------------------------------------------------- responses

// Serialises and frees v (NULL: out of memory). Floats keep 9 significant digits, enough to give
// back a float exactly.
static char *dump(json_t *v) {
    if (!v) return NULL;
    char *s = json_dumps(v, JSON_COMPACT | JSON_REAL_PRECISION(9));
    json_decref(v);
    return s;
}

// A token's text: its SentencePiece piece, "</s>" for EOS.
static const char *piece(const SpmModel *spm, int id) {
    if (id == TOK_EOS) return "</s>";
    const char *p = spm_id_to_piece(spm, id);
    return p ? p : "?";
}

static json_t *pieces(const SpmModel *spm, const int *ids, int n) {
    json_t *a = json_array();
    for (int i = 0; a && i < n; i++) json_array_append_new(a, json_string(piece(spm, ids[i])));
    return a;
}

static json_t *reals(const float *x, int n) {
    json_t *a = json_array();
    for (int i = 0; a && i < n; i++) json_array_append_new(a, json_real((double)x[i]));
    return a;
}

// The maps [n, T, S] of attention_replay as nested lists, rounded to 4 decimals.
static json_t *maps_json(const float *w, int n, int T, int S) {
    json_t *a = json_array();
    for (int p = 0; a && p < n; p++) {
        json_t *map = json_array();
        for (int t = 0; map && t < T; t++) {
            json_t *r = json_array();
            for (int j = 0; r && j < S; j++) {
                double x = w[((size_t)p * T + t) * S + j];
                json_array_append_new(r, json_real((double)(long)(x * 1e4 + 0.5) / 1e4));
            }
            json_array_append_new(map, r);
        }
        json_array_append_new(a, map);
    }
    return a;
}

static json_t *hyp_json(const SpmModel *spm, const TranslateHyp *h, unsigned ret,
                        const float *maps, int layers, int heads) {
    json_t *o = json_object();
    if (!o) return NULL;
    json_object_set_new(o, "translation", json_string(h->text));
    if (ret & RETURN_SCORES) {
        float lp = 0;  // the raw log-probability: the tokens' sum in order, as the search adds
        for (int i = 0; i < h->n_tokens; i++) lp += h->token_logprob[i];
        json_object_set_new(o, "score", json_real((double)h->score));
        json_object_set_new(o, "logprob", json_real((double)lp));
        json_object_set_new(o, "token_logprobs", reals(h->token_logprob, h->n_tokens));
    }
    if (ret & RETURN_TOKENS) json_object_set_new(o, "tokens", pieces(spm, h->tokens, h->n_tokens));
    if ((ret & RETURN_ALIGNMENTS) && h->alignment)
        json_object_set_new(o, "alignment", json_string(h->alignment));
    if ((ret & RETURN_ATTENTION) && h->attn) {
        json_t *a = json_object(), *w = json_array();
        json_object_set_new(a, "source", pieces(spm, h->src_tokens, h->src_len));
        json_object_set_new(a, "target", pieces(spm, h->tokens, h->n_tokens));
        for (int j = 0; w && j < h->n_tokens; j++)
            json_array_append_new(w, reals(h->attn + (size_t)j * h->src_len, h->src_len));
        json_object_set_new(a, "weights", w);
        if (maps) {
            json_object_set_new(a, "layers", json_integer(layers));
            json_object_set_new(a, "heads", json_integer(heads));
            json_object_set_new(a, "maps", maps_json(maps, layers * heads, h->n_tokens,
                                                     h->src_len));
        }
        json_object_set_new(o, "attention", a);
    }
    return o;
}

char *serve_json_v1_response(const ServeResult *r, int n_models, int n_texts, unsigned ret,
                             double ms) {
    json_t *root = json_object(), *results = json_array();
    for (int m = 0; results && m < n_models; m++) {
        json_t *res = json_object(), *tr = json_array();
        json_object_set_new(res, "model", json_string(r[m].model));
        json_object_set_new(res, "time_ms", json_real(r[m].ms));
        for (int i = 0; tr && i < n_texts; i++) {
            const TranslateHyp *h = r[m].hyps + (size_t)i * r[m].n_best;
            json_t *o = hyp_json(r[m].spm, h, ret, r[m].maps ? r[m].maps[i] : NULL,
                                 r[m].layers, r[m].heads);
            if (o && r[m].n_best > 1) {
                json_t *nb = json_array();
                for (int k = 0; nb && k < r[m].n_best; k++)
                    json_array_append_new(
                        nb, hyp_json(r[m].spm, &h[k], ret & ~RETURN_ATTENTION_HEADS, NULL, 0, 0));
                json_object_set_new(o, "n_best", nb);
            }
            json_array_append_new(tr, o);
        }
        json_object_set_new(res, "translations", tr);
        json_array_append_new(results, res);
    }
    json_object_set_new(root, "results", results);
    json_object_set_new(root, "time_ms", json_real(ms));
    return dump(root);
}

char *serve_json_lt_response(char *const *text, int n, int is_list) {
    json_t *root = json_object(), *v;
    if (is_list) {
        v = json_array();
        for (int i = 0; v && i < n; i++) json_array_append_new(v, json_string(text[i]));
    } else {
        v = json_string(n > 0 ? text[0] : "");
    }
    json_object_set_new(root, "translatedText", v);
    return dump(root);
}

ServeShown serve_shown(const char *s) {
    ServeShown out;
    const size_t n = td_text_prefix(s, SERVE_SHOWN_BYTES);
    snprintf(out.text, sizeof out.text, "%.*s%s", (int)n, s, s[n] ? "..." : "");
    return out;
}

char *serve_json_error(const char *message) {
    // A message may echo bytes of the request that are not UTF-8 (jansson quotes the text near
    // a syntax error byte by byte): each byte text_line_check refuses is written as \xHH.
    const size_t len = strlen(message);
    char *text = malloc(4 * len + 1);
    if (!text) return NULL;
    size_t in = 0, out = 0, col;
    while (text_line_check(message + in, len - in, &col) != TEXT_LINE_OK) {
        memcpy(text + out, message + in, col - 1);
        out += col - 1;
        in += col - 1;
        out += (size_t)snprintf(text + out, 5, "\\x%02X", (unsigned char)message[in++]);
    }
    memcpy(text + out, message + in, len - in + 1);
    char *answer = dump(json_pack("{ss}", "error", text));
    free(text);
    return answer;
}

char *serve_json_models(const ServeModelInfo *m, int n) {
    json_t *root = json_object(), *a = json_array();
    for (int i = 0; a && i < n; i++)
        json_array_append_new(a, json_pack("{ss ss ss ss ss sI si}", "name", m[i].name,
                                           "architecture", m[i].arch, "source", m[i].src,
                                           "target", m[i].tgt, "weights", m[i].weights,
                                           "parameters", (json_int_t)m[i].params,
                                           "ensemble_members", m[i].members));
    json_object_set_new(root, "models", a);
    json_object_set_new(root, "default", n > 0 ? json_string(m[0].name) : json_null());
    return dump(root);
}

// English names of the languages most models are trained on (the code itself otherwise).
static const char *lang_name(const char *code) {
    static const char *const names[][2] = {
        {"ar", "Arabic"}, {"de", "German"}, {"en", "English"}, {"es", "Spanish"},
        {"fr", "French"}, {"it", "Italian"}, {"ja", "Japanese"}, {"nl", "Dutch"},
        {"pl", "Polish"}, {"pt", "Portuguese"}, {"ru", "Russian"}, {"tr", "Turkish"},
        {"uk", "Ukrainian"}, {"zh", "Chinese"},
    };
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++)
        if (!strcmp(code, names[i][0])) return names[i][1];
    return code;
}

char *serve_json_languages(const ServeModelInfo *m, int n) {
    json_t *root = json_array();
    for (int pass = 0; pass < 2; pass++)  // sources first, then languages only targeted
        for (int i = 0; root && i < n; i++) {
            const char *code = pass == 0 ? m[i].src : m[i].tgt;
            int seen = 0;
            size_t k;
            json_t *x;
            json_array_foreach(root, k, x) seen |= !strcmp(
                json_string_value(json_object_get(x, "code")), code);
            if (seen) continue;
            json_t *targets = json_array();
            for (int j = 0; pass == 0 && j < n; j++) {
                int dup = 0;
                size_t t;
                json_t *y;
                json_array_foreach(targets, t, y) dup |= !strcmp(json_string_value(y), m[j].tgt);
                if (!strcmp(m[j].src, code) && !dup)
                    json_array_append_new(targets, json_string(m[j].tgt));
            }
            json_array_append_new(root, json_pack("{ss ss so}", "code", code, "name",
                                                  lang_name(code), "targets", targets));
        }
    return dump(root);
}

char *serve_json_health(int n_models, long queued) {
    return dump(json_pack("{ss si sI}", "status", "ok", "models", n_models, "queued",
                          (json_int_t)queued));
}
