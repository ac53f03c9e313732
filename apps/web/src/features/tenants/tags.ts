/** "EU, critical-supplier ," → ['eu', 'critical-supplier']: what people type into a tags field. */
export function parseTags(text: string): string[] {
  return [...new Set(text.split(',').map((tag) => tag.trim().toLowerCase()).filter(Boolean))];
}
