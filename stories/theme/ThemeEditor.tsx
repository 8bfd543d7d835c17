import { useState, type CSSProperties } from 'react';
import {
  Button,
  contrastRatio,
  CtaBanner,
  defaultTheme,
  focusRingSurfaces,
  Grid,
  Hero,
  Notice,
  PlanCard,
  Stack,
  textPairs,
  TextField,
  ThemeProvider,
  uiPairs,
  type ColorName,
  type Theme,
} from '@northbeam/ui';

// A designer's panel (after Radix Themes' ThemePanel): edit the brand, see the components and a
// sample page in it at once, learn which colour pairs fail WCAG 2.2 AA before committing, copy
// the theme object into the app. The contrast pairs are the ui's own (contrastPairs.ts).

const fontChoices = {
  'The default stack': defaultTheme.font.body,
  'Georgia (serif)': 'Georgia, "DejaVu Serif", serif',
  'System UI': 'system-ui, sans-serif',
  Monospace: defaultTheme.font.mono,
};

/** Every pair below its minimum, as 'onPrimary on primary: 1.43:1 (needs 4.5:1)'. */
function failingPairs(color: Theme['color']): string[] {
  const lines: string[] = [];
  const check = (fg: ColorName, bg: ColorName, min: number) => {
    const ratio = contrastRatio(color[fg], color[bg]);
    if (ratio < min) lines.push(`${fg} on ${bg}: ${ratio.toFixed(2)}:1 (needs ${min}:1)`);
  };
  for (const [fg, bg] of textPairs) check(fg, bg, 4.5);
  for (const [fg, bg] of uiPairs) check(fg, bg, 3);
  check('focusRing', 'surface', 3);
  for (const surface of focusRingSurfaces) {
    const ring = contrastRatio(color.focusRing, color[surface]);
    const halo = contrastRatio(color.surface, color[surface]);
    if (Math.max(ring, halo) < 3) {
      lines.push(`focusRing on ${surface}: ${ring.toFixed(2)}:1 (needs 3:1)`);
    }
  }
  return lines;
}

function themeSource(theme: Theme, base: Theme): string {
  const changed = <K extends 'color' | 'font' | 'radius'>(key: K) =>
    Object.fromEntries(
      Object.entries(theme[key]).filter(
        ([name, value]) => (base[key] as Record<string, string>)[name] !== value,
      ),
    );
  const part = (key: 'color' | 'font' | 'radius') => {
    const entries = Object.entries(changed(key));
    if (entries.length === 0) return '';
    const lines = entries.map(([name, value]) => `    ${name}: ${JSON.stringify(value)},`);
    return `\n  ${key}: {\n    ...defaultTheme.${key},\n${lines.join('\n')}\n  },`;
  };
  return `import { defaultTheme, type Theme } from '@northbeam/ui';\n\nexport const theme: Theme = {\n  ...defaultTheme,${part('color')}${part('font')}${part('radius')}\n};\n`;
}

const panel: CSSProperties = {
  display: 'grid',
  gap: '1rem',
  gridTemplateColumns: 'minmax(16rem, 20rem) 1fr',
  alignItems: 'start',
  fontFamily: 'system-ui, sans-serif',
};
const swatchRow: CSSProperties = { display: 'flex', alignItems: 'center', gap: '0.5rem' };

