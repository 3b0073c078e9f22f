// Transformer: parameter registration (names, shapes, initialisers like transformer.py), the
// positions (sinusoidal table, the embedding + position sum both passes start from), and the
// ModelOps table. Forward/backward: tfm_train.c; decoding: tfm_decode.c.
//
// Dimension legend: B sentences, T positions per sentence, C d_model, NH heads, F FFN size,
// V vocab, Le/Ld encoder/decoder layers.
#include "models/transformer/transformer.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "models/transformer/tfm_internal.h"
#include "tensor/alloc.h"

typedef struct Reg {
    ParamTable *t;
    char prefix[48];
    int status;
} Reg;

// Registers one tensor "<prefix><name>" unless a previous registration failed.
// A weight matrix (weight not NULL) also gets its handle (params_add_weight).
static void reg_w(Reg *r, const char *name, int d0, int d1, int d2, ParamInit init, float scale,
                  float **value, float **grad, const Weight **weight) {
    if (r->status < 0) return;
    char full[128];
    snprintf(full, sizeof full, "%s%s", r->prefix, name);
    int shape[3] = {d0, d1, d2};
    int ndim = d2 > 0 ? 3 : d1 > 0 ? 2 : 1;
    r->status = weight ? params_add_weight(r->t, full, ndim, shape, init, scale, value, grad,
                                           weight)
                       : params_add(r->t, full, ndim, shape, init, scale, value, grad);
}

static void reg(Reg *r, const char *name, int d0, int d1, int d2, ParamInit init, float scale,
                float **value, float **grad) {
    reg_w(r, name, d0, d1, d2, init, scale, value, grad, NULL);
}

// torch.nn.Linear(in, out) after transformer.py's xavier pass: weight xavier-uniform over each
// [out, in] block (n blocks stacked: [n, out, in]), bias U(-1/sqrt(in), 1/sqrt(in)).
static void reg_linear(Reg *r, const char *name, int n, int out, int in, float **w, float **gw,
                       const Weight **wh, float **b, float **gb) {
    char wn[40], bn[40];
    snprintf(wn, sizeof wn, "%s.weight", name);
    snprintf(bn, sizeof bn, "%s.bias", name);
    if (n > 1) {
        reg_w(r, wn, n, out, in, INIT_XAVIER_UNIFORM, 1.0f, w, gw, wh);
        reg(r, bn, n * out, 0, 0, INIT_UNIFORM, 1.0f / sqrtf((float)in), b, gb);
    } else {
        reg_w(r, wn, out, in, 0, INIT_XAVIER_UNIFORM, 1.0f, w, gw, wh);
        reg(r, bn, out, 0, 0, INIT_UNIFORM, 1.0f / sqrtf((float)in), b, gb);
    }
}

static void reg_norm(Reg *r, const char *name, int C, float **g, float **gg, float **b,
                     float **gb) {
    char gn[40], bn[40];
    snprintf(gn, sizeof gn, "%s.weight", name);
    snprintf(bn, sizeof bn, "%s.bias", name);
    reg(r, gn, C, 0, 0, INIT_ONES, 1.0f, g, gg);
    reg(r, bn, C, 0, 0, INIT_ZEROS, 1.0f, b, gb);
}

static void reg_layer(Reg *r, TfmLayer *L, int C, int F, int decoder) {
    TfmLayerParams *p = &L->p, *g = &L->g;
    TfmLayerWeights *w = &L->w;
    reg_linear(r, "self_attn.qkv", 3, C, C, &p->sa_wqkv, &g->sa_wqkv, &w->sa_wqkv, &p->sa_bqkv,
               &g->sa_bqkv);
    reg_linear(r, "self_attn.o", 1, C, C, &p->sa_wo, &g->sa_wo, &w->sa_wo, &p->sa_bo, &g->sa_bo);
    if (decoder) {
        reg_linear(r, "cross_attn.q", 1, C, C, &p->ca_wq, &g->ca_wq, &w->ca_wq, &p->ca_bq,
                   &g->ca_bq);
        reg_linear(r, "cross_attn.kv", 2, C, C, &p->ca_wkv, &g->ca_wkv, &w->ca_wkv, &p->ca_bkv,
                   &g->ca_bkv);
        reg_linear(r, "cross_attn.o", 1, C, C, &p->ca_wo, &g->ca_wo, &w->ca_wo, &p->ca_bo,
                   &g->ca_bo);
    }
    reg_linear(r, "ffn.w1", 1, F, C, &p->ff_w1, &g->ff_w1, &w->ff_w1, &p->ff_b1, &g->ff_b1);
    reg_linear(r, "ffn.w2", 1, C, F, &p->ff_w2, &g->ff_w2, &w->ff_w2, &p->ff_b2, &g->ff_b2);
    static const char *const norms[3] = {"norm1", "norm2", "norm3"};
    for (int i = 0; i < (decoder ? 3 : 2); i++)
        reg_norm(r, norms[i], C, &p->ln_g[i], &g->ln_g[i], &p->ln_b[i], &g->ln_b[i]);
}

static void fill_sinusoid(float *pe, int max_len, int C) {
    // PE[p, 2i] = sin(p / 10000^(2i/C)), PE[p, 2i+1] = cos(p / 10000^(2i/C))  (common.py)
    for (int p = 0; p < max_len; p++)
        for (int i = 0; 2 * i < C; i++) {
            double div = exp(2.0 * i * (-log(10000.0) / C));
            pe[(long)p * C + 2 * i] = (float)sin(p * div);
            if (2 * i + 1 < C) pe[(long)p * C + 2 * i + 1] = (float)cos(p * div);
        }
}

