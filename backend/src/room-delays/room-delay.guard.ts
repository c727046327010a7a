import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import type { AuthUser } from '../views/auth-user.view.js';
import { RoomDelaysService } from './room-delays.service.js';

/**
 * Marking a room late is for organisers and the host of a session in that room today: checked before the body is (a
 * guard runs before validation), so nobody else learns what the route expects.
 */
@Injectable()
export class RoomDelayGuard implements CanActivate {
  constructor(private readonly delays: RoomDelaysService) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<{ user: AuthUser; params: { room?: string } }>();
    await this.delays.assertMayMark(request.user, request.params.room ?? '');
    return true;
  }
}
