import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { IsEmail, IsIn, IsString, MaxLength, MinLength } from 'class-validator';

import { Trim } from '../../../../common/http/string-transforms';
import { PUBLIC_FORM_MAX_LENGTH } from '../../../../contracts';

/** Trimmed text of `min`..`max` characters; every rule of the field (type, length) answers with its one message. */
export const TextOfLength = (min: number, max: number, message: string) =>
  applyDecorators(ApiProperty({ minLength: min, maxLength: max }), Trim(), IsString({ message }), MinLength(min, { message }), MaxLength(max, { message }));

/** A trimmed e-mail address within the column width. */
export const EmailAddress = (message: string) =>
  applyDecorators(
    ApiProperty({ format: 'email', maxLength: PUBLIC_FORM_MAX_LENGTH.email }),
    Trim(),
    IsEmail({}, { message }),
    MaxLength(PUBLIC_FORM_MAX_LENGTH.email, { message }),
  );

/** A required selection: one of the allowed values from contracts. */
export const OneOf = (values: readonly string[], message: string) => applyDecorators(ApiProperty({ enum: values }), IsIn(values, { message }));
