import { ValidateBy, ValidationOptions } from 'class-validator';

import { VALIDATION_MESSAGES } from '../../../../contracts';
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
