import { RequestHandler } from 'msw';
import type { Journal } from '../store/journal.js';

/** Requests under this path are the admin API's own and stay out of the journal. */
const ADMIN_PREFIX = '/__admin/';

/**
 * An MSW handler that records every request but admin ones in the journal
 * (`GET /__admin/requests`) and never answers, so the handlers after it do. It records in `run`,
 * which MSW calls once per request and handler, and returns no result, so MSW runs no resolver
 * for it (no request clone, no cookie parsing, no abort signal): it costs next to nothing on the
 * standalone server's hot path, and behaves the same under setupServer and setupWorker.
 * @example setupServer(new JournalHandler(ctx.journal), ...otherHandlers)
 */
export class JournalHandler extends RequestHandler {
  readonly #journal: Journal;

  constructor(journal: Journal) {
    super({ info: { header: 'journal: every request but /__admin/' }, resolver: () => undefined });
    this.#journal = journal;
  }

  override async run(args: { request: Request }): Promise<null> {
    if (!new URL(args.request.url).pathname.startsWith(ADMIN_PREFIX)) this.#journal.record(args.request);
    return null;
  }

  /** Matches nothing: `handler.test(…)` says false, as the handler never answers. */
  override async predicate(): Promise<boolean> {
    return false;
  }

  override log(): void {}
}
