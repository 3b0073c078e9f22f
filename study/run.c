// Running a comparison study into its results: training, decoding and scoring every run and seed
// through the programs bin/train and bin/decode, then each run's summary, each row's choice among
// its alternatives and the bootstrap statistics of every study (see study.h).
#include <math.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <dirent.h>
#include <sys/stat.h>
#include <time.h>

#include "score/metrics.h"
#include "models/config.h"
#include "models/model.h"
#include "models/model_io.h"
#include "study/average.h"
#include "study/machine.h"
#include "study/study.h"
#include "study/proc.h"
#include "study/progress.h"
#include "study/records.h"
#include "study/text_io.h"
#include "util/fs.h"
#include "util/options.h"
#include "util/progname.h"

#define BLEU_DIM ((int)(sizeof(BleuStats) / sizeof(int64_t)))
#define CHRF_DIM ((int)(sizeof(ChrfStats) / sizeof(int64_t)))

static double metric_bleu(const int64_t *sum) {
    BleuStats s;
    memcpy(&s, sum, sizeof s);
    return bleu_score(&s);
}

static double metric_chrf(const int64_t *sum) {
    ChrfStats s;
    memcpy(&s, sum, sizeof s);
    return chrf_score(&s);
}

// Model options that make the quick mode's models small enough for seconds-long runs.
static const char *quick_model_args(int arch) {
    return arch == ARCH_RNN ? "--emb 32 --enc-hidden 32 --dec-hidden 64"
                            : "--d-model 32 --ffn 64 --enc-layers 1 --dec-layers 1";
}

// One run's budget: training seconds, or 0 seconds and its updates; a FLOP budget is NAN seconds
// (its time is not known in advance).
static void run_budget(const StudyPlan *pl, const StudyRunPlan *r, StudyBudget *x) {
    int steps;
    const char *text = study_run_max_time(&pl->opt, r, &steps);
    x->seconds = study_run_flops(&pl->opt, r) > 0 ? NAN : 0;
    x->steps = steps;
    if (text && option_parse_duration("budget", text, &x->seconds) < 0) {
        td_clear_error();  // validated by main; an unreadable one counts as unknown
        x->seconds = NAN;
    }
}

// The bin/train command of one run and seed with recipe rc: the run's own budget (--max-time, or
// --max-steps `steps` when steps > 0 replaces the run's update budget: a rung of bin/compare
// --tune), and the validation interval and warm-up share of `root`, the budget the run's
// training is planned for (the first of a chain of continued runs; a tuning candidate's last
// rung). Returns 0 or TD_ERR_ARG (a recipe's warmup_share under a time budget).
static int train_argv_budget(const StudyPlan *pl, const StudyRunPlan *r, const StudyRecipe *rc,
                             int seed, const char *dir, long steps, const StudyBudget *root,
                             StudyArgv *a) {
    const StudyOptions *o = &pl->opt;
    study_argv_add_words(a, o->launcher);
    study_argv_add(a, "%s/%strain", o->bin_dir, o->bin_prefix);
    study_argv_add(a, "--arch");
    study_argv_add(a, "%s", arch_name((ModelArch)r->arch));
    study_argv_add(a, "--config");
    study_argv_add(a, "%s", o->config);
    study_argv_add(a, "--train");
    if (r->data_pct == 100) study_argv_add(a, "%s", pl->train_prefix);
    else study_argv_add(a, "%s/data/train-nested%d", o->out, r->data_pct);
    study_argv_add(a, "--dev");
    study_argv_add(a, "%s", pl->dev_prefix);
    study_argv_add(a, "--src");
    study_argv_add(a, "%s", o->src);
    study_argv_add(a, "--tgt");
    study_argv_add(a, "%s", o->tgt);
    study_argv_add(a, "--spm");
    study_argv_add(a, "%s", pl->spm_path);
    study_argv_add(a, "--out");
    study_argv_add(a, "%s", dir);
    study_argv_add(a, "--seed");
    study_argv_add(a, "%d", seed);
    study_argv_add(a, "--threads");
    study_argv_add(a, "%d", study_job_threads(o));
    int run_steps;
    const char *max_time = study_run_max_time(o, r, &run_steps);
    const double flops = study_run_flops(o, r);
    if (steps > 0) {
        study_argv_add(a, "--max-steps");
        study_argv_add(a, "%ld", steps);
    } else if (flops > 0) {  // the parsed value, so 3P and 3e15 are the same command
        study_argv_add(a, "--max-flops");
        study_argv_add(a, "%.17g", flops);
    } else if (max_time) {
        study_argv_add(a, "--max-time");
        study_argv_add(a, "%s", max_time);
    } else {
        study_argv_add(a, "--max-steps");
        study_argv_add(a, "%d", run_steps);
    }
    for (int i = 0; i < r->n_opts; i++) {
        study_argv_add(a, "--%s", r->key[i]);
        study_argv_add(a, "%s", r->val[i]);
    }
    if (o->quick) {
        study_argv_add_words(a, quick_model_args(r->arch));
        study_argv_add_words(a, "--batch-tokens 256 --valid-every 5");
    } else {
        // About eight validations per run for the learning curves (64 under --until-converged,
        // whose patience counts validations and whose budget is only a cap), on a fixed 300-line
        // slice of the dev set for the dev BLEU so that validating stays cheap (its time is not
        // charged to the budget by the trainer, but it is wall-clock all the same).
        // A run that continues another validates as often as the first of its chain did: the
        // resumed trainer keeps that setting, and the command says what ran.
        const char *extra = o->train_args ? o->train_args : "";
        // A FLOP budget's updates are not known in advance: bin/train's own interval (5m).
        // Under --until-converged a run on a share of the data validates that much more often,
        // so that every data size validates (and counts its patience) at the same epochs: the
        // 10% sample's epoch is a tenth of the whole set's.
        if (!strstr(extra, "--valid-every") && !isnan(root->seconds)) {
            // every budget / (per x 100 / pct), in whole updates or seconds
            const long per = o->until_converged ? 64 : 8, pct = o->until_converged ? r->data_pct
                                                                                 : 100;
            study_argv_add(a, "--valid-every");
            if (root->seconds > 0) {
                const long s = (long)root->seconds * pct / (per * 100);
                study_argv_add(a, "%lds", s >= 10 ? s : 10);
            } else {
                const long n = (long)root->steps * pct / (per * 100);
                study_argv_add(a, "%ld", n >= 1 ? n : 1);
            }
        }
        if (!strstr(extra, "--valid-lines")) study_argv_add_words(a, "--valid-lines 300");
    }
    // A tuning rung trains its updates: bin/train's early stopping (on by default) would end a
    // candidate before the rung that ranks it.
    if (steps > 0) study_argv_add_words(a, "--early-stopping 0");
    // The recipe's updates: an update budget's (a time or FLOP budget has none).
    const int updates = !(root->seconds > 0) && !isnan(root->seconds);
    if (o->until_converged) {  // bin/train's early stopping on dev NLL, the budget as a cap
        study_argv_add_words(a, "--valid-metric loss --early-stopping");
        study_argv_add(a, "%d", o->until_converged);
        long marks[32];
        const int n = study_curve_marks(updates ? (long)root->steps : 0, marks, 32);
        char list[32 * 24] = "";
        size_t used = 0;
        for (int i = 0; i < n && used < sizeof list; i++)
            used += (size_t)snprintf(list + used, sizeof list - used, "%s%ld", i ? "," : "",
                                     marks[i]);
        if (n) {
            study_argv_add(a, "--valid-at");
            study_argv_add(a, "%s", list);
        }
    }
    // The recipe: after the quick mode's batch size (a recipe's own wins), before --train-args.
    TD_TRY(study_recipe_train_words(rc, updates ? (long)root->steps : 0, a));
    study_argv_add_words(a, o->train_args);
    return TD_OK;
}

int study_curve_marks(long cap, long *marks, int max) {
    int n = 0;
    if (cap > 0) {
        for (int k = 6; k >= 0 && n < max; k--) {
            const long m = cap >> k;
            if (m >= 1 && (n == 0 || m > marks[n - 1])) marks[n++] = m;
        }
    } else {
        for (long m = 125; m <= 128000 && n < max; m *= 2) marks[n++] = m;
    }
    return n;
}

// The bin/train command of one run and seed, with its architecture's recipe.
static int train_argv(const StudyPlan *pl, const StudyRunPlan *r, int seed, const char *dir,
                      StudyArgv *a) {
    const StudyRunPlan *root = r;
    while (root->continues >= 0) root = &pl->runs[root->continues];
    StudyBudget b;
    run_budget(pl, root, &b);
    return train_argv_budget(pl, r, &r->recipe, seed, dir, 0, &b, a);
}

int study_tune_train_argv(const StudyPlan *pl, int arch, const StudyRecipe *rc, const char *dir,
                          long steps, long final_steps, StudyArgv *a) {
    StudyRunPlan r;  // a run of its own
    memset(&r, 0, sizeof r);
    r.arch = arch;
    r.data_pct = 100;
    r.continues = -1;
    r.steps = (int)final_steps;
    StudyBudget b = {.seconds = 0, .steps = (double)final_steps, .from = 0};
    return train_argv_budget(pl, &r, rc, pl->opt.seed, dir, steps, &b, a);
}

int study_seed_dir(const StudyPlan *pl, int run, int seed, char *buf, size_t cap) {
    return path_fmt(buf, cap, "%s/runs/%s/seed%d", pl->opt.out, pl->runs[run].id, seed);
}

char *study_train_command(const StudyPlan *pl, int run, int seed) {
    char dir[1100];
    if (study_seed_dir(pl, run, seed, dir, sizeof dir) < 0) return NULL;
    StudyArgv a = {0};
    char *s = train_argv(pl, &pl->runs[run], seed, dir, &a) < 0 ? NULL : study_argv_shell(&a);
    study_argv_free(&a);
    return s;
}

void study_decode_argv(const StudyPlan *pl, const char *model, int beam, const StudyRecipe *rc,
                       const char *input, const char *out, StudyArgv *a) {
    const StudyOptions *o = &pl->opt;
    study_argv_add(a, "%s/%sdecode", o->bin_dir, o->bin_prefix);
    study_argv_add(a, "-m");
    study_argv_add(a, "%s", model);
    study_argv_add(a, "-i");
    study_argv_add(a, "%s", input);
    study_argv_add(a, "-o");
    study_argv_add(a, "%s", out);
    study_argv_add(a, "--beam-size");
    study_argv_add(a, "%d", beam);
    if (beam > 1) study_recipe_decode_words(rc, a);
    study_argv_add(a, "--threads");
    study_argv_add(a, "%d", study_job_threads(o));
}

