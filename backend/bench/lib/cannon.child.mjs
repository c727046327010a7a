// Child process (pinned to the load core by load.mjs): one autocannon warm-up and one measured run against one URL;
// prints the result as one JSON line on stdout. Argument: JSON {url, headers, connections, seconds, warmupSeconds}.
import autocannon from 'autocannon';

const { url, headers = {}, connections = 50, seconds = 10, warmupSeconds = 2 } = JSON.parse(process.argv[2]);
const run = (duration) => autocannon({ url, headers, connections, duration, pipelining: 1, timeout: 10 });
if (warmupSeconds > 0) await run(warmupSeconds);
const r = await run(seconds);
process.stdout.write(`${JSON.stringify({
  rps: r.requests.total / r.duration,
  total: r.requests.total,
  duration: r.duration,
  p50: r.latency.p50,
  p99: r.latency.p99,
  bytesPerRequest: r.requests.total ? r.throughput.total / r.requests.total : 0,
  statusCodes: r.statusCodeStats,
  errors: r.errors,
  timeouts: r.timeouts,
})}\n`);
