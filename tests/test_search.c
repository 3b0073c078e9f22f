// Greedy and beam search (decode/search.h) against mock models whose log-probabilities are known:
//   * a table model: P(next | prefix) given by hand for a few prefixes, so the best sequences,
//     their log-probabilities and length-normalised scores are computed by hand below;
//   * a hash model: pseudo-random distributions that depend only on the sentence's source tokens
//     and the prefix (not on the batch), for determinism, beam 1 == greedy, compaction and an
//     exhaustive-search check.
// Token ids: PAD 0, BOS 1, EOS 2, UNK 3, then A = 4, Bt = 5, ... (V small).
//
// Tolerances: a hypothesis's log-probability and score are float32 sums of a few log-softmax
// values of the mock model against the same arithmetic in double: within 1e-6 absolute + 1e-6
// relative (a handful of float32 roundings of values below 10); the beam's best hypothesis
// against an exhaustive search over the same mock model in double within 1e-5 absolute + 1e-5
// relative (six steps of float32 log-probabilities). Batch invariance is asserted bit for bit.
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <cmocka.h>

#include "tests/test_util.h"

#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "decode/search.h"
#include "tensor/blas.h"
#include "tensor/params.h"

enum { A = 4, Bt = 5 };
#define MAXP 64  // longest prefix the mock tracks

// ---------------------------------------------------------------- the mock model

typedef struct TableRow {
    const char *prefix;   // tokens as letters: "" (empty), "a", "ab", ...
    double p_eos, p_a, p_b;
} TableRow;

typedef struct MockSpec {
    const TableRow *table;  // NULL: the hash model
    int n_table;
    TableRow dflt;          // table model: distribution for prefixes not in the table
    int never_eos;          // hash model: EOS probability 0 (tests the length limit)
    int ties;               // tie model: tokens 70, 130 and 200 share the highest probability
    long reorders;          // reorder calls
    int min_rows_seen;      // smallest N passed to step after the first step
} MockSpec;

struct DecodeState {
    int n, cap, B, S;   // n: rows as the mock counts them (checked against the search's)
    int *len;           // [n] prefix length
    int *prefix;        // [n, MAXP]
    uint64_t *src_hash; // [B] hash of each sentence's source tokens
    int *src_len;       // [B]
};

static uint64_t mix64(uint64_t x) {
    x ^= x >> 33;
    x *= 0xff51afd7ed558ccdull;
    x ^= x >> 33;
    x *= 0xc4ceb9fe1a85ec53ull;
    x ^= x >> 33;
    return x;
}

static DecodeState *mock_encode(Model *m, const int *src, const int *src_len, int B, int S) {
    DecodeState *st = calloc(1, sizeof *st);
    int cap = B * 1024;
    st->cap = cap;
    st->n = st->B = B;
    st->S = S;
    st->len = calloc((size_t)cap, sizeof(int));
    st->prefix = calloc((size_t)cap * MAXP, sizeof(int));
    st->src_hash = calloc((size_t)B, sizeof(uint64_t));
    st->src_len = calloc((size_t)B, sizeof(int));
    for (int b = 0; b < B; b++) {
        uint64_t h = 1469598103934665603ull;
        for (int s = 0; s < src_len[b]; s++) h = mix64(h ^ (uint64_t)src[b * S + s]);
        st->src_hash[b] = h;
        st->src_len[b] = src_len[b];
    }
    return st;
}

static int prefix_matches(const int *p, int len, const char *s) {
    if ((int)strlen(s) != len) return 0;
    for (int i = 0; i < len; i++)
        if (p[i] != (s[i] == 'a' ? A : Bt)) return 0;
    return 1;
}

// Writes log-probabilities [V] of the next token of row r, which decodes sentence `sent`.
static void mock_row_logprobs(const MockSpec *sp, const DecodeState *st, int r, int sent, int V,
                              float *lp) {
    const int *p = st->prefix + (size_t)r * MAXP;
    int len = st->len[r];
    if (sp->table) {
        TableRow row = sp->dflt;
        for (int i = 0; i < sp->n_table; i++)
            if (prefix_matches(p, len, sp->table[i].prefix)) row = sp->table[i];
        for (int v = 0; v < V; v++) lp[v] = -INFINITY;
        lp[TOK_EOS] = (float)log(row.p_eos);
        lp[A] = (float)log(row.p_a);
        lp[Bt] = (float)log(row.p_b);
        return;
    }
    if (sp->ties) {  // probability 0.3 each for 70, 130, 200; the rest share 0.1
        for (int v = 0; v < V; v++) lp[v] = (float)log(0.1 / (V - 3));
        lp[70] = lp[130] = lp[200] = (float)log(0.3);
        return;
    }
    // hash model: logits uniform in [-3, 3) from (source, prefix); EOS grows with the length
    uint64_t h = st->src_hash[sent];
    for (int i = 0; i < len; i++) h = mix64(h ^ (uint64_t)(p[i] + 1000 * i));
    double logit[256], mx = -1e30, z = 0;
    for (int v = 0; v < V; v++) {
        uint64_t x = mix64(h ^ (uint64_t)(v * 7919 + 17));
        logit[v] = -3.0 + 6.0 * (double)(x >> 11) / 9007199254740992.0;
        if (v == TOK_EOS) logit[v] += sp->never_eos ? -1e9 : 0.6 * len - 3.0;
        if (v == TOK_PAD || v == TOK_BOS) logit[v] = -1e9;
        if (logit[v] > mx) mx = logit[v];
    }
    for (int v = 0; v < V; v++) z += exp(logit[v] - mx);
    for (int v = 0; v < V; v++) lp[v] = (float)(logit[v] - mx - log(z));
}