// The test decode of the run in dir (beam width `beam`; 1: greedy) with the recipe of arch: of
// its averaged checkpoints when the recipe averages (study/average.h).
static void decode_argv(const StudyPlan *pl, int arch, const char *dir, int beam, const char *out,
                        StudyArgv *a) {
    char input[1100], model[1200];
    snprintf(input, sizeof input, "%s.%s", pl->test_prefix, pl->opt.src);
    if (study_decode_model(&pl->recipe[arch], dir, model, sizeof model) < 0) {
        td_clear_error();  // study_plan limits --out so that this fits: the run's directory then
        snprintf(model, sizeof model, "%s", dir);
    }
    study_decode_argv(pl, model, beam, &pl->recipe[arch], input, out, a);
}

// Reads the learning curve and the mean training throughput from DIR/train.log.tsv. Columns
// are found by name, so small differences in the trainer's log layout do not matter.
static void read_train_log(const StudyPlan *pl, StudySeedResult *s) {
    char path[1100];
    StudyTsv t;
    if (path_fmt(path, sizeof path, "%s/train.log.tsv", s->dir) < 0 ||
        study_tsv_read(path, &t) < 0) {
        study_note(pl, "%s", td_last_error());
        return;
    }
    int c_step = study_tsv_col(&t, "step,steps,update,updates");
    int c_time = study_tsv_col(&t, "train_seconds,elapsed_s,elapsed,time_s,wall_s,wall_seconds,"
                                 "seconds,time");
    int c_bleu = study_tsv_col(&t, "dev_bleu,valid_bleu,bleu,val_bleu");
    int c_tok = study_tsv_col(&t, "tgt_tok_per_s,tgt_tokens_per_s,tok_per_s,tokens_per_s,"
                                "tgt_tok_s,tok_s");
    int c_ntok = study_tsv_col(&t, "tgt_tokens,tgt_tokens_total,tokens");
    int c_loss = study_tsv_col(&t, "dev_loss,valid_loss,dev_nll");
    int c_flops = study_tsv_col(&t, "train_flops");
    s->curve = malloc((size_t)(t.n_rows + 1) * 3 * sizeof *s->curve);
    s->n_curve = 0;
    double last_loss = NAN, last_step = NAN;
    double tok_last = 0, tok_max_n = NAN;
    int tok_n = 0;
    for (int i = 0; i < t.n_rows; i++) {
        const double *row = t.cells + (size_t)i * t.n_cols;
        double step = c_step >= 0 ? row[c_step] : NAN;
        if (c_step >= 0 && isfinite(step) && (!isfinite(s->steps) || step > s->steps))
            s->steps = step;
        if (c_bleu >= 0 && isfinite(row[c_bleu])) {
            double *p = s->curve + 3 * s->n_curve++;
            p[0] = step;
            p[1] = c_time >= 0 ? row[c_time] : NAN;
            p[2] = row[c_bleu];
        }
        // The trainer's tgt_tok_per_s is cumulative (tokens so far / training seconds so
        // far): its last value is the run's average.
        if (c_tok >= 0 && isfinite(row[c_tok]) && row[c_tok] > 0) {
            tok_last = row[c_tok];
            tok_n = 1;
        }
        if (c_ntok >= 0 && isfinite(row[c_ntok])) tok_max_n = row[c_ntok];
        if (c_flops >= 0 && isfinite(row[c_flops])) s->train_flops = row[c_flops];
        if (c_loss >= 0 && isfinite(row[c_loss]) && !(row[c_loss] >= s->dev_nll))
            s->dev_nll = row[c_loss];
        if (c_loss >= 0 && isfinite(row[c_loss]) && isfinite(step)) {
            last_loss = row[c_loss];
            last_step = step;
        }
    }
    // The dev loss's fall over the second half: from the last validation at or before half the
    // last logged update (the log's updates rise) to the last validation.
    for (int i = 0; c_loss >= 0 && c_step >= 0 && isfinite(last_loss) && i < t.n_rows; i++) {
        const double *row = t.cells + (size_t)i * t.n_cols;
        if (isfinite(row[c_loss]) && row[c_step] <= s->steps / 2 && row[c_step] < last_step)
            s->dev_nll_half = row[c_loss];
    }
    if (isfinite(s->dev_nll_half)) s->dev_nll_fall = s->dev_nll_half - last_loss;
    if (tok_n) s->tgt_tok_per_s = tok_last;
    else if (isfinite(tok_max_n) && s->train_wall_s > 0)
        s->tgt_tok_per_s = tok_max_n / s->train_wall_s;
    if (c_bleu < 0) study_note(pl, "%s has no dev BLEU column; no learning curve", path);
    study_tsv_free(&t);
}

// How the training in s->dir stopped, from bin/train's last "done: REASON at step N" line in
// DIR/train.log: s->stopped_early (1 for "early stopping") and s->stop_step; -1 when no such
// line is found (a kept run carried without its log).
static void read_stop(StudySeedResult *s) {
    char path[1100];
    char **lines;
    int n;
    s->stopped_early = -1;
    s->stop_step = -1;
    s->params = -1;
    if (path_fmt(path, sizeof path, "%s/train.log", s->dir) < 0 ||
        study_read_lines(path, &lines, &n) < 0) {
        td_clear_error();
        return;
    }
    for (int i = n - 1; i >= 0 && s->stopped_early < 0; i--) {
        const char *done = strstr(lines[i], "] done: ");
        const char *at = done ? strstr(done, " at step ") : NULL;
        if (!at) continue;
        s->stopped_early = !strncmp(done + 8, "early stopping", 14);
        s->stop_step = strtol(at + 9, NULL, 10);
    }
    study_lines_free(lines, n);
}

// Parameter count: from the checkpoint through the library when the architecture is linked in,
// else (a kept run, or a model this program cannot build) from the trainer's log line
// "ARCH model: N parameters".
static long long count_params(const char *dir, const char *train_log) {
    char path[1100];
    if (path_fmt(path, sizeof path, "%s/best.ckpt", dir) < 0) return -1;
    if (!file_exists(path) && path_fmt(path, sizeof path, "%s/last.ckpt", dir) < 0) return -1;
    ModelConfig cfg;
    if (file_exists(path) && model_peek(path, &cfg, NULL) == 0 && model_ops_for(cfg.arch)) {
        Model *m = model_create(&cfg, 1);
        if (m) {
            long long n = (long long)m->params.count;
            model_free(m);
            return n;
        }
    }
    td_clear_error();
    char **lines;
    int n;
    if (study_read_lines(train_log, &lines, &n) < 0) return -1;
    // The count is the number right before "param" ("transformer model: 7585600 parameters";
    // the line's timestamp comes first and is not it).
    long long best = -1;
    for (int i = 0; i < n && best < 0; i++) {
        for (const char *p = strstr(lines[i], "param"); p && best < 0;
             p = strstr(p + 1, "param")) {
            const char *end = p;
            while (end > lines[i] && end[-1] == ' ') end--;
            const char *c = end;
            while (c > lines[i] && c[-1] >= '0' && c[-1] <= '9') c--;
            if (c < end) best = strtoll(c, NULL, 10);
        }
    }
    study_lines_free(lines, n);
    return best;
}

// Scores a hypothesis file against the test references: corpus BLEU and chrF, the placeholder
// preservation of the whole file into *ph, if seg is not NULL the per-sentence statistics, and
// if health is not NULL the text figures of its health (health_init, then health_add_text with
// the test sources and references).
static int score_file(const StudyPlan *pl, const char *hyp_path, double *bleu, double *chrf,
                      PlaceholderStats *ph, int64_t **bleu_seg, int64_t **chrf_seg,
                      HealthStats *health) {
    char **hyp;
    int n;
    TD_TRY(study_read_lines(hyp_path, &hyp, &n));
    if (n != pl->n_test) {
        study_lines_free(hyp, n);
        return td_error(TD_ERR_MISMATCH, "%s has %d lines, the test set %d", hyp_path, n,
                        pl->n_test);
    }
    int64_t *bs = calloc((size_t)n * BLEU_DIM, sizeof *bs);
    int64_t *cs = calloc((size_t)n * CHRF_DIM, sizeof *cs);
    BleuStats bsum = {0};
    ChrfStats csum = {0};
    *ph = (PlaceholderStats){0};
    int rc = TD_OK;
    for (int i = 0; i < n && rc == TD_OK; i++) {
        const char *ref[1] = {pl->test_ref[i]};
        BleuStats b;
        ChrfStats c;
        rc = bleu_segment_stats(&b, hyp[i], ref, 1);
        if (rc == TD_OK) rc = chrf_segment_stats(&c, hyp[i], ref, 1);
        if (rc == TD_OK) rc = placeholders_add(ph, pl->test_src[i], ref[0], hyp[i]);
        if (rc < 0) {
            td_error_context(rc, "%s line %d", hyp_path, i + 1);
            break;
        }
        memcpy(bs + (size_t)i * BLEU_DIM, &b, sizeof b);
        memcpy(cs + (size_t)i * CHRF_DIM, &c, sizeof c);
        bleu_stats_add(&bsum, &b);
        chrf_stats_add(&csum, &c);
    }
    if (rc == TD_OK && health) {
        health_init(health);
        rc = health_add_text(health, (const char *const *)pl->test_src,
                             (const char *const *)hyp, (const char *const *)pl->test_ref,
                             (size_t)n);
        if (rc < 0) td_error_context(rc, "%s", hyp_path);
    }
    study_lines_free(hyp, n);
    if (rc == TD_OK) {
        *bleu = bleu_score(&bsum);
        *chrf = chrf_score(&csum);
    }
    if (rc == TD_OK && bleu_seg) *bleu_seg = bs;
    else free(bs);
    if (rc == TD_OK && chrf_seg) *chrf_seg = cs;
    else free(cs);
    return rc;
}