void tfm_embed(const Tfm *t, float *out, const float *table, const int *ids, int B, int T,
               int pos0) {
    const int C = t->C;
    const float scale = sqrtf((float)C);
    const float *pos = t->pos == POS_SINUSOIDAL ? t->pe : t->pos == POS_LEARNED ? t->pos_emb : NULL;
    PAR_FOR((long)B * T * C, (long r = 0; r < (long)B * T; r++), {
        const float *e = table + (long)ids[r] * C;
        float *o = out + r * C;
        if (pos) {
            const float *pe = pos + (long)(pos0 + r % T) * C;
            for (int c = 0; c < C; c++) o[c] = e[c] * scale + pe[c];
        } else {
            for (int c = 0; c < C; c++) o[c] = e[c] * scale;
        }
    });
}

static int tfm_build(Model *m) {
    const ModelConfig *c = &m->cfg;
    if (c->d_model % c->heads)
        return td_error(TD_ERR_ARG, "--d-model %d is not divisible by --heads %d", c->d_model,
                        c->heads);
    if (c->enc_layers < 1 || c->dec_layers < 1 || c->ffn < 1 || c->max_len < 2)
        return td_error(TD_ERR_ARG,
                        "transformer needs >= 1 layer each side, ffn >= 1, max-len >= 2");
    Tfm *t = calloc(1, sizeof *t);
    if (!t) return td_error(TD_ERR_NOMEM, "out of memory building the transformer");
    m->impl = t;
    t->params = &m->params;
    t->C = c->d_model;
    t->NH = c->heads;
    t->HS = c->d_model / c->heads;
    t->F = c->ffn;
    t->V = c->vocab;
    t->Le = c->enc_layers;
    t->Ld = c->dec_layers;
    t->max_len = c->max_len;
    t->norm = c->norm;
    t->pos = c->pos;
    t->act = c->activation;
    t->window = c->attention_window;
    t->dropout = c->dropout;
    t->enc = calloc((size_t)t->Le, sizeof *t->enc);
    t->dec = calloc((size_t)t->Ld, sizeof *t->dec);
    t->enc_acts = calloc((size_t)t->Le, sizeof *t->enc_acts);
    t->dec_acts = calloc((size_t)t->Ld, sizeof *t->dec_acts);
    if (!t->enc || !t->dec || !t->enc_acts || !t->dec_acts)
        return td_error(TD_ERR_NOMEM, "out of memory building the transformer");
    const int C = t->C, V = t->V;
    const float emb_std = 1.0f / sqrtf((float)C);  // nn.init.normal_(emb, 0, d^-0.5)
    Reg r = {.t = &m->params, .prefix = "", .status = 0};
    if (c->tied_embeddings) {
        reg_w(&r, "emb.weight", V, C, 0, INIT_NORMAL, emb_std, &t->emb_src, &t->g_emb_src,
              &t->w_emb_src);
    } else {
        reg(&r, "enc.emb.weight", V, C, 0, INIT_NORMAL, emb_std, &t->emb_src, &t->g_emb_src);
        reg(&r, "dec.emb.weight", V, C, 0, INIT_NORMAL, emb_std, &t->emb_tgt, &t->g_emb_tgt);
        reg_w(&r, "out.weight", V, C, 0, INIT_XAVIER_UNIFORM, 1.0f, &t->out_w, &t->g_out_w,
              &t->w_out);
    }
    reg(&r, "out.bias", V, 0, 0, INIT_ZEROS, 1.0f, &t->out_b, &t->g_out_b);
    if (t->pos == POS_LEARNED)
        reg(&r, "pos.weight", t->max_len, C, 0, INIT_NORMAL, emb_std, &t->pos_emb, &t->g_pos_emb);
    for (int l = 0; l < t->Le; l++) {
        snprintf(r.prefix, sizeof r.prefix, "enc.layers.%d.", l);
        reg_layer(&r, &t->enc[l], C, t->F, 0);
    }
    for (int l = 0; l < t->Ld; l++) {
        snprintf(r.prefix, sizeof r.prefix, "dec.layers.%d.", l);
        reg_layer(&r, &t->dec[l], C, t->F, 1);
    }
    r.prefix[0] = '\0';
    if (t->norm == NORM_PRE) {
        reg_norm(&r, "enc.norm", C, &t->enc_norm_g, &t->g_enc_norm_g, &t->enc_norm_b,
                 &t->g_enc_norm_b);
        reg_norm(&r, "dec.norm", C, &t->dec_norm_g, &t->g_dec_norm_g, &t->dec_norm_b,
                 &t->g_dec_norm_b);
    }
    if (r.status < 0) return r.status;
    if (t->pos == POS_SINUSOIDAL) {
        t->pe = td_alloc((size_t)t->max_len * C * sizeof(float));
        if (!t->pe) return TD_ERR_NOMEM;
        fill_sinusoid(t->pe, t->max_len, C);
    }
    return TD_OK;
}

static void tfm_destroy(Model *m) {
    Tfm *t = m->impl;
    if (!t) return;
    tfm_free_train(t);
    tfm_free_spare_state(t);
    free(t->enc);
    free(t->dec);
    free(t->enc_acts);
    free(t->dec_acts);
    td_free(t->pe);
    free(t);
    m->impl = NULL;
}

const ModelOps transformer_ops = MODEL_OPS_TABLE("transformer", tfm, tfm_self_attention);
