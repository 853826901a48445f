// IN/FollowCompany, a part: the network's follow button for a company page, in a frame of the
// service (`/cws/followcompany?companyIdentifier=…&counterPosition=…`, the original's
// followcompany_url and its parameters): "Follow" and the follower count, right of it, on top,
// below, or none. The member follows in the frame; the frame tells this page, whose data-onsuccess
// functions are then called (docs/tags.md, "IN/FollowCompany").
//   <script type="IN/FollowCompany" data-id="1001" data-counter="right" data-onsuccess="followed"></script>
import { callNamed } from '../events/callNamed';
import { logWarn } from '../compat/log';
import { onMarkedMessage } from '../compat/message';
import { originOf, pageOrigin } from '../compat/origin';
import type { TagAttributes } from '../tags/parseTags';
import { framework, registerTag, serviceFrame } from './partKit';
import { FOLLOW_MARK } from '../../protocol/marks';
import { FOLLOW_COMPANY_PATH } from '../../protocol/paths';

/** The frame's size for each counter position (the frame page lays its button and count out in it). */
var SIZES: { [position: string]: number[] } = { none: [76, 20], right: [170, 20], top: [76, 52], bottom: [76, 52] };

function FollowCompany(el: HTMLElement, attributes: TagAttributes): void {
  if (!attributes.id) return logWarn('IN/FollowCompany needs a data-id (the company id).');
  var position = /^(right|top|bottom)$/.test(attributes.counter) ? attributes.counter : 'none';
  var size = SIZES[position];
  var frame = serviceFrame(el, FOLLOW_COMPANY_PATH, { companyIdentifier: attributes.id, counterPosition: position, origin: pageOrigin() }, size[0], size[1], 'Follow on LinkedIn');
  // The frame's one message: the member followed. Only from this frame, on the service's origin.
  onMarkedMessage(originOf(framework().ENV.url.sdk), function () {
    return frame.contentWindow;
  }, FOLLOW_MARK, function (fields) {
    callNamed(attributes.onsuccess, [{ id: fields.id, following: fields.following === 'true', count: Number(fields.count) }]);
  });
}

registerTag('FollowCompany', FollowCompany);
