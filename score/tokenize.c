// Text handling of the metrics: UTF-8, Python's whitespace and str.lower(), and sacreBLEU's
// tokenizers (sacrebleu/tokenizers/: tokenizer_13a.py with tokenizer_re.py, tokenizer_none.py,
// tokenizer_intl.py, tokenizer_char.py, tokenizer_zh.py, tokenizer_ter.py), as in sacreBLEU 2.6.0.
#include <stdlib.h>
#include <string.h>

#include "score/metrics.h"
#include "score/metrics_text.h"

#include "score/unicode_tables.inc"

// ---------------------------------------------------------------------------------------------
// UTF-8 and Python's whitespace
// ---------------------------------------------------------------------------------------------

int metrics_utf8_next(const unsigned char *s, size_t len, size_t *i, uint32_t *cp) {
    size_t p = *i;
    unsigned c = s[p];
    if (c < 0x80) {
        *cp = c;
        *i = p + 1;
        return 0;
    }
    int extra;
    uint32_t v;
    unsigned lo = 0x80, hi = 0xBF;  // allowed range of the second byte
    if (c >= 0xC2 && c <= 0xDF) {
        extra = 1, v = c & 0x1F;
    } else if (c >= 0xE0 && c <= 0xEF) {
        extra = 2, v = c & 0x0F;
        if (c == 0xE0) lo = 0xA0;       // no overlong forms
        if (c == 0xED) hi = 0x9F;       // no surrogates
    } else if (c >= 0xF0 && c <= 0xF4) {
        extra = 3, v = c & 0x07;
        if (c == 0xF0) lo = 0x90;       // no overlong forms
        if (c == 0xF4) hi = 0x8F;       // nothing above U+10FFFF
    } else {
        return -1;
    }
    if (p + (size_t)extra >= len) return -1;  // truncated sequence
    for (int k = 1; k <= extra; k++) {
        unsigned b = s[p + k];
        unsigned l = k == 1 ? lo : 0x80, h = k == 1 ? hi : 0xBF;
        if (b < l || b > h) return -1;
        v = (v << 6) | (b & 0x3F);
    }
    *cp = v;
    *i = p + 1 + (size_t)extra;
    return 0;
}

int metrics_utf8_put(uint32_t cp, char *out) {
    unsigned char *o = (unsigned char *)out;
    if (cp < 0x80) {
        o[0] = (unsigned char)cp;
        return 1;
    }
    if (cp < 0x800) {
        o[0] = (unsigned char)(0xC0 | (cp >> 6));
        o[1] = (unsigned char)(0x80 | (cp & 0x3F));
        return 2;
    }
    if (cp < 0x10000) {
        o[0] = (unsigned char)(0xE0 | (cp >> 12));
        o[1] = (unsigned char)(0x80 | ((cp >> 6) & 0x3F));
        o[2] = (unsigned char)(0x80 | (cp & 0x3F));
        return 3;
    }
    o[0] = (unsigned char)(0xF0 | (cp >> 18));
    o[1] = (unsigned char)(0x80 | ((cp >> 12) & 0x3F));
    o[2] = (unsigned char)(0x80 | ((cp >> 6) & 0x3F));
    o[3] = (unsigned char)(0x80 | (cp & 0x3F));
    return 4;
}

int metrics_utf8_valid(const char *s, size_t len, size_t *bad_byte) {
    const unsigned char *u = (const unsigned char *)s;
    size_t i = 0;
    uint32_t cp;
    while (i < len) {
        if (metrics_utf8_next(u, len, &i, &cp) < 0) {
            if (bad_byte) *bad_byte = i + 1;  // the column of the sequence's first byte
            return 0;
        }
    }
    return 1;
}

int metrics_py_isspace(uint32_t c) {
    if (c < 0x80) return (c >= 0x09 && c <= 0x0D) || (c >= 0x1C && c <= 0x20);
    return c == 0x85 || c == 0xA0 || c == 0x1680 || (c >= 0x2000 && c <= 0x200A) ||
           c == 0x2028 || c == 0x2029 || c == 0x202F || c == 0x205F || c == 0x3000;
}

