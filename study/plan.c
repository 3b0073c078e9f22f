// Planning a comparison study and preparing its data (see study.h).
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "models/config.h"
#include "models/model.h"
#include "tensor/rng.h"
#include "tokenizer/spm.h"
#include "tokenizer/spm_train.h"
#include "study/study.h"
#include "study/proc.h"
#include "util/fs.h"

void cmp_options_defaults(CmpOptions *o) {
    memset(o, 0, sizeof *o);
    o->src = "en";
    o->tgt = "es";
    o->bin_dir = "bin";
    o->bin_prefix = "";
    o->budget = "20m";
    o->threads = 2;
    o->n_seeds = 1;
    o->seed = 1;
    o->beam_size = 5;
    o->n_boot = 1000;
    o->boot_seed = 12345;
    o->vocab_size = 8000;
    o->config = "tiny";
    o->bench = 1;
    o->heatmaps = 1;
    o->reuse = 1;
}

// The ablation studies, as data. Values are written as bin/train takes them; the preset's own
// value (the baseline) is found by configuration, not by position, so it may be any of them.
const CmpStudySpec CMP_STUDY_SPECS[] = {
    {"attention", CMP_ABL_ATTENTION, "RNN attention scoring function",
     "Do the scoring functions (additive tanh MLP, dot product, bilinear/general, scaled dot "
     "product) differ in translation quality?",
     ARCH_RNN, "attention", {"additive", "dot", "general", "scaled_dot"}},
    {"norm", CMP_ABL_NORM, "RNN attention normaliser",
     "Is softmax necessary, or does a ReLU-normalised attention work as well?",
     ARCH_RNN, "attention-norm", {"softmax", "relu"}},
    {"pos", CMP_ABL_POS, "Transformer positional encoding",
     "Self-attention has no notion of order: how much does the positional encoding matter, and "
     "is sinusoidal better than learned?",
     ARCH_TRANSFORMER, "pos", {"sinusoidal", "learned", "none"}},
    {"heads", CMP_ABL_HEADS, "Transformer attention heads",
     "Multi-head attention: how does the number of heads (same d_model) change quality and "
     "speed?",
     ARCH_TRANSFORMER, "heads", {"1", "2", "4", "8"}},
    {"window", CMP_ABL_WINDOW, "Transformer global vs local attention",
     "Local attention (each query sees keys within W positions; window 0 = global) is the "
     "simplest efficient variant: what does it cost in quality?",
     ARCH_TRANSFORMER, "attention-window", {"0", "16", "4"}},
    {"data-size", CMP_ABL_DATA, "Training-set size",
     "Flexible models need more data: with 10%, 30% and 100% of the training pairs, where does "
     "the Transformer overtake the RNN?",
     CMP_BOTH_ARCHS, NULL, {"10", "30", "100"}},
};
const int CMP_N_STUDY_SPECS = (int)(sizeof CMP_STUDY_SPECS / sizeof *CMP_STUDY_SPECS);

int cmp_parse_ablations(const char *list, unsigned *mask) {
    char buf[512], names[256] = "";
    snprintf(buf, sizeof buf, "%s", list);
    for (int i = 0; i < CMP_N_STUDY_SPECS; i++)
        snprintf(names + strlen(names), sizeof names - strlen(names), "%s, ",
                 CMP_STUDY_SPECS[i].name);
    *mask = 0;
    for (char *save, *w = strtok_r(buf, ",", &save); w; w = strtok_r(NULL, ",", &save)) {
        unsigned bit = 0;
        for (int i = 0; i < CMP_N_STUDY_SPECS; i++)
            if (!strcmp(w, CMP_STUDY_SPECS[i].name)) bit = CMP_STUDY_SPECS[i].bit;
        if (!strcmp(w, "all")) bit = ~0u;
        if (!strcmp(w, "none")) continue;
        if (!bit)
            return td_error(TD_ERR_ARG, "--ablations: unknown '%s' (use %sall or none)", w,
                            names);
        *mask |= bit;
    }
    return TD_OK;
}

