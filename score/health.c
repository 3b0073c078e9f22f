// Health figures of a system's output (score/health.h).
#include "score/health.h"

#include <errno.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "score/metrics.h"

void health_init(HealthStats *h) {
    memset(h, 0, sizeof *h);
    h->ce_true = h->ce_shuffled = NAN;
}

static int cmp_str(const void *a, const void *b) {
    return strcmp(*(const char *const *)a, *(const char *const *)b);
}

// Distinct strings among s[0..n) (sorted copy of the pointers).
static int count_distinct(const char *const *s, size_t n, size_t *distinct) {
    *distinct = 0;
    if (n == 0) return 0;
    const char **v = malloc(n * sizeof *v);
    if (!v) return td_error(TD_ERR_NOMEM, "health: out of memory");
    memcpy(v, s, n * sizeof *v);
    qsort(v, n, sizeof *v, cmp_str);
    size_t d = 1;
    for (size_t i = 1; i < n; i++) d += strcmp(v[i - 1], v[i]) != 0;
    free(v);
    *distinct = d;
    return 0;
}

// Bigram i of a token list is (tok[i], tok[i+1]); bigrams are ordered by their two tokens.
typedef struct {
    char **tok;
    int i;
} Bigram;

static int cmp_bigram(const void *a, const void *b) {
    const Bigram *x = a, *y = b;
    int c = strcmp(x->tok[x->i], y->tok[y->i]);
    return c ? c : strcmp(x->tok[x->i + 1], y->tok[y->i + 1]);
}

// 13a-tokenises line and adds its token count, bigram count and repeated-bigram count (bigrams
// minus distinct bigrams of the segment).
static int segment_figures(const char *line, int64_t *tokens, int64_t *bigrams, int64_t *repeated) {
    char *text = NULL;
    TD_TRY(bleu_tokenize_13a(line, &text));
    int n = *text ? 1 : 0;  // tokens are separated by single spaces
    for (const char *p = text; *p; p++) n += *p == ' ';
    *tokens += n;
    if (n < 2) {
        free(text);
        return 0;
    }
    char **tok = malloc((size_t)n * sizeof *tok);
    Bigram *bg = malloc((size_t)(n - 1) * sizeof *bg);
    if (!tok || !bg) {
        free(tok), free(bg), free(text);
        return td_error(TD_ERR_NOMEM, "health: out of memory");
    }
    int k = 0;
    for (char *p = text; p && *p; k++) {
        tok[k] = p;
        char *sp = strchr(p, ' ');
        if (sp) *sp = '\0';
        p = sp ? sp + 1 : NULL;
    }
    for (int i = 0; i < n - 1; i++) bg[i] = (Bigram){tok, i};
    qsort(bg, (size_t)(n - 1), sizeof *bg, cmp_bigram);
    int distinct = 1;
    for (int i = 1; i < n - 1; i++) distinct += cmp_bigram(&bg[i - 1], &bg[i]) != 0;
    *bigrams += n - 1;
    *repeated += (n - 1) - distinct;
    free(bg), free(tok), free(text);
    return 0;
}

int health_add_text(HealthStats *h, const char *const *src, const char *const *out,
                    const char *const *ref, size_t n) {
    for (size_t i = 0; i < n; i++) {
        size_t bad;
        const char *side = NULL;
        if (!metrics_utf8_valid(src[i], strlen(src[i]), &bad)) side = "source";
        else if (!metrics_utf8_valid(out[i], strlen(out[i]), &bad)) side = "output";
        else if (ref && !metrics_utf8_valid(ref[i], strlen(ref[i]), &bad)) side = "reference";
        if (side)
            return td_error(TD_ERR_FORMAT, "health: %s segment %zu: invalid UTF-8 at byte %zu",
                            side, i + 1, bad);
    }
    size_t ds, dout;
    TD_TRY(count_distinct(src, n, &ds));
    TD_TRY(count_distinct(out, n, &dout));
    for (size_t i = 0; i < n; i++) {
        TD_TRY(segment_figures(out[i], &h->output_tokens, &h->bigrams, &h->repeated_bigrams));
        if (ref)
            TD_TRY(segment_figures(ref[i], &h->reference_tokens, &h->ref_bigrams,
                                   &h->ref_repeated_bigrams));
    }
    h->segments += n;
    h->distinct_sources += ds;
    h->distinct_outputs += dout;
    return 0;
}

int health_add_soft_alignment(HealthStats *h, const char *rows) {
    const char *p = rows;
    int first_len = -1, row = 0;
    double sum = 0;
    int64_t counted = 0;
    while (*p == ' ') p++;
    while (*p) {
        row++;
        double ent = 0, mass = 0;
        int len = 0;
        for (;;) {
            char *end;
            errno = 0;
            double a = strtod(p, &end);
            if (end == p || errno || !(a >= 0) || !isfinite(a))
                return td_error(TD_ERR_FORMAT,
                                "health: attention row %d: expected comma-separated "
                                "non-negative numbers at '%.20s'", row, p);
            if (a > 0) ent -= a * log(a);
            mass += a;
            len++;
            p = end;
            if (*p != ',') break;
            p++;
        }
        if (*p && *p != ' ')
            return td_error(TD_ERR_FORMAT, "health: attention row %d: unexpected '%c'", row, *p);
        if (first_len < 0) first_len = len;
        else if (len != first_len)
            return td_error(TD_ERR_FORMAT,
                            "health: attention row %d has %d values, the first row %d", row, len,
                            first_len);
        // Rows are printed rounded; renormalising makes H the entropy of the printed distribution:
        // H(a/m) = H(a)/m + log m.
        if (len >= 2 && mass > 0) {
            sum += (ent / mass + log(mass)) / log((double)len);
            counted++;
        }
        while (*p == ' ') p++;
    }
    h->attention_entropy_sum += sum;
    h->attention_rows += counted;
    return 0;
}

void health_set_nll(HealthStats *h, double ce_true, double ce_shuffled) {
    h->ce_true = ce_true;
    h->ce_shuffled = ce_shuffled;
}

double health_distinct_share(const HealthStats *h) {
    return h->distinct_sources ? (double)h->distinct_outputs / (double)h->distinct_sources : NAN;
}

double health_repetition_rate(const HealthStats *h) {
    return h->bigrams ? (double)h->repeated_bigrams / (double)h->bigrams : NAN;
}

double health_ref_repetition_rate(const HealthStats *h) {
    return h->ref_bigrams ? (double)h->ref_repeated_bigrams / (double)h->ref_bigrams : NAN;
}

double health_length_ratio(const HealthStats *h) {
    return h->reference_tokens ? (double)h->output_tokens / (double)h->reference_tokens : NAN;
}

double health_attention_entropy(const HealthStats *h) {
    return h->attention_rows ? h->attention_entropy_sum / (double)h->attention_rows : NAN;
}

double health_source_information(const HealthStats *h) {
    return h->ce_shuffled - h->ce_true;  // NAN when either is
}

int health_collapsed(const HealthStats *h) {
    double info = health_source_information(h);
    if (!isnan(info) && info < HEALTH_MIN_SOURCE_NATS) return 1;
    double share = health_distinct_share(h), ent = health_attention_entropy(h);
    return !isnan(share) && !isnan(ent) && share < HEALTH_MIN_DISTINCT_SHARE &&
           ent > HEALTH_MAX_ATTENTION_ENTROPY;
}

size_t health_shuffle_index(size_t i, size_t n) {
    return n < 2 ? i : (i + n / 2) % n;
}
