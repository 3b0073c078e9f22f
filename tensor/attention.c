// Dimension legend: B query batches, NH heads, HS head size, Tq queries, Tk keys per batch.
#include "tensor/attention.h"

#include <math.h>
#include <omp.h>
#include <string.h>

#include "tensor/status.h"

// A parallel region costs a few microseconds (libgomp even makes a futex syscall for a team of
// one): open one only above this many score entries * HS and with more than one thread.
#define ATTN_PAR_MIN 65536L

static int use_threads(long work) { return work > ATTN_PAR_MIN && omp_get_max_threads() > 1; }

// Per-thread scratch (floats, on the stack) for transposed keys/values: HS * Tk up to 64K floats.
#define ATTN_SCRATCH 65536L

AttnShape attn_shape(int B, int NH, int HS, int Tq, int Tk, int ldq, int ldk, int ldv, int ldo) {
    AttnShape s;
    memset(&s, 0, sizeof s);
    s.B = B;
    s.NH = NH;
    s.HS = HS;
    s.Tq = Tq;
    s.Tk = Tk;
    s.ldq = ldq;
    s.ldk = ldk;
    s.ldv = ldv;
    s.ldo = ldo;
    s.bq = (long)Tq * ldq;
    s.bk = (long)Tk * ldk;
    s.bv = (long)Tk * ldv;
    s.bo = (long)Tq * ldo;
    return s;
}

static inline int kv_batch(const AttnShape *s, int b) { return s->kv_index ? s->kv_index[b] : b; }

void attn_key_range(const AttnShape *s, int b, int i, int *lo, int *hi) {
    int l = 0, h = s->Tk;
    if (s->key_len) {
        int kl = s->key_len[kv_batch(s, b)];
        if (kl < h) h = kl;
    }
    int pos = s->q_offset + i;
    if (s->causal && pos + 1 < h) h = pos + 1;
    if (s->window > 0) {
        if (pos - s->window > l) l = pos - s->window;
        if (pos + s->window + 1 < h) h = pos + s->window + 1;
    }
    *lo = l;
    *hi = h;
}

static inline float dot(const float *a, const float *b, int n) {
    float acc = 0.0f;
#pragma omp simd reduction(+ : acc)
    for (int c = 0; c < n; c++) acc += a[c] * b[c];
    return acc;
}

static inline void axpy(float *y, float a, const float *x, int n) {
#pragma omp simd
    for (int c = 0; c < n; c++) y[c] += a * x[c];
}

// Keys (or values) [j0, j1) of one (batch, head) transposed into kt [HS, Tk]: scores for a
// query are then axpys over contiguous keys instead of one horizontal reduction per key.
static void transpose_keys(float *kt, const float *k, long ldk, int HS, int Tk, int j0, int j1) {
    for (int j = j0; j < j1; j++) {
        const float *kj = k + (long)j * ldk;
        for (int c = 0; c < HS; c++) kt[(long)c * Tk + j] = kj[c];
    }
}

// out[j] = scale * sum_c x[c] * kt[c, j] for j in [lo, hi).
static void scores_t(float *out, const float *x, const float *kt, int HS, int Tk, int lo, int hi,
                     float scale) {
    for (int j = lo; j < hi; j++) out[j] = 0.0f;
    for (int c = 0; c < HS; c++) {
        const float xc = x[c] * scale, *row = kt + (long)c * Tk;
#pragma omp simd
        for (int j = lo; j < hi; j++) out[j] += xc * row[j];
    }
}

// Whether a (batch, head) pair uses transposed keys/values (several queries share them, and the
// transposed copy fits the per-thread scratch).
static int use_transpose(const AttnShape *s) {
    return s->Tq >= 4 && (long)s->HS * s->Tk <= ATTN_SCRATCH;
}

// The widest key range any query of batch b sees (keys beyond are never read).
static int max_key(const AttnShape *s, int b) {
    int hi = s->Tk;
    if (s->key_len && s->key_len[kv_batch(s, b)] < hi) hi = s->key_len[kv_batch(s, b)];
    return hi < 0 ? 0 : hi;
}

