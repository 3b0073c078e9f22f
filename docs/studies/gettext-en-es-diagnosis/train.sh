#!/bin/sh
# The diagnosis trainings (gettext en-es, all 144,085 pairs, tiny Transformer, seed 1, one thread,
# 2000 updates, validation and a kept checkpoint every 125 updates, no early stopping), from the
# repository root after `make all data-gettext`:
#   today:        docs/studies/gettext-en-es-diagnosis/train.sh today
#   candidate:    docs/studies/gettext-en-es-diagnosis/train.sh preln-lr1e-3 \
#                     --spm runs/diagnosis/today/spm.model --norm pre --lr 1e-3
# An interrupted training continues with: bin/train --resume runs/diagnosis/NAME --threads 1
set -eu
name=$1; shift
D=data/corpora/gettext-en-es
mkdir -p runs/diagnosis
exec env OMP_WAIT_POLICY=passive bin/train --arch transformer --config tiny --train $D/train \
    --dev $D/dev --src en --tgt es --out runs/diagnosis/$name --seed 1 --threads 1 \
    --max-steps 2000 --valid-every 125 --valid-lines 300 --early-stopping 0 --keep 20 "$@"
