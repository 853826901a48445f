import { callFactory, ApiSession, CallContext } from './ApiCall';
import { RESOURCES } from './resources';
import { chooseTransport } from '../transport/chooseTransport';
import { Transport } from '../transport/types';
import { hasOwn } from '../compat/object';

/** Adds IN.API: one factory per resource call, each returning a chainable call (ApiCall). */
export function installApi(IN: any, session: ApiSession): void {
  var transport: Transport | null = null;
  // The session object becomes the calls' context.
  var ctx = session as CallContext;
  ctx._IN = IN;
  ctx._transport = function () {
    return transport || (transport = chooseTransport(IN.ENV.url.base, IN.ENV.auth.api_key));
  };
  IN.API = {};
  for (var name in RESOURCES) {
    if (hasOwn(RESOURCES, name)) IN.API[name] = callFactory(name, ctx);
  }
}
