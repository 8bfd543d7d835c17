import { frContent } from '../../lib/frText';
import type { NotFoundText } from '../notFound';
import { site } from '../site';

export const notFound: NotFoundText = /* @__PURE__ */ frContent({
  title: `Page introuvable | ${site.name}`,
  description: 'La page que vous cherchez n’existe pas ou a été déplacée.',
  view: {
    heading: 'Oups ! Cette page est introuvable',
    text: 'Le lien est peut-être erroné, ou la page a été déplacée.',
    homeLabel: 'Retour à l’accueil',
    homeHref: '/fr',
  },
});
