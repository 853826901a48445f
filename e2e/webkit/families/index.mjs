// Every flow family the WebKit run checks, in the order it runs and reports them.
import boot from './boot.mjs';
import signin from './signin.mjs';
import autoLogin from './autoLogin.mjs';
import api from './api.mjs';
import tags from './tags.mjs';
import share from './share.mjs';
import admin from './admin.mjs';
import oidc from './oidc.mjs';
import feed from './feed.mjs';
import v1Tags from './v1Tags.mjs';

export const FAMILIES = [boot, signin, autoLogin, api, tags, v1Tags, share, admin, oidc, feed];
