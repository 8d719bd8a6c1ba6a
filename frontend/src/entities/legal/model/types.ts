/** A paragraph, a bulleted list, or a paragraph that ends in an e-mail link. */
export type LegalBlock = string | { list: readonly string[] } | { text: string; email?: string };

interface LegalSection {
  /** Anchor for the contents list, e.g. "fees". */
  id: string;
  heading: string;
  blocks: readonly LegalBlock[];
}

export interface LegalDocument {
  title: string;
  /** A short plain-English summary shown before the sections. */
  summary: string;
  sections: readonly LegalSection[];
}
