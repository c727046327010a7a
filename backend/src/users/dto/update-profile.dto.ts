import { Transform } from 'class-transformer';
import { IsEmail, IsOptional, IsString, MaxLength, MinLength } from 'class-validator';

// Only these two fields can change here; role, flags and payment status in the body are stripped by the whitelist.
// A new email also needs the current password.
export class UpdateProfileDto {
  @IsOptional()
  @Transform(({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() : value))
  @IsEmail({}, { message: 'Enter a valid email address' })
  @MaxLength(254)
  email?: string;

  @IsOptional()
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @IsString()
  @MinLength(1, { message: 'Full name is required' })
  @MaxLength(200)
  full_name?: string;

  @IsOptional()
  @IsString({ message: 'Enter your current password to change your email address' })
  @MaxLength(256)
  current_password?: string;
}
