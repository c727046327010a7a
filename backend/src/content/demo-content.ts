// DEMO_CONTENT=true fills an empty database with a small programme, so a first run shows a living site.
import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { PrismaService } from '../prisma/database.js';

const day = (d: number, hh: number, mm = 0) => new Date(Date.UTC(2025, 10, 16 + d, hh, mm));

@Injectable()
export class DemoContent implements OnApplicationBootstrap {
  constructor(
    private readonly prisma: PrismaService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async onApplicationBootstrap() {
    if (!this.config.demoContent || (await this.prisma.session.count()) > 0) return;
    await this.prisma.$transaction(async (tx) => {
      const [ana, jonas, mira] = await Promise.all(
        [
          { name: 'Ana Kovač', title: 'Head of Language Technology', company: 'EuroLingua', bio_short: 'Builds machine translation for public institutions.' },
          { name: 'Jonas Weber', title: 'Chief Interpreter', company: 'Vienna Interpreting', bio_short: 'Twenty years in conference interpreting.' },
          { name: 'Mira Lindqvist', title: 'AI Policy Advisor', company: 'Nordic AI Office', bio_short: 'Works on how the EU AI Act meets language data.' },
        ].map((data) => tx.speaker.create({ data })),
      );
      const sessions = [
        { title: 'Opening panel: the year in language technology', type: 'panel', room: 'Plenary Hall', start_time: day(1, 9), end_time: day(1, 10), speakers: [ana, jonas] },
        { title: 'Keynote: translation at parliament scale', type: 'keynote', room: 'Plenary Hall', start_time: day(1, 10, 30), end_time: day(1, 11, 15), speakers: [ana] },
        { title: 'Workshop: terminology tools in practice', type: 'workshop', room: 'Room 2', start_time: day(2, 9), end_time: day(2, 10, 30), speakers: [jonas] },
        { title: 'Panel: the EU AI Act and language resources', type: 'panel', room: 'Plenary Hall', start_time: day(3, 14), end_time: day(3, 15), speakers: [mira, ana] },
      ];
      for (const { speakers, ...data } of sessions) {
        await tx.session.create({
          data: {
            ...data,
            description: `${data.title}: a session of the ${this.config.productName} programme.`,
            speakers: { create: speakers.map((s, i) => ({ speaker_id: s.id, display_order: i })) },
          },
        });
      }
      await tx.newsItem.create({
        data: {
          title: 'Programme published',
          content: '<p>The full programme is online. Save the sessions you want to attend in your dashboard.</p>',
          status: 'published',
          featured: true,
          category: 'announcement',
        },
      });
      await tx.sponsor.createMany({
        data: [
          { name: 'Lexicon Labs', description: 'Terminology management for regulated industries.', website: 'lexicon.example', tier: 'gold', contribution: 6500 },
          { name: 'Speechworks', description: 'Speech recognition for many languages.', website: 'https://speechworks.example', tier: 'silver', contribution: 5300 },
        ],
      });
    });
    new Logger('DemoContent').log('Filled the empty database with demo content');
  }
}
