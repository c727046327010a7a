import { Body, ConflictException, Controller, Put } from '@nestjs/common';
import { toAuthUser, type AuthUser } from '../auth/auth-user.js';
import { CurrentUser } from '../common/decorators.js';
import { DomainEvents } from '../events/domain-events.js';
import { Prisma } from '../generated/prisma/client.js';
import { PrismaService } from '../prisma/database.js';
import { UpdateProfileDto } from './dto/update-profile.dto.js';

@Controller('api/user')
export class UsersController {
  constructor(
    private readonly prisma: PrismaService,
    private readonly events: DomainEvents,
  ) {}

  @Put('profile')
  async updateProfile(@CurrentUser() current: AuthUser, @Body() dto: UpdateProfileDto): Promise<AuthUser> {
    try {
      const updated = toAuthUser(
        await this.prisma.user.update({
          where: { id: current.id },
          data: { email: dto.email, full_name: dto.full_name },
        }),
      );
      this.events.emit('user.updated', { user: updated });
      return updated;
    } catch (error) {
      if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002') {
        throw new ConflictException('This email address is already used by another account');
      }
      throw error;
    }
  }
}
