// /auth's script: its card starts; the rest of the page is content.
import { AuthPage, firstAuthMode } from '../account/AuthPage';
import { startAccountPart } from './startAccountPart';

// The prerendered card is the sign-in card (authCard.tsx): it hydrates, with what was typed into
// it, when the visitor arrives for that card; a plan in the query (Create Account) or a recovery
// link (a new password) renders its own card in its place.
void startAccountPart('authCard', AuthPage, {
  hydrate: firstAuthMode(new URLSearchParams(window.location.search)) === 'signIn',
});
