// bin/score: BLEU, chrF / chrF++ and TER of a hypothesis file against reference file(s), as the
// sacreBLEU 2.x CLI computes them (score/metrics.h), with its options for each metric, corpus or
// sentence level. Files are read like the sacreBLEU CLI reads them: UTF-8, split on "\n" only (a
// final line without "\n" counts); plain or .gz (zlib). A line with invalid UTF-8 or a NUL byte is
// an error naming the file, line and byte (data/corpus.h text_line_check, the check bin/decode
// and bin/train use).
#include "score/metrics.h"

#include <errno.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "data/corpus.h"
#include "score/metrics_text.h"
#include "score/health.h"
#include "score/placeholders.h"
#include "util/cli.h"
#include "util/progname.h"

#define MAX_REFS 16

typedef struct {
    const char *path;  // as given ("-" for stdin)
    TextLines text;    // the file's lines (data/corpus.h text_lines_read)
    char **lines;      // text.line
    int n;             // text.n
} Lines;

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
    const char *refs[MAX_REFS], *hyp, *src;  // files: -r (n_refs of them), -i, --placeholders
    const char *health_src, *attention;      // files: --health, --attention
    int n_refs;
} Opts;

// --metrics: "bleu,chrf,ter" or a part of it, in any order.
static int set_metrics(void *opts, const CliOption *p, const char *list) {
    Opts *o = opts;
    o->bleu = o->chrf = o->ter = 0;
    char buf[256];
    snprintf(buf, sizeof buf, "%s", list);
    for (char *save = NULL, *t = strtok_r(buf, ",", &save); t; t = strtok_r(NULL, ",", &save)) {
        if (strcmp(t, "bleu") == 0) o->bleu = 1;
        else if (strcmp(t, "chrf") == 0) o->chrf = 1;
        else if (strcmp(t, "ter") == 0) o->ter = 1;
        else {
            o->bleu = o->chrf = o->ter = 0;
            break;
        }
    }
    if (o->bleu || o->chrf || o->ter) return TD_OK;
    return td_error(TD_ERR_ARG, "--metrics: expected a list of bleu,chrf,ter, got '%s'", list);
}

static void render_metrics(const void *opts, const CliOption *p, char *b, size_t cap) {
    const Opts *o = opts;
    snprintf(b, cap, "%s%s%s%s%s", o->bleu ? "bleu" : "", o->bleu && (o->chrf || o->ter) ? "," : "",
             o->chrf ? "chrf" : "", o->chrf && o->ter ? "," : "", o->ter ? "ter" : "");
}

// --tokenize: the names bleu_tokenizer_parse knows.
static int set_tokenizer(void *opts, const CliOption *p, const char *v) {
    if (bleu_tokenizer_parse(v, &((Opts *)opts)->bc.tokenizer) == TD_OK) return TD_OK;
    return td_error_context(TD_ERR_ARG, "--%s", p->name);
}

static void render_tokenizer(const void *opts, const CliOption *p, char *b, size_t cap) {
    snprintf(b, cap, "%s", bleu_tokenizer_name(((const Opts *)opts)->bc.tokenizer));
}

