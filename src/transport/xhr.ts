import { ApiRequest, Reply } from './types';
import { hasOwn } from '../compat/object';

/** IE 6's XHR (the only place it is used). */
declare var ActiveXObject: any;

/** True when this browser's XHR can make cross-origin calls with headers (CORS level 2). */
export function corsSupported(): boolean {
  return !!window.XMLHttpRequest && 'withCredentials' in new XMLHttpRequest();
}

/** Sends the request with XHR: CORS to another origin, or a plain same-origin call. */
export function xhrTransport(request: ApiRequest, reply: Reply): void {
  // IE 6 only has the ActiveX one.
  var xhr: XMLHttpRequest = window.XMLHttpRequest ? new XMLHttpRequest() : new ActiveXObject('Microsoft.XMLHTTP');
  xhr.open(request._method, request._url, true);
  for (var name in request._headers) if (hasOwn(request._headers, name)) xhr.setRequestHeader(name, request._headers[name]);
  xhr.onreadystatechange = function () {
    if (xhr.readyState !== 4) return;
    xhr.onreadystatechange = function () {};
    // IE reports 204 No Content as 1223.
    reply(xhr.status === 1223 ? 204 : xhr.status, xhr.responseText || '');
  };
  xhr.send(request._body || null);
}