void cmp_note(CmpState *st, const char *fmt, ...) {
    char buf[512];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(buf, sizeof buf, fmt, ap);
    va_end(ap);
    fprintf(stderr, "compare: note: %s\n", buf);
    if (st->n_notes < (int)(sizeof st->notes / sizeof *st->notes))
        snprintf(st->notes[st->n_notes++], sizeof st->notes[0], "%s", buf);
}

void cmp_run_opts_text(const CmpRun *r, char *buf, int cap) {
    int o = 0;
    buf[0] = 0;
    for (int i = 0; i < r->n_opts && o < cap; i++)
        o += snprintf(buf + o, (size_t)(cap - o), "%s%s=%s", i ? " " : "", r->key[i], r->val[i]);
}

// Adds (or finds, by id) a run: arch, data percentage and up to two model options.
static int add_run(CmpState *st, int arch, int pct, const char *k1, const char *v1,
                   const char *label, const char *budget) {
    char id[64];
    const char *an = arch == ARCH_RNN ? "rnn" : "transformer";
    if (k1) snprintf(id, sizeof id, "%s-%s-%s", an, k1, v1);
    else snprintf(id, sizeof id, "%s", an);
    if (pct != 100) snprintf(id + strlen(id), sizeof id - strlen(id), "-data%d", pct);
    if (budget) snprintf(id + strlen(id), sizeof id - strlen(id), "-b%s", budget);
    for (int i = 0; i < st->n_runs; i++)
        if (!strcmp(st->runs[i].id, id)) return i;
    TD_ASSERT(st->n_runs < CMP_MAX_RUNS);
    CmpRun *r = &st->runs[st->n_runs];
    memset(r, 0, sizeof *r);
    snprintf(r->id, sizeof r->id, "%s", id);
    snprintf(r->label, sizeof r->label, "%s", label);
    r->arch = arch;
    r->data_pct = pct;
    r->params = -1;
    if (budget) snprintf(r->budget, sizeof r->budget, "%s", budget);
    if (k1) {
        snprintf(r->key[0], sizeof r->key[0], "%s", k1);
        snprintf(r->val[0], sizeof r->val[0], "%s", v1);
        r->n_opts = 1;
    }
    return st->n_runs++;
}

static CmpStudy *add_study(CmpState *st, const char *name, const char *title, const char *q) {
    TD_ASSERT(st->n_studies < CMP_MAX_STUDIES);
    CmpStudy *s = &st->studies[st->n_studies++];
    memset(s, 0, sizeof *s);
    snprintf(s->name, sizeof s->name, "%s", name);
    if (strcmp(name, "main") && st->opt.ablation_budget)
        snprintf(s->title, sizeof s->title, "%s (%s per run)", title, st->opt.ablation_budget);
    else snprintf(s->title, sizeof s->title, "%s", title);
    snprintf(s->question, sizeof s->question, "%s", q);
    return s;
}

static void add_row(CmpStudy *s, int run, int vs, const char *label) {
    TD_ASSERT(s->n < CMP_STUDY_MAX_ROWS);
    snprintf(s->label[s->n], sizeof s->label[0], "%s", label);
    s->run[s->n] = run;
    s->vs[s->n] = vs;
    s->p_bleu[s->n] = s->p_chrf[s->n] = NAN;
    s->n++;
}

// The configuration bin/train builds for `arch` under `preset` with `option` set to `value`
// (option NULL: the preset itself), as config_to_text's key=value lines into buf.
static int preset_config_text(const char *preset, int arch, const char *option, const char *value,
                              char *buf, size_t cap) {
    ModelConfig cfg = config_defaults((ModelArch)arch);
    TD_TRY(config_apply_preset(&cfg, preset));
    if (option) TD_TRY(config_set(&cfg, option, value));
    return config_to_text(&cfg, buf, cap) < 0 ? TD_ERR_ARG : TD_OK;
}

