import { InitialSchema1732250000000 } from './1732250000000-initial-schema';

/** Every migration, in order. Listed explicitly so the same list works from ts-jest and from dist/. */
export const MIGRATIONS = [InitialSchema1732250000000];
