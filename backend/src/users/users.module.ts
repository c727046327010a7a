import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { AdminUsersController } from './admin-users.controller.js';
import { AdminUsersService } from './admin-users.service.js';
import { ProfileService } from './profile.service.js';
import { UsersController } from './users.controller.js';

@Module({ imports: [AuthModule], controllers: [UsersController, AdminUsersController], providers: [AdminUsersService, ProfileService] })
export class UsersModule {}
