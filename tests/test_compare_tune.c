// Tests for bin/compare --tune (study/tune.h): the successive-halving schedule against a table
// computed by hand, the selection and length-penalty rules, the grid file and its errors (file and
// line), the shipped grid, and a quick tuning on the bible300 fixture whose answer is known by
// construction: of four candidates per architecture, three have a learning rate (1e-9 to 4e-9)
// that cannot move the weights in 10 updates, so the fourth (3e-3) must win and the three must
// be pruned at the first rung; the rerun reuses every rung; both architectures go through each
// rung together; a tuning stopped after a rung reports that rung and continues from it.
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <cmocka.h>

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "models/config.h"
#include "study/recipe.h"
#include "study/text_io.h"
#include "study/tune.h"
#include "tests/test_util.h"

static void test_halving_table(void **state) {
    (void)state;
    // Rung k: ceil(n / eta^k) candidates, U / eta^(R-1-k) updates (integer division), by hand.
    static const struct {
        int n, eta, rungs;
        long updates;
        int cand[4];
        long upd[4];
    } cases[] = {
        {8, 2, 3, 2000, {8, 4, 2}, {500, 1000, 2000}},  // the shipped grid's first stage
        {4, 2, 3, 2000, {4, 2, 1}, {500, 1000, 2000}},  // and its second
        {4, 4, 2, 40, {4, 1}, {10, 40}},                // the known-answer case below
        {6, 2, 3, 1000, {6, 3, 2}, {250, 500, 1000}},   // ceil(6 / 4) = 2
        {9, 3, 3, 900, {9, 3, 1}, {100, 300, 900}},
        {5, 3, 2, 100, {5, 2}, {33, 100}},              // 100 / 3 = 33
        {3, 2, 4, 80, {3, 2, 1, 1}, {10, 20, 40, 80}},  // ceil(3 / 8) = 1
        {1, 2, 1, 7, {1}, {7}},
    };
    for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
        StudyRung r[STUDY_TUNE_MAX_RUNGS];
        assert_int_equal(study_halving_schedule(cases[i].n, cases[i].eta, cases[i].rungs,
                                                cases[i].updates, r), 0);
        for (int k = 0; k < cases[i].rungs; k++) {
            if (r[k].candidates != cases[i].cand[k] || r[k].updates != cases[i].upd[k])
                print_error("case %zu rung %d: %d x %ld, want %d x %ld\n", i, k, r[k].candidates,
                            r[k].updates, cases[i].cand[k], cases[i].upd[k]);
            assert_int_equal(r[k].candidates, cases[i].cand[k]);
            assert_int_equal(r[k].updates, cases[i].upd[k]);
        }
    }
    static const int bad[][4] = {{0, 2, 3, 100}, {4, 1, 3, 100}, {4, 2, 0, 100},
                                 {4, 2, STUDY_TUNE_MAX_RUNGS + 1, 1 << 20}, {4, 2, 3, 3}};
    for (size_t i = 0; i < sizeof bad / sizeof *bad; i++) {
        StudyRung r[STUDY_TUNE_MAX_RUNGS];
        assert_int_equal(study_halving_schedule(bad[i][0], bad[i][1], bad[i][2], bad[i][3], r),
                         TD_ERR_ARG);
    }
    assert_non_null(strstr(td_last_error(), "less than one update (3 / 4)"));
    td_clear_error();
}

static void test_order_rule(void **state) {
    (void)state;
    // Later rung first; then lower NLL; non-finite after finite; ties to the lower index.
    const int reached[6] = {1, 0, 1, 1, -1, 1};
    const double nll[6] = {2.0, 1.0, NAN, 2.0, NAN, 1.5};
    const int want[6] = {5, 0, 3, 2, 1, 4};
    int order[6];
    study_tune_order(reached, nll, 6, order);
    assert_memory_equal(order, want, sizeof want);
    const int r2[3] = {0, 0, 0};
    const double n2[3] = {3.0, INFINITY, 2.5};
    const int w2[3] = {2, 0, 1};
    study_tune_order(r2, n2, 3, order);
    assert_memory_equal(order, w2, sizeof w2);
    // The length penalty: highest finite BLEU, ties to the first listed.
    const double b1[4] = {1.0, 3.0, 3.0, NAN}, b2[2] = {NAN, NAN}, b3[2] = {0, 0};
    assert_int_equal(study_tune_pick(b1, 4), 1);
    assert_int_equal(study_tune_pick(b2, 2), -1);
    assert_int_equal(study_tune_pick(b3, 2), 0);
}

static void test_shipped_grid(void **state) {
    (void)state;
    static StudyGrid g;
    if (study_grid_load(&g, "study/recipes/tune-default.grid") < 0)
        print_error("%s\n", td_last_error());
    assert_int_equal(study_grid_load(&g, "study/recipes/tune-default.grid"), 0);
    assert_int_equal(g.eta, 2);
    assert_int_equal(g.rungs, 3);
    assert_int_equal(g.updates, 2000);
    // The shipped grid: Transformer post/pre-LN x 4 peak rates, RNN 4 rates x 2 schedules.
    assert_int_equal(study_grid_candidates(&g, ARCH_TRANSFORMER), 8);
    assert_int_equal(study_grid_candidates(&g, ARCH_RNN), 8);
    int lr_values = 0, norm_values = 0, schedules = 0;
    for (int i = 0; i < g.n_axes[ARCH_TRANSFORMER]; i++) {
        const StudyTuneAxis *ax = &g.axes[ARCH_TRANSFORMER][i];
        if (ax->field == STUDY_R_LR) lr_values = ax->n;
        if (ax->field == STUDY_R_NORM) norm_values = ax->n;
    }
    for (int i = 0; i < g.n_axes[ARCH_RNN]; i++)
        if (g.axes[ARCH_RNN][i].field == STUDY_R_SCHEDULE) schedules = g.axes[ARCH_RNN][i].n;
    assert_int_equal(lr_values, 4);
    assert_int_equal(norm_values, 2);
    assert_int_equal(schedules, 2);
    assert_int_equal(g.refine_best, 2);
    assert_int_equal(g.n_refine, 1);
    assert_int_equal(g.refine[0].field, STUDY_R_DROPOUT);
    assert_int_equal(g.refine[0].n, 2);
    assert_int_equal(g.n_lp, 4);
    assert_string_equal(g.lp[0], "0.6");
    assert_string_equal(g.lp[3], "1.2");
}

