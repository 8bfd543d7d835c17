import type { ReactNode } from 'react';
import { useLinkComponent, type LinkComponentProps } from './LinkProvider';
import { textLink } from './Link.css';

export interface LinkProps extends Omit<LinkComponentProps, 'children'> {
  children: ReactNode;
}

/** An inline text link rendered through the app's link component. */
export function Link({ className, ...props }: LinkProps) {
  const LinkComponent = useLinkComponent();
  return <LinkComponent className={[textLink, className].filter(Boolean).join(' ')} {...props} />;
}
