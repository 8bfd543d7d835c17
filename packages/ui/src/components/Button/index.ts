export {
  Button,
  type ButtonProps,
  type ButtonVariant,
  type ButtonSize,
  type ActionButtonProps,
  type LinkButtonProps,
} from './Button';
