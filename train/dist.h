// Data-parallel training across processes (ranks) started by mpirun. train/dist.c is the one file
// that includes <mpi.h>; everything else sees these functions.
//
// A process not started by mpirun (no OMPI_COMM_WORLD_SIZE, PMIX_RANK or PMI_RANK in its
// environment) never initialises MPI: it is rank 0 of 1 and every collective below is a no-op
// that leaves its buffers as they are. A binary built without MPI (no libopenmpi-dev at build
// time: TANDEM_NO_MPI) behaves the same and refuses an mpirun launch in dist_init.
//
// Collectives must be called by every rank in the same order (the trainer calls them at the same
// points of every update). They return 0, or TD_ERR_IO with the MPI error text; the caller then
// ends the whole job with dist_abort, since the other ranks cannot continue without this one.
#ifndef TANDEM_DIST_H
#define TANDEM_DIST_H

#include <stddef.h>

#include "tensor/status.h"

// Detects an mpirun launch and, only then, initialises MPI and installs an exit hook that aborts
// the job if the process exits without dist_finalize (so a rank that fails anywhere ends every
// rank instead of leaving them in a collective). Idempotent. Returns 0, or TD_ERR_ARG when started
// by mpirun but built without MPI, or TD_ERR_IO when MPI_Init fails.
int dist_init(void) TD_MUST_USE;

// The watchdog of every collective below: a rank that has waited `seconds` (> 0; 0 = forever,
// the default before this call) in one of them prints which collective, on which rank and host,
// waited that long, and exits with status 1 at once (from a SIGALRM handler of ITIMER_REAL,
// armed only while it waits), upon which mpirun ends every rank. It bounds the job's life when
// a rank is alive but stuck (a hung process, a stopped one, a host that stopped answering),
// which MPI's blocking collectives would wait for forever. No-op without mpirun.
void dist_set_timeout(double seconds);

// This process's rank (0..size-1) and the number of ranks (1 without mpirun).
int dist_rank(void);
int dist_size(void);

// The host name of this process (for messages).
const char *dist_host(void);

// In place: x[i] becomes the sum of x[i] over all ranks (n floats, any n; the same summation
// order on every rank and in every run with the same number of ranks).
int dist_allreduce_sum_f32(float *x, size_t n) TD_MUST_USE;
// In place: the sum over ranks of n doubles / of n 64-bit integers.
int dist_allreduce_sum_f64(double *x, int n) TD_MUST_USE;
int dist_allreduce_sum_i64(long long *x, int n) TD_MUST_USE;
// In place: the maximum over ranks of n doubles.
int dist_allreduce_max_f64(double *x, int n) TD_MUST_USE;

// Copies `bytes` bytes at buf on rank `root` into buf on every other rank. A rank waiting for the
// root (e.g. while rank 0 validates) sleeps between polls instead of spinning, so it leaves the
// CPU to the ranks that work.
int dist_bcast(void *buf, size_t bytes, int root) TD_MUST_USE;

// Ends the whole job with exit status `code` (> 0): prints which rank stops it, then MPI_Abort, so
// every rank exits within a bounded time. Without mpirun it returns (the caller exits normally).
void dist_abort(int code);

// Finalises MPI after a run that ended the same way on every rank; no-op without mpirun.
void dist_finalize(void);

#endif
