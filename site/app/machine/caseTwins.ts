// The case studies' Markdown twins: the list page and one per case, figures with their definitions.
import type { PageMeta } from '../content/pages';
import type { CaseMetric, CaseStudy, proofTexts as proofContent } from '../content/proof';
import { casePath } from '../content/routeTwins';
import { bullets, heading, link, text, twin, type MachinePage } from './markdown';

const metrics: CaseMetric[] = ['sessions', 'leads', 'citations'];

export const caseStudiesTwin = (
  lang: MachinePage['lang'],
  meta: PageMeta,
  texts: typeof proofContent,
  studies: readonly CaseStudy[],
): MachinePage =>
  twin({ ...meta, lang, headline: texts.casesPage.title, section: 'Main pages' }, [
    text(texts.casesPage.intro),
    `${heading(2, texts.allCases)}\n\n${bullets(studies.map((study) => `${link(study.title, casePath(lang, study.slug))} (${text(study.clientType)}, ${text(study.city)}): ${text(study.startingPoint)}`))}`,
  ]);

export const caseTwin = (
  lang: MachinePage['lang'],
  study: CaseStudy,
  updated: string,
  siteName: string,
  texts: typeof proofContent,
): MachinePage => {
  const periods = ['before', 'month3', 'month6', 'month12'] as const;
  const table = [
    `| ${[texts.columns.metric, ...periods.map((period) => texts.columns[period])].join(' | ')} |`,
    `|${' --- |'.repeat(periods.length + 1)}`,
    ...metrics.map(
      (metric) =>
        `| ${text(texts.metrics[metric].label)} (${text(texts.metrics[metric].definition)}) | ${periods.map((period) => study.results[metric][period].toLocaleString(lang)).join(' | ')} |`,
    ),
  ].join('\n');
  return twin(
    {
      lang,
      path: casePath(lang, study.slug),
      title: `${study.title} | ${siteName}`,
      headline: study.title,
      description: study.startingPoint,
      updated,
      section: 'Main pages',
    },
    [
      study.sample && `${texts.casesPage.sampleNote}`,
      `${heading(2, texts.startingPoint)}\n\n${text(study.startingPoint)}`,
      `${heading(2, texts.work)}\n\n${bullets(study.work.map(text))}`,
      `${heading(2, texts.results)}\n\n${table}`,
    ],
  );
};
