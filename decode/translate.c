// Batch translation of text lines (see translate.h).
//
// Dimension legend: n input lines, B sentences in a batch, S padded source length (tokens, EOS
// included), K beam size.
#include "decode/translate.h"

#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "decode/carry.h"
#include "tokenizer/spm.h"

TranslateOptions translate_defaults(void) {
    TranslateOptions o;
    memset(&o, 0, sizeof o);
    o.search = search_defaults();
    o.batch_tokens = 4096;
    o.max_batch_sents = 256;
    o.max_input_len = 0;
    o.max_input_len_name = NULL;
    o.alignment = ALIGN_NONE;
    o.detail = DETAIL_NONE;
    o.replace_unk = 1;
    o.carry_unknown = 1;
    o.log = stderr;
    o.prog = "decode";
    o.input_name = "stdin";
    o.first_line = 1;
    o.line_numbers = NULL;
    o.progress = NULL;
    o.progress_ctx = NULL;
    return o;
}

void translate_hyps_free(TranslateHyp *h, int count) {
    if (!h) return;
    for (int i = 0; i < count; i++) {
        free(h[i].text);
        free(h[i].alignment);
        free(h[i].tokens);
        free(h[i].token_logprob);
        free(h[i].src_tokens);
        free(h[i].attn);
        memset(&h[i], 0, sizeof h[i]);
    }
}

