// Dimension legend: B query batches, NH heads, HS head size, Tq queries, Tk keys per batch.
#include "tensor/attention.h"
#include "tensor/fast_exp.h"

#include <math.h>
#include <omp.h>
#include <stdlib.h>
#include <string.h>
#ifdef __AVX__
#include <immintrin.h>
#endif

#include "tensor/alloc.h"
#include "tensor/bf16.h"
#include "tensor/dropout.h"
#include "tensor/parallel.h"
#include "tensor/status.h"


// Backward: pairs with at least this many queries use the tiled path (block products, one query
// block at a time over the keys [klo, khi) its queries see); fewer use per-query loops over the
// visible keys only. (The forward is always tiled.)
#define ATTN_TILE_MIN_TQ 4

AttnShape attn_shape(int B, int NH, int HS, int Tq, int Tk, int ldq, int ldk, int ldv, int ldo) {
    AttnShape s;
    memset(&s, 0, sizeof s);
    s.B = B;
    s.NH = NH;
    s.HS = HS;
    s.Tq = Tq;
    s.Tk = Tk;
    s.ldq = ldq;
    s.ldk = ldk;
    s.ldv = ldv;
    s.ldo = ldo;
    s.bq = (long)Tq * ldq;
    s.bk = (long)Tk * ldk;
    s.bv = (long)Tk * ldv;
    s.bo = (long)Tq * ldo;
    return s;
}

static inline int kv_batch(const AttnShape *s, int b) { return s->kv_index ? s->kv_index[b] : b; }

void attn_key_range(const AttnShape *s, int b, int i, int *lo, int *hi) {
    int l = 0, h = s->Tk;
    if (s->key_len) {
        int kl = s->key_len[kv_batch(s, b)];
        if (kl < h) h = kl;
    }
    int pos = s->q_offset + i;
    if (s->causal && pos + 1 < h) h = pos + 1;
    if (s->window > 0) {
        if (pos - s->window > l) l = pos - s->window;
        if (pos + s->window + 1 < h) h = pos + s->window + 1;
    }
    *lo = l;
    *hi = h;
}

// Whether s stores its probabilities as band rows (probs_band with a window).
static inline int band_stored(const AttnShape *s) { return s->probs_band && s->window > 0; }

int attn_probs_row_len(const AttnShape *s) {
    if (!band_stored(s)) return s->Tk;
    return s->causal ? s->window + 1 : 2 * s->window + 1;
}

// Band storage: the key of entry 0 of query i's row (entry c holds key band_base + c).
static inline int band_base(const AttnShape *s, int i) { return s->q_offset + i - s->window; }

// Query i's band row pr (attn_probs_row_len entries) from r, a row of computed probabilities whose
// entry 0 is key r0: the keys [lo, hi) copied, the rest of the band zero.
static void band_store(float *pr, const float *r, int r0, const AttnShape *s, int i, int lo,
                       int hi) {
    const int n = attn_probs_row_len(s), base = band_base(s, i);
    memset(pr, 0, (size_t)n * sizeof *pr);
    if (lo < hi) memcpy(pr + (lo - base), r + (lo - r0), (size_t)(hi - lo) * sizeof *pr);
}

// The inverse: row r (keys r0 .. r0 + len) from query i's band row pr, zero outside [lo, hi).
static void band_load(float *r, int r0, int len, const float *pr, const AttnShape *s, int i,
                      int lo, int hi) {
    memset(r, 0, (size_t)len * sizeof *r);
    if (lo < hi) memcpy(r + (lo - r0), pr + (lo - band_base(s, i)), (size_t)(hi - lo) * sizeof *r);
}

static inline float dot(const float *a, const float *b, int n) {
    float acc = 0.0f;
#pragma omp simd reduction(+ : acc)
    for (int c = 0; c < n; c++) acc += a[c] * b[c];
    return acc;
}

// y += a x, each element one fused multiply-add (the rounding of the AVX-512 tiles of gemm_small).
static inline void axpy(float *y, float a, const float *x, int n) {
#pragma omp simd
    for (int c = 0; c < n; c++) y[c] = fmaf(a, x[c], y[c]);
}

// ---- small row-major products for one (batch, head) pair ------------------------------------

#ifdef __AVX512F__
// One row of a tile: 32 columns under masks m0, m1, added to what is there when acc.
static inline void store_tile(float *cr, __mmask16 m0, __mmask16 m1, __m512 c0, __m512 c1,
                              int acc) {
    if (acc) {
        c0 = _mm512_add_ps(c0, _mm512_maskz_loadu_ps(m0, cr));
        c1 = _mm512_add_ps(c1, _mm512_maskz_loadu_ps(m1, cr + 16));
    }
    _mm512_mask_storeu_ps(cr, m0, c0);
    _mm512_mask_storeu_ps(cr + 16, m1, c1);
}
#endif

