import { mailtoHref } from '@/shared/config';
import type { LegalBlock } from '../model/types';

/** One block of a legal section: a paragraph, a list, or a sentence ending in a contact email. */
export function LegalBlockView({ block }: { block: LegalBlock }) {
  if (typeof block === 'string') return <p>{block}</p>;
  if ('list' in block) {
    return (
      <ul>
        {block.list.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    );
  }
  // No contact address configured: leave the sentence out rather than point at a made-up one.
  if (!block.email) return null;
  return (
    <p>
      {block.text} <a href={mailtoHref(block.email)}>{block.email}</a>.
    </p>
  );
}
