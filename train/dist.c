// Ranks and collectives over MPI (see dist.h). The one file that includes <mpi.h>; built without
// it (TANDEM_NO_MPI) when the MPI headers were not installed at build time.
#include "train/dist.h"
#include "util/progname.h"

#include <limits.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/time.h>
#include <time.h>
#include <unistd.h>

#ifndef TANDEM_NO_MPI
#include <mpi.h>
#endif

static int g_init, g_rank, g_size = 1;
static char g_host[256];

// Started by a launcher: Open MPI's mpirun (OMPI_COMM_WORLD_SIZE), any PMIx launcher (PMIX_RANK),
// or a PMI-1/2 launcher such as MPICH's or Slurm's (PMI_RANK).
static int launched_by_mpirun(void) {
    return getenv("OMPI_COMM_WORLD_SIZE") || getenv("PMIX_RANK") || getenv("PMI_RANK");
}

const char *dist_host(void) {
    if (!g_host[0] && gethostname(g_host, sizeof g_host - 1) != 0) snprintf(g_host, 8, "?");
    return g_host;
}

int dist_rank(void) { return g_rank; }
int dist_size(void) { return g_size; }

#ifdef TANDEM_NO_MPI

int dist_init(void) {
    g_init = 1;
    if (launched_by_mpirun())
        return td_error(TD_ERR_ARG, "started by mpirun, but this bin/train was built without MPI "
                        "(install libopenmpi-dev with `make deps`, then `make clean all`)");
    return TD_OK;
}
int dist_allreduce_sum_f32(float *x, size_t n) { return (void)x, (void)n, TD_OK; }
int dist_allreduce_sum_f64(double *x, int n) { return (void)x, (void)n, TD_OK; }
int dist_allreduce_sum_i64(long long *x, int n) { return (void)x, (void)n, TD_OK; }
int dist_allreduce_max_f64(double *x, int n) { return (void)x, (void)n, TD_OK; }
int dist_bcast(void *buf, size_t bytes, int root) { return (void)buf, (void)bytes, (void)root, 0; }
void dist_set_timeout(double seconds) { (void)seconds; }
void dist_abort(int code) { (void)code; }
void dist_finalize(void) {}

#else

static int g_mpi, g_finalised;  // MPI_Init done; MPI_Finalize done

// The collective watchdog (dist_set_timeout): its limit, and the message its SIGALRM handler
// writes, formatted before the timer is armed (the handler only calls write and _exit).
static double g_timeout;
static char g_alarm_msg[512];
static size_t g_alarm_len;

static void on_timeout(int sig) {
    (void)sig;
    if (write(STDERR_FILENO, g_alarm_msg, g_alarm_len) < 0) {}
    _exit(1);
}

void dist_set_timeout(double seconds) {
    g_timeout = seconds > 0 ? seconds : 0;
    if (!g_mpi || g_size == 1 || g_timeout == 0) return;
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = on_timeout;
    sigemptyset(&sa.sa_mask);
    sigaction(SIGALRM, &sa, NULL);
}

// Arms the watchdog for the collective `what` (a no-op without a limit).
static void watch_begin(const char *what) {
    if (g_timeout == 0 || g_size == 1) return;
    int n = snprintf(g_alarm_msg, sizeof g_alarm_msg,
                     "%s: rank %d of %d (%s) has waited %.0f s in %s for the other ranks: one "
                     "of them is stuck or far behind (--dist-timeout %.0fs); ending the job\n",
                     prog_name("train"), g_rank, g_size, dist_host(), g_timeout, what, g_timeout);
    g_alarm_len = n > 0 && (size_t)n < sizeof g_alarm_msg ? (size_t)n : sizeof g_alarm_msg - 1;
    struct itimerval t;
    memset(&t, 0, sizeof t);
    t.it_value.tv_sec = (time_t)g_timeout;
    t.it_value.tv_usec = (suseconds_t)((g_timeout - (double)t.it_value.tv_sec) * 1e6);
    if (t.it_value.tv_sec == 0 && t.it_value.tv_usec == 0) t.it_value.tv_usec = 1;
    setitimer(ITIMER_REAL, &t, NULL);
}

static void watch_end(void) {
    if (g_timeout == 0 || g_size == 1) return;
    struct itimerval t;
    memset(&t, 0, sizeof t);
    setitimer(ITIMER_REAL, &t, NULL);
}

static int mpi_fail(int rc, const char *what) {
    char msg[MPI_MAX_ERROR_STRING];
    int len = 0;
    if (MPI_Error_string(rc, msg, &len) != MPI_SUCCESS) snprintf(msg, sizeof msg, "error %d", rc);
    return td_error(TD_ERR_IO, "%s failed on rank %d of %d (%s): %s", what, g_rank, g_size,
                    dist_host(), msg);
}

