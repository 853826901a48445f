import { Transport } from './types';
import { queryString } from '../compat/queryString';
import { PROXY_PATH } from '../../protocol/paths';
import { corsSupported, xhrTransport } from './xhr';
import { proxyTransport } from './proxy';
import { fragmentTransport } from './fragment';
import { originOf, pageOrigin, returnParam } from '../compat/origin';

/**
 * The best way this browser has to reach the REST API at `base`: XHR when same-origin or when
 * CORS works; else the proxy iframe over postMessage (IE 8/9); else a proxy frame per call that
 * answers in URL fragments (IE 6/7).
 */
export function chooseTransport(base: string, apiKey: string): Transport {
  var here = pageOrigin();
  var apiOrigin = originOf(base);
  if (apiOrigin === here || corsSupported()) return xhrTransport;
  var proxyUrl = base + PROXY_PATH + '?' + queryString({ api_key: apiKey, origin: here });
  if ((window as any).postMessage) return proxyTransport(proxyUrl, apiOrigin);
  return fragmentTransport(proxyUrl + '&mode=fragment&' + returnParam());
}