static int mock_step(Model *m, DecodeState *st, const DecodeRows *rows, const int *prev,
                     float *logprobs) {
    MockSpec *sp = m->impl;
    int V = m->cfg.vocab;
    assert_int_equal(rows->n, st->n);
    for (int r = 0; r < st->n; r++) {
        assert_true(rows->sentence[r] >= 0 && rows->sentence[r] < st->B);
        if (st->len[r] > 0 || prev[r] != TOK_BOS) {  // append prev (BOS only at step 0)
            assert_true(prev[r] != TOK_BOS);
            assert_true(st->len[r] < MAXP);
            st->prefix[(size_t)r * MAXP + st->len[r]++] = prev[r];
        }
        mock_row_logprobs(sp, st, r, rows->sentence[r], V, logprobs + (size_t)r * V);
    }
    if (st->len[0] > 0 && st->n < sp->min_rows_seen) sp->min_rows_seen = st->n;
    return 0;
}

static int mock_reorder(Model *m, DecodeState *st, const int *rows, int new_n) {
    MockSpec *sp = m->impl;
    sp->reorders++;
    assert_true(new_n >= 1 && new_n <= st->cap);
    int *len = malloc(sizeof(int) * (size_t)new_n);
    int *pre = malloc(sizeof(int) * (size_t)new_n * MAXP);
    for (int r = 0; r < new_n; r++) {
        assert_true(rows[r] >= 0 && rows[r] < st->n);
        len[r] = st->len[rows[r]];
        memcpy(pre + (size_t)r * MAXP, st->prefix + (size_t)rows[r] * MAXP, MAXP * sizeof(int));
    }
    memcpy(st->len, len, sizeof(int) * (size_t)new_n);
    memcpy(st->prefix, pre, sizeof(int) * (size_t)new_n * MAXP);
    st->n = new_n;
    free(len);
    free(pre);
    return 0;
}

// Attention of the token being predicted (position len) peaks on source piece len % pieces.
static int mock_cross_attention(Model *m, const DecodeState *st, const DecodeRows *rows,
                                int layer, int head, float *out) {
    if (layer < -1 || layer > 0) return td_error(TD_ERR_ARG, "bad layer %d", layer);
    assert_int_equal(rows->n, st->n);
    for (int r = 0; r < st->n; r++) {
        int sl = st->src_len[rows->sentence[r]], pieces = sl > 1 ? sl - 1 : 1;
        float *o = out + (size_t)r * st->S;
        for (int s = 0; s < st->S; s++) o[s] = s < sl ? 0.1f / (float)sl : 0.0f;
        o[st->len[r] % pieces] += 0.9f;
    }
    return 0;
}

static void mock_free_state(Model *m, DecodeState *st) {
    free(st->len);
    free(st->prefix);
    free(st->src_hash);
    free(st->src_len);
    free(st);
}

static const ModelOps mock_ops = {
    .arch = "mock", .encode = mock_encode, .step = mock_step, .reorder = mock_reorder,
    .cross_attention = mock_cross_attention, .free_state = mock_free_state,
};

static Model mock_model(MockSpec *sp, int V) {
    Model m;
    memset(&m, 0, sizeof m);
    m.ops = &mock_ops;
    m.cfg.vocab = V;
    m.cfg.max_len = 100;
    m.impl = sp;
    sp->min_rows_seen = 1 << 30;
    return m;
}

// Runs one search of B sentences with source lengths lens (tokens 4.. from seed, EOS last).
static Searcher *run(Model *m, const int *lens, int B, const SearchOptions *o, unsigned seed) {
    int S = 1;
    for (int b = 0; b < B; b++) S = lens[b] > S ? lens[b] : S;
    int *src = calloc((size_t)(B > 0 ? B : 1) * (size_t)S, sizeof(int));
    for (int b = 0; b < B; b++) {
        for (int s = 0; s < lens[b] - 1; s++)
            src[b * S + s] = 4 + (int)(mix64(seed * 131u + b * 7u + s) % 20);
        src[b * S + lens[b] - 1] = TOK_EOS;
    }
    Searcher *se = search_create(m);
    assert_non_null(se);
    assert_int_equal(search_run(se, src, lens, B, S, o), 0);
    free(src);
    return se;
}

static void assert_tokens(const SearchHyp *h, const char *want) {
    int n = (int)strlen(want);
    assert_int_equal(h->len, n);
    for (int i = 0; i < n; i++) assert_int_equal(h->tokens[i], want[i] == 'a' ? A : Bt);
}

// ---------------------------------------------------------------- hand-computed cases

// P(. | prefix):      EOS   a     b
//   ""                0.1   0.5   0.4
//   "a"               0.4   0.3   0.3
//   "b"               0.9   0.05  0.05
//   other             0.8   0.1   0.1
// Greedy: a (0.5) then EOS (0.4): "a", P = 0.2. Beam 2: step 0 keeps a, b (EOS ranks 3rd of the 2K
// = 4 candidates, so is not finished); step 1 candidates b.EOS 0.36, a.EOS 0.2, a.a 0.15, a.b 0.15:
// both EOS rank within the first K = 2, so 2 hypotheses finish and the search stops.
// Best: "b" with log 0.36, second "a" with log 0.2 (both 2 tokens with EOS).
static const TableRow table1[] = {
    {"", 0.1, 0.5, 0.4}, {"a", 0.4, 0.3, 0.3}, {"b", 0.9, 0.05, 0.05}};