// C (M, N) = A (M, K) @ B (K, N) (+ C when acc), all row-major with leading dimensions. AVX-512:
// 4 x 32 register tiles, masked at the right edge; otherwise plain loops.
static void gemm_small(int M, int N, int K, const float *A, long lda, const float *B, long ldb,
                       float *C, long ldc, int acc) {
#ifdef __AVX512F__
    for (int j = 0; j < N; j += 32) {
        const int rest = N - j;
        const int w0 = rest < 16 ? rest : 16, w1 = rest <= 16 ? 0 : (rest < 32 ? rest - 16 : 16);
        __mmask16 m0 = (__mmask16)((1u << w0) - 1), m1 = (__mmask16)((1u << w1) - 1);
        int i = 0;
        for (; i + 4 <= M; i += 4) {  // named accumulators: arrays would live on the stack
            __m512 c00 = _mm512_setzero_ps(), c01 = c00, c10 = c00, c11 = c00, c20 = c00,
                   c21 = c00, c30 = c00, c31 = c00;
            const float *a0 = A + (long)i * lda, *a1 = a0 + lda, *a2 = a1 + lda, *a3 = a2 + lda;
            for (int k = 0; k < K; k++) {
                const float *bk = B + (long)k * ldb + j;
                __m512 b0 = _mm512_maskz_loadu_ps(m0, bk), b1 = _mm512_maskz_loadu_ps(m1, bk + 16);
                __m512 a = _mm512_set1_ps(a0[k]);
                c00 = _mm512_fmadd_ps(a, b0, c00);
                c01 = _mm512_fmadd_ps(a, b1, c01);
                a = _mm512_set1_ps(a1[k]);
                c10 = _mm512_fmadd_ps(a, b0, c10);
                c11 = _mm512_fmadd_ps(a, b1, c11);
                a = _mm512_set1_ps(a2[k]);
                c20 = _mm512_fmadd_ps(a, b0, c20);
                c21 = _mm512_fmadd_ps(a, b1, c21);
                a = _mm512_set1_ps(a3[k]);
                c30 = _mm512_fmadd_ps(a, b0, c30);
                c31 = _mm512_fmadd_ps(a, b1, c31);
            }
            store_tile(C + (long)i * ldc + j, m0, m1, c00, c01, acc);
            store_tile(C + (long)(i + 1) * ldc + j, m0, m1, c10, c11, acc);
            store_tile(C + (long)(i + 2) * ldc + j, m0, m1, c20, c21, acc);
            store_tile(C + (long)(i + 3) * ldc + j, m0, m1, c30, c31, acc);
        }
        for (; i < M; i++) {
            __m512 c0 = _mm512_setzero_ps(), c1 = _mm512_setzero_ps();
            for (int k = 0; k < K; k++) {
                const float *bk = B + (long)k * ldb + j;
                __m512 a = _mm512_set1_ps(A[(long)i * lda + k]);
                c0 = _mm512_fmadd_ps(a, _mm512_maskz_loadu_ps(m0, bk), c0);
                c1 = _mm512_fmadd_ps(a, _mm512_maskz_loadu_ps(m1, bk + 16), c1);
            }
            store_tile(C + (long)i * ldc + j, m0, m1, c0, c1, acc);
        }
    }
#else
    for (int i = 0; i < M; i++) {
        float *cr = C + (long)i * ldc;
        if (!acc)
            for (int j = 0; j < N; j++) cr[j] = 0.0f;
        for (int k = 0; k < K; k++) axpy(cr, A[(long)i * lda + k], B + (long)k * ldb, N);
    }
#endif
}

#ifdef __AVX__
// r[m] (8 x 8, one row per register) becomes its transpose in registers: r[m][l] = old r[l][m].
static inline void transpose8x8_regs(__m256 r[8]) {
    __m256 t0 = _mm256_unpacklo_ps(r[0], r[1]), t1 = _mm256_unpackhi_ps(r[0], r[1]);
    __m256 t2 = _mm256_unpacklo_ps(r[2], r[3]), t3 = _mm256_unpackhi_ps(r[2], r[3]);
    __m256 t4 = _mm256_unpacklo_ps(r[4], r[5]), t5 = _mm256_unpackhi_ps(r[4], r[5]);
    __m256 t6 = _mm256_unpacklo_ps(r[6], r[7]), t7 = _mm256_unpackhi_ps(r[6], r[7]);
    __m256 u0 = _mm256_shuffle_ps(t0, t2, 0x44), u1 = _mm256_shuffle_ps(t0, t2, 0xEE);
    __m256 u2 = _mm256_shuffle_ps(t1, t3, 0x44), u3 = _mm256_shuffle_ps(t1, t3, 0xEE);
    __m256 u4 = _mm256_shuffle_ps(t4, t6, 0x44), u5 = _mm256_shuffle_ps(t4, t6, 0xEE);
    __m256 u6 = _mm256_shuffle_ps(t5, t7, 0x44), u7 = _mm256_shuffle_ps(t5, t7, 0xEE);
    r[0] = _mm256_permute2f128_ps(u0, u4, 0x20);
    r[1] = _mm256_permute2f128_ps(u1, u5, 0x20);
    r[2] = _mm256_permute2f128_ps(u2, u6, 0x20);
    r[3] = _mm256_permute2f128_ps(u3, u7, 0x20);
    r[4] = _mm256_permute2f128_ps(u0, u4, 0x31);
    r[5] = _mm256_permute2f128_ps(u1, u5, 0x31);
    r[6] = _mm256_permute2f128_ps(u2, u6, 0x31);
    r[7] = _mm256_permute2f128_ps(u3, u7, 0x31);
}

