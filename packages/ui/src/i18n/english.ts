import type { UiTexts } from './types';

// The library's English (Canada) texts, one export a component (by the pack's keys): a component
// imports its own, so a bundle outside any provider carries the English of the components it
// renders, not the whole pack (en-CA.ts assembles them). The defaults the components shipped with
// before the packs; spec texts stay exactly as the spec quotes them.

export const AddonCard: UiTexts['AddonCard'] = {
  active: 'Active',
  add: 'Add',
  adding: 'Adding...',
  actionName: (action, addon) => `${action}: ${addon}`,
};

export const AddonList: UiTexts['AddonList'] = { period: '/month' };

export const AnswerPanel: UiTexts['AnswerPanel'] = {
  examplePrefix: 'Example:',
  answer: 'AI answer',
  question: 'Question:',
  sources: 'Sources',
  source: 'source',
  client: 'Client',
  dashboard: 'Reporting dashboard',
};

export const ArticleView: UiTexts['ArticleView'] = {
  back: 'Back to Blog',
  readTime: '5 min read',
  closingTitle: 'Keep exploring',
  closingText: 'More guides on AI-powered SEO, AEO and local search for Canadian businesses.',
  closingLink: 'View All Articles',
};

export const AuthCard: UiTexts['AuthCard'] = {
  signIn: {
    title: 'Welcome Back',
    description: 'Sign in to see your subscription and plans.',
    submit: 'Sign In',
  },
  signUp: {
    title: 'Create Account',
    description: 'Start growing your business with AI-powered SEO.',
    submit: 'Sign Up',
  },
  forgotPassword: {
    title: 'Reset your password',
    description: "Enter your email and we'll send you a link to choose a new password.",
    submit: 'Send reset link',
  },
  resetPassword: {
    title: 'Choose a new password',
    description: 'Enter the new password for your account.',
    submit: 'Update password',
  },
  linkExpired: {
    title: 'This link has expired',
    description:
      'Reset links work once, within five minutes, in the browser where you asked for them. Enter your email to get a new one.',
    submit: 'Send a new link',
  },
  emailConfirmed: {
    title: 'Your email is confirmed',
    description:
      "To sign in, choose a password: enter your email and we'll send you a link. Open it in this browser within five minutes.",
    submit: 'Send password link',
  },
  email: 'Email',
  password: 'Password',
  newPassword: 'New password',
  fullName: 'Full Name',
  passwordHint: (minLength) => `At least ${minLength} characters.`,
  toSignUp: "Don't have an account? Sign up",
  toSignIn: 'Already have an account? Sign in',
  forgotPasswordLink: 'Forgot password?',
  backToSignIn: 'Back to sign in',
  busy: 'Loading...',
  errorTitle: 'Error',
  selectedPlan: (plan) => `Selected Plan: ${plan}`,
};

export const BillingToggle: UiTexts['BillingToggle'] = {
  legend: 'Billing period',
  monthly: 'Monthly',
  annual: 'Annual',
  discount: '15% off',
  annualBanner: 'Save 15% with annual billing!',
};

export const BlogCard: UiTexts['BlogCard'] = { readMore: 'Read More' };

export const CityCard: UiTexts['CityCard'] = {
  population: 'Population',
  businesses: 'Businesses',
  growth: 'Growth',
  more: 'Explore SEO services',
};

export const CityGrid: UiTexts['CityGrid'] = {
  fallbackTitle: "Don't See Your City?",
  fallbackText:
    'We help businesses in every Canadian city and region. Tell us where you are and we will build a local strategy for your market.',
  fallbackAction: 'Contact Us',
};

export const ContactForm: UiTexts['ContactForm'] = {
  firstName: 'First Name',
  lastName: 'Last Name',
  email: 'Email',
  phone: 'Phone',
  company: 'Company',
  website: 'Website',
  city: 'City',
  cityPlaceholder: 'Select your city',
  budget: 'Monthly Budget',
  budgetPlaceholder: 'Select your budget',
  message: 'Message',
  messagePlaceholder: 'Tell us about your business and your goals',
  requiredHint: 'Fields marked with * are required.',
  submit: 'Send Message',
  sending: 'Sending...',
  selectedPlan: (plan) => `Plan: ${plan}`,
  // The enquiry's city and budget values (spec section 3) with their English labels.
  cityOptions: [
    { value: 'toronto', label: 'Toronto' },
    { value: 'vancouver', label: 'Vancouver' },
    { value: 'montreal', label: 'Montreal' },
    { value: 'calgary', label: 'Calgary' },
    { value: 'ottawa', label: 'Ottawa' },
    { value: 'edmonton', label: 'Edmonton' },
    { value: 'other', label: 'Other' },
  ],
  budgetOptions: [
    { value: 'under-1000', label: 'Under $1,000' },
    { value: '1000-2000', label: '$1,000 - $2,000' },
    { value: '2000-5000', label: '$2,000 - $5,000' },
    { value: '5000-10000', label: '$5,000 - $10,000' },
    { value: 'over-10000', label: 'Over $10,000' },
  ],
};

export const ErrorSummary: UiTexts['ErrorSummary'] = { title: 'There is a problem' };

export const HoneypotField: UiTexts['HoneypotField'] = { label: 'Fax' };

