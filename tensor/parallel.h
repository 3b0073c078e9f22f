// When a loop runs on an OpenMP team, and how many threads our own loops use: one rule for every
// kernel and both models. libgomp makes a futex system call per parallel region even for a team
// of one (or an `if` clause that is false), and on a loaded machine waking a sleeping team costs
// more than a small loop, so a loop goes parallel only above PAR_MIN_WORK units of work (about
// one element-wise operation each) and only with more than one thread outside a parallel region.
#ifndef TANDEM_PARALLEL_H
#define TANDEM_PARALLEL_H

#include <omp.h>

// Work (element operations) below which a loop stays on the calling thread.
#define PAR_MIN_WORK 32768L

// Threads our own parallel loops may use: the count set by blas_set_threads (tensor/blas.h), or 1
// inside a parallel region (nesting is off, so a nested team would be a team of one).
static inline int par_threads(void) { return omp_in_parallel() ? 1 : omp_get_max_threads(); }

// 1 when a loop of `work` element operations pays for a team: work > PAR_MIN_WORK and more than
// one thread is available (par_threads).
static inline int par_worth(long work) { return work > PAR_MIN_WORK && par_threads() > 1; }

// Contiguous slices of [0, n) for the loops that give each thread its own share of a batch (e.g.
// the RNN's recurrent loops over sentences): par_threads(), at most n and at most max_slices,
// and at least 1.
static inline int par_slices(int n, int max_slices) {
    int k = par_threads();
    k = k < max_slices ? k : max_slices;
    return k < n ? k : (n > 0 ? n : 1);
}

// A `for` loop that runs on an OpenMP team (static schedule) when par_worth(work), else on the
// calling thread. Usage: PAR_FOR(work, (long i = 0; i < n; i++), { body }). The body must give
// the same result whichever thread runs an iteration (then the bits do not depend on the thread
// count).
#define PAR_FOR(work, head, ...)                                                                 \
    do {                                                                                         \
        if (par_worth((long)(work))) {                                                           \
            _Pragma("omp parallel for schedule(static)") for head __VA_ARGS__                    \
        } else {                                                                                 \
            for head __VA_ARGS__                                                                 \
        }                                                                                        \
    } while (0)

// Runs fn(ctx, j0, j1) on a team of nt threads over [0, n) cut into whole blocks of `blk`: thread
// t of T takes the blocks [nb t / T, nb (t + 1) / T) (nb = ceil(n / blk)), the last share ending
// at n; a thread with no block makes no call. For kernels that compute every column alone, so the
// split changes no result (gemm_rows, gemm_int8).
static inline void par_split_blocks(int nt, int n, int blk, void (*fn)(const void *, int, int),
                                    const void *ctx) {
    const int nb = (n + blk - 1) / blk;
#pragma omp parallel num_threads(nt)
    {
        const int id = omp_get_thread_num(), k = omp_get_num_threads();
        const int b0 = (int)((long)nb * id / k), b1 = (int)((long)nb * (id + 1) / k);
        const int e = blk * b1 < n ? blk * b1 : n;
        if (blk * b0 < e) fn(ctx, blk * b0, e);
    }
}

#endif
