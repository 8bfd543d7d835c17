export { Box, type BoxProps } from './Box';
export {
  Stack,
  Inline,
  Grid,
  Container,
  type StackProps,
  type InlineProps,
  type GridProps,
  type GridSpace,
  type Columns,
  type ContainerProps,
} from './layout';
export { gridColumnCounts, responsiveSpaces } from './layout.css';
export {
  Text,
  Heading,
  VisuallyHidden,
  type TextProps,
  type HeadingProps,
  type HeadingLevel,
  type TextTone,
} from './typography';
export {
  headingSizes,
  textAligns,
  textSizes,
  textTones,
  textWeights,
  type HeadingSize,
  type TextAlign,
  type TextSize,
  type TextWeight,
} from './typography.props';
export {
  Card,
  Badge,
  Section,
  type CardProps,
  type BadgeProps,
  type BadgeTone,
  type SectionProps,
} from './surface';
export {
  badgeTones,
  cardEmphases,
  sectionTones,
  type CardEmphasis,
  type SectionTone,
} from './surface.props';
export { sprinkles, type Sprinkles } from './sprinkles.css';
export { SectionIntro, IntroSection, type IntroSectionProps } from './SectionIntro';
export {
  sectionIntroAligns,
  type SectionIntroAlign,
  type SectionIntroProps,
} from './SectionIntro.props';
