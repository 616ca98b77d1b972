// The place-bet load generator, run by bench/server-bench.ts as a process of its own so that
// it never shares an event loop with the server under test:
//   node --import tsx bench/load-generator.ts '{"urls":["http://127.0.0.1:8080"],"tokens":["…"],"seconds":10,"market":"BENCH"}'
// One player a token, each on its own keep-alive connection, players spread over the URLs
// round-robin. Each player places one bid, waits for the answer, and places the next, until
// the time is up. The first `warmupSeconds` are not counted (the server's code and caches warm
// up); the slowest first request of the players, against the cold server, is reported apart.
// Prints one JSON line: counts and latencies in milliseconds.
import { Agent, request } from 'node:http';
import { summarizeLatencies, type LatencySummary } from './latency-summary.js';

interface Job {
  urls: string[];
  tokens: string[];
  seconds: number;
  warmupSeconds?: number;
  market: string;
}

/** firstMaxMs: the wait of a burst on the cold server. */
export interface LoadResult extends LatencySummary {
  players: number;
  servers: number;
  /** Requests that took more than one second. */
  overOneSecond: number;
  /** A few failure messages, to tell a refusal from a crash. */
  failureSamples: string[];
}

const job = JSON.parse(process.argv[2] ?? '') as Job;
const players = job.tokens.length;
// One agent a server, with a socket for every player: no request waits for a free socket, and
// each socket carries one request at a time (no pipelining). Nagle off so a small request goes out whole at once.
const agents = job.urls.map(
  () =>
    new Agent({ keepAlive: true, maxSockets: players, maxFreeSockets: players, noDelay: true } as ConstructorParameters<
      typeof Agent
    >[0]),
);

function post(urlIndex: number, path: string, body: string): Promise<{ status: number; text: string }> {
  const url = new URL(path, job.urls[urlIndex]);
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method: 'POST',
        agent: agents[urlIndex],
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const latencies: number[] = [];
const firsts: number[] = [];
const failureSamples = new Set<string>();
let failures = 0;
const counted = performance.now() + (job.warmupSeconds ?? 0) * 1000;
const deadline = counted + job.seconds * 1000;

await Promise.all(
  job.tokens.map(async (token, player) => {
    const server = player % job.urls.length;
    for (let n = 0; performance.now() < deadline; n++) {
      const body = JSON.stringify({
        session: token,
        number: String(n % 10),
        amount: '10',
        types: 'OPEN',
        market: job.market,
        specialGame: '',
        request_id: `load-${process.pid}-${n}`,
      });
      const sent = performance.now();
      let ok = false;
      let message = '';
      try {
        const answer = await post(server, '/api/place-bet', body);
        const parsed = JSON.parse(answer.text) as { success?: boolean; message?: string };
        ok = answer.status === 200 && parsed.success === true;
        if (!ok) message = `${answer.status} ${parsed.message ?? answer.text.slice(0, 80)}`;
      } catch (error) {
        message = String(error).slice(0, 120);
      }
      const took = performance.now() - sent;
      if (n === 0) firsts.push(took);
      // A failure counts even in the warm-up: none is expected at all.
      if (!ok) {
        failures++;
        if (failureSamples.size < 5) failureSamples.add(message);
      }
      if (sent >= counted) latencies.push(took);
    }
  }),
);
for (const agent of agents) agent.destroy();

const result: LoadResult = {
  players,
  servers: job.urls.length,
  ...summarizeLatencies(job.seconds, failures, latencies, firsts),
  overOneSecond: latencies.filter((value) => value > 1000).length,
  failureSamples: [...failureSamples],
};
process.stdout.write(`${JSON.stringify(result)}\n`);
