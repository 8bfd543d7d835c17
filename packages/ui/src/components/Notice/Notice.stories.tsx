import preview from '../../stories-support/preview';
import { Notice, type NoticeProps } from './Notice';
import { framed } from '../../stories-support/decorators';
import { argTypesFrom } from '../../stories-support/propDocs';
import { noticePropDefs } from './Notice.props';
import { expect } from 'storybook/test';
import { expectAnnounced, type Canvas } from '../../stories-support/play';
import { frenchArgs, frenchDate } from '../../stories-support/french';

type Copy = { title: string; description: string };

/** A notice of this tone in both languages, its title and description heard in its live region. */
function toned(
  tone: NonNullable<NoticeProps['tone']>,
  role: 'alert' | 'status',
  { en, fr }: { en: Copy; fr: Copy },
) {
  return {
    args: { tone, ...en },
    parameters: frenchArgs<NoticeProps>(fr),
    play: async ({ canvas }: { canvas: Canvas }) => {
      await expectAnnounced(canvas, role, [en.title, en.description]);
    },
  };
}

const meta = preview.meta({
  title: 'Feedback/Notice',
  component: Notice,
  args: {
    title: 'Your subscription renews on 1 March 2025',
    description: 'You can change plans at any time; changes apply from the next billing cycle.',
  },
  parameters: frenchArgs<NoticeProps>({
    title: `Votre abonnement sera renouvelé le ${frenchDate('2025-03-01')}`,
  }),
  argTypes: argTypesFrom(noticePropDefs),
  decorators: [framed({ maxWidth: '36rem' })],
});

export const Default = meta.story({
  parameters: frenchArgs<NoticeProps>({
    description:
      'Vous pouvez changer de forfait en tout temps; le changement s’applique à la prochaine période de facturation.',
  }),
  play: async ({ canvas }) => {
    await expectAnnounced(canvas, 'status', ['Your subscription renews on 1 March 2025']);
  },
});

export const Destructive = meta.story(
  toned('destructive', 'alert', {
    en: {
      title: 'Please fill in required fields',
      description: 'First name, last name, email, and message are required.',
    },
    fr: {
      title: 'Veuillez remplir les champs obligatoires',
      description: 'Le prénom, le nom, le courriel et le message sont obligatoires.',
    },
  }),
);

export const Success = meta.story(
  toned('success', 'status', {
    en: {
      title: 'Message sent successfully!',
      description: "We'll get back to you within 24 hours with a custom SEO strategy.",
    },
    fr: {
      title: 'Message envoyé!',
      description:
        'Nous vous répondrons d’ici 24 heures avec une stratégie de référencement sur mesure.',
    },
  }),
);

export const TitleOnly = meta.story({ name: 'Title only', args: { description: undefined } });

/**
 * What an island's template gets when a flow's notice has no description: the named slot is there
 * (an island fills it by name) but hidden, so a reader meets no empty paragraph.
 */
export const EmptyDescription = meta.story({
  name: 'Empty description',
  args: { title: 'Almost there!', description: '' },
  parameters: frenchArgs<NoticeProps>({ title: 'Presque terminé!', description: '' }),
  play: async ({ canvas }) => {
    const notice = canvas.getByRole('status');
    await expect(notice.innerText.trim()).toBe('Almost there!');
    const paragraphs = Array.from(notice.querySelectorAll('p'));
    await expect(paragraphs.filter((paragraph) => paragraph.checkVisibility())).toHaveLength(1);
    await expect(notice.querySelector('[data-slot="description"]')).not.toBeVisible();
  },
});

/** A narrow phone (320 px): a long description, an address without spaces included, wraps. */
export const VeryLongDescription = meta.story({
  name: 'Very long description at 320 px',
  args: {
    tone: 'destructive',
    title: 'Error sending message',
    description:
      'Please try again or contact us directly at hello.partnerships.and.enquiries@northbeam-search-agency.example.ca, or call the office nearest you: every city page lists its address and opening hours, and we answer within one business day.',
  },
  parameters: frenchArgs<NoticeProps>({
    title: 'Erreur lors de l’envoi du message',
    description:
      'Veuillez réessayer ou nous écrire directement à hello.partnerships.and.enquiries@northbeam-search-agency.example.ca, ou appeler le bureau le plus près de chez vous : chaque page de ville donne son adresse et ses heures d’ouverture, et nous répondons en un jour ouvrable.',
  }),
  decorators: [framed({ width: '320px' })],
  play: async ({ canvas, canvasElement }) => {
    const notice = canvas.getByRole('alert');
    const frame = canvasElement.querySelector<HTMLElement>('[style*="width: 320px"]')!;
    const edge = frame.getBoundingClientRect().right;
    for (const part of [notice, ...notice.querySelectorAll<HTMLElement>('[data-slot]')]) {
      await expect(part.scrollWidth).toBeLessThanOrEqual(part.clientWidth);
      await expect(part.getBoundingClientRect().right).toBeLessThanOrEqual(edge);
    }
  },
});
