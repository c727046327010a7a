import { Body, Controller, Put, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { AuthUserView, type AuthUser } from '../views/auth-user.view.js';
import { CurrentUser } from '../http/decorators.js';
import { UpdateProfileDto } from './dto/update-profile.dto.js';
import { ProfileService } from './profile.service.js';
import { Answers, Section, Summary } from '../http/openapi.js';

@Section('Account')
@Controller('api/user')
export class UsersController {
  constructor(private readonly profile: ProfileService) {}

  /** The name changes at once; a new address is pending (`pending_email`) until the link mailed to it is opened. */
  @Put('profile')
  @Answers(AuthUserView)
  @Summary(
    'Change your name, or ask to change your e-mail address',
    'The name changes at once. A new address needs `current_password` and takes effect when the link mailed to it is opened (`pending_email` until then); the old address is told.',
  )
  updateProfile(@CurrentUser() current: AuthUser, @Body() dto: UpdateProfileDto, @Req() request: FastifyRequest): Promise<AuthUser> {
    return this.profile.update(current, dto, request.ip);
  }
}
