// Preparing a comparison study's data: quick-mode and data-size subsets of the corpora, the
// shared SentencePiece model, and the test set with its length buckets (see study.h:
// study_prepare_data).
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "study/records.h"
#include "study/study.h"
#include "study/text_io.h"
#include "tensor/rng.h"
#include "tokenizer/spm.h"
#include "tokenizer/spm_train.h"
#include "util/fs.h"
#include "util/progname.h"

// Writes the pairs listed in keep[0..k) (sorted) of prefix.{src,tgt} to out.{src,tgt}.
static int write_subset(const StudyOptions *o, const char *prefix, const char *out, const int *keep,
                        int k) {
    const char *side[2] = {o->src, o->tgt};
    int n_first = -1;
    for (int s = 0; s < 2; s++) {
        char in_path[1100], out_path[1100];
        snprintf(in_path, sizeof in_path, "%s.%s", prefix, side[s]);
        snprintf(out_path, sizeof out_path, "%s.%s", out, side[s]);
        char **lines;
        int n;
        TD_TRY(study_read_lines(in_path, &lines, &n));
        if (n_first >= 0 && n != n_first) {
            study_lines_free(lines, n);
            return td_error(TD_ERR_MISMATCH, "%s.%s has %d lines but %s.%s has %d", prefix,
                            side[0], n_first, prefix, side[1], n);
        }
        n_first = n;
        char **sel = malloc((size_t)(k > 0 ? k : 1) * sizeof *sel);
        int m = 0;
        for (int i = 0; i < k; i++)
            if (keep[i] < n) sel[m++] = lines[keep[i]];
        int rc = study_write_lines(out_path, sel, m);
        free(sel);
        study_lines_free(lines, n);
        TD_TRY(rc);
    }
    return TD_OK;
}

static int count_lines(const char *path) {
    char **lines;
    int n;
    if (study_read_lines(path, &lines, &n) < 0) return -1;
    study_lines_free(lines, n);
    return n;
}

static int int_ascending(const void *a, const void *b) {
    return *(const int *)a - *(const int *)b;
}

// A slice of the pairs (quick mode: `count` pairs from `start`, negative start counting from the
// end) or, with count <= 0, a pct% sample of the pairs, in corpus order: the first pct% of one
// seeded permutation of the pairs, the same for every share, so the samples are nested (each
// contains every smaller one) and a larger share only adds pairs.
static int make_subset(StudyPlan *pl, const char *prefix, const char *out, int start, int count,
                       int pct) {
    char path[1100];
    if (pl->opt.report_only) {  // the study's own subset, or none: nothing is written
        snprintf(path, sizeof path, "%s.%s", out, pl->opt.src);
        return file_exists(path) ? TD_OK
                                 : td_error(TD_ERR_ARG, "--report-only: %s has no %s (the study "
                                            "ran with other options)", pl->opt.out, path);
    }
    snprintf(path, sizeof path, "%s.%s", prefix, pl->opt.src);
    int n = count_lines(path);
    if (n < 0) return TD_ERR_IO;
    int *idx = malloc((size_t)(n > 0 ? n : 1) * sizeof *idx);
    for (int i = 0; i < n; i++) idx[i] = i;
    int k;
    if (count > 0) {
        int first = start < 0 ? n + start : start;
        if (first < 0) first = 0;
        k = first + count <= n ? count : n - first;
        if (k < 0) k = 0;
        for (int i = 0; i < k; i++) idx[i] = first + i;
    } else {
        k = (int)lround(n * pct / 100.0);
        Rng rng;
        rng_seed(&rng, 0x5eed0000ull);  // one permutation for every share: nested samples
        rng_shuffle_int(&rng, idx, n);
        qsort(idx, (size_t)k, sizeof *idx, int_ascending);
    }
    int rc = write_subset(&pl->opt, prefix, out, idx, k);
    free(idx);
    return rc;
}

