import { execFile, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, readlink, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { ROOT } from './server.ts';

// The web builds a bench measures: this checkout's working tree and, beside it in the same run, a baseline.
// Each is built by its own tree's build script with hidden client source maps (`--sourcemapClient hidden`:
// the same JavaScript bytes as `npm run build`, with .map files beside them that no file links to), into
// apps/web/build-bench so that `npm run build`'s output is left alone. Each tree's own server hosts its
// build (WEB_BUILD_DIR), so a baseline whose server differs is measured as it was.
//
// The baseline: BASELINE_DIR=/path/to/a/checkout (with its node_modules installed), or BASELINE_REF=<git
// ref> (default HEAD, the last commit of this checkout), exported with `git archive` into the temp folder
// once per commit. A commit with this checkout's package-lock.json borrows its node_modules (links, but
// its own workspace packages); another one gets `npm ci`. BASELINE_REF=none measures this tree alone.

const execFileAsync = promisify(execFile);
export const BENCH_BUILD_DIR = 'build-bench';

export interface WebTree {
  /** What the tables call it: the working tree, or the baseline's ref and commit. */
  label: string;
  root: string;
  /** The build the bench serves and reads: `<root>/apps/web/build-bench`. */
  buildDir: string;
}

/** Runs a command with its output shown only when it fails. */
async function quietly(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = process.env) {
  try {
    await execFileAsync(command, args, { cwd, env, maxBuffer: 64 * 1024 * 1024 });
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    throw new Error(`${command} ${args.join(' ')} (in ${cwd}) failed:\n${stdout}${stderr}`.slice(0, 4000));
  }
}

/** Builds a tree's web app with hidden client source maps into its apps/web/build-bench. */
export async function buildWeb(root: string, label: string): Promise<WebTree> {
  await quietly(
    'npm',
    [
      'run',
      'build',
      '--silent',
      '-w',
      'apps/web',
      '--',
      '--sourcemapClient',
      'hidden',
      '--logLevel',
      'error',
    ],
    root,
    { ...process.env, WEB_BUILD_DIR: BENCH_BUILD_DIR },
  );
  return { label, root, buildDir: path.join(root, 'apps/web', BENCH_BUILD_DIR) };
}

/** Gives a tree node_modules like this checkout's, linking each package here but its own workspaces. */
async function borrowModules(tree: string) {
  const from = path.join(ROOT, 'node_modules');
  const to = path.join(tree, 'node_modules');
  await mkdir(to, { recursive: true });
  const link = async (name: string) => {
    const source = path.join(from, name);
    const target = await readlink(source).catch(() => null);
    // A workspace is a relative link out of node_modules (../../packages/shared): the tree's own copy.
    const workspace =
      target !== null &&
      !path.isAbsolute(target) &&
      !path.resolve(path.dirname(source), target).includes(`${path.sep}node_modules${path.sep}`);
    await symlink(workspace ? target : source, path.join(to, name));
  };
  for (const entry of await readdir(from, { withFileTypes: true })) {
    if (entry.name.startsWith('.') && entry.name !== '.bin') continue;
    if (entry.name.startsWith('@') && entry.isDirectory()) {
      await mkdir(path.join(to, entry.name));
      for (const scoped of await readdir(path.join(from, entry.name))) await link(`${entry.name}/${scoped}`);
    } else {
      await link(entry.name);
    }
  }
}

/** The commit's files in the temp folder, installed; kept for the next run (marked ready when complete). */
async function exportCommit(commit: string): Promise<string> {
  const tree = path.join(tmpdir(), 'cardshop-bench-baseline', commit.slice(0, 12));
  const ready = path.join(tree, '.bench-ready');
  if (existsSync(ready)) return tree;
  await rm(tree, { recursive: true, force: true });
  await mkdir(tree, { recursive: true });
  await new Promise<void>((resolve, reject) => {
    const archive = spawn('git', ['archive', '--format=tar', commit], { cwd: ROOT });
    const tar = spawn('tar', ['-x', '-C', tree], { stdio: [archive.stdout, 'ignore', 'inherit'] });
    tar.once('error', reject);
    tar.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`git archive ${commit}: ${code}`)),
    );
  });
  const lock = (dir: string) => readFile(path.join(dir, 'package-lock.json'), 'utf8').catch(() => '');
  if ((await lock(tree)) === (await lock(ROOT))) {
    await borrowModules(tree);
  } else {
    console.log(`(its package-lock.json differs from this checkout's: npm ci in ${tree})`);
    await quietly('npm', ['ci', '--no-audit', '--no-fund'], tree);
  }
  await writeFile(ready, `${commit}\n`);
  return tree;
}

/** The baseline's tree, ready to build: BASELINE_DIR, or BASELINE_REF exported; null with BASELINE_REF=none. */
async function baselineRoot(): Promise<{ root: string; label: string } | null> {
  const dir = process.env.BASELINE_DIR;
  if (dir) return { root: path.resolve(dir), label: `baseline ${path.resolve(dir)}` };
  const ref = process.env.BASELINE_REF ?? 'HEAD';
  if (ref === 'none') return null;
  const { stdout } = await execFileAsync('git', ['rev-parse', '--verify', `${ref}^{commit}`], { cwd: ROOT });
  const commit = stdout.trim();
  const { stdout: status } = await execFileAsync('git', ['status', '--porcelain'], { cwd: ROOT });
  const { stdout: head } = await execFileAsync('git', ['rev-parse', 'HEAD'], { cwd: ROOT });
  if (commit === head.trim() && status.trim() === '') {
    console.log(
      `Note: the baseline (${ref}) is this clean working tree: both columns measure the same code.`,
    );
  }
  console.log(`Preparing the baseline ${ref} (${commit.slice(0, 12)}) …`);
  return { root: await exportCommit(commit), label: `baseline ${ref} (${commit.slice(0, 12)})` };
}

/**
 * Builds the working tree and the baseline. A baseline that cannot be prepared or built is reported and
 * left out (its columns read '-'); the working tree's build must succeed.
 */
export async function prepareBuilds(): Promise<{ current: WebTree; baseline: WebTree | null }> {
  console.log('Building the working tree (hidden source maps) …');
  const current = await buildWeb(ROOT, 'working tree');
  let baseline: WebTree | null = null;
  try {
    const tree = await baselineRoot();
    if (tree) {
      console.log(`Building the ${tree.label} …`);
      baseline = await buildWeb(tree.root, tree.label);
    }
  } catch (error) {
    console.log(`No baseline: ${error instanceof Error ? error.message : String(error)}`);
  }
  return { current, baseline };
}