static void warn(const TranslateOptions *o, long line, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
static void warn(const TranslateOptions *o, long line, const char *fmt, ...) {
    if (!o->log) return;
    fprintf(o->log, "%s: warning: %s line %ld: ", o->prog ? o->prog : "decode",
            o->input_name ? o->input_name : "input", line);
    va_list ap;
    va_start(ap, fmt);
    vfprintf(o->log, fmt, ap);
    va_end(ap);
    fputc('\n', o->log);
}

// A growable string for alignments.
typedef struct Str {
    char *p;
    size_t len, cap;
} Str;

static int str_addf(Str *s, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static int str_addf(Str *s, const char *fmt, ...) {
    for (;;) {
        va_list ap;
        va_start(ap, fmt);
        int k = vsnprintf(s->p ? s->p + s->len : NULL, s->p ? s->cap - s->len : 0, fmt, ap);
        va_end(ap);
        if (k < 0) return td_error(TD_ERR_INTERNAL, "formatting an alignment failed");
        if (s->p && s->len + (size_t)k < s->cap) {
            s->len += (size_t)k;
            return 0;
        }
        size_t cap = s->cap ? s->cap * 2 : 256;
        while (cap < s->len + (size_t)k + 1) cap *= 2;
        char *p = realloc(s->p, cap);
        if (!p) return td_error(TD_ERR_NOMEM, "out of memory formatting an alignment");
        s->p = p;
        s->cap = cap;
    }
}

// Formats hypothesis h's alignment over a source of src_len tokens (pieces + EOS); attn rows have
// stride S. Hard: for each target piece j the source piece (EOS excluded) with the most attention.
static int format_alignment(const SearchHyp *h, int src_len, int S, AlignFormat f, char **out) {
    Str s = {NULL, 0, 0};
    int rc = str_addf(&s, "%s", "");
    if (f == ALIGN_HARD) {
        int pieces = src_len - 1;
        for (int j = 0; j < h->len && rc == 0 && pieces > 0; j++) {
            const float *a = h->attn + (size_t)j * S;
            int best = 0;
            for (int i = 1; i < pieces; i++)
                if (a[i] > a[best]) best = i;
            rc = str_addf(&s, j ? " %d-%d" : "%d-%d", best, j);
        }
    } else {
        for (int j = 0; j < h->len + h->ended && rc == 0; j++) {
            const float *a = h->attn + (size_t)j * S;
            for (int i = 0; i < src_len && rc == 0; i++)
                rc = str_addf(&s, "%s%.3f", i ? "," : (j ? " " : ""), (double)a[i]);
        }
    }
    if (rc < 0) {
        free(s.p);
        return rc;
    }
    *out = s.p;
    return 0;
}

typedef struct Work {
    int **ids;      // [n] pieces of each line (malloc'd by spm_encode)
    int *len;       // [n] pieces kept (after truncation)
    int *order;     // [n] non-empty lines sorted by length (stable)
    int *src;       // [B, S] batch
    int *src_len;   // [B]
    long *sid;      // [B] 0-based input line of each sentence (sampling streams)
    const char *const *lines;  // [n] the text the model translates (decode/carry.h)
    const CarrySet *carry;     // the carried spans (NULL: carry_unknown off)
} Work;

static void work_free(Work *w, int n) {
    if (w->ids)
        for (int i = 0; i < n; i++) free(w->ids[i]);
    free(w->ids);
    free(w->len);
    free(w->order);
    free(w->src);
    free(w->src_len);
    free(w->sid);
}

// Sorts order[0..k) by (len, index): a stable bottom-up merge sort.
static int sort_by_len(int *order, int k, const int *len) {
    int *tmp = malloc(sizeof(int) * (size_t)(k ? k : 1));
    if (!tmp) return td_error(TD_ERR_NOMEM, "out of memory sorting %d lines", k);
    for (int w = 1; w < k; w *= 2) {
        for (int lo = 0; lo < k; lo += 2 * w) {
            int mid = lo + w < k ? lo + w : k, hi = lo + 2 * w < k ? lo + 2 * w : k;
            int a = lo, b = mid, o = lo;
            while (a < mid && b < hi)
                tmp[o++] = len[order[b]] < len[order[a]] ? order[b++] : order[a++];
            while (a < mid) tmp[o++] = order[a++];
            while (b < hi) tmp[o++] = order[b++];
        }
        memcpy(order, tmp, sizeof(int) * (size_t)k);
    }
    free(tmp);
    return 0;
}

// Encodes every line; truncates over-long ones with a warning. Fills w->ids, w->len, w->order
// (non-empty lines) and *n_order.
// by_option: max_in is o->max_input_len (the caller's limit), not the model's.
static int encode_lines(const SpmModel *spm, const char *const *lines, int n, int max_in,
                        int by_option, const TranslateOptions *o, Work *w, int *n_order) {
    const char *limit = !by_option ? "the model's limit"
                        : o->max_input_len_name ? o->max_input_len_name : "max_input_len";
    int k = 0;
    for (int i = 0; i < n; i++) {
        int pieces = 0;
        long ln = o->line_numbers ? o->line_numbers[i] : o->first_line + i;
        int rc = spm_encode(spm, lines[i] ? lines[i] : "", &w->ids[i], &pieces);
        if (rc < 0)
            return td_error_context(rc, "%s line %ld", o->input_name ? o->input_name : "input",
                                    ln);
        if (pieces > max_in) {
            warn(o, ln, "%d pieces, truncated to the first %d (%s)", pieces,
                 max_in, limit);
            pieces = max_in;
        }
        w->len[i] = pieces;
        if (pieces > 0) w->order[k++] = i;
    }
    *n_order = k;
    return sort_by_len(w->order, k, w->len);
}

// The sampling stream id of lines[i]: its 0-based input line, plus (part index << 40) for the
// second and later parts of a split line (o->line_numbers repeats its number), so neither the
// batching nor the pool boundaries change any line's samples.
static long sentence_id(const TranslateOptions *o, int i) {
    if (!o->line_numbers) return o->first_line - 1 + i;
    long part = 0;
    for (int j = i; j > 0 && o->line_numbers[j - 1] == o->line_numbers[i]; j--) part++;
    return (o->line_numbers[i] - 1) + (part << 40);
}

// Copies hypothesis h's tokens, their log-probabilities and (DETAIL_ATTENTION) the source and
// the attention rows (stride S, the first src_len columns) into t.
static int copy_detail(const SearchHyp *h, const int *src, int src_len, int S, TranslateDetail d,
                       TranslateHyp *t) {
    const int n = h->len + h->ended;
    t->n_tokens = n;
    t->tokens = malloc(sizeof(int) * (size_t)(n ? n : 1));
    t->token_logprob = malloc(sizeof(float) * (size_t)(n ? n : 1));
    if (!t->tokens || !t->token_logprob) return td_error(TD_ERR_NOMEM, "out of memory");
    if (h->len) memcpy(t->tokens, h->tokens, sizeof(int) * (size_t)h->len);
    if (h->ended) t->tokens[h->len] = TOK_EOS;
    if (n) memcpy(t->token_logprob, h->token_logprob, sizeof(float) * (size_t)n);
    if (d < DETAIL_ATTENTION) return 0;
    t->src_len = src_len;
    t->src_tokens = malloc(sizeof(int) * (size_t)src_len);
    t->attn = malloc(sizeof(float) * (size_t)(n ? n : 1) * src_len);
    if (!t->src_tokens || !t->attn) return td_error(TD_ERR_NOMEM, "out of memory");
    memcpy(t->src_tokens, src, sizeof(int) * (size_t)src_len);
    for (int j = 0; j < n; j++)
        memcpy(t->attn + (size_t)j * src_len, h->attn + (size_t)j * S,
               sizeof(float) * (size_t)src_len);
    return 0;
}

// Translates the batch order[0..B) (lengths ascending, so the last is the longest) into out.
static int run_batch(Model *m, const SpmModel *spm, Searcher *se, Work *w, const int *order,
                     int B, const TranslateOptions *o, TranslateHyp *out) {
    const int K = o->search.n_best, S = w->len[order[B - 1]] + 1;
    memset(w->src, 0, sizeof(int) * (size_t)B * S);
    for (int b = 0; b < B; b++) {
        int i = order[b], l = w->len[i];
        memcpy(w->src + (size_t)b * S, w->ids[i], sizeof(int) * (size_t)l);
        w->src[(size_t)b * S + l] = TOK_EOS;
        w->src_len[b] = l + 1;
        w->sid[b] = sentence_id(o, i);
    }
    SearchOptions so = o->search;
    so.sentence_ids = w->sid;
    so.alignment = o->alignment != ALIGN_NONE || o->replace_unk || w->carry ||
                   o->detail == DETAIL_ATTENTION;
    TD_TRY(search_run(se, w->src, w->src_len, B, S, &so));
    for (int b = 0; b < B; b++) {
        for (int k = 0; k < K; k++) {
            const SearchHyp *h = search_hyp(se, b, k);
            TranslateHyp *t = &out[(size_t)order[b] * K + k];
            TD_TRY(carry_decode(spm, w->carry, order[b], w->lines[order[b]], h, w->len[order[b]],
                                S, o->replace_unk, &t->text));
            t->score = h->score;
            if (o->alignment != ALIGN_NONE)
                TD_TRY(format_alignment(h, w->src_len[b], S, o->alignment, &t->alignment));
            if (o->detail != DETAIL_NONE)
                TD_TRY(copy_detail(h, w->src + (size_t)b * S, w->src_len[b], S, o->detail, t));
        }
    }
    (void)m;
    return 0;
}

static int check_options(const TranslateOptions *o) {
    TD_TRY(search_check_options(&o->search));
    if (o->batch_tokens < 1)
        return td_error(TD_ERR_ARG, "batch-tokens %d out of range (>= 1)", o->batch_tokens);
    if (o->max_batch_sents < 1)
        return td_error(TD_ERR_ARG, "max-batch-sents %d out of range (>= 1)", o->max_batch_sents);
    if (o->alignment < ALIGN_NONE || o->alignment > ALIGN_SOFT)
        return td_error(TD_ERR_ARG, "bad alignment format %d", (int)o->alignment);
    if (o->detail < DETAIL_NONE || o->detail > DETAIL_ATTENTION)
        return td_error(TD_ERR_ARG, "bad detail level %d", (int)o->detail);
    return 0;
}

static int translate_all(Model *m, const SpmModel *spm, const char *const *lines, int n,
                         const TranslateOptions *o, TranslateHyp *out, Work *w, Searcher *se) {
    // rows per sentence: the beam, or the samples
    const int K = o->search.n_best,
              beam = o->search.sampling.kind != SAMPLING_OFF ? K : o->search.beam_size;
    if (spm_vocab_size(spm) != m->cfg.vocab)
        return td_error(TD_ERR_MISMATCH, "the SentencePiece model has %d pieces, the model %d",
                        spm_vocab_size(spm), m->cfg.vocab);
    int max_in = m->cfg.max_len > 1 ? m->cfg.max_len - 1 : 1;
    int by_option = o->max_input_len > 0 && o->max_input_len <= max_in;  // a tie: the option's
    if (by_option) max_in = o->max_input_len;
    w->ids = calloc((size_t)n, sizeof *w->ids);
    w->len = calloc((size_t)n, sizeof *w->len);
    w->order = calloc((size_t)n, sizeof *w->order);
    int maxB = o->max_batch_sents < n ? o->max_batch_sents : n;
    w->src = malloc(sizeof(int) * (size_t)maxB * (max_in + 1));
    w->src_len = malloc(sizeof(int) * (size_t)maxB);
    w->sid = malloc(sizeof(long) * (size_t)maxB);
    if (!w->ids || !w->len || !w->order || !w->src || !w->src_len || !w->sid)
        return td_error(TD_ERR_NOMEM, "out of memory translating %d lines", n);
    int n_order = 0;
    w->lines = lines;
    TD_TRY(encode_lines(spm, lines, n, max_in, by_option, o, w, &n_order));
    for (int i = 0; i < n; i++) {
        if (w->len[i] > 0) continue;  // empty line: empty translations, score 0
        for (int k = 0; k < K; k++) {
            TranslateHyp *t = &out[(size_t)i * K + k];
            t->text = calloc(1, 1);
            if (o->alignment != ALIGN_NONE) t->alignment = calloc(1, 1);
            if (!t->text || (o->alignment != ALIGN_NONE && !t->alignment))
                return td_error(TD_ERR_NOMEM, "out of memory");
            if (o->detail != DETAIL_NONE) {  // nothing produced, nothing read
                t->tokens = calloc(1, sizeof(int));
                t->token_logprob = calloc(1, sizeof(float));
                if (!t->tokens || !t->token_logprob)
                    return td_error(TD_ERR_NOMEM, "out of memory");
            }
        }
    }
    int done = n - n_order;
    for (int start = 0; start < n_order;) {
        int B = 1;  // lengths ascend: the padded length is that of the batch's last line
        while (start + B < n_order && B < o->max_batch_sents &&
               (long)(B + 1) * beam * (w->len[w->order[start + B]] + 1) <= o->batch_tokens)
            B++;
        TD_TRY(run_batch(m, spm, se, w, w->order + start, B, o, out));
        start += B;
        done += B;
        if (o->progress) o->progress(o->progress_ctx, done, n);
    }
    return 0;
}

int translate_lines_nbest(Model *m, const SpmModel *spm, const char *const *lines, int n,
                          const TranslateOptions *opt, TranslateHyp *out) {
    TD_TRY(check_options(opt));
    if (n <= 0) return 0;
    memset(out, 0, sizeof *out * (size_t)n * opt->search.n_best);
    Searcher *se = search_create(m);
    if (!se) return TD_ERR_NOMEM;
    Work w;
    memset(&w, 0, sizeof w);
    CarrySet *cs = NULL;
    int rc = opt->carry_unknown ? carry_prepare(spm, lines, n, opt->input_name, opt->first_line,
                                                &cs) : 0;
    w.carry = cs;
    const char *const *model_lines = cs ? carry_model_lines(cs) : lines;
    if (rc == 0) rc = translate_all(m, spm, model_lines, n, opt, out, &w, se);
    for (int i = 0; rc == 0 && cs && i < n; i++)  // nothing left to translate: the line itself
        for (int k = 0; carry_verbatim(cs, i) && k < opt->search.n_best; k++) {
            TranslateHyp *t = &out[(size_t)i * opt->search.n_best + k];
            free(t->text);
            t->text = strdup(lines[i]);
            if (!t->text) rc = td_error(TD_ERR_NOMEM, "out of memory");
        }
    carry_free(cs);
    work_free(&w, n);
    search_free(se);
    if (rc < 0) translate_hyps_free(out, n * opt->search.n_best);
    return rc;
}

int translate_lines(Model *m, const SpmModel *spm, const char *const *lines, int n,
                    const TranslateOptions *opt, char **out, float *scores) {
    TD_TRY(check_options(opt));
    if (n <= 0) return 0;
    TranslateOptions o = *opt;
    o.search.n_best = 1;
    o.alignment = ALIGN_NONE;
    o.detail = DETAIL_NONE;
    TranslateHyp *h = calloc((size_t)n, sizeof *h);
    if (!h) return td_error(TD_ERR_NOMEM, "out of memory translating %d lines", n);
    int rc = translate_lines_nbest(m, spm, lines, n, &o, h);
    if (rc == 0) {
        for (int i = 0; i < n; i++) {
            out[i] = h[i].text;
            if (scores) scores[i] = h[i].score;
        }
    }
    free(h);
    return rc;
}