static void test_grid_errors(void **state) {
    (void)state;
    static const struct {
        const char *text, *where, *why;
    } cases[] = {
        {"eta = 1\n", "g.grid:1:", "eta"},
        {"rungs = 3\n\nfoo\n", "g.grid:3:", "has no '='"},
        {"updates = 10\nbeam = 5\n", "g.grid:2:", "unknown key 'beam' before the first section"},
        {"[rnn]\nlr = 1e-3, fast\n", "g.grid:2:", "lr: 'fast'"},
        {"[rnn]\nlr = 1e-3,,2e-3\n", "g.grid:2:", "an empty value"},
        {"[rnn]\nlr = 1e-3\nlr = 2e-3\n", "g.grid:3:", "'lr' is set twice in [rnn] (first on "
         "line 2)"},
        {"# c\n[cnn]\nlr = 1e-3\n", "g.grid:2:", "unknown section [cnn]"},
        {"[transformer]\nlr = 1e-3\n[rnn]\nlr = 1e-3\n\n[bogus]\n", "g.grid:6:",
         "unknown section [bogus]"},
        {"[transformer]\nnorm = pre, post\n[rnn]\nnorm = pre\n", "g.grid:4:",
         "Transformer option"},
        {"[rnn]\nlearning_rate = 1\n", "g.grid:2:", "unknown key 'learning_rate'"},
        {"[refine]\nbest = 1\nnorm = pre\n", "g.grid:3:", "Transformer option"},
        {"[decode]\nbeam = 5\n", "g.grid:2:", "unknown key 'beam' in [decode]"},
        {"[decode]\nlength_penalty = 0.6, -1\n", "g.grid:2:", "length_penalty: '-1'"},
        {"[rnn\n", "g.grid:1:", "not a section header"},
        {"[rnn]\nlr = 1,2,3,4,5,6,7,8,9\n", "g.grid:2:", "more than 8 values"},
        {"[rnn]\nlr = 1e-3, 2e-3, 0.001\n", "g.grid:2:", "lr: 1e-3 and 0.001 are the same"},
        {"[transformer]\nnorm = pre, post, pre\n", "g.grid:2:", "norm: pre and pre are the same"},
        {"[rnn]\nwarmup = 100, 200\nwarmup_share = 0.1\n", "g.grid:3:",
         "warmup_share and warmup (line 2) both set the warm-up: keep one"},
        {"[refine]\nbest = 1\nwarmup_share = 0.1\n\nwarmup = 5\n", "g.grid:5:",
         "warmup and warmup_share (line 3) both set the warm-up"},
        {"[rnn]\nlr = 1e-3, 2e-3\n[transformer]\nlr = 1e-3\n", "g.grid:",
         "[rnn] makes 2 candidates and [transformer] 1"},
        {"[refine]\nbest = 3\ndropout = 0.1\n", "g.grid:", "best = 3, but the first stage has 1"},
        {"[rnn]\nlr = 1e-3\n[transformer]\nlr = 1e-3\nnorm = pre\narch = transformer\n",
         "g.grid:6:", "'arch' is not a grid key: a section's architecture is its header"},
        {"eta = 1\n", "g.grid:1:", "eta: '1'"},
        {"rungs = 0\n", "g.grid:1:", "rungs: '0'"},
        {"updates = x\n", "g.grid:1:", "updates: 'x'"},
        {"[refine]\nbest = 0\n", "g.grid:2:", "best: '0'"},
        {"[decode]\ndev_lines = -1\n", "g.grid:2:", "dev_lines: '-1'"},
        {"[rnn]\nwarmup_share = 0.1, 2\n", "g.grid:2:", "warmup_share: '2'"},
        {"[rnn]\nlabel_smoothing = 1\n", "g.grid:2:", "label_smoothing: '1'"},
        {"[rnn]\nbatch_tokens = 1\n", "g.grid:2:", "batch_tokens: '1'"},
        {"[rnn]\nl\x01r = 1\n", "g.grid:2:", "unknown key 'l\\x01r'"},
        {"[rnn]\nlr = \x01\x02\x03\n", "g.grid:2:", "lr: '\\x01\\x02\\x03'"},
        {"[r\x01nn]\nlr = 1\n", "g.grid:1:", "unknown section [r\\x01nn]"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
        static StudyGrid g;
        int rc = study_grid_parse(&g, cases[i].text, "g.grid");
        const char *msg = td_last_error();
        assert_null(strstr(msg, "--"));         // keys as the file writes them, not as options
        assert_null(strstr(msg, "use arch"));   // a grid section's keys do not include arch
        for (const char *p = msg; *p; p++) assert_true(*p >= 0x20 && *p < 0x7f);
        assert_format_error(i, rc, cases[i].where, cases[i].why);
    }
}

// A grid file with a NUL byte is refused at its line, not cut there.
static void test_grid_nul(void **state) {
    (void)state;
    static const char nul[] = "eta = 2\n[rnn]\nlr = 1e-3, 2\0e-3\n";
    const char *path = test_tmp_file("nul.grid", nul, sizeof nul - 1);
    static StudyGrid g;
    assert_int_equal(study_grid_load(&g, path), TD_ERR_FORMAT);
    const char *msg = td_last_error();
    assert_memory_equal(msg, path, strlen(path));
    assert_memory_equal(msg + strlen(path), ":3:", 3);
    assert_non_null(strstr(msg, "contains a NUL byte"));
    td_clear_error();
}

// Every candidate a grid makes from the base recipes must take its weight decay: weight_decay
// needs optimizer = adamw, whether the grid, the base recipe or both set them; the second stage
// crosses any first-stage candidate.
static void test_grid_weight_decay(void **state) {
    (void)state;
    static const struct {
        const char *grid, *base;    // the grid; the Transformer's base recipe ("" = none)
        const char *where;          // NULL: accepted
    } cases[] = {  // [rnn] after [transformer]: both make as many candidates
        {"[transformer]\nlr = 1e-3\nweight_decay = 0.1\n", "", "g.grid:3:"},
        {"[transformer]\nweight_decay = 0.1\n", "optimizer = adamw\n", NULL},
        {"[transformer]\nweight_decay = 0, 0.1\noptimizer = adamw\n"
         "[rnn]\nlr = 1e-3, 2e-3\n", "", NULL},
        {"[transformer]\noptimizer = adam, adamw\nweight_decay = 0.1\n"
         "[rnn]\nlr = 1e-3, 2e-3\n", "", "g.grid:3:"},
        {"[transformer]\noptimizer = adam, adamw\n"
         "[rnn]\nlr = 1e-3, 2e-3\n", "optimizer = adamw\nweight_decay = 0.1\n",
         "g.grid:2:"},
        {"[transformer]\nlr = 1e-3, 2e-3\n[rnn]\nlr = 1e-3, 2e-3\n[refine]\nbest = 1\n"
         "weight_decay = 0.01\n", "optimizer = adamw\n", "g.grid:7:"},  // the RNN's candidates
        {"[transformer]\nweight_decay = default, 0\n"
         "[rnn]\nlr = 1e-3, 2e-3\n", "", NULL},
    };
    for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
        static StudyGrid g;
        StudyRecipe base[2];
        char text[200];
        study_recipe_init(&base[ARCH_RNN], ARCH_RNN);
        study_recipe_init(&base[ARCH_TRANSFORMER], ARCH_TRANSFORMER);
        snprintf(text, sizeof text, "arch = transformer\n%s", cases[i].base);
        assert_int_equal(study_recipe_parse(&base[ARCH_TRANSFORMER], text, "b.recipe"), 0);
        if (study_grid_parse(&g, cases[i].grid, "g.grid") < 0)
            print_error("case %zu: %s\n", i, td_last_error());
        assert_int_equal(study_grid_parse(&g, cases[i].grid, "g.grid"), 0);
        int rc = study_grid_check(&g, base, NULL, "g.grid");
        if (!cases[i].where) {
            if (rc) print_error("case %zu: %s\n", i, td_last_error());
            assert_int_equal(rc, 0);
            continue;
        }
        assert_format_error(i, rc, cases[i].where, "weight_decay needs optimizer = adamw");
    }
}

