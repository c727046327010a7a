import { applyDecorators, createParamDecorator, SetMetadata, type ExecutionContext } from '@nestjs/common';
import { ApiExtension } from '@nestjs/swagger';
import type { AuthUser, Role } from '../views/auth-user.view.js';
import { requestLanguage } from '../i18n/error-text.js';
import type { FastifyReply } from 'fastify';
import { isLanguage, type Language } from '../i18n/languages.js';

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

/**
 * The language the request was made in: `?lang=`, else the page's, which the client sends as Accept-Language (a
 * browser's own header says its preference, which serves as well). For mails to people without an account yet, and
 * the texts an answer carries. When the header chose, the answer says it varies with it (`Vary: Accept-Language`),
 * so no shared cache serves one language's copy to readers of the other.
 */
export const RequestLanguage = createParamDecorator((_data: unknown, ctx: ExecutionContext): Language => {
  const request = ctx.switchToHttp().getRequest<{ query?: unknown; headers: Record<string, string | string[] | undefined> }>();
  if (!isLanguage((request.query as { lang?: unknown } | undefined)?.lang)) varyOn(ctx.switchToHttp().getResponse<FastifyReply>(), 'Accept-Language');
  return requestLanguage(request);
});

/** Adds a header to the answer's `Vary`, keeping those already named. */
export function varyOn(reply: FastifyReply, header: string) {
  const named = String(reply.getHeader('vary') ?? '')
    .split(',')
    .map((h) => h.trim())
    .filter(Boolean);
  if (!named.some((h) => h.toLowerCase() === header.toLowerCase())) reply.header('vary', [...named, header].join(', '));
}
