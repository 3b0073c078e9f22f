// The one door to BLIS: a row-major GEMM with transposes and leading dimensions, and the thread
// count that governs both BLIS and our OpenMP loops. tensor/blas.c is the only file that includes
// <blis.h>.
#ifndef TANDEM_BLAS_H
#define TANDEM_BLAS_H

// C (M, N) = alpha * op(A) (M, K) @ op(B) (K, N) + beta * C, all row-major.
// op(A) = A (M x K, row stride lda >= K) when transa == 0, else A^T with A stored (K x M, lda >= M).
// op(B) = B (K x N, ldb >= N) when transb == 0, else B^T with B stored (N x K, ldb >= K).
// ldc >= N. beta = 1 accumulates (used by every backward). BLIS threads itself (blas_set_threads):
// call it from outside an OpenMP parallel region. Calls BLIS's typed bli_sgemm with strides, so
// per-head slices of a larger matrix need no copy.
void blas_gemm(int transa, int transb, int M, int N, int K, float alpha, const float *A, int lda,
               const float *B, int ldb, float beta, float *C, int ldc);

// blas_gemm on the calling thread alone: BLIS single-threaded whatever blas_set_threads said, so
// it may run inside an OpenMP parallel region, and its bits never depend on the thread count.
// For callers that cut a product into blocks and spread the blocks over threads themselves
// (the emulated bfloat16 products, tensor/bf16.c).
void blas_gemm_serial(int transa, int transb, int M, int N, int K, float alpha, const float *A,
                      int lda, const float *B, int ldb, float beta, float *C, int ldc);

// blas_gemm on a BLIS team of `threads` threads (>= 1), whatever blas_set_threads said; call it
// from outside an OpenMP parallel region. BLIS's threads share out blocks of the output's rows and
// columns and never the sum over k (BLIS's multithreading leaves the k loop serial), so every
// entry of C has the bits of the single-threaded call of the same shape, for any `threads`
// (test_blas checks 1-4 threads on training shapes and a random sweep); the two kinds of shape
// where BLIS's threads would change bits (A B^T with an odd N > 1; one row of A^T B^T) run on
// one thread. The team waits at BLIS's own barriers, which
// spin: on a machine with more runnable threads than cores a product can lose whole time slices.
void blas_gemm_team(int threads, int transa, int transb, int M, int N, int K, float alpha,
                    const float *A, int lda, const float *B, int ldb, float beta, float *C,
                    int ldc);

// Initialises BLIS once. If the user has not set BLIS_ARCH_TYPE and the CPU has AVX-512F, selects
// the "skx" kernels (Debian's BLIS 0.9 otherwise falls back to AVX2 "haswell" under KVM, ~40% slower).
// Safe to call many times; blas_gemm calls it on first use.
void blas_init(void);

// Sets the number of threads for BLIS and for our OpenMP loops (n >= 1; n <= 0 means the number of
// online cores). Returns the count in effect.
int blas_set_threads(int n);

// The thread count in effect (after blas_set_threads; else the number of cores).
int blas_threads(void);

// The BLIS kernel set in use, e.g. "skx" or "haswell" (calls blas_init).
const char *blas_arch_name(void);

// BLIS's version string, e.g. "0.9.0".
const char *blas_version(void);

// Naive reference GEMM in double precision accumulation, same contract as blas_gemm (tests only;
// also what bin/bench compares the wrapper's overhead against is bli_sgemm called directly).
void blas_gemm_ref(int transa, int transb, int M, int N, int K, float alpha, const float *A,
                   int lda, const float *B, int ldb, float beta, float *C, int ldc);

// bli_sgemm called directly with row-major strides, no wrapper logic (for the overhead benchmark).
void blas_gemm_direct(int M, int N, int K, const float *A, const float *B, float *C);

#endif
