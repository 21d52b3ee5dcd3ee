import cluster, { type Worker } from 'node:cluster';

/** A process that dies sooner than this after its start is not started again at once (a crash loop). */
const STEADY_MS = 10_000;
const RESTART_DELAY_MS = 1_000;

/**
 * Runs `count` app processes on this machine (node:cluster: they share the port, the primary hands each
 * connection to one in turn) and keeps them running: one that dies is started again, a second later when
 * it died young. SIGTERM or SIGINT passes to each, and the primary exits once all have finished their
 * requests and closed (decision record 39: sessions, limits, caches, jobs and files are shared through
 * PostgreSQL, so any process may answer any request).
 */
export function superviseProcesses(
  count: number,
  log: { info: (message: string) => void; error: (message: string) => void } = console,
): void {
  let stopping = false;
  const startedAt = new Map<Worker, number>();
  const start = () => {
    const worker = cluster.fork();
    startedAt.set(worker, Date.now());
  };
  cluster.on('exit', (worker, code, signal) => {
    const lived = Date.now() - (startedAt.get(worker) ?? 0);
    startedAt.delete(worker);
    if (stopping) {
      if (startedAt.size === 0) process.exit(0);
      return;
    }
    log.error(`app process ${worker.process.pid} ended (${signal ?? `code ${code}`}): starting another`);
    setTimeout(start, lived < STEADY_MS ? RESTART_DELAY_MS : 0);
  });
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log.info(`${signal}: stopping ${startedAt.size} app processes`);
    if (startedAt.size === 0) process.exit(0);
    for (const worker of startedAt.keys()) worker.process.kill(signal);
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
  for (let index = 0; index < count; index += 1) start();
  log.info(`serving with ${count} app processes`);
}
