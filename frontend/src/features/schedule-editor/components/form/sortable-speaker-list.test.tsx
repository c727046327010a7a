import { useState } from 'react';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@/test/render';
import type { ChosenSpeaker } from '../../model/session-form-values';
import { SortableSpeakerList } from './sortable-speaker-list';

function Chosen({ initial }: { initial: ChosenSpeaker[] }) {
  const [speakers, setSpeakers] = useState(initial);
  return <SortableSpeakerList speakers={speakers} onChange={setSpeakers} />;
}

const order = () =>
  within(screen.getByRole('list', { name: 'Speakers in display order' }))
    .getAllByTestId('chosen-speaker')
    .map((row) => row.textContent);

describe('the chosen speakers', () => {
  it('move up and down with single clicks, for a pointer that cannot drag, and not past either end', async () => {
    const { user } = renderWithApp(
      <Chosen
        initial={[
          { id: 1, name: 'Ada' },
          { id: 2, name: 'Grace' },
          { id: 3, name: 'Katherine' },
        ]}
      />,
    );
    expect((screen.getByRole('button', { name: 'Move Ada up' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Move Katherine down' }) as HTMLButtonElement).disabled).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Move Katherine up' }));
    expect(order()).toEqual(['1.Ada', '2.Katherine', '3.Grace']);
    await user.click(screen.getByRole('button', { name: 'Move Ada down' }));
    expect(order()).toEqual(['1.Katherine', '2.Ada', '3.Grace']);
  });
});
