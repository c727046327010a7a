import { beforeAll, describe, expect, it } from 'vitest';
import { activateLocale } from './i18n/i18n';
import { PROPOSAL_STATUSES, proposalStatusLabel, proposalStatusTint, speakerStatusFill, speakerStatusLabel } from './proposal-status';

beforeAll(() => activateLocale('en'));

describe('proposal status names', () => {
  it('gives the organisers and reviewers each status its own name', () => {
    expect(PROPOSAL_STATUSES.map(proposalStatusLabel)).toEqual([
      'Pending',
      'Accepted',
      'Rejected',
      'Scheduled',
      'Approved scheduled',
      'Approved unscheduled',
      'Withdrawn',
    ]);
  });

  it("shows the speaker approved_scheduled as 'Scheduled' and approved_unscheduled as 'Accepted' (spec)", () => {
    expect(PROPOSAL_STATUSES.map(speakerStatusLabel)).toEqual(['Pending', 'Accepted', 'Rejected', 'Scheduled', 'Scheduled', 'Accepted', 'Withdrawn']);
  });

  it('reads a status this client does not know as it comes, capitalised', () => {
    expect(proposalStatusLabel('on_hold')).toBe('On_hold');
  });
});

describe('proposal status colours', () => {
  it("colours the speaker's badge green, red, blue or yellow (spec)", () => {
    const green = { bg: '#1b5e20', fg: '#ffffff' };
    const blue = { bg: '#0d47a1', fg: '#ffffff' };
    const yellow = { bg: '#ffe08a', fg: '#4a3800' };
    expect(speakerStatusFill('accepted')).toEqual(green);
    expect(speakerStatusFill('approved_unscheduled')).toEqual(green);
    expect(speakerStatusFill('rejected')).toEqual({ bg: '#b71c1c', fg: '#ffffff' });
    expect(speakerStatusFill('scheduled')).toEqual(blue);
    expect(speakerStatusFill('approved_scheduled')).toEqual(blue);
    expect(speakerStatusFill('pending')).toEqual(yellow);
    expect(speakerStatusFill('withdrawn')).toEqual(yellow);
  });

  it('tints the console chips in the same hues, a withdrawn proposal grey', () => {
    expect(proposalStatusTint('approved_unscheduled')).toEqual(proposalStatusTint('accepted'));
    expect(proposalStatusTint('approved_scheduled')).toEqual(proposalStatusTint('scheduled'));
    expect(proposalStatusTint('pending')).toEqual({ bg: '#fff4e5', fg: '#663c00' });
    expect(proposalStatusTint('withdrawn')).toEqual({ bg: '#f0f0f0', fg: '#424242' });
    expect(proposalStatusTint('on_hold')).toEqual(proposalStatusTint('pending'));
  });
});
