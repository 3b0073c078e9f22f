// --emit-jobs and --train-job of bin/compare (see jobs.h).
#include "study/jobs.h"

#include <limits.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "study/machine.h"
#include "study/records.h"
#include "util/fs.h"
#include "util/cli.h"
#include "util/progname.h"

int study_emit_jobs(const StudyPlan *pl) {
    char cwd[PATH_MAX], self[PATH_MAX];
    if (!getcwd(cwd, sizeof cwd))
        return td_error(TD_ERR_IO, "--emit-jobs: cannot read the working directory");
    ssize_t n = readlink("/proc/self/exe", self, sizeof self - 1);
    if (n <= 0) return td_error(TD_ERR_IO, "--emit-jobs: cannot find this program's path");
    self[n] = 0;
    size_t cap = 4096, len = 0;
    char *text = malloc(cap);
    TD_ASSERT(text != NULL);
    text[0] = 0;
    int lines = 0;
    for (int r = 0; r < pl->n_runs; r++)
        for (int k = 0; k < pl->opt.n_seeds; k++) {
            char dir[1100];
            if (study_seed_dir(pl, r, pl->opt.seed + k, dir, sizeof dir) < 0) {
                free(text);
                return td_error_context(TD_ERR_ARG, "--emit-jobs");
            }
            StudyArgv head = {0};
            study_argv_add(&head, "cd");
            study_argv_add(&head, "%s", cwd);
            char *cd = study_argv_shell(&head);
            study_argv_free(&head);
            study_argv_add(&head, "%s", self);
            study_argv_add(&head, "--train-job");
            study_argv_add(&head, "%s", dir);
            study_argv_add(&head, "--");
            char *job = study_argv_shell(&head);
            study_argv_free(&head);
            char *train = study_train_command(pl, r, pl->opt.seed + k);
            size_t need = strlen(cd) + strlen(job) + strlen(train) + 16;
            while (len + need >= cap) {
                cap *= 2;
                text = realloc(text, cap);
                TD_ASSERT(text != NULL);
            }
            len += (size_t)snprintf(text + len, cap - len, "%s && %s %s\n", cd, job, train);
            free(cd);
            free(job);
            free(train);
            lines++;
        }
    int rc = file_write_atomic(pl->opt.emit_jobs, text, len);
    free(text);
    if (rc < 0) return td_error_context(rc, "--emit-jobs");
    fprintf(stderr,
            "%s: wrote %d training commands, one per line, to %s; run them (e.g. a "
            "SLURM array: sbatch --array=1-%d --wrap 'sed -n ${SLURM_ARRAY_TASK_ID}p %s | sh'), "
            "then rerun this command without --emit-jobs to collect them and write the report\n",
            prog_name("compare"), lines, pl->opt.emit_jobs, lines, pl->opt.emit_jobs);
    return TD_OK;
}

// A training job's sitting: rewrites its row every 30 s (study_sitting_update) until told to stop.
static atomic_int g_job_done;

static void *sitting_ticker(void *arg) {
    (void)arg;
    while (!atomic_load(&g_job_done)) {
        study_sitting_update(0);
        struct timespec nap = {0, 200000000L};
        nanosleep(&nap, NULL);
    }
    return NULL;
}

// The value after `--out` in argv (NULL if none).
static const char *out_of(int argc, char **argv) {
    for (int i = 0; i + 1 < argc; i++)
        if (!strcmp(argv[i], "--out")) return argv[i + 1];
    return NULL;
}