int cmp_preset_value(const char *preset, int arch, const char *option, char *buf, size_t cap) {
    char text[2048];
    TD_TRY(preset_config_text(preset, arch, NULL, NULL, text, sizeof text));
    size_t n = strlen(option);
    for (const char *line = text; *line;) {
        size_t len = strcspn(line, "\n");
        if (len > n && !strncmp(line, option, n) && line[n] == '=') {
            snprintf(buf, cap, "%.*s", (int)(len - n - 1), line + n + 1);
            return TD_OK;
        }
        line += len + (line[len] == '\n');
    }
    return td_error(TD_ERR_ARG, "no model option '%s' in the %s preset", option, preset);
}

// A one-option ablation: a row per value of the spec, the row whose configuration equals the
// preset's (added in front when no value does) is the baseline and the plain architecture's run.
static int ablation(CmpState *st, const CmpStudySpec *spec) {
    const char *preset = st->opt.config, *b = st->opt.ablation_budget;
    const char *an = spec->arch == ARCH_RNN ? "RNN" : "Transformer";
    char base_text[2048], text[2048], base_value[32];
    TD_TRY(preset_config_text(preset, spec->arch, NULL, NULL, base_text, sizeof base_text));
    TD_TRY(cmp_preset_value(preset, spec->arch, spec->option, base_value, sizeof base_value));
    const char *values[CMP_STUDY_MAX_ROWS];
    int n = 0, base_row = -1;
    for (int i = 0; spec->values[i]; i++) {
        TD_TRY(preset_config_text(preset, spec->arch, spec->option, spec->values[i], text,
                                  sizeof text));
        if (!strcmp(text, base_text)) base_row = n;
        values[n++] = spec->values[i];
    }
    if (base_row < 0) {
        memmove(values + 1, values, (size_t)n * sizeof *values);
        values[0] = base_value;
        base_row = 0;
        n++;
    }
    CmpStudy *s = add_study(st, spec->name, spec->title, spec->question);
    for (int i = 0; i < n; i++) {
        char label[96];
        snprintf(label, sizeof label, "%s, %s=%s%s", an, spec->option, values[i],
                 i == base_row ? " (preset)" : "");
        int run = i == base_row ? add_run(st, spec->arch, 100, NULL, NULL, label, b)
                                : add_run(st, spec->arch, 100, spec->option, values[i], label, b);
        add_row(s, run, i == base_row ? -1 : base_row, label);
    }
    return TD_OK;
}

// The data-size study: both architectures on each share of the training pairs (the 100% runs are
// the main study's).
static void data_size(CmpState *st, const CmpStudySpec *spec) {
    CmpStudy *s = add_study(st, spec->name, spec->title, spec->question);
    const char *b = st->opt.ablation_budget;
    for (int i = 0; spec->values[i]; i++) {
        int pct = atoi(spec->values[i]);
        char l1[96], l2[96];
        snprintf(l1, sizeof l1, "RNN, %d%% of the data", pct);
        snprintf(l2, sizeof l2, "Transformer, %d%% of the data", pct);
        int r = add_run(st, ARCH_RNN, pct, NULL, NULL, l1, b);
        int t = add_run(st, ARCH_TRANSFORMER, pct, NULL, NULL, l2, b);
        add_row(s, r, -1, l1);
        add_row(s, t, s->n - 1, l2);
    }
}

