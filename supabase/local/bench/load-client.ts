// The bench's HTTP load client in a process of its own (see run in load.ts), so the CPU time read
// for the backend (cpu.ts) leaves out the client's own HTTP work. It gets autocannon's options
// over IPC and answers each response's time and the run's counts.
import autocannon from 'autocannon';

process.once('message', (options: Parameters<typeof autocannon>[0]) => {
  const times: number[] = [];
  const instance = autocannon(options);
  instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  void Promise.resolve(instance).then((result) => {
    const answer: ClientAnswer = {
      times,
      errors: result.errors,
      timeouts: result.timeouts,
      non2xx: result.non2xx,
      duration: result.duration,
      average: result.requests.average,
    };
    process.send!(answer, () => process.exit(0));
  });
});

export interface ClientAnswer {
  times: number[];
  errors: number;
  timeouts: number;
  non2xx: number;
  duration: number;
  average: number;
}
