import * as english from './english';
import type { UiTexts } from './types';

/**
 * The library's English (Canada) pack: every component's built-in words, assembled from each
 * component's English (english.ts), which a component outside any provider uses alone.
 */
export const enCA: UiTexts = {
  AddonCard: english.AddonCard,
  AddonList: english.AddonList,
  AnswerPanel: english.AnswerPanel,
  ArticleView: english.ArticleView,
  AuthCard: english.AuthCard,
  BillingToggle: english.BillingToggle,
  BlogCard: english.BlogCard,
  CityCard: english.CityCard,
  CityGrid: english.CityGrid,
  ContactForm: english.ContactForm,
  ErrorSummary: english.ErrorSummary,
  HoneypotField: english.HoneypotField,
  InfoCard: english.InfoCard,
  LegalDocument: english.LegalDocument,
  LoadingStatus: english.LoadingStatus,
  LogoCarousel: english.LogoCarousel,
  NewsletterForm: english.NewsletterForm,
  NotFound: english.NotFound,
  PlanCard: english.PlanCard,
  PricingTeaser: english.PricingTeaser,
  Punctuation: english.Punctuation,
  QueryComparison: english.QueryComparison,
  QuickActions: english.QuickActions,
  SiteFooter: english.SiteFooter,
  SiteHeader: english.SiteHeader,
  SkipLink: english.SkipLink,
  SampleMark: english.SampleMark,
  StatGrid: english.StatGrid,
  SubscriptionCard: english.SubscriptionCard,
  Toaster: english.Toaster,
};
