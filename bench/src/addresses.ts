import autocannon from 'autocannon';
import { Browser, printTable, startShop } from './server.ts';

// `npm run bench:addresses`: the address book at 10,000 contacts (issue 18's floors). A Google Contacts
// CSV of 10,000 rows is uploaded and previewed (time to preview, floor 3 s), then saved (floor 10 s); then
// autocannon reads the account's address list (page 1 by name, a far page by place, a search) for
// BENCH_SECONDS each, first with one connection, a person paging through their book while the shop is
// otherwise idle (the floor: p99 under 50 ms), then with BENCH_CONNECTIONS (16) at once, which saturates
// the server: there p99 is the queue's length times one answer's time, so it is reported beside the
// req/s, and a signed-in /api/auth/check shows what any signed-in call costs at the same load.
// BENCH_DATABASE_URL runs it on PostgreSQL instead of the embedded PGlite.

const PORT = 4332;
const ROWS = 10_000;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
const STATES: Array<[string, string, string]> = [
  ['VIC', 'Melbourne', '3000'],
  ['NSW', 'Sydney', '2000'],
  ['QLD', 'Brisbane', '4000'],
  ['WA', 'Perth', '6000'],
  ['SA', 'Adelaide', '5000'],
];

function googleCsv(rows: number): string {
  const lines = [
    'Name,Given Name,Family Name,Birthday,E-mail 1 - Type,E-mail 1 - Value,Phone 1 - Value,Address 1 - Street,Address 1 - City,Address 1 - Region,Address 1 - Postal Code,Address 1 - Country',
  ];
  for (let index = 0; index < rows; index++) {
    const [state, city, postcode] = STATES[index % STATES.length] as [string, string, string];
    const first = `Given${index}`;
    const last = `Family${index % 997}`;
    lines.push(
      `${first} ${last},${first},${last},1980-0${(index % 9) + 1}-1${index % 9},* Home,person${index}@example.com,0412 345 ${String(index % 1000).padStart(3, '0')},"${index} Long St",${city},${state},${postcode},Australia`,
    );
  }
  return lines.join('\r\n');
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

async function main() {
  const shop = await startShop(PORT, { databaseUrl: process.env.BENCH_DATABASE_URL });
  try {
    const browser = new Browser(shop.base);
    await browser.call('GET', '/api/auth/check');
    const state = await browser.call<{ xsrfToken: string }>('POST', '/api/auth/create-account-quick', {
      username: 'bench-addresses@example.com',
      firstName: 'Bench',
      lastName: 'Addresses',
    });
    const csv = Buffer.from(googleCsv(ROWS));
    const headers = { cookie: browser.cookie, 'x-csrf-token': state.xsrfToken };

    let started = performance.now();
    const uploaded = await fetch(`${shop.base}/api/account/addresses/import?fileName=bench.csv`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'text/csv' },
      body: csv,
    });
    const preview = (await uploaded.json()) as { data: { id: string; total: number; ready: number } };
    const previewMs = performance.now() - started;
    if (!uploaded.ok || preview.data.ready !== ROWS) {
      throw new Error(`preview: ${uploaded.status} ${JSON.stringify(preview).slice(0, 300)}`);
    }

    started = performance.now();
    const saved = await fetch(`${shop.base}/api/account/addresses/import/${preview.data.id}`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ newGroup: 'Bench' }),
    });
    const result = (await saved.json()) as { data: { added: number } };
    const saveMs = performance.now() - started;
    if (!saved.ok || result.data.added !== ROWS) throw new Error(`save: ${saved.status}`);

    const lists: Array<[string, string]> = [
      ['list, page 1 by name', '/api/account/addresses'],
      ['list, page 200 by place', '/api/account/addresses?sort=locality&page=200'],
      ['list, searched', '/api/account/addresses?query=family12%20sydney'],
      // The same stack answering without the address book: what any signed-in call costs here.
      ['reference: signed-in /api/auth/check', '/api/auth/check'],
    ];
    const figures: string[][] = [];
    for (const connections of [1, CONNECTIONS]) {
      for (const [label, path] of lists) {
        const run = await autocannon({
          url: `${shop.base}${path}`,
          connections,
          duration: DURATION_S,
          headers: { cookie: browser.cookie },
        });
        const errors = run.errors + run.non2xx;
        const floored = connections === 1;
        const within = run.latency.p99 < 50 && errors === 0;
        figures.push([
          label,
          String(connections),
          run.requests.average.toFixed(0),
          `${run.latency.average.toFixed(1)} ms`,
          `${run.latency.p99} ms`,
          floored ? '< 50 ms' : '',
          errors ? `${errors} errors` : floored ? (within ? 'ok' : 'OVER') : '',
        ]);
      }
    }

    console.log(
      `\nAddress book at ${ROWS} contacts on ${process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'embedded PGlite'}; ` +
        `import of a ${(csv.length / 1024 / 1024).toFixed(1)} MB Google Contacts CSV\n`,
    );
    printTable(
      ['step', 'time', 'floor', ''],
      [
        [
          'preview 10,000 rows (upload, read, check)',
          seconds(previewMs),
          '< 3 s',
          previewMs < 3000 ? 'ok' : 'OVER',
        ],
        ['save 10,000 rows (one transaction)', seconds(saveMs), '< 10 s', saveMs < 10_000 ? 'ok' : 'OVER'],
      ],
    );
    console.log(`\nautocannon, ${DURATION_S} s each, with 1 and with ${CONNECTIONS} connections\n`);
    printTable(['address list', 'connections', 'req/s', 'mean', 'p99', 'floor', ''], figures);
  } finally {
    await shop.stop();
  }
}

await main();
