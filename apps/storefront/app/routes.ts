import { index, layout, type RouteConfig, route } from '@react-router/dev/routes';

export default [
  index('routes/root-redirect.ts'),
  route('api/predictive-search', 'routes/api.predictive-search.ts'),
  route('api/search-featured', 'routes/api.search-featured.ts'),
  route('api/cart-summary', 'routes/api.cart-summary.ts'),
  route('api/consent', 'routes/api.consent.ts'),
  route('api/error-reports', 'routes/api.error-reports.ts'),
  layout('routes/language-layout.tsx', [
    route(':lang', 'routes/home.tsx'),
    route(':lang/newsletter', 'routes/newsletter.tsx'),
    route(':lang/search', 'routes/search.tsx'),
    route(':lang/*', 'routes/not-found.tsx'),
  ]),
] satisfies RouteConfig;
