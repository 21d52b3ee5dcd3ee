import type { ErrorReport } from '@cardshop/shared/contracts/error-report';
import type { RateLimit, RateLimiter } from '../../platform/rate-limit.ts';

/**
 * Script errors are logged, not stored: they matter while a release is fresh and are read with the rest
 * of the server's log. Per client address a page that fails in a loop sends a handful a minute at most;
 * more than this is a script gone round in circles or someone filling the log.
 */
export const ERROR_REPORTS_PER_IP: RateLimit = { limit: 20, windowSeconds: 10 * 60 };

/** Where a report is written: the request's logger (its lines carry the request id). */
export interface ErrorReportLog {
  warn: (details: Record<string, unknown>, message: string) => void;
}

export type ErrorReportService = ReturnType<typeof createErrorReportService>;

/** The browser's reports of its own script errors (`POST /api/error/report`). */
export function createErrorReportService(deps: { rateLimits: RateLimiter; limit?: RateLimit }) {
  const limit = deps.limit ?? ERROR_REPORTS_PER_IP;
  return {
    /** Writes a validated report to the log; a client over its limit gets a 429 and nothing is written. */
    async report(
      report: ErrorReport,
      client: { ip: string },
      log: ErrorReportLog,
    ): Promise<{ recorded: true }> {
      await deps.rateLimits.enforce([[`error-report:ip:${client.ip}`, limit]]);
      log.warn({ clientError: report }, 'a browser reported a script error');
      return { recorded: true };
    },
  };
}
