import PgBoss from 'pg-boss';
import type { Pool } from 'pg';
import type { DataSource, EntityManager } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver.js';
import type { Logger } from '../common/logger';

/** The PostgreSQL schema pg-boss keeps its tables in (created and upgraded by pg-boss itself). */
export const JOB_SCHEMA = 'pgboss';

/** What a job's handler receives: the data it was sent with, and its id. */
export interface Job<T> {
  id: string;
  data: T;
}

/** A kind of background work: its queue name, what to do, and how often to run it by itself. */
export interface JobDefinition<T extends object = object> {
  /** Queue name, e.g. "outbox.flush", "events.reminders". */
  name: string;
  /** Does the work; a throw fails the job, which pg-boss retries `retryLimit` times. */
  handler: (job: Job<T>) => Promise<void>;
  /** A cron line (5 fields) in the association's zone: pg-boss sends the job on that schedule. */
  cron?: string;
  /** How often this instance asks for new jobs of this queue (default 2 s; pg-boss allows ≥ 0.5). */
  pollingIntervalSeconds?: number;
  /** Retries after a failure (default 3, with exponential backoff). */
  retryLimit?: number;
}

/** When and how a job is sent (a subset of pg-boss's options). */
export interface SendOptions {
  /** Not before this instant. */
  startAfter?: Date;
  /** At most one queued or running job with this key in the queue (later sends return null). */
  singletonKey?: string;
  /**
   * The transaction to send in: the job exists only if the transaction commits, so work and the
   * change that asked for it are never half-done (STYLE.md habit 5).
   */
  tx?: EntityManager;
}

/** pg-boss's job-state commands that it calls without awaiting them (pg-boss 10, src/manager.js `work`). */
type Settle = (this: unknown, ...args: unknown[]) => Promise<unknown>;
interface ManagerPrototype {
  complete: Settle;
  fail: Settle;
  emit(event: string, error: unknown): boolean;
}

let settleGuarded = false;

/**
 * pg-boss 10 marks a job done or failed after its handler without awaiting the command; when that
 * query fails (the single embedded connection busy past the pool's connect timeout during a burst of
 * page views, or the database briefly away) the rejection was unhandled and ended the process
 * (seen under a 50-connection burst, issue #24). Here the failure becomes pg-boss's `error` event
 * instead; the job, still active, is retried after it expires, so handlers are written to be
 * idempotent (they record what they did in the same transaction).
 */
function guardUnawaitedSettles(): void {
  if (settleGuarded) return;
  settleGuarded = true;
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const prototype = (require('pg-boss/src/manager') as { prototype: ManagerPrototype }).prototype;
  for (const name of ['complete', 'fail'] as const) {
    const original = prototype[name];
    prototype[name] = function (this: ManagerPrototype, ...args: unknown[]) {
      return original.apply(this, args).catch((error: unknown) => {
        this.emit('error', error);
        return undefined;
      });
    } as Settle;
  }
}

/** Whether an error is the pool's "no connection free in time" (nothing was sent: safe to retry). */
const isPoolTimeout = (error: unknown): boolean => error instanceof Error && /timeout exceeded when trying to connect/.test(error.message);

/**
 * Runs a query on the pool, waiting for a connection as long as it takes (up to `patienceMs`): the
 * queue's own queries are background work and may wait behind a burst of visitors rather than fail.
 */
async function patientQuery(pool: Pool, text: string, values: unknown[], patienceMs = 120_000): Promise<{ rows: unknown[] }> {
  const deadline = Date.now() + patienceMs;
  for (;;) {
    try {
      return await pool.query(text, values);
    } catch (error) {
      if (!isPoolTimeout(error) || Date.now() > deadline) throw error;
    }
  }
}

/** pg-boss's SQL executor over one of our connections: the pool, or a transaction's runner. */
const executorOf = (run: (text: string, values: unknown[]) => Promise<{ rows: unknown[] }>) => ({
  executeSql: (text: string, values: unknown[]) => run(text, values),
});

/** The executor of a transaction's own connection (only that connection: PGlite mixes others). */
function transactionExecutor(tx: EntityManager) {
  const runner = tx.queryRunner;
  if (!runner) throw new Error('JobQueue.send: tx must be a transaction manager');
  return executorOf(async (text, values) => ({ rows: (await runner.query(text, values, true)).records as unknown[] }));
}

/**
 * The one background-job queue (issue #17 "Jobs"; used by reminders, e-mail sending, newsletters and
 * retention): pg-boss on the application's own database — the embedded PGlite or PostgreSQL — through
 * the application's pool, so the embedded database's single connection is shared, never doubled.
 *
 * Why pg-boss: a well-kept PostgreSQL-only queue (SKIP LOCKED, so with several server instances a job
 * runs once; cron schedules sent once per slot across instances; retries with backoff; sending inside
 * a transaction), it runs on Node 20 (graphile-worker 0.18 needs Node 22) and lets us supply the SQL
 * executor, which is what the embedded database needs. pg-boss creates and upgrades its own tables
 * in the `pgboss` schema under an advisory lock; our tables change only by our migrations.
 *
 * Lifecycle: `define` every kind of job, then `start` (workers and schedules begin), `stop` at
 * shutdown (running handlers finish first, up to the timeout).
 */
