// /contact's script: its form hydrates; the rest of the page is content.
import { contactForm } from './contactForm';
import { startPart } from './startPart';

void startPart(contactForm);
