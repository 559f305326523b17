import autocannon from 'autocannon';

/** One request of a mix autocannon cycles through. */
export interface Request {
  method: 'GET' | 'POST';
  path: string;
  body?: string;
  headers?: Record<string, string>;
}
/** One run's figures: requests a second, latency in ms, and errors (failed or not 2xx). */
export interface Figures {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}
/** One call's runs: the median and the worst of each figure, over every run. */
export interface Summary {
  median: Figures;
  worst: Figures;
}

/** One request of each, 16 at a time, to fill caches or warm the server up; the average body size in bytes. */
export async function onePass(port: number, requests: Request[]): Promise<number> {
  let bytes = 0;
  for (let i = 0; i < requests.length; i += 16) {
    const sizes = await Promise.all(
      requests.slice(i, i + 16).map(async (r) => {
        const res = await fetch(`http://127.0.0.1:${port}${r.path}`, {
          method: r.method,
          body: r.body,
          headers: r.headers,
        });
        if (!res.ok) throw new Error(`${r.method} ${r.path} answered ${res.status}`);
        return (await res.arrayBuffer()).byteLength;
      }),
    );
    bytes += sizes.reduce((a, b) => a + b, 0);
  }
  return Math.round(bytes / requests.length);
}

/** One run: `connections` clients send the mix for `seconds`, each the next request as soon as its last answers. */
export async function drive(
  port: number,
  requests: Request[],
  { connections, seconds }: { connections: number; seconds: number },
): Promise<Figures> {
  const result = await autocannon({ url: `http://127.0.0.1:${port}`, connections, duration: seconds, requests });
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)]!;

/** Median and worst of each figure: the worst req/s is the lowest, the worst latency the highest. */
export function summarize(runs: Figures[]): Summary {
  const of = (key: keyof Figures) => runs.map((r) => r[key]);
  return {
    median: { rps: median(of('rps')), p50: median(of('p50')), p99: median(of('p99')), errors: median(of('errors')) },
    worst: {
      rps: Math.min(...of('rps')),
      p50: Math.max(...of('p50')),
      p99: Math.max(...of('p99')),
      errors: Math.max(...of('errors')),
    },
  };
}
