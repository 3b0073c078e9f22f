// The sentence explorer of bin/compare's report (study/explorer.h) on the shipped models, opened in
// headless Chromium: the data of 50 test sentences, the page rendering each sentence's texts and
// maps (the greedy outputs are bin/decode's, the number of maps is the models' layers x heads),
// the search box filtering the list, the page's own self-test driving the controls, and no
// script or console errors.
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <cmocka.h>

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "models/model.h"
#include "models/model_io.h"
#include "study/explorer.h"
#include "study/text_io.h"
#include "tensor/blas.h"
#include "tests/test_util.h"

enum { N_LINES = 60, MAX_WORDS = 25 };
static const char *const dirs[2] = {"pretrained/rnn-en-es", "pretrained/transformer-en-es"};
static const char *const ids[2] = {"rnn", "transformer"};

// 1 if `hay` contains `needle`, ignoring ASCII case.
static int has_word(const char *hay, const char *needle) {
    size_t n = strlen(needle);
    for (; *hay; hay++) {
        size_t i = 0;
        while (i < n && hay[i] && tolower((unsigned char)hay[i]) == needle[i]) i++;
        if (i == n) return 1;
    }
    return 0;
}

// Counts the occurrences of `needle` in [s, e).
static int count_in(const char *s, const char *e, const char *needle) {
    int n = 0;
    for (const char *p = strstr(s, needle); p && p < e; p = strstr(p + 1, needle)) n++;
    return n;
}

static void expect_text(const char *dom, const char *id, const char *want) {
    char *got = test_dom_text(dom, id);
    if (!got || strcmp(got, want)) {
        print_error("#%s: '%s', expected '%s'\n", id, got ? got : "(missing)", want);
        fail();
    }
    free(got);
}

static void expect_attr(const char *dom, const char *id, const char *attr, const char *want) {
    char *got = test_dom_attr(dom, id, attr);
    if (!got || strcmp(got, want)) {
        print_error("#%s %s='%s', expected '%s'\n", id, attr, got ? got : "(missing)", want);
        fail();
    }
    free(got);
}

