import { SetMetadata } from '@nestjs/common';

export const ACCEPTS_CONTENT_TYPES = 'acceptsContentTypes';

/**
 * Lets a state-changing route take a body that is not JSON, e.g. `@AcceptsContentTypes('multipart/form-data')`
 * for uploads. Media types only (no parameters); JSON stays accepted. Read by `JsonContentTypeGuard`.
 */
export const AcceptsContentTypes = (...mediaTypes: string[]) =>
  SetMetadata(ACCEPTS_CONTENT_TYPES, mediaTypes.map((type) => type.toLowerCase()));
