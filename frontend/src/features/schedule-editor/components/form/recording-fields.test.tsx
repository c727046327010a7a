import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/test/render';
import { isHttpsAddress, type SessionFormValues } from '../../model/session-form-values';
import { RecordingFields } from './recording-fields';

const values = { recordingUrl: '', doNotRecord: false } as SessionFormValues;

describe("The session form's recording fields (issue 47)", () => {
  it('edits the recording link and "not recorded", and warns of speakers who refused', () => {
    const onChange = vi.fn();
    renderWithApp(<RecordingFields values={values} errors={{}} onChange={onChange} refusedBy={[{ id: 3, name: 'Ada' }]} />);
    expect(screen.getByTestId('recording-refused').textContent).toContain('Ada said no to being recorded');
    fireEvent.change(screen.getByRole('textbox', { name: 'Recording link' }), { target: { value: 'https://media.example/1' } });
    expect(onChange).toHaveBeenLastCalledWith({ recordingUrl: 'https://media.example/1' });
    fireEvent.click(screen.getByRole('switch', { name: 'Not recorded' }));
    expect(onChange).toHaveBeenLastCalledWith({ doNotRecord: true });
  });

  it('takes only https addresses (or none)', () => {
    expect(['', 'https://media.example/v/1'].map(isHttpsAddress)).toEqual([true, true]);
    expect(['http://media.example/v/1', 'javascript:alert(1)', 'media.example', 'https://localhost'].map(isHttpsAddress)).toEqual([false, false, false, false]);
  });
});