static void bucket_scores(const StudyPlan *pl, StudySeedResult *s) {
    for (int b = 0; b < STUDY_N_BUCKETS; b++) {
        BleuStats sum = {0};
        for (int i = 0; i < pl->n_test; i++) {
            if (pl->bucket_idx[i] != b) continue;
            BleuStats x;
            memcpy(&x, s->bleu_seg + (size_t)i * BLEU_DIM, sizeof x);
            bleu_stats_add(&sum, &x);
        }
        s->bucket_bleu[b] = pl->bucket_n[b] ? bleu_score(&sum) : NAN;
    }
}

// bin/train refuses an --out that already holds a run: an earlier, unfinished or outdated
// training in `dir` is moved to dir.prev (replacing an older dir.prev).
static int move_aside(const char *dir) {
    if (!file_exists(dir)) return TD_OK;
    char prev[1200];
    TD_TRY(path_fmt(prev, sizeof prev, "%s.prev", dir));
    if (file_exists(prev)) {
        StudyArgv a = {0};
        study_argv_add(&a, "rm");
        study_argv_add(&a, "-rf");
        study_argv_add(&a, "--");
        study_argv_add(&a, "%s", prev);
        StudyProc p;
        int rc = study_run(&a, NULL, NULL, &p);
        study_argv_free(&a);
        TD_TRY(rc);
    }
    if (rename(dir, prev) != 0)
        return td_error(TD_ERR_IO, "cannot move the earlier training %s aside to %s", dir, prev);
    study_say("%s: moved the earlier training in %s to %s", prog_name("compare"), dir, prev);
    return TD_OK;
}

// The wall-clock seconds DIR/train.log.tsv accounts for: each bin/train process logs its own
// (column `col`, restarting at every resume), so the sum of each process's last value (0 if
// none).
static double logged_wall_seconds(const char *dir, const char *col) {
    char path[1200];
    StudyTsv t;
    if (path_fmt(path, sizeof path, "%s/train.log.tsv", dir) < 0 || study_tsv_read(path, &t) < 0) {
        td_clear_error();
        return 0;
    }
    double done = 0, v = 0;
    int c = study_tsv_col(&t, col);
    for (int i = 0; c >= 0 && i < t.n_rows; i++) {
        const double x = t.cells[(size_t)i * t.n_cols + c];
        if (!isfinite(x)) continue;
        if (x < v) done += v;  // a later process's rows
        v = x;
    }
    study_tsv_free(&t);
    return done + v;
}

int study_train_process(const StudyArgv *cmd, StudySeedResult *s, const char *log, const char *rec,
                        const char *started, int fresh, double before) {
    if (fresh) {
        remove(log);
        remove(rec);
        TD_TRY(move_aside(s->dir));
        s->train_wall_s = s->train_rss_mib = 0;
        study_train_record_save(started, s);
    }
    StudyProc p;
    int rc = study_run(cmd, log, log, &p);
    s->train_wall_s = before + p.wall_s;
    s->train_rss_mib = p.peak_rss_mib;
    TD_TRY(rc);
    study_train_record_save(rec, s);
    s->train_at = (double)time(NULL);
    return TD_OK;
}

// The value of key in config lines ("key=value"), or NULL.
static const char *config_value(char **lines, int n, const char *key) {
    const size_t len = strlen(key);
    for (int i = 0; i < n; i++)
        if (!strncmp(lines[i], key, len) && lines[i][len] == '=') return lines[i] + len + 1;
    return NULL;
}

int study_train_config_current(const StudyArgv *cmd, const char *dir, char *why, size_t cap) {
    static const char *const ignored[] = {"out",       "threads",    "dist-timeout", "log-every",
                                          "keep",      "compress",   "vocab",        "max-steps",
                                          "max-time",  "max-epochs", "max-flops"};
    char then_path[1200], now_path[1200], err_path[1200];
    TD_TRY(path_fmt(then_path, sizeof then_path, "%s/config.txt", dir));
    if (!file_exists(then_path)) return 1;
    TD_TRY(path_fmt(now_path, sizeof now_path, "%s.config-now.txt", dir));
    TD_TRY(path_fmt(err_path, sizeof err_path, "%s.config-now.log", dir));
    StudyArgv a = {0};
    for (int i = 0; i < cmd->n; i++) study_argv_add(&a, "%s", cmd->v[i]);
    study_argv_add(&a, "--print-config");
    StudyProc p;
    int rc = study_run(&a, now_path, err_path, &p);
    study_argv_free(&a);
    char **then = NULL, **now = NULL;
    int n_then = 0, n_now = 0;
    if (rc == TD_OK) rc = study_read_lines(then_path, &then, &n_then);
    if (rc == TD_OK) rc = study_read_lines(now_path, &now, &n_now);
    remove(now_path);
    if (rc == TD_OK) remove(err_path);
    int current = 1;
    for (int i = 0; rc == TD_OK && current && i < n_then; i++) {
        const char *eq = strchr(then[i], '=');
        if (!eq) continue;
        char key[64];
        snprintf(key, sizeof key, "%.*s", (int)(eq - then[i]), then[i]);
        int skip = 0;
        for (size_t k = 0; k < sizeof ignored / sizeof *ignored; k++) skip |= !strcmp(key, ignored[k]);
        const char *v = config_value(now, n_now, key);
        if (skip || !v || !strcmp(v, eq + 1)) continue;
        // The cause: the command gives the key itself (a path, an option of the study), or the
        // key comes from bin/train's defaults.
        int given = 0;
        for (int w = 0; w < cmd->n; w++) given |= study_train_word_sets(cmd->v[w], key);
        if (given) snprintf(why, cap, "%s then, %s=%s now: its command's --%s changed", then[i],
                            key, v, key);
        else snprintf(why, cap, "%s then, %s=%s now: bin/train's defaults changed", then[i], key,
                      v);
        current = 0;
    }
    study_lines_free(then, n_then);
    study_lines_free(now, n_now);
    return rc < 0 ? rc : current;
}

int study_train_resumable(const StudyArgv *cmd, const StudySeedResult *s, StudyArgv *resume,
                          double *before) {
    char last[1200], rec[1200], started[1200];
    if (path_fmt(last, sizeof last, "%s/last.ckpt", s->dir) < 0 ||
        study_train_paths(s->dir, NULL, rec, started, sizeof rec) < 0)
        return 0;
    StudySeedResult probe = *s;
    int arch = 0;
    while (arch < cmd->n && strcmp(cmd->v[arch], "--arch")) arch++;
    if (arch == 0 || arch == cmd->n || !file_exists(last) ||
        !study_train_record_load(started, &probe))
        return 0;
    // The interrupted processes' time: their logged wall-clock (work after a process's last row
    // was lost and is redone by the resumed process, whose wall-clock study_train_process adds).
    *before = logged_wall_seconds(s->dir, "wall_seconds,wall_s");
    for (int i = 0; i < arch; i++) study_argv_add(resume, "%s", cmd->v[i]);
    study_argv_add(resume, "--resume");
    study_argv_add(resume, "%s", s->dir);
    for (int i = arch; i + 1 < cmd->n; i++)
        if (!strcmp(cmd->v[i], "--max-time") || !strcmp(cmd->v[i], "--max-steps") ||
            !strcmp(cmd->v[i], "--max-flops")) {
            study_argv_add(resume, "%s", cmd->v[i]);
            study_argv_add(resume, "%s", cmd->v[i + 1]);
            break;
        }
    return 1;
}

// Copies the regular files of the training directory `from` into `to` (made first), each
// atomically: the start of a training that continues the one in `from`.
static int copy_run_dir(const char *from, const char *to) {
    TD_TRY(mkdir_p(to));
    DIR *d = opendir(from);
    if (!d) return td_error(TD_ERR_IO, "cannot read the training directory %s", from);
    int rc = TD_OK;
    for (struct dirent *e; rc == TD_OK && (e = readdir(d));) {
        char a[1400], b[1400];
        if ((rc = path_fmt(a, sizeof a, "%s/%s", from, e->d_name)) < 0 ||
            (rc = path_fmt(b, sizeof b, "%s/%s", to, e->d_name)) < 0)
            break;
        struct stat sb;
        if (e->d_name[0] == '.' || stat(a, &sb) != 0 || !S_ISREG(sb.st_mode)) continue;
        rc = file_copy_atomic(a, b);
    }
    closedir(d);
    return rc;
}

// Starts a training that continues `p`, the same seed of run r->continues (whose training has
// ended), to this run's larger budget: its directory is copied to s->dir (an earlier one there is
// moved aside), the started record names this run's command, and *resume is the bin/train
// --resume command that trains the rest (*before: the seconds already trained).
static int continue_from(const StudyPlan *pl, const StudyRunPlan *r, StudySeedResult *s,
                         const StudySeedResult *p, const StudyArgv *a, const char *started,
                         StudyArgv *resume, double *before) {
    const StudyRunPlan *from = &pl->runs[r->continues];
    char prec[1200];
    TD_TRY(study_train_paths(p->dir, NULL, prec, NULL, sizeof prec));
    StudySeedResult probe = *p;
    if (!p->dir[0] || !p->train_cmd || !study_train_record_load(prec, &probe))
        return td_error(TD_ERR_ARG, "the training it continues (run %s seed %d) did not finish",
                        from->id, s->seed);
    if (p->kept)
        return td_error(TD_ERR_ARG, "the training it continues (run %s seed %d) was kept without "
                        "its checkpoints, so it cannot be continued: remove %s.train.done to "
                        "train both again", from->id, s->seed, p->dir);
    TD_TRY(move_aside(s->dir));
    TD_TRY(copy_run_dir(p->dir, s->dir));
    s->train_wall_s = probe.train_wall_s;
    s->train_rss_mib = probe.train_rss_mib;
    study_train_record_save(started, s);
    if (!study_train_resumable(a, s, resume, before))
        return td_error(TD_ERR_IO, "the copy of %s in %s cannot be resumed (no last.ckpt?)",
                        p->dir, s->dir);
    *before = probe.train_wall_s;
    study_say("%s: %s seed %d continues the training of %s seed %d (copied to %s)",
              prog_name("compare"), r->id, s->seed, from->id, s->seed, s->dir);
    return TD_OK;
}

