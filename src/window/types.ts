/** What a popup or frame of the service should show, and how its answer is recognised. */
export interface WindowOptions {
  /** The window's URL for a given state. */
  url: (state: string) => string;
  /** Base address of the service that serves the window (its origin is checked). */
  service: string;
  /** The message mark, e.g. "inauth=1" (protocol/marks.ts). */
  mark: string;
  /** Extra check of the message's fields (e.g. a token needs a member id). */
  accept?: (fields: { [name: string]: string }) => boolean;
  /** Popup width in pixels. */
  width?: number;
}

/** How a window ended: its message's fields, or it never answered. */
export type WindowEnd = { fields: { [name: string]: string } } | { failure: 'blocked' | 'closed' | 'timeout' };

/** A running popup flow. */
export interface WindowFlow {
  /** False when the browser blocked the popup (the flow has already ended then). */
  open: boolean;
  focus(): void;
  cancel(): void;
}
