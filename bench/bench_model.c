// Dimension legend: B sentences, S source length, T target length, V vocab, K beam size,
// N decoding rows.
#include "bench/bench_model.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <unistd.h>

#include "bench/bench_util.h"
#include "decode/search.h"
#include "models/flops.h"
#include "models/model.h"
#include "tensor/bf16.h"
#include "tensor/blas.h"
#include "tensor/linear.h"
#include "tensor/optim.h"
#include "tensor/params.h"
#include "tensor/rng.h"
#include "tensor/status.h"
#include "util/progname.h"

// ---- batches ----------------------------------------------------------------------------------

typedef struct {
    int s, t;
} LenPair;

static int cmp_pair(const void *a, const void *b) {
    const LenPair *x = a, *y = b;
    if (x->t != y->t) return (x->t > y->t) - (x->t < y->t);
    return (x->s > y->s) - (x->s < y->s);
}

void bench_free_batches(Batch *b, int n) {
    if (!b) return;
    for (int i = 0; i < n; i++) batch_free(&b[i]);
    free(b);
}

// Fills one batch of B sentences with lengths lp[0..B) and random ids.
static int fill_batch(Batch *b, const LenPair *lp, int B, int vocab, Rng *r) {
    int S = 0, T = 0;
    for (int i = 0; i < B; i++) {
        S = lp[i].s > S ? lp[i].s : S;
        T = lp[i].t > T ? lp[i].t : T;
    }
    TD_TRY(batch_alloc(b, B, B * S, B * T));
    b->B = B;
    b->S = S;
    b->T = T;
    b->n_src_tokens = b->n_tgt_tokens = 0;
    for (int i = 0; i < B; i++) {
        int s = lp[i].s, t = lp[i].t;
        int *src = b->src + (size_t)i * S, *tin = b->tgt_in + (size_t)i * T;
        int *tout = b->tgt_out + (size_t)i * T;
        for (int j = 0; j < s - 1; j++) src[j] = 4 + (int)rng_below(r, (uint32_t)(vocab - 4));
        src[s - 1] = TOK_EOS;
        tin[0] = TOK_BOS;
        for (int j = 0; j < t - 1; j++) {
            int y = 4 + (int)rng_below(r, (uint32_t)(vocab - 4));
            tin[j + 1] = y;
            tout[j] = y;
        }
        tout[t - 1] = TOK_EOS;
        b->src_len[i] = s;
        b->tgt_len[i] = t;
        b->index[i] = i;
        b->n_src_tokens += s;
        b->n_tgt_tokens += t;
    }
    return TD_OK;
}

Batch *bench_make_batches(int vocab, int tokens, int len, int n, unsigned long long seed) {
    Rng r;
    rng_seed(&r, seed);
    Batch *out = calloc((size_t)n, sizeof *out);
    if (!out) {
        td_error(TD_ERR_NOMEM, "out of memory for benchmark batches");
        return NULL;
    }
    if (len > 0) {
        int B = tokens / len > 0 ? tokens / len : 1;
        LenPair *lp = malloc((size_t)B * sizeof *lp);
        if (!lp) goto nomem;
        for (int i = 0; i < B; i++) lp[i] = (LenPair){len, len};
        for (int k = 0; k < n; k++)
            if (fill_batch(&out[k], lp, B, vocab, &r) < 0) {
                free(lp);
                goto fail;
            }
        free(lp);
        return out;
    }
    int np = n * (tokens / 25 + 1) * 2;
    LenPair *pool = malloc((size_t)np * sizeof *pool);
    int *start = malloc(((size_t)np + 1) * sizeof *start);
    int *perm = malloc((size_t)np * sizeof *perm);
    if (!pool || !start || !perm) {
        free(pool); free(start); free(perm);
        goto nomem;
    }
    for (int i = 0; i < np; i++) {
        int t = 10 + (int)rng_below(&r, 31);
        double s = nearbyint(t * (0.8 + 0.45 * rng_uniform(&r)));  // Python round: half to even
        pool[i] = (LenPair){(int)fmin(50, fmax(5, s)), t};
    }
    qsort(pool, (size_t)np, sizeof *pool, cmp_pair);
    int ng = 0, ntok = 0;
    start[0] = 0;
    for (int i = 0; i < np; i++) {
        ntok += pool[i].t;
        if (ntok >= tokens) {
            start[++ng] = i + 1;
            ntok = 0;
        }
    }
    for (int g = 0; g < ng; g++) perm[g] = g;
    rng_shuffle_int(&r, perm, ng);
    int rc = ng >= n ? TD_OK : td_error(TD_ERR_INTERNAL, "only %d batches in the pool", ng);
    for (int k = 0; k < n && rc == TD_OK; k++) {
        int g = perm[k];
        rc = fill_batch(&out[k], pool + start[g], start[g + 1] - start[g], vocab, &r);
    }
    free(pool); free(start); free(perm);
    if (rc < 0) goto fail;
    return out;
nomem:
    td_error(TD_ERR_NOMEM, "out of memory for benchmark batches");
fail:
    bench_free_batches(out, n);
    return NULL;
}

