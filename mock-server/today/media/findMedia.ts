// One media URN → its record and processing type: `urn:li:image:` (Images API), `urn:li:video:`
// (Videos API), `urn:li:document:` (Documents API), and `urn:li:digitalmediaAsset:` (the legacy
// Assets API), which names the same id as the image or the video it registered.
import type { NetworkStore, ImageRecord, MediaRecord } from '../../store/network.js';
import { parseUrn } from '../../restli/urn.js';
import type { MediaType } from './mediaStatus.js';

export interface FoundMedia {
  urn: string;
  type: MediaType;
  item: ImageRecord | MediaRecord;
}

/**
 * The image, video or document a URN names, or undefined.
 * @example findMedia(ctx.network, 'urn:li:video:C5F10AQabc')
 */
export function findMedia(network: NetworkStore, urn: string): FoundMedia | undefined {
  const parsed = parseUrn(urn);
  if (!parsed || parsed.namespace !== 'li') return undefined;
  const image = (): FoundMedia | undefined => {
    const item = network.images.get(parsed.id);
    return item && { urn, type: 'image', item };
  };
  const media = (kind?: MediaRecord['kind']): FoundMedia | undefined => {
    const item = network.media.get(parsed.id);
    return item && (!kind || item.kind === kind) ? { urn, type: item.kind, item } : undefined;
  };
  switch (parsed.entityType) {
    case 'image':
      return image();
    case 'video':
      return media('video');
    case 'document':
      return media('document');
    case 'digitalmediaAsset':
      return image() ?? media('video');
    default:
      return undefined;
  }
}
