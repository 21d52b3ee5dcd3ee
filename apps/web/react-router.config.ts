import type { Config } from '@react-router/dev/config';

// Server-rendered and hydrated; the Fastify server hosts the build in production.
export default {
  appDirectory: 'app',
  // WEB_BUILD_DIR lets several builds coexist (parallel checks); the server reads the same variable.
  buildDirectory: process.env.WEB_BUILD_DIR ?? 'build',
  ssr: true,
  // The shop has some thirty routes: their manifest (a few kilobytes) comes with the first page, so the
  // browser does not watch every link on the page and fetch the routes it may lead to.
  routeDiscovery: { mode: 'initial' },
} satisfies Config;