int metrics_decode(const char *s, size_t len, uint32_t *out, int drop_space) {
    const unsigned char *u = (const unsigned char *)s;
    size_t i = 0;
    int n = 0;
    uint32_t cp = 0;
    while (i < len) {
        if (metrics_utf8_next(u, len, &i, &cp) < 0) break;  // not reached: the caller validated
        if (!drop_space || !metrics_py_isspace(cp)) out[n++] = cp;
    }
    return n;
}

int metrics_check_text(const char *s, const char *what, int k, int nrefs) {
    size_t bad = 0;
    if (metrics_utf8_valid(s, strlen(s), &bad)) return TD_OK;
    if (nrefs > 1)
        return td_error(TD_ERR_FORMAT, "%s %d: invalid UTF-8 at byte %zu", what, k + 1, bad);
    return td_error(TD_ERR_FORMAT, "%s: invalid UTF-8 at byte %zu", what, bad);
}

size_t metrics_collapse_space(char *out, const char *in, size_t n) {
    const unsigned char *u = (const unsigned char *)in;
    size_t i = 0, o = 0;
    int pending = 0;
    while (i < n) {
        size_t start = i;
        uint32_t cp = 0;
        if (metrics_utf8_next(u, n, &i, &cp) < 0) i = start + 1;  // not reached: validated
        if (metrics_py_isspace(cp)) {
            pending = o > 0;
            continue;
        }
        if (pending) out[o++] = ' ';
        pending = 0;
        memmove(out + o, in + start, i - start);
        o += i - start;
    }
    out[o] = '\0';
    return o;
}

// Length of s[0..n) without trailing Python whitespace (str.rstrip()).
static size_t rstrip_len(const char *s, size_t n) {
    const unsigned char *u = (const unsigned char *)s;
    size_t i = 0, end = 0;
    while (i < n) {
        uint32_t cp = 0;
        if (metrics_utf8_next(u, n, &i, &cp) < 0) break;
        if (!metrics_py_isspace(cp)) end = i;
    }
    return end;
}

// ---------------------------------------------------------------------------------------------
// Unicode properties (score/unicode_tables.inc) and str.lower()
// ---------------------------------------------------------------------------------------------

static int in_ranges(const uint32_t (*r)[2], int n, uint32_t c) {
    int lo = 0, hi = n - 1;
    while (lo <= hi) {
        int mid = (lo + hi) / 2;
        if (c < r[mid][0]) hi = mid - 1;
        else if (c > r[mid][1]) lo = mid + 1;
        else return 1;
    }
    return 0;
}
#define IN_TABLE(t, c) in_ranges((t), (int)(sizeof(t) / sizeof((t)[0])), (c))

static int is_punct_cat(uint32_t c) { return IN_TABLE(k_cat_p, c); }
static int is_symbol_cat(uint32_t c) { return IN_TABLE(k_cat_s, c); }
static int is_number_cat(uint32_t c) { return IN_TABLE(k_cat_n, c); }
static int is_cased(uint32_t c) { return IN_TABLE(k_cased, c); }
static int is_case_ignorable(uint32_t c) { return IN_TABLE(k_case_ignorable, c); }
int metrics_is_punct_or_symbol(uint32_t c) { return is_punct_cat(c) || is_symbol_cat(c); }

// The single-code-point lowercase of c (itself when unchanged).
static uint32_t lower_one(uint32_t c) {
    if (c < 0x80) return c >= 'A' && c <= 'Z' ? c + 32 : c;
    int lo = 0, hi = (int)(sizeof k_lower / sizeof k_lower[0]) - 1;
    while (lo <= hi) {
        int mid = (lo + hi) / 2;
        if (c < k_lower[mid][0]) hi = mid - 1;
        else if (c > k_lower[mid][0]) lo = mid + 1;
        else return k_lower[mid][1];
    }
    return c;
}

