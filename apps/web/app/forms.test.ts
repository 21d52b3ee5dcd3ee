import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Every form of the web app names its method (decision record 19). A form without one is a GET: sent
// before the page's scripts run, it would put what was typed (a password, a code) into the address bar,
// the history and the server's request log.

const APP = import.meta.dirname;

function sources(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return sources(file);
    return /\.tsx$/.test(entry.name) && !/\.test\.tsx$/.test(entry.name) ? [file] : [];
  });
}

/** The opening tags of the forms in a JSX source: up to the `>` that is not inside `{…}`. */
function formTags(source: string): string[] {
  const tags: string[] = [];
  for (const match of source.matchAll(/<(form|Form)[\s>]/g)) {
    let depth = 0;
    let end = match.index + 1;
    for (; end < source.length; end += 1) {
      const char = source[end];
      if (char === '{') depth += 1;
      else if (char === '}') depth -= 1;
      else if (char === '>' && depth === 0) break;
    }
    tags.push(source.slice(match.index, end + 1));
  }
  return tags;
}

describe('forms', () => {
  it('reads a tag whole, arrow functions and all', () => {
    expect(formTags('<form onSubmit={(e) => go(e)} method="post">x</form>')).toEqual([
      '<form onSubmit={(e) => go(e)} method="post">',
    ]);
  });

  it('each names its method', () => {
    const files = sources(APP);
    const tags = files.flatMap((file) =>
      formTags(readFileSync(file, 'utf8')).map((tag) => ({ file: path.relative(APP, file), tag })),
    );
    expect(tags.length).toBeGreaterThan(15);
    expect(tags.filter(({ tag }) => !/\smethod=/.test(tag))).toEqual([]);
  });
});
