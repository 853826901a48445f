// IE 8/9 have no `console` until the developer tools are opened, and IE's console methods are
// not real functions (no .apply), so every message goes through here.
var PREFIX = 'in.js: ';

function write(level: 'error' | 'warn' | 'info', message: string, detail?: unknown): void {
  var c: any = (window as any).console;
  var out = c && (c[level] || c.log);
  if (!out) return;
  message = PREFIX + message;
  if (detail === undefined) out.call ? out.call(c, message) : out(message);
  else out.call ? out.call(c, message, detail) : out(message, detail);
}

/** Logs a problem the page author must fix. */
export function logError(message: string, detail?: unknown): void {
  write('error', message, detail);
}

/** Logs something that is probably a mistake but does not stop the framework. */
export function logWarn(message: string, detail?: unknown): void {
  write('warn', message, detail);
}

/**
 * Calls a function the page gave (a callback, an event handler, a tag); if it throws, logs
 * "'<name>' threw: <message>" and returns, so one page bug stops neither the framework nor the
 * others. `args` is an array or an arguments object (what apply takes in ES3).
 * @example callSafely(fn, window, [result], 'IN.API result')
 */
export function callSafely(fn: Function, thisArg: any, args: ArrayLike<unknown>, name: string): void {
  try {
    fn.apply(thisArg, args);
  } catch (e) {
    logError("'" + name + "' threw: " + ((e as Error) && (e as Error).message), e);
  }
}
