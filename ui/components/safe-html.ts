import DOMPurify from 'dompurify';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

// A hostile sample and what a working DOMPurify makes of it. Some DOMs (happy-dom) report
// DOMPurify as supported yet leave handlers and scripts in: those get plain text instead.
const SAMPLE = '<p onclick="x()">a</p><script>x()</script>';
const CLEANED = '<p>a</p>';
let purifies: boolean | undefined;

/**
 * The server's HTML (rules, videos) as it may be shown: DOMPurify's defaults (no scripts,
 * handlers, javascript: links or frames), or, where DOMPurify cannot clean, the page as text.
 */
export function safeHtml(html: string): string {
  purifies ??= DOMPurify.isSupported && DOMPurify.sanitize(SAMPLE) === CLEANED;
  return purifies ? DOMPurify.sanitize(html) : escapeHtml(html);
}