export class JobQueue {
  private readonly boss: PgBoss;
  private readonly definitions = new Map<string, JobDefinition<never>>();
  private started = false;
  /** pg-boss's queries on our pool that have not answered yet (see `stop`). */
  private inFlight = 0;

  /**
   * @param db the application's data source (its pool carries pg-boss's queries)
   * @param log where job failures and queue errors are logged
   * @param options.timeZone the zone of cron lines (TIME_ZONE); options.workers false: this instance
   *   sends jobs but runs none (tests that drive handlers themselves)
   */
  constructor(
    db: DataSource,
    private readonly log: Logger,
    private readonly options: { timeZone: string; workers: boolean },
  ) {
    const pool = (db.driver as PostgresDriver).master as Pool;
    guardUnawaitedSettles();
    this.boss = new PgBoss({
      db: executorOf(async (text, values) => {
        this.inFlight++;
        try {
          return await patientQuery(pool, text, values);
        } finally {
          this.inFlight--;
        }
      }),
      schema: JOB_SCHEMA,
      migrate: true,
      supervise: options.workers,
      schedule: options.workers,
      // Jobs are kept a week for the admin's and a developer's eyes, then pg-boss deletes them.
      deleteAfterDays: 7,
    });
    this.boss.on('error', (err) => this.log.warn({ err }, 'job queue error'));
  }

  /**
   * Declares a kind of job. Call before `start`.
   * @throws Error when the name is declared twice or the queue has started
   */
  define<T extends object>(definition: JobDefinition<T>): void {
    if (this.started) throw new Error(`JobQueue.define(${definition.name}) after start`);
    if (this.definitions.has(definition.name)) throw new Error(`Job ${definition.name} is declared twice`);
    this.definitions.set(definition.name, definition as unknown as JobDefinition<never>);
  }

  /** Creates pg-boss's tables and the queues, then starts this instance's workers and schedules. */
  async start(): Promise<void> {
    if (this.started) return;
    await this.boss.start();
    for (const definition of this.definitions.values()) {
      await this.boss.createQueue(definition.name, { name: definition.name, retryLimit: definition.retryLimit ?? 3, retryBackoff: true });
      if (!this.options.workers) continue;
      await this.boss.work<object>(
        definition.name,
        { pollingIntervalSeconds: definition.pollingIntervalSeconds ?? 2, batchSize: 1 },
        async (jobs) => {
          for (const job of jobs) await this.run(definition, job);
        },
      );
      if (definition.cron) await this.boss.schedule(definition.name, definition.cron, {}, { tz: this.options.timeZone });
      else await this.boss.unschedule(definition.name);
    }
    this.started = true;
  }

  private async run(definition: JobDefinition<never>, job: PgBoss.Job<object>): Promise<void> {
    try {
      await definition.handler({ id: job.id, data: job.data as never });
    } catch (err) {
      this.log.warn({ err, job: definition.name, jobId: job.id }, 'a background job failed; it will be retried');
      throw err;
    }
  }

  /**
   * Queues a job of a declared kind.
   * @returns the job's id, or null when `singletonKey` matched a job already queued
   * @throws Error for an undeclared kind
   */
  async send<T extends object>(name: string, data: T, options: SendOptions = {}): Promise<string | null> {
    if (!this.definitions.has(name)) throw new Error(`Job ${name} is not declared`);
    return this.boss.send(name, data, {
      startAfter: options.startAfter,
      singletonKey: options.singletonKey,
      ...(options.tx ? { db: transactionExecutor(options.tx) } : {}),
    });
  }

  /**
   * How many jobs of a kind are waiting or running (the admin's progress and tests).
   */
  async pending(name: string): Promise<number> {
    return this.boss.getQueueSize(name, { before: 'completed' });
  }

  /**
   * Stops this instance's workers and schedules; running handlers get up to `timeoutMs` to finish.
   * Resolves once pg-boss has no query left on our pool, so the database can close after it: a
   * worker caught mid-poll by pg-boss 10's `stop` finishes its query later, and pg-boss then checks
   * for stopped workers once a second in the background (seen as stray timers after tests).
   */
  async stop(timeoutMs = 10_000): Promise<void> {
    if (!this.started) return;
    this.started = false;
    await this.boss.stop({ graceful: true, wait: true, close: false, timeout: timeoutMs });
    const deadline = Date.now() + timeoutMs;
    const busy = this.inFlight > 0;
    while (this.inFlight > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    // pg-boss's own check for stopped workers runs once a second: let it see them stopped.
    if (busy) await new Promise((resolve) => setTimeout(resolve, 1100));
  }
}
