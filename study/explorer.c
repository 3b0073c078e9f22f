// The report's sentence explorer: its data (see explorer.h); the page's script and style are in
// explorer_page.c.
//
// Legend: S source pieces + EOS, T output tokens, NL/NLE decoder/encoder layers, NH heads.
#include "study/explorer.h"
#include "study/average.h"

#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "models/config.h"
#include "models/model_io.h"
#include "tensor/blas.h"
#include "study/attention_figures.h"
#include "study/text_io.h"

int study_explorer_pick(const StudyPlan *pl, int *idx, int max) {
    int n = 0;
    char *taken = calloc((size_t)pl->n_test + 1, 1);
    TD_ASSERT(taken != NULL);
    for (int pass = 0; pass < 2; pass++)
        for (int i = 0; i < pl->n_test && n < max; i++) {
            int words = study_count_words(pl->test_src[i]);
            if (taken[i] || (pass == 0 && words > 40)) continue;
            taken[i] = 1;
            n++;
        }
    n = 0;
    for (int i = 0; i < pl->n_test; i++)
        if (taken[i]) idx[n++] = i;
    free(taken);
    return n;
}

// A growing NUL-terminated string; out of memory aborts (TD_ASSERT), as the report's cells do.
typedef struct Buf {
    char *s;
    size_t n, cap;
} Buf;

static void buf_add(Buf *b, const char *s, size_t len) {
    if (b->n + len + 1 > b->cap) {
        size_t cap = b->cap ? b->cap : 4096;
        while (cap < b->n + len + 1) cap *= 2;
        b->s = realloc(b->s, cap);
        TD_ASSERT(b->s != NULL);
        b->cap = cap;
    }
    memcpy(b->s + b->n, s, len);
    b->n += len;
    b->s[b->n] = 0;
}

