// The files of a project `in-mock-server check` reads: every text file under the folder but what
// is installed or built (node_modules, vendor, dist, build, .git, virtual environments), lock files,
// minified bundles, binaries and files past CHECK_FILE_MAX_BYTES. Node only.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { CHECK_FILE_MAX_BYTES } from '../defaults.js';
import { basesOf, findCalls, type Found } from './findCalls.js';

/** Folders a project installs or builds into, never its own source. */
const SKIPPED_FOLDERS = new Set(['node_modules', '.git', '.hg', '.svn', 'dist', 'build', 'out', 'coverage', 'vendor', '.next', '.nuxt', '.turbo', '.cache', '__pycache__', '.venv', 'venv', 'env', '.tox', 'target', 'bower_components', '.yarn']);
/** Files that are data or prose, not code: what a README names is not called. */
const SKIPPED_FILES = /(^|\/)(package-lock\.json|npm-shrinkwrap\.json|yarn\.lock|pnpm-lock\.yaml|composer\.lock|poetry\.lock|Gemfile\.lock|Cargo\.lock)$|\.min\.(js|css)$|\.(md|markdown|rst|adoc|txt)$|\.map$|\.(png|jpe?g|gif|webp|ico|svg|pdf|zip|gz|tgz|bz2|xz|7z|jar|woff2?|ttf|otf|eot|mp[34]|mov|avi|webm|wasm|so|dylib|dll|exe|bin|class|pyc)$/i;

/** A file with a NUL byte in its first this many bytes is binary. */
const BINARY_SNIFF_BYTES = 8192;

/** A finding with the file it is in, relative to the folder read. */
export type ProjectFinding = Found & { file: string };

export interface ProjectScan {
  /** The folder read. */
  root: string;
  /** How many files were read. */
  files: number;
  findings: ProjectFinding[];
}

function textFiles(root: string, dir = ''): string[] {
  const out: string[] = [];
  let names: string[];
  try {
    names = readdirSync(path.join(root, dir)).sort();
  } catch {
    return out;
  }
  for (const name of names) {
    const relative = dir ? `${dir}/${name}` : name;
    let stats;
    try {
      stats = statSync(path.join(root, relative));
    } catch {
      continue;
    }
    if (stats.isDirectory()) {
      if (!SKIPPED_FOLDERS.has(name)) out.push(...textFiles(root, relative));
    } else if (stats.isFile() && stats.size <= CHECK_FILE_MAX_BYTES && !SKIPPED_FILES.test(relative)) out.push(relative);
  }
  return out;
}

/** The text of a file, or undefined when it is binary (a NUL byte) or unreadable. */
function readText(file: string): string | undefined {
  try {
    const bytes = readFileSync(file);
    if (bytes.subarray(0, BINARY_SNIFF_BYTES).includes(0)) return undefined;
    return bytes.toString('utf8');
  } catch {
    return undefined;
  }
}

/**
 * Reads every text file under `root` and lists what it calls of LinkedIn.
 * @example scanProject('examples').findings.filter((found) => found.kind === 'call')
 */
export function scanProject(root: string): ProjectScan {
  const texts = new Map<string, string>();
  for (const file of textFiles(root)) {
    const text = readText(path.join(root, file));
    if (text !== undefined) texts.set(file, text);
  }
  // The LinkedIn bases the project sets anywhere (a client module) apply to the paths of every file.
  const bases = new Set<'/v2' | '/rest'>();
  for (const text of texts.values()) for (const base of basesOf(text)) bases.add(base);
  const findings: ProjectFinding[] = [];
  for (const [file, text] of texts) for (const found of findCalls(text, { bases })) findings.push({ ...found, file });
  return { root, files: texts.size, findings };
}
