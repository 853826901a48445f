// `--state FILE` on disk: read at start (a corrupt file stops the start and is left as it is),
// written atomically (a temporary file renamed over it), so a crash mid-write never leaves half a
// file. The file holds passwords, app secrets, tokens and session ids: it is written for its owner
// only (0600), through a temporary file with an unpredictable name created exclusively (O_EXCL, so
// never through a symlink or over another file someone planted there).
import { randomBytes } from 'node:crypto';
import { open, readFile, rename, unlink } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import type { MockContext } from '../context/context.js';
import { captureState, restoreState, stateProblem, type ServiceState } from './serviceState.js';

/** A state file that cannot be used; the service does not start and does not touch the file. */
export class StateFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StateFileError';
  }
}

/**
 * Loads the state saved in `file` into the service; false when there is no such file yet (the
 * service starts from its fixtures and creates it on the first save). Throws StateFileError when
 * the file cannot be read or is not a state file.
 */
export async function loadStateFile(ctx: MockContext, file: string): Promise<boolean> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw new StateFileError(`Cannot read the state file ${file}: ${(error as Error).message}.`);
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new StateFileError(`The state file ${file} is not valid JSON (${(error as Error).message}); it was left as it is. Move it away or delete it to start afresh.`);
  }
  const problem = stateProblem(data);
  if (problem) throw new StateFileError(`The state file ${file} cannot be used: ${problem}. It was left as it is; move it away or delete it to start afresh.`);
  restoreState(ctx, data as ServiceState);
  return true;
}

/** Permissions of the state file and its temporary file: read and write for the owner only. */
export const STATE_FILE_MODE = 0o600;

/** Writes the service's state to `file` (through an exclusive, unpredictable temporary file renamed over it), owner-only. */
export async function saveStateFile(ctx: MockContext, file: string): Promise<void> {
  const temporary = join(dirname(file), `.${basename(file)}.${randomBytes(12).toString('hex')}.tmp`);
  // 'wx': O_CREAT | O_EXCL, which also refuses to follow a symlink at that name.
  const handle = await open(temporary, 'wx', STATE_FILE_MODE);
  try {
    try {
      await handle.writeFile(JSON.stringify(captureState(ctx)));
      await handle.chmod(STATE_FILE_MODE);
    } finally {
      await handle.close();
    }
    await rename(temporary, file);
  } catch (error) {
    await unlink(temporary).catch(() => undefined);
    throw error;
  }
}
