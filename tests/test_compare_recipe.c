// Tests for bin/compare's recipes (study/recipe.h): the key-value reader and its errors with
// line numbers, the fields' checks, the bin/train and bin/decode options a recipe adds (a table of
// hand-written cases), the shipped recipe files, and bin/compare --recipe-* end to end through
// --dry-run: each architecture's commands carry its own recipe and nothing else, the shipped
// default recipes change no command, --train-args may not set what a recipe sets; and a quick
// study whose recipe averages checkpoints.
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <cmocka.h>

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "decode/search.h"
#include "models/config.h"
#include "study/average.h"
#include "study/proc.h"
#include "study/recipe.h"
#include "tests/test_util.h"
#include "train/options.h"
#include "util/fs.h"

// The options of recipe text for arch as one shell line (schedule_updates as given), or the
// error message when parsing or rendering fails.
static void words_of(const char *text, int arch, long schedule_updates, int decode, char *out,
                     size_t cap) {
    StudyRecipe r;
    study_recipe_init(&r, arch);
    StudyArgv a = {0};
    if (study_recipe_parse(&r, text, "t.recipe") < 0 ||
        study_recipe_train_words(&r, schedule_updates, &a) < 0) {
        snprintf(out, cap, "error: %s", td_last_error());
        td_clear_error();
        study_argv_free(&a);
        return;
    }
    if (decode) study_recipe_decode_words(&r, &a);
    char *s = study_argv_shell(&a);
    snprintf(out, cap, "%s", s ? s : "");
    free(s);
    study_argv_free(&a);
}