static void test_beam_beats_greedy_by_hand(void **state) {
    (void)state;
    MockSpec sp = {table1, 3, {"", 0.8, 0.1, 0.1}, 0, 0, 0, 0};
    Model m = mock_model(&sp, 6);
    int lens[1] = {4};
    SearchOptions o = search_defaults();
    o.length_penalty = 0.0f;
    Searcher *g = run(&m, lens, 1, &o, 1);
    const SearchHyp *h = search_hyp(g, 0, 0);
    assert_tokens(h, "a");
    assert_int_equal(h->ended, 1);
    double want = log(0.2);
    assert_close_f32_f64(&h->logprob, &want, 1, 1e-6, 1e-6);
    assert_close_f32_f64(&h->score, &want, 1, 1e-6, 1e-6);
    search_free(g);

    o.beam_size = 2;
    o.n_best = 2;
    o.length_penalty = 1.0f;  // both have n = 2: lp = (7/6)^1; the order is unchanged
    Searcher *bs = run(&m, lens, 1, &o, 1);
    const SearchHyp *h0 = search_hyp(bs, 0, 0), *h1 = search_hyp(bs, 0, 1);
    assert_tokens(h0, "b");
    assert_tokens(h1, "a");
    double lp[2] = {log(0.36), log(0.2)}, sc[2] = {log(0.36) / (7.0 / 6.0), log(0.2) / (7.0 / 6.0)};
    float got_lp[2] = {h0->logprob, h1->logprob}, got_sc[2] = {h0->score, h1->score};
    assert_close_f32_f64(got_lp, lp, 2, 1e-6, 1e-6);
    assert_close_f32_f64(got_sc, sc, 2, 1e-6, 1e-6);
    assert_true(h0->ended && h1->ended);
    search_free(bs);
}

// P(. | prefix):      EOS   a     b
//   ""                0.35  0.6   0.05
//   "a"               0.01  0.8   0.19
//   "b"               0.01  0.5   0.49
//   "aa"              0.5   0.3   0.2
//   other             0.7   0.2   0.1
// Beam 2: step 0 candidates a .6, EOS .35 (rank 2 <= K: finishes ""), b .05; step 1 keeps aa .48,
// ab .114 (no EOS in the first two); step 2: aa.EOS .24 ranks first and finishes: 2 finished.
// Finished: "" (n = 1, log .35) and "aa" (n = 3, log .24). alpha 0: "" wins (-1.0498 > -1.4271).
// alpha 2: "" keeps log .35 (lp(1) = 1); "aa" scores log(.24) / (8/6)^2 = -0.80275: "aa" wins.
static const TableRow table2[] = {{"", 0.35, 0.6, 0.05}, {"a", 0.01, 0.8, 0.19},
                                  {"b", 0.01, 0.5, 0.49}, {"aa", 0.5, 0.3, 0.2}};

static void test_length_penalty_by_hand(void **state) {
    (void)state;
    MockSpec sp = {table2, 4, {"", 0.7, 0.2, 0.1}, 0, 0, 0, 0};
    Model m = mock_model(&sp, 6);
    int lens[1] = {5};
    SearchOptions o = search_defaults();
    o.beam_size = 2;
    o.n_best = 2;
    o.length_penalty = 0.0f;
    Searcher *s0 = run(&m, lens, 1, &o, 1);
    assert_tokens(search_hyp(s0, 0, 0), "");
    assert_tokens(search_hyp(s0, 0, 1), "aa");
    double w0[2] = {log(0.35), log(0.6 * 0.8 * 0.5)};
    float g0[2] = {search_hyp(s0, 0, 0)->score, search_hyp(s0, 0, 1)->score};
    assert_close_f32_f64(g0, w0, 2, 1e-6, 1e-6);
    search_free(s0);

    o.length_penalty = 2.0f;
    Searcher *s2 = run(&m, lens, 1, &o, 1);
    assert_tokens(search_hyp(s2, 0, 0), "aa");
    assert_tokens(search_hyp(s2, 0, 1), "");
    double w2[2] = {log(0.24) / ((8.0 / 6.0) * (8.0 / 6.0)), log(0.35)};
    float g2[2] = {search_hyp(s2, 0, 0)->score, search_hyp(s2, 0, 1)->score};
    assert_close_f32_f64(g2, w2, 2, 1e-6, 1e-6);
    search_free(s2);
}

// min_length 3 on table2, greedy: a (.6), a (.8), EOS forbidden at "aa" so a (.3), then "aaa" uses
// the default row: EOS (.7). Result "aaa", log-probability log(.6 * .8 * .3 * .7) (masking EOS does
// not renormalise). Without min_length greedy gives "aa" (EOS .5 at "aa").
static void test_min_length(void **state) {
    (void)state;
    MockSpec sp = {table2, 4, {"", 0.7, 0.2, 0.1}, 0, 0, 0, 0};
    Model m = mock_model(&sp, 6);
    int lens[1] = {5};
    SearchOptions o = search_defaults();
    Searcher *s = run(&m, lens, 1, &o, 1);
    assert_tokens(search_hyp(s, 0, 0), "aa");
    search_free(s);
    o.min_length = 3;
    for (int k = 1; k <= 3; k++) {  // greedy and beam agree here
        o.beam_size = k;
        s = run(&m, lens, 1, &o, 1);
        assert_tokens(search_hyp(s, 0, 0), "aaa");
        double w = log(0.6 * 0.8 * 0.3 * 0.7);
        assert_close_f32_f64(&search_hyp(s, 0, 0)->logprob, &w, 1, 1e-6, 1e-6);
        search_free(s);
    }
}

// Ties go to the lower token id: table1 with min_length 2: a (.5), then at "a" EOS is forbidden
// and a, b tie at .3: a; then "aa" uses the default row: EOS (.8). Greedy and beam (K = 1 through
// the beam path, and K = 2's best) give "aa".
static void test_ties_lower_token(void **state) {
    (void)state;
    MockSpec sp = {table1, 3, {"", 0.8, 0.1, 0.1}, 0, 0, 0, 0};
    Model m = mock_model(&sp, 6);
    int lens[1] = {4};
    SearchOptions o = search_defaults();
    o.min_length = 2;
    for (int k = 0; k < 3; k++) {
        o.beam_size = k == 2 ? 2 : 1;
        o.force_beam = k == 1;
        Searcher *s = run(&m, lens, 1, &o, 1);
        assert_tokens(search_hyp(s, 0, 0), "aa");
        double w = log(0.5 * 0.3 * 0.8);
        assert_close_f32_f64(&search_hyp(s, 0, 0)->logprob, &w, 1, 1e-6, 1e-6);
        search_free(s);
    }
}

