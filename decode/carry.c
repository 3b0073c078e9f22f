// Carried spans and <unk> replacement (see decode/carry.h for the rules).
//
// Dimension legend: n input lines, len output pieces of a hypothesis, S the stride of its
// attention rows, P the source pieces given to the model (EOS excluded).
#include "decode/carry.h"

#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "score/metrics_text.h"
#include "tokenizer/spm.h"
#include "util/array.h"

// One carried span of an input line.
typedef struct CarrySpan {
    size_t start, end;             // its bytes [start, end) in the input line
    size_t cut;                    // the byte of the model's line where it was taken out
    int at;                        // source pieces of the model's line before it (p)
    int glued_before, glued_after; // a word character touched it in the input line
} CarrySpan;

typedef struct CarryLine {
    char *norm;       // the line with its quotes respelt (malloc'd), NULL when none was
    char *text;       // the model's line (malloc'd) when the line has spans, else NULL
    CarrySpan *span;  // [n_span] in source order
    int n_span;
    int verbatim;     // 1: no word character outside the spans; copied unchanged
} CarryLine;

// A quote respelt for the model: `from` when the tokenizer cannot represent it but can both of
// open (after whitespace, an opening bracket or at the start) and close (elsewhere).
typedef struct Quote {
    uint32_t from, open, close;
} Quote;

struct CarrySet {
    int n;
    Quote quote[6];  // the respellings that apply to this tokenizer
    int n_quote;
    CarryLine *line;           // [n]
    const char **model_line;   // [n] line i itself, or line[i].text
    const char *const *input;  // the caller's lines (not owned)
};

typedef struct Range {
    size_t b, e;
} Range;

// ---------------------------------------------------------------- characters

// The code point at s[*i] (an invalid byte reads as U+FFFD, one byte long); *i moves past it.
static uint32_t cp_next(const char *s, size_t n, size_t *i) {
    uint32_t c;
    if (metrics_utf8_next((const unsigned char *)s, n, i, &c) < 0) {
        (*i)++;
        return 0xFFFD;
    }
    return c;
}

// The code point that ends at byte i > 0 of s; *start receives its first byte.
static uint32_t cp_prev(const char *s, size_t n, size_t i, size_t *start) {
    size_t j = i - 1;
    while (j > 0 && i - j < 4 && ((unsigned char)s[j] & 0xC0) == 0x80) j--;
    size_t k = j;
    uint32_t c = cp_next(s, n, &k);
    if (k != i) {  // no sequence ends exactly at i: the byte alone
        j = i - 1;
        c = 0xFFFD;
    }
    *start = j;
    return c;
}

static int is_space(uint32_t c) { return metrics_py_isspace(c); }

// Format and joining characters: zero-width spaces and joiners, word joiner and invisible
// operators, BOM, variation selectors, tags, the combining keycap.
static int is_joiner(uint32_t c) {
    return (c >= 0x200B && c <= 0x200F) || (c >= 0x2060 && c <= 0x2064) || c == 0xFEFF ||
           (c >= 0xFE00 && c <= 0xFE0F) || (c >= 0xE0000 && c <= 0xE007F) ||
           (c >= 0xE0100 && c <= 0xE01EF) || c == 0x20E3;
}

// A letter, digit or mark (decode/carry.h: "word character").
static int is_word(uint32_t c) {
    return !is_space(c) && !is_joiner(c) && !metrics_is_punct_or_symbol(c);
}

static int word_before(const char *s, size_t n, size_t i) {
    size_t st;
    return i > 0 && is_word(cp_prev(s, n, i, &st));
}

static int word_at(const char *s, size_t n, size_t i) {
    return i < n && is_word(cp_next(s, n, &i));
}

static int space_at(const char *s, size_t n, size_t i) {
    return i < n && is_space(cp_next(s, n, &i));
}

// 1 when s[0, n) is empty or whitespace only.
static int only_space(const char *s, size_t n) {
    size_t i = 0;
    while (i < n && space_at(s, n, i)) cp_next(s, n, &i);
    return i >= n;
}

