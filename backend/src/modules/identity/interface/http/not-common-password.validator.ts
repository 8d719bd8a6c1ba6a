import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength, MinLength, ValidateBy, ValidationOptions } from 'class-validator';

import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, VALIDATION_MESSAGES } from '../../../../contracts';
import { isCommonPassword } from '../../domain/common-passwords';

/** One rule for every password a person sets (DECISIONS D3): put it on each DTO's password field. */
export function IsNotCommonPassword(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isNotCommonPassword',
      validator: {
        validate: (value: unknown) => typeof value !== 'string' || !isCommonPassword(value),
        defaultMessage: () => VALIDATION_MESSAGES.passwordTooCommon,
      },
    },
    options,
  );
}

/**
 * A password the person chooses (registration, reset, change): its length and D3's common-password rule.
 * Listed in the order a written stack applies (bottom-up), so the messages come as they did written out.
 */
export const NewPassword = () =>
  applyDecorators(
    MaxLength(PASSWORD_MAX_LENGTH, { message: VALIDATION_MESSAGES.passwordMax }),
    MinLength(PASSWORD_MIN_LENGTH, { message: VALIDATION_MESSAGES.passwordMin }),
    IsString({ message: VALIDATION_MESSAGES.passwordMin }),
    IsNotCommonPassword(),
    ApiProperty({ minLength: PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH, format: 'password' }),
  );