// Python's Final_Sigma test for the U+03A3 at cps[i]: a cased letter before it (case-ignorable
// ones skipped) and none after it (likewise).
static int final_sigma(const uint32_t *cps, int n, int i) {
    int j = i - 1;
    while (j >= 0 && is_case_ignorable(cps[j])) j--;
    if (j < 0 || !is_cased(cps[j])) return 0;
    j = i + 1;
    while (j < n && is_case_ignorable(cps[j])) j++;
    return j == n || !is_cased(cps[j]);
}

char *metrics_lower(const char *s) {
    size_t len = strlen(s);
    uint32_t *cps = malloc((len + 1) * sizeof *cps);
    char *out = malloc(2 * len + 1);  // no mapping more than doubles a code point's bytes
    if (!cps || !out) {
        free(cps);
        free(out);
        return NULL;
    }
    int n = metrics_decode(s, len, cps, 0);
    size_t o = 0;
    for (int i = 0; i < n; i++) {
        uint32_t c = cps[i];
        if (c == LOWER_MULTI_CP) {
            o += (size_t)metrics_utf8_put(k_lower_multi[0], out + o);
            o += (size_t)metrics_utf8_put(k_lower_multi[1], out + o);
        } else if (c == 0x03A3 && final_sigma(cps, n, i)) {
            o += (size_t)metrics_utf8_put(0x03C2, out + o);
        } else {
            o += (size_t)metrics_utf8_put(lower_one(c), out + o);
        }
    }
    out[o] = '\0';
    free(cps);
    return out;
}

// ---------------------------------------------------------------------------------------------
// The regex passes of tokenizer_re.py (13a, zh) and tokenizer_ter.py
// ---------------------------------------------------------------------------------------------
// Every pattern here is ASCII and a UTF-8 multi-byte sequence contains no ASCII byte, so the
// passes run on bytes and give what Python's re gives on code points: a non-digit character is
// matched by its last byte, which is a non-digit byte, and no pattern can match inside a
// sequence.

// out = in with every non-overlapping `pat` (left to right) replaced by `rep`;
// len(rep) <= len(pat), so out needs n + 1 bytes. Returns the new length.
static size_t replace_all(char *out, const char *in, size_t n, const char *pat, const char *rep) {
    size_t pl = strlen(pat), rl = strlen(rep), o = 0, i = 0;
    while (i < n) {
        if (i + pl <= n && memcmp(in + i, pat, pl) == 0) {
            memcpy(out + o, rep, rl);
            o += rl;
            i += pl;
        } else {
            out[o++] = in[i++];
        }
    }
    out[o] = '\0';
    return o;
}

// ASCII punctuation that 13a always isolates: [\{-\~\[-\` -\&\(-\+\:-\@\/].
static int is_split_punct(unsigned char c) {
    return (c >= '{' && c <= '~') || (c >= '[' && c <= '`') || (c >= ' ' && c <= '&') ||
           (c >= '(' && c <= '+') || (c >= ':' && c <= '@') || c == '/';
}
static int is_digit(unsigned char c) { return c >= '0' && c <= '9'; }
static int is_pc(unsigned char c) { return c == '.' || c == ','; }

// One regex pass over two-character windows, like re.sub: at each position, if (a, b) matches,
// emit the rewrite and resume after b; otherwise emit a and move on. kind 2: ([^0-9])([.,]) ->
// "a b "; kind 3: ([.,])([^0-9]) -> " a b"; kind 4: ([0-9])(-) -> "a b "; kind 5 (tercom's
// possessive): "'s " -> " 's " (three bytes). out needs 2n + 1 bytes.
static size_t pair_pass(char *out, const char *in, size_t n, int kind) {
    size_t o = 0, i = 0;
    while (i < n) {
        unsigned char a = (unsigned char)in[i];
        if (kind == 5) {
            if (i + 3 <= n && memcmp(in + i, "'s ", 3) == 0) {
                memcpy(out + o, " 's ", 4);
                o += 4, i += 3;
            } else {
                out[o++] = (char)a, i++;
            }
            continue;
        }
        if (i + 1 < n) {
            unsigned char b = (unsigned char)in[i + 1];
            int hit = kind == 2 ? (!is_digit(a) && is_pc(b))
                    : kind == 3 ? (is_pc(a) && !is_digit(b))
                                : (is_digit(a) && b == '-');
            if (hit) {
                if (kind == 3) out[o++] = ' ';
                out[o++] = (char)a;
                out[o++] = ' ';
                out[o++] = (char)b;
                if (kind != 3) out[o++] = ' ';
                i += 2;
                continue;
            }
        }
        out[o++] = (char)a;
        i++;
    }
    out[o] = '\0';
    return o;
}

