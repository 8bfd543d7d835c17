// /pricing's script: its plans and billing toggle hydrate; the rest of the page is content.
import { pricingPlans } from './pricingPlans';
import { startPart } from './startPart';

void startPart(pricingPlans);