static int has_word(const char *s, size_t n, size_t b, size_t e) {
    while (b < e)
        if (is_word(cp_next(s, n, &b))) return 1;
    return 0;
}

// Shrinks [*b, *e) to exclude whitespace at both ends.
static void trim_space(const char *s, size_t n, size_t *b, size_t *e) {
    while (*b < *e && space_at(s, n, *b)) cp_next(s, n, b);
    size_t st;
    while (*e > *b && is_space(cp_prev(s, n, *e, &st))) *e = st;
}

// Grows [*b, *e) over the adjacent word characters when it holds one.
static void extend_word(const char *s, size_t n, size_t *b, size_t *e) {
    if (!has_word(s, n, *b, *e)) return;
    size_t st;
    while (*b > 0 && is_word(cp_prev(s, n, *b, &st))) *b = st;
    while (word_at(s, n, *e)) cp_next(s, n, e);
}

// ---------------------------------------------------------------- ranges

typedef struct Ranges {
    Range *r;
    int n, cap;
} Ranges;

static int ranges_add(Ranges *rs, size_t b, size_t e) {
    if (b >= e) return TD_OK;
    Range *p = array_grow(rs->r, rs->n, &rs->cap, sizeof *p, 8);
    if (!p) return td_error(TD_ERR_NOMEM, "out of memory finding carried spans");
    rs->r = p;
    rs->r[rs->n++] = (Range){b, e};
    return TD_OK;
}

static int is_scheme_char(char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
           c == '+' || c == '-' || c == '.';
}

static int is_alpha(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }

// Bytes of the URL prefix ("scheme://" or "www.") at s[i], or 0.
static size_t url_prefix(const char *s, size_t n, size_t i) {
    if (n - i > 4 && !strncasecmp(s + i, "www.", 4)) return 4;
    if (!is_alpha(s[i])) return 0;
    size_t j = i + 1;
    while (j < n && is_scheme_char(s[j])) j++;
    return n - j > 3 && !memcmp(s + j, "://", 3) ? j + 3 - i : 0;
}

static size_t count_char(const char *s, size_t b, size_t e, char c) {
    size_t k = 0;
    for (; b < e; b++) k += s[b] == c;
    return k;
}

// The end of the URL that starts at s[i] with a prefix of pre bytes, or i when none does.
static size_t url_end(const char *s, size_t n, size_t i, size_t pre) {
    size_t e = i;
    while (e < n && !space_at(s, n, e)) cp_next(s, n, &e);
    static const char open[] = "([{<", close[] = ")]}>";
    for (;;) {
        size_t st;
        if (e <= i + pre) return i;  // nothing after the prefix
        uint32_t c = cp_prev(s, n, e, &st);
        const char *k = c < 0x80 ? strchr(close, (int)c) : NULL;
        if ((c < 0x80 && c && strchr(".,;:!?'\"", (int)c)) ||
            (c >= 0x80 && metrics_is_punct_or_symbol(c)) ||
            (k && c && count_char(s, i, st, open[k - close]) < count_char(s, i, e, (char)c)))
            e = st;
        else
            return e;
    }
}

static int is_local_char(char c) {
    return is_alpha(c) || (c >= '0' && c <= '9') || (c && strchr("._%+-", c));
}

static int is_domain_char(char c) {
    return is_alpha(c) || (c >= '0' && c <= '9') || c == '-' || c == '.';
}

// The e-mail address around the '@' at s[k] as [*b, *e); 0 when there is none.
static int email_at(const char *s, size_t n, size_t k, size_t *b, size_t *e) {
    size_t l = k;
    while (l > 0 && is_local_char(s[l - 1])) l--;
    while (l < k && s[l] == '.') l++;
    if (l == k || word_before(s, n, l)) return 0;
    size_t d = k + 1, de = d;
    while (de < n && is_domain_char(s[de])) de++;
    while (de > d && (s[de - 1] == '.' || s[de - 1] == '-')) de--;
    if (de == d || word_at(s, n, de)) return 0;
    size_t dots = 0, label = d;  // labels non-empty, the last of >= 2 letters
    for (size_t j = d; j < de; j++) {
        if (s[j] != '.') continue;
        if (j == label) return 0;
        dots++;
        label = j + 1;
    }
    if (!dots || de - label < 2) return 0;
    for (size_t j = label; j < de; j++)
        if (!is_alpha(s[j])) return 0;
    *b = l;
    *e = de;
    return 1;
}