// --train-args may not set a key that the grid varies, in either stage (the candidates would
// all train with the one value).
static void test_grid_train_args(void **state) {
    (void)state;
    static StudyGrid g;
    StudyRecipe base[2];
    study_recipe_init(&base[ARCH_RNN], ARCH_RNN);
    study_recipe_init(&base[ARCH_TRANSFORMER], ARCH_TRANSFORMER);
    assert_int_equal(study_grid_parse(&g, "[transformer]\nlr = 1e-3, 2e-3\n[rnn]\nlr = 1e-3, "
                                          "2e-3\n[refine]\nbest = 1\ndropout = 0.1, 0.3\n",
                                      "g.grid"), 0);
    assert_int_equal(study_grid_check(&g, base, "--valid-every 100 --label-smoothing 0",
                                      "g.grid"), 0);
    static const char *const refused[] = {"--lr 5e-4", "--valid-every 10 --lr=5e-4",
                                          "--dropo 0.2"};  // the RNN first; an abbreviation
    for (int i = 0; i < 3; i++) {
        assert_int_equal(study_grid_check(&g, base, refused[i], "g.grid"), TD_ERR_ARG);
        assert_non_null(strstr(td_last_error(), i < 2 ? "g.grid:4: --train-args sets --l"
                                                       : "g.grid:7: --train-args sets --dropo, "));
        assert_non_null(strstr(td_last_error(), "which the grid varies"));
    }
    td_clear_error();
}

// The rows of tune.tsv (arch candidate stage rung updates dev_nll status grid_values dir recipe).
typedef struct Row {
    char arch[16], cand[8], status[64], values[256], dir[512], recipe[256];
    int stage, rung;
    long updates;
    double nll;
} Row;