// ---- model set-up -----------------------------------------------------------------------------

static Model *bench_model(ModelArch arch, const char *preset, int max_len, int window,
                          int threads) {
    ModelConfig cfg = config_defaults(arch);
    if (config_apply_preset(&cfg, preset) < 0) return NULL;
    if (window > 0 && arch != ARCH_TRANSFORMER) {
        td_error(TD_ERR_ARG, "--attention-window applies to the Transformer only");
        return NULL;
    }
    cfg.attention_window = window;
    cfg.norm = NORM_POST;  // bench.py's Transformer: post-LN, Vaswani et al.'s layout
    if (cfg.max_len < max_len) cfg.max_len = max_len;
    blas_set_threads(threads);
    return model_create(&cfg, 1234);
}

// ---- train ------------------------------------------------------------------------------------

typedef struct {
    int B, S, T, tgt, src;
    double sec, gflop, gemm_gflop;
} StepRow;

// Totals since the start of the process: bytes rounded to bfloat16 and oneDNN primitives created
// (tensor/bf16.h), and memory newly mapped (minor page faults times the page size: each is a page
// touched for the first time, e.g. a fresh allocation).
typedef struct BenchCounters {
    double bytes_rounded, primitives, bytes_mapped;
} BenchCounters;

static BenchCounters bench_counters(void) {
    const Bf16Counters b = bf16_counters();
    struct rusage ru;
    getrusage(RUSAGE_SELF, &ru);
    const BenchCounters c = {(double)b.bytes_rounded, (double)b.primitives_created,
                             (double)ru.ru_minflt * (double)sysconf(_SC_PAGESIZE)};
    return c;
}

