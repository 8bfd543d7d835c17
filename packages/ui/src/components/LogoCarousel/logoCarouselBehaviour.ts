// The LogoCarousel's behaviour as plain DOM code, framework-free: the React component runs it from a
// layout effect, and a page that ships no framework runs it from its island script on the
// prerendered markup, so both pause alike. Everything that moves is CSS (the rows' animation, its
// autoplay delay, the still layout under prefers-reduced-motion, the pause on :hover and
// :focus-within); this module only flips the attributes that CSS reads.

/** The `data-module` name of the carousel's root, for the island's registry (see enhance.ts). */
export const logoCarouselModule = 'logo-carousel';

/** Attributes the LogoCarousel markup carries for this module and its stylesheet. */
export const logoCarouselHooks = {
  carousel: 'data-logo-carousel',
  toggle: 'data-logo-carousel-toggle',
  rows: 'data-logo-carousel-rows',
  /** On the carousel: the visitor paused it with the toggle. */
  paused: 'data-paused',
  /** On the rows: a pointer rests on them (mirrors :hover for pointer events from any source). */
  hovered: 'data-hovered',
} as const;

/**
 * One `[data-logo-carousel]`: its toggle pauses and resumes every row (WCAG 2.2.2; the label and
 * icon follow from `data-paused` in CSS), and a pointer resting on the rows holds them. Returns a
 * function that removes it all.
 */
export function enhanceLogoCarousel(carousel: HTMLElement): () => void {
  const toggle = carousel.querySelector<HTMLButtonElement>(`button[${logoCarouselHooks.toggle}]`);
  const rows = carousel.querySelector<HTMLElement>(`[${logoCarouselHooks.rows}]`);
  const onToggle = () => carousel.toggleAttribute(logoCarouselHooks.paused);
  const hold = () => rows?.setAttribute(logoCarouselHooks.hovered, '');
  const release = () => rows?.removeAttribute(logoCarouselHooks.hovered);
  toggle?.addEventListener('click', onToggle);
  rows?.addEventListener('mouseenter', hold);
  rows?.addEventListener('mouseleave', release);
  return () => {
    toggle?.removeEventListener('click', onToggle);
    rows?.removeEventListener('mouseenter', hold);
    rows?.removeEventListener('mouseleave', release);
  };
}

/** Every LogoCarousel inside `root`. */
export function enhanceLogoCarousels(root: ParentNode = document): () => void {
  const cleanups = Array.from(
    root.querySelectorAll<HTMLElement>(`[${logoCarouselHooks.carousel}]`),
    enhanceLogoCarousel,
  );
  return () => cleanups.forEach((cleanup) => cleanup());
}
