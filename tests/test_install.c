// make install / make uninstall (the Makefile) and what an installed program does with them:
// tandem-decode -m NAME finds an installed model (decode/model_find.h), programs name themselves
// tandem-NAME in their messages (util/progname.h), every program has a man page.
//
// make runs with -o for every program (assume-old: it installs the programs `make test` built and
// never rebuilds one while the suite runs them) and without the suite's MAKEFLAGS. The reference
// output is bin/decode with the checkpoint's path, as it ran before names existed.
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <cmocka.h>

#include "tests/test_util.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char *const PROGS[] = {"train", "decode", "score", "bench", "compare", "serve", "model"};
#define N_PROGS 7

// Runs `make TARGET ARGS` from the repository root; returns its exit status.
static int make(const char *target, const char *args, const char *log) {
    const char *build = getenv("BUILD") ? getenv("BUILD") : "build";
    char keep[512] = "";
    for (int i = 0; i < N_PROGS; i++) {
        size_t at = strlen(keep);
        snprintf(keep + at, sizeof keep - at, " -o bin/%s", PROGS[i]);
    }
    return test_run("env -u MAKEFLAGS -u MFLAGS -u MAKELEVEL make -s --no-print-directory%s "
                    "BUILD=%s %s %s > %s 2>&1", keep, build, target, args, log);
}

static void install_into(const char *prefix) {
    char args[2048];
    snprintf(args, sizeof args, "PREFIX=%s", prefix);
    if (make("install", args, test_path("install.log")) != 0) {
        print_error("make install failed:\n%s\n", test_slurp(test_path("install.log")));
        fail();
    }
}

static void test_installs_programs_models_and_man_pages(void **state) {
    char pfx[1024];  // test_path's buffers rotate
    snprintf(pfx, sizeof pfx, "%s", test_path("prefix"));
    install_into(pfx);
    for (int i = 0; i < N_PROGS; i++) {
        assert_int_equal(test_run("test -x %s/bin/tandem-%s", pfx, PROGS[i]), 0);
        char *man = test_path("man.txt");
        assert_int_equal(test_run("cp %s/share/man/man1/tandem-%s.1 %s", pfx, PROGS[i], man), 0);
        // help2man's troff: a .TH title line naming the program, section 1, and a NAME section
        char th[128], name[128];
        snprintf(th, sizeof th, ".TH TANDEM-%s \"1\"", PROGS[i]);
        for (char *p = th + 4; *p && *p != ' '; p++)
            if (*p >= 'a' && *p <= 'z') *p = (char)(*p - 'a' + 'A');
        snprintf(name, sizeof name, "tandem-%s \\- ", PROGS[i]);
        const char *text = test_slurp(man);
        assert_non_null(strstr(text, th));
        assert_non_null(strstr(text, ".SH NAME"));
        assert_non_null(strstr(text, name));
        // man renders it (man-db is on every Debian system that has help2man's users; the
        // rendered page carries the program's own usage line)
        char *out = test_path("man-rendered.txt");
        assert_int_equal(test_run("MANWIDTH=100 man -l %s > %s 2>/dev/null", man, out), 0);
        char usage[128];
        snprintf(usage, sizeof usage, "usage: tandem-%s", PROGS[i]);
        assert_non_null(strstr(test_slurp(out), usage));
    }
    assert_int_equal(test_run("cmp -s %s/share/tandem/transformer-en-es/best.ckpt "
                              "pretrained/transformer-en-es/best.ckpt", pfx), 0);
    assert_int_equal(test_run("cmp -s %s/share/tandem/rnn-en-es/best.ckpt "
                              "pretrained/rnn-en-es/best.ckpt", pfx), 0);
}

