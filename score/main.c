// bin/score: BLEU, chrF / chrF++ and TER of a hypothesis file against reference file(s), as the
// sacreBLEU 2.x CLI computes them (score/metrics.h), with its options for each metric, corpus or
// sentence level. Files are read like the sacreBLEU CLI reads them: UTF-8, split on "\n" only (a
// final line without "\n" counts); plain or .gz (zlib). A line with invalid UTF-8 or a NUL byte is
// an error naming the file, line and byte (data/corpus.h text_line_check, the check bin/decode
// and bin/train use).
#include "score/metrics.h"

#include <errno.h>
#include <getopt.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "data/corpus.h"
#include "score/metrics_text.h"
#include "score/placeholders.h"
#include "util/progname.h"

#define MAX_REFS 16

typedef struct {
    const char *path;  // as given ("-" for stdin)
    TextLines text;    // the file's lines (data/corpus.h text_lines_read)
    char **lines;      // text.line
    int n;             // text.n
} Lines;

static void usage(FILE *f) {
    fprintf(f,
            "usage: %s -r REF [-r REF2 ...] [-i HYP] [--metrics bleu,chrf,ter] [OPTIONS]\n"
            "\n"
            "BLEU, chrF and TER exactly as sacreBLEU 2.x computes them, with its options. Defaults:\n"
            "BLEU tokenizer 13a, mixed case, exp smoothing; chrF character order 6, word order 0,\n"
            "beta 2; TER lowercased, tercom tokenization off.\n"
            "\n"
            "  -r, --ref FILE       reference file (required; repeat for multiple references)\n"
            "  -i, --input FILE     hypothesis file (default: - = stdin)\n"
            "  -m, --metrics LIST   comma-separated metrics: bleu, chrf, ter (default: bleu,chrf)\n"
            "      --sentence-level one line per segment with its scores (metrics separated by a\n"
            "                       tab; BLEU then uses effective order, as sacreBLEU), then the\n"
            "                       signatures; with --json one JSON object per segment and line\n"
            "      --placeholders SRC  also the placeholder-preservation rate: of the placeholders\n"
            "                       that source line and (first) reference share (%%s, %%1$d, %%1,\n"
            "                       %%(name)s, {0}, <b>: score/placeholders.h), the percentage the\n"
            "                       hypothesis keeps, compared byte for byte (corpus level only)\n"
            "      --json           one JSON object with full-precision values instead of text\n"
            "  -h, --help           show this help\n"
            "BLEU:\n"
            "      --tokenize TOK   13a (default), none, intl (mteval-v14 international), char, zh\n"
            "      --lowercase      lowercase both sides first (signature case:lc)\n"
            "      --smooth-method M  exp (default), floor, add-k, none\n"
            "      --smooth-value V the value of floor (default 0.1) and add-k (default 1)\n"
            "chrF:\n"
            "      --chrf-char-order N  character n-gram order (default 6)\n"
            "      --chrf-word-order N  word n-gram order (default 0; 2 is chrF++)\n"
            "      --chrf-beta N    weight of recall over precision (default 2)\n"
            "      --chrf-whitespace    keep whitespace in character n-grams\n"
            "      --chrf-lowercase     lowercase both sides first\n"
            "      --chrf-eps-smoothing epsilon smoothing (chrF++.py, Moses, NLTK) instead of\n"
            "                       averaging over the orders that have n-grams\n"
            "TER:\n"
            "      --ter-case-sensitive  do not lowercase\n"
            "      --ter-normalized      tercom's normalization: punctuation tokenized, \"'s\" split\n"
            "      --ter-no-punct        remove . , ? : ; ! \" ( )\n"
            "      --ter-asian-support   with --ter-normalized split CJK characters off; with\n"
            "                       --ter-no-punct also remove CJK and full-width punctuation\n"
            "\n"
            "Files are UTF-8, one segment per line, plain or .gz. Line counts must agree. Lines\n"
            "lose their trailing whitespace, as in the sacreBLEU CLI.\n"
            "Exit status: 0 ok, 1 runtime error (unreadable file, bad UTF-8, line counts\n"
            "differ), 2 usage error.\n", prog_name("score"));
}

