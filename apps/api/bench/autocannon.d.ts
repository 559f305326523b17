// The few parts of autocannon's API the benchmark uses (the package ships no types).
declare module 'autocannon' {
  interface Histogram {
    average: number;
    p50: number;
    p99: number;
  }
  interface Result {
    requests: Histogram;
    latency: Histogram;
    errors: number;
    non2xx: number;
  }
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    requests?: { method?: string; path: string; body?: string; headers?: Record<string, string> }[];
  }
  export default function autocannon(options: Options): Promise<Result>;
}
