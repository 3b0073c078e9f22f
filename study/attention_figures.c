// Attention heatmaps for bin/compare (see attention_figures.h).
//
// Legend: S source pieces + EOS, T target steps (generated pieces, EOS included), NH heads.
#include "study/attention_figures.h"
#include "study/average.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "decode/search.h"
#include "models/config.h"
#include "models/model.h"
#include "models/model_io.h"
#include "tensor/blas.h"
#include "tokenizer/spm.h"
#include "study/proc.h"
#include "study/text_io.h"
#include "study/report_plot.h"

#define ATTN_MAX_HEADS 16

int study_attn_pick(const StudyPlan *pl, int *idx, int max) {
    int n = 0;
    for (int i = 0; i < pl->n_test && n < max; i++) {
        int words = study_count_words(pl->test_src[i]);
        if (words >= 5 && words <= 20) idx[n++] = i;
    }
    for (int i = 0; i < pl->n_test && n == 0; i++) idx[n++] = i;
    return n;
}

void study_attn_trace_free(AttnTrace *t) {
    free(t->src);
    free(t->tgt);
    free(t->cross);
    free(t->enc_self);
    free(t->dec_self);
    memset(t, 0, sizeof *t);
}

// What the per-step callback of the search records into.
typedef struct TraceCtx {
    AttnTrace *t;
    int layer, is_tfm, have_self;  // layer: the one recorded, or STUDY_ATTN_ALL_LAYERS
    float *buf;                    // [max(S * S, Tcap)]
} TraceCtx;

// The model's layer index of the l-th recorded layer.
static int model_layer(const TraceCtx *c, int l) {
    return c->layer == STUDY_ATTN_ALL_LAYERS ? l : c->layer;
}

// Called by search_run after each step of the one sentence (one row while it runs): every head's
// cross-attention and, for the Transformer, self-attention of the recorded layers.
static int trace_step(void *ctx, const SearchStep *v) {
    TraceCtx *c = ctx;
    AttnTrace *t = c->t;
    const ModelOps *ops = v->model->ops;
    Model *m = v->model;
    const int S = t->S, step = v->t, NH = t->NH;
    if (v->rows->n != 1 || step >= t->Tcap)
        return td_error(TD_ERR_INTERNAL, "heatmaps: step %d with %d rows (one sentence, %d steps)",
                        step, v->rows->n, t->Tcap);
    if (step == 0 && c->have_self)
        for (int p = 0; p < t->NLE * NH; p++) {
            int got = ops->self_attention(m, v->state, v->rows, 0, model_layer(c, p / NH), p % NH,
                                          0, c->buf);
            if (got < 0) return got;
            if (got != S * S)
                return td_error(TD_ERR_INTERNAL, "encoder self-attention: %d values, expected %d",
                                got, S * S);
            memcpy(t->enc_self + (size_t)p * S * S, c->buf, (size_t)S * S * sizeof *c->buf);
        }
    for (int p = 0; p < t->NL * NH; p++) {
        const int layer = model_layer(c, p / NH), h = p % NH;
        TD_TRY(ops->cross_attention(m, v->state, v->rows, c->is_tfm ? layer : 0,
                                    c->is_tfm ? h : -1, c->buf));
        memcpy(t->cross + ((size_t)p * t->Tcap + step) * S, c->buf, (size_t)S * sizeof *c->buf);
        if (!c->have_self) continue;
        int got = ops->self_attention(m, v->state, v->rows, 1, layer, h, 0, c->buf);
        if (got < 0) return got;
        if (got != step + 1)
            return td_error(TD_ERR_INTERNAL, "decoder self-attention: %d values at step %d", got,
                            step);
        memcpy(t->dec_self + ((size_t)p * t->Tcap + step) * t->Tcap, c->buf,
               (size_t)got * sizeof *c->buf);
    }
    return TD_OK;
}

