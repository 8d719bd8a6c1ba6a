import { applyDecorators } from '@nestjs/common';
import { ApiBadRequestResponse, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, Matches, MaxLength } from 'class-validator';

import { LIST_CURSOR_MAX_LENGTH, LIST_CURSOR_MESSAGES, PAGE_NUMBER_MAX_DEPTH } from '../../contracts';
import { InvalidInputError } from '../../kernel/domain-errors';
import { ErrorBodySchema } from './error-body.response';

/**
 * `?cursor=` of the lists that grow with traffic (issue 22): the `nextCursor` or `previousCursor` of a page.
 * Only its outline is checked here; what it holds is checked where it is read (database/keyset.ts).
 */
export const CursorQuery = (): PropertyDecorator =>
  applyDecorators(
    ApiPropertyOptional({
      maxLength: LIST_CURSOR_MAX_LENGTH,
      description: 'The nextCursor or previousCursor of a page: the page after or before it, read through the sort index at the same cost at any depth. Not with page',
    }),
    IsOptional(),
    MaxLength(LIST_CURSOR_MAX_LENGTH, { message: LIST_CURSOR_MESSAGES.cursorInvalid }),
    Matches(/^[A-Za-z0-9_-]+$/, { message: LIST_CURSOR_MESSAGES.cursorInvalid }),
    IsString({ message: LIST_CURSOR_MESSAGES.cursorInvalid }),
  );

/** A cursor names its page itself: a page number beside it is refused rather than silently ignored. */
export function refusePageWithCursor(query: { page?: number; cursor?: string }): void {
  if (query.cursor !== undefined && query.page !== undefined) throw new InvalidInputError(LIST_CURSOR_MESSAGES.cursorWithPage, { cursor: LIST_CURSOR_MESSAGES.cursorWithPage });
}

/** How deep pages by number may go, said once in each growing list's OpenAPI description. */
export const DEEP_PAGE_NOTE = ` A page by number steps over the index entries before it (from the nearer end of the list), so one more than ${PAGE_NUMBER_MAX_DEPTH.toLocaleString('en-GB')} rows from both ends is a 400: read deeper pages with ?cursor=.`;

/** The growing lists' 400, documented deliberately: besides a field's rule, a bad cursor and a page too deep by number. */
export const GrowingListBadRequest = (): MethodDecorator =>
  ApiBadRequestResponse({
    type: ErrorBodySchema,
    description: `A field breaks its rule, the cursor is not one of this list and sort, a page number comes with a cursor, or the page by number lies more than ${PAGE_NUMBER_MAX_DEPTH.toLocaleString('en-GB')} rows from both ends of the list ("${LIST_CURSOR_MESSAGES.pageTooDeep}")`,
  });