// TokenizerRegexp of a[0..n) (a has room for cap bytes, b too): with pad, on " " + text + " "
// (13a); with possessive, tercom's "'s " rule between the punctuation and the period/comma
// passes. Returns b holding the result, whitespace not collapsed, its length in *len.
static char *regexp_passes(char *a, char *b, size_t n, int pad, int possessive, size_t *len) {
    size_t o = 0;
    if (pad) b[o++] = ' ', b[o++] = ' ', b[o++] = ' ';  // the padding " " is itself split
    for (size_t i = 0; i < n; i++) {
        unsigned char c = (unsigned char)a[i];
        if (is_split_punct(c)) {
            b[o++] = ' ';
            b[o++] = (char)c;
            b[o++] = ' ';
        } else {
            b[o++] = (char)c;
        }
    }
    if (pad) b[o++] = ' ', b[o++] = ' ', b[o++] = ' ';
    if (possessive) {
        o = pair_pass(a, b, o, 5);
        memcpy(b, a, o + 1);
    }
    n = pair_pass(a, b, o, 2);
    n = pair_pass(b, a, n, 3);
    n = pair_pass(a, b, n, 4);
    *len = n;
    return a;
}

// Buffer size for regexp_passes on n bytes: 3x (+6 padding) in the punctuation pass, 4/3 in
// the possessive pass, then 2x in each pair pass.
static size_t regexp_cap(size_t n) { return 2 * 2 * 2 * 2 * (3 * n + 6) + 1; }

// The language-independent part of 13a (on a, n bytes; b the other buffer); returns the length
// left in a.
static size_t unescape_13a(char *a, char *b, size_t n) {
    memcpy(b, a, n);
    n = replace_all(a, b, n, "<skipped>", "");
    n = replace_all(b, a, n, "-\n", "");
    n = replace_all(a, b, n, "\n", " ");
    if (memchr(a, '&', n)) {  // order matters: "&amp;quot;" -> "&quot;", "&amp;lt;" -> "<"
        n = replace_all(b, a, n, "&quot;", "\"");
        n = replace_all(a, b, n, "&amp;", "&");
        n = replace_all(b, a, n, "&lt;", "<");
        n = replace_all(a, b, n, "&gt;", ">");
    }
    return n;
}

// ---------------------------------------------------------------------------------------------
// Code-point passes (intl, zh, tercom's Asian rules)
// ---------------------------------------------------------------------------------------------

// sacreBLEU's zh ranges (tokenizer_zh.py _UCODE_RANGES), compared the way Python compares
// strings. Two of its bounds are written '\u20000', '\u2a6d6' and '\u2f800', '\u2fa1d': in
// Python each is a four-hex-digit escape followed by one more character, so a single character
// c satisfies '\u20000' <= c <= '\u2a6d6' exactly when U+2001 <= c <= U+2A6D, and the other
// pair when U+2F81 <= c <= U+2FA1. Those are the ranges sacreBLEU applies, listed here as such.
static const uint32_t k_zh_ranges[][2] = {
    {0x3400, 0x4DB5}, {0x4E00, 0x9FA5}, {0x9FA6, 0x9FBB}, {0xF900, 0xFA2D}, {0xFA30, 0xFA6A},
    {0xFA70, 0xFAD9}, {0x2001, 0x2A6D}, {0x2F81, 0x2FA1}, {0xFF00, 0xFFEF}, {0x2E80, 0x2EFF},
    {0x3000, 0x303F}, {0x31C0, 0x31EF}, {0x2F00, 0x2FDF}, {0x2FF0, 0x2FFF}, {0x3100, 0x312F},
    {0x31A0, 0x31BF}, {0xFE10, 0xFE1F}, {0xFE30, 0xFE4F}, {0x2600, 0x26FF}, {0x2700, 0x27BF},
    {0x3200, 0x32FF}, {0x3300, 0x33FF},
};

