import { useEffect, useState } from 'react';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { contactFormMachine, selectContactForm, type SendEnquiryInput } from '@northbeam/flows';
import { ContactForm as UiContactForm } from '@northbeam/ui';
import type { Lang } from '../content/cities/types';
import * as enForm from '../content/contactForm';
import * as frForm from '../content/fr/contactForm';
import { plans as enPlans } from '../content/plans';
import { plans as frPlans } from '../content/fr/plans';
import { byLocale } from '../lib/byLocale';
import { site } from '../content/site';
import { loadSupabase, pageLocale } from '../lib/loadSupabase';

/**
 * Sends the enquiry to the send-contact-email function; only the error indicator matters. A filled
 * honeypot goes along as `fax`: the function then answers with its normal success, storing nothing.
 */
const sendEnquiry = fromPromise<void, SendEnquiryInput>(async ({ input }) => {
  const supabase = await loadSupabase();
  // The visitor's acknowledgement is written in the language of the page they wrote from.
  const { error } = await supabase.functions.invoke('send-contact-email', {
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
  const key = new URLSearchParams(search).get('plan');
  const plan = byLocale(lang, enPlans, frPlans).find(
    (item) => item.contactKey !== undefined && item.contactKey === key,
  );
  return plan?.name ?? null;
};

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
  const { budgetOptions, planMessage } = byLocale(lang, enForm, frForm);
  // Read after hydration: the prerendered form is the same for every query.
  const [selectedPlan, setSelectedPlan] = useState<string | null>(null);
  useEffect(() => {
    const plan = planFromQuery(lang, window.location.search);
    if (plan) {
      setSelectedPlan(plan);
      send({ type: 'CHANGE', field: 'message', value: planMessage(plan) });
    }
    const focusHeading = () => {
      if (window.location.hash === `#${anchor}`) document.getElementById(labelledBy)?.focus();
    };
    focusHeading();
    window.addEventListener('hashchange', focusHeading);
    return () => window.removeEventListener('hashchange', focusHeading);
  }, [lang, anchor, labelledBy, send, planMessage]);
  return (
    <UiContactForm
      values={view.fields}
      onChange={(field, value) => send({ type: 'CHANGE', field, value })}
      honeypot={view.honeypot}
      onHoneypotChange={(value) => send({ type: 'CHANGE_HONEYPOT', value })}
      onSubmit={() => send({ type: 'SUBMIT' })}
      submitting={view.isSubmitting}
      notice={view.notice}
      budgetOptions={budgetOptions}
      selectedPlan={selectedPlan}
      aria-labelledby={labelledBy}
    />
  );
}
