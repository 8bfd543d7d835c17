// Theme first: its global stylesheet sets the default brand and base styles.
export * from './theme';
export * from './primitives';
export {
  LinkProvider,
  useLinkComponent,
  type LinkComponent,
  type LinkComponentProps,
  type LinkProviderProps,
} from './link/LinkProvider';
export { Link, type LinkProps } from './link/Link';
export { Icon, type IconName, type IconProps } from './components/Icon/Icon';
export {
  Button,
  type ButtonProps,
  type ButtonVariant,
  type ButtonSize,
} from './components/Button/Button';
