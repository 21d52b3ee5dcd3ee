import { randomUUID } from 'node:crypto';
import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import type { DestinationStream, LoggerOptions } from 'pino';
import { isSecretName, type LogRedaction, REDACTED } from './log-redaction.ts';

/**
 * Pino options for Fastify: JSON lines, each carrying the request id (`reqId`), with no secret in them
 * (log-redaction.ts): request URLs, messages, logged fields and errors all pass through the redaction.
 */
export function loggerOptions(
  level: string,
  redaction: LogRedaction,
  stream?: DestinationStream,
): Pick<FastifyServerOptions, 'logger' | 'genReqId' | 'requestIdHeader'> {
  const logger: LoggerOptions & { stream?: DestinationStream } = {
    level,
    serializers: {
      // Fastify's request fields, the URL redacted (a query's password, a link's token).
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: redaction.text(request.url),
        version: request.headers?.['accept-version'],
        // The Host header: X-Forwarded-Host is never believed (links come from PUBLIC_URL).
        host: request.headers?.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
      err: (error: unknown) => redaction.error(error),
    },
    formatters: {
      // Every other field of a line; `req`, `res` and `err` have their serializers.
      log: (object) =>
        Object.fromEntries(
          Object.entries(object).map(([key, value]) => [
            key,
            SERIALIZED.has(key) ? value : isSecretName(key) ? REDACTED : redaction.fields(value),
          ]),
        ),
    },
    hooks: {
      // Messages: Fastify writes URLs into some ("Route GET:/… not found"); an error's own message too.
      logMethod(args, method) {
        const [first, ...rest] = args as unknown[];
        if (first instanceof Error && typeof rest[0] !== 'string') {
          return method.apply(this, [{ err: first }, redaction.text(first.message)] as never);
        }
        const redacted = [first, ...rest.map((arg) => redaction.fields(arg))];
        if (typeof first === 'string') redacted[0] = redaction.text(first);
        return method.apply(this, redacted as never);
      },
    },
  };
  if (stream) logger.stream = stream;
  return {
    logger,
    // Honour an id from the load balancer, else make one; either way it is on every log line.
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
  };
}

const SERIALIZED = new Set(['req', 'res', 'err']);
