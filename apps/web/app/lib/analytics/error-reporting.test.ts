import { ERROR_REPORT_TRACE_MAX } from '@cardshop/shared/rules/error-report';
import { describe, expect, it, vi } from 'vitest';
import { createErrorReporter, toErrorReport } from './error-reporting.ts';

describe('toErrorReport', () => {
  it('carries the route, agent, message, file, line, column and trace of an error event', () => {
    const error = new TypeError("Cannot read properties of undefined (reading 'price')");
    const report = toErrorReport(
      { message: 'Uncaught TypeError: price', file: '/assets/tile.js', line: 12, column: 40, error },
      '/cards?page=2',
      'Mozilla/5.0',
    );
    expect(report).toEqual({
      route: '/cards?page=2',
      agent: 'Mozilla/5.0',
      message: 'Uncaught TypeError: price',
      file: '/assets/tile.js',
      line: 12,
      column: 40,
      trace: error.stack,
    });
  });

  it('names a caught error by its type and message, and cuts a long trace to the contract', () => {
    const error = new RangeError('too far');
    error.stack = 'x'.repeat(ERROR_REPORT_TRACE_MAX + 500);
    const report = toErrorReport({ error }, '/write', 'agent');
    expect(report.message).toBe('RangeError: too far');
    expect(report.trace).toHaveLength(ERROR_REPORT_TRACE_MAX);
    expect(report).not.toHaveProperty('line');
  });

  it('reports a rejection with a value that is not an error, and leaves out impossible positions', () => {
    const report = toErrorReport({ error: 'quota exceeded', line: -1, column: 1.5 }, '/', 'agent');
    expect(report).toEqual({ route: '/', agent: 'agent', message: 'quota exceeded' });
  });
});

describe('createErrorReporter', () => {
  it('sends each distinct error once and no more than the page limit, swallowing send failures', async () => {
    const send = vi.fn(async () => {
      throw new Error('offline');
    });
    const report = createErrorReporter(send, 2);
    const base = { route: '/', agent: 'a', message: 'boom', file: 'a.js', line: 1 };
    expect(report(base)).toBe(true);
    expect(report(base)).toBe(false);
    expect(report({ ...base, line: 2 })).toBe(true);
    expect(report({ ...base, line: 3 })).toBe(false);
    expect(send).toHaveBeenCalledTimes(2);
    await Promise.resolve();
  });
});
