// What the whole server may keep of what anyone can make without signing in, shared by its own
// service and every tenant (server/tenants.ts): one budget, not one per tenant, so a page that
// reaches many tenants can keep no more than it could in one service.
import type { MockContext } from './context.js';
import { SharedCap } from '../store/sharedCap.js';
import { MAX_CSRF_TOKENS, MAX_PENDING_DIALOG_REQUESTS, SERVER_JOURNAL_LIMIT } from '../defaults.js';

export interface ServerBudget {
  /** Pending authorization requests in the dialog (MAX_PENDING_DIALOG_REQUESTS for the server). */
  dialogRequests: SharedCap;
  /** Unused CSRF tokens of login and consent forms (MAX_CSRF_TOKENS for the server). */
  csrf: SharedCap;
  /** Journal entries (SERVER_JOURNAL_LIMIT for the server; each service keeps REQUEST_JOURNAL_LIMIT). */
  journal: SharedCap;
  /** The live services sharing the budget: uploaded media are bounded over all of them (today/media/mediaBounds.ts). */
  services: Set<MockContext>;
}

/**
 * A budget for one server (or one service made alone by createMockService).
 * @example const budget = createServerBudget(); createContext(options, budget)
 */
export function createServerBudget(): ServerBudget {
  return {
    dialogRequests: new SharedCap(MAX_PENDING_DIALOG_REQUESTS),
    csrf: new SharedCap(MAX_CSRF_TOKENS),
    journal: new SharedCap(SERVER_JOURNAL_LIMIT),
    services: new Set(),
  };
}

/** Gives back what a dropped service held of the budget (a tenant dropped when idle). */
export function leaveBudget(ctx: MockContext): void {
  ctx.csrf.clear();
  ctx.dialogRequests.clear();
  ctx.journal.clear();
  ctx.budget.services.delete(ctx);
}
