import type { MockContext } from '../context/context.js';
import type { Delivery } from '../store/webhooks.js';
import { contentSignature, liSignature } from './signatures.js';

/** Signs a delivery once (Web Crypto is asynchronous): X-LI-Signature for an event, Content-Signature for an application. */
export async function signDelivery(ctx: MockContext, delivery: Delivery): Promise<void> {
  if (delivery.signature) return;
  const app = ctx.directory.apps.get(delivery.apiKey);
  if (!app) return;
  const signature = delivery.kind === 'event' ? await liSignature(app.secretKey, delivery.body) : await contentSignature(app.secretKey, delivery.body);
  delivery.signature = signature;
  delivery.headers[delivery.kind === 'event' ? 'X-LI-Signature' : 'Content-Signature'] = signature;
}