static void train_json(FILE *out, const BenchTrainOpts *o, const Model *m, const StepRow *rows,
                       const double *warm, double loss0, double loss_last,
                       const BenchCounters *cnt, BenchCpuTicks start) {
    const int n = o->steps;
    double *tps = malloc((size_t)n * sizeof *tps), *aps = malloc((size_t)n * sizeof *aps);
    double *sec = malloc((size_t)n * sizeof *sec), *gfl = malloc((size_t)n * sizeof *gfl);
    double tot_t = 0, tot_tgt = 0, tot_all = 0, tot_gf = 0, tot_gemm = 0;
    for (int i = 0; i < n; i++) {
        tps[i] = rows[i].tgt / rows[i].sec;
        aps[i] = (rows[i].tgt + rows[i].src) / rows[i].sec;
        sec[i] = rows[i].sec;
        gfl[i] = rows[i].gflop / rows[i].sec;
        tot_t += rows[i].sec;
        tot_tgt += rows[i].tgt;
        tot_all += rows[i].tgt + rows[i].src;
        tot_gf += rows[i].gflop;
        tot_gemm += rows[i].gemm_gflop;
    }
    fprintf(out, "{\"kind\": \"train\", \"impl\": \"tandem\", \"arch\": \"%s\", "
                 "\"config\": \"%s\", "
                 "\"threads\": %d, ", arch_name(o->arch), o->config, o->threads);
    if (o->len > 0) fprintf(out, "\"len\": %d, ", o->len);
    else fputs("\"len\": null, ", out);
    fprintf(out, "\"attention_window\": %d, ", o->window);
    fprintf(out, "\"tokens\": %d, \"params\": %zu, \"blis_arch\": \"%s\", ", o->tokens,
            m->params.count, blas_arch_name());
    fprintf(out, "\"precision\": \"%s\", \"precision_used\": \"%s\", ",
            o->precision ? "bf16" : "fp32", o->precision ? "bf16" : "fp32");
    if (o->precision)
        fprintf(out, "\"bf16_backend\": \"%s\", ", bf16_backend_name(bf16_backend(NULL)));
    fprintf(out, "\"bf16_bytes_rounded_per_update\": %.0f, "
                 "\"primitives_created_per_update\": %.2f, \"bytes_mapped_per_update\": %.0f, ",
            cnt->bytes_rounded, cnt->primitives, cnt->bytes_mapped);
    bench_json_stats(out, "tgt_tok_per_s", bench_stats(tps, n));
    fputs(", ", out);
    bench_json_stats(out, "src_tgt_tok_per_s", bench_stats(aps, n));
    fprintf(out, ", \"agg_tgt_tok_per_s\": %.1f, \"agg_src_tgt_tok_per_s\": %.1f, ",
            tot_tgt / tot_t, tot_all / tot_t);
    bench_json_stats(out, "step_sec", bench_stats(sec, n));
    fputs(", ", out);
    bench_json_stats(out, "achieved_gflops", bench_stats(gfl, n));
    fprintf(out, ", \"gflop_per_tgt_token\": %.6f, \"gemm_share_of_flops\": %.4f, "
                 "\"loss_first\": %.4f, \"loss_last\": %.4f, \"warmup_sec\": [",
            tot_gf / tot_tgt, tot_gemm / tot_gf, loss0, loss_last);
    for (int i = 0; i < o->warmup; i++) fprintf(out, "%s%.4f", i ? ", " : "", warm[i]);
    fputs("], \"batches\": [", out);
    for (int i = 0; i < n; i++)
        fprintf(out, "%s{\"B\": %d, \"S\": %d, \"T\": %d, \"tgt_tokens\": %d, \"src_tokens\": %d, "
                     "\"sec\": %.4f, \"gflop\": %.3f, \"gemm_gflop\": %.3f}",
                i ? ", " : "", rows[i].B, rows[i].S, rows[i].T, rows[i].tgt, rows[i].src,
                rows[i].sec, rows[i].gflop, rows[i].gemm_gflop);
    fprintf(out, "], \"rss_mib\": %.1f, \"peak_rss_mib\": %.1f, ", bench_peak_rss_mib(),
            bench_peak_rss_mib());
    bench_json_env(out, start);
    fputs("}\n", out);
    fflush(out);
    free(tps); free(aps); free(sec); free(gfl);
}

// One training step: zero grads, forward, backward (per-token mean), clip 1.0, Adam with the
// Noam schedule (bench.py: Adam(0.9, 0.98, 1e-9), warmup 4000, factor 1).
static int train_step(Model *m, const Batch *b, const AdamConfig *ac, const LrSchedule *ls,
                      long step, double *loss_per_tok) {
    ModelLoss loss;
    params_zero_grad(&m->params);
    TD_TRY(model_forward(m, b, 1, 0.1f, &loss));
    if (loss.n_tokens <= 0) return td_error(TD_ERR_INTERNAL, "forward counted no target tokens");
    TD_TRY(model_backward(m, 1.0f / (float)loss.n_tokens));
    clip_grad_norm(&m->params, 1.0);
    adam_step(&m->params, ac, lr_at(ls, step), step);
    *loss_per_tok = loss.loss_sum / loss.n_tokens;
    if (!isfinite(*loss_per_tok)) return td_error(TD_ERR_NUMERIC, "loss is not finite");
    return TD_OK;
}

// The size by which bench_train's warm-up update k picks its batch: padded tokens B (S + T),
// attention pairs B S T, target rows B T.
static long warmup_size(const Batch *b, int k) {
    return k == 0 ? (long)b->B * (b->S + b->T) : k == 1 ? (long)b->B * b->S * b->T : (long)b->B * b->T;
}

