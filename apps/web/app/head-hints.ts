import { Transform } from 'node:stream';

const HEAD_END = Buffer.from('</head>');
const BODY_END = Buffer.from('</body>');
const MODULE_PRELOAD = /<link rel="modulepreload"/g;

/**
 * The page stream's last step: marks the module preloads low priority (below) and sends what React
 * writes in one turn of the event loop as one chunk, not the hundreds of small writes it is made of
 * (a socket write each).
 *
 * Marks the page's module preloads `fetchpriority="low"`. The scripts hydrate a page that is already
 * complete and readable, so on a slow connection they should not compete with the document's stylesheet,
 * the display font and the image that is the largest paint: they still start early (no request chain),
 * after those. React Router renders the preload links without a way to set their priority, so the head
 * is rewritten as it streams; everything after `</head>` passes through untouched.
 */
/**
 * `beforeBodyEnd` gives what goes just before `</body>`, asked when React writes it (the whole page has
 * rendered by then): the list of the lazy parts it rendered (ui/lazy-part.tsx).
 */
export function pageStream(beforeBodyEnd: () => string = () => ''): Transform {
  let head: Buffer | null = Buffer.alloc(0);
  let pending: Buffer[] = [];
  let scheduled: ReturnType<typeof setImmediate> | null = null;
  const release = (stream: Transform) => {
    scheduled = null;
    if (pending.length > 0) stream.push(Buffer.concat(pending));
    pending = [];
  };
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      if (!head) {
        const bodyEnd = chunk.indexOf(BODY_END);
        pending.push(
          bodyEnd === -1
            ? chunk
            : Buffer.concat([
                chunk.subarray(0, bodyEnd),
                Buffer.from(beforeBodyEnd()),
                chunk.subarray(bodyEnd),
              ]),
        );
        scheduled ??= setImmediate(release, this);
        done();
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
      if (scheduled) clearImmediate(scheduled);
      release(this);
      done(null, head && head.length > 0 ? head : undefined);
    },
  });
}
