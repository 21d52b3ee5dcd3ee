import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { printTable, ROOT, startShop } from './server.ts';

// `npm run bench:pages`: the production build on 127.0.0.1 — Lighthouse (mobile preset) scores of four key
// pages, the gzipped JavaScript the homepage loads, and server-rendering throughput of the same pages.
const PORT = 4320;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CHROME_FLAGS =
  '--headless --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync';
const run = promisify(execFile);
/** Lighthouse runs a page (after one that warms the image cache); the table shows the median. */
const LIGHTHOUSE_RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);

interface LighthouseReport {
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { numericValue?: number }>;
}

/** One Lighthouse run. A run Lighthouse itself fails (a trace without a navigation start, which headless
 * Chromium on these cores now and then records) is not a sample: it is run again, up to three times. */
async function lighthouse(url: string, attempt = 1): Promise<LighthouseReport> {
  try {
    const { stdout } = await run(
      path.join(ROOT, 'node_modules/.bin/lighthouse'),
      [url, '--output=json', '--output-path=stdout', '--quiet', `--chrome-flags=${CHROME_FLAGS}`],
      {
        env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' },
        maxBuffer: 64 * 1024 * 1024,
      },
    );
    return JSON.parse(stdout) as LighthouseReport;
  } catch (error) {
    if (attempt >= 3) throw error;
    return lighthouse(url, attempt + 1);
  }
}

/** Every script the page loads (module scripts and modulepreloads), gzipped, in bytes. */
async function homepageScriptBytes(base: string): Promise<{ files: number; gzip: number }> {
  const html = await (await fetch(`${base}/`)).text();
  const urls = new Set<string>();
  for (const match of html.matchAll(
    /<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="([^"]+\.js)"/g,
  )) {
    if (match[1]) urls.add(match[1]);
  }
  // The inline bootstrap imports the entry and route modules; count those too.
  for (const match of html.matchAll(/import\(?\s*"([^"]+\.js)"/g)) if (match[1]) urls.add(match[1]);
  let gzip = 0;
  for (const url of urls) {
    const body = Buffer.from(await (await fetch(new URL(url, base))).arrayBuffer());
    gzip += gzipSync(body, { level: 9 }).length;
  }
  return { files: urls.size, gzip };
}

async function main() {
  const shop = await startShop(PORT);
  try {
    const cards = (await (await fetch(`${shop.base}/api/cards/all?maxResults=1`)).json()) as {
      data: { results: Array<{ fullPath: string }> };
    };
    const articles = (await (await fetch(`${shop.base}/api/articles/latest`)).json()) as {
      data: Array<{ path: string }>;
    };
    const pages = [
      { name: 'homepage', path: '/' },
      { name: 'tag listing', path: '/occasion/birthday' },
      { name: 'card detail', path: cards.data.results[0]?.fullPath ?? '/' },
      { name: 'article', path: articles.data[0]?.path ?? '/articles' },
    ];
    // Warm the image and response caches so Lighthouse measures the steady state a visitor meets.
    for (const page of pages) await fetch(`${shop.base}${page.path}`);

    console.log(
      `Lighthouse, mobile preset, the median of ${LIGHTHOUSE_RUNS} runs a page by performance score (targets: Performance ≥ 95, Accessibility 100, Best Practices ≥ 95, SEO 100)\n`,
    );
    const scoreRows: string[][] = [];
    for (const page of pages) {
      await lighthouse(`${shop.base}${page.path}`); // first run renders and caches the page's images
      const reports: LighthouseReport[] = [];
      for (let sample = 0; sample < LIGHTHOUSE_RUNS; sample += 1)
        reports.push(await lighthouse(`${shop.base}${page.path}`));
      // One run is one sample: on shared cores the same page's score moves by ten points between runs.
      const byScore = reports.sort(
        (a, b) => (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0),
      );
      const report = byScore[Math.floor(byScore.length / 2)] as LighthouseReport;
      const percent = (value: LighthouseReport) =>
        Math.round((value.categories.performance?.score ?? 0) * 100);
      const score = (key: string) => String(Math.round((report.categories[key]?.score ?? 0) * 100));
      const fcp = report.audits['first-contentful-paint']?.numericValue ?? 0;
      const lcp = report.audits['largest-contentful-paint']?.numericValue ?? 0;
      const tbt = report.audits['total-blocking-time']?.numericValue ?? 0;
      const cls = report.audits['cumulative-layout-shift']?.numericValue ?? 0;
      scoreRows.push([
        page.name,
        score('performance'),
        `${percent(byScore[0] as LighthouseReport)}–${percent(byScore[byScore.length - 1] as LighthouseReport)}`,
        score('accessibility'),
        score('best-practices'),
        score('seo'),
        `${(fcp / 1000).toFixed(2)} s`,
        `${(lcp / 1000).toFixed(2)} s`,
        `${Math.round(tbt)} ms`,
        cls.toFixed(3),
      ]);
    }
    printTable(
      ['page', 'performance', 'range', 'accessibility', 'best practices', 'seo', 'FCP', 'LCP', 'TBT', 'CLS'],
      scoreRows,
    );

    const scripts = await homepageScriptBytes(shop.base);
    console.log(
      `\nHomepage JavaScript: ${scripts.files} files, ${(scripts.gzip / 1024).toFixed(1)} KB gzipped (target ≤ 120 KB): ${scripts.gzip <= 120 * 1024 ? 'met' : 'MISSED'}\n`,
    );

    console.log(`Server rendering, autocannon 64 connections, ${SECONDS} s a page\n`);
    const ssrRows: string[][] = [];
    for (const page of pages) {
      const result = await autocannon({
        url: `${shop.base}${page.path}`,
        connections: 64,
        duration: SECONDS,
      });
      ssrRows.push([
        page.name,
        result.requests.average.toFixed(0),
        `${result.latency.p50} ms`,
        `${result.latency.p99} ms`,
        String(result.errors + result.non2xx),
      ]);
    }
    printTable(['page', 'req/s', 'p50', 'p99', 'errors'], ssrRows);
  } finally {
    await shop.stop();
  }
}

await main();
