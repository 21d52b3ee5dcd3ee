import type { CardDocument } from '@cardshop/document/schema';
import { createPrintCheck } from '../../apps/server/src/modules/fulfilment/printability.ts';
import { renderCardPdf } from '../../apps/server/src/modules/fulfilment/render.ts';
import { CARD_SIZES } from '../../apps/server/src/seed/data/card-sizes.ts';
import { printTable } from './server.ts';

// `npm run bench:print`: what fulfilment costs a card, in the server's own process. Renders a folded card
// (artwork on the front and back at 300 dpi, words on the front, a message inside in two fonts, a decal
// and a QR code) to its print-ready PDF BENCH_PRINTS times in a row, and runs add-card's print check on
// the same layout, printing p50/p99 and the file size. The render job runs one card at a time, so this is
// also how many cards a server prints a minute.

const PRINTS = Number(process.env.BENCH_PRINTS ?? 20);
const folded = CARD_SIZES.find((entry) => entry.id === 'folded');
if (!folded) throw new Error('no folded card size');
const size = folded;

const text = (id: string, overrides: Record<string, unknown>) => ({
  type: 'text' as const,
  id,
  x: 12,
  y: 16,
  width: 103,
  height: 146,
  text: '',
  font: 'caveat',
  size: 28,
  lineHeight: 110,
  color: '#1f2a44',
  hAlign: 'center' as const,
  vAlign: 'middle' as const,
  strokeSize: 20,
  penStyle: 'ballpoint',
  ...overrides,
});

const document: CardDocument = {
  version: 3,
  sizeId: size.id,
  pages: [
    { objects: [text('front', { y: 130, height: 30, text: 'For Sam', font: 'kalam', vAlign: 'bottom' })] },
    {
      objects: [
        { type: 'decal', id: 'heart', x: 40, y: 60, width: 40, height: 40, decalId: 'heart', rotation: 15 },
      ],
    },
    {
      objects: [
        text('message', {
          text: 'Dear Sam,\nHappy birthday! We hope the year ahead is full of good friends, long walks and cake. '.repeat(
            2,
          ),
        }),
        {
          type: 'qr-code',
          id: 'qr',
          x: 90,
          y: 140,
          size: 20,
          value: 'https://example.com/a-video-for-sam',
          style: 'square',
        },
      ],
    },
    { objects: [] },
  ],
};

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;

async function timed(runs: number, work: () => Promise<unknown>) {
  const times: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const started = performance.now();
    await work();
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b);
}

async function main() {
  let bytes = 0;
  const render = () =>
    renderCardPdf({
      document,
      size: { ...size, pages: 4 },
      labelFont: 'caveat',
      artwork: { seed: 7, greeting: 'Happy birthday', artistName: 'Bench Studio' },
    }).then(({ pdf }) => {
      bytes = pdf.length;
    });
  const check = createPrintCheck();
  await render(); // warm: fonts read, modules compiled
  await check(document);

  const renders = await timed(PRINTS, render);
  const checks = await timed(PRINTS * 5, () => check(document));
  console.log(`\nPrint files (folded card, 4 pages, artwork at 300 dpi): ${PRINTS} renders in a row\n`);
  printTable(
    ['step', 'runs', 'p50', 'p99', 'per minute (one at a time)', 'file'],
    [
      [
        'render the print-ready PDF',
        String(renders.length),
        `${quantile(renders, 0.5).toFixed(0)} ms`,
        `${quantile(renders, 0.99).toFixed(0)} ms`,
        String(Math.floor(60_000 / quantile(renders, 0.5))),
        `${(bytes / 1024).toFixed(0)} KB`,
      ],
      [
        "add-card's print check",
        String(checks.length),
        `${quantile(checks, 0.5).toFixed(1)} ms`,
        `${quantile(checks, 0.99).toFixed(1)} ms`,
        '-',
        '-',
      ],
    ],
  );
}

await main();