// tandem-decode -m NAME, run from another folder without TANDEM_MODELS, translates as bin/decode
// does with the checkpoint's path; TANDEM_MODELS comes first on the search path.
static void test_decode_by_name(void **state) {
    char pfx[1024];  // test_path's buffers rotate
    snprintf(pfx, sizeof pfx, "%s", test_path("prefix-names"));
    install_into(pfx);
    const char *in = test_tmp_text("in.en", "Jesus wept.\nIn the beginning God created the "
                                   "heavens and the earth.\n");
    char *want = test_path("want.txt"), *got = test_path("got.txt");
    assert_int_equal(test_run("bin/decode -t 1 -q -m pretrained/transformer-en-es/best.ckpt "
                              "-i %s -o %s", in, want), 0);
    assert_int_equal(test_run("cd / && env -u TANDEM_MODELS %s/bin/tandem-decode -t 1 -q "
                              "-m transformer-en-es -i %s -o %s", pfx, in, got), 0);
    char *a = test_read_file(want), *b = test_read_file(got);
    assert_true(strlen(a) > 10);
    assert_string_equal(b, a);
    free(b);
    // a folder of one's own: DIR/NAME.ckpt, found before the installed model of that name
    assert_int_equal(test_run("mkdir -p %s/mine && cp pretrained/rnn-en-es/best.ckpt "
                              "%s/mine/transformer-en-es.ckpt", test_tmpdir(), test_tmpdir()), 0);
    assert_int_equal(test_run("bin/decode -t 1 -q -m pretrained/rnn-en-es -i %s -o %s", in, want),
                     0);
    assert_int_equal(test_run("TANDEM_MODELS=%s/none:%s/mine %s/bin/tandem-decode -t 1 -q "
                              "-m transformer-en-es -i %s -o %s", test_tmpdir(), test_tmpdir(),
                              pfx, in, got), 0);
    free(a);
    a = test_read_file(want);
    b = test_read_file(got);
    assert_string_equal(b, a);
    free(a);
    free(b);
    char *list = test_path("list.txt");
    assert_int_equal(test_run("env -u TANDEM_MODELS %s/bin/tandem-decode --list-models > %s", pfx,
                              list), 0);
    char line[4096];
    snprintf(line, sizeof line, "rnn-en-es\t%s/share/tandem/rnn-en-es/best.ckpt\n"
             "transformer-en-es\t%s/share/tandem/transformer-en-es/best.ckpt\n", pfx, pfx);
    assert_string_equal(test_slurp(list), line);
}

// Messages name the installed program; an unknown name lists every folder searched.
static void test_messages(void **state) {
    char pfx[1024];  // test_path's buffers rotate
    snprintf(pfx, sizeof pfx, "%s", test_path("prefix-msg"));
    install_into(pfx);
    char *err = test_path("err.txt");
    assert_int_equal(test_run("%s/bin/tandem-decode --bogus 2> %s", pfx, err), 2);
    assert_string_equal(test_slurp(err), "tandem-decode: error: unknown option '--bogus'\n"
                        "Try 'tandem-decode --help'.\n");
    assert_int_equal(test_run("env -u TANDEM_MODELS %s/bin/tandem-decode -m no-such-model "
                              "< /dev/null 2> %s", pfx, err), 1);
    char want[4096];
    snprintf(want, sizeof want, "tandem-decode: error: no model named 'no-such-model' in "
             "$TANDEM_MODELS (unset), %s/share/tandem; -m takes a checkpoint file, a training "
             "directory or the name of an installed model (--list-models)\n", pfx);
    assert_string_equal(test_slurp(err), want);
    assert_int_equal(test_run("TANDEM_MODELS=/a:/b %s/bin/tandem-decode -m no-such-model "
                              "< /dev/null 2> %s", pfx, err), 1);
    assert_non_null(strstr(test_slurp(err), "in $TANDEM_MODELS = /a:/b, "));
    // An empty -m (a usage error), a directory without best.ckpt (pointed to its last.ckpt when
    // there is one), and a training state file get messages that name the fix.
    assert_int_equal(test_run("%s/bin/tandem-decode -m '' < /dev/null 2> %s", pfx, err), 2);
    assert_string_equal(test_slurp(err), "tandem-decode: error: -m '' names no model; -m takes a "
                        "checkpoint file, a training directory or the name of an installed model "
                        "(--list-models)\nTry 'tandem-decode --help'.\n");
    char empty_dir[1024];
    snprintf(empty_dir, sizeof empty_dir, "%s", test_path("no-ckpt-dir"));
    assert_int_equal(test_run("mkdir -p %s", empty_dir), 0);
    assert_int_equal(test_run("%s/bin/tandem-decode -m %s < /dev/null 2> %s", pfx, empty_dir,
                              err), 1);
    snprintf(want, sizeof want, "tandem-decode: error: -m %s: the directory holds no model (no "
             "best.ckpt, no last.ckpt): give a checkpoint file, a training directory or the name "
             "of an installed model (--list-models)\n", empty_dir);
    assert_string_equal(test_slurp(err), want);
    assert_int_equal(test_run("cp %s/share/tandem/rnn-en-es/best.ckpt %s/last.ckpt", pfx,
                              empty_dir), 0);
    assert_int_equal(test_run("%s/bin/tandem-decode -m %s < /dev/null 2> %s", pfx, empty_dir,
                              err), 1);
    snprintf(want, sizeof want, "tandem-decode: error: -m %s: the directory has no best.ckpt (a "
             "training run writes it at its first validation); give a checkpoint file such as "
             "%s/last.ckpt\n", empty_dir, empty_dir);
    assert_string_equal(test_slurp(err), want);
    assert_int_equal(test_run("%s/bin/tandem-score -r /nonexistent < /dev/null 2> %s", pfx, err),
                     1);
    assert_true(strncmp(test_slurp(err), "tandem-score: error: ", 21) == 0);
    assert_int_equal(test_run("%s/bin/tandem-train --bogus 2> %s", pfx, err), 2);
    assert_true(strncmp(test_slurp(err), "tandem-train: error: ", 21) == 0);
}

