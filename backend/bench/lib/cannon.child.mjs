// Child process (pinned to the load core by load.mjs): one autocannon warm-up and one measured run against one URL;
// prints the result as one JSON line on stdout. Argument: JSON {url, headers, connections, seconds, warmupSeconds}.
import { createRequire } from 'node:module';
import autocannon from 'autocannon';

// autocannon appends every response body to a string (`req.body += data`), a UTF-8 decode of each byte received: cheap
// for ASCII JSON, but it made binary (gzip) bodies cap the load generator at ~35 MB/s. No body is checked here.
const require = createRequire(import.meta.url);
require('autocannon/lib/pipelinedRequestsQueue.js').prototype.addBody = function addBody() {};

const { url, headers = {}, connections = 50, seconds = 10, warmupSeconds = 2 } = JSON.parse(process.argv[2]);
const run = (duration) => autocannon({ url, headers, connections, duration, pipelining: 1, timeout: 10 });
const warmup = warmupSeconds > 0 ? await run(warmupSeconds) : null;
const r = await run(seconds);
process.stdout.write(
  `${JSON.stringify({
    rps: r.requests.total / r.duration,
    total: r.requests.total,
    warmupTotal: warmup?.requests.total ?? 0,
    duration: r.duration,
    p50: r.latency.p50,
    p99: r.latency.p99,
    bytesPerRequest: r.requests.total ? r.throughput.total / r.requests.total : 0,
    statusCodes: r.statusCodeStats,
    errors: r.errors,
    timeouts: r.timeouts,
  })}\n`,
);
