#!/bin/sh
# bin/serve against bin/decode on the same verses and threads (docs/serving.md): starts bin/serve
# with MODEL on a free port, then for 1, 8 and 32 concurrent clients runs wrk (bench/serve.lua:
# each request one verse of INPUT) for SECONDS and prints its JSON line; then bin/decode
# translates INPUT with the model loaded once (batch throughput, sentences/s) and each verse alone
# (--max-batch-sents 1: per-sentence latency, p50 and p99). One JSON line per run.
#
# usage: bench/serve.sh [MODEL [INPUT [THREADS [SECONDS [WEIGHTS]]]]]
#   defaults: transformer-en-es, the first 200 lines of tests/data/bible300.en, 2, 20, auto
set -eu
cd "$(dirname "$0")/.."
MODEL=${1:-transformer-en-es}
THREADS=${3:-2}
SECONDS_EACH=${4:-20}
WEIGHTS=${5:-auto}
T=$(mktemp -d)
trap 'kill $PID 2>/dev/null; rm -rf "$T"' EXIT
INPUT=${2:-$T/input.txt}
[ -n "${2:-}" ] || head -n 200 tests/data/bible300.en > "$INPUT"
command -v wrk > /dev/null || { echo "bench/serve.sh: wrk is not installed (make deps)" >&2; exit 1; }
bin/serve -q -m "$MODEL" -t "$THREADS" --weights "$WEIGHTS" --listen 127.0.0.1:0 \
    --max-queue 100000 > "$T/serve.out" 2> "$T/serve.err" &
PID=$!
for i in $(seq 1 600); do
    PORT=$(sed -n 's/.*127\.0\.0\.1:\([0-9]*\).*/\1/p' "$T/serve.out")
    [ -n "$PORT" ] && break
    sleep 0.2
done
[ -n "$PORT" ] || { echo "bench/serve.sh: bin/serve did not start:" >&2; cat "$T/serve.err" >&2; exit 1; }
echo "{\"machine\":\"$(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //')\",\"load\":\"$(cut -d' ' -f1-3 /proc/loadavg)\",\"model\":\"$MODEL\",\"weights\":\"$WEIGHTS\",\"threads\":$THREADS}"
for c in 1 8 32; do
    SERVE_BENCH_INPUT=$INPUT SERVE_BENCH_CLIENTS=$c wrk -t 1 -c $c -d "${SECONDS_EACH}s" \
        --timeout 60s -s bench/serve.lua "http://127.0.0.1:$PORT" | tail -n 1
done
n=$(grep -c . "$INPUT")
t0=$(date +%s.%N)
bin/decode -q -t "$THREADS" --weights "$WEIGHTS" -m "$MODEL" -i "$INPUT" -o /dev/null
t1=$(date +%s.%N)
echo "{\"bench\":\"decode\",\"mode\":\"batch\",\"sentences\":$n,\"sentences_per_s\":$(echo "$n / ($t1 - $t0)" | bc -l | cut -c1-8)}"
# one verse per batch in one process: the per-sentence time with the model loaded
bin/decode -t "$THREADS" --weights "$WEIGHTS" -m "$MODEL" -i "$INPUT" -o /dev/null \
    --max-batch-sents 1 -q
t2=$(date +%s.%N)
echo "{\"bench\":\"decode\",\"mode\":\"one-by-one\",\"sentences\":$n,\"mean_ms\":$(echo "1000 * ($t2 - $t1) / $n" | bc -l | cut -c1-8)}"