// URLs and e-mail addresses of s[0..n).
static int find_links(const char *s, size_t n, Ranges *rs) {
    for (size_t i = 0; i < n;) {
        size_t pre = word_before(s, n, i) ? 0 : url_prefix(s, n, i);
        size_t e = pre ? url_end(s, n, i, pre) : i;
        if (e > i) {
            TD_TRY(ranges_add(rs, i, e));
            i = e;
            continue;
        }
        size_t b;
        if (s[i] == '@' && email_at(s, n, i, &b, &e)) {
            TD_TRY(ranges_add(rs, b, e));
            i = e;
            continue;
        }
        cp_next(s, n, &i);
    }
    return TD_OK;
}

// The input bytes of s's <unk> pieces, whitespace trimmed, each grown to its word.
static int find_unknown(const SpmModel *spm, const char *s, size_t n, Ranges *rs) {
    int *ids, *pb, *pe, k;
    TD_TRY(spm_encode_spans(spm, s, n, &ids, &pb, &pe, &k));
    int rc = TD_OK;
    for (int j = 0; j < k && rc == 0; j++) {
        if (ids[j] != SPM_UNK_ID) continue;
        size_t b = (size_t)pb[j], e = (size_t)pe[j];
        trim_space(s, n, &b, &e);
        extend_word(s, n, &b, &e);
        rc = ranges_add(rs, b, e);
    }
    free(ids);
    free(pb);
    free(pe);
    return rc;
}

static int range_cmp(const void *x, const void *y) {
    const Range *a = x, *b = y;
    if (a->b != b->b) return a->b < b->b ? -1 : 1;
    return (a->e > b->e) - (a->e < b->e);
}

// Sorts and merges ranges that overlap, touch or are separated only by whitespace.
static void merge_ranges(const char *s, size_t n, Ranges *rs) {
    if (rs->n == 0) return;
    qsort(rs->r, (size_t)rs->n, sizeof *rs->r, range_cmp);
    int m = 0;
    for (int j = 1; j < rs->n; j++) {
        Range *cur = &rs->r[m], nx = rs->r[j];
        size_t g = cur->e;
        while (g < nx.b && space_at(s, n, g)) cp_next(s, n, &g);
        if (nx.b <= g) {
            if (nx.e > cur->e) cur->e = nx.e;
        } else {
            rs->r[++m] = nx;
        }
    }
    rs->n = m + 1;
}

// ---------------------------------------------------------------- the model's line

// Builds line cl's model text from s[0..n) and its spans rs (see carry.h).
static int build_line(const SpmModel *spm, const char *s, size_t n, const Ranges *rs,
                      CarryLine *cl) {
    cl->span = calloc((size_t)rs->n, sizeof *cl->span);
    cl->text = malloc(n + 1);
    if (!cl->span || !cl->text) return td_error(TD_ERR_NOMEM, "out of memory carrying spans");
    cl->n_span = rs->n;
    char *o = cl->text;
    size_t len = 0, pos = 0, st;
    for (int k = 0; k < rs->n; k++) {
        CarrySpan *sp = &cl->span[k];
        sp->start = rs->r[k].b;
        sp->end = rs->r[k].e;
        sp->glued_before = word_before(s, n, sp->start);
        sp->glued_after = word_at(s, n, sp->end);
        memcpy(o + len, s + pos, sp->start - pos);
        len += sp->start - pos;
        while (len > 0 && is_space(cp_prev(o, len, len, &st))) len = st;  // whitespace before
        pos = sp->end;
        if (len == 0)  // at the start: the whitespace after it goes
            while (space_at(s, n, pos)) cp_next(s, n, &pos);
        sp->cut = len;
        if (word_before(o, len, len) && word_at(s, n, pos)) o[len++] = ' ';
    }
    memcpy(o + len, s + pos, n - pos);
    len += n - pos;
    o[len] = '\0';
    cl->verbatim = !has_word(o, len, 0, len);
    if (cl->verbatim) {
        o[0] = '\0';
        return TD_OK;
    }
    int *ids, *pb, *pe, k;
    TD_TRY(spm_encode_spans(spm, o, len, &ids, &pb, &pe, &k));
    for (int j = 0; j < cl->n_span; j++) {
        int at = 0;
        while (at < k && (size_t)pb[at] < cl->span[j].cut) at++;
        cl->span[j].at = at;
    }
    free(ids);
    free(pb);
    free(pe);
    return TD_OK;
}

