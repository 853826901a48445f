// The events the framework fires on the IN object. Names are case-sensitive, as in the original.

/**
 * Every global event name; IN.Event.on(IN, name) with any other name throws. Those from
 * FIRST_STICKY on (frameworkLoaded, systemReady) fire once and are remembered: a late subscriber
 * is called at once.
 */
export var GLOBAL_EVENTS = ['auth', 'noAuth', 'logout', 'refresh', 'frameworkLoaded', 'systemReady'];
export var FIRST_STICKY = 4;
