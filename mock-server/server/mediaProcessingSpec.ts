// The value of `--media-processing` (IN_MOCK_MEDIA_PROCESSING): processing seconds per media type,
// `video=120,document=10,image=0`, read into the mediaProcessingSeconds option. Only the form is
// checked here; the types and the range are the option's (context/startOptionProblem.ts), so the CLI
// and the Node API refuse the same mistakes in the same words.

/**
 * The processing times a spec names, or a sentence saying what is wrong with its form.
 * @example mediaProcessingSpec('video=120,document=10') // { video: 120, document: 10 }
 */
export function mediaProcessingSpec(spec: string): Record<string, number> | string {
  const wanted = '--media-processing takes TYPE=SECONDS pairs separated by commas, such as video=120,document=10,image=0';
  const seconds: Record<string, number> = {};
  for (const pair of spec.split(',')) {
    const match = /^\s*([A-Za-z]+)\s*=\s*(\d+(?:\.\d+)?)\s*$/.exec(pair);
    if (!match) return `${wanted}, not '${spec}'.`;
    const [, type, value] = match as unknown as [string, string, string];
    if (Object.hasOwn(seconds, type)) return `--media-processing names ${type} twice: give each media type once.`;
    seconds[type] = Number(value);
  }
  return seconds;
}
