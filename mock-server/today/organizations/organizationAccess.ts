// Who sees what of a page, and the refusals that say so (the permissions are pagePermissions.ts's):
//   a member who may see the page's admin fields sees every field (organizationTable); anyone else
//   the public ones (publicOrganizationTable);
//   naming an admin-only field of a page one has no role on, or decorating the page of a role
//   assignment that is not APPROVED, is LinkedIn's 403 "Viewer don't have permission to the
//   ADMIN_ONLY VisibilityReduction for urn:li:organization:{id}" (PipedreamHQ/pipedream#21823: a
//   REVOKED administrator role aborts the whole ACL enumeration with it);
//   statistics need the page's readStatistics (403 ACCESS_DENIED otherwise).
// The projection environment of the organization endpoints resolves `organization~`,
// `organizationalTarget~` and a logo's `original~:playableStreams`, and hands any other URN to the
// member API's decorators.
import type { TodayCall } from '../TodayRoute.js';
import type { CompanyRecord } from '../../store/network.js';
import type { Decorated, ProjectionEnv } from '../../restli/projectRecord.js';
import type { Decoration, ProjectionField } from '../../restli/projection.js';
import type { RecordTable } from '../../restli/recordTable.js';
import { parseUrn } from '../../restli/urn.js';
import type { PageAcl } from './pageRoles.js';
import { mayOnPage } from './pagePermissions.js';
import { PUBLIC_ORGANIZATION_FIELDS, companyOfLogoAsset, logoStreamsTable, organizationTable, publicOrganizationTable } from './organizationRecords.js';
import { RestError, BadRequest, AccessDenied, SERVICE_ERROR_ACCESS_DENIED } from '../../api/errors.js';

/** LinkedIn's 403 for a page field the viewer may not see. */
export function adminOnly(companyId: string): RestError {
  return new RestError(403, `Viewer don't have permission to the ADMIN_ONLY VisibilityReduction for urn:li:organization:${companyId}`, { code: 'ACCESS_DENIED', serviceErrorCode: SERVICE_ERROR_ACCESS_DENIED });
}

/**
 * The table the caller sees a page through; a 403 when `fields` names one the caller may not see.
 * @example viewOfPage(call, company, undefined) // organizationTable for an administrator
 */
export function viewOfPage(call: Pick<TodayCall, 'ctx' | 'caller'>, company: CompanyRecord, fields: ProjectionField[] | undefined): RecordTable<CompanyRecord> {
  if (mayOnPage(call, 'seeAdminFields', company)) return organizationTable;
  const hidden = (fields ?? []).find((f) => organizationTable.fields[f.name] && !(PUBLIC_ORGANIZATION_FIELDS as readonly string[]).includes(f.name));
  if (hidden) throw adminOnly(company.id);
  return publicOrganizationTable;
}

/** The company an organization URN (or a bare id) names, or undefined. */
export function companyOfOrganization(call: Pick<TodayCall, 'ctx'>, text: string): CompanyRecord | undefined {
  const urn = parseUrn(text);
  const id = urn ? (urn.namespace === 'li' && ['organization', 'organizationBrand'].includes(urn.entityType) ? urn.id : undefined) : text;
  return id === undefined ? undefined : call.ctx.network.companies.get(id);
}

/**
 * The page of a statistics call; 403 ACCESS_DENIED unless the caller may read its statistics.
 * A URN that names no organization is a 400; one that names no page of the data set a 404.
 */
export function analyticsPage(call: TodayCall, resource: string, access: string, text: string | null, parameter: string): CompanyRecord {
  if (text === null || !text) throw new BadRequest(`The finder needs ${parameter}=urn:li:organization:{id}.`);
  const urn = parseUrn(text);
  if (!urn || urn.namespace !== 'li' || !['organization', 'organizationBrand'].includes(urn.entityType)) throw new RestError(400, `Parameter '${parameter}' is invalid`, { serviceErrorCode: null });
  const company = call.ctx.network.companies.get(urn.id);
  if (!company || !mayOnPage(call, 'readStatistics', company)) throw new AccessDenied(resource, access, call.version);
  return company;
}

function checkNoView(entityType: string, decoration: Decoration): void {
  if (decoration.view !== undefined) throw new BadRequest(`An ${entityType} has no view '${decoration.view}'; decorate it with ~ alone.`);
}

/**
 * The projection environment of the organization endpoints: `call.env` plus organizations and
 * their logos. `acls`: the role assignments being listed, so that decorating the page of one that
 * is not APPROVED refuses as LinkedIn does.
 */
export function organizationEnv(call: TodayCall, acls: readonly PageAcl[] = []): ProjectionEnv {
  const base = call.env;
  return {
    granted: base.granted,
    unmatched: base.unmatched,
    decorate(text: string, decoration: Decoration): Decorated {
      const urn = parseUrn(text);
      if (urn && urn.namespace === 'li' && urn.entityType === 'organization' && (!decoration.entityType || decoration.entityType === 'organization')) {
        checkNoView('organization', decoration);
        const company = call.ctx.network.companies.get(urn.id);
        if (!company) return undefined;
        const me = call.caller.memberId;
        // Listed with a role that is not APPROVED (else the caller would see the admin fields).
        if (acls.some((acl) => acl.companyId === company.id && acl.memberId === me) && !mayOnPage(call, 'seeAdminFields', company)) throw adminOnly(company.id);
        return { table: viewOfPage(call, company, decoration.fields), source: company };
      }
      if (urn && urn.entityType === 'digitalmediaAsset' && (!decoration.entityType || decoration.entityType === 'digitalmediaAsset')) {
        const companyId = companyOfLogoAsset(urn.id);
        if (companyId !== undefined) {
          if (decoration.view !== undefined && decoration.view !== 'playableStreams') throw new BadRequest(`A digitalmediaAsset has no view '${decoration.view}'; use ~:playableStreams.`);
          return call.ctx.network.companies.has(companyId) ? { table: logoStreamsTable, source: { companyId } } : undefined;
        }
      }
      return base.decorate(text, decoration);
    },
  };
}