int bench_train(FILE *out, const BenchTrainOpts *o) {
    BenchCpuTicks start = bench_cpu_ticks();
    Model *m = bench_model(o->arch, o->config, o->len > 64 ? o->len + 2 : 64, o->window,
                           o->threads);
    if (!m) return -1;
    const int nb = o->warmup + o->steps;
    Batch *batches = bench_make_batches(m->cfg.vocab, o->tokens, o->len, nb, 1234);
    StepRow *rows = calloc((size_t)o->steps + 1, sizeof *rows);
    double *warm = calloc((size_t)o->warmup + 1, sizeof *warm);
    int rc = batches && rows && warm ? TD_OK : td_error(TD_ERR_NOMEM, "out of memory");
    if (rc == TD_OK && o->precision) rc = params_bf16_build(&m->params);
    AdamConfig ac = adam_defaults();
    LrSchedule ls = {.kind = LR_NOAM, .factor = 1.0f, .warmup = 4000,
                     .d_model = o->arch == ARCH_TRANSFORMER ? m->cfg.d_model : m->cfg.dec_hidden};
    double loss0 = NAN, loss = NAN;
    BenchCounters c0 = {0}, c1;
    // The first three warm-up updates take the run's largest batches, by padded tokens B (S + T),
    // by attention pairs B S T and by target rows B T (the loss's buffers), so the arenas,
    // per-thread buffers and (native backend) primitives reach the sizes the timed updates need,
    // and the counters measure the steady state.
    enum { BIG = 3 };
    int big[BIG] = {0, 0, 0};
    for (int i = 1; i < nb; i++)
        for (int k = 0; k < BIG; k++)
            if (warmup_size(&batches[i], k) > warmup_size(&batches[big[k]], k)) big[k] = i;
    for (int i = 0; i < nb && rc == TD_OK; i++) {
        const Batch *b = i < o->warmup && i < BIG ? &batches[big[i]] : &batches[i];
        if (i == o->warmup) c0 = bench_counters();
        double t0 = bench_now();
        rc = train_step(m, b, &ac, &ls, i + 1, &loss);
        double dt = bench_now() - t0;
        if (i == 0) loss0 = loss;
        if (i < o->warmup) {
            warm[i] = dt;
            continue;
        }
        StepRow *r = &rows[i - o->warmup];
        double gemm;
        const FlopShape fs = flop_shape_of(b);
        double fl = model_flops(&m->cfg, &fs, 1, &gemm);
        *r = (StepRow){b->B, b->S, b->T, b->n_tgt_tokens, b->n_src_tokens, dt, fl / 1e9,
                       gemm / 1e9};
    }
    c1 = bench_counters();
    const double k = o->steps > 0 ? o->steps : 1;
    const BenchCounters per = {(c1.bytes_rounded - c0.bytes_rounded) / k,
                               (c1.primitives - c0.primitives) / k,
                               (c1.bytes_mapped - c0.bytes_mapped) / k};
    if (rc == TD_OK) train_json(out, o, m, rows, warm, loss0, loss, &per, start);
    bench_free_batches(batches, nb);
    free(rows);
    free(warm);
    model_free(m);
    return rc;
}

// ---- decode -----------------------------------------------------------------------------------

// The search bin/decode runs (decode/search.h), forced to exactly out_len output tokens per
// sentence as bench.py forces them: EOS is forbidden before out_len pieces (min_length) and every
// hypothesis is cut at out_len (max_length; no length ratio), so each sentence takes out_len
// steps. Greedy: batches of o->batch sentences; beam: one sentence at a time, K hypotheses.
static SearchOptions bench_search_options(const BenchDecodeOpts *o) {
    SearchOptions so = search_defaults();
    so.beam_size = o->beam > 0 ? o->beam : 1;
    so.n_best = 1;
    so.max_length_ratio = 0.0f;
    so.max_length = o->out_len;
    so.min_length = o->out_len;
    return so;
}

static int decode_all(Searcher *se, const BenchDecodeOpts *o, const SearchOptions *so,
                      const int *srcs, const int *lens) {
    const int S = o->src_len, per_run = o->beam > 0 ? 1 : o->batch;
    for (int i = 0; i < o->sents; i += per_run) {
        int B = o->sents - i < per_run ? o->sents - i : per_run;
        TD_TRY(search_run(se, srcs + (size_t)i * S, lens, B, S, so));
        for (int b = 0; b < B; b++)
            if (search_hyp(se, b, 0)->len != o->out_len)
                return td_error(TD_ERR_INTERNAL, "sentence %d decoded %d tokens, not %d",
                                i + b, search_hyp(se, b, 0)->len, o->out_len);
    }
    return TD_OK;
}

DecodeWeights bench_decode_weights(int w) {
    static const DecodeWeights d[] = {WEIGHTS_F32, WEIGHTS_F16, WEIGHTS_I8, WEIGHTS_BF16};
    return d[w];
}

