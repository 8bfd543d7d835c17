import { fromPromise } from 'xstate';
import type { SendEnquiryInput } from '@northbeam/flows';

/** Where Harbourline's enquiries go: its own endpoint (served by server.mjs here). */
const ENQUIRY_ENDPOINT = '/api/enquiries';

/**
 * The backend work the contact machine invokes. The flows package never fetches: it calls the
 * `sendEnquiry` actor, and a throw becomes the failure notice.
 */
export const sendEnquiry = fromPromise<void, SendEnquiryInput>(async ({ input, signal }) => {
  const response = await fetch(ENQUIRY_ENDPOINT, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(input),
    signal,
  });
  if (!response.ok) throw new Error(`Enquiry not accepted: ${response.status}`);
});
