import { ContactForm as UiContactForm, enCAParts, useUiTextsOr } from '@northbeam/ui';
import type { Lang } from '../content/cities/types';
import * as en from '../content/contactForm';
import * as fr from '../content/fr/contactForm';
import { contactPlanKeys, planNames as enNames } from '../content/planNames';
import { planNames as frNames } from '../content/fr/planNames';
import { byLocale } from '../lib/byLocale';
import { contactFormIslandHooks as hooks } from '../islands/contactFormHooks';
import { CONTACT_FIELDS } from '@northbeam/flows';

/** The form as the page first shows it: every field empty. */
const emptyValues = Object.fromEntries(CONTACT_FIELDS.map((field) => [field, ''])) as Record<
  (typeof CONTACT_FIELDS)[number],
  string
>;

// The prerender's form is inert: the island (islands/contactForm.ts) runs it in the browser.
const inert = () => {};

/**
 * /contact's enquiry form, as prerendered markup: the ui ContactForm with every text the flow can
 * show (its error summary, messages and notices as hidden parts and templates), and on its
 * container the line naming each plan sold by contract, in the page's language, for a pricing
 * page's 'Talk to us' (`?plan=enterprise`). The page ships no React: the island
 * (islands/contactForm.ts) preselects the plan and takes an audit button's focus as the page
 * starts, and runs the flows contactFormMachine on the markup once the visitor reaches for the
 * form (islands/contactFormFlow.ts).
 */
export function ContactForm({ labelledBy, lang }: { labelledBy: string; lang: Lang }) {
  const labels = useUiTextsOr('ContactForm', enCAParts.ContactForm);
  const names = byLocale(lang, enNames, frNames);
  const planLines = Object.fromEntries(
    contactPlanKeys.map((key) => [key, labels.selectedPlan(names[key])]),
  );
  return (
    <div data-module={hooks.module} {...{ [hooks.planLines]: JSON.stringify(planLines) }}>
      <UiContactForm
        values={emptyValues}
        onChange={inert}
        onSubmit={inert}
        budgetOptions={byLocale(lang, en, fr).budgetOptions}
        aria-labelledby={labelledBy}
      />
    </div>
  );
}