// A process that leaves without dist_finalize (an error exit anywhere in bin/train) takes the
// whole job down with it, instead of leaving the other ranks waiting in a collective.
static void abort_at_exit(void) {
    if (g_mpi && !g_finalised) {
        fflush(stdout);
        fflush(stderr);
        MPI_Abort(MPI_COMM_WORLD, 1);
    }
}

int dist_init(void) {
    if (g_init) return TD_OK;
    g_init = 1;
    if (!launched_by_mpirun()) return TD_OK;
    int rc = MPI_Init(NULL, NULL);
    if (rc != MPI_SUCCESS) return td_error(TD_ERR_IO, "MPI_Init failed (error %d)", rc);
    g_mpi = 1;
    atexit(abort_at_exit);
    MPI_Comm_set_errhandler(MPI_COMM_WORLD, MPI_ERRORS_RETURN);
    MPI_Comm_rank(MPI_COMM_WORLD, &g_rank);
    MPI_Comm_size(MPI_COMM_WORLD, &g_size);
    return TD_OK;
}

// MPI counts are ints: a buffer of more than INT_MAX elements goes in pieces.
enum { CHUNK = 1 << 30 };

int dist_allreduce_sum_f32(float *x, size_t n) {
    if (g_size == 1) return TD_OK;
    watch_begin("the gradient sum (MPI_Allreduce)");
    for (size_t o = 0; o < n; o += CHUNK) {
        int c = (int)(n - o < CHUNK ? n - o : CHUNK);
        int rc = MPI_Allreduce(MPI_IN_PLACE, x + o, c, MPI_FLOAT, MPI_SUM, MPI_COMM_WORLD);
        if (rc != MPI_SUCCESS) {
            watch_end();
            return mpi_fail(rc, "the gradient sum (MPI_Allreduce)");
        }
    }
    watch_end();
    return TD_OK;
}

static int small_allreduce(void *x, int n, MPI_Datatype t, MPI_Op op) {
    if (g_size == 1) return TD_OK;
    watch_begin("MPI_Allreduce");
    int rc = MPI_Allreduce(MPI_IN_PLACE, x, n, t, op, MPI_COMM_WORLD);
    watch_end();
    return rc == MPI_SUCCESS ? TD_OK : mpi_fail(rc, "MPI_Allreduce");
}

int dist_allreduce_sum_f64(double *x, int n) { return small_allreduce(x, n, MPI_DOUBLE, MPI_SUM); }
int dist_allreduce_sum_i64(long long *x, int n) {
    return small_allreduce(x, n, MPI_LONG_LONG, MPI_SUM);
}
int dist_allreduce_max_f64(double *x, int n) { return small_allreduce(x, n, MPI_DOUBLE, MPI_MAX); }

// The broadcast of dist_bcast (watched as a whole by it).
static int bcast(void *buf, size_t bytes, int root) {
    char *p = buf;
    for (size_t o = 0; o < bytes; o += CHUNK) {
        int c = (int)(bytes - o < CHUNK ? bytes - o : CHUNK);
        MPI_Request req;
        int rc = MPI_Ibcast(p + o, c, MPI_BYTE, root, MPI_COMM_WORLD, &req);
        if (rc != MPI_SUCCESS) return mpi_fail(rc, "MPI_Ibcast");
        for (int done = 0;;) {
            rc = MPI_Test(&req, &done, MPI_STATUS_IGNORE);
            if (rc != MPI_SUCCESS) return mpi_fail(rc, "MPI_Ibcast");
            if (done) break;
            struct timespec ts = {0, 200 * 1000};  // 0.2 ms
            nanosleep(&ts, NULL);
        }
    }
    return TD_OK;
}

int dist_bcast(void *buf, size_t bytes, int root) {
    if (g_size == 1) return TD_OK;
    watch_begin("a broadcast from rank 0 (MPI_Ibcast)");
    int rc = bcast(buf, bytes, root);
    watch_end();
    return rc;
}

void dist_abort(int code) {
    if (!g_mpi || g_finalised) return;
    fprintf(stderr, "%s: rank %d of %d (%s) ends the job (exit status %d)\n", prog_name("train"),
            g_rank, g_size,
            dist_host(), code);
    fflush(stdout);
    fflush(stderr);
    MPI_Abort(MPI_COMM_WORLD, code > 0 ? code : 1);
}

void dist_finalize(void) {
    if (!g_mpi || g_finalised) return;
    g_finalised = 1;
    MPI_Finalize();
}

#endif
