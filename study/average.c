// Checkpoint averaging of a study's runs (see average.h).
#include "study/average.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "models/model_io.h"
#include "study/progress.h"
#include "study/records.h"
#include "train/trainer.h"
#include "util/fs.h"
#include "util/progname.h"

int study_decode_model(const StudyRecipe *rc, const char *dir, char *buf, size_t cap) {
    if (study_recipe_average(rc) >= 2) return path_fmt(buf, cap, "%s/average.ckpt", dir);
    return path_fmt(buf, cap, "%s", dir);
}

int study_model_file(const StudyRecipe *rc, const char *dir, char *buf, size_t cap) {
    if (rc && study_recipe_average(rc) >= 2) return study_decode_model(rc, dir, buf, cap);
    return path_fmt(buf, cap, "%s/best.ckpt", dir);
}

Model *study_seed_model_load(const StudyPlan *pl, int arch, const StudySeedResult *s) {
    char path[1200];
    if (study_model_file(s->recipe ? s->recipe : &pl->recipe[arch], s->dir, path, sizeof path) < 0)
        return NULL;
    return model_load(path, NULL, NULL, NULL);
}

int study_average_run(const StudyPlan *pl, const StudyRecipe *rc, const char *dir) {
    const int k = study_recipe_average(rc);
    long steps[64];
    const int n = train_step_checkpoints(dir, steps, 64), use = n < k ? n : k;
    if (use < 2)
        return td_error(TD_ERR_IO, "average = %d: %s keeps %d step checkpoint(s), at least 2 are "
                        "needed (validate more often: --valid-every)", k, dir, n);
    char out[1200], rec[1200], log[1200];
    TD_TRY(study_decode_model(rc, dir, out, sizeof out));
    TD_TRY(path_fmt(rec, sizeof rec, "%s.average.done", dir));
    TD_TRY(path_fmt(log, sizeof log, "%s.average.log", dir));
    StudyArgv a = {0};
    study_argv_add(&a, "%s/%strain", pl->opt.bin_dir, pl->opt.bin_prefix);
    study_argv_add(&a, "--average");
    study_argv_add(&a, "%s", out);
    double newest = -INFINITY;
    for (int i = use - 1; i >= 0; i--) {  // oldest first
        study_argv_add(&a, "%s/step-%ld.ckpt", dir, steps[i]);
        newest = fmax(newest, study_mtime(a.v[a.n - 1]));
    }
    char *cmd = study_argv_shell(&a);
    size_t cap = strlen(cmd) + 16;
    char *identity = malloc(cap);
    TD_ASSERT(identity != NULL);
    snprintf(identity, cap, "cmd=%s\n", cmd);
    int rc_ = TD_OK;
    if (pl->opt.reuse && file_exists(out) && study_record_match(rec, identity, NULL) &&
        !(newest > study_mtime(rec))) {
        study_say("%s: reusing the average %s", prog_name("compare"), out);
    } else {
        remove(rec);
        remove(log);
        StudyProc p;
        study_say("%s: %s", prog_name("compare"), cmd);
        rc_ = study_run(&a, log, log, &p);
        if (rc_ == TD_OK) rc_ = study_record_write(rec, identity);
    }
    free(identity);
    free(cmd);
    study_argv_free(&a);
    return rc_;
}
