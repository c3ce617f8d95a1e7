import { index, layout, type RouteConfig, route } from '@react-router/dev/routes';

export default [
  index('routes/root-redirect.ts'),
  layout('routes/language-layout.tsx', [
    route(':lang', 'routes/home.tsx'),
    route(':lang/*', 'routes/not-found.tsx'),
  ]),
] satisfies RouteConfig;
