import { useLayoutEffect, useRef } from 'react';
import { newsletterLinkNotice, textsFor } from '@northbeam/flows';
import { NewsletterForm as NewsletterFormView, Notice } from '@northbeam/ui';
import type { Lang } from '../content/cities/types';
import { enhanceNewsletter } from '../islands/newsletter';
import { newsletterHooks as hooks, newsletterLinkOutcomes } from '../islands/newsletterHooks';
import * as css from './components.css';

/**
 * The blog's 'Subscribe to Newsletter' action, as prerendered markup: the ui NewsletterForm, above
 * it the notices of where a mailed link lands. The blog ships no framework
 * (scripts/page-runtime.mjs): the island script runs the flows newsletterMachine on this markup
 * with the ui form's own DOM behaviour (islands/newsletterFlow.ts). Double opt-in:
 * newsletter-subscribe stores the address and mails a confirmation link; a filled honeypot goes
 * along as `fax` and gets the same answer, with nothing stored or mailed. The button's words are
 * the flow's (it swaps them while it sends), the form's others the ui pack's.
 */
export function NewsletterForm({ lang }: { lang: Lang }) {
  const ref = useRef<HTMLDivElement>(null);
  // On a page that hydrates, React runs the same island code on its own markup.
  useLayoutEffect(() => {
    if (ref.current) enhanceNewsletter(ref.current);
  }, []);
  const words = textsFor(lang).newsletter;
  return (
    <div ref={ref} data-module="newsletter">
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
      <NewsletterFormView labels={{ submit: words.button, submitting: words.subscribing }} />
    </div>
  );
}
