/*
 * CONTRACT (the French legal documents, /fr/confidentialite and /fr/conditions), same names and
 * types as content/legal.ts:
 * - `privacy: LegalDoc` with path '/fr/confidentialite', `terms: LegalDoc` with path
 *   '/fr/conditions': complete French versions (same clauses, same `lastUpdatedIso`), French
 *   `lastUpdated` ('3 janvier 2025'), `title`, `description` (≤ 155 characters), `intro`, sections.
 * - `legalContact`: the contact block (written here already; keep it).
 * - `legalDocs = [privacy, terms]`.
 * Exported through `frContent()` (lib/frenchTypography), which sets Quebec spacing in every string.
 * Until these exist the French legal pages are not built and the twin check fails.
 */
import { frContent } from '../../lib/frText';
import type { LegalDoc } from '../legal';
import { site } from '../site';

export const legalContact = /* @__PURE__ */ frContent({
  heading: 'Nous joindre',
  intro: 'Pour toute question sur ce document, écrivez-nous ou appelez-nous :',
  email: site.email,
  phone: site.phone,
  address: 'Toronto (Ontario) Canada',
});

export const legalDocs: LegalDoc[] = [];