static int read_rows(const char *path, Row *rows, int cap) {
    char **lines;
    int n, m = 0;
    assert_int_equal(study_read_lines(path, &lines, &n), 0);
    assert_true(n > 1);
    assert_string_equal(lines[0], "arch\tcandidate\tstage\trung\tupdates\tdev_nll\tstatus\t"
                                  "grid_values\tdir\trecipe");
    for (int i = 1; i < n && m < cap; i++) {
        Row *r = &rows[m++];
        int got = sscanf(lines[i], "%15[^\t]\t%7[^\t]\t%d\t%d\t%ld\t%lf\t%63[^\t]\t%255[^\t]\t"
                                   "%511[^\t]\t%255[^\n]", r->arch, r->cand, &r->stage, &r->rung,
                         &r->updates, &r->nll, r->status, r->values, r->dir, r->recipe);
        assert_int_equal(got, 10);
    }
    study_lines_free(lines, n);
    return m;
}

static const Row *find_row(const Row *rows, int n, const char *arch, const char *lr, int stage,
                           int rung, const char *extra) {
    char needle[64];
    snprintf(needle, sizeof needle, "lr=%s ", lr);
    for (int i = 0; i < n; i++)
        if (!strcmp(rows[i].arch, arch) && rows[i].stage == stage && rows[i].rung == rung &&
            strstr(rows[i].values, needle) && (!extra || strstr(rows[i].values, extra)) &&
            (extra || !strstr(rows[i].values, "dropout")))
            return &rows[i];
    return NULL;
}

// DIR/OUT/tune.md (test_slurp's buffer), checked to have a section per architecture.
static const char *tune_report(const char *dir, const char *out) {
    char path[1024];
    snprintf(path, sizeof path, "%s/%s/tune.md", dir, out);
    const char *md = test_slurp(path);
    assert_non_null(strstr(md, "## RNN"));
    assert_non_null(strstr(md, "## Transformer"));
    return md;
}

