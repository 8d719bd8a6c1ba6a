import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';

import { LOGIN_FIELD_MAX_LENGTH as MAX, LoginRequest } from '../../../../contracts';

export class LoginRequestDto implements LoginRequest {
  @ApiProperty({ maxLength: MAX.username })
  @IsString()
  @IsNotEmpty()
  @MaxLength(MAX.username)
  username: string;

  @ApiProperty({ maxLength: MAX.password, format: 'password' })
  @IsString()
  @IsNotEmpty()
  @MaxLength(MAX.password)
  password: string;
}
