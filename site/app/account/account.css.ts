import { style } from '@vanilla-extract/css';
import { vars } from '@northbeam/ui';

export const authLayout = style({
  display: 'flex',
  justifyContent: 'center',
  paddingBlock: vars.space['3xl'],
});

export const dashboard = style({ paddingBlock: vars.space['3xl'] });

export const dashboardHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const loading = style({ padding: vars.space['3xl'], textAlign: 'center' });