int study_train_job_main(int argc, char **argv) {
    if (argc < 5 || strcmp(argv[3], "--")) {
        return cli_usage_error("compare", "usage: %s --train-job DIR -- PROGRAM ARGS... (the "
                               "lines --emit-jobs writes)", prog_name("compare"));
    }
    const char *dir = argv[2], *out = out_of(argc - 4, argv + 4);
    if (!out || strcmp(out, dir)) {
        fprintf(stderr,
                "%s: error: --train-job %s: the training command's --out is %s, "
                "not %s (emit the lines again with --emit-jobs)\n",
                prog_name("compare"), dir, out ? out : "missing", dir);
        return 2;
    }
    StudyArgv cmd = {0};
    for (int i = 4; i < argc; i++) study_argv_add(&cmd, "%s", argv[i]);
    StudySeedResult s;
    memset(&s, 0, sizeof s);
    char ckpt[1200], log[1200], rec[1200], started[1200], parent[1100];
    char greedy[1200], beam[1200];
    int prc = path_fmt(s.dir, sizeof s.dir, "%s", dir);
    if (prc == 0) prc = path_fmt(ckpt, sizeof ckpt, "%s/best.ckpt", dir);
    if (prc == 0) prc = study_train_paths(dir, log, rec, started, sizeof log);
    if (prc == 0) prc = study_decode_paths(dir, 0, NULL, NULL, NULL, greedy, sizeof greedy);
    if (prc == 0) prc = study_decode_paths(dir, 1, NULL, NULL, NULL, beam, sizeof beam);
    if (prc == 0) prc = path_fmt(parent, sizeof parent, "%s", dir);
    s.train_cmd = study_argv_shell(&cmd);
    char *slash = strrchr(parent, '/');
    if (slash && slash != parent) *slash = 0;
    else snprintf(parent, sizeof parent, ".");
    if (prc < 0 || mkdir_p(parent) < 0) {
        fprintf(stderr, "%s: error: --train-job: %s\n", prog_name("compare"), td_last_error());
        free(s.train_cmd);
        study_argv_free(&cmd);
        return 1;
    }
    int status = 0;
    // Finished: with its checkpoints, or kept without them (both test decodes recorded beside it,
    // which bin/compare then reports; training it again would throw them away).
    StudyStepFacts f = {.reuse = 1, .may_run = 1};
    // What is in the directory stands only if it was made with what the command resolves to
    // now: a training made before bin/train's defaults changed is neither reused nor resumed.
    char why[400];
    const int current = study_train_config_current(&cmd, dir, why, sizeof why);
    if (current == 0)
        fprintf(stderr, "%s: %s was made with %s; training it again\n", prog_name("compare"),
                dir, why);
    if (current < 0) td_clear_error();
    f.reuse = current != 0;
    f.recorded = f.reuse && study_train_record_load(rec, &s);
    f.usable = file_exists(ckpt);
    f.kept = !f.usable && file_exists(greedy) && file_exists(beam);
    StudyArgv resume = {0};
    double before = 0;
    if (f.reuse && !(f.recorded && (f.usable || f.kept)))
        f.interrupted = study_train_resumable(&cmd, &s, &resume, &before);
    const StudyStepAction act = study_step_decide(&f);
    if (act == STUDY_STEP_REUSE || act == STUDY_STEP_KEPT) {
        fprintf(stderr, "%s: %s is already trained by this command (%s%s); nothing to do\n",
                prog_name("compare"), dir, rec,
                act == STUDY_STEP_KEPT ? "; kept without its checkpoints" : "");
    } else {
        setenv("OMP_WAIT_POLICY", "passive", 0);  // as bin/compare runs its trainings
        study_forward_signals();
        char sitting[1200];
        snprintf(sitting, sizeof sitting, "%s.sitting.tsv", dir);
        pthread_t ticker;
        atomic_store(&g_job_done, 0);
        const int recorded = study_sitting_begin_file(sitting) == 0;
        if (!recorded) {
            fprintf(stderr, "%s: warning: the machine's load is not recorded: %s\n",
                    prog_name("compare"), td_last_error());
            td_clear_error();
        }
        const int ticking = recorded && pthread_create(&ticker, NULL, sitting_ticker, NULL) == 0;
        const int fresh = act != STUDY_STEP_RESUME;
        char *line = study_argv_shell(fresh ? &cmd : &resume);
        fprintf(stderr, "%s: %s %s (log %s): %s\n", prog_name("compare"),
                fresh ? "training" : "resuming the interrupted training in", dir, log, line);
        free(line);
        int rc = study_train_process(fresh ? &cmd : &resume, &s, log, rec, started, fresh, before);
        char why[1024];
        snprintf(why, sizeof why, "%s", rc < 0 ? td_last_error() : "");
        atomic_store(&g_job_done, 1);
        if (ticking) pthread_join(ticker, NULL);
        study_sitting_update(1);
        if (rc < 0) {
            fprintf(stderr, "%s: error: %s\n", prog_name("compare"), why);
            status = study_interrupted() ? 130 : 1;
        } else {
            fprintf(stderr,
                    "%s: trained %s in %.1f s; the next bin/compare of the study "
                    "reuses it\n",
                    prog_name("compare"), dir, s.train_wall_s);
        }
    }
    free(s.train_cmd);
    study_argv_free(&resume);
    study_argv_free(&cmd);
    return status;
}
