// The bounds of a browser's script-error report (`POST /api/error/report`, contracts/error-report.ts), and
// the cut the browser makes before sending, so a long trace arrives shortened instead of being refused.

/** Longest message; a longer one is cut by the browser before it is sent. */
export const ERROR_REPORT_MESSAGE_MAX = 2000;
/** Longest stack trace. */
export const ERROR_REPORT_TRACE_MAX = 8000;
/** Longest route, file address or user agent. */
export const ERROR_REPORT_TEXT_MAX = 2000;
/** The largest body the route reads, in bytes; larger is a 413. */
export const ERROR_REPORT_BODY_MAX = 16 * 1024;

/** A report as the browser sends it. */
export interface ErrorReportInput {
  route: string;
  agent?: string;
  message: string;
  file?: string;
  line?: number;
  column?: number;
  trace?: string;
}

/** Cuts a report's texts to the contract's bounds, so a long trace is sent shortened, not refused. */
export function boundErrorReport(report: ErrorReportInput): ErrorReportInput {
  const cut = (value: string | undefined, max: number) =>
    value === undefined ? undefined : value.slice(0, max);
  return {
    route: report.route.slice(0, ERROR_REPORT_TEXT_MAX) || '/',
    agent: cut(report.agent, ERROR_REPORT_TEXT_MAX),
    message: report.message.slice(0, ERROR_REPORT_MESSAGE_MAX) || 'Error',
    ...(report.file !== undefined ? { file: cut(report.file, ERROR_REPORT_TEXT_MAX) } : {}),
    ...(report.line !== undefined ? { line: report.line } : {}),
    ...(report.column !== undefined ? { column: report.column } : {}),
    ...(report.trace !== undefined ? { trace: cut(report.trace, ERROR_REPORT_TRACE_MAX) } : {}),
  };
}
