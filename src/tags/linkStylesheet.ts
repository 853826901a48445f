// The widgets' styles come from the service, as the original's did: a <link> to its stylesheet
// (mock-server/widgets/widgetStylesheet.ts), added to <head> once, when the first tag renders.
import { WIDGET_CSS_PATH } from '../../protocol/paths';

var linked = false;

/** Links the widget stylesheet at `sdk` (IN.ENV.url.sdk), the first time only. */
export function linkStylesheet(sdk: string): void {
  if (linked) return;
  linked = true;
  var link: any = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = sdk + WIDGET_CSS_PATH;
  (document.getElementsByTagName('head')[0] || document.documentElement).appendChild(link);
}