// 1 when the tokenizer encodes code point c to <unk>.
static int cp_unknown(const SpmModel *spm, uint32_t c, int *unknown) {
    char u[4];
    int *ids, n, len = metrics_utf8_put(c, u);
    TD_TRY(spm_encode_n(spm, u, (size_t)len, &ids, &n));
    *unknown = 0;
    for (int j = 0; j < n; j++) *unknown |= ids[j] == SPM_UNK_ID;
    free(ids);
    return TD_OK;
}

// The respellings of carry.h that apply to spm.
static int find_quotes(const SpmModel *spm, CarrySet *cs) {
    static const Quote all[] = {
        {'"', 0x201C, 0x201D},    {'\'', 0x2018, 0x2019}, {'`', 0x2018, 0x2019},
        {0x201C, '"', '"'},       {0x201D, '"', '"'},     {0x2019, '\'', '\''},
    };
    for (size_t q = 0; q < sizeof all / sizeof all[0]; q++) {
        int from, open, close;
        TD_TRY(cp_unknown(spm, all[q].from, &from));
        TD_TRY(cp_unknown(spm, all[q].open, &open));
        TD_TRY(cp_unknown(spm, all[q].close, &close));
        if (from && !open && !close) cs->quote[cs->n_quote++] = all[q];
    }
    return TD_OK;
}

// s with its quotes respelt into *out (malloc'd), or NULL when none is.
static int respell_quotes(const CarrySet *cs, const char *s, size_t n, char **out) {
    *out = NULL;
    if (cs->n_quote == 0) return TD_OK;
    char *o = NULL;
    size_t len = 0, st;
    for (size_t i = 0; i < n;) {
        size_t at = i;
        uint32_t c = cp_next(s, n, &i), to = 0;
        for (int q = 0; q < cs->n_quote && !to; q++) {
            if (cs->quote[q].from != c) continue;
            uint32_t before = at > 0 ? cp_prev(s, n, at, &st) : ' ';
            to = is_space(before) || (before < 0x80 && strchr("([{", (int)before))
                     ? cs->quote[q].open : cs->quote[q].close;
        }
        if (!to && !o) continue;
        if (!o) {
            o = malloc(3 * n + 1);  // a respelling grows one byte to three at most
            if (!o) return td_error(TD_ERR_NOMEM, "out of memory respelling quotes");
            memcpy(o, s, at);
            len = at;
        }
        if (to) len += (size_t)metrics_utf8_put(to, o + len);
        else {
            memcpy(o + len, s + at, i - at);
            len += i - at;
        }
    }
    if (o) o[len] = '\0';
    *out = o;
    return TD_OK;
}

