// The service's error body. IN.API's error callbacks receive it; the framework makes its own
// in the same shape (a bad call, no answer, a proxy that refuses the page's origin).

/** An error as IN.API error callbacks receive it: the service's error body shape. */
export interface ErrorPayload {
  errorCode: number;
  message: string;
  requestId: string;
  status: number;
  timestamp: number;
}

/**
 * An error payload made by the framework itself (bad call, network failure, timeout, not signed
 * in), in the same shape as the service's, so error callbacks need only one code path.
 */
export function errorPayload(status: number, message: string): ErrorPayload {
  return { errorCode: 0, message: message, requestId: '', status: status, timestamp: +new Date() };
}
