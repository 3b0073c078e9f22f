// bin/score: corpus BLEU and chrF of a hypothesis file against reference file(s), as sacreBLEU 2.x
// computes them by default (decode/metrics.h). Files are read like the sacreBLEU CLI reads them:
// UTF-8, split on "\n" only (a final line without "\n" counts); plain or .gz (zlib). A line with
// invalid UTF-8 or a NUL byte is an error naming the file, line and byte (data/corpus.h
// text_line_check, the check bin/decode and bin/train use).
#include "decode/metrics.h"

#include <errno.h>
#include <getopt.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <zlib.h>

#include "data/corpus.h"
#include "decode/placeholders.h"

#define MAX_REFS 16

typedef struct {
    const char *path;  // as given ("-" for stdin)
    char *data;        // whole file, lines NUL-terminated in place
    char **lines;
    int n;
} Lines;

static void usage(FILE *f) {
    fprintf(f,
            "usage: score -r REF [-r REF2 ...] [-i HYP] [--metrics bleu,chrf] [--placeholders SRC]\n"
            "             [--json]\n"
            "\n"
            "Corpus BLEU and chrF exactly as sacreBLEU 2.x by default (BLEU: tokenizer 13a, mixed\n"
            "case, exp smoothing; chrF: character order 6, word order 0, beta 2).\n"
            "\n"
            "  -r, --ref FILE       reference file (required; repeat for multiple references)\n"
            "  -i, --input FILE     hypothesis file (default: - = stdin)\n"
            "  -m, --metrics LIST   comma-separated metrics: bleu, chrf (default: bleu,chrf)\n"
            "      --placeholders SRC  also the placeholder-preservation rate: of the placeholders\n"
            "                       that source line and (first) reference share (%%s, %%1$d, %%1,\n"
            "                       %%(name)s, {0}, <b>: decode/placeholders.h), the percentage the\n"
            "                       hypothesis keeps, compared byte for byte\n"
            "      --json           one JSON object with full-precision values instead of text\n"
            "  -h, --help           show this help\n"
            "\n"
            "Files are UTF-8, one segment per line, plain or .gz. Line counts must agree.\n"
            "Exit status: 0 ok, 1 runtime error (unreadable file, bad UTF-8, line counts\n"
            "differ), 2 usage error.\n");
}

