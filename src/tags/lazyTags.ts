// The original's other tags, kept out of the bundle every page pays for: IN/FollowCompany, IN/Apply,
// IN/JYMBII, IN/CompanyInsider and IN/RecommendProduct are registered here by name only. The first
// tag of a kind the parser meets loads its part, `{sdk}/in-parts/<name>.js` (dist/in-parts/), as the
// original loaded its framework and its extensions by script; the part registers the tag with
// IN.addTag, and the tags parsed before it arrived render then, in order (docs/tags.md, "Parts").
import { each } from '../compat/array';
import { addScript } from '../compat/dom';
import { callSafely, logError } from '../compat/log';
import { render, TagAttributes, TagConstructor } from './parseTags';
import { PARTS_PATH } from '../../protocol/paths';

/** The tags whose code is a part. */
var LAZY = ['FollowCompany', 'Apply', 'JYMBII', 'CompanyInsider', 'RecommendProduct'];

/**
 * Registers a loader for each lazy tag with `add` (the parser's); returns what IN.addTag calls after
 * registering a constructor: it renders the tags of that name that waited for it.
 */
export function lazyTags(IN: any, add: (name: string, ctor: TagConstructor) => void): (name: string, Tag: TagConstructor) => void {
  // Keyed by "#" + name: nothing an object inherits starts with "#".
  var waiting: { [key: string]: [HTMLElement, TagAttributes][] } = {};
  each(LAZY, function (name) {
    var key = '#' + name.toLowerCase();
    add(name, function (el: HTMLElement, attributes: TagAttributes) {
      if (!waiting[key]) {
        waiting[key] = [];
        var src = IN.ENV.url.sdk + PARTS_PATH + name.toLowerCase() + '.js';
        addScript(src).onerror = function () {
          logError('IN/' + name + ': no part at ' + src);
        };
      }
      waiting[key].push([el, attributes]);
    } as unknown as TagConstructor);
  });
  return function (name, Tag) {
    var key = '#' + String(name).toLowerCase();
    var queue = waiting[key];
    if (!queue) return;
    delete waiting[key];
    each(queue, function (tag) {
      callSafely(render, null, [Tag, tag[0], tag[1]], 'in/' + name);
    });
  };
}
