import { applyDecorators, createParamDecorator, SetMetadata, type ExecutionContext } from '@nestjs/common';
import { ApiExtension } from '@nestjs/swagger';
import type { AuthUser, Role } from './auth-user.js';

export const IS_PUBLIC = 'isPublic';
/** The route answers without a signed-in user. */
export const Public = () => applyDecorators(SetMetadata(IS_PUBLIC, true), ApiExtension('x-public', true));

export const ROLES = 'roles';
/** Only these roles may call the route. */
export const Roles = (...roles: Role[]) => applyDecorators(SetMetadata(ROLES, roles), ApiExtension('x-roles', roles));

export const REVIEWERS = 'reviewers';
/** Only members of the programme committee (users with is_reviewer) may call the route. */
export const Reviewers = () => applyDecorators(SetMetadata(REVIEWERS, true), ApiExtension('x-roles', ['reviewer']));

export const CurrentUser = createParamDecorator((_data: unknown, ctx: ExecutionContext): AuthUser => {
  return ctx.switchToHttp().getRequest<{ user: AuthUser }>().user;
});
