// The enquiry form's flow on /contact's prerendered markup: the flows contactFormMachine, its
// `sendEnquiry` actor calling the send-contact-email function, and a render that puts each
// snapshot's view (selectContactForm) on the form with the ui ContactForm's own DOM behaviour
// (error summary, each field's message, busy button, notices). Loaded by islands/contactForm.ts
// on the visitor's first move towards the form; no React. The fields are read into the machine on
// submit (the machine validates then, and its error summary stays until the next submit, GOV.UK's
// pattern), so typing runs no script.
import { createActor, fromPromise } from 'xstate';
import {
  CONTACT_FIELDS,
  contactFormMachine,
  selectContactForm,
  type ContactField,
  type SendEnquiryInput,
} from '@northbeam/flows';
import {
  enhanceContactFormSummary,
  focusContactFormSummary,
  showContactFormState,
} from '@northbeam/ui/enhance';
import { site } from '../content/site';
import { invokeInPageLanguage } from '../lib/invokeInPageLanguage';
import { pageLocale } from '../lib/loadSupabase';
import { failLoudly } from './failLoudly';

/**
 * Sends the enquiry to the send-contact-email function, whose acknowledgement is written in the
 * page's language; only the error indicator matters. A filled honeypot goes along as `fax`: the
 * function then answers with its normal success, storing nothing.
 */
const sendEnquiry = fromPromise<void, SendEnquiryInput>(({ input }) =>
  invokeInPageLanguage('send-contact-email', input),
);

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/**
 * Runs the flow on `form` and returns its submit: the island calls it for the submit that loaded
 * the flow and every one after.
 */
export function runContactForm(root: ParentNode, form: HTMLFormElement): () => void {
  const controls = CONTACT_FIELDS.map((field): [ContactField, Control] => {
    const control = form.querySelector<Control>(`[name="${field}"]`);
    if (!control) throw new Error(`The contact form has no [name="${field}"]`);
    return [field, control];
  });
  const honeypot = form.querySelector<HTMLInputElement>('input[name="fax"]');
  failLoudly(() => enhanceContactFormSummary(root));
  const actor = createActor(contactFormMachine.provide({ actors: { sendEnquiry } }), {
    input: { contactEmail: site.email, locale: pageLocale() },
  });

  /** The fields as typed into the machine (autofill and scripted fills included). */
  const read = () => {
    const { fields, honeypot: kept } = actor.getSnapshot().context;
    for (const [field, control] of controls) {
      if (control.value !== fields[field])
        actor.send({ type: 'CHANGE', field, value: control.value });
    }
    if (honeypot && honeypot.value !== kept)
      actor.send({ type: 'CHANGE_HONEYPOT', value: honeypot.value });
  };

  // What the machine last said of each field: a field is written only when the machine changes it
  // (a sent enquiry empties them), never over what the visitor typed since the submit.
  let written = actor.getSnapshot().context.fields;
  const render = (snapshot: ReturnType<typeof actor.getSnapshot>) => {
    const view = selectContactForm(snapshot);
    for (const [field, control] of controls) {
      if (view.fields[field] !== written[field] && control.value !== view.fields[field])
        control.value = view.fields[field];
    }
    written = view.fields;
    // The ui's behaviour throws naming a part its markup lacks (see failLoudly).
    failLoudly(() =>
      showContactFormState(root, {
        errors: view.errors,
        submitting: view.isSubmitting,
        busyLabel: view.busyLabel,
        // The flows Notice has no success tone; a sent enquiry's notice is the ui's success.
        notice: view.sent && view.notice ? { ...view.notice, tone: 'success' } : view.notice,
      }),
    );
  };
  actor.start();
  read();
  written = actor.getSnapshot().context.fields;
  actor.subscribe(render);
  render(actor.getSnapshot());
  return () => {
    read();
    actor.send({ type: 'SUBMIT' });
    // A refused enquiry: focus to the error summary, which names each field with a link to it.
    if (Object.keys(actor.getSnapshot().context.errors).length > 0)
      failLoudly(() => focusContactFormSummary(root));
  };
}
