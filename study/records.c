// Step records of a comparison study: writing and matching them, the identities they name, and
// the records of a run's training and decodes (see records.h).
#include "study/records.h"

#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "util/fs.h"

int study_record_write(const char *path, const char *text) {
    return file_write_atomic(path, text, strlen(text));
}

int study_record_match(const char *path, const char *identity, char **text) {
    if (text) *text = NULL;
    if (!file_exists(path)) return 0;
    size_t len, n = strlen(identity);
    void *data;
    if (file_read_all(path, &data, &len) < 0) {
        td_clear_error();
        return 0;
    }
    char *t = data;
    int ok = len >= n && !memcmp(t + len - n, identity, n) &&
             (len == n || t[len - n - 1] == '\n');
    if (ok && text) *text = t;
    else free(t);
    return ok;
}

double study_record_number(const char *text, const char *key) {
    size_t n = strlen(key);
    for (const char *line = text; *line;) {
        if (!strncmp(line, key, n) && line[n] == '=') {
            char *end;
            double v = strtod(line + n + 1, &end);
            return end > line + n + 1 ? v : NAN;
        }
        const char *nl = strchr(line, '\n');
        if (!nl) break;
        line = nl + 1;
    }
    return NAN;
}

double study_mtime(const char *path) {
    struct stat st;
    if (stat(path, &st) != 0) return NAN;
    return (double)st.st_mtim.tv_sec + st.st_mtim.tv_nsec * 1e-9;
}

void study_file_stamp(const char *path, char *buf, size_t cap) {
    struct stat st;
    if (stat(path, &st) != 0) snprintf(buf, cap, "missing");
    else snprintf(buf, cap, "%lld:%lld%09ld", (long long)st.st_size, (long long)st.st_mtim.tv_sec,
                  (long)st.st_mtim.tv_nsec);
}

void study_file_hash(const char *path, char *buf, size_t cap) {
    FILE *f = fopen(path, "rb");
    if (!f) {
        snprintf(buf, cap, "missing");
        return;
    }
    uint64_t h = 0xcbf29ce484222325ull;
    unsigned char chunk[1 << 16];
    size_t got;
    long long size = 0;
    while ((got = fread(chunk, 1, sizeof chunk, f)) > 0) {
        for (size_t i = 0; i < got; i++) h = (h ^ chunk[i]) * 0x100000001b3ull;
        size += (long long)got;
    }
    int bad = ferror(f);
    fclose(f);
    if (bad) snprintf(buf, cap, "unreadable");
    else snprintf(buf, cap, "%lld:%016llx", size, (unsigned long long)h);
}

int study_train_paths(const char *dir, char *log, char *done, char *started, size_t cap) {
    if (log) TD_TRY(path_fmt(log, cap, "%s.train.log", dir));
    TD_TRY(path_fmt(done, cap, "%s.train.done", dir));
    if (started) TD_TRY(path_fmt(started, cap, "%s.train.started", dir));
    return TD_OK;
}

int study_decode_paths(const char *dir, int beam, const char *tgt, char *out, char *log, char *rec,
                       size_t cap) {
    const char *what = beam ? "beam" : "greedy";
    if (out) TD_TRY(path_fmt(out, cap, "%s.%s.%s", dir, what, tgt));
    if (log) TD_TRY(path_fmt(log, cap, "%s.%s.log", dir, what));
    return path_fmt(rec, cap, "%s.%s.done", dir, what);
}

void study_train_record_save(const char *path, const StudySeedResult *s) {
    char recipe[400] = "";
    if (s->recipe) {
        char line[320];
        study_recipe_line(s->recipe, line, sizeof line);
        snprintf(recipe, sizeof recipe, "recipe=%s: %s\n", s->recipe->name, line);
    }
    size_t n = strlen(s->train_cmd) + strlen(recipe) + 128;
    char *text = malloc(n);
    if (!text) return;
    snprintf(text, n, "train_wall_s=%.17g\ntrain_rss_mib=%.17g\n%scmd=%s\n", s->train_wall_s,
             s->train_rss_mib, recipe, s->train_cmd);
    if (study_record_write(path, text) < 0) td_clear_error();
    free(text);
}

