import {
  ERROR_REPORT_MESSAGE_MAX,
  ERROR_REPORT_TEXT_MAX,
  ERROR_REPORT_TRACE_MAX,
} from '../rules/error-report.ts';
import * as z from './zod.ts';

// `POST /api/error/report`: a script error a shopper's browser met (route, agent, message, file, line,
// column, trace). It is written to the server's log, never shown back; every field is bounded so a bad or
// hostile report costs little (the route also caps the body's bytes and the reports per client). The
// bounds live in rules/error-report.ts, which the page imports without zod.

export { ERROR_REPORT_BODY_MAX } from '../rules/error-report.ts';

const text = (max: number) => z.string().max(max, 'validation.max');
const position = z
  .number()
  .refine(Number.isInteger, 'validation.integer')
  .min(0, 'validation.min')
  .max(10_000_000, 'validation.max');

export const ErrorReportSchema = z.object({
  /** The page (path and query) the error happened on. */
  route: z.string().min(1, 'validation.required').max(ERROR_REPORT_TEXT_MAX, 'validation.max'),
  /** The browser's user agent. */
  agent: text(ERROR_REPORT_TEXT_MAX).default(''),
  message: z.string().min(1, 'validation.required').max(ERROR_REPORT_MESSAGE_MAX, 'validation.max'),
  /** The script the error came from, when the browser says. */
  file: text(ERROR_REPORT_TEXT_MAX).optional(),
  line: position.optional(),
  column: position.optional(),
  trace: text(ERROR_REPORT_TRACE_MAX).optional(),
});
export type ErrorReport = z.output<typeof ErrorReportSchema>;

export const ErrorReportAnswerSchema = z.object({ recorded: z.literal(true) });
export type ErrorReportAnswer = z.infer<typeof ErrorReportAnswerSchema>;
