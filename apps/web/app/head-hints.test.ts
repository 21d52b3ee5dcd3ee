import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { pageStream } from './head-hints.ts';

async function through(chunks: string[]): Promise<string> {
  const out: Buffer[] = [];
  const stream = Readable.from(chunks.map((chunk) => Buffer.from(chunk))).pipe(pageStream());
  for await (const chunk of stream) out.push(chunk as Buffer);
  return Buffer.concat(out).toString('utf8');
}

describe('pageStream', () => {
  const page =
    '<!DOCTYPE html><html><head><link rel="modulepreload" href="/a.js"/><link rel="stylesheet" href="/s.css"/>' +
    '<link rel="modulepreload" href="/b.js"/></head><body><p>é ✓ <link rel="modulepreload" href="/x"/></p></body></html>';

  it('marks the head’s module preloads low priority and leaves the body alone', async () => {
    const html = await through([page]);
    expect(html).toContain('<link rel="modulepreload" fetchpriority="low" href="/a.js"/>');
    expect(html).toContain('<link rel="modulepreload" fetchpriority="low" href="/b.js"/>');
    expect(html).toContain('<p>é ✓ <link rel="modulepreload" href="/x"/></p>');
  });

  it('gives the same page however the stream is cut, inside tags and characters too', async () => {
    const whole = await through([page]);
    const bytes = Buffer.from(page);
    for (let size = 1; size < 40; size += 3) {
      const chunks: string[] = [];
      for (let at = 0; at < bytes.length; at += size)
        chunks.push(bytes.subarray(at, at + size).toString('latin1'));
      const out: Buffer[] = [];
      const stream = Readable.from(chunks.map((chunk) => Buffer.from(chunk, 'latin1'))).pipe(pageStream());
      for await (const chunk of stream) out.push(chunk as Buffer);
      expect(Buffer.concat(out).toString('utf8')).toBe(whole);
    }
  });

  it('puts what it is given just before </body>, asked only once the page has rendered', async () => {
    let rendered = 'nothing yet';
    const out: Buffer[] = [];
    const stream = Readable.from(
      (function* () {
        yield Buffer.from('<html><head></head><body><p>page</p>');
        rendered = '<script type="application/json" id="parts">["a"]</script>';
        yield Buffer.from('</body></html>');
      })(),
    ).pipe(pageStream(() => rendered));
    for await (const chunk of stream) out.push(chunk as Buffer);
    expect(Buffer.concat(out).toString('utf8')).toBe(
      '<html><head></head><body><p>page</p><script type="application/json" id="parts">["a"]</script></body></html>',
    );
  });

  it('passes a document without a head through unchanged', async () => {
    expect(await through(['<p>no head</p>'])).toBe('<p>no head</p>');
  });
});
