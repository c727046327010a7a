// Read-your-writes for organisers: a write answers only once the public read model has recorded what it changed,
// so the edit is already pushed to open pages and served by this instance when the admin's screen shows it saved.
import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { mergeMap } from 'rxjs';
import { PublicReadModel } from './public-read-model.service.js';

@Injectable()
export class PublicReadSettleInterceptor implements NestInterceptor {
  constructor(private readonly model: PublicReadModel) {}

  intercept(context: ExecutionContext, next: CallHandler) {
    if (context.getType() !== 'http' || context.switchToHttp().getRequest<{ method: string }>().method === 'GET') return next.handle();
    return next.handle().pipe(
      mergeMap(async (value: unknown) => {
        await this.model.settled();
        return value;
      }),
    );
  }
}
