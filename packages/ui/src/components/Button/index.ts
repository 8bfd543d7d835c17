export { Button, type ButtonProps, type ActionButtonProps, type LinkButtonProps } from './Button';
export { buttonSizes, buttonVariants, type ButtonSize, type ButtonVariant } from './Button.props';