enum { O_HELP = 8 };  // the index of --help in OPTS
#define F(field) offsetof(Opts, field)
static const CliOption OPTS[] = {
    {"ref", 'r', CLI_LIST, .offset = F(refs), .count_offset = F(n_refs), .hi = MAX_REFS,
     .metavar = "FILE", .help = "reference file (required; repeat for multiple references)"},
    {"input", 'i', CLI_STRING, .offset = F(hyp), .metavar = "FILE",
     .help = "hypothesis file (- = stdin)"},
    {"metrics", 'm', CLI_CUSTOM, .set = set_metrics, .render = render_metrics,
     .metavar = "LIST", .help = "comma-separated metrics: bleu, chrf, ter"},
    {"sentence-level", 0, CLI_FLAG, .offset = F(sentence_level),
     .help = "one line per segment with its scores (metrics separated by a tab; BLEU then uses "
             "effective order, as sacreBLEU), then the signatures; with --json one JSON object "
             "per segment and line"},
    {"placeholders", 0, CLI_STRING, .offset = F(src), .metavar = "SRC",
     .help = "also the placeholder-preservation rate: of the placeholders that source line and "
             "(first) reference share (%s, %1$d, %1, %(name)s, {0}, <b>: score/placeholders.h), "
             "the percentage the hypothesis keeps, compared byte for byte (corpus level only)"},
    {"health", 0, CLI_STRING, .offset = F(health_src), .metavar = "SRC",
     .help = "also the health figures of the output (score/health.h): distinct outputs per "
             "distinct source line of SRC, the repeated-bigram rate of the output and of the "
             "(first) reference, and the length ratio (corpus level only)"},
    {"attention", 0, CLI_STRING, .offset = F(attention), .metavar = "FILE",
     .help = "with --health, the cross-attention entropy from bin/decode's --alignment soft "
             "output of the same lines ('TEXT ||| ROWS'): mean H(row)/log(source pieces), 1 = "
             "uniform; then says whether the output looks collapsed (ignores its source)"},
    {"json", 0, CLI_FLAG, .offset = F(json),
     .help = "one JSON object with full-precision values instead of text"},
    [O_HELP] = {"help", 'h', CLI_ACTION, .help = "show this help"},
    {"tokenize", 0, CLI_CUSTOM, .set = set_tokenizer, .render = render_tokenizer,
     .metavar = "13a|none|intl|char|zh",
     .group = "BLEU", .help = "tokenizer: 13a (mteval-v13a), none, intl (mteval-v14 "
                              "international), char, zh"},
    {"lowercase", 0, CLI_FLAG, .offset = F(bc.lowercase),
     .help = "lowercase both sides first (signature case:lc)"},
    {"smooth-method", 0, CLI_CHOICE, .offset = F(bc.smooth), .choices = "exp|none|floor|add-k",
     .help = "smoothing of zero n-gram counts (Chen & Cherry 2014)"},
    {"smooth-value", 0, CLI_DOUBLE, .offset = F(bc.smooth_value), .lo = 0, .hi = 1e6,
     .metavar = "V", .def = "0.1 for floor, 1 for add-k",
     .help = "the value of floor and add-k smoothing"},
    {"chrf-char-order", 0, CLI_INT, .offset = F(cc.char_order), .lo = 1, .hi = CHRF_MAX_ORDERS,
     .metavar = "N", .group = "chrF", .help = "character n-gram order"},
    {"chrf-word-order", 0, CLI_INT, .offset = F(cc.word_order), .lo = 0,
     .hi = CHRF_MAX_ORDERS - 1, .metavar = "N", .help = "word n-gram order (2 is chrF++)"},
    {"chrf-beta", 0, CLI_INT, .offset = F(cc.beta), .lo = 0, .hi = 1000, .metavar = "N",
     .help = "weight of recall over precision"},
    {"chrf-whitespace", 0, CLI_FLAG, .offset = F(cc.whitespace),
     .help = "keep whitespace in character n-grams"},
    {"chrf-lowercase", 0, CLI_FLAG, .offset = F(cc.lowercase),
     .help = "lowercase both sides first"},
    {"chrf-eps-smoothing", 0, CLI_FLAG, .offset = F(cc.eps_smoothing),
     .help = "epsilon smoothing (chrF++.py, Moses, NLTK) instead of averaging over the orders "
             "that have n-grams"},
    {"ter-case-sensitive", 0, CLI_FLAG, .offset = F(tc.case_sensitive), .group = "TER",
     .help = "do not lowercase"},
    {"ter-normalized", 0, CLI_FLAG, .offset = F(tc.normalized),
     .help = "tercom's normalization: punctuation tokenized, \"'s\" split"},
    {"ter-no-punct", 0, CLI_FLAG, .offset = F(tc.no_punct), .help = "remove . , ? : ; ! \" ( )"},
    {"ter-asian-support", 0, CLI_FLAG, .offset = F(tc.asian_support),
     .help = "with --ter-normalized split CJK characters off; with --ter-no-punct also remove CJK "
             "and full-width punctuation"},
};

