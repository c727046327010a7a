import type { Provider } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { FileStore } from './file-store.js';
import { LocalFileStore } from './local-file-store.js';
import { S3FileStore } from './s3-file-store.js';

/** The bucket S3_URL names, else DATA_DIR. */
export const fileStoreProvider: Provider = {
  provide: FileStore,
  inject: [APP_CONFIG],
  useFactory: (config: AppConfig): FileStore => (config.s3 ? new S3FileStore(config.s3) : new LocalFileStore(config.dataDir)),
};