// 1 if both test decodes of a seed whose checkpoints are gone are kept (study_decode_kept): its
// finished training can then be reported without them.
static int decodes_kept(const StudyPlan *pl, int arch, const StudySeedResult *s) {
    int kept = 1;
    for (int beam = 0; beam < 2 && kept; beam++) {
        char out[1200], dlog[1200], rec[1200];
        if (study_decode_paths(s->dir, beam, pl->opt.tgt, out, dlog, rec, sizeof out) < 0) return 0;
        StudyArgv d = {0};
        decode_argv(pl, arch, s->dir, beam ? pl->opt.beam_size : 1, out, &d);
        char *cmd = study_argv_shell(&d), *identity = study_decode_identity(pl, cmd);
        double wall_s, rss, at;
        kept = study_decode_kept(rec, identity, out, s->dir, &wall_s, &rss, &at);
        free(identity);
        free(cmd);
        study_argv_free(&d);
    }
    return kept;
}

// Why a finished training cannot be reported (after "the training in DIR").
static const char unusable_finished[] = "finished, but its checkpoints are gone and its test "
                                        "decodes are not both recorded after it";

// Trains one seed (training `index` of the study, for the live line), or reuses a finished
// training made by the same command (with its checkpoints, or kept without them: decodes_kept),
// or resumes one that was interrupted (study_train_resumable), or continues `continued`, the
// training of the run it continues (continue_from).
static int train_seed(const StudyPlan *pl, const StudyRunPlan *r, StudySeedResult *s,
                      const StudySeedResult *continued, const StudyArgv *a, int index) {
    const StudyOptions *o = &pl->opt;
    char ckpt[1200], log[1200], rec[1200], started[1200];
    TD_TRY(path_fmt(ckpt, sizeof ckpt, "%s/best.ckpt", s->dir));
    TD_TRY(study_train_paths(s->dir, log, rec, started, sizeof log));
    StudyStepFacts f = {.reuse = o->reuse && !pl->spm_new, .continues = r->continues >= 0,
                        .may_run = !o->report_only && !o->no_train};
    // What is in the directory stands only if it was made with what its command resolves to
    // now: a training made before bin/train's defaults changed is neither reused nor resumed.
    int current = 1;
    if (f.reuse) {
        char why[400];
        current = study_train_config_current(a, s->dir, why, sizeof why);
        if (current == 0)
            study_note(pl, "%s seed %d: the training in %s was made with %s; it is not reused",
                       r->id, s->seed, s->dir, why);
        else if (current < 0) {
            study_note(pl, "%s seed %d: %s", r->id, s->seed, td_last_error());
            td_clear_error();
        }
    }
    f.recorded = f.reuse && current != 0 && study_train_record_load(rec, s);
    f.usable = f.recorded && file_exists(ckpt);
    f.kept = f.recorded && !f.usable && decodes_kept(pl, r->arch, s);
    StudyArgv resume = {0};
    double before = 0;
    f.interrupted = f.reuse && current != 0 && !f.usable && !f.kept && f.may_run &&
                    study_train_resumable(a, s, &resume, &before);
    const StudyStepAction act = study_step_decide(&f);
    if (act == STUDY_STEP_REUSE || act == STUDY_STEP_KEPT) {
        s->kept = act == STUDY_STEP_KEPT;
        study_say("%s: %s seed %d: reusing the finished training in %s%s", prog_name("compare"),
                  r->id, s->seed, s->dir,
                  s->kept ? " (kept without its checkpoints: reported from its recorded decodes)"
                        : "");
        s->train_reused = 1;
        s->train_at = study_mtime(rec);
        return TD_OK;
    }
    // A finished training without checkpoints or kept decodes cannot be reported: it is trained
    // again (or, when nothing may run, it is pending).
    const int finished_unusable = f.recorded;
    if (finished_unusable && f.may_run)
        study_note(pl, "%s seed %d: the training in %s %s: training it again", r->id, s->seed,
                   s->dir, unusable_finished);
    if (act == STUDY_STEP_PENDING) {
        s->pending = 1;
        if (finished_unusable)
            return td_error(TD_ERR_ARG, "the training in %s %s: it must be trained again (rerun "
                            "without %s)", s->dir, unusable_finished, study_partial_option(o));
        return td_error(TD_ERR_ARG, "no finished training of this command in %s (not run yet, "
                        "still running, interrupted or failed: see %s.train.log)", s->dir,
                        s->dir);
    }
    const StudyArgv *cmd = a;
    int fresh = 1;
    if (act == STUDY_STEP_RESUME) {
        cmd = &resume;
        fresh = 0;
        char *line = study_argv_shell(&resume);
        study_note(pl, "%s seed %d was interrupted and is resumed: %s", r->id, s->seed, line);
        free(line);
    } else if (act == STUDY_STEP_CONTINUE) {
        int rc = continue_from(pl, r, s, continued, a, started, &resume, &before);
        if (rc < 0) {
            study_argv_free(&resume);
            return rc;
        }
        cmd = &resume;
        fresh = 0;
    } else {
        study_say("%s: %s seed %d: %s", prog_name("compare"), r->id, s->seed, s->train_cmd);
    }
    study_progress_begin(index, r->id, s->seed, s->dir);
    int rc = study_train_process(cmd, s, log, rec, started, fresh, before);
    study_argv_free(&resume);
    return rc;
}

// Decodes the test set from s->dir into `out`, greedy (beam 0) or with the study's beam width
// (beam 1: the reported scores), or reuses the decode of an earlier invocation
// (decode_reusable; only with reuse on and a training that was itself reused), then scores it.
// The record `rec` (wall-clock, peak RSS, identity) is removed first and written last, after
// the output is complete and scored: an interrupted or failed decode is never taken as
// finished.
static int decode_seed(const StudyPlan *pl, const StudyRunPlan *r, StudySeedResult *s, int beam,
                       const char *out, const char *dlog, const char *rec) {
    const StudyOptions *o = &pl->opt;
    const char *what = beam ? "beam" : "greedy";
    StudyArgv d = {0};
    decode_argv(pl, r->arch, s->dir, beam ? o->beam_size : 1, out, &d);
    char *cmd = study_argv_shell(&d);
    if (beam) s->beam_cmd = cmd;
    else s->greedy_cmd = cmd;
    char *identity = study_decode_identity(pl, cmd);
    double wall_s = NAN, rss = NAN, at = NAN, chrf;
    StudyStepFacts f = {.reuse = o->reuse && s->train_reused, .inputs_gone = s->kept,
                        .may_run = !o->report_only};  // --report-only decodes nothing
    if (f.reuse && s->kept)
        f.recorded = f.kept = study_decode_kept(rec, identity, out, s->dir, &wall_s, &rss, &at);
    else if (f.reuse)
        f.recorded = f.usable = study_decode_reusable(s, rec, identity, out, &wall_s, &rss, &at);
    const StudyStepAction act = study_step_decide(&f);
    int reused = act == STUDY_STEP_REUSE || act == STUDY_STEP_KEPT, rc = TD_OK;
    if (act == STUDY_STEP_PENDING) {
        s->pending = 1;
        rc = td_error(TD_ERR_ARG, "no finished %s decode of the test set for this command (%s)",
                      what, out);
    } else if (act == STUDY_STEP_UNAVAILABLE) {  // checked by decodes_kept: changed since
        rc = td_error(TD_ERR_IO, "the kept %s decode %s or its record changed, and the "
                      "training's checkpoints are gone: remove %s.train.done to train it again",
                      what, out, s->dir);
    }
    for (int attempt = 0; attempt < 2 && rc == TD_OK; attempt++) {
        if (!reused) {
            remove(rec);
            remove(dlog);
            StudyProc p;
            rc = study_run(&d, NULL, dlog, &p);
            wall_s = p.wall_s;
            rss = p.peak_rss_mib;
            at = (double)time(NULL);
            if (rc < 0) break;
        }
        if (beam) {
            free(s->bleu_seg);
            free(s->chrf_seg);
            s->bleu_seg = s->chrf_seg = NULL;
            rc = score_file(pl, out, &s->bleu, &s->chrf, &s->ph_beam, &s->bleu_seg,
                            &s->chrf_seg, &s->health);
        } else {
            rc = score_file(pl, out, &s->bleu_greedy, &chrf, &s->ph_greedy, NULL, NULL, NULL);
        }
        if (rc == TD_OK || !reused) break;
        // The recorded output does not score (edited, truncated): the step is unrecorded now.
        f.recorded = f.usable = f.kept = 0;
        const StudyStepAction again = study_step_decide(&f);
        if (again == STUDY_STEP_PENDING) {  // decoding again is not for --report-only
            s->pending = 1;
            char why[512];
            snprintf(why, sizeof why, "%s", td_last_error());
            rc = td_error(TD_ERR_ARG, "the %s decode %s is unusable (%s) and --report-only "
                          "decodes nothing", what, out, why);
            break;
        }
        if (again == STUDY_STEP_UNAVAILABLE) {  // no checkpoint to decode again from
            char why[512];
            snprintf(why, sizeof why, "%s", td_last_error());
            rc = td_error(TD_ERR_IO, "the kept %s decode %s is unusable (%s) and the training's "
                          "checkpoints are gone: remove %s.train.done to train it again", what,
                          out, why, s->dir);
            break;
        }
        // A reused output that no longer scores (edited, truncated): decode it again.
        study_note(pl, "%s seed %d: the earlier %s decode %s is unusable (%s); decoding again",
                   r->id, s->seed, what, out, td_last_error());
        td_clear_error();
        rc = TD_OK;
        reused = 0;
    }
    if (rc == TD_OK && reused) {
        char when[64];
        study_utc_text(at, when, sizeof when);
        study_say("%s: %s seed %d: reusing the %s decode %s (made %s)", prog_name("compare"), r->id,
                  s->seed, what, out, when);
    }
    if (rc == TD_OK && !reused && study_decode_record_write(rec, wall_s, rss, identity) < 0)
        study_note(pl, "%s", td_last_error());
    free(identity);
    study_argv_free(&d);
    if (beam) {
        s->beam_s = wall_s;
        s->beam_rss_mib = rss;
        s->beam_reused = reused;
        s->beam_at = at;
    } else {
        s->greedy_s = wall_s;
        s->greedy_rss_mib = rss;
        s->greedy_reused = reused;
        s->greedy_at = at;
    }
    return rc;
}

