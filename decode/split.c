// Splitting over-long lines at sentence, clause, word and character boundaries (see split.h).
#include "decode/split.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "decode/carry.h"
#include "tokenizer/spm.h"
#include "util/array.h"

// ---------------------------------------------------------------- characters

static int is_space(unsigned char c) {
    return c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '\v' || c == '\f';
}

// Decodes the UTF-8 character at s[0, len) (len >= 1; the input is valid UTF-8): its code point
// and *bytes its length.
static uint32_t utf8_at(const char *s, size_t len, int *bytes) {
    const unsigned char *u = (const unsigned char *)s;
    int n = u[0] < 0x80 ? 1 : u[0] < 0xE0 ? 2 : u[0] < 0xF0 ? 3 : 4;
    if ((size_t)n > len) n = 1;
    uint32_t c = n == 1 ? u[0] : u[0] & (0x7F >> n);
    for (int i = 1; i < n; i++) c = (c << 6) | (u[i] & 0x3F);
    *bytes = n;
    return c;
}

static int is_terminal(uint32_t c) { return c == '.' || c == '!' || c == '?' || c == 0x2026; }

static int is_cjk_terminal(uint32_t c) { return c == 0x3002 || c == 0xFF01 || c == 0xFF1F; }

static int is_closing(uint32_t c) {
    return c == '"' || c == '\'' || c == ')' || c == ']' || c == '}' || c == 0xBB ||
           c == 0x201D || c == 0x2019;
}

static int is_opening(uint32_t c) {
    return c == '"' || c == '\'' || c == '(' || c == '[' || c == 0xBF || c == 0xA1 ||
           c == 0x201C || c == 0x2018 || c == 0xAB;
}

