#!/bin/sh
# Runs one benchmark with bin/bench and with the PyTorch reference benchmark ($TORCH_REF/bench.py,
# in the reference models' folder, kept outside this repository) under the same flags and
# environment, prints both JSON lines and the ratio ours/torch of the headline figure (gemm:
# GFLOP/s, train: target tokens/s, decode: sentences/s; medians).
#
#   bench/vs_torch.sh gemm --threads 1
#   bench/vs_torch.sh train --arch transformer --config tiny --threads 2
#   bench/vs_torch.sh decode --arch rnn --config tiny --threads 1 --batch 32
#   bench/vs_torch.sh decode --arch rnn --config tiny --threads 1 --weights float16  (torch: float32)
#   bench/vs_torch.sh train --arch rnn --config tiny --threads 1 --precision bf16
#
# train runs the reference twice, in float32 and under torch.autocast('cpu', dtype=torch.bfloat16)
# (bench.py --amp bf16), and prints the ratio against each: our --precision (fp32 or bf16) is
# compared with both PyTorch variants. TORCH_AMP=none or TORCH_AMP=bf16 runs only that one.
#
# Environment: TORCH_REF (required: the folder holding the reference's bench.py), BLIS_ARCH_TYPE
# (default skx on a CPU with AVX-512F, else BLIS's own choice), OMP_WAIT_POLICY (default passive),
# PYTHON (default /usr/bin/python3, Debian's python3-torch), TORCH_AMP (train: both, none or bf16;
# default both).
set -eu
[ $# -ge 1 ] || { sed -n '2,/^set -eu$/p' "$0" | sed '$d' | sed 's/^# \{0,1\}//'; exit 2; }
# --opt=value becomes --opt value, so both spellings reach bin/bench and bench.py alike.
n=$#
for a in "$@"; do
    case "$a" in
    --*=*) set -- "$@" "${a%%=*}" "${a#*=}" ;;
    *) set -- "$@" "$a" ;;
    esac
done
shift "$n"
here=$(cd "$(dirname "$0")/.." && pwd)
PYTHON=${PYTHON:-/usr/bin/python3}
if [ -z "${TORCH_REF:-}" ] || [ ! -f "$TORCH_REF/bench.py" ]; then
    echo "vs_torch.sh: error: set TORCH_REF to the folder of the PyTorch reference's bench.py" \
         "(now '${TORCH_REF:-}')" >&2
    exit 2
fi
if [ -z "${BLIS_ARCH_TYPE:-}" ] && grep -q ' avx512f' /proc/cpuinfo 2>/dev/null; then
    export BLIS_ARCH_TYPE=skx
fi
export OMP_WAIT_POLICY=${OMP_WAIT_POLICY:-passive}

cmd=$1
TORCH_AMP=${TORCH_AMP:-both}
case "$TORCH_AMP" in
both) amps="none bf16" ;;
none|bf16) amps=$TORCH_AMP ;;
*) echo "vs_torch.sh: error: TORCH_AMP must be both, none or bf16 (now '$TORCH_AMP')" >&2; exit 2 ;;
esac
[ "$cmd" = train ] || amps=none
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
# bench.py spells the beam size --beam, has float32 weights only (our --weights is dropped) and
# sets its precision with --amp (our --precision is dropped; the variants come from TORCH_AMP).
torch_args="" skip=""
for a in "$@"; do
    if [ -n "$skip" ]; then skip=""; continue; fi
    case "$a" in
    --weights|--precision) skip=1 ;;
    --beam-size) torch_args="$torch_args --beam" ;;
    *) torch_args="$torch_args $a" ;;
    esac
done

ours=$("$here/bin/bench" "$@" $extra)
echo "$ours"
for amp in $amps; do
    theirs=$(OMP_NUM_THREADS=$threads BLIS_NUM_THREADS=$threads "$PYTHON" "$TORCH_REF/bench.py" \
             $torch_args $extra --amp "$amp" | tail -n 1)
    echo "$theirs"
    "$PYTHON" - "$ours" "$theirs" <<'EOF'
import json, sys
a, b = json.loads(sys.argv[1]), json.loads(sys.argv[2])
key = {"gemm": "gflops", "train": "tgt_tok_per_s", "decode": "sent_per_s"}[a["kind"]]
x, y = a[key]["median"], b[key]["median"]
ours = f" {a['precision_used']}" if a["kind"] == "train" and "precision_used" in a else ""
theirs = {"none": " float32", "bf16": " bf16 autocast"}.get(b.get("amp", ""), "")
print(f"# {a['kind']} {a.get('arch', '')} {a.get('config', '')} threads {a['threads']}: "
      f"{key} median tandem{ours} {x:.4g} / torch{theirs} {y:.4g} = {x / y:.2f}x")
EOF
done
