import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import type { AuthUser } from '../views/auth-user.view.js';
import { CheckinService } from './checkin.service.js';

/**
 * The door's routes are for organisers and door helpers: checked before the body is (a guard runs before validation),
 * so nobody else learns what the route expects. The sign-in guard has already put the user on the request.
 */
@Injectable()
export class DoorGuard implements CanActivate {
  constructor(private readonly checkin: CheckinService) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const { user } = context.switchToHttp().getRequest<{ user: AuthUser }>();
    await this.checkin.assertMayCheckIn(user);
    return true;
  }
}