static void test_known_answer(void **state) {
    (void)state;
    if (access("bin/compare", X_OK) || access("bin/train", X_OK) || access("bin/decode", X_OK))
        test_skip("bin/compare, bin/train or bin/decode is not built (make test builds them)");
    const char *dir = test_tmpdir();
    // The known best (3e-3) sits at a different place in each architecture's list, so the grid's
    // order cannot pick it; constant schedules (no warm-up) let it move the weights from update 1.
    test_tmp_text("known.grid", "eta = 4\nrungs = 2\n"
                                "[rnn]\nlr = 1e-9, 2e-9, 3e-3, 4e-9\nschedule = constant\n"
                                "warmup_share = 0.1\n"
                                "[transformer]\nlr = 1e-9, 3e-3, 2e-9, 4e-9\n"
                                "schedule = constant\n"
                                "[refine]\nbest = 1\ndropout = 0.1, 0.3\n"
                                "[decode]\nlength_penalty = 0.6, 1.0\n");
    const char *cmd = "OMP_WAIT_POLICY=passive ./bin/compare --quick --tune %s/known.grid --steps "
                      "40 --threads 1 --bin bin --out %s/tune > %s/%s 2>&1";
    int rc = test_run(cmd, dir, dir, dir, "tune1.log");
    if (rc) test_run("tail -n 20 %s/tune1.log >&2", dir);
    assert_int_equal(rc, 0);
    static Row rows[64];
    char path[1024];
    // The length penalties decode the model the rule measured: each winner's last.ckpt (the
    // grid does not average), never best.ckpt (chosen by dev BLEU).
    snprintf(path, sizeof path, "%s/tune1.log", dir);
    const char *log1 = test_slurp(path);
    // The second stage's dropout 0.1 is the first stage's winner (the preset's dropout): its
    // rungs are reused from the first stage, though this invocation trained the tokenizer, and
    // no training is moved aside to be done again.
    int shared_reused = 0;
    for (const char *p = strstr(log1, "dropout=0.1: rung 0 (10 updates) reused"); p;
         p = strstr(p + 1, "dropout=0.1: rung 0 (10 updates) reused"))
        shared_reused++;
    assert_int_equal(shared_reused, 2);
    assert_null(strstr(log1, "moved the earlier training"));
    int lp_decodes = 0;
    for (const char *p = strstr(log1, ": length penalty "); p; p = strstr(p + 1, ": length penalty ")) {
        const char *eol = strchr(p, '\n');
        const char *ckpt = strstr(p, "/last.ckpt");
        assert_non_null(ckpt);
        assert_true(eol == NULL || ckpt < eol);
        lp_decodes++;
    }
    assert_int_equal(lp_decodes, 4);  // two penalties, two architectures
    // Every candidate trains its rung's updates: bin/train's early stopping is off.
    for (const char *p = strstr(log1, ": rung 0: "); p; p = strstr(p + 1, ": rung 0: ")) {
        const char *eol = strchr(p, '\n'), *off = strstr(p, " --early-stopping 0");
        assert_true(off != NULL && (eol == NULL || off < eol));
    }
    // Rung-major over both architectures: the first stage's rung 0 alternates RNN and
    // Transformer candidates (four each), and its rung 1 (one each) comes after all of them.
    const char *expect[10] = {"rnn 0", "transformer 0", "rnn 0", "transformer 0", "rnn 0",
                              "transformer 0", "rnn 0", "transformer 0", "rnn 1",
                              "transformer 1"};
    int seen = 0;
    for (const char *p = strstr(log1, "compare: tune "); p && seen < 10;
         p = strstr(p + 1, "compare: tune ")) {
        char arch[16];
        int rung;
        if (sscanf(p, "compare: tune %15s", arch) != 1 || !strcmp(arch, "rnn:") ||
            !strcmp(arch, "transformer:"))
            continue;  // a length penalty's decode
        const char *r = strstr(p, ": rung "), *eol = strchr(p, '\n');
        assert_non_null(r);
        assert_true(eol == NULL || r < eol);
        assert_int_equal(sscanf(r, ": rung %d", &rung), 1);
        char got[32];
        snprintf(got, sizeof got, "%s %d", arch, rung);
        assert_string_equal(got, expect[seen]);
        seen++;
    }
    assert_int_equal(seen, 10);
    snprintf(path, sizeof path, "%s/tune/tune.tsv", dir);
    const int n = read_rows(path, rows, 64);
    const char *absurd[3] = {"1e-9", "2e-9", "4e-9"};
    for (int a = 0; a < 2; a++) {
        const char *arch = a ? "transformer" : "rnn";
        // Rung 0: all four at 10 updates; the absurd ones pruned there, never trained further.
        const Row *best0 = find_row(rows, n, arch, "3e-3", 1, 0, NULL);
        const Row *best1 = find_row(rows, n, arch, "3e-3", 1, 1, NULL);
        assert_non_null(best0);
        assert_non_null(best1);
        assert_int_equal(best0->updates, 10);
        assert_string_equal(best0->status, "kept");
        assert_int_equal(best1->updates, 40);
        assert_string_equal(best1->status, "winner");
        assert_true(best1->nll < best0->nll);  // it learns between the rungs
        for (int i = 0; i < 3; i++) {
            const Row *r0 = find_row(rows, n, arch, absurd[i], 1, 0, NULL);
            assert_non_null(r0);
            assert_int_equal(r0->updates, 10);
            assert_string_equal(r0->status, "pruned");
            assert_true(best0->nll < r0->nll);
            assert_null(find_row(rows, n, arch, absurd[i], 1, 1, NULL));
        }
        // The second stage: the winner with dropout 0.1 (the preset's value: the same training,
        // in the same directory) and 0.3 at rung 0; one of them at rung 1.
        const Row *same = find_row(rows, n, arch, "3e-3", 2, 0, "dropout=0.1");
        const Row *more = find_row(rows, n, arch, "3e-3", 2, 0, "dropout=0.3");
        assert_non_null(same);
        assert_non_null(more);
        assert_string_equal(same->dir, best0->dir);
        assert_true(same->nll == best0->nll);
        assert_true(strcmp(more->dir, best0->dir) != 0);
        int stage2_rung1 = 0;
        for (int i = 0; i < n; i++)
            stage2_rung1 += !strcmp(rows[i].arch, arch) && rows[i].stage == 2 && rows[i].rung == 1;
        assert_int_equal(stage2_rung1, 1);
        // The winning recipe file: the known best, a length penalty of the grid.
        snprintf(path, sizeof path, "%s/tune/tune/%s.recipe", dir, arch);
        StudyRecipe won;
        assert_int_equal(study_recipe_load(&won, path, a), 0);
        assert_string_equal(won.value[STUDY_R_LR], "3e-3");
        assert_string_equal(won.value[STUDY_R_SCHEDULE], "constant");
        // The RNN's warm-up share becomes the updates it trained with: 0.1 x 40 = 4.
        assert_string_equal(won.value[STUDY_R_WARMUP], a == ARCH_RNN ? "4" : "");
        assert_string_equal(won.value[STUDY_R_WARMUP_SHARE], "");
        assert_true(!strcmp(won.value[STUDY_R_LENGTH_PENALTY], "0.6") ||
                    !strcmp(won.value[STUDY_R_LENGTH_PENALTY], "1.0"));
    }
    // The length penalties: two per architecture, exactly one chosen each.
    snprintf(path, sizeof path, "%s/tune/tune-length-penalty.tsv", dir);
    char **lines;
    int nl;
    assert_int_equal(study_read_lines(path, &lines, &nl), 0);
    assert_int_equal(nl, 5);
    int chosen[2] = {0, 0};
    for (int i = 1; i < nl; i++) {
        char arch[16], lp[16];
        double bleu;
        int c;
        assert_int_equal(sscanf(lines[i], "%15s %15s %lf %d", arch, lp, &bleu, &c), 4);
        assert_true(bleu >= 0 && bleu <= 100);
        chosen[!strcmp(arch, "transformer")] += c;
    }
    study_lines_free(lines, nl);
    assert_int_equal(chosen[0], 1);
    assert_int_equal(chosen[1], 1);
    // The report: its schedule table, a section per architecture.
    char *md = strdup(tune_report(dir, "tune"));
    assert_non_null(strstr(md, "| 0 | 4 | 10 |\n| 1 | 1 | 40 |"));
    // It shows each recipe file as written (the warm-up in updates, no share).
    for (int a = 0; a < 2; a++) {
        snprintf(path, sizeof path, "%s/tune/tune/%s.recipe", dir, arch_name((ModelArch)a));
        assert_non_null(strstr(md, test_slurp(path)));
    }
    assert_null(strstr(md, "\nwarmup_share = "));
    free(md);
    // A rerun trains and decodes nothing: every rung and decode is reused, the winners stay.
    assert_int_equal(test_run(cmd, dir, dir, dir, "tune2.log"), 0);
    snprintf(path, sizeof path, "%s/tune2.log", dir);
    const char *log2 = test_slurp(path);
    assert_null(strstr(log2, "bin/train"));
    assert_null(strstr(log2, "bin/decode"));
    assert_non_null(strstr(log2, "rnn: c03 (lr=3e-3 schedule=constant warmup_share=0.1)"));
    assert_non_null(strstr(log2, "transformer: c02 (lr=3e-3 schedule=constant)"));
    // An interrupted rung-0 training (its started record and last.ckpt there, its rung record
    // not written) continues in its directory instead of starting again, to the same dev NLL.
    const Row *cut = find_row(rows, n, "rnn", "1e-9", 1, 0, NULL);
    assert_non_null(cut);
    const double cut_nll = cut->nll;
    char cut_dir[512], rung0[600];
    snprintf(cut_dir, sizeof cut_dir, "%s", cut->dir);
    snprintf(rung0, sizeof rung0, "%s.rung0.done", cut_dir);
    assert_int_equal(remove(rung0), 0);
    assert_int_equal(test_run(cmd, dir, dir, dir, "tune3.log"), 0);
    snprintf(path, sizeof path, "%s/tune3.log", dir);
    const char *log3 = test_slurp(path);
    const char *resumed = strstr(log3, "rung 0 (resuming its interrupted training): ");
    assert_non_null(resumed);
    assert_non_null(strstr(resumed, "--resume"));
    assert_int_equal(access(rung0, F_OK), 0);  // the rung's record is written again
    snprintf(path, sizeof path, "%s/tune/tune.tsv", dir);
    static Row rows3[64];
    const int n3 = read_rows(path, rows3, 64);
    const Row *again = find_row(rows3, n3, "rnn", "1e-9", 1, 0, NULL);
    assert_non_null(again);
    assert_string_equal(again->dir, cut_dir);
    assert_true(again->nll == cut_nll);
    assert_non_null(strstr(log3, "rnn: c03 (lr=3e-3 schedule=constant warmup_share=0.1)"));
    // A study takes the winners: its RNN command carries the tuned rate.
    assert_int_equal(test_run("./bin/compare --quick --dry-run --steps 40 --threads 1 --bin bin "
                              "--out %s/tune --recipe-rnn %s/tune/tune/rnn.recipe > %s/dry.txt "
                              "2>/dev/null", dir, dir, dir), 0);
    snprintf(path, sizeof path, "%s/dry.txt", dir);
    const char *dry = test_slurp(path);
    const char *rnn = strstr(dry, "--arch rnn");
    assert_non_null(rnn);
    char line[2048];
    snprintf(line, sizeof line, "%.*s", (int)strcspn(rnn, "\n"), rnn);
    assert_non_null(strstr(line, "--lr 3e-3 --schedule constant --warmup 4"));
    // --jobs 2 --threads 2: a rung's candidates train two at a time with one thread each, the
    // same commands as --threads 1, so every row of a fresh tuning has the same dev NLL, status
    // and rank as the one-at-a-time tuning's.
    assert_int_equal(test_run("OMP_WAIT_POLICY=passive ./bin/compare --quick --tune %s/known.grid "
                              "--steps 40 --jobs 2 --threads 2 --bin bin --out %s/tunej > "
                              "%s/tunej.log 2>&1", dir, dir, dir), 0);
    snprintf(path, sizeof path, "%s/tunej/tune.tsv", dir);
    static Row rowsj[64];
    const int nj = read_rows(path, rowsj, 64);
    assert_int_equal(nj, n);
    for (int i = 0; i < n; i++) {
        const Row *r = &rows[i], *j = NULL;
        for (int k = 0; k < nj && !j; k++)
            if (!strcmp(rowsj[k].arch, r->arch) && rowsj[k].stage == r->stage &&
                rowsj[k].rung == r->rung && !strcmp(rowsj[k].values, r->values))
                j = &rowsj[k];
        assert_non_null(j);
        assert_true(j->nll == r->nll);
        assert_int_equal(j->updates, r->updates);
        assert_string_equal(j->status, r->status);
    }
    snprintf(path, sizeof path, "%s/tunej.log", dir);
    const char *logj = test_slurp(path);
    assert_non_null(strstr(logj, "--threads 1"));
    assert_null(strstr(logj, "--threads 2"));
}