static int prepare_line(const CarrySet *cs, const SpmModel *spm, const char *s, CarryLine *cl) {
    TD_TRY(respell_quotes(cs, s, strlen(s), &cl->norm));
    if (cl->norm) s = cl->norm;
    size_t n = strlen(s);
    Ranges rs = {NULL, 0, 0};
    int rc = find_unknown(spm, s, n, &rs);
    if (rc == 0) rc = find_links(s, n, &rs);
    if (rc == 0 && rs.n > 0) {
        merge_ranges(s, n, &rs);
        rc = build_line(spm, s, n, &rs, cl);
    } else if (rc == 0 && !has_word(s, n, 0, n) && !only_space(s, n)) {
        // No letter or digit at all ("...", "!!!", "* * *"): nothing to translate, and a model
        // given only punctuation invents a sentence; the line is copied unchanged. (A line of
        // whitespace alone is an empty line and translates to one.)
        cl->verbatim = 1;
        cl->text = calloc(1, 1);
        if (!cl->text) rc = td_error(TD_ERR_NOMEM, "out of memory carrying spans");
    }
    free(rs.r);
    return rc;
}

int carry_prepare(const SpmModel *spm, const char *const *lines, int n, const char *input_name,
                  long first_line, CarrySet **out) {
    *out = NULL;
    CarrySet *cs = calloc(1, sizeof *cs);
    if (cs) {
        cs->line = calloc((size_t)(n > 0 ? n : 1), sizeof *cs->line);
        cs->model_line = calloc((size_t)(n > 0 ? n : 1), sizeof *cs->model_line);
    }
    if (!cs || !cs->line || !cs->model_line) {
        carry_free(cs);
        return td_error(TD_ERR_NOMEM, "out of memory carrying spans of %d lines", n);
    }
    cs->n = n;
    cs->input = lines;
    int rc = find_quotes(spm, cs);
    if (rc < 0) {
        carry_free(cs);
        return rc;
    }
    for (int i = 0; i < n; i++) {
        const char *s = lines[i] ? lines[i] : "";
        rc = prepare_line(cs, spm, s, &cs->line[i]);
        if (rc < 0) {
            carry_free(cs);
            return td_error_context(rc, "%s line %ld", input_name ? input_name : "input",
                                    first_line + i);
        }
        const CarryLine *cl = &cs->line[i];
        cs->model_line[i] = cl->text ? cl->text : cl->norm ? cl->norm : s;
    }
    *out = cs;
    return TD_OK;
}

const char *const *carry_model_lines(const CarrySet *cs) { return cs->model_line; }

int carry_has_address(const char *s, size_t n) {
    for (size_t i = 0; i < n; i++) {
        size_t pre = url_prefix(s, n, i), b, e;
        if (pre && url_end(s, n, i, pre) > i) return 1;
        if (s[i] == '@' && email_at(s, n, i, &b, &e)) return 1;
    }
    return 0;
}

int carry_verbatim(const CarrySet *cs, int i) {
    TD_ASSERT(i >= 0 && i < cs->n);
    return cs->line[i].verbatim;
}

void carry_free(CarrySet *cs) {
    if (!cs) return;
    if (cs->line)
        for (int i = 0; i < cs->n; i++) {
            free(cs->line[i].norm);
            free(cs->line[i].text);
            free(cs->line[i].span);
        }
    free(cs->line);
    free(cs->model_line);
    free(cs);
}

// ---------------------------------------------------------------- the output

// What a part of the output asks of the space on one side of it.
enum {
    SIDE_ANY,        // no preference
    SIDE_SPACE,      // a space
    SIDE_NONE,       // no space (a span glued to a word in the source)
    SIDE_SPACE_WORD, // a space if the next part starts with a word character
};

// The output under construction: text, and what its last part asks on its right.
typedef struct Out {
    char *p;
    size_t len, cap;
    int right;
} Out;