static int in_list(const uint32_t (*r)[2], int n, uint32_t c) {
    for (int k = 0; k < n; k++)
        if (c >= r[k][0] && c <= r[k][1]) return 1;
    return 0;
}
#define IN_LIST(t, c) in_list((t), (int)(sizeof(t) / sizeof((t)[0])), (c))

static int is_zh_char(uint32_t c) { return IN_LIST(k_zh_ranges, c); }

// tokenizer_ter.py _normalize_asian: the classes it isolates one character at a time (CJK
// ideographs 4E00-9FFF, 3400-4DBF; strokes and radicals 31C0-31EF, 2E80-2EFF; compatibility
// 3300-33FF, F900-FAFF, FE30-FE4F; "3200-3F22" as written there), then ASIAN_PUNCT and
// FULL_WIDTH_PUNCT. Its Hiragana/Katakana rules only match a line made of nothing else, where
// they add a space at either end, which splitting removes again.
static const uint32_t k_ter_asian[][2] = {
    {0x4E00, 0x9FFF}, {0x3400, 0x4DBF}, {0x31C0, 0x31EF}, {0x2E80, 0x2EFF}, {0x3300, 0x33FF},
    {0xF900, 0xFAFF}, {0xFE30, 0xFE4F}, {0x3200, 0x3F22},
};
static const uint32_t k_ter_asian_punct[][2] = {
    {0x3001, 0x3002}, {0x3008, 0x3011}, {0x3014, 0x301F}, {0xFF61, 0xFF65}, {0x30FB, 0x30FB},
    {0xFF0E, 0xFF0E}, {0xFF0C, 0xFF0C}, {0xFF1F, 0xFF1F}, {0xFF1A, 0xFF1A}, {0xFF1B, 0xFF1B},
    {0xFF01, 0xFF01}, {0xFF02, 0xFF02}, {0xFF08, 0xFF09},
};

static int is_ter_asian(uint32_t c) { return IN_LIST(k_ter_asian, c); }
static int is_ter_asian_punct(uint32_t c) { return IN_LIST(k_ter_asian_punct, c); }

// Decodes s[0..n) into a fresh code point array (*cps, count in *m); 0 or -1 (out of memory).
static int decode_alloc(const char *s, size_t n, uint32_t **cps, int *m) {
    *cps = malloc((n + 1) * sizeof **cps);
    if (!*cps) return -1;
    *m = metrics_decode(s, n, *cps, 0);
    return 0;
}

// Encodes cps[0..m) with " c " around each code point for which isolate(c) holds and without
// those for which drop(c) holds (either may be NULL). Returns a malloc'd string or NULL.
static char *encode_isolated(const uint32_t *cps, int m, int (*isolate)(uint32_t),
                             int (*drop)(uint32_t)) {
    char *out = malloc(6 * (size_t)m + 1);
    if (!out) return NULL;
    size_t o = 0;
    for (int i = 0; i < m; i++) {
        if (drop && drop(cps[i])) continue;
        int iso = isolate && isolate(cps[i]);
        if (iso) out[o++] = ' ';
        o += (size_t)metrics_utf8_put(cps[i], out + o);
        if (iso) out[o++] = ' ';
    }
    out[o] = '\0';
    return out;
}

// Recodes s through encode_isolated; frees s. NULL when out of memory.
static char *recode(char *s, int (*isolate)(uint32_t), int (*drop)(uint32_t)) {
    uint32_t *cps;
    int m;
    char *out = NULL;
    if (s && decode_alloc(s, strlen(s), &cps, &m) == 0) {
        out = encode_isolated(cps, m, isolate, drop);
        free(cps);
    }
    free(s);
    return out;
}

// A malloc'd copy of s[0..n) (NULL when out of memory).
static char *dup_n(const char *s, size_t n) {
    char *d = malloc(n + 1);
    if (d) memcpy(d, s, n), d[n] = '\0';
    return d;
}

