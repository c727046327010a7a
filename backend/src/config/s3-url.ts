// S3_URL: the bucket uploaded files go to, when the app runs as several replicas (no shared DATA_DIR). One URL, as
// DATABASE_URL and REDIS_URL are: https://ACCESS_KEY:SECRET@host[:port]/bucket[/prefix][?region=…&path_style=…].
// Checked here for its form; whether the bucket answers is checked at start (uploads/s3-file-store.ts).

/** Where and how to reach the bucket. `credentials` unset: the SDK's usual sources (AWS_* variables, an instance role). */
export interface S3Settings {
  /** The service's origin (scheme, host, port), without credentials. */
  endpoint: string;
  bucket: string;
  /** Put before every object's key ('' or ending in '/'), so one bucket can hold several sites' files. */
  prefix: string;
  region: string;
  /** Bucket in the path (host/bucket/key), as MinIO and most S3-compatible servers want; false: bucket.host/key. */
  forcePathStyle: boolean;
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

/** S3's rules for a bucket's name: 3-63 lower-case letters, digits, dots and hyphens, a letter or digit at each end. */
const BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
const REGION = /^[a-z0-9-]{1,40}$/;
const OPTIONS = new Set(['region', 'path_style']);
export const S3_URL_FORM = 'https://ACCESS_KEY:SECRET@host[:port]/bucket[/prefix][?region=…&path_style=false]';

/** The settings S3_URL names, or the reason it names none (a sentence for the start-up error). */
export function parseS3Url(value: string): S3Settings | { problem: string } {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return { problem: `not a URL; the form is ${S3_URL_FORM}` };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return { problem: `must start with https:// or http:// (${S3_URL_FORM})` };
  const decode = (part: string) => {
    try {
      return decodeURIComponent(part);
    } catch {
      return null;
    }
  };
  // Access keys and secrets may hold '/', '+' and '=': written percent-encoded in the URL, read back decoded.
  const [path, accessKeyId, secretAccessKey] = [url.pathname, url.username, url.password].map(decode);
  if (path === null || accessKeyId === null || secretAccessKey === null) return { problem: 'has a malformed %-escape' };
  const [bucket = '', ...rest] = path.split('/').filter(Boolean);
  if (!bucket) return { problem: `name the bucket as the URL's path (${S3_URL_FORM})` };
  if (!BUCKET.test(bucket)) return { problem: `'${bucket}' is not a bucket name (3-63 lower-case letters, digits, dots and hyphens)` };
  const unknown = [...url.searchParams.keys()].filter((key) => !OPTIONS.has(key));
  if (unknown.length) return { problem: `unknown option ${unknown.join(', ')}; the options are region and path_style` };
  const region = url.searchParams.get('region') ?? 'us-east-1';
  if (!REGION.test(region)) return { problem: `region '${region}' is not a region name (such as eu-central-1, or auto)` };
  const pathStyle = url.searchParams.get('path_style') ?? 'true';
  if (pathStyle !== 'true' && pathStyle !== 'false') return { problem: 'path_style is true or false' };
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) {
    return { problem: 'give both the access key and the secret (ACCESS_KEY:SECRET@host), or neither to use the AWS_* variables or an instance role' };
  }
  return {
    endpoint: url.origin,
    bucket,
    prefix: rest.length ? `${rest.join('/')}/` : '',
    region,
    forcePathStyle: pathStyle === 'true',
    credentials: accessKeyId ? { accessKeyId, secretAccessKey } : undefined,
  };
}
