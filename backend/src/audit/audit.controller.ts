import { Controller, Get, Query } from '@nestjs/common';
import { ApiQuery } from '@nestjs/swagger';
import { fieldError } from '../http/api-error.js';
import { Roles } from '../http/decorators.js';
import { ListLimitPipe } from '../http/list-limit.pipe.js';
import { AUDIT_ENTITIES, AuditService, type AuditEntity } from './audit.service.js';
import { Answers, Section, Summary } from '../http/openapi.js';
import { AuditPageView, toAuditView } from './audit.view.js';
import { text, type Text } from '../i18n/error-text.js';

const ENTITIES: readonly AuditEntity[] = AUDIT_ENTITIES;
const PAGE_MAX = 200;

const queryError = (field: string, msg: Text) => fieldError('query', field, msg);

/** The audit trail, newest first, a page at a time (?before=<id> continues after the last entry of a page). */
@Section('Activity (organisers)')
@Controller('api/admin/audit')
export class AuditController {
  constructor(private readonly audit: AuditService) {}

  @Roles('admin')
  @Get()
  @Summary('The audit trail, newest first (?entity=, ?entity_id=, ?before=, ?limit=)')
  // Named here: reflection describes none of the optional values and calls `limit` required.
  @ApiQuery({ name: 'entity', required: false, enum: AUDIT_ENTITIES })
  @ApiQuery({ name: 'entity_id', required: false, type: String })
  @ApiQuery({ name: 'before', required: false, type: Number, description: 'The `next_before` of the previous page.' })
  @ApiQuery({ name: 'limit', required: false, type: Number, description: `At most this many (${PAGE_MAX} at most, and by default).` })
  @Answers(AuditPageView)
  async list(
    @Query('entity') entity: string | undefined,
    @Query('entity_id') entityId: string | undefined,
    @Query('before') before: string | undefined,
    @Query('limit', new ListLimitPipe(PAGE_MAX)) limit: number,
  ) {
    if (entity !== undefined && !ENTITIES.includes(entity as AuditEntity)) {
      throw queryError('entity', text(/*i18n*/ '{field} must be one of {values}', { field: 'entity', values: ENTITIES.join(', ') }));
    }
    if (entityId !== undefined && entity === undefined) throw queryError('entity_id', /*i18n*/ 'entity_id needs entity');
    if (entityId !== undefined && !/^[\w.@+-]{1,254}$/.test(entityId)) throw queryError('entity_id', /*i18n*/ 'entity_id is not valid');
    const beforeId = before === undefined ? undefined : Number(before);
    if (beforeId !== undefined && (!Number.isInteger(beforeId) || beforeId < 1)) {
      throw queryError('before', /*i18n*/ 'before must be a positive integer');
    }
    const { entries, next_before } = await this.audit.page({ entity: entity as AuditEntity | undefined, entityId, beforeId }, limit);
    return { entries: entries.map(toAuditView), next_before };
  }
}
