// The study's machine and its sittings (see machine.h).
#include "study/machine.h"

#include <glob.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/sysinfo.h>
#include <time.h>
#include <unistd.h>

#include "study/proc.h"
#include "study/text_io.h"
#include "util/fs.h"
#include "util/machine.h"

#define SITTINGS_HEADER "start_s\tend_s\tcpus\town_pct\tother_pct\tsteal_pct\tidle_pct\tcpu_model\n"

void study_cpu_shares(const MachineCpuTimes *a, const MachineCpuTimes *b, double own_s,
                      double ticks_per_s, double *own, double *other, double *steal,
                      double *idle) {
    const double busy = (b->user - a->user) + (b->nice - a->nice) + (b->system - a->system) +
                        (b->irq - a->irq) + (b->softirq - a->softirq);
    const double st = b->steal - a->steal;
    const double id = (b->idle - a->idle) + (b->iowait - a->iowait);
    const double total = busy + st + id;
    if (!(total > 0)) {
        *own = *other = *steal = *idle = NAN;
        return;
    }
    const double mine = fmin(own_s * ticks_per_s, busy);
    *own = 100 * mine / total;
    *other = 100 * fmax(busy - mine, 0) / total;
    *steal = 100 * st / total;
    *idle = 100 * id / total;
}

// "model name (family F, model M)" of /proc/cpuinfo (a VM may show only a generic name), or
// "unknown CPU".
static void cpu_model(char *buf, size_t cap) {
    char name[160], family[16], model[16];
    if (!machine_cpuinfo_value("model name", name, sizeof name)) {
        snprintf(buf, cap, "unknown CPU");
        return;
    }
    if (machine_cpuinfo_value("cpu family", family, sizeof family) &&
        machine_cpuinfo_value("model", model, sizeof model))
        snprintf(buf, cap, "%s (family %s, model %s)", name, family, model);
    else snprintf(buf, cap, "%s", name);
}

// This process's sitting.
static struct {
    int on;
    char path[1100], model[256];
    char *before;          // the file's earlier rows (header included)
    MachineCpuTimes t0;
    double own0, start, last_write;
} S;

int study_sitting_begin(const char *out_dir) {
    char path[1100];
    snprintf(path, sizeof path, "%s/sittings.tsv", out_dir);
    return study_sitting_begin_file(path);
}

int study_sitting_begin_file(const char *path) {
    free(S.before);
    memset(&S, 0, sizeof S);
    TD_TRY(machine_cpu_times(&S.t0));
    snprintf(S.path, sizeof S.path, "%s", path);
    void *data = NULL;
    size_t len = 0;
    if (file_exists(S.path) && file_read_all(S.path, &data, &len) == 0 && len > 0 &&
        !strncmp(data, SITTINGS_HEADER, strlen(SITTINGS_HEADER))) {
        S.before = data;
        if (S.before[len - 1] != '\n') {  // a torn last row: drop it
            char *nl = strrchr(S.before, '\n');
            if (nl) nl[1] = 0;
        }
    } else {
        free(data);
        td_clear_error();
        S.before = malloc(sizeof SITTINGS_HEADER);
        TD_ASSERT(S.before != NULL);
        memcpy(S.before, SITTINGS_HEADER, sizeof SITTINGS_HEADER);
    }
    cpu_model(S.model, sizeof S.model);
    S.own0 = study_process_cpu_s();
    S.start = (double)time(NULL);
    S.on = 1;
    study_sitting_update(1);
    return TD_OK;
}

void study_sitting_update(int force) {
    if (!S.on) return;
    const double now = (double)time(NULL);
    if (!force && now - S.last_write < 30) return;
    S.last_write = now;
    MachineCpuTimes t;
    if (machine_cpu_times(&t) < 0) {
        td_clear_error();
        return;
    }
    double own, other, steal, idle;
    study_cpu_shares(&S.t0, &t, study_process_cpu_s() - S.own0, (double)sysconf(_SC_CLK_TCK), &own,
                     &other, &steal, &idle);
    size_t n = strlen(S.before) + 512;
    char *text = malloc(n);
    TD_ASSERT(text != NULL);
    snprintf(text, n, "%s%.0f\t%.0f\t%ld\t%.2f\t%.2f\t%.2f\t%.2f\t%s\n", S.before, S.start, now,
             sysconf(_SC_NPROCESSORS_ONLN), own, other, steal, idle, S.model);
    if (file_write_atomic(S.path, text, strlen(text)) < 0) td_clear_error();
    free(text);
}

