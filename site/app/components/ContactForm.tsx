import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { contactFormMachine, selectContactForm, type SendEnquiryInput } from '@northbeam/flows';
import { ContactForm as UiContactForm } from '@northbeam/ui';
import type { Lang } from '../content/cities/types';
import { budgetOptions as enBudgets } from '../content/contactForm';
import { budgetOptions as frBudgets } from '../content/fr/contactForm';
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

/** The enquiry form: ui's ContactForm driven by the flows contactForm machine. */
export function ContactForm({ labelledBy, lang }: { labelledBy: string; lang: Lang }) {
  const [snapshot, send] = useMachine(machine, {
    input: { contactEmail: site.email, locale: lang },
  });
  const view = selectContactForm(snapshot);
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
      aria-labelledby={labelledBy}
    />
  );
}
