import { Body, Controller, Delete, Get, Param, ParseBoolPipe, Post, Put, Query } from '@nestjs/common';
import { ApiQuery } from '@nestjs/swagger';
import type { AuthUser } from '../views/auth-user.view.js';
import { CurrentUser, Roles } from '../http/decorators.js';
import { IdPipe } from '../http/id.pipe.js';
import { AdminUsersService } from './admin-users.service.js';
import { AdminUpdateUserDto } from './dto/admin-user.dto.js';
import { z } from 'zod';
import { Answers, Section, Summary } from '../http/openapi.js';
import { AdminUserView } from './admin-user.view.js';

@Section('Users (organisers)')
@Controller('api/admin/users')
@Roles('admin')
export class AdminUsersController {
  constructor(private readonly users: AdminUsersService) {}

  /** Spec: GET /api/admin/users?exclude_speakers=true. `search` matches name or e-mail. */
  @Get()
  @Summary('Every account (?exclude_speakers=true, ?search= by name or e-mail)')
  @Answers(z.array(AdminUserView))
  @ApiQuery({ name: 'exclude_speakers', required: false, type: Boolean })
  @ApiQuery({ name: 'search', required: false, type: String, description: 'Part of a name or e-mail address, any case.' })
  list(@Query('exclude_speakers', new ParseBoolPipe({ optional: true })) excludeSpeakers: boolean | undefined, @Query('search') search: string | undefined) {
    return this.users.list({ excludeSpeakers: excludeSpeakers ?? false, search: typeof search === 'string' ? search.slice(0, 200) : undefined });
  }

  @Put(':id')
  @Summary('Edit an account: e-mail, name, role, speaker flag, status')
  @Answers(AdminUserView)
  update(@CurrentUser() actor: AuthUser, @Param('id', IdPipe) id: number, @Body() dto: AdminUpdateUserDto) {
    return this.users.update(actor, id, dto);
  }

  @Post(':id/promote')
  @Summary('Make an account a speaker')
  @Answers(AdminUserView)
  promote(@CurrentUser() actor: AuthUser, @Param('id', IdPipe) id: number) {
    return this.users.promote(actor, id);
  }

  @Delete(':id')
  @Summary('Delete an account (one with a paid ticket is deactivated)')
  @Answers(null, 204, 'Deleted')
  async remove(@CurrentUser() actor: AuthUser, @Param('id', IdPipe) id: number) {
    await this.users.remove(actor, id);
  }
}
