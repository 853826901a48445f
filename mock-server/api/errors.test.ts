// The error family: each refusal's status, today's code and serviceErrorCode, and its message.
import { describe, expect, it } from 'vitest';
import { AccessDenied, BadRequest, FieldRefused, FIELD_REQUIRED, Forbidden, InvalidParameter, notAnEnumSymbol, NotFound, RestError, Throttled, Unprocessable } from './errors.js';

const facts = (error: RestError) => ({ status: error.status, code: error.code, serviceErrorCode: error.serviceErrorCode, message: error.message, name: error.name });

describe('the REST errors of both eras', () => {
  it('are RestErrors, named after their class', () => {
    for (const error of [new BadRequest('x'), new Forbidden('x'), new NotFound('x'), new Throttled('x', 1), new AccessDenied('me', 'GET'), new FieldRefused('/author'), new Unprocessable('/a', 'b'), new InvalidParameter('q')]) {
      expect(error).toBeInstanceOf(RestError);
      expect(error.name).toBe(error.constructor.name);
    }
  });

  it("carry today's code and serviceErrorCode as the real service names them", () => {
    expect(facts(new BadRequest('Bad.'))).toMatchObject({ status: 400, code: 'ILLEGAL_ARGUMENT', serviceErrorCode: undefined, message: 'Bad.' });
    expect(facts(new InvalidParameter('count'))).toMatchObject({ status: 400, code: undefined, serviceErrorCode: null, message: "Parameter 'count' is invalid" });
    expect(facts(new Forbidden('No.'))).toMatchObject({ status: 403, code: undefined, serviceErrorCode: undefined });
    expect(facts(new AccessDenied('posts', 'CREATE', '20261101'))).toMatchObject({ status: 403, code: 'ACCESS_DENIED', serviceErrorCode: 100, message: 'Not enough permissions to access: posts.CREATE.20261101' });
    expect(new AccessDenied('me', 'GET').message).toBe('Not enough permissions to access: me.GET.NO_VERSION');
    expect(facts(new FieldRefused('/actor', 'PARAMETER'))).toMatchObject({
      status: 403,
      code: undefined,
      serviceErrorCode: 100,
      message: 'Field Value validation failed in PARAMETER: Data Processing Exception while processing fields [/actor]',
    });
    expect(facts(new NotFound('Gone.'))).toMatchObject({ status: 404, code: 'NOT_FOUND' });
    // Rest.li's validation answer, as LinkedIn sends it: {message, status} only, the message ending in a newline (searlsco/posse_party#14).
    expect(facts(new Unprocessable('/content/article/title', FIELD_REQUIRED))).toMatchObject({
      status: 422,
      code: undefined,
      serviceErrorCode: null,
      message: 'ERROR :: /content/article/title :: field is required but not found and has no default value\n',
    });
    expect(notAnEnumSymbol('/visibility', 'EVERYONE', ['PUBLIC', 'CONNECTIONS'])).toMatchObject({ message: 'ERROR :: /visibility :: "EVERYONE" is not an enum symbol\n', note: '/visibility: use one of PUBLIC, CONNECTIONS' });
    expect(new Throttled('Slow down.', 30).headers).toEqual({ 'retry-after': '30' });
  });

  it('tell the same refusal in other words (a fault that names its message)', () => {
    const other = new RestError(401, 'Invalid access token', { headers: { 'www-authenticate': 'Bearer' }, code: 'INVALID_ACCESS_TOKEN', serviceErrorCode: 65600 }).withMessage('Injected.');
    expect([other.status, other.message, other.headers, other.code, other.serviceErrorCode]).toEqual([401, 'Injected.', { 'www-authenticate': 'Bearer' }, 'INVALID_ACCESS_TOKEN', 65600]);
  });
});
