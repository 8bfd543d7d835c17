// /pricing's script: its plans and billing toggle hydrate; the rest of the page is content.
import { pricingPlansView } from './pricingPlansView';
import { startPart } from './startPart';

void startPart(pricingPlansView);
