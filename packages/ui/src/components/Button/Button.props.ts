import { booleanPropDef, choicePropDef, type PropDef } from '../../propDef';

// Button's value lists and defaults declared once: the component, its stylesheet (exhaustive
// styleVariants) and Storybook's docs table read them.

export const buttonVariants = ['primary', 'secondary', 'inverse', 'ghost', 'destructive'] as const;
export type ButtonVariant = (typeof buttonVariants)[number];

export const buttonSizes = ['sm', 'md', 'lg'] as const;
export type ButtonSize = (typeof buttonSizes)[number];

export const buttonDefaults = {
  variant: 'primary',
  size: 'md',
  fullWidth: false,
  busy: false,
  type: 'button',
} as const satisfies {
  variant: ButtonVariant;
  size: ButtonSize;
  fullWidth: boolean;
  busy: boolean;
  type: 'button' | 'submit' | 'reset';
};

/** Button's own props for the docs table; a native button's attributes pass through. */
export const buttonPropDefs = {
  children: { type: 'ReactNode', required: true, description: 'The label.' },
  variant: choicePropDef(
    buttonVariants,
    buttonDefaults.variant,
    'The emphasis; `inverse` on a dark section.',
  ),
  size: choicePropDef(buttonSizes, buttonDefaults.size, 'The size.'),
  fullWidth: booleanPropDef(buttonDefaults.fullWidth, "Fills its container's width."),
  href: {
    type: 'string',
    description: "Renders a link styled as a button, through the app's link component.",
  },
  onClick: { type: 'MouseEventHandler', description: 'Called on a press (not while busy).' },
  busy: booleanPropDef(
    buttonDefaults.busy,
    'Shows busyLabel and blocks presses; the button stays focusable.',
  ),
  busyLabel: { type: 'string', description: "The label while busy, e.g. 'Sending...'." },
  type: {
    type: "'button' | 'submit' | 'reset'",
    default: buttonDefaults.type,
    description: "The native button's type.",
  },
} as const satisfies Record<string, PropDef>;
