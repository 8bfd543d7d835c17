import { describe, expect, it } from 'vitest';
import {
  enAtLeast,
  frAtLeast,
  frNumber,
  frPercent,
  frTypographyProblems,
} from '../app/lib/frenchTypography';
import { NBSP, NNBSP, frText } from '../app/lib/frText';

// Spaces are spelled out: a failure message shows which space a string holds.
const show = (text: string) => text.replace(/\u00A0/g, '⍽').replace(/\u202F/g, '·');

describe('French numbers (fr-CA)', () => {
  it('groups thousands with a no-break space, as Intl.NumberFormat fr-CA does', () => {
    expect(show(frNumber(135_000))).toBe('135⍽000');
    expect(show(frNumber(1_762_949))).toBe('1⍽762⍽949');
    expect(frNumber(1634)).toBe(`1${NBSP}634`);
    expect(frNumber(96)).toBe('96');
  });

  it('puts a no-break space before the per cent sign', () => {
    expect(show(frPercent(25))).toBe('25⍽%');
    expect(show(frPercent(55))).toBe('55⍽%');
  });

  it('writes stat figures in words as Quebec copy does, never above the source figure', () => {
    expect(show(frAtLeast(135_000))).toBe('Plus de 135⍽000');
    expect(show(frAtLeast(40_000))).toBe('Plus de 40⍽000');
    expect(show(frAtLeast(839_311))).toBe('Plus de 835⍽000');
    // 1,762,949 (Montréal, 2021) is « Plus de 1,7 million », not the rounded-up 1,8 of compact notation.
    expect(show(frAtLeast(1_762_949))).toBe('Plus de 1,7⍽million');
    // « million » takes the plural from two up.
    expect(show(frAtLeast(4_291_732))).toBe('Plus de 4,2⍽millions');
    expect(show(frAtLeast(2_000_000))).toBe('Plus de 2⍽millions');
    expect(frTypographyProblems(frAtLeast(4_291_732))).toEqual([]);
  });

  it('writes the same figures in English for the English pages', () => {
    expect(enAtLeast(135_000)).toBe('135K+');
    expect(enAtLeast(1_762_949)).toBe('1.7M+');
    expect(enAtLeast(1_000_000)).toBe('1.0M+');
    expect(enAtLeast(549_459)).toBe('545K+');
    expect(enAtLeast(2_800_000)).toBe('2.8M+');
  });
});

describe('French punctuation (OQLF)', () => {
  // The rule, the text as typed, and what frText makes of it.
  it.each([
    [
      'a no-break space before a colon',
      'Ministères, assureurs et tourisme : nous aidons',
      'Ministères, assureurs et tourisme⍽: nous aidons',
    ],
    ['a no-break space before a colon', 'Tourisme: visiteurs', 'Tourisme⍽: visiteurs'],
    [
      'a no-break space inside guillemets',
      'des conditions «au moins aussi favorables»',
      'des conditions «⍽au moins aussi favorables⍽»',
    ],
    ['a narrow no-break space before ; ? and !', 'Pourquoi Montréal ?', 'Pourquoi Montréal·?'],
    ['a narrow no-break space before ; ? and !', 'Pourquoi Québec?', 'Pourquoi Québec·?'],
    [
      'a narrow no-break space before ; ? and !',
      'Prêt ! Allons-y ; maintenant',
      'Prêt·! Allons-y·; maintenant',
    ],
    [
      'a no-break space between a figure and % or $',
      'Le secteur public compte pour 25% des emplois',
      'Le secteur public compte pour 25⍽% des emplois',
    ],
    [
      'a no-break space between a figure and % or $',
      'à partir de 997 $ par mois',
      'à partir de 997⍽$ par mois',
    ],
    [
      'a no-break space between a figure and % or $',
      'Plus de 40 000 étudiants, 1 997 $',
      'Plus de 40⍽000 étudiants, 1⍽997⍽$',
    ],
  ])('puts %s: %s', (_rule, typed, shown) => {
    expect(show(frText(typed))).toBe(shown);
  });

  it('leaves web addresses and times alone, and is idempotent', () => {
    expect(frText('Voir https://example.ca/page à 9:30')).toBe(
      'Voir https://example.ca/page à 9:30',
    );
    const once = frText('Pourquoi Québec ? Le secteur public : 25 % des emplois');
    expect(frText(once)).toBe(once);
  });
});

describe('frTypographyProblems', () => {
  it('accepts text the helpers produced', () => {
    expect(frTypographyProblems(frText(`Population : ${frAtLeast(1_762_949)} ?`))).toEqual([]);
    expect(frTypographyProblems(frText(`Plus de ${frNumber(140_000)} habitants ; 25 %`))).toEqual(
      [],
    );
    expect(frTypographyProblems('Google.ca et Bishop’s, depuis 1634')).toEqual([]);
  });

  it('finds English number formats', () => {
    expect(frTypographyProblems('1.7M+')).toEqual(
      expect.arrayContaining(['decimal point (1.7)', 'English K/M suffix (135K+, 1.7M+)']),
    );
    expect(frTypographyProblems('135K+')).toContain('English K/M suffix (135K+, 1.7M+)');
    expect(frTypographyProblems('1,500 entreprises')).toContain(
      'comma as thousands separator (1,500)',
    );
    expect(frTypographyProblems('135000 habitants')).toContain('ungrouped number (135000)');
    expect(frTypographyProblems('40 000+')).toContain('plain space grouping a number (40 000)');
  });

  it('finds English shorthand for "more than": a trailing + or an M after a figure', () => {
    const trailingPlus = 'trailing + after a figure (write « Plus de 55 % »)';
    expect(frTypographyProblems(`1,7${NBSP}M+`)).toContain('English K/M suffix (135K+, 1.7M+)');
    expect(frTypographyProblems(`55${NBSP}%+`)).toContain(trailingPlus);
    expect(frTypographyProblems(`135${NBSP}000+`)).toContain(trailingPlus);
    expect(frTypographyProblems(`Plus de 55${NBSP}%`)).toEqual([]);
  });

  it('finds hand-typed or missing spaces', () => {
    expect(frTypographyProblems('25%')).toContain('no no-break space before % or $');
    expect(frTypographyProblems('25 %')).toContain('no no-break space before % or $');
    expect(frTypographyProblems('Tourisme : visiteurs')).toContain('no no-break space before :');
    expect(frTypographyProblems('Pourquoi Montréal ?')).toContain(
      'no narrow no-break space before ; ? !',
    );
    expect(frTypographyProblems(`« loi 96${NNBSP}»`)).toContain('no no-break space inside « »');
  });
});
