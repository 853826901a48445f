import { RequestHandler, http } from 'msw';
import { answerResponse, type Answer } from './textAnswer.js';
import type { Era } from '../api/era.js';

/** MSW's console line for a mocked answer (setupWorker prints one per request), borrowed from an HTTP handler. */
const mswLogger = http.all('*', () => undefined);

/** Prints MSW's console line for an answer our handlers gave, as MSW prints it for its own. */
export function logMockedAnswer(args: { request: Request; response: Response; parsedResult: undefined }): void {
  void mswLogger.log(args as Parameters<typeof mswLogger.log>[0]);
}

/** What a service route is: a plain test of the request and a plain function that answers it. */
interface ServiceRouteDefinition {
  /** What the route is, for MSW's handler listings (e.g. "REST API /v1, /v2"). */
  header: string;
  /**
   * The era of the REST API whose requests it takes, when it is one era's route: it answers in that
   * era's body, and `test/architecture/eraRoutes.test.ts` checks it takes no request of the other.
   */
  era?: Era;
  /** Whether this route answers the request: cheap, from the method and URL only. */
  accepts(method: string, url: URL): boolean;
  /**
   * Optional, for the gateway's prefilter (gateway/handlerPrefilter.ts) and MSW's listing: the one
   * method and an MSW path (`*\/dms-uploads/*`) every request `accepts` takes has, so the route is
   * left out of the candidates for other requests. `accepts` still decides.
   */
  method?: string;
  path?: string;
  /**
   * The answer; undefined lets the next route try. A TextAnswer (textAnswer.ts) goes to the
   * standalone server as it is and to MSW as the Response it stands for.
   */
  answer(request: Request): Answer | undefined | Promise<Answer | undefined>;
  /** The path patterns it serves (`/v2/people/:person`), for the page not found's nearest paths; none: it names no path of its own. */
  paths?: readonly string[];
  /**
   * Optional: how much of a request's body the standalone server may read, judged by its head alone
   * (method and URL) before any byte of it, for requests this route knows to carry large bodies (the
   * upload PUTs): the most it can keep with the sentence a larger one is refused with, `'refuse'` for
   * a request it will refuse whatever the body (read none: it is answered as if empty, and the
   * connection closed), undefined when it has nothing to say (the server's usual limit).
   */
  bodyLimit?(method: string, url: URL): BodyLimit | undefined;
}

/** What a route says of a request's body before reading it (ServiceRouteDefinition.bodyLimit). */
export type BodyLimit = { bytes: number; why: string } | 'refuse';

/**
 * A route of the service that the gateway (GatewayHandler.ts) calls directly: its test is a plain
 * function of the method and URL and its answer a plain function of the request, so a request it
 * answers pays for no per-handler request clone, path compile or cookie jar. MSW can still run it
 * like any handler (predicate, then resolver), with the same answer, in any handler list.
 * @example new ServiceRoute({ header: 'REST API (/v1)', era: 'v1', accepts: (m, url) => eraOfPath(url.pathname) === 'v1', answer: (request) => handleV1Call(ctx, request) })
 */
export class ServiceRoute extends RequestHandler {
  readonly era: Era | undefined;
  readonly accepts: ServiceRouteDefinition['accepts'];
  readonly answer: ServiceRouteDefinition['answer'];
  readonly paths: readonly string[];
  readonly bodyLimit: ServiceRouteDefinition['bodyLimit'];

  constructor(definition: ServiceRouteDefinition) {
    super({
      info: { header: definition.header, ...(definition.method && { method: definition.method, path: definition.path ?? '*' }) },
      resolver: async ({ request }) => {
        const answer = await definition.answer(request);
        return answer && answerResponse(answer);
      },
    });
    this.era = definition.era;
    this.accepts = definition.accepts;
    this.answer = definition.answer;
    this.paths = definition.paths ?? [];
    this.bodyLimit = definition.bodyLimit;
  }

  override predicate(args: { request: Request }): boolean {
    return this.accepts(args.request.method, new URL(args.request.url));
  }

  override log(args: { request: Request; response: Response; parsedResult: undefined }): void {
    logMockedAnswer(args);
  }
}
