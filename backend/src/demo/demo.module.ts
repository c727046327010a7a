import { Module } from '@nestjs/common';
import { DemoContent } from './demo-content.js';

/** DEMO_CONTENT: an empty database gets an example edition (demo-content.ts). */
@Module({ providers: [DemoContent] })
export class DemoModule {}
