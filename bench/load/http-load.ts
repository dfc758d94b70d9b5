import autocannon from 'autocannon';

export interface Measurement {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Connection errors, timeouts and answers other than the expected status. */
  errors: number;
}

export interface HttpLoad {
  /** Request paths; each connection cycles through them in turn. */
  paths: string[];
  headers?: Record<string, string>;
  expectedStatus: number;
}

/** Loads `baseUrl` with autocannon: a warm-up whose figures are thrown away, then the measured run. */
export async function measureHttp(
  baseUrl: string,
  load: HttpLoad,
  { connections, seconds, warmUpSeconds }: { connections: number; seconds: number; warmUpSeconds: number },
): Promise<Measurement> {
  if (warmUpSeconds > 0) await runAutocannon(baseUrl, load, connections, warmUpSeconds);
  const result = await runAutocannon(baseUrl, load, connections, seconds);
  const byStatus: Record<string, { count?: number }> = result.statusCodeStats ?? {};
  const expected = byStatus[String(load.expectedStatus)]?.count ?? 0;
  const answered = Object.values(byStatus).reduce((sum, stat) => sum + (stat.count ?? 0), 0);
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts + (answered - expected),
  };
}

function runAutocannon(baseUrl: string, load: HttpLoad, connections: number, seconds: number) {
  // Every connection starts at a different place in the list, so rotating ids spread evenly.
  let next = 0;
  return autocannon({
    url: baseUrl,
    connections,
    duration: seconds,
    headers: load.headers,
    requests: [
      {
        setupRequest: (request) => {
          const path = load.paths[next % load.paths.length] as string;
          next += 1;
          return { ...request, method: 'GET', path };
        },
      },
    ],
  });
}
