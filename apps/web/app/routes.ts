import { index, type RouteConfig, route } from '@react-router/dev/routes';

export default [
  index('routes/home.tsx'),
  route('write', 'routes/write.tsx'),
  // Every other path is resolved by the content finder (tags, artists, cards, articles, pages …).
  route('*', 'routes/content.tsx'),
] satisfies RouteConfig;
