// The README and the documents it links: their commands run, their links resolve.
//
// Commands: every command line of every ```sh block in README.md and in the documents that hold
// the programs' guides (DOCS, in this order, so a guide may use what an earlier one made) is
// either run here (in a scratch folder with a 250-pair training corpus, a 50-pair dev set and 5
// test lines cut from tests/data/bible300, and links to the checkout's bin/ and pretrained/) and
// must exit 0, or is named in SKIPS with who runs it instead (the demo, CI itself, make study). A
// command that fits no rule fails the test, so a new command must be covered before it lands. The
// README's first two commands are the set-up commands, make demo and make deps test.
//
// Substitutions (the only differences from the literal line), in this order:
//   --max-time 2h, --max-time 20m -> --max-steps 2     (training: two updates, not hours)
//   data/corpora/bible-web-es/    -> corpus/           (the Bible corpus needs `make data`)
//   bin/compare ...               -> ... --dry-run     (plans the study, trains its tokenizer)
//
// Links: every relative link target of README.md and docs/*.md ([text](target), the #fragment
// dropped) names a file or folder that exists, relative to the linking file's folder.
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <cmocka.h>

#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <dirent.h>
#include <unistd.h>

#include "tests/test_util.h"
#include "util/array.h"

// Commands run elsewhere, by a prefix of the command line.
static const struct {
    const char *prefix, *why;
} SKIPS[] = {
    {"make demo", "run by make demo itself (study/demo.sh), the README's first command"},
    {"make deps test", "the CI's own command (.ci/run)"},
    {"make deps", "apt-get, run by CI (.ci/run) and make demo"},
    {"make data", "downloads the SWORD modules; run by make demo"},
    {"make ", "the build itself; make test builds everything first"},
    {"mpirun ", "data-parallel training: tests/test_dist.c runs it (2 and 3 ranks, tiny models)"},
    {"BLIS_ARCH_TYPE=skx OMP_WAIT_POLICY=passive /usr/bin/python3 ",
     "the PyTorch reference, which lives outside the repository (python3-torch is not a "
     "dependency); bench/vs_torch.sh"},
};

typedef struct Cmds {
    char **v;
    int n, cap;
} Cmds;

static void push(Cmds *c, const char *s) {
    c->v = array_grow(c->v, c->n, &c->cap, sizeof *c->v, 32);
    assert_non_null(c->v);
    c->v[c->n++] = strdup(s);
}

// The guides whose commands run after the README's, in this order (paths from the repository).
static const char *const DOCS[] = {"docs/training.md", "docs/scaling.md", "docs/decoding.md",
                                   "docs/scoring.md",  "docs/compare.md", "docs/benchmarks.md"};

// Appends the command lines of every ```sh block of `path` (backslash continuations joined), in
// order, to *c.
static void sh_commands(Cmds *c, const char *path) {
    FILE *f = fopen(path, "r");
    assert_non_null(f);
    char line[4096], cmd[16384] = "";
    int in_sh = 0;
    while (fgets(line, sizeof line, f)) {
        line[strcspn(line, "\n")] = 0;
        if (!strncmp(line, "```", 3)) {
            in_sh = !in_sh && !strcmp(line, "```sh");
            continue;
        }
        if (!in_sh) continue;
        size_t n = strlen(line);
        const int more = n > 0 && line[n - 1] == '\\';
        if (more) line[n - 1] = 0;
        const char *s = line;
        while (cmd[0] && *s == ' ') s++;  // continuation indent
        strncat(cmd, s, sizeof cmd - strlen(cmd) - 1);
        if (more) continue;
        const char *t = cmd;
        while (*t == ' ') t++;
        if (*t && *t != '#') push(c, t);
        cmd[0] = 0;
    }
    fclose(f);
}

// Replaces every `from` in s (capacity cap) by `to`.
static void replace_all(char *s, size_t cap, const char *from, const char *to) {
    char out[16384];
    size_t o = 0, fl = strlen(from), tl = strlen(to);
    for (const char *p = s; *p;) {
        if (!strncmp(p, from, fl)) {
            assert_true(o + tl < sizeof out);
            memcpy(out + o, to, tl);
            o += tl, p += fl;
        } else {
            assert_true(o + 1 < sizeof out);
            out[o++] = *p++;
        }
    }
    out[o] = 0;
    assert_true(o < cap);
    memcpy(s, out, o + 1);
}

static int count_lines(const char *path) {
    FILE *f = fopen(path, "r");
    if (!f) return -1;
    int n = 0, ch;
    while ((ch = fgetc(f)) != EOF) n += ch == '\n';
    fclose(f);
    return n;
}

