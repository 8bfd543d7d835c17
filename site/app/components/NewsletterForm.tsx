import { useEffect, useId, useSyncExternalStore, type FormEvent } from 'react';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import {
  newsletterLinkNotice,
  newsletterMachine,
  selectNewsletter,
  type SubscribeToNewsletterInput,
} from '@northbeam/flows';
import { Button, HoneypotField, Notice, Text } from '@northbeam/ui';
import { loadSupabase } from '../lib/loadSupabase';
import { useShowNotice } from './Notices';
import * as css from './components.css';

/**
 * Double opt-in: newsletter-subscribe stores the address and mails a confirmation link. A filled
 * honeypot goes along as `fax` and gets the same answer, with nothing stored or mailed.
 */
const subscribeToNewsletter = fromPromise<void, SubscribeToNewsletterInput>(async ({ input }) => {
  const supabase = await loadSupabase();
  const { error } = await supabase.functions.invoke('newsletter-subscribe', { body: input });
  if (error) throw error;
});

const subscribeToNothing = () => () => {};
const linkOutcomeInUrl = () => new URLSearchParams(window.location.search).get('newsletter');
const noOutcomeOnServer = () => null;

const machine = newsletterMachine.provide({ actors: { subscribeToNewsletter } });

/** The blog's 'Subscribe to Newsletter' action: an e-mail field driven by the flows machine. */
export function NewsletterForm() {
  const id = useId();
  const [snapshot, send] = useMachine(machine);
  const view = selectNewsletter(snapshot);
  const showNotice = useShowNotice();
  // The confirmation and unsubscribe links land on /blog?newsletter=<outcome>; the page is
  // prerendered, so the outcome is read from the address once the form runs in the browser.
  const linkNotice = newsletterLinkNotice(
    useSyncExternalStore(subscribeToNothing, linkOutcomeInUrl, noOutcomeOnServer),
  );

  useEffect(() => {
    if (view.notice) showNotice(view.notice);
  }, [view.notice, showNotice]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    send({ type: 'SUBMIT' });
  };

  const errorId = `${id}-error`;
  return (
    <>
      {linkNotice && (
        <div className={css.newsletterOutcome}>
          <Notice {...linkNotice} />
        </div>
      )}
      <form className={css.newsletter} onSubmit={onSubmit} noValidate aria-label="Newsletter">
        <div className={css.field}>
          <label className={css.label} htmlFor={`${id}-email`}>
            Email address
          </label>
          <input
            id={`${id}-email`}
            className={css.input}
            type="email"
            name="email"
            autoComplete="email"
            required
            aria-invalid={view.error ? true : undefined}
            aria-describedby={view.error ? errorId : undefined}
            value={view.email}
            onChange={(event) => send({ type: 'CHANGE', value: event.target.value })}
          />
          {view.error && (
            <Text as="span" size="sm" tone="critical" id={errorId}>
              {view.error}
            </Text>
          )}
        </div>
        <HoneypotField
          value={view.honeypot}
          onValueChange={(value) => send({ type: 'CHANGE_HONEYPOT', value })}
        />
        <Button type="submit" busy={view.isSubmitting} busyLabel={view.submitLabel}>
          {view.submitLabel}
        </Button>
        <noscript>
          <Text tone="muted">Subscribing needs JavaScript.</Text>
        </noscript>
      </form>
    </>
  );
}