// Ties across the 64-wide scan blocks: 70, 130 and 200 tie at the top of a 256-token vocabulary.
// Greedy takes 70 every time; a beam of 3 cut at 2 tokens keeps, in rank order, 70.70, 70.130,
// 70.200 (equal scores: the earlier finished first).
static void test_ties_across_blocks(void **state) {
    (void)state;
    MockSpec sp = {NULL, 0, {"", 0, 0, 0}, 0, 1, 0, 0};
    Model m = mock_model(&sp, 256);
    int lens[1] = {4};
    SearchOptions o = search_defaults();
    o.min_length = o.max_length = 2;
    Searcher *s = run(&m, lens, 1, &o, 1);
    assert_int_equal(search_hyp(s, 0, 0)->len, 2);
    assert_int_equal(search_hyp(s, 0, 0)->tokens[0], 70);
    assert_int_equal(search_hyp(s, 0, 0)->tokens[1], 70);
    search_free(s);
    o.beam_size = o.n_best = 3;
    s = run(&m, lens, 1, &o, 1);
    const int want[3][2] = {{70, 70}, {70, 130}, {70, 200}};
    for (int k = 0; k < 3; k++) {
        const SearchHyp *h = search_hyp(s, 0, k);
        assert_int_equal(h->len, 2);
        assert_int_equal(h->tokens[0], want[k][0]);
        assert_int_equal(h->tokens[1], want[k][1]);
        double w = 2 * log(0.3);
        assert_close_f32_f64(&h->logprob, &w, 1, 1e-6, 1e-6);
    }
    search_free(s);
}

static void test_max_output_length(void **state) {
    (void)state;
    SearchOptions o = search_defaults();  // 1.5 * pieces + 10
    assert_int_equal(search_max_output(&o, 100, 21), 40);   // 20 pieces: 30 + 10
    assert_int_equal(search_max_output(&o, 100, 8), 20);    // 7 pieces: floor(10.5) + 10
    assert_int_equal(search_max_output(&o, 35, 21), 35);    // model cap
    o.max_length = 25;
    assert_int_equal(search_max_output(&o, 100, 21), 25);   // absolute cap
    o.max_length_ratio = 0.0f;
    assert_int_equal(search_max_output(&o, 100, 200), 25);  // ratio off
    o.max_length = 0;
    assert_int_equal(search_max_output(&o, 100, 200), 100);
    o.max_length_ratio = 0.5f;
    o.max_length_add = -5;
    assert_int_equal(search_max_output(&o, 100, 2), 1);     // never below 1

    // a model that never emits EOS is cut at L with ended = 0; min = max = L gives exactly L
    MockSpec sp = {NULL, 0, {"", 0, 0, 0}, 1, 0, 0, 0};
    Model m = mock_model(&sp, 12);
    int lens[2] = {3, 9};  // L = floor(1.5 * 2) + 10 = 13 and floor(1.5 * 8) + 10 = 22
    SearchOptions d = search_defaults();
    for (int k = 1; k <= 3; k += 2) {
        d.beam_size = k;
        Searcher *s = run(&m, lens, 2, &d, 5);
        assert_int_equal(search_hyp(s, 0, 0)->len, 13);
        assert_int_equal(search_hyp(s, 1, 0)->len, 22);
        assert_int_equal(search_hyp(s, 0, 0)->ended, 0);
        search_free(s);
    }
    MockSpec sp2 = {NULL, 0, {"", 0, 0, 0}, 0, 0, 0, 0};
    Model m2 = mock_model(&sp2, 12);
    d.min_length = d.max_length = 7;
    Searcher *s = run(&m2, lens, 2, &d, 5);
    for (int b = 0; b < 2; b++) {
        assert_int_equal(search_hyp(s, b, 0)->len, 7);
        assert_int_equal(search_hyp(s, b, 0)->ended, 0);
    }
    search_free(s);
}

// ---------------------------------------------------------------- hash-model properties

static int hyp_equal(const SearchHyp *x, const SearchHyp *y, int S1, int S2) {
    if (x->len != y->len || x->ended != y->ended) return 0;
    if (memcmp(&x->logprob, &y->logprob, 4) || memcmp(&x->score, &y->score, 4)) return 0;
    for (int i = 0; i < x->len; i++)
        if (x->tokens[i] != y->tokens[i]) return 0;
    if ((x->attn == NULL) != (y->attn == NULL)) return 0;
    if (x->attn) {
        int S = S1 < S2 ? S1 : S2;  // the shorter padding; the rest must be zero
        for (int j = 0; j < x->len + x->ended; j++)
            for (int s = 0; s < S; s++)
                if (x->attn[(size_t)j * S1 + s] != y->attn[(size_t)j * S2 + s]) return 0;
    }
    return 1;
}

static const int det_lens[7] = {6, 2, 11, 4, 9, 1, 7};