static void test_words_table(void **state) {
    (void)state;
    static const struct {
        const char *text;
        int arch;
        long updates;
        const char *words;
    } cases[] = {
        // Unset, "auto" and "default" fields add nothing: today's commands.
        {"arch = rnn\n", ARCH_RNN, 1000, ""},
        {"arch = transformer\nlr = auto\nnorm = default\n", ARCH_TRANSFORMER, 1000, ""},
        // Fields in the recipe's field order, whatever the file's order; comments dropped.
        {"# c\narch = rnn\nschedule = constant  # x\nlr = 1e-3\n", ARCH_RNN, 1000,
         "--lr 1e-3 --schedule constant"},
        {"arch = transformer\nnorm = pre\ndropout = 0.3\nlabel_smoothing = 0.1\n"
         "optimizer = adamw\nweight_decay = 1e-4\nclip_norm = 0\nbatch_tokens = 8192\n",
         ARCH_TRANSFORMER, 1000,
         "--norm pre --dropout 0.3 --label-smoothing 0.1 --optimizer adamw --weight-decay 1e-4 "
         "--clip-norm 0 --batch-tokens 8192"},
        // warmup_share: round(share x updates), at least 1.
        {"arch = transformer\nwarmup_share = 0.1\n", ARCH_TRANSFORMER, 2000, "--warmup 200"},
        {"arch = transformer\nwarmup_share = 0.0125\n", ARCH_TRANSFORMER, 100, "--warmup 1"},
        {"arch = rnn\nwarmup_share = 0.05\nschedule = inverse-sqrt\n", ARCH_RNN, 30,
         "--schedule inverse-sqrt --warmup 2"},  // 1.5 rounds to 2
        {"arch = rnn\nwarmup = 50\n", ARCH_RNN, 0, "--warmup 50"},
        // Averaging keeps the checkpoints it averages; 0 is none.
        {"arch = rnn\naverage = 4\n", ARCH_RNN, 1000, "--keep 4"},
        {"arch = rnn\naverage = 0\n", ARCH_RNN, 1000, ""},
        // The length penalty is bin/decode's (test_decode_words).
        {"arch = rnn\nlength_penalty = 1.0\n", ARCH_RNN, 1000, ""},
        // A warm-up share without an update budget (a time budget).
        {"arch = rnn\nwarmup_share = 0.1\n", ARCH_RNN, 0, "error: recipe preset defaults: "
         "warmup_share = 0.1 needs an update budget"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
        char got[512];
        words_of(cases[i].text, cases[i].arch, cases[i].updates, 0, got, sizeof got);
        if (strncmp(got, cases[i].words, strlen(cases[i].words)) ||
            (strncmp(cases[i].words, "error", 5) && strcmp(got, cases[i].words)))
            print_error("case %zu: got '%s', want '%s'\n", i, got, cases[i].words);
        if (!strncmp(cases[i].words, "error", 5))
            assert_memory_equal(got, cases[i].words, strlen(cases[i].words));
        else assert_string_equal(got, cases[i].words);
    }
}

// A beam decode's options: the recipe's length penalty, or else bin/decode's default (GNMT
// alpha 1), written out so that every recorded beam command names its penalty.
static void test_decode_words(void **state) {
    (void)state;
    char got[512];
    words_of("arch = transformer\nlength_penalty = 1.2\n", ARCH_TRANSFORMER, 1000, 1, got,
             sizeof got);
    assert_string_equal(got, "--length-penalty 1.2");
    words_of("arch = rnn\nlr = 2e-3\n", ARCH_RNN, 1000, 1, got, sizeof got);
    assert_string_equal(got, "--lr 2e-3 --length-penalty 1");
}

// Parse errors: the file and line, and what is wrong.
static void test_parse_errors(void **state) {
    (void)state;
    static const struct {
        const char *text;
        int arch;
        const char *where, *why;
    } cases[] = {
        {"arch = rnn\nlr_peak = 1e-3\n", ARCH_RNN, "t.recipe:2:", "unknown key 'lr_peak'"},
        {"arch = rnn\n\n# c\nlr 1e-3\n", ARCH_RNN, "t.recipe:4:", "has no '='"},
        {"arch = rnn\nlr = \n", ARCH_RNN, "t.recipe:2:", "no value after '='"},
        {"arch = rnn\nlr = fast\n", ARCH_RNN, "t.recipe:2:", "lr: 'fast'"},
        {"arch = rnn\nlr = 20\n", ARCH_RNN, "t.recipe:2:", "lr: '20'"},
        {"arch = rnn\nschedule = cosine\n", ARCH_RNN, "t.recipe:2:", "unknown value 'cosine'"},
        {"arch = rnn\nnorm = pre\n", ARCH_RNN, "t.recipe:2:", "Transformer option"},
        {"arch = transformer\nnorm = middle\n", ARCH_TRANSFORMER, "t.recipe:2:", "middle"},
        {"arch = rnn\ndropout = 1.5\n", ARCH_RNN, "t.recipe:2:", "dropout"},
        {"arch = rnn\nlr = 1e-3\nlr = 2e-3\n", ARCH_RNN, "t.recipe:3:",
         "'lr' is set twice (first on line 2)"},
        {"arch = transformer\n", ARCH_RNN, "t.recipe:1:", "arch = transformer, but this recipe "
         "is given for the rnn"},
        {"lr = 1e-3\n", ARCH_RNN, "t.recipe:", "no 'arch = rnn' line"},
        {"arch = rnn\n[rnn]\nlr = 1e-3\n", ARCH_RNN, "t.recipe:2:", "no sections"},
        {"arch = rnn\nlr = 1e-3\n\n[rnn]\n", ARCH_RNN, "t.recipe:4:", "no sections"},
        {"arch = rnn\nwarmup = 10\nwarmup_share = 0.1\n", ARCH_RNN, "t.recipe:3:",
         "warmup (line 2) both set"},
        {"arch = rnn\nbatch_tokens = 1.5\n", ARCH_RNN, "t.recipe:2:", "batch_tokens"},
        {"arch = rnn\naverage = 1\n", ARCH_RNN, "t.recipe:2:", "1 checkpoint is no average"},
        {"arch = rnn\naverage = 65\n", ARCH_RNN, "t.recipe:2:", "average"},
        {"arch = transformer\nweight_decay = 0.1\n", ARCH_TRANSFORMER, "t.recipe:2:",
         "weight_decay needs optimizer = adamw"},
        {"arch = rnn\noptimizer = adam\nlr = 1e-3\nweight_decay = 0.01\n", ARCH_RNN,
         "t.recipe:4:", "weight_decay needs optimizer = adamw"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
        StudyRecipe r;
        study_recipe_init(&r, cases[i].arch);
        int rc = study_recipe_parse(&r, cases[i].text, "t.recipe");
        assert_format_error(i, rc, cases[i].where, cases[i].why);
    }
}

// weight_decay takes optimizer = adamw (in either order); a decay of 0 or "default" takes any.
static void test_weight_decay_optimizer(void **state) {
    (void)state;
    static const struct {
        const char *text;
    } ok[] = {
        {"arch = transformer\nweight_decay = 0.1\noptimizer = adamw\n"},
        {"arch = transformer\noptimizer = adamw\nweight_decay = 0.1\n"},
        {"arch = transformer\nweight_decay = 0\n"},
        {"arch = transformer\nweight_decay = default\noptimizer = adam\n"},
    };
    for (size_t i = 0; i < sizeof ok / sizeof *ok; i++) {
        StudyRecipe r;
        study_recipe_init(&r, ARCH_TRANSFORMER);
        if (study_recipe_parse(&r, ok[i].text, "t.recipe") < 0)
            print_error("case %zu: %s\n", i, td_last_error());
        assert_int_equal(study_recipe_parse(&r, ok[i].text, "t.recipe"), 0);
    }
}

// Value errors name the key as the file writes it ("batch_tokens", not an option "--batch_tokens"
// or "--batch-tokens").
static void test_messages_name_file_keys(void **state) {
    (void)state;
    static const char *const keys[][2] = {
        {"batch_tokens", "1.5"}, {"warmup_share", "2"},  {"length_penalty", "-1"},
        {"label_smoothing", "x"}, {"dropout", "1.5"},    {"schedule", "cosine"},
        {"optimizer", "sgd"},    {"lr", "fast"},        {"average", "65"},
    };
    for (size_t i = 0; i < sizeof keys / sizeof *keys; i++) {
        char text[200], why[100];
        snprintf(text, sizeof text, "arch = transformer\n%s = %s\n", keys[i][0], keys[i][1]);
        snprintf(why, sizeof why, "t.recipe:2: %s: ", keys[i][0]);
        StudyRecipe r;
        study_recipe_init(&r, ARCH_TRANSFORMER);
        int rc = study_recipe_parse(&r, text, "t.recipe");
        assert_null(strstr(td_last_error(), "--"));
        assert_format_error(i, rc, why, keys[i][1]);
    }
}

// A line with a NUL byte is refused (not cut at it); messages quote at most ~60 bytes of a line
// or value, with the bytes outside printable ASCII escaped.
static void test_nul_and_quoting(void **state) {
    (void)state;
    static const char nul[] = "arch = rnn\nlr = 1\0e-3\n";
    const char *path = test_tmp_file("nul.recipe", nul, sizeof nul - 1);
    StudyRecipe r;
    size_t where = strlen(path);
    assert_int_equal(study_recipe_load(&r, path, ARCH_RNN), TD_ERR_FORMAT);
    assert_memory_equal(td_last_error(), path, where);
    assert_memory_equal(td_last_error() + where, ":2:", 3);
    assert_non_null(strstr(td_last_error(), "contains a NUL byte"));
    td_clear_error();
    static const char *const bad[] = {
        "arch = rnn\nlr = \x01\x02zzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzz"
        "zzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzz\n",
        "arch = rnn\nlr = 1\x7f\n",
        "arch = rnn\n\x01\x02\xff zzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzz\n",
        "arch = rnn\n\x01\x02 = 1\n",
        "arch = \x01rnn\n",
    };
    for (size_t i = 0; i < sizeof bad / sizeof *bad; i++) {
        study_recipe_init(&r, ARCH_RNN);
        int rc = study_recipe_parse(&r, bad[i], "t.recipe");
        const char *msg = td_last_error();
        for (const char *p = msg; *p; p++)
            if ((unsigned char)*p < 0x20 || (unsigned char)*p >= 0x7f)
                print_error("case %zu: a raw byte 0x%02x in '%s'\n", i, (unsigned char)*p, msg);
        for (const char *p = msg; *p; p++) assert_true(*p >= 0x20 && *p < 0x7f);
        assert_true(strlen(msg) < 300);
        assert_format_error(i, rc, i == 4 ? "t.recipe:1:" : "t.recipe:2:", "\\x");
    }
    char q[STUDY_QUOTE_CAP];
    assert_string_equal(study_quote("a\tb\x01\xc3\xa9", q, sizeof q), "a\\x09b\\x01\\xc3\\xa9");
    char long_text[200];
    memset(long_text, '\x01', sizeof long_text - 1);
    long_text[sizeof long_text - 1] = 0;
    study_quote(long_text, q, sizeof q);
    assert_int_equal(strlen(q), STUDY_QUOTE_CHARS * 4 + 3);
    assert_string_equal(q + STUDY_QUOTE_CHARS * 4, "...");
}

// Writing a recipe and reading it back gives the same fields; the name is the file's stem.
static void test_text_round_trip(void **state) {
    (void)state;
    StudyRecipe r, back;
    study_recipe_init(&r, ARCH_TRANSFORMER);
    assert_int_equal(study_recipe_set(&r, "lr", "5e-4"), 0);
    assert_int_equal(study_recipe_set(&r, "norm", "pre"), 0);
    assert_int_equal(study_recipe_set(&r, "warmup_share", "0.1"), 0);
    assert_int_equal(study_recipe_set(&r, "length_penalty", "1.2"), 0);
    char text[1024], line[256];
    assert_true(study_recipe_text(&r, text, sizeof text) > 0);
    assert_string_equal(text, "arch = transformer\nlr = 5e-4\nwarmup_share = 0.1\nnorm = pre\n"
                              "length_penalty = 1.2\n");
    study_recipe_line(&r, line, sizeof line);
    assert_string_equal(line, "lr=5e-4 warmup_share=0.1 norm=pre length_penalty=1.2");
    const char *path = test_tmp_text("won.recipe", text);
    assert_int_equal(study_recipe_load(&back, path, ARCH_TRANSFORMER), 0);
    assert_string_equal(back.name, "won");
    assert_memory_equal(back.value, r.value, sizeof r.value);
    // The name drops only the extension.
    path = test_tmp_text("rnn-d0.2.recipe", "arch = transformer\n");
    assert_int_equal(study_recipe_load(&back, path, ARCH_TRANSFORMER), 0);
    assert_string_equal(back.name, "rnn-d0.2");
}

// The shipped recipes parse and set nothing (today's behaviour); the shipped grid is checked by
// test_compare_tune.
static void test_shipped_recipes(void **state) {
    (void)state;
    const char *files[2] = {"study/recipes/rnn-default.recipe",
                            "study/recipes/transformer-default.recipe"};
    for (int a = 0; a < 2; a++) {
        StudyRecipe r;
        if (study_recipe_load(&r, files[a], a) < 0) print_error("%s\n", td_last_error());
        assert_int_equal(study_recipe_load(&r, files[a], a), 0);
        for (int f = 0; f < STUDY_R_COUNT; f++) assert_string_equal(r.value[f], "");
        // The comment names bin/decode's default length penalty (search_defaults).
        const char *lp = strstr(test_slurp(files[a]), "length_penalty = default"), *hash;
        assert_non_null(lp);
        assert_non_null(hash = strchr(lp, '#'));
        assert_true(strtod(hash + 1, NULL) == (double)search_defaults().length_penalty);
    }
}

// The tab-separated row of `tsv` whose first field is `arch` and whose field `col` equals `want`,
// split in place into fields (up to 16); returns their count, or 0 when no row matches.
static int tsv_row(char *tsv, const char *arch, int col, const char *want, char **field) {
    for (char *line = strtok(tsv, "\n"); line; line = strtok(NULL, "\n")) {
        int n = 0;
        for (char *f = line; f && n < 16; n++) {
            field[n] = f;
            f = strchr(f, '\t');
            if (f) *f++ = '\0';
        }
        if (n > col && !strcmp(field[0], arch) && !strcmp(field[col], want)) return n;
    }
    return 0;
}

// The recipe files PREFIX + ARCH-SUFFIX.recipe (e.g. study/recipes/rnn-tuned.recipe) say what the
// committed tuning in `dir` chose: every grid value of its winner (tune.tsv's "winner" row;
// warmup_share as the warm-up in updates it trained with, round(share x the winner's updates))
// and the length penalty of tune-length-penalty.tsv's chosen row; dropout is the presets' 0.1;
// nothing the tuning did not vary (averaging) is set. With `defaults`, bin/train's defaults are
// checked against them too.
static void check_tuned_recipes(const char *dir, const char *prefix, const char *suffix,
                                int defaults) {
    for (int a = 0; a < 2; a++) {
        const char *arch = a == ARCH_RNN ? "rnn" : "transformer";
        char path[256];
        snprintf(path, sizeof path, "%s%s-%s.recipe", prefix, arch, suffix);
        StudyRecipe r;
        if (study_recipe_load(&r, path, a) < 0) print_error("%s\n", td_last_error());
        assert_int_equal(study_recipe_load(&r, path, a), 0);

        snprintf(path, sizeof path, "%s/tune.tsv", dir);
        char *tsv = test_read_file(path), *row[16];
        // arch candidate stage rung updates dev_nll status grid_values dir recipe
        assert_int_equal(tsv_row(tsv, arch, 6, "winner", row), 10);
        long updates = atol(row[4]);
        assert_true(updates > 0);
        int checked = 0;
        for (char *kv = strtok(row[7], " "); kv; kv = strtok(NULL, " "), checked++) {
            char *eq = strchr(kv, '=');
            assert_non_null(eq);
            *eq = '\0';
            if (!strcmp(kv, "warmup_share")) {
                long want = lround(atof(eq + 1) * (double)updates);
                assert_int_equal(atol(r.value[STUDY_R_WARMUP]), want);
                assert_string_equal(r.value[STUDY_R_WARMUP_SHARE], "");
            } else {
                int f = study_recipe_field(kv);
                assert_true(f >= 0);
                assert_string_equal(r.value[f], eq + 1);
            }
        }
        assert_true(checked >= 3);
        free(tsv);

        snprintf(path, sizeof path, "%s/tune-length-penalty.tsv", dir);
        tsv = test_read_file(path);
        assert_int_equal(tsv_row(tsv, arch, 3, "1", row), 4);  // arch length_penalty dev_bleu chosen
        assert_float_equal(atof(r.value[STUDY_R_LENGTH_PENALTY]), atof(row[1]), 1e-9);
        free(tsv);
        assert_float_equal(atof(r.value[STUDY_R_DROPOUT]), 0.1, 1e-9);
        assert_string_equal(r.value[STUDY_R_AVERAGE], "");

        if (!defaults) continue;
        // bin/train's defaults are the winners': the RNN's rate and schedule exactly; the
        // Transformer's layer norm and schedule, its peak d_model^-0.5 x 400^-0.5 = 3.125e-3
        // within 1% of the winner's 3.1e-3 (the warm-up, 400 against the winner's 200, is the one
        // field the grid did not vary).
        TrainOptions o;
        char *argv[] = {"train", "--arch", (char *)arch, "--train", "a", "--dev", "b", "--out",
                        "o", NULL};
        assert_int_equal(train_options_parse(&o, 9, argv), 0);
        assert_string_equal(lr_schedule_name(o.schedule), r.value[STUDY_R_SCHEDULE]);
        double lr = atof(r.value[STUDY_R_LR]);
        if (a == ARCH_RNN) {
            assert_true(o.lr == (float)lr);
        } else {
            assert_true(fabs(o.lr - lr) < 0.01 * lr);
            assert_string_equal(o.cfg.norm == NORM_PRE ? "pre" : "post", r.value[STUDY_R_NORM]);
        }
        assert_float_equal(o.cfg.dropout, atof(r.value[STUDY_R_DROPOUT]), 1e-6);
    }
}

// The Bible tuning's winners (study/recipes/*-tuned.recipe, bin/train's defaults) and the gettext
// check's (docs/studies/gettext-en-es-tuning-check/recipes/*-gettext.recipe).
static void test_tuned_recipes(void **state) {
    (void)state;
    check_tuned_recipes("docs/studies/bible-en-es-tuning", "study/recipes/", "tuned", 1);
    check_tuned_recipes("docs/studies/gettext-en-es-tuning-check",
                        "docs/studies/gettext-en-es-tuning-check/recipes/", "gettext", 0);
}

static void test_train_args_overlap(void **state) {
    (void)state;
    StudyRecipe r;
    study_recipe_init(&r, ARCH_RNN);
    assert_int_equal(study_recipe_set(&r, "lr", "1e-3"), 0);
    assert_int_equal(study_recipe_set(&r, "warmup_share", "0.1"), 0);
    assert_int_equal(study_recipe_check_words(&r, "--valid-every 100 --label-smoothing 0", "x"), 0);
    assert_int_equal(study_recipe_check_words(&r, NULL, "x"), 0);
    assert_int_equal(study_recipe_check_words(&r, "--lr-x 1 --lr 2e-3", "--train-args"),
                     TD_ERR_ARG);
    assert_non_null(strstr(td_last_error(), "--train-args sets --lr"));
    assert_int_equal(study_recipe_check_words(&r, "--warmup=10", "--train-args"), TD_ERR_ARG);
    td_clear_error();
}

// bin/compare --dry-run: the RNN's commands carry the RNN recipe, the Transformer's its own; the
// shipped defaults print exactly the commands of a study without recipes.
static void test_compare_dry_run(void **state) {
    (void)state;
    if (access("bin/compare", X_OK)) test_skip("bin/compare is not built (make test builds it)");
    const char *dir = test_tmpdir();
    test_tmp_text("r.recipe", "arch = rnn\nlr = 2e-3\nschedule = inverse-sqrt\n"
                              "warmup_share = 0.05\nlength_penalty = 1.0\n");
    test_tmp_text("t.recipe", "arch = transformer\nnorm = pre\nlr = 1e-3\n");
    const char *common = "./bin/compare --quick --dry-run --steps 40 --threads 1 --bin bin";
    assert_int_equal(test_run("%s --out %s/d0 > %s/plain.txt 2>/dev/null", common, dir, dir), 0);
    assert_int_equal(test_run("%s --out %s/d0 --recipe-rnn study/recipes/rnn-default.recipe "
                              "--recipe-transformer study/recipes/transformer-default.recipe > "
                              "%s/shipped.txt 2>/dev/null", common, dir, dir), 0);
    char plain[8192], shipped[8192];
    snprintf(plain, sizeof plain, "%s", test_slurp(test_path("plain.txt")));
    snprintf(shipped, sizeof shipped, "%s", test_slurp(test_path("shipped.txt")));
    assert_true(strlen(plain) > 100);
    assert_string_equal(plain, shipped);
    assert_int_equal(test_run("%s --out %s/d0 --recipe-rnn %s/r.recipe --recipe-transformer "
                              "%s/t.recipe > %s/tuned.txt 2>/dev/null", common, dir, dir, dir,
                              dir), 0);
    const char *tuned = test_slurp(test_path("tuned.txt"));
    const char *rnn = strstr(tuned, "--arch rnn"), *tfm = strstr(tuned, "--arch transformer");
    assert_non_null(rnn);
    assert_non_null(tfm);
    char rl[2048], tl[2048];
    snprintf(rl, sizeof rl, "%.*s", (int)strcspn(rnn, "\n"), rnn);
    snprintf(tl, sizeof tl, "%.*s", (int)strcspn(tfm, "\n"), tfm);
    // --steps 40: warm-up round(0.05 x 40) = 2; the length penalty is not a training option.
    assert_non_null(strstr(rl, " --lr 2e-3 --schedule inverse-sqrt --warmup 2"));
    assert_null(strstr(rl, "--norm"));
    assert_null(strstr(rl, "--length-penalty"));
    assert_non_null(strstr(tl, " --lr 1e-3 --norm pre"));
    assert_null(strstr(tl, "--schedule"));
    // --data-dropout's value is the run's, not the recipe's (bin/train keeps an option's last
    // value); the value the recipe already has is the run without the option; the whole
    // training set keeps the recipe's value only.
    test_tmp_text("r2.recipe", "arch = rnn\ndropout = 0.2\n");
    assert_int_equal(test_run("%s --out %s/d0 --recipe-rnn %s/r2.recipe --data-dropout 0.2,0.4 "
                              "> %s/drop.txt 2>/dev/null", common, dir, dir, dir), 0);
    const char *drop = test_slurp(test_path("drop.txt"));
    int rnn_runs = 0;
    for (const char *l = strstr(drop, "--arch rnn"); l; l = strstr(l + 1, "--arch rnn")) {
        char line[2048];
        snprintf(line, sizeof line, "%.*s", (int)strcspn(l, "\n"), l);
        const char *d = strstr(line, "--dropout ");
        assert_non_null(d);
        assert_null(strstr(d + 1, "--dropout"));  // one dropout per command
        d += strlen("--dropout ");
        const int alt = strstr(line, "/runs/rnn-dropout-0.4-data") != NULL;
        if (!alt) assert_null(strstr(line, "-dropout-"));  // 0.2 is no run of its own
        assert_int_equal((int)strcspn(d, " "), 3);
        assert_memory_equal(d, alt ? "0.4" : "0.2", 3);
        rnn_runs++;
    }
    assert_int_equal(rnn_runs, 5);  // 10% and 30% with 0.2 and 0.4, 100% with 0.2
    // A recipe option in --train-args, a bad recipe, and a warm-up share with a time budget are
    // usage errors that name the cause.
    assert_int_equal(test_run("%s --out %s/d0 --recipe-transformer %s/t.recipe --train-args "
                              "'--lr 5e-4' > /dev/null 2> %s/e1.txt", common, dir, dir, dir), 2);
    assert_non_null(strstr(test_slurp(test_path("e1.txt")), "--train-args sets --lr"));
    // What bin/compare sets in every command is not --train-args' to set: the budget (bin/train
    // takes an option's last value, so a second --max-steps would replace it), the seed, the
    // output; the early stopping only where the study sets it; an ablation row's model option.
    static const struct {
        const char *study, *words, *why;  // why: NULL when accepted
    } owned[] = {
        {"", "--max-steps 5", "--train-args sets --max-steps, which bin/compare sets in every "
                              "run's command (choose it with bin/compare's --steps)"},
        {"", "--log-every 2 --seed=3", "--train-args sets --seed=3"},
        {"", "--out x", "--train-args sets --out"},
        {"", "--early-stopping 0", NULL},
        {"--until-converged 3", "--early-stopping 0", "choose it with bin/compare's "
                                                      "--until-converged"},
        {"--ablations heads", "--heads 2", "--train-args sets --heads, which run "},
        {"--ablations heads", "--log-every=3 --valid-every 10 --label-smoothing -0", NULL},
        // abbreviations as bin/train reads them (getopt_long: a prefix of one long name)
        {"", "--max-st 3", "--train-args sets --max-st, which bin/compare sets"},
        {"", "--se=7", "--train-args sets --se=7"},
        {"--ablations heads", "--hea 2", "--train-args sets --hea, which run "},
        {"--until-converged 3", "--early 0", "--train-args sets --early,"},
        {"", "--print-config", "with which bin/train exits without training"},
        {"", "-h", "with which bin/train exits without training"},
        // what bin/train's own parser refuses would fail every run
        {"", "--ma 3", "--train-args: as bin/train reads it: unknown option '--ma'"},
        {"", "--label-smoothing 0.1 --bogus", "unknown option '--bogus'"},
        {"", "--valid-every 10 extra", "unexpected argument 'extra'"},
        {"", "--log-every", "option '--log-every' needs a value"},
        {"", "--lr=-5", "--lr: '-5' is not a number"},
    };
    for (size_t i = 0; i < sizeof owned / sizeof *owned; i++) {
        const int rc = test_run("%s --out %s/d0 %s --train-args '%s' > /dev/null 2> %s/e6.txt",
                                common, dir, owned[i].study, owned[i].words, dir);
        const char *e6 = test_slurp(test_path("e6.txt"));
        if (!owned[i].why) {
            if (rc) print_error("case %zu: %s\n", i, e6);
            assert_int_equal(rc, 0);
            continue;
        }
        assert_int_equal(rc, 2);
        if (!strstr(e6, owned[i].why)) print_error("case %zu: %s\n", i, e6);
        assert_non_null(strstr(e6, owned[i].why));
    }
    // Under --match-params every model size counts in the parameters it matches (refused before
    // any data is prepared).
    static const char *const sizes[] = {"--d-model 64", "--em 16",
                                        "--valid-every 5 --enc-layers=4"};
    for (int i = 0; i < 3; i++) {
        assert_int_equal(test_run("./bin/compare --dry-run --steps 20 --threads 1 --bin bin "
                                  "--train tests/data/bible300 --dev tests/data/bible300 --test "
                                  "tests/data/bible300 --out %s/m --match-params --train-args "
                                  "'%s' > /dev/null 2> %s/e7.txt", dir, sizes[i], dir), 2);
        assert_non_null(strstr(test_slurp(test_path("e7.txt")), "which changes the parameter "
                                                                "counts that --match-params"));
    }
    assert_int_equal(access(test_path("m/data"), F_OK), -1);
    test_tmp_text("bad.recipe", "arch = rnn\n\nlr = 1e-3\nlearning_rate = 2\n");
    assert_int_equal(test_run("%s --out %s/d0 --recipe-rnn %s/bad.recipe > /dev/null 2> "
                              "%s/e2.txt", common, dir, dir, dir), 2);
    assert_non_null(strstr(test_slurp(test_path("e2.txt")), "bad.recipe:4: unknown key "
                                                            "'learning_rate'"));
    // Weight decay without AdamW is refused when the recipe is read, before any command.
    test_tmp_text("wd.recipe", "arch = transformer\nweight_decay = 0.1\n");
    assert_int_equal(test_run("%s --out %s/d0 --recipe-transformer %s/wd.recipe > /dev/null 2> "
                              "%s/e5.txt", common, dir, dir, dir), 2);
    const char *e5 = test_slurp(test_path("e5.txt"));
    assert_non_null(strstr(e5, "wd.recipe:2: weight_decay needs optimizer = adamw"));
    assert_int_equal(test_run("./bin/compare --quick --dry-run --budget 5s --threads 1 --bin bin "
                              "--out %s/d0 --recipe-rnn %s/r.recipe > /dev/null 2> %s/e3.txt",
                              dir, dir, dir), 2);
    // The error names the option, the file and the line that sets the share.
    char where[1200];
    snprintf(where, sizeof where, "--recipe-rnn: %s/r.recipe:4: warmup_share = 0.05 needs an "
             "update budget", dir);
    assert_non_null(strstr(test_slurp(test_path("e3.txt")), where));
    // Under --until-converged --steps is a cap, not the training's length: a share is refused.
    assert_int_equal(test_run("%s --out %s/d0 --until-converged 3 --recipe-rnn %s/r.recipe > "
                              "/dev/null 2> %s/e4.txt", common, dir, dir, dir), 2);
    const char *e4 = test_slurp(test_path("e4.txt"));
    snprintf(where, sizeof where, "--recipe-rnn: %s/r.recipe:4: warmup_share = 0.05", dir);
    assert_non_null(strstr(e4, where));
    assert_non_null(strstr(e4, "give warmup in updates"));
}

// The checkpoint file a run's test decodes read (the heatmaps and the explorer load it): the
// average under a recipe that averages, else best.ckpt; a path that does not fit is an error.
static void test_model_file(void **state) {
    (void)state;
    StudyRecipe avg, plain;
    study_recipe_init(&avg, ARCH_RNN);
    study_recipe_init(&plain, ARCH_RNN);
    assert_int_equal(study_recipe_parse(&avg, "arch = rnn\naverage = 3\n", "a.recipe"), 0);
    assert_int_equal(study_recipe_parse(&plain, "arch = rnn\naverage = 0\n", "p.recipe"), 0);
    char path[64];
    assert_int_equal(study_model_file(&avg, "runs/rnn/seed1", path, sizeof path), 0);
    assert_string_equal(path, "runs/rnn/seed1/average.ckpt");
    assert_int_equal(study_model_file(&plain, "runs/rnn/seed1", path, sizeof path), 0);
    assert_string_equal(path, "runs/rnn/seed1/best.ckpt");
    assert_int_equal(study_model_file(NULL, "runs/rnn/seed1", path, sizeof path), 0);
    assert_string_equal(path, "runs/rnn/seed1/best.ckpt");
    assert_int_equal(study_model_file(&avg, "runs/rnn/seed1", path, 20), TD_ERR_ARG);
    td_clear_error();
}

// Skips the calling test when the programs a real study runs are not built.
static void skip_unless_built(void) {
    if (access("bin/compare", X_OK) || access("bin/train", X_OK) || access("bin/decode", X_OK))
        test_skip("bin/compare, bin/train or bin/decode is not built (make test builds them)");
}

// Runs a --quick study (one thread, no benchmarks or heatmaps) with `args`, logging to DIR/log;
// fails the test, showing the log's tail, when bin/compare fails.
static void run_quick_compare(const char *dir, const char *args, const char *log) {
    int rc = test_run("OMP_WAIT_POLICY=passive ./bin/compare --quick --threads 1 --bin bin "
                      "--no-bench --no-heatmaps %s > %s/%s 2>&1", args, dir, log);
    if (rc) test_run("tail -n 20 %s/%s >&2", dir, log);
    assert_int_equal(rc, 0);
}

// A quick study whose RNN recipe averages its last 2 checkpoints: the RNN's test decodes read
// the average bin/train --average made of step-5 and step-10 (validations every 5 of 10
// updates), the Transformer's its best.ckpt; the report's recipe table and the training record
// name the recipe; a rerun reuses the average.
static void test_compare_average(void **state) {
    (void)state;
    skip_unless_built();
    const char *dir = test_tmpdir();
    test_tmp_text("avg.recipe", "arch = rnn\naverage = 2\n");
    char args[1024];
    snprintf(args, sizeof args, "--out %s/avg --recipe-rnn %s/avg.recipe", dir, dir);
    run_quick_compare(dir, args, "avg1.log");
    char path[1024], needle[1024];
    snprintf(path, sizeof path, "%s/avg/runs/rnn/seed1/average.ckpt", dir);
    assert_int_equal(access(path, R_OK), 0);
    snprintf(path, sizeof path, "%s/avg1.log", dir);
    snprintf(needle, sizeof needle, "bin/train --average %s/avg/runs/rnn/seed1/average.ckpt "
             "%s/avg/runs/rnn/seed1/step-5.ckpt %s/avg/runs/rnn/seed1/step-10.ckpt", dir, dir,
             dir);
    assert_non_null(strstr(test_slurp(path), needle));
    snprintf(path, sizeof path, "%s/avg/report.md", dir);
    char *md = NULL;
    size_t len;
    assert_int_equal(file_read_all(path, (void **)&md, &len), 0);
    snprintf(needle, sizeof needle, "bin/decode -m %s/avg/runs/rnn/seed1/average.ckpt -i", dir);
    assert_non_null(strstr(md, needle));
    snprintf(needle, sizeof needle, "bin/decode -m %s/avg/runs/transformer/seed1 -i", dir);
    assert_non_null(strstr(md, needle));
    assert_non_null(strstr(md, "| average | 2 | (none: best.ckpt) |"));
    free(md);
    snprintf(path, sizeof path, "%s/avg/runs/rnn/seed1.train.done", dir);
    assert_non_null(strstr(test_slurp(path), "\nrecipe=avg: average=2\ncmd="));
    run_quick_compare(dir, args, "avg2.log");
    snprintf(path, sizeof path, "%s/avg2.log", dir);
    assert_non_null(strstr(test_slurp(path), "reusing the average"));
    assert_null(strstr(test_slurp(path), "bin/train --average"));
}

// A run whose own option sets a recipe field (--data-dropout's dropout) trains with its own
// value, and its training record names the recipe without that field; the listed value that the
// recipe has is the run without the option; the 100% share trains with the recipe's value only.
static void test_compare_run_option_over_recipe(void **state) {
    (void)state;
    skip_unless_built();
    const char *dir = test_tmpdir();
    test_tmp_text("d.recipe", "arch = rnn\nlr = 2e-3\ndropout = 0.2\n");
    char args[1024];
    snprintf(args, sizeof args, "--out %s/drop --recipe-rnn %s/d.recipe --data-dropout 0.2,0.3",
             dir, dir);
    run_quick_compare(dir, args, "drop.log");
    static const struct {
        const char *run, *dropout, *recipe;
    } want[] = {
        {"rnn", "dropout=0.200000003", "\nrecipe=d: lr=2e-3 dropout=0.2\ncmd="},
        {"rnn-data10", "dropout=0.200000003", "\nrecipe=d: lr=2e-3 dropout=0.2\ncmd="},
        {"rnn-dropout-0.3-data10", "dropout=0.300000012", "\nrecipe=d: lr=2e-3\ncmd="},
        {"rnn-dropout-0.3-data30", "dropout=0.300000012", "\nrecipe=d: lr=2e-3\ncmd="},
    };
    for (size_t i = 0; i < sizeof want / sizeof *want; i++) {
        char path[1024];
        snprintf(path, sizeof path, "%s/drop/runs/%s/seed1/config.txt", dir, want[i].run);
        assert_non_null(strstr(test_slurp(path), want[i].dropout));  // float32, as bin/train
        snprintf(path, sizeof path, "%s/drop/runs/%s/seed1.train.done", dir, want[i].run);
        const char *rec = test_slurp(path);
        if (!strstr(rec, want[i].recipe)) print_error("%s: %s\n", want[i].run, rec);
        assert_non_null(strstr(rec, want[i].recipe));
    }
    // the whole training set trains with the recipe's dropout only: the report's row names it
    char path[1024];
    snprintf(path, sizeof path, "%s/drop/runs/rnn-dropout-0.3", dir);
    assert_int_equal(access(path, F_OK), -1);
    snprintf(path, sizeof path, "%s/drop/report.md", dir);
    const char *report = test_slurp(path);
    assert_non_null(strstr(report, "RNN, 100% of the data (dropout 0.2)"));
    assert_non_null(strstr(report, "RNN, 30% of the data (dropout "));
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_words_table),      cmocka_unit_test(test_decode_words),
        cmocka_unit_test(test_parse_errors),
        cmocka_unit_test(test_weight_decay_optimizer), cmocka_unit_test(test_messages_name_file_keys),
        cmocka_unit_test(test_nul_and_quoting),
        cmocka_unit_test(test_text_round_trip),  cmocka_unit_test(test_shipped_recipes),
        cmocka_unit_test(test_tuned_recipes),
        cmocka_unit_test(test_train_args_overlap), cmocka_unit_test(test_compare_dry_run),
        cmocka_unit_test(test_model_file),
        cmocka_unit_test(test_compare_average),
        cmocka_unit_test(test_compare_run_option_over_recipe),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
