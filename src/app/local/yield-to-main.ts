/**
 * Gives the main thread back to the browser between two slices of work, so a tap or a keystroke
 * that arrived meanwhile is handled first: `scheduler.yield()` where the browser has it (the rest
 * of the work keeps its place at the front of the queue), a message-channel task elsewhere (no
 * 4 ms clamp, unlike nested timers), a timer as the last resort.
 */
interface Scheduler {
  yield?: () => Promise<void>;
}

export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  if (typeof MessageChannel !== 'undefined') {
    return new Promise((resolve) => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        channel.port1.close();
        resolve();
      };
      channel.port2.postMessage(null);
    });
  }
  return new Promise((resolve) => setTimeout(resolve, 0));
}
