// What each app last saw of each member's verifications (Verified on LinkedIn, docs/identity.md):
// a report (/rest/verificationReport) or a validation (/rest/validationStatus) shows the app a
// member's verification as it is, and a later validation answers VALID when it is still that,
// VALID_WITH_UPDATES when it changed since (renewed, another workplace).

export interface VerificationSeenStore {
  /** `{apiKey}|{memberId}|{category}` → the verification as the app saw it (today/identity/ writes the text). */
  seen: Map<string, string>;
  clear(): void;
}

export function createVerificationSeenStore(): VerificationSeenStore {
  const store: VerificationSeenStore = {
    seen: new Map(),
    clear() {
      store.seen.clear();
    },
  };
  return store;
}
