import { useEffect, useSyncExternalStore } from 'react';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { contactFormMachine, selectContactForm, type SendEnquiryInput } from '@northbeam/flows';
import { ContactForm as UiContactForm, enCAParts, useUiTextsOr } from '@northbeam/ui';
import type { Lang } from '../content/cities/types';
import { budgetOptions as enBudgets } from '../content/contactForm';
import { budgetOptions as frBudgets } from '../content/fr/contactForm';
import { contactPlanKeys, planNames as enNames } from '../content/planNames';
import { planNames as frNames } from '../content/fr/planNames';
import { byLocale } from '../lib/byLocale';
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
 * The plan a pricing page's 'Talk to us' names (`?plan=enterprise`): only a plan sold by contract,
 * by its key; anything else in the query is ignored.
 */
const planFromQuery = (lang: Lang, search: string): string | null => {
  const key = contactPlanKeys.find((item) => item === new URLSearchParams(search).get('plan'));
  return key ? byLocale(lang, enNames, frNames)[key] : null;
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
}: {
  labelledBy: string;
  anchor: string;
  lang: Lang;
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
    () => planFromQuery(lang, window.location.search),
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
      budgetOptions={byLocale(lang, enBudgets, frBudgets)}
      selectedPlan={selectedPlan}
      aria-labelledby={labelledBy}
    />
  );
}