int study_attn_trace(Model *m, const int *ids, int n_ids, int layer, AttnTrace *t) {
    memset(t, 0, sizeof *t);
    if (n_ids < 1) return td_error(TD_ERR_ARG, "heatmaps: an empty sentence");
    if (layer < 0 && layer != STUDY_ATTN_ALL_LAYERS)
        return td_error(TD_ERR_ARG, "heatmaps: layer %d", layer);
    const int max_in = m->cfg.max_len > 1 ? m->cfg.max_len - 1 : 1;  // as bin/decode keeps
    const int n = n_ids < max_in ? n_ids : max_in, S = n + 1;
    const int is_tfm = m->cfg.arch == ARCH_TRANSFORMER;
    SearchOptions so = search_defaults();  // bin/decode's greedy search
    t->S = S;
    t->Tcap = search_max_output(&so, m->cfg.max_len, S);
    t->NH = is_tfm ? m->cfg.heads : 1;
    if (t->NH > ATTN_MAX_HEADS) t->NH = ATTN_MAX_HEADS;
    const int all = layer == STUDY_ATTN_ALL_LAYERS, have_self = is_tfm && m->ops->self_attention;
    t->NL = is_tfm && all ? m->cfg.dec_layers : 1;
    t->NLE = have_self ? (all ? m->cfg.enc_layers : 1) : 0;
    const int NH = t->NH, Tc = t->Tcap, NP = t->NL * NH;
    const size_t nbuf = (size_t)S * S > (size_t)Tc ? (size_t)S * S : (size_t)Tc;
    TraceCtx c = {t, layer, is_tfm, have_self, malloc(nbuf * sizeof(float))};
    t->src = malloc((size_t)S * sizeof *t->src);
    t->tgt = malloc((size_t)Tc * sizeof *t->tgt);
    t->cross = calloc((size_t)NP * Tc * S, sizeof *t->cross);
    if (have_self) {
        t->enc_self = calloc((size_t)t->NLE * NH * S * S, sizeof *t->enc_self);
        t->dec_self = calloc((size_t)NP * Tc * Tc, sizeof *t->dec_self);
    }
    Searcher *se = search_create(m);
    int rc = TD_OK;
    int ok = c.buf && t->src && t->tgt && t->cross && se;
    if (!ok || (have_self && (!t->enc_self || !t->dec_self)))
        rc = td_error(TD_ERR_NOMEM, "heatmaps: out of memory");
    if (rc == TD_OK) {
        memcpy(t->src, ids, (size_t)n * sizeof *ids);
        t->src[n] = TOK_EOS;
        so.on_step = trace_step;
        so.on_step_ctx = &c;
        rc = search_run(se, t->src, &S, 1, S, &so);
    }
    if (rc == TD_OK) {
        const SearchHyp *h = search_hyp(se, 0, 0);
        memcpy(t->tgt, h->tokens, (size_t)h->len * sizeof *t->tgt);
        t->T = h->len;
        if (h->ended) t->tgt[t->T++] = TOK_EOS;
    }
    search_free(se);
    free(c.buf);
    if (rc < 0) study_attn_trace_free(t);
    return rc;
}

const char *study_attn_piece(const SpmModel *spm, int id) {
    if (id == TOK_EOS) return "</s>";
    if (id == TOK_BOS) return "<s>";
    const char *p = spm_id_to_piece(spm, id);
    return p ? p : "?";
}