// Decodes the test set greedily from mark checkpoint `model` into `out` (record `rec`, log
// `dlog`), or reuses an earlier invocation's decode (study_decode_reusable; study_decode_kept when
// the checkpoint is gone), then scores it into *bleu and *chrf. Returns 0 or a negative status.
static int decode_mark(const StudyPlan *pl, StudySeedResult *s, const char *model, const char *out,
                       const char *dlog, const char *rec, double *bleu, double *chrf) {
    const StudyOptions *o = &pl->opt;
    char input[1100];
    snprintf(input, sizeof input, "%s.%s", pl->test_prefix, o->src);
    StudyArgv d = {0};
    study_decode_argv(pl, model, 1, s->recipe, input, out, &d);
    char *cmd = study_argv_shell(&d), *identity = study_decode_identity(pl, cmd);
    double wall_s, rss, at;
    StudyStepFacts f = {.reuse = o->reuse && s->train_reused, .inputs_gone = !file_exists(model),
                        .may_run = !o->report_only};
    if (f.reuse && f.inputs_gone)
        f.recorded = f.kept = study_decode_kept(rec, identity, out, s->dir, &wall_s, &rss, &at);
    else if (f.reuse)
        f.recorded = f.usable = study_decode_reusable(s, rec, identity, out, &wall_s, &rss, &at);
    const StudyStepAction act = study_step_decide(&f);
    int rc = TD_OK;
    if (act == STUDY_STEP_PENDING || act == STUDY_STEP_UNAVAILABLE) {
        rc = td_error(TD_ERR_ARG, "no greedy decode of %s is recorded (%s)%s", model, out,
                      act == STUDY_STEP_PENDING ? ": --report-only decodes nothing"
                                              : " and the checkpoint is gone");
    } else if (act == STUDY_STEP_RUN) {
        remove(rec);
        remove(dlog);
        StudyProc p;
        rc = study_run(&d, NULL, dlog, &p);
        if (rc == TD_OK && study_decode_record_write(rec, p.wall_s, p.peak_rss_mib, identity) < 0)
            study_note(pl, "%s", td_last_error());
    }
    PlaceholderStats ph;
    if (rc == TD_OK) rc = score_file(pl, out, bleu, chrf, &ph, NULL, NULL, NULL);
    free(identity);
    free(cmd);
    study_argv_free(&d);
    return rc;
}

// --until-converged: the learning curve of one seed at the marks its training validated
// (study_curve_marks of its budget; a training that converged early has fewer): each mark's
// validation row of DIR/train.log.tsv (training FLOPs and seconds, dev NLL) and the test scores
// of a greedy decode of DIR/mark-N.ckpt into DIR.markN.greedy.TGT (record DIR.markN.greedy.done).
// A mark whose decode cannot be made keeps NAN scores and gets a note.
static void decode_marks(const StudyPlan *pl, const StudyRunPlan *r, StudySeedResult *s) {
    const StudyRunPlan *root = r;
    while (root->continues >= 0) root = &pl->runs[root->continues];
    StudyBudget b;
    run_budget(pl, root, &b);
    long want[32];
    const int n_want = study_curve_marks(!(b.seconds > 0) && !isnan(b.seconds) ? (long)b.steps : 0,
                                         want, 32);
    char path[1100];
    StudyTsv t;
    if (path_fmt(path, sizeof path, "%s/train.log.tsv", s->dir) < 0 ||
        study_tsv_read(path, &t) < 0) {
        study_note(pl, "%s seed %d: no learning curve: %s", r->id, s->seed, td_last_error());
        td_clear_error();
        return;
    }
    const int c_step = study_tsv_col(&t, "step"), c_loss = study_tsv_col(&t, "dev_loss"),
              c_time = study_tsv_col(&t, "train_seconds"),
              c_flops = study_tsv_col(&t, "train_flops");
    free(s->marks);
    s->marks = malloc((size_t)(n_want ? n_want : 1) * STUDY_MK_COLS * sizeof *s->marks);
    TD_ASSERT(s->marks != NULL);
    s->n_marks = 0;
    for (int i = 0; i < n_want && c_step >= 0 && c_loss >= 0; i++) {
        const double *row = NULL;
        for (int j = 0; j < t.n_rows; j++) {
            const double *x = t.cells + (size_t)j * t.n_cols;
            if (x[c_step] == (double)want[i] && isfinite(x[c_loss])) row = x;
        }
        if (!row) continue;  // the training stopped before this mark
        double *m = s->marks + (size_t)s->n_marks++ * STUDY_MK_COLS;
        m[STUDY_MK_STEP] = (double)want[i];
        m[STUDY_MK_FLOPS] = c_flops >= 0 ? row[c_flops] : NAN;
        m[STUDY_MK_TRAIN_S] = c_time >= 0 ? row[c_time] : NAN;
        m[STUDY_MK_DEV_NLL] = row[c_loss];
        m[STUDY_MK_BLEU] = m[STUDY_MK_CHRF] = NAN;
        char model[1200], out[1200], dlog[1200], rec[1200];
        if (path_fmt(model, sizeof model, "%s/mark-%ld.ckpt", s->dir, want[i]) < 0 ||
            path_fmt(out, sizeof out, "%s.mark%ld.greedy.%s", s->dir, want[i], pl->opt.tgt) < 0 ||
            path_fmt(dlog, sizeof dlog, "%s.mark%ld.greedy.log", s->dir, want[i]) < 0 ||
            path_fmt(rec, sizeof rec, "%s.mark%ld.greedy.done", s->dir, want[i]) < 0 ||
            decode_mark(pl, s, model, out, dlog, rec, &m[STUDY_MK_BLEU], &m[STUDY_MK_CHRF]) < 0) {
            study_note(pl, "%s seed %d: update %ld of the learning curve has no test scores: %s",
                       r->id, s->seed, want[i], td_last_error());
            td_clear_error();
        }
    }
    study_tsv_free(&t);
}

// The test sources in the shuffled order of health_shuffle_index (line i holds source line
// i + n/2 mod n), for the source information of every run: OUT/data/test-shuffled.SRC into path.
// Written once per invocation, before the workers start. Returns 0 or a negative status.
static int shuffled_sources(const StudyPlan *pl, char *path, size_t cap) {
    TD_TRY(path_fmt(path, cap, "%s/data/test-shuffled.%s", pl->opt.out, pl->opt.src));
    if (pl->opt.report_only) return TD_OK;  // writes nothing: an earlier one is used if there
    char dir[1100];
    TD_TRY(path_fmt(dir, sizeof dir, "%s/data", pl->opt.out));
    TD_TRY(mkdir_p(dir));
    const size_t n = (size_t)pl->n_test;
    char **lines = malloc(n * sizeof *lines);
    if (!lines) return td_error(TD_ERR_NOMEM, "out of memory");
    for (size_t i = 0; i < n; i++) lines[i] = pl->test_src[health_shuffle_index(i, n)];
    int rc = study_write_lines(path, lines, (int)n);
    free(lines);
    return rc;
}

// The corpus cross-entropy (nats per target token) bin/decode --score-reference reports on its
// stderr ("cross-entropy X nats/token") in log, into *ce. Returns 1 if found.
static int read_cross_entropy(const char *log, double *ce) {
    char **lines;
    int n, found = 0;
    if (study_read_lines(log, &lines, &n) < 0) {
        td_clear_error();
        return 0;
    }
    for (int i = 0; i < n; i++) {
        const char *p = strstr(lines[i], "cross-entropy ");
        char *end;
        if (!p || !strstr(p, " nats/token")) continue;
        double x = strtod(p + strlen("cross-entropy "), &end);
        if (end != p + strlen("cross-entropy ") && isfinite(x)) *ce = x, found = 1;
    }
    study_lines_free(lines, n);
    return found;
}

// Whether an output of seed s made in an earlier invocation (path) is taken instead of being
// made again: always for a kept run or under --report-only (they decode nothing), else with
// reuse on, a reused training and the output newer than both the training's finished record and
// the beam decode's record (which a changed test set or model rewrites).
static int health_output_reusable(const StudyPlan *pl, const StudySeedResult *s,
                                  const char *path) {
    char rec[1200], beam_rec[1200];
    if (study_train_paths(s->dir, NULL, rec, NULL, sizeof rec) < 0 ||
        study_decode_paths(s->dir, 1, pl->opt.tgt, NULL, NULL, beam_rec, sizeof beam_rec) < 0) {
        td_clear_error();
        return 0;
    }
    const double made = study_mtime(path), trained = study_mtime(rec),
                 decoded = study_mtime(beam_rec);
    if (!isfinite(made)) return 0;
    if (s->kept || pl->opt.report_only) return 1;
    return pl->opt.reuse && s->train_reused && s->beam_reused && isfinite(trained) &&
           isfinite(decoded) && made >= trained && made >= decoded;
}

// Sets the source information of seed s (health_set_nll): the test references' cross-entropy
// under the true sources and under the shuffled ones (`shuffled`, from shuffled_sources), each by
// bin/decode --score-reference (teacher-forced, as bin/train's dev loss) with its stderr in
// DIR.ce-true.log / DIR.ce-shuffled.log, reused by health_output_reusable. Not fatal: a figure
// that cannot be had leaves the source information unknown, with a note.
static void measure_source_information(const StudyPlan *pl, const StudyRunPlan *r,
                                       StudySeedResult *s, const char *shuffled) {
    const StudyOptions *o = &pl->opt;
    double ce[2] = {NAN, NAN};
    const char *name[2] = {"true", "shuffled"};
    for (int k = 0; k < 2; k++) {
        char out[1200], dlog[1200], src[1100], ref[1100], model[1200];
        if (path_fmt(out, sizeof out, "%s.ce-%s.txt", s->dir, name[k]) < 0 ||
            path_fmt(dlog, sizeof dlog, "%s.ce-%s.log", s->dir, name[k]) < 0 ||
            path_fmt(ref, sizeof ref, "%s.%s", pl->test_prefix, o->tgt) < 0 ||
            (k ? path_fmt(src, sizeof src, "%s", shuffled)
               : path_fmt(src, sizeof src, "%s.%s", pl->test_prefix, o->src)) < 0 ||
            study_decode_model(&pl->recipe[r->arch], s->dir, model, sizeof model) < 0) {
            study_note(pl, "%s seed %d: no source information: %s", r->id, s->seed,
                       td_last_error());
            return;
        }
        if (!health_output_reusable(pl, s, dlog) || !read_cross_entropy(dlog, &ce[k])) {
            if (s->kept || o->report_only) {
                study_note(pl, "%s seed %d: no source information (no --score-reference log %s, "
                           "and %s decodes nothing)", r->id, s->seed, dlog,
                           o->report_only ? "--report-only" : "a run kept without checkpoints");
                return;
            }
            StudyArgv d = {0};
            study_decode_argv(pl, model, 1, &pl->recipe[r->arch], src, out, &d);
            study_argv_add(&d, "--score-reference");
            study_argv_add(&d, "%s", ref);
            remove(dlog);
            StudyProc p;
            int rc = study_run(&d, NULL, dlog, &p);
            study_argv_free(&d);
            if (rc == TD_OK && !read_cross_entropy(dlog, &ce[k]))
                rc = td_error(TD_ERR_FORMAT, "%s has no 'cross-entropy X nats/token' line", dlog);
            if (rc < 0) {
                study_note(pl, "%s seed %d: no source information: %s", r->id, s->seed,
                           td_last_error());
                return;
            }
        }
    }
    health_set_nll(&s->health, ce[0], ce[1]);
}

