import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';

import { DIRECTORY_MESSAGES } from '../../contracts';

/*
 * `?page=&pageSize=` of every paged list, as field decorators so each query DTO keeps its fields where they are
 * (the order of the document's parameters). applyDecorators applies its list in order, the reverse of a written
 * stack: each list below reads bottom-up, so class-validator reports the messages in the order it always did.
 */

/**
 * '3' → 3; anything that is not plain digits stays as given, so the validator answers 400. `digits` caps how
 * long a number is read (some lists read six, most nine: a longer one stays text and is refused).
 */
export const WholeNumberQuery = (digits = 9) => {
  const plainDigits = new RegExp(`^\\d{1,${digits}}$`);
  return Transform(({ value }) => (typeof value === 'string' && plainDigits.test(value) ? Number(value) : value));
};

/** `?page=`, from 1 (default 1). */
export const PageNumberQuery = ({ message = DIRECTORY_MESSAGES.pageInvalid, digits = 9 }: { message?: string; digits?: number } = {}) =>
  applyDecorators(IsInt({ message }), Min(1, { message }), WholeNumberQuery(digits), IsOptional(), ApiPropertyOptional({ minimum: 1, default: 1 }));

/** `?pageSize=`, from 1 to the list's cap, with its default. */
export const PageSizeQuery = ({ defaultSize, max, message = `Page size must be a whole number from 1 to ${max}`, digits = 9 }: { defaultSize: number; max: number; message?: string; digits?: number }) =>
  applyDecorators(
    IsInt({ message }),
    Min(1, { message }),
    Max(max, { message }),
    WholeNumberQuery(digits),
    IsOptional(),
    ApiPropertyOptional({ minimum: 1, maximum: max, default: defaultSize }),
  );

interface PageQuery {
  page?: number;
  pageSize?: number;
}

/** `?page=&pageSize=` of a member list, with that list's default and cap. */
export function PageQueryDto(defaultPageSize: number, maxPageSize: number) {
  class PageQueryBase implements PageQuery {
    @PageNumberQuery()
    page?: number;

    @PageSizeQuery({ defaultSize: defaultPageSize, max: maxPageSize })
    pageSize?: number;
  }
  return PageQueryBase;
}