// dst (8 x 8, row stride ldd) = src (8 x 8, row stride lds)^T in registers.
static inline void transpose8x8(float *dst, long ldd, const float *src, long lds) {
    __m256 r[8];
    for (int l = 0; l < 8; l++) r[l] = _mm256_loadu_ps(src + l * lds);
    transpose8x8_regs(r);
    for (int m = 0; m < 8; m++) _mm256_storeu_ps(dst + m * ldd, r[m]);
}
#endif

#if defined(__AVX__) && defined(__FMA__)
#define ATTN_ONE_QUERY 1
// The scores of 8 keys: t[l] = q . row[l] over dims [0, HS), each a chain of fused multiply-adds
// in dim order from zero, lane l for key l: 8 x 8 blocks transposed in registers, one
// multiply-add per block row; the dims past the last block finish one by one.
static inline void score8(float *t, const float *const *row, const float *q, int HS) {
    __m256 acc = _mm256_setzero_ps();
    int c = 0;
    for (; c + 8 <= HS; c += 8) {
        __m256 r[8];
        for (int l = 0; l < 8; l++) r[l] = _mm256_loadu_ps(row[l] + c);
        transpose8x8_regs(r);
        for (int m = 0; m < 8; m++) acc = _mm256_fmadd_ps(_mm256_set1_ps(q[c + m]), r[m], acc);
    }
    _mm256_storeu_ps(t, acc);
    if (c < HS)
        for (int l = 0; l < 8; l++)
            for (int cc = c; cc < HS; cc++) t[l] = fmaf(q[cc], row[l][cc], t[l]);
}

// The raw scores of one query against nk keys (rows of k, stride ldk): s[j] = q . k_j, each one
// sequential chain of fused multiply-adds over c = 0 .. HS-1 starting from zero, as gemm_small
// computes it over a transposed K (the same bits), without writing K^T: 8 keys at a time (the
// out-of-order core overlaps one group's chain with the next group's loads and transposes; two
// groups side by side need more than AVX2's 16 registers). A last partial group repeats its final
// key in the unused lanes (read, never stored), so no key beyond nk is touched. Decoding steps
// (one query per row) take this path.
static void scores_one_query(float *s, const float *q, const float *k, long ldk, int nk, int HS) {
    const float *row[8];
    float t[8];
    for (int j = 0; j < nk; j += 8) {
        const int n = nk - j < 8 ? nk - j : 8;
        for (int l = 0; l < 8; l++) row[l] = k + (long)(j + (l < n ? l : n - 1)) * ldk;
        score8(t, row, q, HS);
        memcpy(s + j, t, (size_t)n * sizeof *t);
    }
}

// out[0, HS) = sum over keys j of p[j] v_j (rows of v, stride ldv), each element one chain of
// fused multiply-adds over j in order from zero, as gemm_small computes it (the same bits), with
// the sums in registers: up to 32 dims at a time over all keys.
static void weighted_sum_one_query(float *out, const float *p, const float *v, long ldv, int nk,
                                   int HS) {
    int c = 0;
    for (; c + 32 <= HS; c += 32) {
        __m256 a0 = _mm256_setzero_ps(), a1 = a0, a2 = a0, a3 = a0;
        for (int j = 0; j < nk; j++) {
            const float *vj = v + (long)j * ldv + c;
            __m256 pj = _mm256_set1_ps(p[j]);
            a0 = _mm256_fmadd_ps(pj, _mm256_loadu_ps(vj), a0);
            a1 = _mm256_fmadd_ps(pj, _mm256_loadu_ps(vj + 8), a1);
            a2 = _mm256_fmadd_ps(pj, _mm256_loadu_ps(vj + 16), a2);
            a3 = _mm256_fmadd_ps(pj, _mm256_loadu_ps(vj + 24), a3);
        }
        _mm256_storeu_ps(out + c, a0);
        _mm256_storeu_ps(out + c + 8, a1);
        _mm256_storeu_ps(out + c + 16, a2);
        _mm256_storeu_ps(out + c + 24, a3);
    }
    for (; c + 8 <= HS; c += 8) {
        __m256 a = _mm256_setzero_ps();
        for (int j = 0; j < nk; j++)
            a = _mm256_fmadd_ps(_mm256_set1_ps(p[j]), _mm256_loadu_ps(v + (long)j * ldv + c), a);
        _mm256_storeu_ps(out + c, a);
    }
    for (; c < HS; c++) {
        float a = 0.0f;
        for (int j = 0; j < nk; j++) a = fmaf(p[j], v[(long)j * ldv + c], a);
        out[c] = a;
    }
}
#endif

// dst (cols, rows) = src (rows, cols)^T; src row stride lds, dst row stride ldd. A copy (exact):
// 8 x 8 blocks in registers where AVX is there, element by element for the edges.
static void transpose(float *dst, long ldd, const float *src, long lds, int rows, int cols) {
    int r0 = 0;
#ifdef __AVX__
    for (; r0 + 8 <= rows; r0 += 8) {
        int c = 0;
        for (; c + 8 <= cols; c += 8)
            transpose8x8(dst + (long)c * ldd + r0, ldd, src + (long)r0 * lds + c, lds);
        for (; c < cols; c++)
            for (int r = r0; r < r0 + 8; r++) dst[(long)c * ldd + r] = src[(long)r * lds + c];
    }
#endif
    for (int c = 0; c < cols; c++)
        for (int r = r0; r < rows; r++) dst[(long)c * ldd + r] = src[(long)r * lds + c];
}

