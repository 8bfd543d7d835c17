import type { ButtonHTMLAttributes, MouseEventHandler, ReactNode } from 'react';
import { useLinkComponent } from '../../link/LinkProvider';
import * as css from './Button.css';

export type ButtonVariant = keyof typeof css.variant;
export type ButtonSize = keyof typeof css.size;

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
  /** Shows the busy label and blocks further presses, e.g. 'Sending...' or 'Loading...'. */
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

function classes({ variant = 'primary', size = 'md', fullWidth = false }: CommonProps) {
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
    busy = false,
    busyLabel,
    disabled,
    type = 'button',
    ...native
  } = props;
  return (
    <button
      type={type}
      className={classes({ variant, size, fullWidth, children })}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      {...native}
    >
      {busy && busyLabel ? busyLabel : children}
    </button>
  );
}
