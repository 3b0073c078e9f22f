// Attention heatmaps for bin/compare (see attention_figures.h).
//
// Legend: S source pieces + EOS, T target steps (generated pieces, EOS included), NH heads.
#include "study/attention_figures.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "models/config.h"
#include "models/model.h"
#include "models/model_io.h"
#include "tensor/blas.h"
#include "tokenizer/spm.h"
#include "study/proc.h"
#include "study/report_plot.h"

#define ATTN_MAX_T 48   // decoding steps recorded per sentence
#define ATTN_MAX_S 48   // source pieces kept (with EOS)
#define ATTN_MAX_HEADS 16

int cmp_attn_pick(const CmpState *st, int *idx, int max) {
    int n = 0;
    for (int i = 0; i < st->n_test && n < max; i++) {
        int words = 0, in = 0;
        for (const char *c = st->test_src[i]; *c; c++) {
            int sp = *c == ' ' || *c == '\t';
            if (!sp && !in) words++;
            in = !sp;
        }
        if (words >= 5 && words <= 20) idx[n++] = i;
    }
    for (int i = 0; i < st->n_test && n == 0; i++) idx[n++] = i;
    return n;
}

// What one greedy decode of one sentence records.
typedef struct AttnTrace {
    int S, T, NH;
    int src[ATTN_MAX_S], tgt[ATTN_MAX_T];
    float *cross;     // [NH, T, S] (RNN: NH = 1)
    float *enc_self;  // [NH, S, S] or NULL
    float *dec_self;  // [NH, T, T] (lower triangle; row t over positions 0..t) or NULL
} AttnTrace;

static void trace_free(AttnTrace *t) {
    free(t->cross);
    free(t->enc_self);
    free(t->dec_self);
}

// Greedy decoding of one sentence recording every head of layer `layer` at every step.
static int trace_sentence(Model *m, const int *ids, int n_ids, int layer, AttnTrace *t) {
    const ModelOps *ops = m->ops;
    memset(t, 0, sizeof *t);
    t->S = n_ids < ATTN_MAX_S - 1 ? n_ids + 1 : ATTN_MAX_S;
    for (int i = 0; i < t->S - 1; i++) t->src[i] = ids[i];
    t->src[t->S - 1] = TOK_EOS;
    int is_tfm = m->cfg.arch == ARCH_TRANSFORMER;
    t->NH = is_tfm ? m->cfg.heads : 1;
    if (t->NH > ATTN_MAX_HEADS) t->NH = ATTN_MAX_HEADS;
    int S = t->S, NH = t->NH, V = m->cfg.vocab;
    int len = S;
    DecodeState *ds = ops->encode(m, t->src, &len, 1, S);
    if (!ds) return TD_ERR_INTERNAL;
    float *lp = malloc((size_t)V * sizeof *lp);
    t->cross = calloc((size_t)NH * ATTN_MAX_T * S, sizeof *t->cross);
    int have_self = is_tfm && ops->self_attention;
    if (have_self) {
        t->enc_self = calloc((size_t)NH * S * S, sizeof *t->enc_self);
        t->dec_self = calloc((size_t)NH * ATTN_MAX_T * ATTN_MAX_T, sizeof *t->dec_self);
    }
    int rc = TD_OK;
    float *buf = malloc((size_t)(S * S + ATTN_MAX_T + 8) * sizeof *buf);
    if (have_self)
        for (int h = 0; h < NH && rc >= 0; h++) {
            rc = ops->self_attention(m, ds, 0, layer, h, 0, buf);
            if (rc == S * S) memcpy(t->enc_self + (size_t)h * S * S, buf, (size_t)S * S * 4);
            else if (rc >= 0) rc = td_error(TD_ERR_INTERNAL, "encoder self-attention: %d values,"
                                            " expected %d", rc, S * S);
        }
    int prev = TOK_BOS;
    for (int step = 0; step < ATTN_MAX_T && rc >= 0; step++) {
        rc = ops->step(m, ds, &prev, lp);
        if (rc < 0) break;
        int best = 0;
        for (int v = 1; v < V; v++)
            if (lp[v] > lp[best]) best = v;
        for (int h = 0; h < NH && rc >= 0; h++) {
            rc = ops->cross_attention(m, ds, is_tfm ? layer : 0, is_tfm ? h : -1, buf);
            if (rc >= 0) memcpy(t->cross + ((size_t)h * ATTN_MAX_T + step) * S, buf,
                                (size_t)S * sizeof *buf);
            if (rc >= 0 && have_self) {
                int got = ops->self_attention(m, ds, 1, layer, h, 0, buf);
                if (got == step + 1)
                    memcpy(t->dec_self + ((size_t)h * ATTN_MAX_T + step) * ATTN_MAX_T, buf,
                           (size_t)got * sizeof *buf);
                else if (got >= 0) rc = td_error(TD_ERR_INTERNAL, "decoder self-attention: %d "
                                                 "values at step %d", got, step);
                else rc = got;
            }
        }
        t->tgt[t->T++] = best;
        prev = best;
        if (best == TOK_EOS) break;
    }
    if (rc > 0) rc = TD_OK;
    free(buf);
    free(lp);
    ops->free_state(m, ds);
    return rc;
}

