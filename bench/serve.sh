#!/bin/sh
# bin/serve against bin/decode's work on the same verses and threads (docs/serving.md).
#
# usage: bench/serve.sh [MODEL [INPUT [THREADS [SECONDS [WEIGHTS]]]]]
#   Starts bin/serve with MODEL on a free port; for 1, 8 and 32 concurrent clients runs wrk
#   (bench/serve.lua: each request one verse of INPUT, greedy) for SECONDS and prints its JSON line
#   (sentences/s, p50 and p99 ms); then `bin/bench translate` prints the reference: the same verses
#   translated by the model loaded once, all in one call (batch sentences/s) and each alone
#   (per-sentence p50 and p99 ms).
#   defaults: transformer-en-es, the first 200 lines of tests/data/bible300.en, 2, 20, float16
# usage: bench/serve.sh --rss [MODEL [INPUT [THREADS [WEIGHTS [CLIENTS]]]]]
#   The server's resident memory (VmRSS) after 1,000 requests and after 100,000, CLIENTS (default
#   32) at a time, one JSON line each. Defaults as above.
set -eu
cd "$(dirname "$0")/.."
RSS=0
[ "${1:-}" = "--rss" ] && { RSS=1; shift; }
MODEL=${1:-transformer-en-es}
THREADS=${3:-2}
if [ $RSS = 1 ]; then
    WEIGHTS=${4:-float16}
    CLIENTS=${5:-32}
else
    SECONDS_EACH=${4:-20}
    WEIGHTS=${5:-float16}
fi
T=$(mktemp -d)
PID=
trap '[ -n "$PID" ] && kill $PID 2>/dev/null; rm -rf "$T"' EXIT
INPUT=${2:-$T/input.txt}
[ -n "${2:-}" ] || head -n 200 tests/data/bible300.en > "$INPUT"
command -v wrk > /dev/null || { echo "bench/serve.sh: wrk is not installed (make deps)" >&2; exit 1; }
bin/serve -q -m "$MODEL" -t "$THREADS" --weights "$WEIGHTS" --listen 127.0.0.1:0 \
    --max-queue 100000 > "$T/serve.out" 2> "$T/serve.err" &
PID=$!
PORT=
for i in $(seq 1 600); do
    PORT=$(sed -n 's/.*127\.0\.0\.1:\([0-9]*\).*/\1/p' "$T/serve.out")
    [ -n "$PORT" ] && break
    sleep 0.2
done
[ -n "$PORT" ] || { echo "bench/serve.sh: bin/serve did not start:" >&2; cat "$T/serve.err" >&2; exit 1; }
echo "{\"machine\":\"$(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //')\",\"load\":\"$(cut -d' ' -f1-3 /proc/loadavg)\",\"model\":\"$MODEL\",\"weights\":\"$WEIGHTS\",\"threads\":$THREADS}"
URL="http://127.0.0.1:$PORT"
if [ $RSS = 1 ]; then
    # wrk's thread stops sending after the given number of answers (bench/serve.lua); wrk itself
    # ends at SIGINT, sent once /metrics counts them; RSS read from /proc
    sent=0
    for upto in 1000 100000; do
        SERVE_BENCH_INPUT=$INPUT SERVE_BENCH_CLIENTS=$CLIENTS SERVE_BENCH_STOP_AFTER=$((upto - sent)) \
            wrk -t 1 -c "$CLIENTS" -d 24h --timeout 60s -s bench/serve.lua "$URL" > "$T/wrk.out" &
        WRK=$!
        while :; do
            sleep 1
            sent=$(curl -s "$URL/metrics" | sed -n 's/^tandem_request_duration_seconds_count \([0-9]*\).*/\1/p')
            [ "${sent:-0}" -ge "$upto" ] && break
        done
        sleep 1
        kill -INT $WRK
        wait $WRK || true
        rss=$(sed -n 's/^VmRSS:[[:space:]]*\([0-9]*\) kB/\1/p' /proc/$PID/status)
        echo "{\"bench\":\"serve-rss\",\"requests\":$sent,\"vm_rss_kib\":$rss,\"wrk\":$(tail -n 1 "$T/wrk.out")}"
    done
    exit 0
fi
for c in 1 8 32; do
    SERVE_BENCH_INPUT=$INPUT SERVE_BENCH_CLIENTS=$c wrk -t 1 -c $c -d "${SECONDS_EACH}s" \
        --timeout 60s -s bench/serve.lua "$URL" | tail -n 1
done
kill $PID
wait $PID 2>/dev/null || true
PID=
bin/bench translate -m "$MODEL" --input "$INPUT" --threads "$THREADS" --weights "$WEIGHTS" --reps 3