static void buf_printf(Buf *b, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void buf_printf(Buf *b, const char *fmt, ...) {
    char tmp[1024];
    va_list ap;
    va_start(ap, fmt);
    int len = vsnprintf(tmp, sizeof tmp, fmt, ap);
    va_end(ap);
    buf_add(b, tmp, len < (int)sizeof tmp ? (size_t)len : sizeof tmp - 1);
}

// A JSON string; '<' is written as \u003c so that the data can sit inside a <script> element.
static void buf_json(Buf *b, const char *s) {
    buf_add(b, "\"", 1);
    for (; *s; s++) {
        unsigned char c = (unsigned char)*s;
        if (c == '"' || c == '\\') {
            char e[2] = {'\\', (char)c};
            buf_add(b, e, 2);
        } else if (c < 0x20 || c == '<') {
            buf_printf(b, "\\u%04x", c);
        } else {
            buf_add(b, s, 1);
        }
    }
    buf_add(b, "\"", 1);
}

// Weights [rows, cols] with row stride `stride`, quantised to bytes and base64'd, as a JSON
// string.
static void buf_map(Buf *b, const float *w, int rows, int cols, int stride) {
    unsigned char *q = malloc((size_t)rows * cols + 1);
    TD_ASSERT(q != NULL);
    for (int r = 0; r < rows; r++)
        for (int c = 0; c < cols; c++) {
            float x = w[(size_t)r * stride + c] * 255.0f + 0.5f;
            q[(size_t)r * cols + c] = x <= 0 ? 0 : x >= 255 ? 255 : (unsigned char)x;
        }
    char *b64 = study_base64(q, (size_t)rows * cols);
    TD_ASSERT(b64 != NULL);
    buf_add(b, "\"", 1);
    buf_add(b, b64, strlen(b64));
    buf_add(b, "\"", 1);
    free(b64);
    free(q);
}

static void buf_pieces(Buf *b, const SpmModel *spm, const int *ids, int n) {
    buf_add(b, "[", 1);
    for (int i = 0; i < n; i++) {
        if (i) buf_add(b, ",", 1);
        buf_json(b, study_attn_piece(spm, ids[i]));
    }
    buf_add(b, "]", 1);
}

// One architecture's entry for one sentence from its trace.
static void buf_trace(Buf *b, const SpmModel *spm, const AttnTrace *t, const char *greedy,
                      const char *beam) {
    const int S = t->S, T = t->T, NP = t->NL * t->NH;
    buf_add(b, "{\"src\":", 7);
    buf_pieces(b, spm, t->src, S);
    buf_add(b, ",\"tgt\":", 7);
    buf_pieces(b, spm, t->tgt, T);
    buf_add(b, ",\"greedy\":", 10);
    buf_json(b, greedy);
    buf_add(b, ",\"beam\":", 8);
    if (beam) buf_json(b, beam);
    else buf_add(b, "null", 4);
    buf_add(b, ",\"cross\":[", 10);
    for (int p = 0; p < NP; p++) {
        if (p) buf_add(b, ",", 1);
        buf_map(b, t->cross + (size_t)p * t->Tcap * S, T, S, S);
    }
    buf_add(b, "],\"enc\":[", 9);
    for (int p = 0; t->enc_self && p < t->NLE * t->NH; p++) {
        if (p) buf_add(b, ",", 1);
        buf_map(b, t->enc_self + (size_t)p * S * S, S, S, S);
    }
    buf_add(b, "],\"dec\":[", 9);
    for (int p = 0; t->dec_self && p < NP; p++) {
        if (p) buf_add(b, ",", 1);
        buf_map(b, t->dec_self + (size_t)p * t->Tcap * t->Tcap, T, T, t->Tcap);
    }
    buf_add(b, "]}", 2);
}

// What one main run contributes: its model and its scored output lines.
typedef struct ExRun {
    const StudyRunPlan *run;
    const StudySeedResult *first;  // its first seed
    Model *m;
    char **beam;  // [n_test] or NULL
    int n_beam;
    int layers, enc_layers, heads;
} ExRun;

static void ex_run_open(const StudyResults *res, ExRun *e, int run) {
    const StudyPlan *pl = res->plan;
    memset(e, 0, sizeof *e);
    e->run = &pl->runs[run];
    e->first = &res->runs[run].seeds[0];
    const StudySeedResult *s = e->first;
    if (!s->ok) return;
    if (s->kept) {
        study_note(pl, "explorer: %s was kept without its checkpoints: no attention to show",
                   e->run->id);
        return;
    }
    e->m = study_seed_model_load(pl, e->run->arch, s);
    if (!e->m) {
        study_note(pl, "explorer: %s: %s", e->run->id, td_last_error());
        return;
    }
    const int tfm = e->m->cfg.arch == ARCH_TRANSFORMER;
    e->layers = tfm ? e->m->cfg.dec_layers : 1;
    e->enc_layers = tfm && e->m->ops->self_attention ? e->m->cfg.enc_layers : 0;
    e->heads = tfm ? e->m->cfg.heads : 1;
    char path[1200];
    snprintf(path, sizeof path, "%s/runs/%s/seed%d.beam.%s", pl->opt.out, e->run->id, s->seed,
             pl->opt.tgt);
    if (study_read_lines(path, &e->beam, &e->n_beam) < 0) {
        td_clear_error();
        e->beam = NULL;
        e->n_beam = 0;
    }
}

static void ex_run_close(ExRun *e) {
    if (e->m) model_free(e->m);
    study_lines_free(e->beam, e->beam ? e->n_beam : 0);
}

// One sentence of one run: traced greedy decode, or an error entry.
static void ex_sentence(const StudyPlan *pl, Buf *b, ExRun *e, const SpmModel *spm, int i) {
    if (!e->m) {
        buf_add(b, "{\"error\":", 9);
        buf_json(b, e->first->kept ? "the run was kept without its checkpoints"
                    : e->first->ok ? "the checkpoint could not be loaded"
                                          : "the run did not finish");
        buf_add(b, "}", 1);
        return;
    }
    int *ids = NULL, n_ids = 0;
    AttnTrace t;
    memset(&t, 0, sizeof t);
    char *greedy = NULL;
    int rc = spm_encode(spm, pl->test_src[i], &ids, &n_ids);
    if (rc == TD_OK) rc = study_attn_trace(e->m, ids, n_ids, STUDY_ATTN_ALL_LAYERS, &t);
    if (rc == TD_OK) {
        int pieces = t.T > 0 && t.tgt[t.T - 1] == TOK_EOS ? t.T - 1 : t.T;
        rc = spm_decode(spm, t.tgt, pieces, &greedy);
    }
    if (rc == TD_OK) {
        buf_trace(b, spm, &t, greedy, e->beam && i < e->n_beam ? e->beam[i] : NULL);
    } else {
        study_note(pl, "explorer: %s, test sentence %d: %s", e->run->id, i + 1, td_last_error());
        buf_add(b, "{\"error\":", 9);
        buf_json(b, td_last_error());
        buf_add(b, "}", 1);
        td_clear_error();
    }
    free(greedy);
    free(ids);
    study_attn_trace_free(&t);
}

int study_explorer_build(StudyResults *res) {
    const StudyPlan *pl = res->plan;
    free(res->explorer_json);
    res->explorer_json = NULL;
    res->explorer_n = 0;
    if (blas_set_threads(pl->opt.threads) < 0) td_clear_error();
    SpmModel *spm = spm_load(pl->spm_path);
    if (!spm) return td_error_context(TD_ERR_IO, "explorer");
    int *idx = malloc(((size_t)pl->n_test + 1) * sizeof *idx);
    if (!idx) {
        spm_free(spm);
        return td_error(TD_ERR_NOMEM, "explorer: out of memory");
    }
    const int n = study_explorer_pick(pl, idx, STUDY_EXPLORER_N);
    const Study *sd = &pl->studies[0];
    ExRun ex[STUDY_MAX_ROWS];
    for (int r = 0; r < sd->n; r++) ex_run_open(res, &ex[r], study_row_run(res, 0, r));
    Buf b = {0};
    buf_add(&b, "{\"quant\":255,\"archs\":[", 22);
    for (int r = 0; r < sd->n; r++) {
        if (r) buf_add(&b, ",", 1);
        buf_add(&b, "{\"id\":", 6);
        buf_json(&b, ex[r].run->id);
        buf_add(&b, ",\"label\":", 9);
        buf_json(&b, study_row_label(res, 0, r));
        buf_printf(&b, ",\"arch\":\"%s\",\"layers\":%d,\"enc_layers\":%d,\"heads\":%d}",
                   ex[r].run->arch == ARCH_TRANSFORMER ? "transformer" : "rnn", ex[r].layers,
                   ex[r].enc_layers, ex[r].heads);
    }
    buf_add(&b, "],\"sentences\":[", 15);
    for (int k = 0; k < n; k++) {
        const int i = idx[k];
        buf_printf(&b, "%s{\"n\":%d,\"src\":", k ? "," : "", i + 1);
        buf_json(&b, pl->test_src[i]);
        buf_add(&b, ",\"ref\":", 7);
        buf_json(&b, pl->test_ref[i]);
        buf_add(&b, ",\"out\":[", 8);
        for (int r = 0; r < sd->n; r++) {
            if (r) buf_add(&b, ",", 1);
            ex_sentence(pl, &b, &ex[r], spm, i);
        }
        buf_add(&b, "]}", 2);
    }
    buf_add(&b, "]}\n", 3);
    for (int r = 0; r < sd->n; r++) ex_run_close(&ex[r]);
    free(idx);
    spm_free(spm);
    res->explorer_json = b.s;
    res->explorer_n = n;
    char path[1100];
    snprintf(path, sizeof path, "%s/figures/explorer.json", pl->opt.out);
    FILE *f = fopen(path, "w");
    int bad = !f || fwrite(b.s, 1, b.n, f) != b.n;
    if (f) bad |= fclose(f) != 0;
    if (bad) study_note(pl, "explorer: cannot write %s (the report still embeds the data)", path);
    return TD_OK;
}
