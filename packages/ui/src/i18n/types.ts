import type { AddonCardLabels } from '../components/AddonCard/AddonCard.props';
import type { AnswerPanelLabels } from '../components/AnswerPanel/AnswerPanel.props';
import type { AuthCardLabels } from '../components/AuthCard/AuthCard.props';
import type { BillingToggleLabels } from '../components/BillingToggle/BillingToggle.props';
import type { CityCardLabels } from '../components/CityCard/CityCard.props';
import type { ContactFormLabels } from '../components/ContactForm/ContactForm.props';
import type { NewsletterFormLabels } from '../components/NewsletterForm/NewsletterForm.props';
import type { PlanCardLabels } from '../components/PlanCard/PlanCard.props';
import type { QuickActionsLabels } from '../components/QuickActions/QuickActions.props';
import type { SiteFooterLabels } from '../components/SiteFooter/SiteFooter.props';
import type { SiteHeaderLabels } from '../components/SiteHeader/SiteHeader.props';
import type { SubscriptionCardLabels } from '../components/SubscriptionCard/SubscriptionCard.props';
import type { SelectOption } from '../components/SelectField/SelectField.props';

/** The locales the library ships packs for; an agency may pass its own pack for any other. */
export type UiLocale = 'en-CA' | 'fr-CA';

/**
 * Every text a ui component shows unless the app passes its own, keyed by component. A pack for
 * another language must give every key (the type says so), so no component falls back to English
 * on a French page. Components still take per-component `labels` (or label props) over the pack.
 */
export interface UiTexts {
  AddonCard: AddonCardLabels;
  /** After an add-on's price, e.g. '/month' (AddonList and AddonCard). */
  AddonList: { period: string };
  AnswerPanel: AnswerPanelLabels;
  ArticleView: {
    back: string;
    readTime: string;
    closingTitle: string;
    closingText: string;
    closingLink: string;
  };
  AuthCard: AuthCardLabels;
  BillingToggle: BillingToggleLabels & { annualBanner: string };
  BlogCard: { readMore: string };
  CityCard: CityCardLabels;
  CityGrid: { fallbackTitle: string; fallbackText: string; fallbackAction: string };
  ContactForm: ContactFormLabels & {
    cityOptions: readonly SelectOption[];
    budgetOptions: readonly SelectOption[];
  };
  /** The title of a form's error summary when the form's flow gives none. */
  ErrorSummary: { title: string };
  HoneypotField: { label: string };
  /** The labelled box's label, by its tone. */
  InfoCard: { result: string; reality: string };
  LegalDocument: { lastUpdated: string; email: string; phone: string; address: string };
  LoadingStatus: { label: string };
  LogoCarousel: { label: string; pause: string; play: string };
  NewsletterForm: NewsletterFormLabels;
  NotFound: { heading: string; home: string };
  PlanCard: PlanCardLabels & { cta: string; busy: string };
  PricingTeaser: {
    viewAll: string;
    popular: string;
    cta: string;
    /** After each price, e.g. '/month'. */
    period: string;
    /** A plan's action as a reader hears it, e.g. 'Get Started: Growth'. */
    actionName: (action: string, plan: string) => string;
  };
  /** Between a label and what it names, e.g. 'Last updated: …' (French puts a no-break space before). */
  Punctuation: { colon: string };
  QueryComparison: { traditional: string; aeo: string };
  QuickActions: QuickActionsLabels;
  /** The mark on example content that must be replaced before a production build. */
  SampleMark: { label: string; description: string };
  SiteFooter: SiteFooterLabels;
  SiteHeader: SiteHeaderLabels;
  /** The link to the main content every page starts with; the app renders it. */
  SkipLink: { label: string };
  StatGrid: { sourcePrefix: string };
  SubscriptionCard: SubscriptionCardLabels;
  Toaster: { label: string; dismiss: string };
}
