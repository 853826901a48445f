// One finder rule for every resource of today's API: the same mistake gets the same answer.
import { describe, expect, it } from 'vitest';
import { RestError } from '../api/errors.js';
import { checkFinder, type Finders } from './finder.js';

function refusal(query: string, finders: Finders, resource = 'posts'): { status: number; code?: string; message: string } | undefined {
  try {
    checkFinder(new URLSearchParams(query), finders, resource);
    return undefined;
  } catch (error) {
    expect(error).toBeInstanceOf(RestError);
    const { status, code, message } = error as RestError;
    return { status, code, message };
  }
}

describe('checkFinder', () => {
  it('passes a finder the endpoint has', () => {
    expect(refusal('q=author&author=x', { names: ['author'] })).toBeUndefined();
    expect(refusal('q=organization', { names: ['roleAssignee', 'organization'] }, 'organizationAcls')).toBeUndefined();
  });

  it('refuses a finder the endpoint does not have, naming those it has', () => {
    expect(refusal('q=members', { names: ['author'] })).toEqual({ status: 400, code: 'ILLEGAL_ARGUMENT', message: "'members' is not a finder of posts; use q=author." });
    expect(refusal('q=', { names: ['roleAssignee', 'organization'] }, 'organizationAcls')).toEqual({
      status: 400,
      code: 'ILLEGAL_ARGUMENT',
      message: "'' is not a finder of organizationAcls; use q=roleAssignee or q=organization.",
    });
  });

  it('refuses a call that names none where one is needed, and passes it where the endpoint has other ways', () => {
    expect(refusal('author=x', { names: ['author'] })).toEqual({ status: 400, code: 'ILLEGAL_ARGUMENT', message: 'The call names no finder of posts; use q=author.' });
    expect(refusal('ids=List(1)', { names: ['vanityName'], optional: true }, 'organizations')).toBeUndefined();
    expect(refusal('q=vanity', { names: ['vanityName'], optional: true }, 'organizations')?.message).toBe("'vanity' is not a finder of organizations; use q=vanityName.");
  });
});
