// IN.UI.Apply(): the apply dialog of the service (the original's apply_url, /cws/job/apply) in a
// popup: the member signs in if needed, sees the job and their profile, adds a phone number and a
// cover letter, and submits; the service sends the application to the job's data-url (signed) and
// the dialog answers the page. In the bundle, not in the IN/Apply part: a popup opens only in the
// click that asks for it, so the dialog must open at once, also when a page calls IN.UI.Apply itself.
import { dialog } from './dialog';
import { APPLY_MARK } from '../../protocol/marks';
import { APPLY_PATH } from '../../protocol/paths';

/**
 * Adds IN.UI.Apply(): `.params({jobTitle, companyId or companyName, url, urlFormat, email, …})`
 * (the IN/Apply tag's attributes, docs/tags.md), `.place()` opens the dialog, `.success(fn)` gets
 * `{event: "success", job}` (job: the parameters), `.error(fn)` `{error, message}`.
 */
export function installApply(IN: any): void {
  IN.UI.Apply = dialog(
    IN,
    'apply',
    APPLY_MARK,
    APPLY_PATH,
    function (ui) {
      return ui._params;
    },
    function (_f, ui) {
      return { event: 'success', job: ui._params };
    },
  );
}