static void test_explorer_in_chromium(void **state) {
    (void)state;
    // Both shipped models use one SentencePiece model, as a study's runs do.
    const char *spm_path = test_ckpt_spm(dirs[0], "spm-rnn.model");
    const char *spm_tfm = test_ckpt_spm(dirs[1], "spm-transformer.model");
    assert_int_equal(test_run("cmp -s %s %s", spm_path, spm_tfm), 0);

    // The test set: the first N_LINES pairs of the fixture with at most MAX_WORDS source words.
    char **en, **es;
    int n_en, n_es;
    assert_int_equal(study_read_lines("tests/data/bible300.en", &en, &n_en), 0);
    assert_int_equal(study_read_lines("tests/data/bible300.es", &es, &n_es), 0);
    assert_int_equal(n_en, n_es);
    StudyPlan *pl = calloc(1, sizeof *pl);
    StudyResults *res = calloc(1, sizeof *res);
    assert_true(pl && res);
    study_options_defaults(&pl->opt);
    pl->test_src = calloc(N_LINES, sizeof(char *));
    pl->test_ref = calloc(N_LINES, sizeof(char *));
    assert_true(pl->test_src && pl->test_ref);
    for (int i = 0; i < n_en && pl->n_test < N_LINES; i++)
        if (study_count_words(en[i]) <= MAX_WORDS) {
            pl->test_src[pl->n_test] = strdup(en[i]);
            pl->test_ref[pl->n_test++] = strdup(es[i]);
        }
    assert_int_equal(pl->n_test, N_LINES);
    study_lines_free(en, n_en);
    study_lines_free(es, n_es);

    // A study with the two shipped models as the main runs.
    char out[600], path[700];
    snprintf(out, sizeof out, "%s/explorer", test_tmpdir());
    snprintf(path, sizeof path, "%s/figures", out);
    assert_int_equal(test_run("mkdir -p %s", path), 0);
    pl->opt.out = out;
    pl->opt.tgt = "es";
    pl->opt.threads = 1;
    snprintf(pl->spm_path, sizeof pl->spm_path, "%s", spm_path);
    pl->n_runs = 2;
    pl->n_studies = 1;
    pl->studies[0].n = 2;
    for (int a = 0; a < 2; a++) {
        StudyRunPlan *r = &pl->runs[a];
        snprintf(r->id, sizeof r->id, "%s", ids[a]);
        r->arch = a == 0 ? ARCH_RNN : ARCH_TRANSFORMER;
        pl->studies[0].run[a] = a;
        snprintf(pl->studies[0].label[a], sizeof pl->studies[0].label[a], "%s",
                 a == 0 ? "RNN" : "Transformer");
    }
    study_results_init(res, pl);
    int expect_maps[2];
    for (int a = 0; a < 2; a++) {
        StudySeedResult *s = &res->runs[a].seeds[0];
        s->ok = 1;
        snprintf(s->dir, sizeof s->dir, "%s", dirs[a]);
        ModelConfig cfg;
        snprintf(path, sizeof path, "%s/best.ckpt", dirs[a]);
        assert_int_equal(model_peek(path, &cfg, NULL), 0);
        // RNN: one cross-attention map; Transformer: cross and decoder self per decoder layer and
        // head, encoder self per encoder layer and head.
        expect_maps[a] = a == 0 ? 1 : (2 * cfg.dec_layers + cfg.enc_layers) * cfg.heads;
    }
    assert_int_equal(study_explorer_build(res), 0);
    assert_int_equal(res->explorer_n, STUDY_EXPLORER_N);
    snprintf(path, sizeof path, "%s/figures/explorer.json", out);
    struct stat sb;
    assert_int_equal(stat(path, &sb), 0);
    assert_int_equal((size_t)sb.st_size, strlen(res->explorer_json));

    // The page: the explorer section in a bare document.
    char page[700];
    snprintf(page, sizeof page, "%s/page.html", out);
    FILE *f = fopen(page, "w");
    assert_non_null(f);
    fputs("<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\"><title>explorer</title></head>"
          "<body>\n", f);
    study_explorer_html(f, res);
    fputs("</body></html>\n", f);
    assert_int_equal(fclose(f), 0);
    assert_int_equal(stat(page, &sb), 0);
    print_message("explorer: %d sentences, %.2f MB of HTML\n", res->explorer_n,
                  sb.st_size / 1e6);
    assert_true(sb.st_size < 5000000);
    const char *html = test_slurp(page);  // its first 64 KiB: markup and style before the data
    assert_null(strstr(html, "<script src"));
    assert_null(strstr(html, "<link"));

    // bin/decode's greedy translations of the 50 sentences the explorer shows: the first 50.
    char in[700], hyp[2][700];
    snprintf(in, sizeof in, "%s/in.en", out);
    assert_int_equal(study_write_lines(in, pl->test_src, STUDY_EXPLORER_N), 0);
    char **greedy[2];
    for (int a = 0; a < 2; a++) {
        snprintf(hyp[a], sizeof hyp[a], "%s/greedy-%s.es", out, ids[a]);
        assert_int_equal(test_run("./bin/decode -m %s -i %s -o %s --threads 1 2>/dev/null",
                                  dirs[a], in, hyp[a]), 0);
        int n;
        assert_int_equal(study_read_lines(hyp[a], &greedy[a], &n), 0);
        assert_int_equal(n, STUDY_EXPLORER_N);
    }

    // Two sentences chosen through the address: each shows its own texts and every map.
    char url[800], id[64];
    const int pick[2] = {1, 37};
    for (int k = 0; k < 2; k++) {
        const int i = pick[k] - 1;
        snprintf(url, sizeof url, "file://%s#sentence=%d", page, pick[k]);
        char *dom = test_chromium_dom(url);
        char num[16];
        snprintf(num, sizeof num, "%d", pick[k]);
        expect_attr(dom, "explorer", "data-ready", "1");
        expect_attr(dom, "explorer-view", "data-sentence", num);
        expect_text(dom, "explorer-src-text", pl->test_src[i]);
        expect_text(dom, "explorer-ref-text", pl->test_ref[i]);
        for (int a = 0; a < 2; a++) {
            snprintf(id, sizeof id, "explorer-greedy-%s", ids[a]);
            expect_text(dom, id, greedy[a][i]);
            snprintf(id, sizeof id, "explorer-maps-%s", ids[a]);
            snprintf(num, sizeof num, "%d", expect_maps[a]);
            expect_attr(dom, id, "data-maps", num);
        }
        const char *view = strstr(dom, "id=\"explorer-view\"");
        assert_non_null(view);
        assert_int_equal(count_in(view, view + strlen(view), "<canvas"),
                         expect_maps[0] + expect_maps[1]);
        assert_int_equal(count_in(dom, dom + strlen(dom), "<option"), STUDY_EXPLORER_N);
        expect_text(dom, "explorer-errors", "");
        free(dom);
    }

    // The search box, through the address: only the sentences whose source or reference holds
    // the text are listed.
    int want = 0;
    for (int i = 0; i < STUDY_EXPLORER_N; i++)
        want += has_word(pl->test_src[i], "god") || has_word(pl->test_ref[i], "god");
    assert_true(want > 0 && want < STUDY_EXPLORER_N);
    snprintf(url, sizeof url, "file://%s#search=GOD", page);
    char *dom = test_chromium_dom(url);
    assert_int_equal(count_in(dom, dom + strlen(dom), "<option"), want);
    char num[16];
    snprintf(num, sizeof num, "%d", want);
    expect_attr(dom, "explorer-list", "data-count", num);
    expect_text(dom, "explorer-errors", "");
    free(dom);

    // The page's self-test: choosing another sentence in the list changes the texts and the
    // pixels of the maps, and the filter keeps exactly the matching sentences.
    snprintf(url, sizeof url, "file://%s#selftest", page);
    dom = test_chromium_dom(url);
    char *log = test_dom_text(dom, "explorer-selftest");
    assert_non_null(log);
    print_message("%s", log);
    assert_null(strstr(log, "FAIL"));
    free(log);
    expect_attr(dom, "explorer-selftest", "data-result", "pass");
    expect_text(dom, "explorer-errors", "");
    free(dom);

    for (int a = 0; a < 2; a++) study_lines_free(greedy[a], STUDY_EXPLORER_N);
    study_lines_free(pl->test_src, pl->n_test);
    study_lines_free(pl->test_ref, pl->n_test);
    study_results_free(res);
    free(res);
    free(pl);
}

int main(void) {
    blas_set_threads(1);
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_explorer_in_chromium),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
