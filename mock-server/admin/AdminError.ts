/** A refused admin request: status and a sentence saying what was wrong and what is expected. */
export class AdminError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly problems?: string[],
  ) {
    super(message);
    this.name = 'AdminError';
  }
}
