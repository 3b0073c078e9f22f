#!/bin/sh
# The main job (`make demo`): translate the Bible test set with the shipped models, then train both
# architectures on the same data and budget, translate with them, and write the comparison report.
#
#   DEMO_BUDGET  training budget per architecture (default 10m; the whole demo takes ~27 min on 2
#                cores: two trainings, their validations, test decoding greedy + beam, benchmarks)
#   DEMO_OUT     output directory (default runs/demo)
#   FORCE=1      retrain, decode and benchmark again even when finished ones with the same
#                command exist (by default a rerun reuses them and only writes the report again)
#   THREADS      threads for every run (default: all cores)
set -eu
cd "$(dirname "$0")/.."
BUDGET=${DEMO_BUDGET:-10m}
OUT=${DEMO_OUT:-runs/demo}
THREADS=${THREADS:-$(nproc)}
D=data/corpora/bible-web-es
export OMP_WAIT_POLICY=${OMP_WAIT_POLICY:-passive}
mkdir -p "$OUT"
say() { printf '\n== %s\n' "$*"; }

# 1. The shipped models: real translations right after the build.
for arch in transformer rnn; do
    model=pretrained/$arch-en-es
    [ -f "$model/best.ckpt" ] || { echo "demo: $model/best.ckpt missing (not shipped yet)"; continue; }
    hyp=$OUT/pretrained-$arch.test.es
    # Decoded again when missing, forced, or older than the model; written under another name
    # first, so an interrupted decode is never taken for a finished one.
    if [ ! -s "$hyp" ] || [ -n "${FORCE:-}" ] || [ "$model/best.ckpt" -nt "$hyp" ]; then
        say "pretrained $arch: translating $D/test.en ($(wc -l < $D/test.en) lines, greedy)"
        bin/decode -m "$model" -i $D/test.en -o "$hyp.part" --threads "$THREADS" -q
        mv "$hyp.part" "$hyp"
    fi
    # Its updates (the last of the checkpoints it averages), to set beside the demo's own runs.
    steps=$(bin/model inspect "$model" | sed -n 's/^  averaged-steps=.* \([0-9][0-9]*\)$/\1/p; s/^step  *\([0-9][0-9]*\)$/\1/p' | head -1)
    printf '%-48s ' "pretrained $arch (${steps:-?} updates; greedy, test set):"
    bin/score -r $D/test.es -i "$hyp" --metrics bleu,chrf | grep -v signature | tr '\n' ' '
    echo
done

# 2. Train both architectures under one protocol, each with its recipe tuned on the Bible at
# equal effort (docs/studies/bible-en-es-tuning), and compare them.
say "bin/compare: RNN and Transformer, $BUDGET of training each, tuned recipes; greedy + beam 5"
reuse=""
[ -n "${FORCE:-}" ] && reuse="--no-reuse"
status=0
bin/compare --train $D/train --dev $D/dev --test $D/test --src en --tgt es \
    --recipe-rnn study/recipes/rnn-tuned.recipe \
    --recipe-transformer study/recipes/transformer-tuned.recipe \
    --budget "$BUDGET" --threads "$THREADS" --out "$OUT/compare" $reuse || status=$?

# 3. Side by side: scores and a few example translations.
say "results, test BLEU/chrF of beam search ($OUT/compare/report.md, report.html)"
if [ -f "$OUT/compare/report.md" ]; then
    sed -n '/^| Run /,/^$/p' "$OUT/compare/report.md" | head -12
    # How far these short runs are from convergence (the report's health section), beside the
    # shipped models' scores printed at the start.
    grep '^How far from convergence: ' "$OUT/compare/report.md" | head -1 | fold -s -w 100
    echo "(the shipped models at the top trained for the updates they name)"
fi
# The same recipes trained to convergence with three seeds: the committed study's results, the
# answer these ten-minute runs only preview.
converged=docs/studies/bible-en-es-converged
say "the same recipes trained to convergence, 3 seeds each ($converged)"
if [ -f "$converged/report.md" ]; then
    sed -n '/^| Run /,/^$/p' "$converged/report.md" | head -12
else  # in progress: the test scores of the runs finished so far
    echo "in progress ($converged/README.md); the runs finished so far (test BLEU / chrF):"
    sed -n '/^| run | .*beam 5 /,/^$/p' "$converged/README.md"
fi
say "examples (test set): source / reference / pretrained transformer / pretrained rnn"
for n in 3 40 200; do
    printf 'src: %s\n' "$(sed -n "${n}p" $D/test.en)"
    printf 'ref: %s\n' "$(sed -n "${n}p" $D/test.es)"
    for arch in transformer rnn; do
        f=$OUT/pretrained-$arch.test.es
        [ -f "$f" ] && printf '%-4s %s\n' "$(echo $arch | cut -c1-3):" "$(sed -n "${n}p" "$f")"
    done
    echo
done
exit $status