export const InfoCard: UiTexts['InfoCard'] = { result: 'The Result', reality: 'The Reality' };

export const LegalDocument: UiTexts['LegalDocument'] = {
  lastUpdated: 'Last updated',
  email: 'Email',
  phone: 'Phone',
  address: 'Address',
};

export const LoadingStatus: UiTexts['LoadingStatus'] = { label: 'Loading...' };

export const LogoCarousel: UiTexts['LogoCarousel'] = {
  label: 'Our clients',
  pause: 'Pause',
  play: 'Play',
};

export const NewsletterForm: UiTexts['NewsletterForm'] = {
  formLabel: 'Newsletter',
  emailLabel: 'Email address',
  submit: 'Subscribe to Newsletter',
  submitting: 'Subscribing...',
  needsJavaScript: 'Subscribing needs JavaScript.',
};

export const NotFound: UiTexts['NotFound'] = {
  heading: 'Oops! Page not found',
  home: 'Return to Home',
};

export const PlanCard: UiTexts['PlanCard'] = {
  popular: 'Most Popular',
  current: 'Current',
  upgrade: 'Upgrade',
  subscribe: 'Subscribe',
  quote: 'Custom pricing',
  regularPrice: 'Regular price:',
  price: 'Price:',
  actionName: (action, plan) => `${action}: ${plan}`,
  cta: 'Get Started',
  busy: 'Loading...',
};

export const PricingTeaser: UiTexts['PricingTeaser'] = {
  viewAll: 'View all plans',
  popular: 'Most Popular',
  cta: 'Get Started',
  period: '/month',
  actionName: (action, plan) => `${action}: ${plan}`,
};

export const Punctuation: UiTexts['Punctuation'] = { colon: ': ' };

export const QueryComparison: UiTexts['QueryComparison'] = {
  traditional: 'Traditional search',
  aeo: 'AEO query',
};

export const QuickActions: UiTexts['QuickActions'] = {
  title: 'Quick Actions',
  contactSupport: 'Contact Support',
  viewPlans: 'View All Plans',
  refreshStatus: 'Refresh Status',
  refreshing: 'Refreshing...',
};

export const SiteFooter: UiTexts['SiteFooter'] = {
  cities: 'Cities We Serve',
  contact: 'Contact',
  rights: 'All rights reserved.',
};

export const SiteHeader: UiTexts['SiteHeader'] = {
  services: 'Services',
  cities: 'Cities',
  signIn: 'Sign In',
  getStarted: 'Get Started',
  dashboard: 'Dashboard',
  openMenu: 'Menu',
  closeMenu: 'Close menu',
  menuTitle: 'Menu',
  mainNavigation: 'Main',
  account: 'Account',
};

export const SkipLink: UiTexts['SkipLink'] = { label: 'Skip to main content' };

export const SampleMark: UiTexts['SampleMark'] = {
  label: 'Sample',
  description: 'Example content, to be replaced before the site goes live',
};

export const StatGrid: UiTexts['StatGrid'] = { sourcePrefix: 'Source:' };

export const SubscriptionCard: UiTexts['SubscriptionCard'] = {
  title: 'Current Subscription',
  refresh: 'Refresh',
  refreshing: 'Refreshing...',
  loading: 'Loading...',
  notSubscribed: "You don't have an active subscription.",
  subscribeNow: 'Subscribe Now',
  tierBadge: (tier) => `${tier} Plan`,
  activeUntil: (date) => `Active until ${date}`,
  // Not in the spec: the billing period and renewal, and a change waiting for the period end
  // (the spec's terms: plan changes apply from the next billing cycle).
  renewal: (interval, date) =>
    `${interval === 'year' ? 'Billed annually' : 'Billed monthly'}${date ? ` · Renews on ${date}` : ''}`,
  planChange: (tier, interval, date) =>
    `Changes to ${tier}${interval === 'year' ? ' (billed annually)' : ''} on ${date}`,
  notAvailable: 'N/A',
  manage: 'Manage Subscription',
  contactSupport: 'Contact Support',
  busy: 'Loading...',
  // Not in the spec: every other state Stripe can leave a plan in (issue 28).
  trialEnds: (date) => `Trial ends on ${date}`,
  endsOn: (date) => `Ends on ${date}`,
  endingNote: 'Your plan will not renew. To keep it, resume it from Manage Subscription.',
  pastDueTitle: 'Your renewal payment failed',
  pastDue: 'Update your card in the billing portal to keep your plan.',
  unpaidTitle: 'Your plan is on hold',
  unpaid:
    'The renewal payments failed. Update your card in the billing portal to resume your plan.',
  pausedTitle: 'Your plan is paused',
  paused:
    'Your trial ended without a payment method. Add a card in the billing portal to resume your plan.',
  fixPayment: 'Update payment method',
  incompleteTitle: 'Your checkout is not finished',
  incomplete: 'The first payment did not go through. Restart the checkout to start your plan.',
  incompleteExpiredTitle: 'Your checkout expired',
  incompleteExpired:
    'The first payment did not go through in time, and nothing was charged. Start the checkout again to subscribe.',
  restartCheckout: 'Restart checkout',
  canceled: 'Your plan has been cancelled.',
};

export const Toaster: UiTexts['Toaster'] = {
  label: 'Notifications',
  dismiss: 'Dismiss notification',
};
