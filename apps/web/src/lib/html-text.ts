/** Text content of an HTML fragment (for titles, alt text and structured data). */
export function htmlToText(html: string): string {
  if (!/[<&]/.test(html)) return html.replace(/\s+/g, ' ').trim();
  // DOMParser builds an inert document: nothing in it runs or loads.
  const text = new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';
  return text.replace(/\s+/g, ' ').trim();
}

/** True when a string has no markup or entities, so React can show it as plain text. */
export function isPlainText(html: string): boolean {
  return !/[<&]/.test(html);
}
