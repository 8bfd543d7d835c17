// The site's React modules. Each page reads its texts from the locale's content module it is
// given, so a page is written once for every language.

const types = {
  base: `export interface Content {
  locale: 'en-CA' | 'fr-CA';
  nav: Record<string, string>;
  skip: string;
  blurb: string;
  footer: { cities: string; contact: string; rights: string; company: string };
  home: { eyebrow: string; headline: string; subtitle: string; action: string };
  notFound: string;`,
  cities: `  cities: {
    title: string;
    list: { slug: string; name: string; region: string; headline: string; subtitle: string }[];
    stats: { label: string; value: string }[];
    cta: string;
  };`,
  blog: `  blog: {
    title: string;
    category: string;
    readMore: string;
    posts: { id: string; title: string; excerpt: string; date: string; dateTime: string; body: string[] }[];
  };`,
  pricing: `  pricing: {
    title: string;
    intro: string;
    currency: string;
    plans: { name: string; description: string; monthlyPrice: number | null; features: string[]; popular?: boolean }[];
    texts: { monthlyPeriod: string; annualPeriod: string; discountLabel: string; annualBanner: string };
    toggle: { legend: string; monthly: string; annual: string; discount: string };
    labels: { popular: string; quote: string };
    start: string;
    quote: string;
  };`,
  account: `  account: { notConnected: string };`,
};

export function typesFile(pages) {
  return `/** The shape of every locale's texts (src/content/<locale>.ts). */\n${[types.base, ...pages.map((page) => types[page])].join('\n')}\n}\n`;
}

const pageFiles = {
  HomePage: (pages) => `import { Hero } from '@northbeam/ui';
import type { Content } from '../content/types.js';

export function HomePage({ content, base }: { content: Content; base: string }) {
  return (
    <Hero
      eyebrow={content.home.eyebrow}
      headline={content.home.headline}
      subtitle={content.home.subtitle}
      ${pages.includes('pricing') ? 'primaryAction={{ label: content.home.action, href: `${base}/pricing` }}' : ''}
      tone="inverse"
      lang={content.locale}
    />
  );
}
`,
  NotFoundPage: () => `import { Container, Heading, Section } from '@northbeam/ui';
import type { Content } from '../content/types.js';

export function NotFoundPage({ content }: { content: Content }) {
  return (
    <Section aria-labelledby="not-found">
      <Container>
        <Heading level={1} id="not-found">
          {content.notFound}
        </Heading>
      </Container>
    </Section>
  );
}
`,
  CitiesPage:
    () => `import { CityHero, Container, Heading, Link, Section, Stack } from '@northbeam/ui';
import type { Content } from '../content/types.js';
import { NotFoundPage } from './NotFoundPage.js';

export function CitiesPage({ content, base }: { content: Content; base: string }) {
  return (
    <Section aria-labelledby="cities-title">
      <Container>
        <Stack space="lg">
          <Heading level={1} id="cities-title">
            {content.cities.title}
          </Heading>
          <Stack as="ul" space="sm">
            {content.cities.list.map((city) => (
              <li key={city.slug}>
                <Link href={\`\${base}/cities/\${city.slug}\`}>{city.name}</Link>
              </li>
            ))}
          </Stack>
        </Stack>
      </Container>
    </Section>
  );
}

export function CityPage({ content, base, slug }: { content: Content; base: string; slug: string }) {
  const city = content.cities.list.find((entry) => entry.slug === slug);
  if (!city) return <NotFoundPage content={content} />;
  return (
    <CityHero
      eyebrow={city.region}
      headline={city.headline}
      subtitle={city.subtitle}
      ctaLabel={content.cities.cta}
      ctaHref={\`\${base}/\`}
      stats={content.cities.stats}
      lang={content.locale}
    />
  );
}
`,
  BlogPage:
    () => `import { BlogCard, Container, Grid, Heading, Section, Stack, Text } from '@northbeam/ui';
import type { Content } from '../content/types.js';
import { NotFoundPage } from './NotFoundPage.js';

// Replace public/blog-placeholder.svg with each article's own picture.
const image = { src: '/blog-placeholder.svg', alt: '', width: 640, height: 360 };

export function BlogPage({ content }: { content: Content }) {
  return (
    <Section aria-labelledby="blog-title">
      <Container>
        <Stack space="lg">
          <Heading level={1} id="blog-title">
            {content.blog.title}
          </Heading>
          <Grid columns={[1, 2, 3]}>
            {content.blog.posts.map((post) => (
              <BlogCard
                key={post.id}
                id={post.id}
                image={image}
                category={content.blog.category}
                date={post.date}
                dateTime={post.dateTime}
                title={post.title}
                excerpt={post.excerpt}
                readMoreLabel={content.blog.readMore}
                headingLevel={2}
                lang={content.locale}
              />
            ))}
          </Grid>
        </Stack>
      </Container>
    </Section>
  );
}

export function PostPage({ content, id }: { content: Content; id: string }) {
  const post = content.blog.posts.find((entry) => entry.id === id);
  if (!post) return <NotFoundPage content={content} />;
  return (
    <Section aria-labelledby="post-title">
      <Container measure="prose">
        <Stack space="md">
          <Heading level={1} id="post-title">
            {post.title}
          </Heading>
          {post.body.map((paragraph) => (
            <Text key={paragraph}>{paragraph}</Text>
          ))}
        </Stack>
      </Container>
    </Section>
  );
}
`,
  PricingPage:
    () => `import { BillingToggle, Container, Grid, Heading, PlanCard, Section, Stack, Text } from '@northbeam/ui';
import { billingPeriodMachine, selectPricing } from '@northbeam/flows';
import { useMachine } from '@xstate/react';
import type { Content } from '../content/types.js';

export function PricingPage({ content }: { content: Content }) {
  const [snapshot, send] = useMachine(billingPeriodMachine);
  const { pricing } = content;
  const view = selectPricing(snapshot, pricing.plans, { annualDiscount: 0.2, texts: pricing.texts });
  return (
    <Section aria-labelledby="pricing-title">
      <Container>
        <Stack space="xl">
          <Stack space="sm">
            <Heading level={1} id="pricing-title">
              {pricing.title}
            </Heading>
            <Text tone="muted">{pricing.intro}</Text>
          </Stack>
          <BillingToggle
            value={view.period}
            onChange={(period) => send({ type: 'SELECT', period })}
            annualBanner={view.banner}
            labels={pricing.toggle}
          />
          <Grid columns={[1, 1, 3]}>
            {pricing.plans.map((plan, index) => {
              const price = view.plans[index];
              if (!price) return null;
              return (
                <PlanCard
                  key={plan.name}
                  name={plan.name}
                  headingLevel={2}
                  description={plan.description}
                  features={plan.features}
                  popular={plan.popular ?? false}
                  price={price}
                  currency={pricing.currency}
                  locale={content.locale}
                  labels={pricing.labels}
                  ctaLabel={price.amount === null ? pricing.quote : pricing.start}
                  lang={content.locale}
                />
              );
            })}
          </Grid>
        </Stack>
      </Container>
    </Section>
  );
}
`,
  AccountPage: () => `import { useState } from 'react';
import { AuthCard, Container, Section, type AuthCardValues } from '@northbeam/ui';
import { signIn } from '../backend.js';
import type { Content } from '../content/types.js';

export function AccountPage({ content }: { content: Content }) {
  const [values, setValues] = useState<AuthCardValues>({ email: '', password: '', fullName: '' });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <Section>
      <Container measure="prose">
        <AuthCard
          mode="signIn"
          values={values}
          onChange={(field, value) => setValues((old) => ({ ...old, [field]: value }))}
          onSubmit={() => {
            setBusy(true);
            setError(null);
            signIn(values.email, values.password)
              .catch(() => setError(content.account.notConnected))
              .finally(() => setBusy(false));
          }}
          minPasswordLength={8}
          busy={busy}
          error={error ? { description: error } : null}
          headingLevel={1}
          lang={content.locale}
        />
      </Container>
    </Section>
  );
}
`,
};

