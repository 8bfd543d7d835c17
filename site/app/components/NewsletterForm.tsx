import { useId, useState, type FormEvent } from 'react';
import { Button, Text } from '@northbeam/ui';
import { loadSupabase } from '../lib/loadSupabase';
import { useShowNotice } from './Notices';
import * as css from './components.css';

type Status = 'idle' | 'submitting';

/**
 * The blog's 'Subscribe to Newsletter' action: an e-mail field that invokes newsletter-subscribe
 * (double opt-in). Local state until the flows newsletter machine is exported (site/NEEDS.md).
 */
export function NewsletterForm({ buttonLabel }: { buttonLabel: string }) {
  const id = useId();
  const [email, setEmail] = useState('');
  const [status, setStatus] = useState<Status>('idle');
  const showNotice = useShowNotice();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim())) {
      showNotice({ tone: 'destructive', title: 'Please enter a valid email address.' });
      return;
    }
    setStatus('submitting');
    try {
      const supabase = await loadSupabase();
      const { error } = await supabase.functions.invoke('newsletter-subscribe', {
        body: { email: email.trim() },
      });
      if (error) throw error;
      setEmail('');
      showNotice({
        tone: 'default',
        title: 'Almost there!',
        description: 'Check your inbox: we sent a link to confirm your subscription.',
      });
    } catch (error) {
      console.error('Newsletter subscription failed:', error);
      showNotice({
        tone: 'destructive',
        title: 'Subscription failed',
        description: 'Please try again in a moment.',
      });
    } finally {
      setStatus('idle');
    }
  };

  return (
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
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
      </div>
      <Button type="submit" busy={status === 'submitting'} busyLabel="Subscribing...">
        {buttonLabel}
      </Button>
      <noscript>
        <Text tone="muted">Subscribing needs JavaScript.</Text>
      </noscript>
    </form>
  );
}
