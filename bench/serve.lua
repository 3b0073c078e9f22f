-- wrk script for bin/serve (bench/serve.sh): each request is POST /v1/translate with one verse,
-- the verses of $SERVE_BENCH_INPUT taken in turn (one per line), greedy, the default model.
-- wrk's own summary gives requests/s (= sentences/s) and the latency distribution; done() prints
-- one JSON line with p50 and p99 in milliseconds. With $SERVE_BENCH_STOP_AFTER = N (run wrk with
-- -t 1) the run stops after N responses instead of at the end of wrk's duration.
local lines = {}
local path = os.getenv("SERVE_BENCH_INPUT")
for l in io.lines(path) do
  if #l > 0 then lines[#lines + 1] = l end
end
local n = 0
local answered = 0
local stop_after = tonumber(os.getenv("SERVE_BENCH_STOP_AFTER") or "")

local function json_string(s)
  return '"' .. s:gsub('[%c"\\]', function(c)
    return string.format("\\u%04x", c:byte())
  end) .. '"'
end

request = function()
  n = n + 1
  local text = lines[(n - 1) % #lines + 1]
  return wrk.format("POST", "/v1/translate", {["Content-Type"] = "application/json"},
                    '{"text":' .. json_string(text) .. ',"return":[]}')
end

if stop_after then
  response = function(status, headers, body)
    answered = answered + 1
    if answered >= stop_after then wrk.thread:stop() end
  end
end

done = function(summary, latency, requests)
  local s = summary.duration / 1e6
  io.write(string.format('{"bench":"serve","clients":%s,"requests":%d,"errors":%d,' ..
                         '"sentences_per_s":%.2f,"p50_ms":%.2f,"p99_ms":%.2f}\n',
                         os.getenv("SERVE_BENCH_CLIENTS") or "?", summary.requests,
                         summary.errors.status + summary.errors.connect + summary.errors.read +
                         summary.errors.write + summary.errors.timeout,
                         summary.requests / s, latency:percentile(50) / 1e3,
                         latency:percentile(99) / 1e3))
end
