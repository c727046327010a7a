// What a door keeps on the device (IndexedDB, so it outlives a reload without a connection): the attendee list of
// GET /api/checkin/attendees, and the scans made while offline, in the order made, until the server has them.
// Deleted at sign-out with the rest of the user's data (lib/offline/user-databases.ts). Each call opens and closes
// the database, so that a sign-out's delete is never blocked by an open page.
import { DOOR_DATABASE } from '@/lib/offline/user-databases';
import type { DoorAttendee, QueuedScan } from './verdict';

const LIST = 'list';
const QUEUE = 'queue';
const LIST_KEY = 'attendees';

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DOOR_DATABASE, 1);
    request.onupgradeneeded = () => {
      request.result.createObjectStore(LIST);
      request.result.createObjectStore(QUEUE, { keyPath: 'id', autoIncrement: true });
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB'));
  });
}

async function run<T>(store: string, mode: IDBTransactionMode, act: (store: IDBObjectStore) => IDBRequest): Promise<T> {
  const db = await open();
  try {
    return await new Promise<T>((resolve, reject) => {
      const transaction = db.transaction(store, mode);
      const request = act(transaction.objectStore(store));
      transaction.oncomplete = () => resolve(request.result as T);
      transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB'));
    });
  } finally {
    db.close();
  }
}

export const doorStore = {
  saveList: (attendees: DoorAttendee[]) => run<void>(LIST, 'readwrite', (store) => store.put(attendees, LIST_KEY)),
  loadList: async () => (await run<DoorAttendee[] | undefined>(LIST, 'readonly', (store) => store.get(LIST_KEY))) ?? null,
  enqueue: (scan: Omit<QueuedScan, 'id'>) => run<number>(QUEUE, 'readwrite', (store) => store.add(scan)),
  /** The scans waiting to be sent, oldest first. */
  queued: () => run<QueuedScan[]>(QUEUE, 'readonly', (store) => store.getAll()),
  remove: (id: number) => run<void>(QUEUE, 'readwrite', (store) => store.delete(id)),
  /** The scans the server has now: the queue's first ones, so one key range. */
  removeThrough: (lastId: number) => run<void>(QUEUE, 'readwrite', (store) => store.delete(IDBKeyRange.upperBound(lastId))),
};
