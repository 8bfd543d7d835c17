// /contact's script: its form hydrates; the rest of the page is content.
import { contactFormView } from './contactFormView';
import { startPart } from './startPart';

void startPart(contactFormView);
