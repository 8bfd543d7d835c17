// Tables for the Foundations docs pages. They read the theme objects and the contrast pairs the
// unit test checks, so the pages cannot drift from what the library ships.
import type { CSSProperties, ReactNode } from 'react';
import { contrastRatio } from '../../packages/ui/src/theme/contrast';
import { textPairs, uiPairs } from '../../packages/ui/src/theme/contrastPairs';
import { themes, type Theme } from '../../packages/ui/src/theme/themes';

const cell: CSSProperties = {
  padding: '6px 10px',
  borderBottom: '1px solid #e2e8f0',
  textAlign: 'left',
};

function Table({ head, rows }: { head: string[]; rows: ReactNode[][] }) {
  return (
    <table style={{ borderCollapse: 'collapse', width: '100%', fontSize: 14 }}>
      <thead>
        <tr>
          {head.map((label) => (
            <th key={label} style={cell} scope="col">
              {label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => (
          <tr key={index}>
            {row.map((value, column) => (
              <td key={column} style={cell}>
                {value}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * One group of theme tokens as a table: each token's name and value and, where `sample` is given,
 * the value drawn in a third column.
 */
function TokenTable({
  group,
  tokens,
  sample,
  sampleHead = '',
}: {
  group: string;
  tokens: Record<string, string>;
  sample?: (value: string) => ReactNode;
  sampleHead?: string;
}) {
  return (
    <Table
      head={sample ? [group, 'Value', sampleHead] : [group, 'Value']}
      rows={Object.entries(tokens).map(([name, value]) => [
        <code key="n">{name}</code>,
        value,
        ...(sample ? [sample(value)] : []),
      ])}
    />
  );
}

const themeEntries = Object.entries(themes) as [string, Theme][];

function Swatch({ colour }: { colour: string }) {
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
      <span
        aria-hidden
        style={{
          width: 20,
          height: 20,
          borderRadius: 4,
          background: colour,
          border: '1px solid #64748b',
        }}
      />
      <code>{colour}</code>
    </span>
  );
}

/** Every colour token of every theme. */
export function ColourTokens() {
  const names = Object.keys(themes.default.color) as (keyof Theme['color'])[];
  return (
    <Table
      head={['Token', ...themeEntries.map(([name]) => `${name} theme`)]}
      rows={names.map((token) => [
        <code key="token">{token}</code>,
        ...themeEntries.map(([name, theme]) => <Swatch key={name} colour={theme.color[token]} />),
      ])}
    />
  );
}

/** The pairs the contrast test checks, with each theme's ratio and the WCAG 2.2 AA minimum. */
export function ContrastFigures() {
  const rows = [
    ...textPairs.map((pair) => ({ pair, need: 4.5, kind: 'text' })),
    ...uiPairs.map((pair) => ({ pair, need: 3, kind: 'non-text' })),
  ];
  return (
    <Table
      head={['Foreground on background', 'Kind', 'Needs', ...themeEntries.map(([name]) => name)]}
      rows={rows.map(({ pair: [fg, bg], need, kind }) => [
        <span key="pair">
          <code>{fg}</code> on <code>{bg}</code>
        </span>,
        kind,
        `${need}:1`,
        ...themeEntries.map(([, theme]) => {
          const ratio = contrastRatio(theme.color[fg], theme.color[bg]);
          return `${ratio.toFixed(2)}:1 ${ratio >= need ? 'pass' : 'FAIL'}`;
        }),
      ])}
    />
  );
}

/** Font families and the type scale, each size rendered. */
export function TypeScale() {
  const { font, fontSize, fontWeight, lineHeight } = themes.default;
  return (
    <>
      <Table
        head={['Token', 'Value']}
        rows={[
          ...Object.entries(font).map(([name, value]) => [<code key="n">font.{name}</code>, value]),
          ...Object.entries(fontWeight).map(([name, value]) => [
            <code key="n">fontWeight.{name}</code>,
            value,
          ]),
          ...Object.entries(lineHeight).map(([name, value]) => [
            <code key="n">lineHeight.{name}</code>,
            value,
          ]),
        ]}
      />
      <TokenTable
        group="fontSize"
        tokens={fontSize}
        sampleHead="Sample"
        sample={(value) => (
          <span key="s" style={{ fontSize: value, lineHeight: 1.2 }}>
            Search, answered
          </span>
        )}
      />
    </>
  );
}

const ink = '#1e40af';

/** A token drawn to scale. */
function Block({ style }: { style: CSSProperties }) {
  return <span style={{ display: 'block', ...style }} />;
}

/** Spacing, radii, shadows and sizes of the default theme, drawn to scale. */
export function SpaceAndShape() {
  const { space, radius, shadow, size } = themes.default;
  return (
    <>
      <TokenTable
        group="space"
        tokens={space}
        sample={(width) => <Block style={{ height: 12, width, background: ink }} />}
      />
      <TokenTable
        group="radius"
        tokens={radius}
        sample={(borderRadius) => (
          <Block style={{ width: 48, height: 32, borderRadius, border: `2px solid ${ink}` }} />
        )}
      />
      <TokenTable group="shadow" tokens={shadow} />
      <TokenTable group="size" tokens={size} />
    </>
  );
}

/** Durations and easing; every animation stops under prefers-reduced-motion. */
export function Motion() {
  return <TokenTable group="motion" tokens={themes.default.motion} />;
}
