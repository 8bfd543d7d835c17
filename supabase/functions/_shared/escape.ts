const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: unknown): string {
  return String(value ?? '').replace(/[&<>"']/g, (ch) => HTML_ESCAPES[ch] ?? ch);
}

/** Mail headers must not carry line breaks a visitor typed (header injection). */
export function singleLine(value: string): string {
  return value.replace(/[\r\n\t]+/g, ' ').trim();
}
