import { NotFound } from '@northbeam/ui';

export function NotFoundPage() {
  return <NotFound />;
}