static const CliSpec SCORE_CLI = {
    .program = "score",
    .usage = "-r REF [-r REF2 ...] [-i HYP] [--metrics bleu,chrf,ter] [OPTIONS]",
    .description =
        "BLEU, chrF and TER exactly as sacreBLEU 2.x computes them, with its options. Defaults:\n"
        "BLEU tokenizer 13a, mixed case, exp smoothing; chrF character order 6, word order 0,\n"
        "beta 2; TER lowercased, tercom tokenization off.\n",
    .epilogue =
        "Files are UTF-8, one segment per line, plain or .gz. Line counts must agree. Lines\n"
        "lose their trailing whitespace, as in the sacreBLEU CLI.\n"
        "Exit status: 0 ok, 1 runtime error (unreadable file, bad UTF-8, line counts\n"
        "differ), 2 usage error.\n",
    .opts = OPTS,
    .n_opts = (int)(sizeof OPTS / sizeof *OPTS),
};

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
// The health figures of hyp against refs[0] with the sources src and, if given, the soft
// alignments of bin/decode (lines 'TEXT ||| ROWS'; a line without ' ||| ' adds no rows).
static int health_of(HealthStats *hs, const Lines *hyp, const Lines *ref, const Lines *src,
                     const Lines *att) {
    health_init(hs);
    TD_TRY(health_add_text(hs, (const char *const *)src->lines, (const char *const *)hyp->lines,
                           (const char *const *)ref->lines, (size_t)hyp->n));
    for (int i = 0; att && i < att->n; i++) {
        const char *rows = NULL;  // the last field (--scores, if given, comes before it)
        for (const char *p = strstr(att->lines[i], " ||| "); p; p = strstr(p + 5, " ||| "))
            rows = p + 5;
        if (!rows) continue;
        if (health_add_soft_alignment(hs, rows) < 0)
            return td_error(TD_ERR_FORMAT, "%s line %d: %s", att->path, i + 1, td_last_error());
    }
    return TD_OK;
}

static void print_health_text(const HealthStats *hs, int with_attention) {
    printf("Health: distinct outputs %zu of %zu distinct sources (%.4f); repeated bigrams %.4f "
           "(references %.4f); length ratio %.4f", hs->distinct_outputs, hs->distinct_sources,
           health_distinct_share(hs), health_repetition_rate(hs), health_ref_repetition_rate(hs),
           health_length_ratio(hs));
    if (with_attention)
        printf("; attention entropy %.4f over %lld rows; %s", health_attention_entropy(hs),
               (long long)hs->attention_rows,
               health_collapsed(hs) ? "COLLAPSED (the output ignores its source)" : "not collapsed");
    printf("\n");
}

