import preview from '../../stories-support/preview';
import { LegalDocument, type LegalDocumentProps } from './LegalDocument';
import { frenchArgs, frenchDate } from '../../stories-support/french';
import { expectHeading, expectLinks, expectVisibleTexts } from '../../stories-support/play';

const contact = {
  heading: 'Contact Us',
  intro: 'Questions about this document? Reach us at:',
  email: 'info@northbeam.example',
  phone: '+1 (416) 555-0142',
  address: 'Toronto, Ontario, Canada',
};

const contactFr = {
  ...contact,
  heading: 'Nous joindre',
  intro: 'Des questions sur ce document? Écrivez-nous ou appelez-nous :',
  address: 'Toronto (Ontario) Canada',
};

/** The privacy policy as the French site words it. */
const privacyFr = {
  title: 'Politique de confidentialité',
  lastUpdated: frenchDate('2025-01-03'),
  contact: contactFr,
  sections: [
    {
      heading: 'Renseignements que nous recueillons',
      paragraphs: [
        'Nous recueillons les renseignements que vous nous donnez quand vous demandez un audit, créez un compte ou vous abonnez à notre infolettre.',
      ],
      list: [
        'Vos coordonnées, comme votre nom, votre adresse courriel, votre numéro de téléphone et votre entreprise',
        'Les renseignements de votre compte, comme votre adresse courriel et un mot de passe chiffré',
        'Vos renseignements de facturation, traités par notre fournisseur de paiement; nous ne conservons jamais de numéro de carte',
        'Des statistiques de fréquentation, comme les pages visitées et les sites d’origine',
      ],
    },
    {
      heading: 'Utilisation de vos renseignements',
      paragraphs: [
        'Nous utilisons vos renseignements pour fournir et améliorer nos services, répondre à vos demandes, gérer votre abonnement et vous envoyer les rapports que vous demandez.',
        'Nous ne vendons pas vos renseignements personnels à des tiers.',
      ],
    },
    {
      heading: 'Sécurité des données',
      paragraphs: [
        'Nous protégeons vos renseignements par le chiffrement en transit et au repos, des contrôles d’accès et des revues de sécurité régulières.',
      ],
    },
    {
      heading: 'Vos droits',
      paragraphs: [
        'En vertu de la loi canadienne sur la protection des renseignements personnels (LPRPDE), vous pouvez en tout temps consulter ou corriger vos renseignements personnels, ou nous demander de les supprimer.',
      ],
    },
  ],
} satisfies Partial<LegalDocumentProps>;

const meta = preview.meta({
  title: 'Content/LegalDocument',
  component: LegalDocument,
  parameters: { layout: 'fullscreen' },
  args: {
    title: 'Privacy Policy',
    contact,
    sections: [
      {
        heading: 'Information We Collect',
        paragraphs: [
          'We collect the information you give us when you request an audit, sign up for an account or subscribe to our newsletter.',
        ],
        list: [
          'Contact details such as your name, email address, phone number and company',
          'Account details such as your email address and an encrypted password',
          'Billing details, processed by our payment provider; we never store card numbers',
          'Website analytics such as pages visited and referring sites',
        ],
      },
      {
        heading: 'How We Use Your Information',
        paragraphs: [
          'We use your information to provide and improve our services, respond to enquiries, manage your subscription and send the reports you ask for.',
          'We do not sell your personal information to third parties.',
        ],
      },
      {
        heading: 'Data Security',
        paragraphs: [
          'We protect your information with encryption in transit and at rest, access controls and regular security reviews.',
        ],
      },
      {
        heading: 'Your Rights',
        paragraphs: [
          'Under Canadian privacy law (PIPEDA) you may access, correct or ask us to delete your personal information at any time.',
        ],
      },
    ],
  },
});

export const PrivacyPolicy = meta.story({
  name: 'Privacy Policy',
  parameters: frenchArgs<LegalDocumentProps>(privacyFr),
  play: async ({ canvas }) => {
    await expectHeading(canvas, 'Privacy Policy', 1);
    await expectVisibleTexts(canvas, ['Last updated: January 3, 2025', 'Toronto, Ontario, Canada']);
    await expectLinks(canvas, [
      ['info@northbeam.example', 'mailto:info@northbeam.example'],
      ['+1 (416) 555-0142', 'tel:+14165550142'],
    ]);
  },
});

export const TermsOfService = meta.story({
  name: 'Terms of Service',
  parameters: frenchArgs<LegalDocumentProps>({
    ...privacyFr,
    title: 'Conditions d’utilisation',
    sections: [
      {
        heading: 'Services',
        paragraphs: [
          'Nous offrons du référencement propulsé par l’IA, de l’optimisation pour les moteurs de réponse (AEO), de l’optimisation pour les moteurs génératifs (GEO), du référencement local, des audits techniques et des services de contenu, comme le décrit votre forfait.',
        ],
      },
      {
        heading: 'Modalités de paiement',
        list: [
          'Les services sont facturés chaque mois, à l’avance.',
          'Le paiement est exigible à la réception de la facture.',
          'Tous les prix sont en dollars canadiens ($ CA).',
        ],
      },
      {
        heading: 'Résiliation',
        paragraphs: [
          'Chaque partie peut résilier l’entente moyennant un préavis écrit de 30 jours. Les frais de la période de facturation en cours ne sont pas remboursés.',
        ],
      },
      {
        heading: 'Aucune garantie de résultats',
        paragraphs: [
          'Les moteurs de recherche et les moteurs de réponse établissent eux-mêmes leurs classements. Nous appliquons des méthodes éprouvées, mais nous ne garantissons aucun résultat SEO, aucune position ni aucun volume de trafic précis.',
        ],
      },
      {
        heading: 'Droit applicable',
        paragraphs: [
          'Les présentes conditions sont régies par les lois de la province d’Ontario et les lois fédérales du Canada qui s’y appliquent.',
        ],
      },
    ],
  }),
  args: {
    title: 'Terms of Service',
    sections: [
      {
        heading: 'Services',
        paragraphs: [
          'We provide AI-powered SEO, answer engine optimization (AEO), generative engine optimization (GEO), local SEO, technical audits and content services as described in your plan.',
        ],
      },
      {
        heading: 'Payment Terms',
        list: [
          'Services are billed monthly in advance.',
          'Payment is due upon receipt of invoice.',
          'All prices are in Canadian dollars (CAD).',
        ],
      },
      {
        heading: 'Termination',
        paragraphs: [
          'Either party may terminate the agreement with 30 days written notice. Fees for the current billing period are not refunded.',
        ],
      },
      {
        heading: 'No Guarantee of Results',
        paragraphs: [
          'Search engines and answer engines control their own rankings. While we apply proven methods, we do not guarantee specific SEO outcomes, rankings or traffic levels.',
        ],
      },
      {
        heading: 'Governing Law',
        paragraphs: [
          'These terms are governed by the laws of the Province of Ontario and the federal laws of Canada applicable therein.',
        ],
      },
    ],
  },
  play: async ({ canvas }) => {
    await expectHeading(canvas, 'Terms of Service', 1);
    await expectVisibleTexts(canvas, [
      'Services are billed monthly in advance.',
      'Payment is due upon receipt of invoice.',
      /30 days written notice/,
      /laws of the Province of Ontario/,
      /do not guarantee specific SEO outcomes/,
    ]);
  },
});
