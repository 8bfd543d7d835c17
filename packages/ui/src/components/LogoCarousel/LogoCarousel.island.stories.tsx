import preview from '../../stories-support/preview';
import { useLayoutEffect, useRef } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { LogoCarousel, type LogoCarouselProps } from './LogoCarousel';
import { enhanceLogoCarousels } from './logoCarouselBehaviour';
import { useStaticMarkup } from '../../stories-support/staticMarkup';
import { sampleClients } from '../../stories-support/clients';

/**
 * The carousel as a page without React gets it: LogoCarousel's prerendered markup, inert HTML,
 * with `enhanceLogoCarousels` run on it, as the site's island script does.
 */
function IslandCarousel(props: LogoCarouselProps) {
  const ref = useRef<HTMLDivElement>(null);
  const markup = useStaticMarkup(<LogoCarousel {...props} />);
  useLayoutEffect(() => (ref.current ? enhanceLogoCarousels(ref.current) : undefined), [markup]);
  return (
    <div ref={ref} style={{ padding: '2rem 0' }} dangerouslySetInnerHTML={{ __html: markup }} />
  );
}

const meta = preview.meta({
  title: 'Marketing/LogoCarousel/Without React',
  component: IslandCarousel,
  parameters: { layout: 'fullscreen' },
  args: {
    logos: sampleClients.map((name) => ({ name })),
    delays: [2, 4],
  },
});

const playStates = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByTestId('logo-track')
    .map((track) => getComputedStyle(track).animationPlayState);

export const PauseByKeyboard = meta.story({
  name: 'Pause and play by keyboard',
  play: async ({ canvas, canvasElement }) => {
    const tracks = canvas.getAllByTestId('logo-track');
    await expect(tracks.map((track) => getComputedStyle(track).animationDelay)).toEqual([
      '2s',
      '4s',
    ]);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Pause' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: 'Play' })).toHaveFocus();
    // Focus rests in the toolbar, not the rows: the toggle alone holds them.
    await expect(playStates(canvasElement)).toEqual(['paused', 'paused']);
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('button', { name: 'Pause' })).toHaveFocus();
    await expect(playStates(canvasElement)).toEqual(['running', 'running']);
  },
});

export const HeldByPointer = meta.story({
  name: 'Held while the pointer rests on it',
  play: async ({ canvas, canvasElement }) => {
    const [track] = canvas.getAllByTestId('logo-track');
    if (!track) throw new Error('logo track missing');
    await userEvent.hover(track);
    await expect(playStates(canvasElement)).toEqual(['paused', 'paused']);
    await userEvent.unhover(track);
    await expect(playStates(canvasElement)).toEqual(['running', 'running']);
  },
});
