// Subprocesses for bin/compare (see proc.h).
#include "study/proc.h"
#include "util/progname.h"

#include <ctype.h>
#include <pthread.h>
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdatomic.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

// wait4 is BSD/GNU, not POSIX: declare it rather than widening the feature macros for all files.
pid_t wait4(pid_t pid, int *status, int options, struct rusage *rusage);

static char *xstrdup(const char *s) {
    char *d = strdup(s);
    TD_ASSERT(d != NULL);
    return d;
}

static void argv_push(StudyArgv *a, char *s) {
    if (a->n + 2 > a->cap) {
        a->cap = a->cap ? 2 * a->cap : 16;
        a->v = realloc(a->v, (size_t)a->cap * sizeof *a->v);
        TD_ASSERT(a->v != NULL);
    }
    a->v[a->n++] = s;
    a->v[a->n] = NULL;
}

void study_argv_add(StudyArgv *a, const char *fmt, ...) {
    char buf[4096];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(buf, sizeof buf, fmt, ap);
    va_end(ap);
    argv_push(a, xstrdup(buf));
}

void study_argv_add_words(StudyArgv *a, const char *words) {
    if (!words) return;
    const char *p = words;
    while (*p) {
        while (*p && isspace((unsigned char)*p)) p++;
        const char *q = p;
        while (*q && !isspace((unsigned char)*q)) q++;
        if (q > p) argv_push(a, strndup(p, (size_t)(q - p)));
        p = q;
    }
}

void study_argv_extend(StudyArgv *a, const StudyArgv *src) {
    for (int i = 0; i < src->n; i++) argv_push(a, xstrdup(src->v[i]));
}

void study_argv_free(StudyArgv *a) {
    for (int i = 0; i < a->n; i++) free(a->v[i]);
    free(a->v);
    memset(a, 0, sizeof *a);
}

char *study_argv_shell(const StudyArgv *a) {
    size_t cap = 1;
    for (int i = 0; i < a->n; i++) cap += 4 * strlen(a->v[i]) + 3;
    char *s = malloc(cap), *o = s;
    TD_ASSERT(s != NULL);
    for (int i = 0; i < a->n; i++) {
        const char *w = a->v[i];
        int plain = *w != 0;
        for (const char *c = w; *c; c++)
            if (!isalnum((unsigned char)*c) && !strchr("-_./=:,+%@", *c)) plain = 0;
        if (i) *o++ = ' ';
        if (plain) {
            o += sprintf(o, "%s", w);
            continue;
        }
        *o++ = '\'';
        for (const char *c = w; *c; c++) {
            if (*c == '\'') o += sprintf(o, "'\\''");
            else *o++ = *c;
        }
        *o++ = '\'';
    }
    *o = 0;
    return s;
}

// The running children, one slot per study_run in progress (bin/compare --jobs runs several at
// once, one per worker thread). A slot's `sent` makes sure each child gets one forwarded signal
// however the handler and the thread that started it race: whoever swaps it to 1 sends.
#define STUDY_MAX_CHILDREN 64
static struct {
    atomic_int busy, pid, sent;
} g_children[STUDY_MAX_CHILDREN];
static atomic_int g_interrupted, g_signal;

static void forward_signal(int sig) {
    atomic_store(&g_signal, sig);
    atomic_store(&g_interrupted, 1);
    for (int i = 0; i < STUDY_MAX_CHILDREN; i++) {
        int pid = atomic_load(&g_children[i].pid);
        if (pid > 0 && atomic_exchange(&g_children[i].sent, 1) == 0) kill((pid_t)pid, sig);
    }
}

void study_forward_signals(void) {
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = forward_signal;
    sigemptyset(&sa.sa_mask);
    sigaction(SIGINT, &sa, NULL);
    sigaction(SIGTERM, &sa, NULL);
}

int study_interrupted(void) {
    return atomic_load(&g_interrupted);
}

double study_process_cpu_s(void) {
    struct rusage self, done;
    getrusage(RUSAGE_SELF, &self);
    getrusage(RUSAGE_CHILDREN, &done);  // before the running ones: a child reaped in between
                                        // is missed once rather than counted twice
    double s = (double)self.ru_utime.tv_sec + self.ru_utime.tv_usec / 1e6 +
               (double)self.ru_stime.tv_sec + self.ru_stime.tv_usec / 1e6 +
               (double)done.ru_utime.tv_sec + done.ru_utime.tv_usec / 1e6 +
               (double)done.ru_stime.tv_sec + done.ru_stime.tv_usec / 1e6;
    const double tick = (double)sysconf(_SC_CLK_TCK);
    for (int i = 0; i < STUDY_MAX_CHILDREN; i++) {
        int pid = atomic_load(&g_children[i].pid);
        if (pid <= 0) continue;
        char path[64], text[1024];
        snprintf(path, sizeof path, "/proc/%d/stat", pid);
        FILE *f = fopen(path, "r");
        if (!f) continue;
        size_t n = fread(text, 1, sizeof text - 1, f);
        fclose(f);
        text[n] = 0;
        // Fields 14-17 (utime, stime, cutime, cstime) follow the command name "(...)" and 11
        // more fields.
        const char *p = strrchr(text, ')');
        if (!p) continue;
        p++;
        for (int field = 3; field < 14 && *p; field++) {
            while (*p == ' ') p++;
            while (*p && *p != ' ') p++;
        }
        unsigned long long t[4];
        if (sscanf(p, " %llu %llu %llu %llu", &t[0], &t[1], &t[2], &t[3]) == 4 && tick > 0)
            s += (double)(t[0] + t[1] + t[2] + t[3]) / tick;
    }
    return s;
}

