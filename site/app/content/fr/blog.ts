/*
 * CONTRACT (the French blog, /fr/blogue and /fr/blogue/:id), same names and types as content/blog.ts:
 * - `blogPage: BlogPageText`: the blog index's own texts (written here by the site owner of the
 *   core pages; keep them when adding the articles). `articleClosing.action.href` is '/fr/blogue'.
 * - `articles: BlogArticle[]`: the French versions of the three English articles, SAME `id`s
 *   ('1', '2', '3': /fr/blogue/1 is the twin of /blog/1), same `dateTime` and image `src`, a French
 *   `date` in fr-CA form ('15 décembre 2024'), a French `category` ('AEO', 'Blogue',
 *   'Référencement local'), French `title`, `excerpt` (≤ 155 characters: it is the meta
 *   description), image `alt` and `content` (trusted HTML, French, ordinary spaces).
 * Exported through `frContent()` (lib/frText), which sets Quebec spacing in every string.
 * The build check (tests/french.check.ts) fails for an English article without its French twin.
 */
import { frContent } from '../../lib/frText';
import { articles as englishArticles, type BlogArticle, type BlogPageText } from '../blog';

export const blogPage: BlogPageText = /* @__PURE__ */ frContent({
  hero: {
    eyebrow: 'Blogue',
    headline: 'Référencement, AEO et GEO : nos analyses pour les entreprises d’ici',
    subtitle:
      'Des guides concrets de nos stratèges pour gagner en visibilité dans la recherche au Canada.',
  },
  listHeading: 'Articles récents',
  newsletter: {
    heading: 'Abonnez-vous à notre infolettre',
    text: 'Un courriel par mois : tendances de la recherche et conseils pratiques. Désabonnement en tout temps.',
  },
  articleClosing: {
    heading: 'Envie d’en lire plus ?',
    text: 'Découvrez les autres guides de nos stratèges.',
    action: { label: 'Retour à tous les articles', href: '/fr/blogue' },
  },
  readTime: '5 min de lecture',
});

