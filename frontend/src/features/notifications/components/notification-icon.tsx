import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import ErrorOutlineOutlined from '@mui/icons-material/ErrorOutlineOutlined';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import WarningAmberOutlined from '@mui/icons-material/WarningAmberOutlined';
import { intlLocale } from '@/lib/i18n/active-locale';
import type { NotificationType } from '@/types/api';

export function NotificationIcon({ type }: { type: NotificationType }) {
  if (type === 'success') return <CheckCircleOutlined color="success" fontSize="small" />;
  if (type === 'error') return <ErrorOutlineOutlined color="error" fontSize="small" />;
  if (type === 'warning') return <WarningAmberOutlined color="warning" fontSize="small" />;
  return <InfoOutlined color="info" fontSize="small" />;
}

export function formatTimestamp(timestamp: string): string {
  const date = new Date(timestamp);
  return Number.isNaN(date.getTime()) ? timestamp : date.toLocaleString(intlLocale());
}
