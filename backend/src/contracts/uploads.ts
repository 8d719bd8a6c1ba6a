/** Issue 15 (D16): why an upload whose content and name disagree is refused. */
export const UPLOAD_MESSAGES = {
  extensionMismatch: (label: string, extensions: readonly string[]) =>
    `This file is a ${label}, so its name must end in ${extensions.map((extension) => `.${extension}`).join(' or ')}. Please rename it and upload it again`,
  markupInText: 'This text file holds web page or script code, which cannot be shared here. Upload a PDF or an office document instead',
} as const;
