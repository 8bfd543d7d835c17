import { CONTACT_BUDGETS, CONTACT_CITIES, CONTACT_FIELDS } from '@northbeam/flows';
import { describe, expect, it } from 'vitest';
import { BUDGETS, CITIES, ENQUIRY_LABELS } from '../../supabase/functions/_shared/enquiry.ts';

// The site's contact form sends what @northbeam/flows lists; send-contact-email (Deno, which cannot
// import the package) keeps its own lists. Each value the form can send must be one it accepts.
describe('the contact enquiry: what the form sends is what send-contact-email accepts', () => {
  it('has the same fields in the same order', () => {
    expect([...ENQUIRY_LABELS.map(([field]) => field), 'message']).toEqual([...CONTACT_FIELDS]);
  });

  it('has the same city and budget values', () => {
    expect([...CITIES]).toEqual([...CONTACT_CITIES]);
    expect([...BUDGETS]).toEqual([...CONTACT_BUDGETS]);
  });
});
