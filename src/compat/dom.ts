// DOM event helpers: addEventListener where it exists, IE 6-8's attachEvent otherwise.

type Listener = (event: Event) => void;

/** Adds a DOM listener; `type` is the bare name ("click", "load"). */
export function addEvent(target: any, type: string, listener: Listener): void {
  if (target.addEventListener) target.addEventListener(type, listener, false); // legacy-ok: feature-detected
  else target.attachEvent('on' + type, listener);
}

/** Removes a listener added with addEvent. */
export function removeEvent(target: any, type: string, listener: Listener): void {
  if (target.removeEventListener) target.removeEventListener(type, listener, false); // legacy-ok: feature-detected
  else target.detachEvent('on' + type, listener);
}

/** The event object: IE 6-8 pass none to attachEvent handlers and set window.event instead. */
export function eventOf(event?: Event): Event {
  return event || (window as any).event;
}

/** Takes a node out of the document, if it is in one (ChildNode.remove is not in IE). */
export function removeNode(node: Node): void {
  if (node.parentNode) node.parentNode.removeChild(node);
}

/** Adds a <script> loading `src` to <head> and returns it. */
export function addScript(src: string): HTMLScriptElement {
  var script = document.createElement('script');
  script.src = src;
  (document.getElementsByTagName('head')[0] || document.documentElement).appendChild(script);
  return script;
}
