/** The fields of a window's message, URL-encoded after its mark. */
export type Fields = { [name: string]: string };

/** What every answer may carry: an error code (the rest depends on the window). */
export type Answer = { error?: string };

/** What a popup or frame of the service should show, and how its answer is recognised. */
export interface WindowOptions {
  /** The window's address on the service, without query (its origin is the one checked). */
  _url: string;
  /** Its query parameters; `state` is set to a new value for each window. */
  _params: { [name: string]: any };
  /** The message mark, e.g. "inauth=1" (protocol/marks.ts). */
  _mark: string;
  /** What the window is, for the console: "sign-in", "share". */
  _name: string;
  /** Extra check of the message's fields (e.g. a token needs a member id). */
  _accept?: (fields: Fields) => boolean;
  /** Popup width in pixels. */
  _width?: number;
}

/**
 * How a window ended: its message's fields (typed as the caller's `_accept` checked them), or it
 * never answered.
 */
export type WindowEnd<F extends Answer = Fields> = { _fields?: F; _failure?: 'blocked' | 'closed' | 'timeout' };

/** A running popup flow. */
export interface WindowFlow {
  /** False when the browser blocked the popup (the flow has already ended then). */
  _open: boolean;
  _focus(): void;
  _cancel(): void;
}