// Draws the figure(s) of one traced sentence of one run.
static void draw_trace(StudyResults *res, const StudyRunPlan *run, const SpmModel *spm, int sent,
                       const AttnTrace *t, int layer_shown) {
    const char **sl = malloc((size_t)t->S * sizeof *sl), **tl = malloc((size_t)t->T * sizeof *tl);
    const char **dl = malloc((size_t)t->T * sizeof *dl);
    ReportPanel *p = malloc(3 * ATTN_MAX_HEADS * sizeof *p);
    float *cross = malloc((size_t)t->NH * t->T * t->S * sizeof *cross);
    float *dec = t->dec_self ? malloc((size_t)t->NH * t->T * t->T * sizeof *dec) : NULL;
    if (!sl || !tl || !dl || !p || !cross || (t->dec_self && !dec)) {
        study_note(res->plan, "heatmaps for %s, sentence %d: out of memory", run->id, sent + 1);
        free(sl), free(tl), free(dl), free(p), free(cross), free(dec);
        return;
    }
    for (int i = 0; i < t->S; i++) sl[i] = study_attn_piece(spm, t->src[i]);
    for (int i = 0; i < t->T; i++) tl[i] = study_attn_piece(spm, t->tgt[i]);
    dl[0] = "<s>";
    for (int i = 1; i < t->T; i++) dl[i] = tl[i - 1];
    int n = 0;
    for (int h = 0; h < t->NH; h++) {
        // Compact [Tcap, S] to [T, S].
        memcpy(cross + (size_t)h * t->T * t->S, t->cross + (size_t)h * t->Tcap * t->S,
               (size_t)t->T * t->S * sizeof *cross);
        p[n] = (ReportPanel){"", t->T, t->S, cross + (size_t)h * t->T * t->S, tl, sl};
        if (run->arch == ARCH_RNN) snprintf(p[n].title, sizeof p[n].title, "cross-attention");
        else snprintf(p[n].title, sizeof p[n].title, "cross, layer %d, head %d", layer_shown, h);
        n++;
    }
    if (t->enc_self)
        for (int h = 0; h < t->NH; h++) {
            p[n] = (ReportPanel){"", t->S, t->S, t->enc_self + (size_t)h * t->S * t->S, sl, sl};
            snprintf(p[n].title, sizeof p[n].title, "encoder self, layer %d, head %d",
                     layer_shown, h);
            n++;
        }
    if (dec)
        for (int h = 0; h < t->NH; h++) {
            float *d = dec + (size_t)h * t->T * t->T;
            for (int r = 0; r < t->T; r++)
                memcpy(d + (size_t)r * t->T,
                       t->dec_self + ((size_t)h * t->Tcap + r) * t->Tcap,
                       (size_t)t->T * sizeof *d);
            p[n] = (ReportPanel){"", t->T, t->T, d, tl, dl};
            snprintf(p[n].title, sizeof p[n].title, "decoder self, layer %d, head %d",
                     layer_shown, h);
            n++;
        }
    char name[128], cap[512];
    snprintf(name, sizeof name, "attention-%s-sent%d", run->id, sent + 1);
    snprintf(cap, sizeof cap, "%s, test sentence %d: %s%s", run->label, sent + 1,
             run->arch == ARCH_RNN ? "cross-attention (rows: generated target pieces, columns: "
                                     "source pieces)"
                                   : "every head of the chosen decoder layer: cross-attention",
             run->arch == ARCH_RNN ? ""
             : t->enc_self ? ", then encoder and decoder self-attention of the same layer index"
                           : " (the model provides no self-attention weights)");
    if (report_heatmap(res, name, "attention-maps", cap, p, n, t->NH) < 0) td_clear_error();
    free(sl), free(tl), free(dl), free(p), free(cross), free(dec);
}

// The heatmaps of run `j`'s first seed.
static void attn_run(StudyResults *res, int j, int layer) {
    const StudyPlan *pl = res->plan;
    const StudyRunPlan *run = &pl->runs[j];
    const StudySeedResult *s = &res->runs[j].seeds[0];
    if (!s->ok) return;
    if (s->kept) {
        study_note(pl, "heatmaps for %s: none, the run was kept without its checkpoints", run->id);
        return;
    }
    Model *m = study_seed_model_load(pl, run->arch, s);
    if (!m) {
        study_note(pl, "heatmaps for %s: %s", run->id, td_last_error());
        return;
    }
    SpmModel *spm = spm_load(pl->spm_path);
    if (!spm) {
        study_note(pl, "heatmaps: %s", td_last_error());
        model_free(m);
        return;
    }
    int shown = layer >= 0 ? layer : m->cfg.dec_layers - 1;
    int idx[3];
    int n = study_attn_pick(pl, idx, pl->opt.quick ? 1 : 3);
    for (int i = 0; i < n; i++) {
        int *ids, n_ids;
        if (spm_encode(spm, pl->test_src[idx[i]], &ids, &n_ids) < 0) {
            study_note(pl, "heatmaps: %s", td_last_error());
            continue;
        }
        AttnTrace t;
        int rc = study_attn_trace(m, ids, n_ids, shown, &t);
        if (rc == TD_OK && t.T > 0) draw_trace(res, run, spm, i, &t, shown);
        else if (rc == TD_OK) study_note(pl, "heatmaps for %s, sentence %d: an empty translation",
                                         run->id, i + 1);
        else study_note(pl, "heatmaps for %s, sentence %d: %s", run->id, i + 1, td_last_error());
        study_attn_trace_free(&t);
        free(ids);
    }
    spm_free(spm);
    model_free(m);
}

void study_attn_figures(StudyResults *res, int layer) {
    if (blas_set_threads(res->plan->opt.threads) < 0) td_clear_error();
    const Study *sd = &res->plan->studies[0];  // main: the RNN and the Transformer
    for (int row = 0; row < sd->n; row++) attn_run(res, study_row_run(res, 0, row), layer);
}