// Whether c can begin a sentence (split.h): uppercase, digit, opening punctuation, caseless script.
static int starts_sentence(uint32_t c) {
    return (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || is_opening(c) ||
           (c >= 0xC0 && c <= 0xDE && c != 0xD7) || (c >= 0x386 && c <= 0x3AB) ||
           (c >= 0x400 && c <= 0x42F) || c >= 0x2E80;
}

// Whether the word ending just before the "." at text[dot] keeps the sentence going; `next` is
// the first character after the whitespace (the numeric-only ones hold only before a digit).
static int is_abbreviation(const char *text, size_t dot, uint32_t next) {
    static const char *const abbr[] = {
        "Mr", "Mrs", "Ms", "Dr", "Prof", "St", "Sr", "Jr", "Mt", "Rev", "Gen", "Col", "Lt",
        "Sgt", "Capt", "Hon", "Gov", "Sen", "Rep", "vs", "cf", "al", "Co", "Corp", "Inc", "Ltd",
        "Fig", "Vol", "Jan", "Feb", "Mar", "Apr", "Jun", "Jul", "Aug", "Sep", "Sept", "Oct",
        "Nov", "Dec", "e.g", "i.e", "approx", "ca", "Ph.D", "U.S"};
    static const char *const numeric[] = {"No", "Nos", "Nr", "Art", "pp"};
    size_t a = dot;
    while (a > 0 && (((text[a - 1] | 0x20) >= 'a' && (text[a - 1] | 0x20) <= 'z') ||
                     text[a - 1] == '.'))
        a--;
    size_t n = dot - a;
    if (n == 0) return 0;
    if (a > 0 && !is_space((unsigned char)text[a - 1]) && !is_opening((unsigned char)text[a - 1]))
        return 0;
    if (n == 1 && text[a] >= 'A' && text[a] <= 'Z' && text[a] != 'I') return 1;  // an initial
    for (size_t i = 0; i < sizeof abbr / sizeof *abbr; i++)
        if (strlen(abbr[i]) == n && !memcmp(abbr[i], text + a, n)) return 1;
    for (size_t i = 0; i < sizeof numeric / sizeof *numeric && next >= '0' && next <= '9'; i++)
        if (strlen(numeric[i]) == n && !memcmp(numeric[i], text + a, n)) return 1;
    return 0;
}

// ---------------------------------------------------------------- boundaries

typedef struct Spans {
    SplitSpan *s;
    int n, cap;
} Spans;

static int spans_add(Spans *v, size_t start, size_t end) {
    SplitSpan *p = array_grow(v->s, v->n, &v->cap, sizeof *p, 16);
    if (!p) return td_error(TD_ERR_NOMEM, "out of memory splitting a line");
    v->s = p;
    v->s[v->n].start = start;
    v->s[v->n++].end = end;
    return 0;
}

// The boundary after position p (a terminal or clause mark of `bytes` bytes): the end of the
// closing run, or 0 when there is none. clause: clause rules, else sentence rules.
static size_t boundary_after(const char *t, size_t len, size_t p, int bytes, int clause) {
    int b;
    uint32_t c = utf8_at(t + p, len - p, &b);
    int cjk = is_cjk_terminal(c) || (clause && (c == 0xFF0C || c == 0xFF1B || c == 0xFF1A ||
                                                c == 0x3001));
    int single_dot = c == '.';
    size_t q = p + (size_t)bytes;
    while (q < len) {  // the rest of the run: more terminals, closing quotes and brackets
        uint32_t d = utf8_at(t + q, len - q, &b);
        if (!(is_terminal(d) || is_cjk_terminal(d) || is_closing(d))) break;
        if (is_terminal(d)) single_dot = 0;
        q += (size_t)b;
    }
    if (q >= len) return 0;
    if (cjk) return q;
    if (!is_space((unsigned char)t[q])) return 0;
    if (clause) return q;
    size_t r = q;
    while (r < len && is_space((unsigned char)t[r])) r++;
    uint32_t next = r < len ? utf8_at(t + r, len - r, &b) : 0;
    if (r == len || !starts_sentence(next)) return 0;
    if (single_dot && is_abbreviation(t, p, next)) return 0;
    return q;
}

// Spans of text[0, len) cut after each boundary (clause or sentence rules).
static int split_at(const char *t, size_t len, int clause, SplitSpan **spans, int *n) {
    Spans v = {NULL, 0, 0};
    size_t start = 0;
    int rc = 0;
    for (size_t p = 0; p < len && rc == 0;) {
        int b;
        uint32_t c = utf8_at(t + p, len - p, &b);
        int mark = is_terminal(c) || is_cjk_terminal(c) ||
                   (clause && (c == ',' || c == ';' || c == ':' || c == 0xFF0C || c == 0xFF1B ||
                               c == 0xFF1A || c == 0x3001));
        size_t q = mark ? boundary_after(t, len, p, b, clause) : 0;
        if (q > 0) {
            rc = spans_add(&v, start, q);
            start = p = q;
        } else {
            p += (size_t)b;
        }
    }
    if (rc == 0) rc = spans_add(&v, start, len);
    if (rc < 0) {
        free(v.s);
        return rc;
    }
    *spans = v.s;
    *n = v.n;
    return 0;
}

int split_sentences(const char *text, size_t len, SplitSpan **spans, int *n) {
    return split_at(text, len, 0, spans, n);
}

int split_clauses(const char *text, size_t len, SplitSpan **spans, int *n) {
    return split_at(text, len, 1, spans, n);
}

// Words (maximal non-whitespace runs) or UTF-8 characters of t[0, len).
static int split_units(const char *t, size_t len, int chars, SplitSpan **spans, int *n) {
    Spans v = {NULL, 0, 0};
    int rc = 0;
    for (size_t p = 0; p < len && rc == 0;) {
        int b;
        if (chars) {
            utf8_at(t + p, len - p, &b);
            rc = spans_add(&v, p, p + (size_t)b);
            p += (size_t)b;
            continue;
        }
        while (p < len && is_space((unsigned char)t[p])) p++;
        size_t s = p;
        while (p < len && !is_space((unsigned char)t[p])) p++;
        if (p > s) rc = spans_add(&v, s, p);
    }
    if (rc < 0) {
        free(v.s);
        return rc;
    }
    *spans = v.s;
    *n = v.n;
    return 0;
}

// ---------------------------------------------------------------- the parts of a line

enum { LEVEL_CLAUSE, LEVEL_WORD, LEVEL_CHAR };

typedef struct Ctx {
    const SpmModel *spm;
    const char *line;
    int limit;
    SplitLine *out;
    int cap;
    size_t prev_end;  // end of the last part emitted
} Ctx;

// Pieces of line[a, b).
static int count_pieces(const Ctx *c, size_t a, size_t b, int *pieces) {
    int *ids = NULL;
    TD_TRY(spm_encode_n(c->spm, c->line + a, b - a, &ids, pieces));
    free(ids);
    return 0;
}

static int emit(Ctx *c, size_t a, size_t b, int pieces, SplitKind kind) {
    SplitLine *o = c->out;
    if (o->n == c->cap) {
        int cap = c->cap ? 2 * c->cap : 8;
        char **t = realloc(o->text, sizeof *t * (size_t)cap);
        if (t) o->text = t;
        int *p = t ? realloc(o->pieces, sizeof *p * (size_t)cap) : NULL;
        if (p) o->pieces = p;
        char *s = p ? realloc(o->space, (size_t)cap) : NULL;
        if (s) o->space = s;
        SplitKind *k = s ? realloc(o->kind, sizeof *k * (size_t)cap) : NULL;
        if (!k) return td_error(TD_ERR_NOMEM, "out of memory splitting a line");
        o->kind = k;
        c->cap = cap;
    }
    char *text = malloc(b - a + 1);
    if (!text) return td_error(TD_ERR_NOMEM, "out of memory splitting a line");
    memcpy(text, c->line + a, b - a);
    text[b - a] = '\0';
    int space = 0;
    for (size_t i = c->prev_end; i < a && o->n > 0; i++) space |= is_space((unsigned char)c->line[i]);
    o->text[o->n] = text;
    o->pieces[o->n] = pieces;
    o->space[o->n] = (char)space;
    o->kind[o->n++] = kind;
    c->prev_end = b;
    return 0;
}

// Trims line[*a, *b) of whitespace.
static void trim(const char *t, size_t *a, size_t *b) {
    while (*a < *b && is_space((unsigned char)t[*a])) (*a)++;
    while (*b > *a && is_space((unsigned char)t[*b - 1])) (*b)--;
}

// Packs the units of line[a, b) at `level` greedily into parts of at most c->limit pieces; a unit
// that alone is longer goes one level down (characters are emitted as they are).
static int pack(Ctx *c, size_t a, size_t b, int level) {
    SplitSpan *u = NULL;
    int nu = 0, rc;
    if (level == LEVEL_CLAUSE) rc = split_clauses(c->line + a, b - a, &u, &nu);
    else rc = split_units(c->line + a, b - a, level == LEVEL_CHAR, &u, &nu);
    if (rc < 0) return rc;
    SplitKind kind = level == LEVEL_CLAUSE ? SPLIT_PART_CLAUSES : SPLIT_PART_WINDOW;
    for (int i = 0; i < nu && rc == 0;) {
        size_t s = a + u[i].start, e = a + u[i].end;
        trim(c->line, &s, &e);
        int pieces = 0, j = i;
        if (s < e) rc = count_pieces(c, s, e, &pieces);
        if (rc < 0) break;
        if (s == e) {
            i++;
            continue;
        }
        if (pieces > c->limit && level == LEVEL_WORD && carry_has_address(c->line + s, e - s)) {
            rc = emit(c, s, e, pieces, kind);  // a URL or e-mail address is never cut
            i++;
            continue;
        }
        if (pieces > c->limit && level < LEVEL_CHAR) {
            rc = pack(c, s, e, level + 1);
            i++;
            continue;
        }
        while (pieces <= c->limit && j + 1 < nu) {  // extend while the packed part still fits
            size_t e2 = a + u[j + 1].end, s2 = s;
            trim(c->line, &s2, &e2);
            int p2 = 0;
            if (e2 > s2) rc = count_pieces(c, s2, e2, &p2);
            if (rc < 0 || p2 > c->limit) break;
            j++;
            e = e2 > e ? e2 : e;
            pieces = p2;
        }
        if (rc == 0) rc = emit(c, s, e, pieces, kind);
        i = j + 1;
    }
    free(u);
    return rc;
}

static int split_parts(Ctx *c, size_t len) {
    SplitSpan *sent = NULL;
    int ns = 0;
    TD_TRY(split_sentences(c->line, len, &sent, &ns));
    int rc = 0;
    for (int i = 0; i < ns && rc == 0; i++) {
        size_t a = sent[i].start, b = sent[i].end;
        trim(c->line, &a, &b);
        if (a == b) continue;
        int pieces = 0;
        rc = count_pieces(c, a, b, &pieces);
        if (rc == 0 && pieces <= c->limit) rc = emit(c, a, b, pieces, SPLIT_PART_SENTENCE);
        else if (rc == 0) rc = pack(c, a, b, LEVEL_CLAUSE);
    }
    free(sent);
    return rc;
}

int split_line(const SpmModel *spm, const char *line, int limit, SplitLine *out) {
    memset(out, 0, sizeof *out);
    Ctx c = {spm, line, limit > 0 ? limit : 1, out, 0, 0};
    size_t len = strlen(line);
    int pieces = 0, rc = 0;
    // pieces <= 2 * bytes (a piece holds at least one character, plus at most one bare word-start
    // piece per word): a line this short needs no count
    if (2 * len > (size_t)c.limit) rc = count_pieces(&c, 0, len, &pieces);
    if (rc == 0) {
        out->line_pieces = pieces;
        if (pieces <= c.limit) rc = emit(&c, 0, len, pieces, SPLIT_PART_WHOLE);
        else rc = split_parts(&c, len);
    }
    if (rc < 0) split_line_free(out);
    out->line_pieces = pieces;
    return rc;
}

void split_line_free(SplitLine *s) {
    if (!s) return;
    for (int i = 0; i < s->n; i++) free(s->text[i]);
    free(s->text);
    free(s->pieces);
    free(s->space);
    free(s->kind);
    memset(s, 0, sizeof *s);
}

char *split_join(const SplitLine *s, char *const *texts) {
    size_t len = 1;
    for (int i = 0; i < s->n; i++) len += strlen(texts[i]) + 1;
    char *out = malloc(len), *p = out;
    if (!out) return NULL;
    for (int i = 0; i < s->n; i++) {
        size_t k = strlen(texts[i]);
        if (k == 0) continue;
        if (p > out && s->space[i]) *p++ = ' ';
        memcpy(p, texts[i], k);
        p += k;
    }
    *p = '\0';
    return out;
}

// ---------------------------------------------------------------- translation

// Progress of the parts, reported to the caller's callback in lines.
typedef struct SplitProgress {
    const TranslateOptions *opt;
    int lines, parts;
} SplitProgress;

static void split_progress(void *ctx, int done, int n) {
    const SplitProgress *p = ctx;
    int lines = done == n ? p->lines : (int)((long long)done * p->lines / p->parts);
    p->opt->progress(p->opt->progress_ctx, lines, p->lines);
}

static void warn_split(const TranslateOptions *o, long line, const SplitLine *s, int limit) {
    int k[4] = {0, 0, 0, 0};
    for (int i = 0; i < s->n; i++) k[s->kind[i]]++;
    fprintf(o->log, "%s: warning: %s line %ld: %d pieces (over %d): translated in %d parts (%d "
            "sentences, %d clause groups, %d piece windows)\n", o->prog ? o->prog : "decode",
            o->input_name ? o->input_name : "input", line, s->line_pieces, limit, s->n, k[1],
            k[2], k[3]);
}

// The parts' tokens and log-probabilities one after another (h[p * K], parts p < n), when the
// parts have them (TranslateOptions.detail).
static int join_tokens(int n, const TranslateHyp *h, int K, TranslateHyp *out) {
    if (!h[0].tokens) return 0;
    int total = 0;
    for (int p = 0; p < n; p++) total += h[(size_t)p * K].n_tokens;
    out->tokens = malloc(sizeof(int) * (size_t)(total ? total : 1));
    out->token_logprob = malloc(sizeof(float) * (size_t)(total ? total : 1));
    if (!out->tokens || !out->token_logprob) return TD_ERR_NOMEM;
    for (int p = 0; p < n; p++) {
        const TranslateHyp *x = &h[(size_t)p * K];
        memcpy(out->tokens + out->n_tokens, x->tokens, sizeof(int) * (size_t)x->n_tokens);
        memcpy(out->token_logprob + out->n_tokens, x->token_logprob,
               sizeof(float) * (size_t)x->n_tokens);
        out->n_tokens += x->n_tokens;
    }
    return 0;
}

// Line i's hypotheses from its parts' (h: [parts, K], part p of line i at first[i] + p).
static int join_line(const SplitLine *s, const TranslateHyp *h, int K, TranslateHyp *out) {
    char **texts = malloc(sizeof *texts * (size_t)s->n);
    if (!texts) return td_error(TD_ERR_NOMEM, "out of memory joining parts");
    for (int k = 0; k < K; k++) {
        float score = 0;
        for (int p = 0; p < s->n; p++) {
            texts[p] = h[(size_t)p * K + k].text;
            score += h[(size_t)p * K + k].score;
        }
        out[k].text = split_join(s, texts);
        out[k].score = score;
        if (!out[k].text || join_tokens(s->n, h + k, K, &out[k]) < 0) {
            free(texts);
            return td_error(TD_ERR_NOMEM, "out of memory joining parts");
        }
    }
    free(texts);
    return 0;
}

typedef struct SplitWork {
    SplitLine *sl;       // [n]
    const char **parts;  // [total]
    long *line_of;       // [total]
    TranslateHyp *hyps;  // [total, K]
    int total;
} SplitWork;

static int split_translate(Model *m, const SpmModel *spm, const char *const *lines, int n,
                           const TranslateOptions *opt, const SplitOptions *sp, TranslateHyp *out,
                           SplitWork *w) {
    int max_in = m->cfg.max_len > 1 ? m->cfg.max_len - 1 : 1;  // translate.h's source limit
    if (opt->max_input_len > 0 && opt->max_input_len < max_in) max_in = opt->max_input_len;
    int limit = sp->split_len > 0 ? sp->split_len : SPLIT_DEFAULT_LEN, K = opt->search.n_best;
    if (limit > max_in) limit = max_in;
    w->sl = calloc((size_t)n, sizeof *w->sl);
    if (!w->sl) return td_error(TD_ERR_NOMEM, "out of memory splitting %d lines", n);
    for (int i = 0; i < n; i++) {
        TD_TRY(split_line(spm, lines[i] ? lines[i] : "", limit, &w->sl[i]));
        w->total += w->sl[i].n;
    }
    if (w->total == n) return translate_lines_nbest(m, spm, lines, n, opt, out);
    w->parts = malloc(sizeof *w->parts * (size_t)w->total);
    w->line_of = malloc(sizeof *w->line_of * (size_t)w->total);
    w->hyps = calloc((size_t)w->total * K, sizeof *w->hyps);
    if (!w->parts || !w->line_of || !w->hyps)
        return td_error(TD_ERR_NOMEM, "out of memory splitting %d lines", n);
    for (int i = 0, j = 0; i < n; i++) {
        const SplitLine *s = &w->sl[i];
        long line = opt->line_numbers ? opt->line_numbers[i] : opt->first_line + i;
        if (s->n > 1 && sp->verbose && opt->log) warn_split(opt, line, s, limit);
        for (int p = 0; p < s->n; p++, j++) {
            w->parts[j] = s->n == 1 ? (lines[i] ? lines[i] : "") : s->text[p];
            w->line_of[j] = line;
        }
    }
    TranslateOptions o = *opt;
    SplitProgress prog = {opt, n, w->total};
    o.line_numbers = w->line_of;
    if (opt->progress) {
        o.progress = split_progress;
        o.progress_ctx = &prog;
    }
    TD_TRY(translate_lines_nbest(m, spm, w->parts, w->total, &o, w->hyps));
    for (int i = 0, j = 0; i < n; j += w->sl[i].n, i++) {
        if (w->sl[i].n == 1) {  // the hypotheses move over as they are
            memcpy(&out[(size_t)i * K], &w->hyps[(size_t)j * K], sizeof *out * (size_t)K);
            memset(&w->hyps[(size_t)j * K], 0, sizeof *out * (size_t)K);
        } else {
            TD_TRY(join_line(&w->sl[i], &w->hyps[(size_t)j * K], K, &out[(size_t)i * K]));
        }
    }
    return 0;
}

int translate_lines_split(Model *m, const SpmModel *spm, const char *const *lines, int n,
                          const TranslateOptions *opt, const SplitOptions *sp, TranslateHyp *out) {
    if (!sp || sp->mode == SPLIT_OFF || opt->alignment != ALIGN_NONE ||
        opt->detail == DETAIL_ATTENTION || n <= 0)
        return translate_lines_nbest(m, spm, lines, n, opt, out);
    memset(out, 0, sizeof *out * (size_t)n * opt->search.n_best);
    SplitWork w;
    memset(&w, 0, sizeof w);
    int rc = split_translate(m, spm, lines, n, opt, sp, out, &w);
    if (w.sl)
        for (int i = 0; i < n; i++) split_line_free(&w.sl[i]);
    free(w.sl);
    free(w.parts);
    free(w.line_of);
    if (w.hyps) translate_hyps_free(w.hyps, w.total * opt->search.n_best);
    free(w.hyps);
    if (rc < 0) translate_hyps_free(out, n * opt->search.n_best);
    return rc;
}