int study_train_record_load(const char *path, StudySeedResult *s) {
    void *data;
    if (file_read_all(path, &data, NULL) < 0) {
        td_clear_error();
        return 0;
    }
    char *text = data;
    int ok = sscanf(text, "train_wall_s=%lf\ntrain_rss_mib=%lf", &s->train_wall_s,
                    &s->train_rss_mib) == 2;
    const char *cmd = strstr(text, "\ncmd=");
    if (ok && cmd) {
        cmd += 5;
        size_t n = strlen(s->train_cmd);
        ok = !strncmp(cmd, s->train_cmd, n) && (cmd[n] == '\n' || cmd[n] == 0);
    } else ok = 0;
    free(text);
    return ok;
}

char *study_decode_identity_of(const StudyPlan *pl, const char *key, const char *src,
                               const char *cmd) {
    char prog[1100], stamp[128], input[128];
    snprintf(prog, sizeof prog, "%s/%sdecode", pl->opt.bin_dir, pl->opt.bin_prefix);
    study_file_stamp(prog, stamp, sizeof stamp);
    study_file_hash(src, input, sizeof input);
    size_t n = strlen(cmd) + strlen(key) + 512;
    char *id = malloc(n);
    TD_ASSERT(id != NULL);
    snprintf(id, n, "decoder=%s\n%s=%s\ncmd=%s\n", stamp, key, input, cmd);
    return id;
}

char *study_decode_identity(const StudyPlan *pl, const char *cmd) {
    char src[1100];
    snprintf(src, sizeof src, "%s.%s", pl->test_prefix, pl->opt.src);
    return study_decode_identity_of(pl, "test_source", src, cmd);
}

StudyStepAction study_step_decide(const StudyStepFacts *f) {
    if (f->reuse && f->recorded && f->usable) return STUDY_STEP_REUSE;
    if (f->reuse && f->recorded && f->kept) return STUDY_STEP_KEPT;
    if (!f->may_run) return STUDY_STEP_PENDING;
    if (f->inputs_gone) return STUDY_STEP_UNAVAILABLE;
    if (f->reuse && f->interrupted) return STUDY_STEP_RESUME;
    if (f->continues) return STUDY_STEP_CONTINUE;
    return STUDY_STEP_RUN;
}

int study_decode_record_write(const char *rec, double wall_s, double rss_mib,
                              const char *identity) {
    size_t n = strlen(identity) + 128;
    char *text = malloc(n);
    if (!text) return td_error(TD_ERR_NOMEM, "out of memory writing %s", rec);
    snprintf(text, n, "wall_s=%.17g\nrss_mib=%.17g\n%s", wall_s, rss_mib, identity);
    int rc = study_record_write(rec, text);
    free(text);
    return rc;
}

int study_decode_reusable(const StudySeedResult *s, const char *rec, const char *identity,
                          const char *out, double *wall_s, double *rss_mib, double *at) {
    char *text;
    if (!file_exists(out) || !study_record_match(rec, identity, &text)) return 0;
    *wall_s = study_record_number(text, "wall_s");
    *rss_mib = study_record_number(text, "rss_mib");
    free(text);
    char best[1200], last[1200];
    if (path_fmt(best, sizeof best, "%s/best.ckpt", s->dir) < 0 ||
        path_fmt(last, sizeof last, "%s/last.ckpt", s->dir) < 0)
        return 0;
    double when = study_mtime(rec), ckpt = fmax(study_mtime(best), study_mtime(last));
    *at = when;
    return isfinite(*wall_s) && isfinite(*rss_mib) && !(ckpt > when);
}

int study_decode_kept(const char *rec, const char *identity, const char *out, const char *dir,
                      double *wall_s, double *rss_mib, double *at) {
    // The identity is "decoder=STAMP\n" then the lines that name the input and the command.
    const char *rest = strchr(identity, '\n');
    if (strncmp(identity, "decoder=", 8) || !rest) return 0;
    char *text;
    if (!file_exists(out) || !study_record_match(rec, rest + 1, &text)) return 0;
    // The record's own decoder line stands right before the matched lines.
    size_t n = strlen(text), tail = strlen(rest + 1);
    int ok = n > tail && text[n - tail - 1] == '\n';
    if (ok) {
        const char *line = text + n - tail - 1;
        while (line > text && line[-1] != '\n') line--;
        ok = !strncmp(line, "decoder=", 8);
    }
    *wall_s = study_record_number(text, "wall_s");
    *rss_mib = study_record_number(text, "rss_mib");
    free(text);
    *at = study_mtime(rec);
    char train[1200];
    if (study_train_paths(dir, NULL, train, NULL, sizeof train) < 0) return 0;
    return ok && isfinite(*wall_s) && isfinite(*rss_mib) && !(study_mtime(train) > *at);
}
