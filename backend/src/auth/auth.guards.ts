import { ForbiddenException, Injectable, ServiceUnavailableException, UnauthorizedException, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import { DATABASE_UNAVAILABLE, isDatabaseUnavailable } from '../http/database-errors.js';
import { IS_PUBLIC, REVIEWERS, ROLES } from '../http/decorators.js';
import type { AuthUser, Role } from '../views/auth-user.view.js';

/** Every route needs a valid bearer token unless marked @Public(); public routes still learn who is calling. */
@Injectable()
export class JwtAuthGuard extends AuthGuard('jwt') {
  constructor(private readonly reflector: Reflector) {
    super();
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    // Socket messages are authorised by the gateway from the identity checked at handshake.
    if (context.getType() !== 'http') return true;
    const isPublic = this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, [context.getHandler(), context.getClass()]);
    if (!isPublic) return (await super.canActivate(context)) as boolean;
    const request = context.switchToHttp().getRequest<{ headers: Record<string, string | undefined> }>();
    if (!request.headers.authorization) return true;
    try {
      await super.canActivate(context);
    } catch {
      // An expired token on a public page is not an error: the caller is treated as anonymous.
    }
    return true;
  }

  override handleRequest<T>(error: unknown, user: T): T {
    // The user could not be read: the database is away, not the caller's sign-in (a 401 would sign them out).
    if (isDatabaseUnavailable(error)) throw new ServiceUnavailableException(DATABASE_UNAVAILABLE);
    if (error || !user) throw new UnauthorizedException(/*i18n*/ 'Not authenticated');
    return user;
  }
}

// Whole areas of the API belong to one role, whatever a controller declares, so a forgotten decorator cannot open one.
const AREA_ROLES: [prefix: string, roles: Role[]][] = [
  ['/api/admin/', ['admin']],
  ['/api/speaker/', ['speaker']],
  ['/cfp/submissions', ['admin']],
];
// The committee's area: reviewers only, whatever their role (an admin who reviews is made a reviewer too).
const REVIEW_AREA = '/api/review/';
const NOT_A_REVIEWER = /*i18n*/ 'Only members of the programme committee can do this';

@Injectable()
export class RolesGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    if (context.getType() !== 'http') return true;
    const request = context.switchToHttp().getRequest<{ url: string; routeOptions?: { url?: string }; user?: AuthUser }>();
    // The route the router matched, not the raw URL: a percent-encoded path (/api/%61dmin/...) reaches the same
    // handler and must meet the same area.
    const pathname = request.routeOptions?.url ?? request.url.split('?')[0];
    const required = [...(this.reflector.getAllAndOverride<Role[]>(ROLES, [context.getHandler(), context.getClass()]) ?? [])];
    const area = AREA_ROLES.find(([prefix]) => pathname.startsWith(prefix));
    const checks = [required, area?.[1] ?? []].filter((roles) => roles.length > 0);
    const reviewers = pathname.startsWith(REVIEW_AREA) || this.reflector.getAllAndOverride<boolean>(REVIEWERS, [context.getHandler(), context.getClass()]);
    if (checks.length === 0 && !reviewers) return true;
    if (!request.user) throw new UnauthorizedException(/*i18n*/ 'Not authenticated');
    if (reviewers && !request.user.is_reviewer) throw new ForbiddenException(NOT_A_REVIEWER);
    for (const roles of checks) {
      if (!roles.includes(request.user.role)) throw new ForbiddenException(/*i18n*/ 'You do not have permission to perform this action');
    }
    return true;
  }
}