static void check_batch_equals_single(int beam, int n_best, float alpha, int align) {
    MockSpec sp = {NULL, 0, {"", 0, 0, 0}, 0, 0, 0, 0};
    Model m = mock_model(&sp, 200);  // 3 full scan blocks and a partial one
    SearchOptions o = search_defaults();
    o.beam_size = beam;
    o.n_best = n_best;
    o.length_penalty = alpha;
    o.alignment = align;
    // the same 7 sentences: once as a batch, then one at a time (sentence b's tokens depend only
    // on b, so each single run uses seed and position chosen to reproduce its source)
    int B = 7, S = 11;
    int src[7 * 11] = {0};
    for (int b = 0; b < B; b++) {
        for (int s = 0; s < det_lens[b] - 1; s++) src[b * S + s] = 4 + (b * 5 + s * 3) % 30;
        src[b * S + det_lens[b] - 1] = TOK_EOS;
    }
    Searcher *all = search_create(&m);
    assert_int_equal(search_run(all, src, det_lens, B, S, &o), 0);
    Searcher *one = search_create(&m);
    for (int b = 0; b < B; b++) {
        int l = det_lens[b];
        assert_int_equal(search_run(one, src + b * S, &l, 1, l, &o), 0);
        for (int k = 0; k < n_best; k++) {
            const SearchHyp *x = search_hyp(all, b, k), *y = search_hyp(one, 0, k);
            if (!hyp_equal(x, y, S, l)) {
                print_error("beam %d sentence %d hyp %d differs: len %d vs %d\n", beam, b, k,
                            x->len, y->len);
                fail();
            }
            if (k > 0) assert_true(search_hyp(all, b, k - 1)->score >= x->score);
            if (align) {  // hand-known mock attention: peak at target position j % pieces
                int pieces = l > 1 ? l - 1 : 1;
                for (int j = 0; j < x->len + x->ended; j++) {
                    float want = 0.1f / (float)l + 0.9f;
                    assert_true(fabsf(x->attn[(size_t)j * S + j % pieces] - want) < 1e-6f);
                }
            }
        }
    }
    search_free(all);
    search_free(one);
}

static void test_batch_equals_single_greedy(void **state) {
    (void)state;
    check_batch_equals_single(1, 1, 0.0f, 0);
    check_batch_equals_single(1, 1, 0.6f, 1);
}

static void test_batch_equals_single_beam(void **state) {
    (void)state;
    check_batch_equals_single(4, 3, 0.6f, 0);
    check_batch_equals_single(5, 5, 1.0f, 1);
    check_batch_equals_single(2, 1, 0.0f, 1);
}

// K = 1 through the beam code path (force_beam) equals the greedy code path exactly: same
// tokens, same float log-probabilities and scores, same attention.
static void test_beam1_equals_greedy(void **state) {
    (void)state;
    MockSpec sp = {NULL, 0, {"", 0, 0, 0}, 0, 0, 0, 0};
    Model m = mock_model(&sp, 40);
    SearchOptions o = search_defaults();
    o.alignment = 1;
    o.length_penalty = 0.7f;
    Searcher *g = run(&m, det_lens, 7, &o, 3);
    o.beam_size = 1;
    o.force_beam = 1;
    Searcher *bm = run(&m, det_lens, 7, &o, 3);
    for (int b = 0; b < 7; b++)
        assert_true(hyp_equal(search_hyp(g, b, 0), search_hyp(bm, b, 0), 11, 11));
    search_free(g);
    search_free(bm);
}

// Greedy drops finished sentences: total row-steps = sum over sentences of tokens generated
// (EOS included), and the state shrinks (reorder called, fewer rows at later steps).
static void test_greedy_compaction(void **state) {
    (void)state;
    MockSpec sp = {NULL, 0, {"", 0, 0, 0}, 0, 0, 0, 0};
    Model m = mock_model(&sp, 40);
    SearchOptions o = search_defaults();
    Searcher *g = run(&m, det_lens, 7, &o, 3);
    long steps, row_steps, want = 0, longest = 0;
    search_stats(g, &steps, &row_steps);
    for (int b = 0; b < 7; b++) {
        const SearchHyp *h = search_hyp(g, b, 0);
        want += h->len + h->ended;
        if (h->len + h->ended > longest) longest = h->len + h->ended;
    }
    assert_int_equal(row_steps, want);
    assert_int_equal(steps, longest);
    assert_true(want < 7 * longest);  // sentences finished at different steps
    assert_true(sp.reorders >= 1);
    assert_true(sp.min_rows_seen < 7);
    search_free(g);
}

// decode_rows_*: the row -> sentence map follows a reorder (repeats and drops), bad parents and
// counts are refused before the model sees them, and no rows left is not passed to the model.
static void test_decode_rows(void **state) {
    (void)state;
    MockSpec sp = {NULL, 0, {"", 0, 0, 0}, 0, 0, 0, 0};
    Model m = mock_model(&sp, 12);
    int src[3 * 2] = {5, TOK_EOS, 6, TOK_EOS, 7, TOK_EOS}, lens[3] = {2, 2, 2};
    DecodeState *st = mock_encode(&m, src, lens, 3, 2);
    DecodeRows r = {0};
    assert_int_equal(decode_rows_reset(&r, 3), 0);
    assert_int_equal(r.n, 3);
    for (int b = 0; b < 3; b++) assert_int_equal(r.sentence[b], b);
    const int grow[5] = {2, 2, 0, 1, 1};
    assert_int_equal(decode_rows_reorder(&r, &m, st, grow, 5), 0);
    const int want[5] = {2, 2, 0, 1, 1};
    assert_int_equal(r.n, 5);
    assert_memory_equal(r.sentence, want, sizeof want);
    assert_int_equal(st->n, 5);  // the model gathered to 5 rows
    assert_int_equal(sp.reorders, 1);
    const int shrink[2] = {4, 0};  // rows 4 and 0: sentences 1 and 2
    assert_int_equal(decode_rows_reorder(&r, &m, st, shrink, 2), 0);
    assert_int_equal(r.n, 2);
    assert_int_equal(r.sentence[0], 1);
    assert_int_equal(r.sentence[1], 2);
    const int bad[2] = {0, 2};  // no row 2 any more
    assert_int_equal(decode_rows_reorder(&r, &m, st, bad, 2), TD_ERR_ARG);
    const int neg[1] = {-1};
    assert_int_equal(decode_rows_reorder(&r, &m, st, neg, 1), TD_ERR_ARG);
    assert_int_equal(decode_rows_reorder(&r, &m, st, shrink, -1), TD_ERR_ARG);
    assert_int_equal(r.n, 2);  // unchanged, and the model was not called
    assert_int_equal(sp.reorders, 2);
    assert_int_equal(decode_rows_reorder(&r, &m, st, NULL, 0), 0);
    assert_int_equal(r.n, 0);
    assert_int_equal(sp.reorders, 2);
    assert_int_equal(decode_rows_reset(&r, 40), 0);  // grows past the first capacity
    assert_int_equal(r.n, 40);
    assert_int_equal(r.sentence[39], 39);
    decode_rows_free(&r);
    decode_rows_free(&r);  // a zeroed one is fine
    mock_free_state(&m, st);
}

