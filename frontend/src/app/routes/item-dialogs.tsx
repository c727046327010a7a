// The spec's Speaker Details and article dialogs, shown at the item's address over the page they were opened from
// (lib/public/over-page.ts): the dialog closes by going back, so the back button closes it too and the address is
// the page's again. Loaded when a dialog first opens, not with any page.
import { useLocation, useNavigate } from 'react-router-dom';
import { NewsArticleDialog } from '@/components/news/news-article-dialog';
import { SpeakerDetailsDialog } from '@/components/speakers/speaker-details-dialog';
import { newsHead, speakerHead, useItemTitle } from '@/app/layouts/item-head';
import { itemOfPath } from '@/lib/public/item-paths';
import { usePublicNewsItem, usePublicSpeaker } from '@/lib/public/items';
import { useLingui } from '@lingui/react';

function SpeakerDialog({ id, onClose }: { id: number; onClose: () => void }) {
  const { i18n } = useLingui();
  const { item: speaker } = usePublicSpeaker(id);
  useItemTitle(speaker ? speakerHead(speaker, i18n) : null);
  return speaker ? <SpeakerDetailsDialog speaker={speaker} open onClose={onClose} /> : null;
}

function NewsDialog({ id, onClose }: { id: number; onClose: () => void }) {
  const { i18n } = useLingui();
  const { item } = usePublicNewsItem(id);
  useItemTitle(item ? newsHead(item, i18n) : null);
  // An article removed while it is open closes (the dialog fades out with its last text).
  return <NewsArticleDialog item={item} onClose={onClose} />;
}

export function ItemDialogs() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const item = itemOfPath(pathname);
  const close = () => void navigate(-1);
  if (item?.kind === 'speakers') return <SpeakerDialog key={item.id} id={item.id} onClose={close} />;
  if (item?.kind === 'news') return <NewsDialog key={item.id} id={item.id} onClose={close} />;
  return null;
}