// Adds the cross-attention rows of seed s to s->health: a greedy decode of the test set with
// bin/decode --alignment soft (lines 'TEXT ||| ROWS') into DIR.soft.TGT, kept apart from the
// reported decodes because --alignment never splits long lines (so its text may differ from
// theirs on lines longer than --split-len). Reused when an earlier invocation made it after the
// training's finished record (and always for a kept run or under --report-only, which decode
// nothing). Not fatal: a decode that cannot be made leaves the entropy unknown, with a note.
static void health_attention(const StudyPlan *pl, const StudyRunPlan *r, StudySeedResult *s) {
    const StudyOptions *o = &pl->opt;
    char out[1200], part[1300], dlog[1200];
    if (path_fmt(out, sizeof out, "%s.soft.%s", s->dir, o->tgt) < 0 ||
        path_fmt(part, sizeof part, "%s.part", out) < 0 ||
        path_fmt(dlog, sizeof dlog, "%s.soft.log", s->dir) < 0) {
        study_note(pl, "%s seed %d: no attention entropy: %s", r->id, s->seed, td_last_error());
        return;
    }
    const int frozen = s->kept || o->report_only;
    const int reuse = health_output_reusable(pl, s, out);
    if (!reuse && frozen) {
        study_note(pl, "%s seed %d: no attention entropy (%s has no soft-alignment decode %s and "
                   "decodes nothing)", r->id, s->seed, o->report_only ? "--report-only" :
                   "a run kept without checkpoints", out);
        return;
    }
    if (!reuse) {
        StudyArgv d = {0};
        decode_argv(pl, r->arch, s->dir, 1, part, &d);
        study_argv_add(&d, "--alignment");
        study_argv_add(&d, "soft");
        remove(dlog);
        StudyProc p;
        int rc = study_run(&d, NULL, dlog, &p);
        study_argv_free(&d);
        if (rc == TD_OK && rename(part, out) != 0)
            rc = td_error(TD_ERR_IO, "cannot rename %s to %s", part, out);
        if (rc < 0) {
            study_note(pl, "%s seed %d: no attention entropy: %s", r->id, s->seed, td_last_error());
            return;
        }
    }
    char **lines;
    int n;
    if (study_read_lines(out, &lines, &n) < 0) {
        study_note(pl, "%s seed %d: no attention entropy: %s", r->id, s->seed, td_last_error());
        return;
    }
    HealthStats h = s->health;  // added to a copy: a bad file adds no rows at all
    int rc = n == pl->n_test ? TD_OK
                             : td_error(TD_ERR_MISMATCH, "%s has %d lines, the test set %d", out,
                                        n, pl->n_test);
    for (int i = 0; i < n && rc == TD_OK; i++) {
        const char *rows = NULL;  // the last ' ||| ' field
        for (const char *q = strstr(lines[i], " ||| "); q; q = strstr(q + 5, " ||| ")) rows = q + 5;
        if (!rows) continue;
        rc = health_add_soft_alignment(&h, rows);
        if (rc < 0) td_error_context(rc, "%s line %d", out, i + 1);
    }
    study_lines_free(lines, n);
    if (rc < 0) {
        study_note(pl, "%s seed %d: no attention entropy: %s", r->id, s->seed, td_last_error());
        return;
    }
    s->health = h;
}

// Which trainings of the study (by index, run r's seed k is r * n_seeds + k) have ended
// (ENDED_TRAINING: finished, reused or failed; ENDED_SEED: its decodes and scores too, its seed
// result complete), so that under --jobs a training that continues another waits for its
// training, and a seed after the first of a row's alternative for the first seeds' results.
enum { ENDED_TRAINING, ENDED_SEED };
static pthread_mutex_t g_ended_lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t g_ended_cond = PTHREAD_COND_INITIALIZER;
static unsigned char g_ended[2][STUDY_MAX_RUNS * STUDY_MAX_SEEDS];

static void mark_ended(int what, int i) {
    pthread_mutex_lock(&g_ended_lock);
    g_ended[what][i] = 1;
    pthread_cond_broadcast(&g_ended_cond);
    pthread_mutex_unlock(&g_ended_lock);
}

// Waits until training i has ended `what` (or the study is interrupted). Training i always
// comes before the one waiting in the pool's order (pool_order), so a worker has taken it.
static void wait_ended(int what, int i) {
    pthread_mutex_lock(&g_ended_lock);
    while (!g_ended[what][i] && !study_interrupted()) {
        struct timespec until;
        clock_gettime(CLOCK_REALTIME, &until);
        until.tv_nsec += 200000000L;
        if (until.tv_nsec >= 1000000000L) until.tv_sec++, until.tv_nsec -= 1000000000L;
        pthread_cond_timedwait(&g_ended_cond, &g_ended_lock, &until);
    }
    pthread_mutex_unlock(&g_ended_lock);
}

// Trains (training `index` of the study), decodes (greedy and beam) and scores one seed of one
// run into s, the one result this worker writes. `continued`: the same seed of the run r
// continues (NULL when it continues none), read only, once its training has ended; `shuffled`:
// the shuffled test sources for the source information ("" when there are none).
static int run_seed(const StudyPlan *pl, const StudyRunPlan *r, StudySeedResult *s,
                    const StudySeedResult *continued, const char *shuffled, int index) {
    const StudyOptions *o = &pl->opt;
    char base[900], log[1200], rec[1200];
    int rc = path_fmt(base, sizeof base, "%s/runs/%s", o->out, r->id);
    if (rc == TD_OK && !o->report_only && !o->no_train) rc = mkdir_p(base);
    if (rc == TD_OK) rc = path_fmt(s->dir, sizeof s->dir, "%s/seed%d", base, s->seed);
    if (rc == TD_OK) rc = study_train_paths(s->dir, log, rec, NULL, sizeof log);
    if (rc == TD_OK) {
        StudyArgv a = {0};
        s->recipe = &r->recipe;
        rc = train_argv(pl, r, s->seed, s->dir, &a);
        s->train_cmd = study_argv_shell(&a);
        if (rc == TD_OK) rc = train_seed(pl, r, s, continued, &a, index);
        study_progress_done(index);
        study_argv_free(&a);
    }
    mark_ended(ENDED_TRAINING, index - 1);  // one that continues it may start (or fail)
    TD_TRY(rc);
    read_train_log(pl, s);
    read_stop(s);
    s->params = count_params(s->dir, log);
    // A recipe that averages: the last checkpoints' average, which the decodes read (a kept
    // run's decodes were recorded with it; --report-only makes nothing).
    if (study_recipe_average(s->recipe) >= 2 && !s->kept && !o->report_only) {
        rc = study_average_run(pl, s->recipe, s->dir);
        if (rc < 0) return rc;
    }
    // Decoding: greedy (speed and BLEU) then beam (the reported scores).
    for (int beam = 0; beam < 2; beam++) {
        char out[1200], dlog[1200], drec[1200];
        TD_TRY(study_decode_paths(s->dir, beam, o->tgt, out, dlog, drec, sizeof out));
        TD_TRY(decode_seed(pl, r, s, beam, out, dlog, drec));
    }
    if (o->until_converged) decode_marks(pl, r, s);
    bucket_scores(pl, s);
    health_attention(pl, r, s);
    if (shuffled[0]) measure_source_information(pl, r, s, shuffled);
    s->collapsed = health_collapsed(&s->health);
    return TD_OK;
}

static void init_seed(StudySeedResult *s, int seed) {
    memset(s, 0, sizeof *s);
    s->seed = seed;
    double *nan_fields[] = {&s->train_wall_s, &s->train_rss_mib, &s->tgt_tok_per_s, &s->steps,
                            &s->greedy_s, &s->beam_s, &s->greedy_rss_mib, &s->beam_rss_mib,
                            &s->bleu, &s->chrf, &s->bleu_greedy, &s->train_at, &s->greedy_at,
                            &s->beam_at, &s->dev_nll, &s->train_flops, &s->dev_nll_fall,
                            &s->dev_nll_half};
    for (size_t i = 0; i < sizeof nan_fields / sizeof *nan_fields; i++) *nan_fields[i] = NAN;
    health_init(&s->health);
    for (int b = 0; b < STUDY_N_BUCKETS; b++) s->bucket_bleu[b] = NAN;
    s->stopped_early = -1;
    s->stop_step = -1;
    s->params = -1;
}

// Mean of the finite values (NAN if none).
static double mean_finite(const double *x, int n) {
    double s = 0;
    int m = 0;
    for (int i = 0; i < n; i++)
        if (isfinite(x[i])) {
            s += x[i];
            m++;
        }
    return m ? s / m : NAN;
}

