import { Module } from '@nestjs/common';
import { EmbedController } from './embed.controller.js';

/** The schedule widget's iframe page; the widget itself is a file of the built client (frontend/src/widget). */
@Module({ controllers: [EmbedController] })
export class EmbedModule {}
