import preview from '../../stories-support/preview';
import { expect, userEvent } from 'storybook/test';
import { FaqList, type FaqItem, type FaqListProps } from './FaqList';
import { expectVisibleTexts } from '../../stories-support/play';
import { frenchArgs } from '../../stories-support/french';

const pricingFaq: FaqItem[] = [
  {
    question: 'Can I change my plan at any time?',
    answer:
      'Yes. You can upgrade or downgrade whenever you like; the change applies from your next billing cycle.',
  },
  {
    question: 'Is there a long-term contract or setup fee?',
    answer: 'No. Every plan is month-to-month with no setup fees, so you stay because it works.',
  },
  {
    question: 'How soon will I see results?',
    answer:
      'Most clients see measurable movement in rankings and traffic within 30 to 60 days, with compounding gains after that.',
  },
  {
    question: 'Do you offer annual billing?',
    answer: 'Yes. Paying annually saves 15% on every plan.',
  },
];

const contactFaq: FaqItem[] = [
  {
    question: 'How quickly will you respond to my enquiry?',
    answer:
      'We reply to every enquiry within 24 hours, and to emails within 4 hours during business days.',
  },
  {
    question: 'Is the SEO audit really free?',
    answer: 'Yes. The audit is free and comes with no obligation to sign up for a plan.',
  },
  {
    question: 'Do you work with businesses outside your office cities?',
    answer: 'Yes. We serve businesses in cities and regions across Canada, fully remotely.',
  },
  {
    question: 'Can you optimise my site for French-speaking customers?',
    answer: 'Yes. Our bilingual team creates native French content for Quebec and beyond.',
  },
  {
    question: 'What do you need from me to get started?',
    answer:
      'Just your website address, your goals and access to your analytics; we handle the rest.',
  },
  {
    question: 'When are you available for a live chat?',
    answer: 'Live chat is open 9 AM to 9 PM EST, Monday to Friday.',
  },
];

const pricingFaqFr: FaqItem[] = [
  {
    question: 'Puis-je changer de forfait en tout temps?',
    answer:
      'Oui. Vous pouvez passer à un forfait supérieur ou inférieur quand vous le voulez; le changement s’applique à votre prochaine période de facturation.',
  },
  {
    question: 'Y a-t-il un contrat à long terme ou des frais d’installation?',
    answer:
      'Non. Tous les forfaits sont au mois, sans frais d’installation : vous restez parce que ça fonctionne.',
  },
  {
    question: 'Dans combien de temps verrai-je des résultats?',
    answer:
      'La plupart de nos clients voient leurs positions et leur trafic progresser de façon mesurable en 30 à 60 jours, et les gains s’accumulent ensuite.',
  },
  {
    question: 'Offrez-vous la facturation annuelle?',
    answer: 'Oui. Payer à l’année vous fait économiser 15 % sur chaque forfait.',
  },
];

const contactFaqFr: FaqItem[] = [
  {
    question: 'En combien de temps répondez-vous à une demande?',
    answer:
      'Nous répondons à chaque demande en 24 heures, et aux courriels en 4 heures les jours ouvrables.',
  },
  {
    question: 'L’audit SEO est-il vraiment gratuit?',
    answer: 'Oui. L’audit est gratuit et ne vous engage à souscrire aucun forfait.',
  },
  {
    question: 'Travaillez-vous avec des entreprises situées hors de vos villes?',
    answer: 'Oui. Nous servons des entreprises de partout au Canada, entièrement à distance.',
  },
  {
    question: 'Pouvez-vous optimiser mon site pour une clientèle francophone?',
    answer:
      'Oui. Notre équipe bilingue rédige du contenu en français pour le Québec et ailleurs au pays.',
  },
  {
    question: 'De quoi avez-vous besoin pour commencer?',
    answer:
      'De l’adresse de votre site, de vos objectifs et d’un accès à vos statistiques; nous nous occupons du reste.',
  },
  {
    question: 'Quand peut-on vous joindre par clavardage?',
    answer: 'Le clavardage est ouvert de 9 h à 21 h (heure de l’Est), du lundi au vendredi.',
  },
];

const meta = preview.meta({
  title: 'Content/FaqList',
  component: FaqList,
  args: { items: pricingFaq },
});

// Per story, not on the meta: a meta's French args would also cover the French story's own.
const pricingFr = frenchArgs<FaqListProps>({ items: pricingFaqFr });

export const PricingFaq = meta.story({
  name: 'Pricing FAQ',
  parameters: pricingFr,
  play: async ({ canvas }) => {
    const answer = canvas.getByText(/applies from your next billing cycle/);
    await expect(answer).not.toBeVisible();
    await userEvent.click(canvas.getByText('Can I change my plan at any time?'));
    await expect(answer).toBeVisible();
    await userEvent.click(canvas.getByText('Can I change my plan at any time?'));
    await expect(answer).not.toBeVisible();
  },
});

export const ContactFaq = meta.story({
  name: 'Contact FAQ',
  args: { items: contactFaq },
  parameters: frenchArgs<FaqListProps>({ items: contactFaqFr }),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(6);
    // Every question is reachable from the keyboard.
    await userEvent.tab();
    await expect(
      canvas.getByText('How quickly will you respond to my enquiry?').closest('summary'),
    ).toHaveFocus();
    const answer = canvas.getByText('Live chat is open 9 AM to 9 PM EST, Monday to Friday.');
    await expect(answer).not.toBeVisible();
    await userEvent.click(canvas.getByText('When are you available for a live chat?'));
    await expect(answer).toBeVisible();
  },
});

export const OneOpen = meta.story({
  name: 'One open',
  args: { defaultOpen: [2] },
  parameters: pricingFr,
  play: async ({ canvas }) => {
    await expectVisibleTexts(canvas, [/within 30 to 60 days/]);
    await expect(canvas.getByText(/month-to-month with no setup fees/)).not.toBeVisible();
  },
});

export const French = meta.story({
  args: {
    lang: 'fr-CA',
    defaultOpen: [0],
    items: [
      {
        question: 'Puis-je changer de forfait en tout temps?',
        answer:
          'Oui. Vous pouvez passer à un forfait supérieur ou inférieur en tout temps; le changement s’applique au prochain cycle de facturation.',
      },
      {
        question: 'Y a-t-il un contrat à long terme ou des frais d’installation?',
        answer: 'Non. Tous les forfaits sont au mois, sans frais d’installation.',
      },
      {
        question: 'Dans combien de temps verrai-je des résultats?',
        answer: 'La plupart de nos clients voient des résultats mesurables en 30 à 60 jours.',
      },
    ],
  },
});
