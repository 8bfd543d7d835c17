// One autocannon run and what the bench reads of it, whether it runs in the bench's process or in
// the load client's own (load-client.ts).
import autocannon from 'autocannon';

export type LoadOptions = Parameters<typeof autocannon>[0];

export interface ClientAnswer {
  times: number[];
  errors: number;
  timeouts: number;
  non2xx: number;
  duration: number;
  average: number;
}

/** Runs autocannon with `options` and answers each response's time and the run's counts. */
export async function measure(options: LoadOptions): Promise<ClientAnswer> {
  const times: number[] = [];
  const instance = autocannon(options);
  instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  const result = await instance;
  return {
    times,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    duration: result.duration,
    average: result.requests.average,
  };
}
