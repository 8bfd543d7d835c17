import { type RouteConfig, index, route } from '@react-router/dev/routes';
import { cities } from './content/cities';

export default [
  index('routes/home.tsx'),
  route('services', 'routes/services.tsx'),
  route('about', 'routes/about.tsx'),
  route('contact', 'routes/contact.tsx'),
  route('pricing', 'routes/pricing.tsx'),
  route('why-aeo-essential', 'routes/why-aeo.tsx'),
  route('why-ai-seo-essential', 'routes/why-ai-seo.tsx'),
  route('auth', 'routes/auth.tsx'),
  route('dashboard', 'routes/dashboard.tsx'),
  route('blog', 'routes/blog.tsx'),
  route('blog/:id', 'routes/blog-article.tsx'),
  route('privacy', 'routes/legal.tsx', { id: 'privacy' }),
  route('terms', 'routes/legal.tsx', { id: 'terms' }),
  // One module, one route per city: every city page is a real, prerendered path.
  ...cities.map((city) => route(city.slug, 'routes/city.tsx', { id: `city-${city.slug}` })),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
