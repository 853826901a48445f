// The mailbox (w_messages; docs/rest.md "Sources"):
// POST /v1/people/~/mailbox sends a message to first-degree connections, or a connection
// invitation (item-content.invitation-request, connect-type friend) to someone who is not one yet.
// Recipients are person paths, as the real documentation and its clients write them:
//   JSON {"recipients":{"values":[{"person":{"_path":"/people/abc"}}]}}; XML
//   <recipients><recipient><person path="/people/abc"/></recipient></recipients> (or the 2009
//   form <person><id>abc</id></person>). Paths: /people/~, /people/{id}, /people/id={id}, and, for
//   invitations, /people/email={address} with the person's first-name and last-name.
// An invitation to a member by id carries that member's x-li-auth-token (from their
// api-standard-profile-request) split at ':' as authorization {name, value}; an invitation by
// e-mail needs none. Absent members may be sent as null (Jackson clients do).
// GET /v1/people/~/mailbox (this mock's addition, so a test can look where the recipient would)
// lists the caller's received items, newest first.
import type { Route, RestCall } from '../pipeline/router.js';
import type { MailboxItem } from '../../store/network.js';
import { asArray, readBody, textOf } from '../input/body.js';
import { BadRequest, Forbidden, NotFound } from '../../api/errors.js';
import { page, parsePaging } from '../input/paging.js';
import { checkSelection, plainTable, project } from '../format/fieldTable.js';
import { selectFields } from '../format/fieldSelector.js';
import { personView } from './resolvePerson.js';
import { authTokenOf } from './personSource.js';
import { LIST_DEFAULT_COUNT, MESSAGE_BODY_MAX, MESSAGE_RECIPIENTS_MAX, MESSAGE_SUBJECT_MAX } from '../../defaults.js';

const PERSON_PATH = /^\/people\/(~|id=([^/]+)|email=([^/]+)|([A-Za-z0-9_-]+))$/;

export const mailboxItemTable = plainTable('MailboxItem', {
  id: 'string',
  itemType: { type: 'string', note: 'message or invitation-request' },
  subject: 'string',
  body: 'string',
  timestamp: 'timestamp',
  sender: { note: '{person:{id, first-name, last-name, headline}}' },
});

/** One recipient: a member, or, for an invitation by e-mail, an address and a name. */
type Recipient = { memberId: string; byId: boolean } | { email: { address: string; firstName?: string; lastName?: string } };

function recipientsOf(call: RestCall, recipients: unknown): Recipient[] {
  const holder = recipients as { values?: unknown; recipient?: unknown } | null | undefined;
  const entries = asArray(holder?.values ?? holder?.recipient);
  if (!entries.length) throw new BadRequest("The message needs at least one recipient: recipients.values[].person._path, such as '/people/abcdefg'.");
  if (entries.length > MESSAGE_RECIPIENTS_MAX) throw new BadRequest(`A message goes to at most ${MESSAGE_RECIPIENTS_MAX} recipients, not ${entries.length}.`);
  return entries.map((entry): Recipient => {
    const person = (entry as { person?: Record<string, unknown> | null } | null)?.person ?? undefined;
    const path = textOf(person?._path);
    const bareId = textOf(person?.id);
    if (!path && bareId) return member(call, bareId);
    const match = path ? PERSON_PATH.exec(path) : null;
    if (!match) throw new BadRequest(`'${path ?? ''}' is not a recipient path; use /people/~, /people/{memberId}, /people/id={memberId} or, for an invitation, /people/email={address}.`);
    if (match[1] === '~') return { memberId: call.caller.memberId, byId: true };
    if (match[3] !== undefined) {
      const address = decodeURIComponent(match[3]);
      const known = [...call.ctx.directory.members.values()].find((m) => m.email.toLowerCase() === address.toLowerCase());
      if (known) return { memberId: known.id, byId: false };
      return { email: { address, firstName: textOf(person?.firstName), lastName: textOf(person?.lastName) } };
    }
    return member(call, decodeURIComponent(match[2] ?? match[4]));
  });
}

function member(call: RestCall, id: string): Recipient {
  if (!call.ctx.directory.members.has(id)) throw new NotFound(`Invalid member id {${id}}`);
  return { memberId: id, byId: true };
}

interface Invitation {
  connectType?: unknown;
  authorization?: { name?: unknown; value?: unknown } | null;
}

