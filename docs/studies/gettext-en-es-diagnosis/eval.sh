#!/bin/sh
# Test scores, health figures and dev source information of one checkpoint of a diagnosis run,
# from the repository root: docs/studies/gettext-en-es-diagnosis/eval.sh NAME STEP [BEAM]
# Writes runs/diagnosis/eval/NAME-STEP-bBEAM/: the test output with its cross-attention rows,
# score.json (bin/score --health: BLEU, chrF, distinct outputs, repeated bigrams, length ratio,
# attention entropy) and the dev cross-entropy of the references under the true and under the
# shifted sources (score/health.h health_shuffle_index: line i gets source line i + n/2 mod n).
set -eu
name=$1; step=$2; beam=${3:-5}
D=data/corpora/gettext-en-es
M=runs/diagnosis/$name/step-$step.ckpt
out=runs/diagnosis/eval/$name-$step-b$beam
mkdir -p $out
export OMP_WAIT_POLICY=passive
bin/decode -m $M -i $D/test.en -b $beam -t 1 -q --alignment soft -o $out/test.align
sed 's/ ||| .*//' $out/test.align > $out/test.out
bin/score -r $D/test.es -i $out/test.out --health $D/test.en --attention $out/test.align --json \
    > $out/score.json
n=$(wc -l < $D/dev.en)
awk -v n=$n -v h=$((n / 2)) '{ l[NR - 1] = $0 } END { for (i = 0; i < n; i++) print l[(i + h) % n] }' \
    $D/dev.en > $out/dev.shifted.en
bin/decode -m $M -i $D/dev.en --score-reference $D/dev.es -t 1 -q -o /dev/null 2> $out/dev.nll.true
bin/decode -m $M -i $out/dev.shifted.en --score-reference $D/dev.es -t 1 -q -o /dev/null \
    2> $out/dev.nll.shifted
echo "$name step $step: true sources: $(cat $out/dev.nll.true); shifted: $(cat $out/dev.nll.shifted)"