// A usage error: one line naming it and a pointer to the help, on stderr; returns exit status 2.
static int fail_usage(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
static int fail_usage(const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    fprintf(stderr, "%s: error: ", prog_name("score"));
    vfprintf(stderr, fmt, ap);
    va_end(ap);
    fprintf(stderr, "\nTry '%s --help'.\n", prog_name("score"));
    return 2;
}

// Reads a whole file (plain or gzip; "-" standard input) into lines; sets td_error on failure.
static int read_lines(Lines *L, const char *path) {
    memset(L, 0, sizeof *L);
    L->path = path;
    TD_TRY(text_lines_read(path, strcmp(path, "-") ? path : "<stdin>", &L->text));
    L->lines = L->text.line;
    L->n = L->text.n;
    return TD_OK;
}

static void free_lines(Lines *L) { text_lines_free(&L->text); }

// Shortest "%.Ng" that reads back as the same double (like Python's repr, for --json).
static void print_double(double v) {
    char buf[40];
    for (int prec = 15; prec <= 17; prec++) {
        snprintf(buf, sizeof buf, "%.*g", prec, v);
        if (strtod(buf, NULL) == v) break;
    }
    // keep a JSON number that still looks like a float
    if (!strpbrk(buf, ".eE")) strcat(buf, ".0");
    fputs(buf, stdout);
}

static void print_json_bleu(const BleuResult *r, const char *sig) {
    printf("\"bleu\": {\"score\": ");
    print_double(r->score);
    printf(", \"counts\": [");
    for (int k = 0; k < BLEU_MAX_ORDER; k++)
        printf("%s%lld", k ? ", " : "", (long long)r->stats.correct[k]);
    printf("], \"totals\": [");
    for (int k = 0; k < BLEU_MAX_ORDER; k++)
        printf("%s%lld", k ? ", " : "", (long long)r->stats.total[k]);
    printf("], \"precisions\": [");
    for (int k = 0; k < BLEU_MAX_ORDER; k++) {
        if (k) printf(", ");
        print_double(r->precisions[k]);
    }
    printf("], \"bp\": ");
    print_double(r->bp);
    printf(", \"ratio\": ");
    print_double(r->ratio);
    printf(", \"sys_len\": %lld, \"ref_len\": %lld, \"signature\": \"%s\"}",
           (long long)r->stats.hyp_len, (long long)r->stats.ref_len, sig);
}

static void print_json_chrf(double score, const ChrfNStats *s, const ChrfConfig *cfg,
                            const char *sig) {
    printf("\"chrf\": {\"score\": ");
    print_double(score);
    printf(", \"char_order\": %d, \"word_order\": %d, \"beta\": %d, \"stats\": [",
           cfg->char_order, cfg->word_order, cfg->beta);
    for (int k = 0; k < cfg->char_order + cfg->word_order; k++)
        printf("%s[%lld, %lld, %lld]", k ? ", " : "", (long long)s->hyp[k], (long long)s->ref[k],
               (long long)s->match[k]);
    printf("], \"signature\": \"%s\"}", sig);
}

static void print_json_ter(double score, const TerStats *s, const char *sig) {
    printf("\"ter\": {\"score\": ");
    print_double(score);
    printf(", \"num_edits\": %lld, \"ref_length\": ", (long long)s->edits);
    print_double(s->ref_len);
    printf(", \"signature\": \"%s\"}", sig);
}

// What to compute and how (the command line).
typedef struct {
    int bleu, chrf, ter;
    int sentence_level, json;
    BleuConfig bc;
    ChrfConfig cc;
    TerConfig tc;
} Opts;

// Parses "bleu,chrf,ter" into flags; returns 0 or -1 on an unknown name.
static int parse_metrics(const char *list, Opts *o) {
    o->bleu = o->chrf = o->ter = 0;
    char buf[256];
    snprintf(buf, sizeof buf, "%s", list);
    for (char *save = NULL, *t = strtok_r(buf, ",", &save); t; t = strtok_r(NULL, ",", &save)) {
        if (strcmp(t, "bleu") == 0) o->bleu = 1;
        else if (strcmp(t, "chrf") == 0) o->chrf = 1;
        else if (strcmp(t, "ter") == 0) o->ter = 1;
        else return -1;
    }
    return o->bleu || o->chrf || o->ter ? 0 : -1;
}

// An integer option value in [lo, hi]; returns 0 or -1.
static int parse_int(const char *s, int lo, int hi, int *out) {
    char *end;
    errno = 0;
    long v = strtol(s, &end, 10);
    if (errno || end == s || *end || v < lo || v > hi) return -1;
    *out = (int)v;
    return 0;
}

// The scores of one segment range [i0, i1) (a corpus, or one segment at sentence level).
typedef struct {
    BleuResult br;
    ChrfNStats cs;
    double cf;
    TerStats ts;
    double tf;
} Scores;

// Sums the statistics of segments [i0, i1) and scores them; errors name the (1-based) line.
static int compute(const Opts *o, const char *const *h, const char *const *const *r, int nrefs,
                   int i0, int i1, Scores *sc) {
    BleuStats bs;
    memset(&bs, 0, sizeof bs);
    TerStats ts = {0};
    memset(&sc->cs, 0, sizeof sc->cs);
    for (int i = i0; i < i1; i++) {
        const char *ri[MAX_REFS];
        for (int k = 0; k < nrefs; k++) ri[k] = r[k][i];
        BleuStats b;
        ChrfNStats c;
        TerStats t;
        int st = TD_OK;
        if (o->bleu && (st = bleu_segment_stats_cfg(&b, h[i], ri, nrefs, &o->bc)) == TD_OK)
            bleu_stats_add(&bs, &b);
        if (st == TD_OK && o->chrf &&
            (st = chrf_segment_stats_cfg(&c, h[i], ri, nrefs, &o->cc)) == TD_OK)
            chrf_nstats_add(&sc->cs, &c);
        if (st == TD_OK && o->ter && (st = ter_segment_stats(&t, h[i], ri, nrefs, &o->tc)) == TD_OK)
            ts.edits += t.edits, ts.ref_len += t.ref_len;
        if (st < 0) return td_error_context(st, "line %d", i + 1);
    }
    if (o->bleu) bleu_compute_cfg(&bs, &o->bc, &sc->br);
    if (o->chrf) sc->cf = chrf_score_cfg(&sc->cs, &o->cc);
    sc->ts = ts;
    if (o->ter) sc->tf = ter_score(&ts);
    return TD_OK;
}

// Signatures of the selected metrics.
typedef struct {
    char bleu[192], chrf[192], ter[192], chrf_name[64];
} Sigs;

static void print_json(const Opts *o, const Scores *sc, const Sigs *sg, int more) {
    printf("{");
    if (o->bleu) print_json_bleu(&sc->br, sg->bleu);
    if (o->chrf) {
        if (o->bleu) printf(", ");
        print_json_chrf(sc->cf, &sc->cs, &o->cc, sg->chrf);
    }
    if (o->ter) {
        if (o->bleu || o->chrf) printf(", ");
        print_json_ter(sc->tf, &sc->ts, sg->ter);
    }
    if (!more) printf("}\n");
}

// The text lines of the selected metrics, separated by sep.
static void print_text(const Opts *o, const Scores *sc, const char *sep) {
    char line[256];
    const char *s = "";
    if (o->bleu) {
        bleu_format(&sc->br, line, sizeof line);
        printf("%s", line);
        s = sep;
    }
    if (o->chrf) {
        chrf_format_cfg(&o->cc, sc->cf, line, sizeof line);
        printf("%s%s", s, line);
        s = sep;
    }
    if (o->ter) {
        ter_format(sc->tf, line, sizeof line);
        printf("%s%s", s, line);
    }
}

static void print_signatures(const Opts *o, const Sigs *sg) {
    if (o->bleu) printf("BLEU signature: %s\n", sg->bleu);
    if (o->chrf) printf("%s signature: %s\n", sg->chrf_name, sg->chrf);
    if (o->ter) printf("TER signature: %s\n", sg->ter);
}

// Strips the trailing whitespace of every line in place, as the sacreBLEU CLI does on reading
// (it matters to chrF with --chrf-whitespace only: the other metrics strip it themselves).
static void rstrip_lines(Lines *L) {
    for (int i = 0; i < L->n; i++) {
        char *s = L->lines[i];
        size_t n = strlen(s);
        while (n > 0) {  // Python whitespace: ASCII, or one of the multi-byte code points
            size_t k = n - 1;
            while (k > 0 && ((unsigned char)s[k] & 0xC0) == 0x80) k--;
            size_t at = k;
            uint32_t cp;
            if (metrics_utf8_next((const unsigned char *)s, n, &at, &cp) < 0 ||
                !metrics_py_isspace(cp))
                break;
            n = k;
        }
        s[n] = '\0';
    }
}

// Scores the loaded files and prints the results; returns 0 or a negative status.
static int score(Lines *hyp, Lines *refs, int nrefs, const Opts *o, const Lines *src) {
    const char *const *r[MAX_REFS];
    for (int k = 0; k < nrefs; k++) r[k] = (const char *const *)refs[k].lines;
    const char *const *h = (const char *const *)hyp->lines;
    PlaceholderStats ps = {0};
    for (int i = 0; src && i < hyp->n; i++) TD_TRY(placeholders_add(&ps, src->lines[i],
                                                                    refs[0].lines[i], hyp->lines[i]));
    if (o->chrf && o->cc.whitespace) {  // after the placeholders, which see the lines as read
        rstrip_lines(hyp);
        for (int k = 0; k < nrefs; k++) rstrip_lines(&refs[k]);
    }
    Sigs sg;
    bleu_signature_cfg(&o->bc, nrefs, sg.bleu, sizeof sg.bleu);
    chrf_signature_cfg(&o->cc, nrefs, sg.chrf, sizeof sg.chrf);
    chrf_name(&o->cc, sg.chrf_name, sizeof sg.chrf_name);
    ter_signature(&o->tc, nrefs, sg.ter, sizeof sg.ter);
    Scores sc;
    memset(&sc, 0, sizeof sc);
    if (o->sentence_level) {
        for (int i = 0; i < hyp->n; i++) {
            TD_TRY(compute(o, h, r, nrefs, i, i + 1, &sc));
            if (o->json) {
                print_json(o, &sc, &sg, 0);
            } else {
                print_text(o, &sc, "\t");
                printf("\n");
            }
        }
        if (!o->json) print_signatures(o, &sg);
        return TD_OK;
    }
    TD_TRY(compute(o, h, r, nrefs, 0, hyp->n, &sc));
    if (o->json) {
        print_json(o, &sc, &sg, 1);
        if (src) {
            printf("%s\"placeholders\": {\"rate\": ", o->bleu || o->chrf || o->ter ? ", " : "");
            print_double(placeholders_rate(&ps));
            printf(", \"required\": %lld, \"kept\": %lld, \"segments\": %lld, "
                   "\"segments_all_kept\": %lld}", (long long)ps.required, (long long)ps.kept,
                   (long long)ps.segments, (long long)ps.segments_all_kept);
        }
        printf("}\n");
        return TD_OK;
    }
    print_text(o, &sc, "\n");
    printf("\n");
    if (src)
        printf("Placeholders = %.2f (kept %lld of %lld; %lld of %lld segments keep all)\n",
               placeholders_rate(&ps), (long long)ps.kept, (long long)ps.required,
               (long long)ps.segments_all_kept, (long long)ps.segments);
    print_signatures(o, &sg);
    return TD_OK;
}

enum {
    OPT_SENTENCE = 256, OPT_TOKENIZE, OPT_LOWERCASE, OPT_SMOOTH_METHOD, OPT_SMOOTH_VALUE,
    OPT_CHRF_CHAR, OPT_CHRF_WORD, OPT_CHRF_BETA, OPT_CHRF_SPACE, OPT_CHRF_LC, OPT_CHRF_EPS,
    OPT_TER_CASE, OPT_TER_NORM, OPT_TER_PUNCT, OPT_TER_ASIAN,
};

int main(int argc, char **argv) {
    prog_name_set(argv[0]);
    static const struct option opts[] = {
        {"ref", required_argument, NULL, 'r'},     {"input", required_argument, NULL, 'i'},
        {"metrics", required_argument, NULL, 'm'}, {"json", no_argument, NULL, 'j'},
        {"placeholders", required_argument, NULL, 'p'},
        {"help", no_argument, NULL, 'h'},
        {"sentence-level", no_argument, NULL, OPT_SENTENCE},
        {"tokenize", required_argument, NULL, OPT_TOKENIZE},
        {"lowercase", no_argument, NULL, OPT_LOWERCASE},
        {"smooth-method", required_argument, NULL, OPT_SMOOTH_METHOD},
        {"smooth-value", required_argument, NULL, OPT_SMOOTH_VALUE},
        {"chrf-char-order", required_argument, NULL, OPT_CHRF_CHAR},
        {"chrf-word-order", required_argument, NULL, OPT_CHRF_WORD},
        {"chrf-beta", required_argument, NULL, OPT_CHRF_BETA},
        {"chrf-whitespace", no_argument, NULL, OPT_CHRF_SPACE},
        {"chrf-lowercase", no_argument, NULL, OPT_CHRF_LC},
        {"chrf-eps-smoothing", no_argument, NULL, OPT_CHRF_EPS},
        {"ter-case-sensitive", no_argument, NULL, OPT_TER_CASE},
        {"ter-normalized", no_argument, NULL, OPT_TER_NORM},
        {"ter-no-punct", no_argument, NULL, OPT_TER_PUNCT},
        {"ter-asian-support", no_argument, NULL, OPT_TER_ASIAN},
        {NULL, 0, NULL, 0},
    };
    const char *ref_paths[MAX_REFS], *hyp_path = "-", *src_path = NULL;
    Opts o = {.bleu = 1, .chrf = 1, .bc = BLEU_CONFIG_DEFAULT, .cc = CHRF_CONFIG_DEFAULT};
    int nrefs = 0, c;
    opterr = 0;  // getopt's own messages would name argv[0]; fail_usage names "score"
    while ((c = getopt_long(argc, argv, ":r:i:m:h", opts, NULL)) != -1) {
        switch (c) {
        case 'r':
            if (nrefs == MAX_REFS) return fail_usage("at most %d reference files", MAX_REFS);
            ref_paths[nrefs++] = optarg;
            break;
        case 'i': hyp_path = optarg; break;
        case 'm':
            if (parse_metrics(optarg, &o) < 0)
                return fail_usage("--metrics: expected a list of bleu,chrf,ter, got '%s'", optarg);
            break;
        case 'j': o.json = 1; break;
        case 'p': src_path = optarg; break;
        case 'h': usage(stdout); return 0;
        case OPT_SENTENCE: o.sentence_level = 1; break;
        case OPT_TOKENIZE:
            if (bleu_tokenizer_parse(optarg, &o.bc.tokenizer) < 0)
                return fail_usage("--tokenize: expected 13a, none, intl, char or zh, got '%s'",
                                  optarg);
            break;
        case OPT_LOWERCASE: o.bc.lowercase = 1; break;
        case OPT_SMOOTH_METHOD: {
            static const char *const names[] = {"exp", "none", "floor", "add-k"};
            int k = 0;
            while (k < 4 && strcmp(optarg, names[k]) != 0) k++;
            if (k == 4)
                return fail_usage("--smooth-method: expected exp, none, floor or add-k, got '%s'",
                                  optarg);
            o.bc.smooth = (BleuSmooth)k;
            break;
        }
        case OPT_SMOOTH_VALUE: {
            char *end;
            double v = strtod(optarg, &end);
            if (end == optarg || *end || !(v >= 0 && v <= 1e6))
                return fail_usage("--smooth-value: expected a number >= 0, got '%s'", optarg);
            o.bc.smooth_value = v;
            break;
        }
        case OPT_CHRF_CHAR:
            if (parse_int(optarg, 1, CHRF_MAX_ORDERS, &o.cc.char_order) < 0)
                return fail_usage("--chrf-char-order: expected 1..%d, got '%s'", CHRF_MAX_ORDERS,
                                  optarg);
            break;
        case OPT_CHRF_WORD:
            if (parse_int(optarg, 0, CHRF_MAX_ORDERS - 1, &o.cc.word_order) < 0)
                return fail_usage("--chrf-word-order: expected 0..%d, got '%s'",
                                  CHRF_MAX_ORDERS - 1, optarg);
            break;
        case OPT_CHRF_BETA:
            if (parse_int(optarg, 0, 1000, &o.cc.beta) < 0)
                return fail_usage("--chrf-beta: expected 0..1000, got '%s'", optarg);
            break;
        case OPT_CHRF_SPACE: o.cc.whitespace = 1; break;
        case OPT_CHRF_LC: o.cc.lowercase = 1; break;
        case OPT_CHRF_EPS: o.cc.eps_smoothing = 1; break;
        case OPT_TER_CASE: o.tc.case_sensitive = 1; break;
        case OPT_TER_NORM: o.tc.normalized = 1; break;
        case OPT_TER_PUNCT: o.tc.no_punct = 1; break;
        case OPT_TER_ASIAN: o.tc.asian_support = 1; break;
        case ':': return fail_usage("option '%s' needs a value", argv[optind - 1]);
        default: return fail_usage("unknown option '%s'", argv[optind - 1]);
        }
    }
    if (optind < argc) return fail_usage("unexpected argument '%s'", argv[optind]);
    if (nrefs == 0) return fail_usage("a reference file is required (-r REF)");
    if (o.cc.char_order + o.cc.word_order > CHRF_MAX_ORDERS)
        return fail_usage("--chrf-char-order plus --chrf-word-order is at most %d",
                          CHRF_MAX_ORDERS);
    if (o.sentence_level && src_path)
        return fail_usage("--placeholders is a corpus-level score: not with --sentence-level");
    if (o.sentence_level) o.bc.effective_order = 1;  // as the sacreBLEU CLI does

    Lines hyp, refs[MAX_REFS], src = {0};
    int loaded = 0, st = read_lines(&hyp, hyp_path);
    if (st == TD_OK && src_path) st = read_lines(&src, src_path);
    for (; st == TD_OK && loaded < nrefs; loaded++)
        st = read_lines(&refs[loaded], ref_paths[loaded]);
    const char *hname = strcmp(hyp_path, "-") == 0 ? "<stdin>" : hyp_path;
    if (st == TD_OK && hyp.n == 0)
        st = td_error(TD_ERR_FORMAT, "hypothesis %s has no lines", hname);
    for (int k = 0; st == TD_OK && k < nrefs; k++) {
        if (refs[k].n != hyp.n)
            st = td_error(TD_ERR_MISMATCH,
                          "line counts differ: reference %s has %d lines, hypothesis %s has %d "
                          "lines", refs[k].path, refs[k].n, hname, hyp.n);
    }
    if (st == TD_OK && src_path && src.n != hyp.n)
        st = td_error(TD_ERR_MISMATCH,
                      "line counts differ: source %s has %d lines, hypothesis %s has %d lines",
                      src_path, src.n, hname, hyp.n);
    if (st == TD_OK) st = score(&hyp, refs, nrefs, &o, src_path ? &src : NULL);
    if (st < 0) fprintf(stderr, "%s: error: %s\n", prog_name("score"), td_last_error());
    free_lines(&hyp);
    free_lines(&src);
    for (int k = 0; k < loaded; k++) free_lines(&refs[k]);
    return st < 0 ? 1 : 0;
}
