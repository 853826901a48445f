/**
 * Who the sign-in dialog approves for without showing itself (oauth/autoApprove.ts): members
 * queued for one sign-in each, in order (like mock-oauth2-server's enqueueCallback), then a
 * standing member for every other sign-in.
 */
export interface AutoApprovals {
  /** The standing member, or null: the dialog asks as usual once the queue is empty. */
  member: string | null;
  /** Members for the next sign-ins, one each, first in first out. */
  queue: string[];
}

export interface AutoApprovalStore {
  /** What is armed now (a copy). */
  state(): AutoApprovals;
  /** Sets the standing member (null: none). */
  setMember(memberId: string | null): void;
  /** Queues a member for the next sign-in that is not yet taken. */
  enqueue(memberId: string): void;
  /** The member the next sign-in is approved for, taken off the queue, or undefined: show the dialog. */
  take(): string | undefined;
  /** Takes the last queued sign-in of this member back (one armed for a popup that never came); false when none is queued. */
  withdraw(memberId: string): boolean;
  /** Back to `member` with an empty queue. */
  reset(member: string | null): void;
}

/** @example const approvals = createAutoApprovalStore('aZ3kq9XbW1'); approvals.take() // 'aZ3kq9XbW1' */
export function createAutoApprovalStore(member: string | null = null): AutoApprovalStore {
  const approvals: AutoApprovals = { member, queue: [] };
  return {
    state: () => ({ member: approvals.member, queue: [...approvals.queue] }),
    setMember(memberId) {
      approvals.member = memberId;
    },
    enqueue(memberId) {
      approvals.queue.push(memberId);
    },
    take: () => approvals.queue.shift() ?? approvals.member ?? undefined,
    withdraw(memberId) {
      const index = approvals.queue.lastIndexOf(memberId);
      if (index >= 0) approvals.queue.splice(index, 1);
      return index >= 0;
    },
    reset(memberId) {
      approvals.member = memberId;
      approvals.queue.length = 0;
    },
  };
}
