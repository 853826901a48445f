// The command-line server stops with whatever started it. Started as `npx in-mock-server` (or
// `npm run mock`, or any wrapper script), it runs under npm and `sh -c`: a SIGTERM to npm ends npm
// and the shell but is not passed to the server, which would be left running on its port, its
// state unsaved. It watches its parent instead: when the parent process is gone (the server was
// handed to another parent), it stops as it does on SIGTERM. cli.ts watches only under npm, so a
// server started on purpose to outlive its shell (nohup, a service manager) keeps running.
import { PARENT_CHECK_INTERVAL_MS } from '../defaults.js';

/**
 * Calls `stop` once when the process that started this one has exited. A process started by
 * PID 1 (a container's entry point) has nothing to watch. Returns a function that stops watching.
 * @example const unwatch = whenParentGone(() => running.close());
 */
export function whenParentGone(stop: () => void, intervalMs = PARENT_CHECK_INTERVAL_MS): () => void {
  const parent = process.ppid;
  if (parent <= 1) return () => undefined;
  const timer = setInterval(() => {
    if (process.ppid === parent && parentAlive(parent)) return;
    clearInterval(timer);
    stop();
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}

/** True while a process with this id exists (signal 0 only asks). */
function parentAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
