import { Fragment, useEffect, useRef, useState, type ReactNode } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { PageSpinner } from '@/components/page-spinner';
import { errorMessage } from '@/lib/api-errors';
import { useAdminNotice } from './admin-notice';
import { ConfirmDeleteDialog } from './confirm-delete-dialog';

type Call<Arg, Answer> = (arg: Arg) => { unwrap(): Promise<Answer> };

/** The hooks of a console collection, as lib/admin/admin-collection-api.ts makes them. */
export interface CollectionHooks<T extends { id: number }, Input> {
  useList: () => { data?: T[]; isLoading: boolean; error?: unknown };
  useCreate: () => readonly [Call<Input, T>, { isLoading: boolean }];
  useUpdate: () => readonly [Call<{ id: number } & Input, T>, { isLoading: boolean }];
  useDelete: () => readonly [Call<number, unknown>, { isLoading: boolean }];
}

/** What the tab says after a change: built from the saved item (as the server answered) and what was sent. */
export interface CollectionMessages<T, Input> {
  added: (saved: T, input: Input) => string;
  updated: (saved: T, input: Input) => string;
  deleted: (item: T) => string;
  /** 'Failed to delete sponsor': the server's reason follows. */
  deleteFailure: string;
}

/** The tab's own words: its heading ('Sponsors'), its add button ('Add Sponsor'), loading, and a failed load. */
export interface CollectionWords {
  title: MessageDescriptor;
  add: MessageDescriptor;
  loading: MessageDescriptor;
  /** 'Failed to load sponsors.', when the server gives no reason. */
  loadFailure: MessageDescriptor;
}

/** What the add/edit dialog gets. */
export interface CollectionEditor<Input> {
  close: () => void;
  /** Adds the item or updates it and says so; rejects (and says nothing) when the server refuses. */
  save: (input: Input) => Promise<void>;
  saving: boolean;
  /** The tab's snackbar; an editor that tells its failures there shows it inside its dialog (see editorShowsNotice). */
  notice: ReturnType<typeof useAdminNotice>;
}

interface Props<T extends { id: number }, Input> {
  hooks: CollectionHooks<T, Input>;
  words: CollectionWords;
  /** Between the heading and the list (search and filters). */
  toolbar?: ReactNode;
  /** What the tab shows while there is none; `add` opens the editor for a new one. */
  empty: (add: () => void) => ReactNode;
  /** The items, as the server lists them: `edit` opens the editor for one, `remove` asks before deleting it. */
  children: (items: T[], actions: { edit: (item: T) => void; remove: (item: T) => void }) => ReactNode;
  /** The add/edit dialog: `item` null adds a new one. */
  editor: (item: T | null, editor: CollectionEditor<Input>) => ReactNode;
  /**
   * The editor tells failures in the tab's snackbar and shows it inside its dialog while open: a modal hides everything
   * outside it from assistive technology, so a failure told there would not be heard. Otherwise the snackbar stays
   * beside the dialog (which tells its own failures).
   */
  editorShowsNotice?: boolean;
  /** How the deletion's question names the item: `what` in its title ('sponsor'), then `name` and `consequence`. */
  confirmDelete: (item: T) => { what: string; name: string; consequence?: string };
  messages: CollectionMessages<T, Input>;
}

/** Where Delete was pressed: its card's place among the tab's cards (articles) and the button's text. */
interface DeletedFrom {
  id: number;
  index: number;
  text: string;
}

/**
 * Where the focus goes once a deletion took an item's card away, and with it the button that asked (the focus would
 * fall to the page, WCAG 2.4.3): the same button of the card that took its place, else of the last card, else Add.
 */
function focusAfterDeletion(tab: HTMLElement | null, add: HTMLElement | null, from: DeletedFrom) {
  const cards = [...(tab?.querySelectorAll<HTMLElement>('article') ?? [])];
  const card = cards[Math.min(from.index, cards.length - 1)];
  const buttons = [...(card?.querySelectorAll<HTMLElement>('button:not(:disabled)') ?? [])];
  (buttons.find((button) => button.textContent?.trim() === from.text) ?? buttons[0] ?? add)?.focus();
}