static int any_cp(uint32_t c) { return c != 0; }

// tokenizer_intl.py: (\P{N})(\p{P}) -> "a b ", then (\p{P})(\P{N}) -> " a b", then (\p{S})
// -> " a ", each a left-to-right re.sub. Returns the encoded text or NULL.
static char *intl_passes(const uint32_t *in, int m) {
    uint32_t *a = malloc((4 * (size_t)m + 1) * sizeof *a), *b = malloc((4 * (size_t)m + 1) * sizeof *b);
    char *out = NULL;
    if (a && b) {
        int o = 0;
        for (int i = 0; i < m;) {  // pass 1
            if (i + 1 < m && !is_number_cat(in[i]) && is_punct_cat(in[i + 1])) {
                a[o++] = in[i], a[o++] = ' ', a[o++] = in[i + 1], a[o++] = ' ';
                i += 2;
            } else {
                a[o++] = in[i++];
            }
        }
        int n = o;
        o = 0;
        for (int i = 0; i < n;) {  // pass 2
            if (i + 1 < n && is_punct_cat(a[i]) && !is_number_cat(a[i + 1])) {
                b[o++] = ' ', b[o++] = a[i], b[o++] = ' ', b[o++] = a[i + 1];
                i += 2;
            } else {
                b[o++] = a[i++];
            }
        }
        out = encode_isolated(b, o, is_symbol_cat, NULL);  // pass 3
    }
    free(a);
    free(b);
    return out;
}

// ---------------------------------------------------------------------------------------------
// The tokenizers
// ---------------------------------------------------------------------------------------------

// TokenizerRegexp (with 13a's padding when pad) of s, whitespace collapsed. NULL when out of
// memory.
static char *regexp_tokens(const char *s, size_t n, int pad, int unescape) {
    size_t cap = regexp_cap(n);
    char *a = malloc(cap), *b = malloc(cap);
    if (!a || !b) {
        free(a);
        free(b);
        return NULL;
    }
    memcpy(a, s, n);
    if (unescape) n = unescape_13a(a, b, n);
    char *res = regexp_passes(a, b, n, pad, 0, &n);
    char *other = res == a ? b : a;
    metrics_collapse_space(other, res, n);
    free(res);
    return other;
}

// tokenizer_zh.py: str.strip(), " c " around each character of its ranges, then
// TokenizerRegexp (no padding).
static char *zh_tokens(const char *s, size_t n) {
    const unsigned char *u = (const unsigned char *)s;
    size_t lo = 0, next = 0;
    uint32_t cp;
    while (next < n && metrics_utf8_next(u, n, &next, &cp) == 0 && metrics_py_isspace(cp))
        lo = next;
    char *iso = recode(dup_n(s + lo, n - lo), is_zh_char, NULL);
    if (!iso) return NULL;
    char *out = regexp_tokens(iso, strlen(iso), 0, 0);
    free(iso);
    return out;
}

// tokenizer_char.py: " ".join(line), split again: every non-space code point is a token.
static char *char_tokens(const char *s, size_t n) {
    char *out = recode(dup_n(s, n), any_cp, NULL);
    if (out) metrics_collapse_space(out, out, strlen(out));
    return out;
}

static char *intl_tokens(const char *s, size_t n) {
    uint32_t *cps;
    int m;
    if (decode_alloc(s, n, &cps, &m) < 0) return NULL;
    char *out = intl_passes(cps, m);
    free(cps);
    if (out) metrics_collapse_space(out, out, strlen(out));
    return out;
}

char *metrics_bleu_tokens(const char *s, int tokenizer, int lowercase) {
    char *low = NULL;
    if (lowercase && !(s = low = metrics_lower(s))) return NULL;
    size_t n = rstrip_len(s, strlen(s));
    char *out = NULL;
    switch ((BleuTokenizer)tokenizer) {
    case BLEU_TOK_13A: out = regexp_tokens(s, n, 1, 1); break;
    case BLEU_TOK_ZH: out = zh_tokens(s, n); break;
    case BLEU_TOK_INTL: out = intl_tokens(s, n); break;
    case BLEU_TOK_CHAR: out = char_tokens(s, n); break;
    case BLEU_TOK_NONE:
        if ((out = malloc(n + 1))) metrics_collapse_space(out, s, n);
        break;
    }
    free(low);
    return out;
}

