import { useId, useLayoutEffect, useRef } from 'react';
import { newsletterLinkNotice, textsFor, type Notice as FlowNotice } from '@northbeam/flows';
import { Button, HoneypotField, Notice, Text, useUiTexts } from '@northbeam/ui';
import type { Lang } from '../content/cities/types';
import type { BlogPageText } from '../content/blog';
import { enhanceNewsletter } from '../islands/newsletter';
import { newsletterHooks as hooks, newsletterLinkOutcomes } from '../islands/newsletterHooks';
import * as css from './components.css';

const noticeTones: FlowNotice['tone'][] = ['default', 'destructive'];
const ignoreValue = () => {};

/**
 * The blog's 'Subscribe to Newsletter' action, as prerendered markup: the blog ships no framework
 * (scripts/page-runtime.mjs), and the island script runs the flows newsletterMachine on this form
 * (islands/newsletter.ts). Double opt-in: newsletter-subscribe stores the address and mails a
 * confirmation link; a filled honeypot goes along as `fax` and gets the same answer, with nothing
 * stored or mailed. Every text is rendered here from flows, so the island carries none; the
 * form's own notices (sent, failed) show above it, where the link outcomes show.
 */
export function NewsletterForm({
  lang,
  texts: words,
}: {
  lang: Lang;
  texts: BlogPageText['newsletter'];
}) {
  const id = useId();
  const notifications = useUiTexts('Toaster').label;
  const ref = useRef<HTMLDivElement>(null);
  // On a page that hydrates, React runs the same island code on its own markup.
  useLayoutEffect(() => {
    if (ref.current) enhanceNewsletter(ref.current);
  }, []);
  return (
    <div ref={ref}>
      {/* Where the mailed links land (/blog?newsletter=<outcome>): the island shows the one the
          address names. */}
      {newsletterLinkOutcomes.map((outcome) => (
        <div
          key={outcome}
          className={css.newsletterOutcome}
          hidden
          {...{ [hooks.outcome]: outcome }}
        >
          <Notice {...newsletterLinkNotice(outcome, lang)!} />
        </div>
      ))}
      {/* The form's own notices, as the toasts of the pages that hydrate: one polite region that
          exists before its first message, so screen readers announce it. */}
      <section
        aria-label={notifications}
        aria-live="polite"
        className={css.newsletterNotices}
        {...{ [hooks.notices]: '' }}
      />
      {noticeTones.map((tone) => (
        <template key={tone} {...{ [hooks.noticeTemplate]: tone }}>
          <Notice tone={tone} title="" description="" />
        </template>
      ))}
      <form
        className={css.newsletter}
        noValidate
        aria-label={words.formLabel}
        {...{ [hooks.form]: '' }}
      >
        <div className={css.field}>
          <label className={css.label} htmlFor={`${id}-email`}>
            {words.emailLabel}
          </label>
          <input
            id={`${id}-email`}
            className={css.input}
            type="email"
            name="email"
            autoComplete="email"
            required
          />
          <Text as="span" size="sm" tone="critical" id={`${id}-error`} {...{ [hooks.error]: '' }} />
        </div>
        <HoneypotField value="" onValueChange={ignoreValue} />
        <Button type="submit">{textsFor(lang).newsletter.button}</Button>
        <noscript>
          <Text tone="muted">{words.needsJavaScript}</Text>
        </noscript>
      </form>
    </div>
  );
}
