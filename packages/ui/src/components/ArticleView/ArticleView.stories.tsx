import preview from '../../stories-support/preview';
import { expect } from 'storybook/test';
import { placeholderImage } from '../../stories-support/placeholderImage';
import { ArticleView, type ArticleViewProps } from './ArticleView';
import { frenchArgs } from '../../stories-support/french';
import { aeoGuide, aeoGuideFr } from '../../stories-support/articles';
import { expectHeading, expectLinks, expectVisibleTexts } from '../../stories-support/play';

const shortBody = `
<p>Search is changing faster than at any time since Google launched. People no longer type two keywords and scan ten blue links: they ask a full question and expect one answer.</p>
<h2>What is Answer Engine Optimization?</h2>
<p>Answer Engine Optimization (AEO) is the practice of structuring your content so that voice assistants, chatbots and AI search features choose it as <strong>the</strong> answer.</p>
<p>Read our <a href="/services">services overview</a> to see how we approach it.</p>
`;

const longBody = `
<p>Search is changing faster than at any time since Google launched. People no longer type two keywords and scan ten blue links: they ask a full question and expect one answer.</p>
<h2>Why AEO matters in 2025</h2>
<p>73% of searches are expected to end without a click by 2025. When an assistant reads out a single answer, there is no second place.</p>
<blockquote>If your business is not the answer, it is invisible.</blockquote>
<h3>The numbers behind the shift</h3>
<ul>
  <li>58% of consumers use voice search daily.</li>
  <li>4.2 billion voice assistants are in use worldwide.</li>
  <li>AI-driven searches grew 127% in a single year.</li>
</ul>
<h2>Five steps to become the answer</h2>
<ol>
  <li><strong>Find the questions.</strong> Mine support tickets, reviews and “People also ask” boxes.</li>
  <li><strong>Answer in the first sentence.</strong> Lead with a 40–60 word direct answer, then expand.</li>
  <li><strong>Add structured data.</strong> FAQ, HowTo and LocalBusiness schema help engines parse your page.</li>
  <li><strong>Build topical authority.</strong> Cluster related articles and link them together.</li>
  <li><strong>Measure citations, not just rankings.</strong> Track how often AI tools mention your brand.</li>
</ol>
<h3>A note for bilingual markets</h3>
<p>In Montréal, Québec City and Sherbrooke, optimise both languages: French and English questions are different queries with different answers. See <a href="/pricing">our bilingual SEO add-on</a>.</p>
<p>Start with the ten questions your customers ask most, and answer each one better than anyone else on the web.</p>
`;

const frenchBody = `
<p>La recherche évolue plus vite que jamais. Les gens ne tapent plus deux mots-clés : ils posent une question complète et attendent une seule réponse.</p>
<h2>Qu’est-ce que l’optimisation pour les moteurs de réponse?</h2>
<p>L’AEO consiste à structurer votre contenu pour que les assistants vocaux et les outils d’IA le choisissent comme <strong>la</strong> réponse.</p>
<ul>
  <li>Répondez dès la première phrase.</li>
  <li>Ajoutez des données structurées.</li>
  <li>Optimisez en français et en anglais.</li>
</ul>
`;

