// What bench-interactions.mjs does on each page: the controls issue 29 names (the billing toggle,
// a plan's button, every field of the contact and auth forms, the header menus, the newsletter
// form), each a few times, as a visitor would (a key every 120 ms).

export const goals = { interactionMs: 50, floorRatio: 1.1 };

const keyDelayMs = 120;
const textFor = (name) =>
  ({
    email: 'ana@example.com',
    website: 'example.ca',
    phone: '4165550100',
    password: 'correct horse',
    message: 'We run three clinics in Halifax and want more bookings.',
  })[name] ?? 'Ana Tremblay';

/** Every field of the form a visitor fills: text, e-mail, password, text areas and selects. */
async function fields(form) {
  const all = form.locator(
    'input:not([type=hidden]):not([type=radio]):not([type=checkbox]):not([tabindex="-1"]), textarea, select',
  );
  const visible = [];
  for (const field of await all.all()) if (await field.isVisible()) visible.push(field);
  return visible;
}

/** Types into each field (a select: two presses of the down arrow), one row per field. */
async function typeEach(page, form, measure, prefix = '') {
  const rows = [];
  for (const field of await fields(form)) {
    const name = (await field.getAttribute('name')) ?? 'field';
    await field.focus();
    const select = (await field.evaluate((element) => element.tagName)) === 'SELECT';
    const keys = select ? ['ArrowDown', 'ArrowDown'] : [...textFor(name)];
    const values = await measure(keys.length, async () => {
      for (const key of keys) await page.keyboard.press(key, { delay: 10 }).then(() => pause(page));
    });
    rows.push([`${prefix}${name}`, values]);
  }
  return rows;
}

const pause = (page) => page.waitForTimeout(keyDelayMs);

/**
 * How long a person holds the button in a click: about 87 ms at 25-34 years and up to 137 ms at 65
 * and over (ClickSense, Edmonds and Azzopardi, two studies of 291 and 227 people:
 * https://github.com/andyed/clicksense, docs/clicksense-research.md). The bench holds it 80 ms.
 */
const holdMs = 80;

/**
 * A press as a visitor makes it: the pointer comes to rest on the control's centre (its hover
 * styles are drawn then, before any press), the button goes down, is held `holdMs` and comes up.
 * Playwright's `locator.click` would add its own hit-target check to the page, run inside the
 * press's pointerdown; and `mouse.click` sends the move, the down and the up at once, so at 4x CPU
 * the page handled all three in one task (the hover's restyle, the press, the click's work) and
 * Event Timing gave the pointerdown the whole task's time, which no person's click makes.
 */
export async function press(page, locator) {
  await locator.scrollIntoViewIfNeeded();
  const box = await locator.boundingBox();
  if (!box) throw new Error(`nothing to press: ${locator}`);
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await pause(page);
  await page.mouse.down();
  await page.waitForTimeout(holdMs);
  await page.mouse.up();
}

/** Opens and closes a header menu `times` times (a click each). */
async function menu(page, measure, name, times = 5) {
  const button = page.getByRole('banner').getByRole('button', { name, exact: true });
  return [
    `${name} menu`,
    await measure(times * 2, async () => {
      for (let i = 0; i < times * 2; i += 1) await press(page, button).then(() => pause(page));
    }),
  ];
}

export const controls = [
  {
    route: '/pricing',
    label: 'plans',
    run: async (page, measure) => [
      [
        'billing toggle',
        await measure(10, async () => {
          for (let i = 0; i < 5; i += 1) {
            await press(page, page.getByRole('radio', { name: /Annual/ }));
            await pause(page);
            await press(page, page.getByRole('radio', { name: /Monthly/ }));
            await pause(page);
          }
        }),
      ],
      [
        "a plan's button",
        await measure(3, async () => {
          const button = page.getByRole('main').getByRole('link', { name: 'Get Started' });
          for (let i = 0; i < 3; i += 1) await press(page, button.nth(i)).then(() => pause(page));
        }),
      ],
      await menu(page, measure, 'Services'),
      await menu(page, measure, 'Cities'),
    ],
  },
  {
    route: '/contact',
    label: 'form',
    run: (page, measure) => typeEach(page, page.locator('form[data-contact-form]'), measure),
  },
  {
    route: '/auth',
    label: 'form',
    run: async (page, measure) => {
      const form = page.getByRole('main').locator('form').first();
      const rows = await typeEach(page, form, measure, 'sign in: ');
      await page.getByRole('main').getByRole('button', { name: 'Sign up' }).click();
      return [...rows, ...(await typeEach(page, form, measure, 'sign up: '))];
    },
  },
  {
    route: '/blog',
    label: 'newsletter',
    run: async (page, measure) => {
      const form = page
        .getByRole('main')
        .locator('form')
        .filter({ has: page.locator('input[type=email]') });
      const rows = await typeEach(page, form.first(), measure);
      const submit = await measure(1, () =>
        press(page, form.first().locator('button[type=submit]')),
      );
      return [
        ...rows.map(([name, values]) => [`email field (${name})`, values]),
        ['subscribe button', submit],
        await menu(page, measure, 'Services'),
        await menu(page, measure, 'Cities'),
      ];
    },
  },
];
