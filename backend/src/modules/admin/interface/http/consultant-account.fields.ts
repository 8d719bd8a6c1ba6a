import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { IsEmail, IsString, MaxLength, MinLength, ValidationOptions } from 'class-validator';

import { Trim } from '../../../../common/http/string-transforms';
import { ACCOUNT_FIELD_MAX_LENGTH as ACCOUNT_MAX, USERNAME_MIN_LENGTH, VALIDATION_MESSAGES } from '../../../../contracts';

/*
 * The account fields both admin forms that create a consultant ask for (spec 001 §5: the full or simple form and
 * the pre-listed form). applyDecorators applies them in the order listed, the reverse of a written stack, so each
 * list reads bottom-up and class-validator reports the messages in the order it did when they were written out.
 */

/** The sign-in name (no character rule here, unlike the registration wizards'). */
export const ConsultantUsername = () =>
  applyDecorators(
    MaxLength(ACCOUNT_MAX.username),
    MinLength(USERNAME_MIN_LENGTH, { message: VALIDATION_MESSAGES.usernameMin }),
    IsString({ message: VALIDATION_MESSAGES.usernameMin }),
    Trim(),
    ApiProperty({ minLength: USERNAME_MIN_LENGTH, maxLength: ACCOUNT_MAX.username }),
  );

/** The contact e-mail; the forms word an invalid one differently (`message`). */
export const ConsultantEmail = (message: ValidationOptions['message']) =>
  applyDecorators(MaxLength(ACCOUNT_MAX.email), IsEmail({}, { message }), Trim(), ApiProperty({ format: 'email', maxLength: ACCOUNT_MAX.email }));