const familyPages = {
  cities: ['CitiesPage'],
  blog: ['BlogPage'],
  pricing: ['PricingPage'],
  account: ['AccountPage'],
};

/** src/pages/*.tsx for the chosen families. */
export function pageModules(pages) {
  const names = ['HomePage', 'NotFoundPage', ...pages.flatMap((page) => familyPages[page])];
  return Object.fromEntries(names.map((name) => [`src/pages/${name}.tsx`, pageFiles[name](pages)]));
}

const routes = {
  cities: `          <Route path={\`\${base}/cities\`}>
            <CitiesPage content={content} base={base} />
          </Route>
          <Route path={\`\${base}/cities/:slug\`}>
            {(params) => <CityPage content={content} base={base} slug={params.slug} />}
          </Route>`,
  blog: `          <Route path={\`\${base}/blog\`}>
            <BlogPage content={content} />
          </Route>
          <Route path={\`\${base}/blog/:id\`}>{(params) => <PostPage content={content} id={params.id} />}</Route>`,
  pricing: `          <Route path={\`\${base}/pricing\`}>
            <PricingPage content={content} />
          </Route>`,
  account: `          <Route path={\`\${base}/account\`}>
            <AccountPage content={content} />
          </Route>`,
};
const imports = {
  cities: "import { CitiesPage, CityPage } from './pages/CitiesPage.js';",
  blog: "import { BlogPage, PostPage } from './pages/BlogPage.js';",
  pricing: "import { PricingPage } from './pages/PricingPage.js';",
  account: "import { AccountPage } from './pages/AccountPage.js';",
};

/** src/Pages.tsx: one locale's routes under its base path. */
export function pagesRouter(pages) {
  return `import { Route, Switch } from 'wouter';
import type { Content } from './content/types.js';
import { HomePage } from './pages/HomePage.js';
import { NotFoundPage } from './pages/NotFoundPage.js';
${pages.map((page) => imports[page]).join('\n')}

/** One language's pages under its base path ('' or '/fr'). */
export function Pages({ content, base }: { content: Content; base: string }) {
  return (
    <Switch>
      <Route path={base || '/'}>
        <HomePage content={content} base={base} />
      </Route>
${pages.map((page) => routes[page]).join('\n')}
      <Route>
        <NotFoundPage content={content} />
      </Route>
    </Switch>
  );
}
`;
}
