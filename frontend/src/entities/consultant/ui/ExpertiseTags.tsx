import { expertiseLabel } from '../model/expertise';
import { cardTags } from '../model/directoryCard';
import './expertise-tags.css';

/** Expertise labels as tags; with `max`, the rest is summed up as '+N more' (the directory card). */
export function ExpertiseTags({ expertise, max }: { expertise: readonly string[]; max?: number }) {
  if (expertise.length === 0) return null;
  const { shown, more } = max === undefined ? { shown: expertise, more: 0 } : cardTags(expertise, max);
  return (
    <ul className="expertise-tags" aria-label="Expertise">
      {shown.map((key) => (
        <li key={key} className="expertise-tags__tag">
          {expertiseLabel(key)}
        </li>
      ))}
      {more > 0 && <li className="expertise-tags__tag expertise-tags__tag--more">+{more} more</li>}
    </ul>
  );
}
