/**
 * The IndexedDB databases that hold a signed-in user's data (the door's attendee list and its queue of scans made
 * offline, features/checkin): deleted with the service worker's copies when the user signs out.
 */
export const DOOR_DATABASE = 'door';

const USER_DATABASES = [DOOR_DATABASE];

export async function deleteUserDatabases(): Promise<void> {
  if (typeof indexedDB === 'undefined') return;
  await Promise.all(
    USER_DATABASES.map(
      (name) =>
        new Promise<void>((resolve) => {
          const request = indexedDB.deleteDatabase(name);
          request.onsuccess = request.onerror = request.onblocked = () => resolve();
        }),
    ),
  );
}