/**
 * A console tab over one collection (speakers, sponsors, news): its heading with an add button, the list kept current
 * by its query (or a spinner, the reason it failed to load, the empty state), an add/edit dialog, and a deletion asked
 * for first; every outcome told in the snackbar.
 */
export function AdminCollectionTab<T extends { id: number }, Input>(props: Props<T, Input>) {
  const { hooks, words, toolbar, empty, children, editor, editorShowsNotice = false, confirmDelete, messages } = props;
  const { i18n } = useLingui();
  const { data, isLoading, error } = hooks.useList();
  const [create, creating] = hooks.useCreate();
  const [update, updating] = hooks.useUpdate();
  const [remove, deleting] = hooks.useDelete();
  const [editing, setEditing] = useState<{ item: T | null } | null>(null);
  const [removing, setRemoving] = useState<{ item: T; from: DeletedFrom } | null>(null);
  const notice = useAdminNotice();
  const tab = useRef<HTMLDivElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  /** What was deleted, and where its Delete was pressed, until the item has left the list. */
  const deletedFrom = useRef<DeletedFrom | null>(null);

  /** Delete pressed: asks first, and notes where it was pressed (focusAfterDeletion). */
  const askRemove = (item: T) => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const card = opener?.closest('article');
    const cards = [...(opener?.closest('[data-collection-tab]')?.querySelectorAll('article') ?? [])];
    setRemoving({ item, from: { id: item.id, index: card ? cards.indexOf(card) : 0, text: opener?.textContent?.trim() ?? '' } });
  };
  // Once the question is closed and the item has left the list, a focus left on the page goes on from where it was.
  useEffect(() => {
    const from = deletedFrom.current;
    if (!from || removing || data?.some((item) => item.id === from.id)) return;
    deletedFrom.current = null;
    if (document.activeElement === null || document.activeElement === document.body) focusAfterDeletion(tab.current, addButton.current, from);
  }, [data, removing]);

  const add = () => setEditing({ item: null });
  const edit = (item: T) => setEditing({ item });

  async function save(item: T | null, input: Input) {
    if (item) {
      const saved = await update({ id: item.id, ...input }).unwrap();
      notice.succeed(messages.updated(saved, input));
    } else {
      const saved = await create(input).unwrap();
      notice.succeed(messages.added(saved, input));
    }
  }

  async function confirmRemove({ item, from }: { item: T; from: DeletedFrom }) {
    try {
      await remove(item.id).unwrap();
      deletedFrom.current = from;
      notice.succeed(messages.deleted(item));
    } catch (err) {
      notice.fail(messages.deleteFailure, err);
    }
    setRemoving(null);
  }

  return (
    <Stack spacing={2} ref={tab} data-collection-tab>
      <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Typography variant="h5" component="h2">
          {i18n._(words.title)}
        </Typography>
        <Button ref={addButton} variant="contained" startIcon={<AddIcon />} onClick={add}>
          {i18n._(words.add)}
        </Button>
      </Stack>
      {toolbar}
      {isLoading ? (
        <PageSpinner label={i18n._(words.loading)} />
      ) : error && !data ? (
        <Alert severity="error">{errorMessage(error, i18n._(words.loadFailure))}</Alert>
      ) : !data?.length ? (
        empty(add)
      ) : (
        children(data, { edit, remove: askRemove })
      )}
      {editing && (
        <Fragment key={editing.item?.id ?? 'new'}>
          {editor(editing.item, {
            close: () => setEditing(null),
            save: (input) => save(editing.item, input),
            saving: creating.isLoading || updating.isLoading,
            notice,
          })}
        </Fragment>
      )}
      {removing && (
        <ConfirmDeleteDialog
          {...confirmDelete(removing.item)}
          busy={deleting.isLoading}
          onCancel={() => setRemoving(null)}
          onConfirm={() => void confirmRemove(removing)}
        />
      )}
      {!(editing && editorShowsNotice) && notice.element}
    </Stack>
  );
}
