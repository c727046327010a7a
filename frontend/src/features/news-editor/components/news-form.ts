// The news form's values, defaults, checks and the conversion to and from the API's shape. Publish dates are
// entered as the venue's wall clock (Vienna), whatever zone the admin's browser is in.
import type { AdminNewsItem, NewsCategory, NewsPayload, NewsStatus } from '../api/news-admin-api';
import { isoToVenueLocal, venueLocalToIso } from '@/lib/venue-time';
import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { capitalize } from '@/lib/format';
import { formTranslations, translationsPayload, type FormTranslations } from '@/components/admin/translations';

// Content, not interface: the author stored with the item (its translation is the content step's).
export const DEFAULT_AUTHOR = 'Conference Team';

export interface NewsFormValues {
  title: string;
  content: string;
  /** 'YYYY-MM-DDTHH:mm' at the venue. */
  publishDate: string;
  author: string;
  category: NewsCategory | '';
  featured: boolean;
  status: NewsStatus;
  /** Title and content in the other languages (content as HTML). */
  translations: FormTranslations<NewsText>;
}

export const NEWS_TEXTS = ['title', 'content'] as const;
export type NewsText = (typeof NEWS_TEXTS)[number];

export type NewsFormErrors = Partial<Record<'title' | 'content' | 'publishDate' | 'author' | 'category', string>>;

/** Spec defaults: status draft, author 'Conference Team', category announcement; dated now. */
const LABELS: Record<string, MessageDescriptor> = {
  announcement: msg`Announcement`,
  update: msg`Update`,
  highlight: msg`Highlight`,
  draft: msg`Draft`,
  published: msg`Published`,
};

/** A category or status as organisers read it: 'announcement' -> 'Announcement'. */
export function newsValueLabel(value: string | null | undefined): string {
  const key = (value ?? '').toLowerCase();
  const known = Object.hasOwn(LABELS, key) ? LABELS[key] : undefined;
  return known ? i18n._(known) : capitalize(value);
}

export function newsFormDefaults(): NewsFormValues {
  return {
    title: '',
    content: '',
    publishDate: isoToVenueLocal(new Date().toISOString()),
    author: DEFAULT_AUTHOR,
    category: 'announcement',
    featured: false,
    status: 'draft',
    translations: formTranslations(NEWS_TEXTS),
  };
}

function knownCategory(category: string): NewsCategory | '' {
  const c = category.trim().toLowerCase();
  return c === 'announcement' || c === 'update' || c === 'highlight' ? c : '';
}

export function newsFormFrom(item: AdminNewsItem): NewsFormValues {
  return {
    title: item.title,
    content: item.content,
    publishDate: isoToVenueLocal(item.published_date),
    author: item.author ?? '',
    category: knownCategory(item.category ?? ''),
    featured: item.featured,
    status: item.status,
    translations: formTranslations(NEWS_TEXTS, item.translations),
  };
}

/** Spec: title, content, publish date, author and category are required. */
export function validateNews(values: NewsFormValues): NewsFormErrors {
  const errors: NewsFormErrors = {};
  if (!values.title.trim()) errors.title = t`Title is required`;
  if (!values.content.trim()) errors.content = t`Content is required`;
  if (!values.publishDate) errors.publishDate = t`Publish date is required`;
  else if (!venueLocalToIso(values.publishDate)) errors.publishDate = t`Publish date must be a valid date and time`;
  if (!values.author.trim()) errors.author = t`Author is required`;
  if (!values.category) errors.category = t`Category is required`;
  return errors;
}

/** Only called with values that passed validateNews. */
export function toNewsPayload(values: NewsFormValues): NewsPayload {
  return {
    title: values.title.trim(),
    content: values.content,
    published_date: venueLocalToIso(values.publishDate) ?? '',
    author: values.author.trim(),
    category: values.category as NewsCategory,
    featured: values.featured,
    status: values.status,
    translations: translationsPayload(values.translations),
  };
}
