// The news form's values, defaults, checks and the conversion to and from the API's shape. Publish dates are
// entered as the venue's wall clock (Vienna), whatever zone the admin's browser is in.
import type { AdminNewsItem, NewsCategory, NewsPayload, NewsStatus } from '../api/news-admin-api';
import { isoToVenueLocal, venueLocalToIso } from '@/lib/venue-time';

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
}

export type NewsFormErrors = Partial<Record<'title' | 'content' | 'publishDate' | 'author' | 'category', string>>;

/** Spec defaults: status draft, author 'Conference Team', category announcement; dated now. */
export function newsFormDefaults(): NewsFormValues {
  return {
    title: '',
    content: '',
    publishDate: isoToVenueLocal(new Date().toISOString()),
    author: DEFAULT_AUTHOR,
    category: 'announcement',
    featured: false,
    status: 'draft',
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
  };
}

/** Spec: title, content, publish date, author and category are required. */
export function validateNews(values: NewsFormValues): NewsFormErrors {
  const errors: NewsFormErrors = {};
  if (!values.title.trim()) errors.title = 'Title is required';
  if (!values.content.trim()) errors.content = 'Content is required';
  if (!values.publishDate) errors.publishDate = 'Publish date is required';
  else if (!venueLocalToIso(values.publishDate)) errors.publishDate = 'Publish date must be a valid date and time';
  if (!values.author.trim()) errors.author = 'Author is required';
  if (!values.category) errors.category = 'Category is required';
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
  };
}
