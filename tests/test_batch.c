// Token-budget batching: every pair once per epoch, budgets respected, same seed -> same batches,
// exact padding and lengths, resume from (epoch, step), errors.
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <cmocka.h>

#include <stdlib.h>
#include <string.h>

#include "data/batch.h"
#include "tests/test_util.h"

// A synthetic tokenised corpus: pair i has a source of 1..60 pieces (+ EOS) and a target of
// 0..59 pieces, ids 4 + (7 i + 3 pos) % 500; line[i] = 10 i (as if lines were skipped).
static TokCorpus make_corpus(int n, uint64_t seed) {
    TokCorpus c;
    memset(&c, 0, sizeof c);
    c.n = n;
    c.src_off = malloc((size_t)(n + 1) * sizeof(int64_t));
    c.tgt_off = malloc((size_t)(n + 1) * sizeof(int64_t));
    c.line = malloc((size_t)n * sizeof(int));
    c.src_ids = malloc((size_t)n * 61 * sizeof(int));
    c.tgt_ids = malloc((size_t)n * 60 * sizeof(int) + sizeof(int));
    uint64_t st = seed;
    c.src_off[0] = c.tgt_off[0] = 0;
    for (int i = 0; i < n; i++) {
        int ns = 1 + (int)(batch_rng_next(&st) % 60), nt = (int)(batch_rng_next(&st) % 60);
        int *s = c.src_ids + c.src_off[i], *t = c.tgt_ids + c.tgt_off[i];
        for (int k = 0; k < ns; k++) s[k] = 4 + (7 * i + 3 * k) % 500;
        s[ns] = SPM_EOS_ID;
        for (int k = 0; k < nt; k++) t[k] = 4 + (7 * i + 3 * k + 1) % 500;
        c.src_off[i + 1] = c.src_off[i] + ns + 1;
        c.tgt_off[i + 1] = c.tgt_off[i] + nt;
        c.line[i] = 10 * i;
    }
    return c;
}

static int pair_of_line(int line) { return line / 10; }

// Checks one batch row by row against the corpus: ids, EOS/BOS placement, pads, lengths, counts.
static void check_batch(const Batch *b, const TokCorpus *c) {
    int src_tok = 0, tgt_tok = 0, maxS = 0, maxT = 0;
    for (int r = 0; r < b->B; r++) {
        int p = pair_of_line(b->index[r]);
        assert_int_equal(b->index[r], c->line[p]);
        int sl = tok_src_len(c, p), nt = tok_tgt_len(c, p);
        assert_int_equal(b->src_len[r], sl);
        assert_int_equal(b->tgt_len[r], nt + 1);
        const int *src = b->src + (size_t)r * b->S;
        const int *tin = b->tgt_in + (size_t)r * b->T, *tout = b->tgt_out + (size_t)r * b->T;
        assert_memory_equal(src, c->src_ids + c->src_off[p], (size_t)sl * sizeof(int));
        assert_int_equal(src[sl - 1], SPM_EOS_ID);
        for (int j = sl; j < b->S; j++) assert_int_equal(src[j], SPM_PAD_ID);
        assert_int_equal(tin[0], SPM_BOS_ID);
        for (int j = 0; j < nt; j++) {
            assert_int_equal(tin[j + 1], c->tgt_ids[c->tgt_off[p] + j]);
            assert_int_equal(tout[j], c->tgt_ids[c->tgt_off[p] + j]);
        }
        assert_int_equal(tout[nt], SPM_EOS_ID);
        for (int j = nt + 1; j < b->T; j++) {
            assert_int_equal(tin[j], SPM_PAD_ID);
            assert_int_equal(tout[j], SPM_PAD_ID);
        }
        src_tok += sl;
        tgt_tok += nt + 1;
        if (sl > maxS) maxS = sl;
        if (nt + 1 > maxT) maxT = nt + 1;
    }
    assert_int_equal(b->S, maxS);  // padded to the longest row, not beyond
    assert_int_equal(b->T, maxT);
    assert_int_equal(b->n_src_tokens, src_tok);
    assert_int_equal(b->n_tgt_tokens, tgt_tok);
}

// Runs one epoch: every pair exactly once, budgets respected, rows exact. Returns padding ratio.
static double check_epoch(Batcher *bt, Batch *b, int epoch, const BatchOptions *o) {
    const TokCorpus *c = bt->corpus;
    int *seen = calloc((size_t)c->n, sizeof(int));
    long pad_tgt = 0, real_tgt = 0;
    for (int step = 0; step < bt->n_batches; step++) {
        assert_int_equal(batcher_get(bt, epoch, step, b), 0);
        assert_true(b->B >= 1);
        assert_true(b->B * b->T <= o->max_tokens);
        if (o->max_src_tokens) assert_true(b->B * b->S <= o->max_src_tokens);
        if (o->max_sentences) assert_true(b->B <= o->max_sentences);
        check_batch(b, c);
        for (int r = 0; r < b->B; r++) seen[pair_of_line(b->index[r])]++;
        pad_tgt += (long)b->B * b->T;
        real_tgt += b->n_tgt_tokens;
    }
    for (int i = 0; i < c->n; i++)
        if (seen[i] != 1) fail_msg("epoch %d: pair %d seen %d times", epoch, i, seen[i]);
    free(seen);
    return 1.0 - (double)real_tgt / (double)pad_tgt;
}