// The calling thread's scratch buffer `slot` (tensor/alloc.h) of at least `bytes`, grown to the
// largest pair seen and then reused: no allocation per call. The attention kernels have no error
// path, so running out of memory for it stops the program. TD_SCRATCH_ATTENTION holds transposed
// keys and a block's probabilities, TD_SCRATCH_ATTENTION_BF16 a block's bfloat16 operands widened
// back to float32 (exact), TD_SCRATCH_ATTENTION_DOUT the rounded dO of a backward call.
static void *scratch(TdScratchSlot slot, size_t bytes) {
    void *p = td_thread_scratch(slot, bytes);
    TD_ASSERT(p != NULL);
    return p;
}

// ---- bfloat16 operands (attn_uses_bf16) -----------------------------------------------------

int attn_uses_bf16(const AttnShape *s) {
    return s->bf16 != NULL && s->B > 0 && (long)s->Tq * s->Tk * s->HS >= ATTN_BF16_MIN_MACS;
}

// The number of key batches of s (kv_index maps query batches onto them).
static int key_batches(const AttnShape *s) {
    if (!s->kv_index) return s->B;
    int n = 0;
    for (int b = 0; b < s->B; b++)
        if (s->kv_index[b] + 1 > n) n = s->kv_index[b] + 1;
    return n;
}

// Rounds an operand (nb batches of T rows, NH * HS values each, row stride ld, batch stride bs)
// into h, which has the same strides.
static void round_operand(uint16_t *h, const float *x, int nb, long bs, int T, int ld, int width) {
    for (int b = 0; b < nb; b++) bf16_round(h + b * bs, ld, x + b * bs, ld, T, width);
}

// w [nq, nk] = the rounded weights P~ of queries [i0, i0 + nq) of batch b at keys klo .. klo + nk,
// widened from ph (one pair's rows of the copy, probs' layout), 0 outside each query's keys.
static void widen_weights(float *w, const uint16_t *ph, const AttnShape *s, int b, int i0, int nq,
                          int klo, int nk) {
    const int Tp = attn_probs_row_len(s);
    if (!band_stored(s)) {
        bf16_widen(w, nk, ph + (long)i0 * Tp + klo, Tp, nq, nk);
        return;
    }
    for (int i = i0; i < i0 + nq; i++) {
        int lo, hi;
        attn_key_range(s, b, i, &lo, &hi);
        float *r = w + (long)(i - i0) * nk;
        memset(r, 0, (size_t)nk * sizeof *r);
        if (lo < hi)
            bf16_widen(r + (lo - klo), nk, ph + (long)i * Tp + (lo - band_base(s, i)), Tp, 1,
                       hi - lo);
    }
}

// One query's probabilities from its raw scores p (a row of Tk entries, those in [lo, hi)
// computed): entries outside [lo, hi) -> 0, softmax inside (times scale), dropout into pd
// (tensor/dropout.h, stream `seed`; entry j is element offset + j of probs' layout, so offset may
// lie before the stored row when the row is a block's scratch copy). Returns 0 when no key is
// visible (row all zero).
static int softmax_row(float *p, float *pd, int Tk, int lo, int hi, float scale, float dropout,
                       uint64_t seed, size_t offset) {
    if (lo >= hi) {
        memset(p, 0, (size_t)Tk * sizeof *p);
        if (pd != p) memset(pd, 0, (size_t)Tk * sizeof *pd);
        return 0;
    }
    float mx = -INFINITY;
#pragma omp simd reduction(max : mx)
    for (int j = lo; j < hi; j++) {
        p[j] *= scale;
        mx = p[j] > mx ? p[j] : mx;
    }
    float inv = 1.0f / exp_shift_sum(p + lo, p + lo, hi - lo, mx);
#pragma omp simd
    for (int j = lo; j < hi; j++) p[j] *= inv;
    if (lo > 0) memset(p, 0, (size_t)lo * sizeof *p);
    if (hi < Tk) memset(p + hi, 0, (size_t)(Tk - hi) * sizeof *p);
    if (pd != p) {
        memset(pd, 0, (size_t)Tk * sizeof *pd);
        dropout_forward_at(pd + lo, p + lo, (size_t)(hi - lo), dropout, seed, offset + lo);
    }
    return 1;
}

// ---- forward ------------------------------------------------------------------------------

// Query rows per block of a pair: the whole pair without a window; with local attention (window
// W) about W rows (a multiple of the 4-row tile, 4..64), each block multiplied against only the
// keys its rows may see: O(Tq (2W + block) HS) work per pair instead of O(Tq Tk HS).
static int query_block(const AttnShape *s) {
    if (s->window <= 0) return s->Tq > 0 ? s->Tq : 1;
    int rows = (s->window + 3) & ~3;
    return rows < 4 ? 4 : rows > 64 ? 64 : rows;
}

