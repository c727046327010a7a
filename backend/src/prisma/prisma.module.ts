import { Global, Module, type DynamicModule } from '@nestjs/common';
import { PrismaService, type Database } from './database.js';

export const DATABASE = Symbol('DATABASE');

@Global()
@Module({})
export class PrismaModule {
  static forRoot(database: Database): DynamicModule {
    return {
      module: PrismaModule,
      providers: [
        { provide: DATABASE, useValue: database },
        { provide: PrismaService, useValue: database.prisma },
      ],
      exports: [DATABASE, PrismaService],
    };
  }
}
