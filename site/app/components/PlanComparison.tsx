import {
  Container,
  Heading,
  Icon,
  Section,
  Stack,
  VisuallyHidden,
  formatMoney,
  enCAParts,
  useUiTextsOr,
} from '@northbeam/ui';
import type { Lang } from '../content/cities/types';
import type { Plan } from '../content/plans';
import type { ComparisonCell, PlanComparison as Comparison } from '../content/planComparison';
import * as css from './components.css';

interface PlanComparisonProps {
  /** The section's id, the target of every 'Compare All Plans' link. */
  id: string;
  comparison: Comparison;
  /** The columns, from plans.ts: names and monthly prices have one owner. */
  plans: readonly Plan[];
  lang: Lang;
}

/** A check mark or a dash for the eye, a word for screen readers; text cells as they are. */
function Cell({ value, comparison }: { value: ComparisonCell; comparison: Comparison }) {
  if (typeof value === 'string') return <>{value}</>;
  return (
    <>
      <span aria-hidden="true" className={value ? css.compareYes : css.compareNo}>
        {value ? <Icon name="check" size={18} /> : '—'}
      </span>
      <VisuallyHidden>{value ? comparison.included : comparison.notIncluded}</VisuallyHidden>
    </>
  );
}

/**
 * Every feature across the plans, as a data table (no script): the plans head the columns, the
 * features the rows, grouped by service. A phone scrolls the table sideways inside a focusable
 * region, so keyboard users can scroll it too (WCAG 2.1.1).
 */
export function PlanComparison({ id, comparison, plans, lang }: PlanComparisonProps) {
  const quote = useUiTextsOr('PlanCard', enCAParts.PlanCard).quote;
  const headingId = `${id}-heading`;
  return (
    <Section id={id} aria-labelledby={headingId}>
      <Container>
        <Stack space="lg">
          <Heading level={2} id={headingId} align="center">
            {comparison.heading}
          </Heading>
          {/* Named by the caption: the section already carries the heading's name (landmark-unique). */}
          <div
            className={css.compareScroll}
            role="region"
            aria-labelledby={`${id}-caption`}
            tabIndex={0}
          >
            <table className={css.compareTable}>
              <caption id={`${id}-caption`} className={css.compareCaption}>
                {comparison.caption}
              </caption>
              <thead>
                <tr>
                  <th scope="col">{comparison.featureHeader}</th>
                  {plans.map((plan) => (
                    <th scope="col" key={plan.name}>
                      <span className={css.comparePlan}>{plan.name}</span>
                      <span className={css.comparePrice}>
                        {plan.monthlyPrice === null
                          ? quote
                          : `${formatMoney(plan.monthlyPrice, 'CAD', lang)}${plan.period}`}
                      </span>
                    </th>
                  ))}
                </tr>
              </thead>
              {comparison.groups.map((group) => (
                <tbody key={group.heading}>
                  <tr>
                    <th scope="rowgroup" colSpan={plans.length + 1} className={css.compareGroup}>
                      {group.heading}
                    </th>
                  </tr>
                  {group.rows.map((row) => (
                    <tr key={row.feature}>
                      <th scope="row">{row.feature}</th>
                      {row.cells.map((value, index) => (
                        <td key={plans[index]?.name ?? index}>
                          <Cell value={value} comparison={comparison} />
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              ))}
            </table>
          </div>
        </Stack>
      </Container>
    </Section>
  );
}