/** Checks an invitation's authorization against the invited member's x-li-auth-token. */
function checkAuthorization(invitation: Invitation, memberId: string): void {
  const name = textOf(invitation.authorization?.name);
  const value = textOf(invitation.authorization?.value);
  if (name === undefined || value === undefined) {
    throw new BadRequest(
      `An invitation to a member by id needs item-content.invitation-request.authorization {name, value}: the x-li-auth-token ` +
        `of the member's api-standard-profile-request (GET /v1/people/id=${memberId}:(api-standard-profile-request)), split at ':'.`,
    );
  }
  if (`${name}:${value}` !== authTokenOf(memberId)) {
    throw new BadRequest(`Invalid authorization name/value {x-li-auth-token}/{${name}:${value}}. Use the x-li-auth-token of the member's api-standard-profile-request.`);
  }
}

async function send(call: RestCall) {
  const parsed = await readBody(call.request);
  if (parsed.root !== undefined && parsed.root !== 'mailboxItem') throw new BadRequest(`The XML body must be a <mailbox-item> element, not <${parsed.root}>.`);
  const item = parsed.value as Record<string, unknown>;
  if (!item || typeof item !== 'object' || Array.isArray(item)) throw new BadRequest('The body must be a mailbox item with recipients, subject and body.');
  const subject = textOf(item.subject)?.trim() ?? '';
  const body = textOf(item.body)?.trim() ?? '';
  if (!subject) throw new BadRequest("The field 'subject' is required and must not be empty.");
  if (!body) throw new BadRequest("The field 'body' is required and must not be empty.");
  if (subject.length > MESSAGE_SUBJECT_MAX) throw new BadRequest(`'subject' is ${subject.length} characters long; at most ${MESSAGE_SUBJECT_MAX} are allowed.`);
  if (body.length > MESSAGE_BODY_MAX) throw new BadRequest(`'body' is ${body.length} characters long; at most ${MESSAGE_BODY_MAX} are allowed.`);
  const invitation = ((item.itemContent as { invitationRequest?: Invitation | null } | null | undefined)?.invitationRequest ?? undefined) as Invitation | undefined;
  if (invitation && textOf(invitation.connectType) !== 'friend') throw new BadRequest("An invitation needs 'connect-type' friend.");
  const me = call.caller.memberId;
  const recipients = recipientsOf(call, item.recipients);
  const mine = new Set(call.ctx.network.connectionsOf(me));
  for (const recipient of recipients) {
    if (!('memberId' in recipient)) {
      if (!invitation) throw new BadRequest(`Messages go to members by id; /people/email=${recipient.email.address} is for invitations (item-content.invitation-request).`);
      continue;
    }
    const id = recipient.memberId;
    if (invitation) {
      if (id === me) throw new BadRequest('A member cannot invite themselves.');
      if (mine.has(id)) throw new BadRequest(`The member ${id} is already a connection; send a message instead of an invitation.`);
      if (recipient.byId) checkAuthorization(invitation, id);
    } else if (id !== me && !mine.has(id)) {
      throw new Forbidden(`Messages go to first-degree connections only, and ${id} is not one; send an invitation first.`);
    }
  }
  const now = call.ctx.clock.now();
  for (const recipient of recipients) {
    const created: MailboxItem = {
      id: call.ctx.network.nextId('m'),
      kind: invitation ? 'invitation' : 'message',
      senderId: me,
      ...('memberId' in recipient ? { recipientId: recipient.memberId } : { recipientEmail: recipient.email }),
      subject,
      body,
      timestamp: now,
    };
    call.ctx.network.mailbox.push(created);
  }
  return { root: 'mailbox-item', body: undefined, status: 201 };
}

function inbox(call: RestCall) {
  const paging = parsePaging(call.url.searchParams, LIST_DEFAULT_COUNT);
  const fields = call.fields ?? selectFields('id', 'itemType', 'subject', 'body', 'timestamp', 'sender');
  checkSelection(mailboxItemTable, fields);
  const me = call.caller.memberId;
  const items = call.ctx.network.mailbox
    .map((item, index) => ({ item, index }))
    .filter(({ item }) => item.recipientId === me)
    .sort((a, b) => b.item.timestamp - a.item.timestamp || b.index - a.index)
    .map(({ item }) => item);
  const view = (item: MailboxItem) => {
    const sender = call.ctx.directory.members.get(item.senderId);
    return project(
      {
        id: item.id,
        itemType: item.kind === 'invitation' ? 'invitation-request' : 'message',
        subject: item.subject,
        body: item.body,
        timestamp: item.timestamp,
        sender: sender && { person: personView(call, sender, selectFields('id', 'firstName', 'lastName', 'headline')) },
      },
      mailboxItemTable,
      fields,
    );
  };
  return { root: 'mailbox', body: page(items, paging, 'mailbox-item', view) };
}

export const mailboxRoutes: Route[] = [
  {
    path: '/v1/people/~/mailbox',
    methods: { POST: { scopes: ['w_messages'], handle: send }, GET: { scopes: ['w_messages'], selector: true, handle: inbox } },
  },
];
