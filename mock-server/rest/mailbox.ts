// The mailbox (w_messages):
// POST /v1/people/~/mailbox sends a message to first-degree connections, or a connection
// invitation (item-content.invitation-request) to a member who is not one yet. Recipients are
// person paths: JSON {"recipients":{"values":[{"person":{"_path":"/people/id=…"}}]}}, XML
// <recipients><recipient><person path="/people/id=…"/></recipient></recipients>.
// The item lands in each recipient's mailbox: GET /v1/people/~/mailbox (this mock's addition,
// so a test can look where the recipient would) lists the caller's received items, newest first.
import type { Route, RestCall } from './router.js';
import type { MailboxItem } from '../store/network.js';
import { asArray, readBody, textOf } from './body.js';
import { badRequest, forbidden, notFound } from './restError.js';
import { page, parsePaging } from './paging.js';
import { checkSelection, plainTable, project } from './fieldTable.js';
import { selectFields } from './fieldSelector.js';
import { personView } from './people/resolvePerson.js';
import { LIST_DEFAULT_COUNT, MESSAGE_BODY_MAX, MESSAGE_SUBJECT_MAX } from '../defaults.js';

const PERSON_PATH = /^\/people\/(~|id=([^/]+))$/;

export const mailboxItemTable = plainTable('mailbox-item', { id: {}, itemType: {}, subject: {}, body: {}, timestamp: {}, sender: {} });

function recipientIds(call: RestCall, recipients: unknown): string[] {
  const entries = asArray((recipients as { values?: unknown; recipient?: unknown } | undefined)?.values ?? (recipients as { recipient?: unknown } | undefined)?.recipient);
  if (!entries.length) throw badRequest("The message needs at least one recipient: recipients.values[].person._path, such as '/people/id=abc'.");
  return entries.map((entry) => {
    const path = textOf((entry as { person?: { _path?: unknown } })?.person?._path);
    const match = path ? PERSON_PATH.exec(path) : null;
    if (!match) throw badRequest(`'${path ?? ''}' is not a recipient path; use /people/~ or /people/id={memberId}.`);
    const id = match[1] === '~' ? call.caller.memberId : decodeURIComponent(match[2]);
    if (!call.ctx.directory.members.has(id)) throw notFound(`Could not find person based on: id=${id}`);
    return id;
  });
}

async function send(call: RestCall) {
  const parsed = await readBody(call.request);
  if (parsed.root !== undefined && parsed.root !== 'mailboxItem') throw badRequest(`The XML body must be a <mailbox-item> element, not <${parsed.root}>.`);
  const item = parsed.value as Record<string, unknown>;
  if (!item || typeof item !== 'object' || Array.isArray(item)) throw badRequest('The body must be a mailbox item with recipients, subject and body.');
  const subject = textOf(item.subject)?.trim() ?? '';
  const body = textOf(item.body)?.trim() ?? '';
  if (!subject) throw badRequest("The field 'subject' is required and must not be empty.");
  if (!body) throw badRequest("The field 'body' is required and must not be empty.");
  if (subject.length > MESSAGE_SUBJECT_MAX) throw badRequest(`'subject' is ${subject.length} characters long; at most ${MESSAGE_SUBJECT_MAX} are allowed.`);
  if (body.length > MESSAGE_BODY_MAX) throw badRequest(`'body' is ${body.length} characters long; at most ${MESSAGE_BODY_MAX} are allowed.`);
  const invitation = (item.itemContent as { invitationRequest?: { connectType?: unknown } } | undefined)?.invitationRequest;
  if (invitation && textOf(invitation.connectType) !== 'friend') throw badRequest("An invitation needs 'connect-type' friend.");
  const me = call.caller.memberId;
  const recipients = recipientIds(call, item.recipients);
  const mine = new Set(call.ctx.network.connectionsOf(me));
  for (const id of recipients) {
    if (invitation) {
      if (id === me) throw badRequest('A member cannot invite themselves.');
      if (mine.has(id)) throw badRequest(`The member ${id} is already a connection; send a message instead of an invitation.`);
    } else if (id !== me && !mine.has(id)) {
      throw forbidden(`Messages go to first-degree connections only, and ${id} is not one; send an invitation first.`);
    }
  }
  const now = call.ctx.clock.now();
  for (const recipientId of recipients) {
    const created: MailboxItem = { id: call.ctx.network.nextId('m'), kind: invitation ? 'invitation' : 'message', senderId: me, recipientId, subject, body, timestamp: now };
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
