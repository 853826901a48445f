// The widgets' stylesheet (GET /scripts/in-widgets.css): the framework links it once, when the
// first tag renders, as the original's framework loaded its widget styles from the platform host.
// Plain CSS 2 that IE 6 reads: descendant selectors only (IE 6 ignores chained classes such as
// .a.b), hex colours. A selector IE 6-7 cannot read (:focus) makes them drop its whole rule, so
// such selectors get rules of their own.

/** Height of the profile card frames (IE 6 honours CSS height on an iframe); the card pages (views/profileCards.ts) fit in it. */
const CARD_FRAME_HEIGHT = 170;

/** Widget sizes (data-size) → [font size, height] in px; src/tags/button.ts knows the names. */
const WIDGET_SIZES: Record<string, [number, number]> = { small: [11, 20], medium: [13, 26], large: [15, 32] };

// #0a66c2 is the brand blue, #004182 its dark shade (hover, the "in" logo).
const RULES = [
  '.IN-widget{position:relative;display:inline-block;vertical-align:baseline;line-height:1;text-align:left}',
  '.IN-btn,.IN-count{display:inline-block;margin:0;border-radius:2px;font-family:Arial,sans-serif;vertical-align:middle;cursor:pointer}',
  '.IN-btn,.IN-logo{color:#fff;font-weight:bold}',
  '.IN-btn{padding:0 8px 0 0;border:0;background:#0a66c2;white-space:nowrap;overflow:visible}',
  '.IN-btn:hover{background:#004182}',
  '.IN-btn:focus,.IN-inlink:focus{outline:2px solid #1d2226;outline-offset:2px}',
  '.IN-logo{display:inline-block;padding:0 .45em;margin-right:.55em;background:#004182}',
  '.IN-count{margin-left:6px;padding:0 6px;border:1px solid #8c8c8c;background:#fff;color:#1d2226}',
  '.IN-top{text-align:center}',
  '.IN-top .IN-count{display:block;margin:0 0 5px}',
  '.IN-widget .IN-hidden{display:none}',
  '.IN-inlink{margin:0;padding:0;border:0;background:none;color:#0a66c2;font:inherit;cursor:pointer}',
  '.IN-inlink .IN-logo{margin:0 0 0 .3em;border-radius:2px;background:#0a66c2}',
  '.IN-card{position:absolute;left:0;top:100%;z-index:9999;border:1px solid #c8c8c8;background:#fff;box-shadow:0 2px 8px #999}',
  `.IN-widget iframe{display:block;height:${CARD_FRAME_HEIGHT}px}`,
];

/** The stylesheet's text, one rule a line. */
export const WIDGET_CSS =
  [
    ...RULES,
    ...Object.entries(WIDGET_SIZES).flatMap(([size, [font, height]]) => [
      `.IN-${size} .IN-btn{font-size:${font}px;line-height:${height}px;height:${height}px}`,
      `.IN-${size} .IN-count{font-size:${font}px;line-height:${height - 2}px}`,
    ]),
  ].join('\n') + '\n';
