import type { ComponentType } from 'react';
import { useLocale } from '@northbeam/ui';

/**
 * The flow in the story's language: a machine takes its locale (and its texts) when it starts, so
 * switching the language starts the flow again in the other one.
 */
export function inStoryLocale<Props extends object>(
  Flow: ComponentType<Props & { locale: string }>,
): ComponentType<Props> {
  return function FlowInStoryLocale(props: Props) {
    const locale = useLocale();
    return <Flow key={locale} {...props} locale={locale} />;
  };
}
