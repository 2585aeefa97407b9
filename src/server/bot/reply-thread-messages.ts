/**
 * What a server process and its reply threads (reply-threads.ts, reply-thread.ts) say to each
 * other: the process wakes the threads' workers and asks for their metrics; a thread asks the
 * process to queue a job (the job queue lives in the process) and answers what it was asked.
 */
import type { SendOptions } from '@/server/jobs/queue';

export type ToReplyThread =
  | { type: 'wake' }
  | { type: 'metrics'; ask: number }
  | { type: 'job-sent'; ask: number; error?: string }
  | { type: 'stop' };

export type FromReplyThread =
  | { type: 'ready' }
  | { type: 'metrics'; ask: number; metrics: object[] }
  | { type: 'send-job'; ask: number; name: string; data: object; options?: SendOptions }
  | { type: 'stopped' };
