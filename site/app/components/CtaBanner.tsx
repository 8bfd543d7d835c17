import { CtaBanner as UiCtaBanner } from '@northbeam/ui';

interface Action {
  label: string;
  href: string;
}

export interface CtaBannerProps {
  heading: string;
  text: string;
  primary: Action;
  secondary?: Action;
  lang?: string;
}

/** The closing call to action every page ends with, fed from the content modules. */
export function CtaBanner({ heading, text, primary, secondary, lang }: CtaBannerProps) {
  return (
    <UiCtaBanner
      heading={heading}
      text={text}
      primaryAction={primary}
      secondaryAction={secondary}
      lang={lang}
    />
  );
}
