import { ContactForm, Container, Heading, Section, Stack, Text } from '@northbeam/ui';
import { useMachine } from '@xstate/react';
import { contactFormMachine, selectContactForm, type ContactField } from '@northbeam/flows';
import { sendEnquiry } from '../backend.js';
import { agency, contactBudgets, contactCities } from '../content.js';

const harbourlineContactForm = contactFormMachine.provide({ actors: { sendEnquiry } });

export function ContactPage() {
  const [snapshot, send] = useMachine(harbourlineContactForm, {
    input: {
      contactEmail: agency.email,
      locale: agency.locale,
      texts: { successDescription: 'Thank you. We answer every enquiry within one working day.' },
    },
  });
  const form = selectContactForm(snapshot);

  return (
    <Section aria-labelledby="contact-title">
      <Container measure="prose">
        <Stack space="lg">
          <Stack space="sm">
            <Heading level={1} size="1" id="contact-title">
              Talk to Harbourline
            </Heading>
            <Text tone="muted">
              Tell us about your business. We answer every enquiry within one working day.
            </Text>
          </Stack>
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
              city: 'Nearest city',
              cityPlaceholder: 'Choose a city',
              budget: 'Budget per month',
              budgetPlaceholder: 'Choose a range',
              submit: 'Send enquiry',
            }}
          />
        </Stack>
      </Container>
    </Section>
  );
}
