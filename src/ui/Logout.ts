import { uiObject } from './UIObject';

/** Adds IN.UI.Logout(): logs out (IN.User.logout) when placed; success once the session has ended. */
export function installLogout(IN: any): void {
  IN.UI.Logout = function () {
    return uiObject(IN, function (ui) {
      IN.User.logout(function () {
        ui._fire('success', {});
      });
    });
  };
}