// Appends part t[0..n) (nothing when empty) with its sides' requests: a space goes between it and
// the text before when neither side refuses one, one side asks for it, and neither has it already.
static int out_part(Out *o, const char *t, size_t n, int left, int right) {
    if (n == 0) return TD_OK;
    size_t need = o->len + n + 2;
    if (need > o->cap) {
        size_t cap = o->cap ? o->cap : 64;
        while (cap < need) cap *= 2;
        char *p = realloc(o->p, cap);
        if (!p) return td_error(TD_ERR_NOMEM, "out of memory building a translation");
        o->p = p;
        o->cap = cap;
    }
    int ask = left == SIDE_SPACE || o->right == SIDE_SPACE ||
              (o->right == SIDE_SPACE_WORD && word_at(t, n, 0));
    if (o->len > 0 && ask && left != SIDE_NONE && o->right != SIDE_NONE &&
        o->p[o->len - 1] != ' ' && t[0] != ' ')
        o->p[o->len++] = ' ';
    memcpy(o->p + o->len, t, n);
    o->len += n;
    o->p[o->len] = '\0';
    o->right = right;
    return TD_OK;
}

#define WORD_START "\xE2\x96\x81"  // U+2581, SentencePiece's word-initial mark

static int piece_word_initial(const SpmModel *spm, int id) {
    const char *p = spm_id_to_piece(spm, id);
    return p && !strncmp(p, WORD_START, 3);
}

// Whether a span may go at boundary j of tokens[0..len): at the ends, before a word-initial
// piece, or where either neighbouring piece edge is not a word character.
static int boundary_ok(const SpmModel *spm, const int *tok, int len, int j) {
    if (j == 0 || j == len || piece_word_initial(spm, tok[j])) return 1;
    const char *a = spm_id_to_piece(spm, tok[j - 1]), *b = spm_id_to_piece(spm, tok[j]);
    if (!a || !b || !*a || !*b) return 1;
    size_t na = strlen(a), nb = strlen(b);
    return !word_before(a, na, na) || !word_at(b, nb, 0);
}

// The boundary of the span with p source pieces before it (see carry.h); align [len].
static int span_boundary(const SpmModel *spm, const int *tok, const int *align, int len, int p) {
    if (!align) return p == 0 ? 0 : len;
    int cost = 0, best = -1, best_cost = 0;
    for (int i = 0; i < len; i++) cost += align[i] < p;
    for (int j = 0; j <= len; j++) {
        if ((best < 0 || cost < best_cost) && boundary_ok(spm, tok, len, j)) {
            best = j;
            best_cost = cost;
        }
        if (j < len) cost += align[j] >= p ? 1 : -1;
    }
    return best;
}

// The source word for an <unk> aligned to piece a of the model's line (pieces pb/pe [k]).
static Range unk_word(const char *s, size_t n, const int *pb, const int *pe, int k, int a) {
    size_t b = (size_t)pb[a], e = (size_t)pe[a];
    trim_space(s, n, &b, &e);
    while (b >= e && a + 1 < k) {  // a piece of whitespace only: the word after it
        a++;
        b = (size_t)pb[a];
        e = (size_t)pe[a];
        trim_space(s, n, &b, &e);
    }
    if (b >= e) return (Range){0, 0};
    extend_word(s, n, &b, &e);
    return (Range){b, e};
}

typedef struct Decode {
    const SpmModel *spm;
    const char *line;              // the model's line
    const char *input;             // the input line, quotes respelt (the spans' text)
    const CarryLine *cl;           // NULL: no spans
    const int *tok, *align, *ins;  // [len] tokens, [len] hard alignment (or NULL), [n_span]
    int len, replace;              // boundaries of the spans; replace <unk>
    int *pb, *pe, k;               // the model line's pieces (for <unk> words), k of them
} Decode;

// Appends tok[from, to) decoded.
static int out_segment(Out *o, const Decode *d, int from, int to) {
    if (to <= from) return TD_OK;
    char *t;
    TD_TRY(spm_decode(d->spm, d->tok + from, to - from, &t));
    int rc = out_part(o, t, strlen(t),
                      piece_word_initial(d->spm, d->tok[from]) ? SIDE_SPACE : SIDE_ANY, SIDE_ANY);
    free(t);
    return rc;
}

