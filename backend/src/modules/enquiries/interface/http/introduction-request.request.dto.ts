import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsEmail, IsIn, IsInt, IsOptional, IsString, MaxLength, Min, MinLength, ValidationArguments } from 'class-validator';

import {
  EXPERTISE_KEYS,
  INTRODUCTION_DESCRIPTION_MIN_LENGTH,
  INTRODUCTION_FIELD_MAX_LENGTH as MAX,
  INTRODUCTION_MESSAGES as M,
  INTRODUCTION_NAME_MIN_LENGTH,
  INTRODUCTION_TIMELINES,
  IntroductionDialogRequest,
  IntroductionModalRequest,
} from '../../../../contracts';
import { BlankToNull, Trim } from '../../../../common/http/string-transforms';

/** The introduction-request dialog's payload (spec 000 §2, §5). Every rule of a field answers with its spec message. */
export class IntroductionDialogRequestDto implements IntroductionDialogRequest {
  @ApiProperty({ minLength: INTRODUCTION_NAME_MIN_LENGTH, maxLength: MAX.name })
  @Trim()
  @IsString({ message: M.charityNameRequired })
  @MinLength(INTRODUCTION_NAME_MIN_LENGTH, { message: M.charityNameRequired })
  @MaxLength(MAX.name, { message: M.charityNameRequired })
  charityName: string;

  @ApiProperty({ minLength: INTRODUCTION_NAME_MIN_LENGTH, maxLength: MAX.name })
  @Trim()
  @IsString({ message: M.contactNameRequired })
  @MinLength(INTRODUCTION_NAME_MIN_LENGTH, { message: M.contactNameRequired })
  @MaxLength(MAX.name, { message: M.contactNameRequired })
  contactName: string;

  @ApiProperty({ format: 'email', maxLength: MAX.email })
  @Trim()
  @IsEmail({}, { message: M.validEmailRequired })
  @MaxLength(MAX.email, { message: M.validEmailRequired })
  email: string;

  @ApiPropertyOptional({ nullable: true, maxLength: MAX.phone })
  @BlankToNull()
  @IsOptional()
  @IsString()
  @MaxLength(MAX.phone)
  phone?: string | null;

  @ApiProperty({ minLength: INTRODUCTION_DESCRIPTION_MIN_LENGTH, maxLength: MAX.text })
  @Trim()
  @IsString({ message: M.descriptionRequired })
  @MinLength(INTRODUCTION_DESCRIPTION_MIN_LENGTH, { message: M.descriptionRequired })
  @MaxLength(MAX.text, { message: M.descriptionRequired })
  projectDescription: string;

  @ApiProperty({ enum: EXPERTISE_KEYS })
  @IsIn(EXPERTISE_KEYS, { message: M.expertiseRequired })
  expertiseNeeded: string;

  @ApiProperty({ enum: INTRODUCTION_TIMELINES })
  @IsIn(INTRODUCTION_TIMELINES, { message: M.timelineRequired })
  timeline: string;

  @ApiPropertyOptional({ nullable: true, description: 'Left out when the dialog is opened from the home page' })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  consultantId?: number | null;
}

/** Missing or blank is 'required'; something typed that is no address gets the client's valid-email message. */
function modalEmailMessage({ value }: ValidationArguments): string {
  return typeof value === 'string' && value !== '' ? M.validEmailRequired : M.emailRequired;
}

/** The directory modal's payload (spec 000 §3); consultantName and consultantEmail are read by no one (D4). */
export class IntroductionModalRequestDto implements IntroductionModalRequest {
  @ApiProperty()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  consultantId: number;

  @ApiPropertyOptional({ nullable: true, description: 'Ignored: the server resolves the consultant from consultantId' })
  @IsOptional()
  @IsString()
  @MaxLength(MAX.name)
  consultantName?: string | null;

  @ApiPropertyOptional({ nullable: true, description: 'Ignored (D4): never stored, never used' })
  @IsOptional()
  @IsString()
  @MaxLength(MAX.email)
  consultantEmail?: string | null;

  @ApiProperty({ minLength: 1, maxLength: MAX.name })
  @Trim()
  @IsString({ message: M.nameRequired })
  @MinLength(1, { message: M.nameRequired })
  @MaxLength(MAX.name, { message: M.nameRequired })
  requesterName: string;

  @ApiProperty({ format: 'email', maxLength: MAX.email })
  @Trim()
  @IsEmail({}, { message: modalEmailMessage })
  @MaxLength(MAX.email, { message: modalEmailMessage })
  requesterEmail: string;

  @ApiPropertyOptional({ nullable: true, maxLength: MAX.name })
  @BlankToNull()
  @IsOptional()
  @IsString()
  @MaxLength(MAX.name)
  requesterOrganisation?: string | null;

  @ApiProperty({ minLength: 1, maxLength: MAX.text })
  @Trim()
  @IsString({ message: M.messageRequired })
  @MinLength(1, { message: M.messageRequired })
  @MaxLength(MAX.text, { message: M.messageRequired })
  message: string;
}

/** Fields only the directory modal sends: any of them present makes the body the modal's shape. */
const MODAL_ONLY_FIELDS = ['requesterName', 'requesterEmail', 'requesterOrganisation', 'message', 'consultantName', 'consultantEmail'] as const;

export function isModalPayload(body: unknown): boolean {
  return typeof body === 'object' && body !== null && MODAL_ONLY_FIELDS.some((field) => field in body);
}
