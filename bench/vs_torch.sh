#!/bin/sh
# Runs one benchmark with bin/bench and with the PyTorch reference (../shared/peers/torch_ref/
# bench.py) under the same flags and environment, prints both JSON lines and the ratio ours/torch
# of the headline figure (gemm: GFLOP/s, train: target tokens/s, decode: sentences/s; medians).
#
#   bench/vs_torch.sh gemm --threads 1
#   bench/vs_torch.sh train --arch transformer --config tiny --threads 2
#   bench/vs_torch.sh decode --arch rnn --config tiny --threads 1 --batch 32
#   bench/vs_torch.sh decode --arch rnn --config tiny --threads 1 --weights float16  (torch: float32)
#
# Environment: BLIS_ARCH_TYPE (default skx), OMP_WAIT_POLICY (default passive), PYTHON
# (default /usr/bin/python3, Debian's python3-torch), TORCH_REF (default ../shared/peers/torch_ref).
set -eu
[ $# -ge 1 ] || { sed -n '2,13p' "$0"; exit 2; }
here=$(cd "$(dirname "$0")/.." && pwd)
PYTHON=${PYTHON:-/usr/bin/python3}
TORCH_REF=${TORCH_REF:-$here/../shared/peers/torch_ref}
export BLIS_ARCH_TYPE=${BLIS_ARCH_TYPE:-skx} OMP_WAIT_POLICY=${OMP_WAIT_POLICY:-passive}

cmd=$1
threads=1 search=greedy sents="" reps=""
prev=""
for a in "$@"; do
    case "$prev" in
    --threads) threads=$a ;;
    --search) search=$a ;;
    --sents) sents=$a ;;
    --reps) reps=$a ;;
    esac
    prev=$a
done
extra=""
if [ "$cmd" = gemm ] && [ -z "$reps" ]; then
    extra="--reps 20"
fi
if [ "$cmd" = decode ]; then
    # Same work on both sides: bench.py defaults to 32 sentences and 5 timed runs.
    [ -n "$sents" ] || { [ "$search" = beam ] && extra="--sents 10" || extra="--sents 32"; }
    [ -n "$reps" ] || extra="$extra --reps 3"
fi
# bench.py spells the beam size --beam and has float32 weights only (our --weights is dropped).
torch_args="" skip=""
for a in "$@"; do
    if [ -n "$skip" ]; then skip=""; continue; fi
    case "$a" in
    --weights) skip=1 ;;
    --beam-size) torch_args="$torch_args --beam" ;;
    *) torch_args="$torch_args $a" ;;
    esac
done

ours=$("$here/bin/bench" "$@" $extra)
theirs=$(OMP_NUM_THREADS=$threads BLIS_NUM_THREADS=$threads "$PYTHON" "$TORCH_REF/bench.py" \
         $torch_args $extra | tail -n 1)
echo "$ours"
echo "$theirs"
"$PYTHON" - "$ours" "$theirs" <<'EOF'
import json, sys
a, b = json.loads(sys.argv[1]), json.loads(sys.argv[2])
key = {"gemm": "gflops", "train": "tgt_tok_per_s", "decode": "sent_per_s"}[a["kind"]]
x, y = a[key]["median"], b[key]["median"]
print(f"# {a['kind']} {a.get('arch', '')} {a.get('config', '')} threads {a['threads']}: "
      f"{key} median tandem {x:.4g} / torch {y:.4g} = {x / y:.2f}x")
EOF
