import { style } from '@vanilla-extract/css';

/**
 * Off-screen rather than display:none or visibility:hidden: naive bots skip fields the page hides
 * that way, but fill one that is merely positioned out of view. Out of flow, so it adds no gap to
 * the form's flex or grid layout.
 */
export const offscreen = style({
  position: 'absolute',
  left: -10000,
  top: 'auto',
  width: 1,
  height: 1,
  overflow: 'hidden',
});
