// The original's IN.TagParser: finds <script type="IN/Name"> and <in:tag name="Name">, marks
// each as processed, and starts the registered widget in a span inserted before it.
import { each, toArray } from '../compat/array';
import { hasOwn } from '../compat/object';
import { callSafely } from '../compat/log';
import { linkStylesheet } from './linkStylesheet';

/** What a tag constructor gets besides its element: data-* attributes (prefix stripped, lower-cased), type and content. */
export interface TagAttributes {
  [name: string]: string;
}

/** A widget: `new Tag(span, attributes)` renders into `span`. */
export type TagConstructor = new (el: HTMLElement, attributes: TagAttributes) => unknown;

export interface TagParser {
  /** Registers a tag constructor under a name (any letter case). */
  _add(name: string, ctor: TagConstructor): void;
  /** Processes every unprocessed framework tag inside `root`. */
  _parse(root: any): void;
}

function attributesOf(el: any): TagAttributes {
  var found: TagAttributes = {};
  var list = el.attributes;
  for (var i = 0; i < list.length; i++) {
    var data = /^data-(.*)/i.exec(list[i].nodeName);
    // IE 6-7 list every possible attribute; `specified` tells the ones the page wrote.
    if (data && list[i].specified) found[data[1].toLowerCase()] = list[i].nodeValue;
  }
  return found;
}

/** Starts one widget (a constructor, so callSafely cannot call it directly). */
export function render(Tag: TagConstructor, span: HTMLElement, attributes: TagAttributes): void {
  new Tag(span, attributes);
}

/**
 * Creates a parser with its own tag registry (IN.addTag and IN.parse use one).
 * @example createTagParser().parse(document.body)
 */
export function createTagParser(sdk: () => string): TagParser {
  var registry: { [name: string]: TagConstructor } = {};

  function process(el: any): void {
    var isScript = el.tagName.toLowerCase() === 'script';
    // "IN/Name" as a script's type; an in:tag's name as if it were one.
    var name = (isScript ? el.type : 'in/' + (el.getAttribute('name') || '')).toLowerCase();
    if (name.indexOf('in/') !== 0) return;
    name = name.substring(3);
    // Not (yet) a registered tag: a later IN.addTag + IN.parse takes it. Nor is a processed one:
    // its name now ends in +init, which the registered names do not contain.
    if (!hasOwn(registry, name)) return;
    var attributes = attributesOf(el);
    attributes.type = el.type;
    // Marked as processed, as the original did: "+init" after its type or name.
    if (isScript) el.type += '+init';
    else el.setAttribute('name', name + '+init');
    // An in:tag's content went through the HTML parser, which turns "<?js ... ?>" into the
    // comment "<!--?js ... ?-->"; put the markers back.
    attributes.content = isScript ? el.text : el.innerHTML.replace(/<!--\?([\s\S]*?)\?-->/g, '<?$1?>');
    // The stylesheet makes the span an inline block (.IN-widget) and styles the built-in widgets.
    linkStylesheet(sdk());
    var span = document.createElement('span');
    span.className = 'IN-widget';
    el.parentNode.insertBefore(span, el);
    callSafely(render, null, [registry[name], span, attributes], 'in/' + name);
  }

  return {
    _add: function (name, ctor) {
      registry[String(name).toLowerCase()] = ctor;
    },
    _parse: function (root) {
      if (!root || !root.getElementsByTagName) return;
      each(toArray(root.getElementsByTagName('script')), process);
      each(toArray(root.getElementsByTagName('in:tag')), process);
      // IE 6-8 parse <in:tag> as a "tag" element in the "in" scope.
      each(toArray(root.getElementsByTagName('tag')), function (el: any) {
        if (el.scopeName === 'in') process(el);
      });
    },
  };
}