static void test_readme_commands(void **state) {
    (void)state;
    if (access("bin/train", X_OK) || access("bin/decode", X_OK) || access("bin/bench", X_OK) ||
        access("bin/compare", X_OK) || access("bin/score", X_OK))
        fail_msg("bin/ is not built: run the tests with make test");
    static char repo[PATH_MAX], dir[PATH_MAX + 64];
    assert_non_null(getcwd(repo, sizeof repo));
    snprintf(dir, sizeof dir, "%s/readme", test_tmpdir());
    const char *B = "tests/data/bible300";
    assert_int_equal(test_run("rm -rf %s && mkdir -p %s/corpus && cd %s && ln -s %s/bin bin && "
                        "ln -s %s/pretrained pretrained && "
                        "for l in en es; do head -n 250 %s/%s.$l > corpus/train.$l; "
                        "sed -n 251,300p %s/%s.$l > corpus/dev.$l; "
                        "sed -n 251,255p %s/%s.$l > corpus/test.$l; "
                        "sed -n 251,255p %s/%s.$l > test.$l; done",
                        dir, dir, dir, repo, repo, repo, B, repo, B, repo, B, repo, B),
                     0);
    char doc[PATH_MAX + 64];
    snprintf(doc, sizeof doc, "%s/README.md", repo);
    Cmds c = {0};
    sh_commands(&c, doc);
    assert_true(c.n >= 2);
    const char *setup[2] = {"make demo", "make deps test"};  // the set-up commands come first
    for (int i = 0; i < 2; i++) {
        size_t n = strcspn(c.v[i], "#");
        while (n > 0 && c.v[i][n - 1] == ' ') n--;
        if (n != strlen(setup[i]) || strncmp(c.v[i], setup[i], n) != 0)
            fail_msg("README command %d is '%s', not '%s'", i + 1, c.v[i], setup[i]);
    }
    for (size_t i = 0; i < sizeof DOCS / sizeof *DOCS; i++) {
        snprintf(doc, sizeof doc, "%s/%s", repo, DOCS[i]);
        sh_commands(&c, doc);
    }
    assert_true(c.n >= 10);
    int ran = 0, skipped = 0;
    for (int i = 0; i < c.n; i++) {
        char cmd[16384];
        snprintf(cmd, sizeof cmd, "%s", c.v[i]);
        const char *why = NULL;
        for (size_t k = 0; k < sizeof SKIPS / sizeof *SKIPS && !why; k++)
            if (!strncmp(cmd, SKIPS[k].prefix, strlen(SKIPS[k].prefix))) why = SKIPS[k].why;
        if (why) {
            print_message("README: skipped (%s): %s\n", why, cmd);
            skipped++;
            continue;
        }
        const int known = !strncmp(cmd, "bin/", 4) || !strncmp(cmd, "echo ", 5) ||
                          !strncmp(cmd, "OMP_WAIT_POLICY=passive bin/", 28);
        if (!known) fail_msg("command not covered by test_readme: %s", cmd);
        replace_all(cmd, sizeof cmd, "--max-time 2h", "--max-steps 2");
        replace_all(cmd, sizeof cmd, "--max-time 20m", "--max-steps 2");
        replace_all(cmd, sizeof cmd, "data/corpora/bible-web-es/", "corpus/");
        if (!strncmp(cmd, "bin/compare ", 12))
            strncat(cmd, " --dry-run", sizeof cmd - strlen(cmd) - 1);
        print_message("README: %s\n", cmd);
        const int rc =
            test_run("cd %s && ( %s\n) < /dev/null > readme.out 2> readme.err", dir, cmd);
        if (rc != 0) {
            test_run("tail -n 20 %s/readme.err >&2", dir);
            fail_msg("README command exited %d: %s", rc, cmd);
        }
        ran++;
    }
    // The translating block wrote one line per test line.
    static char hyp[PATH_MAX + 128];
    snprintf(hyp, sizeof hyp, "%s/test.hyp.es", dir);
    assert_int_equal(count_lines(hyp), 5);
    print_message("README: %d commands run, %d run elsewhere\n", ran, skipped);
    assert_true(ran >= 10);
    for (int i = 0; i < c.n; i++) free(c.v[i]);
    free(c.v);
}

// Checks every relative link of the Markdown file dir/name; returns how many it checked.
static int check_links(const char *dir, const char *name) {
    char path[PATH_MAX + 256];
    snprintf(path, sizeof path, "%s/%s", dir, name);
    char *text = test_read_file(path);
    int n = 0;
    for (const char *p = text; (p = strstr(p, "](")) != NULL;) {
        p += 2;
        const size_t len = strcspn(p, ")# \n");
        if (!len || !strncmp(p, "http://", 7) || !strncmp(p, "https://", 8) ||
            !strncmp(p, "mailto:", 7))
            continue;
        char target[PATH_MAX + 512];
        snprintf(target, sizeof target, "%s/%.*s", dir, (int)len, p);
        if (access(target, F_OK) != 0)
            fail_msg("%s: the link '%.*s' names no file", path, (int)len, p);
        n++;
    }
    free(text);
    return n;
}

static void test_links_resolve(void **state) {
    (void)state;
    int n = check_links(".", "README.md");
    assert_true(n >= 10);  // the README's table of documents
    DIR *d = opendir("docs");
    assert_non_null(d);
    for (struct dirent *e; (e = readdir(d)) != NULL;) {
        const size_t len = strlen(e->d_name);
        if (len > 3 && !strcmp(e->d_name + len - 3, ".md")) n += check_links("docs", e->d_name);
    }
    closedir(d);
    print_message("links: %d relative links resolve\n", n);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_links_resolve),
        cmocka_unit_test(test_readme_commands),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