// The summary of run j's seeds (res->runs[j]): seed means, the parameter count, the
// collapsed seeds, the bucket scores and the bootstrap estimates. Returns 0 or a negative status.
static int summarise_run(StudyResults *res, int j) {
    const StudyPlan *pl = res->plan;
    StudyRunResult *r = &res->runs[j];
    int K = pl->opt.n_seeds, n = pl->n_test;
    double v[STUDY_M_COUNT][STUDY_MAX_SEEDS];
    int m = 0;
    for (int k = 0; k < K; k++) {
        const StudySeedResult *s = &r->seeds[k];
        if (!s->ok) continue;
        v[STUDY_M_TRAIN_S][m] = s->train_wall_s;
        v[STUDY_M_TRAIN_RSS][m] = s->train_rss_mib;
        v[STUDY_M_TOK_S][m] = s->tgt_tok_per_s;
        v[STUDY_M_STEPS][m] = s->steps;
        v[STUDY_M_GREEDY_SPS][m] = s->greedy_s > 0 ? n / s->greedy_s : NAN;
        v[STUDY_M_BEAM_SPS][m] = s->beam_s > 0 ? n / s->beam_s : NAN;
        v[STUDY_M_DEC_RSS][m] = fmax(s->greedy_rss_mib, s->beam_rss_mib);
        v[STUDY_M_BLEU_GREEDY][m] = s->bleu_greedy;
        v[STUDY_M_PH_BEAM][m] = placeholders_rate(&s->ph_beam);
        v[STUDY_M_PH_GREEDY][m] = placeholders_rate(&s->ph_greedy);
        v[STUDY_M_DEV_NLL][m] = s->dev_nll;
        m++;
    }
    r->n_ok = m;
    r->n_collapsed = 0;
    r->params = pl->runs[j].params;
    for (int k = 0; k < K; k++)  // the count its trainer logged, over the plan's estimate
        if (r->seeds[k].ok && r->seeds[k].params >= 0) r->params = r->seeds[k].params;
    for (int k = 0; k < K; k++) r->n_collapsed += r->seeds[k].ok && r->seeds[k].collapsed;
    for (int i = 0; i < STUDY_M_COUNT; i++) r->mean[i] = m ? mean_finite(v[i], m) : NAN;
    for (int b = 0; b < STUDY_N_BUCKETS; b++) {
        double x[STUDY_MAX_SEEDS];
        int i = 0;
        for (int k = 0; k < K; k++)
            if (r->seeds[k].ok) x[i++] = r->seeds[k].bucket_bleu[b];
        r->bucket_bleu[b] = i ? mean_finite(x, i) : NAN;
    }
    if (m == 0) return TD_OK;
    // The shared plan pairs this run with every other complete run; a run with failed seeds
    // gets a plan of its own (its interval is still valid, its p-values are not computed).
    StudyBootPlan own;
    const StudyBootPlan *plan = &pl->boot;
    if (m != K) {
        TD_TRY(study_boot_plan(&own, pl->opt.boot_seed, n, pl->opt.n_boot, m));
        plan = &own;
    }
    const int64_t *bseg[STUDY_MAX_SEEDS], *cseg[STUDY_MAX_SEEDS];
    double bfull[STUDY_MAX_SEEDS], cfull[STUDY_MAX_SEEDS];
    int i = 0;
    for (int k = 0; k < K; k++) {
        if (!r->seeds[k].ok) continue;
        bseg[i] = r->seeds[k].bleu_seg;
        cseg[i] = r->seeds[k].chrf_seg;
        bfull[i] = study_metric_full(bseg[i], n, BLEU_DIM, metric_bleu);
        cfull[i] = study_metric_full(cseg[i], n, CHRF_DIM, metric_chrf);
        i++;
    }
    StudySystem bsys = {bseg, m}, csys = {cseg, m};
    r->boot_bleu = malloc((size_t)pl->opt.n_boot * sizeof *r->boot_bleu);
    r->boot_chrf = malloc((size_t)pl->opt.n_boot * sizeof *r->boot_chrf);
    int rc = r->boot_bleu && r->boot_chrf ? TD_OK : td_error(TD_ERR_NOMEM, "out of memory");
    if (rc == TD_OK) rc = study_boot_scores(r->boot_bleu, plan, &bsys, BLEU_DIM, metric_bleu);
    if (rc == TD_OK) rc = study_boot_scores(r->boot_chrf, plan, &csys, CHRF_DIM, metric_chrf);
    if (rc == TD_OK) {
        study_estimate(&r->bleu, bfull, m, r->boot_bleu, pl->opt.n_boot);
        study_estimate(&r->chrf, cfull, m, r->boot_chrf, pl->opt.n_boot);
    }
    if (plan == &own) study_boot_plan_free(&own);
    return rc;
}

// 1 when the first seed of one of row `row`'s alternatives (study `study`) is pending.
static int row_first_pending(const StudyPlan *pl, const StudyRunResult *runs, int study, int row) {
    const Study *sd = &pl->studies[study];
    int pending = 0;
    for (int v = 0; v < sd->n_alt[row]; v++) pending |= runs[sd->alt[row][v]].seeds[0].pending;
    return pending;
}

int study_row_choice(const StudyPlan *pl, const StudyRunResult *runs, int study, int row) {
    const Study *sd = &pl->studies[study];
    int best = -1;
    double best_nll = INFINITY;
    for (int v = 0; v < sd->n_alt[row]; v++) {
        const StudySeedResult *first = &runs[sd->alt[row][v]].seeds[0];
        if (!first->ok || !isfinite(first->dev_nll)) return -1;  // nothing to compare it with
        if (first->dev_nll < best_nll) {
            best_nll = first->dev_nll;
            best = v;
        }
    }
    return best;
}

void study_choose_alternatives(StudyResults *res) {
    const StudyPlan *pl = res->plan;
    for (int i = 0; i < pl->n_studies; i++) {
        const Study *sd = &pl->studies[i];
        StudyOutcome *so = &res->studies[i];
        for (int row = 0; row < sd->n; row++) {
            if (sd->n_alt[row] < 1) continue;
            const int choice = study_row_choice(pl, res->runs, i, row);
            const int best = choice < 0 ? 0 : choice;
            char tried[96] = "";
            for (int v = 0; v < sd->n_alt[row]; v++) {
                const size_t o = strlen(tried);
                snprintf(tried + o, sizeof tried - o, "%s%s", v ? ", " : "", sd->alt_value[row][v]);
            }
            const int pending = row_first_pending(pl, res->runs, i, row);  // no choice to name
            so->chosen[row] = best;
            if (pending && sd->n_alt[row] > 1)
                snprintf(so->label[row], sizeof so->label[row],
                         "%.40s (dropout %s: the choice is pending)", sd->label[row], tried);
            else if (choice < 0 && sd->n_alt[row] > 1)
                snprintf(so->label[row], sizeof so->label[row],
                         "%.40s (dropout %s: no choice, a first seed failed)", sd->label[row],
                         tried);
            else if (sd->n_alt[row] == 1)
                snprintf(so->label[row], sizeof so->label[row], "%.60s (dropout %s)",
                         sd->label[row], tried);
            else
                snprintf(so->label[row], sizeof so->label[row],
                         "%.40s (dropout %s of %s: lowest dev NLL, seed %d)", sd->label[row],
                         sd->alt_value[row][best], tried, pl->opt.seed);
        }
    }
}

int study_row_run(const StudyResults *res, int study, int row) {
    const Study *sd = &res->plan->studies[study];
    return sd->n_alt[row] > 0 ? sd->alt[row][res->studies[study].chosen[row]] : sd->run[row];
}

const char *study_row_label(const StudyResults *res, int study, int row) {
    const char *chosen = res->studies[study].label[row];
    return chosen[0] ? chosen : res->plan->studies[study].label[row];
}

void study_plan_params(StudyPlan *pl) {
    fprintf(stderr, "%s: parameters:", prog_name("compare"));
    for (int i = 0; i < pl->n_runs; i++) {
        StudyRunPlan *r = &pl->runs[i];
        r->params = study_run_params(pl, i, pl->opt.quick ? quick_model_args(r->arch) : NULL);
        fprintf(stderr, " %s %lld%s", r->id, r->params, i + 1 < pl->n_runs ? "," : "\n");
    }
}

// The row whose alternative (of two or more) run j is, when every row that reports j is such
// a row: then j's seeds after the first train only if that row chooses it on the first seed
// (study_row_choice). Returns 1 with *study and *row set, else 0 (j is a row's own run, the
// only alternative of its row, or a run another continues: all its seeds train).
static int run_optional(const StudyPlan *pl, int j, int *study, int *row) {
    int found = 0;
    for (int r = 0; r < pl->n_runs; r++)
        if (pl->runs[r].continues == j) return 0;
    for (int i = 0; i < pl->n_studies; i++) {
        const Study *sd = &pl->studies[i];
        for (int w = 0; w < sd->n; w++) {
            if (sd->n_alt[w] < 2) {
                if (sd->run[w] == j) return 0;
                continue;
            }
            for (int v = 0; v < sd->n_alt[w]; v++)
                if (sd->alt[w][v] == j && !found) {
                    found = 1;
                    *study = i;
                    *row = w;
                }
        }
    }
    return found;
}

// Every training's budget, by training index (run by run, seed by seed), with the number of
// alternatives a later seed of a row's alternative (run_optional) shares its row with.
static void study_budgets(const StudyPlan *pl, StudyBudget *b) {
    const StudyOptions *o = &pl->opt;
    for (int r = 0; r < pl->n_runs; r++)
        for (int k = 0; k < o->n_seeds; k++) {
            StudyBudget *x = &b[r * o->n_seeds + k];
            run_budget(pl, &pl->runs[r], x);
            // A training that continues another has that one's budget behind it already.
            x->from = 0;
            if (pl->runs[r].continues >= 0) {
                StudyBudget prev;
                run_budget(pl, &pl->runs[pl->runs[r].continues], &prev);
                x->from = x->seconds > 0 ? prev.seconds : prev.steps;
            }
            int study, row;
            x->alternatives = k > 0 && run_optional(pl, r, &study, &row)
                                  ? pl->studies[study].n_alt[row] : 0;
        }
}

// The order the pool takes the trainings in: run by run, seed by seed, except the seeds after
// the first of the runs run_optional names, which come after all the others (in the same
// order), so that the first seeds of every row's alternatives are taken before any seed that
// waits for their choice. Fills order[n_runs * n_seeds] with training indices.
static void pool_order(const StudyPlan *pl, int *order) {
    const int K = pl->opt.n_seeds;
    int n = 0, study, row;
    for (int pass = 0; pass < 2; pass++)
        for (int r = 0; r < pl->n_runs; r++) {
            const int optional = run_optional(pl, r, &study, &row);
            for (int k = 0; k < K; k++)
                if ((optional && k > 0) == pass) order[n++] = r * K + k;
        }
}

