// The long-running child of `npm start` and `npm run demo` (the server) lives and dies with the
// script that started it. A stop signal (SIGINT, SIGTERM, SIGHUP) is passed on to it, and the
// script exits with its exit code once it has stopped (the server finishes what is in flight).
//
// `npm start` runs the script through a shell (`sh -c node scripts/start.mjs`); npm passes SIGTERM
// to that shell, which dies without passing it on. So the parent is watched too: when it is gone
// (this process was handed to init or a subreaper), the child is stopped as if signalled.
import { spawn } from 'node:child_process';

const STOP_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'];
const PARENT_CHECK_MS = 500;

/** Starts `command args` with this terminal and stops it with this process. */
export function supervise(command, args, options = {}) {
  const child = spawn(command, args, { stdio: 'inherit', ...options });
  const stop = (signal) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
  };
  for (const signal of STOP_SIGNALS) process.on(signal, () => stop(signal));
  const parent = process.ppid;
  const watch = setInterval(() => {
    if (process.ppid !== parent) stop('SIGTERM');
  }, PARENT_CHECK_MS);
  child.on('error', (error) => {
    console.error(`Could not start ${command}: ${error.message}`);
    process.exit(1);
  });
  child.on('exit', (code, signal) => {
    clearInterval(watch);
    process.exit(code ?? (signal ? 1 : 0));
  });
  return child;
}
