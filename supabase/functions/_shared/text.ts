/**
 * `text` without any run of `char` at its end. Written as a loop because the pattern for it
 * (/x+$/) rescans the run from every position when something follows it: quadratic on long input.
 */
export function withoutTrailing(text: string, char: string): string {
  let end = text.length;
  while (end > 0 && text[end - 1] === char) end -= 1;
  return text.slice(0, end);
}
