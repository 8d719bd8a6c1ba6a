/** Names inside a member's data export (issue 19); one place so the screens' help text and tests agree. */
export const EXPORT_FILES = {
  account: 'account.json',
  consent: 'consent.json',
  projects: 'projects.json',
  messages: 'messages.json',
  enquiries: 'enquiries.json',
  reviews: 'reviews.json',
  mails: 'mails.json',
  audit: 'audit.json',
  filesFolder: 'files/',
} as const;

/**
 * A document's path in the ZIP: `files/<project>-<file id>-<name>`, the id keeping two uploads of one name
 * apart, and the name reduced to characters every unzip tool accepts (no folders, no traversal).
 */
export function exportedFilePath(projectId: number, fileId: number, fileName: string): string {
  const safe = fileName
    .normalize('NFKC')
    .replace(/[/\\:*?"<>|\u0000-\u001f]/g, '_')
    .replace(/^\.+/, '_')
    .slice(0, 120);
  return `${EXPORT_FILES.filesFolder}${projectId}-${fileId}-${safe || 'file'}`;
}

/** The download's name: `<brand>-data-<YYYY-MM-DD>.zip`, ASCII only. */
export function exportFileName(brand: string, now: Date): string {
  const slug = brand.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'account';
  return `${slug}-data-${now.toISOString().slice(0, 10)}.zip`;
}

/** Pretty JSON, so a member can read the files in any text editor. */
export const asJson = (value: unknown): Buffer => Buffer.from(`${JSON.stringify(value, null, 2)}\n`, 'utf8');
