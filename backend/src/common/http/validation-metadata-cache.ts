import { getMetadataStorage } from 'class-validator';

type MetadataStorage = ReturnType<typeof getMetadataStorage>;
type Lookup = MetadataStorage['getTargetValidationMetadatas'];

const cached = new WeakSet<MetadataStorage>();

/**
 * class-validator looks up a DTO's rules on every validation by walking every decorated class in the process (an
 * `instanceof` per class, for inherited rules): with this app's few hundred DTOs that walk cost more than most
 * requests' own validation (issue 22's profile). The rules only change when a decorator runs, at class definition,
 * so each lookup is kept until the next rule is added. The arrays are read, never changed, by class-validator.
 */
export function cacheValidationMetadataLookups(storage: MetadataStorage = getMetadataStorage()): void {
  if (cached.has(storage)) return;
  cached.add(storage);
  const lookup: Lookup = storage.getTargetValidationMetadatas.bind(storage);
  const addRule = storage.addValidationMetadata.bind(storage);
  let byTarget = new Map<unknown, Map<string, ReturnType<Lookup>>>();
  storage.addValidationMetadata = (metadata) => {
    byTarget = new Map();
    addRule(metadata);
  };
  storage.getTargetValidationMetadatas = (target, schema, always, strictGroups, groups) => {
    const key = `${schema}\u0000${always}\u0000${strictGroups}\u0000${(groups ?? []).join('\u0000')}`;
    let byOptions = byTarget.get(target);
    if (!byOptions) byTarget.set(target, (byOptions = new Map()));
    let rules = byOptions.get(key);
    if (!rules) byOptions.set(key, (rules = lookup(target, schema, always, strictGroups, groups)));
    return rules;
  };
}