static const char *piece(const SpmModel *spm, int id) {
    if (id == TOK_EOS) return "</s>";
    if (id == TOK_BOS) return "<s>";
    const char *p = spm_id_to_piece(spm, id);
    return p ? p : "?";
}

// Draws the figure(s) of one traced sentence of one run.
static void draw_trace(CmpState *st, const CmpRun *run, const SpmModel *spm, int sent,
                       const AttnTrace *t, int layer_shown) {
    const char *sl[ATTN_MAX_S], *tl[ATTN_MAX_T], *dl[ATTN_MAX_T];
    for (int i = 0; i < t->S; i++) sl[i] = piece(spm, t->src[i]);
    for (int i = 0; i < t->T; i++) tl[i] = piece(spm, t->tgt[i]);
    dl[0] = "<s>";
    for (int i = 1; i < t->T; i++) dl[i] = tl[i - 1];
    ReportPanel p[3 * ATTN_MAX_HEADS];
    float *cross = malloc((size_t)t->NH * t->T * t->S * sizeof *cross);
    float *dec = t->dec_self ? malloc((size_t)t->NH * t->T * t->T * sizeof *dec) : NULL;
    int n = 0;
    for (int h = 0; h < t->NH; h++) {
        // Compact [ATTN_MAX_T, S] to [T, S].
        memcpy(cross + (size_t)h * t->T * t->S, t->cross + (size_t)h * ATTN_MAX_T * t->S,
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
                       t->dec_self + ((size_t)h * ATTN_MAX_T + r) * ATTN_MAX_T,
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
    if (report_heatmap(st, name, "attention-maps", cap, p, n, t->NH) < 0) td_clear_error();
    free(cross);
    free(dec);
}

static void attn_run(CmpState *st, const CmpRun *run, int layer) {
    const CmpSeedResult *s = &run->seeds[0];
    if (!s->ok) return;
    char path[1100];
    snprintf(path, sizeof path, "%s/best.ckpt", s->dir);
    Model *m = model_load(path, NULL, NULL, NULL);
    if (!m) {
        cmp_note(st, "heatmaps for %s: %s", run->id, td_last_error());
        return;
    }
    SpmModel *spm = spm_load(st->spm_path);
    if (!spm) {
        cmp_note(st, "heatmaps: %s", td_last_error());
        model_free(m);
        return;
    }
    int shown = layer >= 0 ? layer : m->cfg.dec_layers - 1;
    int idx[3];
    int n = cmp_attn_pick(st, idx, st->opt.quick ? 1 : 3);
    for (int i = 0; i < n; i++) {
        int *ids, n_ids;
        if (spm_encode(spm, st->test_src[idx[i]], &ids, &n_ids) < 0) {
            cmp_note(st, "heatmaps: %s", td_last_error());
            continue;
        }
        AttnTrace t;
        if (trace_sentence(m, ids, n_ids, shown, &t) == TD_OK && t.T > 0)
            draw_trace(st, run, spm, i, &t, shown);
        else cmp_note(st, "heatmaps for %s, sentence %d: %s", run->id, i + 1, td_last_error());
        trace_free(&t);
        free(ids);
    }
    spm_free(spm);
    model_free(m);
}

void cmp_attn_figures(CmpState *st, int layer) {
    if (blas_set_threads(st->opt.threads) < 0) td_clear_error();
    const CmpStudy *sd = &st->studies[0];  // main: the RNN and the Transformer
    for (int row = 0; row < sd->n; row++) attn_run(st, &st->runs[sd->run[row]], layer);
}
