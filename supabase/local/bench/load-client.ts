// The bench's HTTP load client in a process of its own (see run in load.ts), so the CPU time read
// for the backend (cpu.ts) leaves out the client's own HTTP work. It gets autocannon's options
// over IPC and answers each response's time and the run's counts.
import { measure, type LoadOptions } from './measure.ts';

process.once('message', (options: LoadOptions) => {
  void measure(options).then((answer) => process.send!(answer, () => process.exit(0)));
});
