import { useEffect, useState, type FormEvent } from 'react';
import { DIRECTORY_SEARCH_MAX_LENGTH, DIRECTORY_TEXTS, EXPERTISE_KEYS, EXPERTISE_LABELS } from '@contracts';
import type { DirectoryParams } from '../model/directoryParams';
import '@/shared/ui/dialog/dialog.css';

interface DirectoryFiltersProps {
  params: DirectoryParams;
  onChange: (next: DirectoryParams) => void;
}

/** Text search (applied on submit) and the expertise filter (applied at once); both go back to page 1. */
export function DirectoryFilters({ params, onChange }: DirectoryFiltersProps) {
  const [search, setSearch] = useState(params.search);
  // Back/forward changes the URL under the form: show what the URL says.
  useEffect(() => setSearch(params.search), [params.search]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ ...params, search, page: 1 });
  };

  return (
    <form className="directory-filters" role="search" onSubmit={submit}>
      <div className="plain-field directory-filters__field directory-filters__field--search">
        <label htmlFor="directory-search">{DIRECTORY_TEXTS.searchLabel}</label>
        <input
          id="directory-search"
          type="search"
          name="search"
          value={search}
          maxLength={DIRECTORY_SEARCH_MAX_LENGTH}
          placeholder="Name, organisation, skills…"
          onChange={(event) => setSearch(event.target.value)}
        />
      </div>
      <div className="plain-field directory-filters__field">
        <label htmlFor="directory-expertise">{DIRECTORY_TEXTS.expertiseLabel}</label>
        <select
          id="directory-expertise"
          name="expertise"
          value={params.expertise}
          onChange={(event) => onChange({ ...params, search, expertise: event.target.value, page: 1 })}
        >
          <option value="">{DIRECTORY_TEXTS.allExpertise}</option>
          {EXPERTISE_KEYS.map((key) => (
            <option key={key} value={key}>
              {EXPERTISE_LABELS[key]}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="btn btn--primary directory-filters__submit">
        Search
      </button>
    </form>
  );
}
