/**
 * Name of the uploaded file: the original name made safe for a storage key (letters, digits, '.', '-',
 * '_'; anything else becomes '-'), with the extension switched to .webp when the WebP conversion is
 * uploaded. Examples: ('Beach party.JPG', 'converted') → 'Beach-party.webp';
 * ('stage.png', 'original') → 'stage.png'; ('no-extension', 'converted') → 'no-extension.webp'.
 */
export function uploadFileName(originalName: string, version: 'original' | 'converted'): string {
  const safe =
    originalName
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^A-Za-z0-9._-]+/g, '-')
      .replace(/^[.-]+/, '')
      .slice(-120) || 'photo';
  if (version === 'original') return safe;
  const dot = safe.lastIndexOf('.');
  return `${dot > 0 ? safe.slice(0, dot) : safe}.webp`;
}

/**
 * Overall upload progress in whole percent from each file's bytes sent and size, so a large file weighs
 * more than a small one: [{ sent 50, total 100 }, { sent 0, total 300 }] → 13. No bytes to send → 0.
 */
export function overallUploadPercent(files: readonly { sent: number; total: number }[]): number {
  const total = files.reduce((sum, f) => sum + Math.max(0, f.total), 0);
  if (total === 0) return 0;
  const sent = files.reduce((sum, f) => sum + Math.min(Math.max(0, f.sent), Math.max(0, f.total)), 0);
  return Math.round((sent / total) * 100);
}

/** Existing paths first, then new ones, each once: (['a', 'b'], ['b', 'c']) → ['a', 'b', 'c']. */
export function mergePhotoPaths(existing: readonly string[], added: readonly string[]): string[] {
  return [...new Set([...existing, ...added])];
}