// A tuning stopped within its first rung, then after it (a bin/train that interrupts bin/compare
// at the third new training and at the first continued one) leaves OUT/tune.md and OUT/tune.tsv
// with the candidates trained so far and no winner; the same command run again continues from
// there and reuses what was trained.
static void test_progress_report(void **state) {
    (void)state;
    if (access("bin/compare", X_OK) || access("bin/train", X_OK) || access("bin/decode", X_OK))
        test_skip("bin/compare, bin/train or bin/decode is not built (make test builds them)");
    const char *dir = test_tmpdir();
    char cwd[512];
    assert_non_null(getcwd(cwd, sizeof cwd));
    test_tmp_text("stop.grid", "eta = 4\nrungs = 2\n"
                               "[rnn]\nlr = 1e-9, 2e-9, 3e-3, 4e-9\nschedule = constant\n"
                               "[transformer]\nlr = 1e-9, 3e-3, 2e-9, 4e-9\n"
                               "schedule = constant\n"
                               "[decode]\nlength_penalty = 0.6, 1.0\n");
    // The wrapper interrupts bin/compare once at the third new training (rung 0 of the third
    // candidate) and once at the first continued one (rung 1).
    test_train_wrapper("stopbin", "case \" $* \" in\n"
                                  "*\" --print-config \"*) ;;\n"
                                  "*\" --resume \"*) if [ ! -e $d/stopped ]; then touch $d/stopped; "
                                  "kill -INT $PPID; exit 130; fi;;\n"
                                  "*) n=$(($(cat $d/fresh 2>/dev/null || echo 0) + 1)); "
                                  "echo $n > $d/fresh\n"
                                  "   if [ $n = 3 ]; then kill -INT $PPID; exit 130; fi;;\n"
                                  "esac");
    const char *cmd = "OMP_WAIT_POLICY=passive ./bin/compare --quick --tune %s/stop.grid --steps "
                      "40 --threads 1 --bin %s --out %s/stop --publish %s/pub > %s/%s 2>&1";
    char stopbin[600], path[1024];
    snprintf(stopbin, sizeof stopbin, "%s/stopbin", dir);
    // Stopped within rung 0: the two candidates trained so far (the first of each architecture)
    // are in the report, not yet ranked; the others pending.
    assert_int_equal(test_run(cmd, dir, stopbin, dir, dir, dir, "stop0.log"), 130);
    static Row rows0[64];
    snprintf(path, sizeof path, "%s/stop/tune.tsv", dir);
    const int n0 = read_rows(path, rows0, 64);
    assert_int_equal(n0, 8);
    int trained = 0, pending = 0;
    for (int i = 0; i < n0; i++) {
        const int first = !strcmp(rows0[i].cand, "c01");
        assert_string_equal(rows0[i].status, first ? "trained to rung 0, not ranked yet"
                                                   : "rung 0 pending");
        assert_true(first ? isfinite(rows0[i].nll) : isnan(rows0[i].nll));
        trained += first;
        pending += !first;
    }
    assert_int_equal(trained, 2);
    assert_int_equal(pending, 6);
    // --publish: the results so far and the trained candidates' logs.
    assert_int_equal(test_run("cmp -s %s/stop/tune.tsv %s/pub/tune.tsv && cmp -s "
                              "%s/stop/tune/rnn/c01/train.log.tsv %s/pub/logs/rnn/c01.train.log.tsv "
                              "&& cmp -s %s/stop/tune/transformer/c01/config.txt "
                              "%s/pub/logs/transformer/c01.config.txt", dir, dir, dir, dir, dir,
                              dir), 0);
    snprintf(path, sizeof path, "%s/pub/logs/rnn/c02.train.log.tsv", dir);
    assert_int_equal(access(path, F_OK), -1);
    assert_int_equal(test_run(cmd, dir, stopbin, dir, dir, dir, "stop1.log"), 130);
    const char *md = tune_report(dir, "stop");
    assert_non_null(strstr(md, "In progress"));
    assert_null(strstr(md, "Winner:"));
    static Row rows[64];
    snprintf(path, sizeof path, "%s/stop/tune.tsv", dir);
    const int n = read_rows(path, rows, 64);
    assert_int_equal(n, 8);  // rung 0 of four candidates per architecture, nothing after it
    const char *absurd[3] = {"1e-9", "2e-9", "4e-9"};
    for (int a = 0; a < 2; a++) {
        const char *arch = a ? "transformer" : "rnn";
        const Row *best = find_row(rows, n, arch, "3e-3", 1, 0, NULL);
        assert_non_null(best);
        assert_string_equal(best->status, "kept for rung 1");
        assert_true(isfinite(best->nll));
        for (int i = 0; i < 3; i++) {
            const Row *r = find_row(rows, n, arch, absurd[i], 1, 0, NULL);
            assert_non_null(r);
            assert_string_equal(r->status, "pruned");
            assert_true(best->nll < r->nll);
        }
        snprintf(path, sizeof path, "%s/stop/tune/%s.recipe", dir, arch);
        assert_int_equal(access(path, F_OK), -1);
    }
    char **lines;
    int nl;
    snprintf(path, sizeof path, "%s/stop/tune-length-penalty.tsv", dir);
    assert_int_equal(study_read_lines(path, &lines, &nl), 0);
    assert_int_equal(nl, 1);  // the header: no penalty was tried
    study_lines_free(lines, nl);
    // The same command again (its bin/train continues this time): rung 0 reused, the known
    // winners.
    assert_int_equal(test_run(cmd, dir, stopbin, dir, dir, dir, "stop2.log"), 0);
    snprintf(path, sizeof path, "%s/stop2.log", dir);
    const char *log2 = test_slurp(path);
    int reused = 0;
    for (const char *p = strstr(log2, ": rung 0 (10 updates) reused"); p;
         p = strstr(p + 1, ": rung 0 (10 updates) reused"))
        reused++;
    if (reused != 8) test_run("cat %s/stop1.log %s/stop2.log >&2", dir, dir);
    assert_int_equal(reused, 8);
    assert_null(strstr(log2, ": rung 0: "));
    assert_non_null(strstr(log2, "rnn: c03 (lr=3e-3 schedule=constant)"));
    assert_non_null(strstr(log2, "transformer: c02 (lr=3e-3 schedule=constant)"));
    md = tune_report(dir, "stop");
    assert_null(strstr(md, "In progress"));
    assert_non_null(strstr(md, "Winner: c03"));
}

