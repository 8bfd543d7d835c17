import {
  createContext,
  useContext,
  type AnchorHTMLAttributes,
  type ComponentType,
  type ReactNode,
  type Ref,
} from 'react';

/** What the library passes to the app's link component: an href plus ordinary anchor props. */
export interface LinkComponentProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  href: string;
  ref?: Ref<HTMLAnchorElement>;
}

export type LinkComponent = ComponentType<LinkComponentProps>;

function PlainAnchor(props: LinkComponentProps) {
  return <a {...props} />;
}

const LinkContext = createContext<LinkComponent>(PlainAnchor);

export interface LinkProviderProps {
  /** The app's link, e.g. an adapter over React Router's Link; a plain <a> when absent. */
  component: LinkComponent;
  children: ReactNode;
}

/** Lets the app decide how internal links navigate, without the library knowing any router. */
export function LinkProvider({ component, children }: LinkProviderProps) {
  return <LinkContext.Provider value={component}>{children}</LinkContext.Provider>;
}

export function useLinkComponent(): LinkComponent {
  return useContext(LinkContext);
}
