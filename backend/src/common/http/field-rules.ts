import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsOptional, IsString, MaxLength, ValidateBy, ValidateIf } from 'class-validator';

import { BlankToNull, Trim } from './string-transforms';
import { isLinkedInProfileUrl, parseWebAddress, parseWholeNumber, wholeNumberProblem, WholeNumberRule } from '../../contracts';

/**
 * Request-DTO decorators for the rules that live in contracts, so the server applies exactly what the
 * screens apply (issue 6 §3, §6) and answers with the same message.
 */

/**
 * An http(s) web address (contracts/web-address.ts), stored with its scheme ('linkedin.com/in/x' →
 * 'https://linkedin.com/in/x'). Optional fields put it after @BlankToNull() and @IsOptional(); a
 * required one passes `required`, the message for a blank value.
 */
export const WebAddress = (message: string, options: { linkedin?: boolean; required?: string } = {}) =>
  applyDecorators(
    Transform(({ value }) => parseWebAddress(value) ?? (typeof value === 'string' ? value.trim() : value)),
    ValidateBy({
      name: options.linkedin ? 'linkedInProfileUrl' : 'webAddress',
      validator: {
        validate: (value) => (options.linkedin ? isLinkedInProfileUrl(value) : parseWebAddress(value) !== null),
        defaultMessage: (args) => (options.required && (args?.value ?? '') === '' ? options.required : message),
      },
    }),
  );

/** A whole number under one of WHOLE_NUMBER_RULES; text such as '250,000' or '£1,250,000' is read as the screens read it. */
export const WholeNumber = (rule: WholeNumberRule) =>
  applyDecorators(
    Transform(({ value }) => {
      const parsed = parseWholeNumber(value);
      return parsed === null || Number.isNaN(parsed) ? value : parsed;
    }),
    ValidateBy({
      name: 'wholeNumber',
      validator: {
        validate: (value) => wholeNumberProblem(rule, value) === null,
        defaultMessage: (args) => wholeNumberProblem(rule, args?.value) ?? rule.notANumber,
      },
    }),
  );

/** A required text field: trimmed, not blank (`message` otherwise), at most `max` characters. */
export const RequiredText = (message: string, max: number) =>
  applyDecorators(ApiProperty({ maxLength: max }), Trim(), IsString({ message }), IsNotEmpty({ message }), MaxLength(max));

/** An optional text field: blank or null is stored as null. */
export const OptionalText = (max: number) =>
  applyDecorators(ApiPropertyOptional({ type: String, nullable: true, maxLength: max }), BlankToNull(), IsOptional(), IsString(), MaxLength(max));

/**
 * May be left out, never sent as null: class-validator's @IsOptional() skips every rule for null too, so a
 * null reached the use cases (a 500 on a NOT NULL column or a string method). Fields where null means
 * "clear it" keep @BlankToNull() + @IsOptional(); every other optional body field uses this.
 */
export const IsOmittable = () => ValidateIf((_object: unknown, value: unknown) => value !== undefined);
