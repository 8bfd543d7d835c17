import type { IconName } from '@northbeam/ui';
import { actions } from './actions';

export const whyAiSeo = {
  hero: {
    eyebrow: 'AI-powered SEO',
    headline: 'Why AI SEO is Essential in 2025',
    subtitle:
      'Search engines use AI to rank pages. Competitors use AI to produce content. Doing SEO by hand is no longer enough to keep up.',
  },
  problemsHeading: 'The Problems With Traditional SEO',
  problems: [
    {
      icon: 'clock',
      title: 'Manual Research Is Too Slow',
      description: 'Spreadsheets and guesswork take weeks to find opportunities.',
      reality: 'By the time a manual audit is done, search results have already changed.',
    },
    {
      icon: 'alert',
      title: 'Algorithms Change Constantly',
      description: 'Google ships thousands of changes a year, many powered by AI.',
      reality: 'Strategies built on last year’s rules lose rankings without warning.',
    },
    {
      icon: 'search',
      title: 'AI Answers Replace Clicks',
      description: 'AI overviews and chat assistants answer questions directly.',
      reality: 'Pages that are not structured for AI are skipped, even when they rank.',
    },
    {
      icon: 'users',
      title: 'Competitors Already Use AI',
      description: 'Your competitors produce and optimise content at machine speed.',
      reality: 'Without AI, you are competing with one hand tied behind your back.',
    },
  ] satisfies { icon: IconName; title: string; description: string; reality: string }[],
  benefitsHeading: 'What AI-Powered SEO Delivers',
  benefits: [
    {
      icon: 'chart',
      title: 'Predictive Keyword Research',
      description: 'Models spot rising searches before they peak.',
      result: 'You rank for tomorrow’s searches, not yesterday’s.',
    },
    {
      icon: 'bolt',
      title: 'Instant Technical Audits',
      description: 'Continuous crawls catch problems as soon as they appear.',
      result: 'Issues are fixed in days instead of months.',
    },
    {
      icon: 'pen',
      title: 'Smarter Content',
      description: 'AI finds the questions and entities each page must cover.',
      result: 'Content that ranks on Google and is cited by AI assistants.',
    },
    {
      icon: 'target',
      title: 'Competitor Intelligence',
      description: 'Track every move your competitors make in search.',
      result: 'You react first when the market shifts.',
    },
    {
      icon: 'globe',
      title: 'Bilingual Optimisation',
      description: 'AI-assisted French and English keyword mapping.',
      result: 'Both official-language markets, one strategy.',
    },
    {
      icon: 'trendingUp',
      title: 'Continuous Improvement',
      description: 'Every page is re-scored and improved as data comes in.',
      result: '340% average traffic increase for our clients.',
    },
  ] satisfies { icon: IconName; title: string; description: string; result: string }[],
  statsHeading: 'AI SEO by the Numbers',
  statsLabel: 'AI SEO by the numbers',
  stats: [
    { value: '10,000+', label: 'Data points analysed per second' },
    { value: '73%', label: 'Faster optimisation than manual SEO' },
    { value: '340%', label: 'Average traffic increase' },
    { value: '24/7', label: 'Monitoring of your rankings' },
  ],
  timelineHeading: 'The Cost of Waiting',
  timeline: [
    {
      when: 'Today',
      title: 'Competitors adopt AI SEO',
      description:
        'Businesses using AI are already taking rankings and AI citations in your market.',
    },
    {
      when: 'Next Month',
      title: 'The gap widens',
      description: 'Every month of AI-optimised content compounds their lead in search.',
    },
    {
      when: '6 Months',
      title: 'Catching up costs more',
      description: 'Winning back lost positions takes far more budget than holding them.',
    },
  ],
  cta: {
    heading: 'Start Your AI SEO Strategy Today',
    text: 'Get a free audit showing where AI-powered SEO can grow your traffic fastest.',
    primary: actions.audit,
    secondary: actions.pricing,
  },
};