export function ThemeEditor({ base = defaultTheme }: { base?: Theme }) {
  const [theme, setTheme] = useState<Theme>(base);
  const [copied, setCopied] = useState('');
  const failures = failingPairs(theme.color);
  const source = themeSource(theme, base);
  const radiusPx = Math.round(parseFloat(theme.radius.md) * 16);

  const setColor = (name: ColorName, value: string) =>
    setTheme((old) => ({ ...old, color: { ...old.color, [name]: value } }));
  const setFont = (role: 'heading' | 'body', value: string) =>
    setTheme((old) => ({ ...old, font: { ...old.font, [role]: value } }));
  const setRadius = (px: number) =>
    setTheme((old) => ({
      ...old,
      radius: { ...old.radius, sm: `${px / 32}rem`, md: `${px / 16}rem`, lg: `${px / 8}rem` },
    }));

  // A developer's tool, in English like the theme source it writes, sample page included.
  return (
    <div style={panel} lang="en">
      <form aria-label="Theme" onSubmit={(event) => event.preventDefault()}>
        <Stack space="md">
          <fieldset>
            <legend>Colours</legend>
            <Stack space="xs">
              {(Object.keys(theme.color) as ColorName[]).map((name) => (
                <label key={name} style={swatchRow}>
                  <input
                    type="color"
                    value={theme.color[name]}
                    onChange={(event) => setColor(name, event.target.value)}
                  />
                  {name}
                </label>
              ))}
            </Stack>
          </fieldset>
          <fieldset>
            <legend>Fonts and corners</legend>
            <Stack space="sm">
              {(['heading', 'body'] as const).map((role) => (
                <label key={role} style={{ display: 'grid' }}>
                  {role === 'heading' ? 'Heading font' : 'Body font'}
                  <select value={theme.font[role]} onChange={(e) => setFont(role, e.target.value)}>
                    {Object.entries(fontChoices).map(([label, stack]) => (
                      <option key={label} value={stack}>
                        {label}
                      </option>
                    ))}
                  </select>
                </label>
              ))}
              <label style={{ display: 'grid' }}>
                Corner radius: {radiusPx}px
                <input
                  type="range"
                  min={0}
                  max={24}
                  value={radiusPx}
                  onChange={(event) => setRadius(Number(event.target.value))}
                />
              </label>
            </Stack>
          </fieldset>
          <section aria-labelledby="contrast-title">
            <h2 id="contrast-title" style={{ fontSize: '1rem' }}>
              Contrast (WCAG 2.2 AA)
            </h2>
            {failures.length === 0 ? (
              <p>Every text and control pair passes.</p>
            ) : (
              <ul aria-label="Failing pairs">
                {failures.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            )}
          </section>
          <section aria-labelledby="source-title">
            <h2 id="source-title" style={{ fontSize: '1rem' }}>
              Theme object
            </h2>
            <button
              type="button"
              onClick={() =>
                void navigator.clipboard.writeText(source).then(
                  () => setCopied('Copied to the clipboard.'),
                  () => setCopied('The browser refused the clipboard: select the text instead.'),
                )
              }
            >
              Copy theme
            </button>
            <p role="status">{copied}</p>
            <pre style={{ whiteSpace: 'pre-wrap', fontSize: '0.75rem' }} tabIndex={0}>
              {source}
            </pre>
          </section>
        </Stack>
      </form>
      <div data-preview="">
        <ThemeProvider theme={theme}>
          <Stack space="lg">
            <Hero
              headline="A sample page in your theme"
              eyebrow="Preview"
              subtitle="Every component below takes the colours, fonts and corners on the left."
              primaryAction={{ label: 'See plans', href: '#plans' }}
              secondaryAction={{ label: 'Talk to us', href: '#contact' }}
              headingLevel={2}
              tone="inverse"
            />
            <Stack space="sm">
              <div style={swatchRow}>
                <Button>Primary</Button>
                <Button variant="secondary">Secondary</Button>
              </div>
              <Notice title="Saved" description="Your changes are saved." tone="success" />
              <Notice title="Not sent" description="Please try again." tone="destructive" />
              <TextField label="Email" type="email" value="" onValueChange={() => undefined} />
            </Stack>
            <Grid columns={[1, 2, 2]}>
              <PlanCard
                name="Local"
                features={['Google Business Profile', 'Monthly report']}
                price={{ amount: 500, periodText: '/month' }}
              />
              <PlanCard
                name="Regional"
                popular
                features={['Everything in Local', 'Answer-engine optimisation']}
                price={{ amount: 1200, periodText: '/month' }}
              />
            </Grid>
            <CtaBanner heading="Ready to be found?" text="A short call, no obligation." />
          </Stack>
        </ThemeProvider>
      </div>
    </div>
  );
}
