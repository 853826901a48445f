import { createClock, type Clock } from './store/clock.js';
import { createTokenStore, type TokenStore } from './store/tokens.js';
import { createDirectory, type Directory } from './store/directory.js';
import { DEMO_APP, DEMO_MEMBER } from './seed/demoAccounts.js';

/** State one mock service instance holds; every handler reads it, nothing is global. */
export interface MockContext {
  clock: Clock;
  tokens: TokenStore;
  directory: Directory;
}

export interface MockContextOptions {
  /** Fixed service time in ms since the epoch; by default the clock follows real time. */
  now?: number;
}

export function createContext(options: MockContextOptions = {}): MockContext {
  const clock = createClock(options.now);
  return { clock, tokens: createTokenStore(clock), directory: createDirectory([DEMO_APP], [DEMO_MEMBER]) };
}