// The trainings of a study, taken in pool_order by --jobs worker threads. The workers read the
// plan and write only the seed result of the training they took (runs[r].seeds[k] of training
// r * n_seeds + k); a training that continues another reads that one's result after its
// training has ended, and a seed after the first of a row's alternative reads the first seeds of
// the row's alternatives after they have ended (wait_ended).
typedef struct StudyPool {
    const StudyPlan *plan;
    StudyRunResult *runs;        // [plan->n_runs]
    const char *shuffled;        // the shuffled test sources ("" when there are none)
    const int *order;            // [total]: pool_order
    int total;
    atomic_int next, finished;   // next training to take (in order); workers that have stopped
} StudyPool;

// The note for seed s of run r that did not finish (s->error says why): pending, or failed
// (nothing when the study was interrupted).
static void note_unfinished(const StudyPlan *pl, const StudyRunPlan *r, const StudySeedResult *s) {
    if (s->pending)
        study_note(pl, "run %s seed %d is pending (%s): %s", r->id, s->seed,
                   study_partial_option(&pl->opt), s->error);
    else if (!study_interrupted())
        study_note(pl, "run %s seed %d failed: %s", r->id, s->seed, s->error);
}

// For seed k > 0 of run j, an alternative of row `row` of study `study` (run_optional): waits
// for the first seed of each of the row's alternatives and returns 1 when j is the one the row
// chooses (study_row_choice), so this seed trains; else 0 with s set: not_chosen, or pending
// (a first seed is pending: nothing to choose from in this invocation), or failed (a first seed
// failed: the choice needs them all).
static int seed_chosen(StudyPool *pool, int j, int study, int row, StudySeedResult *s) {
    const StudyPlan *pl = pool->plan;
    const Study *sd = &pl->studies[study];
    const int K = pl->opt.n_seeds;
    for (int v = 0; v < sd->n_alt[row]; v++) wait_ended(ENDED_SEED, sd->alt[row][v] * K);
    if (study_interrupted()) {  // the first seeds may still be running: read none of them
        snprintf(s->error, sizeof s->error, "interrupted");
        return 0;
    }
    const int choice = study_row_choice(pl, pool->runs, study, row);
    const char *id = pl->runs[j].id;
    if (row_first_pending(pl, pool->runs, study, row)) {
        s->pending = 1;
        snprintf(s->error, sizeof s->error, "the first seed of a dropout of its row is pending: "
                 "its row's choice is not made yet");
        note_unfinished(pl, &pl->runs[j], s);
    } else if (choice < 0) {
        snprintf(s->error, sizeof s->error, "the first seed of a dropout of its row failed (or "
                 "logged no dev NLL): its row cannot choose");
        note_unfinished(pl, &pl->runs[j], s);
    } else if (sd->alt[row][choice] != j) {
        s->not_chosen = 1;
        study_say("%s: %s seed %d: not used: its row chose dropout %s on seed %d (%s)",
                  prog_name("compare"), id, s->seed, sd->alt_value[row][choice], pl->opt.seed,
                  pl->runs[sd->alt[row][choice]].id);
    } else {
        return 1;
    }
    return 0;
}

// Trains, decodes and scores training i of the pool (run i / n_seeds, seed i % n_seeds); a
// failure is recorded in its seed, never fatal to the others.
static void pool_seed(StudyPool *pool, int i) {
    const StudyPlan *pl = pool->plan;
    const StudyOptions *o = &pl->opt;
    const int j = i / o->n_seeds, k = i % o->n_seeds;
    const StudyRunPlan *run = &pl->runs[j];
    StudySeedResult *s = &pool->runs[j].seeds[k];
    const StudySeedResult *continued = NULL;
    int study, row;
    if (k > 0 && run_optional(pl, j, &study, &row) && !seed_chosen(pool, j, study, row, s)) {
        study_progress_done(i + 1);
        mark_ended(ENDED_TRAINING, i);
        mark_ended(ENDED_SEED, i);
        return;
    }
    if (run->continues >= 0) {
        wait_ended(ENDED_TRAINING, run->continues * o->n_seeds + k);
        continued = &pool->runs[run->continues].seeds[k];
    }
    if (run_seed(pl, run, s, continued, pool->shuffled, i + 1) == TD_OK) {
        s->ok = 1;
        study_say("%s: %s seed %d: beam %d: BLEU %.2f chrF %.2f; greedy: BLEU %.2f (train %.1f s)",
                  prog_name("compare"), run->id, s->seed, o->beam_size, s->bleu, s->chrf,
                  s->bleu_greedy, s->train_wall_s);
    } else {
        snprintf(s->error, sizeof s->error, "%s", td_last_error());
        note_unfinished(pl, run, s);
    }
    mark_ended(ENDED_SEED, i);
}

static void *pool_worker(void *arg) {
    StudyPool *pool = arg;
    for (int i; !study_interrupted() && (i = atomic_fetch_add(&pool->next, 1)) < pool->total;)
        pool_seed(pool, pool->order[i]);
    atomic_fetch_add(&pool->finished, 1);
    return NULL;
}

int study_run_pending(const StudyResults *res, int run) {
    int n = 0;
    for (int k = 0; k < res->plan->opt.n_seeds; k++) n += res->runs[run].seeds[k].pending;
    return n;
}

int study_pending_seeds(const StudyResults *res) {
    int n = 0;
    for (int i = 0; i < res->plan->n_runs; i++) n += study_run_pending(res, i);
    return n;
}

int study_seeds_used(const StudyResults *res) {
    int n = 0;
    for (int i = 0; i < res->plan->n_runs; i++)
        for (int k = 0; k < res->plan->opt.n_seeds; k++) n += !res->runs[i].seeds[k].not_chosen;
    return n;
}

void study_results_init(StudyResults *res, const StudyPlan *pl) {
    memset(res, 0, sizeof *res);
    res->plan = pl;
    for (int r = 0; r < pl->n_runs; r++) {
        for (int k = 0; k < pl->opt.n_seeds; k++)
            init_seed(&res->runs[r].seeds[k], pl->opt.seed + k);
        res->runs[r].params = pl->runs[r].params;
    }
    for (int i = 0; i < pl->n_studies; i++)
        for (int row = 0; row < STUDY_MAX_ROWS; row++)
            res->studies[i].p_bleu[row] = res->studies[i].p_chrf[row] = NAN;
}

void study_results_free(StudyResults *res) {
    for (int r = 0; r < STUDY_MAX_RUNS; r++) {
        StudyRunResult *run = &res->runs[r];
        for (int k = 0; k < STUDY_MAX_SEEDS; k++) {
            StudySeedResult *s = &run->seeds[k];
            free(s->train_cmd);
            free(s->greedy_cmd);
            free(s->beam_cmd);
            free(s->bleu_seg);
            free(s->chrf_seg);
            free(s->curve);
            free(s->marks);
        }
        free(run->boot_bleu);
        free(run->boot_chrf);
    }
    free(res->explorer_json);
    memset(res, 0, sizeof *res);
}

int study_execute(StudyResults *res) {
    const StudyPlan *pl = res->plan;
    const StudyOptions *o = &pl->opt;
    const int total = pl->n_runs * o->n_seeds;
    StudyBudget budgets[STUDY_MAX_RUNS * STUDY_MAX_SEEDS];
    study_budgets(pl, budgets);
    memset(g_ended, 0, sizeof g_ended);
    if (shuffled_sources(pl, res->test_shuffled, sizeof res->test_shuffled) < 0) {
        study_note(pl, "no source information for any run: %s", td_last_error());
        res->test_shuffled[0] = '\0';
    }
    // --jobs K: K worker threads, each running one training (then its decodes) at a time; this
    // thread draws the live line until they have all stopped.
    int order[STUDY_MAX_RUNS * STUDY_MAX_SEEDS];
    pool_order(pl, order);
    StudyPool pool = {pl, res->runs, res->test_shuffled, order, total, 0, 0};
    int workers = o->jobs < total ? o->jobs : total, started = 0;
    pthread_t tid[64];
    study_progress_start(total, budgets, workers);
    for (; started < workers && started < 64; started++)
        if (pthread_create(&tid[started], NULL, pool_worker, &pool) != 0) break;
    if (started == 0) pool_worker(&pool);  // no thread could start: run them here
    while (started > 0 && atomic_load(&pool.finished) < started) {
        study_progress_tick();
        study_sitting_update(0);
        struct timespec nap = {0, 50000000L};
        nanosleep(&nap, NULL);
    }
    for (int w = 0; w < started; w++) pthread_join(tid[w], NULL);
    study_progress_stop();
    if (study_interrupted())
        return td_error(TD_ERR_IO, "interrupted: rerun the same command to continue");
    for (int r = 0; r < pl->n_runs; r++) TD_TRY(summarise_run(res, r));
    study_choose_alternatives(res);  // rows with alternatives take the lowest dev NLL
    // Paired p-values against each row's reference (both runs complete over every seed, and
    // neither collapsed: a run that ignores its source is not tested as a model).
    for (int i = 0; i < pl->n_studies; i++) {
        const Study *sd = &pl->studies[i];
        StudyOutcome *so = &res->studies[i];
        for (int row = 0; row < sd->n; row++) {
            so->p_bleu[row] = so->p_chrf[row] = NAN;
            if (sd->vs[row] < 0) continue;
            const StudyRunResult *a = &res->runs[study_row_run(res, i, row)],
                                 *b = &res->runs[study_row_run(res, i, sd->vs[row])];
            if (a->n_ok != o->n_seeds || b->n_ok != o->n_seeds) continue;
            if (a->n_collapsed || b->n_collapsed) continue;
            so->p_bleu[row] = study_paired_p(a->boot_bleu, b->boot_bleu, o->n_boot,
                                             a->bleu.point - b->bleu.point);
            so->p_chrf[row] = study_paired_p(a->boot_chrf, b->boot_chrf, o->n_boot,
                                             a->chrf.point - b->chrf.point);
        }
    }
    bleu_signature(1, res->bleu_sig, sizeof res->bleu_sig);
    chrf_signature(1, res->chrf_sig, sizeof res->chrf_sig);
    return TD_OK;
}