// Trains the study's SentencePiece model through the library (tokenizer/spm_train.h) with the
// settings bin/train uses when it trains one itself: unigram, character coverage 1, the seed,
// one thread (deterministic), soft vocabulary limit.
static int train_spm(StudyPlan *pl) {
    const StudyOptions *o = &pl->opt;
    char prefix[1000], in[2][1100];
    snprintf(prefix, sizeof prefix, "%s/data/spm", o->out);
    snprintf(pl->spm_path, sizeof pl->spm_path, "%s.model", prefix);
    snprintf(in[0], sizeof in[0], "%s.%s", pl->train_prefix, o->src);
    snprintf(in[1], sizeof in[1], "%s.%s", pl->train_prefix, o->tgt);
    int vocab = o->quick ? 400 : o->vocab_size;
    snprintf(pl->spm_cmd, sizeof pl->spm_cmd,
             "spm_train --input=%s,%s --model_prefix=%s --vocab_size=%d --model_type=unigram "
             "--character_coverage=1.0 --normalization_rule_name=nmt_nfkc --pad_id=0 --bos_id=1 "
             "--eos_id=2 --unk_id=3 --hard_vocab_limit=false --num_threads=1 --random_seed=%d",
             in[0], in[1], prefix, vocab, o->seed);
    // Reused only when it was made from the same training text with the same settings (e.g.
    // not with another --vocab-size). The record names the inputs by their contents, not their
    // paths, and leaves out the output path: a copied or moved --out folder keeps its tokenizer
    // (and with it its checkpoints), while changed training data trains a new one.
    char rec[1100], hash[2][128], identity[1024];
    snprintf(rec, sizeof rec, "%s.cmd", prefix);
    study_file_hash(in[0], hash[0], sizeof hash[0]);
    study_file_hash(in[1], hash[1], sizeof hash[1]);
    snprintf(identity, sizeof identity,
             "spm_train --vocab_size=%d --model_type=unigram --character_coverage=1.0 "
             "--normalization_rule_name=nmt_nfkc --pad_id=0 --bos_id=1 --eos_id=2 --unk_id=3 "
             "--hard_vocab_limit=false --num_threads=1 --random_seed=%d\n"
             "input %s=%s\ninput %s=%s\n", vocab, o->seed, o->src, hash[0], o->tgt, hash[1]);
    // The same record as text: "# COMMAND" (for reference), then the identity.
    char text[8192];
    snprintf(text, sizeof text, "# %s\n%s", pl->spm_cmd, identity);
    if (o->reuse && file_exists(pl->spm_path)) {
        if (study_record_match(rec, identity, NULL)) return TD_OK;
        // A record of the earlier format (the command line alone, paths included) still counts
        // where it matches exactly; it is rewritten in the new format, without retraining.
        void *old = NULL;
        if (file_read_all(rec, &old, NULL) < 0) td_clear_error();
        int legacy = old && !strcmp(old, pl->spm_cmd);
        free(old);
        if (legacy) {
            if (study_record_write(rec, text) < 0) study_note(pl, "%s", td_last_error());
            return TD_OK;
        }
    }
    if (o->report_only || o->no_train)  // a new tokenizer would leave nothing to report
        return td_error(TD_ERR_ARG, "%s: the tokenizer in %s/data was made with other options "
                        "(--vocab-size, --seed, the training data): give the options the study "
                        "ran with", study_partial_option(o), o->out);
    fprintf(stderr, "%s: training the SentencePiece model (%d pieces) on %s + %s\n",
            prog_name("compare"), vocab,
            in[0], in[1]);
    SpmTrainOptions so = spm_train_defaults();
    const char *inputs[2] = {in[0], in[1]};
    so.inputs = inputs;
    so.n_inputs = 2;
    so.model_prefix = prefix;
    so.model_type = "unigram";
    so.vocab_size = vocab;
    so.character_coverage = 1.0;
    so.seed = (uint32_t)o->seed;
    so.num_threads = 1;
    so.hard_vocab_limit = 0;
    remove(rec);
    TD_TRY(spm_train(&so));
    pl->spm_new = 1;
    if (study_record_write(rec, text) < 0) study_note(pl, "%s", td_last_error());
    return TD_OK;
}

static void bucket_test(StudyPlan *pl) {
    pl->bucket_idx = calloc((size_t)(pl->n_test > 0 ? pl->n_test : 1), sizeof *pl->bucket_idx);
    memset(pl->bucket_n, 0, sizeof pl->bucket_n);
    for (int i = 0; i < pl->n_test; i++) {
        int words = study_count_words(pl->test_src[i]);
        int b = words <= 10 ? 0 : words <= 20 ? 1 : words <= 30 ? 2 : words <= 40 ? 3 : 4;
        pl->bucket_idx[i] = b;
        pl->bucket_n[b]++;
    }
}

// Both sides of a corpus prefix must exist (plain text: bin/compare reads them itself).
static int check_corpus(const StudyOptions *o, const char *what, const char *prefix) {
    const char *side[2] = {o->src, o->tgt};
    for (int s = 0; s < 2; s++) {
        char path[1100];
        snprintf(path, sizeof path, "%s.%s", prefix, side[s]);
        if (!file_exists(path))
            return td_error(TD_ERR_IO, "--%s %s: %s does not exist (expected PREFIX.%s and "
                            "PREFIX.%s as plain text)", what, prefix, path, o->src, o->tgt);
    }
    return TD_OK;
}

