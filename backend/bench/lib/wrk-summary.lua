-- wrk's summary as one JSON line (backend/bench/lib/load.mjs): counts, the duration in seconds, latency in ms.
done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format(
    '{"total":%d,"duration":%.6f,"bytes":%d,"p50":%.3f,"p99":%.3f,"connect":%d,"read":%d,"write":%d,"status":%d,"timeout":%d}\n',
    summary.requests, summary.duration / 1e6, summary.bytes, latency:percentile(50) / 1000, latency:percentile(99) / 1000,
    e.connect, e.read, e.write, e.status, e.timeout))
end
