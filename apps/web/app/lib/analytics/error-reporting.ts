import { boundErrorReport, type ErrorReportInput } from '@cardshop/shared/rules/error-report';
import { api } from '../api.ts';

// The browser's script errors go to `POST /api/error/report` (route, agent, message, file, line, column,
// trace), where the server logs them. A page reports each distinct error once and at most a few in all,
// so an error thrown in a loop costs one request; the server limits each client address as well.

/** Most reports one page sends. */
export const ERROR_REPORTS_PER_PAGE = 5;
export const ERROR_REPORT_URL = '/api/error/report';

/** What a report is made of: an error event's fields or a caught error. */
export interface ErrorFacts {
  message?: string;
  file?: string;
  line?: number;
  column?: number;
  error?: unknown;
}

/** The report of an error on `route`, seen by `agent`. */
export function toErrorReport(facts: ErrorFacts, route: string, agent: string): ErrorReportInput {
  const error = facts.error instanceof Error ? facts.error : null;
  const message =
    facts.message || (error ? `${error.name}: ${error.message}` : String(facts.error ?? 'Unknown error'));
  const position = (value: number | undefined) =>
    value !== undefined && Number.isInteger(value) && value >= 0 ? value : undefined;
  const line = position(facts.line);
  const column = position(facts.column);
  return boundErrorReport({
    route,
    agent,
    message,
    ...(facts.file ? { file: facts.file } : {}),
    ...(line !== undefined ? { line } : {}),
    ...(column !== undefined ? { column } : {}),
    ...(error?.stack ? { trace: error.stack } : {}),
  });
}

/** Sends reports, each distinct one once, `limit` in all; `send` failures are swallowed. */
export function createErrorReporter(
  send: (report: ErrorReportInput) => Promise<unknown>,
  limit = ERROR_REPORTS_PER_PAGE,
) {
  const seen = new Set<string>();
  return (report: ErrorReportInput): boolean => {
    const key = `${report.message}|${report.file ?? ''}|${report.line ?? ''}|${report.column ?? ''}`;
    if (seen.has(key) || seen.size >= limit) return false;
    seen.add(key);
    void send(report).catch(() => undefined);
    return true;
  };
}

let reporter: ((report: ErrorReportInput) => boolean) | null = null;

function browserReporter() {
  reporter ??= createErrorReporter((report) =>
    // A signed-out visitor reports too; a 401 must not send anyone to the login page.
    api(ERROR_REPORT_URL, { method: 'POST', json: report, ignoreAuthFailure: true }),
  );
  return reporter;
}

/** Reports an error caught by the page (an error boundary); browser only. */
export function reportError(facts: ErrorFacts): void {
  if (typeof window === 'undefined') return;
  browserReporter()(
    toErrorReport(facts, `${window.location.pathname}${window.location.search}`, navigator.userAgent),
  );
}

/** Reports uncaught errors and unhandled rejections of the page; returns the function that stops. */
export function installErrorReporting(): () => void {
  const onError = (event: ErrorEvent) =>
    reportError({
      message: event.message,
      file: event.filename,
      line: event.lineno,
      column: event.colno,
      error: event.error,
    });
  const onRejection = (event: PromiseRejectionEvent) => reportError({ error: event.reason });
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  return () => {
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
  };
}
