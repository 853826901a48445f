// What `~` can expand in today's member API (DOC-DECO
// https://learn.microsoft.com/en-us/linkedin/shared/api-guide/concepts/decoration): a member
// picture's digital media asset (`displayImage~:playableStreams`, `displayImage~digitalmediaAsset:playableStreams`)
// and the caller's own e-mail handle (`handle~`). A decoration naming another entity type than
// the URN's is not applied (DOC-DECO: one instruction per URN type); an unknown view is a 400.
import type { MockContext } from '../context/context.js';
import type { Decorated, ProjectionEnv } from '../restli/projectRecord.js';
import type { RecordTable } from '../restli/recordTable.js';
import { closestName } from '../vocabulary/didYouMean.js';
import { noteRequest } from '../http/requestNotes.js';
import type { Decoration } from '../restli/projection.js';
import type { AccessTokenRecord } from '../store/types.js';
import { grantsAnyOf } from '../scopes.js';
import { parseUrn } from '../restli/urn.js';
import { emailAddressTable, emailHandleUrn, memberOfPictureAsset, pictureArtifacts, playableStreamsTable } from './members/memberRecords.js';
import { BadRequest } from '../api/errors.js';

/** The views each decoratable entity type has; the first is the one `~` alone gives. */
export const DECORATION_VIEWS: Record<string, string[]> = {
  digitalmediaAsset: ['playableStreams'],
  emailAddress: [],
};

function checkView(entityType: string, decoration: Decoration): void {
  const views = Object.prototype.hasOwnProperty.call(DECORATION_VIEWS, entityType) ? DECORATION_VIEWS[entityType]! : [];
  if (decoration.view !== undefined && !views.includes(decoration.view)) {
    throw new BadRequest(`A ${entityType} has no view '${decoration.view}'; ${views.length ? `use ~:${views.join(' or ~:')}` : 'decorate it with ~ alone'}.`);
  }
}

/**
 * The journal's note for a projected field the record does not have (left out, as LinkedIn leaves it
 * out), in the near-miss style: what missed, and the nearest field when one is close.
 * @example unmatchedFieldNote(profileTable, 'emailAdress')
 */
export function unmatchedFieldNote(table: RecordTable<any>, name: string): string {
  const shown = name.length > 64 ? `${name.slice(0, 64)}…` : name;
  const guess = closestName(name, Object.keys(table.fields));
  return `projection: '${shown}' matched no field of ${table.type} and was left out of the answer, as LinkedIn leaves it out (no error)${guess ? `; did you mean '${guess}'?` : `; its fields are ${Object.keys(table.fields).join(', ')}.`}`;
}

/**
 * The projection environment of a call: the caller's permissions, the decorators, and the journal
 * notes of `request` for fields that matched nothing.
 * @example projectRecord(source, profileTable, projection, projectionEnv(ctx, caller, 'https://api.linkedin.com', request))
 */
export function projectionEnv(ctx: MockContext, caller: AccessTokenRecord, apiOrigin: string, request?: Request): ProjectionEnv {
  return {
    unmatched: (table, name) => request && noteRequest(request, unmatchedFieldNote(table, name)),
    granted: (scopes) => grantsAnyOf(caller.scopes, scopes),
    decorate(text: string, decoration: Decoration): Decorated {
      const urn = parseUrn(text);
      if (!urn || (decoration.entityType && decoration.entityType !== urn.entityType)) return undefined;
      checkView(urn.entityType, decoration);
      if (urn.entityType === 'digitalmediaAsset') {
        const memberId = memberOfPictureAsset(urn.id);
        const member = memberId === undefined ? undefined : ctx.directory.members.get(memberId);
        return member ? { table: playableStreamsTable, source: pictureArtifacts(member, apiOrigin) } : undefined;
      }
      if (urn.entityType === 'emailAddress') {
        const member = ctx.directory.members.get(caller.memberId);
        return member && emailHandleUrn(member.id) === text ? { table: emailAddressTable, source: { emailAddress: member.email } } : undefined;
      }
      return undefined;
    },
  };
}
