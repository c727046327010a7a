import { Module } from '@nestjs/common';
import { FeedbackController } from './feedback.controller.js';
import { FeedbackService } from './feedback.service.js';

/** Attendees' ratings of the sessions they attended. */
@Module({ controllers: [FeedbackController], providers: [FeedbackService] })
export class FeedbackModule {}
