/**
 * Copies text (the UPI id on Add Fund). Uses the Clipboard API where the page may, else
 * the older selection copy. Resolves to whether the text was copied.
 */
export async function copyToClipboard(text: string, doc: Document = globalThis.document): Promise<boolean> {
  try {
    await globalThis.navigator.clipboard.writeText(text);
    return true;
  } catch {
    return copyBySelection(text, doc);
  }
}

function copyBySelection(text: string, doc: Document): boolean {
  const field = doc.createElement('textarea');
  field.value = text;
  field.setAttribute('readonly', '');
  field.style.position = 'fixed';
  field.style.opacity = '0';
  doc.body.appendChild(field);
  try {
    field.select();
    return doc.execCommand('copy');
  } catch {
    return false;
  } finally {
    field.remove();
  }
}
