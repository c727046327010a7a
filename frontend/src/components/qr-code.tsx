import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';

/** The drawn code's side in CSS pixels by default: a phone's camera reads it easily from a screen at arm's length. */
const SIZE = 200;

type QrLibrary = typeof import('qrcode');

/**
 * The QR code library, loaded on first use only: the dashboard's first load does not carry it. A CommonJS module, so
 * its functions are the namespace's or its default's, depending on the bundler.
 */
async function qrLibrary(): Promise<QrLibrary> {
  const module = (await import('qrcode')) as QrLibrary & { default?: QrLibrary };
  return module.default ?? module;
}

/** `text` as an SVG QR code (dark on white, with the quiet zone scanners need). */
async function qrCodeSvg(text: string): Promise<string> {
  const qr = await qrLibrary();
  return qr.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 4, color: { dark: '#000000', light: '#ffffff' } });
}

interface QrCodeProps {
  /** What the code carries (an address). */
  text: string;
  /** The image's text alternative. */
  label: string;
  /** Its side in CSS pixels, or a CSS length (a full-screen code: as large as the screen allows). */
  size?: number | string;
}

/** A QR code of `text`, drawn by the `qrcode` library as an SVG image; nothing while it loads or if it cannot be drawn. */
export function QrCode({ text, label, size = SIZE }: QrCodeProps) {
  const [drawn, setDrawn] = useState<{ text: string; svg: string } | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let current = true;
    qrCodeSvg(text).then(
      (svg) => current && setDrawn({ text, svg }),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [text]);

  // The link beside it still works: the code is a convenience.
  if (failed) return null;
  if (drawn?.text !== text) return <Skeleton variant="rectangular" width={size} height={size} data-testid="qr-code-loading" />;
  return (
    <Box
      component="img"
      src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(drawn.svg)}`}
      alt={label}
      width={typeof size === 'number' ? size : undefined}
      height={typeof size === 'number' ? size : undefined}
      data-testid="qr-code"
      sx={{ display: 'block', width: size, height: size, bgcolor: '#fff', borderRadius: 1, border: '1px solid', borderColor: 'divider' }}
    />
  );
}
