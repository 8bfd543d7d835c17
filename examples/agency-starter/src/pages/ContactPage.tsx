import { ContactForm, Container, Section, Stack } from '@northbeam/ui';
import { useMachine } from '@xstate/react';
import { contactFormMachine, selectContactForm, type ContactField } from '@northbeam/flows';
import { sendEnquiry } from '../backend.js';
import { agency, contactBudgets, contactCities, copy } from '../content.js';
import { PageIntro } from './PageIntro.js';

const harbourlineContactForm = contactFormMachine.provide({ actors: { sendEnquiry } });

export function ContactPage() {
  const [snapshot, send] = useMachine(harbourlineContactForm, {
    input: {
      contactEmail: agency.email,
      locale: agency.locale,
      texts: { successDescription: copy.contact.success },
    },
  });
  const form = selectContactForm(snapshot);

  return (
    <Section aria-labelledby="contact-title">
      <Container measure="prose">
        <Stack space="lg">
          <PageIntro id="contact-title" title={copy.contact.title} intro={copy.contact.intro} />
          <ContactForm
            aria-labelledby="contact-title"
            values={form.fields}
            onChange={(field, value) =>
              send({ type: 'CHANGE', field: field as ContactField, value })
            }
            honeypot={form.honeypot}
            onHoneypotChange={(value) => send({ type: 'CHANGE_HONEYPOT', value })}
            onSubmit={() => send({ type: 'SUBMIT' })}
            submitting={form.isSubmitting}
            notice={form.notice}
            cityOptions={contactCities}
            budgetOptions={contactBudgets}
            labels={{
              city: copy.contact.city,
              cityPlaceholder: copy.contact.cityPlaceholder,
              budget: copy.contact.budget,
              budgetPlaceholder: copy.contact.budgetPlaceholder,
              submit: copy.contact.submit,
            }}
          />
        </Stack>
      </Container>
    </Section>
  );
}
