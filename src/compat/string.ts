// String.prototype.trim is ES5; IE 6-8 lack it. \xA0 is not in IE's \s, so it is listed.
var EDGE_SPACE = /^[\s\xA0]+|[\s\xA0]+$/g;

/** Removes leading and trailing white space. */
export function trim(text: string): string {
  return text.replace(EDGE_SPACE, '');
}