// What the step callback saw.
typedef struct StepLog {
    int calls, last_t, fail_at, beam;
    long rows;
    int seen[7];         // steps in which each sentence had a row
    int attn_checked;    // rows whose attention matched the hypothesis's alignment
    const Searcher *se;  // filled in after the run for the alignment check
    float att[7 * 64 * 11];  // [sentence, step, S] cross-attention read in the callback
} StepLog;

static int log_step(void *ctx, const SearchStep *v) {
    StepLog *g = ctx;
    assert_int_equal(v->t, g->last_t + 1);
    g->last_t = v->t;
    g->calls++;
    g->rows += v->rows->n;
    float att[64 * 11];  // [N, S], N <= 7 sentences * beam 3
    assert_true(v->rows->n <= 64);
    assert_int_equal(v->model->ops->cross_attention(v->model, v->state, v->rows, -1, -1, att), 0);
    for (int r = 0; r < v->rows->n; r++) {
        int b = v->rows->sentence[r];
        assert_true(b >= 0 && b < 7);
        if (r > 0 && !g->beam) assert_true(b > v->rows->sentence[r - 1]);  // one row each
        if (r > 0) assert_true(b >= v->rows->sentence[r - 1]);  // in sentence order
        g->seen[b]++;
        memcpy(g->att + ((size_t)b * 64 + v->t) * 11, att + (size_t)r * 11, 11 * sizeof(float));
    }
    return v->t == g->fail_at ? TD_ERR_INTERNAL : 0;
}

// The per-step callback: called once per step with consecutive t and the rows that took it; a
// sentence has a row in exactly as many steps as its hypothesis has tokens (EOS included); the
// attention read there is the hypothesis's alignment; a negative return stops the search.
static void test_step_callback(void **state) {
    (void)state;
    MockSpec sp = {NULL, 0, {"", 0, 0, 0}, 0, 0, 0, 0};
    Model m = mock_model(&sp, 40);
    StepLog *g = calloc(1, sizeof *g);
    g->last_t = -1;
    g->fail_at = -1;
    SearchOptions o = search_defaults();
    o.alignment = 1;
    o.on_step = log_step;
    o.on_step_ctx = g;
    int src[7 * 11] = {0};
    for (int b = 0; b < 7; b++) {
        for (int s = 0; s < det_lens[b] - 1; s++) src[b * 11 + s] = 4 + (b * 5 + s * 3) % 30;
        src[b * 11 + det_lens[b] - 1] = TOK_EOS;
    }
    Searcher *se = search_create(&m);
    assert_int_equal(search_run(se, src, det_lens, 7, 11, &o), 0);
    assert_int_equal(sp.reorders > 0, 1);  // sentences finished at different steps
    long steps, row_steps;
    search_stats(se, &steps, &row_steps);
    assert_int_equal(g->calls, steps);
    assert_int_equal(g->rows, row_steps);
    for (int b = 0; b < 7; b++) {
        const SearchHyp *h = search_hyp(se, b, 0);
        assert_int_equal(g->seen[b], h->len + h->ended);
        for (int j = 0; j < h->len + h->ended; j++)
            assert_memory_equal(g->att + ((size_t)b * 64 + j) * 11, h->attn + (size_t)j * 11,
                                11 * sizeof(float));
    }
    // beam: still once per step
    memset(g, 0, sizeof *g);
    g->last_t = g->fail_at = -1;
    g->beam = 1;
    o.beam_size = 3;
    o.on_step = NULL;
    assert_int_equal(search_run(se, src, det_lens, 7, 11, &o), 0);
    search_stats(se, &steps, &row_steps);
    assert_int_equal(g->calls, 0);
    o.on_step = log_step;
    assert_int_equal(search_run(se, src, det_lens, 7, 11, &o), 0);
    search_stats(se, &steps, &row_steps);
    assert_int_equal(g->calls, steps);
    assert_int_equal(g->rows, row_steps);
    // an error from the callback stops the search after that step
    memset(g, 0, sizeof *g);
    g->last_t = -1;
    g->fail_at = 2;  // the longest sentences take more than 3 steps
    o.beam_size = 1;
    assert_int_equal(search_run(se, src, det_lens, 7, 11, &o), TD_ERR_INTERNAL);
    assert_int_equal(g->calls, 3);
    search_free(se);
    free(g);
}

// The fixed-length setting of bin/bench decode (min_length = max_length = N, no length ratio):
// every sentence gets exactly N pieces and no EOS, whatever its source length, in exactly N steps;
// greedy runs B rows each step, beam 1 row per sentence at step 0 and K after.
static void test_fixed_output_length(void **state) {
    (void)state;
    MockSpec sp = {NULL, 0, {"", 0, 0, 0}, 0, 0, 0, 0};  // EOS grows likely with the length
    Model m = mock_model(&sp, 40);
    enum { N = 23 };
    for (int K = 1; K <= 4; K += 3) {
        SearchOptions o = search_defaults();
        o.beam_size = K;
        o.max_length_ratio = 0.0f;
        o.min_length = o.max_length = N;
        Searcher *s = run(&m, det_lens, 7, &o, 9);
        long steps, row_steps;
        search_stats(s, &steps, &row_steps);
        assert_int_equal(steps, N);
        assert_int_equal(row_steps, K == 1 ? 7 * N : 7 * (1 + (N - 1) * K));
        for (int b = 0; b < 7; b++) {
            const SearchHyp *h = search_hyp(s, b, 0);
            assert_int_equal(h->len, N);
            assert_int_equal(h->ended, 0);
            for (int j = 0; j < N; j++) assert_true(h->tokens[j] > TOK_EOS);
        }
        search_free(s);
    }
}