// One (batch, head) pair of the forward. kt: scratch of HS * Tk floats (when use_transpose).
static void fwd_pair(float *out, float *probs, float *probs_drop, const float *q, const float *k,
                     const float *v, const AttnShape *s, int b, int h, float scale, float dropout,
                     Rng *rng, float *kt) {
    const int HS = s->HS, Tk = s->Tk, kb = kv_batch(s, b);
    const float *qb = q + b * s->bq + h * HS;
    const float *kbase = k + kb * s->bk + h * HS;
    const float *vbase = v + kb * s->bv + h * HS;
    float *ob = out + b * s->bo + h * HS;
    const float keep = dropout > 0.0f ? 1.0f / (1.0f - dropout) : 1.0f;
    const uint32_t threshold = (uint32_t)(dropout * 16777216.0f);
    const int tr = kt && use_transpose(s);
    if (tr) transpose_keys(kt, kbase, s->ldk, HS, Tk, 0, max_key(s, b));
    for (int i = 0; i < s->Tq; i++) {
        long row = (((long)b * s->NH + h) * s->Tq + i) * Tk;
        float *p = probs + row;
        float *pd = dropout > 0.0f ? probs_drop + row : p;
        float *o = ob + (long)i * s->ldo;
        const float *qi = qb + (long)i * s->ldq;
        int lo, hi;
        attn_key_range(s, b, i, &lo, &hi);
        memset(o, 0, (size_t)HS * sizeof *o);
        if (lo >= hi) {
            memset(p, 0, (size_t)Tk * sizeof *p);
            if (pd != p) memset(pd, 0, (size_t)Tk * sizeof *pd);
            continue;
        }
        if (lo > 0) memset(p, 0, (size_t)lo * sizeof *p);
        if (hi < Tk) memset(p + hi, 0, (size_t)(Tk - hi) * sizeof *p);
        if (tr) {
            scores_t(p, qi, kt, HS, Tk, lo, hi, scale);
        } else {
            for (int j = lo; j < hi; j++) p[j] = scale * dot(qi, kbase + (long)j * s->ldk, HS);
        }
        float mx = -INFINITY;
        for (int j = lo; j < hi; j++) mx = p[j] > mx ? p[j] : mx;
        float sum = 0.0f;
        for (int j = lo; j < hi; j++) {
            float e = expf(p[j] - mx);
            p[j] = e;
            sum += e;
        }
        float inv = 1.0f / sum;
        for (int j = lo; j < hi; j++) p[j] *= inv;
        if (pd != p) {
            if (lo > 0) memset(pd, 0, (size_t)lo * sizeof *pd);
            if (hi < Tk) memset(pd + hi, 0, (size_t)(Tk - hi) * sizeof *pd);
            for (int j = lo; j < hi; j++) {
                uint32_t r = (uint32_t)(rng_next_u64(rng) >> 40);
                pd[j] = r < threshold ? 0.0f : p[j] * keep;
            }
        }
        for (int j = lo; j < hi; j++)
            if (pd[j] != 0.0f) axpy(o, pd[j], vbase + (long)j * s->ldv, HS);
    }
}

void attention_forward(float *out, float *probs, float *probs_drop, const float *q, const float *k,
                       const float *v, const AttnShape *s, float dropout, Rng *rng) {
    TD_ASSERT(s->HS > 0 && s->NH > 0 && s->Tk >= 0 && s->Tq >= 0);
    TD_ASSERT(dropout >= 0.0f && dropout < 1.0f);
    TD_ASSERT(dropout == 0.0f || (probs_drop && rng));
    const float scale = s->scale != 0.0f ? s->scale : 1.0f / sqrtf((float)s->HS);
    const int pairs = s->B * s->NH;
    const long work = (long)pairs * s->Tq * s->Tk * s->HS;
    Rng base = {0};
    if (rng) base = *rng;
    const long nkt = use_transpose(s) ? (long)s->HS * s->Tk : 1;
    if (use_threads(work)) {
#pragma omp parallel
        {
            float kt[nkt];
#pragma omp for schedule(dynamic, 1)
            for (int bh = 0; bh < pairs; bh++) {
                Rng r = rng_fork(&base, (uint64_t)bh);
                fwd_pair(out, probs, probs_drop, q, k, v, s, bh / s->NH, bh % s->NH, scale,
                         dropout, &r, kt);
            }
        }
    } else {
        float kt[nkt];
        for (int bh = 0; bh < pairs; bh++) {
            Rng r = rng_fork(&base, (uint64_t)bh);
            fwd_pair(out, probs, probs_drop, q, k, v, s, bh / s->NH, bh % s->NH, scale, dropout,
                     &r, kt);
        }
    }
    if (rng && dropout > 0.0f) rng_next_u64(rng);
}

