import { index, layout, type RouteConfig, route } from '@react-router/dev/routes';

export default [
  index('routes/root-redirect.ts'),
  route('api/predictive-search', 'routes/api.predictive-search.ts'),
  route('api/search-featured', 'routes/api.search-featured.ts'),
  route('api/cart-summary', 'routes/api.cart-summary.ts'),
  route('api/product-stock', 'routes/api.product-stock.ts'),
  route('robots.txt', 'routes/robots-txt.ts'),
  route('sitemap.xml', 'routes/sitemap-index.ts'),
  route(':lang/sitemap.xml', 'routes/sitemap-language.ts'),
  route('api/consent', 'routes/api.consent.ts'),
  route('api/error-reports', 'routes/api.error-reports.ts'),
  route(':lang/cart/ordered', 'routes/cart-ordered.ts'),
  layout('routes/language-layout.tsx', [
    route(':lang', 'routes/home.tsx'),
    route(':lang/newsletter', 'routes/newsletter.tsx'),
    route(':lang/search', 'routes/search.tsx'),
    route(':lang/c/:handle', 'routes/collection.tsx'),
    route(':lang/p/:handle', 'routes/product.tsx'),
    route(':lang/e/:slug', 'routes/content-page.tsx'),
    route(':lang/a', 'routes/article-index.tsx'),
    route(':lang/a/:slug', 'routes/article.tsx'),
    route(':lang/cart', 'routes/cart.tsx'),
    route(':lang/*', 'routes/not-found.tsx'),
  ]),
] satisfies RouteConfig;
