#include "bench/bench_translate.h"

#include <stdlib.h>
#include <string.h>

#include "bench/bench_model.h"
#include "bench/bench_util.h"
#include "data/corpus.h"
#include "decode/load.h"
#include "decode/split.h"
#include "decode/translate.h"
#include "tensor/blas.h"
#include "tensor/status.h"

// Translates lines[0..n) in one call as bin/decode does (length-sorted token-budget batches,
// over-long lines split) and frees the hypotheses.
static int translate_all(Model *m, const SpmModel *spm, const char *const *lines, int n,
                         const TranslateOptions *opt, const SplitOptions *sp, TranslateHyp *h) {
    int rc = translate_lines_split(m, spm, lines, n, opt, sp, h);
    if (rc == TD_OK) translate_hyps_free(h, n);
    return rc;
}

int bench_translate(FILE *out, const BenchTranslateOpts *o) {
    BenchCpuTicks start = bench_cpu_ticks();
    Model *m = NULL;
    SpmModel *spm = NULL;
    TextLines text = {0};
    int rc = decode_load_model(o->model, NULL, &m, &spm, NULL);
    if (rc == TD_OK) rc = decode_choose_weights(m, bench_decode_weights(o->weights));
    if (rc == TD_OK) rc = text_lines_read(o->input, o->input, &text);
    const char **lines = NULL;
    int n = 0;  // non-empty lines (an empty line is never sent to the model)
    if (rc == TD_OK) {
        lines = malloc(sizeof *lines * (size_t)(text.n ? text.n : 1));
        if (!lines) rc = td_error(TD_ERR_NOMEM, "out of memory");
        for (int i = 0; rc == TD_OK && i < text.n; i++)
            if (text.len[i] > 0) lines[n++] = text.line[i];
        if (rc == TD_OK && n == 0)
            rc = td_error(TD_ERR_ARG, "%s: no non-empty line to translate", o->input);
    }
    TranslateOptions opt = translate_defaults();
    opt.search.beam_size = o->beam;
    if (o->max_batch_sents > 0) opt.max_batch_sents = o->max_batch_sents;
    opt.log = NULL;
    opt.prog = "bench";
    opt.input_name = o->input;
    SplitOptions sp = {SPLIT_AUTO, SPLIT_DEFAULT_LEN, 0};
    TranslateHyp *h = rc == TD_OK ? calloc((size_t)n, sizeof *h) : NULL;
    double *batch_sps = rc == TD_OK ? malloc(sizeof(double) * (size_t)o->reps) : NULL;
    double *line_ms = rc == TD_OK ? malloc(sizeof(double) * (size_t)n * (size_t)o->reps) : NULL;
    if (rc == TD_OK && !(h && batch_sps && line_ms)) rc = td_error(TD_ERR_NOMEM, "out of memory");
    if (rc == TD_OK) rc = translate_all(m, spm, lines, n, &opt, &sp, h);  // warm-up
    for (int r = 0; rc == TD_OK && r < o->reps; r++) {
        double t0 = bench_now();
        rc = translate_all(m, spm, lines, n, &opt, &sp, h);
        batch_sps[r] = n / (bench_now() - t0);
        for (int i = 0; rc == TD_OK && i < n; i++) {
            double t1 = bench_now();
            rc = translate_all(m, spm, lines + i, 1, &opt, &sp, h);
            line_ms[(size_t)r * n + i] = 1e3 * (bench_now() - t1);
        }
    }
    if (rc == TD_OK) {
        size_t count = (size_t)n * (size_t)o->reps;
        double sum = 0;
        for (size_t i = 0; i < count; i++) sum += line_ms[i];
        fprintf(out, "{\"kind\": \"translate\", \"impl\": \"tandem\", \"model\": \"%s\", "
                     "\"arch\": \"%s\", \"input\": \"%s\", \"sentences\": %d, \"threads\": %d, "
                     "\"beam\": %d, \"max_batch_sents\": %d, \"weights\": \"%s\", \"reps\": %d, "
                     "\"blis_arch\": \"%s\", ",
                o->model, arch_name(m->cfg.arch), o->input, n, o->threads, o->beam,
                opt.max_batch_sents,
                DECODE_WEIGHTS_NAMES[bench_decode_weights(o->weights)], o->reps, blas_arch_name());
        bench_json_stats(out, "batch_sents_per_s", bench_stats(batch_sps, o->reps));
        fprintf(out, ", \"one_by_one_ms\": {\"p50\": %.3f, \"p99\": %.3f, \"mean\": %.3f, "
                     "\"n\": %zu}, \"rss_mib\": %.1f, \"peak_rss_mib\": %.1f, ",
                bench_percentile(line_ms, (int)count, 50), bench_percentile(line_ms, (int)count, 99),
                sum / (double)count, count, bench_peak_rss_mib(), bench_peak_rss_mib());
        bench_json_env(out, start);
        fputs("}\n", out);
        fflush(out);
    }
    free(h);
    free(batch_sps);
    free(line_ms);
    free(lines);
    text_lines_free(&text);
    spm_free(spm);
    model_free(m);
    return rc;
}
