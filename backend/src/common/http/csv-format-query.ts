import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';

import { FORM_LIST_MESSAGES } from '../../contracts';

const LIST_FORMATS = ['json', 'csv'] as const;
export type ListFormat = (typeof LIST_FORMATS)[number];

/** `?format=json|csv` on an admin list or report: one rule and one message for every list that exports. */
export const CsvFormatQuery = (): PropertyDecorator =>
  applyDecorators(ApiPropertyOptional({ enum: LIST_FORMATS, default: 'json' }), IsOptional(), IsIn(LIST_FORMATS, { message: FORM_LIST_MESSAGES.formatInvalid }));
