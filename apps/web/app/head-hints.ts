import { Transform } from 'node:stream';

const HEAD_END = Buffer.from('</head>');
const MODULE_PRELOAD = /<link rel="modulepreload"/g;

/**
 * Marks the page's module preloads `fetchpriority="low"`. The scripts hydrate a page that is already
 * complete and readable, so on a slow connection they should not compete with the document's stylesheet,
 * the display font and the image that is the largest paint: they still start early (no request chain),
 * after those. React Router renders the preload links without a way to set their priority, so the head
 * is rewritten as it streams; everything after `</head>` passes through untouched.
 */
export function lowPriorityModulePreloads(): Transform {
  let head: Buffer | null = Buffer.alloc(0);
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      if (!head) {
        done(null, chunk);
        return;
      }
      head = Buffer.concat([head, chunk]);
      const end = head.indexOf(HEAD_END);
      if (end === -1) {
        done();
        return;
      }
      const split = end + HEAD_END.length;
      const rewritten = head
        .subarray(0, split)
        .toString('utf8')
        .replace(MODULE_PRELOAD, '<link rel="modulepreload" fetchpriority="low"');
      const rest = head.subarray(split);
      head = null;
      done(null, Buffer.concat([Buffer.from(rewritten), rest]));
    },
    flush(done) {
      done(null, head && head.length > 0 ? head : undefined);
    },
  });
}