// With two candidates at once, the progress written when one finishes shows the other as in
// training: a bin/train that holds the Transformer's first candidate until the third training
// starts, and that third one takes a copy of tune.tsv before going on.
static void test_progress_in_training(void **state) {
    (void)state;
    if (access("bin/compare", X_OK) || access("bin/train", X_OK) || access("bin/decode", X_OK))
        test_skip("bin/compare, bin/train or bin/decode is not built (make test builds them)");
    const char *dir = test_tmpdir();
    char bin[600];
    test_tmp_text("hold.grid", "eta = 4\nrungs = 2\n"
                               "[rnn]\nlr = 1e-9, 3e-3\nschedule = constant\n"
                               "[transformer]\nlr = 3e-3, 1e-9\nschedule = constant\n");
    snprintf(bin, sizeof bin, "%s",
             test_train_wrapper("holdbin", "case \" $* \" in\n"
                                           "*\" --print-config \"*|*\" --resume \"*) ;;\n"
                                           "*\"/transformer/c01 \"*) while [ ! -e $d/go ]; do "
                                           "sleep 0.05; done;;\n"
                                           "*\"/rnn/c02 \"*) cp $d/hold/tune.tsv $d/snapshot.tsv; "
                                           "touch $d/go;;\n"
                                           "esac"));
    assert_int_equal(test_run("OMP_WAIT_POLICY=passive ./bin/compare --quick --tune %s/hold.grid "
                              "--steps 40 --jobs 2 --threads 2 --bin %s --out %s/hold > %s/h.log "
                              "2>&1", dir, bin, dir, dir), 0);
    static Row rows[16];
    char path[700];
    snprintf(path, sizeof path, "%s/snapshot.tsv", dir);
    const int n = read_rows(path, rows, 16);
    int seen = 0;
    for (int i = 0; i < n; i++) {
        const char *want = !strcmp(rows[i].cand, "c02") ? "rung 0 pending"
                           : !strcmp(rows[i].arch, "rnn") ? "trained to rung 0, not ranked yet"
                                                          : "training rung 0";
        assert_string_equal(rows[i].status, want);
        seen += !strcmp(rows[i].status, "training rung 0");
    }
    assert_int_equal(n, 4);
    assert_int_equal(seen, 1);
}