// The keys [*klo, *khi) that some query of rows [i0, i1) of batch b may see: the ranges of
// attn_key_range never move left as the query advances, so this is the first row's lo and the
// last row's hi (empty when *khi <= *klo).
static void block_key_range(const AttnShape *s, int b, int i0, int i1, int *klo, int *khi) {
    int unused;
    attn_key_range(s, b, i0, klo, &unused);
    attn_key_range(s, b, i1 - 1, &unused, khi);
}

// A query block's raw scores S [nq, nk] (row stride lds) = Q K^T, q and k the block's first query
// and key rows: a decoding step's single query through scores_one_query, else K transposed into
// kt (HS x nk scratch) and a block product. The same bits either way.
static void block_scores(float *S, long lds, const float *q, long ldq, const float *k, long ldk,
                         int nq, int nk, int HS, float *kt) {
#ifdef ATTN_ONE_QUERY
    if (nq == 1) {
        scores_one_query(S, q, k, ldk, nk, HS);
        return;
    }
#endif
    transpose(kt, nk, k, ldk, nk, HS);
    gemm_small(nq, nk, HS, q, ldq, kt, nk, S, lds, 0);
}

// A query block's outputs O [nq, HS] (row stride ldo) = P V over the block's nk keys (P row stride
// ldp): a single query through weighted_sum_one_query, else a block product. The same bits.
static void block_weighted_sum(float *o, long ldo, const float *P, long ldp, const float *v,
                               long ldv, int nq, int nk, int HS) {
#ifdef ATTN_ONE_QUERY
    if (nq == 1) {
        weighted_sum_one_query(o, P, v, ldv, nk, HS);
        return;
    }
#endif
    gemm_small(nq, HS, nk, P, ldp, v, ldv, o, ldo, 0);
}

// One (batch, head) pair as block products, per query block: S = Q K^T (the block's keys
// transposed once), softmax rows, O = P~ V. The forward pass always takes this path, whatever Tq:
// every score is one sequential chain of fused multiply-adds over HS and every output one over
// the block's keys in order, so a query gets the same bits alone (a decoding step, a 1-piece
// source) as among many (a padded batch), and a batch of N sentences decodes bit for bit like N
// batches of one. Keys outside the query's range (padding, causal, window) carry probability 0
// and add exactly nothing; keys outside its block's range are neither read nor multiplied.
static void fwd_pair_tiled(float *out, float *probs, float *probs_drop, const float *q,
                           const float *k, const float *v, const AttnShape *s, int b, int h,
                           float scale, float dropout, uint64_t seed, const AttnBf16 *hb) {
    const int HS = s->HS, Tk = s->Tk, Tq = s->Tq, kb = kv_batch(s, b), QB = query_block(s);
    const int band = band_stored(s), Tp = attn_probs_row_len(s);
    const float *qb = q + b * s->bq + h * HS;
    const float *kh = k + kb * s->bk + h * HS, *vh = v + kb * s->bv + h * HS;
    long row0 = (((long)b * s->NH + h) * Tq) * Tp;
    float *P = probs + row0, *PD = dropout > 0.0f ? probs_drop + row0 : P;
    float *ob = out + b * s->bo + h * HS;
    for (int i0 = 0; i0 < Tq; i0 += QB) {
        const int i1 = i0 + QB < Tq ? i0 + QB : Tq, nq = i1 - i0;
        int klo, khi;
        block_key_range(s, b, i0, i1, &klo, &khi);
        const int nk = khi > klo ? khi - klo : 0;
        // The block's scores and probabilities [nq, nk] (keys klo ..): in probs itself, or with
        // band storage in scratch, copied to the band rows after the softmax.
        const size_t kt_n = (size_t)HS * nk + (band ? (size_t)2 * nq * nk : 0) + 1;
        float *kt = scratch(TD_SCRATCH_ATTENTION, kt_n * sizeof(float));
        float *Sb = band ? kt + (size_t)HS * nk : P + (long)i0 * Tk + klo;
        float *SDb = band ? (dropout > 0.0f ? Sb + (size_t)nq * nk : Sb) : PD + (long)i0 * Tk + klo;
        const long lds = band ? nk : Tk;
        // the block's operands: q, k, v in place, or with bfloat16 operands their rounded copies'
        // rows widened into bf16 scratch (wq [nq, HS], wk and wv [nk, HS], wp [nq, nk])
        const float *qx = qb + (long)i0 * s->ldq, *kx = kh + (long)klo * s->ldk;
        const float *vx = vh + (long)klo * s->ldv;
        long lq = s->ldq, lk = s->ldk, lv = s->ldv;
        float *wp = NULL;
        if (hb && nk > 0) {
            const size_t wn = (size_t)HS * (nq + 2 * (size_t)nk) + (size_t)nq * nk;
            float *wq = scratch(TD_SCRATCH_ATTENTION_BF16, wn * sizeof(float));
            float *wk = wq + (size_t)nq * HS, *wv = wk + (size_t)nk * HS;
            wp = wv + (size_t)nk * HS;
            bf16_widen(wq, HS, hb->q + (qx - q), s->ldq, nq, HS);
            bf16_widen(wk, HS, hb->k + (kx - k), s->ldk, nk, HS);
            bf16_widen(wv, HS, hb->v + (vx - v), s->ldv, nk, HS);
            qx = wq, kx = wk, vx = wv;
            lq = lk = lv = HS;
        }
        if (nk > 0) block_scores(Sb, lds, qx, lq, kx, lk, nq, nk, HS, kt);
        for (int i = i0; i < i1; i++) {
            int lo, hi;
            attn_key_range(s, b, i, &lo, &hi);
            if (band) {
                // dropout counts the elements of the band rows: entry 0 of this scratch row (key
                // klo) is element row0 + i Tp + klo - band_base (mod 2^64; the kept keys >= 0)
                const long r = i - i0;
                const size_t at = (size_t)(row0 + (long)i * Tp + klo - band_base(s, i));
                softmax_row(Sb + r * nk, SDb + r * nk, nk, lo - klo, hi - klo, scale, dropout, seed,
                            at);
                band_store(P + (long)i * Tp, Sb + r * nk, klo, s, i, lo, hi);
                if (dropout > 0.0f) band_store(PD + (long)i * Tp, SDb + r * nk, klo, s, i, lo, hi);
            } else {
                softmax_row(P + (long)i * Tk, PD + (long)i * Tk, Tk, lo, hi, scale, dropout, seed,
                            (size_t)(row0 + (long)i * Tk));
            }
        }
        if (nk > 0) {
            const float *pw = SDb;
            long ldpw = lds;
            if (hb) {  // P~ rounded once into its copy (kept for the backward), then widened
                if (band)
                    bf16_round(hb->p + row0 + (long)i0 * Tp, Tp, PD + (long)i0 * Tp, Tp, nq, Tp);
                else
                    bf16_round(hb->p + row0 + (long)i0 * Tk + klo, Tk, SDb, Tk, nq, nk);
                widen_weights(wp, hb->p + row0, s, b, i0, nq, klo, nk);
                pw = wp, ldpw = nk;
            }
            block_weighted_sum(ob + (long)i0 * s->ldo, s->ldo, pw, ldpw, vx, lv, nq, nk, HS);
        } else {
            for (int i = i0; i < i1; i++)
                memset(ob + (long)i * s->ldo, 0, (size_t)HS * sizeof(float));
        }
    }
}

