// Temperature, top-k and nucleus (top-p) sampling of one decoding step (see sampling.h).
//
// Dimension legend: V vocabulary, n kept tokens.
#include "decode/sampling.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "tensor/alloc.h"

SamplingOptions sampling_defaults(void) {
    SamplingOptions o = {.kind = SAMPLING_OFF, .top_k = 1, .top_p = 1.0f, .temperature = 1.0f,
                         .seed = 1};
    return o;
}

int sampling_parse(const char *spec, SamplingOptions *o) {
    char *end = NULL;
    if (!strncmp(spec, "topk:", 5)) {
        long k = strtol(spec + 5, &end, 10);
        if (end != spec + 5 && !*end && k >= 1 && k <= 1000000000L) {
            o->kind = SAMPLING_TOPK;
            o->top_k = (int)k;
            return TD_OK;
        }
    } else if (!strncmp(spec, "topp:", 5)) {
        double p = strtod(spec + 5, &end);
        if (end != spec + 5 && !*end && p > 0.0 && p <= 1.0) {
            o->kind = SAMPLING_TOPP;
            o->top_p = (float)p;
            return TD_OK;
        }
    }
    return td_error(TD_ERR_ARG, "sampling '%s' is not topk:K (K >= 1) or topp:P (0 < P <= 1)",
                    spec);
}

int sampling_check(const SamplingOptions *o) {
    if (o->kind == SAMPLING_OFF) return TD_OK;
    if (o->kind != SAMPLING_TOPK && o->kind != SAMPLING_TOPP)
        return td_error(TD_ERR_ARG, "sampling: unknown kind %d", (int)o->kind);
    if (o->kind == SAMPLING_TOPK && o->top_k < 1)
        return td_error(TD_ERR_ARG, "sampling: top-k %d < 1", o->top_k);
    if (o->kind == SAMPLING_TOPP && !(o->top_p > 0.0f && o->top_p <= 1.0f))
        return td_error(TD_ERR_ARG, "sampling: top-p %g outside (0, 1]", (double)o->top_p);
    if (!(o->temperature > 0.0f && o->temperature <= 1e4f))
        return td_error(TD_ERR_ARG, "temperature %g outside (0, 10000]", (double)o->temperature);
    return TD_OK;
}

Rng sampling_stream(uint64_t seed, uint64_t sentence, uint64_t sample) {
    Rng base;
    rng_seed(&base, seed);
    Rng s = rng_fork(&base, sentence);
    return rng_fork(&s, sample);
}

// a before b: larger weight first, then the lower id (a total order: results never depend on
// the sort algorithm).
static int cand_cmp(const void *pa, const void *pb) {
    const SamplingCand *a = pa, *b = pb;
    if (a->w != b->w) return a->w > b->w ? -1 : 1;
    return (a->id > b->id) - (a->id < b->id);
}

int sampling_distribution(const float *lp, int V, const SamplingOptions *o, SamplingWork *w,
                          double *probs) {
    TD_TRY(td_reserve((void **)&w->cand, &w->cap, (size_t)V * sizeof *w->cand));
    float mx = -INFINITY;
    for (int v = 0; v < V; v++)
        if (lp[v] > mx) mx = lp[v];
    if (!(mx > -INFINITY) || !isfinite(mx))
        return td_error(TD_ERR_NUMERIC, "sampling: no finite log-probability");
    const double inv_t = 1.0 / (double)o->temperature;
    SamplingCand *c = w->cand;
    int n = 0;
    double z = 0.0;
    if (o->kind == SAMPLING_TOPK) {  // the K largest, kept sorted by insertion
        const int K = o->top_k < V ? o->top_k : V;
        for (int v = 0; v < V; v++) {
            double x = lp[v] > -INFINITY ? exp(((double)lp[v] - mx) * inv_t) : 0.0;
            if (!(x > 0.0) || (n == K && !(x > c[K - 1].w))) continue;
            int i = n < K ? n++ : K - 1;
            for (; i > 0 && c[i - 1].w < x; i--) c[i] = c[i - 1];
            c[i] = (SamplingCand){x, v};
        }
    } else {
        // Nucleus: a token below (1 - P) / V of the total mass can never be in it (the tokens
        // below that bound hold less than 1 - P together, so the sorted prefix reaches P
        // before them), so only the others are sorted.
        for (int v = 0; v < V; v++)
            z += lp[v] > -INFINITY ? exp(((double)lp[v] - mx) * inv_t) : 0.0;
        const double floor_w = (1.0 - (double)o->top_p) / V * z;
        for (int v = 0; v < V; v++) {
            double x = lp[v] > -INFINITY ? exp(((double)lp[v] - mx) * inv_t) : 0.0;
            if (x > 0.0 && x >= floor_w) c[n++] = (SamplingCand){x, v};
        }
        qsort(c, (size_t)n, sizeof *c, cand_cmp);
        double acc = 0.0, want = (double)o->top_p * z;
        int keep = n;
        for (int i = 0; i < n; i++) {
            acc += c[i].w;
            if (acc >= want) {
                keep = i + 1;
                break;
            }
        }
        n = keep;
    }
    w->mass = 0.0;
    for (int i = 0; i < n; i++) w->mass += c[i].w;
    if (probs) {
        memset(probs, 0, sizeof(double) * (size_t)V);
        for (int i = 0; i < n; i++) probs[c[i].id] = c[i].w / w->mass;
    }
    return n;
}

int sampling_pick(const float *lp, int V, const SamplingOptions *o, Rng *rng, SamplingWork *w) {
    int n = sampling_distribution(lp, V, o, w, NULL);
    if (n < 0) return n;
    double u = (double)(rng_next_u64(rng) >> 11) * (1.0 / 9007199254740992.0);  // [0, 1)
    double target = u * w->mass, acc = 0.0;
    for (int i = 0; i < n; i++) {
        acc += w->cand[i].w;
        if (target < acc) return w->cand[i].id;
    }
    return w->cand[n - 1].id;  // target within rounding of the total
}

void sampling_work_free(SamplingWork *w) {
    td_free(w->cand);
    memset(w, 0, sizeof *w);
}