static int score(Lines *hyp, Lines *refs, int nrefs, const Opts *o, const Lines *src,
                 const Lines *health_src, const Lines *att) {
    const char *const *r[MAX_REFS];
    for (int k = 0; k < nrefs; k++) r[k] = (const char *const *)refs[k].lines;
    const char *const *h = (const char *const *)hyp->lines;
    PlaceholderStats ps = {0};
    for (int i = 0; src && i < hyp->n; i++) TD_TRY(placeholders_add(&ps, src->lines[i],
                                                                    refs[0].lines[i], hyp->lines[i]));
    HealthStats hs;
    if (health_src) TD_TRY(health_of(&hs, hyp, &refs[0], health_src, att));
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
        if (health_src) {
            printf("%s\"health\": {\"distinct_outputs\": %zu, \"distinct_sources\": %zu, "
                   "\"distinct_share\": ", o->bleu || o->chrf || o->ter || src ? ", " : "",
                   hs.distinct_outputs, hs.distinct_sources);
            print_double(health_distinct_share(&hs));
            printf(", \"repetition_rate\": ");
            print_double(health_repetition_rate(&hs));
            printf(", \"ref_repetition_rate\": ");
            print_double(health_ref_repetition_rate(&hs));
            printf(", \"length_ratio\": ");
            print_double(health_length_ratio(&hs));
            if (att) {
                printf(", \"attention_entropy\": ");
                print_double(health_attention_entropy(&hs));
                printf(", \"attention_rows\": %lld, \"collapsed\": %s",
                       (long long)hs.attention_rows, health_collapsed(&hs) ? "true" : "false");
            }
            printf("}");
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
    if (health_src) print_health_text(&hs, att != NULL);
    print_signatures(o, &sg);
    return TD_OK;
}

int main(int argc, char **argv) {
    prog_name_set(argv[0]);
    const Opts defaults = {.bleu = 1, .chrf = 1, .bc = BLEU_CONFIG_DEFAULT,
                           .cc = CHRF_CONFIG_DEFAULT, .hyp = "-"};
    Opts o = defaults;
    int action;
    int rc = cli_parse_or_help(&SCORE_CLI, &o, &defaults, argc, argv, NULL, &action, NULL);
    if (rc != CLI_RUN) return rc == CLI_DONE ? 0 : rc;
    const char *const *ref_paths = o.refs, *hyp_path = o.hyp, *src_path = o.src;
    int nrefs = o.n_refs;
    if (nrefs == 0) return cli_usage_error("score", "a reference file is required (-r REF)");
    if (o.cc.char_order + o.cc.word_order > CHRF_MAX_ORDERS)
        return cli_usage_error("score", "--chrf-char-order plus --chrf-word-order is at most %d",
                               CHRF_MAX_ORDERS);
    if (o.sentence_level && src_path)
        return cli_usage_error("score", "--placeholders is a corpus-level score: not with "
                               "--sentence-level");
    const char *health_path = o.health_src, *att_path = o.attention;
    if (o.sentence_level && health_path)
        return cli_usage_error("score", "--health is a corpus-level figure: not with "
                               "--sentence-level");
    if (att_path && !health_path)
        return cli_usage_error("score", "--attention needs --health SRC (the source of the same "
                               "lines)");
    if (o.sentence_level) o.bc.effective_order = 1;  // as the sacreBLEU CLI does

    Lines hyp, refs[MAX_REFS], src = {0}, hsrc = {0}, att = {0};
    int loaded = 0, st = read_lines(&hyp, hyp_path);
    if (st == TD_OK && src_path) st = read_lines(&src, src_path);
    if (st == TD_OK && health_path) st = read_lines(&hsrc, health_path);
    if (st == TD_OK && att_path) st = read_lines(&att, att_path);
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
    if (st == TD_OK && health_path && hsrc.n != hyp.n)
        st = td_error(TD_ERR_MISMATCH,
                      "line counts differ: source %s has %d lines, hypothesis %s has %d lines",
                      health_path, hsrc.n, hname, hyp.n);
    if (st == TD_OK && att_path && att.n != hyp.n)
        st = td_error(TD_ERR_MISMATCH,
                      "line counts differ: attention %s has %d lines, hypothesis %s has %d lines",
                      att_path, att.n, hname, hyp.n);
    if (st == TD_OK)
        st = score(&hyp, refs, nrefs, &o, src_path ? &src : NULL, health_path ? &hsrc : NULL,
                   att_path ? &att : NULL);
    if (st < 0) fprintf(stderr, "%s: error: %s\n", prog_name("score"), td_last_error());
    free_lines(&hyp);
    free_lines(&src);
    free_lines(&hsrc);
    free_lines(&att);
    for (int k = 0; k < loaded; k++) free_lines(&refs[k]);
    return st < 0 ? 1 : 0;
}