void attention_forward(float *out, float *probs, float *probs_drop, const float *q, const float *k,
                       const float *v, const AttnShape *s, float dropout, Rng *rng) {
    TD_ASSERT(s->HS > 0 && s->NH > 0 && s->Tk >= 0 && s->Tq >= 0);
    TD_ASSERT(dropout >= 0.0f && dropout < 1.0f);
    TD_ASSERT(dropout == 0.0f || (probs_drop && rng));
    const float scale = s->scale != 0.0f ? s->scale : 1.0f / sqrtf((float)s->HS);
    const int pairs = s->B * s->NH;
    const long work = (long)pairs * s->Tq * s->Tk * s->HS;
    const uint64_t seed = rng && dropout > 0.0f ? rng_next_u64(rng) : 0;
    const AttnBf16 *hb = attn_uses_bf16(s) ? s->bf16 : NULL;
    if (hb) {  // q, k, v rounded once for this call and its backward
        const int C = s->NH * s->HS, nkb = key_batches(s);
        round_operand(s->bf16->q, q, s->B, s->bq, s->Tq, s->ldq, C);
        round_operand(s->bf16->k, k, nkb, s->bk, s->Tk, s->ldk, C);
        round_operand(s->bf16->v, v, nkb, s->bv, s->Tk, s->ldv, C);
        s->bf16->ready = 1;
    }
#define FWD_PAIR(bh)                                                                              \
    fwd_pair_tiled(out, probs, probs_drop, q, k, v, s, (bh) / s->NH, (bh) % s->NH, scale, dropout, \
                   seed, hb)
    if (par_worth(work)) {
#pragma omp parallel for schedule(dynamic, 1)
        for (int bh = 0; bh < pairs; bh++) FWD_PAIR(bh);
    } else {
        for (int bh = 0; bh < pairs; bh++) FWD_PAIR(bh);
    }
#undef FWD_PAIR
}

// ---- backward -----------------------------------------------------------------------------

// dS row i in place: dp (dP~ = dO V^T, raw) -> undo dropout -> P (dP - <dP, P>) * scale; zero
// outside [lo, hi).
static void dscore_row(float *dp, const float *p, const float *pd, int Tk, int lo, int hi,
                       float scale, float dropout) {
    if (lo >= hi) {
        memset(dp, 0, (size_t)Tk * sizeof *dp);
        return;
    }
    const float keep = dropout > 0.0f ? 1.0f / (1.0f - dropout) : 1.0f;
    float acc = 0.0f;
    for (int j = lo; j < hi; j++) {
        float g = dp[j];
        if (pd != p) g = pd[j] != 0.0f ? g * keep : 0.0f;
        dp[j] = g;
        acc += g * p[j];
    }
    for (int j = lo; j < hi; j++) dp[j] = scale * p[j] * (dp[j] - acc);
    if (lo > 0) memset(dp, 0, (size_t)lo * sizeof *dp);
    if (hi < Tk) memset(dp + hi, 0, (size_t)(Tk - hi) * sizeof *dp);
}

