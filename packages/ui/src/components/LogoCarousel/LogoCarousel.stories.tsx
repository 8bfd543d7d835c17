import preview from '../../stories-support/preview';
import { expect, userEvent, within } from 'storybook/test';
import { LogoCarousel, type LogoItem } from './LogoCarousel';
import { placeholderImage } from '../../stories-support/placeholderImage';
import { framed } from '../../stories-support/decorators';
import { sampleClients } from '../../stories-support/clients';

/** The running state of a row's animation, as the browser computes it. */
function playState(track: HTMLElement | undefined) {
  if (!track) throw new Error('logo track missing');
  return getComputedStyle(track).animationPlayState;
}

function computed(track: HTMLElement | undefined) {
  if (!track) throw new Error('logo track missing');
  return getComputedStyle(track);
}

const organisations: LogoItem[] = sampleClients.map((name) => ({ name }));

const meta = preview.meta({
  title: 'Marketing/LogoCarousel',
  component: LogoCarousel,
  parameters: { layout: 'fullscreen' },
  args: { logos: organisations, rowCount: 2, durations: [30, 25] },
  decorators: [framed({ padding: '2rem 0' })],
});

export const TwoRows = meta.story({
  name: 'Two rows (9 organisations)',
  // As on the home page: the first row starts sliding after 2 s, the second after 4 s.
  args: { delays: [2, 4] },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Our clients' });
    // The duplicated track is aria-hidden, so each name is exposed once.
    const items = within(region).getAllByRole('listitem');
    await expect(items).toHaveLength(9);
    const tracks = canvas.getAllByTestId('logo-track');
    await expect(tracks).toHaveLength(2);
    await expect(computed(tracks[0]).animationDuration).toBe('30s');
    await expect(computed(tracks[1]).animationDuration).toBe('25s');
    await expect(computed(tracks[1]).animationDirection).toBe('reverse');
    await expect(computed(tracks[0]).animationDelay).toBe('2s');
    await expect(computed(tracks[1]).animationDelay).toBe('4s');
    await expect(playState(tracks[0])).toBe('running');
  },
});

export const PauseToggle = meta.story({
  name: 'Pause and play',
  play: async ({ canvas }) => {
    const tracks = canvas.getAllByTestId('logo-track');
    // One delay for every row unless told otherwise (the spec's 2,000 ms).
    for (const track of tracks) await expect(computed(track).animationDelay).toBe('2s');
    await userEvent.click(canvas.getByRole('button', { name: 'Pause' }));
    for (const track of tracks) {
      await expect(playState(track)).toBe('paused');
    }
    const play = canvas.getByRole('button', { name: 'Play' });
    await userEvent.click(play);
    await userEvent.unhover(play);
    await expect(canvas.getByRole('button', { name: 'Pause' })).toBeVisible();
    await expect(playState(tracks[0])).toBe('running');
  },
});

export const PausedOnHover = meta.story({
  name: 'Paused on hover',
  play: async ({ canvas }) => {
    const [track] = canvas.getAllByTestId('logo-track');
    if (!track) throw new Error('logo track missing');
    await userEvent.hover(track);
    await expect(playState(track)).toBe('paused');
  },
});

export const Paused = meta.story({
  args: { initiallyPaused: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Play' })).toBeVisible();
    await expect(playState(canvas.getAllByTestId('logo-track')[0])).toBe('paused');
  },
});

export const ReducedMotion = meta.story({
  name: 'Reduced motion',
  args: { motion: 'reduced' },
  play: async ({ canvas }) => {
    await expect(canvas.queryAllByTestId('logo-track')).toHaveLength(0);
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(9);
  },
});

export const WithImages = meta.story({
  name: 'With logo images',
  args: {
    logos: organisations.slice(0, 6).map((item) => ({
      ...item,
      image: {
        src: placeholderImage({ width: 160, height: 48, label: item.name }),
        width: 160,
        height: 48,
      },
    })),
  },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Our clients' });
    await expect(within(region).getByRole('img', { name: 'Maple Leaf Dental' })).toBeVisible();
  },
});
