/**
 * The reply threads of a server process on PostgreSQL (REPLY_THREADS, one by default): worker
 * threads running the bot's workers (reply-thread.ts), so that working out and sending replies
 * never shares the event loop or the database pool that stores webhook deliveries. The process
 * wakes them when it stores a message, queues the jobs they send, and adds their metrics to its
 * own. A thread that fails ends the process (as an uncaught error would), and the supervisor
 * starts it again; the messages it held are taken over once their claims lapse.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { JobQueue } from '@/server/jobs/queue';
import type { BotLogger } from '@/server/logger';
import type { FromReplyThread, ToReplyThread } from './reply-thread-messages';

export interface ReplyWorkers {
  /** Sets the threads' workers on the stored messages (nothing is answered on the caller's turn). */
  wake(): void;
  /** Each thread's metrics (prom-client JSON, one array per thread), to add to the process's own. */
  metrics(): Promise<object[][]>;
  /** Resolves once every thread has started its workers. */
  ready: Promise<void>;
  /** Deliveries the process is storing now, which the threads' workers let go first. */
  deliveriesInFlight?: Int32Array;
  /** Stops the threads once the messages in hand are answered. */
  stop(): Promise<void>;
}

/** How long the process waits for a thread's metrics before leaving them out. */
const METRICS_WAIT_MS = 2000;

/**
 * The thread's code: beside the compiled server (dist-server/reply-thread.js), or the source
 * under tsx: a thread does not inherit tsx's loader (nor take `--import tsx` as an option on
 * Node 20), so a small script registers it through tsx's documented API, then loads the source.
 */
function threadEntry(): { url: URL | string; eval: boolean } {
  const compiled = new URL('./reply-thread.js', import.meta.url);
  if (existsSync(fileURLToPath(compiled))) return { url: compiled, eval: false };
  const source = new URL('./reply-thread.ts', import.meta.url).href;
  return {
    url: `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(source)}); });`,
    eval: true,
  };
}

export function startReplyThreads(
  count: number,
  deps: { jobs: JobQueue; logger: BotLogger; exit?: (code: number) => void },
): ReplyWorkers {
  const exit = deps.exit ?? ((code: number) => process.exit(code));
  const entry = threadEntry();
  const deliveriesInFlight = new Int32Array(new SharedArrayBuffer(4));
  let stopping = false;
  let asks = 0;
  const waitingMetrics = new Map<number, (metrics: object[]) => void>();
  const started: Promise<void>[] = [];
  const stopped: Promise<void>[] = [];
  const threads = Array.from({ length: count }, () => {
    const thread = new Worker(entry.url, {
      eval: entry.eval,
      workerData: { deliveriesInFlight },
    });
    const tell = (message: ToReplyThread) => thread.postMessage(message);
    let ready: () => void = () => undefined;
    started.push(new Promise<void>((resolve) => (ready = resolve)));
    let ended: () => void = () => undefined;
    stopped.push(new Promise<void>((resolve) => (ended = resolve)));
    thread.on('message', (message: FromReplyThread) => {
      switch (message.type) {
        case 'ready':
          ready();
          return;
        case 'metrics':
          waitingMetrics.get(message.ask)?.(message.metrics);
          return;
        case 'send-job':
          deps.jobs.send(message.name, message.data, message.options).then(
            () => tell({ type: 'job-sent', ask: message.ask }),
            (error: unknown) =>
              tell({
                type: 'job-sent',
                ask: message.ask,
                error: error instanceof Error ? error.message : String(error),
              }),
          );
          return;
        case 'stopped':
          ended();
          return;
      }
    });
    thread.on('error', (error) => {
      deps.logger.error('reply thread failed: the process stops (exit 1)', {
        error: error.message,
      });
      exit(1);
    });
    thread.on('exit', (code) => {
      ready();
      ended();
      if (stopping) return;
      deps.logger.error('reply thread ended: the process stops (exit 1)', { code });
      exit(1);
    });
    return { thread, tell };
  });

  const askMetrics = ({ tell }: (typeof threads)[number]) =>
    new Promise<object[]>((resolve) => {
      const ask = ++asks;
      const done = (metrics: object[]) => {
        clearTimeout(timer);
        waitingMetrics.delete(ask);
        resolve(metrics);
      };
      const timer = setTimeout(() => done([]), METRICS_WAIT_MS);
      waitingMetrics.set(ask, done);
      tell({ type: 'metrics', ask });
    });

  return {
    wake: () => {
      for (const { tell } of threads) tell({ type: 'wake' });
    },
    metrics: () => Promise.all(threads.map(askMetrics)),
    ready: Promise.all(started).then(() => undefined),
    deliveriesInFlight,
    stop: async () => {
      if (stopping) return Promise.all(stopped).then(() => undefined);
      stopping = true;
      for (const { tell } of threads) tell({ type: 'stop' });
      await Promise.all(stopped);
    },
  };
}
