import type { ButtonHTMLAttributes, MouseEventHandler, ReactNode } from 'react';
import { useLinkComponent } from '../../link/LinkProvider';
import * as css from './Button.css';
import { buttonDefaults, type ButtonSize, type ButtonVariant } from './Button.props';

interface CommonProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  onClick?: MouseEventHandler<HTMLElement>;
  children: ReactNode;
}

export interface ActionButtonProps
  extends CommonProps, Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children' | 'onClick'> {
  href?: undefined;
  /**
   * Shows the busy label and blocks further presses, e.g. 'Sending...' or 'Loading...'. The button
   * stays focusable (aria-disabled, not disabled): a disabled button would drop keyboard focus to
   * <body> (WCAG 2.4.3), and a screen reader still hears that it is unavailable.
   */
  busy?: boolean;
  busyLabel?: string;
}

export interface LinkButtonProps extends CommonProps {
  /** Renders a link styled as a button, through the app's link component. */
  href: string;
  target?: string;
  rel?: string;
  'aria-label'?: string;
}

export type ButtonProps = ActionButtonProps | LinkButtonProps;

function classes({
  variant = buttonDefaults.variant,
  size = buttonDefaults.size,
  fullWidth = buttonDefaults.fullWidth,
}: CommonProps) {
  return [css.base, css.variant[variant], css.size[size], fullWidth && css.fullWidth]
    .filter(Boolean)
    .join(' ');
}

export function Button(props: ButtonProps) {
  const LinkComponent = useLinkComponent();
  if (props.href !== undefined) {
    const { variant, size, fullWidth, children, ...anchor } = props;
    return (
      <LinkComponent className={classes({ variant, size, fullWidth, children })} {...anchor}>
        {children}
      </LinkComponent>
    );
  }
  const {
    variant,
    size,
    fullWidth,
    children,
    busy = buttonDefaults.busy,
    busyLabel,
    disabled,
    type = buttonDefaults.type,
    onClick,
    ...native
  } = props;
  return (
    <button
      type={type}
      className={classes({ variant, size, fullWidth, children })}
      disabled={disabled}
      aria-disabled={(busy && !disabled) || undefined}
      aria-busy={busy || undefined}
      // While busy a press does nothing, not even submit its form (Enter in a field included).
      onClick={busy ? (event) => event.preventDefault() : onClick}
      {...native}
    >
      {busy && busyLabel ? busyLabel : children}
    </button>
  );
}