static void test_epoch_invariants(void **state) {
    (void)state;
    TokCorpus c = make_corpus(3000, 42);
    BatchOptions o = batch_defaults();
    o.max_tokens = 1000;
    o.seed = 7;
    Batcher bt;
    assert_int_equal(batcher_init(&bt, &c, &o), 0);
    Batch b;
    assert_int_equal(batcher_alloc_batch(&bt, &b), 0);
    assert_true(bt.max_tgt <= 1000);
    double pad0 = check_epoch(&bt, &b, 0, &o);
    check_epoch(&bt, &b, 1, &o);
    // Length bucketing: sorted by target length, padding is a small fraction of the tokens.
    if (!(pad0 < 0.05)) fail_msg("target padding %.3f", pad0);
    // With a source budget and a sentence limit as well.
    batcher_free(&bt);
    batch_free(&b);
    o.max_src_tokens = 800;
    o.max_sentences = 20;
    assert_int_equal(batcher_init(&bt, &c, &o), 0);
    assert_int_equal(batcher_alloc_batch(&bt, &b), 0);
    check_epoch(&bt, &b, 0, &o);
    assert_true(bt.max_B <= 20);
    batcher_free(&bt);
    batch_free(&b);
    tok_corpus_free(&c);
}

static int int_cmp(const void *a, const void *b) {
    int x = *(const int *)a, y = *(const int *)b;
    return (x > y) - (x < y);
}

// Collects the batch order of an epoch as the first corpus line of each batch.
static void epoch_signature(Batcher *bt, Batch *b, int epoch, int *sig) {
    for (int s = 0; s < bt->n_batches; s++) {
        assert_int_equal(batcher_get(bt, epoch, s, b), 0);
        sig[s] = b->index[0] * 1000 + b->B;
    }
}

static void test_same_seed_same_batches(void **state) {
    (void)state;
    TokCorpus c = make_corpus(2000, 3);
    BatchOptions o = batch_defaults();
    o.max_tokens = 1500;
    o.seed = 1234;
    Batcher x, y, z;
    Batch bx, by;
    assert_int_equal(batcher_init(&x, &c, &o), 0);
    assert_int_equal(batcher_init(&y, &c, &o), 0);
    o.seed = 1235;
    assert_int_equal(batcher_init(&z, &c, &o), 0);
    assert_int_equal(batcher_alloc_batch(&x, &bx), 0);
    assert_int_equal(batcher_alloc_batch(&y, &by), 0);
    int n = x.n_batches;
    assert_true(n > 20);
    assert_int_equal(y.n_batches, n);
    int *s0 = malloc((size_t)n * sizeof(int)), *s1 = malloc((size_t)n * sizeof(int));
    int *sy = malloc((size_t)n * sizeof(int)), *sz = malloc((size_t)n * sizeof(int));
    // Same seed: identical batches, content included.
    for (int s = 0; s < n; s++) {
        assert_int_equal(batcher_get(&x, 0, s, &bx), 0);
        assert_int_equal(batcher_get(&y, 0, s, &by), 0);
        assert_int_equal(bx.B, by.B);
        assert_int_equal(bx.S, by.S);
        assert_int_equal(bx.T, by.T);
        assert_memory_equal(bx.src, by.src, (size_t)bx.B * bx.S * sizeof(int));
        assert_memory_equal(bx.tgt_out, by.tgt_out, (size_t)bx.B * bx.T * sizeof(int));
        assert_memory_equal(bx.index, by.index, (size_t)bx.B * sizeof(int));
    }
    epoch_signature(&x, &bx, 0, s0);
    epoch_signature(&x, &bx, 1, s1);
    epoch_signature(&z, &bx, 0, sz);
    assert_true(memcmp(s0, s1, (size_t)n * sizeof(int)) != 0);  // epochs are reshuffled
    assert_true(memcmp(s0, sz, (size_t)n * sizeof(int)) != 0);  // seeds matter
    // Resume: step k of epoch 1 read after jumping around equals a fresh batcher's.
    epoch_signature(&y, &by, 5, sy);
    for (int s = n - 1; s >= 0; s -= 7) {
        assert_int_equal(batcher_get(&y, 1, s, &by), 0);
        assert_int_equal(by.index[0] * 1000 + by.B, s1[s]);
    }
    // Same batch set every epoch (a fixed partition), only the order changes.
    qsort(s0, (size_t)n, sizeof(int), int_cmp);
    qsort(s1, (size_t)n, sizeof(int), int_cmp);
    assert_memory_equal(s0, s1, (size_t)n * sizeof(int));
    free(s0);
    free(s1);
    free(sy);
    free(sz);
    batch_free(&bx);
    batch_free(&by);
    batcher_free(&x);
    batcher_free(&y);
    batcher_free(&z);
    tok_corpus_free(&c);
}

