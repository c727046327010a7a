// The one photo upload: its rules as a user meets them (images only, at most 5 MB, the spec's alerts), and each place
// that uses it sending to its own endpoint.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { AdminSpeaker } from '@/lib/admin/speakers-admin-api';
import { stubFetch } from '@/test/fetch-stub';
import { renderWithApp } from '@/test/render';
import { PhotoPanel } from '@/features/speaker/components/photo-panel';
import { SpeakerPhotoUpload } from '@/features/speaker-profiles/components/speaker-photo-upload';
import { MAX_PHOTO_BYTES, PhotoUpload } from './photo-upload';

/** A PNG of that size (said, not made: megabytes of bytes only slow the test down). */
function png(size = 64): File {
  const file = new File([new Uint8Array(64)], 'me.png', { type: 'image/png' });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

function setUp(send: ((file: File) => Promise<string>) | null) {
  const onUploaded = vi.fn();
  const view = renderWithApp(
    <PhotoUpload
      photo={(url) => <img alt="Current photo" src={url ?? '/placeholder.svg'} />}
      initialUrl="/uploads/speakers/old.webp"
      send={send}
      notYet="Save first"
      onUploaded={onUploaded}
      inputTestId="photo-file"
      buttonVariant="contained"
    />,
  );
  // A file the picker's accept="image/*" would hide can still be dropped or renamed: the upload must refuse it too.
  const user = userEvent.setup({ applyAccept: false });
  return { ...view, user, onUploaded, input: () => screen.getByTestId<HTMLInputElement>('photo-file') };
}

describe('PhotoUpload (the speaker photo, in the console and the speaker area)', () => {
  it('offers images only, says the limits, and shows the current photo', () => {
    const { input } = setUp(vi.fn());

    expect(input().accept).toBe('image/*');
    expect(screen.getByRole('button', { name: 'Upload Photo' })).toBeTruthy();
    expect(screen.getByText('Images only, up to 5 MB. Recommended size: 400x400.')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Current photo' }).getAttribute('src')).toBe('/uploads/speakers/old.webp');
  });

  it('refuses a file that is not an image before sending it', async () => {
    const send = vi.fn();
    const { user, input } = setUp(send);

    await user.upload(input(), new File(['just some notes'], 'notes.txt', { type: 'text/plain' }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Failed to upload image. Please try again.');
    expect(alert.textContent).toContain('Only image files can be uploaded (JPEG, PNG, WebP, GIF, HEIF or TIFF).');
    expect(send).not.toHaveBeenCalled();
  });

  it('refuses an image larger than 5 MB before sending it', async () => {
    const send = vi.fn();
    const { user, input } = setUp(send);

    await user.upload(input(), png(MAX_PHOTO_BYTES + 1));

    expect((await screen.findByRole('alert')).textContent).toContain('The image is larger than 5 MB.');
    expect(send).not.toHaveBeenCalled();
  });

  it('sends an image of 5 MB, says so and shows the stored photo', async () => {
    const send = vi.fn(async () => '/uploads/speakers/new.webp');
    const { user, input, onUploaded } = setUp(send);
    const file = png(MAX_PHOTO_BYTES);

    await user.upload(input(), file);

    // A status message, read out politely from a region already in the page; not an alert.
    const done = await screen.findByText('Profile photo uploaded successfully!');
    expect(done.closest('[role="status"]')).not.toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(send).toHaveBeenCalledWith(file);
    expect(onUploaded).toHaveBeenCalledWith('/uploads/speakers/new.webp');
    expect(screen.getByRole('img', { name: 'Current photo' }).getAttribute('src')).toBe('/uploads/speakers/new.webp');
  });

  it("shows the server's reason when it refuses the file, and keeps the photo", async () => {
    const send = vi.fn(() => Promise.reject({ status: 415, data: { detail: 'The file is not an image' } }));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { user, input, onUploaded } = setUp(send);

    await user.upload(input(), png());

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Failed to upload image. Please try again.');
    expect(alert.textContent).toContain('The file is not an image');
    expect(warn).toHaveBeenCalledWith('Failed to upload image', expect.anything());
    expect(onUploaded).not.toHaveBeenCalled();
    expect(screen.getByRole('img', { name: 'Current photo' }).getAttribute('src')).toBe('/uploads/speakers/old.webp');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Upload Photo' })).toHaveProperty('disabled', false));
    warn.mockRestore();
  });

  it('offers no upload while it is not possible, and says why', () => {
    setUp(null);

    expect(screen.getByText('Save first')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Upload Photo' })).toBeNull();
    expect(screen.queryByTestId('photo-file')).toBeNull();
  });
});

interface Place {
  place: string;
  endpoint: string;
  answer: unknown;
  /** Shows the place's photo part for Ada (no photo yet). */
  open(): HTMLElement;
  inputTestId: string;
  photoName: string;
  /** What else the place does with a stored photo. */
  keeps?: (url: string) => void;
}

const ada = { id: 7, name: 'Ada Lovelace', image_url: null } satisfies Pick<AdminSpeaker, 'id' | 'name' | 'image_url'>;

const PLACES: Place[] = [
  {
    place: "the console's speaker dialog",
    endpoint: 'POST /api/admin/speakers/7/upload-image',
    answer: { filename: '7-ab12.webp', image_url: '/uploads/speakers/7-ab12.webp' },
    open: () => renderWithApp(<SpeakerPhotoUpload speaker={ada} />).container,
    inputTestId: 'speaker-photo-input',
    photoName: 'Photo of Ada Lovelace',
  },
  {
    place: "the speaker's own photo panel",
    endpoint: 'POST /api/speaker/profile/upload-image',
    answer: { success: true, image_url: '/uploads/speakers/7-ab12.webp' },
    open: () => {
      renderWithApp(<PhotoPanel name="Ada Lovelace" />);
      return screen.getByRole('region', { name: 'Profile Photo' });
    },
    inputTestId: 'photo-input',
    photoName: 'Profile photo of Ada Lovelace',
    // Spec section 2: the speaker area keeps the photo's url locally.
    keeps: (url) => expect(localStorage.getItem('speakerImageUrl')).toBe(url),
  },
];

describe.each(PLACES)('the photo upload in $place', (place) => {
  it('refuses a file that is not an image, then sends a photo to its own endpoint and shows it', async () => {
    const network = stubFetch({ [place.endpoint]: { body: place.answer } });
    const panel = place.open();
    const user = userEvent.setup({ applyAccept: false });
    const input = within(panel).getByTestId(place.inputTestId);

    await user.upload(input, new File(['just some notes'], 'notes.txt', { type: 'text/plain' }));
    expect((await within(panel).findByRole('alert')).textContent).toContain('Only image files can be uploaded');
    expect(network.sent).toEqual([]);

    await user.upload(input, new File([new Uint8Array(8)], 'ada.png', { type: 'image/png' }));

    expect(await within(panel).findByText('Profile photo uploaded successfully!')).toBeTruthy();
    expect(network.sent.map((call) => `${call.method} ${call.path}`)).toEqual([place.endpoint]);
    expect(((network.sent[0].body as FormData).get('file') as File).name).toBe('ada.png');
    expect(within(panel).getByRole('img', { name: place.photoName }).getAttribute('src')).toBe('/uploads/speakers/7-ab12.webp');
    place.keeps?.('/uploads/speakers/7-ab12.webp');
  });
});

it('in the console, offers the upload only once the speaker is saved (spec section 4)', () => {
  stubFetch();
  renderWithApp(<SpeakerPhotoUpload speaker={null} />);

  expect(screen.getByText('Save speaker first to upload photo')).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Upload Photo' })).toBeNull();
});
