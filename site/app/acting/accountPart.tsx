import type { ReactNode } from 'react';
import { AuthProvider } from '../account/AuthProvider';
import { NoticeProvider } from '../components/Notices';

/**
 * What an account part runs in, as a root of its own: the visitor's session (AuthProvider: the
 * session machine and the backend client load when the page needs them) and the toasts. The
 * header and footer around it are the prerendered page's; the header's Dashboard link follows
 * the stored session through the island script.
 */
export function AccountPart({ children }: { children: ReactNode }) {
  return (
    <AuthProvider>
      <NoticeProvider>{children}</NoticeProvider>
    </AuthProvider>
  );
}
