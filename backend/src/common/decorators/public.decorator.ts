import { SetMetadata } from '@nestjs/common';

export const IS_PUBLIC = 'isPublic';
/** Opt a handler or controller out of the authenticated-by-default guard. */
export const Public = () => SetMetadata(IS_PUBLIC, true);