static void test_no_shuffle_is_length_order(void **state) {
    (void)state;
    TokCorpus c = make_corpus(500, 9);
    BatchOptions o = batch_defaults();
    o.max_tokens = 600;
    o.shuffle = 0;
    Batcher bt;
    Batch b;
    assert_int_equal(batcher_init(&bt, &c, &o), 0);
    assert_int_equal(batcher_alloc_batch(&bt, &b), 0);
    int last_T = 0;
    for (int s = 0; s < bt.n_batches; s++) {
        assert_int_equal(batcher_batch_id(&bt, 3, s), s);
        assert_int_equal(batcher_get(&bt, 3, s, &b), 0);
        assert_true(b.T >= last_T);
        last_T = b.T;
    }
    assert_int_equal(batcher_batch_id(&bt, 0, bt.n_batches), -1);
    assert_int_equal(batcher_get(&bt, 0, bt.n_batches, &b), TD_ERR_ARG);
    assert_int_equal(batcher_get(&bt, -1, 0, &b), TD_ERR_ARG);
    batch_free(&b);
    batcher_free(&bt);
    tok_corpus_free(&c);
}

static void test_errors(void **state) {
    (void)state;
    TokCorpus c = make_corpus(50, 5);
    BatchOptions o = batch_defaults();
    o.max_tokens = 30;  // smaller than the longest target (+1)
    Batcher bt;
    assert_int_equal(batcher_init(&bt, &c, &o), TD_ERR_ARG);
    assert_non_null(strstr(td_last_error(), "does not fit the batch budget"));
    o.max_tokens = 1;
    assert_int_equal(batcher_init(&bt, &c, &o), TD_ERR_ARG);
    TokCorpus empty;
    memset(&empty, 0, sizeof empty);
    assert_int_equal(batcher_init(&bt, &empty, NULL), TD_ERR_ARG);

    // batch_fill beyond the capacity of the Batch.
    Batch b;
    assert_int_equal(batch_alloc(&b, 2, 10, 10), 0);
    int pairs[3] = {0, 1, 2};
    assert_int_equal(batch_fill(&b, &c, pairs, 3), TD_ERR_ARG);
    batch_free(&b);
    assert_null(b.src);
    tok_corpus_free(&c);
}

// One hand-made corpus checked value by value.
static void test_hand_values(void **state) {
    (void)state;
    int src_ids[] = {10, 11, 2, 20, 2, 30, 31, 32, 2};
    int64_t src_off[] = {0, 3, 5, 9};
    int tgt_ids[] = {40, 50, 51, 52};
    int64_t tgt_off[] = {0, 1, 1, 4};
    int line[] = {0, 1, 2};
    TokCorpus c = {.n = 3, .src_ids = src_ids, .src_off = src_off, .tgt_ids = tgt_ids,
                   .tgt_off = tgt_off, .line = line};
    Batch b;
    assert_int_equal(batch_alloc(&b, 3, 12, 12), 0);
    int pairs[] = {2, 0, 1};
    assert_int_equal(batch_fill(&b, &c, pairs, 3), 0);
    assert_int_equal(b.B, 3);
    assert_int_equal(b.S, 4);
    assert_int_equal(b.T, 4);
    int want_src[] = {30, 31, 32, 2, 10, 11, 2, 0, 20, 2, 0, 0};
    int want_in[] = {1, 50, 51, 52, 1, 40, 0, 0, 1, 0, 0, 0};
    int want_out[] = {50, 51, 52, 2, 40, 2, 0, 0, 2, 0, 0, 0};
    int want_sl[] = {4, 3, 2}, want_tl[] = {4, 2, 1}, want_idx[] = {2, 0, 1};
    assert_memory_equal(b.src, want_src, sizeof want_src);
    assert_memory_equal(b.tgt_in, want_in, sizeof want_in);
    assert_memory_equal(b.tgt_out, want_out, sizeof want_out);
    assert_memory_equal(b.src_len, want_sl, sizeof want_sl);
    assert_memory_equal(b.tgt_len, want_tl, sizeof want_tl);
    assert_memory_equal(b.index, want_idx, sizeof want_idx);
    assert_int_equal(b.n_src_tokens, 9);
    assert_int_equal(b.n_tgt_tokens, 7);
    batch_free(&b);

    // Budget 8: sorted by target length -> {1 (T 1), 0 (T 2)} then {2 (T 4)}: 2*2 <= 8, 3*4 > 8.
    BatchOptions o = batch_defaults();
    o.max_tokens = 8;
    o.shuffle = 0;
    Batcher bt;
    assert_int_equal(batcher_init(&bt, &c, &o), 0);
    assert_int_equal(bt.n_batches, 2);
    assert_int_equal(bt.start[1], 2);
    assert_int_equal(bt.sorted[0], 1);
    assert_int_equal(bt.sorted[1], 0);
    assert_int_equal(bt.sorted[2], 2);
    batcher_free(&bt);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_hand_values),
        cmocka_unit_test(test_epoch_invariants),
        cmocka_unit_test(test_same_seed_same_batches),
        cmocka_unit_test(test_no_shuffle_is_length_order),
        cmocka_unit_test(test_errors),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