int bench_decode(FILE *out, const BenchDecodeOpts *o) {
    BenchCpuTicks start = bench_cpu_ticks();
    if (o->beam > 64) return td_error(TD_ERR_ARG, "--beam-size %d: at most 64", o->beam);
    const int need_len = (o->src_len > o->out_len ? o->src_len : o->out_len) + 2;
    Model *m = bench_model(o->arch, o->config, need_len, o->window, o->threads);
    if (!m) return -1;
    // A float16-valued model as bin/train --pack ships one, read as float16; or an int8 one as
    // bin/train --pack --int8 ships it, read as int8 (bin/decode --weights int8).
    int wrc = 0;
    if (o->weights == BENCH_WEIGHTS_F16) {
        params_round_to_half(&m->params);
        wrc = params_half_build(&m->params);
    } else if (o->weights == BENCH_WEIGHTS_I8) {
        wrc = params_int8_build(&m->params);
        if (wrc == 0) params_int8_round(&m->params);
    } else if (o->weights == BENCH_WEIGHTS_BF16) {
        wrc = params_bf16_dec_build(&m->params);
    }
    if (wrc < 0) {
        model_free(m);
        return -1;
    }
    const int V = m->cfg.vocab, S = o->src_len;
    const SearchOptions so = bench_search_options(o);
    int *srcs = malloc((size_t)o->sents * S * sizeof *srcs);
    int *lens = malloc((size_t)o->batch * sizeof *lens);
    double *sps = malloc((size_t)o->reps * sizeof *sps);
    double *cps = malloc((size_t)o->reps * sizeof *cps);
    Searcher *se = search_create(m);
    int rc = srcs && lens && sps && cps && se ? TD_OK : td_error(TD_ERR_NOMEM, "out of memory");
    if (rc == TD_OK) {
        Rng r;
        rng_seed(&r, 7);
        for (int i = 0; i < o->sents; i++) {
            for (int j = 0; j < S - 1; j++)
                srcs[(size_t)i * S + j] = 4 + (int)rng_below(&r, (uint32_t)(V - 4));
            srcs[(size_t)i * S + S - 1] = TOK_EOS;
        }
        for (int i = 0; i < o->batch; i++) lens[i] = S;
        rc = decode_all(se, o, &so, srcs, lens);  // warm-up run
    }
    for (int k = 0; k < o->reps && rc == TD_OK; k++) {
        double t0 = bench_now(), c0 = bench_cpu_now();
        rc = decode_all(se, o, &so, srcs, lens);
        sps[k] = o->sents / (bench_now() - t0);
        cps[k] = o->sents / (bench_cpu_now() - c0);
    }
    if (rc == TD_OK) {
        BenchStats s = bench_stats(sps, o->reps), tok = s;
        tok.median *= o->out_len;
        tok.min *= o->out_len;
        tok.max *= o->out_len;
        fprintf(out, "{\"kind\": \"decode\", \"impl\": \"tandem\", \"arch\": \"%s\", \"config\": "
                     "\"%s\", \"threads\": %d, \"search\": \"%s\", \"batch\": %d, \"beam\": %d, "
                     "\"src_len\": %d, \"out_len\": %d, \"sentences\": %d, \"params\": %zu, "
                     "\"weights\": \"%s\", \"attention_window\": %d, \"blis_arch\": \"%s\", ",
                arch_name(o->arch), o->config, o->threads, o->beam > 0 ? "beam" : "greedy",
                o->beam > 0 ? 1 : o->batch, o->beam > 0 ? o->beam : 1, S, o->out_len, o->sents,
                m->params.count, DECODE_WEIGHTS_NAMES[bench_decode_weights(o->weights)], o->window,
                blas_arch_name());
        bench_json_stats(out, "sent_per_s", s);
        fputs(", ", out);
        bench_json_stats(out, "sents_per_s", s);
        fputs(", ", out);
        bench_json_stats(out, "tgt_tok_per_s", tok);
        fputs(", ", out);
        bench_json_stats(out, "sent_per_cpu_s", bench_stats(cps, o->reps));
        fprintf(out, ", \"rss_mib\": %.1f, \"peak_rss_mib\": %.1f, ", bench_peak_rss_mib(),
                bench_peak_rss_mib());
        bench_json_env(out, start);
        fputs("}\n", out);
        fflush(out);
    }
    free(srcs); free(lens); free(sps); free(cps);
    search_free(se);
    model_free(m);
    return rc;
}
