/** The English labels, then the French twins' (content/fr/blog.ts). */
type BlogCategory = 'AEO' | 'Blog' | 'Local SEO' | 'Blogue' | 'Référencement local';

export interface BlogArticle {
  id: '1' | '2' | '3';
  title: string;
  /** Display date (spec: text) and its ISO form for <time> and JSON-LD. */
  date: string;
  dateTime: string;
  /** ISO date of the article's last revision (dateModified, the feed's updated, sitemap lastmod). */
  dateModified: string;
  /** A team member's name as the about page lists it (the byline and the JSON-LD author). */
  author: string;
  category: BlogCategory;
  excerpt: string;
  /** Trusted, static HTML written by the agency. */
  content: string;
  image: { src: string; alt: string; width: number; height: number };
}

const READ_TIME = '5 min read';

/** The blog index and article pages' own texts (the French twin has the same shape). */
export interface BlogPageText {
  hero: { eyebrow: string; headline: string; subtitle: string };
  listHeading: string;
  newsletter: {
    heading: string;
    text: string;
    // The form's words are the ui NewsletterForm's (its locale packs), its button's the flows'
    // `newsletter.button`, which the island swaps for `subscribing` while it sends.
  };
  articleClosing: { heading: string; text: string; action: { label: string; href: string } };
  /** The reading time every card shows. */
  readTime: string;
}

export const blogPage: BlogPageText = {
  hero: {
    eyebrow: 'Blog',
    headline: 'SEO, AEO and GEO Insights for Canadian Businesses',
    subtitle: 'Practical guides from our strategists on winning search in Canada.',
  },
  listHeading: 'Latest Articles',
  newsletter: {
    heading: 'Subscribe to Our Newsletter',
    text: 'One e-mail a month with new search trends and practical tips. Unsubscribe at any time.',
  },
  articleClosing: {
    heading: 'Want More Insights?',
    text: 'Read more guides from our strategists.',
    action: { label: 'Back to All Articles', href: '/blog' },
  },
  readTime: READ_TIME,
};

export const articles: BlogArticle[] = [
  {
    id: '1',
    title: 'Answer Engine Optimization: How to Become the Answer in 2025',
    date: 'December 15, 2024',
    dateTime: '2024-12-15',
    dateModified: '2026-11-22',
    author: 'Sarah Chen',
    category: 'AEO',
    excerpt:
      'Voice assistants and AI overviews give one answer. Here is how Canadian businesses can make sure it is theirs.',
    image: {
      src: '/images/blog/answer-engine-optimization.svg',
      alt: 'A search box with a single highlighted answer card beneath it',
      width: 1200,
      height: 630,
    },
    content: `<p>Search is changing from a list of links to a single answer. When someone asks Google, Siri or ChatGPT a question, they increasingly get one response instead of ten blue links. Answer engine optimization (AEO) is the practice of making your content that response.</p>
<h2>Why one answer changes everything</h2>
<p>With a traditional results page, ranking fifth still brought visitors. With an answer engine, only the chosen source is read aloud, quoted or cited. Zero-click searches keep growing, so being the answer is now the way to be seen at all.</p>
<h2>Four steps to start with AEO</h2>
<ol>
<li><strong>Collect the real questions.</strong> Use People Also Ask, your sales inbox and customer calls to list what buyers ask.</li>
<li><strong>Answer first, then explain.</strong> Put a direct, 40 to 60 word answer at the top of each section.</li>
<li><strong>Mark it up.</strong> FAQPage, HowTo and LocalBusiness structured data help machines read your answers.</li>
<li><strong>Keep facts current.</strong> Hours, prices and service areas that are out of date get your content skipped.</li>
</ol>
<h2>What to measure</h2>
<p>Track featured snippets won, mentions in AI overviews and calls from voice search, not just rankings. These show whether answer engines trust your business.</p>`,
  },
  {
    id: '2',
    title: 'Generative Engine Optimization: Getting Cited by ChatGPT and Gemini',
    date: 'December 8, 2024',
    dateTime: '2024-12-08',
    dateModified: '2026-11-22',
    author: 'Priya Sharma',
    category: 'Blog',
    excerpt:
      'Generative AI tools now recommend businesses by name. Learn what makes a source worth citing and how to become one.',
    image: {
      src: '/images/blog/generative-engine-optimization.svg',
      alt: 'A chat conversation in which an AI assistant cites a business website',
      width: 1200,
      height: 630,
    },
    content: `<p>Generative engines such as ChatGPT, Gemini, Copilot and Perplexity write answers from many sources and cite a few of them. Generative engine optimization (GEO) is the work of becoming one of those cited sources.</p>
<h2>What generative engines look for</h2>
<ul>
<li><strong>Clear entities.</strong> Your business name, location, services and people described the same way everywhere.</li>
<li><strong>Evidence.</strong> Statistics, case studies and original data that a model can quote.</li>
<li><strong>Consensus.</strong> Mentions on trusted third-party sites, directories and news.</li>
</ul>
<h2>Practical first moves</h2>
<p>Publish one genuinely useful, data-backed guide for your industry in Canada. Make sure your About page names your founders and credentials. Keep your Google Business Profile, LinkedIn and directory listings consistent.</p>
<h2>Measuring GEO</h2>
<p>Ask the assistants the questions your customers ask, every month, and record whether you are mentioned. Over time you will see which content earns citations.</p>`,
  },
  {
    id: '3',
    title: 'Local SEO in Canada: A City-by-City Playbook',
    date: 'November 28, 2024',
    dateTime: '2024-11-28',
    dateModified: '2026-11-22',
    author: 'Marc-André Tremblay',
    category: 'Local SEO',
    excerpt:
      'From Toronto to Trois-Rivières, local search works differently in every Canadian market. Here is how to plan for it.',
    image: {
      src: '/images/blog/local-seo-canada.svg',
      alt: 'A map of Canada with location pins on major cities',
      width: 1200,
      height: 630,
    },
    content: `<p>Canadian local search is not one market. Competition in Toronto looks nothing like competition in Regina, and in Quebec most searches happen in French. A good local SEO plan starts with the city.</p>
<h2>Big-city markets</h2>
<p>In Toronto, Vancouver and Montréal, target neighbourhoods as well as the city. Searchers look for a dentist in Kitsilano or a lawyer in the Plateau, and separate, genuinely useful pages win those searches.</p>
<h2>Growing and mid-sized cities</h2>
<p>In fast-growing cities like Barrie, Kitchener and Halifax, newcomers search for every service from scratch. A complete Google Business Profile, fresh reviews and a clear service-area page often reach the map pack within weeks.</p>
<h2>Bilingual markets</h2>
<p>In Montréal, Québec, Sherbrooke, Ottawa and Sudbury, plan French and English pages separately, with their own keyword research. Translation alone rarely ranks.</p>
<h2>The checklist</h2>
<ul>
<li>Consistent name, address and phone on every Canadian directory</li>
<li>One landing page per city you truly serve</li>
<li>Reviews that mention your services and city</li>
<li>LocalBusiness structured data with your service area</li>
</ul>`,
  },
];

/** What the blog's cards and the article page both show about an article: picked once. */
export const articleSummary = (article: BlogArticle, readTime = blogPage.readTime) => {
  const { image, category, date, dateTime, title, excerpt } = article;
  return { image, category, date, dateTime, title, excerpt, readTime };
};