// Appends one sentence per row of the sittings record at `path` to buf (at *o); `job` names the
// training job whose record it is ("run X seed N"), NULL for the study's own sittings, counted
// by *rows.
static void sitting_sentences(const char *path, const char *job, char *buf, size_t cap,
                              size_t *o, int *rows) {
    void *data = NULL;
    if (!file_exists(path) || file_read_all(path, &data, NULL) < 0) {
        td_clear_error();
        return;
    }
    const char *line = strchr(data, '\n');
    while (line && line[1] && *o < cap) {
        line++;
        double start, end, own, other, steal, idle;
        long cpus;
        char m[256] = "";
        if (sscanf(line, "%lf\t%lf\t%ld\t%lf\t%lf\t%lf\t%lf\t%255[^\n]", &start, &end, &cpus, &own,
                   &other, &steal, &idle, m) == 8) {
            char from[64], to[64], took[32], who[300];
            study_utc_text(start, from, sizeof from);
            study_utc_text(end, to, sizeof to);
            const double s = end - start;
            snprintf(took, sizeof took, "%d:%02d:%02d", (int)(s / 3600), (int)fmod(s / 60, 60),
                     (int)fmod(s, 60));
            if (job) snprintf(who, sizeof who, "Training job of %s", job);
            else snprintf(who, sizeof who, "Sitting %d", *rows + 1);
            *o += (size_t)snprintf(buf + *o, cap - *o, "%s%s, %s to %s (%s) on %s (%ld CPUs): ",
                                   *o && buf[*o - 1] != ' ' ? " " : "", who, from, to, took, m,
                                   cpus);
            if (*o < cap && !isfinite(own))  // killed before its first 30 s had passed
                *o += (size_t)snprintf(buf + *o, cap - *o, "its shares of the CPU time were not "
                                       "measured.");
            else if (*o < cap && job)
                *o += (size_t)snprintf(buf + *o, cap - *o, "this training used %.1f%% of the "
                                       "CPU time, other processes (other trainings of the study "
                                       "included) %.1f%%, the hypervisor %.1f%% (steal); %.1f%% "
                                       "was idle.", own, other, steal, idle);
            else if (*o < cap)
                *o += (size_t)snprintf(buf + *o, cap - *o, "the study's processes used %.1f%% of "
                                       "the CPU time, other processes %.1f%%, the hypervisor "
                                       "%.1f%% (steal); %.1f%% was idle.", own, other, steal,
                                       idle);
            if (!job) ++*rows;
        }
        line = strchr(line, '\n');
    }
    free(data);
}

void study_machine_text(const char *out_dir, char *buf, size_t cap) {
    char model[256];
    cpu_model(model, sizeof model);
    struct sysinfo si;
    double gib = sysinfo(&si) == 0 ? (double)si.totalram * si.mem_unit / (1 << 30) : NAN;
    size_t o = (size_t)snprintf(buf, cap, "Machine: %s, %ld CPUs online, %.1f GiB of memory "
                                "(where this report was written).", model,
                                sysconf(_SC_NPROCESSORS_ONLN), gib);
    char path[1100];
    snprintf(path, sizeof path, "%s/sittings.tsv", out_dir);
    int rows = 0;
    const size_t before = o;
    sitting_sentences(path, NULL, buf, cap, &o, &rows);
    // The training jobs' records, in run and seed order (glob sorts).
    snprintf(path, sizeof path, "%s/runs/*/seed*.sitting.tsv", out_dir);
    glob_t g;
    if (glob(path, 0, NULL, &g) == 0) {
        for (size_t i = 0; i < g.gl_pathc && o < cap; i++) {
            const char *file = g.gl_pathv[i], *base = strrchr(file, '/');
            const char *run = base;
            while (run > file && run[-1] != '/') run--;
            int seed = 0;
            if (!base || base == file || sscanf(base + 1, "seed%d.sitting.tsv", &seed) != 1)
                continue;
            char job[300];
            snprintf(job, sizeof job, "run %.*s seed %d", (int)(base - run), run, seed);
            sitting_sentences(file, job, buf, cap, &o, &rows);
        }
        globfree(&g);
    }
    td_clear_error();
    if (o == before && o < cap)
        snprintf(buf + o, cap - o, " No sitting of this output directory recorded the machine's "
                 "load (the bin/compare invocations that train or decode write sittings.tsv "
                 "there, and its training jobs RUNDIR.sitting.tsv).");
}
