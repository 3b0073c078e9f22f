// bin/model (installed as tandem-model): works on model files, as Marian's marian-conv does apart
// from the trainer: pack a model for shipping (float16 or int8, + zlib), average checkpoints, and
// inspect what a file holds. The work is models/model_tools.h's.
#include <stddef.h>
#include <stdio.h>
#include <string.h>

#include "models/model_tools.h"
#include "util/cli.h"
#include "util/progname.h"

typedef struct {
    int int8;
} ModelArgs;

enum { O_INT8, O_HELP, O_COUNT };

#define F(field) offsetof(ModelArgs, field)
static const CliOption OPTS[O_COUNT] = {
    [O_INT8] = {"int8", 0, CLI_FLAG, .offset = F(int8),
                .help = "pack: every tensor of two or more dimensions as int8 per row (a scale per "
                        "row, a quarter of float32's size; bin/decode then multiplies in int8, "
                        "--weights auto), the others as float32"},
    [O_HELP] = {"help", 'h', CLI_ACTION, .help = "show this help"},
};
#undef F

static const CliSpec MODEL_CLI = {
    .program = "model",
    .usage = "pack [--int8] IN.ckpt|RUN_DIR OUT.ckpt\n"
             "   or: model average OUT.ckpt IN1.ckpt IN2.ckpt [...]\n"
             "   or: model inspect FILE.ckpt|RUN_DIR [...]",
    .description =
        "Works on Tandem model files (.ckpt, as bin/train writes them):\n"
        "  pack     writes a copy for shipping: the tensors as float16 (half the size), or with\n"
        "           --int8 the matrices as int8 per row, zlib-compressed; configuration, meta and\n"
        "           tokenizer unchanged. A run directory stands for its best.ckpt.\n"
        "  average  writes the element-wise mean of two or more checkpoints of one configuration\n"
        "           and tokenizer (checkpoint averaging), as float32.\n"
        "  inspect  prints what a file holds: architecture and configuration, the tokenizer and\n"
        "           its CRC-32, the training step and the bin/train command that wrote it, the\n"
        "           meta text, and each tensor's name, shape, stored type, number of values and\n"
        "           the CRC-32 of its values as float32 (equal lines: equal tensors). A .state\n"
        "           file shows its sections and tensors. A run directory stands for its\n"
        "           best.ckpt.\n",
    .epilogue = "Exit status: 0 ok, 1 runtime error (unreadable, truncated or corrupt file;\n"
                "checkpoints that cannot be averaged), 2 usage error.\n",
    .opts = OPTS,
    .n_opts = O_COUNT,
};

// One line for a runtime error: the message (it names the file) and what to do about it.
static int fail(int rc) {
    const char *fix = rc == TD_ERR_FORMAT ? " (the file is damaged or is not a Tandem model: copy "
                                            "it again, or use another .ckpt)"
                      : rc == TD_ERR_IO ? " (check the path)"
                                        : "";
    fprintf(stderr, "%s: error: %s%s\n", prog_name("model"), td_last_error(), fix);
    return 1;
}

int main(int argc, char **argv) {
    prog_name_set(argv[0]);
    ModelArgs a = {0};
    int action, first;
    const ModelArgs defaults = {0};
    int rc = cli_parse_or_help(&MODEL_CLI, &a, &defaults, argc, argv, NULL, &action, &first);
    if (rc != CLI_RUN) return rc == CLI_DONE ? 0 : rc;
    if (first >= argc) return cli_usage_error("model", "name a command: pack, average or inspect");
    const char *cmd = argv[first];
    char **files = argv + first + 1;
    const int n = argc - first - 1;
    if (a.int8 && strcmp(cmd, "pack") != 0)
        return cli_usage_error("model", "--int8 applies to pack only");
    if (!strcmp(cmd, "pack")) {
        if (n != 2) return cli_usage_error("model", "pack takes IN and OUT (%d given)", n);
        rc = model_pack(files[0], files[1], a.int8, stdout);
    } else if (!strcmp(cmd, "average")) {
        if (n < 3)
            return cli_usage_error("model", "average takes OUT and at least two inputs (%d file%s "
                                   "given)", n, n == 1 ? "" : "s");
        rc = model_average(files[0], files + 1, n - 1, stdout);
    } else if (!strcmp(cmd, "inspect")) {
        if (n < 1) return cli_usage_error("model", "inspect takes one or more model files");
        rc = TD_OK;
        for (int k = 0; k < n && rc == TD_OK; k++) {
            if (k) putchar('\n');
            rc = model_inspect(files[k], stdout);
        }
    } else {
        return cli_usage_error("model", "unknown command '%s' (pack, average or inspect)", cmd);
    }
    if (rc == TD_ERR_ARG) return cli_usage_error("model", "%s", td_last_error());
    return rc < 0 ? fail(rc) : 0;
}
