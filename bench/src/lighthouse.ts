import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { ROOT } from './server.ts';

// Lighthouse (mobile preset: simulated slow 4G, 4× CPU) in the system Chromium, one run at a time.
const CHROME_FLAGS =
  '--headless --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync';
/** Chromium's debugging port (the bench's ports are 4400–4499). */
const DEBUGGING_PORT = Number(process.env.LIGHTHOUSE_PORT ?? 4402);
const run = promisify(execFile);

interface LighthouseReport {
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { numericValue?: number }>;
  /** Lighthouse's measure of the machine's speed as it ran (higher is faster). */
  environment?: { benchmarkIndex?: number };
}

/** A page's figures: category scores 0–100, times in ms, CLS unitless. */
export interface PageFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  tbt: number;
  lcp: number;
  cls: number;
  /**
   * Lighthouse's benchmark index of the machine during the run: TBT is simulated from the main-thread work
   * the run saw, so a busy or slow machine inflates it for every build alike. Runs on different days
   * compare only at similar indexes.
   */
  benchmarkIndex: number;
}

/** One Lighthouse run. A run Lighthouse itself fails (a trace without a navigation start, which headless
 * Chromium on these cores now and then records) is not a sample: it is run again, up to three times. */
async function lighthouse(url: string, attempt = 1): Promise<LighthouseReport> {
  try {
    const { stdout } = await run(
      path.join(ROOT, 'node_modules/.bin/lighthouse'),
      [
        url,
        '--output=json',
        '--output-path=stdout',
        '--quiet',
        '--only-categories=performance,accessibility,best-practices,seo',
        `--port=${DEBUGGING_PORT}`,
        `--chrome-flags=${CHROME_FLAGS}`,
      ],
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

/** One run's figures. */
export async function measurePage(url: string): Promise<PageFigures> {
  const report = await lighthouse(url);
  const score = (key: string) => Math.round((report.categories[key]?.score ?? 0) * 100);
  const audit = (key: string) => report.audits[key]?.numericValue ?? 0;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    tbt: audit('total-blocking-time'),
    lcp: audit('largest-contentful-paint'),
    cls: audit('cumulative-layout-shift'),
    benchmarkIndex: report.environment?.benchmarkIndex ?? 0,
  };
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length % 2) return sorted[middle] ?? 0;
  return ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** Each figure's median over the runs (figure by figure, not one median run's), and performance's range. */
export function medianFigures(runs: PageFigures[]): PageFigures & { range: [number, number] } {
  const of = (key: keyof PageFigures) => median(runs.map((figures) => figures[key]));
  const scores = runs.map((figures) => figures.performance);
  return {
    performance: of('performance'),
    accessibility: of('accessibility'),
    bestPractices: of('bestPractices'),
    seo: of('seo'),
    tbt: of('tbt'),
    lcp: of('lcp'),
    cls: of('cls'),
    benchmarkIndex: of('benchmarkIndex'),
    range: [Math.min(...scores), Math.max(...scores)],
  };
}