// One (batch, head) pair of the backward. dp: scratch of Tk floats; vt: HS * Tk (transposed
// values, when use_transpose).
static void bwd_pair(float *dq, float *dk, float *dv, const float *dout, const float *probs,
                     const float *probs_drop, const float *q, const float *k, const float *v,
                     const AttnShape *s, int b, int h, float scale, float dropout, float *dp,
                     float *vt) {
    const int HS = s->HS, Tk = s->Tk;
    const float keep = dropout > 0.0f ? 1.0f / (1.0f - dropout) : 1.0f;
    const long koff = b * s->bk + h * HS, voff = b * s->bv + h * HS, qoff = b * s->bq + h * HS;
    const int tr = vt && use_transpose(s);
    if (tr) transpose_keys(vt, v + voff, s->ldv, HS, Tk, 0, max_key(s, b));
    for (int i = 0; i < s->Tq; i++) {
        long row = (((long)b * s->NH + h) * s->Tq + i) * Tk;
        const float *p = probs + row;
        const float *pd = dropout > 0.0f ? probs_drop + row : p;
        const float *go = dout + b * s->bo + (long)i * s->ldo + h * HS;
        const float *qi = q + qoff + (long)i * s->ldq;
        int lo, hi;
        attn_key_range(s, b, i, &lo, &hi);
        if (lo >= hi) continue;
        // dP~ = dO V^T; dV += P~^T dO; undo dropout: dP = dP~ * mask; dS = P (dP - <dP, P>)
        if (tr) scores_t(dp, go, vt, HS, Tk, lo, hi, 1.0f);
        else
            for (int j = lo; j < hi; j++) dp[j] = dot(go, v + voff + (long)j * s->ldv, HS);
        float acc = 0.0f;
        for (int j = lo; j < hi; j++) {
            if (dv && pd[j] != 0.0f) axpy(dv + voff + (long)j * s->ldv, pd[j], go, HS);
            float g = dp[j];
            if (pd != p) g = pd[j] != 0.0f ? g * keep : 0.0f;
            dp[j] = g;
            acc += g * p[j];
        }
        float *dqi = dq ? dq + qoff + (long)i * s->ldq : NULL;
        for (int j = lo; j < hi; j++) {
            float ds = scale * p[j] * (dp[j] - acc);
            if (ds == 0.0f) continue;
            if (dqi) axpy(dqi, ds, k + koff + (long)j * s->ldk, HS);
            if (dk) axpy(dk + koff + (long)j * s->ldk, ds, qi, HS);
        }
    }
}

void attention_backward(float *dq, float *dk, float *dv, const float *dout, const float *probs,
                        const float *probs_drop, const float *q, const float *k, const float *v,
                        const AttnShape *s, float dropout) {
    TD_ASSERT(s->kv_index == NULL);
    TD_ASSERT(dropout == 0.0f || probs_drop);
    const float scale = s->scale != 0.0f ? s->scale : 1.0f / sqrtf((float)s->HS);
    const int pairs = s->B * s->NH;
    const long work = (long)pairs * s->Tq * s->Tk * s->HS;
    const long nvt = use_transpose(s) ? (long)s->HS * s->Tk : 1;
    if (use_threads(work)) {
#pragma omp parallel
        {
            float dp[s->Tk > 0 ? s->Tk : 1], vt[nvt];  // per-thread scratch
#pragma omp for schedule(dynamic, 1)
            for (int bh = 0; bh < pairs; bh++)
                bwd_pair(dq, dk, dv, dout, probs, probs_drop, q, k, v, s, bh / s->NH, bh % s->NH,
                         scale, dropout, dp, vt);
        }
    } else {
        float dp[s->Tk > 0 ? s->Tk : 1], vt[nvt];
        for (int bh = 0; bh < pairs; bh++)
            bwd_pair(dq, dk, dv, dout, probs, probs_drop, q, k, v, s, bh / s->NH, bh % s->NH,
                     scale, dropout, dp, vt);
    }
}
