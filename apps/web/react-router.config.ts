import type { Config } from '@react-router/dev/config';

// Server-rendered and hydrated; the Fastify server hosts the build in production.
export default {
  appDirectory: 'app',
  buildDirectory: 'build',
  ssr: true,
} satisfies Config;
