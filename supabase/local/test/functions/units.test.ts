import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clientAddress } from '../../../functions/_shared/client-ip.ts';
import { escapeHtml } from '../../../functions/_shared/escape.ts';
import {
  ADDONS,
  allPriceSpecs,
  annualMonthlyPrice,
  planPrice,
  priceSpecForLookupKey,
  resolveAddon,
  resolveTier,
} from '../../../functions/_shared/plans.ts';
import { parseStripeForm, type FormObject, type FormValue } from '../../src/stripe/form.ts';

describe('plans (spec section 9)', () => {
  it('prices annual billing at 85% of monthly, rounded, billed as twelve months', () => {
    expect([997, 1997, 3997].map(annualMonthlyPrice)).toEqual([847, 1697, 3397]);
    expect(planPrice('starter', 'month').unitAmount).toBe(99_700);
    expect(planPrice('starter', 'year').unitAmount).toBe(1_016_400);
    expect(planPrice('enterprise', 'year').unitAmount).toBe(4_076_400);
  });

  it("maps the site's 'premium' to Professional and accepts add-ons by name or slug", () => {
    expect(resolveTier('premium')).toBe('professional');
    expect(resolveTier(' Starter ')).toBe('starter');
    expect(resolveTier('gold')).toBeUndefined();
    expect(resolveAddon('bilingual seo (french/english)')?.monthly).toBe(797);
    expect(resolveAddon('ppc-management')?.name).toBe('PPC management');
    expect(ADDONS.map((a) => a.monthly)).toEqual([497, 797, 1297, 2497, 897, 1497]);
  });

  it('reads every lookup key back to the plan or add-on it was made for', () => {
    for (const spec of allPriceSpecs()) expect(priceSpecForLookupKey(spec.lookupKey)).toEqual(spec);
    expect(priceSpecForLookupKey('someone_elses_price')).toBeUndefined();
  });
});

describe('escapeHtml', () => {
  it('leaves no markup characters and loses nothing', () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        const escaped = escapeHtml(value);
        expect(escaped).not.toMatch(/[<>"']/);
        const back = escaped
          .replace(/&lt;/g, '<')
          .replace(/&gt;/g, '>')
          .replace(/&quot;/g, '"')
          .replace(/&#39;/g, "'")
          .replace(/&amp;/g, '&');
        expect(back).toBe(value);
      }),
    );
  });
});

/** Stripe's encoding (as the SDK writes it): arrays by index, objects by bracketed key. */
function encode(value: FormValue, prefix: string, out: string[]): void {
  if (typeof value === 'string') {
    out.push(`${encodeURIComponent(prefix)}=${encodeURIComponent(value)}`);
  } else if (Array.isArray(value)) {
    value.forEach((v, i) => encode(v, `${prefix}[${i}]`, out));
  } else {
    for (const [k, v] of Object.entries(value)) encode(v, prefix ? `${prefix}[${k}]` : k, out);
  }
}

describe('parseStripeForm', () => {
  it('reads back any nested params encoded with bracket syntax', () => {
    const key = fc.stringMatching(/^[a-z_][a-z0-9_]{0,8}$/);
    const { tree } = fc.letrec<{ tree: FormValue }>((tie) => ({
      tree: fc.oneof(
        { depthSize: 'small' },
        fc.string(),
        fc.array(tie('tree'), { minLength: 1, maxLength: 3 }),
        fc.dictionary(key, tie('tree'), { minKeys: 1, maxKeys: 3 }),
      ),
    }));
    fc.assert(
      fc.property(fc.dictionary(key, tree, { minKeys: 1, maxKeys: 4 }), (params: FormObject) => {
        const out: string[] = [];
        encode(params, '', out);
        expect(parseStripeForm(out.join('&'))).toEqual(params);
      }),
    );
  });

  it('understands the shapes the SDK sends for checkout', () => {
    const parsed = parseStripeForm(
      'mode=subscription&line_items[0][price]=price_1&line_items[0][quantity]=1&expand[]=customer&expand[]=subscription&metadata[user_id]=u1',
    );
    expect(parsed).toEqual({
      mode: 'subscription',
      line_items: [{ price: 'price_1', quantity: '1' }],
      expand: ['customer', 'subscription'],
      metadata: { user_id: 'u1' },
    });
  });
});

describe("client address for the functions' rate limits", () => {
  it('takes the right-most trusted hop, whatever the client wrote to the left of it', () => {
    // Before: the left-most entry, so a client chose its own bucket with every request.
    expect(clientAddress('6.6.6.6, 203.0.113.9', 1)).toBe('203.0.113.9');
    expect(clientAddress('7.7.7.7,  203.0.113.9', 1)).toBe('203.0.113.9');
    expect(clientAddress('6.6.6.6, 203.0.113.9, 10.0.0.2', 2)).toBe('203.0.113.9');
    expect(clientAddress('203.0.113.9', 3)).toBe('203.0.113.9');
    expect(clientAddress('', 1)).toBeNull();
    expect(clientAddress(null, 1)).toBeNull();
    fc.assert(
      fc.property(fc.array(fc.ipV4(), { maxLength: 5 }), fc.ipV4(), (spoofed, real) => {
        expect(clientAddress([...spoofed, real].join(', '), 1)).toBe(real);
      }),
    );
  });
});