// A free child slot (-1 if all are taken).
static int claim_slot(void) {
    for (int i = 0; i < STUDY_MAX_CHILDREN; i++)
        if (atomic_exchange(&g_children[i].busy, 1) == 0) {
            atomic_store(&g_children[i].pid, 0);
            atomic_store(&g_children[i].sent, 0);
            return i;
        }
    return -1;
}

static void release_slot(int i) {
    atomic_store(&g_children[i].pid, 0);
    atomic_store(&g_children[i].busy, 0);
}

static int open_log(const char *path) {
    if (!path) return open("/dev/null", O_WRONLY);
    return open(path, O_WRONLY | O_CREAT | O_APPEND, 0644);
}

int study_run(const StudyArgv *argv, const char *out_path, const char *err_path, StudyProc *res) {
    return study_run_watch(argv, out_path, err_path, res, NULL, NULL);
}

int study_run_watch(const StudyArgv *argv, const char *out_path, const char *err_path,
                    StudyProc *res, void (*tick)(void *ctx), void *ctx) {
    memset(res, 0, sizeof *res);
    res->exit_code = -1;
    fflush(NULL);
    // SIGINT/SIGTERM stay blocked in this thread from the check below until the child's pid is
    // recorded; a signal handled meanwhile by another thread is caught by the re-check after it.
    sigset_t stop, old;
    sigemptyset(&stop);
    sigaddset(&stop, SIGINT);
    sigaddset(&stop, SIGTERM);
    pthread_sigmask(SIG_BLOCK, &stop, &old);
    if (study_interrupted()) {
        pthread_sigmask(SIG_SETMASK, &old, NULL);
        return td_error(TD_ERR_IO, "interrupted before %s could start", argv->v[0]);
    }
    int slot = claim_slot();
    if (slot < 0) {
        pthread_sigmask(SIG_SETMASK, &old, NULL);
        return td_error(TD_ERR_IO, "cannot run %s: more than %d programs at once", argv->v[0],
                        STUDY_MAX_CHILDREN);
    }
    double t0 = study_now();
    pid_t pid = fork();
    if (pid < 0) {
        release_slot(slot);
        pthread_sigmask(SIG_SETMASK, &old, NULL);
        return td_error(TD_ERR_IO, "cannot fork for %s: %s", argv->v[0], strerror(errno));
    }
    if (pid == 0) {
        // Its own process group: Ctrl-C on the terminal reaches only compare, which forwards it
        // once (the trainer takes a second signal as "stop at once, no checkpoint").
        setpgid(0, 0);
        signal(SIGINT, SIG_DFL);
        signal(SIGTERM, SIG_DFL);
        sigprocmask(SIG_UNBLOCK, &stop, NULL);  // blocked above in the parent thread
        int in = open("/dev/null", O_RDONLY);
        int out = open_log(out_path);
        int same = err_path && out_path && !strcmp(err_path, out_path);
        int err = same ? dup(out) : open_log(err_path);
        if (in < 0 || out < 0 || err < 0) _exit(126);
        dup2(in, 0);
        dup2(out, 1);
        dup2(err, 2);
        execvp(argv->v[0], argv->v);
        dprintf(2, "%s: cannot run %s: %s\n", prog_name("compare"), argv->v[0], strerror(errno));
        _exit(127);
    }
    setpgid(pid, pid);  // also from the parent, so it holds before any signal is forwarded
    atomic_store(&g_children[slot].pid, (int)pid);
    if (study_interrupted() && atomic_exchange(&g_children[slot].sent, 1) == 0)
        kill(pid, atomic_load(&g_signal));  // the handler ran before the pid was recorded
    pthread_sigmask(SIG_SETMASK, &old, NULL);
    int status = 0;
    struct rusage ru;
    memset(&ru, 0, sizeof ru);
    for (;;) {
        pid_t got = wait4(pid, &status, tick ? WNOHANG : 0, &ru);
        if (got == pid) break;
        if (got < 0 && errno != EINTR) {
            release_slot(slot);
            return td_error(TD_ERR_IO, "wait for %s: %s", argv->v[0], strerror(errno));
        }
        if (got == 0) {  // still running (WNOHANG)
            tick(ctx);
            struct timespec nap = {0, 50000000L};  // the wall-clock is measured to 50 ms
            nanosleep(&nap, NULL);
        }
    }
    release_slot(slot);
    res->wall_s = study_now() - t0;
    res->peak_rss_mib = ru.ru_maxrss / 1024.0;  // ru_maxrss is in KiB on Linux
    res->exit_code = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
    if (study_interrupted())
        return td_error(TD_ERR_IO, "interrupted while %s ran", argv->v[0]);
    if (res->exit_code != 0)
        return td_error(TD_ERR_IO, "%s exited with status %d%s%s", argv->v[0], res->exit_code,
                        err_path ? "; see " : "", err_path ? err_path : "");
    return TD_OK;
}

int study_executable(const char *name) {
    if (strchr(name, '/')) return access(name, X_OK) == 0;
    const char *path = getenv("PATH");
    if (!path) return 0;
    char buf[4096];
    while (*path) {
        const char *e = strchr(path, ':');
        size_t len = e ? (size_t)(e - path) : strlen(path);
        snprintf(buf, sizeof buf, "%.*s/%s", (int)len, path, name);
        if (access(buf, X_OK) == 0) return 1;
        if (!e) break;
        path = e + 1;
    }
    return 0;
}

double study_now(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec + ts.tv_nsec * 1e-9;
}
