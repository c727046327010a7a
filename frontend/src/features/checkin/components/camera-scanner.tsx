// The camera, loaded only when a door opens it (the page's own code stays light): the browser's BarcodeDetector where
// it has one, jsQR (loaded with this) on the camera's frames elsewhere. A code read is reported once, and again only
// after another code was read or it was out of sight for a moment: a ticket held in front of the camera is one scan.
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useLingui } from '@lingui/react/macro';

interface Detector {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>;
}
type DetectorClass = new (options: { formats: string[] }) => Detector;

/** How long a code must be out of sight before it counts as a new scan. */
const OUT_OF_SIGHT_MS = 2000;

async function reader(): Promise<(video: HTMLVideoElement, canvas: HTMLCanvasElement) => Promise<string | null>> {
  const Native = (window as unknown as { BarcodeDetector?: DetectorClass & { getSupportedFormats?: () => Promise<string[]> } }).BarcodeDetector;
  if (Native && (await Native.getSupportedFormats?.())?.includes('qr_code')) {
    const detector = new Native({ formats: ['qr_code'] });
    return async (video) => (await detector.detect(video))[0]?.rawValue ?? null;
  }
  const { default: jsQR } = await import('jsqr');
  return async (video, canvas) => {
    const { videoWidth: width, videoHeight: height } = video;
    if (!width || !height) return null;
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d', { willReadFrequently: true });
    if (!context) return null;
    context.drawImage(video, 0, 0, width, height);
    return jsQR(context.getImageData(0, 0, width, height).data, width, height)?.data ?? null;
  };
}

export function CameraScanner({ onCode }: { onCode: (code: string) => void }) {
  const { t } = useLingui();
  const video = useRef<HTMLVideoElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const report = useRef(onCode);
  useLayoutEffect(() => {
    report.current = onCode;
  });
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let stream: MediaStream | null = null;
    let stopped = false;
    let last = { code: '', seen: 0 };
    void (async () => {
      try {
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
        if (stopped || !video.current) return;
        video.current.srcObject = stream;
        await video.current.play();
        const read = await reader();
        while (!stopped && video.current && canvas.current) {
          const code = await read(video.current, canvas.current).catch(() => null);
          if (code) {
            const again = code === last.code && Date.now() - last.seen < OUT_OF_SIGHT_MS;
            last = { code, seen: Date.now() };
            if (!again) report.current(code);
          }
          await new Promise((resolve) => setTimeout(resolve, 150));
        }
      } catch {
        if (!stopped) setFailed(true);
      }
    })();
    return () => {
      stopped = true;
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, []);

  if (failed) return <Alert severity="warning">{t`The camera could not be opened: type the code or find the person by name.`}</Alert>;
  return (
    <Box sx={{ position: 'relative', borderRadius: 2, overflow: 'hidden', bgcolor: 'common.black' }}>
      <video ref={video} muted playsInline aria-label={t`Camera`} style={{ width: '100%', display: 'block', maxHeight: '50vh', objectFit: 'cover' }} />
      <canvas ref={canvas} hidden />
    </Box>
  );
}
