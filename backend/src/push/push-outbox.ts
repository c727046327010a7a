// Pushes are written in the transaction of the change they tell, one row per device, so a change that commits is
// pushed and one rolled back is not. The push relay (push-relay.ts) sends them.
import { Injectable } from '@nestjs/common';
import { currentRequestId } from '../common/request-context.js';
import type { Prisma } from '../generated/prisma/client.js';
import type { PushDelivery, PushMessage } from './push-sender.js';
import type { PushTopic } from './push-topics.js';

@Injectable()
export class PushOutbox {
  /**
   * Queues `message` for every device of `userId` that asked for `topic`. `key` names the change: a device gets one
   * push per key, however often the change is handled. A message about sessions (`sessionIds`) skips the devices
   * that muted all of them.
   */
  async toAccount(
    tx: Prisma.TransactionClient,
    userId: number,
    topic: PushTopic,
    key: string,
    message: PushMessage,
    delivery: PushDelivery,
    sessionIds: number[] = [],
  ): Promise<number> {
    const devices = await tx.pushSubscription.findMany({
      where: { user_id: userId, topics: { has: topic }, ...(sessionIds.length > 0 && { NOT: { muted_session_ids: { hasEvery: sessionIds } } }) },
      select: { id: true },
    });
    return this.toDevices(
      tx,
      devices.map((d) => d.id),
      key,
      message,
      delivery,
    );
  }

  /** Queues `message` for one device (an anonymous one's own notice). */
  toDevice(tx: Prisma.TransactionClient, deviceId: number, key: string, message: PushMessage, delivery: PushDelivery): Promise<number> {
    return this.toDevices(tx, [deviceId], key, message, delivery);
  }

  /** Queues one message per device, each with its own key (devices' own notices, told together). */
  async toEach(tx: Prisma.TransactionClient, pushes: { deviceId: number; key: string; message: PushMessage; delivery: PushDelivery }[]): Promise<number> {
    if (pushes.length === 0) return 0;
    const { count } = await tx.pushOutbox.createMany({
      data: pushes.map(({ deviceId, key, message, delivery }) => row(deviceId, key, message, delivery)),
      skipDuplicates: true,
    });
    return count;
  }

  private async toDevices(tx: Prisma.TransactionClient, deviceIds: number[], key: string, message: PushMessage, delivery: PushDelivery): Promise<number> {
    if (deviceIds.length === 0) return 0;
    const { count } = await tx.pushOutbox.createMany({ data: deviceIds.map((id) => row(id, key, message, delivery)), skipDuplicates: true });
    return count;
  }
}

function row(deviceId: number, key: string, message: PushMessage, delivery: PushDelivery): Prisma.PushOutboxCreateManyInput {
  return {
    subscription_id: deviceId,
    key,
    message: { ...message },
    ttl_seconds: delivery.ttlSeconds,
    urgency: delivery.urgency,
    topic: delivery.topic ?? null,
    // The change's request, for the relay's log lines.
    request_id: currentRequestId() ?? null,
  };
}
