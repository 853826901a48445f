// The service side of the v1 tags kept in parts (src/parts/, docs/tags.md "Parts"): the follow
// button's frame and window, the jobs frame, the company insider frame, the recommend window and
// its counter. The apply dialog is applyDialog/'s.
import type { RequestHandler } from 'msw';
import type { MockContext } from '../context/context.js';
import { followHandlers } from './followCompany.js';
import { jymbiiHandlers } from './jymbii.js';
import { companyInsiderHandlers } from './companyInsider.js';
import { recommendHandlers } from './recommendProduct.js';

export function tagHandlers(ctx: MockContext): RequestHandler[] {
  return [...followHandlers(ctx), ...jymbiiHandlers(ctx), ...companyInsiderHandlers(ctx), ...recommendHandlers(ctx)];
}
