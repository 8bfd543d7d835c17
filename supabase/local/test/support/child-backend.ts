// The embedded backend as its own process, for tests that kill it with SIGKILL. Options come as JSON
// in BACKEND_OPTIONS; prints one JSON line with its URLs once it is ready.
import { startBackend, type BackendOptions } from '../../src/backend.ts';

const options = JSON.parse(process.env.BACKEND_OPTIONS ?? '{}') as BackendOptions;
const backend = await startBackend({
  ...options,
  log: (line) => process.stderr.write(`${line}\n`),
});
process.stdout.write(
  `${JSON.stringify({ url: backend.url, functionsUrl: backend.functionsUrl, stripeUrl: backend.stripeUrl })}\n`,
);

const stop = () => void backend.stop().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
