import Alert from '@mui/material/Alert';

/** The home page's red alert for a list that failed to load (spec: message, fallback 'An error occurred'). */
export function SectionError({ message }: { message: string }) {
  return (
    <Alert severity="error" variant="filled" sx={{ maxWidth: 720, mx: 'auto' }}>
      {message}
    </Alert>
  );
}
