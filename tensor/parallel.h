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

// Blocks of a dimension of n that a loop processes apart, each with products and partial sums of
// its own: ceil(n / size) blocks, at least 1 and at most max_blocks, block k holding
// [n k / nb, n (k + 1) / nb) (par_block_start). The count depends on n alone, never on the
// thread count: each block computes the same bits whichever thread runs it, and partial sums are
// added in block order, so the result is the same for any --threads. Threads take whole blocks
// (par_block_threads); more threads than blocks leave some idle.
static inline int par_blocks(int n, int size, int max_blocks) {
    const int nb = (int)(((long)n + size - 1) / size);
    return nb < 1 ? 1 : nb > max_blocks ? max_blocks : nb;
}

// The row blocks of the loops over the sentences of a batch (the RNN's recurrent loops, the
// additive attention's gradient of v): par_blocks(n, PAR_BLOCK_ROWS, PAR_MAX_BLOCKS).
#define PAR_BLOCK_ROWS 32
#define PAR_MAX_BLOCKS 64
static inline int par_row_blocks(int n) { return par_blocks(n, PAR_BLOCK_ROWS, PAR_MAX_BLOCKS); }

// Start of block k of n cut into nb blocks (par_blocks); block k ends where block k + 1 starts,
// the last at n.
static inline int par_block_start(int n, int nb, int k) { return (int)((long)n * k / nb); }

// The team for a loop over nb blocks: par_threads(), at most nb (1: run on the calling thread).
static inline int par_block_threads(int nb) {
    const int t = par_threads();
    return t < nb ? t : nb;
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
