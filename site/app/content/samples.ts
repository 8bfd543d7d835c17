import * as about from './about';
import * as frAbout from './fr/about';
import * as frHome from './fr/home';
import * as frProof from './fr/proof';
import * as home from './home';
import * as proof from './proof';
import { phoneSample } from './samplePhone';

/**
 * The content modules that hold sample content (a `sample` or `…Sample` note on the example:
 * what it stands in for, what replaces it). The production build lists every note found here and
 * refuses to run while one remains (vite.config.ts, scripts/build-env.mjs findSamples); a module
 * that takes in examples belongs in this list.
 */
export const contentWithSamples = {
  // The phone number's note lives here, not beside it in site.ts: site.ts ships in every page's
  // script, and the note is for the build alone.
  site: {
    phoneSample,
    taxRegistrationSample:
      'The GST/HST and QST registration numbers are invented: put the agency’s own, from its Revenu Québec and CRA registrations, in taxRegistration (site/app/content/site.ts) and as the Stripe account’s tax IDs',
  },
  home,
  about,
  proof,
  'fr/home': frHome,
  'fr/about': frAbout,
  'fr/proof': frProof,
};
