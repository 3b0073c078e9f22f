// Placeholder scanner and preservation counts (score/placeholders.h).
#include "score/placeholders.h"

#include <stdlib.h>
#include <string.h>

static int is_digit(char c) { return c >= '0' && c <= '9'; }
static int is_alpha(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }
static int is_word(char c) { return is_alpha(c) || is_digit(c) || c == '_'; }

// Flags, width, precision and length modifier of a printf conversion from s[i]; returns the index
// of the conversion character.
static size_t skip_printf_spec(const char *s, size_t i) {
    while (s[i] && strchr("-+#0'", s[i])) i++;
    if (s[i] == '*') i++;
    else while (is_digit(s[i])) i++;
    if (s[i] == '.') {
        i++;
        if (s[i] == '*') i++;
        else while (is_digit(s[i])) i++;
    }
    if ((s[i] == 'h' && s[i + 1] == 'h') || (s[i] == 'l' && s[i + 1] == 'l')) i += 2;
    else if (s[i] && strchr("hlLqjzt", s[i])) i++;
    return i;
}

static int is_conversion(char c) { return c && strchr("diouxXeEfFgGaAcspn", c) != NULL; }

// Length of the placeholder starting with '%' at s, or 0 if none.
static size_t percent_len(const char *s) {
    if (s[1] == '%') return 0;
    if (s[1] == '(') {  // Python %(name)s
        size_t i = 2;
        while (is_word(s[i])) i++;
        if (i == 2 || s[i] != ')') return 0;
        i = skip_printf_spec(s, i + 1);
        return is_conversion(s[i]) ? i + 1 : 0;
    }
    size_t i = 1;
    if (is_digit(s[i]) && s[i] != '0') {  // %N$... positional, or Qt %N
        size_t j = i;
        while (is_digit(s[j])) j++;
        if (s[j] == '$') i = j + 1;
        else {
            size_t k = skip_printf_spec(s, i);
            if (is_conversion(s[k])) return k + 1;  // "%5d": width 5
            return j - i <= 2 ? j : 0;              // "%1", "%12"
        }
    }
    i = skip_printf_spec(s, i);
    return is_conversion(s[i]) ? i + 1 : 0;
}

static size_t brace_len(const char *s) {
    size_t i = 1;
    while (is_word(s[i])) i++;
    if (s[i] == ':') {
        i++;
        while (s[i] && s[i] != '{' && s[i] != '}') i++;
    }
    return s[i] == '}' ? i + 1 : 0;
}

static size_t tag_len(const char *s) {
    size_t i = 1;
    if (s[i] == '/') i++;
    if (!is_alpha(s[i])) return 0;
    while (is_alpha(s[i]) || is_digit(s[i])) i++;
    if (s[i] != '>' && s[i] != '/' && s[i] != ' ') return 0;
    while (s[i] && s[i] != '>' && s[i] != '<') i++;
    return s[i] == '>' ? i + 1 : 0;
}

size_t placeholders_find(const char *s, Placeholder *out, size_t cap) {
    size_t n = 0;
    for (size_t i = 0; s[i];) {
        size_t len = 0;
        if (s[i] == '%') {
            if (s[i + 1] == '%') {
                i += 2;
                continue;
            }
            len = percent_len(s + i);
        } else if (s[i] == '{') {
            len = brace_len(s + i);
        } else if (s[i] == '<') {
            len = tag_len(s + i);
        }
        if (len) {
            if (n < cap) out[n] = (Placeholder){i, len};
            n++;
            i += len;
        } else {
            i++;
        }
    }
    return n;
}

typedef struct {
    const char *p;
    size_t len;
} Span;

static int span_cmp(const void *a, const void *b) {
    const Span *x = a, *y = b;
    size_t m = x->len < y->len ? x->len : y->len;
    int c = memcmp(x->p, y->p, m);
    return c ? c : (x->len > y->len) - (x->len < y->len);
}

// The sorted placeholders of s in a new array (*n of them; NULL with *n = 0 when there are none).
static int sorted_spans(const char *s, Span **out, size_t *n) {
    *out = NULL;
    *n = placeholders_find(s, NULL, 0);
    if (*n == 0) return TD_OK;
    Placeholder *ph = malloc(*n * sizeof *ph);
    Span *sp = malloc(*n * sizeof *sp);
    if (!ph || !sp) {
        free(ph);
        free(sp);
        return td_error(TD_ERR_NOMEM, "out of memory counting placeholders");
    }
    placeholders_find(s, ph, *n);
    for (size_t k = 0; k < *n; k++) sp[k] = (Span){s + ph[k].start, ph[k].len};
    free(ph);
    qsort(sp, *n, sizeof *sp, span_cmp);
    *out = sp;
    return TD_OK;
}

// Multiset intersection of two sorted arrays, written over a (returns its size).
static size_t intersect(Span *a, size_t na, const Span *b, size_t nb) {
    size_t i = 0, j = 0, n = 0;
    while (i < na && j < nb) {
        int c = span_cmp(&a[i], &b[j]);
        if (c == 0) {
            a[n++] = a[i++];
            j++;
        } else if (c < 0) {
            i++;
        } else {
            j++;
        }
    }
    return n;
}

int placeholders_add(PlaceholderStats *acc, const char *src, const char *ref, const char *hyp) {
    Span *s = NULL, *r = NULL, *h = NULL;
    size_t ns, nr, nh;
    int st = sorted_spans(src, &s, &ns);
    if (st == TD_OK) st = sorted_spans(ref, &r, &nr);
    if (st == TD_OK) st = sorted_spans(hyp, &h, &nh);
    if (st == TD_OK) {
        size_t required = intersect(s, ns, r, nr);
        size_t kept = intersect(s, required, h, nh);
        if (required) {
            acc->required += (int64_t)required;
            acc->kept += (int64_t)kept;
            acc->segments++;
            acc->segments_all_kept += kept == required;
        }
    }
    free(s);
    free(r);
    free(h);
    return st;
}

double placeholders_rate(const PlaceholderStats *s) {
    return s->required ? 100.0 * (double)s->kept / (double)s->required : 100.0;
}
