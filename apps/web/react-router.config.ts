import type { Config } from '@react-router/dev/config';

// Server-rendered and hydrated; the Fastify server hosts the build in production.
export default {
  appDirectory: 'app',
  // WEB_BUILD_DIR lets several builds coexist (parallel checks); the server reads the same variable.
  buildDirectory: process.env.WEB_BUILD_DIR ?? 'build',
  ssr: true,
} satisfies Config;
