import { Transform } from 'class-transformer';
import { IsEmail, IsNotEmpty, IsString, MaxLength, MinLength } from 'class-validator';

export const PASSWORD_MIN_LENGTH = 8;

const normalizeEmail = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toLowerCase() : value);
const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

export class LoginDto {
  @Transform(normalizeEmail)
  @IsEmail({}, { message: 'Enter a valid email address' })
  email: string;

  @IsNotEmpty({ message: 'Password is required' })
  @IsString({ message: 'Password is required' })
  password: string;
}

export class RegisterDto {
  @Transform(normalizeEmail)
  @MaxLength(254)
  @IsEmail({}, { message: 'Enter a valid email address' })
  email: string;

  @MaxLength(256, { message: 'Password must be at most 256 characters long' })
  @MinLength(PASSWORD_MIN_LENGTH, { message: `Password must be at least ${PASSWORD_MIN_LENGTH} characters long` })
  @IsString({ message: 'Password is required' })
  password: string;

  @Transform(trim)
  @MaxLength(200, { message: 'Full name must be at most 200 characters long' })
  @MinLength(1, { message: 'Full name is required' })
  @IsString({ message: 'Full name is required' })
  full_name: string;
}

export class SetPasswordDto {
  @MaxLength(200)
  @IsString({ message: 'token is required' })
  token: string;

  @MaxLength(256, { message: 'Password must be at most 256 characters long' })
  @MinLength(PASSWORD_MIN_LENGTH, { message: `Password must be at least ${PASSWORD_MIN_LENGTH} characters long` })
  @IsString({ message: 'Password is required' })
  password: string;
}

export class TokenDto {
  @MaxLength(200)
  @IsNotEmpty({ message: 'token is required' })
  @IsString({ message: 'token is required' })
  token: string;
}

export class ForgotPasswordDto {
  @Transform(normalizeEmail)
  @MaxLength(254)
  @IsEmail({}, { message: 'Enter a valid email address' })
  email: string;
}

export class ChangePasswordDto {
  @MaxLength(256)
  @IsNotEmpty({ message: 'Enter your current password' })
  @IsString({ message: 'Enter your current password' })
  current_password: string;

  @MaxLength(256, { message: 'Password must be at most 256 characters long' })
  @MinLength(PASSWORD_MIN_LENGTH, { message: `Password must be at least ${PASSWORD_MIN_LENGTH} characters long` })
  @IsString({ message: 'Password is required' })
  new_password: string;
}
