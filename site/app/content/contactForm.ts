// The enquiry form's own budget labels (components/ContactForm.tsx prerenders them), apart from
// the page's content in contact.ts.

/** The site's own budget labels (per month); the city select keeps ui's default English labels. */
export const budgetOptions: readonly { value: string; label: string }[] = [
  { value: 'under-1000', label: 'Under $1,000/month' },
  { value: '1000-2000', label: '$1,000 – $2,000/month' },
  { value: '2000-5000', label: '$2,000 – $5,000/month' },
  { value: '5000-10000', label: '$5,000 – $10,000/month' },
  { value: 'over-10000', label: 'Over $10,000/month' },
];
