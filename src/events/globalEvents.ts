// The events the framework fires on the IN object. Names are case-sensitive, as in the original.

/** Every global event name; IN.Event.on(IN, name) with any other name throws. */
export var GLOBAL_EVENTS = ['auth', 'noAuth', 'logout', 'refresh', 'frameworkLoaded', 'systemReady'];

/** Events that fire once and are remembered: a late subscriber is called at once. */
export var STICKY_EVENTS = ['frameworkLoaded', 'systemReady'];
