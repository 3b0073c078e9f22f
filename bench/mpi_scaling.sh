#!/bin/sh
# Data-parallel training throughput on one machine: one process x 2 threads (--accumulate 2) against
# `mpirun -np 2` x 1 thread (--accumulate 1), the same effective batch, for both architectures,
# REPEATS interleaved pairs (default 3). Prints each run's target tokens/s and gradient-sum time
# per update, then the medians and the scaling efficiency (tok/s of 2 ranks / tok/s of 1 process).
#
#   sh bench/mpi_scaling.sh [CORPUS_PREFIX]     (default data/corpora/bible-web-es/train)
#   REPEATS=3 STEPS=12 BATCH=2048 CONFIG=tiny sh bench/mpi_scaling.sh
set -e
CORPUS=${1:-data/corpora/bible-web-es/train}
REPEATS=${REPEATS:-3}
STEPS=${STEPS:-12}
BATCH=${BATCH:-2048}
CONFIG=${CONFIG:-tiny}
WORK=${WORK:-$(mktemp -d)}
export OMP_WAIT_POLICY=passive OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1
for l in en es; do
    head -n 20000 "$CORPUS.$l" > "$WORK/train.$l"
    head -n 200 "$CORPUS.$l" > "$WORK/dev.$l"
done
[ -f "$WORK/spm/spm.model" ] || bin/train --arch rnn --config tiny --train "$WORK/train" \
    --dev "$WORK/dev" --vocab-size 8000 --max-steps 1 --out "$WORK/spm" > "$WORK/spm.log" 2>&1
COMMON="--config $CONFIG --train $WORK/train --dev $WORK/dev --spm $WORK/spm/spm.model \
    --batch-tokens $BATCH --max-steps $STEPS --valid-every 100000 --valid-lines 1 \
    --valid-metric loss --keep 1"
tps() { sed -n 's/.*done: .* \([0-9]*\) tgt tok\/s.*/\1/p' "$1" | tail -n 1; }
comm() { sed -n 's/.*gradient sum over [0-9]* ranks: \([0-9.]*\) ms per update.*/\1/p' "$1"; }
median() { sort -n | awk '{v[NR]=$1} END {print (NR % 2) ? v[(NR+1)/2] : (v[NR/2]+v[NR/2+1])/2}'; }
for arch in transformer rnn; do
    : > "$WORK/$arch.one"; : > "$WORK/$arch.two"; : > "$WORK/$arch.comm"
    for r in $(seq "$REPEATS"); do
        rm -rf "$WORK/o1" "$WORK/o2"
        bin/train --arch "$arch" $COMMON --threads 2 --accumulate 2 --out "$WORK/o1" \
            > "$WORK/one.log" 2>&1
        mpirun --oversubscribe --bind-to none -np 2 bin/train --arch "$arch" $COMMON --threads 1 \
            --out "$WORK/o2" > "$WORK/two.log" 2>&1
        a=$(tps "$WORK/one.log"); b=$(tps "$WORK/two.log"); c=$(comm "$WORK/two.log")
        echo "$arch run $r: 1 process x 2 threads $a tok/s; 2 ranks x 1 thread $b tok/s" \
             "(gradient sum $c ms/update)"
        echo "$a" >> "$WORK/$arch.one"; echo "$b" >> "$WORK/$arch.two"; echo "$c" >> "$WORK/$arch.comm"
    done
    a=$(median < "$WORK/$arch.one"); b=$(median < "$WORK/$arch.two"); c=$(median < "$WORK/$arch.comm")
    params=$(sed -n 's/.* model: \([0-9]*\) parameters.*/\1/p' "$WORK/two.log" | head -n 1)
    echo "$arch ($CONFIG, $params parameters) medians: 1 x 2 threads $a tok/s, 2 ranks x 1 thread" \
         "$b tok/s ($(awk "BEGIN {printf \"%.2f\", $b / $a}")x), gradient sum $c ms/update"
done
