import { Logger } from '@nestjs/common';
import { createApp } from './app.js';
import { ConfigError, loadConfig } from './config/config.js';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(2);
    }
    throw error;
  }
  const running = await createApp(config);
  new Logger('App').log(`${config.productName} is listening on ${running.url}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