static void bwd_pair_rows(float *dq, float *dk, float *dv, const float *dout, const float *probs,
                          const float *probs_drop, const float *q, const float *k, const float *v,
                          const AttnShape *s, int b, int h, float scale, float dropout) {
    const int HS = s->HS, Tk = s->Tk, Tp = attn_probs_row_len(s);
    const int band = band_stored(s);
    const long koff = b * s->bk + h * HS, voff = b * s->bv + h * HS, qoff = b * s->bq + h * HS;
    float *dp =
        scratch(TD_SCRATCH_ATTENTION, (size_t)(Tk > 0 ? Tk : 1) * (band ? 3 : 1) * sizeof(float));
    for (int i = 0; i < s->Tq; i++) {
        long row = (((long)b * s->NH + h) * s->Tq + i) * Tp;
        const float *p = probs + row, *pd = dropout > 0.0f ? probs_drop + row : p;
        const float *go = dout + b * s->bo + (long)i * s->ldo + h * HS;
        const float *qi = q + qoff + (long)i * s->ldq;
        int lo, hi;
        attn_key_range(s, b, i, &lo, &hi);
        if (lo >= hi) continue;
        if (band) {  // whole rows of Tk keys from the band rows
            float *pf = dp + Tk, *pdf = dropout > 0.0f ? pf + Tk : pf;
            band_load(pf, 0, Tk, p, s, i, lo, hi);
            if (dropout > 0.0f) band_load(pdf, 0, Tk, pd, s, i, lo, hi);
            p = pf;
            pd = pdf;
        }
        for (int j = lo; j < hi; j++) {
            dp[j] = dot(go, v + voff + (long)j * s->ldv, HS);
            if (dv && pd[j] != 0.0f) axpy(dv + voff + (long)j * s->ldv, pd[j], go, HS);
        }
        dscore_row(dp, p, pd, Tk, lo, hi, scale, dropout);
        float *dqi = dq ? dq + qoff + (long)i * s->ldq : NULL;
        for (int j = lo; j < hi; j++) {
            if (dp[j] == 0.0f) continue;
            if (dqi) axpy(dqi, dp[j], k + koff + (long)j * s->ldk, HS);
            if (dk) axpy(dk + koff + (long)j * s->ldk, dp[j], qi, HS);
        }
    }
}

