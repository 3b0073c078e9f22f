// bin/train: trains an RNN or Transformer NMT model (see `train --help` and train/trainer.h).
//
// Order of work, so that bad input never costs a file in --out: parse options (usage errors exit
// 2), check --resume's checkpoint and state (integrity, step, options, tokenizer checksum), check
// the corpus files, then create/check --out (refusing a directory that already holds a run unless
// resuming it), then tokenizer, data, model, training.
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "models/model_io.h"
#include "models/model_tools.h"
#include "tensor/blas.h"
#include "tensor/checkpoint.h"
#include "train/dist.h"
#include "train/options.h"
#include "train/train_data.h"
#include "train/train_dist.h"
#include "train/trainer.h"
#include "util/fs.h"
#include "util/cli.h"
#include "util/progname.h"
#include "util/reexec.h"

static FILE *g_log;  // OUT/train.log while setting up (the trainer reopens it)

static void say(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
static void say(const char *fmt, ...) {
    if (dist_rank() > 0) return;  // mpirun: rank 0 speaks for all
    char line[4200];
    va_list ap;
    va_start(ap, fmt);
    train_log_line(line, sizeof line, fmt, ap);
    va_end(ap);
    fputs(line, stdout);
    fflush(stdout);
    if (g_log) fputs(line, g_log), fflush(g_log);
}

// What this run put into --out before training starts: a start that fails (a tokenizer that
// cannot be trained, a bad batch size, a model that cannot be built) takes it away again, so a
// failed start leaves --out as it found it: files it created are removed, files it replaced get
// their bytes back, the log its old length, and the directories it created (--out and any parent
// it had to make) are removed when empty. Once training runs, the log stays.
enum { N_FRESH = 4 };
static const char *const FRESH_FILES[N_FRESH] = {"spm.model", "spm.vocab", "config.txt",
                                                 "train.log"};
static struct {
    int armed;
    char out[TRAIN_PATH_MAX];
    char top[TRAIN_PATH_MAX];  // the highest directory this run created ("" when none)
    void *old[N_FRESH];        // the earlier bytes of FRESH_FILES[i] (NULL: it did not exist)
    size_t old_len[N_FRESH];
    int unreadable[N_FRESH];   // it existed but could not be read: the undo leaves it alone
} g_fresh;

// Drops trailing slashes of path p; returns 0 when nothing is left.
static int trim_slashes(char *p) {
    size_t n = strlen(p);
    while (n > 1 && p[n - 1] == '/') p[--n] = 0;
    return n > 0;
}

// Cuts p to its parent directory in place; returns 0 when it has none to go to ("x", "/x").
static int to_parent(char *p) {
    char *slash = strrchr(p, '/');
    if (!slash || slash == p) return 0;
    *slash = 0;
    return trim_slashes(p);
}

// The highest ancestor of dir (dir itself included) that does not exist yet, into top ("" when
// dir exists).
static void first_missing(const char *dir, char *top, size_t cap) {
    top[0] = 0;
    char p[TRAIN_PATH_MAX];
    if (path_fmt(p, sizeof p, "%s", dir) < 0) {  // too long: mkdir_p reports it
        td_clear_error();
        return;
    }
    for (int more = trim_slashes(p); more && access(p, F_OK) != 0; more = to_parent(p))
        if (path_fmt(top, cap, "%s", p) < 0) td_clear_error();
}

static void fresh_out_record(const char *out, const char *top) {
    g_fresh.armed = 1;
    if (path_fmt(g_fresh.out, sizeof g_fresh.out, "%s", out) < 0 ||
        path_fmt(g_fresh.top, sizeof g_fresh.top, "%s", top) < 0) {  // nothing to undo by
        g_fresh.armed = 0;
        td_clear_error();
        return;
    }
    for (int i = 0; i < N_FRESH; i++) {
        char p[TRAIN_PATH_MAX + 32];
        g_fresh.old[i] = NULL;
        g_fresh.old_len[i] = 0;
        g_fresh.unreadable[i] = path_fmt(p, sizeof p, "%s/%s", out, FRESH_FILES[i]) < 0 ||
                                (access(p, F_OK) == 0 &&
                                 file_read_all(p, &g_fresh.old[i], &g_fresh.old_len[i]) < 0);
        if (g_fresh.unreadable[i]) td_clear_error();
    }
}

static void fresh_out_undo(void) {
    if (!g_fresh.armed) return;
    g_fresh.armed = 0;
    for (int i = 0; i < N_FRESH; i++) {
        char p[TRAIN_PATH_MAX + 32];
        if (g_fresh.unreadable[i] ||
            path_fmt(p, sizeof p, "%s/%s", g_fresh.out, FRESH_FILES[i]) < 0)
            continue;
        void *now = NULL;
        size_t now_len = 0;
        if (g_fresh.old[i] && file_read_all(p, &now, &now_len) < 0) td_clear_error();
        const size_t n = g_fresh.old_len[i];
        if (!g_fresh.old[i]) {
            remove(p);
        } else if (now && now_len >= n && !memcmp(now, g_fresh.old[i], n)) {
            int cut = now_len > n ? truncate(p, (off_t)n) : 0;  // appended to: cut back
            (void)cut;  // best effort, as the removals
        } else if (file_write_atomic(p, g_fresh.old[i], n) < 0) {
            td_clear_error();
        }
        free(now);
        free(g_fresh.old[i]);
        g_fresh.old[i] = NULL;
    }
    if (!g_fresh.top[0]) return;
    char d[TRAIN_PATH_MAX];  // --out, then its parents up to the highest one this run made
    if (path_fmt(d, sizeof d, "%s", g_fresh.out) < 0) return;
    for (int more = trim_slashes(d); more; more = to_parent(d))
        if (rmdir(d) != 0 || !strcmp(d, g_fresh.top)) return;  // not empty: nothing else goes
}

// A start that went on to training: what it wrote stays.
static void fresh_out_keep(void) {
    g_fresh.armed = 0;
    for (int i = 0; i < N_FRESH; i++) free(g_fresh.old[i]), g_fresh.old[i] = NULL;
}

static int fail(int code) {
    fprintf(stderr, "%s: error: %s\n", prog_name("train"), td_last_error());
    if (g_log) fprintf(g_log, "error: %s\n", td_last_error()), fclose(g_log);
    g_log = NULL;
    fresh_out_undo();
    dist_abort(code);  // mpirun: this rank's error ends every rank
    return code;
}

static int is_dir(const char *p) {
    struct stat st;
    return stat(p, &st) == 0 && S_ISDIR(st.st_mode);
}

// Creates --out if needed and checks that it can be written without losing anything.
static int prepare_out(const TrainOptions *o) {
    const char *out = o->out;
    struct stat st;
    if (stat(out, &st) == 0 && !S_ISDIR(st.st_mode))
        return td_error(TD_ERR_IO, "--out %s exists and is not a directory", out);
    char top[TRAIN_PATH_MAX];
    first_missing(out, top, sizeof top);
    if (!is_dir(out) && mkdir_p(out) < 0)
        return td_error_context(TD_ERR_IO, "cannot create --out %s (choose a writable directory)",
                                out);
    fresh_out_record(out, top);
    char p[TRAIN_PATH_MAX + 64];
    TD_TRY(path_fmt(p, sizeof p, "%s/.train-probe-%ld", out, (long)getpid()));
    FILE *f = fopen(p, "w");
    if (!f) return td_error(TD_ERR_IO, "--out %s is not writable: %s", out, strerror(errno));
    fclose(f);
    remove(p);
    int same = o->resume[0] && is_dir(o->resume) && strcmp(o->resume, out) == 0;
    if (!same) {
        struct stat a, b;
        same = o->resume[0] && stat(o->resume, &a) == 0 && stat(out, &b) == 0 &&
               a.st_dev == b.st_dev && a.st_ino == b.st_ino;
    }
    TD_TRY(path_fmt(p, sizeof p, "%s/last.ckpt", out));
    if (!same && access(p, F_OK) == 0)
        return td_error(TD_ERR_IO, "--out %s already holds a training run (last.ckpt): continue it "
                        "with --resume %s, or choose another --out", out, out);
    return TD_OK;
}

// 0 when the SentencePiece model at spm_path has the checksum `want` (a model file's
// spm-checksum), else TD_ERR_MISMATCH naming both files and checksums, then `hint`; or the error
// of reading spm_path.
static int check_tokenizer(const char *spm_path, const char *want, const char *model_path,
                           const char *hint) {
    uint32_t crc;
    TD_TRY(spm_file_checksum(spm_path, &crc));
    char got[16];
    snprintf(got, sizeof got, "%08x", crc);
    if (strcmp(got, want) != 0)
        return td_error(TD_ERR_MISMATCH, "tokenizer %s (checksum %s) is not the one %s was trained "
                        "with (checksum %s)%s", spm_path, got, model_path, want, hint);
    return TD_OK;
}

// --resume: verifies RESUME/last.ckpt + last.state and merges the saved options into *o.
static int check_resume(TrainOptions *o, char spm_path[TRAIN_PATH_MAX + 32]) {
    char ck[TRAIN_PATH_MAX + 32], stp[TRAIN_PATH_MAX + 32], v[64];
    if (!is_dir(o->resume)) return td_error(TD_ERR_IO, "--resume %s is not a directory", o->resume);
    TD_TRY(path_fmt(ck, sizeof ck, "%s/last.ckpt", o->resume));
    TD_TRY(path_fmt(stp, sizeof stp, "%s/last.state", o->resume));
    ModelConfig cfg;
    char *meta = NULL, *saved = NULL;
    long step = -1;
    int rc = model_peek(ck, &cfg, &meta);
    if (rc == TD_OK) rc = train_state_peek(stp, &saved, &step);
    int averaged =
        meta && (!strncmp(meta, "averaged-from=", 14) || strstr(meta, "\naveraged-from="));
    if (rc == TD_OK && averaged)
        rc = td_error(TD_ERR_MISMATCH, "%s is an averaged model (model average), not a "
                      "training checkpoint: it cannot be resumed (continue from a step-N.ckpt with "
                      "its .state, or start a new run with --init-from)", ck);
    v[0] = '\0';
    if (rc == TD_OK && (model_meta_get(meta, "step", v, sizeof v) < 0 || atol(v) != step))
        rc = td_error(TD_ERR_MISMATCH, "%s (step %s) and %s (step %ld) do not belong together",
                      ck, v, stp, step);
    if (rc == TD_OK) rc = train_options_merge_resume(o, saved);
    if (rc == TD_OK && memcmp(&cfg, &o->cfg, sizeof cfg) != 0)
        rc = td_error(TD_ERR_MISMATCH, "%s: its model configuration differs from the one saved in "
                      "%s", ck, stp);
    // The tokenizer: --spm if given now, else the run's own copy; its checksum must match.
    char want[16] = "";
    if (rc == TD_OK && model_meta_get(meta, "spm-checksum", want, sizeof want) < 0)
        rc = td_error(TD_ERR_FORMAT, "%s has no spm-checksum", ck);
    if (rc == TD_OK) {
        // --spm given now wins; otherwise the run's own copy (o->spm is the original path).
        char own[TRAIN_PATH_MAX + 32];
        rc = path_fmt(own, sizeof own, "%s/spm.model", o->resume);
        const char *p = train_option_given(o, "spm") ? o->spm : own;
        if (rc == TD_OK) rc = check_tokenizer(p, want, ck, "");
        if (rc == TD_OK) rc = path_fmt(spm_path, TRAIN_PATH_MAX + 32, "%s", p);
    }
    free(meta);
    free(saved);
    return rc;
}

static int check_inputs(const TrainOptions *o) {
    char p[TRAIN_PATH_MAX + 16];
    TD_TRY(train_find_corpus(o->train, o->src, p, sizeof p));
    TD_TRY(train_find_corpus(o->train, o->tgt, p, sizeof p));
    TD_TRY(train_find_corpus(o->dev, o->src, p, sizeof p));
    TD_TRY(train_find_corpus(o->dev, o->tgt, p, sizeof p));
    if (o->spm[0] && access(o->spm, R_OK) != 0)
        return td_error(TD_ERR_IO, "cannot read --spm %s: %s", o->spm, strerror(errno));
    return TD_OK;
}

// Loads (or trains) the tokenizer, keeps a copy as OUT/spm.model, fills *bytes.
static SpmModel *setup_tokenizer(TrainOptions *o, const char *resume_spm, void **bytes,
                                 size_t *len) {
    char own[TRAIN_PATH_MAX + 32];
    if (path_fmt(own, sizeof own, "%s/spm.model", o->out) < 0) return NULL;
    const char *src = resume_spm[0] ? resume_spm : o->spm;
    if (!src[0]) {
        double t0 = (double)clock();
        if (train_spm(o, own, stdout) < 0) return NULL;
        say("SentencePiece model trained: %s (%.0fs CPU)", own,
            ((double)clock() - t0) / CLOCKS_PER_SEC);
        src = own;
    }
    if (file_read_all(src, bytes, len) < 0) return NULL;
    SpmModel *spm = spm_load(src);
    if (!spm) return NULL;
    if (strcmp(src, own) != 0 && file_write_atomic(own, *bytes, *len) < 0) {
        spm_free(spm);
        return NULL;
    }
    return spm;
}

// --init-from (a new run): loads the model file whose parameters the run starts from, and checks
// that --spm, if given, is the tokenizer it was trained with. *init_spm: its embedded tokenizer.
static Model *load_init_from(const TrainOptions *o, void **init_spm, size_t *init_spm_len) {
    char *meta = NULL, want[16] = "";
    Model *m = model_load(o->init_from, &meta, init_spm, init_spm_len);
    if (!m) return NULL;
    int rc = TD_OK;
    model_meta_get_or(meta, "spm-checksum", want, sizeof want, "");
    if (o->spm[0] && want[0]) {
        rc = check_tokenizer(o->spm, want, o->init_from, "; drop --spm to use the model's own");
    } else if (!o->spm[0] && !*init_spm) {
        rc = td_error(TD_ERR_FORMAT, "%s has no embedded tokenizer: give the one it was trained "
                      "with as --spm", o->init_from);
    }
    free(meta);
    if (rc < 0) {
        model_free(m);
        free(*init_spm);
        *init_spm = NULL;
        return NULL;
    }
    return m;
}

// fail() for a start that fails once the data, tokenizer or initial model are loaded: frees them.
static int fail_start(TrainData *data, SpmModel *spm, void *spm_bytes, Model *init) {
    int rc = fail(1);
    train_data_free(data);
    spm_free(spm);
    free(spm_bytes);
    model_free(init);
    return rc;
}

// The longest command line a model file's meta keeps (longer ones are cut, ending " [...]").
enum { COMMAND_MAX = 4096 };

// This run's command line (cli_command_line) as the value of the meta key "command": one line (a
// newline or carriage return in an argument written '?'), at most COMMAND_MAX - 1 bytes.
static void command_for_meta(int argc, char **argv, char *out) {
    char *line = cli_command_line(argc, argv);
    snprintf(out, COMMAND_MAX, "%s", line ? line : "?");
    if (line && strlen(line) >= COMMAND_MAX) memcpy(out + COMMAND_MAX - 7, " [...]", 7);
    for (char *c = out; *c; c++)
        if (*c == '\n' || *c == '\r') *c = '?';
    free(line);
    td_clear_error();
}

static int run(TrainOptions *o, const char *command) {
    if (dist_init() < 0) return fail(1);  // MPI only when started by mpirun
    dist_set_timeout(o->dist_timeout);   // a stuck rank ends the job instead of hanging it
    const int root = dist_rank() == 0;    // only rank 0 writes into --out
    char resume_spm[TRAIN_PATH_MAX + 32] = "";
    int rc_resume = o->resume[0] ? check_resume(o, resume_spm) : TD_OK;
    if (rc_resume < 0) return fail(rc_resume == TD_ERR_ARG ? 2 : 1);  // 2: an option conflicts
    Model *init = NULL;
    void *init_spm = NULL;
    size_t init_spm_len = 0;
    if (!o->resume[0] && o->init_from[0] && !(init = load_init_from(o, &init_spm, &init_spm_len)))
        return fail(1);
    // Read (and so validate) the corpora before anything goes into --out: bad input leaves no
    // trace there.
    static TrainData data;
    if (check_inputs(o) < 0 || train_data_read(&data, o) < 0 || (root && prepare_out(o) < 0))
        return fail_start(&data, NULL, init_spm, init);
    if (init && !o->spm[0] && root) {  // the model's own tokenizer becomes the run's
        int rc = path_fmt(resume_spm, sizeof resume_spm, "%s/spm.model", o->out);
        if (rc == TD_OK) rc = file_write_atomic(resume_spm, init_spm, init_spm_len);
        free(init_spm);
        init_spm = NULL;
        if (rc < 0) return fail(1);
    }
    free(init_spm);
    char p[TRAIN_PATH_MAX + 32];
    if (path_fmt(p, sizeof p, "%s/train.log", o->out) < 0)
        return fail_start(&data, NULL, NULL, init);
    g_log = root ? fopen(p, "a") : NULL;
    blas_set_threads(o->threads);
    say("train %s: %s", o->resume[0] ? "resuming" : "starting", o->resume[0] ? o->resume : o->out);
    void *spm_bytes = NULL;
    size_t spm_len = 0;
    SpmModel *spm = root ? setup_tokenizer(o, resume_spm, &spm_bytes, &spm_len) : NULL;
    if (root && !spm) return fail_start(&data, NULL, spm_bytes, init);
    if (!(spm = train_dist_tokenizer(spm, &spm_bytes, &spm_len)))
        return fail_start(&data, NULL, spm_bytes, init);
    int vocab = spm_vocab_size(spm);
    if ((o->resume[0] || init) && vocab != o->cfg.vocab) {
        td_error(TD_ERR_MISMATCH, "the tokenizer has %d pieces, the checkpoint %d", vocab,
                 o->cfg.vocab);
        return fail_start(&data, spm, spm_bytes, init);
    }
    o->cfg.vocab = vocab;
    static char text[64 * 1024];
    if (train_options_to_text(o, text, sizeof text) < 0)
        return fail_start(&data, spm, spm_bytes, init);
    if (path_fmt(p, sizeof p, "%s/config.txt", o->out) < 0)
        return fail_start(&data, spm, spm_bytes, init);
    if (root && file_write_atomic(p, text, strlen(text)) < 0)
        return fail_start(&data, spm, spm_bytes, init);
    say("resolved configuration (%s):\n%s", p, text);
    if (train_data_load(&data, o, spm, root ? stdout : NULL) < 0)
        return fail_start(&data, spm, spm_bytes, init);
    Model *m = NULL;
    if (o->resume[0]) {
        m = path_fmt(p, sizeof p, "%s/last.ckpt", o->resume) < 0 ? NULL
                                                                 : model_load(p, NULL, NULL, NULL);
    } else {
        m = model_create(&o->cfg, o->seed);
        if (m && init) {  // same configuration but perhaps dropout: the same parameter layout
            if (m->params.total != init->params.total || m->params.n != init->params.n) {
                td_error(TD_ERR_INTERNAL, "%s: parameter layout differs", o->init_from);
                model_free(m);
                m = NULL;
            } else {
                memcpy(m->params.data, init->params.data, m->params.total * sizeof(float));
                say("parameters initialised from %s", o->init_from);
            }
        }
        model_free(init);
    }
    if (!m) return fail_start(&data, spm, spm_bytes, NULL);
    say("%s model: %zu parameters; %d training pairs in %d batches of <= %d target tokens; "
        "%d dev pairs; %d threads (BLIS %s)", arch_name(o->cfg.arch), m->params.count,
        data.train_tok.n, data.train_bt.n_batches, o->batch_tokens, data.dev_tok.n,
        blas_threads(), blas_arch_name());
    char meta[512 + COMMAND_MAX];
    snprintf(meta, sizeof meta, "spm-checksum=%08x\npad-id=%d\nbos-id=%d\neos-id=%d\nunk-id=%d\n"
             "src=%s\ntgt=%s\ncommand=%s\n", spm_checksum(spm), SPM_PAD_ID, SPM_BOS_ID,
             SPM_EOS_ID, SPM_UNK_ID, o->src, o->tgt, command);
    TrainSetup s = {.opt = o, .model = m, .train = train_data_source(&data), .dev = data.dev,
                    .n_dev = data.n_dev, .score = train_data_score, .score_ctx = &data,
                    .meta = meta, .spm_bytes = spm_bytes, .spm_len = spm_len,
                    .train_pairs = data.train_tok.n};
    if (g_log) fclose(g_log);
    g_log = NULL;
    fresh_out_keep();  // training starts: from here on --out keeps what the run wrote
    TrainResult res;
    int rc = trainer_run(&s, &res);
    if (rc < 0) {
        fprintf(stderr, "%s: error: %s\n", prog_name("train"), td_last_error());
        dist_abort(1);
        rc = 1;
    } else if (!root) {
        rc = rc == 1;
    } else if (rc == 1) {
        fprintf(stderr,
                "%s: interrupted at step %ld; checkpoint %s; continue with --resume %s\n",
                prog_name("train"),
                res.steps, res.last_ckpt, o->out);
        rc = 1;
    } else {
        printf("%s: finished (%s): %ld updates, %.3f epochs, %.1fs training; dev loss %.4f, "
               "ppl %.3f, BLEU %.2f, chrF %.2f; best %s/best.ckpt (step %ld)\n", prog_name("train"),
               stop_reason_text(res.stop), res.steps, res.epochs, res.train_seconds,
               res.dev_loss, res.dev_ppl, res.dev_bleu, res.dev_chrf, o->out, res.best_step);
    }
    model_free(m);
    train_data_free(&data);
    spm_free(spm);
    free(spm_bytes);
    dist_finalize();
    return rc;
}

// The spellings train --pack [--int8] IN OUT and train --average OUT IN1 IN2 [...], kept for one
// release: a note points to bin/model, which does the work (models/model_tools.h). Exit status 2
// for a usage error, as bin/model.
static int old_model_tool(int argc, char **argv) {
    const int avg = !strcmp(argv[1], "--average"), int8 = !avg && argc >= 3 &&
                                                         !strcmp(argv[2], "--int8");
    fprintf(stderr, "%s: note: 'train %s' is now 'model %s' (installed as tandem-model); this "
            "spelling goes in the next release\n", prog_name("train"), argv[1],
            avg ? "average" : "pack");
    const int first = 2 + int8, n = argc - first;
    for (int k = first; k < argc; k++)
        if (argv[k][0] == '-' || !argv[k][0])
            return cli_usage_error("train", "'%s' is not a file name (train %s takes no other "
                                   "options)", argv[k], argv[1]);
    if (!avg && n != 2)
        return cli_usage_error("train", "usage: train --pack [--int8] IN.ckpt|DIR OUT.ckpt");
    if (avg && n < 3)
        return cli_usage_error("train", "usage: train --average OUT.ckpt IN1.ckpt IN2.ckpt [...] "
                               "(at least two inputs)");
    int rc = avg ? model_average(argv[first], argv + first + 1, n - 1, stdout)
                 : model_pack(argv[first], argv[first + 1], int8, stdout);
    if (rc == TD_ERR_ARG) return cli_usage_error("train", "%s", td_last_error());
    return rc < 0 ? fail(1) : 0;
}

int main(int argc, char **argv) {
    program_start(argv);  // its name for messages; idle OpenMP threads sleep (OMP_WAIT_POLICY)
    static TrainOptions o;
    if (argc >= 2 && (!strcmp(argv[1], "--pack") || !strcmp(argv[1], "--average")))
        return old_model_tool(argc, argv);
    for (int k = 2; k < argc; k++)  // the two file modes take no other options
        if (!strcmp(argv[k], "--pack") || !strcmp(argv[k], "--average"))
            return cli_usage_error("train", "%s is bin/model's work now (model %s ...; no "
                                   "training options)", argv[k], argv[k] + 2);
    static char command[COMMAND_MAX];
    command_for_meta(argc, argv, command);  // as typed, before getopt_long may permute argv
    int rc = train_options_parse(&o, argc, argv);
    if (rc == CLI_DONE) return 0;
    if (rc == TD_ERR_ARG) return cli_usage_error("train", "%s", td_last_error());
    if (rc < 0) {  // an unreadable --init-from file (a runtime error)
        fprintf(stderr, "%s: error: %s\n", prog_name("train"), td_last_error());
        return 1;
    }
    if (o.print_config) {  // the resolved configuration of this command, nothing else
        if (o.resume[0])
            return cli_usage_error("train", "--print-config is for a new run: a resumed run's "
                                   "configuration is DIR/config.txt");
        static char text[64 * 1024];
        if (train_options_to_text(&o, text, sizeof text) < 0) {
            fprintf(stderr, "%s: error: %s\n", prog_name("train"), td_last_error());
            return 1;
        }
        fputs(text, stdout);
        return fflush(stdout) == 0 ? 0 : 1;
    }
    return run(&o, command);
}