int cmp_plan(CmpState *st) {
    const CmpOptions *o = &st->opt;
    st->n_runs = st->n_studies = 0;
    ModelConfig rnn = config_defaults(ARCH_RNN);
    TD_TRY(config_apply_preset(&rnn, o->config));
    CmpStudy *m = add_study(st, "main", "RNN vs Transformer",
                            "The two architectures under one protocol: same data, tokenizer, "
                            "seeds, budget and threads. Which translates better, and at what cost "
                            "in parameters, training speed, decoding speed and memory?");
    char rl[96];
    snprintf(rl, sizeof rl, "RNN (bi-%s, %s attention)", rnn.cell == CELL_LSTM ? "LSTM" : "GRU",
             attn_score_name(rnn.attention));
    const char *tl = "Transformer";
    add_row(m, add_run(st, ARCH_RNN, 100, NULL, NULL, rl, NULL), -1, rl);
    add_row(m, add_run(st, ARCH_TRANSFORMER, 100, NULL, NULL, tl, NULL), 0, tl);
    for (int i = 0; i < CMP_N_STUDY_SPECS; i++) {
        const CmpStudySpec *spec = &CMP_STUDY_SPECS[i];
        if (!(o->ablations & spec->bit)) continue;
        if (spec->option) TD_TRY(ablation(st, spec));
        else data_size(st, spec);
    }
    return TD_OK;
}

// ---------------------------------------------------------------------------------------------
// Data
// ---------------------------------------------------------------------------------------------

// Writes the pairs listed in keep[0..k) (sorted) of prefix.{src,tgt} to out.{src,tgt}.
static int write_subset(const CmpOptions *o, const char *prefix, const char *out, const int *keep,
                        int k) {
    const char *side[2] = {o->src, o->tgt};
    int n_first = -1;
    for (int s = 0; s < 2; s++) {
        char in_path[1100], out_path[1100];
        snprintf(in_path, sizeof in_path, "%s.%s", prefix, side[s]);
        snprintf(out_path, sizeof out_path, "%s.%s", out, side[s]);
        char **lines;
        int n;
        TD_TRY(cmp_read_lines(in_path, &lines, &n));
        if (n_first >= 0 && n != n_first) {
            cmp_lines_free(lines, n);
            return td_error(TD_ERR_MISMATCH, "%s.%s has %d lines but %s.%s has %d", prefix,
                            side[0], n_first, prefix, side[1], n);
        }
        n_first = n;
        char **sel = malloc((size_t)(k > 0 ? k : 1) * sizeof *sel);
        int m = 0;
        for (int i = 0; i < k; i++)
            if (keep[i] < n) sel[m++] = lines[keep[i]];
        int rc = cmp_write_lines(out_path, sel, m);
        free(sel);
        cmp_lines_free(lines, n);
        TD_TRY(rc);
    }
    return TD_OK;
}

static int count_lines(const char *path) {
    char **lines;
    int n;
    if (cmp_read_lines(path, &lines, &n) < 0) return -1;
    cmp_lines_free(lines, n);
    return n;
}

static int cmp_int(const void *a, const void *b) {
    return *(const int *)a - *(const int *)b;
}

// A slice of the pairs (quick mode: `count` pairs from `start`, negative start counting from the
// end) or, with count <= 0, a seeded pct% sample of the pairs, in corpus order.
static int make_subset(CmpState *st, const char *prefix, const char *out, int start, int count,
                       int pct) {
    char path[1100];
    snprintf(path, sizeof path, "%s.%s", prefix, st->opt.src);
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
        rng_seed(&rng, 0x5eed0000ull + (uint64_t)pct);
        rng_shuffle_int(&rng, idx, n);
        qsort(idx, (size_t)k, sizeof *idx, cmp_int);
    }
    int rc = write_subset(&st->opt, prefix, out, idx, k);
    free(idx);
    return rc;
}