const frenchArticles: Omit<BlogArticle, 'dateModified' | 'author'>[] = /* @__PURE__ */ frContent([
  {
    id: '1',
    title: 'Optimisation pour les moteurs de réponse (AEO) : comment devenir la réponse en 2025',
    date: '15 décembre 2024',
    dateTime: '2024-12-15',
    category: 'AEO',
    excerpt:
      'Les assistants vocaux et les aperçus IA ne donnent qu’une réponse. Voici comment les entreprises d’ici peuvent faire en sorte que ce soit la leur.',
    image: {
      src: '/images/blog/answer-engine-optimization.svg',
      alt: 'Une zone de recherche avec, en dessous, une seule fiche de réponse mise en évidence',
      width: 1200,
      height: 630,
    },
    content: `<p>La recherche passe d’une liste de liens à une réponse unique. Quand on pose une question à Google, à Siri ou à ChatGPT, on obtient de plus en plus souvent une seule réponse plutôt que dix liens bleus. L’optimisation pour les moteurs de réponse (AEO, de l’anglais <i lang="en-CA">answer engine optimization</i>) consiste à faire de votre contenu cette réponse.</p>
<h2>Pourquoi une seule réponse change tout</h2>
<p>Dans une page de résultats classique, la cinquième place amenait encore des visiteurs. Avec un moteur de réponse, seule la source retenue est lue à voix haute, citée ou mise en lien. Les recherches sans clic se multiplient : être la réponse est désormais la seule façon d’être vu.</p>
<h2>Quatre étapes pour vous lancer en AEO</h2>
<ol>
<li><strong>Recueillez les vraies questions.</strong> Servez-vous de la rubrique « Autres questions posées » de Google, de votre boîte de réception commerciale et des appels de vos clients pour dresser la liste de ce que vos acheteurs demandent.</li>
<li><strong>Répondez d’abord, expliquez ensuite.</strong> Placez une réponse directe de 40 à 60 mots en tête de chaque section.</li>
<li><strong>Balisez vos réponses.</strong> Les données structurées de type <code>FAQPage</code>, <code>HowTo</code> et <code>LocalBusiness</code> aident les machines à lire vos réponses.</li>
<li><strong>Gardez vos renseignements à jour.</strong> Des heures d’ouverture, des prix ou des territoires desservis périmés font écarter votre contenu.</li>
</ol>
<h2>Ce qu’il faut mesurer</h2>
<p>Suivez les extraits optimisés obtenus, les mentions dans les aperçus IA et les appels venus de la recherche vocale, pas seulement votre classement. Ces indicateurs montrent si les moteurs de réponse font confiance à votre entreprise.</p>`,
  },
  {
    id: '2',
    title: 'Optimisation pour les moteurs génératifs (GEO) : se faire citer par ChatGPT et Gemini',
    date: '8 décembre 2024',
    dateTime: '2024-12-08',
    category: 'Blogue',
    excerpt:
      'Les outils d’IA générative recommandent maintenant des entreprises par leur nom. Voyez ce qui rend une source digne d’être citée, et comment le devenir.',
    image: {
      src: '/images/blog/generative-engine-optimization.svg',
      alt: 'Une conversation dans laquelle un assistant IA cite le site Web d’une entreprise',
      width: 1200,
      height: 630,
    },
    content: `<p>Les moteurs génératifs comme ChatGPT, Gemini, Copilot et Perplexity rédigent leurs réponses à partir de nombreuses sources et n’en citent que quelques-unes. L’optimisation pour les moteurs génératifs (GEO, de l’anglais <i lang="en-CA">generative engine optimization</i>) consiste à devenir l’une de ces sources citées.</p>
<h2>Ce que cherchent les moteurs génératifs</h2>
<ul>
<li><strong>Des entités claires.</strong> Le nom de votre entreprise, son adresse, ses services et son équipe, décrits de la même façon partout.</li>
<li><strong>Des preuves.</strong> Des statistiques, des études de cas et des données originales qu’un modèle peut citer.</li>
<li><strong>Un consensus.</strong> Des mentions sur des sites tiers dignes de confiance, dans des répertoires et dans les médias.</li>
</ul>
<h2>Premiers gestes concrets</h2>
<p>Publiez un guide vraiment utile, appuyé sur des données, sur votre secteur au Canada. Assurez-vous que votre page « À propos » nomme vos fondateurs et précise leurs titres de compétence. Gardez votre fiche d’établissement Google, votre page LinkedIn et vos inscriptions dans les répertoires cohérentes entre elles.</p>
<h2>Mesurer le GEO</h2>
<p>Chaque mois, posez aux assistants les questions que posent vos clients et notez si votre entreprise est mentionnée. Avec le temps, vous verrez quels contenus vous valent des citations.</p>`,
  },
  {
    id: '3',
    title: 'Le référencement local au Canada : un plan de match ville par ville',
    date: '28 novembre 2024',
    dateTime: '2024-11-28',
    category: 'Référencement local',
    excerpt:
      'De Toronto à Trois-Rivières, la recherche locale ne fonctionne pas de la même façon d’un marché canadien à l’autre. Voici comment vous y préparer.',
    image: {
      src: '/images/blog/local-seo-canada.svg',
      alt: 'Une carte du Canada avec des repères sur les grandes villes',
      width: 1200,
      height: 630,
    },
    content: `<p>La recherche locale au Canada n’est pas un marché unique. La concurrence à Toronto n’a rien à voir avec celle de Regina, et au Québec, la plupart des recherches se font en français. Un bon plan de référencement local commence par la ville.</p>
<h2>Les grands marchés</h2>
<p>À Toronto, à Vancouver et à Montréal, ciblez les quartiers autant que la ville. Les gens cherchent un dentiste à Kitsilano ou un avocat sur le Plateau, et des pages distinctes, vraiment utiles, ressortent dans ces recherches.</p>
<h2>Les villes moyennes en croissance</h2>
<p>Dans les villes en forte croissance comme Barrie, Kitchener et Halifax, les nouveaux arrivants cherchent chaque service à partir de zéro. Une fiche d’établissement Google complète, des avis récents et une page claire sur votre territoire desservi vous font souvent entrer dans le bloc local de Google en quelques semaines.</p>
<h2>Les marchés bilingues</h2>
<p>À Montréal, à Québec, à Sherbrooke, à Ottawa et à Sudbury, planifiez vos pages françaises et anglaises séparément, chacune avec sa propre recherche de mots-clés. Une simple traduction se classe rarement bien.</p>
<h2>La liste de vérification</h2>
<ul>
<li>Le même nom, la même adresse et le même numéro de téléphone dans tous les répertoires canadiens</li>
<li>Une page d’atterrissage par ville que vous desservez vraiment</li>
<li>Des avis qui mentionnent vos services et votre ville</li>
<li>Des données structurées <code>LocalBusiness</code> qui précisent votre territoire desservi</li>
</ul>`,
  },
]);

/** Each French article has its English twin's author and modification date (it translates it). */
export const articles: BlogArticle[] = frenchArticles.map((article) => {
  const english = englishArticles.find((candidate) => candidate.id === article.id);
  if (!english) throw new Error(`French article ${article.id} has no English twin`);
  return { ...article, dateModified: english.dateModified, author: english.author };
});
