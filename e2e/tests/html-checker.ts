import { execFile, spawnSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

// The Nu HTML Checker (vnu.jar, the W3C validator's engine) from the vnu-jar package, run on the system
// Java. The package's own fallback (downloading a Java runtime) is not used: its install script does not
// run, and a machine without Java is told what to install.

const require = createRequire(import.meta.url);
/** The path of vnu.jar: the package's main export is that path. */
const VNU_JAR = String(require('vnu-jar'));
const run = promisify(execFile);

/** One error the checker found in a document. */
export interface HtmlError {
  message: string;
  line?: number;
  column?: number;
  extract?: string;
}

interface VnuMessage {
  type: string;
  subType?: string;
  url?: string;
  message: string;
  lastLine?: number;
  firstColumn?: number;
  lastColumn?: number;
  extract?: string;
}

/** Throws, in one line, what to install when there is no Java to run the checker with. */
export function requireJava(): void {
  const java = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (java.error || java.status !== 0) {
    throw new Error(
      'Java is missing: the HTML check (vnu.jar) needs Java 17 or later: run `sudo apt-get install -y openjdk-17-jre-headless`.',
    );
  }
}

/**
 * Checks HTML documents (name → markup) with one checker process and returns each document's errors
 * (warnings are left out). Every name gets an entry, empty when its markup is valid.
 */
export async function checkHtml(documents: Record<string, string>): Promise<Record<string, HtmlError[]>> {
  requireJava();
  const dir = await mkdtemp(path.join(tmpdir(), 'cardshop-vnu-'));
  try {
    const files = new Map<string, string>();
    for (const [index, [name, html]] of Object.entries(documents).entries()) {
      const file = path.join(dir, `page-${index}.html`);
      await writeFile(file, html);
      files.set(file, name);
    }
    // vnu exits 1 when it finds errors; its report is the JSON on stdout either way.
    const args = ['-jar', VNU_JAR, '--errors-only', '--format', 'json', '--stdout', ...files.keys()];
    const output = await run('java', args, { maxBuffer: 64 * 1024 * 1024 }).catch(
      (failure: { stdout?: string; stderr?: string; message: string }) => {
        if (failure.stdout) return { stdout: failure.stdout };
        throw new Error(`vnu.jar failed: ${failure.stderr || failure.message}`);
      },
    );
    const { messages } = JSON.parse(output.stdout) as { messages: VnuMessage[] };
    const errors: Record<string, HtmlError[]> = Object.fromEntries(
      Object.keys(documents).map((name) => [name, []]),
    );
    for (const message of messages) {
      if (message.type !== 'error' && message.type !== 'non-document-error') continue;
      const file = message.url ? decodeURIComponent(new URL(message.url).pathname) : '';
      const name = files.get(file) ?? file;
      errors[name] = [
        ...(errors[name] ?? []),
        {
          message: message.message,
          line: message.lastLine,
          column: message.firstColumn ?? message.lastColumn,
          extract: message.extract,
        },
      ];
    }
    return errors;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** An error as one readable line: where, what, and the markup around it. */
export function describeHtmlError(error: HtmlError): string {
  const where = error.line === undefined ? '' : `line ${error.line}:${error.column ?? '?'} `;
  const extract = error.extract ? `\n      ${error.extract.replace(/\s+/g, ' ').trim()}` : '';
  return `${where}${error.message}${extract}`;
}