// Walks the boundaries of the output: decoded runs of pieces, the spans put back at their
// boundaries, the <unk> pieces replaced by their words.
static int assemble(const Decode *d, Out *o) {
    const int ns = d->cl ? d->cl->n_span : 0;
    const size_t nl = strlen(d->line);
    int seg = 0, last_unk = 0;
    Range last = {0, 0};
    for (int j = 0; j <= d->len; j++) {
        int unk = j < d->len && d->replace && d->tok[j] == SPM_UNK_ID, spans = 0;
        for (int s = 0; s < ns; s++) spans += d->ins[s] == j;
        if (!unk && !spans && j < d->len) continue;
        if (j > seg) last_unk = 0;
        TD_TRY(out_segment(o, d, seg, j));
        for (int s = 0; spans && s < ns; s++) {
            const CarrySpan *sp = &d->cl->span[s];
            if (d->ins[s] != j) continue;
            TD_TRY(out_part(o, d->input + sp->start, sp->end - sp->start,
                            sp->glued_before ? SIDE_NONE : SIDE_SPACE,
                            sp->glued_after ? SIDE_NONE : SIDE_SPACE_WORD));
            last_unk = 0;
        }
        if (unk) {
            Range w = unk_word(d->line, nl, d->pb, d->pe, d->k, d->align[j]);
            if (!(last_unk && w.b == last.b && w.e == last.e))
                TD_TRY(out_part(o, d->line + w.b, w.e - w.b, SIDE_SPACE, SIDE_ANY));
            last_unk = 1;
            last = w;
        }
        seg = unk ? j + 1 : j;
    }
    return TD_OK;
}

// Hard alignment [len] of h over P source pieces (carry.h).
static void hard_align(const SearchHyp *h, int P, int S, int *align) {
    for (int j = 0; j < h->len; j++) {
        const float *a = h->attn + (size_t)j * S;
        int best = 0;
        for (int i = 1; i < P; i++)
            if (a[i] > a[best]) best = i;
        align[j] = best;
    }
}

int carry_decode(const SpmModel *spm, const CarrySet *cs, int i, const char *model_line,
                 const SearchHyp *h, int src_pieces, int S, int replace_unk, char **text) {
    const CarryLine *cl = cs && cs->line[i].n_span > 0 ? &cs->line[i] : NULL;
    int replace = 0;
    for (int j = 0; replace_unk && h->attn && j < h->len; j++)
        replace |= h->tokens[j] == SPM_UNK_ID;
    if (!replace && !cl) return spm_decode(spm, h->tokens, h->len, text);
    const char *input = cl ? cl->norm ? cl->norm : cs->input[i] : NULL;
    Decode d = {spm, model_line, input, cl, h->tokens, NULL, NULL,
                h->len, replace, NULL, NULL, 0};
    int *align = h->attn ? malloc(sizeof(int) * (size_t)(h->len ? h->len : 1)) : NULL;
    int *ins = cl ? malloc(sizeof(int) * (size_t)cl->n_span) : NULL;
    Out o = {NULL, 0, 0, 0};
    int rc = (h->attn && !align) || (cl && !ins)
                 ? td_error(TD_ERR_NOMEM, "out of memory building a translation") : TD_OK;
    if (rc == 0 && align) {
        hard_align(h, src_pieces, S, align);
        d.align = align;
    }
    for (int s = 0; rc == 0 && cl && s < cl->n_span; s++) {
        int p = cl->span[s].at < src_pieces ? cl->span[s].at : src_pieces;
        ins[s] = span_boundary(spm, h->tokens, d.align, h->len, p);
    }
    d.ins = ins;
    int *ids = NULL;
    if (rc == 0 && replace)
        rc = spm_encode_spans(spm, model_line, strlen(model_line), &ids, &d.pb, &d.pe, &d.k);
    free(ids);
    if (rc == 0) rc = assemble(&d, &o);
    if (rc == 0 && !o.p) o.p = calloc(1, 1);
    if (rc == 0 && !o.p) rc = td_error(TD_ERR_NOMEM, "out of memory building a translation");
    free(align);
    free(ins);
    free(d.pb);
    free(d.pe);
    if (rc < 0) {
        free(o.p);
        return rc;
    }
    *text = o.p;
    return TD_OK;
}
