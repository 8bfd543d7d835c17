import { useId } from 'react';
import { Stack } from '../../primitives/layout';
import { Card } from '../../primitives/surface';
import { Heading, type HeadingLevel } from '../../primitives/typography';
import { Button } from '../Button/Button';
import { Glyph } from '../Icon/Icon';
import * as glyph from '../Icon/glyphs';
import { useUiTextsOr } from '../../i18n/context';
import * as english from '../../i18n/english';
import type { QuickActionsLabels } from './QuickActions.props';
export type { QuickActionsLabels };

/** The English pack's texts (`enCA.QuickActions`), for apps that build on them. */
export const defaultQuickActionsLabels: QuickActionsLabels = english.QuickActions;

export interface QuickActionsProps {
  onRefresh: () => void;
  /** A subscription check is running. */
  refreshing?: boolean;
  contactHref?: string;
  plansHref?: string;
  headingLevel?: HeadingLevel;
  labels?: Partial<QuickActionsLabels>;
  lang?: string;
}

/** The dashboard's shortcuts: support, all plans, and a subscription status refresh. */
export function QuickActions({
  onRefresh,
  refreshing = false,
  contactHref = '/contact',
  plansHref = '/pricing',
  headingLevel = 2,
  labels: labelOverrides,
  lang,
}: QuickActionsProps) {
  const headingId = useId();
  const labels = { ...useUiTextsOr('QuickActions', english.QuickActions), ...labelOverrides };
  const links: { href: string; icon: string; label: string }[] = [
    { href: contactHref, icon: glyph.mail, label: labels.contactSupport },
    { href: plansHref, icon: glyph.chart, label: labels.viewPlans },
  ];
  return (
    <Card as="section" aria-labelledby={headingId} lang={lang}>
      <Heading level={headingLevel} size="3" id={headingId}>
        {labels.title}
      </Heading>
      <Stack as="ul" space="sm">
        {links.map(({ href, icon, label }) => (
          <li key={icon}>
            <Button variant="secondary" fullWidth href={href}>
              <Glyph d={icon} size={18} />
              {label}
            </Button>
          </li>
        ))}
        <li>
          <Button
            variant="secondary"
            fullWidth
            onClick={onRefresh}
            busy={refreshing}
            busyLabel={labels.refreshing}
          >
            <Glyph d={glyph.refresh} size={18} />
            {labels.refreshStatus}
          </Button>
        </li>
      </Stack>
    </Card>
  );
}
