import { Body, Controller, Put, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { AuthUser } from '../common/auth-user.js';
import { CurrentUser } from '../common/decorators.js';
import { UpdateProfileDto } from './dto/update-profile.dto.js';
import { ProfileService } from './profile.service.js';

@Controller('api/user')
export class UsersController {
  constructor(private readonly profile: ProfileService) {}

  /** The name changes at once; a new address is pending (`pending_email`) until the link mailed to it is opened. */
  @Put('profile')
  updateProfile(@CurrentUser() current: AuthUser, @Body() dto: UpdateProfileDto, @Req() request: FastifyRequest): Promise<AuthUser> {
    return this.profile.update(current, dto, request.ip);
  }
}
