import { useLayoutEffect, useRef } from 'react';
import { textsFor, type NewsletterLinkAction } from '@northbeam/flows';
import type { Lang } from '../content/cities/types';
import { Button, Heading, Notice, Stack, Text } from '@northbeam/ui';
import { enhanceNewsletterLink } from '../islands/newsletterLink';
import { newsletterLinkHooks as hooks } from '../islands/newsletterLinkHooks';
import * as css from './components.css';

// The flows texts of each panel, read here rather than through the machine's module, which the
// blog must not load before the reader presses the button.
const panelsIn = (
  lang: Lang,
): { action: NewsletterLinkAction; heading: string; intro: string; button: string }[] => {
  const t = textsFor(lang).newsletterLinks;
  return [
    {
      action: 'confirm',
      heading: t.confirmHeading,
      intro: t.confirmIntro,
      button: t.confirmButton,
    },
    {
      action: 'unsubscribe',
      heading: t.unsubscribeHeading,
      intro: t.unsubscribeIntro,
      button: t.unsubscribeButton,
    },
  ];
};

/**
 * Where a newsletter mail's links land: `/blog?newsletter=confirm&token=` and
 * `/blog?newsletter=unsubscribe&email=&token=` show one of these panels above the blog's form
 * (islands/newsletterLink.ts). Opening the link changes nothing (mail scanners open every link in
 * a mail); the panel's button runs the flows newsletterLinkMachine, whose POST confirms or
 * unsubscribes, and the blog then says what happened (`?newsletter=<outcome>`). Prerendered
 * hidden, with every text, so the blog still ships no framework.
 */
export function NewsletterLinkView({ lang }: { lang: Lang }) {
  const t = textsFor(lang).newsletterLinks;
  const ref = useRef<HTMLDivElement>(null);
  // On a page that hydrates, React runs the same island code on its own markup.
  useLayoutEffect(() => {
    if (ref.current) enhanceNewsletterLink(ref.current);
  }, []);
  return (
    <div ref={ref} data-module="newsletter-link">
      {panelsIn(lang).map(({ action, ...page }) => {
        return (
          <div key={action} className={css.newsletterOutcome} hidden {...{ [hooks.panel]: action }}>
            <Stack space="md">
              <Heading level={3} align="center">
                {page.heading}
              </Heading>
              <Text align="center">{page.intro}</Text>
              {/* A live region, not a landmark: the form below owns the section's 'Notifications'. */}
              <div
                aria-live="polite"
                className={css.newsletterNotices}
                {...{ [hooks.notices]: '' }}
              />
              <template {...{ [hooks.noticeTemplate]: '' }}>
                <Notice
                  tone="destructive"
                  title={t.failureTitle}
                  description={t.failureDescription}
                />
              </template>
              <form className={css.newsletterLink} noValidate>
                <Button type="submit">{page.button}</Button>
              </form>
            </Stack>
          </div>
        );
      })}
    </div>
  );
}