// Block form, per query block (query_block) over the block's keys [klo, khi): dP~ = dO V^T;
// dV += P~^T dO; dS (rows); dQ += dS K; dK += dS^T Q.
static void bwd_pair_tiled(float *dq, float *dk, float *dv, const float *dout, const float *probs,
                           const float *probs_drop, const float *q, const float *k,
                           const float *v, const AttnShape *s, int b, int h, float scale,
                           float dropout, const AttnBf16 *hb, const uint16_t *douth) {
    const int HS = s->HS, Tk = s->Tk, Tq = s->Tq, QB = query_block(s);
    const int band = band_stored(s), Tp = attn_probs_row_len(s);
    const long koff = b * s->bk + h * HS, voff = b * s->bv + h * HS, qoff = b * s->bq + h * HS;
    const long row0 = (((long)b * s->NH + h) * Tq) * Tp;
    const float *P = probs + row0, *PD = dropout > 0.0f ? probs_drop + row0 : P;
    for (int i0 = 0; i0 < Tq; i0 += QB) {
        const int i1 = i0 + QB < Tq ? i0 + QB : Tq, nq = i1 - i0;
        int klo, khi;
        block_key_range(s, b, i0, i1, &klo, &khi);
        if (khi <= klo) continue;
        const int nk = khi - klo;
        const float *dO = dout + b * s->bo + (long)i0 * s->ldo + h * HS;
        const float *qb = q + qoff + (long)i0 * s->ldq;
        const float *kb = k + koff + (long)klo * s->ldk, *vb = v + voff + (long)klo * s->ldv;
        float *buf = scratch(TD_SCRATCH_ATTENTION,
                             ((size_t)HS * nk + (band ? 4 : 2) * (size_t)nq * nk) * sizeof(float));
        float *vt = buf, *dS = buf + (size_t)HS * nk, *tr = dS + (size_t)nq * nk;
        // the block's probabilities [nq, nk] (keys klo ..), row stride ldp: in probs itself, or
        // rebuilt from the band rows in scratch
        const float *Pb = band ? NULL : P + (long)i0 * Tk + klo;
        const float *PDb = band ? NULL : PD + (long)i0 * Tk + klo;
        long ldp = Tk;
        if (band) {
            float *pr = tr + (size_t)nq * nk, *pdr = dropout > 0.0f ? pr + (size_t)nq * nk : pr;
            for (int i = i0; i < i1; i++) {
                int lo, hi;
                attn_key_range(s, b, i, &lo, &hi);
                const long r = i - i0;
                band_load(pr + r * nk, klo, nk, P + (long)i * Tp, s, i, lo, hi);
                if (dropout > 0.0f)
                    band_load(pdr + r * nk, klo, nk, PD + (long)i * Tp, s, i, lo, hi);
            }
            Pb = pr;
            PDb = pdr;
            ldp = nk;
        }
        // the products' operands: in place, or with bfloat16 operands the rounded copies' rows
        // widened into bf16 scratch (the forward's q, k, v, P~; dO rounded once per call)
        const float *qx = qb, *kx = kb, *vx = vb, *dOx = dO, *pw = PDb;
        long lq = s->ldq, lk = s->ldk, lv = s->ldv, lo_ = s->ldo, ldpw = ldp;
        uint16_t *dSh = NULL;
        if (hb) {
            float *wq = scratch(TD_SCRATCH_ATTENTION_BF16,
                                ((size_t)HS * (2 * (size_t)nq + 2 * (size_t)nk) +
                                 (size_t)nq * nk * 3 / 2 + 1) * sizeof(float));
            float *wo = wq + (size_t)nq * HS, *wk = wo + (size_t)nq * HS, *wv = wk + (size_t)nk * HS;
            float *wp = wv + (size_t)nk * HS;
            dSh = (uint16_t *)(void *)(wp + (size_t)nq * nk);
            bf16_widen(wq, HS, hb->q + (qb - q), s->ldq, nq, HS);
            bf16_widen(wo, HS, douth + (dO - dout), s->ldo, nq, HS);
            bf16_widen(wk, HS, hb->k + (kb - k), s->ldk, nk, HS);
            bf16_widen(wv, HS, hb->v + (vb - v), s->ldv, nk, HS);
            widen_weights(wp, hb->p + row0, s, b, i0, nq, klo, nk);
            qx = wq, dOx = wo, kx = wk, vx = wv, pw = wp;
            lq = lo_ = lk = lv = HS;
            ldpw = nk;
        }
        transpose(vt, nk, vx, lv, nk, HS);
        gemm_small(nq, nk, HS, dOx, lo_, vt, nk, dS, nk, 0);
        if (dv) {
            transpose(tr, nq, pw, ldpw, nq, nk);
            gemm_small(nk, HS, nq, tr, nq, dOx, lo_, dv + voff + (long)klo * s->ldv, s->ldv, 1);
        }
        for (int i = i0; i < i1; i++) {
            int lo, hi;
            attn_key_range(s, b, i, &lo, &hi);
            const long r = (long)(i - i0);
            dscore_row(dS + r * nk, Pb + r * ldp, PDb + r * ldp, nk, lo - klo, hi - klo, scale,
                       dropout);
        }
        if (dSh && (dq || dk)) {  // dS rounded once for both of its products
            bf16_round(dSh, nk, dS, nk, nq, nk);
            bf16_widen(dS, nk, dSh, nk, nq, nk);
        }
        if (dq) gemm_small(nq, HS, nk, dS, nk, kx, lk, dq + qoff + (long)i0 * s->ldq, s->ldq, 1);
        if (dk) {
            transpose(tr, nq, dS, nk, nq, nk);
            gemm_small(nk, HS, nq, tr, nq, qx, lq, dk + koff + (long)klo * s->ldk, s->ldk, 1);
        }
    }
}

void attention_backward(float *dq, float *dk, float *dv, const float *dout, const float *probs,
                        const float *probs_drop, const float *q, const float *k, const float *v,
                        const AttnShape *s, float dropout) {
    TD_ASSERT(s->kv_index == NULL);
    TD_ASSERT(dropout == 0.0f || probs_drop);
    const float scale = s->scale != 0.0f ? s->scale : 1.0f / sqrtf((float)s->HS);
    const AttnBf16 *hb = attn_uses_bf16(s) ? s->bf16 : NULL;
    // bfloat16 operands: always the block products (the per-query loops read q, k, v in place)
    const int pairs = s->B * s->NH, tiled = s->Tq >= ATTN_TILE_MIN_TQ || hb;
    const long work = (long)pairs * s->Tq * s->Tk * s->HS;
    uint16_t *douth = NULL;
    if (hb) {  // dO rounded once for both of its products (dP~ and dV), in every pair
        TD_ASSERT(hb->ready);
        const int C = s->NH * s->HS;
        douth = scratch(TD_SCRATCH_ATTENTION_DOUT,
                        ((size_t)(s->B - 1) * s->bo + (size_t)(s->Tq - 1) * s->ldo + C) *
                            sizeof *douth);
        round_operand(douth, dout, s->B, s->bo, s->Tq, s->ldo, C);
    }
#define BWD_PAIR(bh)                                                                              \
    do {                                                                                          \
        if (tiled)                                                                                \
            bwd_pair_tiled(dq, dk, dv, dout, probs, probs_drop, q, k, v, s, (bh) / s->NH,         \
                           (bh) % s->NH, scale, dropout, hb, douth);                              \
        else                                                                                      \
            bwd_pair_rows(dq, dk, dv, dout, probs, probs_drop, q, k, v, s, (bh) / s->NH,          \
                          (bh) % s->NH, scale, dropout);                                          \
    } while (0)
    if (par_worth(work)) {
#pragma omp parallel for schedule(dynamic, 1)
        for (int bh = 0; bh < pairs; bh++) BWD_PAIR(bh);
    } else {
        for (int bh = 0; bh < pairs; bh++) BWD_PAIR(bh);
    }
#undef BWD_PAIR
}