// A usage error: one line naming it and a pointer to the help, on stderr; returns exit status 2.
static int fail_usage(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
static int fail_usage(const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    fprintf(stderr, "score: error: ");
    vfprintf(stderr, fmt, ap);
    va_end(ap);
    fprintf(stderr, "\nTry 'score --help'.\n");
    return 2;
}

// Reads a whole file (plain or gzip) into lines; sets td_error on failure.
static int read_lines(Lines *L, const char *path) {
    memset(L, 0, sizeof *L);
    L->path = path;
    int is_stdin = strcmp(path, "-") == 0;
    const char *name = is_stdin ? "<stdin>" : path;
    gzFile gz = is_stdin ? gzdopen(dup(STDIN_FILENO), "rb") : gzopen(path, "rb");
    if (!gz) return td_error(TD_ERR_IO, "cannot open %s: %s", name, strerror(errno));
    size_t cap = 1 << 16, len = 0;
    char *buf = malloc(cap + 1);
    int st = buf ? TD_OK : td_error(TD_ERR_NOMEM, "out of memory reading %s", name);
    while (st == TD_OK) {
        if (len == cap) {
            char *nb = realloc(buf, 2 * cap + 1);
            if (!nb) {
                st = td_error(TD_ERR_NOMEM, "out of memory reading %s", name);
                break;
            }
            buf = nb, cap *= 2;
        }
        int got = gzread(gz, buf + len, (unsigned)(cap - len < (1u << 30) ? cap - len : 1u << 30));
        if (got < 0) {
            int zerr;
            const char *msg = gzerror(gz, &zerr);
            st = td_error(TD_ERR_IO, "cannot read %s: %s", name,
                          zerr == Z_ERRNO ? strerror(errno) : msg);
        } else if (got == 0) {
            int zerr;  // the end: of the file, or of a gzip stream cut short
            gzerror(gz, &zerr);
            if (zerr == Z_BUF_ERROR)
                st = td_error(TD_ERR_IO, "cannot read %s: unexpected end of file (truncated gzip "
                              "file)", name);
            break;
        }
        len += (size_t)(got > 0 ? got : 0);
    }
    gzclose(gz);
    if (st < 0) {
        free(buf);
        return st;
    }
    buf[len] = '\0';
    L->data = buf;
    size_t nl = 0;
    for (size_t i = 0; i < len; i++) nl += buf[i] == '\n';
    size_t nlines = nl + (len > 0 && buf[len - 1] != '\n');
    if (nlines > 0x7fffffff) return td_error(TD_ERR_FORMAT, "%s: too many lines", name);
    L->lines = malloc((nlines + 1) * sizeof *L->lines);
    if (!L->lines) return td_error(TD_ERR_NOMEM, "out of memory reading %s", name);
    size_t start = 0;
    for (size_t i = 0; i <= len && (size_t)L->n < nlines; i++) {
        if (i < len && buf[i] != '\n') continue;
        size_t col;
        int problem = text_line_check(buf + start, i - start, &col);
        if (problem != TEXT_LINE_OK)
            return td_error(TD_ERR_FORMAT, "%s line %d: %s at byte %zu", name, L->n + 1,
                            text_line_problem(problem), col);
        buf[i] = '\0';
        L->lines[L->n++] = buf + start;
        start = i + 1;
    }
    return TD_OK;
}

static void free_lines(Lines *L) {
    free(L->data);
    free(L->lines);
}

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

static void print_json_chrf(double score, const ChrfStats *s, const char *sig) {
    printf("\"chrf\": {\"score\": ");
    print_double(score);
    printf(", \"char_order\": %d, \"word_order\": 0, \"beta\": %d, \"stats\": [", CHRF_CHAR_ORDER,
           CHRF_BETA);
    for (int k = 0; k < CHRF_CHAR_ORDER; k++)
        printf("%s[%lld, %lld, %lld]", k ? ", " : "", (long long)s->hyp[k], (long long)s->ref[k],
               (long long)s->match[k]);
    printf("], \"signature\": \"%s\"}", sig);
}

// Parses "bleu,chrf" into flags; returns 0 or -1 on an unknown name.
static int parse_metrics(const char *list, int *bleu, int *chrf) {
    *bleu = *chrf = 0;
    char buf[256];
    snprintf(buf, sizeof buf, "%s", list);
    for (char *save = NULL, *t = strtok_r(buf, ",", &save); t; t = strtok_r(NULL, ",", &save)) {
        if (strcmp(t, "bleu") == 0) *bleu = 1;
        else if (strcmp(t, "chrf") == 0) *chrf = 1;
        else return -1;
    }
    return *bleu || *chrf ? 0 : -1;
}

// Scores the loaded files and prints the results; returns 0 or a negative status.
static int score(const Lines *hyp, const Lines *refs, int nrefs, int do_bleu, int do_chrf,
                 const Lines *src, int json) {
    const char *const *r[MAX_REFS];
    for (int k = 0; k < nrefs; k++) r[k] = (const char *const *)refs[k].lines;
    const char *const *h = (const char *const *)hyp->lines;
    BleuResult br;
    ChrfStats cs;
    double cf = 0;
    char sb[160], sc[160], line[256];
    if (do_bleu) {
        BleuStats bs;
        TD_TRY(bleu_corpus_stats_multi(&bs, h, r, nrefs, hyp->n));
        bleu_compute(&bs, &br);
        bleu_signature(nrefs, sb, sizeof sb);
    }
    if (do_chrf) {
        TD_TRY(chrf_corpus_stats_multi(&cs, h, r, nrefs, hyp->n));
        cf = chrf_score(&cs);
        chrf_signature(nrefs, sc, sizeof sc);
    }
    PlaceholderStats ps = {0};
    for (int i = 0; src && i < hyp->n; i++) TD_TRY(placeholders_add(&ps, src->lines[i],
                                                                    refs[0].lines[i], hyp->lines[i]));
    if (json) {
        printf("{");
        if (do_bleu) print_json_bleu(&br, sb);
        if (do_chrf) {
            if (do_bleu) printf(", ");
            print_json_chrf(cf, &cs, sc);
        }
        if (src) {
            printf("%s\"placeholders\": {\"rate\": ", do_bleu || do_chrf ? ", " : "");
            print_double(placeholders_rate(&ps));
            printf(", \"required\": %lld, \"kept\": %lld, \"segments\": %lld, "
                   "\"segments_all_kept\": %lld}", (long long)ps.required, (long long)ps.kept,
                   (long long)ps.segments, (long long)ps.segments_all_kept);
        }
        printf("}\n");
        return TD_OK;
    }
    if (do_bleu) {
        bleu_format(&br, line, sizeof line);
        printf("%s\n", line);
    }
    if (do_chrf) {
        chrf_format(cf, line, sizeof line);
        printf("%s\n", line);
    }
    if (src)
        printf("Placeholders = %.2f (kept %lld of %lld; %lld of %lld segments keep all)\n",
               placeholders_rate(&ps), (long long)ps.kept, (long long)ps.required,
               (long long)ps.segments_all_kept, (long long)ps.segments);
    if (do_bleu) printf("BLEU signature: %s\n", sb);
    if (do_chrf) printf("chrF2 signature: %s\n", sc);
    return TD_OK;
}

int main(int argc, char **argv) {
    static const struct option opts[] = {
        {"ref", required_argument, NULL, 'r'},     {"input", required_argument, NULL, 'i'},
        {"metrics", required_argument, NULL, 'm'}, {"json", no_argument, NULL, 'j'},
        {"placeholders", required_argument, NULL, 'p'},
        {"help", no_argument, NULL, 'h'},          {NULL, 0, NULL, 0},
    };
    const char *ref_paths[MAX_REFS], *hyp_path = "-", *src_path = NULL;
    int nrefs = 0, json = 0, do_bleu = 1, do_chrf = 1, c;
    opterr = 0;  // getopt's own messages would name argv[0]; fail_usage names "score"
    while ((c = getopt_long(argc, argv, ":r:i:m:h", opts, NULL)) != -1) {
        switch (c) {
        case 'r':
            if (nrefs == MAX_REFS) return fail_usage("at most %d reference files", MAX_REFS);
            ref_paths[nrefs++] = optarg;
            break;
        case 'i': hyp_path = optarg; break;
        case 'm':
            if (parse_metrics(optarg, &do_bleu, &do_chrf) < 0)
                return fail_usage("--metrics: expected a list of bleu,chrf, got '%s'", optarg);
            break;
        case 'j': json = 1; break;
        case 'p': src_path = optarg; break;
        case 'h': usage(stdout); return 0;
        case ':': return fail_usage("option '%s' needs a value", argv[optind - 1]);
        default: return fail_usage("unknown option '%s'", argv[optind - 1]);
        }
    }
    if (optind < argc) return fail_usage("unexpected argument '%s'", argv[optind]);
    if (nrefs == 0) return fail_usage("a reference file is required (-r REF)");

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
    if (st == TD_OK)
        st = score(&hyp, refs, nrefs, do_bleu, do_chrf, src_path ? &src : NULL, json);
    if (st < 0) fprintf(stderr, "score: error: %s\n", td_last_error());
    free_lines(&hyp);
    free_lines(&src);
    for (int k = 0; k < loaded; k++) free_lines(&refs[k]);
    return st < 0 ? 1 : 0;
}
