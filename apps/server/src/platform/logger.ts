import { randomUUID } from 'node:crypto';
import type { FastifyServerOptions } from 'fastify';

/** Pino options for Fastify: JSON lines, each carrying the request id (`reqId`), secrets redacted. */
export function loggerOptions(
  level: string,
): Pick<FastifyServerOptions, 'logger' | 'genReqId' | 'requestIdHeader'> {
  return {
    logger: {
      level,
      redact: ['req.headers.cookie', 'req.headers.authorization', 'req.headers["x-csrf-token"]'],
    },
    // Honour an id from the load balancer, else make one; either way it is on every log line.
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
  };
}
