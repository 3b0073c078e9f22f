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

// One (batch, head) pair of the forward.
static void fwd_pair(float *out, float *probs, float *probs_drop, const float *q, const float *k,
                     const float *v, const AttnShape *s, int b, int h, float scale, float dropout,
                     Rng *rng) {
    const int HS = s->HS, Tk = s->Tk, kb = kv_batch(s, b);
    const float *qb = q + b * s->bq + h * HS;
    const float *kbase = k + kb * s->bk + h * HS;
    const float *vbase = v + kb * s->bv + h * HS;
    float *ob = out + b * s->bo + h * HS;
    const float keep = dropout > 0.0f ? 1.0f / (1.0f - dropout) : 1.0f;
    const uint32_t threshold = (uint32_t)(dropout * 16777216.0f);
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
        float mx = -INFINITY;
        for (int j = lo; j < hi; j++) {
            float sc = scale * dot(qi, kbase + (long)j * s->ldk, HS);
            p[j] = sc;
            mx = sc > mx ? sc : mx;
        }
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
    if (use_threads(work)) {
#pragma omp parallel for schedule(dynamic, 1)
        for (int bh = 0; bh < pairs; bh++) {
            Rng r = rng_fork(&base, (uint64_t)bh);
            fwd_pair(out, probs, probs_drop, q, k, v, s, bh / s->NH, bh % s->NH, scale, dropout,
                     &r);
        }
    } else {
        for (int bh = 0; bh < pairs; bh++) {
            Rng r = rng_fork(&base, (uint64_t)bh);
            fwd_pair(out, probs, probs_drop, q, k, v, s, bh / s->NH, bh % s->NH, scale, dropout,
                     &r);
        }
    }
    if (rng && dropout > 0.0f) rng_next_u64(rng);
}

// One (batch, head) pair of the backward.
static void bwd_pair(float *dq, float *dk, float *dv, const float *dout, const float *probs,
                     const float *probs_drop, const float *q, const float *k, const float *v,
                     const AttnShape *s, int b, int h, float scale, float dropout, float *dp) {
    const int HS = s->HS, Tk = s->Tk;
    const float keep = dropout > 0.0f ? 1.0f / (1.0f - dropout) : 1.0f;
    const long koff = b * s->bk + h * HS, voff = b * s->bv + h * HS, qoff = b * s->bq + h * HS;
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
        float acc = 0.0f;
        for (int j = lo; j < hi; j++) {
            float g = dot(go, v + voff + (long)j * s->ldv, HS);
            if (dv && pd[j] != 0.0f) axpy(dv + voff + (long)j * s->ldv, pd[j], go, HS);
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
    if (use_threads(work)) {
#pragma omp parallel
        {
            float dp[s->Tk > 0 ? s->Tk : 1];  // one score-gradient row per thread
#pragma omp for schedule(dynamic, 1)
            for (int bh = 0; bh < pairs; bh++)
                bwd_pair(dq, dk, dv, dout, probs, probs_drop, q, k, v, s, bh / s->NH, bh % s->NH,
                         scale, dropout, dp);
        }
    } else {
        float dp[s->Tk > 0 ? s->Tk : 1];
        for (int bh = 0; bh < pairs; bh++)
            bwd_pair(dq, dk, dv, dout, probs, probs_drop, q, k, v, s, bh / s->NH, bh % s->NH,
                     scale, dropout, dp);
    }
}
