import { useEffect, useSyncExternalStore } from 'react';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { contactFormMachine, selectContactForm, type SendEnquiryInput } from '@northbeam/flows';
import { ContactForm as UiContactForm, enCAParts, useUiTextsOr } from '@northbeam/ui';
import type { Lang } from '../content/cities/types';
import type { budgetOptions } from '../content/contactForm';
import type { PlanKey } from '../content/planNames';
import { site } from '../content/site';
import { loadFunctions, pageLocale } from '../lib/loadSupabase';

/**
 * Sends the enquiry to the send-contact-email function; only the error indicator matters. A filled
 * honeypot goes along as `fax`: the function then answers with its normal success, storing nothing.
 */
const sendEnquiry = fromPromise<void, SendEnquiryInput>(async ({ input }) => {
  const functions = await loadFunctions();
  // The visitor's acknowledgement is written in the language of the page they wrote from.
  const { error } = await functions.invoke('send-contact-email', {
    body: { ...input, locale: pageLocale() },
  });
  if (error) throw error;
});

const machine = contactFormMachine.provide({ actors: { sendEnquiry } });

/**
 * The form's words in the page's language that are the site's, not the ui's: written by the
 * prerender into the page (acting/contactForm.tsx), so the form's script carries neither
 * language's (content/contactForm.ts, content/fr/contactForm.ts, the plans' names).
 */
export type ContactFormContent = {
  budgetOptions: typeof budgetOptions;
  /** The names of the plans sold by contract (content/planNames.ts's `contactPlanKeys`), by key. */
  planNames: Partial<Record<PlanKey, string>>;
};

/**
 * The plan a pricing page's 'Talk to us' names (`?plan=enterprise`): only a plan sold by contract,
 * by its key; anything else in the query is ignored.
 */
const planFromQuery = (planNames: ContactFormContent['planNames'], search: string) => {
  const key = new URLSearchParams(search).get('plan');
  return key !== null && Object.hasOwn(planNames, key) ? (planNames[key as PlanKey] ?? null) : null;
};

/** The page's query does not change while the form is open (a new query is a new document). */
const staticQuery = () => () => {};

/**
 * The enquiry form: ui's ContactForm driven by the flows contactForm machine. Reached by an audit
 * button (`#anchor`), it moves focus to its heading, so keyboard and screen-reader users start at
 * the form rather than the top of the page.
 */
export function ContactForm({
  labelledBy,
  anchor,
  lang,
  content,
}: {
  labelledBy: string;
  anchor: string;
  lang: Lang;
  content: ContactFormContent;
}) {
  const [snapshot, send] = useMachine(machine, {
    input: { contactEmail: site.email, locale: lang },
  });
  const view = selectContactForm(snapshot);
  const labels = useUiTextsOr('ContactForm', enCAParts.ContactForm);
  // The query is read after hydration (the prerendered form is the same for every query): the
  // server's snapshot is none, the browser's the plan its address names.
  const selectedPlan = useSyncExternalStore(
    staticQuery,
    () => planFromQuery(content.planNames, window.location.search),
    () => null,
  );
  useEffect(() => {
    // The message starts with the plan's line ('Plan: Enterprise'), so the enquiry names it.
    if (selectedPlan)
      send({ type: 'CHANGE', field: 'message', value: `${labels.selectedPlan(selectedPlan)}\n\n` });
  }, [selectedPlan, send, labels]);
  useEffect(() => {
    // Audit buttons are on other pages (a document navigation), so the hash is read once.
    if (window.location.hash === `#${anchor}`) document.getElementById(labelledBy)?.focus();
  }, [anchor, labelledBy]);
  return (
    <UiContactForm
      values={view.fields}
      onChange={(field, value) => send({ type: 'CHANGE', field, value })}
      honeypot={view.honeypot}
      onHoneypotChange={(value) => send({ type: 'CHANGE_HONEYPOT', value })}
      onSubmit={() => send({ type: 'SUBMIT' })}
      submitting={view.isSubmitting}
      // The flows Notice has no success tone; a sent enquiry's notice is the ui's success.
      notice={view.sent && view.notice ? { ...view.notice, tone: 'success' } : view.notice}
      fieldErrors={view.errors}
      budgetOptions={content.budgetOptions}
      selectedPlan={selectedPlan}
      aria-labelledby={labelledBy}
    />
  );
}