// DESTDIR stages the tree; make uninstall removes everything make install put there.
static void test_destdir_and_uninstall(void **state) {
    char args[2048];
    snprintf(args, sizeof args, "DESTDIR=%s PREFIX=/usr/local", test_path("stage"));
    assert_int_equal(make("install", args, test_path("install.log")), 0);
    char root[1024];
    snprintf(root, sizeof root, "%s", test_path("stage/usr/local"));
    assert_int_equal(test_run("test -x %s/bin/tandem-decode && test -f %s/share/man/man1/"
                              "tandem-decode.1 && test -f %s/share/tandem/rnn-en-es/best.ckpt",
                              root, root, root), 0);
    assert_int_equal(make("uninstall", args, test_path("uninstall.log")), 0);
    char *left = test_path("left.txt");
    assert_int_equal(test_run("find %s -type f > %s", test_path("stage"), left), 0);
    assert_string_equal(test_slurp(left), "");
    assert_int_equal(test_run("test -e %s/share/tandem", root), 1);
}

// Without help2man make install stops before installing anything, saying what to do.
static void test_without_help2man(void **state) {
    char args[2048];
    char pfx[1024];
    snprintf(pfx, sizeof pfx, "%s", test_path("prefix-noman"));
    snprintf(args, sizeof args, "PREFIX=%s HELP2MAN=no-such-help2man", pfx);
    char *log = test_path("noman.log");
    assert_int_not_equal(make("install", args, log), 0);
    const char *msg = test_slurp(log);
    assert_non_null(strstr(msg, "make install: error: no-such-help2man is not installed"));
    assert_non_null(strstr(msg, "apt-get install help2man"));
    assert_int_equal(test_run("test -e %s", pfx), 1);
    snprintf(args, sizeof args, "PREFIX=%s HELP2MAN=no-such-help2man NO_MAN=1", pfx);
    assert_int_equal(make("install", args, log), 0);
    assert_int_equal(test_run("test -x %s/bin/tandem-decode && test ! -e %s/share/man", pfx, pfx),
                     0);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_installs_programs_models_and_man_pages),
        cmocka_unit_test(test_decode_by_name),
        cmocka_unit_test(test_messages),
        cmocka_unit_test(test_destdir_and_uninstall),
        cmocka_unit_test(test_without_help2man),
    };
    return cmocka_run_group_tests_name("install", tests, NULL, NULL);
}
