import { Module } from '@nestjs/common';
import { AdminUsersController } from './admin-users.controller.js';
import { AdminUsersService } from './admin-users.service.js';
import { UsersController } from './users.controller.js';

@Module({ controllers: [UsersController, AdminUsersController], providers: [AdminUsersService] })
export class UsersModule {}
