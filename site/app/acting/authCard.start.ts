// /auth's script: its card renders; the rest of the page is content.
import { AuthPage } from '../account/AuthPage';
import { startAccountPart } from './startAccountPart';

void startAccountPart('authCard', AuthPage);
