import { Module } from '@nestjs/common';
import { SpeakerProfileController } from './speaker-profile.controller.js';
import { SpeakerProfileService } from './speaker-profile.service.js';
import { SpeakersController } from './speakers.controller.js';
import { SpeakersService } from './speakers.service.js';

@Module({ controllers: [SpeakersController, SpeakerProfileController], providers: [SpeakersService, SpeakerProfileService], exports: [SpeakersService] })
export class SpeakersModule {}
