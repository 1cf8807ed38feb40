// The part of autocannon 8's programmatic API the bench uses (the package ships no types).
declare module 'autocannon' {
  export interface Request {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
    setupRequest?: (request: Request, context: Record<string, unknown>) => Request;
  }
  export interface Options {
    url: string;
    connections?: number;
    pipelining?: number;
    duration?: number;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    requests?: Request[];
  }
  export interface Histogram {
    average: number;
    p50: number;
    p90: number;
    p97_5: number;
    p99: number;
    max: number;
  }
  export interface Result {
    requests: Histogram & { total: number };
    latency: Histogram;
    non2xx: number;
    errors: number;
    timeouts: number;
    '2xx': number;
  }
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