static void test_tune_usage(void **state) {
    (void)state;
    if (access("bin/compare", X_OK)) test_skip("bin/compare is not built (make test builds it)");
    const char *dir = test_tmpdir();
    test_tmp_text("bad.grid", "eta = 2\n[rnn]\nlr = 1e-3\n[transformer]\nlr = 1e-3\nnorm = mid\n");
    assert_int_equal(test_run("./bin/compare --quick --tune %s/bad.grid --out %s/u > /dev/null 2> "
                              "%s/u1.txt", dir, dir, dir), 2);
    assert_non_null(strstr(test_slurp(test_path("u1.txt")), "bad.grid:6:"));
    assert_int_equal(test_run("./bin/compare --quick --tune study/recipes/tune-default.grid "
                              "--budget 1m --out %s/u > /dev/null 2> %s/u2.txt", dir, dir), 2);
    assert_non_null(strstr(test_slurp(test_path("u2.txt")), "give --steps N"));
    assert_int_equal(test_run("./bin/compare --quick --tune study/recipes/tune-default.grid "
                              "--ablations pos --out %s/u > /dev/null 2> %s/u3.txt", dir, dir), 2);
    assert_non_null(strstr(test_slurp(test_path("u3.txt")), "--tune does not combine"));
    // A tuning trains each candidate once: more seeds or --match-params would be ignored.
    static const char *const once[] = {"--quick --seeds 2",
                                       "--train tests/data/bible300 --dev tests/data/bible300 "
                                       "--test tests/data/bible300 --match-params"};
    for (int i = 0; i < 2; i++) {
        assert_int_equal(test_run("./bin/compare --tune study/recipes/tune-default.grid "
                                  "%s --out %s/u > /dev/null 2> %s/u5.txt", once[i], dir, dir),
                         2);
        assert_non_null(strstr(test_slurp(test_path("u5.txt")), "--tune does not combine with"));
    }
    // --steps too few for the grid's rungs: 3 rungs with eta 2 need 4 updates; a usage error
    // that names the grid, before the tokenizer is trained.
    assert_int_equal(test_run("./bin/compare --quick --tune study/recipes/tune-default.grid "
                              "--steps 3 --out %s/u6 > /dev/null 2> %s/u6.txt", dir, dir), 2);
    assert_non_null(strstr(test_slurp(test_path("u6.txt")), "--tune: study/recipes/"
                                                            "tune-default.grid: 3 updates over "
                                                            "3 rungs"));
    assert_int_equal(access(test_path("u6/data/spm.model"), F_OK), -1);
    // --train-args with an abbreviation that bin/train reads as a grid key or a budget.
    assert_int_equal(test_run("./bin/compare --quick --tune study/recipes/tune-default.grid "
                              "--steps 40 --train-args '--max-st 3' --out %s/u > /dev/null 2> "
                              "%s/u7.txt", dir, dir), 2);
    assert_non_null(strstr(test_slurp(test_path("u7.txt")), "--train-args sets --max-st, which "
                                                            "bin/compare sets"));
    // A grid whose candidates set weight_decay without AdamW is a usage error before any work.
    test_tmp_text("wd.grid", "[rnn]\nlr = 1e-3\n[transformer]\nlr = 1e-3\nweight_decay = 0.1\n");
    assert_int_equal(test_run("./bin/compare --quick --tune %s/wd.grid --out %s/u > /dev/null 2> "
                              "%s/u4.txt", dir, dir, dir), 2);
    const char *u4 = test_slurp(test_path("u4.txt"));
    assert_non_null(strstr(u4, "wd.grid:5:"));
    assert_non_null(strstr(u4, "weight_decay needs optimizer = adamw"));
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_halving_table), cmocka_unit_test(test_order_rule),
        cmocka_unit_test(test_shipped_grid),  cmocka_unit_test(test_grid_errors),
        cmocka_unit_test(test_grid_train_args),
        cmocka_unit_test(test_grid_nul),      cmocka_unit_test(test_grid_weight_decay),
        cmocka_unit_test(test_tune_usage),    cmocka_unit_test(test_known_answer),
        cmocka_unit_test(test_progress_report), cmocka_unit_test(test_progress_in_training),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