int study_prepare_data(StudyPlan *pl) {
    const StudyOptions *o = &pl->opt;
    char path[1100];
    TD_TRY(check_corpus(o, "train", o->train));
    TD_TRY(check_corpus(o, "dev", o->dev));
    TD_TRY(check_corpus(o, "test", o->test));
    TD_TRY(mkdir_p(o->out));
    snprintf(path, sizeof path, "%s/data", o->out);
    TD_TRY(mkdir_p(path));
    snprintf(path, sizeof path, "%s/figures", o->out);
    TD_TRY(mkdir_p(path));
    snprintf(path, sizeof path, "%s/runs", o->out);
    TD_TRY(mkdir_p(path));
    snprintf(pl->train_prefix, sizeof pl->train_prefix, "%s", o->train);
    snprintf(pl->dev_prefix, sizeof pl->dev_prefix, "%s", o->dev);
    snprintf(pl->test_prefix, sizeof pl->test_prefix, "%s", o->test);
    if (o->quick) {
        // Tiny subsets: seconds-long runs that still exercise every code path.
        snprintf(pl->train_prefix, sizeof pl->train_prefix, "%s/data/quick-train", o->out);
        snprintf(pl->dev_prefix, sizeof pl->dev_prefix, "%s/data/quick-dev", o->out);
        snprintf(pl->test_prefix, sizeof pl->test_prefix, "%s/data/quick-test", o->out);
        // One fixture for all three (the test suite's case): disjoint slices of it.
        int same = !strcmp(o->train, o->dev) && !strcmp(o->train, o->test);
        snprintf(path, sizeof path, "%s.%s", o->train, o->src);
        int n = count_lines(path), n_train = 400;
        if (same) n_train = n > 60 ? n - 40 : n;
        TD_TRY(make_subset(pl, o->train, pl->train_prefix, 0, n_train, 100));
        TD_TRY(make_subset(pl, o->dev, pl->dev_prefix, same ? -40 : 0, same ? 16 : 8, 100));
        TD_TRY(make_subset(pl, o->test, pl->test_prefix, same ? -24 : 0, same ? 24 : 12, 100));
    }
    if (o->test_lines > 0 && !o->quick) {
        snprintf(pl->test_prefix, sizeof pl->test_prefix, "%s/data/test-first%d", o->out,
                 o->test_lines);
        TD_TRY(make_subset(pl, o->test, pl->test_prefix, 0, o->test_lines, 100));
    }
    // The data-size study's smaller shares of the training pairs, one subset per share.
    int made[STUDY_MAX_RUNS], n_made = 0;
    for (int i = 0; i < pl->n_runs; i++) {
        int pct = pl->runs[i].data_pct, seen = pct == 100;
        for (int j = 0; j < n_made && !seen; j++) seen = made[j] == pct;
        if (seen) continue;
        made[n_made++] = pct;
        snprintf(path, sizeof path, "%s/data/train-nested%d", o->out, pct);
        TD_TRY(make_subset(pl, pl->train_prefix, path, 0, 0, pct));
    }
    if (o->spm) snprintf(pl->spm_path, sizeof pl->spm_path, "%s", o->spm);
    else TD_TRY(train_spm(pl));
    SpmModel *spm = spm_load(pl->spm_path);
    if (!spm) return TD_ERR_ARG;
    pl->vocab = spm_vocab_size(spm);
    spm_free(spm);
    // The test set, read once for scoring and length buckets.
    char **ref;
    int n_src, n_ref;
    snprintf(path, sizeof path, "%s.%s", pl->test_prefix, o->src);
    TD_TRY(study_read_lines(path, &pl->test_src, &n_src));
    snprintf(path, sizeof path, "%s.%s", pl->test_prefix, o->tgt);
    TD_TRY(study_read_lines(path, &ref, &n_ref));
    pl->test_ref = ref;
    pl->n_test = n_src;
    if (n_src != n_ref)
        return td_error(TD_ERR_MISMATCH, "test set: %s.%s has %d lines but %s.%s has %d",
                        pl->test_prefix, o->src, n_src, pl->test_prefix, o->tgt, n_ref);
    if (n_src < 1) return td_error(TD_ERR_ARG, "test set %s is empty", pl->test_prefix);
    bucket_test(pl);
    return study_boot_plan(&pl->boot, o->boot_seed, pl->n_test, o->n_boot, o->n_seeds);
}
