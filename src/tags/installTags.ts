// Puts the tag parser and the built-in tags on the IN object, and parses the page when the
// framework has loaded (boot/boot.ts parses again just before systemReady).
import { createTemplate } from '../template/createTemplate';
import { createTagParser, type TagConstructor } from './parseTags';
import { Login } from './Login';
import { Share } from './Share';
import { handleCount } from './shareCount';
import { CompanyProfile, MemberProfile } from './profileTag';
import { lazyTags } from './lazyTags';

/**
 * Adds IN.parse(node), IN.addTag(name, constructor), IN.Tags (Login, Share, MemberProfile,
 * CompanyProfile; IN.Tags.Share.handleCount is the share count's JSONP callback; the tags of the
 * parts join it when their part arrives, tags/lazyTags.ts) and
 * IN.Util.createJSTemplate(text, markers).
 * @example installTags(IN); IN.parse(document.getElementById('added'));
 */
export function installTags(IN: any): void {
  var parser = createTagParser(function () {
    return IN.ENV.url.sdk;
  });
  var tags: { [name: string]: any } = {
    Login: Login,
    Share: Share,
    MemberProfile: MemberProfile,
    CompanyProfile: CompanyProfile,
  };
  tags.Share.handleCount = handleCount;
  for (var name in tags) parser._add(name, tags[name] as TagConstructor);
  IN.Tags = tags;
  var arrived = lazyTags(IN, parser._add);
  IN.addTag = function (name: string, Tag: TagConstructor) {
    parser._add(name, Tag);
    arrived(name, Tag);
  };
  IN.parse = function (node?: any) {
    parser._parse(node || document.body);
  };
  IN.Util = { createJSTemplate: createTemplate };
  // Tags above the script tag render at once; the rest when the document is ready.
  IN.Event.on(IN, 'frameworkLoaded', function () {
    IN.parse();
  });
}
