import type { ContactChannel } from '../components/ContactChannels/ContactChannels';
import type { Office } from '../components/OfficeList/OfficeList';

/** How a visitor reaches the agency: by email, by phone or in a live chat. */
export const contactChannels: ContactChannel[] = [
  {
    icon: 'mail',
    title: 'Email',
    detail: 'hello@northbeam.ca',
    href: 'mailto:hello@northbeam.ca',
    note: 'Response within 4 hours',
  },
  {
    icon: 'phone',
    title: 'Phone',
    detail: '1-888-555-0142',
    href: 'tel:+18885550142',
    note: 'Monday to Friday, 9 AM to 6 PM EST',
  },
  {
    icon: 'chat',
    title: 'Live chat',
    detail: 'Chat with a strategist',
    href: '/contact#chat',
    note: '9 AM to 9 PM EST Monday to Friday',
  },
];

/** The same channels in French; the chat has no link yet. */
export const frenchContactChannels: ContactChannel[] = [
  {
    ...contactChannels[0]!,
    title: 'Courriel',
    detail: 'bonjour@northbeam.ca',
    href: 'mailto:bonjour@northbeam.ca',
    note: 'Réponse en moins de 4 heures',
  },
  { ...contactChannels[1]!, title: 'Téléphone', note: 'Du lundi au vendredi, de 9 h à 18 h (HNE)' },
  {
    icon: 'chat',
    title: 'Clavardage en direct',
    detail: 'Discuter avec un stratège',
    note: 'De 9 h à 21 h (HNE), du lundi au vendredi',
  },
];

/** Three offices, one line of the address per line of text. */
export const offices: Office[] = [
  { city: 'Toronto', addressLines: ['100 King Street West, Suite 5600', 'Toronto, ON M5X 1C9'] },
  {
    city: 'Vancouver',
    addressLines: ['1055 West Georgia Street, Suite 1500', 'Vancouver, BC V6E 3P3'],
  },
  {
    city: 'Montreal',
    addressLines: ['1250 René-Lévesque Blvd West, Suite 2200', 'Montreal, QC H3B 4W8'],
  },
];

/** The same offices as a French page writes their addresses (Canada Post's French format). */
export const officesFr: Office[] = [
  {
    city: 'Toronto',
    addressLines: ['100, rue King Ouest, bureau 5600', 'Toronto (Ontario)  M5X 1C9'],
  },
  {
    city: 'Vancouver',
    addressLines: [
      '1055, rue West Georgia, bureau 1500',
      'Vancouver (Colombie-Britannique)  V6E 3P3',
    ],
  },
  {
    city: 'Montréal',
    addressLines: [
      '1250, boulevard René-Lévesque Ouest, bureau 2200',
      'Montréal (Québec)  H3B 4W8',
    ],
  },
];