// With a beam wide enough to keep every prefix, beam search with alpha = 0 must return the most
// probable sequence of at most L tokens, found here by exhaustive enumeration in double precision.
static double best_exhaustive(const MockSpec *sp, DecodeState *st, int V, int L, int *best_len) {
    // depth-first over prefixes of row 0 (st has one row)
    double best = -1e300;
    float lp[64];
    int len = st->len[0];
    mock_row_logprobs(sp, st, 0, 0, V, lp);
    for (int v = 2; v < V; v++) {
        double x = lp[v];
        if (v == TOK_EOS || len + 1 == L) {
            if (x > best) {
                best = x;
                *best_len = len + (v != TOK_EOS);
            }
            continue;
        }
        st->prefix[len] = v;
        st->len[0] = len + 1;
        int bl = 0;
        double rest = best_exhaustive(sp, st, V, L, &bl);
        st->len[0] = len;
        if (x + rest > best) {
            best = x + rest;
            *best_len = bl;
        }
    }
    return best;
}

static void test_beam_finds_exhaustive_best(void **state) {
    (void)state;
    MockSpec sp = {NULL, 0, {"", 0, 0, 0}, 0, 0, 0, 0};
    Model m = mock_model(&sp, 6);  // finite tokens: EOS, UNK, a, b
    for (int seed = 0; seed < 4; seed++) {
        int lens[1] = {3};  // L = 13 with the defaults: cap with max_length
        SearchOptions o = search_defaults();
        o.max_length = 4;
        o.length_penalty = 0.0f;
        o.beam_size = 200;
        o.n_best = 1;
        Searcher *s = run(&m, lens, 1, &o, (unsigned)seed);
        const SearchHyp *h = search_hyp(s, 0, 0);
        // enumerate with the same source
        int S = 3, src[3];
        for (int i = 0; i < 2; i++) src[i] = 4 + (int)(mix64((unsigned)seed * 131u + i) % 20);
        src[2] = TOK_EOS;
        DecodeState *st = mock_encode(&m, src, lens, 1, S);
        int bl = 0;
        double best = best_exhaustive(&sp, st, 6, 4, &bl);
        mock_free_state(&m, st);
        (void)bl;
        assert_close_f32_f64(&h->logprob, &best, 1, 1e-5, 1e-5);
        search_free(s);
    }
}

// ---------------------------------------------------------------- the real models

// Both real architectures (small random models): a batch of N gives the same hypotheses as N
// batches of one, bit for bit (scores and attention included: every decoding product goes
// through gemm_rows, whose sums do not depend on the batch), and K = 1 through the beam path
// equals greedy bit for bit. half = 1: the weights are first rounded to float16 (as a float16
// checkpoint loads them), then decoding from the float16 copy (params_half_build, gemm_rows_f16)
// must give exactly the hypotheses of decoding from the float32 values, and stay batch-invariant.
// half = 2: int8 decoding (params_int8_build, gemm_int8: every decoding product from the int8
// copy, activations quantised per row) must stay batch-invariant bit for bit too; half = 3:
// bfloat16 decoding (params_bf16_dec_build, gemm_rows_bf16) likewise.
static void check_real_model(ModelArch arch, int half) {
    ModelConfig cfg = config_defaults(arch);
    cfg.vocab = 50;
    cfg.max_len = 16;
    if (arch == ARCH_TRANSFORMER) {
        cfg.d_model = 32, cfg.heads = 4, cfg.ffn = 64, cfg.enc_layers = cfg.dec_layers = 2;
    } else {
        cfg.emb = 16, cfg.enc_hidden = 16, cfg.dec_hidden = 32;
    }
    Model *m = model_create(&cfg, 5);
    assert_non_null(m);
    if (half == 2) {
        assert_int_equal(params_int8_build(&m->params), 0);
        params_int8_round(&m->params);
    } else if (half == 3) {
        assert_int_equal(params_bf16_dec_build(&m->params), 0);
        assert_non_null(m->params.bf16_dec);
    } else if (half) {
        assert_int_equal(params_half_exact(&m->params), 0);  // random float32 weights
        params_round_to_half(&m->params);
        assert_int_equal(params_half_exact(&m->params), 1);
    }
    enum { NB = 6, SM = 13 };
    const int lens[NB] = {5, 13, 1, 8, 2, 11};
    int src[NB * SM] = {0};
    for (int b = 0; b < NB; b++) {
        for (int s = 0; s < lens[b] - 1; s++) src[b * SM + s] = 4 + (int)(mix64(b * 100 + s) % 46);
        src[b * SM + lens[b] - 1] = TOK_EOS;
    }
    for (int v = 0; v < 3; v++) {
        SearchOptions o = search_defaults();
        o.alignment = 1;
        o.max_length = 12;
        if (v == 1) o.beam_size = 3, o.n_best = 2;
        if (v == 2) o.beam_size = 1, o.force_beam = 1;
        Searcher *all = search_create(m), *one = search_create(m), *f32 = NULL;
        if (half == 1) {  // the float32 reference first, then everything below from the copy
            f32 = search_create(m);
            assert_int_equal(search_run(f32, src, lens, NB, SM, &o), 0);
            assert_int_equal(params_half_build(&m->params), 0);
        }
        assert_int_equal(search_run(all, src, lens, NB, SM, &o), 0);
        for (int b = 0; b < NB; b++) {
            int l = lens[b];
            assert_int_equal(search_run(one, src + b * SM, &l, 1, l, &o), 0);
            for (int k = 0; k < o.n_best; k++) {
                if (!hyp_equal(search_hyp(all, b, k), search_hyp(one, 0, k), SM, l)) {
                    print_error("%s variant %d: sentence %d hyp %d differs in a batch\n",
                                arch_name(arch), v, b, k);
                    fail();
                }
                if (f32 && !hyp_equal(search_hyp(all, b, k), search_hyp(f32, b, k), SM, SM)) {
                    print_error("%s variant %d: sentence %d hyp %d differs from float32\n",
                                arch_name(arch), v, b, k);
                    fail();
                }
            }
        }
        if (v == 2) {  // the beam path with K = 1 against the greedy path
            SearchOptions g = o;
            g.force_beam = 0;
            assert_int_equal(search_run(one, src, lens, NB, SM, &g), 0);
            for (int b = 0; b < NB; b++)
                assert_true(hyp_equal(search_hyp(all, b, 0), search_hyp(one, b, 0), SM, SM));
        }
        params_half_drop(&m->params);
        search_free(all);
        search_free(one);
        search_free(f32);
    }
    model_free(m);
}