int bleu_tokenize(const char *line, BleuTokenizer tokenizer, int lowercase, char **out) {
    *out = NULL;
    TD_TRY(metrics_check_text(line, "text", 0, 1));
    *out = metrics_bleu_tokens(line, (int)tokenizer, lowercase);
    if (!*out) return td_error(TD_ERR_NOMEM, "tokenize: out of memory");
    return TD_OK;
}

int bleu_tokenize_13a(const char *line, char **out) {
    return bleu_tokenize(line, BLEU_TOK_13A, 0, out);
}

int metrics_lowercase(const char *line, char **out) {
    *out = NULL;
    TD_TRY(metrics_check_text(line, "text", 0, 1));
    if (!(*out = metrics_lower(line))) return td_error(TD_ERR_NOMEM, "lowercase: out of memory");
    return TD_OK;
}

static const char *const k_tok_names[] = {"13a", "none", "intl", "char", "zh"};

int bleu_tokenizer_parse(const char *name, BleuTokenizer *out) {
    for (int k = 0; k < (int)(sizeof k_tok_names / sizeof k_tok_names[0]); k++) {
        if (strcmp(name, k_tok_names[k]) == 0) {
            *out = (BleuTokenizer)k;
            return TD_OK;
        }
    }
    return td_error(TD_ERR_ARG, "unknown tokenizer '%s' (13a, none, intl, char, zh)", name);
}

const char *bleu_tokenizer_name(BleuTokenizer t) { return k_tok_names[t]; }

// ---------------------------------------------------------------------------------------------
// TercomTokenizer (tokenizer_ter.py)
// ---------------------------------------------------------------------------------------------

static int is_ter_punct(uint32_t c) {
    return c == '.' || c == ',' || c == '?' || c == ':' || c == ';' || c == '!' || c == '"' ||
           c == '(' || c == ')';
}
static int is_ter_punct_any(uint32_t c) { return is_ter_punct(c) || is_ter_asian_punct(c); }
static int is_ter_isolated(uint32_t c) { return is_ter_asian(c) || is_ter_asian_punct(c); }

char *metrics_ter_tokens(const char *s, int case_sensitive, int normalized, int no_punct,
                         int asian_support) {
    size_t n = rstrip_len(s, strlen(s));
    char *t = malloc(n + 1);
    if (!t) return NULL;
    memcpy(t, s, n);
    t[n] = '\0';
    if (!case_sensitive) {
        char *low = metrics_lower(t);
        free(t);
        if (!(t = low)) return NULL;
    }
    if (normalized) {
        n = strlen(t);
        size_t cap = regexp_cap(n);
        char *a = malloc(cap), *b = malloc(cap);
        if (!a || !b) {
            free(a), free(b), free(t);
            return NULL;
        }
        memcpy(b, t, n);
        free(t);
        n = replace_all(a, b, n, "\n-", "");
        n = replace_all(b, a, n, "\n", " ");
        n = replace_all(a, b, n, "&quot;", "\"");
        n = replace_all(b, a, n, "&amp;", "&");
        n = replace_all(a, b, n, "&lt;", "<");
        n = replace_all(b, a, n, "&gt;", ">");
        memcpy(a, b, n + 1);
        // the "'s$" rule never matches: the text ends with the padding space
        t = regexp_passes(a, b, n, 1, 1, &n);
        free(t == a ? b : a);
        if (asian_support) t = recode(t, is_ter_isolated, NULL);
        if (!t) return NULL;
    }
    if (no_punct) {
        t = recode(t, NULL, asian_support ? is_ter_punct_any : is_ter_punct);
        if (!t) return NULL;
    }
    metrics_collapse_space(t, t, strlen(t));
    return t;
}
