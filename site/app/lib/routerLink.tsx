import { Link } from 'react-router';
import type { LinkComponentProps } from '@northbeam/ui';

/** The ui's links navigate through React Router: client-side, with prerendered hrefs intact. */
export function RouterLink({ href, ...rest }: LinkComponentProps) {
  return <Link to={href} {...rest} />;
}
