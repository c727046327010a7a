// The server's VAPID key pair (RFC 8292): it signs every push, and browsers subscribe with its public key, so all
// replicas must use the same one for as long as subscriptions last. From VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY, or made
// once at first start and kept in the database: the first replica to store its pair wins, the others read it.
import { Inject, Injectable } from '@nestjs/common';
import webpush from 'web-push';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { PrismaService } from '../prisma/database.js';

export interface VapidKeyPair {
  publicKey: string;
  privateKey: string;
}

@Injectable()
export class VapidKeys {
  private keys: Promise<VapidKeyPair> | null = null;

  constructor(
    private readonly prisma: PrismaService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The key pair (read or made on first use, then kept in memory). */
  get(): Promise<VapidKeyPair> {
    this.keys ??= this.load();
    // A database that was away is asked again next time.
    this.keys.catch(() => (this.keys = null));
    return this.keys;
  }

  private async load(): Promise<VapidKeyPair> {
    if (this.config.push.vapidKeys) return this.config.push.vapidKeys;
    const made = webpush.generateVAPIDKeys();
    await this.prisma.vapidKeys.createMany({ data: [{ id: 1, public_key: made.publicKey, private_key: made.privateKey }], skipDuplicates: true });
    const kept = await this.prisma.vapidKeys.findUniqueOrThrow({ where: { id: 1 } });
    return { publicKey: kept.public_key, privateKey: kept.private_key };
  }
}
