import { parse, type DefaultTreeAdapterMap } from 'parse5';
import { noticeSlot, siteHeaderHooks, slotAttribute } from '@northbeam/ui/enhance';
import { newsletterHooks } from '../app/islands/newsletterHooks';

/**
 * The parts of prerendered markup that island scripts fill, and the named slots each fill step
 * needs: a part that lacks one would lose its text on the page (islands fill by name and throw,
 * or report in production, when a slot is missing; this finds it in the build first).
 */

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];

interface IslandFill {
  /** The attribute that marks the part the island fills. */
  hook: string;
  slots: readonly string[];
  /** Attributes the part itself must carry (the texts it is filled from). */
  attributes?: readonly string[];
}

const islandFills: IslandFill[] = [
  // islands/newsletterFlow.ts showNotice: a clone of the template's Notice, filled with a flow's.
  { hook: newsletterHooks.noticeTemplate, slots: Object.values(noticeSlot) },
  // ui showSignedIn: each account link's text is its label, from the texts it carries for both
  // states.
  {
    hook: siteHeaderHooks.accountLink,
    slots: [],
    attributes: [
      'data-signed-in-label',
      'data-signed-in-href',
      'data-signed-out-label',
      'data-signed-out-href',
    ],
  },
];

const isElement = (node: Node): node is Element => 'tagName' in node;
const attr = (element: Element, name: string) =>
  element.attrs.find((attribute) => attribute.name === name)?.value;

/** The node's children, a <template>'s content included (parse5 keeps it apart). */
function childrenOf(node: Node): Node[] {
  const content = (node as { content?: Node }).content;
  const own = 'childNodes' in node ? node.childNodes : [];
  return content ? [...own, content] : own;
}

function* elementsIn(node: Node): Generator<Element> {
  if (isElement(node)) yield node;
  for (const child of childrenOf(node)) yield* elementsIn(child);
}

/** Each filled part in `html` (a page), with the slot names and attributes it lacks. */
export function missingSlots(html: string): { part: string; missing: string[] }[] {
  const found: { part: string; missing: string[] }[] = [];
  for (const element of elementsIn(parse(html))) {
    for (const fill of islandFills) {
      const value = attr(element, fill.hook);
      if (value === undefined) continue;
      const slots = new Set(
        [...elementsIn(element)].map((inner) => attr(inner, slotAttribute)).filter(Boolean),
      );
      const missing = [
        ...fill.slots
          .filter((slot) => !slots.has(slot))
          .map((slot) => `[${slotAttribute}="${slot}"]`),
        ...(fill.attributes ?? []).filter((name) => !attr(element, name)),
      ];
      found.push({ part: `${element.tagName}[${fill.hook}="${value}"]`, missing });
    }
  }
  return found;
}