// Trains the study's SentencePiece model through the library (tokenizer/spm_train.h) with the
// settings bin/train uses when it trains one itself: unigram, character coverage 1, the seed,
// one thread (deterministic), soft vocabulary limit.
static int train_spm(CmpState *st) {
    const CmpOptions *o = &st->opt;
    char prefix[1000], in[2][1100];
    snprintf(prefix, sizeof prefix, "%s/data/spm", o->out);
    snprintf(st->spm_path, sizeof st->spm_path, "%s.model", prefix);
    snprintf(in[0], sizeof in[0], "%s.%s", st->train_prefix, o->src);
    snprintf(in[1], sizeof in[1], "%s.%s", st->train_prefix, o->tgt);
    int vocab = o->quick ? 400 : o->vocab_size;
    snprintf(st->spm_cmd, sizeof st->spm_cmd,
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
    cmp_file_hash(in[0], hash[0], sizeof hash[0]);
    cmp_file_hash(in[1], hash[1], sizeof hash[1]);
    snprintf(identity, sizeof identity,
             "spm_train --vocab_size=%d --model_type=unigram --character_coverage=1.0 "
             "--normalization_rule_name=nmt_nfkc --pad_id=0 --bos_id=1 --eos_id=2 --unk_id=3 "
             "--hard_vocab_limit=false --num_threads=1 --random_seed=%d\n"
             "input %s=%s\ninput %s=%s\n", vocab, o->seed, o->src, hash[0], o->tgt, hash[1]);
    // The same record as text: "# COMMAND" (for reference), then the identity.
    char text[8192];
    snprintf(text, sizeof text, "# %s\n%s", st->spm_cmd, identity);
    if (o->reuse && file_exists(st->spm_path)) {
        if (cmp_record_match(rec, identity, NULL)) return TD_OK;
        // A record of the earlier format (the command line alone, paths included) still counts
        // where it matches exactly; it is rewritten in the new format, without retraining.
        void *old = NULL;
        if (file_read_all(rec, &old, NULL) < 0) td_clear_error();
        int legacy = old && !strcmp(old, st->spm_cmd);
        free(old);
        if (legacy) {
            if (cmp_record_write(rec, text) < 0) cmp_note(st, "%s", td_last_error());
            return TD_OK;
        }
    }
    fprintf(stderr, "compare: training the SentencePiece model (%d pieces) on %s + %s\n", vocab,
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
    st->spm_new = 1;
    if (cmp_record_write(rec, text) < 0) cmp_note(st, "%s", td_last_error());
    return TD_OK;
}

static void bucket_test(CmpState *st) {
    st->bucket_idx = calloc((size_t)(st->n_test > 0 ? st->n_test : 1), sizeof *st->bucket_idx);
    memset(st->bucket_n, 0, sizeof st->bucket_n);
    for (int i = 0; i < st->n_test; i++) {
        int words = 0, in = 0;
        for (const char *c = st->test_src[i]; *c; c++) {
            int sp = *c == ' ' || *c == '\t';
            if (!sp && !in) words++;
            in = !sp;
        }
        int b = words <= 10 ? 0 : words <= 20 ? 1 : words <= 30 ? 2 : words <= 40 ? 3 : 4;
        st->bucket_idx[i] = b;
        st->bucket_n[b]++;
    }
}

// Both sides of a corpus prefix must exist (plain text: bin/compare reads them itself).
static int check_corpus(const CmpOptions *o, const char *what, const char *prefix) {
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

int cmp_prepare_data(CmpState *st) {
    const CmpOptions *o = &st->opt;
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
    snprintf(st->train_prefix, sizeof st->train_prefix, "%s", o->train);
    snprintf(st->dev_prefix, sizeof st->dev_prefix, "%s", o->dev);
    snprintf(st->test_prefix, sizeof st->test_prefix, "%s", o->test);
    if (o->quick) {
        // Tiny subsets: seconds-long runs that still exercise every code path.
        snprintf(st->train_prefix, sizeof st->train_prefix, "%s/data/quick-train", o->out);
        snprintf(st->dev_prefix, sizeof st->dev_prefix, "%s/data/quick-dev", o->out);
        snprintf(st->test_prefix, sizeof st->test_prefix, "%s/data/quick-test", o->out);
        // One fixture for all three (the test suite's case): disjoint slices of it.
        int same = !strcmp(o->train, o->dev) && !strcmp(o->train, o->test);
        snprintf(path, sizeof path, "%s.%s", o->train, o->src);
        int n = count_lines(path), n_train = 400;
        if (same) n_train = n > 60 ? n - 40 : n;
        TD_TRY(make_subset(st, o->train, st->train_prefix, 0, n_train, 100));
        TD_TRY(make_subset(st, o->dev, st->dev_prefix, same ? -40 : 0, same ? 16 : 8, 100));
        TD_TRY(make_subset(st, o->test, st->test_prefix, same ? -24 : 0, same ? 24 : 12, 100));
    }
    if (o->test_lines > 0 && !o->quick) {
        snprintf(st->test_prefix, sizeof st->test_prefix, "%s/data/test-first%d", o->out,
                 o->test_lines);
        TD_TRY(make_subset(st, o->test, st->test_prefix, 0, o->test_lines, 100));
    }
    // The data-size study's smaller shares of the training pairs, one subset per share.
    int made[CMP_MAX_RUNS], n_made = 0;
    for (int i = 0; i < st->n_runs; i++) {
        int pct = st->runs[i].data_pct, seen = pct == 100;
        for (int j = 0; j < n_made && !seen; j++) seen = made[j] == pct;
        if (seen) continue;
        made[n_made++] = pct;
        snprintf(path, sizeof path, "%s/data/train-data%d", o->out, pct);
        TD_TRY(make_subset(st, st->train_prefix, path, 0, 0, pct));
    }
    if (o->spm) snprintf(st->spm_path, sizeof st->spm_path, "%s", o->spm);
    else TD_TRY(train_spm(st));
    SpmModel *spm = spm_load(st->spm_path);
    if (!spm) return TD_ERR_ARG;
    st->vocab = spm_vocab_size(spm);
    spm_free(spm);
    // The test set, read once for scoring and length buckets.
    char **ref;
    int n_src, n_ref;
    snprintf(path, sizeof path, "%s.%s", st->test_prefix, o->src);
    TD_TRY(cmp_read_lines(path, &st->test_src, &n_src));
    snprintf(path, sizeof path, "%s.%s", st->test_prefix, o->tgt);
    TD_TRY(cmp_read_lines(path, &ref, &n_ref));
    st->test_ref = ref;
    st->n_test = n_src;
    if (n_src != n_ref)
        return td_error(TD_ERR_MISMATCH, "test set: %s.%s has %d lines but %s.%s has %d",
                        st->test_prefix, o->src, n_src, st->test_prefix, o->tgt, n_ref);
    if (n_src < 1) return td_error(TD_ERR_ARG, "test set %s is empty", st->test_prefix);
    bucket_test(st);
    return cmp_boot_plan(&st->plan, o->boot_seed, st->n_test, o->n_boot, o->n_seeds);
}

void cmp_state_free(CmpState *st) {
    for (int r = 0; r < st->n_runs; r++) {
        CmpRun *run = &st->runs[r];
        for (int k = 0; k < CMP_MAX_SEEDS; k++) {
            CmpSeedResult *s = &run->seeds[k];
            free(s->train_cmd);
            free(s->greedy_cmd);
            free(s->beam_cmd);
            free(s->bleu_seg);
            free(s->chrf_seg);
            free(s->curve);
        }
        free(run->boot_bleu);
        free(run->boot_chrf);
    }
    cmp_lines_free(st->test_src, st->test_src ? st->n_test : 0);
    cmp_lines_free(st->test_ref, st->test_ref ? st->n_test : 0);
    free(st->bucket_idx);
    cmp_boot_plan_free(&st->plan);
}

// Parameter count of a preset with one RNN size (or the Transformer's when h == 0); -1 if the
// architecture cannot be built.
static long long preset_params(const CmpState *st, int arch, int h) {
    ModelConfig cfg = config_defaults((ModelArch)arch);
    if (config_apply_preset(&cfg, st->opt.config) < 0) return -1;
    cfg.vocab = st->vocab;
    if (h > 0) {
        cfg.emb = cfg.enc_hidden = h;
        cfg.dec_hidden = 2 * h;
    }
    Model *m = model_create(&cfg, 1);
    if (!m) return -1;
    long long n = (long long)m->params.count;
    model_free(m);
    return n;
}

int cmp_match_params(CmpState *st) {
    if (st->vocab < 8)
        return td_error(TD_ERR_ARG, "--match-params: the SentencePiece vocabulary size is "
                                    "unknown (no .vocab file beside %s)", st->spm_path);
    long long target = preset_params(st, ARCH_TRANSFORMER, 0);
    if (target < 0) return td_error_context(TD_ERR_ARG, "--match-params");
    int lo = 8, hi = 2048;  // params grow with h: find the first h with params >= target
    while (hi - lo > 8) {
        int mid = (lo + hi) / 2 / 8 * 8;
        long long n = preset_params(st, ARCH_RNN, mid);
        if (n < 0) return td_error_context(TD_ERR_ARG, "--match-params");
        if (n < target) lo = mid;
        else hi = mid;
    }
    long long nlo = preset_params(st, ARCH_RNN, lo), nhi = preset_params(st, ARCH_RNN, hi);
    int h = llabs(nlo - target) <= llabs(nhi - target) ? lo : hi;
    char v[2][16];
    snprintf(v[0], sizeof v[0], "%d", h);
    snprintf(v[1], sizeof v[1], "%d", 2 * h);
    for (int i = 0; i < st->n_runs; i++) {
        CmpRun *r = &st->runs[i];
        if (r->arch != ARCH_RNN || r->n_opts + 3 > CMP_MAX_OPTS) continue;
        const char *keys[3] = {"emb", "enc-hidden", "dec-hidden"};
        for (int k = 0; k < 3; k++) {
            snprintf(r->key[r->n_opts], sizeof r->key[0], "%s", keys[k]);
            snprintf(r->val[r->n_opts], sizeof r->val[0], "%s", v[k == 2]);
            r->n_opts++;
        }
    }
    snprintf(st->match_note, sizeof st->match_note,
             "Matched parameter counts (--match-params): every RNN run uses emb = enc-hidden = %d "
             "and dec-hidden = %d, giving %lld parameters against the Transformer's %lld.", h,
             2 * h, h == lo ? nlo : nhi, target);
    fprintf(stderr, "compare: %s\n", st->match_note);
    return TD_OK;
}

long long cmp_run_params(const CmpState *st, int run, const char *extra_words) {
    const CmpRun *r = &st->runs[run];
    if (st->vocab < 8) return -1;
    ModelConfig cfg = config_defaults((ModelArch)r->arch);
    if (config_apply_preset(&cfg, st->opt.config) < 0) {
        td_clear_error();
        return -1;
    }
    cfg.vocab = st->vocab;
    for (int i = 0; i < r->n_opts; i++)
        if (config_set(&cfg, r->key[i], r->val[i]) < 0) {
            td_clear_error();
            return -1;
        }
    // "--key value" pairs of the quick mode's model options.
    char buf[512];
    snprintf(buf, sizeof buf, "%s", extra_words ? extra_words : "");
    char *save, *k = strtok_r(buf, " ", &save);
    while (k) {
        char *v = strtok_r(NULL, " ", &save);
        if (!v || strncmp(k, "--", 2)) break;
        if (config_set(&cfg, k + 2, v) < 0) {
            td_clear_error();
            return -1;
        }
        k = strtok_r(NULL, " ", &save);
    }
    Model *m = model_create(&cfg, 1);
    if (!m) {
        td_clear_error();
        return -1;
    }
    long long n = (long long)m->params.count;
    model_free(m);
    return n;
}
