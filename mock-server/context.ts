import { createClock, type Clock } from './store/clock.js';

/** State one mock service instance holds; every handler reads it, nothing is global. */
export interface MockContext {
  clock: Clock;
}

export interface MockContextOptions {
  /** Fixed service time in ms since the epoch; by default the clock follows real time. */
  now?: number;
}

export function createContext(options: MockContextOptions = {}): MockContext {
  return { clock: createClock(options.now) };
}