// One test per architecture and weight copy (check_real_model's `half`).
#define REAL_MODEL_TEST(name, arch, half) \
    static void name(void **state) {      \
        (void)state;                      \
        check_real_model(arch, half);     \
    }
REAL_MODEL_TEST(test_real_transformer_batch_independent, ARCH_TRANSFORMER, 0)
REAL_MODEL_TEST(test_real_rnn_batch_independent, ARCH_RNN, 0)
REAL_MODEL_TEST(test_real_transformer_half_weights, ARCH_TRANSFORMER, 1)
REAL_MODEL_TEST(test_real_rnn_half_weights, ARCH_RNN, 1)
REAL_MODEL_TEST(test_real_transformer_int8_weights, ARCH_TRANSFORMER, 2)
REAL_MODEL_TEST(test_real_rnn_int8_weights, ARCH_RNN, 2)
REAL_MODEL_TEST(test_real_transformer_bf16_weights, ARCH_TRANSFORMER, 3)
REAL_MODEL_TEST(test_real_rnn_bf16_weights, ARCH_RNN, 3)

static void test_bad_options(void **state) {
    (void)state;
    SearchOptions o = search_defaults();
    assert_int_equal(search_check_options(&o), 0);
    o.n_best = 2;
    assert_int_equal(search_check_options(&o), TD_ERR_ARG);
    assert_non_null(strstr(td_last_error(), "n-best"));
    o = search_defaults();
    o.beam_size = 0;
    assert_int_equal(search_check_options(&o), TD_ERR_ARG);
    o = search_defaults();
    o.length_penalty = -1.0f;
    assert_int_equal(search_check_options(&o), TD_ERR_ARG);
    o = search_defaults();
    o.min_length = -1;
    assert_int_equal(search_check_options(&o), TD_ERR_ARG);
    // a bad alignment layer is the model's error, passed through
    MockSpec sp = {NULL, 0, {"", 0, 0, 0}, 0, 0, 0, 0};
    Model m = mock_model(&sp, 12);
    o = search_defaults();
    o.alignment = 1;
    o.alignment_layer = 3;
    Searcher *s = search_create(&m);
    int src[2] = {5, TOK_EOS}, len = 2;
    assert_int_equal(search_run(s, src, &len, 1, 2, &o), TD_ERR_ARG);
    search_free(s);
}

// search_argmax against a plain scan: ties to the lower index (inside and across 16-blocks and in
// the tail), NaN never wins, all -inf gives 0, V not a multiple of 16.
static void test_argmax(void **state) {
    (void)state;
    enum { V = 8003 };
    float *x = malloc(V * sizeof *x);
    for (int j = 0; j < V; j++) x[j] = -INFINITY;
    assert_int_equal(search_argmax(x, V), 0);
    x[5] = NAN;
    x[8001] = -3.0f;
    assert_int_equal(search_argmax(x, V), 8001);
    x[40] = -3.0f;  // an equal value earlier wins
    assert_int_equal(search_argmax(x, V), 40);
    x[33] = -3.0f;  // and earlier still, in the block before
    assert_int_equal(search_argmax(x, V), 33);
    x[8002] = -1.0f;  // tail
    assert_int_equal(search_argmax(x, V), 8002);
    x[17] = 2.0f;
    x[18] = 2.0f;
    assert_int_equal(search_argmax(x, V), 17);
    assert_int_equal(search_argmax(x, 3), 0);  // the first 3: -inf, -inf, -inf -> 0
    x[2] = 0.5f;
    assert_int_equal(search_argmax(x, 3), 2);
    free(x);
}

int main(void) {
    blas_set_threads(1);
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_argmax),
        cmocka_unit_test(test_beam_beats_greedy_by_hand),
        cmocka_unit_test(test_length_penalty_by_hand),
        cmocka_unit_test(test_min_length),
        cmocka_unit_test(test_ties_lower_token),
        cmocka_unit_test(test_ties_across_blocks),
        cmocka_unit_test(test_max_output_length),
        cmocka_unit_test(test_batch_equals_single_greedy),
        cmocka_unit_test(test_batch_equals_single_beam),
        cmocka_unit_test(test_beam1_equals_greedy),
        cmocka_unit_test(test_greedy_compaction),
        cmocka_unit_test(test_beam_finds_exhaustive_best),
        cmocka_unit_test(test_decode_rows),
        cmocka_unit_test(test_step_callback),
        cmocka_unit_test(test_fixed_output_length),
        cmocka_unit_test(test_bad_options),
        cmocka_unit_test(test_real_transformer_batch_independent),
        cmocka_unit_test(test_real_rnn_batch_independent),
        cmocka_unit_test(test_real_transformer_half_weights),
        cmocka_unit_test(test_real_rnn_half_weights),
        cmocka_unit_test(test_real_transformer_int8_weights),
        cmocka_unit_test(test_real_rnn_int8_weights),
        cmocka_unit_test(test_real_transformer_bf16_weights),
        cmocka_unit_test(test_real_rnn_bf16_weights),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
