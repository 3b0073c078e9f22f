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

int cmp_decode_model(const CmpRecipe *rc, const char *dir, char *buf, size_t cap) {
    if (cmp_recipe_average(rc) >= 2) return path_fmt(buf, cap, "%s/average.ckpt", dir);
    return path_fmt(buf, cap, "%s", dir);
}

int cmp_model_file(const CmpRecipe *rc, const char *dir, char *buf, size_t cap) {
    if (rc && cmp_recipe_average(rc) >= 2) return cmp_decode_model(rc, dir, buf, cap);
    return path_fmt(buf, cap, "%s/best.ckpt", dir);
}

Model *cmp_run_model_load(const CmpState *st, const CmpRun *run) {
    const CmpSeedResult *s = &run->seeds[0];
    char path[1200];
    if (cmp_model_file(s->recipe ? s->recipe : &st->recipe[run->arch], s->dir, path,
                       sizeof path) < 0)
        return NULL;
    return model_load(path, NULL, NULL, NULL);
}

int cmp_average_run(const CmpState *st, const CmpRecipe *rc, const char *dir) {
    const int k = cmp_recipe_average(rc);
    long steps[64];
    const int n = train_step_checkpoints(dir, steps, 64), use = n < k ? n : k;
    if (use < 2)
        return td_error(TD_ERR_IO, "average = %d: %s keeps %d step checkpoint(s), at least 2 are "
                        "needed (validate more often: --valid-every)", k, dir, n);
    char out[1200], rec[1200], log[1200];
    TD_TRY(cmp_decode_model(rc, dir, out, sizeof out));
    TD_TRY(path_fmt(rec, sizeof rec, "%s.average.done", dir));
    TD_TRY(path_fmt(log, sizeof log, "%s.average.log", dir));
    CmpArgv a = {0};
    cmp_argv_add(&a, "%s/%strain", st->opt.bin_dir, st->opt.bin_prefix);
    cmp_argv_add(&a, "--average");
    cmp_argv_add(&a, "%s", out);
    double newest = -INFINITY;
    for (int i = use - 1; i >= 0; i--) {  // oldest first
        cmp_argv_add(&a, "%s/step-%ld.ckpt", dir, steps[i]);
        newest = fmax(newest, cmp_mtime(a.v[a.n - 1]));
    }
    char *cmd = cmp_argv_shell(&a);
    size_t cap = strlen(cmd) + 16;
    char *identity = malloc(cap);
    TD_ASSERT(identity != NULL);
    snprintf(identity, cap, "cmd=%s\n", cmd);
    int rc_ = TD_OK;
    if (st->opt.reuse && file_exists(out) && cmp_record_match(rec, identity, NULL) &&
        !(newest > cmp_mtime(rec))) {
        cmp_say("%s: reusing the average %s", prog_name("compare"), out);
    } else {
        remove(rec);
        remove(log);
        CmpProc p;
        cmp_say("%s: %s", prog_name("compare"), cmd);
        rc_ = cmp_run(&a, log, log, &p);
        if (rc_ == TD_OK) rc_ = cmp_record_write(rec, identity);
    }
    free(identity);
    free(cmd);
    cmp_argv_free(&a);
    return rc_;
}
