import type { MockContext } from '../context/context.js';
import { OAuth1Problem, formResponse, problemResponse } from './errors.js';
import { readSignedRequest } from './readSignedRequest.js';
import { verifySignedCall } from './verifySignedCall.js';

/**
 * `GET /uas/oauth/invalidateToken` signed with an access token (the real service's endpoint,
 * which clients of the time called to sign a member out; they checked only for a 200): that one
 * token stops working (`revoked`); the member's grant and other tokens stay.
 */
export async function invalidateToken(ctx: MockContext, request: Request): Promise<Response> {
  try {
    const record = await verifySignedCall(ctx, request, await readSignedRequest(request));
    ctx.tokens.invalidateWhere((other) => other.token === record.token, 'revoked');
    return formResponse([]);
  } catch (error) {
    if (error instanceof OAuth1Problem) return problemResponse(error, request);
    throw error;
  }
}
