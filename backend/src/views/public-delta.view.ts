// The shape of a public catch-up or push: what changed after a version, by collection. Its own module, since the
// event bus and the socket map need it without the read model's services.
import { z } from 'zod';

const CollectionChanges = z.record(
  z.string(),
  z.object({
    upsert: z.array(z.unknown()).meta({ description: 'Records in their public shape (Session, PublicSpeaker, ...).' }),
    positions: z.array(z.number().int()).meta({
      description:
        "Where each upserted record stands in the collection's list at `version` (its index, in the order of `upsert`): remove the ids removed and upserted, then insert the records in ascending position.",
    }),
    remove: z.array(z.number().int()),
  }),
);

export const PublicDeltaView = z
  .object({
    version: z.number().int().meta({ description: 'The public version this brings the client to.' }),
    full: z.boolean().meta({ description: 'The client is too far behind: load the lists again.' }),
    collections: CollectionChanges.meta({ description: 'In the language asked for (`?lang=` or Accept-Language; English in a push).' }),
    languages: z.record(z.string(), CollectionChanges).optional().meta({
      description:
        "A push only: the same changes as another language's readers see them, when they see something else (a reader of that language applies these instead of `collections`).",
    }),
  })
  .meta({ id: 'PublicDelta', description: 'Public records changed after a version, by collection; also pushed as `public.changed`.' });
