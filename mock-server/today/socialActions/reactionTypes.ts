// LinkedIn's six reaction types (Reactions API
// https://learn.microsoft.com/en-us/linkedin/marketing/community-management/shares/reactions-api),
// with the names members see on linkedin.com, for the feed page.
import type { ReactionRecord } from '../../store/network.js';

export type ReactionType = ReactionRecord['reactionType'];

/** Each type and the word the network shows for it. */
export const REACTION_TYPES: Record<ReactionType, string> = {
  LIKE: 'Like',
  PRAISE: 'Celebrate',
  EMPATHY: 'Love',
  INTEREST: 'Insightful',
  APPRECIATION: 'Support',
  ENTERTAINMENT: 'Funny',
};

/** True when `value` is one of the six. */
export function isReactionType(value: unknown): value is ReactionType {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(REACTION_TYPES, value);
}
