import { type Clock, fromPglite, type JobResult, PgBoss, type QueuePolicy } from 'pg-boss';
import type { Database } from '../db/client.ts';

/** Jobs a worker takes at a time. */
const BATCH_SIZE = 4;

/** One job of `sendMany`: its data, its singleton key, when it may start (a moment, or seconds from now). */
export interface QueuedJob {
  data: object;
  singletonKey?: string;
  startAfter?: Date | number;
}

/** What a job handler is given: the job's data and id. */
export type JobHandler<T extends object> = (data: T, job: { id: string }) => Promise<void>;

export interface JobQueueOptions {
  /** pg-boss's clock; tests pass a `TestClock` so deferred jobs come due when the test says. */
  clock?: Clock;
  /** Job spies (`boss.getSpy(name)`) for tests that wait for a job to finish; never in production. */
  spies?: boolean;
  /** How often each worker looks for due jobs. */
  pollingIntervalSeconds?: number;
  log?: { error(details: Record<string, unknown>, message: string): void };
}

interface Definition {
  name: string;
  policy: QueuePolicy;
  handler: JobHandler<object>;
  /** This process's worker wakes as soon as a job is sent here, rather than at its next poll. */
  prompt: boolean;
  workerId?: string;
}

/**
 * The shop's job queue (docs/decisions/0012-fulfilment.md): pg-boss on the shop's own database, on
 * PGlite through pg-boss's PGlite adapter (one embedded client shared with the app) or on PostgreSQL
 * through its own pool. Modules `define` their queues while the services are wired; `start` installs
 * pg-boss's schema, creates the queues and starts their workers.
 */
export function createJobQueue(database: Database, options: JobQueueOptions = {}) {
  const common = {
    clock: options.clock,
    // Cron is not used: every job is sent with its own start time.
    schedule: false,
    __test__enableSpies: options.spies ?? false,
  };
  const boss = database.pglite
    ? new PgBoss({ ...common, db: fromPglite(database.pglite), backend: 'pglite' })
    : new PgBoss({ ...common, connectionString: database.url });
  let log = options.log ?? { error: (details, message) => console.error(message, details) };
  boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
  const definitions: Definition[] = [];
  let started = false;

  async function attach(definition: Definition) {
    // Retries back off from 30 s for about an hour; after that the periodic sweep of the module that
    // owns the work (e.g. fulfilment's resume) queues it again.
    await boss.createQueue(definition.name, {
      policy: definition.policy,
      retryLimit: 8,
      retryDelay: 30,
      retryBackoff: true,
    });
    // A few jobs a fetch, fetching again at once while fetches come back full: a bulk send's thousand
    // print files are made one after another, not one a polling interval (decision 0033). Each job of a
    // batch succeeds or fails on its own (a failure is retried alone).
    definition.workerId = await boss.work<object>(
      definition.name,
      {
        pollingIntervalSeconds: options.pollingIntervalSeconds ?? 1,
        batchSize: BATCH_SIZE,
        burstWhenBatchFull: true,
        perJobResults: true,
      },
      async (jobs) => {
        const results: JobResult[] = [];
        for (const job of jobs) {
          try {
            await definition.handler(job.data, { id: job.id });
            results.push({ id: job.id, status: 'completed' });
          } catch (error) {
            results.push({ id: job.id, status: 'failed', output: { message: String(error) } });
          }
        }
        return results;
      },
    );
  }

  return {
    boss,

    /**
     * A queue and its handler. `exclusive` (the default) lets one job per singleton key be queued or
     * active at a time, so sending the same key again while one waits does nothing. `prompt`: a job sent
     * by this process is taken by its own worker at once (a worker busy with a batch fetches again as
     * soon as it is done), not at the next poll; a buyer waits for what such a queue does.
     */
    define<T extends object>(
      name: string,
      handler: JobHandler<T>,
      policy: QueuePolicy = 'exclusive',
      options: { prompt?: boolean } = {},
    ) {
      const definition: Definition = {
        name,
        policy,
        handler: handler as JobHandler<object>,
        prompt: options.prompt ?? false,
      };
      definitions.push(definition);
      if (started) {
        attach(definition).catch((error: unknown) =>
          log.error({ err: error, queue: name }, 'job queue could not start a worker'),
        );
      }
    },

    /** Sends a job; null when an equal one (same singleton key) is already waiting or running. */
    async send(
      name: string,
      data: object,
      /** `startAfter`: a moment, or seconds from now. */
      options: { startAfter?: Date | number; singletonKey?: string } = {},
    ): Promise<string | null> {
      if (!started) throw new Error(`the job queue is not started (job ${name})`);
      const id = await boss.send(name, data, options);
      const definition = definitions.find((each) => each.name === name);
      if (id && definition?.prompt && definition.workerId && options.startAfter === undefined)
        boss.notifyWorker(definition.workerId);
      return id;
    },

    /**
     * Sends many jobs in one statement (a bulk send's items); a job whose singleton key is already
     * queued or running is skipped, as `send` skips it.
     */
    async sendMany(name: string, jobs: readonly QueuedJob[]): Promise<void> {
      if (!started) throw new Error(`the job queue is not started (job ${name})`);
      for (let from = 0; from < jobs.length; from += 500) {
        await boss.insert(
          name,
          jobs.slice(from, from + 500).map((job) => ({
            data: job.data,
            ...(job.singletonKey ? { singletonKey: job.singletonKey } : {}),
            ...(job.startAfter === undefined
              ? {}
              : {
                  startAfter: job.startAfter instanceof Date ? job.startAfter.toISOString() : job.startAfter,
                }),
          })),
        );
      }
    },

    /** Logs through the app's logger once the app exists. */
    useLog(logger: NonNullable<JobQueueOptions['log']>) {
      log = logger;
    },

    get started() {
      return started;
    },

    async start() {
      if (started) return;
      await boss.start();
      for (const definition of definitions) await attach(definition);
      started = true;
    },

    /** Stops the workers (letting running jobs finish briefly); the database stays open. */
    async stop() {
      if (!started) return;
      started = false;
      await boss.stop({ graceful: true, timeout: 5000 });
    },
  };
}

export type JobQueue = ReturnType<typeof createJobQueue>;