const longBodyFr = `
<p>La recherche évolue plus vite que jamais depuis l’arrivée de Google. Les gens ne tapent plus deux mots-clés pour parcourir dix liens bleus : ils posent une question complète et attendent une seule réponse.</p>
<h2>Pourquoi l’AEO compte en 2025</h2>
<p>D’ici 2025, 73 % des recherches devraient se terminer sans clic. Quand un assistant lit une seule réponse à voix haute, il n’y a pas de deuxième place.</p>
<blockquote>Si votre entreprise n’est pas la réponse, elle est invisible.</blockquote>
<h3>Les chiffres derrière ce virage</h3>
<ul>
  <li>58 % des consommateurs font une recherche vocale chaque jour.</li>
  <li>4,2 milliards d’assistants vocaux sont utilisés dans le monde.</li>
  <li>Les recherches menées par l’IA ont bondi de 127 % en un an.</li>
</ul>
<h2>Cinq étapes pour devenir la réponse</h2>
<ol>
  <li><strong>Trouvez les questions.</strong> Fouillez les demandes de soutien, les avis et les encadrés « Autres questions posées ».</li>
  <li><strong>Répondez dès la première phrase.</strong> Commencez par une réponse directe de 40 à 60 mots, puis développez.</li>
  <li><strong>Ajoutez des données structurées.</strong> Les balisages FAQ, marche à suivre et entreprise locale aident les moteurs à lire votre page.</li>
  <li><strong>Bâtissez votre autorité sur un sujet.</strong> Regroupez les articles apparentés et reliez-les entre eux.</li>
  <li><strong>Mesurez les citations, pas seulement les positions.</strong> Suivez la fréquence à laquelle les outils d’IA nomment votre marque.</li>
</ol>
<h3>Une note pour les marchés bilingues</h3>
<p>À Montréal, à Québec et à Sherbrooke, optimisez les deux langues : les questions en français et en anglais sont des requêtes différentes, avec des réponses différentes. Voyez <a href="/fr/forfaits">notre option de référencement bilingue</a>.</p>
<p>Commencez par les dix questions que vos clients posent le plus souvent, et répondez à chacune mieux que quiconque sur le Web.</p>
`;

/** The cover's description in French: the French story and the French pass of the others. */
const coverFr = {
  src: placeholderImage({ width: 1200, height: 675, label: 'Answer Engine Optimization' }),
  alt: 'Un téléphone intelligent où un assistant vocal répond à une question',
  width: 1200,
  height: 675,
};

// Per story, not on the meta: a meta's French args would also cover the French story's own.
const articleFr = {
  image: coverFr,
  ...aeoGuideFr,
  excerpt:
    'Les assistants vocaux et les robots conversationnels répondent à des millions de questions chaque jour. Voici comment faire de votre entreprise la réponse qu’ils donnent.',
  bodyHtml: frenchBody,
} satisfies Partial<ArticleViewProps>;

const meta = preview.meta({
  title: 'Content/ArticleView',
  component: ArticleView,
  parameters: { layout: 'fullscreen' },
  args: {
    image: {
      src: placeholderImage({ width: 1200, height: 675, label: 'Answer Engine Optimization' }),
      alt: 'A smartphone showing a voice assistant answering a question',
      width: 1200,
      height: 675,
    },
    ...aeoGuide,
    dateTime: '2025-01-15',
    excerpt:
      'Voice assistants and AI chatbots now answer millions of questions a day. Here is how to make your business the answer they give.',
    bodyHtml: shortBody,
  },
});

export const Article = meta.story({
  parameters: frenchArgs<ArticleViewProps>(articleFr),
  play: async ({ canvas }) => {
    await expectHeading(canvas, 'The Complete Guide to Answer Engine Optimization in 2025', 1);
    await expectVisibleTexts(canvas, ['5 min read']);
    await expectHeading(canvas, 'What is Answer Engine Optimization?', 2);
    await expectLinks(canvas, [
      ['Back to Blog', '/blog'],
      ['View All Articles', '/blog'],
    ]);
  },
});

export const LongArticle = meta.story({
  name: 'Long article with lists and headings',
  args: { bodyHtml: longBody },
  parameters: frenchArgs<ArticleViewProps>({ ...articleFr, bodyHtml: longBodyFr }),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('list')).toHaveLength(2);
    await expectVisibleTexts(canvas, [/it is invisible/]);
  },
});

export const French = meta.story({
  args: {
    lang: 'fr-CA',
    image: coverFr,
    category: 'AEO',
    date: '15 janvier 2025',
    title: 'Le guide complet de l’optimisation pour les moteurs de réponse en 2025',
    excerpt:
      'Les assistants vocaux et les robots conversationnels répondent à des millions de questions chaque jour. Voici comment faire de votre entreprise la réponse qu’ils donnent.',
    bodyHtml: frenchBody,
    readTime: '5 min de lecture',
    backLabel: 'Retour au blogue',
    closing: {
      title: 'Continuez votre lecture',
      text: 'D’autres guides sur le SEO propulsé par l’IA et le référencement local au Québec.',
      linkLabel: 'Voir tous les articles',
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('article')).toHaveAttribute('lang', 'fr-CA');
    await expect(canvas.getByRole('link', { name: 'Retour au blogue' })).toBeVisible();
  },
});
