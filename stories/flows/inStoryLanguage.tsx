import type { ComponentType } from 'react';
import { useLocale } from '@northbeam/ui';

/**
 * A flow in the story's language: a machine takes its locale (and its texts) when it starts, so
 * switching the language starts the flow again in the other one.
 */
export function inStoryLanguage<Props extends object>(
  Flow: ComponentType<Props & { locale: string }>,
) {
  return function FlowInStoryLanguage(props: Props) {
    const locale = useLocale();
    return <Flow key={locale} {...props} locale={locale} />;
  };
}
