import { useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/test/render';
import { AdminCollectionTab, type CollectionHooks, type CollectionWords } from './admin-collection-tab';

interface Room {
  id: number;
  name: string;
}
type RoomInput = { name: string };

/** Hooks over a fixed list; each call answers as `answers` says (a rejection is the server refusing). */
function roomHooks(rooms: Room[] | undefined, answers: { save?: () => Promise<Room>; remove?: () => Promise<unknown> } = {}) {
  const answer = <A,>(work: () => Promise<A>) => ({ unwrap: work });
  const create = vi.fn((input: RoomInput) => answer(answers.save ?? (() => Promise.resolve({ id: 9, ...input }))));
  const update = vi.fn((change: { id: number } & RoomInput) => answer(answers.save ?? (() => Promise.resolve(change))));
  const remove = vi.fn((_id: number) => answer(answers.remove ?? (() => Promise.resolve(undefined))));
  const idle = { isLoading: false };
  const hooks: CollectionHooks<Room, RoomInput> = {
    useList: () => ({ data: rooms, isLoading: false }),
    useCreate: () => [create, idle],
    useUpdate: () => [update, idle],
    useDelete: () => [remove, idle],
  };
  return { hooks, create, update, remove };
}

// Not translated: a descriptor's message is its text.
const WORDS: CollectionWords = {
  title: { id: 'rooms', message: 'Rooms' },
  add: { id: 'add-room', message: 'Add Room' },
  loading: { id: 'loading-rooms', message: 'Loading rooms' },
  loadFailure: { id: 'rooms-failed', message: 'Failed to load rooms.' },
};

function renderTab(hooks: CollectionHooks<Room, RoomInput>) {
  return renderWithApp(
    <AdminCollectionTab<Room, RoomInput>
      hooks={hooks}
      words={WORDS}
      empty={(add) => (
        <button type="button" onClick={add}>
          Add the first room
        </button>
      )}
      editorShowsNotice
      editor={(room, { close, save, notice }) => (
        <div role="dialog" aria-label={room ? `Edit ${room.name}` : 'New room'}>
          <button type="button" onClick={() => void save({ name: 'Hall C' }).then(close, () => notice.fail('Failed to save room', 'refused'))}>
            Save
          </button>
          {notice.element}
        </div>
      )}
      confirmDelete={(room) => ({ what: 'room', name: room.name, consequence: 'Its sessions lose their room.' })}
      messages={{
        added: (saved) => `Room '${saved.name}' added (${saved.id}).`,
        updated: (_saved, input) => `Room '${input.name}' updated.`,
        deleted: (room) => `Room '${room.name}' deleted.`,
        deleteFailure: 'Failed to delete room',
      }}
    >
      {(rooms, { edit, remove }) => (
        <ul>
          {rooms.map((room) => (
            <li key={room.id}>
              {room.name}
              <button type="button" onClick={() => edit(room)}>{`Edit ${room.name}`}</button>
              <button type="button" onClick={() => remove(room)}>{`Delete ${room.name}`}</button>
            </li>
          ))}
        </ul>
      )}
    </AdminCollectionTab>,
  );
}

const halls = [
  { id: 1, name: 'Hall A' },
  { id: 2, name: 'Hall B' },
];

describe('AdminCollectionTab', () => {
  it('shows its heading and the list, or its empty state, whose button adds the first one', async () => {
    const { user } = renderTab(roomHooks([]).hooks);
    expect(screen.getByRole('heading', { level: 2, name: 'Rooms' })).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Add the first room' }));
    expect(screen.getByRole('dialog', { name: 'New room' })).toBeTruthy();
  });

  it("tells why the list did not load, in the server's words", () => {
    const hooks = { ...roomHooks(undefined).hooks, useList: () => ({ isLoading: false, error: { status: 500, data: { detail: 'Database away' } } }) };
    renderTab(hooks);
    expect(screen.getByRole('alert').textContent).toContain('Database away');
  });

  it('adds through the add button and says so with what the server answered', async () => {
    const { hooks, create } = roomHooks(halls);
    const { user } = renderTab(hooks);

    await user.click(screen.getByRole('button', { name: 'Add Room' }));
    await user.click(within(screen.getByRole('dialog', { name: 'New room' })).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText("Room 'Hall C' added (9).")).toBeTruthy();
    expect(create).toHaveBeenCalledWith({ name: 'Hall C' });
    expect(screen.queryByRole('dialog', { name: 'New room' })).toBeNull();
  });

  it('edits the item whose Edit was pressed', async () => {
    const { hooks, update } = roomHooks(halls);
    const { user } = renderTab(hooks);

    await user.click(screen.getByRole('button', { name: 'Edit Hall B' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Edit Hall B' })).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText("Room 'Hall C' updated.")).toBeTruthy();
    expect(update).toHaveBeenCalledWith({ id: 2, name: 'Hall C' });
  });

  it('keeps the editor open when the server refuses, and shows the failure in it', async () => {
    const { hooks } = roomHooks(halls, { save: () => Promise.reject(new Error('refused')) });
    const { user } = renderTab(hooks);

    await user.click(screen.getByRole('button', { name: 'Edit Hall A' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Hall A' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await within(dialog).findByText(/^Failed to save room/)).toBeTruthy();
  });

  it('deletes only after asking, and says so', async () => {
    const { hooks, remove } = roomHooks(halls);
    const { user } = renderTab(hooks);

    await user.click(screen.getByRole('button', { name: 'Delete Hall A' }));
    const question = screen.getByRole('dialog', { name: 'Delete room?' });
    expect(question.textContent).toContain('Delete Hall A? Its sessions lose their room. This cannot be undone.');
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(remove).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Delete Hall A' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Delete room?' })).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText("Room 'Hall A' deleted.")).toBeTruthy();
    expect(remove).toHaveBeenCalledWith(1);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Delete room?' })).toBeNull());
  });

  it('says why a deletion failed', async () => {
    const { hooks } = roomHooks(halls, { remove: () => Promise.reject({ status: 409, data: { detail: 'Room in use' } }) });
    const { user } = renderTab(hooks);

    await user.click(screen.getByRole('button', { name: 'Delete Hall B' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Delete room?' })).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Failed to delete room: Room in use')).toBeTruthy();
  });

  it("after a deletion, on the same button of the card that took the deleted one's place, else of the last, else on Add", async () => {
    /** A list that loses what is deleted, each room a card (an article) as the console's tabs show them. */
    function Tab() {
      const [rooms, setRooms] = useState([...halls, { id: 3, name: 'Hall C' }]);
      const idle = { isLoading: false };
      const remove = (id: number) => ({ unwrap: () => Promise.resolve(setRooms((all) => all.filter((room) => room.id !== id))) });
      const hooks: CollectionHooks<Room, RoomInput> = {
        ...roomHooks(rooms).hooks,
        useList: () => ({ data: rooms, isLoading: false }),
        useDelete: () => [remove, idle],
      };
      return (
        <AdminCollectionTab<Room, RoomInput>
          hooks={hooks}
          words={WORDS}
          empty={() => <p>No rooms.</p>}
          editor={() => null}
          confirmDelete={(room) => ({ what: 'room', name: room.name })}
          messages={{ added: () => '', updated: () => '', deleted: (room) => `Room '${room.name}' deleted.`, deleteFailure: 'Failed to delete room' }}
        >
          {(list, actions) =>
            list.map((room) => (
              <article key={room.id} aria-label={room.name}>
                <button type="button" onClick={() => actions.edit(room)}>
                  Edit
                </button>
                <button type="button" onClick={() => actions.remove(room)}>
                  Delete
                </button>
              </article>
            ))
          }
        </AdminCollectionTab>
      );
    }
    const { user } = renderWithApp(<Tab />);
    const deleteOf = (name: string) => within(screen.getByRole('article', { name })).getByRole('button', { name: 'Delete' });
    async function deleteByKeyboard(name: string) {
      deleteOf(name).focus();
      await user.keyboard('{Enter}');
      const question = await screen.findByRole('dialog', { name: 'Delete room?' });
      await waitFor(() => expect(document.activeElement).toBe(within(question).getByRole('button', { name: 'Cancel' })));
      await user.keyboard('{Tab}{Enter}');
      await waitFor(() => expect(screen.queryByRole('article', { name })).toBeNull());
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Delete room?' })).toBeNull());
    }

    await deleteByKeyboard('Hall A');
    await waitFor(() => expect(document.activeElement).toBe(deleteOf('Hall B')));
    await deleteByKeyboard('Hall C');
    await waitFor(() => expect(document.activeElement).toBe(deleteOf('Hall B')));
    await deleteByKeyboard('Hall B');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add Room' })));
  });
});
